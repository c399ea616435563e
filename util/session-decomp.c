// SPDX-License-Identifier: GPL-2.0
/*
 * COMPRESSED records (record -z, util/compress.h): a walk's zstd stream, the records it
 * completes handed on to the walk's callback. See session-internal.h.
 */
#include <errno.h>

#include "compress.h"
#include "debug.h"
#include "event.h"
#include "session-internal.h"
#include "session.h"

struct decomp_ctx {
	struct perf_session *s;
	u64 off; /* of the COMPRESSED record */
	perf_session_raw_cb cb;
	void *arg;
};

static int decomp_one(void *arg, union perf_event *ev)
{
	struct decomp_ctx *dc = arg;
	struct perf_session *s = dc->s;

	if (s->needs_swap) {
		struct perf_event_header h = ev->header;

		perf_event_header__swap(&h);
		if (perf_event__swap(ev, session__foreign_attr(s, ev, h.size, h.type), true)) {
			pr_err("%s: the compressed record at offset %#llx: a record inside is "
			       "malformed (type %u)\n",
			       s->path, (unsigned long long)dc->off, h.type);
			return -EINVAL;
		}
	}
	/* what a ring buffer never holds: records with a payload after them, or nested */
	if (ev->header.type == PERF_RECORD_COMPRESSED || record_payload(ev)) {
		pr_debug("skipping a record of type %u inside a compressed record\n",
			 ev->header.type);
		return 0;
	}
	return dc->cb(s, dc->off, ev, dc->arg);
}

/*
 * A COMPRESSED record: its payload continues the session's zstd stream; each record it
 * completes goes to cb (the per-record dispatch) with the COMPRESSED record's offset.
 */
int session__decompress(struct perf_session *s, u64 off, union perf_event *ev,
			perf_session_raw_cb cb, void *arg)
{
	struct decomp_ctx dc = { .s = s, .off = off, .cb = cb, .arg = arg };
	struct session_buf *held = s->cur_buf;
	int err;

	if (!s->decomp) {
		s->decomp =
			perf_decomp__new(perf_decomp__max_out(s->env.comp_mmap_len), s->needs_swap);
		if (!s->decomp)
			return -ENOMEM;
	}
	/* the records it gives live in its own buffers, not in the COMPRESSED record's */
	s->cur_buf = NULL;
	err = perf_decomp__feed(s->decomp, (char *)ev + sizeof(ev->header),
				ev->header.size - sizeof(ev->header), decomp_one, &dc);
	s->cur_buf = held;
	if (err && *perf_decomp__strerror(s->decomp))
		pr_err("%s: the compressed record at offset %#llx: %s\n", s->path,
		       (unsigned long long)off, perf_decomp__strerror(s->decomp));
	/* the buffers whose records were all delivered are freed */
	perf_decomp__tag(s->decomp, s->oe ? s->oe->seq : 0);
	if (!s->ahead) /* (reading ahead, the records handed over may not be delivered yet) */
		perf_decomp__release(s->decomp, session__live_seq(s));
	return err;
}

/* The end of a walk: the stream must not stop inside a record (unless the file did). */
int session__decomp_end(struct perf_session *s, bool cut)
{
	int err = 0;

	if (s->decomp && !cut && perf_decomp__end(s->decomp)) {
		pr_err("%s: %s\n", s->path, perf_decomp__strerror(s->decomp));
		err = -EINVAL;
	}
	return err;
}

void session__decomp_free(struct perf_session *s)
{
	perf_decomp__delete(s->decomp);
	s->decomp = NULL;
}
