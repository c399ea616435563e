// SPDX-License-Identifier: GPL-2.0
/*
 * The recording machine's description for the feature sections (struct perf_env): read from
 * /proc and /sys as Linux perf reads them, and freed. The payloads are in header-features.c.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "header.h"

#ifndef PERF_VERSION
#define PERF_VERSION "unknown"
#endif

static char *squeeze(char *s)
{
	char *d = s, *r = s;
	bool sp = false;

	while (isspace((unsigned char)*r))
		r++;
	for (; *r; r++) {
		if (isspace((unsigned char)*r)) {
			sp = true;
			continue;
		}
		if (sp && d != s)
			*d++ = ' ';
		sp = false;
		*d++ = *r;
	}
	*d = 0;
	return s;
}

/* The value of the first "key : value" line of /proc/cpuinfo, allocated, or NULL. */
static char *cpuinfo_value(const char *buf, const char *key)
{
	size_t klen = strlen(key);

	for (const char *l = buf; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
		const char *c, *e;

		if (strncmp(l, key, klen) || (l[klen] != ' ' && l[klen] != '\t' && l[klen] != ':'))
			continue;
		c = strchr(l, ':');
		e = strchr(l, '\n');
		if (!c || (e && c > e))
			continue;
		c++;
		if (!e)
			e = c + strlen(c);
		return squeeze(xstrndup(c, e - c));
	}
	return NULL;
}

static char *read_sys_str(const char *path)
{
	char *buf;
	size_t len;

	if (read_file(path, &buf, &len))
		return NULL;
	while (len && isspace((unsigned char)buf[len - 1]))
		buf[--len] = 0;
	return buf;
}

static int read_sys_u32(const char *path, u32 *v)
{
	char *s = read_sys_str(path);
	u64 x;
	int err;

	if (!s)
		return -ENOENT;
	err = str_to_u64(s, &x, 10);
	free(s);
	if (!err)
		*v = (u32)x;
	return err;
}

static int add_unique(char ***list, int *nr, char *s)
{
	for (int i = 0; i < *nr; i++) {
		if (!strcmp((*list)[i], s)) {
			free(s);
			return 0;
		}
	}
	*list = xrealloc(*list, (*nr + 1) * sizeof(char *));
	(*list)[(*nr)++] = s;
	return 0;
}

static char *cpu_topo_str(int cpu, const char *a, const char *b)
{
	char path[256];
	char *s;

	snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/topology/%s", cpu, a);
	s = read_sys_str(path);
	if (!s && b) {
		snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/topology/%s", cpu, b);
		s = read_sys_str(path);
	}
	return s;
}

static void fill_topology(struct perf_env *env)
{
	int n = env->nr_cpus_avail;

	env->cpu_topology = xcalloc(n ? n : 1, sizeof(*env->cpu_topology));
	env->nr_cpu_topology = n;
	for (int cpu = 0; cpu < n; cpu++) {
		char path[256], *s;
		u32 v;

		s = cpu_topo_str(cpu, "core_siblings_list", "package_cpus_list");
		if (s)
			add_unique(&env->sibling_cores, &env->nr_sibling_cores, s);
		s = cpu_topo_str(cpu, "thread_siblings_list", "core_cpus_list");
		if (s)
			add_unique(&env->sibling_threads, &env->nr_sibling_threads, s);
		s = cpu_topo_str(cpu, "die_cpus_list", NULL);
		if (s)
			add_unique(&env->sibling_dies, &env->nr_sibling_dies, s);
		snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/topology/core_id", cpu);
		env->cpu_topology[cpu].core_id = read_sys_u32(path, &v) ? (u32)-1 : v;
		snprintf(path, sizeof(path),
			 "/sys/devices/system/cpu/cpu%d/topology/physical_package_id", cpu);
		env->cpu_topology[cpu].socket_id = read_sys_u32(path, &v) ? (u32)-1 : v;
		snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/topology/die_id", cpu);
		env->cpu_topology[cpu].die_id = read_sys_u32(path, &v) ? 0 : v;
	}
}

