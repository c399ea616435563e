// SPDX-License-Identifier: GPL-2.0
/*
 * perf report: read a perf.data file, replay its tasks and maps, resolve every sample to
 * thread, DSO and symbol, aggregate them by the sort keys and print Linux perf's --stdio
 * report (or the header, the record counts, or a raw dump).
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "builtin.h"
#include "util/build-id.h"
#include "util/callchain.h"
#include "util/debug.h"
#include "util/dso.h"
#include "util/event.h"
#include "util/evlist.h"
#include "util/filter-list.h"
#include "util/evsel.h"
#include "util/header.h"
#include "util/hist.h"
#include "util/kallsyms.h"
#include "util/machine.h"
#include "util/map.h"
#include "util/parse-options.h"
#include "util/report-header.h"
#include "util/session.h"
#include "util/sort.h"
#include "util/symbol.h"
#include "util/thread.h"
#include "util/trace-event.h"
#include "util/util.h"

struct report {
	const char *input;
	const char *sort_order;
	const char *fields;
	const char *dso_list, *comm_list, *sym_list, *pid_list, *tid_list, *cpu_list;
	const char *parent_pattern;
	const char *callchain_arg;
	bool callchain_set; /* -g given */
	int children;	    /* -1: default (on when the file has callchains) */
	bool show_nr_samples, show_period;
	bool header, header_only, stat, dump_raw;
	bool stdio, tui; /* accepted; output is always stdio */
	bool ignore_vmlinux;
	double percent_limit;
	/* run state */
	struct perf_session *session;
	struct machine *machine;
	struct sort_config sort;
	struct callchain_param cc;
	bool use_callchain;
	bool need_callchain_walk; /* children or parent key */
	struct callchain_cursor cursor;
	struct hist_entry **he_cache; /* children mode: entries already counted for this sample */
	size_t he_cache_alloc;
	/*
	 * Call graphs aggregated by (entry, chain) and built at the end (defer_chains): the
	 * records in first-seen order, a hash of them, and each record's children entries.
	 */
	bool defer_chains;
	bool sample_cache; /* samples short-cut by raw_key (sample_raw) */
	/*
	 * Kernel samples wait here while the kernel's symbols are being read (kallsyms
	 * prefetch), so the others go on meanwhile; entries are numbered by sample, so the
	 * parked ones make theirs with the numbers they would have had.
	 */
	bool park_kernel;
	u64 nr_seen; /* samples numbered so far */
	struct parked_sample *parked;
	size_t nr_parked, alloc_parked;
	struct chain_rec *recs;
	size_t nr_recs, alloc_recs;
	u32 *rec_hash; /* record index + 1; 0: empty */
	size_t rec_hash_size;
	struct cum_ref *cums;
	size_t nr_cums, alloc_cums;
	/*
	 * Samples repeat the same raw chains: (entry, maps, raw ips) -> record, so a repeat
	 * skips resolving and interning its frames. Valid while no maps change
	 * (maps__generation); emptied when one does.
	 */
	struct raw_slot *raw_hash;
	size_t raw_hash_size, raw_nr;
	u64 raw_gen;
	char **raw_chunks; /* raw_recs live here */
	size_t nr_raw_chunks, alloc_raw_chunks, raw_chunk, raw_chunk_used;
	/* filters, as sorted arrays / sets */
	struct str_list dsos, comms, syms;
	struct int_list pids, tids;
	struct cpu_filter cpus;
	u64 *evsel_samples; /* per evsel idx, for --stat */
	struct trace_event *tevent;
	char *trace_buf;
	size_t trace_buf_len;
};

/*
 * The samples of one entry (self) with one chain (path). The entries its chain adds to in
 * children mode follow from the two, so they are looked up once per record, not per sample.
 */
struct chain_rec {
	struct hist_entry *self;
	struct callchain_path *path;
	u64 period;
	u32 count;
	u32 nr_cum;
	size_t cum; /* its first entry in report.cums */
};

/*
 * A sample as the file gives it (task, comm, address, raw chain), with what it resolved to:
 * its entry and record. Counts the repeats since it was made, added to both when dropped.
 */
struct raw_rec {
	u64 hash;
	const struct hists *hists;
	const struct thread *thread;
	const char *comm;
	const struct maps *maps;
	u64 ip;
	struct hist_entry *self;
	u64 period;
	u64 count;
	u32 rec; /* its chain_rec, or NO_REC */
	u32 nr;
	int cpu;
	u8 cpumode;
	u64 ips[];
};

/* A kernel sample waiting for the kernel's symbols: its entry template but the symbol. */
struct parked_sample {
	struct hists *hists;
	struct thread *thread;
	const char *comm;
	struct map *map;
	const char *trace;
	u64 addr;
	u64 period;
	u64 seq;
	int cpu;
	char level;
};

/* raw_hash's slots: the hash beside the pointer, so a probe reads no record */
struct raw_slot {
	u64 hash;
	struct raw_rec *rr;
};

/* A children-mode entry a chain adds to, from frame `from` of the chain on. */
struct cum_ref {
	struct hist_entry *he;
	u32 from;
};

struct evsel_hists {
	struct hists hists;
};

static struct hists *evsel__hists(struct evsel *evsel)
{
	return &((struct evsel_hists *)evsel->priv)->hists;
}

/* --- filters --- */

/* --- samples --- */

static const char *parent_of(struct report *rep)
{
	/* the first caller (from the sampled function outwards) whose name matches --parent */
	struct callchain_cursor *c = &rep->cursor;

	for (u32 i = 0; i < c->nr; i++) {
		u32 k = rep->cc.order == ORDER_CALLER ? c->nr - 1 - i : i;

		if (c->frames[k].sym && sort__is_parent(c->frames[k].sym->name))
			return c->frames[k].sym->name;
	}
	return NULL;
}

static void fill_from_frame(struct hist_entry *tmpl, const struct callchain_frame *f)
{
	tmpl->map = f->map;
	tmpl->dso = f->map ? f->map->dso : NULL;
	tmpl->sym = f->sym;
	/* Linux perf shows unresolved callers by their absolute address */
	tmpl->ip = f->ip;
	if (f->map)
		tmpl->level = f->level;
	tmpl->srcline = NULL;
}

