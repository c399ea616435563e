// SPDX-License-Identifier: GPL-2.0
/*
 * The hist browser (util/browser.h). The rows (entries that pass the zooms, filter and
 * limit, in the chosen order, each followed by the call-graph frames its folding shows) are
 * rebuilt when something changes them, not on each key: moving costs O(1), painting
 * O(screen), a rebuild O(rows). The selection is the identity of its row (entry and frame),
 * so a rebuild (a fold, a refresh of perf top) keeps it where it was.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "util/annotate.h"
#include "util/browser-annotate.h"
#include "util/browser.h"
#include "util/build-id.h"
#include "util/callchain.h"
#include "util/dso.h"
#include "util/hashmap.h"
#include "util/hist-group.h"
#include "util/hist.h"
#include "util/map.h"
#include "util/sort.h"
#include "util/symbol.h"
#include "util/thread.h"
#include "util/tui-curses.h"

enum sort_by { BY_OUTPUT, BY_SAMPLES, BY_PERIOD, BY_NAME, BY_NR };
static const char *const sort_by_name[] = { "overhead", "samples", "period", "symbol" };

enum row_kind { ROW_ENTRY, ROW_CHAIN, ROW_TEXT };

struct row {
	struct hist_entry *he;
	const struct callchain_node *node; /* ROW_CHAIN: its frame */
	u32 text; /* ROW_TEXT: its line of cc_text (flat and folded graphs) */
	u16 indent; /* ROW_CHAIN: the column of its fold mark */
	char kind, mark; /* mark: '+' folded, '-' unfolded, ' ' nothing to fold */
	bool pct; /* ROW_CHAIN: the first frame of a branch that shows its share */
	u64 period, base; /* ... the branch's period, and what its share is of */
};

enum zoom_kind { ZOOM_THREAD, ZOOM_DSO };

struct browser {
	struct hists *hists;
	const char *evname;
	const struct hist_browser_ops *ops;
	struct tui_tick tick;
	/* folding: what E or C made of every row, and the rows toggled since (by pointer) */
	bool expand_all;
	struct hashmap folds;
	/* zooms, the last one undone first (Esc) */
	enum zoom_kind zooms[2];
	int nr_zooms;
	struct dso *zoom_dso;
	struct thread *zoom_thread;
	char filter[128];
	double percent_limit;
	bool filter_relative; /* F: percentages of what the zooms and filter leave */
	bool no_headers; /* H */
	bool verbose; /* V: call-graph frames with their DSO */
	int hscroll; /* Right: leading columns scrolled out */
	enum sort_by sort_by; /* ours: o */
	bool invert; /* ours: I, call graphs in the other order than -g's */
	struct callchain_store *inv_store; /* ... their trees, made when shown */
	struct hashmap inv_roots;
	/* rebuilt when rows_dirty */
	struct hist_entry **vis;
	size_t nr_vis, alloc_vis;
	u64 vis_period; /* their self periods' sum (F) */
	unsigned int width[SORT_MAX_COLS]; /* the columns' widths for them (fit_widths) */
	struct row *rows;
	size_t alloc_rows;
	char **cc_text;
	size_t nr_cc_text, alloc_cc_text;
	bool rows_dirty;
	struct tui_list list;
	/* the selection's identity, kept across rebuilds */
	struct hist_entry *sel_he;
	const struct callchain_node *sel_node;
	char msg[512];
	int ret;
	bool quit;
};

#define FOLD_SAME ((void *)1)
#define FOLD_TOGGLED ((void *)2)

bool hist_browser__usable(void)
{
	const char *term = getenv("TERM");

	return isatty(STDIN_FILENO) && isatty(STDOUT_FILENO) && term && *term &&
	       strcmp(term, "dumb") != 0;
}

/* --- folding --- */

static bool is_unfolded(struct browser *b, const void *p)
{
	return b->expand_all !=
	       (hashmap__find(&b->folds, (uintptr_t)p, NULL, NULL) == FOLD_TOGGLED);
}

static void set_unfolded(struct browser *b, const void *p, bool on)
{
	if (hashmap__set(&b->folds, (uintptr_t)p, NULL, NULL,
			 on != b->expand_all ? FOLD_TOGGLED : FOLD_SAME))
		snprintf(b->msg, sizeof(b->msg), "out of memory");
	b->rows_dirty = true;
}

/* E and C: every row unfolded or folded */
static void set_all(struct browser *b, bool unfolded)
{
	b->expand_all = unfolded;
	hashmap__exit(&b->folds);
	b->rows_dirty = true;
}

/* --- the rows --- */

static u64 entry_period(struct browser *b, struct hist_entry *he)
{
	return b->hists->cfg->children ? he->acc.period : he->self.period;
}

static bool graph_mode(const struct callchain_param *cc)
{
	return cc->mode == CHAIN_GRAPH_ABS || cc->mode == CHAIN_GRAPH_REL;
}

static bool entry_visible(struct browser *b, struct hist_entry *he)
{
	double pct = hists__percent(b->hists, entry_period(b, he));
	double limit = b->percent_limit;

	if (limit > 0 && pct < limit)
		return false;
	if (b->zoom_dso && he->dso != b->zoom_dso)
		return false;
	if (b->zoom_thread && he->thread != b->zoom_thread)
		return false;
	if (b->filter[0] && (!he->sym || !strstr(he->sym->name, b->filter)))
		return false;
	return true;
}

static int cmp_samples(const void *pa, const void *pb)
{
	const struct hist_entry *a = *(struct hist_entry *const *)pa,
				*b = *(struct hist_entry *const *)pb;

	return a->self.nr_events < b->self.nr_events ? 1 :
	       a->self.nr_events > b->self.nr_events ? -1 :
						       0;
}

static int cmp_period(const void *pa, const void *pb)
{
	const struct hist_entry *a = *(struct hist_entry *const *)pa,
				*b = *(struct hist_entry *const *)pb;

	return a->self.period < b->self.period ? 1 : a->self.period > b->self.period ? -1 : 0;
}

static int cmp_name(const void *pa, const void *pb)
{
	const struct hist_entry *a = *(struct hist_entry *const *)pa,
				*b = *(struct hist_entry *const *)pb;

	if (!a->sym || !b->sym)
		return !a->sym - !b->sym;
	return strcmp(a->sym->name, b->sym->name);
}

/* The parameters the entries' graphs are shown with (I: the other order). */
static struct callchain_param browser_cc(struct browser *b)
{
	struct callchain_param cp = *b->hists->cc;

	if (b->invert)
		cp.order = cp.order == ORDER_CALLER ? ORDER_CALLEE : ORDER_CALLER;
	return cp;
}

/* The entry's call-graph tree as shown: its own, or turned round (made once per entry). */
static struct callchain_root *entry_tree(struct browser *b, struct hist_entry *he)
{
	struct callchain_root *root;

