// SPDX-License-Identifier: GPL-2.0
/*
 * perf data convert --to-json: Linux perf's JSON layout (linux-perf-json-version 1): the
 * header facts, then one object per sample with its task and its call chain (or its ip), a
 * frame naming its symbol and DSO when it resolves. Samples are written as they are read.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "util/callchain.h"
#include "util/dso.h"
#include "util/event.h"
#include "util/evsel.h"
#include "util/export.h"
#include "util/header.h"
#include "util/machine.h"
#include "util/map.h"
#include "util/session.h"
#include "util/symbol.h"
#include "util/thread.h"

/*
 * A frame's symbol and DSO lines, escaped once per (symbol, DSO name) and kept in text: every
 * sample repeats them, and demangling and escaping them each time was most of the cost.
 */
struct sym_text {
	const struct symbol *sym;
	const char *sym_name, *dso_name;
	size_t off, len; /* in text */
};

struct json_writer {
	FILE *fp;
	struct outbuf *out;
	const char *input;
	bool first;
	struct sym_text *syms;
	size_t nr_syms, alloc_syms;
	struct hashmap sym_hash; /* index + 1 by (symbol, DSO name) */
	char *text_buf; /* the lines of syms[] */
	size_t text_len, text_alloc;
	char *demangled; /* the last symbol name demangled */
};

static void put_key_str(FILE *fp, int indent, const char *key, const char *val, bool last)
{
	fprintf(fp, "%.*s\"%s\": ", indent, "\t\t\t\t\t\t\t\t", key);
	json_put_str(fp, val);
	fputs(last ? "\n" : ",\n", fp);
}

static void put_header(struct json_writer *w, struct perf_session *s)
{
	const struct perf_env *env = &s->env;
	FILE *fp = w->fp;
	struct stat st;

	fprintf(fp, "{\n\t\"linux-perf-json-version\": 1,\n\t\"headers\": {\n");
	fprintf(fp, "\t\t\"header-version\": 1,\n");
	if (stat(w->input, &st) == 0) {
		char buf[64];
		struct tm tm;

		if (gmtime_r(&st.st_mtime, &tm) && strftime(buf, sizeof(buf), "%FT%TZ", &tm))
			put_key_str(fp, 2, "captured-on", buf, false);
	}
	fprintf(fp, "\t\t\"data-offset\": %" PRIu64 ",\n", (u64)s->header.data.offset);
	fprintf(fp, "\t\t\"data-size\": %" PRIu64 ",\n", (u64)s->header.data.size);
	fprintf(fp, "\t\t\"feat-offset\": %" PRIu64,
		(u64)(s->header.data.offset + s->header.data.size));
	if (env->hostname) {
		fputs(",\n", fp);
		fprintf(fp, "\t\t\"hostname\": ");
		json_put_str(fp, env->hostname);
	}
	if (env->os_release) {
		fprintf(fp, ",\n\t\t\"os-release\": ");
		json_put_str(fp, env->os_release);
	}
	if (env->arch) {
		fprintf(fp, ",\n\t\t\"arch\": ");
		json_put_str(fp, env->arch);
	}
	if (env->cpu_desc) {
		fprintf(fp, ",\n\t\t\"cpu-desc\": ");
		json_put_str(fp, env->cpu_desc);
	}
	if (env->cpuid) {
		fprintf(fp, ",\n\t\t\"cpuid\": ");
		json_put_str(fp, env->cpuid);
	}
	if (env->nr_cpus_online)
		fprintf(fp, ",\n\t\t\"nrcpus-online\": %u", env->nr_cpus_online);
	if (env->nr_cpus_avail)
		fprintf(fp, ",\n\t\t\"nrcpus-avail\": %u", env->nr_cpus_avail);
	if (env->version) {
		fprintf(fp, ",\n\t\t\"perf-version\": ");
		json_put_str(fp, env->version);
	}
	if (env->nr_cmdline > 0) {
		fprintf(fp, ",\n\t\t\"cmdline\": [\n");
		for (int i = 0; i < env->nr_cmdline; i++) {
			fputs("\t\t\t", fp);
			json_put_str(fp, env->cmdline[i] ? env->cmdline[i] : "");
			fputs(i + 1 < env->nr_cmdline ? ",\n" : "\n", fp);
		}
		fputs("\t\t]", fp);
	}
	fputs("\n\t},\n\t\"samples\": [", fp);
}

struct sym_key {
	const struct json_writer *w;
	const struct symbol *sym;
	const char *dso_name;
};

static bool sym_eq(const void *entry, const void *key)
{
	const struct sym_key *k = key;
	const struct sym_text *t = &k->w->syms[(uintptr_t)entry - 1];

	return t->sym == k->sym && t->sym_name == k->sym->name && t->dso_name == k->dso_name;
}

