// SPDX-License-Identifier: GPL-2.0
/* Writing a perf.data stream: the header records first. See pipe-writer.h. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "event.h"
#include "evlist.h"
#include "evsel.h"
#include "header.h"
#include "pipe-writer.h"

/* Build-id file names are padded to this, as in the file's build-id table. */
#define NAME_ALIGN 64

static int write_attr(struct evsel *evsel, perf_pipe_write_fn write_fn, void *arg)
{
	struct perf_record_header_attr r;
	const u64 *ids;
	int n = perf_header__evsel_ids(evsel, &ids), nz = 0, err;
	u64 *buf;
	size_t size;

	for (int i = 0; i < n; i++)
		nz += ids[i] != 0;
	size = sizeof(r) + nz * sizeof(u64);
	if (size > 0xffff)
		return -E2BIG; /* a record's size is 16 bits: ids of more fds than it can say */
	memset(&r, 0, sizeof(r));
	r.header.type = PERF_RECORD_HEADER_ATTR;
	r.header.size = size;
	r.attr = evsel->attr;
	r.attr.size = sizeof(r.attr);
	buf = xmalloc(size);
	memcpy(buf, &r, sizeof(r));
	nz = 0;
	for (int i = 0; i < n; i++)
		if (ids[i])
			memcpy((char *)buf + sizeof(r) + nz++ * sizeof(u64), &ids[i], sizeof(u64));
	err = write_fn(arg, buf, size);
	free(buf);
	return err;
}

/* The event's name as Linux perf's readers of a stream take it (they skip event_desc there). */
static int write_name(struct evsel *evsel, perf_pipe_write_fn write_fn, void *arg)
{
	/* PERF_EVENT_UPDATE__NAME in Linux perf's enum */
	enum { EVENT_UPDATE_NAME = 2 };
	struct perf_record_event_update r;
	const char *name = evsel__name(evsel);
	size_t n = strlen(name) + 1, len = perf_align8(n);
	const u64 *ids;
	char *buf;
	int err;

	if (perf_header__evsel_ids(evsel, &ids) <= 0 || sizeof(r) + len > 0xffff)
		return 0; /* no id to name it by */
	memset(&r, 0, sizeof(r));
	r.header.type = PERF_RECORD_EVENT_UPDATE;
	r.header.size = sizeof(r) + len;
	r.type = EVENT_UPDATE_NAME;
	r.id = ids[0];
	buf = xzalloc(sizeof(r) + len);
	memcpy(buf, &r, sizeof(r));
	memcpy(buf + sizeof(r), name, n);
	err = write_fn(arg, buf, sizeof(r) + len);
	free(buf);
	return err;
}

static int write_feature(int feat, struct evlist *evlist, const struct perf_env *env,
			 perf_pipe_write_fn write_fn, void *arg)
{
	struct perf_record_header_feature r;
	struct feat_buf b = { 0 };
	void *data;
	size_t len;
	int err;

	if (perf_header__write_feature(&b, feat, evlist, env)) {
		free(b.p);
		return 0; /* nothing for it */
	}
	data = b.p;
	len = b.len;
	if (sizeof(r) + len > 0xffff) {
		free(data); /* a record cannot hold it: the stream goes without this feature */
		return 0;
	}
	memset(&r, 0, sizeof(r));
	r.header.type = PERF_RECORD_HEADER_FEATURE;
	r.header.size = sizeof(r) + len;
	r.feat_id = feat;
	err = write_fn(arg, &r, sizeof(r));
	if (!err && len)
		err = write_fn(arg, data, len);
	free(data);
	return err;
}

static int write_tracing_data(const struct perf_env *env, perf_pipe_write_fn write_fn, void *arg)
{
	static const char pad[8];
	struct perf_record_header_tracing_data r;
	/* Linux perf's record is 12 bytes; the blob follows, padded to 8 */
	const size_t rsize = 12;
	size_t aligned = perf_align8(env->tracing_data_size);
	int err;

	if (aligned > 0xffffffffu)
		return -E2BIG;
	memset(&r, 0, sizeof(r));
	r.header.type = PERF_RECORD_HEADER_TRACING_DATA;
	r.header.size = rsize;
	r.size = aligned;
	err = write_fn(arg, &r, rsize);
	if (!err)
		err = write_fn(arg, env->tracing_data, env->tracing_data_size);
	if (!err && aligned > env->tracing_data_size)
		err = write_fn(arg, pad, aligned - env->tracing_data_size);
	return err;
}

int perf_pipe__write_header(struct evlist *evlist, const struct perf_env *env,
			    perf_pipe_write_fn write_fn, void *arg)
{
	u64 hdr[2] = { PERF_MAGIC2, 16 };
	struct evsel *evsel;
	int err = write_fn(arg, hdr, sizeof(hdr));

	evlist__for_each_entry(evlist, evsel) {
		if (err)
			return err;
		err = write_attr(evsel, write_fn, arg);
	}
	if (err || !env)
		return err;
	for (int f = HEADER_FIRST_FEATURE; f < HEADER_LAST_FEATURE && !err; f++) {
		/* both have records of their own */
		if (f == HEADER_TRACING_DATA || f == HEADER_BUILD_ID)
			continue;
		err = write_feature(f, evlist, env, write_fn, arg);
	}
	if (!err && env->tracing_data && env->tracing_data_size)
		err = write_tracing_data(env, write_fn, arg);
	evlist__for_each_entry(evlist, evsel) {
		if (err)
			break;
		err = write_name(evsel, write_fn, arg);
	}
	return err;
}

int perf_pipe__write_build_id(pid_t pid, u16 cpumode, const u8 *build_id, u8 size,
			      const char *filename, perf_pipe_write_fn write_fn, void *arg)
{
	struct perf_record_header_build_id r;
	size_t n = strlen(filename) + 1;
	/*
	 * The name padded to 64 as Linux perf does, and the record to 8 (Linux perf's is 4 bytes
	 * short of it): a file's data section stays of aligned records, readers take the name up
	 * to its NUL.
	 */
	size_t len = perf_align8(sizeof(r) + PERF_ALIGN(n, (size_t)NAME_ALIGN)) - sizeof(r);
	char *buf;
	int err;

	if (sizeof(r) + len > 0xffff)
		return -ENAMETOOLONG;
	memset(&r, 0, sizeof(r));
	r.header.type = PERF_RECORD_HEADER_BUILD_ID;
	r.header.misc = cpumode | PERF_RECORD_MISC_BUILD_ID_SIZE;
	r.header.size = sizeof(r) + len;
	r.pid = pid;
	r.size = size > 20 ? 20 : size;
	memcpy(r.data, build_id, r.size);
	buf = xzalloc(sizeof(r) + len);
	memcpy(buf, &r, sizeof(r));
	memcpy(buf + sizeof(r), filename, n);
	err = write_fn(arg, buf, sizeof(r) + len);
	free(buf);
	return err;
}
