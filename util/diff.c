// SPDX-License-Identifier: GPL-2.0
/* The entries of two hists paired by name, compared and printed as perf diff does. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "util/color.h"
#include "util/diff.h"
#include "util/hist.h"
#include "util/symbol.h"

/* One hist entry of one side, under the names its row pairs by. */
struct diff_name {
	char *key; /* the key values' names, '\x1f' between them */
	struct hist_entry *he;
	u64 period;
	u32 side;
	u64 rank; /* place in its side's report order */
};

int diff_config__parse_compute(struct diff_config *cfg, const char *arg)
{
	if (!strcmp(arg, "delta")) {
		cfg->compute = DIFF_DELTA;
	} else if (!strcmp(arg, "delta-abs")) {
		cfg->compute = DIFF_DELTA_ABS;
	} else if (!strcmp(arg, "ratio")) {
		cfg->compute = DIFF_RATIO;
	} else if (!strncmp(arg, "wdiff", 5)) {
		char *end;

		/* wdiff:W_BASE,W_NEW, both given */
		if (arg[5] != ':')
			return -EINVAL;
		errno = 0;
		cfg->w_base = strtol(arg + 6, &end, 10);
		if (end == arg + 6 || *end != ',' || errno)
			return -EINVAL;
		arg = end + 1;
		cfg->w_new = strtol(arg, &end, 10);
		if (end == arg || *end || errno)
			return -EINVAL;
		cfg->compute = DIFF_WDIFF;
	} else {
		return -EINVAL;
	}
	return 0;
}

void diff__init(struct diff *d, const struct diff_config *cfg, const struct sort_config *sort)
{
	memset(d, 0, sizeof(*d));
	d->cfg = cfg;
	d->sort = sort;
}

void diff__exit(struct diff *d)
{
	for (size_t i = 0; i < d->nr_names; i++)
		free(d->names[i].key);
	free(d->names);
	free(d->entries);
	memset(d, 0, sizeof(*d));
}

/* The names an entry pairs by: its keys' (sort_key__pair_name), '\x1f' after each. */
static char *entry_key(const struct sort_config *sort, const struct hist_entry *he)
{
	size_t len = 0, alloc = 64;
	char *key = xmalloc(alloc);

	key[0] = '\0';
	for (int k = 0; k < sort->nr_keys; k++) {
		char buf[512];
		int n = sort_key__pair_name(sort->keys[k], he, buf, sizeof(buf));

		if (n < 0)
			n = 0;
		if ((size_t)n >= sizeof(buf))
			n = sizeof(buf) - 1;
		key = grow_array(key, &alloc, len + n + 2, 1);
		memcpy(key + len, buf, n);
		len += n;
		key[len++] = '\x1f';
		key[len] = '\0';
	}
	return key;
}

void diff__add_hists(struct diff *d, int side, struct hists *hists, u64 total)
{
	d->total[side] = total;
	for (u32 i = 0; i < hists->nr_entries; i++) {
		struct hist_entry *he = hists->entries[i];
		struct diff_name *n;

		d->names = grow_array(d->names, &d->alloc_names, d->nr_names + 1, sizeof(*d->names));
		n = &d->names[d->nr_names++];
		n->key = entry_key(d->sort, he);
		n->he = he;
		n->period = he->self.period;
		n->side = side;
		n->rank = i;
	}
}

static int name_cmp(const void *pa, const void *pb)
{
	const struct diff_name *a = pa, *b = pb;
	int r = strcmp(a->key, b->key);

	if (r)
		return r;
	if (a->side != b->side)
		return a->side < b->side ? -1 : 1;
	return a->rank < b->rank ? -1 : a->rank > b->rank;
}

static double percent(u64 period, u64 total)
{
	return total ? period * 100.0 / total : 0.0;
}

