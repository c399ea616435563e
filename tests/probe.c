// SPDX-License-Identifier: GPL-2.0
/*
 * perf probe's model without a kernel: spec parsing and rejection of anything that could
 * inject into tracefs, definition text, and the tracefs writes themselves, against a
 * scratch directory standing in for tracefs.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tests/tests.h"
#include "util/probe-event.h"
#include "util/util.h"

DEFINE_TEST(test__probe_parse, "probe: parse probe specs")
{
	struct perf_probe_event pev;
	char err[256];

	TEST_ASSERT(!perf_probe_event__parse("func", &pev, err, sizeof(err)), "func: %s", err);
	TEST_ASSERT(!strcmp(pev.point.function, "func") && pev.point.line == -1 && !pev.group &&
			    !pev.event && !pev.nargs,
		    "func parsed wrong");
	perf_probe_event__exit(&pev);

	TEST_ASSERT(perf_probe_event__parse("grp:ev=func@a/b.c:12 n $retval:s64", &pev, err,
					    sizeof(err)) == -EINVAL,
		    "$retval accepted without %%return");
	perf_probe_event__exit(&pev);

	TEST_ASSERT(!perf_probe_event__parse("grp:ev=func@a/b.c:12 n s->len x=%ax:u32", &pev, err,
					     sizeof(err)),
		    "full spec: %s", err);
	TEST_ASSERT(!strcmp(pev.group, "grp") && !strcmp(pev.event, "ev"), "names");
	TEST_ASSERT(!strcmp(pev.point.file, "a/b.c") && pev.point.line == 12, "file/line");
	TEST_ASSERT(pev.nargs == 3, "nargs %d", pev.nargs);
	TEST_ASSERT(!pev.args[0].raw && !pev.args[0].name && !strcmp(pev.args[0].var, "n"), "arg0");
	TEST_ASSERT(!strcmp(pev.args[1].name, "len") && !strcmp(pev.args[1].var, "s->len"),
		    "arg1 named after its last member");
	TEST_ASSERT(pev.args[2].raw && !strcmp(pev.args[2].name, "x") &&
			    !strcmp(pev.args[2].var, "%ax") && !strcmp(pev.args[2].type, "u32"),
		    "arg2");
	perf_probe_event__exit(&pev);

	TEST_ASSERT(!perf_probe_event__parse("malloc%return $retval", &pev, err, sizeof(err)),
		    "%%return: %s", err);
	TEST_ASSERT(pev.point.retprobe && pev.args[0].raw, "retprobe");
	perf_probe_event__exit(&pev);

	TEST_ASSERT(!perf_probe_event__parse("f+0x10", &pev, err, sizeof(err)) &&
			    pev.point.offset == 16,
		    "offset");
	perf_probe_event__exit(&pev);
	TEST_ASSERT(!perf_probe_event__parse("f;ret*", &pev, err, sizeof(err)) &&
			    !strcmp(pev.point.lazy, "ret*"),
		    "lazy");
	perf_probe_event__exit(&pev);
	TEST_ASSERT(!perf_probe_event__parse("prog.c:17", &pev, err, sizeof(err)) &&
			    !pev.point.function && pev.point.line == 17,
		    "SRC:ALN");
	perf_probe_event__exit(&pev);
	return TEST_OK;
}

DEFINE_TEST(test__probe_reject, "probe: reject malformed and injecting specs")
{
	static const char *const bad[] = {
		"",
		"func\np:probe/evil do_evil",	/* a second definition */
		"ev/il=func",			/* '/' would change the group */
		"a=b=c",
		"9ev=func",
		"grp:=func",
		"grp:ev-il=func",
		"func%retur",
		"func:abc",
		"func+",
		"func+1%return",
		"func:3%return",
		"func@",
		"fu@nc=x",
		"f x=%ax\n-:probe/other",
		"f x=%ax:u33",
		"f x=%ax:string;rm",
		"f 1bad=%ax",
		"f s->",
		"f s.1",
		"f x=+0(%sp)\r",
		"f $retval",
		"func@a:b.c",
		"ev=f\x01",
		"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa=f",
	};
	struct perf_probe_event pev;
	char err[256];

	for (size_t i = 0; i < ARRAY_SIZE(bad); i++) {
		err[0] = '\0';
		TEST_ASSERT(perf_probe_event__parse(bad[i], &pev, err, sizeof(err)) == -EINVAL,
			    "accepted bad spec #%zu '%s'", i, bad[i]);
		TEST_ASSERT(err[0] && !strchr(err, '\n'), "no one-line reason for #%zu", i);
		perf_probe_event__exit(&pev);
	}
	TEST_ASSERT(!probe_fetch_arg_is_valid("+0(%sp) x=%ax"), "blank in fetch arg");
	TEST_ASSERT(!probe_fetch_arg_is_valid("%ax\n"), "newline in fetch arg");
	TEST_ASSERT(probe_fetch_arg_is_valid("+8(+0(%si))"), "nested deref");
	TEST_ASSERT(probe_type_is_valid("x64") && probe_type_is_valid("string") &&
			    !probe_type_is_valid("u7") && !probe_type_is_valid("u64x"),
		    "types");
	return TEST_OK;
}

