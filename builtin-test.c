// SPDX-License-Identifier: GPL-2.0
/*
 * perf test: runs the unit tests compiled in from tests/ and the scripts in tests/shell/,
 * each in its own process with a time limit, one line per test, then the totals.
 * A script passes with exit 0, is skipped with exit 2 (its last output line says why).
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "builtin.h"
#include "tests/tests.h"
#include "util/debug.h"
#include "util/parse-options.h"
#include "util/util.h"

extern const struct perf_test __start_perf_tests[] __attribute__((weak));
extern const struct perf_test __stop_perf_tests[] __attribute__((weak));

static int test_timeout = 300;
static bool list_only;

const char *tests_dir(void)
{
	static char dir[PATH_MAX];

	if (!dir[0]) {
		char exe[PATH_MAX], cand[PATH_MAX + 32], *slash;
		struct stat st;

		snprintf(exe, sizeof(exe), "%s", perf_exe_path());
		slash = strrchr(exe, '/');
		if (slash)
			*slash = '\0';
		/* ./perf, or build-san/perf one level down */
		for (int up = 0; up < 2; up++) {
			snprintf(cand, sizeof(cand), "%s%s/tests/shell", exe, up ? "/.." : "");
			if (!stat(cand, &st)) {
				cand[strlen(cand) - 6] = '\0';
				if (!realpath(cand, dir))
					snprintf(dir, sizeof(dir), "%s", cand);
				return dir;
			}
		}
		snprintf(dir, sizeof(dir), "tests");
	}
	return dir;
}

struct test_entry {
	char *desc;
	const struct perf_test *unit; /* or */
	char *script;
};

/* "# desc: text" in a script's first lines names it; else its file name. */
static char *script_desc(const char *path, const char *name)
{
	FILE *f = fopen(path, "r");
	char line[256];

	for (int i = 0; f && i < 5 && fgets(line, sizeof(line), f); i++) {
		char *d = strstr(line, "# desc:");

		if (d) {
			d += 7;
			while (*d == ' ')
				d++;
			d[strcspn(d, "\n")] = '\0';
			fclose(f);
			return xstrdup(d);
		}
	}
	if (f)
		fclose(f);
	return xstrdup(name);
}

static int entry_cmp(const void *a, const void *b)
{
	return strcmp(((const struct test_entry *)a)->script, ((const struct test_entry *)b)->script);
}

static int collect(struct test_entry **out)
{
	struct test_entry *e = NULL;
	size_t alloc = 0;
	int nr = 0, nscripts;
	char dir[PATH_MAX + 16];
	DIR *d;
	struct dirent *de;

	for (const struct perf_test *t = __start_perf_tests; t && t < __stop_perf_tests; t++) {
		e = grow_array(e, &alloc, nr + 1, sizeof(*e));
		e[nr].desc = xstrdup(t->desc);
		e[nr].unit = t;
		e[nr].script = NULL;
		nr++;
	}
	snprintf(dir, sizeof(dir), "%s/shell", tests_dir());
	d = opendir(dir);
	nscripts = nr;
	while (d && (de = readdir(d))) {
		size_t l = strlen(de->d_name);

		if (l < 4 || strcmp(de->d_name + l - 3, ".sh"))
			continue;
		e = grow_array(e, &alloc, nr + 1, sizeof(*e));
		e[nr].script = xasprintf("%s/%s", dir, de->d_name);
		e[nr].desc = script_desc(e[nr].script, de->d_name);
		e[nr].unit = NULL;
		nr++;
	}
	if (d)
		closedir(d);
	qsort(e + nscripts, nr - nscripts, sizeof(*e), entry_cmp);
	*out = e;
	return nr;
}

static bool selected(int argc, const char **argv, int num, const char *desc, const char *script)
{
	if (argc == 0)
		return true;
	for (int i = 0; i < argc; i++) {
		int n;

		if (!str_to_int(argv[i], &n)) {
			if (n == num)
				return true;
			continue;
		}
		if (strcasestr(desc, argv[i]) || (script && strstr(script, argv[i])))
			return true;
	}
	return false;
}

