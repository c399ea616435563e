// SPDX-License-Identifier: GPL-2.0
/*
 * The unit tests' side of the capability probe: runs tests/progs/caps (which opens each
 * facility directly, without our perf or util library) and turns an absent facility into
 * a skip with the probe's reason. See tests/shell/lib/caps.sh for the scripts' side.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tests/tests.h"

int test__caps(struct test_ctx *t, const char *names, const char *part)
{
	char prog[4200], list[256], out[1024], drain[256], *argv[16], *save = NULL;
	size_t got = 0, len;
	int argc = 0, pfd[2], status;
	ssize_t n = 0;
	pid_t pid;

	snprintf(prog, sizeof(prog), "%s/progs/caps", tests_dir());
	snprintf(list, sizeof(list), "%s", names);
	argv[argc++] = prog;
	for (char *w = strtok_r(list, " ,", &save); w && argc < 15; w = strtok_r(NULL, " ,", &save))
		argv[argc++] = w;
	argv[argc] = NULL;
	if (access(prog, X_OK)) {
		snprintf(t->reason, sizeof(t->reason), "%.300s not built (make test-progs)", prog);
		return TEST_FAIL;
	}
	if (pipe(pfd)) {
		snprintf(t->reason, sizeof(t->reason), "pipe: %s", strerror(errno));
		return TEST_FAIL;
	}
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		snprintf(t->reason, sizeof(t->reason), "fork: %s", strerror(errno));
		return TEST_FAIL;
	}
	if (pid == 0) {
		dup2(pfd[1], 1);
		dup2(pfd[1], 2);
		close(pfd[0]);
		execv(prog, argv);
		_exit(127);
	}
	close(pfd[1]);
	while (got < sizeof(out) - 1 && (n = read(pfd[0], out + got, sizeof(out) - 1 - got)) > 0)
		got += n;
	out[got] = '\0';
	while (read(pfd[0], drain, sizeof(drain)) > 0) {
	}
	close(pfd[0]);
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
	}
	if (!WIFEXITED(status) || (WEXITSTATUS(status) != 0 && WEXITSTATUS(status) != 2)) {
		snprintf(t->reason, sizeof(t->reason), "%.200s %.100s failed: %.150s", prog, names,
			 out);
		return TEST_FAIL;
	}
	if (WEXITSTATUS(status) == 0)
		return 0;
	/* one reason a line: joined with "; " */
	while (got && out[got - 1] == '\n')
		out[--got] = '\0';
	if (!part)
		t->reason[0] = '\0';
	len = strlen(t->reason);
	if (part)
		len += snprintf(t->reason + len,
				len < sizeof(t->reason) ? sizeof(t->reason) - len : 0,
				"%spart skipped: %s: ", len ? "; " : "", part);
	for (char *r = out, *nl; r; r = nl ? nl + 1 : NULL) {
		nl = strchr(r, '\n');
		if (len < sizeof(t->reason))
			len += snprintf(t->reason + len, sizeof(t->reason) - len, "%s%.*s",
					r == out ? "" : "; ", nl ? (int)(nl - r) : (int)strlen(r),
					r);
	}
	return TEST_SKIP;
}
