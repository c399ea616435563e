// SPDX-License-Identifier: GPL-2.0
/*
 * A regular file's data section: its records walked in place in the map (or in an aligned
 * copy), each bounds-checked, swapped into host order once for a file of the other byte order;
 * the map's pages given back behind the walk. See session-internal.h.
 */
#include <byteswap.h>
#include <string.h>
#include <sys/mman.h>

#include "debug.h"
#include "event.h"
#include "session-internal.h"
#include "session.h"

/* The payload some records carry after header.size, from the raw (maybe unaligned) bytes. */
static u64 raw_payload(const char *p, u32 type, u32 size, bool swap)
{
	if (type == PERF_RECORD_HEADER_TRACING_DATA && size >= 12) {
		u32 v;

		memcpy(&v, p + 8, 4);
		return perf_align8(swap ? bswap_32(v) : v);
	}
	if (type == PERF_RECORD_AUXTRACE && size >= sizeof(struct perf_record_auxtrace)) {
		u64 v;

		memcpy(&v, p + 8, 8);
		return swap ? bswap_64(v) : v;
	}
	return 0;
}

/*
 * Gives back the mapped file's pages below file offset upto: a file is read once, front to
 * back, and its pages would otherwise all stay in our RSS. Only while the map holds the file
 * as it is (not swapped in place): a page touched again is read back from the page cache.
 */
#define RELEASE_STEP (1u << 20)
void session__release(struct perf_session *s, u64 upto)
{
	u64 ps = (u64)page_size();

	if (s->needs_swap || !s->map)
		return;
	upto &= ~(ps - 1);
	if (upto > s->size)
		upto = s->size & ~(ps - 1);
	if (upto < s->released + RELEASE_STEP)
		return;
	madvise((char *)s->map + s->released, upto - s->released, MADV_DONTNEED);
	s->released = upto;
}

/*
 * Records are 8-byte multiples, except some user records of pipe-mode files (FEATURE). When
 * a file has such records, its data is copied once, each record at an 8-aligned place, so
 * records can be used in place; orig_offs keeps each record's offset in the file.
 * Also finds where the readable data ends (a malformed record stops it).
 */
void session__prescan(struct perf_session *s)
{
	u64 off = s->header.data.offset, end = s->data_end, nr = 0, need = 0;
	bool aligned = true;
	char *dst;

	while (off < end) {
		const char *p = (const char *)s->map + off;
		struct perf_event_header h;
		u64 extra;

		if (end - off < sizeof(h))
			break;
		memcpy(&h, p, sizeof(h));
		if (s->needs_swap)
			perf_event_header__swap(&h);
		if (h.size < sizeof(h) || h.size > end - off)
			break;
		extra = raw_payload(p, h.type, h.size, s->needs_swap);
		if (extra > end - off - h.size)
			break;
		if ((h.size + extra) % 8)
			aligned = false;
		need += perf_align8(h.size + extra);
		nr++;
		off += h.size + extra;
		session__release(s, off);
	}
	s->released = 0; /* the next walk gives them back from the start again */
	if (off < end) {
		pr_warning("%s: malformed record at offset %#llx, ignoring the rest\n", s->path,
			   (unsigned long long)off);
		s->data_end = off;
		s->truncated = true;
	}
	if (aligned)
		return;
	s->realigned = xmalloc(need ? need : 8);
	s->realigned_size = need;
	s->orig_offs = xmalloc((nr ? nr : 1) * sizeof(u64));
	dst = s->realigned;
	off = s->header.data.offset;
	for (u64 i = 0; i < nr; i++) {
		const char *p = (const char *)s->map + off;
		struct perf_event_header h;
		u64 len;

		memcpy(&h, p, sizeof(h));
		if (s->needs_swap)
			perf_event_header__swap(&h);
		len = h.size + raw_payload(p, h.type, h.size, s->needs_swap);
		memcpy(dst, p, len);
		memset(dst + len, 0, perf_align8(len) - len);
		s->orig_offs[i] = off;
		dst += perf_align8(len);
		off += len;
	}
}

