/* SPDX-License-Identifier: GPL-2.0 */
/* What the C files of the perf Python module share: the object layouts and helpers. */
#ifndef PERF_PY_H
#define PERF_PY_H

#include <Python.h>
#include <stdbool.h>

/* the library's public headers only (include/perf/): the module links libperf.a alone */
#include <perf/core.h>
#include <perf/cpumap.h>
#include <perf/evlist.h>
#include <perf/evsel.h>
#include <perf/thread_map.h>

struct pyrf_cpu_map {
	PyObject_HEAD
	struct perf_cpu_map *map;
};

struct pyrf_thread_map {
	PyObject_HEAD
	struct perf_thread_map *map;
};

struct pyrf_evsel {
	PyObject_HEAD
	struct evsel *evsel;
	/* The perf.evlist it was added to (borrowed: the evlist holds us, not the reverse). */
	PyObject *evlist;
};

struct pyrf_evlist {
	PyObject_HEAD
	struct evlist *evlist;
	PyObject *evsels; /* list of perf.evsel, in the evlist's order */
	bool mmapped;
	int polling; /* threads inside poll() without the GIL: the rings must stay */
};

extern PyTypeObject pyrf_cpu_map__type;
extern PyTypeObject pyrf_thread_map__type;
extern PyTypeObject pyrf_evsel__type;
extern PyTypeObject pyrf_evlist__type;

/* Raises OSError(errno, message) and returns NULL; err may be negative. */
PyObject *pyrf__oserror(int err, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Converts an int argument within [min, max]; -1 with TypeError/ValueError set. */
int pyrf__long_arg(PyObject *o, const char *what, long long min, long long max, long long *val);

/* python/event.c: the record objects read_on_cpu() returns. */
int pyrf_event__ready_types(void);
int pyrf_event__add_types(PyObject *module);
/*
 * A new Python object for one ring-buffer record (copied: the ring space may be reused
 * as soon as this returns). evsel is the perf.evsel the record belongs to, or NULL.
 */
PyObject *pyrf_event__new(const void *record, struct pyrf_evsel *evsel);

#endif
