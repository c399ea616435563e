// SPDX-License-Identifier: GPL-2.0
/* The symbol sources of util/symsrc.h: one small loader each, in tables by kind of DSO. */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "util/build-id.h"
#include "util/debug.h"
#include "util/debuginfod.h"
#include "util/dso.h"
#include "util/jitdump.h"
#include "util/kallsyms.h"
#include "util/symbol-elf.h"
#include "util/symbol.h"
#include "util/symsrc.h"
#include "util/task-root.h"
#include "util/util.h"
#include "util/vdso.h"

/* What the sources of one load share: the lookups made once, the paths they found. */
struct symsrc_ctx {
	struct dso *dso;
	char file_buf[PATH_MAX];
	const char *file; /* the DSO's file, under --symfs */
	bool file_ok; /* readable, and the build-id is the DSO's (or none is known) */
	bool have_bid; /* the recording gave the DSO's build-id */
	struct build_id bid; /* the DSO's, else the file's */
	char *cached, *cached_debug; /* the build-id cache's copy and debug file */
	const char *runtime; /* the copy that ran: the cache's, else the file */
	char *path; /* what the last source read, when it made the name */
};

/*
 * One source: > 0, the number of symbols it gave the DSO (*path: what it read, NULL when
 * nothing on disk), else 0 and the DSO's table as before.
 */
struct symsrc {
	const char *name;
	enum dso_symtab_origin origin;
	int (*load)(struct symsrc_ctx *ctx, const char **path);
};

void symsrc__load_segments(struct dso *dso, const char *path)
{
	if (dso->segs_loaded)
		return;
	dso->segs_loaded = true;
	elf__read_segments(path, &dso->segs, &dso->nr_segs, &dso->is_exec);
}

static void reset_segments(struct dso *dso)
{
	free(dso->segs);
	dso->segs = NULL;
	dso->nr_segs = 0;
	dso->segs_loaded = false;
}

static bool file_has_build_id(const char *path, const struct build_id *want)
{
	struct build_id bid;

	if (filename__read_build_id(path, &bid))
		return false;
	return build_id__equal(&bid, want);
}

/*
 * An ELF file's symbols for a user DSO, placed at file offsets of the copy that ran
 * (runtime; NULL: path is that copy). A debug file has no code: the PLT comes from that
 * copy too.
 */
static int load_user_elf(struct dso *dso, const char *path, const char *runtime, int flags)
{
	const struct dso_segment *segs;
	int n;

	reset_segments(dso);
	symsrc__load_segments(dso, runtime ? runtime : path);
	segs = dso->nr_segs ? dso->segs : NULL;
	n = symtab__load_elf(&dso->symtab, path, segs, dso->nr_segs, flags);
	if (n > 0)
		n += symtab__load_plt(&dso->symtab, runtime ? runtime : path, segs, dso->nr_segs) >
		     0;
	return n;
}

/* --- user objects --- */

static void user_ctx__init(struct symsrc_ctx *c, struct dso *dso)
{
	c->dso = dso;
	c->file = symfs__path(dso->long_name, c->file_buf, sizeof(c->file_buf));
	c->have_bid = build_id__is_set(&dso->bid);
	c->bid = dso->bid;
	c->file_ok = access(c->file, R_OK) == 0 &&
		     (!c->have_bid || symbol_conf.ignore_build_ids ||
		      file_has_build_id(c->file, &dso->bid));
	if (c->file_ok && !c->have_bid)
		filename__read_build_id(c->file, &c->bid);
	if (build_id__is_set(&c->bid) && !symbol_conf.no_buildid_cache) {
		c->cached = build_id_cache__lookup(&c->bid, dso->long_name);
		c->cached_debug = build_id_cache__lookup_debug(&c->bid);
		/* (only the debug file cached: no copy of the code) */
		if (c->cached && c->cached_debug && !strcmp(c->cached, c->cached_debug)) {
			free(c->cached);
			c->cached = NULL;
		}
	}
	c->runtime = c->cached ? c->cached : c->file_ok ? c->file : NULL;
}

/* A debug file's .symtab, its symbols placed by the copy that ran. */
static int load_debug(struct symsrc_ctx *c, const char *debug, const char **path)
{
	int n;

	if (!debug)
		return 0;
	n = load_user_elf(c->dso, debug, c->runtime, ELF_LOAD_SYMTAB_ONLY);
	*path = debug;
	return n;
}

