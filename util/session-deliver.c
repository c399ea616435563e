// SPDX-License-Identifier: GPL-2.0
/*
 * The per-record dispatch of a session's walk (counts, the round's flush, time order) and
 * delivery: a record's evsel found, its sample parsed, the tool's callback called. See
 * session-internal.h.
 */
#include <errno.h>
#include <string.h>

#include "compress.h"
#include "debug.h"
#include "event.h"
#include "evlist.h"
#include "evsel.h"
#include "sample-read.h"
#include "session-internal.h"
#include "session.h"

/* The evsel of a host-order record by its id (first evsel when it has none). */
static struct evsel *event_evsel(struct perf_session *s, const union perf_event *ev)
{
	size_t size = ev->header.size;
	u64 id = 0;

	if (s->one_evsel)
		return evlist__first(s->evlist);
	if (!perf_event__is_kernel_type(ev->header.type))
		return NULL;
	if (perf_event__read_id(ev, size, ev->header.type, s->id_pos,
				s->sample_id_all ? s->is_pos : -1, &id))
		return evlist__first(s->evlist);
	return perf_session__evsel_by_id(s, id);
}

int perf_session__parse_sample(struct perf_session *s, const union perf_event *event,
			       struct perf_sample *sample, struct evsel **evselp)
{
	struct evsel *evsel = event_evsel(s, event);

	*evselp = evsel;
	if (!evsel) {
		memset(sample, 0, sizeof(*sample));
		sample->pid = sample->tid = sample->cpu = (u32)-1;
		if (event->header.type == PERF_RECORD_SAMPLE) {
			s->stats.nr_unknown_id++;
			return -EINVAL;
		}
		return 0;
	}
	return perf_event__parse_sample(event, &evsel->attr, sample);
}

/* The record's timestamp without a full parse; -1 when it has none. */
static u64 event_time(struct perf_session *s, const union perf_event *ev, struct evsel **evselp)
{
	struct evsel *evsel = event_evsel(s, ev);
	u64 t, pos;
	size_t size = ev->header.size;

	*evselp = evsel;
	if (!evsel)
		return (u64)-1;
	t = evsel->attr.sample_type;
	if (!(t & PERF_SAMPLE_TIME))
		return (u64)-1;
	if (ev->header.type == PERF_RECORD_SAMPLE) {
		pos = !!(t & PERF_SAMPLE_IDENTIFIER) + !!(t & PERF_SAMPLE_IP) +
		      !!(t & PERF_SAMPLE_TID);
		if (8 + (pos + 1) * 8 > size)
			return (u64)-1;
		return ev->sample.array[pos];
	}
	if (!evsel->attr.sample_id_all)
		return (u64)-1;
	pos = 1 + !!(t & PERF_SAMPLE_ID) + !!(t & PERF_SAMPLE_STREAM_ID) + !!(t & PERF_SAMPLE_CPU) +
	      !!(t & PERF_SAMPLE_IDENTIFIER);
	if (pos * 8 + 8 > size)
		return (u64)-1;
	memcpy(&t, (const char *)ev + size - pos * 8, 8);
	return t;
}

