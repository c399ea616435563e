// SPDX-License-Identifier: GPL-2.0
/*
 * The annotate view (util/browser-annotate.h): the rows of util/annotate's annotation laid
 * out as Linux perf's TUI lays them out (a value column, a vertical line, jump-target
 * labels as offsets, an arrow for jumps, calls and returns, the instruction with its
 * operands simplified: jumps to an offset, calls to a name, rip-relative data to its symbol).
 */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "util/annotate.h"
#include "util/browser-annotate.h"
#include "util/dso.h"
#include "util/symbol.h"
#include "util/tui-curses.h"
#include "util/tui.h"

enum value_mode { VALUE_PERCENT, VALUE_PERIOD, VALUE_SAMPLES, VALUE_NR };

/* A row: a line of the annotation, or one of the text lines before the code. */
struct arow {
	const struct annotation_line *l; /* NULL: text */
	const char *text;
};

struct abrowser {
	const struct annotate_browser_ops *ops;
	struct dso *dso;
	struct symbol *sym;
	struct annotate_opts opts;
	struct annotation a;
	bool built;
	struct arow *rows;
	size_t nr_rows, alloc_rows;
	size_t *hot; /* rows with samples, hottest first */
	size_t nr_hot, alloc_hot;
	size_t hot_pos; /* where Tab and shift-Tab are in hot[] */
	char *name_line; /* objdump's "sym():" */
	struct tui_list list;
	int mn_width, label_width;
	u64 start_vaddr;
	bool hide_source, raw, line_numbers;
	enum value_mode value;
	char search[128];
	bool search_back;
	char msg[1024];
};

static int list_height(void)
{
	return LINES > 3 ? LINES - 3 : 1;
}

static const char *value_header(const struct abrowser *b)
{
	static const char *const names[] = { "Percent", "Period", "Samples" };

	return names[b->value];
}

/* row i selected, in the middle of the view (where Linux perf puts a line it goes to) */
static void center(struct abrowser *b, size_t i)
{
	size_t half = LINES > 2 ? (LINES - 2) / 2 : 0;

	b->list.sel = i;
	b->list.top = i > half ? i - half : 0;
	tui_list__fit(&b->list, list_height());
}

static int value_width(const struct abrowser *b)
{
	return b->value == VALUE_PERIOD ? 12 : 7;
}

static int hot_cmp(const void *pa, const void *pb, void *arg)
{
	const struct abrowser *b = arg;
	const struct annotation_line *x = b->rows[*(const size_t *)pa].l,
				     *y = b->rows[*(const size_t *)pb].l;

	if (x->percent != y->percent)
		return x->percent > y->percent ? -1 : 1;
	/* equal shares: the later instruction first, as Linux perf cycles through them */
	return x->addr > y->addr ? -1 : x->addr < y->addr;
}

/* The rows for the current settings (source lines hidden or not), and the hot ones. */
static void layout(struct abrowser *b)
{
	static const char *const blank = "";

	b->nr_rows = 0;
	b->nr_hot = 0;
	b->mn_width = 0;
	for (size_t i = 0; i < b->a.nr_lines; i++) {
		const struct annotation_line *l = &b->a.lines[i];
		size_t need = l->kind == AL_TITLE ? 7 : 1;

		if (l->kind == AL_SOURCE && b->hide_source)
			continue;
		b->rows = grow_array(b->rows, &b->alloc_rows, b->nr_rows + need, sizeof(*b->rows));
		if (l->kind == AL_TITLE) {
			/* objdump's lines before the code, as Linux perf shows them */
			b->rows[b->nr_rows++] = (struct arow){ NULL, blank };
			b->rows[b->nr_rows++] = (struct arow){ NULL, blank };
			b->rows[b->nr_rows++] = (struct arow){ NULL, blank };
			b->rows[b->nr_rows++] = (struct arow){ NULL, "Disassembly of section .text:" };
			b->rows[b->nr_rows++] = (struct arow){ NULL, blank };
			b->rows[b->nr_rows++] = (struct arow){ NULL, l->text };
			b->rows[b->nr_rows++] = (struct arow){ NULL, b->name_line };
			continue;
		}
		b->rows[b->nr_rows++] = (struct arow){ l, l->text };
		if (l->kind == AL_INSN) {
			int n = (int)strcspn(l->text, " ");

			if (n > b->mn_width)
				b->mn_width = n;
			if (!b->start_vaddr)
				b->start_vaddr = l->addr - l->offset;
		}
	}
	for (size_t i = 0; i < b->nr_rows; i++)
		if (b->rows[i].l && b->rows[i].l->kind == AL_INSN && b->rows[i].l->nr) {
			b->hot = grow_array(b->hot, &b->alloc_hot, b->nr_hot + 1, sizeof(*b->hot));
			b->hot[b->nr_hot++] = i;
		}
	if (b->nr_hot) /* a symbol without samples has none (qsort_r takes no NULL) */
		qsort_r(b->hot, b->nr_hot, sizeof(*b->hot), hot_cmp, b);
	b->list.nr = b->nr_rows;
}

