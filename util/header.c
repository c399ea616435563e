// SPDX-License-Identifier: GPL-2.0
/* perf.data header, attrs and feature sections: writer and reader. See header.h. */
#include <byteswap.h>
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "debug.h"
#include "event.h"
#include "evlist.h"
#include "evsel.h"
#include "header.h"
#include "tracefs.h"

#ifndef PERF_VERSION
#define PERF_VERSION "unknown"
#endif

/* Strings in features are NUL terminated and padded to this many bytes. */
#define NAME_ALIGN 64

static const char *const feat_names[HEADER_LAST_FEATURE] = {
	[HEADER_TRACING_DATA] = "trace_info",	  [HEADER_BUILD_ID] = "build_id",
	[HEADER_HOSTNAME] = "hostname",		  [HEADER_OSRELEASE] = "osrelease",
	[HEADER_VERSION] = "version",		  [HEADER_ARCH] = "arch",
	[HEADER_NRCPUS] = "nrcpus",		  [HEADER_CPUDESC] = "cpudesc",
	[HEADER_CPUID] = "cpuid",		  [HEADER_TOTAL_MEM] = "total_mem",
	[HEADER_CMDLINE] = "cmdline",		  [HEADER_EVENT_DESC] = "event_desc",
	[HEADER_CPU_TOPOLOGY] = "cpu_topology",	  [HEADER_NUMA_TOPOLOGY] = "numa_topology",
	[HEADER_BRANCH_STACK] = "branch_stack",	  [HEADER_PMU_MAPPINGS] = "pmu_mappings",
	[HEADER_GROUP_DESC] = "group_desc",	  [HEADER_AUXTRACE] = "auxtrace",
	[HEADER_STAT] = "stat",			  [HEADER_CACHE] = "cache",
	[HEADER_SAMPLE_TIME] = "sample_time",	  [HEADER_MEM_TOPOLOGY] = "mem_topology",
	[HEADER_CLOCKID] = "clockid",		  [HEADER_DIR_FORMAT] = "dir_format",
	[HEADER_BPF_PROG_INFO] = "bpf_prog_info", [HEADER_BPF_BTF] = "bpf_btf",
	[HEADER_COMPRESSED] = "compressed",	  [HEADER_CPU_PMU_CAPS] = "cpu_pmu_caps",
	[HEADER_CLOCK_DATA] = "clock_data",	  [HEADER_HYBRID_TOPOLOGY] = "hybrid_topology",
	[HEADER_PMU_CAPS] = "pmu_caps",
};

const char *perf_header__feat_name(int feat)
{
	if (feat > 0 && feat < HEADER_LAST_FEATURE && feat_names[feat])
		return feat_names[feat];
	return "unknown";
}

/* ---- the host's description ---- */

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
	for (int i = 0; i < env->nr_build_ids; i++)
		free(env->build_ids[i].filename);
	free(env->build_ids);
	free(env->tracing_data);
	memset(env, 0, sizeof(*env));
}

/* ---- writing ---- */

struct wbuf {
	char *p;
	size_t len, alloc;
};

static void wb_add(struct wbuf *b, const void *d, size_t n)
{
	if (b->len + n > b->alloc) {
		b->alloc = (b->len + n) * 2 + 256;
		b->p = xrealloc(b->p, b->alloc);
	}
	memcpy(b->p + b->len, d, n);
	b->len += n;
}

static void wb_u32(struct wbuf *b, u32 v)
{
	wb_add(b, &v, 4);
}

static void wb_u64(struct wbuf *b, u64 v)
{
	wb_add(b, &v, 8);
}

static void wb_zero(struct wbuf *b, size_t n)
{
	static const char z[NAME_ALIGN];

	while (n) {
		size_t k = n > sizeof(z) ? sizeof(z) : n;

		wb_add(b, z, k);
		n -= k;
	}
}

static void wb_string(struct wbuf *b, const char *s)
{
	size_t n = strlen(s ? s : "") + 1, len = PERF_ALIGN(n, (size_t)NAME_ALIGN);

	wb_u32(b, (u32)len);
	wb_add(b, s ? s : "", n);
	wb_zero(b, len - n);
}

