// SPDX-License-Identifier: GPL-2.0
/* util/compress: the zstd stream of COMPRESSED records, written and read back, and damaged. */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/tests.h"
#include "util/compress.h"
#include "util/cpumap.h"
#include "util/data-writer.h"
#include "util/debug.h"
#include "util/event.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/lazy-zstd.h"
#include "util/session.h"
#include "util/thread_map.h"

/* The COMPRESSED records a writer produced, one after the other. */
struct out_buf {
	char *p;
	size_t len, alloc;
	int nr;
	size_t max_rec;
};

static int out_write(void *arg, const void *buf, size_t len)
{
	struct out_buf *o = arg;
	const struct perf_event_header *h = buf;

	if (len < 8 || h->type != PERF_RECORD_COMPRESSED || h->size != len)
		return -EINVAL;
	o->p = grow_array(o->p, &o->alloc, o->len + len, 1);
	memcpy(o->p + o->len, buf, len);
	o->len += len;
	o->nr++;
	if (len > o->max_rec)
		o->max_rec = len;
	return 0;
}

/* Record i of the test stream: a size from 8 to 4096 bytes, its bytes derived from i. */
static size_t make_record(u64 i, u64 *rec)
{
	size_t n = 1 + (i * 7919) % 512;
	struct perf_event_header *h = (struct perf_event_header *)rec;

	for (size_t k = 1; k < n; k++)
		rec[k] = i * 1000003 + k * (i % 5 ? 1 : 0x9e3779b97f4a7c15ULL);
	h->type = PERF_RECORD_SAMPLE;
	h->misc = (u16)i;
	h->size = (u16)(n * 8);
	return n * 8;
}

struct check {
	u64 next; /* the record expected */
	int bad; /* records that were not the expected ones */
	int misaligned;
	union perf_event **kept; /* every record handed out, to check again at the end */
	size_t nr_kept, alloc_kept;
};

static int check_one(void *arg, union perf_event *ev)
{
	struct check *c = arg;
	u64 want[512];
	size_t n = make_record(c->next++, want);

	if ((uintptr_t)ev % 8)
		c->misaligned++;
	if (ev->header.size != n || memcmp(ev, want, n))
		c->bad++;
	c->kept = grow_array(c->kept, &c->alloc_kept, c->nr_kept + 1, sizeof(*c->kept));
	c->kept[c->nr_kept++] = ev;
	return 0;
}

/* Feeds each COMPRESSED record of o to d; 0 or the first error. */
static int feed_all(struct perf_decomp *d, const struct out_buf *o, perf_decomp_cb cb, void *arg)
{
	for (size_t off = 0; off < o->len;) {
		struct perf_event_header h; /* COMPRESSED sizes are not multiples of 8 */
		int err;

		memcpy(&h, o->p + off, sizeof(h));
		err = perf_decomp__feed(d, o->p + off + 8, h.size - 8, cb, arg);
		if (err)
			return err;
		off += h.size;
	}
	return 0;
}