	if (!he->callchain || !b->hists->cc || !b->ops->show_callchain)
		return NULL;
	if (!b->invert)
		return he->callchain;
	root = hashmap__find(&b->inv_roots, (uintptr_t)he, NULL, NULL);
	if (root)
		return root;
	if (!b->inv_store)
		b->inv_store = callchain_store__new();
	root = callchain_root__invert(he->callchain, b->inv_store, b->hists->cc->key);
	if (hashmap__add(&b->inv_roots, (uintptr_t)he, root))
		return NULL;
	return root;
}

/* The turned round trees are made again from the entries' (perf top changed them). */
static void drop_inverted(struct browser *b)
{
	hashmap__exit(&b->inv_roots);
	if (b->inv_store)
		callchain_store__delete(b->inv_store);
	b->inv_store = NULL;
}

static void add_row(struct browser *b, size_t *nr, struct row r)
{
	b->rows = grow_array(b->rows, &b->alloc_rows, *nr + 1, sizeof(*b->rows));
	b->rows[(*nr)++] = r;
}

/*
 * The rows of the branches br[0..n) at level (their marks in column level * 3), as Linux
 * perf folds them: a branch's first frame folds the rest of the branch when it has
 * siblings, its last one folds its children; a branch shows its share when it has
 * siblings or is not all of what is above it (parent_base).
 */
static void add_branches(struct browser *b, size_t *nr, struct hist_entry *he,
			 struct callchain_root *root, const struct callchain_param *cp,
			 struct callchain_branch *br, size_t n, int level, u64 parent_base)
{
	u64 total = hists__callchain_total(b->hists);

	for (size_t i = 0; i < n; i++) {
		struct callchain_branch *bb = &br[i], *kids;
		size_t nk = callchain_root__branches(root, bb, cp, total, &kids);
		bool need_pct = n > 1 || bb->period != parent_base, open = true, extra = false;

		for (u32 f = 0; f < bb->nr_frames; f++) {
			const struct callchain_node *node = callchain_branch__frame(bb, f);
			bool last = f + 1 == bb->nr_frames;
			bool foldable = last ? nk > 0 : f == 0 && n > 1;
			char mark = !foldable ? ' ' : is_unfolded(b, node) ? '-' : '+';

			if (f && need_pct)
				extra = true;
			add_row(b, nr,
				(struct row){ .he = he,
					      .node = node,
					      .kind = ROW_CHAIN,
					      .mark = mark,
					      .indent = level * 3 + (extra ? 3 : 0),
					      .pct = !f && need_pct,
					      .period = bb->period,
					      .base = cp->mode == CHAIN_GRAPH_REL ? parent_base :
										    total });
			if (mark == '+') {
				open = false;
				break;
			}
		}
		if (open && nk)
			add_branches(b, nr, he, root, cp, kids, nk, level + (extra ? 2 : 1),
				     bb->children_period);
		free(kids);
	}
}

static void free_cc_text(struct browser *b)
{
	for (size_t i = 0; i < b->nr_cc_text; i++)
		free(b->cc_text[i]);
	b->nr_cc_text = 0;
}

/* flat and folded graphs: the lines --stdio prints, as rows that do not fold */
static void add_text_rows(struct browser *b, size_t *nr, struct hist_entry *he,
			  struct callchain_root *root, const struct callchain_param *cp)
{
	char *text = NULL, *p, *nl;
	size_t len = 0;
	FILE *fp = open_memstream(&text, &len);

	if (!fp)
		return;
	callchain_root__fprintf(fp, root, cp, hists__callchain_total(b->hists), entry_period(b, he),
				b->ops->sort_by_sym_first && !b->invert);
	fclose(fp);
	for (p = text; p && *p; p = nl + 1) {
		nl = strchr(p, '\n');
		if (!nl)
			nl = p + strlen(p);
		if (nl > p) {
			b->cc_text = grow_array(b->cc_text, &b->alloc_cc_text, b->nr_cc_text + 1,
						sizeof(*b->cc_text));
			b->cc_text[b->nr_cc_text] = strndup(p, nl - p);
			add_row(b, nr,
				(struct row){
					.he = he, .kind = ROW_TEXT, .text = b->nr_cc_text++ });
		}
		if (!*nl)
			break;
	}
	free(text);
}

/* Whether the entry has a call graph to show (its '+'). */
static bool entry_foldable(struct browser *b, struct hist_entry *he)
{
	struct callchain_root *root = entry_tree(b, he);
	struct callchain_param cp;
	struct callchain_branch *br;
	size_t n;

	if (!root)
		return false;
	cp = browser_cc(b);
	if (!graph_mode(&cp))
		return true;
	n = callchain_root__branches(root, NULL, &cp, hists__callchain_total(b->hists), &br);
	free(br);
	return n > 0;
}

/* A key column measured again for the rows shown: not those formatted lazily (a lookup each) */
static bool col_refits(const struct sort_column *col)
{
	return col->kind == COL_KEY && col->key != SORT_SRCLINE && col->key != SORT_TRACE;
}

/*
 * Zoomed or filtered, the key columns are as wide as the rows shown need, as Linux perf
 * measures again the entries its filters keep; otherwise the hists' widths, for all of them.
 * With narrow_headers, always as the rows shown need, whatever their headers.
 */
static void fit_widths(struct browser *b)
{
	const struct sort_config *cfg = b->hists->cfg;
	bool unresolved = false;

	memcpy(b->width, b->hists->width, sizeof(b->width));
	if (!b->zoom_dso && !b->zoom_thread && !b->filter[0] && !b->ops->narrow_headers)
		return;
	for (int c = 0; c < cfg->nr_cols; c++)
		if (col_refits(&cfg->cols[c]))
			b->width[c] = b->ops->narrow_headers ?
					      0 :
					      strlen(hists__col_header(cfg, &cfg->cols[c]));
	for (size_t i = 0; i < b->nr_vis; i++) {
		unresolved |= !b->vis[i]->sym;
		for (int c = 0; c < cfg->nr_cols; c++) {
			unsigned int w;

			if (!col_refits(&cfg->cols[c]))
				continue;
			w = sort_key__entry_width(cfg->cols[c].key, b->vis[i]);
			if (w > b->width[c])
				b->width[c] = w;
		}
	}
	/* an unresolved symbol's address widens Shared Object, as in the hists' widths */
	for (int c = 0; unresolved && !cfg->field_sep && c < cfg->nr_cols; c++)
		if (col_refits(&cfg->cols[c]) && cfg->cols[c].key == SORT_DSO && b->width[c] < 16)
			b->width[c] = 16;
}

/* The browser's widths in the hists' place while it formats rows, and back (called twice). */
static void swap_widths(struct browser *b)
{
	unsigned int w[SORT_MAX_COLS];

	memcpy(w, b->hists->width, sizeof(w));
	memcpy(b->hists->width, b->width, sizeof(w));
	memcpy(b->width, w, sizeof(w));
}

