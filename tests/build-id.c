// SPDX-License-Identifier: GPL-2.0
/* Build-ids: notes as readelf and Linux perf read them; the cache, both ways with Linux perf. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tests/tests.h"
#include "util/build-id.h"
#include "util/dso.h"
#include "util/machine.h"
#include "util/symbol.h"

#define LINUX_PERF "/usr/bin/perf"

/* First line of a command's output matching "Build ID: <hex>" or the whole first word. */
static int run_first_word(const char *cmd, const char *after, char *out, size_t len)
{
	char line[1024];
	FILE *p = popen(cmd, "r");
	int ret = -1;

	if (!p)
		return -1;
	while (fgets(line, sizeof(line), p)) {
		char *s = line;

		if (after) {
			s = strstr(line, after);
			if (!s)
				continue;
			s += strlen(after);
		}
		while (*s == ' ')
			s++;
		s[strcspn(s, " \t\n")] = '\0';
		if ((size_t)snprintf(out, len, "%s", s) >= len)
			break;
		ret = 0;
		break;
	}
	pclose(p);
	return ret;
}

DEFINE_TEST(test__build_id_read, "build-id: ELF notes equal readelf -n, hex round trip")
{
	char path[PATH_MAX], cmd[PATH_MAX + 64], want[128], got[BUILD_ID_HEX_SIZE];
	const char *files[3];
	struct build_id bid, bid2;

	snprintf(path, sizeof(path), "%s/progs/sym_funcs", tests_dir());
	files[0] = path;
	files[1] = "/lib/x86_64-linux-gnu/libc.so.6";
	files[2] = perf_exe_path();
	for (size_t i = 0; i < ARRAY_SIZE(files); i++) {
		if (access(files[i], R_OK))
			continue;
		snprintf(cmd, sizeof(cmd), "readelf -n '%s' 2>/dev/null", files[i]);
		TEST_ASSERT(run_first_word(cmd, "Build ID:", want, sizeof(want)) == 0,
			    "readelf shows no build-id for %.200s", files[i]);
		TEST_ASSERT(filename__read_build_id(files[i], &bid) == 0,
			    "no build-id read from %.200s", files[i]);
		build_id__sprintf(&bid, got);
		TEST_ASSERT(!strcmp(got, want), "%.200s: %s, readelf %s", files[i], got, want);
		TEST_ASSERT(build_id__parse(got, &bid2) == 0 && build_id__equal(&bid, &bid2),
			    "hex round trip");
	}
	/* perf.data pads build-ids with zeros: still equal. Different ones are not. */
	bid2 = bid;
	bid2.size = BUILD_ID_SIZE;
	memset(bid2.data + bid.size, 0, BUILD_ID_SIZE - bid.size);
	TEST_ASSERT(build_id__equal(&bid, &bid2), "zero padding");
	bid2.data[0] ^= 1;
	TEST_ASSERT(!build_id__equal(&bid, &bid2), "different build-ids equal");
	TEST_ASSERT(filename__read_build_id("/proc/self/status", &bid) < 0, "non-ELF accepted");
	TEST_ASSERT(build_id__parse("abc", &bid) < 0 && build_id__parse("zz", &bid) < 0,
		    "bad hex accepted");
	return TEST_OK;
}

DEFINE_TEST(test__build_id_kernel, "build-id: kernel notes equal Linux perf's buildid-list -k")
{
	struct build_id bid;
	char got[BUILD_ID_HEX_SIZE], want[128];
	int ret;

	TEST_SKIP_IF(access("/sys/kernel/notes", R_OK), "kernel exposes no /sys/kernel/notes");
	TEST_ASSERT(kernel__running_build_id(&bid) == 0, "no build-id in /sys/kernel/notes");
	TEST_ASSERT(sysfs__read_build_id("/sys/kernel/notes", &bid) == 0 && bid.size >= 16,
		    "sysfs read");
	build_id__sprintf(&bid, got);
	ret = test__caps(t, "linux-perf", "comparison with Linux perf");
	if (ret == TEST_FAIL)
		return ret;
	if (ret == 0) {
		TEST_ASSERT(run_first_word(LINUX_PERF " buildid-list -k 2>/dev/null", NULL, want,
					   sizeof(want)) == 0,
			    "perf buildid-list -k failed");
		TEST_ASSERT(!strcmp(got, want), "kernel %s, Linux perf says %s", got, want);
	}
	return TEST_OK;
}