DEFINE_TEST(test__compress_roundtrip,
	    "compress: records through COMPRESSED records and back, split ones carried over")
{
	/* a small flush: many COMPRESSED records, records split between them */
	struct perf_comp *c = perf_comp__new(3, 5000);
	struct out_buf o = { 0 };
	struct check chk = { 0 };
	struct perf_decomp *d;
	u64 rec[512], in = 0;
	const u64 nr = 20000;

	TEST_ASSERT(c, "perf_comp__new");
	for (u64 i = 0; i < nr; i++) {
		size_t n = make_record(i, rec);

		in += n;
		TEST_ASSERT(perf_comp__add(c, rec, n, out_write, &o) == 0, "add %" PRIu64, i);
	}
	TEST_ASSERT(perf_comp__flush(c, out_write, &o) == 0, "flush");
	TEST_ASSERT(perf_comp__bytes_in(c) == in && perf_comp__bytes_out(c) == o.len,
		    "byte counts");
	TEST_ASSERT(o.nr > 100 && o.len < in / 2 && o.max_rec <= 65535,
		    "%d COMPRESSED records, %zu of %" PRIu64 " bytes, largest %zu", o.nr, o.len, in,
		    o.max_rec);
	perf_comp__delete(c);

	/* nothing released: every record handed out must still be intact at the end */
	d = perf_decomp__new(perf_decomp__max_out(0), false);
	TEST_ASSERT(d, "perf_decomp__new");
	TEST_ASSERT(feed_all(d, &o, check_one, &chk) == 0, "feed: %s", perf_decomp__strerror(d));
	TEST_ASSERT(perf_decomp__end(d) == 0, "end: %s", perf_decomp__strerror(d));
	TEST_ASSERT(chk.next == nr && !chk.bad && !chk.misaligned,
		    "%" PRIu64 " of %" PRIu64 " records, %d wrong, %d misaligned", chk.next, nr,
		    chk.bad, chk.misaligned);
	TEST_ASSERT(perf_decomp__bytes_out(d) == in, "decompressed bytes");
	for (size_t i = 0; i < chk.nr_kept; i++) {
		size_t n = make_record(i, rec);

		TEST_ASSERT(!memcmp(chk.kept[i], rec, n), "record %zu changed before its release",
			    i);
	}
	/* everything delivered: all but the buffer being filled can go (ASan sees the rest) */
	perf_decomp__tag(d, 1);
	perf_decomp__release(d, 1);
	perf_decomp__delete(d);
	free(chk.kept);
	free(o.p);
	return TEST_OK;
}

static int count_one(void *arg, union perf_event *ev)
{
	(*(u64 *)arg)++;
	return 0;
}

/* A zstd frame of the bytes in buf, as one payload. */
static size_t zstd_frame(const void *buf, size_t len, char *out, size_t out_size)
{
	size_t n = ZSTD_compress(out, out_size, buf, len, 19);

	return ZSTD_isError(n) ? 0 : n;
}

DEFINE_TEST(test__compress_damage, "compress: bad frames, lying sizes, bombs and cut streams fail")
{
	static char frame[65536];
	struct perf_decomp *d;
	u64 nr = 0, rec[8] = { 0 };
	struct perf_event_header *h = (struct perf_event_header *)rec;
	size_t n, big = 4u << 20;
	char *buf;

	/* not zstd at all */
	memset(frame, 0x5a, 64);
	d = perf_decomp__new(perf_decomp__max_out(0), false);
	TEST_ASSERT(perf_decomp__feed(d, frame, 64, count_one, &nr) == -EINVAL &&
			    strstr(perf_decomp__strerror(d), "bad zstd data"),
		    "garbage: %s", perf_decomp__strerror(d));
	perf_decomp__delete(d);

	/* a record inside whose size is below its header, and one not a multiple of 8 */
	for (int k = 0; k < 2; k++) {
		h->type = PERF_RECORD_SAMPLE;
		h->size = k ? 20 : 4;
		n = zstd_frame(rec, sizeof(rec), frame, sizeof(frame));
		d = perf_decomp__new(perf_decomp__max_out(0), false);
		TEST_ASSERT(n && perf_decomp__feed(d, frame, n, count_one, &nr) == -EINVAL &&
				    strstr(perf_decomp__strerror(d), "bad size"),
			    "size %u: %s", h->size, perf_decomp__strerror(d));
		perf_decomp__delete(d);
	}

	/* a size saying more than the stream holds: an error at its end */
	h->size = 56;
	n = zstd_frame(rec, 40, frame, sizeof(frame));
	d = perf_decomp__new(perf_decomp__max_out(0), false);
	nr = 0;
	TEST_ASSERT(n && perf_decomp__feed(d, frame, n, count_one, &nr) == 0 && nr == 0,
		    "a partial record is waited for");
	TEST_ASSERT(perf_decomp__end(d) == -EINVAL &&
			    strstr(perf_decomp__strerror(d), "ends inside a record"),
		    "cut: %s", perf_decomp__strerror(d));
	perf_decomp__delete(d);

	/* a bomb: a few hundred bytes that decompress to 4 MiB of valid records */
	buf = xmalloc(big);
	for (size_t off = 0; off < big; off += 8) {
		struct perf_event_header fr = { .type = PERF_RECORD_FINISHED_ROUND, .size = 8 };

		memcpy(buf + off, &fr, 8);
	}
	n = zstd_frame(buf, big, frame, sizeof(frame));
	free(buf);
	TEST_ASSERT(n && n < 4096, "bomb frame of %zu bytes", n);
	d = perf_decomp__new(perf_decomp__max_out(12288), false);
	nr = 0;
	TEST_ASSERT(perf_decomp__feed(d, frame, n, count_one, &nr) == -EINVAL &&
			    strstr(perf_decomp__strerror(d), "more than 2097152 bytes"),
		    "bomb: %s", perf_decomp__strerror(d));
	TEST_ASSERT(nr <= (2u << 20) / 8, "%" PRIu64 " records out of the bomb", nr);
	perf_decomp__delete(d);
	/* the same frame is fine where the ring is big enough to have made it */
	d = perf_decomp__new(perf_decomp__max_out(4u << 20), false);
	nr = 0;
	TEST_ASSERT(perf_decomp__feed(d, frame, n, count_one, &nr) == 0 && nr == big / 8,
		    "a 4 MiB ring: %s, %" PRIu64 " records", perf_decomp__strerror(d), nr);
	perf_decomp__delete(d);
	return TEST_OK;
}

