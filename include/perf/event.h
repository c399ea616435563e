/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The records a ring buffer hands out: the kernel's PERF_RECORD_* layouts (each starts with
 * struct perf_event_header: type, misc, size), and a PERF_RECORD_SAMPLE (or the sample_id
 * trailer of another record) parsed by its event's attr into a struct perf_sample. Plain
 * data: the caller owns what it declares.
 */
#ifndef LIBPERF_EVENT_H
#define LIBPERF_EVENT_H

#include <linux/limits.h>
#include <linux/perf_event.h>
#include <stdbool.h>
#include <stdint.h>

#ifndef PERF_RECORD_MISC_MMAP_BUILD_ID
#define PERF_RECORD_MISC_MMAP_BUILD_ID (1 << 14)
#endif

/* The kernel's fixed parts; the trailing sample_id (with sample_id_all) follows the name. */
struct perf_record_mmap {
	struct perf_event_header header;
	uint32_t pid, tid;
	uint64_t start, len, pgoff;
	char filename[PATH_MAX];
};

struct perf_record_mmap2 {
	struct perf_event_header header;
	uint32_t pid, tid;
	uint64_t start, len, pgoff;
	union {
		struct {
			uint32_t maj, min;
			uint64_t ino, ino_generation;
		};
		struct {
			/* with PERF_RECORD_MISC_MMAP_BUILD_ID in header.misc */
			uint8_t build_id_size;
			uint8_t __reserved_1;
			uint16_t __reserved_2;
			uint8_t build_id[20];
		};
	};
	uint32_t prot, flags;
	char filename[PATH_MAX];
};

/*
 * Whether an MMAP2 record carries a build-id. The flag alone does not say it: once one
 * event of the machine asks for build-ids (record --buildid-mmap), the kernel (6.18 here)
 * sets PERF_RECORD_MISC_MMAP_BUILD_ID on the records it then writes for the events after
 * it too, with the device and inode where the build-id goes: a "size" of the major's low
 * byte (254 for a virtio disk), the rest in the reserved bytes. A size above 20 or reserved
 * bytes set are no build-id. (Linux perf 6.1 copies such a size into its 20 bytes and dies.)
 */
static inline bool perf_record_mmap2__has_build_id(const struct perf_record_mmap2 *r)
{
	return (r->header.misc & PERF_RECORD_MISC_MMAP_BUILD_ID) && r->build_id_size &&
	       r->build_id_size <= sizeof(r->build_id) && !r->__reserved_1 && !r->__reserved_2;
}

struct perf_record_comm {
	struct perf_event_header header;
	uint32_t pid, tid;
	char comm[16];
};

struct perf_record_namespaces {
	struct perf_event_header header;
	uint32_t pid, tid;
	uint64_t nr_namespaces;
	struct perf_ns_link_info link_info[];
};

/* FORK and EXIT */
struct perf_record_fork {
	struct perf_event_header header;
	uint32_t pid, ppid, tid, ptid;
	uint64_t time;
};

struct perf_record_lost {
	struct perf_event_header header;
	uint64_t id, lost;
};

struct perf_record_lost_samples {
	struct perf_event_header header;
	uint64_t lost;
};

/* READ: pid, tid, then the values laid out by attr.read_format. */
struct perf_record_read {
	struct perf_event_header header;
	uint32_t pid, tid;
	uint64_t value; /* first word of the read_format layout */
};

/* THROTTLE and UNTHROTTLE */
struct perf_record_throttle {
	struct perf_event_header header;
	uint64_t time, id, stream_id;
};

struct perf_record_aux {
	struct perf_event_header header;
	uint64_t aux_offset, aux_size, flags;
};

struct perf_record_itrace_start {
	struct perf_event_header header;
	uint32_t pid, tid;
};

/* SWITCH has no payload; SWITCH_CPU_WIDE names the other task. */
struct perf_record_switch {
	struct perf_event_header header;
	uint32_t next_prev_pid, next_prev_tid;
};

struct perf_record_ksymbol {
	struct perf_event_header header;
	uint64_t addr;
	uint32_t len;
	uint16_t ksym_type, flags;
	char name[];
};

struct perf_record_bpf_event {
	struct perf_event_header header;
	uint16_t type, flags;
	uint32_t id;
	uint8_t tag[8];
};

struct perf_record_cgroup {
	struct perf_event_header header;
	uint64_t id;
	char path[];
};

struct perf_record_text_poke {
	struct perf_event_header header;
	uint64_t addr;
	uint16_t old_len, new_len;
	uint8_t bytes[];
};

