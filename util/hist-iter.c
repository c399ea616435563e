// SPDX-License-Identifier: GPL-2.0
/*
 * The per-sample iterator: a sample -> hist entries (self, and children in cumulative mode)
 * with their call graphs. The plain way resolves every sample and appends its chain to the
 * trees of its entries. Three short cuts give the same entries faster:
 *
 * - defer_chains: call graphs are aggregated by (entry, interned chain) in chain records
 *   and their trees built at the end, only for the entries whose graph prints (without
 *   call graphs, a record per entry: the sample cache's).
 * - sample_cache: a sample equal to an earlier one in everything the keys and filters in
 *   use read (its cache key) is only counted in that one's raw record. Where nothing reads
 *   the exact address (cache_by_sym), samples anywhere in one symbol are equal, and a front
 *   table from exact addresses to records spares most samples resolving their symbol.
 * - park_kernel, park_chains: kernel samples wait while the kernel's symbols are being
 *   read in the background (with their chains resolved but for the kernel frames' symbols);
 *   the others go on.
 *
 * Each keeps an invariant, written where it is kept. PERF_REPORT_PLAIN (cfg.plain) turns
 * them off; tests/shell/report-shortcuts.sh and tests/hist.c compare both ways.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "util/annotate.h"
#include "util/build-id.h"
#include "util/callchain.h"
#include "util/debug.h"
#include "util/dso.h"
#include "util/event.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/filter-list.h"
#include "util/header.h"
#include "util/hist-iter.h"
#include "util/hist.h"
#include "util/kallsyms.h"
#include "util/machine.h"
#include "util/map.h"
#include "util/sample-input.h"
#include "util/session.h"
#include "util/sort.h"
#include "util/symbol.h"
#include "util/symbol-conf.h"
#include "util/thread.h"

/*
 * The samples of one entry (self) with one chain (path). The entries its chain adds to in
 * children mode follow from the two, so they are looked up once per record, not per sample.
 */
struct __attribute__((packed)) chain_rec { /* 44 bytes, not 48: ~29k in bench's 1M -g report */
	struct hist_entry *self; /* (its hists: self's) */
	struct callchain_path *path;
	u64 period;
	u64 seq; /* of its first sample in sample order (park_chains: not always the first made) */
	u32 count;
	u32 nr_cum;
	u32 cum; /* its first entry in it->cums */
};

_Static_assert(sizeof(struct chain_rec) == 44, "a chain record is 44 bytes");

/*
 * A children-mode entry a chain adds to, from frame `from` of the chain on. Packed: 12 bytes,
 * not 16 (bench's 1M -g report keeps ~106k of them).
 */
struct __attribute__((packed)) cum_ref {
	struct hist_entry *he;
	u32 from;
};

/*
 * A sample as the file gives it (its cache key), with what it resolved to: its record (and
 * through it its entry). Counts the repeats since it was made, added to both when dropped.
 * Kept small, since a report with call graphs makes one for every distinct sample (~18% of
 * the samples of bench's 1M -g file, and most of report's memory growth per sample): the
 * key's pointers are one index into it->raw_ctxs. words[]: the key's values of the inputs
 * read only by some keys (period, addr), then the raw chain. A record is 8-byte aligned in
 * a chunk and found by its ref: its offset / 8 from the first chunk's start, + 1.
 */
struct raw_rec {
	/*
	 * The hits' period and count since it was made or last flushed (raw_count: a period
	 * that would not fit is flushed first; one sample's above 2^32 goes straight to the
	 * entry and record)
	 */
	u32 period;
	u32 count;
	u32 ctx; /* it->raw_ctxs[] */
	u32 rec; /* its chain_rec (the sample cache goes with defer_chains: there is one) */
	u32 hit; /* its cfg.addr_hits index, or ADDR_HITS_NONE */
	u32 nr : 15; /* words (a key of more is not kept: RAW_MAX_WORDS) */
	u32 by_sym : 1; /* ip holds the sample's symbol, not its address (cache_by_sym) */
	/*
	 * A chain as the kernel writes it starts with its context word (PERF_CONTEXT_USER,
	 * ...: (u64)-4095 to -1) and the sample's ip: those two words are not kept (16 of a
	 * typical record's 80 bytes), only the context word's low 16 bits, which tell them
	 * apart (raw_lead). 0: the words hold the whole chain.
	 */
	u32 lead : 16;
	u64 ip;
	u64 words[];
};

#define RAW_MAX_WORDS ((1u << 15) - 1)

/* A key's lead as a record holds it: 0, or a context word's low 16 bits (never 0 for one) */
static inline u32 raw_lead(u32 lead)
{
	return lead & 0xffff;
}

/* 32 bytes and the words: bench's 1M -g report keeps ~51k */
_Static_assert(sizeof(struct raw_rec) == 32, "a raw record's header is 32 bytes");
/* (records follow one another in a chunk: each size a multiple of 8, a ref's unit) */
_Static_assert(sizeof(struct raw_rec) % 8 == 0, "raw records stay 8-byte aligned");

/* What a raw record's key holds besides the words: the same for many records. */
struct raw_ctx {
	const struct hists *hists;
	const struct thread *thread;
	const char *comm;
	const struct maps *maps;
	int cpu;
	u8 cpumode;
};

/*
 * raw_hash's slots: 32 bits of the hash (which also place the slot) beside the record's
 * ref, so a probe reads no record. This and rec_hash stay specialized rather than
 * util/hashmap: they are report's per-sample cache probes, and their insert/grow paths are
 * interleaved with the chunked record store.
 */
struct raw_slot {
	u32 hash;
	u32 ref; /* 0: empty */
};

/*
 * cache_by_sym's front table: a sample's exact address -> the record it was found in (or
 * made), so the next samples at that address find it without resolving their symbol (the
 * resolution costs ~180 instructions a sample: on bench's 5M -g file, whose samples the key
 * by address already finds 90% of, the key by symbol alone made the report 14% slower). An
 * entry holds while the cache is not emptied (gen: it->front_gen when made); a hit still
 * compares the rest of the record's key. Direct-mapped: a lost entry costs a resolution.
 */
struct __attribute__((packed)) raw_front {
	/*
	 * The address's low 48 bits (a canonical address's upper 16 are copies of bit 47: one
	 * that is not canonical is not kept, its samples go through the hash) and, above them,
	 * the generation's low 16 (it->front_gen; the table is cleared when they wrap to 0,
	 * which no entry holds): 12 bytes an entry, 1.5 MB, not 16 and 2 MB.
	 */
	u64 tag;
	u32 ref;
};

#define FRONT_ADDR_MASK ((1ULL << 48) - 1)

static inline bool front_addr_ok(u64 ip)
{
	u64 up = ip >> 47;

	return up == 0 || up == 0x1ffff;
}

/* A kernel sample waiting for the kernel's symbols: its entry template but the symbol. */
struct parked_sample {
	struct hists *hists;
	struct thread *thread;
	const char *comm;
	struct map *map;
	struct hist_key_vals vals; /* those computed from the sample (SORT_FILL_SAMPLE) */
	u64 addr;
	u64 period;
	u64 seq;
	int cpu;
	u32 frame, nr_frames; /* park_chains: its resolved chain in it->parked_frames */
	char level;
	bool filtered; /* by the filters but the symbol's */
};

