// SPDX-License-Identifier: GPL-2.0
/*
 * Source lines and inlined frames of a DSO's addresses, from its DWARF (libdw): a cache per
 * DSO, attached to it (dso->srcline) and freed with it.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/dso.h"
#include "util/hashmap.h"
#include "util/jitdump.h"
#include "util/lazy-dw.h"
#include "util/srcline.h"
#include "util/symbol.h"
#include "util/symsrc.h"
#include "util/util.h"

/* --- srcline: per-DSO cache of address -> "file:line" --- */

struct srcline_entry {
	u64 addr;
	const char *str; /* NULL: looked up, unknown */
	bool used;
};

struct srcline_cache {
	struct srcline_entry *tab;
	size_t size, nr; /* size: power of two */
	Dwfl *dwfl; /* the libdw session of the DSO's file, opened on first use */
	bool dwfl_failed;
	Dwfl_Module *mod;
	Dwarf_Addr bias; /* dwfl address - ELF address */
	/* --inline: frames by address (an index into inl_syms), the inlined symbols by name */
	struct hashmap inl_addrs, inl_names;
	struct symbol **inl_syms;
	size_t nr_inl_syms, alloc_inl_syms;
};

/* An address's inline frames: inl_syms[first..first+nr) */
struct inline_entry {
	u64 addr;
	u32 first, nr;
};

/*
 * A module's separate debug file (its userdata is the DSO): where the symbol sources find
 * one (util/symsrc.h; debuginfod's within the command's budget), else libdw's own search,
 * but not when debuginfod servers are named: libdw would ask them itself, without the
 * budget (DEBUGINFOD_TIMEOUT, 90 s by default), and never stop on a server that does not
 * answer.
 */
static int find_debuginfo(Dwfl_Module *mod, void **userdata, const char *modname,
			  Dwarf_Addr base, const char *file_name, const char *debuglink_file,
			  GElf_Word debuglink_crc, char **debuginfo_file_name)
{
	const struct dso *dso = *userdata;
	const unsigned char *bits;
	const char *urls = getenv("DEBUGINFOD_URLS");
	GElf_Addr vaddr;
	struct build_id bid;
	int len = dwfl_module_build_id(mod, &bits, &vaddr);
	char *p;

	if (dso && len > 0) {
		build_id__init(&bid, bits, (size_t)len);
		p = symsrc__debug_file(dso->long_name, &bid);
		if (p) {
			int fd = open_regular(p);

			if (fd >= 0) {
				*debuginfo_file_name = p;
				return fd;
			}
			free(p);
		}
	}
	if (urls && *urls)
		return -1;
	return dwfl_standard_find_debuginfo(mod, userdata, modname, base, file_name,
					    debuglink_file, debuglink_crc, debuginfo_file_name);
}

/* The module's userdata, which find_debuginfo reads. */
static void module_set_dso(Dwfl_Module *mod, struct dso *dso)
{
	void **ud = NULL;

	dwfl_module_info(mod, &ud, NULL, NULL, NULL, NULL, NULL, NULL);
	if (ud)
		*ud = dso;
}

static const Dwfl_Callbacks offline_callbacks = {
	.find_debuginfo = find_debuginfo,
	.section_address = dwfl_offline_section_address,
};

static struct srcline_entry *srcline_slot(struct srcline_cache *c, u64 addr)
{
	size_t mask = c->size - 1, i = (size_t)((addr * 0x9E3779B97F4A7C15ULL) >> 20) & mask;

	while (c->tab[i].used && c->tab[i].addr != addr)
		i = (i + 1) & mask;
	return &c->tab[i];
}

static void srcline_grow(struct srcline_cache *c)
{
	struct srcline_entry *old = c->tab;
	size_t old_size = c->size;

	c->size = old_size ? old_size * 2 : 256;
	c->tab = xcalloc(c->size, sizeof(*c->tab));
	c->nr = 0;
	for (size_t i = 0; i < old_size; i++) {
		if (old[i].used) {
			*srcline_slot(c, old[i].addr) = old[i];
			c->nr++;
		}
	}
	free(old);
}

