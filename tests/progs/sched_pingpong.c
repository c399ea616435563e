// SPDX-License-Identifier: GPL-2.0
/*
 * A scheduling workload for perf sched: the main thread starts two threads that pass a
 * token back and forth through pipes ROUNDS times (each wakes the other and sleeps until
 * woken back), spinning a little while holding it, and a third that sleeps in nanosleep.
 * Ends in well under a second; argv[1], when given, is the number of rounds.
 */
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static int ping[2], pong[2];
static int rounds = 20;

static void spin(int n)
{
	volatile unsigned long x = 0;

	for (int i = 0; i < n * 100000; i++)
		x++;
}

static void *player(void *arg)
{
	int first = arg != NULL;
	int in = first ? pong[0] : ping[0], out = first ? ping[1] : pong[1];
	char c = 0;

	for (int i = 0; i < rounds; i++) {
		if (!first || i) {
			if (read(in, &c, 1) != 1)
				break;
		}
		spin(1 + i % 3);
		if (write(out, &c, 1) != 1)
			break;
	}
	return NULL;
}

static void *sleeper(void *arg)
{
	struct timespec ts = { 0, 2000000 };

	for (int i = 0; i < 5; i++) {
		nanosleep(&ts, NULL);
		spin(2);
	}
	return arg;
}

int main(int argc, char **argv)
{
	pthread_t a, b, s;

	if (argc > 1)
		rounds = atoi(argv[1]);
	if (pipe(ping) || pipe(pong))
		return 1;
	if (pthread_create(&a, NULL, player, (void *)1) || pthread_create(&b, NULL, player, NULL) ||
	    pthread_create(&s, NULL, sleeper, NULL))
		return 1;
	pthread_join(a, NULL);
	pthread_join(b, NULL);
	pthread_join(s, NULL);
	return 0;
}
