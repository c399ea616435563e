// SPDX-License-Identifier: GPL-2.0
/*
 * The interactive views' terminal (util/tui.h) on ncurses. ncurses rather than Linux perf's
 * libslang2: it is on every Debian system already, handles resizes itself (KEY_RESIZE), and
 * newterm() fails cleanly on a terminal it does not know, so that perf can print instead.
 */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util/tui-curses.h"
#include "util/tui.h"
#include "util/util.h"

enum { PAIR_TITLE = 1, PAIR_SELECTED, PAIR_HOT, PAIR_WARM, PAIR_ADDR, PAIR_STATUS };

static volatile sig_atomic_t tui_sigint;
/* the terminal is one per process: so are the handlers it replaces */
static struct sigaction old_int, old_term;
static bool tui_colors;
/* the terminal in use, for a perf that exits while it is (an allocation failure, say) */
static struct tui *tui_active;
static bool tui_atexit_set;
/* a screen tui__keep left up for the next tui__start (the progress box's, for the browser) */
static struct tui tui_kept;

/*
 * exit() with the views on the screen: the terminal back as it was and the held messages
 * (the one saying why perf exits among them) printed, not lost in the temporary file.
 */
static void tui_atexit(void)
{
	if (tui_active)
		tui__stop(tui_active);
}

static void tui_sig(int sig)
{
	tui_sigint = 1;
}

/*
 * What the pipeline writes to stderr while the views own the screen (a warning about a DSO
 * without symbols, say) would tear their rows: it goes to a temporary file, written out
 * once the terminal is back.
 */
static void stderr_hold(struct tui *t)
{
	t->saved_stderr = -1;
	t->held_stderr = tmpfile();
	if (!t->held_stderr)
		return;
	fflush(stderr);
	t->saved_stderr = dup(STDERR_FILENO);
	if (t->saved_stderr < 0 || dup2(fileno(t->held_stderr), STDERR_FILENO) < 0) {
		if (t->saved_stderr >= 0)
			close(t->saved_stderr);
		t->saved_stderr = -1;
		fclose(t->held_stderr);
		t->held_stderr = NULL;
	}
}

static void stderr_release(struct tui *t)
{
	char buf[4096];
	size_t n;

	if (!t->held_stderr)
		return;
	fflush(stderr);
	dup2(t->saved_stderr, STDERR_FILENO);
	close(t->saved_stderr);
	rewind(t->held_stderr);
	while ((n = fread(buf, 1, sizeof(buf), t->held_stderr)) > 0)
		fwrite(buf, 1, n, stderr);
	fflush(stderr);
	fclose(t->held_stderr);
	t->held_stderr = NULL;
}

int tui__start(struct tui *t)
{
	struct sigaction sa = { .sa_handler = tui_sig };
	SCREEN *scr;

	if (tui_kept.screen) {
		/* the screen is up already: no flash of the shell between two views */
		*t = tui_kept;
		tui_kept.screen = NULL;
		tui_active = t;
		clear();
		return 0;
	}
	memset(t, 0, sizeof(*t));
	if (tui_curses__load())
		return -ENOTTY;
	/* newterm, not initscr: a terminal ncurses does not know is an error, not an exit */
	scr = newterm(NULL, stdout, stdin);
	if (!scr)
		return -ENOTTY;
	t->screen = scr;
	stderr_hold(t);
	if (!tui_atexit_set)
		tui_atexit_set = !atexit(tui_atexit);
	tui_active = t;
	set_term(scr);
	tui_sigint = 0;
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
		/* Linux perf's browsers' colours */
		init_pair(PAIR_TITLE, COLOR_WHITE, COLOR_BLUE);
		init_pair(PAIR_SELECTED, COLOR_BLACK, COLOR_YELLOW);
		init_pair(PAIR_HOT, COLOR_RED, -1);
		init_pair(PAIR_WARM, COLOR_GREEN, -1);
		init_pair(PAIR_ADDR, COLOR_MAGENTA, -1);
		init_pair(PAIR_STATUS, COLOR_WHITE, COLOR_BLACK);
		t->colors = true;
	}
	tui_colors = t->colors;
	return 0;
}

