// SPDX-License-Identifier: GPL-2.0
/*
 * The stack table the exports share (util/export-profile.c) on fixtures recorded by Linux
 * perf: what it counts must be what the file holds, read apart from it by the session alone
 * (samples, periods, per event), each sample's path in the trie must be the sample's call
 * chain, and each location, call path and entry must be interned once.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "tests/tests.h"
#include "util/callchain.h"
#include "util/dso.h"
#include "util/symbol.h"
#include "util/event.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/export.h"
#include "util/session.h"
#include "util/thread.h"

/* What the file says of one sample, read by the session without a machine. */
struct raw_sample {
	u64 time, period;
	u32 pid, tid, cpu;
	int evsel;
	u64 ips[128]; /* the chain's addresses without its context marks, else the ip */
	u32 nr_ips;
};

struct raw {
	struct perf_tool tool;
	struct raw_sample *s;
	size_t nr, alloc;
	u64 samples[4], period[4]; /* by evsel idx */
	bool too_deep;
};

static int raw_sample(struct perf_tool *tool, union perf_event *ev, struct perf_sample *sample,
		      struct evsel *evsel)
{
	struct raw *r = container_of(tool, struct raw, tool);
	struct raw_sample *s;
	int idx = evsel ? evsel->idx : 0;

	(void)ev;
	r->s = grow_array(r->s, &r->alloc, r->nr + 1, sizeof(*r->s));
	s = &r->s[r->nr++];
	s->time = sample->time;
	/* Linux perf counts a sample without a period as 1 */
	s->period = sample->period ? sample->period : 1;
	s->pid = sample->pid;
	s->tid = sample->tid;
	s->cpu = sample->cpu;
	s->evsel = idx;
	s->nr_ips = 0;
	for (u64 i = 0; sample->callchain && i < sample->callchain->nr; i++) {
		u64 ip = sample->callchain->ips[i];

		if (ip >= PERF_CONTEXT_MAX)
			continue;
		if (s->nr_ips == ARRAY_SIZE(s->ips)) {
			r->too_deep = true;
			break;
		}
		s->ips[s->nr_ips++] = ip;
	}
	if (!s->nr_ips)
		s->ips[s->nr_ips++] = sample->ip;
	if (idx >= 0 && idx < 4) {
		r->samples[idx]++;
		r->period[idx] += s->period;
	}
	return 0;
}

static int read_raw(struct test_ctx *t, const char *path, struct raw *r)
{
	struct perf_session *s;

	memset(r, 0, sizeof(*r));
	r->tool.sample = raw_sample;
	TEST_ASSERT(perf_session__open(path, &s) == 0, "%s: not opened", path);
	TEST_ASSERT(perf_session__process_events(s, &r->tool) == 0, "%s: not read", path);
	perf_session__delete(s);
	TEST_ASSERT(r->nr > 100 && !r->too_deep, "%s: %zu samples", path, r->nr);
	return TEST_OK;
}

static int cmp_u64x3(const void *a, const void *b)
{
	const u64 *x = a, *y = b;

	for (int i = 0; i < 3; i++)
		if (x[i] != y[i])
			return x[i] < y[i] ? -1 : 1;
	return 0;
}

/* Whether the n keys of 3 u64 each (sorted in place) are all different. */
static bool all_distinct(u64 (*keys)[3], size_t n)
{
	qsort(keys, n, sizeof(*keys), cmp_u64x3);
	for (size_t i = 1; i < n; i++)
		if (!cmp_u64x3(keys[i - 1], keys[i]))
			return false;
	return true;
}

