// SPDX-License-Identifier: GPL-2.0
/*
 * perf data convert --to-firefox: the Firefox Profiler's Gecko profile format (what
 * profiler.firefox.com loads from a file): meta with the categories User and Kernel, libs
 * with their build-ids, and one thread per task (name, pid, tid) with its own string table,
 * frame table ("function (in dso)"), stack table (prefix, frame) and samples in time order
 * (stack, milliseconds since the first sample). A task's COMM and EXIT records are markers.
 * The off-CPU time of record --off-cpu (offcpu-time samples) is a track of its own beside
 * each task's: "comm (off-CPU)", its frames in the category Off-CPU, each sample weighted by
 * its time off CPU in milliseconds (weightType tracing-ms).
 */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "util/build-id.h"
#include "util/dso.h"
#include "util/evsel.h"
#include "util/export.h"
#include "util/map.h"
#include "util/session.h"

struct ff_thread {
	u32 *frame_of; /* global frame -> thread frame + 1 */
	u32 *stack_of; /* global node -> thread stack + 1 */
	u32 *frames; /* thread frame -> global frame */
	u32 nr_frames;
	u32 *stacks; /* thread stack -> global node */
	u32 nr_stacks;
	struct export_strtab strs;
};

static u32 ff_frame(struct ff_thread *t, u32 frame)
{
	if (!t->frame_of[frame]) {
		t->frames[t->nr_frames++] = frame;
		t->frame_of[frame] = t->nr_frames;
	}
	return t->frame_of[frame] - 1;
}

/* The thread's stack of a node, its prefixes interned first. */
static u32 ff_stack(struct export_profile *p, struct ff_thread *t, u32 node)
{
	u32 chain[1024], n = 0, leaf = node;

	while (node != EXPORT_NO_NODE && !t->stack_of[node] && n < ARRAY_SIZE(chain)) {
		chain[n++] = node;
		node = p->nodes[node].parent;
	}
	while (n-- > 0) {
		ff_frame(t, p->nodes[chain[n]].frame);
		t->stacks[t->nr_stacks++] = chain[n];
		t->stack_of[chain[n]] = t->nr_stacks;
	}
	return t->stack_of[leaf] - 1;
}

static void put_libs(struct export_profile *p, FILE *fp)
{
	struct dso **seen = xcalloc(p->nr_frames + 1, sizeof(*seen));
	u32 nr = 0;
	bool first = true;

	fputs("\"libs\":[", fp);
	for (u32 i = 0; i < p->nr_frames; i++) {
		const struct export_frame *f = &p->frames[i];
		char bid[BUILD_ID_HEX_SIZE] = "";
		bool dup = false;

		if (!f->map || !f->dso)
			continue;
		for (u32 k = 0; k < nr && !dup; k++)
			dup = seen[k] == f->dso;
		if (dup)
			continue;
		seen[nr++] = f->dso;
		if (f->dso->bid.size)
			build_id__sprintf(&f->dso->bid, bid);
		fputs(first ? "{\"name\":" : ",{\"name\":", fp);
		first = false;
		json_put_str(fp, f->dso->short_name);
		fputs(",\"path\":", fp);
		json_put_str(fp, f->dso->long_name);
		fputs(",\"debugName\":", fp);
		json_put_str(fp, f->dso->short_name);
		fputs(",\"debugPath\":", fp);
		json_put_str(fp, f->dso->long_name);
		fputs(",\"codeId\":", fp);
		json_put_str(fp, bid);
		/* breakpad ids are the build-id in upper case with an age digit */
		for (char *c = bid; *c; c++)
			if (*c >= 'a' && *c <= 'f')
				*c -= 'a' - 'A';
		fprintf(fp, ",\"breakpadId\":\"%s%s\",\"arch\":", bid, bid[0] ? "0" : "");
		json_put_str(fp, p->replay.session->env.arch ? p->replay.session->env.arch : "");
		fprintf(fp, ",\"start\":%" PRIu64 ",\"end\":%" PRIu64 ",\"offset\":%" PRIu64 "}",
			f->map->start, f->map->end, f->map->identity ? 0 : f->map->pgoff);
	}
	fputs("]", fp);
	free(seen);
}

