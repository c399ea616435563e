// SPDX-License-Identifier: GPL-2.0
/*
 * perf probe: defines kprobes (kernel functions) and uprobes (-x BINARY) as trace events,
 * lists and deletes them, and shows what debug information offers (-V variables, -L lines,
 * -F functions). The events it adds are tracepoints GROUP:EVENT for every other command.
 */
#include <errno.h>
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "builtin.h"
#include "util/debug.h"
#include "util/debuginfod.h"
#include "util/parse-options.h"
#include "util/probe-event.h"
#include "util/probe-finder.h"
#include "util/tracefs.h"
#include "util/symbol-conf.h"
#include "util/util.h"

static struct {
	const char **adds;
	int nadds;
	const char **dels;
	int ndels;
	bool list;
	const char *list_filter;
	const char *line;
	const char *vars;
	bool funcs;
	const char *filter;
	const char *target;
	const char *vmlinux;
	bool dry_run;
	bool force;
	bool definition;
} params;

static const char *const probe_usage[] = {
	"perf probe [<options>] 'PROBEDEF' ['PROBEDEF' ...]",
	"perf probe [<options>] --add 'PROBEDEF' [--add 'PROBEDEF' ...]",
	"perf probe [<options>] --del '[GROUP:]EVENT' ...",
	"perf probe --list [GROUP:]EVENT ...",
	"perf probe [<options>] --line 'LINEDESC'",
	"perf probe [<options>] --vars 'PROBEPOINT'",
	"perf probe [<options>] --funcs",
	NULL
};

static int __attribute__((format(printf, 1, 2))) probe_error(const char *fmt, ...)
{
	va_list ap;

	if (quiet) /* -q: no messages, errors included, as Linux perf */
		return 1;
	fprintf(stderr, "perf probe: ");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	return 1;
}

/* The user's spec in a message: control characters shown escaped, never raw. */
static char *printable(const char *s)
{
	char *o = xmalloc(strlen(s) * 4 + 1), *q = o;

	for (; *s; s++) {
		if ((unsigned char)*s < 0x20 || *s == 0x7f)
			q += sprintf(q, "\\x%02x", (unsigned char)*s);
		else
			*q++ = *s;
	}
	*q = '\0';
	return o;
}

static int opt_add(const struct option *opt, const char *arg, int unset)
{
	params.adds = xrealloc(params.adds, (params.nadds + 1) * sizeof(char *));
	params.adds[params.nadds++] = arg;
	return 0;
}

static int opt_definition(const struct option *opt, const char *arg, int unset)
{
	params.definition = true;
	return opt_add(opt, arg, unset);
}

static int opt_del(const struct option *opt, const char *arg, int unset)
{
	params.dels = xrealloc(params.dels, (params.ndels + 1) * sizeof(char *));
	params.dels[params.ndels++] = arg;
	return 0;
}

static int opt_list(const struct option *opt, const char *arg, int unset)
{
	params.list = true;
	params.list_filter = arg;
	return 0;
}

static int opt_funcs(const struct option *opt, const char *arg, int unset)
{
	params.funcs = true;
	if (arg)
		params.filter = arg;
	return 0;
}

/* The kernel's debug information: -k, else the usual places of a vmlinux with DWARF. */
static const char *kernel_debuginfo(void)
{
	static char path[300];
	struct utsname u;
	static const char *const dirs[][2] = { { "/usr/lib/debug/boot/vmlinux-", "" },
						{ "/usr/lib/debug/lib/modules/", "/vmlinux" },
						{ "/boot/vmlinux-", "" },
						{ "/lib/modules/", "/build/vmlinux" } };

	if (params.vmlinux)
		return params.vmlinux;
	if (uname(&u))
		return NULL;
	for (size_t i = 0; i < ARRAY_SIZE(dirs); i++) {
		snprintf(path, sizeof(path), "%s%s%s", dirs[i][0], u.release, dirs[i][1]);
		if (!access(path, R_OK))
			return path;
	}
	return NULL;
}

/*
 * No vmlinux with debug information: Linux perf's two lines, which scripts match (its
 * tests skip on "^Failed to find the path for the kernel"). what: "add events", ...
 */
static int no_kernel_debuginfo(const char *what)
{
	if (!quiet)
		fprintf(stderr,
			"Failed to find the path for the kernel: no vmlinux with debug information "
			"(give one with -k)\n  Error: Failed to %s.\n",
			what);
	return 1;
}

