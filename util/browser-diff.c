// SPDX-License-Identifier: GPL-2.0
/*
 * perf diff's browser (util/browser-diff.h). The rows are the table's: util/diff.c lays
 * each out (the text diff__fprintf prints, each column's heat beside it), and this file
 * only cuts, colours and moves through them, with the terminal's widgets (util/tui.h): the
 * list's selection and scroll bar, the filter's prompt, the text views of the help and of
 * the call graphs.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "util/browser-diff.h"
#include "util/callchain.h"
#include "util/color.h"
#include "util/diff.h"
#include "util/hist.h"
#include "util/sort.h"
#include "util/symbol.h"
#include "util/tui-curses.h"
#include "util/tui.h"

/* the table's gap before each column (the browser does not take -t) */
#define GAP 2

struct dbrowser {
	struct diff_browser_event *events;
	int nr_events, cur;
	const struct diff_browser_files *files;
	struct diff_layout layout;
	struct diff_line line;
	/* the rows the filter leaves, indexes into the event's diff entries */
	size_t *vis;
	size_t nr_vis, alloc_vis;
	struct tui_list list;
	char filter[128];
	int hscroll; /* leading columns scrolled out (Right, Left) */
	char msg[256];
	bool quit;
};

static struct diff *cur_diff(struct dbrowser *b)
{
	return b->events[b->cur].diff;
}

static bool row_visible(struct dbrowser *b, const struct diff_entry *e)
{
	const struct hist_entry *he = diff_entry__row(e);

	/* as the hist browser's /: the symbols containing the string */
	return !b->filter[0] || (he->sym && strstr(he->sym->name, b->filter));
}

/* The rows again (another event or filter): the selection stays on its entry if shown. */
static void build_rows(struct dbrowser *b)
{
	struct diff *d = cur_diff(b);
	const struct diff_entry *sel = b->list.sel < b->nr_vis ? &d->entries[b->vis[b->list.sel]] :
								 NULL;
	size_t new_sel = 0;

	b->nr_vis = 0;
	b->vis = grow_array(b->vis, &b->alloc_vis, d->nr_entries + 1, sizeof(*b->vis));
	for (size_t i = 0; i < d->nr_entries; i++) {
		if (!row_visible(b, &d->entries[i]))
			continue;
		if (&d->entries[i] == sel)
			new_sel = b->nr_vis;
		b->vis[b->nr_vis++] = i;
	}
	b->list.nr = b->nr_vis;
	b->list.sel = new_sel;
	b->list.top = 0;
}

static void set_event(struct dbrowser *b, int idx)
{
	b->cur = idx;
	b->list.sel = (size_t)-1; /* a new event: its first row */
	b->hscroll = 0;
	diff__layout(cur_diff(b), &b->layout);
	build_rows(b);
}

static size_t list_height(void)
{
	/* the title, the header and the status line */
	return LINES > 4 ? (size_t)LINES - 3 : 1;
}

/* --- drawing --- */

static enum tui_color heat_color(int heat)
{
	return heat == COLOR_HOT ? TUI_HOT : heat == COLOR_WARM ? TUI_WARM : TUI_NORMAL;
}

/* Where the text starts once hscroll columns are scrolled out (their gap kept). */
static size_t line_offset(struct dbrowser *b, const struct diff_line *l)
{
	int c = b->hscroll < l->nr_cols ? b->hscroll : l->nr_cols - 1;

	return c > 0 && l->cols[c].start >= GAP ? l->cols[c].start - GAP : 0;
}

/* Line l on row y, from column off, width columns at most, its columns coloured. */
static void draw_line(const struct diff_line *l, size_t off, int y, int width, bool selected)
{
	char *text = l->buf + (off < l->len ? off : l->len);
	size_t len = l->len - (off < l->len ? off : l->len);
	char save;

	if ((int)len > width)
		len = width;
	save = text[len];
	text[len] = '\0';
	if (selected) {
		tui__print(y, 0, text, TUI_SELECTED, false);
		for (int x = (int)len; x < width; x++)
			tui__print(y, x, " ", TUI_SELECTED, false);
		text[len] = save;
		return;
	}
	tui__print(y, 0, text, TUI_NORMAL, false);
	text[len] = save;
	for (int c = 0; c < l->nr_cols; c++) {
		const struct diff_col_span *col = &l->cols[c];
		size_t start = col->start, end = col->start + col->len;
		char piece[512];

		if (col->heat == COLOR_COLD || end <= off)
			continue;
		if (start < off)
			start = off;
		if (start - off >= (size_t)width)
			break;
		if (end - off > (size_t)width)
			end = off + width;
		snprintf(piece, sizeof(piece), "%.*s", (int)(end - start), l->buf + start);
		tui__print(y, (int)(start - off), piece, heat_color(col->heat), false);
	}
}

