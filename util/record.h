/* SPDX-License-Identifier: GPL-2.0 */
/* What perf record asks of each event: its sample layout, period, inheritance, tracking. */
#ifndef PERF_RECORD_H
#define PERF_RECORD_H

#include <stdbool.h>

#include "target.h"
#include "util.h"

struct evlist;

/*
 * -D/--delay: when the events count, in ms from the workload's start (or the session's):
 * [start, end) windows in order, end UINT64_MAX for "from then on"; or, until_enabled, only
 * once the control fd says enable (-D -1).
 */
struct record_delay_range {
	u64 start, end;
};

struct record_delay {
	int nr;
	struct record_delay_range *ranges;
	bool until_enabled;
};

struct record_opts {
	struct target target;
	u64 freq; /* -F, Hz (default 4000) */
	u64 period; /* -c */
	bool user_freq; /* -F given */
	bool user_period; /* -c given */
	bool call_graph; /* -g / --call-graph */
	bool call_graph_dwarf; /* --call-graph dwarf: REGS_USER + STACK_USER, unwound later */
	u16 max_stack; /* --call-graph fp,N: attr.sample_max_stack (0: the kernel's) */
	u32 stack_size; /* --call-graph dwarf,SIZE: bytes of user stack per sample */
	u64 user_regs; /* --user-regs: sample_regs_user (0: none) */
	u64 intr_regs; /* -I/--intr-regs: sample_regs_intr (0: none) */
	bool raw_samples; /* -R */
	bool no_inherit; /* -i, and -t by default */
	bool no_buildid; /* -B */
	bool no_buildid_cache; /* -N */
	bool sample_cpu; /* PERF_SAMPLE_CPU even without -a/-C */
	bool sample_address; /* -d: PERF_SAMPLE_ADDR, and the data mmaps */
	bool inherit_stat; /* -s: per-thread counts (READ records as children exit) */
	bool buildid_all; /* --buildid-all: every DSO's build-id, hit or not */
	bool tracking_dummy; /* record: -a/-C track tasks with a dummy:HG event */
	bool no_timestamp; /* --no-timestamp: no PERF_SAMPLE_TIME (-T, the default, has it) */
	bool timestamp_set; /* -T given: times with --per-thread too */
	bool period_always; /* -P: PERF_SAMPLE_PERIOD with -c too */
	bool sample_identifier; /* --sample-identifier: PERF_SAMPLE_IDENTIFIER, one event too */
	bool no_samples; /* -n: no sampling, the side band only */
	bool sample_weight; /* -W: PERF_SAMPLE_WEIGHT_STRUCT */
	bool sample_phys_addr; /* --phys-data: PERF_SAMPLE_PHYS_ADDR */
	bool sample_data_page_size; /* --data-page-size: PERF_SAMPLE_DATA_PAGE_SIZE */
	bool sample_code_page_size; /* --code-page-size: PERF_SAMPLE_CODE_PAGE_SIZE */
	bool running_time; /* --running-time: time enabled/running in the read format */
	bool use_clockid; /* -k: the samples' clock is clockid */
	int clockid;
	bool switch_events; /* --switch-events: context switch records on the side band */
	bool namespaces; /* --namespaces: namespace records (and synthesized ones) */
	bool all_kernel; /* --all-kernel: every event counts in the kernel only */
	bool all_user; /* --all-user: every event counts in user space only */
	bool kernel_callchains; /* --kernel-callchains: the chains' kernel part only */
	bool user_callchains; /* --user-callchains: the chains' user part only */
	bool no_buffering; /* --no-buffering: a wakeup for every record */
	bool build_id_mmap; /* --buildid-mmap: MMAP2 records carry the build-ids */
	struct record_delay delay; /* -D: the events start disabled when it has a window */
};

/* Whether -D leaves the events disabled at the start. */
static inline bool record_delay__active(const struct record_delay *d)
{
	return d->until_enabled || d->nr > 0;
}

/*
 * -D's argument: MS (wait MS ms, 0: no wait), -1 (until enabled by --control), or windows
 * "A-B,C-D" (ms, each starting after the previous ends). 0, or -EINVAL with msg saying
 * why. record_delay__exit frees the windows.
 */
int record_delay__parse(struct record_delay *d, const char *arg, char *msg, size_t len);
void record_delay__exit(struct record_delay *d);

/* -D at run time: when the windows count from (CLOCK_MONOTONIC ns), and the next edge. */
struct record_delay_run {
	u64 start;
	int next; /* edge k: window k/2's start (even k) or end (odd k) */
};

void record_delay__begin(struct record_delay_run *run, u64 now);
/*
 * The edges due at now: a window's start enables evlist's events, its end disables all
 * but the tracking one (whose side band goes on); each said "Events enabled" or "Events
 * disabled" on stderr when say. True once the last window has closed.
 */
bool record_delay__step(const struct record_delay *d, struct record_delay_run *run,
			struct evlist *evlist, u64 now, bool say);
/* A poll timeout of at most timeout_ms that wakes for the next edge. */
int record_delay__timeout(const struct record_delay *d, const struct record_delay_run *run, u64 now,
			  int timeout_ms);

/* Linux perf's --call-graph dwarf default and limit (bytes, multiple of 8) */
#define RECORD_STACK_SIZE_DEFAULT 8192
#define RECORD_STACK_SIZE_MAX 65528

/*
 * --call-graph's record_mode[,record_size]: "fp", or "dwarf" with an optional stack size
 * (rounded up to 8, at most 65528). Modes this machine has no hardware for (lbr) and
 * unknown ones give -EINVAL with msg saying why.
 */
int record_opts__parse_callgraph(struct record_opts *opts, const char *arg, char *msg, size_t len);
/*
 * A register list for --user-regs / --intr-regs ("ax,bx,ip", case-insensitive; NULL or
 * empty: all of them) into a PERF_REG_X86_* mask. "?" lists the names on stdout and gives
 * 1. -EINVAL (msg says which name) for an unknown one.
 */
int record__parse_regs(const char *arg, u64 *mask, char *msg, size_t len);
/* The registers Linux perf samples for DWARF unwinding on x86_64 (no segment registers). */
#define RECORD_REGS_MASK 0xff0fffULL

/*
 * The target's cpu and thread maps set on evlist (per-cpu rings always: the kernel refuses
 * rings on inherited per-task events, and one ring per cpu keeps the fd count low for -p
 * of many threads), then record__config. With opts->tracking_dummy and a cpu target (-a,
 * -C) or a -D delay, the side band goes to an added "dummy:HG" event (software dummy,
 * period 1, enabled from the start, or at the workload's exec with -D), as Linux perf 6.1
 * records these sessions. 0, or -errno with msg saying why.
 */
int record__setup_maps(struct evlist *evlist, struct record_opts *opts, char *msg, size_t len);
/* The u64 index of PERF_SAMPLE_TIME in a sample of this type, or -1. */
int record__sample_time_pos(u64 sample_type);
/* /proc/sys/kernel/perf_event_max_sample_rate, 0 when unknown. */
unsigned int record__max_sample_rate(void);
/* Data pages per ring when -m is not given: 512 KiB worth. */
unsigned int record__default_mmap_pages(void);
/* "cycles" (falls back to cpu-clock at open when there is no PMU). */
void record__add_default_event(struct evlist *evlist);

#endif