/* The computed column: delta in points, ratio, or weighted difference. */
static void diff_entry__compute(struct diff *d, struct diff_entry *e)
{
	const struct diff_config *cfg = d->cfg;
	const struct diff_side *b = &e->side[0], *n = &e->side[1];

	e->computed = false;
	if (!n->he)
		return; /* nothing to compare with: the column stays empty */
	switch (cfg->compute) {
	case DIFF_DELTA:
	case DIFF_DELTA_ABS:
		e->value = percent(n->period, d->total[1]) - percent(b->period, d->total[0]);
		e->computed = true;
		break;
	case DIFF_RATIO:
		/* without a baseline it is N/A, and such rows tie (an infinite ratio) */
		e->value = b->period ? (double)n->period / b->period : 0.0;
		e->computed = b->he && b->period;
		break;
	case DIFF_WDIFF:
		/* N/A without a baseline, but such rows still order by this value */
		e->value = (double)n->period * cfg->w_new - (double)b->period * cfg->w_base;
		e->computed = b->he != NULL;
		break;
	}
}

/*
 * Rows with a computed value first, by that value (its magnitude for delta-abs), then the
 * new-only rows that have none (N/A), then the baseline-only rows; -o 0: rows of the
 * baseline by its overhead, then the others by theirs. Ties keep the merged order.
 */
static int row_group(const struct diff_config *cfg, const struct diff_entry *e)
{
	if (cfg->order == 0)
		return e->side[0].he ? 0 : 1;
	if (e->computed)
		return 0;
	return e->side[1].he ? 1 : 2;
}

const struct hist_entry *diff_entry__row(const struct diff_entry *e)
{
	return e->side[0].he ? e->side[0].he : e->side[1].he;
}

bool diff_entry__percent(const struct diff *d, const struct diff_entry *e, int side, double *pct)
{
	if (!e->side[side].he)
		return false;
	*pct = percent(e->side[side].period, d->total[side]);
	return true;
}

struct hist_entry *diff_entry__side_next(const struct diff *d, const struct diff_entry *e, int side,
					 size_t *pos)
{
	while (*pos < e->nr_names) {
		const struct diff_name *n = &d->names[e->first_name + (*pos)++];

		if ((int)n->side == side)
			return n->he;
	}
	return NULL;
}

static int cmp_desc_u64(u64 a, u64 b)
{
	return a == b ? 0 : a > b ? -1 : 1;
}

static int cmp_desc_double(double a, double b)
{
	return a == b ? 0 : a > b ? -1 : 1;
}

/*
 * Within a group: -o 1 by the computed value (N/A rows by the value they would have with an
 * empty baseline, then their period), baseline-only rows by their baseline period; -o 0 by
 * the baseline period, rows that compare before those that do not. Then by the key values,
 * as perf report orders rows of equal overhead, then in the order the files listed them.
 */
static int entry_cmp(const void *pa, const void *pb, void *arg)
{
	const struct diff *d = arg;
	const struct diff_config *cfg = d->cfg;
	const struct diff_entry *a = pa, *b = pb;
	int ga = row_group(cfg, a), gb = row_group(cfg, b), r = 0;

	if (ga != gb)
		return ga < gb ? -1 : 1;
	if (cfg->order == 1 && ga <= 1) {
		double va = a->value, vb = b->value;

		if (cfg->compute == DIFF_DELTA_ABS) {
			va = fabs(va);
			vb = fabs(vb);
		}
		r = cmp_desc_double(va, vb);
		if (!r)
			r = cmp_desc_u64(a->side[ga].period, b->side[ga].period);
	} else if (cfg->order == 1 || ga == 0) {
		r = cmp_desc_u64(a->side[0].period, b->side[0].period);
		if (!r && cfg->order == 0 && a->computed != b->computed)
			r = a->computed ? -1 : 1;
		if (!r && cfg->order == 0)
			r = cmp_desc_double(a->value, b->value);
	} else {
		r = cmp_desc_u64(a->side[1].period, b->side[1].period);
	}
	if (!r)
		r = sort__output_cmp(d->sort, diff_entry__row(a), diff_entry__row(b));
	if (!r)
		r = a->order < b->order ? -1 : a->order > b->order;
	return r;
}

/*
 * Unresolved addresses merged into one row show the lowest (compared as Linux perf orders
 * them: by the sign of their difference, so kernel addresses come before user ones).
 */
static bool addr_before(u64 a, u64 b)
{
	return (s64)(a - b) < 0;
}