static struct debuginfo *open_debuginfo(const char **pathp, const char *what)
{
	const char *path = params.target ?: kernel_debuginfo();
	struct debuginfo *dbg;
	int err = 0;

	*pathp = path;
	if (!path) {
		no_kernel_debuginfo(what);
		return NULL;
	}
	dbg = debuginfo__new(path, &err);
	if (!dbg) {
		if (err == -ENOEXEC)
			probe_error("%s: not an ELF file", path);
		else if (err == -ENODATA)
			probe_error("%s: no debug information (build it with -g)", path);
		else
			probe_error("%s: %s", path, strerror(-err));
	}
	return dbg;
}

static int show_vars(void)
{
	struct perf_probe_event pev;
	struct debuginfo *dbg;
	const char *path;
	char err[512];
	int ret;

	if (perf_probe_event__parse(params.vars, &pev, err, sizeof(err))) {
		perf_probe_event__exit(&pev);
		return probe_error("%s", err);
	}
	dbg = open_debuginfo(&path, "show vars");
	if (!dbg) {
		perf_probe_event__exit(&pev);
		return 1;
	}
	ret = debuginfo__show_vars(dbg, &pev.point, params.vars, stdout, err, sizeof(err));
	debuginfo__delete(dbg);
	perf_probe_event__exit(&pev);
	return ret ? probe_error("%s: %s", params.vars, err) : 0;
}

static int show_lines(void)
{
	struct debuginfo *dbg;
	const char *path;
	char err[512];
	int ret;

	dbg = open_debuginfo(&path, "show lines");
	if (!dbg)
		return 1;
	ret = debuginfo__show_lines(dbg, params.line, stdout, err, sizeof(err));
	debuginfo__delete(dbg);
	return ret ? probe_error("%s: %s", params.line, err) : 0;
}

/* FILTER: a glob, "!glob" to exclude, alternatives joined with '|'. */
static bool filter_match(const char *filter, const char *name)
{
	char *copy = xstrdup(filter), *save = NULL, *tok;
	bool any_positive = false, match = false, excluded = false;

	for (tok = strtok_r(copy, "|", &save); tok; tok = strtok_r(NULL, "|", &save)) {
		if (tok[0] == '!') {
			if (!fnmatch(tok + 1, name, 0))
				excluded = true;
		} else {
			any_positive = true;
			if (!fnmatch(tok, name, 0))
				match = true;
		}
	}
	free(copy);
	return !excluded && (match || !any_positive);
}

static int show_funcs(void)
{
	char **names;
	int nr, ret;
	const char *filter = params.filter ?: "!_*";

	if (params.target)
		ret = probe_elf__funcs(params.target, &names, &nr);
	else
		ret = probe_kernel__funcs(params.vmlinux, &names, &nr);
	if (ret == -ENOEXEC)
		return probe_error("%s: not an ELF file", params.target ?: params.vmlinux);
	if (ret)
		return probe_error("%s: %s", params.target ?: params.vmlinux ?: "/proc/kallsyms",
				   strerror(-ret));
	for (int i = 0; i < nr; i++) {
		if (filter_match(filter, names[i]))
			printf("%s\n", names[i]);
		free(names[i]);
	}
	free(names);
	return 0;
}

static int tev_cmp(const void *a, const void *b)
{
	const struct probe_trace_event *x = a, *y = b;
	int c = strcmp(x->group, y->group);

	return c ? c : strcmp(x->event, y->event);
}