/* The row of the instruction at addr, else -1. */
static ssize_t row_of_addr(const struct abrowser *b, u64 addr)
{
	for (size_t i = 0; i < b->nr_rows; i++) {
		const struct annotation_line *l = b->rows[i].l;

		if (l && l->kind == AL_INSN && l->addr >= addr)
			return l->addr == addr ? (ssize_t)i : -1;
	}
	return -1;
}

static void abrowser__free_annotation(struct abrowser *b)
{
	if (b->built)
		annotation__exit(&b->a);
	b->built = false;
	b->start_vaddr = 0;
}

/* (Re)read the samples and build the annotation. 0, or -errno with b->msg saying why. */
static int abrowser__build(struct abrowser *b)
{
	struct annotated_sym s;
	struct annotate_hists ah = { .syms = &s, .nr_syms = 1 };
	struct annotation a;
	const char *why = NULL;
	int err;

	err = b->ops->samples(b->ops->arg, b->dso, b->sym, &s, &ah.nr_samples, &ah.period);
	if (err) {
		snprintf(b->msg, sizeof(b->msg), "annotate %s: %s", b->sym->name, strerror(-err));
		return err;
	}
	err = annotation__build(&a, &s, &ah, &b->opts, &why);
	free(s.hits);
	if (err) {
		/* what is shown stays (the rows point into it) */
		annotation__exit(&a);
		snprintf(b->msg, sizeof(b->msg), "annotate %s: %s", b->sym->name,
			 why ? why : strerror(-err));
		return err;
	}
	abrowser__free_annotation(b);
	b->a = a;
	b->built = true;
	layout(b);
	return 0;
}

/* Rebuild keeping the selected instruction selected (a refresh, a percent type). */
static void abrowser__rebuild(struct abrowser *b)
{
	const struct annotation_line *l = b->list.sel < b->nr_rows ? b->rows[b->list.sel].l : NULL;
	u64 addr = l && l->kind == AL_INSN ? l->addr : 0;
	size_t top_off = b->list.sel - b->list.top;
	ssize_t r;

	if (abrowser__build(b))
		return;
	r = addr ? row_of_addr(b, addr) : -1;
	if (r >= 0) {
		b->list.sel = r;
		b->list.top = (size_t)r > top_off ? r - top_off : 0;
	}
	tui_list__fit(&b->list, list_height());
}

/* "je 32", "call done_a", "mov sink,%rax": the instruction as Linux perf's TUI shows it. */
static void insn_text(const struct abrowser *b, const struct annotation_line *l, char *out,
		      size_t size)
{
	char mn[64], ops[512];
	const char *p = l->text, *hash;
	size_t n = strcspn(p, " ");

	snprintf(mn, sizeof(mn), "%.*s", (int)n, p);
	p += n;
	while (*p == ' ')
		p++;
	snprintf(ops, sizeof(ops), "%s", p);
	if (b->raw) {
		snprintf(out, size, "%s", l->text);
		return;
	}
	if (l->is_jump && l->target >= b->start_vaddr &&
	    l->target < b->start_vaddr + b->sym->size && !l->is_call) {
		/* a jump within the symbol: to its offset, as the labels name the targets */
		snprintf(ops, sizeof(ops), "%" PRIx64, l->target - b->start_vaddr);
	} else if (l->is_jump) {
		/* "401169 <done_a>": the name */
		const char *lt = strchr(ops, '<'), *gt = lt ? strrchr(lt, '>') : NULL;

		if (lt && gt > lt)
			snprintf(ops, sizeof(ops), "%.*s", (int)(gt - lt - 1), lt + 1);
	} else if ((hash = strstr(ops, "        # ")) && strstr(ops, "(%rip)")) {
		/* "0x2e0e(%rip),%rax        # 404028 <sink>": "sink,%rax" */
		const char *lt = strchr(hash, '<'), *gt = lt ? strrchr(lt, '>') : NULL;
		const char *rip = strstr(ops, "(%rip)"), *d = rip;
		char tmp[512];

		while (d > ops && d[-1] != ',' && d[-1] != ' ' && d[-1] != '*')
			d--;
		if (lt && gt > lt) {
			snprintf(tmp, sizeof(tmp), "%.*s%.*s%.*s", (int)(d - ops), ops,
				 (int)(gt - lt - 1), lt + 1, (int)(hash - rip - 6), rip + 6);
			snprintf(ops, sizeof(ops), "%s", tmp);
		}
	}
	if (*ops)
		snprintf(out, size, "%-*s %s", b->mn_width, mn, ops);
	else
		snprintf(out, size, "%s", mn);
}

