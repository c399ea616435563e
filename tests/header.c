// SPDX-License-Identifier: GPL-2.0
/* The perf.data writer and /proc synthesis: write a file, read it back, let Linux perf read it. */
#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tests/tests.h"
#include "util/cpumap.h"
#include "util/debug.h"
#include "util/event.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/data-writer.h"
#include "util/header.h"
#include "util/session.h"
#include "util/synthesize.h"
#include "util/thread_map.h"

#define SAMPLE_TYPE                                                                 \
	(PERF_SAMPLE_IDENTIFIER | PERF_SAMPLE_IP | PERF_SAMPLE_TID | PERF_SAMPLE_TIME | \
	 PERF_SAMPLE_CPU | PERF_SAMPLE_PERIOD)

/* An evsel as record leaves it after open: fds (none real) and kernel ids. */
static struct evsel *fake_open_evsel(u64 config, const char *name, const u64 *ids, int nr)
{
	struct perf_event_attr attr = { .size = sizeof(attr) };
	struct evsel *e;
	char list[16];

	attr.type = PERF_TYPE_SOFTWARE;
	attr.config = config;
	attr.sample_period = 4000;
	attr.freq = 1;
	attr.sample_type = SAMPLE_TYPE;
	attr.read_format = PERF_FORMAT_ID;
	attr.sample_id_all = 1;
	attr.disabled = 1;
	attr.mmap = attr.comm = attr.task = attr.mmap2 = config == PERF_COUNT_SW_CPU_CLOCK;
	attr.exclude_guest = 1;
	e = evsel__new(&attr, name);
	snprintf(list, sizeof(list), "0-%d", nr - 1);
	cpu_map__parse(list, &e->cpus);
	e->threads = thread_map__new_dummy();
	e->fd = xmalloc(nr * sizeof(int));
	e->id = xmalloc(nr * sizeof(u64));
	for (int i = 0; i < nr; i++) {
		e->fd[i] = -1;
		e->id[i] = ids[i];
	}
	return e;
}

static int write_record(void *arg, union perf_event *ev)
{
	return perf_data__write(arg, ev, ev->header.size);
}

static __attribute__((noinline)) int some_function(int x)
{
	return x * 3;
}

struct written {
	int nr_samples;
	u64 first_time, last_time;
};

/* Writes a small perf.data for this process: side-band from /proc, then samples. */
static int write_test_file(const char *path, struct evlist *evlist, struct written *w)
{
	struct perf_data_file f;
	struct perf_env env;
	struct synth_opts o = { 0 };
	const char *argv[] = { "record", "-e", "cpu-clock,task-clock", "--", "true" };
	struct perf_thread_map *threads;
	u8 bid[20];
	int err;

	err = perf_data__create(&f, path, evlist);
	if (err)
		return err;
	o.id_hdr_size = perf_event__id_hdr_size(&evlist__first(evlist)->attr);
	o.process = write_record;
	o.arg = &f;
	err = perf_event__synthesize_kernel_mmap(&o);
	if (!err && thread_map__new_by_pid(getpid(), &threads) == 0) {
		err = perf_event__synthesize_thread_map(threads, &o);
		thread_map__put(threads);
	}
	if (err)
		return err;

	memset(w, 0, sizeof(*w));
	for (int i = 0; i < 40; i++) {
		u64 rec[8];
		struct perf_event_header *h = (struct perf_event_header *)rec;
		u32 pidtid[2] = { getpid(), getpid() }, cpu[2] = { i % 2, 0 };

		h->type = PERF_RECORD_SAMPLE;
		h->misc = PERF_RECORD_MISC_USER;
		h->size = 7 * 8;
		rec[1] = i % 3 ? 1001 + i % 2 : 2001; /* IDENTIFIER: ids of both events */
		rec[2] = (u64)(uintptr_t)some_function + 1;
		memcpy(&rec[3], pidtid, 8);
		rec[4] = 1000000000ULL + i * 1000000ULL;
		memcpy(&rec[5], cpu, 8);
		rec[6] = 250000;
		err = perf_data__write(&f, rec, h->size);
		if (err)
			return err;
		if (!w->first_time)
			w->first_time = rec[4];
		w->last_time = rec[4];
		w->nr_samples++;
		if (i % 10 == 9) {
			struct perf_event_header fr = { .type = PERF_RECORD_FINISHED_ROUND,
							.size = sizeof(fr) };

			perf_data__write(&f, &fr, sizeof(fr));
		}
	}

	memset(&env, 0, sizeof(env));
	perf_env__fill_host(&env);
	perf_env__set_cmdline(&env, ARRAY_SIZE(argv), argv);
	memset(bid, 0xab, sizeof(bid));
	/* a DSO of no sample: a wrong build-id of a real one would stop perf from using it */
	perf_env__add_build_id(&env, getpid(), PERF_RECORD_MISC_USER, bid, 20, "/nonexistent/libx.so");
	env.first_sample_time = w->first_time;
	env.last_sample_time = w->last_time;
	err = perf_data__finish(&f, evlist, &env);
	perf_env__exit(&env);
	return err;
}