struct hist_iter {
	struct hist_iter_config cfg;
	struct callchain_param cc; /* cfg.cc's, or the default order with mode none */
	struct machine *machine;
	const struct sample_filters *filters; /* NULL: none */
	bool filter_task_or_location; /* any filter but --cpu */
	/* the keys' values not among the resolved sample's: computed at which stages */
	bool fills[SORT_FILL_NR];
	struct sort_fill fill;
	struct hists *last_hists; /* the hists of the previous sample (track_hists) */
	unsigned int inputs; /* of the sort keys, the filters and the call graphs */
	bool use_callchain; /* entries have call graphs */
	bool cumulative;
	bool walk_chain; /* chains are resolved: call graphs, children or the parent key */
	bool defer_chains, sample_cache, park_kernel, park_chains;
	bool cache_by_sym; /* the sample cache keys on the sample's symbol (raw_key__leaf) */
	struct raw_front *front; /* cache_by_sym: FRONT_SIZE of them */
	u32 front_gen; /* raw_reset's count, from 1 */
	bool recs_unordered; /* park_chains made records after later samples' */
	struct callchain_cursor cursor;
	struct callchain_paths *paths; /* defer_chains: every chain seen, interned */
	/* children mode: entries already counted for this sample */
	struct hist_entry **he_cache;
	size_t he_cache_alloc;
	/* every hists added to, for finish */
	struct hists **hists;
	size_t nr_hists, alloc_hists;
	/* samples numbered so far: entries take their seq from it (see park_kernel) */
	u64 nr_seen;
	struct parked_sample *parked;
	size_t nr_parked, alloc_parked;
	u64 nr_ever_parked;
	struct callchain_frame *parked_frames;
	size_t nr_parked_frames, alloc_parked_frames;
	/* defer_chains: the records in first-seen order, a hash of them, their children */
	struct chain_rec *recs;
	size_t nr_recs, alloc_recs;
	u32 *rec_hash; /* record index + 1; 0: empty */
	size_t rec_hash_size;
	struct cum_ref *cums;
	size_t nr_cums, alloc_cums;
	/* sample_cache: raw records, in chunks */
	struct raw_slot *raw_hash;
	size_t raw_hash_size, raw_nr;
	u64 raw_gen;
	char **raw_chunks;
	size_t *raw_chunk_ends; /* the bytes used in each chunk before raw_chunk */
	size_t nr_raw_chunks, alloc_raw_chunks, raw_chunk, raw_chunk_used;
	unsigned int raw_chunk_shift; /* a chunk: 8 << shift bytes */
	/* the records' contexts, a hash of them (index + 1; 0: empty), the last one found */
	struct raw_ctx *raw_ctxs;
	size_t nr_raw_ctxs, alloc_raw_ctxs;
	u32 *raw_ctx_hash;
	size_t raw_ctx_hash_size;
	u32 raw_last_ctx;
	/* the key of the sample cache_hit did not find, for cache_add (key_valid) */
	struct raw_key {
		struct raw_ctx ctx;
		u64 ip;
		u64 extra[2]; /* period, addr: when read */
		u32 nr_extra; /* the same for every sample of the iterator */
		const u64 *ips;
		u32 nr;
		u32 lead, skip; /* as raw_rec's; the words of ips it stands for (0 or 2) */
		bool by_sym; /* as raw_rec's */
		u64 exact_ip; /* the sample's ip, whatever ip holds */
	} key;
	struct raw_front *key_front; /* cache_by_sym: the key's front entry, to fill */
	u32 key_hash;
	bool key_valid;
	u64 nr_cache_hits;
};

/*
 * The paths a report without call graphs never takes (park, children, the keys' fills) are
 * kept out of line: inlined into hist_iter__add they cost every sample registers to save
 * (measured, callgrind on 100k flat samples: ~1%).
 */

#define RAW_CHUNK_SHIFT 15 /* 256 KiB of 8-byte units */
/*
 * 1.5 MiB of front entries. callgrind, perf report -j 1 of bench's 1M / 5M -g files, by
 * symbol alone: 1,709M / 8,260M instructions; with 64k entries 1,639M / 7,882M; 128k
 * 1,613M / 7,725M; 256k 1,594M / 7,588M (the key by address alone, the session's start:
 * 1,688M / 7,370M). Four ways of the same size found 4% more, for more than it saved.
 * 64k (1 MB less of the 1M -g report's peak RSS): 1.8% more instructions, 4% more CPU.
 */
#define FRONT_SIZE (1u << 17)

/* Inputs a raw record can hold: a sample cache is possible when only these are read. */
#define CACHE_KEYABLE                                                                         \
	(SI_THREAD | SI_COMM | SI_IP | SI_SYM | SI_CPU | SI_CALLCHAIN | SI_PERIOD | SI_ADDR | \
	 SI_FRAME_IP)
/* Inputs a parked sample keeps (not the srcline: SI_FRAME_IP stands for it) */
#define PARK_KEEPS (SI_THREAD | SI_COMM | SI_IP | SI_SYM | SI_CPU | SI_RAW)
/*
 * Entry seq (with hists.seq_from_tmpl): the sample's number above SEQ_SHIFT, below it the
 * place of the entry among those the sample makes (0: its own, i + 1: its frame i's in
 * children mode), so that the order of seqs is the order the plain way makes entries in.
 */
#define SEQ_SHIFT 24

/* --- resolving a sample into an entry template --- */

/*
 * An entry made by a later sample than tmpl's (park_chains: tmpl's was parked) becomes what
 * tmpl's sample would have made, had it come first: its seq, and the values of the template
 * that are not keys (the address, the level, the task...).
 */
static inline struct hist_entry *earliest(const struct hists *hists, struct hist_entry *he,
					  const struct hist_entry *tmpl)
{
	if (he && hists->seq_from_tmpl && tmpl->seq < he->seq)
		hist_entry__retemplate(he, tmpl);
	return he;
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
}

static bool sym_selected(const struct hist_iter *it, const struct symbol *sym)
{
	const struct sample_filters *f = it->filters;

	if (f && f->sym_substr && (!sym || !strstr(sym->name, f->sym_substr)))
		return false;
	return !f || !f->syms.nr || (sym && str_list__has(&f->syms, sym->name));
}

static bool dso__is_kernel(const struct dso *dso)
{
	return dso && (dso->kind == DSO_KIND_KERNEL || dso->kind == DSO_KIND_KMODULE);
}

/*
 * Resolve the sample into tmpl (all but seq and the keys' values of SORT_FILL_RESOLVED).
 * False when a filter drops it (with cfg.filtered_entries, tmpl->filtered is set instead).
 * *park: a kernel sample whose symbol must wait (tmpl.sym not looked up yet, nor the symbol
 * filters).
 */
static bool resolve(struct hist_iter *it, struct evsel *evsel, const struct perf_sample *sample,
		    struct hist_entry *tmpl, bool *park)
{
	const struct sample_filters *f = it->filters;
	struct addr_location al;

	*park = false;
	if (!it->filter_task_or_location)
		f = NULL;
	if (it->park_kernel || it->park_chains) {
		struct thread *t =
			machine__findnew_thread(it->machine, (int)sample->pid, (int)sample->tid);

		thread__resolve_map(t, &al, sample->ip, sample->cpumode);
		if (dso__is_kernel(al.dso) && !al.dso->loaded &&
		    machine__kallsyms_pending(it->machine))
			*park = true; /* the symbol later, in unpark() */
		else if (al.map)
			al.sym = dso__find_symbol(al.dso, al.addr);
	} else {
		machine__resolve_sample(it->machine, sample, &al);
	}
	memset(tmpl, 0, sizeof(*tmpl));
	if (f && f->pids.nr && !int_list__has(&f->pids, al.thread->pid))
		tmpl->filtered = true;
	if (f && f->tids.nr && !int_list__has(&f->tids, al.thread->tid))
		tmpl->filtered = true;
	tmpl->thread = al.thread;
	tmpl->comm = thread__comm_at(al.thread, sample->time);
	if (f && f->comms.nr && !str_list__has(&f->comms, tmpl->comm ? tmpl->comm : ""))
		tmpl->filtered = true;
	tmpl->map = al.map;
	tmpl->dso = al.dso;
	if (f && !sample_filters__has_dso(f, al.dso ? al.dso->short_name : NULL,
					  al.dso ? al.dso->long_name : NULL))
		tmpl->filtered = true;
	tmpl->sym = al.sym;
	if (!*park && !sym_selected(it, al.sym))
		tmpl->filtered = true;
	if (it->cfg.parallelism) {
		tmpl->vals.parallelism = machine__parallelism(it->machine);
		if (f && f->parallelism.bits &&
		    !cpu_filter__has(&f->parallelism, (u32)tmpl->vals.parallelism))
			tmpl->filtered = true;
	}
	if (tmpl->filtered && !it->cfg.filtered_entries)
		return false;
	tmpl->ip = al.addr;
	tmpl->level = al.level ? al.level : '.';
	tmpl->cpu = (int)sample->cpu;
	if (it->fills[SORT_FILL_SAMPLE]) {
		it->fill.evsel = evsel;
		it->fill.sample = sample;
		sort_config__fill(it->cfg.sort, SORT_FILL_SAMPLE, tmpl, &it->fill);
	}
	return true;
}

/* cfg.addr_hits: the sample at its symbol's address (tmpl as resolved) */
static u32 count_addr(struct hist_iter *it, const struct hists *hists,
		      const struct hist_entry *tmpl, u64 period)
{
	if (!it->cfg.addr_hits || !tmpl->sym || !tmpl->map)
		return ADDR_HITS_NONE;
	return addr_hits__add(it->cfg.addr_hits, hists, tmpl->dso, tmpl->sym, tmpl->ip, period);
}

