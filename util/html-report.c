// SPDX-License-Identifier: GPL-2.0
/*
 * perf report --html=FILE and perf script report flamegraph: one self-contained HTML file
 * (util/html-report.html, compiled in; script and style inline, nothing loaded from the
 * network) with a flame graph and icicle view, search, zoom, the function table, thread
 * and CPU filters, a timeline and the header facts.
 *
 * The aggregation is done here, in C: the stack table's paths are merged by function
 * (name and DSO), so the page gets one node per distinct function path and one entry per
 * (task, cpu, path) with its sample count, whatever the number of samples. A recording of
 * record --off-cpu also gets its off-CPU time ("offcpu": the offcpu-time entries, with
 * their ns off CPU), which the page shows as a view of its own beside the on-CPU one.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "util/debug.h"
#include "util/diff.h"
#include "util/dso.h"
#include "util/evsel.h"
#include "util/hashmap.h"
#include "util/export.h"
#include "util/header.h"
#include "util/session.h"
#include "util/sort.h"

static const char html_template[] =
#include "html-report-template.h"
	;

#define TIMELINE_BUCKETS 200
#define TIMELINE_THREADS 32

/* A JSON string that cannot end the <script> element it sits in. */
static void put_str(FILE *fp, const char *s)
{
	putc('"', fp);
	for (; *s; s++) {
		unsigned char c = *s;

		if (c == '"' || c == '\\') {
			putc('\\', fp);
			putc(c, fp);
		} else if (c < 0x20 || c == '<' || c == '>' || c == '&') {
			fprintf(fp, "\\u%04x", c);
		} else {
			putc(c, fp);
		}
	}
	putc('"', fp);
}

static void put_kv_str(FILE *fp, const char *key, const char *val)
{
	fprintf(fp, ",\"%s\":", key);
	put_str(fp, val ? val : "");
}

static void put_header(struct export_profile *p, const char *input, FILE *fp, int ev)
{
	const struct perf_env *env = &p->replay.session->env;
	char buf[4096];
	size_t n = 0;

	fputs("\"header\":{\"input\":", fp);
	put_str(fp, input);
	put_kv_str(fp, "hostname", env->hostname);
	put_kv_str(fp, "os_release", env->os_release);
	put_kv_str(fp, "arch", env->arch);
	put_kv_str(fp, "cpu_desc", env->cpu_desc);
	snprintf(buf, sizeof(buf), "%u online, %u available", env->nr_cpus_online,
		 env->nr_cpus_avail);
	put_kv_str(fp, "nrcpus", env->nr_cpus_avail ? buf : NULL);
	put_kv_str(fp, "perf_version", env->version);
	buf[0] = '\0';
	for (int i = 0; i < env->nr_cmdline && n < sizeof(buf) - 1; i++)
		n += snprintf(buf + n, sizeof(buf) - n, "%s%s", i ? " " : "",
			      env->cmdline[i] ? env->cmdline[i] : "");
	put_kv_str(fp, "cmdline", buf);
	n = 0;
	buf[0] = '\0';
	for (int i = 0; i < p->nr_events && n < sizeof(buf) - 1; i++)
		if (p->events[i].evsel)
			n += snprintf(buf + n, sizeof(buf) - n, "%s%s (%" PRIu64 " samples)",
				      n ? ", " : "", p->events[i].name, p->events[i].nr_samples);
	put_kv_str(fp, "events", buf);
	put_kv_str(fp, "event", p->events[ev].name);
	fprintf(fp, ",\"samples\":%" PRIu64, p->total_samples);
	snprintf(buf, sizeof(buf), "%.3f s",
		 p->last_time > p->first_time ? (p->last_time - p->first_time) / 1e9 : 0.0);
	put_kv_str(fp, "duration", buf);
	fprintf(fp, ",\"lost\":%" PRIu64 "}", p->replay.session->stats.total_lost_samples);
}

/* (parent, func) -> function node + 1, for merging paths by function. */
struct fnode_tab {
	struct hashmap map;
};

static u32 fnode_get(struct fnode_tab *t, u32 parent, u32 func, u32 *nr, bool *is_new)
{
	u64 key = ((u64)parent << 32) | func;
	void *val = hashmap__find(&t->map, key, NULL, NULL);

	*is_new = !val;
	if (val)
		return (u32)(uintptr_t)val - 1;
	if (hashmap__add(&t->map, key, (void *)(uintptr_t)(*nr + 1)))
		xalloc_die(t->map.cap * 2 * sizeof(struct hashmap_slot));
	return (*nr)++;
}

