// SPDX-License-Identifier: GPL-2.0
/*
 * The embedded Python interpreter of perf script -s, built as perf-script-python.so and
 * dlopen()ed by util/script-python.c (which says why). It hands each sample to the script
 * as Linux perf's scripting does, so that Linux perf's scripts run unchanged:
 *
 * - a tracepoint sample to sys__event(event_name, context, common_cpu, common_secs,
 *   common_nsecs, common_pid, common_comm, common_callchain, <fields>...[, perf_sample_dict]),
 *   or, without that handler, to trace_unhandled(event_name, context, fields_dict
 *   [, perf_sample_dict]); the fields typed as Linux perf types them (util/trace-event.h);
 * - any other sample to process_event(param_dict);
 * - trace_begin() before the first record, trace_end() after the last;
 * - the module perf_trace_context: common_pc(), common_flags(), common_lock_depth() of the
 *   context argument, and perf_script_context.
 *
 * A script that raises gets its traceback printed and the run stops with an error (Linux
 * perf aborts the process).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <limits.h>
#include <linux/perf_event.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/annotate.h"
#include "util/build-id.h"
#include "util/callchain.h"
#include "util/db-export.h"
#include "util/dso.h"
#include "util/event.h"
#include "util/machine.h"
#include "util/map.h"
#include "util/mem-src.h"
#include "util/perf-regs.h"
#include "util/script-python.h"
#include "util/srcline.h"
#include "util/symbol.h"
#include "util/trace-event.h"

/* A tracepoint's handler, looked up on its first sample. */
struct handler {
	bool looked_up;
	bool unhandled; /* no sys__event handler: trace_unhandled (or nothing) */
	PyObject *fn; /* NULL: nothing to call */
	PyObject *name; /* "sys__event" */
	int nargs; /* the function's positional parameters (-1: not a function) */
	int nfields; /* the event's own fields */
	bool symbols_failed; /* a define_*() raised on its print format's values */
};

/* The script's functions that take the db-export protocol's rows */
enum db_table {
	DB_EVSEL,
	DB_MACHINE,
	DB_THREAD,
	DB_COMM,
	DB_COMM_THREAD,
	DB_DSO,
	DB_SYMBOL,
	DB_BRANCH_TYPE,
	DB_SAMPLE,
	DB_CALL_PATH,
	DB_CONTEXT_SWITCH,
	NR_DB_TABLES
};

static const char *const db_table_fn[NR_DB_TABLES] = {
	[DB_EVSEL] = "evsel_table",
	[DB_MACHINE] = "machine_table",
	[DB_THREAD] = "thread_table",
	[DB_COMM] = "comm_table",
	[DB_COMM_THREAD] = "comm_thread_table",
	[DB_DSO] = "dso_table",
	[DB_SYMBOL] = "symbol_table",
	[DB_BRANCH_TYPE] = "branch_type_table",
	[DB_SAMPLE] = "sample_table",
	[DB_CALL_PATH] = "call_path_table",
	[DB_CONTEXT_SWITCH] = "context_switch_table",
};

struct engine {
	PyObject *main_dict;
	PyObject *process_event;
	PyObject *context; /* the capsule passed as "context" */
	struct trace_event *te;
	const struct script_sample *cur; /* the sample being handed over, for the context */
	struct handler *handlers; /* by event index */
	int nr_handlers;
	u64 damaged; /* tracepoint samples whose fields lie outside their payload */
	char *demangled; /* the last symbol name demangled */
	char *symbols_field; /* the print formats' walk's last field (trace_event__walk_symbols) */
	bool symbols_failed; /* a define_*() of the script raised */
	const char *symbols_event; /* the handler name of the event walked */
	/* the db-export protocol (perf_db_export_mode): its tables' functions, by enum db_table */
	struct db_export *db;
	PyObject *tables[NR_DB_TABLES];
};

/* The engine a context capsule stands for, and its current sample (NULL outside handlers). */
static struct engine *the_engine;

/* --- the perf_trace_context module --- */

static const struct script_sample *context_sample(PyObject *args)
{
	PyObject *capsule;
	struct engine *e;

	if (!PyArg_ParseTuple(args, "O", &capsule))
		return NULL;
	e = PyCapsule_GetPointer(capsule, NULL);
	if (!e) {
		return NULL;
	}
	if (!e->cur) {
		PyErr_SetString(PyExc_RuntimeError,
				"no sample: the context is only valid in a handler");
		return NULL;
	}
	return e->cur;
}

static PyObject *common_field(PyObject *args, const char *name)
{
	const struct script_sample *ss = context_sample(args);

	if (!ss)
		return NULL;
	if (ss->attr->type != PERF_TYPE_TRACEPOINT || !the_engine->te)
		return PyLong_FromLong(0);
	return PyLong_FromUnsignedLongLong(trace_event__common(the_engine->te, ss->attr->config,
							       ss->sample->raw_data,
							       ss->sample->raw_size, name));
}

static PyObject *ctx_common_pc(PyObject *self, PyObject *args)
{
	return common_field(args, "common_preempt_count");
}

static PyObject *ctx_common_flags(PyObject *self, PyObject *args)
{
	return common_field(args, "common_flags");
}

static PyObject *ctx_common_lock_depth(PyObject *self, PyObject *args)
{
	return common_field(args, "common_lock_depth");
}

/* (source file as its line table names it, line) of the sample's address, or (None, 0) */
static PyObject *ctx_perf_sample_srcline(PyObject *self, PyObject *args)
{
	const struct script_sample *ss = context_sample(args);
	const char *file = NULL, *comp_dir = NULL;
	int line = 0;

	if (!ss)
		return NULL;
	if (!ss->al->map || !ss->al->map->dso ||
	    dso__srcline_full(ss->al->map->dso, ss->al->addr, &file, &comp_dir, &line) || !file)
		return Py_BuildValue("(Oi)", Py_None, 0);
	/* a relative name after its compilation directory, as Linux perf gives it */
	if (file[0] != '/' && comp_dir)
		return Py_BuildValue("(Ni)", PyUnicode_FromFormat("%s/%s", comp_dir, file), line);
	return Py_BuildValue("(si)", file, line);
}

/* (source file, line, the line's text) of the sample's address, or (None, 0, None) */
/*
 * The last source file perf_sample_srccode() read, whole, with where each line starts:
 * the samples of a script come by the thousand from the same few files.
 */
static struct {
	char *path;
	char *data; /* NULL: it could not be read */
	size_t len;
	size_t *starts; /* of line i + 1, and the end */
	size_t nr; /* lines */
} src;