/* Every frame, node and entry of p once: no two with the same contents. */
static int check_interned(struct test_ctx *t, const struct export_profile *p)
{
	size_t n = p->nr_frames;
	u64(*keys)[3];

	if (p->nr_nodes > n)
		n = p->nr_nodes;
	if (p->nr_entries > n)
		n = p->nr_entries;
	keys = xcalloc(n + 1, sizeof(*keys));
	/* a location: its object and address in it, or the address alone without an object */
	for (u32 i = 0; i < p->nr_frames; i++) {
		const struct export_frame *f = &p->frames[i];

		keys[i][0] = (u64)(uintptr_t)f->dso;
		keys[i][1] = f->dso ? f->addr : f->ip;
		keys[i][2] = (u8)f->level;
	}
	TEST_ASSERT(all_distinct(keys, p->nr_frames), "a location interned twice");
	/* a call path: its parent and its frame; one deeper than its parent */
	for (u32 i = 0; i < p->nr_nodes; i++) {
		const struct export_node *nd = &p->nodes[i];

		TEST_ASSERT(nd->frame < p->nr_frames, "node %u: frame %u", i, nd->frame);
		TEST_ASSERT(nd->parent == EXPORT_NO_NODE ?
				    nd->depth == 1 :
				    nd->parent < i && nd->depth == p->nodes[nd->parent].depth + 1,
			    "node %u: parent %u, depth %u", i, nd->parent, nd->depth);
		keys[i][0] = nd->parent;
		keys[i][1] = nd->frame;
		keys[i][2] = 0;
	}
	TEST_ASSERT(all_distinct(keys, p->nr_nodes), "a call path interned twice");
	for (u32 i = 0; i < p->nr_entries; i++) {
		keys[i][0] = p->entries[i].thread;
		keys[i][1] = p->entries[i].leaf;
		keys[i][2] = p->entries[i].cpu;
	}
	TEST_ASSERT(all_distinct(keys, p->nr_entries), "an entry made twice");
	free(keys);
	return TEST_OK;
}

/* The profile's counts are the file's: in total, per event, per thread, over the entries. */
static int check_counts(struct test_ctx *t, const struct export_profile *p, const struct raw *r)
{
	u64 total_period = 0, entry_samples = 0, entry_period = 0, thread_samples = 0;

	for (size_t i = 0; i < r->nr; i++)
		total_period += r->s[i].period;
	TEST_ASSERT(p->total_samples == r->nr && p->total_period == total_period,
		    "%llu samples, period %llu; the file has %zu, %llu",
		    (unsigned long long)p->total_samples, (unsigned long long)p->total_period,
		    r->nr, (unsigned long long)total_period);
	for (int e = 0; e < p->nr_events && e < 4; e++) {
		u64 samples = 0, period = 0;

		TEST_ASSERT(p->events[e].nr_samples == r->samples[e] &&
				    p->events[e].period == r->period[e],
			    "event %d: %llu samples, period %llu; the file has %llu, %llu", e,
			    (unsigned long long)p->events[e].nr_samples,
			    (unsigned long long)p->events[e].period,
			    (unsigned long long)r->samples[e], (unsigned long long)r->period[e]);
		for (u32 i = 0; i < p->nr_entries; i++) {
			samples += export_profile__counts(p, i)[2 * e];
			period += export_profile__counts(p, i)[2 * e + 1];
		}
		TEST_ASSERT(samples == r->samples[e] && period == r->period[e],
			    "event %d: the entries count %llu samples, period %llu", e,
			    (unsigned long long)samples, (unsigned long long)period);
		entry_samples += samples;
		entry_period += period;
	}
	for (u32 i = 0; i < p->nr_threads; i++)
		thread_samples += p->threads[i].nr_samples;
	TEST_ASSERT(entry_samples == r->nr && entry_period == total_period &&
			    thread_samples == r->nr,
		    "%llu samples over the entries, %llu over the threads",
		    (unsigned long long)entry_samples, (unsigned long long)thread_samples);
	return TEST_OK;
}

/* Each kept sample is the file's, its path from leaf to root the sample's chain. */
static int check_paths(struct test_ctx *t, const struct export_profile *p, const struct raw *r)
{
	TEST_ASSERT(p->nr_samples == r->nr, "%zu samples kept, the file has %zu", p->nr_samples,
		    r->nr);
	for (size_t i = 0; i < r->nr; i++) {
		const struct export_sample *es = &p->samples[i];
		const struct raw_sample *rs = &r->s[i];
		const struct export_thread *th = &p->threads[es->thread];
		u32 node = es->leaf, depth = 0;

		TEST_ASSERT(es->time == rs->time && es->cpu == rs->cpu &&
				    es->evsel == (u32)rs->evsel && es->period == rs->period &&
				    th->pid == (int)rs->pid && th->tid == (int)rs->tid,
			    "sample %zu: time %llu cpu %u, the file's %llu cpu %u", i,
			    (unsigned long long)es->time, es->cpu, (unsigned long long)rs->time,
			    rs->cpu);
		for (; node != EXPORT_NO_NODE; node = p->nodes[node].parent, depth++) {
			const struct export_frame *f = &p->frames[p->nodes[node].frame];

			TEST_ASSERT(depth < rs->nr_ips && f->ip == rs->ips[depth],
				    "sample %zu: frame %u at %#llx, the chain has %#llx", i, depth,
				    (unsigned long long)f->ip,
				    depth < rs->nr_ips ? (unsigned long long)rs->ips[depth] : 0ULL);
		}
		TEST_ASSERT(depth == rs->nr_ips && p->nodes[es->leaf].depth == depth,
			    "sample %zu: a path of %u frames, the chain has %u", i, depth,
			    rs->nr_ips);
	}
	return TEST_OK;
}

