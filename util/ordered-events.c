// SPDX-License-Identifier: GPL-2.0
/*
 * The time-order queue of a session's walk (Linux perf's ordered events): records are queued
 * as they are read and delivered in time order up to the previous round's last timestamp at
 * each FINISHED_ROUND, and all at the end. See session-internal.h.
 */
#include <stdlib.h>
#include <string.h>

#include "hashmap.h"
#include "run-merge.h"
#include "session-internal.h"
#include "session.h"

/* The pipe buffers of n entries let go (delivered or dropped). */
static void oe_put_bufs(struct oe_entry *e, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (oe_entry__buf(&e[i]))
			session_buf__put(oe_entry__buf(&e[i]));
}

static u64 oe_entry__off(const struct ordered_events *oe, const struct oe_entry *e)
{
	uintptr_t v;

	if (!oe->want_off)
		return 0;
	v = (uintptr_t)hashmap__find(&oe->offs, (u64)(uintptr_t)e->event, NULL, NULL);
	return v ? v - 1 : 0;
}

struct ordered_events *ordered_events__new(bool want_off)
{
	struct ordered_events *oe = xzalloc(sizeof(*oe));

	oe->want_off = want_off;
	return oe;
}

void ordered_events__free(struct ordered_events *oe)
{
	if (!oe)
		return;
	oe_put_bufs(oe->q, oe->nr);
	free(oe->q);
	free(oe->tmp2);
	free(oe->runs);
	free(oe->prep);
	hashmap__exit(&oe->offs);
	free(oe);
}

/*
 * Stable sort of n queued records by time (they are in seq order, so ties keep seq order),
 * for a queue of more runs than the flush merges as they lie: merging the natural runs costs a
 * few passes where a comparison sort costs log2(n).
 */
static inline bool oe_before(const struct oe_entry *a, const struct oe_entry *b)
{
	return a->time < b->time;
}

DEFINE_RUN_MERGE(oe_sort, struct oe_entry, oe_before)

static struct oe_entry *oe_sort(struct ordered_events *oe, struct oe_entry *a, size_t n)
{
	size_t nr_runs;

	if (n < 2)
		return a;
	nr_runs = oe_sort_runs(a, n, NULL);
	if (nr_runs == 1)
		return a;
	if (oe->tmp2_alloc < oe->alloc) {
		oe->tmp2_alloc = oe->alloc;
		oe->tmp2 = xrealloc(oe->tmp2, oe->tmp2_alloc * sizeof(*oe->tmp2));
	}
	if (oe->runs_alloc < nr_runs + 1) {
		oe->runs_alloc = nr_runs + 1;
		oe->runs = xrealloc(oe->runs, oe->runs_alloc * sizeof(*oe->runs));
	}
	oe_sort_runs(a, n, oe->runs);
	return oe_sort_merge(a, oe->tmp2, oe->runs, nr_runs, n);
}

/* the most runs the flush merges as they lie; more are sorted into one first */
#define OE_MERGE_WAYS 16

/*
 * Delivering on this thread to a tool with prepare (perf report's call graphs): each record
 * is parsed OE_PREPARE places ahead of its delivery (in its run) and its sample given to the
 * tool's prepare, with the one half as far ahead, as the read-ahead thread's deliverer does:
 * the tool's memory reads of a sample start before its turn.
 */
#define OE_PREPARE 8
/*
 * A ring for each run merged (the runs' records interleave: one ring would have one run's
 * parses overwrite the other's), each > OE_PREPARE: a parse is kept until its turn.
 */
#define OE_PREP_RING 16

static struct oe_prep *oe_prep_slot(struct ordered_events *oe, size_t run, size_t pos)
{
	return &oe->prep[run * OE_PREP_RING + pos % OE_PREP_RING];
}

/* The record at pos (of run) parsed ahead, NULL when it was not. */
static struct oe_prep *oe_prep_find(struct ordered_events *oe, size_t run, size_t pos)
{
	struct oe_prep *p = oe_prep_slot(oe, run, pos);

	return p->event == oe->q[pos].event ? p : NULL;
}

static struct perf_sample *oe_prep_sample(struct oe_prep *p, const struct oe_entry *e)
{
	return p && e->event->header.type == PERF_RECORD_SAMPLE && !p->err && e->evsel ?
		       &p->sample :
		       NULL;
}

/*
 * The record at pos of run (whose due records end at end) delivered, the one OE_PREPARE
 * places after it parsed.
 */
static int oe_deliver_prepared(struct perf_session *s, struct perf_tool *tool, size_t run,
			       size_t pos, size_t end)
{
	struct ordered_events *oe = s->oe;
	struct oe_entry *e = &oe->q[pos];
	struct oe_prep *p;

	if (pos + OE_PREPARE < end) {
		struct oe_entry *far = &oe->q[pos + OE_PREPARE];

		p = oe_prep_slot(oe, run, pos + OE_PREPARE);
		p->event = far->event;
		p->err = session__parse_for_delivery(far->event, far->evsel, &p->sample);
		tool->prepare(tool, oe_prep_sample(p, far), far->evsel,
			      oe_prep_sample(oe_prep_find(oe, run, pos + OE_PREPARE / 2),
					     &oe->q[pos + OE_PREPARE / 2]));
	}
	p = oe_prep_find(oe, run, pos);
	if (!p)
		return session__deliver(s, tool, e->event, e->evsel, oe_entry__off(oe, e));
	p->event = NULL;
	return session__deliver_parsed(s, tool, e->event, e->evsel, oe_entry__off(oe, e),
				       &p->sample, p->err);
}