/* The category of the off-CPU track's frames (meta.categories' third) */
#define FF_CAT_OFF_CPU 2

/* off_cpu: the task's off-CPU track (samples weighted by their ns, no markers) */
static void put_thread(struct export_profile *p, FILE *fp, u32 th, const u32 *samples, size_t nr,
		       struct ff_thread *t, bool off_cpu)
{
	const struct export_thread *et = &p->threads[th];
	u32 *stack_ids = xcalloc(nr + 1, sizeof(*stack_ids));
	struct outbuf *o;
	char buf[4096];

	t->nr_frames = t->nr_stacks = 0;
	for (size_t i = 0; i < nr; i++) {
		u32 leaf = p->samples[samples[i]].leaf;

		stack_ids[i] = leaf == EXPORT_NO_NODE ? (u32)-1 : ff_stack(p, t, leaf);
	}
	/* the big tables through the writer's own buffer (a 1M-sample file is ~30 MB) */
	o = export_out__new(fp);
	outbuf__puts(o, "{\"name\":");
	if (off_cpu) {
		snprintf(buf, sizeof(buf), "%s (off-CPU)", et->comm);
		export_json_str(o, buf);
	} else {
		export_json_str(o, et->comm);
	}
	outbuf__puts(o, ",\"processName\":");
	export_json_str(o, et->comm);
	outbuf__puts(o, ",\"processType\":\"default\",\"pid\":");
	outbuf__s64(o, et->pid);
	outbuf__puts(o, ",\"tid\":");
	outbuf__s64(o, et->tid);
	outbuf__puts(o, ",\"registerTime\":");
	export_ms(o, et->first_time - p->first_time);
	outbuf__puts(o, ",\"unregisterTime\":null");
	if (off_cpu)
		outbuf__puts(o,
			     ",\"samples\":{\"weightType\":\"tracing-ms\",\"schema\":{\"stack\":0,"
			     "\"time\":1,\"weight\":2},\"data\":[");
	else
		outbuf__puts(
			o, ",\"samples\":{\"schema\":{\"stack\":0,\"time\":1,\"responsiveness\":2},"
			   "\"data\":[");
	for (size_t i = 0; i < nr; i++) {
		const struct export_sample *s = &p->samples[samples[i]];
		char *c = outbuf__reserve(o, 64);

		if (i)
			*c++ = ',';
		*c++ = '[';
		if (stack_ids[i] == (u32)-1) {
			memcpy(c, "null", 4);
			c += 4;
		} else {
			c = outbuf_fmt_u64(c, stack_ids[i]);
		}
		*c++ = ',';
		outbuf__commit(o, c);
		export_ms(o, s->time - p->first_time);
		/* the third column: the time off CPU (ms), or the responsiveness (none) */
		if (off_cpu) {
			c = outbuf__reserve(o, 64);
			c += snprintf(c, 64, ",%.6g]", (double)s->period / 1e6);
			outbuf__commit(o, c);
		} else {
			outbuf__put(o, ",0]", 3);
		}
	}
	outbuf__puts(
		o,
		"]},\"markers\":{\"schema\":{\"name\":0,\"startTime\":1,\"endTime\":2,\"phase\":3,"
		"\"category\":4,\"data\":5},\"data\":[");
	/* the task's COMM and EXIT records, as instant markers (phase 0) */
	{
		bool first_mark = true;

		for (size_t i = 0; i < p->nr_marks && !off_cpu; i++) {
			const struct export_mark *m = &p->marks[i];

			if (m->tid != et->tid || m->pid != et->pid)
				continue;
			outbuf__puts(o, first_mark ? "[" : ",[");
			outbuf__u64(o, export_strtab__add(&t->strs, m->exit ? "exit" : "comm"));
			outbuf__putc(o, ',');
			export_ms(o, m->time > p->first_time ? m->time - p->first_time : 0);
			outbuf__puts(o, m->exit ? ",null,0,0,{\"type\":\"exit\"" :
						  ",null,0,0,{\"type\":\"comm\"");
			if (!m->exit) {
				outbuf__puts(o, ",\"comm\":");
				export_json_str(o, m->comm);
			}
			outbuf__puts(o, "}]");
			first_mark = false;
		}
	}
	outbuf__puts(o, "]}");
	outbuf__puts(o, ",\"stackTable\":{\"schema\":{\"prefix\":0,\"frame\":1},\"data\":[");
	for (u32 i = 0; i < t->nr_stacks; i++) {
		const struct export_node *n = &p->nodes[t->stacks[i]];
		char *c = outbuf__reserve(o, 32);

		if (i)
			*c++ = ',';
		*c++ = '[';
		if (n->parent == EXPORT_NO_NODE) {
			memcpy(c, "null", 4);
			c += 4;
		} else {
			c = outbuf_fmt_u64(c, t->stack_of[n->parent] - 1);
		}
		*c++ = ',';
		c = outbuf_fmt_u64(c, t->frame_of[n->frame] - 1);
		*c++ = ']';
		outbuf__commit(o, c);
	}
	outbuf__puts(
		o,
		"]},\"frameTable\":{\"schema\":{\"location\":0,\"relevantForJS\":1,\"innerWindowID\":2,"
		"\"implementation\":3,\"optimizations\":4,\"line\":5,\"column\":6,\"category\":7,"
		"\"subcategory\":8},\"data\":[");
	for (u32 i = 0; i < t->nr_frames; i++) {
		const struct export_frame *f = &p->frames[t->frames[i]];
		const char *name = export_profile__frame_name(p, f);
		bool kernel = f->level == 'k' || f->level == 'g';
		u32 str;

		if (f->dso && f->sym)
			snprintf(buf, sizeof(buf), "%s (in %s)", name, f->dso->short_name);
		else
			snprintf(buf, sizeof(buf), "%s", name);
		str = export_strtab__add(&t->strs, buf);
		outbuf__puts(o, i ? ",[" : "[");
		outbuf__u64(o, str);
		outbuf__puts(o, ",false,0,null,null,null,null,");
		outbuf__u64(o, off_cpu ? FF_CAT_OFF_CPU : kernel ? 1 : 0);
		outbuf__puts(o, ",0]");
	}
	outbuf__puts(o, "]},\"stringTable\":[");
	for (size_t i = 0; i < t->strs.nr; i++) {
		if (i)
			outbuf__putc(o, ',');
		export_json_str(o, t->strs.strs[i]);
	}
	outbuf__puts(o, "]}");
	export_out__delete(o);
	export_strtab__exit(&t->strs);
	/* ready for the next thread: clear only what this one set */
	for (u32 i = 0; i < t->nr_frames; i++)
		t->frame_of[t->frames[i]] = 0;
	for (u32 i = 0; i < t->nr_stacks; i++)
		t->stack_of[t->stacks[i]] = 0;
	free(stack_ids);
}

