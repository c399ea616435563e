// SPDX-License-Identifier: GPL-2.0
/*
 * The feature sections of perf.data (Linux perf's layouts, see header.h): for each feature a
 * writer (payload into a feat_buf, so that a file's section or a pipe's HEADER_FEATURE
 * record carries the same bytes), a reader (bounds-checked: the payload is untrusted) and
 * the --header printer, gathered in feat_ops[].
 */
#include <byteswap.h>
#include <ctype.h>
#include <errno.h>
#include <linux/bpf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bpf-prog.h"
#include "clockid.h"
#include "debug.h"
#include "event.h"
#include "evlist.h"
#include "evsel.h"
#include "header.h"

/* Strings in features are NUL terminated and padded to this many bytes. */
#define NAME_ALIGN 64

/* ---- the payload buffer ---- */

void feat_buf__add(struct feat_buf *b, const void *d, size_t n)
{
	if (b->len + n > b->alloc) {
		b->alloc = (b->len + n) * 2 + 256;
		b->p = xrealloc(b->p, b->alloc);
	}
	memcpy(b->p + b->len, d, n);
	b->len += n;
}

void feat_buf__u32(struct feat_buf *b, u32 v)
{
	feat_buf__add(b, &v, 4);
}

void feat_buf__u64(struct feat_buf *b, u64 v)
{
	feat_buf__add(b, &v, 8);
}

static void feat_buf__zero(struct feat_buf *b, size_t n)
{
	static const char z[NAME_ALIGN];

	while (n) {
		size_t k = n > sizeof(z) ? sizeof(z) : n;

		feat_buf__add(b, z, k);
		n -= k;
	}
}

/* A perf_header_string: u32 length, then the string NUL padded to a multiple of 64. */
static void feat_buf__string(struct feat_buf *b, const char *s)
{
	size_t n = strlen(s ? s : "") + 1, len = PERF_ALIGN(n, (size_t)NAME_ALIGN);

	feat_buf__u32(b, (u32)len);
	feat_buf__add(b, s ? s : "", n);
	feat_buf__zero(b, len - n);
}

static void fb_string_list(struct feat_buf *b, char **l, int n)
{
	feat_buf__u32(b, n);
	for (int i = 0; i < n; i++)
		feat_buf__string(b, l[i]);
}

/* "name=value" written as the two strings name and value */
static void fb_cap(struct feat_buf *b, const char *cap)
{
	const char *eq = strchr(cap, '=');
	char *name = xstrndup(cap, eq ? (size_t)(eq - cap) : strlen(cap));

	feat_buf__string(b, name);
	feat_buf__string(b, eq ? eq + 1 : "");
	free(name);
}

/* ---- the payload cursor ---- */

/* A cursor over one feature's payload, swapping when the file is foreign. */
struct rcur {
	const char *p, *end;
	bool swap;
	bool bad;
};

static size_t rc_left(const struct rcur *c)
{
	return c->bad ? 0 : (size_t)(c->end - c->p);
}

