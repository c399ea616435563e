// SPDX-License-Identifier: GPL-2.0
/*
 * perf inject: read a recording (a perf.data file or a stream on a pipe), add to it, and
 * write it again (a file, or a stream): `perf record -o - | perf inject -b | perf report -i -`.
 *
 * The story: open the input -> open the output (a stream gets the header records first, a
 * file its header and attrs) -> copy every record, the stream's header records aside (the
 * output has its own), adding a HEADER_BUILD_ID record before the first sample of each DSO
 * (-b) or after each DSO's first MMAP (--buildid-all) -> a file gets its features, the
 * build-id table among them, and its header rewritten.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "builtin.h"
#include "util/build-id.h"
#include "util/data-writer.h"
#include "util/debug.h"
#include "util/dso-hits.h"
#include "util/dso.h"
#include "util/event.h"
#include "util/evlist.h"
#include "util/header.h"
#include "util/jit-elf.h"
#include "util/jitdump.h"
#include "util/machine.h"
#include "util/map.h"
#include "util/parse-options.h"
#include "util/perm.h"
#include "util/pipe-writer.h"
#include "util/replay.h"
#include "util/session.h"
#include "util/symsrc.h"
#include "util/thread.h"
#include "util/util.h"

/* --jit: a jitdump a process mapped, and the ELF files of its code loads. */
struct inject_jit {
	struct dso *dso; /* the dump's (DSO_KIND_JIT) */
	struct jit_elf_file *files; /* per load of dso->jit; NULL: not written, its MMAP kept */
	size_t next; /* the next of its loads and moves to write an MMAP2 for */
	/* the dump's MMAP: the process, and its sample_id for the MMAP2s (with their times) */
	u32 pid;
	struct perf_sample id;
	const struct evsel *evsel;
};

struct inject {
	struct replay replay; /* the input, its machine; the tool writes every record out */
	const char *input;
	const char *output;
	bool build_ids; /* -b: the DSOs samples hit */
	bool build_id_all; /* --buildid-all: every DSO mapped */
	bool jit; /* --jit: the jitdumps' code as ELF files */
	struct inject_jit *jits; /* the jitdumps met (--jit) */
	size_t nr_jits, alloc_jits;
	int jit_err; /* writing an MMAP2 from the clock's advance failed */
	struct perf_data_file out;
	u64 nr_injected;
};

static const char *const inject_usage[] = {
	"perf inject [<options>]",
	NULL,
};

static int inject__write_fn(void *arg, const void *buf, size_t len)
{
	return perf_data__write(arg, buf, len);
}

static int inject__write(struct inject *inj, const union perf_event *event)
{
	u64 len = event->header.size;

	/* the two records that carry a payload after header.size */
	if (event->header.type == PERF_RECORD_HEADER_TRACING_DATA)
		len += perf_align8(event->tracing_data.size);
	else if (event->header.type == PERF_RECORD_AUXTRACE)
		len += event->auxtrace.size;
	return perf_data__write(&inj->out, event, len);
}

/*
 * A build-id record for the file name; also in the output file's build-id table, unless
 * the input's has it (new: a file of inject's own, which no table can hold yet).
 */
static int inject__add_build_id(struct inject *inj, const struct build_id *bid, u16 cpumode,
				const char *name, bool new)
{
	struct perf_env *env = &inj->replay.session->env;
	char hex[BUILD_ID_HEX_SIZE];
	bool known = false;

	build_id__sprintf(bid, hex);
	pr_debug("perf inject: build-id %s for %s\n", hex, name);
	inj->nr_injected++;
	/* (not for each of the tens of thousands of files a big jitdump gives) */
	for (int i = 0; !new &&i < env->nr_build_ids && !known; i++)
		known = env->build_ids[i].filename && !strcmp(env->build_ids[i].filename, name);
	if (!known)
		perf_env__add_build_id(env, -1, cpumode, bid->data, bid->size, name);
	return perf_pipe__write_build_id(-1, cpumode, bid->data, bid->size, name, inject__write_fn,
					 &inj->out);
}

