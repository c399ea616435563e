// SPDX-License-Identifier: GPL-2.0
/*
 * libdw for perf probe: function entries, source lines and lazy patterns to addresses, and C
 * variables to the kernel's fetch-arg syntax (registers, +OFF(base) dereferences, @globals).
 * Only location expressions that are a single register, register+offset, frame-base+offset
 * (frame base resolved through the CFI) or an address are supported: that covers parameters
 * and locals at function entries and source lines of ordinary compiled code.
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <gelf.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "build-id.h"
#include "debug.h"
#include "probe-finder.h"
#include "symsrc.h"
#include "util.h"
#include "util/lazy-dw.h"

struct debuginfo {
	char *path;	/* the ELF the probe goes on (its addresses) */
	int fd, dfd;
	Elf *elf;
	Dwarf *dw;	/* its DWARF, or that of a separate debug file */
	Dwarf_CFI *cfi_eh, *cfi_dbg;
};

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

/*
 * The separate debug file of path, where the symbol sources find one (util/symsrc.h: the
 * build-id cache's, /usr/lib/debug by path and by build-id, under --symfs): its fd, or -1.
 */
static int open_debug_file(const char *path)
{
	struct build_id bid;
	char *debug;
	int fd;

	if (filename__read_build_id(path, &bid))
		return -1;
	debug = symsrc__debug_file(path, &bid);
	fd = debug ? open_regular(debug) : -1;
	free(debug);
	return fd;
}

struct debuginfo *debuginfo__new(const char *path, int *err)
{
	struct debuginfo *dbg = xzalloc(sizeof(*dbg));

	elf_version(EV_CURRENT);
	dbg->dfd = -1;
	dbg->fd = open_regular(path);
	if (dbg->fd < 0) {
		*err = -errno;
		free(dbg);
		return NULL;
	}
	dbg->elf = elf_begin(dbg->fd, ELF_C_READ_MMAP, NULL);
	if (!dbg->elf || elf_kind(dbg->elf) != ELF_K_ELF) {
		*err = -ENOEXEC;
		goto fail;
	}
	dbg->path = xstrdup(path);
	dbg->dw = dwarf_begin_elf(dbg->elf, DWARF_C_READ, NULL);
	if (!dbg->dw) {
		dbg->dfd = open_debug_file(path);
		if (dbg->dfd >= 0)
			dbg->dw = dwarf_begin(dbg->dfd, DWARF_C_READ);
	}
	if (!dbg->dw) {
		*err = -ENODATA;
		goto fail;
	}
	dbg->cfi_eh = dwarf_getcfi_elf(dbg->elf);
	dbg->cfi_dbg = dwarf_getcfi(dbg->dw);
	*err = 0;
	return dbg;
fail:
	debuginfo__delete(dbg);
	return NULL;
}

void debuginfo__delete(struct debuginfo *dbg)
{
	if (!dbg)
		return;
	/* the .eh_frame CFI is ours to free; the .debug_frame one belongs to dbg->dw */
	if (dbg->cfi_eh)
		dwarf_cfi_end(dbg->cfi_eh);
	if (dbg->dw)
		dwarf_end(dbg->dw);
	if (dbg->elf)
		elf_end(dbg->elf);
	if (dbg->dfd >= 0)
		close(dbg->dfd);
	close(dbg->fd);
	free(dbg->path);
	free(dbg);
}

void probe_locations__free(struct probe_location *locs, int nr)
{
	for (int i = 0; i < nr; i++)
		free(locs[i].function);
	free(locs);
}

/* ---- finding functions ---- */

/* "prog.c" matches "/tmp/pp/prog.c" (a whole trailing path component sequence). */
static bool file_matches(const char *path, const char *want)
{
	size_t lp, lw;

	if (!want)
		return true;
	if (!path)
		return false;
	lp = strlen(path);
	lw = strlen(want);
	if (lw > lp || strcmp(path + lp - lw, want))
		return false;
	return lw == lp || path[lp - lw - 1] == '/' || want[0] == '/';
}

typedef int (*func_cb)(Dwarf_Die *cu, Dwarf_Die *func, void *data);

/* Walks the subprograms with code (not declarations, not inline-only) of every CU. */
static int walk_funcs_in(Dwarf_Die *cu, Dwarf_Die *die, func_cb cb, void *data, int depth)
{
	Dwarf_Die child;

	if (depth > 32 || dwarf_child(die, &child))
		return 0;
	do {
		int tag = dwarf_tag(&child), ret;
		Dwarf_Addr pc;

		if (tag == DW_TAG_subprogram) {
			if (dwarf_entrypc(&child, &pc) == 0 || dwarf_lowpc(&child, &pc) == 0) {
				ret = cb(cu, &child, data);
				if (ret)
					return ret;
			}
		} else if (tag == DW_TAG_namespace || tag == DW_TAG_class_type ||
			   tag == DW_TAG_structure_type || tag == DW_TAG_lexical_block) {
			ret = walk_funcs_in(cu, &child, cb, data, depth + 1);
			if (ret)
				return ret;
		}
	} while (dwarf_siblingof(&child, &child) == 0);
	return 0;
}

static int walk_funcs(struct debuginfo *dbg, func_cb cb, void *data)
{
	Dwarf_Off off = 0, next;
	size_t hsize;

	while (dwarf_nextcu(dbg->dw, off, &next, &hsize, NULL, NULL, NULL) == 0) {
		Dwarf_Die cu;
		int ret;

		if (dwarf_offdie(dbg->dw, off + hsize, &cu)) {
			ret = walk_funcs_in(&cu, &cu, cb, data, 0);
			if (ret)
				return ret;
		}
		off = next;
	}
	return 0;
}

/* The function's name, following DW_AT_specification / abstract_origin. */
static const char *func_name(Dwarf_Die *die)
{
	Dwarf_Attribute attr;
	const char *n = dwarf_diename(die);
	Dwarf_Die orig;

	if (n)
		return n;
	if ((dwarf_attr(die, DW_AT_specification, &attr) ||
	     dwarf_attr(die, DW_AT_abstract_origin, &attr)) &&
	    dwarf_formref_die(&attr, &orig))
		return dwarf_diename(&orig);
	return NULL;
}

