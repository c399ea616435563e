// SPDX-License-Identifier: GPL-2.0
/*
 * The feature sections, one row of util/header-features.c's table at a time: each feature's
 * payload is built here by hand as Linux perf lays it out (its perf.data-file-format.txt),
 * apart from the writer. The writer must produce those bytes, the reader must
 * parse them (and their byte-swapped form) into what the printer shows as Linux perf 6.1
 * does, and no cut or damaged payload may be read past its end: the payloads are read from
 * the last bytes before an unreadable page. tests/header.c has the host's features read back
 * and the cache directories; this file has fixed payloads and exact texts.
 */
#include <byteswap.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "tests/spec.h"
#include "tests/tests.h"
#include "util/data-writer.h"
#include "util/event.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/header.h"
#include "util/report-header.h"
#include "util/session.h"

/* ---- payloads as the format lays them out, in either byte order (tests/spec.h) ---- */

static void sp_zero(struct spec *s, size_t n)
{
	while (n--)
		sp_bytes(s, "", 1);
}

/* perf_header_string: u32 length, the string NUL padded to a multiple of 64 bytes */
static void sp_str(struct spec *s, const char *str)
{
	size_t n = strlen(str) + 1, padded = (n + 63) / 64 * 64;

	sp_u32(s, padded);
	sp_bytes(s, str, n);
	sp_zero(s, padded - n);
}

/* a capability: its name and its value as two strings */
static void sp_cap(struct spec *s, const char *name, const char *value)
{
	sp_str(s, name);
	sp_str(s, value);
}

static char **strs(int n, const char *const *l)
{
	char **out = xcalloc(n, sizeof(char *));

	for (int i = 0; i < n; i++)
		out[i] = xstrdup(l[i]);
	return out;
}

/* ---- the rows: what the writer is given, the payload, the text ---- */

static const u8 tracing_blob[] = "\x17\x08\x44tracing0.6\0\x01\x08\x00\x00";

static void fill_tracing_data(struct perf_env *env)
{
	env->tracing_data = xmalloc(sizeof(tracing_blob));
	memcpy(env->tracing_data, tracing_blob, sizeof(tracing_blob));
	env->tracing_data_size = sizeof(tracing_blob);
}

static void spec_tracing_data(struct spec *s)
{
	/* a blob of its own format, never swapped */
	sp_bytes(s, tracing_blob, sizeof(tracing_blob));
}

static const struct {
	s32 pid;
	u16 cpumode;
	u8 first;
	const char *name;
} bids[] = {
	{ -1, PERF_RECORD_MISC_KERNEL, 0x01, "[kernel.kallsyms]" },
	/* a name of 65 bytes with its NUL: padded to 128 */
	{ 4242, PERF_RECORD_MISC_USER, 0xa0,
	  "/usr/lib/x86_64-linux-gnu/a-library-with-quite-a-long-name.so.10" },
};

static void fill_build_id(struct perf_env *env)
{
	for (size_t i = 0; i < ARRAY_SIZE(bids); i++) {
		u8 id[20];

		for (int k = 0; k < 20; k++)
			id[k] = bids[i].first + k;
		perf_env__add_build_id(env, bids[i].pid, bids[i].cpumode, id, 20, bids[i].name);
	}
}

static void spec_build_id(struct spec *s)
{
	for (size_t i = 0; i < ARRAY_SIZE(bids); i++) {
		size_t n = strlen(bids[i].name) + 1, padded = (n + 63) / 64 * 64;

		/* a PERF_RECORD_HEADER_BUILD_ID record: header, pid, 20 bytes, their size */
		sp_u32(s, PERF_RECORD_HEADER_BUILD_ID);
		sp_u16(s, bids[i].cpumode | PERF_RECORD_MISC_BUILD_ID_SIZE);
		sp_u16(s, 8 + 4 + 24 + padded);
		sp_u32(s, bids[i].pid);
		for (int k = 0; k < 20; k++) {
			u8 b = bids[i].first + k;

			sp_bytes(s, &b, 1);
		}
		sp_bytes(s, "\x14\0\0\0", 4);
		sp_bytes(s, bids[i].name, n);
		sp_zero(s, padded - n);
	}
}

#define STRING_ROW(field, value)                       \
	static void fill_##field(struct perf_env *env) \
	{                                              \
		env->field = xstrdup(value);           \
	}                                              \
	static void spec_##field(struct spec *s)       \
	{                                              \
		sp_str(s, value);                      \
	}

#define CPUDESC "Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz, a name longer than 64 bytes"
STRING_ROW(hostname, "testhost")
STRING_ROW(os_release, "6.1.0-42-amd64")
STRING_ROW(version, "6.1.192")
STRING_ROW(arch, "x86_64")
STRING_ROW(cpu_desc, CPUDESC)
STRING_ROW(cpuid, "GenuineIntel,6,106,6")

static void fill_nrcpus(struct perf_env *env)
{
	env->nr_cpus_avail = 4;
	env->nr_cpus_online = 2;
}

static void spec_nrcpus(struct spec *s)
{
	sp_u32(s, 4); /* available (present) first, as Linux perf writes them */
	sp_u32(s, 2);
}

static void fill_total_mem(struct perf_env *env)
{
	env->total_mem = 16303588;
}

static void spec_total_mem(struct spec *s)
{
	sp_u64(s, 16303588);
}

static const char *const cmdline[] = {
	"/usr/bin/perf", "record", "-e", "cpu-clock", "--", "sh", "-c", "echo a, b"
};

static void fill_cmdline(struct perf_env *env)
{
	/* as given (perf_env__set_cmdline() puts our own path first) */
	env->cmdline = strs(ARRAY_SIZE(cmdline), cmdline);
	env->nr_cmdline = ARRAY_SIZE(cmdline);
}