static void title(struct dbrowser *b, char *buf, size_t size)
{
	const struct diff_browser_event *ev = &b->events[b->cur];
	size_t len = 0;

	for (int side = 0; side < 2 && len < size; side++) {
		const struct hists *h = ev->hists[side];

		len += snprintf(buf + len, size - len, "%s%s: %s", side ? ", " : "",
				side ? "New" : "Baseline", b->files->path[side]);
		if (h && len < size)
			len += snprintf(buf + len, size - len, " (%llu samples)",
					(unsigned long long)h->nr_samples);
	}
	if (len < size)
		len += snprintf(buf + len, size - len, ", event '%s'", ev->name);
	if (b->nr_events > 1 && len < size)
		snprintf(buf + len, size - len, " [%d/%d, Tab: next]", b->cur + 1, b->nr_events);
}

static void draw(struct dbrowser *b)
{
	struct diff *d = cur_diff(b);
	size_t height = list_height();
	/* the last column: the scroll bar */
	int width = COLS > 1 ? COLS - 1 : COLS, y0 = 2;
	char buf[1024];
	size_t off;

	tui_list__fit(&b->list, height);
	erase();
	title(b, buf, sizeof(buf));
	tui__print(0, 0, buf, TUI_TITLE, true);
	/* the headers, each above its column */
	diff__header_line(d, &b->layout, &b->line);
	off = line_offset(b, &b->line);
	tui__print(1, 0, b->line.buf + (off < b->line.len ? off : b->line.len), TUI_TITLE, true);
	for (size_t y = 0; y < height && b->list.top + y < b->nr_vis; y++) {
		size_t r = b->list.top + y;

		diff__row_line(d, &b->layout, &d->entries[b->vis[r]], &b->line);
		draw_line(&b->line, line_offset(b, &b->line), y0 + (int)y, width, r == b->list.sel);
	}
	if (width < COLS)
		tui__scrollbar(&b->list, y0, (int)height, width);
	if (!b->nr_vis)
		tui__print(y0, 0,
			   b->filter[0] ?
				   "  (no symbol matches: / with nothing, or Esc, for all rows)" :
				   "  (no samples in either file)",
			   TUI_NORMAL, false);
	if (!b->msg[0] && b->filter[0])
		snprintf(b->msg, sizeof(b->msg),
			 "only the symbols containing '%s' (/ then Enter, or Esc: all)", b->filter);
	tui__status(b->msg);
	refresh();
}

/* --- the views --- */

static const char help_text[] =
	"The rows of perf diff --stdio: each file's share and the change, paired by name.\n"
	"\n"
	"UP/DOWN, k/j    move one row (also CTRL+P/CTRL+N)\n"
	"PGUP/PGDN/SPACE move a page\n"
	"HOME/END, g/G   the first/last row\n"
	"ENTER           the call graph of the selected row in both files (record with -g)\n"
	"/               show only the symbols containing a string (empty: all)\n"
	"ESC             show all rows again (no filter: asks whether to quit)\n"
	"RIGHT/LEFT      scroll the columns\n"
	"TAB/UNTAB       the next/previous event (files with several)\n"
	"h/?/F1          this help\n"
	"q/CTRL+C        quit\n"
	"\n"
	"Values of 5 and more are red, above 0.5 green, as perf diff --stdio colours them\n"
	"(a change by its size: -14% is as hot as +14%).\n";

static int fill_help(void *arg, FILE *fp)
{
	fputs(help_text, fp);
	return 0;
}

struct graph_view {
	struct dbrowser *b;
	const struct diff_entry *e;
};

/*
 * One file's call graph of the row: its entry's tree (the trees of every entry the row
 * merged, added up), printed as perf report --stdio prints it under the entry.
 */
static void fill_side(struct graph_view *g, int side, FILE *fp)
{
	struct dbrowser *b = g->b;
	const struct diff_browser_event *ev = &b->events[b->cur];
	struct diff *d = ev->diff;
	struct hists *h = ev->hists[side];
	const struct diff_entry *e = g->e;
	struct hist_entry *he, *first = e->side[side].he;
	struct callchain_store *store = NULL;
	struct callchain_root *root;
	double pct;
	size_t pos = 0, n;

	fprintf(fp, "%s: %s", side ? "New" : "Baseline", b->files->path[side]);
	if (!h) {
		fprintf(fp, "\n    this file has no '%s' samples\n", ev->name);
		return;
	}
	if (!first) {
		fprintf(fp, "\n    no samples of this row in this file\n");
		return;
	}
	diff_entry__percent(d, e, side, &pct);
	fprintf(fp, ", %.2f%% (period %llu)\n", pct, (unsigned long long)e->side[side].period);
	if (!b->files->callchains[side] || !h->cc) {
		fprintf(fp, "    no call chains in this file: record with -g (or --call-graph) "
			    "to see where the row's samples came from\n");
		return;
	}
	root = first->callchain;
	if (e->nr_names > 1) {
		/* entries of the same name (unresolved addresses of one object): one tree */
		store = callchain_store__new();
		root = store ? callchain_root__new(store) : NULL;
		while (root && (he = diff_entry__side_next(d, e, side, &pos)))
			if (he->callchain)
				callchain_root__merge(root, he->callchain, h->cc->key);
	}
	n = root ? callchain_root__fprintf(fp, root, h->cc, hists__callchain_total(h),
					   e->side[side].period, d->sort->sort_by_sym_first) :
		   0;
	if (!n)
		fprintf(fp, "    no call chains in this row's samples\n");
	if (store)
		callchain_store__delete(store);
}