void tui__stop(struct tui *t)
{
	if (!t->screen)
		return;
	if (tui_active == t)
		tui_active = NULL;
	/* leave the alternate screen and give the terminal back as it was */
	endwin();
	delscreen(t->screen);
	t->screen = NULL;
	stderr_release(t);
	sigaction(SIGINT, &old_int, NULL);
	sigaction(SIGTERM, &old_term, NULL);
}

void tui__keep(struct tui *t)
{
	if (!t->screen)
		return;
	tui__drop_kept();
	tui_kept = *t;
	t->screen = NULL;
	if (tui_active == t)
		tui_active = &tui_kept;
}

void tui__drop_kept(void)
{
	tui__stop(&tui_kept);
}

bool tui__interrupted(void)
{
	return tui_sigint;
}

int tui__key(const struct tui_tick *tick)
{
	int ch;

	timeout(tick && tick->fn ? 100 : -1);
	ch = getch();
	return tui_sigint ? TUI_INTR : ch;
}

int tui__run_tick(const struct tui_tick *tick)
{
	int r;

	if (tui_sigint)
		return TUI_LEAVE;
	if (!tick || !tick->fn)
		return 0;
	r = tick->fn(tick->arg);
	return r < 0 ? TUI_LEAVE : r;
}

bool tui_list__key(struct tui_list *l, int key, size_t height, bool more)
{
	switch (key) {
	case KEY_DOWN:
	case KEY_UP:
	case KEY_NPAGE:
	case KEY_PPAGE:
	case KEY_HOME:
	case KEY_END:
	case ' ':
		break;
	case 'j':
	case 'g':
	case 'G':
	case TUI_CTRL('n'):
	case TUI_CTRL('p'):
		if (!more)
			return false;
		break;
	default:
		return false;
	}
	if (!l->shown) {
		/* as Linux perf: the first one shows where the selection is */
		l->shown = true;
		return true;
	}
	if (!l->nr)
		return true;
	switch (key) {
	case KEY_DOWN:
	case 'j':
	case TUI_CTRL('n'):
		if (l->sel + 1 < l->nr && ++l->sel >= l->top + height)
			l->top++;
		break;
	case KEY_UP:
	case TUI_CTRL('p'):
		if (l->sel && --l->sel < l->top)
			l->top = l->sel;
		break;
	case KEY_NPAGE:
	case ' ': {
		size_t off = height;

		/* nothing below the view: stay */
		if (l->top + height > l->nr - 1)
			break;
		if (l->sel + off > l->nr - 1)
			off = l->nr - 1 - l->sel;
		l->sel += off;
		l->top += off;
		break;
	}
	case KEY_PPAGE: {
		size_t off = l->top < height ? l->top : height;

		l->sel = l->sel > off ? l->sel - off : 0;
		l->top -= off;
		break;
	}
	case KEY_HOME:
	case 'g':
		l->sel = l->top = 0;
		break;
	case KEY_END:
	case 'G':
		l->sel = l->nr - 1;
		l->top = l->nr > height ? l->nr - height : 0;
		break;
	}
	return true;
}

void tui_list__fit(struct tui_list *l, size_t height)
{
	if (l->sel >= l->nr)
		l->sel = l->nr ? l->nr - 1 : 0;
	if (l->top > l->sel)
		l->top = l->sel;
	if (l->sel >= l->top + height)
		l->top = l->sel - height + 1;
}

int tui__attr(enum tui_color c)
{
	static const int pair[] = {
		[TUI_TITLE] = PAIR_TITLE, [TUI_SELECTED] = PAIR_SELECTED,
		[TUI_HOT] = PAIR_HOT,	  [TUI_WARM] = PAIR_WARM,
		[TUI_ADDR] = PAIR_ADDR,	  [TUI_STATUS] = PAIR_STATUS,
	};

	if (c == TUI_NORMAL)
		return A_NORMAL;
	if (tui_colors)
		return COLOR_PAIR(pair[c]) | (c == TUI_TITLE ? A_BOLD : 0);
	return c == TUI_TITLE || c == TUI_SELECTED ? A_REVERSE : c == TUI_HOT ? A_BOLD : A_NORMAL;
}