static void spec_cmdline(struct spec *s)
{
	sp_u32(s, ARRAY_SIZE(cmdline));
	for (size_t i = 0; i < ARRAY_SIZE(cmdline); i++)
		sp_str(s, cmdline[i]);
}

/* 4 CPUs, 2 cores of 2 threads, one socket and one die */
static const char *const sib_cores[] = { "0-3" }, *const sib_threads[] = { "0-1", "2-3" };

static void fill_cpu_topology(struct perf_env *env)
{
	env->nr_cpus_avail = 4;
	env->sibling_cores = strs(1, sib_cores);
	env->nr_sibling_cores = 1;
	env->sibling_threads = strs(2, sib_threads);
	env->nr_sibling_threads = 2;
	env->sibling_dies = strs(1, sib_cores);
	env->nr_sibling_dies = 1;
	env->cpu_topology = xcalloc(4, sizeof(*env->cpu_topology));
	env->nr_cpu_topology = 4;
	for (int i = 0; i < 4; i++)
		env->cpu_topology[i].core_id = i / 2;
}

static void spec_cpu_topology(struct spec *s)
{
	sp_u32(s, 1);
	sp_str(s, "0-3");
	sp_u32(s, 2);
	sp_str(s, "0-1");
	sp_str(s, "2-3");
	for (int i = 0; i < 4; i++) {
		sp_u32(s, i / 2); /* core */
		sp_u32(s, 0); /* socket */
	}
	sp_u32(s, 1);
	sp_str(s, "0-3");
	for (int i = 0; i < 4; i++)
		sp_u32(s, 0); /* die */
}

static void fill_numa_topology(struct perf_env *env)
{
	env->numa_nodes = xcalloc(2, sizeof(*env->numa_nodes));
	env->nr_numa_nodes = 2;
	env->numa_nodes[0] = (struct numa_topology_node){ 0, 8000000, 4000000, xstrdup("0-1") };
	env->numa_nodes[1] = (struct numa_topology_node){ 1, 8100000, 12345, xstrdup("2-3") };
}

static void spec_numa_topology(struct spec *s)
{
	sp_u32(s, 2);
	sp_u32(s, 0);
	sp_u64(s, 8000000);
	sp_u64(s, 4000000);
	sp_str(s, "0-1");
	sp_u32(s, 1);
	sp_u64(s, 8100000);
	sp_u64(s, 12345);
	sp_str(s, "2-3");
}

static void fill_pmu_mappings(struct perf_env *env)
{
	env->pmu_mappings = xcalloc(3, sizeof(*env->pmu_mappings));
	env->nr_pmu_mappings = 3;
	env->pmu_mappings[0] = (struct pmu_mapping){ 1, xstrdup("software") };
	env->pmu_mappings[1] = (struct pmu_mapping){ 2, xstrdup("tracepoint") };
	env->pmu_mappings[2] = (struct pmu_mapping){ 5, xstrdup("breakpoint") };
}

static void spec_pmu_mappings(struct spec *s)
{
	sp_u32(s, 3);
	sp_u32(s, 1);
	sp_str(s, "software");
	sp_u32(s, 2);
	sp_str(s, "tracepoint");
	sp_u32(s, 5);
	sp_str(s, "breakpoint");
}

static void fill_stat(struct perf_env *env)
{
	env->stat = true;
}

static void spec_empty(struct spec *s)
{
	(void)s;
}

static void fill_cache(struct perf_env *env)
{
	env->cache_version = 1;
	env->caches = xcalloc(2, sizeof(*env->caches));
	env->nr_caches = 2;
	env->caches[0] = (struct cpu_cache_level){
		1, 64, 64, 8, xstrdup("Data"), xstrdup("32K"), xstrdup("0-1")
	};
	env->caches[1] = (struct cpu_cache_level){
		3, 64, 16384, 16, xstrdup("Unified"), xstrdup("16384K"), xstrdup("0-3")
	};
}

static void spec_cache(struct spec *s)
{
	sp_u32(s, 1); /* version */
	sp_u32(s, 2);
	sp_u32(s, 1);
	sp_u32(s, 64);
	sp_u32(s, 64);
	sp_u32(s, 8);
	sp_str(s, "Data");
	sp_str(s, "32K");
	sp_str(s, "0-1");
	sp_u32(s, 3);
	sp_u32(s, 64);
	sp_u32(s, 16384);
	sp_u32(s, 16);
	sp_str(s, "Unified");
	sp_str(s, "16384K");
	sp_str(s, "0-3");
}

static void fill_sample_time(struct perf_env *env)
{
	env->first_sample_time = 1000123456789ULL;
	env->last_sample_time = 1002500000000ULL;
}

static void spec_sample_time(struct spec *s)
{
	sp_u64(s, 1000123456789ULL);
	sp_u64(s, 1002500000000ULL);
}

/* node 0: blocks 0-7 and 10 of 16; node 1: blocks 64-69 of 70 (a bitmap of two words) */
static void fill_mem_topology(struct perf_env *env)
{
	env->memory_version = 1;
	env->memory_bsize = 0x8000000;
	env->memory_nodes = xcalloc(2, sizeof(*env->memory_nodes));
	env->nr_memory_nodes = 2;
	env->memory_nodes[0].node = 0;
	env->memory_nodes[0].size = 16;
	env->memory_nodes[0].set = xcalloc(1, sizeof(u64));
	env->memory_nodes[0].set[0] = 0x4ff;
	env->memory_nodes[1].node = 1;
	env->memory_nodes[1].size = 70;
	env->memory_nodes[1].set = xcalloc(2, sizeof(u64));
	env->memory_nodes[1].set[1] = 0x3f;
}

