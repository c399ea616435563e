// SPDX-License-Identifier: GPL-2.0
/* The -e grammar: every form, the attr and name it gives, and the errors of bad specs. */
#include <errno.h>
#include <linux/hw_breakpoint.h>
#include <linux/perf_event.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/tests.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/parse-events.h"
#include "util/tracefs.h"

/* The idx-th event of evlist (0 based), or NULL. */
static struct evsel *nth(struct evlist *evlist, int idx)
{
	struct evsel *evsel;

	evlist__for_each_entry(evlist, evsel)
		if (evsel->idx == idx)
			return evsel;
	return NULL;
}

/* Parses str into a fresh evlist, which the caller deletes; NULL when rejected. */
static struct evlist *parse(const char *str, struct parse_events_error *err)
{
	struct evlist *evlist = evlist__new();
	struct parse_events_error local;

	if (!err)
		err = &local;
	if (parse_events(evlist, str, err)) {
		if (err == &local)
			parse_events_error__exit(&local);
		evlist__delete(evlist);
		return NULL;
	}
	return evlist;
}

#define CHECK_EVENT(e, type_, config_, name_)                                                  \
	do {                                                                                   \
		TEST_ASSERT((e) != NULL, "missing event %s", name_);                           \
		TEST_ASSERT((e)->attr.type == (type_), "%s: type %u, want %u", name_,          \
			    (e)->attr.type, (unsigned)(type_));                                \
		TEST_ASSERT((e)->attr.config == (u64)(config_), "%s: config %#llx, want %#llx", \
			    name_, (unsigned long long)(e)->attr.config,                       \
			    (unsigned long long)(config_));                                    \
		TEST_ASSERT(!strcmp(evsel__name(e), name_), "name '%s', want '%s'",             \
			    evsel__name(e), name_);                                            \
		TEST_ASSERT((e)->attr.size == sizeof(struct perf_event_attr), "%s: attr.size",  \
			    name_);                                                            \
	} while (0)

#define CHECK_EXCL(e, u, k, h, guest, host)                                                    \
	do {                                                                                   \
		TEST_ASSERT((e)->attr.exclude_user == (u) && (e)->attr.exclude_kernel == (k) &&    \
				    (e)->attr.exclude_hv == (h) &&                             \
				    (e)->attr.exclude_guest == (guest) &&                      \
				    (e)->attr.exclude_host == (host),                          \
			    "%s: exclude u%d k%d h%d guest%d host%d, want u%d k%d h%d guest%d "   \
			    "host%d",                                                          \
			    evsel__name(e), (e)->attr.exclude_user, (e)->attr.exclude_kernel,  \
			    (e)->attr.exclude_hv, (e)->attr.exclude_guest,                     \
			    (e)->attr.exclude_host, u, k, h, guest, host);                     \
	} while (0)

