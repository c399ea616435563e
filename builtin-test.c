// SPDX-License-Identifier: GPL-2.0
/*
 * perf test: runs the unit tests compiled in from tests/ and the scripts in tests/shell/ and
 * tests/scenarios/, each in its own process with a time limit, up to -j at once, one line
 * per test in the tests' order, then the totals.
 * A script passes with exit 0, is skipped with exit 2 (its last output line says why).
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <ftw.h>
#include <limits.h>
#include <poll.h>
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
	/*
	 * What a script shares with other tests (`# lock: NAME...` in its first lines): two
	 * tests holding the same lock never run at once; `# lock: all` runs alone.
	 */
	char **locks;
	int nr_locks;
	/*
	 * A script that takes long (`# slow` at the start of a line of its header): run at
	 * once, tests start before the others so that the run does not end on it alone.
	 */
	bool slow;
};

/*
 * The header lines of a script: "# desc: text" names it (else its file name), "# lock:
 * NAME..." says what it shares with others, "# slow" that it takes long.
 */
/* The names of a "lock:" list, space-separated, added to the entry's. */
static void add_locks(struct test_entry *e, const char *list)
{
	char *copy = xstrdup(list), *tok, *save;

	for (tok = strtok_r(copy, " \t\n", &save); tok; tok = strtok_r(NULL, " \t\n", &save)) {
		e->locks = xrealloc(e->locks, (e->nr_locks + 1) * sizeof(*e->locks));
		e->locks[e->nr_locks++] = xstrdup(tok);
	}
	free(copy);
}

static void script_header(struct test_entry *e, const char *name)
{
	FILE *f = fopen(e->script, "r");
	char line[256];

	e->desc = NULL;
	for (int i = 0; f && i < 20 && fgets(line, sizeof(line), f); i++) {
		char *d = strstr(line, "# desc:"), *l = strstr(line, "# lock:");

		if (d && !e->desc) {
			d += 7;
			while (*d == ' ')
				d++;
			d[strcspn(d, "\n")] = '\0';
			e->desc = xstrdup(d);
		}
		if (l)
			add_locks(e, l + 7);
		if (!strncmp(line, "# slow", 6))
			e->slow = true;
	}
	if (f)
		fclose(f);
	if (!e->desc)
		e->desc = xstrdup(name);
}

static int entry_cmp(const void *a, const void *b)
{
	return strcmp(((const struct test_entry *)a)->script, ((const struct test_entry *)b)->script);
}

/*
 * The scripts of one directory, in name order, named by their "# desc:" (after prefix):
 * tests/shell holds the end-to-end tests of one command each, tests/scenarios a person's
 * sessions across commands ("scenario: ...").
 */
static int collect_scripts(const char *sub, const char *prefix, struct test_entry **e,
			   size_t *alloc, int nr)
{
	char dir[PATH_MAX + 16];
	int first = nr;
	DIR *d;
	struct dirent *de;

	snprintf(dir, sizeof(dir), "%s/%s", tests_dir(), sub);
	d = opendir(dir);
	while (d && (de = readdir(d))) {
		size_t l = strlen(de->d_name);
		char *desc;

		if (l < 4 || strcmp(de->d_name + l - 3, ".sh"))
			continue;
		*e = grow_array(*e, alloc, nr + 1, sizeof(**e));
		memset(&(*e)[nr], 0, sizeof(**e));
		(*e)[nr].script = xasprintf("%s/%s", dir, de->d_name);
		script_header(&(*e)[nr], de->d_name);
		desc = (*e)[nr].desc;
		(*e)[nr].desc = xasprintf("%s%s", prefix, desc);
		free(desc);
		nr++;
	}
	if (d)
		closedir(d);
	qsort(*e + first, nr - first, sizeof(**e), entry_cmp);
	return nr;
}

static int collect(struct test_entry **out)
{
	struct test_entry *e = NULL;
	size_t alloc = 0;
	int nr = 0;

	for (const struct perf_test *t = __start_perf_tests; t && t < __stop_perf_tests; t++) {
		e = grow_array(e, &alloc, nr + 1, sizeof(*e));
		memset(&e[nr], 0, sizeof(*e));
		e[nr].desc = xstrdup(t->desc);
		e[nr].unit = t;
		if (t->locks)
			add_locks(&e[nr], t->locks);
		nr++;
	}
	nr = collect_scripts("shell", "", &e, &alloc, nr);
	nr = collect_scripts("scenarios", "scenario: ", &e, &alloc, nr);
	*out = e;
	return nr;
}