void tui__print(int y, int x, const char *s, enum tui_color c, bool fill)
{
	int attr = tui__attr(c), n = (int)strlen(s);

	if (y < 0 || y >= LINES || x >= COLS)
		return;
	attron(attr);
	mvaddnstr(y, x, s, COLS - x);
	if (fill)
		for (int i = x + n; i < COLS; i++)
			addch(' ');
	attroff(attr);
}

void tui__scrollbar(const struct tui_list *l, int y0, int height, int x)
{
	int thumb;

	if (!l->shown || !l->nr || x < 0 || x >= COLS)
		return;
	thumb = (int)(l->sel * height / l->nr);
	for (int y = 0; y < height; y++)
		mvaddch(y0 + y, x, y == thumb ? ACS_DIAMOND : ACS_CKBOARD);
}

void tui__status(const char *msg)
{
	move(LINES - 1, 0);
	clrtoeol();
	tui__print(LINES - 1, 0, msg && *msg ? msg : "Press '?' for help on key bindings",
		   TUI_STATUS, true);
}

size_t tui__event_title(char *buf, size_t size, unsigned long long nr_samples, const char *evname,
			bool plural, unsigned long long freq, unsigned long long total_period)
{
	/*
	 * the count as Linux perf's titles: whole thousands, millions, billions above 1000,
	 * a blank in the unit's place below
	 */
	static const char units[] = { ' ', 'K', 'M', 'G' };
	unsigned long long n = nr_samples;
	int u = 0, len;

	while (n > 1000 && u < 3) {
		n /= 1000;
		u++;
	}
	len = snprintf(buf, size, "Samples: %llu%c of event%s '%s'", n, units[u], plural ? "s" : "",
		       evname);
	if (freq && len >= 0 && (size_t)len < size)
		len += snprintf(buf + len, size - len, ", %llu Hz", freq);
	if (len >= 0 && (size_t)len < size)
		len += snprintf(buf + len, size - len, ", Event count (approx.): %llu",
				total_period);
	return len < 0 ? 0 : (size_t)len < size ? (size_t)len : size - 1;
}

/* Wait for a key, running the tick meanwhile: the key, or ERR when the flags say to stop. */
static int widget_key(const struct tui_tick *tick, int *flags, int stop_on)
{
	for (;;) {
		int ch = tui__key(tick), r;

		if (ch == TUI_INTR) {
			*flags |= TUI_LEAVE;
			return ERR;
		}
		if (ch != ERR)
			return ch;
		r = tui__run_tick(tick);
		*flags |= r;
		if (r & stop_on)
			return ERR;
	}
}

int tui__menu(const char *const *items, int nr, const struct tui_tick *tick, int *flags)
{
	int sel = 0, top = 0;

	for (;;) {
		/* under an empty title row, as Linux perf's */
		int height = LINES > 2 ? LINES - 2 : 1, ch;

		if (sel < top)
			top = sel;
		if (sel >= top + height)
			top = sel - height + 1;
		erase();
		tui__print(0, 0, "", TUI_TITLE, true);
		for (int y = 0; y < height && top + y < nr; y++)
			tui__print(1 + y, 0, items[top + y],
				   top + y == sel ? TUI_SELECTED : TUI_NORMAL, top + y == sel);
		tui__status("ESC: exit, ENTER|->: Select option");
		refresh();
		ch = widget_key(tick, flags, TUI_RESET | TUI_LEAVE);
		switch (ch) {
		case ERR:
		case 27:
		case KEY_LEFT:
		case 'q':
			return -1;
		case KEY_DOWN:
			if (sel + 1 < nr)
				sel++;
			break;
		case KEY_UP:
			if (sel)
				sel--;
			break;
		case KEY_NPAGE:
		case ' ':
			sel = sel + height < nr ? sel + height : nr - 1;
			break;
		case KEY_PPAGE:
			sel = sel > height ? sel - height : 0;
			break;
		case KEY_HOME:
			sel = 0;
			break;
		case KEY_END:
			sel = nr - 1;
			break;
		case '\n':
		case '\r':
		case KEY_ENTER:
		case KEY_RIGHT:
			return sel;
		default:
			break;
		}
	}
}