/* --- park_kernel --- */

/*
 * Invariant: a parked sample gets the entry, and the seq, it would have had unparked (its
 * template is complete but for the symbol, and its seq was taken in sample order), and the
 * hists order entries by seq, not by creation (hists.seq_from_tmpl). Only where the keys and
 * filters read nothing but what it keeps (PARK_KEEPS): no chains, no srcline.
 */
static __attribute__((noinline)) void park(struct hist_iter *it, struct hists *hists,
					    const struct hist_entry *tmpl, u64 period,
					    const struct perf_sample *sample)
{
	struct parked_sample *ps;
	struct callchain_cursor *c = &it->cursor;

	it->parked =
		grow_array(it->parked, &it->alloc_parked, it->nr_parked + 1, sizeof(*it->parked));
	ps = &it->parked[it->nr_parked++];
	it->nr_ever_parked++;
	ps->hists = hists;
	ps->thread = tmpl->thread;
	ps->comm = tmpl->comm;
	ps->map = tmpl->map;
	ps->vals = tmpl->vals;
	ps->addr = tmpl->ip;
	ps->period = period;
	ps->seq = tmpl->seq;
	ps->cpu = tmpl->cpu;
	ps->level = tmpl->level;
	ps->filtered = tmpl->filtered;
	ps->frame = (u32)it->nr_parked_frames;
	ps->nr_frames = 0;
	if (!it->walk_chain || !sample->callchain)
		return;
	/* the chain now, while the stack copy is at hand; its kernel symbols later */
	c->kernel_syms_later = true;
	callchain_cursor__resolve(c, tmpl->thread, sample, &it->cc);
	c->kernel_syms_later = false;
	if (!c->nr) /* (a chain Linux perf drops: ending in -1) */
		return;
	it->parked_frames = grow_array(it->parked_frames, &it->alloc_parked_frames,
				       it->nr_parked_frames + c->nr, sizeof(*it->parked_frames));
	memcpy(it->parked_frames + it->nr_parked_frames, c->frames, c->nr * sizeof(*c->frames));
	it->nr_parked_frames += c->nr;
	ps->nr_frames = c->nr;
}

static void add_resolved(struct hist_iter *it, struct hists *hists, struct hist_entry *tmpl,
			 u64 period, bool cache);

/* The parked samples' entries, in their order, now that the kernel's symbols are there. */
static void unpark(struct hist_iter *it)
{
	struct callchain_cursor *c = &it->cursor;

	if (it->nr_parked)
		pr_debug2("%zu kernel samples waited for the kernel's symbols\n", it->nr_parked);

	for (size_t i = 0; i < it->nr_parked; i++) {
		const struct parked_sample *ps = &it->parked[i];
		struct hist_entry tmpl;

		memset(&tmpl, 0, sizeof(tmpl));
		tmpl.thread = ps->thread;
		tmpl.comm = ps->comm;
		tmpl.map = ps->map;
		tmpl.dso = ps->map->dso;
		tmpl.sym = dso__find_symbol(tmpl.dso, ps->addr);
		tmpl.filtered = ps->filtered || !sym_selected(it, tmpl.sym);
		if (tmpl.filtered && !it->cfg.filtered_entries) {
			hists__count_filtered(ps->hists, ps->period);
			continue;
		}
		tmpl.ip = ps->addr;
		tmpl.level = ps->level;
		tmpl.cpu = ps->cpu;
		tmpl.vals = ps->vals;
		tmpl.seq = ps->seq;
		c->nr = 0;
		if (ps->nr_frames) {
			if (c->alloc < ps->nr_frames) {
				size_t a = c->alloc;

				c->frames = grow_array(c->frames, &a, ps->nr_frames, sizeof(*c->frames));
				c->alloc = a;
			}
			memcpy(c->frames, it->parked_frames + ps->frame,
			       ps->nr_frames * sizeof(*c->frames));
			c->nr = ps->nr_frames;
			callchain_frames__resolve_kernel(c->frames, c->nr);
		}
		add_resolved(it, ps->hists, &tmpl, ps->period, false);
	}
	it->nr_parked = 0;
	it->nr_parked_frames = 0;
}

/* --- the plain way: children entries and call graphs per sample --- */

/*
 * The children entries of the sample resolved in it->cursor: one per caller, a function
 * that recurses counted once per sample. Plain: each gets the period and the chain from
 * its frame on. deferred (a record's first sample, defer_chains): the same entries made
 * in the same order, remembered in it->cums; finish adds their periods and replay_chains
 * builds their call graphs.
 */
enum cum_way {
	CUM_PLAIN, /* add the period and the chain from the frame on */
	CUM_RECORD, /* a new record's first sample: remember the entries in it->cums */
	CUM_EARLIER, /* a record's sample earlier than its first (park_chains): earliest() each */
};

static __attribute__((noinline)) void add_cumulative(struct hist_iter *it, struct hists *hists,
						     struct hist_entry *self,
						     struct hist_entry *tmpl, u64 period,
						     enum cum_way way)
{
	struct callchain_cursor *c = &it->cursor;
	u32 nr_cached = 0;
	u64 seq = tmpl->seq;

	it->he_cache =
		grow_array(it->he_cache, &it->he_cache_alloc, c->nr + 2, sizeof(*it->he_cache));
	it->he_cache[nr_cached++] = self;
	for (u32 i = 0; i < c->nr; i++) {
		struct hist_entry *he;
		bool dup = false;

		fill_from_frame(tmpl, &c->frames[i]);
		tmpl->seq = seq + 1 + i;
		/*
		 * (never deferred with such a value: a key that reads the frame's exact address
		 * declares it, SI_FRAME_IP, and paths do not keep it)
		 */
		if (it->fills[SORT_FILL_FRAME])
			sort_config__fill(it->cfg.sort, SORT_FILL_FRAME, tmpl, &it->fill);
		for (u32 k = 0; k < nr_cached; k++)
			if (sort__equal(it->cfg.sort, it->he_cache[k], tmpl)) {
				dup = true;
				break;
			}
		if (dup)
			continue;
		if (way == CUM_EARLIER) {
			he = earliest(hists, hists__findnew_entry(hists, tmpl), tmpl);
		} else if (way == CUM_RECORD) {
			he = earliest(hists, hists__findnew_entry(hists, tmpl), tmpl);
			it->cums = grow_array_uninit(it->cums, &it->alloc_cums, it->nr_cums + 1,
						     sizeof(*it->cums));
			it->cums[it->nr_cums].he = he;
			it->cums[it->nr_cums].from = i;
			it->nr_cums++;
		} else {
			he = hists__add_entry(hists, tmpl, period, false);
			if (he->callchain)
				callchain_root__append(he->callchain, &c->frames[i], c->nr - i,
						       period, it->cc.key);
		}
		it->he_cache[nr_cached++] = he;
		if (he->callchain && c->nr - i > he->max_depth)
			he->max_depth = c->nr - i;
	}
	tmpl->seq = seq;
}

static void add_direct(struct hist_iter *it, struct hists *hists, struct hist_entry *he,
		       struct hist_entry *tmpl, u64 period)
{
	if (he->callchain) {
		callchain_root__append(he->callchain, it->cursor.frames, it->cursor.nr, period,
				       it->cc.key);
		if (it->cursor.nr > he->max_depth)
			he->max_depth = it->cursor.nr;
	}
	if (it->cumulative)
		add_cumulative(it, hists, he, tmpl, period, CUM_PLAIN);
}

/* --- defer_chains --- */

/*
 * Invariant: a record's (entry, path) determines its children entries and the frames its
 * samples add to each tree: the path holds the frames as the trees compare them (by symbol,
 * by exact address when unresolved or with the address key), and the children entries are
 * made from those frames. Hence not with a key that reads a caller's exact address
 * (SI_FRAME_IP, e.g. srcline), which the path does not keep.
 *
 * Invariant: the same output order. A record's first sample makes its children entries in
 * the order add_cumulative would (their seq, the last tie-break, is the same), and the
 * records are replayed in the order of their first samples, so each tree gets its nodes in
 * the order the plain way makes them (siblings of equal weight print in that order).
 *
 * Invariant: a tree not built prints nothing. Only entries whose graph can print a line
 * (hists__mark_callchains: shown, and above the graph's threshold) get theirs.
 */

