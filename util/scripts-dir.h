/* SPDX-License-Identifier: GPL-2.0 */
#ifndef PERF_UTIL_SCRIPTS_DIR_H
#define PERF_UTIL_SCRIPTS_DIR_H
/*
 * The scripts directory of Linux perf's layout, EXEC_PATH/scripts/python (EXEC_PATH from
 * script_python__exec_path(): $PERF_EXEC_PATH, ours installed, or Linux perf's
 * /usr/lib/perf-core): the scripts and, in bin/, their NAME-record and NAME-report shell
 * wrappers, whose "# description:" and "# args:" lines describe them.
 */
#include <stdio.h>

/* perf script -l: "List of available trace scripts:" then one line per script. 0 or -1. */
int scripts_dir__list(FILE *out);

/*
 * perf script record|report NAME ARGS: runs bin/NAME-<kind> with ARGS (report: then -i
 * input when input is not NULL), with this perf first on PATH so that the wrapper's "perf"
 * is this one. Returns only on failure (one line said why): 1.
 */
int scripts_dir__run(const char *name, const char *kind, int argc, const char **argv,
		     const char *input);

#endif
