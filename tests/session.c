// SPDX-License-Identifier: GPL-2.0
/* The perf.data reader on fixtures recorded by Linux perf (tests/data/README). */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/tests.h"
#include "util/debug.h"
#include "util/event.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/pipe-reader.h"
#include "util/session.h"

static char *fixture(const char *name)
{
	return xasprintf("%s/data/%s", tests_dir(), name);
}

/* What a test keeps of each sample. */
struct rec_sample {
	u32 pid, tid;
	u64 time, period, ip;
	int evsel_idx;
	char comm[16];
	u64 nr_callchain;
	u32 raw_size;
};

#define MAX_TIDS 64

struct collect {
	struct perf_tool tool;
	struct rec_sample *s;
	size_t nr, alloc;
	u64 last_time;
	bool out_of_order;
	size_t nr_comm, nr_mmap, nr_fork, nr_other, nr_rounds;
	/* comm by tid, as the side-band records said so far */
	struct {
		u32 tid;
		char comm[16];
	} comms[MAX_TIDS];
	int nr_comms;
};

static char *comm_slot(struct collect *c, u32 tid, bool create)
{
	for (int i = 0; i < c->nr_comms; i++)
		if (c->comms[i].tid == tid)
			return c->comms[i].comm;
	if (!create || c->nr_comms == MAX_TIDS)
		return NULL;
	c->comms[c->nr_comms].tid = tid;
	c->comms[c->nr_comms].comm[0] = 0;
	return c->comms[c->nr_comms++].comm;
}

static int on_sample(struct perf_tool *tool, union perf_event *ev, struct perf_sample *s,
		     struct evsel *evsel)
{
	struct collect *c = container_of(tool, struct collect, tool);
	struct rec_sample *r;
	char *comm;

	(void)ev;
	if (s->time < c->last_time)
		c->out_of_order = true;
	c->last_time = s->time;
	c->s = grow_array(c->s, &c->alloc, c->nr + 1, sizeof(*c->s));
	r = &c->s[c->nr++];
	memset(r, 0, sizeof(*r));
	r->pid = s->pid;
	r->tid = s->tid;
	r->time = s->time;
	r->period = s->period;
	r->ip = s->ip;
	r->evsel_idx = evsel ? evsel->idx : -1;
	r->nr_callchain = s->callchain ? s->callchain->nr : 0;
	r->raw_size = s->raw_size;
	comm = comm_slot(c, s->tid, false);
	snprintf(r->comm, sizeof(r->comm), "%s", comm ? comm : ":unknown");
	return 0;
}

static int on_comm(struct perf_tool *tool, union perf_event *ev, struct perf_sample *s,
		   struct evsel *evsel)
{
	struct collect *c = container_of(tool, struct collect, tool);
	char *slot = comm_slot(c, ev->comm.tid, true);

	(void)s;
	(void)evsel;
	if (slot)
		snprintf(slot, 16, "%s", ev->comm.comm);
	c->nr_comm++;
	return 0;
}

static int on_fork(struct perf_tool *tool, union perf_event *ev, struct perf_sample *s,
		   struct evsel *evsel)
{
	struct collect *c = container_of(tool, struct collect, tool);
	char *parent = comm_slot(c, ev->fork.ptid, false), *child;
	char pc[16];

	(void)s;
	(void)evsel;
	snprintf(pc, sizeof(pc), "%s", parent ? parent : "");
	child = comm_slot(c, ev->fork.tid, true);
	if (child)
		snprintf(child, 16, "%s", pc);
	c->nr_fork++;
	return 0;
}

static int on_mmap(struct perf_tool *tool, union perf_event *ev, struct perf_sample *s,
		   struct evsel *evsel)
{
	struct collect *c = container_of(tool, struct collect, tool);

	(void)ev;
	(void)s;
	(void)evsel;
	c->nr_mmap++;
	return 0;
}

static int on_round(struct perf_tool *tool, union perf_event *ev, struct perf_sample *s,
		    struct evsel *evsel)
{
	struct collect *c = container_of(tool, struct collect, tool);

	(void)ev;
	(void)s;
	(void)evsel;
	c->nr_rounds++;
	return 0;
}

static int on_other(struct perf_tool *tool, union perf_event *ev, struct perf_sample *s,
		    struct evsel *evsel)
{
	struct collect *c = container_of(tool, struct collect, tool);

	(void)ev;
	(void)s;
	(void)evsel;
	c->nr_other++;
	return 0;
}

static void collect_init(struct collect *c)
{
	memset(c, 0, sizeof(*c));
	c->tool.sample = on_sample;
	c->tool.comm = on_comm;
	c->tool.fork = on_fork;
	c->tool.mmap = on_mmap;
	c->tool.mmap2 = on_mmap;
	c->tool.finished_round = on_round;
	c->tool.other = on_other;
}

static int read_fixture(const char *name, struct perf_session **sp, struct collect *c)
{
	char *path = fixture(name);
	int err = perf_session__open(path, sp);

	free(path);
	if (err)
		return err;
	collect_init(c);
	return perf_session__process_events(*sp, &c->tool);
}

/* One line of perf script -F comm,pid,tid,[cpu,]time,period,event,ip. */
struct script_line {
	char comm[32];
	u32 pid, tid;
	u64 time_us;
	u64 period;
	char event[64];
	u64 ip;
};