static void src_clear(void)
{
	free(src.path);
	free(src.data);
	free(src.starts);
	memset(&src, 0, sizeof(src));
}

/* Line `line` (from 1) of the file at path, *len its length without the newline, or NULL */
static const char *src_line(const char *path, long line, size_t *len)
{
	if (!path)
		return NULL;
	if (!src.path || strcmp(src.path, path)) {
		FILE *fp = fopen(path, "r");
		size_t cap = 0;

		src_clear();
		src.path = strdup(path);
		if (fp) {
			char chunk[65536];
			size_t got;

			while ((got = fread(chunk, 1, sizeof(chunk), fp)) > 0) {
				src.data = grow_array(src.data, &cap, src.len + got, 1);
				memcpy(src.data + src.len, chunk, got);
				src.len += got;
			}
			fclose(fp);
		}
		cap = 0;
		for (size_t at = 0; src.data && at < src.len;) {
			const char *nl = memchr(src.data + at, '\n', src.len - at);

			src.starts = grow_array(src.starts, &cap, src.nr + 2, sizeof(*src.starts));
			src.starts[src.nr++] = at;
			at = nl ? (size_t)(nl - src.data) + 1 : src.len;
		}
		if (src.starts)
			src.starts[src.nr] = src.len;
	}
	if (!src.path || line < 1 || (size_t)line > src.nr)
		return NULL;
	*len = src.starts[line] - src.starts[line - 1];
	if (*len && src.data[src.starts[line - 1] + *len - 1] == '\n')
		(*len)--;
	return src.data + src.starts[line - 1];
}

/* (source file, line, the line's text) of the sample's address, or (None, 0, None) */
static PyObject *ctx_perf_sample_srccode(PyObject *self, PyObject *args)
{
	PyObject *fl = ctx_perf_sample_srcline(self, args), *file, *r;
	const char *text;
	size_t len = 0;
	long line;

	if (!fl)
		return NULL;
	file = PyTuple_GetItem(fl, 0);
	line = PyLong_AsLong(PyTuple_GetItem(fl, 1));
	if (file == Py_None) {
		Py_DECREF(fl);
		return Py_BuildValue("(OiO)", Py_None, 0, Py_None);
	}
	/* the line without its newline; None when the file or the line is not there */
	text = src_line(PyUnicode_AsUTF8(file), line, &len);
	r = text ? Py_BuildValue("(Ols#)", file, line, text, (Py_ssize_t)len) :
		   Py_BuildValue("(OlO)", file, line, Py_None);
	Py_DECREF(fl);
	return r;
}

/*
 * The bytes of the instruction at the sample's address, read from its object file as
 * Linux perf reads them (a program's or library's file; the kernel's code it has no file
 * for: None), or None
 */
static PyObject *ctx_perf_sample_insn(PyObject *self, PyObject *args)
{
	const struct script_sample *ss = context_sample(args);
	u8 buf[16];
	size_t len;

	if (!ss)
		return NULL;
	if (!ss->al->map || !ss->al->map->dso ||
	    annotate__insn_at(ss->al->map->dso, ss->al->addr, buf, sizeof(buf), &len))
		Py_RETURN_NONE;
	return PyBytes_FromStringAndSize((const char *)buf, (Py_ssize_t)len);
}

/*
 * The instruction trace's decoding options (--itrace's letters), set from trace_begin():
 * 0, or -1 once samples are handed over or for no options. This perf decodes no
 * instruction trace (Intel PT, CoreSight), so they select nothing.
 */
static PyObject *ctx_perf_set_itrace_options(PyObject *self, PyObject *args)
{
	PyObject *capsule;
	const char *opts;
	struct engine *e;

	if (!PyArg_ParseTuple(args, "Os", &capsule, &opts))
		return NULL;
	e = PyCapsule_GetPointer(capsule, NULL);
	if (!e)
		return NULL;
	return PyLong_FromLong(e->cur || !*opts ? -1 : 0);
}

static PyMethodDef ctx_methods[] = {
	{ "common_pc", ctx_common_pc, METH_VARARGS, "The preempt count of the sample's context." },
	{ "common_flags", ctx_common_flags, METH_VARARGS,
	  "The irq flags of the sample's context." },
	{ "common_lock_depth", ctx_common_lock_depth, METH_VARARGS,
	  "The lock depth of the sample's context (0 on kernels without it)." },
	{ "perf_sample_srcline", ctx_perf_sample_srcline, METH_VARARGS,
	  "The source file and line of the sample's address: (file, line), or (None, 0)." },
	{ "perf_sample_srccode", ctx_perf_sample_srccode, METH_VARARGS,
	  "The source file, line and its text of the sample's address, or (None, 0, None)." },
	{ "perf_sample_insn", ctx_perf_sample_insn, METH_VARARGS,
	  "The bytes of the instruction at the sample's address, or None." },
	{ "perf_set_itrace_options", ctx_perf_set_itrace_options, METH_VARARGS,
	  "Set the instruction trace's decoding options (from trace_begin): 0 or -1." },
	{ NULL, NULL, 0, NULL },
};

static struct PyModuleDef ctx_module = {
	PyModuleDef_HEAD_INIT,
	"perf_trace_context",
	"The context of perf script's handlers",
	-1,
	ctx_methods,
	NULL,
	NULL,
	NULL,
	NULL,
};

static PyObject *ctx_module_init(void)
{
	PyObject *m = PyModule_Create(&ctx_module);

	if (m && the_engine)
		PyModule_AddObjectRef(m, "perf_script_context", the_engine->context);
	return m;
}

/* --- values --- */

/*
 * The dicts' keys as Python strings, made once: keys are string literals or the format's
 * field names, whose addresses stay, so the table is keyed by address. (Made per call,
 * as PyDict_SetItemString does, they were a third of a counting script's run.)
 */
#define NR_KEYS 512
static struct {
	const char *name;
	PyObject *key;
} key_table[NR_KEYS];

static PyObject *key_of(const char *name)
{
	size_t h = ((uintptr_t)name >> 3) * 0x9e3779b97f4a7c15ull >> 55;

	for (size_t i = 0; i < NR_KEYS; i++, h = (h + 1) % NR_KEYS) {
		if (key_table[h].name == name)
			return key_table[h].key;
		if (!key_table[h].name) {
			PyObject *key = PyUnicode_InternFromString(name);

			if (!key)
				return NULL;
			key_table[h].name = name;
			key_table[h].key = key;
			return key;
		}
	}
	return NULL; /* full: the caller makes its own */
}