static int func_entry(Dwarf_Die *die, Dwarf_Addr *pc)
{
	if (dwarf_entrypc(die, pc) == 0)
		return 0;
	return dwarf_lowpc(die, pc);
}

struct func_search {
	const char *name;
	const char *file;
	Dwarf_Die cu, func;
	bool found;
};

static int match_func(Dwarf_Die *cu, Dwarf_Die *func, void *data)
{
	struct func_search *s = data;
	const char *n = func_name(func);

	if (!n || strcmp(n, s->name) || !file_matches(dwarf_decl_file(func), s->file))
		return 0;
	s->cu = *cu;
	s->func = *func;
	s->found = true;
	return 1;
}

static int find_func(struct debuginfo *dbg, const char *name, const char *file,
		     struct func_search *s)
{
	memset(s, 0, sizeof(*s));
	s->name = name;
	s->file = file;
	walk_funcs(dbg, match_func, s);
	return s->found ? 0 : -ENOENT;
}

/* ---- line tables ---- */

/* The last source line of func that has code (its closing brace, usually). */
static int func_last_line(Dwarf_Die *cu, Dwarf_Die *func)
{
	Dwarf_Lines *lines;
	size_t n;
	int last = 0;
	const char *file = dwarf_decl_file(func);

	if (dwarf_getsrclines(cu, &lines, &n))
		return 0;
	for (size_t i = 0; i < n; i++) {
		Dwarf_Line *l = dwarf_onesrcline(lines, i);
		Dwarf_Addr a;
		int ln;

		if (!l || dwarf_lineaddr(l, &a) || dwarf_lineno(l, &ln) || !dwarf_haspc(func, a))
			continue;
		if (file && dwarf_linesrc(l, NULL, NULL) && strcmp(dwarf_linesrc(l, NULL, NULL), file))
			continue;
		if (ln > last)
			last = ln;
	}
	return last;
}

struct addr_set {
	Dwarf_Addr *a;
	size_t alloc;
	int nr;
};

static void addr_set_add(struct addr_set *s, Dwarf_Addr a)
{
	for (int i = 0; i < s->nr; i++)
		if (s->a[i] == a)
			return;
	s->a = grow_array(s->a, &s->alloc, s->nr + 1, sizeof(*s->a));
	s->a[s->nr++] = a;
}

static int addr_cmp(const void *x, const void *y)
{
	Dwarf_Addr a = *(const Dwarf_Addr *)x, b = *(const Dwarf_Addr *)y;

	return a < b ? -1 : a > b;
}

/*
 * Addresses of statement starts of line ln of file in cu, inside func when given. Only the
 * first address of each run of rows for the line counts, as a debugger would break there.
 */
static void line_addrs(Dwarf_Die *cu, Dwarf_Die *func, const char *file, int ln,
		       struct addr_set *out)
{
	Dwarf_Lines *lines;
	size_t n;
	int prev_line = -1;

	if (dwarf_getsrclines(cu, &lines, &n))
		return;
	for (size_t i = 0; i < n; i++) {
		Dwarf_Line *l = dwarf_onesrcline(lines, i);
		Dwarf_Addr a;
		int lno;
		bool stmt = false, end = false;
		const char *src;

		if (!l || dwarf_lineaddr(l, &a) || dwarf_lineno(l, &lno))
			continue;
		dwarf_linebeginstatement(l, &stmt);
		dwarf_lineendsequence(l, &end);
		src = dwarf_linesrc(l, NULL, NULL);
		if (end) {
			prev_line = -1;
			continue;
		}
		if (lno == ln && stmt && prev_line != ln && file_matches(src, file) &&
		    (!func || dwarf_haspc(func, a) == 1))
			addr_set_add(out, a);
		prev_line = lno;
	}
}

static bool line_has_code(Dwarf_Die *cu, Dwarf_Die *func, const char *file, int ln)
{
	struct addr_set s = { 0 };
	bool has;

	line_addrs(cu, func, file, ln, &s);
	has = s.nr > 0;
	free(s.a);
	return has;
}

/*
 * Whether a probe on line ln would land past the function's entry: lines whose code all
 * sits at the entry address are the prologue's, and -L numbers the entry as line 0.
 */
static bool line_has_code_past(Dwarf_Die *cu, Dwarf_Die *func, const char *file, int ln,
			       Dwarf_Addr entry)
{
	struct addr_set s = { 0 };
	bool has = false;

	line_addrs(cu, func, file, ln, &s);
	for (int i = 0; i < s.nr; i++)
		has |= s.a[i] != entry;
	free(s.a);
	return has;
}

/* Whether the CU was compiled with optimization, from the producer string (-O1, -O2...). */
static bool cu_is_optimized(Dwarf_Die *cu)
{
	Dwarf_Attribute attr;
	const char *p = dwarf_formstring(dwarf_attr(cu, DW_AT_producer, &attr));

	if (!p)
		return true;
	for (const char *o = strstr(p, "-O"); o; o = strstr(o + 2, "-O"))
		if (o[2] != '0')
			return true;
	return false;
}

/*
 * Past the prologue: the first statement after the entry whose line differs from the
 * function's opening line, or where the line table marks prologue_end.
 */
static Dwarf_Addr skip_prologue(Dwarf_Die *cu, Dwarf_Die *func, Dwarf_Addr entry)
{
	Dwarf_Lines *lines;
	size_t n;
	Dwarf_Addr best = 0;
	int entry_line = -1;

	if (dwarf_getsrclines(cu, &lines, &n))
		return entry;
	for (size_t i = 0; i < n; i++) {
		Dwarf_Line *l = dwarf_onesrcline(lines, i);
		Dwarf_Addr a;
		int lno;

		if (l && !dwarf_lineaddr(l, &a) && a == entry && !dwarf_lineno(l, &lno)) {
			entry_line = lno;
			break;
		}
	}
	for (size_t i = 0; i < n; i++) {
		Dwarf_Line *l = dwarf_onesrcline(lines, i);
		Dwarf_Addr a;
		int lno;
		bool pe = false, stmt = false;

		if (!l || dwarf_lineaddr(l, &a) || dwarf_lineno(l, &lno) || a <= entry ||
		    dwarf_haspc(func, a) != 1)
			continue;
		dwarf_lineprologueend(l, &pe);
		dwarf_linebeginstatement(l, &stmt);
		if (!pe && (!stmt || lno == entry_line))
			continue;
		if (!best || a < best)
			best = a;
	}
	return best ? best : entry;
}