static volatile sig_atomic_t timed_out;
static void on_alarm(int sig)
{
	timed_out = 1;
}

/*
 * A script that passes but could not run some part (the host lacks what it needs) says so
 * in lines "part skipped: what: why" (tests/shell/lib/caps.sh): they become the reason
 * shown beside its "ok".
 */
static void parts_skipped(const char *out, char *reason, size_t rlen)
{
	static const char tag[] = "part skipped: ";
	size_t len = 0;

	reason[0] = '\0';
	for (const char *l = out; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL) {
		int n = strcspn(l, "\n");

		if (strncmp(l, tag, sizeof(tag) - 1))
			continue;
		len += snprintf(reason + len, len < rlen ? rlen - len : 0, "%s%.*s",
				len ? "; " : "", n, l);
		if (len >= rlen)
			break;
	}
}

/* Runs one test in a child; returns TEST_OK/FAIL/SKIP and fills reason. */
static int run_one(const struct test_entry *e, char *reason, size_t rlen)
{
	struct test_ctx *ctx = mmap(NULL, sizeof(*ctx), PROT_READ | PROT_WRITE,
				    MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	int pfd[2] = { -1, -1 };
	pid_t pid;
	int status = 0, ret;
	char *outbuf = NULL;
	size_t outlen = 0, outalloc = 0;

	if (ctx == MAP_FAILED) {
		snprintf(reason, rlen, "mmap: %s", strerror(errno));
		return TEST_FAIL;
	}
	memset(ctx, 0, sizeof(*ctx));
	if (pipe(pfd)) {
		snprintf(reason, rlen, "pipe: %s", strerror(errno));
		return TEST_FAIL;
	}
	fflush(NULL);
	pid = fork();
	if (pid == 0) {
		setpgid(0, 0);
		close(pfd[0]);
		if (e->unit) {
			if (verbose <= 0) {
				dup2(pfd[1], 1);
				dup2(pfd[1], 2);
			}
			ret = e->unit->fn(ctx);
			_exit(ret == TEST_OK ? 0 : ret == TEST_SKIP ? 2 : 1);
		}
		if (verbose <= 0) {
			dup2(pfd[1], 1);
			dup2(pfd[1], 2);
		}
		/*
		 * Nothing on standard input: a pipe there is the input of perf report/script
		 * without -i (as Linux perf), whatever ran perf test.
		 */
		{
			int nul = open("/dev/null", O_RDONLY);

			if (nul >= 0 && nul != 0) {
				dup2(nul, 0);
				close(nul);
			}
		}
		execl("/bin/bash", "bash", e->script, NULL);
		_exit(127);
	}
	close(pfd[1]);
	timed_out = 0;
	signal(SIGALRM, on_alarm);
	alarm(test_timeout);
	for (;;) {
		char buf[4096];
		ssize_t n = read(pfd[0], buf, sizeof(buf));

		if (n < 0 && errno == EINTR && timed_out) {
			kill(-pid, SIGKILL);
			break;
		}
		if (n <= 0)
			break;
		outbuf = grow_array(outbuf, &outalloc, outlen + n + 1, 1);
		memcpy(outbuf + outlen, buf, n);
		outlen += n;
		outbuf[outlen] = '\0';
	}
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
		if (timed_out)
			kill(-pid, SIGKILL);
	}
	alarm(0);
	close(pfd[0]);
	/* A script leaves no children behind. */
	kill(-pid, SIGKILL);

	if (timed_out) {
		snprintf(reason, rlen, "timed out after %d s", test_timeout);
		ret = TEST_FAIL;
	} else if (WIFSIGNALED(status)) {
		snprintf(reason, rlen, "killed by signal %d (%s)", WTERMSIG(status),
			 strsignal(WTERMSIG(status)));
		ret = TEST_FAIL;
	} else if (e->unit) {
		/* exit 0 ok, 2 skipped, else failed; the reason is in ctx */
		int code = WEXITSTATUS(status);

		snprintf(reason, rlen, "%s", ctx->reason);
		ret = code == 0 ? TEST_OK : code == 2 ? TEST_SKIP : TEST_FAIL;
		if (ret == TEST_FAIL && !reason[0])
			snprintf(reason, rlen, "exit %d", code);
	} else {
		int code = WEXITSTATUS(status);
		char *last = NULL;

		/* the last non-empty output line is the reason */
		if (outbuf) {
			while (outlen && (outbuf[outlen - 1] == '\n' || outbuf[outlen - 1] == ' '))
				outbuf[--outlen] = '\0';
			last = strrchr(outbuf, '\n');
			last = last ? last + 1 : outbuf;
		}
		snprintf(reason, rlen, "%s", last ? last : "");
		ret = code == 0 ? TEST_OK : code == 2 ? TEST_SKIP : TEST_FAIL;
		if (ret == TEST_OK)
			parts_skipped(outbuf, reason, rlen);
		if (ret == TEST_FAIL && !reason[0])
			snprintf(reason, rlen, "exit %d", code);
	}
	if (ret == TEST_FAIL && verbose <= 0 && outbuf && outlen) {
		/* show the tail of what a failing test printed */
		const char *tail = outbuf + (outlen > 2000 ? outlen - 2000 : 0);

		fprintf(stderr, "---- output of '%s' ----\n%s\n---- end ----\n", e->desc, tail);
	}
	free(outbuf);
	munmap(ctx, sizeof(*ctx));
	return ret;
}