struct perf_record_aux_output_hw_id {
	struct perf_event_header header;
	uint64_t hw_id;
};

/* Every record as one type (its full definition is perf's, with the records perf.data adds). */
union perf_event;

/* PERF_SAMPLE_CALLCHAIN: nr then nr addresses (PERF_CONTEXT_* markers included). */
struct ip_callchain {
	uint64_t nr;
	uint64_t ips[];
};

struct branch_entry {
	uint64_t from, to;
	uint64_t flags; /* the kernel's bitfield: mispred, predicted, in_tx, abort, cycles, type */
};

struct branch_stack {
	uint64_t nr;
	uint64_t hw_idx; /* only when attr.branch_sample_type has PERF_SAMPLE_BRANCH_HW_INDEX */
	struct branch_entry entries[];
};

struct regs_dump {
	uint64_t abi;
	uint64_t mask;
	const uint64_t *regs; /* popcount(mask) values, pointing into the record */
};

struct stack_dump {
	uint64_t size; /* bytes dumped (the "dyn_size" when present, else the requested size) */
	uint64_t req; /* bytes asked for (attr.sample_stack_user) */
	const char *data;
};

/* One counter's value in a READ group or single read. */
struct sample_read_value {
	uint64_t value;
	uint64_t id; /* with PERF_FORMAT_ID */
	uint64_t lost; /* with PERF_FORMAT_LOST */
};

struct sample_read {
	uint64_t time_enabled;
	uint64_t time_running;
	uint64_t nr; /* number of values: 1 without PERF_FORMAT_GROUP */
	struct sample_read_value one; /* the value without PERF_FORMAT_GROUP */
	const uint64_t *group; /* with PERF_FORMAT_GROUP: nr entries of group_entry_size u64s */
	uint32_t group_entry_size; /* in u64s: 1 + !!ID + !!LOST */
};

/*
 * A parsed sample (or the sample_id trailer of a side-band record: then only pid, tid,
 * time, id, stream_id, cpu are filled). Pointers point into the record, which must outlive it.
 * Fields the sample_type lacks are 0 (pid, tid, cpu: -1 / (uint32_t)-1).
 */
struct perf_sample {
	uint64_t ip;
	uint32_t pid, tid;
	uint64_t time;
	uint64_t addr;
	uint64_t id;
	uint64_t stream_id;
	uint64_t period;
	uint64_t weight;
	uint64_t transaction;
	uint64_t data_src;
	uint64_t phys_addr;
	uint64_t data_page_size;
	uint64_t code_page_size;
	uint64_t cgroup;
	uint32_t cpu;
	uint32_t raw_size;
	uint16_t ins_lat; /* PERF_SAMPLE_WEIGHT_STRUCT */
	uint16_t p_stage_cyc; /* PERF_SAMPLE_WEIGHT_STRUCT */
	uint16_t misc; /* header.misc of the record */
	uint8_t cpumode; /* header.misc & PERF_RECORD_MISC_CPUMODE_MASK */
	const void *raw_data;
	const struct ip_callchain *callchain;
	const struct branch_stack *branch_stack;
	bool branch_hw_idx; /* branch_stack->hw_idx is present */
	struct regs_dump user_regs;
	struct regs_dump intr_regs;
	struct stack_dump user_stack;
	struct sample_read read;
	uint64_t aux_size;
	const void *aux_data;
	/* a consumer's note on the sample made before its delivery (perf_tool's prepare) */
	const void *prep_for; /* the consumer's, NULL: none */
	uint32_t prep_hash, prep_gen;
	const void *prep_ptr[2];
};

/* The branch entries (branch_stack->entries is only right when hw_idx is present). */
static inline const struct branch_entry *perf_sample__branch_entries(const struct perf_sample *s)
{
	const uint64_t *p = &s->branch_stack->nr + 1 + (s->branch_hw_idx ? 1 : 0);

	return (const struct branch_entry *)p;
}

/*
 * Parses a PERF_RECORD_SAMPLE by attr (sample_type, read_format, branch_sample_type,
 * sample_regs_*), or, for any other kernel record when attr->sample_id_all is set, its
 * sample_id trailer. The record must be in host byte order. Returns 0 or -EINVAL when a field
 * runs past header.size (s is then partially filled).
 */
int perf_event__parse_sample(const union perf_event *event, const struct perf_event_attr *attr,
			     struct perf_sample *s);

/* "SAMPLE", "MMAP2", "FINISHED_ROUND", ... ("UNKNOWN" when unknown). */
const char *perf_event__name(uint32_t type);

#endif
