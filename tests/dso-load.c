// SPDX-License-Identifier: GPL-2.0
/*
 * The DSO symbol sources (util/symsrc.c, through dso__load): an ELF file's .symtab, the
 * .dynsym of a stripped copy, a separate debug file found by build-id or by path (under
 * --symfs, so the test touches nothing of the system's), and a JIT's /tmp/perf-PID.map.
 * Each checked against what nm says of the same file.
 */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/tests.h"
#include "util/build-id.h"
#include "util/dso.h"
#include "util/symbol.h"

struct nm_sym {
	unsigned long long addr;
	char type;
	char name[128];
};

/* The function symbols nm (-D: dynamic) lists for path; their number, or -1. */
static int nm_funcs(const char *path, bool dynamic, struct nm_sym *out, int max)
{
	char cmd[PATH_MAX + 64], line[512];
	int n = 0;
	FILE *p;

	snprintf(cmd, sizeof(cmd), "nm %s '%s' 2>/dev/null", dynamic ? "-D" : "", path);
	p = popen(cmd, "r");
	if (!p)
		return -1;
	while (fgets(line, sizeof(line), p) && n < max) {
		struct nm_sym *s = &out[n];

		if (sscanf(line, "%llx %c %127s", &s->addr, &s->type, s->name) == 3 &&
		    (s->type == 'T' || s->type == 't'))
			n++;
	}
	return pclose(p) == 0 ? n : -1;
}

static __attribute__((format(printf, 1, 2))) int run(const char *fmt, ...)
{
	char cmd[3 * PATH_MAX];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(cmd, sizeof(cmd), fmt, ap);
	va_end(ap);
	return system(cmd);
}

/* Every function of syms resolves in dso to itself (by its file offset). */
static int check_funcs(struct test_ctx *t, struct dso *dso, const struct nm_sym *syms, int n,
		       const char *what)
{
	for (int i = 0; i < n; i++) {
		u64 off = dso__vaddr_to_offset(dso, syms[i].addr);
		struct symbol *s = dso__find_symbol(dso, off);

		TEST_ASSERT(s && !strcmp(s->name, syms[i].name) && s->start == off,
			    "%s: %s at %#llx resolved to %s", what, syms[i].name, syms[i].addr,
			    s ? s->name : "nothing");
	}
	return TEST_OK;
}

struct tmp {
	char dir[64];
	char lib[PATH_MAX];
};

static int tmp_setup(struct test_ctx *t, struct tmp *tmp)
{
	snprintf(tmp->lib, sizeof(tmp->lib), "%s/progs/libannot.so", tests_dir());
	TEST_SKIP_IF(access(tmp->lib, R_OK), "%.200s not built (make test-progs)", tmp->lib);
	TEST_SKIP_IF(system("command -v objcopy >/dev/null && command -v nm >/dev/null"),
		     "no objcopy/nm (binutils)");
	snprintf(tmp->dir, sizeof(tmp->dir), "/tmp/dso-load-test-XXXXXX");
	TEST_ASSERT(mkdtemp(tmp->dir), "mkdtemp: %s", strerror(errno));
	return TEST_OK;
}

static void tmp_cleanup(struct tmp *tmp)
{
	run("rm -rf '%s'", tmp->dir);
}

DEFINE_TEST(test__dso_load_symtab_dynsym,
	    "dso load: .symtab of a shared library, only .dynsym once stripped")
{
	static struct nm_sym all[4096], dyn[4096];
	char stripped[PATH_MAX];
	struct tmp tmp;
	struct dso *dso;
	int n_all, n_dyn, locals = 0, ret = tmp_setup(t, &tmp);

	if (ret)
		return ret;
	n_all = nm_funcs(tmp.lib, false, all, 4096);
	n_dyn = nm_funcs(tmp.lib, true, dyn, 4096);
	TEST_ASSERT(n_all > 0 && n_dyn > 0 && n_all > n_dyn, "nm: %d functions, %d dynamic",
		    n_all, n_dyn);

	/*
	 * the file with its .symtab: every function, local ones too (the files alone: a copy
	 * in the build-id cache, of this build-id, would come first, as in Linux perf)
	 */
	symbol_conf.no_buildid_cache = true;
	dso = dso__new(tmp.lib, DSO_KIND_USER);
	TEST_ASSERT(dso__load(dso) > 0 && dso->origin == DSO_ORIGIN_FILE, "%.200s: not loaded",
		    tmp.lib);
	ret = check_funcs(t, dso, all, n_all, ".symtab");
	dso__delete(dso);
	if (ret)
		goto out;

	/* stripped: .dynsym only, the exported functions and none of the local ones */
	snprintf(stripped, sizeof(stripped), "%s/libannot-stripped.so", tmp.dir);
	ret = TEST_FAIL;
	if (run("objcopy --strip-all '%s' '%s'", tmp.lib, stripped)) {
		snprintf(t->reason, sizeof(t->reason), "objcopy --strip-all failed");
		goto out;
	}
	dso = dso__new(stripped, DSO_KIND_USER);
	symbol_conf.show_warnings = false;
	if (dso__load(dso) <= 0 || dso->origin != DSO_ORIGIN_FILE) {
		snprintf(t->reason, sizeof(t->reason), "stripped copy: no .dynsym symbols");
		symbol_conf.show_warnings = true;
		dso__delete(dso);
		goto out;
	}
	symbol_conf.show_warnings = true;
	ret = check_funcs(t, dso, dyn, n_dyn, ".dynsym");
	for (int i = 0; !ret && i < n_all; i++) {
		struct symbol *s;

		if (all[i].type != 't')
			continue;
		locals++;
		s = dso__find_symbol(dso, dso__vaddr_to_offset(dso, all[i].addr));
		if (s && !strcmp(s->name, all[i].name)) {
			snprintf(t->reason, sizeof(t->reason), "stripped copy knows local %s",
				 all[i].name);
			ret = TEST_FAIL;
		}
	}
	dso__delete(dso);
	if (!ret && !locals) {
		snprintf(t->reason, sizeof(t->reason), "libannot.so has no local function");
		ret = TEST_FAIL;
	}
out:
	symbol_conf.no_buildid_cache = false;
	tmp_cleanup(&tmp);
	return ret;
}

