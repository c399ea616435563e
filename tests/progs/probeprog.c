// SPDX-License-Identifier: GPL-2.0
/*
 * Target of the perf probe tests: probe_work() is called exactly N times (argv[1]) through
 * main -> caller_a -> caller_b, with an int, a struct pointer (a long, a string) and a
 * return value the tests can predict: probe_work(i, it) gets n=i, it->len=10*i,
 * it->name=names[i % 3] and returns 12*i.
 */
#include <stdio.h>
#include <stdlib.h>

struct item {
	long len;
	const char *name;
	int id;
};

static const char *const names[] = { "alpha", "beta", "gamma" };

__attribute__((noinline)) long probe_work(int n, struct item *it)
{
	/* reading name and id keeps the compiler from dropping their stores in the caller */
	if (it->name[0] == '?' || it->id < 0)
		return -1;
	return n * 2 + it->len;
}

__attribute__((noinline)) long caller_b(int i)
{
	struct item it = { .len = i * 10L, .name = names[i % 3], .id = i };

	return probe_work(i, &it);
}

__attribute__((noinline)) long caller_a(int i)
{
	return caller_b(i) + 0;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 5;
	long sum = 0;

	for (int i = 0; i < n; i++)
		sum += caller_a(i);
	printf("%ld\n", sum);
	return 0;
}
