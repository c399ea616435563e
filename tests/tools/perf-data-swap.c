// SPDX-License-Identifier: GPL-2.0
/*
 * perf-data-swap IN OUT: writes OUT, the perf.data file IN as a machine of the other byte
 * order would have written it: every header field, attr, id, feature section and record is
 * byte-swapped by its own width. Used to make the foreign-endian fixtures; Linux perf reading
 * OUT (perf report/script) checks the conversion independently of our reader.
 */
#include <byteswap.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/debug.h"
#include "util/event.h"
#include "util/evlist.h"
#include "util/header.h"
#include "util/session.h"

struct cur {
	char *p, *end;
	int bad;
};

/* Swaps a u32 and returns its host value (read before swapping). */
static u32 sw_u32(struct cur *c)
{
	u32 v, h;

	if (c->end - c->p < 4) {
		c->bad = 1;
		return 0;
	}
	memcpy(&h, c->p, 4);
	v = bswap_32(h);
	memcpy(c->p, &v, 4);
	c->p += 4;
	return h;
}

static u64 sw_u64(struct cur *c)
{
	u64 v, h;

	if (c->end - c->p < 8) {
		c->bad = 1;
		return 0;
	}
	memcpy(&h, c->p, 8);
	v = bswap_64(h);
	memcpy(c->p, &v, 8);
	c->p += 8;
	return h;
}

static void sstring(struct cur *c)
{
	u32 len = sw_u32(c);

	if (c->bad || len > (size_t)(c->end - c->p)) {
		c->bad = 1;
		return;
	}
	c->p += len;
}

static u32 sstring_list(struct cur *c)
{
	u32 n = sw_u32(c);

	for (u32 i = 0; i < n && !c->bad; i++)
		sstring(c);
	return n;
}

static void sattr(struct cur *c, size_t size)
{
	if ((size_t)(c->end - c->p) < size) {
		c->bad = 1;
		return;
	}
	perf_event_attr__swap((struct perf_event_attr *)c->p, size, false);
	c->p += size;
}

static int swap_feature(int feat, struct cur *c, const struct perf_env *env)
{
	switch (feat) {
	case HEADER_TRACING_DATA:
		/* the blob says its own byte order; the payload of raw samples stays as written */
		c->p = c->end;
		break;
	case HEADER_BUILD_ID:
		while (!c->bad && c->end - c->p >= 8) {
			struct perf_event_header h;

			memcpy(&h, c->p, sizeof(h));
			if (h.size < sizeof(struct perf_record_header_build_id) ||
			    h.size > c->end - c->p) {
				c->bad = 1;
				break;
			}
			{
				/* (the section may sit at any offset: the header swapped in a copy) */
				char *next = c->p + h.size;

				perf_event_header__swap(&h);
				memcpy(c->p, &h, sizeof(h));

				c->p += 8;
				sw_u32(c);
				c->p = next;
			}
		}
		break;
	case HEADER_HOSTNAME:
	case HEADER_OSRELEASE:
	case HEADER_VERSION:
	case HEADER_ARCH:
	case HEADER_CPUDESC:
	case HEADER_CPUID:
		sstring(c);
		break;
	case HEADER_NRCPUS:
		sw_u32(c);
		sw_u32(c);
		break;
	case HEADER_TOTAL_MEM:
	case HEADER_CLOCKID:
		sw_u64(c);
		break;
	case HEADER_CMDLINE:
		sstring_list(c);
		break;
	case HEADER_EVENT_DESC: {
		u32 nr = sw_u32(c), asize = sw_u32(c);

		for (u32 i = 0; i < nr && !c->bad; i++) {
			u32 nr_ids;

			sattr(c, asize);
			nr_ids = sw_u32(c);
			sstring(c);
			for (u32 j = 0; j < nr_ids && !c->bad; j++)
				sw_u64(c);
		}
		break;
	}
	case HEADER_CPU_TOPOLOGY:
		sstring_list(c);
		sstring_list(c);
		for (u32 i = 0; i < env->nr_cpus_avail && !c->bad; i++) {
			sw_u32(c);
			sw_u32(c);
		}
		if (c->end - c->p >= 4) {
			sstring_list(c);
			while (!c->bad && c->end - c->p >= 4)
				sw_u32(c);
		}
		break;
	case HEADER_NUMA_TOPOLOGY: {
		u32 nr = sw_u32(c);

		for (u32 i = 0; i < nr && !c->bad; i++) {
			sw_u32(c);
			sw_u64(c);
			sw_u64(c);
			sstring(c);
		}
		break;
	}
	case HEADER_PMU_MAPPINGS: {
		u32 nr = sw_u32(c);

		for (u32 i = 0; i < nr && !c->bad; i++) {
			sw_u32(c);
			sstring(c);
		}
		break;
	}
	case HEADER_GROUP_DESC: {
		u32 nr = sw_u32(c);

		for (u32 i = 0; i < nr && !c->bad; i++) {
			sstring(c);
			sw_u32(c);
			sw_u32(c);
		}
		break;
	}
	case HEADER_CACHE: {
		u32 nr;

		sw_u32(c);
		nr = sw_u32(c);
		for (u32 i = 0; i < nr && !c->bad; i++) {
			sw_u32(c);
			sw_u32(c);
			sw_u32(c);
			sw_u32(c);
			sstring(c);
			sstring(c);
			sstring(c);
		}
		break;
	}
	case HEADER_SAMPLE_TIME:
	case HEADER_MEM_TOPOLOGY:
		while (!c->bad && c->end - c->p >= 8)
			sw_u64(c);
		break;
	case HEADER_CLOCK_DATA:
		sw_u32(c);
		sw_u32(c);
		sw_u64(c);
		sw_u64(c);
		break;
	case HEADER_CPU_PMU_CAPS: {
		u32 nr = sw_u32(c);

		for (u32 i = 0; i < nr && !c->bad; i++) {
			sstring(c);
			sstring(c);
		}
		break;
	}
	case HEADER_STAT:
		break;
	case HEADER_BPF_PROG_INFO:
	case HEADER_BPF_BTF:
	case HEADER_PMU_CAPS:
		/* only their empty form (a zero count) is supported */
		if (sw_u32(c) == 0)
			break;
		/* fall through */
	default:
		fprintf(stderr, "perf-data-swap: feature %d (%s) not supported\n", feat,
			perf_header__feat_name(feat));
		return -ENOTSUP;
	}
	if (c->bad || c->p != c->end) {
		fprintf(stderr, "perf-data-swap: feature %s: unexpected layout\n",
			perf_header__feat_name(feat));
		return -EINVAL;
	}
	return 0;
}

