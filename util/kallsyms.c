// SPDX-License-Identifier: GPL-2.0
/* /proc/kallsyms: one read, one pass, no per-line allocation. */
#include <elf.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "util/kallsyms.h"
#include "util/dso.h"
#include "util/machine.h"
#include "util/symbol.h"
#include "util/util.h"

static const signed char hexdig[256] = {
	['0'] = 1,  ['1'] = 2,	['2'] = 3,  ['3'] = 4,	['4'] = 5,  ['5'] = 6,
	['6'] = 7,  ['7'] = 8,	['8'] = 9,  ['9'] = 10, ['a'] = 11, ['b'] = 12,
	['c'] = 13, ['d'] = 14, ['e'] = 15, ['f'] = 16, ['A'] = 11, ['B'] = 12,
	['C'] = 13, ['D'] = 14, ['E'] = 15, ['F'] = 16,
};

int kallsyms__parse_buf(const char *buf, size_t len, kallsyms_cb fn, void *arg)
{
	const char *p = buf, *end = buf + len;

	while (p < end) {
		const char *eol = memchr(p, '\n', (size_t)(end - p));
		const char *name, *name_end, *mod = NULL;
		size_t mod_len = 0;
		u64 addr = 0;
		int ndig = 0, ret;
		char type;

		if (!eol)
			eol = end;
		while (p < eol && hexdig[(unsigned char)*p] && ndig < 17) {
			addr = addr << 4 | (u64)(hexdig[(unsigned char)*p] - 1);
			p++;
			ndig++;
		}
		/* "ADDR T name": anything else (blank or malformed lines) is skipped. */
		if (!ndig || ndig > 16 || eol - p < 4 || p[0] != ' ' || p[2] != ' ')
			goto next;
		type = p[1];
		name = p + 3;
		name_end = name;
		while (name_end < eol && *name_end != '\t' && *name_end != ' ')
			name_end++;
		if (name_end == name)
			goto next;
		if (name_end < eol) {
			const char *m = name_end;

			while (m < eol && (*m == '\t' || *m == ' '))
				m++;
			if (m < eol && *m == '[') {
				const char *close = memchr(m, ']', (size_t)(eol - m));

				if (close) {
					mod = m + 1;
					mod_len = (size_t)(close - mod);
				}
			}
		}
		ret = fn(arg, addr, type, name, (size_t)(name_end - name), mod, mod_len);
		if (ret)
			return ret;
next:
		p = eol + 1;
	}
	return 0;
}

int kallsyms__parse(const char *path, kallsyms_cb fn, void *arg)
{
	char *buf;
	size_t len;
	int ret;

	ret = read_file(path, &buf, &len);
	if (ret)
		return ret;
	ret = kallsyms__parse_buf(buf, len, fn, arg);
	free(buf);
	return ret;
}

struct restricted_arg {
	u64 nonzero;
	u64 lines;
};

static int restricted_cb(void *arg, u64 addr, char type, const char *name, size_t name_len,
			 const char *mod, size_t mod_len)
{
	struct restricted_arg *r = arg;

	r->lines++;
	if (addr) {
		r->nonzero++;
		return 1;
	}
	return r->lines > 1000; /* enough to decide */
}

int kallsyms__is_restricted(const char *path)
{
	struct restricted_arg r = { 0, 0 };
	int ret = kallsyms__parse(path, restricted_cb, &r);

	if (ret < 0)
		return ret;
	return r.nonzero == 0;
}

struct addr_arg {
	const char *name;
	size_t len;
	u64 addr;
};

static int addr_cb(void *arg, u64 addr, char type, const char *name, size_t name_len,
		   const char *mod, size_t mod_len)
{
	struct addr_arg *a = arg;

	if (name_len == a->len && !memcmp(name, a->name, name_len) && !mod) {
		a->addr = addr;
		return 1;
	}
	return 0;
}

u64 kallsyms__symbol_address(const char *path, const char *name)
{
	struct addr_arg a = { name, strlen(name), 0 };

	if (kallsyms__parse(path, addr_cb, &a) < 0)
		return 0;
	return a.addr;
}

struct load_arg {
	struct dso *kernel;
	struct dso **mods; /* module DSOs of the machine, to give module symbols to */
	size_t nr_mods;
	struct dso *last_mod;
	int nr;
};

static bool is_text_type(char type)
{
	switch (type) {
	case 'T':
	case 't':
	case 'W':
	case 'w':
		return true;
	default:
		return false;
	}
}

/* "[name]" short name vs kallsyms' bare module name. */
static bool mod_name_eq(const struct dso *dso, const char *mod, size_t len)
{
	return dso->short_name_len == len + 2 && !memcmp(dso->short_name + 1, mod, len);
}

static int load_cb(void *arg, u64 addr, char type, const char *name, size_t name_len,
		   const char *mod, size_t mod_len)
{
	struct load_arg *a = arg;
	struct dso *target = a->kernel;
	u8 binding;

	if (!is_text_type(type))
		return 0;
	binding = type == 'W' || type == 'w' ? STB_WEAK : (type == 'T' ? STB_GLOBAL : STB_LOCAL);
	if (mod && a->nr_mods) {
		if (a->last_mod && mod_name_eq(a->last_mod, mod, mod_len)) {
			target = a->last_mod;
		} else {
			for (size_t i = 0; i < a->nr_mods; i++) {
				if (mod_name_eq(a->mods[i], mod, mod_len)) {
					target = a->last_mod = a->mods[i];
					break;
				}
			}
		}
	}
	symtab__add(&target->symtab, addr, 0, name, name_len, binding, STT_FUNC);
	if (target == a->kernel)
		a->nr++;
	return 0;
}

int dso__load_kallsyms(struct dso *kernel, struct machine *machine, const char *path)
{
	struct load_arg a = { .kernel = kernel };
	struct dso *pos;
	int ret;

	if (!path)
		path = "/proc/kallsyms";
	if (machine) {
		machine__for_each_dso(machine, pos)
		{
			if (pos->kind != DSO_KIND_KMODULE || pos->loaded)
				continue;
			a.mods = xrealloc(a.mods, (a.nr_mods + 1) * sizeof(*a.mods));
			a.mods[a.nr_mods++] = pos;
		}
	}
	ret = kallsyms__parse(path, load_cb, &a);
	for (size_t i = 0; i < a.nr_mods; i++) {
		struct dso *m = a.mods[i];

		symtab__fixup(&m->symtab);
		m->loaded = true;
		if (m->symtab.nr)
			m->origin = DSO_ORIGIN_KALLSYMS;
	}
	free(a.mods);
	if (ret < 0)
		return ret;
	symtab__fixup(&kernel->symtab);
	return a.nr;
}