static void wb_string_list(struct wbuf *b, char **l, int n)
{
	wb_u32(b, n);
	for (int i = 0; i < n; i++)
		wb_string(b, l[i]);
}

int perf_header__evsel_ids(struct evsel *evsel, const u64 **ids)
{
	*ids = evsel->id;
	if (evsel->nr_file_ids)
		return evsel->nr_file_ids;
	return evsel->id ? evsel__nr_fds(evsel) : 0;
}

static void write_build_ids(struct wbuf *b, const struct perf_env *env)
{
	for (int i = 0; i < env->nr_build_ids; i++) {
		const struct build_id_entry *e = &env->build_ids[i];
		struct perf_record_header_build_id r;
		size_t n = strlen(e->filename) + 1, len = PERF_ALIGN(n, (size_t)NAME_ALIGN);

		memset(&r, 0, sizeof(r));
		r.header.type = PERF_RECORD_HEADER_BUILD_ID;
		r.header.misc = e->cpumode | PERF_RECORD_MISC_BUILD_ID_SIZE;
		r.header.size = sizeof(r) + len;
		r.pid = e->pid;
		memcpy(r.data, e->build_id, e->size);
		r.size = e->size;
		wb_add(b, &r, sizeof(r));
		wb_add(b, e->filename, n);
		wb_zero(b, len - n);
	}
}

static void write_event_desc(struct wbuf *b, struct evlist *evlist)
{
	struct evsel *evsel;

	wb_u32(b, evlist->nr_entries);
	wb_u32(b, sizeof(struct perf_event_attr));
	evlist__for_each_entry(evlist, evsel) {
		struct perf_event_attr attr = evsel->attr;
		const u64 *ids;
		int n = perf_header__evsel_ids(evsel, &ids), nz = 0;

		attr.size = sizeof(attr);
		wb_add(b, &attr, sizeof(attr));
		for (int i = 0; i < n; i++)
			nz += ids[i] != 0;
		wb_u32(b, nz);
		wb_string(b, evsel__name(evsel));
		for (int i = 0; i < n; i++)
			if (ids[i])
				wb_u64(b, ids[i]);
	}
}

static void write_group_desc(struct wbuf *b, struct evlist *evlist)
{
	struct evsel *evsel;
	u32 nr = 0;

	evlist__for_each_entry(evlist, evsel)
		nr += evsel__is_group_leader(evsel) && evsel->nr_members > 1;
	wb_u32(b, nr);
	evlist__for_each_entry(evlist, evsel) {
		if (!evsel__is_group_leader(evsel) || evsel->nr_members <= 1)
			continue;
		wb_string(b, "{anon_group}");
		wb_u32(b, evsel->idx);
		wb_u32(b, evsel->nr_members);
	}
}

static bool evlist__has_groups(struct evlist *evlist)
{
	struct evsel *evsel;

	evlist__for_each_entry(evlist, evsel)
		if (evsel__is_group_leader(evsel) && evsel->nr_members > 1)
			return true;
	return false;
}

