// SPDX-License-Identifier: GPL-2.0
/*
 * perf help [COMMAND], and perf COMMAND --help: our own manual page. man(1) shows it when
 * our pages are built (a build tree) or installed beside the binary, with MANPATH set to
 * them only, so that Linux perf's pages of the same name never stand in for ours; without
 * man or built pages, the AsciiDoc source is rendered as plain text.
 */
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "builtin.h"
#include "util/pager.h"
#include "util/util.h"

static char *exe_dir(void)
{
	char *dir = xstrdup(perf_exe_path()), *slash = strrchr(dir, '/');

	if (slash)
		*slash = '\0';
	return dir;
}

/* The man directory holding man1/perf-CMD.1: the build tree's, else the install's. */
static char *find_man_dir(const char *page)
{
	/* the build tree (./perf, or O=DIR/perf), then an install */
	static const char *const where[] = { "/Documentation/man", "/../Documentation/man",
					     "/../share/man" };
	char *dir = exe_dir();

	for (size_t i = 0; i < ARRAY_SIZE(where); i++) {
		char *mandir = xasprintf("%s%s", dir, where[i]);
		char *file = xasprintf("%s/man1/%s.1", mandir, page);
		bool found = !access(file, R_OK);

		free(file);
		if (found) {
			free(dir);
			return mandir;
		}
		free(mandir);
	}
	free(dir);
	return NULL;
}

static bool have_man(void)
{
	const char *path = getenv("PATH");
	char *p, *dir, *save = NULL;
	bool found = false;

	if (!path)
		return false;
	p = xstrdup(path);
	for (dir = strtok_r(p, ":", &save); dir && !found; dir = strtok_r(NULL, ":", &save)) {
		char *man = xasprintf("%s/man", *dir ? dir : ".");

		found = !access(man, X_OK);
		free(man);
	}
	free(p);
	return found;
}

/* Returns only when man could not be started. */
static void exec_man(const char *mandir, const char *page)
{
	setenv("MANPATH", mandir, 1);
	fflush(stdout);
	execlp("man", "man", page, (char *)NULL);
}

static bool is_underline(const char *s, char c)
{
	size_t n = 0;

	for (; *s == c; s++)
		n++;
	return n >= 2 && !*s;
}

/* A line of 4 or more '-', '.', '=' or '_': the delimiter of a listing or example block. */
static bool is_delimiter(const char *s)
{
	return strlen(s) >= 4 && (is_underline(s, '-') || is_underline(s, '.') ||
				  is_underline(s, '=') || is_underline(s, '_'));
}

/*
 * Inline AsciiDoc markup out: 'emphasis' and `code` lose their quotes when they stand
 * around a word (an apostrophe inside a word, "perf's", stays).
 */
static void put_inline(const char *s, FILE *out)
{
	for (const char *p = s; *p; p++) {
		if ((*p == '\'' || *p == '`') && (p == s || strchr(" (\t[/", p[-1]))) {
			const char *end = strchr(p + 1, *p);

			if (end && end > p + 1 && (!end[1] || strchr(" ,.;:)]\t/", end[1]))) {
				fwrite(p + 1, 1, end - p - 1, out);
				p = end;
				continue;
			}
		}
		if (*p == '+' && p[1] == '+' && p[2] == '+') { /* +++literal+++ */
			p += 2;
			continue;
		}
		fputc(*p, out);
	}
	fputc('\n', out);
}

/*
 * Plain text from the AsciiDoc of Documentation/perf-CMD.txt, laid out like man's: titles
 * without their underlines, body indented, option terms ("-e::") above their text,
 * listings verbatim, block attributes ([verse]) and comments left out.
 */
