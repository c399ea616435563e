/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The -e grammar shared by every command: hardware and software event names, tracepoints
 * sys:name (and globs), raw rNNN, breakpoints mem:ADDR|SYMBOL[/LEN][:rwx] and their short
 * forms, modifiers :u :k :h :p..., comma lists and {groups}. See Documentation/perf-list.txt.
 */
#ifndef PERF_PARSE_EVENTS_H
#define PERF_PARSE_EVENTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

struct evlist;
struct option;

struct parse_events_error {
	int idx;	/* offset of the bad token in the string, -1 when unknown */
	char *str;	/* what is wrong with it */
	char *help;	/* a hint, or NULL */
};

/*
 * Appends the events of str to evlist. Returns 0, or -EINVAL with err filled (nothing is
 * added then).
 */
int parse_events(struct evlist *evlist, const char *str, struct parse_events_error *err);
/* "event syntax error: '...'" with a caret under the bad token, on stderr. */
void parse_events_error__print(const struct parse_events_error *err, const char *event);
void parse_events_error__exit(struct parse_events_error *err);

/* The -e option callback; opt->value is a struct evlist *. Prints the error itself. */
int parse_events_option(const struct option *opt, const char *str, int unset);

/*
 * Breakpoints on user-space symbols (mem:counter:w with a workload or -x BINARY) are left
 * pending by parse_events(); this resolves them against binary (a bare name is searched in
 * $PATH). For a PIE binary pid must be a process running it, whose load address comes from
 * /proc/PID/maps; without one it returns -EAGAIN and the breakpoint stays pending (see
 * parse_events__start_workload()). Events already open are moved to the address. 0 or
 * -errno with msg.
 */
int parse_events__resolve_user_bps(struct evlist *evlist, const char *binary, pid_t pid,
				   char *msg, size_t len);
/*
 * For a workload from evlist__prepare_workload() whose events are open: starts it as
 * evlist__start_workload() does, and when breakpoints on user symbols are still pending
 * (a PIE, or never resolved), holds it at its exec (ptrace), resolves them against the
 * executed file and its /proc/PID/maps, and moves the open breakpoints (opened at address
 * 0) there before the program's first instruction. Returns evlist__start_workload()'s
 * result, or -errno with msg (the workload is then killed, the caller reaps it).
 *
 * So a command with a workload does: evlist__prepare_workload(); open the events (a pending
 * breakpoint opens at address 0, harmless); parse_events__start_workload() instead of
 * evlist__start_workload(). With -p PID: parse_events__resolve_user_bps(evlist,
 * "/proc/PID/exe", PID, ...) before opening.
 */
int parse_events__start_workload(struct evlist *evlist, char *msg, size_t len);

/* True when a breakpoint on a user-space symbol still waits for the call above. */
bool parse_events__has_pending_bps(struct evlist *evlist);

/* The named generic events, for perf list: config, name, alias (or NULL). NULL-terminated. */
struct event_symbol {
	uint64_t config;
	const char *symbol;
	const char *alias;
};
extern const struct event_symbol event_symbols_hw[];
extern const struct event_symbol event_symbols_sw[];

/* Generic hardware cache events, "L1-dcache-load-misses": cache x op x result. */
bool hw_cache__valid(int cache, int op);
int hw_cache__name(int cache, int op, int result, char *buf, size_t len);

#endif
