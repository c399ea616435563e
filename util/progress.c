// SPDX-License-Identifier: GPL-2.0
/* Progress on the terminal during a long read (util/progress.h). */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "debug.h"
#include "pager.h"
#include "progress.h"
#include "tui.h"
#include "util.h"

#define PROGRESS_DELAY_MS 1000
#define PROGRESS_REDRAW_NS (200 * 1000000ull) /* a few redraws a second at most */

struct progress {
	const char *title;
	u64 total;
	u64 show_at; /* ns: not before then */
	u64 next_draw; /* ns */
	u64 hold_ms;
	int fd; /* the line's terminal; -1: the TUI's box */
	bool shown; /* the line is on the terminal */
	bool off; /* the box could not be drawn */
	bool over; /* the walk is over */
	char line[128];
	pthread_t thread; /* the one that draws */
	struct tui screen;
};

/* the one line on the terminal, for eprintf_before */
static struct progress *progress_line;

static u64 env_ms(const char *name, u64 def)
{
	const char *v = getenv(name);
	char *end;
	unsigned long long n;

	if (!v || !*v)
		return def;
	n = strtoull(v, &end, 10);
	return *end ? def : n;
}

/* "\r" and clear to the line's end: the line gone, the cursor where it started */
static void line_erase(struct progress *p)
{
	if (p->shown)
		(void)writen(p->fd, "\r\033[K", 4);
	p->shown = false;
	p->line[0] = '\0';
}

static void erase_before_message(void)
{
	/* (the line is this thread's: a message from the read-ahead thread just follows it) */
	if (progress_line && progress_line->fd == STDERR_FILENO &&
	    pthread_equal(progress_line->thread, pthread_self()))
		line_erase(progress_line);
}

/* n bytes as Linux perf's bar says them: whole units, B, K, M or G */
static void bytes(char *buf, size_t size, u64 n)
{
	static const char unit[] = "BKMG";
	int i = 0;

	while (n / 1024 > 1 && i < 3) {
		n /= 1024;
		i++;
	}
	snprintf(buf, size, "%llu%c", (unsigned long long)n, unit[i]);
}

struct progress *progress__new(const char *title, u64 total, bool tui)
{
	struct progress *p;
	int fd = -1;

	if (quiet)
		return NULL;
	if (!tui) {
		/* into a pipe or a file: nothing; paged: the terminal stderr was on */
		if (pager_in_use())
			fd = pager__terminal_fd();
		else if (isatty(STDOUT_FILENO) && isatty(STDERR_FILENO))
			fd = STDERR_FILENO;
		if (fd < 0)
			return NULL;
	}
	p = xzalloc(sizeof(*p));
	p->title = title;
	p->total = total;
	p->fd = fd;
	p->show_at = clock_ns(CLOCK_MONOTONIC) +
		     env_ms("PERF_PROGRESS_DELAY_MS", PROGRESS_DELAY_MS) * 1000000ull;
	p->hold_ms = env_ms("PERF_PROGRESS_HOLD_MS", 0);
	p->thread = pthread_self();
	if (!tui) {
		progress_line = p;
		eprintf_before = erase_before_message;
	}
	return p;
}

/* Ctrl-C in the box: perf ends as it would without it, the terminal given back first */
static void box_interrupted(struct progress *p)
{
	if (!p->screen.screen || !tui__interrupted())
		return;
	tui__stop(&p->screen);
	p->off = true;
	/* (the handler tui__stop puts back is ncurses' own, which exits 1) */
	signal(SIGINT, SIG_DFL);
	raise(SIGINT);
}

static void draw(struct progress *p, u64 pos)
{
	char text[sizeof(p->line)], done[32], all[32];

	bytes(done, sizeof(done), pos);
	if (p->total) {
		bytes(all, sizeof(all), p->total);
		snprintf(text, sizeof(text), "%s [%s/%s]", p->title, done, all);
	} else {
		snprintf(text, sizeof(text), "%s [%s]", p->title, done);
	}
	if (p->fd < 0) {
		if (!p->screen.screen && tui__start(&p->screen)) {
			p->off = true;
			return;
		}
		tui__progress(text, pos, p->total);
	} else {
		char pct[16] = "";
		char out[sizeof(text) + 32];
		int n;

		if (p->total)
			snprintf(pct, sizeof(pct), " %u%%",
				 (unsigned)((pos < p->total ? pos : p->total) * 100 / p->total));
		strncat(text, pct, sizeof(text) - strlen(text) - 1);
		if (p->shown && !strcmp(text, p->line))
			return;
		n = snprintf(out, sizeof(out), "\r%s\033[K", text);
		(void)writen(p->fd, out, (size_t)n);
		strcpy(p->line, text);
		p->shown = true;
	}
	if (p->hold_ms)
		usleep((useconds_t)(p->hold_ms * 1000));
	box_interrupted(p);
}

int progress__update(void *arg, u64 pos)
{
	struct progress *p = arg;
	u64 now;

	if (!p || p->off)
		return 0;
	if (pos == (u64)-1) {
		/* the walk is over: the line goes before its warnings, the box stays */
		p->over = true;
		if (p->fd >= 0)
			line_erase(p);
		return 0;
	}
	if (p->over)
		return 0;
	box_interrupted(p);
	if (p->off)
		return 0;
	now = clock_ns(CLOCK_MONOTONIC);
	if (now < p->show_at || now < p->next_draw)
		return 0;
	draw(p, pos);
	/* (after the draw: a test's pause there is no processing time) */
	p->next_draw = (p->hold_ms ? clock_ns(CLOCK_MONOTONIC) : now) + PROGRESS_REDRAW_NS;
	return 0;
}

void progress__end(struct progress *p, bool keep_screen)
{
	if (!p)
		return;
	if (p->fd >= 0)
		line_erase(p);
	if (progress_line == p) {
		progress_line = NULL;
		eprintf_before = NULL;
	}
	box_interrupted(p);
	if (p->screen.screen) {
		if (keep_screen)
			tui__keep(&p->screen);
		else
			tui__stop(&p->screen);
	}
	free(p);
}
