// SPDX-License-Identifier: GPL-2.0
/*
 * perf.evlist: the events of a session on one cpu_map x thread_map, their ring buffers,
 * poll, and read_on_cpu() handing out one record at a time.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <string.h>

#include <perf/mmap.h>

#include "perf-py.h"

static int pyrf_evlist__init(struct pyrf_evlist *self, PyObject *args, PyObject *kwargs)
{
	static char *kwlist[] = { "cpus", "threads", NULL };
	PyObject *pcpus, *pthreads;
	struct perf_cpu_map *cpus;
	struct perf_thread_map *threads;

	if (self->evlist) {
		PyErr_SetString(PyExc_TypeError, "perf.evlist is already initialized");
		return -1;
	}
	if (!PyArg_ParseTupleAndKeywords(args, kwargs, "OO!", kwlist, &pcpus,
					 &pyrf_thread_map__type, &pthreads))
		return -1;
	/* None: the -1 CPU map, per-thread events with one ring per thread */
	if (pcpus != Py_None && !PyObject_TypeCheck(pcpus, &pyrf_cpu_map__type)) {
		PyErr_Format(PyExc_TypeError, "cpus must be a perf.cpu_map or None, not %.100s",
			     Py_TYPE(pcpus)->tp_name);
		return -1;
	}
	cpus = pcpus == Py_None ? NULL : ((struct pyrf_cpu_map *)pcpus)->map;
	threads = ((struct pyrf_thread_map *)pthreads)->map;
	if ((pcpus != Py_None && !cpus) || !threads) {
		PyErr_SetString(PyExc_ValueError, "cpu_map or thread_map not initialized");
		return -1;
	}
	self->evsels = PyList_New(0);
	if (!self->evsels)
		return -1;
	self->evlist = evlist__new();
	cpus = cpus ? cpu_map__get(cpus) : cpu_map__dummy_new();
	if (!self->evlist || !cpus) {
		cpu_map__put(cpus);
		evlist__delete(self->evlist);
		self->evlist = NULL;
		PyErr_NoMemory();
		return -1;
	}
	evlist__set_maps(self->evlist, cpus, threads);
	cpu_map__put(cpus);
	return 0;
}

static void pyrf_evlist__unmap(struct pyrf_evlist *self)
{
	if (self->mmapped)
		evlist__munmap(self->evlist);
	self->mmapped = false;
}

/* The perf.evsel of item i of self->evsels (borrowed). */
static struct pyrf_evsel *pyrf_evlist__item_evsel(struct pyrf_evlist *self, Py_ssize_t i)
{
	return (struct pyrf_evsel *)PyList_GET_ITEM(self->evsels, i);
}

static void pyrf_evlist__dealloc(struct pyrf_evlist *self)
{
	if (self->evlist) {
		pyrf_evlist__unmap(self);
		/* the evsels belong to their perf.evsel objects: take them out, do not free */
		for (Py_ssize_t i = 0; i < PyList_GET_SIZE(self->evsels); i++)
			evlist__remove(self->evlist, pyrf_evlist__item_evsel(self, i)->evsel);
		evlist__delete(self->evlist);
	}
	if (self->evsels) {
		for (Py_ssize_t i = 0; i < PyList_GET_SIZE(self->evsels); i++)
			pyrf_evlist__item_evsel(self, i)->evlist = NULL;
		Py_DECREF(self->evsels);
	}
	Py_TYPE(self)->tp_free((PyObject *)self);
}

#define CHECK_EVLIST(self)                                                             \
	do {                                                                           \
		if (!(self)->evlist) {                                                 \
			PyErr_SetString(PyExc_ValueError, "perf.evlist not initialized"); \
			return NULL;                                                   \
		}                                                                      \
	} while (0)

static PyObject *pyrf_evlist__add(struct pyrf_evlist *self, PyObject *arg)
{
	struct pyrf_evsel *pevsel = (struct pyrf_evsel *)arg;

	CHECK_EVLIST(self);
	if (!PyObject_TypeCheck(arg, &pyrf_evsel__type)) {
		PyErr_Format(PyExc_TypeError, "evlist.add() takes a perf.evsel, not %.100s",
			     Py_TYPE(arg)->tp_name);
		return NULL;
	}
	if (!pevsel->evsel) {
		PyErr_SetString(PyExc_ValueError, "perf.evsel not initialized");
		return NULL;
	}
	if (pevsel->evlist) {
		PyErr_SetString(PyExc_ValueError, "this evsel is already in an evlist");
		return NULL;
	}
	if (self->mmapped) {
		PyErr_SetString(PyExc_ValueError, "the evlist is mmapped: add events before mmap()");
		return NULL;
	}
	if (PyList_Append(self->evsels, arg) < 0)
		return NULL;
	evlist__add(self->evlist, pevsel->evsel);
	pevsel->evlist = (PyObject *)self;
	return PyLong_FromSsize_t(PyList_GET_SIZE(self->evsels));
}

