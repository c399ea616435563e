// SPDX-License-Identifier: GPL-2.0
/* Permissions of an ordinary user: the paranoid level explained, input file ownership. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util/evsel.h"
#include "util/perm.h"
#include "util/util.h"

int paranoid__level(void)
{
	char *buf;
	int level;

	if (read_file("/proc/sys/kernel/perf_event_paranoid", &buf, NULL))
		return 2;
	buf[strcspn(buf, "\n")] = '\0';
	if (str_to_int(buf, &level))
		level = 2;
	free(buf);
	return level;
}

/* "...; run perf as root, or lower the level to N (sysctl kernel.perf_event_paranoid=N)" */
static const char *perm_tail(char *buf, size_t len, int to)
{
	snprintf(
		buf, len,
		"run perf as root, or lower the level to %d (sysctl kernel.perf_event_paranoid=%d)",
		to, to);
	return buf;
}

const char *perm__open_strerror(const struct evsel *evsel, bool cpu_wide, char *buf, size_t len)
{
	const char *name = evsel__name(evsel);
	int level = paranoid__level();
	char tail[128];

	if (level >= 3)
		snprintf(buf, len,
			 "%s: permission denied: kernel.perf_event_paranoid is %d, which forbids "
			 "every event to users without CAP_PERFMON; %s",
			 name, level, perm_tail(tail, sizeof(tail), 2));
	else if (cpu_wide && level >= 1)
		snprintf(buf, len,
			 "%s: permission denied: kernel.perf_event_paranoid is %d, which forbids "
			 "system-wide and per-CPU events (-a, -C) to users without CAP_PERFMON; %s",
			 name, level, perm_tail(tail, sizeof(tail), 0));
	else if (!evsel->attr.exclude_kernel && level >= 2)
		snprintf(buf, len,
			 "%s: permission denied: kernel.perf_event_paranoid is %d, which forbids "
			 "profiling the kernel to users without CAP_PERFMON; add the :u modifier "
			 "for user space only, or %s",
			 name, level, perm_tail(tail, sizeof(tail), 1));
	else if (level >= 0 && evsel->attr.type == PERF_TYPE_TRACEPOINT)
		snprintf(buf, len,
			 "%s: permission denied: kernel.perf_event_paranoid is %d, which forbids "
			 "raw tracepoint data to users without CAP_PERFMON; %s",
			 name, level, perm_tail(tail, sizeof(tail), -1));
	else
		snprintf(buf, len,
			 "%s: permission denied: the task belongs to another user (or "
			 "kernel.perf_event_paranoid, %d, forbids it); run perf as root or as the "
			 "task's owner",
			 name, level);
	return buf;
}

bool perm__no_level_asked(const struct evsel *evsel)
{
	return !evsel->attr.exclude_kernel && !evsel->attr.exclude_user;
}

bool perm__may_exclude_kernel(const struct evsel *evsel, int err)
{
	return (err == -EACCES || err == -EPERM) && perm__no_level_asked(evsel) &&
	       paranoid__level() > 1;
}

/* Is capability cap in this process's effective set (/proc/self/status CapEff)? */
static bool has_cap(unsigned int cap)
{
	FILE *f = fopen("/proc/self/status", "r");
	char line[256];
	unsigned long long eff = 0;
	bool found = false;

	if (!f)
		return geteuid() == 0;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "CapEff: %llx", &eff) == 1) {
			found = true;
			break;
		}
	fclose(f);
	if (!found)
		return geteuid() == 0;
	return cap < 64 && (eff >> cap) & 1;
}

bool perm__can_profile_kernel(void)
{
	/* 38: CAP_PERFMON, 21: CAP_SYS_ADMIN */
	return paranoid__level() <= 1 || has_cap(38) || has_cap(21);
}

int perm__check_input(const char *path, bool force, char *msg, size_t len)
{
	struct stat st;

	if (force || !strcmp(path, "-") || stat(path, &st))
		return 0;
	if (st.st_uid == 0 || st.st_uid == geteuid())
		return 0;
	snprintf(msg, len,
		 "%s: owned by another user (uid %u), neither you nor root: use "
		 "-f/--force to read it anyway",
		 path, (unsigned int)st.st_uid);
	return -EPERM;
}
