// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer harness over the perf.data readers: report (stdio, -D, --header, --stat,
 * call graphs), script and buildid-list, and the stream readers (pipe mode: `-i -` with the
 * input on a pipe as standard input, inject included). The first byte of an input picks the
 * command line (modes[] below, modulo their number), the rest is the perf.data file. Built by
 * `make fuzz` with clang, ASan and UBSan, which seeds each mode with every file of
 * tests/data, tests/fuzz/seeds and tests/fuzz/regressions.
 *
 * A crashing input is kept in tests/fuzz/regressions/ without its first byte (tail -c +2):
 * there each file is a plain perf.data that tests/shell/fuzz-regressions.sh replays through
 * every mode with the normal binary.
 */
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
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
	{ "script", "-q", "-i", IN, "--symfs", "/nonexistent", "-F", "ip,sym,uregs,iregs" },
	{ "script", "-q", "report", "stackcollapse", "-i", IN, "--symfs", "/nonexistent" },
	{ "report", "-q", "-v", "--stdio", "-i", IN, "--symfs", "/nonexistent", "--sort",
	  "comm,dso", "--children" },
	/* the group view (a file's groups, or all events forced into one), a member's order */
	{ "report", "-q", "--stdio", "-i", IN, "--symfs", "/nonexistent", "--group", "-n",
	  "--show-total-period", "--group-sort-idx", "1", "-g", "caller" },
	{ "report", "-q", "--stdio", "-i", IN, "--symfs", "/nonexistent", "--hierarchy" },
	/* Linux perf's tree of entries replayed (sym alone); filters that hide entries */
	{ "report", "-q", "--stdio", "-i", IN, "--symfs", "/nonexistent", "--sort", "sym", "-g",
	  "caller", "--children" },
	{ "report", "-q", "--stdio", "-i", IN, "--symfs", "/nonexistent", "--comms", "perf,bash",
	  "--sort", "pid,sym", "--percentage", "relative", "-g" },
	/* the replayed tree's second tree (comm: entries merged, call graphs too); the tree
	 * rebuilt in sample order (dso); the parent key added by -p, -x's hidden rows */
	{ "report", "-q", "--stdio", "-i", IN, "--symfs", "/nonexistent", "--sort", "sym,comm",
	  "-g", "--children" },
	{ "report", "-q", "--stdio", "-i", IN, "--symfs", "/nonexistent", "--sort", "sym,dso",
	  "-p", "^main$", "-x", "-G" },
	/* pipe mode: "-" is standard input, a pipe the input is written to */
	{ "report", "-q", "--stdio", "-i", "-", "--symfs", "/nonexistent", "-g" },
	{ "report", "-q", "-D", "-i", "-" },
	{ "script", "-q", "-i", "-", "--symfs", "/nonexistent", "--show-task-events" },
	{ "buildid-list", "-i", "-" },
	{ "inject", "-b", "-i", "-", "-o", "-" },
	/* side-band records printed (SWITCH, NAMESPACES, CGROUP, rounds in file order) */
	{ "script", "-q", "-i", IN, "--symfs", "/nonexistent", "--show-switch-events",
	  "--show-namespace-events", "--show-cgroup-events", "--show-round-events", "--reltime" },
	/* --time slices from the header's sample times, chains cut at the root, -U */
	{ "report", "-q", "--stdio", "-i", IN, "--symfs", "/nonexistent", "--time", "10%-90%",
	  "--max-stack", "3", "-U", "-g", "caller" },
};

/* `make fuzz` reads this number to seed every mode */
#define NR_MODES 32
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

struct feeder {
	int fd;
	const unsigned char *data;
	size_t size;
};

/* Writes the input to the pipe the command reads, until it ends or the reader goes away. */
static void *feed(void *arg)
{
	struct feeder *f = arg;
	size_t done = 0;

	while (done < f->size) {
		ssize_t r = write(f->fd, f->data + done, f->size - done);

		if (r <= 0)
			break;
		done += r;
	}
	close(f->fd);
	return NULL;
}

/* The command with the input on a pipe as its standard input. */
static void run_on_pipe(const char *const *mode, const unsigned char *data, size_t size)
{
	struct feeder f = { .data = data, .size = size };
	int pfd[2], saved = dup(0);
	pthread_t t;

	if (saved < 0 || pipe(pfd)) {
		close(saved);
		return;
	}
	f.fd = pfd[1];
	dup2(pfd[0], 0);
	close(pfd[0]);
	if (pthread_create(&t, NULL, feed, &f)) {
		close(pfd[1]);
	} else {
		run(mode, path);
		/* the read end closed: a feeder blocked on a full pipe gets EPIPE */
		dup2(saved, 0);
		pthread_join(t, NULL);
	}
	dup2(saved, 0);
	close(saved);
}

static bool reads_stdin(const char *const *mode)
{
	for (int i = 0; mode[i]; i++)
		if (!strcmp(mode[i], "-i") && mode[i + 1] && !strcmp(mode[i + 1], "-"))
			return true;
	return false;
}

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
		signal(SIGPIPE, SIG_IGN); /* the feeder of a reader that stopped early */
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
	if (reads_stdin(modes[data[0] % NR_MODES]))
		run_on_pipe(modes[data[0] % NR_MODES], data + 1, size - 1);
	else
		run(modes[data[0] % NR_MODES], path);
	fflush(stdout);
	return 0;
}
