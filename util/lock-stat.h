/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Lock statistics of perf lock: waits paired from a task's "contention begins" and
 * "contention ends" on one lock address, added up per key (a lock address, a task or a
 * call site), sorted by one of the statistics and printed in Linux perf 6.1's perf lock
 * layouts (report's and contention's).
 *
 *	struct lock_stats *ls = lock_stats__new();
 *	for each begin:	st = lock_stats__find(ls, key) ?: lock_stats__add(ls, key, name, flags);
 *			lock_stats__begin(ls, st, tid, addr, time);
 *	for each end:	st = lock_stats__find(ls, key); if (st) lock_stats__end(ls, st, tid, addr, time);
 *	n = lock_stats__sort(ls, "wait_total", combine, &sorted);
 *	lock_stats__print(...);
 *	lock_stats__delete(ls);
 *
 * Equal values keep Linux perf's order: its hash table's (a bucket of hash_64(key, 12),
 * the newest entry of a bucket first), then a stable insertion.
 */
#ifndef PERF_LOCK_STAT_H
#define PERF_LOCK_STAT_H

#include <stdbool.h>
#include <stdio.h>

#include "util/util.h"

/* The flags of lock:contention_begin: what kind of lock waits. */
#define LCB_F_SPIN (1U << 0)
#define LCB_F_READ (1U << 1)
#define LCB_F_WRITE (1U << 2)
#define LCB_F_RT (1U << 3)
#define LCB_F_PERCPU (1U << 4)
#define LCB_F_MUTEX (1U << 5)

struct lock_stat {
	u64 key;
	char *name;
	u32 flags;
	u64 seq; /* creation order */
	u32 nr_acquired, nr_contended;
	u64 wait_total, wait_max, wait_min, avg_wait;
	bool combined; /* -c: merged into an earlier entry of its name */
	struct lock_stat *hash_next;
};

struct lock_stats;

struct lock_stats *lock_stats__new(void);
void lock_stats__delete(struct lock_stats *ls);

struct lock_stat *lock_stats__find(struct lock_stats *ls, u64 key);
/* A new entry (name copied; NULL: ""). Never NULL (allocation failure exits). */
struct lock_stat *lock_stats__add(struct lock_stats *ls, u64 key, const char *name, u32 flags);

/* tid started waiting for the lock at addr at time: counted as a contention of st. */
void lock_stats__begin(struct lock_stats *ls, struct lock_stat *st, int tid, u64 addr, u64 time);
/* tid got the lock at addr at time: its wait since the begin is added to st. */
void lock_stats__end(struct lock_stats *ls, struct lock_stat *st, int tid, u64 addr, u64 time);

/* Is name a sort key / field of report (report true) or of contention? */
bool lock_stats__valid_key(const char *name, bool report);

/*
 * The entries in output order into *sorted (the caller frees the array), by key (a name
 * lock_stats__valid_key accepts), largest first; combine (-c) merges the entries of one
 * name into the first (for good: the entries change). Returns their number.
 */
size_t lock_stats__sort(struct lock_stats *ls, const char *key, bool combine,
			struct lock_stat ***sorted);

/*
 * The name printed for an entry: fills buf, or returns another string. NULL: its
 * st->name.
 */
typedef const char *(*lock_stat_name_fn)(const struct lock_stat *st, char *buf, size_t size,
					 void *arg);

struct lock_print {
	const char *fields; /* comma list of keys; NULL: the command's default */
	const char *sort_key; /* shown too when fields lack it */
	int entries; /* at most this many rows, and at least one */
	bool report; /* perf lock report's layout (Name first), else contention's */
	bool by_task; /* contention -t: pid and comm columns instead of type and caller */
	const char *type; /* the type column of every row; NULL: each entry's lock type */
	lock_stat_name_fn name;
	void *name_arg;
};

/* Is fields a comma list of valid keys? On error, *bad points at the first invalid one. */
bool lock_stats__valid_fields(const char *fields, bool report, char *bad, size_t size);

/* The header and rows of sorted[0..nr) to fp. */
void lock_stats__print(FILE *fp, struct lock_stat **sorted, size_t nr, const struct lock_print *p);

/* The type column of contention: "spinlock", "rwsem:W", ... for a begin's flags. */
const char *lock_stat__type(u32 flags);

/* The nanoseconds t as perf lock prints a time in a column len wide. */
void lock_stat__fprint_time(FILE *fp, u64 t, int len);

#endif