/* One file of the page: the profile, its name and the event shown. */
struct html_side {
	struct export_profile *p;
	const char *input;
	int ev;
	u32 *func_of; /* function of each frame */
	u32 *fnode_of; /* function path of each node */
};

/* functions: one per (name, dso, kernel or not) */
static void intern_funcs(struct html_side *s, struct export_strtab *funcs)
{
	struct export_profile *p = s->p;

	s->func_of = xcalloc(p->nr_frames + 1, sizeof(*s->func_of));
	for (u32 i = 0; i < p->nr_frames; i++) {
		const struct export_frame *f = &p->frames[i];
		const char *name = export_profile__frame_name(p, f);
		char *key = xasprintf("%s\x01%s\x01%d", name, f->dso ? f->dso->short_name : "",
				      f->level == 'k' || f->level == 'g');

		s->func_of[i] = export_strtab__add(funcs, key);
		free(key);
	}
}

/* function paths, parents first (the node trie is in that order already): the new ones */
static void put_fnodes(struct html_side *s, struct fnode_tab *ft, u32 *nr_fnodes, FILE *fp)
{
	struct export_profile *p = s->p;
	bool is_new;

	s->fnode_of = xcalloc(p->nr_nodes + 1, sizeof(*s->fnode_of));
	for (u32 i = 0; i < p->nr_nodes; i++) {
		const struct export_node *n = &p->nodes[i];
		u32 parent = n->parent == EXPORT_NO_NODE ? (u32)-1 : s->fnode_of[n->parent];
		u32 fn = fnode_get(ft, parent, s->func_of[n->frame], nr_fnodes, &is_new);

		s->fnode_of[i] = fn;
		if (!is_new)
			continue;
		fprintf(fp, fn ? ",%d,%u" : "%d,%u", (int)parent, s->func_of[n->frame]);
	}
}

/*
 * The baseline of a differential page: its header facts, and its samples per function
 * path ("self": path, count, ...; -1 for the samples without any frame).
 */
static void put_base(struct html_side *b, u32 nr_fnodes, FILE *fp)
{
	struct export_profile *p = b->p;
	u64 *self = xcalloc(nr_fnodes + 1, sizeof(*self)), total = 0;
	bool first = true;

	fputs(",\"base\":{", fp);
	put_header(p, b->input, fp, b->ev);
	for (u32 i = 0; i < p->nr_entries; i++) {
		const struct export_entry *e = &p->entries[i];
		u64 c = export_profile__counts(p, i)[2 * b->ev];

		self[e->leaf == EXPORT_NO_NODE ? nr_fnodes : b->fnode_of[e->leaf]] += c;
		total += c;
	}
	fputs(",\"self\":[", fp);
	for (u32 i = 0; i <= nr_fnodes; i++) {
		if (!self[i])
			continue;
		fprintf(fp, "%s%d,%" PRIu64, first ? "" : ",", i == nr_fnodes ? -1 : (int)i,
			self[i]);
		first = false;
	}
	fprintf(fp, "],\"total\":%" PRIu64 "}", total);
	free(self);
}

static void put_pct(FILE *fp, const struct diff *d, const struct diff_entry *e, int side)
{
	double pct;

	if (diff_entry__percent(d, e, side, &pct))
		fprintf(fp, "%.2f", pct);
	else
		fputs("null", fp);
}

/*
 * perf diff's table: "keys" the key columns' headers, "rows" in perf diff's order, each
 * [baseline %, new %, delta in points, key values...], null where perf diff leaves it blank.
 */
static void put_diff_table(struct diff *d, FILE *fp)
{
	const struct sort_config *sort = d->sort;
	char buf[1024];

	fputs(",\"diff\":{\"keys\":[", fp);
	for (int k = 0; k < sort->nr_keys; k++) {
		fputs(k ? "," : "", fp);
		put_str(fp, sort_key__header(sort->keys[k]));
	}
	fputs("],\"rows\":[", fp);
	for (size_t i = 0; i < d->nr_entries; i++) {
		const struct diff_entry *e = &d->entries[i];
		const struct hist_entry *he = diff_entry__row(e);

		fputs(i ? ",[" : "[", fp);
		put_pct(fp, d, e, 0);
		putc(',', fp);
		put_pct(fp, d, e, 1);
		if (e->computed)
			fprintf(fp, ",%.2f", e->value);
		else
			fputs(",null", fp);
		for (int k = 0; k < sort->nr_keys; k++) {
			int n = sort_key__snprintf(sort->keys[k], he, buf, sizeof(buf),
						   sort_key__entry_width(sort->keys[k], he));

			n = n < 0 ? 0 : min_t(int, n, (int)sizeof(buf) - 1);
			while (n > 0 && buf[n - 1] == ' ')
				n--;
			buf[n] = '\0';
			putc(',', fp);
			put_str(fp, buf);
		}
		putc(']', fp);
	}
	fputs("]}", fp);
}

