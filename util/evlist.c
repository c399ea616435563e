// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <unistd.h>

#include "cpumap.h"
#include "debug.h"
#include "evlist.h"
#include "thread_map.h"

struct evlist *evlist__new(void)
{
	struct evlist *e = perf_zalloc(sizeof(*e));

	if (!e)
		return NULL;
	INIT_LIST_HEAD(&e->entries);
	e->workload.cork_fd = -1;
	e->workload.err_fd = -1;
	return e;
}

void evlist__delete(struct evlist *evlist)
{
	struct evsel *evsel, *tmp;

	if (!evlist)
		return;
	evlist__munmap(evlist);
	evlist__for_each_entry_safe(evlist, tmp, evsel) {
		list_del(&evsel->node);
		evsel__delete(evsel);
	}
	cpu_map__put(evlist->cpus);
	thread_map__put(evlist->threads);
	if (evlist->workload.cork_fd >= 0)
		close(evlist->workload.cork_fd);
	if (evlist->workload.err_fd >= 0)
		close(evlist->workload.err_fd);
	free(evlist);
}

void evlist__add(struct evlist *evlist, struct evsel *evsel)
{
	evsel->idx = evlist->nr_entries++;
	list_add_tail(&evsel->node, &evlist->entries);
}

struct perf_cpu_map *evlist__cpus(const struct evlist *evlist)
{
	return evlist->cpus;
}

struct perf_thread_map *evlist__threads(const struct evlist *evlist)
{
	return evlist->threads;
}

void evlist__group_all(struct evlist *evlist)
{
	struct evsel *leader = evlist__first(evlist), *evsel;

	if (evlist->nr_entries < 2)
		return;
	leader->nr_members = 0;
	evlist__for_each_entry(evlist, evsel) {
		evsel->leader = leader;
		leader->nr_members++;
	}
	evlist->nr_groups = 1;
}

void evlist__remove(struct evlist *evlist, struct evsel *evsel)
{
	struct evsel *pos;
	int idx = 0;

	list_del(&evsel->node);
	evlist->nr_entries--;
	evlist__for_each_entry(evlist, pos)
		pos->idx = idx++;
}

struct evsel *evlist__first(struct evlist *evlist)
{
	return list_empty(&evlist->entries) ? NULL :
					      list_first_entry(&evlist->entries, struct evsel, node);
}

struct evsel *evlist__last(struct evlist *evlist)
{
	return list_empty(&evlist->entries) ? NULL :
					      list_last_entry(&evlist->entries, struct evsel, node);
}

bool evlist__any_sample_type(const struct evlist *evlist, u64 bits)
{
	struct evsel *evsel;

	list_for_each_entry(evsel, &evlist->entries, node)
		if ((evsel->attr.sample_type & bits) == bits)
			return true;
	return false;
}

bool evlist__all_sample_type(const struct evlist *evlist, u64 bits)
{
	struct evsel *evsel;

	list_for_each_entry(evsel, &evlist->entries, node)
		if ((evsel->attr.sample_type & bits) != bits)
			return false;
	return true;
}

bool evlist__only_type(const struct evlist *evlist, u32 type)
{
	struct evsel *evsel;

	list_for_each_entry(evsel, &evlist->entries, node)
		if (evsel->attr.type != type)
			return false;
	return !list_empty(&evlist->entries);
}

bool evlist__has_switch_events(const struct evlist *evlist)
{
	struct evsel *evsel;

	list_for_each_entry(evsel, &evlist->entries, node)
		if (evsel->attr.context_switch)
			return true;
	return false;
}

void evlist__set_maps(struct evlist *evlist, struct perf_cpu_map *cpus,
		      struct perf_thread_map *threads)
{
	if (cpus != evlist->cpus) {
		cpu_map__put(evlist->cpus);
		evlist->cpus = cpu_map__get(cpus);
	}
	if (threads != evlist->threads) {
		thread_map__put(evlist->threads);
		evlist->threads = thread_map__get(threads);
	}
}

int evlist__open(struct evlist *evlist, struct evsel **failed)
{
	struct evsel *evsel;

	evlist__for_each_entry(evlist, evsel) {
		int err = evsel__open(evsel, evlist->cpus, evlist->threads);

		if (err) {
			if (failed)
				*failed = evsel;
			return err;
		}
	}
	return 0;
}

