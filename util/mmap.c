// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "debug.h"
#include "mmap.h"

int perf_mmap__mmap(struct perf_mmap *map, int fd, int cpu, unsigned int pages)
{
	size_t psz = page_size();
	void *base;

	if (!pages || (pages & (pages - 1)))
		return -EINVAL;
	memset(map, 0, sizeof(*map));
	map->mmap_len = (1 + (size_t)pages) * psz;
	base = mmap(NULL, map->mmap_len, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	if (base == MAP_FAILED) {
		map->mmap_len = 0;
		return -errno;
	}
	map->base = base;
	map->data = (unsigned char *)base + psz;
	map->mask = (u64)pages * psz - 1;
	map->fd = fd;
	map->cpu = cpu;
	map->bounce = perf_malloc(PERF_MMAP_MAX_RECORD);
	if (!map->bounce) {
		munmap(base, map->mmap_len);
		memset(map, 0, sizeof(*map));
		map->fd = -1;
		return -ENOMEM;
	}
	/* a fresh ring is empty: head == tail == 0, but start from what the kernel says */
	map->start = map->end = perf_mmap__read_head(map);
	return 0;
}

void perf_mmap__munmap(struct perf_mmap *map)
{
	if (map->base)
		munmap(map->base, map->mmap_len);
	free(map->bounce);
	memset(map, 0, sizeof(*map));
	map->fd = -1;
}

int perf_mmap__cpu(const struct perf_mmap *map)
{
	return map->cpu;
}

int perf_mmap__read_init(struct perf_mmap *map)
{
	if (!map->base)
		return -EAGAIN;
	/* data_tail is ours: the kernel only reads it, so our own copy is current */
	map->start = map->base->data_tail;
	map->end = perf_mmap__read_head(map);
	if (map->end == map->start)
		return -EAGAIN;
	if (map->end - map->start > map->mask + 1) {
		/* cannot happen in a forward ring the kernel respects; never read garbage */
		pr_debug("ring on cpu %d: head %llu is %llu bytes past tail, resyncing\n", map->cpu,
			 (unsigned long long)map->end,
			 (unsigned long long)(map->end - map->start));
		map->nr_bad++;
		map->start = map->end;
		return -EAGAIN;
	}
	return 0;
}

struct perf_event_header *perf_mmap__read_event(struct perf_mmap *map)
{
	u64 avail = map->end - map->start, off, size, first;
	struct perf_event_header *hdr;

	if (avail < sizeof(*hdr))
		return NULL;
	off = map->start & map->mask;
	/* records are 8-byte aligned and the data size is a multiple of 8: a header never wraps */
	hdr = (struct perf_event_header *)(map->data + off);
	size = hdr->size;
	if (size < sizeof(*hdr) || size > avail || (size & 7)) {
		pr_debug("ring on cpu %d: bad record size %llu at %llu, skipping %llu bytes\n",
			 map->cpu, (unsigned long long)size, (unsigned long long)map->start,
			 (unsigned long long)avail);
		map->nr_bad++;
		map->start = map->end;
		return NULL;
	}
	map->start += size;
	first = map->mask + 1 - off;
	if (size <= first)
		return hdr;
	/* wraps around the end: copy both pieces so the caller sees one record */
	memcpy(map->bounce, map->data + off, first);
	memcpy(map->bounce + first, map->data, size - first);
	return (struct perf_event_header *)map->bounce;
}

void perf_mmap__read_done(struct perf_mmap *map)
{
	perf_mmap__write_tail(map, map->start);
}

u64 perf_mmap__unread(const struct perf_mmap *map)
{
	return perf_mmap__read_head(map) - map->base->data_tail;
}

int perf_mmap__parse_pages(const char *str, unsigned int *pages)
{
	u64 bytes;
	unsigned long long psz = page_size(), p;
	bool count = str && *str && str[strspn(str, "0123456789")] == '\0';

	if (str_to_bytes(str, &bytes))
		return -EINVAL;
	/* a bare number is a page count, anything with a unit a size */
	p = count ? bytes : (bytes + psz - 1) / psz;
	if (p == 0 || p > (1ULL << 22))
		return -EINVAL;
	if (p & (p - 1)) {
		unsigned long long r = 1;

		while (r < p)
			r <<= 1;
		/* a size is rounded silently, as asked; a page count the user chose is not */
		if (count)
			return -EINVAL;
		p = r;
	}
	*pages = (unsigned int)p;
	return 0;
}