/* A box in the middle of the screen: title on its top border, lines inside. */
static void draw_box(const char *title, const char *const *lines, int nr, int min_width,
		     int *field_y, int *field_x)
{
	int w = min_width, h = nr + 2, y0, x0;

	for (int i = 0; i < nr; i++)
		if ((int)strlen(lines[i]) > w)
			w = strlen(lines[i]);
	if (title && (int)strlen(title) > w)
		w = strlen(title);
	w += 2;
	if (w > COLS)
		w = COLS;
	y0 = LINES > h ? (LINES - h) / 2 : 0;
	x0 = COLS > w ? (COLS - w) / 2 : 0;
	for (int y = 0; y < h; y++) {
		move(y0 + y, x0);
		for (int x = 0; x < w; x++)
			addch(' ');
	}
	mvaddch(y0, x0, ACS_ULCORNER);
	mvhline(y0, x0 + 1, ACS_HLINE, w - 2);
	mvaddch(y0, x0 + w - 1, ACS_URCORNER);
	mvvline(y0 + 1, x0, ACS_VLINE, h - 2);
	mvvline(y0 + 1, x0 + w - 1, ACS_VLINE, h - 2);
	mvaddch(y0 + h - 1, x0, ACS_LLCORNER);
	mvhline(y0 + h - 1, x0 + 1, ACS_HLINE, w - 2);
	mvaddch(y0 + h - 1, x0 + w - 1, ACS_LRCORNER);
	if (title)
		mvaddnstr(y0, x0 + 1, title, w - 2);
	for (int i = 0; i < nr; i++)
		mvaddnstr(y0 + 1 + i, x0 + 1, lines[i], w - 2);
	if (field_y) {
		/* the input field: the line left blank for it */
		for (int i = 0; i < nr; i++)
			if (!*lines[i])
				*field_y = y0 + 1 + i;
		*field_x = x0 + 2;
	}
}

int tui__prompt(const char *title, const char *hint, char *out, size_t size,
		const struct tui_tick *tick, int *flags)
{
	const char *lines[] = { hint, "", "Enter to apply, Esc to cancel" };
	size_t len = 0;
	int fy = 0, fx = 0, width = 60;

	out[0] = '\0';
	for (;;) {
		int ch, room;

		draw_box(title, lines, 3, width, &fy, &fx);
		room = COLS - fx - 2 > 0 ? COLS - fx - 2 : 1;
		if (room > width - 2)
			room = width - 2;
		/* the end of what was typed, when it is longer than the field */
		mvaddnstr(fy, fx, len > (size_t)room ? out + len - room : out, room);
		curs_set(1);
		refresh();
		ch = widget_key(tick, flags, TUI_RESET | TUI_LEAVE);
		curs_set(0);
		if (ch == ERR || ch == 27)
			return -1;
		if (ch == '\n' || ch == '\r' || ch == KEY_ENTER)
			return 0;
		if ((ch == KEY_BACKSPACE || ch == 127 || ch == 8) && len)
			out[--len] = '\0';
		else if (ch >= ' ' && ch < 127 && len + 1 < size) {
			out[len++] = (char)ch;
			out[len] = '\0';
		}
	}
}