/* The build-id record of dso, once. */
static int inject__build_id(struct inject *inj, struct dso *dso, u16 cpumode)
{
	if (dso->hit)
		return 0;
	dso->hit = true;
	if (!build_id__is_set(&dso->bid) && dso__read_build_id(dso))
		return 0; /* no build-id to say: not an error, as Linux perf */
	if (!build_id__is_set(&dso->bid))
		return 0;
	cpumode = dso->kind == DSO_KIND_KERNEL || dso->kind == DSO_KIND_KMODULE ?
			  PERF_RECORD_MISC_KERNEL :
			  PERF_RECORD_MISC_USER;
	return inject__add_build_id(inj, &dso->bid, cpumode, dso->long_name, false);
}

static struct inject_jit *inject__find_jit(struct inject *inj, const struct dso *dso)
{
	for (size_t i = 0; i < inj->nr_jits; i++)
		if (inj->jits[i].dso == dso)
			return &inj->jits[i];
	return NULL;
}

/* --jit: a sample in a jitdump's code: the build-id of the ELF file of its load, once. */
static int inject__jit_hit(struct inject *inj, struct map *map, u64 ip)
{
	struct inject_jit *ij = inject__find_jit(inj, map->dso);
	const struct jit_load *l;
	struct jit_elf_file *f;

	if (!ij || !ij->files || !map->dso->jit)
		return 0;
	l = jitdump__find_load(map->dso->jit, map__map_ip(map, ip));
	if (!l)
		return 0;
	f = &ij->files[l - map->dso->jit->loads];
	if (f->hit || !f->path)
		return 0;
	f->hit = true;
	return inject__add_build_id(inj, &f->bid, PERF_RECORD_MISC_USER, f->path, true);
}

static int inject__sample(struct perf_tool *tool, union perf_event *event,
			  struct perf_sample *sample, struct evsel *evsel)
{
	struct inject *inj = container_of(replay__of(tool), struct inject, replay);

	if ((inj->build_ids && !inj->build_id_all) || inj->jit) {
		struct thread *thread =
			machine__findnew_thread(inj->replay.machine, sample->pid, sample->tid);
		struct map *map = thread ? thread__find_map(thread, sample->cpumode, sample->ip) :
					   NULL;
		int err = 0;

		if (map && map->dso && map->dso->kind == DSO_KIND_JIT && inj->jit)
			err = inject__jit_hit(inj, map, sample->ip);
		else if (map && map->dso && inj->build_ids && !inj->build_id_all)
			err = inject__build_id(inj, map->dso, sample->cpumode);
		if (err)
			return err;
	}
	return inject__write(inj, event);
}

/*
 * --jit: an MMAP2 of the ELF file where the code of ij's load or move ev ran from ev's time
 * on; its sample_id as the dump's MMAP's, but for the thread and the time.
 */
static int inject__jit_mmap2(struct inject *inj, const struct inject_jit *ij,
			     const struct jit_event *ev)
{
	const struct jitdump *jd = ij->dso->jit;
	const struct jit_elf_file *f = &ij->files[ev->load];
	const struct evsel *evsel = ij->evsel;
	size_t n = strlen(f->path), fixed = offsetof(struct perf_record_mmap2, filename);
	size_t id_size =
		evsel && evsel->attr.sample_id_all ? perf_event__id_hdr_size(&evsel->attr) : 0;
	struct perf_sample id = ij->id;
	struct perf_record_mmap2 *m;
	int err;

	fixed += PERF_ALIGN(n + 1, 8);
	m = xzalloc(fixed + id_size);
	m->header.type = PERF_RECORD_MMAP2;
	m->header.misc = PERF_RECORD_MISC_USER;
	m->header.size = (u16)(fixed + id_size);
	m->pid = ij->pid;
	/* the runtime's thread, when the dump's pids are the recording's (not in a container) */
	m->tid = jd->pid == ij->pid ? ev->tid : ij->pid;
	m->start = ev->addr;
	m->len = jd->loads[ev->load].size;
	m->pgoff = jit_elf__text_off(jd);
	m->maj = (u32)major(f->dev);
	m->min = (u32)minor(f->dev);
	m->ino = f->ino;
	m->prot = PROT_READ | PROT_EXEC;
	m->flags = MAP_PRIVATE;
	memcpy(m->filename, f->path, n);
	if (id_size) {
		id.pid = m->pid;
		id.tid = m->tid;
		id.time = ev->time;
		perf_event__write_id_hdr((char *)m + fixed, &evsel->attr, &id);
	}
	err = inject__write(inj, (union perf_event *)m);
	free(m);
	return err;
}