static int read_script(const char *name, struct script_line **linesp, size_t *nrp, bool with_cpu)
{
	char *path = fixture(name), line[512];
	FILE *f = fopen(path, "r");
	struct script_line *l = NULL;
	size_t nr = 0, alloc = 0;

	free(path);
	if (!f)
		return -errno;
	while (fgets(line, sizeof(line), f)) {
		struct script_line x;
		unsigned long sec, usec;
		int n;

		memset(&x, 0, sizeof(x));
		if (with_cpu)
			n = sscanf(line, "%31s %u/%u [%*d] %lu.%lu: %" SCNu64 " %63s %" SCNx64, x.comm,
				   &x.pid, &x.tid, &sec, &usec, &x.period, x.event, &x.ip);
		else
			n = sscanf(line, "%31s %u/%u %lu.%lu: %" SCNu64 " %63s %" SCNx64, x.comm,
				   &x.pid, &x.tid, &sec, &usec, &x.period, x.event, &x.ip);
		if (n < 7)
			continue;
		x.time_us = (u64)sec * 1000000 + usec;
		if (x.event[0] && x.event[strlen(x.event) - 1] == ':')
			x.event[strlen(x.event) - 1] = 0;
		l = grow_array(l, &alloc, nr + 1, sizeof(*l));
		l[nr++] = x;
	}
	fclose(f);
	*linesp = l;
	*nrp = nr;
	return 0;
}

/* The samples of name match Linux perf's script output, in order, comm included. */
static int check_against_script(struct test_ctx *t, const char *data, const char *script,
				bool with_cpu, bool check_ip)
{
	struct perf_session *s;
	struct collect c;
	struct script_line *l = NULL;
	size_t nr = 0;

	TEST_ASSERT(read_fixture(data, &s, &c) == 0, "%s: reading failed", data);
	TEST_ASSERT(read_script(script, &l, &nr, with_cpu) == 0, "%s missing", script);
	TEST_ASSERT(nr > 10, "%s: only %zu lines", script, nr);
	TEST_ASSERT(c.nr == nr, "%s: %zu samples, Linux perf printed %zu", data, c.nr, nr);
	TEST_ASSERT(!c.out_of_order, "%s: samples delivered out of time order", data);
	for (size_t i = 0; i < nr; i++) {
		struct rec_sample *r = &c.s[i];
		struct evsel *evsel = NULL, *e;

		evlist__for_each_entry(s->evlist, e)
			if (e->idx == r->evsel_idx)
				evsel = e;
		TEST_ASSERT(r->pid == l[i].pid && r->tid == l[i].tid,
			    "%s: sample %zu: %u/%u, expected %u/%u", data, i, r->pid, r->tid,
			    l[i].pid, l[i].tid);
		TEST_ASSERT(r->time / 1000 == l[i].time_us, "%s: sample %zu: time %" PRIu64, data,
			    i, r->time);
		TEST_ASSERT(r->period == l[i].period, "%s: sample %zu: period", data, i);
		TEST_ASSERT(!check_ip || r->ip == l[i].ip, "%s: sample %zu: ip %" PRIx64 " vs %" PRIx64,
			    data, i, r->ip, l[i].ip);
		TEST_ASSERT(!strcmp(r->comm, l[i].comm), "%s: sample %zu: comm %s, expected %s",
			    data, i, r->comm, l[i].comm);
		TEST_ASSERT(evsel && !strcmp(evsel__name(evsel), l[i].event),
			    "%s: sample %zu: event %s, expected %s", data, i,
			    evsel ? evsel__name(evsel) : "?", l[i].event);
	}
	TEST_ASSERT(c.nr_comm >= 1 && c.nr_mmap >= 1 && c.nr_rounds >= 1,
		    "%s: side-band records missing (%zu comm, %zu mmap, %zu rounds)", data,
		    c.nr_comm, c.nr_mmap, c.nr_rounds);
	TEST_ASSERT(s->stats.nr_events[PERF_RECORD_SAMPLE] == nr, "stats");
	TEST_ASSERT(!s->truncated, "%s: reported as truncated", data);
	free(l);
	free(c.s);
	perf_session__delete(s);
	return TEST_OK;
}

DEFINE_TEST(test__session_fixture, "session: read a Linux perf file, samples as perf script shows")
{
	struct perf_session *s;
	char *path = fixture("perf-burn.data");
	int err = perf_session__open(path, &s);

	free(path);
	TEST_ASSERT(err == 0, "open failed: %d", err);
	TEST_ASSERT(!s->needs_swap, "host file taken as foreign");
	TEST_ASSERT(s->evlist->nr_entries == 1 && s->attrs[0].nr_ids >= 1, "attrs/ids");
	TEST_ASSERT(!strcmp(evsel__name(evlist__first(s->evlist)), "cpu-clock:pppH"),
		    "event_desc name not applied: %s", evsel__name(evlist__first(s->evlist)));
	TEST_ASSERT(s->env.hostname && s->env.os_release && s->env.version &&
			    !strcmp(s->env.version, "6.1.187") && s->env.arch && s->env.cpu_desc,
		    "string features");
	TEST_ASSERT(s->env.nr_cpus_avail >= 1 && s->env.nr_cpus_online >= 1 && s->env.total_mem,
		    "nrcpus/total_mem");
	TEST_ASSERT(s->env.nr_cmdline >= 3 && !strcmp(s->env.cmdline[1], "record"), "cmdline");
	TEST_ASSERT(s->env.nr_build_ids >= 1, "build ids");
	TEST_ASSERT(s->env.first_sample_time && s->env.last_sample_time > s->env.first_sample_time,
		    "sample time");
	TEST_ASSERT(s->env.nr_sibling_cores >= 1 && s->env.nr_cpu_topology >= 1, "topology");
	perf_session__delete(s);
	return check_against_script(t, "perf-burn.data", "perf-burn.script", false, true);
}