static int src_cache_copy(struct symsrc_ctx *c, const char **path)
{
	if (!c->cached)
		return 0;
	*path = c->cached;
	return load_user_elf(c->dso, c->cached, NULL, ELF_LOAD_SYMTAB_ONLY);
}

static int src_cache_debug(struct symsrc_ctx *c, const char **path)
{
	return load_debug(c, c->cached_debug, path);
}

/*
 * A debug file by the object's path (/usr/lib/debug + PATH + suffix, under --symfs), when
 * its build-id is the object's: malloc'd, or NULL.
 */
static char *debug_by_path(const char *name, const struct build_id *bid, const char *suffix)
{
	char dbg[PATH_MAX + 32], buf[PATH_MAX + 64];
	const char *p;

	if (!build_id__is_set(bid) || name[0] != '/')
		return NULL;
	snprintf(dbg, sizeof(dbg), "/usr/lib/debug%s%s", name, suffix);
	p = symfs__path(dbg, buf, sizeof(buf));
	if (access(p, R_OK) || !file_has_build_id(p, bid))
		return NULL;
	return xstrdup(p);
}

/* The debug file by build-id (/usr/lib/debug/.build-id/xx/rest.debug): malloc'd, or NULL. */
static char *debug_by_build_id(const struct build_id *bid)
{
	char *p;

	if (!build_id__is_set(bid))
		return NULL;
	p = build_id__debug_path(bid);
	if (p && access(p, R_OK)) {
		free(p);
		p = NULL;
	}
	return p;
}

/* A located debug file, loaded (ctx keeps the name for the message). */
static int load_located(struct symsrc_ctx *c, char *debug, const char **path)
{
	free(c->path);
	c->path = debug;
	return load_debug(c, debug, path);
}

static int src_debug_path(struct symsrc_ctx *c, const char **path)
{
	return load_located(c, debug_by_path(c->dso->long_name, &c->bid, ".debug"), path);
}

static int src_debug_path_plain(struct symsrc_ctx *c, const char **path)
{
	return load_located(c, debug_by_path(c->dso->long_name, &c->bid, ""), path);
}

static int src_debug_build_id(struct symsrc_ctx *c, const char **path)
{
	return load_located(c, debug_by_build_id(&c->bid), path);
}

/* The debug files on this host, in the sources' order: malloc'd, or NULL. */
static char *local_debug_file(const char *name, const struct build_id *bid)
{
	char *p = NULL;

	if (build_id__is_set(bid) && !symbol_conf.no_buildid_cache)
		p = build_id_cache__lookup_debug(bid);
	if (!p)
		p = debug_by_path(name, bid, ".debug");
	if (!p)
		p = debug_by_path(name, bid, "");
	if (!p)
		p = debug_by_build_id(bid);
	return p;
}

/* debuginfod's, fetched into the build-id cache: malloc'd, or NULL. */
static char *fetched_debug_file(const char *name, const struct build_id *bid)
{
	struct debuginfod_req req = { bid, name };
	char real[PATH_MAX];

	/* (the cache files it under its absolute name: perf probe -x ./prog) */
	if (name[0] != '/' && realpath(name, real))
		req.name = real;
	if (!debuginfod__enabled() || !build_id__is_set(bid) || req.name[0] != '/' ||
	    symbol_conf.no_buildid_cache || !debuginfod__fetch(&req, 1))
		return NULL;
	return build_id_cache__lookup_debug(bid);
}

char *symsrc__debug_file(const char *name, const struct build_id *bid)
{
	char *p = local_debug_file(name, bid);

	return p ? p : fetched_debug_file(name, bid);
}

static int src_file(struct symsrc_ctx *c, const char **path)
{
	if (!c->file_ok)
		return 0;
	*path = c->file;
	return load_user_elf(c->dso, c->file, NULL, ELF_LOAD_SYMTAB_ONLY);
}

/* The object's debug file asked of the debuginfod servers, into the build-id cache. */
static int src_debuginfod(struct symsrc_ctx *c, const char **path)
{
	return load_located(c, fetched_debug_file(c->dso->long_name, &c->bid), path);
}

/*
 * No local source has a .symtab for the DSO (the sources above src_debuginfod, without
 * loading anything): its debug file is worth asking debuginfod for.
 */