static enum tui_color heat(double percent)
{
	return percent >= 5.0 ? TUI_HOT : percent >= 0.5 ? TUI_WARM : TUI_NORMAL;
}

/* The value column of a row ("  45.86"), or blanks. */
static void value_text(const struct abrowser *b, const struct annotation_line *l, char *out,
		       size_t size)
{
	int w = value_width(b) - 1;

	if (!l || l->kind != AL_INSN || !l->nr)
		snprintf(out, size, "%*s", w, "");
	else if (b->value == VALUE_PERIOD)
		snprintf(out, size, "%*" PRIu64, w, l->period);
	else if (b->value == VALUE_SAMPLES)
		snprintf(out, size, "%*" PRIu64, w, l->nr);
	else
		snprintf(out, size, "%*.2f", w, l->percent);
}

/* The row's text after the vertical line (label, arrow, instruction; or the text line). */
static void row_text(const struct abrowser *b, const struct arow *r, char *out, size_t size,
		     int *arrow_col, chtype *arrow)
{
	const struct annotation_line *l = r->l;
	char label[32] = "", insn[600];

	*arrow = 0;
	if (!l || l->kind != AL_INSN) {
		if (l && l->kind == AL_SOURCE && b->line_numbers && *l->text)
			snprintf(out, size, "%*s%-6d %s", b->label_width + 1, "", l->lineno,
				 r->text);
		else
			snprintf(out, size, "%*s%s", b->label_width + 1, "", r->text);
		return;
	}
	if (l->jump_target)
		snprintf(label, sizeof(label), "%" PRIx64 ":", l->offset);
	insn_text(b, l, insn, sizeof(insn));
	if (l->is_call)
		*arrow = ACS_RARROW;
	else if (l->is_ret)
		*arrow = ACS_LARROW;
	else if (l->is_jump)
		*arrow = l->target > l->addr ? ACS_DARROW : ACS_UARROW;
	*arrow_col = b->label_width + 1;
	snprintf(out, size, "%*s   %s", b->label_width, label, insn);
}

/* cmp, test and the like before a conditional jump: the CPU fuses the two (Linux perf's mark) */
static bool fused(const struct annotation_line *prev, const struct annotation_line *jump)
{
	static const char *const ops[] = { "cmp", "test", "add", "sub", "and", "inc", "dec" };

	if (!prev || prev->kind != AL_INSN || !strncmp(jump->text, "jmp", 3))
		return false;
	for (size_t i = 0; i < sizeof(ops) / sizeof(ops[0]); i++)
		if (!strncmp(prev->text, ops[i], strlen(ops[i])))
			return true;
	return false;
}

/*
 * The selected jump within the symbol: a line from it to its target in the arrow column
 * (and a tee on the instruction fused with it), as far as the view shows them.
 */
static void draw_jump(struct abrowser *b, int vw)
{
	const struct annotation_line *l = b->list.sel < b->nr_rows ? b->rows[b->list.sel].l : NULL;
	int x = vw + 1 + b->label_width, height = list_height();
	ssize_t t, from, to, src, f;

	if (!b->list.shown || !l || l->kind != AL_INSN || !l->is_jump || l->is_call ||
	    l->target < b->start_vaddr || l->target >= b->start_vaddr + b->sym->size)
		return;
	t = row_of_addr(b, l->target);
	if (t < 0 || (size_t)t == b->list.sel)
		return;
	/* the line starts at the instruction fused with the jump, when there is one */
	src = f = b->list.sel;
	if (src > 0 && fused(b->rows[src - 1].l, l))
		f = src - 1;
	from = t < f ? t : f;
	to = t > (ssize_t)src ? t : (ssize_t)src;
	for (ssize_t i = from; i <= to; i++) {
		int y = (int)(i - (ssize_t)b->list.top);
		chtype c = i == from ? ACS_ULCORNER : i == to ? ACS_LLCORNER : ACS_VLINE;

		if (y < 0 || y >= height || x + 2 >= COLS)
			continue;
		if (c == ACS_VLINE && (i == (ssize_t)src || i == f))
			c = ACS_LTEE;
		mvaddch(2 + y, x, c);
		if (c == ACS_VLINE)
			continue;
		addch(ACS_HLINE);
		addch(i == t ? ACS_RARROW : ACS_HLINE);
	}
}

