// SPDX-License-Identifier: GPL-2.0
/* DSOs: names, build-ids, and finding the file their symbols come from. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>
#include <unistd.h>

#include "util/dso.h"
#include "util/hashmap.h"
#include "util/build-id.h"
#include "util/debug.h"
#include "util/kallsyms.h"
#include "util/machine.h"
#include "util/symbol.h"
#include "util/util.h"
#include "util/unwind-dwarf.h"

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

struct dso *dso__new(const char *long_name, enum dso_kind kind)
{
	struct dso *dso = xzalloc(sizeof(*dso));

	INIT_LIST_HEAD(&dso->node);
	dso->long_name = xstrdup(long_name);
	dso->kind = kind;
	dso->short_name = make_short_name(dso);
	dso->long_name_len = (u16)min_t(size_t, strlen(dso->long_name), 0xffff);
	dso->short_name_len = (u16)min_t(size_t, strlen(dso->short_name), 0xffff);
	dso->long_name_hash = hashmap__hash_bytes(dso->long_name, strlen(dso->long_name));
	dso->short_name_hash = hashmap__hash_bytes(dso->short_name, strlen(dso->short_name));
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
	symtab__exit(&dso->symtab);
	if (dso->short_name < dso->long_name ||
	    dso->short_name > dso->long_name + dso->long_name_len)
		free((char *)dso->short_name);
	free(dso->long_name);
	free(dso->symsrc_path);
	free(dso->segs);
	free(dso);
}

void dso__set_build_id(struct dso *dso, const struct build_id *bid)
{
	dso->bid = *bid;
}

/* The vDSO of this process: the kernel is the same one that ran the recorded tasks. */
static int vdso_image(const void **image, size_t *len)
{
	unsigned long base = getauxval(AT_SYSINFO_EHDR);
	FILE *f;
	char line[512];
	int ret = -ENOENT;

	if (!base)
		return -ENOENT;
	f = fopen("/proc/self/maps", "re");
	if (!f)
		return -errno;
	while (fgets(line, sizeof(line), f)) {
		unsigned long start, end;

		if (sscanf(line, "%lx-%lx", &start, &end) == 2 && start == base &&
		    strstr(line, "[vdso]")) {
			*image = (const void *)start;
			*len = end - start;
			ret = 0;
			break;
		}
	}
	fclose(f);
	return ret;
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

		ret = vdso_image(&image, &len);
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
		ret = filename__read_build_id(dso__symfs_path(dso->long_name, buf, sizeof(buf)),
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

		ret = vdso_image(&image, &len);
		if (ret)
			return ret;
		if (elf_image__read_build_id(image, len, &bid) || !build_id__equal(&bid, &dso->bid))
			return -ENOENT;
		return build_id_cache__add_image(dso->long_name, image, len, &dso->bid);
	}
	case DSO_KIND_KMODULE:
	case DSO_KIND_USER: {
		char buf[PATH_MAX];
		const char *path = dso__symfs_path(dso->long_name, buf, sizeof(buf));

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

const char *dso__symfs_path(const char *path, char *buf, size_t len)
{
	if (!symbol_conf.symfs || !*symbol_conf.symfs)
		return path;
	snprintf(buf, len, "%s%s", symbol_conf.symfs, path);
	return buf;
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

static void dso__load_segments(struct dso *dso, const char *path)
{
	if (dso->segs_loaded)
		return;
	dso->segs_loaded = true;
	elf__read_segments(path, &dso->segs, &dso->nr_segs, &dso->is_exec);
}

u64 dso__offset_to_vaddr(struct dso *dso, u64 offset)
{
	if (dso->kind != DSO_KIND_USER && dso->kind != DSO_KIND_VDSO)
		return offset;
	if (!dso->segs_loaded) {
		char buf[PATH_MAX];

		dso__load_segments(dso, dso->symsrc_path ?
						dso->symsrc_path :
						dso__symfs_path(dso->long_name, buf, sizeof(buf)));
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

static void zfree_str(char **p)
{
	free(*p);
	*p = NULL;
}

static bool file_has_build_id(const char *path, const struct build_id *want)
{
	struct build_id bid;

	if (filename__read_build_id(path, &bid))
		return false;
	return build_id__equal(&bid, want);
}

static void set_source(struct dso *dso, enum dso_symtab_origin origin, const char *path)
{
	dso->origin = origin;
	free(dso->symsrc_path);
	dso->symsrc_path = path ? xstrdup(path) : NULL;
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
		eprintf(level, "%s symbols found in %s, maybe install a debug package?\n",
			level ? "no" : "No", dso->long_name);
	}
}

/* An ELF file for a user DSO: symbols go to file offsets of the mapped (runtime) file. */
static int load_user_elf(struct dso *dso, const char *path, const char *runtime, int flags)
{
	const struct dso_segment *segs;
	int n;

	dso__load_segments(dso, runtime ? runtime : path);
	segs = dso->nr_segs ? dso->segs : NULL;
	n = symtab__load_elf(&dso->symtab, path, segs, dso->nr_segs, flags);
	/* PLT stubs live in the runtime file (a debug file has no code). */
	if (n > 0)
		n += symtab__load_plt(&dso->symtab, runtime ? runtime : path, segs, dso->nr_segs) >
		     0;
	return n;
}

static void dso__reset_segments(struct dso *dso)
{
	free(dso->segs);
	dso->segs = NULL;
	dso->nr_segs = 0;
	dso->segs_loaded = false;
}

/*
 * Sources in Linux perf's order: the first that has a .symtab (local functions too) of the
 * build-id cache's copy (B), the cache's debug file (D), the system's debug file by build-id
 * (b) and the file on disk when it is the one that ran (d); else the .dynsym of the copy
 * that ran (the cache's, else the disk's). Debug files keep no code: segments and PLT come
 * from that copy.
 */
static int dso__load_user(struct dso *dso)
{
	char buf[PATH_MAX];
	const char *file = dso__symfs_path(dso->long_name, buf, sizeof(buf));
	bool have_bid = build_id__is_set(&dso->bid);
	struct build_id bid = dso->bid;
	bool file_ok;
	char *debug = NULL, *cached = NULL, *cached_debug = NULL;
	const char *runtime;
	int n = 0;

	file_ok = access(file, R_OK) == 0 &&
		  (!have_bid || symbol_conf.ignore_build_ids || file_has_build_id(file, &dso->bid));
	if (file_ok && !have_bid)
		filename__read_build_id(file, &bid);
	if (build_id__is_set(&bid)) {
		debug = build_id__debug_path(&bid);
		if (debug && access(debug, R_OK))
			zfree_str(&debug);
		if (!symbol_conf.no_buildid_cache) {
			cached = build_id_cache__lookup(&bid, dso->long_name);
			cached_debug = build_id_cache__lookup_debug(&bid);
			/* (only the debug file cached: no copy of the code) */
			if (cached && cached_debug && !strcmp(cached, cached_debug))
				zfree_str(&cached);
		}
	}
	runtime = cached ? cached : file_ok ? file : NULL;
	{
		const struct {
			const char *path;
			enum dso_symtab_origin origin;
			bool debug;
		} srcs[] = {
			{ cached, DSO_ORIGIN_BUILDID_CACHE, false },
			{ cached_debug, DSO_ORIGIN_BUILDID_CACHE_DEBUG, true },
			{ debug, DSO_ORIGIN_DEBUGINFO, true },
			{ file_ok ? file : NULL, DSO_ORIGIN_FILE, false },
		};

		for (size_t i = 0; i < ARRAY_SIZE(srcs); i++) {
			if (!srcs[i].path)
				continue;
			dso__reset_segments(dso);
			n = load_user_elf(dso, srcs[i].path, srcs[i].debug ? runtime : NULL,
					  ELF_LOAD_SYMTAB_ONLY);
			if (n > 0) {
				set_source(dso, srcs[i].origin, srcs[i].path);
				goto out;
			}
		}
	}
	if (runtime) {
		dso__reset_segments(dso);
		n = load_user_elf(dso, runtime, NULL, 0);
		if (n > 0) {
			set_source(dso,
				   runtime == cached ? DSO_ORIGIN_BUILDID_CACHE : DSO_ORIGIN_FILE,
				   runtime);
			goto out;
		}
	}
	n = 0;
	set_source(dso, DSO_ORIGIN_NOT_FOUND, file_ok ? file : NULL);
	warn_no_symbols(dso, have_bid && !file_ok && !cached);
out:
	free(debug);
	free(cached);
	free(cached_debug);
	return n;
}

static int dso__load_kernel(struct dso *dso)
{
	struct build_id running;
	bool have_bid = build_id__is_set(&dso->bid);
	char *path;
	int n;

	/* An explicit --kallsyms file is trusted as is. */
	if (symbol_conf.kallsyms_name) {
		n = dso__load_kallsyms(dso, symbol_conf.kallsyms_name);
		if (n > 0) {
			set_source(dso, DSO_ORIGIN_KALLSYMS, symbol_conf.kallsyms_name);
			return n;
		}
		symtab__exit(&dso->symtab);
	}
	if (symbol_conf.vmlinux_name && !symbol_conf.ignore_vmlinux) {
		n = symtab__load_elf(&dso->symtab, symbol_conf.vmlinux_name, NULL, 0,
				     ELF_LOAD_KEEP_VADDR);
		if (n > 0) {
			symtab__fixup(&dso->symtab);
			set_source(dso, DSO_ORIGIN_VMLINUX, symbol_conf.vmlinux_name);
			return n;
		}
		symtab__exit(&dso->symtab);
	}
	/* A --symfs means the files are not this host's: no /proc/kallsyms (as Linux perf). */
	if (!(symbol_conf.symfs && *symbol_conf.symfs) &&
	    (!have_bid ||
	     (!kernel__running_build_id(&running) && build_id__equal(&running, &dso->bid)))) {
		n = dso__load_kallsyms(dso, "/proc/kallsyms");
		/* All addresses zero: kptr_restrict hides them from us. */
		if (n > 0 && !dso->symtab.syms[dso->symtab.nr - 1].start)
			n = 0;
		if (n > 0) {
			pr_debug("Using /proc/kallsyms for symbols\n");
			set_source(dso, DSO_ORIGIN_KALLSYMS, "/proc/kallsyms");
			return n;
		}
		symtab__exit(&dso->symtab);
	}
	if (have_bid && !symbol_conf.no_buildid_cache) {
		path = build_id_cache__lookup(&dso->bid, dso->long_name);
		if (path) {
			n = dso__load_kallsyms(dso, path);
			if (n > 0) {
				set_source(dso, DSO_ORIGIN_BUILDID_CACHE, path);
				free(path);
				return n;
			}
			symtab__exit(&dso->symtab);
			free(path);
		}
	}
	set_source(dso, DSO_ORIGIN_NOT_FOUND, NULL);
	warn_no_symbols(dso, have_bid);
	return 0;
}

static int dso__load_vdso(struct dso *dso)
{
	struct build_id bid;
	const void *image;
	size_t len;
	char *path;
	int n;

	if (build_id__is_set(&dso->bid) && !symbol_conf.no_buildid_cache) {
		path = build_id_cache__lookup(&dso->bid, dso->long_name);
		if (path) {
			n = load_user_elf(dso, path, NULL, 0);
			if (n > 0) {
				set_source(dso, DSO_ORIGIN_BUILDID_CACHE, path);
				free(path);
				return n;
			}
			free(path);
		}
	}
	/* This process's vDSO, when it is the recorded one (or none was recorded). */
	if (!vdso_image(&image, &len) && !elf_image__read_build_id(image, len, &bid) &&
	    (!build_id__is_set(&dso->bid) || build_id__equal(&bid, &dso->bid))) {
		char tmp[] = "/tmp/perf-vdso-XXXXXX";
		int fd = mkstemp(tmp);

		if (fd >= 0) {
			if (!writen(fd, image, len)) {
				dso->segs_loaded = false;
				n = load_user_elf(dso, tmp, NULL, 0);
				if (n > 0) {
					set_source(dso, DSO_ORIGIN_FILE, NULL);
					close(fd);
					unlink(tmp);
					return n;
				}
			}
			close(fd);
			unlink(tmp);
		}
	}
	set_source(dso, DSO_ORIGIN_NOT_FOUND, NULL);
	return 0;
}

int dso__load(struct dso *dso)
{
	int n = 0;

	if (dso->loaded)
		return (int)dso->symtab.nr;
	dso->loaded = true;
	switch (dso->kind) {
	case DSO_KIND_USER:
		n = dso__load_user(dso);
		break;
	case DSO_KIND_KERNEL:
		n = dso__load_kernel(dso);
		break;
	case DSO_KIND_KMODULE:
		/* Module symbols come with the kernel's kallsyms. */
		if (dso->ksyms && dso->ksyms->kernel && !dso->ksyms->kernel->loaded) {
			dso->loaded = false;
			dso__load(dso->ksyms->kernel);
			dso->loaded = true;
		}
		n = (int)dso->symtab.nr;
		break;
	case DSO_KIND_VDSO:
		n = dso__load_vdso(dso);
		break;
	case DSO_KIND_ANON: {
		char path[64];

		if (dso->pid < 0)
			break;
		snprintf(path, sizeof(path), "/tmp/perf-%d.map", dso->pid);
		n = symtab__load_perf_map(&dso->symtab, path);
		if (n > 0)
			set_source(dso, DSO_ORIGIN_PERF_MAP, path);
		break;
	}
	case DSO_KIND_SPECIAL:
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
	if (s && (s + 1 == dso->symtab.syms + dso->symtab.nr || s[1].start >= symbol__end(s)))
		dso->last_sym = s;
	return s;
}

int dso__vdso_image(const void **image, size_t *len)
{
	return vdso_image(image, len);
}