static bool wants_debug_file(struct dso *dso)
{
	struct symsrc_ctx c = { .dso = dso };
	char *debug;
	bool want;

	if (dso->kind != DSO_KIND_USER || dso->loaded || dso->long_name[0] != '/' ||
	    symbol_conf.no_buildid_cache)
		return false;
	user_ctx__init(&c, dso);
	debug = build_id__is_set(&c.bid) ? local_debug_file(dso->long_name, &c.bid) : NULL;
	want = build_id__is_set(&c.bid) && !debug && !(c.cached && elf__has_symtab(c.cached)) &&
	       !(c.file_ok && elf__has_symtab(c.file));
	if (want)
		dso->bid = c.bid; /* (the file's, when the recording gave none) */
	free(debug);
	free(c.cached);
	free(c.cached_debug);
	return want;
}

void symsrc__prefetch_debug(struct dso *const *dsos, size_t n)
{
	struct debuginfod_req *reqs;
	size_t nr = 0;

	if (!debuginfod__enabled() || !n)
		return;
	reqs = xcalloc(n, sizeof(*reqs));
	for (size_t i = 0; i < n; i++) {
		if (!wants_debug_file(dsos[i]))
			continue;
		reqs[nr].bid = &dsos[i]->bid;
		reqs[nr++].name = dsos[i]->long_name;
	}
	debuginfod__fetch(reqs, nr);
	free(reqs);
}

/* buf += the formatted text, as far as it fits */
static void __attribute__((format(printf, 4, 5)))
append(char *buf, size_t len, size_t *off, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (*off >= len)
		return;
	va_start(ap, fmt);
	n = vsnprintf(buf + *off, len - *off, fmt, ap);
	va_end(ap);
	if (n > 0)
		*off = min_t(size_t, len, *off + (size_t)n);
}

/* A user object's places, in the sources' order, and what each had. */
static void describe_user(struct dso *dso, char *buf, size_t len, size_t *off)
{
	struct symsrc_ctx c = { .dso = dso };
	char *debug, *byid = NULL, hint[512];
	bool exists;

	user_ctx__init(&c, dso);
	if (symbol_conf.no_buildid_cache)
		append(buf, len, off, "build-id cache: not read (--no-buildid-cache)");
	else
		append(buf, len, off, "build-id cache %s: %s, %s", buildid_dir(),
		       !c.cached ? "no copy" :
		       elf__has_symtab(c.cached) ? "a copy" : "a copy without .symtab",
		       c.cached_debug ? "a debug file" : "no debug file");
	debug = build_id__is_set(&c.bid) ? local_debug_file(dso->long_name, &c.bid) : NULL;
	if (debug && (!c.cached_debug || strcmp(debug, c.cached_debug)))
		append(buf, len, off, "; debug file %s%s", debug,
		       elf__has_debug_info(debug) ? "" : " (no DWARF)");
	else if (!debug && build_id__is_set(&c.bid) && (byid = build_id__debug_path(&c.bid)))
		append(buf, len, off, "; %s, /usr/lib/debug%s(.debug): absent", byid,
		       dso->long_name);
	exists = access(c.file, F_OK) == 0;
	append(buf, len, off, "; %s: %s", c.file,
	       !exists	       ? "not found" :
	       !c.file_ok      ? "another build-id" :
	       !elf__has_symtab(c.file) ? "stripped (no .symtab)" :
	       elf__has_debug_info(c.file) ? ".symtab and DWARF" :
					     ".symtab, no DWARF");
	if (build_id__is_set(&c.bid)) {
		debuginfod__describe(&c.bid, hint, sizeof(hint));
		append(buf, len, off, "; debuginfod: %s", hint);
	} else {
		append(buf, len, off, "; debuginfod: no build-id to ask for");
	}
	free(debug);
	free(byid);
	free(c.cached);
	free(c.cached_debug);
}

void symsrc__describe_search(struct dso *dso, char *buf, size_t len)
{
	size_t off = 0;

	if (!len)
		return;
	buf[0] = '\0';
	switch (dso->kind) {
	case DSO_KIND_USER:
		describe_user(dso, buf, len, &off);
		break;
	case DSO_KIND_KERNEL:
	case DSO_KIND_KMODULE:
		append(buf, len, &off,
		       "--kallsyms %s; --vmlinux %s; /proc/kallsyms (only when the recorded kernel runs, addresses shown); the build-id cache's kallsyms",
		       symbol_conf.kallsyms_name ? symbol_conf.kallsyms_name : "not given",
		       symbol_conf.vmlinux_name ? symbol_conf.vmlinux_name : "not given");
		break;
	case DSO_KIND_ANON:
		append(buf, len, &off, "/tmp/perf-%d.map (the JIT's symbol map)", dso->pid);
		break;
	default:
		break;
	}
}

