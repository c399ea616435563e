// SPDX-License-Identifier: GPL-2.0
/*
 * Reading ahead: the walk and the time order on a second thread. See session-internal.h.
 *
 * With tool->read_ahead, a regular file's records are read, queued and merged into time
 * order on a second thread while this one delivers them (the tool's callbacks, which cost
 * the most: resolving, unwinding, adding up). The reader maps the data section a window of
 * AHEAD_WINDOW bytes at a time (the next window from the page of the record that crosses
 * the end of the last; reading into buffers with pread, AHEAD_BUF bytes each, is the way
 * when a window cannot be mapped: it costs a copy of every byte, most of an 8 KiB DWARF
 * sample's stack never looked at), parses each record's sample, and hands the records over
 * in order through a ring (see AHEAD_CAP). A window or buffer lives while a queued or
 * handed-over record is in it (session_buf refs); when too many
 * bytes are held (a file without FINISHED_ROUND: nothing is delivered before its end), the
 * rest is read in place from the map. Only the reader touches the queue, the walk's state
 * and the counts of records; only this thread delivers.
 */
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "debug.h"
#include "event.h"
#include "session-internal.h"
#include "session.h"

/*
 * The hand-off. Records in flight (handed over and not yet delivered) are bounded by count
 * and by bytes (an 8 KiB DWARF sample counts for 128 flat ones). The reader hands records
 * over a batch at a time; when the ring is full it sleeps until the deliverer has emptied it
 * to half, and the deliverer sleeps only on an empty ring: each side wakes the other a few
 * hundred times on a million records, not once per batch.
 */
#define AHEAD_CAP 4096 /* records in flight */
#define AHEAD_MAX_BYTES (8u << 20) /* bytes of records in flight */
#define AHEAD_BATCH 512 /* records handed over at a time ... */
#define AHEAD_BATCH_BYTES (1u << 20) /* ... or this many bytes */
#define AHEAD_BUF (2u << 20)
/*
 * Bytes of the file mapped at a time. The pages of the windows alive count in the report's
 * RSS: 512 KiB against 2 MiB, bench's 1M-sample files, medians of 7: peak RSS -g 30.9 ->
 * 29.5 MB, flat 21.1 -> 19.7 MB, CPU the same (256 KiB: no smaller).
 */
#define AHEAD_WINDOW (512u << 10)
#define AHEAD_MAX_HELD (256ull << 20) /* bytes of buffers alive before reading in place */

struct ahead_item {
	union perf_event *event;
	struct evsel *evsel;
	struct session_buf *buf; /* the record's, referenced; NULL: in the map */
	u32 bytes; /* the record's size, counted against AHEAD_MAX_BYTES */
	int parse_err;
	struct perf_sample sample; /* parsed by the reader: session__parse_for_delivery */
};

struct read_ahead {
	struct perf_session *s;
	struct perf_tool *tool;
	pthread_t thread;
	pthread_mutex_t lock;
	pthread_cond_t cond;
	struct ahead_item *ring; /* cap of them */
	u32 cap, max_bytes; /* AHEAD_CAP, AHEAD_MAX_BYTES or the session's */
	u32 batch, batch_bytes; /* AHEAD_BATCH, AHEAD_BATCH_BYTES or less */
	/* under lock: */
	u64 head; /* records handed over */
	u64 tail; /* records delivered */
	u64 tail_bytes; /* their bytes */
	u64 head_bytes; /* the bytes of the records handed over */
	bool done; /* the reader has handed over its last record */
	int stop;  /* the error a delivery stopped on (the reader stops too) */
	bool reader_waits, deliverer_waits;
	struct session_buf **free_bufs; /* AHEAD_BUF buffers to reuse */
	size_t nr_free, alloc_free;
	u64 held; /* bytes of buffers alive (atomic) */
	/* the reader's own: */
	u64 filled; /* records in the ring, head included */
	u64 filled_bytes; /* their bytes */
	u64 seen_tail, seen_tail_bytes;
	bool in_place; /* reading from the map since held went over max_held */
	size_t buf_size; /* AHEAD_BUF, or the session's ahead_buf_size */
	u64 window; /* bytes mapped at a time (AHEAD_WINDOW or the session's); 0: into buffers */
	u64 max_held; /* AHEAD_MAX_HELD, or the session's ahead_max_held */
	u64 end;
	int ret;
	bool bad;
};