DEFINE_TEST(test__session_two_events, "session: two events with callchains, ids to evsels")
{
	struct perf_session *s;
	struct collect c;
	/* with -g the script prints the callchain, not the ip, after each sample line */
	int err = check_against_script(t, "perf-burn-2ev-g.data", "perf-burn-2ev-g.script", false,
				       false);

	if (err)
		return err;
	TEST_ASSERT(read_fixture("perf-burn-2ev-g.data", &s, &c) == 0, "read");
	TEST_ASSERT(s->evlist->nr_entries == 2, "%d evsels", s->evlist->nr_entries);
	for (size_t i = 0; i < c.nr; i++)
		TEST_ASSERT(c.s[i].nr_callchain >= 1, "sample %zu without callchain", i);
	free(c.s);
	perf_session__delete(s);
	return TEST_OK;
}

DEFINE_TEST(test__session_tracepoints, "session: tracepoint samples and tracing data")
{
	struct perf_session *s;
	struct collect c;
	int err = check_against_script(t, "perf-tp.data", "perf-tp.script", true, false);

	if (err)
		return err;
	TEST_ASSERT(read_fixture("perf-tp.data", &s, &c) == 0, "read");
	TEST_ASSERT(s->env.tracing_data && s->env.tracing_data_size > 100 &&
			    !memcmp((char *)s->env.tracing_data + 3, "tracing", 7),
		    "tracing data");
	for (size_t i = 0; i < c.nr; i++)
		TEST_ASSERT(c.s[i].raw_size > 8, "sample %zu without raw data", i);
	free(c.s);
	perf_session__delete(s);
	return TEST_OK;
}

DEFINE_TEST(test__session_pipe, "session: pipe-mode file (attrs and features as records)")
{
	struct perf_session *s;
	struct collect c;
	int err = check_against_script(t, "perf-pipe.data", "perf-pipe.script", false, true);

	if (err)
		return err;
	TEST_ASSERT(read_fixture("perf-pipe.data", &s, &c) == 0, "read");
	TEST_ASSERT(s->env.hostname && s->env.nr_cmdline >= 3 && s->env.nr_cpus_online >= 1,
		    "features from FEATURE records");
	TEST_ASSERT(!strcmp(evsel__name(evlist__first(s->evlist)), "cpu-clock:pppH"), "name");
	free(c.s);
	perf_session__delete(s);
	return TEST_OK;
}

DEFINE_TEST(test__session_compressed, "session: a Linux perf -z file reads as perf script shows it")
{
	struct perf_session *s;
	struct collect c;
	int err = check_against_script(t, "perf-burn-z.data", "perf-burn-z.script", false, true);

	if (err)
		return err;
	TEST_ASSERT(read_fixture("perf-burn-z.data", &s, &c) == 0, "read");
	TEST_ASSERT(perf_env__has_feat(&s->env, HEADER_COMPRESSED) && s->env.comp_type == 1 &&
			    s->env.comp_level == 1 && s->env.comp_ratio >= 2 &&
			    s->env.comp_mmap_len == 3 * 4096,
		    "HEADER_COMPRESSED: type %u level %u ratio %u mmap_len %u", s->env.comp_type,
		    s->env.comp_level, s->env.comp_ratio, s->env.comp_mmap_len);
	TEST_ASSERT(s->stats.nr_events[PERF_RECORD_COMPRESSED] == 6, "%" PRIu64 " COMPRESSED",
		    s->stats.nr_events[PERF_RECORD_COMPRESSED]);
	free(c.s);
	perf_session__delete(s);
	return TEST_OK;
}

static bool same_samples(struct collect *a, struct collect *b)
{
	if (a->nr != b->nr || a->nr_comm != b->nr_comm || a->nr_mmap != b->nr_mmap)
		return false;
	for (size_t i = 0; i < a->nr; i++)
		if (memcmp(&a->s[i], &b->s[i], sizeof(a->s[i])))
			return false;
	return true;
}

