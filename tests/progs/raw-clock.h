/* SPDX-License-Identifier: GPL-2.0 */
/*
 * clock_gettime as a bare system call: not through the vDSO (a [vdso] frame, which Linux
 * perf under --symfs leaves unresolved where we resolve it) and not through libc's
 * syscall() (a PLT entry, which Linux perf 6.1 names after the symbol before it), so that
 * the test programs' samples land only in frames both perfs name alike.
 */
#ifndef TESTS_PROGS_RAW_CLOCK_H
#define TESTS_PROGS_RAW_CLOCK_H

#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static inline void raw_clock_gettime(clockid_t clk, struct timespec *ts)
{
#if defined(__x86_64__)
	long ret;

	__asm__ volatile("syscall"
			 : "=a"(ret)
			 : "0"((long)SYS_clock_gettime), "D"((long)clk), "S"(ts)
			 : "rcx", "r11", "memory");
	(void)ret;
#else
	syscall(SYS_clock_gettime, clk, ts);
#endif
}

#endif