/*
 * The aligned copy made when a walk meets a COMPRESSED record (not a multiple of 8) in a file
 * that did not say it was compressed: record -z reads its own file back for the build-ids
 * before the features are written. The records before it are 8-byte multiples, so record nr
 * (at file offset off) is at off - data.offset in the copy. False when no copy could be made.
 */
static bool session__realign(struct perf_session *s, u64 nr, u64 off)
{
	session__prescan(s);
	return s->realigned && s->orig_offs[nr] == off &&
	       off - s->header.data.offset < s->realigned_size;
}

/*
 * Walks the records in file order (from the realigned copy when there is one), bounds-checking
 * each. With swap, each record is swapped into host order first (once, at open). cb gets the
 * record's offset in the file. Returns the file offset where the walk stopped; *bad is set
 * when a malformed record stopped it.
 */
u64 session__walk_records(struct perf_session *s, bool swap, perf_session_raw_cb cb, void *arg,
			  int *ret, bool *bad)
{
	char *base = s->realigned ? s->realigned : (char *)s->map;
	u64 pos = s->realigned ? 0 : s->header.data.offset;
	u64 end = s->realigned ? s->realigned_size : s->data_end;
	u64 i = 0, off = pos;

	*bad = false;
	*ret = 0;
	while (pos < end) {
		union perf_event *ev = (union perf_event *)(base + pos);
		struct perf_event_header h;
		u64 size, extra, step;

		off = s->orig_offs ? s->orig_offs[i] : pos;
		/* records are read once, in order: ask for the next lines early */
		__builtin_prefetch(base + pos + 512);
		if (end - pos < sizeof(h)) {
			*bad = true;
			break;
		}
		memcpy(&h, ev, sizeof(h));
		if (swap)
			perf_event_header__swap(&h);
		size = h.size;
		if (!s->orig_offs && size % 8 && h.type == PERF_RECORD_COMPRESSED && !swap &&
		    size <= end - pos && session__realign(s, i, off)) {
			/* a compressed file without the feature (yet): on in an aligned copy */
			base = s->realigned;
			end = s->realigned_size;
			pos = off - s->header.data.offset;
			continue;
		}
		if (size < sizeof(h) || size > end - pos || (!s->orig_offs && size % 8)) {
			*bad = true;
			break;
		}
		if (swap) {
			const struct perf_event_attr *attr =
				session__foreign_attr(s, ev, size, h.type);

			if (perf_event__swap(ev, attr, true)) {
				*bad = true;
				break;
			}
		}
		extra = record_payload(ev);
		step = perf_align8(size + extra);
		if (step > end - pos || (!s->orig_offs && step != size + extra)) {
			*bad = true;
			break;
		}
		if (!perf_event__is_kernel_type(ev->header.type) &&
		    s->header.size == PERF_PIPE_HEADER_SIZE && swap)
			session__user_record(s, ev);
		if (cb) {
			*ret = cb(s, off, ev, arg);
			if (*ret)
				return off;
		}
		pos += step;
		i++;
		off = s->orig_offs ? (pos < end ? s->orig_offs[i] : s->data_end) : pos;
	}
	return off;
}

/* Stops later walks at file offset end (a record the swap pass found malformed). */
void session__truncate_view(struct perf_session *s, u64 end)
{
	s->data_end = end;
	if (s->realigned) {
		u64 pos = 0, i = 0;

		while (pos < s->realigned_size && s->orig_offs[i] < end) {
			const struct perf_event_header *h =
				(const struct perf_event_header *)((char *)s->realigned + pos);

			pos += perf_align8(h->size + record_payload((const union perf_event *)h));
			i++;
		}
		s->realigned_size = pos;
	}
}

/* Gives back the file's pages below off that no queued record still points into. */
void session__release_delivered(struct perf_session *s, u64 off)
{
	u64 low = off;

	/* (reading ahead, records are in buffers or the map is kept) */
	if (s->needs_swap || !s->map || s->ahead || off < s->released + RELEASE_STEP)
		return;
	if (!s->realigned) {
		for (size_t i = 0; i < s->oe->nr; i++) {
			u64 o = (u64)((char *)s->oe->q[i].event - (char *)s->map);

			if (o < low)
				low = o;
		}
	}
	session__release(s, low);
}