DEFINE_TEST(test__dso_load_debuginfo,
	    "dso load: a stripped library's symbols from its debug file by build-id (--symfs)")
{
	static struct nm_sym all[4096];
	char path[PATH_MAX], debug_dir[PATH_MAX], *debug;
	const char *name = "/lib/libannot-debugtest.so";
	struct build_id bid;
	struct tmp tmp;
	struct dso *dso = NULL;
	int n_all, ret = tmp_setup(t, &tmp);

	if (ret)
		return ret;
	n_all = nm_funcs(tmp.lib, false, all, 4096);
	ret = TEST_FAIL;
	if (n_all <= 0 || filename__read_build_id(tmp.lib, &bid) || !build_id__is_set(&bid)) {
		snprintf(t->reason, sizeof(t->reason), "libannot.so: no functions or no build-id");
		goto out;
	}
	/* symfs/lib/...: the stripped runtime file; symfs/usr/lib/debug/.build-id/: its symbols */
	symbol_conf.symfs = tmp.dir;
	debug = build_id__debug_path(&bid);
	snprintf(debug_dir, sizeof(debug_dir), "%s", debug);
	*strrchr(debug_dir, '/') = '\0';
	snprintf(path, sizeof(path), "%s/lib", tmp.dir);
	if (run("mkdir -p '%s' '%s'", path, debug_dir) ||
	    run("objcopy --only-keep-debug '%s' '%s'", tmp.lib, debug)) {
		snprintf(t->reason, sizeof(t->reason), "cannot make the debug file");
		free(debug);
		goto out;
	}
	snprintf(path, sizeof(path), "%s%s", tmp.dir, name);
	if (run("objcopy --strip-all '%s' '%s'", tmp.lib, path)) {
		snprintf(t->reason, sizeof(t->reason), "objcopy --strip-all failed");
		free(debug);
		goto out;
	}
	dso = dso__new(name, DSO_KIND_USER);
	dso__set_build_id(dso, &bid);
	if (dso__load(dso) <= 0 || dso->origin != DSO_ORIGIN_DEBUGINFO) {
		snprintf(t->reason, sizeof(t->reason), "debug file %.200s not used (origin %d)",
			 debug, dso->origin);
		free(debug);
		goto out;
	}
	free(debug);
	/* every function, local ones too, at the runtime file's offsets */
	ret = check_funcs(t, dso, all, n_all, "debug file");
out:
	symbol_conf.symfs = NULL;
	if (dso)
		dso__delete(dso);
	tmp_cleanup(&tmp);
	return ret;
}

/*
 * Debug files by the object's path (/usr/lib/debug/PATH.debug, then /usr/lib/debug/PATH),
 * under --symfs: taken when their build-id is the object's, passed over when it is not.
 */
