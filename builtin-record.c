// SPDX-License-Identifier: GPL-2.0
/*
 * perf record: open sampling events on a workload, some tasks or the whole system, drain
 * their ring buffers into perf.data, and leave a file Linux perf reads.
 *
 * The story: options -> events -> maps -> fork the workload stopped -> open -> mmap ->
 * a temporary output file next to the real one -> synthesize the tasks that already exist
 * -> start the workload (or enable) -> only now replace the old perf.data -> drain rings
 * until the workload ends or a signal -> final drain -> build-ids -> features -> header.
 */
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <fcntl.h>
#include <poll.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include "builtin.h"
#include "util/cpumap.h"
#include "util/debug.h"
#include "util/debuginfod.h"
#include "util/event.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/bpf-prog.h"
#include "util/build-id.h"
#include "util/clockid.h"
#include "util/compress.h"
#include "util/dso.h"
#include "util/dso-hits.h"
#include "util/data-writer.h"
#include "util/header.h"
#include "util/machine.h"
#include "util/map.h"
#include "util/mmap.h"
#include "util/off-cpu.h"
#include "util/parse-events.h"
#include "util/parse-options.h"
#include "util/perm.h"
#include "util/pipe-writer.h"
#include "util/record.h"
#include "util/replay.h"
#include "util/session.h"
#include "util/synthesize.h"
#include "util/target.h"
#include "util/task-root.h"
#include "util/thread.h"
#include "util/thread_map.h"
#include "util/util.h"

struct record {
	struct record_opts opts;
	struct evlist *evlist;
	struct perf_data_file data;
	struct perf_env env;
	const char *output;
	char *tmp_path; /* the file's temporary name (NULL: unnamed, O_TMPFILE) */
	bool file_in_place; /* tmp_path renamed to output */
	bool output_device; /* output is a device, written in place: no rename, no .old */
	bool pipe; /* -o -, or standard output a pipe: the stream form */
	u64 fix_buf[65536 / sizeof(u64)]; /* one record mended on its way to the file */
	/* the files containers' tasks map, for their build-ids at the end (util/task-root.h) */
	struct task_root_files *root_files;
	const char *mmap_pages_str;
	unsigned int mmap_pages;
	u64 mmap_flush; /* bytes a ring must hold before it is drained (but at the end) */
	u64 last_full_pass; /* when a pass last drained every ring (CLOCK_MONOTONIC ns) */
	int comp_level; /* -z: zstd level, 0: records written as they are */
	struct perf_comp *comp; /* -z: the stream of COMPRESSED records */
	int argc;
	const char **argv; /* the workload */
	int cmd_argc;
	const char **cmd_argv; /* the whole command line, for the cmdline feature */
	/* statistics */
	u64 samples;
	u64 lost; /* samples the kernel dropped (LOST records' counts) */
	u64 lost_chunks; /* LOST records */
	u64 lost_samples; /* LOST_SAMPLES records' counts */
	u64 throttle, unthrottle;
	u64 waking;
	u64 bad; /* malformed ring data skipped */
	int time_pos; /* u64 index of the time in a sample, -1: none */
	char *fallback_msg; /* cycles -> cpu-clock */
	bool user_only; /* an event fell back to user space only (paranoid) */
	/* --control: commands read from ctl_fd, acknowledged on ack_fd (-1: none) */
	int ctl_fd, ack_fd;
	bool ctl_opened; /* fifo: opened by us, closed at the end */
	/* --switch-output: the file is finished and renamed to perf.data.<timestamp> */
	enum { SWITCH_NONE, SWITCH_SIGNAL, SWITCH_SIZE, SWITCH_TIME } switch_mode;
	u64 switch_size; /* bytes of data that end a file */
	u64 switch_time; /* ns a file lasts */
	u64 switch_start; /* when the current file started (CLOCK_MONOTONIC ns) */
	struct record_delay_run delay; /* -D at run time */
	int last_event_idx; /* the first event of the last -e */
	bool timestamp_filename; /* --timestamp-filename: the file ends as <output>.<timestamp> */
	u64 dumped_size; /* the size of the last file renamed <output>.<timestamp> */
	bool dry_run;
	u64 max_size; /* --max-size: the session stops once the data is this large (0: never) */
	int realtime_prio; /* -r: perf runs SCHED_FIFO at this priority (0: as it is) */
	int switch_max_files; /* --switch-max-files: older dumps are removed (0: keep all) */
	/* --synth: which records describe the tasks that exist at the start */
	enum { SYNTH_ALL, SYNTH_NO, SYNTH_TASK } synth;
	unsigned int proc_map_timeout_ms; /* --proc-map-timeout: per process (default 500) */
	char **dumps; /* the dumps kept, oldest first (a ring of switch_max_files) */
	int nr_dumps;
	/* --off-cpu: the offcpu-time event and the switches it is made of */
	bool off_cpu;
	u64 off_cpu_thresh_ms; /* --off-cpu-thresh */
	struct evsel *offcpu_evsel;
	struct off_cpu *oc;
	u64 newest; /* the newest time written */
	u64 round_newest; /* ... before the last FINISHED_ROUND */
	u64 ordered; /* ... before the one before it: readers have ordered the records up to it */
};

static u64 monotonic_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (u64)ts.tv_sec * 1000000000ULL + ts.tv_nsec;
}

static volatile sig_atomic_t done;
static volatile sig_atomic_t child_finished;
static volatile sig_atomic_t signr = -1;
/* --switch-output: SIGUSR2s received (only the handler writes it), and those handled */
static volatile sig_atomic_t switch_signals;
static sig_atomic_t switch_handled;
static bool switch_snapshot; /* the control command 'snapshot' */
static bool ctl_stopped; /* the control command 'stop' */
static bool delay_ended; /* -D's last window closed: the session ends, as Linux perf's */
static bool size_reached; /* --max-size: as -D's end */

static void switch_handler(int sig)
{
	(void)sig;
	switch_signals++;
}

static void sig_handler(int sig)
{
	if (sig == SIGCHLD)
		child_finished = 1;
	else
		signr = sig;
	done = 1;
}

static const char *const record_usage[] = {
	"perf record [<options>] [<command>]",
	"perf record [<options>] -- <command> [<options>]",
	NULL,
};

static int record__write_data(void *arg, const void *buf, size_t len)
{
	struct record *rec = arg;

	return perf_data__write(&rec->data, buf, len);
}

/* A record of the session: with -z, into the compressed stream. */
static int record__write(struct record *rec, const void *buf, size_t len)
{
	if (rec->comp)
		return perf_comp__add(rec->comp, buf, len, record__write_data, rec);
	return perf_data__write(&rec->data, buf, len);
}

/*
 * A record written as it is, after everything before it: FINISHED_ROUND tells readers that
 * the records before it are all there, so the compressed stream is flushed first.
 */
static int record__write_plain(struct record *rec, const void *buf, size_t len)
{
	if (rec->comp) {
		int err = perf_comp__flush(rec->comp, record__write_data, rec);

		if (err)
			return err;
	}
	return perf_data__write(&rec->data, buf, len);
}

/* Readers take data.size from the header: keep it current so a killed perf leaves a file. */
static int record__flush(struct record *rec)
{
	u64 size;
	int err = rec->comp ? perf_comp__flush(rec->comp, record__write_data, rec) : 0;

	if (!err)
		err = perf_data__flush(&rec->data);

	if (err || rec->pipe)
		return err;
	size = rec->data.data_size;
	return pwriten(rec->data.fd, &size, sizeof(size),
		       offsetof(struct perf_file_header, data) +
			       offsetof(struct perf_file_section, size));
}

/*
 * --off-cpu writes samples of its own among the rings' records: the times written, so that
 * none of its goes below what readers have put in order already, and the exits it waits for.
 */
static void record__account_off_cpu(struct record *rec, const struct perf_event_header *ev)
{
	struct evsel *evsel;
	struct perf_sample s;

	if (ev->type == PERF_RECORD_SAMPLE || !perf_event__is_kernel_type(ev->type))
		return;
	evsel = evlist__event2evsel(rec->evlist, ev);
	if (!evsel || perf_event__parse_sample((const union perf_event *)ev, &evsel->attr, &s))
		return;
	if (s.time > rec->newest)
		rec->newest = s.time;
	if (ev->type == PERF_RECORD_EXIT)
		off_cpu__exit(rec->oc, ((const union perf_event *)ev)->fork.tid, s.time, s.cpu);
}

/* Counts what the file will tell the user about, without parsing whole samples. */
static void record__account(struct record *rec, const struct perf_event_header *ev)
{
	const u64 *a = (const u64 *)(ev + 1);
	size_t n = (ev->size - sizeof(*ev)) / sizeof(u64);

	if (rec->oc)
		record__account_off_cpu(rec, ev);
	switch (ev->type) {
	case PERF_RECORD_SAMPLE:
		rec->samples++;
		/* --off-cpu's sums at the end have made-up times: not the session's */
		if (rec->time_pos >= 0 && (size_t)rec->time_pos < n &&
		    a[rec->time_pos] < OFF_CPU_TIMESTAMP) {
			u64 t = a[rec->time_pos];

			if (!rec->env.first_sample_time || t < rec->env.first_sample_time)
				rec->env.first_sample_time = t;
			if (t > rec->env.last_sample_time)
				rec->env.last_sample_time = t;
			if (t > rec->newest)
				rec->newest = t;
		}
		break;
	case PERF_RECORD_LOST: /* u64 id, u64 lost */
		rec->lost_chunks++;
		if (n >= 2)
			rec->lost += a[1];
		break;
	case PERF_RECORD_LOST_SAMPLES: /* u64 lost */
		if (n >= 1)
			rec->lost_samples += a[0];
		break;
	case PERF_RECORD_THROTTLE:
		rec->throttle++;
		break;
	case PERF_RECORD_UNTHROTTLE:
		rec->unthrottle++;
		break;
	default:
		break;
	}
}

/* A task with another root than ours (a container) mapped a file: keep it open there. */
static void record__note_mmap2(struct record *rec, const struct perf_event_header *ev)
{
	const struct perf_record_mmap2 *m = (const void *)ev;
	size_t max = ev->size - offsetof(struct perf_record_mmap2, filename);

	if (ev->size <= offsetof(struct perf_record_mmap2, filename) || !rec->root_files ||
	    strnlen(m->filename, max) >= max)
		return;
	task_root_files__note(rec->root_files, m->pid, m->filename);
}

/*
 * The kernel's build-id flag on an MMAP2 that holds a device and inode
 * (perf_record_mmap2__has_build_id): the record goes to the file without it, so that no
 * reader takes them for a build-id (Linux perf 6.1 dies of it). The ring cannot be written
 * (SIGBUS): a copy, in rec->fix_buf.
 */
