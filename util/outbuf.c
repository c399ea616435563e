// SPDX-License-Identifier: GPL-2.0
/* The output buffer of hand-formatted text (outbuf.h). */
#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

#include "util/outbuf.h"

void outbuf__init(struct outbuf *ob, int fd, size_t cap)
{
	ob->buf = xmalloc(cap);
	ob->len = 0;
	ob->cap = cap;
	ob->fd = fd;
	ob->fp = NULL;
	ob->err = 0;
}

void outbuf__init_fp(struct outbuf *ob, FILE *fp, size_t cap)
{
	outbuf__init(ob, -1, cap);
	ob->fp = fp;
}

void outbuf__flush(struct outbuf *ob)
{
	if (ob->len && !ob->err) {
		if (!ob->fp) {
			int err = writen(ob->fd, ob->buf, ob->len);

			if (err)
				ob->err = err;
		} else {
			errno = 0;
			if (fwrite_unlocked(ob->buf, 1, ob->len, ob->fp) != ob->len)
				ob->err = errno ? -errno : -EIO; /* (ENOSPC, EPIPE: what is told) */
		}
	}
	ob->len = 0;
}

void outbuf__exit(struct outbuf *ob)
{
	outbuf__flush(ob);
	free(ob->buf);
	ob->buf = NULL;
	ob->cap = 0;
}

void outbuf__reserve_slow(struct outbuf *ob, size_t n)
{
	outbuf__flush(ob);
	if (n > ob->cap) {
		/* one append bigger than the buffer (a huge trace payload): grow, rarely */
		ob->cap = n * 2;
		ob->buf = xrealloc(ob->buf, ob->cap);
	}
}

void outbuf__put_right(struct outbuf *ob, const char *s, int width)
{
	size_t n = strlen(s);
	char *d;

	if (width < 0 || (size_t)width <= n) {
		outbuf__put(ob, s, n);
		return;
	}
	d = outbuf__reserve(ob, (size_t)width);
	memset(d, ' ', (size_t)width - n);
	memcpy(d + width - n, s, n);
	ob->len += (size_t)width;
}

/* s (n bytes) padded to width: on the left with pad, or on the right with spaces (left) */
static void put_padded(struct outbuf *ob, const char *s, size_t n, int width, char pad, bool left)
{
	size_t w = width > 0 && (size_t)width > n ? (size_t)width : n;
	char *d = outbuf__reserve(ob, w);

	if (left) {
		memcpy(d, s, n);
		memset(d + n, ' ', w - n);
	} else {
		memset(d, pad, w - n);
		memcpy(d + w - n, s, n);
	}
	ob->len += w;
}

void outbuf__put_u64(struct outbuf *ob, u64 v, int width, char pad)
{
	char tmp[24];

	put_padded(ob, tmp, (size_t)(outbuf_fmt_u64(tmp, v) - tmp), width, pad, false);
}

void outbuf__put_s64(struct outbuf *ob, s64 v, int width)
{
	char tmp[24];
	bool left = width < 0;

	put_padded(ob, tmp, (size_t)(outbuf_fmt_s64(tmp, v) - tmp), left ? -width : width, ' ',
		   left);
}

void outbuf__put_hex(struct outbuf *ob, u64 v, int width)
{
	char tmp[24];

	put_padded(ob, tmp, (size_t)(outbuf_fmt_hex(tmp, v) - tmp), width, ' ', false);
}

void outbuf__printf(struct outbuf *ob, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n <= 0)
		return;
	outbuf__reserve(ob, (size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(ob->buf + ob->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	ob->len += (size_t)n;
}
