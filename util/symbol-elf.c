// SPDX-License-Identifier: GPL-2.0
/* Symbol tables from ELF files (libelf) and JIT perf maps; PT_LOAD segments. */
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util/symbol.h"
#include "util/symbol-elf.h"
#include "util/elf-sym.h"
#include "util/debug.h"
#include "util/util.h"

/* Whether elf is a separate debug file: its code has no bytes in it (SHT_NOBITS). */
static bool elf__is_debug_only(Elf *elf)
{
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;

	while ((scn = elf_nextscn(elf, scn)) != NULL)
		if (gelf_getshdr(scn, &sh) && (sh.sh_flags & SHF_ALLOC) &&
		    (sh.sh_flags & SHF_EXECINSTR))
			return sh.sh_type == SHT_NOBITS;
	return false;
}

int elf__segments(Elf *elf, struct dso_segment **segsp, size_t *nrp, bool *is_exec)
{
	GElf_Ehdr ehdr;
	size_t nphdr;
	struct dso_segment *segs = NULL;
	u64 *align = NULL;
	size_t nr = 0;

	if (!gelf_getehdr(elf, &ehdr))
		return -ENOEXEC;
	if (is_exec)
		*is_exec = ehdr.e_type == ET_EXEC;
	if (elf_getphdrnum(elf, &nphdr))
		nphdr = 0;
	for (size_t i = 0; i < nphdr; i++) {
		GElf_Phdr phdr;

		if (!gelf_getphdr(elf, (int)i, &phdr) || phdr.p_type != PT_LOAD)
			continue;
		segs = xrealloc(segs, (nr + 1) * sizeof(*segs));
		align = xrealloc(align, (nr + 1) * sizeof(*align));
		segs[nr].vaddr = phdr.p_vaddr;
		segs[nr].offset = phdr.p_offset;
		segs[nr].size = phdr.p_memsz;
		align[nr] = phdr.p_align > 1 ? phdr.p_align : 1;
		nr++;
	}
	/*
	 * A separate debug file keeps the program headers but not the contents: segments
	 * with no file bytes and made-up offsets (all 0, or but the last one's page offset).
	 * The file that ran has them where linkers put them: one after the other, each at the
	 * first offset after the one before (whose bytes are all of its memory: only the last
	 * segment has a .bss) that is its address modulo its alignment.
	 */
	if (nr > 1) {
		bool stripped = true;

		for (size_t i = 0; i + 1 < nr; i++)
			if (segs[i + 1].offset > segs[i].offset)
				stripped = false;
		if (stripped || elf__is_debug_only(elf)) {
			for (size_t i = 1; i < nr; i++) {
				u64 at = segs[i - 1].offset + segs[i - 1].size, a = align[i];

				segs[i].offset = at + (segs[i].vaddr % a + a - at % a) % a;
			}
		}
	}
	free(align);
	*segsp = segs;
	*nrp = nr;
	return 0;
}

int elf__read_segments(const char *path, struct dso_segment **segs, size_t *nr, bool *is_exec)
{
	int fd, ret;
	Elf *elf = elf__open(path, &fd);

	*segs = NULL;
	*nr = 0;
	if (!elf)
		return -errno;
	ret = elf__segments(elf, segs, nr, is_exec);
	elf_end(elf);
	close(fd);
	return ret;
}

/* A section of path with a non-empty body: of type type, or (type 0) named name. */
static bool elf__has_section(const char *path, unsigned int type, const char *name)
{
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;
	size_t shstrndx;
	bool ret = false;
	int fd;
	Elf *elf = elf__open(path, &fd);

	if (!elf)
		return false;
	if (elf_getshdrstrndx(elf, &shstrndx))
		shstrndx = 0;
	while (!ret && (scn = elf_nextscn(elf, scn)) != NULL) {
		const char *n;

		if (!gelf_getshdr(scn, &sh) || !sh.sh_size || sh.sh_type == SHT_NOBITS)
			continue;
		n = type ? NULL : elf_strptr(elf, shstrndx, sh.sh_name);
		ret = type ? sh.sh_type == type : n && !strcmp(n, name);
	}
	elf_end(elf);
	close(fd);
	return ret;
}