static struct perf_event_header *record__mmap2_fix(struct record *rec, struct perf_event_header *ev)
{
	if (ev->size < offsetof(struct perf_record_mmap2, filename) ||
	    perf_record_mmap2__has_build_id((const struct perf_record_mmap2 *)ev))
		return ev;
	memcpy(rec->fix_buf, ev, ev->size);
	ev = (struct perf_event_header *)rec->fix_buf;
	ev->misc &= ~PERF_RECORD_MISC_MMAP_BUILD_ID;
	return ev;
}

/* An offcpu-time sample (--off-cpu): counted, and in the compressed stream with -z. */
static int record__write_offcpu(void *arg, const void *buf, size_t len)
{
	struct record *rec = arg;

	record__account(rec, buf);
	return record__write(rec, buf, len);
}

/*
 * One pass over every ring; a FINISHED_ROUND closes a pass that wrote anything. A ring
 * holding less than flush bytes is left for a later pass (--mmap-flush; 1 at the end).
 * A FINISHED_ROUND tells readers that the records older than the round before it are all
 * written: not so while a ring was left with records, so such a pass closes no round.
 */
static int record__mmap_read_all(struct record *rec, u64 flush, bool *wrote)
{
	struct evlist *evlist = rec->evlist;
	bool any = false, left = false;
	int err;

	for (int i = 0; i < evlist->nr_mmaps; i++) {
		struct perf_mmap *m = &evlist->mmap[i];
		struct perf_event_header *ev;

		if (perf_mmap__read_init(m))
			continue;
		if (m->end - m->start < flush) {
			left = true;
			continue;
		}
		while ((ev = perf_mmap__read_event(m))) {
			if (ev->type == PERF_RECORD_MMAP2 && (ev->misc & PERF_RECORD_MISC_MMAP_BUILD_ID))
				ev = record__mmap2_fix(rec, ev);
			if (ev->type == PERF_RECORD_MMAP2)
				record__note_mmap2(rec, ev);
			record__account(rec, ev);
			err = record__write(rec, ev, ev->size);
			if (err)
				return err;
			any = true;
		}
		perf_mmap__read_done(m);
	}
	if (rec->oc) {
		int n = off_cpu__read(rec->oc, rec->ordered, record__write_offcpu, rec);

		if (n < 0)
			return n;
		any |= n > 0;
	}
	if (any) {
		struct perf_event_header round = {
			.type = PERF_RECORD_FINISHED_ROUND,
			.size = sizeof(round),
		};

		err = left ? 0 : record__write_plain(rec, &round, sizeof(round));
		/* a reader orders the records up to the newest before the previous round */
		if (!left) {
			rec->ordered = rec->round_newest;
			rec->round_newest = rec->newest;
		}
		if (!err)
			err = record__flush(rec);
		if (err)
			return err;
	}
	if (!left)
		rec->last_full_pass = monotonic_ns();
	*wrote = any;
	return 0;
}

/*
 * --mmap-flush for this pass: rings below it wait, but not for more than a second, so
 * that rounds keep closing (and readers keep their queues short) when a ring stays small.
 */
static u64 record__flush_threshold(struct record *rec)
{
	if (monotonic_ns() - rec->last_full_pass >= 1000000000ULL)
		return 1;
	return rec->mmap_flush;
}

static int synth_handler(void *arg, union perf_event *event)
{
	struct record *rec = arg;

	if (event->header.type == PERF_RECORD_MMAP2)
		record__note_mmap2(rec, &event->header);
	return record__write(rec, event, event->header.size);
}

/*
 * Records for what exists before the events are enabled: the kernel and its modules, and
 * the tasks the session observes, taken from the thread map (never its -1 placeholder) or,
 * system wide, every task.
 */
static int record__synthesize(struct record *rec)
{
	struct evlist *evlist = rec->evlist;
	struct synth_opts so = {
		.id_hdr_size = perf_event__id_hdr_size(&evlist__first(evlist)->attr),
		.process = synth_handler,
		.arg = rec,
	};
	struct synth_opts user = so;
	int err;

	so.namespaces = rec->opts.namespaces;
	so.build_id_mmap = rec->opts.build_id_mmap;
	/* Linux perf's order: the ids, the kernel, the events and maps, then the tasks */
	user.id_hdr_size = 0;
	err = perf_event__synthesize_id_index(evlist, &user);
	if (!err)
		err = perf_event__synthesize_kernel_mmap(&so);
	if (!err)
		err = perf_event__synthesize_modules(&so);
	if (!err)
		err = perf_event__synthesize_event_updates(evlist, &user);
	if (!err)
		err = perf_event__synthesize_thread_map_record(evlist->threads, &user);
	if (!err)
		err = perf_event__synthesize_cpu_map_record(evlist->cpus, &user);
	/* the BPF programs loaded now: their symbols, and their info for the header */
	if (!err)
		err = perf_event__synthesize_bpf_progs(&rec->env, &so);
	if (err)
		return err;
	/*
	 * A forked workload still has perf's own maps until its exec, whose MMAP records
	 * follow: as Linux perf, none of them (its DWARF unwinder takes the lowest map of a
	 * DSO as its base, and perf's ld.so is the workload's too).
	 */
	so.no_mmaps =
		(!target__has_cpu(&rec->opts.target) && !target__has_task(&rec->opts.target)) ||
		rec->synth == SYNTH_TASK;
	so.proc_map_timeout_ms = rec->proc_map_timeout_ms;
	/* --synth=no: the tasks that exist are not described (as Linux perf, the kernel is) */
	if (rec->synth == SYNTH_NO)
		err = 0;
	else if (target__has_cpu(&rec->opts.target))
		err = perf_event__synthesize_threads(&so);
	else
		err = perf_event__synthesize_thread_map(evlist->threads, &so);
	if (!err)
		err = perf_event__synthesize_finished_init(&user);
	return err;
}

/*
 * The samples the kernel dropped because a ring was full, as each fd counted them
 * (PERF_FORMAT_LOST): one LOST_SAMPLES record for each fd that lost some, after the last
 * drain, as Linux perf writes them; readers add them up for "Total Lost Samples" and
 * --stats (the rings' LOST records only say how many were missed at each gap). Their
 * sample_id has the event's id and nothing else, as Linux perf's.
 */
static int record__write_lost_samples(struct record *rec)
{
	struct evsel *evsel;

	evlist__for_each_entry(rec->evlist, evsel) {
		struct {
			struct perf_record_lost_samples ev;
			u64 id_hdr[8]; /* sample_id: at most 6 u64s */
		} rec_lost;
		size_t size = sizeof(rec_lost.ev) + perf_event__id_hdr_size(&evsel->attr);

		if (!(evsel->attr.read_format & PERF_FORMAT_LOST))
			continue; /* a kernel before 5.19 */
		for (int c = 0; evsel->fd && c < evsel->cpus->nr; c++) {
			for (int t = 0; t < evsel->threads->nr; t++) {
				struct perf_counts_values count;
				struct perf_sample id = { 0 };
				int err;

				if (evsel__read_one(evsel, c, t, &count) || !count.lost)
					continue;
				memset(&rec_lost, 0, sizeof(rec_lost));
				rec_lost.ev.header.type = PERF_RECORD_LOST_SAMPLES;
				rec_lost.ev.header.size = (u16)size;
				rec_lost.ev.lost = count.lost;
				id.id = count.id;
				perf_event__write_id_hdr(rec_lost.id_hdr, &evsel->attr, &id);
				err = record__write(rec, &rec_lost, size);
				if (err)
					return err;
			}
		}
	}
	return 0;
}

/* Breakpoints on symbols of the workload (mem:counter:w) need its binary. */
static int record__resolve_user_bps(struct record *rec, char *msg, size_t len)
{
	struct evsel *evsel;

	evlist__for_each_entry(rec->evlist, evsel)
		if (evsel->bp_symbol)
			break;
	if (&evsel->node == &rec->evlist->entries)
		return 0;
	if (!rec->argc) {
		snprintf(msg, len, "breakpoint on symbol '%s' needs a workload binary",
			 evsel->bp_symbol);
		return -EINVAL;
	}
	if (strchr(rec->argv[0], '/') && access(rec->argv[0], X_OK)) {
		int err = -errno;

		snprintf(msg, len, "cannot run '%s': %s", rec->argv[0], strerror(-err));
		return err;
	}
	/* a bare command name is looked up in $PATH there, as execvp finds it */
	return parse_events__resolve_user_bps(rec->evlist, rec->argv[0], rec->evlist->workload.pid,
					      msg, len);
}

/*
 * --debuginfod: the debug files of the DSOs with samples that the cache lacks, fetched
 * beside their copies in the build-id cache, as Linux perf's record does (all at once,
 * within the budget).
 */
static void record__fetch_debug(struct replay *r)
{
	struct debuginfod_req *reqs;
	struct dso *dso;
	size_t n = 0;

	if (!debuginfod__enabled())
		return;
	reqs = xcalloc(r->machine->nr_dsos + 1, sizeof(*reqs));
	machine__for_each_dso(r->machine, dso) {
		char *debug;

		if (!dso->hit || dso->kind != DSO_KIND_USER || dso->long_name[0] != '/' ||
		    !build_id__is_set(&dso->bid) || n >= r->machine->nr_dsos)
			continue;
		debug = build_id_cache__lookup_debug(&dso->bid);
		if (!debug) {
			reqs[n].bid = &dso->bid;
			reqs[n++].name = dso->long_name;
		}
		free(debug);
	}
	debuginfod__fetch(reqs, n);
	free(reqs);
}

/* Build-ids: replay the file through a machine to find the DSOs that samples hit. */
static int record__collect_build_ids(struct record *rec)
{
	struct replay r;
	struct dso *dso;
	/* through the descriptor: the name may no longer be ours (see record__create_tmp) */
	int err = replay__open_fd(&r, rec->data.fd, rec->output);

	if (err)
		return err;
	err = replay__mark_dso_hits(&r);
	if (err)
		goto out;
	machine__for_each_dso(r.machine, dso) {
		bool kernel = dso->kind == DSO_KIND_KERNEL || dso->kind == DSO_KIND_KMODULE;
		char buf[64];
		/* a container's file, held open since its task mapped it */
		const char *in_root = dso->kind == DSO_KIND_USER ?
					      task_root_files__path(rec->root_files, dso->long_name,
								    buf, sizeof(buf)) :
					      NULL;

		/* the vdso is listed even without samples in it, as Linux perf lists it */
		if (!dso->hit && !rec->opts.buildid_all && dso->kind != DSO_KIND_VDSO)
			continue;
		if (in_root ? filename__read_build_id(in_root, &dso->bid) : dso__read_build_id(dso))
			continue;
		if (!build_id__is_set(&dso->bid))
			continue;
		perf_env__add_build_id(&rec->env, -1,
				       kernel ? PERF_RECORD_MISC_KERNEL : PERF_RECORD_MISC_USER,
				       dso->bid.data, dso->bid.size, dso->long_name);
		if (rec->opts.no_buildid_cache)
			continue;
		/* best effort, as Linux perf */
		if (in_root)
			build_id_cache__add(dso->long_name, in_root, &dso->bid);
		else
			dso__cache_build_id(dso);
	}
	if (!rec->opts.no_buildid_cache)
		record__fetch_debug(&r);
out:
	replay__exit(&r);
	return err;
}

