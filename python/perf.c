// SPDX-License-Identifier: GPL-2.0
/*
 * The `perf` Python module: CPU and thread maps, events (perf.evsel) that count or sample,
 * and event lists (perf.evlist) whose ring buffers hand records to Python as objects.
 * Names follow Linux perf's Python binding so its scripts (twatch.py...) run unchanged.
 *
 * Every C object here is owned by exactly one Python object: cpu_map and thread_map by
 * refcount, an evsel by its perf.evsel, the evlist by its perf.evlist, which keeps a Python
 * reference on each perf.evsel it links so the C evsel outlives the C list.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>

#include <errno.h>
#include <limits.h>
#include <linux/hw_breakpoint.h>
#include <linux/perf_event.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>

#include "perf-py.h"

/* OSError(errno, message): Python picks the subclass (ProcessLookupError, PermissionError...). */
PyObject *pyrf__oserror(int err, const char *fmt, ...)
{
	char msg[512];
	va_list ap;
	PyObject *args;

	if (err < 0)
		err = -err;
	/* the library returns -ENOMEM when an allocation fails: that is Python's MemoryError */
	if (err == ENOMEM)
		return PyErr_NoMemory();
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	args = Py_BuildValue("(is)", err, msg);
	if (args) {
		PyErr_SetObject(PyExc_OSError, args);
		Py_DECREF(args);
	}
	return NULL;
}

/* A Python int that must fit in [min, max]; TypeError for a non-int, ValueError outside. */
int pyrf__long_arg(PyObject *o, const char *what, long long min, long long max, long long *val)
{
	int overflow;
	long long v;

	if (!PyLong_Check(o)) {
		PyErr_Format(PyExc_TypeError, "%s must be an int, not %.100s", what,
			     Py_TYPE(o)->tp_name);
		return -1;
	}
	v = PyLong_AsLongLongAndOverflow(o, &overflow);
	if (v == -1 && PyErr_Occurred())
		return -1;
	if (overflow || v < min || v > max) {
		PyErr_Format(PyExc_ValueError, "%s out of range [%lld, %lld]", what, min, max);
		return -1;
	}
	*val = v;
	return 0;
}

/* ------------------------------------------------------------------------------------ */
/* perf.cpu_map */

static int pyrf_cpu_map__init(struct pyrf_cpu_map *self, PyObject *args, PyObject *kwargs)
{
	static char *kwlist[] = { "cpustr", NULL };
	const char *cpustr = NULL;
	struct perf_cpu_map *map = NULL;
	int err;

	if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|z", kwlist, &cpustr))
		return -1;
	if (cpustr && *cpustr) {
		err = cpu_map__parse(cpustr, &map);
	} else {
		map = cpu_map__new(NULL);
		err = map ? 0 : -ENOMEM;
	}
	if (err == -ENOMEM) {
		PyErr_NoMemory();
		return -1;
	}
	if (err) {
		PyErr_Format(PyExc_ValueError, "bad CPU list '%s' (expected e.g. \"0-3,7\")",
			     cpustr);
		return -1;
	}
	cpu_map__put(self->map);
	self->map = map;
	return 0;
}

static void pyrf_cpu_map__dealloc(struct pyrf_cpu_map *self)
{
	cpu_map__put(self->map);
	Py_TYPE(self)->tp_free((PyObject *)self);
}

static Py_ssize_t pyrf_cpu_map__length(PyObject *obj)
{
	struct pyrf_cpu_map *self = (void *)obj;

	return self->map ? cpu_map__nr(self->map) : 0;
}

static PyObject *pyrf_cpu_map__item(PyObject *obj, Py_ssize_t i)
{
	struct pyrf_cpu_map *self = (void *)obj;

	if (!self->map || i < 0 || i >= cpu_map__nr(self->map)) {
		PyErr_SetString(PyExc_IndexError, "cpu_map index out of range");
		return NULL;
	}
	return PyLong_FromLong(cpu_map__cpu(self->map, i));
}

static PyObject *pyrf_cpu_map__repr(struct pyrf_cpu_map *self)
{
	char buf[1024];

	if (!self->map)
		return PyUnicode_FromString("cpu_map()");
	if (cpu_map__nr(self->map) == 1 && cpu_map__cpu(self->map, 0) == -1)
		return PyUnicode_FromString("cpu_map(-1)");
	cpu_map__snprint(self->map, buf, sizeof(buf));
	return PyUnicode_FromFormat("cpu_map(%s)", buf);
}

static PySequenceMethods pyrf_cpu_map__seq = {
	.sq_length = pyrf_cpu_map__length,
	.sq_item = pyrf_cpu_map__item,
};

PyTypeObject pyrf_cpu_map__type = {
	PyVarObject_HEAD_INIT(NULL, 0).tp_name = "perf.cpu_map",
	.tp_basicsize = sizeof(struct pyrf_cpu_map),
	.tp_dealloc = (destructor)pyrf_cpu_map__dealloc,
	.tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
	.tp_doc = PyDoc_STR("cpu_map(cpustr=None): the online CPUs, or those of a list such as "
			    "\"0-3,7\". A sequence of CPU numbers."),
	.tp_as_sequence = &pyrf_cpu_map__seq,
	.tp_init = (initproc)pyrf_cpu_map__init,
	.tp_new = PyType_GenericNew,
	.tp_repr = (reprfunc)pyrf_cpu_map__repr,
};