static inline size_t rec_slot(const struct hist_iter *it, const struct hist_entry *he,
			      const struct callchain_path *path)
{
	u64 h = (u64)(uintptr_t)he * 0x9e3779b97f4a7c15ULL ^
		(u64)(uintptr_t)path * 0xff51afd7ed558ccdULL;

	return (h ^ (h >> 31)) & (it->rec_hash_size - 1);
}

static void rec_hash_grow(struct hist_iter *it)
{
	free(it->rec_hash);
	it->rec_hash_size = it->rec_hash_size ? it->rec_hash_size * 2 : 1 << 12;
	it->rec_hash = xcalloc(it->rec_hash_size, sizeof(*it->rec_hash));
	for (size_t r = 0; r < it->nr_recs; r++) {
		size_t i = rec_slot(it, it->recs[r].self, it->recs[r].path);

		while (it->rec_hash[i])
			i = (i + 1) & (it->rec_hash_size - 1);
		it->rec_hash[i] = (u32)r + 1;
	}
}

/*
 * park_chains: a record made by a later sample is met by an earlier one (an unparked one): it
 * and the children entries made with it become what the earlier one would have made.
 */
static void rec_earlier(struct hist_iter *it, struct hists *hists, struct chain_rec *r,
			struct hist_entry *tmpl)
{
	r->seq = tmpl->seq;
	it->recs_unordered = true;
	if (it->cumulative)
		add_cumulative(it, hists, r->self, tmpl, 0, CUM_EARLIER);
}

/*
 * The index of the record of entry he with the chain resolved in it->cursor (made if new);
 * the caller counts the sample in it. Only a record's first sample looks up the children
 * entries.
 */
static u32 record_chain(struct hist_iter *it, struct hists *hists, struct hist_entry *he,
			struct hist_entry *tmpl)
{
	struct callchain_cursor *c = &it->cursor;
	struct callchain_path *path =
		callchain_path__intern(it->paths, c->frames, c->nr, it->cc.key);
	u32 *memo = path ? callchain_path__memo(path) : NULL;
	struct chain_rec *r;
	size_t i;

	/*
	 * The record the path's last sample went to, mostly this one's (its entry is mostly
	 * the path's leaf's): no probe of the records' hash, which missed the CPU's cache
	 */
	if (memo && *memo && *memo <= it->nr_recs) {
		r = &it->recs[*memo - 1];
		if (r->self == he && r->path == path) {
			if (tmpl->seq < r->seq)
				rec_earlier(it, hists, r, tmpl);
			return *memo - 1;
		}
	}
	if ((it->nr_recs + 1) * 2 > it->rec_hash_size)
		rec_hash_grow(it);
	for (i = rec_slot(it, he, path); it->rec_hash[i]; i = (i + 1) & (it->rec_hash_size - 1)) {
		r = &it->recs[it->rec_hash[i] - 1];
		if (r->self == he && r->path == path) {
			if (tmpl->seq < r->seq)
				rec_earlier(it, hists, r, tmpl);
			if (memo)
				*memo = it->rec_hash[i];
			return it->rec_hash[i] - 1;
		}
	}
	/* (both filled in order, and the most memory report holds with children: not zeroed) */
	it->recs = grow_array_uninit(it->recs, &it->alloc_recs, it->nr_recs + 1, sizeof(*it->recs));
	it->rec_hash[i] = (u32)it->nr_recs + 1;
	if (memo)
		*memo = it->rec_hash[i];
	r = &it->recs[it->nr_recs++];
	r->self = he;
	r->path = path;
	r->period = 0;
	r->count = 0;
	r->cum = (u32)it->nr_cums;
	r->seq = tmpl->seq;
	if (it->nr_recs > 1 && r->seq < r[-1].seq)
		it->recs_unordered = true;
	if (he->callchain && c->nr > he->max_depth)
		he->max_depth = c->nr;
	if (it->cumulative)
		add_cumulative(it, hists, he, tmpl, 0, CUM_RECORD);
	r->nr_cum = (u32)(it->nr_cums - r->cum);
	return (u32)(it->nr_recs - 1);
}

static void count_chain(struct hist_iter *it, u32 rec, u64 period)
{
	it->recs[rec].period += period;
	it->recs[rec].count++;
}

/* --- sample_cache --- */

/*
 * The sample's chain as the key holds it (NULL without one, or when nothing reads it): *skip,
 * the words the key's ip and lead stand for (2: the chain starts with its context word and
 * the sample's ip, as the kernel writes it; else 0), *lead that context word's low half.
 */
static inline const u64 *key_chain(const struct hist_iter *it, const struct perf_sample *sample,
				   u32 *nr, u32 *skip, u32 *lead)
{
	const u64 *ips = it->inputs & SI_CALLCHAIN && sample->callchain ? sample->callchain->ips :
									  NULL;
	u64 first;

	*nr = ips ? (u32)sample->callchain->nr : 0;
	first = *nr >= 2 ? ips[0] : 0;
	*skip = first >= (u64)PERF_CONTEXT_MAX && ips[1] == sample->ip ? 2 : 0;
	*lead = *skip ? (u32)first : 0;
	return ips;
}

/*
 * Invariant: two samples with equal cache keys resolve to the same entry and record. The
 * key holds the task and its address space (maps, by pointer: valid while no maps changed,
 * machine->maps_generation; the cache is emptied when one does), ip and cpumode always, and
 * otherwise exactly the inputs that the keys, filters and call graphs in use read
 * (it->inputs). With cache_by_sym, the ip is the symbol it resolves to (raw_key__leaf). An
 * input a raw record cannot hold (time, raw payload) turns the cache off.
 * Filtered-out samples get no raw record, so their like take the long way too. The key is
 * made from the sample's task, which may not be the one its entry was made with.
 *
 * Invariant: every sample counted once. A hit is counted in the hists' totals at once, and
 * in its entry and record when the raw record is dropped (raw_reset: at a maps change and in
 * hist_iter__finish); nothing reads an entry's or record's counts before finish.
 */
static inline void raw_key__init(struct raw_key *k, const struct hist_iter *it,
				 const struct hists *hists, const struct thread *thread,
				 const struct perf_sample *sample, u64 period)
{
	unsigned int in = it->inputs;

	k->ctx.hists = hists;
	k->ctx.thread = thread;
	k->ctx.comm = in & SI_COMM ? thread__comm_at(thread, sample->time) : NULL;
	k->ctx.maps = thread->maps;
	k->ctx.cpu = in & SI_CPU ? (int)sample->cpu : -1;
	k->ctx.cpumode = sample->cpumode;
	k->ip = sample->ip;
	k->nr_extra = 0;
	if (in & SI_PERIOD)
		k->extra[k->nr_extra++] = period;
	if (in & SI_ADDR)
		k->extra[k->nr_extra++] = sample->addr;
	k->ips = key_chain(it, sample, &k->nr, &k->skip, &k->lead);
	k->by_sym = false;
	k->exact_ip = sample->ip;
}

/*
 * cache_by_sym: may the key's ip be the symbol the sample resolves to? When its entry and its
 * chain's first frame (the sample's ip, skip) resolve it alike (their modes agree; a user
 * sample in the kernel's half is resolved in the kernel's maps as an entry only), and not
 * while the kernel's symbols load (kernel samples wait then: their symbols are not known).
 */
static inline bool leaf_by_sym(const struct hist_iter *it, const struct perf_sample *sample,
			       u32 skip, u32 lead)
{
	switch (sample->cpumode) {
	case PERF_RECORD_MISC_KERNEL:
		return (!skip || lead == (u32)PERF_CONTEXT_KERNEL) &&
		       !machine__kallsyms_pending(it->machine);
	case PERF_RECORD_MISC_USER:
		return (!skip || lead == (u32)PERF_CONTEXT_USER) && (s64)sample->ip >= 0;
	default:
		return false;
	}
}

/*
 * The symbol guess_key found for the sample ahead made the key's ip, when it was resolved in
 * the task's maps as they are now (resolve cache's rule: the same maps, no maps changed since;
 * leaf_by_sym held then, and its kallsyms condition cannot go back). True when it did.
 */
static inline bool sample_symbol(struct raw_key *k, const struct hist_iter *it,
				 const struct thread *t, const struct perf_sample *sample)
{
	if (sample->prep_for != it || !sample->prep_ptr[1] || sample->prep_ptr[0] != t->maps ||
	    sample->prep_gen != (u32)it->machine->maps_generation)
		return false;
	k->ip = (u64)(uintptr_t)sample->prep_ptr[1];
	k->by_sym = true;
	return true;
}

