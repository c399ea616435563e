/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A map: one mapping [start, end) of a DSO into an address space, from an MMAP/MMAP2 record.
 * Maps are immutable once made: when a new mapping overlaps old ones, the old ones are
 * replaced by trimmed copies. The machine owns every map until it is deleted, so a map
 * pointer kept by report (hist entries) stays valid for the whole session.
 *
 * map__map_ip() turns an ip into the DSO-relative address the symbol table uses:
 *   user ELF objects:   ip - start + pgoff   (a file offset; works for PIE, shared libs, ET_EXEC)
 *   kernel, modules,
 *   anon/JIT memory:    ip                   (symbols are absolute addresses)
 *
 * A maps group is the sorted address space of one process (shared by its threads), or the
 * kernel's (kernel + modules). Lookup by ip is a binary search plus a last-hit cache.
 */
#ifndef PERF_MAP_H
#define PERF_MAP_H

#include <stdbool.h>
#include "util/util.h"

struct dso;

struct map {
	u64 start, end; /* [start, end) */
	u64 pgoff; /* file offset of start (kernel: the address of _text from the record) */
	struct dso *dso;
	u32 prot, flags;
	bool identity; /* map_ip is the identity (kernel, modules, anon) */
	struct map *all_next; /* machine's list of every map ever made (ownership) */
};

static inline u64 map__map_ip(const struct map *map, u64 ip)
{
	return map->identity ? ip : ip - map->start + map->pgoff;
}

static inline u64 map__unmap_ip(const struct map *map, u64 addr)
{
	return map->identity ? addr : addr + map->start - map->pgoff;
}

static inline bool map__contains(const struct map *map, u64 ip)
{
	return ip >= map->start && ip < map->end;
}


/* A sorted, non-overlapping set of maps. */
struct maps {
	int refcnt; /* threads sharing it */
	struct map **entries;
	size_t nr, alloc;
	struct map *last; /* last hit: most samples of a task land in the same map */
	/* the map of the addresses no entry holds (the kernel's maps: the kernel), or NULL */
	struct map *fallback;
	/*
	 * The generation counter of the world the group belongs to (its machine's), bumped by
	 * every mutator below (insert, remove, set_fallback, a group freed): caches of address
	 * resolutions keyed by a maps pointer compare it to know they are still valid.
	 */
	u64 *generation;
};

/* A group counting its changes in *generation (which must outlive it). */
struct maps *maps__new(u64 *generation);
struct maps *maps__get(struct maps *maps);
void maps__put(struct maps *maps); /* frees the group, not the maps (the machine owns those) */
/* A new group with the same maps (for fork of a new process). */
struct maps *maps__clone(const struct maps *maps);
/*
 * Insert map; maps it overlaps are removed, and the parts of them outside [start, end) are
 * put back as new maps made with new_map (so the caller can register them). 0 or -errno.
 */
int maps__insert(struct maps *maps, struct map *map,
		 struct map *(*new_map)(void *arg, const struct map *tmpl), void *arg);
/* The map containing ip, or NULL. O(log n), no allocation. */
struct map *maps__find(struct maps *maps, u64 ip);
void maps__set_fallback(struct maps *maps, struct map *map);

#endif