static const char *srcline_path(struct dso *dso)
{
	if (dso->symsrc_path)
		return dso->symsrc_path;
	if (dso__is_bracketed(dso->long_name))
		return NULL;
	return dso->long_name;
}

static Dwfl *dso__dwfl(struct dso *dso)
{
	struct srcline_cache *c = dso->srcline.data;
	const char *path;
	Dwfl *dwfl;

	if (c->dwfl || c->dwfl_failed)
		return c->dwfl;
	c->dwfl_failed = true;
	path = srcline_path(dso);
	if (!path)
		return NULL;
	dwfl = dwfl_begin(&offline_callbacks);
	if (!dwfl)
		return NULL;
	c->mod = dwfl_report_offline(dwfl, "", path, -1);
	if (!c->mod) {
		dwfl_end(dwfl);
		return NULL;
	}
	dwfl_report_end(dwfl, NULL, NULL);
	module_set_dso(c->mod, dso);
	/* Offline reporting may place an ET_DYN file anywhere: remember where. */
	if (!dwfl_module_getdwarf(c->mod, &c->bias)) {
		dwfl_end(dwfl);
		c->mod = NULL;
		return NULL;
	}
	c->dwfl = dwfl;
	c->dwfl_failed = false;
	return dwfl;
}

/* "file:line" as srcline prints it: the file's base name unless full_srcline */
static char *srcline_fmt(const char *file, int lineno)
{
	const char *base = symbol_conf.full_srcline ? file : strrchr(file, '/');

	base = base && base != file ? base + (symbol_conf.full_srcline ? 0 : 1) : file;
	return xasprintf("%s:%d", base, lineno);
}

static char *lookup_srcline(struct dso *dso, u64 addr)
{
	struct srcline_cache *c = dso->srcline.data;
	Dwfl_Line *line;
	const char *file;
	Dwarf_Addr vaddr;
	int lineno = 0;
	Dwfl *dwfl;

	if (dso->kind == DSO_KIND_JIT) /* the lines of the runtime's debug info */
		return dso->jit && !jitdump__srcline(dso->jit, addr, &file, &lineno) ?
			       srcline_fmt(file, lineno) :
			       NULL;
	dwfl = dso__dwfl(dso);
	if (!dwfl || !c->mod)
		return NULL;
	vaddr = dso->kind == DSO_KIND_USER ? dso__offset_to_vaddr(dso, addr) : addr;
	line = dwfl_module_getsrc(c->mod, vaddr + c->bias);
	if (!line)
		return NULL;
	file = dwfl_lineinfo(line, NULL, &lineno, NULL, NULL, NULL);
	if (!file || lineno <= 0)
		return NULL;
	/*
	 * As binutils' addr2line, which Linux perf runs, names them: the line table's file 1
	 * by its unit's name (in DWARF 5 tables file 1 need not be the unit's file: libc's
	 * __libc_start_call_main, from libc_start_call_main.h, is "libc-start.c:74" there)
	 */
	if (!symbol_conf.full_srcline) {
		Dwarf_Addr bias;
		Dwarf_Line *dl = dwfl_dwarf_line(line, &bias);
		Dwarf_Files *files;
		size_t idx;
		Dwarf_Die *cu;
		const char *cu_name;

		if (dl && !dwarf_line_file(dl, &files, &idx) && idx == 1 &&
		    (cu = dwfl_linecu(line)) && (cu_name = dwarf_diename(cu)))
			file = cu_name;
	}
	return srcline_fmt(file, lineno);
}

static void srcline_cache__free(void *data)
{
	struct srcline_cache *c = data;
	struct hashmap_slot *slot;

	hashmap__for_each(&c->inl_addrs, slot) free(slot->entry);
	hashmap__for_each(&c->inl_names, slot)
	{
		struct symbol *s = slot->entry;

		free((char *)s->name);
		free(s);
	}
	hashmap__exit(&c->inl_addrs);
	hashmap__exit(&c->inl_names);
	free(c->inl_syms);
	for (size_t i = 0; i < c->size; i++)
		free((char *)c->tab[i].str);
	free(c->tab);
	if (c->dwfl)
		dwfl_end(c->dwfl);
	free(c);
}

