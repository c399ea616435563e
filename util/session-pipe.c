// SPDX-License-Identifier: GPL-2.0
/*
 * Pipe mode: "-" as the input, and a stream on standard input read record by record
 * (util/pipe-reader.h), through the same per-record dispatch as a file's records. See
 * session-internal.h.
 */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "debug.h"
#include "event.h"
#include "pipe-reader.h"
#include "session-internal.h"
#include "session.h"

const char *perf_session__default_input(void)
{
	struct stat st;

	/* as Linux perf: without -i, a pipe on standard input is the input */
	if (!fstat(STDIN_FILENO, &st) && S_ISFIFO(st.st_mode))
		return "-";
	return "perf.data";
}

bool perf_session__is_stdin(const char *path)
{
	return path && !strcmp(path, "-");
}

void perf_session__stream_outlives_sigint(const char *path)
{
	struct stat st;

	if (perf_session__is_stdin(path) && !fstat(STDIN_FILENO, &st) && S_ISFIFO(st.st_mode))
		signal(SIGINT, SIG_IGN);
}

/* The header records at the start of a stream, read at open: at most this much of them. */
#define PIPE_HEAD_MAX (64u << 20)
/* Records queued in buffers the reader has moved past: beyond this, the queue is flushed. */
#define PIPE_HELD_MAX (256u << 20)

static bool pipe_head_type(u32 type)
{
	return !perf_event__is_kernel_type(type) && type != PERF_RECORD_FINISHED_ROUND &&
	       type != PERF_RECORD_FINISHED_INIT && type != PERF_RECORD_COMPRESSED;
}

/* A stream record into host order (the swap needs the attr its id names). */
static int pipe_swap(struct perf_session *s, union perf_event *ev)
{
	struct perf_event_header h = ev->header;

	perf_event_header__swap(&h);
	return perf_event__swap(ev, session__foreign_attr(s, ev, h.size, h.type), true);
}

static void pipe_take_in(struct perf_session *s, union perf_event *ev)
{
	if (ev->header.type == PERF_RECORD_HEADER_ATTR)
		session__user_record(s, ev);
	else
		session__feature_scan(s, 0, ev, NULL);
}

/*
 * Reads the header records of a stream (attrs, features, tracing data: everything before the
 * first kernel record or FINISHED_ROUND/INIT), so that the evlist and env are there before
 * the records are processed; they are kept and delivered first.
 */
int session__pipe_open(struct perf_session *s)
{
	size_t alloc = 0;
	int err = pipe_reader__new(s->fd, s->path, &s->pipe);

	if (err)
		return err;
	s->needs_swap = s->pipe->swap;
	s->header.magic = PERF_MAGIC2;
	s->header.size = PERF_PIPE_HEADER_SIZE;
	s->header.data.offset = PERF_PIPE_HEADER_SIZE;
	for (;;) {
		union perf_event *ev;
		u64 off, len;
		u32 type;

		if (pipe_reader__peek_type(s->pipe, &type) || !pipe_head_type(type) ||
		    s->pipe_head_len > PIPE_HEAD_MAX)
			break;
		err = pipe_reader__next(s->pipe, &ev, &off);
		if (err)
			return err < 0 ? err : 0;
		if (s->needs_swap && pipe_swap(s, ev))
			return session__bad_file(s, "malformed record in the stream header");
		len = perf_align8(ev->header.size + record_payload(ev));
		if (s->pipe_head_len + 8 + len > alloc) {
			alloc = (s->pipe_head_len + 8 + len) * 2;
			s->pipe_head = xrealloc(s->pipe_head, alloc);
		}
		memcpy((char *)s->pipe_head + s->pipe_head_len, &off, 8);
		memcpy((char *)s->pipe_head + s->pipe_head_len + 8, ev, len);
		s->pipe_head_len += 8 + len;
		pipe_take_in(s, ev);
		s->pipe_head_end = off + len;
	}
	return 0;
}

/* Flushes the whole queue when it holds too much of the stream (a writer without rounds). */
static int pipe_check_held(struct perf_session *s, struct perf_tool *tool)
{
	int err;

	if (!tool || tool->no_ordered_events || s->pipe->held <= PIPE_HELD_MAX)
		return 0;
	pr_debug("%s: %llu bytes queued without a round's end: flushing\n", s->path,
		 (unsigned long long)s->pipe->held);
	err = ordered_events__flush(s, tool, (u64)-1);
	s->oe->next_flush = s->oe->max_timestamp;
	return err;
}

/*
 * The walk of a stream: the header records read at open, then record by record as they
 * arrive, each handed to cb (the same per-record dispatch as a file's walk). A stream is read
 * once. tool: the ordered-events queue's owner (NULL for the raw walk).
 */
int session__pipe_walk(struct perf_session *s, perf_session_raw_cb cb, void *arg,
		       struct perf_tool *tool, bool *bad)
{
	int ret = 0;

	*bad = false;
	if (s->pipe_done) {
		pr_err("%s: a stream can be read once\n", s->path);
		return -ESPIPE;
	}
	s->pipe_done = true;
	for (size_t pos = 0; pos < s->pipe_head_len;) {
		union perf_event *ev = (union perf_event *)((char *)s->pipe_head + pos + 8);
		u64 off;

		memcpy(&off, (char *)s->pipe_head + pos, 8);
		pos += 8 + perf_align8(ev->header.size + record_payload(ev));
		ret = cb(s, off, ev, arg);
		if (ret)
			return ret;
	}
	free(s->pipe_head);
	s->pipe_head = NULL;
	s->pipe_head_len = 0;
	for (;;) {
		union perf_event *ev;
		u64 off;
		int err = pipe_reader__next(s->pipe, &ev, &off);

		if (err > 0) {
			/* cut inside a record: what came before is kept, as a file's damage is */
			*bad = s->pipe->cut;
			break;
		}
		if (err == -EINVAL) {
			*bad = true;
			return err;
		}
		if (err)
			return err;
		if (s->needs_swap && pipe_swap(s, ev)) {
			*bad = true;
			pr_err("%s: malformed record at offset %#llx of the stream\n", s->path,
			       (unsigned long long)off);
			return -EINVAL;
		}
		if (ev->header.type == PERF_RECORD_HEADER_ATTR) {
			/* the readers set up per-event state at open: a later event is not theirs */
			pr_warning_once("%s: an event described after the data started, ignored\n",
					s->path);
		} else if (ev->header.type == PERF_RECORD_HEADER_FEATURE ||
			   ev->header.type == PERF_RECORD_HEADER_TRACING_DATA) {
			pipe_take_in(s, ev);
		}
		s->cur_buf = pipe_reader__buf(s->pipe);
		ret = cb(s, off, ev, arg);
		s->cur_buf = NULL;
		if (!ret)
			ret = pipe_check_held(s, tool);
		if (ret)
			return ret;
	}
	return 0;
}