/* export_profile__sorted_entries: every entry once, by (thread, leaf, cpu) */
static int check_sorted(struct test_ctx *t, const struct export_profile *p)
{
	u32 *order = export_profile__sorted_entries(p);
	bool *seen = xcalloc(p->nr_entries + 1, sizeof(*seen));

	for (u32 i = 0; i < p->nr_entries; i++) {
		const struct export_entry *e = &p->entries[order[i]];
		const struct export_entry *prev = i ? &p->entries[order[i - 1]] : NULL;

		TEST_ASSERT(order[i] < p->nr_entries && !seen[order[i]], "entry %u twice",
			    order[i]);
		seen[order[i]] = true;
		TEST_ASSERT(!prev || prev->thread < e->thread ||
				    (prev->thread == e->thread &&
				     (prev->leaf < e->leaf ||
				      (prev->leaf == e->leaf && prev->cpu < e->cpu))),
			    "sorted entries %u and %u out of order", i - 1, i);
	}
	free(seen);
	free(order);
	return 0;
}

static int check_fixture(struct test_ctx *t, const char *name, int nr_events)
{
	struct export_opts opts = { .keep_samples = true };
	char *path = xasprintf("%s/data/%s", tests_dir(), name);
	struct export_profile *p;
	struct raw r;
	int ret = read_raw(t, path, &r);

	if (ret)
		return ret;
	TEST_ASSERT(export_profile__read(path, &opts, &p) == 0, "%s: not read", name);
	free(path);
	/* the evsels and a slot past them */
	TEST_ASSERT(p->nr_events == nr_events + 1 && p->events[0].name, "%s: %d events", name,
		    p->nr_events);
	ret = check_counts(t, p, &r)	    ?:
		      check_paths(t, p, &r) ?:
		      check_interned(t, p)  ?:
					      check_sorted(t, p);
	if (!ret)
		/* fewer locations than frames sampled: they repeat, and are shared */
		TEST_ASSERT(p->nr_nodes < p->total_samples && p->nr_frames <= p->nr_nodes,
			    "%s: %u frames, %u nodes for %llu samples", name, p->nr_frames,
			    p->nr_nodes, (unsigned long long)p->total_samples);
	export_profile__delete(p);
	free(r.s);
	return ret;
}

DEFINE_TEST(
	test__export_profile_chains,
	"export-profile: two events with call chains: counts, periods and paths are the file's, each interned once")
{
	return check_fixture(t, "perf-burn-2ev-g.data", 2);
}

DEFINE_TEST(
	test__export_profile_plain,
	"export-profile: samples without call chains: one frame each, counts and periods the file's")
{
	return check_fixture(t, "perf-burn.data", 1) ?:
						       check_fixture(t, "perf-burn-swapped.data", 1);
}

/*
 * The sample cache (a sample like one counted before is counted in its entry without its
 * frames) makes the same table as resolving every sample (PERF_REPORT_PLAIN): the same
 * frames, paths, entries, counts and kept samples, in the same order. Fixtures with call
 * chains, without, and a system-wide one (tasks that fork and exec: maps change).
 */
