// SPDX-License-Identifier: GPL-2.0
/*
 * perf data convert: a perf.data file in another tool's format, written by util/export-*.c:
 * Linux perf's JSON, pprof's profile.proto (gzipped), the Firefox Profiler's Gecko profile,
 * speedscope's file format and the folded stacks FlameGraph and inferno read.
 *
 *	perf data convert --to-json out.json [-i perf.data]     (Linux perf's spelling)
 *	perf data convert --to-pprof -o out.pb.gz
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "builtin.h"
#include "util/debug.h"
#include "util/debuginfod.h"
#include "util/export.h"
#include "util/parse-options.h"
#include "util/perm.h"
#include "util/session.h"
#include "util/symbol.h"
#include "util/util.h"

enum data_format { FMT_NONE, FMT_JSON, FMT_PPROF, FMT_FIREFOX, FMT_SPEEDSCOPE, FMT_FOLDED };

static const char *const format_opts[] = {
	[FMT_JSON] = "--to-json",	[FMT_PPROF] = "--to-pprof",
	[FMT_FIREFOX] = "--to-firefox", [FMT_SPEEDSCOPE] = "--to-speedscope",
	[FMT_FOLDED] = "--to-folded",
};

struct convert {
	enum data_format format;
	const char *output;
	int nr_formats;
};

static int set_format(const struct option *opt, const char *arg, int unset, enum data_format f)
{
	struct convert *c = opt->value;

	if (unset)
		return -1;
	c->format = f;
	c->nr_formats++;
	if (arg && *arg)
		c->output = arg;
	return 0;
}

static int opt_json(const struct option *o, const char *a, int u)
{
	return set_format(o, a, u, FMT_JSON);
}
static int opt_pprof(const struct option *o, const char *a, int u)
{
	return set_format(o, a, u, FMT_PPROF);
}
static int opt_firefox(const struct option *o, const char *a, int u)
{
	return set_format(o, a, u, FMT_FIREFOX);
}
static int opt_speedscope(const struct option *o, const char *a, int u)
{
	return set_format(o, a, u, FMT_SPEEDSCOPE);
}
static int opt_folded(const struct option *o, const char *a, int u)
{
	return set_format(o, a, u, FMT_FOLDED);
}

static int convert(struct convert *c, const char *input, FILE *fp)
{
	struct export_opts opts = { .keep_samples = c->format == FMT_FIREFOX };
	struct export_profile *p;
	int err;

	if (c->format == FMT_JSON)
		return export_json(input, fp);
	err = export_profile__read(input, &opts, &p);
	if (err)
		return err;
	switch (c->format) {
	case FMT_PPROF:
		err = export_pprof(p, fp);
		break;
	case FMT_FIREFOX:
		err = export_firefox(p, fp);
		break;
	case FMT_SPEEDSCOPE:
		err = export_speedscope(p, fp);
		break;
	case FMT_FOLDED:
		err = export_folded(p, fp);
		break;
	default:
		err = -EINVAL;
		break;
	}
	export_profile__delete(p);
	return err;
}

static const char *const convert_usage[] = { "perf data convert [<options>]", NULL };

static int cmd_data_convert(int argc, const char **argv)
{
	struct convert c = { .format = FMT_NONE };
	const char *input = "perf.data", *symfs = NULL, *vmlinux = NULL, *kallsyms = NULL;
	bool force = false, all = false;
	const char **args = xcalloc(argc + 1, sizeof(*args));
	char **joined = xcalloc(argc + 1, sizeof(*joined));
	int nargs = 0, njoined = 0, err;
	FILE *fp = NULL;
	bool out_failed;
	struct option options[] = {
		OPT_STRING('i', "input", &input, "file", "input file name"),
		OPT_STRING('o', "output", &c.output, "file", "output file name ('-': stdout)"),
		OPT_CALLBACK_OPTARG(0, "to-json", &c, "file", "Convert to JSON format", opt_json,
				    NULL),
		OPT_CALLBACK_OPTARG(0, "to-pprof", &c, "file",
				    "Convert to pprof's profile.proto (gzipped)", opt_pprof, NULL),
		OPT_CALLBACK_OPTARG(0, "to-firefox", &c, "file",
				    "Convert to the Firefox Profiler's Gecko format", opt_firefox,
				    NULL),
		OPT_CALLBACK_OPTARG(0, "to-speedscope", &c, "file",
				    "Convert to speedscope's file format", opt_speedscope, NULL),
		OPT_CALLBACK_OPTARG(0, "to-folded", &c, "file",
				    "Convert to folded stacks (FlameGraph, inferno)", opt_folded,
				    NULL),
		OPT_BOOLEAN('f', "force", &force, "don't complain, do it"),
		OPT_BOOLEAN(0, "all", &all, "Convert all events"),
		OPT_INCR('v', "verbose", &verbose, "be more verbose"),
		OPT_BOOLEAN('q', "quiet", &quiet, "Do not show any warnings or messages"),
		OPT_STRING(0, "symfs", &symfs, "directory",
			   "Look for files with symbols relative to this directory"),
		OPT_JOBS(),
		OPT_DEBUGINFOD(),
		OPT_STRING('k', "vmlinux", &vmlinux, "file", "vmlinux pathname"),
		OPT_STRING(0, "kallsyms", &kallsyms, "file", "kallsyms pathname"),
		OPT_END()
	};

	/* Linux perf spells it "--to-json FILE": join such a pair into --to-json=FILE */
	for (int i = 0; i < argc; i++) {
		bool is_to = false;

		for (size_t f = 1; f < ARRAY_SIZE(format_opts); f++)
			if (i > 0 && !strcmp(argv[i], format_opts[f]))
				is_to = true;
		if (is_to && i + 1 < argc && (argv[i + 1][0] != '-' || !strcmp(argv[i + 1], "-"))) {
			joined[njoined] = xasprintf("%s=%s", argv[i], argv[i + 1]);
			args[nargs++] = joined[njoined++];
			i++;
			continue;
		}
		args[nargs++] = argv[i];
	}
	argc = parse_options(nargs, args, options, convert_usage, 0);
	err = -EINVAL;
	if (argc > 0)
		usage_with_options_msg(convert_usage, options, "unexpected argument '%s'", args[0]);
	if (quiet)
		verbose = 0;
	symbol_conf__set_paths(symfs, vmlinux, kallsyms);
	debuginfod__setup(true);
	if (c.nr_formats != 1) {
		pr_err("perf data convert: %s: give one of --to-json, --to-pprof, --to-firefox, --to-speedscope, --to-folded\n",
		       c.nr_formats ? "more than one format" : "no format");
		goto out;
	}
	if (!c.output) {
		pr_err("perf data convert: no output file: %s=FILE or -o FILE ('-' for stdout)\n",
		       format_opts[c.format]);
		goto out;
	}
	if (all && c.format == FMT_JSON) {
		pr_err("perf data convert: --all is not supported for JSON output (as in Linux perf)\n");
		goto out;
	}
	{
		char owner_msg[PATH_MAX + 128];

		/* another user's perf.data only with --force, as Linux perf */
		if (perm__check_input(input, force, owner_msg, sizeof(owner_msg))) {
			pr_err("perf data convert: %s\n", owner_msg);
			goto out; /* err is still -EINVAL */
		}
	}
	if (strcmp(c.output, "-")) {
		if (!force && access(c.output, F_OK) == 0) {
			pr_err("perf data convert: %s: output file exists, use --force to overwrite it\n",
			       c.output);
			goto out;
		}
		fp = fopen(c.output, "w");
		if (!fp) {
			err = -errno;
			pr_err("perf data convert: %s: %s\n", c.output, strerror(errno));
			goto out;
		}
	} else {
		fp = stdout;
	}
	setvbuf(fp, NULL, _IOFBF, 1 << 20);
	err = convert(&c, input, fp);
	if (fflush(fp) && !err)
		err = -errno;
	out_failed = ferror(fp);
	if (!err && out_failed)
		err = -EIO;
	if (fp != stdout && fclose(fp) && !err) {
		err = -errno;
		out_failed = true;
	}
	/* an output that could not be written is named, not the recording */
	if (err && err != -EINVAL)
		pr_err("perf data convert: %s: %s\n",
		       out_failed ? (fp == stdout ? "standard output" : c.output) : input,
		       strerror(-err));
	else if (!err && !quiet && fp != stdout)
		fprintf(stderr, "[ perf data convert: Converted '%s' into '%s' ]\n", input,
			c.output);
	if (err && fp != stdout)
		unlink_output(c.output);
out:
	while (njoined > 0)
		free(joined[--njoined]);
	free(joined);
	free(args);
	/* every failure exits 255, as Linux perf's (its convert returns -1) */
	return err ? PERF_EXIT_BAD_INPUT : 0;
}

static const char *const data_usage[] = { "perf data convert [<options>]", NULL };

int cmd_data(int argc, const char **argv)
{
	if (argc < 2 || strcmp(argv[1], "convert")) {
		if (argc >= 2)
			pr_err("perf data: unknown subcommand '%s' (only 'convert')\n", argv[1]);
		usage_with_options_msg(data_usage, (const struct option[]){ OPT_END() },
				       "a subcommand is needed");
	}
	return cmd_data_convert(argc - 1, argv + 1);
}

PERF_COMMAND("data", cmd_data, "Data file related processing");