static void abrowser__draw(struct abrowser *b)
{
	int height = list_height(), vw = value_width(b);
	char title[512], line[1024], val[32];

	erase();
	b->ops->title(b->ops->arg, title, sizeof(title));
	tui__print(0, 0, title, TUI_TITLE, true);
	snprintf(line, sizeof(line), "%s  %s [Percent: %s]", b->sym->name,
		 b->dso->long_name ? b->dso->long_name : "",
		 annotate_percent__name(b->opts.percent));
	tui__print(1, 0, line, TUI_TITLE, true);
	for (int y = 0; y < height && b->list.top + y < b->nr_rows; y++) {
		size_t i = b->list.top + y;
		const struct arow *r = &b->rows[i];
		bool sel = i == b->list.sel && b->list.shown;
		enum tui_color c = r->l && r->l->kind == AL_INSN ? heat(r->l->percent) : TUI_NORMAL;
		int arrow_col = -1;
		chtype arrow;

		value_text(b, r->l, val, sizeof(val));
		/* the first row's value column carries its header, as Linux perf's */
		if (y) {
			tui__print(2 + y, 0, val, sel ? TUI_SELECTED : c, false);
			tui__print(2 + y, vw - 1, " ", sel ? TUI_SELECTED : c, false);
		} else {
			tui__print(2, 0, value_header(b), sel ? TUI_SELECTED : TUI_NORMAL, false);
		}
		mvaddch(2 + y, vw, ACS_VLINE);
		row_text(b, r, line, sizeof(line), &arrow_col, &arrow);
		tui__print(2 + y, vw + 1, line, sel ? TUI_SELECTED : c, sel);
		if (r->l && r->l->kind == AL_INSN && !sel) {
			/* the label column in its own colour, the rest as the row */
			char lab[32];

			snprintf(lab, sizeof(lab), "%.*s", b->label_width + 1, line);
			tui__print(2 + y, vw + 1, lab, TUI_ADDR, false);
		}
		if (arrow && vw + 1 + arrow_col < COLS) {
			int attr = tui__attr(sel ? TUI_SELECTED : c);

			attron(attr);
			mvaddch(2 + y, vw + 1 + arrow_col, arrow);
			attroff(attr);
		}
	}
	draw_jump(b, vw);
	tui__scrollbar(&b->list, 2, height, COLS - 1);
	tui__status(b->msg[0] ? b->msg : "Press 'h' for help on key bindings");
	refresh();
}

static const char help_text[] =
	"UP/DOWN/PGUP/PGDN/SPACE/HOME/END  move\n"
	"q/ESC/LEFT      back (Ctrl-C: quit)\n"
	"ENTER           on a jump: go to its target; on a call: annotate the callee;\n"
	"                on a return: back\n"
	"H               the hottest instruction\n"
	"TAB/shift-TAB   the next/previous hot instruction, hottest first\n"
	"s               show/hide the source lines\n"
	"o               the disassembler's text / simplified operands\n"
	"t               percent, period, samples\n"
	"p               percent of the symbol's / of the event's samples\n"
	"b               percent of the period / of the samples\n"
	"k               line numbers of the source lines\n"
	"/  ?  n         search down, up, again\n"
	"P               print the view to SYMBOL.annotation\n"
	"h, F1           this help\n";

static int fill_help(void *arg, FILE *fp)
{
	const struct abrowser *b = arg;

	fputs(help_text, fp);
	if (b->ops->symbol_keys)
		fputs("< >, LEFT       the previous/next symbol\n", fp);
	return 0;
}

