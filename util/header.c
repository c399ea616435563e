// SPDX-License-Identifier: GPL-2.0
/* perf.data header, attrs and feature sections: writer and reader. See header.h. */
#include <byteswap.h>
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "debug.h"
#include "event.h"
#include "evlist.h"
#include "evsel.h"
#include "header.h"
#include "tracefs.h"

int perf_header__evsel_ids(struct evsel *evsel, const u64 **ids)
{
	*ids = evsel->id;
	if (evsel->nr_file_ids)
		return evsel->nr_file_ids;
	return evsel->id ? evsel__nr_fds(evsel) : 0;
}

int perf_header__write(int fd, struct evlist *evlist, const struct perf_env *env, u64 data_offset,
		       u64 data_size)
{
	struct perf_file_header h;
	struct feat_buf ids = { 0 }, attrs = { 0 }, feats = { 0 };
	struct perf_file_section secs[HEADER_LAST_FEATURE];
	struct evsel *evsel;
	int nr_secs = 0, err = 0;
	u64 off = sizeof(h);

	memset(&h, 0, sizeof(h));
	h.magic = PERF_MAGIC2;
	h.size = sizeof(h);
	h.attr_size = sizeof(struct perf_file_attr);

	evlist__for_each_entry(evlist, evsel) {
		struct perf_file_attr fa;
		const u64 *id;
		int n = perf_header__evsel_ids(evsel, &id);
		u64 start = off + ids.len;

		for (int i = 0; i < n; i++)
			if (id[i])
				feat_buf__u64(&ids, id[i]);
		memset(&fa, 0, sizeof(fa));
		fa.attr = evsel->attr;
		fa.attr.size = sizeof(fa.attr);
		fa.ids.offset = start;
		fa.ids.size = off + ids.len - start;
		feat_buf__add(&attrs, &fa, sizeof(fa));
	}
	h.attrs.offset = off + ids.len;
	h.attrs.size = attrs.len;
	if (h.attrs.offset + h.attrs.size > data_offset) {
		err = -EINVAL; /* the attrs grew since the data offset was chosen */
		goto out;
	}
	h.data.offset = data_offset;
	h.data.size = data_size;

	if (env) {
		u64 feat_off;

		/* bits first: the section table precedes the contents */
		for (int f = HEADER_FIRST_FEATURE; f < HEADER_LAST_FEATURE; f++) {
			struct feat_buf tmp = { 0 };

			if (!perf_header__write_feature(&tmp, f, evlist, env)) {
				h.adds_features[f / 64] |= 1ULL << (f % 64);
				nr_secs++;
			}
			free(tmp.p);
		}
		feat_off = data_offset + data_size + nr_secs * sizeof(struct perf_file_section);
		nr_secs = 0;
		for (int f = HEADER_FIRST_FEATURE; f < HEADER_LAST_FEATURE; f++) {
			size_t start = feats.len;

			if (!(h.adds_features[f / 64] & (1ULL << (f % 64))))
				continue;
			perf_header__write_feature(&feats, f, evlist, env);
			secs[nr_secs].offset = feat_off + start;
			secs[nr_secs].size = feats.len - start;
			nr_secs++;
		}
	}

	/*
	 * The sections after the data first and the header last: when the disk fills up on
	 * the way, the header still describes what is in the file (perf_data__salvage).
	 */
	if (nr_secs) {
		u64 at = data_offset + data_size;

		err = pwriten(fd, secs, nr_secs * sizeof(secs[0]), at);
		if (!err && feats.len)
			err = pwriten(fd, feats.p, feats.len, at + nr_secs * sizeof(secs[0]));
		/* a device written in place has no length to cut (EINVAL) */
		if (!err && ftruncate(fd, at + nr_secs * sizeof(secs[0]) + feats.len) < 0 &&
		    errno != EINVAL)
			err = -errno;
	}
	if (!err && ids.len)
		err = pwriten(fd, ids.p, ids.len, sizeof(h));
	if (!err && attrs.len)
		err = pwriten(fd, attrs.p, attrs.len, h.attrs.offset);
	if (!err)
		err = pwriten(fd, &h, sizeof(h), 0);
out:
	free(ids.p);
	free(attrs.p);
	free(feats.p);
	return err;
}

/* ---- reading ---- */

int perf_header__read_features(const void *buf, size_t size, const struct perf_file_header *hdr,
			       bool swap, struct perf_env *env, struct evlist *evlist)
{
	u64 at = hdr->data.offset + hdr->data.size;
	int nr = 0;

	for (int f = 0; f < HEADER_FEAT_BITS; f++)
		nr += (hdr->adds_features[f / 64] >> (f % 64)) & 1;
	memcpy(env->features, hdr->adds_features, sizeof(env->features));
	if (!nr)
		return 0;
	if (at < hdr->data.offset || at > size ||
	    (size - at) / sizeof(struct perf_file_section) < (u64)nr) {
		pr_debug("perf.data: feature section table is outside the file\n");
		memset(env->features, 0, sizeof(env->features));
		return 0;
	}
	for (int f = 0, i = 0; f < HEADER_FEAT_BITS; f++) {
		struct perf_file_section sec;

		if (!((hdr->adds_features[f / 64] >> (f % 64)) & 1))
			continue;
		memcpy(&sec, (const char *)buf + at + i * sizeof(sec), sizeof(sec));
		i++;
		if (swap) {
			sec.offset = bswap_64(sec.offset);
			sec.size = bswap_64(sec.size);
		}
		if (sec.offset > size || sec.size > size - sec.offset) {
			pr_debug("perf.data: feature %s is outside the file, skipped\n",
				 perf_header__feat_name(f));
			env->features[f / 64] &= ~(1ULL << (f % 64));
			continue;
		}
		if (perf_header__read_feature(f, (const char *)buf + sec.offset, sec.size, swap,
					      env, evlist))
			pr_debug("perf.data: feature %s is malformed, partly skipped\n",
				 perf_header__feat_name(f));
		/*
		 * DIR_FORMAT describes a perf.data directory: in a plain file Linux perf's
		 * reader stops at it, and the features after it are listed but not read (an
		 * empty BPF_PROG_INFO, say); so do we, to print what it prints.
		 */
		if (f == HEADER_DIR_FORMAT) {
			pr_debug(
				"perf.data: DIR_FORMAT in a plain file: the features after it are not read\n");
			break;
		}
	}
	return 0;
}

