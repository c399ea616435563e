// SPDX-License-Identifier: GPL-2.0
/* main(): global options, the command table (from builtin-*.c), dispatch. */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "builtin.h"
#include "util/build-id.h"
#include "util/color.h"
#include "util/debug.h"
#include "util/pager.h"
#include "util/parse-options.h"
#include "util/util.h"

#ifndef PERF_VERSION
#define PERF_VERSION "unknown"
#endif

extern const struct cmd_struct __start_perf_cmds[];
extern const struct cmd_struct __stop_perf_cmds[];

static const struct cmd_struct *sorted_cmds;
static int nr_cmds;

static int cmd_cmp(const void *a, const void *b)
{
	return strcmp(((const struct cmd_struct *)a)->name, ((const struct cmd_struct *)b)->name);
}

const struct cmd_struct *perf_commands(int *nr)
{
	if (!sorted_cmds) {
		int n = __stop_perf_cmds - __start_perf_cmds;
		struct cmd_struct *c = xcalloc(n, sizeof(*c));

		memcpy(c, __start_perf_cmds, n * sizeof(*c));
		qsort(c, n, sizeof(*c), cmd_cmp);
		sorted_cmds = c;
		nr_cmds = n;
	}
	*nr = nr_cmds;
	return sorted_cmds;
}

const struct cmd_struct *perf_find_command(const char *name)
{
	int n;
	const struct cmd_struct *c = perf_commands(&n);

	for (int i = 0; i < n; i++)
		if (!strcmp(c[i].name, name))
			return &c[i];
	return NULL;
}

static const char perf_usage_string[] =
	"perf [--version] [--help] [OPTIONS] COMMAND [ARGS]";

void perf_print_commands(FILE *f)
{
	int n;
	const struct cmd_struct *c = perf_commands(&n);

	fprintf(f, "\n usage: %s\n\n The most commonly used perf commands are:\n",
		perf_usage_string);
	for (int i = 0; i < n; i++)
		fprintf(f, "   %-15s %s\n", c[i].name, c[i].help);
	fprintf(f, "\n See 'perf help COMMAND' for more information on a specific command.\n\n");
}

/* Levenshtein distance, to suggest the closest command to a mistyped one. */
static int edit_distance(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b);
	int *prev = xcalloc(lb + 1, sizeof(int)), *cur = xcalloc(lb + 1, sizeof(int));
	int d;

	for (size_t j = 0; j <= lb; j++)
		prev[j] = j;
	for (size_t i = 1; i <= la; i++) {
		cur[0] = i;
		for (size_t j = 1; j <= lb; j++) {
			int sub = prev[j - 1] + (a[i - 1] != b[j - 1]);
			int del = prev[j] + 1, ins = cur[j - 1] + 1;

			cur[j] = sub < del ? (sub < ins ? sub : ins) : (del < ins ? del : ins);
		}
		memcpy(prev, cur, (lb + 1) * sizeof(int));
	}
	d = prev[lb];
	free(prev);
	free(cur);
	return d;
}

/* Linux perf 6.1's commands: those we lack get no "did you mean" to an unrelated one. */
static const char *const linux_perf_cmds[] = {
	"annotate", "bench", "c2c", "config", "daemon", "data",	 "evlist",    "inject", "iostat",
	"kallsyms", "kmem",  "kvm", "lock",   "mem",	"sched", "timechart", "top",	"trace",
};

void perf_unknown_command(const char *name)
{
	int n, best = -1, best_d = 1 << 30;
	const struct cmd_struct *c = perf_commands(&n);

	for (int i = 0; i < n; i++) {
		int d = edit_distance(name, c[i].name);

		/* a prefix counts as close: "rec" -> record */
		if (!strncmp(c[i].name, name, strlen(name)))
			d = 1;
		if (d < best_d) {
			best_d = d;
			best = i;
		}
	}
	for (size_t i = 0; i < ARRAY_SIZE(linux_perf_cmds); i++) {
		if (!strcmp(name, linux_perf_cmds[i])) {
			fprintf(stderr,
				"perf: '%s' is a command of Linux perf that this perf does not have. See 'perf --help'.\n",
				name);
			return;
		}
	}
	fprintf(stderr, "perf: '%s' is not a perf-command. See 'perf --help'.\n", name);
	if (best >= 0 && best_d <= 2)
		fprintf(stderr, "\nDid you mean this?\n\t%s\n", c[best].name);
}

