// SPDX-License-Identifier: GPL-2.0
/* The recording side of an evlist: its ring buffers, its poll set, sample id -> evsel. */
#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>

#include "cpumap.h"
#include "debug.h"
#include "event.h"
#include "evlist.h"
#include "mmap.h"
#include "thread_map.h"

int evlist__id_reserve(struct evlist *evlist, size_t nr)
{
	return hashmap__reserve(&evlist->ids, evlist->ids.nr + nr);
}

/* A later evsel with the same id replaces the earlier one, as the file's attrs say. */
int evlist__id_add(struct evlist *evlist, struct evsel *evsel, u64 id)
{
	return hashmap__set(&evlist->ids, id, NULL, NULL, evsel);
}

struct evsel *evlist__id2evsel(struct evlist *evlist, u64 id)
{
	return hashmap__find(&evlist->ids, id, NULL, NULL);
}

void evlist__set_id_pos(struct evlist *evlist, u64 type)
{
	evlist->id_pos = perf_event__sample_id_pos(type);
	evlist->is_pos = perf_event__nonsample_id_pos(type);
}

int evlist__event2id(const struct evlist *evlist, const struct perf_event_header *ev, u64 *id)
{
	return perf_event__read_id(ev, ev->size, ev->type, evlist->id_pos, evlist->is_pos, id);
}

struct evsel *evlist__event2evsel(struct evlist *evlist, const struct perf_event_header *ev)
{
	u64 id;

	if (evlist->nr_entries == 1 || evlist__event2id(evlist, ev, &id))
		return evlist__first(evlist);
	return evlist__id2evsel(evlist, id);
}

static int add_pollfd(struct evlist *evlist, int fd, int ring, size_t alloc[2])
{
	if (perf_grow_array((void **)&evlist->pollfd, &alloc[0], evlist->nr_pollfd + 1,
			    sizeof(*evlist->pollfd)) ||
	    perf_grow_array((void **)&evlist->pollfd_mmap, &alloc[1], evlist->nr_pollfd + 1,
			    sizeof(*evlist->pollfd_mmap)))
		return -ENOMEM;
	evlist->pollfd[evlist->nr_pollfd] = (struct pollfd){ .fd = fd, .events = POLLIN };
	evlist->pollfd_mmap[evlist->nr_pollfd] = ring;
	evlist->nr_pollfd++;
	return 0;
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
	evlist->mmap = perf_calloc(nr_rings, sizeof(*evlist->mmap));
	if (!evlist->mmap)
		return -ENOMEM;
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
				err = add_pollfd(evlist, fd, ring, pollfd_alloc);
				if (!err && evsel->id[c * threads->nr + t])
					err = evlist__id_add(evlist, evsel,
							     evsel->id[c * threads->nr + t]);
				if (err)
					goto fail;
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
	hashmap__exit(&evlist->ids);
}

int evlist__poll(struct evlist *evlist, int timeout_ms)
{
	int n = poll(evlist->pollfd, evlist->nr_pollfd, timeout_ms);

	return n < 0 ? -errno : n;
}

int evlist__nr_pollfd(const struct evlist *evlist)
{
	return evlist->nr_pollfd;
}

int evlist__pollfd(const struct evlist *evlist, int idx)
{
	return evlist->pollfd[idx].fd;
}

struct perf_mmap *evlist__next_mmap(struct evlist *evlist, struct perf_mmap *prev)
{
	/* a ring of a CPU none of the events opened on stays unmapped: skipped */
	for (int i = prev ? prev - evlist->mmap + 1 : 0; i < evlist->nr_mmaps; i++)
		if (evlist->mmap[i].base)
			return &evlist->mmap[i];
	return NULL;
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
