// SPDX-License-Identifier: GPL-2.0
/*
 * The reader and stack table of the exports (util/export.h): samples replayed through the
 * session and machine, their call chains resolved, then interned into frames, a trie of
 * call paths and (thread, cpu, path) entries with counts per event. Hashes are open chains
 * of indexes into growing arrays: no allocation per sample once the tables are warm.
 */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "util/callchain.h"
#include "util/debug.h"
#include "util/dso.h"
#include "util/event.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/export.h"
#include "util/off-cpu.h"
#include "util/header.h"
#include "util/machine.h"
#include "util/map.h"
#include "util/replay.h"
#include "util/session.h"
#include "util/symbol.h"
#include "util/thread.h"

/*
 * A sample the caller may count without its frames (the stack table's sample cache): true
 * when it did.
 */
typedef bool (*export_known_fn)(void *arg, const struct perf_sample *sample, struct evsel *evsel,
				struct thread *thread);
/* With known: perf_tool's prepare (a sample a few before its turn, and one nearer). */
typedef void (*export_prepare_fn)(void *arg, struct perf_sample *sample,
				  struct perf_sample *nearer);

struct reader {
	struct replay *replay;
	struct callchain_cursor cursor;
	struct callchain_param cc;
	export_sample_fn fn;
	export_known_fn known; /* NULL: every sample resolved */
	export_prepare_fn prepare;
	export_task_fn task_fn;
	void *arg;
};

static int reader_sample(struct perf_tool *tool, union perf_event *event,
			 struct perf_sample *sample, struct evsel *evsel)
{
	struct reader *r = tool->priv;
	struct addr_location al;
	struct callchain_frame one;
	const struct callchain_frame *frames = &one;
	u32 nr = 1;

	if (!evsel)
		return 0;
	/* (a DWARF sample's chain is in its stack copy, which no key holds) */
	if (r->known && !sample->user_stack.size &&
	    r->known(r->arg, sample, evsel,
		     machine__findnew_thread(r->replay->machine, (s32)sample->pid,
					     (s32)sample->tid)))
		return 0;
	if (machine__resolve(r->replay->machine, &al, (s32)sample->pid, (s32)sample->tid, sample->ip,
			     sample->cpumode) < 0)
		return 0;
	if (sample->callchain &&
	    callchain_cursor__resolve(&r->cursor, al.thread, sample, &r->cc) > 0) {
		frames = r->cursor.frames;
		nr = r->cursor.nr;
	} else {
		one.map = al.map;
		one.sym = al.sym;
		one.ip = sample->ip;
		one.level = al.level ? al.level : '.';
	}
	return r->fn(r->arg, r->replay->session, sample, evsel, al.thread,
		     thread__comm_at(al.thread, sample->time), frames, nr);
}

static int reader_side_band(struct perf_tool *tool, union perf_event *event,
			    struct perf_sample *sample, struct evsel *evsel)
{
	struct reader *r = tool->priv;
	u64 time = sample ? sample->time : 0;

	replay__side_band(tool, event, sample, evsel);
	if (r->task_fn &&
	    (event->header.type == PERF_RECORD_COMM || event->header.type == PERF_RECORD_EXIT))
		r->task_fn(r->arg, event, time);
	return 0;
}

static void reader_prepare(struct perf_tool *tool, struct perf_sample *sample, struct evsel *evsel,
			   struct perf_sample *nearer)
{
	struct reader *r = tool->priv;

	if (sample && (!evsel || sample->user_stack.size))
		sample = NULL;
	r->prepare(r->arg, sample, nearer);
}

static int for_each_sample(const char *input, export_sample_fn fn, export_known_fn known,
			   export_prepare_fn prepare, export_task_fn task_fn, void *arg,
			   struct replay *replay)
{
	struct reader r = { .replay = replay,
			    .fn = fn,
			    .known = known,
			    .prepare = prepare,
			    .task_fn = task_fn,
			    .arg = arg };
	int err;

	err = replay__open(replay, input);
	if (err)
		return err;
	replay->tool.sample = reader_sample;
	/* the tasks' names and ends are the exporters' too */
	if (task_fn)
		replay->tool.comm = replay->tool.exit = reader_side_band;
	replay->tool.read_ahead = true;
	if (known && prepare)
		replay->tool.prepare = reader_prepare;
	replay->tool.priv = &r;
	r.cc = callchain_param_default;
	r.cc.order = ORDER_CALLEE;
	r.cc.max_stack = 1024;
	err = replay__run(replay);
	callchain_cursor__exit(&r.cursor);
	return err;
}