/*
 * --jit: the MMAP2s of the loads and moves up to time, written before the record of that
 * time. In time order, the output's FINISHED_ROUNDs stay true: Linux perf writes them all
 * at the dump's MMAP instead, ahead of their times, and drops the rounds (a reader that
 * flushed at a round after such a record would take later samples out of order).
 */
static int inject__jit_emit(struct inject *inj, u64 time)
{
	int err = 0;

	for (size_t i = 0; i < inj->nr_jits && !err; i++) {
		struct inject_jit *ij = &inj->jits[i];
		const struct jitdump *jd = ij->dso->jit;

		if (!ij->files)
			continue;
		for (; !err && ij->next < jd->nr_events && jd->events[ij->next].time <= time;
		     ij->next++)
			err = inject__jit_mmap2(inj, ij, &jd->events[ij->next]);
	}
	return err;
}

/* The replay's clock moves to time (a record of that time comes next). */
static void inject__advance(struct perf_tool *tool, u64 time)
{
	struct inject *inj = container_of(replay__of(tool), struct inject, replay);

	replay__advance(&inj->replay, time);
	if (!inj->jit_err)
		inj->jit_err = inject__jit_emit(inj, time);
}

/*
 * --jit: a process mapped its jitdump: each code load becomes an ELF file beside the dump,
 * mapped by an MMAP2 at the load's time (and again where a move took it), in place of the
 * dump's MMAP, as Linux perf's inject --jit does (the MMAP2s as the clock gets there).
 */
static int inject__jit_dump(struct inject *inj, union perf_event *event, struct perf_sample *sample,
			    struct evsel *evsel, const char *name)
{
	struct machine *m = inj->replay.machine;
	struct dso *dso = machine__find_dso(m, name);
	struct inject_jit *ij;
	struct jitdump *jd;
	char *failed = NULL;
	int err;

	if (!dso || dso->kind != DSO_KIND_JIT)
		return inject__write(inj, event);
	ij = inject__find_jit(inj, dso);
	if (ij) /* mapped again: its code is in already (or it could not be) */
		return ij->files ? 0 : inject__write(inj, event);
	if (!m->clock_monotonic) {
		pr_err("perf inject: %s: the recording's clock is not CLOCK_MONOTONIC, the "
		       "jitdump's: record with -k mono for --jit\n",
		       name);
		return -EINVAL;
	}
	inj->jits = grow_array(inj->jits, &inj->alloc_jits, inj->nr_jits + 1, sizeof(*inj->jits));
	ij = &inj->jits[inj->nr_jits++];
	memset(ij, 0, sizeof(*ij));
	ij->dso = dso;
	dso->warned = true; /* (what is wrong with it is said here, not again by the machine) */
	jd = symsrc__jitdump(dso);
	if (!jd) {
		pr_warning("perf inject: %s: cannot be read as a jitdump: its JIT code is not "
			   "named (its MMAP is kept)\n",
			   name);
		return inject__write(inj, event);
	}
	if (jd->flags & JITDUMP_FLAGS_ARCH_TIMESTAMP) {
		pr_warning("perf inject: %s: its times are the CPU's timestamp counter, not "
			   "supported: its JIT code is not named (its MMAP is kept)\n",
			   name);
		return inject__write(inj, event);
	}
	jitdump__read(jd, false); /* the rest, and what a cut at its end leaves (said) */
	err = jit_elf__write_all(jd, &ij->files, &failed);
	if (err) {
		pr_warning("perf inject: cannot write %s: %s: the JIT code of %s is not named "
			   "(its MMAP is kept)\n",
			   failed, strerror(-err), name);
		free(failed);
		return inject__write(inj, event);
	}
	pr_debug("perf inject: %s: %zu code loads, %zu loads and moves mapped\n", name,
		 jd->nr_loads, jd->nr_events);
	ij->pid = event->mmap2.pid;
	ij->id = *sample;
	ij->evsel = evsel;
	return inject__jit_emit(inj, sample->time);
}