/* "(on func+4@src.c in /path with a b)" from a definition read back from tracefs. */
static void print_listed(const struct probe_trace_event *tev)
{
	char name[160], *where = NULL, *file = NULL;

	snprintf(name, sizeof(name), "%s:%s", tev->group, tev->event);
	if (tev->uprobe) {
		struct probe_elf_sym sym;

		if (!probe_elf__func_at_offset(tev->target, tev->address, &sym)) {
			u64 off = tev->address - sym.offset;
			struct debuginfo *dbg;
			int err, rel = 0;

			dbg = debuginfo__new(tev->target, &err);
			if (dbg) {
				file = debuginfo__func_file(dbg, sym.vaddr);
				/* on a source line: FUNC:N, as Linux perf names it */
				if (off &&
				    (debuginfo__func_line(dbg, sym.vaddr + off, &rel) || rel <= 0))
					rel = 0;
				debuginfo__delete(dbg);
			}
			where = rel ? xasprintf("%s:%d", sym.name, rel) :
				off ? xasprintf("%s+%llu", sym.name, (unsigned long long)off) :
				      xstrdup(sym.name);
			free(sym.name);
		} else {
			where = xasprintf("0x%llx", (unsigned long long)tev->address);
		}
	} else {
		where = tev->address ? xasprintf("%s+%llu", tev->symbol,
						  (unsigned long long)tev->address)
				     : xstrdup(tev->symbol);
	}
	printf("  %-20s (on %s%s%s%s", name, where, tev->retprobe ? "%return" : "",
	       file ? "@" : "", file ?: "");
	if (tev->target)
		printf(" in %s", tev->target);
	for (int i = 0; i < tev->nargs; i++)
		printf("%s%s", i ? " " : " with ", tev->args[i].name);
	printf(")\n");
	free(where);
	free(file);
}

static bool event_matches(const char *pattern, const struct probe_trace_event *tev)
{
	char full[160];

	if (!pattern)
		return true;
	snprintf(full, sizeof(full), "%s:%s", tev->group, tev->event);
	if (strchr(pattern, ':'))
		return !fnmatch(pattern, full, 0);
	return !fnmatch(pattern, tev->event, 0);
}

static int list_events(void)
{
	bool any_file = false;

	for (int u = 0; u < 2; u++) {
		struct probe_trace_event *tevs;
		int nr, ret = probe_file__read(u, &tevs, &nr);

		if (ret == -ENOENT)
			continue;
		if (ret)
			return probe_error("reading %s_events: %s", u ? "uprobe" : "kprobe",
					   strerror(-ret));
		any_file = true;
		if (nr)
			qsort(tevs, nr, sizeof(*tevs), tev_cmp);
		for (int i = 0; i < nr; i++) {
			/* a multi-probe event is listed once per probe, as the kernel has them */
			if (event_matches(params.list_filter, &tevs[i]))
				print_listed(&tevs[i]);
		}
		probe_trace_events__free(tevs, nr);
	}
	if (!any_file && !tracefs__mountpoint()) {
		char why[8400];

		return probe_error("no kprobe_events or uprobe_events: tracefs is %s",
				   tracefs__strerror(why, sizeof(why)));
	}
	if (!any_file)
		return probe_error("no kprobe_events or uprobe_events: tracefs is not mounted or the kernel has no dynamic probes");
	return 0;
}

static int del_events(void)
{
	int ret = 0;

	for (int d = 0; d < params.ndels; d++) {
		const char *pat = params.dels[d];
		int matched = 0;

		for (int u = 0; u < 2; u++) {
			struct probe_trace_event *tevs;
			int nr;

			if (probe_file__read(u, &tevs, &nr))
				continue;
			for (int i = 0; i < nr; i++) {
				bool seen = false;
				int err;

				if (!event_matches(pat, &tevs[i]))
					continue;
				for (int k = 0; k < i && !seen; k++)
					seen = !tev_cmp(&tevs[k], &tevs[i]);
				if (seen)
					continue;
				matched++;
				err = probe_file__del(u, tevs[i].group, tevs[i].event);
				if (err) {
					ret = probe_error("removing %s:%s: %s%s", tevs[i].group,
							  tevs[i].event, strerror(-err),
							  err == -EBUSY ? " (it is in use)" : "");
					continue;
				}
				pr_info("Removed event: %s:%s\n", tevs[i].group, tevs[i].event);
			}
			probe_trace_events__free(tevs, nr);
		}
		if (!matched)
			ret = probe_error("\"%s\" does not match any event", pat);
	}
	return ret;
}

/* The last line of tracefs' error_log explains why the kernel refused a definition. */
static void kernel_error(char *buf, size_t len)
{
	const char *root = probe_event__tracefs_root();
	char *path, *log, *last, *p;
	size_t n;

	buf[0] = '\0';
	if (!root)
		return;
	path = xasprintf("%s/error_log", root);
	if (!read_file(path, &log, &n) && n) {
		while (n && log[n - 1] == '\n')
			log[--n] = '\0';
		last = strrchr(log, '\n');
		last = last ? last + 1 : log;
		p = strstr(last, "error:");
		if (p)
			snprintf(buf, len, " (%s)", p);
	}
	if (!read_file(path, &log, &n))
		free(log);
	free(path);
}

