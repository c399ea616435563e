// SPDX-License-Identifier: GPL-2.0
/*
 * The records evlist.read_on_cpu() returns: one Python type per kind of record (sample,
 * mmap, mmap2, comm, fork/exit, lost, throttle/unthrottle, read, context switch), each with
 * the record's fields and the sample_* fields of its sample (or sample_id trailer) as
 * read-only attributes, and a one-line repr in Linux perf's format.
 *
 * Each object holds its own copy of the record, zero padded: the ring space is handed back
 * to the kernel as soon as the object exists, and a truncated record reads as zeros past
 * its end instead of past the allocation.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>

#include <stdio.h>
#include <string.h>

#include <perf/event.h>

#include "perf-py.h"

struct pyrf_event {
	PyObject_VAR_HEAD PyObject *evsel; /* the perf.evsel the record belongs to, or NULL */
	struct perf_sample sample;
	uint32_t size; /* header.size: bytes of the record in data */
	uint64_t data[]; /* the record, then zeros */
};

/* The copy is at least this long, so every fixed field of a known record is inside it. */
#define PYRF_EVENT_MIN_COPY 256
#define PYRF_EVENT_PAD 8

/* The record of self as a struct rec of <perf/event.h>. */
#define REC(self, rec) ((const struct rec *)(const void *)(self)->data)
#define REC_OFF(rec, field) (offsetof(struct pyrf_event, data) + offsetof(struct rec, field))

#define MEMBER(name, type, rec, field, doc)                    \
	{                                                      \
		name, type, REC_OFF(rec, field), READONLY, doc \
	}
#define SAMPLE(name, type, field, doc)                                                             \
	{                                                                                          \
		name, type,                                                                        \
			offsetof(struct pyrf_event, sample) + offsetof(struct perf_sample, field), \
			READONLY, doc                                                              \
	}

/* Every record: its type and misc, and what its sample_id says. */
#define COMMON_MEMBERS                                                                           \
	MEMBER("type", T_UINT, perf_event_header, type, "record type (perf.RECORD_*)"),          \
		MEMBER("misc", T_USHORT, perf_event_header, misc, "record misc flags"),          \
		SAMPLE("sample_pid", T_INT, pid,                                                 \
		       "pid of the sample (SAMPLE_TID), -1 when absent"),                        \
		SAMPLE("sample_tid", T_INT, tid,                                                 \
		       "tid of the sample (SAMPLE_TID), -1 when absent"),                        \
		SAMPLE("sample_time", T_ULONGLONG, time, "timestamp (SAMPLE_TIME)"),             \
		SAMPLE("sample_id", T_ULONGLONG, id, "event id (SAMPLE_ID, SAMPLE_IDENTIFIER)"), \
		SAMPLE("sample_stream_id", T_ULONGLONG, stream_id,                               \
		       "stream id (SAMPLE_STREAM_ID)"),                                          \
		SAMPLE("sample_period", T_ULONGLONG, period, "period (SAMPLE_PERIOD)"),          \
		SAMPLE("sample_cpu", T_INT, cpu, "cpu (SAMPLE_CPU), -1 when absent")

static PyObject *pyrf_event__get_evsel(struct pyrf_event *self, void *closure)
{
	if (!self->evsel)
		Py_RETURN_NONE;
	Py_INCREF(self->evsel);
	return self->evsel;
}

static PyObject *pyrf_event__get_size(struct pyrf_event *self, void *closure)
{
	return PyLong_FromUnsignedLong(self->size);
}

/* A NUL-terminated name at offset off of the record, never read past header.size. */
static PyObject *record_string(struct pyrf_event *self, size_t off)
{
	const char *s = (const char *)self->data + off;
	size_t max = self->size > off ? self->size - off : 0;

	/* file names are bytes: undecodable ones survive as surrogates, like os.listdir() */
	return PyUnicode_DecodeFSDefaultAndSize(s, strnlen(s, max));
}

static PyObject *pyrf_event__get_string(struct pyrf_event *self, void *closure)
{
	return record_string(self, (size_t)closure);
}

