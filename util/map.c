// SPDX-License-Identifier: GPL-2.0
/* Maps and sorted map groups. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "util/map.h"
#include "util/dso.h"
#include "util/symbol.h"
#include "util/util.h"

struct maps *maps__new(u64 *generation)
{
	struct maps *maps = xzalloc(sizeof(*maps));

	maps->refcnt = 1;
	maps->generation = generation;
	return maps;
}

static inline void maps__changed(struct maps *maps)
{
	(*maps->generation)++;
}

struct maps *maps__get(struct maps *maps)
{
	if (maps)
		maps->refcnt++;
	return maps;
}

void maps__put(struct maps *maps)
{
	if (!maps || --maps->refcnt > 0)
		return;
	maps__changed(maps); /* a new group may come at its address */
	free(maps->entries);
	free(maps);
}

struct maps *maps__clone(const struct maps *maps)
{
	struct maps *n = maps__new(maps->generation);

	if (maps->nr) {
		n->entries = xmalloc(maps->nr * sizeof(*n->entries));
		memcpy(n->entries, maps->entries, maps->nr * sizeof(*n->entries));
		n->nr = n->alloc = maps->nr;
	}
	return n;
}

/* Index of the first map whose end is above addr (the only candidate to contain it). */
static size_t maps__first_above(const struct maps *maps, u64 addr)
{
	size_t lo = 0, hi = maps->nr;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (maps->entries[mid]->end <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

struct map *maps__find(struct maps *maps, u64 ip)
{
	struct map *m = maps->last;
	size_t i;

	if (m && ip >= m->start && ip < m->end)
		return m;
	i = maps__first_above(maps, ip);
	if (i < maps->nr && maps->entries[i]->start <= ip) {
		maps->last = maps->entries[i];
		return maps->last;
	}
	return NULL;
}

static void maps__insert_at(struct maps *maps, size_t i, struct map *map)
{
	maps->entries =
		grow_array(maps->entries, &maps->alloc, maps->nr + 1, sizeof(*maps->entries));
	memmove(&maps->entries[i + 1], &maps->entries[i], (maps->nr - i) * sizeof(*maps->entries));
	maps->entries[i] = map;
	maps->nr++;
}

int maps__insert(struct maps *maps, struct map *map,
		 struct map *(*new_map)(void *arg, const struct map *tmpl), void *arg)
{
	size_t i, j;
	struct map *left = NULL, *right = NULL;

	if (map->end <= map->start)
		return -EINVAL;
	maps__changed(maps);
	maps->last = NULL;
	i = maps__first_above(maps, map->start);
	/* [i, j): the maps overlapping the new one. */
	for (j = i; j < maps->nr && maps->entries[j]->start < map->end; j++)
		;
	if (i < j) {
		struct map *first = maps->entries[i], *last = maps->entries[j - 1];

		if (first->start < map->start && new_map) {
			left = new_map(arg, first);
			left->end = map->start;
		}
		if (last->end > map->end && new_map) {
			right = new_map(arg, last);
			right->start = map->end;
			if (!last->identity)
				right->pgoff = last->pgoff + (map->end - last->start);
		}
		memmove(&maps->entries[i], &maps->entries[j],
			(maps->nr - j) * sizeof(*maps->entries));
		maps->nr -= j - i;
	}
	if (left)
		maps__insert_at(maps, i++, left);
	maps__insert_at(maps, i++, map);
	if (right)
		maps__insert_at(maps, i, right);
	return 0;
}

void maps__set_fallback(struct maps *maps, struct map *map)
{
	maps__changed(maps);
	maps->fallback = map;
}
