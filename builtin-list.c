// SPDX-License-Identifier: GPL-2.0
/*
 * perf list: the events -e accepts. Hardware events are listed even when this machine has
 * no PMU to count them, so the list is the grammar's, not the machine's.
 */
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/perf_event.h>

#include "builtin.h"
#include "util/debug.h"
#include "util/evsel.h"
#include "util/parse-events.h"
#include "util/parse-options.h"
#include "util/pmu.h"
#include "util/tracefs.h"
#include "util/util.h"

/* One listing pass: the glob names must match (NULL: all); raw_dump prints names only. */
struct list_ctx {
	const char *glob;
	bool raw_dump;
	int printed;
};

static bool matches(const struct list_ctx *c, const char *name, const char *alias)
{
	if (!c->glob)
		return true;
	return !fnmatch(c->glob, name, 0) || (alias && !fnmatch(c->glob, alias, 0));
}

static void print_entry(struct list_ctx *c, const char *name, const char *alias,
			const char *kind)
{
	char buf[256];

	if (c->raw_dump) {
		printf("%s%s", c->printed++ ? " " : "", name);
		if (alias)
			printf(" %s", alias);
		return;
	}
	if (alias)
		snprintf(buf, sizeof(buf), "%s OR %s", name, alias);
	else
		snprintf(buf, sizeof(buf), "%s", name);
	printf("  %-50s [%s]\n", buf, kind);
	c->printed++;
}

static int sym_cmp(const void *a, const void *b)
{
	return strcmp(((const struct event_symbol *)a)->symbol,
		      ((const struct event_symbol *)b)->symbol);
}

static void list_symbols(struct list_ctx *c, const struct event_symbol *tab, const char *kind)
{
	struct event_symbol sorted[32];
	size_t n = 0;

	for (; tab->symbol && n < ARRAY_SIZE(sorted); tab++)
		sorted[n++] = *tab;
	qsort(sorted, n, sizeof(*sorted), sym_cmp);
	for (size_t i = 0; i < n; i++)
		if (matches(c, sorted[i].symbol, sorted[i].alias))
			print_entry(c, sorted[i].symbol, sorted[i].alias, kind);
}

/* duration_time, user_time, system_time: measured by perf stat itself */
static void list_tool(struct list_ctx *c)
{
	for (int i = PERF_TOOL_NONE + 1; i < PERF_TOOL_MAX; i++)
		if (matches(c, perf_tool_event_names[i], NULL))
			print_entry(c, perf_tool_event_names[i], NULL, "Tool event");
}

static int str_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void list_cache(struct list_ctx *c)
{
	char *names[PERF_COUNT_HW_CACHE_MAX * PERF_COUNT_HW_CACHE_OP_MAX *
		    PERF_COUNT_HW_CACHE_RESULT_MAX];
	size_t n = 0;
	char buf[64];

	for (int cache = 0; cache < PERF_COUNT_HW_CACHE_MAX; cache++)
		for (int op = 0; op < PERF_COUNT_HW_CACHE_OP_MAX; op++)
			for (int r = 0; r < PERF_COUNT_HW_CACHE_RESULT_MAX; r++) {
				if (!hw_cache__valid(cache, op))
					continue;
				hw_cache__name(cache, op, r, buf, sizeof(buf));
				names[n++] = xstrdup(buf);
			}
	qsort(names, n, sizeof(*names), str_cmp);
	for (size_t i = 0; i < n; i++) {
		if (matches(c, names[i], NULL))
			print_entry(c, names[i], NULL, "Hardware cache event");
		free(names[i]);
	}
}

struct tp_names {
	char **names;
	size_t nr, alloc;
};

static int collect_tracepoint(const char *sys, const char *name, void *data)
{
	struct tp_names *t = data;

	t->names = grow_array(t->names, &t->alloc, t->nr + 1, sizeof(*t->names));
	t->names[t->nr++] = xasprintf("%s:%s", sys, name);
	return 0;
}

