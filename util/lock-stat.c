// SPDX-License-Identifier: GPL-2.0
/* Lock statistics of perf lock: waits paired per task and lock, added up per key, printed. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "util/hashmap.h"
#include "util/lock-stat.h"
#include "util/util.h"

/* Linux perf's lock hash: 4096 buckets of hash_64(key, 12), which ties are ordered by. */
#define LOCK_HASH_BITS 12
#define GOLDEN_RATIO_64 0x61C8864680B583EBULL

/* Where a task stands with one lock: waiting since begin_time, or not. */
struct lock_seq {
	int tid;
	u64 addr;
	bool contended;
	u64 begin_time;
};

struct lock_stats {
	struct hashmap stats; /* struct lock_stat by key */
	struct hashmap seqs; /* struct lock_seq by (tid, addr) */
	u64 nr;
};

static u64 lock_bucket(u64 key)
{
	return (key * GOLDEN_RATIO_64) >> (64 - LOCK_HASH_BITS);
}

struct lock_stats *lock_stats__new(void)
{
	return xcalloc(1, sizeof(struct lock_stats));
}

void lock_stats__delete(struct lock_stats *ls)
{
	struct hashmap_slot *s;

	if (!ls)
		return;
	hashmap__for_each(&ls->stats, s)
	{
		struct lock_stat *st = s->entry;

		free(st->name);
		free(st);
	}
	hashmap__for_each(&ls->seqs, s) free(s->entry);
	hashmap__exit(&ls->stats);
	hashmap__exit(&ls->seqs);
	free(ls);
}

static bool stat_eq(const void *entry, const void *key)
{
	return ((const struct lock_stat *)entry)->key == *(const u64 *)key;
}

struct lock_stat *lock_stats__find(struct lock_stats *ls, u64 key)
{
	return hashmap__find(&ls->stats, key, stat_eq, &key);
}

struct lock_stat *lock_stats__add(struct lock_stats *ls, u64 key, const char *name, u32 flags)
{
	struct lock_stat *st = xcalloc(1, sizeof(*st));

	st->key = key;
	st->name = xstrdup(name ? name : "");
	st->flags = flags;
	st->seq = ls->nr++;
	st->wait_min = ULLONG_MAX;
	if (hashmap__add(&ls->stats, key, st))
		xalloc_die(sizeof(void *));
	return st;
}

struct seq_key {
	int tid;
	u64 addr;
};

static bool seq_eq(const void *entry, const void *key)
{
	const struct lock_seq *s = entry;
	const struct seq_key *k = key;

	return s->tid == k->tid && s->addr == k->addr;
}

static struct lock_seq *seq_findnew(struct lock_stats *ls, int tid, u64 addr)
{
	struct seq_key k = { tid, addr };
	u64 hash = addr ^ ((u64)(u32)tid * GOLDEN_RATIO_64);
	struct lock_seq *s = hashmap__find(&ls->seqs, hash, seq_eq, &k);

	if (s)
		return s;
	s = xcalloc(1, sizeof(*s));
	s->tid = tid;
	s->addr = addr;
	if (hashmap__add(&ls->seqs, hash, s))
		xalloc_die(sizeof(void *));
	return s;
}

void lock_stats__begin(struct lock_stats *ls, struct lock_stat *st, int tid, u64 addr, u64 time)
{
	struct lock_seq *s;

	s = seq_findnew(ls, tid, addr);
	/* a second begin without an end (a nested wait): the first one's time stands */
	if (!s->contended) {
		s->contended = true;
		s->begin_time = time;
		st->nr_contended++;
		st->avg_wait = st->wait_total / st->nr_contended;
	}
}

void lock_stats__end(struct lock_stats *ls, struct lock_stat *st, int tid, u64 addr, u64 time)
{
	struct lock_seq *s = seq_findnew(ls, tid, addr);
	u64 wait;

	/* an end whose begin came before the recording started: nothing to count */
	if (!s->contended)
		return;
	s->contended = false;
	wait = time > s->begin_time ? time - s->begin_time : 0;
	st->wait_total += wait;
	if (wait > st->wait_max)
		st->wait_max = wait;
	if (wait < st->wait_min)
		st->wait_min = wait;
	st->nr_acquired++;
	st->avg_wait = st->nr_contended ? st->wait_total / st->nr_contended : 0;
}

/* The statistics by name: report's keys and fields, and contention's (a subset). */
struct lock_key {
	const char *name;
	const char *header;
	int len;
	bool time;
	bool report_only;
	u64 (*get)(const struct lock_stat *st);
};