/* ------------------------------------------------------------------------------------ */
/* perf.thread_map */

static int pyrf_thread_map__init(struct pyrf_thread_map *self, PyObject *args, PyObject *kwargs)
{
	static char *kwlist[] = { "pid", "tid", NULL };
	PyObject *pid_o = NULL, *tid_o = NULL;
	long long pid = -1, tid = -1;
	struct perf_thread_map *map = NULL;
	int err;

	if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|OO", kwlist, &pid_o, &tid_o))
		return -1;
	if (pid_o && pyrf__long_arg(pid_o, "pid", -1, INT_MAX, &pid))
		return -1;
	if (tid_o && pyrf__long_arg(tid_o, "tid", -1, INT_MAX, &tid))
		return -1;

	if (pid != -1) {
		err = thread_map__new_by_pid(pid, &map);
		if (err) {
			pyrf__oserror(err, "pid %lld: %s", pid,
				      err == -ESRCH ? "no such process" : strerror(-err));
			return -1;
		}
	} else if (tid != -1) {
		char s[32];

		snprintf(s, sizeof(s), "%lld", tid);
		err = thread_map__new_str(NULL, s, &map, NULL, 0);
		if (err) {
			pyrf__oserror(err == -EINVAL ? ESRCH : err, "tid %lld: no such thread",
				      tid);
			return -1;
		}
	} else {
		map = thread_map__new_dummy();
		if (!map) {
			PyErr_NoMemory();
			return -1;
		}
	}
	thread_map__put(self->map);
	self->map = map;
	return 0;
}

static void pyrf_thread_map__dealloc(struct pyrf_thread_map *self)
{
	thread_map__put(self->map);
	Py_TYPE(self)->tp_free((PyObject *)self);
}

static Py_ssize_t pyrf_thread_map__length(PyObject *obj)
{
	struct pyrf_thread_map *self = (void *)obj;

	return self->map ? thread_map__nr(self->map) : 0;
}

static PyObject *pyrf_thread_map__item(PyObject *obj, Py_ssize_t i)
{
	struct pyrf_thread_map *self = (void *)obj;

	if (!self->map || i < 0 || i >= thread_map__nr(self->map)) {
		PyErr_SetString(PyExc_IndexError, "thread_map index out of range");
		return NULL;
	}
	return PyLong_FromLong(thread_map__tid(self->map, i));
}

static PyObject *pyrf_thread_map__repr(struct pyrf_thread_map *self)
{
	PyObject *list, *ret;

	list = PySequence_List((PyObject *)self);
	if (!list)
		return NULL;
	ret = PyUnicode_FromFormat("thread_map(%R)", list);
	Py_DECREF(list);
	return ret;
}

static PySequenceMethods pyrf_thread_map__seq = {
	.sq_length = pyrf_thread_map__length,
	.sq_item = pyrf_thread_map__item,
};

PyTypeObject pyrf_thread_map__type = {
	PyVarObject_HEAD_INIT(NULL, 0).tp_name = "perf.thread_map",
	.tp_basicsize = sizeof(struct pyrf_thread_map),
	.tp_dealloc = (destructor)pyrf_thread_map__dealloc,
	.tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
	.tp_doc = PyDoc_STR("thread_map(pid=-1, tid=-1): every thread of pid, the one thread tid, "
			    "or (both -1) the single entry -1, any task, for per-CPU events. "
			    "A sequence of thread ids."),
	.tp_as_sequence = &pyrf_thread_map__seq,
	.tp_init = (initproc)pyrf_thread_map__init,
	.tp_new = PyType_GenericNew,
	.tp_repr = (reprfunc)pyrf_thread_map__repr,
};

/* ------------------------------------------------------------------------------------ */
/* perf.counts_values: what evsel.read() returns */

struct pyrf_counts_values {
	PyObject_HEAD struct perf_counts_values values;
};

static PyMemberDef pyrf_counts_values__members[] = {
	{ "val", T_ULONGLONG, offsetof(struct pyrf_counts_values, values.val), READONLY,
	  "the count" },
	{ "ena", T_ULONGLONG, offsetof(struct pyrf_counts_values, values.ena), READONLY,
	  "nanoseconds the event was enabled" },
	{ "run", T_ULONGLONG, offsetof(struct pyrf_counts_values, values.run), READONLY,
	  "nanoseconds the event was counting (below ena when multiplexed)" },
	{ NULL },
};

static PyObject *pyrf_counts_values__repr(struct pyrf_counts_values *self)
{
	return PyUnicode_FromFormat("counts_values(val=%llu, ena=%llu, run=%llu)",
				    (unsigned long long)self->values.val,
				    (unsigned long long)self->values.ena,
				    (unsigned long long)self->values.run);
}

static PyObject *pyrf_counts_values__get_scaled(struct pyrf_counts_values *self, void *closure)
{
	return PyLong_FromUnsignedLongLong(perf_counts__scaled(&self->values));
}

static PyGetSetDef pyrf_counts_values__getset[] = {
	{ "scaled", (getter)pyrf_counts_values__get_scaled, NULL,
	  "val scaled by ena/run when the event was multiplexed", NULL },
	{ NULL },
};

