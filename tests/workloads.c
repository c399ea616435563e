// SPDX-License-Identifier: GPL-2.0
/*
 * `perf test -w NAME [ARGS]`: the small programs Linux perf's shell tests profile, by the
 * same names and arguments (Linux perf 6.1's call `perf test -w sqrtloop` and
 * `perf test -w leafloop`; later ones the rest). Each is built to show one thing to a
 * profiler: a hot loop, threads, a call chain, branches, data addresses.
 */
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/tests.h"

static volatile sig_atomic_t done;

static void on_alarm(int sig)
{
	done = 1;
}

/* ARGV[0], a number of seconds (default 1), then SIGALRM ends the loops */
static void start_timer(int argc, const char **argv)
{
	int sec = argc > 0 ? atoi(argv[0]) : 1;

	signal(SIGALRM, on_alarm);
	alarm(sec > 0 ? sec : 1);
}

/* noploop [SECONDS]: one function spinning */
static __attribute__((noinline)) void noploop(void)
{
	while (!done)
		continue;
}

static int workload_noploop(int argc, const char **argv)
{
	start_timer(argc, argv);
	noploop();
	return 0;
}

/* thloop [SECONDS]: the main thread and one more, both spinning */
static __attribute__((noinline)) void *thloop(void *arg)
{
	while (!done)
		continue;
	return arg;
}

static int workload_thloop(int argc, const char **argv)
{
	pthread_t th;

	start_timer(argc, argv);
	if (pthread_create(&th, NULL, thloop, NULL)) {
		fprintf(stderr, "thloop: cannot create a thread\n");
		return 1;
	}
	thloop(NULL);
	pthread_join(th, NULL);
	return 0;
}

/*
 * leafloop [SECONDS]: main -> parent -> leaf, the time in leaf, frame pointers kept (see the
 * Makefile) so
 * that call graphs (fp) show the whole chain.
 */
#define FP_KEPT __attribute__((noinline)) /* and the file is built with frame pointers */

static volatile unsigned int leaf_sink; /* unsigned: it wraps, never overflows */

static FP_KEPT void leaf(void)
{
	/* on the stack: gcc sets up no frame in a leaf that does not use it */
	volatile unsigned int acc[2] = { 0, 0 };

	for (unsigned int i = 0; i < 1000 && !done; i++)
		acc[i & 1] += i;
	leaf_sink += acc[0] + acc[1];
}

static FP_KEPT void parent(void)
{
	while (!done)
		leaf();
}

static FP_KEPT int workload_leafloop(int argc, const char **argv)
{
	start_timer(argc, argv);
	parent();
	return 0;
}

/* sqrtloop [SECONDS]: sqrt() hot (the instruction, as Linux perf's is compiled: no libm call) */
static volatile double sqrt_sink;

static int workload_sqrtloop(int argc, const char **argv)
{
	unsigned int seed = 1;

	start_timer(argc, argv);
	while (!done)
		sqrt_sink = sqrt((double)rand_r(&seed));
	return 0;
}

/* brstack: a fixed run of calls, indirect calls, returns and conditional branches */
static volatile unsigned int brstack_cnt;

static __attribute__((noinline)) void brstack_bar(void)
{
	__asm__ volatile("" ::: "memory");
}

static __attribute__((noinline)) void brstack_foo(void)
{
	brstack_bar();
}

static __attribute__((noinline)) void brstack_bench(void)
{
	void (*volatile foo_ind)(void) = brstack_foo;

	if ((brstack_cnt++) % 3)
		brstack_foo();
	brstack_bar();
	foo_ind();
}

static int workload_brstack(int argc, const char **argv)
{
	for (int i = 0; i < 1000000; i++)
		brstack_bench();
	return 0;
}

/*
 * datasym: writes two fields 0x38 bytes apart in a 64-byte aligned global, buf1, until it
 * is killed (perf mem tests resolve the data addresses to buf1+0x0 and buf1+0x38).
 */
struct datasym_buf {
	char data1;
	char reserved[55];
	char data2;
} __attribute__((aligned(64)));

static volatile struct datasym_buf buf1;

static int workload_datasym(int argc, const char **argv)
{
	for (;;) {
		buf1.data1++;
		buf1.data2 += buf1.data1;
	}
	return 0;
}

static const struct {
	const char *name;
	int (*run)(int argc, const char **argv);
} workloads[] = {
	{ "noploop", workload_noploop },   { "thloop", workload_thloop },
	{ "leafloop", workload_leafloop }, { "sqrtloop", workload_sqrtloop },
	{ "brstack", workload_brstack },   { "datasym", workload_datasym },
};

int test_workload__run(const char *name, int argc, const char **argv)
{
	for (size_t i = 0; i < sizeof(workloads) / sizeof(workloads[0]); i++)
		if (!strcmp(workloads[i].name, name))
			return workloads[i].run(argc, argv);
	fprintf(stderr, "No workload found: %s\n", name);
	return 255;
}