struct find_arg {
	struct build_id bid;
	const char *name;
	int found;
};

static int find_cb(const struct build_id *bid, const char *name, void *arg)
{
	struct find_arg *a = arg;

	if (build_id__equal(bid, &a->bid) && !strcmp(name, a->name))
		a->found++;
	return 0;
}

static int rm_rf(const char *dir)
{
	char cmd[PATH_MAX * 3 + 16];

	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	return system(cmd);
}

DEFINE_TEST(test__build_id_cache, "build-id: cache layout read and written like Linux perf's")
{
	char home[] = "/tmp/perf-bidcache-XXXXXX", dir[PATH_MAX], path[PATH_MAX], real[PATH_MAX];
	char p[PATH_MAX * 3], lnk[PATH_MAX], hex[BUILD_ID_HEX_SIZE], cmd[PATH_MAX * 3], out[256];
	struct find_arg fa;
	struct build_id bid;
	struct stat st;
	char *found;
	ssize_t r;
	int ret;

	TEST_ASSERT(mkdtemp(home), "mkdtemp");
	snprintf(dir, sizeof(dir), "%s/.debug", home);
	buildid_dir__set(dir);
	snprintf(path, sizeof(path), "/bin/true");
	TEST_ASSERT(realpath(path, real), "%.200s missing", path);
	TEST_ASSERT(filename__read_build_id(real, &bid) == 0, "no build-id");
	build_id__sprintf(&bid, hex);

	/* Ours: <dir>/<abs path>/<bid>/elf and .build-id/xx/rest -> ../../<abs path>/<bid> */
	TEST_ASSERT(build_id_cache__add_file(path) == 0, "add failed");
	snprintf(p, sizeof(p), "%s%s/%s/elf", dir, real, hex);
	TEST_ASSERT(stat(p, &st) == 0 && S_ISREG(st.st_mode), "%.300s missing", p);
	snprintf(p, sizeof(p), "%s/.build-id/%.2s/%s", dir, hex, hex + 2);
	r = readlink(p, lnk, sizeof(lnk) - 1);
	TEST_ASSERT(r > 0, "no .build-id link");
	lnk[r] = '\0';
	snprintf(p, sizeof(p), "../..%s/%s", real, hex);
	TEST_ASSERT(!strcmp(lnk, p), "link %.200s, want %.200s", lnk, p);
	found = build_id_cache__lookup(&bid, NULL);
	TEST_ASSERT(found, "lookup by build-id failed");
	TEST_ASSERT(stat(found, &st) == 0 && S_ISREG(st.st_mode), "lookup gave %.200s", found);
	free(found);
	fa.bid = bid;
	fa.name = real;
	fa.found = 0;
	build_id_cache__for_each(find_cb, &fa);
	TEST_ASSERT(fa.found == 1, "listed %d times", fa.found);
	TEST_ASSERT(build_id_cache__add_file(path) == 0, "second add not idempotent");

	ret = test__caps(t, "linux-perf", "the cache shared with Linux perf");
	if (ret == TEST_FAIL)
		return ret;
	if (ret == 0) {
		/* Linux perf lists what we wrote... */
		snprintf(cmd, sizeof(cmd),
			 "HOME='%s' " LINUX_PERF " buildid-cache -l 2>/dev/null | grep '%s'", home,
			 hex);
		TEST_ASSERT(run_first_word(cmd, NULL, out, sizeof(out)) == 0 && !strcmp(out, hex),
			    "Linux perf does not list our entry");
		/* ...and we find what it writes. */
		snprintf(path, sizeof(path), "%s/progs/sym_funcs", tests_dir());
		snprintf(cmd, sizeof(cmd),
			 "HOME='%s' " LINUX_PERF " buildid-cache -a '%s' 2>/dev/null", home, path);
		TEST_ASSERT(system(cmd) == 0, "perf buildid-cache -a failed");
		TEST_ASSERT(filename__read_build_id(path, &fa.bid) == 0, "sym_funcs build-id");
		found = build_id_cache__lookup(&fa.bid, NULL);
		TEST_ASSERT(found, "entry written by Linux perf not found");
		free(found);
		TEST_ASSERT(realpath(path, real), "realpath");
		fa.name = real;
		fa.found = 0;
		build_id_cache__for_each(find_cb, &fa);
		TEST_ASSERT(fa.found == 1, "Linux perf's entry listed %d times", fa.found);
		/* Symbols of a DSO whose file changed come from the cache. */
		{
			struct dso *d = dso__new("/nonexistent/sym_funcs", DSO_KIND_USER);

			dso__set_build_id(d, &fa.bid);
			TEST_ASSERT(dso__load(d) > 0, "no symbols from the cache");
			TEST_ASSERT(d->origin == DSO_ORIGIN_BUILDID_CACHE, "origin %d", d->origin);
			TEST_ASSERT(symtab__find_by_name(&d->symtab, "sym_hot"), "sym_hot missing");
			dso__delete(d);
		}
		TEST_ASSERT(build_id_cache__remove(&fa.bid) == 0, "remove Linux perf's entry");
	}

	/* the same build-id under another name: the link stays with the first, as Linux perf's */
	TEST_ASSERT(realpath("/bin/true", real), "realpath");
	TEST_ASSERT(build_id_cache__add("/other/true", real, &bid) == 0, "add under another name");
	snprintf(p, sizeof(p), "%s/.build-id/%.2s/%s", dir, hex, hex + 2);
	r = readlink(p, lnk, sizeof(lnk) - 1);
	TEST_ASSERT(r > 0, "no .build-id link");
	lnk[r] = '\0';
	snprintf(cmd, sizeof(cmd), "../..%s/%s", real, hex);
	TEST_ASSERT(!strcmp(lnk, cmd), "link moved to %.200s", lnk);
	/* ...unless the first name's object was removed by hand: the link then leads nowhere */
	snprintf(cmd, sizeof(cmd), "%s%s", dir, real);
	rm_rf(cmd);
	TEST_ASSERT(build_id_cache__add("/other/true", real, &bid) == 0, "add after removal");
	r = readlink(p, lnk, sizeof(lnk) - 1);
	TEST_ASSERT(r > 0, "no .build-id link");
	lnk[r] = '\0';
	snprintf(cmd, sizeof(cmd), "../../other/true/%s", hex);
	TEST_ASSERT(!strcmp(lnk, cmd), "dangling link kept: %.200s", lnk);
	found = build_id_cache__lookup(&bid, NULL);
	TEST_ASSERT(found && stat(found, &st) == 0, "lookup after the link was mended");
	free(found);
	TEST_ASSERT(build_id_cache__remove(&bid) == 0, "remove");
	TEST_ASSERT(!build_id_cache__lookup(&bid, NULL), "still found after remove");
	TEST_ASSERT(build_id_cache__remove(&bid) < 0, "second remove succeeded");
	TEST_ASSERT(build_id_cache__add_file("/bin/true") == 0, "re-add");
	TEST_ASSERT(realpath("/bin/true", real), "realpath");
	TEST_ASSERT(build_id_cache__purge_path(real) == 1, "purge by path");
	TEST_ASSERT(!build_id_cache__lookup(&bid, NULL), "still found after purge");

	/* The kernel: [kernel.kallsyms]/<bid>/kallsyms */
	if (build_id_cache__add_kallsyms() == 0) {
		struct build_id kb;

		kernel__running_build_id(&kb);
		found = build_id_cache__lookup(&kb, "[kernel.kallsyms]");
		TEST_ASSERT(found && strstr(found, "/[kernel.kallsyms]/") &&
				    strstr(found, "/kallsyms"),
			    "kallsyms cached at %.200s", found ? found : "nowhere");
		free(found);
		TEST_ASSERT(build_id_cache__purge_all() >= 1, "purge all");
		TEST_ASSERT(!build_id_cache__lookup(&kb, NULL), "kernel still cached after purge");
	}
	buildid_dir__set(NULL);
	rm_rf(home);
	return TEST_OK;
}