int export__for_each_sample(const char *input, export_sample_fn fn, export_task_fn task_fn,
			    void *arg, struct replay *replay)
{
	return for_each_sample(input, fn, NULL, NULL, task_fn, arg, replay);
}

/* --- the stack table --- */

static inline u64 hash64(u64 v)
{
	v ^= v >> 33;
	v *= 0xff51afd7ed558ccdULL;
	v ^= v >> 33;
	return v;
}

/* The tables hold index + 1 of the profile's arrays (which move as they grow). */
static u32 tab_index(const void *entry)
{
	return (u32)(uintptr_t)entry - 1;
}

static void *tab_entry(u32 index)
{
	return (void *)(uintptr_t)(index + 1);
}

static void tab_add(struct hashmap *m, u64 hash, u32 index)
{
	if (hashmap__add(m, hash, tab_entry(index)))
		xalloc_die(m->cap * 2 * sizeof(struct hashmap_slot));
}

struct frame_key {
	const struct export_profile *p;
	const struct dso *dso;
	u64 addr, ip;
	char level;
};

static bool frame_eq(const void *entry, const void *key)
{
	const struct frame_key *k = key;
	const struct export_frame *f = &k->p->frames[tab_index(entry)];

	return f->dso == k->dso && f->addr == k->addr && f->level == k->level &&
	       (k->dso || f->ip == k->ip);
}

static u32 intern_frame(struct export_profile *p, const struct callchain_frame *cf)
{
	struct dso *dso = cf->map ? cf->map->dso : NULL;
	u64 addr = cf->map ? map__map_ip(cf->map, cf->ip) : cf->ip;
	char level = cf->level ? cf->level : '.';
	struct frame_key key = { p, dso, addr, cf->ip, level };
	u64 h = hash64((u64)(uintptr_t)dso * 31 + addr * 7 + (u8)level);
	void *found = hashmap__find(&p->frame_hash, h, frame_eq, &key);
	struct export_frame *f;

	if (found)
		return tab_index(found);
	if (p->nr_frames == p->alloc_frames) {
		size_t a = p->alloc_frames;

		p->frames = grow_array(p->frames, &a, p->nr_frames + 1, sizeof(*p->frames));
		p->alloc_frames = a;
	}
	f = &p->frames[p->nr_frames];
	f->map = cf->map;
	f->dso = dso;
	f->sym = cf->sym;
	f->ip = cf->ip;
	f->addr = addr;
	f->level = level;
	tab_add(&p->frame_hash, h, p->nr_frames);
	return p->nr_frames++;
}

/* (parent, frame) fits in the hash: it is the key, no comparison needed */
static u32 intern_node(struct export_profile *p, u32 parent, u32 frame)
{
	u64 key = ((u64)parent << 32) | frame;
	void *found = hashmap__find(&p->node_hash, key, NULL, NULL);
	struct export_node *n;

	if (found)
		return tab_index(found);
	if (p->nr_nodes == p->alloc_nodes) {
		size_t a = p->alloc_nodes;

		p->nodes = grow_array(p->nodes, &a, p->nr_nodes + 1, sizeof(*p->nodes));
		p->alloc_nodes = a;
	}
	n = &p->nodes[p->nr_nodes];
	n->parent = parent;
	n->frame = frame;
	n->depth = parent == EXPORT_NO_NODE ? 1 : p->nodes[parent].depth + 1;
	tab_add(&p->node_hash, key, p->nr_nodes);
	return p->nr_nodes++;
}

struct thread_key {
	const struct export_profile *p;
	const struct thread *thread;
	const char *comm;
};

static bool thread_eq(const void *entry, const void *key)
{
	const struct thread_key *k = key;
	const struct export_thread *t = &k->p->threads[tab_index(entry)];

	return t->thread == k->thread && t->comm == k->comm;
}