void evlist__close(struct evlist *evlist)
{
	struct evsel *evsel;

	/* members before leaders: close in reverse */
	list_for_each_entry(evsel, &evlist->entries, node)
		if (!evsel__is_group_leader(evsel))
			evsel__close(evsel);
	evlist__for_each_entry(evlist, evsel)
		evsel__close(evsel);
}

int evlist__enable(struct evlist *evlist)
{
	struct evsel *evsel;
	int err = 0;

	evlist__for_each_entry(evlist, evsel)
		if (evsel__is_open(evsel) && evsel__is_group_leader(evsel))
			err = err ?: evsel__enable(evsel);
	return err;
}

int evlist__disable(struct evlist *evlist)
{
	struct evsel *evsel;
	int err = 0;

	evlist__for_each_entry(evlist, evsel)
		if (evsel__is_open(evsel) && evsel__is_group_leader(evsel))
			err = err ?: evsel__disable(evsel);
	return err;
}

int evlist__prepare_workload(struct evlist *evlist, const char **argv)
{
	int go[2], errp[2], ready[2];
	pid_t pid;
	char c;

	if (pipe2(go, O_CLOEXEC) < 0)
		return -errno;
	if (pipe2(errp, O_CLOEXEC) < 0) {
		int err = -errno;

		close(go[0]);
		close(go[1]);
		return err;
	}
	if (pipe2(ready, O_CLOEXEC) < 0) {
		int err = -errno;

		close(go[0]);
		close(go[1]);
		close(errp[0]);
		close(errp[1]);
		return err;
	}
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		int err = -errno;

		close(go[0]);
		close(go[1]);
		close(errp[0]);
		close(errp[1]);
		close(ready[0]);
		close(ready[1]);
		return err;
	}
	if (pid == 0) {
		int e;

		close(go[1]);
		close(errp[0]);
		close(ready[0]);
		/* die with perf, so an interrupted session leaves no orphan */
		prctl(PR_SET_PDEATHSIG, SIGTERM);
		signal(SIGINT, SIG_DFL);
		signal(SIGTERM, SIG_DFL);
		/*
		 * Linux perf's name for the child until its exec: samples and COMM records
		 * before the exec (with -a, where events run before it) carry it, not "perf".
		 */
		prctl(PR_SET_NAME, "perf-exec");
		/* what the command prints must not land in the middle of perf's stream */
		if (evlist->workload.stdout_to_stderr)
			dup2(STDERR_FILENO, STDOUT_FILENO);
		close(ready[1]);
		if (read(go[0], &c, 1) != 1)
			_exit(127); /* perf went away before starting us */
		execvp(argv[0], (char *const *)argv);
		e = errno;
		if (write(errp[1], &e, sizeof(e)) < 0)
			_exit(127);
		_exit(127);
	}
	close(go[0]);
	close(errp[1]);
	close(ready[1]);
	/* EOF once the child has its name: the COMM synthesized for it then says perf-exec */
	while (read(ready[0], &c, 1) < 0 && errno == EINTR)
		;
	close(ready[0]);
	evlist->workload.pid = pid;
	evlist->workload.cork_fd = go[1];
	evlist->workload.err_fd = errp[0];
	if (evlist->threads && thread_map__is_dummy(evlist->threads) && evlist->cpus &&
	    evlist->cpus->nr == 1 && evlist->cpus->map[0] == -1) {
		evlist->threads->map[0].tid = pid;
		evlist->threads->map[0].pid = pid;
	}
	return 0;
}

int evlist__start_workload(struct evlist *evlist)
{
	char c = 0;
	int e = 0;
	ssize_t n;

	if (evlist->workload.cork_fd < 0)
		return -EINVAL;
	if (write(evlist->workload.cork_fd, &c, 1) != 1)
		return -errno;
	close(evlist->workload.cork_fd);
	evlist->workload.cork_fd = -1;
	/* EOF (exec closed the CLOEXEC pipe) means the exec worked. */
	do {
		n = read(evlist->workload.err_fd, &e, sizeof(e));
	} while (n < 0 && errno == EINTR);
	close(evlist->workload.err_fd);
	evlist->workload.err_fd = -1;
	if (n == sizeof(e))
		return -e;
	return 0;
}
