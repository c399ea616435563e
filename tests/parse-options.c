// SPDX-License-Identifier: GPL-2.0
#include <string.h>

#include "tests/tests.h"
#include "util/parse-options.h"

static int cb_calls;
static const char *cb_last;

static int count_cb(const struct option *opt, const char *arg, int unset)
{
	cb_calls++;
	cb_last = arg;
	return 0;
}

DEFINE_TEST(test__parse_options, "parse-options: short, long, bundled, values, --no-, --")
{
	bool all = false, g = true;
	int freq = 0, v = 0;
	u64 period = 0;
	const char *out = NULL;
	const char *const usage[] = { "perf x [<options>]", NULL };
	const struct option opts[] = {
		OPT_BOOLEAN('a', "all-cpus", &all, "all"),
		OPT_BOOLEAN('g', NULL, &g, "graph"),
		OPT_INTEGER('F', "freq", &freq, "freq"),
		OPT_U64('c', "count", &period, "period"),
		OPT_STRING('o', "output", &out, "file", "output"),
		OPT_INCR('v', "verbose", &v, "verbose"),
		OPT_CALLBACK('e', "event", NULL, "event", "event", count_cb),
		OPT_END()
	};
	const char *argv1[] = { "x", "-ag", "-F1000", "--count=5", "-o", "f.data", "-vv",
				"--event", "cycles", "-ecs", "--", "cmd", "-a", NULL };
	int argc;

	g = false;
	argc = parse_options(13, argv1, opts, usage, PARSE_OPT_STOP_AT_NON_OPTION);
	TEST_ASSERT(argc == 2, "left %d args", argc);
	TEST_ASSERT(!strcmp(argv1[0], "cmd") && !strcmp(argv1[1], "-a"), "workload args lost");
	TEST_ASSERT(all && g, "bundled -ag not set");
	TEST_ASSERT(freq == 1000 && period == 5, "values: freq %d period %llu", freq,
		    (unsigned long long)period);
	TEST_ASSERT(out && !strcmp(out, "f.data"), "string value");
	TEST_ASSERT(v == 2, "-vv gave %d", v);
	TEST_ASSERT(cb_calls == 2 && !strcmp(cb_last, "cs"), "callback calls %d", cb_calls);

	{
		const char *argv2[] = { "x", "--no-all-cpus", "--out", "g", "prog", "-F", "9", NULL };

		all = true;
		argc = parse_options(7, argv2, opts, usage, PARSE_OPT_STOP_AT_NON_OPTION);
		TEST_ASSERT(!all, "--no-all-cpus did not clear");
		TEST_ASSERT(!strcmp(out, "g"), "abbreviated --out not taken");
		TEST_ASSERT(argc == 3 && !strcmp(argv2[0], "prog"), "stop at non-option");
	}
	{
		const char *argv3[] = { "x", "a", "-a", "b", NULL };

		all = false;
		argc = parse_options(4, argv3, opts, usage, 0);
		TEST_ASSERT(argc == 2 && all && !strcmp(argv3[1], "b"), "interleaved args");
	}
	return TEST_OK;
}