/* A frame's symbol (and DSO) lines, written from the cache or escaped and cached. */
static void put_sym(struct json_writer *w, const struct symbol *sym, const char *dso_name)
{
	struct sym_key key = { w, sym, dso_name };
	u64 h = (u64)(uintptr_t)sym * 31 + (u64)(uintptr_t)dso_name;
	void *found = hashmap__find(&w->sym_hash, h, sym_eq, &key);
	struct outbuf *o = w->out;
	const char *name = sym->name;
	size_t start, most;
	struct sym_text *t;

	if (found) {
		t = &w->syms[(uintptr_t)found - 1];
		outbuf__put(o, w->text_buf + t->off, t->len);
		return;
	}
	if (name[0] == '_' && name[1] == 'Z')
		name = symbol__demangle(name, &w->demangled);
	/* escaped, a byte takes at most 6: with room for that, the lines stay in o's buffer */
	most = 64 + 6 * (strlen(name) + (dso_name ? strlen(dso_name) : 0));
	if (most <= o->cap)
		outbuf__reserve(o, most);
	start = o->len;
	outbuf__puts(o, ",\n\t\t\t\t\t\"symbol\": ");
	export_json_str(o, name);
	if (dso_name) {
		outbuf__puts(o, ",\n\t\t\t\t\t\"dso\": ");
		export_json_str(o, dso_name);
	}
	if (most > o->cap)
		return; /* flushed on the way: not cached */
	w->syms = grow_array(w->syms, &w->alloc_syms, w->nr_syms + 1, sizeof(*w->syms));
	t = &w->syms[w->nr_syms];
	t->sym = sym;
	t->sym_name = sym->name;
	t->dso_name = dso_name;
	t->off = w->text_len;
	t->len = o->len - start;
	if (w->text_len + t->len > w->text_alloc)
		w->text_buf = grow_array(w->text_buf, &w->text_alloc, w->text_len + t->len, 1);
	memcpy(w->text_buf + w->text_len, o->buf + start, t->len);
	w->text_len += t->len;
	if (hashmap__add(&w->sym_hash, h, (void *)(uintptr_t)(w->nr_syms + 1)))
		xalloc_die(w->sym_hash.cap * 2 * sizeof(struct hashmap_slot));
	w->nr_syms++;
}

static void put_frame(struct json_writer *w, const struct callchain_frame *f, bool last)
{
	struct outbuf *o = w->out;
	char *p = outbuf__reserve(o, 64);
	static const char ip[] = "\t\t\t\t{\n\t\t\t\t\t\"ip\": \"0x";

	memcpy(p, ip, sizeof(ip) - 1);
	p = outbuf_fmt_hex(p + sizeof(ip) - 1, f->ip);
	*p++ = '"';
	outbuf__commit(o, p);
	if (f->sym)
		put_sym(w, f->sym, f->map && f->map->dso ? f->map->dso->short_name : NULL);
	if (last)
		outbuf__put(o, "\n\t\t\t\t}\n", 7);
	else
		outbuf__put(o, "\n\t\t\t\t},\n", 8);
}

#define PUT(lit) (memcpy(p, lit, sizeof(lit) - 1), p += sizeof(lit) - 1)

static int json_sample(void *arg, struct perf_session *session, const struct perf_sample *sample,
		       struct evsel *evsel, struct thread *thread, const char *comm,
		       const struct callchain_frame *frames, u32 nr)
{
	struct json_writer *w = arg;
	u64 type = evsel->attr.sample_type;
	struct outbuf *o = w->out;
	char *p;

	if (w->first)
		put_header(w, session);
	p = outbuf__reserve(o, 256);
	if (w->first)
		PUT("\n\t\t{\n");
	else
		PUT(",\n\t\t{\n");
	w->first = false;
	if (type & PERF_SAMPLE_TIME) {
		PUT("\t\t\t\"timestamp\": ");
		p = outbuf_fmt_u64(p, sample->time);
		PUT(",\n");
	}
	PUT("\t\t\t\"pid\": ");
	p = outbuf_fmt_s64(p, (s32)sample->pid);
	PUT(",\n\t\t\t\"tid\": ");
	p = outbuf_fmt_s64(p, (s32)sample->tid);
	PUT(",\n");
	if (type & PERF_SAMPLE_CPU) {
		PUT("\t\t\t\"cpu\": ");
		p = outbuf_fmt_u64(p, sample->cpu);
		PUT(",\n");
	}
	/* Linux perf names the task by its comm at the time it is written: the latest */
	PUT("\t\t\t\"comm\": ");
	outbuf__commit(o, p);
	export_json_str(o, thread__comm_str(thread));
	outbuf__puts(o, ",\n\t\t\t\"callchain\": [\n");
	for (u32 i = 0; i < nr; i++)
		put_frame(w, &frames[i], i + 1 == nr);
	outbuf__puts(o, "\t\t\t]\n\t\t}");
	/* (the output's error as the buffer knows it: a thread of its own may be writing) */
	return o->err;
}

int export_json(const char *input, FILE *fp)
{
	struct json_writer w = { .fp = fp, .input = input, .first = true };
	struct replay r = { .session = NULL };
	int err;

	w.out = export_out__new(fp);
	outbuf__write_behind(w.out); /* (hundreds of megabytes: written beside the formatting) */
	err = export__for_each_sample(input, json_sample, NULL, &w, &r);
	outbuf__flush(w.out);
	if (!err) {
		if (w.first)
			put_header(&w, r.session);
		fputs("\n\t]\n}\n", fp);
	}
	replay__exit(&r);
	export_out__delete(w.out);
	free(w.syms);
	free(w.text_buf);
	hashmap__exit(&w.sym_hash);
	free(w.demangled);
	return err;
}