/* Builds feature feat into b; false when the feature is not to be written. */
static bool write_feature(struct wbuf *b, int feat, struct evlist *evlist,
			  const struct perf_env *env)
{
	switch (feat) {
	case HEADER_TRACING_DATA:
		if (!env->tracing_data || !env->tracing_data_size)
			return false;
		wb_add(b, env->tracing_data, env->tracing_data_size);
		return true;
	case HEADER_BUILD_ID:
		if (env->no_build_ids)
			return false;
		write_build_ids(b, env);
		return true;
	case HEADER_HOSTNAME:
		if (!env->hostname)
			return false;
		wb_string(b, env->hostname);
		return true;
	case HEADER_OSRELEASE:
		if (!env->os_release)
			return false;
		wb_string(b, env->os_release);
		return true;
	case HEADER_VERSION:
		if (!env->version)
			return false;
		wb_string(b, env->version);
		return true;
	case HEADER_ARCH:
		if (!env->arch)
			return false;
		wb_string(b, env->arch);
		return true;
	case HEADER_NRCPUS:
		if (!env->nr_cpus_avail)
			return false;
		wb_u32(b, env->nr_cpus_avail);
		wb_u32(b, env->nr_cpus_online);
		return true;
	case HEADER_CPUDESC:
		if (!env->cpu_desc)
			return false;
		wb_string(b, env->cpu_desc);
		return true;
	case HEADER_CPUID:
		if (!env->cpuid)
			return false;
		wb_string(b, env->cpuid);
		return true;
	case HEADER_TOTAL_MEM:
		if (!env->total_mem)
			return false;
		wb_u64(b, env->total_mem);
		return true;
	case HEADER_CMDLINE:
		if (!env->nr_cmdline)
			return false;
		wb_string_list(b, env->cmdline, env->nr_cmdline);
		return true;
	case HEADER_EVENT_DESC:
		if (!evlist || !evlist->nr_entries)
			return false;
		write_event_desc(b, evlist);
		return true;
	case HEADER_CPU_TOPOLOGY:
		if (!env->nr_sibling_cores || !env->nr_cpu_topology)
			return false;
		wb_string_list(b, env->sibling_cores, env->nr_sibling_cores);
		wb_string_list(b, env->sibling_threads, env->nr_sibling_threads);
		for (int i = 0; i < env->nr_cpu_topology; i++) {
			wb_u32(b, env->cpu_topology[i].core_id);
			wb_u32(b, env->cpu_topology[i].socket_id);
		}
		if (env->nr_sibling_dies) {
			wb_string_list(b, env->sibling_dies, env->nr_sibling_dies);
			for (int i = 0; i < env->nr_cpu_topology; i++)
				wb_u32(b, env->cpu_topology[i].die_id);
		}
		return true;
	case HEADER_GROUP_DESC:
		if (!evlist || !evlist__has_groups(evlist))
			return false;
		write_group_desc(b, evlist);
		return true;
	case HEADER_SAMPLE_TIME:
		if (!env->first_sample_time && !env->last_sample_time)
			return false;
		wb_u64(b, env->first_sample_time);
		wb_u64(b, env->last_sample_time);
		return true;
	default:
		return false;
	}
}

bool perf_header__feature(int feat, struct evlist *evlist, const struct perf_env *env, void **buf,
			  size_t *len)
{
	struct wbuf b = { 0 };

	if (!write_feature(&b, feat, evlist, env)) {
		free(b.p);
		return false;
	}
	*buf = b.p ? b.p : xzalloc(1);
	*len = b.len;
	return true;
}

