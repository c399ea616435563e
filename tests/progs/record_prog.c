// SPDX-License-Identifier: GPL-2.0
/*
 * A workload with known behaviour for the record tests:
 * SECONDS of hot, chain and counter are seconds of the program's own CPU time, so that the
 * number of samples does not depend on the machine's load; those of threads are wall time.
 *   record_prog hot SECONDS        hot_a, hot_b, hot_c take 60%, 30%, 10% of the CPU time
 *   record_prog work ROUNDS        the same, a fixed amount of work (for benchmarks)
 *   record_prog chain SECONDS      main -> chain_outer -> chain_middle -> chain_leaf (spins)
 *   record_prog threads N SECONDS  N spinning threads besides main; prints "ready" once all
 *                                  run; SIGUSR1 starts one more and prints "late TID"
 *   record_prog counter SECONDS    writes the global 'counter' in a loop (breakpoints)
 *   record_prog exit CODE          exits with CODE at once
 * Built with frame pointers and without inlining (see the Makefile).
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "raw-clock.h"

volatile unsigned long sink;
volatile unsigned long counter;
static volatile sig_atomic_t want_late;

/*
 * Clocks are read with the system call, not through the vDSO: a sample in the vDSO is
 * resolved by our perf (it reads this machine's vDSO image) and not by Linux perf under
 * --symfs, so the tests comparing the two leave [vdso] lines out; with no vDSO frame at all
 * there is nothing for that to hide, and the comparisons do not depend on where the
 * samples happen to land.
 */
static double clock_secs(clockid_t clk)
{
	struct timespec ts;

	raw_clock_gettime(clk, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static double now(void)
{
	return clock_secs(CLOCK_MONOTONIC);
}

/* Each function has its own copy of the same loop, so time is proportional to n. */
#define SPIN(n)                                      \
	for (unsigned long i = 0; i < (n); i++)     \
		sink += i ^ (sink >> 3);

__attribute__((noinline)) void hot_a(unsigned long n) { SPIN(n) }
__attribute__((noinline)) void hot_b(unsigned long n) { SPIN(n) }
__attribute__((noinline)) void hot_c(unsigned long n) { SPIN(n) }

/* A call makes chain_leaf a non-leaf, so gcc gives it a frame and the unwind sees its caller. */
__attribute__((noinline)) void chain_done(void) { sink++; }
__attribute__((noinline)) void chain_leaf(unsigned long n) { SPIN(n) chain_done(); }
__attribute__((noinline)) void chain_middle(unsigned long n) { chain_leaf(n); sink++; }
__attribute__((noinline)) void chain_outer(unsigned long n) { chain_middle(n); sink++; }

__attribute__((noinline)) void thread_spin(double end)
{
	while (now() < end)
		SPIN(100000)
}

/* CPU time of this (single-threaded) process */
static double cpu_now(void)
{
	return clock_secs(CLOCK_PROCESS_CPUTIME_ID);
}

static double end_time;

static void *thread_fn(void *arg)
{
	thread_spin(end_time);
	return NULL;
}

static void on_usr1(int sig)
{
	want_late = 1;
}

int main(int argc, char **argv)
{
	const unsigned long unit = 200000;
	double secs = argc > 2 ? atof(argv[argc - 1]) : 1.0;

	if (argc < 2) {
		fprintf(stderr, "usage: record_prog hot|chain|threads N|counter|exit CODE [SECONDS]\n");
		return 2;
	}
	end_time = now() + secs;
	if (!strcmp(argv[1], "hot")) {
		while (cpu_now() < secs) {
			hot_a(6 * unit);
			hot_b(3 * unit);
			hot_c(1 * unit);
		}
	} else if (!strcmp(argv[1], "work")) {
		for (long r = atol(argv[2]); r > 0; r--) {
			hot_a(6 * unit);
			hot_b(3 * unit);
			hot_c(1 * unit);
		}
	} else if (!strcmp(argv[1], "chain")) {
		while (cpu_now() < secs)
			chain_outer(unit);
	} else if (!strcmp(argv[1], "threads") && argc > 3) {
		int n = atoi(argv[2]);
		pthread_t t;

		signal(SIGUSR1, on_usr1);
		for (int i = 0; i < n; i++)
			pthread_create(&t, NULL, thread_fn, NULL);
		printf("ready %d\n", getpid());
		fflush(stdout);
		while (now() < end_time) {
			if (want_late) {
				want_late = 0;
				pthread_create(&t, NULL, thread_fn, NULL);
			}
			SPIN(100000)
		}
	} else if (!strcmp(argv[1], "counter")) {
		while (cpu_now() < secs)
			for (int i = 0; i < 1000; i++)
				counter++;
	} else if (!strcmp(argv[1], "exit")) {
		return atoi(argv[2]);
	} else {
		fprintf(stderr, "record_prog: unknown mode %s\n", argv[1]);
		return 2;
	}
	return 0;
}