/*
 * The key's ip made the sample's symbol where it can be (cache_by_sym): samples anywhere in a
 * symbol resolve to the same entry and the same chain (interned by symbol, the frames'
 * addresses not read: no SI_IP, SI_FRAME_IP, addr_hits or inlines), so they share a record.
 * A sample without a symbol keeps its address, which its entry shows.
 */
static void raw_key__leaf(struct raw_key *k, struct hist_iter *it, struct thread *thread,
			  const struct perf_sample *sample)
{
	struct symbol *sym;

	if (!leaf_by_sym(it, sample, k->skip, k->lead))
		return;
	sym = thread__resolve_sym_cached(thread, sample->ip, sample->cpumode);
	if (sym) {
		k->ip = (u64)(uintptr_t)sym;
		k->by_sym = true;
	}
}

static inline bool raw_ctx__equal(const struct raw_ctx *a, const struct raw_ctx *b)
{
	return a->thread == b->thread && a->comm == b->comm && a->hists == b->hists &&
	       a->maps == b->maps && a->cpu == b->cpu && a->cpumode == b->cpumode;
}

static inline size_t raw_ctx_slot(const struct hist_iter *it, const struct raw_ctx *c)
{
	u64 h = ((u64)(uintptr_t)c->thread * 0x9e3779b97f4a7c15ULL) ^ (u64)(uintptr_t)c->comm ^
		((u64)(uintptr_t)c->hists << 7) ^ ((u64)(uintptr_t)c->maps << 13) ^
		((u64)c->cpumode << 56) ^ ((u64)(u32)c->cpu << 32);

	h *= 0xff51afd7ed558ccdULL;
	return (h ^ (h >> 29)) & (it->raw_ctx_hash_size - 1);
}

static void raw_ctx_hash_grow(struct hist_iter *it)
{
	free(it->raw_ctx_hash);
	it->raw_ctx_hash_size = it->raw_ctx_hash_size ? it->raw_ctx_hash_size * 2 : 64;
	it->raw_ctx_hash = xcalloc(it->raw_ctx_hash_size, sizeof(*it->raw_ctx_hash));
	for (size_t c = 0; c < it->nr_raw_ctxs; c++) {
		size_t i = raw_ctx_slot(it, &it->raw_ctxs[c]);

		while (it->raw_ctx_hash[i])
			i = (i + 1) & (it->raw_ctx_hash_size - 1);
		it->raw_ctx_hash[i] = (u32)c + 1;
	}
}

/* The index of the key's context in it->raw_ctxs, made if new. */
static u32 raw_ctx_find(struct hist_iter *it, const struct raw_ctx *c)
{
	size_t i;

	if (it->nr_raw_ctxs && raw_ctx__equal(&it->raw_ctxs[it->raw_last_ctx], c))
		return it->raw_last_ctx;
	if ((it->nr_raw_ctxs + 1) * 2 > it->raw_ctx_hash_size)
		raw_ctx_hash_grow(it);
	for (i = raw_ctx_slot(it, c); it->raw_ctx_hash[i];
	     i = (i + 1) & (it->raw_ctx_hash_size - 1))
		if (raw_ctx__equal(&it->raw_ctxs[it->raw_ctx_hash[i] - 1], c))
			return it->raw_last_ctx = it->raw_ctx_hash[i] - 1;
	it->raw_ctxs = grow_array(it->raw_ctxs, &it->alloc_raw_ctxs, it->nr_raw_ctxs + 1,
				  sizeof(*it->raw_ctxs));
	it->raw_ctxs[it->nr_raw_ctxs] = *c;
	it->raw_ctx_hash[i] = (u32)it->nr_raw_ctxs + 1;
	return it->raw_last_ctx = (u32)it->nr_raw_ctxs++;
}

/*
 * The sample cache's hash of a sample, in two parts. sample_hash: of the parts of its key
 * that the sample itself holds but its ip (its task by tid, not the task's pointer, comm or
 * maps, which are found as it is added), so that it can be made before its turn
 * (hist_iter__prepare). key_hash: with the key's ip, its address or symbol. Equal keys hash
 * alike.
 */
static u32 sample_hash(const struct hist_iter *it, const struct hists *hists,
		       const struct perf_sample *sample)
{
	unsigned int in = it->inputs;
	u32 nr, skip, lead;
	const u64 *ips = key_chain(it, sample, &nr, &skip, &lead);
	u64 h = ((u64)(uintptr_t)hists * 0x9e3779b97f4a7c15ULL) ^ ((u64)sample->cpumode << 56) ^
		((u64)(in & SI_CPU ? sample->cpu : 0) << 32) ^ ((u64)sample->tid << 8) ^ nr;

	h = (h ^ lead) * 0xff51afd7ed558ccdULL;
	if (in & SI_PERIOD)
		h = (h ^ (sample->period ? sample->period : 1)) * 0xff51afd7ed558ccdULL;
	if (in & SI_ADDR)
		h = (h ^ sample->addr) * 0xff51afd7ed558ccdULL;
	for (u32 i = skip; i < nr; i++)
		h = (h ^ ips[i]) * 0xff51afd7ed558ccdULL;
	return (u32)(h ^ (h >> 32));
}

static inline u32 key_hash(u32 part, u64 ip)
{
	u64 h = ((u64)part << 32 ^ ip) * 0xff51afd7ed558ccdULL;

	return (u32)(h ^ (h >> 32));
}

/* a chunk's bytes, a ref's 8-byte units in a chunk */
#define RAW_CHUNK(it) ((size_t)8 << (it)->raw_chunk_shift)
#define RAW_REF_UNITS(it) ((size_t)1 << (it)->raw_chunk_shift)

static inline struct raw_rec *raw_rec_at(const struct hist_iter *it, u32 ref)
{
	ref--;
	return (struct raw_rec *)(it->raw_chunks[ref >> it->raw_chunk_shift] +
				  (ref & (RAW_REF_UNITS(it) - 1)) * 8);
}

/* The record's key equals k but for its ip. */
static inline bool raw_rec__rest_equal(const struct hist_iter *it, const struct raw_rec *rr,
				       const struct raw_key *k)
{
	return rr->lead == raw_lead(k->lead) && rr->nr == k->nr_extra + k->nr - k->skip &&
	       raw_ctx__equal(&it->raw_ctxs[rr->ctx], &k->ctx) &&
	       (!k->nr_extra || !memcmp(rr->words, k->extra, k->nr_extra * sizeof(u64))) &&
	       (k->nr == k->skip || !memcmp(rr->words + k->nr_extra, k->ips + k->skip,
					    (k->nr - k->skip) * sizeof(u64)));
}

/* The record of key k (hash h), NULL when there is none; *ref its ref. */
static struct raw_rec *raw_find(struct hist_iter *it, const struct raw_key *k, u32 h, u32 *ref)
{
	if (!it->raw_hash_size)
		return NULL;
	for (size_t i = h & (it->raw_hash_size - 1); it->raw_hash[i].ref;
	     i = (i + 1) & (it->raw_hash_size - 1)) {
		struct raw_rec *rr;

		if (it->raw_hash[i].hash != h)
			continue;
		rr = raw_rec_at(it, it->raw_hash[i].ref);
		if (rr->ip == k->ip && rr->by_sym == k->by_sym && raw_rec__rest_equal(it, rr, k)) {
			*ref = it->raw_hash[i].ref;
			return rr;
		}
	}
	return NULL;
}

/* An address's front entry's tag in this generation (front_addr_ok: the address can have one) */
static inline u64 front_tag(const struct hist_iter *it, u64 ip)
{
	return (ip & FRONT_ADDR_MASK) | (u64)(u16)it->front_gen << 48;
}

/*
 * cache_by_sym: the record the key's exact address was last found in, when the front table
 * still holds it and the rest of the record's key is the sample's: a record by symbol (the
 * address resolved to it in these maps: none changed since, or the cache would have been
 * emptied), or one by this address.
 */
static inline struct raw_rec *front_find(struct hist_iter *it, const struct raw_key *k,
					 const struct raw_front *f)
{
	struct raw_rec *rr;

	if (f->tag != front_tag(it, k->exact_ip) || !front_addr_ok(k->exact_ip))
		return NULL;
	rr = raw_rec_at(it, f->ref);
	if ((rr->by_sym || rr->ip == k->exact_ip) && raw_rec__rest_equal(it, rr, k))
		return rr;
	return NULL;
}