bool elf__has_symtab(const char *path)
{
	return elf__has_section(path, SHT_SYMTAB, NULL);
}

bool elf__has_debug_info(const char *path)
{
	return elf__has_section(path, 0, ".debug_info") ||
	       elf__has_section(path, 0, ".zdebug_info");
}

/* What symtab__load_elf keeps of each symbol, and where it puts it. */
struct load_elf {
	struct symtab *tab;
	const struct dso_segment *segs;
	size_t nr_segs, shnum, shstrndx;
	bool keep_vaddr;
};

static int load_elf_sym(Elf *elf, const GElf_Shdr *shdr, const GElf_Sym *sym, const char *name,
			void *arg)
{
	struct load_elf *l = arg;
	int type = GELF_ST_TYPE(sym->st_info);
	char *demangled = NULL;
	u64 start;

	/*
	 * As Linux perf keeps them: functions, data objects, and asm labels (NOTYPE: ld.so's
	 * _start and _dl_start_user, OpenSSL's __aesni_set_encrypt_key, which has a size;
	 * an executable's __data_start and _edata, which name data addresses) in sections
	 * named like code or data (".text*", ".data", ".rodata", ...; not ".bss"), unless
	 * hidden or internal.
	 */
	if (type != STT_FUNC && type != STT_GNU_IFUNC && type != STT_OBJECT &&
	    !(type == STT_NOTYPE && GELF_ST_VISIBILITY(sym->st_other) != STV_HIDDEN &&
	      GELF_ST_VISIBILITY(sym->st_other) != STV_INTERNAL))
		return ELF_SYM_NEXT;
	if (sym->st_shndx == SHN_ABS || !sym->st_value)
		return ELF_SYM_NEXT;
	if (sym->st_shndx >= SHN_LORESERVE || sym->st_shndx >= l->shnum)
		return ELF_SYM_NEXT;
	{
		/* only what is loaded at run time; labels only in code and data sections */
		Elf_Scn *sec = elf_getscn(elf, sym->st_shndx);
		GElf_Shdr sh;
		const char *secname;

		if (!sec || !gelf_getshdr(sec, &sh) || !(sh.sh_flags & SHF_ALLOC))
			return ELF_SYM_NEXT;
		if (type == STT_NOTYPE && (!(secname = elf_strptr(elf, l->shstrndx, sh.sh_name)) ||
					   (!strstr(secname, "text") && !strstr(secname, "data"))))
			return ELF_SYM_NEXT;
	}
	start = sym->st_value;
	if (!l->keep_vaddr &&
	    !dso_segments__vaddr_to_offset(l->segs, l->nr_segs, sym->st_value, &start)) {
		/* No segments (relocatable objects): section offsets. */
		GElf_Shdr sh;
		Elf_Scn *sec = elf_getscn(elf, sym->st_shndx);

		if (l->nr_segs || !sec || !gelf_getshdr(sec, &sh))
			return ELF_SYM_NEXT;
		start = sym->st_value - sh.sh_addr + sh.sh_offset;
	}
	name = symbol__demangle(name, &demangled);
	symtab__add(l->tab, start, sym->st_size, name, strlen(name), GELF_ST_BIND(sym->st_info),
		    (u8)type);
	free(demangled);
	return ELF_SYM_KEPT;
}

