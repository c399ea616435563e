// SPDX-License-Identifier: GPL-2.0
/*
 * perf data convert --to-pprof: pprof's profile.proto (github.com/google/pprof, proto3),
 * encoded here by hand (varints, tags and length-delimited fields are all it takes) and
 * gzipped with zlib, as go tool pprof, Pyroscope and Parca read it.
 *
 *   sample_type   per event: ("samples" | "<event>_samples", count), (<event>, nanoseconds
 *                 for the clock events, else events)
 *   sample        one per distinct (stack, task): locations leaf first, the values, and
 *                 the labels comm (string), pid and tid (numbers)
 *   location      one per distinct frame: its address, mapping and a line (function and
 *                 source line when the DSO has line information)
 *   function      one per symbol; mapping one per map, with its file name and build-id
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "util/build-id.h"
#include "util/dso.h"
#include "util/hashmap.h"
#include "util/evsel.h"
#include "util/export.h"
#include "util/map.h"
#include "util/symbol.h"
#include "util/srcline.h"

struct pbuf {
	u8 *b;
	size_t len, cap;
};

static void pb_reserve(struct pbuf *p, size_t n)
{
	if (p->len + n > p->cap) {
		size_t cap = p->cap ? p->cap * 2 : 4096;

		while (cap < p->len + n)
			cap *= 2;
		p->b = xrealloc(p->b, cap);
		p->cap = cap;
	}
}

static void pb_varint(struct pbuf *p, u64 v)
{
	pb_reserve(p, 10);
	while (v >= 0x80) {
		p->b[p->len++] = (u8)(v | 0x80);
		v >>= 7;
	}
	p->b[p->len++] = (u8)v;
}

/* wire types: 0 varint, 2 length-delimited */
static void pb_uint(struct pbuf *p, u32 field, u64 v)
{
	pb_varint(p, (u64)field << 3);
	pb_varint(p, v);
}

static void pb_bytes(struct pbuf *p, u32 field, const void *data, size_t len)
{
	pb_varint(p, ((u64)field << 3) | 2);
	pb_varint(p, len);
	pb_reserve(p, len);
	memcpy(p->b + p->len, data, len);
	p->len += len;
}

static void pb_msg(struct pbuf *p, u32 field, const struct pbuf *m)
{
	pb_bytes(p, field, m->b, m->len);
}

/*
 * Small pointer -> id tables for maps and symbols (ids from 1, in order of first use): the
 * pointer is the hash, the id the entry.
 */
struct ptrmap {
	struct hashmap map;
};

static u32 ptrmap__get(struct ptrmap *m, const void *key, bool *is_new)
{
	void *id = hashmap__find(&m->map, (uintptr_t)key, NULL, NULL);

	*is_new = !id;
	if (id)
		return (u32)(uintptr_t)id;
	id = (void *)(uintptr_t)(m->map.nr + 1);
	if (hashmap__add(&m->map, (uintptr_t)key, id))
		xalloc_die(m->map.cap * 2 * sizeof(struct hashmap_slot));
	return (u32)m->map.nr;
}

static void ptrmap__exit(struct ptrmap *m)
{
	hashmap__exit(&m->map);
}

static const char *event_unit(const struct evsel *evsel)
{
	if (evsel && evsel->attr.type == PERF_TYPE_SOFTWARE &&
	    (evsel->attr.config == PERF_COUNT_SW_CPU_CLOCK ||
	     evsel->attr.config == PERF_COUNT_SW_TASK_CLOCK))
		return "nanoseconds";
	return "events";
}

static void value_type(struct pbuf *out, struct pbuf *m, struct export_strtab *st, u32 field,
		       const char *type, const char *unit)
{
	m->len = 0;
	pb_uint(m, 1, export_strtab__add(st, type));
	pb_uint(m, 2, export_strtab__add(st, unit));
	pb_msg(out, field, m);
}

/* "file.c:42" -> file index and line; 0 when unknown */
static u64 parse_srcline(const char *s, struct export_strtab *st, u32 *file)
{
	const char *colon = s ? strrchr(s, ':') : NULL;
	char buf[4096];
	u64 line;

	*file = 0;
	if (!colon || (size_t)(colon - s) >= sizeof(buf))
		return 0;
	line = strtoull(colon + 1, NULL, 10);
	if (!line || (colon - s == 2 && !strncmp(s, "??", 2)))
		return 0;
	memcpy(buf, s, colon - s);
	buf[colon - s] = '\0';
	*file = export_strtab__add(st, buf);
	return line;
}