/*
 * The entries of event ev: "thread,cpu,path,value" each, the value its sample count or
 * (period) its period; the CPUs seen are marked in cpus.
 */
static void put_entries(const struct export_profile *p, const u32 *fnode_of, int ev, bool period,
			char *cpus, FILE *fp)
{
	bool first = true;

	for (u32 i = 0; i < p->nr_entries; i++) {
		const struct export_entry *e = &p->entries[i];
		const u64 *c = export_profile__counts(p, i) + 2 * ev;

		if (!c[0])
			continue;
		if (e->cpu <= p->max_cpu)
			cpus[e->cpu] = 1;
		/* a sample without PERF_SAMPLE_CPU has cpu -1 */
		fprintf(fp, "%s%u,%d,%d,%" PRIu64, first ? "" : ",", e->thread, (int)e->cpu,
			e->leaf == EXPORT_NO_NODE ? -1 : (int)fnode_of[e->leaf], c[period ? 1 : 0]);
		first = false;
	}
}

/*
 * The self-contained HTML report of cur; with base (and d, perf diff's table of the two),
 * the differential page: cur's samples against base's.
 */
static int export_html(struct html_side *cur, struct html_side *base, struct diff *d, FILE *fp)
{
	const char *mark = strstr(html_template, "@@DATA@@");
	struct export_profile *p = cur->p;
	int ev = cur->ev;
	struct export_strtab funcs = { 0 };
	struct fnode_tab ft = { 0 };
	u32 *fnode_of;
	u32 nr_fnodes = 0;
	bool first;
	u64 *tl;
	u32 *top;
	u32 nr_top = 0;
	char *cpus;

	if (!mark)
		return -EINVAL;
	fwrite(html_template, 1, mark - html_template, fp);
	fputc('{', fp);
	put_header(p, cur->input, fp, ev);

	intern_funcs(cur, &funcs);
	if (base)
		intern_funcs(base, &funcs);
	fputs(",\"funcs\":[", fp);
	for (size_t i = 0; i < funcs.nr; i++) {
		char *name = funcs.strs[i], *dso = strchr(name, '\x01'), *k;

		*dso++ = '\0';
		k = strchr(dso, '\x01');
		*k++ = '\0';
		fputs(i ? ",[" : "[", fp);
		put_str(fp, name);
		putc(',', fp);
		put_str(fp, dso);
		fprintf(fp, ",%s]", k);
	}
	fputs("],\"nodes\":[", fp);
	put_fnodes(cur, &ft, &nr_fnodes, fp);
	if (base)
		put_fnodes(base, &ft, &nr_fnodes, fp);
	fputs("]", fp);
	if (base)
		put_base(base, nr_fnodes, fp);
	if (d)
		put_diff_table(d, fp);
	fnode_of = cur->fnode_of;
	fputs(",\"threads\":[", fp);
	for (u32 i = 0; i < p->nr_threads; i++) {
		const struct export_thread *t = &p->threads[i];

		fputs(i ? ",[" : "[", fp);
		put_str(fp, t->comm);
		fprintf(fp, ",%d,%d,%" PRIu64 "]", t->pid, t->tid, t->nr_samples);
	}
	fputs("],\"entries\":[", fp);
	cpus = xcalloc(p->max_cpu + 2, 1);
	put_entries(p, fnode_of, ev, false, cpus, fp);
	/* the off-CPU time beside the samples (not on a differential page) */
	if (!base && export_profile__off_cpu_event(p) >= 0) {
		int off = export_profile__off_cpu_event(p);

		fputs("],\"offcpu\":{\"event\":", fp);
		put_str(fp, p->events[off].name);
		fputs(",\"entries\":[", fp);
		put_entries(p, fnode_of, off, true, cpus, fp);
		fputs("]}", fp);
	} else {
		fputs("]", fp);
	}
	fputs(",\"cpus\":[", fp);
	first = true;
	for (u32 c = 0; c <= p->max_cpu; c++)
		if (cpus[c]) {
			fprintf(fp, first ? "%u" : ",%u", c);
			first = false;
		}
	free(cpus);

	/* timeline: the busiest threads, samples per time bucket */
	top = xcalloc(TIMELINE_THREADS, sizeof(*top));
	for (u32 i = 0; i < p->nr_threads; i++) {
		u32 k;

		if (!p->threads[i].nr_samples)
			continue;
		if (nr_top < TIMELINE_THREADS)
			top[nr_top++] = i;
		else if (p->threads[i].nr_samples > p->threads[top[nr_top - 1]].nr_samples)
			top[nr_top - 1] = i;
		else
			continue;
		for (k = nr_top - 1;
		     k > 0 && p->threads[top[k]].nr_samples > p->threads[top[k - 1]].nr_samples;
		     k--) {
			u32 x = top[k];

			top[k] = top[k - 1];
			top[k - 1] = x;
		}
	}
	tl = xcalloc((size_t)nr_top * TIMELINE_BUCKETS + 1, sizeof(*tl));
	{
		u32 *row_of = xcalloc(p->nr_threads + 1, sizeof(*row_of));
		u64 span = p->last_time > p->first_time ? p->last_time - p->first_time : 1;

		for (u32 k = 0; k < nr_top; k++)
			row_of[top[k]] = k + 1;
		for (size_t i = 0; i < p->nr_samples; i++) {
			const struct export_sample *s = &p->samples[i];
			u64 b;

			if (s->evsel != (u32)ev || !row_of[s->thread])
				continue;
			b = (s->time - p->first_time) * TIMELINE_BUCKETS / (span + 1);
			if (b >= TIMELINE_BUCKETS)
				b = TIMELINE_BUCKETS - 1;
			tl[(size_t)(row_of[s->thread] - 1) * TIMELINE_BUCKETS + b]++;
		}
		free(row_of);
	}
	fprintf(fp,
		"],\"timeline\":{\"buckets\":%d,\"start\":%" PRIu64 ",\"end\":%" PRIu64
		",\"rows\":[",
		TIMELINE_BUCKETS, p->first_time, p->last_time);
	for (u32 k = 0; k < nr_top; k++) {
		fprintf(fp, "%s[%u", k ? "," : "", top[k]);
		for (u32 b = 0; b < TIMELINE_BUCKETS; b++)
			fprintf(fp, ",%" PRIu64, tl[(size_t)k * TIMELINE_BUCKETS + b]);
		putc(']', fp);
	}
	fputs("]}}", fp);
	fputs(mark + strlen("@@DATA@@"), fp);

	free(tl);
	free(top);
	hashmap__exit(&ft.map);
	export_strtab__exit(&funcs);
	return ferror(fp) ? -EIO : 0;
}