static void asciidoc_to_text(const char *doc, FILE *out)
{
	char *copy = xstrdup(doc), *line, *next;
	bool listing = false, in_table = false, item = false;
	const char *indent = "       ";

	for (line = copy; line; line = next) {
		char *nl = strchr(line, '\n');
		char *following;

		next = nl ? nl + 1 : NULL;
		if (nl)
			*nl = '\0';
		following = next ? next : "";
		if (listing) {
			if (is_delimiter(line)) {
				listing = false;
				continue;
			}
			fprintf(out, "%s    %s\n", indent, line);
			continue;
		}
		/* a title: a line underlined by '=' (the page), '-' (a section) or '~' */
		if (*line && next) {
			char *fnl = strchr(following, '\n');
			size_t flen = fnl ? (size_t)(fnl - following) : strlen(following);
			char u = following[0];
			char *ul = xasprintf("%.*s", (int)flen, following);
			bool title = (u == '=' || u == '-' || u == '~') && is_underline(ul, u) &&
				     flen + 2 >= strlen(line) && flen <= strlen(line) + 2;

			free(ul);
			if (title) {
				next = fnl ? fnl + 1 : NULL;
				if (u == '=') {
					for (char *p = line; *p; p++)
						*p = toupper((unsigned char)*p);
					fprintf(out, "%s\n", line);
				} else {
					fprintf(out, "%s%s\n", u == '~' ? "   " : "", line);
				}
				indent = "       ";
				continue;
			}
		}
		if (!strncmp(line, "//", 2) || !strncmp(line, "include::", 9))
			continue;
		/* block attributes: [verse], [options="header"] (not "[kernel.kallsyms] or ...") */
		if (line[0] == '[' && line[strlen(line) - 1] == ']' && !strchr(line, ' '))
			continue;
		if (!strcmp(line, "|===")) {
			in_table = !in_table;
			continue;
		}
		if (is_delimiter(line)) {
			listing = true;
			continue;
		}
		if (!strcmp(line, "+")) {
			fputc('\n', out);
			continue;
		}
		/* an option term: "-e::", "--event=::" */
		if (strlen(line) > 2 && !strcmp(line + strlen(line) - 2, "::") && line[0] != ' ' &&
		    line[0] != '\t') {
			line[strlen(line) - 2] = '\0';
			fputs("       ", out);
			put_inline(line, out);
			indent = "           ";
			continue;
		}
		if (!*line) {
			fputc('\n', out);
			item = false;
			/* a blank line ends an option's text unless the next line is indented */
			if (next && *following != '\t' && *following != ' ' && *following != '+')
				indent = "       ";
			continue;
		}
		while (*line == '\t' || *line == ' ')
			line++;
		if (in_table && *line == '|')
			line++;
		fputs(indent, out);
		/* the lines after "* item" go under its text */
		if (item && strncmp(line, "* ", 2))
			fputs("  ", out);
		item = item || !strncmp(line, "* ", 2);
		put_inline(line, out);
	}
	free(copy);
}

/* Documentation/perf-CMD.txt in a build tree, share/doc/perf/ in an install. */
static char *read_doc(const char *page)
{
	static const char *const where[] = { "/Documentation", "/../Documentation",
					     "/../share/doc/perf" };
	char *dir = exe_dir(), *text = NULL;

	for (size_t i = 0; i < ARRAY_SIZE(where) && !text; i++) {
		char *doc = xasprintf("%s%s/%s.txt", dir, where[i], page);

		if (read_file(doc, &text, NULL))
			text = NULL;
		free(doc);
	}
	free(dir);
	return text;
}

int cmd_help(int argc, const char **argv)
{
	const struct cmd_struct *c;
	char *page, *mandir, *text;

	if (argc < 2) {
		perf_print_commands(stdout);
		return 0;
	}
	if (!strcmp(argv[1], "--list-cmds")) {
		int n;
		const struct cmd_struct *cmds = perf_commands(&n);

		for (int i = 0; i < n; i++)
			printf("%s ", cmds[i].name);
		putchar('\n');
		return 0;
	}
	c = perf_find_command(argv[1]);
	if (!c) {
		perf_unknown_command(argv[1]);
		return 1;
	}
	page = xasprintf("perf-%s", c->name);
	mandir = find_man_dir(page);
	if (mandir && have_man())
		exec_man(mandir, page);
	free(mandir);
	text = read_doc(page);
	free(page);
	if (text) {
		setup_pager();
		asciidoc_to_text(text, stdout);
		free(text);
		return 0;
	}
	{
		const char *hargv[] = { c->name, "-h", NULL };

		return c->fn(2, hargv);
	}
}
PERF_COMMAND("help", cmd_help, "Display help information about perf");