static const char *srcline_of(struct report *rep, struct dso *dso, u64 addr)
{
	const char *s;

	if (!dso)
		return NULL;
	s = dso__srcline_str(dso, addr);
	return s ? machine__intern(rep->machine, s) : NULL;
}

static const char *trace_of(struct report *rep, struct evsel *evsel,
			    const struct perf_sample *sample)
{
	int n;

	if (!rep->tevent || evsel->attr.type != PERF_TYPE_TRACEPOINT)
		return NULL;
	n = trace_event__format(rep->tevent, evsel->attr.config, sample->raw_data,
				sample->raw_size, &rep->trace_buf, &rep->trace_buf_len);
	if (n < 0)
		return NULL;
	return machine__intern(rep->machine, rep->trace_buf);
}

static void add_cumulative(struct report *rep, struct hists *hists, struct hist_entry *self,
			   struct hist_entry *tmpl, u64 period)
{
	struct callchain_cursor *c = &rep->cursor;
	u32 nr_cached = 0;

	rep->he_cache = grow_array(rep->he_cache, &rep->he_cache_alloc, c->nr + 2,
				   sizeof(*rep->he_cache));
	rep->he_cache[nr_cached++] = self;
	for (u32 i = 0; i < c->nr; i++) {
		struct hist_entry *he;
		bool dup = false;

		fill_from_frame(tmpl, &c->frames[i]);
		if (sort_config__has(&rep->sort, SORT_SRCLINE))
			tmpl->srcline = srcline_of(rep, tmpl->dso,
						   tmpl->map ? map__map_ip(tmpl->map, tmpl->ip) : 0);
		/* a function that recurses counts once per sample */
		for (u32 k = 0; k < nr_cached; k++)
			if (sort__equal(&rep->sort, rep->he_cache[k], tmpl)) {
				dup = true;
				break;
			}
		if (dup)
			continue;
		he = hists__add_entry(hists, tmpl, period, false);
		rep->he_cache[nr_cached++] = he;
		if (he->callchain) {
			callchain_root__append(he->callchain, &c->frames[i], c->nr - i, period,
					       rep->cc.key);
			if (c->nr - i > he->max_depth)
				he->max_depth = c->nr - i;
		}
	}
}

/*
 * add_cumulative for a record's first sample: the same entries made in the same order,
 * remembered in rep->cums; their periods are added by finish_chains, their call graphs
 * built by replay_chains.
 */
static void collect_cumulative(struct report *rep, struct hists *hists, struct hist_entry *self,
			       struct hist_entry *tmpl)
{
	struct callchain_cursor *c = &rep->cursor;
	u32 nr_cached = 0;

	rep->he_cache = grow_array(rep->he_cache, &rep->he_cache_alloc, c->nr + 2,
				   sizeof(*rep->he_cache));
	rep->he_cache[nr_cached++] = self;
	for (u32 i = 0; i < c->nr; i++) {
		struct hist_entry *he;
		bool dup = false;

		fill_from_frame(tmpl, &c->frames[i]);
		for (u32 k = 0; k < nr_cached; k++)
			if (sort__equal(&rep->sort, rep->he_cache[k], tmpl)) {
				dup = true;
				break;
			}
		if (dup)
			continue;
		he = hists__findnew_entry(hists, tmpl);
		rep->he_cache[nr_cached++] = he;
		rep->cums = grow_array(rep->cums, &rep->alloc_cums, rep->nr_cums + 1,
				       sizeof(*rep->cums));
		rep->cums[rep->nr_cums].he = he;
		rep->cums[rep->nr_cums].from = i;
		rep->nr_cums++;
		if (he->callchain && c->nr - i > he->max_depth)
			he->max_depth = c->nr - i;
	}
}

static inline size_t rec_slot(const struct report *rep, const struct hist_entry *he,
			      const struct callchain_path *path)
{
	u64 h = (u64)(uintptr_t)he * 0x9e3779b97f4a7c15ULL ^
		(u64)(uintptr_t)path * 0xff51afd7ed558ccdULL;

	return (h ^ (h >> 31)) & (rep->rec_hash_size - 1);
}

static void rec_hash_grow(struct report *rep)
{
	free(rep->rec_hash);
	rep->rec_hash_size = rep->rec_hash_size ? rep->rec_hash_size * 2 : 1 << 12;
	rep->rec_hash = xcalloc(rep->rec_hash_size, sizeof(*rep->rec_hash));
	for (size_t r = 0; r < rep->nr_recs; r++) {
		size_t i = rec_slot(rep, rep->recs[r].self, rep->recs[r].path);

		while (rep->rec_hash[i])
			i = (i + 1) & (rep->rec_hash_size - 1);
		rep->rec_hash[i] = (u32)r + 1;
	}
}

/*
 * A sample's call-graph part with defer_chains: its chain interned, then its record found or
 * made. Only a record's first sample looks up the children entries; later ones add their
 * period to the remembered entries, as hists__add_entry(..., false) would.
 */
/*
 * The index of the record of entry he with the chain resolved in rep->cursor (made if new);
 * the caller counts the sample in it.
 */
static u32 record_chain(struct report *rep, struct hists *hists, struct hist_entry *he,
			struct hist_entry *tmpl)
{
	struct callchain_cursor *c = &rep->cursor;
	struct callchain_path *path = callchain_path__intern(c->frames, c->nr, rep->cc.key);
	struct chain_rec *r;
	size_t i;

