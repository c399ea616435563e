// SPDX-License-Identifier: GPL-2.0
/* DSOs: names, build-ids, and finding the file their symbols come from. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util/dso.h"
#include "util/hashmap.h"
#include "util/build-id.h"
#include "util/debug.h"
#include "util/jitdump.h"
#include "util/kallsyms.h"
#include "util/symbol.h"
#include "util/symsrc.h"
#include "util/vdso.h"
#include "util/util.h"

static const char *make_short_name(struct dso *dso)
{
	const char *base;

	if (dso->kind == DSO_KIND_KMODULE && dso->long_name[0] == '/') {
		/* /lib/modules/.../kernel/fs/ext4/ext4.ko.xz -> [ext4], '-' as '_' like kallsyms. */
		const char *b = strrchr(dso->long_name, '/') + 1;
		size_t len = strcspn(b, ".");
		char *s = xmalloc(len + 3);

		s[0] = '[';
		for (size_t i = 0; i < len; i++)
			s[i + 1] = b[i] == '-' ? '_' : b[i];
		s[len + 1] = ']';
		s[len + 2] = '\0';
		return s;
	}
	if (dso->kind == DSO_KIND_ANON) {
		int pid;

		/* Linux perf's short name of a task's anonymous code, map file or not */
		if (sscanf(dso->long_name, "/tmp/perf-%d.map", &pid) == 1)
			return xasprintf("[JIT] tid %d", pid);
	}
	if (dso__is_bracketed(dso->long_name))
		return dso->long_name;
	base = strrchr(dso->long_name, '/');
	return base && base[1] ? base + 1 : dso->long_name;
}

static void free_short_name(struct dso *dso)
{
	if (dso->short_name < dso->long_name ||
	    dso->short_name > dso->long_name + dso->long_name_len)
		free((char *)dso->short_name);
}

static void short_name_changed(struct dso *dso)
{
	dso->short_name_len = (u16)min_t(size_t, strlen(dso->short_name), 0xffff);
	dso->short_name_hash = hashmap__hash_bytes(dso->short_name, strlen(dso->short_name));
}

void dso__set_short_name(struct dso *dso, const char *name)
{
	free_short_name(dso);
	dso->short_name = xstrdup(name);
	short_name_changed(dso);
}

struct dso *dso__new(const char *long_name, enum dso_kind kind)
{
	struct dso *dso = xzalloc(sizeof(*dso));

	INIT_LIST_HEAD(&dso->node);
	dso->long_name = xstrdup(long_name);
	dso->kind = kind;
	dso->short_name = make_short_name(dso);
	dso->long_name_len = (u16)min_t(size_t, strlen(dso->long_name), 0xffff);
	dso->long_name_hash = hashmap__hash_bytes(dso->long_name, strlen(dso->long_name));
	short_name_changed(dso);
	dso->pid = -1;
	symtab__init(&dso->symtab);
	return dso;
}

void dso__delete(struct dso *dso)
{
	if (!dso)
		return;
	if (dso->srcline.free)
		dso->srcline.free(dso->srcline.data);
	if (dso->unwind.free)
		dso->unwind.free(dso->unwind.data);
	jitdump__delete(dso->jit);
	symtab__exit(&dso->symtab);
	free_short_name(dso);
	free(dso->long_name);
	free(dso->symsrc_path);
	free(dso->segs);
	free(dso);
}

void dso__set_build_id(struct dso *dso, const struct build_id *bid)
{
	dso->bid = *bid;
}

int dso__read_build_id(struct dso *dso)
{
	struct build_id bid;
	char buf[PATH_MAX];
	int ret;

	if (build_id__is_set(&dso->bid))
		return 0;
	switch (dso->kind) {
	case DSO_KIND_KERNEL:
		ret = kernel__running_build_id(&bid);
		break;
	case DSO_KIND_VDSO: {
		const void *image;
		size_t len;

		ret = vdso__image(&image, &len);
		if (!ret)
			ret = elf_image__read_build_id(image, len, &bid);
		break;
	}
	case DSO_KIND_KMODULE: {
		char path[PATH_MAX];

		snprintf(path, sizeof(path), "/sys/module/%.*s/notes/.note.gnu.build-id",
			 dso->short_name_len - 2, dso->short_name + 1);
		ret = sysfs__read_build_id(path, &bid);
		break;
	}
	case DSO_KIND_USER:
		ret = filename__read_build_id(symfs__path(dso->long_name, buf, sizeof(buf)),
					      &bid);
		break;
	default:
		ret = -ENOENT;
	}
	if (!ret)
		dso->bid = bid;
	return ret;
}

int dso__cache_build_id(struct dso *dso)
{
	struct build_id bid;
	int ret = dso__read_build_id(dso);

	if (ret)
		return ret;
	switch (dso->kind) {
	case DSO_KIND_KERNEL:
		if (kernel__running_build_id(&bid) || !build_id__equal(&bid, &dso->bid))
			return -ENOENT; /* not the running kernel: its kallsyms is not here */
		return build_id_cache__add_kallsyms();
	case DSO_KIND_VDSO: {
		const void *image;
		size_t len;

		ret = vdso__image(&image, &len);
		if (ret)
			return ret;
		if (elf_image__read_build_id(image, len, &bid) || !build_id__equal(&bid, &dso->bid))
			return -ENOENT;
		return build_id_cache__add_image(dso->long_name, image, len, &dso->bid);
	}
	case DSO_KIND_KMODULE:
	case DSO_KIND_USER: {
		char buf[PATH_MAX];
		const char *path = symfs__path(dso->long_name, buf, sizeof(buf));

		if (dso->long_name[0] != '/')
			return -ENOENT;
		if (filename__read_build_id(path, &bid) || !build_id__equal(&bid, &dso->bid))
			return -ENOENT; /* the file changed since: do not cache the wrong one */
		return build_id_cache__add(dso->long_name, path, &dso->bid);
	}
	default:
		return -ENOENT;
	}
}