/*
 * The samples of event ev grouped by thread, in time order within each (counting sort):
 * thread th's are by_thread[start[th] .. start[th + 1]).
 */
static void group_by_thread(const struct export_profile *p, int ev, size_t *start, u32 *by_thread)
{
	memset(start, 0, (p->nr_threads + 2) * sizeof(*start));
	for (size_t i = 0; i < p->nr_samples; i++)
		if (p->samples[i].evsel == (u32)ev)
			start[p->samples[i].thread + 1]++;
	for (u32 i = 0; i < p->nr_threads; i++)
		start[i + 1] += start[i];
	for (size_t i = 0; i < p->nr_samples; i++)
		if (p->samples[i].evsel == (u32)ev)
			by_thread[start[p->samples[i].thread]++] = i;
	for (u32 i = p->nr_threads; i > 0; i--)
		start[i] = start[i - 1];
	start[0] = 0;
}

/* The tracks of event ev: one per task with samples (off_cpu: its off-CPU track). */
static void put_threads(struct export_profile *p, FILE *fp, int ev, bool off_cpu,
			struct ff_thread *t, size_t *start, u32 *by_thread, bool *first)
{
	group_by_thread(p, ev, start, by_thread);
	for (u32 th = 0; th < p->nr_threads; th++) {
		size_t n = start[th + 1] - start[th];

		if (!n)
			continue;
		if (!*first)
			putc(',', fp);
		*first = false;
		put_thread(p, fp, th, by_thread + start[th], n, t, off_cpu);
	}
}