	if ((rep->nr_recs + 1) * 2 > rep->rec_hash_size)
		rec_hash_grow(rep);
	for (i = rec_slot(rep, he, path); rep->rec_hash[i];
	     i = (i + 1) & (rep->rec_hash_size - 1)) {
		r = &rep->recs[rep->rec_hash[i] - 1];
		if (r->self == he && r->path == path)
			return rep->rec_hash[i] - 1;
	}
	rep->recs = grow_array(rep->recs, &rep->alloc_recs, rep->nr_recs + 1, sizeof(*rep->recs));
	rep->rec_hash[i] = (u32)rep->nr_recs + 1;
	r = &rep->recs[rep->nr_recs++];
	r->self = he;
	r->path = path;
	r->period = 0;
	r->count = 0;
	r->cum = rep->nr_cums;
	if (he->callchain && c->nr > he->max_depth)
		he->max_depth = c->nr;
	if (rep->sort.children)
		collect_cumulative(rep, hists, he, tmpl);
	r->nr_cum = (u32)(rep->nr_cums - r->cum);
	return (u32)(rep->nr_recs - 1);
}

static void count_chain(struct report *rep, u32 rec, u64 period)
{
	rep->recs[rec].period += period;
	rep->recs[rec].count++;
}

#define RAW_CHUNK (256 * 1024)
#define NO_REC ((u32)-1)

/* Moves the raw records' counts to their entries and records, and forgets them. */
static void raw_reset(struct report *rep)
{
	for (size_t i = 0; i < rep->raw_hash_size; i++) {
		struct raw_rec *rr = rep->raw_hash[i].rr;

		if (rr) {
			hist_entry__add_period(rr->self, rr->period, rr->count);
			if (rr->rec != NO_REC) {
				rep->recs[rr->rec].period += rr->period;
				rep->recs[rr->rec].count += rr->count;
			}
			rep->raw_hash[i].rr = NULL;
		}
	}
	rep->raw_nr = 0;
	rep->raw_chunk = 0;
	rep->raw_chunk_used = 0;
	rep->raw_gen = maps__generation;
}

/* The key of a sample: what its entry and record follow from (see sample_cache). */
struct raw_key {
	const struct hists *hists;
	const struct thread *thread;
	const char *comm;
	u64 ip;
	int cpu;
	u8 cpumode;
	const u64 *ips;
	u32 nr;
};

static u64 raw_hash(const struct raw_key *k)
{
	u64 h = ((u64)(uintptr_t)k->thread * 0x9e3779b97f4a7c15ULL) ^ (u64)(uintptr_t)k->comm ^
		((u64)(uintptr_t)k->hists << 7) ^ ((u64)k->cpumode << 56) ^
		((u64)(u32)k->cpu << 32) ^ k->nr;

	h = (h ^ k->ip) * 0xff51afd7ed558ccdULL;
	for (u32 i = 0; i < k->nr; i++)
		h = (h ^ k->ips[i]) * 0xff51afd7ed558ccdULL;
	return h ^ (h >> 29);
}

static struct raw_rec *raw_find(struct report *rep, const struct raw_key *k, u64 h)
{
	const struct maps *maps = k->thread->maps;

	if (!rep->raw_hash_size)
		return NULL;
	for (size_t i = h & (rep->raw_hash_size - 1); rep->raw_hash[i].rr;
	     i = (i + 1) & (rep->raw_hash_size - 1)) {
		struct raw_rec *rr = rep->raw_hash[i].rr;

		if (rep->raw_hash[i].hash == h && rr->thread == k->thread && rr->ip == k->ip &&
		    rr->comm == k->comm && rr->hists == k->hists && rr->maps == maps &&
		    rr->cpumode == k->cpumode && rr->cpu == k->cpu && rr->nr == k->nr &&
		    (!k->nr || !memcmp(rr->ips, k->ips, k->nr * sizeof(u64))))
			return rr;
	}
	return NULL;
}

static void raw_insert_slot(struct report *rep, struct raw_rec *rr)
{
	size_t i = rr->hash & (rep->raw_hash_size - 1);

	while (rep->raw_hash[i].rr)
		i = (i + 1) & (rep->raw_hash_size - 1);
	rep->raw_hash[i].hash = rr->hash;
	rep->raw_hash[i].rr = rr;
}

/* Remembers a sample just counted in entry he and record rec. */
static void raw_add(struct report *rep, const struct raw_key *k, u64 h, struct hist_entry *he,
		    u32 rec)
{
	size_t need = sizeof(struct raw_rec) + k->nr * sizeof(u64);
	struct raw_rec *rr;

	if (need > RAW_CHUNK)
		return; /* a huge chain: not worth remembering */
	if ((rep->raw_nr + 1) * 2 > rep->raw_hash_size) {
		struct raw_slot *old = rep->raw_hash;
		size_t old_size = rep->raw_hash_size;

		rep->raw_hash_size = old_size ? old_size * 2 : 1 << 12;
		rep->raw_hash = xcalloc(rep->raw_hash_size, sizeof(*rep->raw_hash));
		for (size_t i = 0; i < old_size; i++)
			if (old[i].rr)
				raw_insert_slot(rep, old[i].rr);
		free(old);
	}
	need = (need + 7) & ~(size_t)7;
	if (!rep->nr_raw_chunks || rep->raw_chunk_used + need > RAW_CHUNK) {
		if (rep->nr_raw_chunks && rep->raw_chunk + 1 < rep->nr_raw_chunks) {
			rep->raw_chunk++;
		} else {
			rep->raw_chunks = grow_array(rep->raw_chunks, &rep->alloc_raw_chunks,
						     rep->nr_raw_chunks + 1,
						     sizeof(*rep->raw_chunks));
			rep->raw_chunks[rep->nr_raw_chunks] = xmalloc(RAW_CHUNK);
			rep->raw_chunk = rep->nr_raw_chunks++;
		}
		rep->raw_chunk_used = 0;
	}
	rr = (struct raw_rec *)(rep->raw_chunks[rep->raw_chunk] + rep->raw_chunk_used);
	rep->raw_chunk_used += need;
	rr->hash = h;
	rr->hists = k->hists;
	rr->thread = k->thread;
	rr->comm = k->comm;
	rr->maps = k->thread->maps;
	rr->ip = k->ip;
	rr->self = he;
	rr->period = 0;
	rr->count = 0;
	rr->rec = rec;
	rr->nr = k->nr;
	rr->cpu = k->cpu;
	rr->cpumode = k->cpumode;
	if (k->nr) /* (k->ips is NULL without a chain) */
		memcpy(rr->ips, k->ips, k->nr * sizeof(u64));
	raw_insert_slot(rep, rr);
	rep->raw_nr++;
}

