// SPDX-License-Identifier: GPL-2.0
/* Reading a perf.data stream from a pipe, record by record. See pipe-reader.h. */
#include <byteswap.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "debug.h"
#include "event.h"
#include "header.h"
#include "pipe-reader.h"
#include "session.h"

#define PIPE_HEADER_SIZE 16
#define IN_SIZE (256 * 1024)
/* Records go to buffers of this size (a bigger record gets a buffer of its own). */
#define BUF_SIZE (1024 * 1024)
/* A record's payload beyond this (tracing data, AUX data) is taken for garbage. */
#define MAX_PAYLOAD (256ULL << 20)

static void buf_release(struct session_buf *buf)
{
	struct pipe_reader *pr = buf->owner;

	if (pr)
		pr->held -= buf->size;
	if (pr && !pr->spare && buf->size == BUF_SIZE) {
		buf->len = 0;
		pr->spare = buf;
		return;
	}
	free(buf->data);
	free(buf);
}

static struct session_buf *buf_new(struct pipe_reader *pr, size_t size)
{
	struct session_buf *buf;

	if (size == BUF_SIZE && pr->spare) {
		buf = pr->spare;
		pr->spare = NULL;
	} else {
		buf = xzalloc(sizeof(*buf));
		buf->data = xmalloc(size);
		buf->size = size;
		buf->release = buf_release;
		buf->owner = pr;
	}
	buf->refs = 1; /* the reader's, until it retires the buffer */
	return buf;
}

/* Room for n bytes at an 8-aligned place of the current buffer. */
static char *reserve(struct pipe_reader *pr, size_t n)
{
	char *p;

	if (!pr->cur || pr->cur->size - pr->cur->len < n) {
		if (pr->cur) {
			/* counted as held until its queued records are delivered */
			pr->held += pr->cur->size;
			session_buf__retire(pr->cur);
		}
		pr->cur = buf_new(pr, n > BUF_SIZE ? perf_align8(n) : BUF_SIZE);
	}
	p = pr->cur->data + pr->cur->len;
	pr->cur->len += n;
	return p;
}

/* At least n bytes in the staging buffer: 0, 1 at the end of the stream first, or -errno. */
static int fill(struct pipe_reader *pr, size_t n)
{
	if (pr->in_len - pr->in_pos >= n)
		return 0;
	memmove(pr->in, pr->in + pr->in_pos, pr->in_len - pr->in_pos);
	pr->in_len -= pr->in_pos;
	pr->in_pos = 0;
	while (pr->in_len < n) {
		ssize_t r;

		if (pr->eof)
			return 1;
		r = read(pr->fd, pr->in + pr->in_len, pr->in_size - pr->in_len);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			return -errno;
		if (r == 0) {
			pr->eof = true;
			return 1;
		}
		pr->in_len += r;
	}
	return 0;
}

/* n bytes of the stream to dst: 0, 1 when it ends first, or -errno. */
static int copy_out(struct pipe_reader *pr, char *dst, size_t n)
{
	while (n) {
		size_t avail = pr->in_len - pr->in_pos, k;
		int err;

		if (!avail) {
			/* a big payload goes straight to its place */
			while (n >= pr->in_size / 2) {
				ssize_t r = read(pr->fd, dst, n);

				if (r < 0 && errno == EINTR)
					continue;
				if (r < 0)
					return -errno;
				if (r == 0) {
					pr->eof = true;
					return 1;
				}
				dst += r;
				n -= r;
			}
			if (!n)
				return 0;
			err = fill(pr, 1);
			if (err)
				return err;
			avail = pr->in_len - pr->in_pos;
		}
		k = avail < n ? avail : n;
		memcpy(dst, pr->in + pr->in_pos, k);
		pr->in_pos += k;
		dst += k;
		n -= k;
	}
	return 0;
}

static int bad_stream(struct pipe_reader *pr, const char *why)
{
	pr_err("%s: %s at offset %#llx of the stream\n", pr->name, why,
	       (unsigned long long)pr->off);
	return -EINVAL;
}

/*
 * The stream ended inside a record: the end, as Linux perf takes it, said once. What is left of
 * the record is dropped, so that a later call finds a clean end.
 */
static int cut_short(struct pipe_reader *pr)
{
	if (!pr->cut)
		pr_warning("%s: truncated record at offset %#llx of the stream, ignoring it\n",
			   pr->name, (unsigned long long)pr->off);
	pr->cut = true;
	pr->in_pos = pr->in_len;
	return 1;
}

static int read_error(struct pipe_reader *pr, int err)
{
	pr_err("%s: cannot read: %s\n", pr->name, strerror(-err));
	return err;
}