static const char *script_name(const char *script)
{
	const char *slash = strrchr(script, '/');

	return slash ? slash + 1 : script;
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
		/* the script's file name, not its path (a tree cloned as ~/h-sched matches "sched") */
		if (strcasestr(desc, argv[i]) || (script && strstr(script_name(script), argv[i])))
			return true;
	}
	return false;
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

/* A test under way: its process (group), the pipe of its output, its deadline. */
struct running {
	struct test_entry *e;
	pid_t pid;
	int fd; /* -1 once the pipe is closed */
	struct test_ctx *ctx;
	char *out;
	size_t outlen, outalloc;
	double deadline;
	bool exited, timed_out;
	int status;
	/* the result, once over */
	int ret;
	char reason[512];
};

static double now_secs(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/*
 * Forks the test in its own process group, its output into a pipe (or, show_output, to
 * ours as it comes). 0, or -1 with the reason set.
 */
static int test_start(struct running *r, struct test_entry *e, bool show_output)
{
	int pfd[2] = { -1, -1 };

	memset(r, 0, sizeof(*r));
	r->e = e;
	r->fd = -1;
	r->ret = TEST_FAIL;
	r->ctx = mmap(NULL, sizeof(*r->ctx), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS,
		      -1, 0);
	if (r->ctx == MAP_FAILED) {
		r->ctx = NULL;
		snprintf(r->reason, sizeof(r->reason), "mmap: %s", strerror(errno));
		return -1;
	}
	memset(r->ctx, 0, sizeof(*r->ctx));
	if (pipe2(pfd, O_CLOEXEC)) {
		snprintf(r->reason, sizeof(r->reason), "pipe: %s", strerror(errno));
		return -1;
	}
	fflush(NULL);
	r->pid = fork();
	if (r->pid < 0) {
		snprintf(r->reason, sizeof(r->reason), "fork: %s", strerror(errno));
		close(pfd[0]);
		close(pfd[1]);
		return -1;
	}
	if (r->pid == 0) {
		int nul;

		setpgid(0, 0);
		/* (the runner's Ctrl-C handling is not the test's) */
		signal(SIGINT, SIG_DFL);
		signal(SIGTERM, SIG_DFL);
		signal(SIGHUP, SIG_DFL);
		if (!show_output) {
			dup2(pfd[1], 1);
			dup2(pfd[1], 2);
		}
		if (e->unit) {
			int ret = e->unit->fn(r->ctx);

			_exit(ret == TEST_OK ? 0 : ret == TEST_SKIP ? 2 : 1);
		}
		/*
		 * Nothing on standard input: a pipe there is the input of perf report/script
		 * without -i (as Linux perf), whatever ran perf test.
		 */
		nul = open("/dev/null", O_RDONLY);
		if (nul >= 0 && nul != 0) {
			dup2(nul, 0);
			close(nul);
		}
		execl("/bin/bash", "bash", e->script, NULL);
		_exit(127);
	}
	/* here too: no moment when a kill of the group misses the child */
	setpgid(r->pid, r->pid);
	close(pfd[1]);
	r->fd = pfd[0];
	fcntl(r->fd, F_SETFL, O_NONBLOCK);
	r->deadline = now_secs() + test_timeout;
	return 0;
}

/* Takes what the pipe holds now; closes it at its end (every writer gone). */
static void test_read(struct running *r)
{
	char buf[4096];
	ssize_t n;

	while (r->fd >= 0) {
		n = read(r->fd, buf, sizeof(buf));
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == EAGAIN)
			return;
		if (n <= 0) {
			close(r->fd);
			r->fd = -1;
			break;
		}
		r->out = grow_array(r->out, &r->outalloc, r->outlen + n + 1, 1);
		memcpy(r->out + r->outlen, buf, n);
		r->outlen += n;
		r->out[r->outlen] = '\0';
	}
}

/*
 * Whether the test is over: its process exited or its time ran out. A script leaves no
 * children behind: the rest of its group is killed, and what they wrote is read.
 */
