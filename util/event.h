/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The records of a perf.data file and of the ring buffer: the kernel's PERF_RECORD_* layouts
 * and the parsed sample are the library's (<perf/event.h>); here the user record types
 * Linux perf adds (64 and up) with union perf_event over them all, where a record's sample
 * id sits, names for -D and --stat, and byte-swapping records written on a machine of the
 * other byte order.
 *
 * Every record starts with struct perf_event_header (type, misc, size). All parsing
 * functions here check every length against header.size: a corrupt record gives -EINVAL,
 * never an out-of-bounds read.
 */
#ifndef PERF_EVENT_H
#define PERF_EVENT_H

#include <linux/perf_event.h>
#include <limits.h>
#include <stdbool.h>
#include <errno.h>
#include <stddef.h>
#include <string.h>
#include <sys/types.h>

#include <perf/event.h>

#include "util.h"

/* Record types perf (the tool, not the kernel) writes into perf.data. */
enum perf_user_event_type {
	PERF_RECORD_USER_TYPE_START = 64,
	PERF_RECORD_HEADER_ATTR = 64,
	PERF_RECORD_HEADER_EVENT_TYPE = 65, /* deprecated */
	PERF_RECORD_HEADER_TRACING_DATA = 66,
	PERF_RECORD_HEADER_BUILD_ID = 67,
	PERF_RECORD_FINISHED_ROUND = 68,
	PERF_RECORD_ID_INDEX = 69,
	PERF_RECORD_AUXTRACE_INFO = 70,
	PERF_RECORD_AUXTRACE = 71,
	PERF_RECORD_AUXTRACE_ERROR = 72,
	PERF_RECORD_THREAD_MAP = 73,
	PERF_RECORD_CPU_MAP = 74,
	PERF_RECORD_STAT_CONFIG = 75,
	PERF_RECORD_STAT = 76,
	PERF_RECORD_STAT_ROUND = 77,
	PERF_RECORD_EVENT_UPDATE = 78,
	PERF_RECORD_TIME_CONV = 79,
	PERF_RECORD_HEADER_FEATURE = 80,
	PERF_RECORD_COMPRESSED = 81,
	PERF_RECORD_FINISHED_INIT = 82,
	PERF_RECORD_HEADER_MAX
};

/* Kernel record types newer than some system headers. */
#define PERF_RECORD_KERNEL_MAX 32

/* In header.misc of a build-id record: build_id[20] holds the id's length. */
#define PERF_RECORD_MISC_BUILD_ID_SIZE (1 << 15)

/* User records. */
struct perf_record_header_attr {
	struct perf_event_header header;
	struct perf_event_attr attr; /* attr.size bytes, then the ids to the record's end */
};

struct perf_record_header_event_type {
	struct perf_event_header header;
	u64 event_id;
	char name[64];
};

/* The tracing-data blob (size bytes, padded to 8) follows the record, outside header.size. */
struct perf_record_header_tracing_data {
	struct perf_event_header header;
	u32 size;
	u32 pad; /* Linux perf's struct is 12 bytes; header.size says which */
};

struct perf_record_header_build_id {
	struct perf_event_header header;
	s32 pid;
	union {
		u8 build_id[24];
		struct {
			u8 data[20];
			u8 size; /* valid with PERF_RECORD_MISC_BUILD_ID_SIZE */
			u8 reserved1__;
			u16 reserved2__;
		};
	};
	char filename[]; /* NUL terminated, padded to 64 */
};

struct perf_id_index_entry {
	u64 id, idx, cpu, tid;
};

struct perf_record_id_index {
	struct perf_event_header header;
	u64 nr;
	struct perf_id_index_entry entries[];
};

struct perf_record_auxtrace_info {
	struct perf_event_header header;
	u32 type, reserved__;
	u64 priv[];
};

/* size bytes of trace follow the record, outside header.size. */
struct perf_record_auxtrace {
	struct perf_event_header header;
	u64 size, offset, reference;
	u32 idx, tid, cpu, reserved__;
};

