// SPDX-License-Identifier: GPL-2.0
/*
 * Reading perf.data files: opening (header, attrs, features) and the public walks. The parts
 * of the reader (a file's records, a stream's, decompression, delivery, the read-ahead thread,
 * the time-order queue) are listed in session-internal.h. See session.h.
 */
#include <byteswap.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "compress.h"
#include "debug.h"
#include "event.h"
#include "evlist.h"
#include "evsel.h"
#include "header.h"
#include "pipe-reader.h"
#include "sample-read.h"
#include "session-internal.h"
#include "session.h"

struct evsel *perf_session__evsel_by_id(struct perf_session *s, u64 id)
{
	struct evsel *evsel;

	if (s->one_evsel || !s->evlist->nr_entries)
		return s->evlist->nr_entries ? evlist__first(s->evlist) : NULL;
	evsel = evlist__id2evsel(s->evlist, id);
	/* synthesized records carry a zeroed id: they belong to no event in particular */
	if (!evsel && !id)
		evsel = evlist__first(s->evlist);
	return evsel;
}

struct perf_session_attr *perf_session__attr_of(struct perf_session *s, struct evsel *evsel)
{
	for (int i = 0; i < s->nr_attrs; i++)
		if (s->attrs[i].evsel == evsel)
			return &s->attrs[i];
	return NULL;
}

/* ---- names for events of files without HEADER_EVENT_DESC ---- */

static const char *const hw_names[] = {
	"cycles",
	"instructions",
	"cache-references",
	"cache-misses",
	"branches",
	"branch-misses",
	"bus-cycles",
	"stalled-cycles-frontend",
	"stalled-cycles-backend",
	"ref-cycles",
};

static const char *const sw_names[] = {
	"cpu-clock",	    "task-clock",   "page-faults",  "context-switches",
	"cpu-migrations",   "minor-faults", "major-faults", "alignment-faults",
	"emulation-faults", "dummy",	    "bpf-output",   "cgroup-switches",
};

static char *attr_default_name(const struct perf_event_attr *a)
{
	switch (a->type) {
	case PERF_TYPE_HARDWARE:
		if (a->config < ARRAY_SIZE(hw_names))
			return xstrdup(hw_names[a->config]);
		break;
	case PERF_TYPE_SOFTWARE:
		if (a->config < ARRAY_SIZE(sw_names))
			return xstrdup(sw_names[a->config]);
		break;
	case PERF_TYPE_TRACEPOINT:
		return xasprintf("tracepoint:%llu", (unsigned long long)a->config);
	case PERF_TYPE_BREAKPOINT:
		return xasprintf("mem:0x%llx", (unsigned long long)a->bp_addr);
	case PERF_TYPE_RAW:
		return xasprintf("raw 0x%llx", (unsigned long long)a->config);
	default:
		break;
	}
	return xasprintf("unknown:%u:0x%llx", a->type, (unsigned long long)a->config);
}

/* ---- opening ---- */

int session__bad_file(struct perf_session *s, const char *why)
{
	pr_err("%s: %s\n", s->path, why);
	return -EINVAL;
}

/* ids: nr_ids u64 at any alignment (file offsets, or after an odd-sized attr) */
static struct evsel *session__add_attr(struct perf_session *s, const struct perf_event_attr *attr,
				       const void *ids, u32 nr_ids, bool swap_ids)
{
	struct perf_session_attr *sa;
	struct evsel *evsel;
	char *name;

	/* with the room reserved, evlist__id_add below cannot fail */
	if (evlist__id_reserve(s->evlist, nr_ids))
		return NULL;
	name = attr_default_name(attr);
	evsel = evsel__new(attr, name);
	free(name);
	if (!evsel)
		return NULL;
	evsel->attr = *attr; /* keep the file's attr.size */
	evsel->idx = s->evlist->nr_entries;
	evlist__add(s->evlist, evsel);

	s->attrs = xrealloc(s->attrs, (s->nr_attrs + 1) * sizeof(*s->attrs));
	sa = &s->attrs[s->nr_attrs++];
	sa->evsel = evsel;
	sa->nr_ids = nr_ids;
	sa->ids = xcalloc(nr_ids ? nr_ids : 1, sizeof(u64));
	for (u32 i = 0; i < nr_ids; i++) {
		u64 id;

		memcpy(&id, (const char *)ids + i * sizeof(id), sizeof(id));
		sa->ids[i] = swap_ids ? bswap_64(id) : id;
		evlist__id_add(s->evlist, evsel, sa->ids[i]);
	}
	/* the event's ids, for a tool that writes the events again (perf inject) */
	if (nr_ids) {
		evsel->id = xmalloc(nr_ids * sizeof(u64));
		memcpy(evsel->id, sa->ids, nr_ids * sizeof(u64));
		evsel->nr_file_ids = nr_ids;
	}
	if (s->nr_attrs == 1) {
		s->sample_type = attr->sample_type;
		s->sample_id_all = attr->sample_id_all;
		s->id_pos = perf_event__sample_id_pos(attr->sample_type);
		s->is_pos = perf_event__nonsample_id_pos(attr->sample_type);
	}
	s->one_evsel = s->nr_attrs == 1;
	return evsel;
}

