// SPDX-License-Identifier: GPL-2.0
/*
 * perf probe's model: a spec the user typed (perf_probe_event) is resolved against symbols
 * and debug info into tracefs definitions (probe_trace_event), which are written to
 * kprobe_events or uprobe_events. Everything that ends up in a definition is validated
 * here, so that a spec can never smuggle a second line or another command into tracefs.
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "debug.h"
#include "dso.h"
#include "elf-sym.h"
#include "kallsyms.h"
#include "probe-event.h"
#include "probe-finder.h"
#include "symbol.h"
#include "tracefs.h"
#include "util.h"

/* ---- where the probe files are ---- */

static char *tracefs_root_override;

void probe_event__set_tracefs_root(const char *dir)
{
	free(tracefs_root_override);
	tracefs_root_override = dir ? xstrdup(dir) : NULL;
}

const char *probe_event__tracefs_root(void)
{
	const char *env = getenv("PERF_PROBE_TRACEFS");

	if (tracefs_root_override)
		return tracefs_root_override;
	if (env && *env)
		return env;
	return tracefs__mountpoint();
}

static char *probe_file_path(bool uprobe)
{
	const char *root = probe_event__tracefs_root();

	if (!root)
		return NULL;
	return xasprintf("%s/%s", root, uprobe ? "uprobe_events" : "kprobe_events");
}

/* ---- validation ---- */

/* A valid group or event name: a C identifier of at most PROBE_MAX_NAME - 1 characters. */
static bool probe_name_is_valid(const char *name)
{
	size_t n = 0;

	if (!name || !(isalpha((unsigned char)name[0]) || name[0] == '_'))
		return false;
	for (const char *p = name; *p; p++, n++)
		if (!isalnum((unsigned char)*p) && *p != '_')
			return false;
	return n < PROBE_MAX_NAME;
}

/*
 * Fetch args the kernel accepts are made of registers, offsets, parentheses, symbols and
 * $specials; anything outside that set (blanks above all) could end the definition early.
 */
bool probe_fetch_arg_is_valid(const char *value)
{
	if (!value || !*value || strlen(value) > 256)
		return false;
	for (const char *p = value; *p; p++)
		if (!isalnum((unsigned char)*p) && !strchr("_%+-()@$.:\\", *p))
			return false;
	return true;
}

bool probe_type_is_valid(const char *type)
{
	static const char *const fixed[] = { "string", "ustring", "symbol", "symstr" };
	char *end;
	long bits;

	if (!type)
		return false;
	for (size_t i = 0; i < ARRAY_SIZE(fixed); i++)
		if (!strcmp(type, fixed[i]))
			return true;
	if (!strchr("usx", type[0]) || !isdigit((unsigned char)type[1]))
		return false;
	bits = strtol(type + 1, &end, 10);
	return !*end && (bits == 8 || bits == 16 || bits == 32 || bits == 64);
}

/* Paths go into a definition between blanks: no blanks, no control characters. */
static bool probe_path_is_valid(const char *path)
{
	if (!path || !*path || strlen(path) > 4000)
		return false;
	for (const char *p = path; *p; p++)
		if (isspace((unsigned char)*p) || iscntrl((unsigned char)*p) || *p == ':')
			return false;
	return true;
}

/* Turns a derived name into a valid one: other characters become '_'. */
static char *sanitize_name(const char *s)
{
	char *n = xasprintf("%s%s", isdigit((unsigned char)s[0]) ? "_" : "", s);

	for (char *p = n; *p; p++)
		if (!isalnum((unsigned char)*p) && *p != '_')
			*p = '_';
	if (strlen(n) >= PROBE_MAX_NAME)
		n[PROBE_MAX_NAME - 1] = '\0';
	return n;
}

/* ---- parsing a spec ---- */

static int __attribute__((format(printf, 3, 4))) seterr(char *err, size_t len, const char *fmt,
							 ...)
{
	va_list ap;

	if (err && len) {
		va_start(ap, fmt);
		vsnprintf(err, len, fmt, ap);
		va_end(ap);
	}
	return -EINVAL;
}