/* the last data source's words (most samples have the same: all "N/A") */
static PyObject *decoded;
static u64 decoded_src;

static void keys_clear(void)
{
	Py_CLEAR(decoded);
	for (size_t i = 0; i < NR_KEYS; i++)
		Py_CLEAR(key_table[i].key);
	memset(key_table, 0, sizeof(key_table));
}

/* d[key] = v, v's reference taken; NULL v: a Python error is pending */
static int set_item(PyObject *d, const char *key, PyObject *v)
{
	PyObject *k;
	int err;

	if (!v)
		return -1;
	k = key_of(key);
	if (k)
		err = PyDict_SetItem(d, k, v);
	else if (PyErr_Occurred())
		err = -1;
	else
		err = PyDict_SetItemString(d, key, v);
	Py_DECREF(v);
	return err;
}

/* item appended to list, item's reference taken; NULL item: a Python error is pending */
static int list_append_new(PyObject *list, PyObject *item)
{
	int err;

	if (!item)
		return -1;
	err = PyList_Append(list, item);
	Py_DECREF(item);
	return err;
}

static PyObject *u64_obj(u64 v)
{
	return PyLong_FromUnsignedLongLong(v);
}

static const char *sym_name(struct engine *e, const struct symbol *sym)
{
	const char *name = sym->name;

	if (name[0] == '_' && name[1] == 'Z')
		name = symbol__demangle(name, &e->demangled);
	return name;
}

/* {"start", "end", "binding", "name"} of a symbol */
static PyObject *sym_dict(struct engine *e, const struct symbol *sym)
{
	PyObject *d = PyDict_New();

	if (!d || set_item(d, "start", u64_obj(sym->start)) ||
	    set_item(d, "end", u64_obj(symbol__end(sym))) ||
	    set_item(d, "binding", PyLong_FromLong(sym->binding)) ||
	    set_item(d, "name", PyUnicode_FromString(sym_name(e, sym)))) {
		Py_XDECREF(d);
		return NULL;
	}
	return d;
}

/* The frames: [{"ip", "sym": {...}, "sym_off", "dso"}, ...], callee first */
static PyObject *callchain_list(struct engine *e, const struct script_sample *ss)
{
	PyObject *list = PyList_New(0);

	if (!list)
		return NULL;
	for (u32 i = 0; i < ss->nr_frames; i++) {
		const struct callchain_frame *f = &ss->frames[i];
		PyObject *d = PyDict_New();
		int err;

		if (!d || set_item(d, "ip", u64_obj(f->ip)))
			goto fail_d;
		if (f->sym) {
			u64 rel = f->map ? map__map_ip(f->map, f->ip) : f->ip;

			if (set_item(d, "sym", sym_dict(e, f->sym)) ||
			    set_item(d, "sym_off", u64_obj(rel - f->sym->start)))
				goto fail_d;
		}
		if (f->map && f->map->dso &&
		    set_item(d, "dso", PyUnicode_FromString(f->map->dso->long_name)))
			goto fail_d;
		err = PyList_Append(list, d);
		Py_DECREF(d);
		if (err)
			goto fail;
		continue;
fail_d:
		Py_XDECREF(d);
		goto fail;
	}
	return list;
fail:
	Py_DECREF(list);
	return NULL;
}

/* "NAME:0xVALUE " for each register of the dump, Linux perf's iregs/uregs strings */
static PyObject *regs_str(const struct regs_dump *regs, const char *arch)
{
	char buf[4096];
	size_t n = 0;
	const u64 *v = regs->regs;

	buf[0] = '\0';
	if (regs->abi && v)
		for (u64 m = regs->mask; m && n < sizeof(buf); m &= m - 1) {
			int k = snprintf(buf + n, sizeof(buf) - n, "%5s:0x%llx ",
					 perf_reg_name(__builtin_ctzll(m), arch),
					 (unsigned long long)*v++);

			if (k < 0)
				break;
			n += (size_t)k;
		}
	return PyUnicode_FromString(buf);
}

/* The sample's read values: [(id, value, lost)], one of zeros without PERF_SAMPLE_READ */
static PyObject *read_values(const struct script_sample *ss)
{
	const struct sample_read *r = &ss->sample->read;
	const struct perf_event_attr *attr = ss->attr;
	bool has_read = attr->sample_type & PERF_SAMPLE_READ;
	PyObject *list;

	if (has_read && (attr->read_format & PERF_FORMAT_GROUP) && r->group) {
		u32 w = r->group_entry_size;

		list = PyList_New(0);
		for (u64 i = 0; list && i < r->nr; i++) {
			const u64 *g = r->group + i * w;
			u64 id = (attr->read_format & PERF_FORMAT_ID) ? g[1] : 0;
			u64 lost = (attr->read_format & PERF_FORMAT_LOST) ? g[w - 1] : 0;
			if (list_append_new(list, Py_BuildValue("(KKK)", id, g[0], lost))) {
				Py_DECREF(list);
				return NULL;
			}
		}
		return list;
	}
	if (has_read)
		return Py_BuildValue("[(KKK)]", (unsigned long long)r->one.id,
				     (unsigned long long)r->one.value,
				     (unsigned long long)r->one.lost);
	return Py_BuildValue("[(iii)]", 0, 0, 0);
}