int perf_header__write(int fd, struct evlist *evlist, const struct perf_env *env, u64 data_offset,
		       u64 data_size)
{
	struct perf_file_header h;
	struct wbuf ids = { 0 }, attrs = { 0 }, feats = { 0 };
	struct perf_file_section secs[HEADER_LAST_FEATURE];
	struct evsel *evsel;
	int nr_secs = 0, err = 0;
	u64 off = sizeof(h);

	memset(&h, 0, sizeof(h));
	h.magic = PERF_MAGIC2;
	h.size = sizeof(h);
	h.attr_size = sizeof(struct perf_file_attr);

	evlist__for_each_entry(evlist, evsel) {
		struct perf_file_attr fa;
		const u64 *id;
		int n = perf_header__evsel_ids(evsel, &id);
		u64 start = off + ids.len;

		for (int i = 0; i < n; i++)
			if (id[i])
				wb_u64(&ids, id[i]);
		memset(&fa, 0, sizeof(fa));
		fa.attr = evsel->attr;
		fa.attr.size = sizeof(fa.attr);
		fa.ids.offset = start;
		fa.ids.size = off + ids.len - start;
		wb_add(&attrs, &fa, sizeof(fa));
	}
	h.attrs.offset = off + ids.len;
	h.attrs.size = attrs.len;
	if (h.attrs.offset + h.attrs.size > data_offset) {
		err = -EINVAL; /* the attrs grew since the data offset was chosen */
		goto out;
	}
	h.data.offset = data_offset;
	h.data.size = data_size;

	if (env) {
		u64 feat_off;

		/* bits first: the section table precedes the contents */
		for (int f = HEADER_FIRST_FEATURE; f < HEADER_LAST_FEATURE; f++) {
			struct wbuf tmp = { 0 };

			if (write_feature(&tmp, f, evlist, env)) {
				h.adds_features[f / 64] |= 1ULL << (f % 64);
				nr_secs++;
			}
			free(tmp.p);
		}
		feat_off = data_offset + data_size + nr_secs * sizeof(struct perf_file_section);
		nr_secs = 0;
		for (int f = HEADER_FIRST_FEATURE; f < HEADER_LAST_FEATURE; f++) {
			size_t start = feats.len;

			if (!(h.adds_features[f / 64] & (1ULL << (f % 64))))
				continue;
			write_feature(&feats, f, evlist, env);
			secs[nr_secs].offset = feat_off + start;
			secs[nr_secs].size = feats.len - start;
			nr_secs++;
		}
	}

	/*
	 * The sections after the data first and the header last: when the disk fills up on
	 * the way, the header still describes what is in the file (perf_data__salvage).
	 */
	if (nr_secs) {
		u64 at = data_offset + data_size;

		err = pwriten(fd, secs, nr_secs * sizeof(secs[0]), at);
		if (!err && feats.len)
			err = pwriten(fd, feats.p, feats.len, at + nr_secs * sizeof(secs[0]));
		/* a device written in place has no length to cut (EINVAL) */
		if (!err && ftruncate(fd, at + nr_secs * sizeof(secs[0]) + feats.len) < 0 &&
		    errno != EINVAL)
			err = -errno;
	}
	if (!err && ids.len)
		err = pwriten(fd, ids.p, ids.len, sizeof(h));
	if (!err && attrs.len)
		err = pwriten(fd, attrs.p, attrs.len, h.attrs.offset);
	if (!err)
		err = pwriten(fd, &h, sizeof(h), 0);
out:
	free(ids.p);
	free(attrs.p);
	free(feats.p);
	return err;
}

/* ---- reading ---- */

/* A cursor over one feature section, swapping when the file is foreign. */
struct rcur {
	const char *p, *end;
	bool swap;
	bool bad;
};

static bool rc_get(struct rcur *c, void *d, size_t n)
{
	if (c->bad || (size_t)(c->end - c->p) < n) {
		c->bad = true;
		memset(d, 0, n);
		return false;
	}
	memcpy(d, c->p, n);
	c->p += n;
	return true;
}

static u32 rc_u32(struct rcur *c)
{
	u32 v;

	rc_get(c, &v, 4);
	return c->swap ? bswap_32(v) : v;
}

static u64 rc_u64(struct rcur *c)
{
	u64 v;

	rc_get(c, &v, 8);
	return c->swap ? bswap_64(v) : v;
}

static char *rc_string(struct rcur *c)
{
	u32 len = rc_u32(c);
	char *s;

	if (c->bad || len > (size_t)(c->end - c->p)) {
		c->bad = true;
		return NULL;
	}
	s = xstrndup(c->p, len); /* stops at the NUL padding */
	c->p += len;
	return s;
}

static char **rc_string_list(struct rcur *c, int *nr)
{
	u32 n = rc_u32(c);
	char **l;

	*nr = 0;
	/* each string takes at least 4 bytes: bounds n before allocating */
	if (c->bad || n > (size_t)(c->end - c->p) / 4) {
		c->bad = true;
		return NULL;
	}
	l = xcalloc(n ? n : 1, sizeof(char *));
	for (u32 i = 0; i < n; i++) {
		l[i] = rc_string(c);
		if (!l[i]) {
			free_list(l, i);
			return NULL;
		}
	}
	*nr = n;
	return l;
}