static int add_events(void)
{
	struct probe_trace_event *tevs = NULL;
	int nr = 0, ret = 0, added = 0;
	char err[512];
	struct probe_conf conf = {
		.target = params.target,
		.vmlinux = params.vmlinux,
		.force = params.force,
		.err = err,
		.errlen = sizeof(err),
	};

	if (params.target && access(params.target, R_OK))
		return probe_error("%s: %s", params.target, strerror(errno));
	/* resolve everything first: a bad spec adds nothing */
	for (int i = 0; i < params.nadds; i++) {
		struct perf_probe_event pev;

		err[0] = '\0';
		if (perf_probe_event__parse(params.adds[i], &pev, err, sizeof(err))) {
			char *p = printable(params.adds[i]);

			ret = probe_error("'%s': %s", p, err);
			free(p);
			perf_probe_event__exit(&pev);
			goto out;
		}
		/* a kernel probe on a line or a variable: the kernel's DWARF, found or said */
		if (!params.target && perf_probe_event__needs_debuginfo(&pev)) {
			conf.vmlinux = kernel_debuginfo();
			if (!conf.vmlinux) {
				ret = no_kernel_debuginfo("add events");
				perf_probe_event__exit(&pev);
				goto out;
			}
		}
		if (probe_event__resolve(&pev, &conf, &tevs, &nr)) {
			ret = probe_error("%s", err);
			perf_probe_event__exit(&pev);
			goto out;
		}
		perf_probe_event__exit(&pev);
	}
	if (params.definition) {
		for (int i = 0; i < nr; i++) {
			char *def = probe_trace_event__synthesize(&tevs[i]);

			printf("%s\n", def ?: "(invalid)");
			free(def);
		}
		goto out;
	}
	for (int i = 0; i < nr && !params.dry_run; i++) {
		int e = probe_file__add(&tevs[i]);

		if (e) {
			char why[300];

			kernel_error(why, sizeof(why));
			ret = probe_error("adding %s:%s: %s%s", tevs[i].group, tevs[i].event,
					  strerror(-e), why);
			/* leave nothing half-added */
			for (int k = i - 1; k >= 0; k--)
				if (k == 0 || tev_cmp(&tevs[k], &tevs[k - 1]))
					probe_file__del(tevs[k].uprobe, tevs[k].group, tevs[k].event);
			goto out;
		}
		added++;
	}
	pr_info("Added new event%s:\n", nr > 1 ? "s" : "");
	for (int i = 0; i < nr; i++) {
		char name[160];

		snprintf(name, sizeof(name), "%s:%s", tevs[i].group, tevs[i].event);
		pr_info("  %-20s (on %s%s%s%s%s)\n", name, tevs[i].point_str,
			tevs[i].uprobe ? " in " : "", tevs[i].uprobe ? tevs[i].target : "",
			tevs[i].args_str ? " with " : "", tevs[i].args_str ?: "");
	}
	if (nr)
		pr_info("\nYou can now use it in all perf tools, such as:\n\n\tperf record -e %s:%s -aR sleep 1\n\n",
			tevs[nr - 1].group, tevs[nr - 1].event);
out:
	(void)added;
	probe_trace_events__free(tevs, nr);
	return ret;
}