/* 'P': the view as text, into SYMBOL.annotation */
static void abrowser__print(struct abrowser *b)
{
	char path[200], line[1024], val[32];
	FILE *fp;

	snprintf(path, sizeof(path), "%.180s.annotation", b->sym->name);
	fp = fopen(path, "w");
	if (!fp) {
		snprintf(b->msg, sizeof(b->msg), "%s: %s", path, strerror(errno));
		return;
	}
	fprintf(fp, "%s  %s\n", b->sym->name, b->dso->long_name ? b->dso->long_name : "");
	fprintf(fp, "%*s |\n", value_width(b) - 1, value_header(b));
	for (size_t i = 0; i < b->nr_rows; i++) {
		int col;
		chtype arrow;

		value_text(b, b->rows[i].l, val, sizeof(val));
		row_text(b, &b->rows[i], line, sizeof(line), &col, &arrow);
		fprintf(fp, "%s |%s\n", val, line);
	}
	fclose(fp);
	snprintf(b->msg, sizeof(b->msg), "%s written", path);
}

/* '/', '?' and 'n': the next row (down or up, wrapping) whose text has the string */
static void abrowser__search(struct abrowser *b)
{
	char line[1024];

	for (size_t k = 1; k <= b->nr_rows; k++) {
		size_t i = b->search_back ? (b->list.sel + b->nr_rows - k) % b->nr_rows :
					    (b->list.sel + k) % b->nr_rows;
		int col;
		chtype arrow;

		row_text(b, &b->rows[i], line, sizeof(line), &col, &arrow);
		if (strstr(line, b->search)) {
			b->list.shown = true;
			center(b, i);
			return;
		}
	}
	snprintf(b->msg, sizeof(b->msg), "'%s' not found", b->search);
}

/*
 * Tab and shift-Tab: the next or previous hot row, hottest first, wherever the selection
 * went meanwhile (as Linux perf: the cycle keeps its own place, starting at the hottest).
 */
static void abrowser__cycle_hot(struct abrowser *b, int dir)
{
	if (!b->nr_hot) {
		snprintf(b->msg, sizeof(b->msg), "no samples in %s", b->sym->name);
		return;
	}
	b->hot_pos = (b->hot_pos + b->nr_hot + dir) % b->nr_hot;
	b->list.shown = true;
	center(b, b->hot[b->hot_pos]);
}

static int abrowser__enter(struct abrowser *b, bool *back)
{
	const struct annotation_line *l = b->list.sel < b->nr_rows ? b->rows[b->list.sel].l : NULL;
	struct symbol *callee;
	ssize_t r;
	int ret;

	if (l && l->kind == AL_INSN && l->is_call && !l->is_jump) {
		snprintf(b->msg, sizeof(b->msg), "an indirect call: its target is not known here");
		return 0;
	}
	if (!l || l->kind != AL_INSN || (!l->is_jump && !l->is_ret)) {
		snprintf(b->msg, sizeof(b->msg),
			 "ENTER works on jumps, calls and returns (this is none of those)");
		return 0;
	}
	if (l->is_ret) {
		*back = true;
		return 0;
	}
	if (!l->is_call && l->target >= b->start_vaddr &&
	    l->target < b->start_vaddr + b->sym->size) {
		r = row_of_addr(b, l->target);
		if (r < 0) {
			snprintf(b->msg, sizeof(b->msg),
				 "the jump's target %" PRIx64 " is not an instruction here",
				 l->target);
			return 0;
		}
		center(b, r);
		return 0;
	}
	/* a call, or a jump to another symbol: annotate that one */
	callee = dso__find_symbol_any(b->dso, b->sym->start + (l->target - b->start_vaddr));
	if (!callee) {
		snprintf(b->msg, sizeof(b->msg), "the called function was not found in %s",
			 b->dso->short_name);
		return 0;
	}
	ret = annotate_browser__run(b->ops, b->dso, callee, b->msg, sizeof(b->msg));
	return ret < 0 ? 0 : ret & ~(ANNOTATE_BROWSER_PREV | ANNOTATE_BROWSER_NEXT);
}

int annotate_browser__run(const struct annotate_browser_ops *ops, struct dso *dso,
			  struct symbol *sym, char *msg, size_t msg_size)
{
	struct abrowser b = { .ops = ops, .dso = dso, .sym = sym };
	int flags = 0, err;