static void ahead_buf_release(struct session_buf *b)
{
	struct read_ahead *a = b->owner;

	__atomic_sub_fetch(&a->held, b->size, __ATOMIC_RELAXED);
	if (b->size == a->buf_size) {
		pthread_mutex_lock(&a->lock);
		a->free_bufs = grow_array(a->free_bufs, &a->alloc_free, a->nr_free + 1,
					  sizeof(*a->free_bufs));
		a->free_bufs[a->nr_free++] = b;
		pthread_mutex_unlock(&a->lock);
		return;
	}
	free(b->data);
	free(b);
}

static void ahead_window_release(struct session_buf *b)
{
	struct read_ahead *a = b->owner;

	__atomic_sub_fetch(&a->held, b->size, __ATOMIC_RELAXED);
	munmap(b->data, b->size);
	free(b);
}

/*
 * Reader: a window of the file mapped from the page of file offset rec on, at least n bytes
 * from rec, which the file has (the reader's reference taken); NULL when it cannot be mapped.
 */
static struct session_buf *ahead_window(struct perf_session *s, u64 rec, size_t n)
{
	u64 page = (u64)page_size(), start = rec & ~(page - 1), len = s->ahead->window;
	struct session_buf *b;
	void *m;

	if (len < rec - start + n)
		len = (rec - start + n + page - 1) & ~(page - 1);
	if (len > s->data_end - start)
		len = s->data_end - start;
	m = mmap(NULL, len, PROT_READ, MAP_PRIVATE, s->fd, (off_t)start);
	if (m == MAP_FAILED)
		return NULL;
	b = xzalloc(sizeof(*b));
	b->data = m;
	b->size = b->len = len;
	b->release = ahead_window_release;
	b->owner = s->ahead;
	b->refs = 1;
	__atomic_add_fetch(&s->ahead->held, len, __ATOMIC_RELAXED);
	return b;
}

/* Reader: a buffer of size bytes (its owner's reference taken), empty. */
static struct session_buf *ahead_buf_get(struct read_ahead *a, size_t size)
{
	struct session_buf *b = NULL;

	if (size == a->buf_size) {
		pthread_mutex_lock(&a->lock);
		if (a->nr_free)
			b = a->free_bufs[--a->nr_free];
		pthread_mutex_unlock(&a->lock);
	}
	if (!b) {
		b = xzalloc(sizeof(*b));
		b->data = xmalloc(size);
		b->size = size;
		b->release = ahead_buf_release;
		b->owner = a;
	}
	__atomic_add_fetch(&a->held, size, __ATOMIC_RELAXED);
	b->len = 0;
	b->refs = 1;
	return b;
}

/* Whether records and bytes in flight keep a full reader waiting: more than half the room. */
static bool ahead_over_half(const struct read_ahead *a, u64 records, u64 bytes)
{
	return records > a->cap / 2 || bytes > a->max_bytes / 2;
}

/* Reader: hands the filled records over. The error a delivery stopped on, or 0. */
static int ahead_publish(struct read_ahead *a, bool last)
{
	int stop;

	pthread_mutex_lock(&a->lock);
	a->head = a->filled;
	a->head_bytes = a->filled_bytes;
	a->done = last;
	a->seen_tail = a->tail;
	a->seen_tail_bytes = a->tail_bytes;
	stop = a->stop;
	if (a->deliverer_waits)
		pthread_cond_broadcast(&a->cond);
	pthread_mutex_unlock(&a->lock);
	return stop;
}