DEFINE_TEST(test__session_swapped, "session: byte-swapped files read the same")
{
	static const char *const names[][2] = {
		{ "perf-burn.data", "perf-burn-swapped.data" },
		{ "perf-burn-2ev-g.data", "perf-burn-2ev-g-swapped.data" },
		{ "perf-tp.data", "perf-tp-swapped.data" },
	};

	for (size_t i = 0; i < ARRAY_SIZE(names); i++) {
		struct perf_session *a, *b;
		struct collect ca, cb;

		TEST_ASSERT(read_fixture(names[i][0], &a, &ca) == 0, "%s", names[i][0]);
		TEST_ASSERT(read_fixture(names[i][1], &b, &cb) == 0, "%s", names[i][1]);
		TEST_ASSERT(b->needs_swap && !a->needs_swap, "%s: byte order not detected",
			    names[i][1]);
		TEST_ASSERT(same_samples(&ca, &cb), "%s: records differ from %s", names[i][1],
			    names[i][0]);
		TEST_ASSERT(!strcmp(a->env.hostname, b->env.hostname) &&
				    a->env.nr_cpus_online == b->env.nr_cpus_online &&
				    a->env.total_mem == b->env.total_mem &&
				    a->env.nr_build_ids == b->env.nr_build_ids &&
				    a->env.first_sample_time == b->env.first_sample_time &&
				    a->env.nr_cpu_topology == b->env.nr_cpu_topology,
			    "%s: features differ", names[i][1]);
		TEST_ASSERT(!strcmp(evsel__name(evlist__first(a->evlist)),
				    evsel__name(evlist__first(b->evlist))),
			    "names differ");
		TEST_ASSERT(!memcmp(&evlist__first(a->evlist)->attr, &evlist__first(b->evlist)->attr,
				    sizeof(struct perf_event_attr)),
			    "%s: attr differs after swapping", names[i][1]);
		free(ca.s);
		free(cb.s);
		perf_session__delete(a);
		perf_session__delete(b);
	}
	return TEST_OK;
}

struct raw_walk {
	u64 first, last, nr, bytes;
	bool increasing;
};

static int on_raw(struct perf_session *s, u64 off, union perf_event *ev, void *arg)
{
	struct raw_walk *w = arg;

	(void)s;
	if (!w->nr)
		w->first = off;
	else if (off <= w->last)
		w->increasing = false;
	w->last = off;
	w->nr++;
	w->bytes += ev->header.size;
	return 0;
}

DEFINE_TEST(test__session_raw_walk, "session: raw walk with file offsets")
{
	struct perf_session *s;
	struct raw_walk w = { .increasing = true };
	char *path = fixture("perf-burn.data");

	TEST_ASSERT(perf_session__open(path, &s) == 0, "open");
	free(path);
	TEST_ASSERT(perf_session__walk_raw(s, on_raw, &w) == 0, "walk");
	TEST_ASSERT(w.first == s->header.data.offset, "first record at %#" PRIx64, w.first);
	TEST_ASSERT(w.increasing && w.bytes == s->header.data.size,
		    "offsets not increasing or sizes do not add up (%" PRIu64 " of %" PRIu64 ")",
		    w.bytes, s->header.data.size);
	perf_session__delete(s);
	return TEST_OK;
}

static int write_tmp(const char *buf, size_t len, char *path)
{
	int fd;

	strcpy(path, "/tmp/perf-test-data-XXXXXX");
	fd = mkstemp(path);
	if (fd < 0)
		return -errno;
	if (writen(fd, buf, len)) {
		close(fd);
		return -EIO;
	}
	close(fd);
	return 0;
}

/* Opens and processes a damaged file: any result but a crash is fine. */
static void read_damaged(const char *buf, size_t len)
{
	char path[64];
	struct perf_session *s;
	struct collect c;

	if (write_tmp(buf, len, path))
		return;
	if (perf_session__open(path, &s) == 0) {
		collect_init(&c);
		perf_session__process_events(s, &c.tool);
		free(c.s);
		perf_session__delete(s);
	}
	unlink(path);
}

DEFINE_TEST(test__session_truncated, "session: truncated and corrupted files never crash")
{
	static const char *const names[] = { "perf-burn-2ev-g.data", "perf-tp-swapped.data",
					     "perf-pipe.data", "perf-burn-z.data" };
	int saved = verbose;

	verbose = -1; /* the many error lines are expected */
	quiet = 1;
	for (size_t n = 0; n < ARRAY_SIZE(names); n++) {
		char *path = fixture(names[n]), *buf;
		size_t len;

		TEST_ASSERT(read_file(path, &buf, &len) == 0, "%s", path);
		free(path);
		/* every cut in the header and attrs, then every 29 bytes */
		for (size_t cut = 0; cut < len; cut += cut < 512 ? 1 : 29)
			read_damaged(buf, cut);
		/* single corrupted bytes all over the file */
		srand(1);
		for (int i = 0; i < 400; i++) {
			size_t at = (size_t)rand() % len;
			char old = buf[at];

			buf[at] = (char)(rand() & 0xff) ^ (i & 1 ? 0x80 : 0x7f);
			read_damaged(buf, len);
			buf[at] = old;
		}
		/* a header that points everything past the end */
		{
			char *b = xmalloc(len);

			memcpy(b, buf, len);
			memset(b + 24, 0xff, 48);
			read_damaged(b, len);
			free(b);
		}
		free(buf);
	}
	verbose = saved;
	quiet = 0;
	return TEST_OK;
}