bool symsrc__has_debug_info(struct dso *dso)
{
	char *debug;
	bool ret;

	if (dso->kind != DSO_KIND_USER)
		return true; /* (a kernel's is a vmlinux, no one's default: not counted missing) */
	if (dso->symsrc_path && elf__has_debug_info(dso->symsrc_path))
		return true;
	debug = build_id__is_set(&dso->bid) ? local_debug_file(dso->long_name, &dso->bid) : NULL;
	ret = debug && elf__has_debug_info(debug);
	free(debug);
	return ret;
}

/* The last resort: the .dynsym (exported functions) of the copy that ran. */
static int src_dynsym(struct symsrc_ctx *c, const char **path)
{
	if (!c->runtime)
		return 0;
	*path = c->runtime;
	return load_user_elf(c->dso, c->runtime, NULL, 0);
}

static const struct symsrc user_sources[] = {
	{ "the build-id cache's copy", DSO_ORIGIN_BUILDID_CACHE, src_cache_copy },
	{ "the build-id cache's debug file", DSO_ORIGIN_BUILDID_CACHE_DEBUG, src_cache_debug },
	{ "a debug file by path", DSO_ORIGIN_DEBUGINFO_PATH, src_debug_path },
	{ "a debug file by path", DSO_ORIGIN_DEBUGINFO_PATH_PLAIN, src_debug_path_plain },
	{ "a debug file by build-id", DSO_ORIGIN_DEBUGINFO, src_debug_build_id },
	{ "the file", DSO_ORIGIN_FILE, src_file },
	{ "debuginfod", DSO_ORIGIN_DEBUGINFOD, src_debuginfod },
	{ "the .dynsym of the copy that ran", DSO_ORIGIN_FILE, src_dynsym },
};

/* --- the kernel --- */

/* kallsyms at path; with check_zero, a table of zero addresses only (kptr_restrict) is none */
static int load_kallsyms(struct symsrc_ctx *c, const char *path, bool check_zero)
{
	struct dso *dso = c->dso;
	int n = dso__load_kallsyms(dso, path);

	if (check_zero && n > 0 && !symtab__at(&dso->symtab, dso->symtab.nr - 1)->start)
		n = 0;
	if (n <= 0)
		symtab__exit(&dso->symtab);
	return n;
}

/* An explicit --kallsyms file is trusted as is. */
static int src_kallsyms_opt(struct symsrc_ctx *c, const char **path)
{
	if (!symbol_conf.kallsyms_name)
		return 0;
	*path = symbol_conf.kallsyms_name;
	return load_kallsyms(c, *path, false);
}

static int src_vmlinux(struct symsrc_ctx *c, const char **path)
{
	struct dso *dso = c->dso;
	int n;

	if (!symbol_conf.vmlinux_name || symbol_conf.ignore_vmlinux)
		return 0;
	n = symtab__load_elf(&dso->symtab, symbol_conf.vmlinux_name, NULL, 0,
			     ELF_LOAD_KEEP_VADDR);
	if (n <= 0) {
		symtab__exit(&dso->symtab);
		return 0;
	}
	symtab__fixup(&dso->symtab);
	*path = symbol_conf.vmlinux_name;
	return n;
}

/* This host's, when it is the recorded kernel; not with --symfs (not this host's files). */
static int src_proc_kallsyms(struct symsrc_ctx *c, const char **path)
{
	struct build_id running;
	int n;

	if (symbol_conf.symfs && *symbol_conf.symfs)
		return 0;
	if (c->have_bid &&
	    (kernel__running_build_id(&running) || !build_id__equal(&running, &c->dso->bid)))
		return 0;
	n = load_kallsyms(c, "/proc/kallsyms", true);
	if (n > 0) {
		pr_debug("Using /proc/kallsyms for symbols\n");
		*path = "/proc/kallsyms";
	}
	return n;
}

