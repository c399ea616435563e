// SPDX-License-Identifier: GPL-2.0
/*
 * The hist browser (util/browser.h) on ncurses. Each draw rebuilds the list of visible rows
 * from the hists (entries that pass the zoom and filter, in the chosen order, then the
 * call-graph lines of the expanded ones) and paints the screen's worth: the list costs
 * O(entries) per key, the painting O(screen).
 */
#include <curses.h>
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util/browser.h"
#include "util/callchain.h"
#include "util/dso.h"
#include "util/hist.h"
#include "util/sort.h"
#include "util/symbol.h"
#include "util/thread.h"

enum { PAIR_TITLE = 1, PAIR_HOT, PAIR_WARM, PAIR_SEL, PAIR_HOT_SEL, PAIR_WARM_SEL };

enum sort_by { BY_OUTPUT, BY_SAMPLES, BY_PERIOD, BY_NAME, BY_NR };
static const char *const sort_by_name[] = { "overhead", "samples", "period", "symbol" };

struct row {
	struct hist_entry *he;
	int line; /* -1: the entry itself; else its call-graph line */
};

struct browser {
	struct hists *hists;
	const char *evname;
	const struct hist_browser_ops *ops;
	/* expanded entries (a small set: pointers, linear search) */
	struct hist_entry **expanded;
	size_t nr_expanded, alloc_expanded;
	bool expand_all;
	struct dso *zoom_dso;
	struct thread *zoom_thread;
	char filter[128];
	enum sort_by sort_by;
	bool invert; /* call graphs in the other order than -g's */
	/* rebuilt on each draw */
	struct hist_entry **vis;
	size_t nr_vis, alloc_vis;
	struct row *rows;
	size_t nr_rows, alloc_rows;
	/* call-graph text of the expanded entries, line by line */
	char **cc_text;
	size_t nr_cc_text, alloc_cc_text;
	size_t top, sel;
	struct hist_entry *sel_he; /* the selection, kept across redraws */
	char msg[160];
	bool colors;
};

static volatile sig_atomic_t browser_sigint;

static void browser_sig(int sig)
{
	browser_sigint = 1;
}

#define BROWSER_INTR (-2)

/* The next key; ERR after 100 ms when there is a tick to run; BROWSER_INTR after Ctrl-C. */
static int browser_key(const struct hist_browser_ops *ops)
{
	int ch;

	timeout(ops->tick ? 100 : -1);
	ch = getch();
	return browser_sigint ? BROWSER_INTR : ch;
}

bool hist_browser__usable(void)
{
	const char *term = getenv("TERM");

	return isatty(STDIN_FILENO) && isatty(STDOUT_FILENO) && term && *term &&
	       strcmp(term, "dumb") != 0;
}

static bool is_expanded(struct browser *b, struct hist_entry *he)
{
	if (b->expand_all)
		return true;
	for (size_t i = 0; i < b->nr_expanded; i++)
		if (b->expanded[i] == he)
			return true;
	return false;
}

static void toggle_expanded(struct browser *b, struct hist_entry *he)
{
	for (size_t i = 0; i < b->nr_expanded; i++)
		if (b->expanded[i] == he) {
			b->expanded[i] = b->expanded[--b->nr_expanded];
			return;
		}
	b->expanded = grow_array(b->expanded, &b->alloc_expanded, b->nr_expanded + 1,
				 sizeof(*b->expanded));
	b->expanded[b->nr_expanded++] = he;
}

static u64 entry_period(struct browser *b, struct hist_entry *he)
{
	return b->hists->cfg->children ? he->acc.period : he->self.period;
}

