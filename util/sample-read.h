/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Samples that carry counter values (PERF_SAMPLE_READ: record -e '{a,b}:S', or -s) stand
 * for one sample per value, as Linux perf delivers them to every tool (report, script, ...):
 * the value's event (found by its id) gets the sample with the period the value grew since
 * that id's previous sample. A value that did not grow is not delivered; a value whose id
 * names no event counts as a sample of unknown id.
 *
 *   struct sample_reader sr = {0};
 *   per sample of an event with PERF_SAMPLE_READ:
 *	sample_read__deliver(&sr, evlist, tool, op, event, &sample, evsel, &nr_unknown_id);
 *   sample_read__exit(&sr);
 */
#ifndef PERF_SAMPLE_READ_H
#define PERF_SAMPLE_READ_H

#include "util/hashmap.h"
#include "util/session.h"

struct sample_reader {
	struct hashmap last; /* sample id -> struct sample_read_last */
};

int sample_read__deliver(struct sample_reader *sr, struct evlist *evlist, struct perf_tool *tool,
			 perf_event_op op, union perf_event *event, struct perf_sample *sample,
			 struct evsel *evsel, u64 *nr_unknown_id);
void sample_read__exit(struct sample_reader *sr);

#endif