/*
 * Build the call graphs of the entries that will print one, from the records in the order
 * of their first samples: each tree gets its nodes in the order the samples would have made
 * them, so siblings of equal weight print as they would have.
 */
static void replay_chains(struct report *rep)
{
	struct evsel *evsel;

	/* every record's counts complete, then the children entries' periods */
	raw_reset(rep);
	for (size_t r = 0; r < rep->nr_recs; r++) {
		const struct chain_rec *rec = &rep->recs[r];

		/* (indexed in the loop: without --children there are no cums, rep->cums is NULL) */
		for (u32 k = 0; k < rec->nr_cum; k++) {
			const struct cum_ref *cr = &rep->cums[rec->cum + k];

			cr->he->acc.period += rec->period;
			cr->he->acc.nr_events += rec->count;
		}
	}

	list_for_each_entry(evsel, &rep->session->evlist->entries, node)
		if (evsel->priv)
			hists__mark_callchains(evsel__hists(evsel), rep->percent_limit);
	for (size_t r = 0; r < rep->nr_recs; r++) {
		const struct chain_rec *rec = &rep->recs[r];

		if (rec->self->cc_wanted)
			callchain_root__append_path(rec->self->callchain, rec->path, 0, rec->period,
						    rec->count, rep->cc.key);
		for (u32 k = 0; k < rec->nr_cum; k++) {
			const struct cum_ref *cr = &rep->cums[rec->cum + k];

			if (cr->he->cc_wanted)
				callchain_root__append_path(cr->he->callchain, rec->path, cr->from,
							    rec->period, rec->count, rep->cc.key);
		}
	}
}

static void raw_key__init(struct raw_key *k, const struct report *rep, const struct hists *hists,
			  const struct thread *thread, const char *comm,
			  const struct perf_sample *sample)
{
	k->hists = hists;
	k->thread = thread;
	k->comm = comm;
	k->ip = sample->ip;
	k->cpumode = sample->cpumode;
	/* samples differ by cpu only where the cpu key is */
	k->cpu = sort_config__has(&rep->sort, SORT_CPU) ? (int)sample->cpu : -1;
	/* and by chain only where call graphs are made */
	k->ips = rep->defer_chains && sample->callchain ? sample->callchain->ips : NULL;
	k->nr = k->ips ? (u32)sample->callchain->nr : 0;
}

/*
 * sample_cache's short cut: a sample whose task, comm, address and raw chain were seen (in
 * the same address space) resolves to the same entry and record, so it is only counted in
 * its raw record. 1: not seen or filtered out (the caller takes the long way), 0: counted.
 */
static int sample_raw(struct report *rep, struct hists *hists, struct thread *t,
		      const struct perf_sample *sample, u64 period)
{
	struct raw_key k;
	struct raw_rec *rr;
	const char *comm;

	comm = thread__comm_at(t, sample->time);
	/* filtered out: the long way, which resolves first (and says when symbols are missing) */
	if ((rep->pids.nr && !int_list__has(&rep->pids, t->pid)) ||
	    (rep->tids.nr && !int_list__has(&rep->tids, t->tid)) ||
	    (rep->comms.nr && !str_list__has(&rep->comms, comm ? comm : "")))
		return 1;
	if (rep->raw_gen != maps__generation)
		raw_reset(rep);
	raw_key__init(&k, rep, hists, t, comm, sample);
	rr = raw_find(rep, &k, raw_hash(&k));
	if (!rr)
		return 1;
	rr->period += period;
	rr->count++;
	hists__count_sample(hists, period);
	return 0;
}

static bool sym_selected(const struct report *rep, const struct symbol *sym)
{
	return !rep->syms.nr || (sym && str_list__has(&rep->syms, sym->name));
}

/* The parked samples' entries, in their order, now that the kernel's symbols are there. */
static void unpark(struct report *rep)
{
	for (size_t i = 0; i < rep->nr_parked; i++) {
		const struct parked_sample *ps = &rep->parked[i];
		struct hist_entry tmpl;

		memset(&tmpl, 0, sizeof(tmpl));
		tmpl.thread = ps->thread;
		tmpl.comm = ps->comm;
		tmpl.map = ps->map;
		tmpl.dso = ps->map->dso;
		tmpl.sym = dso__find_symbol(tmpl.dso, ps->addr);
		if (!sym_selected(rep, tmpl.sym))
			continue;
		tmpl.ip = ps->addr;
		tmpl.level = ps->level;
		tmpl.cpu = ps->cpu;
		tmpl.trace = ps->trace;
		tmpl.seq = ps->seq;
		hists__add_entry(ps->hists, &tmpl, ps->period, true);
	}
	rep->nr_parked = 0;
}

static bool dso__is_kernel(const struct dso *dso)
{
	return dso && (dso->kind == DSO_KIND_KERNEL || dso->kind == DSO_KIND_KMODULE);
}

static int process_sample(struct perf_tool *tool, union perf_event *event,
			  struct perf_sample *sample, struct evsel *evsel)
{
	struct report *rep = tool->priv;
	struct addr_location al;
	struct hist_entry tmpl;
	struct hist_entry *he;
	struct hists *hists;
	bool park = false;
	u64 period;