DEFINE_TEST(test__session_group, "session: event groups from group_desc")
{
	struct perf_session *s;
	char *path = fixture("perf-group.data");
	struct evsel *lead, *member;

	TEST_ASSERT(perf_session__open(path, &s) == 0, "open");
	free(path);
	TEST_ASSERT(s->evlist->nr_entries == 2 && s->env.nr_groups == 1, "%d groups",
		    s->env.nr_groups);
	lead = evlist__first(s->evlist);
	member = evlist__last(s->evlist);
	TEST_ASSERT(lead->leader == lead && lead->nr_members == 2 && member->leader == lead,
		    "group not applied");
	perf_session__delete(s);
	return TEST_OK;
}

struct dribble {
	int fd;
	const char *buf;
	size_t len;
};

/* Writes the stream in pieces of 1 to 61 bytes: the reader sees every kind of short read. */
static void *dribble_writer(void *arg)
{
	struct dribble *d = arg;
	size_t done = 0, step = 1;

	while (done < d->len) {
		size_t n = step < d->len - done ? step : d->len - done;
		ssize_t r = write(d->fd, d->buf + done, n);

		if (r <= 0)
			break;
		done += r;
		step = step % 61 + 7;
	}
	close(d->fd);
	return NULL;
}

DEFINE_TEST(test__session_stream, "session: a stream on a pipe, in short reads, gives the file's records")
{
	struct perf_session *fs, *ps;
	struct collect fc, pc;
	struct dribble d;
	char *path = fixture("perf-pipe.data");
	int pfd[2], saved, err;
	size_t len;
	char *buf;
	pthread_t th;

	TEST_ASSERT(read_file(path, &buf, &len) == 0, "read %s", path);
	free(path);
	TEST_ASSERT(read_fixture("perf-pipe.data", &fs, &fc) == 0, "read the file");
	TEST_ASSERT(pipe(pfd) == 0, "pipe");
	saved = dup(0);
	dup2(pfd[0], 0);
	close(pfd[0]);
	d = (struct dribble){ .fd = pfd[1], .buf = buf, .len = len };
	TEST_ASSERT(pthread_create(&th, NULL, dribble_writer, &d) == 0, "thread");
	err = perf_session__open("-", &ps);
	if (!err) {
		collect_init(&pc);
		err = perf_session__process_events(ps, &pc.tool);
	}
	dup2(saved, 0);
	close(saved);
	pthread_join(th, NULL);
	free(buf);
	TEST_ASSERT(err == 0, "the stream: %d", err);
	TEST_ASSERT(ps->pipe != NULL, "read as a stream");
	TEST_ASSERT(same_samples(&fc, &pc), "the stream's samples differ from the file's");
	TEST_ASSERT(pc.nr > 0 && !pc.out_of_order, "samples in time order");
	TEST_ASSERT(!strcmp(evsel__name(evlist__first(ps->evlist)), "cpu-clock:pppH"), "name");
	TEST_ASSERT(ps->env.hostname && !strcmp(ps->env.hostname, fs->env.hostname), "features");
	/* every buffer the queue held was given back: only the one being filled is left */
	TEST_ASSERT(ps->pipe->held == 0, "%llu bytes still held", (unsigned long long)ps->pipe->held);
	TEST_ASSERT(perf_session__process_events(ps, &pc.tool) == -ESPIPE, "read twice");
	free(fc.s);
	free(pc.s);
	perf_session__delete(fs);
	perf_session__delete(ps);
	return TEST_OK;
}

/* --- reading ahead --- */

/* Every record delivered, as a line: what it is, a hash of its bytes, its sample. */
struct trace {
	struct perf_tool tool;
	FILE *f;
	/* with trace_prepare: the samples given to prepare, delivered so, nearer ones not so */
	u64 nr_prepared, nr_delivered_prepared, nr_samples, nr_nearer_unprepared;
};

/* trace_run's tool has a prepare (trace_prepare) */
static bool trace_with_prepare;
/* and the last run's counts */
static struct trace last_trace;

static u32 trace_sample_mark(const struct perf_sample *s)
{
	return (u32)(s->time * 31 + s->ip * 7 + s->tid);
}

/* a sample prepared is marked as this trace's, with what it holds */
static void trace_prepare(struct perf_tool *tool, struct perf_sample *s, struct evsel *evsel,
			  struct perf_sample *nearer)
{
	struct trace *t = container_of(tool, struct trace, tool);

	if (s) {
		s->prep_for = t;
		s->prep_hash = trace_sample_mark(s);
		t->nr_prepared++;
	}
	if (nearer && nearer->prep_for != t)
		t->nr_nearer_unprepared++;
	(void)evsel;
}

static int trace_record(struct perf_tool *tool, union perf_event *ev, struct perf_sample *s,
			struct evsel *evsel)
{
	struct trace *t = container_of(tool, struct trace, tool);
	const unsigned char *p = (const unsigned char *)ev;
	u64 h = 0xcbf29ce484222325ULL;

	for (u32 i = 0; i < ev->header.size; i++)
		h = (h ^ p[i]) * 0x100000001b3ULL;
	if (ev->header.type == PERF_RECORD_SAMPLE && s) {
		t->nr_samples++;
		if (s->prep_for == t) {
			t->nr_delivered_prepared++;
			/* (a sample delivered from another's parse would differ from the plain trace) */
			if (s->prep_hash != trace_sample_mark(s))
				fprintf(t->f, "prepared as another sample: ");
		}
	}
	fprintf(t->f, "%u %u %016llx evsel %d", ev->header.type, ev->header.size,
		(unsigned long long)h, evsel ? evsel->idx : -1);
	if (s)
		fprintf(t->f, " %u/%u cpu %u time %llu ip %llx period %llu chain %llu raw %u",
			s->pid, s->tid, s->cpu, (unsigned long long)s->time,
			(unsigned long long)s->ip, (unsigned long long)s->period,
			(unsigned long long)(s->callchain ? s->callchain->nr : 0), s->raw_size);
	fputc('\n', t->f);
	return 0;
}