static void read_build_ids(struct rcur *c, struct perf_env *env)
{
	while (!c->bad && c->end - c->p >= (long)sizeof(struct perf_record_header_build_id)) {
		struct perf_record_header_build_id r;
		size_t size, flen;
		u8 n;

		memcpy(&r, c->p, sizeof(r));
		if (c->swap) {
			perf_event_header__swap(&r.header);
			r.pid = bswap_32(r.pid);
		}
		size = r.header.size;
		if (size < sizeof(r) || size > (size_t)(c->end - c->p)) {
			c->bad = true;
			return;
		}
		flen = strnlen(c->p + sizeof(r), size - sizeof(r));
		n = (r.header.misc & PERF_RECORD_MISC_BUILD_ID_SIZE) ? r.size : 20;
		if (n > 20)
			n = 20;
		{
			char *name = xstrndup(c->p + sizeof(r), flen);

			perf_env__add_build_id(env, r.pid, r.header.misc & PERF_RECORD_MISC_CPUMODE_MASK,
					       r.data, n, name);
			free(name);
		}
		c->p += size;
	}
}

static void read_event_desc(struct rcur *c, struct evlist *evlist)
{
	u32 nr = rc_u32(c), asize = rc_u32(c);
	struct evsel *evsel = evlist ? evlist__first(evlist) : NULL;

	if (c->bad || asize < PERF_ATTR_SIZE_VER0 || asize > 4096)
		return;
	for (u32 i = 0; i < nr && !c->bad; i++) {
		u32 nr_ids;
		char *name;

		if ((size_t)(c->end - c->p) < asize) {
			c->bad = true;
			return;
		}
		c->p += asize;
		nr_ids = rc_u32(c);
		name = rc_string(c);
		if (!name)
			return;
		if (nr_ids > (size_t)(c->end - c->p) / 8) {
			free(name);
			c->bad = true;
			return;
		}
		c->p += nr_ids * 8;
		if (evsel && &evsel->node != &evlist->entries) {
			if (*name)
				evsel__set_name(evsel, name);
			evsel = list_next_entry(evsel, node);
		}
		free(name);
	}
}

/* Makes evsels [leader, leader + members) one group, as the file's group_desc says. */
static void apply_group(struct evlist *evlist, u32 leader, u32 members)
{
	struct evsel *e, *lead = NULL;
	u32 idx = 0;

	evlist__for_each_entry(evlist, e) {
		if (idx == leader) {
			lead = e;
			lead->nr_members = members;
		}
		if (lead && idx >= leader && idx < leader + members)
			e->leader = lead;
		idx++;
	}
}

static void read_feature(int feat, struct rcur *c, struct perf_env *env, struct evlist *evlist)
{
	switch (feat) {
	case HEADER_TRACING_DATA:
		env->tracing_data_size = c->end - c->p;
		env->tracing_data = xmalloc(env->tracing_data_size ? env->tracing_data_size : 1);
		memcpy(env->tracing_data, c->p, env->tracing_data_size);
		break;
	case HEADER_BUILD_ID:
		read_build_ids(c, env);
		break;
	case HEADER_HOSTNAME:
		env->hostname = rc_string(c);
		break;
	case HEADER_OSRELEASE:
		env->os_release = rc_string(c);
		break;
	case HEADER_VERSION:
		env->version = rc_string(c);
		break;
	case HEADER_ARCH:
		env->arch = rc_string(c);
		break;
	case HEADER_NRCPUS:
		env->nr_cpus_avail = rc_u32(c);
		env->nr_cpus_online = rc_u32(c);
		break;
	case HEADER_CPUDESC:
		env->cpu_desc = rc_string(c);
		break;
	case HEADER_CPUID:
		env->cpuid = rc_string(c);
		break;
	case HEADER_TOTAL_MEM:
		env->total_mem = rc_u64(c);
		break;
	case HEADER_CMDLINE:
		env->cmdline = rc_string_list(c, &env->nr_cmdline);
		break;
	case HEADER_EVENT_DESC:
		read_event_desc(c, evlist);
		break;
	case HEADER_CPU_TOPOLOGY: {
		size_t n;

		env->sibling_cores = rc_string_list(c, &env->nr_sibling_cores);
		env->sibling_threads = rc_string_list(c, &env->nr_sibling_threads);
		if (c->bad)
			break;
		n = env->nr_cpus_avail;
		if (!n || n > (size_t)(c->end - c->p) / 8)
			break;
		env->cpu_topology = xcalloc(n, sizeof(*env->cpu_topology));
		env->nr_cpu_topology = n;
		for (size_t i = 0; i < n; i++) {
			env->cpu_topology[i].core_id = rc_u32(c);
			env->cpu_topology[i].socket_id = rc_u32(c);
		}
		if (c->end - c->p < 4)
			break; /* files without die information */
		env->sibling_dies = rc_string_list(c, &env->nr_sibling_dies);
		for (size_t i = 0; i < n && !c->bad; i++)
			env->cpu_topology[i].die_id = rc_u32(c);
		break;
	}
	case HEADER_GROUP_DESC: {
		u32 nr = rc_u32(c);

		/* each group: a name, the leader's index and the member count */
		for (u32 i = 0; i < nr && !c->bad; i++) {
			char *name = rc_string(c);
			u32 leader = rc_u32(c), members = rc_u32(c);

			free(name);
			if (c->bad || !evlist)
				break;
			if (leader >= (u32)evlist->nr_entries || members < 1 ||
			    members > (u32)evlist->nr_entries - leader) {
				c->bad = true;
				break;
			}
			apply_group(evlist, leader, members);
			env->nr_groups++;
		}
		break;
	}
	case HEADER_SAMPLE_TIME:
		env->first_sample_time = rc_u64(c);
		env->last_sample_time = rc_u64(c);
		break;
	default:
		break;
	}
}