/* A record's counts moved to its entry and record. */
static void raw_flush(struct hist_iter *it, struct raw_rec *rr)
{
	struct chain_rec *r = &it->recs[rr->rec];

	hist_entry__add_period(r->self, rr->period, rr->count);
	r->period += rr->period;
	r->count += rr->count;
	rr->period = 0;
	rr->count = 0;
}

/* A hit of period counted in its record (or, too big for it, in its entry and record) */
static inline void raw_count(struct hist_iter *it, struct raw_rec *rr, u64 period)
{
	if (rr->count == UINT32_MAX || period > UINT32_MAX - rr->period) {
		raw_flush(it, rr);
		if (period > UINT32_MAX) {
			struct chain_rec *r = &it->recs[rr->rec];

			hist_entry__add_period(r->self, period, 1);
			r->period += period;
			r->count++;
			return;
		}
	}
	rr->period += (u32)period;
	rr->count++;
}

/* Moves the raw records' counts to their entries and records, and forgets them. */
static void raw_reset(struct hist_iter *it)
{
	/*
	 * The records in the order they were made, chunk by chunk: their memory read in order,
	 * and their chain records mostly so (made in the same order); through the hash, each
	 * record and chain record was a cache miss (measured, 185k records of the 1M -g
	 * file: 20-33 ms).
	 */
	for (size_t c = 0; it->raw_nr && c <= it->raw_chunk; c++) {
		size_t used = c == it->raw_chunk ? it->raw_chunk_used : it->raw_chunk_ends[c];

		for (size_t off = 0; off < used;) {
			struct raw_rec *rr = (struct raw_rec *)(it->raw_chunks[c] + off);

			if (rr->count)
				raw_flush(it, rr);
			off += sizeof(*rr) + rr->nr * sizeof(u64);
		}
	}
	if (it->raw_nr)
		memset(it->raw_hash, 0, it->raw_hash_size * sizeof(*it->raw_hash));
	it->raw_nr = 0;
	it->raw_chunk = 0;
	it->raw_chunk_used = 0;
	/* (their pointers may be reused for other tasks now) */
	it->nr_raw_ctxs = 0;
	if (it->raw_ctx_hash)
		memset(it->raw_ctx_hash, 0, it->raw_ctx_hash_size * sizeof(*it->raw_ctx_hash));
	it->raw_gen = it->machine->maps_generation;
	/* (the front table's entries with it: cleared when the generation's tag bits wrap) */
	if (!(u16)++it->front_gen) {
		if (it->front)
			memset(it->front, 0, FRONT_SIZE * sizeof(*it->front));
		it->front_gen++;
	}
}

/* The sample cache's memory freed (raw_reset first): it is empty as when new. */
static void raw_free(struct hist_iter *it)
{
	for (size_t i = 0; i < it->nr_raw_chunks; i++)
		free(it->raw_chunks[i]);
	free(it->raw_chunks);
	it->raw_chunks = NULL;
	free(it->raw_chunk_ends);
	it->raw_chunk_ends = NULL;
	it->nr_raw_chunks = it->alloc_raw_chunks = 0;
	free(it->raw_hash);
	it->raw_hash = NULL;
	it->raw_hash_size = 0;
	free(it->raw_ctxs);
	it->raw_ctxs = NULL;
	it->nr_raw_ctxs = it->alloc_raw_ctxs = 0;
	free(it->raw_ctx_hash);
	it->raw_ctx_hash = NULL;
	it->raw_ctx_hash_size = 0;
	free(it->front);
	it->front = NULL;
}

static void raw_insert_slot(struct hist_iter *it, u32 h, u32 ref)
{
	size_t i = h & (it->raw_hash_size - 1);

	while (it->raw_hash[i].ref)
		i = (i + 1) & (it->raw_hash_size - 1);
	it->raw_hash[i].hash = h;
	it->raw_hash[i].ref = ref;
}

/* Remembers a sample just counted in record rec: the new record's ref, 0 when not kept. */
static u32 raw_add(struct hist_iter *it, const struct raw_key *k, u32 h, u32 rec, u32 hit)
{
	u32 nr = k->nr_extra + k->nr - k->skip;
	size_t need = sizeof(struct raw_rec) + nr * sizeof(u64);
	struct raw_rec *rr;
	u32 ref;

	if (need > RAW_CHUNK(it) || nr > RAW_MAX_WORDS)
		return 0; /* a huge chain: not worth remembering */
	if (it->nr_raw_chunks >= UINT32_MAX / RAW_REF_UNITS(it))
		return 0; /* (refs are 32 bits: 32 GB of records) */
	if ((it->raw_nr + 1) * 2 > it->raw_hash_size) {
		struct raw_slot *old = it->raw_hash;
		size_t old_size = it->raw_hash_size;

		it->raw_hash_size = old_size ? old_size * 2 : 1 << 12;
		it->raw_hash = xcalloc(it->raw_hash_size, sizeof(*it->raw_hash));
		for (size_t i = 0; i < old_size; i++)
			if (old[i].ref)
				raw_insert_slot(it, old[i].hash, old[i].ref);
		free(old);
	}
	if (!it->nr_raw_chunks || it->raw_chunk_used + need > RAW_CHUNK(it)) {
		if (it->nr_raw_chunks)
			it->raw_chunk_ends[it->raw_chunk] = it->raw_chunk_used;
		if (it->nr_raw_chunks && it->raw_chunk + 1 < it->nr_raw_chunks) {
			it->raw_chunk++;
		} else {
			size_t alloc = it->alloc_raw_chunks;

			it->raw_chunks = grow_array(it->raw_chunks, &it->alloc_raw_chunks,
						    it->nr_raw_chunks + 1, sizeof(*it->raw_chunks));
			it->raw_chunk_ends = grow_array(it->raw_chunk_ends, &alloc,
							it->nr_raw_chunks + 1,
							sizeof(*it->raw_chunk_ends));
			it->raw_chunks[it->nr_raw_chunks] = xmalloc(RAW_CHUNK(it));
			it->raw_chunk = it->nr_raw_chunks++;
		}
		it->raw_chunk_used = 0;
	}
	rr = (struct raw_rec *)(it->raw_chunks[it->raw_chunk] + it->raw_chunk_used);
	rr->period = 0;
	rr->count = 0;
	rr->ctx = raw_ctx_find(it, &k->ctx);
	rr->rec = rec;
	rr->hit = hit;
	rr->nr = nr;
	rr->by_sym = k->by_sym;
	rr->lead = raw_lead(k->lead);
	rr->ip = k->ip;
	if (k->nr_extra)
		memcpy(rr->words, k->extra, k->nr_extra * sizeof(u64));
	if (k->nr > k->skip) /* (ips is NULL without a chain) */
		memcpy(rr->words + k->nr_extra, k->ips + k->skip, (k->nr - k->skip) * sizeof(u64));
	ref = (u32)(it->raw_chunk * RAW_REF_UNITS(it) + it->raw_chunk_used / 8 + 1);
	raw_insert_slot(it, h, ref);
	it->raw_chunk_used += need;
	it->raw_nr++;
	return ref;
}

static inline void front_set(struct hist_iter *it, struct raw_front *f, u64 ip, u32 ref)
{
	if (!front_addr_ok(ip))
		return;
	f->tag = front_tag(it, ip);
	f->ref = ref;
}

/* A sample like one seen: counted in its raw record (true), or not seen (false). */
static bool cache_hit(struct hist_iter *it, struct hists *hists, const struct perf_sample *sample,
		      u64 period)
{
	struct thread *t = machine__findnew_thread(it->machine, (int)sample->pid, (int)sample->tid);
	struct raw_rec *rr;
	u32 part, ref;

	it->key_valid = false;
	if (!t->maps)
		return false;
	if (it->raw_gen != it->machine->maps_generation)
		raw_reset(it);
	raw_key__init(&it->key, it, hists, t, sample, period);
	part = sample->prep_for == it ? sample->prep_hash : sample_hash(it, hists, sample);
	it->key_front = NULL;
	if (it->front) {
		it->key_front = &it->front[key_hash(part, sample->ip) & (FRONT_SIZE - 1)];
		rr = front_find(it, &it->key, it->key_front);
		if (rr)
			goto found;
		if (!sample_symbol(&it->key, it, t, sample))
			raw_key__leaf(&it->key, it, t, sample);
	}
	it->key_hash = key_hash(part, it->key.ip);
	rr = raw_find(it, &it->key, it->key_hash, &ref);
	if (!rr) {
		it->key_valid = true; /* for cache_add */
		return false;
	}
	if (it->key_front)
		front_set(it, it->key_front, it->key.exact_ip, ref);
found:
	raw_count(it, rr, period);
	it->nr_cache_hits++;
	hists__count_sample(hists, period);
	/* (no decay while an iterator lives: the index stays valid) */
	if (rr->hit != ADDR_HITS_NONE)
		addr_hits__add_at(it->cfg.addr_hits, rr->hit, period, 1);
	return true;
}