/* The highest CPU number in a "0-3,5" list, plus one. */
static u32 cpu_list_max(const char *s)
{
	u32 max = 0;

	while (s && *s) {
		char *e;
		unsigned long v = strtoul(s, &e, 10);

		if (e == s)
			break;
		if (v + 1 > max)
			max = v + 1;
		s = e;
		while (*s && !isdigit((unsigned char)*s))
			s++;
	}
	return max;
}

/* ---- NUMA nodes, PMUs, caches, memory blocks ---- */

/* Calls fn for each number n of "<prefix>n" entries of dir, in readdir order. */
static void for_each_numbered(const char *dir, const char *prefix, void (*fn)(u32 n, void *arg),
			      void *arg)
{
	size_t plen = strlen(prefix);
	DIR *d = opendir(dir);
	struct dirent *de;

	if (!d)
		return;
	while ((de = readdir(d))) {
		u64 n;

		if (strncmp(de->d_name, prefix, plen) || str_to_u64(de->d_name + plen, &n, 10) ||
		    n > 0xffffffffULL)
			continue;
		fn((u32)n, arg);
	}
	closedir(d);
}

/* "Node 0 MemTotal:  7432404 kB" of a node's meminfo */
static u64 node_meminfo(const char *buf, const char *key)
{
	for (const char *l = buf; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
		const char *k = strstr(l, key), *e = strchr(l, '\n');

		if (k && (!e || k < e) && k[strlen(key)] == ':')
			return strtoull(k + strlen(key) + 1, NULL, 10);
	}
	return 0;
}

static void fill_numa(struct perf_env *env)
{
	char *online = read_sys_str("/sys/devices/system/node/online");
	const char *s = online;

	/* "0-1,3": every listed node */
	while (s && *s) {
		char *e;
		unsigned long a = strtoul(s, &e, 10), b = a;

		if (e == s)
			break;
		if (*e == '-')
			b = strtoul(e + 1, &e, 10);
		for (unsigned long n = a; n <= b && n < 65536; n++) {
			struct numa_topology_node *nn;
			char path[128], *buf;
			size_t len;

			env->numa_nodes =
				xrealloc(env->numa_nodes, (env->nr_numa_nodes + 1) * sizeof(*nn));
			nn = &env->numa_nodes[env->nr_numa_nodes++];
			memset(nn, 0, sizeof(*nn));
			nn->node = n;
			snprintf(path, sizeof(path), "/sys/devices/system/node/node%lu/meminfo", n);
			if (read_file(path, &buf, &len) == 0) {
				nn->mem_total = node_meminfo(buf, "MemTotal");
				nn->mem_free = node_meminfo(buf, "MemFree");
				free(buf);
			}
			snprintf(path, sizeof(path), "/sys/devices/system/node/node%lu/cpulist", n);
			nn->cpus = read_sys_str(path);
			if (!nn->cpus)
				nn->cpus = xstrdup("");
		}
		s = e;
		while (*s == ',' || isspace((unsigned char)*s))
			s++;
	}
	free(online);
}

#define PMU_DIR "/sys/bus/event_source/devices"

static void fill_pmu_mappings(struct perf_env *env)
{
	DIR *d = opendir(PMU_DIR);
	struct dirent *de;

	if (!d)
		return;
	/* readdir order, as Linux perf lists them */
	while ((de = readdir(d))) {
		char path[512];
		u32 type;

		if (de->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), PMU_DIR "/%s/type", de->d_name);
		if (read_sys_u32(path, &type))
			continue;
		env->pmu_mappings = xrealloc(env->pmu_mappings, (env->nr_pmu_mappings + 1) *
									sizeof(*env->pmu_mappings));
		env->pmu_mappings[env->nr_pmu_mappings].type = type;
		env->pmu_mappings[env->nr_pmu_mappings++].name = xstrdup(de->d_name);
	}
	closedir(d);
}

static bool cache_eq(const struct cpu_cache_level *a, const struct cpu_cache_level *b)
{
	return a->level == b->level && a->line_size == b->line_size && a->sets == b->sets &&
	       a->ways == b->ways && !strcmp(a->type, b->type) && !strcmp(a->size, b->size) &&
	       !strcmp(a->map, b->map);
}

static void free_cache(struct cpu_cache_level *c)
{
	free(c->type);
	free(c->size);
	free(c->map);
}

