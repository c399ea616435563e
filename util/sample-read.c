// SPDX-License-Identifier: GPL-2.0
/* PERF_SAMPLE_READ samples delivered one per value (util/sample-read.h). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "event.h"
#include "evlist.h"
#include "evsel.h"
#include "sample-read.h"
#include "util.h"

struct sample_read_last {
	u64 value;
};

/* One value of the sample's read block, delivered as a sample of its id's event. */
static int deliver_value(struct sample_reader *sr, struct evlist *evlist, struct perf_tool *tool,
			 perf_event_op op, union perf_event *event, struct perf_sample *sample,
			 u64 id, u64 value, u64 *nr_unknown_id)
{
	struct evsel *evsel = evlist__id2evsel(evlist, id);
	struct sample_read_last *last;

	if (!evsel) {
		(*nr_unknown_id)++;
		return 0;
	}
	last = hashmap__find(&sr->last, id, NULL, NULL);
	if (!last) {
		last = xcalloc(1, sizeof(*last));
		if (hashmap__add(&sr->last, id, last)) {
			free(last);
			return -ENOMEM;
		}
	}
	sample->id = id;
	sample->period = value - last->value;
	last->value = value;
	if (!sample->period)
		return 0;
	return op(tool, event, sample, evsel);
}

int sample_read__deliver(struct sample_reader *sr, struct evlist *evlist, struct perf_tool *tool,
			 perf_event_op op, union perf_event *event, struct perf_sample *sample,
			 struct evsel *evsel, u64 *nr_unknown_id)
{
	const struct sample_read *r = &sample->read;

	if (!(evsel->attr.read_format & PERF_FORMAT_GROUP)) {
		u64 id = (evsel->attr.read_format & PERF_FORMAT_ID) ? r->one.id : sample->id;

		return deliver_value(sr, evlist, tool, op, event, sample, id, r->one.value,
				     nr_unknown_id);
	}
	for (u64 i = 0; i < r->nr; i++) {
		const u64 *v = r->group + i * r->group_entry_size;
		u64 id, value;
		int err;

		/* without ids the values cannot be told apart: Linux perf drops them too */
		if (!(evsel->attr.read_format & PERF_FORMAT_ID)) {
			(*nr_unknown_id)++;
			continue;
		}
		memcpy(&value, v, sizeof(value));
		memcpy(&id, v + 1, sizeof(id));
		err = deliver_value(sr, evlist, tool, op, event, sample, id, value, nr_unknown_id);
		if (err)
			return err;
	}
	return 0;
}

void sample_read__exit(struct sample_reader *sr)
{
	struct hashmap_slot *s;

	hashmap__for_each(&sr->last, s)
		free(s->entry);
	hashmap__exit(&sr->last);
}
