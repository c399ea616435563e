// SPDX-License-Identifier: GPL-2.0
/* /proc/kallsyms: one read, one pass, no per-line allocation. */
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util/kallsyms.h"
#include "util/dso.h"
#include "util/symbol.h"
#include "util/util.h"

static const signed char hexdig[256] = {
	['0'] = 1,  ['1'] = 2,	['2'] = 3,  ['3'] = 4,	['4'] = 5,  ['5'] = 6,
	['6'] = 7,  ['7'] = 8,	['8'] = 9,  ['9'] = 10, ['a'] = 11, ['b'] = 12,
	['c'] = 13, ['d'] = 14, ['e'] = 15, ['f'] = 16, ['A'] = 11, ['B'] = 12,
	['C'] = 13, ['D'] = 14, ['E'] = 15, ['F'] = 16,
};

#define ONES 0x0101010101010101ULL
#define HIGHS 0x8080808080808080ULL

/* Bytes of x that are >= lo (its bytes below 0x80): their high bits. */
static inline u64 bytes_ge(u64 x, u8 lo)
{
	return (x + (0x80 - lo) * ONES) & HIGHS;
}

/* Bytes of x that are <= hi (its bytes below 0x80): their high bits. */
static inline u64 bytes_le(u64 x, u8 hi)
{
	return ~(x + (0x7f - hi) * ONES) & HIGHS;
}

/*
 * Eight hex digits (the first one the most significant) into *v, eight bytes at a time:
 * what every line of /proc/kallsyms starts with twice. False when one is not a digit.
 */
static inline bool hex8(const char *s, u32 *v)
{
	u64 x, letters;

	memcpy(&x, s, 8);
	if (x & HIGHS)
		return false;
	letters = (bytes_ge(x, 'a') & bytes_le(x, 'f')) | (bytes_ge(x, 'A') & bytes_le(x, 'F'));
	if (((bytes_ge(x, '0') & bytes_le(x, '9')) | letters) != HIGHS)
		return false;
	/* each byte its digit's value, the first digit in the top byte, then packed */
	x = __builtin_bswap64((x & 0x0f * ONES) + (letters >> 7) * 9);
	x = (x | x >> 4) & 0x00ff00ff00ff00ffULL;
	x = (x | x >> 8) & 0x0000ffff0000ffffULL;
	*v = (u32)(x | x >> 16);
	return true;
}

/* The first tab, space or newline in [s, end), or end: a name's end (a line's, mostly). */
static inline const char *name_stop(const char *s, const char *end)
{
	for (; end - s >= 8; s += 8) {
		u64 x, t, z;

		memcpy(&x, s, 8);
		/* a zero byte in x ^ c for c = tab, space, newline (the lowest one is exact) */
		t = x ^ 0x09 * ONES;
		z = (t - ONES) & ~t;
		t = x ^ 0x20 * ONES;
		z |= (t - ONES) & ~t;
		t = x ^ 0x0a * ONES;
		z |= (t - ONES) & ~t;
		z &= HIGHS;
		if (z)
			return s + __builtin_ctzll(z) / 8;
	}
	while (s < end && *s != '\t' && *s != ' ' && *s != '\n')
		s++;
	return s;
}

int kallsyms__parse_buf(const char *buf, size_t len, kallsyms_cb fn, void *arg)
{
	const char *p = buf, *end = buf + len;

	while (p < end) {
		const char *eol, *name, *name_end, *mod = NULL;
		size_t mod_len = 0;
		u64 addr = 0;
		int ndig = 0, ret;
		char type;
		u32 hi, lo;

		/*
		 * The line as the kernel prints it, "%016lx %c %s" and maybe "\t[module]":
		 * its address eight digits at a time, its name to the first tab, space or
		 * newline in one scan. The same lines as the general way below, faster.
		 */
		if (end - p >= 20 && p[16] == ' ' && p[18] == ' ' && p[17] != '\n' &&
		    hex8(p, &hi) && hex8(p + 8, &lo)) {
			addr = (u64)hi << 32 | lo;
			type = p[17];
			name = p + 19;
			name_end = name_stop(name, end);
			if (name_end == end || *name_end == '\n') {
				eol = name_end;
				if (name_end == name)
					goto next;
				goto found;
			}
			eol = memchr(name_end, '\n', (size_t)(end - name_end));
			if (!eol)
				eol = end;
			if (name_end == name)
				goto next;
			goto module;
		}
		eol = memchr(p, '\n', (size_t)(end - p));
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
module :
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
found:
		ret = fn(arg, addr, type, name, (size_t)(name_end - name), mod, mod_len);
		if (ret)
			return ret;
next:
		p = eol + 1;
	}
	return 0;
}