static PyTypeObject pyrf_counts_values__type = {
	PyVarObject_HEAD_INIT(NULL, 0).tp_name = "perf.counts_values",
	.tp_basicsize = sizeof(struct pyrf_counts_values),
	.tp_dealloc = (destructor)PyObject_Del,
	.tp_flags = Py_TPFLAGS_DEFAULT,
	.tp_doc = PyDoc_STR("A count read from an evsel: val, ena, run."),
	.tp_members = pyrf_counts_values__members,
	.tp_getset = pyrf_counts_values__getset,
	.tp_repr = (reprfunc)pyrf_counts_values__repr,
};

/* ------------------------------------------------------------------------------------ */
/* perf.evsel */

/*
 * The keyword arguments of perf.evsel(), each with the largest value it takes: the bit
 * fields of perf_event_attr take 0 or 1 (precise_ip 0..3).
 */
#define EVSEL_KWS(X)                                                                               \
	X(type, UINT32_MAX)                                                                        \
	X(config, UINT64_MAX) X(sample_freq, UINT64_MAX) X(sample_period, UINT64_MAX) X(           \
		sample_type, UINT64_MAX) X(read_format, UINT64_MAX) X(disabled, 1) X(inherit, 1)   \
		X(pinned, 1) X(exclusive, 1) X(exclude_user, 1) X(exclude_kernel, 1) X(            \
			exclude_hv, 1) X(exclude_idle, 1) X(mmap, 1) X(comm, 1) X(freq, 1)         \
			X(inherit_stat, 1) X(enable_on_exec, 1) X(task, 1) X(watermark, 1) X(      \
				precise_ip, 3) X(mmap_data, 1) X(sample_id_all, 1)                 \
				X(exclude_host, 1) X(exclude_guest, 1) X(mmap2, 1) X(comm_exec, 1) \
					X(context_switch, 1) X(wakeup_events, UINT32_MAX) X(       \
						wakeup_watermark, UINT32_MAX)                      \
						X(bp_type, UINT32_MAX) X(bp_addr, UINT64_MAX)      \
							X(bp_len, UINT64_MAX)                      \
								X(config1, UINT64_MAX)             \
									X(config2, UINT64_MAX)     \
										X(idx, INT32_MAX)

enum {
#define X(name, max) KW_##name,
	EVSEL_KWS(X)
#undef X
		KW__NR
};

static const struct {
	const char *name;
	uint64_t max;
} evsel_kws[KW__NR] = {
#define X(n, m) [KW_##n] = { #n, m },
	EVSEL_KWS(X)
#undef X
};

static const char *const hw_names[] = {
	[PERF_COUNT_HW_CPU_CYCLES] = "cycles",
	[PERF_COUNT_HW_INSTRUCTIONS] = "instructions",
	[PERF_COUNT_HW_CACHE_REFERENCES] = "cache-references",
	[PERF_COUNT_HW_CACHE_MISSES] = "cache-misses",
	[PERF_COUNT_HW_BRANCH_INSTRUCTIONS] = "branches",
	[PERF_COUNT_HW_BRANCH_MISSES] = "branch-misses",
	[PERF_COUNT_HW_BUS_CYCLES] = "bus-cycles",
	[PERF_COUNT_HW_STALLED_CYCLES_FRONTEND] = "stalled-cycles-frontend",
	[PERF_COUNT_HW_STALLED_CYCLES_BACKEND] = "stalled-cycles-backend",
	[PERF_COUNT_HW_REF_CPU_CYCLES] = "ref-cycles",
};

static const char *const sw_names[] = {
	[PERF_COUNT_SW_CPU_CLOCK] = "cpu-clock",
	[PERF_COUNT_SW_TASK_CLOCK] = "task-clock",
	[PERF_COUNT_SW_PAGE_FAULTS] = "page-faults",
	[PERF_COUNT_SW_CONTEXT_SWITCHES] = "context-switches",
	[PERF_COUNT_SW_CPU_MIGRATIONS] = "cpu-migrations",
	[PERF_COUNT_SW_PAGE_FAULTS_MIN] = "minor-faults",
	[PERF_COUNT_SW_PAGE_FAULTS_MAJ] = "major-faults",
	[PERF_COUNT_SW_ALIGNMENT_FAULTS] = "alignment-faults",
	[PERF_COUNT_SW_EMULATION_FAULTS] = "emulation-faults",
	[PERF_COUNT_SW_DUMMY] = "dummy",
	[PERF_COUNT_SW_BPF_OUTPUT] = "bpf-output",
	[PERF_COUNT_SW_CGROUP_SWITCHES] = "cgroup-switches",
};

