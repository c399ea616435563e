// SPDX-License-Identifier: GPL-2.0
/* A jitdump's code load as an ELF file (util/jit-elf.h), written with libelf. */
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util/build-id.h"
#include "util/debug.h"
#include "util/jit-elf.h"
#include "util/jitdump.h"

/* A growing byte buffer for the sections built here, in the file's byte order. */
struct buf {
	u8 *p;
	size_t len, alloc;
	bool swap;
};

static void buf__add(struct buf *b, const void *data, size_t len)
{
	b->p = grow_array(b->p, &b->alloc, b->len + len, 1);
	memcpy(b->p + b->len, data, len);
	b->len += len;
}

static void buf__u8(struct buf *b, u8 v)
{
	buf__add(b, &v, 1);
}

static void buf__u16(struct buf *b, u16 v)
{
	v = b->swap ? __builtin_bswap16(v) : v;
	buf__add(b, &v, 2);
}

static void buf__u32(struct buf *b, u32 v)
{
	v = b->swap ? __builtin_bswap32(v) : v;
	buf__add(b, &v, 4);
}

static void buf__addr(struct buf *b, u64 v, int size)
{
	if (size == 4) {
		buf__u32(b, (u32)v);
		return;
	}
	v = b->swap ? __builtin_bswap64(v) : v;
	buf__add(b, &v, 8);
}

static void buf__uleb(struct buf *b, u64 v)
{
	do {
		u8 c = v & 0x7f;

		v >>= 7;
		buf__u8(b, c | (v ? 0x80 : 0));
	} while (v);
}

static void buf__sleb(struct buf *b, s64 v)
{
	bool more;

	do {
		u8 c = v & 0x7f;

		v >>= 7; /* (arithmetic: gcc and clang shift signed values so) */
		more = !((v == 0 && !(c & 0x40)) || (v == -1 && (c & 0x40)));
		buf__u8(b, c | (more ? 0x80 : 0));
	} while (more);
}

static void buf__set_u32(struct buf *b, size_t at, u32 v)
{
	v = b->swap ? __builtin_bswap32(v) : v;
	memcpy(b->p + at, &v, 4);
}

/* 32-bit machines get ELFCLASS32 files; the others (most: 64-bit) ELFCLASS64. */
static int jit_elf__class(const struct jitdump *jd)
{
	switch (jd->elf_mach) {
	case EM_386:
	case EM_ARM:
	case EM_PPC:
		return ELFCLASS32;
	default:
		return ELFCLASS64;
	}
}

u64 jit_elf__text_off(const struct jitdump *jd)
{
	bool is64 = jit_elf__class(jd) == ELFCLASS64;

	return PERF_ALIGN(is64 ? sizeof(Elf64_Ehdr) + sizeof(Elf64_Phdr) :
				 sizeof(Elf32_Ehdr) + sizeof(Elf32_Phdr),
			  16);
}

/*
 * A build-id of the load: what it is (name, code) and where it ran (address, index, the
 * process), so that two loads of the same bytes still get files of their own. Five FNV-1a
 * lanes of different seeds: a name for a file, not a checksum against tampering.
 */
static void jit_elf__build_id(const struct jitdump *jd, const struct jit_load *l, const u8 *code,
			      struct build_id *bid)
{
	const char *name = jitdump__str(jd, l->name);
	u64 where[3] = { l->addr, l->index, jd->pid };
	u32 h[5];

	for (int i = 0; i < 5; i++) {
		const void *parts[3] = { name, code, where };
		size_t lens[3] = { strlen(name), l->size, sizeof(where) };

		h[i] = 2166136261u ^ (u32)(i * 0x9e3779b9u);
		for (int p = 0; p < 3; p++)
			for (size_t k = 0; k < lens[p]; k++)
				h[i] = (h[i] ^ ((const u8 *)parts[p])[k]) * 16777619u;
		h[i] ^= h[i] >> 15;
	}
	build_id__init(bid, h, sizeof(h));
}