	if (!evsel || !evsel->priv)
		return 0;
	rep->evsel_samples[evsel->idx]++;
	if (!cpu_filter__has(&rep->cpus, sample->cpu))
		return 0;
	/* Linux perf counts a sample without a period as 1 */
	period = sample->period ? sample->period : 1;
	hists = evsel__hists(evsel);
	if (rep->sample_cache) {
		struct thread *t =
			machine__findnew_thread(rep->machine, (int)sample->pid, (int)sample->tid);

		if (t->maps) {
			int ret = sample_raw(rep, hists, t, sample, period);

			if (ret <= 0)
				return 0;
		}
	}
	if (rep->park_kernel) {
		struct thread *t =
			machine__findnew_thread(rep->machine, (int)sample->pid, (int)sample->tid);

		if (rep->nr_parked && !kallsyms__prefetch_pending())
			unpark(rep);
		thread__resolve_map(t, &al, sample->ip, sample->cpumode);
		if (dso__is_kernel(al.dso) && !al.dso->loaded && kallsyms__prefetch_pending()) {
			park = true; /* the symbol later, in unpark() */
		} else if (al.map) {
			al.sym = dso__find_symbol(al.dso, al.addr);
		}
	} else if (machine__resolve(rep->machine, &al, (int)sample->pid, (int)sample->tid,
				    sample->ip, sample->cpumode) < 0) {
		return 0;
	}
	if (rep->pids.nr && !int_list__has(&rep->pids, al.thread->pid))
		return 0;
	if (rep->tids.nr && !int_list__has(&rep->tids, al.thread->tid))
		return 0;

	memset(&tmpl, 0, sizeof(tmpl));
	tmpl.thread = al.thread;
	tmpl.comm = thread__comm_at(al.thread, sample->time);
	if (rep->comms.nr && !str_list__has(&rep->comms, tmpl.comm ? tmpl.comm : ""))
		return 0;
	tmpl.map = al.map;
	tmpl.dso = al.dso;
	if (rep->dsos.nr && (!al.dso || (!str_list__has(&rep->dsos, al.dso->short_name) &&
					 !str_list__has(&rep->dsos, al.dso->long_name))))
		return 0;
	tmpl.sym = al.sym;
	if (!park && !sym_selected(rep, al.sym))
		return 0;
	tmpl.ip = al.addr;
	tmpl.level = al.level ? al.level : '.';
	tmpl.cpu = (int)sample->cpu;
	if (sort_config__has(&rep->sort, SORT_SRCLINE))
		tmpl.srcline = srcline_of(rep, al.dso, al.addr);
	if (sort_config__has(&rep->sort, SORT_TRACE))
		tmpl.trace = trace_of(rep, evsel, sample);
	tmpl.seq = rep->nr_seen++;
	if (park) {
		struct parked_sample *ps;

		rep->parked = grow_array(rep->parked, &rep->alloc_parked, rep->nr_parked + 1,
					 sizeof(*rep->parked));
		ps = &rep->parked[rep->nr_parked++];
		ps->hists = evsel__hists(evsel);
		ps->thread = tmpl.thread;
		ps->comm = tmpl.comm;
		ps->map = tmpl.map;
		ps->trace = tmpl.trace;
		ps->addr = tmpl.ip;
		ps->period = sample->period ? sample->period : 1;
		ps->seq = tmpl.seq;
		ps->cpu = tmpl.cpu;
		ps->level = tmpl.level;
		return 0;
	}

	rep->cursor.nr = 0;
	if (rep->sample_cache) {
		u32 rec = NO_REC;

		he = hists__add_entry(hists, &tmpl, period, true);
		if (rep->defer_chains) {
			if (sample->callchain)
				callchain_cursor__resolve(&rep->cursor, al.thread, sample,
							  &rep->cc);
			rec = record_chain(rep, hists, he, &tmpl);
			count_chain(rep, rec, period);
		}
		/* the next samples like this one take sample_raw's short cut */
		if (al.thread->maps) {
			struct raw_key k;

			raw_key__init(&k, rep, hists, al.thread, tmpl.comm, sample);
			raw_add(rep, &k, raw_hash(&k), he, rec);
		}
		return 0;
	}
	if (rep->need_callchain_walk && sample->callchain)
		callchain_cursor__resolve(&rep->cursor, al.thread, sample, &rep->cc);
	if (sort_config__has(&rep->sort, SORT_PARENT))
		tmpl.parent = parent_of(rep);

	he = hists__add_entry(hists, &tmpl, period, true);
	if (rep->defer_chains) {
		count_chain(rep, record_chain(rep, hists, he, &tmpl), period);
		return 0;
	}
	if (he->callchain) {
		callchain_root__append(he->callchain, rep->cursor.frames, rep->cursor.nr, period,
				       rep->cc.key);
		if (rep->cursor.nr > he->max_depth)
			he->max_depth = rep->cursor.nr;
	}
	if (rep->sort.children)
		add_cumulative(rep, hists, he, &tmpl, period);
	return 0;
}

static int process_side_band(struct perf_tool *tool, union perf_event *event,
			     struct perf_sample *sample, struct evsel *evsel)
{
	struct report *rep = tool->priv;

	return machine__process_event(rep->machine, &event->header, sample ? sample->time : 0) < 0 ?
		       0 :
		       0;
}

static int process_lost_samples(struct perf_tool *tool, union perf_event *event,
				struct perf_sample *sample, struct evsel *evsel)
{
	struct report *rep = tool->priv;

	if (evsel && evsel->priv)
		evsel__hists(evsel)->nr_lost_samples += event->lost_samples.lost;
	(void)rep;
	return 0;
}

/* --- output --- */

static void convert_unit(u64 *v, char *unit)
{
	*unit = ' ';
	if (*v > 1000) {
		*v /= 1000;
		*unit = 'K';
	}
	if (*v > 1000) {
		*v /= 1000;
		*unit = 'M';
	}
	if (*v > 1000) {
		*v /= 1000;
		*unit = 'G';
	}
}

static void print_event_block(struct report *rep, struct evsel *evsel)
{
	struct hists *hists = evsel__hists(evsel);
	struct hists_print_opts opts = {
		.percent_limit = rep->percent_limit,
		.show_header = !quiet,
		.show_callchain = rep->use_callchain,
		.sort_by_sym_first = rep->sort.sort_by_sym_first,
	};
	u64 nr = hists->nr_samples;
	char unit;

	if (!quiet) {
		convert_unit(&nr, &unit);
		printf("# Samples: %llu%c of event '%s'\n", (unsigned long long)nr, unit,
		       evsel__name(evsel));
		printf("# Event count (approx.): %llu\n#\n", (unsigned long long)hists->total_period);
	}
	hists__fprintf(hists, &opts, stdout);
	printf("\n\n");
}

