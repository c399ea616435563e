// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "cpumap.h"
#include "debug.h"
#include "evsel.h"
#include "perm.h"
#include "thread_map.h"

const char *const perf_tool_event_names[PERF_TOOL_MAX] = {
	[PERF_TOOL_DURATION_TIME] = "duration_time",
	[PERF_TOOL_USER_TIME] = "user_time",
	[PERF_TOOL_SYSTEM_TIME] = "system_time",
};

int perf_tool_event__from_name(const char *name)
{
	for (int i = PERF_TOOL_NONE + 1; i < PERF_TOOL_MAX; i++)
		if (!strcmp(name, perf_tool_event_names[i]))
			return i;
	return PERF_TOOL_NONE;
}

struct evsel *evsel__new(const struct perf_event_attr *attr, const char *name)
{
	struct evsel *e = perf_zalloc(sizeof(*e));

	if (!e)
		return NULL;
	e->attr = *attr;
	e->attr.size = sizeof(e->attr);
	e->name = name ? perf_strdup(name) : NULL;
	if (name && !e->name) {
		free(e);
		return NULL;
	}
	e->leader = e;
	e->nr_members = 1;
	INIT_LIST_HEAD(&e->node);
	return e;
}

void evsel__delete(struct evsel *evsel)
{
	if (!evsel)
		return;
	evsel__close(evsel);
	free(evsel->name);
	for (int i = 0; i < evsel->nr_old_names; i++)
		free(evsel->old_names[i]);
	free(evsel->old_names);
	free(evsel->tp_sys);
	free(evsel->tp_name);
	free(evsel->filter);
	free(evsel->bp_symbol);
	free(evsel->bp_pie_symbol);
	free(evsel);
}

struct perf_event_attr *evsel__attr(struct evsel *evsel)
{
	return &evsel->attr;
}

struct perf_cpu_map *evsel__cpus(const struct evsel *evsel)
{
	return evsel->cpus;
}

struct perf_thread_map *evsel__threads(const struct evsel *evsel)
{
	return evsel->threads;
}

const char *evsel__name(const struct evsel *evsel)
{
	return evsel->name ? evsel->name : "unknown";
}

int evsel__set_name(struct evsel *evsel, const char *name)
{
	char *copy = perf_strdup(name);

	if (!copy)
		return -ENOMEM; /* the old name stays */
	if (evsel->name && !strcmp(evsel->name, copy)) {
		free(copy);
		return 0;
	}
	if (evsel->name) {
		char **old = realloc(evsel->old_names,
				     (evsel->nr_old_names + 1) * sizeof(*evsel->old_names));

		if (!old) {
			free(copy);
			return -ENOMEM; /* the old name stays */
		}
		evsel->old_names = old;
		evsel->old_names[evsel->nr_old_names++] = evsel->name;
	}
	evsel->name = copy;
	return 0;
}

static int sys_perf_event_open(struct perf_event_attr *attr, pid_t pid, int cpu, int group_fd,
			       unsigned long flags)
{
	return (int)syscall(__NR_perf_event_open, attr, pid, cpu, group_fd, flags);
}

int evsel__nr_fds(const struct evsel *evsel)
{
	return evsel->fd ? evsel->cpus->nr * evsel->threads->nr : 0;
}

int evsel__fd(const struct evsel *evsel, int cpu_idx, int thread_idx)
{
	if (!evsel->fd)
		return -1;
	return evsel->fd[cpu_idx * evsel->threads->nr + thread_idx];
}

bool evsel__is_open(const struct evsel *evsel)
{
	return evsel->fd != NULL;
}

static int evsel__open_once(struct evsel *evsel, struct perf_cpu_map *cpus,
			    struct perf_thread_map *threads);