/* The build-id cache's copy of the DSO (its kallsyms, its vDSO image): ctx's, or NULL. */
static const char *cache_copy(struct symsrc_ctx *c)
{
	if (!c->have_bid || symbol_conf.no_buildid_cache)
		return NULL;
	free(c->path);
	c->path = build_id_cache__lookup(&c->dso->bid, c->dso->long_name);
	return c->path;
}

static int src_cache_kallsyms(struct symsrc_ctx *c, const char **path)
{
	const char *p = cache_copy(c);

	if (!p)
		return 0;
	*path = p;
	return load_kallsyms(c, p, false);
}

static const struct symsrc kernel_sources[] = {
	{ "--kallsyms", DSO_ORIGIN_KALLSYMS, src_kallsyms_opt },
	{ "--vmlinux", DSO_ORIGIN_VMLINUX, src_vmlinux },
	{ "/proc/kallsyms", DSO_ORIGIN_KALLSYMS, src_proc_kallsyms },
	{ "the build-id cache's kallsyms", DSO_ORIGIN_BUILDID_CACHE, src_cache_kallsyms },
};

/* --- the vDSO --- */

static int src_vdso_cache(struct symsrc_ctx *c, const char **path)
{
	const char *p = cache_copy(c);

	if (!p)
		return 0;
	*path = p;
	return load_user_elf(c->dso, p, NULL, 0);
}

/* This process's vDSO, when it is the recorded one (or none was recorded). */
static int src_vdso_self(struct symsrc_ctx *c, const char **path)
{
	char tmp[] = "/tmp/perf-vdso-XXXXXX";
	struct build_id bid;
	const void *image;
	size_t len;
	int fd, n = 0;

	if (vdso__image(&image, &len) || elf_image__read_build_id(image, len, &bid) ||
	    (c->have_bid && !build_id__equal(&bid, &c->dso->bid)))
		return 0;
	fd = mkstemp(tmp);
	if (fd < 0)
		return 0;
	if (!writen(fd, image, len))
		n = load_user_elf(c->dso, tmp, NULL, 0);
	close(fd);
	unlink(tmp);
	*path = NULL; /* nothing on disk stays */
	return n;
}

static const struct symsrc vdso_sources[] = {
	{ "the build-id cache's copy", DSO_ORIGIN_BUILDID_CACHE, src_vdso_cache },
	{ "this process's vDSO", DSO_ORIGIN_FILE, src_vdso_self },
};

/* --- JIT code --- */

/*
 * The pid of task pid in its own pid namespace (the last of /proc/PID/status's NStgid),
 * else pid itself.
 */
static int task_nspid(int pid)
{
	char p[64], *buf, *line;
	size_t len;
	int nspid = pid;

	snprintf(p, sizeof(p), "/proc/%d/status", pid);
	if (read_file(p, &buf, &len))
		return pid;
	line = strstr(buf, "\nNStgid:");
	if (line) {
		char *end = line + strcspn(line + 1, "\n") + 1, *q = end;

		*end = '\0';
		while (q > line && (q[-1] == ' ' || q[-1] == '\t'))
			q--;
		while (q > line && q[-1] >= '0' && q[-1] <= '9')
			q--;
		if (str_to_int(q, &nspid))
			nspid = pid;
	}
	free(buf);
	return nspid;
}

/*
 * A task in a container writes its map in its own /tmp, under its pid there: while it
 * lives, /proc/PID/root/tmp/perf-NSPID.map, as Linux perf looks for it.
 */
static int src_perf_map_ns(struct symsrc_ctx *c, const char **path)
{
	int pid = c->dso->pid, nspid;

	if (pid <= 0)
		return 0;
	nspid = task_nspid(pid);
	if (nspid == pid && !task__has_other_root(pid))
		return 0; /* not in a container: the plain /tmp/perf-PID.map */
	free(c->path);
	c->path = xasprintf("/proc/%d/root/tmp/perf-%d.map", pid, nspid);
	*path = c->path;
	return symtab__load_perf_map(&c->dso->symtab, c->path);
}

static int src_perf_map(struct symsrc_ctx *c, const char **path)
{
	if (c->dso->pid < 0)
		return 0;
	free(c->path);
	c->path = xasprintf("/tmp/perf-%d.map", c->dso->pid);
	*path = c->path;
	return symtab__load_perf_map(&c->dso->symtab, c->path);
}