/*
 * A write failed (a full disk): the whole records that reached the file stay readable, its
 * header saying where they end; the error itself was said.
 */
static void record__salvage(struct record *rec)
{
	perf_data__salvage(&rec->data);
	perf_data__close(&rec->data);
}

/*
 * -k: the clock's resolution and one moment read on it and on the wall clock together, so
 * that readers can convert the samples' times (the CLOCKID and CLOCK_DATA features).
 */
static void record__init_clock(struct record *rec)
{
	struct perf_env *env = &rec->env;
	struct timespec res, clk;
	struct timeval tod;

	if (!rec->opts.use_clockid)
		return;
	if (!clock_getres(rec->opts.clockid, &res))
		env->clockid_res_ns = (u64)res.tv_sec * 1000000000ULL + (u64)res.tv_nsec;
	if (gettimeofday(&tod, NULL) || clock_gettime(rec->opts.clockid, &clk))
		return;
	env->clock_data_version = 1;
	env->clockid = (u32)rec->opts.clockid;
	env->clock_tod_ns = (u64)tod.tv_sec * 1000000000ULL + (u64)tod.tv_usec * 1000ULL;
	env->clock_clockid_ns = (u64)clk.tv_sec * 1000000000ULL + (u64)clk.tv_nsec;
}

/* What the features say of the host and the session (at the start for a stream). */
static void record__fill_env(struct record *rec)
{
	struct perf_env *env = &rec->env;
	int err;

	if (!env->hostname) /* once: a --switch-output file after another */
		perf_env__fill_host(env);
	perf_env__set_cmdline(env, rec->cmd_argc, rec->cmd_argv);
	err = perf_env__read_tracing_data(env, rec->evlist);
	if (err)
		pr_warning("Warning: cannot read the tracing data for the tracepoints: %s\n",
			   strerror(-err));
}

/*
 * A stream (-o -): the header records go first, since nothing is rewritten at the end; as
 * Linux perf, no build-ids are collected (perf inject -b adds them).
 */
static int record__open_pipe(struct record *rec)
{
	int err;

	record__fill_env(rec);
	err = perf_data__open_pipe(&rec->data, STDOUT_FILENO, rec->evlist, &rec->env);
	if (err)
		pr_err("perf record: cannot write to standard output: %s\n", strerror(-err));
	return err;
}

/* The end: features after the data, the header rewritten with the final sizes. */
static int record__finish(struct record *rec)
{
	struct perf_env *env = &rec->env;
	int err;

	err = record__flush(rec);
	if (err)
		goto fail;
	if (rec->pipe) {
		err = perf_data__finish(&rec->data, rec->evlist, NULL);
		if (err)
			goto fail_closed;
		return 0;
	}
	record__fill_env(rec);
	env->no_build_ids = rec->opts.no_buildid;
	if (rec->comp) {
		u64 in = perf_comp__bytes_in(rec->comp), out = perf_comp__bytes_out(rec->comp);

		env->comp_ratio = out ? (u32)((double)in / out + 0.5) : 0;
	}
	/* a device written in place cannot be read back for the build-ids */
	if (!rec->opts.no_buildid && (rec->samples || rec->opts.buildid_all) &&
	    !rec->output_device) {
		err = record__collect_build_ids(rec);
		if (err)
			pr_warning("Warning: cannot collect the build-ids: %s\n", strerror(-err));
	}
	err = perf_data__finish(&rec->data, rec->evlist, env);
	if (err)
		goto fail_closed;
	return 0;
fail:
	record__salvage(rec);
fail_closed:
	pr_err("perf record: cannot write '%s': %s\n", rec->output, strerror(-err));
	return err;
}

static int record__parse_mmap_pages(const struct option *opt, const char *str, int unset)
{
	struct record *rec = opt->value;

	if (unset || perf_mmap__parse_pages(str, &rec->mmap_pages)) {
		pr_err("perf record: invalid -m/--mmap-pages '%s': a power of two of pages, or "
		       "a size such as 512K\n",
		       str ? str : "");
		return -1;
	}
	return 0;
}

static int record__parse_mmap_flush(const struct option *opt, const char *str, int unset)
{
	struct record *rec = opt->value;

	if (unset || str_to_bytes(str, &rec->mmap_flush)) {
		pr_err("perf record: invalid --mmap-flush '%s': a number of bytes, with a B/K/M/G "
		       "suffix or not\n",
		       str ? str : "");
		return -1;
	}
	return 0;
}

static int record__parse_comp_level(const struct option *opt, const char *str, int unset)
{
	struct record *rec = opt->value;
	u64 v;

	if (unset) {
		rec->comp_level = 0;
		return 0;
	}
	if (str_to_u64(str, &v, 10)) {
		pr_err("perf record: invalid -z/--compression-level '%s': a level from 1 (fastest) "
		       "to %d (smallest)\n",
		       str, PERF_COMP_LEVEL_MAX);
		return -1;
	}
	/* as Linux perf: 0 is the default level, and levels above the range its top */
	if (!v)
		v = PERF_COMP_LEVEL_DEFAULT;
	if (v > PERF_COMP_LEVEL_MAX) {
		pr_warning("Warning: compression level %llu is above the highest, %d: using %d\n",
			   (unsigned long long)v, PERF_COMP_LEVEL_MAX, PERF_COMP_LEVEL_MAX);
		v = PERF_COMP_LEVEL_MAX;
	}
	rec->comp_level = (int)v;
	return 0;
}

static int record__parse_freq(const struct option *opt, const char *str, int unset)
{
	struct record_opts *opts = opt->value;
	u64 v;

	if (unset)
		return -1;
	if (!strcmp(str, "max")) {
		opts->freq = record__max_sample_rate();
	} else if (str_to_u64(str, &v, 10) || !v) {
		pr_err("perf record: invalid -F/--freq '%s'\n", str);
		return -1;
	} else {
		opts->freq = v;
	}
	opts->user_freq = true;
	return 0;
}

static int record__parse_callgraph(const struct option *opt, const char *str, int unset)
{
	struct record_opts *opts = opt->value;
	char msg[256];

	if (unset) {
		opts->call_graph = false;
		opts->call_graph_dwarf = false;
		return 0;
	}
	if (record_opts__parse_callgraph(opts, str, msg, sizeof(msg))) {
		pr_err("perf record: --call-graph %s\n", msg);
		return -1;
	}
	return 0;
}

static int record__parse_g(const struct option *opt, const char *str, int unset)
{
	return record__parse_callgraph(opt, NULL, unset);
}

static int record__parse_regs_opt(const char *name, const char *str, int unset, u64 *mask)
{
	char msg[256];
	int err;

	if (unset) {
		*mask = 0;
		return 0;
	}
	err = record__parse_regs(str, mask, msg, sizeof(msg));
	if (err == 1)
		exit(0); /* =? listed the names, as Linux perf does */
	if (err) {
		pr_err("perf record: %s: %s\n", name, msg);
		return -1;
	}
	return 0;
}

/* -e, remembering where this option's events start (for --filter and --exclude-perf) */
static int record__parse_event(const struct option *opt, const char *str, int unset)
{
	struct record *rec = opt->value;
	struct option o = *opt;

	rec->last_event_idx = rec->evlist->nr_entries;
	o.value = rec->evlist;
	return parse_events_option(&o, str, unset);
}

/*
 * --filter and --exclude-perf: on the events of the -e before them, tracepoints all. The
 * filter replaces the one set before, or is and-ed to it (exclude-perf).
 */
static int record__set_filters(struct record *rec, const char *opt, const char *filter, bool append)
{
	struct evsel *evsel;
	bool any = false;

	evlist__for_each_entry(rec->evlist, evsel) {
		char *f;

		if (evsel->idx < rec->last_event_idx)
			continue;
		if (evsel->attr.type != PERF_TYPE_TRACEPOINT) {
			pr_err("perf record: %s: %s is not a tracepoint; only tracepoints take "
			       "filters here (address filters need a hardware tracer)\n",
			       opt, evsel__name(evsel));
			return -1;
		}
		if (append && evsel->filter) {
			if (asprintf(&f, "(%s) && (%s)", evsel->filter, filter) < 0)
				xalloc_die(strlen(filter));
		} else {
			f = xstrdup(filter);
		}
		free(evsel->filter);
		evsel->filter = f;
		any = true;
	}
	if (!any) {
		pr_err("perf record: %s must follow a -e tracepoint option\n", opt);
		return -1;
	}
	return 0;
}

static int record__parse_filter(const struct option *opt, const char *str, int unset)
{
	char what[64];

	if (unset)
		return 0;
	snprintf(what, sizeof(what), "--filter '%.40s'", str);
	return record__set_filters(opt->value, what, str, false);
}

static int record__parse_exclude_perf(const struct option *opt, const char *str, int unset)
{
	char filter[64];

	(void)str;
	if (unset)
		return 0;
	snprintf(filter, sizeof(filter), "common_pid != %d", (int)getpid());
	return record__set_filters(opt->value, "--exclude-perf", filter, true);
}

static int record__parse_off_cpu_thresh(const struct option *opt, const char *str, int unset)
{
	struct record *rec = opt->value;

	if (unset || str_to_u64(str, &rec->off_cpu_thresh_ms, 10) ||
	    rec->off_cpu_thresh_ms > UINT64_MAX / 1000000) {
		pr_err("perf record: invalid --off-cpu-thresh '%s': a number of milliseconds\n",
		       unset ? "" : str);
		return -1;
	}
	return 0;
}

static int record__parse_max_size(const struct option *opt, const char *str, int unset)
{
	struct record *rec = opt->value;

	if (unset) {
		rec->max_size = 0;
		return 0;
	}
	if (str_to_bytes(str, &rec->max_size)) {
		pr_err("perf record: invalid --max-size '%s': a number of bytes, with a B/K/M/G "
		       "suffix or not\n",
		       str);
		return -1;
	}
	return 0;
}

static int record__parse_timestamp(const struct option *opt, const char *str, int unset)
{
	struct record_opts *opts = opt->value;

	(void)str;
	opts->no_timestamp = unset;
	opts->timestamp_set = !unset;
	return 0;
}

static int record__parse_synth(const struct option *opt, const char *str, int unset)
{
	struct record *rec = opt->value;

	if (unset || !strcmp(str, "no")) {
		rec->synth = SYNTH_NO;
	} else if (!strcmp(str, "task")) {
		rec->synth = SYNTH_TASK;
	} else if (!strcmp(str, "all") || !strcmp(str, "mmap") || !strcmp(str, "cgroup")) {
		/* (mmap implies task; no cgroup records are written here: as all) */
		rec->synth = SYNTH_ALL;
	} else {
		pr_err("perf record: invalid --synth '%s': no, all, task, mmap or cgroup\n", str);
		return -1;
	}
	return 0;
}

