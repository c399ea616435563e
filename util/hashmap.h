/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The generic hash table of util/: open addressing with linear probing over slots that hold
 * the caller's 64-bit hash beside the entry pointer, so a probe compares hashes without
 * touching entries and growing never re-hashes a key. Keys stay the caller's business: a
 * lookup passes the hash and an equality callback (NULL when the hash is the key itself,
 * e.g. a sample id). Entries are never NULL (NULL marks a free slot); there is no removal.
 *
 * Tables on report's per-sample path that store more than a pointer in their slots (hists'
 * entries, hist-iter's record caches, callchain's child and path tables) stay specialized;
 * each says so where it is defined.
 */
#ifndef PERF_HASHMAP_H
#define PERF_HASHMAP_H

#include <stdbool.h>
#include <stddef.h>

#include "util/util.h"

struct hashmap_slot {
	u64 hash;
	void *entry; /* NULL: free */
};

struct hashmap {
	struct hashmap_slot *slots;
	size_t cap; /* 0 or a power of two */
	size_t nr;
};

/* entry equals key */
typedef bool (*hashmap_eq_fn)(const void *entry, const void *key);

static inline size_t hashmap__slot(u64 hash, size_t cap)
{
	/* a multiplicative mix, so callers may pass weak hashes (ids, pointers) */
	return (size_t)((hash * 0x9E3779B97F4A7C15ULL) >> 32) & (cap - 1);
}

/* The entry whose hash is hash and that eq says equals key (eq NULL: hash alone), or NULL. */
static inline void *hashmap__find(const struct hashmap *m, u64 hash, hashmap_eq_fn eq,
				  const void *key)
{
	if (!m->cap)
		return NULL;
	for (size_t i = hashmap__slot(hash, m->cap); m->slots[i].entry; i = (i + 1) & (m->cap - 1))
		if (m->slots[i].hash == hash && (!eq || eq(m->slots[i].entry, key)))
			return m->slots[i].entry;
	return NULL;
}

/*
 * Adds entry under hash (the caller has looked it up first when keys must be unique).
 * 0 or -ENOMEM (the table is unchanged then). Keeps the load at most one half.
 */
int hashmap__add(struct hashmap *m, u64 hash, void *entry);
/* Replaces the entry a lookup would find, or adds it. 0 or -ENOMEM. */
int hashmap__set(struct hashmap *m, u64 hash, hashmap_eq_fn eq, const void *key, void *entry);
/* Room for nr entries in all without growing. 0 or -ENOMEM. */
int hashmap__reserve(struct hashmap *m, size_t nr);
/* Frees the slots (not the entries); the map is empty and usable again. */
void hashmap__exit(struct hashmap *m);

#define hashmap__for_each(m, s)                                           \
	for ((s) = (m)->slots; (s) && (s) < (m)->slots + (m)->cap; (s)++) \
		if ((s)->entry)

/* FNV-1a over bytes: the string hash for tables keyed by names. */
u64 hashmap__hash_bytes(const void *p, size_t len);

#endif