static int gzip_write(const struct pbuf *p, FILE *fp)
{
	z_stream zs = { 0 };
	u8 out[1 << 16];
	int ret;

	/*
	 * Level 1, as Go's runtime/pprof writes its profiles: the default level 6 took a third
	 * of the export's time for a smaller file of a few MB at most.
	 */
	if (deflateInit2(&zs, Z_BEST_SPEED, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
		return -ENOMEM;
	zs.next_in = p->b;
	zs.avail_in = p->len;
	do {
		zs.next_out = out;
		zs.avail_out = sizeof(out);
		ret = deflate(&zs, Z_FINISH);
		if (ret == Z_STREAM_ERROR)
			break;
		if (fwrite(out, 1, sizeof(out) - zs.avail_out, fp) != sizeof(out) - zs.avail_out) {
			ret = Z_ERRNO;
			break;
		}
	} while (ret != Z_STREAM_END);
	deflateEnd(&zs);
	return ret == Z_STREAM_END ? 0 : -EIO;
}

int export_pprof(struct export_profile *p, FILE *fp)
{
	struct pbuf out = { 0 }, m = { 0 }, sub = { 0 };
	struct export_strtab st = { 0 };
	struct ptrmap maps = { 0 }, funcs = { 0 };
	u32 *order, *loc_mapping, *loc_func;
	u64 *loc_line;
	bool *loc_done;
	u32 main_frame = (u32)-1;
	int nr_ev = 0, first_ev = -1, err;
	u64 *vals;
	u32 *comm_str, s_comm, s_pid, s_tid;
	bool is_new;

	export_strtab__add(&st, "");
	for (int i = 0; i < p->nr_events; i++)
		nr_ev += p->events[i].evsel != NULL;
	for (int i = 0; i < p->nr_events; i++) {
		const struct export_event *ev = &p->events[i];
		char name[512];

		if (!ev->evsel)
			continue;
		if (first_ev < 0)
			first_ev = i;
		snprintf(name, sizeof(name), "%s_samples", ev->name);
		value_type(&out, &m, &st, 1, nr_ev == 1 ? "samples" : name, "count");
		value_type(&out, &m, &st, 1, ev->name, event_unit(ev->evsel));
	}
	vals = xcalloc(2 * (nr_ev + 1), sizeof(*vals));
	/* the label strings, looked up once, not per sample (ids are in order of first use) */
	comm_str = xcalloc(p->nr_threads + 1, sizeof(*comm_str));
	s_comm = s_pid = s_tid = 0;

	/* samples: entries of one (task, stack) on several cpus are one sample */
	order = export_profile__sorted_entries(p);
	for (u32 i = 0; i < p->nr_entries;) {
		const struct export_entry *e = &p->entries[order[i]];
		const struct export_thread *t = &p->threads[e->thread];
		u32 j = i;
		int k = 0;

		memset(vals, 0, 2 * (nr_ev + 1) * sizeof(*vals));
		for (; j < p->nr_entries; j++) {
			const struct export_entry *x = &p->entries[order[j]];
			const u64 *c = export_profile__counts(p, order[j]);

			if (x->thread != e->thread || x->leaf != e->leaf)
				break;
			k = 0;
			for (int ev = 0; ev < p->nr_events; ev++) {
				if (!p->events[ev].evsel)
					continue;
				vals[2 * k] += c[2 * ev];
				vals[2 * k + 1] += c[2 * ev + 1];
				k++;
			}
		}
		i = j;
		m.len = 0;
		sub.len = 0;
		for (u32 n = e->leaf; n != EXPORT_NO_NODE; n = p->nodes[n].parent)
			pb_varint(&sub, p->nodes[n].frame + 1);
		pb_msg(&m, 1, &sub);
		sub.len = 0;
		for (int v = 0; v < 2 * nr_ev; v++)
			pb_varint(&sub, vals[v]);
		pb_msg(&m, 2, &sub);
		sub.len = 0;
		if (!s_comm)
			s_comm = export_strtab__add(&st, "comm");
		pb_uint(&sub, 1, s_comm);
		if (!comm_str[e->thread])
			comm_str[e->thread] = export_strtab__add(&st, t->comm);
		pb_uint(&sub, 2, comm_str[e->thread]);
		pb_msg(&m, 3, &sub);
		sub.len = 0;
		if (!s_pid)
			s_pid = export_strtab__add(&st, "pid");
		pb_uint(&sub, 1, s_pid);
		pb_uint(&sub, 3, (u64)(s64)t->pid);
		pb_msg(&m, 3, &sub);
		sub.len = 0;
		if (!s_tid)
			s_tid = export_strtab__add(&st, "tid");
		pb_uint(&sub, 1, s_tid);
		pb_uint(&sub, 3, (u64)(s64)t->tid);
		pb_msg(&m, 3, &sub);
		pb_msg(&out, 2, &m);
	}
	free(order);
	free(comm_str);

	/* mappings and functions as the locations first use them */
	loc_mapping = xcalloc(p->nr_frames + 1, sizeof(*loc_mapping));
	loc_func = xcalloc(p->nr_frames + 1, sizeof(*loc_func));
	loc_line = xcalloc(p->nr_frames + 1, sizeof(*loc_line));
	loc_done = xcalloc(p->nr_frames + 1, sizeof(*loc_done));
	/*
	 * pprof takes the first mapping for the main binary: the busiest task's executable
	 * (the DSO named like its comm) goes first.
	 */
	{
		const struct export_thread *busy = NULL;

		for (u32 i = 0; i < p->nr_threads; i++)
			if (!busy || p->threads[i].nr_samples > busy->nr_samples)
				busy = &p->threads[i];
		for (u32 i = 0; busy && i < p->nr_frames; i++)
			if (p->frames[i].map && p->frames[i].dso &&
			    !strcmp(p->frames[i].dso->short_name, busy->comm)) {
				main_frame = i;
				break;
			}
	}
	for (u32 k = 0; k < p->nr_frames + (main_frame != (u32)-1); k++) {
		/* the main binary's frame first, then all of them (it is found again) */
		u32 i = main_frame != (u32)-1 ? (k == 0 ? main_frame : k - 1) : k;
		const struct export_frame *f = &p->frames[i];
		const char *srcline = NULL;
		u32 file = 0;

		if (loc_done[i])
			continue;
		loc_done[i] = true;
		if (f->map) {
			struct map *map = f->map;

			loc_mapping[i] = ptrmap__get(&maps, map, &is_new);
			if (is_new) {
				struct dso *dso = map->dso;
				char bid[BUILD_ID_SIZE * 2 + 1] = "";

				if (dso && dso->bid.size)
					build_id__sprintf(&dso->bid, bid);
				m.len = 0;
				pb_uint(&m, 1, loc_mapping[i]);
				pb_uint(&m, 2, map->start);
				pb_uint(&m, 3, map->end);
				pb_uint(&m, 4, map->identity ? 0 : map->pgoff);
				pb_uint(&m, 5, export_strtab__add(&st, dso ? dso->long_name : ""));
				pb_uint(&m, 6, export_strtab__add(&st, bid));
				pb_uint(&m, 7, 1);
				pb_msg(&out, 3, &m);
			}
		}
		if (f->dso && f->sym)
			srcline = dso__srcline_str(f->dso, f->addr);
		loc_line[i] = parse_srcline(srcline, &st, &file);
		if (f->sym) {
			loc_func[i] = ptrmap__get(&funcs, f->sym, &is_new);
			if (is_new) {
				m.len = 0;
				pb_uint(&m, 1, loc_func[i]);
				pb_uint(&m, 2,
					export_strtab__add(&st, export_profile__frame_name(p, f)));
				pb_uint(&m, 3, export_strtab__add(&st, f->sym->name));
				pb_uint(&m, 4, file);
				pb_msg(&out, 5, &m);
			}
		}
	}
	for (u32 i = 0; i < p->nr_frames; i++) {
		const struct export_frame *f = &p->frames[i];

		m.len = 0;
		pb_uint(&m, 1, i + 1);
		if (loc_mapping[i])
			pb_uint(&m, 2, loc_mapping[i]);
		pb_uint(&m, 3, f->ip);
		if (loc_func[i]) {
			sub.len = 0;
			pb_uint(&sub, 1, loc_func[i]);
			if (loc_line[i])
				pb_uint(&sub, 2, loc_line[i]);
			pb_msg(&m, 4, &sub);
		}
		pb_msg(&out, 4, &m);
	}
	free(loc_mapping);
	free(loc_func);
	free(loc_line);
	free(loc_done);

	if (p->last_time > p->first_time)
		pb_uint(&out, 10, p->last_time - p->first_time);
	if (first_ev >= 0) {
		value_type(&out, &m, &st, 11, p->events[first_ev].name,
			   event_unit(p->events[first_ev].evsel));
		pb_uint(&out, 14, export_strtab__add(&st, p->events[first_ev].name));
	}
	pb_uint(&out, 13, export_strtab__add(&st, "perf data convert --to-pprof"));
	/* the string table last: every string is in it by now */
	for (size_t i = 0; i < st.nr; i++)
		pb_bytes(&out, 6, st.strs[i], strlen(st.strs[i]));

	err = gzip_write(&out, fp);
	free(vals);
	free(out.b);
	free(m.b);
	free(sub.b);
	export_strtab__exit(&st);
	ptrmap__exit(&maps);
	ptrmap__exit(&funcs);
	return err;
}
