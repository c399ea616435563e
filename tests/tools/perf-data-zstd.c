// SPDX-License-Identifier: GPL-2.0
/*
 * perf-data-zstd MODE IN OUT: writes OUT, the compressed perf.data IN (host order, a full
 * header or pipe mode's) with its compressed stream rewritten as one zstd stream in new COMPRESSED records
 * (where IN's first one was), damaged by MODE:
 *
 *   copy     no damage (OUT reads as IN does)
 *   plain    the records uncompressed (decompressed by libzstd alone: a reference)
 *   frame    the first payload's first 16 bytes garbled: not a zstd frame
 *   badsize  the first record inside says 4 bytes (below its header)
 *   lie      the first record inside says 8 bytes more than it has
 *   cut      the stream ends 24 bytes before its last record does
 *   bomb     4 MiB of FINISHED_ROUND records appended to the stream in one payload
 *
 * For the compressed-records tests (tests/shell/record_zstd.sh) and the fuzz seeds.
 */
#include <errno.h>
#include <stdio.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "util/compress.h"
#include "util/event.h"
#include "util/header.h"
#include "util/lazy-zstd.h"
#include "util/util.h"

struct buf {
	char *p;
	size_t len, alloc;
};

static void put(struct buf *b, const void *p, size_t len)
{
	b->p = grow_array(b->p, &b->alloc, b->len + len + 1, 1);
	memcpy(b->p + b->len, p, len);
	b->len += len;
}

static int put_rec(void *arg, const void *p, size_t len)
{
	put(arg, p, len);
	return 0;
}

/* n bytes of p (p may be NULL when n is 0: an empty part) */
static bool wr(FILE *f, const void *p, size_t n)
{
	return !n || fwrite(p, 1, n, f) == n;
}

static int fail(const char *why)
{
	fprintf(stderr, "perf-data-zstd: %s\n", why);
	return 1;
}

int main(int argc, char **argv)
{
	struct buf before = { 0 }, after = { 0 }, payload = { 0 }, inner = { 0 }, out = { 0 };
	struct perf_file_header h;
	struct perf_comp *c;
	const char *mode;
	ZSTD_DStream *ds;
	ZSTD_inBuffer zin;
	char *file, tmp[65536];
	size_t len, off, end;
	u64 delta;
	int nr_feat = 0, seen = 0, pipe;
	FILE *f;

	if (argc != 4)
		return fail("usage: perf-data-zstd copy|plain|frame|badsize|lie|cut|bomb IN OUT");
	mode = argv[1];
	if (read_file(argv[2], &file, &len) || len < sizeof(h))
		return fail("cannot read IN");
	memcpy(&h, file, sizeof(h));
	/* pipe mode: a 16-byte header, the records to the end, the features among them */
	pipe = h.magic == PERF_MAGIC2 && h.size == 16;
	if (pipe) {
		memset(&h.attr_size, 0, sizeof(h) - 16);
		h.data.offset = 16;
		h.data.size = len - 16;
	}
	if (h.magic != PERF_MAGIC2 || (h.size != sizeof(h) && !pipe) || h.data.offset > len ||
	    h.data.size > len - h.data.offset)
		return fail("IN is not a host-order perf.data");

	/* the records: the plain ones around the first COMPRESSED, the payloads joined */
	end = h.data.offset + h.data.size;
	for (off = h.data.offset; off + 8 <= end;) {
		struct perf_event_header eh;

		memcpy(&eh, file + off, sizeof(eh));
		if (eh.size < 8 || eh.size > end - off)
			return fail("a malformed record in IN");
		if (eh.type == PERF_RECORD_COMPRESSED) {
			put(&payload, file + off + 8, eh.size - 8);
			seen = 1;
		} else {
			put(seen ? &after : &before, file + off, eh.size);
		}
		off += eh.size;
	}
	if (!seen)
		return fail("IN has no COMPRESSED record");

	/* the stream, decompressed whole */
	ds = ZSTD_createDStream();
	ZSTD_initDStream(ds);
	zin = (ZSTD_inBuffer){ payload.p, payload.len, 0 };
	for (;;) {
		ZSTD_outBuffer zout = { tmp, sizeof(tmp), 0 };
		size_t r = ZSTD_decompressStream(ds, &zout, &zin);

		if (ZSTD_isError(r))
			return fail("IN's stream does not decompress");
		put(&inner, tmp, zout.pos);
		if (zin.pos == zin.size && zout.pos < zout.size)
			break;
	}
	ZSTD_freeDStream(ds);
	if (inner.len < 64)
		return fail("IN's stream is too short");

	if (!strcmp(mode, "badsize") || !strcmp(mode, "lie")) {
		u16 size;

		memcpy(&size, inner.p + 6, 2);
		size = !strcmp(mode, "lie") ? size + 8 : 4;
		memcpy(inner.p + 6, &size, 2);
	} else if (!strcmp(mode, "cut")) {
		inner.len -= 24;
	} else if (!strcmp(mode, "bomb")) {
		struct perf_event_header fr = { .type = PERF_RECORD_FINISHED_ROUND, .size = 8 };

		for (int i = 0; i < (4 << 20) / 8; i++)
			put(&inner, &fr, sizeof(fr));
	} else if (strcmp(mode, "copy") && strcmp(mode, "frame") && strcmp(mode, "plain")) {
		return fail("unknown mode");
	}

	/* one flush at the end: the whole stream in as few payloads as zstd makes */
	c = perf_comp__new(1, (size_t)1 << 40);
	if (!strcmp(mode, "plain"))
		put(&out, inner.p, inner.len);
	else if (!c || perf_comp__add(c, inner.p, inner.len, put_rec, &out) ||
		 perf_comp__flush(c, put_rec, &out))
		return fail("compression failed");
	perf_comp__delete(c);
	if (!strcmp(mode, "frame"))
		for (int i = 8; i < 24 && (size_t)i < out.len; i++)
			out.p[i] ^= 0x5a;

	/* OUT: header, the data, the features after it with their offsets moved */
	delta = before.len + out.len + after.len - h.data.size;
	for (int i = 0; i < HEADER_FEAT_BITS; i++)
		nr_feat += (h.adds_features[i / 64] >> (i % 64)) & 1;
	if ((len - end) / sizeof(struct perf_file_section) < (size_t)nr_feat)
		return fail("IN's feature table is cut");
	for (int i = 0; i < nr_feat; i++) {
		struct perf_file_section sec;

		memcpy(&sec, file + end + i * sizeof(sec), sizeof(sec));
		sec.offset += delta;
		memcpy(file + end + i * sizeof(sec), &sec, sizeof(sec));
	}
	h.data.size += delta;
	if (!pipe)
		memcpy(file, &h, sizeof(h));
	f = fopen(argv[3], "w");
	if (!f || !wr(f, file, h.data.offset) || !wr(f, before.p, before.len) ||
	    !wr(f, out.p, out.len) || !wr(f, after.p, after.len) ||
	    !wr(f, file + end, len - end) || fclose(f))
		return fail("cannot write OUT");
	/* given back: a sanitizer build's leak check would fail the tool otherwise */
	free(before.p);
	free(after.p);
	free(payload.p);
	free(inner.p);
	free(out.p);
	free(file);
	return 0;
}