/*
 * Reader: one record to deliver, in order; buf, the record's buffer (or NULL), with a
 * reference that goes with the record. Non-zero when delivering stopped on an error.
 */
int read_ahead__push(struct read_ahead *a, union perf_event *ev, struct evsel *evsel,
		     struct session_buf *buf)
{
	u32 bytes = ev->header.size;
	struct ahead_item *it;

	if (a->filled - a->seen_tail == a->cap ||
	    (a->filled != a->seen_tail &&
	     a->filled_bytes - a->seen_tail_bytes + bytes > a->max_bytes)) {
		int stop = ahead_publish(a, false);

		/* full: wait until the deliverer has taken half */
		pthread_mutex_lock(&a->lock);
		while (!stop &&
		       ahead_over_half(a, a->filled - a->tail, a->filled_bytes - a->tail_bytes)) {
			a->reader_waits = true;
			pthread_cond_wait(&a->cond, &a->lock);
			a->reader_waits = false;
			stop = a->stop;
		}
		a->seen_tail = a->tail;
		a->seen_tail_bytes = a->tail_bytes;
		pthread_mutex_unlock(&a->lock);
		if (stop) {
			if (buf)
				session_buf__put(buf);
			return stop;
		}
	}
	it = &a->ring[a->filled % a->cap];
	it->event = ev;
	it->evsel = evsel;
	it->buf = buf;
	it->bytes = bytes;
	/* the parse reads the whole record (its end, for a stack copy): here, not in delivery */
	it->parse_err = session__parse_for_delivery(ev, evsel, &it->sample);
	a->filled++;
	a->filled_bytes += bytes;
	if (a->filled - a->head >= a->batch || a->filled_bytes - a->head_bytes >= a->batch_bytes)
		return ahead_publish(a, false);
	return 0;
}

/*
 * Reader: at least n bytes of the file from *p on in *bp (a new buffer when they do not fit,
 * the bytes from *p on moved to its start); false when the file ends first.
 */
static bool ahead_have(struct perf_session *s, struct session_buf **bp, size_t *p, u64 *fpos,
		       size_t n)
{
	struct session_buf *b = *bp;

	if (b && b->len - *p >= n)
		return true;
	if (s->ahead->window) {
		/* the window from the record on: fpos is the file offset of the window's end */
		u64 rec = *fpos - (b ? b->len - *p : 0);
		struct session_buf *nb;

		if (n > s->data_end - rec)
			return false;
		nb = ahead_window(s, rec, n);
		if (!nb) { /* read into buffers then */
			s->ahead->window = 0;
			return ahead_have(s, bp, p, fpos, n);
		}
		if (b)
			session_buf__retire(b);
		*bp = nb;
		*p = (size_t)(rec & ((u64)page_size() - 1));
		*fpos = rec - *p + nb->len;
		return true;
	}
	if (!b || b->size - *p < n) {
		size_t size = n > s->ahead->buf_size ? perf_align8(n) : s->ahead->buf_size;
		struct session_buf *nb = ahead_buf_get(s->ahead, size);

		if (b) {
			nb->len = b->len - *p;
			memcpy(nb->data, b->data + *p, nb->len);
			session_buf__retire(b);
		}
		*bp = b = nb;
		*p = 0;
	}
	while (b->len - *p < n) {
		size_t want = b->size - b->len;
		ssize_t r;

		if (want > s->data_end - *fpos)
			want = s->data_end - *fpos;
		if (!want)
			return false;
		r = pread(s->fd, b->data + b->len, want, (off_t)*fpos);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0) {
			if (r < 0)
				pr_warning("%s: cannot read: %s\n", s->path, strerror(errno));
			return false;
		}
		b->len += (size_t)r;
		*fpos += (u64)r;
	}
	return true;
}

/*
 * Reader: session__walk_records of a regular file in host order (no aligned copy), from buffers it
 * reads into, then in place in the map once too much is held in them.
 */