static bool entry_visible(struct browser *b, struct hist_entry *he)
{
	double pct = hists__percent(b->hists, entry_period(b, he));

	if (b->ops->percent_limit > 0 && pct < b->ops->percent_limit)
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

static void free_cc_text(struct browser *b)
{
	for (size_t i = 0; i < b->nr_cc_text; i++)
		free(b->cc_text[i]);
	b->nr_cc_text = 0;
}

/* The call graph of he as --stdio prints it, one text line per row. */
static void add_cc_rows(struct browser *b, struct hist_entry *he)
{
	struct hists *h = b->hists;
	char *text = NULL, *p, *nl;
	size_t len = 0;
	FILE *fp;

	if (!he->callchain || !h->cc)
		return;
	fp = open_memstream(&text, &len);
	if (!fp)
		return;
	if (b->invert) {
		/* the other order: the tree turned round for this draw */
		struct callchain_store *store = callchain_store__new();
		struct callchain_param cp = *h->cc;

		cp.order = cp.order == ORDER_CALLER ? ORDER_CALLEE : ORDER_CALLER;
		callchain_root__fprintf(fp, callchain_root__invert(he->callchain, store, cp.key),
					&cp, hists__callchain_total(h), entry_period(b, he), false);
		callchain_store__delete(store);
	} else {
		callchain_root__fprintf(fp, he->callchain, h->cc, hists__callchain_total(h),
					entry_period(b, he), b->ops->sort_by_sym_first);
	}
	fclose(fp);
	for (p = text; p && *p; p = nl + 1) {
		nl = strchr(p, '\n');
		if (!nl)
			nl = p + strlen(p);
		if (nl > p) {
			b->cc_text = grow_array(b->cc_text, &b->alloc_cc_text, b->nr_cc_text + 1,
						sizeof(*b->cc_text));
			b->cc_text[b->nr_cc_text] = strndup(p, nl - p);
			b->rows = grow_array(b->rows, &b->alloc_rows, b->nr_rows + 1,
					     sizeof(*b->rows));
			b->rows[b->nr_rows++] = (struct row){ he, (int)b->nr_cc_text++ };
		}
		if (!*nl)
			break;
	}
	free(text);
}

static void build_rows(struct browser *b)
{
	struct hists *h = b->hists;

	b->nr_vis = 0;
	for (u32 i = 0; i < h->nr_entries; i++)
		if (entry_visible(b, h->entries[i])) {
			b->vis = grow_array(b->vis, &b->alloc_vis, b->nr_vis + 1, sizeof(*b->vis));
			b->vis[b->nr_vis++] = h->entries[i];
		}
	if (b->sort_by == BY_SAMPLES)
		qsort(b->vis, b->nr_vis, sizeof(*b->vis), cmp_samples);
	else if (b->sort_by == BY_PERIOD)
		qsort(b->vis, b->nr_vis, sizeof(*b->vis), cmp_period);
	else if (b->sort_by == BY_NAME)
		qsort(b->vis, b->nr_vis, sizeof(*b->vis), cmp_name);

	free_cc_text(b);
	b->nr_rows = 0;
	for (size_t i = 0; i < b->nr_vis; i++) {
		struct hist_entry *he = b->vis[i];

		b->rows = grow_array(b->rows, &b->alloc_rows, b->nr_rows + 1, sizeof(*b->rows));
		b->rows[b->nr_rows++] = (struct row){ he, -1 };
		if (b->ops->show_callchain && is_expanded(b, he))
			add_cc_rows(b, he);
	}
	/* keep the selected entry selected when the rows moved (perf top, zoom, sort) */
	if (b->sel_he) {
		for (size_t i = 0; i < b->nr_rows; i++)
			if (b->rows[i].he == b->sel_he && b->rows[i].line < 0) {
				if (b->sel < b->nr_rows && b->rows[b->sel].he == b->sel_he)
					break; /* already on it, or on one of its graph lines */
				b->sel = i;
				break;
			}
	}
	if (b->sel >= b->nr_rows)
		b->sel = b->nr_rows ? b->nr_rows - 1 : 0;
}

static int list_height(void)
{
	return LINES > 3 ? LINES - 3 : 1;
}

static void put_line(int y, const char *s)
{
	move(y, 0);
	clrtoeol();
	addnstr(s, COLS);
}

static void draw(struct browser *b)
{
	struct hists *h = b->hists;
	const struct sort_config *cfg = h->cfg;
	char buf[1024], line[1024];
	int height = list_height();
	size_t len = 0;
	u64 nr_samples, total_period;

	build_rows(b);
	if (b->sel < b->top)
		b->top = b->sel;
	if (b->sel >= b->top + height)
		b->top = b->sel - height + 1;
	if (b->top + height > b->nr_rows)
		b->top = b->nr_rows > (size_t)height ? b->nr_rows - height : 0;

	erase();
	/* title */
	hists__event_counts(h, &nr_samples, &total_period);
	len = snprintf(line, sizeof(line),
		       "Samples: %llu of event%s '%s', Event count (approx.): %llu",
		       (unsigned long long)nr_samples, h->group ? "s" : "", b->evname,
		       (unsigned long long)total_period);
	if (b->ops->nr_events > 1 && len < sizeof(line))
		len += snprintf(line + len, sizeof(line) - len, " [%d/%d, Tab: next]",
				b->ops->event_idx + 1, b->ops->nr_events);
	if (b->zoom_thread && len < sizeof(line))
		len += snprintf(line + len, sizeof(line) - len, ", Thread: %s %d",
				b->zoom_thread->comm ? b->zoom_thread->comm : "",
				b->zoom_thread->tid);
	if (b->zoom_dso && len < sizeof(line))
		len += snprintf(line + len, sizeof(line) - len, ", DSO: %s",
				b->zoom_dso->short_name);
	if (b->filter[0] && len < sizeof(line))
		snprintf(line + len, sizeof(line) - len, ", Symbol: %s", b->filter);
	if (b->colors)
		attron(COLOR_PAIR(PAIR_TITLE));
	else
		attron(A_REVERSE);
	put_line(0, line);
	for (int x = (int)strlen(line); x < COLS; x++)
		addch(' ');
	attroff(A_REVERSE | COLOR_PAIR(PAIR_TITLE));

	/* column headers, aligned as the rows */
	len = 0;
	for (int c = 0; c < cfg->nr_cols && len < sizeof(buf); c++) {
		const struct sort_column *col = &cfg->cols[c];
		int w = h->width[c];
		const char *name = hists__col_header(cfg, col);

		if (col->kind == COL_KEY)
			len += snprintf(buf + len, sizeof(buf) - len, "  %-*.*s", w, w, name);
		else
			len += snprintf(buf + len, sizeof(buf) - len, "  %*s", w, name);
	}
	attron(A_BOLD);
	put_line(1, buf);
	attroff(A_BOLD);

	for (int y = 0; y < height && b->top + y < b->nr_rows; y++) {
		struct row *r = &b->rows[b->top + y];
		bool sel = b->top + y == b->sel;
		double pct = hists__percent(h, entry_period(b, r->he));
		int pair = 0;

		if (r->line < 0) {
			hist_entry__snprintf(h, r->he, NULL, buf, sizeof(buf));
			/* '+' marks an entry whose graph can be expanded, '-' an expanded one */
			if (b->ops->show_callchain && r->he->callchain)
				buf[0] = is_expanded(b, r->he) ? '-' : '+';
			if (b->colors)
				pair = pct >= 5.0 ? PAIR_HOT : pct >= 0.5 ? PAIR_WARM : 0;
			snprintf(line, sizeof(line), "%s", buf);
		} else {
			snprintf(line, sizeof(line), "%s", b->cc_text[r->line]);
		}
		if (sel)
			pair = !b->colors	 ? 0 :
			       pair == PAIR_HOT	 ? PAIR_HOT_SEL :
			       pair == PAIR_WARM ? PAIR_WARM_SEL :
						   PAIR_SEL;
		if (pair)
			attron(COLOR_PAIR(pair));
		if (sel)
			attron(A_REVERSE * !b->colors | A_BOLD);
		put_line(2 + y, line);
		if (sel)
			for (int x = (int)strlen(line); x < COLS; x++)
				addch(' ');
		attroff(A_REVERSE | A_BOLD | COLOR_PAIR(pair));
	}
	if (!b->nr_rows)
		put_line(2, b->filter[0] || b->zoom_dso || b->zoom_thread ?
				    "  (no entries match: press / with nothing, d or t to widen)" :
				    "  (no samples yet)");

	put_line(LINES - 1, b->msg[0] ? b->msg : "Press '?' for help on key bindings");
	refresh();
	b->sel_he = b->sel < b->nr_rows ? b->rows[b->sel].he : NULL;
}

struct text_lines {
	char **lines;
	size_t nr, alloc;
};

static void text_lines__free(struct text_lines *t)
{
	for (size_t i = 0; i < t->nr; i++)
		free(t->lines[i]);
	t->nr = 0;
}

static void text_lines__set(struct text_lines *t, const char *text)
{
	const char *p = text;

	text_lines__free(t);
	while (p && *p) {
		const char *nl = strchr(p, '\n');
		size_t n = nl ? (size_t)(nl - p) : strlen(p);

		t->lines = grow_array(t->lines, &t->alloc, t->nr + 1, sizeof(*t->lines));
		t->lines[t->nr++] = strndup(p, n);
		p = nl ? nl + 1 : p + n;
	}
}

/*
 * What a text view shows: fill writes the text to fp (0 or -errno). live: filled again at
 * each tick that brings new data (perf top's annotate view follows the samples).
 */
struct text_source {
	int (*fill)(struct browser *b, void *arg, FILE *fp);
	void *arg;
	bool live;
};

static int text_source__get(struct browser *b, const struct text_source *src, char **text)
{
	size_t len = 0;
	FILE *fp = open_memstream(text, &len);
	int err;

	if (!fp)
		return -ENOMEM;
	err = src->fill(b, src->arg, fp);
	fclose(fp);
	return err;
}

/*
 * A scrollable view of text (help, header info, annotate) until q, Esc or Left. The tick
 * goes on meanwhile (perf top keeps draining its rings). Returns what the ticks said
 * (HIST_BROWSER_RESET), or < 0 when one said to leave.
 */
static int text_view(struct browser *b, const char *title, const char *text,
		     const struct text_source *src)
{
	const struct hist_browser_ops *ops = b->ops;
	struct text_lines t = { 0 };
	size_t top = 0;
	int flags = 0;
	const char *msg = NULL;
	bool live = src && src->live;

	text_lines__set(&t, text);
	for (bool dirty = true;;) {
		int height = LINES > 2 ? LINES - 2 : 1, ch;

		if (dirty) {
			erase();
			attron(A_REVERSE);
			put_line(0, title);
			for (int x = (int)strlen(title); x < COLS; x++)
				addch(' ');
			attroff(A_REVERSE);
			for (int y = 0; y < height && top + y < t.nr; y++)
				put_line(1 + y, t.lines[top + y]);
			put_line(
				LINES - 1,
				msg ? msg :
				live ?
				      "q/Esc/Left: back  Up/Down/PgUp/PgDn: scroll  (live: follows each refresh)" :
				      "q/Esc/Left: back  Up/Down/PgUp/PgDn: scroll");
			refresh();
		}
		dirty = true;
		ch = browser_key(ops);
		if (ch == BROWSER_INTR)
			break;
		if (ch == ERR) {
			int r = ops->tick ? ops->tick(ops->arg) : 0;
			char *fresh = NULL;

			dirty = false;
			if (r < 0) {
				flags = r;
				break;
			}
			flags |= r & HIST_BROWSER_RESET;
			if (r & HIST_BROWSER_RESET && live) {
				/* what it showed is gone with the rest (a new generation) */
				live = false;
				msg = "the history restarted: q/Esc/Left: back";
				dirty = true;
			}
			if (!(r & HIST_BROWSER_REDRAW) || !live)
				continue;
			if (!text_source__get(b, src, &fresh)) {
				text_lines__set(&t, fresh);
				if (top >= t.nr)
					top = t.nr ? t.nr - 1 : 0;
			}
			free(fresh);
			dirty = true;
			continue;
		}
		if (ch == 'q' || ch == 27 || ch == KEY_LEFT || ch == '\n' || ch == KEY_ENTER)
			break;
		if ((ch == KEY_DOWN || ch == 'j') && top + height < t.nr)
			top++;
		else if ((ch == KEY_UP || ch == 'k') && top)
			top--;
		else if (ch == KEY_NPAGE || ch == ' ')
			top = top + 2 * height < t.nr ? top + height :
							(t.nr > (size_t)height ? t.nr - height : 0);
		else if (ch == KEY_PPAGE)
			top = top > (size_t)height ? top - height : 0;
	}
	text_lines__free(&t);
	free(t.lines);
	return flags;
}

static const char help_text[] =
	"Keys of the hist browser (perf report, perf top):\n"
	"\n"
	"  Up/Down, j/k       select the previous/next row\n"
	"  PgUp/PgDn, Space   a page up/down\n"
	"  Home/End           the first/last row\n"
	"  Enter, +           expand/collapse the call graph of the selected entry\n"
	"  E / C              expand/collapse every call graph\n"
	"  c                  call graphs caller first / callee first (switches)\n"
	"  d                  zoom into (or out of) the selected entry's DSO\n"
	"  t                  zoom into (or out of) the selected entry's thread\n"
	"  /                  show only symbols containing a string (empty: all)\n"
	"  s                  sort by the next column: overhead, samples, period, symbol\n"
	"  a                  annotate the selected entry's symbol\n"
	"  i                  header information\n"
	"  h, ?               this help\n"
	"  Left, Esc          zoom out (the last zoom or filter), else nothing\n"
	"  Tab                the next event (several events)\n"
	"  q, Ctrl-C          quit\n"
	"\n"
	"Rows at 5% and more are red, at 0.5% and more green; '+' marks an entry with a call\n"
	"graph, '-' an expanded one.\n";

static int fill_help(struct browser *b, void *arg, FILE *fp)
{
	fputs(help_text, fp);
	if (b->ops->help_extra)
		fprintf(fp, "\n%s", b->ops->help_extra);
	return 0;
}

static int fill_header(struct browser *b, void *arg, FILE *fp)
{
	if (b->ops->header_info)
		b->ops->header_info(b->ops->arg, fp);
	else
		fputs("no header information\n", fp);
	return 0;
}

static int show_text(struct browser *b, const char *title, const struct text_source *src)
{
	char *text = NULL;
	int ret;

	if (text_source__get(b, src, &text)) {
		free(text);
		return 0;
	}
	ret = text_view(b, title, text, src);
	free(text);
	return ret;
}

static int fill_annotate(struct browser *b, void *arg, FILE *fp)
{
	return b->ops->annotate(b->ops->arg, arg, fp);
}

static int annotate(struct browser *b, struct hist_entry *he)
{
	/*
	 * Its key, not the entry: perf top's ageing may free or reuse the entry while the
	 * view follows the samples; the dso and symbol stay until a reset says otherwise.
	 */
	struct hist_entry key;
	struct text_source src = { fill_annotate, &key, b->ops->annotate_live };
	char *text = NULL;
	int err = -EOPNOTSUPP, ret = 0;

	if (!he || !he->sym) {
		snprintf(b->msg, sizeof(b->msg), "annotate: no symbol on this row");
		return 0;
	}
	key = *he;
	if (b->ops->annotate)
		err = text_source__get(b, &src, &text);
	if (err == -EOPNOTSUPP)
		snprintf(b->msg, sizeof(b->msg), "annotate: not available");
	else if (err)
		snprintf(b->msg, sizeof(b->msg), "annotate: %s: %s", he->sym->name, strerror(-err));
	else
		ret = text_view(b, he->sym->name, text, &src);
	free(text);
	return ret;
}

/* Read a line at the bottom (the / filter). */
static void prompt(const char *what, char *out, size_t size)
{
	move(LINES - 1, 0);
	clrtoeol();
	addstr(what);
	echo();
	curs_set(1);
	timeout(-1);
	getnstr(out, (int)size - 1);
	noecho();
	curs_set(0);
}

/*
 * What the pipeline writes to stderr while the browser owns the screen (a warning about a
 * DSO without symbols, say) would tear its rows: it is held in a temporary file and written
 * out once the terminal is back.
 */
struct held_stderr {
	int saved_fd;
	FILE *tmp;
};

static void stderr_hold(struct held_stderr *h)
{
	h->saved_fd = -1;
	h->tmp = tmpfile();
	if (!h->tmp)
		return;
	fflush(stderr);
	h->saved_fd = dup(STDERR_FILENO);
	if (h->saved_fd < 0 || dup2(fileno(h->tmp), STDERR_FILENO) < 0) {
		if (h->saved_fd >= 0)
			close(h->saved_fd);
		h->saved_fd = -1;
		fclose(h->tmp);
		h->tmp = NULL;
	}
}

static void stderr_release(struct held_stderr *h)
{
	char buf[4096];
	size_t n;

	if (!h->tmp)
		return;
	fflush(stderr);
	dup2(h->saved_fd, STDERR_FILENO);
	close(h->saved_fd);
	rewind(h->tmp);
	while ((n = fread(buf, 1, sizeof(buf), h->tmp)) > 0)
		fwrite(buf, 1, n, stderr);
	fflush(stderr);
	fclose(h->tmp);
}

/* The entries, tasks and DSOs were all replaced (perf top): forget our pointers. */
static void browser__reset(struct browser *b)
{
	b->zoom_dso = NULL;
	b->zoom_thread = NULL;
	b->sel_he = NULL;
	b->nr_expanded = 0;
	b->sel = b->top = 0;
}

static void browser__exit(struct browser *b)
{
	free_cc_text(b);
	free(b->cc_text);
	free(b->rows);
	free(b->vis);
	free(b->expanded);
}

/* 'd' and 't': zoom into the selected row's DSO or thread, or back out of the zoom */
static void *zoom_toggle(void *zoomed, void *selected)
{
	return zoomed ? NULL : selected;
}

int hist_browser__run(struct hists *hists, const char *evname, const struct hist_browser_ops *ops)
{
	struct browser b = { .hists = hists, .evname = evname, .ops = ops };
	struct sigaction sa = { .sa_handler = browser_sig }, old_int, old_term;
	struct held_stderr held;
	SCREEN *scr;
	int ret = 0;

	/* newterm, not initscr: a terminal ncurses does not know is an error, not an exit */
	scr = newterm(NULL, stdout, stdin);
	if (!scr)
		return -ENOTTY;
	stderr_hold(&held);
	set_term(scr);
	browser_sigint = 0;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, &old_int);
	sigaction(SIGTERM, &sa, &old_term);
	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	curs_set(0);
	set_escdelay(25);
	if (has_colors()) {
		start_color();
		use_default_colors();
		init_pair(PAIR_TITLE, COLOR_WHITE, COLOR_BLUE);
		init_pair(PAIR_HOT, COLOR_RED, -1);
		init_pair(PAIR_WARM, COLOR_GREEN, -1);
		init_pair(PAIR_SEL, COLOR_BLACK, COLOR_CYAN);
		init_pair(PAIR_HOT_SEL, COLOR_RED, COLOR_CYAN);
		init_pair(PAIR_WARM_SEL, COLOR_GREEN, COLOR_CYAN);
		b.colors = true;
	}

	for (bool dirty = true;;) {
		int ch, view = 0;

		if (dirty)
			draw(&b);
		dirty = true;
		b.msg[0] = '\0';
		ch = browser_key(ops);
		if (ch == BROWSER_INTR)
			break;
		if (ch == ERR) {
			int r = ops->tick ? ops->tick(ops->arg) : 0;

			if (r < 0)
				break;
			if (r & HIST_BROWSER_RESET)
				browser__reset(&b);
			dirty = r & HIST_BROWSER_REDRAW;
			continue;
		}
		if (ch == 'q' || ch == 'Q')
			break;
		if (ch == '\t' && ops->nr_events > 1) {
			ret = 1;
			break;
		}
		switch (ch) {
		case KEY_DOWN:
		case 'j':
			if (b.sel + 1 < b.nr_rows)
				b.sel++;
			break;
		case KEY_UP:
		case 'k':
			if (b.sel)
				b.sel--;
			break;
		case KEY_NPAGE:
		case ' ':
			b.sel += list_height();
			if (b.sel >= b.nr_rows)
				b.sel = b.nr_rows ? b.nr_rows - 1 : 0;
			break;
		case KEY_PPAGE:
			b.sel = b.sel > (size_t)list_height() ? b.sel - list_height() : 0;
			break;
		case KEY_HOME:
		case 'g':
			b.sel = 0;
			break;
		case KEY_END:
		case 'G':
			b.sel = b.nr_rows ? b.nr_rows - 1 : 0;
			break;
		case '\n':
		case '\r':
		case KEY_ENTER:
		case '+':
			if (b.sel_he && ops->show_callchain) {
				if (b.expand_all) {
					/* from "all expanded" to all but this one */
					b.expand_all = false;
					b.nr_expanded = 0;
					for (size_t i = 0; i < b.nr_vis; i++)
						if (b.vis[i] != b.sel_he)
							toggle_expanded(&b, b.vis[i]);
				} else {
					toggle_expanded(&b, b.sel_he);
				}
				/* the selection goes back to the entry's own row */
				for (size_t i = 0; i < b.nr_rows; i++)
					if (b.rows[i].he == b.sel_he && b.rows[i].line < 0)
						b.sel = i;
			} else if (!ops->show_callchain) {
				snprintf(b.msg, sizeof(b.msg), "no call graphs (record with -g)");
			}
			break;
		case 'E':
			b.expand_all = ops->show_callchain;
			break;
		case 'C':
			b.expand_all = false;
			b.nr_expanded = 0;
			break;
		case 'c':
			if (!ops->show_callchain || !hists->cc)
				break;
			b.invert = !b.invert;
			snprintf(b.msg, sizeof(b.msg), "call graphs: %s first",
				 (hists->cc->order == ORDER_CALLER) != b.invert ? "caller" :
										  "callee");
			break;
		case 'd':
			b.zoom_dso = zoom_toggle(b.zoom_dso, b.sel_he ? b.sel_he->dso : NULL);
			b.sel = 0;
			break;
		case 't':
			b.zoom_thread =
				zoom_toggle(b.zoom_thread, b.sel_he ? b.sel_he->thread : NULL);
			b.sel = 0;
			break;
		case KEY_LEFT:
		case 27:
			if (b.filter[0])
				b.filter[0] = '\0';
			else if (b.zoom_thread)
				b.zoom_thread = NULL;
			else if (b.zoom_dso)
				b.zoom_dso = NULL;
			break;
		case '/':
			prompt("Symbol filter: ", b.filter, sizeof(b.filter));
			b.sel = 0;
			break;
		case 's':
			b.sort_by = (b.sort_by + 1) % BY_NR;
			snprintf(b.msg, sizeof(b.msg), "sorted by %s", sort_by_name[b.sort_by]);
			b.sel = 0;
			break;
		case 'a':
			view = annotate(&b, b.sel_he);
			break;
		case 'i':
			view = show_text(&b, "Header information",
					 &(struct text_source){ fill_header });
			break;
		case 'h':
		case '?':
			view = show_text(&b, "Help", &(struct text_source){ fill_help });
			break;
		case KEY_RESIZE:
		default:
			break;
		}
		/* what the ticks said while a text view was open */
		if (view < 0 || browser_sigint)
			break;
		if (view & HIST_BROWSER_RESET)
			browser__reset(&b);
	}
	/* leave the alternate screen and give the terminal back as it was */
	endwin();
	delscreen(scr);
	stderr_release(&held);
	sigaction(SIGINT, &old_int, NULL);
	sigaction(SIGTERM, &old_term, NULL);
	browser__exit(&b);
	return ret;
}
