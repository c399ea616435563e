// SPDX-License-Identifier: GPL-2.0
/*
 * tracefs: where it is, mounting it when nobody did (we usually run as root), and the
 * tracepoints it describes under events/<sys>/<name>/{id,format}.
 */
#include <dirent.h>
#include <errno.h>
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

#include "debug.h"
#include "tracefs.h"
#include "util.h"

#ifndef TRACEFS_MAGIC
#define TRACEFS_MAGIC 0x74726163
#endif

static char mountpoint[4096];
static int mount_err; /* the errno of the last failed search, to report it again */
/* A tracefs found mounted but closed to this user (mode 0700 for an ordinary user). */
static char denied[4096];

/* A directory that is tracefs and holds events/ (debugfs' tracing/ is a tracefs automount). */
static bool is_tracefs(const char *dir)
{
	struct statfs sfs;
	char ev[4200];
	struct stat st;

	if (statfs(dir, &sfs) || (unsigned long)sfs.f_type != TRACEFS_MAGIC)
		return false;
	snprintf(ev, sizeof(ev), "%s/events", dir);
	if (stat(ev, &st) && (errno == EACCES || errno == EPERM) && !denied[0])
		snprintf(denied, sizeof(denied), "%s", dir);
	return !stat(ev, &st) && S_ISDIR(st.st_mode);
}

/* A tracefs mount listed in /proc/mounts, wherever it is. */
static bool find_in_proc_mounts(void)
{
	FILE *f = fopen("/proc/mounts", "r");
	char line[4096], dev[256], dir[4096], type[64];
	bool found = false;

	if (!f)
		return false;
	while (!found && fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%255s %4095s %63s", dev, dir, type) != 3)
			continue;
		if (!strcmp(type, "tracefs") && is_tracefs(dir)) {
			snprintf(mountpoint, sizeof(mountpoint), "%s", dir);
			found = true;
		}
	}
	fclose(f);
	return found;
}

const char *tracefs__mountpoint(void)
{
	static const char *const known[] = { "/sys/kernel/tracing", "/sys/kernel/debug/tracing" };

	if (mountpoint[0] && is_tracefs(mountpoint))
		return mountpoint;
	mountpoint[0] = '\0';
	for (size_t i = 0; i < ARRAY_SIZE(known); i++) {
		if (is_tracefs(known[i])) {
			snprintf(mountpoint, sizeof(mountpoint), "%s", known[i]);
			return mountpoint;
		}
	}
	if (find_in_proc_mounts())
		return mountpoint;
	if (denied[0]) {
		/* mounted, but not for us: mounting it again is not the cure */
		mount_err = EACCES;
		errno = mount_err;
		return NULL;
	}
	/* Nobody mounted it: do it where the kernel documents it. */
	if (mount("nodev", "/sys/kernel/tracing", "tracefs", 0, NULL) == 0 &&
	    is_tracefs("/sys/kernel/tracing")) {
		pr_debug("mounted tracefs on /sys/kernel/tracing\n");
		snprintf(mountpoint, sizeof(mountpoint), "/sys/kernel/tracing");
		return mountpoint;
	}
	mount_err = errno ? errno : ENOENT;
	pr_debug("tracefs: not mounted and mounting it failed: %s\n", strerror(mount_err));
	errno = mount_err;
	return NULL;
}

char *tracefs__path(const char *rel)
{
	const char *mnt = tracefs__mountpoint();

	if (!mnt)
		return NULL;
	return xasprintf("%s/%s", mnt, rel);
}

/* sys and name are single path components: no '/', no "..", nothing empty. */
static bool valid_component(const char *s)
{
	return s && *s && !strchr(s, '/') && strcmp(s, ".") && strcmp(s, "..");
}

int tracefs__event_id(const char *sys, const char *name)
{
	char *rel, *path, *buf = NULL;
	u64 id;
	int ret;

	if (!valid_component(sys) || !valid_component(name))
		return -EINVAL;
	rel = xasprintf("events/%s/%s/id", sys, name);
	path = tracefs__path(rel);
	free(rel);
	if (!path)
		return -(errno ? errno : ENOENT);
	ret = read_file(path, &buf, NULL);
	free(path);
	if (ret)
		return ret;
	buf[strcspn(buf, "\n")] = '\0';
	if (str_to_u64(buf, &id, 10) || id > 0x7fffffff)
		ret = -EINVAL;
	else
		ret = (int)id;
	free(buf);
	return ret;
}

