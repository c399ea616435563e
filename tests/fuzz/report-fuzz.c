// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer harness over the perf.data reader and perf report: each input is written to a
 * file and reported flat, with call graphs, as --stat and as a -D dump. Built by `make fuzz`
 * with clang, ASan and UBSan; inputs that crashed go to tests/fuzz/regressions/, which
 * tests/shell/report-truncated.sh replays.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int cmd_report(int argc, const char **argv);

static char path[64];

static void run(const char *const *args, int n)
{
	const char *argv[16];

	for (int i = 0; i < n; i++)
		argv[i] = args[i];
	argv[n] = NULL;
	cmd_report(n, argv);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	static int devnull = -1;
	int fd;

	if (devnull < 0) {
		/* the reports go nowhere; stderr stays for the sanitizers */
		devnull = open("/dev/null", O_WRONLY);
		dup2(devnull, 1);
		snprintf(path, sizeof(path), "/tmp/perf-report-fuzz.%d.data", (int)getpid());
		setenv("HOME", "/nonexistent", 1); /* no build-id cache of the host */
	}
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd < 0)
		return 0;
	if (write(fd, data, size) != (ssize_t)size) {
		close(fd);
		return 0;
	}
	close(fd);
	{
		const char *a[] = { "report", "-q", "-i", path, "--stdio", "--symfs", "/nonexistent" };
		const char *b[] = { "report", "-q", "-i", path, "-g", "--symfs", "/nonexistent", "--sort", "comm,dso,sym,cpu,pid" };
		const char *c[] = { "report", "-q", "-i", path, "--stat" };
		const char *d[] = { "report", "-q", "-i", path, "-D" };
		const char *e[] = { "report", "-q", "-i", path, "--header-only" };
		const char *f[] = { "report", "-q", "-i", path, "-g", "folded,0,callee", "--no-children", "--symfs", "/nonexistent" };

		run(a, 7);
		run(b, 9);
		run(c, 5);
		run(d, 5);
		run(e, 5);
		run(f, 9);
	}
	return 0;
}