/* A name as perf stat/list would print it, for repr() and error messages. */
static void evsel_name(const struct perf_event_attr *attr, char *buf, size_t len)
{
	const char *n = NULL;

	if (attr->type == PERF_TYPE_HARDWARE && attr->config < Py_ARRAY_LENGTH(hw_names))
		n = hw_names[attr->config];
	else if (attr->type == PERF_TYPE_SOFTWARE && attr->config < Py_ARRAY_LENGTH(sw_names))
		n = sw_names[attr->config];
	if (n) {
		snprintf(buf, len, "%s", n);
	} else if (attr->type == PERF_TYPE_BREAKPOINT) {
		snprintf(buf, len, "mem:%#llx/%llu:%s%s%s", (unsigned long long)attr->bp_addr,
			 (unsigned long long)attr->bp_len,
			 attr->bp_type & HW_BREAKPOINT_R ? "r" : "",
			 attr->bp_type & HW_BREAKPOINT_W ? "w" : "",
			 attr->bp_type & HW_BREAKPOINT_X ? "x" : "");
	} else if (attr->type == PERF_TYPE_RAW) {
		snprintf(buf, len, "r%llx", (unsigned long long)attr->config);
	} else {
		snprintf(buf, len, "%u:%#llx", attr->type, (unsigned long long)attr->config);
	}
}

static int pyrf_evsel__init(struct pyrf_evsel *self, PyObject *args, PyObject *kwargs)
{
	struct perf_event_attr attr;
	uint64_t v[KW__NR] = { 0 };
	bool given[KW__NR] = { false };
	PyObject *key, *value;
	Py_ssize_t pos = 0;
	char name[128];

	if (args && PyTuple_GET_SIZE(args)) {
		PyErr_SetString(PyExc_TypeError, "perf.evsel() takes keyword arguments only");
		return -1;
	}
	if (self->evsel) {
		PyErr_SetString(PyExc_TypeError, "perf.evsel is already initialized");
		return -1;
	}
	while (kwargs && PyDict_Next(kwargs, &pos, &key, &value)) {
		const char *k = PyUnicode_AsUTF8(key);
		long long val;
		int i;

		if (!k)
			return -1;
		for (i = 0; i < KW__NR && strcmp(evsel_kws[i].name, k); i++)
			;
		if (i == KW__NR) {
			PyErr_Format(PyExc_TypeError,
				     "'%s' is an invalid keyword argument for perf.evsel()", k);
			return -1;
		}
		if (evsel_kws[i].max == UINT64_MAX) {
			/* u64 values beyond LLONG_MAX (addresses, raw configs) */
			unsigned long long u;

			if (!PyLong_Check(value)) {
				PyErr_Format(PyExc_TypeError, "%s must be an int, not %.100s", k,
					     Py_TYPE(value)->tp_name);
				return -1;
			}
			u = PyLong_AsUnsignedLongLong(value);
			if (u == (unsigned long long)-1 && PyErr_Occurred()) {
				PyErr_Clear();
				PyErr_Format(PyExc_ValueError, "%s out of range [0, 2**64-1]", k);
				return -1;
			}
			v[i] = u;
		} else {
			if (pyrf__long_arg(value, k, 0, evsel_kws[i].max, &val))
				return -1;
			v[i] = val;
		}
		given[i] = true;
	}

	if (given[KW_sample_freq] && given[KW_sample_period]) {
		PyErr_SetString(PyExc_ValueError, "give sample_freq or sample_period, not both");
		return -1;
	}
	if (given[KW_wakeup_events] && given[KW_wakeup_watermark]) {
		PyErr_SetString(PyExc_ValueError,
				"give wakeup_events or wakeup_watermark, not both");
		return -1;
	}
	if ((given[KW_bp_addr] && given[KW_config1]) || (given[KW_bp_len] && given[KW_config2])) {
		PyErr_SetString(PyExc_ValueError, "bp_addr/bp_len and config1/config2 are the "
						  "same attr fields: give one of each pair");
		return -1;
	}

	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	/* Linux perf's defaults: cycles, sampling period and tid, sample_id_all. */
	attr.type = given[KW_type] ? v[KW_type] : PERF_TYPE_HARDWARE;
	attr.config = given[KW_config] ? v[KW_config] : PERF_COUNT_HW_CPU_CYCLES;
	attr.sample_type = given[KW_sample_type] ? v[KW_sample_type] :
						   PERF_SAMPLE_PERIOD | PERF_SAMPLE_TID;
	/* ena and run in evsel.read() unless the caller chose another format */
	attr.read_format = given[KW_read_format] ?
				   v[KW_read_format] :
				   PERF_FORMAT_TOTAL_TIME_ENABLED | PERF_FORMAT_TOTAL_TIME_RUNNING;
	attr.sample_id_all = given[KW_sample_id_all] ? v[KW_sample_id_all] : 1;
	if (given[KW_sample_freq]) {
		attr.sample_freq = v[KW_sample_freq];
		attr.freq = given[KW_freq] ? v[KW_freq] : 1;
	} else {
		attr.sample_period = v[KW_sample_period];
		attr.freq = v[KW_freq];
	}
	attr.disabled = v[KW_disabled];
	attr.inherit = v[KW_inherit];
	attr.pinned = v[KW_pinned];
	attr.exclusive = v[KW_exclusive];
	attr.exclude_user = v[KW_exclude_user];
	attr.exclude_kernel = v[KW_exclude_kernel];
	attr.exclude_hv = v[KW_exclude_hv];
	attr.exclude_idle = v[KW_exclude_idle];
	attr.mmap = v[KW_mmap];
	attr.comm = v[KW_comm];
	attr.inherit_stat = v[KW_inherit_stat];
	attr.enable_on_exec = v[KW_enable_on_exec];
	attr.task = v[KW_task];
	attr.watermark = v[KW_watermark];
	attr.precise_ip = v[KW_precise_ip];
	attr.mmap_data = v[KW_mmap_data];
	attr.exclude_host = v[KW_exclude_host];
	attr.exclude_guest = v[KW_exclude_guest];
	attr.mmap2 = v[KW_mmap2];
	attr.comm_exec = v[KW_comm_exec];
	attr.context_switch = v[KW_context_switch];
	if (given[KW_wakeup_watermark])
		attr.wakeup_watermark = v[KW_wakeup_watermark];
	else
		attr.wakeup_events = v[KW_wakeup_events];
	attr.bp_type = v[KW_bp_type];
	attr.bp_addr = given[KW_config1] ? v[KW_config1] : v[KW_bp_addr];
	attr.bp_len = given[KW_config2] ? v[KW_config2] : v[KW_bp_len];

	evsel_name(&attr, name, sizeof(name));
	self->evsel = evsel__new(&attr, name);
	if (!self->evsel) {
		PyErr_NoMemory();
		return -1;
	}
	/* idx is taken for Linux perf's scripts: evlist.add() numbers the events */
	return 0;
}