static const struct symsrc anon_sources[] = {
	{ "the task's /tmp/perf-NSPID.map", DSO_ORIGIN_PERF_MAP, src_perf_map_ns },
	{ "/tmp/perf-PID.map", DSO_ORIGIN_PERF_MAP, src_perf_map },
};

struct jitdump *symsrc__jitdump(struct dso *dso)
{
	if (dso->kind != DSO_KIND_JIT)
		return NULL;
	if (!dso->jit_tried) {
		dso->jit_tried = true;
		/* a runtime in a container names it in its own root: there, while it runs */
		if (jitdump__open(dso->long_name, &dso->jit) && dso->pid > 0 &&
		    dso->long_name[0] == '/') {
			char *p = xasprintf("/proc/%d/root%s", dso->pid, dso->long_name);

			jitdump__open(p, &dso->jit);
			free(p);
		}
	}
	return dso->jit;
}

static int src_jitdump(struct symsrc_ctx *c, const char **path)
{
	struct jitdump *jd = symsrc__jitdump(c->dso);

	if (!jd)
		return 0;
	*path = c->dso->long_name;
	return jitdump__load_symbols(jd, &c->dso->symtab);
}

static const struct symsrc jit_sources[] = {
	{ "the jitdump", DSO_ORIGIN_JITDUMP, src_jitdump },
};

/* --- the walk --- */

static void set_source(struct dso *dso, enum dso_symtab_origin origin, const char *path)
{
	dso->origin = origin;
	free(dso->symsrc_path);
	dso->symsrc_path = path ? xstrdup(path) : NULL;
}

int symsrc__load(struct dso *dso, bool *bid_mismatch)
{
	struct symsrc_ctx c = { .dso = dso };
	const struct symsrc *srcs = NULL;
	size_t nr = 0;
	int n = 0;

	*bid_mismatch = false;
	switch (dso->kind) {
	case DSO_KIND_USER:
		user_ctx__init(&c, dso);
		srcs = user_sources;
		nr = ARRAY_SIZE(user_sources);
		break;
	case DSO_KIND_KERNEL:
		c.have_bid = build_id__is_set(&dso->bid);
		srcs = kernel_sources;
		nr = ARRAY_SIZE(kernel_sources);
		break;
	case DSO_KIND_VDSO:
		c.have_bid = build_id__is_set(&dso->bid);
		srcs = vdso_sources;
		nr = ARRAY_SIZE(vdso_sources);
		break;
	case DSO_KIND_ANON:
		srcs = anon_sources;
		nr = ARRAY_SIZE(anon_sources);
		break;
	case DSO_KIND_JIT:
		srcs = jit_sources;
		nr = ARRAY_SIZE(jit_sources);
		break;
	default:
		break;
	}
	for (size_t i = 0; i < nr; i++) {
		const char *path = NULL;

		n = srcs[i].load(&c, &path);
		if (n <= 0)
			continue;
		/* the .dynsym fallback names where it came from: the cache's copy or the file */
		set_source(dso,
			   srcs[i].load == src_dynsym && c.runtime == c.cached ?
				   DSO_ORIGIN_BUILDID_CACHE :
				   srcs[i].origin,
			   path);
		pr_debug("symbols of %s: %s%s%s\n", dso->long_name, srcs[i].name,
			 path ? ", " : "", path ? path : "");
		goto out;
	}
	n = 0;
	set_source(dso, DSO_ORIGIN_NOT_FOUND, c.file_ok ? c.file : NULL);
	*bid_mismatch = c.have_bid && (dso->kind == DSO_KIND_KERNEL ||
				       (dso->kind == DSO_KIND_USER && !c.file_ok && !c.cached));
out:
	free(c.cached);
	free(c.cached_debug);
	free(c.path);
	return n;
}

const char *symsrc__origin_name(int origin)
{
	static const struct symsrc *const tables[] = { user_sources, kernel_sources,
						       vdso_sources, anon_sources, jit_sources };
	static const size_t sizes[] = { ARRAY_SIZE(user_sources), ARRAY_SIZE(kernel_sources),
					ARRAY_SIZE(vdso_sources), ARRAY_SIZE(anon_sources),
					ARRAY_SIZE(jit_sources) };

	for (size_t t = 0; t < ARRAY_SIZE(tables); t++)
		for (size_t i = 0; i < sizes[t]; i++)
			if ((int)tables[t][i].origin == origin)
				return tables[t][i].name;
	return "none";
}
