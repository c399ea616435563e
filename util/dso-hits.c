// SPDX-License-Identifier: GPL-2.0
#include <byteswap.h>
#include <errno.h>
#include <string.h>

#include "util/dso-hits.h"
#include "util/dso.h"
#include "util/event.h"
#include "util/machine.h"
#include "util/map.h"
#include "util/session.h"
#include "util/thread.h"

void perf_session__set_build_ids(struct perf_session *session, struct machine *machine)
{
	const struct perf_env *env = &session->env;

	for (int i = 0; i < env->nr_build_ids; i++) {
		const struct build_id_entry *e = &env->build_ids[i];
		struct build_id bid;

		if (!e->filename || !e->filename[0])
			continue;
		build_id__init(&bid, e->build_id, e->size);
		machine__set_build_id(machine, e->filename, &bid);
	}
}

struct hits_tool {
	struct perf_tool tool;
	struct machine *machine;
};

static int hits_side_band(struct perf_tool *tool, union perf_event *event,
			  struct perf_sample *sample, struct evsel *evsel)
{
	struct hits_tool *ht = container_of(tool, struct hits_tool, tool);

	machine__process_event(ht->machine, &event->header, sample ? sample->time : 0);
	return 0;
}

static int hits_sample(struct perf_tool *tool, union perf_event *event, struct perf_sample *sample,
		       struct evsel *evsel)
{
	struct hits_tool *ht = container_of(tool, struct hits_tool, tool);
	struct thread *thread = machine__findnew_thread(ht->machine, sample->pid, sample->tid);
	struct map *map;

	if (!thread)
		return 0;
	map = thread__find_map(thread, sample->cpumode, sample->ip);
	if (map && map->dso)
		map->dso->hit = true;
	return 0;
}

/* A build-id record in the data section: the pipe-mode form of the header table. */
static int hits_build_id(struct perf_tool *tool, union perf_event *event,
			 struct perf_sample *sample, struct evsel *evsel)
{
	struct hits_tool *ht = container_of(tool, struct hits_tool, tool);
	const struct perf_record_header_build_id *r = &event->build_id;
	size_t size = r->header.size, flen;
	struct build_id bid;
	char name[4096];
	u8 n;

	if (size <= sizeof(*r))
		return 0;
	flen = strnlen((const char *)(r + 1), size - sizeof(*r));
	if (!flen || flen >= sizeof(name))
		return 0;
	memcpy(name, r + 1, flen);
	name[flen] = '\0';
	n = (r->header.misc & PERF_RECORD_MISC_BUILD_ID_SIZE) ? r->size : 20;
	if (n > 20)
		n = 20;
	build_id__init(&bid, r->data, n);
	machine__set_build_id(ht->machine, name, &bid);
	return 0;
}

int perf_session__mark_dso_hits(struct perf_session *session, struct machine *machine)
{
	struct hits_tool ht = {
		.tool = {
			.sample = hits_sample,
			.mmap = hits_side_band,
			.mmap2 = hits_side_band,
			.comm = hits_side_band,
			.fork = hits_side_band,
			.exit = hits_side_band,
			.build_id = hits_build_id,
		},
		.machine = machine,
	};

	return perf_session__process_events(session, &ht.tool);
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