int evsel__open(struct evsel *evsel, struct perf_cpu_map *cpus, struct perf_thread_map *threads)
{
	int err = evsel__open_once(evsel, cpus, threads);

	/*
	 * The PMUs of /sys/bus/event_source (msr, uncore, ...) often refuse the host/guest
	 * filter that events get by default: retry without it, as Linux perf does.
	 */
	if (err == -EINVAL && evsel->attr.type >= PERF_TYPE_MAX &&
	    (evsel->attr.exclude_guest || evsel->attr.exclude_host)) {
		evsel->attr.exclude_guest = 0;
		evsel->attr.exclude_host = 0;
		err = evsel__open_once(evsel, cpus, threads);
	}
	/* a kernel older than 5.19 (lost counts) or 5.1 (BPF side band): what it has */
	if (err == -EINVAL && ((evsel->attr.read_format & PERF_FORMAT_LOST) ||
			       evsel->attr.ksymbol || evsel->attr.bpf_event)) {
		evsel->attr.read_format &= ~(u64)PERF_FORMAT_LOST;
		evsel->attr.ksymbol = 0;
		evsel->attr.bpf_event = 0;
		err = evsel__open_once(evsel, cpus, threads);
	}
	return err;
}

static int evsel__open_once(struct evsel *evsel, struct perf_cpu_map *cpus,
			    struct perf_thread_map *threads)
{
	int nr = cpus->nr * threads->nr, err = 0;

	if (evsel->fd)
		evsel__close(evsel);
	evsel->cpus = cpu_map__get(cpus);
	evsel->threads = thread_map__get(threads);
	evsel->fd = perf_malloc(nr * sizeof(int));
	evsel->id = perf_zalloc(nr * sizeof(u64));
	if (!evsel->fd || !evsel->id) {
		free(evsel->fd);
		free(evsel->id);
		evsel->fd = NULL;
		evsel->id = NULL;
		err = -ENOMEM;
		goto fail;
	}
	for (int i = 0; i < nr; i++)
		evsel->fd[i] = -1;

	for (int c = 0; c < cpus->nr; c++) {
		for (int t = 0; t < threads->nr; t++) {
			int group_fd = -1, fd;
			pid_t pid = evsel->system_wide ? -1 : thread_map__tid(threads, t);

			evsel->cpu_wide = pid == -1;
			if (evsel->leader != evsel) {
				group_fd = evsel__fd(evsel->leader, c, t);
				/* the leader skipped a thread that had exited: so do we */
				if (group_fd < 0 && threads->nr > 1)
					continue;
				if (group_fd < 0) {
					err = -EBADF;
					goto fail;
				}
			}
			pr_debug2("perf_event_open: %s pid %d cpu %d group_fd %d\n",
				  evsel__name(evsel), pid, cpus->map[c], group_fd);
			fd = sys_perf_event_open(&evsel->attr, pid, cpus->map[c], group_fd,
						 PERF_FLAG_FD_CLOEXEC);
			if (fd < 0) {
				err = -errno;
				/* a thread of -p that exited since the map was made */
				if (err == -ESRCH && threads->nr > 1)
					continue;
				pr_debug("perf_event_open %s (pid %d cpu %d) failed: %s\n",
					 evsel__name(evsel), pid, cpus->map[c], strerror(errno));
				goto fail;
			}
			evsel->fd[c * threads->nr + t] = fd;
			if (ioctl(fd, PERF_EVENT_IOC_ID, &evsel->id[c * threads->nr + t]) < 0)
				evsel->id[c * threads->nr + t] = 0;
		}
	}
	evsel->open_err = 0;
	return 0;
fail:
	evsel__close(evsel);
	evsel->open_err = err;
	return err;
}

void evsel__close(struct evsel *evsel)
{
	int nr = evsel__nr_fds(evsel);

	for (int i = 0; i < nr; i++)
		if (evsel->fd[i] >= 0)
			close(evsel->fd[i]);
	free(evsel->fd);
	free(evsel->id);
	evsel->fd = NULL;
	evsel->id = NULL;
	cpu_map__put(evsel->cpus);
	thread_map__put(evsel->threads);
	evsel->cpus = NULL;
	evsel->threads = NULL;
}