/*
 * cache_by_sym, ahead: the task a sample's ip will resolve in, when raw_key__leaf will
 * resolve it (no task is made this early; the maps may still change before its turn: then
 * what is fetched ahead is only the wrong memory).
 */
static struct thread *leaf_thread(const struct hist_iter *it, const struct perf_sample *sample)
{
	struct thread *t;
	u32 nr, skip, lead;

	key_chain(it, sample, &nr, &skip, &lead);
	if (!leaf_by_sym(it, sample, skip, lead))
		return NULL;
	t = machine__find_thread(it->machine, (int)sample->pid, (int)sample->tid);
	return t && t->maps ? t : NULL;
}

/*
 * The key's ip as cache_hit will most likely make it, for its slot to be fetched ahead: the
 * symbol of the sample's ip as it resolves now. The sample keeps it (prep_ptr[1]) with the
 * maps and their generation it was resolved in (prep_ptr[0], prep_gen): cache_hit takes it
 * when they are still the task's (sample_symbol).
 */
static u64 guess_key(const struct hist_iter *it, struct perf_sample *sample)
{
	struct thread *t = leaf_thread(it, sample);
	struct symbol *sym;

	if (!t)
		return sample->ip;
	sym = thread__resolve_sym_cached(t, sample->ip, sample->cpumode);
	sample->prep_ptr[0] = t->maps;
	sample->prep_ptr[1] = sym;
	sample->prep_gen = (u32)it->machine->maps_generation;
	return sym ? (u64)(uintptr_t)sym : sample->ip;
}

void hist_iter__prepare(struct hist_iter *it, struct hists *hists, struct perf_sample *sample,
			struct perf_sample *nearer)
{
	size_t mask = it->raw_hash_size - 1;

	if (!it->sample_cache || !it->raw_hash_size)
		return;
	if (hists && !sample->user_stack.size) {
		u32 h = key_hash(sample->prep_hash = sample_hash(it, hists, sample), sample->ip);

		sample->prep_for = it;
		sample->prep_ptr[1] = NULL; /* (no symbol found ahead yet) */
		if (it->front)
			__builtin_prefetch(&it->front[h & (FRONT_SIZE - 1)]);
		else
			__builtin_prefetch(&it->raw_hash[h & mask]);
	}
	if (!nearer || nearer->prep_for != it)
		return;
	if (it->front) {
		/* (its front entry fetched by the call that prepared it: its record, or its slot) */
		const struct raw_front *f =
			&it->front[key_hash(nearer->prep_hash, nearer->ip) & (FRONT_SIZE - 1)];

		if (f->tag == front_tag(it, nearer->ip) && front_addr_ok(nearer->ip))
			__builtin_prefetch(raw_rec_at(it, f->ref));
		else
			__builtin_prefetch(
				&it->raw_hash[key_hash(nearer->prep_hash, guess_key(it, nearer)) &
					      mask]);
	} else {
		/* (its slot fetched by the call that prepared it: the slot's record, if its) */
		u32 h = key_hash(nearer->prep_hash, nearer->ip);
		const struct raw_slot *slot = &it->raw_hash[h & mask];

		if (slot->ref && slot->hash == h)
			__builtin_prefetch(raw_rec_at(it, slot->ref));
	}
}

/*
 * The sample cache_hit did not find resolved to record rec (and its entry): its key (made
 * from the sample's task, which may not be the one its entry was made with) will find it.
 */
static void cache_add(struct hist_iter *it, u32 rec, u32 hit)
{
	if (it->key_valid) {
		u32 ref = raw_add(it, &it->key, it->key_hash, rec, hit);

		if (ref && it->key_front)
			front_set(it, it->key_front, it->key.exact_ip, ref);
	}
	it->key_valid = false;
}

/* --- the iterator --- */

struct hist_iter *hist_iter__new(struct machine *machine, const struct hist_iter_config *cfg)
{
	struct hist_iter *it = calloc(1, sizeof(*it));
	bool file_cc = cfg->callchains, keyable;

	if (!it)
		return NULL;
	it->cfg = *cfg;
	if (cfg->cc) {
		it->cc = *cfg->cc;
	} else {
		it->cc = callchain_param_default;
		it->cc.mode = CHAIN_NONE;
	}
	it->machine = machine;
	it->raw_chunk_shift = cfg->sample_cache_chunk_shift ? cfg->sample_cache_chunk_shift :
							      RAW_CHUNK_SHIFT;
	it->filters = cfg->filters;
	if (cfg->filters)
		it->filter_task_or_location = sample_filters__inputs(cfg->filters) & ~SI_CPU;
	for (int stage = 0; stage < SORT_FILL_NR; stage++)
		it->fills[stage] = sort_config__fills(cfg->sort, stage);
	it->fill = (struct sort_fill){
		.cfg = cfg->sort, .machine = machine, .tevent = cfg->tevent, .chain = &it->cursor
	};
	it->use_callchain = file_cc && it->cc.mode != CHAIN_NONE;
	it->cumulative = file_cc && cfg->kind == HIST_ITER_CUMULATIVE;
	it->inputs = sort_config__inputs(cfg->sort);
	if (cfg->filters)
		it->inputs |= sample_filters__inputs(cfg->filters);
	if (it->use_callchain || it->cumulative)
		it->inputs |= SI_CALLCHAIN;
	it->walk_chain = file_cc && (it->inputs & SI_CALLCHAIN);
	/*
	 * (entries found as Linux perf finds them, sort_config__linux_find: every sample looks
	 * its entries up, in sample order)
	 */
	if (cfg->plain || cfg->parallelism || sort_config__linux_find(cfg->sort))
		return it;

	/* kernel samples wait for their symbols where an entry needs nothing else */
	it->park_kernel = !it->walk_chain && !(it->inputs & ~PARK_KEEPS);
	/*
	 * Without call graphs too, where the sample cache is possible (a record per entry, its
	 * path empty): keyed by symbol with the front table, it costs less than resolving.
	 * Measured, bench's flat files, CPU (medians of 11 / 5): 1M 0.27 -> 0.23 s, 5M 1.37 ->
	 * 1.05 s (by exact address, without the front table, it was 8% slower than resolving).
	 */
	keyable = !(it->inputs & ~CACHE_KEYABLE);
	it->defer_chains = !(it->inputs & SI_FRAME_IP) &&
			   (it->use_callchain || it->cumulative || keyable);
	/* and with their chains, where the trees are built at the end in sample order */
	it->park_chains = it->defer_chains && !(it->inputs & ~(PARK_KEEPS | SI_CALLCHAIN));
	it->sample_cache = it->defer_chains && keyable;
	if (it->defer_chains)
		it->paths = callchain_paths__new();
	/*
	 * Nothing reads where in its symbol a sample is (SI_IP: srcline, annotate's key; the
	 * browser's annotate counts; chains by address or with inlines), so a symbol's samples
	 * share their records: on bench's 1M -g file, 52k records instead of 184k, 95% hits.
	 */
	it->cache_by_sym = it->sample_cache && !(it->inputs & SI_IP) && !cfg->addr_hits &&
			   it->cc.key == CCKEY_FUNCTION && !symbol_conf.inline_frames;
	if (it->cache_by_sym) { /* (written now: zalloc_written) */
		it->front = xcalloc(FRONT_SIZE, sizeof(*it->front));
		it->front_gen = 1;
	}
	return it;
}

unsigned int hist_iter__shortcuts(const struct hist_iter *it)
{
	return (it->sample_cache ? HIST_ITER_SAMPLE_CACHE : 0) |
	       (it->defer_chains ? HIST_ITER_DEFER_CHAINS : 0) |
	       (it->park_kernel || it->park_chains ? HIST_ITER_PARK_KERNEL : 0);
}

u64 hist_iter__nr_parked(const struct hist_iter *it)
{
	return it->nr_ever_parked;
}

u64 hist_iter__nr_cache_hits(const struct hist_iter *it)
{
	return it->nr_cache_hits;
}