int perf_header__read_features(const void *buf, size_t size, const struct perf_file_header *hdr,
			       bool swap, struct perf_env *env, struct evlist *evlist)
{
	u64 at = hdr->data.offset + hdr->data.size;
	int nr = 0;

	for (int f = 0; f < HEADER_FEAT_BITS; f++)
		nr += (hdr->adds_features[f / 64] >> (f % 64)) & 1;
	memcpy(env->features, hdr->adds_features, sizeof(env->features));
	if (!nr)
		return 0;
	if (at < hdr->data.offset || at > size || (size - at) / sizeof(struct perf_file_section) < (u64)nr) {
		pr_debug("perf.data: feature section table is outside the file\n");
		memset(env->features, 0, sizeof(env->features));
		return 0;
	}
	for (int f = 0, i = 0; f < HEADER_FEAT_BITS; f++) {
		struct perf_file_section sec;
		struct rcur c;

		if (!((hdr->adds_features[f / 64] >> (f % 64)) & 1))
			continue;
		memcpy(&sec, (const char *)buf + at + i * sizeof(sec), sizeof(sec));
		i++;
		if (swap) {
			sec.offset = bswap_64(sec.offset);
			sec.size = bswap_64(sec.size);
		}
		if (sec.offset > size || sec.size > size - sec.offset) {
			pr_debug("perf.data: feature %s is outside the file, skipped\n",
				 perf_header__feat_name(f));
			env->features[f / 64] &= ~(1ULL << (f % 64));
			continue;
		}
		if (f >= HEADER_LAST_FEATURE)
			continue; /* unknown: skipped */
		c.p = (const char *)buf + sec.offset;
		c.end = c.p + sec.size;
		c.swap = swap;
		c.bad = false;
		read_feature(f, &c, env, evlist);
		if (c.bad)
			pr_debug("perf.data: feature %s is malformed, partly skipped\n",
				 perf_header__feat_name(f));
	}
	return 0;
}

/* ---- tracing data ---- */

static int wb_file(struct wbuf *b, const char *path, int len_bytes)
{
	char *buf;
	size_t len;
	int err = read_file(path, &buf, &len);

	if (err)
		return err;
	if (len_bytes == 8)
		wb_u64(b, len);
	else if (len_bytes == 4)
		wb_u32(b, len);
	wb_add(b, buf, len);
	free(buf);
	return 0;
}

