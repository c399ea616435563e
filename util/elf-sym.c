// SPDX-License-Identifier: GPL-2.0
/* ELF files' symbols with libelf (util/elf-sym.h). The file is untrusted input. */
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <string.h>
#include <unistd.h>

#include "elf-sym.h"
#include "util.h"

Elf *elf__open(const char *path, int *fdp)
{
	int fd = open_regular(path);
	Elf *elf;

	if (fd < 0)
		return NULL;
	if (elf_version(EV_CURRENT) == EV_NONE) {
		close(fd);
		errno = ENOEXEC;
		return NULL;
	}
	elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	if (!elf || elf_kind(elf) != ELF_K_ELF) {
		if (elf)
			elf_end(elf);
		close(fd);
		errno = ENOEXEC;
		return NULL;
	}
	*fdp = fd;
	return elf;
}

void elf__close(Elf *elf, int fd)
{
	elf_end(elf);
	close(fd);
}

/* The lowest PT_LOAD p_vaddr, aligned down to its p_align (the page). */
static u64 first_load_vaddr(Elf *elf)
{
	size_t nph;
	u64 lowest = (u64)-1;

	if (elf_getphdrnum(elf, &nph))
		return 0;
	for (size_t i = 0; i < nph; i++) {
		GElf_Phdr ph;

		if (!gelf_getphdr(elf, i, &ph) || ph.p_type != PT_LOAD)
			continue;
		if (ph.p_vaddr - ph.p_offset < lowest)
			lowest = ph.p_vaddr - ph.p_offset;
	}
	return lowest == (u64)-1 ? 0 : lowest & ~(u64)0xfff;
}

/* The defined symbols of the table of sh_type to fn; -1 when the file has no such table. */
static int walk_table(Elf *elf, Elf64_Word sh_type, elf_sym_fn fn, void *arg)
{
	Elf_Scn *scn = NULL;
	int ret = -1;

	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		Elf_Data *data;
		size_t nsyms;

		if (!gelf_getshdr(scn, &sh) || sh.sh_type != sh_type || !sh.sh_entsize)
			continue;
		data = elf_getdata(scn, NULL);
		if (!data)
			continue;
		ret = ret < 0 ? 0 : ret;
		/* the data size, not sh_size, bounds what libelf lets us read */
		nsyms = data->d_size / sh.sh_entsize;
		for (size_t i = 0; i < nsyms; i++) {
			GElf_Sym sym;
			const char *name;
			int r;

			if (!gelf_getsym(data, (int)i, &sym) || sym.st_shndx == SHN_UNDEF)
				continue;
			name = elf_strptr(elf, sh.sh_link, sym.st_name);
			if (!name || !*name)
				continue;
			r = fn(elf, &sh, &sym, name, arg);
			if (r == ELF_SYM_STOP)
				return ELF_SYM_STOP;
			if (r == ELF_SYM_KEPT)
				ret = 1;
		}
		/* one table of a type (the first, as a file has) */
		break;
	}
	return ret;
}

int elf__for_each_symbol(Elf *elf, enum elf_sym_tables which, elf_sym_fn fn, void *arg)
{
	int ret = walk_table(elf, SHT_SYMTAB, fn, arg);

	if (ret == ELF_SYM_STOP || ret == 1 || which == ELF_SYMTAB ||
	    (ret == 0 && which == ELF_SYMTAB_OR_DYNSYM))
		return ret < 0 ? 0 : ret;
	ret = walk_table(elf, SHT_DYNSYM, fn, arg);
	return ret < 0 ? 0 : ret;
}

struct by_name {
	const char *name;
	GElf_Sym sym;
};

static int match_name(Elf *elf, const GElf_Shdr *shdr, const GElf_Sym *sym, const char *name,
		      void *arg)
{
	struct by_name *b = arg;

	if (strcmp(name, b->name))
		return ELF_SYM_NEXT;
	b->sym = *sym;
	return ELF_SYM_STOP;
}

int elf_sym__lookup(const char *path, const char *name, struct elf_sym_info *info)
{
	int fd, ret;
	Elf *elf = elf__open(path, &fd);
	struct by_name b = { .name = name };
	GElf_Ehdr eh;

	if (!elf)
		return -errno;
	memset(info, 0, sizeof(*info));
	if (!gelf_getehdr(elf, &eh)) {
		ret = -ENOEXEC;
		goto out;
	}
	if (elf__for_each_symbol(elf, ELF_SYMTAB_THEN_DYNSYM, match_name, &b) != ELF_SYM_STOP) {
		ret = -ENOENT;
		goto out;
	}
	ret = 0;
	info->addr = b.sym.st_value;
	info->size = b.sym.st_size;
	info->is_dyn = eh.e_type == ET_DYN;
	info->is_func = GELF_ST_TYPE(b.sym.st_info) == STT_FUNC;
	info->first_load = first_load_vaddr(elf);
out:
	elf_end(elf);
	close(fd);
	return ret;
}