/* The note of the build-id: namesz, descsz, type, "GNU\0", the id. */
static void jit_elf__note(struct buf *b, const struct build_id *bid)
{
	buf__u32(b, 4);
	buf__u32(b, (u32)bid->size);
	buf__u32(b, NT_GNU_BUILD_ID);
	buf__add(b, "GNU", 4);
	buf__add(b, bid->data, bid->size);
}

/* The DWARF line program's constants (DWARF 2, 6.2.5): standard opcodes 1..12. */
enum { LINE_BASE = -5, LINE_RANGE = 14, OPCODE_BASE = 13 };

/*
 * .debug_line of the load's source lines, the code's addresses taken to the file's (the
 * entry at run address a is at text + a - l->addr, as jitdump__srcline reads it), and
 * .debug_info/.debug_abbrev: one compile unit over the code whose line table that is, and
 * .debug_aranges, by which libdw (our srcline) finds the unit of an address (binutils'
 * addr2line, Linux perf's, does without).
 */
static void jit_elf__dwarf(const struct jitdump *jd, const struct jit_load *l, u64 text,
			   int addr_size, struct buf *line, struct buf *info, struct buf *abbrev,
			   struct buf *aranges)
{
	const struct jit_line *ln = jd->lines + l->line;
	u64 *files = xcalloc(l->nr_lines, sizeof(*files));
	size_t nr_files = 0, hdr_len_at, unit_start;
	u32 file = 1;
	s64 cur_line = 1;
	u64 pc = text;

	/* the unit's header; its lengths filled in at the end */
	buf__u32(line, 0);
	buf__u16(line, 2);
	hdr_len_at = line->len;
	buf__u32(line, 0);
	buf__u8(line, 1); /* minimum_instruction_length */
	buf__u8(line, 1); /* default_is_stmt */
	buf__u8(line, (u8)LINE_BASE);
	buf__u8(line, LINE_RANGE);
	buf__u8(line, OPCODE_BASE);
	buf__add(line, (const u8[]){ 0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1 }, OPCODE_BASE - 1);
	buf__u8(line, 0); /* no include directories */
	for (u32 i = 0; i < l->nr_lines; i++) {
		const char *name = jitdump__str(jd, ln[i].file);
		size_t f;

		for (f = 0; f < nr_files; f++)
			if (files[f] == ln[i].file || !strcmp(jitdump__str(jd, files[f]), name))
				break;
		if (f < nr_files)
			continue;
		files[nr_files++] = ln[i].file;
		buf__add(line, name, strlen(name) + 1);
		buf__add(line, (const u8[]){ 0, 0, 0 }, 3); /* directory, time, length */
	}
	buf__u8(line, 0);
	buf__set_u32(line, hdr_len_at, (u32)(line->len - hdr_len_at - 4));

	/* the program: set the address, then a row per entry */
	buf__u8(line, 0);
	buf__uleb(line, 1 + (u64)addr_size);
	buf__u8(line, 2); /* DW_LNE_set_address */
	buf__addr(line, text, addr_size);
	for (u32 i = 0; i < l->nr_lines; i++) {
		u64 at = text + min_t(u64, ln[i].addr - l->addr, l->size);
		const char *name = jitdump__str(jd, ln[i].file);
		u32 f = 0;

		while (files[f] != ln[i].file && strcmp(jitdump__str(jd, files[f]), name))
			f++;
		if (f + 1 != file) {
			file = f + 1;
			buf__u8(line, 4); /* DW_LNS_set_file */
			buf__uleb(line, file);
		}
		if ((s64)ln[i].line != cur_line) {
			buf__u8(line, 3); /* DW_LNS_advance_line */
			buf__sleb(line, (s64)ln[i].line - cur_line);
			cur_line = ln[i].line;
		}
		if (at > pc) {
			buf__u8(line, 2); /* DW_LNS_advance_pc */
			buf__uleb(line, at - pc);
			pc = at;
		}
		buf__u8(line, 1); /* DW_LNS_copy */
	}
	if (text + l->size > pc) {
		buf__u8(line, 2);
		buf__uleb(line, text + l->size - pc);
	}
	buf__add(line, (const u8[]){ 0, 1, 1 }, 3); /* DW_LNE_end_sequence */
	buf__set_u32(line, 0, (u32)(line->len - 4));
	free(files);