/* The "sample" dict of process_event's param_dict */
static PyObject *sample_dict(const struct script_sample *ss)
{
	const struct perf_sample *s = ss->sample;
	u64 type = ss->attr->sample_type;
	/* a sample without a data source has Linux perf's "none" one */
	u64 data_src = (type & PERF_SAMPLE_DATA_SRC) ? s->data_src : PERF_MEM_DATA_SRC_NONE;
	PyObject *d = PyDict_New();

	if (!decoded || decoded_src != data_src) {
		char decode[128];

		perf_mem_data_src__snprintf(decode, sizeof(decode), data_src);
		Py_XDECREF(decoded);
		decoded = PyUnicode_FromString(decode);
		decoded_src = data_src;
		if (!decoded) {
			Py_XDECREF(d);
			return NULL;
		}
	}
	/* the sample's u32 pid and tid as they are (a tid of -1 is 4294967295), as Linux perf */
	if (!d || set_item(d, "pid", PyLong_FromUnsignedLong(s->pid)) ||
	    set_item(d, "tid", PyLong_FromUnsignedLong(s->tid)) ||
	    set_item(d, "cpu", u64_obj(s->cpu)) || set_item(d, "ip", u64_obj(s->ip)) ||
	    set_item(d, "time", u64_obj(s->time)) ||
	    set_item(d, "period",
		     u64_obj((type & PERF_SAMPLE_PERIOD) ? s->period : ss->attr->sample_period)) ||
	    set_item(d, "phys_addr", u64_obj(s->phys_addr)) ||
	    set_item(d, "addr", u64_obj(s->addr)) || set_item(d, "values", read_values(ss)))
		goto fail;
	if ((type & PERF_SAMPLE_READ) && (ss->attr->read_format & PERF_FORMAT_TOTAL_TIME_ENABLED) &&
	    set_item(d, "time_enabled", u64_obj(s->read.time_enabled)))
		goto fail;
	if ((type & PERF_SAMPLE_READ) && (ss->attr->read_format & PERF_FORMAT_TOTAL_TIME_RUNNING) &&
	    set_item(d, "time_running", u64_obj(s->read.time_running)))
		goto fail;
	if (set_item(d, "weight", u64_obj(s->weight)) ||
	    set_item(d, "transaction", u64_obj(s->transaction)) ||
	    set_item(d, "datasrc", u64_obj(data_src)) ||
	    set_item(d, "datasrc_decode", Py_NewRef(decoded)) ||
	    set_item(d, "cpumode", PyLong_FromLong(s->cpumode)))
		goto fail;
	return d;
fail:
	Py_XDECREF(d);
	return NULL;
}

/* The branch stack: [{"from", "to", "mispred", "predicted", "in_tx", "abort", "cycles"}] */
static PyObject *brstack_list(const struct script_sample *ss)
{
	const struct perf_sample *s = ss->sample;
	PyObject *list = PyList_New(0);
	const struct branch_entry *be;

	if (!list || !s->branch_stack)
		return list;
	be = perf_sample__branch_entries(s);
	for (u64 i = 0; i < s->branch_stack->nr; i++) {
		/* the kernel's bitfield: mispred, predicted, in_tx, abort, cycles:16 */
		u64 fl = be[i].flags;
		PyObject *d = Py_BuildValue("{s:K,s:K,s:O,s:O,s:O,s:O,s:K}", "from",
					    (unsigned long long)be[i].from, "to",
					    (unsigned long long)be[i].to, "mispred",
					    (fl & 1) ? Py_True : Py_False, "predicted",
					    (fl & 2) ? Py_True : Py_False, "in_tx",
					    (fl & 4) ? Py_True : Py_False, "abort",
					    (fl & 8) ? Py_True : Py_False, "cycles",
					    (unsigned long long)((fl >> 4) & 0xffff));

		if (list_append_new(list, d)) {
			Py_DECREF(list);
			return NULL;
		}
	}
	return list;
}

/* Linux perf's perf_sample_dict / process_event's param_dict; callchain: a new reference */
static PyObject *param_dict(struct engine *e, const struct script_sample *ss, PyObject *callchain)
{
	const struct addr_location *al = ss->al;
	const struct perf_sample *s = ss->sample;
	PyObject *d = PyDict_New();

	if (!d || set_item(d, "ev_name", PyUnicode_FromString(ss->ev_name)) ||
	    set_item(d, "attr",
		     PyBytes_FromStringAndSize((const char *)ss->attr, sizeof(*ss->attr))) ||
	    set_item(d, "sample", sample_dict(ss)) ||
	    set_item(d, "raw_buf",
		     PyBytes_FromStringAndSize(s->raw_data ? s->raw_data : "",
					       s->raw_data ? s->raw_size : 0)) ||
	    set_item(d, "comm", PyUnicode_FromString(ss->comm)))
		goto fail;
	if (al->map && al->map->dso) {
		char bid[BUILD_ID_SIZE * 2 + 1] = "";

		if (al->map->dso->bid.size)
			build_id__sprintf(&al->map->dso->bid, bid);
		if (set_item(d, "dso", PyUnicode_FromString(al->map->dso->long_name)) ||
		    set_item(d, "dso_bid", PyUnicode_FromString(bid)) ||
		    set_item(d, "dso_map_start", u64_obj(al->map->start)) ||
		    set_item(d, "dso_map_end", u64_obj(al->map->end)))
			goto fail;
	}
	if (al->sym && (set_item(d, "symbol", PyUnicode_FromString(sym_name(e, al->sym))) ||
			set_item(d, "symoff", u64_obj(al->addr - al->sym->start))))
		goto fail;
	Py_INCREF(callchain);
	if (set_item(d, "callchain", callchain) || set_item(d, "brstack", brstack_list(ss)) ||
	    set_item(d, "brstacksym", PyList_New(0)) ||
	    set_item(d, "iregs", regs_str(&s->intr_regs, ss->arch)) ||
	    set_item(d, "uregs", regs_str(&s->user_regs, ss->arch)))
		goto fail;
	return d;
fail:
	Py_XDECREF(d);
	return NULL;
}

/* --- handlers --- */

/* A callable of the script's __main__, or NULL (a new reference) */
static PyObject *script_function(struct engine *e, const char *name)
{
	PyObject *fn = PyDict_GetItemString(e->main_dict, name);

	if (!fn || !PyCallable_Check(fn))
		return NULL;
	Py_INCREF(fn);
	return fn;
}

/* Positional parameters of a Python function (-1 for another callable) */
static int arg_count(PyObject *fn)
{
	PyObject *code = PyObject_GetAttrString(fn, "__code__");
	PyObject *n = code ? PyObject_GetAttrString(code, "co_argcount") : NULL;
	int count = n ? (int)PyLong_AsLong(n) : -1;

	Py_XDECREF(n);
	Py_XDECREF(code);
	PyErr_Clear();
	return count;
}

static int count_field(const struct trace_field *f, void *arg)
{
	(*(int *)arg)++;
	return 0;
}

/* --- the print formats' symbolic and flag values, to Core's define_*() --- */

static int script_failed(void);

static void define_call(struct engine *e, const char *fn_name, PyObject *args)
{
	PyObject *fn;

	if (e->symbols_failed || !args) {
		Py_XDECREF(args);
		e->symbols_failed = true;
		return;
	}
	fn = script_function(e, fn_name);
	if (fn) {
		PyObject *ret = PyObject_CallObject(fn, args);

		if (ret)
			Py_DECREF(ret);
		else
			e->symbols_failed = true;
		Py_DECREF(fn);
	}
	Py_DECREF(args);
}

static void define_flag_field(void *arg, const char *field, const char *delim)
{
	struct engine *e = arg;

	define_call(e, "define_flag_field", Py_BuildValue("(sss)", e->symbols_event, field, delim));
}

