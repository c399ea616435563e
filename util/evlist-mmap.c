// SPDX-License-Identifier: GPL-2.0
/* The recording side of an evlist: its ring buffers, its poll set, sample id -> evsel. */
#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>

#include "cpumap.h"
#include "debug.h"
#include "evlist.h"
#include "mmap.h"
#include "thread_map.h"

/* Open addressing, linear probing; kernel ids start at 1, so 0 marks a free slot. */
struct evlist_id_hash {
	size_t cap; /* a power of two */
	size_t nr;
	struct id_slot {
		u64 id;
		struct evsel *evsel;
	} *slots;
};

static size_t id_hashfn(u64 id, size_t cap)
{
	return (size_t)((id * 0x9E3779B97F4A7C15ULL) >> 20) & (cap - 1);
}

static void id_hash_insert(struct evlist_id_hash *h, u64 id, struct evsel *evsel)
{
	size_t i = id_hashfn(id, h->cap);

	while (h->slots[i].id && h->slots[i].id != id)
		i = (i + 1) & (h->cap - 1);
	if (!h->slots[i].id)
		h->nr++;
	h->slots[i].id = id;
	h->slots[i].evsel = evsel;
}

void evlist__id_add(struct evlist *evlist, struct evsel *evsel, u64 id)
{
	struct evlist_id_hash *h = evlist->id_hash;

	if (!id)
		return;
	if (!h) {
		h = evlist->id_hash = xzalloc(sizeof(*h));
		h->cap = 64;
		h->slots = xcalloc(h->cap, sizeof(*h->slots));
	}
	if ((h->nr + 1) * 2 > h->cap) {
		struct evlist_id_hash big = { .cap = h->cap * 2 };

		big.slots = xcalloc(big.cap, sizeof(*big.slots));
		for (size_t i = 0; i < h->cap; i++)
			if (h->slots[i].id)
				id_hash_insert(&big, h->slots[i].id, h->slots[i].evsel);
		free(h->slots);
		*h = big;
	}
	id_hash_insert(h, id, evsel);
}

struct evsel *evlist__id2evsel(struct evlist *evlist, u64 id)
{
	struct evlist_id_hash *h = evlist->id_hash;

	if (!h || !id)
		return NULL;
	for (size_t i = id_hashfn(id, h->cap);; i = (i + 1) & (h->cap - 1)) {
		if (h->slots[i].id == id)
			return h->slots[i].evsel;
		if (!h->slots[i].id)
			return NULL;
	}
}

void evlist__set_id_pos(struct evlist *evlist, u64 type)
{
	evlist->id_pos = evlist->is_pos = -1;
	if (type & PERF_SAMPLE_IDENTIFIER) {
		evlist->id_pos = 0;
		evlist->is_pos = 1;
		return;
	}
	if (type & PERF_SAMPLE_ID) {
		/* the sample array: IP, TID, TIME, ADDR come before ID */
		evlist->id_pos = !!(type & PERF_SAMPLE_IP) + !!(type & PERF_SAMPLE_TID) +
				 !!(type & PERF_SAMPLE_TIME) + !!(type & PERF_SAMPLE_ADDR);
		/* sample_id trailer: ... ID, STREAM_ID, CPU */
		evlist->is_pos = 1 + !!(type & PERF_SAMPLE_STREAM_ID) + !!(type & PERF_SAMPLE_CPU);
	}
}

int evlist__event2id(const struct evlist *evlist, const struct perf_event_header *ev, u64 *id)
{
	const u64 *array = (const u64 *)(ev + 1);
	size_t n = (ev->size - sizeof(*ev)) / sizeof(u64);

	if (ev->size < sizeof(*ev))
		return -EINVAL;
	if (ev->type == PERF_RECORD_SAMPLE) {
		if (evlist->id_pos < 0)
			return -ENOENT;
		if ((size_t)evlist->id_pos >= n)
			return -EINVAL;
		*id = array[evlist->id_pos];
		return 0;
	}
	/* user-space records (>= PERF_RECORD_USER_TYPE_START) carry no sample_id */
	if (ev->type >= 64 || evlist->is_pos < 0)
		return -ENOENT;
	if ((size_t)evlist->is_pos > n)
		return -EINVAL;
	*id = array[n - evlist->is_pos];
	return 0;
}

struct evsel *evlist__event2evsel(struct evlist *evlist, const struct perf_event_header *ev)
{
	u64 id;

