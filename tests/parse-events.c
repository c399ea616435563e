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

#define CHECK_EVENT(e, type_, config_, name_)                                                   \
	do {                                                                                    \
		TEST_ASSERT((e) != NULL, "missing event %s", name_);                            \
		TEST_ASSERT((e)->attr.type == (type_), "%s: type %u, want %u", name_,           \
			    (e)->attr.type, (unsigned)(type_));                                 \
		TEST_ASSERT((e)->attr.config == (u64)(config_), "%s: config %#llx, want %#llx", \
			    name_, (unsigned long long)(e)->attr.config,                        \
			    (unsigned long long)(config_));                                     \
		TEST_ASSERT(!strcmp(evsel__name(e), name_), "name '%s', want '%s'",             \
			    evsel__name(e), name_);                                             \
		TEST_ASSERT((e)->attr.size == sizeof(struct perf_event_attr), "%s: attr.size",  \
			    name_);                                                             \
	} while (0)

#define CHECK_EXCL(e, u, k, h, guest, host)                                                        \
	do {                                                                                       \
		TEST_ASSERT((e)->attr.exclude_user == (u) && (e)->attr.exclude_kernel == (k) &&    \
				    (e)->attr.exclude_hv == (h) &&                                 \
				    (e)->attr.exclude_guest == (guest) &&                          \
				    (e)->attr.exclude_host == (host),                              \
			    "%s: exclude u%d k%d h%d guest%d host%d, want u%d k%d h%d guest%d "    \
			    "host%d",                                                              \
			    evsel__name(e), (e)->attr.exclude_user, (e)->attr.exclude_kernel,      \
			    (e)->attr.exclude_hv, (e)->attr.exclude_guest, (e)->attr.exclude_host, \
			    u, k, h, guest, host);                                                 \
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
		{ "idle-cycles-frontend", PERF_TYPE_HARDWARE,
		  PERF_COUNT_HW_STALLED_CYCLES_FRONTEND },
		{ "stalled-cycles-backend", PERF_TYPE_HARDWARE,
		  PERF_COUNT_HW_STALLED_CYCLES_BACKEND },
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
		/* as Linux perf 6.1: the first of u/k/h excludes the other two; u and p imply !guest */
		{ "cycles:u", 0, 1, 1, 1, 0, 0, 0 },  { "cycles:k", 1, 0, 1, 0, 0, 0, 0 },
		{ "cs:h", 1, 1, 0, 0, 0, 0, 0 },      { "cs:uk", 0, 0, 1, 1, 0, 0, 0 },
		{ "cs:ku", 0, 0, 1, 1, 0, 0, 0 },     { "cs:ukh", 0, 0, 0, 1, 0, 0, 0 },
		{ "cs:G", 0, 0, 0, 0, 1, 0, 0 },      { "cs:H", 0, 0, 0, 1, 0, 0, 0 },
		{ "cs:GH", 0, 0, 0, 0, 0, 0, 0 },     { "cs:uG", 0, 1, 1, 0, 1, 0, 0 },
		{ "cs:I", 0, 0, 0, 0, 0, 1, 0 },      { "cycles:p", 0, 0, 0, 1, 0, 0, 1 },
		{ "cycles:pp", 0, 0, 0, 1, 0, 0, 2 }, { "cycles:ppp", 0, 0, 0, 1, 0, 0, 3 },
		{ "cycles:up", 0, 1, 1, 1, 0, 0, 1 }, { "instructions:kpp", 1, 0, 1, 1, 0, 0, 2 },
		{ "r1a8:u", 0, 1, 1, 1, 0, 0, 0 },    { "cs:P", 0, 0, 0, 0, 0, 0, 0 },
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

#define EXPECT_ERROR(str, idx, what)                            \
	do {                                                    \
		if (expect_error(t, str, idx, what) != TEST_OK) \
			return TEST_FAIL;                       \
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
	CHECK_EXCL(nth(evlist, 1), 1, 0, 1, 0, 0);
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

/* The id tracefs gives sys:name, read here without tracefs.c's help. */
static long tp_id(const char *sys, const char *name)
{
	char path[512];
	long id = -1;
	FILE *f;

	snprintf(path, sizeof(path), "%s/events/%s/%s/id", tracefs__mountpoint(), sys, name);
	f = fopen(path, "r");
	if (!f)
		return -1;
	if (fscanf(f, "%ld", &id) != 1)
		id = -1;
	fclose(f);
	return id;
}

DEFINE_TEST(test__parse_events_tracepoints, "parse-events: tracepoints and globs")
{
	struct evlist *evlist;
	struct evsel *e;
	int n = 0, want;

	TEST_REQUIRE("tracefs");
	/* tracefs__mountpoint() mounts tracefs when nobody has */
	TEST_ASSERT(tracefs__mountpoint(), "tracefs not found: %s", strerror(errno));
	evlist = parse("sched:sched_switch,sched:sched_process_exit:u", NULL);
	TEST_ASSERT(evlist, "sched:sched_switch rejected");
	e = nth(evlist, 0);
	CHECK_EVENT(e, PERF_TYPE_TRACEPOINT, tp_id("sched", "sched_switch"), "sched:sched_switch");
	TEST_ASSERT(e->attr.sample_period == 1, "sample_period %llu",
		    (unsigned long long)e->attr.sample_period);
	TEST_ASSERT(e->tp_sys && !strcmp(e->tp_sys, "sched") && e->tp_name &&
			    !strcmp(e->tp_name, "sched_switch"),
		    "tp_sys/tp_name");
	CHECK_EXCL(e, 0, 0, 0, 1, 0);
	e = nth(evlist, 1);
	CHECK_EVENT(e, PERF_TYPE_TRACEPOINT, tp_id("sched", "sched_process_exit"),
		    "sched:sched_process_exit");
	CHECK_EXCL(e, 0, 1, 1, 1, 0);
	evlist__delete(evlist);

	/* a glob gives every match, each with its own id, in name order */
	want = tracefs__for_each_event("sched", "sched_wak*", NULL, NULL);
	TEST_ASSERT(want >= 2, "tracefs lists %d sched:sched_wak* events", want);
	evlist = parse("sched:sched_wak*", NULL);
	TEST_ASSERT(evlist, "sched:sched_wak* rejected");
	evlist__for_each_entry(evlist, e) {
		TEST_ASSERT(e->attr.type == PERF_TYPE_TRACEPOINT, "glob type");
		TEST_ASSERT(!strncmp(evsel__name(e), "sched:sched_wak", 15), "glob gave %s",
			    evsel__name(e));
		TEST_ASSERT((long)e->attr.config == tp_id(e->tp_sys, e->tp_name), "%s id",
			    evsel__name(e));
		n++;
	}
	TEST_ASSERT(n == want, "glob gave %d events, tracefs has %d", n, want);
	TEST_ASSERT(strcmp(evsel__name(nth(evlist, 0)), evsel__name(nth(evlist, 1))) < 0,
		    "glob not sorted");
	evlist__delete(evlist);
	evlist = parse("sched:*", NULL);
	TEST_ASSERT(evlist && evlist->nr_entries > want, "sched:* gave too few");
	evlist__delete(evlist);

	EXPECT_ERROR("sched:no_such_tp", 0, "unknown tracepoint 'sched:no_such_tp'");
	EXPECT_ERROR("cs,nosys:foo", 3, "unknown tracepoint 'nosys:foo'");
	EXPECT_ERROR("sched:nothing_*", 0, "no tracepoint matches");
	EXPECT_ERROR("sched:", 6, "missing tracepoint name");
	EXPECT_ERROR(":foo", 0, "missing tracepoint system");
	EXPECT_ERROR("sched:a/b", 6, "bad tracepoint name");
	EXPECT_ERROR("sched:sched_switch:z", 19, "unknown modifier 'z'");
	EXPECT_ERROR("sched:sched_switch:", 19, "missing modifier");
	return TEST_OK;
}

DEFINE_TEST(test__parse_events_breakpoints, "parse-events: breakpoints mem:ADDR[/len][:rwx]")
{
	static const struct {
		const char *str, *name;
		u64 addr, len;
		u32 type;
	} cases[] = {
		/* the defaults: read+write, 4 bytes; an execute breakpoint is sizeof(long) */
		{ "mem:0x1000", "mem:0x1000", 0x1000, 4, HW_BREAKPOINT_RW },
		{ "mem:0x1000:w", "mem:0x1000:w", 0x1000, 4, HW_BREAKPOINT_W },
		{ "mem:0x1000:r", "mem:0x1000:r", 0x1000, 4, HW_BREAKPOINT_R },
		{ "mem:0x1000:rw", "mem:0x1000:rw", 0x1000, 4, HW_BREAKPOINT_RW },
		{ "mem:0x1000:wr", "mem:0x1000:rw", 0x1000, 4, HW_BREAKPOINT_RW },
		{ "mem:0x1000:x", "mem:0x1000:x", 0x1000, sizeof(long), HW_BREAKPOINT_X },
		{ "mem:0x1000/8:x", "mem:0x1000:x", 0x1000, 8, HW_BREAKPOINT_X },
		{ "mem:0x1000/1:w", "mem:0x1000:w", 0x1000, 1, HW_BREAKPOINT_W },
		{ "mem:0x1002/2", "mem:0x1002", 0x1002, 2, HW_BREAKPOINT_RW },
		{ "mem:0x1000/8", "mem:0x1000", 0x1000, 8, HW_BREAKPOINT_RW },
		{ "mem:4096:w", "mem:0x1000:w", 0x1000, 4, HW_BREAKPOINT_W },
		{ "mem:0xffffffffffff0000:w", "mem:0xffffffffffff0000:w", 0xffffffffffff0000ULL, 4,
		  HW_BREAKPOINT_W },
	};
	struct evlist *evlist;
	struct evsel *e;

	for (size_t i = 0; i < ARRAY_SIZE(cases); i++) {
		evlist = parse(cases[i].str, NULL);
		TEST_ASSERT(evlist, "'%s' rejected", cases[i].str);
		e = evlist__first(evlist);
		CHECK_EVENT(e, PERF_TYPE_BREAKPOINT, 0, cases[i].name);
		TEST_ASSERT(e->attr.bp_addr == cases[i].addr && e->attr.bp_len == cases[i].len &&
				    e->attr.bp_type == cases[i].type,
			    "%s: addr %#llx len %llu type %u", cases[i].str,
			    (unsigned long long)e->attr.bp_addr, (unsigned long long)e->attr.bp_len,
			    e->attr.bp_type);
		TEST_ASSERT(e->attr.sample_period == 1, "%s: sample_period", cases[i].str);
		TEST_ASSERT(!e->bp_symbol, "%s: pending symbol", cases[i].str);
		CHECK_EXCL(e, 0, 0, 0, 1, 0);
		evlist__delete(evlist);
	}
	/* modifiers after the access, or in its place */
	evlist = parse("mem:0x1000:w:u,mem:0x2000:k,mem:0x3000/8:rw:kp", NULL);
	TEST_ASSERT(evlist, "breakpoint modifiers rejected");
	CHECK_EVENT(nth(evlist, 0), PERF_TYPE_BREAKPOINT, 0, "mem:0x1000:w:u");
	CHECK_EXCL(nth(evlist, 0), 0, 1, 1, 1, 0);
	TEST_ASSERT(nth(evlist, 0)->attr.bp_type == HW_BREAKPOINT_W, "w:u type");
	CHECK_EVENT(nth(evlist, 1), PERF_TYPE_BREAKPOINT, 0, "mem:0x2000:k");
	CHECK_EXCL(nth(evlist, 1), 1, 0, 1, 0, 0);
	TEST_ASSERT(nth(evlist, 1)->attr.bp_type == HW_BREAKPOINT_RW, "k type");
	CHECK_EVENT(nth(evlist, 2), PERF_TYPE_BREAKPOINT, 0, "mem:0x3000:rw:kp");
	TEST_ASSERT(nth(evlist, 2)->attr.precise_ip == 1 && nth(evlist, 2)->attr.bp_len == 8,
		    "rw:kp");
	evlist__delete(evlist);

	EXPECT_ERROR("mem:", 4, "expected an address or a symbol");
	EXPECT_ERROR("mem:/8", 4, "expected an address or a symbol");
	EXPECT_ERROR("mem:0x10zz", 4, "bad breakpoint address");
	EXPECT_ERROR("mem:a-b", 4, "bad breakpoint address or symbol");
	EXPECT_ERROR("mem:0x1000/3", 11, "length must be 1, 2, 4 or 8");
	EXPECT_ERROR("mem:0x1000/16:w", 11, "length must be 1, 2, 4 or 8");
	EXPECT_ERROR("mem:0x1000/", 11, "length must be 1, 2, 4 or 8");
	EXPECT_ERROR("mem:0x1000/x", 11, "length must be 1, 2, 4 or 8");
	EXPECT_ERROR("mem:0x1000:q", 11, "neither an access");
	EXPECT_ERROR("mem:0x1000:wq", 12, "'q' is not an access");
	EXPECT_ERROR("mem:0x1000:wu", 12, "'u' is not an access");
	EXPECT_ERROR("mem:0x1000:ww", 12, "access 'w' given twice");
	EXPECT_ERROR("mem:0x1000:rwx", 11, "cannot also be r or w");
	EXPECT_ERROR("mem:0x1000:wx", 11, "cannot also be r or w");
	EXPECT_ERROR("mem:0x1000/4:x", 4, "execute breakpoint");
	EXPECT_ERROR("mem:0x1001", 4, "not aligned");
	EXPECT_ERROR("mem:0x1004/8", 4, "not aligned");
	EXPECT_ERROR("mem:0x1000:w:u:k", 14, "unexpected ':'");
	EXPECT_ERROR("mem:0x1000:w:z", 13, "unknown modifier 'z'");
	EXPECT_ERROR("cs,mem:0x1000:", 14, "missing modifier");
	return TEST_OK;
}

/* Whether /proc/kallsyms has sym, and its address. */
static bool kallsyms_has(const char *sym, u64 *addr)
{
	FILE *f = fopen("/proc/kallsyms", "r");
	char line[512], name[256], type;
	unsigned long long a;
	bool found = false;

	while (f && !found && fgets(line, sizeof(line), f))
		if (sscanf(line, "%llx %c %255s", &a, &type, name) == 3 && !strcmp(name, sym)) {
			*addr = a;
			found = true;
		}
	if (f)
		fclose(f);
	return found;
}

DEFINE_TEST(test__parse_events_bp_symbols, "parse-events: breakpoints on symbols")
{
	struct evlist *evlist;
	struct evsel *e;
	u64 addr;

	/* a kernel function: resolved through /proc/kallsyms at once */
	TEST_REQUIRE("kallsyms");
	TEST_ASSERT(kallsyms_has("schedule", &addr) && addr, "no schedule in /proc/kallsyms");
	evlist = parse("mem:schedule:x", NULL);
	TEST_ASSERT(evlist, "mem:schedule:x rejected");
	e = evlist__first(evlist);
	CHECK_EVENT(e, PERF_TYPE_BREAKPOINT, 0, "mem:schedule:x");
	TEST_ASSERT(e->attr.bp_addr == addr && e->attr.bp_type == HW_BREAKPOINT_X && !e->bp_symbol,
		    "schedule at %#llx, want %#llx", (unsigned long long)e->attr.bp_addr,
		    (unsigned long long)addr);
	evlist__delete(evlist);

	/* a kernel variable needs CONFIG_KALLSYMS_ALL; without it the error says so */
	if (kallsyms_has("jiffies", &addr)) {
		evlist = parse("mem:jiffies:k", NULL);
		TEST_ASSERT(evlist && evlist__first(evlist)->attr.bp_addr == addr, "mem:jiffies:k");
		evlist__delete(evlist);
	} else {
		struct evlist *el = evlist__new();
		struct parse_events_error err;

		TEST_ASSERT(parse_events(el, "mem:jiffies:k", &err) == -EINVAL, "jiffies accepted");
		TEST_ASSERT(err.idx == 4 && strstr(err.str, "not found in /proc/kallsyms") &&
				    err.help && strstr(err.help, "CONFIG_KALLSYMS_ALL"),
			    "jiffies error: %d %s / %s", err.idx, err.str,
			    err.help ? err.help : "");
		parse_events_error__exit(&err);
		evlist__delete(el);
	}

	/* user symbols wait for the binary: mem:, :u forces user space, short forms */
	evlist = parse("mem:counter:w,mem:schedule:w:u,w:counter,rw:other/8:u,r:counter,x:main",
		       NULL);
	TEST_ASSERT(evlist, "user symbol breakpoints rejected");
	CHECK_EVENT(nth(evlist, 0), PERF_TYPE_BREAKPOINT, 0, "mem:counter:w");
	CHECK_EVENT(nth(evlist, 1), PERF_TYPE_BREAKPOINT, 0, "mem:schedule:w:u");
	CHECK_EVENT(nth(evlist, 2), PERF_TYPE_BREAKPOINT, 0, "memory-write:counter");
	CHECK_EVENT(nth(evlist, 3), PERF_TYPE_BREAKPOINT, 0, "memory-readwrite:other:u");
	CHECK_EVENT(nth(evlist, 4), PERF_TYPE_BREAKPOINT, 0, "memory-read:counter");
	CHECK_EVENT(nth(evlist, 5), PERF_TYPE_BREAKPOINT, 0, "memory-exec:main");
	TEST_ASSERT(nth(evlist, 2)->attr.bp_type == HW_BREAKPOINT_W &&
			    nth(evlist, 3)->attr.bp_type == HW_BREAKPOINT_RW &&
			    nth(evlist, 3)->attr.bp_len == 8 &&
			    nth(evlist, 4)->attr.bp_type == HW_BREAKPOINT_R &&
			    nth(evlist, 5)->attr.bp_type == HW_BREAKPOINT_X &&
			    nth(evlist, 5)->attr.bp_len == sizeof(long),
		    "short form types");
	evlist__for_each_entry(evlist, e)
		TEST_ASSERT(e->bp_symbol && e->attr.bp_addr == 0, "%s not pending", evsel__name(e));
	TEST_ASSERT(!strcmp(nth(evlist, 0)->bp_symbol, "counter") &&
			    !strcmp(nth(evlist, 1)->bp_symbol, "schedule"),
		    "pending symbol names");
	TEST_ASSERT(parse_events__has_pending_bps(evlist), "no pending breakpoints");
	evlist__delete(evlist);

	/* a tracepoint system of the same name wins over the short form */
	EXPECT_ERROR("w:", 2, "expected an address or a symbol");
	EXPECT_ERROR("w:counter:q", 10, "unknown modifier 'q'");
	EXPECT_ERROR("w:counter/3", 10, "length must be");
	return TEST_OK;
}

extern int verbose;

DEFINE_TEST(test__parse_events_resolve_user_bps, "parse-events: resolving user-space breakpoints")
{
	char prog[4200], msg[256];
	struct evlist *evlist;
	struct evsel *e;
	int ret;

	snprintf(prog, sizeof(prog), "%s/progs/bpvar", tests_dir());
	TEST_ASSERT(!access(prog, X_OK), "tests/progs/bpvar missing: run make");

	/* non-PIE: the address is the symbol's, no process needed */
	evlist = parse("mem:counter:w:u,w:other", NULL);
	TEST_ASSERT(evlist, "rejected");
	ret = parse_events__resolve_user_bps(evlist, prog, 0, msg, sizeof(msg));
	TEST_ASSERT(!ret, "resolve: %s", msg);
	evlist__for_each_entry(evlist, e)
		TEST_ASSERT(!e->bp_symbol && e->attr.bp_addr, "%s unresolved", evsel__name(e));
	TEST_ASSERT(nth(evlist, 1)->attr.bp_addr != nth(evlist, 0)->attr.bp_addr, "same address");
	TEST_ASSERT(!parse_events__has_pending_bps(evlist), "still pending");
	evlist__delete(evlist);

	/* an unknown symbol, and no binary at all */
	evlist = parse("mem:no_such_variable:w:u", NULL);
	ret = parse_events__resolve_user_bps(evlist, prog, 0, msg, sizeof(msg));
	TEST_ASSERT(ret == -ENOENT && strstr(msg, "'no_such_variable' not found in"), "%d %s", ret,
		    msg);
	ret = parse_events__resolve_user_bps(evlist, NULL, 0, msg, sizeof(msg));
	TEST_ASSERT(ret == -EINVAL && strstr(msg, "needs a workload"), "%d %s", ret, msg);
	evlist__delete(evlist);

	/*
	 * PIE: this perf is one; its own `verbose` must resolve to where this process has it,
	 * through /proc/self/maps, and be refused without a process.
	 */
	evlist = parse("mem:verbose:w:u", NULL);
	ret = parse_events__resolve_user_bps(evlist, perf_exe_path(), 0, msg, sizeof(msg));
	if (ret == 0) {
		/* perf was linked without PIE: the address is absolute anyway */
		TEST_ASSERT(evlist__first(evlist)->attr.bp_addr == (u64)(unsigned long)&verbose,
			    "non-PIE verbose at %#llx",
			    (unsigned long long)evlist__first(evlist)->attr.bp_addr);
	} else {
		TEST_ASSERT(ret == -EAGAIN && strstr(msg, "position independent"), "%d %s", ret,
			    msg);
		TEST_ASSERT(parse_events__has_pending_bps(evlist), "PIE breakpoint not pending");
		ret = parse_events__resolve_user_bps(evlist, perf_exe_path(), getpid(), msg,
						     sizeof(msg));
		TEST_ASSERT(!ret, "PIE resolve: %s", msg);
		TEST_ASSERT(evlist__first(evlist)->attr.bp_addr == (u64)(unsigned long)&verbose,
			    "PIE verbose at %#llx, want %p",
			    (unsigned long long)evlist__first(evlist)->attr.bp_addr,
			    (void *)&verbose);
	}
	evlist__delete(evlist);
	return TEST_OK;
}

#include <sys/wait.h>

#include "util/cpumap.h"
#include "util/thread_map.h"

/*
 * End to end: mem:counter:w on tests/progs/bpvar, resolved against the binary, counts the
 * program's writes to counter exactly. For the PIE build the breakpoint opens pending and
 * parse_events__start_workload() moves it into place at the exec.
 */
static int bp_counts(struct test_ctx *t, const char *progname, bool pie)
{
	char prog[4200], msg[256];
	const char *argv[] = { prog, "1000", NULL };
	struct evlist *evlist = evlist__new();
	struct perf_cpu_map *cpus = cpu_map__dummy_new();
	struct perf_thread_map *threads = thread_map__new_dummy();
	struct perf_counts_values c = { 0 };
	struct evsel *e;
	int ret, status;

	TEST_REQUIRE("hwbp");
	snprintf(prog, sizeof(prog), "%s/progs/%s", tests_dir(), progname);
	TEST_ASSERT(!access(prog, X_OK), "tests/progs/%s missing: run make", progname);
	TEST_ASSERT(!parse_events(evlist, "mem:counter:w:u", NULL), "rejected");
	evlist__set_maps(evlist, cpus, threads);
	TEST_ASSERT(!evlist__prepare_workload(evlist, argv), "cannot fork");
	ret = parse_events__resolve_user_bps(evlist, prog, evlist->workload.pid, msg, sizeof(msg));
	if (pie)
		TEST_ASSERT(ret == -EAGAIN && parse_events__has_pending_bps(evlist),
			    "PIE resolved before exec: %d %s", ret, msg);
	else
		TEST_ASSERT(!ret, "resolve: %s", msg);
	e = evlist__first(evlist);
	e->attr.disabled = 1;
	e->attr.enable_on_exec = 1;
	ret = evsel__open(e, cpus, evlist->threads);
	if (ret) /* the probe opened one: ours must open too */
		kill(evlist->workload.pid, SIGKILL);
	TEST_ASSERT(!ret, "open: %s", strerror(-ret));
	ret = parse_events__start_workload(evlist, msg, sizeof(msg));
	TEST_ASSERT(!ret, "cannot start %s: %s", progname, msg);
	TEST_ASSERT(!parse_events__has_pending_bps(evlist), "still pending after the exec");
	TEST_ASSERT(waitpid(evlist->workload.pid, &status, 0) > 0 && WIFEXITED(status) &&
			    WEXITSTATUS(status) == 0,
		    "%s failed", progname);
	TEST_ASSERT(!evsel__read_one(e, 0, 0, &c), "read failed");
	TEST_ASSERT(c.val == 1000, "%s: counted %llu writes, want 1000", progname,
		    (unsigned long long)c.val);
	cpu_map__put(cpus);
	thread_map__put(threads);
	evlist__delete(evlist);
	return TEST_OK;
}

DEFINE_TEST_LOCKED(test__parse_events_bp_counts, "parse-events: a user-space breakpoint counts writes", "hwbp")
{
	return bp_counts(t, "bpvar", false);
}

DEFINE_TEST_LOCKED(test__parse_events_bp_counts_pie, "parse-events: a breakpoint in a PIE counts writes", "hwbp")
{
	return bp_counts(t, "bpvar-pie", true);
}

#include <sched.h>
#include <sys/mount.h>

/*
 * tracefs__mountpoint() mounts tracefs when nobody has. Checked in a private mount
 * namespace, so that unmounting tracefs there disturbs no other process.
 */
DEFINE_TEST(test__tracefs_mount, "tracefs: found, or mounted when absent")
{
	const char *mnt;
	int id;

	/* unmounting and mounting tracefs: root, and a kernel with tracefs */
	TEST_REQUIRE("root tracefs");
	TEST_SKIP_IF(unshare(CLONE_NEWNS), "no mount namespaces: %s", strerror(errno));
	TEST_ASSERT(!mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL), "private mounts: %s",
		    strerror(errno));
	/* debugfs may hold a tracing/ automount: without it only a mount can help */
	umount2("/sys/kernel/debug", MNT_DETACH);
	while (!umount2("/sys/kernel/tracing", MNT_DETACH))
		;
	TEST_ASSERT(access("/sys/kernel/tracing/events", F_OK), "still mounted");
	mnt = tracefs__mountpoint();
	TEST_ASSERT(mnt && !strcmp(mnt, "/sys/kernel/tracing"), "mountpoint %s (%s)",
		    mnt ? mnt : "NULL", strerror(errno));
	id = tracefs__event_id("sched", "sched_switch");
	TEST_ASSERT(id > 0, "sched:sched_switch id %d", id);
	TEST_ASSERT(tracefs__system_exists("sched") && !tracefs__system_exists("no_such_sys") &&
			    !tracefs__system_exists("..") && !tracefs__system_exists("a/b"),
		    "tracefs__system_exists");
	TEST_ASSERT(tracefs__event_id("sched", "../../x") == -EINVAL, "path escape accepted");
	{
		char *fmt = tracefs__event_format("sched", "sched_switch");

		TEST_ASSERT(fmt && strstr(fmt, "name: sched_switch") && strstr(fmt, "prev_pid"),
			    "format text");
		free(fmt);
	}
	return TEST_OK;
}

/* The error layout: the spec quoted, the reason under the bad token, then the hint. */
DEFINE_TEST(test__parse_events_error_print, "parse-events: error message layout")
{
	struct evlist *evlist = evlist__new();
	struct parse_events_error err;
	char buf[1024] = "";
	FILE *f = tmpfile();
	int saved = dup(2);
	size_t n;

	TEST_ASSERT(f && saved >= 0, "tmpfile");
	TEST_ASSERT(parse_events(evlist, "cs,cycles:z", &err) == -EINVAL, "accepted");
	fflush(stderr);
	dup2(fileno(f), 2);
	parse_events_error__print(&err, "cs,cycles:z");
	fflush(stderr);
	dup2(saved, 2);
	close(saved);
	rewind(f);
	n = fread(buf, 1, sizeof(buf) - 1, f);
	buf[n] = '\0';
	fclose(f);
	TEST_ASSERT(!strncmp(buf,
			     "event syntax error: 'cs,cycles:z'\n"
			     "                               \\___ unknown modifier 'z'\n"
			     "\nHint:\tmodifiers are",
			     strlen("event syntax error: 'cs,cycles:z'\n"
				    "                               \\___ unknown modifier 'z'\n"
				    "\nHint:\tmodifiers are")),
		    "printed:\n%s", buf);
	parse_events_error__exit(&err);
	TEST_ASSERT(!err.str && !err.help, "exit left the message");
	evlist__delete(evlist);
	return TEST_OK;
}

DEFINE_TEST(test__parse_events_pmu, "parse-events: pmu/terms/ of /sys/bus/event_source")
{
	struct evlist *evlist =
		parse("software/config=2,name=pf/u,{software/config=0x3/,cycles}", NULL);
	struct evsel *e;

	TEST_ASSERT(evlist && evlist->nr_entries == 3, "software PMU list not parsed");
	CHECK_EVENT(nth(evlist, 0), PERF_TYPE_SOFTWARE, 2, "pf");
	CHECK_EXCL(nth(evlist, 0), 0, 1, 1, 1, 0);
	CHECK_EVENT(nth(evlist, 1), PERF_TYPE_SOFTWARE, 3, "software/config=0x3/");
	TEST_ASSERT(nth(evlist, 2)->leader == nth(evlist, 1), "the group holds the PMU event");
	evlist__delete(evlist);

	/* format fields: the value's bits go to the bits the format names */
	if (!access("/sys/bus/event_source/devices/uprobe/format/ref_ctr_offset", F_OK)) {
		unsigned int type = 0;
		char *s = NULL;

		TEST_ASSERT(!read_file("/sys/bus/event_source/devices/uprobe/type", &s, NULL),
			    "uprobe type");
		type = (unsigned int)strtoul(s, NULL, 10);
		free(s);
		evlist = parse("uprobe/retprobe,ref_ctr_offset=0x5/", NULL);
		TEST_ASSERT(evlist, "uprobe formats not parsed");
		e = nth(evlist, 0);
		CHECK_EVENT(e, type, 1 | (5ULL << 32), "uprobe/retprobe,ref_ctr_offset=0x5/");
		evlist__delete(evlist);
	}
	/* an alias of events/: its terms */
	if (!access("/sys/bus/event_source/devices/msr/events/tsc", F_OK)) {
		evlist = parse("msr/tsc/", NULL);
		TEST_ASSERT(evlist, "msr/tsc/ not parsed");
		TEST_ASSERT(!strcmp(evsel__name(nth(evlist, 0)), "msr/tsc/"), "msr/tsc/ name");
		evlist__delete(evlist);
	}
	EXPECT_ERROR("software/bogus/", 9, "unknown term 'bogus' for pmu 'software'");
	EXPECT_ERROR("software/config=x/", 9, "not a number");
	EXPECT_ERROR("software/config=1", 8, "no '/' ends the terms");
	/* a name that is no PMU of sysfs */
	EXPECT_ERROR("nopmu/x/", 0, "unknown PMU 'nopmu'");
	return TEST_OK;
}

DEFINE_TEST(test__parse_events_terms,
	    "parse-events: name=, period= and freq= terms, also of cpu-clock/.../")
{
	struct evlist *evlist = parse(
		"cpu-clock/period=1000000/,task-clock/freq=200/u,software/config=2,period=7,name=pf/",
		NULL);
	struct evsel *e;

	TEST_ASSERT(evlist && evlist->nr_entries == 3, "term events not parsed");
	e = nth(evlist, 0);
	CHECK_EVENT(e, PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_CLOCK, "cpu-clock/period=1000000/");
	TEST_ASSERT(e->own_period && !e->attr.freq && e->attr.sample_period == 1000000,
		    "cpu-clock's period term");
	e = nth(evlist, 1);
	CHECK_EVENT(e, PERF_TYPE_SOFTWARE, PERF_COUNT_SW_TASK_CLOCK, "task-clock/freq=200/u");
	TEST_ASSERT(e->own_period && e->attr.freq && e->attr.sample_freq == 200, "freq term");
	TEST_ASSERT(e->attr.exclude_kernel && !e->attr.exclude_user, "modifier after the terms");
	e = nth(evlist, 2);
	CHECK_EVENT(e, PERF_TYPE_SOFTWARE, 2, "pf");
	TEST_ASSERT(e->own_period && e->attr.sample_period == 7, "a PMU event's period term");
	evlist__delete(evlist);
	evlist = parse("cpu-clock", NULL);
	TEST_ASSERT(evlist && !nth(evlist, 0)->own_period, "no term, no own period");
	evlist__delete(evlist);
	EXPECT_ERROR("cpu-clock/bogus=1/", 10, "unknown term for event 'cpu-clock'");
	EXPECT_ERROR("cpu-clock/period=x/", 10, "not a positive number");
	EXPECT_ERROR("cpu-clock/freq=0/", 10, "not a positive number");
	EXPECT_ERROR("software/period=-1/", 9, "not a positive number");
	return TEST_OK;
}
