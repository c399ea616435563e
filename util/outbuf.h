/* SPDX-License-Identifier: GPL-2.0 */
/*
 * One output buffer for text formatted by hand: perf script's sample lines and the exports'
 * JSON, protobuf and folded stacks are appended to it with a few stores and memcpy's, and it
 * is written out (to a file descriptor, or handed to a stdio stream) when full. Space is made
 * before each append, so appends cannot fail; the first write error is kept.
 *
 *	struct outbuf ob;
 *	outbuf__init(&ob, 1, 64 * 1024);            // or outbuf__init_fp(&ob, fp, ...)
 *	outbuf__puts(&ob, "n="); outbuf__u64(&ob, n); outbuf__putc(&ob, '\n');
 *	outbuf__exit(&ob);                          // flushed and freed; ob.err: 0 or -errno
 */
#ifndef PERF_OUTBUF_H
#define PERF_OUTBUF_H

#include <stdio.h>
#include <string.h>

#include "util/util.h"

struct outbuf_behind;

struct outbuf {
	char *buf;
	size_t len, cap;
	int fd; /* the output, when fp is NULL */
	FILE *fp; /* a stdio stream (write to it yourself only after outbuf__flush) */
	int err; /* the first write error (-errno), e.g. -EPIPE when the reader went away */
	struct outbuf_behind *behind; /* the writing thread (outbuf__write_behind), or NULL */
};

void outbuf__init(struct outbuf *ob, int fd, size_t cap);
void outbuf__init_fp(struct outbuf *ob, FILE *fp, size_t cap);
void outbuf__exit(struct outbuf *ob); /* flushes and frees */
/* Everything appended written out (after the writing thread's part, with one). */
void outbuf__flush(struct outbuf *ob);
/*
 * Writes on a thread of their own from now on, for outputs of hundreds of megabytes (perf
 * data convert --to-json): the copies into the page cache run beside the formatting. A
 * full buffer (cap bytes, at least 1 MiB then) is handed over and the appends go on in
 * another; outbuf__flush waits for the thread, outbuf__exit ends it. Without a thread
 * (one CPU, or none to be had) the writes stay as they were.
 */
void outbuf__write_behind(struct outbuf *ob);
void outbuf__reserve_slow(struct outbuf *ob, size_t n);

/* Room for n bytes at the returned pointer: append there, then outbuf__commit its end. */
static inline char *outbuf__reserve(struct outbuf *ob, size_t n)
{
	if (unlikely(ob->len + n > ob->cap))
		outbuf__reserve_slow(ob, n);
	return ob->buf + ob->len;
}

static inline void outbuf__commit(struct outbuf *ob, const char *end)
{
	ob->len = (size_t)(end - ob->buf);
}

static inline void outbuf__putc(struct outbuf *ob, char c)
{
	*outbuf__reserve(ob, 1) = c;
	ob->len++;
}

static inline void outbuf__put(struct outbuf *ob, const void *s, size_t n)
{
	memcpy(outbuf__reserve(ob, n), s, n);
	ob->len += n;
}

static inline void outbuf__puts(struct outbuf *ob, const char *s)
{
	outbuf__put(ob, s, strlen(s));
}

/* v in decimal at p (room for 20); returns the end */
static inline char *outbuf_fmt_u64(char *p, u64 v)
{
	int n = 1;

	for (u64 t = v; t >= 10; t /= 10)
		n++;
	for (int i = n - 1; i > 0; i--) {
		p[i] = (char)('0' + v % 10);
		v /= 10;
	}
	p[0] = (char)('0' + v);
	return p + n;
}

/* (room for 21) */
static inline char *outbuf_fmt_s64(char *p, s64 v)
{
	if (v < 0) {
		*p++ = '-';
		return outbuf_fmt_u64(p, -(u64)v);
	}
	return outbuf_fmt_u64(p, (u64)v);
}

/* v in lower-case hex, no prefix (room for 16) */
static inline char *outbuf_fmt_hex(char *p, u64 v)
{
	int n = v ? (67 - __builtin_clzll(v)) / 4 : 1;

	for (int i = n - 1; i >= 0; i--) {
		p[i] = "0123456789abcdef"[v & 15];
		v >>= 4;
	}
	return p + n;
}

static inline void outbuf__u64(struct outbuf *ob, u64 v)
{
	outbuf__commit(ob, outbuf_fmt_u64(outbuf__reserve(ob, 20), v));
}

static inline void outbuf__s64(struct outbuf *ob, s64 v)
{
	outbuf__commit(ob, outbuf_fmt_s64(outbuf__reserve(ob, 21), v));
}

/* s right-aligned in width columns (printf "%*s"). */
void outbuf__put_right(struct outbuf *ob, const char *s, int width);
/* Unsigned decimal, right-aligned in width with pad (' ' or '0'): "%*llu", "%0*llu". */
void outbuf__put_u64(struct outbuf *ob, u64 v, int width, char pad);
/* Signed decimal, right-aligned ("%*d") or left-aligned when width < 0 ("%-*d"). */
void outbuf__put_s64(struct outbuf *ob, s64 v, int width);
/* Lower-case hex without 0x, right-aligned in width ("%*llx"). */
void outbuf__put_hex(struct outbuf *ob, u64 v, int width);
/* printf into the buffer (for the rare, non-hot lines). */
void outbuf__printf(struct outbuf *ob, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