static bool is_ident_char(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

/* A C variable with member accesses: var(->f|.f)* ; Linux perf names it after the last. */
static bool c_var_is_valid(const char *s, const char **last)
{
	const char *p = s;

	*last = s;
	for (;;) {
		const char *start = p;

		if (!isalpha((unsigned char)*p) && *p != '_')
			return false;
		while (is_ident_char(*p))
			p++;
		*last = start;
		if (!*p)
			return true;
		if (p[0] == '-' && p[1] == '>')
			p += 2;
		else if (p[0] == '.')
			p++;
		else
			return false;
	}
}

static int parse_arg(const char *s, struct perf_probe_arg *arg, char *err, size_t errlen)
{
	const char *eq = strchr(s, '='), *colon, *last;
	char *var;

	memset(arg, 0, sizeof(*arg));
	if (eq) {
		char *name = xstrndup(s, eq - s);

		if (!probe_name_is_valid(name)) {
			seterr(err, errlen, "'%s': argument name must be a C identifier", name);
			free(name);
			return -EINVAL;
		}
		arg->name = name;
		s = eq + 1;
	}
	colon = strrchr(s, ':');
	if (colon) {
		arg->type = xstrdup(colon + 1);
		if (!probe_type_is_valid(arg->type))
			return seterr(err, errlen,
				      "'%s': unknown type (u8..u64, s8..s64, x8..x64, string)",
				      arg->type);
		var = xstrndup(s, colon - s);
	} else {
		var = xstrdup(s);
	}
	arg->var = var;
	if (!*var)
		return seterr(err, errlen, "empty argument");
	if (strchr("%+-@$\\", var[0]) || isdigit((unsigned char)var[0])) {
		arg->raw = true;
		if (!probe_fetch_arg_is_valid(var))
			return seterr(err, errlen, "'%s': not a valid fetch argument", var);
		return 0;
	}
	if (!c_var_is_valid(var, &last))
		return seterr(err, errlen, "'%s': not a variable or fetch argument", var);
	if (!arg->name && last != var)
		arg->name = xstrdup(last);
	return 0;
}

static int parse_number(const char *s, size_t n, u64 *val)
{
	char buf[32];

	if (!n || n >= sizeof(buf))
		return -EINVAL;
	memcpy(buf, s, n);
	buf[n] = '\0';
	return str_to_u64(buf, val, 0);
}

static int parse_point(const char *s, struct perf_probe_point *pp, char *err, size_t errlen)
{
	const char *semi = strchr(s, ';'), *p, *end;
	char *point;
	int ret = 0;

	pp->line = -1;
	if (semi) {
		pp->lazy = xstrdup(semi + 1);
		if (!*pp->lazy)
			return seterr(err, errlen, "empty lazy pattern after ';'");
		for (p = pp->lazy; *p; p++)
			if (iscntrl((unsigned char)*p))
				return seterr(err, errlen, "bad character in lazy pattern");
		point = xstrndup(s, semi - s);
	} else {
		point = xstrdup(s);
	}
	if (!strncmp(point, "0x", 2)) {
		if (str_to_u64(point, &pp->address, 16)) {
			ret = seterr(err, errlen, "'%s': bad address", point);
			goto out;
		}
		pp->has_address = true;
		goto out;
	}
	/* SRC:ALN when the part before ':' looks like a file name */
	end = point + strcspn(point, "@:+%");
	if (*end == ':' && memchr(point, '.', end - point) && !strchr(point, '@')) {
		u64 line;

		pp->file = xstrndup(point, end - point);
		if (str_to_u64(end + 1, &line, 10) || line > 10000000) {
			ret = seterr(err, errlen, "'%s': bad line number", end + 1);
			goto out;
		}
		pp->line = line;
		goto out;
	}
	pp->function = xstrndup(point, end - point);
	if (!*pp->function) {
		ret = seterr(err, errlen, "'%s': no function name", s);
		goto out;
	}
	for (p = pp->function; *p; p++)
		if (!is_ident_char(*p) && *p != '.') {
			ret = seterr(err, errlen, "'%s': bad function name", pp->function);
			goto out;
		}
	p = end;
	while (*p) {
		const char *q = p + 1 + strcspn(p + 1, "@:+%");
		u64 v;

		switch (*p) {
		case '@':
			if (pp->file)
				goto bad;
			pp->file = xstrndup(p + 1, q - p - 1);
			if (!*pp->file || !probe_path_is_valid(pp->file))
				goto bad;
			break;
		case ':':
			/* "FUNC:" is line 0 of FUNC, as Linux perf reads it */
			if (pp->line >= 0)
				goto bad;
			if (q - p - 1 == 0)
				v = 0;
			else if (parse_number(p + 1, q - p - 1, &v) || v > 10000000)
				goto bad;
			pp->line = v;
			break;
		case '+':
			if (pp->offset || parse_number(p + 1, q - p - 1, &v))
				goto bad;
			pp->offset = v;
			break;
		case '%':
			if (q - p - 1 != 6 || strncmp(p + 1, "return", 6))
				goto bad;
			pp->retprobe = true;
			break;
		}
		p = q;
	}
	if (pp->retprobe && (pp->line >= 0 || pp->lazy || pp->offset)) {
		ret = seterr(err, errlen, "%%return cannot be combined with a line, offset or pattern");
		goto out;
	}
	if (pp->offset && (pp->line >= 0 || pp->lazy)) {
		ret = seterr(err, errlen, "+OFF cannot be combined with a line or pattern");
		goto out;
	}
	goto out;
bad:
	ret = seterr(err, errlen, "bad probe point (FUNC[@SRC][:RLN|+OFF|%%return|;PTN])");
out:
	free(point);
	return ret;
}

int perf_probe_event__parse(const char *cmd, struct perf_probe_event *pev, char *err,
			    size_t errlen)
{
	char *copy, *tok, *save = NULL, *eq, *point;
	int ret = 0;

	memset(pev, 0, sizeof(*pev));
	pev->point.line = -1;
	for (const char *p = cmd; *p; p++)
		if (iscntrl((unsigned char)*p) && *p != '\t')
			return seterr(err, errlen, "control character in probe definition");
	copy = xstrdup(cmd);
	tok = strtok_r(copy, " \t", &save);
	if (!tok) {
		ret = seterr(err, errlen, "empty probe definition");
		goto out;
	}
	pev->spec = xstrdup(tok);
	point = tok;
	/* [GROUP:]EVENT= comes before the point; '=' cannot appear in a point */
	eq = strchr(tok, '=');
	if (eq) {
		char *colon;

		*eq = '\0';
		point = eq + 1;
		colon = strchr(tok, ':');
		if (colon) {
			*colon = '\0';
			pev->group = xstrdup(tok);
			pev->event = xstrdup(colon + 1);
		} else {
			pev->event = xstrdup(tok);
		}
		if (pev->group && !probe_name_is_valid(pev->group)) {
			ret = seterr(err, errlen,
				     "'%s': bad group name (a C identifier of at most %d characters)",
				     pev->group, PROBE_MAX_NAME - 1);
			goto out;
		}
		if (!probe_name_is_valid(pev->event)) {
			ret = seterr(err, errlen,
				     "'%s': bad event name (a C identifier of at most %d characters)",
				     pev->event, PROBE_MAX_NAME - 1);
			goto out;
		}
		free(pev->spec);
		pev->spec = xstrdup(point);
	}
	ret = parse_point(point, &pev->point, err, errlen);
	if (ret)
		goto out;
	while ((tok = strtok_r(NULL, " \t", &save))) {
		struct perf_probe_arg *a;

		if (pev->nargs >= PROBE_MAX_ARGS) {
			ret = seterr(err, errlen, "too many arguments (at most %d)", PROBE_MAX_ARGS);
			goto out;
		}
		pev->args = xrealloc(pev->args, (pev->nargs + 1) * sizeof(*pev->args));
		a = &pev->args[pev->nargs++];
		ret = parse_arg(tok, a, err, errlen);
		if (ret)
			goto out;
		if (!strcmp(a->var, "$retval") && !pev->point.retprobe) {
			ret = seterr(err, errlen, "$retval is only available on %%return probes");
			goto out;
		}
	}
out:
	free(copy);
	return ret;
}

void perf_probe_event__exit(struct perf_probe_event *pev)
{
	free(pev->group);
	free(pev->event);
	free(pev->spec);
	free(pev->point.function);
	free(pev->point.file);
	free(pev->point.lazy);
	for (int i = 0; i < pev->nargs; i++) {
		free(pev->args[i].name);
		free(pev->args[i].var);
		free(pev->args[i].type);
	}
	free(pev->args);
	memset(pev, 0, sizeof(*pev));
}

void probe_trace_event__exit(struct probe_trace_event *tev)
{
	free(tev->group);
	free(tev->event);
	free(tev->target);
	free(tev->symbol);
	free(tev->point_str);
	free(tev->args_str);
	for (int i = 0; i < tev->nargs; i++) {
		free(tev->args[i].name);
		free(tev->args[i].value);
		free(tev->args[i].type);
	}
	free(tev->args);
	memset(tev, 0, sizeof(*tev));
}

void probe_trace_events__free(struct probe_trace_event *tevs, int nr)
{
	for (int i = 0; i < nr; i++)
		probe_trace_event__exit(&tevs[i]);
	free(tevs);
}

/* ---- definitions ---- */

char *probe_trace_event__synthesize(const struct probe_trace_event *tev)
{
	size_t len = 0, alloc = 0;
	char *buf = NULL, *s;

	if (!probe_name_is_valid(tev->group) || !probe_name_is_valid(tev->event))
		return NULL;
	if (tev->uprobe) {
		if (!probe_path_is_valid(tev->target))
			return NULL;
		s = xasprintf("%c:%s/%s %s:0x%016llx", tev->retprobe ? 'r' : 'p', tev->group,
			      tev->event, tev->target, (unsigned long long)tev->address);
	} else {
		if (!tev->symbol || !probe_fetch_arg_is_valid(tev->symbol) ||
		    (tev->target && !probe_name_is_valid(tev->target)))
			return NULL;
		s = xasprintf("%c:%s/%s %s%s%s+%llu", tev->retprobe ? 'r' : 'p', tev->group,
			      tev->event, tev->target ?: "", tev->target ? ":" : "", tev->symbol,
			      (unsigned long long)tev->address);
	}
	len = strlen(s);
	buf = grow_array(NULL, &alloc, len + 1, 1);
	memcpy(buf, s, len + 1);
	free(s);
	for (int i = 0; i < tev->nargs; i++) {
		const struct probe_trace_arg *a = &tev->args[i];

		if (!probe_name_is_valid(a->name) || !probe_fetch_arg_is_valid(a->value) ||
		    (a->type && !probe_type_is_valid(a->type))) {
			free(buf);
			return NULL;
		}
		s = xasprintf(" %s=%s%s%s", a->name, a->value, a->type ? ":" : "", a->type ?: "");
		buf = grow_array(buf, &alloc, len + strlen(s) + 1, 1);
		memcpy(buf + len, s, strlen(s) + 1);
		len += strlen(s);
		free(s);
	}
	return buf;
}

int probe_trace_event__parse(const char *line, bool uprobe, struct probe_trace_event *tev)
{
	char *copy = xstrdup(line), *save = NULL, *tok, *slash, *colon;
	int ret = -EINVAL;

	memset(tev, 0, sizeof(*tev));
	tev->uprobe = uprobe;
	tok = strtok_r(copy, " \t\n", &save);
	/* p:G/E, r:G/E, r16:G/E (maxactive) */
	if (!tok || (tok[0] != 'p' && tok[0] != 'r'))
		goto out;
	tev->retprobe = tok[0] == 'r';
	colon = strchr(tok, ':');
	if (!colon || !(slash = strchr(colon, '/')))
		goto out;
	*slash = '\0';
	tev->group = xstrdup(colon + 1);
	tev->event = xstrdup(slash + 1);
	tok = strtok_r(NULL, " \t\n", &save);
	if (!tok)
		goto out;
	if (uprobe) {
		char *c = strrchr(tok, ':');
		char *paren;

		if (!c)
			goto out;
		*c = '\0';
		tev->target = xstrdup(tok);
		paren = strchr(c + 1, '('); /* ref_ctr_offset */
		if (paren)
			*paren = '\0';
		if (str_to_u64(c + 1, &tev->address, 0))
			goto out;
	} else {
		char *c = strchr(tok, ':'), *plus;

		if (c) {
			*c = '\0';
			tev->target = xstrdup(tok);
			tok = c + 1;
		}
		plus = strchr(tok, '+');
		if (plus) {
			*plus = '\0';
			if (str_to_u64(plus + 1, &tev->address, 0))
				goto out;
		}
		tev->symbol = xstrdup(tok);
	}
	while ((tok = strtok_r(NULL, " \t\n", &save))) {
		struct probe_trace_arg *a;
		char *eq = strchr(tok, '='), *t;

		if (!eq)
			continue;
		tev->args = xrealloc(tev->args, (tev->nargs + 1) * sizeof(*tev->args));
		a = &tev->args[tev->nargs++];
		*eq = '\0';
		a->name = xstrdup(tok);
		t = strrchr(eq + 1, ':');
		/* a type follows the last ':' unless that ':' is inside a symbol (mod:sym) */
		if (t && probe_type_is_valid(t + 1)) {
			*t = '\0';
			a->type = xstrdup(t + 1);
		} else {
			a->type = NULL;
		}
		a->value = xstrdup(eq + 1);
	}
	ret = 0;
out:
	free(copy);
	if (ret)
		probe_trace_event__exit(tev);
	return ret;
}

/* ---- the tracefs files ---- */

int probe_file__read(bool uprobe, struct probe_trace_event **tevs, int *nr)
{
	char *path = probe_file_path(uprobe), *buf, *line, *save = NULL;
	size_t len, alloc = 0;
	int ret;

	*tevs = NULL;
	*nr = 0;
	if (!path)
		return -ENOENT;
	ret = read_file(path, &buf, &len);
	free(path);
	if (ret)
		return ret;
	for (line = strtok_r(buf, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		struct probe_trace_event tev;

		if (probe_trace_event__parse(line, uprobe, &tev))
			continue;
		*tevs = grow_array(*tevs, &alloc, *nr + 1, sizeof(**tevs));
		(*tevs)[(*nr)++] = tev;
	}
	free(buf);
	return 0;
}

int probe_file__add(const struct probe_trace_event *tev)
{
	char *def = probe_trace_event__synthesize(tev), *line, *path;
	int ret;

	if (!def)
		return -EINVAL;
	path = probe_file_path(tev->uprobe);
	if (!path) {
		free(def);
		return -ENOENT;
	}
	line = xasprintf("%s\n", def);
	pr_debug("Writing event: %s\n", def);
	ret = write_file(path, line, true);
	free(line);
	free(def);
	free(path);
	return ret;
}

int probe_file__del(bool uprobe, const char *group, const char *event)
{
	char *path, *line;
	int ret;

	if (!probe_name_is_valid(group) || !probe_name_is_valid(event))
		return -EINVAL;
	path = probe_file_path(uprobe);
	if (!path)
		return -ENOENT;
	line = xasprintf("-:%s/%s\n", group, event);
	pr_debug("Writing event: %s", line);
	ret = write_file(path, line, true);
	free(line);
	free(path);
	return ret;
}

bool probe_file__exists(const char *group, const char *event)
{
	for (int u = 0; u < 2; u++) {
		struct probe_trace_event *tevs;
		int nr;
		bool found = false;

		if (probe_file__read(u, &tevs, &nr))
			continue;
		for (int i = 0; i < nr && !found; i++)
			found = !strcmp(tevs[i].group, group) && !strcmp(tevs[i].event, event);
		probe_trace_events__free(tevs, nr);
		if (found)
			return true;
	}
	return false;
}

/* ---- default names ---- */

char *probe_default_group(const char *target)
{
	const char *base;
	char *b, *g;

	if (!target)
		return xstrdup(PROBE_DEFAULT_GROUP);
	base = strrchr(target, '/');
	base = base ? base + 1 : target;
	/* libc.so.6 -> libc, prog-pie -> prog, as Linux perf names them */
	b = xstrndup(base, strcspn(base, ".-"));
	g = xasprintf("%s_%s", PROBE_DEFAULT_GROUP, b);
	free(b);
	b = sanitize_name(g);
	free(g);
	return b;
}

char *probe_default_event(const struct perf_probe_point *pp)
{
	char *base, *name, *s;

	if (pp->has_address)
		return xasprintf("addr_%llx", (unsigned long long)pp->address);
	if (pp->function) {
		/* weird.part.0 -> weird; malloc@plt -> malloc */
		base = xstrndup(pp->function, strcspn(pp->function, ".@"));
		if (!*base) {
			free(base);
			base = xstrdup(pp->function);
		}
	} else {
		const char *f = strrchr(pp->file, '/');

		f = f ? f + 1 : pp->file;
		base = xstrndup(f, strcspn(f, "."));
	}
	if (pp->retprobe)
		s = xasprintf("%s__return", base);
	else if (pp->line >= 0)
		s = xasprintf("%s_L%d", base, pp->line);
	else
		s = xstrdup(base);
	name = sanitize_name(s);
	free(s);
	free(base);
	return name;
}

/* ---- ELF: symbols and file offsets ---- */

struct elf_file {
	int fd;
	Elf *elf;
};

static int elf_file_open(const char *path, struct elf_file *ef)
{
	ef->elf = elf__open(path, &ef->fd);
	return ef->elf ? 0 : -errno;
}

static void elf_file_close(struct elf_file *ef)
{
	elf__close(ef->elf, ef->fd);
}

/* Through the PT_LOAD segments, as symbol loading converts them: 0, -ENOENT or -ENOEXEC. */
static int elf_convert(Elf *elf, u64 from, u64 *to, bool to_offset)
{
	struct dso_segment *segs;
	size_t nr;
	bool ok;
	int ret = elf__segments(elf, &segs, &nr, NULL);

	if (ret)
		return ret;
	ok = to_offset ? dso_segments__vaddr_to_offset(segs, nr, from, to) :
			 dso_segments__offset_to_vaddr(segs, nr, from, to);
	free(segs);
	return ok ? 0 : -ENOENT;
}

static int elf_vaddr_to_offset(Elf *elf, u64 vaddr, u64 *off)
{
	return elf_convert(elf, vaddr, off, true);
}

static int elf_offset_to_vaddr(Elf *elf, u64 off, u64 *vaddr)
{
	return elf_convert(elf, off, vaddr, false);
}

struct func_walk {
	int (*fn)(const char *name, const GElf_Sym *sym, void *d);
	void *data;
};

static int func_walk_sym(Elf *elf, const GElf_Shdr *shdr, const GElf_Sym *sym, const char *name,
			 void *arg)
{
	struct func_walk *w = arg;
	int t = GELF_ST_TYPE(sym->st_info);

	if ((t != STT_FUNC && t != STT_GNU_IFUNC) || !sym->st_value)
		return ELF_SYM_NEXT;
	return w->fn(name, sym, w->data) ? ELF_SYM_STOP : ELF_SYM_NEXT;
}

/*
 * Calls fn for each defined function symbol of the file's .symtab, else of its .dynsym.
 * fn returns non-zero to stop.
 */
static int elf_for_each_func(Elf *elf, int (*fn)(const char *name, const GElf_Sym *sym, void *d),
			     void *data)
{
	struct func_walk w = { fn, data };

	return elf__for_each_symbol(elf, ELF_SYMTAB_OR_DYNSYM, func_walk_sym, &w) == ELF_SYM_STOP;
}

struct find_name {
	const char *name;
	GElf_Sym sym;
	bool found;
};

static int match_name(const char *name, const GElf_Sym *sym, void *d)
{
	struct find_name *f = d;

	if (strcmp(name, f->name))
		return 0;
	/* prefer a global definition over a local one of the same name */
	if (!f->found || GELF_ST_BIND(sym->st_info) == STB_GLOBAL) {
		f->sym = *sym;
		f->found = true;
	}
	return GELF_ST_BIND(sym->st_info) == STB_GLOBAL;
}

int probe_elf__find_func(const char *path, const char *name, struct probe_elf_sym *out)
{
	struct elf_file ef;
	struct find_name f = { .name = name };
	int ret = elf_file_open(path, &ef);

	if (ret)
		return ret;
	elf_for_each_func(ef.elf, match_name, &f);
	if (!f.found) {
		ret = -ENOENT;
	} else {
		out->name = xstrdup(name);
		out->vaddr = f.sym.st_value;
		out->size = f.sym.st_size;
		ret = elf_vaddr_to_offset(ef.elf, out->vaddr, &out->offset);
		if (ret)
			free(out->name);
	}
	elf_file_close(&ef);
	return ret;
}

struct find_addr {
	u64 addr;
	GElf_Sym sym;
	char *name;
};

static int match_addr(const char *name, const GElf_Sym *sym, void *d)
{
	struct find_addr *f = d;
	u64 size = sym->st_size ? sym->st_size : 1;

	if (f->addr >= sym->st_value && f->addr - sym->st_value < size) {
		/* several aliases: keep the global one */
		if (!f->name || GELF_ST_BIND(sym->st_info) == STB_GLOBAL) {
			free(f->name);
			f->name = xstrdup(name);
			f->sym = *sym;
		}
	}
	return 0;
}

int probe_elf__func_at_offset(const char *path, u64 off, struct probe_elf_sym *out)
{
	struct elf_file ef;
	struct find_addr f = { 0 };
	int ret = elf_file_open(path, &ef);

	if (ret)
		return ret;
	ret = elf_offset_to_vaddr(ef.elf, off, &f.addr);
	if (!ret)
		elf_for_each_func(ef.elf, match_addr, &f);
	elf_file_close(&ef);
	if (ret)
		return ret;
	if (!f.name)
		return -ENOENT;
	out->name = f.name;
	out->vaddr = f.sym.st_value;
	out->size = f.sym.st_size;
	out->offset = off - (f.addr - f.sym.st_value);
	return 0;
}

int probe_elf__vaddr_to_offset(const char *path, u64 vaddr, u64 *off)
{
	struct elf_file ef;
	int ret = elf_file_open(path, &ef);

	if (ret)
		return ret;
	ret = elf_vaddr_to_offset(ef.elf, vaddr, off);
	elf_file_close(&ef);
	return ret;
}

struct name_list {
	char **names;
	size_t alloc;
	int nr;
};

static void name_list_add(struct name_list *l, const char *name)
{
	l->names = grow_array(l->names, &l->alloc, l->nr + 1, sizeof(char *));
	l->names[l->nr++] = xstrdup(name);
}

static int add_name(const char *name, const GElf_Sym *sym, void *d)
{
	name_list_add(d, name);
	return 0;
}

static int strp_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void name_list_finish(struct name_list *l, char ***names, int *nr)
{
	int j = 0;

	if (l->nr)
		qsort(l->names, l->nr, sizeof(char *), strp_cmp);
	for (int i = 0; i < l->nr; i++) {
		if (j && !strcmp(l->names[j - 1], l->names[i])) {
			free(l->names[i]);
			continue;
		}
		l->names[j++] = l->names[i];
	}
	*names = l->names;
	*nr = j;
}

int probe_elf__funcs(const char *path, char ***names, int *nr)
{
	struct elf_file ef;
	struct name_list l = { 0 };
	int ret = elf_file_open(path, &ef);

	if (ret)
		return ret;
	elf_for_each_func(ef.elf, add_name, &l);
	elf_file_close(&ef);
	name_list_finish(&l, names, nr);
	return 0;
}

/* ---- kernel symbols ---- */

/* Calls fn on each function name of /proc/kallsyms (module symbols too); non-zero stops. */
struct kallsyms_func_arg {
	int (*fn)(const char *name, void *d);
	void *data;
};

static int kallsyms_func_cb(void *arg, u64 addr, char type, const char *name, size_t name_len,
			    const char *mod, size_t mod_len)
{
	struct kallsyms_func_arg *a = arg;
	char buf[256];

	if (type != 't' && type != 'T' && type != 'w' && type != 'W')
		return 0;
	if (name_len >= sizeof(buf))
		name_len = sizeof(buf) - 1;
	memcpy(buf, name, name_len);
	buf[name_len] = '\0';
	return a->fn(buf, a->data);
}

static int kallsyms_for_each_func(int (*fn)(const char *name, void *d), void *data)
{
	struct kallsyms_func_arg a = { fn, data };

	return kallsyms__parse("/proc/kallsyms", kallsyms_func_cb, &a);
}

static int kallsyms_match(const char *name, void *d)
{
	return !strcmp(name, (const char *)d);
}

static int kallsyms_add(const char *name, void *d)
{
	name_list_add(d, name);
	return 0;
}

static bool probe_kernel__has_func(const char *vmlinux, const char *name)
{
	if (vmlinux) {
		struct probe_elf_sym sym;

		if (probe_elf__find_func(vmlinux, name, &sym))
			return false;
		free(sym.name);
		return true;
	}
	return kallsyms_for_each_func(kallsyms_match, (void *)name) == 1;
}

int probe_kernel__funcs(const char *vmlinux, char ***names, int *nr)
{
	struct name_list l = { 0 };
	int ret;

	if (vmlinux)
		return probe_elf__funcs(vmlinux, names, nr);
	ret = kallsyms_for_each_func(kallsyms_add, &l);
	if (ret) {
		for (int i = 0; i < l.nr; i++)
			free(l.names[i]);
		free(l.names);
		return ret;
	}
	name_list_finish(&l, names, nr);
	return 0;
}

/* ---- resolution ---- */

static bool name_taken(const char *group, const char *event, struct probe_trace_event *tevs,
		       int nr, int from)
{
	for (int i = 0; i < from && i < nr; i++)
		if (!strcmp(tevs[i].group, group) && !strcmp(tevs[i].event, event))
			return true;
	return probe_file__exists(group, event);
}

/* What the user wrote for the point, for "(on ...)" in messages. */
static char *point_string(const struct perf_probe_point *pp)
{
	char off[32] = "", line[32] = "";

	if (pp->has_address)
		return xasprintf("0x%llx", (unsigned long long)pp->address);
	if (pp->offset)
		snprintf(off, sizeof(off), "+%llu", (unsigned long long)pp->offset);
	if (pp->line >= 0)
		snprintf(line, sizeof(line), ":%d", pp->line);
	if (!pp->function)
		return xasprintf("%s%s", pp->file, line);
	return xasprintf("%s%s%s%s%s%s%s%s", pp->function, pp->file ? "@" : "", pp->file ?: "",
			 line, off, pp->retprobe ? "%return" : "", pp->lazy ? ";" : "",
			 pp->lazy ?: "");
}

/* The arguments as the user wrote them ("n len=s->len $retval"), for messages. */
static char *args_string(const struct perf_probe_event *pev)
{
	char *s = NULL;

	for (int i = 0; i < pev->nargs; i++) {
		const struct perf_probe_arg *a = &pev->args[i];
		bool named = a->name && strcmp(a->name, a->var);
		char *n = xasprintf("%s%s%s%s%s%s%s", s ?: "", s ? " " : "", named ? a->name : "",
				    named ? "=" : "", a->var, a->type ? ":" : "", a->type ?: "");

		free(s);
		s = n;
	}
	return s;
}

static void tev_add_arg(struct probe_trace_event *tev, char *name, char *value, char *type)
{
	struct probe_trace_arg *a;

	tev->args = xrealloc(tev->args, (tev->nargs + 1) * sizeof(*tev->args));
	a = &tev->args[tev->nargs++];
	a->name = name;
	a->value = value;
	a->type = type;
}

/* Names must be unique within one probe: n, n_1, n_2... Takes name, returns the one to use. */
static char *unique_arg_name(const struct probe_trace_event *tev, char *name)
{
	char *cand = xstrdup(name);

	for (int k = 1; k <= PROBE_MAX_ARGS; k++) {
		bool dup = false;

		for (int i = 0; i < tev->nargs && !dup; i++)
			dup = !strcmp(tev->args[i].name, cand);
		if (!dup)
			break;
		free(cand);
		cand = xasprintf("%.*s_%d", PROBE_MAX_NAME - 8, name, k);
	}
	free(name);
	return cand;
}

static int convert_args(const struct perf_probe_event *pev, struct debuginfo *dbg, u64 vaddr,
			struct probe_trace_event *tev, const struct probe_conf *conf)
{
	for (int i = 0; i < pev->nargs; i++) {
		const struct perf_probe_arg *a = &pev->args[i];
		struct probe_trace_arg out = { 0 };
		int ret;

		if (!strcmp(a->var, "$params") || !strcmp(a->var, "$vars")) {
			char **names;
			int nr;

			if (!dbg)
				return seterr(conf->err, conf->errlen,
					      "%s needs debug information, and there is none", a->var);
			if (debuginfo__scope_vars(dbg, vaddr, a->var[1] == 'p', &names, &nr))
				return seterr(conf->err, conf->errlen, "no variables at this point");
			for (int k = 0; k < nr; k++) {
				struct perf_probe_arg v = { .var = names[k] };

				ret = debuginfo__convert_arg(dbg, vaddr, pev->point.retprobe, &v,
							     &out, NULL, 0);
				if (!ret)
					tev_add_arg(tev, unique_arg_name(tev, xstrdup(names[k])),
						    out.value, out.type);
				free(out.note);
				free(names[k]);
			}
			free(names);
			continue;
		}
		if (a->raw) {
			char *name = a->name ? xstrdup(a->name) : xasprintf("arg%d", i + 1);

			tev_add_arg(tev, unique_arg_name(tev, name), xstrdup(a->var),
				    a->type ? xstrdup(a->type) : NULL);
			continue;
		}
		if (!dbg)
			return seterr(conf->err, conf->errlen,
				      "'%s': looking up variables needs debug information, and %s has none",
				      a->var, conf->target ?: conf->vmlinux ?: "the kernel");
		ret = debuginfo__convert_arg(dbg, vaddr, pev->point.retprobe, a, &out, conf->err,
					     conf->errlen);
		if (ret)
			return ret;
		if (out.note)
			pr_warning("%s\n", out.note);
		free(out.note);
		if (!a->name) {
			char *full = xasprintf("%s%s%s", a->var, a->type ? ":" : "", a->type ?: "");

			out.name = sanitize_name(full);
			free(full);
		} else {
			out.name = xstrdup(a->name);
		}
		tev_add_arg(tev, unique_arg_name(tev, out.name), out.value, out.type);
	}
	if (tev->nargs > PROBE_MAX_ARGS)
		return seterr(conf->err, conf->errlen, "too many arguments");
	return 0;
}

bool perf_probe_event__needs_debuginfo(const struct perf_probe_event *pev)
{
	const struct perf_probe_point *pp = &pev->point;

	if (pp->line >= 0 || pp->lazy || pp->file)
		return true;
	for (int i = 0; i < pev->nargs; i++)
		if (!pev->args[i].raw || !strcmp(pev->args[i].var, "$params") ||
		    !strcmp(pev->args[i].var, "$vars"))
			return true;
	return false;
}

static bool needs_vars(const struct perf_probe_event *pev)
{
	for (int i = 0; i < pev->nargs; i++)
		if (!pev->args[i].raw || !strcmp(pev->args[i].var, "$params") ||
		    !strcmp(pev->args[i].var, "$vars"))
			return true;
	return false;
}

/* Kernel function containing a vmlinux address, as symbol+offset. */
static int kernel_sym_off(const char *vmlinux, u64 vaddr, char **sym, u64 *off)
{
	struct elf_file ef;
	struct find_addr f = { .addr = vaddr };
	int ret = elf_file_open(vmlinux, &ef);

	if (ret)
		return ret;
	elf_for_each_func(ef.elf, match_addr, &f);
	elf_file_close(&ef);
	if (!f.name)
		return -ENOENT;
	*sym = f.name;
	*off = vaddr - f.sym.st_value;
	return 0;
}

int probe_event__resolve(const struct perf_probe_event *pev, const struct probe_conf *conf,
			 struct probe_trace_event **tevs, int *nr)
{
	const struct perf_probe_point *pp = &pev->point;
	const char *binary = conf->target ? conf->target : conf->vmlinux;
	struct probe_location *locs = NULL;
	struct debuginfo *dbg = NULL;
	char *group = NULL, *event = NULL;
	int nlocs = 0, ret = 0, first = *nr;

	if (conf->target && !probe_path_is_valid(conf->target))
		return seterr(conf->err, conf->errlen, "'%s': unusable file name for a probe",
			      conf->target);
	if (!conf->target) {
		char *path = probe_file_path(false);
		bool ok = path && !access(path, F_OK);

		free(path);
		if (!ok) {
			seterr(conf->err, conf->errlen,
			       "kprobe events are not available: this kernel lacks CONFIG_KPROBE_EVENTS (no kprobe_events in %s)",
			       probe_event__tracefs_root() ?: "tracefs");
			return -EOPNOTSUPP;
		}
	}
	if (binary) {
		int err = 0;

		dbg = debuginfo__new(binary, &err);
		if (!dbg && err == -ENOEXEC)
			return seterr(conf->err, conf->errlen, "'%s': not an ELF file", binary),
			       -ENOEXEC;
		if (!dbg && err && err != -ENODATA) {
			seterr(conf->err, conf->errlen, "%s: %s", binary, strerror(-err));
			return err;
		}
	}
	if (perf_probe_event__needs_debuginfo(pev) && !dbg) {
		ret = seterr(conf->err, conf->errlen,
			     "'%s' needs debug information (lines, variables), and %s has none",
			     pev->spec, binary ?: "the kernel (give a vmlinux with -k)");
		goto out;
	}

	if (pp->has_address) {
		nlocs = 1;
		locs = xzalloc(sizeof(*locs));
		locs->vaddr = pp->address;
	} else if (pp->line >= 0 || pp->lazy || pp->file ||
		   (dbg && needs_vars(pev) && !pp->offset && !pp->retprobe)) {
		ret = debuginfo__find_probe_locations(dbg, pp, needs_vars(pev), &locs, &nlocs,
						      conf->err, conf->errlen);
		if (ret)
			goto out;
	} else if (conf->target || conf->vmlinux) {
		struct probe_elf_sym sym;

		ret = probe_elf__find_func(binary, pp->function, &sym);
		if (ret == -ENOEXEC) {
			ret = seterr(conf->err, conf->errlen, "'%s': not an ELF file", binary);
			goto out;
		}
		if (ret) {
			ret = seterr(conf->err, conf->errlen, "function '%s' not found in %s",
				     pp->function, binary);
			ret = -ENOENT;
			goto out;
		}
		if (sym.size && pp->offset >= sym.size) {
			ret = seterr(conf->err, conf->errlen, "offset %llu is past the end of %s (%llu bytes)",
				     (unsigned long long)pp->offset, pp->function,
				     (unsigned long long)sym.size);
			free(sym.name);
			goto out;
		}
		nlocs = 1;
		locs = xzalloc(sizeof(*locs));
		locs->vaddr = sym.vaddr + pp->offset;
		locs->function = sym.name;
		locs->func_offset = pp->offset;
	} else {
		if (!probe_kernel__has_func(NULL, pp->function)) {
			ret = seterr(conf->err, conf->errlen,
				     "function '%s' not found in the kernel (/proc/kallsyms)",
				     pp->function);
			ret = -ENOENT;
			goto out;
		}
		nlocs = 1;
		locs = xzalloc(sizeof(*locs));
		locs->function = xstrdup(pp->function);
		locs->func_offset = pp->offset;
	}
	if (!nlocs) {
		ret = seterr(conf->err, conf->errlen, "probe point '%s' not found", pev->spec);
		ret = -ENOENT;
		goto out;
	}

	group = pev->group ? xstrdup(pev->group) : probe_default_group(conf->target);
	event = pev->event ? xstrdup(pev->event) : probe_default_event(pp);
	if (name_taken(group, event, *tevs, *nr, *nr)) {
		if (!conf->force) {
			ret = seterr(conf->err, conf->errlen,
				     "event \"%s:%s\" already exists (remove it with -d, or add a numbered duplicate with -f)",
				     group, event);
			ret = -EEXIST;
			goto out;
		}
		for (int k = 1;; k++) {
			char *n = xasprintf("%.*s_%d", PROBE_MAX_NAME - 8, event, k);

			if (!name_taken(group, n, *tevs, *nr, *nr)) {
				free(event);
				event = n;
				break;
			}
			free(n);
			if (k > 10000) {
				ret = seterr(conf->err, conf->errlen, "too many events named %s", event);
				goto out;
			}
		}
	}

	for (int l = 0; l < nlocs; l++) {
		struct probe_trace_event tev = { 0 };

		tev.group = xstrdup(group);
		tev.event = xstrdup(event);
		tev.uprobe = conf->target != NULL;
		tev.retprobe = pp->retprobe;
		tev.point_str = point_string(pp);
		tev.args_str = args_string(pev);
		if (tev.uprobe) {
			char *abs = realpath(conf->target, NULL);

			tev.target = abs ? abs : xstrdup(conf->target);
			if (!probe_path_is_valid(tev.target) ||
			    probe_elf__vaddr_to_offset(conf->target, locs[l].vaddr, &tev.address)) {
				ret = seterr(conf->err, conf->errlen,
					     "0x%llx is not in a loadable segment of %s",
					     (unsigned long long)locs[l].vaddr, conf->target);
				probe_trace_event__exit(&tev);
				goto out;
			}
		} else if (pp->has_address) {
			tev.symbol = xasprintf("0x%llx", (unsigned long long)pp->address);
			tev.address = 0;
		} else if (conf->vmlinux && !locs[l].function) {
			ret = kernel_sym_off(conf->vmlinux, locs[l].vaddr, &tev.symbol, &tev.address);
			if (ret) {
				seterr(conf->err, conf->errlen, "no function at 0x%llx in %s",
				       (unsigned long long)locs[l].vaddr, conf->vmlinux);
				probe_trace_event__exit(&tev);
				goto out;
			}
		} else {
			tev.symbol = xstrdup(locs[l].function);
			tev.address = locs[l].func_offset;
		}
		ret = convert_args(pev, dbg, locs[l].vaddr, &tev, conf);
		if (ret) {
			probe_trace_event__exit(&tev);
			goto out;
		}
		*tevs = xrealloc(*tevs, (*nr + 1) * sizeof(**tevs));
		(*tevs)[(*nr)++] = tev;
	}
out:
	if (ret) {
		/* all or nothing for this spec */
		for (int i = first; i < *nr; i++)
			probe_trace_event__exit(&(*tevs)[i]);
		*nr = first;
	}
	free(group);
	free(event);
	probe_locations__free(locs, nlocs);
	debuginfo__delete(dbg);
	return ret;
}
