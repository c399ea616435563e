/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Exports of a perf.data file to other tools' formats (perf data convert, perf report --html).
 *
 * The reader replays the file (util/session + util/machine, call chains resolved with
 * callchain_cursor__resolve as perf script does) and hands each sample to a callback with its
 * frames resolved, callee first. On top of it a small stack table aggregates samples for the
 * formats that want stacks, not samples:
 *
 *   frames  every distinct location (dso + dso-relative address, or the raw ip when no map
 *           covers it), each with its map, dso and symbol
 *   nodes   a trie of call paths: node = (parent node, frame), root first
 *   entries (thread, comm, cpu, leaf node) -> sample count and period per event
 *
 * Samples (thread, leaf node, time, cpu) can be kept in order too, for the formats that show
 * time (Firefox Profiler, the HTML timeline).
 *
 *	struct export_profile *p;
 *	err = export_profile__read(input, &opts, &p);      // prints why on error
 *	... p->entries[i], export_profile__frame_name(p, frame) ...
 *	export_profile__delete(p);
 *
 * The aggregation is kept apart from the output modules so that it can move onto the shared
 * report pipeline later.
 */
#ifndef PERF_EXPORT_H
#define PERF_EXPORT_H

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "util/hashmap.h"
#include "util/outbuf.h"
#include "util/replay.h"
#include "util/util.h"

struct perf_session;
struct perf_sample;
struct evsel;
struct thread;
struct map;
struct dso;
struct symbol;
struct callchain_frame;
union perf_event;

struct export_frame {
	struct map *map; /* the first map the location was seen in (NULL: none) */
	struct dso *dso;
	struct symbol *sym;
	u64 ip; /* absolute, as sampled */
	u64 addr; /* dso-relative (map__map_ip), or ip without a map */
	char level; /* '.' user, 'k' kernel, ... */
};

struct export_node {
	u32 parent; /* EXPORT_NO_NODE for a root frame */
	u32 frame;
	u32 depth; /* 1 for a root frame */
};

#define EXPORT_NO_NODE ((u32)-1)

struct export_thread {
	struct thread *thread;
	const char *comm; /* the comm of its samples (the one of its first sample) */
	int pid, tid;
	u64 nr_samples, period; /* all events */
	u64 first_time, last_time;
};

struct export_entry {
	u32 thread; /* index into threads */
	u32 leaf; /* node (EXPORT_NO_NODE: a sample without any frame) */
	u32 cpu;
	/* followed by nr_evsels pairs in the profile's counts: counts[entry * 2 * nr_evsels] */
};

struct export_sample {
	u64 time;
	u32 thread, leaf, cpu, evsel;
	u64 period;
};

/* A task event the Firefox Profiler shows as a marker (COMM, EXIT). */
struct export_mark {
	u64 time;
	int pid, tid;
	bool exit; /* else a comm change */
	char comm[16];
};

struct export_event {
	struct evsel *evsel;
	const char *name;
	u64 nr_samples, period;
};

struct export_opts {
	bool keep_samples; /* fill samples[] in time order */
	bool all_events; /* non-sample records too, where a format has a place for them */
};

/* One frame of a sample's path as sampled, and its node (export_profile's last_path). */
struct export_path_step {
	const struct map *map;
	u64 ip;
	u32 node;
	char level;
};

struct export_profile {
	struct replay replay; /* the file read, its machine (the exports name frames from it) */
	struct export_event *events; /* by evsel idx */
	int nr_events;
	struct export_frame *frames;
	u32 nr_frames, alloc_frames;
	struct export_node *nodes;
	u32 nr_nodes, alloc_nodes;
	struct export_thread *threads;
	u32 nr_threads, alloc_threads;
	struct export_entry *entries;
	u64 *counts; /* per entry: nr_events x (samples, period) */
	u32 nr_entries, alloc_entries;
	struct export_sample *samples;
	size_t nr_samples, alloc_samples;
	struct export_mark *marks; /* with keep_samples, in time order */
	size_t nr_marks, alloc_marks;
	u64 total_samples, total_period;
	u64 first_time, last_time;
	u32 max_cpu;
	/* index + 1 of each frame, node, thread and entry by content */
	struct hashmap frame_hash, node_hash, thread_hash, entry_hash;
	struct callchain_frame *scratch;
	u32 scratch_alloc;
	/*
	 * The last sample's path, root first: the next one's frames are compared with it and
	 * its common root part reuses its nodes, without the frame and node tables' lookups.
	 */
	struct export_path_step *last_path;
	u32 last_nr, last_alloc;
	struct export_raw *raw; /* the sample cache, while reading (export-profile.c) */
	u64 nr_cache_hits; /* the samples it counted */
	char demangle_buf[1024]; /* a DSO's "[name]" */
	char *demangled; /* the last symbol name demangled */
};

/*
 * Per-sample callback of the reader: frames[0..nr) callee first (the sampled location
 * first); a sample without a call chain has one frame, its ip. A non-zero return stops.
 */