/* Linux perf reads the first four cache indexes of each CPU. */
#define MAX_CACHE_INDEX 4

void perf_env__read_caches(struct perf_env *env, const char *cpu_dir)
{
	for (u32 cpu = 0; cpu < env->nr_cpus_avail; cpu++) {
		for (int idx = 0; idx < MAX_CACHE_INDEX; idx++) {
			struct cpu_cache_level c;
			char dir[PATH_MAX], path[PATH_MAX + 32];
			bool dup = false;

			snprintf(dir, sizeof(dir), "%s/cpu%u/cache/index%d", cpu_dir, cpu, idx);
			if (access(dir, F_OK))
				break;
			memset(&c, 0, sizeof(c));
			snprintf(path, sizeof(path), "%s/level", dir);
			read_sys_u32(path, &c.level);
			snprintf(path, sizeof(path), "%s/coherency_line_size", dir);
			read_sys_u32(path, &c.line_size);
			snprintf(path, sizeof(path), "%s/number_of_sets", dir);
			read_sys_u32(path, &c.sets);
			snprintf(path, sizeof(path), "%s/ways_of_associativity", dir);
			read_sys_u32(path, &c.ways);
			snprintf(path, sizeof(path), "%s/type", dir);
			c.type = read_sys_str(path);
			snprintf(path, sizeof(path), "%s/size", dir);
			c.size = read_sys_str(path);
			snprintf(path, sizeof(path), "%s/shared_cpu_list", dir);
			c.map = read_sys_str(path);
			if (!c.type || !c.size || !c.map) {
				free_cache(&c);
				break;
			}
			for (int i = 0; i < env->nr_caches && !dup; i++)
				dup = cache_eq(&env->caches[i], &c);
			if (dup) {
				free_cache(&c);
				continue;
			}
			env->caches = xrealloc(env->caches, (env->nr_caches + 1) * sizeof(c));
			env->caches[env->nr_caches++] = c;
		}
	}
	/* by level, keeping the order within a level (a stable insertion sort) */
	for (int i = 1; i < env->nr_caches; i++) {
		struct cpu_cache_level c = env->caches[i];
		int j = i;

		for (; j > 0 && env->caches[j - 1].level > c.level; j--)
			env->caches[j] = env->caches[j - 1];
		env->caches[j] = c;
	}
	/*
	 * Linux perf writes HEADER_CACHE on every host, with no entry where sysfs has no cache
	 * directories (some VMs): a version makes the feature present, caches or not.
	 */
	env->cache_version = 1;
}

struct mem_scan {
	u64 max;
	u64 *set;
	bool fill;
};

static void mem_block(u32 n, void *arg)
{
	struct mem_scan *m = arg;

	if (!m->fill) {
		if (n + 1ULL > m->max)
			m->max = n + 1ULL;
		return;
	}
	if (n < m->max)
		m->set[n / 64] |= 1ULL << (n % 64);
}

static void mem_node(u32 n, void *arg)
{
	struct perf_env *env = arg;
	struct mem_scan m = { 0 };
	struct memory_node *mn;
	char dir[128];

	snprintf(dir, sizeof(dir), "/sys/devices/system/node/node%u", n);
	for_each_numbered(dir, "memory", mem_block, &m);
	m.set = xcalloc(m.max / 64 + 1, sizeof(u64));
	m.fill = true;
	for_each_numbered(dir, "memory", mem_block, &m);
	env->memory_nodes = xrealloc(env->memory_nodes, (env->nr_memory_nodes + 1) * sizeof(*mn));
	mn = &env->memory_nodes[env->nr_memory_nodes++];
	mn->node = n;
	mn->size = m.max;
	mn->set = m.set;
}

static void fill_memory_nodes(struct perf_env *env)
{
	char *s = read_sys_str("/sys/devices/system/memory/block_size_bytes");

	if (!s)
		return;
	env->memory_bsize = strtoull(s, NULL, 16);
	free(s);
	if (!env->memory_bsize)
		return;
	for_each_numbered("/sys/devices/system/node", "node", mem_node, env);
	/* by node number */
	for (int i = 1; i < env->nr_memory_nodes; i++) {
		struct memory_node mn = env->memory_nodes[i];
		int j = i;

		for (; j > 0 && env->memory_nodes[j - 1].node > mn.node; j--)
			env->memory_nodes[j] = env->memory_nodes[j - 1];
		env->memory_nodes[j] = mn;
	}
	env->memory_version = 1;
}