static u32 intern_thread(struct export_profile *p, struct thread *thread, const char *comm)
{
	struct thread_key key = { p, thread, comm };
	u64 h = hash64((u64)(uintptr_t)thread ^ ((u64)(uintptr_t)comm << 7));
	void *found = hashmap__find(&p->thread_hash, h, thread_eq, &key);
	struct export_thread *t;

	if (found)
		return tab_index(found);
	if (p->nr_threads == p->alloc_threads) {
		size_t a = p->alloc_threads;

		p->threads = grow_array(p->threads, &a, p->nr_threads + 1, sizeof(*p->threads));
		p->alloc_threads = a;
	}
	t = &p->threads[p->nr_threads];
	memset(t, 0, sizeof(*t));
	t->thread = thread;
	t->comm = comm ? comm : "";
	t->pid = thread->pid;
	t->tid = thread->tid;
	tab_add(&p->thread_hash, h, p->nr_threads);
	return p->nr_threads++;
}

struct entry_key {
	const struct export_profile *p;
	u32 thread, leaf, cpu;
};

static bool entry_eq(const void *entry, const void *key)
{
	const struct entry_key *k = key;
	const struct export_entry *e = &k->p->entries[tab_index(entry)];

	return e->thread == k->thread && e->leaf == k->leaf && e->cpu == k->cpu;
}

static u32 intern_entry(struct export_profile *p, u32 thread, u32 leaf, u32 cpu)
{
	struct entry_key key = { p, thread, leaf, cpu };
	u32 cpu1 = cpu + 1; /* a file without PERF_SAMPLE_CPU has cpu (u32)-1 */
	bool whole = thread < (1U << 19) && cpu1 < (1U << 12);
	/*
	 * A key that fits is its own hash (top bit clear) and needs no comparison: one miss
	 * less per sample in a table of up to a sample's worth of entries. Else a hash with the
	 * top bit set, compared.
	 */
	u64 h = whole ? ((u64)thread << 44) | ((u64)cpu1 << 32) | leaf :
			hash64(((u64)thread << 40) ^ ((u64)cpu << 32) ^ leaf) | (1ULL << 63);
	void *found = hashmap__find(&p->entry_hash, h, whole ? NULL : entry_eq, &key);
	struct export_entry *e;

	if (found)
		return tab_index(found);
	if (p->nr_entries == p->alloc_entries) {
		size_t a = p->alloc_entries, n = 2 * (size_t)p->nr_events;

		p->entries = grow_array(p->entries, &a, p->nr_entries + 1, sizeof(*p->entries));
		p->counts = xrealloc(p->counts, a * n * sizeof(u64));
		memset(p->counts + p->alloc_entries * n, 0,
		       (a - p->alloc_entries) * n * sizeof(u64));
		p->alloc_entries = a;
	}
	e = &p->entries[p->nr_entries];
	e->thread = thread;
	e->leaf = leaf;
	e->cpu = cpu;
	tab_add(&p->entry_hash, h, p->nr_entries);
	return p->nr_entries++;
}

struct profile_reader {
	struct export_profile *p;
	const struct export_opts *opts;
};

#define EXPORT_NO_ENTRY ((u32)-1) /* count_sample: the entry is not counted now */

static void count_sample(struct profile_reader *r, const struct perf_sample *sample, int idx, u32 t,
			 u32 e, u32 leaf, u64 period);

/* --- the sample cache --- */

/*
 * Invariant: two samples with equal keys resolve to the same frames, path and entry. The key
 * holds what the resolution reads: the task (its maps, by pointer: valid while no maps
 * changed, machine->maps_generation; the cache is emptied when one does), its comm at the
 * sample's time, the cpu, the mode, the ip and the call chain's words as the file has them.
 * A record is 8-byte aligned in the arena, found by its offset in u64s + 1.
 *
 * The samples found in a record are counted in it (for its event, part of the key) and
 * added to its entry's counts when the cache is emptied (raw_flush): the entries' counts
 * are spread over megabytes, and adding to them at once was a cache miss a sample, an
 * eighth of a conversion's time.
 */
struct export_raw_rec {
	const struct thread *thread;
	const char *comm;
	const struct maps *maps;
	u64 ip;
	u32 cpu, nr;
	u32 thread_idx, entry, leaf;
	u32 cpumode;
	u64 period; /* of the samples found in it since the last flush */
	u32 count;
	int idx; /* their event's */
	u64 words[];
};

_Static_assert(sizeof(struct export_raw_rec) % 8 == 0, "records stay 8-byte aligned");

#define EXPORT_RAW_MAX (128u << 20) /* bytes of records at most */

struct export_raw {
	u64 *arena;
	size_t used, alloc; /* in u64s */
	struct hashmap map; /* hash -> offset + 1 */
	u64 gen;
	/* the key of the sample known() did not find, for raw_add */
	const struct perf_sample *pending;
	const struct thread *thread;
	const char *comm;
	u64 hash;
};

