/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Unit tests: each C file in tests/ defines its tests with DEFINE_TEST(); `perf test` finds them in
 * the linker section and runs each in its own process, beside the scripts in tests/shell/ and
 * tests/scenarios/.
 */
#ifndef PERF_TESTS_H
#define PERF_TESTS_H

#include <stdio.h>

enum { TEST_OK = 0, TEST_FAIL = -1, TEST_SKIP = -2 };

struct test_ctx {
	char reason[512]; /* why it failed or was skipped */
};

struct perf_test {
	const char *desc;
	int (*fn)(struct test_ctx *t);
	/* what it shares with other tests, as a script's "# lock:" line says (perf test -j) */
	const char *locks;
};

#define DEFINE_TEST_LOCKED(func, description, lock_names)                                 \
	static int func(struct test_ctx *t);                                              \
	static const struct perf_test __perf_test_##func                                  \
		__attribute__((used, section("perf_tests"), aligned(sizeof(void *)))) = { \
			.desc = description, .fn = func, .locks = lock_names              \
		};                                                                \
	static int func(struct test_ctx *t)

#define DEFINE_TEST(func, description) DEFINE_TEST_LOCKED(func, description, NULL)

/* Fail the test with a reason when cond is false. */
#define TEST_ASSERT(cond, fmt, ...)                                                         \
	do {                                                                                \
		if (!(cond)) {                                                              \
			snprintf(t->reason, sizeof(t->reason), "%s:%d: " fmt, __FILE__,     \
				 __LINE__, ##__VA_ARGS__);                                  \
			return TEST_FAIL;                                                   \
		}                                                                           \
	} while (0)

#define TEST_SKIP_IF(cond, fmt, ...)                                              \
	do {                                                                      \
		if (cond) {                                                       \
			snprintf(t->reason, sizeof(t->reason), fmt, ##__VA_ARGS__); \
			return TEST_SKIP;                                         \
		}                                                                 \
	} while (0)

/* The directory holding tests/ (for fixtures and test programs), found from the binary. */
const char *tests_dir(void);

/*
 * Whether this machine offers the facilities NAMES ("hwbp linux-perf", see tests/progs/caps
 * for the list), decided by tests/progs/caps, which does not use the code under test.
 * Returns 0 when all are usable; TEST_SKIP when one is not, with the probe's reason in
 * t->reason (as "part skipped: PART: reason" when PART is given: the test goes on without
 * that part and passes with the note); TEST_FAIL when the probe cannot run.
 */
int test__caps(struct test_ctx *t, const char *names, const char *part);

/* Skips the whole test unless the facilities NAMES are usable. */
#define TEST_REQUIRE(names)                                    \
	do {                                                   \
		int __caps_ret = test__caps(t, names, NULL);   \
		if (__caps_ret)                                \
			return __caps_ret;                     \
	} while (0)

/* perf test -w NAME [ARGS]: a workload of tests/workloads.c; its exit status (255: unknown). */
int test_workload__run(const char *name, int argc, const char **argv);

#endif