/* Reads an attr of asize bytes from buf into a zeroed host attr. */
static int read_attr(const void *buf, size_t asize, bool swap, struct perf_event_attr *attr)
{
	char tmp[4096];

	if (asize < PERF_ATTR_SIZE_VER0 || asize > sizeof(tmp))
		return -EINVAL;
	memcpy(tmp, buf, asize);
	if (swap)
		perf_event_attr__swap((struct perf_event_attr *)tmp, asize, true);
	memset(attr, 0, sizeof(*attr));
	memcpy(attr, tmp, min_t(size_t, asize, sizeof(*attr)));
	return 0;
}

static int read_attrs(struct perf_session *s)
{
	const struct perf_file_header *h = &s->header;
	u64 asize = h->attr_size, nr;

	if (asize < PERF_ATTR_SIZE_VER0 + sizeof(struct perf_file_section) || asize > 4096)
		return session__bad_file(s, "bad attr size in the header");
	if (h->attrs.offset > s->size || h->attrs.size > s->size - h->attrs.offset)
		return session__bad_file(s, "the attrs section is outside the file (truncated?)");
	if (h->attrs.size % asize)
		return session__bad_file(
			s, "the attrs section size is not a multiple of the attr size");
	nr = h->attrs.size / asize;
	for (u64 i = 0; i < nr; i++) {
		const char *p = (const char *)s->map + h->attrs.offset + i * asize;
		struct perf_event_attr attr;
		struct perf_file_section ids;

		if (read_attr(p, asize - sizeof(ids), s->needs_swap, &attr))
			return session__bad_file(s, "bad attr");
		memcpy(&ids, p + asize - sizeof(ids), sizeof(ids));
		if (s->needs_swap) {
			ids.offset = bswap_64(ids.offset);
			ids.size = bswap_64(ids.size);
		}
		if (ids.offset > s->size || ids.size > s->size - ids.offset || ids.size % 8)
			return session__bad_file(s, "an attr's ids are outside the file");
		if (!session__add_attr(s, &attr, (const char *)s->map + ids.offset, ids.size / 8,
				       s->needs_swap))
			return -ENOMEM;
	}
	return 0;
}

/* The attr a foreign-order record belongs to, reading its id by the file's order. */
const struct perf_event_attr *
session__foreign_attr(struct perf_session *s, const union perf_event *ev, size_t size, u32 type)
{
	struct evsel *evsel = NULL;
	u64 id = 0;

	if (!s->nr_attrs)
		return NULL;
	if (s->one_evsel)
		return &evlist__first(s->evlist)->attr;
	if (perf_event__read_id(ev, size, type, s->id_pos, s->sample_id_all ? s->is_pos : -1, &id))
		id = 0;
	id = bswap_64(id);
	evsel = perf_session__evsel_by_id(s, id);
	return evsel ? &evsel->attr : &evlist__first(s->evlist)->attr;
}

/*
 * Pipe-mode files (and pipe-mode records in a normal file) describe their events with
 * HEADER_ATTR records at the start, and their features with HEADER_FEATURE records.
 */
void session__user_record(struct perf_session *s, union perf_event *ev)
{
	if (ev->header.type == PERF_RECORD_HEADER_ATTR && s->header.size == PERF_PIPE_HEADER_SIZE) {
		struct perf_event_attr attr;
		u32 asize = ev->attr.attr.size;
		size_t size = ev->header.size;

		if (asize < PERF_ATTR_SIZE_VER0 || asize > size - 8)
			return;
		if (read_attr(&ev->attr.attr, asize, false, &attr))
			return;
		session__add_attr(s, &attr, (const char *)ev + 8 + asize, (size - 8 - asize) / 8,
				  false);
	}
}

static int pipe_attr_scan(struct perf_session *s, u64 off, union perf_event *ev, void *arg)
{
	(void)off;
	(void)arg;
	if (ev->header.type == PERF_RECORD_HEADER_ATTR)
		session__user_record(s, ev);
	else if (perf_event__is_kernel_type(ev->header.type))
		return 1; /* attrs come before the first kernel record */
	return 0;
}