DEFINE_TEST(test__dso_load_debug_by_path,
	    "dso load: a stripped library's symbols from its debug file by path, if its build-id matches")
{
	static struct nm_sym all[4096];
	static const struct {
		const char *suffix;
		enum dso_symtab_origin origin;
	} kinds[] = { { ".debug", DSO_ORIGIN_DEBUGINFO_PATH },
		      { "", DSO_ORIGIN_DEBUGINFO_PATH_PLAIN } };
	char path[PATH_MAX], debug[PATH_MAX + 64];
	const char *name = "/lib/libannot-pathtest.so";
	struct build_id bid;
	struct tmp tmp;
	int n_all, ret = tmp_setup(t, &tmp);

	if (ret)
		return ret;
	n_all = nm_funcs(tmp.lib, false, all, 4096);
	ret = TEST_FAIL;
	if (n_all <= 0 || filename__read_build_id(tmp.lib, &bid) || !build_id__is_set(&bid)) {
		snprintf(t->reason, sizeof(t->reason), "libannot.so: no functions or no build-id");
		goto out;
	}
	symbol_conf.symfs = tmp.dir;
	snprintf(path, sizeof(path), "%s%s", tmp.dir, name);
	if (run("mkdir -p '%s/lib' '%s/usr/lib/debug/lib'", tmp.dir, tmp.dir) ||
	    run("objcopy --strip-all '%s' '%s'", tmp.lib, path)) {
		snprintf(t->reason, sizeof(t->reason), "cannot make the stripped copy");
		goto out;
	}
	for (size_t k = 0; k < ARRAY_SIZE(kinds); k++) {
		struct dso *dso;
		int err;

		snprintf(debug, sizeof(debug), "%s/usr/lib/debug%s%s", tmp.dir, name, kinds[k].suffix);
		/* another build-id first (the debug file of a rebuild): not to be used */
		if (run("objcopy --only-keep-debug --remove-section=.note.gnu.build-id '%s' '%s'",
			tmp.lib, debug)) {
			snprintf(t->reason, sizeof(t->reason), "cannot make the debug file");
			goto out;
		}
		dso = dso__new(name, DSO_KIND_USER);
		dso__set_build_id(dso, &bid);
		err = dso__load(dso) > 0 && dso->origin == kinds[k].origin;
		dso__delete(dso);
		if (err) {
			snprintf(t->reason, sizeof(t->reason),
				 "%.200s: a debug file without the build-id was used", debug);
			goto out;
		}
		if (run("objcopy --only-keep-debug '%s' '%s'", tmp.lib, debug)) {
			snprintf(t->reason, sizeof(t->reason), "cannot make the debug file");
			goto out;
		}
		dso = dso__new(name, DSO_KIND_USER);
		dso__set_build_id(dso, &bid);
		if (dso__load(dso) <= 0 || dso->origin != kinds[k].origin) {
			snprintf(t->reason, sizeof(t->reason), "%.200s not used (origin %d)", debug,
				 dso->origin);
			dso__delete(dso);
			goto out;
		}
		/* every function, local ones too, at the runtime file's offsets */
		ret = check_funcs(t, dso, all, n_all, kinds[k].suffix[0] ? "PATH.debug" : "PATH");
		dso__delete(dso);
		if (ret)
			goto out;
		ret = TEST_FAIL;
		unlink(debug);
	}
	ret = TEST_OK;
out:
	symbol_conf.symfs = NULL;
	tmp_cleanup(&tmp);
	return ret;
}

DEFINE_TEST(test__dso_load_perf_map, "dso load: a JIT's /tmp/perf-PID.map")
{
	/* (this process's pid: no other test writes that file) */
	static const char map[] = "7f0000001000 100 jit_one\n"
				  "0x7f0000001100 0x80 LJava/lang/String;::hashCode with spaces\n"
				  "not a line\n"
				  "7f0000002000 zz bad_size\n"
				  "\n"
				  "7f0000003000 10 last_without_newline";
	char path[64];
	struct dso *dso;
	struct symbol *s;
	FILE *f;
	int n;

	snprintf(path, sizeof(path), "/tmp/perf-%d.map", (int)getpid());
	f = fopen(path, "w");
	TEST_ASSERT(f && fputs(map, f) >= 0 && !fclose(f), "cannot write %s", path);
	dso = dso__new("//anon", DSO_KIND_ANON);
	dso->pid = (int)getpid();
	n = dso__load(dso);
	unlink(path);
	TEST_ASSERT(n == 3 && dso->origin == DSO_ORIGIN_PERF_MAP, "%d symbols, origin %d", n,
		    dso->origin);
	s = dso__find_symbol(dso, 0x7f0000001000ULL + 0xff);
	TEST_ASSERT(s && !strcmp(s->name, "jit_one"), "jit_one+0xff: %s", s ? s->name : "nothing");
	s = dso__find_symbol(dso, 0x7f0000001100ULL + 0x7f);
	TEST_ASSERT(s && !strcmp(s->name, "LJava/lang/String;::hashCode with spaces"),
		    "the name with spaces: %s", s ? s->name : "nothing");
	s = dso__find_symbol(dso, 0x7f0000001180ULL);
	TEST_ASSERT(!s, "past its size: %s", s->name);
	s = dso__find_symbol(dso, 0x7f0000003000ULL + 0xf);
	TEST_ASSERT(s && !strcmp(s->name, "last_without_newline"), "the last line: %s",
		    s ? s->name : "nothing");
	dso__delete(dso);

	/* no map: no symbols (the file was removed above) */
	dso = dso__new("//anon", DSO_KIND_ANON);
	dso->pid = (int)getpid();
	TEST_ASSERT(dso__load(dso) <= 0 && !dso__find_symbol(dso, 0x7f0000001000ULL),
		    "symbols without a map");
	dso__delete(dso);
	return TEST_OK;
}
