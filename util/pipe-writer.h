/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Writing a perf.data stream (Linux perf's pipe mode, `perf record -o -`): a stream cannot be
 * rewritten at the end, so what a file keeps in its header and feature sections goes first, as
 * user records: the 16-byte stream header, a HEADER_ATTR per event (attr and ids), a
 * HEADER_FEATURE per feature known at the start (the feature writers of header.c), the
 * HEADER_TRACING_DATA blob of tracepoints; then the writer's records, with FINISHED_INIT after
 * the synthesized ones (util/synthesize-session.h) and HEADER_BUILD_ID records where a tool adds
 * them (perf inject -b).
 *
 *   perf_pipe__write_header(evlist, &env, write_fn, arg);
 *   ... synthesized records, FINISHED_INIT ... samples ...
 */
#ifndef PERF_PIPE_WRITER_H
#define PERF_PIPE_WRITER_H

#include <linux/perf_event.h>
#include <stddef.h>
#include <sys/types.h>

#include "util.h"

struct evlist;
struct perf_env;

/* Where the bytes go: 0 or -errno. */
typedef int (*perf_pipe_write_fn)(void *arg, const void *buf, size_t len);

/*
 * The stream header, then the header records of evlist's events (each with its ids,
 * perf_header__evsel_ids) and of env's features (env may be NULL: attrs only).
 */
int perf_pipe__write_header(struct evlist *evlist, const struct perf_env *env,
			    perf_pipe_write_fn write_fn, void *arg);

/* One HEADER_BUILD_ID record: pid -1 for the host's kernel and its DSOs, as Linux perf. */
int perf_pipe__write_build_id(pid_t pid, u16 cpumode, const u8 *build_id, u8 size,
			      const char *filename, perf_pipe_write_fn write_fn, void *arg);

#endif