static u64 get_acquired(const struct lock_stat *st)
{
	return st->nr_acquired;
}
static u64 get_contended(const struct lock_stat *st)
{
	return st->nr_contended;
}
static u64 get_avg_wait(const struct lock_stat *st)
{
	return st->avg_wait;
}
static u64 get_wait_total(const struct lock_stat *st)
{
	return st->wait_total;
}
static u64 get_wait_max(const struct lock_stat *st)
{
	return st->wait_max;
}
static u64 get_wait_min(const struct lock_stat *st)
{
	/* no wait ended: Linux perf shows and sorts it as 0 */
	return st->wait_min == ULLONG_MAX ? 0 : st->wait_min;
}

static const struct lock_key lock_keys[] = {
	{ "acquired", "acquired", 10, false, true, get_acquired },
	{ "contended", "contended", 10, false, false, get_contended },
	{ "avg_wait", "avg wait", 12, true, false, get_avg_wait },
	{ "wait_total", "total wait", 12, true, false, get_wait_total },
	{ "wait_max", "max wait", 12, true, false, get_wait_max },
	{ "wait_min", "min wait", 12, true, false, get_wait_min },
};

static const struct lock_key *lock_key__find(const char *name, size_t len, bool report)
{
	for (size_t i = 0; i < ARRAY_SIZE(lock_keys); i++)
		if (strlen(lock_keys[i].name) == len && !strncmp(lock_keys[i].name, name, len) &&
		    (report || !lock_keys[i].report_only))
			return &lock_keys[i];
	return NULL;
}

bool lock_stats__valid_key(const char *name, bool report)
{
	return lock_key__find(name, strlen(name), report) != NULL;
}

bool lock_stats__valid_fields(const char *fields, bool report, char *bad, size_t size)
{
	const char *p = fields;

	for (;;) {
		size_t n = strcspn(p, ",");

		if (!lock_key__find(p, n, report)) {
			snprintf(bad, size, "%.*s", (int)n, p);
			return false;
		}
		if (!p[n])
			return true;
		p += n + 1;
	}
}

/* Largest first by key (NULL: none); equal ones in Linux perf's hash-table order. */
static int cmp_stats(const void *pa, const void *pb, void *key)
{
	const struct lock_key *k = key;
	const struct lock_stat *a = *(struct lock_stat *const *)pa;
	const struct lock_stat *b = *(struct lock_stat *const *)pb;
	u64 va = k ? k->get(a) : 0, vb = k ? k->get(b) : 0;
	u64 ba = lock_bucket(a->key), bb = lock_bucket(b->key);

	if (va != vb)
		return va > vb ? -1 : 1;
	if (ba != bb)
		return ba < bb ? -1 : 1;
	return a->seq > b->seq ? -1 : a->seq < b->seq;
}

static int cmp_names(const void *pa, const void *pb, void *unused)
{
	const struct lock_stat *a = *(struct lock_stat *const *)pa;
	const struct lock_stat *b = *(struct lock_stat *const *)pb;
	int r = strcmp(a->name, b->name);

	/* the first of a name in hash-table order takes the others */
	if (r)
		return r;
	return cmp_stats(pa, pb, unused);
}

static void combine(struct lock_stat **all, size_t nr)
{
	qsort_r(all, nr, sizeof(*all), cmp_names, NULL);
	for (size_t i = 0, first = 0; i < nr; i++) {
		struct lock_stat *p = all[first], *st = all[i];

		if (i == first)
			continue;
		if (strcmp(p->name, st->name)) {
			first = i;
			continue;
		}
		p->nr_acquired += st->nr_acquired;
		p->nr_contended += st->nr_contended;
		p->wait_total += st->wait_total;
		p->avg_wait = p->nr_contended ? p->wait_total / p->nr_contended : 0;
		if (st->wait_min < p->wait_min)
			p->wait_min = st->wait_min;
		if (st->wait_max > p->wait_max)
			p->wait_max = st->wait_max;
		st->combined = true;
	}
}

size_t lock_stats__sort(struct lock_stats *ls, const char *key, bool combine_locks,
			struct lock_stat ***sorted)
{
	struct lock_stat **all = xcalloc(ls->stats.nr + 1, sizeof(*all));
	struct hashmap_slot *s;
	size_t nr = 0, kept = 0;

	hashmap__for_each(&ls->stats, s)
	{
		all[nr++] = s->entry;
	}
	if (combine_locks)
		combine(all, nr);
	for (size_t i = 0; i < nr; i++)
		if (!all[i]->combined)
			all[kept++] = all[i];
	qsort_r(all, kept, sizeof(*all), cmp_stats, (void *)lock_key__find(key, strlen(key), true));
	*sorted = all;
	return kept;
}