/* The files of PMU_DIR/<pmu>/caps as "name=value", in readdir order; -ENOENT without caps. */
static int read_pmu_caps(const char *pmu, char ***caps, int *nr)
{
	char dir[512];
	struct dirent *de;
	DIR *d;

	snprintf(dir, sizeof(dir), PMU_DIR "/%s/caps", pmu);
	d = opendir(dir);
	if (!d)
		return -ENOENT;
	while ((de = readdir(d))) {
		char path[1024], *v;

		if (de->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
		v = read_sys_str(path);
		if (!v)
			continue;
		*caps = xrealloc(*caps, (*nr + 1) * sizeof(char *));
		(*caps)[(*nr)++] = xasprintf("%s=%s", de->d_name, v);
		free(v);
	}
	closedir(d);
	return 0;
}

static void fill_pmu_caps(struct perf_env *env)
{
	/* the core PMU's go to HEADER_CPU_PMU_CAPS, the others' to HEADER_PMU_CAPS */
	for (int i = 0; i < env->nr_pmu_mappings; i++) {
		const char *name = env->pmu_mappings[i].name;
		struct pmu_caps pc = { 0 };

		if (!strcmp(name, "cpu")) {
			read_pmu_caps(name, &env->cpu_pmu_caps, &env->nr_cpu_pmu_caps);
			continue;
		}
		if (read_pmu_caps(name, &pc.caps, &pc.nr_caps) || !pc.nr_caps) {
			free(pc.caps);
			continue;
		}
		pc.pmu_name = xstrdup(name);
		env->pmus_caps =
			xrealloc(env->pmus_caps, (env->nr_pmus_with_caps + 1) * sizeof(pc));
		env->pmus_caps[env->nr_pmus_with_caps++] = pc;
	}
}

int perf_env__fill_host(struct perf_env *env)
{
	struct utsname u;
	char *buf, *s;
	size_t len;
	long online;

	if (uname(&u) == 0) {
		env->hostname = xstrdup(u.nodename);
		env->os_release = xstrdup(u.release);
		env->arch = xstrdup(u.machine);
	}
	env->version = xstrdup(PERF_VERSION);

	s = read_sys_str("/sys/devices/system/cpu/present");
	env->nr_cpus_avail = cpu_list_max(s);
	free(s);
	online = sysconf(_SC_NPROCESSORS_ONLN);
	env->nr_cpus_online = online > 0 ? (u32)online : 1;
	if (!env->nr_cpus_avail)
		env->nr_cpus_avail = env->nr_cpus_online;

	if (read_file("/proc/cpuinfo", &buf, &len) == 0) {
		char *vendor = cpuinfo_value(buf, "vendor_id");

		env->cpu_desc = cpuinfo_value(buf, "model name");
		if (!env->cpu_desc)
			env->cpu_desc = cpuinfo_value(buf, "cpu model");
		if (!env->cpu_desc)
			env->cpu_desc = cpuinfo_value(buf, "Processor");
		if (vendor) {
			/* x86: vendor,family,model,stepping as Linux perf prints it */
			char *fam = cpuinfo_value(buf, "cpu family");
			char *model = cpuinfo_value(buf, "model");
			char *step = cpuinfo_value(buf, "stepping");

			env->cpuid = xasprintf("%s,%s,%s,%s", vendor, fam ? fam : "0",
					       model ? model : "0", step ? step : "0");
			free(fam);
			free(model);
			free(step);
			free(vendor);
		} else {
			char *impl = cpuinfo_value(buf, "CPU implementer");

			if (impl)
				env->cpuid = impl;
		}
		free(buf);
	}
	if (!env->cpu_desc)
		env->cpu_desc = xstrdup(env->arch ? env->arch : "unknown");
	if (!env->cpuid)
		env->cpuid = xstrdup(env->arch ? env->arch : "unknown");

	if (read_file("/proc/meminfo", &buf, &len) == 0) {
		char *v = cpuinfo_value(buf, "MemTotal");

		if (v)
			env->total_mem = strtoull(v, NULL, 10);
		free(v);
		free(buf);
	}
	fill_topology(env);
	fill_numa(env);
	fill_pmu_mappings(env);
	perf_env__read_caches(env, "/sys/devices/system/cpu");
	fill_memory_nodes(env);
	fill_pmu_caps(env);
	env->host = true;
	return 0;
}

void perf_env__add_build_id(struct perf_env *env, pid_t pid, u16 cpumode, const u8 *id, u8 size,
			    const char *filename)
{
	struct build_id_entry *e;

	env->build_ids = xrealloc(env->build_ids, (env->nr_build_ids + 1) * sizeof(*e));
	e = &env->build_ids[env->nr_build_ids++];
	memset(e, 0, sizeof(*e));
	e->pid = pid;
	e->cpumode = cpumode;
	e->size = size > 20 ? 20 : size;
	memcpy(e->build_id, id, e->size);
	e->filename = xstrdup(filename);
}

void perf_env__set_cmdline(struct perf_env *env, int argc, const char **argv)
{
	for (int i = 0; i < env->nr_cmdline; i++)
		free(env->cmdline[i]);
	free(env->cmdline);
	env->cmdline = xcalloc(argc + 1, sizeof(char *));
	env->cmdline[0] = xstrdup(perf_exe_path());
	for (int i = 0; i < argc; i++)
		env->cmdline[i + 1] = xstrdup(argv[i]);
	env->nr_cmdline = argc + 1;
}

static void free_list(char **l, int n)
{
	for (int i = 0; i < n; i++)
		free(l[i]);
	free(l);
}

void perf_env__exit(struct perf_env *env)
{
	for (u32 i = 0; i < env->nr_bpf_progs_read; i++)
		free(env->bpf_progs_read[i].data);
	free(env->bpf_progs_read);
	free(env->bpf_prog_blob);
	for (u32 i = 0; i < env->nr_bpf_btf_ids; i++)
		free(env->bpf_btf_data[i]);
	free(env->bpf_btf_data);
	free(env->bpf_btf_sizes);
	free(env->bpf_btf_ids);
	free(env->bpf_btf_blob);
	free(env->hostname);
	free(env->os_release);
	free(env->version);
	free(env->arch);
	free(env->cpu_desc);
	free(env->cpuid);
	free_list(env->cmdline, env->nr_cmdline);
	free_list(env->sibling_cores, env->nr_sibling_cores);
	free_list(env->sibling_threads, env->nr_sibling_threads);
	free_list(env->sibling_dies, env->nr_sibling_dies);
	free(env->cpu_topology);
	for (int i = 0; i < env->nr_numa_nodes; i++)
		free(env->numa_nodes[i].cpus);
	free(env->numa_nodes);
	for (int i = 0; i < env->nr_pmu_mappings; i++)
		free(env->pmu_mappings[i].name);
	free(env->pmu_mappings);
	for (int i = 0; i < env->nr_caches; i++)
		free_cache(&env->caches[i]);
	free(env->caches);
	for (int i = 0; i < env->nr_memory_nodes; i++)
		free(env->memory_nodes[i].set);
	free(env->memory_nodes);
	free_list(env->cpu_pmu_caps, env->nr_cpu_pmu_caps);
	for (int i = 0; i < env->nr_hybrid_nodes; i++) {
		free(env->hybrid_nodes[i].pmu_name);
		free(env->hybrid_nodes[i].cpus);
	}
	free(env->hybrid_nodes);
	for (int i = 0; i < env->nr_pmus_with_caps; i++) {
		free(env->pmus_caps[i].pmu_name);
		free_list(env->pmus_caps[i].caps, env->pmus_caps[i].nr_caps);
	}
	free(env->pmus_caps);
	for (int i = 0; i < env->nr_build_ids; i++)
		free(env->build_ids[i].filename);
	free(env->build_ids);
	free(env->tracing_data);
	for (int i = 0; i < env->nr_groups; i++)
		free(env->groups[i].name);
	free(env->groups);
	memset(env, 0, sizeof(*env));
}