/* Write the page of cur (against base, with perf diff's table d, when given) to path. */
static int write_page(struct html_side *cur, struct html_side *base, struct diff *d,
		      const char *path, const char *cmd)
{
	FILE *fp = fopen(path, "w");
	int err;

	if (!fp) {
		err = -errno;
		pr_err("perf %s: %s: %s\n", cmd, path, strerror(errno));
		return err;
	}
	setvbuf(fp, NULL, _IOFBF, 1 << 20);
	err = export_html(cur, base, d, fp);
	if (fclose(fp) && !err)
		err = -errno;
	if (err)
		pr_err("perf %s: %s: %s\n", cmd, path, strerror(-err));
	else if (!quiet && base)
		fprintf(stderr,
			"[ perf %s: wrote %s: %" PRIu64 " samples against a baseline of %" PRIu64
			" ]\n",
			cmd, path, cur->p->events[cur->ev].nr_samples,
			base->p->events[base->ev].nr_samples);
	else if (!quiet)
		fprintf(stderr, "[ perf %s: wrote %s: %" PRIu64 " samples ]\n", cmd, path,
			cur->p->total_samples);
	for (struct html_side *s = cur; s; s = s == cur ? base : NULL) {
		free(s->func_of);
		free(s->fnode_of);
	}
	return err ? -EINVAL : 0;
}

int html_report__write(const char *input, const char *path)
{
	struct export_opts opts = { .keep_samples = true };
	struct html_side cur = { .input = input };
	int err;

	err = export_profile__read(input, &opts, &cur.p);
	if (err)
		return err;
	cur.ev = export_profile__shown_event(cur.p);
	err = write_page(&cur, NULL, NULL, path, "report");
	export_profile__delete(cur.p);
	return err;
}

int html_report__write_diff(struct export_profile *base, int base_ev, const char *base_input,
			    struct export_profile *p, int ev, const char *input, struct diff *d,
			    const char *path, const char *cmd)
{
	struct html_side b = { .p = base, .input = base_input, .ev = base_ev };
	struct html_side cur = { .p = p, .input = input, .ev = ev };

	return write_page(&cur, &b, d, path, cmd);
}
