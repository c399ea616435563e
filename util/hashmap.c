// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <stdlib.h>

#include "util/hashmap.h"

static void slot_put(struct hashmap_slot *slots, size_t cap, u64 hash, void *entry)
{
	size_t i = hashmap__slot(hash, cap);

	while (slots[i].entry)
		i = (i + 1) & (cap - 1);
	slots[i].hash = hash;
	slots[i].entry = entry;
}

int hashmap__reserve(struct hashmap *m, size_t nr)
{
	struct hashmap_slot *slots;
	size_t cap = m->cap ? m->cap : 16;

	while (nr * 2 > cap)
		cap *= 2;
	if (cap == m->cap)
		return 0;
	slots = perf_calloc(cap, sizeof(*slots));
	if (!slots)
		return -ENOMEM;
	for (size_t i = 0; i < m->cap; i++)
		if (m->slots[i].entry)
			slot_put(slots, cap, m->slots[i].hash, m->slots[i].entry);
	free(m->slots);
	m->slots = slots;
	m->cap = cap;
	return 0;
}

int hashmap__add(struct hashmap *m, u64 hash, void *entry)
{
	int ret = hashmap__reserve(m, m->nr + 1);

	if (ret)
		return ret;
	slot_put(m->slots, m->cap, hash, entry);
	m->nr++;
	return 0;
}

int hashmap__set(struct hashmap *m, u64 hash, hashmap_eq_fn eq, const void *key, void *entry)
{
	for (size_t i = m->cap ? hashmap__slot(hash, m->cap) : 0; m->cap && m->slots[i].entry;
	     i = (i + 1) & (m->cap - 1)) {
		if (m->slots[i].hash == hash && (!eq || eq(m->slots[i].entry, key))) {
			m->slots[i].entry = entry;
			return 0;
		}
	}
	return hashmap__add(m, hash, entry);
}

void hashmap__exit(struct hashmap *m)
{
	free(m->slots);
	m->slots = NULL;
	m->cap = m->nr = 0;
}

u64 hashmap__hash_bytes(const void *p, size_t len)
{
	const unsigned char *s = p;
	u64 h = 0xcbf29ce484222325ULL;

	for (size_t i = 0; i < len; i++) {
		h ^= s[i];
		h *= 0x100000001b3ULL;
	}
	return h;
}