DEFINE_TEST(test__build_id_vdso, "build-id: the vDSO's symbols, build-id and cache entry")
{
	char home[] = "/tmp/perf-vdso-XXXXXX", dir[PATH_MAX], cmd[PATH_MAX + 16];
	struct dso *d = dso__new("[vdso]", DSO_KIND_VDSO), *d2;
	char *found;

	TEST_ASSERT(dso__read_build_id(d) == 0 && build_id__is_set(&d->bid), "vDSO build-id");
	TEST_ASSERT(dso__load(d) > 0, "no vDSO symbols");
	TEST_ASSERT(symtab__find_by_name(&d->symtab, "__vdso_clock_gettime") ||
			    symtab__find_by_name(&d->symtab, "clock_gettime"),
		    "no clock_gettime in the vDSO");
	TEST_ASSERT(mkdtemp(home), "mkdtemp");
	snprintf(dir, sizeof(dir), "%s/.debug", home);
	buildid_dir__set(dir);
	TEST_ASSERT(dso__cache_build_id(d) == 0, "cache the vDSO");
	found = build_id_cache__lookup(&d->bid, "[vdso]");
	TEST_ASSERT(found && strstr(found, "/[vdso]/") && strstr(found, "/vdso"),
		    "cached at %.200s", found ? found : "nowhere");
	free(found);
	/* A recorded vDSO comes back from the cache. */
	d2 = dso__new("[vdso]", DSO_KIND_VDSO);
	dso__set_build_id(d2, &d->bid);
	TEST_ASSERT(dso__load(d2) == (int)d->symtab.nr && d2->origin == DSO_ORIGIN_BUILDID_CACHE,
		    "vDSO from the cache: %d symbols, origin %d", (int)d2->symtab.nr, d2->origin);
	dso__delete(d2);
	dso__delete(d);
	buildid_dir__set(NULL);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", home);
	TEST_ASSERT(system(cmd) == 0, "cleanup");
	return TEST_OK;
}

