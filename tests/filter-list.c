// SPDX-License-Identifier: GPL-2.0
#include "tests/tests.h"
#include "util/filter-list.h"

DEFINE_TEST(test__filter_lists, "filter-list: --comms/--pid/--cpu lists of report and script")
{
	struct str_list names;
	struct int_list ids;
	struct cpu_filter cpus = { 0 };

	str_list__parse(&names, "bash,perf,,x y");
	TEST_ASSERT(names.nr == 3, "%d names", names.nr);
	TEST_ASSERT(str_list__has(&names, "perf") && str_list__has(&names, "x y") &&
			    !str_list__has(&names, "per"),
		    "name lookups");
	str_list__exit(&names);

	TEST_ASSERT(int_list__parse(&ids, "12,7") == 0 && ids.nr == 2, "ids");
	TEST_ASSERT(int_list__has(&ids, 7) && !int_list__has(&ids, 1), "id lookups");
	int_list__exit(&ids);
	TEST_ASSERT(int_list__parse(&ids, "12,x") == -22, "'12,x' accepted");
	int_list__exit(&ids);

	TEST_ASSERT(cpu_filter__has(&cpus, 99), "no filter must take every cpu");
	TEST_ASSERT(cpu_filter__parse(&cpus, "0,2-3") == 0, "0,2-3 refused");
	TEST_ASSERT(cpu_filter__has(&cpus, 0) && !cpu_filter__has(&cpus, 1) &&
			    cpu_filter__has(&cpus, 3) && !cpu_filter__has(&cpus, 4) &&
			    !cpu_filter__has(&cpus, 4000),
		    "cpu bits");
	cpu_filter__exit(&cpus);
	TEST_ASSERT(cpu_filter__parse(&cpus, "3-1") < 0, "3-1 accepted");
	return TEST_OK;
}