DEFINE_TEST(test__probe_names, "probe: default group and event names")
{
	struct perf_probe_point pp = { .line = -1 };
	char *s;

	s = probe_default_group("/usr/lib/x86_64-linux-gnu/libc.so.6");
	TEST_ASSERT(!strcmp(s, "probe_libc"), "libc group %s", s);
	free(s);
	s = probe_default_group("/tmp/my_prog-pie");
	TEST_ASSERT(!strcmp(s, "probe_my_prog"), "prog group %s", s);
	free(s);
	s = probe_default_group(NULL);
	TEST_ASSERT(!strcmp(s, "probe"), "kernel group %s", s);
	free(s);

	pp.function = "weird.part.0";
	s = probe_default_event(&pp);
	TEST_ASSERT(!strcmp(s, "weird"), "%s", s);
	free(s);
	pp.function = "malloc";
	pp.retprobe = true;
	s = probe_default_event(&pp);
	TEST_ASSERT(!strcmp(s, "malloc__return"), "%s", s);
	free(s);
	pp.retprobe = false;
	pp.line = 2;
	s = probe_default_event(&pp);
	TEST_ASSERT(!strcmp(s, "malloc_L2"), "%s", s);
	free(s);
	return TEST_OK;
}

DEFINE_TEST(test__probe_definitions, "probe: kprobe/uprobe definition text")
{
	struct probe_trace_arg args[] = {
		{ .name = "n", .value = "%di", .type = "s32" },
		{ .name = "len", .value = "+0(%si)", .type = "s64" },
		{ .name = "arg3", .value = "$stack", .type = NULL },
	};
	struct probe_trace_event tev = {
		.group = "probe_prog", .event = "func", .uprobe = true, .target = "/tmp/prog",
		.address = 0x1136, .args = args, .nargs = 3,
	};
	struct probe_trace_event back;
	char *def = probe_trace_event__synthesize(&tev);

	TEST_ASSERT(def && !strcmp(def, "p:probe_prog/func /tmp/prog:0x0000000000001136 n=%di:s32 "
					"len=+0(%si):s64 arg3=$stack"),
		    "uprobe definition: %s", def ?: "(null)");
	TEST_ASSERT(!probe_trace_event__parse(def, true, &back), "parse back");
	TEST_ASSERT(!strcmp(back.group, "probe_prog") && !strcmp(back.event, "func") &&
			    back.address == 0x1136 && !strcmp(back.target, "/tmp/prog") &&
			    back.nargs == 3 && !strcmp(back.args[1].value, "+0(%si)") &&
			    !strcmp(back.args[1].type, "s64") && !back.args[2].type,
		    "parsed back wrong");
	probe_trace_event__exit(&back);
	free(def);

	tev.uprobe = false;
	tev.retprobe = true;
	tev.target = NULL;
	tev.symbol = "do_sys_openat2";
	tev.address = 0;
	tev.nargs = 0;
	def = probe_trace_event__synthesize(&tev);
	TEST_ASSERT(def && !strcmp(def, "r:probe_prog/func do_sys_openat2+0"), "kprobe: %s",
		    def ?: "(null)");
	free(def);

	/* nothing invalid is ever synthesized */
	tev.event = "a\nb";
	TEST_ASSERT(!probe_trace_event__synthesize(&tev), "bad event name synthesized");
	tev.event = "ok";
	tev.symbol = "sym -:probe/x";
	TEST_ASSERT(!probe_trace_event__synthesize(&tev), "bad symbol synthesized");
	tev.symbol = "sym";
	tev.uprobe = true;
	tev.target = "/tmp/a b";
	TEST_ASSERT(!probe_trace_event__synthesize(&tev), "path with blank synthesized");

	/* the kernel's own listing: maxactive, ref_ctr_offset */
	TEST_ASSERT(!probe_trace_event__parse("r16:probe/ret_x schedule+0", false, &back) &&
			    back.retprobe && !strcmp(back.symbol, "schedule"),
		    "r16");
	probe_trace_event__exit(&back);
	TEST_ASSERT(!probe_trace_event__parse("p:sdt_x/y /bin/x:0x0000000000001234(0x10)", true,
					      &back) &&
			    back.address == 0x1234,
		    "ref_ctr");
	probe_trace_event__exit(&back);
	return TEST_OK;
}