typedef int (*export_sample_fn)(void *arg, struct perf_session *session,
				const struct perf_sample *sample, struct evsel *evsel,
				struct thread *thread, const char *comm,
				const struct callchain_frame *frames, u32 nr);

/* Called for each COMM and EXIT record (after the machine took it), when given. */
typedef void (*export_task_fn)(void *arg, const union perf_event *event, u64 time);

/*
 * Replays input and calls fn for every sample (task_fn, when not NULL, for COMM and EXIT).
 * A file that cannot be opened gives -EINVAL, its reason printed. 0 or -errno (the message
 * was printed). The replay is left open, for the caller's header facts and names: the
 * caller calls replay__exit(replay) after, whatever the result.
 */
int export__for_each_sample(const char *input, export_sample_fn fn, export_task_fn task_fn,
			    void *arg, struct replay *replay);

/* The sample cache's hash bits kept (tests: a few, so that its key comparison decides). */
extern u32 export_profile__hash_mask;

/* Reads input into a stack table. 0 or -errno (the message was printed). */
int export_profile__read(const char *input, const struct export_opts *opts,
			 struct export_profile **pp);
void export_profile__delete(struct export_profile *p);

static inline u64 *export_profile__counts(const struct export_profile *p, u32 entry)
{
	return &p->counts[(size_t)entry * 2 * p->nr_events];
}

/* The event the single-event formats show: the first one with samples (0: none has). */
int export_profile__shown_event(const struct export_profile *p);
/*
 * The off-CPU time of record --off-cpu (offcpu-time, periods in ns off CPU) when it has
 * samples and is not the event shown: the exports show it beside it, labelled. Else -1.
 */
int export_profile__off_cpu_event(const struct export_profile *p);

/* A frame's function name: the demangled symbol, else "[dso]" ("[unknown]" without one). */
const char *export_profile__frame_name(struct export_profile *p, const struct export_frame *f);

/* The entries sorted by thread, then by their path (root first): folded output order. */
u32 *export_profile__sorted_entries(const struct export_profile *p);

/* Strings interned by content: index in order of first add. */
struct export_strtab {
	char **strs;
	size_t nr, alloc;
	struct hashmap hash; /* index + 1 by content */
};

u32 export_strtab__add(struct export_strtab *t, const char *s);
void export_strtab__exit(struct export_strtab *t);

/* JSON helpers: s as a JSON string with its quotes. */
void json_put_str(FILE *fp, const char *s);

/*
 * The writers' output: text formatted by hand into an outbuf (util/outbuf.h) of 64 KiB,
 * handed to stdio when full. A 1M-sample -g file is ~500 MB of JSON: printf and a stdio
 * call per field were most of the exports' time.
 *
 *	struct outbuf *o = export_out__new(fp);
 *	outbuf__puts(o, "{\"n\":"); outbuf__u64(o, n); ...
 *	err = export_out__delete(o);    // flushed: 0 or -EIO
 *
 * Write to fp itself only after outbuf__flush().
 */
struct outbuf *export_out__new(FILE *fp);
/* Flushes and frees o (NULL: nothing): 0, or -EIO when fp has an error. */
int export_out__delete(struct outbuf *o);
/* s as a JSON string, with its quotes */
void export_json_str(struct outbuf *o, const char *s);
/* ns / 1e6 as printf's "%.6f" writes it (milliseconds, 6 decimals) */
void export_ms(struct outbuf *o, u64 ns);

/* The formats (util/export-<format>.c). Each writes to fp; 0 or -errno. */
int export_json(const char *input, FILE *fp);
int export_folded(struct export_profile *p, FILE *fp);
/*
 * FlameGraph's differential folded stacks (difffolded.pl's "stack COUNT_BASE COUNT_NEW"
 * lines) of event base_ev of base and event ev of p: the stacks export_folded writes for each.
 */
int export_folded_diff(struct export_profile *base, int base_ev, struct export_profile *p, int ev,
		       FILE *fp);
int export_pprof(struct export_profile *p, FILE *fp);
int export_speedscope(struct export_profile *p, FILE *fp);
int export_firefox(struct export_profile *p, FILE *fp);
/* The same with the User and Kernel categories' colours (NULL: yellow, orange) */
int export_firefox_colors(struct export_profile *p, FILE *fp, const char *user_color,
			  const char *kernel_color);
/* Is name one of the Firefox Profiler's category colours? */
bool export_firefox__color_ok(const char *name);
/* perf report --html=FILE: read input and write the report to path. 0 or -errno (printed). */
int html_report__write(const char *input, const char *path);
/*
 * The differential page (perf diff --html, perf report --html --baseline): event ev of p
 * against event base_ev of base, with d, perf diff's table of the two (util/diff-view.c).
 * cmd names the command in messages. 0 or -errno (printed).
 */
struct diff;
int html_report__write_diff(struct export_profile *base, int base_ev, const char *base_input,
			    struct export_profile *p, int ev, const char *input, struct diff *d,
			    const char *path, const char *cmd);

#endif
