// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer harness over the perf.data readers: report (stdio, -D, --header, --stat,
 * call graphs), script and buildid-list. The first byte of an input picks the command line
 * (modes[] below, modulo their number), the rest is the perf.data file. Built by
 * `make fuzz` with clang, ASan and UBSan, which seeds each mode with every file of
 * tests/data, tests/fuzz/seeds and tests/fuzz/regressions.
 *
 * A crashing input is kept in tests/fuzz/regressions/ without its first byte (tail -c +2):
 * there each file is a plain perf.data that tests/shell/fuzz-regressions.sh replays through
 * every mode with the normal binary.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "builtin.h"
#include "util/debug.h"

#define IN "@" /* stands for the input file */

static const char *const modes[][16] = {
	{ "report", "-q", "--stdio", "-i", IN, "--symfs", "/nonexistent" },
	{ "report", "-q", "-D", "-i", IN },
	{ "report", "-q", "--header", "-i", IN, "--symfs", "/nonexistent" },
	{ "report", "-q", "--header-only", "-i", IN },
	{ "report", "-q", "--header-only", "-I", "-i", IN },
	{ "report", "-q", "--stat", "-i", IN, "--symfs", "/nonexistent" },
	{ "report", "-q", "-i", IN, "-g", "--symfs", "/nonexistent", "--sort",
	  "comm,dso,sym,cpu,pid" },
	{ "report", "-q", "-i", IN, "-g", "folded,0,callee", "--no-children", "--symfs",
	  "/nonexistent" },
	{ "report", "-q", "-i", IN, "-g", "fractal,0.5,caller,address,period", "--children",
	  "--symfs", "/nonexistent", "-n", "--show-total-period" },
	{ "report", "-q", "-i", IN, "-g", "flat,0,callee,function,count", "--symfs", "/nonexistent",
	  "--sort", "dso,sym,parent", "-p", "^main$", "--percent-limit", "1" },
	{ "report", "-q", "-i", IN, "--symfs", "/nonexistent", "--sort", "trace,tid,parent" },
	{ "script", "-q", "-i", IN, "--symfs", "/nonexistent" },
	{ "script", "-q", "-i", IN, "--symfs", "/nonexistent", "-F",
	  "comm,tid,pid,time,event,ip,sym,dso,symoff,period", "--ns", "--show-task-events",
	  "--show-mmap-events", "--show-lost-events" },
	{ "script", "-q", "-i", IN, "--symfs", "/nonexistent", "-F", "trace,ip,cpu,addr", "-G",
	  "--header" },
	{ "buildid-list", "-i", IN },
	{ "buildid-list", "-H", "-i", IN },
};

/* `make fuzz` reads this number to seed every mode */
#define NR_MODES 16
_Static_assert(NR_MODES == sizeof(modes) / sizeof(modes[0]), "NR_MODES: the number of modes");

extern const struct cmd_struct __start_perf_cmds[];
extern const struct cmd_struct __stop_perf_cmds[];

static int run(const char *const *mode, const char *path)
{
	const char *argv[16];
	int argc = 0;

	for (const struct cmd_struct *c = __start_perf_cmds; c < __stop_perf_cmds; c++) {
		if (strcmp(c->name, mode[0]))
			continue;
		for (; argc < 15 && mode[argc]; argc++)
			argv[argc] = strcmp(mode[argc], IN) ? mode[argc] : path;
		argv[argc] = NULL;
		return c->fn(argc, argv);
	}
	fprintf(stderr, "report-fuzz: no command %s\n", mode[0]);
	abort();
}

static char path[64];

static void remove_input(void)
{
	unlink(path);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	int fd;

	if (!path[0]) {
		/* the outputs go nowhere; stderr stays for the sanitizers */
		int devnull = open("/dev/null", O_WRONLY);

		dup2(devnull, 1);
		/* in the working directory (build-fuzz/): a crash leaves it behind */
		snprintf(path, sizeof(path), "fuzz-input.%d.data", (int)getpid());
		setenv("HOME", "/nonexistent", 1); /* no build-id cache of the host */
		atexit(remove_input);
	}
	if (size < 1)
		return 0;
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd < 0)
		return 0;
	if (write(fd, data + 1, size - 1) != (ssize_t)(size - 1)) {
		close(fd);
		return 0;
	}
	close(fd);
	quiet = 1; /* buildid-list has no -q; the warnings of damaged files are noise here */
	run(modes[data[0] % NR_MODES], path);
	fflush(stdout);
	return 0;
}
