/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Compressed perf.data records (record -z): PERF_RECORD_COMPRESSED records whose payloads,
 * taken in file order, are one zstd stream of ordinary records. A record of the stream may
 * be split between two COMPRESSED records; the stream is flushed (not ended) wherever a
 * reader must have seen every record written so far (before a FINISHED_ROUND), as Linux
 * perf does, so its history carries over and small flushes stay cheap.
 *
 * Writer (perf record):
 *
 *   struct perf_comp *c = perf_comp__new(level, flush_bytes);
 *   perf_comp__add(c, record, size, write_fn, arg);   // any number of records
 *   perf_comp__flush(c, write_fn, arg);               // before a FINISHED_ROUND, at the end
 *   perf_comp__delete(c);
 *
 * write_fn gets whole COMPRESSED records (header included, sizes not multiples of 8, as
 * Linux perf writes them). flush_bytes bounds what one COMPRESSED record decompresses to
 * (the stream is flushed after that much input), so that readers can bound their output.
 *
 * Reader (one per walk of a session: the stream state spans the walk):
 *
 *   struct perf_decomp *d = perf_decomp__new(max_out, swap);
 *   err = perf_decomp__feed(d, payload, len, cb, arg);  // cb gets each whole record
 *   perf_decomp__tag(d, mark); perf_decomp__release(d, live_mark);
 *   err = perf_decomp__end(d);                          // at the end of the data
 *   perf_decomp__delete(d);
 *
 * The records cb gets are 8-byte aligned and stay valid, in place, until released: every
 * buffer that handed out records during a feed is tagged with the caller's mark (the time
 * ordering queue's next sequence number) and freed by perf_decomp__release once live_mark
 * (the oldest sequence number still queued) has reached that tag. Output is bounded:
 * one payload may not decompress to more than max_out bytes (a decompression bomb), and a
 * bad zstd frame, a record size below its header or not a multiple of 8, or data ending
 * inside a record are errors: -EINVAL, with perf_decomp__strerror saying which.
 */
#ifndef PERF_COMPRESS_H
#define PERF_COMPRESS_H

#include <stdbool.h>
#include <stddef.h>

#include "util.h"

union perf_event;

/* HEADER_COMPRESSED's type of compression */
enum perf_comp_type {
	PERF_COMP_NONE = 0,
	PERF_COMP_ZSTD = 1,
};

/* record -z: the default level and the range (zstd's: 1 fastest .. 22 smallest) */
#define PERF_COMP_LEVEL_DEFAULT 1
#define PERF_COMP_LEVEL_MAX 22

/* The largest payload of a COMPRESSED record: its size is a u16, header included. */
#define PERF_COMP_MAX_PAYLOAD (65535 - 8)

typedef int (*perf_comp_write_fn)(void *arg, const void *buf, size_t len);

struct perf_comp;

/* NULL when zstd cannot make a context (out of memory). */
struct perf_comp *perf_comp__new(int level, size_t flush_bytes);
void perf_comp__delete(struct perf_comp *c);
/* Adds records (whole ones) to the stream; may write COMPRESSED records. 0 or -errno. */
int perf_comp__add(struct perf_comp *c, const void *buf, size_t len, perf_comp_write_fn out,
		   void *arg);
/* Writes everything added so far as COMPRESSED records. 0 or -errno. */
int perf_comp__flush(struct perf_comp *c, perf_comp_write_fn out, void *arg);
/* Bytes added, bytes of COMPRESSED records written (headers included). */
u64 perf_comp__bytes_in(const struct perf_comp *c);
u64 perf_comp__bytes_out(const struct perf_comp *c);

struct perf_decomp;

/*
 * cb gets each record of the stream, in host order when !swap; with swap only its header
 * was read swapped (the record is handed out as it is, for the caller to swap).
 * A non-zero return stops the feed and is returned.
 */
typedef int (*perf_decomp_cb)(void *arg, union perf_event *event);

/* max_out: the most one payload may decompress to. NULL when out of memory. */
struct perf_decomp *perf_decomp__new(u64 max_out, bool swap);
void perf_decomp__delete(struct perf_decomp *d);
int perf_decomp__feed(struct perf_decomp *d, const void *buf, size_t len, perf_decomp_cb cb,
		      void *arg);
/* Tags the buffers that handed out records since the last tag with mark. */
void perf_decomp__tag(struct perf_decomp *d, u64 mark);
/* Frees the buffers (but the one being filled) whose tag is at most live_mark. */
void perf_decomp__release(struct perf_decomp *d, u64 live_mark);
/* The end of the data: -EINVAL when it ended inside a record. */
int perf_decomp__end(struct perf_decomp *d);
/* Why the last call failed ("" when it did not). */
const char *perf_decomp__strerror(const struct perf_decomp *d);
/* Bytes decompressed so far. */
u64 perf_decomp__bytes_out(const struct perf_decomp *d);

/*
 * The bound readers put on one payload's output from the HEADER_COMPRESSED mmap_len (0 when
 * the file has none): a payload holds at most one ring buffer's worth of records, plus what
 * a writer still had buffered, so twice the ring (at least 1 MiB) is plenty.
 */
u64 perf_decomp__max_out(u64 mmap_len);

#endif