/*
 * The source file of cu as the compiler saw it: a relative name is relative to the CU's
 * DW_AT_comp_dir (the directory of the build), where Linux perf looks for it too.
 */
static char *source_path(Dwarf_Die *cu, const char *file)
{
	Dwarf_Attribute a;
	const char *dir;

	if (!file)
		return NULL;
	if (file[0] == '/' || !dwarf_attr(cu, DW_AT_comp_dir, &a) || !(dir = dwarf_formstring(&a)))
		return xstrdup(file);
	return xasprintf("%s/%s", dir, file);
}

static char **read_source(const char *path, int *nlines)
{
	char *buf, **lines = NULL, *p;
	size_t len, alloc = 0;
	int n = 0;

	if (!path || read_file(path, &buf, &len))
		return NULL;
	for (p = buf; *p;) {
		char *nl = strchr(p, '\n');

		lines = grow_array(lines, &alloc, n + 1, sizeof(char *));
		lines[n++] = nl ? xstrndup(p, nl - p) : xstrdup(p);
		if (!nl)
			break;
		p = nl + 1;
	}
	free(buf);
	*nlines = n;
	return lines;
}

static void free_source(char **lines, int n)
{
	for (int i = 0; i < n; i++)
		free(lines[i]);
	free(lines);
}

/* Lazy patterns compare source text without blanks, so "a=b" matches "a = b". */
static char *strip_blanks(const char *s)
{
	char *o = xmalloc(strlen(s) + 1), *q = o;

	for (; *s; s++)
		if (!isspace((unsigned char)*s))
			*q++ = *s;
	*q = '\0';
	return o;
}

static void add_location(struct probe_location **locs, int *nr, Dwarf_Die *func,
			 Dwarf_Addr a, bool ret)
{
	Dwarf_Addr entry = 0;
	struct probe_location *l;

	func_entry(func, &entry);
	*locs = xrealloc(*locs, (*nr + 1) * sizeof(**locs));
	l = &(*locs)[(*nr)++];
	l->vaddr = a;
	l->function = xstrdup(func_name(func) ?: "?");
	l->func_offset = a - entry;
	l->retprobe = ret;
}

/* SRC:ALN: every function having code for that line. */
struct src_line_search {
	const char *file;
	int line;
	struct probe_location **locs;
	int *nr;
};

static int match_src_line(Dwarf_Die *cu, Dwarf_Die *func, void *data)
{
	struct src_line_search *s = data;
	struct addr_set set = { 0 };

	line_addrs(cu, func, s->file, s->line, &set);
	qsort(set.a, set.nr, sizeof(*set.a), addr_cmp);
	for (int i = 0; i < set.nr; i++)
		add_location(s->locs, s->nr, func, set.a[i], false);
	free(set.a);
	return 0;
}

int debuginfo__find_probe_locations(struct debuginfo *dbg, const struct perf_probe_point *pp,
				    bool need_vars, struct probe_location **locs, int *nr,
				    char *err, size_t errlen)
{
	struct func_search fs;
	struct addr_set set = { 0 };
	Dwarf_Addr entry;
	const char *file;
	int first = *nr;

	if (!pp->function) {
		struct src_line_search s = { pp->file, pp->line, locs, nr };

		walk_funcs(dbg, match_src_line, &s);
		if (*nr == first)
			return seterr(err, errlen, "no code for line %d of %s", pp->line, pp->file),
			       -ENOENT;
		return 0;
	}
	if (find_func(dbg, pp->function, pp->file, &fs)) {
		seterr(err, errlen, "function '%s'%s%s not found in the debug information",
		       pp->function, pp->file ? " in " : "", pp->file ?: "");
		return -ENOENT;
	}
	if (func_entry(&fs.func, &entry))
		return seterr(err, errlen, "'%s' has no code address", pp->function), -ENOENT;
	file = dwarf_decl_file(&fs.func);
	if (pp->line >= 0 || pp->lazy) {
		int decl = 0;

		dwarf_decl_line(&fs.func, &decl);
		if (pp->line == 0) {
			/* FUNC:0 is the function's entry, as -L numbers it */
			addr_set_add(&set, entry);
		} else if (pp->line > 0) {
			line_addrs(&fs.cu, &fs.func, file, decl + pp->line, &set);
		} else {
			int nsrc = 0, last = func_last_line(&fs.cu, &fs.func);
			char *full = source_path(&fs.cu, file);
			char **src = read_source(full, &nsrc);
			char *pat;

			if (!src) {
				seterr(err, errlen, "cannot read source file %s for the pattern",
				       full ?: "(unknown)");
				free(full);
				return -ENOENT;
			}
			free(full);
			pat = strip_blanks(pp->lazy);
			for (int ln = decl; ln <= last && ln <= nsrc; ln++) {
				char *text = strip_blanks(src[ln - 1]);

				if (!fnmatch(pat, text, 0))
					line_addrs(&fs.cu, &fs.func, file, ln, &set);
				free(text);
			}
			free(pat);
			free_source(src, nsrc);
		}
		if (!set.nr) {
			if (pp->line >= 0)
				seterr(err, errlen, "line %d of %s has no code (see perf probe -L %s)",
				       pp->line, pp->function, pp->function);
			else
				seterr(err, errlen, "no line of %s matches '%s'", pp->function,
				       pp->lazy);
			return -ENOENT;
		}
		qsort(set.a, set.nr, sizeof(*set.a), addr_cmp);
		for (int i = 0; i < set.nr; i++)
			add_location(locs, nr, &fs.func, set.a[i], false);
		free(set.a);
		return 0;
	}
	if (pp->offset) {
		add_location(locs, nr, &fs.func, entry + pp->offset, false);
		return 0;
	}
	if (need_vars && !pp->retprobe && !cu_is_optimized(&fs.cu)) {
		Dwarf_Addr a = skip_prologue(&fs.cu, &fs.func, entry);

		if (a != entry)
			pr_info("Target program is compiled without optimization. Skipping prologue.\n");
		entry = a;
	}
	add_location(locs, nr, &fs.func, entry, pp->retprobe);
	return 0;
}

