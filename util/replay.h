/* SPDX-License-Identifier: GPL-2.0 */
#ifndef PERF_UTIL_REPLAY_H
#define PERF_UTIL_REPLAY_H
/*
 * Replay: a recording (a file or a stream) opened with the machine its side-band records
 * build, once for every reader. The standard handlers of those records (COMM, FORK, EXIT,
 * MMAP, MMAP2, KSYMBOL, a stream's build-id records) are preset in r->tool, as Linux
 * perf's perf_tool defaults are; a reader sets only what it adds (its sample callback,
 * its priv) and runs the records through:
 *
 *	struct replay r;
 *
 *	if (replay__open(&r, "perf.data"))
 *		return -EINVAL;			// it said why
 *	r.tool.sample = my_sample;
 *	r.tool.priv = me;
 *	replay__prefetch_kallsyms(&r);		// when kernel samples will be resolved
 *	err = replay__run(&r);
 *	replay__exit(&r);
 *
 * A reader that does more with a side-band record (perf script prints it) sets its own
 * callback and calls replay__side_band() from it. perf top, which has no file, feeds the
 * records it reads from its rings with replay__event().
 */
#include <stdbool.h>

#include "util/session.h"

struct machine;

struct replay {
	struct perf_tool tool;	      /* the reader's callbacks; the side-band ones preset */
	struct perf_session *session; /* NULL for a live reader */
	struct machine *machine;
	bool own_session;	      /* replay__open made it: replay__exit deletes it */
};

/*
 * The machine of session (NULL: a live reader), with the build-ids of its header, and
 * the standard side-band handlers in r->tool. 0 or -ENOMEM.
 */
int replay__init(struct replay *r, struct perf_session *session);

/*
 * perf_session__open(path) then replay__init. 0; -EINVAL when the recording could not be
 * opened (perf_session__open said why); -ENOMEM.
 */
int replay__open(struct replay *r, const char *path);
/* The same through fd (perf_session__open_fd): the file perf record is writing. */
int replay__open_fd(struct replay *r, int fd, const char *name);

/*
 * Have the kernel's symbols read on another thread while the first records are
 * processed, when the recording has kernel samples and they would come from this host's
 * /proc/kallsyms (or --kallsyms).
 */
void replay__prefetch_kallsyms(struct replay *r);

/* Every record of the session to r->tool, in time order. 0 or -errno. */
int replay__run(struct replay *r);

/*
 * The standard handler of a side-band record: the machine takes it. A damaged record is
 * skipped (the samples after it are still resolved): always 0.
 */
int replay__side_band(struct perf_tool *tool, union perf_event *event,
		      struct perf_sample *sample, struct evsel *evsel);

/* A live reader's side-band record (perf top's rings), at time. 0 or -EINVAL (damaged). */
int replay__event(struct replay *r, union perf_event *event, u64 time);

/*
 * A live reader's clock reached time, a sample's it is about to resolve (replay__event
 * moves it for the side band): the JIT code loaded by then is mapped (machine__advance).
 */
void replay__advance(struct replay *r, u64 time);

/* The machine freed, and the session when replay__open made it. */
void replay__exit(struct replay *r);

/* The replay a callback's tool belongs to. */
static inline struct replay *replay__of(struct perf_tool *tool)
{
	return container_of(tool, struct replay, tool);
}

#endif
