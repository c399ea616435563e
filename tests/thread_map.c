// SPDX-License-Identifier: GPL-2.0
/* thread_map of a live multi-threaded process: every task of /proc/PID/task, and -t/-p lists. */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "tests/tests.h"
#include "util/thread_map.h"

#define NR_EXTRA 3

static pthread_barrier_t started, finish;
static pid_t extra_tids[NR_EXTRA];

static void *worker(void *arg)
{
	extra_tids[(long)arg] = (pid_t)syscall(SYS_gettid);
	pthread_barrier_wait(&started);
	/* stay alive until the test has looked at the map */
	pthread_barrier_wait(&finish);
	return NULL;
}

static bool map_has(const struct perf_thread_map *m, pid_t tid, pid_t pid)
{
	for (int i = 0; i < m->nr; i++)
		if (m->map[i].tid == tid && m->map[i].pid == pid)
			return true;
	return false;
}

static int check_maps(struct test_ctx *t)
{
	struct perf_thread_map *m = NULL;
	pid_t me = getpid();
	char bad[16] = "";
	char buf[64];
	int err;

	err = thread_map__new_by_pid(me, &m);
	TEST_ASSERT(err == 0, "thread_map__new_by_pid(self) = %d", err);
	TEST_ASSERT(m->nr == NR_EXTRA + 1, "%d tasks listed, expected %d", m->nr, NR_EXTRA + 1);
	TEST_ASSERT(map_has(m, me, me), "main thread %d missing", me);
	for (int i = 0; i < NR_EXTRA; i++)
		TEST_ASSERT(map_has(m, extra_tids[i], me), "thread %d missing", extra_tids[i]);
	for (int i = 1; i < m->nr; i++)
		TEST_ASSERT(m->map[i - 1].tid < m->map[i].tid, "tids not sorted");
	thread_map__put(m);

	/* -p PID,PID names the same process twice: each task once */
	snprintf(buf, sizeof(buf), "%d,%d", me, me);
	m = NULL;
	err = thread_map__new_str(buf, NULL, &m, bad, sizeof(bad));
	TEST_ASSERT(err == 0 && m->nr == NR_EXTRA + 1, "-p %s: err %d, %d tasks", buf, err,
		    m ? m->nr : -1);
	thread_map__put(m);

	/* -t TID: that thread alone, with its process as pid */
	snprintf(buf, sizeof(buf), "%d", extra_tids[1]);
	m = NULL;
	err = thread_map__new_str(NULL, buf, &m, bad, sizeof(bad));
	TEST_ASSERT(err == 0 && m->nr == 1, "-t %s: err %d", buf, err);
	TEST_ASSERT(m->map[0].tid == extra_tids[1] && m->map[0].pid == me,
		    "-t %s gave tid %d pid %d", buf, m->map[0].tid, m->map[0].pid);
	thread_map__put(m);

	/* a process that does not exist, and junk */
	m = NULL;
	err = thread_map__new_str("999999999", NULL, &m, bad, sizeof(bad));
	TEST_ASSERT(err == -ESRCH || err == -EINVAL, "-p 999999999 accepted (%d)", err);
	err = thread_map__new_str("12x", NULL, &m, bad, sizeof(bad));
	TEST_ASSERT(err == -EINVAL && !strcmp(bad, "12x"), "-p 12x: err %d", err);
	/* the token goes to the caller's buffer, cut to its size, or nowhere */
	err = thread_map__new_str("123456789012345678x", NULL, &m, bad, 4);
	TEST_ASSERT(err == -EINVAL && !strcmp(bad, "123"), "-p 1...x: err %d, bad '%s'", err, bad);
	err = thread_map__new_str("12x", NULL, &m, NULL, 0);
	TEST_ASSERT(err == -EINVAL, "-p 12x without a buffer: err %d", err);
	return TEST_OK;
}

DEFINE_TEST(test__thread_map_live, "thread_map: every task of a live multi-threaded process")
{
	pthread_t th[NR_EXTRA];
	int ret;

	pthread_barrier_init(&started, NULL, NR_EXTRA + 1);
	pthread_barrier_init(&finish, NULL, NR_EXTRA + 1);
	for (long i = 0; i < NR_EXTRA; i++)
		TEST_ASSERT(pthread_create(&th[i], NULL, worker, (void *)i) == 0,
			    "pthread_create failed");
	pthread_barrier_wait(&started);
	ret = check_maps(t);
	pthread_barrier_wait(&finish);
	for (int i = 0; i < NR_EXTRA; i++)
		pthread_join(th[i], NULL);
	return ret;
}