int symtab__load_elf(struct symtab *tab, const char *path, const struct dso_segment *segs,
		     size_t nr_segs, int flags)
{
	struct load_elf l = { .tab = tab, .keep_vaddr = flags & ELF_LOAD_KEEP_VADDR };
	struct dso_segment *own = NULL;
	size_t nr_own = 0, before = tab->nr;
	int fd;
	Elf *elf = elf__open(path, &fd);

	if (!elf)
		return -errno;
	if (!segs && !l.keep_vaddr) {
		elf__segments(elf, &own, &nr_own, NULL);
		segs = own;
		nr_segs = nr_own;
	}
	l.segs = segs;
	l.nr_segs = nr_segs;
	if (!elf_getshdrnum(elf, &l.shnum) && !elf_getshdrstrndx(elf, &l.shstrndx))
		elf__for_each_symbol(elf,
				     flags & ELF_LOAD_SYMTAB_ONLY ? ELF_SYMTAB : ELF_SYMTAB_THEN_DYNSYM,
				     load_elf_sym, &l);
	symtab__linux_nested(tab, before);
	free(own);
	elf_end(elf);
	close(fd);
	return (int)(tab->nr - before);
}

/*
 * PLT entries have no symbols; name them "<function>@plt" from the jump-slot relocations,
 * as Linux perf does: entry i of .plt is at .plt + (i + 1) * entsize (entry 0 is the
 * lazy-binding resolver); with IBT's .plt.sec, at .plt.sec + i * entsize. Linux perf adds them
 * after the DSO's symbols are fixed up, so where a zero-size one (an executable's _init)
 * has grown over .plt, its lookup finds one or the other by the shape of its tree: the
 * entries it does not find are shadowed (lookups pass over them; objdump's names, for
 * annotate, keep them), and that symbol keeps the whole range (symtab__linux_overlay).
 */