/* The DSO's cache, made on first use and freed with the DSO. */
static struct srcline_cache *srcline_cache(struct dso *dso)
{
	struct srcline_cache *c = dso->srcline.data;

	if (!c) {
		c = xzalloc(sizeof(*c));
		srcline_grow(c);
		dso->srcline.data = c;
		dso->srcline.free = srcline_cache__free;
	}
	return c;
}

int dso__srcline_full(struct dso *dso, u64 addr, const char **file, const char **comp_dir,
		      int *lineno)
{
	struct srcline_cache *c = srcline_cache(dso);
	Dwfl_Line *line;
	Dwarf_Addr vaddr;

	if (dso->kind == DSO_KIND_JIT) {
		*comp_dir = NULL;
		return dso->jit ? jitdump__srcline(dso->jit, addr, file, lineno) : -ENOENT;
	}
	if (!dso->segs_loaded && dso->kind == DSO_KIND_USER)
		dso__offset_to_vaddr(dso, 0); /* loads the segments */
	if (!dso__dwfl(dso) || !c->mod)
		return -ENOENT;
	vaddr = dso->kind == DSO_KIND_USER ? dso__offset_to_vaddr(dso, addr) : addr;
	line = dwfl_module_getsrc(c->mod, vaddr + c->bias);
	if (!line)
		return -ENOENT;
	*lineno = 0;
	*file = dwfl_lineinfo(line, NULL, lineno, NULL, NULL, NULL);
	*comp_dir = dwfl_line_comp_dir(line);
	return *file && *lineno > 0 ? 0 : -ENOENT;
}

const char *dso__srcline_str(struct dso *dso, u64 addr)
{
	struct srcline_cache *c = srcline_cache(dso);
	struct srcline_entry *e = srcline_slot(c, addr);

	if (e->used)
		return e->str;
	if (!dso->segs_loaded && dso->kind == DSO_KIND_USER)
		dso__offset_to_vaddr(dso, 0); /* loads the segments */
	if ((c->nr + 1) * 2 > c->size) {
		srcline_grow(c);
		e = srcline_slot(c, addr);
	}
	e->used = true;
	e->addr = addr;
	e->str = lookup_srcline(dso, addr);
	c->nr++;
	return e->str;
}

int dso__srcline(struct dso *dso, u64 addr, char *buf, size_t len)
{
	const char *s = dso__srcline_str(dso, addr);

	if (!s)
		return -ENOENT;
	snprintf(buf, len, "%s", s);
	return 0;
}

/* An inlined symbol: its name and the symbol holding it (as Linux perf keys them). */
struct inline_key {
	const char *name;
	const struct symbol *real;
};

static bool inline_name_eq(const void *entry, const void *key)
{
	const struct symbol *s = entry;
	const struct inline_key *k = key;

	return !strcmp(s->name, k->name) && s->start == (k->real ? k->real->start : 0) &&
	       s->size == (k->real ? k->real->size : 0);
}

static bool inline_addr_eq(const void *entry, const void *key)
{
	return ((const struct inline_entry *)entry)->addr == *(const u64 *)key;
}

/*
 * The inlined symbol named name in real (made once per name and holding symbol, which
 * Linux perf's rows tell apart; real itself when it has that name).
 */
static struct symbol *inline_sym(struct srcline_cache *c, const char *name, struct symbol *real)
{
	struct inline_key key = { .name = name, .real = real };
	u64 h = hashmap__hash_bytes(name, strlen(name)) ^ (real ? real->start * 31 : 0);
	struct symbol *s;