struct swap_ctx {
	char *out;
	int err;
};

static int swap_record(struct perf_session *s, u64 off, union perf_event *ev, void *arg)
{
	struct swap_ctx *ctx = arg;
	union perf_event *o = (union perf_event *)(ctx->out + off);
	struct perf_sample sample;
	struct evsel *evsel = NULL;

	perf_session__parse_sample(s, ev, &sample, &evsel);
	if (!evsel && perf_event__is_kernel_type(ev->header.type))
		evsel = evlist__first(s->evlist);
	if (perf_event__swap(o, evsel ? &evsel->attr : NULL, false)) {
		fprintf(stderr, "perf-data-swap: bad record at %#llx\n", (unsigned long long)off);
		ctx->err = -EINVAL;
		return -EINVAL;
	}
	return 0;
}

int main(int argc, char **argv)
{
	struct perf_session *s;
	struct swap_ctx ctx = { 0 };
	struct perf_file_header *h;
	char *out;
	FILE *f;
	int err, nfeat = 0;

	if (argc != 3) {
		fprintf(stderr, "usage: perf-data-swap IN OUT\n");
		return 2;
	}
	err = perf_session__open(argv[1], &s);
	if (err)
		return 1;
	if (s->needs_swap || s->header.size != sizeof(*h)) {
		fprintf(stderr, "perf-data-swap: %s: only host-order files with a full header\n",
			argv[1]);
		return 1;
	}
	/* the original bytes: the session's map is ours to read, unmodified for host files */
	out = xmalloc(s->size);
	memcpy(out, s->map, s->size);
	ctx.out = out;

	/* records first: swapping needs their host-order ids */
	err = perf_session__walk_raw(s, swap_record, &ctx);
	if (err || ctx.err || s->truncated)
		return 1;

	h = &s->header;
	/* attrs and their ids */
	for (u64 i = 0; i < h->attrs.size / h->attr_size; i++) {
		char *p = out + h->attrs.offset + i * h->attr_size;
		struct perf_file_section ids;
		struct cur c;

		memcpy(&ids, p + h->attr_size - 16, 16);
		c.p = out + ids.offset;
		c.end = c.p + ids.size;
		c.bad = 0;
		while (c.p < c.end)
			sw_u64(&c);
		c.p = p;
		c.end = p + h->attr_size;
		sattr(&c, h->attr_size - 16);
		sw_u64(&c);
		sw_u64(&c);
	}
	/* features */
	{
		u64 at = h->data.offset + h->data.size;

		for (int feat = 0; feat < HEADER_FEAT_BITS; feat++) {
			struct perf_file_section sec;
			struct cur c;

			if (!((h->adds_features[feat / 64] >> (feat % 64)) & 1))
				continue;
			memcpy(&sec, out + at + nfeat * 16, 16);
			c.p = out + at + nfeat * 16;
			c.end = c.p + 16;
			c.bad = 0;
			sw_u64(&c);
			sw_u64(&c);
			nfeat++;
			if (sec.offset > s->size || sec.size > s->size - sec.offset)
				return 1;
			c.p = out + sec.offset;
			c.end = c.p + sec.size;
			if (swap_feature(feat, &c, &s->env))
				return 1;
		}
	}
	/* the file header: all u64 words, the feature bitmap included */
	for (size_t i = 0; i < sizeof(*h) / 8; i++) {
		struct cur c = { out + i * 8, out + i * 8 + 8, 0 };

		sw_u64(&c);
	}

	f = fopen(argv[2], "we");
	if (!f || fwrite(out, 1, s->size, f) != s->size || fclose(f)) {
		fprintf(stderr, "perf-data-swap: %s: %s\n", argv[2], strerror(errno));
		return 1;
	}
	free(out);
	perf_session__delete(s);
	return 0;
}