static void define_flag_value(void *arg, const char *field, long long value, const char *str)
{
	struct engine *e = arg;

	define_call(e, "define_flag_value",
		    Py_BuildValue("(ssLs)", e->symbols_event, field, value, str));
}

static void define_symbolic_field(void *arg, const char *field)
{
	struct engine *e = arg;

	define_call(e, "define_symbolic_field", Py_BuildValue("(ss)", e->symbols_event, field));
}

static void define_symbolic_value(void *arg, const char *field, long long value, const char *str)
{
	struct engine *e = arg;

	define_call(e, "define_symbolic_value",
		    Py_BuildValue("(ssLs)", e->symbols_event, field, value, str));
}

static const struct trace_event_symbols_ops define_ops = {
	.flag_field = define_flag_field,
	.flag_value = define_flag_value,
	.symbolic_field = define_symbolic_field,
	.symbolic_value = define_symbolic_value,
};

/*
 * An event's first sample: what its print format says of its fields' values goes to the
 * script's define_*() functions (Perf-Trace-Util's Core keeps them for symbol_str() and
 * flag_str()), as Linux perf does. 0, or -1 when one of them raised.
 */
static int define_event_symbols(struct engine *e, const struct script_sample *ss,
				const char *handler_name)
{
	e->symbols_event = handler_name;
	e->symbols_failed = false;
	trace_event__walk_symbols(e->te, ss->attr->config, &e->symbols_field, &define_ops, e);
	return e->symbols_failed ? script_failed() : 0;
}

static struct handler *handler_of(struct engine *e, const struct script_sample *ss)
{
	struct handler *h;
	const char *sys, *name;
	char hname[256];

	if (ss->idx < 0)
		return NULL;
	if (ss->idx >= e->nr_handlers) {
		int n = ss->idx + 8;
		struct handler *nh = realloc(e->handlers, n * sizeof(*nh));

		if (!nh)
			return NULL;
		memset(nh + e->nr_handlers, 0, (n - e->nr_handlers) * sizeof(*nh));
		e->handlers = nh;
		e->nr_handlers = n;
	}
	h = &e->handlers[ss->idx];
	if (h->looked_up)
		return h;
	h->looked_up = true;
	if (!e->te || trace_event__name(e->te, ss->attr->config, &sys, &name))
		return h; /* no format: nothing to hand over */
	snprintf(hname, sizeof(hname), "%s__%s", sys, name);
	h->name = PyUnicode_FromString(hname);
	h->symbols_failed = define_event_symbols(e, ss, hname) != 0;
	h->fn = script_function(e, hname);
	if (!h->fn) {
		h->unhandled = true;
		h->fn = script_function(e, "trace_unhandled");
	}
	if (h->fn)
		h->nargs = arg_count(h->fn);
	return h;
}

struct field_args {
	PyObject *tuple; /* the handler's arguments, or NULL */
	Py_ssize_t n;
	PyObject *dict; /* trace_unhandled's fields dict, or NULL */
};

static int add_field(const struct trace_field *f, void *arg)
{
	struct field_args *fa = arg;
	PyObject *v;

	switch (f->kind) {
	case TRACE_FIELD_STR:
		v = PyUnicode_FromString(f->data);
		break;
	case TRACE_FIELD_BYTES:
		v = PyByteArray_FromStringAndSize(f->data, f->len);
		break;
	default:
		/* Linux perf: the bytes of the field's size, a signed one only negative at 8 */
		if (f->is_signed && f->size == 8)
			v = PyLong_FromLongLong((long long)f->num);
		else
			v = PyLong_FromUnsignedLongLong(f->num);
		break;
	}
	if (!v)
		return -1;
	if (fa->dict)
		return set_item(fa->dict, f->name, v);
	/* (sized by the format's field count; never past it) */
	if (fa->n >= PyTuple_GET_SIZE(fa->tuple) - 2) {
		Py_DECREF(v);
		PyErr_SetString(PyExc_RuntimeError, "more tracepoint fields than the format has");
		return -1;
	}
	PyTuple_SET_ITEM(fa->tuple, fa->n++, v);
	return 0;
}

/* A Python error pending: its traceback printed. -1. */
static int script_failed(void)
{
	PyErr_Print();
	return -1;
}

static int call(PyObject *fn, PyObject *args)
{
	PyObject *ret;

	if (!args)
		return script_failed();
	ret = PyObject_CallObject(fn, args);
	Py_DECREF(args);
	if (!ret)
		return script_failed();
	Py_DECREF(ret);
	return 0;
}

static int tracepoint_sample(struct engine *e, const struct script_sample *ss, struct handler *h)
{
	const struct perf_sample *s = ss->sample;
	u64 secs = s->time / 1000000000ULL, nsecs = s->time % 1000000000ULL;
	u64 pid = trace_event__common(e->te, ss->attr->config, s->raw_data, s->raw_size,
				      "common_pid");
	struct field_args fa = { 0 };
	PyObject *callchain, *args;
	Py_ssize_t n = 0;
	int err;

	if (!h->nfields) {
		int nf = 0;

		trace_event__fields(e->te, ss->attr->config, s->raw_data, s->raw_size, count_field,
				    &nf);
		h->nfields = nf;
	}
	callchain = callchain_list(e, ss);
	if (!callchain)
		return script_failed();
	args = PyTuple_New(8 + h->nfields + 2);
	if (!args) {
		Py_DECREF(callchain);
		return script_failed();
	}
	Py_INCREF(h->name);
	PyTuple_SET_ITEM(args, n++, h->name);
	Py_INCREF(e->context);
	PyTuple_SET_ITEM(args, n++, e->context);
	if (h->unhandled) {
		fa.dict = PyDict_New();
		if (!fa.dict || set_item(fa.dict, "common_cpu", u64_obj(s->cpu)) ||
		    set_item(fa.dict, "common_s", u64_obj(secs)) ||
		    set_item(fa.dict, "common_ns", u64_obj(nsecs)) ||
		    set_item(fa.dict, "common_pid", PyLong_FromLong((s32)pid)) ||
		    set_item(fa.dict, "common_comm", PyUnicode_FromString(ss->comm)))
			goto fail;
		Py_INCREF(callchain);
		if (set_item(fa.dict, "common_callchain", callchain))
			goto fail;
	} else {
		PyTuple_SET_ITEM(args, n++, u64_obj(s->cpu));
		PyTuple_SET_ITEM(args, n++, u64_obj(secs));
		PyTuple_SET_ITEM(args, n++, u64_obj(nsecs));
		PyTuple_SET_ITEM(args, n++, PyLong_FromLong((s32)pid));
		PyTuple_SET_ITEM(args, n++, PyUnicode_FromString(ss->comm));
		Py_INCREF(callchain);
		PyTuple_SET_ITEM(args, n++, callchain);
		fa.tuple = args;
		fa.n = n;
	}
	err = trace_event__fields(e->te, ss->attr->config, s->raw_data, s->raw_size, add_field,
				  &fa);
	if (err == -EINVAL) { /* a damaged payload: the sample is not handed over */
		e->damaged++;
		Py_DECREF(callchain);
		Py_DECREF(args);
		Py_XDECREF(fa.dict);
		return 0;
	}
	if (err || PyErr_Occurred())
		goto fail;
	if (fa.dict) {
		PyTuple_SET_ITEM(args, n++, fa.dict);
		fa.dict = NULL;
	} else {
		n = fa.n;
	}
	/* a handler with one parameter more than the fields gets the sample's dict too */
	if (h->nargs == n + 1) {
		PyObject *d = param_dict(e, ss, callchain);

		if (!d)
			goto fail;
		PyTuple_SET_ITEM(args, n++, d);
	}
	Py_DECREF(callchain);
	/* the tuple was made for the largest case */
	if (_PyTuple_Resize(&args, n))
		return script_failed();
	return call(h->fn, args);
fail:
	Py_DECREF(callchain);
	Py_DECREF(args);
	Py_XDECREF(fa.dict);
	return script_failed();
}