int pipe_reader__new(int fd, const char *name, struct pipe_reader **prp)
{
	struct pipe_reader *pr = xzalloc(sizeof(*pr));
	u64 hdr[2];
	int err;

	*prp = NULL;
	pr->fd = fd;
	pr->name = name;
	pr->in_size = IN_SIZE;
	pr->in = xmalloc(pr->in_size);
	err = fill(pr, sizeof(hdr));
	if (err < 0) {
		err = read_error(pr, err);
		goto fail;
	}
	if (err > 0) {
		pr_err("%s: %s\n", name,
		       pr->in_len ? "not a perf.data stream (too short)" : "empty input");
		err = -EINVAL;
		goto fail;
	}
	memcpy(hdr, pr->in, sizeof(hdr));
	if (hdr[0] == PERF_MAGIC2_SWAPPED) {
		pr->swap = true;
		hdr[1] = bswap_64(hdr[1]);
	} else if (hdr[0] != PERF_MAGIC2) {
		pr_err("%s: not a perf.data stream (bad magic)\n", name);
		err = -EINVAL;
		goto fail;
	}
	if (hdr[1] != PIPE_HEADER_SIZE) {
		/* Linux perf refuses it too: the file's sections are found by seeking */
		pr_err("%s: a perf.data file, not a stream, on a pipe: read it with -i FILE\n",
		       name);
		err = -EINVAL;
		goto fail;
	}
	pr->in_pos = sizeof(hdr);
	pr->off = 0; /* as Linux perf counts a stream's offsets: from after its header */
	*prp = pr;
	return 0;
fail:
	pipe_reader__delete(pr);
	return err;
}

void pipe_reader__delete(struct pipe_reader *pr)
{
	if (!pr)
		return;
	if (pr->cur) {
		/* buffers still pinned by queued records are freed when those go */
		pr->cur->owner = NULL;
		session_buf__retire(pr->cur);
	}
	if (pr->spare) {
		free(pr->spare->data);
		free(pr->spare);
	}
	free(pr->in);
	free(pr);
}

int pipe_reader__peek_type(struct pipe_reader *pr, u32 *type)
{
	struct perf_event_header h;
	int err = fill(pr, sizeof(h));

	if (err)
		return 1;
	memcpy(&h, pr->in + pr->in_pos, sizeof(h));
	*type = pr->swap ? bswap_32(h.type) : h.type;
	return 0;
}

int pipe_reader__next(struct pipe_reader *pr, union perf_event **evp, u64 *offp)
{
	struct perf_event_header h;
	u64 extra = 0, len;
	char *dst;
	int err;

	err = fill(pr, sizeof(h));
	if (err < 0)
		return read_error(pr, err);
	if (err > 0)
		return pr->in_len > pr->in_pos ? cut_short(pr) : 1;
	memcpy(&h, pr->in + pr->in_pos, sizeof(h));
	if (pr->swap)
		perf_event_header__swap(&h);
	if (h.size < sizeof(h))
		return bad_stream(pr, "malformed record (size below 8)");
	/* the kernel's records are 8-byte multiples; only user records may be of any size */
	if (h.type < PERF_RECORD_USER_TYPE_START && h.size % 8)
		return bad_stream(pr, "malformed record (size not a multiple of 8)");
	if (h.type == PERF_RECORD_HEADER_TRACING_DATA ||
	    (h.type == PERF_RECORD_AUXTRACE && h.size >= sizeof(struct perf_record_auxtrace))) {
		err = fill(pr, 16);
		if (err < 0)
			return read_error(pr, err);
		if (err > 0)
			return cut_short(pr);
		if (h.type == PERF_RECORD_HEADER_TRACING_DATA) {
			u32 v;

			memcpy(&v, pr->in + pr->in_pos + 8, 4);
			extra = perf_align8(pr->swap ? bswap_32(v) : v);
		} else {
			memcpy(&extra, pr->in + pr->in_pos + 8, 8);
			if (pr->swap)
				extra = bswap_64(extra);
		}
		if (extra > MAX_PAYLOAD)
			return bad_stream(pr, "malformed record (payload too big)");
	}
	len = h.size + extra;
	dst = reserve(pr, perf_align8(len));
	err = copy_out(pr, dst, len);
	if (err < 0)
		return read_error(pr, err);
	if (err > 0)
		return cut_short(pr);
	memset(dst + len, 0, perf_align8(len) - len);
	*evp = (union perf_event *)dst;
	*offp = pr->off;
	pr->off += len;
	return 0;
}
