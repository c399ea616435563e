// SPDX-License-Identifier: GPL-2.0
/*
 * perf data convert --to-folded: one line per distinct stack, "comm;caller;...;callee N",
 * the input of FlameGraph's flamegraph.pl and inferno (the layout stackcollapse-perf.pl
 * makes of perf script's output: the comm as the root frame, N the sample count). Frames
 * are function names; a frame without a symbol is its DSO in brackets, or [unknown].
 * Stacks that differ only by addresses inside the same functions are one line.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "util/export.h"

struct line {
	char *s;
	size_t len, cap;
};

static void line_put(struct line *l, const char *s, bool sep)
{
	size_t n = strlen(s);

	if (l->len + n + 1 > l->cap) {
		l->cap = (l->len + n + 1) * 2;
		l->s = xrealloc(l->s, l->cap);
	}
	/* ';' separates frames: none may be in a name */
	for (size_t i = 0; i < n; i++)
		l->s[l->len++] = sep ? s[i] : s[i] == ';' ? ':' : (s[i] == '\n' ? ' ' : s[i]);
	l->s[l->len] = '\0';
}

/*
 * The folded lines of event ev of p, in the order of their first sample: lines->strs[i]
 * was counted counts[i] times (an array the caller frees).
 */
static u64 *folded_lines(struct export_profile *p, int ev, struct export_strtab *lines)
{
	struct line l = { 0 };
	u64 *counts = NULL;
	size_t alloc = 0;
	u32 path[1024];

	for (u32 i = 0; i < p->nr_entries; i++) {
		const struct export_entry *e = &p->entries[i];
		u64 count = export_profile__counts(p, i)[2 * ev];
		u32 n = 0, idx;

		if (!count)
			continue;
		for (u32 nd = e->leaf; nd != EXPORT_NO_NODE && n < ARRAY_SIZE(path);
		     nd = p->nodes[nd].parent)
			path[n++] = p->nodes[nd].frame;
		l.len = 0;
		line_put(&l, p->threads[e->thread].comm, false);
		while (n-- > 0) {
			line_put(&l, ";", true);
			line_put(&l, export_profile__frame_name(p, &p->frames[path[n]]), false);
		}
		idx = export_strtab__add(lines, l.s);
		if (idx >= alloc) {
			size_t old = alloc;

			counts = grow_array(counts, &alloc, idx + 1, sizeof(*counts));
			memset(counts + old, 0, (alloc - old) * sizeof(*counts));
		}
		counts[idx] += count;
	}
	free(l.s);
	return counts;
}

int export_folded(struct export_profile *p, FILE *fp)
{
	struct export_strtab lines = { 0 };
	u64 *counts = folded_lines(p, export_profile__shown_event(p), &lines);
	struct outbuf *o = export_out__new(fp);
	int err;

	for (size_t i = 0; i < lines.nr; i++) {
		outbuf__puts(o, lines.strs[i]);
		outbuf__putc(o, ' ');
		outbuf__u64(o, counts[i]);
		outbuf__putc(o, '\n');
	}
	err = export_out__delete(o);
	export_strtab__exit(&lines);
	free(counts);
	return err;
}

int export_folded_diff(struct export_profile *base, int base_ev, struct export_profile *p, int ev,
		       FILE *fp)
{
	struct export_strtab lines = { 0 }, new_lines = { 0 };
	u64 *counts = folded_lines(base, base_ev, &lines);
	u64 *new_counts = folded_lines(p, ev, &new_lines);
	size_t nr_base = lines.nr;
	u64 *both = xcalloc(nr_base + new_lines.nr + 1, sizeof(*both));

	/* the baseline's lines in its order, then the new file's other lines in theirs */
	for (size_t i = 0; i < new_lines.nr; i++)
		both[export_strtab__add(&lines, new_lines.strs[i])] += new_counts[i];
	for (size_t i = 0; i < lines.nr; i++)
		fprintf(fp, "%s %llu %llu\n", lines.strs[i],
			(unsigned long long)(i < nr_base ? counts[i] : 0),
			(unsigned long long)both[i]);
	export_strtab__exit(&lines);
	export_strtab__exit(&new_lines);
	free(counts);
	free(new_counts);
	free(both);
	return ferror(fp) ? -EIO : 0;
}