/* ---- a compressed perf.data through the session: order, and buffers kept while queued ---- */

static struct evsel *fake_evsel(u64 id)
{
	struct perf_event_attr attr = { .size = sizeof(attr) };
	struct evsel *e;

	attr.type = PERF_TYPE_SOFTWARE;
	attr.config = PERF_COUNT_SW_CPU_CLOCK;
	attr.sample_period = 1;
	attr.sample_type = PERF_SAMPLE_IP | PERF_SAMPLE_TID | PERF_SAMPLE_TIME | PERF_SAMPLE_PERIOD;
	attr.sample_id_all = 1;
	e = evsel__new(&attr, "cpu-clock");
	cpu_map__parse("0", &e->cpus);
	e->threads = thread_map__new_dummy();
	e->fd = xmalloc(sizeof(int));
	e->id = xmalloc(sizeof(u64));
	e->fd[0] = -1;
	e->id[0] = id;
	return e;
}

static int data_write(void *arg, const void *buf, size_t len)
{
	return perf_data__write(arg, buf, len);
}

struct order {
	struct perf_tool tool;
	u64 nr, last_time;
	int bad;
};

static int order_sample(struct perf_tool *tool, union perf_event *ev, struct perf_sample *sample,
			struct evsel *evsel)
{
	struct order *o = (struct order *)tool;

	/* each sample's ip says its time: a buffer freed too early shows here (and in ASan) */
	if (sample->time < o->last_time || sample->ip != sample->time * 3 + 1)
		o->bad++;
	o->last_time = sample->time;
	o->nr++;
	return 0;
}

/*
 * Writes a compressed perf.data of nr samples: rounds of 1000 whose times interleave with
 * the next round's (so each round waits queued for the next one), over several MiB of
 * decompressed records; with bomb, a last COMPRESSED record decompressing past the bound.
 */