static void build_rows(struct browser *b)
{
	struct hists *h = b->hists;
	size_t nr = 0;

	b->nr_vis = 0;
	b->vis_period = 0;
	for (u32 i = 0; i < h->nr_entries; i++)
		if (entry_visible(b, h->entries[i])) {
			b->vis = grow_array(b->vis, &b->alloc_vis, b->nr_vis + 1, sizeof(*b->vis));
			b->vis[b->nr_vis++] = h->entries[i];
			b->vis_period += h->entries[i]->self.period;
		}
	fit_widths(b);
	if (b->sort_by == BY_SAMPLES)
		qsort(b->vis, b->nr_vis, sizeof(*b->vis), cmp_samples);
	else if (b->sort_by == BY_PERIOD)
		qsort(b->vis, b->nr_vis, sizeof(*b->vis), cmp_period);
	else if (b->sort_by == BY_NAME)
		qsort(b->vis, b->nr_vis, sizeof(*b->vis), cmp_name);

	free_cc_text(b);
	for (size_t i = 0; i < b->nr_vis; i++) {
		struct hist_entry *he = b->vis[i];
		struct callchain_root *root;
		struct callchain_param cp;

		add_row(b, &nr, (struct row){ .he = he, .kind = ROW_ENTRY });
		if (!is_unfolded(b, he) || !(root = entry_tree(b, he)))
			continue;
		cp = browser_cc(b);
		if (graph_mode(&cp)) {
			struct callchain_branch *br;
			size_t n = callchain_root__branches(root, NULL, &cp,
							    hists__callchain_total(h), &br);

			add_branches(b, &nr, he, root, &cp, br, n, 1, entry_period(b, he));
			free(br);
		} else {
			add_text_rows(b, &nr, he, root, &cp);
		}
	}
	b->list.nr = nr;
	b->rows_dirty = false;
	/* the selected row again, or its entry's when its frame is folded away */
	if (b->sel_he) {
		size_t entry_row = (size_t)-1;

		for (size_t i = 0; i < nr; i++) {
			if (b->rows[i].he != b->sel_he)
				continue;
			if (b->rows[i].kind == ROW_ENTRY)
				entry_row = i;
			if (b->rows[i].node == b->sel_node &&
			    (b->sel_node || b->rows[i].kind == ROW_ENTRY)) {
				entry_row = i;
				break;
			}
		}
		if (entry_row != (size_t)-1)
			b->list.sel = entry_row;
	}
	if (b->list.sel >= nr)
		b->list.sel = nr ? nr - 1 : 0;
}

static size_t list_height(struct browser *b)
{
	int top = b->no_headers ? 1 : 2;

	return LINES > top + 1 ? LINES - top - 1 : 1;
}

static struct row *sel_row(struct browser *b)
{
	return b->list.sel < b->list.nr ? &b->rows[b->list.sel] : NULL;
}

/* After the selection moved: remember which row it is. */
static void note_selection(struct browser *b)
{
	struct row *r = sel_row(b);

	b->sel_he = r ? r->he : NULL;
	b->sel_node = r ? r->node : NULL;
}

/*
 * The rows changed under the selection (zoom, filter, E, C): back to the first. (A new
 * zoom or filter also folds every graph: set_all, as Linux perf's do.)
 */
static void select_first(struct browser *b)
{
	b->list.sel = b->list.top = 0;
	b->sel_he = NULL;
	b->sel_node = NULL;
	b->rows_dirty = true;
}

/* --- drawing --- */

static void title(struct browser *b, char *buf, size_t size, bool zooms, bool freq, bool extra)
{
	u64 nr_samples, total_period;
	size_t len;

	hists__event_counts(b->hists, &nr_samples, &total_period);
	len = tui__event_title(buf, size, nr_samples, b->evname, b->hists->group,
			       freq ? b->ops->freq : 0, total_period);
	if (zooms && b->zoom_thread && len < size) {
		const char *comm = b->zoom_thread->comm ? b->zoom_thread->comm : "";

		/* as Linux perf: the tid when the rows are per task */
		if (sort_config__is_sort_key(b->hists->cfg, SORT_PID) ||
		    sort_config__is_sort_key(b->hists->cfg, SORT_TID))
			len += snprintf(buf + len, size - len, ", Thread: %s(%d)", comm,
					b->zoom_thread->tid);
		else
			len += snprintf(buf + len, size - len, ", Thread: %s", comm);
	}
	if (zooms && b->zoom_dso && len < size)
		len += snprintf(buf + len, size - len, ", DSO: %s", b->zoom_dso->short_name);
	if (b->ops->event_label && len < size)
		len += snprintf(buf + len, size - len, " (%s)", b->ops->event_label);
	if (zooms && b->ops->nr_events > 1 && len < size)
		len += snprintf(buf + len, size - len, " [%d/%d, Tab: next]", b->ops->event_idx + 1,
				b->ops->nr_events);
	if (extra && b->ops->title_extra && len < size)
		b->ops->title_extra(b->ops->arg, buf + len, size - len);
}

/* A row's text in pieces of one colour each (the percentages coloured by their value). */
struct seg {
	int start, len;
	enum tui_color color;
};

struct line {
	char buf[2048];
	int len;
	struct seg segs[SORT_MAX_COLS + 2];
	int nr_segs;
};

static bool col_hidden(struct browser *b, int c)
{
	const struct sort_column *col = &b->hists->cfg->cols[c];

	/* zoomed into one DSO, its column says nothing (as Linux perf) */
	return b->zoom_dso && col->kind == COL_KEY && col->key == SORT_DSO;
}

static bool col_is_percent(const struct sort_column *col)
{
	return col->kind == COL_OVERHEAD || col->kind == COL_CHILDREN || col->kind == COL_SYS ||
	       col->kind == COL_USR || col->kind == COL_LATENCY ||
	       col->kind == COL_LATENCY_CHILDREN;
}

static enum tui_color heat(double pct)
{
	return pct >= 5.0 ? TUI_HOT : pct >= 0.5 ? TUI_WARM : TUI_NORMAL;
}

/*
 * Whether the rows begin with two columns for the fold marks: only where call graphs are
 * shown, as in Linux perf; a flat profile gives them to the last column.
 */
static bool fold_marks(const struct browser *b)
{
	return b->ops->show_callchain && b->hists->cc;
}

/*
 * full: a row or the header as --stdio lays them out ("  " before each column, columns
 * as wide as hists->width); into out without the hidden and the scrolled-out columns,
 * the percentages coloured when colored.
 */