void diff__resort(struct diff *d)
{
	if (d->nr_names) /* (names is NULL when there are none) */
		qsort(d->names, d->nr_names, sizeof(*d->names), name_cmp);
	free(d->entries);
	d->entries = xcalloc(d->nr_names + 1, sizeof(*d->entries));
	d->nr_entries = 0;
	for (size_t i = 0; i < d->nr_names;) {
		struct diff_entry *e = &d->entries[d->nr_entries];
		u64 rank[2] = { 0, 0 };
		size_t j = i;

		memset(e, 0, sizeof(*e));
		e->first_name = i;
		/* a group's names come side 0 first, each side in its report order */
		for (; j < d->nr_names && !strcmp(d->names[j].key, d->names[i].key); j++) {
			const struct diff_name *n = &d->names[j];
			struct diff_side *s = &e->side[n->side];

			if (!s->he || (!n->he->sym && addr_before(n->he->ip, s->he->ip))) {
				s->he = n->he;
				rank[n->side] = n->rank;
			}
			s->period += n->period;
		}
		e->nr_names = j - i;
		i = j;
		/*
		 * Linux perf shows the baseline's entry (or the new file's, when the baseline
		 * has none) unless a filter hid it: the first of those it merged decides
		 */
		if (diff_entry__row(e)->filtered)
			continue;
		/* the merged order: the baseline's rows in its report order, then the new file's */
		e->order = e->side[0].he ? rank[0] : (1ULL << 48) + rank[1];
		diff_entry__compute(d, e);
		d->nr_entries++;
	}
	qsort_r(d->entries, d->nr_entries, sizeof(*d->entries), entry_cmp, d);
}

enum diff_col { DCOL_BASELINE, DCOL_BASE_PERIOD, DCOL_COMPUTE, DCOL_FORMULA, DCOL_PERIOD, DCOL_NR };

static const char *compute_header(const struct diff_config *cfg)
{
	switch (cfg->compute) {
	case DIFF_DELTA:
		return "Delta";
	case DIFF_DELTA_ABS:
		return "Delta Abs";
	case DIFF_RATIO:
		return "Ratio";
	case DIFF_WDIFF:
		return "Weighted diff";
	}
	return "";
}

static bool col_shown(const struct diff_config *cfg, enum diff_col c)
{
	switch (c) {
	case DCOL_BASE_PERIOD:
	case DCOL_PERIOD:
		return cfg->show_period;
	case DCOL_FORMULA:
		return cfg->show_formula;
	default:
		return true;
	}
}

static const char *col_header(const struct diff_config *cfg, enum diff_col c)
{
	static const char *const names[DCOL_NR] = { "Baseline", "Base period", NULL, "Formula",
						    "Period" };

	return c == DCOL_COMPUTE ? compute_header(cfg) : names[c];
}

static int col_width(const struct diff_config *cfg, enum diff_col c)
{
	switch (c) {
	case DCOL_BASELINE:
		return 8;
	case DCOL_BASE_PERIOD:
	case DCOL_PERIOD:
		return 14;
	case DCOL_COMPUTE:
		return cfg->compute == DIFF_DELTA ? 7 : cfg->compute == DIFF_DELTA_ABS ? 9 : 14;
	case DCOL_FORMULA:
		return 70;
	default:
		return 0;
	}
}

/*
 * The value of column c for row e, at the column's width: right-aligned, or with -t (sep)
 * as Linux perf prints it there: numbers left-aligned (percentages without their sign),
 * but ratios and weighted diffs still right-aligned. Blank when the row has no value. Its
 * heat: the colour the table gives it on a terminal (enum color_heat).
 */
