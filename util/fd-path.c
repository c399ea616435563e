// SPDX-License-Identifier: GPL-2.0
/* The paths of processes' fds, from /proc, kept from open to close. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fd-path.h"
#include "hashmap.h"
#include "util.h"

struct fd_path {
	u64 key; /* pid << 32 | fd */
	char *path; /* NULL: not known (closed, or /proc had nothing) */
	bool tried; /* /proc was asked since it was last opened or closed */
};

struct fd_paths {
	struct hashmap map; /* key -> fd_path (entries stay: the table has no removal) */
};

static u64 fd_key(int pid, int fd)
{
	return (u64)(u32)pid << 32 | (u32)fd;
}

static bool fd_path__eq(const void *entry, const void *key)
{
	return ((const struct fd_path *)entry)->key == *(const u64 *)key;
}

struct fd_paths *fd_paths__new(void)
{
	return calloc(1, sizeof(struct fd_paths));
}

void fd_paths__delete(struct fd_paths *fp)
{
	struct hashmap_slot *s;

	if (!fp)
		return;
	hashmap__for_each(&fp->map, s)
	{
		struct fd_path *p = s->entry;

		free(p->path);
		free(p);
	}
	hashmap__exit(&fp->map);
	free(fp);
}

static struct fd_path *fd_paths__entry(struct fd_paths *fp, int pid, int fd)
{
	u64 key = fd_key(pid, fd);
	struct fd_path *p = hashmap__find(&fp->map, key, fd_path__eq, &key);

	if (p)
		return p;
	p = calloc(1, sizeof(*p));
	if (!p)
		return NULL;
	p->key = key;
	if (hashmap__add(&fp->map, key, p)) {
		free(p);
		return NULL;
	}
	return p;
}

static void fd_path__read(struct fd_path *p, int pid, int fd)
{
	char link[64], path[PATH_MAX];
	ssize_t n;

	free(p->path);
	p->path = NULL;
	p->tried = true;
	snprintf(link, sizeof(link), "/proc/%d/fd/%d", pid, fd);
	n = readlink(link, path, sizeof(path) - 1);
	if (n <= 0)
		return;
	path[n] = '\0';
	p->path = strdup(path);
}

const char *fd_paths__get(struct fd_paths *fp, int pid, int fd)
{
	struct fd_path *p;

	if (!fp || fd < 0)
		return NULL;
	p = fd_paths__entry(fp, pid, fd);
	if (!p)
		return NULL;
	if (!p->tried)
		fd_path__read(p, pid, fd);
	return p->path;
}

void fd_paths__opened(struct fd_paths *fp, int pid, int fd)
{
	struct fd_path *p = fp && fd >= 0 ? fd_paths__entry(fp, pid, fd) : NULL;

	if (p)
		fd_path__read(p, pid, fd);
}

void fd_paths__set(struct fd_paths *fp, int pid, int fd, const char *path)
{
	struct fd_path *p = fp && fd >= 0 ? fd_paths__entry(fp, pid, fd) : NULL;

	if (!p)
		return;
	free(p->path);
	p->path = strdup(path);
	p->tried = true;
}

void fd_paths__forget(struct fd_paths *fp, int pid, int fd)
{
	struct fd_path *p = fp && fd >= 0 ? fd_paths__entry(fp, pid, fd) : NULL;

	if (!p)
		return;
	free(p->path);
	p->path = NULL;
	p->tried = false;
}