static void cut_columns(struct browser *b, const char *full, struct line *out, bool colored)
{
	const struct sort_config *cfg = b->hists->cfg;
	int flen = (int)strlen(full), start = 0, skipped = 0;

	out->len = 0;
	out->nr_segs = 0;
	out->buf[0] = '\0';
	for (int c = 0; c < cfg->nr_cols && start < flen; c++) {
		int end = c + 1 < cfg->nr_cols ? start + 2 + (int)b->hists->width[c] : flen;
		int n;

		if (end > flen)
			end = flen;
		n = end - start;
		if (col_hidden(b, c) || skipped < b->hscroll) {
			if (!col_hidden(b, c))
				skipped++;
			start = end;
			continue;
		}
		/* the first column's two blanks are the fold marks' place */
		if (!out->len && !fold_marks(b) && n >= 2) {
			start += 2;
			n -= 2;
		}
		if (out->len + n >= (int)sizeof(out->buf))
			break;
		memcpy(out->buf + out->len, full + start, n);
		out->segs[out->nr_segs++] = (struct seg){ out->len, n,
							  colored && col_is_percent(&cfg->cols[c]) ?
								  heat(strtod(full + start, NULL)) :
								  TUI_NORMAL };
		out->len += n;
		out->buf[out->len] = '\0';
		start = end;
	}
}

static void header_line(struct browser *b, struct line *out)
{
	const struct sort_config *cfg = b->hists->cfg;
	char buf[1024];
	size_t len = 0;

	for (int c = 0; c < cfg->nr_cols && len < sizeof(buf); c++) {
		const struct sort_column *col = &cfg->cols[c];
		int w = b->width[c];
		const char *name = hists__col_header(cfg, col);

		if (col->kind == COL_KEY)
			len += snprintf(buf + len, sizeof(buf) - len, "  %-*.*s", w, w, name);
		else
			len += snprintf(buf + len, sizeof(buf) - len, "  %*s", w, name);
	}
	swap_widths(b);
	cut_columns(b, buf, out, false);
	swap_widths(b);
}

/*
 * F: the percentages of what is shown. The rows are formatted from the hists' totals, so
 * for that while the visible entries' sum stands in for the total (put back after).
 */
static u64 swap_total(struct browser *b, u64 total)
{
	u64 old = b->hists->total_period;

	b->hists->total_period = total;
	return old;
}

static bool relative(struct browser *b)
{
	return b->filter_relative && !b->hists->group &&
	       (b->zoom_dso || b->zoom_thread || b->filter[0] || b->percent_limit > 0);
}

static void row_line(struct browser *b, struct row *r, struct line *out, bool colored)
{
	char buf[2048];

	if (r->kind == ROW_ENTRY) {
		u64 saved = 0;
		bool rel = relative(b);

		if (rel)
			saved = swap_total(b, b->vis_period);
		swap_widths(b);
		hist_entry__snprintf(b->hists, r->he, NULL, buf, sizeof(buf));
		if (rel)
			swap_total(b, saved);
		cut_columns(b, buf, out, colored);
		swap_widths(b);
		/* '+' marks an entry whose graph can be expanded, '-' an expanded one */
		if (out->len && fold_marks(b))
			out->buf[0] = !entry_foldable(b, r->he) ? ' ' :
				      is_unfolded(b, r->he)	? '-' :
								  '+';
		return;
	}
	out->nr_segs = 0;
	if (r->kind == ROW_TEXT) {
		out->len = snprintf(out->buf, sizeof(out->buf), "%s", b->cc_text[r->text]);
	} else {
		char name[1024], pct[32] = "";
		const char *nm =
			callchain_node__name(r->node, b->hists->cc->key, name, sizeof(name));
		struct map *map = callchain_node__map(r->node);

		if (r->pct) {
			double v = r->base ? 100.0 * r->period / r->base : 0.0;

			if (b->hists->cc->value == CCVAL_PERIOD)
				snprintf(pct, sizeof(pct), "%" PRIu64 " ", r->period);
			else
				snprintf(pct, sizeof(pct), "%.2f%% ", v);
		}
		out->len = snprintf(out->buf, sizeof(out->buf), "%*s%c %s%s%s%s", r->indent, "",
				    r->mark, pct, nm, b->verbose && map && map->dso ? " " : "",
				    b->verbose && map && map->dso ? map->dso->short_name : "");
	}
	if (out->len >= (int)sizeof(out->buf))
		out->len = sizeof(out->buf) - 1;
	out->segs[out->nr_segs++] = (struct seg){ 0, out->len, TUI_NORMAL };
}

static void draw(struct browser *b)
{
	int height = list_height(b), y0 = b->no_headers ? 1 : 2;
	/* the last column: the scroll bar, once the selection shows */
	int width = b->list.shown && COLS > 1 ? COLS - 1 : COLS;
	char buf[1024];
	struct line line;

	if (b->rows_dirty)
		build_rows(b);
	tui_list__fit(&b->list, height);
	erase();
	title(b, buf, sizeof(buf), true, b->ops->title_freq, true);
	tui__print(0, 0, buf, TUI_TITLE, true);
	if (!b->no_headers) {
		header_line(b, &line);
		tui__print(1, 0, line.buf, TUI_TITLE, true);
	}
	for (int y = 0; y < height && b->list.top + y < b->list.nr; y++) {
		struct row *r = &b->rows[b->list.top + y];
		bool sel = b->list.top + y == b->list.sel && b->list.shown;

		row_line(b, r, &line, true);
		if (line.len > width)
			line.buf[line.len = width] = '\0';
		if (sel) {
			tui__print(y0 + y, 0, line.buf, TUI_SELECTED, false);
			for (int x = line.len; x < width; x++)
				tui__print(y0 + y, x, " ", TUI_SELECTED, false);
			continue;
		}
		for (int s = 0; s < line.nr_segs; s++) {
			int start = line.segs[s].start, len = line.segs[s].len;
			char piece[2048];

			if (start >= line.len)
				break;
			if (start + len > line.len)
				len = line.len - start;
			/* the fold mark before the first column keeps the normal colour */
			if (r->kind == ROW_ENTRY && start == 0 && len > 2 && fold_marks(b)) {
				snprintf(piece, sizeof(piece), "%.2s", line.buf);
				tui__print(y0 + y, 0, piece, TUI_NORMAL, false);
				start += 2;
				len -= 2;
			}
			snprintf(piece, sizeof(piece), "%.*s", len, line.buf + start);
			tui__print(y0 + y, start, piece, line.segs[s].color, false);
		}
	}
	if (width < COLS)
		tui__scrollbar(&b->list, y0, height, width);
	if (!b->list.nr)
		tui__print(y0, 0,
			   b->filter[0] || b->zoom_dso || b->zoom_thread || b->percent_limit > 0 ?
				   "  (no entries match: / with nothing, Esc, or L 0 to widen)" :
				   "  (no samples yet)",
			   TUI_NORMAL, false);
	/* the / filter in the status line: Linux perf's title does not name it either */
	if (!b->msg[0] && b->filter[0])
		snprintf(buf, sizeof(buf), "only the symbols containing '%s' (/ then Enter: all)",
			 b->filter);
	tui__status(b->msg[0] || !b->filter[0] ? b->msg : buf);
	refresh();
}

/* --- the views the keys open --- */

