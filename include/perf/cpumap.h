/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A set of CPUs to open events on, sorted, refcounted. The "dummy" map holds one entry, -1:
 * any CPU (per-thread events).
 */
#ifndef LIBPERF_CPUMAP_H
#define LIBPERF_CPUMAP_H

#include <stddef.h>

struct perf_cpu_map;

/* The online CPUs (list NULL or "") or a list "0-3,7": a new map; NULL: bad list or no memory. */
struct perf_cpu_map *cpu_map__new(const char *list);
/* The map of one entry, -1: a new map, NULL when out of memory. */
struct perf_cpu_map *cpu_map__dummy_new(void);
/* A list into *mapp (a new map), the CPUs not checked online: 0, -EINVAL (syntax) or -ENOMEM. */
int cpu_map__parse(const char *list, struct perf_cpu_map **mapp);
/* Takes a reference (map may be NULL); returns map. */
struct perf_cpu_map *cpu_map__get(struct perf_cpu_map *map);
/* Drops a reference, freeing the map with the last one; NULL is ignored. */
void cpu_map__put(struct perf_cpu_map *map);
/* The number of entries. */
int cpu_map__nr(const struct perf_cpu_map *map);
/* The CPU number of entry idx, 0 <= idx < cpu_map__nr() (-1 in the dummy map). */
int cpu_map__cpu(const struct perf_cpu_map *map, int idx);
/* The index of the entry of that CPU number, or -1 when the map lacks it. */
int cpu_map__idx(const struct perf_cpu_map *map, int cpu);
/* The map as "0-3,7" into buf (len bytes, NUL terminated): its length, len or more if cut. */
int cpu_map__snprint(const struct perf_cpu_map *map, char *buf, size_t len);

#endif