int evsel__read_one(struct evsel *evsel, int cpu_idx, int thread_idx,
		    struct perf_counts_values *count)
{
	int fd = evsel__fd(evsel, cpu_idx, thread_idx);
	u64 buf[5] = { 0 };
	size_t n = 1;
	ssize_t r;
	u64 rf = evsel->attr.read_format;

	memset(count, 0, sizeof(*count));
	if (fd < 0)
		return -EBADF;
	if (rf & PERF_FORMAT_GROUP)
		return -EINVAL; /* the counting code reads each fd on its own */
	n += !!(rf & PERF_FORMAT_TOTAL_TIME_ENABLED) + !!(rf & PERF_FORMAT_TOTAL_TIME_RUNNING) +
	     !!(rf & PERF_FORMAT_ID) + !!(rf & PERF_FORMAT_LOST);
	r = read(fd, buf, n * sizeof(u64));
	if (r < 0)
		return -errno;
	if ((size_t)r < n * sizeof(u64))
		return -EIO;
	count->val = buf[0];
	n = 1;
	count->ena = (rf & PERF_FORMAT_TOTAL_TIME_ENABLED) ? buf[n++] : 0;
	count->run = (rf & PERF_FORMAT_TOTAL_TIME_RUNNING) ? buf[n++] : 0;
	count->id = (rf & PERF_FORMAT_ID) ? buf[n++] : 0;
	count->lost = (rf & PERF_FORMAT_LOST) ? buf[n++] : 0;
	return 0;
}

static int evsel__ioctl_all(struct evsel *evsel, unsigned long req)
{
	int nr = evsel__nr_fds(evsel);

	for (int i = 0; i < nr; i++)
		if (evsel->fd[i] >= 0 && ioctl(evsel->fd[i], req, 0) < 0)
			return -errno;
	return 0;
}

int evsel__apply_filter(struct evsel *evsel)
{
	int nr = evsel__nr_fds(evsel);

	if (!evsel->filter)
		return 0;
	for (int i = 0; i < nr; i++)
		if (evsel->fd[i] >= 0 &&
		    ioctl(evsel->fd[i], PERF_EVENT_IOC_SET_FILTER, evsel->filter) < 0)
			return -errno;
	return 0;
}

int evsel__enable(struct evsel *evsel)
{
	return evsel__ioctl_all(evsel, PERF_EVENT_IOC_ENABLE);
}

int evsel__disable(struct evsel *evsel)
{
	return evsel__ioctl_all(evsel, PERF_EVENT_IOC_DISABLE);
}

void evsel__attr_name(const struct perf_event_attr *attr, const char *base, char *buf, size_t len)
{
	char mods[16];
	size_t n = 0;
	bool guest_default = false;

	/* the privilege levels let in, when some are excluded */
	if (attr->exclude_kernel || attr->exclude_user || attr->exclude_hv) {
		if (!attr->exclude_kernel)
			mods[n++] = 'k';
		if (!attr->exclude_user)
			mods[n++] = 'u';
		if (!attr->exclude_hv)
			mods[n++] = 'h';
		guest_default = true;
	}
	for (unsigned int i = 0; i < attr->precise_ip && i < 3; i++)
		mods[n++] = 'p';
	if (attr->precise_ip)
		guest_default = true;
	/* host and guest, when they differ from what the modifiers above imply */
	if (attr->exclude_host || attr->exclude_guest == guest_default) {
		if (!attr->exclude_host)
			mods[n++] = 'H';
		if (!attr->exclude_guest)
			mods[n++] = 'G';
	}
	mods[n] = '\0';
	snprintf(buf, len, "%s%s%s", base, n ? ":" : "", mods);
}

void evsel__exclude_kernel(struct evsel *evsel)
{
	const char *name = evsel__name(evsel);
	bool has_mods = strchr(name, ':') || strchr(name, '/');
	char *u;

	/* out of memory, the name stays as it is: what is counted does not depend on it */
	if (asprintf(&u, "%s%su", name, has_mods ? "" : ":") >= 0) {
		evsel__set_name(evsel, u);
		free(u);
	}
	evsel->attr.exclude_kernel = 1;
	evsel->attr.exclude_hv = 1;
}

