// SPDX-License-Identifier: GPL-2.0
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "ftrace-latency.h"

/*
 * A line's duration in the unit of the histogram, or -1. The duration follows the CPU
 * column ("1)") and the overhead mark (+ ! # * @ $), in microseconds; lines without one
 * (an entry "func() {", a context switch, "[LOST n EVENTS]") have none.
 */
static double line_duration(const char *line, bool nsec)
{
	const char *p = strchr(line, ')');
	char *unit;
	double v;

	if (line[0] == '#')
		return -1;
	if (!p)
		p = line;
	while (*p && !isdigit((unsigned char)*p) && *p != '|')
		p++;
	if (!*p || *p == '|')
		return -1;
	v = strtod(p, &unit);
	if (strncmp(unit, " us", 3))
		return -1;
	return nsec ? v * 1000 : v;
}

/*
 * Linux perf 6.1's bucket of a duration: the integer part of its base-2 logarithm (so the row
 * "1 - 2" holds 2 to 4 units), 0 below 2 units, the last one from 2^21 up.
 */
static int bucket_of(double v)
{
	int i = 0;

	while (v >= 2 && i < FTRACE_LATENCY_BUCKETS - 1) {
		v /= 2;
		i++;
	}
	return i;
}

static void count_line(struct ftrace_latency *l, const char *line)
{
	double v = line_duration(line, l->nsec);

	if (v >= 0)
		l->buckets[bucket_of(v)]++;
}

void ftrace_latency__feed(struct ftrace_latency *l, const char *buf, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		if (buf[i] != '\n') {
			/* an overlong line keeps its start, where the duration is */
			if (l->len + 1 < sizeof(l->line))
				l->line[l->len++] = buf[i];
			continue;
		}
		l->line[l->len] = '\0';
		count_line(l, l->line);
		l->len = 0;
	}
}

void ftrace_latency__print(const struct ftrace_latency *l, FILE *out)
{
	static const char bar[] = "##############################################";
	const int width = sizeof(bar) - 1; /* 46: the table fits in 80 columns */
	const char *small = l->nsec ? "ns" : "us", *big = l->nsec ? "us" : "ms";
	unsigned long total = 0;

	for (int i = 0; i < FTRACE_LATENCY_BUCKETS; i++)
		total += l->buckets[i];
	if (!total) {
		fprintf(out, "No data found\n");
		return;
	}
	fprintf(out, "#   DURATION     |      COUNT | %-*s |\n", width, "GRAPH");
	for (int i = 0; i < FTRACE_LATENCY_BUCKETS; i++) {
		unsigned long n = l->buckets[i];
		int len = (int)(n * width / total);
		int lo = i ? 1 << (i - 1) : 0, hi = 1 << i;
		const char *unit = small;
		char range[32];

		if (i == FTRACE_LATENCY_BUCKETS - 1) {
			snprintf(range, sizeof(range), "%4d - %-4s %s", 1, "...",
				 l->nsec ? "ms" : " s");
		} else {
			if (lo >= 1024) {
				lo >>= 10;
				hi >>= 10;
				unit = big;
			}
			snprintf(range, sizeof(range), "%4d - %-4d %s", lo, hi, unit);
		}
		fprintf(out, "  %s | %10lu | %.*s%*s |\n", range, n, len, bar, width - len, "");
	}
}