static bool test_done(struct running *r)
{
	if (!r->exited && waitpid(r->pid, &r->status, WNOHANG) == r->pid)
		r->exited = true;
	if (!r->exited && now_secs() >= r->deadline) {
		r->timed_out = true;
		kill(-r->pid, SIGKILL);
		while (waitpid(r->pid, &r->status, 0) < 0 && errno == EINTR)
			;
		r->exited = true;
	}
	if (!r->exited)
		return false;
	kill(-r->pid, SIGKILL);
	/*
	 * The killed ones' ends of the pipe close now: the rest of what they wrote, then its
	 * end; a writer outside the group (a daemon it started) is not waited for long.
	 */
	for (int i = 0; r->fd >= 0 && i < 20; i++) {
		struct pollfd pfd = { .fd = r->fd, .events = POLLIN };

		if (poll(&pfd, 1, 100) > 0)
			test_read(r);
	}
	return true;
}

/* TEST_OK/FAIL/SKIP and the reason, from the exit status and the output. */
static void test_result(struct running *r)
{
	size_t rlen = sizeof(r->reason);
	char *reason = r->reason;
	int status = r->status, ret;

	if (r->timed_out) {
		snprintf(reason, rlen, "timed out after %d s", test_timeout);
		ret = TEST_FAIL;
	} else if (WIFSIGNALED(status)) {
		snprintf(reason, rlen, "killed by signal %d (%s)", WTERMSIG(status),
			 strsignal(WTERMSIG(status)));
		ret = TEST_FAIL;
	} else if (r->e->unit) {
		/* exit 0 ok, 2 skipped, else failed; the reason is in ctx */
		int code = WEXITSTATUS(status);

		snprintf(reason, rlen, "%s", r->ctx->reason);
		ret = code == 0 ? TEST_OK : code == 2 ? TEST_SKIP : TEST_FAIL;
		if (ret == TEST_FAIL && !reason[0])
			snprintf(reason, rlen, "exit %d", code);
	} else {
		int code = WEXITSTATUS(status);
		size_t len = r->outlen;
		const char *last = NULL;

		/* the last non-empty output line is the reason */
		if (r->out) {
			while (len && (r->out[len - 1] == '\n' || r->out[len - 1] == ' '))
				len--;
			last = memrchr(r->out, '\n', len);
			last = last ? last + 1 : r->out;
		}
		snprintf(reason, rlen, "%.*s", last ? (int)(r->out + len - last) : 0,
			 last ? last : "");
		ret = code == 0 ? TEST_OK : code == 2 ? TEST_SKIP : TEST_FAIL;
		if (ret == TEST_OK)
			parts_skipped(r->out, reason, rlen);
		if (ret == TEST_FAIL && !reason[0])
			snprintf(reason, rlen, "exit %d", code);
	}
	r->ret = ret;
}

static void test_exit(struct running *r)
{
	if (r->fd >= 0)
		close(r->fd);
	free(r->out);
	if (r->ctx)
		munmap(r->ctx, sizeof(*r->ctx));
	r->fd = -1;
	r->out = NULL;
	r->ctx = NULL;
}

struct totals {
	int passed, failed, skipped;
	int signal; /* the signal that stopped the run (Ctrl-C), 0 */
};

/*
 * Ctrl-C reaches perf test alone: each test has a process group of its own. The running
 * ones are then killed, with their children, and the run ends.
 */
static volatile sig_atomic_t stop_signal;

static void on_stop(int sig)
{
	stop_signal = sig;
}

static void print_head(const struct test_entry *e, int num)
{
	printf("%3d: %-60s: ", num, e->desc);
	fflush(stdout);
}

/*
 * The end of the test's line (print_head wrote its start), and with a failure the tail of
 * what the test printed; whole_output (-v with several jobs): all it printed.
 */
static void test_print_result(struct running *r, struct totals *tot, bool whole_output)
{
	if (r->ret == TEST_OK) {
		printf(r->reason[0] ? "ok (%s)\n" : "ok\n", r->reason);
		tot->passed++;
	} else if (r->ret == TEST_SKIP) {
		printf("skip: %s\n", r->reason[0] ? r->reason : "(no reason given)");
		tot->skipped++;
	} else {
		printf("FAILED: %s\n", r->reason);
		tot->failed++;
	}
	fflush(stdout);
	if (r->out && r->outlen && (whole_output || (r->ret == TEST_FAIL && verbose <= 0))) {
		const char *tail = whole_output ? r->out :
						  r->out + (r->outlen > 2000 ? r->outlen - 2000 : 0);

		fprintf(stderr, "---- output of '%s' ----\n%s\n---- end ----\n", r->e->desc, tail);
	}
}

static bool holds_lock(const struct test_entry *e, const char *name)
{
	for (int i = 0; i < e->nr_locks; i++)
		if (!strcmp(e->locks[i], name))
			return true;
	return false;
}

