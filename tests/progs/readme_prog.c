// SPDX-License-Identifier: GPL-2.0
/*
 * Stands in for ./prog, ./myprog, ./prog-v1... in the README's examples (tests/shell/readme.sh):
 * it writes the global `counter`, calls malloc() and func(n, s) (a parameter n, a member
 * s->len, a local i on line 3 of func), and keeps a CPU busy for about 50 ms so that
 * sampling sees it. A numeric first argument sets the number of rounds; others are ignored.
 */
#include <stdlib.h>
#include <string.h>

struct item {
	long len;
};

volatile long counter;

long func(int n, struct item *s)
{
	long sum = 0;
	for (int i = 0; i < n; i++)
		sum += s->len * i;
	return sum;
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
		total += func(20000, it);
		counter = r;
	}
	free(it);
	return total == 42; /* never: keeps the loop */
}