static void spec_mem_topology(struct spec *s)
{
	sp_u64(s, 1); /* version */
	sp_u64(s, 0x8000000);
	sp_u64(s, 2);
	sp_u64(s, 0);
	sp_u64(s, 16);
	sp_u64(s, 16); /* the bitmap: its bits, then its words */
	sp_u64(s, 0x4ff);
	sp_u64(s, 1);
	sp_u64(s, 70);
	sp_u64(s, 70);
	sp_u64(s, 0);
	sp_u64(s, 0x3f);
}

static void fill_clockid(struct perf_env *env)
{
	env->clockid_res_ns = 1;
}

static void spec_clockid(struct spec *s)
{
	sp_u64(s, 1);
}

static void fill_dir_format(struct perf_env *env)
{
	env->dir_version = 1;
}

static void spec_dir_format(struct spec *s)
{
	sp_u64(s, 1);
}

/* one program of one function: its address, length and tag in the data after its info */
static const u8 prog_tag[8] = { 0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef };

static void prog_entry(struct spec *s)
{
	struct bpf_prog_info info;
	u64 addr = 0xffffffffc0001000ULL;
	u32 len = 0x80;

	memset(&info, 0, sizeof(info));
	info.id = 42;
	strcpy(info.name, "test_prog");
	info.nr_jited_ksyms = info.nr_jited_func_lens = info.nr_prog_tags = 1;
	info.jited_ksyms = 0; /* offsets into the data */
	info.jited_func_lens = 8;
	info.prog_tags = 12;
	sp_u32(s, sizeof(info));
	sp_u32(s, 20);
	/* which fields are arrays: Linux perf's bits for jited_ksyms, func_lens, prog_tags */
	sp_u64(s, (1ULL << 3) | (1ULL << 4) | (1ULL << 8));
	sp_bytes(s, &info, sizeof(info));
	sp_bytes(s, &addr, 8);
	sp_bytes(s, &len, 4);
	sp_bytes(s, prog_tag, 8);
}

static void fill_bpf_prog_info(struct perf_env *env)
{
	struct spec blob = { 0 };

	prog_entry(&blob);
	env->host = true;
	env->nr_bpf_progs = 1;
	env->bpf_prog_blob = blob.p;
	env->bpf_prog_blob_len = blob.len;
}

static void spec_bpf_prog_info(struct spec *s)
{
	sp_u32(s, 1);
	prog_entry(s);
}

static const u8 btf_bytes[24] = { 0x9f, 0xeb, 1, 0, 24 };

static void btf_entry(struct spec *s)
{
	sp_u32(s, 7); /* id */
	sp_u32(s, sizeof(btf_bytes));
	sp_bytes(s, btf_bytes, sizeof(btf_bytes));
}

static void fill_bpf_btf(struct perf_env *env)
{
	struct spec blob = { 0 };

	btf_entry(&blob);
	env->host = true;
	env->nr_bpf_btfs_written = 1;
	env->bpf_btf_blob = blob.p;
	env->bpf_btf_blob_len = blob.len;
}

static void spec_bpf_btf(struct spec *s)
{
	sp_u32(s, 1);
	btf_entry(s);
}

static void fill_compressed(struct perf_env *env)
{
	env->comp_version = 1;
	env->comp_type = 1;
	env->comp_level = 1;
	env->comp_ratio = 4;
	env->comp_mmap_len = 528384;
}

static void spec_compressed(struct spec *s)
{
	sp_u32(s, 1);
	sp_u32(s, 1);
	sp_u32(s, 1);
	sp_u32(s, 4);
	sp_u32(s, 528384);
}

static const char *const cpu_caps[] = { "branches=32", "max_precise=3", "pmu_name=skylake" };

static void fill_cpu_pmu_caps(struct perf_env *env)
{
	env->cpu_pmu_caps = strs(3, cpu_caps);
	env->nr_cpu_pmu_caps = 3;
}

static void spec_cpu_pmu_caps(struct spec *s)
{
	sp_u32(s, 3);
	sp_cap(s, "branches", "32");
	sp_cap(s, "max_precise", "3");
	sp_cap(s, "pmu_name", "skylake");
}

static void fill_clock_data(struct perf_env *env)
{
	env->clock_data_version = 1;
	env->clockid = 1;
	env->clock_tod_ns = 1700000000123456789ULL;
	env->clock_clockid_ns = 5000000123ULL;
}

static void spec_clock_data(struct spec *s)
{
	sp_u32(s, 1);
	sp_u32(s, 1);
	sp_u64(s, 1700000000123456789ULL);
	sp_u64(s, 5000000123ULL);
}

static void fill_hybrid_topology(struct perf_env *env)
{
	env->hybrid_nodes = xcalloc(2, sizeof(*env->hybrid_nodes));
	env->nr_hybrid_nodes = 2;
	env->hybrid_nodes[0] = (struct hybrid_node){ xstrdup("cpu_core"), xstrdup("0-7") };
	env->hybrid_nodes[1] = (struct hybrid_node){ xstrdup("cpu_atom"), xstrdup("8-15") };
}

static void spec_hybrid_topology(struct spec *s)
{
	sp_u32(s, 2);
	sp_str(s, "cpu_core");
	sp_str(s, "0-7");
	sp_str(s, "cpu_atom");
	sp_str(s, "8-15");
}

