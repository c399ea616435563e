// SPDX-License-Identifier: GPL-2.0
/*
 * A lock contention storm for perf lock: 4 threads each map 64 KiB, touch every page and
 * unmap it, argv[1] times (default 2000). The threads fight over their process's mmap
 * lock, so lock:contention_begin/end fire in the kernel.
 */
#include <pthread.h>
#include <stdlib.h>
#include <sys/mman.h>

#define NR 4
#define SIZE (64 * 1024)

static long iterations = 2000;
static pthread_barrier_t start;

static void *storm(void *arg)
{
	(void)arg;
	pthread_barrier_wait(&start);
	for (long i = 0; i < iterations; i++) {
		char *p = mmap(NULL, SIZE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1,
			       0);

		if (p == MAP_FAILED)
			return (void *)1;
		for (int off = 0; off < SIZE; off += 4096)
			p[off] = (char)i;
		munmap(p, SIZE);
	}
	return NULL;
}

int main(int argc, char **argv)
{
	pthread_t th[NR];
	void *ret;
	int err = 0;

	if (argc > 1)
		iterations = atol(argv[1]);
	pthread_barrier_init(&start, NULL, NR);
	for (int i = 0; i < NR; i++)
		if (pthread_create(&th[i], NULL, storm, NULL))
			return 1;
	for (int i = 0; i < NR; i++) {
		pthread_join(th[i], &ret);
		err |= ret != NULL;
	}
	return err;
}