static PyObject *pyrf_evlist__open(struct pyrf_evlist *self, PyObject *unused)
{
	struct evsel *failed = NULL;
	char msg[256];
	int err;

	CHECK_EVLIST(self);
	if (self->mmapped) {
		PyErr_SetString(PyExc_ValueError, "the evlist is mmapped: it cannot be reopened");
		return NULL;
	}
	err = evlist__open(self->evlist, &failed);
	if (err)
		return pyrf__oserror(err, "cannot open event %s",
				     failed ? evsel__open_strerror(failed, err, msg, sizeof(msg)) :
					      strerror(-err));
	Py_RETURN_NONE;
}

/* Another thread polls the rings without the GIL: unmapping them now would pull them away. */
static bool busy(struct pyrf_evlist *self)
{
	if (!self->polling)
		return false;
	PyErr_SetString(PyExc_ValueError, "the evlist is being polled by another thread");
	return true;
}

static PyObject *pyrf_evlist__close(struct pyrf_evlist *self, PyObject *unused)
{
	CHECK_EVLIST(self);
	if (busy(self))
		return NULL;
	pyrf_evlist__unmap(self);
	evlist__close(self->evlist);
	Py_RETURN_NONE;
}

static PyObject *pyrf_evlist__enable(struct pyrf_evlist *self, PyObject *unused)
{
	int err;

	CHECK_EVLIST(self);
	err = evlist__enable(self->evlist);
	if (err)
		return pyrf__oserror(err, "cannot enable the events: %s", strerror(-err));
	Py_RETURN_NONE;
}

static PyObject *pyrf_evlist__disable(struct pyrf_evlist *self, PyObject *unused)
{
	int err;

	CHECK_EVLIST(self);
	err = evlist__disable(self->evlist);
	if (err)
		return pyrf__oserror(err, "cannot disable the events: %s", strerror(-err));
	Py_RETURN_NONE;
}

/* Does the evsel's fd array have the evlist's (cpu, thread) layout the rings are built on? */
static bool same_maps(const struct evsel *evsel, const struct evlist *evlist)
{
	const struct perf_cpu_map *cpus = evsel__cpus(evsel), *ecpus = evlist__cpus(evlist);
	const struct perf_thread_map *threads = evsel__threads(evsel);
	const struct perf_thread_map *ethreads = evlist__threads(evlist);

	if (cpu_map__nr(cpus) != cpu_map__nr(ecpus) ||
	    thread_map__nr(threads) != thread_map__nr(ethreads))
		return false;
	for (int i = 0; i < cpu_map__nr(cpus); i++)
		if (cpu_map__cpu(cpus, i) != cpu_map__cpu(ecpus, i))
			return false;
	for (int i = 0; i < thread_map__nr(threads); i++)
		if (thread_map__tid(threads, i) != thread_map__tid(ethreads, i))
			return false;
	return true;
}

static PyObject *pyrf_evlist__mmap(struct pyrf_evlist *self, PyObject *args, PyObject *kwargs)
{
	static char *kwlist[] = { "pages", "overwrite", NULL };
	PyObject *pages_o = NULL;
	long long pages = 128;
	int overwrite = 0, nr_open = 0, err;

	CHECK_EVLIST(self);
	if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|Op", kwlist, &pages_o, &overwrite))
		return NULL;
	if (pages_o && pyrf__long_arg(pages_o, "pages", 1, 1 << 22, &pages))
		return NULL;
	if (pages & (pages - 1)) {
		PyErr_Format(PyExc_ValueError, "pages must be a power of two, not %lld", pages);
		return NULL;
	}
	if (overwrite) {
		PyErr_SetString(PyExc_ValueError, "overwrite (backward) rings are not supported");
		return NULL;
	}
	if (self->mmapped) {
		PyErr_SetString(PyExc_ValueError, "the evlist is already mmapped");
		return NULL;
	}
	for (Py_ssize_t i = 0; i < PyList_GET_SIZE(self->evsels); i++) {
		struct evsel *evsel = pyrf_evlist__item_evsel(self, i)->evsel;

		if (!evsel__is_open(evsel))
			continue;
		if (!same_maps(evsel, self->evlist)) {
			PyErr_Format(PyExc_ValueError,
				     "%s was opened on other cpus/threads than the evlist's: open "
				     "it with the evlist's maps, or use evlist.open()",
				     evsel__name(evsel));
			return NULL;
		}
		nr_open++;
	}
	if (!nr_open) {
		PyErr_SetString(PyExc_ValueError, "no open event to mmap: call open() first");
		return NULL;
	}
	err = evlist__mmap(self->evlist, pages);
	if (err)
		return pyrf__oserror(err, "cannot mmap %lld pages per ring: %s%s", pages,
				     strerror(-err),
				     err == -EPERM || err == -ENOMEM ?
					     " (see /proc/sys/kernel/perf_event_mlock_kb)" :
					     "");
	self->mmapped = true;
	Py_RETURN_NONE;
}

