// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "util/build-id.h"
#include "util/debuginfod.h"
#include "util/dso.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/kallsyms.h"
#include "util/machine.h"
#include "util/replay.h"
#include "util/symbol.h"
#include "util/symsrc.h"
#include "util/util.h"

int replay__side_band(struct perf_tool *tool, union perf_event *event,
		      struct perf_sample *sample, struct evsel *evsel)
{
	machine__process_event(replay__of(tool)->machine, &event->header,
			       sample ? sample->time : 0);
	return 0;
}

int replay__event(struct replay *r, union perf_event *event, u64 time)
{
	if (time)
		machine__advance(r->machine, time);
	return machine__process_event(r->machine, &event->header, time);
}

void replay__advance(struct replay *r, u64 time)
{
	machine__advance(r->machine, time);
}

static void replay__tool_advance(struct perf_tool *tool, u64 time)
{
	replay__advance(replay__of(tool), time);
}

/* Whether the samples' times are CLOCK_MONOTONIC's, which JIT runtimes' jitdumps use. */
static bool session__clock_monotonic(const struct perf_session *s)
{
	struct evsel *evsel;

	if (list_empty(&s->evlist->entries))
		return false;
	list_for_each_entry(evsel, &s->evlist->entries, node)
		if (!evsel->attr.use_clockid || evsel->attr.clockid != CLOCK_MONOTONIC)
			return false;
	return true;
}

/*
 * PERF_RECORD_HEADER_BUILD_ID in the data: a stream's form of the header's build-id table
 * (perf inject -b writes them before the samples of the DSO they name).
 */
static int replay__build_id(struct perf_tool *tool, union perf_event *event,
			    struct perf_sample *sample, struct evsel *evsel)
{
	const struct perf_record_header_build_id *r = &event->build_id;
	size_t size = r->header.size, flen;
	struct build_id bid;
	char name[4096];
	u8 n;

	if (size <= sizeof(*r))
		return 0;
	flen = strnlen((const char *)(r + 1), size - sizeof(*r));
	if (!flen || flen >= sizeof(name))
		return 0;
	memcpy(name, r + 1, flen);
	name[flen] = '\0';
	n = (r->header.misc & PERF_RECORD_MISC_BUILD_ID_SIZE) ? r->size : 20;
	if (n > 20)
		n = 20;
	build_id__init(&bid, r->data, n);
	machine__set_build_id(replay__of(tool)->machine, name, &bid);
	return 0;
}

/*
 * The debug files that the DSOs of the header's build-id table (those with samples) lack,
 * asked of debuginfod all at once before the samples load them one by one.
 */
static void replay__prefetch_debug(struct replay *r)
{
	struct dso *d, **v;
	size_t n = 0;

	if (!debuginfod__enabled() || !r->machine->nr_dsos)
		return;
	v = xcalloc(r->machine->nr_dsos, sizeof(*v));
	machine__for_each_dso(r->machine, d) {
		if (n < r->machine->nr_dsos)
			v[n++] = d;
	}
	symsrc__prefetch_debug(v, n);
	free(v);
}

int replay__init(struct replay *r, struct perf_session *session)
{
	memset(r, 0, sizeof(*r));
	r->session = session;
	r->machine = machine__new();
	if (!r->machine)
		return -ENOMEM;
	if (session) {
		machine__set_build_ids(r->machine, &session->env);
		replay__prefetch_debug(r);
		r->machine->clock_monotonic = session__clock_monotonic(session);
		r->machine->nr_cpus = (int)session->env.nr_cpus_avail;
	}
	r->tool.mmap = replay__side_band;
	r->tool.mmap2 = replay__side_band;
	r->tool.comm = replay__side_band;
	r->tool.fork = replay__side_band;
	r->tool.exit = replay__side_band;
	r->tool.ksymbol = replay__side_band;
	r->tool.build_id = replay__build_id;
	r->tool.advance = replay__tool_advance;
	r->tool.advance_from = &r->machine->jit_next;
	return 0;
}

static int replay__own(struct replay *r, struct perf_session *session)
{
	int err = replay__init(r, session);

	if (err) {
		perf_session__delete(session);
		return err;
	}
	r->own_session = true;
	return 0;
}

int replay__open(struct replay *r, const char *path)
{
	struct perf_session *session;

	if (perf_session__open(path, &session))
		return -EINVAL; /* it said why */
	return replay__own(r, session);
}

int replay__open_fd(struct replay *r, int fd, const char *name)
{
	struct perf_session *session;

	if (perf_session__open_fd(fd, name, &session))
		return -EINVAL; /* it said why */
	return replay__own(r, session);
}

void replay__prefetch_kallsyms(struct replay *r)
{
	struct perf_session *s = r->session;
	struct build_id running;
	struct evsel *evsel;
	bool kernel = false;
	const char *path;

	if (!s)
		return;
	list_for_each_entry(evsel, &s->evlist->entries, node)
		kernel |= !evsel->attr.exclude_kernel;
	if (!kernel)
		return;
	if (symbol_conf.kallsyms_name) {
		path = symbol_conf.kallsyms_name;
	} else {
		/* a vmlinux comes first; --symfs: not this host's kernel */
		if ((symbol_conf.vmlinux_name && !symbol_conf.ignore_vmlinux) ||
		    (symbol_conf.symfs && *symbol_conf.symfs))
			return;
		/* a recording of another kernel does not use this one's symbols */
		for (int i = 0; i < s->env.nr_build_ids; i++) {
			struct build_id_entry *b = &s->env.build_ids[i];
			struct build_id bid;

			if (!b->filename || strcmp(b->filename, KERNEL_DSO_NAME))
				continue;
			build_id__init(&bid, b->build_id, b->size);
			if (build_id__is_set(&bid) && (kernel__running_build_id(&running) ||
						       !build_id__equal(&running, &bid)))
				return;
		}
		path = "/proc/kallsyms";
	}
	machine__prefetch_kallsyms(r->machine, path);
}

int replay__run(struct replay *r)
{
	return perf_session__process_events(r->session, &r->tool);
}

void replay__exit(struct replay *r)
{
	machine__delete(r->machine);
	r->machine = NULL;
	if (r->own_session)
		perf_session__delete(r->session);
	r->session = NULL;
	r->own_session = false;
}