bool is_anon_memory(const char *filename)
{
	return !strcmp(filename, "//anon") || !strncmp(filename, "/dev/zero", 9) ||
	       !strncmp(filename, "/anon_hugepage", 14);
}

bool is_no_dso_memory(const char *filename)
{
	return !strncmp(filename, "[stack", 6) || !strncmp(filename, "/SYSV", 5) ||
	       !strcmp(filename, "[heap]") || !strcmp(filename, "[vsyscall]") ||
	       !strcmp(filename, "[vvar]") || !strcmp(filename, "[uprobes]");
}

bool is_kernel_module_name(const char *filename)
{
	const char *ko = strstr(filename, ".ko");

	return filename[0] == '/' && ko && (ko[3] == '\0' || ko[3] == '.');
}


u64 dso__offset_to_vaddr(struct dso *dso, u64 offset)
{
	if (dso->kind == DSO_KIND_JIT) {
		/* where the code ran when loaded (a later move does not change its bytes) */
		const struct jit_load *l = dso->jit ? jitdump__find_load(dso->jit, offset) : NULL;

		return l ? l->addr + (offset - l->off) : offset;
	}
	if (dso->kind != DSO_KIND_USER && dso->kind != DSO_KIND_VDSO)
		return offset;
	if (!dso->segs_loaded) {
		char buf[PATH_MAX];

		symsrc__load_segments(dso, dso->symsrc_path ?
						dso->symsrc_path :
						symfs__path(dso->long_name, buf, sizeof(buf)));
	}
	dso_segments__offset_to_vaddr(dso->segs, dso->nr_segs, offset, &offset);
	return offset;
}

u64 dso__vaddr_to_offset(struct dso *dso, u64 vaddr)
{
	if (dso->kind != DSO_KIND_USER && dso->kind != DSO_KIND_VDSO)
		return vaddr;
	if (!dso->segs_loaded)
		dso__offset_to_vaddr(dso, 0);
	dso_segments__vaddr_to_offset(dso->segs, dso->nr_segs, vaddr, &vaddr);
	return vaddr;
}


/* the suffix /proc/PID/maps and MMAP records give a file unlinked since it was mapped */
#define DELETED " (deleted)"

static void warn_no_symbols(struct dso *dso, bool bid_mismatch)
{
	char hex[BUILD_ID_HEX_SIZE];
	size_t len = strlen(dso->long_name), kept = len - strlen(DELETED);

	/*
	 * Linux perf says these at -v only; report, whose rows would silently turn into raw
	 * addresses, says them always (warn_missing; not with -q).
	 */
	int level = symbol_conf.warn_missing ? 0 : 1;

	if (dso->warned || !symbol_conf.show_warnings)
		return;
	dso->warned = true;
	if (bid_mismatch) {
		build_id__sprintf(&dso->bid, hex);
		eprintf(level, "%s with build id %s not found, continuing without symbols\n",
			dso->long_name, hex);
	} else if (len > strlen(DELETED) && !strcmp(dso->long_name + kept, DELETED)) {
		/*
		 * The file that ran is gone: replaced by an upgrade, or never on disk (a memfd,
		 * where JITs map their code). No debug package brings it back; Linux perf's words,
		 * at -v only as there.
		 */
		pr_debug(
			"%.*s was updated (is prelink enabled?). Restart the long running apps that use it!\n",
			(int)kept, dso->long_name);
	} else {
		/* (perf report's header says it instead, with the share of samples: missing-debug.h) */
		pr_debug("no symbols found in %s, maybe install a debug package?\n",
			 dso->long_name);
	}
}

int dso__load(struct dso *dso)
{
	bool bid_mismatch;
	int n = 0;

	if (dso->loaded)
		return (int)dso->symtab.nr;
	dso->loaded = true;
	switch (dso->kind) {
	case DSO_KIND_KMODULE:
		/* Module symbols come with the kernel's kallsyms. */
		if (dso->ksyms && dso->ksyms->kernel && !dso->ksyms->kernel->loaded) {
			dso->loaded = false;
			dso__load(dso->ksyms->kernel);
			dso->loaded = true;
		}
		n = (int)dso->symtab.nr;
		break;
	case DSO_KIND_SPECIAL:
		break;
	default:
		n = symsrc__load(dso, &bid_mismatch);
		/* (the vDSO and JIT code say nothing: there is no package to install) */
		if (!n && (dso->kind == DSO_KIND_USER || dso->kind == DSO_KIND_KERNEL))
			warn_no_symbols(dso, bid_mismatch);
		break;
	}
	if (n > 0 && dso->kind != DSO_KIND_KERNEL)
		symtab__fixup(&dso->symtab);
	return n < 0 ? n : (int)dso->symtab.nr;
}

/* Exported for perf archive, which caches the vDSO like a file (added by the buildid helper). */
struct symbol *dso__find_symbol_any(struct dso *dso, u64 addr)
{
	if (unlikely(!dso->loaded))
		dso__load(dso);
	return symtab__find_any(&dso->symtab, addr);
}

struct symbol *dso__find_symbol(struct dso *dso, u64 addr)
{
	struct symbol *s = dso->last_sym;

	if (s && addr - s->start < s->size) /* (wraps to more than any size below start) */
		return s;
	if (unlikely(!dso->loaded))
		dso__load(dso);
	s = symtab__find(&dso->symtab, addr);
	/* (not one that holds the next symbol: the cache would answer for that one too) */
	if (s && symtab__spans(&dso->symtab, s))
		dso->last_sym = s;
	return s;
}