struct raw_key {
	const struct export_raw *raw;
	const struct perf_sample *sample;
	const struct thread *thread;
	const char *comm;
	int idx;
};

u32 export_profile__hash_mask = ~0u;

static inline struct export_raw_rec *raw_rec(const struct export_raw *raw, const void *entry)
{
	return (struct export_raw_rec *)(raw->arena + tab_index(entry));
}

/* The counts kept in the records added to their entries' (before the cache is emptied). */
static void raw_flush(struct export_profile *p)
{
	struct export_raw *raw = p->raw;

	for (size_t off = 0; raw && off < raw->used;) {
		struct export_raw_rec *rr = (struct export_raw_rec *)(raw->arena + off);

		if (rr->count) {
			u64 *c = export_profile__counts(p, rr->entry);

			c[2 * rr->idx] += rr->count;
			c[2 * rr->idx + 1] += rr->period;
			rr->count = 0;
			rr->period = 0;
		}
		off += sizeof(*rr) / 8 + rr->nr;
	}
}

static bool raw_eq(const void *entry, const void *key)
{
	const struct raw_key *k = key;
	const struct export_raw_rec *rr = raw_rec(k->raw, entry);
	const struct perf_sample *s = k->sample;
	u32 nr = s->callchain ? (u32)s->callchain->nr : 0;

	return rr->thread == k->thread && rr->comm == k->comm && rr->maps == k->thread->maps &&
	       rr->idx == k->idx && rr->ip == s->ip && rr->cpu == s->cpu &&
	       rr->cpumode == s->cpumode && rr->nr == nr &&
	       (!nr || !memcmp(rr->words, s->callchain->ips, nr * sizeof(u64)));
}

/*
 * Of the parts of the key the sample holds (its task by tid: the task's pointer and comm
 * are found at its turn), so that it can be made ahead (profile_prepare). 32 bits: it is
 * kept in the sample.
 */
static u32 raw_hash(const struct perf_sample *s)
{
	u32 nr = s->callchain ? (u32)s->callchain->nr : 0;
	u64 h = hash64(((u64)s->tid << 8) ^ ((u64)s->cpumode << 56) ^ ((u64)s->cpu << 40) ^ nr);

	h = hash64(h ^ s->ip);
	for (u32 i = 0; i < nr; i++)
		h = (h ^ s->callchain->ips[i]) * 0xff51afd7ed558ccdULL;
	h = hash64(h);
	return (u32)(h ^ (h >> 32)) & export_profile__hash_mask;
}

/*
 * prepare: a sample's hash made and its slot fetched a few samples ahead; nearer its turn,
 * the record that slot holds, when its hash is the sample's.
 */
static void profile_prepare(void *arg, struct perf_sample *sample, struct perf_sample *nearer)
{
	struct profile_reader *r = arg;
	struct export_raw *raw = r->p->raw;

	if (!raw || !raw->map.cap)
		return;
	if (sample) {
		sample->prep_hash = raw_hash(sample);
		sample->prep_for = raw;
		__builtin_prefetch(&raw->map.slots[hashmap__slot(sample->prep_hash, raw->map.cap)]);
	}
	if (nearer && nearer->prep_for == raw) {
		const struct hashmap_slot *slot =
			&raw->map.slots[hashmap__slot(nearer->prep_hash, raw->map.cap)];

		if (slot->entry && slot->hash == nearer->prep_hash) {
			const char *rr = (const char *)raw_rec(raw, slot->entry);

			/* (its key, and the chain's words the comparison reads after it) */
			__builtin_prefetch(rr);
			__builtin_prefetch(rr + 64);
			__builtin_prefetch(rr + 128);
		}
	}
}

/* known(): a sample like one counted before is counted in its entry at once. */
static bool profile_known(void *arg, const struct perf_sample *sample, struct evsel *evsel,
			  struct thread *thread)
{
	struct profile_reader *r = arg;
	struct export_profile *p = r->p;
	struct export_raw *raw = p->raw;
	const struct machine *m = p->replay.machine;
	struct raw_key key;
	void *found;
	int idx = evsel->idx;

