// SPDX-License-Identifier: GPL-2.0
/*
 * A program slow for three reasons, for record --off-cpu: crunch computes CRUNCH seconds of
 * CPU time, nap sleeps NAP seconds in nanosleep, wait_input reads a pipe that a child writes
 * after WAIT seconds (the child sleeps meanwhile in child_nap). Prints "pid P child C" at the
 * end.
 *
 *   offcpu [CRUNCH NAP WAIT]     (defaults 0.3 0.5 0.2)
 *   offcpu switches N WORK NS    N rounds of WORK loop iterations and a NS ns nanosleep: a
 *                                fixed amount of work with many context switches (bench/);
 *                                prints "cpu S" (its user + system time, the kernel's
 *                                work for the events in its context included)
 *
 * The system calls are made from the functions themselves (x86_64): a libc wrapper without
 * frame pointers would hide its caller from the user stack that the kernel walks at the
 * switch-out, and the tests look for these names in the off-CPU stacks.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static inline __attribute__((always_inline)) long sys3(long nr, long a, long b, long c)
{
#if defined(__x86_64__)
	long ret;

	__asm__ volatile("syscall"
			 : "=a"(ret)
			 : "a"(nr), "D"(a), "S"(b), "d"(c)
			 : "rcx", "r11", "memory");
	return ret;
#else
	return syscall(nr, a, b, c);
#endif
}

static double thread_cpu(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void crunch(double secs)
{
	double end = thread_cpu() + secs;
	volatile unsigned long x = 0;

	while (thread_cpu() < end)
		for (int i = 0; i < 10000; i++)
			x += i;
}

static inline __attribute__((always_inline)) void nap_ts(struct timespec *ts)
{
	/* EINTR aside, one sleep */
	while (sys3(SYS_nanosleep, (long)ts, (long)ts, 0) != 0)
		;
}

static void nap(double secs)
{
	struct timespec ts = { (time_t)secs, (long)((secs - (time_t)secs) * 1e9) };

	nap_ts(&ts);
}

/* the child's sleep, on its own: the stacks through nap are the main thread's */
static void child_nap(double secs)
{
	struct timespec ts = { (time_t)secs, (long)((secs - (time_t)secs) * 1e9) };

	while (sys3(SYS_nanosleep, (long)&ts, (long)&ts, 0) != 0)
		;
}

static void wait_input(int fd)
{
	char c;

	while (sys3(SYS_read, fd, (long)&c, 1) < 0)
		;
}

/* fixed work between short sleeps: the timer slack at 1 us, so the sleeps are as asked */
static int switches(long rounds, long work, long ns)
{
	struct timespec ts = { 0, ns };
	volatile unsigned long x = 0;
	struct rusage ru;

	prctl(PR_SET_TIMERSLACK, 1000UL, 0, 0, 0);
	for (long r = 0; r < rounds; r++) {
		for (long i = 0; i < work; i++)
			x += i;
		nap_ts(&ts);
	}
	getrusage(RUSAGE_SELF, &ru);
	printf("cpu %.6f\n", ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 + ru.ru_stime.tv_sec +
				     ru.ru_stime.tv_usec / 1e6);
	return 0;
}

int main(int argc, char **argv)
{
	double cr = argc > 3 ? atof(argv[1]) : 0.3;
	double np = argc > 3 ? atof(argv[2]) : 0.5;
	double wt = argc > 3 ? atof(argv[3]) : 0.2;
	int fds[2];
	pid_t pid;

	if (argc == 5 && !strcmp(argv[1], "switches"))
		return switches(atol(argv[2]), atol(argv[3]), atol(argv[4]));

	crunch(cr);
	nap(np);
	if (pipe(fds))
		return 1;
	pid = fork();
	if (pid < 0)
		return 1;
	if (pid == 0) {
		child_nap(wt);
		if (write(fds[1], "x", 1) != 1)
			_exit(1);
		_exit(0);
	}
	wait_input(fds[0]);
	waitpid(pid, NULL, 0);
	printf("pid %d child %d\n", (int)getpid(), (int)pid);
	return 0;
}