static const char *const test_usage[] = { "perf test [<options>] [{list <test-name-fragment>|[<test-name-fragments>|<test-numbers>]}]", NULL };

static int cmd_test(int argc, const char **argv)
{
	const char *workload = NULL;
	const struct option options[] = {
		OPT_STRING('w', "workload", &workload, "work",
			   "workload to run for testing (noploop, thloop, leafloop, sqrtloop, brstack, datasym)"),
		OPT_INCR('v', "verbose", &verbose, "be more verbose (show the tests' output)"),
		OPT_INTEGER(0, "timeout", &test_timeout, "seconds each test may take (default 300)"),
		OPT_BOOLEAN('l', "list", &list_only, "list the tests"),
		OPT_END()
	};
	struct test_entry *tests;
	int nr, passed = 0, failed = 0, skipped = 0;
	char exe[PATH_MAX];

	argc = parse_options(argc, argv, options, test_usage, 0);
	if (workload)
		return test_workload__run(workload, argc, argv);
	if (argc && !strcmp(argv[0], "list")) {
		list_only = true;
		argv++;
		argc--;
	}
	nr = collect(&tests);

	/* What the scripts need: this perf and the tests directory. */
	snprintf(exe, sizeof(exe), "%s", perf_exe_path());
	setenv("PERF", exe, 1);
	setenv("TESTS_DIR", tests_dir(), 1);
	setenv("LC_ALL", "C", 1);

	for (int i = 0; i < nr; i++) {
		char reason[512] = "";
		int ret;

		if (!selected(argc, argv, i + 1, tests[i].desc, tests[i].script))
			continue;
		if (list_only) {
			printf("%3d: %s\n", i + 1, tests[i].desc);
			continue;
		}
		printf("%3d: %-60s: ", i + 1, tests[i].desc);
		fflush(stdout);
		ret = run_one(&tests[i], reason, sizeof(reason));
		if (ret == TEST_OK) {
			printf(reason[0] ? "ok (%s)\n" : "ok\n", reason);
			passed++;
		} else if (ret == TEST_SKIP) {
			printf("skip: %s\n", reason[0] ? reason : "(no reason given)");
			skipped++;
		} else {
			printf("FAILED: %s\n", reason);
			failed++;
		}
		fflush(stdout);
	}
	if (!list_only)
		printf("%d passed, %d failed, %d skipped\n", passed, failed, skipped);
	for (int i = 0; i < nr; i++) {
		free(tests[i].desc);
		free(tests[i].script);
	}
	free(tests);
	return failed ? 1 : 0;
}
PERF_COMMAND("test", cmd_test, "Runs sanity tests.");