	if (!p->events || idx < 0 || idx >= p->nr_events)
		return false; /* (profile_first makes the events' table; an unknown one is skipped) */
	if (!raw)
		raw = p->raw = xzalloc(sizeof(*raw));
	raw->pending = NULL;
	if (raw->gen != m->maps_generation) {
		raw_flush(p);
		hashmap__exit(&raw->map);
		raw->used = 0;
		raw->gen = m->maps_generation;
	}
	key = (struct raw_key){ raw, sample, thread, thread__comm_at(thread, sample->time), idx };
	raw->hash = sample->prep_for == raw ? sample->prep_hash : raw_hash(sample);
	found = hashmap__find(&raw->map, raw->hash, raw_eq, &key);
	if (found) {
		struct export_raw_rec *rr = raw_rec(raw, found);
		u64 period = sample->period ? sample->period : 1;

		rr->count++;
		rr->period += period;
		count_sample(r, sample, idx, rr->thread_idx, EXPORT_NO_ENTRY, rr->leaf, period);
		p->nr_cache_hits++;
		return true;
	}
	raw->pending = sample;
	raw->thread = thread;
	raw->comm = key.comm;
	return false;
}

/* The pending sample (known() did not find it) of event idx resolved to entry e: remembered. */
static void raw_add(struct export_profile *p, int idx, u32 t, u32 e, u32 leaf)
{
	struct export_raw *raw = p->raw;
	const struct perf_sample *s = raw->pending;
	u32 nr = s->callchain ? (u32)s->callchain->nr : 0;
	size_t need = sizeof(struct export_raw_rec) / 8 + nr;
	struct export_raw_rec *rr;

	raw->pending = NULL;
	/*
	 * (bench's 1M -g file: 184k records, 25 MB; past EXPORT_RAW_MAX, the samples not
	 * remembered are resolved as without the cache)
	 */
	if ((raw->used + need) * sizeof(u64) > EXPORT_RAW_MAX)
		return;
	raw->arena = grow_array_uninit(raw->arena, &raw->alloc, raw->used + need, sizeof(u64));
	rr = (struct export_raw_rec *)(raw->arena + raw->used);
	rr->thread = raw->thread;
	rr->comm = raw->comm;
	rr->maps = raw->thread->maps;
	rr->ip = s->ip;
	rr->cpu = s->cpu;
	rr->nr = nr;
	rr->thread_idx = t;
	rr->entry = e;
	rr->leaf = leaf;
	rr->cpumode = s->cpumode;
	rr->period = 0;
	rr->count = 0;
	rr->idx = idx;
	if (nr)
		memcpy(rr->words, s->callchain->ips, nr * sizeof(u64));
	tab_add(&raw->map, raw->hash, (u32)raw->used);
	raw->used += need;
}

static void raw_free(struct export_raw *raw)
{
	if (!raw)
		return;
	hashmap__exit(&raw->map);
	free(raw->arena);
	free(raw);
}

static int profile_sample(void *arg, struct perf_session *session, const struct perf_sample *sample,
			  struct evsel *evsel, struct thread *thread, const char *comm,
			  const struct callchain_frame *frames, u32 nr)
{
	struct profile_reader *r = arg;
	struct export_profile *p = r->p;
	/* Linux perf counts a sample without a period as 1 */
	u64 period = sample->period ? sample->period : 1;
	u32 leaf = EXPORT_NO_NODE, t, e;
	int idx = evsel->idx;

	if (idx < 0 || idx >= p->nr_events)
		return 0;
	/*
	 * frames come callee first: the trie goes root first. A map never changes once made, so
	 * the same (map, ip, level) is the same frame: the root part this sample shares with the
	 * last one has the last one's nodes.
	 */
	if (nr > p->last_alloc) {
		size_t a = p->last_alloc;

		p->last_path = grow_array(p->last_path, &a, nr, sizeof(*p->last_path));
		p->last_alloc = a;
	}
	{
		struct export_path_step *step = p->last_path;
		u32 d = 0, i = nr;

		for (; i > 0 && d < p->last_nr; i--, d++) {
			const struct callchain_frame *f = &frames[i - 1];

			if (step[d].ip != f->ip || step[d].map != f->map ||
			    step[d].level != f->level)
				break;
			leaf = step[d].node;
		}
		for (; i > 0; i--, d++) {
			const struct callchain_frame *f = &frames[i - 1];

			leaf = intern_node(p, leaf, intern_frame(p, f));
			step[d].map = f->map;
			step[d].ip = f->ip;
			step[d].level = f->level;
			step[d].node = leaf;
		}
		p->last_nr = nr;
	}
	t = intern_thread(p, thread, comm);
	e = intern_entry(p, t, leaf, sample->cpu);
	if (p->raw && p->raw->pending == sample) /* (the sample known() did not find) */
		raw_add(p, idx, t, e, leaf);
	count_sample(r, sample, idx, t, e, leaf, period);
	return 0;
}