static perf_event_op tool_op(struct perf_tool *tool, u32 type)
{
	perf_event_op op = NULL;

	switch (type) {
	case PERF_RECORD_SAMPLE:
		op = tool->sample;
		break;
	case PERF_RECORD_MMAP:
		op = tool->mmap;
		break;
	case PERF_RECORD_MMAP2:
		op = tool->mmap2;
		break;
	case PERF_RECORD_COMM:
		op = tool->comm;
		break;
	case PERF_RECORD_NAMESPACES:
		op = tool->namespaces;
		break;
	case PERF_RECORD_CGROUP:
		op = tool->cgroup;
		break;
	case PERF_RECORD_FORK:
		op = tool->fork;
		break;
	case PERF_RECORD_EXIT:
		op = tool->exit;
		break;
	case PERF_RECORD_LOST:
		op = tool->lost;
		break;
	case PERF_RECORD_LOST_SAMPLES:
		op = tool->lost_samples;
		break;
	case PERF_RECORD_READ:
		op = tool->read;
		break;
	case PERF_RECORD_THROTTLE:
		op = tool->throttle;
		break;
	case PERF_RECORD_UNTHROTTLE:
		op = tool->unthrottle;
		break;
	case PERF_RECORD_AUX:
		op = tool->aux;
		break;
	case PERF_RECORD_ITRACE_START:
		op = tool->itrace_start;
		break;
	case PERF_RECORD_SWITCH:
	case PERF_RECORD_SWITCH_CPU_WIDE:
		op = tool->context_switch;
		break;
	case PERF_RECORD_KSYMBOL:
		op = tool->ksymbol;
		break;
	case PERF_RECORD_BPF_EVENT:
		op = tool->bpf;
		break;
	case PERF_RECORD_TEXT_POKE:
		op = tool->text_poke;
		break;
	case PERF_RECORD_FINISHED_ROUND:
		op = tool->finished_round;
		break;
	case PERF_RECORD_HEADER_BUILD_ID:
		op = tool->build_id;
		break;
	default:
		break;
	}
	return op ? op : tool->other;
}

/*
 * The record's sample fields (a SAMPLE's, or the sample_id trailer of another record): 0, or
 * -EINVAL for a SAMPLE that does not parse. Another record's are zero when they do not parse,
 * and without an evsel (pid, tid and cpu -1).
 */
int session__parse_for_delivery(const union perf_event *ev, const struct evsel *evsel,
				struct perf_sample *sample)
{
	if (!evsel) {
		memset(sample, 0, sizeof(*sample));
		sample->pid = sample->tid = sample->cpu = (u32)-1;
		return 0;
	}
	if (perf_event__parse_sample(ev, &evsel->attr, sample)) {
		if (ev->header.type == PERF_RECORD_SAMPLE)
			return -EINVAL;
		memset(sample, 0, sizeof(*sample));
	}
	return 0;
}

/* The record to the tool's callback, its sample parsed (parse_err: the parse's return). */
int session__deliver_parsed(struct perf_session *s, struct perf_tool *tool, union perf_event *ev,
			    struct evsel *evsel, u64 off, struct perf_sample *sample, int parse_err)
{
	perf_event_op op = tool_op(tool, ev->header.type);

	if (s->progress && !--s->progress_left) {
		int err = session__progress_tick(s);

		if (err)
			return err;
	}
	if (ev->header.type == PERF_RECORD_SAMPLE) {
		if (!evsel) {
			s->stats.nr_unknown_id++;
			return 0;
		}
		if (parse_err) {
			s->stats.nr_invalid_samples++;
			pr_debug("skipping a malformed sample (%u bytes)\n", ev->header.size);
			return 0;
		}
		s->stats.total_period += sample->period;
	}
	if (tool->dump && perf_event__is_kernel_type(ev->header.type))
		tool->dump(tool, off, ev, sample, evsel);
	if (tool->advance && sample->time &&
	    (!tool->advance_from || sample->time >= *tool->advance_from) &&
	    perf_event__is_kernel_type(ev->header.type))
		tool->advance(tool, sample->time);
	if (!op) {
		if (ev->header.type >= PERF_RECORD_HEADER_MAX ||
		    (ev->header.type >= PERF_RECORD_KERNEL_MAX &&
		     ev->header.type < PERF_RECORD_USER_TYPE_START))
			pr_debug("skipping unknown record type %u\n", ev->header.type);
		return 0;
	}
	if (ev->header.type == PERF_RECORD_SAMPLE && (evsel->attr.sample_type & PERF_SAMPLE_READ)) {
		if (!s->sample_reader)
			s->sample_reader = xcalloc(1, sizeof(*s->sample_reader));
		return sample_read__deliver(s->sample_reader, s->evlist, tool, op, ev, sample,
					    evsel, &s->stats.nr_unknown_id);
	}
	return op(tool, ev, sample, evsel);
}

int session__deliver(struct perf_session *s, struct perf_tool *tool, union perf_event *ev,
		     struct evsel *evsel, u64 off)
{
	struct perf_sample sample;
	int err = session__parse_for_delivery(ev, evsel, &sample);