static PyObject *pyrf_evlist__munmap(struct pyrf_evlist *self, PyObject *unused)
{
	CHECK_EVLIST(self);
	if (busy(self))
		return NULL;
	pyrf_evlist__unmap(self);
	Py_RETURN_NONE;
}

#define CHECK_MMAPPED(self)                                                            \
	do {                                                                           \
		CHECK_EVLIST(self);                                                    \
		if (!(self)->mmapped) {                                                \
			PyErr_SetString(PyExc_ValueError, "the evlist is not mmapped: "  \
					"call mmap() first");                          \
			return NULL;                                                   \
		}                                                                      \
	} while (0)

static PyObject *pyrf_evlist__poll(struct pyrf_evlist *self, PyObject *args, PyObject *kwargs)
{
	static char *kwlist[] = { "timeout", NULL };
	PyObject *timeout_o = NULL;
	long long timeout = -1;
	int n = 0;

	CHECK_MMAPPED(self);
	if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|O", kwlist, &timeout_o))
		return NULL;
	if (timeout_o && timeout_o != Py_None &&
	    pyrf__long_arg(timeout_o, "timeout", -1, INT_MAX, &timeout))
		return NULL;
	self->polling++;
	Py_BEGIN_ALLOW_THREADS
	n = evlist__poll(self->evlist, (int)timeout);
	Py_END_ALLOW_THREADS
	self->polling--;
	if (n == -EINTR) {
		/* Ctrl-C: let Python raise KeyboardInterrupt; other signals just end the poll */
		if (PyErr_CheckSignals() < 0)
			return NULL;
		n = 0;
	} else if (n < 0) {
		return pyrf__oserror(n, "poll: %s", strerror(-n));
	}
	return PyLong_FromLong(n);
}

static PyObject *pyrf_evlist__get_pollfd(struct pyrf_evlist *self, PyObject *unused)
{
	PyObject *list;

	CHECK_MMAPPED(self);
	list = PyList_New(0);
	for (int i = 0; list && i < evlist__nr_pollfd(self->evlist); i++) {
		/* closefd=0: the fd stays the evsel's, the file object only lends it */
		PyObject *f = PyFile_FromFd(evlist__pollfd(self->evlist, i), "perf", "r", -1, NULL,
					    NULL, NULL, 0);

		if (!f || PyList_Append(list, f) < 0)
			Py_CLEAR(list);
		Py_XDECREF(f);
	}
	return list;
}

static struct pyrf_evsel *py_evsel_of(struct pyrf_evlist *self, const struct evsel *evsel)
{
	for (Py_ssize_t i = 0; evsel && i < PyList_GET_SIZE(self->evsels); i++) {
		struct pyrf_evsel *p = pyrf_evlist__item_evsel(self, i);

		if (p->evsel == evsel)
			return p;
	}
	return NULL;
}

