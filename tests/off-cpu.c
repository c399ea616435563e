// SPDX-License-Identifier: GPL-2.0
/*
 * record --off-cpu's accounting (util/off-cpu.c) on records made here: switches read from
 * rings out of time order, preemptions, the threshold, a task's exit, the readers' floor.
 */
#include <linux/perf_event.h>
#include <string.h>

#include "tests/tests.h"
#include "util/cpumap.h"
#include "util/event.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/off-cpu.h"
#include "util/thread_map.h"

#define PID 100
#define MAX_OUT 16

struct written {
	int n;
	struct perf_sample s[MAX_OUT];
	u64 buf[MAX_OUT][64];
	const struct perf_event_attr *attr;
};

static int collect(void *arg, const void *buf, size_t len)
{
	struct written *w = arg;

	if (w->n == MAX_OUT || len > sizeof(w->buf[0]))
		return -1;
	memcpy(w->buf[w->n], buf, len);
	if (perf_event__parse_sample((const union perf_event *)w->buf[w->n], w->attr, &w->s[w->n]))
		return -1;
	w->n++;
	return 0;
}

/* a switch-out sample of tid: TID, TIME, CPU, CALLCHAIN (the user frames ips) */
static void out_sample(struct off_cpu *oc, u32 tid, u64 time, u32 cpu, u64 ip0)
{
	union {
		struct perf_event_header h;
		u64 r[9];
	} u = { .r = { 0 } };
	u64 *r = u.r;

	r[1] = (u64)tid << 32 | PID;
	r[2] = time;
	r[3] = cpu;
	r[4] = 3;
	r[5] = PERF_CONTEXT_USER;
	r[6] = ip0;
	r[7] = 0x401000;
	u.h = (struct perf_event_header){ .type = PERF_RECORD_SAMPLE,
					  .misc = PERF_RECORD_MISC_KERNEL,
					  .size = 8 * 8 };
	off_cpu__add(oc, (union perf_event *)&u);
}

/* a switch record: out (preempted or not) or in, its trailer TID, TIME, CPU */
static void switch_rec(struct off_cpu *oc, u32 tid, u64 time, u32 cpu, bool out, bool preempt)
{
	union {
		struct perf_event_header h;
		u64 r[4];
	} u;
	u64 *r = u.r;

	r[1] = (u64)tid << 32 | PID;
	r[2] = time;
	r[3] = cpu;
	u.h = (struct perf_event_header){
		.type = PERF_RECORD_SWITCH,
		.misc = (out ? PERF_RECORD_MISC_SWITCH_OUT : 0) |
			(preempt ? PERF_RECORD_MISC_SWITCH_OUT_PREEMPT : 0),
		.size = sizeof(u),
	};
	off_cpu__add(oc, (union perf_event *)&u);
}

