// SPDX-License-Identifier: GPL-2.0
/* Fixture workload: three named threads spinning in different functions until killed or timed out. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

volatile unsigned long sink;
static double secs = 3;

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

__attribute__((noinline)) void spin(unsigned long n)
{
	for (unsigned long i = 0; i < n; i++)
		sink += i;
}

__attribute__((noinline)) void *worker_a(void *arg)
{
	double end = now() + secs;

	while (now() < end)
		spin(20000);
	return NULL;
}

__attribute__((noinline)) void *worker_b(void *arg)
{
	double end = now() + secs;

	while (now() < end) {
		spin(5000);
		usleep(100);
	}
	return NULL;
}

int main(int argc, char **argv)
{
	pthread_t a, b;

	if (argc > 1)
		secs = atof(argv[1]);
	pthread_create(&a, NULL, worker_a, NULL);
	pthread_setname_np(a, "worker-a");
	pthread_create(&b, NULL, worker_b, NULL);
	pthread_setname_np(b, "worker-b");
	worker_a(NULL);
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	return 0;
}
