// SPDX-License-Identifier: GPL-2.0
/*
 * perf data convert --to-speedscope: speedscope's file format
 * (https://www.speedscope.app/file-format-schema.json): the frames shared by name and DSO,
 * and one "sampled" profile per task with its distinct stacks (root first) and their
 * weights: nanoseconds for the clock events (their period), else sample counts. The
 * off-CPU time of record --off-cpu (offcpu-time) has profiles of its own beside them, named
 * "... off-CPU (offcpu-time)", the others then "... on-CPU (event)"; both in nanoseconds
 * when the on-CPU event is a clock.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "util/dso.h"
#include "util/evsel.h"
#include "util/export.h"
#include "util/session.h"

static int first_event(const struct export_profile *p)
{
	for (int i = 0; i < p->nr_events; i++)
		if (p->events[i].nr_samples)
			return i;
	return 0;
}

static bool is_clock(const struct evsel *evsel)
{
	return evsel && evsel->attr.type == PERF_TYPE_SOFTWARE &&
	       (evsel->attr.config == PERF_COUNT_SW_CPU_CLOCK ||
		evsel->attr.config == PERF_COUNT_SW_TASK_CLOCK);
}

/* the off-CPU time's periods are nanoseconds, as a clock event's */
static bool label_is_off_cpu(const char *label)
{
	return label && !strcmp(label, "off-CPU");
}

/*
 * The profiles of event ev, one per task: "comm pid/tid", and with label (the off-CPU time
 * beside the on-CPU samples) "comm pid/tid label (event)".
 */
static void put_profiles(const struct export_profile *p, struct outbuf *o, int ev,
			 const char *label, const u32 *fidx, const u32 *order, bool *first)
{
	bool clock = is_clock(p->events[ev].evsel) || label_is_off_cpu(label);
	u32 path[1024];

	for (u32 i = 0; i < p->nr_entries;) {
		u32 t = p->entries[order[i]].thread, j;
		const struct export_thread *th = &p->threads[t];
		u64 total = 0;
		bool first_sample = true;

		for (j = i; j < p->nr_entries && p->entries[order[j]].thread == t; j++)
			total += export_profile__counts(p, order[j])[2 * ev + (clock ? 1 : 0)];
		if (!total) {
			i = j;
			continue;
		}
		outbuf__puts(o, *first ? "{" : ",{");
		*first = false;
		outbuf__puts(o, "\"type\":\"sampled\",\"name\":");
		{
			char *name = label ? xasprintf("%s %d/%d %s (%s)", th->comm, th->pid,
						       th->tid, label, p->events[ev].name) :
					     xasprintf("%s %d/%d", th->comm, th->pid, th->tid);

			export_json_str(o, name);
			free(name);
		}
		outbuf__puts(o, clock ? ",\"unit\":\"nanoseconds\"" : ",\"unit\":\"none\"");
		outbuf__puts(o, ",\"startValue\":0,\"endValue\":");
		outbuf__u64(o, total);
		outbuf__puts(o, ",\"samples\":[");
		for (u32 k = i; k < j; k++) {
			const struct export_entry *e = &p->entries[order[k]];
			u32 n = 0;

			if (!export_profile__counts(p, order[k])[2 * ev])
				continue;
			for (u32 nd = e->leaf; nd != EXPORT_NO_NODE && n < ARRAY_SIZE(path);
			     nd = p->nodes[nd].parent)
				path[n++] = fidx[p->nodes[nd].frame];
			outbuf__puts(o, first_sample ? "[" : ",[");
			first_sample = false;
			while (n-- > 0) {
				char *c = outbuf_fmt_u64(outbuf__reserve(o, 16), path[n]);

				if (n)
					*c++ = ',';
				outbuf__commit(o, c);
			}
			outbuf__putc(o, ']');
		}
		outbuf__puts(o, "],\"weights\":[");
		first_sample = true;
		for (u32 k = i; k < j; k++) {
			const u64 *c = export_profile__counts(p, order[k]);

			if (!c[2 * ev])
				continue;
			if (!first_sample)
				outbuf__putc(o, ',');
			outbuf__u64(o, c[2 * ev + (clock ? 1 : 0)]);
			first_sample = false;
		}
		outbuf__puts(o, "]}");
		i = j;
	}
}

int export_speedscope(struct export_profile *p, FILE *fp)
{
	int ev = first_event(p), off = export_profile__off_cpu_event(p);
	struct export_strtab names = { 0 };
	u32 *fidx = xcalloc(p->nr_frames + 1, sizeof(*fidx));
	u32 *order = export_profile__sorted_entries(p);
	struct outbuf *o;
	bool first;

	/* frames: one per (function name, dso) */
	for (u32 i = 0; i < p->nr_frames; i++) {
		const struct export_frame *f = &p->frames[i];
		const char *name = export_profile__frame_name(p, f);
		const char *dso = f->dso ? f->dso->long_name : "";
		char *key = xasprintf("%s\x01%s", name, dso);

		fidx[i] = export_strtab__add(&names, key);
		free(key);
	}
	fprintf(fp, "{\"$schema\":\"https://www.speedscope.app/file-format-schema.json\","
		    "\"exporter\":\"perf data convert\",\"name\":");
	json_put_str(fp, p->replay.session->path ? p->replay.session->path : "perf.data");
	fputs(",\"activeProfileIndex\":0,\"shared\":{\"frames\":[", fp);
	for (size_t i = 0; i < names.nr; i++) {
		char *sep = strchr(names.strs[i], '\x01');

		*sep = '\0';
		fputs(i ? ",{\"name\":" : "{\"name\":", fp);
		json_put_str(fp, names.strs[i]);
		if (sep[1]) {
			fputs(",\"file\":", fp);
			json_put_str(fp, sep + 1);
		}
		putc('}', fp);
		*sep = '\x01';
	}
	fputs("]},\"profiles\":[", fp);
	first = true;
	/* the stacks are most of the file: through the writer's own buffer */
	o = export_out__new(fp);
	put_profiles(p, o, ev, off < 0 ? NULL : "on-CPU", fidx, order, &first);
	if (off >= 0)
		put_profiles(p, o, off, "off-CPU", fidx, order, &first);
	export_out__delete(o);
	fputs("]}\n", fp);
	export_strtab__exit(&names);
	free(fidx);
	free(order);
	return ferror(fp) ? -EIO : 0;
}
