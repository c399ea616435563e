// SPDX-License-Identifier: GPL-2.0
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "thread_map.h"
#include "util.h"

static struct perf_thread_map *thread_map__alloc(int nr)
{
	struct perf_thread_map *m = perf_zalloc(sizeof(*m) + nr * sizeof(m->map[0]));

	if (!m)
		return NULL;
	m->refcnt = 1;
	m->nr = nr;
	return m;
}

static int tid_cmp(const void *a, const void *b)
{
	const struct thread_map_entry *x = a, *y = b;

	return (x->tid > y->tid) - (x->tid < y->tid);
}

/* Appends every thread of pid to *arr. */
static int add_pid_threads(pid_t pid, struct thread_map_entry **arr, size_t *alloc, int *nr)
{
	char path[64];
	DIR *d;
	struct dirent *de;
	int start = *nr;

	if (pid <= 0)
		return -ESRCH;
	snprintf(path, sizeof(path), "/proc/%d/task", pid);
	d = opendir(path);
	if (!d)
		return errno == ENOENT ? -ESRCH : -errno;
	while ((de = readdir(d))) {
		int tid;

		if (de->d_name[0] == '.' || str_to_int(de->d_name, &tid))
			continue;
		if (perf_grow_array((void **)arr, alloc, *nr + 1, sizeof(**arr))) {
			closedir(d);
			return -ENOMEM;
		}
		(*arr)[*nr].tid = tid;
		(*arr)[*nr].pid = pid;
		(*nr)++;
	}
	closedir(d);
	if (*nr == start)
		return -ESRCH;
	qsort(*arr + start, *nr - start, sizeof(**arr), tid_cmp);
	return 0;
}

static struct perf_thread_map *from_array(struct thread_map_entry *arr, int nr)
{
	struct perf_thread_map *m = thread_map__alloc(nr);

	if (m)
		memcpy(m->map, arr, nr * sizeof(*arr));
	return m;
}

int thread_map__new_by_pid(pid_t pid, struct perf_thread_map **mapp)
{
	struct thread_map_entry *arr = NULL;
	size_t alloc = 0;
	int nr = 0, ret = add_pid_threads(pid, &arr, &alloc, &nr);

	if (!ret) {
		*mapp = from_array(arr, nr);
		if (!*mapp)
			ret = -ENOMEM;
	}
	free(arr);
	return ret;
}

static int pid_cmp(const void *a, const void *b)
{
	pid_t x = *(const pid_t *)a, y = *(const pid_t *)b;

	return (x > y) - (x < y);
}

/* Every process in /proc, or those uid owns (/proc/PID's owner) when by_uid. */
static int new_all(struct perf_thread_map **mapp, bool by_uid, uid_t uid)
{
	struct thread_map_entry *arr = NULL;
	size_t alloc = 0, pids_alloc = 0;
	pid_t *pids = NULL;
	int nr = 0, nr_pids = 0, ret = 0;
	struct dirent *de;
	DIR *d = opendir("/proc");

	if (!d)
		return -errno;
	while ((de = readdir(d))) {
		int pid;

		if (str_to_int(de->d_name, &pid) || pid <= 0)
			continue;
		if (by_uid) {
			char path[32];
			struct stat st;

			snprintf(path, sizeof(path), "/proc/%d", pid);
			if (stat(path, &st) || st.st_uid != uid)
				continue;
		}
		if (perf_grow_array((void **)&pids, &pids_alloc, nr_pids + 1, sizeof(*pids))) {
			ret = -ENOMEM;
			break;
		}
		pids[nr_pids++] = pid;
	}
	closedir(d);
	if (!ret)
		qsort(pids, nr_pids, sizeof(*pids), pid_cmp);
	for (int i = 0; !ret && i < nr_pids; i++) {
		int err = add_pid_threads(pids[i], &arr, &alloc, &nr);

		/* a process that exited meanwhile is simply not in the map */
		if (err == -ENOMEM)
			ret = err;
	}
	if (!ret && by_uid && !nr)
		ret = -ESRCH;
	if (!ret) {
		*mapp = from_array(arr, nr);
		if (!*mapp)
			ret = -ENOMEM;
	}
	free(pids);
	free(arr);
	return ret;
}

int thread_map__new_all(struct perf_thread_map **mapp)
{
	return new_all(mapp, false, 0);
}

int thread_map__new_by_uid(uid_t uid, struct perf_thread_map **mapp)
{
	return new_all(mapp, true, uid);
}