char *tracefs__event_format(const char *sys, const char *name)
{
	char *rel, *path, *buf = NULL;

	if (!valid_component(sys) || !valid_component(name))
		return NULL;
	rel = xasprintf("events/%s/%s/format", sys, name);
	path = tracefs__path(rel);
	free(rel);
	if (!path)
		return NULL;
	if (read_file(path, &buf, NULL))
		buf = NULL;
	free(path);
	return buf;
}

static int str_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The subdirectories of dir matching glob (all when NULL), sorted; the count or -errno. */
static int list_dirs(const char *dir, const char *glob, char ***out)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	char **names = NULL;
	size_t alloc = 0;
	int nr = 0;

	*out = NULL;
	if (!d)
		return -errno;
	while ((de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		if (de->d_type != DT_DIR && de->d_type != DT_UNKNOWN)
			continue;
		if (glob && fnmatch(glob, de->d_name, 0))
			continue;
		if (de->d_type == DT_UNKNOWN) {
			char *p = xasprintf("%s/%s", dir, de->d_name);
			struct stat st;
			bool isdir = !stat(p, &st) && S_ISDIR(st.st_mode);

			free(p);
			if (!isdir)
				continue;
		}
		names = grow_array(names, &alloc, nr + 1, sizeof(*names));
		names[nr++] = xstrdup(de->d_name);
	}
	closedir(d);
	if (nr)
		qsort(names, nr, sizeof(*names), str_cmp);
	*out = names;
	return nr;
}

static void free_names(char **names, int nr)
{
	for (int i = 0; i < nr; i++)
		free(names[i]);
	free(names);
}

int tracefs__for_each_event(const char *sys_glob, const char *name_glob,
			    int (*cb)(const char *sys, const char *name, void *data), void *data)
{
	char *events = tracefs__path("events");
	char **systems;
	int nsys, count = 0, ret = 0;

	if (!events)
		return -(errno ? errno : ENOENT);
	nsys = list_dirs(events, sys_glob, &systems);
	if (nsys < 0) {
		free(events);
		return nsys;
	}
	for (int s = 0; s < nsys && !ret; s++) {
		char *sysdir = xasprintf("%s/%s", events, systems[s]);
		char **names;
		int nev = list_dirs(sysdir, name_glob, &names);

		for (int e = 0; e < nev && !ret; e++) {
			/* a tracepoint directory has an id; "enable"/"filter" files are skipped above */
			char *id = xasprintf("%s/%s/id", sysdir, names[e]);
			bool has_id = !access(id, R_OK);

			free(id);
			if (!has_id)
				continue;
			count++;
			if (cb)
				ret = cb(systems[s], names[e], data);
		}
		if (nev > 0)
			free_names(names, nev);
		free(sysdir);
	}
	free_names(systems, nsys);
	free(events);
	return ret ? ret : count;
}

bool tracefs__system_exists(const char *sys)
{
	char *rel, *path;
	struct stat st;
	bool ret;

	if (!valid_component(sys))
		return false;
	rel = xasprintf("events/%s", sys);
	path = tracefs__path(rel);
	free(rel);
	if (!path)
		return false;
	ret = !stat(path, &st) && S_ISDIR(st.st_mode);
	free(path);
	return ret;
}

const char *tracefs__strerror(char *buf, size_t len)
{
	if (tracefs__mountpoint())
		snprintf(buf, len, "mounted at %s", mountpoint);
	else if (mount_err == EACCES && denied[0])
		snprintf(buf, len,
			 "mounted at %s but not readable by this user (as root: mount -o "
			 "remount,mode=755 %s)",
			 denied, denied);
	else
		snprintf(buf, len, "not mounted and could not be mounted (%s)",
			 strerror(mount_err ? mount_err : ENOENT));
	return buf;
}
