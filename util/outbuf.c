// SPDX-License-Identifier: GPL-2.0
/* The output buffer of hand-formatted text (outbuf.h). */
#include <errno.h>
#include <pthread.h>
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
	ob->behind = NULL;
}

void outbuf__init_fp(struct outbuf *ob, FILE *fp, size_t cap)
{
	outbuf__init(ob, -1, cap);
	ob->fp = fp;
}

/* len bytes of buf to the output: 0 or -errno */
static int write_out(const struct outbuf *ob, const char *buf, size_t len)
{
	if (!ob->fp)
		return writen(ob->fd, buf, len);
	errno = 0;
	if (fwrite_unlocked(buf, 1, len, ob->fp) == len)
		return 0;
	return errno ? -errno : -EIO; /* (ENOSPC, EPIPE: what the user is told) */
}

/*
 * The writing thread's side: one buffer at a time is handed to it (todo, todo_len) and
 * written while the appends fill the other. Only the thread writes to the output until
 * outbuf__flush has waited for it.
 */
struct outbuf_behind {
	pthread_t thread;
	pthread_mutex_t lock;
	pthread_cond_t cond;
	char *todo; /* the buffer to write, NULL: none */
	size_t todo_len;
	char *spare; /* the other buffer, when the thread is not writing it */
	int err; /* the thread's first write error */
	bool stop;
};

static void *behind_thread(void *arg)
{
	struct outbuf *ob = arg;
	struct outbuf_behind *b = ob->behind;

	pthread_mutex_lock(&b->lock);
	for (;;) {
		char *buf;
		size_t len;
		int err = 0;

		while (!b->todo && !b->stop)
			pthread_cond_wait(&b->cond, &b->lock);
		if (!b->todo)
			break;
		buf = b->todo;
		len = b->todo_len;
		pthread_mutex_unlock(&b->lock);
		if (!b->err) /* (read without the lock: only this thread writes it) */
			err = write_out(ob, buf, len);
		pthread_mutex_lock(&b->lock);
		if (err && !b->err)
			b->err = err;
		b->spare = buf;
		b->todo = NULL;
		pthread_cond_broadcast(&b->cond);
	}
	pthread_mutex_unlock(&b->lock);
	return NULL;
}

/* The thread done with what it was given (under lock): its error taken over */
static void behind_wait(struct outbuf *ob)
{
	struct outbuf_behind *b = ob->behind;

	while (b->todo)
		pthread_cond_wait(&b->cond, &b->lock);
	if (b->err && !ob->err)
		ob->err = b->err;
}

/* The full buffer handed to the thread, the appends go on in the spare one */
static void behind_hand_over(struct outbuf *ob)
{
	struct outbuf_behind *b = ob->behind;

	pthread_mutex_lock(&b->lock);
	behind_wait(ob);
	if (ob->len && !ob->err) {
		b->todo = ob->buf;
		b->todo_len = ob->len;
		ob->buf = b->spare;
		b->spare = NULL;
		pthread_cond_broadcast(&b->cond);
	}
	pthread_mutex_unlock(&b->lock);
	ob->len = 0;
}

void outbuf__write_behind(struct outbuf *ob)
{
	struct outbuf_behind *b;
	size_t cap = ob->cap > (1u << 20) ? ob->cap : 1u << 20;

	if (ob->behind || perf_jobs__nr() < 2)
		return;
	b = xzalloc(sizeof(*b));
	if (cap > ob->cap) {
		ob->buf = xrealloc(ob->buf, cap);
		ob->cap = cap;
	}
	b->spare = xmalloc(ob->cap);
	pthread_mutex_init(&b->lock, NULL);
	pthread_cond_init(&b->cond, NULL);
	ob->behind = b;
	if (pthread_create(&b->thread, NULL, behind_thread, ob)) {
		ob->behind = NULL;
		pthread_mutex_destroy(&b->lock);
		pthread_cond_destroy(&b->cond);
		free(b->spare);
		free(b);
	}
}

void outbuf__flush(struct outbuf *ob)
{
	if (ob->behind) {
		behind_hand_over(ob);
		pthread_mutex_lock(&ob->behind->lock);
		behind_wait(ob);
		pthread_mutex_unlock(&ob->behind->lock);
		return;
	}
	if (ob->len && !ob->err) {
		int err = write_out(ob, ob->buf, ob->len);

		if (err)
			ob->err = err;
	}
	ob->len = 0;
}

void outbuf__exit(struct outbuf *ob)
{
	struct outbuf_behind *b = ob->behind;

	outbuf__flush(ob);
	if (b) {
		pthread_mutex_lock(&b->lock);
		b->stop = true;
		pthread_cond_broadcast(&b->cond);
		pthread_mutex_unlock(&b->lock);
		pthread_join(b->thread, NULL);
		pthread_mutex_destroy(&b->lock);
		pthread_cond_destroy(&b->cond);
		free(b->spare);
		free(b);
		ob->behind = NULL;
	}
	free(ob->buf);
	ob->buf = NULL;
	ob->cap = 0;
}

void outbuf__reserve_slow(struct outbuf *ob, size_t n)
{
	if (ob->behind && n <= ob->cap) {
		behind_hand_over(ob);
		return;
	}
	outbuf__flush(ob);
	if (n > ob->cap) {
		/* one append bigger than the buffer (a huge trace payload): grow, rarely */
		ob->cap = n * 2;
		ob->buf = xrealloc(ob->buf, ob->cap);
		/* (both buffers as big: the thread, waited for, holds none) */
		if (ob->behind)
			ob->behind->spare = xrealloc(ob->behind->spare, ob->cap);
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