#define COMMON_GETSET                                                                           \
	{ "evsel", (getter)pyrf_event__get_evsel, NULL, "the perf.evsel of the record", NULL }, \
	{                                                                                       \
		"size", (getter)pyrf_event__get_size, NULL, "header.size", NULL                 \
	}

static void pyrf_event__dealloc(struct pyrf_event *self)
{
	Py_XDECREF(self->evsel);
	Py_TYPE(self)->tp_free((PyObject *)self);
}

/* repr() text is built with printf formats, then decoded leniently (names may be bytes). */
static PyObject *repr_from(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static PyObject *repr_from(const char *fmt, ...)
{
	char buf[PATH_MAX + 256];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	if (n < 0)
		n = 0;
	if ((size_t)n >= sizeof(buf))
		n = sizeof(buf) - 1;
	return PyUnicode_DecodeUTF8(buf, n, "backslashreplace");
}

/* The name at off, bounded by the record, for repr(). */
static const char *name_at(struct pyrf_event *self, size_t off, char *buf, size_t len)
{
	const char *s = (const char *)self->data + off;
	size_t max = self->size > off ? self->size - off : 0;

	snprintf(buf, len, "%.*s", (int)strnlen(s, max), s);
	return buf;
}

#define DEFINE_EVENT_TYPE(_name, _doc)                                   \
	static PyTypeObject pyrf_##_name##__type = {                     \
		PyVarObject_HEAD_INIT(NULL, 0).tp_name = "perf." #_name, \
		.tp_basicsize = offsetof(struct pyrf_event, data),       \
		.tp_itemsize = 1,                                        \
		.tp_dealloc = (destructor)pyrf_event__dealloc,           \
		.tp_flags = Py_TPFLAGS_DEFAULT,                          \
		.tp_doc = PyDoc_STR(_doc),                               \
		.tp_members = pyrf_##_name##__members,                   \
		.tp_getset = pyrf_##_name##__getset,                     \
		.tp_repr = (reprfunc)pyrf_##_name##__repr,               \
	}

/* ---- mmap ---- */

static PyMemberDef pyrf_mmap_event__members[] = {
	COMMON_MEMBERS,
	MEMBER("pid", T_UINT, perf_record_mmap, pid, "process id"),
	MEMBER("tid", T_UINT, perf_record_mmap, tid, "thread id"),
	MEMBER("start", T_ULONGLONG, perf_record_mmap, start, "start address of the map"),
	MEMBER("len", T_ULONGLONG, perf_record_mmap, len, "length of the map"),
	MEMBER("pgoff", T_ULONGLONG, perf_record_mmap, pgoff, "file offset of the map"),
	{ NULL },
};

static PyGetSetDef pyrf_mmap_event__getset[] = {
	COMMON_GETSET,
	{ "filename", (getter)pyrf_event__get_string, NULL, "the mapped file",
	  (void *)offsetof(struct perf_record_mmap, filename) },
	{ NULL },
};

static PyObject *pyrf_mmap_event__repr(struct pyrf_event *self)
{
	const struct perf_record_mmap *e = REC(self, perf_record_mmap);
	char name[PATH_MAX];

	return repr_from("{ type: mmap, pid: %u, tid: %u, start: %#llx, length: %#llx, "
			 "offset: %#llx, filename: %s }",
			 e->pid, e->tid, (unsigned long long)e->start, (unsigned long long)e->len,
			 (unsigned long long)e->pgoff,
			 name_at(self, offsetof(struct perf_record_mmap, filename), name,
				 sizeof(name)));
}

DEFINE_EVENT_TYPE(mmap_event, "A PERF_RECORD_MMAP: an executable mapping.");

/* ---- mmap2 ---- */