static void fill_pmu_caps(struct perf_env *env)
{
	env->pmus_caps = xcalloc(2, sizeof(*env->pmus_caps));
	env->nr_pmus_with_caps = 2;
	env->pmus_caps[0].pmu_name = xstrdup("cpu_core");
	env->pmus_caps[0].caps = strs(2, cpu_caps);
	env->pmus_caps[0].nr_caps = 2;
	env->pmus_caps[1].pmu_name = xstrdup("cpu_atom");
}

static void spec_pmu_caps(struct spec *s)
{
	sp_u32(s, 2);
	sp_u32(s, 2);
	sp_cap(s, "branches", "32");
	sp_cap(s, "max_precise", "3");
	sp_str(s, "cpu_core");
	sp_u32(s, 0);
	sp_str(s, "cpu_atom");
}

struct feat_case {
	int feat;
	void (*fill)(struct perf_env *env); /* NULL: a feature we read and never write */
	void (*spec)(struct spec *s);
	/* perf report --header-only -I lines, and without -I; NULL: none */
	const char *text, *text_short;
	bool native_only; /* read only in the writer's byte order, as Linux perf reads it */
	bool not_kept; /* the reader keeps what is printed, not what the writer writes */
	bool no_reference; /* left out of the file Linux perf prints (see the row) */
	/* how long a cut of the payload may be and still read without an error */
	bool (*cut_ok)(size_t len);
};

static bool cut_any(size_t len)
{
	(void)len;
	return true;
}

/*
 * Whole build-id records (36 bytes and the padded name): less than a record's header after
 * them is left alone
 */
static bool cut_build_id(size_t len)
{
	return len < 36 || (len >= 36 + 64 && len < 36 + 64 + 36);
}

/* the files of older perfs: without the per-CPU ids, or without the dies (and padding) */
static bool cut_cpu_topology(size_t len)
{
	size_t lists = 4 + 68 + 4 + 2 * 68, ids = lists + 4 * 8;

	return (len >= lists && len < lists + 4) || (len >= ids && len < ids + 4);
}

static const struct feat_case cases[] = {
	/* a blob of its own (not one Linux perf could parse): any cut is a shorter blob */
	{ HEADER_TRACING_DATA, fill_tracing_data, spec_tracing_data, NULL, NULL,
	  .no_reference = true, .cut_ok = cut_any },
	{ HEADER_BUILD_ID, fill_build_id, spec_build_id, NULL, NULL, .cut_ok = cut_build_id },
	{ HEADER_HOSTNAME, fill_hostname, spec_hostname, "# hostname : testhost\n", NULL },
	{ HEADER_OSRELEASE, fill_os_release, spec_os_release, "# os release : 6.1.0-42-amd64\n",
	  NULL },
	{ HEADER_VERSION, fill_version, spec_version, "# perf version : 6.1.192\n", NULL },
	{ HEADER_ARCH, fill_arch, spec_arch, "# arch : x86_64\n", NULL },
	{ HEADER_NRCPUS, fill_nrcpus, spec_nrcpus, "# nrcpus online : 2\n# nrcpus avail : 4\n",
	  NULL },
	{ HEADER_CPUDESC, fill_cpu_desc, spec_cpu_desc, "# cpudesc : " CPUDESC "\n", NULL },
	{ HEADER_CPUID, fill_cpuid, spec_cpuid, "# cpuid : GenuineIntel,6,106,6\n", NULL },
	{ HEADER_TOTAL_MEM, fill_total_mem, spec_total_mem, "# total memory : 16303588 kB\n",
	  NULL },
	{ HEADER_CMDLINE, fill_cmdline, spec_cmdline,
	  "# cmdline : /usr/bin/perf record -e cpu-clock -- sh -c echo a, b \n", NULL },
	/* HEADER_EVENT_DESC and HEADER_GROUP_DESC describe an evlist: test__header_event_desc */
	{ HEADER_CPU_TOPOLOGY, fill_cpu_topology, spec_cpu_topology,
	  "# sibling sockets : 0-3\n"
	  "# sibling dies    : 0-3\n"
	  "# sibling threads : 0-1\n"
	  "# sibling threads : 2-3\n"
	  "# CPU 0: Core ID 0, Die ID 0, Socket ID 0\n"
	  "# CPU 1: Core ID 0, Die ID 0, Socket ID 0\n"
	  "# CPU 2: Core ID 1, Die ID 0, Socket ID 0\n"
	  "# CPU 3: Core ID 1, Die ID 0, Socket ID 0\n",
	  "# CPU_TOPOLOGY info available, use -I to display\n", .cut_ok = cut_cpu_topology },
	{ HEADER_NUMA_TOPOLOGY, fill_numa_topology, spec_numa_topology,
	  "# node0 meminfo  : total = 8000000 kB, free = 4000000 kB\n"
	  "# node0 cpu list : 0-1\n"
	  "# node1 meminfo  : total = 8100000 kB, free = 12345 kB\n"
	  "# node1 cpu list : 2-3\n",
	  "# NUMA_TOPOLOGY info available, use -I to display\n" },
	{ HEADER_BRANCH_STACK, NULL, spec_empty, "# contains samples with branch stack\n", NULL },
	{ HEADER_PMU_MAPPINGS, fill_pmu_mappings, spec_pmu_mappings,
	  "# pmu mappings: software = 1, tracepoint = 2, breakpoint = 5\n", NULL },
	{ HEADER_AUXTRACE, NULL, spec_empty, "# contains AUX area data (e.g. instruction trace)\n",
	  NULL },
	{ HEADER_STAT, fill_stat, spec_empty, "# contains stat data\n", NULL },
	{ HEADER_CACHE, fill_cache, spec_cache,
	  "# CPU cache info:\n"
	  "#  L1 Data                 32K [0-1]\n"
	  "#  L3 Unified           16384K [0-3]\n",
	  "# CACHE info available, use -I to display\n" },
	{ HEADER_SAMPLE_TIME, fill_sample_time, spec_sample_time,
	  "# time of first sample : 1000.123456\n"
	  "# time of last sample : 1002.500000\n"
	  "# sample duration :   2376.543 ms\n",
	  NULL },
	{ HEADER_MEM_TOPOLOGY, fill_mem_topology, spec_mem_topology,
	  "# memory nodes (nr 2, block size 0x8000000):\n"
	  "#    0 [1152M]: 0-7,10\n"
	  "#    1 [768M]: 64-69\n",
	  "# MEM_TOPOLOGY info available, use -I to display\n" },
	{ HEADER_CLOCKID, fill_clockid, spec_clockid, "# clockid frequency: 1000 MHz\n", NULL },
	/*
	 * the version of a perf.data directory: a plain file's is printed as 0 (and Linux perf
	 * stops reading a plain file's features at it)
	 */
	{ HEADER_DIR_FORMAT, fill_dir_format, spec_dir_format, "# directory data version : 0\n",
	  NULL, .not_kept = true, .no_reference = true },
	{ HEADER_BPF_PROG_INFO, fill_bpf_prog_info, spec_bpf_prog_info,
	  "# bpf_prog_info 42: bpf_prog_0123456789abcdef_test_prog addr 0xffffffffc0001000 size 128\n",
	  NULL, .native_only = true, .not_kept = true },
	{ HEADER_BPF_BTF, fill_bpf_btf, spec_bpf_btf, "# btf info of id 7\n", NULL,
	  .native_only = true, .not_kept = true },
	{ HEADER_COMPRESSED, fill_compressed, spec_compressed,
	  "# compressed : Zstd, level = 1, ratio = 4\n", NULL },
	{ HEADER_CPU_PMU_CAPS, fill_cpu_pmu_caps, spec_cpu_pmu_caps,
	  "# cpu pmu capabilities: branches=32, max_precise=3, pmu_name=skylake\n", NULL },
	{ HEADER_CLOCK_DATA, fill_clock_data, spec_clock_data,
	  "# clockid: monotonic (1)\n"
	  "# reference time: 2023-11-14 22:13:20.123456 = 1700000000.123456 (TOD) = 5.000000123 (monotonic)\n",
	  NULL },
	{ HEADER_HYBRID_TOPOLOGY, fill_hybrid_topology, spec_hybrid_topology,
	  "# hybrid cpu system:\n"
	  "# cpu_core cpu list : 0-7\n"
	  "# cpu_atom cpu list : 8-15\n",
	  "# HYBRID_TOPOLOGY info available, use -I to display\n" },
	{ HEADER_PMU_CAPS, fill_pmu_caps, spec_pmu_caps,
	  "# cpu_core pmu capabilities: branches=32, max_precise=3\n"
	  "# cpu_atom pmu capabilities: not available\n",
	  NULL },
};