#define KALLSYMS_CHUNK (256 * 1024)

int kallsyms__parse(const char *path, kallsyms_cb fn, void *arg)
{
	size_t alloc = KALLSYMS_CHUNK, have = 0;
	char *buf;
	int fd, ret = 0;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	buf = xmalloc(alloc);
	for (;;) {
		ssize_t n = read(fd, buf + have, alloc - have);
		char *last_nl;

		if (n < 0) {
			if (errno == EINTR)
				continue;
			ret = -errno;
			break;
		}
		if (n == 0) {
			/* a last line without its newline */
			if (have)
				ret = kallsyms__parse_buf(buf, have, fn, arg);
			break;
		}
		have += (size_t)n;
		last_nl = memrchr(buf, '\n', have);
		if (!last_nl) {
			if (have == alloc) { /* a line longer than the buffer */
				alloc *= 2;
				buf = xrealloc(buf, alloc);
			}
			continue;
		}
		/* whole lines now, the partial one moves to the front for the next read */
		ret = kallsyms__parse_buf(buf, (size_t)(last_nl + 1 - buf), fn, arg);
		if (ret)
			break;
		have -= (size_t)(last_nl + 1 - buf);
		memmove(buf, last_nl + 1, have);
	}
	free(buf);
	close(fd);
	return ret;
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

static u8 type_binding(char type)
{
	return type == 'W' || type == 'w' ? STB_WEAK : (type == 'T' ? STB_GLOBAL : STB_LOCAL);
}

static int load_sym(struct load_arg *a, u64 addr, u8 binding, const char *name, size_t name_len,
		    const char *mod, size_t mod_len)
{
	struct dso *target = a->kernel;

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

static int load_cb(void *arg, u64 addr, char type, const char *name, size_t name_len,
		   const char *mod, size_t mod_len)
{
	if (!is_text_type(type))
		return 0;
	return load_sym(arg, addr, type_binding(type), name, name_len, mod, mod_len);
}

/* --- prefetch --- */

struct kallsyms_prefetch {
	/*
	 * Set by the thread when it is finished. In a cache line of its own: the thread's
	 * writes to its tables would otherwise take the line from each reader's check.
	 */
	int done __attribute__((aligned(64)));
	pthread_t thread __attribute__((aligned(64)));
	char *path;
	int ret;
	/* every text symbol in file order (until fixed up) */
	struct symtab tab;
	size_t nr; /* symbols added (before the fix-up merged aliases) */
	bool fixed; /* no module symbols: tab is fixed up, ready to be the kernel's */
	/*
	 * The modules of the symbols, by runs (modules come in runs, mostly at the end): from
	 * symbol runs[k].first on, mods[runs[k].mod - 1], or the core kernel for mod 0. No
	 * array per symbol: one module line (ftrace's trampoline) would cost 4 bytes for each
	 * of the ~100k core symbols.
	 */
	struct mod_run {
		u32 first, mod;
	} * runs;
	size_t nr_runs, alloc_runs;
	char **mods;
	size_t nr_mods;
};

static int prefetch_cb(void *arg, u64 addr, char type, const char *name, size_t name_len,
		       const char *mod, size_t mod_len)
{
	struct kallsyms_prefetch *p = arg;
	u32 m = 0;

	if (!is_text_type(type))
		return 0;
	if (mod) {
		/* modules come in runs: compare with the last one first */
		for (size_t i = p->nr_mods; i-- > 0;)
			if (strlen(p->mods[i]) == mod_len && !memcmp(p->mods[i], mod, mod_len)) {
				m = (u32)i + 1;
				break;
			}
		if (!m) {
			p->mods = xrealloc(p->mods, (p->nr_mods + 1) * sizeof(*p->mods));
			p->mods[p->nr_mods++] = xstrndup(mod, mod_len);
			m = (u32)p->nr_mods;
		}
	}
	if (m != (p->nr_runs ? p->runs[p->nr_runs - 1].mod : 0)) {
		p->runs = grow_array(p->runs, &p->alloc_runs, p->nr_runs + 1, sizeof(*p->runs));
		p->runs[p->nr_runs].first = (u32)p->tab.nr;
		p->runs[p->nr_runs++].mod = m;
	}
	symtab__add(&p->tab, addr, 0, name, name_len, type_binding(type), STT_FUNC);
	return 0;
}

static void *prefetch_thread(void *arg)
{
	struct kallsyms_prefetch *p = arg;

	p->ret = kallsyms__parse(p->path, prefetch_cb, p);
	p->nr = p->tab.nr;
	if (p->ret >= 0 && !p->nr_mods) {
		symtab__fixup(&p->tab);
		symtab__compact(&p->tab); /* (here, off the thread that waits for it) */
		p->fixed = true;
	}
	__atomic_store_n(&p->done, 1, __ATOMIC_RELEASE);
	return NULL;
}

bool kallsyms_prefetch__pending(const struct kallsyms_prefetch *p)
{
	return p && !__atomic_load_n(&p->done, __ATOMIC_ACQUIRE);
}

static struct kallsyms_prefetch *kallsyms_prefetch__start(const char *path)
{
	struct kallsyms_prefetch *p;

	if (posix_memalign((void **)&p, 64, sizeof(*p)))
		return NULL;
	memset(p, 0, sizeof(*p));
	p->path = strdup(path);
	symtab__init(&p->tab);
	if (!p->path || pthread_create(&p->thread, NULL, prefetch_thread, p)) {
		free(p->path);
		free(p);
		return NULL;
	}
	return p;
}

/* After the thread ended. */
static void prefetch_free(struct kallsyms_prefetch *p)
{
	symtab__exit(&p->tab);
	for (size_t i = 0; i < p->nr_mods; i++)
		free(p->mods[i]);
	free(p->mods);
	free(p->runs);
	free(p->path);
	free(p);
}

static void kallsyms_prefetch__delete(struct kallsyms_prefetch *p)
{
	if (!p)
		return;
	pthread_join(p->thread, NULL);
	prefetch_free(p);
}

/*
 * The prefetched symbols of path given out as load_cb would have added them: straight to the
 * kernel when all go there, else one by one in file order. -ENOENT: no prefetch of path.
 */
static int prefetch_take(struct kallsyms_prefetch **pp, struct load_arg *a, const char *path,
			 bool *fixed)
{
	struct kallsyms_prefetch *p = *pp;
	int ret;

	if (!p || strcmp(p->path, path))
		return -ENOENT;
	pthread_join(p->thread, NULL);
	*pp = NULL;
	ret = p->ret;
	*fixed = false;
	if ((!p->nr_mods || !a->nr_mods) && !a->kernel->symtab.nr) {
		symtab__exit(&a->kernel->symtab);
		a->kernel->symtab = p->tab;
		symtab__init(&p->tab);
		a->nr += (int)p->nr;
		*fixed = p->fixed;
	} else {
		size_t run = 0;
		u32 m = 0;

		for (size_t i = 0; i < p->tab.nr; i++) {
			/* (fixed up and compact when no module had symbols: then in order) */
			const struct symbol *sym = symtab__at(&p->tab, i);
			const char *mod;

			while (run < p->nr_runs && p->runs[run].first <= i)
				m = p->runs[run++].mod;
			mod = m ? p->mods[m - 1] : NULL;

			load_sym(a, sym->start, sym->binding, sym->name, strlen(sym->name), mod,
				 mod ? strlen(mod) : 0);
		}
	}
	prefetch_free(p);
	return ret < 0 ? ret : 0;
}

void kernel_syms__add_module(struct kernel_syms *ks, struct dso *module)
{
	ks->modules = grow_array(ks->modules, &ks->alloc_modules, ks->nr_modules + 1,
				 sizeof(*ks->modules));
	ks->modules[ks->nr_modules++] = module;
	module->ksyms = ks;
}

void kernel_syms__exit(struct kernel_syms *ks)
{
	kallsyms_prefetch__delete(ks->prefetch);
	ks->prefetch = NULL;
	free(ks->modules);
	ks->modules = NULL;
	ks->nr_modules = ks->alloc_modules = 0;
}

void kernel_syms__prefetch(struct kernel_syms *ks, const char *path)
{
	/* on one thread (-j 1, one CPU) it is read when first needed */
	if (!ks->prefetch && perf_jobs__nr() > 1)
		ks->prefetch = kallsyms_prefetch__start(path);
}

int dso__load_kallsyms(struct dso *kernel, const char *path)
{
	struct kernel_syms *ks = kernel->ksyms;
	struct load_arg a = { .kernel = kernel };
	bool fixed = false;
	int ret;

	if (!path)
		path = "/proc/kallsyms";
	for (size_t i = 0; ks && i < ks->nr_modules; i++) {
		if (ks->modules[i]->loaded)
			continue;
		a.mods = xrealloc(a.mods, (a.nr_mods + 1) * sizeof(*a.mods));
		a.mods[a.nr_mods++] = ks->modules[i];
	}
	ret = ks ? prefetch_take(&ks->prefetch, &a, path, &fixed) : -ENOENT;
	if (ret == -ENOENT)
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
	if (!fixed) {
		symtab__fixup(&kernel->symtab);
		symtab__compact(&kernel->symtab);
	}
	return a.nr;
}