/* ---- types ---- */

static bool die_type(Dwarf_Die *die, Dwarf_Die *type)
{
	Dwarf_Attribute attr;

	return dwarf_attr_integrate(die, DW_AT_type, &attr) && dwarf_formref_die(&attr, type);
}

/* Through typedefs and qualifiers to the real type; false for void. */
static bool strip_type(Dwarf_Die *type, Dwarf_Die *out)
{
	*out = *type;
	for (int i = 0; i < 16; i++) {
		int tag = dwarf_tag(out);

		if (tag != DW_TAG_typedef && tag != DW_TAG_const_type &&
		    tag != DW_TAG_volatile_type && tag != DW_TAG_restrict_type &&
		    tag != DW_TAG_atomic_type)
			return true;
		if (!die_type(out, out))
			return false;
	}
	return false;
}

/*
 * The type as Linux perf 6.1's -V names it: "int", "struct str*", without qualifiers, and an
 * array as a pointer to its elements ("char*").
 */
static void type_name(Dwarf_Die *die, char *buf, size_t len, int depth)
{
	Dwarf_Die t;
	const char *n = dwarf_diename(die);
	char inner[128];

	if (depth > 8) {
		snprintf(buf, len, "?");
		return;
	}
	switch (dwarf_tag(die)) {
	case DW_TAG_base_type:
	case DW_TAG_typedef:
		snprintf(buf, len, "%s", n ?: "?");
		return;
	case DW_TAG_structure_type:
		snprintf(buf, len, "struct %s", n ?: "(anon)");
		return;
	case DW_TAG_union_type:
		snprintf(buf, len, "union %s", n ?: "(anon)");
		return;
	case DW_TAG_enumeration_type:
		snprintf(buf, len, "enum %s", n ?: "(anon)");
		return;
	case DW_TAG_pointer_type:
		if (die_type(die, &t))
			type_name(&t, inner, sizeof(inner), depth + 1);
		else
			snprintf(inner, sizeof(inner), "void");
		snprintf(buf, len, "%s*", inner);
		return;
	case DW_TAG_const_type:
	case DW_TAG_volatile_type:
	case DW_TAG_restrict_type:
	case DW_TAG_atomic_type:
		if (die_type(die, &t))
			type_name(&t, buf, len, depth + 1);
		else
			snprintf(buf, len, "void");
		return;
	case DW_TAG_array_type:
		if (die_type(die, &t))
			type_name(&t, inner, sizeof(inner), depth + 1);
		else
			snprintf(inner, sizeof(inner), "?");
		snprintf(buf, len, "%s*", inner);
		return;
	case DW_TAG_subroutine_type:
		snprintf(buf, len, "(function_type)");
		return;
	default:
		snprintf(buf, len, "%s", n ?: "?");
	}
}

/* ---- locations ---- */

static const char *const x86_64_regs[] = {
	"%ax", "%dx", "%cx", "%bx", "%si", "%di", "%bp", "%sp",
	"%r8", "%r9", "%r10", "%r11", "%r12", "%r13", "%r14", "%r15", "%ip",
};

static const char *reg_name(unsigned int regno)
{
	return regno < ARRAY_SIZE(x86_64_regs) ? x86_64_regs[regno] : NULL;
}

/*
 * Where a value is: in a register (mem false: base is "%reg"), or in memory at off from
 * the value of base (base is a fetch expression: "%sp", "+8(%si)"), or a global (addr).
 */
struct var_loc {
	bool mem;
	bool global;
	char *base;
	s64 off;
	u64 addr;
};

static char *loc_value(struct debuginfo *dbg, const struct var_loc *l)
{
	if (l->global) {
		u64 a = l->addr + l->off, fo;

		/* a user binary's globals are fetched by file offset, the kernel's by address */
		if (a < 0xffff800000000000ULL) {
			if (probe_elf__vaddr_to_offset(dbg->path, a, &fo))
				return NULL;
			return xasprintf("@+0x%llx", (unsigned long long)fo);
		}
		return xasprintf("@0x%llx", (unsigned long long)a);
	}
	if (!l->mem)
		return xstrdup(l->base);
	return xasprintf("%s%lld(%s)", l->off < 0 ? "-" : "+",
			 (long long)(l->off < 0 ? -l->off : l->off), l->base);
}

/* The frame base of func at pc as a register and offset, through the CFI if need be. */
static int frame_base(struct debuginfo *dbg, Dwarf_Die *func, Dwarf_Addr pc, const char **reg,
		      s64 *off, bool *mem)
{
	Dwarf_Attribute attr;
	Dwarf_Op *ops;
	size_t nops;

	if (!dwarf_attr(func, DW_AT_frame_base, &attr) ||
	    dwarf_getlocation_addr(&attr, pc, &ops, &nops, 1) != 1 || nops < 1)
		return -ENOENT;
	*mem = false;
	if (ops[0].atom == DW_OP_call_frame_cfa) {
		Dwarf_Frame *frame = NULL;
		Dwarf_Op *cops;
		size_t ncops;
		Dwarf_CFI *cfis[2] = { dbg->cfi_eh, dbg->cfi_dbg };

		for (int i = 0; i < 2 && !frame; i++)
			if (cfis[i] && dwarf_cfi_addrframe(cfis[i], pc, &frame))
				frame = NULL;
		if (!frame)
			return -ENOENT;
		if (dwarf_frame_cfa(frame, &cops, &ncops) || ncops != 1) {
			free(frame);
			return -ENOTSUP;
		}
		if (cops[0].atom >= DW_OP_breg0 && cops[0].atom <= DW_OP_breg31) {
			*reg = reg_name(cops[0].atom - DW_OP_breg0);
			*off = (s64)cops[0].number;
		} else if (cops[0].atom == DW_OP_bregx) {
			*reg = reg_name(cops[0].number);
			*off = (s64)cops[0].number2;
		} else {
			free(frame);
			return -ENOTSUP;
		}
		free(frame);
		return *reg ? 0 : -ENOTSUP;
	}
	if (ops[0].atom >= DW_OP_breg0 && ops[0].atom <= DW_OP_breg31) {
		*reg = reg_name(ops[0].atom - DW_OP_breg0);
		*off = (s64)ops[0].number;
		return *reg ? 0 : -ENOTSUP;
	}
	if (ops[0].atom >= DW_OP_reg0 && ops[0].atom <= DW_OP_reg31) {
		*reg = reg_name(ops[0].atom - DW_OP_reg0);
		*off = 0;
		return *reg ? 0 : -ENOTSUP;
	}
	return -ENOTSUP;
}

