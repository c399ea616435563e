// SPDX-License-Identifier: GPL-2.0
/* Debug files from debuginfod servers into the build-id cache, within a budget (debuginfod.h). */
#include <dlfcn.h>
#include <elfutils/debuginfod.h>
#include <errno.h>
#include <gelf.h>
#include <limits.h>
#include <libelf.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "util/build-id.h"
#include "util/debug.h"
#include "util/debuginfod.h"
#include "util/parse-options.h"
#include "util/util.h"

/* fetches at once: each waits on the network, not on a CPU */
#define DEBUGINFOD_WORKERS 8

enum { MODE_DEFAULT, MODE_OFF, MODE_ON };

struct asked {
	struct build_id bid;
	int err; /* 0: cached; -ENOENT: not on the servers; -ETIME: no answer in time; ... */
	const char *why; /* -EBADMSG: what was wrong with the file */
};

static struct {
	int mode;
	bool enabled;
	double budget; /* seconds */
	double deadline; /* CLOCK_MONOTONIC seconds; 0: the budget has not started */
	bool gave_up; /* the budget ran out: no further fetch starts */
	bool said_missing_lib, said_failure;
	struct asked *asked; /* the build-ids asked for by this command, and what came of it */
	size_t nr_asked, alloc_asked;
} conf = { .budget = DEBUGINFOD_BUDGET_DEFAULT };

/* libdebuginfod's functions, once dlopen()ed */
static struct {
	bool tried, ok;
	typeof(&debuginfod_begin) begin;
	typeof(&debuginfod_end) end;
	typeof(&debuginfod_find_debuginfo) find_debuginfo;
	typeof(&debuginfod_set_progressfn) set_progressfn;
	typeof(&debuginfod_set_user_data) set_user_data;
	typeof(&debuginfod_get_user_data) get_user_data;
} lib;

int debuginfod__parse_opt(const struct option *opt, const char *arg, int unset)
{
	if (unset) {
		conf.mode = MODE_OFF;
		return 0;
	}
	conf.mode = MODE_ON;
	/* Linux perf's "system": the servers of the environment */
	if (arg && *arg && strcmp(arg, "system"))
		setenv("DEBUGINFOD_URLS", arg, 1);
	return 0;
}

int debuginfod__parse_timeout(const struct option *opt, const char *arg, int unset)
{
	char *end;
	double v;

	if (unset || !arg)
		return -129;
	errno = 0;
	v = strtod(arg, &end);
	if (errno || end == arg || *end || !(v >= 0) || v > 86400) {
		pr_err("--debuginfod-timeout: '%s': not a number of seconds (0 to 86400)\n", arg);
		return 1;
	}
	conf.budget = v;
	return 0;
}

void debuginfod__setup(bool by_default)
{
	const char *urls = getenv("DEBUGINFOD_URLS");
	bool on = conf.mode == MODE_ON || (conf.mode == MODE_DEFAULT && by_default);

	conf.enabled = on && urls && *urls;
	if (!conf.enabled && urls)
		setenv("DEBUGINFOD_URLS", "", 1);
}

