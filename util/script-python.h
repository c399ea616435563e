/* SPDX-License-Identifier: GPL-2.0 */
#ifndef PERF_UTIL_SCRIPT_PYTHON_H
#define PERF_UTIL_SCRIPT_PYTHON_H
/*
 * perf script -s FILE.py: a Python script run over a recording with Linux perf's scripting
 * API (per-tracepoint handlers sys__event(...), process_event(param_dict), trace_begin,
 * trace_end, trace_unhandled, the perf_trace_context module), so that Linux perf's own
 * scripts (/usr/lib/perf-core/scripts/python) run unchanged.
 *
 * The interpreter lives in its own shared object, perf-script-python.so (scripting/python.c,
 * linked with libpython), which perf dlopen()s for -s only: linked into perf, libpython's
 * 7 MB and its relocations would be loaded by every command (perf report, perf stat ...).
 * The object calls back into perf's own functions (perf is linked -rdynamic); this header
 * is the contract between the two, checked by SCRIPT_PYTHON_ABI.
 *
 *	struct script_python *sp = script_python__new(path, argc, argv, te);
 *	if (!sp)
 *		return -1;		// it said why
 *	for each sample: if (script_python__sample(sp, &ss)) break;	// traceback printed
 *	err = script_python__end(sp);	// trace_end(), the interpreter finalized, sp freed
 */
#include <stdbool.h>

#include "util/util.h"

struct addr_location;
struct machine;
struct callchain_frame;
struct perf_event_attr;
struct perf_sample;
struct trace_event;
union perf_event;

/* One sample as a script sees it: resolved by perf, turned into Python by the engine. */
struct script_sample {
	int idx; /* the event's index in the file (its handler is looked up once) */
	const char *ev_name;
	const struct perf_event_attr *attr;
	const struct perf_sample *sample;
	const struct addr_location *al; /* thread, map, dso, symbol of sample->ip */
	const char *comm;
	const struct callchain_frame *frames; /* callee first; nr_frames 0 without a chain */
	u32 nr_frames;
	const char *arch; /* the recording machine's, for the register names */
	bool comm_exec; /* the recording's COMMs say which came with an exec (an attr's comm_exec) */
};

/* A context switch record (SWITCH, SWITCH_CPU_WIDE) as a script sees it */
struct script_switch {
	const union perf_event *event;
	u64 time; /* its sample_id's, ~0 without */
	int cpu; /* -1 without */
	int pid, tid; /* the task switched (its sample_id's) */
	struct machine *machine;
	bool comm_exec; /* as script_sample's */
};

#define SCRIPT_PYTHON_ABI 3

/* What perf-script-python.so exports, as the symbol perf_script_python_ops. */
struct script_python_ops {
	int abi; /* SCRIPT_PYTHON_ABI */
	/*
	 * The script run (its top level, then trace_begin()); NULL after saying why. events:
	 * the handler names of the file's tracepoints ("sys__event"), NULL terminated;
	 * other_events: the file has samples of other events (for process_event).
	 */
	void *(*start)(const char *path, int argc, const char **argv, struct trace_event *te,
		       const char *const *events, bool other_events);
	/* 0, or -1 when the script raised (its traceback printed) */
	int (*sample)(void *engine, const struct script_sample *ss);
	/* to context_switch(), or a context_switches row: 0, or -1 as sample() */
	int (*context_switch)(void *engine, const struct script_switch *sw);
	/* a perf stat record file's count to stat__EVENT(cpu, thread, time, val, ena, run) */
	int (*stat)(void *engine, const char *ev_name, int cpu, int thread, u64 time, u64 val,
		    u64 ena, u64 run);
	/* the end of its round to stat__interval(time) */
	int (*stat_interval)(void *engine, u64 time);
	/* trace_end() (unless failed), the interpreter finalized: 0 or -1 */
	int (*end)(void *engine, bool failed);
};

struct script_python;

/* Was perf built with Python scripting (python3-dev present at build time)? */
bool script_python__built(void);

/*
 * Load the engine, start the interpreter with sys.argv = [path, argv...] and run the script
 * (te: the file's tracepoint formats, or NULL). NULL when something failed, after one line
 * or the script's traceback on stderr. events, other_events: the file's events, as
 * script_python_ops.start takes them: a script that handles none of them is refused.
 */
struct script_python *script_python__new(const char *path, int argc, const char **argv,
					 struct trace_event *te, const char *const *events,
					 bool other_events);

/* The sample to the script's handler: 0, or -1 when the script raised (traceback printed). */
int script_python__sample(struct script_python *sp, const struct script_sample *ss);
/* A context switch to the script (its context_switch(), or the db-export's table): as above */
int script_python__switch(struct script_python *sp, const struct script_switch *sw);
/* The handler of an event's counts in a script: "stat__" and its name, ':' as '_' (into buf) */
const char *script_python__stat_handler(const char *ev_name, char *buf, size_t len);

/* A perf stat record file's count, and the end of a round, to the script: as above */
int script_python__stat(struct script_python *sp, const char *ev_name, int cpu, int thread,
			u64 time, u64 val, u64 ena, u64 run);
int script_python__stat_interval(struct script_python *sp, u64 time);

/*
 * The end of the run: trace_end() unless failed, the interpreter finalized, sp freed.
 * 0, or -1 when trace_end() raised or the script's output could not be written.
 */
int script_python__end(struct script_python *sp, bool failed);

/*
 * Linux perf's exec path, where scripts/python/ and Perf-Trace-Util/ are: $PERF_EXEC_PATH,
 * else the first of our installed libexec/perf-core and Linux perf's /usr/lib/perf-core
 * that holds a scripts/python directory; exported as $PERF_EXEC_PATH for the scripts and
 * their -record/-report wrappers, which read it. NULL when there is none.
 */
const char *script_python__exec_path(void);

#endif