static const char help_text[] =
	"h/?/F1          this help\n"
	"UP/DOWN/PGUP\n"
	"PGDN/SPACE      move (the first of them only shows the selected row)\n"
	"HOME/END        the first/last row\n"
	"q/CTRL+C        quit\n"
	"ESC             undo the last zoom (none: asks whether to quit)\n"
	"RIGHT/LEFT      scroll the columns\n"
	"\n"
	"Several events:\n"
	"TAB/UNTAB       the next/previous event\n"
	"\n"
	"With symbols (--sort with sym):\n"
	"ENTER, m        the menu of the selected row: zooms, annotate, scripts, ...\n"
	"+, e            expand/collapse the selected row's call graph, one level\n"
	"c               collapse it\n"
	"E / C           expand / collapse every call graph\n"
	"a               annotate the selected row's symbol\n"
	"d               zoom into (or out of) the selected row's DSO\n"
	"t               zoom into (or out of) the selected row's thread\n"
	"k               zoom into the kernel\n"
	"S               zoom into a processor socket\n"
	"F               percentages of the rows shown / of all samples\n"
	"H               show/hide the column headers\n"
	"L               hide the rows under a percentage\n"
	"i               the data file's header\n"
	"P               print the rows to perf.hist.N\n"
	"r               run perf script on the samples\n"
	"s               switch to another data file of this directory\n"
	"V               the DSO of each call-graph frame\n"
	"/               show only the symbols containing a string (empty: all)\n"
	"0-9             sort a group's rows by its event n\n"
	"\n"
	"Keys of this perf (free in Linux perf's browser):\n"
	"j, CTRL+N       down;  CTRL+P  up;  g, G  the first/last row\n"
	"I               call graphs in the other order (caller/callee first)\n"
	"o               sort by the next column: overhead, samples, period, symbol\n"
	"\n"
	"Rows' percentages of 5% and more are red, of 0.5% and more green; '+' marks a call\n"
	"graph that can be expanded, '-' an expanded one.\n";

static int fill_help(void *arg, FILE *fp)
{
	struct browser *b = arg;

	fputs(help_text, fp);
	if (b->ops->help_extra)
		fprintf(fp, "\n%s", b->ops->help_extra);
	return 0;
}

static int fill_header(void *arg, FILE *fp)
{
	struct browser *b = arg;

	if (b->ops->header_info)
		b->ops->header_info(b->ops->arg, fp);
	else
		fputs("no header information\n", fp);
	return 0;
}

/* What a modal view's ticks said, for the main loop. */
static void after_view(struct browser *b, int flags);
static void refreshed(struct browser *b);

static void text_view(struct browser *b, const char *what, int (*fill)(void *arg, FILE *fp),
		      void *arg, bool any_key)
{
	int r = tui__text_view(what, &(struct tui_text_source){ fill, arg }, any_key, &b->tick);

	if (r < 0)
		snprintf(b->msg, sizeof(b->msg), "%s: %s", what, strerror(-r));
	else
		after_view(b, r);
}

/* The frame or entry a row names: its symbol and DSO. */
static void row_symbol(struct row *r, struct symbol **sym, struct dso **dso)
{
	if (r->kind == ROW_CHAIN) {
		struct map *map = callchain_node__map(r->node);

		*sym = callchain_node__sym(r->node);
		*dso = map ? map->dso : NULL;
	} else {
		*sym = r->he->sym;
		*dso = r->he->dso;
	}
}

static int annotate_samples(void *arg, struct dso *dso, struct symbol *sym, struct annotated_sym *s,
			    u64 *nr_samples, u64 *period)
{
	struct browser *b = arg;
	int err = addr_hits__symbol(b->ops->addr_hits, b->hists, dso, sym, s);

	*nr_samples = b->hists->nr_samples;
	*period = b->hists->total_period;
	return err;
}

static void annotate_title(void *arg, char *buf, size_t size)
{
	title(arg, buf, size, false, true, false);
}

/* sym has samples of its own (not only call-chain appearances) */
static bool has_samples(struct browser *b, struct dso *dso, struct symbol *sym)
{
	struct annotated_sym s;
	bool has;

	if (!b->ops->addr_hits || !sym || !dso ||
	    addr_hits__symbol(b->ops->addr_hits, b->hists, dso, sym, &s))
		return false;
	has = s.nr_hits > 0;
	free(s.hits);
	return has;
}

static void annotate(struct browser *b, struct row *r)
{
	struct annotate_browser_ops aops = {
		.arg = b,
		.samples = annotate_samples,
		.title = annotate_title,
		.tick = &b->tick,
		.live = b->ops->annotate_live,
	};
	struct symbol *sym;
	struct dso *dso;
	int ret;

	if (!r)
		return;
	row_symbol(r, &sym, &dso);
	if (!b->ops->addr_hits) {
		snprintf(b->msg, sizeof(b->msg), "annotate: not available");
		return;
	}
	if (!sym || !dso) {
		snprintf(b->msg, sizeof(b->msg), "annotate: no symbol on this row");
		return;
	}
	if (!has_samples(b, dso, sym)) {
		snprintf(b->msg, sizeof(b->msg),
			 "annotate: no samples in %s (it appears in call chains only)", sym->name);
		return;
	}
	ret = annotate_browser__run(&aops, dso, sym, b->msg, sizeof(b->msg));
	if (ret > 0)
		after_view(b, ret);
}

/* The zoom of that kind taken out of the order Esc undoes them in. */
static void zoom_remove(struct browser *b, enum zoom_kind kind)
{
	for (int i = 0; i < b->nr_zooms; i++)
		if (b->zooms[i] == kind) {
			memmove(&b->zooms[i], &b->zooms[i + 1],
				(b->nr_zooms - i - 1) * sizeof(*b->zooms));
			b->nr_zooms--;
			break;
		}
}

static void zoom_drop(struct browser *b, enum zoom_kind kind)
{
	zoom_remove(b, kind);
	if (kind == ZOOM_DSO)
		b->zoom_dso = NULL;
	else
		b->zoom_thread = NULL;
}

/* d, t (and k): zoom into what, a DSO or a thread; zoomed into one already: out of it */
static void zoom_toggle(struct browser *b, enum zoom_kind kind, void *what)
{
	if (kind == ZOOM_DSO ? b->zoom_dso != NULL : b->zoom_thread != NULL) {
		zoom_drop(b, kind);
	} else if (what) {
		if (kind == ZOOM_DSO)
			b->zoom_dso = what;
		else
			b->zoom_thread = what;
		zoom_remove(b, kind);
		b->zooms[b->nr_zooms++] = kind;
	} else {
		snprintf(b->msg, sizeof(b->msg), "no %s on this row",
			 kind == ZOOM_DSO ? "DSO" : "thread");
		return;
	}
	set_all(b, false);
	select_first(b);
}

/* k: the kernel's DSO, as an entry of these hists has it */
static void zoom_kernel(struct browser *b)
{
	for (u32 i = 0; i < b->hists->nr_entries; i++) {
		struct dso *dso = b->hists->entries[i]->dso;

		if (dso && dso->kind == DSO_KIND_KERNEL) {
			if (b->zoom_dso)
				zoom_drop(b, ZOOM_DSO);
			zoom_toggle(b, ZOOM_DSO, dso);
			return;
		}
	}
	snprintf(b->msg, sizeof(b->msg), "k: no samples in the kernel");
}