static int record__parse_delay(const struct option *opt, const char *str, int unset)
{
	struct record_opts *opts = opt->value;
	char msg[256];

	if (unset) {
		record_delay__exit(&opts->delay);
		return 0;
	}
	if (record_delay__parse(&opts->delay, str, msg, sizeof(msg))) {
		pr_err("perf record: %s\n", msg);
		return -1;
	}
	return 0;
}

static int record__parse_clockid(const struct option *opt, const char *str, int unset)
{
	struct record_opts *opts = opt->value;
	struct timespec res;

	if (unset) {
		opts->use_clockid = false;
		return 0;
	}
	if (clockid__parse(str, &opts->clockid)) {
		pr_err("perf record: unknown clockid '%s': monotonic, monotonic_raw, realtime, "
		       "boottime, tai or a clock's number\n",
		       str);
		return -1;
	}
	/* a number the kernel has no clock for is refused here, not at every event's open */
	if (clock_getres(opts->clockid, &res)) {
		pr_err("perf record: clockid %s: %s\n", str, strerror(errno));
		return -1;
	}
	opts->use_clockid = true;
	return 0;
}

static int record__parse_user_regs(const struct option *opt, const char *str, int unset)
{
	struct record_opts *opts = opt->value;

	return record__parse_regs_opt("--user-regs", str, unset, &opts->user_regs);
}

static int record__parse_intr_regs(const struct option *opt, const char *str, int unset)
{
	struct record_opts *opts = opt->value;

	return record__parse_regs_opt("--intr-regs", str, unset, &opts->intr_regs);
}

/*
 * An output that exists and is not a regular file is never renamed over (that replaced
 * /dev/null with a file): a device is written in place; a FIFO, a directory or a socket is
 * refused, since perf.data needs a seekable file (the header is rewritten at the end).
 */
static int record__create_in_place(struct record *rec, const struct stat *st, char *why, size_t len)
{
	int err;

	if (S_ISDIR(st->st_mode)) {
		snprintf(why, len, "cannot write '%s': %s", rec->output, strerror(EISDIR));
		return -EISDIR;
	}
	if (!S_ISCHR(st->st_mode) && !S_ISBLK(st->st_mode)) {
		snprintf(why, len,
			 "cannot write '%s': it is a %s, and perf.data needs a seekable file (its "
			 "header is rewritten at the end); record to a file and copy it",
			 rec->output, S_ISFIFO(st->st_mode) ? "FIFO" : "socket");
		return -ESPIPE;
	}
	err = perf_data__create(&rec->data, rec->output, rec->evlist);
	if (err == -ESPIPE)
		snprintf(why, len,
			 "cannot write '%s': the device cannot seek, and perf.data needs a "
			 "seekable file (its header is rewritten at the end)",
			 rec->output);
	else if (err)
		snprintf(why, len, "cannot write '%s': %s", rec->output, strerror(-err));
	else
		rec->output_device = true;
	return err;
}

/*
 * The file goes first where no one sees it: an unnamed file in the output's directory
 * (O_TMPFILE: a perf killed before the session starts leaves nothing), or, where the file
 * system has none, a new name made with O_EXCL (mkstemp). From then on it is written and
 * read back through the descriptor only, never reopened by name: in a directory another user
 * can write, a name can be swapped for a symlink between two opens. The unnamed file needs
 * /proc/self/fd to be given a name (linkat) once the session has started.
 */
