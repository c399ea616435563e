/* SPDX-License-Identifier: GPL-2.0 */
/* The set of CPUs a session measures on. A "dummy" map holds one entry, -1 (any CPU). */
#ifndef PERF_CPUMAP_H
#define PERF_CPUMAP_H

#include <stdbool.h>
#include <stddef.h>

/* the library's functions; here the layout and what only perf uses */
#include <perf/cpumap.h>

struct perf_cpu_map {
	int refcnt;
	int nr;
	int map[];
};

/* The map of "any CPU" (-1 alone): events that follow tasks, not CPUs. */
static inline bool cpu_map__is_dummy(const struct perf_cpu_map *map)
{
	return map->nr == 1 && map->map[0] == -1;
}
/* The highest possible CPU number + 1 (for per-cpu arrays indexed by cpu number). */
int cpu__max_cpu(void);
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