/* HEADER_FEATURE and TRACING_DATA records of pipe files: parsed as feature sections. */
int session__feature_scan(struct perf_session *s, u64 off, union perf_event *ev, void *arg)
{
	u64 size = ev->header.size;

	(void)off;
	(void)arg;
	if (ev->header.type == PERF_RECORD_HEADER_FEATURE && size >= 16 &&
	    ev->feat.feat_id < HEADER_FEAT_BITS) {
		if (perf_header__read_feature(ev->feat.feat_id, ev->feat.data, size - 16,
					      s->needs_swap, &s->env, s->evlist))
			pr_debug("perf.data: feature %s is malformed, partly skipped\n",
				 perf_header__feat_name(ev->feat.feat_id));
	} else if (ev->header.type == PERF_RECORD_HEADER_TRACING_DATA && !s->env.tracing_data &&
		   size >= 12) {
		s->env.tracing_data_size = ev->tracing_data.size;
		s->env.tracing_data = xmalloc(ev->tracing_data.size + 1);
		memcpy(s->env.tracing_data, (char *)ev + size, ev->tracing_data.size);
		s->env.features[0] |= 1ULL << HEADER_TRACING_DATA;
	}
	return 0;
}

static struct perf_session *session__new(const char *path)
{
	struct perf_session *s = xzalloc(sizeof(*s));

	s->path = xstrdup(path);
	s->evlist = evlist__new();
	if (!s->evlist)
		xalloc_die(sizeof(struct evlist));
	return s;
}

static int session__open(struct perf_session *s, struct perf_session **sessionp);

int perf_session__open(const char *path, struct perf_session **sessionp)
{
	struct perf_session *s = session__new(path);
	int err;

	*sessionp = NULL;
	/* O_NONBLOCK: a FIFO without a writer would block open() forever */
	if (perf_session__is_stdin(path))
		s->fd = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 3);
	else
		s->fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	if (s->fd < 0) {
		err = -errno;
		/* Linux perf's words, with its hint when the default file is missing */
		pr_err("failed to open %s: %s%s\n", path, strerror(-err),
		       err == -ENOENT && !strcmp(path, "perf.data") ? "  (try 'perf record' first)" :
								     "");
		perf_session__delete(s);
		return err;
	}
	return session__open(s, sessionp);
}

int perf_session__open_fd(int fd, const char *name, struct perf_session **sessionp)
{
	struct perf_session *s = session__new(name);
	int err;

	*sessionp = NULL;
	s->fd = fcntl(fd, F_DUPFD_CLOEXEC, 3);
	if (s->fd < 0) {
		err = -errno;
		pr_err("%s: %s\n", name, strerror(-err));
		perf_session__delete(s);
		return err;
	}
	return session__open(s, sessionp);
}