/* Two tests that may not run at once: a lock in common, or one of them runs alone. */
static bool locks_clash(const struct test_entry *a, const struct test_entry *b)
{
	if (holds_lock(a, "all") || holds_lock(b, "all"))
		return true;
	for (int i = 0; i < a->nr_locks; i++)
		if (holds_lock(b, a->locks[i]))
			return true;
	return false;
}

/* nftw's callback removing what it is given (children first, links not followed) */
static int remove_one(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
	(void)st;
	(void)ftw;
	if (type == FTW_DP)
		rmdir(path);
	else
		unlink(path);
	return 0;
}

/*
 * The order tests start in when several run at once: those that run alone ("# lock: all")
 * first, while nothing else runs (later, the others would drain one by one around them,
 * CPUs idle); then the slow ones; then the rest, each group in the tests' order.
 */
static int start_rank(const struct test_entry *e)
{
	return holds_lock(e, "all") ? 0 : e->slow ? 1 : 2;
}

static int *start_order(struct test_entry **picked, int nr, bool serial)
{
	int *order = xcalloc(nr ? nr : 1, sizeof(*order)), n = 0;

	for (int rank = serial ? 2 : 0; rank <= 2; rank++)
		for (int k = 0; k < nr; k++)
			if (serial || start_rank(picked[k]) == rank)
				order[n++] = k;
	return order;
}

/*
 * The tests picked (nums: their numbers, from 1) one after the other when jobs is 1,
 * each line begun as its test starts; else up to jobs at once, never two that clash,
 * started in start_order(), the lines in the tests' order, each once its test is over.
 */
static void run_tests(struct test_entry **picked, const int *nums, int nr, int jobs,
		      struct totals *tot)
{
	struct running *run = xcalloc(nr ? nr : 1, sizeof(*run));
	bool *started = xcalloc(nr ? nr : 1, sizeof(*started));
	bool *over = xcalloc(nr ? nr : 1, sizeof(*over));
	struct pollfd *pfds = xcalloc(jobs, sizeof(*pfds));
	int *active = xcalloc(jobs, sizeof(*active)), nr_active = 0, next = 0, first = 0;
	bool serial = jobs == 1;
	int *order = start_order(picked, nr, serial);

	while (next < nr && !stop_signal) {
		/*
		 * Start what may start, in the start order. A test that waits for a lock goes
		 * before the ones after it: they may not take what it waits for (a "# lock: all"
		 * one has the others drain), or it would wait for them without end.
		 */
		for (int p = first, waiting = -1; p < nr && nr_active < jobs; p++) {
			int k = order[p];
			bool clash = false;

			if (started[k])
				continue;
			for (int a = 0; a < nr_active && !clash; a++)
				clash = locks_clash(picked[k], run[active[a]].e);
			for (int w = first; w <= waiting && !clash; w++)
				clash = !started[order[w]] &&
					locks_clash(picked[k], picked[order[w]]);
			if (clash) {
				waiting = p;
				continue;
			}
			started[k] = true;
			if (serial)
				print_head(picked[k], nums[k]);
			if (test_start(&run[k], picked[k], serial && verbose > 0))
				over[k] = true;
			else
				active[nr_active++] = k;
		}
		while (first < nr && started[order[first]])
			first++;
		for (int a = 0; a < nr_active; a++)
			pfds[a] = (struct pollfd){ .fd = run[active[a]].fd, .events = POLLIN };
		if (poll(pfds, nr_active, 100) > 0)
			for (int a = 0; a < nr_active; a++)
				if (pfds[a].revents)
					test_read(&run[active[a]]);
		for (int a = 0; a < nr_active; a++) {
			struct running *r = &run[active[a]];

			if (!test_done(r))
				continue;
			test_result(r);
			over[active[a]] = true;
			active[a--] = active[--nr_active];
		}
		for (; next < nr && over[next]; next++) {
			if (!serial)
				print_head(picked[next], nums[next]);
			test_print_result(&run[next], tot, !serial && verbose > 0);
			test_exit(&run[next]);
		}
	}
	if (stop_signal) {
		for (int a = 0; a < nr_active; a++) {
			struct running *r = &run[active[a]];

			kill(-r->pid, SIGKILL);
			while (waitpid(r->pid, NULL, 0) < 0 && errno == EINTR)
				;
			test_exit(r);
		}
		if (serial && next < nr)
			printf("interrupted\n");
		tot->signal = stop_signal;
	}
	free(order);
	free(active);
	free(pfds);
	free(over);
	free(started);
	free(run);
}