	b.opts.percent = ANNOTATE_LOCAL_PERIOD;
	b.name_line = xasprintf("%s():", sym->name);
	err = abrowser__build(&b);
	if (err) {
		snprintf(msg, msg_size, "%s", b.msg);
		goto out;
	}
	b.label_width = snprintf(NULL, 0, "%x", sym->size ? sym->size - 1 : 0) + 1;
	/* the hottest line selected (shown at the first key) in the middle of the view */
	if (b.nr_hot)
		center(&b, b.hot[0]);
	for (bool dirty = true;;) {
		int ch, height = list_height(), r;
		bool back = false;

		if (dirty)
			abrowser__draw(&b);
		dirty = true;
		ch = tui__key(ops->tick);
		b.msg[0] = '\0';
		if (ch == TUI_INTR) {
			flags |= TUI_LEAVE;
			break;
		}
		if (ch == ERR) {
			r = tui__run_tick(ops->tick);
			dirty = false;
			flags |= r;
			if (r & (TUI_RESET | TUI_LEAVE))
				break; /* the symbol may be gone with the rest */
			if (r & TUI_REDRAW && ops->live) {
				abrowser__rebuild(&b);
				dirty = true;
			}
			continue;
		}
		if (tui_list__key(&b.list, ch, height, false))
			continue;
		switch (ch) {
		case 'q':
		case 27:
			back = true;
			break;
		case KEY_LEFT:
		case '<':
			if (ops->symbol_keys)
				flags |= ANNOTATE_BROWSER_PREV;
			back = ch == KEY_LEFT || ops->symbol_keys;
			break;
		case '>':
			if (ops->symbol_keys) {
				flags |= ANNOTATE_BROWSER_NEXT;
				back = true;
			}
			break;
		case '\t':
		case KEY_BTAB:
			abrowser__cycle_hot(&b, ch == '\t' ? 1 : -1);
			break;
		case 'H':
			b.list.shown = true;
			b.hot_pos = 0;
			if (b.nr_hot)
				center(&b, b.hot[0]);
			break;
		case '\n':
		case '\r':
		case KEY_ENTER:
		case KEY_RIGHT:
			flags |= abrowser__enter(&b, &back);
			break;
		case 's':
			b.hide_source = !b.hide_source;
			abrowser__rebuild(&b);
			break;
		case 'o':
			b.raw = !b.raw;
			break;
		case 'k':
			b.line_numbers = !b.line_numbers;
			break;
		case 't':
			b.value = (b.value + 1) % VALUE_NR;
			break;
		case 'p':
		case 'b': {
			enum annotate_percent p = b.opts.percent;
			bool global = p == ANNOTATE_GLOBAL_PERIOD || p == ANNOTATE_GLOBAL_HITS;
			bool hits = p == ANNOTATE_LOCAL_HITS || p == ANNOTATE_GLOBAL_HITS;

			if (ch == 'p')
				global = !global;
			else
				hits = !hits;
			b.opts.percent =
				global ? (hits ? ANNOTATE_GLOBAL_HITS : ANNOTATE_GLOBAL_PERIOD) :
					 (hits ? ANNOTATE_LOCAL_HITS : ANNOTATE_LOCAL_PERIOD);
			abrowser__rebuild(&b);
			break;
		}
		case '/':
		case '?':
			if (tui__prompt(ch == '/' ? "Find" : "Find backwards",
					"The next line with this text:", b.search, sizeof(b.search),
					ops->tick, &flags) ||
			    !b.search[0])
				break;
			b.search_back = ch == '?';
			/* fall through */
		case 'n':
			if (b.search[0])
				abrowser__search(&b);
			else
				snprintf(b.msg, sizeof(b.msg), "no search string yet: / or ?");
			break;
		case 'P':
			abrowser__print(&b);
			break;
		case 'h':
		case KEY_F(1):
			r = tui__text_view("Annotate view: keys",
					   &(struct tui_text_source){ fill_help, &b }, true,
					   ops->tick);
			if (r > 0)
				flags |= r;
			if (r & TUI_REDRAW && ops->live)
				abrowser__rebuild(&b);
			break;
		case 'j':
		case 'J':
		case 'c':
		case 'l':
		case 'O':
		case 'r':
		case 'B':
		case 'f':
			snprintf(b.msg, sizeof(b.msg), "'%c': not available in this view", ch);
			break;
		default:
			break;
		}
		if (back || flags & (TUI_RESET | TUI_LEAVE))
			break;
	}
out:
	abrowser__free_annotation(&b);
	free(b.rows);
	free(b.hot);
	free(b.name_line);
	return err ? err : flags;
}
