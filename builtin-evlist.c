// SPDX-License-Identifier: GPL-2.0
/*
 * perf evlist: the events a perf.data file recorded, one a line, as Linux perf lists them:
 * their names; -F their frequency or period; -v their attrs; -g their groups; and
 * --trace-fields the fields of their tracepoints.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "builtin.h"
#include "util/debug.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/header.h"
#include "util/parse-options.h"
#include "util/perm.h"
#include "util/report-header.h"
#include "util/session.h"
#include "util/trace-event.h"
#include "util/util.h"

static const char *const evlist_usage[] = { "perf evlist [<options>]", NULL };

struct evlist_opts {
	bool freq, verbose, group, trace_fields;
};

/* The group evsel leads (its GROUP_DESC entry), or NULL. */
static const struct group_desc *group_led_by(const struct perf_env *env, int idx)
{
	for (int i = 0; i < env->nr_groups; i++)
		if (env->groups[i].leader == (u32)idx && env->groups[i].nr_members > 1)
			return &env->groups[i];
	return NULL;
}

static bool in_group(const struct perf_env *env, int idx)
{
	for (int i = 0; i < env->nr_groups; i++)
		if ((u32)idx > env->groups[i].leader &&
		    (u32)idx < env->groups[i].leader + env->groups[i].nr_members)
			return true;
	return false;
}

/* -g: "name{a,b}" for a group's leader, nothing for its members, the name otherwise */
static void print_group(struct perf_session *s, struct evsel *evsel)
{
	const struct group_desc *g = group_led_by(&s->env, evsel->idx);
	struct evsel *pos;
	bool first = true;

	if (!g) {
		if (!in_group(&s->env, evsel->idx))
			printf("%s\n", evsel__name(evsel));
		return;
	}
	printf("%s{", g->name && strcmp(g->name, "{anon_group}") ? g->name : "");
	list_for_each_entry(pos, &s->evlist->entries, node) {
		if ((u32)pos->idx < g->leader || (u32)pos->idx >= g->leader + g->nr_members)
			continue;
		printf("%s%s", first ? "" : ",", evsel__name(pos));
		first = false;
	}
	printf("}\n");
}

static int evlist__list(struct perf_session *s, const struct evlist_opts *o)
{
	struct trace_event *te = NULL;
	struct evsel *evsel;
	bool tracepoints = false;

	if (o->trace_fields && s->env.tracing_data)
		te = trace_event__new(s->env.tracing_data, s->env.tracing_data_size);
	list_for_each_entry(evsel, &s->evlist->entries, node) {
		const struct perf_event_attr *a = &evsel->attr;

		tracepoints |= a->type == PERF_TYPE_TRACEPOINT;
		if (o->group) {
			print_group(s, evsel);
			continue;
		}
		if (!o->verbose && !o->freq && !o->trace_fields) {
			printf("%s\n", evsel__name(evsel));
			continue;
		}
		/* "name: " and the parts asked for, joined by ", " (-v takes -F's place) */
		printf("%s: ", evsel__name(evsel));
		if (o->verbose)
			perf_event_attr__fprintf(stdout, a, ": ");
		else if (o->freq)
			printf("%s=%llu", a->freq ? "sample_freq" : "sample_period",
			       (unsigned long long)a->sample_period);
		if (o->trace_fields) {
			char fields[1024];

			if (o->verbose || o->freq)
				printf(", ");
			if (a->type != PERF_TYPE_TRACEPOINT)
				printf("(not a tracepoint)");
			else if (te && trace_event__field_names(te, a->config, fields,
								sizeof(fields)) >= 0)
				printf("trace_fields: %s", fields);
			else
				printf("trace_fields: (no format in the file)");
		}
		printf("\n");
	}
	if (tracepoints && !o->trace_fields)
		printf("# Tip: use 'perf evlist --trace-fields' to show fields for tracepoint events\n");
	trace_event__delete(te);
	return 0;
}

static int cmd_evlist(int argc, const char **argv)
{
	struct evlist_opts o = { 0 };
	const char *input = NULL;
	bool force = false;
	struct perf_session *session;
	char msg[PATH_MAX + 128];
	const struct option options[] = {
		OPT_STRING('i', "input", &input, "file", "Input file name"),
		OPT_BOOLEAN('F', "freq", &o.freq, "Show the sample frequency"),
		OPT_BOOLEAN('v', "verbose", &o.verbose, "Show all event attr details"),
		OPT_BOOLEAN('g', "group", &o.group, "Show event group information"),
		OPT_BOOLEAN('f', "force", &force, "don't complain, do it"),
		OPT_BOOLEAN(0, "trace-fields", &o.trace_fields, "Show tracepoint fields"),
		OPT_END(),
	};
	int err;

	argc = parse_options(argc, argv, options, evlist_usage, 0);
	if (argc)
		usage_with_options_msg(evlist_usage, options, "unexpected argument '%s'", argv[0]);
	if (o.group && (o.freq || o.verbose || o.trace_fields)) {
		pr_err("perf evlist: --group cannot be used with -F, -v or --trace-fields\n");
		return 1;
	}
	if (!input)
		input = perf_session__default_input();
	if (perm__check_input(input, force, msg, sizeof(msg))) {
		pr_err("perf evlist: %s\n", msg);
		return 1;
	}
	err = perf_session__open(input, &session);
	if (err)
		return PERF_EXIT_BAD_INPUT; /* the session layer said why */
	err = evlist__list(session, &o);
	perf_session__delete(session);
	return err ? 1 : 0;
}
PERF_COMMAND("evlist", cmd_evlist, "List the event names in a perf.data file");