/* ---- reading ---- */

/* (an empty payload has no buffer) */
static bool same_bytes(const void *a, size_t alen, const void *b, size_t blen)
{
	return alen == blen && (!alen || !memcmp(a, b, alen));
}

/* A reader's env: the CPU topology's per-CPU ids need nrcpus, a feature read before it. */
static void reader_env(struct perf_env *env)
{
	memset(env, 0, sizeof(*env));
	env->nr_cpus_avail = 4;
}

/* What the printer shows of feat in env (allocated). */
static char *print_feature(int feat, const struct perf_env *env, bool full)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);

	perf_header__fprintf_feature(f, feat, env, full);
	fclose(f);
	return text;
}

/*
 * A buffer whose end touches a PROT_NONE page: guarded_copy() puts data right before it,
 * so a read of one byte too many faults and the test (its own process) dies.
 */
struct guarded {
	char *map;
	size_t room, map_len;
};

static int guarded_init(struct guarded *g, size_t max)
{
	long page = sysconf(_SC_PAGESIZE);

	g->room = (max + page) / page * page;
	g->map_len = g->room + page;
	g->map = mmap(NULL, g->map_len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (g->map == MAP_FAILED)
		return -errno;
	return mprotect(g->map + g->room, page, PROT_NONE) ? -errno : 0;
}

static const char *guarded_copy(struct guarded *g, const void *data, size_t n)
{
	char *at = g->map + g->room - n;

	memcpy(at, data, n);
	return at;
}

static void guarded_exit(struct guarded *g)
{
	munmap(g->map, g->map_len);
}

static bool is_full_only(const struct feat_case *c)
{
	return c->text_short != NULL;
}

/* Reads payload (swapped or not) and checks what is printed with and without -I. */
static int check_read(struct test_ctx *t, const struct feat_case *c, const struct spec *payload)
{
	const char *name = perf_header__feat_name(c->feat);
	struct perf_env env;
	char *text, *text_short;
	int err;

	reader_env(&env);
	err = perf_header__read_feature(c->feat, payload->p, payload->len, payload->swap, &env,
					NULL);
	TEST_ASSERT(!err, "%s: the payload%s was refused (%d)", name,
		    payload->swap ? " of the other byte order" : "", err);
	TEST_ASSERT(perf_env__has_feat(&env, c->feat), "%s: not marked present", name);
	text = print_feature(c->feat, &env, true);
	text_short = print_feature(c->feat, &env, false);
	TEST_ASSERT(!strcmp(text, c->text ? c->text : ""), "%s%s: printed\n%s\nwant\n%s", name,
		    payload->swap ? " (swapped)" : "", text, c->text ? c->text : "");
	TEST_ASSERT(!strcmp(text_short, is_full_only(c) ? c->text_short : text),
		    "%s: printed without -I\n%s", name, text_short);
	free(text);
	free(text_short);

	/* what was read is what the writer writes again, in this machine's order */
	if (c->fill && !c->not_kept) {
		struct feat_buf again = { 0 };
		struct spec native = { 0 };

		c->spec(&native);
		err = perf_header__write_feature(&again, c->feat, NULL, &env);
		TEST_ASSERT(!err && same_bytes(again.p, again.len, native.p, native.len),
			    "%s: read%s and written again: %zu bytes, want %zu", name,
			    payload->swap ? " swapped" : "", again.len, native.len);
		free(again.p);
		free(native.p);
	}
	perf_env__exit(&env);
	return TEST_OK;
}

DEFINE_TEST(
	test__header_feature_rows,
	"header features: each row writes Linux perf's layout, reads it in both byte orders and prints as Linux perf")
{
	bool seen[HEADER_LAST_FEATURE] = { false };

	/* the reference time is printed in local time: make it one */
	setenv("TZ", "UTC", 1);
	tzset();
	for (size_t i = 0; i < ARRAY_SIZE(cases); i++) {
		const struct feat_case *c = &cases[i];
		const char *name = perf_header__feat_name(c->feat);
		struct spec payload = { 0 }, swapped = { .swap = true };
		struct feat_buf b = { 0 };
		struct perf_env env = { 0 };
		int err;

		seen[c->feat] = true;
		c->spec(&payload);
		if (c->fill) {
			c->fill(&env);
			err = perf_header__write_feature(&b, c->feat, NULL, &env);
			TEST_ASSERT(!err, "%s: not written (%d)", name, err);
			TEST_ASSERT(same_bytes(b.p, b.len, payload.p, payload.len),
				    "%s: %zu bytes written, the layout has %zu or other bytes",
				    name, b.len, payload.len);
		} else {
			TEST_ASSERT(perf_header__write_feature(&b, c->feat, NULL, &env) == -ENOENT,
				    "%s: written from nothing", name);
		}
		perf_env__exit(&env);
		free(b.p);

		if (check_read(t, c, &payload))
			return TEST_FAIL;
		if (!c->native_only && c->feat != HEADER_TRACING_DATA) {
			c->spec(&swapped);
			if (check_read(t, c, &swapped))
				return TEST_FAIL;
		}
		free(payload.p);
		free(swapped.p);
	}
	/* every feature but the two of the evlist has its row */
	for (int f = HEADER_FIRST_FEATURE; f < HEADER_LAST_FEATURE; f++)
		TEST_ASSERT(seen[f] || f == HEADER_EVENT_DESC || f == HEADER_GROUP_DESC,
			    "feature %s has no row", perf_header__feat_name(f));
	return TEST_OK;
}

/* Reads data (n bytes, right before a PROT_NONE page) and prints it; the read's result. */
static int read_guarded(struct guarded *g, int feat, const void *data, size_t n, bool swap,
			FILE *sink)
{
	struct perf_env env;
	int err;

	reader_env(&env);
	err = perf_header__read_feature(feat, guarded_copy(g, data, n), n, swap, &env, NULL);
	perf_header__fprintf_feature(sink, feat, &env, true);
	perf_env__exit(&env);
	return err;
}

DEFINE_TEST(
	test__header_feature_cuts,
	"header features: every cut and every damaged byte of each payload read without a read past its end")
{
	FILE *sink = fopen("/dev/null", "w");
	static const u8 damage[] = { 0xff, 0x80, 0x00, 0x7f };

	TEST_ASSERT(sink, "/dev/null");
	setenv("TZ", "UTC", 1);
	tzset();
	for (size_t i = 0; i < ARRAY_SIZE(cases); i++) {
		const struct feat_case *c = &cases[i];
		const char *name = perf_header__feat_name(c->feat);
		struct spec payload = { 0 };
		struct guarded g;

		c->spec(&payload);
		TEST_ASSERT(guarded_init(&g, payload.len) == 0, "mmap");
		/* a cut payload is an error, or reads as a shorter valid one */
		for (size_t n = 0; n < payload.len; n++) {
			int err = read_guarded(&g, c->feat, payload.p, n, false, sink);

			TEST_ASSERT(err || (c->cut_ok && c->cut_ok(n)),
				    "%s: cut to %zu of %zu bytes, read without an error", name, n,
				    payload.len);
		}
		/* any byte damaged (counts, lengths, versions): read and printed, no fault */
		for (size_t at = 0; at < payload.len; at++) {
			char *copy = xmalloc(payload.len);

			for (size_t d = 0; d < ARRAY_SIZE(damage); d++) {
				memcpy(copy, payload.p, payload.len);
				copy[at] = damage[d];
				read_guarded(&g, c->feat, copy, payload.len, false, sink);
				read_guarded(&g, c->feat, copy, payload.len, true, sink);
			}
			free(copy);
		}
		guarded_exit(&g);
		free(payload.p);
	}
	fclose(sink);
	return TEST_OK;
}

/* ---- the two features of the events: event_desc and group_desc ---- */

static const char *const ev_names[] = { "cpu-clock", "task-clock", "page-faults" };

/* Three software events; with group, the last two are one group. */
static struct evlist *three_events(bool names, bool group)
{
	static const u64 configs[] = { PERF_COUNT_SW_CPU_CLOCK, PERF_COUNT_SW_TASK_CLOCK,
				       PERF_COUNT_SW_PAGE_FAULTS };
	struct evlist *evlist = evlist__new();
	struct evsel *second = NULL, *e;

	for (int i = 0; i < 3; i++) {
		struct perf_event_attr attr = { .size = sizeof(attr) };

		attr.type = PERF_TYPE_SOFTWARE;
		attr.config = configs[i];
		attr.sample_period = 4000;
		attr.sample_type = PERF_SAMPLE_IP | PERF_SAMPLE_TID;
		e = evsel__new(&attr, names ? ev_names[i] : "unnamed");
		evlist__add(evlist, e);
		if (i == 1)
			second = e;
		if (group && i == 2) {
			second->nr_members = 2;
			e->leader = second;
		}
	}
	return evlist;
}

/* event_desc: the events' attrs, each with its ids and name (the first with two ids) */
static void spec_event_desc(struct spec *s, struct evlist *evlist, bool ids)
{
	struct evsel *e;

	sp_u32(s, 3);
	sp_u32(s, sizeof(struct perf_event_attr));
	evlist__for_each_entry(evlist, e) {
		/* the attr as the writer's machine has it: the reader only skips it */
		sp_bytes(s, &e->attr, sizeof(e->attr));
		sp_u32(s, ids && e->idx == 0 ? 2 : 0);
		sp_str(s, ev_names[e->idx]);
		if (ids && e->idx == 0) {
			sp_u64(s, 11);
			sp_u64(s, 12);
		}
	}
}

/* group_desc: one group, its name, leader index and size */
static void spec_group_desc(struct spec *s, u32 leader, u32 members)
{
	sp_u32(s, 1);
	sp_str(s, "{anon_group}");
	sp_u32(s, leader);
	sp_u32(s, members);
}

static int check_events_read(struct test_ctx *t, bool swap)
{
	struct evlist *evlist = three_events(false, false);
	struct spec ed = { .swap = swap }, gd = { .swap = swap };
	struct perf_env env = { 0 };
	struct evsel *e, *lead;
	int err;

	spec_event_desc(&ed, evlist, true);
	spec_group_desc(&gd, 1, 2);
	err = perf_header__read_feature(HEADER_EVENT_DESC, ed.p, ed.len, swap, &env, evlist);
	TEST_ASSERT(!err, "event_desc%s refused", swap ? " (swapped)" : "");
	evlist__for_each_entry(evlist, e)
		TEST_ASSERT(!strcmp(evsel__name(e), ev_names[e->idx]), "event %d named %s, want %s",
			    e->idx, evsel__name(e), ev_names[e->idx]);
	err = perf_header__read_feature(HEADER_GROUP_DESC, gd.p, gd.len, swap, &env, evlist);
	TEST_ASSERT(!err, "group_desc%s refused", swap ? " (swapped)" : "");
	lead = list_next_entry(evlist__first(evlist), node);
	TEST_ASSERT(evsel__is_group_leader(evlist__first(evlist)) &&
			    evlist__first(evlist)->nr_members == 1 && lead->nr_members == 2 &&
			    evlist__last(evlist)->leader == lead,
		    "the group of events 1 and 2 not made");
	TEST_ASSERT(env.nr_groups == 1 && !strcmp(env.groups[0].name, "{anon_group}") &&
			    env.groups[0].leader == 1 && env.groups[0].nr_members == 2,
		    "group description");
	perf_env__exit(&env);
	evlist__delete(evlist);
	free(ed.p);
	free(gd.p);
	return TEST_OK;
}

DEFINE_TEST(test__header_event_desc,
	    "header features: event_desc names the events, group_desc groups them, bad ones refused")
{
	static const u32 bad_groups[][2] = {
		{ 2, 2 }, { 1, 0 }, { 3, 1 }, { 0, 4 }, { 0xffffffff, 2 }
	};
	struct evlist *evlist = three_events(true, true);
	struct spec ed = { 0 }, gd = { 0 };
	struct feat_buf b = { 0 };
	struct perf_env env = { 0 };
	struct guarded g;
	int err;

	/* written as the layout says */
	spec_event_desc(&ed, evlist, false);
	spec_group_desc(&gd, 1, 2);
	err = perf_header__write_feature(&b, HEADER_EVENT_DESC, evlist, &env);
	TEST_ASSERT(!err && same_bytes(b.p, b.len, ed.p, ed.len),
		    "event_desc: %zu bytes written, the layout has %zu or other bytes", b.len,
		    ed.len);
	b.len = 0;
	err = perf_header__write_feature(&b, HEADER_GROUP_DESC, evlist, &env);
	TEST_ASSERT(!err && same_bytes(b.p, b.len, gd.p, gd.len),
		    "group_desc: %zu bytes written, the layout has %zu or other bytes", b.len,
		    gd.len);
	free(b.p);
	evlist__delete(evlist);
	free(gd.p);
	/* events without a group: no group_desc */
	evlist = three_events(true, false);
	b = (struct feat_buf){ 0 };
	TEST_ASSERT(perf_header__write_feature(&b, HEADER_GROUP_DESC, evlist, &env) == -ENOENT,
		    "group_desc written without a group");
	evlist__delete(evlist);

	/* read, in both byte orders */
	if (check_events_read(t, false) || check_events_read(t, true))
		return TEST_FAIL;

	/* a group past the events, or of no event: refused, the events left alone */
	for (size_t i = 0; i < ARRAY_SIZE(bad_groups); i++) {
		struct evsel *e;

		evlist = three_events(true, false);
		gd = (struct spec){ 0 };
		spec_group_desc(&gd, bad_groups[i][0], bad_groups[i][1]);
		err = perf_header__read_feature(HEADER_GROUP_DESC, gd.p, gd.len, false, &env,
						evlist);
		TEST_ASSERT(err, "group of %u events from %u taken", bad_groups[i][1],
			    bad_groups[i][0]);
		evlist__for_each_entry(evlist, e)
			TEST_ASSERT(evsel__is_group_leader(e) && e->nr_members == 1,
				    "a refused group changed event %d", e->idx);
		perf_env__exit(&env);
		evlist__delete(evlist);
		free(gd.p);
	}

	/* every cut is an error, never a read past the end */
	evlist = three_events(false, false);
	gd = (struct spec){ 0 };
	spec_group_desc(&gd, 1, 2);
	TEST_ASSERT(guarded_init(&g, ed.len) == 0, "mmap");
	for (size_t n = 0; n < ed.len; n++) {
		err = perf_header__read_feature(HEADER_EVENT_DESC, guarded_copy(&g, ed.p, n), n,
						false, &env, evlist);
		perf_env__exit(&env);
		TEST_ASSERT(err, "event_desc cut to %zu of %zu bytes read without an error", n,
			    ed.len);
	}
	for (size_t n = 0; n < gd.len; n++) {
		err = perf_header__read_feature(HEADER_GROUP_DESC, guarded_copy(&g, gd.p, n), n,
						false, &env, evlist);
		perf_env__exit(&env);
		TEST_ASSERT(err, "group_desc cut to %zu of %zu bytes read without an error", n,
			    gd.len);
	}
	guarded_exit(&g);
	evlist__delete(evlist);
	free(ed.p);
	free(gd.p);
	return TEST_OK;
}

/* Runs cmd with its stdout into *out (allocated); its exit status. */
static int run_capture(const char *cmd, char **out)
{
	char path[] = "/tmp/perf-test-hf-out-XXXXXX";
	int fd = mkstemp(path), st;
	char *full;
	size_t len;

	if (fd < 0)
		return -1;
	close(fd);
	full = xasprintf("%s >%s 2>/dev/null", cmd, path);
	st = system(full);
	free(full);
	if (read_file(path, out, &len))
		*out = xstrdup("");
	unlink(path);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* Removes the line that starts with prefix from text. */
static void drop_line(char *text, const char *prefix)
{
	char *at = strstr(text, prefix), *end;

	if (!at)
		return;
	end = strchrnul(at, '\n');
	memmove(at, *end ? end + 1 : end, strlen(end) + (*end ? 0 : 1));
}

DEFINE_TEST(
	test__header_feature_texts,
	"header features: Linux perf prints the rows' payloads as the rows say, and our header alike")
{
	struct perf_event_attr attr = { .size = sizeof(attr) };
	char path[] = "/tmp/perf-test-hf-XXXXXX";
	struct perf_data_file f;
	struct perf_env env = { 0 };
	struct perf_session *s;
	struct evlist *evlist;
	char *cmd, *out, *ours;
	FILE *f_ours;
	size_t len;
	int fd, rc;

	TEST_REQUIRE("linux-perf");
	/* one file with every row's payload (each row fills fields of its own) */
	for (size_t i = 0; i < ARRAY_SIZE(cases); i++)
		if (cases[i].fill && !cases[i].no_reference)
			cases[i].fill(&env);
	attr.type = PERF_TYPE_SOFTWARE;
	attr.config = PERF_COUNT_SW_CPU_CLOCK;
	attr.sample_period = 1000;
	attr.sample_type = PERF_SAMPLE_IP | PERF_SAMPLE_TID | PERF_SAMPLE_TIME;
	evlist = evlist__new();
	evlist__add(evlist, evsel__new(&attr, "cpu-clock"));
	/* an event of type 0 (hardware), a field printed only when not 0 */
	attr.type = PERF_TYPE_HARDWARE;
	attr.config = PERF_COUNT_HW_INSTRUCTIONS;
	evlist__add(evlist, evsel__new(&attr, "instructions"));
	fd = mkstemp(path);
	TEST_ASSERT(fd >= 0, "mkstemp");
	close(fd);
	TEST_ASSERT(perf_data__create(&f, path, evlist) == 0 &&
			    perf_data__finish(&f, evlist, &env) == 0,
		    "writing %s", path);
	evlist__delete(evlist);
	perf_env__exit(&env);

	cmd = xasprintf("TZ=UTC /usr/bin/perf report --header-only -I -i %s", path);
	rc = run_capture(cmd, &out);
	free(cmd);
	TEST_ASSERT(rc == 0, "Linux perf report --header-only -I: exit %d", rc);
	for (size_t i = 0; i < ARRAY_SIZE(cases); i++) {
		const struct feat_case *c = &cases[i];

		if (!c->fill || c->no_reference || !c->text)
			continue;
		TEST_ASSERT(strstr(out, c->text), "%s: Linux perf printed\n%s\nwithout\n%s",
			    perf_header__feat_name(c->feat), out, c->text);
	}
	/* and our whole header is Linux perf's, but for the time the file was written */
	TEST_ASSERT(perf_session__open(path, &s) == 0, "our reader refused %s", path);
	f_ours = open_memstream(&ours, &len);
	report_header__fprintf(s, f_ours, true);
	fclose(f_ours);
	perf_session__delete(s);
	if (!getenv("PERF_TEST_KEEP"))
		unlink(path);
	drop_line(out, "# captured on");
	drop_line(ours, "# captured on");
	if (strcmp(out, ours)) {
		const char *a = out, *b = ours, *la = out, *lb = ours;

		/* the first line that differs */
		for (; *a == *b && *a; a++, b++)
			if (*a == '\n')
				la = a + 1, lb = b + 1;
		TEST_ASSERT(0, "our header has\n%.*s\nwhere Linux perf's has\n%.*s",
			    (int)(strchrnul(lb, '\n') - lb), lb, (int)(strchrnul(la, '\n') - la),
			    la);
	}
	free(ours);
	free(out);
	return TEST_OK;
}
