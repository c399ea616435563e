/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The perf.data file header (Linux perf's PERFILE2 layout), the attrs with their sample ids,
 * and the feature sections stored after the data: writing them (record) and reading them
 * (report, script, buildid-list). Layout written:
 *
 *   0                       struct perf_file_header (104 bytes)
 *   104                     ids of attr 0, ids of attr 1, ... (u64 each)
 *   attrs.offset            struct perf_file_attr[nr] (attr + section of its ids)
 *   data.offset             the records (data.size bytes)
 *   data.offset+data.size   struct perf_file_section[nr features], then each feature's bytes
 *
 * Files from the other byte order are detected by the magic and read swapped.
 */
#ifndef PERF_HEADER_H
#define PERF_HEADER_H

#include <linux/bpf.h>
#include <linux/perf_event.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>

#include "util.h"

struct evlist;
struct evsel;

/* "PERFILE2" read as a little-endian u64 on the machine that wrote it. */
#define PERF_MAGIC2 0x32454c4946524550ULL
#define PERF_MAGIC2_SWAPPED 0x50455246494c4532ULL

enum perf_header_feature {
	HEADER_RESERVED = 0,
	HEADER_FIRST_FEATURE = 1,
	HEADER_TRACING_DATA = 1,
	HEADER_BUILD_ID,
	HEADER_HOSTNAME,
	HEADER_OSRELEASE,
	HEADER_VERSION,
	HEADER_ARCH,
	HEADER_NRCPUS,
	HEADER_CPUDESC,
	HEADER_CPUID,
	HEADER_TOTAL_MEM,
	HEADER_CMDLINE,
	HEADER_EVENT_DESC,
	HEADER_CPU_TOPOLOGY,
	HEADER_NUMA_TOPOLOGY,
	HEADER_BRANCH_STACK,
	HEADER_PMU_MAPPINGS,
	HEADER_GROUP_DESC,
	HEADER_AUXTRACE,
	HEADER_STAT,
	HEADER_CACHE,
	HEADER_SAMPLE_TIME,
	HEADER_MEM_TOPOLOGY,
	HEADER_CLOCKID,
	HEADER_DIR_FORMAT,
	HEADER_BPF_PROG_INFO,
	HEADER_BPF_BTF,
	HEADER_COMPRESSED,
	HEADER_CPU_PMU_CAPS,
	HEADER_CLOCK_DATA,
	HEADER_HYBRID_TOPOLOGY,
	HEADER_PMU_CAPS,
	HEADER_LAST_FEATURE,
	HEADER_FEAT_BITS = 256,
};

struct perf_file_section {
	u64 offset;
	u64 size;
};

struct perf_file_header {
	u64 magic;
	u64 size;      /* sizeof(struct perf_file_header) */
	u64 attr_size; /* bytes of one perf_file_attr in the attrs section */
	struct perf_file_section attrs;
	struct perf_file_section data;
	struct perf_file_section event_types; /* unused, zero */
	u64 adds_features[HEADER_FEAT_BITS / 64];
};

/* One entry of the attrs section: an attr (its size is attr_size - 16) and its ids. */
struct perf_file_attr {
	struct perf_event_attr attr;
	struct perf_file_section ids;
};

/* One DSO's build-id (HEADER_BUILD_ID entries). */
struct build_id_entry {
	pid_t pid;	/* -1 for the kernel and modules (host), else the process */
	u16 cpumode;	/* PERF_RECORD_MISC_KERNEL or PERF_RECORD_MISC_USER */
	u8 size;	/* bytes of build_id used, at most 20 */
	u8 build_id[20];
	char *filename;
};

struct cpu_topology_entry {
	u32 core_id;
	u32 socket_id;
	u32 die_id;
};

/* HEADER_NUMA_TOPOLOGY: one node, its memory in kB and its CPU list ("0-1"). */
struct numa_topology_node {
	u32 node;
	u64 mem_total;
	u64 mem_free;
	char *cpus;
};

/* HEADER_PMU_MAPPINGS: a PMU of /sys/bus/event_source/devices and its attr.type. */
struct pmu_mapping {
	u32 type;
	char *name;
};

/* HEADER_CACHE: one cache of /sys/devices/system/cpu/cpuN/cache/indexM. */
struct cpu_cache_level {
	u32 level;
	u32 line_size;
	u32 sets;
	u32 ways;
	char *type; /* "Data", "Instruction", "Unified" */
	char *size; /* "48K" */
	char *map;  /* shared_cpu_list */
};

/* HEADER_MEM_TOPOLOGY: which memory blocks (bits of set) belong to a node. */
struct memory_node {
	u64 node;
	u64 size; /* bits in set */
	u64 *set;
};

/* HEADER_PMU_CAPS (and the hybrid CPU PMUs): a PMU's capabilities as "name=value". */
struct pmu_caps {
	char *pmu_name;
	int nr_caps;
	char **caps;
};

/* HEADER_HYBRID_TOPOLOGY: a CPU PMU of a hybrid system and its CPUs. */
struct hybrid_node {
	char *pmu_name;
	char *cpus;
};

/* HEADER_GROUP_DESC: a group's name ("{anon_group}" when unnamed), leader index, size. */
struct group_desc {
	char *name;
	u32 leader;
	u32 nr_members;
};

/*
 * What the feature sections say about the recording machine and session. record fills it
 * (perf_env__fill_host() plus its own cmdline, build_ids, sample times) and passes it to the
 * writer; a reader gets it parsed from the file. Strings are allocated; NULL when absent.
 */
struct perf_env {
	bool host; /* filled from this machine (a writer): write the features Linux perf always writes */
	char *hostname;
	char *os_release;
	char *version;
	char *arch;
	char *cpu_desc;
	char *cpuid;
	u32 nr_cpus_avail;
	u32 nr_cpus_online;
	u64 total_mem;		/* kB, as /proc/meminfo's MemTotal */
	int nr_cmdline;
	char **cmdline;		/* argv of the recording command */
	/* CPU topology */
	int nr_sibling_cores;
	char **sibling_cores;	/* "0-3" per socket */
	int nr_sibling_threads;
	char **sibling_threads;
	int nr_sibling_dies;
	char **sibling_dies;
	int nr_cpu_topology;
	struct cpu_topology_entry *cpu_topology; /* per cpu, nr_cpus_avail entries */
	int nr_numa_nodes;
	struct numa_topology_node *numa_nodes;
	int nr_pmu_mappings;
	struct pmu_mapping *pmu_mappings;
	u32 cache_version;
	int nr_caches;
	struct cpu_cache_level *caches;
	u64 memory_version;
	u64 memory_bsize;	/* bytes of one memory block */
	int nr_memory_nodes;
	struct memory_node *memory_nodes;
	/* Samples' time range (HEADER_SAMPLE_TIME) */
	u64 first_sample_time;
	u64 last_sample_time;
	/* HEADER_CLOCKID, HEADER_CLOCK_DATA: the clock of -k and a reference time of it */
	u64 clockid_res_ns;
	u32 clock_data_version;
	u32 clockid;
	u64 clock_tod_ns;	/* wall clock (CLOCK_REALTIME) ... */
	u64 clock_clockid_ns;	/* ... and clockid's time at the same moment */
	u64 dir_version;	/* HEADER_DIR_FORMAT */
	/*
	 * HEADER_COMPRESSED (record -z): comp_type (enum perf_comp_type) 0 when the records are
	 * not compressed; comp_ratio bytes in / bytes of COMPRESSED records, rounded;
	 * comp_mmap_len the bytes of one ring buffer map (bounds what a record holds)
	 */
	u32 comp_version, comp_type, comp_level, comp_ratio, comp_mmap_len;
	u32 nr_bpf_progs; /* HEADER_BPF_PROG_INFO entries */
	/*
	 * reader: the programs read (info, then its arrays' data, which the info's array
	 * fields are offsets into; func_info only when arrays has its bit), named at print
	 * time with the BTF of HEADER_BPF_BTF, a later feature
	 */
	struct bpf_prog_read {
		struct bpf_prog_info info;
		u64 arrays;
		char *data;
		u32 data_len;
	} *bpf_progs_read;
	u32 nr_bpf_progs_read;
	void *bpf_prog_blob; /* writer: the entries (util/bpf-prog.c) */
	size_t bpf_prog_blob_len;
	u32 nr_bpf_btfs; /* HEADER_BPF_BTF entries */
	u32 nr_bpf_btf_ids;
	u32 *bpf_btf_ids; /* ... their ids */
	void **bpf_btf_data; /* ... their raw BTF (reader) */
	u32 *bpf_btf_sizes;
	void *bpf_btf_blob; /* writer: the entries (id, size, raw BTF each) */
	size_t bpf_btf_blob_len;
	u32 nr_bpf_btfs_written;
	int nr_cpu_pmu_caps;
	char **cpu_pmu_caps;	/* HEADER_CPU_PMU_CAPS, "name=value" */
	int nr_hybrid_nodes;
	struct hybrid_node *hybrid_nodes;
	int nr_pmus_with_caps;
	struct pmu_caps *pmus_caps; /* HEADER_PMU_CAPS */
	/* Build-ids of the DSOs that have samples */
	bool no_build_ids; /* writer: leave the build_id feature out (record -B) */
	int nr_build_ids;
	struct build_id_entry *build_ids;
	/* The tracing-data blob (HEADER_TRACING_DATA), when tracepoints were recorded */
	void *tracing_data;
	size_t tracing_data_size;
	/* A perf stat record file (HEADER_STAT, a feature without contents) */
	bool stat;
	/* Group descriptions, when read (leader idx, members) */
	int nr_groups;
	struct group_desc *groups;
	/* Which features the file had (reader) */
	u64 features[HEADER_FEAT_BITS / 64];
};

static inline bool perf_env__has_feat(const struct perf_env *env, int feat)
{
	return feat > 0 && feat < HEADER_FEAT_BITS && (env->features[feat / 64] >> (feat % 64)) & 1;
}

/*
 * Fills hostname, os_release, version, arch, cpu_desc, cpuid, nrcpus, total_mem, the CPU,
 * NUMA, cache and memory topologies and the PMUs from /proc and /sys, as Linux perf does.
 */
int perf_env__fill_host(struct perf_env *env);
/*
 * The caches of CPUs 0 .. nr_cpus_avail - 1 as Linux perf reads them for HEADER_CACHE, from
 * cpu_dir (/sys/devices/system/cpu, or a tree laid out like it): the first four indexes of
 * each CPU, each distinct cache once, by level. Sets cache_version, also when no CPU has a
 * cache directory (the feature is then written with no entry, as Linux perf writes it).
 */
void perf_env__read_caches(struct perf_env *env, const char *cpu_dir);
/* Adds one build-id entry (filename copied). */
void perf_env__add_build_id(struct perf_env *env, pid_t pid, u16 cpumode, const u8 *id, u8 size,
			    const char *filename);
void perf_env__set_cmdline(struct perf_env *env, int argc, const char **argv);
void perf_env__exit(struct perf_env *env);

/* "build_id", "hostname", ... for --header and debug messages ("unknown" beyond the list). */
const char *perf_header__feat_name(int feat);

/*
 * A growing byte buffer: a feature's payload, the attrs, ... (util/header-features.c).
 * Start it zeroed; free(b.p) when done.
 */
struct feat_buf {
	char *p;
	size_t len, alloc;
};

void feat_buf__add(struct feat_buf *b, const void *d, size_t n);
void feat_buf__u32(struct feat_buf *b, u32 v);
void feat_buf__u64(struct feat_buf *b, u64 v);

/*
 * One feature's payload, as it goes into a file's feature section or a pipe's
 * PERF_RECORD_HEADER_FEATURE record: appended to b. 0, or -ENOENT when env (and evlist) has
 * nothing for that feature (it is then left out). evlist may be NULL for the features that
 * do not describe events.
 */
int perf_header__write_feature(struct feat_buf *b, int feat, struct evlist *evlist,
			       const struct perf_env *env);

/*
 * Parses one feature's payload (host order when !swap) into env (and names or groups the
 * evsels of evlist, which may be NULL). Marks the feature present in env->features.
 * 0, or -EINVAL when the payload is malformed (what could be read is kept).
 */
int perf_header__read_feature(int feat, const void *data, size_t size, bool swap,
			      struct perf_env *env, struct evlist *evlist);

/*
 * The --header lines of one feature as Linux perf prints them (nothing for a feature env
 * does not have, or one that prints nothing). full (-I) prints the details of the features
 * that otherwise only say "... info available, use -I to display".
 */
void perf_header__fprintf_feature(FILE *fp, int feat, const struct perf_env *env, bool full);

/*
 * Builds the HEADER_TRACING_DATA blob for the tracepoint evsels of evlist (header_page,
 * header_event, ftrace formats, the events' format files, kallsyms, printk formats) from
 * tracefs. Sets env->tracing_data. 0 (also when there is no tracepoint) or -errno.
 */
int perf_env__read_tracing_data(struct perf_env *env, struct evlist *evlist);

/*
 * Lower level: writes the file header, attrs+ids and (when env is given) the features of
 * a file whose data section is [data_offset, data_offset + data_size). Used by
 * perf_data__finish (util/data-writer.c) and by tools that rewrite files.
 */
int perf_header__write(int fd, struct evlist *evlist, const struct perf_env *env, u64 data_offset,
		       u64 data_size);


/* Ids of an evsel as recorded: after open, evsel->id[] of evsel__nr_fds() entries. */
int perf_header__evsel_ids(struct evsel *evsel, const u64 **ids);

/*
 * Reader side (used by session.c): parses the features of a mapped file in host order.
 * buf/size is the whole file, swap tells if it is foreign-endian. Unknown features are
 * skipped, a malformed one is skipped with a pr_debug line. evsels are named from
 * HEADER_EVENT_DESC when present (matched by position).
 */
int perf_header__read_features(const void *buf, size_t size, const struct perf_file_header *hdr,
			       bool swap, struct perf_env *env, struct evlist *evlist);

#endif
