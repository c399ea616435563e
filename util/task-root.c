// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "util/hashmap.h"
#include "util/task-root.h"

bool task__has_other_root(int pid)
{
	static struct stat ours;
	static bool have_ours;
	char p[64];
	struct stat theirs;

	if (!have_ours) {
		if (stat("/", &ours))
			return false;
		have_ours = true;
	}
	snprintf(p, sizeof(p), "/proc/%d/root", pid);
	return !stat(p, &theirs) && (theirs.st_dev != ours.st_dev || theirs.st_ino != ours.st_ino);
}

#define TASK_ROOT_FILES_MAX 1000

struct root_file {
	int fd;
	char name[]; /* as the task mapped it */
};

struct task_root_files {
	struct hashmap files; /* of struct root_file, by name */
};

static bool root_file_eq(const void *entry, const void *key)
{
	return !strcmp(((const struct root_file *)entry)->name, key);
}

struct task_root_files *task_root_files__new(void)
{
	return calloc(1, sizeof(struct task_root_files));
}

void task_root_files__delete(struct task_root_files *f)
{
	struct hashmap_slot *s;

	if (!f)
		return;
	hashmap__for_each(&f->files, s)
	{
		struct root_file *rf = s->entry;

		close(rf->fd);
		free(rf);
	}
	hashmap__exit(&f->files);
	free(f);
}

void task_root_files__note(struct task_root_files *f, int pid, const char *filename)
{
	size_t len = strlen(filename);
	u64 hash = hashmap__hash_bytes(filename, len);
	char path[PATH_MAX];
	struct root_file *rf;
	struct stat st;
	int fd;

	/* (a bound on the descriptors held: many containers' libraries) */
	if (!f || pid <= 0 || filename[0] != '/' || f->files.nr >= TASK_ROOT_FILES_MAX ||
	    hashmap__find(&f->files, hash, root_file_eq, filename) || !task__has_other_root(pid))
		return;
	if (snprintf(path, sizeof(path), "/proc/%d/root%s", pid, filename) >= (int)sizeof(path))
		return;
	fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
	if (fd < 0)
		return;
	rf = malloc(sizeof(*rf) + len + 1);
	if (rf) {
		rf->fd = fd;
		memcpy(rf->name, filename, len + 1);
	}
	if (!rf || fstat(fd, &st) || !S_ISREG(st.st_mode) || hashmap__add(&f->files, hash, rf)) {
		free(rf);
		close(fd);
	}
}

const char *task_root_files__path(const struct task_root_files *f, const char *filename, char *buf,
				  size_t len)
{
	const struct root_file *rf;

	if (!f)
		return NULL;
	rf = hashmap__find(&f->files, hashmap__hash_bytes(filename, strlen(filename)), root_file_eq,
			   filename);
	if (!rf)
		return NULL;
	snprintf(buf, len, "/proc/self/fd/%d", rf->fd);
	return buf;
}