static void print_stat(struct report *rep)
{
	const struct perf_session_stats *st = &rep->session->stats;
	u64 total = st->nr_events[0];
	struct evsel *evsel;

	printf("\nAggregated stats:\n");
	printf("%16s events: %10llu\n", "TOTAL", (unsigned long long)total);
	for (u32 t = 1; t < PERF_RECORD_HEADER_MAX; t++) {
		if (!st->nr_events[t])
			continue;
		printf("%16s events: %10llu  (%4.1f%%)\n", perf_event__name(t),
		       (unsigned long long)st->nr_events[t],
		       total ? 100.0 * st->nr_events[t] / total : 0.0);
	}
	list_for_each_entry(evsel, &rep->session->evlist->entries, node) {
		/* events without samples are skipped, as Linux perf does by default */
		if (!rep->evsel_samples[evsel->idx])
			continue;
		printf("%s stats:\n", evsel__name(evsel));
		printf("%16s events: %10llu\n", "SAMPLE",
		       (unsigned long long)rep->evsel_samples[evsel->idx]);
	}
}

/* --- the command --- */

static void report__exit(struct report *rep)
{
	struct evsel *evsel;

	if (rep->session)
		list_for_each_entry(evsel, &rep->session->evlist->entries, node) {
			if (!evsel->priv)
				continue;
			hists__exit(evsel__hists(evsel));
			free(evsel->priv);
			evsel->priv = NULL;
		}
	kallsyms__prefetch_drop();
	if (rep->machine)
		machine__delete(rep->machine);
	trace_event__delete(rep->tevent);
	callchain_cursor__exit(&rep->cursor);
	free(rep->he_cache);
	free(rep->parked);
	free(rep->recs);
	free(rep->rec_hash);
	free(rep->cums);
	free(rep->raw_hash);
	for (size_t i = 0; i < rep->nr_raw_chunks; i++)
		free(rep->raw_chunks[i]);
	free(rep->raw_chunks);
	free(rep->trace_buf);
	free(rep->evsel_samples);
	str_list__exit(&rep->dsos);
	str_list__exit(&rep->comms);
	str_list__exit(&rep->syms);
	int_list__exit(&rep->pids);
	int_list__exit(&rep->tids);
	cpu_filter__exit(&rep->cpus);
}

static int parse_callchain_opt(const struct option *opt, const char *arg, int unset)
{
	struct report *rep = opt->value;

	if (unset) {
		rep->callchain_set = false;
		rep->callchain_arg = "none";
		return 0;
	}
	rep->callchain_set = true;
	rep->callchain_arg = arg;
	return 0;
}

static int parse_children(const struct option *opt, const char *arg, int unset)
{
	struct report *rep = opt->value;

	rep->children = !unset;
	return 0;
}

static int parse_percent_limit(const struct option *opt, const char *arg, int unset)
{
	struct report *rep = opt->value;
	char *end;
	double d = strtod(arg, &end);

	if (end == arg || (*end && strcmp(end, "%")) || d < 0)
		return -1;
	rep->percent_limit = d;
	/* the call graph threshold follows, as in Linux perf */
	rep->cc.min_percent = d;
	return 0;
}

static const char *const report_usage[] = { "perf report [<options>]", NULL };

static bool has_callchains(struct perf_session *s)
{
	struct evsel *evsel;

	list_for_each_entry(evsel, &s->evlist->entries, node)
		if (evsel->attr.sample_type & PERF_SAMPLE_CALLCHAIN)
			return true;
	return false;
}

static bool only_tracepoints(struct perf_session *s)
{
	struct evsel *evsel;
	bool any = false;

	list_for_each_entry(evsel, &s->evlist->entries, node) {
		if (evsel->attr.type != PERF_TYPE_TRACEPOINT)
			return false;
		any = true;
	}
	return any;
}

static int report__setup_filters(struct report *rep)
{
	char **w;
	int n;

	if (rep->dso_list)
		str_list__parse(&rep->dsos, rep->dso_list);
	if (rep->comm_list)
		str_list__parse(&rep->comms, rep->comm_list);
	if (rep->sym_list)
		str_list__parse(&rep->syms, rep->sym_list);
	if (rep->pid_list && int_list__parse(&rep->pids, rep->pid_list)) {
		pr_err("perf report: --pid: invalid list '%s'\n", rep->pid_list);
		return -EINVAL;
	}
	if (rep->tid_list && int_list__parse(&rep->tids, rep->tid_list)) {
		pr_err("perf report: --tid: invalid list '%s'\n", rep->tid_list);
		return -EINVAL;
	}
	if (rep->cpu_list && cpu_filter__parse(&rep->cpus, rep->cpu_list)) {
		pr_err("perf report: --cpu: invalid list '%s'\n", rep->cpu_list);
		return -EINVAL;
	}
	(void)w;
	(void)n;
	return 0;
}

/*
 * Kernel samples will need the kernel's symbols, from where dso__load_kernel() would take
 * them: have them read while the first records are processed.
 */
static void report__prefetch_kallsyms(struct report *rep)
{
	struct perf_session *s = rep->session;
	struct build_id running;
	struct evsel *evsel;
	bool kernel = false;
	const char *path;

	list_for_each_entry(evsel, &s->evlist->entries, node)
		kernel |= !evsel->attr.exclude_kernel;
	if (!kernel)
		return;
	if (symbol_conf.kallsyms_name) {
		path = symbol_conf.kallsyms_name;
	} else {
		/* a vmlinux comes first; --symfs: not this host's kernel */
		if ((symbol_conf.vmlinux_name && !symbol_conf.ignore_vmlinux) ||
		    (symbol_conf.symfs && *symbol_conf.symfs))
			return;
		/* a recording of another kernel does not use this one's symbols */
		for (int i = 0; i < s->env.nr_build_ids; i++) {
			struct build_id_entry *b = &s->env.build_ids[i];
			struct build_id bid;

			if (!b->filename || strcmp(b->filename, KERNEL_DSO_NAME))
				continue;
			build_id__init(&bid, b->build_id, b->size);
			if (build_id__is_set(&bid) && (kernel__running_build_id(&running) ||
						       !build_id__equal(&running, &bid)))
				return;
		}
		path = "/proc/kallsyms";
	}
	kallsyms__prefetch(path);
}