DEFINE_TEST(test__parse_events_hw_sw, "parse-events: hardware, software and cache names")
{
	static const struct {
		const char *str;
		u32 type;
		u64 config;
	} cases[] = {
		{ "cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES },
		{ "cpu-cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES },
		{ "instructions", PERF_TYPE_HARDWARE, PERF_COUNT_HW_INSTRUCTIONS },
		{ "cache-references", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CACHE_REFERENCES },
		{ "cache-misses", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CACHE_MISSES },
		{ "branches", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_INSTRUCTIONS },
		{ "branch-instructions", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_INSTRUCTIONS },
		{ "branch-misses", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_MISSES },
		{ "bus-cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BUS_CYCLES },
		{ "stalled-cycles-frontend", PERF_TYPE_HARDWARE,
		  PERF_COUNT_HW_STALLED_CYCLES_FRONTEND },
		{ "idle-cycles-frontend", PERF_TYPE_HARDWARE, PERF_COUNT_HW_STALLED_CYCLES_FRONTEND },
		{ "stalled-cycles-backend", PERF_TYPE_HARDWARE, PERF_COUNT_HW_STALLED_CYCLES_BACKEND },
		{ "idle-cycles-backend", PERF_TYPE_HARDWARE, PERF_COUNT_HW_STALLED_CYCLES_BACKEND },
		{ "ref-cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_REF_CPU_CYCLES },
		{ "cpu-clock", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_CLOCK },
		{ "task-clock", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_TASK_CLOCK },
		{ "page-faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS },
		{ "faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS },
		{ "minor-faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS_MIN },
		{ "major-faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS_MAJ },
		{ "context-switches", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CONTEXT_SWITCHES },
		{ "cs", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CONTEXT_SWITCHES },
		{ "cpu-migrations", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_MIGRATIONS },
		{ "migrations", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_MIGRATIONS },
		{ "alignment-faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_ALIGNMENT_FAULTS },
		{ "emulation-faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_EMULATION_FAULTS },
		{ "dummy", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_DUMMY },
		{ "bpf-output", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_BPF_OUTPUT },
		{ "L1-dcache-loads", PERF_TYPE_HW_CACHE, PERF_COUNT_HW_CACHE_L1D },
		{ "L1-dcache-load-misses", PERF_TYPE_HW_CACHE,
		  PERF_COUNT_HW_CACHE_L1D | (PERF_COUNT_HW_CACHE_RESULT_MISS << 16) },
		{ "LLC-stores", PERF_TYPE_HW_CACHE,
		  PERF_COUNT_HW_CACHE_LL | (PERF_COUNT_HW_CACHE_OP_WRITE << 8) },
		{ "dTLB-prefetch-misses", PERF_TYPE_HW_CACHE,
		  PERF_COUNT_HW_CACHE_DTLB | (PERF_COUNT_HW_CACHE_OP_PREFETCH << 8) |
			  (PERF_COUNT_HW_CACHE_RESULT_MISS << 16) },
		{ "branch-loads", PERF_TYPE_HW_CACHE, PERF_COUNT_HW_CACHE_BPU },
	};

	for (size_t i = 0; i < ARRAY_SIZE(cases); i++) {
		struct evlist *evlist = parse(cases[i].str, NULL);
		struct evsel *e;

		TEST_ASSERT(evlist, "'%s' rejected", cases[i].str);
		TEST_ASSERT(evlist->nr_entries == 1, "'%s': %d events", cases[i].str,
			    evlist->nr_entries);
		e = evlist__first(evlist);
		CHECK_EVENT(e, cases[i].type, cases[i].config, cases[i].str);
		/* no modifier: everything counted but the guest, as Linux perf sets it */
		CHECK_EXCL(e, 0, 0, 0, 1, 0);
		TEST_ASSERT(e->attr.precise_ip == 0 && e->attr.sample_period == 0,
			    "%s: precise/period set", cases[i].str);
		TEST_ASSERT(evsel__is_group_leader(e) && e->nr_members == 1, "%s: grouped",
			    cases[i].str);
		evlist__delete(evlist);
	}
	return TEST_OK;
}

DEFINE_TEST(test__parse_events_list, "parse-events: comma lists append in order")
{
	struct evlist *evlist = evlist__new();
	struct parse_events_error err;
	struct evsel *e;

	TEST_ASSERT(!parse_events(evlist, "cycles,cs,task-clock", &err), "list rejected");
	TEST_ASSERT(evlist->nr_entries == 3, "%d events", evlist->nr_entries);
	/* a second -e appends */
	TEST_ASSERT(!parse_events(evlist, "instructions:u", &err), "second list rejected");
	TEST_ASSERT(evlist->nr_entries == 4, "%d events", evlist->nr_entries);
	CHECK_EVENT(nth(evlist, 0), PERF_TYPE_HARDWARE, 0, "cycles");
	CHECK_EVENT(nth(evlist, 1), PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CONTEXT_SWITCHES, "cs");
	CHECK_EVENT(nth(evlist, 2), PERF_TYPE_SOFTWARE, PERF_COUNT_SW_TASK_CLOCK, "task-clock");
	CHECK_EVENT(nth(evlist, 3), PERF_TYPE_HARDWARE, 1, "instructions:u");
	evlist__for_each_entry(evlist, e)
		TEST_ASSERT(evsel__is_group_leader(e), "%s grouped", evsel__name(e));
	TEST_ASSERT(evlist->nr_groups == 0, "nr_groups %d", evlist->nr_groups);

	/* a rejected list adds nothing, even its valid first events */
	TEST_ASSERT(parse_events(evlist, "cs,bogus", &err) == -EINVAL, "cs,bogus accepted");
	parse_events_error__exit(&err);
	TEST_ASSERT(evlist->nr_entries == 4, "rejected list added events");
	evlist__delete(evlist);
	return TEST_OK;
}

DEFINE_TEST(test__parse_events_modifiers, "parse-events: modifiers u k h G H I p")
{
	static const struct {
		const char *str;
		int u, k, h, guest, host, idle, precise;
	} cases[] = {
		/* as Linux perf: the first of u/k/h excludes the other two; u and k imply !guest */
		{ "cycles:u", 0, 1, 1, 1, 0, 0, 0 },
		{ "cycles:k", 1, 0, 1, 1, 0, 0, 0 },
		{ "cs:h", 1, 1, 0, 0, 0, 0, 0 },
		{ "cs:uk", 0, 0, 1, 1, 0, 0, 0 },
		{ "cs:ku", 0, 0, 1, 1, 0, 0, 0 },
		{ "cs:ukh", 0, 0, 0, 1, 0, 0, 0 },
		{ "cs:G", 0, 0, 0, 0, 1, 0, 0 },
		{ "cs:H", 0, 0, 0, 1, 0, 0, 0 },
		{ "cs:GH", 0, 0, 0, 0, 0, 0, 0 },
		{ "cs:uG", 0, 1, 1, 0, 1, 0, 0 },
		{ "cs:I", 0, 0, 0, 0, 0, 1, 0 },
		{ "cycles:p", 0, 0, 0, 0, 0, 0, 1 },
		{ "cycles:pp", 0, 0, 0, 0, 0, 0, 2 },
		{ "cycles:ppp", 0, 0, 0, 0, 0, 0, 3 },
		{ "cycles:up", 0, 1, 1, 1, 0, 0, 1 },
		{ "instructions:kpp", 1, 0, 1, 1, 0, 0, 2 },
		{ "r1a8:u", 0, 1, 1, 1, 0, 0, 0 },
		{ "cs:P", 0, 0, 0, 0, 0, 0, 0 },
		{ "cs:S", 0, 0, 0, 0, 0, 0, 0 },
	};

	for (size_t i = 0; i < ARRAY_SIZE(cases); i++) {
		struct evlist *evlist = parse(cases[i].str, NULL);
		struct evsel *e;

		TEST_ASSERT(evlist, "'%s' rejected", cases[i].str);
		e = evlist__first(evlist);
		TEST_ASSERT(!strcmp(evsel__name(e), cases[i].str), "name %s", evsel__name(e));
		CHECK_EXCL(e, cases[i].u, cases[i].k, cases[i].h, cases[i].guest, cases[i].host);
		TEST_ASSERT(e->attr.exclude_idle == (unsigned)cases[i].idle, "%s: exclude_idle",
			    cases[i].str);
		TEST_ASSERT(e->attr.precise_ip == (unsigned)cases[i].precise, "%s: precise_ip %d",
			    cases[i].str, e->attr.precise_ip);
		evlist__delete(evlist);
	}
	{
		struct evlist *evlist = parse("cs:D,cpu-clock:e", NULL);

		TEST_ASSERT(evlist, "D/e rejected");
		TEST_ASSERT(nth(evlist, 0)->attr.pinned && !nth(evlist, 0)->attr.exclusive, "D");
		TEST_ASSERT(nth(evlist, 1)->attr.exclusive && !nth(evlist, 1)->attr.pinned, "e");
		evlist__delete(evlist);
	}
	return TEST_OK;
}

/* str is rejected with the error at idx and a message containing what. */
static int expect_error(struct test_ctx *t, const char *str, int idx, const char *what)
{
	struct evlist *evlist = evlist__new();
	struct parse_events_error err;
	int ret = parse_events(evlist, str, &err);

	TEST_ASSERT(ret == -EINVAL, "'%s' gave %d, want -EINVAL", str, ret);
	TEST_ASSERT(evlist->nr_entries == 0, "'%s' added events", str);
	TEST_ASSERT(err.str && strstr(err.str, what), "'%s': message '%s', want '%s'", str,
		    err.str ? err.str : "(none)", what);
	TEST_ASSERT(err.idx == idx, "'%s': error at %d, want %d (%s)", str, err.idx, idx, err.str);
	parse_events_error__exit(&err);
	evlist__delete(evlist);
	return TEST_OK;
}

#define EXPECT_ERROR(str, idx, what)                           \
	do {                                                   \
		if (expect_error(t, str, idx, what) != TEST_OK) \
			return TEST_FAIL;                      \
	} while (0)

DEFINE_TEST(test__parse_events_errors, "parse-events: rejected specs and where")
{
	EXPECT_ERROR("", 0, "no event");
	EXPECT_ERROR("foo", 0, "unknown event 'foo'");
	EXPECT_ERROR("cycles,foo", 7, "unknown event 'foo'");
	EXPECT_ERROR("CYCLES", 0, "unknown event");
	EXPECT_ERROR("cycles:z", 7, "unknown modifier 'z'");
	EXPECT_ERROR("cycles:uz", 8, "unknown modifier 'z'");
	EXPECT_ERROR("cycles:", 7, "missing modifier");
	EXPECT_ERROR("cycles:uu", 8, "given twice");
	EXPECT_ERROR("cycles:pppp", 10, "too many 'p'");
	EXPECT_ERROR("cs:u:k", 4, "unknown modifier ':'");
	EXPECT_ERROR("cycles,,cs", 7, "empty event");
	EXPECT_ERROR(",cycles", 0, "empty event");
	EXPECT_ERROR("cycles,", 7, "empty event after ','");
	EXPECT_ERROR("{cycles,cs", 0, "unbalanced '{'");
	EXPECT_ERROR("cycles}", 6, "unbalanced '}'");
	EXPECT_ERROR("cs,{cycles}}", 11, "unbalanced '}'");
	EXPECT_ERROR("{}", 1, "empty group");
	EXPECT_ERROR("{cs,}", 4, "empty event after ','");
	EXPECT_ERROR("{cs,{cycles}}", 4, "nested");
	EXPECT_ERROR("{cs}:z", 5, "unknown modifier 'z'");
	EXPECT_ERROR("{cs}x", 4, "unexpected 'x'");
	EXPECT_ERROR("cs{cycles}", 2, "missing ','");
	EXPECT_ERROR("r12345678901234567", 1, "more than 64 bits");
	return TEST_OK;
}

DEFINE_TEST(test__parse_events_raw, "parse-events: raw rNNN")
{
	struct evlist *evlist = parse("r1a8,rFF:k,r0", NULL);

	TEST_ASSERT(evlist, "raw rejected");
	CHECK_EVENT(nth(evlist, 0), PERF_TYPE_RAW, 0x1a8, "r1a8");
	CHECK_EVENT(nth(evlist, 1), PERF_TYPE_RAW, 0xff, "rFF:k");
	CHECK_EXCL(nth(evlist, 1), 1, 0, 1, 1, 0);
	CHECK_EVENT(nth(evlist, 2), PERF_TYPE_RAW, 0, "r0");
	evlist__delete(evlist);
	/* r followed by something that is not hex is not raw */
	if (expect_error(t, "rxyz", 0, "unknown event") != TEST_OK)
		return TEST_FAIL;
	return TEST_OK;
}

DEFINE_TEST(test__parse_events_groups, "parse-events: {groups} and group modifiers")
{
	struct evlist *evlist = parse("cs,{cycles,instructions:k,cpu-clock}:u,{faults}", NULL);
	struct evsel *lead, *e;

	TEST_ASSERT(evlist, "group rejected");
	TEST_ASSERT(evlist->nr_entries == 5, "%d events", evlist->nr_entries);
	TEST_ASSERT(evlist->nr_groups == 2, "nr_groups %d", evlist->nr_groups);
	e = nth(evlist, 0);
	TEST_ASSERT(evsel__is_group_leader(e) && e->nr_members == 1, "cs in a group");
	CHECK_EXCL(e, 0, 0, 0, 1, 0);
	lead = nth(evlist, 1);
	TEST_ASSERT(evsel__is_group_leader(lead) && lead->nr_members == 3, "leader: %d members",
		    lead->nr_members);
	/* names are the members' own; the group modifier is in their attrs */
	CHECK_EVENT(lead, PERF_TYPE_HARDWARE, 0, "cycles");
	CHECK_EXCL(lead, 0, 1, 1, 1, 0);
	e = nth(evlist, 2);
	CHECK_EVENT(e, PERF_TYPE_HARDWARE, 1, "instructions:k");
	TEST_ASSERT(e->leader == lead, "instructions not led by cycles");
	/* its own :k excluded user and hv; the group's :u lets user back in */
	CHECK_EXCL(e, 0, 0, 1, 1, 0);
	e = nth(evlist, 3);
	CHECK_EVENT(e, PERF_TYPE_SOFTWARE, 0, "cpu-clock");
	TEST_ASSERT(e->leader == lead && !evsel__is_group_leader(e), "cpu-clock leader");
	CHECK_EXCL(e, 0, 1, 1, 1, 0);
	e = nth(evlist, 4);
	TEST_ASSERT(evsel__is_group_leader(e) && e->nr_members == 1, "{faults}");
	evlist__delete(evlist);

	evlist = parse("{cs:G,cpu-clock}:H,{cs,cs}:pp", NULL);
	TEST_ASSERT(evlist, "group modifiers rejected");
	/* cs:G then :H on the group: both host and guest */
	CHECK_EXCL(nth(evlist, 0), 0, 0, 0, 0, 0);
	CHECK_EXCL(nth(evlist, 1), 0, 0, 0, 1, 0);
	TEST_ASSERT(nth(evlist, 2)->attr.precise_ip == 2 && nth(evlist, 3)->attr.precise_ip == 2,
		    "group :pp");
	TEST_ASSERT(nth(evlist, 3)->leader == nth(evlist, 2), "second group leader");
	evlist__delete(evlist);
	return TEST_OK;
}