/*
 * What this binary was built with, in Linux perf 6.1's `version --build-options` layout:
 * a row is "on" when the Makefile's BUILD_OPTIONS (the macros of the libraries it links)
 * holds its macro, or the row's own flag when its answer is another piece's (Linux perf 6.1
 * shows HAVE_DWARF_SUPPORT on its libdw unwinder's row). libpython is on when perf script
 * -s's engine is built (Linux perf's tests read it as "perf script runs Python scripts").
 */
static const struct {
	const char *name, *macro, *flag;
} build_features[] = {
	{ "dwarf", "HAVE_DWARF_SUPPORT" },
	{ "dwarf_getlocations", "HAVE_DWARF_GETLOCATIONS_SUPPORT" },
	{ "glibc", "HAVE_GLIBC_SUPPORT" },
	{ "syscall_table", "HAVE_SYSCALL_TABLE_SUPPORT" },
	{ "libbfd", "HAVE_LIBBFD_SUPPORT" },
	{ "debuginfod", "HAVE_DEBUGINFOD_SUPPORT" },
	{ "libelf", "HAVE_LIBELF_SUPPORT" },
	{ "libnuma", "HAVE_LIBNUMA_SUPPORT" },
	{ "numa_num_possible_cpus", "HAVE_LIBNUMA_SUPPORT" },
	{ "libperl", "HAVE_LIBPERL_SUPPORT" },
	{ "libpython", "HAVE_LIBPYTHON_SUPPORT" },
	{ "libslang", "HAVE_SLANG_SUPPORT" },
	{ "libcrypto", "HAVE_LIBCRYPTO_SUPPORT" },
	{ "libunwind", "HAVE_LIBUNWIND_SUPPORT" },
	{ "libdw-dwarf-unwind", "HAVE_DWARF_SUPPORT", "HAVE_DWARF_UNWIND_SUPPORT" },
	{ "zlib", "HAVE_ZLIB_SUPPORT" },
	{ "lzma", "HAVE_LZMA_SUPPORT" },
	{ "get_cpuid", "HAVE_AUXTRACE_SUPPORT" },
	{ "bpf", "HAVE_LIBBPF_SUPPORT" },
	{ "aio", "HAVE_AIO_SUPPORT" },
	{ "zstd", "HAVE_ZSTD_SUPPORT" },
	{ "libpfm4", "HAVE_LIBPFM" },
};

/* the C library is the compiler's answer, not a library the Makefile adds */
#ifdef __GLIBC__
#define LIBC_BUILD_OPTIONS " HAVE_GLIBC_SUPPORT"
#else
#define LIBC_BUILD_OPTIONS ""
#endif

/* macro, a word of the build's list */
static bool built_with(const char *macro)
{
	const char *list = BUILD_OPTIONS LIBC_BUILD_OPTIONS, *p = list;
	size_t len = strlen(macro);

	while ((p = strstr(p, macro))) {
		if ((p == list || p[-1] == ' ') && (p[len] == ' ' || !p[len]))
			return true;
		p += len;
	}
	return false;
}

static void print_version(bool build_options)
{
	printf("perf version %s\n", PERF_VERSION);
	if (!build_options)
		return;
	for (size_t i = 0; i < ARRAY_SIZE(build_features); i++) {
		const char *flag = build_features[i].flag ?: build_features[i].macro;

		printf("%22s: [ %s ]  # %s\n", build_features[i].name,
		       built_with(flag) ? "on " : "OFF", build_features[i].macro);
	}
}

static const char *const version_usage[] = { "perf version [<options>]", NULL };

static int cmd_version(int argc, const char **argv)
{
	bool build_options = false;
	const struct option options[] = {
		OPT_BOOLEAN(0, "build-options", &build_options, "display the build options"),
		OPT_END(),
	};

	parse_options(argc, argv, options, version_usage, 0);
	print_version(build_options);
	return 0;
}
PERF_COMMAND("version", cmd_version, "display the version of perf binary");

/* The global long options, for completion (perf --list-opts), as Linux perf lists its own. */
static const char *const global_long_opts[] = {
	"--help",      "--version",   "--paginate", "--no-pager", "--buildid-dir",
	"--list-cmds", "--list-opts", "--debug",    "--verbose",
};

/* The commands whose output goes through the pager on a terminal, as Linux perf's. */
static bool pages_output(const char *cmd)
{
	static const char *const paged[] = { "annotate", "buildid-cache", "buildid-list", "diff",
					     "list",	 "probe",	  "report",	  "script" };

	for (size_t i = 0; i < ARRAY_SIZE(paged); i++)
		if (!strcmp(cmd, paged[i]))
			return true;
	return false;
}