/* read_on_cpu(cpu): the next record of that CPU's ring as an object, or None. */
static PyObject *pyrf_evlist__read_on_cpu(struct pyrf_evlist *self, PyObject *args,
					  PyObject *kwargs)
{
	static char *kwlist[] = { "cpu", "sample_id_all", NULL };
	int cpu, sample_id_all = 0;
	struct perf_mmap *map;
	bool found = false;

	CHECK_MMAPPED(self);
	/* sample_id_all is accepted for Linux perf's scripts; each event's attr decides */
	if (!PyArg_ParseTupleAndKeywords(args, kwargs, "i|p", kwlist, &cpu, &sample_id_all))
		return NULL;
	evlist__for_each_mmap(self->evlist, map) {
		struct perf_event_header *hdr;
		PyObject *event;

		if (perf_mmap__cpu(map) != cpu)
			continue;
		found = true;
		if (perf_mmap__read_init(map) < 0)
			continue;
		hdr = perf_mmap__read_event(map);
		if (!hdr) {
			/* a malformed record ended the pass: give its space back */
			perf_mmap__read_done(map);
			continue;
		}
		event = pyrf_event__new(hdr, py_evsel_of(self, evlist__event2evsel(self->evlist,
										     hdr)));
		/* copied (or failed): either way this record is consumed */
		perf_mmap__read_done(map);
		return event;
	}
	if (!found) {
		PyErr_Format(PyExc_ValueError, "no ring buffer for CPU %d in this evlist", cpu);
		return NULL;
	}
	Py_RETURN_NONE;
}

static Py_ssize_t pyrf_evlist__length(PyObject *obj)
{
	struct pyrf_evlist *self = (void *)obj;

	return self->evsels ? PyList_GET_SIZE(self->evsels) : 0;
}

static PyObject *pyrf_evlist__item(PyObject *obj, Py_ssize_t i)
{
	struct pyrf_evlist *self = (void *)obj;
	PyObject *item;

	if (!self->evsels || i < 0 || i >= PyList_GET_SIZE(self->evsels)) {
		PyErr_SetString(PyExc_IndexError, "evlist index out of range");
		return NULL;
	}
	item = PyList_GET_ITEM(self->evsels, i);
	Py_INCREF(item);
	return item;
}

static PySequenceMethods pyrf_evlist__seq = {
	.sq_length = pyrf_evlist__length,
	.sq_item = pyrf_evlist__item,
};

static PyMethodDef pyrf_evlist__methods[] = {
	{ "add", (PyCFunction)pyrf_evlist__add, METH_O,
	  PyDoc_STR("add(evsel): append an event; returns the number of events.") },
	{ "open", (PyCFunction)pyrf_evlist__open, METH_NOARGS,
	  PyDoc_STR("open every event on the evlist's cpus and threads.") },
	{ "close", (PyCFunction)pyrf_evlist__close, METH_NOARGS,
	  PyDoc_STR("unmap the rings and close every event.") },
	{ "enable", (PyCFunction)pyrf_evlist__enable, METH_NOARGS,
	  PyDoc_STR("enable every event.") },
	{ "disable", (PyCFunction)pyrf_evlist__disable, METH_NOARGS,
	  PyDoc_STR("disable every event.") },
	{ "mmap", (PyCFunction)(void (*)(void))pyrf_evlist__mmap, METH_VARARGS | METH_KEYWORDS,
	  PyDoc_STR("mmap(pages=128): one ring buffer of pages (a power of two) per CPU (per "
		    "thread for per-thread events), every open event's records going to it.") },
	{ "munmap", (PyCFunction)pyrf_evlist__munmap, METH_NOARGS,
	  PyDoc_STR("unmap the ring buffers.") },
	{ "poll", (PyCFunction)(void (*)(void))pyrf_evlist__poll, METH_VARARGS | METH_KEYWORDS,
	  PyDoc_STR("poll(timeout=-1): wait up to timeout ms (-1: forever) for records; "
		    "returns the number of ready fds (0 on timeout or signal).") },
	{ "get_pollfd", (PyCFunction)pyrf_evlist__get_pollfd, METH_NOARGS,
	  PyDoc_STR("a list of file objects, one per event fd, for select/poll.") },
	{ "read_on_cpu", (PyCFunction)(void (*)(void))pyrf_evlist__read_on_cpu,
	  METH_VARARGS | METH_KEYWORDS,
	  PyDoc_STR("read_on_cpu(cpu): the next record of that CPU's ring buffer as an "
		    "event object, or None when it is empty.") },
	{ NULL },
};

PyTypeObject pyrf_evlist__type = {
	PyVarObject_HEAD_INIT(NULL, 0)
	.tp_name = "perf.evlist",
	.tp_basicsize = sizeof(struct pyrf_evlist),
	.tp_dealloc = (destructor)pyrf_evlist__dealloc,
	.tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
	.tp_doc = PyDoc_STR("evlist(cpus, threads): a list of events on those maps, with "
			    "their ring buffers. cpus None: per-thread events (CPU -1)."),
	.tp_as_sequence = &pyrf_evlist__seq,
	.tp_methods = pyrf_evlist__methods,
	.tp_init = (initproc)pyrf_evlist__init,
	.tp_new = PyType_GenericNew,
};
