/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Records for what existed before recording started, read from /proc: COMM, FORK and MMAP2
 * for existing tasks, the kernel's map ([kernel.kallsyms]_text) and the modules' maps, so a
 * report can resolve samples of tasks that started earlier. Each record is passed to a
 * handler (record writes it into the data section); records carry a zeroed sample_id trailer
 * of id_hdr_size bytes when the attrs have sample_id_all (perf_event__id_hdr_size()).
 */
#ifndef PERF_SYNTHESIZE_H
#define PERF_SYNTHESIZE_H

#include <stdbool.h>
#include <sys/types.h>

#include "event.h"

struct perf_thread_map;

/* Receives each synthesized record; a non-zero return stops synthesis and is returned. */
typedef int (*perf_event_handler_t)(void *arg, union perf_event *event);

struct synth_opts {
	size_t id_hdr_size;	/* trailer bytes to append (zeroed) */
	bool mmap_data;		/* also non-executable maps (record -d) */
	bool no_mmaps;		/* COMM/FORK only */
	bool namespaces;	/* a NAMESPACES record for each task, after its FORK (--namespaces) */
	bool build_id_mmap;	/* MMAP2 records carry the objects' build-ids (--buildid-mmap) */
	/*
	 * A process's maps read for at most this long (ms, 0: 500, as Linux perf); the last
	 * record of one cut short says so (PERF_RECORD_MISC_PROC_MAP_PARSE_TIMEOUT).
	 */
	unsigned int proc_map_timeout_ms;
	perf_event_handler_t process;
	void *arg;
};

/*
 * COMM (and FORK for threads of a multi-threaded process) and MMAP2 for every task of
 * threads; the placeholder tid -1 is skipped. Tasks that vanished meanwhile are skipped.
 * 0 or the handler's error.
 */
int perf_event__synthesize_thread_map(struct perf_thread_map *threads,
				      const struct synth_opts *opts);
/* The same for every task on the system (record -a). */
int perf_event__synthesize_threads(const struct synth_opts *opts);
/* One process (all its threads) by pid. 0, -ESRCH when gone, or the handler's error. */
int perf_event__synthesize_pid(pid_t pid, const struct synth_opts *opts);

/*
 * The kernel's text map: PERF_RECORD_MMAP pid -1, filename "[kernel.kallsyms]_text", start
 * at _text (or _stext) from /proc/kallsyms, up to the end of the address space, pgoff =
 * start (as Linux perf). Skipped (0) when kallsyms shows no addresses.
 */
int perf_event__synthesize_kernel_mmap(const struct synth_opts *opts);
/* One MMAP per module of /proc/modules (pid -1, "/lib/modules/.../x.ko" or "[name]"). */
int perf_event__synthesize_modules(const struct synth_opts *opts);

/*
 * The records Linux perf record puts before the tasks' (util/synthesize-session.c): the
 * event of each sample id with its CPU and thread (ID_INDEX, split at 16-bit record sizes),
 * the clock events' unit and scale (EVENT_UPDATE), the thread and CPU maps the events were
 * opened on, and FINISHED_INIT after all synthesized records. 0 or the handler's error.
 */
struct evlist;
struct perf_cpu_map;
int perf_event__synthesize_id_index(struct evlist *evlist, const struct synth_opts *opts);
int perf_event__synthesize_event_updates(struct evlist *evlist, const struct synth_opts *opts);
int perf_event__synthesize_thread_map_record(struct perf_thread_map *threads,
					     const struct synth_opts *opts);
int perf_event__synthesize_cpu_map_record(struct perf_cpu_map *cpus, const struct synth_opts *opts);
int perf_event__synthesize_finished_init(const struct synth_opts *opts);

#endif