/* --- the db-export protocol (perf_db_export_mode: export-to-sqlite.py and the like) --- */

/* table(*row), when the script has that table's function: 0, or -1 with an error pending */
static int db_row(struct engine *e, enum db_table table, PyObject *row)
{
	PyObject *ret;

	if (!row)
		return -1;
	if (!e->tables[table]) {
		Py_DECREF(row);
		return 0;
	}
	ret = PyObject_CallObject(e->tables[table], row);
	Py_DECREF(row);
	if (!ret)
		return -1;
	Py_DECREF(ret);
	return 0;
}

/* Linux perf's row values: 64-bit ones signed (a kernel address is negative), ints, strings */
static PyObject *d64(u64 v)
{
	return PyLong_FromLongLong((long long)v);
}

static int db_evsel(void *ctx, u64 id, const char *name)
{
	return db_row(ctx, DB_EVSEL, Py_BuildValue("(Ns)", d64(id), name));
}

static int db_machine(void *ctx, u64 id, int pid, const char *root_dir)
{
	return db_row(ctx, DB_MACHINE, Py_BuildValue("(Nis)", d64(id), pid, root_dir));
}

static int db_thread(void *ctx, u64 id, u64 machine_id, u64 main_thread_id, int pid, int tid)
{
	return db_row(ctx, DB_THREAD,
		      Py_BuildValue("(NNNNN)", d64(id), d64(machine_id), d64(main_thread_id),
				    d64((u64)(s64)pid), d64((u64)(s64)tid)));
}

static int db_comm(void *ctx, u64 id, const char *comm, u64 thread_id, u64 start, bool exec)
{
	return db_row(ctx, DB_COMM,
		      Py_BuildValue("(NsNNi)", d64(id), comm, d64(thread_id), d64(start), exec));
}

static int db_comm_thread(void *ctx, u64 id, u64 comm_id, u64 thread_id)
{
	return db_row(ctx, DB_COMM_THREAD,
		      Py_BuildValue("(NNN)", d64(id), d64(comm_id), d64(thread_id)));
}

static int db_dso(void *ctx, u64 id, u64 machine_id, const char *short_name, const char *long_name,
		  const char *build_id)
{
	return db_row(ctx, DB_DSO,
		      Py_BuildValue("(NNsss)", d64(id), d64(machine_id), short_name, long_name,
				    build_id));
}

static int db_symbol(void *ctx, u64 id, u64 dso_id, u64 start, u64 end, int binding,
		     const char *name)
{
	return db_row(ctx, DB_SYMBOL,
		      Py_BuildValue("(NNNNis)", d64(id), d64(dso_id), d64(start), d64(end), binding,
				    name));
}

static int db_branch_type(void *ctx, u32 type, const char *name)
{
	return db_row(ctx, DB_BRANCH_TYPE, Py_BuildValue("(is)", (int)type, name));
}

static int db_call_path(void *ctx, u64 id, u64 parent_id, u64 symbol_id, u64 ip)
{
	return db_row(ctx, DB_CALL_PATH,
		      Py_BuildValue("(NNNN)", d64(id), d64(parent_id), d64(symbol_id), d64(ip)));
}

/* The 25 values of Linux perf's sample row (branch flags, instruction counts: none here) */
static int db_sample(void *ctx, const struct db_export_sample *es)
{
	struct engine *e = ctx;
	const struct perf_sample *s = es->sample;
	u64 type = e->cur->attr->sample_type;
	/* what Linux perf's parser leaves in a field the sample does not have */
	u64 time = (type & PERF_SAMPLE_TIME) ? s->time : ~0ULL;
	int cpu = (type & PERF_SAMPLE_CPU) ? (int)s->cpu : -1;
	u64 data_src = (type & PERF_SAMPLE_DATA_SRC) ? s->data_src : PERF_MEM_DATA_SRC_NONE;

	return db_row(e, DB_SAMPLE,
		      Py_BuildValue("(NNNNNNNNNNiNNNNNNNNiiNNNi)", d64(es->id), d64(es->evsel_id),
				    d64(es->machine_id), d64(es->thread_id), d64(es->comm_id),
				    d64(es->dso_id), d64(es->sym_id), d64(es->offset), d64(s->ip),
				    d64(time), cpu, d64(es->addr_dso_id), d64(es->addr_sym_id),
				    d64(es->addr_offset), d64(s->addr), d64(es->period),
				    d64(s->weight), d64(s->transaction), d64(data_src), 0, 0,
				    d64(es->call_path_id), d64(0), d64(0), 0));
}

static int db_context_switch(void *ctx, u64 id, u64 machine_id, u64 time, int cpu,
			     u64 thread_out_id, u64 comm_out_id, u64 thread_in_id, u64 comm_in_id,
			     int flags)
{
	return db_row(ctx, DB_CONTEXT_SWITCH,
		      Py_BuildValue("(NNNiNNNNi)", d64(id), d64(machine_id), d64(time), cpu,
				    d64(thread_out_id), d64(comm_out_id), d64(thread_in_id),
				    d64(comm_in_id), flags));
}