static void pyrf_evsel__dealloc(struct pyrf_evsel *self)
{
	/* an evlist keeps its evsels alive, so this one is in none */
	evsel__delete(self->evsel);
	Py_TYPE(self)->tp_free((PyObject *)self);
}

#define CHECK_EVSEL(self, ret)                                                           \
	do {                                                                             \
		if (!(self)->evsel) {                                                    \
			PyErr_SetString(PyExc_ValueError, "perf.evsel not initialized"); \
			return ret;                                                      \
		}                                                                        \
	} while (0)

static PyObject *pyrf_evsel__open(struct pyrf_evsel *self, PyObject *args, PyObject *kwargs)
{
	static char *kwlist[] = { "cpus", "threads", "group", "inherit", NULL };
	PyObject *pcpus = NULL, *pthreads = NULL;
	int group = 0, inherit = 0, err;
	struct perf_cpu_map *cpus;
	struct perf_thread_map *threads;
	char msg[256];

	CHECK_EVSEL(self, NULL);
	if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|OOpp", kwlist, &pcpus, &pthreads, &group,
					 &inherit))
		return NULL;
	if (pcpus == Py_None)
		pcpus = NULL;
	if (pthreads == Py_None)
		pthreads = NULL;
	if (pcpus && !PyObject_TypeCheck(pcpus, &pyrf_cpu_map__type)) {
		PyErr_Format(PyExc_TypeError, "cpus must be a perf.cpu_map, not %.100s",
			     Py_TYPE(pcpus)->tp_name);
		return NULL;
	}
	if (pthreads && !PyObject_TypeCheck(pthreads, &pyrf_thread_map__type)) {
		PyErr_Format(PyExc_TypeError, "threads must be a perf.thread_map, not %.100s",
			     Py_TYPE(pthreads)->tp_name);
		return NULL;
	}
	if (pcpus && !((struct pyrf_cpu_map *)pcpus)->map) {
		PyErr_SetString(PyExc_ValueError, "perf.cpu_map not initialized");
		return NULL;
	}
	if (pthreads && !((struct pyrf_thread_map *)pthreads)->map) {
		PyErr_SetString(PyExc_ValueError, "perf.thread_map not initialized");
		return NULL;
	}
	if (group) {
		PyErr_SetString(PyExc_ValueError, "group=True is not supported: open the events "
						  "one by one");
		return NULL;
	}
	if (self->evlist && ((struct pyrf_evlist *)self->evlist)->mmapped) {
		PyErr_SetString(PyExc_ValueError, "this evsel's evlist is mmapped: it cannot be "
						  "reopened");
		return NULL;
	}
	if (inherit)
		evsel__attr(self->evsel)->inherit = 1;

	cpus = pcpus ? cpu_map__get(((struct pyrf_cpu_map *)pcpus)->map) : cpu_map__dummy_new();
	threads = pthreads ? thread_map__get(((struct pyrf_thread_map *)pthreads)->map) :
			     thread_map__new_dummy();
	err = cpus && threads ? evsel__open(self->evsel, cpus, threads) : -ENOMEM;
	cpu_map__put(cpus);
	thread_map__put(threads);
	if (err)
		return pyrf__oserror(err, "cannot open event %s",
				     evsel__open_strerror(self->evsel, err, msg, sizeof(msg)));
	Py_RETURN_NONE;
}

static PyObject *pyrf_evsel__close(struct pyrf_evsel *self, PyObject *unused)
{
	CHECK_EVSEL(self, NULL);
	if (self->evlist && ((struct pyrf_evlist *)self->evlist)->mmapped) {
		PyErr_SetString(PyExc_ValueError, "this evsel's evlist is mmapped: munmap first");
		return NULL;
	}
	evsel__close(self->evsel);
	Py_RETURN_NONE;
}