/* Sorted by the whole "sys:name", as Linux perf lists them (fib6:... before fib:...). */
static void list_tracepoints(struct list_ctx *c, const char *sys_glob, const char *name_glob)
{
	struct tp_names t = { 0 };
	int ret = tracefs__for_each_event(sys_glob, name_glob, collect_tracepoint, &t);

	if (ret < 0)
		pr_debug("perf list: no tracepoints: tracefs: %s\n", strerror(-ret));
	if (t.nr)
		qsort(t.names, t.nr, sizeof(*t.names), str_cmp);
	for (size_t i = 0; i < t.nr; i++) {
		if (matches(c, t.names[i], NULL))
			print_entry(c, t.names[i], NULL, "Tracepoint event");
		free(t.names[i]);
	}
	free(t.names);
}

static int list_pmu_event(const char *pmu, const char *event, void *arg)
{
	struct list_ctx *c = arg;
	char *name = xasprintf("%s/%s/", pmu, event);

	if (matches(c, name, NULL))
		print_entry(c, name, NULL, "Kernel PMU event");
	free(name);
	return 0;
}

/* The named events of the kernel's PMUs (sysfs), as -e takes them: PMU/EVENT/ */
static void list_pmu(struct list_ctx *c)
{
	pmu__for_each_event(list_pmu_event, c);
}

static void list_raw(struct list_ctx *c)
{
	if (!c->glob || !fnmatch(c->glob, "rNNN", 0))
		print_entry(c, "rNNN", NULL, "Raw hardware event descriptor");
}

static void list_breakpoint(struct list_ctx *c)
{
	if (!c->glob || !fnmatch(c->glob, "mem:<addr>[/len][:access]", 0))
		print_entry(c, "mem:<addr>[/len][:access]", NULL, "Hardware breakpoint");
}

static void list_all(struct list_ctx *c)
{
	list_symbols(c, event_symbols_hw, "Hardware event");
	list_symbols(c, event_symbols_sw, "Software event");
	list_tool(c);
	list_cache(c);
	list_pmu(c);
	list_raw(c);
	list_breakpoint(c);
	list_tracepoints(c, NULL, NULL);
}

static const char *const list_usage[] = {
	"perf list [<options>] [hw|sw|cache|pmu|tracepoint|raw|breakpoint|event_glob]", NULL
};

int cmd_list(int argc, const char **argv)
{
	bool raw_dump = false, desc = false;
	const struct option options[] = {
		OPT_BOOLEAN(0, "raw-dump", &raw_dump, "Dump raw events (names only, for completion)"),
		OPT_BOOLEAN('d', "desc", &desc, "Print extra event descriptions (none yet)"),
		OPT_END()
	};
	struct list_ctx c = { 0 };

	argc = parse_options(argc, argv, options, list_usage, 0);
	c.raw_dump = raw_dump;
	if (argc == 0) {
		list_all(&c);
		goto out;
	}
	for (int i = 0; i < argc; i++) {
		const char *a = argv[i], *colon;

		c.glob = NULL;
		if (!strcmp(a, "hw") || !strcmp(a, "hardware")) {
			list_symbols(&c, event_symbols_hw, "Hardware event");
		} else if (!strcmp(a, "sw") || !strcmp(a, "software")) {
			list_symbols(&c, event_symbols_sw, "Software event");
			list_tool(&c);
		} else if (!strcmp(a, "cache") || !strcmp(a, "hwcache")) {
			list_cache(&c);
		} else if (!strcmp(a, "pmu")) {
			list_pmu(&c);
		} else if (!strcmp(a, "tracepoint")) {
			list_tracepoints(&c, NULL, NULL);
		} else if (!strcmp(a, "raw")) {
			list_raw(&c);
		} else if (!strcmp(a, "breakpoint") || !strcmp(a, "bp")) {
			list_breakpoint(&c);
		} else if ((colon = strchr(a, ':'))) {
			/* sys:name globs select tracepoints */
			char *sys = xstrndup(a, colon - a);

			list_tracepoints(&c, *sys ? sys : "*", colon[1] ? colon + 1 : "*");
			free(sys);
		} else {
			/* any other word: the events whose name contains it */
			char *glob = xasprintf("*%s*", a);

			c.glob = glob;
			list_all(&c);
			free(glob);
		}
	}
out:
	if (raw_dump && c.printed)
		printf("\n");
	return 0;
}
PERF_COMMAND("list", cmd_list, "List all symbolic event types");
