/* SPDX-License-Identifier: GPL-2.0 */
/*
 * debuginfod: the separate debug files of build-ids fetched from the servers of
 * $DEBUGINFOD_URLS (or --debuginfod=URLs) through elfutils' libdebuginfod, into the build-id
 * cache as Linux perf's record --debuginfod puts them (<cache>/<name>/<bid>/debug and the
 * .build-id/xx/rest link), where every command, and Linux perf, then finds them: the second
 * run asks no server.
 *
 * It never blocks a command for long: a batch of build-ids is fetched several at once, each
 * fetch on its own client, and all fetches of a command share one time budget
 * (--debuginfod-timeout, default DEBUGINFOD_BUDGET_DEFAULT seconds). When it runs out, the
 * fetches under way are told to stop (libdebuginfod asks its progress callback about once a
 * second, so they end within about a second), one line says what was given up, and no
 * further fetch starts. A build-id is asked for once per command, found or not. While a
 * batch runs on a terminal, a progress line shows on stderr.
 *
 * A fetched file is checked before it is cached: an ELF file whose sections all lie inside
 * it (a truncated download has some past its end) and whose build-id is the one asked for.
 * One that is not gets one warning, is not cached, and is removed from libdebuginfod's own
 * cache so that it is not taken again.
 *
 * libdebuginfod is dlopen()ed at the first fetch, so that perf runs where it is absent (a
 * fetch then says once that it is missing): the library pulls libcurl and its TLS stack into
 * every command otherwise, and most commands never fetch.
 *
 * The settings are process-wide, as symbol_conf's: options of the command, set by its
 * builtin before anything is loaded; the budget's deadline and the build-ids asked for
 * belong to the command's one run.
 */
#ifndef PERF_DEBUGINFOD_H
#define PERF_DEBUGINFOD_H

#include <stdbool.h>
#include <stddef.h>

struct build_id;
struct option;

#define DEBUGINFOD_BUDGET_DEFAULT 2.0 /* seconds, for the whole command */

/*
 * The options every command that fetches takes: --debuginfod[=URLs] (no URLs, or
 * "system": $DEBUGINFOD_URLS), --no-debuginfod, --debuginfod-timeout=SECONDS.
 */
int debuginfod__parse_opt(const struct option *opt, const char *arg, int unset);
int debuginfod__parse_timeout(const struct option *opt, const char *arg, int unset);
#define OPT_DEBUGINFOD()                                                                     \
	OPT_CALLBACK_OPTARG(0, "debuginfod", NULL, "urls",                                   \
			    "fetch missing debug files from debuginfod servers ($DEBUGINFOD_URLS " \
			    "or these urls)",                                                 \
			    debuginfod__parse_opt, "system"),                                 \
		OPT_CALLBACK(0, "debuginfod-timeout", NULL, "seconds",                       \
			     "time all debuginfod fetches of the command may take (default 2)", \
			     debuginfod__parse_timeout)

/*
 * After the options: whether the command fetches. by_default: with neither --debuginfod nor
 * --no-debuginfod, it does when $DEBUGINFOD_URLS names servers (the readers); else only
 * with --debuginfod (record and buildid-cache, as Linux perf's). When it does not, the
 * variable is emptied, so that libdw does not ask the servers behind our back either.
 */
void debuginfod__setup(bool by_default);

/* The command fetches (debuginfod__setup said so and a server is named). */
bool debuginfod__enabled(void);

struct debuginfod_req {
	const struct build_id *bid;
	const char *name; /* the object's name, for the cache (an absolute path) */
};

/*
 * Fetch the debug files of the n build-ids into the build-id cache, several at once,
 * within what is left of the command's budget; those already asked for by this command are
 * skipped. Returns how many were cached (0 when disabled).
 */
int debuginfod__fetch(const struct debuginfod_req *reqs, size_t n);

/*
 * What debuginfod gave for bid in this command, in words for perf report's summary of what
 * lacks symbols ("not on URLS", "no answer from URLS within 2.0 s", "DEBUGINFOD_URLS not
 * set", ...), into buf.
 */
void debuginfod__describe(const struct build_id *bid, char *buf, size_t len);

#endif