/* ---- tracing data ---- */

static int fb_file(struct feat_buf *b, const char *path, int len_bytes)
{
	char *buf;
	size_t len;
	int err = read_file(path, &buf, &len);

	if (err)
		return err;
	if (len_bytes == 8)
		feat_buf__u64(b, len);
	else if (len_bytes == 4)
		feat_buf__u32(b, len);
	feat_buf__add(b, buf, len);
	free(buf);
	return 0;
}

/*
 * The blob libtraceevent-based readers (Linux perf's trace_report) expect, version 0.6:
 * "\027\bbtracing" "0.6\0", endianness, sizeof(long), page size; header_page and header_event
 * (with their names), the ftrace event formats, then per system the tracepoints' formats,
 * kallsyms and printk formats (both may be empty), saved_cmdlines.
 */
int perf_env__read_tracing_data(struct perf_env *env, struct evlist *evlist)
{
	static const char magic[] = { 23, 8, 68 };
	struct feat_buf b = { 0 };
	const char *dir = tracefs__mountpoint();
	struct evsel *evsel;
	char path[512];
	int nr_tp = 0, nr_sys = 0, err;
	u16 one = 1;
	char **systems = NULL;

	evlist__for_each_entry(evlist, evsel)
		nr_tp += evsel->attr.type == PERF_TYPE_TRACEPOINT && evsel->tp_sys && evsel->tp_name;
	if (!nr_tp)
		return 0;
	if (!dir)
		return -ENOENT;

	feat_buf__add(&b, magic, 3);
	feat_buf__add(&b, "tracing", 7);
	feat_buf__add(&b, "0.6", 4);
	feat_buf__add(&b, (*(u8 *)&one == 1) ? "\0" : "\1", 1);
	{
		u8 lsize = sizeof(long);
		u32 psize = page_size();

		feat_buf__add(&b, &lsize, 1);
		feat_buf__u32(&b, psize);
	}
	feat_buf__add(&b, "header_page", 12);
	snprintf(path, sizeof(path), "%s/events/header_page", dir);
	err = fb_file(&b, path, 8);
	if (err)
		goto out;
	feat_buf__add(&b, "header_event", 13);
	snprintf(path, sizeof(path), "%s/events/header_event", dir);
	err = fb_file(&b, path, 8);
	if (err)
		goto out;

	/* ftrace's own events: none needed for tracepoint samples */
	feat_buf__u32(&b, 0);

	/* systems of the recorded tracepoints, each with its events' formats */
	evlist__for_each_entry(evlist, evsel) {
		bool seen = false;

		if (evsel->attr.type != PERF_TYPE_TRACEPOINT || !evsel->tp_sys || !evsel->tp_name)
			continue;
		for (int i = 0; i < nr_sys; i++)
			seen |= !strcmp(systems[i], evsel->tp_sys);
		if (!seen) {
			systems = xrealloc(systems, (nr_sys + 1) * sizeof(char *));
			systems[nr_sys++] = evsel->tp_sys;
		}
	}
	feat_buf__u32(&b, nr_sys);
	for (int i = 0; i < nr_sys; i++) {
		struct evsel *e;
		u32 n = 0;

		feat_buf__add(&b, systems[i], strlen(systems[i]) + 1);
		evlist__for_each_entry(evlist, e)
			n += e->attr.type == PERF_TYPE_TRACEPOINT && e->tp_sys && e->tp_name &&
			     !strcmp(e->tp_sys, systems[i]);
		feat_buf__u32(&b, n);
		evlist__for_each_entry(evlist, e) {
			if (e->attr.type != PERF_TYPE_TRACEPOINT || !e->tp_sys || !e->tp_name ||
			    strcmp(e->tp_sys, systems[i]))
				continue;
			snprintf(path, sizeof(path), "%s/events/%s/%s/format", dir, e->tp_sys,
				 e->tp_name);
			err = fb_file(&b, path, 8);
			if (err)
				goto out;
		}
	}
	/* kallsyms and printk formats: empty (the report side resolves kernel symbols itself) */
	feat_buf__u32(&b, 0);
	snprintf(path, sizeof(path), "%s/printk_formats", dir);
	if (fb_file(&b, path, 4))
		feat_buf__u32(&b, 0);
	/* version 0.6 ends with saved_cmdlines (pid -> comm of the traced tasks) */
	snprintf(path, sizeof(path), "%s/saved_cmdlines", dir);
	if (fb_file(&b, path, 8))
		feat_buf__u64(&b, 0);
	err = 0;
	free(env->tracing_data);
	env->tracing_data = b.p;
	env->tracing_data_size = b.len;
	b.p = NULL;
out:
	free(systems);
	free(b.p);
	return err;
}