static PyObject *pyrf_evsel__ioctl(struct pyrf_evsel *self, bool enable)
{
	int err;

	CHECK_EVSEL(self, NULL);
	if (!evsel__is_open(self->evsel)) {
		PyErr_SetString(PyExc_ValueError, "evsel is not open");
		return NULL;
	}
	err = enable ? evsel__enable(self->evsel) : evsel__disable(self->evsel);
	if (err)
		return pyrf__oserror(err, "cannot %s %s: %s", enable ? "enable" : "disable",
				     evsel__name(self->evsel), strerror(-err));
	Py_RETURN_NONE;
}

static PyObject *pyrf_evsel__enable(struct pyrf_evsel *self, PyObject *unused)
{
	return pyrf_evsel__ioctl(self, true);
}

static PyObject *pyrf_evsel__disable(struct pyrf_evsel *self, PyObject *unused)
{
	return pyrf_evsel__ioctl(self, false);
}

/* evsel.read(cpu, thread): cpu is a CPU number of the map, thread a tid of the map. */
static PyObject *pyrf_evsel__read(struct pyrf_evsel *self, PyObject *args, PyObject *kwargs)
{
	static char *kwlist[] = { "cpu", "thread", NULL };
	struct evsel *evsel = self->evsel;
	int cpu, thread, cpu_idx, thread_idx = -1, err;
	struct pyrf_counts_values *counts;
	char buf[64];

	CHECK_EVSEL(self, NULL);
	if (!PyArg_ParseTupleAndKeywords(args, kwargs, "ii", kwlist, &cpu, &thread))
		return NULL;
	if (!evsel__is_open(evsel)) {
		PyErr_SetString(PyExc_ValueError, "evsel is not open");
		return NULL;
	}
	cpu_idx = cpu_map__idx(evsel__cpus(evsel), cpu);
	if (cpu_idx < 0) {
		cpu_map__snprint(evsel__cpus(evsel), buf, sizeof(buf));
		PyErr_Format(PyExc_ValueError, "CPU %d is not in this evsel's cpu_map (%s)", cpu,
			     buf);
		return NULL;
	}
	for (int i = 0; i < thread_map__nr(evsel__threads(evsel)); i++)
		if (thread_map__tid(evsel__threads(evsel), i) == thread)
			thread_idx = i;
	if (thread_idx < 0) {
		PyErr_Format(PyExc_ValueError, "thread %d is not in this evsel's thread_map",
			     thread);
		return NULL;
	}
	if (evsel__attr(evsel)->read_format & PERF_FORMAT_GROUP) {
		PyErr_SetString(PyExc_ValueError, "read() does not read FORMAT_GROUP events");
		return NULL;
	}
	if (evsel__fd(evsel, cpu_idx, thread_idx) < 0)
		return pyrf__oserror(ESRCH, "thread %d had exited when the event was opened",
				     thread);

	counts = PyObject_New(struct pyrf_counts_values, &pyrf_counts_values__type);
	if (!counts)
		return NULL;
	err = evsel__read_one(evsel, cpu_idx, thread_idx, &counts->values);
	if (err) {
		Py_DECREF(counts);
		return pyrf__oserror(err, "cannot read %s: %s", evsel__name(evsel), strerror(-err));
	}
	return (PyObject *)counts;
}

static PyObject *pyrf_evsel__repr(struct pyrf_evsel *self)
{
	if (!self->evsel)
		return PyUnicode_FromString("evsel()");
	return PyUnicode_FromFormat("evsel(%s)", evsel__name(self->evsel));
}

static PyObject *pyrf_evsel__get_attr(struct pyrf_evsel *self, void *closure)
{
	const struct perf_event_attr *a;

	CHECK_EVSEL(self, NULL);
	a = evsel__attr(self->evsel);
	switch ((long)closure) {
	case 0:
		return PyLong_FromUnsignedLong(a->type);
	case 1:
		return PyLong_FromUnsignedLongLong(a->config);
	case 2:
		return PyLong_FromUnsignedLongLong(a->sample_type);
	case 3:
		return PyLong_FromUnsignedLongLong(a->read_format);
	case 4:
		return PyLong_FromUnsignedLongLong(a->sample_period);
	case 5:
		return PyBool_FromLong(a->freq);
	default:
		return PyUnicode_FromString(evsel__name(self->evsel));
	}
}

static PyGetSetDef pyrf_evsel__getset[] = {
	{ "type", (getter)pyrf_evsel__get_attr, NULL, "attr.type", (void *)0 },
	{ "config", (getter)pyrf_evsel__get_attr, NULL, "attr.config", (void *)1 },
	{ "sample_type", (getter)pyrf_evsel__get_attr, NULL, "attr.sample_type", (void *)2 },
	{ "read_format", (getter)pyrf_evsel__get_attr, NULL, "attr.read_format", (void *)3 },
	{ "sample_period", (getter)pyrf_evsel__get_attr, NULL,
	  "attr.sample_period (the frequency when freq)", (void *)4 },
	{ "freq", (getter)pyrf_evsel__get_attr, NULL, "attr.freq", (void *)5 },
	{ "name", (getter)pyrf_evsel__get_attr, NULL, "the event's name", (void *)6 },
	{ NULL },
};