static int var_location(struct debuginfo *dbg, Dwarf_Die *var, Dwarf_Die *func, Dwarf_Addr pc,
			struct var_loc *l, char *err, size_t errlen)
{
	Dwarf_Attribute attr;
	Dwarf_Op *ops;
	size_t nops;
	const char *name = dwarf_diename(var) ?: "?";
	const char *reg;
	int ret;

	memset(l, 0, sizeof(*l));
	if (!dwarf_attr(var, DW_AT_location, &attr))
		return seterr(err, errlen, "'%s' has no location (optimized out)", name);
	ret = dwarf_getlocation_addr(&attr, pc, &ops, &nops, 1);
	if (ret <= 0 || nops == 0)
		return seterr(err, errlen, "'%s' is not available at this address (optimized out)",
			      name);
	/*
	 * A value the compiler only computes here (a constant, a register's value at the
	 * function's entry, an expression) has no fetch-arg form, nor has one in pieces.
	 */
	for (size_t i = 0; i < nops; i++) {
		if (ops[i].atom == DW_OP_stack_value || ops[i].atom == DW_OP_implicit_value ||
		    ops[i].atom == DW_OP_entry_value || ops[i].atom == DW_OP_GNU_entry_value)
			return seterr(
				err, errlen,
				"'%s' is not stored at this address, only computed (see perf probe -V)",
				name);
	}
	if (nops != 1)
		goto unsupported;
	if (ops[0].atom >= DW_OP_reg0 && ops[0].atom <= DW_OP_reg31) {
		reg = reg_name(ops[0].atom - DW_OP_reg0);
		if (!reg)
			goto unsupported;
		l->base = xstrdup(reg);
		return 0;
	}
	if (ops[0].atom == DW_OP_regx) {
		reg = reg_name(ops[0].number);
		if (!reg)
			goto unsupported;
		l->base = xstrdup(reg);
		return 0;
	}
	if ((ops[0].atom >= DW_OP_breg0 && ops[0].atom <= DW_OP_breg31) ||
	    ops[0].atom == DW_OP_bregx) {
		bool x = ops[0].atom == DW_OP_bregx;

		reg = reg_name(x ? (unsigned int)ops[0].number : (unsigned int)(ops[0].atom - DW_OP_breg0));
		if (!reg)
			goto unsupported;
		l->mem = true;
		l->base = xstrdup(reg);
		l->off = (s64)(x ? ops[0].number2 : ops[0].number);
		return 0;
	}
	if (ops[0].atom == DW_OP_fbreg) {
		s64 fboff;
		bool fbmem;

		if (!func || frame_base(dbg, func, pc, &reg, &fboff, &fbmem))
			goto unsupported;
		l->mem = true;
		l->base = xstrdup(reg);
		l->off = fboff + (s64)ops[0].number;
		return 0;
	}
	if (ops[0].atom == DW_OP_addr) {
		l->mem = true;
		l->global = true;
		l->addr = ops[0].number;
		return 0;
	}
unsupported:
	return seterr(err, errlen, "the location of '%s' is too complex for a probe argument",
		      name);
}

/* The member name of a struct/union, searching anonymous members too; its offset. */
static bool find_member(Dwarf_Die *type, const char *name, Dwarf_Die *member, s64 *off,
			int depth)
{
	Dwarf_Die child;

	if (depth > 8 || dwarf_child(type, &child))
		return false;
	do {
		Dwarf_Attribute attr;
		Dwarf_Word moff = 0;
		const char *n;

		if (dwarf_tag(&child) != DW_TAG_member)
			continue;
		if (dwarf_attr(&child, DW_AT_data_member_location, &attr) &&
		    dwarf_formudata(&attr, &moff))
			continue; /* a location expression: not supported */
		n = dwarf_diename(&child);
		if (n && !strcmp(n, name)) {
			*member = child;
			*off = moff;
			return true;
		}
		if (!n) {
			Dwarf_Die t, st;
			s64 sub;

			if (die_type(&child, &t) && strip_type(&t, &st) &&
			    find_member(&st, name, member, &sub, depth + 1)) {
				*off = moff + sub;
				return true;
			}
		}
	} while (dwarf_siblingof(&child, &child) == 0);
	return false;
}

/* The kernel's type for a scalar DWARF type: s32, u8, x64 (pointers)... */
static int scalar_type(Dwarf_Die *type, char *buf, size_t len)
{
	Dwarf_Attribute attr;
	Dwarf_Word enc = 0;
	int size = dwarf_bytesize(type);

	switch (dwarf_tag(type)) {
	case DW_TAG_pointer_type:
		snprintf(buf, len, "x%d", (size > 0 ? size : 8) * 8);
		return 0;
	case DW_TAG_enumeration_type:
		if (size <= 0)
			size = 4;
		snprintf(buf, len, "u%d", size * 8);
		return 0;
	case DW_TAG_base_type:
		if (size != 1 && size != 2 && size != 4 && size != 8)
			return -ENOTSUP;
		if (dwarf_attr(type, DW_AT_encoding, &attr))
			dwarf_formudata(&attr, &enc);
		if (enc == DW_ATE_float)
			snprintf(buf, len, "x%d", size * 8);
		else
			snprintf(buf, len, "%c%d",
				 enc == DW_ATE_signed || enc == DW_ATE_signed_char ? 's' : 'u',
				 size * 8);
		return 0;
	default:
		return -ENOTSUP;
	}
}