const char *lock_stat__type(u32 flags)
{
	static const struct {
		u32 flags;
		const char *name;
	} types[] = {
		{ 0, "semaphore" },
		{ LCB_F_SPIN, "spinlock" },
		{ LCB_F_SPIN | LCB_F_READ, "rwlock:R" },
		{ LCB_F_SPIN | LCB_F_WRITE, "rwlock:W" },
		{ LCB_F_READ, "rwsem:R" },
		{ LCB_F_WRITE, "rwsem:W" },
		{ LCB_F_RT, "rtmutex" },
		{ LCB_F_RT | LCB_F_READ, "rwlock-rt:R" },
		{ LCB_F_RT | LCB_F_WRITE, "rwlock-rt:W" },
		{ LCB_F_PERCPU | LCB_F_READ, "pcpu-sem:R" },
		{ LCB_F_PERCPU | LCB_F_WRITE, "pcpu-sem:W" },
		{ LCB_F_MUTEX, "mutex" },
		{ LCB_F_MUTEX | LCB_F_SPIN, "mutex" },
	};

	for (size_t i = 0; i < ARRAY_SIZE(types); i++)
		if (types[i].flags == flags)
			return types[i].name;
	return "unknown";
}

void lock_stat__fprint_time(FILE *fp, u64 t, int len)
{
	/* single precision, as Linux perf divides: its roundings are the ones printed */
	static const struct {
		float base;
		const char *unit;
	} units[] = {
		{ 1e9f * 3600, "h " }, { 1e9f * 60, "m " }, { 1e9f, "s " },
		{ 1e6f, "ms" },	       { 1e3f, "us" },
	};

	for (size_t i = 0; i < ARRAY_SIZE(units); i++) {
		if ((float)t < units[i].base)
			continue;
		fprintf(fp, "%*.2f %s", len - 3, (double)((float)t / units[i].base), units[i].unit);
		return;
	}
	fprintf(fp, "%*llu %s", len - 3, (unsigned long long)t, "ns");
}

static const char *default_fields(bool report)
{
	return report ? "acquired,contended,avg_wait,wait_total,wait_max,wait_min" :
			"contended,wait_total,wait_max,avg_wait";
}

static size_t add_key(const struct lock_key **keys, size_t nr, const struct lock_key *k)
{
	for (size_t i = 0; i < nr; i++)
		if (keys[i] == k)
			return nr;
	keys[nr] = k;
	return nr + 1;
}

/*
 * The columns: p's fields in order, each once, then the sort key when they lack it (as
 * Linux perf shows what it sorts by). keys has room for every key.
 */
static size_t print_keys(const struct lock_print *p, const struct lock_key **keys)
{
	const char *f = p->fields ? p->fields : default_fields(p->report);
	const struct lock_key *k;
	size_t nr = 0;

	for (;;) {
		size_t n = strcspn(f, ",");

		k = lock_key__find(f, n, p->report);
		if (k)
			nr = add_key(keys, nr, k);
		if (!f[n])
			break;
		f += n + 1;
	}
	k = p->sort_key ? lock_key__find(p->sort_key, strlen(p->sort_key), p->report) : NULL;
	if (k)
		nr = add_key(keys, nr, k);
	return nr;
}

static void print_name(FILE *fp, const char *name)
{
	/* report's Name column is 20 wide: longer names are cut to 16 and "..." */
	if (strlen(name) < 20)
		fprintf(fp, "%20s ", name);
	else
		fprintf(fp, " %.16s... ", name);
}

void lock_stats__print(FILE *fp, struct lock_stat **sorted, size_t nr, const struct lock_print *p)
{
	const struct lock_key *keys[ARRAY_SIZE(lock_keys)];
	size_t nr_keys = print_keys(p, keys);
	int printed = 0;
	char buf[256];

	if (p->report)
		fprintf(fp, "%20s ", "Name");
	for (size_t k = 0; k < nr_keys; k++)
		fprintf(fp, "%*s ", keys[k]->len, keys[k]->header);
	if (p->report)
		fprintf(fp, "\n\n");
	else if (p->by_task)
		fprintf(fp, "  %10s   %s\n\n", "pid", "comm");
	else
		fprintf(fp, "  %10s   %s\n\n", "type", "caller");

	for (size_t i = 0; i < nr; i++) {
		const struct lock_stat *st = sorted[i];
		const char *name = p->name ? p->name(st, buf, sizeof(buf), p->name_arg) : NULL;

		if (!name)
			name = st->name;
		if (p->report)
			print_name(fp, name);
		for (size_t k = 0; k < nr_keys; k++) {
			if (keys[k]->time)
				lock_stat__fprint_time(fp, keys[k]->get(st), keys[k]->len);
			else
				fprintf(fp, "%*llu", keys[k]->len,
					(unsigned long long)keys[k]->get(st));
			fputc(' ', fp);
		}
		if (p->report)
			fputc('\n', fp);
		else if (p->by_task)
			fprintf(fp, "  %10d   %s\n", (int)st->key, name);
		else
			fprintf(fp, "  %10s   %s\n", p->type ? p->type : lock_stat__type(st->flags),
				name);
		/* the first row is printed whatever -E says, as Linux perf does */
		if (++printed >= p->entries)
			break;
	}
}