/* Esc: the last zoom undone; with none, whether to quit */
static void zoom_out(struct browser *b)
{
	int flags = 0;

	if (b->nr_zooms) {
		zoom_drop(b, b->zooms[b->nr_zooms - 1]);
		set_all(b, false);
		select_first(b);
		return;
	}
	if (tui__confirm("Nothing to zoom out of: quit?", &b->tick, &flags))
		b->quit = true;
	after_view(b, flags);
}

/* the fold of the selected row ('+', 'e'; 'c': only folding) */
static bool row_foldable(struct browser *b, struct row *r)
{
	return r && (r->kind == ROW_ENTRY ? b->ops->show_callchain && entry_foldable(b, r->he) :
					    r->kind == ROW_CHAIN && r->mark != ' ');
}

static void toggle_fold(struct browser *b, struct row *r, bool collapse_only)
{
	const void *key;

	if (!row_foldable(b, r)) {
		if (r && r->kind == ROW_ENTRY && !b->ops->show_callchain && !collapse_only)
			snprintf(b->msg, sizeof(b->msg), "no call graphs (record with -g)");
		return;
	}
	key = r->kind == ROW_ENTRY ? (const void *)r->he : (const void *)r->node;
	if (collapse_only && !is_unfolded(b, key))
		return;
	set_unfolded(b, key, !is_unfolded(b, key));
}

/* L: the percentage under which rows are hidden */
static void percent_limit(struct browser *b)
{
	char buf[64], *end;
	int flags = 0;
	double v;

	if (tui__prompt("Minimum percentage", "Hide the rows under this percentage:", buf,
			sizeof(buf), &b->tick, &flags)) {
		after_view(b, flags);
		return;
	}
	after_view(b, flags);
	v = strtod(buf, &end);
	if (end == buf || *end || v < 0 || v > 100 || isnan(v)) {
		snprintf(b->msg, sizeof(b->msg), "L: '%s' is not a percentage (0 to 100)", buf);
		return;
	}
	b->percent_limit = v;
	set_all(b, false);
	select_first(b);
}

/* /: the symbol filter */
static void symbol_filter(struct browser *b)
{
	char buf[sizeof(b->filter)];
	int flags = 0;

	if (!tui__prompt("Filter symbols", "Only the symbols containing this (empty: all):", buf,
			 sizeof(buf), &b->tick, &flags)) {
		snprintf(b->filter, sizeof(b->filter), "%s", buf);
		set_all(b, false);
		select_first(b);
	}
	after_view(b, flags);
}

/* P: the rows, as shown (all of them), into the first perf.hist.N that does not exist */
static void print_rows(struct browser *b)
{
	char path[32];
	struct line line;
	FILE *fp = NULL;
	int fd = -1;

	for (int n = 0; n < 1000 && fd < 0; n++) {
		snprintf(path, sizeof(path), "perf.hist.%d", n);
		fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
		if (fd < 0 && errno != EEXIST)
			break;
	}
	if (fd >= 0)
		fp = fdopen(fd, "w");
	if (!fp) {
		snprintf(b->msg, sizeof(b->msg), "P: %s: %s", fd < 0 ? "perf.hist.N" : path,
			 strerror(errno));
		if (fd >= 0)
			close(fd);
		return;
	}
	for (size_t i = 0; i < b->list.nr; i++) {
		row_line(b, &b->rows[i], &line, false);
		while (line.len && line.buf[line.len - 1] == ' ')
			line.buf[--line.len] = '\0';
		fprintf(fp, "%s\n", line.buf);
	}
	if (fclose(fp))
		snprintf(b->msg, sizeof(b->msg), "P: %s: %s", path, strerror(errno));
	else
		snprintf(b->msg, sizeof(b->msg), "%s written", path);
}

/*
 * This perf run with args (the caller's binary, so what it shows is what this version does),
 * its output and errors into fp, at most max bytes of them. 0 or -errno.
 */
static int run_perf(FILE *fp, const char *const *args, size_t max)
{
	const char *argv[32];
	int n = 0, status, pfd[2];
	size_t got = 0;
	char buf[8192];
	ssize_t len;
	pid_t pid;

	argv[n++] = perf_exe_path();
	for (int i = 0; args[i] && n < 31; i++)
		argv[n++] = args[i];
	argv[n] = NULL;
	if (pipe(pfd))
		return -errno;
	fflush(fp);
	pid = fork();
	if (pid < 0) {
		int err = -errno;

		close(pfd[0]);
		close(pfd[1]);
		return err;
	}
	if (pid == 0) {
		int null = open("/dev/null", O_RDONLY);

		if (null >= 0)
			dup2(null, 0);
		dup2(pfd[1], 1);
		dup2(pfd[1], 2);
		close(pfd[0]);
		close(pfd[1]);
		setenv("PERF_PAGER", "cat", 1);
		execv(argv[0], (char *const *)argv);
		_exit(127);
	}
	close(pfd[1]);
	while ((len = read(pfd[0], buf, sizeof(buf))) > 0) {
		if (got < max)
			fwrite(buf, 1, got + len > max ? max - got : (size_t)len, fp);
		got += len;
		if (got >= max) {
			/* enough to read: the rest is not waited for */
			kill(pid, SIGTERM);
			break;
		}
	}
	close(pfd[0]);
	if (got >= max)
		fprintf(fp, "\n[... cut at %zu MB]\n", max >> 20);
	if (waitpid(pid, &status, 0) < 0)
		return -errno;
	return 0;
}

struct script_run {
	const char *args[16];
};

static int fill_script(void *arg, FILE *fp)
{
	/* what the text view holds: a screenful of lines is plenty, 64 MB at most */
	return run_perf(fp, ((struct script_run *)arg)->args, 64 << 20);
}

/*
 * r (and the menu's scripts): perf script on the file's samples (of sym only when given),
 * the way chosen from a menu, its output in a text view.
 */
static void scripts(struct browser *b, const char *sym)
{
	static const char *const ways[] = {
		"Show individual samples",
		"Show individual samples with assembler",
		"Show individual samples with source",
		"Show samples with custom perf script arguments",
	};
	struct script_run run = { { "script", "-i", b->ops->input } };
	char custom[256], what[300];
	int n = 3, flags = 0, k;

	if (!b->ops->input) {
		snprintf(b->msg, sizeof(b->msg),
			 "r: perf script needs a data file (a live session has none)");
		return;
	}
	k = tui__menu(ways, 4, &b->tick, &flags);
	after_view(b, flags);
	if (k < 0 || b->quit)
		return;
	if (k == 1) {
		run.args[n++] = "-F";
		run.args[n++] = "+insn";
	} else if (k == 2) {
		run.args[n++] = "-F";
		run.args[n++] = "+srcline";
	} else if (k == 3) {
		if (tui__prompt("perf script arguments", "Arguments added to perf script -i FILE:",
				custom, sizeof(custom), &b->tick, &flags)) {
			after_view(b, flags);
			return;
		}
		/* one argument per word */
		for (char *save, *w = strtok_r(custom, " ", &save); w && n < 14;
		     w = strtok_r(NULL, " ", &save))
			run.args[n++] = w;
	}
	if (sym) {
		run.args[n++] = "-S";
		run.args[n++] = sym;
	}
	run.args[n] = NULL;
	snprintf(what, sizeof(what), "perf script%s%s: %s", sym ? " -S " : "", sym ? sym : "",
		 ways[k]);
	text_view(b, what, fill_script, &run, false);
}