/*
 * The sample counted in entry e (EXPORT_NO_ENTRY: its cache record counts it), and in its
 * thread's (t, path leaf) and event's.
 */
static void count_sample(struct profile_reader *r, const struct perf_sample *sample, int idx, u32 t,
			 u32 e, u32 leaf, u64 period)
{
	struct export_profile *p = r->p;
	struct export_thread *et;

	if (e != EXPORT_NO_ENTRY) {
		u64 *c = export_profile__counts(p, e);

		c[2 * idx]++;
		c[2 * idx + 1] += period;
	}
	et = &p->threads[t];
	if (!et->nr_samples || sample->time < et->first_time)
		et->first_time = sample->time;
	if (sample->time > et->last_time)
		et->last_time = sample->time;
	et->nr_samples++;
	et->period += period;
	p->events[idx].nr_samples++;
	p->events[idx].period += period;
	if (!p->total_samples || sample->time < p->first_time)
		p->first_time = sample->time;
	if (sample->time > p->last_time)
		p->last_time = sample->time;
	p->total_samples++;
	p->total_period += period;
	if (sample->cpu > p->max_cpu && sample->cpu < 4096)
		p->max_cpu = sample->cpu;
	if (r->opts && r->opts->keep_samples) {
		struct export_sample *s;

		if (p->nr_samples == p->alloc_samples)
			p->samples = grow_array(p->samples, &p->alloc_samples, p->nr_samples + 1,
						sizeof(*p->samples));
		s = &p->samples[p->nr_samples++];
		s->time = sample->time;
		s->thread = t;
		s->leaf = leaf;
		s->cpu = sample->cpu;
		s->evsel = idx;
		s->period = period;
	}
}

/* The evsel table has to exist before the first sample: open, then replay. */
static int profile_first(void *arg, struct perf_session *session, const struct perf_sample *sample,
			 struct evsel *evsel, struct thread *thread, const char *comm,
			 const struct callchain_frame *frames, u32 nr)
{
	struct profile_reader *r = arg;
	struct export_profile *p = r->p;

	if (!p->events) {
		struct evsel *pos;

		p->nr_events = session->evlist->nr_entries + 1;
		p->events = xcalloc(p->nr_events, sizeof(*p->events));
		evlist__for_each_entry(session->evlist, pos)
			if (pos->idx >= 0 && pos->idx < p->nr_events) {
				p->events[pos->idx].evsel = pos;
				p->events[pos->idx].name = evsel__name(pos);
			}
	}
	return profile_sample(arg, session, sample, evsel, thread, comm, frames, nr);
}

static void profile_task(void *arg, const union perf_event *event, u64 time)
{
	struct profile_reader *r = arg;
	struct export_profile *p = r->p;
	struct export_mark *m;

	if (!r->opts || !r->opts->keep_samples)
		return;
	if (event->header.type == PERF_RECORD_COMM &&
	    event->header.size < offsetof(struct perf_record_comm, comm) + 1)
		return;
	if (event->header.type == PERF_RECORD_EXIT && event->header.size < sizeof(event->fork))
		return;
	if (p->nr_marks == p->alloc_marks)
		p->marks =
			grow_array(p->marks, &p->alloc_marks, p->nr_marks + 1, sizeof(*p->marks));
	m = &p->marks[p->nr_marks++];
	memset(m, 0, sizeof(*m));
	m->exit = event->header.type == PERF_RECORD_EXIT;
	if (m->exit) {
		m->pid = (s32)event->fork.pid;
		m->tid = (s32)event->fork.tid;
		m->time = event->fork.time;
	} else {
		size_t room = event->header.size - offsetof(struct perf_record_comm, comm);

		m->pid = (s32)event->comm.pid;
		m->tid = (s32)event->comm.tid;
		m->time = time;
		memcpy(m->comm, event->comm.comm, min_t(size_t, room, sizeof(m->comm) - 1));
	}
}

int export_profile__read(const char *input, const struct export_opts *opts,
			 struct export_profile **pp)
{
	struct export_profile *p = xzalloc(sizeof(*p));
	struct profile_reader r = { .p = p, .opts = opts };
	int err;