bool debuginfod__enabled(void)
{
	return conf.enabled;
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static bool lib_load(void)
{
	void *h;

	if (lib.tried)
		return lib.ok;
	lib.tried = true;
	h = dlopen(DEBUGINFOD_SONAME, RTLD_NOW | RTLD_LOCAL);
	if (!h)
		return false;
	lib.begin = dlsym(h, "debuginfod_begin");
	lib.end = dlsym(h, "debuginfod_end");
	lib.find_debuginfo = dlsym(h, "debuginfod_find_debuginfo");
	lib.set_progressfn = dlsym(h, "debuginfod_set_progressfn");
	lib.set_user_data = dlsym(h, "debuginfod_set_user_data");
	lib.get_user_data = dlsym(h, "debuginfod_get_user_data");
	lib.ok = lib.begin && lib.end && lib.find_debuginfo && lib.set_progressfn &&
		 lib.set_user_data && lib.get_user_data;
	return lib.ok;
}

/* --- one batch --- */

struct job {
	struct build_id bid;
	const char *name;
	int err; /* 0: fetched into path (libdebuginfod's cache); else -errno */
	char *path;
};

struct batch {
	pthread_mutex_t lock;
	pthread_cond_t cond;
	struct job *jobs;
	size_t nr, next, done;
	int stop; /* the deadline passed: fetches under way end, no new one starts */
};

static int batch_stopped(struct batch *b)
{
	return __atomic_load_n(&b->stop, __ATOMIC_RELAXED);
}

/*
 * libdebuginfod's progress callback, about once a second while waiting: non-zero stops it.
 * (The deadline itself too: the fetches of a batch that got no thread run on the caller's.)
 */
static int progress(debuginfod_client *c, long a, long b)
{
	return batch_stopped(lib.get_user_data(c)) || now() >= conf.deadline;
}

static void *worker(void *arg)
{
	struct batch *b = arg;
	debuginfod_client *c = lib.begin();

	if (c) {
		lib.set_user_data(c, b);
		lib.set_progressfn(c, progress);
	}
	for (;;) {
		struct job *j;
		int fd;

		pthread_mutex_lock(&b->lock);
		j = b->next < b->nr ? &b->jobs[b->next++] : NULL;
		pthread_mutex_unlock(&b->lock);
		if (!j)
			break;
		if (!c)
			fd = -ENOMEM;
		else if (batch_stopped(b) || now() >= conf.deadline)
			fd = -ETIME;
		else
			fd = lib.find_debuginfo(c, j->bid.data, (int)j->bid.size, &j->path);
		if (fd >= 0)
			close(fd);
		else if (batch_stopped(b) || now() >= conf.deadline)
			fd = -ETIME; /* (stopped by us, whatever libdebuginfod made of it) */
		pthread_mutex_lock(&b->lock);
		j->err = fd < 0 ? fd : 0;
		b->done++;
		pthread_cond_signal(&b->cond);
		pthread_mutex_unlock(&b->lock);
	}
	if (c)
		lib.end(c);
	return NULL;
}

/* the progress line, on a terminal only; done == nr clears it */
static void show_progress(size_t done, size_t nr, bool *shown)
{
	if (quiet || !isatty(STDERR_FILENO))
		return;
	if (done < nr) {
		fprintf(stderr, "\rFetching debug info from debuginfod: %zu of %zu ...", done, nr);
		*shown = true;
	} else if (*shown) {
		fprintf(stderr, "\r\033[K");
	}
	fflush(stderr);
}

/* Run the jobs, several at once, until all are done or the deadline passes. */
static void batch_run(struct batch *b)
{
	pthread_t tids[DEBUGINFOD_WORKERS];
	size_t nr_threads = 0, nworkers = b->nr < DEBUGINFOD_WORKERS ? b->nr : DEBUGINFOD_WORKERS;
	pthread_condattr_t ca;
	bool shown = false;

	pthread_mutex_init(&b->lock, NULL);
	pthread_condattr_init(&ca);
	pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
	pthread_cond_init(&b->cond, &ca);
	pthread_condattr_destroy(&ca);
	for (size_t i = 0; i < nworkers; i++)
		if (!pthread_create(&tids[nr_threads], NULL, worker, b))
			nr_threads++;
	if (!nr_threads) {
		worker(b); /* (no thread to be had: one at a time, still within the deadline) */
	} else {
		pthread_mutex_lock(&b->lock);
		while (b->done < b->nr) {
			double left = conf.deadline - now(), until;
			struct timespec ts;

			if (left <= 0) {
				__atomic_store_n(&b->stop, 1, __ATOMIC_RELAXED);
				break;
			}
			/* wake at least every 100 ms to keep the progress line going */
			until = now() + (left < 0.1 ? left : 0.1);
			ts.tv_sec = (time_t)until;
			ts.tv_nsec = (long)((until - (double)ts.tv_sec) * 1e9);
			pthread_cond_timedwait(&b->cond, &b->lock, &ts);
			show_progress(b->done, b->nr, &shown);
		}
		pthread_mutex_unlock(&b->lock);
		/* (stopped fetches end at libdebuginfod's next progress call, within ~1 s) */
		for (size_t i = 0; i < nr_threads; i++)
			pthread_join(tids[i], NULL);
	}
	show_progress(b->nr, b->nr, &shown);
	pthread_cond_destroy(&b->cond);
	pthread_mutex_destroy(&b->lock);
}

/*
 * What is wrong with a fetched debug file, or NULL: not ELF, a section past the end of the
 * file (a truncated download), another build-id.
 */
static const char *check_file(const char *path, const struct build_id *want)
{
	const char *why = NULL;
	struct build_id bid;
	struct stat st;
	Elf_Scn *scn = NULL;
	GElf_Ehdr eh;
	Elf *elf;
	int fd;

	fd = open_regular(path);
	if (fd < 0)
		return "cannot be read";
	elf_version(EV_CURRENT);
	elf = fstat(fd, &st) ? NULL : elf_begin(fd, ELF_C_READ_MMAP, NULL);
	if (!elf || elf_kind(elf) != ELF_K_ELF || !gelf_getehdr(elf, &eh)) {
		why = "not an ELF file";
		goto out;
	}
	/* (libelf reads a file whose section headers are cut off as one without sections) */
	if (!eh.e_shnum || eh.e_shoff > (u64)st.st_size ||
	    (u64)eh.e_shnum * eh.e_shentsize > (u64)st.st_size - eh.e_shoff) {
		why = "truncated (its section headers are missing)";
		goto out;
	}
	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		GElf_Shdr sh;

		if (!gelf_getshdr(scn, &sh)) {
			why = "a damaged section header";
			goto out;
		}
		if (sh.sh_type != SHT_NOBITS &&
		    (sh.sh_offset > (u64)st.st_size || sh.sh_size > (u64)st.st_size - sh.sh_offset)) {
			why = "truncated (a section ends past the end of the file)";
			goto out;
		}
	}
	if (filename__read_build_id(path, &bid))
		why = "no build-id";
	else if (!build_id__equal(&bid, want))
		why = "another build-id";
out:
	if (elf)
		elf_end(elf);
	close(fd);
	return why;
}