static int report__run(struct report *rep)
{
	struct perf_session *s = rep->session;
	struct perf_tool tool = {
		.sample = process_sample,
		.mmap = process_side_band,
		.mmap2 = process_side_band,
		.comm = process_side_band,
		.fork = process_side_band,
		.exit = process_side_band,
		.lost_samples = process_lost_samples,
		.priv = rep,
	};
	bool file_cc = has_callchains(s);
	struct evsel *evsel;
	bool plain;
	int err;

	rep->machine = machine__new();
	for (int i = 0; i < s->env.nr_build_ids; i++) {
		struct build_id_entry *b = &s->env.build_ids[i];
		struct build_id bid;

		build_id__init(&bid, b->build_id, b->size);
		if (b->filename)
			machine__set_build_id(rep->machine, b->filename, &bid);
	}

	rep->cc.mode = CHAIN_GRAPH_ABS;
	if (rep->callchain_arg && callchain_param__parse(&rep->cc, rep->callchain_arg)) {
		pr_err("perf report: -g: invalid call graph option '%s'\n", rep->callchain_arg);
		return -EINVAL;
	}
	if (rep->callchain_set && !file_cc && rep->cc.mode != CHAIN_NONE) {
		pr_err("perf report: Selected -g but no callchain data. Did you call 'perf record' without -g?\n");
		return -EINVAL;
	}
	rep->use_callchain = file_cc && rep->cc.mode != CHAIN_NONE;
	if (rep->children < 0)
		rep->children = rep->use_callchain;
	if (!file_cc)
		rep->children = 0;
	/*
	 * Linux perf's default order: caller first with --children, else callee first; a bare
	 * -g means "graph,0.5,caller", and -g WORD keeps the default unless WORD names one.
	 */
	if (!rep->callchain_arg || (!strstr(rep->callchain_arg, "caller") &&
				    !strstr(rep->callchain_arg, "callee")))
		rep->cc.order = rep->children ? ORDER_CALLER : ORDER_CALLEE;

	if (!rep->sort_order && !rep->fields && only_tracepoints(s))
		rep->sort_order = "trace";
	err = sort_config__setup(&rep->sort, rep->sort_order, rep->fields, rep->children,
				 rep->show_nr_samples, rep->show_period);
	if (err)
		return err;
	if (sort__set_parent_pattern(rep->parent_pattern))
		return -EINVAL;
	rep->need_callchain_walk = file_cc && (rep->use_callchain || rep->children ||
					       sort_config__has(&rep->sort, SORT_PARENT));
	if (sort_config__has(&rep->sort, SORT_TRACE) && s->env.tracing_data)
		rep->tevent = trace_event__new(s->env.tracing_data, s->env.tracing_data_size);

	/* PERF_REPORT_PLAIN: none of the short cuts below (tests compare the two ways) */
	plain = getenv("PERF_REPORT_PLAIN") != NULL;
	if (!plain)
		report__prefetch_kallsyms(rep);
	/* kernel samples wait for their symbols where an entry needs nothing else */
	rep->park_kernel = !plain && !rep->need_callchain_walk &&
			   !sort_config__has(&rep->sort, SORT_SRCLINE);
	rep->evsel_samples = xcalloc(s->evlist->nr_entries + 1, sizeof(u64));
	list_for_each_entry(evsel, &s->evlist->entries, node) {
		struct evsel_hists *eh = xzalloc(sizeof(*eh));

		hists__init(&eh->hists, &rep->sort, rep->use_callchain ? &rep->cc : NULL);
		eh->hists.seq_from_tmpl = rep->park_kernel;
		evsel->priv = eh;
	}

	/* srcline of each frame of a children entry needs its exact address: per sample then */
	rep->defer_chains = !plain && rep->need_callchain_walk &&
			    (rep->use_callchain || rep->children) &&
			    !sort_config__has(&rep->sort, SORT_SRCLINE);
	/*
	 * Samples resolve to entries and records by what raw_key holds, except with these keys
	 * or filters. Only with call graphs: without, resolving is cheaper than the table of
	 * every (task, address) seen (measured: flat-1000000 8% slower with it, 6 MB bigger).
	 */
	rep->sample_cache = rep->defer_chains && !sort_config__has(&rep->sort, SORT_SRCLINE) &&
			    !sort_config__has(&rep->sort, SORT_PARENT) &&
			    !sort_config__has(&rep->sort, SORT_TRACE) && !rep->dsos.nr &&
			    !rep->syms.nr;
	err = perf_session__process_events(s, &tool);
	if (err)
		return err;
	unpark(rep); /* waits for the kernel's symbols if need be */
	/* the counts the raw records still hold go to their entries */
	raw_reset(rep);
	if (rep->defer_chains)
		replay_chains(rep);

	if (rep->stat) {
		print_stat(rep);
		return 0;
	}

	if (!quiet) {
		printf("# To display the perf.data header info, please use --header/--header-only options.\n#\n");
		printf("#\n# Total Lost Samples: %llu\n#\n",
		       (unsigned long long)s->stats.total_lost_samples);
	}
	list_for_each_entry(evsel, &s->evlist->entries, node) {
		if (!evsel__hists(evsel)->nr_samples)
			continue;
		hists__output_resort(evsel__hists(evsel));
		print_event_block(rep, evsel);
	}
	if (!quiet && !rep->sort_order && !rep->fields)
		printf("#\n# (For a higher level overview, try: perf report --sort comm,dso)\n#\n");
	else if (!quiet)
		printf("#\n# (Tip: use --stdio, --sort and -g to shape the report; see perf report -h)\n#\n");
	return 0;
}