bool tui__confirm(const char *question, const struct tui_tick *tick, int *flags)
{
	const char *lines[] = { question, "", "Enter or y: yes, Esc or n: no" };

	for (;;) {
		int ch;

		draw_box(NULL, lines, 3, 0, NULL, NULL);
		refresh();
		ch = widget_key(tick, flags, TUI_RESET | TUI_LEAVE);
		if (ch == '\n' || ch == '\r' || ch == KEY_ENTER || ch == 'y' || ch == 'Y')
			return true;
		if (ch == ERR || ch == 27 || ch == 'n' || ch == 'N' || ch == 'q')
			return false;
	}
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

static int text_source__get(const struct tui_text_source *src, char **text)
{
	size_t len = 0;
	FILE *fp = open_memstream(text, &len);
	int err;

	if (!fp)
		return -ENOMEM;
	err = src->fill(src->arg, fp);
	fclose(fp);
	return err;
}

int tui__text_view(const char *title, const struct tui_text_source *src, bool any_key,
		   const struct tui_tick *tick)
{
	struct text_lines t = { 0 };
	char *text = NULL;
	size_t top = 0;
	int flags = 0, err;
	const char *msg = NULL;
	bool live = src->live;

	err = text_source__get(src, &text);
	if (!err)
		text_lines__set(&t, text);
	free(text);
	if (err)
		return err;
	for (bool dirty = true;;) {
		int height = LINES > 2 ? LINES - 2 : 1, ch;

		if (dirty) {
			erase();
			tui__print(0, 0, title, TUI_TITLE, true);
			for (int y = 0; y < height && top + y < t.nr; y++)
				tui__print(1 + y, 0, t.lines[top + y], TUI_NORMAL, false);
			tui__status(
				msg ? msg :
				any_key ?
				      "Press any key..." :
				live ?
				      "q/ESC/Left: back, UP/DOWN/PGUP/PGDN: scroll (follows each refresh)" :
				      "q/ESC/Left: back, UP/DOWN/PGUP/PGDN: scroll");
			refresh();
		}
		dirty = true;
		ch = tui__key(tick);
		if (ch == TUI_INTR) {
			flags |= TUI_LEAVE;
			break;
		}
		if (ch == ERR) {
			int r = tui__run_tick(tick);

			dirty = false;
			flags |= r;
			if (r & TUI_LEAVE)
				break;
			if (r & TUI_RESET && live) {
				/* what it showed is gone with the rest (a new generation) */
				live = false;
				msg = "the history restarted: q/ESC/Left: back";
				dirty = true;
			}
			if (!(r & TUI_REDRAW) || !live)
				continue;
			text = NULL;
			if (!text_source__get(src, &text)) {
				text_lines__set(&t, text);
				if (top >= t.nr)
					top = t.nr ? t.nr - 1 : 0;
			}
			free(text);
			dirty = true;
			continue;
		}
		if ((ch == KEY_DOWN || ch == 'j') && top + height < t.nr)
			top++;
		else if (ch == KEY_UP && top)
			top--;
		else if (ch == KEY_NPAGE || ch == ' ')
			top = top + 2 * height < t.nr ? top + height :
							(t.nr > (size_t)height ? t.nr - height : 0);
		else if (ch == KEY_PPAGE)
			top = top > (size_t)height ? top - height : 0;
		else if (ch == KEY_HOME)
			top = 0;
		else if (ch == KEY_END)
			top = t.nr > (size_t)height ? t.nr - height : 0;
		else if (ch == KEY_RESIZE || ch == KEY_DOWN || ch == KEY_UP || ch == 'j')
			continue;
		else if (any_key || ch == 'q' || ch == 27 || ch == KEY_LEFT || ch == '\n' ||
			 ch == '\r' || ch == KEY_ENTER)
			break;
	}
	text_lines__free(&t);
	free(t.lines);
	return flags;
}

void tui__progress(const char *title, unsigned long long done, unsigned long long total)
{
	const char *line = "";
	int y = 0, x = 0, w = COLS > 2 ? COLS - 2 : 0, n;

	/* Linux perf's: a box across the screen, the title in its top line, a bar inside */
	draw_box(title, &line, 1, w, &y, &x);
	n = total ? (int)((double)(done < total ? done : total) * w / total) : 0;
	mvhline(y, x - 1, ' ' | tui__attr(TUI_SELECTED), n);
	refresh();
}
