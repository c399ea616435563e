// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "time-filter.h"

bool time_filter__is_percent(const char *str)
{
	return str && strchr(str, '%');
}

static void add_range(struct time_filter *tf, u64 start, u64 end)
{
	tf->ranges = xrealloc(tf->ranges, (tf->nr + 1) * sizeof(*tf->ranges));
	tf->ranges[tf->nr].start = start;
	tf->ranges[tf->nr].end = end;
	tf->nr++;
}

/* "SEC[.FRAC]" (FRAC: 1 to 9 digits) of [s, e) into ns; the empty string is open */
static int parse_time(const char *s, const char *e, u64 *ns)
{
	u64 sec = 0, frac = 0;
	const char *p = s;
	int digits = 0;

	if (p == e || *p < '0' || *p > '9')
		return -EINVAL;
	for (; p < e && *p >= '0' && *p <= '9'; p++) {
		if (sec > (UINT64_MAX / 1000000000ULL - 9) / 10)
			return -EINVAL;
		sec = sec * 10 + (u64)(*p - '0');
	}
	if (p < e && *p == '.') {
		for (p++; p < e && *p >= '0' && *p <= '9'; p++, digits++) {
			if (digits == 9)
				return -EINVAL;
			frac = frac * 10 + (u64)(*p - '0');
		}
		if (!digits)
			return -EINVAL;
	}
	if (p != e)
		return -EINVAL;
	for (; digits < 9; digits++)
		frac *= 10;
	*ns = sec * 1000000000ULL + frac;
	return 0;
}

/* "START,STOP" pairs separated by spaces */
static int parse_times(struct time_filter *tf, const char *str)
{
	const char *p = str;

	while (*p) {
		const char *end, *comma;
		u64 start = 0, stop = UINT64_MAX;

		while (*p == ' ')
			p++;
		if (!*p)
			break;
		end = strchr(p, ' ');
		if (!end)
			end = p + strlen(p);
		comma = memchr(p, ',', (size_t)(end - p));
		/* (',' alone: the whole file) */
		if (!comma)
			return -EINVAL;
		if (comma > p && parse_time(p, comma, &start))
			return -EINVAL;
		if (comma + 1 < end && parse_time(comma + 1, end, &stop))
			return -EINVAL;
		if (start > stop)
			return -EINVAL;
		add_range(tf, start, stop);
		p = end;
	}
	return tf->nr ? 0 : -EINVAL;
}

/* "P" (a percentage: up to 100, decimals allowed) of [s, e) */
static int parse_percent(const char *s, const char *e, double *v)
{
	char buf[32], *end;

	if (e - s <= 0 || (size_t)(e - s) >= sizeof(buf) || *s < '0' || *s > '9')
		return -EINVAL;
	memcpy(buf, s, (size_t)(e - s));
	buf[e - s] = '\0';
	*v = strtod(buf, &end);
	return *end || *v > 100.0 ? -EINVAL : 0;
}

/* "A%/N" (the Nth slice of A%), "A%-B%" or "A%" (the first A%), separated by commas */
static int parse_slices(struct time_filter *tf, const char *str, u64 first, u64 last)
{
	double span = (double)(last - first);
	const char *p = str;

	while (*p) {
		const char *end = strchr(p, ','), *pct = strchr(p, '%');
		double a, b;

		if (!end)
			end = p + strlen(p);
		if (!pct || pct >= end || parse_percent(p, pct, &a))
			return -EINVAL;
		if (pct + 1 == end) {
			b = a;
			a = 0;
		} else if (pct[1] == '/') {
			char *e;
			long n = strtol(pct + 2, &e, 10);

			if (e != end || n < 1 || pct[2] < '0' || pct[2] > '9' || a <= 0 ||
			    a * (double)n > 100.0 + 1e-9)
				return -EINVAL;
			b = a * (double)n;
			a = a * (double)(n - 1);
		} else if (pct[1] == '-') {
			const char *pct2 = memchr(pct + 2, '%', (size_t)(end - pct - 2));

			if (!pct2 || pct2 + 1 != end || parse_percent(pct + 2, pct2, &b) || a > b)
				return -EINVAL;
		} else {
			return -EINVAL;
		}
		add_range(tf, first + (u64)(span * a / 100.0), first + (u64)(span * b / 100.0));
		p = *end ? end + 1 : end;
		if (*end && !*p)
			return -EINVAL;
	}
	return tf->nr ? 0 : -EINVAL;
}

int time_filter__parse(struct time_filter *tf, const char *str, u64 first, u64 last, char *msg,
		       size_t len)
{
	int err;

	memset(tf, 0, sizeof(*tf));
	if (time_filter__is_percent(str)) {
		if (!first && !last) {
			snprintf(msg, len,
				 "--time '%s': the file has no first and last sample times "
				 "(HEADER_SAMPLE_TIME; a stream has none), which slices need",
				 str);
			return -EINVAL;
		}
		err = parse_slices(tf, str, first, last);
	} else {
		err = parse_times(tf, str);
	}
	if (err) {
		time_filter__exit(tf);
		snprintf(msg, len,
			 "invalid --time '%s': START,STOP in seconds (either may be left out; "
			 "ranges separated by spaces), or slices: 10%%/2, 0%%-10%%,30%%-40%%",
			 str);
	}
	return err;
}

void time_filter__shift(struct time_filter *tf, u64 offset)
{
	for (int i = 0; i < tf->nr; i++) {
		tf->ranges[i].start += offset;
		if (tf->ranges[i].end != UINT64_MAX)
			tf->ranges[i].end += offset;
	}
}

void time_filter__exit(struct time_filter *tf)
{
	free(tf->ranges);
	memset(tf, 0, sizeof(*tf));
}