struct counts {
	struct perf_tool tool;
	int samples, by_evsel[2], comm, mmap, kernel_mmap, bad;
	u32 pid;
};

static int c_sample(struct perf_tool *tool, union perf_event *ev, struct perf_sample *s,
		    struct evsel *evsel)
{
	struct counts *c = container_of(tool, struct counts, tool);

	(void)ev;
	c->samples++;
	if (evsel && evsel->idx < 2)
		c->by_evsel[evsel->idx]++;
	if (s->pid != c->pid || s->period != 250000 || s->ip != (u64)(uintptr_t)some_function + 1)
		c->bad++;
	return 0;
}

static int c_comm(struct perf_tool *tool, union perf_event *ev, struct perf_sample *s,
		  struct evsel *evsel)
{
	struct counts *c = container_of(tool, struct counts, tool);

	(void)ev;
	(void)s;
	(void)evsel;
	c->comm++;
	return 0;
}

static int c_mmap(struct perf_tool *tool, union perf_event *ev, struct perf_sample *s,
		  struct evsel *evsel)
{
	struct counts *c = container_of(tool, struct counts, tool);

	(void)s;
	(void)evsel;
	c->mmap++;
	if (ev->header.type == PERF_RECORD_MMAP && ev->mmap.pid == (u32)-1 &&
	    !strcmp(ev->mmap.filename, "[kernel.kallsyms]_text"))
		c->kernel_mmap++;
	return 0;
}

