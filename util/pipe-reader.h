/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Reading a perf.data stream (Linux perf's pipe mode: `perf record -o - | perf report -i -`)
 * from a file descriptor that cannot seek or be mapped. The stream is a 16-byte header
 * (magic, size 16) and then records: HEADER_ATTR, HEADER_FEATURE, HEADER_TRACING_DATA... first,
 * then the side band and the samples, FINISHED_ROUND after each pass over the rings.
 *
 * Records are copied out of a staging buffer, each at an 8-byte aligned place (pipe records may
 * have any size), into session buffers (struct session_buf, session.h): a record stays where it
 * is while the ordered-events queue holds it, and a buffer is freed once the records queued from
 * it are delivered. Memory is what the reader holds in flight, not the input size.
 *
 *   struct pipe_reader *pr;
 *   err = pipe_reader__new(fd, &pr, "-");   // reads and checks the 16-byte header
 *   while (!(err = pipe_reader__next(pr, &ev, &off))) ... use ev ...
 *   // err: 1 at the end (pr->cut: inside a record, said in one warning line), -EINVAL for
 *   // a malformed stream (one pr_err line)
 */
#ifndef PERF_PIPE_READER_H
#define PERF_PIPE_READER_H

#include <stdbool.h>

#include "event.h"
#include "util.h"

struct session_buf;

struct pipe_reader {
	int fd;
	const char *name; /* for messages: "-" or the path */
	bool swap; /* the writer was of the other byte order */
	bool eof;
	bool cut; /* the stream ended inside a record (a writer killed, say) */
	/* raw bytes as read, not yet copied out */
	char *in;
	size_t in_pos, in_len, in_size;
	u64 off; /* stream offset of the next record */
	struct session_buf *cur; /* where records are copied to */
	struct session_buf *spare; /* a free buffer kept for the next one */
	u64 held; /* bytes of retired buffers still alive (records queued in them) */
};

/*
 * Reads the stream header from fd (which stays the caller's). 0, or -EINVAL with one pr_err
 * line (not a perf.data stream, a file's header on a pipe, empty input).
 */
int pipe_reader__new(int fd, const char *name, struct pipe_reader **prp);
void pipe_reader__delete(struct pipe_reader *pr);

/*
 * The next record, in the stream's byte order (pr->swap says if that is foreign): *evp points
 * to an 8-aligned copy, valid until the reader retires its buffer, which a queued record (the
 * buffer's pending count, session.h) keeps alive. *offp is its offset in
 * the stream. 0; 1 at the end of the stream, also when it ends inside a record, as a writer that
 * was killed leaves it (pr->cut then, and one warning line: the records before it are whole);
 * -EINVAL on a malformed record (one pr_err line); -errno on a read error.
 */
int pipe_reader__next(struct pipe_reader *pr, union perf_event **evp, u64 *offp);

/* The type of the next record without taking it: 0, or 1 at the end (or a short stream). */
int pipe_reader__peek_type(struct pipe_reader *pr, u32 *type);

/* The buffer the last record went to (for the ordered-events queue's pending counts). */
static inline struct session_buf *pipe_reader__buf(struct pipe_reader *pr)
{
	return pr->cur;
}

#endif
