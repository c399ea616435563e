// SPDX-License-Identifier: GPL-2.0
/*
 * Starts 3 threads beside the main one, all four spinning, and prints one line
 * "pid TGID tids T0 T1 T2 T3" (T0 is the main thread) once all of them run. Runs until
 * killed, or at most argv[1] seconds when given (SIGALRM).
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

#define NR 4

static pid_t tids[NR];
static pthread_barrier_t ready;

static void spin(void)
{
	volatile unsigned long x = 0;

	for (;;) {
		for (int i = 0; i < 1000000; i++)
			x++;
		/* leave the CPU now and then so a loaded machine stays usable */
		usleep(1000);
	}
}

static void *worker(void *arg)
{
	tids[(long)arg] = (pid_t)syscall(SYS_gettid);
	pthread_barrier_wait(&ready);
	spin();
	return NULL;
}

int main(int argc, char **argv)
{
	pthread_t th;

	pthread_barrier_init(&ready, NULL, NR);
	tids[0] = (pid_t)syscall(SYS_gettid);
	for (long i = 1; i < NR; i++)
		if (pthread_create(&th, NULL, worker, (void *)i))
			return 1;
	pthread_barrier_wait(&ready);
	/* a safety net for tests that die before killing us; alarm adds no thread */
	if (argc > 1)
		alarm((unsigned int)atoi(argv[1]));
	printf("pid %d tids", (int)getpid());
	for (int i = 0; i < NR; i++)
		printf(" %d", (int)tids[i]);
	printf("\n");
	fflush(stdout);
	spin();
	return 0;
}