static bool rc_get(struct rcur *c, void *d, size_t n)
{
	if (c->bad || rc_left(c) < n) {
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

	if (c->bad || len > rc_left(c)) {
		c->bad = true;
		return NULL;
	}
	s = xstrndup(c->p, len); /* stops at the NUL padding */
	c->p += len;
	return s;
}

static void free_list(char **l, int n)
{
	for (int i = 0; i < n; i++)
		free(l[i]);
	free(l);
}

/* A count of entries each at least min bytes long: bounded by what is left. */
static u32 rc_count(struct rcur *c, size_t min)
{
	u32 n = rc_u32(c);

	if (c->bad || n > rc_left(c) / min) {
		c->bad = true;
		return 0;
	}
	return n;
}

static char **rc_string_list(struct rcur *c, int *nr)
{
	u32 n = rc_count(c, 4);
	char **l;

	*nr = 0;
	if (c->bad)
		return NULL;
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

/* Two strings name, value as "name=value"; NULL when malformed. */
static char *rc_cap(struct rcur *c)
{
	char *name = rc_string(c), *value = name ? rc_string(c) : NULL, *s = NULL;

	if (value)
		s = xasprintf("%s=%s", name, value);
	free(name);
	free(value);
	return s;
}

/* nr caps (name, value pairs) into a list */
static char **rc_caps(struct rcur *c, u32 nr, int *n)
{
	char **l = xcalloc(nr ? nr : 1, sizeof(char *));

	*n = 0;
	for (u32 i = 0; i < nr; i++) {
		l[i] = rc_cap(c);
		if (!l[i])
			break;
		*n = i + 1;
	}
	return l;
}

/* ---- one function per feature: write, read, print ---- */

struct feat_ctx {
	struct evlist *evlist;
	const struct perf_env *env;
};

static int w_build_id(struct feat_buf *b, const struct feat_ctx *x)
{
	const struct perf_env *env = x->env;

	if (env->no_build_ids)
		return -ENOENT;
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
		feat_buf__add(b, &r, sizeof(r));
		feat_buf__add(b, e->filename, n);
		feat_buf__zero(b, len - n);
	}
	return 0;
}

static void r_build_id(struct rcur *c, struct perf_env *env, struct evlist *evlist)
{
	(void)evlist;
	while (!c->bad && rc_left(c) >= sizeof(struct perf_record_header_build_id)) {
		struct perf_record_header_build_id r;
		size_t size, flen;
		char *name;
		u8 n;

		memcpy(&r, c->p, sizeof(r));
		if (c->swap) {
			perf_event_header__swap(&r.header);
			r.pid = bswap_32(r.pid);
		}
		size = r.header.size;
		if (size < sizeof(r) || size > rc_left(c)) {
			c->bad = true;
			return;
		}
		flen = strnlen(c->p + sizeof(r), size - sizeof(r));
		n = (r.header.misc & PERF_RECORD_MISC_BUILD_ID_SIZE) ? r.size : 20;
		if (n > 20)
			n = 20;
		name = xstrndup(c->p + sizeof(r), flen);
		perf_env__add_build_id(env, r.pid, r.header.misc & PERF_RECORD_MISC_CPUMODE_MASK,
				       r.data, n, name);
		free(name);
		c->p += size;
	}
}

static int w_tracing_data(struct feat_buf *b, const struct feat_ctx *x)
{
	if (!x->env->tracing_data || !x->env->tracing_data_size)
		return -ENOENT;
	feat_buf__add(b, x->env->tracing_data, x->env->tracing_data_size);
	return 0;
}

static void r_tracing_data(struct rcur *c, struct perf_env *env, struct evlist *evlist)
{
	size_t n = rc_left(c);

	(void)evlist;
	free(env->tracing_data);
	env->tracing_data_size = n;
	env->tracing_data = xmalloc(n ? n : 1);
	memcpy(env->tracing_data, c->p, n);
	c->p += n;
}

/* The features that are one string of env: where each one lives. */
static char **env_string(const struct perf_env *env, int feat)
{
	struct perf_env *e = (struct perf_env *)env;

	switch (feat) {
	case HEADER_HOSTNAME:
		return &e->hostname;
	case HEADER_OSRELEASE:
		return &e->os_release;
	case HEADER_VERSION:
		return &e->version;
	case HEADER_ARCH:
		return &e->arch;
	case HEADER_CPUDESC:
		return &e->cpu_desc;
	case HEADER_CPUID:
		return &e->cpuid;
	default:
		return NULL;
	}
}

static int w_nrcpus(struct feat_buf *b, const struct feat_ctx *x)
{
	if (!x->env->nr_cpus_avail)
		return -ENOENT;
	/* Linux perf's order despite the documented struct: available, then online */
	feat_buf__u32(b, x->env->nr_cpus_avail);
	feat_buf__u32(b, x->env->nr_cpus_online);
	return 0;
}

static void r_nrcpus(struct rcur *c, struct perf_env *env, struct evlist *evlist)
{
	(void)evlist;
	env->nr_cpus_avail = rc_u32(c);
	env->nr_cpus_online = rc_u32(c);
}

static void p_nrcpus(FILE *fp, const struct perf_env *env, bool full)
{
	(void)full;
	fprintf(fp, "# nrcpus online : %u\n", env->nr_cpus_online);
	fprintf(fp, "# nrcpus avail : %u\n", env->nr_cpus_avail);
}

static int w_total_mem(struct feat_buf *b, const struct feat_ctx *x)
{
	if (!x->env->total_mem)
		return -ENOENT;
	feat_buf__u64(b, x->env->total_mem);
	return 0;
}

static void r_total_mem(struct rcur *c, struct perf_env *env, struct evlist *evlist)
{
	(void)evlist;
	env->total_mem = rc_u64(c);
}

static void p_total_mem(FILE *fp, const struct perf_env *env, bool full)
{
	(void)full;
	fprintf(fp, "# total memory : %llu kB\n", (unsigned long long)env->total_mem);
}

static int w_cmdline(struct feat_buf *b, const struct feat_ctx *x)
{
	if (!x->env->nr_cmdline)
		return -ENOENT;
	fb_string_list(b, x->env->cmdline, x->env->nr_cmdline);
	return 0;
}

static void r_cmdline(struct rcur *c, struct perf_env *env, struct evlist *evlist)
{
	(void)evlist;
	free_list(env->cmdline, env->nr_cmdline);
	env->cmdline = rc_string_list(c, &env->nr_cmdline);
}

static void p_cmdline(FILE *fp, const struct perf_env *env, bool full)
{
	(void)full;
	fprintf(fp, "# cmdline : ");
	for (int i = 0; i < env->nr_cmdline; i++)
		fprintf(fp, "%s ", env->cmdline[i]);
	fprintf(fp, "\n");
}

static int w_event_desc(struct feat_buf *b, const struct feat_ctx *x)
{
	struct evlist *evlist = x->evlist;
	struct evsel *evsel;

	if (!evlist || !evlist->nr_entries)
		return -ENOENT;
	feat_buf__u32(b, evlist->nr_entries);
	feat_buf__u32(b, sizeof(struct perf_event_attr));
	evlist__for_each_entry(evlist, evsel) {
		struct perf_event_attr attr = evsel->attr;
		const u64 *ids;
		int n = perf_header__evsel_ids(evsel, &ids), nz = 0;

		attr.size = sizeof(attr);
		feat_buf__add(b, &attr, sizeof(attr));
		for (int i = 0; i < n; i++)
			nz += ids[i] != 0;
		feat_buf__u32(b, nz);
		feat_buf__string(b, evsel__name(evsel));
		for (int i = 0; i < n; i++)
			if (ids[i])
				feat_buf__u64(b, ids[i]);
	}
	return 0;
}

static void r_event_desc(struct rcur *c, struct perf_env *env, struct evlist *evlist)
{
	u32 nr = rc_u32(c), asize = rc_u32(c);
	struct evsel *evsel = evlist ? evlist__first(evlist) : NULL;

	(void)env;
	if (c->bad || asize < PERF_ATTR_SIZE_VER0 || asize > 4096)
		return;
	for (u32 i = 0; i < nr && !c->bad; i++) {
		u32 nr_ids;
		char *name;

		if (rc_left(c) < asize) {
			c->bad = true;
			return;
		}
		c->p += asize;
		nr_ids = rc_u32(c);
		name = rc_string(c);
		if (!name)
			return;
		if (nr_ids > rc_left(c) / 8) {
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

static int w_cpu_topology(struct feat_buf *b, const struct feat_ctx *x)
{
	const struct perf_env *env = x->env;

	if (!env->nr_sibling_cores || !env->nr_cpu_topology)
		return -ENOENT;
	fb_string_list(b, env->sibling_cores, env->nr_sibling_cores);
	fb_string_list(b, env->sibling_threads, env->nr_sibling_threads);
	for (int i = 0; i < env->nr_cpu_topology; i++) {
		feat_buf__u32(b, env->cpu_topology[i].core_id);
		feat_buf__u32(b, env->cpu_topology[i].socket_id);
	}
	if (env->nr_sibling_dies) {
		fb_string_list(b, env->sibling_dies, env->nr_sibling_dies);
		for (int i = 0; i < env->nr_cpu_topology; i++)
			feat_buf__u32(b, env->cpu_topology[i].die_id);
	}
	return 0;
}

static void r_cpu_topology(struct rcur *c, struct perf_env *env, struct evlist *evlist)
{
	size_t n;

	(void)evlist;
	env->sibling_cores = rc_string_list(c, &env->nr_sibling_cores);
	env->sibling_threads = rc_string_list(c, &env->nr_sibling_threads);
	if (c->bad)
		return;
	/*
	 * the per-cpu ids follow for nrcpus' available CPUs (read before: a lower feature);
	 * the files of old perfs end before them, or before the dies (less than a u32 left:
	 * padding), but a part of them is a cut payload
	 */
	n = env->nr_cpus_avail;
	if (!n || rc_left(c) < 4)
		return;
	if (n > rc_left(c) / 8) {
		c->bad = true;
		return;
	}
	env->cpu_topology = xcalloc(n, sizeof(*env->cpu_topology));
	env->nr_cpu_topology = n;
	for (size_t i = 0; i < n; i++) {
		env->cpu_topology[i].core_id = rc_u32(c);
		env->cpu_topology[i].socket_id = rc_u32(c);
	}
	if (rc_left(c) < 4)
		return;
	env->sibling_dies = rc_string_list(c, &env->nr_sibling_dies);
	for (size_t i = 0; i < n && !c->bad; i++)
		env->cpu_topology[i].die_id = rc_u32(c);
}

static void p_cpu_topology(FILE *fp, const struct perf_env *env, bool full)
{
	(void)full;
	for (int i = 0; i < env->nr_sibling_cores; i++)
		fprintf(fp, "# sibling sockets : %s\n", env->sibling_cores[i]);
	for (int i = 0; i < env->nr_sibling_dies; i++)
		fprintf(fp, "# sibling dies    : %s\n", env->sibling_dies[i]);
	for (int i = 0; i < env->nr_sibling_threads; i++)
		fprintf(fp, "# sibling threads : %s\n", env->sibling_threads[i]);
	if (!env->nr_cpu_topology) {
		if (env->nr_sibling_dies)
			fprintf(fp,
				"# Core ID, Die ID and Socket ID information is not available\n");
		else
			fprintf(fp, "# Core ID and Socket ID information is not available\n");
		return;
	}
	for (int i = 0; i < env->nr_cpu_topology; i++) {
		const struct cpu_topology_entry *t = &env->cpu_topology[i];

		if (env->nr_sibling_dies)
			fprintf(fp, "# CPU %d: Core ID %d, Die ID %d, Socket ID %d\n", i,
				(int)t->core_id, (int)t->die_id, (int)t->socket_id);
		else
			fprintf(fp, "# CPU %d: Core ID %d, Socket ID %d\n", i, (int)t->core_id,
				(int)t->socket_id);
	}
}

static int w_numa_topology(struct feat_buf *b, const struct feat_ctx *x)
{
	const struct perf_env *env = x->env;

	if (!env->nr_numa_nodes)
		return -ENOENT;
	feat_buf__u32(b, env->nr_numa_nodes);
	for (int i = 0; i < env->nr_numa_nodes; i++) {
		const struct numa_topology_node *n = &env->numa_nodes[i];

		feat_buf__u32(b, n->node);
		feat_buf__u64(b, n->mem_total);
		feat_buf__u64(b, n->mem_free);
		feat_buf__string(b, n->cpus);
	}
	return 0;
}

static void r_numa_topology(struct rcur *c, struct perf_env *env, struct evlist *evlist)
{
	u32 nr = rc_count(c, 24);

	(void)evlist;
	if (c->bad)
		return;
	env->numa_nodes = xcalloc(nr ? nr : 1, sizeof(*env->numa_nodes));
	for (u32 i = 0; i < nr && !c->bad; i++) {
		struct numa_topology_node *n = &env->numa_nodes[i];

		n->node = rc_u32(c);
		n->mem_total = rc_u64(c);
		n->mem_free = rc_u64(c);
		n->cpus = rc_string(c);
		if (!n->cpus)
			break;
		env->nr_numa_nodes = i + 1;
	}
}

static void p_numa_topology(FILE *fp, const struct perf_env *env, bool full)
{
	(void)full;
	for (int i = 0; i < env->nr_numa_nodes; i++) {
		const struct numa_topology_node *n = &env->numa_nodes[i];

		fprintf(fp, "# node%u meminfo  : total = %llu kB, free = %llu kB\n", n->node,
			(unsigned long long)n->mem_total, (unsigned long long)n->mem_free);
		fprintf(fp, "# node%u cpu list : %s\n", n->node, n->cpus);
	}
}

static int w_pmu_mappings(struct feat_buf *b, const struct feat_ctx *x)
{
	const struct perf_env *env = x->env;

	if (!env->nr_pmu_mappings && !env->host)
		return -ENOENT;
	feat_buf__u32(b, env->nr_pmu_mappings);
	for (int i = 0; i < env->nr_pmu_mappings; i++) {
		feat_buf__u32(b, env->pmu_mappings[i].type);
		feat_buf__string(b, env->pmu_mappings[i].name);
	}
	return 0;
}

static void r_pmu_mappings(struct rcur *c, struct perf_env *env, struct evlist *evlist)
{
	u32 nr = rc_count(c, 8);

	(void)evlist;
	if (c->bad)
		return;
	env->pmu_mappings = xcalloc(nr ? nr : 1, sizeof(*env->pmu_mappings));
	for (u32 i = 0; i < nr && !c->bad; i++) {
		env->pmu_mappings[i].type = rc_u32(c);
		env->pmu_mappings[i].name = rc_string(c);
		if (!env->pmu_mappings[i].name)
			break;
		env->nr_pmu_mappings = i + 1;
	}
}

static void p_pmu_mappings(FILE *fp, const struct perf_env *env, bool full)
{
	(void)full;
	if (!env->nr_pmu_mappings) {
		fprintf(fp, "# pmu mappings: not available\n");
		return;
	}
	fprintf(fp, "# pmu mappings: ");
	for (int i = 0; i < env->nr_pmu_mappings; i++)
		fprintf(fp, "%s%s = %u", i ? ", " : "", env->pmu_mappings[i].name,
			env->pmu_mappings[i].type);
	fprintf(fp, "\n");
}

static int w_group_desc(struct feat_buf *b, const struct feat_ctx *x)
{
	struct evlist *evlist = x->evlist;
	struct evsel *evsel;
	u32 nr = 0;

	if (!evlist)
		return -ENOENT;
	evlist__for_each_entry(evlist, evsel)
		nr += evsel__is_group_leader(evsel) && evsel->nr_members > 1;
	if (!nr)
		return -ENOENT;
	feat_buf__u32(b, nr);
	evlist__for_each_entry(evlist, evsel) {
		if (!evsel__is_group_leader(evsel) || evsel->nr_members <= 1)
			continue;
		feat_buf__string(b, "{anon_group}");
		feat_buf__u32(b, evsel->idx);
		feat_buf__u32(b, evsel->nr_members);
	}
	return 0;
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

static void r_group_desc(struct rcur *c, struct perf_env *env, struct evlist *evlist)
{
	/* each group: a name, the leader's index and the member count */
	u32 nr = rc_count(c, 12);

	if (c->bad)
		return;
	env->groups = xcalloc(nr ? nr : 1, sizeof(*env->groups));
	for (u32 i = 0; i < nr && !c->bad; i++) {
		char *name = rc_string(c);
		u32 leader = rc_u32(c), members = rc_u32(c);

		if (c->bad) {
			free(name);
			break;
		}
		if (evlist && (leader >= (u32)evlist->nr_entries || members < 1 ||
			       members > (u32)evlist->nr_entries - leader)) {
			free(name);
			c->bad = true;
			break;
		}
		if (evlist)
			apply_group(evlist, leader, members);
		env->groups[env->nr_groups].name = name;
		env->groups[env->nr_groups].leader = leader;
		env->groups[env->nr_groups++].nr_members = members;
	}
}

static int w_sample_time(struct feat_buf *b, const struct feat_ctx *x)
{
	if (!x->env->first_sample_time && !x->env->last_sample_time)
		return -ENOENT;
	feat_buf__u64(b, x->env->first_sample_time);
	feat_buf__u64(b, x->env->last_sample_time);
	return 0;
}

static void r_sample_time(struct rcur *c, struct perf_env *env, struct evlist *evlist)
{
	(void)evlist;
	env->first_sample_time = rc_u64(c);
	env->last_sample_time = rc_u64(c);
}

static void p_sample_time(FILE *fp, const struct perf_env *env, bool full)
{
	u64 first = env->first_sample_time, last = env->last_sample_time;

	(void)full;
	fprintf(fp, "# time of first sample : %llu.%06llu\n",
		(unsigned long long)(first / 1000000000ULL),
		(unsigned long long)(first % 1000000000ULL / 1000));
	fprintf(fp, "# time of last sample : %llu.%06llu\n",
		(unsigned long long)(last / 1000000000ULL),
		(unsigned long long)(last % 1000000000ULL / 1000));
	fprintf(fp, "# sample duration : %10.3f ms\n", (double)(last - first) / 1e6);
}

static int w_cache(struct feat_buf *b, const struct feat_ctx *x)
{
	const struct perf_env *env = x->env;

	/* a host without cache directories still has the feature, with no entry */
	if (!env->cache_version && !env->nr_caches)
		return -ENOENT;
	feat_buf__u32(b, env->cache_version ? env->cache_version : 1);
	feat_buf__u32(b, env->nr_caches);
	for (int i = 0; i < env->nr_caches; i++) {
		const struct cpu_cache_level *l = &env->caches[i];

		feat_buf__u32(b, l->level);
		feat_buf__u32(b, l->line_size);
		feat_buf__u32(b, l->sets);
		feat_buf__u32(b, l->ways);
		feat_buf__string(b, l->type);
		feat_buf__string(b, l->size);
		feat_buf__string(b, l->map);
	}
	return 0;
}

static void r_cache(struct rcur *c, struct perf_env *env, struct evlist *evlist)
{
	u32 version = rc_u32(c), nr;

	(void)evlist;
	if (c->bad || version != 1) {
		c->bad = true;
		return;
	}
	env->cache_version = version;
	nr = rc_count(c, 28);
	if (c->bad)
		return;
	env->caches = xcalloc(nr ? nr : 1, sizeof(*env->caches));
	for (u32 i = 0; i < nr && !c->bad; i++) {
		struct cpu_cache_level *l = &env->caches[i];

		l->level = rc_u32(c);
		l->line_size = rc_u32(c);
		l->sets = rc_u32(c);
		l->ways = rc_u32(c);
		l->type = rc_string(c);
		l->size = l->type ? rc_string(c) : NULL;
		l->map = l->size ? rc_string(c) : NULL;
		if (!l->map) {
			free(l->type);
			free(l->size);
			l->type = l->size = NULL;
			break;
		}
		env->nr_caches = i + 1;
	}
}

static void p_cache(FILE *fp, const struct perf_env *env, bool full)
{
	(void)full;
	fprintf(fp, "# CPU cache info:\n");
	for (int i = 0; i < env->nr_caches; i++) {
		const struct cpu_cache_level *l = &env->caches[i];

		fprintf(fp, "#  L%d %-15s %8s [%s]\n", (int)l->level, l->type, l->size, l->map);
	}
}

static int w_mem_topology(struct feat_buf *b, const struct feat_ctx *x)
{
	const struct perf_env *env = x->env;

	if (!env->nr_memory_nodes)
		return -ENOENT;
	feat_buf__u64(b, env->memory_version ? env->memory_version : 1);
	feat_buf__u64(b, env->memory_bsize);
	feat_buf__u64(b, env->nr_memory_nodes);
	for (int i = 0; i < env->nr_memory_nodes; i++) {
		const struct memory_node *n = &env->memory_nodes[i];
		u64 words = (n->size + 63) / 64;

		feat_buf__u64(b, n->node);
		feat_buf__u64(b, n->size);
		/* the bitmap: its size in bits again, then its words */
		feat_buf__u64(b, n->size);
		for (u64 w = 0; w < words; w++)
			feat_buf__u64(b, n->set[w]);
	}
	return 0;
}

static void r_mem_topology(struct rcur *c, struct perf_env *env, struct evlist *evlist)
{
	u64 version = rc_u64(c), bsize = rc_u64(c), nr = rc_u64(c);

	(void)evlist;
	if (c->bad || version != 1 || nr > rc_left(c) / 24) {
		c->bad = true;
		return;
	}
	env->memory_version = version;
	env->memory_bsize = bsize;
	env->memory_nodes = xcalloc(nr ? nr : 1, sizeof(*env->memory_nodes));
	for (u64 i = 0; i < nr && !c->bad; i++) {
		struct memory_node *n = &env->memory_nodes[i];
		u64 node = rc_u64(c), size = rc_u64(c), bits = rc_u64(c), words;

		words = (bits + 63) / 64;
		if (c->bad || bits != size || bits > UINT64_MAX - 63 || words > rc_left(c) / 8) {
			c->bad = true;
			break;
		}
		n->node = node;
		n->size = size;
		n->set = xcalloc(words ? words : 1, sizeof(u64));
		for (u64 w = 0; w < words; w++)
			n->set[w] = rc_u64(c);
		env->nr_memory_nodes = i + 1;
	}
}

/* 24G, 512M, 1023K, 1024B: in the largest unit that leaves more than one of it */
static void unit_number(char *buf, size_t size, u64 n)
{
	static const char units[] = "BKMG";
	int i = 0;

	while (n / 1024 > 1 && i < 3) {
		n /= 1024;
		i++;
	}
	snprintf(buf, size, "%llu%c", (unsigned long long)n, units[i]);
}

static void p_mem_topology(FILE *fp, const struct perf_env *env, bool full)
{
	(void)full;
	fprintf(fp, "# memory nodes (nr %d, block size 0x%llx):\n", env->nr_memory_nodes,
		(unsigned long long)env->memory_bsize);
	for (int i = 0; i < env->nr_memory_nodes; i++) {
		const struct memory_node *n = &env->memory_nodes[i];
		u64 blocks = 0;
		char size[32];
		bool first = true;

		for (u64 bit = 0; bit < n->size; bit++)
			blocks += (n->set[bit / 64] >> (bit % 64)) & 1;
		unit_number(size, sizeof(size), blocks * env->memory_bsize);
		fprintf(fp, "#  %3llu [%s]: ", (unsigned long long)n->node, size);
		/* the blocks as ranges: 0-23,32-199 */
		for (u64 bit = 0; bit < n->size;) {
			u64 end;

			if (!((n->set[bit / 64] >> (bit % 64)) & 1)) {
				bit++;
				continue;
			}
			for (end = bit; end + 1 < n->size &&
					((n->set[(end + 1) / 64] >> ((end + 1) % 64)) & 1);
			     end++)
				;
			fprintf(fp, "%s%llu", first ? "" : ",", (unsigned long long)bit);
			if (end > bit)
				fprintf(fp, "-%llu", (unsigned long long)end);
			first = false;
			bit = end + 1;
		}
		fprintf(fp, "\n");
	}
}

static int w_clockid(struct feat_buf *b, const struct feat_ctx *x)
{
	if (!x->env->clockid_res_ns)
		return -ENOENT;
	feat_buf__u64(b, x->env->clockid_res_ns);
	return 0;
}

static void r_clockid(struct rcur *c, struct perf_env *env, struct evlist *evlist)
{
	(void)evlist;
	env->clockid_res_ns = rc_u64(c);
}

static void p_clockid(FILE *fp, const struct perf_env *env, bool full)
{
	(void)full;
	/* Linux perf's figure: the resolution in ns times 1000 */
	fprintf(fp, "# clockid frequency: %llu MHz\n",
		(unsigned long long)(env->clockid_res_ns * 1000));
}

static int w_dir_format(struct feat_buf *b, const struct feat_ctx *x)
{
	if (!x->env->dir_version)
		return -ENOENT;
	feat_buf__u64(b, x->env->dir_version);
	return 0;
}

static void r_dir_format(struct rcur *c, struct perf_env *env, struct evlist *evlist)
{
	/*
	 * The version describes a perf.data directory (record --dir); of a plain file Linux
	 * perf reads and prints it as 0, and so do we: we only read plain files.
	 */
	(void)env;
	(void)evlist;
	rc_u64(c);
}

static void p_dir_format(FILE *fp, const struct perf_env *env, bool full)
{
	(void)full;
	fprintf(fp, "# directory data version : %llu\n", (unsigned long long)env->dir_version);
}

/*
 * BPF programs and BTF: Linux perf writes what perf record saw loaded (the programs' info
 * with their arrays as offsets into the data after it, util/bpf-prog.c; the BTF blobs).
 * We write the programs (no BTF), and keep of what we read the lines Linux perf prints.
 */
static int w_bpf_prog_info(struct feat_buf *b, const struct feat_ctx *x)
{
	if (!x->env->host)
		return -ENOENT;
	feat_buf__u32(b, x->env->bpf_prog_blob ? x->env->nr_bpf_progs : 0);
	if (x->env->bpf_prog_blob)
		feat_buf__add(b, x->env->bpf_prog_blob, x->env->bpf_prog_blob_len);
	return 0;
}

/* The u64 at offset off of an array of nr in data (0 past its end). */
static u64 bpf_data_u64(const char *data, u32 len, u64 off, u32 i, size_t width)
{
	u64 v = 0;

	if (off > len || (u64)(i + 1) * width > len - off)
		return 0;
	memcpy(&v, data + off + (u64)i * width, width);
	return v;
}

static void r_bpf_prog_info(struct rcur *c, struct perf_env *env, struct evlist *evlist)
{
	u32 nr;

	(void)evlist;
	env->nr_bpf_progs = nr = rc_u32(c);
	/* Linux perf reads these only in its own byte order, and so do we */
	for (u32 i = 0; i < nr && !c->swap && !c->bad; i++) {
		struct bpf_prog_read *r;
		u32 info_len = rc_u32(c), data_len = rc_u32(c);
		u64 arrays = rc_u64(c); /* which of the info's array fields are offsets */

		if (c->bad || info_len > rc_left(c) || data_len > rc_left(c) - info_len) {
			c->bad = true;
			break;
		}
		env->bpf_progs_read = xrealloc(env->bpf_progs_read, (env->nr_bpf_progs_read + 1) *
									     sizeof(*env->bpf_progs_read));
		r = &env->bpf_progs_read[env->nr_bpf_progs_read++];
		memset(&r->info, 0, sizeof(r->info));
		memcpy(&r->info, c->p, info_len < sizeof(r->info) ? info_len : sizeof(r->info));
		r->arrays = arrays;
		r->data_len = data_len;
		r->data = xmalloc(data_len ? data_len : 1);
		memcpy(r->data, c->p + info_len, data_len);
		c->p += info_len + data_len;
	}
	c->p = c->end;
}

/* The raw BTF of id read from HEADER_BPF_BTF, or NULL. */
static const void *env_btf(const struct perf_env *env, u32 id, u32 *size)
{
	for (u32 i = 0; id && i < env->nr_bpf_btf_ids; i++)
		if (env->bpf_btf_ids[i] == id) {
			*size = env->bpf_btf_sizes[i];
			return env->bpf_btf_data[i];
		}
	return NULL;
}

static void p_bpf_prog_info(FILE *fp, const struct perf_env *env, bool full)
{
	(void)full;
	for (u32 i = 0; i < env->nr_bpf_progs_read; i++) {
		const struct bpf_prog_read *r = &env->bpf_progs_read[i];
		const struct bpf_prog_info *info = &r->info;
		u32 nr = info->nr_jited_ksyms, btf_len = 0, fi_len = 0;
		const void *btf = env_btf(env, info->btf_id, &btf_len), *fi = NULL;

		/* Linux perf prints a program only with as many addresses, lengths and tags */
		if (nr != info->nr_jited_func_lens || nr != info->nr_prog_tags)
			continue;
		/* the func_info records, when the file has them (an array it wrote) */
		if ((r->arrays & (1ULL << 5)) && info->func_info <= r->data_len) {
			fi = r->data + info->func_info;
			fi_len = r->data_len - (u32)info->func_info;
		}
		if (nr != 1)
			fprintf(fp, "# bpf_prog_info %u:\n", info->id);
		for (u32 k = 0; k < nr && k < 256; k++) {
			char name[128];
			u64 addr = bpf_data_u64(r->data, r->data_len, info->jited_ksyms, k, 8);
			u32 size = (u32)bpf_data_u64(r->data, r->data_len, info->jited_func_lens, k, 4);
			u8 tag[BPF_TAG_SIZE] = { 0 };

			if (info->prog_tags <= r->data_len &&
			    (u64)(k + 1) * BPF_TAG_SIZE <= r->data_len - info->prog_tags)
				memcpy(tag, r->data + info->prog_tags + (u64)k * BPF_TAG_SIZE,
				       BPF_TAG_SIZE);
			bpf_prog__name(name, sizeof(name), tag, info, k, fi, fi_len, btf, btf_len);
			if (nr == 1)
				fprintf(fp, "# bpf_prog_info %u: %s addr 0x%llx size %u\n", info->id,
					name, (unsigned long long)addr, size);
			else
				fprintf(fp, "# \tsub_prog %u: %s addr 0x%llx size %u\n", k, name,
					(unsigned long long)addr, size);
		}
	}
}

static int w_bpf_btf(struct feat_buf *b, const struct feat_ctx *x)
{
	if (!x->env->host)
		return -ENOENT;
	feat_buf__u32(b, x->env->bpf_btf_blob ? x->env->nr_bpf_btfs_written : 0);
	if (x->env->bpf_btf_blob)
		feat_buf__add(b, x->env->bpf_btf_blob, x->env->bpf_btf_blob_len);
	return 0;
}

static void r_bpf_btf(struct rcur *c, struct perf_env *env, struct evlist *evlist)
{
	u32 nr;

	(void)evlist;
	env->nr_bpf_btfs = nr = rc_u32(c);
	/* Linux perf reads these only in its own byte order, and so do we */
	if (c->bad || c->swap || !nr) {
		c->p = c->end;
		return;
	}
	/* each entry: an id and a size at least */
	if (nr > rc_left(c) / 8) {
		c->bad = true;
		return;
	}
	env->bpf_btf_ids = xcalloc(nr, sizeof(u32));
	env->bpf_btf_sizes = xcalloc(nr, sizeof(u32));
	env->bpf_btf_data = xcalloc(nr, sizeof(void *));
	for (u32 i = 0; i < nr && !c->bad; i++) {
		u32 id = rc_u32(c), size = rc_u32(c), k = env->nr_bpf_btf_ids;

		if (c->bad || size > rc_left(c)) {
			c->bad = true;
			break;
		}
		env->bpf_btf_data[k] = xmalloc(size ? size : 1);
		memcpy(env->bpf_btf_data[k], c->p, size);
		env->bpf_btf_sizes[k] = size;
		c->p += size;
		env->bpf_btf_ids[env->nr_bpf_btf_ids++] = id;
	}
	c->p = c->end;
}

static void p_bpf_btf(FILE *fp, const struct perf_env *env, bool full)
{
	(void)full;
	for (u32 i = 0; i < env->nr_bpf_btf_ids; i++)
		fprintf(fp, "# btf info of id %u\n", env->bpf_btf_ids[i]);
}

static int w_compressed(struct feat_buf *b, const struct feat_ctx *x)
{
	const struct perf_env *env = x->env;

	if (!env->comp_type)
		return -ENOENT;
	feat_buf__u32(b, env->comp_version);
	feat_buf__u32(b, env->comp_type);
	feat_buf__u32(b, env->comp_level);
	feat_buf__u32(b, env->comp_ratio);
	feat_buf__u32(b, env->comp_mmap_len);
	return 0;
}

static void r_compressed(struct rcur *c, struct perf_env *env, struct evlist *evlist)
{
	(void)evlist;
	env->comp_version = rc_u32(c);
	env->comp_type = rc_u32(c);
	env->comp_level = rc_u32(c);
	env->comp_ratio = rc_u32(c);
	env->comp_mmap_len = rc_u32(c);
}

static void p_compressed(FILE *fp, const struct perf_env *env, bool full)
{
	(void)full;
	fprintf(fp, "# compressed : %s, level = %d, ratio = %d\n",
		env->comp_type == 1 ? "Zstd" : "Unknown", (int)env->comp_level,
		(int)env->comp_ratio);
}

/* Features whose bit says it all: Linux perf prints that the file has such data. */
static void p_branch_stack(FILE *fp, const struct perf_env *env, bool full)
{
	(void)env;
	(void)full;
	fprintf(fp, "# contains samples with branch stack\n");
}

static void p_auxtrace(FILE *fp, const struct perf_env *env, bool full)
{
	(void)env;
	(void)full;
	fprintf(fp, "# contains AUX area data (e.g. instruction trace)\n");
}

static void p_stat(FILE *fp, const struct perf_env *env, bool full)
{
	(void)env;
	(void)full;
	fprintf(fp, "# contains stat data\n");
}

/* a perf stat record file: the feature has no contents, its bit says it all */
static int w_stat(struct feat_buf *b, const struct feat_ctx *x)
{
	(void)b;
	return x->env->stat ? 0 : -ENOENT;
}

static void r_stat(struct rcur *c, struct perf_env *env, struct evlist *evlist)
{
	(void)c;
	(void)evlist;
	env->stat = true;
}

static int w_cpu_pmu_caps(struct feat_buf *b, const struct feat_ctx *x)
{
	const struct perf_env *env = x->env;

	if (!env->nr_cpu_pmu_caps)
		return -ENOENT;
	feat_buf__u32(b, env->nr_cpu_pmu_caps);
	for (int i = 0; i < env->nr_cpu_pmu_caps; i++)
		fb_cap(b, env->cpu_pmu_caps[i]);
	return 0;
}

static void r_cpu_pmu_caps(struct rcur *c, struct perf_env *env, struct evlist *evlist)
{
	u32 nr = rc_count(c, 8);

	(void)evlist;
	if (c->bad)
		return;
	env->cpu_pmu_caps = rc_caps(c, nr, &env->nr_cpu_pmu_caps);
}

static void print_caps(FILE *fp, char **caps, int nr)
{
	for (int i = 0; i < nr; i++)
		fprintf(fp, "%s%s", i ? ", " : "", caps[i]);
	fprintf(fp, "\n");
}

static void p_cpu_pmu_caps(FILE *fp, const struct perf_env *env, bool full)
{
	(void)full;
	if (!env->nr_cpu_pmu_caps) {
		fprintf(fp, "# cpu pmu capabilities: not available\n");
		return;
	}
	fprintf(fp, "# cpu pmu capabilities: ");
	print_caps(fp, env->cpu_pmu_caps, env->nr_cpu_pmu_caps);
}

static int w_clock_data(struct feat_buf *b, const struct feat_ctx *x)
{
	const struct perf_env *env = x->env;

	if (!env->clock_data_version)
		return -ENOENT;
	feat_buf__u32(b, env->clock_data_version);
	feat_buf__u32(b, env->clockid);
	feat_buf__u64(b, env->clock_tod_ns);
	feat_buf__u64(b, env->clock_clockid_ns);
	return 0;
}

static void r_clock_data(struct rcur *c, struct perf_env *env, struct evlist *evlist)
{
	u32 version = rc_u32(c);

	(void)evlist;
	if (c->bad || version != 1) {
		c->bad = true;
		return;
	}
	env->clock_data_version = version;
	env->clockid = rc_u32(c);
	env->clock_tod_ns = rc_u64(c);
	env->clock_clockid_ns = rc_u64(c);
}

static void p_clock_data(FILE *fp, const struct perf_env *env, bool full)
{
	u64 tod = env->clock_tod_ns, clk = env->clock_clockid_ns;
	const char *name = clockid__name((int)env->clockid) ?: "(not found)";
	time_t secs = (time_t)(tod / 1000000000ULL);
	char date[64] = "";
	struct tm tm;

	(void)full;
	if (!env->clock_data_version) {
		fprintf(fp, "# reference time disabled\n");
		return;
	}
	if (localtime_r(&secs, &tm))
		strftime(date, sizeof(date), "%F %T", &tm);
	fprintf(fp, "# clockid: %s (%u)\n", name, env->clockid);
	fprintf(fp, "# reference time: %s.%06llu = %llu.%06llu (TOD) = %llu.%09llu (%s)\n", date,
		(unsigned long long)(tod % 1000000000ULL / 1000),
		(unsigned long long)(tod / 1000000000ULL),
		(unsigned long long)(tod % 1000000000ULL / 1000),
		(unsigned long long)(clk / 1000000000ULL),
		(unsigned long long)(clk % 1000000000ULL), name);
}

static int w_hybrid_topology(struct feat_buf *b, const struct feat_ctx *x)
{
	const struct perf_env *env = x->env;

	if (!env->nr_hybrid_nodes)
		return -ENOENT;
	feat_buf__u32(b, env->nr_hybrid_nodes);
	for (int i = 0; i < env->nr_hybrid_nodes; i++) {
		feat_buf__string(b, env->hybrid_nodes[i].pmu_name);
		feat_buf__string(b, env->hybrid_nodes[i].cpus);
	}
	return 0;
}

static void r_hybrid_topology(struct rcur *c, struct perf_env *env, struct evlist *evlist)
{
	u32 nr = rc_count(c, 8);

	(void)evlist;
	if (c->bad)
		return;
	env->hybrid_nodes = xcalloc(nr ? nr : 1, sizeof(*env->hybrid_nodes));
	for (u32 i = 0; i < nr && !c->bad; i++) {
		struct hybrid_node *n = &env->hybrid_nodes[i];

		n->pmu_name = rc_string(c);
		n->cpus = n->pmu_name ? rc_string(c) : NULL;
		if (!n->cpus) {
			free(n->pmu_name);
			n->pmu_name = NULL;
			break;
		}
		env->nr_hybrid_nodes = i + 1;
	}
}

static void p_hybrid_topology(FILE *fp, const struct perf_env *env, bool full)
{
	(void)full;
	fprintf(fp, "# hybrid cpu system:\n");
	for (int i = 0; i < env->nr_hybrid_nodes; i++)
		fprintf(fp, "# %s cpu list : %s\n", env->hybrid_nodes[i].pmu_name,
			env->hybrid_nodes[i].cpus);
}

static int w_pmu_caps(struct feat_buf *b, const struct feat_ctx *x)
{
	const struct perf_env *env = x->env;

	if (!env->nr_pmus_with_caps && !env->host)
		return -ENOENT;
	feat_buf__u32(b, env->nr_pmus_with_caps);
	for (int i = 0; i < env->nr_pmus_with_caps; i++) {
		const struct pmu_caps *pc = &env->pmus_caps[i];

		feat_buf__u32(b, pc->nr_caps);
		for (int j = 0; j < pc->nr_caps; j++)
			fb_cap(b, pc->caps[j]);
		feat_buf__string(b, pc->pmu_name);
	}
	return 0;
}

static void r_pmu_caps(struct rcur *c, struct perf_env *env, struct evlist *evlist)
{
	u32 nr = rc_count(c, 8);

	(void)evlist;
	if (c->bad)
		return;
	env->pmus_caps = xcalloc(nr ? nr : 1, sizeof(*env->pmus_caps));
	for (u32 i = 0; i < nr && !c->bad; i++) {
		struct pmu_caps *pc = &env->pmus_caps[i];
		u32 nr_caps = rc_count(c, 8);

		if (c->bad)
			break;
		pc->caps = rc_caps(c, nr_caps, &pc->nr_caps);
		pc->pmu_name = c->bad ? NULL : rc_string(c);
		env->nr_pmus_with_caps = i + 1;
		if (!pc->pmu_name) {
			pc->pmu_name = xstrdup("");
			break;
		}
	}
}

static void p_pmu_caps(FILE *fp, const struct perf_env *env, bool full)
{
	(void)full;
	for (int i = 0; i < env->nr_pmus_with_caps; i++) {
		const struct pmu_caps *pc = &env->pmus_caps[i];

		if (!pc->nr_caps) {
			fprintf(fp, "# %s pmu capabilities: not available\n", pc->pmu_name);
			continue;
		}
		fprintf(fp, "# %s pmu capabilities: ", pc->pmu_name);
		print_caps(fp, pc->caps, pc->nr_caps);
	}
}

/* ---- the table ---- */

struct feat_ops {
	const char *name;
	int (*write)(struct feat_buf *b, const struct feat_ctx *x);
	void (*read)(struct rcur *c, struct perf_env *env, struct evlist *evlist);
	void (*print)(FILE *fp, const struct perf_env *env, bool full);
	bool full_only; /* without -I: "# NAME info available, use -I to display" */
};

/*
 * The string features (hostname ... cpuid) share env_string(); event_desc and group_desc
 * are printed by the reader of the session's events (report-header.c), build_id and
 * tracing data print nothing; branch_stack and auxtrace are printed, never read.
 */
static const struct feat_ops feat_ops[HEADER_LAST_FEATURE] = {
	[HEADER_TRACING_DATA] = { "trace_info", w_tracing_data, r_tracing_data, NULL, false },
	[HEADER_BUILD_ID] = { "build_id", w_build_id, r_build_id, NULL, false },
	[HEADER_HOSTNAME] = { "hostname", NULL, NULL, NULL, false },
	[HEADER_OSRELEASE] = { "osrelease", NULL, NULL, NULL, false },
	[HEADER_VERSION] = { "version", NULL, NULL, NULL, false },
	[HEADER_ARCH] = { "arch", NULL, NULL, NULL, false },
	[HEADER_NRCPUS] = { "nrcpus", w_nrcpus, r_nrcpus, p_nrcpus, false },
	[HEADER_CPUDESC] = { "cpudesc", NULL, NULL, NULL, false },
	[HEADER_CPUID] = { "cpuid", NULL, NULL, NULL, false },
	[HEADER_TOTAL_MEM] = { "total_mem", w_total_mem, r_total_mem, p_total_mem, false },
	[HEADER_CMDLINE] = { "cmdline", w_cmdline, r_cmdline, p_cmdline, false },
	[HEADER_EVENT_DESC] = { "event_desc", w_event_desc, r_event_desc, NULL, false },
	[HEADER_CPU_TOPOLOGY] = { "cpu_topology", w_cpu_topology, r_cpu_topology, p_cpu_topology,
				  true },
	[HEADER_NUMA_TOPOLOGY] = { "numa_topology", w_numa_topology, r_numa_topology,
				   p_numa_topology, true },
	[HEADER_BRANCH_STACK] = { "branch_stack", NULL, NULL, p_branch_stack, false },
	[HEADER_PMU_MAPPINGS] = { "pmu_mappings", w_pmu_mappings, r_pmu_mappings, p_pmu_mappings,
				  false },
	[HEADER_GROUP_DESC] = { "group_desc", w_group_desc, r_group_desc, NULL, false },
	[HEADER_AUXTRACE] = { "auxtrace", NULL, NULL, p_auxtrace, false },
	[HEADER_STAT] = { "stat", w_stat, r_stat, p_stat, false },
	[HEADER_CACHE] = { "cache", w_cache, r_cache, p_cache, true },
	[HEADER_SAMPLE_TIME] = { "sample_time", w_sample_time, r_sample_time, p_sample_time,
				 false },
	[HEADER_MEM_TOPOLOGY] = { "mem_topology", w_mem_topology, r_mem_topology, p_mem_topology,
				  true },
	[HEADER_CLOCKID] = { "clockid", w_clockid, r_clockid, p_clockid, false },
	[HEADER_DIR_FORMAT] = { "dir_format", w_dir_format, r_dir_format, p_dir_format, false },
	[HEADER_BPF_PROG_INFO] = { "bpf_prog_info", w_bpf_prog_info, r_bpf_prog_info,
				   p_bpf_prog_info, false },
	[HEADER_BPF_BTF] = { "bpf_btf", w_bpf_btf, r_bpf_btf, p_bpf_btf, false },
	[HEADER_COMPRESSED] = { "compressed", w_compressed, r_compressed, p_compressed, false },
	[HEADER_CPU_PMU_CAPS] = { "cpu_pmu_caps", w_cpu_pmu_caps, r_cpu_pmu_caps, p_cpu_pmu_caps,
				  false },
	[HEADER_CLOCK_DATA] = { "clock_data", w_clock_data, r_clock_data, p_clock_data, false },
	[HEADER_HYBRID_TOPOLOGY] = { "hybrid_topology", w_hybrid_topology, r_hybrid_topology,
				     p_hybrid_topology, true },
	[HEADER_PMU_CAPS] = { "pmu_caps", w_pmu_caps, r_pmu_caps, p_pmu_caps, false },
};

/* the labels of the string features' --header lines */
static const char *string_label(int feat)
{
	switch (feat) {
	case HEADER_HOSTNAME:
		return "hostname";
	case HEADER_OSRELEASE:
		return "os release";
	case HEADER_VERSION:
		return "perf version";
	case HEADER_ARCH:
		return "arch";
	case HEADER_CPUDESC:
		return "cpudesc";
	case HEADER_CPUID:
		return "cpuid";
	default:
		return NULL;
	}
}

const char *perf_header__feat_name(int feat)
{
	if (feat > 0 && feat < HEADER_LAST_FEATURE && feat_ops[feat].name)
		return feat_ops[feat].name;
	return "unknown";
}

int perf_header__write_feature(struct feat_buf *b, int feat, struct evlist *evlist,
			       const struct perf_env *env)
{
	struct feat_ctx x = { .evlist = evlist, .env = env };
	char **s;

	if (feat <= 0 || feat >= HEADER_LAST_FEATURE)
		return -ENOENT;
	s = env_string(env, feat);
	if (s) {
		if (!*s)
			return -ENOENT;
		feat_buf__string(b, *s);
		return 0;
	}
	if (!feat_ops[feat].write)
		return -ENOENT;
	return feat_ops[feat].write(b, &x);
}

int perf_header__read_feature(int feat, const void *data, size_t size, bool swap,
			      struct perf_env *env, struct evlist *evlist)
{
	struct rcur c = { .p = data, .end = (const char *)data + size, .swap = swap };
	char **s;

	if (feat <= 0 || feat >= HEADER_FEAT_BITS)
		return -EINVAL;
	env->features[feat / 64] |= 1ULL << (feat % 64);
	if (feat >= HEADER_LAST_FEATURE)
		return 0; /* unknown: skipped */
	s = env_string(env, feat);
	if (s) {
		free(*s);
		*s = rc_string(&c);
	} else if (feat_ops[feat].read) {
		feat_ops[feat].read(&c, env, evlist);
	}
	return c.bad ? -EINVAL : 0;
}

void perf_header__fprintf_feature(FILE *fp, int feat, const struct perf_env *env, bool full)
{
	const char *label = string_label(feat);
	char **s;

	if (!perf_env__has_feat(env, feat) || feat >= HEADER_LAST_FEATURE)
		return;
	if (label) {
		s = env_string(env, feat);
		if (*s)
			fprintf(fp, "# %s : %s\n", label, *s);
		return;
	}
	if (!feat_ops[feat].print)
		return;
	if (feat_ops[feat].full_only && !full) {
		fprintf(fp, "# ");
		for (const char *p = feat_ops[feat].name; *p; p++)
			fputc(toupper((unsigned char)*p), fp);
		fprintf(fp, " info available, use -I to display\n");
		return;
	}
	feat_ops[feat].print(fp, env, full);
}
