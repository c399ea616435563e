// SPDX-License-Identifier: GPL-2.0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/tests.h"
#include "util/lock-stat.h"

static char *print(struct lock_stat **sorted, size_t nr, const struct lock_print *p)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&buf, &len);

	lock_stats__print(fp, sorted, nr, p);
	fclose(fp);
	return buf;
}

/* Does printing give want? The output is left in *out (freed by the next call). */
static bool prints(struct lock_stat **sorted, size_t nr, const struct lock_print *p,
		   const char *want, char **out)
{
	free(*out);
	*out = print(sorted, nr, p);
	return !strcmp(*out, want);
}

static char *time_str(u64 t)
{
	static char buf[64];
	FILE *fp = fmemopen(buf, sizeof(buf), "w");

	lock_stat__fprint_time(fp, t, 12);
	fclose(fp);
	return buf;
}

DEFINE_TEST(
	test__lock_stat,
	"lock-stat: waits paired per task and lock, sort, equal values in Linux perf's order, columns, times")
{
	struct lock_stats *ls = lock_stats__new();
	struct lock_stat *a, *b, *c, **sorted;
	struct lock_print p = { .entries = 100, .sort_key = "wait_total" };
	size_t nr;
	char *out = NULL;

	a = lock_stats__add(ls, 0x1000, "a+0x10", 4 /* rwsem:W */);
	b = lock_stats__add(ls, 0x3000, "b+0x20", 1 /* spinlock */);
	TEST_ASSERT(lock_stats__find(ls, 0x1000) == a && !lock_stats__find(ls, 0x5000), "find");
	/* tid 1 waits 100 ns, tid 2 on the same lock 300 ns, overlapping */
	lock_stats__begin(ls, a, 1, 0xa, 1000);
	lock_stats__begin(ls, a, 2, 0xa, 1050);
	lock_stats__begin(ls, a, 1, 0xa, 1070); /* a second begin: the first one's time stands */
	lock_stats__end(ls, a, 1, 0xa, 1100);
	lock_stats__end(ls, a, 2, 0xa, 1350);
	lock_stats__end(ls, a, 2, 0xa, 1400); /* no begin: nothing */
	TEST_ASSERT(a->nr_contended == 2 && a->nr_acquired == 2, "a: %u contended %u acquired",
		    a->nr_contended, a->nr_acquired);
	TEST_ASSERT(a->wait_total == 400 && a->wait_max == 300 && a->wait_min == 100 &&
			    a->avg_wait == 200,
		    "a: total %llu max %llu min %llu avg %llu", (unsigned long long)a->wait_total,
		    (unsigned long long)a->wait_max, (unsigned long long)a->wait_min,
		    (unsigned long long)a->avg_wait);
	/* b: one wait of 400 ns, one cut short by the end of the recording */
	lock_stats__begin(ls, b, 3, 0xb, 2000);
	lock_stats__end(ls, b, 3, 0xb, 2400);
	lock_stats__begin(ls, b, 3, 0xb, 3000);
	TEST_ASSERT(b->nr_contended == 2 && b->wait_total == 400 && b->avg_wait == 200, "b");

	/*
	 * equal totals: Linux perf's hash buckets, hash_64(key, 12), decide: 0x1000's 2182
	 * before 0x3000's 2450, though b is the newer
	 */
	nr = lock_stats__sort(ls, "wait_total", false, &sorted);
	TEST_ASSERT(nr == 2 && sorted[0] == a && sorted[1] == b, "tie order");
	free(sorted);
	nr = lock_stats__sort(ls, "wait_max", false, &sorted);
	TEST_ASSERT(nr == 2 && sorted[0] == b, "by wait_max: %s first", sorted[0]->name);
	TEST_ASSERT(
		prints(sorted, nr, &p,
		       " contended   total wait     max wait     avg wait         type   caller\n\n"
		       "         2       400 ns       400 ns       200 ns     spinlock   b+0x20\n"
		       "         2       400 ns       300 ns       200 ns      rwsem:W   a+0x10\n",
		       &out),
		"contention layout:\n%s", out);
	/* -F with the sort key missing and a field twice; -E 0 prints one row */
	p.fields = "wait_min,contended,wait_min";
	p.entries = 0;
	TEST_ASSERT(prints(sorted, nr, &p,
			   "    min wait  contended   total wait         type   caller\n\n"
			   "      400 ns          2       400 ns     spinlock   b+0x20\n",
			   &out),
		    "-F/-E:\n%s", out);
	free(sorted);

	/* report: names of 20 characters or more cut, the sort key's column added */
	c = lock_stats__add(ls, 0x4000, "a_rather_long_function_name+0x1", 0);
	lock_stats__begin(ls, c, 4, 0xc, 0);
	lock_stats__end(ls, c, 4, 0xc, 5000);
	p = (struct lock_print){
		.report = true, .entries = 1, .fields = "acquired", .sort_key = "wait_total"
	};
	nr = lock_stats__sort(ls, "wait_total", false, &sorted);
	TEST_ASSERT(prints(sorted, nr, &p,
			   "                Name   acquired   total wait \n\n"
			   " a_rather_long_fu...          1      5.00 us \n",
			   &out),
		    "report layout:\n%s", out);
	free(sorted);

	/* -c: the rows of one name added up into one (the entries change) */
	free(c->name);
	c->name = strdup("b+0x20");
	nr = lock_stats__sort(ls, "contended", true, &sorted);
	TEST_ASSERT(nr == 2 && sorted[0]->nr_contended == 3 && sorted[0]->wait_max == 5000 &&
			    sorted[0]->nr_acquired == 2 && sorted[1] == a,
		    "combine: %zu rows, first %u contended", nr, sorted[0]->nr_contended);
	free(sorted);

	TEST_ASSERT(lock_stats__valid_key("acquired", true) &&
			    !lock_stats__valid_key("acquired", false) &&
			    !lock_stats__valid_key("nosuch", true),
		    "valid keys");
	{
		char bad[32];

		TEST_ASSERT(!lock_stats__valid_fields("wait_max,nope", false, bad, sizeof(bad)) &&
				    !strcmp(bad, "nope"),
			    "bad field: %s", bad);
	}
	TEST_ASSERT(!strcmp(lock_stat__type(6), "unknown") &&
			    !strcmp(lock_stat__type(0), "semaphore") &&
			    !strcmp(lock_stat__type(3), "rwlock:R"),
		    "types");
	/* units; single precision as Linux perf divides */
	TEST_ASSERT(!strcmp(time_str(999), "      999 ns"), "ns: '%s'", time_str(999));
	TEST_ASSERT(!strcmp(time_str(35645), "    35.65 us"), "us: '%s'", time_str(35645));
	TEST_ASSERT(!strcmp(time_str(1800000000ULL), "     1.80 s "), "s: '%s'",
		    time_str(1800000000ULL));
	TEST_ASSERT(!strcmp(time_str(90000000000ULL), "     1.50 m "), "m: '%s'",
		    time_str(90000000000ULL));
	free(out);
	lock_stats__delete(ls);
	return TEST_OK;
}