static void track_hists(struct hist_iter *it, struct hists *hists)
{
	it->last_hists = hists;
	for (size_t i = 0; i < it->nr_hists; i++)
		if (it->hists[i] == hists)
			return;
	it->hists = grow_array(it->hists, &it->alloc_hists, it->nr_hists + 1, sizeof(*it->hists));
	it->hists[it->nr_hists++] = hists;
	/* parked samples are added after later ones: entries are ordered by their seq */
	hists->seq_from_tmpl = it->park_kernel || it->park_chains;
}

int hist_iter__add(struct hist_iter *it, struct hists *hists, struct evsel *evsel,
		   const struct perf_sample *sample)
{
	/* Linux perf counts a sample without a period as 1 */
	u64 period = sample->period ? sample->period : 1;
	struct hist_entry tmpl;
	bool parked;

	if (hists != it->last_hists)
		track_hists(it, hists);
	/* --cpu and --time drop samples outright, as Linux perf: not even in the totals */
	if (it->filters && (!cpu_filter__has(&it->filters->cpus, sample->cpu) ||
			    !time_filter__has(&it->filters->time, sample->time)))
		return 0;
	/* a DWARF sample's chain is in its stack copy, which the cache key does not hold */
	if (it->sample_cache && !sample->user_stack.size && cache_hit(it, hists, sample, period))
		return 0;
	if (it->nr_parked && !machine__kallsyms_pending(it->machine))
		unpark(it);
	if (!resolve(it, evsel, sample, &tmpl, &parked)) {
		hists__count_filtered(hists, period);
		return 0;
	}
	tmpl.seq = it->nr_seen++ << SEQ_SHIFT;
	if (parked) {
		park(it, hists, &tmpl, period, sample);
		return 0;
	}
	it->cursor.nr = 0;
	if (it->walk_chain && sample->callchain)
		callchain_cursor__resolve(&it->cursor, tmpl.thread, sample, &it->cc);
	add_resolved(it, hists, &tmpl, period, it->sample_cache);
	return 0;
}

/*
 * The resolved sample (tmpl, its chain in it->cursor) added to its entries; with cache, the
 * sample cache learns it (cache_hit's key is this sample's).
 */
static void add_resolved(struct hist_iter *it, struct hists *hists, struct hist_entry *tmpl,
			 u64 period, bool cache)
{
	struct hist_entry *he;
	u32 rec, hit;

	if (it->cfg.hide_unresolved) {
		u32 n = 0;

		if (!tmpl->sym)
			return;
		/* and the frames without one, as Linux perf leaves them out of the chains */
		for (u32 i = 0; i < it->cursor.nr; i++)
			if (it->cursor.frames[i].sym)
				it->cursor.frames[n++] = it->cursor.frames[i];
		it->cursor.nr = n;
	}
	if (it->fills[SORT_FILL_RESOLVED])
		sort_config__fill(it->cfg.sort, SORT_FILL_RESOLVED, tmpl, &it->fill);
	if (it->cfg.exclude_other && !tmpl->vals.parent)
		tmpl->filtered = true;
	he = earliest(hists, hists__add_entry(hists, tmpl, period, true), tmpl);
	hit = count_addr(it, hists, tmpl, period);
	if (it->cfg.cpu_util && he) {
		if (tmpl->level == 'k')
			he->period_sys += period;
		else if (tmpl->level == '.')
			he->period_usr += period;
	}
	if (!it->defer_chains) {
		add_direct(it, hists, he, tmpl, period);
		return;
	}
	rec = record_chain(it, hists, he, tmpl);
	count_chain(it, rec, period);
	/* the next samples like this one take cache_hit's short cut */
	if (cache)
		cache_add(it, rec, hit);
}

static int rec_seq_cmp(const void *a, const void *b, void *arg)
{
	const struct chain_rec *recs = arg;
	u64 x = recs[*(const size_t *)a].seq, y = recs[*(const size_t *)b].seq;

	return x < y ? -1 : x > y;
}

/* park_chains: the records in the order of their first samples (their seqs are unique). */
static size_t *rec_order(struct hist_iter *it)
{
	size_t *order = xmalloc((it->nr_recs ? it->nr_recs : 1) * sizeof(*order));

	for (size_t i = 0; i < it->nr_recs; i++)
		order[i] = i;
	qsort_r(order, it->nr_recs, sizeof(*order), rec_seq_cmp, it->recs);
	return order;
}

/*
 * Build the call graphs of the entries that will print one, from the records in the order
 * of their first samples: each tree gets its nodes in the order the samples would have made
 * them, so siblings of equal weight print as they would have.
 */
static void replay_chains(struct hist_iter *it)
{
	enum chain_key key = it->cc.key;
	size_t *order = NULL;

	/* every record's counts complete, then the children entries' periods */
	for (size_t r = 0; r < it->nr_recs; r++) {
		const struct chain_rec *rec = &it->recs[r];

		/* (indexed in the loop: cums is NULL without children entries) */
		for (u32 k = 0; k < rec->nr_cum; k++) {
			const struct cum_ref *cr = &it->cums[rec->cum + k];

			cr->he->acc.period += rec->period;
			cr->he->acc.nr_events += rec->count;
		}
	}
	for (size_t i = 0; i < it->nr_hists; i++)
		hists__mark_callchains(it->hists[i], it->cfg.percent_limit);
	if (it->recs_unordered)
		order = rec_order(it);
	for (size_t n = 0; n < it->nr_recs; n++) {
		const struct chain_rec *rec = &it->recs[order ? order[n] : n];

		if (rec->self->cc_wanted)
			callchain_root__append_path(rec->self->callchain, rec->path, 0, rec->period,
						    rec->count, key);
		for (u32 k = 0; k < rec->nr_cum; k++) {
			const struct cum_ref *cr = &it->cums[rec->cum + k];

			if (cr->he->cc_wanted)
				callchain_root__append_path(cr->he->callchain, rec->path, cr->from,
							    rec->period, rec->count, key);
		}
	}
	free(order);
}

void hist_iter__finish(struct hist_iter *it)
{
	unpark(it); /* waits for the kernel's symbols if need be */
	/*
	 * the counts the raw records still hold go to their entries; then their memory, the
	 * most a report with call graphs holds, is free before the trees and the output take
	 * theirs (the peak is the larger of the two, not their sum)
	 */
	raw_reset(it);
	raw_free(it);
	free(it->parked);
	it->parked = NULL;
	it->alloc_parked = 0;
	free(it->parked_frames);
	it->parked_frames = NULL;
	it->alloc_parked_frames = 0;
	/* absolute percentages: of every sample, those the filters dropped too */
	if (!it->cfg.filter_relative) {
		for (size_t i = 0; i < it->nr_hists; i++) {
			struct hists *h = it->hists[i];

			h->total_period += h->filtered_period;
			h->nr_samples += h->nr_filtered;
			/* (the dropped samples' latency is not known: filtered_entries keeps them) */
		}
	} else if (it->cfg.filtered_entries) {
		/*
		 * relative: of the samples in the entries shown (a filtered one may be there);
		 * the call graphs' percentages stay of every sample, as in Linux perf
		 */
		for (size_t i = 0; i < it->nr_hists; i++) {
			struct hists *h = it->hists[i];

			h->callchain_total = h->total_period;

			for (u32 e = 0; e < h->nr_entries; e++)
				if (h->entries[e]->filtered) {
					h->total_period -= h->entries[e]->self.period;
					h->total_latency -= h->entries[e]->self.latency;
					h->nr_samples -= h->entries[e]->self.nr_events;
				}
		}
	}
	if (it->defer_chains) {
		replay_chains(it);
		/* the records and their chains are in the trees now */
		free(it->recs);
		it->recs = NULL;
		it->nr_recs = it->alloc_recs = 0;
		free(it->rec_hash);
		it->rec_hash = NULL;
		it->rec_hash_size = 0;
		free(it->cums);
		it->cums = NULL;
		it->nr_cums = it->alloc_cums = 0;
		callchain_paths__delete(it->paths);
		it->paths = NULL;
	}
}

void hist_iter__delete(struct hist_iter *it)
{
	if (!it)
		return;
	callchain_cursor__exit(&it->cursor);
	callchain_paths__delete(it->paths);
	free(it->he_cache);
	free(it->hists);
	free(it->parked);
	free(it->parked_frames);
	free(it->recs);
	free(it->rec_hash);
	free(it->cums);
	raw_free(it);
	free(it->fill.buf);
	free(it);
}