static int col_value(struct diff *d, const struct diff_entry *e, enum diff_col c, bool sep,
		     char *buf, size_t size)
{
	const struct diff_config *cfg = d->cfg;
	const struct diff_side *b = &e->side[0], *n = &e->side[1];
	int w = col_width(cfg, c);
	char val[512];
	bool right = !sep;
	int heat = COLOR_COLD;

	val[0] = '\0';
	switch (c) {
	case DCOL_BASELINE:
		if (b->he) {
			double pct = percent(b->period, d->total[0]);

			snprintf(val, sizeof(val), sep ? "%.2f" : "%.2f%%", pct);
			heat = color__heat(pct);
		}
		break;
	case DCOL_BASE_PERIOD:
		snprintf(val, sizeof(val), "%llu", (unsigned long long)b->period);
		break;
	case DCOL_PERIOD:
		if (n->he)
			snprintf(val, sizeof(val), "%llu", (unsigned long long)n->period);
		break;
	case DCOL_COMPUTE:
		if (!n->he)
			break;
		if (!e->computed) {
			snprintf(val, sizeof(val), "N/A");
		} else if (cfg->compute == DIFF_RATIO) {
			snprintf(val, sizeof(val), "%f", e->value);
			right = true;
		} else if (cfg->compute == DIFF_WDIFF) {
			/* with -t, Linux perf leaves a zero weighted diff blank */
			if (!sep || e->value != 0)
				snprintf(val, sizeof(val), "%.0f", e->value);
			right = true;
		} else {
			snprintf(val, sizeof(val), "%+.2f%%", e->value);
		}
		if (e->computed)
			heat = color__heat(e->value);
		break;
	case DCOL_FORMULA:
		if (!n->he)
			break;
		if (cfg->compute == DIFF_RATIO)
			snprintf(val, sizeof(val), "%llu / %llu", (unsigned long long)n->period,
				 (unsigned long long)b->period);
		else if (cfg->compute == DIFF_WDIFF)
			snprintf(val, sizeof(val), "(%llu * %ld) - (%llu * %ld)",
				 (unsigned long long)n->period, cfg->w_new,
				 (unsigned long long)b->period, cfg->w_base);
		else
			snprintf(val, sizeof(val), "(%llu * 100 / %llu) - (%llu * 100 / %llu)",
				 (unsigned long long)n->period, (unsigned long long)d->total[1],
				 (unsigned long long)b->period, (unsigned long long)d->total[0]);
		break;
	default:
		break;
	}
	snprintf(buf, size, right ? "%*s" : "%-*s", w, val);
	return heat;
}

static void print_dots(FILE *fp, int w)
{
	while (w-- > 0)
		fputc('.', fp);
}

/*
 * A key value at its column's width, padded unless it ends the row, as perf report's (the
 * values a key pads itself stay padded).
 */
static int key_snprintf(enum sort_key key, const struct hist_entry *he, unsigned int width,
			bool last, char *buf, size_t size)
{
	int n = sort_key__snprintf(key, he, buf, size, width);

	if (n < 0)
		n = 0;
	if ((size_t)n >= size)
		n = size - 1;
	if (!last)
		while ((unsigned int)n < width && (size_t)n + 1 < size)
			buf[n++] = ' ';
	buf[n] = '\0';
	return n;
}

void diff__layout(const struct diff *d, struct diff_layout *l)
{
	const struct diff_config *cfg = d->cfg;
	const struct sort_config *sort = d->sort;

	/* the key columns printed: those a filter leaves with one value go, as in perf report */
	l->nr_keys = 0;
	for (int k = 0; k < sort->nr_keys; k++)
		if (!(cfg->hidden_keys & (1u << sort->keys[k])))
			l->keys[l->nr_keys++] = sort->keys[k];
	for (int k = 0; k < l->nr_keys; k++)
		l->width[k] = strlen(sort_key__header(l->keys[k]));
	for (size_t i = 0; i < d->nr_entries; i++) {
		const struct hist_entry *he = diff_entry__row(&d->entries[i]);

		for (int k = 0; k < l->nr_keys; k++) {
			unsigned int w = sort_key__entry_width(l->keys[k], he);

			/*
			 * the widths of the aligned layout as in perf report, but not with -t
			 * or a --dsos filter (as Linux perf)
			 */
			if (!cfg->field_sep && !cfg->dso_filter)
				w = max_t(unsigned int, w, sort_key__aligned_width(l->keys[k], he));
			if (w > l->width[k])
				l->width[k] = w;
		}
	}
}

void diff_line__exit(struct diff_line *line)
{
	free(line->buf);
	memset(line, 0, sizeof(*line));
}

/* Append gap, then text as the next column (of that heat). */
static void line_add(struct diff_line *line, const char *gap, const char *text, int heat)
{
	size_t g = strlen(gap), n = strlen(text);
	struct diff_col_span *col;

	line->buf = grow_array(line->buf, &line->alloc, line->len + g + n + 1, 1);
	memcpy(line->buf + line->len, gap, g);
	line->len += g;
	memcpy(line->buf + line->len, text, n);
	line->buf[line->len + n] = '\0';
	if (line->nr_cols < DIFF_MAX_COLS) {
		col = &line->cols[line->nr_cols++];
		col->start = line->len;
		col->len = n;
		col->heat = heat;
	}
	line->len += n;
}