/*
 * The trace of path read plainly (max_held < 0) or ahead (buf_size, max_held: the size of
 * its buffers, their bytes before it reads in place; 0 the defaults), with the session's
 * counts and how it ended.
 */
static char *trace_run(const char *path, u32 buf_size, u32 window, long long max_held, u32 cap,
		       u32 max_bytes)
{
	struct trace t = {
		.tool = {
			.sample = trace_record, .mmap = trace_record, .mmap2 = trace_record,
			.comm = trace_record, .namespaces = trace_record, .cgroup = trace_record,
			.fork = trace_record, .exit = trace_record, .lost = trace_record,
			.lost_samples = trace_record, .read = trace_record,
			.throttle = trace_record, .unthrottle = trace_record, .aux = trace_record,
			.itrace_start = trace_record, .context_switch = trace_record,
			.ksymbol = trace_record, .bpf = trace_record, .text_poke = trace_record,
			.finished_round = trace_record, .build_id = trace_record,
			.other = trace_record,
			.prepare = trace_with_prepare ? trace_prepare : NULL,
			.read_ahead = max_held >= 0,
		},
	};
	struct perf_session *s;
	char *buf = NULL;
	size_t len = 0;
	int err;

	t.f = open_memstream(&buf, &len);
	if (!t.f)
		return NULL;
	err = perf_session__open(path, &s);
	if (!err) {
		s->ahead_buf_size = buf_size;
		s->ahead_window = window;
		s->ahead_max_held = max_held > 0 ? (u64)max_held : 0;
		s->ahead_cap = cap;
		s->ahead_max_bytes = max_bytes;
		err = perf_session__process_events(s, &t.tool);
		if (max_held >= 0 && s->read_ahead)
			fprintf(t.f, "(read ahead)\n");
		fprintf(t.f, "= %d truncated %d invalid %llu unknown id %llu period %llu lost %llu",
			err, s->truncated, (unsigned long long)s->stats.nr_invalid_samples,
			(unsigned long long)s->stats.nr_unknown_id,
			(unsigned long long)s->stats.total_period,
			(unsigned long long)s->stats.total_lost);
		for (int i = 0; i < PERF_RECORD_HEADER_MAX; i++)
			fprintf(t.f, " %llu", (unsigned long long)s->stats.nr_events[i]);
		perf_session__delete(s);
	}
	fprintf(t.f, "\nopen %d\n", err);
	fclose(t.f);
	last_trace = t;
	return buf;
}

/* The first line where a and b differ (-1: none), and where it starts in each. */
static int trace_diff(const char *a, const char *b, const char **la, const char **lb)
{
	int line = 0;
	size_t i = 0, start = 0;

	for (; a[i] == b[i]; i++) {
		if (!a[i])
			return -1;
		if (a[i] == '\n') {
			line++;
			start = i + 1;
		}
	}
	*la = a + start;
	*lb = b + start;
	return line;
}

/*
 * The ways to read ahead: the defaults; in place at once; small buffers (records cross them,
 * or are bigger); small windows (the same); a hand-off of a few records or bytes (full at
 * once, a record bigger than it)
 */
static const struct {
	u32 buf_size, window;
	long long max_held;
	u32 cap, max_bytes;
} ahead_ways[] = {
	{ 0, 0, 0, 0, 0 },	  { 0, 0, 1, 0, 0 },	    { 1000, 0, 0, 0, 0 },
	{ 200, 0, 0, 0, 0 },	  { 4096, 0, 40000, 0, 0 }, { 0, 4096, 0, 0, 0 },
	{ 0, 1000, 30000, 0, 0 }, { 0, 0, 0, 16, 0 },	    { 0, 0, 0, 0, 4096 },
	{ 200, 0, 0, 8, 256 },
};

/* The same trace plainly and read ahead in each way. */
static int check_ahead(struct test_ctx *t, const char *path, const char *what, int *nr_ahead)
{
	char *plain = trace_run(path, 0, 0, -1, 0, 0);

	TEST_ASSERT(plain && strlen(plain) > 20, "%s: no trace", what);
	for (size_t w = 0; w < ARRAY_SIZE(ahead_ways); w++) {
		char *ahead = trace_run(path, ahead_ways[w].buf_size, ahead_ways[w].window,
					ahead_ways[w].max_held, ahead_ways[w].cap,
					ahead_ways[w].max_bytes),
		     *mark;
		const char *la, *lb;
		int line;

		TEST_ASSERT(ahead, "%s: no trace", what);
		mark = strstr(ahead, "(read ahead)\n");
		if (mark) {
			memmove(mark, mark + 13, strlen(mark + 13) + 1);
			(*nr_ahead)++;
		}
		line = trace_diff(plain, ahead, &la, &lb);
		TEST_ASSERT(
			line < 0,
			"%s, read ahead (buffers %u, windows %u, held %lld, hand-off %u, %u bytes): record %d differs:\n"
			"plain: %.160s\nahead: %.160s",
			what, ahead_ways[w].buf_size, ahead_ways[w].window, ahead_ways[w].max_held,
			ahead_ways[w].cap, ahead_ways[w].max_bytes, line, la, lb);
		free(ahead);
	}
	free(plain);
	return TEST_OK;
}