static PyMemberDef pyrf_mmap2_event__members[] = {
	COMMON_MEMBERS,
	MEMBER("pid", T_UINT, perf_record_mmap2, pid, "process id"),
	MEMBER("tid", T_UINT, perf_record_mmap2, tid, "thread id"),
	MEMBER("start", T_ULONGLONG, perf_record_mmap2, start, "start address of the map"),
	MEMBER("len", T_ULONGLONG, perf_record_mmap2, len, "length of the map"),
	MEMBER("pgoff", T_ULONGLONG, perf_record_mmap2, pgoff, "file offset of the map"),
	MEMBER("maj", T_UINT, perf_record_mmap2, maj, "device major (without a build id)"),
	MEMBER("min", T_UINT, perf_record_mmap2, min, "device minor (without a build id)"),
	MEMBER("ino", T_ULONGLONG, perf_record_mmap2, ino, "inode (without a build id)"),
	MEMBER("ino_generation", T_ULONGLONG, perf_record_mmap2, ino_generation,
	       "inode generation (without a build id)"),
	MEMBER("prot", T_UINT, perf_record_mmap2, prot, "PROT_* of the map"),
	MEMBER("flags", T_UINT, perf_record_mmap2, flags, "MAP_* of the map"),
	{ NULL },
};

static PyObject *pyrf_mmap2_event__get_build_id(struct pyrf_event *self, void *closure)
{
	const struct perf_record_mmap2 *e = REC(self, perf_record_mmap2);
	size_t n = e->build_id_size;

	if (!(e->header.misc & PERF_RECORD_MISC_MMAP_BUILD_ID))
		Py_RETURN_NONE;
	if (n > sizeof(e->build_id))
		n = sizeof(e->build_id);
	return PyBytes_FromStringAndSize((const char *)e->build_id, n);
}

static PyGetSetDef pyrf_mmap2_event__getset[] = {
	COMMON_GETSET,
	{ "filename", (getter)pyrf_event__get_string, NULL, "the mapped file",
	  (void *)offsetof(struct perf_record_mmap2, filename) },
	{ "build_id", (getter)pyrf_mmap2_event__get_build_id, NULL,
	  "the file's build id (bytes) when the kernel sent one, else None", NULL },
	{ NULL },
};

static PyObject *pyrf_mmap2_event__repr(struct pyrf_event *self)
{
	const struct perf_record_mmap2 *e = REC(self, perf_record_mmap2);
	char name[PATH_MAX];

	return repr_from("{ type: mmap2, pid: %u, tid: %u, start: %#llx, length: %#llx, "
			 "offset: %#llx, flags: %#x, prot: %#x, filename: %s }",
			 e->pid, e->tid, (unsigned long long)e->start, (unsigned long long)e->len,
			 (unsigned long long)e->pgoff, e->flags, e->prot,
			 name_at(self, offsetof(struct perf_record_mmap2, filename), name,
				 sizeof(name)));
}

DEFINE_EVENT_TYPE(mmap2_event, "A PERF_RECORD_MMAP2: a mapping, with its file's identity.");

/* ---- fork / exit ---- */

static PyMemberDef pyrf_task_event__members[] = {
	COMMON_MEMBERS,
	MEMBER("pid", T_UINT, perf_record_fork, pid, "process id"),
	MEMBER("ppid", T_UINT, perf_record_fork, ppid, "parent process id"),
	MEMBER("tid", T_UINT, perf_record_fork, tid, "thread id"),
	MEMBER("ptid", T_UINT, perf_record_fork, ptid, "parent thread id"),
	MEMBER("time", T_ULONGLONG, perf_record_fork, time, "timestamp"),
	{ NULL },
};

static PyGetSetDef pyrf_task_event__getset[] = {
	COMMON_GETSET,
	{ NULL },
};

static PyObject *pyrf_task_event__repr(struct pyrf_event *self)
{
	const struct perf_record_fork *e = REC(self, perf_record_fork);

	return repr_from("{ type: %s, pid: %u, ppid: %u, tid: %u, ptid: %u, time: %llu}",
			 e->header.type == PERF_RECORD_FORK ? "fork" : "exit", e->pid, e->ppid,
			 e->tid, e->ptid, (unsigned long long)e->time);
}

DEFINE_EVENT_TYPE(task_event, "A PERF_RECORD_FORK or PERF_RECORD_EXIT.");

/* ---- comm ---- */