DEFINE_TEST(test__build_id_cache_confined,
	    "build-id: cache writes stay in the cache ('..' names, planted symlinks refused)")
{
	char top[] = "/tmp/perf-bidconf-XXXXXX", dir[PATH_MAX], p[PATH_MAX * 2], out[PATH_MAX],
	     hex[BUILD_ID_HEX_SIZE];
	const char *src = perf_exe_path();
	struct build_id bid;
	struct stat st;
	int ret;

	TEST_ASSERT(mkdtemp(top), "mkdtemp");
	snprintf(dir, sizeof(dir), "%s/cache", top);
	snprintf(out, sizeof(out), "%s/outside", top);
	TEST_ASSERT(mkdir(out, 0755) == 0, "mkdir");
	buildid_dir__set(dir);
	TEST_SKIP_IF(filename__read_build_id(src, &bid), "%.200s has no build-id", src);
	build_id__sprintf(&bid, hex);

	/* a name climbing out of the cache: refused before anything is made */
	snprintf(p, sizeof(p), "/x/../../../..%s/outside/prog", top);
	ret = build_id_cache__add(p, src, &bid);
	TEST_ASSERT(ret == -EINVAL, "'..' name: %d", ret);
	ret = build_id_cache__add("/a/./../b", src, &bid);
	TEST_ASSERT(ret == -EINVAL, "'..' inside the cache: %d", ret);
	ret = build_id_cache__add("/.build-id/ab/cd", src, &bid);
	TEST_ASSERT(ret == -EINVAL, "a name in .build-id: %d", ret);

	/* a dangling symlink planted where the copy goes: not followed */
	snprintf(p, sizeof(p), "%s/prog/%s", dir, hex);
	{
		char cmd[PATH_MAX * 6];

		snprintf(cmd, sizeof(cmd), "mkdir -p '%s' && ln -s '%s/created' '%s/elf'", p, out,
			 p);
		TEST_ASSERT(system(cmd) == 0, "cannot plant the link");
	}
	ret = build_id_cache__add("/prog", src, &bid);
	TEST_ASSERT(ret == -ELOOP, "planted elf link: %d", ret);
	snprintf(p, sizeof(p), "%s/created", out);
	TEST_ASSERT(lstat(p, &st) && errno == ENOENT, "written through the planted link");

	/* a directory of the path planted as a symlink to outside */
	snprintf(p, sizeof(p), "%s/dirlink", dir);
	TEST_ASSERT(symlink(out, p) == 0, "symlink");
	ret = build_id_cache__add("/dirlink/prog", src, &bid);
	TEST_ASSERT(ret == -ELOOP, "planted directory link: %d", ret);
	snprintf(p, sizeof(p), "%s/prog", out);
	TEST_ASSERT(lstat(p, &st) && errno == ENOENT, "written through the directory link");

	/* a normal add still works, and its removal stays inside */
	ret = build_id_cache__add("/ok/prog", src, &bid);
	TEST_ASSERT(ret == 0, "normal add: %d", ret);
	snprintf(p, sizeof(p), "%s/ok/prog/%s/elf", dir, hex);
	TEST_ASSERT(stat(p, &st) == 0 && S_ISREG(st.st_mode), "%.300s missing", p);

	buildid_dir__set(NULL);
	snprintf(p, sizeof(p), "rm -rf '%s'", top);
	TEST_ASSERT(system(p) == 0, "cleanup");
	return TEST_OK;
}

