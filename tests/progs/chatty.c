// SPDX-License-Identifier: GPL-2.0
/*
 * A workload that talks: chatty LINES writes LINES numbered lines to standard output
 * ("out N") and as many to standard error ("err N"), alternately, and spends its CPU time
 * in chat_work between them (a fixed amount of work per line), so that a profile of it has
 * one known hot function and its output one known text. Exits 0, or 1 when a write fails.
 */
#include <stdio.h>
#include <stdlib.h>

volatile unsigned long chat_sink;

__attribute__((noinline)) void chat_work(unsigned long n)
{
	for (unsigned long i = 0; i < n; i++)
		chat_sink += i ^ (chat_sink >> 3);
}

int main(int argc, char **argv)
{
	long lines = argc > 1 ? atol(argv[1]) : 1000;

	for (long i = 1; i <= lines; i++) {
		chat_work(20000);
		if (printf("out %ld\n", i) < 0 || fprintf(stderr, "err %ld\n", i) < 0)
			return 1;
	}
	return fflush(stdout) ? 1 : 0;
}
