// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cpumap.h"
#include "target.h"
#include "thread_map.h"

int target__validate(struct target *t, char *msg, size_t len)
{
	msg[0] = '\0';
	if (target__has_task(t) && target__has_cpu(t)) {
		snprintf(msg, len, "%s overrides %s, measuring the task%s only",
			 t->pid ? "-p/--pid" : "-t/--tid", t->system_wide ? "-a" : "-C",
			 t->pid ? "s of the pid" : "s named");
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
	if (target__has_task(t)) {
		const char *bad = "";
		int err = thread_map__new_str(t->pid, t->tid, &threads, &bad);

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