/* The checks and the reading of s->fd, named s->path: the file's or a stream's. */
static int session__open(struct perf_session *s, struct perf_session **sessionp)
{
	const char *path = s->path;
	struct stat st;
	u64 magic;
	int err;

	if (fstat(s->fd, &st) < 0) {
		err = -errno;
		pr_err("%s: cannot stat: %s\n", path, strerror(errno));
		goto fail;
	}
	if (!S_ISREG(st.st_mode) && perf_session__is_stdin(path)) {
		/* a pipe (or a terminal, a socket): the stream form */
		err = session__pipe_open(s);
		if (err)
			goto fail;
		*sessionp = s;
		return 0;
	}
	if (!S_ISREG(st.st_mode)) {
		/*
		 * As Linux perf 6.1, which reads a stream from standard input only (-i -, or a pipe
		 * there without -i) and takes a named FIFO for an empty file, once a writer opened it.
		 */
		const char *why = "not a regular file";

		if (S_ISDIR(st.st_mode))
			why = "is a directory, not a perf.data file";
		else if (S_ISFIFO(st.st_mode))
			why = "is a FIFO: a stream is read from standard input (-i - <FIFO)";
		err = session__bad_file(s, why);
		goto fail;
	}
	s->size = st.st_size;
	if (s->size < PERF_PIPE_HEADER_SIZE) {
		err = session__bad_file(s, s->size ? "not a perf.data file (too small)" :
						     "empty file");
		goto fail;
	}
	s->map = mmap(NULL, s->size, PROT_READ | PROT_WRITE, MAP_PRIVATE, s->fd, 0);
	if (s->map == MAP_FAILED) {
		s->map = NULL;
		err = -errno;
		pr_err("%s: cannot map: %s\n", path, strerror(errno));
		goto fail;
	}
	memcpy(&magic, s->map, 8);
	if (magic == PERF_MAGIC2_SWAPPED)
		s->needs_swap = true;
	else if (magic != PERF_MAGIC2) {
		err = session__bad_file(s, "not a perf.data file (bad magic)");
		goto fail;
	}
	memcpy(&s->header, s->map, min_t(size_t, s->size, sizeof(s->header)));
	if (s->needs_swap) {
		u64 *w = (u64 *)&s->header;

		for (size_t i = 0; i < sizeof(s->header) / 8; i++)
			w[i] = bswap_64(w[i]);
	}

	if (s->header.size == PERF_PIPE_HEADER_SIZE) {
		/* pipe mode: the records follow the short header */
		memset((char *)&s->header + 16, 0, sizeof(s->header) - 16);
		s->header.data.offset = PERF_PIPE_HEADER_SIZE;
		s->header.data.size = s->size - PERF_PIPE_HEADER_SIZE;
		s->data_end = s->size;
	} else {
		struct perf_file_header *h = &s->header;

		if (h->size != sizeof(*h) &&
		    h->size != offsetof(struct perf_file_header, adds_features)) {
			err = session__bad_file(s, "unsupported header size");
			goto fail;
		}
		if (s->size < h->size) {
			err = session__bad_file(s, "truncated header");
			goto fail;
		}
		if (h->size != sizeof(*h))
			memset(h->adds_features, 0, sizeof(h->adds_features));
		err = read_attrs(s);
		if (err)
			goto fail;
		if (h->data.offset < h->size || h->data.offset > s->size || h->data.offset % 8) {
			err = session__bad_file(
				s, "the data section is outside the file (truncated?)");
			goto fail;
		}
		if (h->data.size == 0 && !(h->adds_features[0] | h->adds_features[1] |
					   h->adds_features[2] | h->adds_features[3])) {
			/* the recording was killed before it rewrote the header: take what is there */
			h->data.size = s->size - h->data.offset;
		} else if (h->data.size == 0) {
			/*
			 * Features are written after the data, from the offset its size gives: with
			 * a size of 0 they would be read out of the records. Linux perf writes the
			 * size when it finishes: a recording killed before (SIGKILL, SIGHUP) reads
			 * as empty, and the user should hear why.
			 */
			pr_warning("%s: the header says the data section is empty: was perf record "
				   "killed before it finished?\n", path);
		}
		if (h->data.size > s->size - h->data.offset) {
			pr_warning("%s: the data section is truncated (%llu of %llu bytes)\n", path,
				   (unsigned long long)(s->size - h->data.offset),
				   (unsigned long long)h->data.size);
			s->data_end = s->size;
			s->truncated = true;
		} else {
			s->data_end = h->data.offset + h->data.size;
		}
	}

	/*
	 * Pipe-mode and compressed files can hold unaligned records (copied aligned by prescan) and swapped
	 * files get walked at open anyway. A regular file's records are 8-byte multiples: its
	 * walks check each record and stop at a malformed one, so it is not read an extra time
	 * here (a tenth of a big report's time).
	 */
	if (s->needs_swap || s->header.size == PERF_PIPE_HEADER_SIZE ||
	    (s->header.adds_features[HEADER_COMPRESSED / 64] >> (HEADER_COMPRESSED % 64)) & 1)
		session__prescan(s); /* COMPRESSED records (record -z) are not 8-byte multiples */
	if (s->needs_swap) {
		/* once: every record into host order, so each walk sees host order */
		int ret;
		bool bad;
		u64 end = session__walk_records(s, true, NULL, NULL, &ret, &bad);

		if (bad) {
			pr_warning("%s: malformed record at offset %#llx, ignoring the rest\n",
				   path, (unsigned long long)end);
			s->truncated = true;
			session__truncate_view(s, end);
		}
	} else if (s->header.size == PERF_PIPE_HEADER_SIZE) {
		int ret;
		bool bad;

		session__walk_records(s, false, pipe_attr_scan, NULL, &ret, &bad);
	}

	if (s->header.size == PERF_PIPE_HEADER_SIZE) {
		int ret;
		bool bad;

		session__walk_records(s, false, session__feature_scan, NULL, &ret, &bad);
	} else {
		perf_header__read_features(s->map, s->size, &s->header, s->needs_swap, &s->env,
					   s->evlist);
	}
	/*
	 * A stream that ended before describing any event (its writer failed or was killed) is an
	 * empty recording, as Linux perf reads it; a file's header lists its events.
	 */
	if (!s->nr_attrs && s->header.size != PERF_PIPE_HEADER_SIZE) {
		err = session__bad_file(s, "no events in the file");
		goto fail;
	}
	*sessionp = s;
	return 0;
fail:
	perf_session__delete(s);
	return err;
}