int symtab__load_plt(struct symtab *tab, const char *path, const struct dso_segment *segs,
		     size_t nr_segs)
{
	Elf_Scn *scn = NULL, *rel_scn = NULL, *plt_scn = NULL, *pltsec_scn = NULL;
	GElf_Shdr shdr, rel_shdr = { 0 }, plt_shdr = { 0 }, pltsec_shdr = { 0 }, dynsym_shdr;
	Elf_Data *rel_data, *sym_data;
	size_t shstrndx, nrel;
	u64 base, entsize, *plt_start = NULL;
	char **plt_name = NULL;
	size_t nplt = 0;
	bool own = false;
	int fd, n = 0;
	Elf *elf = elf__open(path, &fd);

	if (!elf)
		return -errno;
	if (elf_getshdrstrndx(elf, &shstrndx))
		goto out;
	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		const char *name;

		if (!gelf_getshdr(scn, &shdr))
			continue;
		name = elf_strptr(elf, shstrndx, shdr.sh_name);
		if (!name)
			continue;
		if ((!strcmp(name, ".rela.plt") || !strcmp(name, ".rel.plt")) && !rel_scn) {
			rel_scn = scn;
			rel_shdr = shdr;
		} else if (!strcmp(name, ".plt")) {
			plt_scn = scn;
			plt_shdr = shdr;
		} else if (!strcmp(name, ".plt.sec")) {
			pltsec_scn = scn;
			pltsec_shdr = shdr;
		}
	}
	if (!rel_scn || !plt_scn || plt_shdr.sh_type != SHT_PROGBITS || !rel_shdr.sh_entsize)
		goto out;
	/* The relocations' symbol table is .dynsym (sh_link). */
	scn = elf_getscn(elf, rel_shdr.sh_link);
	if (!scn || !gelf_getshdr(scn, &dynsym_shdr) || !(sym_data = elf_getdata(scn, NULL)))
		goto out;
	rel_data = elf_getdata(rel_scn, NULL);
	if (!rel_data)
		goto out;
	if (pltsec_scn && pltsec_shdr.sh_type == SHT_PROGBITS) {
		entsize = pltsec_shdr.sh_entsize ? pltsec_shdr.sh_entsize : 16;
		base = pltsec_shdr.sh_addr;
	} else {
		entsize = plt_shdr.sh_entsize ? plt_shdr.sh_entsize : 16;
		base = plt_shdr.sh_addr + entsize;
	}
	if (!segs) {
		struct dso_segment *s;

		if (elf__segments(elf, &s, &nr_segs, NULL) == 0) {
			segs = s;
			own = true;
		}
	}
	nrel = rel_data->d_size / rel_shdr.sh_entsize;
	plt_start = xcalloc(nrel ? nrel : 1, sizeof(*plt_start));
	plt_name = xcalloc(nrel ? nrel : 1, sizeof(*plt_name));
	for (size_t i = 0; i < nrel; i++) {
		GElf_Rela rela;
		GElf_Rel rel;
		GElf_Sym sym;
		u64 info, addr = base + i * entsize, off = addr;
		const char *name;
		/* Linux perf's size for these names: it cuts longer ones there */
		char buf[1024], *demangled = NULL;

		if (rel_shdr.sh_type == SHT_RELA) {
			if (!gelf_getrela(rel_data, (int)i, &rela))
				continue;
			info = rela.r_info;
		} else {
			if (!gelf_getrel(rel_data, (int)i, &rel))
				continue;
			info = rel.r_info;
		}
		if (!gelf_getsym(sym_data, (int)GELF_R_SYM(info), &sym))
			continue;
		/* IRELATIVE slots name no symbol: Linux perf 6.1 calls them "@plt" */
		name = elf_strptr(elf, dynsym_shdr.sh_link, sym.st_name);
		if (!name)
			name = "";
		if (segs && !dso_segments__vaddr_to_offset(segs, nr_segs, addr, &off))
			continue;
		snprintf(buf, sizeof(buf), "%s@plt", symbol__demangle(name, &demangled));
		free(demangled);
		plt_start[nplt] = off;
		plt_name[nplt++] = xstrdup(buf);
	}
	{
		u64 *sizes = xcalloc(nplt ? nplt : 1, sizeof(*sizes));
		bool *visible = xcalloc(nplt ? nplt : 1, sizeof(*visible));

		for (size_t i = 0; i < nplt; i++)
			sizes[i] = entsize;
		symtab__linux_overlay(tab, plt_start, sizes, nplt, visible);
		for (size_t i = 0; i < nplt; i++) {
			symtab__add(tab, plt_start[i], entsize, plt_name[i], strlen(plt_name[i]),
				    STB_GLOBAL, STT_FUNC);
			tab->syms[tab->nr - 1].shadowed = !visible[i];
			n += visible[i];
			free(plt_name[i]);
		}
		free(sizes);
		free(visible);
	}
	free(plt_start);
	free(plt_name);
	if (own)
		free((void *)segs);
out:
	elf_end(elf);
	close(fd);
	return n;
}

int symtab__load_perf_map(struct symtab *tab, const char *path)
{
	char *buf, *p, *end;
	size_t len;
	int ret, n = 0;

	ret = read_file(path, &buf, &len);
	if (ret)
		return ret;
	p = buf;
	end = buf + len;
	while (p < end) {
		char *eol = memchr(p, '\n', (size_t)(end - p)), *q;
		u64 start, size;

		if (!eol)
			eol = end;
		*eol = '\0';
		/*
		 * "START SIZE name with spaces", hex numbers with or without 0x, each followed
		 * by one space or tab (Linux perf skips one character, whatever it is)
		 */
		start = strtoull(p, &q, 16);
		if (q != p && (*q == ' ' || *q == '\t')) {
			char *r;

			size = strtoull(q + 1, &r, 16);
			if (r != q + 1 && (*r == ' ' || *r == '\t') && r[1]) {
				symtab__add(tab, start, size, r + 1, strlen(r + 1),
					    1 /* STB_GLOBAL */, 2 /* STT_FUNC */);
				n++;
			}
		}
		p = eol + 1;
	}
	free(buf);
	return n;
}
