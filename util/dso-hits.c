// SPDX-License-Identifier: GPL-2.0
#include <byteswap.h>
#include <errno.h>
#include <string.h>

#include "util/dso-hits.h"
#include "util/dso.h"
#include "util/event.h"
#include "util/machine.h"
#include "util/map.h"
#include "util/replay.h"
#include "util/session.h"
#include "util/thread.h"

static int hits_sample(struct perf_tool *tool, union perf_event *event, struct perf_sample *sample,
		       struct evsel *evsel)
{
	struct machine *machine = replay__of(tool)->machine;
	struct thread *thread = machine__findnew_thread(machine, sample->pid, sample->tid);
	struct map *map;

	if (!thread)
		return 0;
	map = thread__find_map(thread, sample->cpumode, sample->ip);
	if (map && map->dso)
		map->dso->hit = true;
	return 0;
}

int replay__mark_dso_hits(struct replay *replay)
{
	replay->tool.sample = hits_sample;
	/*
	 * JIT code stays unmapped (its jitdump unread): it has no build-id either way, and
	 * perf record's pass does not read a dump that may be big
	 */
	replay->tool.advance = NULL;
	return replay__run(replay);
}

int perf_session__check_build_id_table(struct perf_session *session)
{
	const struct perf_file_header *h = &session->header;
	u64 at = h->data.offset + h->data.size, off, size;
	struct perf_file_section sec;
	const char *map = session->map;
	int idx = 0, n = 0;

	if (!(h->adds_features[0] & (1ULL << HEADER_BUILD_ID)) || !map)
		return 0;
	/* the sections are in feature order: count the features before the build-id one */
	for (int f = 0; f < HEADER_BUILD_ID; f++)
		idx += (h->adds_features[0] >> f) & 1;
	if (at < h->data.offset || at > session->size ||
	    (session->size - at) / sizeof(sec) <= (u64)idx)
		return -EINVAL;
	memcpy(&sec, map + at + idx * sizeof(sec), sizeof(sec));
	off = session->needs_swap ? bswap_64(sec.offset) : sec.offset;
	size = session->needs_swap ? bswap_64(sec.size) : sec.size;
	if (off > session->size || size > session->size - off)
		return -EINVAL;
	while (size) {
		struct perf_event_header eh;

		if (size < sizeof(struct perf_record_header_build_id))
			return -EINVAL;
		memcpy(&eh, map + off, sizeof(eh));
		if (session->needs_swap)
			eh.size = bswap_16(eh.size);
		if (eh.size < sizeof(struct perf_record_header_build_id) || eh.size > size)
			return -EINVAL;
		off += eh.size;
		size -= eh.size;
		n++;
	}
	return n;
}
