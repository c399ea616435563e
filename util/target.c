// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <pwd.h>
#include <stdio.h>
#include <string.h>

#include "cpumap.h"
#include "target.h"
#include "thread_map.h"
#include "util.h"

/* -u's user: a name from the password database, or a number */
static int target__uid(const char *str, uid_t *uid)
{
	struct passwd *pw = getpwnam(str);
	u64 v;

	if (pw) {
		*uid = pw->pw_uid;
		return 0;
	}
	if (str_to_u64(str, &v, 10) || v > 0xfffffffe)
		return -EINVAL;
	*uid = (uid_t)v;
	return 0;
}

int target__validate(struct target *t, char *msg, size_t len)
{
	msg[0] = '\0';
	if (t->uid_str && (t->pid || t->tid)) {
		snprintf(msg, len, "-u cannot be used with -p or -t");
		return -EINVAL;
	}
	if (target__has_task(t) && target__has_cpu(t)) {
		const char *opt = t->pid ? "-p/--pid" : t->tid ? "-t/--tid" : "-u/--uid";
		const char *what = t->pid ? "s of the pid" : t->tid ? "s named" : "s of the user";

		snprintf(msg, len, "%s overrides %s, measuring the task%s only", opt,
			 t->system_wide ? "-a" : "-C", what);
		t->system_wide = false;
		t->cpu_list = NULL;
	}
	return 0;
}

int target__create_maps(struct target *t, struct perf_cpu_map **cpusp,
			struct perf_thread_map **threadsp, char *msg, size_t len)
{
	struct perf_cpu_map *cpus = NULL;
	struct perf_thread_map *threads = NULL;

	msg[0] = '\0';
	if (t->uid_str) {
		uid_t uid;
		int err = target__uid(t->uid_str, &uid);

		if (err) {
			snprintf(msg, len, "no such user: '%s'", t->uid_str);
			return err;
		}
		err = thread_map__new_by_uid(uid, &threads);
		if (err) {
			snprintf(msg, len, "user '%s' has no process%s%s", t->uid_str,
				 err == -ESRCH ? "" : ": ", err == -ESRCH ? "" : strerror(-err));
			return err;
		}
		cpus = cpu_map__dummy_new();
	} else if (target__has_task(t)) {
		char bad[64];
		int err = thread_map__new_str(t->pid, t->tid, &threads, bad, sizeof(bad));

		if (err == -ESRCH) {
			snprintf(msg, len, "no such process: %s", bad);
			return err;
		}
		if (err == -ENOMEM) {
			snprintf(msg, len, "out of memory");
			return err;
		}
		if (err) {
			snprintf(msg, len, "invalid %s list: '%s'", t->pid ? "pid" : "tid", bad);
			return err;
		}
		cpus = cpu_map__dummy_new();
	} else if (t->per_thread && t->system_wide) {
		/* each task on any cpu: the counts follow the tasks, not the cpus */
		int err = thread_map__new_all(&threads);

		if (err) {
			snprintf(msg, len, "cannot list the tasks in /proc: %s", strerror(-err));
			return err;
		}
		cpus = cpu_map__dummy_new();
	} else if (target__has_cpu(t)) {
		cpus = cpu_map__new(t->cpu_list);
		if (!cpus) {
			snprintf(msg, len, "invalid cpu list: '%s'", t->cpu_list);
			return -EINVAL;
		}
		if (t->cpu_list) {
			int off = cpu_map__first_offline(cpus);

			if (off >= 0) {
				snprintf(msg, len, "cpu %d is not online (see "
					 "/sys/devices/system/cpu/online)", off);
				cpu_map__put(cpus);
				return -EINVAL;
			}
		}
		threads = thread_map__new_dummy();
	} else {
		cpus = cpu_map__dummy_new();
		threads = thread_map__new_dummy(); /* the workload's pid goes here */
	}
	if (!cpus || !threads) {
		cpu_map__put(cpus);
		thread_map__put(threads);
		snprintf(msg, len, "out of memory");
		return -ENOMEM;
	}
	*cpusp = cpus;
	*threadsp = threads;
	return 0;
}