	if (evlist->nr_entries == 1 || evlist__event2id(evlist, ev, &id))
		return evlist__first(evlist);
	return evlist__id2evsel(evlist, id);
}

static void add_pollfd(struct evlist *evlist, int fd, int ring, size_t alloc[2])
{
	evlist->pollfd = grow_array(evlist->pollfd, &alloc[0], evlist->nr_pollfd + 1,
				    sizeof(*evlist->pollfd));
	evlist->pollfd_mmap = grow_array(evlist->pollfd_mmap, &alloc[1], evlist->nr_pollfd + 1,
					 sizeof(*evlist->pollfd_mmap));
	evlist->pollfd[evlist->nr_pollfd] = (struct pollfd){ .fd = fd, .events = POLLIN };
	evlist->pollfd_mmap[evlist->nr_pollfd] = ring;
	evlist->nr_pollfd++;
}

int evlist__mmap(struct evlist *evlist, unsigned int pages)
{
	struct perf_cpu_map *cpus = evlist->cpus;
	struct perf_thread_map *threads = evlist->threads;
	bool per_thread = cpus->nr == 1 && cpus->map[0] == -1;
	int nr_rings = per_thread ? threads->nr : cpus->nr;
	size_t pollfd_alloc[2] = { 0, 0 };
	struct evsel *evsel;
	int err = 0;

	if (evlist->mmap)
		return -EBUSY;
	evlist->mmap = xcalloc(nr_rings, sizeof(*evlist->mmap));
	for (int i = 0; i < nr_rings; i++)
		evlist->mmap[i].fd = -1;
	evlist->nr_mmaps = nr_rings;

	for (int c = 0; c < cpus->nr; c++) {
		for (int t = 0; t < threads->nr; t++) {
			int ring = per_thread ? t : c;
			struct perf_mmap *m = &evlist->mmap[ring];

			evlist__for_each_entry(evlist, evsel) {
				int fd = evsel__fd(evsel, c, t);

				if (fd < 0)
					continue;
				if (!m->base) {
					err = perf_mmap__mmap(m, fd, cpus->map[c], pages);
					if (err) {
						pr_debug("mmap of %u pages on cpu %d: %s\n", pages,
							 cpus->map[c], strerror(-err));
						goto fail;
					}
				} else if (ioctl(fd, PERF_EVENT_IOC_SET_OUTPUT, m->fd) < 0) {
					err = -errno;
					pr_debug("SET_OUTPUT of %s on cpu %d: %s\n", evsel__name(evsel),
						 cpus->map[c], strerror(errno));
					goto fail;
				}
				add_pollfd(evlist, fd, ring, pollfd_alloc);
				evlist__id_add(evlist, evsel, evsel->id[c * threads->nr + t]);
			}
		}
	}
	evsel = evlist__first(evlist);
	evlist__set_id_pos(evlist, evsel ? evsel->attr.sample_type : 0);
	return 0;
fail:
	evlist__munmap(evlist);
	return err;
}

void evlist__munmap(struct evlist *evlist)
{
	for (int i = 0; i < evlist->nr_mmaps; i++)
		perf_mmap__munmap(&evlist->mmap[i]);
	free(evlist->mmap);
	evlist->mmap = NULL;
	evlist->nr_mmaps = 0;
	free(evlist->pollfd);
	free(evlist->pollfd_mmap);
	evlist->pollfd = NULL;
	evlist->pollfd_mmap = NULL;
	evlist->nr_pollfd = 0;
	if (evlist->id_hash) {
		free(evlist->id_hash->slots);
		free(evlist->id_hash);
		evlist->id_hash = NULL;
	}
}

int evlist__poll(struct evlist *evlist, int timeout_ms)
{
	int n = poll(evlist->pollfd, evlist->nr_pollfd, timeout_ms);

	return n < 0 ? -errno : n;
}

int evlist__filter_pollfd(struct evlist *evlist)
{
	int live = 0;

	for (int i = 0; i < evlist->nr_pollfd; i++) {
		struct pollfd *p = &evlist->pollfd[i];

		if (p->fd >= 0 && (p->revents & (POLLERR | POLLHUP | POLLNVAL))) {
			/* a negative fd is ignored by poll(2): the entry is dropped */
			p->fd = -1;
		}
		p->revents = 0;
		live += p->fd >= 0;
	}
	return live;
}
