/* SPDX-License-Identifier: GPL-2.0 */
/* The set of CPUs a session measures on. A "dummy" map holds one entry, -1 (any CPU). */
#ifndef PERF_CPUMAP_H
#define PERF_CPUMAP_H

#include <stdbool.h>
#include <stddef.h>

struct perf_cpu_map {
	int refcnt;
	int nr;
	int map[];
};

/* NULL or "" -> the online CPUs; else a list such as "0-3,7". NULL on a bad list or no memory. */
struct perf_cpu_map *cpu_map__new(const char *list);
struct perf_cpu_map *cpu_map__dummy_new(void);
struct perf_cpu_map *cpu_map__get(struct perf_cpu_map *map);
void cpu_map__put(struct perf_cpu_map *map);
/*
 * Parse a list into a new map without checking the CPUs are online; -EINVAL on bad syntax,
 * -ENOMEM.
 */
int cpu_map__parse(const char *list, struct perf_cpu_map **mapp);
int cpu_map__idx(const struct perf_cpu_map *map, int cpu);
/* The map of "any CPU" (-1 alone): events that follow tasks, not CPUs. */
static inline bool cpu_map__is_dummy(const struct perf_cpu_map *map)
{
	return map->nr == 1 && map->map[0] == -1;
}
/* The highest possible CPU number + 1 (for per-cpu arrays indexed by cpu number). */
int cpu__max_cpu(void);
/* "0-3,7" for the map, into buf. */
int cpu_map__snprint(const struct perf_cpu_map *map, char *buf, size_t len);
/* Is every cpu of map online? Returns the first offline one, or -1. */
int cpu_map__first_offline(const struct perf_cpu_map *map);

/*
 * Where a CPU sits, from /sys/devices/system/cpu/cpuN/topology and
 * /sys/devices/system/node/nodeM/cpuN: -1 for what sysfs does not say (no die_id on
 * older kernels, no node directory without NUMA: node 0 then).
 */
struct cpu_topo_id {
	int socket;
	int die;
	int core;
	int node;
};

/* Always fills id; returns 0 or -ENOENT when the CPU has no topology directory. */
int cpu__get_topology(int cpu, struct cpu_topo_id *id);

#define cpu_map__for_each_cpu(cpu, idx, cpus) \
	for ((idx) = 0; (idx) < (cpus)->nr && ((cpu) = (cpus)->map[idx], 1); (idx)++)

#endif
