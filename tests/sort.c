// SPDX-License-Identifier: GPL-2.0
#include "tests/tests.h"
#include "util/sort.h"

/*
 * The --parent regex lives in sort.c: each report sets it, NULL going back to the default,
 * so a second report in the same process (perf top, the python module, the fuzzer) does not
 * keep the first one's -p.
 */
DEFINE_TEST(test__sort_parent_pattern, "sort: --parent pattern, and its default again")
{
	TEST_ASSERT(sort__is_parent("sys_read"), "default: sys_read is not a parent");
	TEST_ASSERT(!sort__is_parent("main"), "default: main is a parent");
	TEST_ASSERT(sort__set_parent_pattern("^main$") == 0, "^main$ rejected");
	TEST_ASSERT(sort__is_parent("main") && !sort__is_parent("sys_read"),
		    "-p ^main$ not applied");
	TEST_ASSERT(sort__set_parent_pattern("(") < 0, "a bad regex accepted");
	TEST_ASSERT(sort__set_parent_pattern(NULL) == 0, "NULL rejected");
	TEST_ASSERT(sort__is_parent("do_page_fault") && !sort__is_parent("main"),
		    "the default is not back after -p");
	return TEST_OK;
}