static PyMemberDef pyrf_comm_event__members[] = {
	COMMON_MEMBERS,
	MEMBER("pid", T_UINT, perf_record_comm, pid, "process id"),
	MEMBER("tid", T_UINT, perf_record_comm, tid, "thread id"),
	{ NULL },
};

static PyGetSetDef pyrf_comm_event__getset[] = {
	COMMON_GETSET,
	{ "comm", (getter)pyrf_event__get_string, NULL, "the new command name",
	  (void *)offsetof(struct perf_record_comm, comm) },
	{ NULL },
};

static PyObject *pyrf_comm_event__repr(struct pyrf_event *self)
{
	const struct perf_record_comm *e = REC(self, perf_record_comm);
	char name[64];

	return repr_from("{ type: comm, pid: %u, tid: %u, comm: %s }", e->pid, e->tid,
			 name_at(self, offsetof(struct perf_record_comm, comm), name,
				 sizeof(name)));
}

DEFINE_EVENT_TYPE(comm_event, "A PERF_RECORD_COMM: a task changed its name (exec, prctl).");

/* ---- throttle / unthrottle ---- */

static PyMemberDef pyrf_throttle_event__members[] = {
	COMMON_MEMBERS,
	MEMBER("time", T_ULONGLONG, perf_record_throttle, time, "timestamp"),
	MEMBER("id", T_ULONGLONG, perf_record_throttle, id, "event id"),
	MEMBER("stream_id", T_ULONGLONG, perf_record_throttle, stream_id, "event stream id"),
	{ NULL },
};

static PyGetSetDef pyrf_throttle_event__getset[] = {
	COMMON_GETSET,
	{ NULL },
};

static PyObject *pyrf_throttle_event__repr(struct pyrf_event *self)
{
	const struct perf_record_throttle *e = REC(self, perf_record_throttle);

	return repr_from("{ type: %sthrottle, time: %llu, id: %llu, stream_id: %llu }",
			 e->header.type == PERF_RECORD_THROTTLE ? "" : "un",
			 (unsigned long long)e->time, (unsigned long long)e->id,
			 (unsigned long long)e->stream_id);
}

DEFINE_EVENT_TYPE(throttle_event, "A PERF_RECORD_THROTTLE or PERF_RECORD_UNTHROTTLE.");

/* ---- lost ---- */

static PyMemberDef pyrf_lost_event__members[] = {
	COMMON_MEMBERS,
	MEMBER("id", T_ULONGLONG, perf_record_lost, id, "event id"),
	MEMBER("lost", T_ULONGLONG, perf_record_lost, lost, "records lost"),
	{ NULL },
};

static PyGetSetDef pyrf_lost_event__getset[] = {
	COMMON_GETSET,
	{ NULL },
};

static PyObject *pyrf_lost_event__repr(struct pyrf_event *self)
{
	const struct perf_record_lost *e = REC(self, perf_record_lost);

	return repr_from("{ type: lost, id: %#llx, lost: %#llx }", (unsigned long long)e->id,
			 (unsigned long long)e->lost);
}

DEFINE_EVENT_TYPE(lost_event, "A PERF_RECORD_LOST: the ring was full, records were dropped.");

/* ---- read ---- */

static PyMemberDef pyrf_read_event__members[] = {
	COMMON_MEMBERS,
	MEMBER("pid", T_UINT, perf_record_read, pid, "process id"),
	MEMBER("tid", T_UINT, perf_record_read, tid, "thread id"),
	MEMBER("value", T_ULONGLONG, perf_record_read, value, "the count"),
	{ NULL },
};

static PyGetSetDef pyrf_read_event__getset[] = {
	COMMON_GETSET,
	{ NULL },
};

static PyObject *pyrf_read_event__repr(struct pyrf_event *self)
{
	const struct perf_record_read *e = REC(self, perf_record_read);

	return repr_from("{ type: read, pid: %u, tid: %u }", e->pid, e->tid);
}

DEFINE_EVENT_TYPE(read_event, "A PERF_RECORD_READ: a child's count at its exit (inherit_stat).");

/* ---- context switch ---- */