/* COMM, FORK, EXIT, MMAP, MMAP2, KSYMBOL: the tasks' maps, for the DSOs of the samples. */
static int inject__side_band(struct perf_tool *tool, union perf_event *event,
			     struct perf_sample *sample, struct evsel *evsel)
{
	struct inject *inj = container_of(replay__of(tool), struct inject, replay);
	u32 type = event->header.type;
	int err;

	if (inj->build_ids || inj->build_id_all || inj->jit)
		replay__side_band(tool, event, sample, evsel);
	if (inj->jit && (type == PERF_RECORD_MMAP || type == PERF_RECORD_MMAP2)) {
		const char *name = type == PERF_RECORD_MMAP ? event->mmap.filename :
							      event->mmap2.filename;

		if (jitdump__is_name(name))
			return inject__jit_dump(inj, event, sample, evsel, name);
	}
	err = inject__write(inj, event);
	if (err || !inj->build_id_all || (type != PERF_RECORD_MMAP && type != PERF_RECORD_MMAP2))
		return err;
	{
		u16 cpumode = event->header.misc & PERF_RECORD_MISC_CPUMODE_MASK;
		const char *name = type == PERF_RECORD_MMAP ? event->mmap.filename :
							      event->mmap2.filename;
		struct dso *dso;

		if (cpumode == PERF_RECORD_MISC_KERNEL && !strncmp(name, "[kernel.kallsyms]", 17))
			dso = machine__kernel_dso(inj->replay.machine);
		else
			dso = machine__find_dso(inj->replay.machine, name);
		return dso ? inject__build_id(inj, dso, cpumode) : 0;
	}
}

static int inject__other(struct perf_tool *tool, union perf_event *event,
			 struct perf_sample *sample, struct evsel *evsel)
{
	struct inject *inj = container_of(replay__of(tool), struct inject, replay);

	switch (event->header.type) {
	case PERF_RECORD_HEADER_ATTR:
	case PERF_RECORD_HEADER_EVENT_TYPE:
	case PERF_RECORD_HEADER_TRACING_DATA:
	case PERF_RECORD_HEADER_FEATURE:
	/* what a compressed record holds reaches us decompressed, record by record */
	case PERF_RECORD_COMPRESSED:
		return 0; /* the output's header says it */
	default:
		return inject__write(inj, event);
	}
}

/* A build-id record of the input: kept, and its DSO needs no other. */
static int inject__input_build_id(struct perf_tool *tool, union perf_event *event,
				  struct perf_sample *sample, struct evsel *evsel)
{
	struct inject *inj = container_of(replay__of(tool), struct inject, replay);

	return inject__write(inj, event);
}

/* The output: a stream when it is "-" (standard output), else a new perf.data file. */
static int inject__open_output(struct inject *inj)
{
	struct perf_session *s = inj->replay.session;
	int err;

	if (!strcmp(inj->output, "-")) {
		err = perf_data__open_pipe(&inj->out, STDOUT_FILENO, s->evlist, &s->env);
		/* the input file's build-id table, as records: a stream has no table */
		for (int i = 0; !err && i < s->env.nr_build_ids; i++) {
			const struct build_id_entry *e = &s->env.build_ids[i];

			if (e->filename)
				err = perf_pipe__write_build_id(e->pid, e->cpumode, e->build_id,
								e->size, e->filename,
								inject__write_fn, &inj->out);
		}
		return err;
	}
	return perf_data__create(&inj->out, inj->output, s->evlist);
}

