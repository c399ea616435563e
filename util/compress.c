// SPDX-License-Identifier: GPL-2.0
/* zstd streams in PERF_RECORD_COMPRESSED records, both ways. See compress.h. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compress.h"
#include "event.h"
#include "util/lazy-zstd.h"

/* ---- writer ---- */

/* records are gathered here and given to zstd in big pieces (few calls per pass) */
#define COMP_STAGE (128u * 1024)

struct perf_comp {
	ZSTD_CCtx *cctx;
	size_t flush_bytes; /* flush after this much input */
	size_t since_flush;
	char *stage;
	size_t stage_len;
	/* the COMPRESSED record being filled: header, then payload */
	char rec[8 + PERF_COMP_MAX_PAYLOAD];
	size_t rec_len; /* payload bytes */
	u64 bytes_in, bytes_out;
};

struct perf_comp *perf_comp__new(int level, size_t flush_bytes)
{
	struct perf_comp *c = calloc(1, sizeof(*c));

	if (!c)
		return NULL;
	c->cctx = ZSTD_createCCtx();
	c->stage = malloc(COMP_STAGE);
	if (!c->cctx || !c->stage ||
	    ZSTD_isError(ZSTD_CCtx_setParameter(c->cctx, ZSTD_c_compressionLevel, level))) {
		perf_comp__delete(c);
		return NULL;
	}
	c->flush_bytes = flush_bytes ? flush_bytes : COMP_STAGE;
	return c;
}

void perf_comp__delete(struct perf_comp *c)
{
	if (!c)
		return;
	ZSTD_freeCCtx(c->cctx);
	free(c->stage);
	free(c);
}

u64 perf_comp__bytes_in(const struct perf_comp *c)
{
	return c->bytes_in;
}

u64 perf_comp__bytes_out(const struct perf_comp *c)
{
	return c->bytes_out;
}

static int comp_emit(struct perf_comp *c, perf_comp_write_fn out, void *arg)
{
	struct perf_event_header h = {
		.type = PERF_RECORD_COMPRESSED,
		.size = (u16)(sizeof(h) + c->rec_len),
	};
	int err;

	if (!c->rec_len)
		return 0;
	memcpy(c->rec, &h, sizeof(h));
	err = out(arg, c->rec, sizeof(h) + c->rec_len);
	c->bytes_out += sizeof(h) + c->rec_len;
	c->rec_len = 0;
	return err;
}

/* Compresses the staged records; with ZSTD_e_flush all of it reaches COMPRESSED records. */
static int comp_run(struct perf_comp *c, ZSTD_EndDirective mode, perf_comp_write_fn out, void *arg)
{
	ZSTD_inBuffer in = { c->stage, c->stage_len, 0 };

	for (;;) {
		ZSTD_outBuffer ob = { c->rec + 8, PERF_COMP_MAX_PAYLOAD, c->rec_len };
		size_t left = ZSTD_compressStream2(c->cctx, &ob, &in, mode);
		int err;

		if (ZSTD_isError(left))
			return -EIO; /* zstd's own failure (memory): not the data's */
		c->rec_len = ob.pos;
		if (ob.pos == ob.size) {
			err = comp_emit(c, out, arg);
			if (err)
				return err;
		}
		if (in.pos < in.size)
			continue;
		if (mode == ZSTD_e_continue || !left)
			break;
	}
	c->stage_len = 0;
	if (mode == ZSTD_e_flush) {
		c->since_flush = 0;
		return comp_emit(c, out, arg);
	}
	return 0;
}

int perf_comp__add(struct perf_comp *c, const void *buf, size_t len, perf_comp_write_fn out,
		   void *arg)
{
	int err;

	c->bytes_in += len;
	c->since_flush += len;
	while (len) {
		size_t n = min_t(size_t, len, COMP_STAGE - c->stage_len);

		memcpy(c->stage + c->stage_len, buf, n);
		c->stage_len += n;
		buf = (const char *)buf + n;
		len -= n;
		if (c->stage_len == COMP_STAGE) {
			err = comp_run(c, ZSTD_e_continue, out, arg);
			if (err)
				return err;
		}
	}
	if (c->since_flush >= c->flush_bytes)
		return perf_comp__flush(c, out, arg);
	return 0;
}

int perf_comp__flush(struct perf_comp *c, perf_comp_write_fn out, void *arg)
{
	return comp_run(c, ZSTD_e_flush, out, arg);
}

/* ---- reader ---- */

/* Decompressed records land in chunks; a chunk is freed once none of its records is queued. */
#define CHUNK_SIZE (1024u * 1024)
/* below this much room, the next output goes to a new chunk (a record is at most 64 KiB) */
#define CHUNK_ROOM (16u * 1024)

struct chunk {
	struct chunk *next;
	u64 tag;
	bool used; /* handed out records since the last tag */
	size_t rpos; /* the first byte not handed out (8-aligned) */
	size_t wpos; /* the end of the output */
	char buf[];
};

struct perf_decomp {
	ZSTD_DStream *ds;
	u64 max_out;
	bool swap;
	struct chunk *head, *cur; /* oldest .. cur (being filled) */
	struct chunk *spare; /* one freed chunk kept for the next */
	u64 bytes_out;
	char err[160];
};

struct perf_decomp *perf_decomp__new(u64 max_out, bool swap)
{
	struct perf_decomp *d = calloc(1, sizeof(*d));