static const struct db_export_ops db_ops = {
	.evsel = db_evsel,
	.machine = db_machine,
	.thread = db_thread,
	.comm = db_comm,
	.comm_thread = db_comm_thread,
	.dso = db_dso,
	.symbol = db_symbol,
	.branch_type = db_branch_type,
	.sample = db_sample,
	.call_path = db_call_path,
	.context_switch = db_context_switch,
};

/* A global of the script, true as Python says (absent: false) */
static bool script_flag(struct engine *e, const char *name)
{
	PyObject *v = PyDict_GetItemString(e->main_dict, name);
	int t = v ? PyObject_IsTrue(v) : 0;

	if (t < 0)
		PyErr_Clear();
	return t > 0;
}

/* The script asked for the db-export protocol: its table functions, the numbering's state */
static int db_start(struct engine *e)
{
	for (int i = 0; i < NR_DB_TABLES; i++)
		e->tables[i] = script_function(e, db_table_fn[i]);
	e->db = db_export__new(&db_ops, e, script_flag(e, "perf_db_export_callchains"));
	if (!e->db) {
		PyErr_NoMemory();
		return -1;
	}
	return 0;
}

static int engine_sample(void *engine, const struct script_sample *ss)
{
	struct engine *e = engine;
	struct handler *h;
	int err = 0;

	e->cur = ss;
	if (ss->attr->type == PERF_TYPE_TRACEPOINT && e->te) {
		h = handler_of(e, ss);
		if (h && h->symbols_failed) {
			h->symbols_failed = false;
			err = -1; /* (its traceback printed) */
		} else if (h && h->fn) {
			err = tracepoint_sample(e, ss, h);
		}
	} else if (e->db) {
		/* the rows it refers to, then its own (the script's function raised: -1) */
		if (db_export__sample(e->db, ss))
			err = PyErr_Occurred() ? script_failed() : -1;
	} else if (e->process_event) {
		PyObject *callchain = callchain_list(e, ss);
		PyObject *d = callchain ? param_dict(e, ss, callchain) : NULL;

		Py_XDECREF(callchain);
		err = d ? call(e->process_event, Py_BuildValue("(N)", d)) : script_failed();
	}
	e->cur = NULL;
	return err;
}

/*
 * A context switch: a context_switches row in the db-export protocol, else to the script's
 * context_switch(time, cpu, pid, tid, next_prev_pid, next_prev_tid, machine_pid, out,
 * out_preempt, sample_machine_pid, vcpu) if it has one, as Linux perf 6.1 calls it
 */
static int engine_switch(void *engine, const struct script_switch *sw)
{
	struct engine *e = engine;
	const union perf_event *event = sw->event;
	bool out = event->header.misc & PERF_RECORD_MISC_SWITCH_OUT;
	bool preempt = out && (event->header.misc & PERF_RECORD_MISC_SWITCH_OUT_PREEMPT);
	int np_pid = -1, np_tid = -1, err;
	PyObject *fn;

	if (e->db)
		return db_export__switch(e->db, sw) ? (PyErr_Occurred() ? script_failed() : -1) : 0;
	fn = script_function(e, "context_switch");
	if (!fn)
		return 0;
	if (event->header.type == PERF_RECORD_SWITCH_CPU_WIDE &&
	    event->header.size >= sizeof(event->context_switch)) {
		np_pid = (int)event->context_switch.next_prev_pid;
		np_tid = (int)event->context_switch.next_prev_tid;
	}
	/* then the sample's guest machine pid and vcpu: a host's 0 and -1 */
	err = call(fn, Py_BuildValue("(KiiiiiiOOii)", (unsigned long long)sw->time, sw->cpu,
				     sw->pid, sw->tid, np_pid, np_tid, -1, out ? Py_True : Py_False,
				     preempt ? Py_True : Py_False, 0, -1));
	Py_DECREF(fn);
	return err;
}

/* A perf stat record file's count: stat__EVENT(cpu, thread, time, val, ena, run), ':' as '_' */
static int engine_stat(void *engine, const char *ev_name, int cpu, int thread, u64 time, u64 val,
		       u64 ena, u64 run)
{
	struct engine *e = engine;
	char name[256];
	PyObject *fn;
	int err;

	fn = script_function(e, script_python__stat_handler(ev_name, name, sizeof(name)));
	if (!fn)
		return 0;
	err = call(fn, Py_BuildValue("(iiKKKK)", cpu, thread, (unsigned long long)time,
				     (unsigned long long)val, (unsigned long long)ena,
				     (unsigned long long)run));
	Py_DECREF(fn);
	return err;
}

static int engine_stat_interval(void *engine, u64 time)
{
	struct engine *e = engine;
	PyObject *fn = script_function(e, "stat__interval");
	int err;

	if (!fn)
		return 0;
	err = call(fn, Py_BuildValue("(K)", (unsigned long long)time));
	Py_DECREF(fn);
	return err;
}

/* --- start and end --- */

/* Call name() if the script defines it: 0, or -1 when it raised. */
static int call_optional(struct engine *e, const char *name)
{
	PyObject *fn = script_function(e, name);
	int err;

	if (!fn)
		return 0;
	err = call(fn, PyTuple_New(0));
	Py_DECREF(fn);
	return err;
}

/* sys.path: the script's directory first (as python3 FILE), Perf-Trace-Util's last */
static int setup_path(const char *path)
{
	PyObject *sys_path = PySys_GetObject("path");
	char real[PATH_MAX], util[PATH_MAX];
	const char *exec_path = getenv("PERF_EXEC_PATH");
	PyObject *dir;
	char *slash;

	if (!sys_path)
		return -1;
	if (!realpath(path, real))
		snprintf(real, sizeof(real), "%s", path);
	slash = strrchr(real, '/');
	if (slash)
		*slash = '\0';
	dir = PyUnicode_DecodeFSDefault(slash ? real : ".");
	if (!dir || PyList_Insert(sys_path, 0, dir)) {
		Py_XDECREF(dir);
		return -1;
	}
	Py_DECREF(dir);
	if (exec_path) {
		snprintf(util, sizeof(util), "%s/scripts/python/Perf-Trace-Util/lib/Perf/Trace",
			 exec_path);
		dir = PyUnicode_DecodeFSDefault(util);
		if (!dir || PyList_Append(sys_path, dir)) {
			Py_XDECREF(dir);
			return -1;
		}
		Py_DECREF(dir);
	}
	return 0;
}