	/* (PERF_REPORT_PLAIN: every sample resolved, to compare) */
	err = for_each_sample(input, profile_first,
			      getenv("PERF_REPORT_PLAIN") ? NULL : profile_known, profile_prepare,
			      profile_task, &r, &p->replay);
	raw_flush(p);
	raw_free(p->raw);
	p->raw = NULL;
	if (!err && !p->events) {
		/* no sample at all: still a profile, with its events */
		struct evsel *pos;

		p->nr_events = p->replay.session->evlist->nr_entries + 1;
		p->events = xcalloc(p->nr_events, sizeof(*p->events));
		evlist__for_each_entry(p->replay.session->evlist, pos)
			if (pos->idx >= 0 && pos->idx < p->nr_events) {
				p->events[pos->idx].evsel = pos;
				p->events[pos->idx].name = evsel__name(pos);
			}
	}
	if (err) {
		export_profile__delete(p);
		return err;
	}
	*pp = p;
	return 0;
}

void export_profile__delete(struct export_profile *p)
{
	if (!p)
		return;
	replay__exit(&p->replay);
	free(p->events);
	free(p->demangled);
	free(p->frames);
	free(p->nodes);
	free(p->threads);
	free(p->entries);
	free(p->counts);
	free(p->samples);
	free(p->marks);
	free(p->last_path);
	hashmap__exit(&p->frame_hash);
	hashmap__exit(&p->node_hash);
	hashmap__exit(&p->thread_hash);
	hashmap__exit(&p->entry_hash);
	free(p);
}

int export_profile__shown_event(const struct export_profile *p)
{
	for (int i = 0; i < p->nr_events; i++)
		if (p->events[i].nr_samples)
			return i;
	return 0;
}

int export_profile__off_cpu_event(const struct export_profile *p)
{
	int shown = export_profile__shown_event(p);

	for (int i = 0; i < p->nr_events; i++)
		if (i != shown && p->events[i].nr_samples && p->events[i].name &&
		    !strcmp(p->events[i].name, OFFCPU_EVENT))
			return i;
	return -1;
}

const char *export_profile__frame_name(struct export_profile *p, const struct export_frame *f)
{
	if (f->sym) {
		const char *name = f->sym->name;

		if (name[0] == '_' && name[1] == 'Z')
			return symbol__demangle(name, &p->demangled);
		return name;
	}
	if (f->dso) {
		const char *dso = f->dso->short_name;

		snprintf(p->demangle_buf, sizeof(p->demangle_buf), dso[0] == '[' ? "%s" : "[%s]",
			 dso);
		return p->demangle_buf;
	}
	return "[unknown]";
}

/* One stable counting-sort pass of idx by a 16-bit digit of a u32 field of the entries. */
static void sort_pass(const struct export_profile *p, u32 *idx, u32 *tmp, u32 *count, size_t field,
		      int shift)
{
	u32 n = p->nr_entries, sum = 0;

#define DIGIT(i) ((*(const u32 *)((const char *)&p->entries[i] + field) >> shift) & 0xffff)
	memset(count, 0, 65536 * sizeof(*count));
	for (u32 i = 0; i < n; i++)
		count[DIGIT(idx[i])]++;
	for (u32 d = 0; d < 65536; d++) {
		u32 c = count[d];

		if (c == n)
			return; /* one digit for all: the order stays */
		count[d] = sum;
		sum += c;
	}
	for (u32 i = 0; i < n; i++)
		tmp[count[DIGIT(idx[i])]++] = idx[i];
#undef DIGIT
	memcpy(idx, tmp, n * sizeof(*idx));
}

/*
 * By (thread, leaf, cpu), unique per entry: a radix sort, least significant key first (a
 * qsort of a 1M-sample file's entries was a quarter of the pprof export's instructions).
 */
u32 *export_profile__sorted_entries(const struct export_profile *p)
{
	u32 *idx = xcalloc(p->nr_entries + 1, sizeof(*idx));
	u32 *tmp = xcalloc(p->nr_entries + 1, sizeof(*tmp));
	u32 *count = xcalloc(65536, sizeof(*count));
	static const size_t keys[] = { offsetof(struct export_entry, cpu),
				       offsetof(struct export_entry, leaf),
				       offsetof(struct export_entry, thread) };

	for (u32 i = 0; i < p->nr_entries; i++)
		idx[i] = i;
	for (size_t k = 0; k < ARRAY_SIZE(keys); k++) {
		sort_pass(p, idx, tmp, count, keys[k], 0);
		sort_pass(p, idx, tmp, count, keys[k], 16);
	}
	free(tmp);
	free(count);
	return idx;
}