static int cmd_probe(int argc, const char **argv)
{
	const char *symfs = NULL;
	const struct option options[] = {
		OPT_INCR('v', "verbose", &verbose, "be more verbose (show parsed arguments, etc)"),
		OPT_BOOLEAN('q', "quiet", &quiet, "be quiet (do not show any messages)"),
		OPT_CALLBACK('a', "add", NULL, "[EVENT=]FUNC[@SRC][+OFF|%return|:RL|;PT] [ARG ...]",
			     "probe point definition, where\n"
			     "\t\tGROUP:\tgroup name (default: probe, or probe_<binary>)\n"
			     "\t\tEVENT:\tevent name (default: the function's)\n"
			     "\t\tFUNC:\tfunction name\n"
			     "\t\tOFF:\toffset from the function entry (bytes)\n"
			     "\t\t%return:\tput the probe at the function return\n"
			     "\t\tSRC:\tsource file\n"
			     "\t\tRL:\tline relative to the function's first line\n"
			     "\t\tPT:\tlazy pattern of a source line (glob)\n"
			     "\t\tARG:\tfetched value: a variable (s->len), register (%ax),\n"
			     "\t\t\tmemory (+8(%sp)), $retval, $params, $vars, [NAME=]...[:TYPE]",
			     opt_add),
		OPT_CALLBACK('d', "del", NULL, "[GROUP:]EVENT", "delete probe events (globs)",
			     opt_del),
		OPT_CALLBACK_OPTARG('l', "list", NULL, "[GROUP:]EVENT",
				    "list the probe events (matching a glob)", opt_list, NULL),
		OPT_STRING('L', "line", &params.line, "FUNC[:RLN[+NUM|-RLN2]]|SRC:ALN[+NUM|-ALN2]",
			   "show the source lines of a function, and where probes can go"),
		OPT_STRING('V', "vars", &params.vars, "FUNC[@SRC][+OFF|%return|:RL|;PT]",
			   "show the variables available at a probe point"),
		OPT_CALLBACK_OPTARG('F', "funcs", NULL, "[FILTER]",
				    "show the functions (default filter: \"!_*\")", opt_funcs, NULL),
		OPT_STRING(0, "filter", &params.filter, "[!]FILTER",
			   "glob filter of the functions -F shows"),
		OPT_STRING('x', "exec", &params.target, "executable|path",
			   "user-space binary or shared library (uprobes)"),
		OPT_STRING('m', "module", &params.target, "path",
			   "shared library or executable given by path (same as -x)"),
		OPT_STRING('k', "vmlinux", &params.vmlinux, "file", "vmlinux with symbols and debug information"),
		OPT_STRING(0, "symfs", &symfs, "directory",
			   "Look for files with symbols relative to this directory"),
		OPT_DEBUGINFOD(),
		OPT_BOOLEAN('n', "dry-run", &params.dry_run, "do everything but add the events"),
		OPT_BOOLEAN('f', "force", &params.force,
			    "add a numbered duplicate when the event name exists"),
		OPT_CALLBACK('D', "definition", NULL, "PROBEDEF",
			     "print the kprobe/uprobe definition of PROBEDEF instead of adding it",
			     opt_definition),
		OPT_END()
	};
	int nmodes, ret;

	argc = parse_options(argc, argv, options, probe_usage, 0);
	if (quiet)
		verbose = -1;
	/* the separate debug files (util/symsrc.h) are looked for under it */
	symbol_conf__set_paths(symfs, NULL, NULL);
	debuginfod__setup(true);
	/* -F FILTER and -l FILTER: the value may come as the next word */
	if (argc == 1 && params.funcs && !params.filter) {
		params.filter = argv[0];
		argc = 0;
	} else if (argc == 1 && params.list && !params.list_filter) {
		params.list_filter = argv[0];
		argc = 0;
	}
	/* perf probe 'func arg1 arg2': the words left are one probe definition */
	if (argc) {
		size_t len = 0;
		char *spec;

		for (int i = 0; i < argc; i++)
			len += strlen(argv[i]) + 1;
		spec = xmalloc(len + 1);
		spec[0] = '\0';
		for (int i = 0; i < argc; i++) {
			strcat(spec, argv[i]);
			if (i + 1 < argc)
				strcat(spec, " ");
		}
		params.adds = xrealloc(params.adds, (params.nadds + 1) * sizeof(char *));
		params.adds[params.nadds++] = spec;
	}
	nmodes = !!params.nadds + !!params.ndels + params.list + !!params.line + !!params.vars +
		 params.funcs;
	if (nmodes == 0)
		usage_with_options(probe_usage, options);
	if (nmodes > 1)
		usage_with_options_msg(probe_usage, options,
				       "add, --del, --list, --line, --vars and --funcs are exclusive");
	if (params.list)
		ret = list_events();
	else if (params.ndels)
		ret = del_events();
	else if (params.line)
		ret = show_lines();
	else if (params.vars)
		ret = show_vars();
	else if (params.funcs)
		ret = show_funcs();
	else
		ret = add_events();
	return ret;
}
PERF_COMMAND("probe", cmd_probe, "Define new dynamic tracepoints");