static int make_scratch(char *dir, size_t len, bool with_kprobes)
{
	char p[PATH_MAX + 32];

	snprintf(dir, len, "/tmp/perf-probe-test.XXXXXX");
	if (!mkdtemp(dir))
		return -errno;
	for (int k = 0; k < (with_kprobes ? 2 : 1); k++) {
		FILE *f;

		snprintf(p, sizeof(p), "%s/%s", dir, k ? "kprobe_events" : "uprobe_events");
		f = fopen(p, "w");
		if (!f)
			return -errno;
		fclose(f);
	}
	return 0;
}

static void remove_scratch(const char *dir)
{
	static const char *const files[] = { "uprobe_events", "kprobe_events" };
	char p[PATH_MAX + 32];

	for (size_t i = 0; i < ARRAY_SIZE(files); i++) {
		snprintf(p, sizeof(p), "%s/%s", dir, files[i]);
		unlink(p);
	}
	rmdir(dir);
}

static char *scratch_read(const char *dir, const char *file)
{
	char p[PATH_MAX + 32], *buf = NULL;
	size_t len;

	snprintf(p, sizeof(p), "%s/%s", dir, file);
	if (read_file(p, &buf, &len))
		return NULL;
	return buf;
}

DEFINE_TEST(test__probe_tracefs, "probe: tracefs writes (scratch directory)")
{
	char dir[64], err[256], prog[PATH_MAX], *text;
	struct perf_probe_event pev;
	struct probe_trace_event *tevs = NULL, *listed;
	struct probe_elf_sym sym;
	struct probe_conf conf = { .err = err, .errlen = sizeof(err) };
	int nr = 0, nlisted, ret;
	struct stat st;

	snprintf(prog, sizeof(prog), "%s/progs/probeprog", tests_dir());
	TEST_ASSERT(!stat(prog, &st), "%.200s missing: run make", prog);
	TEST_ASSERT(!make_scratch(dir, sizeof(dir), false), "scratch dir: %s", strerror(errno));
	probe_event__set_tracefs_root(dir);

	/* a uprobe: the file offset comes from the symbol and the program headers */
	TEST_ASSERT(!probe_elf__find_func(prog, "probe_work", &sym), "probe_work not found");
	TEST_ASSERT(sym.offset && sym.offset <= sym.vaddr, "offset 0x%llx",
		    (unsigned long long)sym.offset);
	conf.target = prog;
	TEST_ASSERT(!perf_probe_event__parse("probe_work %di +8(%sp):u32", &pev, err, sizeof(err)),
		    "%s", err);
	ret = probe_event__resolve(&pev, &conf, &tevs, &nr);
	perf_probe_event__exit(&pev);
	TEST_ASSERT(!ret && nr == 1, "resolve: %s", err);
	TEST_ASSERT(!strcmp(tevs[0].group, "probe_probeprog") &&
			    !strcmp(tevs[0].event, "probe_work") && tevs[0].address == sym.offset,
		    "resolved to %s:%s at 0x%llx", tevs[0].group, tevs[0].event,
		    (unsigned long long)tevs[0].address);
	TEST_ASSERT(!probe_file__add(&tevs[0]), "add");
	text = scratch_read(dir, "uprobe_events");
	{
		char want[PATH_MAX + 128], real[PATH_MAX];

		TEST_ASSERT(realpath(prog, real), "realpath");
		snprintf(want, sizeof(want),
			 "p:probe_probeprog/probe_work %s:0x%016llx arg1=%%di arg2=+8(%%sp):u32\n", real,
			 (unsigned long long)sym.offset);
		TEST_ASSERT(text && !strcmp(text, want), "wrote '%.200s', want '%.200s'",
			    text ?: "", want);
	}
	free(text);
	free(sym.name);

	/* the name is now taken: an error without -f, a numbered duplicate with it */
	TEST_ASSERT(probe_file__exists("probe_probeprog", "probe_work"), "not listed");
	TEST_ASSERT(!perf_probe_event__parse("probe_work", &pev, err, sizeof(err)), "%s", err);
	TEST_ASSERT(probe_event__resolve(&pev, &conf, &tevs, &nr) == -EEXIST && nr == 1,
		    "duplicate accepted");
	conf.force = true;
	TEST_ASSERT(!probe_event__resolve(&pev, &conf, &tevs, &nr) && nr == 2 &&
			    !strcmp(tevs[1].event, "probe_work_1"),
		    "-f did not number it: %s", err);
	perf_probe_event__exit(&pev);

	TEST_ASSERT(!probe_file__read(true, &listed, &nlisted) && nlisted == 1 &&
			    listed[0].nargs == 2 && !strcmp(listed[0].args[1].type, "u32"),
		    "read back");
	probe_trace_events__free(listed, nlisted);

	TEST_ASSERT(!probe_file__del(true, "probe_probeprog", "probe_work"), "del");
	text = scratch_read(dir, "uprobe_events");
	TEST_ASSERT(text && strstr(text, "\n-:probe_probeprog/probe_work\n"), "del wrote '%s'",
		    text ?: "");
	free(text);
	TEST_ASSERT(probe_file__del(true, "a/b", "c") == -EINVAL, "bad name deleted");

	/* a non-ELF target, an unknown function */
	conf.target = "/etc/passwd";
	TEST_ASSERT(!perf_probe_event__parse("x", &pev, err, sizeof(err)), "%s", err);
	TEST_ASSERT(probe_event__resolve(&pev, &conf, &tevs, &nr) && strstr(err, "not an ELF"),
		    "non-ELF: %s", err);
	perf_probe_event__exit(&pev);
	conf.target = prog;
	TEST_ASSERT(!perf_probe_event__parse("no_such_function", &pev, err, sizeof(err)), "%s",
		    err);
	TEST_ASSERT(probe_event__resolve(&pev, &conf, &tevs, &nr) == -ENOENT &&
			    strstr(err, "not found"),
		    "unknown function: %s", err);
	perf_probe_event__exit(&pev);

	/* kprobes: no kprobe_events file means no CONFIG_KPROBE_EVENTS */
	conf.target = NULL;
	TEST_ASSERT(!perf_probe_event__parse("schedule", &pev, err, sizeof(err)), "%s", err);
	TEST_ASSERT(probe_event__resolve(&pev, &conf, &tevs, &nr) == -EOPNOTSUPP &&
			    strstr(err, "CONFIG_KPROBE_EVENTS"),
		    "kprobes without kprobe_events: %s", err);
	perf_probe_event__exit(&pev);

	probe_trace_events__free(tevs, nr);
	probe_event__set_tracefs_root(NULL);
	remove_scratch(dir);
	return TEST_OK;
}