/* a perf.data file (either byte order): its magic */
static bool is_data_file(const char *path)
{
	char magic[8];
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	bool ok;

	if (fd < 0)
		return false;
	ok = read(fd, magic, sizeof(magic)) == sizeof(magic) &&
	     (!memcmp(magic, "PERFILE2", 8) || !memcmp(magic, "2ELIFREP", 8));
	close(fd);
	return ok;
}

/* s: a menu of this directory's data files; the one taken is reported to the caller */
static void switch_file(struct browser *b)
{
	char **names = NULL;
	size_t nr = 0, alloc = 0;
	struct dirent *de;
	DIR *dir;
	int k, flags = 0;

	if (!b->ops->switch_path) {
		snprintf(b->msg, sizeof(b->msg), "s: there is no data file to switch from here");
		return;
	}
	dir = opendir(".");
	if (!dir) {
		snprintf(b->msg, sizeof(b->msg), "s: .: %s", strerror(errno));
		return;
	}
	while ((de = readdir(dir))) {
		if (de->d_name[0] == '.' || !is_data_file(de->d_name))
			continue;
		names = grow_array(names, &alloc, nr + 1, sizeof(*names));
		names[nr++] = xstrdup(de->d_name);
	}
	closedir(dir);
	if (!nr) {
		snprintf(b->msg, sizeof(b->msg), "s: no perf.data files in this directory");
		free(names);
		return;
	}
	/* (in the directory's order, as Linux perf lists them) */
	k = tui__menu((const char *const *)names, (int)nr, &b->tick, &flags);
	after_view(b, flags);
	if (k >= 0 && !b->quit) {
		snprintf(b->ops->switch_path, b->ops->switch_path_size, "%s", names[k]);
		b->ret = HIST_BROWSER_SWITCH;
		b->quit = true;
	}
	for (size_t i = 0; i < nr; i++)
		free(names[i]);
	free(names);
}

static int fill_map(void *arg, FILE *fp)
{
	struct dso *dso = arg;
	char bid[128];

	fprintf(fp, "%s\n", dso->long_name);
	if (dso->bid.size && build_id__sprintf(&dso->bid, bid) > 0)
		fprintf(fp, "build id: %s\n", bid);
	if (dso->symsrc_path)
		fprintf(fp, "symbols from: %s\n", dso->symsrc_path);
	dso__load(dso);
	fprintf(fp, "%zu symbols:\n", dso->symtab.nr);
	for (size_t i = 0; i < dso->symtab.nr; i++) {
		const struct symbol *s = symtab__at(&dso->symtab, i);

		fprintf(fp, "%016" PRIx64 " %016" PRIx64 " %c %s\n", s->start, symbol__end(s),
			s->binding == 0 ? 'l' :
			s->binding == 2 ? 'w' :
					  'g',
			s->name);
	}
	return 0;
}

enum menu_action {
	ACT_ANNOTATE,
	ACT_THREAD,
	ACT_DSO,
	ACT_FOLD,
	ACT_MAP,
	ACT_SCRIPT_SYM,
	ACT_SCRIPT_ALL,
	ACT_SWITCH,
	ACT_EXIT,
};

/* Enter, m: what can be done with the selected row */
static void menu(struct browser *b, struct row *r)
{
	char text[9][320];
	const char *items[9];
	enum menu_action acts[9];
	struct symbol *sym = NULL;
	struct dso *dso = NULL;
	struct thread *thread = r ? r->he->thread : NULL;
	int n = 0, k, flags = 0;

	if (r)
		row_symbol(r, &sym, &dso);
#define ITEM(act, ...)                                           \
	do {                                                     \
		snprintf(text[n], sizeof(text[n]), __VA_ARGS__); \
		items[n] = text[n];                              \
		acts[n++] = act;                                 \
	} while (0)
	if (sym && has_samples(b, dso, sym))
		ITEM(ACT_ANNOTATE, "Annotate %s", sym->name);
	if (thread)
		ITEM(ACT_THREAD, "Zoom %s %s thread", b->zoom_thread ? "out of" : "into",
		     b->zoom_thread ? (b->zoom_thread->comm ? b->zoom_thread->comm : "") :
				      (thread->comm ? thread->comm : ""));
	if (dso || b->zoom_dso) {
		struct dso *d = b->zoom_dso ? b->zoom_dso : dso;

		ITEM(ACT_DSO, "Zoom %s %s DSO (k: straight into the kernel)",
		     b->zoom_dso ? "out of" : "into",
		     d->kind == DSO_KIND_KERNEL ? "the kernel" : d->short_name);
	}
	if (row_foldable(b, r))
		ITEM(ACT_FOLD, "%s [%s] call graph (one level, as '+'; 'e', 'c' too)",
		     r->kind == ROW_CHAIN  ? (r->mark == '-' ? "Collapse" : "Expand") :
		     is_unfolded(b, r->he) ? "Collapse" :
					     "Expand",
		     sym ? sym->name : "?");
	if (dso)
		ITEM(ACT_MAP, "List the symbols of %s (its map)", dso->short_name);
	if (b->ops->input) {
		if (sym)
			ITEM(ACT_SCRIPT_SYM, "perf script on the samples of [%s]", sym->name);
		ITEM(ACT_SCRIPT_ALL, "perf script on every sample");
	}
	if (b->ops->switch_path)
		ITEM(ACT_SWITCH, "Open another data file of this directory");
	ITEM(ACT_EXIT, "Quit");
#undef ITEM
	k = tui__menu(items, n, &b->tick, &flags);
	after_view(b, flags);
	if (k < 0 || b->quit)
		return;
	switch (acts[k]) {
	case ACT_ANNOTATE:
		annotate(b, r);
		break;
	case ACT_THREAD:
		zoom_toggle(b, ZOOM_THREAD, thread);
		break;
	case ACT_DSO:
		zoom_toggle(b, ZOOM_DSO, dso);
		break;
	case ACT_FOLD:
		toggle_fold(b, r, false);
		break;
	case ACT_MAP:
		text_view(b, dso->long_name, fill_map, dso, false);
		break;
	case ACT_SCRIPT_SYM:
		scripts(b, sym->name);
		break;
	case ACT_SCRIPT_ALL:
		scripts(b, NULL);
		break;
	case ACT_SWITCH:
		switch_file(b);
		break;
	case ACT_EXIT:
		b->quit = true;
		break;
	}
}

