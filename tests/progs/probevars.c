// SPDX-License-Identifier: GPL-2.0
/*
 * Target of tests/shell/probe_vars.sh: functions whose parameters and locals are of every
 * kind a probe fetches (integers of each size and signedness, enum, bool, a typedef, float
 * and double, pointers, a function pointer, structs and a union by value, arrays, static
 * locals), each called argv[1] times (default 3) with short loops, so that a probe on any of
 * their lines fires a few times. Built at -O0, -O1 (as the demo workload) and -O2, where the
 * compiler keeps the variables in different places.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct pt {
	int x, y;
};

struct big {
	long a, b, c;
};

union num {
	int i;
	float f;
};

enum color { RED, GREEN = 5 };

typedef unsigned long count_t;

int calls;
static long base = 7;

__attribute__((noinline)) long use(const void *p, long v)
{
	return v + (p != NULL);
}

__attribute__((noinline)) long kinds(int n, const char *str, struct pt pt, struct pt *pp,
				     double d, float f)
{
	char buf[16];
	struct big big = { n, n * 2L, n * 3L };
	union num un = { .i = n };
	enum color c = n & 1 ? RED : GREEN;
	bool flag = n > 1;
	unsigned char uc = n + 1;
	signed char sc = -n;
	short sh = -n;
	unsigned short us = n * 3;
	count_t cnt = n * 100UL;
	long long ll = -n * 1000LL;
	long (*fp)(const void *, long) = use;
	long r;

	snprintf(buf, sizeof(buf), "b%d", n);
	r = use(buf, n);
	r += use(&big, big.b);
	r += use(&un, un.i + c + flag + uc + sc + sh + us + (long)cnt + ll + (long)d + (long)f);
	r += fp(str, pt.x + pp->y);
	calls++;
	return r + base;
}

__attribute__((noinline)) int loops(int n, const int *vals)
{
	static int seen;
	int sum = 0;

	for (int i = 0; i < n; i++) {
		int v = vals[i];

		if (v & 1)
			sum += v;
		else
			sum -= use(vals, v);
	}
	seen += n;
	return sum + seen;
}

__attribute__((noinline)) struct big by_value(struct big in, int k)
{
	struct big out = in;

	out.a += k;
	out.c = use(&out, in.b) * k;
	return out;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 3;
	int vals[5] = { 1, 2, 3, 4, 5 };
	struct pt p = { 3, 4 };
	long total = 0;

	for (int i = 0; i < n; i++) {
		struct big b = { i, i + 1, i + 2 };

		total += kinds(i, "hello", p, &p, i * 1.5, i * 0.5f);
		total += loops(5, vals);
		total += by_value(b, i).c;
	}
	printf("%ld %d\n", total, calls);
	return 0;
}