static PyMemberDef pyrf_context_switch_event__members[] = {
	COMMON_MEMBERS,
	MEMBER("next_prev_pid", T_UINT, perf_record_switch, next_prev_pid,
	       "the other task's pid (CPU-wide switches only)"),
	MEMBER("next_prev_tid", T_UINT, perf_record_switch, next_prev_tid,
	       "the other task's tid (CPU-wide switches only)"),
	{ NULL },
};

static PyGetSetDef pyrf_context_switch_event__getset[] = {
	COMMON_GETSET,
	{ NULL },
};

static PyObject *pyrf_context_switch_event__repr(struct pyrf_event *self)
{
	const struct perf_record_switch *e = REC(self, perf_record_switch);
	bool cpu_wide = e->header.type == PERF_RECORD_SWITCH_CPU_WIDE;

	return repr_from("{ type: context_switch, next_prev_pid: %u, next_prev_tid: %u, "
			 "switch_out: %u }",
			 cpu_wide ? e->next_prev_pid : 0, cpu_wide ? e->next_prev_tid : 0,
			 !!(e->header.misc & PERF_RECORD_MISC_SWITCH_OUT));
}

DEFINE_EVENT_TYPE(context_switch_event, "A PERF_RECORD_SWITCH or PERF_RECORD_SWITCH_CPU_WIDE.");

/* ---- sample ---- */

static PyMemberDef pyrf_sample_event__members[] = {
	COMMON_MEMBERS,
	SAMPLE("sample_ip", T_ULONGLONG, ip, "instruction pointer (SAMPLE_IP)"),
	SAMPLE("sample_addr", T_ULONGLONG, addr, "data address (SAMPLE_ADDR)"),
	SAMPLE("sample_phys_addr", T_ULONGLONG, phys_addr, "physical address"),
	SAMPLE("sample_weight", T_ULONGLONG, weight, "weight (SAMPLE_WEIGHT)"),
	SAMPLE("sample_data_src", T_ULONGLONG, data_src, "data source (SAMPLE_DATA_SRC)"),
	{ NULL },
};

static PyObject *pyrf_sample_event__get_raw_buf(struct pyrf_event *self, void *closure)
{
	if (!self->sample.raw_data)
		Py_RETURN_NONE;
	return PyBytes_FromStringAndSize(self->sample.raw_data, self->sample.raw_size);
}

static PyObject *pyrf_sample_event__get_callchain(struct pyrf_event *self, void *closure)
{
	const struct ip_callchain *cc = self->sample.callchain;
	PyObject *list;

	if (!cc)
		Py_RETURN_NONE;
	list = PyList_New(cc->nr);
	for (uint64_t i = 0; list && i < cc->nr; i++) {
		PyObject *ip = PyLong_FromUnsignedLongLong(cc->ips[i]);

		if (!ip) {
			Py_CLEAR(list);
			break;
		}
		PyList_SET_ITEM(list, i, ip);
	}
	return list;
}

static PyGetSetDef pyrf_sample_event__getset[] = {
	COMMON_GETSET,
	{ "raw_buf", (getter)pyrf_sample_event__get_raw_buf, NULL,
	  "the raw data (SAMPLE_RAW) as bytes, or None", NULL },
	{ "callchain", (getter)pyrf_sample_event__get_callchain, NULL,
	  "the addresses of the call chain (SAMPLE_CALLCHAIN, PERF_CONTEXT_* markers "
	  "included), or None",
	  NULL },
	{ NULL },
};

static PyObject *pyrf_sample_event__repr(struct pyrf_event *self)
{
	return PyUnicode_FromString("{ type: sample }");
}

DEFINE_EVENT_TYPE(sample_event, "A PERF_RECORD_SAMPLE.");

/* ---- any other record ---- */

static PyMemberDef pyrf_event__members[] = {
	COMMON_MEMBERS,
	{ NULL },
};

static PyGetSetDef pyrf_event__getset[] = {
	COMMON_GETSET,
	{ NULL },
};

