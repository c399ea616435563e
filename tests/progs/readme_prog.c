// SPDX-License-Identifier: GPL-2.0
/*
 * Stands in for ./prog, ./myprog, ./prog-v1... in the README's examples (tests/shell/readme.sh):
 * it writes the global `counter`, calls malloc() and func(n, s) (a parameter n, a member
 * s->len, a local i on line 4 of func), and keeps a CPU busy for about 50 ms so that
 * sampling sees it. A numeric first argument sets the number of rounds; others are ignored.
 * Built as the demo workload is (-O1, make demo's build): the call to weigh() keeps i in a
 * register there, where a probe on line 4 can fetch it.
 */
#include <stdlib.h>
#include <string.h>

struct item {
	long len;
};

volatile long counter;

/* after func: func stays the first function of the file (probe_list_lines.sh's addresses) */
__attribute__((noinline)) long weigh(const struct item *s, int i);

long func(int n, struct item *s)
{
	long sum = 0;
	for (int i = 0; i < n; i++)
		sum += weigh(s, i);
	return sum;
}

long weigh(const struct item *s, int i)
{
	return s->len * i;
}

int main(int argc, char **argv)
{
	int rounds = argc > 1 && strspn(argv[1], "0123456789") == strlen(argv[1]) ? atoi(argv[1]) :
										    2000;
	struct item *it = malloc(sizeof(*it));
	long total = 0;

	if (!it)
		return 1;
	for (int r = 0; r < rounds; r++) {
		it->len = r;
		total += func(8000, it);
		counter = r;
	}
	free(it);
	return total == 42; /* never: keeps the loop */
}