struct perf_thread_map *thread_map__new_by_tid(pid_t tid)
{
	struct perf_thread_map *m = thread_map__alloc(1);

	if (!m)
		return NULL;
	m->map[0].tid = tid;
	m->map[0].pid = thread__tgid(tid);
	return m;
}

struct perf_thread_map *thread_map__new_dummy(void)
{
	struct perf_thread_map *m = thread_map__alloc(1);

	if (!m)
		return NULL;
	m->map[0].tid = -1;
	m->map[0].pid = -1;
	return m;
}

static bool tid_exists(pid_t tid)
{
	char path[64];

	snprintf(path, sizeof(path), "/proc/%d/status", tid);
	return tid > 0 && access(path, F_OK) == 0;
}

int thread_map__new_str(const char *pid_str, const char *tid_str, struct perf_thread_map **mapp,
			char *bad, size_t bad_len)
{
	/* the token that failed, copied before strtok_r moves on: the caller's *bad on error */
	char badtok[64] = "";
	struct thread_map_entry *arr = NULL;
	size_t alloc = 0;
	int nr = 0, ret = 0;

	for (int pass = 0; pass < 2 && !ret; pass++) {
		const char *s = pass ? tid_str : pid_str;
		char *copy, *tok, *save = NULL;

		if (!s)
			continue;
		copy = perf_strdup(s);
		if (!copy) {
			ret = -ENOMEM;
			break;
		}
		for (tok = strtok_r(copy, ", ", &save); tok && !ret;
		     tok = strtok_r(NULL, ", ", &save)) {
			int id;

			snprintf(badtok, sizeof(badtok), "%s", tok);
			if (str_to_int(tok, &id) || id <= 0) {
				ret = -EINVAL;
				break;
			}
			if (!pass) {
				ret = add_pid_threads(id, &arr, &alloc, &nr);
				continue;
			}
			if (!tid_exists(id)) {
				ret = -ESRCH;
				break;
			}
			if (perf_grow_array((void **)&arr, &alloc, nr + 1, sizeof(*arr))) {
				ret = -ENOMEM;
				break;
			}
			arr[nr].tid = id;
			arr[nr].pid = thread__tgid(id);
			nr++;
		}
		free(copy);
	}
	if (!ret && !nr) {
		snprintf(badtok, sizeof(badtok), "%s", pid_str ? pid_str : tid_str ? tid_str : "");
		ret = -EINVAL;
	}
	if (ret) {
		if (bad && bad_len)
			snprintf(bad, bad_len, "%s", badtok);
		free(arr);
		return ret;
	}
	/* The same tid named twice (-p 5 -t 6 where 6 is a thread of 5) is measured once. */
	{
		int out = 0;

		for (int i = 0; i < nr; i++) {
			bool dup = false;

			for (int j = 0; j < out && !dup; j++)
				dup = arr[j].tid == arr[i].tid;
			if (!dup)
				arr[out++] = arr[i];
		}
		nr = out;
	}
	*mapp = from_array(arr, nr);
	free(arr);
	return *mapp ? 0 : -ENOMEM;
}

int thread_map__nr(const struct perf_thread_map *map)
{
	return map->nr;
}

pid_t thread_map__tid(const struct perf_thread_map *map, int idx)
{
	return map->map[idx].tid;
}

struct perf_thread_map *thread_map__get(struct perf_thread_map *map)
{
	if (map)
		map->refcnt++;
	return map;
}

void thread_map__put(struct perf_thread_map *map)
{
	if (map && --map->refcnt == 0)
		free(map);
}

int thread__read_comm(pid_t tid, char *buf, size_t len)
{
	char path[64], *s;
	size_t n;

	snprintf(path, sizeof(path), "/proc/%d/comm", tid);
	buf[0] = '\0';
	if (read_file(path, &s, &n))
		return -ESRCH;
	if (n && s[n - 1] == '\n')
		s[--n] = '\0';
	snprintf(buf, len, "%s", s);
	free(s);
	return 0;
}

pid_t thread__tgid(pid_t tid)
{
	char path[64], *s, *p;
	int tgid = -1;

	snprintf(path, sizeof(path), "/proc/%d/status", tid);
	if (read_file(path, &s, NULL))
		return -1;
	p = strstr(s, "\nTgid:");
	if (p)
		tgid = atoi(p + 6);
	free(s);
	return tgid;
}
