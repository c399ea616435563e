/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the parts of the perf.data reader share; its users see util/session.h only.
 *
 *   session.c          opening: the header, attrs and features; the public walks
 *   session-file.c     a regular file's data section: the bounds-checked walk, the swap into
 *                      host order, the aligned copy, giving the map's pages back
 *   session-pipe.c     a stream on standard input, read record by record
 *   session-decomp.c   COMPRESSED records replaced by the records they hold
 *   session-deliver.c  the per-record dispatch (counts, time order or delivery) and delivery:
 *                      a record's sample parsed and handed to the tool's callback
 *   session-ahead.c    the walk, the parse and the time order on a second thread
 *   ordered-events.c   the time-order queue and its flush
 *
 * A walk hands each record to session__process_one, which queues it (ordered_events__queue,
 * inline here: it runs for every record) or delivers it; the flush at each FINISHED_ROUND
 * delivers the queue's due records, or hands them to the delivering thread when reading ahead.
 */
#ifndef PERF_SESSION_INTERNAL_H
#define PERF_SESSION_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "event.h"
#include "hashmap.h"
#include "session.h"
#include "util.h"

struct read_ahead;

/* Bytes some records carry after header.size (their payload), 0 for most. */
static inline u64 record_payload(const union perf_event *ev)
{
	if (ev->header.type == PERF_RECORD_HEADER_TRACING_DATA && ev->header.size >= 12)
		return perf_align8(ev->tracing_data.size);
	if (ev->header.type == PERF_RECORD_AUXTRACE && ev->header.size >= sizeof(ev->auxtrace))
		return ev->auxtrace.size;
	return 0;
}

/* ---- opening (session.c) ---- */

/* One pr_err line "PATH: why"; -EINVAL. */
int session__bad_file(struct perf_session *s, const char *why);
/* The attr a foreign-order record belongs to, reading its id by the file's order. */
const struct perf_event_attr *
session__foreign_attr(struct perf_session *s, const union perf_event *ev, size_t size, u32 type);
/* A stream's HEADER_ATTR record (host order): its event added to the evlist. */
void session__user_record(struct perf_session *s, union perf_event *ev);
/* A walk's callback: HEADER_FEATURE and TRACING_DATA records taken into the env. */
int session__feature_scan(struct perf_session *s, u64 off, union perf_event *ev, void *arg);

/* ---- a file's records (session-file.c) ---- */

/*
 * Finds where the readable data ends, and copies the records to 8-aligned places when some
 * are not 8-byte multiples (s->realigned, s->orig_offs).
 */
void session__prescan(struct perf_session *s);
/*
 * Walks the data section in file order, bounds-checking each record (swap: into host order
 * first); cb gets each record with its file offset. Returns the offset where the walk
 * stopped; *ret is cb's non-zero return, *bad set when a malformed record stopped it.
 */
u64 session__walk_records(struct perf_session *s, bool swap, perf_session_raw_cb cb, void *arg,
			  int *ret, bool *bad);
/* Stops later walks at file offset end (a record the swap pass found malformed). */
void session__truncate_view(struct perf_session *s, u64 end);
/* Gives back the mapped file's pages below file offset upto. */
void session__release(struct perf_session *s, u64 upto);
/* ... and those below off that no queued record still points into (at a round's end). */
void session__release_delivered(struct perf_session *s, u64 off);

/* ---- a stream (session-pipe.c) ---- */

/* Reads the header records of the stream on s->fd (attrs, features): 0 or -errno. */
int session__pipe_open(struct perf_session *s);
/*
 * The walk of a stream: the header records read at open, then the rest as it arrives, each
 * to cb. tool: the time-order queue's owner (NULL for a raw walk). Read once: -ESPIPE after.
 */
int session__pipe_walk(struct perf_session *s, perf_session_raw_cb cb, void *arg,
		       struct perf_tool *tool, bool *bad);

/* ---- compressed records (session-decomp.c) ---- */

/*
 * A COMPRESSED record: its payload continues the session's zstd stream; each record it
 * completes goes to cb with the COMPRESSED record's offset.
 */
int session__decompress(struct perf_session *s, u64 off, union perf_event *ev,
			perf_session_raw_cb cb, void *arg);
/* The end of a walk: the stream must not stop inside a record (unless the file did, cut). */
int session__decomp_end(struct perf_session *s, bool cut);
void session__decomp_free(struct perf_session *s);

/* ---- dispatch and delivery (session-deliver.c) ---- */

/*
 * A walk's callback for process_events (arg: the tool): counts the record, flushes the queue
 * at a round's end, queues the record for time order or delivers it.
 */
int session__process_one(struct perf_session *s, u64 off, union perf_event *ev, void *arg);
/*
 * The record's sample fields (a SAMPLE's, or the sample_id trailer of another record): 0, or
 * -EINVAL for a SAMPLE that does not parse.
 */
int session__parse_for_delivery(const union perf_event *ev, const struct evsel *evsel,
				struct perf_sample *sample);
