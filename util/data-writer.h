/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Writing a perf.data file: the data section, buffered, between the header written first
 * and the features appended last. The formats themselves (file header, attrs, feature
 * sections) are header.c's; this file only orders the writes.
 */
#ifndef PERF_DATA_WRITER_H
#define PERF_DATA_WRITER_H

#include <stddef.h>

#include "util/util.h"

struct evlist;
struct perf_env;

/*
 * The writer. A perf.data file is created before the data is written: the header and the
 * attrs go first, at a fixed size, so the data offset never changes; at the end the header is
 * rewritten with the data size and the features are appended after the data.
 *
 *   struct perf_data_file f;
 *   perf_data__create(&f, "perf.data", evlist);      // after the evsels are open (ids known)
 *   perf_data__write(&f, record, size);                // synthesized and ring-buffer records
 *   perf_data__finish(&f, evlist, &env);               // before evlist__close (ids freed there)
 *
 * perf_data__write buffers small writes; it returns 0 or -errno. data_size counts the bytes
 * written so far (the record tool's "[ perf record: Captured and wrote X MB ]").
 */
struct perf_data_file {
	int fd;
	char *path;
	u64 data_offset;
	u64 data_size;
	u64 data_ok;	/* bytes of whole records known to be in the file */
	int nr_attrs;
	bool is_pipe;	/* a stream (perf_data__open_pipe): nothing is rewritten at the end */
	/* write buffer */
	char *buf;
	size_t buf_len;
	size_t buf_size;
};

/*
 * A stream on fd (standard output for -o -, kept open by the caller): the stream header and
 * the header records of evlist's events and env's features (util/pipe-writer.c) go first.
 * perf_data__finish then flushes and closes its own copy of fd. 0 or -errno.
 */
int perf_data__open_pipe(struct perf_data_file *f, int fd, struct evlist *evlist,
			 const struct perf_env *env);
/* Creates (truncates) path, writes the header and attrs of evlist. 0 or -errno. */
int perf_data__create(struct perf_data_file *f, const char *path, struct evlist *evlist);
/*
 * The same on fd, a regular file the caller created (perf record's temporary file, never
 * reopened by name), named name in messages. The writer owns fd from here, closed on
 * failure too. 0 or -errno.
 */
int perf_data__create_fd(struct perf_data_file *f, int fd, const char *name, struct evlist *evlist);
/*
 * After a failed write (a full disk): the header's data size set to the whole records that
 * reached the file, so that they stay readable (the header written at creation has no
 * features to lose). 0 or -errno.
 */
int perf_data__salvage(struct perf_data_file *f);
/* Appends a record (or several) to the data section. */
int perf_data__write(struct perf_data_file *f, const void *buf, size_t len);
/* Writes buffered data. */
int perf_data__flush(struct perf_data_file *f);
/*
 * Flushes, writes the features of env after the data, rewrites the header with the final
 * data size, closes the file. Names and ids for HEADER_EVENT_DESC come from evlist.
 * env may be NULL (no features). Always closes; returns 0 or -errno.
 */
int perf_data__finish(struct perf_data_file *f, struct evlist *evlist, const struct perf_env *env);
/* Closes without finishing (an error path); the file keeps what was written. */
void perf_data__close(struct perf_data_file *f);

#endif