/*
 * A struct, union or array fetched whole, as Linux perf does: in hex, its size rounded up to a
 * fetch-arg type, at most the 64 bits one holds (*bits: its real size, for the note).
 */
static int aggregate_type(Dwarf_Die *type, char *buf, size_t len, Dwarf_Word *bits)
{
	int tag = dwarf_tag(type);
	Dwarf_Word size;

	if ((tag != DW_TAG_structure_type && tag != DW_TAG_union_type &&
	     tag != DW_TAG_array_type) ||
	    dwarf_aggregate_size(type, &size) || !size)
		return -ENOTSUP;
	*bits = size * 8;
	snprintf(buf, len, "x%d", size <= 1 ? 8 : size <= 2 ? 16 : size <= 4 ? 32 : 64);
	return 0;
}

/* The innermost subprogram among the scopes. */
static Dwarf_Die *scopes_func(Dwarf_Die *scopes, int n)
{
	for (int i = 0; i < n; i++)
		if (dwarf_tag(&scopes[i]) == DW_TAG_subprogram)
			return &scopes[i];
	return NULL;
}

int debuginfo__convert_arg(struct debuginfo *dbg, u64 vaddr, bool at_return,
			   const struct perf_probe_arg *arg, struct probe_trace_arg *out, char *err,
			   size_t errlen)
{
	Dwarf_Die cu, *scopes = NULL, var, type, st;
	struct var_loc l = { 0 };
	char *expr = xstrdup(arg->var), *p, *tok;
	char ktype[16];
	int nscopes, ret = -EINVAL;
	Dwarf_Word bits;
	bool have_type;

	memset(out, 0, sizeof(*out));
	if (!dwarf_addrdie(dbg->dw, vaddr, &cu)) {
		seterr(err, errlen, "no debug information for address 0x%llx",
		       (unsigned long long)vaddr);
		goto out;
	}
	nscopes = dwarf_getscopes(&cu, vaddr, &scopes);
	if (nscopes <= 0) {
		seterr(err, errlen, "no scope at 0x%llx", (unsigned long long)vaddr);
		goto out;
	}
	p = expr + strcspn(expr, "-.");
	tok = xstrndup(expr, p - expr);
	if (dwarf_getscopevar(scopes, nscopes, tok, 0, NULL, 0, 0, &var) < 0) {
		seterr(err, errlen, "variable '%s' not found at this probe point", tok);
		free(tok);
		goto out;
	}
	free(tok);
	ret = var_location(dbg, &var, scopes_func(scopes, nscopes), vaddr, &l, err, errlen);
	if (ret)
		goto out;
	ret = -EINVAL;
	/*
	 * A %return probe fires after the function's frame and registers are gone, but its
	 * locations are the entry's: only a variable at a fixed address still holds there.
	 */
	if (at_return && !l.global) {
		seterr(err, errlen,
		       "'%s' is a local variable: a %%return probe can fetch $retval and static variables only",
		       arg->var);
		goto out;
	}
	have_type = die_type(&var, &type) && strip_type(&type, &st);
	/* member accesses: ->f dereferences a pointer, .f moves inside a struct */
	while (*p) {
		bool arrow = p[0] == '-';
		const char *name = p + (arrow ? 2 : 1);
		size_t n = strcspn(name, "-.");
		char *field = xstrndup(name, n);
		Dwarf_Die member, target;
		s64 moff;

		p = (char *)name + n;
		if (!have_type) {
			seterr(err, errlen, "'%s': no type information", arg->var);
			free(field);
			goto out;
		}
		if (arrow) {
			char *v;

			if (dwarf_tag(&st) != DW_TAG_pointer_type || !die_type(&st, &target) ||
			    !strip_type(&target, &target)) {
				seterr(err, errlen, "'%s': '->%s' needs a pointer to a struct",
				       arg->var, field);
				free(field);
				goto out;
			}
			v = loc_value(dbg, &l);
			if (!v) {
				seterr(err, errlen, "'%s': cannot address it", arg->var);
				free(field);
				goto out;
			}
			free(l.base);
			l.base = v;
			l.mem = true;
			l.global = false;
			l.off = 0;
			st = target;
		} else if (!l.mem) {
			seterr(err, errlen, "'%s': a struct in a register cannot be accessed",
			       arg->var);
			free(field);
			goto out;
		}
		if ((dwarf_tag(&st) != DW_TAG_structure_type && dwarf_tag(&st) != DW_TAG_union_type) ||
		    !find_member(&st, field, &member, &moff, 0)) {
			seterr(err, errlen, "'%s': no member '%s'", arg->var, field);
			free(field);
			goto out;
		}
		free(field);
		l.off += moff;
		have_type = die_type(&member, &type) && strip_type(&type, &st);
	}
	if (arg->type && (!strcmp(arg->type, "string") || !strcmp(arg->type, "ustring"))) {
		/* the kernel reads the string at the address the fetch arg dereferences */
		char *v;

		if (have_type && dwarf_tag(&st) == DW_TAG_array_type && l.mem) {
			out->value = loc_value(dbg, &l);
		} else if (have_type && dwarf_tag(&st) == DW_TAG_pointer_type) {
			v = loc_value(dbg, &l);
			out->value = v ? xasprintf("+0(%s)", v) : NULL;
			free(v);
		} else {
			seterr(err, errlen, "'%s': a string must be a char pointer or array", arg->var);
			goto out;
		}
		out->type = xstrdup(arg->type);
	} else {
		out->value = loc_value(dbg, &l);
		if (arg->type) {
			out->type = xstrdup(arg->type);
		} else if (have_type && !aggregate_type(&st, ktype, sizeof(ktype), &bits)) {
			out->type = xstrdup(ktype);
			if (bits > 64)
				out->note =
					xasprintf("'%s' has %llu bits: its first 64 are fetched",
						  arg->var, (unsigned long long)bits);
		} else if (!have_type || scalar_type(&st, ktype, sizeof(ktype))) {
			char tn[256] = "?";

			if (have_type)
				type_name(&st, tn, sizeof(tn), 0);
			seterr(err, errlen, "'%s' is a %s: give a member or a type (:u64...)",
			       arg->var, tn);
			free(out->value);
			out->value = NULL;
			goto out;
		} else {
			out->type = xstrdup(ktype);
		}
	}
	if (!out->value || !probe_fetch_arg_is_valid(out->value)) {
		seterr(err, errlen, "'%s': cannot express it as a fetch argument", arg->var);
		goto out;
	}
	ret = 0;
out:
	if (ret) {
		free(out->value);
		free(out->type);
		free(out->note);
		out->value = out->type = out->note = NULL;
	}
	free(l.base);
	free(scopes);
	free(expr);
	return ret;
}