static int fill_graph(void *arg, FILE *fp)
{
	struct graph_view *g = arg;
	struct dbrowser *b = g->b;
	struct diff *d = cur_diff(b);
	struct diff_line line = { 0 };

	/* the row, under its header, as the list shows it */
	diff__header_line(d, &b->layout, &line);
	fprintf(fp, "%s\n", line.buf);
	diff__row_line(d, &b->layout, g->e, &line);
	fprintf(fp, "%s\n", line.buf);
	diff_line__exit(&line);
	for (int side = 0; side < 2; side++) {
		fputc('\n', fp);
		fill_side(g, side, fp);
	}
	return 0;
}

/* Enter: the selected row's call graph, in the baseline then in the new file */
static void call_graph(struct dbrowser *b)
{
	struct diff *d = cur_diff(b);
	struct graph_view g = { .b = b };
	const struct hist_entry *he;
	char t[512];
	int r;

	if (b->list.sel >= b->nr_vis)
		return;
	g.e = &d->entries[b->vis[b->list.sel]];
	he = diff_entry__row(g.e);
	snprintf(t, sizeof(t), "Call graph of %s: baseline %s, new %s",
		 he->sym ? he->sym->name : "the row", b->files->path[0], b->files->path[1]);
	r = tui__text_view(t, &(struct tui_text_source){ fill_graph, &g }, false, NULL);
	if (r < 0)
		snprintf(b->msg, sizeof(b->msg), "call graph: %s", strerror(-r));
	else if (r & TUI_LEAVE)
		b->quit = true;
}

static void text_view(struct dbrowser *b, const char *what, int (*fill)(void *arg, FILE *fp))
{
	int r = tui__text_view(what, &(struct tui_text_source){ fill, b }, true, NULL);

	if (r > 0 && (r & TUI_LEAVE))
		b->quit = true;
}

/* /: the symbol filter */
static void symbol_filter(struct dbrowser *b)
{
	char buf[sizeof(b->filter)];
	int flags = 0;

	if (!tui__prompt("Filter symbols", "Only the symbols containing this (empty: all):", buf,
			 sizeof(buf), NULL, &flags)) {
		snprintf(b->filter, sizeof(b->filter), "%s", buf);
		build_rows(b);
	}
	if (flags & TUI_LEAVE)
		b->quit = true;
}

/* Esc: the filter dropped; without one, whether to quit */
static void escape(struct dbrowser *b)
{
	int flags = 0;

	if (b->filter[0]) {
		b->filter[0] = '\0';
		build_rows(b);
		return;
	}
	if (tui__confirm("Nothing to go back to: quit?", NULL, &flags) || (flags & TUI_LEAVE))
		b->quit = true;
}

static void handle_key(struct dbrowser *b, int ch)
{
	switch (ch) {
	case 'q':
	case 'Q':
	case TUI_CTRL('c'):
		b->quit = true;
		break;
	case '\n':
	case '\r':
	case KEY_ENTER:
		call_graph(b);
		break;
	case '/':
		symbol_filter(b);
		break;
	case 27:
		escape(b);
		break;
	case KEY_RIGHT:
		if (b->hscroll + 1 < b->line.nr_cols)
			b->hscroll++;
		break;
	case KEY_LEFT:
		if (b->hscroll)
			b->hscroll--;
		break;
	case '\t':
	case KEY_BTAB:
		if (b->nr_events > 1)
			set_event(b, (b->cur + (ch == '\t' ? 1 : b->nr_events - 1)) % b->nr_events);
		break;
	case 'h':
	case '?':
	case KEY_F(1):
		text_view(b, "Help", fill_help);
		break;
	default:
		break;
	}
}

int diff_browser__run(struct diff_browser_event *events, int nr_events,
		      const struct diff_browser_files *files)
{
	struct dbrowser b = {
		.events = events,
		.nr_events = nr_events,
		.files = files,
		/* the selected row is drawn from the start: Enter acts on it */
		.list = { .shown = true },
	};
	struct tui tui;
	int err;

	if (nr_events < 1)
		return -ENOENT;
	err = tui__start(&tui);
	if (err)
		return err;
	set_event(&b, 0);
	while (!b.quit) {
		int ch;

		draw(&b);
		ch = tui__key(NULL);
		b.msg[0] = '\0';
		if (ch == TUI_INTR)
			break;
		/* k: up, as j is down (the hist browser's k is its kernel zoom) */
		if (ch == 'k')
			ch = KEY_UP;
		if (tui_list__key(&b.list, ch, list_height(), true))
			continue;
		handle_key(&b, ch);
	}
	tui__stop(&tui);
	diff_line__exit(&b.line);
	free(b.vis);
	return 0;
}