DEFINE_TEST(test__off_cpu, "off-cpu: sleeps from switch samples and records read out of order, "
			   "preemptions left out, the threshold, exits, the readers' floor")
{
	struct off_cpu_opts opts = { .thresh_ns = 1000, .workload = true, .inherit = true };
	struct evlist *evlist = evlist__new();
	struct perf_cpu_map *cpus = cpu_map__new("0-1");
	struct perf_thread_map *threads = thread_map__new_dummy();
	struct written w = { 0 };
	struct evsel *evsel;
	struct off_cpu *oc;
	int n;

	TEST_ASSERT(evlist && cpus && threads, "out of memory");
	evlist__set_maps(evlist, cpus, threads);
	cpu_map__put(cpus);
	thread_map__put(threads);
	evsel = off_cpu__add_event(evlist);
	evsel->attr.sample_type |= PERF_SAMPLE_IP | PERF_SAMPLE_TID | PERF_SAMPLE_TIME |
				   PERF_SAMPLE_IDENTIFIER | PERF_SAMPLE_RAW;
	oc = off_cpu__new(evlist, evsel, &opts);
	TEST_ASSERT(oc, "off_cpu__new failed");
	/* offcpu-time's layout: Linux perf's bits only, always the chain and the period */
	TEST_ASSERT(evsel->attr.sample_type ==
			    (PERF_SAMPLE_IP | PERF_SAMPLE_TID | PERF_SAMPLE_TIME |
			     PERF_SAMPLE_IDENTIFIER | PERF_SAMPLE_CALLCHAIN | PERF_SAMPLE_PERIOD),
		    "offcpu-time sample_type %#llx", (unsigned long long)evsel->attr.sample_type);
	TEST_ASSERT(off_cpu__switch_attr(oc)->sample_type ==
				    (PERF_SAMPLE_TID | PERF_SAMPLE_TIME | PERF_SAMPLE_CPU |
				     PERF_SAMPLE_CALLCHAIN) &&
			    off_cpu__switch_attr(oc)->sample_id_all,
		    "the switch event's layout changed: update the records made here");
	w.attr = &evsel->attr;

	/*
	 * Pass 1: CPU 1's ring first, with task 7's switch-in at 300 and its preempted
	 * switch at 400-500; CPU 0's then, with its switch-out (a sleep) at 100.
	 */
	switch_rec(oc, 7, 300, 1, false, false);
	out_sample(oc, 7, 400, 1, 0x401b00);
	switch_rec(oc, 7, 401, 1, true, true);
	switch_rec(oc, 7, 500, 0, false, false);
	out_sample(oc, 7, 100, 0, 0x401a00);
	switch_rec(oc, 7, 101, 0, true, false);
	n = off_cpu__pass(oc, 0, collect, &w);
	TEST_ASSERT(n == 0 && w.n == 0, "pass 1 wrote %d", n);
	/* pass 2: a long sleep of task 8 (5000 ns, above the threshold), read in one pass */
	out_sample(oc, 8, 1000, 0, 0x401c00);
	switch_rec(oc, 8, 1001, 0, true, false);
	switch_rec(oc, 8, 6000, 1, false, false);
	n = off_cpu__pass(oc, 0, collect, &w);
	TEST_ASSERT(n == 0, "pass 2 wrote %d before the switches were safe", n);
	/* pass 3: nothing new, all is safe; the readers have ordered up to 5500 */
	n = off_cpu__pass(oc, 5500, collect, &w);
	TEST_ASSERT(n == 1 && w.n == 1, "pass 3 wrote %d", n);
	TEST_ASSERT(w.s[0].tid == 8 && w.s[0].pid == PID && w.s[0].period == 5000 &&
			    w.s[0].time == 6000 && w.s[0].ip == 0x401c00 && w.s[0].callchain &&
			    w.s[0].callchain->nr == 3 &&
			    w.s[0].callchain->ips[0] == PERF_CONTEXT_USER && w.s[0].id == 0,
		    "the long sleep: tid %u period %llu time %llu", w.s[0].tid,
		    (unsigned long long)w.s[0].period, (unsigned long long)w.s[0].time);

	/* task 7 exits at 7000: its sum (200 ns at 0x401a00; not the preemption) just before */
	off_cpu__exit(oc, 7, 7000, 1);
	out_sample(oc, 9, 7100, 0, 0x401d00);
	switch_rec(oc, 9, 7101, 0, true, false);
	switch_rec(oc, 9, 7200, 0, false, false);
	n = off_cpu__pass(oc, 6000, collect, &w);
	n += off_cpu__pass(oc, 6000, collect, &w);
	TEST_ASSERT(n == 1 && w.n == 2, "the exit: %d written", n);
	TEST_ASSERT(w.s[1].tid == 7 && w.s[1].period == 200 && w.s[1].time == 6999 &&
			    w.s[1].ip == 0x401a00,
		    "task 7's sum: period %llu time %llu", (unsigned long long)w.s[1].period,
		    (unsigned long long)w.s[1].time);

	/* tid 7 again (a task that came after), where task 7 slept: a stack of its own */
	out_sample(oc, 7, 8000, 0, 0x401a00);
	switch_rec(oc, 7, 8001, 0, true, false);
	switch_rec(oc, 7, 8300, 0, false, false);

	/* the end: tasks 9 and the new 7 live on, their sums at Linux perf's made-up times */
	n = off_cpu__finish(oc, 6000, collect, &w);
	TEST_ASSERT(n == 2 && w.n == 4, "the end: %d written", n);
	for (int i = 2; i < 4; i++) {
		u32 tid = w.s[i].tid;

		TEST_ASSERT(
			(tid == 9 && w.s[i].period == 100) || (tid == 7 && w.s[i].period == 300),
			"an end's sum: tid %u period %llu", tid, (unsigned long long)w.s[i].period);
		TEST_ASSERT(w.s[i].time >= OFF_CPU_TIMESTAMP, "an end's sum at %#llx",
			    (unsigned long long)w.s[i].time);
	}
	TEST_ASSERT(w.s[2].tid != w.s[3].tid, "one sum each");
	off_cpu__delete(oc);
	evlist__delete(evlist);
	return TEST_OK;
}