DEFINE_TEST(test__export_profile_cache,
	    "export-profile: the sample cache makes the table resolving every sample makes")
{
	/* (system-g.data's 94 samples all differ: nothing to find there) */
	static const char *const names[] = { "perf-burn-2ev-g.data", "cpu-g.data", "perf-burn.data",
					     "perf-burn-2ev-g-swapped.data", "system-g.data" };
	struct export_opts opts = { .keep_samples = true };

	for (size_t i = 0; i < ARRAY_SIZE(names); i++) {
		char *path = xasprintf("%s/data/%s", tests_dir(), names[i]);
		struct export_profile *p[2];
		int ret = TEST_OK;

		for (int run = 0; run < 3; run++) {
			int plain = run == 1;

			if (run ==
			    2) { /* again with a hash of two bits: the keys' comparison decides */
				export_profile__delete(p[0]);
				export_profile__hash_mask = 3;
			}
			if (plain)
				setenv("PERF_REPORT_PLAIN", "1", 1);
			ret = export_profile__read(path, &opts, &p[plain]);
			unsetenv("PERF_REPORT_PLAIN");
			export_profile__hash_mask = ~0u;
			TEST_ASSERT(ret == 0, "%s: not read", names[i]);
		}
		free(path);
		TEST_ASSERT((i == ARRAY_SIZE(names) - 1 ||
			     p[0]->nr_cache_hits > p[0]->total_samples / 4) &&
				    !p[1]->nr_cache_hits,
			    "%s: the cache counted %llu of %llu samples", names[i],
			    (unsigned long long)p[0]->nr_cache_hits,
			    (unsigned long long)p[0]->total_samples);
		TEST_ASSERT(p[0]->nr_frames == p[1]->nr_frames &&
				    p[0]->nr_nodes == p[1]->nr_nodes &&
				    p[0]->nr_entries == p[1]->nr_entries &&
				    p[0]->nr_threads == p[1]->nr_threads &&
				    p[0]->nr_samples == p[1]->nr_samples,
			    "%s: %u frames, %u nodes, %u entries; resolving each: %u, %u, %u",
			    names[i], p[0]->nr_frames, p[0]->nr_nodes, p[0]->nr_entries,
			    p[1]->nr_frames, p[1]->nr_nodes, p[1]->nr_entries);
		for (u32 f = 0; f < p[0]->nr_frames; f++) {
			const struct export_frame *a = &p[0]->frames[f], *b = &p[1]->frames[f];

			/* (the DSOs and symbols are each session's own: compared by name) */
			TEST_ASSERT(a->ip == b->ip && a->addr == b->addr && a->level == b->level &&
					    !a->dso == !b->dso && !a->sym == !b->sym &&
					    (!a->dso ||
					     !strcmp(a->dso->long_name, b->dso->long_name)) &&
					    (!a->sym || !strcmp(a->sym->name, b->sym->name)),
				    "%s: frame %u differs", names[i], f);
		}
		TEST_ASSERT(!memcmp(p[0]->nodes, p[1]->nodes,
				    p[0]->nr_nodes * sizeof(*p[0]->nodes)),
			    "%s: the paths differ", names[i]);
		TEST_ASSERT(!memcmp(p[0]->entries, p[1]->entries,
				    p[0]->nr_entries * sizeof(*p[0]->entries)) &&
				    !memcmp(p[0]->counts, p[1]->counts,
					    p[0]->nr_entries * 2 * (size_t)p[0]->nr_events *
						    sizeof(u64)),
			    "%s: the entries or their counts differ", names[i]);
		TEST_ASSERT(!memcmp(p[0]->samples, p[1]->samples,
				    p[0]->nr_samples * sizeof(*p[0]->samples)),
			    "%s: the kept samples differ", names[i]);
		for (u32 th = 0; th < p[0]->nr_threads; th++)
			TEST_ASSERT(p[0]->threads[th].tid == p[1]->threads[th].tid &&
					    p[0]->threads[th].nr_samples ==
						    p[1]->threads[th].nr_samples &&
					    p[0]->threads[th].period == p[1]->threads[th].period &&
					    !strcmp(p[0]->threads[th].comm, p[1]->threads[th].comm),
				    "%s: thread %u differs", names[i], th);
		export_profile__delete(p[0]);
		export_profile__delete(p[1]);
	}
	return TEST_OK;
}