struct perf_record_auxtrace_error {
	struct perf_event_header header;
	u32 type, code, cpu, pid, tid, fmt;
	u64 ip;
	char msg[64];
};

struct perf_record_thread_map_entry {
	u64 pid;
	char comm[16];
};

struct perf_record_thread_map {
	struct perf_event_header header;
	u64 nr;
	struct perf_record_thread_map_entry entries[];
};

struct perf_record_stat_config {
	struct perf_event_header header;
	u64 nr;
	struct {
		u64 tag, val;
	} data[];
};

struct perf_record_stat {
	struct perf_event_header header;
	u64 id;
	u32 cpu, thread;
	u64 val, ena, run;
};

struct perf_record_stat_round {
	struct perf_event_header header;
	u64 type, time;
};

/* perf_record_event_update.type */
enum {
	PERF_EVENT_UPDATE__UNIT = 0,	/* data: the unit, a NUL terminated string */
	PERF_EVENT_UPDATE__SCALE = 1,	/* data: a double */
	PERF_EVENT_UPDATE__NAME = 2,	/* data: the name */
	PERF_EVENT_UPDATE__CPUS = 3,	/* data: a cpu map (as PERF_RECORD_CPU_MAP's) */
};

/* The encodings of a PERF_RECORD_CPU_MAP's data (its first u16). */
enum {
	PERF_CPU_MAP__CPUS = 0,		/* u16 nr, u16 cpu[nr] */
	PERF_CPU_MAP__MASK = 1,		/* u16 nr, u16 long_size, then a bitmap of longs */
	PERF_CPU_MAP__RANGE_CPUS = 2,	/* u8 any_cpu, u8 pad, u16 start, u16 end */
};

struct perf_record_event_update {
	struct perf_event_header header;
	u64 type, id;
	char data[];
};

struct perf_record_time_conv {
	struct perf_event_header header;
	u64 time_shift, time_mult, time_zero, time_cycles, time_mask;
	u8 cap_user_time_zero, cap_user_time_short, reserved[6];
};

struct perf_record_header_feature {
	struct perf_event_header header;
	u64 feat_id;
	char data[];
};

union perf_event {
	struct perf_event_header header;
	struct perf_record_mmap mmap;
	struct perf_record_mmap2 mmap2;
	struct perf_record_comm comm;
	struct perf_record_namespaces namespaces;
	struct perf_record_fork fork;
	struct perf_record_lost lost;
	struct perf_record_lost_samples lost_samples;
	struct perf_record_read read;
	struct perf_record_throttle throttle;
	struct perf_record_aux aux;
	struct perf_record_itrace_start itrace_start;
	struct perf_record_switch context_switch;
	struct perf_record_ksymbol ksymbol;
	struct perf_record_bpf_event bpf;
	struct perf_record_cgroup cgroup;
	struct perf_record_text_poke text_poke;
	struct perf_record_aux_output_hw_id aux_output_hw_id;
	struct perf_record_header_attr attr;
	struct perf_record_header_event_type event_type;
	struct perf_record_header_tracing_data tracing_data;
	struct perf_record_header_build_id build_id;
	struct perf_record_id_index id_index;
	struct perf_record_auxtrace_info auxtrace_info;
	struct perf_record_auxtrace auxtrace;
	struct perf_record_auxtrace_error auxtrace_error;
	struct perf_record_thread_map thread_map;
	struct perf_record_stat_config stat_config;
	struct perf_record_stat stat;
	struct perf_record_stat_round stat_round;
	struct perf_record_event_update event_update;
	struct perf_record_time_conv time_conv;
	struct perf_record_header_feature feat;
	struct {
		struct perf_event_header header;
		u64 array[];
	} sample;
};