	return session__deliver_parsed(s, tool, ev, evsel, off, &sample, err);
}

#define PROGRESS_EVERY 1024 /* records delivered between two progress calls */

int session__progress_tick(struct perf_session *s)
{
	u64 pos = __atomic_load_n(&s->progress_pos, __ATOMIC_RELAXED);

	s->progress_left = PROGRESS_EVERY;
	/* a file's offsets count from the start of the file, a stream's from its header's end */
	if (!s->pipe)
		pos = pos > s->header.data.offset ? pos - s->header.data.offset : 0;
	return s->progress(s->progress_arg, pos);
}

/* A record not queued for time order goes to delivery: here, or handed over by the reader. */
static int emit(struct perf_session *s, struct perf_tool *tool, union perf_event *ev,
		struct evsel *evsel, u64 off)
{
	if (s->ahead) {
		if (s->cur_buf)
			session_buf__get(s->cur_buf);
		return read_ahead__push(s->ahead, ev, evsel, s->cur_buf);
	}
	return session__deliver(s, tool, ev, evsel, off);
}

int session__process_one(struct perf_session *s, u64 off, union perf_event *ev, void *arg)
{
	struct perf_tool *tool = arg;
	u32 type = ev->header.type;
	struct evsel *evsel;
	u64 time;

	s->stats.nr_events[0]++;
	/* the walk's position, for the delivering thread's progress calls */
	if (s->progress)
		__atomic_store_n(&s->progress_pos, off, __ATOMIC_RELAXED);
	if (type < PERF_RECORD_HEADER_MAX)
		s->stats.nr_events[type]++;
	else
		s->stats.nr_unknown_events++;
	if (type == PERF_RECORD_LOST && ev->header.size >= sizeof(ev->lost))
		s->stats.total_lost += ev->lost.lost;
	if (type == PERF_RECORD_LOST_SAMPLES && ev->header.size >= sizeof(ev->lost_samples))
		s->stats.total_lost_samples += ev->lost_samples.lost;

	if (!perf_event__is_kernel_type(type)) {
		/* user records are dumped as read (a COMPRESSED one by its contents) */
		if (tool->dump && type != PERF_RECORD_COMPRESSED)
			tool->dump(tool, off, ev, NULL, NULL);
		if (type == PERF_RECORD_FINISHED_ROUND && !tool->no_ordered_events) {
			int err = ordered_events__flush(s, tool, s->oe->next_flush);

			s->oe->next_flush = s->oe->max_timestamp;
			if (err)
				return err;
			session__release_delivered(s, off);
			if (s->decomp && !s->ahead)
				perf_decomp__release(s->decomp, session__live_seq(s));
		}
		if (type == PERF_RECORD_HEADER_ATTR || type == PERF_RECORD_HEADER_FEATURE ||
		    type == PERF_RECORD_HEADER_TRACING_DATA) {
			/* already taken in at open */
			return tool->other ? emit(s, tool, ev, NULL, off) : 0;
		}
		if (type == PERF_RECORD_COMPRESSED)
			return session__decompress(s, off, ev, session__process_one, arg);
		return emit(s, tool, ev, NULL, off);
	}
	if (type >= PERF_RECORD_KERNEL_MAX) {
		pr_debug("skipping unknown record type %u at %#llx\n", type,
			 (unsigned long long)off);
		return tool->other ? emit(s, tool, ev, NULL, off) : 0;
	}
	if (tool->no_ordered_events) {
		session__release(s, off);
		return session__deliver(s, tool, ev, event_evsel(s, ev), off);
	}
	time = event_time(s, ev, &evsel);
	/* as in Linux perf, a record without a time (or of time 0: synthesized) is not queued */
	if (time == (u64)-1 || !time)
		return emit(s, tool, ev, evsel, off);
	if (time < s->oe->last_flush)
		s->stats.nr_unordered++;
	ordered_events__queue(s->oe, ev, time, evsel, s->cur_buf, off);
	return 0;
}