/* perf script report gecko writes a profile, not text to read: no pager */
static bool writes_a_file(const char *cmd, int argc, const char **argv)
{
	if (strcmp(cmd, "script"))
		return false;
	for (int i = 1; i + 1 < argc; i++)
		if (!strcmp(argv[i], "report") && !strcmp(argv[i + 1], "gecko"))
			return true;
	return false;
}

int main(int argc, const char **argv)
{
	const struct cmd_struct *c;
	int use_pager = -1;

	argv++;
	argc--;
	/* Global options before the command. */
	while (argc > 0 && argv[0][0] == '-') {
		const char *o = argv[0];

		/*
		 * As Linux perf: -v and --version print the version whatever follows (-vv and
		 * "--version --build-options" add the build options); --verbose is -v for commands.
		 */
		if (!strcmp(o, "--version") || !strcmp(o, "-v") || !strcmp(o, "-vv")) {
			print_version(!strcmp(o, "-vv") ||
				      (argc > 1 && !strcmp(argv[1], "--build-options")));
			return 0;
		}
		if (!strcmp(o, "--help") || !strcmp(o, "-h")) {
			perf_print_commands(stdout);
			return 0;
		}
		if (!strcmp(o, "--verbose")) {
			verbose++;
		} else if (!strncmp(o, "--debug", 7)) {
			/* --debug verbose[=N] as Linux perf; a bare --debug is one level */
			const char *v = o[7] == '=' ? o + 8 : (argc > 1 ? argv[1] : NULL);
			int lvl = 1;

			if (o[7] != '=' && v && !strncmp(v, "verbose", 7)) {
				argv++;
				argc--;
			}
			if (v && !strncmp(v, "verbose=", 8))
				lvl = atoi(v + 8);
			verbose += lvl;
		} else if (!strncmp(o, "--buildid-dir", 13) && (o[13] == '=' || !o[13])) {
			/* the build-id cache directory, over $PERF_BUILDID_DIR and ~/.debug */
			const char *dir = o[13] == '=' ? o + 14 : (argc > 1 ? argv[1] : NULL);

			if (!dir || !*dir) {
				fprintf(stderr, "No directory given for --buildid-dir.\n\n usage: %s\n",
					perf_usage_string);
				return 129;
			}
			if (!o[13]) {
				argv++;
				argc--;
			}
			buildid_dir__set(dir);
			/* what perf archive and other helpers we run read, as Linux perf sets it */
			setenv("PERF_BUILDID_DIR", dir, 1);
		} else if (!strcmp(o, "--no-pager") || !strcmp(o, "-P")) {
			use_pager = 0;
		} else if (!strcmp(o, "--paginate") || !strcmp(o, "-p")) {
			use_pager = 1;
		} else if (!strcmp(o, "--no-color")) {
			/* not in Linux perf 6.1 (it has report --stdio-color never); kept, harmless */
			color__set_mode(COLOR_NEVER);
		} else if (!strcmp(o, "--list-cmds")) {
			/* what bash completion asks */
			const char *hargv[] = { "help", "--list-cmds", NULL };

			return cmd_help(2, hargv);
		} else if (!strcmp(o, "--list-opts")) {
			for (size_t i = 0; i < ARRAY_SIZE(global_long_opts); i++)
				printf("%s ", global_long_opts[i]);
			putchar('\n');
			return 0;
		} else {
			fprintf(stderr, "Unknown option: %s\n\n usage: %s\n", o, perf_usage_string);
			return 129;
		}
		argv++;
		argc--;
	}
	if (argc == 0) {
		perf_print_commands(stdout);
		return 1;
	}
	/* perf --help CMD and perf CMD --help: perf help CMD (-h stays the option summary) */
	if (!strcmp(argv[0], "--help"))
		argv[0] = "help";
	if (argc > 1 && !strcmp(argv[1], "--help") && strcmp(argv[0], "help")) {
		const char *hargv[] = { "help", argv[0], NULL };

		return cmd_help(2, hargv);
	}
	c = perf_find_command(argv[0]);
	if (!c) {
		perf_unknown_command(argv[0]);
		return 1;
	}
	signal(SIGPIPE, SIG_DFL);
	/* report, annotate and diff on a terminal browse (util/tui.h): they start the pager for text */
	if (use_pager < 0 && (!strcmp(c->name, "report") || !strcmp(c->name, "annotate") ||
			      !strcmp(c->name, "diff")))
		pager__defer();
	else if (use_pager < 0)
		use_pager = pages_output(c->name) && !writes_a_file(c->name, argc, argv);
	if (use_pager > 0)
		setup_pager();
	return c->fn(argc, argv);
}