/* The bytes from s on that JSON takes as they are (up to a quote, a backslash, a control). */
static size_t json_plain_run(const char *s)
{
	size_t n = 0;

	while (s[n] && s[n] != '"' && s[n] != '\\' && (unsigned char)s[n] >= 0x20)
		n++;
	return n;
}

/* c escaped for a JSON string into out (6 bytes; a control as "\\u%04x"): its length */
static size_t json_escape_char(char c, char *out)
{
	out[0] = '\\';
	if (c == '"' || c == '\\') {
		out[1] = c;
		return 2;
	}
	memcpy(out + 1, "u00", 3);
	out[4] = "0123456789abcdef"[(unsigned char)c >> 4];
	out[5] = "0123456789abcdef"[c & 15];
	return 6;
}

void json_put_str(FILE *fp, const char *s)
{
	putc_unlocked('"', fp);
	while (*s) {
		size_t n = json_plain_run(s);
		char e[6];

		if (n) {
			fwrite_unlocked(s, 1, n, fp);
			s += n;
		} else {
			fwrite_unlocked(e, 1, json_escape_char(*s++, e), fp);
		}
	}
	putc_unlocked('"', fp);
}

struct str_key {
	const struct export_strtab *t;
	const char *s;
};

static bool str_eq(const void *entry, const void *key)
{
	const struct str_key *k = key;

	return !strcmp(k->t->strs[tab_index(entry)], k->s);
}

u32 export_strtab__add(struct export_strtab *t, const char *s)
{
	struct str_key key = { t, s };
	u64 h = hashmap__hash_bytes(s, strlen(s));
	void *found = hashmap__find(&t->hash, h, str_eq, &key);

	if (found)
		return tab_index(found);
	t->strs = grow_array(t->strs, &t->alloc, t->nr + 1, sizeof(*t->strs));
	t->strs[t->nr] = xstrdup(s);
	tab_add(&t->hash, h, (u32)t->nr);
	return (u32)t->nr++;
}

void export_strtab__exit(struct export_strtab *t)
{
	for (size_t i = 0; i < t->nr; i++)
		free(t->strs[i]);
	free(t->strs);
	hashmap__exit(&t->hash);
	memset(t, 0, sizeof(*t));
}

struct outbuf *export_out__new(FILE *fp)
{
	struct outbuf *o = xmalloc(sizeof(*o));

	outbuf__init_fp(o, fp, 1 << 16);
	return o;
}

int export_out__delete(struct outbuf *o)
{
	int err;

	if (!o)
		return 0;
	outbuf__flush(o);
	err = o->err ? o->err : ferror(o->fp) ? -EIO : 0;
	outbuf__exit(o);
	free(o);
	return err;
}

void export_json_str(struct outbuf *o, const char *s)
{
	outbuf__putc(o, '"');
	while (*s) {
		size_t n = json_plain_run(s);

		if (n) {
			outbuf__put(o, s, n);
			s += n;
		} else {
			char *p = outbuf__reserve(o, 6);

			outbuf__commit(o, p + json_escape_char(*s++, p));
		}
	}
	outbuf__putc(o, '"');
}

/*
 * Below 2^32 ms a double's ulp is under 0.5e-6, so "%.6f" of (double)ns / 1e6 rounds back to
 * the exact quotient: the integers give the same digits without printf's float formatting.
 */
#define EXPORT_MS_EXACT 4000000000000000ULL

void export_ms(struct outbuf *o, u64 ns)
{
	char *p = outbuf__reserve(o, 64);
	u32 frac;

	if (ns >= EXPORT_MS_EXACT) {
		int n = snprintf(p, 64, "%.6f", (double)ns / 1e6);

		outbuf__commit(o, p + (n > 0 && n < 64 ? n : 0));
		return;
	}
	p = outbuf_fmt_u64(p, ns / 1000000);
	*p++ = '.';
	frac = ns % 1000000;
	for (int i = 5; i >= 0; i--) {
		p[i] = '0' + frac % 10;
		frac /= 10;
	}
	outbuf__commit(o, p + 6);
}