/*
 * The blob libtraceevent-based readers (Linux perf's trace_report) expect, version 0.6:
 * "\027\bbtracing" "0.6\0", endianness, sizeof(long), page size; header_page and header_event
 * (with their names), the ftrace event formats, then per system the tracepoints' formats,
 * kallsyms and printk formats (both may be empty), saved_cmdlines.
 */
int perf_env__read_tracing_data(struct perf_env *env, struct evlist *evlist)
{
	static const char magic[] = { 23, 8, 68 };
	struct wbuf b = { 0 };
	const char *dir = tracefs__mountpoint();
	struct evsel *evsel;
	char path[512];
	int nr_tp = 0, nr_sys = 0, err;
	u16 one = 1;
	char **systems = NULL;

	evlist__for_each_entry(evlist, evsel)
		nr_tp += evsel->attr.type == PERF_TYPE_TRACEPOINT && evsel->tp_sys && evsel->tp_name;
	if (!nr_tp)
		return 0;
	if (!dir)
		return -ENOENT;

	wb_add(&b, magic, 3);
	wb_add(&b, "tracing", 7);
	wb_add(&b, "0.6", 4);
	wb_add(&b, (*(u8 *)&one == 1) ? "\0" : "\1", 1);
	{
		u8 lsize = sizeof(long);
		u32 psize = page_size();

		wb_add(&b, &lsize, 1);
		wb_u32(&b, psize);
	}
	wb_add(&b, "header_page", 12);
	snprintf(path, sizeof(path), "%s/events/header_page", dir);
	err = wb_file(&b, path, 8);
	if (err)
		goto out;
	wb_add(&b, "header_event", 13);
	snprintf(path, sizeof(path), "%s/events/header_event", dir);
	err = wb_file(&b, path, 8);
	if (err)
		goto out;

	/* ftrace's own events: none needed for tracepoint samples */
	wb_u32(&b, 0);

	/* systems of the recorded tracepoints, each with its events' formats */
	evlist__for_each_entry(evlist, evsel) {
		bool seen = false;

		if (evsel->attr.type != PERF_TYPE_TRACEPOINT || !evsel->tp_sys || !evsel->tp_name)
			continue;
		for (int i = 0; i < nr_sys; i++)
			seen |= !strcmp(systems[i], evsel->tp_sys);
		if (!seen) {
			systems = xrealloc(systems, (nr_sys + 1) * sizeof(char *));
			systems[nr_sys++] = evsel->tp_sys;
		}
	}
	wb_u32(&b, nr_sys);
	for (int i = 0; i < nr_sys; i++) {
		struct evsel *e;
		u32 n = 0;

		wb_add(&b, systems[i], strlen(systems[i]) + 1);
		evlist__for_each_entry(evlist, e)
			n += e->attr.type == PERF_TYPE_TRACEPOINT && e->tp_sys && e->tp_name &&
			     !strcmp(e->tp_sys, systems[i]);
		wb_u32(&b, n);
		evlist__for_each_entry(evlist, e) {
			if (e->attr.type != PERF_TYPE_TRACEPOINT || !e->tp_sys || !e->tp_name ||
			    strcmp(e->tp_sys, systems[i]))
				continue;
			snprintf(path, sizeof(path), "%s/events/%s/%s/format", dir, e->tp_sys,
				 e->tp_name);
			err = wb_file(&b, path, 8);
			if (err)
				goto out;
		}
	}
	/* kallsyms and printk formats: empty (the report side resolves kernel symbols itself) */
	wb_u32(&b, 0);
	snprintf(path, sizeof(path), "%s/printk_formats", dir);
	if (wb_file(&b, path, 4))
		wb_u32(&b, 0);
	/* version 0.6 ends with saved_cmdlines (pid -> comm of the traced tasks) */
	snprintf(path, sizeof(path), "%s/saved_cmdlines", dir);
	if (wb_file(&b, path, 8))
		wb_u64(&b, 0);
	err = 0;
	free(env->tracing_data);
	env->tracing_data = b.p;
	env->tracing_data_size = b.len;
	b.p = NULL;
out:
	free(systems);
	free(b.p);
	return err;
}