static int record__create_tmp(struct record *rec, char *why, size_t len)
{
	char *path = NULL, *dir;
	struct stat st;
	int fd = -1, err;

	if (!stat(rec->output, &st) && !S_ISREG(st.st_mode))
		return record__create_in_place(rec, &st, why, len);
	if (!access("/proc/self/fd", X_OK)) {
		dir = xstrdup(rec->output);
		fd = open(dirname(dir), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
		free(dir);
	}
	if (fd < 0) {
		path = xasprintf("%s.tmp.XXXXXX", rec->output);
		fd = mkostemp(path, O_CLOEXEC);
	}
	if (fd < 0) {
		err = -errno;
		snprintf(why, len, "cannot create '%s': %s", rec->output, strerror(errno));
		free(path);
		return err;
	}
	rec->tmp_path = path;
	err = perf_data__create_fd(&rec->data, fd, rec->output, rec->evlist);
	if (err) {
		snprintf(why, len, "cannot write '%s': %s", rec->output, strerror(-err));
		if (path)
			unlink(path);
		free(path);
		rec->tmp_path = NULL;
	}
	return err;
}

/*
 * The unnamed file takes the output's name (linkat never replaces a name: the previous output,
 * kept as <output>.old by now, goes first). 0 or -errno, said.
 */
static int record__link_tmpfile(struct record *rec)
{
	char proc[64];
	int err = 0;

	snprintf(proc, sizeof(proc), "/proc/self/fd/%d", rec->data.fd);
	for (int i = 0; i < 3; i++) {
		if (!linkat(AT_FDCWD, proc, AT_FDCWD, rec->output, AT_SYMLINK_FOLLOW))
			return 0;
		err = -errno;
		if (err != -EEXIST || (unlink(rec->output) && errno != ENOENT))
			break;
	}
	pr_err("perf record: cannot create '%s': %s\n", rec->output, strerror(-err));
	return err;
}

/*
 * An existing regular, non-empty output is kept as <output>.old: hard-linked there before ours
 * replaces it, so that at every moment the previous file has one of the two names (moved there
 * where hard links are refused). Nor is a device or a FIFO named <output>.old replaced.
 */
static void record__keep_old(struct record *rec)
{
	struct stat st, ost;
	char *old;

	if (stat(rec->output, &st) || !S_ISREG(st.st_mode) || !st.st_size)
		return;
	old = xasprintf("%s.old", rec->output);
	if (!lstat(old, &ost) && !S_ISREG(ost.st_mode) && !S_ISLNK(ost.st_mode))
		pr_warning("perf record: '%s' is not a regular file: the previous '%s' is "
			   "not kept\n",
			   old, rec->output);
	else if (((unlink(old) && errno != ENOENT) || link(rec->output, old)) &&
		 rename(rec->output, old))
		pr_warning("perf record: cannot rename '%s' to '%s': %s\n", rec->output, old,
			   strerror(errno));
	free(old);
}

/* The session has started: ours takes the output's name, the previous one kept. */
static int record__install_output(struct record *rec)
{
	int err;

	if (rec->output_device || rec->pipe)
		return 0;
	record__keep_old(rec);
	if (!rec->tmp_path) {
		err = record__link_tmpfile(rec);
		if (err)
			return err;
	} else if (rename(rec->tmp_path, rec->output)) {
		err = -errno;
		pr_err("perf record: cannot rename '%s' to '%s': %s\n", rec->tmp_path, rec->output,
		       strerror(errno));
		return err;
	}
	fchmod(rec->data.fd, 0600);
	rec->file_in_place = true;
	return 0;
}

/* A session that did not start: its file is removed (an unnamed one with its descriptor). */
static void record__discard_output(struct record *rec)
{
	if (rec->data.fd >= 0 && rec->data.path)
		perf_data__close(&rec->data);
	if (rec->tmp_path && !rec->file_in_place)
		unlink(rec->tmp_path);
}

static void record__kill_workload(struct record *rec)
{
	pid_t pid = rec->evlist->workload.pid;

	if (pid <= 0)
		return;
	/* the corked child exits on EOF of its pipe; a started one gets a signal */
	if (rec->evlist->workload.cork_fd >= 0) {
		close(rec->evlist->workload.cork_fd);
		rec->evlist->workload.cork_fd = -1;
	} else {
		kill(pid, SIGTERM);
	}
	waitpid(pid, NULL, 0);
	rec->evlist->workload.pid = 0;
}

static int record__open(struct record *rec)
{
	struct evlist *evlist = rec->evlist;
	struct evsel *evsel;
	char msg[512];
	int err;

	evlist__for_each_entry(evlist, evsel) {
		bool with_kernel;
retry:
		with_kernel = !evsel->attr.exclude_kernel;
		err = evsel__open(evsel, evlist->cpus, evlist->threads);
		if (!err) {
			err = evsel__apply_filter(evsel);
			if (err) {
				pr_err("perf record: cannot set the filter \"%s\" on %s: %s\n",
				       evsel->filter, evsel__name(evsel), strerror(-err));
				return err;
			}
			continue;
		}
		/* :P: the next lower precise level, and the highest again for other fallbacks */
		if (evsel->precise_max && err == -EOPNOTSUPP) {
			if (evsel->attr.precise_ip > 0 && !evsel->precise_tried) {
				evsel->attr.precise_ip--;
				if (evsel->attr.precise_ip)
					goto retry;
			}
			evsel->precise_tried = true;
			evsel->attr.precise_ip = 3;
		}
		if (evsel__fallback(evsel, err, msg, sizeof(msg))) {
			/*
			 * user space only under perf_event_paranoid: the details with -v, as
			 * Linux perf, and one line saying so (the profile lacks the kernel)
			 */
			if (with_kernel && evsel->attr.exclude_kernel) {
				pr_debug("%s\n", msg);
				rec->user_only = true;
			}
			/* said once the session runs, so a failed start prints one error only */
			else if (!rec->fallback_msg)
				rec->fallback_msg = xstrdup(msg);
			goto retry;
		}
		pr_err("perf record: cannot open event %s\n",
		       evsel__open_strerror(evsel, err, msg, sizeof(msg)));
		return err;
	}
	return 0;
}

static int record__nr_open_fds(struct evlist *evlist)
{
	struct evsel *evsel;
	int n = 0;

	evlist__for_each_entry(evlist, evsel)
		for (int i = 0; i < evsel__nr_fds(evsel); i++)
			n += evsel->fd[i] >= 0;
	return n;
}

/* The output is renamed <output>.<timestamp> when it is complete. */
static bool record__dumps(const struct record *rec)
{
	return rec->switch_mode != SWITCH_NONE || (rec->timestamp_filename && !rec->pipe);
}

static void record__print_summary(struct record *rec)
{
	struct stat st;
	double mb;
	char samples[64] = "";

	if (rec->lost || rec->lost_samples)
		pr_warning(
			"Warning: the kernel dropped %llu samples (%llu LOST records) because the "
			"ring buffers were full: try a larger -m or a lower -F\n",
			(unsigned long long)(rec->lost + rec->lost_samples),
			(unsigned long long)rec->lost_chunks);
	if (rec->throttle)
		pr_debug("%llu throttle and %llu unthrottle records\n",
			 (unsigned long long)rec->throttle, (unsigned long long)rec->unthrottle);
	if (rec->bad)
		pr_warning("Warning: %llu malformed ring buffer records skipped\n",
			   (unsigned long long)rec->bad);
	if (quiet)
		return;
	if (rec->pipe) {
		/* Linux perf's line for a stream: what went out, no sample count */
		fprintf(stderr, "[ perf record: Captured and wrote %.3f MB - ]\n",
			rec->data.data_size / 1024.0 / 1024.0);
		return;
	}
	/*
	 * Files renamed as they were dumped (--switch-output, --timestamp-filename): named as
	 * Linux perf names them here, the last one's size, no sample count
	 */
	if (record__dumps(rec)) {
		mb = rec->dumped_size / 1024.0 / 1024.0;
	} else {
		mb = stat(rec->output, &st) ? 0 : st.st_size / 1024.0 / 1024.0;
		if (rec->samples)
			snprintf(samples, sizeof(samples), " (%llu samples)",
				 (unsigned long long)rec->samples);
	}
	fprintf(stderr, "[ perf record: Captured and wrote %.3f MB %s%s%s", mb, rec->output,
		record__dumps(rec) ? ".<timestamp>" : "", samples);
	if (rec->comp && perf_comp__bytes_out(rec->comp))
		fprintf(stderr, ", compressed (original %.3f MB, ratio is %.3f)",
			perf_comp__bytes_in(rec->comp) / 1024.0 / 1024.0,
			(double)perf_comp__bytes_in(rec->comp) / perf_comp__bytes_out(rec->comp));
	fprintf(stderr, " ]\n");
}

static int record__exit_status(int status)
{
	if (WIFEXITED(status))
		return WEXITSTATUS(status);
	if (WIFSIGNALED(status))
		return 128 + WTERMSIG(status);
	return 1;
}

/*
 * The exit status of a session a signal ended, as Linux perf's: SIGINT or SIGTERM to perf
 * alone (kill from another terminal) ends the workload with SIGTERM, and perf ends as the
 * workload did when a signal killed it (143), as its own signal otherwise (a workload that
 * caught the SIGTERM and exited, no workload: 130); Ctrl-C in a terminal kills the workload
 * with SIGINT itself (130). SIGHUP gives 129, the status of Linux perf, which dies of it.
 */
static int record__signal_status(int exit_code, int wl_status)
{
	if (signr < 0)
		return exit_code;
	if (signr != SIGHUP && WIFSIGNALED(wl_status))
		return 128 + WTERMSIG(wl_status);
	return 128 + signr;
}

/* --control=fifo:ctl-fifo[,ack-fifo] or fd:ctl-fd[,ack-fd], as Linux perf */
static int record__parse_control(const struct option *opt, const char *str, int unset)
{
	struct record *rec = opt->value;
	char *buf, *ctl, *ack;
	int err = 0;

	if (unset || !str)
		return 0;
	buf = xstrdup(str);
	ctl = strchr(buf, ':');
	if (!ctl)
		goto bad;
	*ctl++ = '\0';
	ack = strchr(ctl, ',');
	if (ack)
		*ack++ = '\0';
	if (!*ctl || (ack && !*ack))
		goto bad;
	if (!strcmp(buf, "fifo")) {
		/* read-write: opening never waits for the other end, nor does writing an ack */
		rec->ctl_fd = open(ctl, O_RDWR | O_NONBLOCK | O_CLOEXEC);
		if (rec->ctl_fd < 0) {
			pr_err("perf record: cannot open the control FIFO '%s': %s\n", ctl,
			       strerror(errno));
			err = -1;
			goto out;
		}
		if (ack) {
			rec->ack_fd = open(ack, O_RDWR | O_NONBLOCK | O_CLOEXEC);
			if (rec->ack_fd < 0) {
				pr_err("perf record: cannot open the ack FIFO '%s': %s\n", ack,
				       strerror(errno));
				close(rec->ctl_fd);
				rec->ctl_fd = -1;
				err = -1;
				goto out;
			}
		}
		rec->ctl_opened = true;
	} else if (!strcmp(buf, "fd")) {
		char *end;
		long fd = strtol(ctl, &end, 10);

		if (*end || fd < 0 || fd > INT_MAX || fcntl((int)fd, F_GETFD) < 0)
			goto bad;
		rec->ctl_fd = (int)fd;
		if (ack) {
			fd = strtol(ack, &end, 10);
			if (*end || fd < 0 || fd > INT_MAX || fcntl((int)fd, F_GETFD) < 0)
				goto bad;
			rec->ack_fd = (int)fd;
		}
		fcntl(rec->ctl_fd, F_SETFL, fcntl(rec->ctl_fd, F_GETFL) | O_NONBLOCK);
	} else {
		goto bad;
	}
out:
	free(buf);
	return err;
bad:
	pr_err("perf record: invalid --control '%s': expected fifo:ctl-fifo[,ack-fifo] or "
	       "fd:ctl-fd[,ack-fd]\n",
	       str);
	free(buf);
	return -1;
}

/* --switch-output[=signal|size|time]: signal (SIGUSR2), a size (10M) or a time (30s) */
static int record__parse_switch_output(const struct option *opt, const char *str, int unset)
{
	struct record *rec = opt->value;
	char *end;
	unsigned long long n;

	if (unset) {
		rec->switch_mode = SWITCH_NONE;
		return 0;
	}
	if (!str || !strcmp(str, "signal")) {
		rec->switch_mode = SWITCH_SIGNAL;
		return 0;
	}
	errno = 0;
	n = strtoull(str, &end, 10);
	if (errno || end == str || !n || end[0] == '\0' || end[1] != '\0')
		goto bad;
	switch (end[0]) {
	case 'B':
	case 'b':
		rec->switch_size = n;
		break;
	case 'K':
	case 'k':
		rec->switch_size = n << 10;
		break;
	case 'M':
		rec->switch_size = n << 20;
		break;
	case 'G':
	case 'g':
		rec->switch_size = n << 30;
		break;
	case 's':
		rec->switch_time = n * 1000000000ULL;
		break;
	case 'm':
		rec->switch_time = n * 60000000000ULL;
		break;
	case 'h':
		rec->switch_time = n * 3600000000000ULL;
		break;
	case 'd':
		rec->switch_time = n * 86400000000000ULL;
		break;
	default:
		goto bad;
	}
	rec->switch_mode = rec->switch_size ? SWITCH_SIZE : SWITCH_TIME;
	return 0;
bad:
	pr_err("perf record: invalid --switch-output '%s': expected signal, a size (B/K/M/G "
	       "suffix) or a time (s/m/h/d suffix)\n",
	       str);
	return -1;
}

static void record__ack(struct record *rec)
{
	/* as Linux perf: the tag with its terminating NUL */
	static const char ack[] = "ack\n";

	if (rec->ack_fd >= 0 && write(rec->ack_fd, ack, sizeof(ack)) < 0)
		pr_debug("perf record: cannot write the control ack: %s\n", strerror(errno));
}

/*
 * The commands waiting on the control fd: one a line (or a write, the terminator being
 * optional): enable, disable, snapshot, ping, stop.
 */
static void record__process_control(struct record *rec)
{
	char buf[256];
	ssize_t n;

	while ((n = read(rec->ctl_fd, buf, sizeof(buf) - 1)) > 0) {
		char *save = NULL, *cmd;

		buf[n] = '\0';
		for (cmd = strtok_r(buf, "\n", &save); cmd; cmd = strtok_r(NULL, "\n", &save)) {
			if (!*cmd)
				continue;
			if (!strcmp(cmd, "enable")) {
				evlist__enable(rec->evlist);
				if (!quiet)
					fprintf(stderr, "Events enabled\n");
			} else if (!strcmp(cmd, "disable")) {
				evlist__disable(rec->evlist);
				if (!quiet)
					fprintf(stderr, "Events disabled\n");
			} else if (!strcmp(cmd, "snapshot")) {
				if (rec->switch_mode == SWITCH_NONE) {
					pr_warning("perf record: control command 'snapshot' "
						   "needs --switch-output\n");
					continue;
				}
				switch_snapshot = true;
			} else if (!strcmp(cmd, "stop")) {
				done = 1;
				ctl_stopped = true;
			} else if (strcmp(cmd, "ping")) {
				pr_warning("perf record: unknown control command '%s'\n", cmd);
				continue;
			}
			record__ack(rec);
		}
	}
}

/*
 * poll(2) on the event fds, --off-cpu's switch event's and the control fd; like evlist__poll
 * otherwise. The off-cpu fds that hung up are dropped here: only the events' say when the
 * session drains.
 */
static int record__poll(struct record *rec, int timeout_ms)
{
	struct evlist *evlist = rec->evlist;
	struct evlist *oc = rec->oc ? off_cpu__evlist(rec->oc) : NULL;
	struct pollfd *pfd;
	int n, nr = evlist->nr_pollfd, nr_oc = oc ? oc->nr_pollfd : 0, ctl = nr + nr_oc;

	if (rec->ctl_fd < 0 && !oc)
		return evlist__poll(evlist, timeout_ms);
	pfd = xcalloc(ctl + 1, sizeof(*pfd));
	memcpy(pfd, evlist->pollfd, nr * sizeof(*pfd));
	if (oc)
		memcpy(pfd + nr, oc->pollfd, nr_oc * sizeof(*pfd));
	pfd[ctl].fd = rec->ctl_fd;
	pfd[ctl].events = POLLIN;
	n = poll(pfd, ctl + (rec->ctl_fd >= 0), timeout_ms);
	if (n < 0) {
		n = -errno;
	} else if (n > 0) {
		for (int i = 0; i < nr; i++)
			evlist->pollfd[i].revents = pfd[i].revents;
		for (int i = 0; i < nr_oc; i++)
			oc->pollfd[i].revents = pfd[nr + i].revents;
		if (oc)
			evlist__filter_pollfd(oc);
		if (rec->ctl_fd >= 0 && pfd[ctl].revents) {
			record__process_control(rec);
			n--;
		}
	}
	free(pfd);
	return n;
}

/* YYYYmmddHHMMSScc, as Linux perf names the switched files */
static void record__timestamp(char *buf, size_t len)
{
	struct timeval tv;
	struct tm tm;

	gettimeofday(&tv, NULL);
	localtime_r(&tv.tv_sec, &tm);
	snprintf(buf, len, "%04d%02d%02d%02d%02d%02d%02d", tm.tm_year + 1900, tm.tm_mon + 1,
		 tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, (int)(tv.tv_usec / 10000));
}

/* --switch-max-files: the newest N dumps are kept, the oldest removed; takes name */
static void record__keep_dump(struct record *rec, char *name)
{
	if (rec->switch_max_files <= 0) {
		free(name);
		return;
	}
	if (rec->nr_dumps == rec->switch_max_files) {
		if (unlink(rec->dumps[0]) && errno != ENOENT)
			pr_warning("Warning: cannot remove '%s': %s\n", rec->dumps[0],
				   strerror(errno));
		free(rec->dumps[0]);
		memmove(rec->dumps, rec->dumps + 1, (rec->nr_dumps - 1) * sizeof(*rec->dumps));
		rec->nr_dumps--;
	}
	if (!rec->dumps)
		rec->dumps = xcalloc(rec->switch_max_files, sizeof(*rec->dumps));
	rec->dumps[rec->nr_dumps++] = name;
}

/*
 * --switch-output: the current file is finished and renamed to <output>.<timestamp>; unless
 * the session ends, a new <output> starts with the existing tasks synthesized again, so that
 * each file stands alone.
 */
static int record__switch_output(struct record *rec, bool at_exit)
{
	char ts[80], msg[512], *name;
	struct stat st;
	bool wrote;
	int err = 0;

	if (!at_exit) {
		do {
			err = record__mmap_read_all(rec, 1, &wrote);
		} while (!err && wrote);
		if (err)
			return err;
	}
	err = record__finish(rec);
	if (err)
		return err;
	record__timestamp(ts, sizeof(ts));
	name = xasprintf("%s.%s", rec->output, ts);
	/* two switches in the same hundredth of a second: the second one waits for the next */
	while (!lstat(name, &st)) {
		free(name);
		usleep(10000);
		record__timestamp(ts, sizeof(ts));
		name = xasprintf("%s.%s", rec->output, ts);
	}
	rec->dumped_size = stat(rec->output, &st) ? 0 : (u64)st.st_size;
	if (rename(rec->output, name)) {
		err = -errno;
		pr_err("perf record: cannot rename '%s' to '%s': %s\n", rec->output, name,
		       strerror(errno));
		free(name);
		return err;
	}
	if (!quiet) {
		if (!at_exit)
			fprintf(stderr, "[ perf record: dump data: Woken up %llu times ]\n",
				(unsigned long long)rec->waking);
		fprintf(stderr, "[ perf record: Dump %s ]\n", name);
	}
	record__keep_dump(rec, name);
	if (at_exit)
		return 0;
	rec->waking = 0;
	rec->samples = 0;
	free(rec->tmp_path);
	rec->tmp_path = NULL;
	rec->file_in_place = false;
	err = record__create_tmp(rec, msg, sizeof(msg));
	if (err) {
		pr_err("perf record: %s\n", msg);
		return err;
	}
	err = record__synthesize(rec);
	if (!err)
		err = record__flush(rec);
	if (err) {
		pr_err("perf record: cannot write '%s': %s\n", rec->output, strerror(-err));
		record__discard_output(rec);
		return err;
	}
	err = record__install_output(rec);
	if (err)
		record__discard_output(rec);
	rec->switch_start = monotonic_ns();
	return err;
}

/* the size or time of --switch-output reached */
static bool record__switch_due(struct record *rec)
{
	if (rec->switch_mode == SWITCH_SIZE)
		return rec->data.data_size >= rec->switch_size;
	if (rec->switch_mode == SWITCH_TIME)
		return monotonic_ns() - rec->switch_start >= rec->switch_time;
	return false;
}

static int __cmd_record(struct record *rec)
{
	struct record_opts *opts = &rec->opts;
	struct evlist *evlist = rec->evlist;
	struct sigaction sa = { .sa_handler = sig_handler };
	char msg[512];
	int err, status = 0, exit_code = 0;
	bool workload = rec->argc > 0, draining = false;

	opts->tracking_dummy = true;
	err = record__setup_maps(evlist, opts, msg, sizeof(msg));
	if (err) {
		pr_err("perf record: %s\n", msg);
		return err;
	}
	rec->time_pos = record__sample_time_pos(evlist__first(evlist)->attr.sample_type);
	if (rec->off_cpu) {
		struct off_cpu_opts oco = {
			.thresh_ns = rec->off_cpu_thresh_ms * 1000000ULL,
			.workload = target__none(&opts->target),
			.inherit = !opts->no_inherit,
			.cpu_list = opts->target.cpu_list != NULL,
			.use_clockid = opts->use_clockid,
			.clockid = opts->clockid,
			.max_stack = opts->max_stack,
		};

		rec->oc = off_cpu__new(evlist, rec->offcpu_evsel, &oco);
		if (!rec->oc)
			xalloc_die(sizeof(struct off_cpu_opts));
	}

	sigemptyset(&sa.sa_mask);
	sigaction(SIGCHLD, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	/* a closed terminal or ssh session: the file is finished as for Ctrl-C */
	sigaction(SIGHUP, &sa, NULL);
	if (rec->switch_mode != SWITCH_NONE) {
		struct sigaction usr2 = { .sa_handler = switch_handler };

		sigemptyset(&usr2.sa_mask);
		sigaction(SIGUSR2, &usr2, NULL);
	}

	if (workload) {
		/* as Linux perf: standard output is the stream, the command prints on stderr */
		evlist->workload.stdout_to_stderr = rec->pipe;
		err = evlist__prepare_workload(evlist, rec->argv);
		if (err) {
			pr_err("perf record: cannot start the workload: %s\n", strerror(-err));
			return err;
		}
		/* with -p/-t/-a/-C the workload only sets how long the session lasts */
		if (target__none(&opts->target)) {
			evlist->threads->map[0].tid = evlist->workload.pid;
			evlist->threads->map[0].pid = evlist->workload.pid;
		}
		err = record__resolve_user_bps(rec, msg, sizeof(msg));
		if (err) {
			pr_err("perf record: %s\n", msg);
			goto out_kill;
		}
	}

	/*
	 * A reader that went away (the stream's, or stderr's once the terminal or the ssh
	 * session closed) is a failed write, not a signal that kills perf before the file is
	 * complete; set after the fork, so the workload keeps the default.
	 */
	signal(SIGPIPE, SIG_IGN);

	/* perf alone, not the workload forked before (as Linux perf) */
	if (rec->realtime_prio) {
		struct sched_param param = { .sched_priority = rec->realtime_prio };

		if (sched_setscheduler(0, SCHED_FIFO, &param)) {
			err = -errno;
			pr_err("perf record: cannot set realtime priority %d (SCHED_FIFO, 1 to "
			       "99): %s\n",
			       rec->realtime_prio, strerror(errno));
			goto out_kill;
		}
	}
	/* --off-cpu first: when the kernel refuses its switches, that is the one line said */
	if (rec->oc) {
		err = off_cpu__open(rec->oc, rec->mmap_pages, msg, sizeof(msg));
		if (err) {
			pr_err("perf record: %s\n", msg);
			err = PERF_EXIT_START_FAILED;
			goto out_kill;
		}
	}
	err = record__open(rec);
	if (err) {
		err = PERF_EXIT_START_FAILED;
		goto out_kill;
	}
	record__init_clock(rec);

	if (target__has_task(&opts->target) && !record__nr_open_fds(evlist)) {
		/* every task of the map exited between listing and opening */
		pr_err("perf record: no such process: the tasks of %s exited\n",
		       opts->target.pid ? opts->target.pid : opts->target.tid);
		err = -ESRCH;
		goto out_kill;
	}

	err = evlist__mmap(evlist, rec->mmap_pages);
	if (err) {
		pr_err("perf record: cannot mmap the ring buffers (%u pages each): %s%s\n",
		       rec->mmap_pages, strerror(-err),
		       err == -EPERM ? " (see /proc/sys/kernel/perf_event_mlock_kb)" : "");
		goto out_kill;
	}

	if (rec->pipe) {
		err = record__open_pipe(rec);
		if (err)
			goto out_kill;
	} else {
		err = record__create_tmp(rec, msg, sizeof(msg));
		if (err) {
			pr_err("perf record: %s\n", msg);
			/* an output that cannot be created: a failed start, as Linux perf */
			err = PERF_EXIT_START_FAILED;
			goto out_kill;
		}
	}

	err = record__synthesize(rec); /* FINISHED_INIT last, in a stream too */
	if (err) {
		pr_err("perf record: cannot write '%s': %s\n", rec->output, strerror(-err));
		goto out_discard;
	}
	err = record__flush(rec);
	if (err) {
		pr_err("perf record: cannot write '%s': %s\n", rec->output, strerror(-err));
		goto out_discard;
	}

	/*
	 * A workload's own events start at its exec; with -a/-C/-p/-t they run before the
	 * workload starts, so that its exec (the COMM exec record naming it) is recorded.
	 */
	if (!target__none(&opts->target) && !record_delay__active(&opts->delay))
		evlist__enable(evlist);
	/* as Linux perf's BPF version: from the session's start, whatever -D says */
	if (rec->oc && !target__none(&opts->target))
		off_cpu__enable(rec->oc);
	if (workload) {
		err = evlist__start_workload(evlist);
		if (err) {
			pr_err("perf record: cannot run '%s': %s\n", rec->argv[0], strerror(-err));
			waitpid(evlist->workload.pid, NULL, 0);
			evlist->workload.pid = 0;
			err = PERF_EXIT_START_FAILED;
			goto out_discard;
		}
	}

	/* -D: the events wait for their first window; said as Linux perf says it */
	if (record_delay__active(&opts->delay)) {
		record_delay__begin(&rec->delay, monotonic_ns());
		if (!quiet)
			fprintf(stderr, "Events disabled\n");
	}
	err = record__install_output(rec);
	if (err) {
		record__kill_workload(rec);
		goto out_discard;
	}
	/* Linux perf falls back quietly and says so at -v only */
	if (rec->fallback_msg && verbose > 0)
		pr_warning("Warning:\n%s\n", rec->fallback_msg);
	if (rec->user_only && !quiet)
		fprintf(stderr,
			"perf record: kernel.perf_event_paranoid is %d: user space only (%s); run as "
			"root or lower it to 1 to sample the kernel too\n",
			paranoid__level(), evsel__name(evlist__first(rec->evlist)));

	rec->switch_start = monotonic_ns();
	for (;;) {
		bool wrote = false;
		int n;

		if (record_delay__step(&opts->delay, &rec->delay, evlist, monotonic_ns(), !quiet)) {
			delay_ended = true;
			done = 1;
		}
		/* one switch a signal, even when the next comes during this one */
		if (switch_handled != switch_signals || switch_snapshot ||
		    record__switch_due(rec)) {
			if (switch_handled != switch_signals)
				switch_handled++;
			else
				switch_snapshot = false;
			err = record__switch_output(rec, false);
			if (err)
				goto out_switch_failed;
		}
		err = record__mmap_read_all(rec, record__flush_threshold(rec), &wrote);
		if (err) {
			/* a stream's reader that left (| head) is the end, not a failure to tell */
			if (!(rec->pipe && err == -EPIPE))
				pr_err("perf record: cannot write '%s': %s\n", rec->output,
				       strerror(-err));
			break;
		}
		if (rec->max_size && rec->data.data_size >= rec->max_size && !size_reached) {
			/* said even with -q, as Linux perf says it */
			fprintf(stderr,
				"[ perf record: perf size limit reached (%llu KB), stopping session ]\n",
				(unsigned long long)(rec->data.data_size / 1024));
			size_reached = true;
			done = 1;
		}
		if (wrote)
			continue;
		if (done || draining || !evlist->nr_pollfd) {
			/* a SIGUSR2 that came with the end still gets its file */
			if (switch_handled != switch_signals)
				continue;
			break;
		}
		/*
		 * The timeout bounds how stale the file gets at low sample rates, and how late
		 * an MMAP2 is seen: a container's file is opened while its task lives (100 ms of
		 * a program that runs half a second)
		 */
		n = record__poll(rec, record_delay__timeout(&opts->delay, &rec->delay,
							    monotonic_ns(), 100));
		if (n == 0)
			continue;
		rec->waking++;
		if (n > 0 && evlist__filter_pollfd(evlist) == 0)
			draining = true;
	}
	/* Collect what the kernel wrote between the last pass and the disable. */
	evlist__disable(evlist);
	if (rec->oc)
		off_cpu__disable(rec->oc);
	if (!err) {
		bool wrote;

		do {
			err = record__mmap_read_all(rec, 1, &wrote);
		} while (!err && wrote);
		if (!err)
			err = record__write_lost_samples(rec);
		/* --off-cpu: the sleeps below the threshold, summed, after everything */
		if (!err && rec->oc) {
			int n = off_cpu__finish(rec->oc, rec->ordered, record__write_offcpu, rec);

			err = n < 0 ? n : 0;
			if (off_cpu__lost(rec->oc))
				pr_warning(
					"Warning: --off-cpu: the kernel dropped %llu context switch "
					"records (full ring buffers): some sleeps are missing; try a "
					"larger -m\n",
					(unsigned long long)off_cpu__lost(rec->oc));
		}
		if (err && !(rec->pipe && err == -EPIPE))
			pr_err("perf record: cannot write '%s': %s\n", rec->output, strerror(-err));
	}
	for (int i = 0; i < evlist->nr_mmaps; i++)
		rec->bad += evlist->mmap[i].nr_bad;

	if (workload) {
		/*
		 * Stop the workload only when perf was told to stop or could not write (a full
		 * disk, a stream's reader gone: as Linux perf, SIGTERM); when the events hung up
		 * first (a breakpoint that lost its slot, say), the command still runs to its end.
		 */
		if (!child_finished &&
		    (signr >= 0 || ctl_stopped || delay_ended || size_reached || err))
			kill(evlist->workload.pid, SIGTERM);
		waitpid(evlist->workload.pid, &status, 0);
		/* stopped on request: the workload's SIGTERM is not a failure */
		exit_code = ctl_stopped ? 0 : record__exit_status(status);
		evlist->workload.pid = 0;
	}

	if (!quiet && !(rec->pipe && err == -EPIPE))
		fprintf(stderr, "[ perf record: Woken up %llu times to write data ]\n",
			(unsigned long long)rec->waking);

	if (!err)
		err = record__dumps(rec) ? record__switch_output(rec, true) : record__finish(rec);
	else
		record__salvage(rec);
	evlist__munmap(evlist);
	evlist__close(evlist);
	/* the stream's reader left: 141, the status of Linux perf, which dies of the SIGPIPE */
	if (rec->pipe && err == -EPIPE)
		return 128 + SIGPIPE;
	if (err)
		return err;
	record__print_summary(rec);
	return record__signal_status(exit_code, workload ? status : 0);

out_switch_failed:
	/* the previous files are complete; the one that failed to start is gone */
	evlist__disable(evlist);
	evlist__munmap(evlist);
	evlist__close(evlist);
	record__kill_workload(rec);
	return err;
out_discard:
	record__discard_output(rec);
out_kill:
	record__kill_workload(rec);
	return err;
}

int cmd_record(int argc, const char **argv)
{
	return cmd_record_as(argc, argv, argc, argv);
}

int cmd_record_tracepoints(const char *const *events, int nr_events, int argc, const char **argv,
			   int cmdline_argc, const char **cmdline_argv)
{
	static const char *const fixed[] = { "record", "-a", "-R", "-m", "1024", "-c", "1" };
	int n = 0, err;
	const char **args = xcalloc(ARRAY_SIZE(fixed) + 2 * nr_events + argc + 1, sizeof(*args));

	for (size_t i = 0; i < ARRAY_SIZE(fixed); i++)
		args[n++] = fixed[i];
	for (int i = 0; i < nr_events; i++) {
		args[n++] = "-e";
		args[n++] = events[i];
	}
	for (int i = 1; i < argc; i++)
		args[n++] = argv[i];
	args[n] = NULL;
	err = cmd_record_as(n, args, cmdline_argc, cmdline_argv);
	free(args);
	return err;
}

int cmd_record_as(int argc, const char **argv, int cmdline_argc, const char **cmdline_argv)
{
	struct record rec = {
		.ctl_fd = -1,
		.ack_fd = -1,
		.mmap_pages = 0,
		.off_cpu_thresh_ms = ~0ULL, /* not given */
		.data = { .fd = -1 },
	};
	struct record_opts *opts = &rec.opts;
	struct evlist *evlist = evlist__new(); /* checked before the options use it */
	const u64 off_cpu_thresh_unset = ~0ULL;
	bool no_inherit_given = false;
	bool bpf_event = false; /* no BPF side band is recorded: --no-bpf-event is a no-op */
	bool group = false, strict_freq = false, latency = false;
	/* the first and last sample times are written in every file: nothing to switch on */
	bool timestamp_boundary = false;
	char msg[512];
	const struct option options[] = {
		OPT_CALLBACK('e', "event", &rec, "event", "events to sample (see 'perf list')",
			     record__parse_event),
		OPT_CALLBACK(0, "filter", &rec, "filter",
			     "event filter: a tracepoint filter (tracefs syntax) on the events of "
			     "the -e before it",
			     record__parse_filter),
		OPT_CALLBACK_NOOPT(0, "exclude-perf", &rec, NULL,
				   "don't record events from perf itself (the tracepoints of the -e "
				   "before it)",
				   record__parse_exclude_perf),
		OPT_STRING('p', "pid", &opts->target.pid, "pid",
			   "sample these processes: all their threads, and later ones"),
		OPT_STRING('t', "tid", &opts->target.tid, "tid", "sample these threads only"),
		OPT_STRING('u', "uid", &opts->target.uid_str, "user",
			   "sample the processes of this user (name or uid) that run now"),
		OPT_BOOLEAN('a', "all-cpus", &opts->target.system_wide,
			    "sample every task on every CPU"),
		OPT_STRING('C', "cpu", &opts->target.cpu_list, "cpu",
			   "sample every task on these CPUs only"),
		OPT_BOOLEAN('i', "no-inherit", &no_inherit_given,
			    "do not follow the tasks the observed ones create"),
		OPT_CALLBACK('F', "freq", opts, "freq or 'max'",
			     "samples per second (default 4000)", record__parse_freq),
		OPT_U64('c', "count", &opts->period, "sample once every n events"),
		OPT_CALLBACK_NOOPT('g', NULL, opts, NULL, "record call chains (frame pointers)",
				   record__parse_g),
		OPT_CALLBACK(0, "call-graph", opts, "record_mode[,record_size]",
			     "record call chains: fp (frame pointers, as -g), or dwarf[,SIZE] "
			     "(user registers and SIZE bytes of user stack per sample, unwound "
			     "by report; default 8192, at most 65528)",
			     record__parse_callgraph),
		OPT_CALLBACK_OPTARG(0, "user-regs", opts, "any register",
				    "sample these user registers (default all; =? lists them)",
				    record__parse_user_regs, NULL),
		OPT_CALLBACK_OPTARG('I', "intr-regs", opts, "any register",
				    "sample these registers at the interrupt (default all; =? "
				    "lists them)",
				    record__parse_intr_regs, NULL),
		OPT_STRING('o', "output", &rec.output, "file",
			   "write to this file (default perf.data)"),
		OPT_CALLBACK('m', "mmap-pages", &rec, "pages",
			     "ring buffer data pages (a power of two) or size (512K)",
			     record__parse_mmap_pages),
		OPT_CALLBACK(0, "mmap-flush", &rec, "number",
			     "bytes a ring buffer must hold before they are written (default 1, at "
			     "most a quarter of the ring; B/K/M/G)",
			     record__parse_mmap_flush),
		OPT_CALLBACK_OPTARG('z', "compression-level", &rec, "n",
				    "compress records with zstd at level n (default: 1 - fastest, "
				    "22 - smallest)",
				    record__parse_comp_level, "1"),
		OPT_BOOLEAN('R', "raw-samples", &opts->raw_samples,
			    "add each event's raw record to its samples"),
		OPT_CALLBACK_NOOPT('T', "timestamp", opts, NULL,
				   "Record the sample timestamps (the default; --no-timestamp)",
				   record__parse_timestamp),
		OPT_BOOLEAN(0, "per-thread", &opts->target.per_thread,
			    "use per-thread mmaps (no inheritance; ignored with -a/-C)"),
		OPT_BOOLEAN('P', "period", &opts->period_always,
			    "Record the sample period (-c too)"),
		OPT_BOOLEAN(0, "sample-cpu", &opts->sample_cpu, "Record the sample cpu"),
		OPT_BOOLEAN(0, "sample-identifier", &opts->sample_identifier,
			    "Record the sample identifier (every sample says its event)"),
		OPT_BOOLEAN('n', "no-samples", &opts->no_samples,
			    "Don't sample: count, and record the side band only"),
		OPT_BOOLEAN('W', "weight", &opts->sample_weight, "Record the sample weight"),
		OPT_BOOLEAN(0, "phys-data", &opts->sample_phys_addr,
			    "Record the sample physical addresses"),
		OPT_BOOLEAN(0, "data-page-size", &opts->sample_data_page_size,
			    "Record the sampled data address data page size"),
		OPT_BOOLEAN(0, "code-page-size", &opts->sample_code_page_size,
			    "Record the sampled code address (ip) page size"),
		OPT_BOOLEAN(0, "running-time", &opts->running_time,
			    "Record running/enabled time of read (:S) events"),
		OPT_CALLBACK('k', "clockid", opts, "clockid",
			     "clockid to use for the events' times: monotonic, monotonic_raw, "
			     "realtime, boottime, tai or a number",
			     record__parse_clockid),
		OPT_BOOLEAN(0, "switch-events", &opts->switch_events,
			    "Record context switch events"),
		OPT_BOOLEAN(0, "latency", &latency,
			    "Record the workload's context switches, from which perf report "
			    "--latency and --sort parallelism know how many of its tasks ran"),
		OPT_BOOLEAN(0, "namespaces", &opts->namespaces,
			    "Record namespaces events (and the observed tasks' namespaces)"),
		OPT_BOOLEAN(0, "all-kernel", &opts->all_kernel,
			    "Configure all used events to run in kernel space."),
		OPT_BOOLEAN(0, "all-user", &opts->all_user,
			    "Configure all used events to run in user space."),
		OPT_BOOLEAN(0, "kernel-callchains", &opts->kernel_callchains,
			    "collect the kernel part of the call chains only (with -g)"),
		OPT_BOOLEAN(0, "user-callchains", &opts->user_callchains,
			    "collect the user part of the call chains only (with -g)"),
		OPT_BOOLEAN(0, "group", &group, "put the events into one group"),
		OPT_BOOLEAN(0, "timestamp-filename", &rec.timestamp_filename,
			    "Append timestamp to output filename"),
		OPT_DEBUGINFOD(),
		OPT_BOOLEAN(0, "dry-run", &rec.dry_run, "Parse options then exit"),
		OPT_BOOLEAN(0, "timestamp-boundary", &timestamp_boundary,
			    "Record timestamp boundary (time of first/last samples; always "
			    "recorded here)"),
		OPT_CALLBACK(0, "synth", &rec, "no|all|task|mmap|cgroup",
			     "Fine-tune event synthesis: default=all", record__parse_synth),
		OPT_UINTEGER(0, "proc-map-timeout", &rec.proc_map_timeout_ms,
			     "per thread proc mmap processing timeout in ms"),
		OPT_INTEGER('r', "realtime", &rec.realtime_prio,
			    "collect data with this RT SCHED_FIFO priority"),
		OPT_INTEGER(0, "switch-max-files", &rec.switch_max_files,
			    "Limit number of switch output generated files"),
		OPT_CALLBACK(0, "max-size", &rec, "size",
			     "Limit the maximum size of the output file (B/K/M/G)",
			     record__parse_max_size),
		OPT_CALLBACK('D', "delay", opts, "ms",
			     "ms to wait before starting measurement after program start (-1: "
			     "start with events disabled), or ranges of time to enable events "
			     "e.g. '-D 10-20,30-40'",
			     record__parse_delay),
		OPT_BOOLEAN(0, "no-buffering", &opts->no_buffering,
			    "Collect data without buffering (a wakeup for every record)"),
		OPT_BOOLEAN(0, "strict-freq", &strict_freq,
			    "Fail if the specified frequency can't be used"),
		OPT_BOOLEAN('N', "no-buildid-cache", &opts->no_buildid_cache,
			    "do not add the binaries to the build-id cache"),
		OPT_BOOLEAN('B', "no-buildid", &opts->no_buildid,
			    "do not store build-ids in the file"),
		OPT_BOOLEAN(0, "buildid-all", &opts->buildid_all,
			    "Record build-id of all DSOs regardless of hits"),
		OPT_BOOLEAN(0, "buildid-mmap", &opts->build_id_mmap,
			    "Record build-id in map events (no build-id table, no cache)"),
		OPT_BOOLEAN('d', "data", &opts->sample_address, "Record the sample addresses"),
		OPT_BOOLEAN('s', "stat", &opts->inherit_stat,
			    "per thread counts (perf report -T shows them)"),
		OPT_BOOLEAN(0, "off-cpu", &rec.off_cpu,
			    "Enable off-cpu analysis: the time tasks sleep, by call chain "
			    "(offcpu-time samples)"),
		OPT_CALLBACK(0, "off-cpu-thresh", &rec, "ms",
			     "a sleep this long is an off-cpu sample of its own, with its time; "
			     "shorter ones are summed per task and call chain (default 500)",
			     record__parse_off_cpu_thresh),
		OPT_CALLBACK(0, "control", &rec, "fifo:ctl-fifo[,ack-fifo] | fd:ctl-fd[,ack-fd]",
			     "Listen on the control FIFO or fd for commands: enable, disable, "
			     "snapshot, ping, stop (acknowledged on the ack FIFO or fd)",
			     record__parse_control),
		OPT_CALLBACK_OPTARG(0, "switch-output", &rec, "signal|size|time",
				    "Switch the output file on SIGUSR2 (signal), when it reaches "
				    "a size (10M) or after a time (30s): perf.data.<timestamp>",
				    record__parse_switch_output, "signal"),
		OPT_BOOLEAN(
			0, "bpf-event", &bpf_event,
			"record BPF program events (never: --no-bpf-event, as Linux perf's tests "
			"pass, changes nothing)"),
		OPT_INCR('v', "verbose", &verbose, "more messages"),
		OPT_BOOLEAN('q', "quiet", &quiet, "print errors only"),
		OPT_END(),
	};
	int err;

	if (!evlist)
		xalloc_die(sizeof(*evlist));
	opts->freq = 4000;
	/* the cmdline feature: the arguments as given (parse_options reorders argv) */
	rec.cmd_argv = xcalloc(cmdline_argc + 1, sizeof(char *));
	for (int i = 0; i < cmdline_argc; i++)
		rec.cmd_argv[i] = cmdline_argv[i];
	rec.cmd_argc = cmdline_argc;
	rec.evlist = evlist;
	argc = parse_options(argc, argv, options, record_usage, PARSE_OPT_STOP_AT_NON_OPTION);
	if (quiet)
		verbose = -1;
	debuginfod__setup(false);
	rec.argc = argc;
	rec.argv = argv;
	if (!rec.output) {
		struct stat st;

		/* as Linux perf: no -o and standard output a pipe is -o - */
		rec.output = !fstat(STDOUT_FILENO, &st) && S_ISFIFO(st.st_mode) ? "-" : "perf.data";
	}
	rec.pipe = !strcmp(rec.output, "-");
	if (rec.pipe && rec.switch_mode != SWITCH_NONE) {
		pr_err("perf record: --switch-output needs a file: a stream (-o -) cannot be "
		       "switched\n");
		err = -EINVAL;
		goto out;
	}

	if (opts->period && opts->user_freq) {
		pr_err("perf record: -c and -F cannot be used together\n");
		err = -EINVAL;
		goto out;
	}
	if (opts->period)
		opts->user_period = true;
	/* the build-ids travel in the MMAP2 records: no table at the end, no cache, as Linux perf */
	if (opts->build_id_mmap)
		opts->no_buildid = true;
	if (opts->all_kernel && opts->all_user) {
		pr_err("perf record: --all-kernel and --all-user cannot be used together\n");
		err = -EINVAL;
		goto out;
	}
	if (!argc && target__none(&opts->target))
		opts->target.system_wide = true; /* as Linux perf: no workload, no target: -a */
	err = target__validate(&opts->target, msg, sizeof(msg));
	if (err) {
		pr_err("perf record: %s\n", msg);
		goto out;
	}
	if (msg[0])
		pr_warning("Warning: %s\n", msg);
	/*
	 * --latency: the workload's context switches, from which perf report knows how many
	 * of its tasks run at each sample. Per CPU, other tasks' switches would count too.
	 */
	if (latency && target__has_cpu(&opts->target)) {
		pr_err("perf record: --latency: latency profiling follows a workload or -p/-t tasks; it is not supported system-wide (-a, -C)\n");
		err = -EINVAL;
		goto out;
	}
	if (latency)
		opts->switch_events = true;
	if (opts->target.per_thread && target__has_cpu(&opts->target)) {
		pr_warning("Warning: --per-thread is ignored with -a or -C\n");
		opts->target.per_thread = false;
	}
	/*
	 * -t names threads, not their future children, unless inheritance was asked for;
	 * --per-thread rings cannot take inherited events
	 */
	opts->no_inherit = no_inherit_given || opts->target.tid || opts->target.per_thread;
	opts->target.no_inherit = opts->no_inherit;
	if (opts->user_freq) {
		unsigned int max = record__max_sample_rate();

		if (max && opts->freq > max && strict_freq) {
			pr_err("perf record: -F %llu exceeds the maximum sample rate, %u Hz "
			       "(/proc/sys/kernel/perf_event_max_sample_rate); --strict-freq does "
			       "not lower it\n",
			       (unsigned long long)opts->freq, max);
			err = -EINVAL;
			goto out;
		}
		if (max && opts->freq > max) {
			pr_warning("Warning: maximum frequency rate (%u Hz) exceeded, throttling "
				   "from %llu Hz to %u Hz (see "
				   "/proc/sys/kernel/perf_event_max_sample_rate)\n",
				   max, (unsigned long long)opts->freq, max);
			opts->freq = max;
		}
	}
	if (!rec.mmap_pages)
		rec.mmap_pages = record__default_mmap_pages();
	/* as Linux perf: 1 byte by default, at most a quarter of the ring (control page included) */
	if (!rec.mmap_flush)
		rec.mmap_flush = 1;
	if (rec.mmap_flush > (u64)(rec.mmap_pages + 1) * page_size() / 4)
		rec.mmap_flush = (u64)(rec.mmap_pages + 1) * page_size() / 4;
	if (rec.comp_level) {
		/* a flush every ring's worth: one COMPRESSED record never holds more (readers) */
		rec.comp = perf_comp__new(rec.comp_level, (size_t)rec.mmap_pages * page_size());
		if (!rec.comp) {
			pr_err("perf record: cannot start zstd compression: %s\n",
			       strerror(ENOMEM));
			err = -ENOMEM;
			goto out;
		}
		/* known from the start (a header written first has them); the ratio at the end */
		rec.env.comp_type = PERF_COMP_ZSTD;
		rec.env.comp_level = rec.comp_level;
		rec.env.comp_mmap_len = (rec.mmap_pages + 1) * page_size();
	}
	if (rec.evlist->nr_entries == 0) {
		record__add_default_event(rec.evlist);
		/* chosen up front, as Linux perf does, and said as for the fallback */
		rec.user_only = evlist__first(rec.evlist)->attr.exclude_kernel;
	}
	if (group)
		evlist__group_all(rec.evlist);
	if (rec.off_cpu_thresh_ms != off_cpu_thresh_unset && !rec.off_cpu)
		pr_warning("Warning: --off-cpu-thresh is ignored without --off-cpu\n");
	if (rec.off_cpu_thresh_ms == off_cpu_thresh_unset)
		rec.off_cpu_thresh_ms = OFF_CPU_THRESH_DEFAULT_MS;
	if (rec.off_cpu) {
		if (rec.switch_mode != SWITCH_NONE) {
			pr_err("perf record: --off-cpu cannot be used with --switch-output: its sums "
			       "are written once, at the end\n");
			err = -EINVAL;
			goto out;
		}
		/* each sample says its event: offcpu-time's layout is narrower than the others' */
		opts->sample_identifier = true;
		rec.offcpu_evsel = off_cpu__add_event(rec.evlist);
	}

	/* the options and events are valid: nothing is opened, run or written */
	if (rec.dry_run) {
		err = 0;
		goto out;
	}
	if (!opts->no_buildid)
		rec.root_files = task_root_files__new();
	err = __cmd_record(&rec);
out:
	task_root_files__delete(rec.root_files);
	perf_env__exit(&rec.env);
	record_delay__exit(&opts->delay);
	for (int i = 0; i < rec.nr_dumps; i++)
		free(rec.dumps[i]);
	free(rec.dumps);
	perf_comp__delete(rec.comp);
	off_cpu__delete(rec.oc);
	evlist__delete(rec.evlist);
	free(rec.tmp_path);
	free(rec.fallback_msg);
	free(rec.cmd_argv);
	if (rec.ctl_opened) {
		close(rec.ctl_fd);
		if (rec.ack_fd >= 0)
			close(rec.ack_fd);
	}
	if (err < 0)
		return 1;
	return err;
}

PERF_COMMAND("record", cmd_record, "Run a command and record its profile into perf.data");
