// SPDX-License-Identifier: GPL-2.0
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cpumap.h"
#include "util.h"

#define MAX_NR_CPUS 4096

static struct perf_cpu_map *cpu_map__alloc(int nr)
{
	struct perf_cpu_map *m = perf_zalloc(sizeof(*m) + nr * sizeof(int));

	if (!m)
		return NULL;
	m->refcnt = 1;
	m->nr = nr;
	return m;
}

static int int_cmp(const void *a, const void *b)
{
	return *(const int *)a - *(const int *)b;
}

int cpu_map__parse(const char *list, struct perf_cpu_map **mapp)
{
	int *cpus = NULL, nr = 0;
	size_t alloc = 0;
	const char *p = list;
	struct perf_cpu_map *m;

	while (*p) {
		char *end;
		long start, stop;

		while (isspace((unsigned char)*p))
			p++;
		if (!isdigit((unsigned char)*p))
			goto bad;
		start = strtol(p, &end, 10);
		stop = start;
		p = end;
		if (*p == '-') {
			p++;
			if (!isdigit((unsigned char)*p))
				goto bad;
			stop = strtol(p, &end, 10);
			p = end;
		}
		if (start > stop || stop >= MAX_NR_CPUS)
			goto bad;
		for (long c = start; c <= stop; c++) {
			bool dup = false;

			for (int i = 0; i < nr; i++)
				dup |= cpus[i] == c;
			if (dup)
				continue;
			if (perf_grow_array((void **)&cpus, &alloc, nr + 1, sizeof(int))) {
				free(cpus);
				return -ENOMEM;
			}
			cpus[nr++] = (int)c;
		}
		while (isspace((unsigned char)*p))
			p++;
		if (*p == ',')
			p++;
		else if (*p && *p != '\n')
			goto bad;
		else if (*p == '\n')
			p++;
	}
	if (!nr)
		goto bad;
	qsort(cpus, nr, sizeof(int), int_cmp);
	m = cpu_map__alloc(nr);
	if (m)
		memcpy(m->map, cpus, nr * sizeof(int));
	free(cpus);
	if (!m)
		return -ENOMEM;
	*mapp = m;
	return 0;
bad:
	free(cpus);
	return -EINVAL;
}

static struct perf_cpu_map *online_cpus(void)
{
	struct perf_cpu_map *m = NULL;
	char *buf;

	int err = read_file("/sys/devices/system/cpu/online", &buf, NULL);

	if (!err) {
		err = cpu_map__parse(buf, &m);
		free(buf);
	}
	if (err == -ENOMEM)
		return NULL;
	if (!m) {
		long n = sysconf(_SC_NPROCESSORS_ONLN);

		if (n < 1)
			n = 1;
		m = cpu_map__alloc(n);
		for (long i = 0; m && i < n; i++)
			m->map[i] = i;
	}
	return m;
}

int cpu_map__first_offline(const struct perf_cpu_map *map)
{
	struct perf_cpu_map *on = online_cpus();
	int ret = -1;

	if (!on)
		return -1; /* out of memory: let the open say which CPU is missing */
	for (int i = 0; i < map->nr && ret < 0; i++)
		if (map->map[i] >= 0 && cpu_map__idx(on, map->map[i]) < 0)
			ret = map->map[i];
	cpu_map__put(on);
	return ret;
}

struct perf_cpu_map *cpu_map__new(const char *list)
{
	struct perf_cpu_map *m;

	if (!list || !*list)
		return online_cpus();
	if (cpu_map__parse(list, &m))
		return NULL;
	return m;
}

struct perf_cpu_map *cpu_map__dummy_new(void)
{
	struct perf_cpu_map *m = cpu_map__alloc(1);

	if (m)
		m->map[0] = -1;
	return m;
}

struct perf_cpu_map *cpu_map__get(struct perf_cpu_map *map)
{
	if (map)
		map->refcnt++;
	return map;
}

void cpu_map__put(struct perf_cpu_map *map)
{
	if (map && --map->refcnt == 0)
		free(map);
}

int cpu_map__nr(const struct perf_cpu_map *map)
{
	return map->nr;
}

int cpu_map__cpu(const struct perf_cpu_map *map, int idx)
{
	return map->map[idx];
}

int cpu_map__idx(const struct perf_cpu_map *map, int cpu)
{
	for (int i = 0; i < map->nr; i++)
		if (map->map[i] == cpu)
			return i;
	return -1;
}

int cpu__max_cpu(void)
{
	static int max;

	if (!max) {
		char *buf;
		struct perf_cpu_map *m = NULL;

		if (!read_file("/sys/devices/system/cpu/possible", &buf, NULL)) {
			cpu_map__parse(buf, &m);
			free(buf);
		}
		if (m) {
			max = m->map[m->nr - 1] + 1;
			cpu_map__put(m);
		} else {
			max = sysconf(_SC_NPROCESSORS_CONF);
			if (max < 1)
				max = 1;
		}
	}
	return max;
}

int cpu_map__snprint(const struct perf_cpu_map *map, char *buf, size_t len)
{
	size_t n = 0;

	buf[0] = '\0';
	for (int i = 0; i < map->nr;) {
		int j = i;

		while (j + 1 < map->nr && map->map[j + 1] == map->map[j] + 1)
			j++;
		if (n < len)
			n += snprintf(buf + n, len - n, "%s%d", i ? "," : "", map->map[i]);
		if (j > i && n < len)
			n += snprintf(buf + n, len - n, "-%d", map->map[j]);
		i = j + 1;
	}
	return (int)n;
}

static int sysfs_int(const char *path, int dflt)
{
	char *s, *end;
	long v;

	if (read_file(path, &s, NULL))
		return dflt;
	v = strtol(s, &end, 10);
	if (end == s)
		v = dflt;
	free(s);
	return (int)v;
}

/* The node whose directory lists cpu; 0 on a machine without node directories. */
static int cpu__node(int cpu)
{
	struct perf_cpu_map *nodes = NULL;
	char path[128], *list;
	int node = 0;

	/* the node list has the cpu list syntax ("0-3") */
	if (read_file("/sys/devices/system/node/possible", &list, NULL))
		return 0;
	list[strcspn(list, "\n")] = '\0';
	if (cpu_map__parse(list, &nodes)) {
		free(list);
		return 0;
	}
	free(list);
	for (int i = 0; i < nodes->nr; i++) {
		snprintf(path, sizeof(path), "/sys/devices/system/node/node%d/cpu%d", nodes->map[i],
			 cpu);
		if (!access(path, F_OK)) {
			node = nodes->map[i];
			break;
		}
	}
	cpu_map__put(nodes);
	return node;
}

int cpu__get_topology(int cpu, struct cpu_topo_id *id)
{
	char path[128];
	int err = 0;

	snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/topology", cpu);
	if (access(path, F_OK))
		err = -ENOENT;
	snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/topology/physical_package_id",
		 cpu);
	id->socket = sysfs_int(path, -1);
	snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/topology/die_id", cpu);
	/* kernels before die_id had one die per socket */
	id->die = sysfs_int(path, 0);
	snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/topology/core_id", cpu);
	id->core = sysfs_int(path, -1);
	id->node = cpu__node(cpu);
	return err;
}
