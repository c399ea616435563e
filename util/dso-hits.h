/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Which DSOs of a perf.data file have samples, and what build-ids the file gives them.
 * Shared by buildid-list -H, buildid-cache -M, archive and record's build-id pass: the file
 * is replayed (util/replay.h), each sample marks the DSO its ip falls in.
 */
#ifndef PERF_DSO_HITS_H
#define PERF_DSO_HITS_H

#include <stdbool.h>

struct perf_session;
struct replay;

/*
 * Replays the records into the replay's machine (its side-band handlers build the tasks'
 * maps and take a stream's build-id records); each sample sets dso->hit on the DSO its ip
 * maps to. 0 or -errno; a truncated data section gives the hits found before the damage
 * (the session layer warns).
 */
int replay__mark_dso_hits(struct replay *replay);

/*
 * The header reader drops a damaged build-id table quietly (a partial result); the build-id
 * tools want to say so. Walks the HEADER_BUILD_ID section of the file: returns the number of
 * whole records when they fill it exactly (0 when the file has no such section or is a pipe
 * file), -EINVAL when a record's size is wrong or the section is outside the file.
 */
int perf_session__check_build_id_table(struct perf_session *session);

#endif