DEFINE_TEST(test__probe_kprobe_def, "probe: kprobe definition from kallsyms (scratch tracefs)")
{
	char dir[64], err[256], *text;
	struct perf_probe_event pev;
	struct probe_trace_event *tevs = NULL;
	struct probe_conf conf = { .err = err, .errlen = sizeof(err) };
	char **funcs;
	int nr = 0, nfuncs, ret;
	const char *fn = NULL;

	TEST_SKIP_IF(probe_kernel__funcs(NULL, &funcs, &nfuncs) || !nfuncs,
		     "no /proc/kallsyms (kernel without CONFIG_KALLSYMS)");
	for (int i = 0; i < nfuncs && !fn; i++)
		if (!strcmp(funcs[i], "schedule") || !strcmp(funcs[i], "do_sys_openat2"))
			fn = funcs[i];
	TEST_ASSERT(fn, "neither schedule nor do_sys_openat2 in kallsyms");
	TEST_ASSERT(!make_scratch(dir, sizeof(dir), true), "scratch dir");
	probe_event__set_tracefs_root(dir);

	{
		char spec[128];

		snprintf(spec, sizeof(spec), "k_%s=%s%%return $retval", fn, fn);
		TEST_ASSERT(!perf_probe_event__parse(spec, &pev, err, sizeof(err)), "%s", err);
	}
	ret = probe_event__resolve(&pev, &conf, &tevs, &nr);
	perf_probe_event__exit(&pev);
	TEST_ASSERT(!ret && nr == 1 && !tevs[0].uprobe, "resolve: %s", err);
	TEST_ASSERT(!probe_file__add(&tevs[0]), "add");
	text = scratch_read(dir, "kprobe_events");
	{
		char want[256];

		snprintf(want, sizeof(want), "r:probe/k_%s %s+0 arg1=$retval\n", fn, fn);
		TEST_ASSERT(text && !strcmp(text, want), "wrote '%s'", text ?: "");
	}
	free(text);
	TEST_ASSERT(!perf_probe_event__parse("no_such_kernel_function_xyz", &pev, err, sizeof(err)),
		    "%s", err);
	TEST_ASSERT(probe_event__resolve(&pev, &conf, &tevs, &nr) == -ENOENT, "unknown function");
	perf_probe_event__exit(&pev);

	for (int i = 0; i < nfuncs; i++)
		free(funcs[i]);
	free(funcs);
	probe_trace_events__free(tevs, nr);
	probe_event__set_tracefs_root(NULL);
	remove_scratch(dir);
	return TEST_OK;
}
