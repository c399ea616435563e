// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <string.h>
#include <time.h>

#include "tests/tests.h"
#include "util/clockid.h"
#include "util/evlist.h"
#include "util/record.h"

DEFINE_TEST(test__record_delay, "record -D: a delay, -1, windows; bad ones refused")
{
	struct record_delay d = { 0 };
	char msg[256];

	TEST_ASSERT(!record_delay__parse(&d, "0", msg, sizeof(msg)) && !record_delay__active(&d),
		    "-D 0 must mean no delay");
	TEST_ASSERT(!record_delay__parse(&d, "250", msg, sizeof(msg)) && d.nr == 1 &&
			    d.ranges[0].start == 250 && d.ranges[0].end == UINT64_MAX,
		    "-D 250: one open window from 250 ms");
	TEST_ASSERT(!record_delay__parse(&d, "-1", msg, sizeof(msg)) && d.until_enabled && !d.nr &&
			    record_delay__active(&d),
		    "-D -1: until enabled, the previous window gone");
	TEST_ASSERT(!record_delay__parse(&d, "10-20,20-35,100-101", msg, sizeof(msg)) &&
			    d.nr == 3 && !d.until_enabled && d.ranges[1].start == 20 &&
			    d.ranges[1].end == 35 && d.ranges[2].end == 101,
		    "three windows, one starting where the previous ends");
	static const char *const bad[] = { "",	    "x",     "10x",	    "-2",
					   "20-10", "10-10", "10-20,15-30", "10-",
					   "-10",   "1,2",   "10-20,",	    "5-6-7" };
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		msg[0] = 0;
		TEST_ASSERT(record_delay__parse(&d, bad[i], msg, sizeof(msg)) == -EINVAL,
			    "-D '%s' accepted", bad[i]);
		TEST_ASSERT(msg[0] && !record_delay__active(&d), "-D '%s': no message, or left set",
			    bad[i]);
	}
	record_delay__exit(&d);
	return TEST_OK;
}

DEFINE_TEST(test__record_clockid, "record -k: clock names, short forms and numbers")
{
	static const struct {
		const char *arg;
		int id;
	} good[] = {
		{ "monotonic", CLOCK_MONOTONIC },
		{ "CLOCK_MONOTONIC_RAW", CLOCK_MONOTONIC_RAW },
		{ "Real", CLOCK_REALTIME },
		{ "clock_boottime", CLOCK_BOOTTIME },
		{ "tai", CLOCK_TAI },
		{ "raw", CLOCK_MONOTONIC_RAW },
		{ "7", 7 },
	};
	int id;

	for (size_t i = 0; i < sizeof(good) / sizeof(good[0]); i++)
		TEST_ASSERT(!clockid__parse(good[i].arg, &id) && id == good[i].id, "-k %s: %d",
			    good[i].arg, id);
	TEST_ASSERT(clockid__parse("4x", &id) == -EINVAL, "4x accepted");
	TEST_ASSERT(clockid__parse("CLOCK_", &id) == -EINVAL, "CLOCK_ accepted");
	TEST_ASSERT(clockid__parse("", &id) == -EINVAL, "an empty name accepted");
	TEST_ASSERT(!strcmp(clockid__name(CLOCK_MONOTONIC_RAW), "monotonic_raw") &&
			    !strcmp(clockid__name(CLOCK_REALTIME), "realtime") && !clockid__name(3),
		    "names");
	return TEST_OK;
}

DEFINE_TEST(test__record_delay_run,
	    "record -D: the windows' edges come due in order, the last ends it")
{
	struct record_delay d = { 0 };
	struct record_delay_run run;
	struct evlist *evlist = evlist__new();
	const u64 ms = 1000000, t0 = 5000 * ms;
	char msg[256];

	TEST_ASSERT(evlist, "evlist__new");
	TEST_ASSERT(!record_delay__parse(&d, "10-20,30-40", msg, sizeof(msg)), "%s", msg);
	record_delay__begin(&run, t0);
	TEST_ASSERT(record_delay__timeout(&d, &run, t0 + 4 * ms, 1000) == 7,
		    "the first edge (10 ms) in 6 ms and a bit: %d",
		    record_delay__timeout(&d, &run, t0 + 4 * ms, 1000));
	TEST_ASSERT(!record_delay__step(&d, &run, evlist, t0 + 9 * ms, false) && run.next == 0,
		    "nothing due at 9 ms");
	TEST_ASSERT(!record_delay__step(&d, &run, evlist, t0 + 25 * ms, false) && run.next == 2,
		    "the first window opened and closed by 25 ms: next %d", run.next);
	TEST_ASSERT(record_delay__step(&d, &run, evlist, t0 + 45 * ms, false) && run.next == 4,
		    "the last window closed by 45 ms");
	TEST_ASSERT(record_delay__timeout(&d, &run, t0 + 50 * ms, 1000) == 1000,
		    "no edge left: the whole timeout");
	TEST_ASSERT(!record_delay__parse(&d, "100", msg, sizeof(msg)), "%s", msg);
	record_delay__begin(&run, t0);
	TEST_ASSERT(!record_delay__step(&d, &run, evlist, t0 + 1000 * ms, false) && run.next == 1,
		    "an open window never ends the session");
	record_delay__exit(&d);
	evlist__delete(evlist);
	return TEST_OK;
}