DEFINE_TEST(test__session_read_ahead,
	    "session: records read ahead on a thread come as a plain walk gives them")
{
	static const char *const names[] = {
		"perf-burn.data",  "perf-burn-2ev-g.data", "perf-tp.data",     "perf-group.data",
		"system-g.data",   "period.data",	   "cpu-g.data",       "perf-burn-z.data",
		"perf-pipe.data",  "perf-burn-swapped.data", "threads-p.data", "tp.data",
	};
	int saved = verbose, nr_ahead = 0;
	char *buf;
	size_t len;

	/* two threads, whatever CPUs the test may run on (taskset -c 0) */
	perf_jobs = 2;
	for (size_t n = 0; n < ARRAY_SIZE(names); n++) {
		char *path = fixture(names[n]);
		int ret = check_ahead(t, path, names[n], &nr_ahead);

		free(path);
		if (ret != TEST_OK) {
			perf_jobs = 0;
			return ret;
		}
	}
	/* -j 1: one thread, no read-ahead */
	perf_jobs = 1;
	{
		char *path = fixture("system-g.data");
		char *one = trace_run(path, 0, 0, 0, 0, 0);

		free(path);
		perf_jobs = 0;
		TEST_ASSERT(one && !strstr(one, "(read ahead)"), "-j 1 read ahead");
		free(one);
	}
	/* (pipe-mode, swapped and compressed files are read plainly) */
	TEST_ASSERT(nr_ahead == 9 * (int)ARRAY_SIZE(ahead_ways), "%d of %zu runs read ahead",
		    nr_ahead, ARRAY_SIZE(names) * ARRAY_SIZE(ahead_ways));
	/* damaged files end where the plain walk ends them, with the same warnings counted */
	verbose = -1;
	quiet = 1;
	{
		char *path = fixture("system-g.data");

		TEST_ASSERT(read_file(path, &buf, &len) == 0, "%s", path);
		free(path);
	}
	srand(2);
	for (int i = 0; i < 60; i++) {
		char tmp[64], what[96];
		size_t cut = i < 30 ? len - (size_t)rand() % (len / 2) : len;
		size_t at = (size_t)rand() % len;
		char old = buf[at];
		int ret;

		if (i >= 30)
			buf[at] = (char)(rand() & 0xff);
		TEST_ASSERT(!write_tmp(buf, cut, tmp), "write_tmp");
		snprintf(what, sizeof(what), "system-g.data cut at %zu, byte %zu changed: %d", cut,
			 at, i >= 30);
		ret = check_ahead(t, tmp, what, &nr_ahead);
		unlink(tmp);
		buf[at] = old;
		if (ret != TEST_OK) {
			verbose = saved;
			quiet = 0;
			free(buf);
			return ret;
		}
	}
	verbose = saved;
	quiet = 0;
	free(buf);
	return TEST_OK;
}

/* --- progress --- */

struct progress_calls {
	u64 pos[64];
	int nr;
	int stop_at; /* the call that returns -EINTR; 0: none */
};

static int progress_call(void *arg, u64 pos)
{
	struct progress_calls *p = arg;

	if (p->nr < 64)
		p->pos[p->nr] = pos;
	p->nr++;
	return p->nr == p->stop_at ? -EINTR : 0;
}

/*
 * The walk's position at the first record delivered, then every 1024, non-decreasing and
 * within the data section, then ~0 once when the walk is over; a non-zero return stops
 * processing with it. Read ahead or not (a stream's walk is session__process_one's too).
 */