static u64 ahead_walk(struct perf_session *s, perf_session_raw_cb cb, void *arg, int *ret,
		      bool *bad)
{
	struct read_ahead *a = s->ahead;
	struct session_buf *b = NULL;
	u64 pos = s->header.data.offset, fpos = pos, end = s->data_end;
	size_t p = 0;

	*bad = false;
	*ret = 0;
	while (pos < end) {
		union perf_event *ev;
		u64 size, step;

		/* most records: whole in the buffer, no payload after them */
		if (b && b->len - p >= sizeof(ev->header)) {
			ev = (union perf_event *)(b->data + p);
			size = ev->header.size;
			if (size <= b->len - p && size >= sizeof(ev->header) && !(size % 8) &&
			    size <= end - pos && !record_payload(ev)) {
				step = size;
				goto have;
			}
		}
		if (!a->in_place && __atomic_load_n(&a->held, __ATOMIC_RELAXED) > a->max_held) {
			a->in_place = true;
			if (b)
				session_buf__retire(b);
			b = NULL;
		}
		if (a->in_place) {
			if (end - pos < sizeof(ev->header)) {
				*bad = true;
				break;
			}
			ev = (union perf_event *)((char *)s->map + pos);
		} else {
			if (end - pos < sizeof(ev->header) ||
			    !ahead_have(s, &b, &p, &fpos, sizeof(ev->header))) {
				*bad = true;
				break;
			}
			ev = (union perf_event *)(b->data + p);
		}
		size = ev->header.size;
		if (size < sizeof(ev->header) || size > end - pos || size % 8) {
			*bad = true;
			break;
		}
		if (!a->in_place) {
			if (!ahead_have(s, &b, &p, &fpos, size)) {
				*bad = true;
				break;
			}
			ev = (union perf_event *)(b->data + p);
		}
		step = size + record_payload(ev);
		if (step > end - pos || step % 8) {
			*bad = true;
			break;
		}
		if (!a->in_place) {
			if (!ahead_have(s, &b, &p, &fpos, step)) {
				*bad = true;
				break;
			}
			ev = (union perf_event *)(b->data + p);
		}
have:
		s->cur_buf = b;
		*ret = cb(s, pos, ev, arg);
		s->cur_buf = NULL;
		if (*ret)
			break;
		pos += step;
		p += step;
	}
	if (b)
		session_buf__retire(b);
	return pos;
}

static void *ahead_thread(void *arg)
{
	struct read_ahead *a = arg;
	struct perf_session *s = a->s;

	a->end = ahead_walk(s, session__process_one, a->tool, &a->ret, &a->bad);
	if (!a->ret)
		a->ret = session__decomp_end(s, a->bad || s->truncated);
	if (!a->ret)
		a->ret = ordered_events__flush(s, a->tool, (u64)-1);
	ahead_publish(a, true);
	return NULL;
}

/*
 * Samples are prepared (perf_tool's prepare) this many records before their delivery, and
 * again half as far: the tool's memory reads of a sample are started while the ones before
 * it are delivered. Measured, perf report of bench's -g files (medians): 1M samples CPU
 * 0.86 -> 0.68 s, wall 0.67 -> 0.51 s; 5M CPU 3.36 -> 2.64 s (4, 16 and 32 ahead: the same
 * within the noise).
 */
#define AHEAD_PREPARE 8

/* The item's parsed sample, NULL when it is not one. */
static inline struct perf_sample *ahead_sample(struct ahead_item *it)
{
	return it->event->header.type == PERF_RECORD_SAMPLE && !it->parse_err && it->evsel ?
		       &it->sample :
		       NULL;
}