	/* DW_TAG_compile_unit, no children: stmt_list (data4), low_pc and high_pc (addr) */
	buf__add(abbrev, (const u8[]){ 1, 0x11, 0, 0x10, 0x06, 0x11, 0x01, 0x12, 0x01, 0, 0, 0 },
		 12);
	unit_start = info->len;
	buf__u32(info, 0);
	buf__u16(info, 2);
	buf__u32(info, 0); /* its abbreviations: at 0 */
	buf__u8(info, (u8)addr_size);
	buf__uleb(info, 1);
	buf__u32(info, 0); /* its lines: at 0 of .debug_line */
	buf__addr(info, text, addr_size);
	buf__addr(info, text + l->size, addr_size);
	buf__set_u32(info, unit_start, (u32)(info->len - unit_start - 4));

	/* the unit's one range; the pairs aligned to twice the address size */
	buf__u32(aranges, 0);
	buf__u16(aranges, 2);
	buf__u32(aranges, 0); /* the unit at 0 of .debug_info */
	buf__u8(aranges, (u8)addr_size);
	buf__u8(aranges, 0); /* no segments */
	while (aranges->len % (2 * addr_size))
		buf__u8(aranges, 0);
	buf__addr(aranges, text, addr_size);
	buf__addr(aranges, l->size, addr_size);
	buf__addr(aranges, 0, addr_size);
	buf__addr(aranges, 0, addr_size);
	buf__set_u32(aranges, 0, (u32)(aranges->len - 4));
}

/* A section of the file: its header and its one data block. */
static Elf_Scn *jit_elf__section(Elf *e, struct buf *shstr, const char *name, u32 type, u64 flags,
				 void *data, size_t size, Elf_Type dtype, u64 align, u64 *off)
{
	Elf_Scn *scn = elf_newscn(e);
	Elf_Data *d = scn ? elf_newdata(scn) : NULL;
	GElf_Shdr sh;

	if (!d || !gelf_getshdr(scn, &sh))
		return NULL;
	d->d_buf = data;
	d->d_size = size;
	d->d_type = dtype;
	d->d_align = align;
	d->d_version = EV_CURRENT;
	*off = PERF_ALIGN(*off, align);
	sh.sh_name = (u32)shstr->len;
	buf__add(shstr, name, strlen(name) + 1);
	sh.sh_type = type;
	sh.sh_flags = flags;
	sh.sh_offset = *off;
	sh.sh_size = size;
	sh.sh_addralign = align;
	*off += size;
	return gelf_update_shdr(scn, &sh) ? scn : NULL;
}

int jit_elf__write(const char *path, const struct jitdump *jd, const struct jit_load *l,
		   struct build_id *bid)
{
	int cls = jit_elf__class(jd), addr_size = cls == ELFCLASS64 ? 8 : 4;
	bool big = (__BYTE_ORDER__ == __ORDER_BIG_ENDIAN__) != jd->swap;
	u64 text = jit_elf__text_off(jd), off = text;
	const char *name = jitdump__str(jd, l->name);
	struct buf shstr = { .swap = jd->swap }, strtab = { .swap = jd->swap },
		   note = { .swap = jd->swap }, line = { .swap = jd->swap },
		   info = { .swap = jd->swap }, abbrev = { .swap = jd->swap },
		   aranges = { .swap = jd->swap };
	size_t sym_size;
	u8 *code = xzalloc(l->size ? l->size : 1), *syms = NULL;
	Elf_Scn *text_scn, *symtab, *shstr_scn;
	GElf_Ehdr eh;
	GElf_Phdr ph;
	GElf_Shdr sh;
	GElf_Sym sym;
	Elf *e = NULL;
	int fd, err = -EIO;