static const char *const test_usage[] = { "perf test [<options>] [{list <test-name-fragment>|[<test-name-fragments>|<test-numbers>]}]", NULL };

static int cmd_test(int argc, const char **argv)
{
	const char *workload = NULL;
	long ncpus = sysconf(_SC_NPROCESSORS_ONLN);
	int jobs = ncpus > 0 ? (int)ncpus : 1;
	const struct option options[] = {
		OPT_STRING('w', "workload", &workload, "work",
			   "workload to run for testing (noploop, thloop, leafloop, sqrtloop, brstack, datasym)"),
		OPT_INCR('v', "verbose", &verbose, "be more verbose (show the tests' output)"),
		OPT_INTEGER(0, "timeout", &test_timeout, "seconds each test may take (default 300)"),
		OPT_BOOLEAN('l', "list", &list_only, "list the tests"),
		OPT_INTEGER('j', "jobs", &jobs,
			    "run up to n tests at once (default: the number of online CPUs; 1: one after the other)"),
		OPT_END()
	};
	struct test_entry *tests, **picked;
	struct totals tot = { 0 };
	int nr, nr_picked = 0, *nums;
	char exe[PATH_MAX];

	argc = parse_options(argc, argv, options, test_usage, 0);
	if (workload)
		return test_workload__run(workload, argc, argv);
	if (jobs < 1) {
		pr_err("perf test: -j %d: the number of jobs is at least 1\n", jobs);
		return 1;
	}
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

	picked = xcalloc(nr ? nr : 1, sizeof(*picked));
	nums = xcalloc(nr ? nr : 1, sizeof(*nums));
	for (int i = 0; i < nr; i++) {
		if (!selected(argc, argv, i + 1, tests[i].desc, tests[i].script))
			continue;
		if (list_only) {
			printf("%3d: %s\n", i + 1, tests[i].desc);
			continue;
		}
		picked[nr_picked] = &tests[i];
		nums[nr_picked++] = i + 1;
	}
	if (!list_only) {
		struct sigaction sa = { .sa_handler = on_stop };
		char cache[] = "/tmp/perf-test-buildid-XXXXXX";

		/*
		 * What the tests record goes to a build-id cache of this run, not to the user's
		 * (~/.debug or $PERF_BUILDID_DIR): a test that wants another sets its own.
		 */
		if (!mkdtemp(cache)) {
			pr_err("perf test: cannot make a directory in /tmp: %s\n", strerror(errno));
			return 1;
		}
		setenv("PERF_BUILDID_DIR", cache, 1);
		/*
		 * Nor do the tests' reports ask the user's debuginfod servers (Debian can set
		 * DEBUGINFOD_URLS for every login): that would change what they print and cost
		 * each up to the budget. tests/shell/debuginfod.sh names its own.
		 */
		unsetenv("DEBUGINFOD_URLS");
		/*
		 * Under LeakSanitizer (make test SANITIZE=1): the interpreter perf script -s
		 * embeds keeps memory at its finalize; tests/lsan.supp says so, unless the user
		 * gave LSAN_OPTIONS of their own.
		 */
		if (!getenv("LSAN_OPTIONS")) {
			char *opt = xasprintf("suppressions=%s/lsan.supp:print_suppressions=0",
					      tests_dir());

			setenv("LSAN_OPTIONS", opt, 1);
			free(opt);
		}

		sigemptyset(&sa.sa_mask);
		sigaction(SIGINT, &sa, NULL);
		sigaction(SIGTERM, &sa, NULL);
		sigaction(SIGHUP, &sa, NULL);
		run_tests(picked, nums, nr_picked, jobs, &tot);
		printf("%d passed, %d failed, %d skipped%s\n", tot.passed, tot.failed, tot.skipped,
		       tot.signal ? " (interrupted: the others were not run)" : "");
		nftw(cache, remove_one, 16, FTW_DEPTH | FTW_PHYS);
	}
	for (int i = 0; i < nr; i++) {
		free(tests[i].desc);
		free(tests[i].script);
		for (int l = 0; l < tests[i].nr_locks; l++)
			free(tests[i].locks[l]);
		free(tests[i].locks);
	}
	free(tests);
	free(picked);
	free(nums);
	if (tot.signal)
		return 128 + tot.signal;
	return tot.failed ? 1 : 0;
}

PERF_COMMAND("test", cmd_test, "Runs sanity tests.");