static struct asked *find_asked(const struct build_id *bid)
{
	for (size_t i = 0; i < conf.nr_asked; i++)
		if (build_id__equal(&conf.asked[i].bid, bid))
			return &conf.asked[i];
	return NULL;
}

/* Asked for already by this command; else remembered as asked. */
static bool asked_before(const struct build_id *bid)
{
	if (find_asked(bid))
		return true;
	if (conf.nr_asked == conf.alloc_asked) {
		conf.alloc_asked = conf.alloc_asked ? 2 * conf.alloc_asked : 16;
		conf.asked = xrealloc(conf.asked, conf.alloc_asked * sizeof(*conf.asked));
	}
	conf.asked[conf.nr_asked++] = (struct asked){ .bid = *bid, .err = -EINPROGRESS };
	return false;
}

static void set_result(const struct build_id *bid, int err, const char *why)
{
	struct asked *a = find_asked(bid);

	if (a) {
		a->err = err;
		a->why = why;
	}
}

/* one batch at a time: the asked list and the budget are the command's (perf top's threads) */
static pthread_mutex_t fetch_lock = PTHREAD_MUTEX_INITIALIZER;

void debuginfod__describe(const struct build_id *bid, char *buf, size_t len)
{
	const char *urls = getenv("DEBUGINFOD_URLS");
	const struct asked *a;

	pthread_mutex_lock(&fetch_lock);
	a = find_asked(bid);

	if (!conf.enabled)
		snprintf(buf, len, "not asked (%s)",
			 conf.mode == MODE_OFF ? "--no-debuginfod" :
			 urls && *urls	       ? "off for this command: --debuginfod" :
						 "DEBUGINFOD_URLS not set");
	else if (!a)
		snprintf(buf, len, conf.gave_up ? "not asked: the time budget was spent" :
						  "not asked");
	else if (!a->err)
		snprintf(buf, len, "fetched from %s", urls);
	else if (a->err == -ENOENT)
		snprintf(buf, len, "not on %s", urls);
	else if (a->err == -ETIME)
		snprintf(buf, len, "no answer from %s within %.1f s", urls, conf.budget);
	else if (a->err == -ELIBACC)
		snprintf(buf, len, "not asked: %s not found", DEBUGINFOD_SONAME);
	else if (a->err == -EBADMSG)
		snprintf(buf, len, "an unusable file from %s (%s)", urls, a->why);
	else
		snprintf(buf, len, "%s: %s", urls, strerror(-a->err));
	pthread_mutex_unlock(&fetch_lock);
}

/*
 * libdebuginfod remembers a fetch that we stopped as a miss (an empty file in its cache, for
 * cache_miss_s, 10 minutes): the next command, given more time, would not ask again. Its
 * cache directory by its rules: $DEBUGINFOD_CACHE_PATH, ~/.debuginfod_client_cache when it
 * exists, $XDG_CACHE_HOME/debuginfod_client, ~/.cache/debuginfod_client.
 */
