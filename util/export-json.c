// SPDX-License-Identifier: GPL-2.0
/*
 * perf data convert --to-json: Linux perf's JSON layout (linux-perf-json-version 1): the
 * header facts, then one object per sample with its task and its call chain (or its ip), a
 * frame naming its symbol and DSO when it resolves. Samples are written as they are read.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
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

struct json_writer {
	FILE *fp;
	const char *input;
	bool first;
	char demangle_buf[1024];
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

/* The hot path formats by hand (a 1M-sample -g file is ~500 MB of JSON): no printf. */
static char *fmt_u64(char *p, u64 v)
{
	char tmp[24];
	int n = 0;

	do {
		tmp[n++] = '0' + v % 10;
		v /= 10;
	} while (v);
	while (n)
		*p++ = tmp[--n];
	return p;
}

static char *fmt_s64(char *p, s64 v)
{
	if (v < 0) {
		*p++ = '-';
		return fmt_u64(p, -(u64)v);
	}
	return fmt_u64(p, v);
}

static char *fmt_str(char *p, const char *s)
{
	size_t n = strlen(s);

	memcpy(p, s, n);
	return p + n;
}

static void put_frame(struct json_writer *w, const struct callchain_frame *f, bool last)
{
	FILE *fp = w->fp;
	char buf[96], *p = buf, tmp[16];
	int n = 0;
	u64 ip = f->ip;

	p = fmt_str(p, "\t\t\t\t{\n\t\t\t\t\t\"ip\": \"0x");
	do {
		tmp[n++] = "0123456789abcdef"[ip & 15];
		ip >>= 4;
	} while (ip);
	while (n)
		*p++ = tmp[--n];
	*p++ = '"';
	fwrite_unlocked(buf, 1, p - buf, fp);
	if (f->sym) {
		const char *name = f->sym->name;

		if (name[0] == '_' && name[1] == 'Z')
			name = symbol__demangle(name, w->demangle_buf, sizeof(w->demangle_buf));
		fputs_unlocked(",\n\t\t\t\t\t\"symbol\": ", fp);
		json_put_str(fp, name);
		if (f->map && f->map->dso) {
			fputs_unlocked(",\n\t\t\t\t\t\"dso\": ", fp);
			json_put_str(fp, f->map->dso->short_name);
		}
	}
	fputs_unlocked(last ? "\n\t\t\t\t}\n" : "\n\t\t\t\t},\n", fp);
}

static int json_sample(void *arg, struct perf_session *session, const struct perf_sample *sample,
		       struct evsel *evsel, struct thread *thread, const char *comm,
		       const struct callchain_frame *frames, u32 nr)
{
	struct json_writer *w = arg;
	u64 type = evsel->attr.sample_type;
	FILE *fp = w->fp;
	char buf[256], *p = buf;

	if (w->first)
		put_header(w, session);
	p = fmt_str(p, w->first ? "\n\t\t{\n" : ",\n\t\t{\n");
	w->first = false;
	if (type & PERF_SAMPLE_TIME) {
		p = fmt_str(p, "\t\t\t\"timestamp\": ");
		p = fmt_u64(p, sample->time);
		p = fmt_str(p, ",\n");
	}
	p = fmt_str(p, "\t\t\t\"pid\": ");
	p = fmt_s64(p, (s32)sample->pid);
	p = fmt_str(p, ",\n\t\t\t\"tid\": ");
	p = fmt_s64(p, (s32)sample->tid);
	p = fmt_str(p, ",\n");
	if (type & PERF_SAMPLE_CPU) {
		p = fmt_str(p, "\t\t\t\"cpu\": ");
		p = fmt_u64(p, sample->cpu);
		p = fmt_str(p, ",\n");
	}
	/* Linux perf names the task by its comm at the time it is written: the latest */
	p = fmt_str(p, "\t\t\t\"comm\": ");
	fwrite_unlocked(buf, 1, p - buf, fp);
	json_put_str(fp, thread__comm_str(thread));
	fputs_unlocked(",\n\t\t\t\"callchain\": [\n", fp);
	for (u32 i = 0; i < nr; i++)
		put_frame(w, &frames[i], i + 1 == nr);
	fputs_unlocked("\t\t\t]\n\t\t}", fp);
	return ferror(fp) ? -EIO : 0;
}

int export_json(const char *input, FILE *fp)
{
	struct json_writer w = { .fp = fp, .input = input, .first = true };
	struct replay r = { .session = NULL };
	int err;

	err = export__for_each_sample(input, json_sample, NULL, &w, &r);
	if (!err) {
		if (w.first)
			put_header(&w, r.session);
		fputs(w.first ? "\n\t]\n}\n" : "\n\t]\n}\n", fp);
	}
	replay__exit(&r);
	return err;
}
