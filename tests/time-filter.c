// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <string.h>

#include "tests/tests.h"
#include "util/time-filter.h"

#define S 1000000000ULL

DEFINE_TEST(test__time_filter, "time-filter: --time ranges and slices, bad strings refused")
{
	struct time_filter tf;
	char msg[320];

	TEST_ASSERT(time_filter__has(&(struct time_filter){ 0 }, 5), "no filter keeps all");
	TEST_ASSERT(!time_filter__parse(&tf, "10.5,11 12,", 0, 0, msg, sizeof(msg)) && tf.nr == 2,
		    "two ranges: %s", msg);
	TEST_ASSERT(tf.ranges[0].start == 10 * S + S / 2 && tf.ranges[0].end == 11 * S &&
			    tf.ranges[1].start == 12 * S && tf.ranges[1].end == UINT64_MAX,
		    "range bounds");
	TEST_ASSERT(time_filter__has(&tf, 11 * S) && !time_filter__has(&tf, 11 * S + 1) &&
			    time_filter__has(&tf, 12 * S) && !time_filter__has(&tf, 10 * S),
		    "bounds are included");
	time_filter__exit(&tf);
	TEST_ASSERT(!time_filter__parse(&tf, ",3.000000001", 0, 0, msg, sizeof(msg)) &&
			    tf.ranges[0].start == 0 && tf.ranges[0].end == 3 * S + 1,
		    "an open start, nanoseconds");
	time_filter__exit(&tf);

	/* slices of a recording from 100 s to 200 s */
	TEST_ASSERT(!time_filter__parse(&tf, "10%/2", 100 * S, 200 * S, msg, sizeof(msg)) &&
			    tf.nr == 1 && tf.ranges[0].start == 110 * S &&
			    tf.ranges[0].end == 120 * S,
		    "10%%/2 is 110 s to 120 s");
	time_filter__exit(&tf);
	TEST_ASSERT(
		!time_filter__parse(&tf, "0%-10%,30%-40%", 100 * S, 200 * S, msg, sizeof(msg)) &&
			tf.nr == 2 && tf.ranges[1].start == 130 * S && tf.ranges[1].end == 140 * S,
		"0%%-10%%,30%%-40%%");
	time_filter__exit(&tf);
	TEST_ASSERT(!time_filter__parse(&tf, "50%", 100 * S, 200 * S, msg, sizeof(msg)) &&
			    tf.ranges[0].start == 100 * S && tf.ranges[0].end == 150 * S,
		    "50%% is the first half");
	time_filter__exit(&tf);
	TEST_ASSERT(time_filter__parse(&tf, "10%/1", 0, 0, msg, sizeof(msg)) == -EINVAL &&
			    strstr(msg, "first and last sample times"),
		    "slices without sample times: %s", msg);

	static const char *const bad[] = { "",	      "abc",	"5",
					   "2,1",     "1.,2",	"1.1234567891,",
					   "1,2,3",   "10%/11", "10%/0",
					   "20%-10%", "10%x",	"101%",
					   "10%/2,",  "%",	"10%-" };
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		msg[0] = 0;
		TEST_ASSERT(time_filter__parse(&tf, bad[i], 100 * S, 200 * S, msg, sizeof(msg)) ==
					    -EINVAL &&
				    msg[0] && !tf.nr,
			    "'%s' accepted", bad[i]);
	}
	return TEST_OK;
}