DEFINE_TEST(test__build_id_cache_debug_only,
	    "build-id: a debug file cached alone (debuginfod's): <name>/<bid>/debug, the DSO's symbols from it")
{
	char home[] = "/tmp/perf-bidcache-XXXXXX", dir[PATH_MAX], path[PATH_MAX], hex[BUILD_ID_HEX_SIZE];
	char want[PATH_MAX * 2];
	struct build_id bid, none = { .size = 0 };
	struct dso *d;
	char *found;

	TEST_ASSERT(mkdtemp(home), "mkdtemp");
	snprintf(dir, sizeof(dir), "%s/.debug", home);
	buildid_dir__set(dir);
	snprintf(path, sizeof(path), "%s/progs/sym_funcs", tests_dir());
	TEST_ASSERT(filename__read_build_id(path, &bid) == 0, "sym_funcs build-id");
	build_id__sprintf(&bid, hex);
	TEST_ASSERT(build_id_cache__add_debug("/nonexistent/sym_funcs", path, &none) == -EINVAL,
		    "a debug file without build-id cached");
	TEST_ASSERT(build_id_cache__add_debug("/nonexistent/sym_funcs", path, &bid) == 0, "add");
	TEST_ASSERT(build_id_cache__add_debug("/nonexistent/sym_funcs", path, &bid) == 0,
		    "second add not idempotent");
	found = build_id_cache__lookup_debug(&bid);
	snprintf(want, sizeof(want), "%s/.build-id/%.2s/%s/debug", dir, hex, hex + 2);
	TEST_ASSERT(found && !strcmp(found, want), "debug file at %.200s, want %.200s",
		    found ? found : "nowhere", want);
	free(found);
	snprintf(want, sizeof(want), "%s/nonexistent/sym_funcs/%s/debug", dir, hex);
	TEST_ASSERT(access(want, R_OK) == 0, "%.300s missing", want);
	/* the file that ran is gone: its symbols from the debug file alone */
	d = dso__new("/nonexistent/sym_funcs", DSO_KIND_USER);
	dso__set_build_id(d, &bid);
	TEST_ASSERT(dso__load(d) > 0, "no symbols from the cached debug file");
	TEST_ASSERT(d->origin == DSO_ORIGIN_BUILDID_CACHE_DEBUG, "origin %d", d->origin);
	TEST_ASSERT(symtab__find_by_name(&d->symtab, "sym_hot"), "sym_hot missing");
	dso__delete(d);
	buildid_dir__set(NULL);
	rm_rf(home);
	return TEST_OK;
}