/* ---- variables in scope ---- */

struct scope_var {
	char *name;
	char *type;
};

/* Linux perf sorts -V's "TYPE\tNAME" lines as strings: by type, then name */
static int scope_var_cmp(const void *a, const void *b)
{
	const struct scope_var *x = a, *y = b;
	int c = strcmp(x->type, y->type);

	return c ? c : strcmp(x->name, y->name);
}

/* Variables (and parameters) visible at pc with a location there; inner ones shadow. */
static int collect_scope_vars(struct debuginfo *dbg, u64 pc, bool params_only,
			      struct scope_var **out, int *nr)
{
	Dwarf_Die cu, *scopes = NULL;
	size_t alloc = 0;
	int n;

	*out = NULL;
	*nr = 0;
	if (!dwarf_addrdie(dbg->dw, pc, &cu))
		return -ENOENT;
	n = dwarf_getscopes(&cu, pc, &scopes);
	if (n <= 0)
		return -ENOENT;
	for (int i = 0; i < n; i++) {
		Dwarf_Die child;
		int tag = dwarf_tag(&scopes[i]);

		if (tag == DW_TAG_compile_unit)
			break;
		if (!dwarf_child(&scopes[i], &child)) {
			do {
				int ct = dwarf_tag(&child);
				const char *name = dwarf_diename(&child);
				Dwarf_Attribute attr;
				Dwarf_Op *ops;
				size_t nops;
				bool dup = false;
				Dwarf_Die t;
				char tn[256] = "(unknown_type)";

				if (!name || (ct != DW_TAG_formal_parameter &&
					      (params_only || ct != DW_TAG_variable)))
					continue;
				if (!dwarf_attr(&child, DW_AT_location, &attr) ||
				    dwarf_getlocation_addr(&attr, pc, &ops, &nops, 1) <= 0)
					continue;
				for (int k = 0; k < *nr && !dup; k++)
					dup = !strcmp((*out)[k].name, name);
				if (dup)
					continue;
				if (die_type(&child, &t))
					type_name(&t, tn, sizeof(tn), 0);
				*out = grow_array(*out, &alloc, *nr + 1, sizeof(**out));
				(*out)[*nr].name = xstrdup(name);
				(*out)[*nr].type = xstrdup(tn);
				(*nr)++;
			} while (dwarf_siblingof(&child, &child) == 0);
		}
		if (tag == DW_TAG_subprogram)
			break;
	}
	free(scopes);
	return 0;
}

static void free_scope_vars(struct scope_var *v, int nr)
{
	for (int i = 0; i < nr; i++) {
		free(v[i].name);
		free(v[i].type);
	}
	free(v);
}

int debuginfo__scope_vars(struct debuginfo *dbg, u64 vaddr, bool params_only, char ***names,
			  int *nr)
{
	struct scope_var *v;
	int n, ret = collect_scope_vars(dbg, vaddr, params_only, &v, &n);

	if (ret)
		return ret;
	*names = xcalloc(n ? n : 1, sizeof(char *));
	for (int i = 0; i < n; i++)
		(*names)[i] = xstrdup(v[i].name);
	*nr = n;
	free_scope_vars(v, n);
	return 0;
}

char *debuginfo__func_file(struct debuginfo *dbg, u64 vaddr)
{
	Dwarf_Die cu, *scopes = NULL, *f;
	char *file = NULL;
	int n;

	if (!dwarf_addrdie(dbg->dw, vaddr, &cu))
		return NULL;
	n = dwarf_getscopes(&cu, vaddr, &scopes);
	if (n <= 0)
		return NULL;
	f = scopes_func(scopes, n);
	if (f && dwarf_decl_file(f))
		file = xstrdup(dwarf_decl_file(f));
	free(scopes);
	return file;
}

int debuginfo__func_line(struct debuginfo *dbg, u64 vaddr, int *rel)
{
	Dwarf_Die cu, *scopes = NULL, *f;
	Dwarf_Lines *lines;
	size_t nlines;
	int n, decl = 0, ret = -ENOENT;

	if (!dwarf_addrdie(dbg->dw, vaddr, &cu) || dwarf_getsrclines(&cu, &lines, &nlines))
		return -ENOENT;
	n = dwarf_getscopes(&cu, vaddr, &scopes);
	if (n <= 0)
		return -ENOENT;
	f = scopes_func(scopes, n);
	/* rows are sorted by address: the first at vaddr is its lowest line */
	for (size_t i = 0; f && !dwarf_decl_line(f, &decl) && i < nlines; i++) {
		Dwarf_Line *l = dwarf_onesrcline(lines, i);
		Dwarf_Addr a;
		bool stmt;
		int ln;

		if (!l || dwarf_lineaddr(l, &a) || a != vaddr)
			continue;
		if (dwarf_linebeginstatement(l, &stmt) || !stmt || dwarf_lineno(l, &ln))
			continue;
		*rel = ln - decl;
		ret = 0;
		break;
	}
	free(scopes);
	return ret;
}