static PyMethodDef pyrf_evsel__methods[] = {
	{ "open", (PyCFunction)(void (*)(void))pyrf_evsel__open, METH_VARARGS | METH_KEYWORDS,
	  PyDoc_STR("open(cpus=None, threads=None): open one fd per (cpu, thread); None "
		    "is the -1 (any) map.") },
	{ "close", (PyCFunction)pyrf_evsel__close, METH_NOARGS, PyDoc_STR("close the fds.") },
	{ "enable", (PyCFunction)pyrf_evsel__enable, METH_NOARGS, PyDoc_STR("start counting.") },
	{ "disable", (PyCFunction)pyrf_evsel__disable, METH_NOARGS, PyDoc_STR("stop counting.") },
	{ "read", (PyCFunction)(void (*)(void))pyrf_evsel__read, METH_VARARGS | METH_KEYWORDS,
	  PyDoc_STR("read(cpu, thread): the counts_values of the fd of that CPU number and "
		    "thread id (-1 for the any-map entries).") },
	{ NULL },
};

PyTypeObject pyrf_evsel__type = {
	PyVarObject_HEAD_INIT(NULL, 0).tp_name = "perf.evsel",
	.tp_basicsize = sizeof(struct pyrf_evsel),
	.tp_dealloc = (destructor)pyrf_evsel__dealloc,
	.tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
	.tp_doc = PyDoc_STR("evsel(type=, config=, sample_period=, ...): one event, described "
			    "by perf_event_attr fields given as keywords."),
	.tp_methods = pyrf_evsel__methods,
	.tp_getset = pyrf_evsel__getset,
	.tp_init = (initproc)pyrf_evsel__init,
	.tp_new = PyType_GenericNew,
	.tp_repr = (reprfunc)pyrf_evsel__repr,
};

/* ------------------------------------------------------------------------------------ */
/* the module */

/* The fault injection hook of <perf/core.h>, for tests/shell/python-nomem.sh only. */
static PyObject *perf__fail_allocations(PyObject *self, PyObject *arg)
{
	long long n;

	if (pyrf__long_arg(arg, "n", -1, LONG_MAX, &n))
		return NULL;
	perf_alloc__fail_after((long)n);
	Py_RETURN_NONE;
}

static PyMethodDef perf__methods[] = {
	{ "_fail_allocations", perf__fail_allocations, METH_O,
	  PyDoc_STR("_fail_allocations(n): testing only: after n more allocations by the util "
		    "library, every one fails (MemoryError) until _fail_allocations(-1).") },
	{ NULL },
};

static struct PyModuleDef perf__module = {
	PyModuleDef_HEAD_INIT,
	.m_name = "perf",
	.m_doc = PyDoc_STR("Counting and sampling with perf_event_open(2): cpu_map, thread_map, "
			   "evsel, evlist, and the records of its ring buffers."),
	.m_size = -1,
	.m_methods = perf__methods,
};

