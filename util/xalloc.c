// SPDX-License-Identifier: GPL-2.0
/*
 * The allocators that print and exit: a command-line tool cannot go on without memory.
 * They live apart from util.c because the library the Python module links (libperf.a, the
 * objects behind include/perf/) must never exit: the build fails when one of its objects
 * refers to a function of this file.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

void xalloc_die(size_t size)
{
	fprintf(stderr, "perf: out of memory allocating %zu bytes\n", size);
	exit(ENOMEM);
}

void *xmalloc(size_t size)
{
	void *p = malloc(size ? size : 1);

	if (!p)
		xalloc_die(size);
	return p;
}

void *xzalloc(size_t size)
{
	void *p = zalloc_written(1, size);

	if (!p)
		xalloc_die(size);
	return p;
}

void *xcalloc(size_t nmemb, size_t size)
{
	void *p = zalloc_written(nmemb, size);

	if (!p)
		xalloc_die(nmemb * size);
	return p;
}

void *xrealloc(void *ptr, size_t size)
{
	void *p = realloc(ptr, size ? size : 1);

	if (!p)
		xalloc_die(size);
	return p;
}

char *xstrdup(const char *s)
{
	char *p = strdup(s);

	if (!p)
		xalloc_die(strlen(s));
	return p;
}

char *xstrndup(const char *s, size_t n)
{
	char *p = strndup(s, n);

	if (!p)
		xalloc_die(n);
	return p;
}

char *xasprintf(const char *fmt, ...)
{
	va_list ap;
	char *s;
	int ret;

	va_start(ap, fmt);
	ret = vasprintf(&s, fmt, ap);
	va_end(ap);
	if (ret < 0)
		xalloc_die(strlen(fmt));
	return s;
}

static inline void *grow(void *arr, size_t *alloc, size_t need, size_t elem, bool zero)
{
	/* callers on report's per-sample path ask most often for what is already there */
	if (need <= *alloc)
		return arr;
	if (zero ? perf_grow_array(&arr, alloc, need, elem) :
		   perf_grow_array_uninit(&arr, alloc, need, elem))
		xalloc_die(need * elem);
	return arr;
}

void *grow_array(void *arr, size_t *alloc, size_t need, size_t elem)
{
	return grow(arr, alloc, need, elem, true);
}

void *grow_array_uninit(void *arr, size_t *alloc, size_t need, size_t elem)
{
	return grow(arr, alloc, need, elem, false);
}