static void forget_miss(const struct build_id *bid)
{
	const char *env = getenv("DEBUGINFOD_CACHE_PATH"), *home = getenv("HOME");
	const char *xdg = getenv("XDG_CACHE_HOME");
	char hex[BUILD_ID_HEX_SIZE], dir[PATH_MAX], p[PATH_MAX + BUILD_ID_HEX_SIZE + 16];
	struct stat st;

	if (env && *env)
		snprintf(dir, sizeof(dir), "%s", env);
	else if (!home || !*home)
		return;
	else if (snprintf(dir, sizeof(dir), "%s/.debuginfod_client_cache", home) > 0 &&
		 !stat(dir, &st) && S_ISDIR(st.st_mode))
		;
	else if (xdg && *xdg)
		snprintf(dir, sizeof(dir), "%s/debuginfod_client", xdg);
	else
		snprintf(dir, sizeof(dir), "%s/.cache/debuginfod_client", home);
	build_id__sprintf(bid, hex);
	snprintf(p, sizeof(p), "%s/%s/debuginfo", dir, hex);
	if (!lstat(p, &st) && S_ISREG(st.st_mode) && !st.st_size)
		unlink(p);
}

/* The fetched file of j into the build-id cache, if it is sound: 1 when cached, else 0. */
static int job_finish(struct job *j)
{
	char hex[BUILD_ID_HEX_SIZE];
	const char *why;
	int err;

	build_id__sprintf(&j->bid, hex);
	set_result(&j->bid, j->err, NULL);
	if (j->err == -ETIME)
		forget_miss(&j->bid);
	if (j->err) {
		pr_debug("debuginfod: no debug file for %s (%s): %s\n", j->name, hex,
			 strerror(-j->err));
		return 0;
	}
	why = check_file(j->path, &j->bid);
	if (why) {
		pr_warning("Warning: debuginfod: the debug file of %s (build-id %s) is not usable: %s; not cached\n",
			   j->name, hex, why);
		unlink(j->path); /* libdebuginfod's copy: it would give it again */
		set_result(&j->bid, -EBADMSG, why);
		return 0;
	}
	err = build_id_cache__add_debug(j->name, j->path, &j->bid);
	if (err) {
		pr_warning("Warning: debuginfod: the debug file of %s could not be put in the build-id cache: %s\n",
			   j->name, strerror(-err));
		set_result(&j->bid, err, NULL);
		return 0;
	}
	pr_debug("debuginfod: debug file of %s (%s) cached\n", j->name, hex);
	return 1;
}

/* The one line about fetches that failed for the servers' sake (not "they do not have it"). */
static void say_failures(struct batch *b)
{
	size_t timed_out = 0, failed = 0;
	int err = 0;

	for (size_t i = 0; i < b->nr; i++) {
		if (b->jobs[i].err == -ETIME)
			timed_out++;
		else if (b->jobs[i].err && b->jobs[i].err != -ENOENT) {
			failed++;
			err = b->jobs[i].err;
		}
	}
	if (timed_out && !conf.gave_up) {
		conf.gave_up = true;
		pr_warning("Warning: debuginfod: no answer within %.1f s (--debuginfod-timeout), going on without %zu debug file%s\n",
			   conf.budget, timed_out, timed_out == 1 ? "" : "s");
	} else if (failed && !conf.said_failure) {
		conf.said_failure = true;
		pr_warning("Warning: debuginfod: %zu debug file%s not fetched from %s: %s\n", failed,
			   failed == 1 ? "" : "s", getenv("DEBUGINFOD_URLS"), strerror(-err));
	}
}


int debuginfod__fetch(const struct debuginfod_req *reqs, size_t n)
{
	struct batch b = { 0 };
	int cached = 0;

	if (!conf.enabled || !n)
		return 0;
	pthread_mutex_lock(&fetch_lock);
	if (conf.gave_up)
		goto out;
	b.jobs = xcalloc(n, sizeof(*b.jobs));
	for (size_t i = 0; i < n; i++) {
		if (!build_id__is_set(reqs[i].bid) || asked_before(reqs[i].bid))
			continue;
		b.jobs[b.nr].bid = *reqs[i].bid;
		b.jobs[b.nr++].name = reqs[i].name;
	}
	if (!b.nr)
		goto out;
	if (!lib_load()) {
		if (!conf.said_missing_lib)
			pr_warning("Warning: debuginfod: %s not found, no debug file fetched\n",
				   DEBUGINFOD_SONAME);
		conf.said_missing_lib = true;
		for (size_t i = 0; i < b.nr; i++)
			set_result(&b.jobs[i].bid, -ELIBACC, NULL);
		goto out;
	}
	if (!conf.deadline)
		conf.deadline = now() + conf.budget;
	batch_run(&b);
	for (size_t i = 0; i < b.nr; i++) {
		cached += job_finish(&b.jobs[i]);
		free(b.jobs[i].path);
	}
	say_failures(&b);
	if (now() >= conf.deadline)
		conf.gave_up = true;
out:
	pthread_mutex_unlock(&fetch_lock);
	free(b.jobs);
	return cached;
}
