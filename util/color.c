// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <math.h>
#include <string.h>
#include <unistd.h>

#include "color.h"
#include "pager.h"
#include "util.h"

static enum color_mode color_mode = COLOR_AUTO;

void color__set_mode(enum color_mode mode)
{
	color_mode = mode;
}

int color__parse_mode(const char *s)
{
	if (!strcmp(s, "always"))
		color__set_mode(COLOR_ALWAYS);
	else if (!strcmp(s, "never"))
		color__set_mode(COLOR_NEVER);
	else if (!strcmp(s, "auto"))
		color__set_mode(COLOR_AUTO);
	else
		return -EINVAL;
	return 0;
}

/* stdout's and stderr's answers, asked once: a report asks for each value it prints */
static signed char tty[3] = { -1, -1, -1 };

void color__terminals_changed(void)
{
	tty[1] = tty[2] = -1;
}

bool color__enabled(FILE *f)
{
	int fd;

	if (color_mode != COLOR_AUTO)
		return color_mode == COLOR_ALWAYS;
	if (f == stdout && pager_in_use())
		return true;
	fd = fileno(f);
	if (fd < 1 || fd > 2)
		return isatty(fd);
	if (tty[fd] < 0)
		tty[fd] = (signed char)isatty(fd);
	return tty[fd];
}

enum color_heat color__heat(double percent)
{
	/* a change counts by its size: -14% is as hot as +14% */
	if (fabs(percent) >= 5.0)
		return COLOR_HOT;
	if (fabs(percent) > 0.5)
		return COLOR_WARM;
	return COLOR_COLD;
}

const char *color__heat_code(enum color_heat heat)
{
	return heat == COLOR_HOT ? PERF_COLOR_RED : heat == COLOR_WARM ? PERF_COLOR_GREEN : "";
}

const char *color__percent(double percent)
{
	return color__heat_code(color__heat(percent));
}

int color__percent_snprintf(FILE *f, char *buf, size_t size, int width, double percent)
{
	const char *c = color__enabled(f) ? color__percent(percent) : "";
	int n, m;

	if (!*c)
		return pad_percent(buf, size, width - 1, percent);
	n = snprintf(buf, size, "%s", c);
	if (n < 0 || (size_t)n >= size)
		return n;
	m = snprintf(buf + n, size - n, "%*.2f%%", width - 1, percent);
	if (m < 0)
		return m;
	n += m;
	if ((size_t)n >= size)
		return n;
	return n + snprintf(buf + n, size - n, "%s", PERF_COLOR_RESET);
}