bool evsel__fallback(struct evsel *evsel, int err, char *msg, size_t len)
{
	/*
	 * perf_event_paranoid 2 (Debian's default) lets an ordinary user count and sample
	 * user space only: as Linux perf does, exclude the kernel and say so with a "u"
	 * modifier on the name. Not for an event that already excludes user space (:k):
	 * nothing would be left of it.
	 */
	if (perm__may_exclude_kernel(evsel, err)) {
		evsel__exclude_kernel(evsel);
		snprintf(msg, len,
			 "kernel.perf_event_paranoid=%d, trying to fall back to excluding kernel and "
			 "hypervisor samples",
			 paranoid__level());
		return true;
	}
	if ((err == -ENOENT || err == -EOPNOTSUPP || err == -ENODEV) &&
	    evsel->attr.type == PERF_TYPE_HARDWARE &&
	    evsel->attr.config == PERF_COUNT_HW_CPU_CYCLES) {
		snprintf(msg, len,
			 "The cycles event is not supported, trying to fall back to cpu-clock-ticks");
		evsel->attr.type = PERF_TYPE_SOFTWARE;
		evsel->attr.config = PERF_COUNT_SW_CPU_CLOCK;
		/*
		 * A frequency, period or precise level asked of cycles carries over; Linux perf
		 * then names the event afresh from its attr (cycles:u -> cpu-clock:uH).
		 */
		{
			char name[64];

			evsel__attr_name(&evsel->attr, "cpu-clock", name, sizeof(name));
			evsel__set_name(evsel, name);
		}
		return true;
	}
	return false;
}

const char *evsel__open_strerror(const struct evsel *evsel, int err, char *buf, size_t len)
{
	const char *name = evsel__name(evsel);

	switch (-err) {
	case ENOENT:
	case EOPNOTSUPP:
	case ENODEV:
		if (evsel->attr.type == PERF_TYPE_HARDWARE ||
		    evsel->attr.type == PERF_TYPE_HW_CACHE || evsel->attr.type == PERF_TYPE_RAW)
			snprintf(buf, len, "%s: not supported: this machine has no hardware PMU "
				 "for it", name);
		else if (evsel->attr.type == PERF_TYPE_BREAKPOINT)
			/* the host's doing (no debug registers for guests...), not the address's */
			snprintf(buf, len,
				 "%s: not supported: this machine cannot set hardware breakpoints (%s)",
				 name, strerror(-err));
		else
			snprintf(buf, len, "%s: not supported by this kernel (%s)", name,
				 strerror(-err));
		break;
	case EACCES:
	case EPERM:
		/* the paranoid level and what it forbids, for this event and target */
		return perm__open_strerror(evsel, evsel->cpu_wide, buf, len);
	case ESRCH:
		snprintf(buf, len, "%s: no such process", name);
		break;
	case EINVAL:
		if (evsel->attr.type == PERF_TYPE_BREAKPOINT)
			snprintf(buf, len, "%s: invalid breakpoint (bad address, length or "
				 "alignment)", name);
		else
			snprintf(buf, len, "%s: invalid event attributes for this kernel", name);
		break;
	case ENOSPC:
		snprintf(buf, len, "%s: no free hardware breakpoint/counter slot", name);
		break;
	case EMFILE:
		snprintf(buf, len, "%s: too many open files (try ulimit -n)", name);
		break;
	case EBUSY:
		snprintf(buf, len, "%s: the PMU is in use by another user", name);
		break;
	default:
		snprintf(buf, len, "%s: %s", name, strerror(-err));
	}
	return buf;
}

u64 perf_counts__scaled(const struct perf_counts_values *c)
{
	if (c->run == 0 || c->run >= c->ena)
		return c->val;
	return (u64)((double)c->val * c->ena / c->run + 0.5);
}