static void engine_free(struct engine *e)
{
	for (int i = 0; i < e->nr_handlers; i++) {
		Py_XDECREF(e->handlers[i].fn);
		Py_XDECREF(e->handlers[i].name);
	}
	free(e->handlers);
	free(e->demangled);
	free(e->symbols_field);
	src_clear();
	db_export__delete(e->db);
	for (int i = 0; i < NR_DB_TABLES; i++)
		Py_XDECREF(e->tables[i]);
	Py_XDECREF(e->process_event);
	Py_XDECREF(e->context);
	free(e);
	the_engine = NULL;
	keys_clear();
}

/*
 * Does the script handle any event of the file? Its tracepoint handlers are the functions
 * named "sys__event"; one of them for a tracepoint of the file, trace_unhandled() with
 * tracepoints, or process_event() with other events will do. A script with no handler at
 * all (trace_begin, trace_end only) is run as it is.
 */
static bool handles_events(struct engine *e, const char *path, const char *const *events,
			   bool other_events)
{
	PyObject *key, *value;
	Py_ssize_t pos = 0;
	bool handlers = e->process_event != NULL, unhandled;
	char names[512] = "";
	size_t n = 0;

	unhandled = PyDict_GetItemString(e->main_dict, "trace_unhandled") != NULL;
	if ((e->process_event && other_events) || (unhandled && events && events[0]))
		return true;
	while (PyDict_Next(e->main_dict, &pos, &key, &value)) {
		const char *name = PyUnicode_Check(key) ? PyUnicode_AsUTF8(key) : NULL;

		if (!name || name[0] == '_' || !strstr(name, "__") || !PyFunction_Check(value))
			continue;
		handlers = true;
		for (const char *const *ev = events; ev && *ev; ev++)
			if (!strcmp(*ev, name))
				return true;
		if (n < sizeof(names))
			n += snprintf(names + n, sizeof(names) - n, "%s%s", n ? ", " : "", name);
	}
	PyErr_Clear();
	if (!handlers)
		return true;
	if (e->process_event)
		n += snprintf(names + n, n < sizeof(names) ? sizeof(names) - n : 0,
			      "%sprocess_event", n ? ", " : "");
	fprintf(stderr,
		"perf script: %s handles none of the recording's events (its handlers: %s)\n", path,
		names);
	return false;
}

static void *engine_start(const char *path, int argc, const char **argv, struct trace_event *te,
			  const char *const *events, bool other_events)
{
	struct engine *e;
	PyConfig config;
	PyStatus status;
	PyObject *main_mod;
	FILE *fp;
	char **args;

	fp = fopen(path, "r");
	if (!fp) {
		fprintf(stderr, "perf script: cannot open python script \"%s\": %s\n", path,
			strerror(errno));
		return NULL;
	}
	e = calloc(1, sizeof(*e));
	args = calloc(argc + 2, sizeof(*args));
	if (!e || !args) {
		fclose(fp);
		free(e);
		free(args);
		return NULL;
	}
	e->te = te;
	the_engine = e;
	/* sys.argv: the script as given, then its arguments (Linux perf's) */
	args[0] = (char *)path;
	for (int i = 0; i < argc; i++)
		args[i + 1] = (char *)argv[i];

	PyImport_AppendInittab("perf_trace_context", ctx_module_init);
	PyConfig_InitPythonConfig(&config);
	config.parse_argv = 0;
	/* perf's own handling of SIGINT stays (the script still sees trace_end) */
	config.install_signal_handlers = 0;
	status = PyConfig_SetBytesArgv(&config, argc + 1, args);
	free(args);
	if (!PyStatus_Exception(status))
		status = Py_InitializeFromConfig(&config);
	PyConfig_Clear(&config);
	if (PyStatus_Exception(status)) {
		fprintf(stderr, "perf script: cannot start the Python interpreter: %s\n",
			status.err_msg ? status.err_msg : "?");
		fclose(fp);
		free(e);
		the_engine = NULL;
		return NULL;
	}
	e->context = PyCapsule_New(e, NULL, NULL);
	main_mod = PyImport_AddModule("__main__");
	if (!e->context || !main_mod || setup_path(path))
		goto fail;
	e->main_dict = PyModule_GetDict(main_mod);
	if (set_item(e->main_dict, "__file__", PyUnicode_DecodeFSDefault(path)))
		goto fail;
	/* the script's top level, in __main__ as python3 FILE runs it */
	if (!PyRun_FileExFlags(fp, path, Py_file_input, e->main_dict, e->main_dict, 1, NULL)) {
		fp = NULL;
		goto fail;
	}
	fp = NULL;
	e->process_event = script_function(e, "process_event");
	/* Linux perf's db-export protocol (export-to-sqlite.py, export-to-postgresql.py) */
	if (script_flag(e, "perf_db_export_mode")) {
		if (db_start(e))
			goto fail;
	} else if (!handles_events(e, path, events, other_events)) {
		goto fail_printed;
	}
	/* the context as a global of the script too (some name it without importing it) */
	Py_INCREF(e->context);
	if (set_item(e->main_dict, "perf_script_context", e->context))
		goto fail;
	if (call_optional(e, "trace_begin"))
		goto fail_printed;
	/* the fixed table, after trace_begin() as Linux perf writes it */
	if (e->db && db_export__branch_types(e->db)) {
		if (PyErr_Occurred())
			PyErr_Print();
		goto fail_printed;
	}
	return e;
fail:
	if (fp)
		fclose(fp);
	if (PyErr_Occurred())
		PyErr_Print();
fail_printed:
	engine_free(e);
	Py_FinalizeEx();
	return NULL;
}

static int engine_end(void *engine, bool failed)
{
	struct engine *e = engine;
	int err = 0;

	if (!failed)
		err = call_optional(e, "trace_end");
	if (e->damaged)
		fprintf(stderr,
			"Warning: %llu tracepoint samples with fields outside their payload were not passed to the script\n",
			(unsigned long long)e->damaged);
	engine_free(e);
	/* flushes sys.stdout: a failed write (a full disk) is an error of the run */
	if (Py_FinalizeEx() < 0)
		err = -1;
	return err;
}

const struct script_python_ops perf_script_python_ops = {
	.abi = SCRIPT_PYTHON_ABI,
	.start = engine_start,
	.sample = engine_sample,
	.context_switch = engine_switch,
	.stat = engine_stat,
	.stat_interval = engine_stat_interval,
	.end = engine_end,
};