int debuginfo__show_vars(struct debuginfo *dbg, const struct perf_probe_point *pp,
			 const char *spec, FILE *out, char *err, size_t errlen)
{
	struct probe_location *locs = NULL;
	int nr = 0, ret;

	/* like Linux perf, -V shows the function entry, not the point past the prologue */
	ret = debuginfo__find_probe_locations(dbg, pp, false, &locs, &nr, err, errlen);
	if (ret)
		return ret;
	fprintf(out, "Available variables at %s\n", spec);
	for (int i = 0; i < nr; i++) {
		struct scope_var *v;
		int n, shown = 0;

		fprintf(out, "\t@<%s+%llu>\n", locs[i].function,
			(unsigned long long)locs[i].func_offset);
		if (collect_scope_vars(dbg, locs[i].vaddr, false, &v, &n)) {
			fprintf(out, "\t\t(No matched variables)\n");
			continue;
		}
		if (n)
			qsort(v, n, sizeof(*v), scope_var_cmp);
		/* only what a probe there can fetch: every name listed must then be accepted */
		for (int k = 0; k < n; k++) {
			struct perf_probe_arg a = { .var = v[k].name };
			struct probe_trace_arg t;

			if (debuginfo__convert_arg(dbg, locs[i].vaddr, pp->retprobe, &a, &t, NULL,
						   0))
				continue;
			fprintf(out, "\t\t%s\t%s\n", v[k].type, v[k].name);
			shown++;
			free(t.value);
			free(t.type);
			free(t.note);
		}
		if (!shown)
			fprintf(out, "\t\t(No matched variables)\n");
		free_scope_vars(v, n);
	}
	probe_locations__free(locs, nr);
	return 0;
}

/* ---- -L ---- */

struct file_cu_search {
	const char *file;
	Dwarf_Die cus[64];
	int nr;
	char *path;
};

static int match_file_cu(Dwarf_Die *cu, Dwarf_Die *func, void *data)
{
	struct file_cu_search *s = data;
	const char *f = dwarf_decl_file(func);

	if (!file_matches(f, s->file))
		return 0;
	for (int i = 0; i < s->nr; i++)
		if (dwarf_dieoffset(&s->cus[i]) == dwarf_dieoffset(cu))
			return 0;
	if (!s->path)
		s->path = xstrdup(f);
	if (s->nr < (int)ARRAY_SIZE(s->cus))
		s->cus[s->nr++] = *cu;
	return 0;
}

int debuginfo__show_lines(struct debuginfo *dbg, const char *range, FILE *out, char *err,
			  size_t errlen)
{
	char *spec = xstrdup(range), *colon, *at, **src = NULL;
	long start = 0, end = -1;
	int nsrc = 0, ret = -EINVAL, base = 0;
	struct func_search fs = { 0 };
	struct file_cu_search cs = { 0 };
	const char *path, *name;
	char *full = NULL;
	Dwarf_Addr entry = 0;

	/* FUNC[@SRC][:START[-END|+N]] or SRC[:START[-END|+N]] */
	colon = strchr(spec, ':');
	if (colon) {
		char *e;

		*colon = '\0';
		start = strtol(colon + 1, &e, 10);
		if (e == colon + 1 || start < 0)
			goto bad;
		if (*e == '-' || *e == '+') {
			char *e2;
			long v = strtol(e + 1, &e2, 10);

			if (e2 == e + 1 || *e2 || v < 0)
				goto bad;
			end = *e == '-' ? v : start + v - 1;
		} else if (*e) {
			goto bad;
		}
		if (end >= 0 && end < start)
			goto bad;
	}
	at = strchr(spec, '@');
	if (at)
		*at = '\0';
	name = spec;
	if (!at && (strchr(spec, '.') || strchr(spec, '/'))) {
		/* a source file */
		cs.file = spec;
		walk_funcs(dbg, match_file_cu, &cs);
		if (!cs.nr) {
			seterr(err, errlen, "source file '%s' not found in the debug information",
			       spec);
			ret = -ENOENT;
			goto out;
		}
		path = cs.path;
		if (start == 0)
			start = 1;
		fprintf(out, "<%s:%ld>\n", path, start);
	} else {
		int decl = 0;

		if (find_func(dbg, name, at ? at + 1 : NULL, &fs)) {
			seterr(err, errlen, "function '%s' not found in the debug information", name);
			ret = -ENOENT;
			goto out;
		}
		/* the line table's name, for the lines; its full path, to read and show it */
		path = dwarf_decl_file(&fs.func);
		full = source_path(&fs.cu, path);
		dwarf_decl_line(&fs.func, &decl);
		func_entry(&fs.func, &entry);
		base = decl;
		if (end < 0)
			end = func_last_line(&fs.cu, &fs.func) - decl;
		fprintf(out, "<%s@%s:%ld>\n", name, full ?: "?", start);
	}
	src = read_source(full ?: path, &nsrc);
	if (!src) {
		seterr(err, errlen, "cannot read source file %s", full ?: path ?: "(unknown)");
		ret = -ENOENT;
		goto out;
	}
	if (end < 0 || base + end > nsrc)
		end = nsrc - base;
	for (long ln = start; ln <= end; ln++) {
		int abs = base + (int)ln;
		bool code = false;

		if (abs < 1 || abs > nsrc)
			continue;
		if (fs.found) {
			code = ln == 0 || line_has_code_past(&fs.cu, &fs.func, path, abs, entry);
		} else {
			for (int i = 0; i < cs.nr && !code; i++)
				code = line_has_code(&cs.cus[i], NULL, path, abs);
		}
		if (code)
			fprintf(out, "%7ld  %s\n", ln, src[abs - 1]);
		else
			fprintf(out, "         %s\n", src[abs - 1]);
	}
	ret = 0;
	goto out;
bad:
	seterr(err, errlen, "'%s': bad line range (FUNC[:START[-END|+N]] or SRC[:START[-END]])",
	       range);
out:
	free_source(src, nsrc);
	free(cs.path);
	free(full);
	free(spec);
	return ret;
}