	if (real && !strcmp(real->name, name))
		return real;
	s = hashmap__find(&c->inl_names, h, inline_name_eq, &key);
	if (s)
		return s;
	s = xzalloc(sizeof(*s));
	s->name = xstrdup(name);
	s->inlined = 1;
	if (real) {
		s->start = real->start;
		s->size = real->size;
	}
	if (hashmap__add(&c->inl_names, h, s))
		xalloc_die(sizeof(struct hashmap_slot));
	return s;
}

/* A DIE's name as Linux perf shows it: the linkage name demangled, else its DWARF name. */
static const char *die_function_name(Dwarf_Die *die, char **demangled)
{
	Dwarf_Attribute attr;
	const char *name = NULL;

	if (dwarf_attr_integrate(die, DW_AT_linkage_name, &attr) ||
	    dwarf_attr_integrate(die, DW_AT_MIPS_linkage_name, &attr))
		name = dwarf_formstring(&attr);
	if (name)
		return symbol__demangle(name, demangled);
	name = dwarf_diename(die);
	return name ? name : "??";
}

static void lookup_inlines(struct dso *dso, u64 addr, struct symbol *real, struct inline_entry *e)
{
	struct srcline_cache *c = dso->srcline.data;
	Dwarf_Addr vaddr, cubias;
	Dwarf_Die *cudie, *scopes = NULL, *chain = NULL;
	char *demangled = NULL;
	int n;

	e->first = (u32)c->nr_inl_syms;
	e->nr = 0;
	if (!dso__dwfl(dso) || !c->mod)
		return;
	vaddr = (dso->kind == DSO_KIND_USER ? dso__offset_to_vaddr(dso, addr) : addr) + c->bias;
	cudie = dwfl_module_addrdie(c->mod, vaddr, &cubias);
	if (!cudie)
		return;
	/* the innermost scope at the address, then every scope that holds it in the CU */
	n = dwarf_getscopes(cudie, vaddr - cubias, &scopes);
	if (n > 0)
		n = dwarf_getscopes_die(&scopes[0], &chain);
	for (int i = 0; i < n; i++) {
		int tag = dwarf_tag(&chain[i]);
		struct symbol *sym;

		if (tag != DW_TAG_inlined_subroutine && tag != DW_TAG_subprogram)
			continue;
		/*
		 * Named by the DWARF, the function holding the code too (a clone's is its
		 * origin's: "f" for f.part.0), so only a frame named as the symbol is it
		 */
		sym = inline_sym(c, die_function_name(&chain[i], &demangled), real);
		c->inl_syms = grow_array(c->inl_syms, &c->alloc_inl_syms, c->nr_inl_syms + 1,
					 sizeof(*c->inl_syms));
		c->inl_syms[c->nr_inl_syms++] = sym;
		e->nr++;
		if (tag == DW_TAG_subprogram)
			break;
	}
	free(demangled);
	free(chain);
	free(scopes);
}

struct symbol *const *dso__inline_frames(struct dso *dso, u64 addr, struct symbol *real, u32 *nr)
{
	struct srcline_cache *c;
	struct inline_entry *e;

	*nr = 0;
	if (dso->kind != DSO_KIND_USER && dso->kind != DSO_KIND_KERNEL &&
	    dso->kind != DSO_KIND_KMODULE)
		return NULL;
	c = srcline_cache(dso);
	e = hashmap__find(&c->inl_addrs, addr, inline_addr_eq, &addr);
	if (!e) {
		if (!dso->segs_loaded && dso->kind == DSO_KIND_USER)
			dso__offset_to_vaddr(dso, 0); /* loads the segments */
		e = xzalloc(sizeof(*e));
		e->addr = addr;
		lookup_inlines(dso, addr, real, e);
		if (hashmap__add(&c->inl_addrs, addr, e))
			xalloc_die(sizeof(struct hashmap_slot));
	}
	/* one entry that is the symbol itself: nothing to show */
	if (!e->nr || (e->nr == 1 && c->inl_syms[e->first] == real))
		return NULL;
	*nr = e->nr;
	return c->inl_syms + e->first;
}
