/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Each builtin-<cmd>.c registers itself with PERF_COMMAND(); perf.c finds the commands in
 * the linker section, so adding a command touches no shared table.
 */
#ifndef PERF_BUILTIN_H
#define PERF_BUILTIN_H

struct cmd_struct {
	const char *name;
	int (*fn)(int argc, const char **argv);
	const char *help;
};

#define PERF_COMMAND(cname, func, helptext)                                              \
	static const struct cmd_struct __perf_cmd_##func                                 \
		__attribute__((used, section("perf_cmds"), aligned(sizeof(void *)))) = { \
			.name = cname, .fn = func, .help = helptext                      \
		}

/* The commands, sorted by name. */
const struct cmd_struct *perf_commands(int *nr);
const struct cmd_struct *perf_find_command(const char *name);

#include <stdio.h>

/* The command list of perf --help; the message (and suggestion) for an unknown command. */
void perf_print_commands(FILE *f);
void perf_unknown_command(const char *name);

int cmd_help(int argc, const char **argv);
int cmd_record(int argc, const char **argv);
/*
 * perf record with argv, its cmdline feature saying cmdline_argv (the command the user
 * typed: perf sched record runs perf record with the scheduler's events).
 */
int cmd_record_as(int argc, const char **argv, int cmdline_argc, const char **cmdline_argv);
/*
 * How perf sched and perf kwork record: perf record -a -R -m 1024 -c 1, -e for each of
 * events, then argv[1..argc) (the user's options and command); cmdline_argv is the file's
 * cmdline.
 */
int cmd_record_tracepoints(const char *const *events, int nr_events, int argc, const char **argv,
			   int cmdline_argc, const char **cmdline_argv);
int cmd_script(int argc, const char **argv);
/* perf stat report (builtin-stat-report.c), reached through cmd_stat. */
int cmd_stat_report(int argc, const char **argv);
/* perf record, which perf lock record runs with its events and options before the user's. */
int cmd_record(int argc, const char **argv);

#endif