/*
 * Where the sample id sits, so a reader can find the evsel before parsing: in a SAMPLE, the
 * index in u64s after the header (-1: no id); in other records with sample_id_all, the index
 * counted back from the record's end (1 = last u64; -1: no id).
 */
int perf_event__sample_id_pos(u64 sample_type);
int perf_event__nonsample_id_pos(u64 sample_type);
/*
 * The id of a record of type and size bytes at rec (any alignment, the file's byte order),
 * by the positions above (is_pos -1 when the file has no sample_id_all). The one place a
 * reader (session, evlist) takes the id from: 0, -ENOENT when the record carries none
 * (user-space types included) or -EINVAL when it is too short to.
 */

/* Bytes of the sample_id trailer a record gets with attr->sample_id_all (0 when off). */
size_t perf_event__id_hdr_size(const struct perf_event_attr *attr);

/*
 * Writes the sample_id trailer for sample (pid, tid, time, id, stream_id, cpu by
 * attr->sample_type) at buf, which must have perf_event__id_hdr_size() bytes.
 */
void perf_event__write_id_hdr(void *buf, const struct perf_event_attr *attr,
			      const struct perf_sample *sample);

/*
 * What -D and script --show-*-events print after "PERF_RECORD_<NAME>" for these records,
 * as Linux perf prints them (one line end included; several lines for NAMESPACES); a bare
 * line end for a record too short for its fields. The length snprintf would have written.
 */
int perf_event__snprintf_switch(char *buf, size_t len, const union perf_event *event);
int perf_event__snprintf_namespaces(char *buf, size_t len, const union perf_event *event);
int perf_event__snprintf_cgroup(char *buf, size_t len, const union perf_event *event);
/* True for record types the kernel writes (below PERF_RECORD_USER_TYPE_START). */
static inline bool perf_event__is_kernel_type(u32 type)
{
	return type < PERF_RECORD_USER_TYPE_START;
}

/* (documented with perf_event__sample_id_pos above; inline: report reads every sample's id) */
static inline int perf_event__read_id(const void *rec, size_t size, u32 type, int id_pos,
				      int is_pos, u64 *id)
{
	const char *p = rec;

	if (type == PERF_RECORD_SAMPLE) {
		if (id_pos < 0)
			return -ENOENT;
		if (size < sizeof(struct perf_event_header) || (size - 8) / 8 <= (size_t)id_pos)
			return -EINVAL;
		memcpy(id, p + 8 + (size_t)id_pos * 8, sizeof(*id));
		return 0;
	}
	if (!perf_event__is_kernel_type(type) || is_pos <= 0)
		return -ENOENT;
	if (size < sizeof(struct perf_event_header) || (size - 8) / 8 < (size_t)is_pos)
		return -EINVAL;
	memcpy(id, p + size - (size_t)is_pos * 8, sizeof(*id));
	return 0;
}

/*
 * Byte-swapping. A file written on a machine of the other byte order is read by swapping
 * each record into host order before use; tests/tools/perf-data-swap does the reverse.
 * Each field is swapped by its own width (u32 pairs stay pairs), as a machine of the other
 * order would have written it. The header is swapped too. to_host: the record is foreign and
 * its header is read after swapping; otherwise it is host order and read before swapping.
 * attr gives the layout of SAMPLE records and of sample_id trailers (NULL: not known, the
 * sample body and trailer are then swapped as u64s). Returns 0 or -EINVAL on a bad size
 * (the record is then left partially swapped; the caller must stop).
 */
int perf_event__swap(union perf_event *event, const struct perf_event_attr *attr, bool to_host);
/* Swaps just the 8-byte header in place. */
void perf_event_header__swap(struct perf_event_header *h);
/* Swaps an attr of the given byte size (attr->size may be foreign; pass to_host). */
void perf_event_attr__swap(struct perf_event_attr *attr, size_t size, bool to_host);

/* Zero padding to the 8-byte record alignment. */
static inline size_t perf_align8(size_t n)
{
	return (n + 7) & ~(size_t)7;
}

#endif