/* The record to the tool's callback, its sample parsed (parse_err: the parse's return). */
int session__deliver_parsed(struct perf_session *s, struct perf_tool *tool, union perf_event *ev,
			    struct evsel *evsel, u64 off, struct perf_sample *sample,
			    int parse_err);
/* The delivery's progress call (perf_session__set_progress), every 1024 records. */
int session__progress_tick(struct perf_session *s);

/* Both: parsed, then delivered. */
int session__deliver(struct perf_session *s, struct perf_tool *tool, union perf_event *ev,
		     struct evsel *evsel, u64 off);

/* ---- reading ahead (session-ahead.c) ---- */

/*
 * process_events of a regular file with the walk on a second thread; this one delivers.
 * -EAGAIN when the thread could not be made (nothing was read).
 */
int session__process_ahead(struct perf_session *s, struct perf_tool *tool, u64 *end, bool *bad);
/*
 * The reader's: one record to deliver, in order; buf, the record's buffer (or NULL), with a
 * reference that goes with the record. Non-zero when delivering stopped on an error.
 */
int read_ahead__push(struct read_ahead *a, union perf_event *ev, struct evsel *evsel,
		     struct session_buf *buf);

/* ---- the time-order queue (ordered-events.c) ---- */

/* A queued record: ordered by time, ties in queue order (the sort is stable). */
/*
 * 32 bytes: the queue and its sort buffer are most of report's memory after the symbols. A
 * record lives in a pipe buffer (keep is that session_buf, held: its pointer, low bit clear)
 * or else in the file's map or a decompression buffer (keep is seq << 1 | 1, seq the queue
 * order: the decompressed buffers below the lowest seq queued are freed, util/compress.h).
 */
struct oe_entry {
	u64 time;
	u64 keep;
	union perf_event *event;
	struct evsel *evsel;
};

static inline struct session_buf *oe_entry__buf(const struct oe_entry *e)
{
	return e->keep & 1 ? NULL : (struct session_buf *)(uintptr_t)e->keep;
}

struct ordered_events {
	struct oe_entry *q;
	size_t nr, alloc;
	u64 seq;
	u64 max_timestamp; /* the highest time queued so far */
	u64 next_flush; /* flush up to here at the next FINISHED_ROUND */
	u64 last_flush; /* time of the last delivered record */
	struct oe_entry *tmp2; /* oe_sort's second buffer: the queue's size, swapped with it */
	size_t tmp2_alloc;
	u64 live_seq; /* the lowest seq still queued, when nr > 0 */
	size_t *runs; /* oe_sort's run starts */
	size_t runs_alloc;
	/*
	 * For -D only (want_off): each queued record's file offset under its address. A record's
	 * address is in use by one queued record at a time, so a later record at a reused
	 * address replaces the old offset; emptied whenever the queue is.
	 */
	bool want_off;
	struct hashmap offs;
	/*
	 * Delivering on this thread to a tool with prepare: records parsed a few places ahead
	 * of their delivery, in a ring by queue position, each tagged with its record's address
	 * (forgotten at each flush: positions and addresses change between them).
	 */
	struct oe_prep {
		const union perf_event *event; /* NULL: empty */
		int err;
		struct perf_sample sample;
	} * prep;
};

/* An empty queue; want_off: keep each record's file offset (for -D). */
struct ordered_events *ordered_events__new(bool want_off);
void ordered_events__free(struct ordered_events *oe);
/*
 * Delivers s's queued records with time <= limit in time order (to tool, or handed to the
 * delivering thread when reading ahead); keeps the rest queued. A callback's error or 0.
 */
int ordered_events__flush(struct perf_session *s, struct perf_tool *tool, u64 limit);
/* Empties the queue undelivered (after an error), its records letting go of their buffers. */
void ordered_events__drop(struct ordered_events *oe);

/* A record (in buf, or NULL: the map or a decompression buffer) queued; for every record. */
static inline void ordered_events__queue(struct ordered_events *oe, union perf_event *ev, u64 time,
					 struct evsel *evsel, struct session_buf *buf, u64 off)
{
	if (oe->nr == oe->alloc) {
		oe->alloc = oe->alloc ? oe->alloc * 2 : 4096;
		oe->q = xrealloc(oe->q, oe->alloc * sizeof(*oe->q));
	}
	oe->q[oe->nr].time = time;
	oe->q[oe->nr].keep = buf ? (u64)(uintptr_t)buf : oe->seq << 1 | 1;
	oe->seq++;
	/* -D's offsets, beside the queue (its entries stay 32 bytes): off + 1 under the address */
	if (oe->want_off)
		hashmap__set(&oe->offs, (u64)(uintptr_t)ev, NULL, NULL,
			     (void *)(uintptr_t)(off + 1));
	if (buf)
		session_buf__get(buf);
	oe->q[oe->nr].event = ev;
	oe->q[oe->nr].evsel = evsel;
	oe->nr++;
	if (time > oe->max_timestamp)
		oe->max_timestamp = time;
}

/* The oldest sequence number still queued: the records below it were delivered. */
static inline u64 session__live_seq(struct perf_session *s)
{
	if (!s->oe)
		return 0;
	return s->oe->nr ? s->oe->live_seq : s->oe->seq;
}

#endif
