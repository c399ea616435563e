/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Which DSOs of a perf.data file have samples, and what build-ids the file gives them.
 * Shared by buildid-list -H, buildid-cache -M and archive (and usable by record's build-id
 * pass): the file is replayed through a machine, each sample marks the DSO its ip falls in.
 */
#ifndef PERF_DSO_HITS_H
#define PERF_DSO_HITS_H

#include <stdbool.h>

struct machine;
struct perf_session;

/*
 * Gives the machine's DSOs (made on demand, named as in the file) the build-ids of the
 * file's build-id table (HEADER_BUILD_ID), in table order.
 */
void perf_session__set_build_ids(struct perf_session *session, struct machine *machine);

/*
 * Replays the records: COMM/FORK/EXIT/MMAP/MMAP2 build the tasks' maps, each sample sets
 * dso->hit on the DSO its ip maps to, PERF_RECORD_HEADER_BUILD_ID records in the data
 * (files written through a pipe) set build-ids. 0 or -errno; a truncated data section gives
 * the hits found before the damage (the session layer warns).
 */
int perf_session__mark_dso_hits(struct perf_session *session, struct machine *machine);

/*
 * The header reader drops a damaged build-id table quietly (a partial result); the build-id
 * tools want to say so. Walks the HEADER_BUILD_ID section of the file: returns the number of
 * whole records when they fill it exactly (0 when the file has no such section or is a pipe
 * file), -EINVAL when a record's size is wrong or the section is outside the file.
 */
int perf_session__check_build_id_table(struct perf_session *session);

#endif