bool export_firefox__color_ok(const char *name)
{
	static const char *const colors[] = { "yellow", "blue", "purple", "green",
					      "orange", "red",	"grey",	  "magenta" };

	for (size_t i = 0; i < sizeof(colors) / sizeof(colors[0]); i++)
		if (!strcmp(name, colors[i]))
			return true;
	return false;
}

int export_firefox(struct export_profile *p, FILE *fp)
{
	return export_firefox_colors(p, fp, NULL, NULL);
}

int export_firefox_colors(struct export_profile *p, FILE *fp, const char *user_color,
			  const char *kernel_color)
{
	struct ff_thread t = { 0 };
	size_t *start = xcalloc(p->nr_threads + 2, sizeof(*start));
	u32 *by_thread = xcalloc(p->nr_samples + 1, sizeof(*by_thread));
	double interval = 1.0;
	int ev = 0, off = export_profile__off_cpu_event(p);
	bool first = true;

	for (int i = 0; i < p->nr_events; i++)
		if (p->events[i].nr_samples) {
			ev = i;
			break;
		}
	if (p->events[ev].evsel && p->events[ev].evsel->attr.freq &&
	    p->events[ev].evsel->attr.sample_freq)
		interval = 1000.0 / p->events[ev].evsel->attr.sample_freq;
	else if (p->events[ev].nr_samples && p->last_time > p->first_time)
		interval = (double)(p->last_time - p->first_time) / 1e6 / p->events[ev].nr_samples;

	t.frame_of = xcalloc(p->nr_frames + 1, sizeof(*t.frame_of));
	t.frames = xcalloc(p->nr_frames + 1, sizeof(*t.frames));
	t.stack_of = xcalloc(p->nr_nodes + 1, sizeof(*t.stack_of));
	t.stacks = xcalloc(p->nr_nodes + 1, sizeof(*t.stacks));

	fprintf(fp,
		"{\"meta\":{\"version\":24,\"interval\":%.6f,\"startTime\":%.6f,"
		"\"shutdownTime\":null,\"processType\":0,\"product\":",
		interval, 0.0);
	json_put_str(fp, p->replay.session->path ? p->replay.session->path : "perf.data");
	fprintf(fp,
		",\"stackwalk\":1,\"debug\":0,\"gcpoison\":0,\"asyncstack\":0,\"presymbolicated\":true,"
		"\"categories\":[{\"name\":\"User\",\"color\":\"%s\",\"subcategories\":[\"Other\"]},"
		"{\"name\":\"Kernel\",\"color\":\"%s\",\"subcategories\":[\"Other\"]},"
		"{\"name\":\"Off-CPU\",\"color\":\"grey\",\"subcategories\":[\"Other\"]}],"
		"\"markerSchema\":[]},",
		user_color ? user_color : "yellow", kernel_color ? kernel_color : "orange");
	put_libs(p, fp);
	fputs(",\"threads\":[", fp);
	/*
	 * one event a track: the first with samples (the profiler shows one sample stream per
	 * thread), and the off-CPU time beside it
	 */
	put_threads(p, fp, ev, false, &t, start, by_thread, &first);
	if (off >= 0)
		put_threads(p, fp, off, true, &t, start, by_thread, &first);
	fputs("],\"processes\":[],\"pausedRanges\":[]}\n", fp);
	free(t.frame_of);
	free(t.frames);
	free(t.stack_of);
	free(t.stacks);
	free(start);
	free(by_thread);
	return ferror(fp) ? -EIO : 0;
}