void perf_session__delete(struct perf_session *s)
{
	if (!s)
		return;
	/* the queue first: its records keep the pipe's buffers */
	ordered_events__free(s->oe);
	s->oe = NULL;
	if (s->sample_reader) {
		sample_read__exit(s->sample_reader);
		free(s->sample_reader);
	}
	pipe_reader__delete(s->pipe);
	free(s->pipe_head);
	if (s->map)
		munmap(s->map, s->size);
	if (s->fd >= 0)
		close(s->fd);
	for (int i = 0; i < s->nr_attrs; i++)
		free(s->attrs[i].ids);
	free(s->attrs);
	free(s->realigned);
	free(s->orig_offs);
	perf_decomp__delete(s->decomp);
	perf_env__exit(&s->env);
	evlist__delete(s->evlist);
	free(s->path);
	free(s);
}

void perf_session__set_progress(struct perf_session *s, int (*fn)(void *arg, u64 pos), void *arg)
{
	s->progress = fn;
	s->progress_arg = arg;
	s->progress_pos = 0;
	s->progress_left = 1;
}

u64 perf_session__data_size(const struct perf_session *s)
{
	if (s->pipe || s->data_end < s->header.data.offset)
		return 0;
	return s->data_end - s->header.data.offset;
}

/* The walk is over: the progress display goes before any warning about it. */
static int session__progress_end(struct perf_session *s, int ret)
{
	int err = s->progress ? s->progress(s->progress_arg, (u64)-1) : 0;

	return ret ? ret : err;
}

int perf_session__process_events(struct perf_session *s, struct perf_tool *tool)
{
	bool bad;
	int ret;
	u64 end;

	memset(&s->stats, 0, sizeof(s->stats));
	s->progress_pos = 0;
	s->progress_left = 1;
	s->released = 0;
	s->read_ahead = false;
	ordered_events__free(s->oe);
	s->oe = ordered_events__new(tool->dump != NULL);
	session__decomp_free(s);
	if (s->pipe) {
		/* a malformed stream: its one error line said where; the caller exits non-zero */
		ret = session__pipe_walk(s, session__process_one, tool, tool, &bad);
		if (!ret)
			ret = session__decomp_end(s, bad);
		if (!ret)
			ret = ordered_events__flush(s, tool, (u64)-1);
		session__decomp_free(s); /* after the flush: queued records point into its buffers */
		if (bad)
			s->truncated = true;
		return session__progress_end(s, ret);
	}
	ret = -EAGAIN;
	if (tool->read_ahead && perf_jobs__nr() > 1 && !tool->dump && !tool->no_ordered_events &&
	    !s->needs_swap && !s->realigned &&
	    (s->header.adds_features[0] | s->header.adds_features[1] | s->header.adds_features[2] |
	     s->header.adds_features[3]) &&
	    !((s->header.adds_features[HEADER_COMPRESSED / 64] >> (HEADER_COMPRESSED % 64)) & 1))
		ret = session__process_ahead(s, tool, &end, &bad);
	if (ret == -EAGAIN) {
		end = session__walk_records(s, false, session__process_one, tool, &ret, &bad);
		if (!ret)
			ret = session__decomp_end(s, bad || s->truncated);
		if (!ret)
			ret = ordered_events__flush(s, tool, (u64)-1);
	}
	session__decomp_free(s); /* after the flush: queued records point into its buffers */
	ret = session__progress_end(s, ret);
	if (ret)
		return ret;
	if (bad) {
		pr_warning("%s: malformed record at offset %#llx, ignoring the rest\n", s->path,
			   (unsigned long long)end);
		s->truncated = true;
	}
	return 0;
}

int perf_session__walk_raw(struct perf_session *s, perf_session_raw_cb cb, void *arg)
{
	bool bad;
	int ret;
	u64 end;

	if (s->pipe) {
		ret = session__pipe_walk(s, cb, arg, NULL, &bad);
		if (bad)
			s->truncated = true;
		return ret;
	}
	end = session__walk_records(s, false, cb, arg, &ret, &bad);

	if (ret)
		return ret;
	if (bad) {
		pr_warning("%s: malformed record at offset %#llx, ignoring the rest\n", s->path,
			   (unsigned long long)end);
		s->truncated = true;
	}
	return 0;
}