static int __cmd_inject(struct inject *inj)
{
	struct perf_tool *tool = &inj->replay.tool;
	struct perf_session *s;
	int err;

	perf_session__stream_outlives_sigint(inj->input);
	err = replay__open(&inj->replay, inj->input);
	if (err)
		return err; /* -EINVAL: the session layer said why */
	s = inj->replay.session;
	/* every record is written out, the side band through the machine first */
	tool->sample = inject__sample;
	tool->mmap = inject__side_band;
	tool->mmap2 = inject__side_band;
	tool->comm = inject__side_band;
	tool->fork = inject__side_band;
	tool->exit = inject__side_band;
	tool->ksymbol = inject__side_band;
	tool->build_id = inject__input_build_id;
	tool->other = inject__other;
	err = inject__open_output(inj);
	if (err) {
		pr_err("perf inject: cannot write '%s': %s\n", inj->output, strerror(-err));
		return -EINVAL;
	}
	/*
	 * -b needs the maps as of each sample: time order, as --jit, which maps the dumps' code
	 * as time goes; otherwise the records as they are
	 */
	tool->no_ordered_events = !((inj->build_ids && !inj->build_id_all) || inj->jit);
	if (inj->jit) {
		/* the MMAP2s of the dumps' code as the clock reaches them: before every record */
		tool->advance = inject__advance;
		tool->advance_from = NULL;
	}
	err = replay__run(&inj->replay);
	if (!err)
		err = inj->jit_err;
	if (!err) /* the code loaded after the last record */
		err = inject__jit_emit(inj, ~0ULL);
	if (err) {
		if (err != -EINVAL)
			pr_err("perf inject: %s\n", strerror(-err));
		perf_data__close(&inj->out);
		/* half a file would read as a whole one: none at all */
		if (strcmp(inj->output, "-"))
			unlink_output(inj->output);
		return -EINVAL;
	}
	if (s->truncated)
		pr_warning("perf inject: %s: the input is damaged: the records before the damage "
			   "were written\n",
			   inj->input);
	/* a file: the input's features (and the build-ids found) after the data */
	s->env.no_build_ids = false;
	err = perf_data__finish(&inj->out, s->evlist, &s->env);
	if (err) {
		pr_err("perf inject: cannot write '%s': %s\n", inj->output, strerror(-err));
		return -EINVAL;
	}
	if (verbose > 0)
		pr_debug("perf inject: %llu build-ids injected\n",
			 (unsigned long long)inj->nr_injected);
	return 0;
}

static int cmd_inject(int argc, const char **argv)
{
	struct inject inj = {
		.out = { .fd = -1 },
	};
	bool force = false;
	char msg[4096 + 128];
	const struct option options[] = {
		OPT_BOOLEAN('b', "build-ids", &inj.build_ids,
			    "Inject build-ids into the output stream"),
		OPT_BOOLEAN(0, "buildid-all", &inj.build_id_all,
			    "Inject build-ids of all DSOs into the output stream"),
		OPT_BOOLEAN('j', "jit", &inj.jit, "merge jitdump files into perf.data file"),
		OPT_STRING('i', "input", &inj.input, "file", "input file name"),
		OPT_STRING('o', "output", &inj.output, "file", "output file name"),
		OPT_BOOLEAN('f', "force", &force, "don't complain, do it"),
		OPT_INCR('v', "verbose", &verbose, "be more verbose (show build ids, etc)"),
		OPT_END(),
	};
	struct stat st;
	int err, status;

	argc = parse_options(argc, argv, options, inject_usage, 0);
	if (argc)
		usage_with_options_msg(inject_usage, options, "unexpected argument '%s'", argv[0]);
	/* as Linux perf: standard input and standard output unless told otherwise */
	if (!inj.input)
		inj.input = "-";
	if (!inj.output)
		inj.output = "-";
	if (strcmp(inj.output, "-") && strcmp(inj.input, "-") && !stat(inj.input, &st)) {
		struct stat ost;

		if (!stat(inj.output, &ost) && ost.st_dev == st.st_dev && ost.st_ino == st.st_ino) {
			pr_err("perf inject: '%s': the input and the output are the same file\n",
			       inj.output);
			return 1;
		}
	}
	if (perm__check_input(inj.input, force, msg, sizeof(msg))) {
		pr_err("perf inject: %s\n", msg);
		return 1;
	}
	err = __cmd_inject(&inj);
	/* no session: the input could not be opened */
	status = inj.replay.session ? 1 : PERF_EXIT_BAD_INPUT;
	for (size_t i = 0; i < inj.nr_jits; i++)
		jit_elf__free_all(inj.jits[i].files,
				  inj.jits[i].dso->jit ? inj.jits[i].dso->jit->nr_loads : 0);
	free(inj.jits);
	replay__exit(&inj.replay);
	return err ? status : 0;
}

PERF_COMMAND("inject", cmd_inject,
	     "Filter to augment the events stream with additional information");