static int check_progress(struct test_ctx *t, const char *name, bool ahead)
{
	char *path = fixture(name);
	struct progress_calls p = { 0 };
	struct perf_session *s;
	struct collect c;
	u64 size, nr;
	int err;

	err = perf_session__open(path, &s);
	free(path);
	TEST_ASSERT(err == 0, "open %s", name);
	collect_init(&c);
	c.tool.read_ahead = ahead;
	perf_session__set_progress(s, progress_call, &p);
	err = perf_session__process_events(s, &c.tool);
	TEST_ASSERT(err == 0, "%s: %d", name, err);
	size = perf_session__data_size(s);
	nr = s->stats.nr_events[0];
	TEST_ASSERT(ahead == s->read_ahead, "%s: read ahead: %d", name, s->read_ahead);
	TEST_ASSERT(size == s->data_end - s->header.data.offset, "%s: data size %llu", name,
		    (unsigned long long)size);
	/* (this tool has a callback for every record: each one is delivered) */
	TEST_ASSERT(p.nr >= 3 && p.nr <= 64, "%s: %d calls for %llu records", name, p.nr,
		    (unsigned long long)nr);
	TEST_ASSERT(p.pos[p.nr - 1] == (u64)-1, "%s: the last call is not the end's", name);
	for (int i = 0; i + 1 < p.nr; i++) {
		TEST_ASSERT(p.pos[i] != (u64)-1, "%s: call %d said the end", name, i);
		TEST_ASSERT(!i || p.pos[i] >= p.pos[i - 1], "%s: call %d went back", name, i);
		TEST_ASSERT(p.pos[i] < size, "%s: call %d past the data", name, i);
	}
	/* the walk is ahead of the delivery: at the last record's 1024 or fewer, near the end */
	TEST_ASSERT(p.pos[p.nr - 2] >= size / 2, "%s: the last position is %llu of %llu", name,
		    (unsigned long long)p.pos[p.nr - 2], (unsigned long long)size);
	TEST_ASSERT((u64)(p.nr - 2) * 1024 < nr && nr <= (u64)(p.nr - 1) * 1024 + 1024,
		    "%s: %d calls for %llu records, not one every 1024", name, p.nr,
		    (unsigned long long)nr);
	free(c.s);
	perf_session__delete(s);

	/* the callback's error stops processing and is returned */
	TEST_ASSERT(read_fixture(name, &s, &c) == 0, "read %s", name);
	free(c.s);
	p = (struct progress_calls){ .stop_at = 2 };
	collect_init(&c);
	c.tool.read_ahead = ahead;
	perf_session__set_progress(s, progress_call, &p);
	err = perf_session__process_events(s, &c.tool);
	TEST_ASSERT(err == -EINTR, "%s: the callback's error: %d", name, err);
	TEST_ASSERT(p.nr == 2 || (p.nr == 3 && p.pos[2] == (u64)-1), "%s: %d calls after it", name,
		    p.nr);
	free(c.s);
	perf_session__delete(s);
	return TEST_OK;
}

/*
 * A tool with prepare (perf report's call graphs): each sample is parsed a few records ahead
 * of its delivery and given to prepare, on this thread (the time-order queue's look-ahead, a
 * ring for each run it merges) and reading ahead (the deliverer's, hand-offs of the default
 * size and of 16 records): the records come as a plain walk without prepare gives them, and
 * most samples are delivered prepared (the first of a hand-off's batch are not: the nearer
 * sample given with a far one was not always prepared itself).
 */
DEFINE_TEST(test__session_prepare,
	    "session: samples prepared ahead of their delivery come as a plain walk gives them")
{
	static const char *const names[] = {
		"system-g.data",
		"cpu-g.data",
		"perf-burn-2ev-g.data",
		"perf-pipe.data",
	};
	/* (hand-offs of 16 records go in batches of 5, shorter than the look-ahead: none) */
	static const struct {
		int jobs;
		long long max_held;
		u32 cap;
		bool most;
	} ways[] = { { 1, -1, 0, true }, { 2, 0, 0, true }, { 2, 0, 16, false } };

	for (size_t n = 0; n < ARRAY_SIZE(names); n++) {
		char *path = fixture(names[n]);
		char *plain = trace_run(path, 0, 0, -1, 0, 0);

		TEST_ASSERT(plain && strlen(plain) > 20, "%s: no trace", names[n]);
		for (size_t w = 0; w < ARRAY_SIZE(ways); w++) {
			const char *la, *lb;
			char *out, *mark;
			int line;

			perf_jobs = ways[w].jobs;
			trace_with_prepare = true;
			out = trace_run(path, 0, 0, ways[w].max_held, ways[w].cap, 0);
			trace_with_prepare = false;
			perf_jobs = 0;
			TEST_ASSERT(out, "%s: no trace", names[n]);
			mark = strstr(out, "(read ahead)\n");
			if (mark)
				memmove(mark, mark + 13, strlen(mark + 13) + 1);
			line = trace_diff(plain, out, &la, &lb);
			TEST_ASSERT(line < 0,
				    "%s, prepared (-j %d, hand-off %u): record %d differs:\n"
				    "plain:    %.160s\nprepared: %.160s",
				    names[n], ways[w].jobs, ways[w].cap, line, la, lb);
			free(out);
			TEST_ASSERT(
				last_trace.nr_samples > 50 &&
					(!ways[w].most || last_trace.nr_delivered_prepared * 4 >=
								  last_trace.nr_samples * 3) &&
					last_trace.nr_delivered_prepared <=
						last_trace.nr_prepared &&
					last_trace.nr_nearer_unprepared * 10 <=
						last_trace.nr_samples,
				"%s (-j %d, hand-off %u): %llu samples, %llu prepared, %llu delivered "
				"so, %llu nearer ones not prepared",
				names[n], ways[w].jobs, ways[w].cap,
				(unsigned long long)last_trace.nr_samples,
				(unsigned long long)last_trace.nr_prepared,
				(unsigned long long)last_trace.nr_delivered_prepared,
				(unsigned long long)last_trace.nr_nearer_unprepared);
		}
		free(plain);
		free(path);
	}
	return TEST_OK;
}

DEFINE_TEST(
	test__session_progress,
	"session: the progress callback says the walk's position every 1024 records, then its end")
{
	int err;

	if ((err = check_progress(t, "system-g.data", false)) ||
	    (err = check_progress(t, "system-g.data", true)))
		return err;
	return TEST_OK;
}