	/* a load the dump holds only part of (cut): its bytes, then zeros to its size */
	memcpy(code, jd->base + l->off, l->avail);
	jit_elf__build_id(jd, l, code, bid);
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0) {
		free(code);
		return -errno;
	}
	elf_version(EV_CURRENT);
	e = elf_begin(fd, ELF_C_WRITE, NULL);
	if (!e || !gelf_newehdr(e, cls) || !gelf_newphdr(e, 1) || !gelf_getehdr(e, &eh))
		goto out;
	sym_size = gelf_fsize(e, ELF_T_SYM, 1, EV_CURRENT);
	/* the offsets are ours: the code must sit at text, in the file and in memory */
	elf_flagelf(e, ELF_C_SET, ELF_F_LAYOUT);
	eh.e_ident[EI_DATA] = big ? ELFDATA2MSB : ELFDATA2LSB;
	eh.e_ident[EI_VERSION] = EV_CURRENT;
	eh.e_type = ET_DYN;
	eh.e_machine = (u16)jd->elf_mach;
	eh.e_version = EV_CURRENT;
	eh.e_entry = text;
	eh.e_phoff = gelf_fsize(e, ELF_T_EHDR, 1, EV_CURRENT);

	buf__u8(&shstr, 0);
	text_scn = jit_elf__section(e, &shstr, ".text", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR,
				    code, l->size, ELF_T_BYTE, 16, &off);
	if (!text_scn || !gelf_getshdr(text_scn, &sh))
		goto out;
	sh.sh_addr = text;
	gelf_update_shdr(text_scn, &sh);

	/* the symbol table: the null symbol, then the function over all of the code */
	buf__u8(&strtab, 0);
	buf__add(&strtab, name, strlen(name) + 1);
	syms = xzalloc(2 * sizeof(GElf_Sym));
	symtab = jit_elf__section(e, &shstr, ".symtab", SHT_SYMTAB, 0, syms, 2 * sym_size,
				  ELF_T_SYM, addr_size, &off);
	if (!symtab)
		goto out;
	memset(&sym, 0, sizeof(sym));
	sym.st_name = 1;
	sym.st_value = text;
	sym.st_size = l->size;
	sym.st_info = GELF_ST_INFO(STB_GLOBAL, STT_FUNC);
	sym.st_shndx = (u16)elf_ndxscn(text_scn);
	if (!gelf_update_sym(elf_getdata(symtab, NULL), 1, &sym))
		goto out;
	if (!jit_elf__section(e, &shstr, ".strtab", SHT_STRTAB, 0, strtab.p, strtab.len, ELF_T_BYTE,
			      1, &off))
		goto out;
	gelf_getshdr(symtab, &sh);
	sh.sh_entsize = sym_size;
	sh.sh_link = (u32)elf_ndxscn(symtab) + 1; /* .strtab, next */
	sh.sh_info = 1; /* the first global symbol */
	gelf_update_shdr(symtab, &sh);

	jit_elf__note(&note, bid);
	if (!jit_elf__section(e, &shstr, ".note.gnu.build-id", SHT_NOTE, SHF_ALLOC, note.p,
			      note.len, ELF_T_BYTE, 4, &off))
		goto out;
	if (l->nr_lines) {
		jit_elf__dwarf(jd, l, text, addr_size, &line, &info, &abbrev, &aranges);
		if (!jit_elf__section(e, &shstr, ".debug_line", SHT_PROGBITS, 0, line.p, line.len,
				      ELF_T_BYTE, 1, &off) ||
		    !jit_elf__section(e, &shstr, ".debug_info", SHT_PROGBITS, 0, info.p, info.len,
				      ELF_T_BYTE, 1, &off) ||
		    !jit_elf__section(e, &shstr, ".debug_abbrev", SHT_PROGBITS, 0, abbrev.p,
				      abbrev.len, ELF_T_BYTE, 1, &off) ||
		    !jit_elf__section(e, &shstr, ".debug_aranges", SHT_PROGBITS, 0, aranges.p,
				      aranges.len, ELF_T_BYTE, 1, &off))
			goto out;
	}
	/* (its own name added before the table is laid out) */
	shstr_scn = elf_newscn(e);
	if (!shstr_scn)
		goto out;
	buf__add(&shstr, ".shstrtab", sizeof(".shstrtab"));
	{
		Elf_Data *d = elf_newdata(shstr_scn);

		if (!d || !gelf_getshdr(shstr_scn, &sh))
			goto out;
		d->d_buf = shstr.p;
		d->d_size = shstr.len;
		d->d_type = ELF_T_BYTE;
		d->d_align = 1;
		sh.sh_name = (u32)(shstr.len - sizeof(".shstrtab"));
		sh.sh_type = SHT_STRTAB;
		sh.sh_offset = off;
		sh.sh_size = shstr.len;
		sh.sh_addralign = 1;
		off += shstr.len;
		gelf_update_shdr(shstr_scn, &sh);
	}
	eh.e_shstrndx = (u16)elf_ndxscn(shstr_scn);
	eh.e_shoff = PERF_ALIGN(off, 8);
	if (!gelf_update_ehdr(e, &eh))
		goto out;

	memset(&ph, 0, sizeof(ph));
	ph.p_type = PT_LOAD;
	ph.p_flags = PF_R | PF_X;
	ph.p_offset = ph.p_vaddr = ph.p_paddr = text;
	ph.p_filesz = ph.p_memsz = l->size;
	ph.p_align = 16;
	if (!gelf_update_phdr(e, 0, &ph))
		goto out;
	if (elf_update(e, ELF_C_WRITE) >= 0)
		err = 0;
