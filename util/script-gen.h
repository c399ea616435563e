/* SPDX-License-Identifier: GPL-2.0 */
#ifndef PERF_UTIL_SCRIPT_GEN_H
#define PERF_UTIL_SCRIPT_GEN_H
/*
 * perf script -g python: a starting point for a script over a recording, written to
 * perf-script.py: a handler per tracepoint of the file with its fields as parameters,
 * trace_unhandled, process_event for the other events, trace_begin and trace_end.
 */
struct perf_session;

/* Writes perf-script.py for lang "python" (or "py"); 0, or 1 after saying why. */
int script_gen__write(struct perf_session *session, const char *lang);

#endif