/* This thread: delivers the records the reader hands over, until the last or an error. */
static int ahead_deliver(struct read_ahead *a)
{
	u64 t = 0, tb = 0;
	int err = 0;

	for (;;) {
		u64 head;
		bool done;

		pthread_mutex_lock(&a->lock);
		a->tail = t;
		a->tail_bytes = tb;
		if (err)
			a->stop = err;
		if (err ||
		    (a->reader_waits && !ahead_over_half(a, a->head - t, a->head_bytes - tb)))
			pthread_cond_broadcast(&a->cond);
		while (!err && a->head == t && !a->done) {
			a->deliverer_waits = true;
			pthread_cond_wait(&a->cond, &a->lock);
			a->deliverer_waits = false;
		}
		head = a->head;
		done = a->done;
		pthread_mutex_unlock(&a->lock);
		if (err || (t == head && done))
			return err;
		/* up to a batch at a time, so that a waiting reader learns of the room */
		if (head - t > a->batch)
			head = t + a->batch;
		for (; t < head && !err; t++) {
			struct ahead_item *it = &a->ring[t % a->cap];

			if (a->tool->prepare && t + AHEAD_PREPARE < head) {
				struct ahead_item *far = &a->ring[(t + AHEAD_PREPARE) % a->cap];

				a->tool->prepare(
					a->tool, ahead_sample(far), far->evsel,
					ahead_sample(&a->ring[(t + AHEAD_PREPARE / 2) % a->cap]));
			}

			err = session__deliver_parsed(a->s, a->tool, it->event, it->evsel, 0,
						      &it->sample, it->parse_err);
			tb += it->bytes;
			if (it->buf)
				session_buf__put(it->buf);
		}
	}
}

/*
 * process_events with the walk on a second thread (see read_ahead); this one delivers.
 * -EAGAIN when the thread could not be made (nothing was read).
 */
int session__process_ahead(struct perf_session *s, struct perf_tool *tool, u64 *end, bool *bad)
{
	struct read_ahead *a = xzalloc(sizeof(*a));
	sigset_t all, old;
	int err;

	a->s = s;
	a->tool = tool;
	a->cap = s->ahead_cap ? s->ahead_cap : AHEAD_CAP;
	a->max_bytes = s->ahead_max_bytes ? s->ahead_max_bytes : AHEAD_MAX_BYTES;
	a->batch = a->cap / 4 < AHEAD_BATCH ? a->cap / 4 + 1 : AHEAD_BATCH;
	a->batch_bytes = a->max_bytes / 4 < AHEAD_BATCH_BYTES ? a->max_bytes / 4 :
								AHEAD_BATCH_BYTES;
	a->ring = xmalloc(a->cap * sizeof(*a->ring));
	a->buf_size = s->ahead_buf_size ? perf_align8(s->ahead_buf_size) : AHEAD_BUF;
	/* (tests ask for buffers of a size, or windows of a size) */
	a->window = s->ahead_window ? s->ahead_window : s->ahead_buf_size ? 0 : AHEAD_WINDOW;
	a->max_held = s->ahead_max_held ? s->ahead_max_held : AHEAD_MAX_HELD;
	pthread_mutex_init(&a->lock, NULL);
	pthread_cond_init(&a->cond, NULL);
	s->ahead = a;
	/* signals stay this thread's (the tools' handlers, SIGPIPE of the output) */
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	err = pthread_create(&a->thread, NULL, ahead_thread, a) ? -EAGAIN : 0;
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (!err) {
		s->read_ahead = true;
		err = ahead_deliver(a);
		pthread_join(a->thread, NULL);
		*end = a->end;
		*bad = a->bad;
		if (!err)
			err = a->ret;
		/* after an error: what was handed over and not delivered, what is still queued */
		for (u64 t = a->tail; t < a->filled; t++)
			if (a->ring[t % a->cap].buf)
				session_buf__put(a->ring[t % a->cap].buf);
		ordered_events__drop(s->oe);
	}
	s->ahead = NULL;
	/* every buffer was given back: each record's reference and the reader's were put */
	for (size_t i = 0; i < a->nr_free; i++) {
		free(a->free_bufs[i]->data);
		free(a->free_bufs[i]);
	}
	free(a->free_bufs);
	pthread_cond_destroy(&a->cond);
	pthread_mutex_destroy(&a->lock);
	free(a->ring);
	free(a);
	return err;
}