int cmd_report(int argc, const char **argv)
{
	struct report rep = {
		.input = "perf.data",
		.children = -1,
	};
	const char *symfs = NULL, *vmlinux = NULL, *kallsyms = NULL;
	bool force = false;
	struct option options[] = {
		OPT_STRING('i', "input", &rep.input, "file", "input file name"),
		OPT_INCR('v', "verbose", &verbose, "be more verbose (show symbol address, etc)"),
		OPT_BOOLEAN('q', "quiet", &quiet, "Do not show any warnings or messages"),
		OPT_BOOLEAN('D', "dump-raw-trace", &rep.dump_raw, "dump raw trace in ASCII"),
		OPT_BOOLEAN(0, "stat", &rep.stat, "Display event stats"),
		OPT_BOOLEAN(0, "header", &rep.header, "Show data header."),
		OPT_BOOLEAN(0, "header-only", &rep.header_only, "Show only data header."),
		OPT_STRING('s', "sort", &rep.sort_order, "key[,key2...]",
			   "sort by key(s): comm, pid, tid, dso, sym (symbol), cpu, srcline, parent, trace"),
		OPT_STRING('F', "fields", &rep.fields, "key[,keys...]",
			   "output field(s): overhead, overhead_children, sample, period, and sort keys"),
		OPT_BOOLEAN('n', "show-nr-samples", &rep.show_nr_samples, "Show a column with the number of samples"),
		OPT_BOOLEAN(0, "show-total-period", &rep.show_period, "Show a column with the sum of periods"),
		OPT_CALLBACK_OPTARG('g', "call-graph", &rep, "print_type,threshold[,print_limit],order,sort_key[,branch],value",
				    "Display call graph (graph, flat, folded, fractal, none; caller, callee; function, address; percent, period, count). Default: graph,0.5,caller,function,percent",
				    parse_callchain_opt, "graph,0.5,caller,function,percent"),
		OPT_CALLBACK_NOOPT(0, "children", &rep, NULL,
				   "Accumulate callchains of children and show total overhead as well (default when the file has callchains)",
				   parse_children),
		OPT_CALLBACK(0, "percent-limit", &rep, "percent",
			     "Don't show entries under that percent", parse_percent_limit),
		OPT_STRING('d', "dsos", &rep.dso_list, "dso[,dso...]",
			   "only consider symbols in these dsos"),
		OPT_STRING('c', "comms", &rep.comm_list, "comm[,comm...]",
			   "only consider symbols in these comms"),
		OPT_STRING(0, "symbols", &rep.sym_list, "symbol[,symbol...]",
			   "only consider these symbols"),
		OPT_STRING(0, "pid", &rep.pid_list, "pid[,pid...]", "only consider symbols in these pids"),
		OPT_STRING(0, "tid", &rep.tid_list, "tid[,tid...]", "only consider symbols in these tids"),
		OPT_STRING('C', "cpu", &rep.cpu_list, "cpu", "list of cpus to profile"),
		OPT_STRING('p', "parent", &rep.parent_pattern, "regex",
			   "regex filter to identify parent, see: '--sort parent'"),
		OPT_STRING(0, "symfs", &symfs, "directory", "Look for files with symbols relative to this directory"),
		OPT_STRING('k', "vmlinux", &vmlinux, "file", "vmlinux pathname"),
		OPT_BOOLEAN(0, "ignore-vmlinux", &rep.ignore_vmlinux, "don't load vmlinux even if found"),
		OPT_STRING(0, "kallsyms", &kallsyms, "file", "kallsyms pathname"),
		OPT_BOOLEAN('f', "force", &force, "don't complain, do it"),
		OPT_BOOLEAN(0, "stdio", &rep.stdio, "Use the stdio interface"),
		OPT_BOOLEAN(0, "tui", &rep.tui, "Use the TUI interface (not available: stdio is used)"),
		OPT_END()
	};
	const char **args = xcalloc(argc + 1, sizeof(*args));
	const char **orig_argv = argv;
	int nargs = 0, err;
	char *joined = NULL;

	/*
	 * Linux perf's -g takes the next word as its argument unless it is an option or the
	 * last word ("-g caller", but "-g --stdio"); our option parser only takes attached
	 * optional arguments, so join such a pair into --call-graph=WORD first.
	 */
	for (int i = 0; i < argc; i++) {
		if (i > 0 && (!strcmp(argv[i], "-g") || !strcmp(argv[i], "--call-graph")) &&
		    i + 1 < argc && argv[i + 1][0] != '-') {
			free(joined);
			joined = xasprintf("--call-graph=%s", argv[++i]);
			args[nargs++] = joined;
			continue;
		}
		args[nargs++] = argv[i];
	}
	argc = nargs;
	argv = args;

	argc = parse_options(argc, argv, options, report_usage, 0);
	if (argc > 0)
		usage_with_options_msg(report_usage, options, "unexpected argument '%s'", argv[0]);
	if (quiet)
		verbose = 0;
	if (symfs)
		symbol_conf.symfs = symfs;
	if (vmlinux)
		symbol_conf.vmlinux_name = vmlinux;
	if (kallsyms)
		symbol_conf.kallsyms_name = kallsyms;
	symbol_conf.ignore_vmlinux = rep.ignore_vmlinux;
	symbol_conf.warn_missing = true;
	rep.cc = callchain_param_default;
	if (rep.percent_limit > 0)
		rep.cc.min_percent = rep.percent_limit;

	err = report__setup_filters(&rep);
	if (err)
		goto out;
	err = perf_session__open(rep.input, &rep.session);
	if (err)
		goto out; /* perf_session__open printed why */

	if (report_header__modes(rep.session, rep.dump_raw, rep.header, rep.header_only,
				 verbose > 0, &err))
		goto out;
	err = report__run(&rep);
	if (err && err != -EINVAL)
		pr_err("perf report: %s: %s\n", rep.input, strerror(-err));
out:
	report__exit(&rep);
	if (rep.session)
		perf_session__delete(rep.session);
	callchain__free_all();
	free(joined);
	free(args);
	(void)orig_argv;
	return err ? 1 : 0;
}

PERF_COMMAND("report", cmd_report, "Read perf.data (created by perf record) and display the profile");