static const struct {
	const char *name;
	long long value;
} perf__constants[] = {
#define C(prefix, name)             \
	{                           \
#name, prefix##name \
	}
	C(PERF_, TYPE_HARDWARE),
	C(PERF_, TYPE_SOFTWARE),
	C(PERF_, TYPE_TRACEPOINT),
	C(PERF_, TYPE_HW_CACHE),
	C(PERF_, TYPE_RAW),
	C(PERF_, TYPE_BREAKPOINT),

	C(PERF_, COUNT_HW_CPU_CYCLES),
	C(PERF_, COUNT_HW_INSTRUCTIONS),
	C(PERF_, COUNT_HW_CACHE_REFERENCES),
	C(PERF_, COUNT_HW_CACHE_MISSES),
	C(PERF_, COUNT_HW_BRANCH_INSTRUCTIONS),
	C(PERF_, COUNT_HW_BRANCH_MISSES),
	C(PERF_, COUNT_HW_BUS_CYCLES),
	C(PERF_, COUNT_HW_STALLED_CYCLES_FRONTEND),
	C(PERF_, COUNT_HW_STALLED_CYCLES_BACKEND),
	C(PERF_, COUNT_HW_REF_CPU_CYCLES),

	C(PERF_, COUNT_HW_CACHE_L1D),
	C(PERF_, COUNT_HW_CACHE_L1I),
	C(PERF_, COUNT_HW_CACHE_LL),
	C(PERF_, COUNT_HW_CACHE_DTLB),
	C(PERF_, COUNT_HW_CACHE_ITLB),
	C(PERF_, COUNT_HW_CACHE_BPU),
	C(PERF_, COUNT_HW_CACHE_NODE),
	C(PERF_, COUNT_HW_CACHE_OP_READ),
	C(PERF_, COUNT_HW_CACHE_OP_WRITE),
	C(PERF_, COUNT_HW_CACHE_OP_PREFETCH),
	C(PERF_, COUNT_HW_CACHE_RESULT_ACCESS),
	C(PERF_, COUNT_HW_CACHE_RESULT_MISS),

	C(PERF_, COUNT_SW_CPU_CLOCK),
	C(PERF_, COUNT_SW_TASK_CLOCK),
	C(PERF_, COUNT_SW_PAGE_FAULTS),
	C(PERF_, COUNT_SW_CONTEXT_SWITCHES),
	C(PERF_, COUNT_SW_CPU_MIGRATIONS),
	C(PERF_, COUNT_SW_PAGE_FAULTS_MIN),
	C(PERF_, COUNT_SW_PAGE_FAULTS_MAJ),
	C(PERF_, COUNT_SW_ALIGNMENT_FAULTS),
	C(PERF_, COUNT_SW_EMULATION_FAULTS),
	C(PERF_, COUNT_SW_DUMMY),
	C(PERF_, COUNT_SW_BPF_OUTPUT),
	C(PERF_, COUNT_SW_CGROUP_SWITCHES),

	C(PERF_, SAMPLE_IP),
	C(PERF_, SAMPLE_TID),
	C(PERF_, SAMPLE_TIME),
	C(PERF_, SAMPLE_ADDR),
	C(PERF_, SAMPLE_READ),
	C(PERF_, SAMPLE_CALLCHAIN),
	C(PERF_, SAMPLE_ID),
	C(PERF_, SAMPLE_CPU),
	C(PERF_, SAMPLE_PERIOD),
	C(PERF_, SAMPLE_STREAM_ID),
	C(PERF_, SAMPLE_RAW),
	C(PERF_, SAMPLE_BRANCH_STACK),
	C(PERF_, SAMPLE_REGS_USER),
	C(PERF_, SAMPLE_STACK_USER),
	C(PERF_, SAMPLE_WEIGHT),
	C(PERF_, SAMPLE_DATA_SRC),
	C(PERF_, SAMPLE_IDENTIFIER),
	C(PERF_, SAMPLE_TRANSACTION),
	C(PERF_, SAMPLE_REGS_INTR),
	C(PERF_, SAMPLE_PHYS_ADDR),
	C(PERF_, SAMPLE_AUX),
	C(PERF_, SAMPLE_CGROUP),
	C(PERF_, SAMPLE_DATA_PAGE_SIZE),
	C(PERF_, SAMPLE_CODE_PAGE_SIZE),
	C(PERF_, SAMPLE_WEIGHT_STRUCT),

	C(PERF_, FORMAT_TOTAL_TIME_ENABLED),
	C(PERF_, FORMAT_TOTAL_TIME_RUNNING),
	C(PERF_, FORMAT_ID),
	C(PERF_, FORMAT_GROUP),
	C(PERF_, FORMAT_LOST),

	C(PERF_, RECORD_MMAP),
	C(PERF_, RECORD_LOST),
	C(PERF_, RECORD_COMM),
	C(PERF_, RECORD_EXIT),
	C(PERF_, RECORD_THROTTLE),
	C(PERF_, RECORD_UNTHROTTLE),
	C(PERF_, RECORD_FORK),
	C(PERF_, RECORD_READ),
	C(PERF_, RECORD_SAMPLE),
	C(PERF_, RECORD_MMAP2),
	C(PERF_, RECORD_AUX),
	C(PERF_, RECORD_ITRACE_START),
	C(PERF_, RECORD_LOST_SAMPLES),
	C(PERF_, RECORD_SWITCH),
	C(PERF_, RECORD_SWITCH_CPU_WIDE),
	C(PERF_, RECORD_NAMESPACES),
	C(PERF_, RECORD_KSYMBOL),
	C(PERF_, RECORD_BPF_EVENT),
	C(PERF_, RECORD_CGROUP),
	C(PERF_, RECORD_TEXT_POKE),

	C(PERF_, RECORD_MISC_SWITCH_OUT),

	/* for breakpoints: bp_type and bp_len */
	C(, HW_BREAKPOINT_R),
	C(, HW_BREAKPOINT_W),
	C(, HW_BREAKPOINT_RW),
	C(, HW_BREAKPOINT_X),
	C(, HW_BREAKPOINT_LEN_1),
	C(, HW_BREAKPOINT_LEN_2),
	C(, HW_BREAKPOINT_LEN_4),
	C(, HW_BREAKPOINT_LEN_8),
#undef C
};

PyMODINIT_FUNC PyInit_perf(void);

PyMODINIT_FUNC PyInit_perf(void)
{
	PyTypeObject *types[] = {
		&pyrf_cpu_map__type, &pyrf_thread_map__type,	&pyrf_evsel__type,
		&pyrf_evlist__type,  &pyrf_counts_values__type,
	};
	static const char *const type_names[] = {
		"cpu_map", "thread_map", "evsel", "evlist", "counts_values",
	};
	PyObject *m;

	for (size_t i = 0; i < Py_ARRAY_LENGTH(types); i++)
		if (PyType_Ready(types[i]) < 0)
			return NULL;
	if (pyrf_event__ready_types() < 0)
		return NULL;

	m = PyModule_Create(&perf__module);
	if (!m)
		return NULL;
	for (size_t i = 0; i < Py_ARRAY_LENGTH(types); i++) {
		Py_INCREF(types[i]);
		if (PyModule_AddObject(m, type_names[i], (PyObject *)types[i]) < 0) {
			Py_DECREF(types[i]);
			goto fail;
		}
	}
	if (pyrf_event__add_types(m) < 0)
		goto fail;
	for (size_t i = 0; i < Py_ARRAY_LENGTH(perf__constants); i++)
		if (PyModule_AddObject(m, perf__constants[i].name,
				       PyLong_FromLongLong(perf__constants[i].value)) < 0)
			goto fail;
	return m;
fail:
	Py_DECREF(m);
	return NULL;
}