out:
	if (err)
		pr_debug("%s: %s\n", path, elf_errmsg(-1));
	if (e)
		elf_end(e);
	if (close(fd) && !err)
		err = -errno;
	if (err)
		unlink(path);
	free(code);
	free(syms);
	free(shstr.p);
	free(strtab.p);
	free(note.p);
	free(line.p);
	free(info.p);
	free(abbrev.p);
	free(aranges.p);
	return err;
}

void jit_elf__free_all(struct jit_elf_file *files, size_t nr)
{
	if (!files)
		return;
	for (size_t i = 0; i < nr; i++)
		free(files[i].path);
	free(files);
}

int jit_elf__write_all(const struct jitdump *jd, struct jit_elf_file **filesp, char **failed)
{
	struct jit_elf_file *files = xcalloc(jd->nr_loads ? jd->nr_loads : 1, sizeof(*files));
	const char *slash = strrchr(jd->path, '/');
	int dir_len = slash ? (int)(slash - jd->path) : 1;
	const char *dir = slash ? jd->path : ".";

	for (size_t i = 0; i < jd->nr_loads; i++) {
		const struct jit_load *l = &jd->loads[i];
		struct jit_elf_file *f = &files[i];
		struct stat st;
		int err;

		if (!l->size)
			continue;
		f->path = xasprintf("%.*s/jitted-%u-%llu.so", dir_len, dir, jd->pid,
				    (unsigned long long)l->index);
		err = jit_elf__write(f->path, jd, l, &f->bid);
		if (!err && stat(f->path, &st))
			err = -errno;
		if (err) {
			*failed = f->path;
			f->path = NULL;
			/* half the loads named would pass for all of them: none */
			for (size_t k = 0; k < i; k++)
				if (files[k].path)
					unlink(files[k].path);
			jit_elf__free_all(files, jd->nr_loads);
			return err;
		}
		f->dev = st.st_dev;
		f->ino = st.st_ino;
	}
	*filesp = files;
	return 0;
}