	if (!d)
		return NULL;
	d->ds = ZSTD_createDStream();
	if (!d->ds || ZSTD_isError(ZSTD_initDStream(d->ds))) {
		perf_decomp__delete(d);
		return NULL;
	}
	d->max_out = max_out;
	d->swap = swap;
	return d;
}

void perf_decomp__delete(struct perf_decomp *d)
{
	struct chunk *c, *next;

	if (!d)
		return;
	for (c = d->head; c; c = next) {
		next = c->next;
		free(c);
	}
	free(d->spare);
	ZSTD_freeDStream(d->ds);
	free(d);
}

const char *perf_decomp__strerror(const struct perf_decomp *d)
{
	return d->err;
}

u64 perf_decomp__bytes_out(const struct perf_decomp *d)
{
	return d->bytes_out;
}

u64 perf_decomp__max_out(u64 mmap_len)
{
	u64 ring = mmap_len > (1u << 20) ? mmap_len : (1u << 20);

	return 2 * ring;
}

static int decomp_fail(struct perf_decomp *d, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static int decomp_fail(struct perf_decomp *d, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(d->err, sizeof(d->err), fmt, ap);
	va_end(ap);
	return -EINVAL;
}

/* A chunk to write to, the unhanded bytes of the current one carried over. */
static int decomp_roll(struct perf_decomp *d)
{
	struct chunk *old = d->cur, *c = d->spare;
	size_t carry = old ? old->wpos - old->rpos : 0;

	if (c)
		d->spare = NULL;
	else
		c = malloc(sizeof(*c) + CHUNK_SIZE);
	if (!c)
		return decomp_fail(d, "out of memory");
	memset(c, 0, sizeof(*c));
	if (carry)
		memcpy(c->buf, old->buf + old->rpos, carry);
	c->wpos = carry;
	if (old)
		old->next = c;
	else
		d->head = c;
	d->cur = c;
	return 0;
}

/* Hands out the whole records of the current chunk. */
static int decomp_parse(struct perf_decomp *d, perf_decomp_cb cb, void *arg)
{
	struct chunk *c = d->cur;

	while (c->wpos - c->rpos >= sizeof(struct perf_event_header)) {
		union perf_event *ev = (union perf_event *)(c->buf + c->rpos);
		struct perf_event_header h = ev->header;
		int err;

		if (d->swap)
			perf_event_header__swap(&h);
		if (h.size < sizeof(h) || h.size % 8)
			return decomp_fail(d, "a record inside has a bad size (%u bytes, type %u)",
					   h.size, h.type);
		if (h.size > c->wpos - c->rpos)
			break;
		c->rpos += h.size;
		c->used = true;
		err = cb(arg, ev);
		if (err)
			return err;
	}
	return 0;
}

int perf_decomp__feed(struct perf_decomp *d, const void *buf, size_t len, perf_decomp_cb cb,
		      void *arg)
{
	ZSTD_inBuffer in = { buf, len, 0 };
	u64 produced = 0;
	int err;

	d->err[0] = '\0';
	for (;;) {
		ZSTD_outBuffer out;
		size_t ret;

		if (!d->cur || CHUNK_SIZE - d->cur->wpos < CHUNK_ROOM) {
			err = decomp_roll(d);
			if (err)
				return err;
		}
		out.dst = d->cur->buf + d->cur->wpos;
		out.size = CHUNK_SIZE - d->cur->wpos;
		out.pos = 0;
		ret = ZSTD_decompressStream(d->ds, &out, &in);
		if (ZSTD_isError(ret))
			return decomp_fail(d, "bad zstd data (%s)", ZSTD_getErrorName(ret));
		d->cur->wpos += out.pos;
		produced += out.pos;
		d->bytes_out += out.pos;
		if (produced > d->max_out)
			return decomp_fail(d, "it decompresses to more than %llu bytes",
					   (unsigned long long)d->max_out);
		err = decomp_parse(d, cb, arg);
		if (err)
			return err;
		/* all input taken and room left: zstd has given all it can */
		if (in.pos == in.size && out.pos < out.size)
			break;
	}
	return 0;
}

void perf_decomp__tag(struct perf_decomp *d, u64 mark)
{
	for (struct chunk *c = d->head; c; c = c->next) {
		if (c->used)
			c->tag = mark;
		c->used = false;
	}
}

void perf_decomp__release(struct perf_decomp *d, u64 live_mark)
{
	while (d->head && d->head != d->cur && d->head->tag <= live_mark && !d->head->used) {
		struct chunk *c = d->head;

		d->head = c->next;
		if (!d->spare)
			d->spare = c;
		else
			free(c);
	}
}

int perf_decomp__end(struct perf_decomp *d)
{
	struct chunk *c = d->cur;

	d->err[0] = '\0';
	if (c && c->wpos != c->rpos) {
		struct perf_event_header h;

		if (c->wpos - c->rpos < sizeof(h))
			return decomp_fail(d, "the compressed data ends inside a record header");
		memcpy(&h, c->buf + c->rpos, sizeof(h));
		if (d->swap)
			perf_event_header__swap(&h);
		return decomp_fail(d,
				   "the compressed data ends inside a record (%zu of its %u bytes)",
				   c->wpos - c->rpos, h.size);
	}
	return 0;
}
