// SPDX-License-Identifier: GPL-2.0
/*
 * tracefs' function tracer settings saved, changed and put back (perf ftrace). A file is
 * restored when perf opened it for writing at all: opening a filter file with O_TRUNC
 * already empties it, even when the kernel then refuses the entry written.
 */
#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <perf/cpumap.h>

#include "debug.h"
#include "ftrace.h"
#include "tracefs.h"
#include "util.h"

static struct ftrace_setting *find(const struct ftrace_settings *s, const char *name)
{
	for (size_t i = 0; i < s->nr; i++)
		if (!strcmp(s->v[i].name, name))
			return &s->v[i];
	return NULL;
}

static char *path_of(const char *name)
{
	return tracefs__path(name);
}

/* A tracefs file's whole content into *buf: 0 or -errno (-ENODEV: no tracefs). */
static int read_tracefs(const char *name, char **buf)
{
	char *path = path_of(name);
	int err;

	if (!path)
		return -ENODEV;
	err = read_file(path, buf, NULL);
	free(path);
	return err;
}

int ftrace_settings__save(struct ftrace_settings *s, const char *name, bool list)
{
	struct ftrace_setting *e;
	char *buf = NULL;
	int err;

	if (find(s, name))
		return 0;
	err = read_tracefs(name, &buf);
	if (err)
		return err;
	s->v = grow_array(s->v, &s->alloc, s->nr + 1, sizeof(*s->v));
	e = &s->v[s->nr++];
	e->name = xstrdup(name);
	e->saved = buf;
	e->list = list;
	e->changed = false;
	return 0;
}

const char *ftrace_settings__saved(const struct ftrace_settings *s, const char *name)
{
	const struct ftrace_setting *e = find(s, name);

	return e ? e->saved : NULL;
}

/* Writes one entry or value: a newline after it, or the kernel may wait for more. */
static int write_entry(int fd, const char *p, size_t n)
{
	char *line = xmalloc(n + 2);
	int err;

	memcpy(line, p, n);
	line[n] = '\n';
	line[n + 1] = '\0';
	err = writen(fd, line, n + 1);
	free(line);
	return err;
}

/*
 * Writes val to the file: a value replaces the content; a list is emptied (O_TRUNC) and
 * gets its entries one by one.
 */
static int write_setting(struct ftrace_setting *e, const char *val, const char **refused)
{
	char *path = path_of(e->name);
	int fd, err = 0;

	if (!path)
		return -ENODEV;
	e->changed = true;
	fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC);
	free(path);
	if (fd < 0)
		return -errno;
	if (!e->list) {
		size_t n = strcspn(val, "\n");

		err = write_entry(fd, val, n);
		if (err && refused)
			*refused = val;
	} else {
		for (const char *p = val; *p && !err;) {
			size_t n;

			p += strspn(p, " \t\n");
			n = strcspn(p, " \t\n");
			if (!n)
				break;
			err = write_entry(fd, p, n);
			if (err && refused)
				*refused = p;
			p += n;
		}
	}
	if (close(fd) && !err)
		err = -errno;
	return err;
}

int ftrace_settings__set(struct ftrace_settings *s, const char *name, const char *val,
			 const char **refused)
{
	struct ftrace_setting *e = find(s, name);

	if (!e)
		return -EINVAL;
	return write_setting(e, val, refused);
}

/*
 * The content as it can be written back: scalars lose their newline and a buffer size not
 * yet expanded ("7 (expanded: 1408)") its note, which the kernel only prints (any tracer
 * expands the buffer for good); lists lose the comments ("#### all functions enabled ####",
 * "no pid"), and a module's function "f [mod]" is written "f:mod:mod". NULL: nothing the
 * kernel would take ("X": per-CPU buffer sizes differ; they are saved one by one).
 */