static int write_compressed(const char *path, u64 nr, bool bomb)
{
	struct evlist *evlist = evlist__new();
	struct perf_data_file f;
	struct perf_env env;
	/* a writer flushes after a ring's worth; the bomb's does not */
	struct perf_comp *c = perf_comp__new(1, bomb ? 16u << 20 : 512 * 1024);
	int err;

	evlist__add(evlist, fake_evsel(7));
	err = perf_data__create(&f, path, evlist);
	for (u64 i = 0; !err && i < nr; i++) {
		u64 rec[5];
		struct perf_event_header *h = (struct perf_event_header *)rec;
		u32 pt[2] = { 1, 1 };
		u64 round = i / 1000, t = (round * 1000 + (i % 1000) * 2) * 1000;

		h->type = PERF_RECORD_SAMPLE;
		h->misc = PERF_RECORD_MISC_USER;
		h->size = sizeof(rec);
		rec[1] = t * 3 + 1;
		memcpy(&rec[2], pt, 8);
		rec[3] = t;
		rec[4] = 1;
		err = perf_comp__add(c, rec, h->size, data_write, &f);
		if (!err && i % 1000 == 999) {
			struct perf_event_header fr = { .type = PERF_RECORD_FINISHED_ROUND,
							.size = 8 };

			err = perf_comp__flush(c, data_write, &f);
			if (!err)
				err = perf_data__write(&f, &fr, sizeof(fr));
		}
	}
	if (!err)
		err = perf_comp__flush(c, data_write, &f);
	if (!err && bomb) {
		/* 4 MiB of FINISHED_ROUND records in one payload, past 2 x 512 KiB */
		for (u64 i = 0; !err && i < (4u << 20) / 8; i++) {
			struct perf_event_header fr = { .type = PERF_RECORD_FINISHED_ROUND,
							.size = 8 };

			err = perf_comp__add(c, &fr, sizeof(fr), data_write, &f);
		}
		if (!err)
			err = perf_comp__flush(c, data_write, &f);
	}
	memset(&env, 0, sizeof(env));
	env.comp_type = PERF_COMP_ZSTD;
	env.comp_level = 1;
	env.comp_mmap_len = 512 * 1024;
	if (!err)
		err = perf_data__finish(&f, evlist, &env);
	perf_comp__delete(c);
	evlist__delete(evlist);
	return err;
}

DEFINE_TEST(test__compress_session,
	    "compress: a compressed perf.data in time order; a bomb in it is an error")
{
	char path[] = "/tmp/perf-test-zstd-XXXXXX";
	int fd = mkstemp(path), saved = verbose;
	struct perf_session *s;
	struct order o;
	const u64 nr = 150000; /* 6 MiB of samples: several decompression buffers */

	TEST_ASSERT(fd >= 0, "mkstemp");
	close(fd);
	TEST_ASSERT(write_compressed(path, nr, false) == 0, "write");
	for (int no_order = 0; no_order < 2; no_order++) {
		TEST_ASSERT(perf_session__open(path, &s) == 0, "open");
		memset(&o, 0, sizeof(o));
		o.tool.sample = order_sample;
		o.tool.no_ordered_events = no_order;
		TEST_ASSERT(perf_session__process_events(s, &o.tool) == 0, "process");
		/* in file order the rounds interleave: only the count and contents are checked */
		TEST_ASSERT(o.nr == nr && (no_order || !o.bad),
			    "%s: %" PRIu64 " samples, %d out of order or damaged",
			    no_order ? "file order" : "time order", o.nr, o.bad);
		TEST_ASSERT(s->env.comp_type == PERF_COMP_ZSTD && !s->truncated, "feature");
		perf_session__delete(s);
	}

	TEST_ASSERT(write_compressed(path, 2000, true) == 0, "write the bomb");
	TEST_ASSERT(perf_session__open(path, &s) == 0, "open the bomb");
	memset(&o, 0, sizeof(o));
	o.tool.sample = order_sample;
	verbose = -1; /* its error line is expected */
	TEST_ASSERT(perf_session__process_events(s, &o.tool) == -EINVAL, "the bomb was read");
	verbose = saved;
	perf_session__delete(s);
	unlink(path);
	return TEST_OK;
}
