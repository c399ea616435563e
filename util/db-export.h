/* SPDX-License-Identifier: GPL-2.0 */
#ifndef PERF_UTIL_DB_EXPORT_H
#define PERF_UTIL_DB_EXPORT_H
/*
 * Linux perf's db-export protocol: a recording as the rows of a relational database, each
 * object numbered once, on first use, in the order Linux perf numbers it, so that a script
 * written for it (export-to-sqlite.py, export-to-postgresql.py) writes the same database:
 *
 *   selected_events (evsels), machines, threads (with their process's main thread),
 *   comms (a task's names over time, with the exec flag) and comm_threads, dsos, symbols
 *   ("unknown" ones made at unresolved addresses, as Linux perf makes them), branch_types,
 *   samples, call_paths (the tree of the samples' call chains, root first),
 *   context_switches (record --switch-events).
 *
 * Id 0 stands for "unknown" in every table (the script writes those rows itself). The ids
 * are perf's business; writing rows is the caller's, through the callbacks (perf script
 * -s hands them to the script's evsel_table(), thread_table() ... functions).
 *
 *	struct db_export *dbe = db_export__new(&ops, ctx, callchains);
 *	db_export__branch_types(dbe);
 *	for each resolved sample: db_export__sample(dbe, &ss);
 *	db_export__delete(dbe);
 */
#include <stdbool.h>

#include "util/util.h"

struct perf_sample;
struct script_sample;

/* One sample's row: the ids of what it refers to, 0 for unknown */
struct db_export_sample {
	u64 id, evsel_id, machine_id, thread_id, comm_id;
	u64 dso_id, sym_id, offset; /* where sample->ip is */
	u64 addr_dso_id, addr_sym_id, addr_offset; /* where sample->addr is (page faults) */
	u64 call_path_id; /* its call chain's leaf in call_paths */
	u64 period; /* the attr's when the sample has none */
	const struct perf_sample *sample;
};

/* Each callback writes one row: 0, or -1 to stop the export. NULL: the table is not wanted. */
struct db_export_ops {
	int (*evsel)(void *ctx, u64 id, const char *name);
	int (*machine)(void *ctx, u64 id, int pid, const char *root_dir);
	int (*thread)(void *ctx, u64 id, u64 machine_id, u64 main_thread_id, int pid, int tid);
	int (*comm)(void *ctx, u64 id, const char *comm, u64 thread_id, u64 start, bool exec);
	int (*comm_thread)(void *ctx, u64 id, u64 comm_id, u64 thread_id);
	int (*dso)(void *ctx, u64 id, u64 machine_id, const char *short_name, const char *long_name,
		   const char *build_id);
	int (*symbol)(void *ctx, u64 id, u64 dso_id, u64 start, u64 end, int binding,
		      const char *name);
	int (*branch_type)(void *ctx, u32 type, const char *name);
	int (*sample)(void *ctx, const struct db_export_sample *es);
	int (*call_path)(void *ctx, u64 id, u64 parent_id, u64 symbol_id, u64 ip);
	int (*context_switch)(void *ctx, u64 id, u64 machine_id, u64 time, int cpu,
			      u64 thread_out_id, u64 comm_out_id, u64 thread_in_id, u64 comm_in_id,
			      int flags);
};

struct db_export;

/* callchains: number the samples' call chains into call_paths. NULL without memory. */
struct db_export *db_export__new(const struct db_export_ops *ops, void *ctx, bool callchains);
void db_export__delete(struct db_export *dbe);

/* The branch_types table, as Linux perf fills it. 0 or the callback's -1. */
int db_export__branch_types(struct db_export *dbe);

/*
 * A resolved sample (its evsel, thread, map, symbol and callee-first call chain): the rows
 * of what it refers to that are new, then its own. 0, or -1 (a callback's, or no memory).
 */
int db_export__sample(struct db_export *dbe, const struct script_sample *ss);

/*
 * A context switch: the rows of its two tasks when new (only tasks with a comm), then its
 * own, unless neither task is known or one is unknown and the other idle. 0 or -1.
 */
struct script_switch;
int db_export__switch(struct db_export *dbe, const struct script_switch *sw);

#endif