/* 0-9: a group's rows sorted by its event n first */
static void sort_by_member(struct browser *b, int n)
{
	struct hist_group *g = b->hists->group;

	if (!g) {
		snprintf(b->msg, sizeof(b->msg),
			 "%d: sorting by an event of a group needs a group (--group)", n);
		return;
	}
	if (n >= g->nr) {
		snprintf(b->msg, sizeof(b->msg), "%d: the group has %d events (0-%d)", n, g->nr,
			 g->nr - 1);
		return;
	}
	g->sort_idx = n;
	hists__output_resort(b->hists);
	select_first(b);
}

/* The entries, tasks and DSOs were all replaced (perf top): forget our pointers. */
static void browser__reset(struct browser *b)
{
	b->zoom_dso = NULL;
	b->zoom_thread = NULL;
	b->nr_zooms = 0;
	b->sel_he = NULL;
	b->sel_node = NULL;
	hashmap__exit(&b->folds);
	drop_inverted(b);
	b->list.sel = b->list.top = 0;
	b->rows_dirty = true;
}

static void after_view(struct browser *b, int flags)
{
	if (flags & TUI_LEAVE)
		b->quit = true;
	if (flags & TUI_RESET)
		browser__reset(b);
	/* a refresh came meanwhile: the rows are the new ones */
	if (flags & TUI_REDRAW)
		refreshed(b);
}

/* perf top refreshed the hists: the rows (and the trees turned round) are made again */
static void refreshed(struct browser *b)
{
	b->rows_dirty = true;
	if (b->invert)
		drop_inverted(b);
}

static void browser__exit(struct browser *b)
{
	free_cc_text(b);
	free(b->cc_text);
	free(b->rows);
	free(b->vis);
	hashmap__exit(&b->folds);
	drop_inverted(b);
}

/* One key of the main view. */
static void handle_key(struct browser *b, int ch)
{
	const struct hist_browser_ops *ops = b->ops;
	struct row *r = sel_row(b);

	switch (ch) {
	case 'q':
	case 'Q':
	case TUI_CTRL('c'):
		b->quit = true;
		break;
	case '\t':
	case KEY_BTAB:
		if (ops->nr_events > 1) {
			b->ret = ch == '\t' ? HIST_BROWSER_NEXT_EVENT : HIST_BROWSER_PREV_EVENT;
			b->quit = true;
		}
		break;
	case KEY_RIGHT:
		if (b->hscroll + 1 < b->hists->cfg->nr_cols)
			b->hscroll++;
		break;
	case KEY_LEFT:
		if (b->hscroll)
			b->hscroll--;
		break;
	case '\n':
	case '\r':
	case KEY_ENTER:
	case 'm':
		menu(b, r);
		break;
	case '+':
	case 'e':
		toggle_fold(b, r, false);
		break;
	case 'c':
		toggle_fold(b, r, true);
		break;
	case 'E':
	case 'C':
		if (!ops->show_callchain) {
			snprintf(b->msg, sizeof(b->msg), "no call graphs (record with -g)");
			break;
		}
		set_all(b, ch == 'E');
		select_first(b);
		break;
	case 'I':
		if (!ops->show_callchain || !b->hists->cc)
			break;
		b->invert = !b->invert;
		drop_inverted(b);
		hashmap__exit(&b->folds);
		b->rows_dirty = true;
		snprintf(b->msg, sizeof(b->msg), "call graphs: %s first",
			 (b->hists->cc->order == ORDER_CALLER) != b->invert ? "caller" : "callee");
		break;
	case 'a':
		annotate(b, r);
		break;
	case 'd': {
		struct symbol *sym;
		struct dso *dso = NULL;

		if (r)
			row_symbol(r, &sym, &dso);
		zoom_toggle(b, ZOOM_DSO, dso);
		break;
	}
	case 't':
		zoom_toggle(b, ZOOM_THREAD, r ? r->he->thread : NULL);
		break;
	case 'k':
		zoom_kernel(b);
		break;
	case 'S':
		snprintf(
			b->msg, sizeof(b->msg),
			"S: zooming into a processor socket needs a socket sort key (not in this perf)");
		break;
	case 27:
		zoom_out(b);
		break;
	case '/':
		symbol_filter(b);
		break;
	case 'L':
		percent_limit(b);
		break;
	case 'F':
		b->filter_relative = !b->filter_relative;
		snprintf(b->msg, sizeof(b->msg), "percentages of %s",
			 b->filter_relative ? "the rows shown (when zoomed or filtered)" :
					      "all samples");
		break;
	case 'H':
		b->no_headers = !b->no_headers;
		break;
	case 'V':
		b->verbose = !b->verbose;
		break;
	case 'o':
		b->sort_by = (b->sort_by + 1) % BY_NR;
		snprintf(b->msg, sizeof(b->msg), "sorted by %s", sort_by_name[b->sort_by]);
		select_first(b);
		break;
	case 'P':
		print_rows(b);
		break;
	case 'r':
		scripts(b, NULL);
		break;
	case 's':
		switch_file(b);
		break;
	case 'i':
		text_view(b, "Header information", fill_header, b, false);
		break;
	case 'h':
	case '?':
	case KEY_F(1):
		text_view(b, "Help", fill_help, b, true);
		break;
	case KEY_RESIZE:
		break;
	default:
		if (ch >= '0' && ch <= '9')
			sort_by_member(b, ch - '0');
		break;
	}
}

static int tick(void *arg)
{
	struct browser *b = arg;

	return b->ops->tick ? b->ops->tick(b->ops->arg) : 0;
}

int hist_browser__run(struct hists *hists, const char *evname, const struct hist_browser_ops *ops)
{
	struct browser b = {
		.hists = hists,
		.evname = evname,
		.ops = ops,
		.percent_limit = ops->percent_limit,
		.rows_dirty = true,
	};
	struct tui tui;
	int err;

	b.tick = (struct tui_tick){ ops->tick ? tick : NULL, &b };
	err = tui__start(&tui);
	if (err)
		return err;
	for (bool dirty = true; !b.quit;) {
		int ch;

		if (dirty)
			draw(&b);
		dirty = true;
		ch = tui__key(&b.tick);
		b.msg[0] = '\0';
		if (ch == TUI_INTR)
			break;
		if (ch == ERR) {
			int r = tui__run_tick(&b.tick);

			if (r & TUI_LEAVE)
				break;
			if (r & TUI_RESET)
				browser__reset(&b);
			dirty = r & (TUI_REDRAW | TUI_RESET);
			if (dirty)
				refreshed(&b);
			continue;
		}
		if (b.rows_dirty)
			build_rows(&b);
		if (tui_list__key(&b.list, ch, list_height(&b), true)) {
			note_selection(&b);
			continue;
		}
		handle_key(&b, ch);
	}
	tui__stop(&tui);
	browser__exit(&b);
	return b.ret;
}