static PyObject *pyrf_event__repr(struct pyrf_event *self)
{
	uint32_t type = REC(self, perf_event_header)->type;

	return repr_from("{ type: %s (%u), size: %u }", perf_event__name(type), type, self->size);
}

DEFINE_EVENT_TYPE(event, "A record of a kind without its own type here.");

static PyTypeObject *const event_types[] = {
	&pyrf_mmap_event__type, &pyrf_mmap2_event__type,	  &pyrf_task_event__type,
	&pyrf_comm_event__type, &pyrf_throttle_event__type,	  &pyrf_lost_event__type,
	&pyrf_read_event__type, &pyrf_context_switch_event__type, &pyrf_sample_event__type,
	&pyrf_event__type,
};

static PyTypeObject *event_type_of(uint32_t type)
{
	switch (type) {
	case PERF_RECORD_MMAP:
		return &pyrf_mmap_event__type;
	case PERF_RECORD_MMAP2:
		return &pyrf_mmap2_event__type;
	case PERF_RECORD_FORK:
	case PERF_RECORD_EXIT:
		return &pyrf_task_event__type;
	case PERF_RECORD_COMM:
		return &pyrf_comm_event__type;
	case PERF_RECORD_THROTTLE:
	case PERF_RECORD_UNTHROTTLE:
		return &pyrf_throttle_event__type;
	case PERF_RECORD_LOST:
		return &pyrf_lost_event__type;
	case PERF_RECORD_READ:
		return &pyrf_read_event__type;
	case PERF_RECORD_SWITCH:
	case PERF_RECORD_SWITCH_CPU_WIDE:
		return &pyrf_context_switch_event__type;
	case PERF_RECORD_SAMPLE:
		return &pyrf_sample_event__type;
	default:
		return &pyrf_event__type;
	}
}

PyObject *pyrf_event__new(const void *record, struct pyrf_evsel *evsel)
{
	const struct perf_event_header *hdr = record;
	size_t copy = hdr->size > PYRF_EVENT_MIN_COPY ? hdr->size : PYRF_EVENT_MIN_COPY;
	struct pyrf_event *self;
	char *data;

	copy = ((copy + 7) & ~(size_t)7) + PYRF_EVENT_PAD;
	self = PyObject_NewVar(struct pyrf_event, event_type_of(hdr->type), copy);
	if (!self)
		return NULL;
	data = (char *)self->data;
	memcpy(data, record, hdr->size);
	memset(data + hdr->size, 0, copy - hdr->size);
	self->size = hdr->size;
	self->evsel = (PyObject *)evsel;
	Py_XINCREF(self->evsel);

	memset(&self->sample, 0, sizeof(self->sample));
	self->sample.pid = self->sample.tid = (uint32_t)-1;
	self->sample.cpu = (uint32_t)-1;
	/* parsed from our copy: the sample's pointers (raw data, callchain) live as long as we do */
	if (evsel && evsel->evsel &&
	    (hdr->type == PERF_RECORD_SAMPLE || evsel__attr(evsel->evsel)->sample_id_all) &&
	    perf_event__parse_sample((const union perf_event *)data, evsel__attr(evsel->evsel),
				     &self->sample)) {
		/* a record too short for its attr: keep what it has, claim no sample fields */
		memset(&self->sample, 0, sizeof(self->sample));
		self->sample.pid = self->sample.tid = (uint32_t)-1;
		self->sample.cpu = (uint32_t)-1;
	}
	return (PyObject *)self;
}

int pyrf_event__ready_types(void)
{
	for (size_t i = 0; i < Py_ARRAY_LENGTH(event_types); i++)
		if (PyType_Ready(event_types[i]) < 0)
			return -1;
	return 0;
}

int pyrf_event__add_types(PyObject *module)
{
	for (size_t i = 0; i < Py_ARRAY_LENGTH(event_types); i++) {
		const char *name = strchr(event_types[i]->tp_name, '.') + 1;

		Py_INCREF(event_types[i]);
		if (PyModule_AddObject(module, name, (PyObject *)event_types[i]) < 0) {
			Py_DECREF(event_types[i]);
			return -1;
		}
	}
	return 0;
}
