// SPDX-License-Identifier: GPL-2.0
/* One symbol from an ELF file's .symtab/.dynsym, with libelf. The file is untrusted input. */
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

int elf__is_dyn(const char *path, bool *is_dyn)
{
	int fd;
	Elf *elf = elf__open(path, &fd);
	GElf_Ehdr eh;
	int ret = 0;

	if (!elf)
		return -errno;
	if (!gelf_getehdr(elf, &eh))
		ret = -ENOEXEC;
	else
		*is_dyn = eh.e_type == ET_DYN;
	elf_end(elf);
	close(fd);
	return ret;
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

/* The first defined symbol called name in the section of type sh_type; 0 or -ENOENT. */
static int find_in(Elf *elf, Elf64_Word sh_type, const char *name, GElf_Sym *out)
{
	Elf_Scn *scn = NULL;

	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		Elf_Data *data;
		size_t nsyms;

		if (!gelf_getshdr(scn, &sh) || sh.sh_type != sh_type || !sh.sh_entsize)
			continue;
		data = elf_getdata(scn, NULL);
		if (!data)
			continue;
		/* the data size, not sh_size, bounds what libelf lets us read */
		nsyms = data->d_size / sh.sh_entsize;
		for (size_t i = 0; i < nsyms; i++) {
			GElf_Sym sym;
			const char *n;

			if (!gelf_getsym(data, (int)i, &sym) || sym.st_shndx == SHN_UNDEF)
				continue;
			n = elf_strptr(elf, sh.sh_link, sym.st_name);
			if (n && !strcmp(n, name)) {
				*out = sym;
				return 0;
			}
		}
	}
	return -ENOENT;
}

int elf_sym__lookup(const char *path, const char *name, struct elf_sym_info *info)
{
	int fd, ret;
	Elf *elf = elf__open(path, &fd);
	GElf_Ehdr eh;
	GElf_Sym sym;

	if (!elf)
		return -errno;
	memset(info, 0, sizeof(*info));
	if (!gelf_getehdr(elf, &eh)) {
		ret = -ENOEXEC;
		goto out;
	}
	ret = find_in(elf, SHT_SYMTAB, name, &sym);
	if (ret)
		ret = find_in(elf, SHT_DYNSYM, name, &sym);
	if (ret)
		goto out;
	info->addr = sym.st_value;
	info->size = sym.st_size;
	info->is_dyn = eh.e_type == ET_DYN;
	info->is_func = GELF_ST_TYPE(sym.st_info) == STT_FUNC;
	info->first_load = first_load_vaddr(elf);
out:
	elf_end(elf);
	close(fd);
	return ret;
}
