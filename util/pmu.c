// SPDX-License-Identifier: GPL-2.0
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pmu.h"

#define PMU_DIR "/sys/bus/event_source/devices"

static bool valid_name(const char *s)
{
	/* a path component of sysfs, never "..", "/" or empty */
	return *s && strcmp(s, ".") && strcmp(s, "..") && !strchr(s, '/');
}

/* The first line of PMU_DIR/pmu/sub into buf (no newline); 0 or -errno. */
static int read_attr(const char *pmu, const char *sub, char *buf, size_t len)
{
	char path[512];
	FILE *f;
	size_t n;

	if (!valid_name(pmu))
		return -ENOENT;
	snprintf(path, sizeof(path), "%s/%s/%s", PMU_DIR, pmu, sub);
	f = fopen(path, "r");
	if (!f)
		return -errno;
	if (!fgets(buf, (int)len, f))
		buf[0] = '\0';
	fclose(f);
	n = strcspn(buf, "\n");
	buf[n] = '\0';
	return 0;
}

int pmu__type(const char *pmu, u32 *type)
{
	char buf[32], *end;
	unsigned long v;
	int ret = read_attr(pmu, "type", buf, sizeof(buf));

	if (ret)
		return ret == -EACCES ? -EINVAL : -ENOENT;
	v = strtoul(buf, &end, 10);
	if (end == buf || *end || v > 0xffffffffUL)
		return -EINVAL;
	*type = (u32)v;
	return 0;
}

static int str_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The sorted names in dir (without dot files and, with no_dots, names with a '.'). */
static int list_dir(const char *dir, bool no_dots, char ***names, size_t *nr)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	size_t alloc = 0;

	*names = NULL;
	*nr = 0;
	if (!d)
		return -errno;
	while ((de = readdir(d))) {
		if (de->d_name[0] == '.' || (no_dots && strchr(de->d_name, '.')))
			continue;
		*names = grow_array(*names, &alloc, *nr + 1, sizeof(**names));
		(*names)[(*nr)++] = xstrdup(de->d_name);
	}
	closedir(d);
	if (*nr)
		qsort(*names, *nr, sizeof(**names), str_cmp);
	return 0;
}

static void free_names(char **names, size_t nr)
{
	for (size_t i = 0; i < nr; i++)
		free(names[i]);
	free(names);
}

int pmu__for_each_event(int (*fn)(const char *pmu, const char *event, void *arg), void *arg)
{
	char **pmus, **evs, dir[512];
	size_t npmus, nevs;
	int ret = 0;

	if (list_dir(PMU_DIR, false, &pmus, &npmus))
		return 0;
	for (size_t i = 0; i < npmus && !ret; i++) {
		snprintf(dir, sizeof(dir), "%s/%s/events", PMU_DIR, pmus[i]);
		if (list_dir(dir, true, &evs, &nevs))
			continue;
		for (size_t j = 0; j < nevs && !ret; j++)
			ret = fn(pmus[i], evs[j], arg);
		free_names(evs, nevs);
	}
	free_names(pmus, npmus);
	return ret;
}

static __u64 *config_word(struct perf_event_attr *attr, const char *name)
{
	if (!strcmp(name, "config"))
		return &attr->config;
	if (!strcmp(name, "config1"))
		return &attr->config1;
	if (!strcmp(name, "config2"))
		return &attr->config2;
	return NULL;
}

/* A format ("config:0-7,32-35"): value's bits, lowest first, into those bit ranges. */
static int apply_format(const char *fmt, u64 value, struct perf_event_attr *attr)
{
	char word[16];
	const char *p = strchr(fmt, ':');
	__u64 *w;
	int used = 0;

	if (!p || (size_t)(p - fmt) >= sizeof(word))
		return -EINVAL;
	memcpy(word, fmt, p - fmt);
	word[p - fmt] = '\0';
	w = config_word(attr, word);
	if (!w)
		return -EINVAL;
	for (p++; *p;) {
		char *end;
		unsigned long lo = strtoul(p, &end, 10), hi = lo;

		if (end == p)
			return -EINVAL;
		if (*end == '-') {
			p = end + 1;
			hi = strtoul(p, &end, 10);
			if (end == p)
				return -EINVAL;
		}
		if (lo > hi || hi > 63)
			return -EINVAL;
		for (unsigned long b = lo; b <= hi; b++, used++) {
			u64 bit = used < 64 ? (value >> used) & 1 : 0;

			*w = (*w & ~(1ULL << b)) | (bit << b);
		}
		p = end;
		if (*p == ',')
			p++;
		else if (*p)
			return -EINVAL;
	}
	/* a value wider than the field is an error, as Linux perf says */
	if (used < 64 && (value >> used))
		return -ERANGE;
	return 0;
}

static int apply_terms(const char *pmu, const char *terms, struct perf_event_attr *attr, char *err,
		       size_t errlen, int depth)
{
	char *copy = xstrdup(terms), *save = NULL, *t;
	int ret = 0;

	for (t = strtok_r(copy, ",", &save); t && !ret; t = strtok_r(NULL, ",", &save)) {
		char *eq = strchr(t, '='), buf[256], sub[300];
		u64 value = 1;
		__u64 *w;

		if (eq) {
			char *end;

			*eq = '\0';
			value = strtoull(eq + 1, &end, 0);
			if (end == eq + 1 || *end) {
				snprintf(err, errlen, "'%s=%s': the value is not a number", t,
					 eq + 1);
				ret = -EINVAL;
				break;
			}
		}
		if (!valid_name(t)) {
			snprintf(err, errlen, "'%s' is not a term of PMU '%s'", t, pmu);
			ret = -EINVAL;
		} else if ((w = config_word(attr, t))) {
			*w = value;
		} else if (snprintf(sub, sizeof(sub), "events/%s", t),
			   !eq && !read_attr(pmu, sub, buf, sizeof(buf))) {
			/* a named event: its own terms (one level: an alias of an alias is bad) */
			if (depth) {
				snprintf(err, errlen, "'%s': an event of PMU '%s' names another", t,
					 pmu);
				ret = -EINVAL;
			} else
				ret = apply_terms(pmu, buf, attr, err, errlen, depth + 1);
		} else if (snprintf(sub, sizeof(sub), "format/%s", t),
			   !read_attr(pmu, sub, buf, sizeof(buf))) {
			ret = apply_format(buf, value, attr);
			if (ret == -ERANGE)
				snprintf(err, errlen, "value too big for format '%s' (%s)", t, buf);
			else if (ret)
				snprintf(err, errlen, "PMU '%s': unreadable format '%s' (%s)", pmu,
					 t, buf);
			if (ret)
				ret = -EINVAL;
		} else {
			snprintf(err, errlen, "unknown term '%s' for pmu '%s'", t, pmu);
			ret = -EINVAL;
		}
	}
	free(copy);
	return ret;
}

int pmu__apply_terms(const char *pmu, const char *terms, struct perf_event_attr *attr, char *err,
		     size_t errlen)
{
	return apply_terms(pmu, terms, attr, err, errlen, 0);
}