static void line_reset(struct diff_line *line)
{
	line->len = 0;
	line->nr_cols = 0;
	line->buf = grow_array(line->buf, &line->alloc, 1, 1);
	line->buf[0] = '\0';
}

void diff__header_line(const struct diff *d, const struct diff_layout *l, struct diff_line *out)
{
	const struct diff_config *cfg = d->cfg;
	const char *gap = cfg->field_sep ? cfg->field_sep : "  ";
	char buf[128];
	bool first = true;

	line_reset(out);
	for (enum diff_col c = 0; c < DCOL_NR; c++) {
		if (!col_shown(cfg, c))
			continue;
		snprintf(buf, sizeof(buf), "%*s", col_width(cfg, c), col_header(cfg, c));
		/* the rows' first column: after two blanks, unless -t */
		line_add(out, first && cfg->field_sep ? "" : gap, buf, COLOR_COLD);
		first = false;
	}
	for (int k = 0; k < l->nr_keys; k++) {
		/* (as wide as the column's widest value) */
		char *key = xasprintf("%-*s", l->width[k], sort_key__header(l->keys[k]));

		line_add(out, gap, key, COLOR_COLD);
		free(key);
	}
}

void diff__row_line(struct diff *d, const struct diff_layout *l, const struct diff_entry *e,
		    struct diff_line *out)
{
	const struct diff_config *cfg = d->cfg;
	const char *sep = cfg->field_sep;
	const char *gap = sep ? sep : "  ";
	const struct hist_entry *he = diff_entry__row(e);
	char buf[4096];
	bool first = true;

	line_reset(out);
	for (enum diff_col c = 0; c < DCOL_NR; c++) {
		int heat;

		if (!col_shown(cfg, c))
			continue;
		heat = col_value(d, e, c, sep != NULL, buf, sizeof(buf));
		/* without -t, the first column's two leading spaces are part of the row */
		line_add(out, first && sep ? "" : gap, buf, heat);
		first = false;
	}
	for (int k = 0; k < l->nr_keys; k++) {
		key_snprintf(l->keys[k], he, l->width[k], k == l->nr_keys - 1, buf, sizeof(buf));
		line_add(out, gap, buf, COLOR_COLD);
	}
}

/* line on fp from byte at, each coloured column in its colour when color */
static void line_fprintf(const struct diff_line *line, size_t at, FILE *fp, bool color)
{
	for (int i = 0; i < line->nr_cols && color; i++) {
		const struct diff_col_span *col = &line->cols[i];
		const char *code = color__heat_code(col->heat);

		if (!*code)
			continue;
		fwrite(line->buf + at, 1, col->start - at, fp);
		fputs(code, fp);
		fwrite(line->buf + col->start, 1, col->len, fp);
		fputs(PERF_COLOR_RESET, fp);
		at = col->start + col->len;
	}
	fwrite(line->buf + at, 1, line->len - at, fp);
}

void diff__fprintf(struct diff *d, FILE *fp, bool show_header)
{
	const struct diff_config *cfg = d->cfg;
	bool color = !cfg->field_sep && color__enabled(fp);
	struct diff_layout l;
	struct diff_line line = { 0 };

	diff__layout(d, &l);
	if (show_header) {
		diff__header_line(d, &l, &line);
		/* over the rows' two leading blanks (-t: before the first column) */
		fputs("# ", fp);
		line_fprintf(&line, cfg->field_sep ? 0 : 2, fp, false);
		fputc('\n', fp);
		if (!cfg->field_sep) {
			bool first = true;

			fputs("# ", fp);
			for (enum diff_col c = 0; c < DCOL_NR; c++) {
				if (!col_shown(cfg, c))
					continue;
				if (!first)
					fputs("  ", fp);
				first = false;
				print_dots(fp, col_width(cfg, c));
			}
			for (int k = 0; k < l.nr_keys; k++) {
				fputs("  ", fp);
				print_dots(fp, l.width[k]);
			}
			fputs("\n#\n", fp);
		}
	}

	for (size_t i = 0; i < d->nr_entries; i++) {
		diff__row_line(d, &l, &d->entries[i], &line);
		line_fprintf(&line, 0, fp, color);
		fputc('\n', fp);
	}
	diff_line__exit(&line);
}