/*
 * Delivers queued records with time <= limit in time order; keeps the rest queued. A round
 * is a few ascending runs (one per CPU ring drained, and what the last flush kept of the
 * round before), so the due records are merged from the runs as they lie, the smallest head
 * first (an earlier run's on a tie: the order a stable sort gives): no second buffer of the
 * queue's size, which would be most of report's memory after the symbols. Each run's due
 * records are a prefix of it; the rest of the runs move to the front, to be merged with the
 * next round's.
 */
int ordered_events__flush(struct perf_session *s, struct perf_tool *tool, u64 limit)
{
	struct ordered_events *oe = s->oe;
	size_t head[OE_MERGE_WAYS], due_end[OE_MERGE_WAYS], *runs;
	u64 ht[OE_MERGE_WAYS]; /* the time at each run's head, -1 when it has no due record */
	size_t nr_runs, out = 0;
	int err = 0;

	if (!oe->nr)
		return 0;
	if (tool->prepare && !s->ahead) {
		if (!oe->prep)
			oe->prep = xcalloc(OE_MERGE_WAYS * OE_PREP_RING, sizeof(*oe->prep));
		for (size_t i = 0; i < OE_MERGE_WAYS * OE_PREP_RING; i++)
			oe->prep[i].event = NULL;
	}
	nr_runs = oe_sort_runs(oe->q, oe->nr, NULL);
	if (nr_runs > OE_MERGE_WAYS) {
		struct oe_entry *sorted = oe_sort(oe, oe->q, oe->nr);

		if (sorted != oe->q) { /* they trade places */
			oe->tmp2 = oe->q;
			oe->q = sorted;
		}
		nr_runs = 1;
	}
	if (oe->runs_alloc < nr_runs + 1) {
		oe->runs_alloc = nr_runs + 1;
		oe->runs = xrealloc(oe->runs, oe->runs_alloc * sizeof(*oe->runs));
	}
	runs = oe->runs;
	runs[0] = 0;
	runs[nr_runs] = oe->nr;
	if (nr_runs > 1)
		oe_sort_runs(oe->q, oe->nr, runs);
	for (size_t r = 0; r < nr_runs; r++) {
		size_t lo = runs[r], hi = runs[r + 1];

		while (lo < hi) { /* the first record of the run after limit */
			size_t mid = lo + (hi - lo) / 2;

			if (oe->q[mid].time <= limit)
				lo = mid + 1;
			else
				hi = mid;
		}
		head[r] = runs[r];
		due_end[r] = lo;
	}
	/* (no queued record has time -1: session__process_one delivers those) */
	for (size_t r = 0; r < nr_runs; r++)
		ht[r] = head[r] < due_end[r] ? oe->q[head[r]].time : (u64)-1;
	while (!err) {
		size_t best = 0;
		u64 bound = (u64)-1; /* the smallest head of the other runs */

		for (size_t r = 1; r < nr_runs; r++) {
			if (ht[r] < ht[best]) {
				bound = ht[best];
				best = r;
			} else if (ht[r] < bound) {
				bound = ht[r];
			}
		}
		if (ht[best] == (u64)-1)
			break;
		/* from this run while it stays ahead (a tie goes back to the scan: lowest run) */
		do {
			struct oe_entry *e = &oe->q[head[best]++];

			ht[best] = head[best] < due_end[best] ? e[1].time : (u64)-1;
			/* the records come in time order, not file order: fetch ahead of delivering */
			if (head[best] + 8 < due_end[best])
				__builtin_prefetch(e[8].event);
			oe->last_flush = e->time;
			if (s->ahead) { /* the queue's reference of the buffer goes with it */
				err = read_ahead__push(s->ahead, e->event, e->evsel,
						       oe_entry__buf(e));
			} else if (tool->prepare) {
				err = oe_deliver_prepared(s, tool, best, head[best] - 1,
							  due_end[best]);
				oe_put_bufs(e, 1);
			} else {
				err = session__deliver(s, tool, e->event, e->evsel,
						       oe_entry__off(oe, e));
				oe_put_bufs(e, 1);
			}
		} while (!err && ht[best] < bound);
	}
	/* after an error, the undelivered ones let go of their buffers too */
	for (size_t r = 0; err && r < nr_runs; r++)
		oe_put_bufs(&oe->q[head[r]], due_end[r] - head[r]);
	/* the rest of each run moves to the front, in order */
	for (size_t r = 0; r < nr_runs; r++) {
		size_t n = runs[r + 1] - due_end[r];

		memmove(oe->q + out, oe->q + due_end[r], n * sizeof(*oe->q));
		out += n;
	}
	oe->nr = out;
	if (!oe->nr && oe->offs.nr)
		hashmap__exit(&oe->offs);
	/* (a record in a pipe buffer holds no decompression buffer) */
	oe->live_seq = oe->seq;
	for (size_t i = 0; i < oe->nr; i++)
		if ((oe->q[i].keep & 1) && (oe->q[i].keep >> 1) < oe->live_seq)
			oe->live_seq = oe->q[i].keep >> 1;
	return err;
}

void ordered_events__drop(struct ordered_events *oe)
{
	oe_put_bufs(oe->q, oe->nr);
	oe->nr = 0;
}