static u64 out_rnd(u64 *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

/* What o wrote into fp equals what stdio wrote into fp2 (their memstreams' buffers). */
static int out_same(struct test_ctx *t, struct outbuf *o, FILE *fp, FILE *fp2, char **got,
		    size_t *len, char **want, size_t *want_len, const char *what)
{
	outbuf__flush(o);
	fflush(fp);
	fflush(fp2);
	TEST_ASSERT(*len == *want_len && !memcmp(*got, *want, *len), "%s: %zu bytes, not %zu", what,
		    *len, *want_len);
	return 0;
}

/* The writers' buffer against stdio, written where it is (behind: by a thread of its own). */
static int out_check(struct test_ctx *t, bool behind)
{
	static const u64 fixed[] = { 0,
				     1,
				     9,
				     10,
				     99,
				     100,
				     999999,
				     1000000,
				     1000001,
				     0xffffffff81597bf6ULL,
				     4000000000000000ULL - 1,
				     4000000000000000ULL,
				     1ULL << 53,
				     ~0ULL };
	static const char *const strs[] = { "",
					    "a",
					    "x\"y",
					    "back\\slash",
					    "tab\there",
					    "\x01\x1f\x7f end",
					    "[kernel.kallsyms]",
					    "\"" };
	char *buf = NULL, *want = NULL, *big = xmalloc(200001);
	size_t len = 0, want_len = 0;
	FILE *fp = open_memstream(&buf, &len), *fp2 = open_memstream(&want, &want_len);
	struct outbuf *o = export_out__new(fp);
	u64 r = 0x2545f4914f6cdd1dULL;
	int ret;

	TEST_ASSERT(fp && fp2, "open_memstream");
	if (behind) {
		perf_jobs = 2; /* (the thread is had with two CPUs or more) */
		outbuf__write_behind(o);
		perf_jobs = 0;
		TEST_ASSERT(o->behind, "no writing thread");
	}
	for (size_t i = 0; i < ARRAY_SIZE(fixed) + 200000; i++) {
		u64 v = i < ARRAY_SIZE(fixed) ? fixed[i] : out_rnd(&r) >> (out_rnd(&r) % 64);

		outbuf__u64(o, v);
		outbuf__putc(o, ' ');
		outbuf__s64(o, (s64)v);
		outbuf__putc(o, ' ');
		outbuf__commit(o, outbuf_fmt_hex(outbuf__reserve(o, 16), v));
		outbuf__putc(o, ' ');
		/* the Firefox times: ns since the first sample, as ms */
		export_ms(o, v);
		outbuf__putc(o, '\n');
		fprintf(fp2, "%llu %lld %llx %.6f\n", (unsigned long long)v, (long long)v,
			(unsigned long long)v, (double)v / 1e6);
	}
	ret = out_same(t, o, fp, fp2, &buf, &len, &want, &want_len, "numbers");
	for (size_t i = 0; !ret && i < ARRAY_SIZE(strs); i++) {
		export_json_str(o, strs[i]);
		json_put_str(fp2, strs[i]);
	}
	/* longer than the buffer, escapes across its end */
	for (size_t i = 0; i < 200000; i++)
		big[i] = i % 7 == 0 ? '"' : 'a' + i % 26;
	big[200000] = '\0';
	export_json_str(o, big);
	json_put_str(fp2, big);
	outbuf__put(o, big, 200000);
	fwrite(big, 1, 200000, fp2);
	if (!ret)
		ret = out_same(t, o, fp, fp2, &buf, &len, &want, &want_len, "strings");
	TEST_ASSERT(export_out__delete(o) == 0, "the stream has an error");
	fclose(fp);
	fclose(fp2);
	free(buf);
	free(want);
	free(big);
	return ret;
}

DEFINE_TEST(
	test__export_out,
	"export-profile: the writers' buffer formats numbers, ms and JSON strings as printf and json_put_str")
{
	return out_check(t, false);
}

DEFINE_TEST(test__export_out_behind,
	    "export-profile: the writers' buffer written by a thread of its own: the same bytes, "
	    "the output's error")
{
	FILE *full = fopen("/dev/full", "w");
	int ret = out_check(t, true);

	if (ret || !full) {
		if (full)
			fclose(full);
		return ret;
	}
	/* a full device: its error (ENOSPC) is the buffer's, told when it is written out */
	{
		struct outbuf *o = export_out__new(full);
		int err;

		perf_jobs = 2;
		outbuf__write_behind(o);
		perf_jobs = 0;
		for (int i = 0; i < 1000000; i++)
			outbuf__puts(o, "more than a buffer of text for a full device\n");
		outbuf__flush(o);
		TEST_ASSERT(o->err == -ENOSPC, "the buffer's error is %d, not -ENOSPC", o->err);
		err = export_out__delete(o);
		fclose(full);
		TEST_ASSERT(err == -ENOSPC, "export_out__delete says %d, not -ENOSPC", err);
	}
	return TEST_OK;
}
