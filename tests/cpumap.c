// SPDX-License-Identifier: GPL-2.0
#include <string.h>
#include <stdlib.h>

#include "tests/tests.h"
#include "util/cpumap.h"

DEFINE_TEST(test__cpumap_parse, "cpumap: parse and print CPU lists")
{
	struct perf_cpu_map *m;
	char buf[64];
	static const char *const bad[] = { "", "a", "1-", "-1", "3-1", "1,,x", "0-99999", "1 2" };

	TEST_ASSERT(cpu_map__parse("0-3,7", &m) == 0, "0-3,7 rejected");
	TEST_ASSERT(m->nr == 5 && m->map[0] == 0 && m->map[3] == 3 && m->map[4] == 7,
		    "0-3,7 gave %d cpus", m->nr);
	cpu_map__snprint(m, buf, sizeof(buf));
	TEST_ASSERT(!strcmp(buf, "0-3,7"), "printed as %s", buf);
	cpu_map__put(m);

	TEST_ASSERT(cpu_map__parse("5,1,3,1\n", &m) == 0, "5,1,3,1 rejected");
	TEST_ASSERT(m->nr == 3 && m->map[0] == 1 && m->map[2] == 5, "not sorted/deduplicated");
	cpu_map__put(m);

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		m = NULL;
		TEST_ASSERT(cpu_map__parse(bad[i], &m) < 0, "'%s' accepted", bad[i]);
	}

	m = cpu_map__new(NULL);
	TEST_ASSERT(m && m->nr >= 1 && m->map[0] == 0, "no online cpus");
	TEST_ASSERT(cpu__max_cpu() >= m->nr, "max cpu below online count");
	cpu_map__put(m);

	m = cpu_map__dummy_new();
	TEST_ASSERT(m->nr == 1 && m->map[0] == -1, "dummy map");
	cpu_map__put(m);
	return TEST_OK;
}
