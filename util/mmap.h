/* SPDX-License-Identifier: GPL-2.0 */
/*
 * One perf ring buffer: a control page followed by 2^n data pages, written by the kernel
 * and read here. The kernel publishes data_head after the records it covers are complete;
 * we read it with acquire ordering so the record bytes are visible, and hand space back
 * through data_tail with release ordering so the kernel never overwrites bytes we still read.
 */
#ifndef PERF_MMAP_H
#define PERF_MMAP_H

#include <linux/perf_event.h>
#include <stdbool.h>
#include <stddef.h>

/* the library's functions; here the layout and what only perf uses */
#include <perf/mmap.h>

#include "util.h"

/* A record's size is a u16: the largest record fits this bounce buffer. */
#define PERF_MMAP_MAX_RECORD 65536

struct perf_mmap {
	struct perf_event_mmap_page *base; /* control page; NULL when not mapped */
	unsigned char *data;		   /* the data pages */
	size_t mmap_len;		   /* control page + data */
	u64 mask;			   /* data size - 1 */
	int fd;				   /* the event fd the ring belongs to */
	int cpu;			   /* cpu number, -1 for a per-task ring */
	u64 start;			   /* read pass: next unread byte (a running offset) */
	u64 end;			   /* read pass: data_head seen at read_init */
	u64 nr_bad;			   /* records dropped as malformed */
	unsigned char *bounce;		   /* a record that wraps, copied whole */
};

/* Maps 1 + pages pages of fd (pages a power of two). 0 or -errno. */
int perf_mmap__mmap(struct perf_mmap *map, int fd, int cpu, unsigned int pages);
void perf_mmap__munmap(struct perf_mmap *map);

static inline u64 perf_mmap__read_head(const struct perf_mmap *map)
{
	return __atomic_load_n(&map->base->data_head, __ATOMIC_ACQUIRE);
}

static inline void perf_mmap__write_tail(struct perf_mmap *map, u64 tail)
{
	__atomic_store_n(&map->base->data_tail, tail, __ATOMIC_RELEASE);
}

/* Unread bytes now (for tests and statistics). */
u64 perf_mmap__unread(const struct perf_mmap *map);

/* Data pages from -m: "N" pages (a power of two) or a size "512K", "2M". 0 or -EINVAL. */
int perf_mmap__parse_pages(const char *str, unsigned int *pages);

#endif