/* Runs cmd; returns its exit status, its stderr (allocated) in *err_out. */
static int run(const char *cmd, char **err_out, char **out)
{
	char errpath[] = "/tmp/perf-test-stderr-XXXXXX", outpath[] = "/tmp/perf-test-out-XXXXXX";
	int fd1 = mkstemp(errpath), fd2 = mkstemp(outpath), st;
	char *full;
	size_t len;

	if (fd1 < 0 || fd2 < 0)
		return -1;
	close(fd1);
	close(fd2);
	full = xasprintf("%s >%s 2>%s", cmd, outpath, errpath);
	st = system(full);
	free(full);
	if (read_file(errpath, err_out, &len))
		*err_out = xstrdup("");
	if (read_file(outpath, out, &len))
		*out = xstrdup("");
	unlink(errpath);
	unlink(outpath);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static int count_lines_with(const char *s, const char *what)
{
	int n = 0;

	for (const char *p = s; (p = strstr(p, what)); p++)
		n++;
	return n;
}

DEFINE_TEST(test__header_write_read, "header: write a perf.data, read it back, Linux perf reads it")
{
	static const u64 ids0[] = { 1001, 1002 }, ids1[] = { 2001, 2002 };
	struct evlist *evlist = evlist__new();
	struct perf_session *s;
	struct counts c;
	struct written w;
	char path[] = "/tmp/perf-test-header-XXXXXX";
	char *cmd, *err_out, *out;
	int fd = mkstemp(path), rc;

	TEST_ASSERT(fd >= 0, "mkstemp");
	close(fd);
	evlist__add(evlist, fake_open_evsel(PERF_COUNT_SW_CPU_CLOCK, "cpu-clock", ids0, 2));
	evlist__add(evlist, fake_open_evsel(PERF_COUNT_SW_TASK_CLOCK, "task-clock", ids1, 2));
	evlist__last(evlist)->idx = 1;
	TEST_ASSERT(write_test_file(path, evlist, &w) == 0, "writing failed");
	evlist__delete(evlist);

	TEST_ASSERT(perf_session__open(path, &s) == 0, "our reader refused our file");
	TEST_ASSERT(s->evlist->nr_entries == 2 && s->attrs[0].nr_ids == 2 &&
			    s->attrs[1].ids[1] == 2002,
		    "attrs/ids");
	TEST_ASSERT(!strcmp(evsel__name(evlist__first(s->evlist)), "cpu-clock") &&
			    !strcmp(evsel__name(evlist__last(s->evlist)), "task-clock"),
		    "event names");
	TEST_ASSERT(s->env.hostname && s->env.os_release && s->env.arch && s->env.cpu_desc &&
			    s->env.cpuid && s->env.version,
		    "string features missing");
	TEST_ASSERT(s->env.nr_cmdline == 6 && !strcmp(s->env.cmdline[1], "record"), "cmdline");
	TEST_ASSERT(s->env.nr_build_ids == 1 && s->env.build_ids[0].size == 20 &&
			    s->env.build_ids[0].build_id[19] == 0xab &&
			    !strcmp(s->env.build_ids[0].filename, "/nonexistent/libx.so"),
		    "build id");
	TEST_ASSERT(s->env.first_sample_time == w.first_time &&
			    s->env.last_sample_time == w.last_time,
		    "sample time");
	TEST_ASSERT(s->env.nr_cpus_online >= 1 && s->env.total_mem && s->env.nr_sibling_threads,
		    "nrcpus/mem/topology");
	memset(&c, 0, sizeof(c));
	c.tool.sample = c_sample;
	c.tool.comm = c_comm;
	c.tool.mmap = c_mmap;
	c.tool.mmap2 = c_mmap;
	c.pid = getpid();
	TEST_ASSERT(perf_session__process_events(s, &c.tool) == 0, "processing");
	TEST_ASSERT(c.samples == w.nr_samples && !c.bad, "%d samples (%d bad), wrote %d", c.samples,
		    c.bad, w.nr_samples);
	TEST_ASSERT(c.by_evsel[0] == 26 && c.by_evsel[1] == 14, "ids mapped to %d/%d",
		    c.by_evsel[0], c.by_evsel[1]);
	TEST_ASSERT(c.comm >= 1 && c.mmap >= 2, "synthesized records missing");
	rc = test__caps(t, "kallsyms", "the kernel map");
	if (rc == TEST_FAIL)
		return rc;
	TEST_ASSERT(c.kernel_mmap == 1 || rc, "kernel map missing");
	perf_session__delete(s);

	/* Linux perf must read it without a word of complaint */
	rc = test__caps(t, "linux-perf", "reading it with Linux perf");
	if (rc == TEST_FAIL)
		return rc;
	if (rc == 0) {
		cmd = xasprintf("/usr/bin/perf report --header-only -I -i %s", path);
		rc = run(cmd, &err_out, &out);
		free(cmd);
		TEST_ASSERT(rc == 0 && !*err_out, "perf report --header-only: exit %d: %s", rc,
			    err_out);
		TEST_ASSERT(strstr(out, "# event : name = cpu-clock") &&
				    strstr(out, "# event : name = task-clock") &&
				    strstr(out, "# cmdline : ") && strstr(out, "# hostname : ") &&
				    strstr(out, "# nrcpus online : ") &&
				    strstr(out, "# sibling threads : ") &&
				    strstr(out, "# time of first sample : "),
			    "perf report --header-only misses features:\n%.300s", out);
		free(err_out);
		free(out);
		cmd = xasprintf("/usr/bin/perf script -F comm,pid,tid,time,event,ip,sym -i %s", path);
		rc = run(cmd, &err_out, &out);
		free(cmd);
		TEST_ASSERT(rc == 0 && !*err_out, "perf script: exit %d: %.300s", rc, err_out);
		TEST_ASSERT(count_lines_with(out, "cpu-clock:") == 26 &&
				    count_lines_with(out, "task-clock:") == 14,
			    "perf script printed:\n%.300s", out);
		TEST_ASSERT(getenv("PERF_TEST_KEEP") || count_lines_with(out, "some_function") == 40,
			    "perf script does not resolve our maps:\n%.300s", out);
		free(err_out);
		free(out);
	}
	if (!getenv("PERF_TEST_KEEP"))
		unlink(path);
	return TEST_OK;
}

struct synth_count {
	int comm, fork, mmap2, mmap, bad;
	bool saw_exe;
	pid_t pid;
};

static int synth_cb(void *arg, union perf_event *ev)
{
	struct synth_count *c = arg;

	switch (ev->header.type) {
	case PERF_RECORD_COMM:
		c->comm++;
		c->bad += ev->comm.pid != (u32)c->pid;
		break;
	case PERF_RECORD_FORK:
		c->fork++;
		c->bad += ev->fork.pid != (u32)c->pid;
		break;
	case PERF_RECORD_MMAP2:
		c->mmap2++;
		if (strstr(ev->mmap2.filename, "perf") && ev->mmap2.prot & 4)
			c->saw_exe = true;
		c->bad += ev->header.size % 8 != 0;
		break;
	case PERF_RECORD_MMAP:
		c->mmap++;
		break;
	default:
		c->bad++;
	}
	return 0;
}

static void *idle_thread(void *arg)
{
	int *stop = arg;

	while (!__atomic_load_n(stop, __ATOMIC_ACQUIRE))
		usleep(1000);
	return NULL;
}

DEFINE_TEST(test__synthesize, "synthesize: COMM/FORK/MMAP2 for a thread map, kernel map")
{
	struct synth_count c = { .pid = getpid() };
	struct synth_opts o = { .id_hdr_size = 24, .process = synth_cb, .arg = &c };
	struct perf_thread_map *threads, *dummy = thread_map__new_dummy();
	pthread_t th;
	int stop = 0, err;

	pthread_create(&th, NULL, idle_thread, &stop);
	err = thread_map__new_by_pid(getpid(), &threads);
	TEST_ASSERT(err == 0 && threads->nr == 2, "thread map of self");
	TEST_ASSERT(perf_event__synthesize_thread_map(threads, &o) == 0, "synthesis failed");
	__atomic_store_n(&stop, 1, __ATOMIC_RELEASE);
	pthread_join(th, NULL);
	/* the tasks asked for get no FORK (their parent is no task of the recording) */
	TEST_ASSERT(c.comm == 2 && c.fork == 0 && !c.bad, "%d comm %d fork %d bad", c.comm, c.fork,
		    c.bad);
	TEST_ASSERT(c.mmap2 >= 2 && c.saw_exe, "maps of the perf binary missing (%d)", c.mmap2);
	thread_map__put(threads);
	/* the whole system's tasks (-a) do: the task tree is there */
	memset(&c, 0, sizeof(c));
	c.pid = getpid();
	TEST_ASSERT(perf_event__synthesize_pid(getpid(), &o) == 0, "synthesis of the pid failed");
	TEST_ASSERT(c.comm == 1 && c.fork == 1 && !c.bad, "-a: %d comm %d fork %d bad", c.comm,
		    c.fork, c.bad);

	memset(&c, 0, sizeof(c));
	TEST_ASSERT(perf_event__synthesize_thread_map(dummy, &o) == 0 && !c.comm && !c.mmap2,
		    "the -1 placeholder got records");
	thread_map__put(dummy);

	/* the kernel map's address comes from /proc/kallsyms */
	err = test__caps(t, "kallsyms", "the kernel map");
	if (err == TEST_FAIL)
		return err;
	TEST_ASSERT(perf_event__synthesize_kernel_mmap(&o) == 0 || err, "kernel mmap");
	TEST_ASSERT(c.mmap == 1 || err, "%d kernel maps", c.mmap);
	TEST_ASSERT(perf_event__synthesize_modules(&o) == 0, "modules");
	return TEST_OK;
}

static int read_tp_id(const char *sys, const char *name)
{
	char *path = NULL, *buf;
	size_t len;
	int id = -1;
	static const char *const dirs[] = { "/sys/kernel/tracing", "/sys/kernel/debug/tracing" };

	for (size_t i = 0; i < ARRAY_SIZE(dirs) && id < 0; i++) {
		path = xasprintf("%s/events/%s/%s/id", dirs[i], sys, name);
		if (read_file(path, &buf, &len) == 0) {
			id = atoi(buf);
			free(buf);
		}
		free(path);
	}
	return id;
}

DEFINE_TEST(test__header_tracing_data, "header: tracing data that Linux perf decodes")
{
	static const u64 ids[] = { 7001 };
	struct evlist *evlist = evlist__new();
	struct perf_event_attr attr = { .size = sizeof(attr) };
	struct perf_data_file f;
	struct perf_env env;
	struct evsel *e;
	char path[] = "/tmp/perf-test-tp-XXXXXX";
	char *cmd, *err_out, *out;
	int fd, id = read_tp_id("sched", "sched_wakeup"), rc;

	TEST_REQUIRE("tracefs");
	TEST_ASSERT(id >= 0, "sched:sched_wakeup not found in tracefs");
	fd = mkstemp(path);
	TEST_ASSERT(fd >= 0, "mkstemp");
	close(fd);
	attr.type = PERF_TYPE_TRACEPOINT;
	attr.config = id;
	attr.sample_period = 1;
	attr.sample_type = PERF_SAMPLE_IP | PERF_SAMPLE_TID | PERF_SAMPLE_TIME | PERF_SAMPLE_CPU |
			   PERF_SAMPLE_PERIOD | PERF_SAMPLE_RAW;
	attr.sample_id_all = 1;
	e = evsel__new(&attr, "sched:sched_wakeup");
	e->tp_sys = xstrdup("sched");
	e->tp_name = xstrdup("sched_wakeup");
	e->cpus = cpu_map__dummy_new();
	e->threads = thread_map__new_dummy();
	e->fd = xmalloc(sizeof(int));
	e->fd[0] = -1;
	e->id = xmalloc(sizeof(u64));
	e->id[0] = ids[0];
	evlist__add(evlist, e);

	memset(&env, 0, sizeof(env));
	TEST_ASSERT(perf_env__read_tracing_data(&env, evlist) == 0 && env.tracing_data_size > 100,
		    "tracing data not built");
	TEST_ASSERT(perf_data__create(&f, path, evlist) == 0, "create");
	for (int i = 0; i < 5; i++) {
		/* header, ip, tid, time, cpu, period, raw: u32 size + 36 bytes of sched_wakeup */
		u64 rec[7 + 5];
		u8 raw[40];
		u32 pair[2] = { getpid(), getpid() }, cpu[2] = { 0, 0 };
		struct perf_event_header *h = (struct perf_event_header *)rec;
		u16 type = id;
		s32 pid = 100 + i, prio = 120, tcpu = 1, rsize = 36;

		memset(rec, 0, sizeof(rec));
		memset(raw, 0, sizeof(raw));
		h->type = PERF_RECORD_SAMPLE;
		h->misc = PERF_RECORD_MISC_KERNEL;
		h->size = sizeof(rec);
		rec[1] = 0xffffffff81000000ULL;
		memcpy(&rec[2], pair, 8);
		rec[3] = 5000000000ULL + i * 1000;
		memcpy(&rec[4], cpu, 8);
		rec[5] = 1;
		memcpy(raw, &rsize, 4);
		memcpy(raw + 4, &type, 2);
		memcpy(raw + 4 + 4, pair, 4);
		snprintf((char *)raw + 4 + 8, 16, "wakee%d", i);
		memcpy(raw + 4 + 24, &pid, 4);
		memcpy(raw + 4 + 28, &prio, 4);
		memcpy(raw + 4 + 32, &tcpu, 4);
		memcpy(&rec[6], raw, 40);
		TEST_ASSERT(perf_data__write(&f, rec, sizeof(rec)) == 0, "write");
	}
	perf_env__fill_host(&env);
	TEST_ASSERT(perf_data__finish(&f, evlist, &env) == 0, "finish");
	perf_env__exit(&env);
	evlist__delete(evlist);

	rc = test__caps(t, "linux-perf", "decoding it with Linux perf");
	if (rc == TEST_FAIL)
		return rc;
	if (rc == 0) {
		cmd = xasprintf("/usr/bin/perf script -i %s", path);
		rc = run(cmd, &err_out, &out);
		free(cmd);
		TEST_ASSERT(rc == 0 && !*err_out, "perf script: exit %d: %.300s", rc, err_out);
		TEST_ASSERT(count_lines_with(out, "sched:sched_wakeup:") == 5 &&
				    strstr(out, "comm=wakee3 pid=103 prio=120 target_cpu=001"),
			    "perf script printed:\n%.400s", out);
		free(err_out);
		free(out);
	}
	unlink(path);
	return TEST_OK;
}

struct order_check {
	struct perf_tool tool;
	u64 times[16];
	int nr;
	char comm_at_sample[16][16];
	char comm[16];
};

static int o_sample(struct perf_tool *tool, union perf_event *ev, struct perf_sample *s,
		    struct evsel *evsel)
{
	struct order_check *o = container_of(tool, struct order_check, tool);

	(void)ev;
	(void)evsel;
	if (o->nr < 16) {
		snprintf(o->comm_at_sample[o->nr], 16, "%s", o->comm);
		o->times[o->nr++] = s->time;
	}
	return 0;
}

static int o_comm(struct perf_tool *tool, union perf_event *ev, struct perf_sample *s,
		  struct evsel *evsel)
{
	struct order_check *o = container_of(tool, struct order_check, tool);

	(void)s;
	(void)evsel;
	snprintf(o->comm, sizeof(o->comm), "%s", ev->comm.comm);
	return 0;
}

DEFINE_TEST(test__session_ordering, "session: records delivered in time order per round")
{
	static const u64 ids[] = { 9 };
	/* file order: times in ms; 0 = FINISHED_ROUND, negative = a COMM at that time */
	static const int seq[] = { 30, 10, -25, 20, 0, 50, 40, 0, 60 };
	static const u64 want[] = { 10, 20, 30, 40, 50, 60 };
	struct evlist *evlist = evlist__new();
	struct perf_data_file f;
	struct perf_session *s;
	struct order_check o;
	char path[] = "/tmp/perf-test-order-XXXXXX";
	int fd = mkstemp(path);

	TEST_ASSERT(fd >= 0, "mkstemp");
	close(fd);
	evlist__add(evlist, fake_open_evsel(PERF_COUNT_SW_CPU_CLOCK, "cpu-clock", ids, 1));
	TEST_ASSERT(perf_data__create(&f, path, evlist) == 0, "create");
	for (size_t i = 0; i < ARRAY_SIZE(seq); i++) {
		u64 rec[8];
		struct perf_event_header *h = (struct perf_event_header *)rec;
		struct perf_sample id = { .pid = 1, .tid = 1, .time = 0, .id = 9 };
		u32 pt[2] = { 1, 1 }, cpu[2] = { 0, 0 };

		memset(rec, 0, sizeof(rec));
		if (seq[i] == 0) {
			h->type = PERF_RECORD_FINISHED_ROUND;
			h->size = 8;
		} else if (seq[i] < 0) {
			struct perf_record_comm *c = (struct perf_record_comm *)rec;

			c->header.type = PERF_RECORD_COMM;
			c->pid = c->tid = 1;
			strcpy(c->comm, "renamed");
			id.time = (u64)-seq[i] * 1000000;
			perf_event__write_id_hdr((char *)rec + 24, &evlist__first(evlist)->attr, &id);
			c->header.size = 24 + perf_event__id_hdr_size(&evlist__first(evlist)->attr);
		} else {
			h->type = PERF_RECORD_SAMPLE;
			h->size = 56;
			rec[1] = 9;
			rec[2] = 0x1000;
			memcpy(&rec[3], pt, 8);
			rec[4] = (u64)seq[i] * 1000000;
			memcpy(&rec[5], cpu, 8);
			rec[6] = 1;
		}
		TEST_ASSERT(perf_data__write(&f, rec, h->size) == 0, "write");
	}
	TEST_ASSERT(perf_data__finish(&f, evlist, NULL) == 0, "finish");
	evlist__delete(evlist);

	TEST_ASSERT(perf_session__open(path, &s) == 0, "open");
	memset(&o, 0, sizeof(o));
	strcpy(o.comm, "orig");
	o.tool.sample = o_sample;
	o.tool.comm = o_comm;
	TEST_ASSERT(perf_session__process_events(s, &o.tool) == 0, "process");
	TEST_ASSERT(o.nr == 6, "%d samples", o.nr);
	for (int i = 0; i < 6; i++)
		TEST_ASSERT(o.times[i] == want[i] * 1000000, "sample %d at %" PRIu64, i, o.times[i]);
	TEST_ASSERT(!strcmp(o.comm_at_sample[1], "orig") && !strcmp(o.comm_at_sample[2], "renamed"),
		    "the COMM at 25 ms was not delivered between the samples at 20 and 30 ms");
	perf_session__delete(s);

	/* file order on request */
	TEST_ASSERT(perf_session__open(path, &s) == 0, "open");
	memset(&o, 0, sizeof(o));
	o.tool.sample = o_sample;
	o.tool.no_ordered_events = true;
	TEST_ASSERT(perf_session__process_events(s, &o.tool) == 0, "process");
	TEST_ASSERT(o.nr == 6 && o.times[0] == 30000000 && o.times[1] == 10000000, "file order");
	perf_session__delete(s);
	unlink(path);
	return TEST_OK;
}

DEFINE_TEST(test__header_features_roundtrip,
	    "header: each feature payload reads back as written; truncated ones are not read past")
{
	struct perf_env host = { 0 };
	int nr_written = 0;

	perf_env__fill_host(&host);
	host.first_sample_time = 1000;
	host.last_sample_time = 2000;
	host.clockid_res_ns = 1;
	host.clock_data_version = 1;
	host.clockid = 1;
	host.clock_tod_ns = 1796145466289800123ULL;
	host.clock_clockid_ns = 5000000000ULL;
	for (int f = HEADER_FIRST_FEATURE; f < HEADER_LAST_FEATURE; f++) {
		struct feat_buf b = { 0 };
		struct perf_env back = { 0 };
		struct feat_buf again = { 0 };
		int err;

		if (perf_header__write_feature(&b, f, NULL, &host))
			continue;
		nr_written++;
		/* the CPU topology's per-cpu ids need nrcpus, read before it in a file */
		back.nr_cpus_avail = host.nr_cpus_avail;
		err = perf_header__read_feature(f, b.p, b.len, false, &back, NULL);
		/* what was read writes the same bytes again */
		back.host = host.host;
		TEST_ASSERT(!err, "feature %s: read back failed", perf_header__feat_name(f));
		if (f != HEADER_BUILD_ID && f != HEADER_DIR_FORMAT) {
			err = perf_header__write_feature(&again, f, NULL, &back);
			TEST_ASSERT(!err && again.len == b.len && !memcmp(again.p, b.p, b.len),
				    "feature %s: %zu bytes written, %zu after reading them back",
				    perf_header__feat_name(f), b.len, again.len);
		}
		/* every truncation: an error or a shorter result, never a read past the end */
		for (size_t n = 0; n < b.len; n++) {
			struct perf_env cut = { 0 };
			char *copy = xmalloc(n ? n : 1);

			memcpy(copy, b.p, n);
			cut.nr_cpus_avail = host.nr_cpus_avail;
			perf_header__read_feature(f, copy, n, false, &cut, NULL);
			perf_env__exit(&cut);
			free(copy);
		}
		perf_env__exit(&back);
		free(again.p);
		free(b.p);
	}
	perf_env__exit(&host);
	/* this machine has at least the host strings, CPU topology, PMUs, caches, clock */
	TEST_ASSERT(nr_written >= 15, "only %d features written", nr_written);
	return TEST_OK;
}

/* dir/rel with text, creating the directories on the way (a fake sysfs tree). */
static int put_file(const char *dir, const char *rel, const char *text)
{
	char *path = xasprintf("%s/%s", dir, rel);
	FILE *f;
	int ret = 0;

	for (char *p = path + strlen(dir) + 1; (p = strchr(p, '/')); p++) {
		*p = '\0';
		if (mkdir(path, 0755) && errno != EEXIST)
			ret = -errno;
		*p = '/';
	}
	f = ret ? NULL : fopen(path, "w");
	if (!f || fputs(text, f) < 0)
		ret = -EIO;
	if (f && fclose(f))
		ret = -EIO;
	free(path);
	return ret;
}

/* cpuN/cache/indexM of a fake sysfs tree */
static int put_cache(const char *dir, int cpu, int idx, const char *level, const char *type,
		     const char *size, const char *shared)
{
	static const char *const names[] = { "level", "type", "size", "shared_cpu_list",
					     "coherency_line_size" };
	const char *const vals[] = { level, type, size, shared, "64" };
	int ret = 0;

	for (size_t i = 0; i < ARRAY_SIZE(names) && !ret; i++) {
		char rel[128], val[64];

		snprintf(rel, sizeof(rel), "cpu%d/cache/index%d/%s", cpu, idx, names[i]);
		snprintf(val, sizeof(val), "%s\n", vals[i]);
		ret = put_file(dir, rel, val);
	}
	return ret;
}

/* HEADER_CACHE of env written, read back and printed with -I (the printout, allocated). */
static char *cache_roundtrip(const struct perf_env *env, size_t *payload_len)
{
	struct feat_buf b = { 0 };
	struct perf_env back = { 0 };
	char *text = NULL;
	size_t len = 0;
	FILE *f;

	*payload_len = 0;
	if (perf_header__write_feature(&b, HEADER_CACHE, NULL, env))
		return NULL;
	*payload_len = b.len;
	if (perf_header__read_feature(HEADER_CACHE, b.p, b.len, false, &back, NULL) == 0) {
		f = open_memstream(&text, &len);
		perf_header__fprintf_feature(f, HEADER_CACHE, &back, true);
		fclose(f);
	}
	perf_env__exit(&back);
	free(b.p);
	return text;
}

/* what Linux perf 6.1 prints for a machine of two CPUs with the caches put below */
static const char cache_info[] = "# CPU cache info:\n"
				 "#  L1 Data                 32K [0]\n"
				 "#  L1 Instruction          32K [0]\n"
				 "#  L1 Data                 32K [1]\n"
				 "#  L1 Instruction          32K [1]\n"
				 "#  L2 Unified             512K [0]\n"
				 "#  L2 Unified             512K [1]\n"
				 "#  L3 Unified           32768K [0-1]\n";

DEFINE_TEST(test__header_cache, "header: HEADER_CACHE with and without cache directories")
{
	char dir[] = "/tmp/perf-test-cache-XXXXXX", cmd[64];
	struct perf_env none = { .nr_cpus_avail = 2 }, two = { .nr_cpus_avail = 2 };
	char *none_text, *two_text;
	size_t none_len, two_len;
	int ret = 0;

	TEST_ASSERT(mkdtemp(dir), "mkdtemp");
	/* CPUs without cache directories (as in some VMs): the feature, with no entry */
	ret |= put_file(dir, "cpu0/online", "1\n") | put_file(dir, "cpu1/online", "1\n");
	perf_env__read_caches(&none, dir);
	/* private L1 and L2 caches and a shared L3 (listed once), ordered by level */
	for (int cpu = 0; cpu < 2; cpu++) {
		char self[8];

		snprintf(self, sizeof(self), "%d", cpu);
		ret |= put_cache(dir, cpu, 0, "1", "Data", "32K", self);
		ret |= put_cache(dir, cpu, 1, "1", "Instruction", "32K", self);
		ret |= put_cache(dir, cpu, 2, "2", "Unified", "512K", self);
		ret |= put_cache(dir, cpu, 3, "3", "Unified", "32768K", "0-1");
	}
	perf_env__read_caches(&two, dir);
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	ret |= system(cmd);
	TEST_ASSERT(!ret, "making the fake sysfs tree %s", dir);

	none_text = cache_roundtrip(&none, &none_len);
	two_text = cache_roundtrip(&two, &two_len);
	/* Linux perf writes a version and a count of 0 */
	TEST_ASSERT(none.nr_caches == 0 && none_len == 8,
		    "no caches: %d entries, %zu bytes written", none.nr_caches, none_len);
	TEST_ASSERT(none_text && !strcmp(none_text, "# CPU cache info:\n"),
		    "no caches printed as:\n%s", none_text);
	TEST_ASSERT(two.nr_caches == 7, "%d caches", two.nr_caches);
	TEST_ASSERT(two_text && !strcmp(two_text, cache_info), "printed as:\n%s", two_text);
	free(none_text);
	free(two_text);
	perf_env__exit(&none);
	perf_env__exit(&two);
	return TEST_OK;
}