static char *restorable(const struct ftrace_setting *e)
{
	const char *exp = strstr(e->saved, "(expanded: ");
	char *out, *q;

	if (!e->list) {
		if (exp)
			out = xstrndup(exp + 11, strcspn(exp + 11, ")"));
		else
			out = xstrndup(e->saved, strcspn(e->saved, "\n"));
		if (!strcmp(out, "X")) {
			free(out);
			return NULL;
		}
		return out;
	}
	out = xmalloc(strlen(e->saved) * 2 + 16);
	q = out;
	for (const char *p = e->saved; *p;) {
		size_t n = strcspn(p, "\n");
		const char *mod = memchr(p, '[', n);

		if (n && *p != '#' && strncmp(p, "no pid", 6)) {
			if (mod && mod > p && mod[-1] == ' ') {
				size_t fn = mod - 1 - p, mn = strcspn(mod + 1, "]\n");

				q += sprintf(q, "%.*s:mod:%.*s\n", (int)fn, p, (int)mn, mod + 1);
			} else {
				q += sprintf(q, "%.*s\n", (int)n, p);
			}
		}
		p += n;
		if (*p == '\n')
			p++;
	}
	*q = '\0';
	return out;
}

static int restore_one(struct ftrace_setting *e)
{
	char *val = restorable(e);
	int err = 0;

	if (val)
		err = write_setting(e, val, NULL);
	if (err)
		pr_err("perf ftrace: cannot restore tracefs' %s to '%.*s': %s\n", e->name,
		       (int)strcspn(val, "\n"), val, strerror(-err));
	free(val);
	e->changed = false;
	return err ? 1 : 0;
}

int ftrace_settings__restore(struct ftrace_settings *s)
{
	struct ftrace_setting *tracer = find(s, "current_tracer");
	int failed = 0;

	if (tracer && tracer->changed) {
		char *path = path_of("current_tracer");

		if (path)
			write_file(path, "nop\n", false);
		free(path);
	}
	for (size_t i = s->nr; i-- > 0;)
		if (s->v[i].changed)
			failed += restore_one(&s->v[i]);
	return failed;
}

void ftrace_settings__exit(struct ftrace_settings *s)
{
	for (size_t i = 0; i < s->nr; i++) {
		free(s->v[i].name);
		free(s->v[i].saved);
	}
	free(s->v);
	memset(s, 0, sizeof(*s));
}

int ftrace__cpumask(const struct perf_cpu_map *cpus, char *buf, size_t len)
{
	int nr = cpu_map__nr(cpus), max = -1, groups, n = 0;
	unsigned int *words;

	for (int i = 0; i < nr; i++)
		if (cpu_map__cpu(cpus, i) > max)
			max = cpu_map__cpu(cpus, i);
	groups = max < 0 ? 1 : max / 32 + 1;
	words = xcalloc(groups, sizeof(*words));
	for (int i = 0; i < nr; i++) {
		int cpu = cpu_map__cpu(cpus, i);

		if (cpu >= 0)
			words[cpu / 32] |= 1u << (cpu % 32);
	}
	/* the highest word first, without leading zeros; the others in 8 digits */
	for (int g = groups - 1; g >= 0 && n >= 0 && (size_t)n < len; g--)
		n += snprintf(buf + n, len - n, g == groups - 1 ? "%x" : ",%08x", words[g]);
	free(words);
	return n < 0 || (size_t)n >= len ? -ENOSPC : 0;
}

int ftrace__has_tracer(const char *name)
{
	char *buf = NULL, *save = NULL;
	int err = read_tracefs("available_tracers", &buf), found = 0;

	if (err)
		return err;
	for (char *t = strtok_r(buf, " \t\n", &save); t && !found;
	     t = strtok_r(NULL, " \t\n", &save))
		found = !strcmp(t, name);
	free(buf);
	return found;
}

int ftrace__list_functions(const char *glob)
{
	char *buf = NULL;
	int err = read_tracefs("available_filter_functions", &buf);

	if (err)
		return err;
	for (char *p = buf; *p;) {
		size_t n = strcspn(p, "\n");
		size_t fn = strcspn(p, " \t\n");
		char save = p[fn];

		/* "name" or "name [module]": the glob is matched against the name */
		p[fn] = '\0';
		if (!glob || !fnmatch(glob, p, 0)) {
			p[fn] = save;
			printf("%.*s\n", (int)n, p);
		}
		p[fn] = save;
		p += n;
		if (*p == '\n')
			p++;
	}
	free(buf);
	return 0;
}
