// SPDX-License-Identifier: GPL-2.0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <perf/cpumap.h>

#include "tests/tests.h"
#include "util/ftrace-latency.h"
#include "util/ftrace.h"

/* The histogram printed into a string (to free). */
static char *printed(const struct ftrace_latency *l)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	ftrace_latency__print(l, f);
	fclose(f);
	return buf;
}

static const char *cpumask_of(const char *list, char *buf, size_t len)
{
	struct perf_cpu_map *cpus = cpu_map__new(list);
	int err = cpus ? ftrace__cpumask(cpus, buf, len) : -1;

	cpu_map__put(cpus);
	return err ? "error" : buf;
}

DEFINE_TEST(test__ftrace,
	    "ftrace: latency buckets and rows as Linux perf 6.1, tracing_cpumask's format")
{
	/* function_graph lines as trace_pipe gives them, cut in the middle of a line */
	static const char trace[] = "# tracer: function_graph\n"
				    " 1) + 10.291 us   |  do_sys_openat2();\n"
				    " 0)   1.512 us    |  do_sys_openat2();\n"
				    " 0)   0.900 us    |  do_sys_openat2();\n"
				    " 0)   3.000 us    |  do_sys_openat2();\n"
				    " 1)               |  do_sys_openat2() {\n"
				    "CPU:1 [LOST 123 EVENTS]\n"
				    " 1)    <idle>-0    =>   <...>-166\n"
				    " 1) # 2048.000 us |  do_sys_openat2();\n"
				    " 1) $ 5000000.0 us |  do_sys_openat2();\n";
	static const char first_rows[] =
		"#   DURATION     |      COUNT | GRAPH                                          |\n"
		"     0 - 1    us |          2 | ###############                                |\n"
		"     1 - 2    us |          1 | #######                                        |\n";
	struct ftrace_latency l = { 0 }, n = { .nsec = true };
	char *out, mask[64];
	size_t half = 40;

	ftrace_latency__feed(&l, trace, half);
	ftrace_latency__feed(&l, trace + half, sizeof(trace) - 1 - half);
	TEST_ASSERT(l.buckets[0] == 2 && l.buckets[1] == 1 && l.buckets[3] == 1 &&
			    l.buckets[11] == 1 && l.buckets[21] == 1,
		    "buckets: 0:%lu 1:%lu 3:%lu 11:%lu 21:%lu", l.buckets[0], l.buckets[1],
		    l.buckets[3], l.buckets[11], l.buckets[21]);
	out = printed(&l);
	/* Linux perf 6.1's header, its rows' labels and its bar of 46 columns */
	TEST_ASSERT(!strncmp(out, first_rows, strlen(first_rows)), "the first rows: %.250s", out);
	TEST_ASSERT(strstr(out, "\n     1 - 2    ms |          1 | #######  ") &&
			    strstr(out, "\n   512 - 1024 ms |          0 |  ") &&
			    strstr(out, "\n     1 - ...   s |          1 | #######  "),
		    "ms and s rows: %s", out);
	TEST_ASSERT(strlen(out) == 23 * 81, "23 lines of 80 columns: %zu bytes", strlen(out));
	free(out);

	ftrace_latency__feed(&n, " 0)   1.512 us    |  f();\n", 26);
	TEST_ASSERT(n.buckets[10] == 1, "1512 ns in the row 512 - 1024 ns");
	out = printed(&n);
	TEST_ASSERT(strstr(out, "\n     0 - 1    ns |") && strstr(out, "\n     1 - 2    us |") &&
			    strstr(out, "\n     1 - ...  ms |"),
		    "-n's units: %s", out);
	free(out);

	out = printed(&(struct ftrace_latency){ 0 });
	TEST_ASSERT(!strcmp(out, "No data found\n"), "no durations: %s", out);
	free(out);

	TEST_ASSERT(!strcmp(cpumask_of("0-1", mask, sizeof(mask)), "3"), "0-1: %s", mask);
	TEST_ASSERT(!strcmp(cpumask_of("31", mask, sizeof(mask)), "80000000"), "31: %s", mask);
	TEST_ASSERT(!strcmp(cpumask_of("0,33", mask, sizeof(mask)), "2,00000001"), "0,33: %s",
		    mask);
	TEST_ASSERT(!strcmp(cpumask_of("0,64", mask, 8), "error"), "a short buffer is refused");
	return 0;
}
