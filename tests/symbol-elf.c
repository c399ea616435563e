// SPDX-License-Identifier: GPL-2.0
/*
 * ELF symbol tables (util/symbol-elf.c) and the symbol walker under them (util/elf-sym.c),
 * on small programs compiled for the test: a PIE, a -no-pie executable, one with IBT's
 * .plt.sec, one without a PLT, a shared library, its stripped copy and the object file.
 * What readelf, nm and objdump say of the same files is the reference. Damaged copies (cut,
 * section headers with bogus sizes and offsets) must load without a crash; JIT perf maps
 * with good, bad and huge lines too.
 */
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/tests.h"
#include "util/build-id.h"
#include "util/elf-sym.h"
#include "util/symbol-elf.h"
#include "util/symbol.h"

/*
 * The program: a local function, an exported one, data, an asm label in the code, one in the
 * data and one in .bss (labels are kept in sections named like code or data, as Linux perf
 * keeps them: not in .bss), calls through the PLT (puts, strtol).
 */
static const char source[] =
	"#include <stdio.h>\n"
	"#include <stdlib.h>\n"
	"int global_data = 1;\n"
	"static __attribute__((noinline)) int local_fn(int x) { return x * 2 + global_data; }\n"
	"__attribute__((noinline)) int exported_fn(int x) { return local_fn(x) + 1; }\n"
	"__asm__(\".pushsection .text\\n.globl asm_label\\nasm_label:\\n\\tret\\n.popsection\\n\");\n"
	"__asm__(\".pushsection .data\\n.globl data_label\\ndata_label:\\n\\t.long 7\\n.popsection\\n\");\n"
	"__asm__(\".pushsection .bss\\n.globl bss_label\\nbss_label:\\n\\t.zero 8\\n.popsection\\n\");\n"
	"int main(int argc, char **argv)\n"
	"{\n"
	"\tputs(\"x\");\n"
	"\treturn exported_fn(argc) + (int)strtol(argv[0], NULL, 10);\n"
	"}\n";

struct progs {
	char dir[64];
	char src[128];
};

static __attribute__((format(printf, 1, 2))) int run(const char *fmt, ...)
{
	char cmd[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(cmd, sizeof(cmd), fmt, ap);
	va_end(ap);
	return system(cmd);
}

/* dir/name, in buf */
static const char *in_dir(const struct progs *p, const char *name, char *buf, size_t len)
{
	snprintf(buf, len, "%s/%s", p->dir, name);
	return buf;
}

static int progs_setup(struct test_ctx *t, struct progs *p)
{
	FILE *f;

	TEST_SKIP_IF(system("{ command -v cc && command -v readelf && command -v nm && "
			    "command -v objdump && command -v objcopy; } >/dev/null 2>&1"),
		     "no C compiler or binutils (cc, readelf, nm, objdump, objcopy)");
	snprintf(p->dir, sizeof(p->dir), "/tmp/perf-test-symelf-XXXXXX");
	TEST_ASSERT(mkdtemp(p->dir), "mkdtemp: %s", strerror(errno));
	in_dir(p, "t.c", p->src, sizeof(p->src));
	f = fopen(p->src, "w");
	TEST_ASSERT(f && fputs(source, f) >= 0 && !fclose(f), "writing %s", p->src);
	return TEST_OK;
}

/* Compiles the program as dir/name with flags. */
static int build(struct test_ctx *t, const struct progs *p, const char *name, const char *flags)
{
	TEST_ASSERT(!run("cd '%s' && cc -O1 %s -o %s t.c >/dev/null 2>&1", p->dir, flags, name),
		    "cc %s -o %s failed", flags, name);
	return TEST_OK;
}

static void progs_cleanup(struct progs *p)
{
	if (!getenv("PERF_TEST_KEEP"))
		run("rm -rf '%s'", p->dir);
}

/* The output of a binutils tool (a command and its options) run on path. */
static FILE *tool_output(const char *tool, const char *path)
{
	char cmd[PATH_MAX + 128];

	snprintf(cmd, sizeof(cmd), "%s '%s' 2>/dev/null", tool, path);
	return popen(cmd, "r");
}

/* One symbol as readelf -sW lists it. */
struct rsym {
	unsigned long long value, size;
	char type[16], ndx[16], name[128];
	bool dynsym;
};

/* The symbols of both tables of path (readelf -sW); their number, or -1. */
static int readelf_syms(const char *path, struct rsym *out, int max)
{
	FILE *f = tool_output("readelf -sW", path);
	bool dynsym = false;
	char line[512];
	int n = 0;

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		struct rsym *r = &out[n];
		char bind[16], vis[16];
		int k;

		if (strstr(line, "Symbol table '"))
			dynsym = strstr(line, "'.dynsym'") != NULL;
		if (n == max)
			continue;
		r->name[0] = '\0';
		k = sscanf(line, " %*d: %llx %lli %15s %15s %15s %15s %127s", &r->value, &r->size,
			   r->type, bind, vis, r->ndx, r->name);
		if (k < 6)
			continue;
		/* a version after a name: puts@GLIBC_2.2.5 */
		r->name[strcspn(r->name, "@")] = '\0';
		r->dynsym = dynsym;
		n++;
	}
	return pclose(f) == 0 ? n : -1;
}

static const struct rsym *rsym_find(const struct rsym *syms, int n, const char *name, bool dynsym)
{
	for (int i = 0; i < n; i++)
		if (syms[i].dynsym == dynsym && !strcmp(syms[i].name, name))
			return &syms[i];
	return NULL;
}

/* Defined symbols with a name in one table: what the walker hands over. */
static int count_defined(const struct rsym *syms, int n, bool dynsym)
{
	int count = 0;

	for (int i = 0; i < n; i++)
		count += syms[i].dynsym == dynsym && strcmp(syms[i].ndx, "UND") && syms[i].name[0];
	return count;
}

static struct rsym syms_all[4096];

DEFINE_TEST(
	test__symbol_elf_tables,
	"symbol-elf: .symtab's functions, objects and code and data labels, else .dynsym's; file offsets or addresses")
{
	static const char *const kept[] = { "local_fn",	 "exported_fn", "global_data",
					    "asm_label", "data_label",	"main" };
	static const char *const not_kept[] = { "bss_label", "puts", "t.c", "" };
	struct dso_segment *segs;
	char lib[160], stripped[160], exe[160];
	struct progs p;
	struct symtab tab;
	size_t nr_segs;
	int n, ret = progs_setup(t, &p);

	if (ret)
		return ret;
	in_dir(&p, "lib.so", lib, sizeof(lib));
	in_dir(&p, "stripped.so", stripped, sizeof(stripped));
	in_dir(&p, "exec", exe, sizeof(exe));
	if (build(t, &p, "lib.so", "-fPIC -shared") || build(t, &p, "exec", "-no-pie -fno-pie"))
		goto fail;
	if (run("objcopy --strip-all '%s' '%s'", lib, stripped)) {
		snprintf(t->reason, sizeof(t->reason), "objcopy --strip-all failed");
		goto fail;
	}

	/* the library's .symtab, at its ELF addresses */
	n = readelf_syms(lib, syms_all, ARRAY_SIZE(syms_all));
	symtab__init(&tab);
	ret = symtab__load_elf(&tab, lib, NULL, 0, ELF_LOAD_KEEP_VADDR);
	for (size_t i = 0; i < ARRAY_SIZE(kept); i++) {
		const struct rsym *r = rsym_find(syms_all, n, kept[i], false);
		const struct symbol *s = symtab__find_by_name(&tab, kept[i]);

		if (!r || !s || s->start != r->value || s->size != r->size) {
			snprintf(t->reason, sizeof(t->reason),
				 "lib.so: %s at %#llx size %llu, readelf says %#llx size %llu",
				 kept[i], s ? (unsigned long long)s->start : 0,
				 s ? (unsigned long long)s->size : 0, r ? r->value : 0,
				 r ? r->size : 0);
			goto fail_tab;
		}
	}
	for (size_t i = 0; i < ARRAY_SIZE(not_kept); i++) {
		if (symtab__find_by_name(&tab, not_kept[i])) {
			snprintf(t->reason, sizeof(t->reason), "lib.so: %s kept", not_kept[i]);
			goto fail_tab;
		}
	}
	if (ret != (int)tab.nr) {
		snprintf(t->reason, sizeof(t->reason), "%d symbols said, %zu added", ret, tab.nr);
		goto fail_tab;
	}
	symtab__exit(&tab);

	/* stripped: the exported symbols of .dynsym, not the local ones; none of .symtab only */
	symtab__init(&tab);
	ret = symtab__load_elf(&tab, stripped, NULL, 0, ELF_LOAD_KEEP_VADDR);
	if (ret <= 0 || !symtab__find_by_name(&tab, "exported_fn") ||
	    !symtab__find_by_name(&tab, "global_data") || symtab__find_by_name(&tab, "local_fn")) {
		snprintf(t->reason, sizeof(t->reason),
			 "stripped: %d symbols, exported_fn %s, local_fn %s", ret,
			 symtab__find_by_name(&tab, "exported_fn") ? "found" : "missing",
			 symtab__find_by_name(&tab, "local_fn") ? "found" : "missing");
		goto fail_tab;
	}
	symtab__exit(&tab);
	symtab__init(&tab);
	ret = symtab__load_elf(&tab, stripped, NULL, 0, ELF_LOAD_SYMTAB_ONLY);
	if (ret != 0 || tab.nr) {
		snprintf(t->reason, sizeof(t->reason), "stripped, .symtab only: %d symbols", ret);
		goto fail_tab;
	}
	symtab__exit(&tab);

	/*
	 * The executable: at its addresses with ELF_LOAD_KEEP_VADDR, at file offsets through
	 * its segments without, and through the segments given (another copy's)
	 */
	n = readelf_syms(exe, syms_all, ARRAY_SIZE(syms_all));
	if (elf__read_segments(exe, &segs, &nr_segs, NULL) || !nr_segs) {
		snprintf(t->reason, sizeof(t->reason), "no segments in %s", exe);
		goto fail;
	}
	for (int pass = 0; pass < 3; pass++) {
		struct dso_segment moved = { segs[0].vaddr, 0x10000, 0x100000 };
		const struct rsym *r = rsym_find(syms_all, n, "exported_fn", false);
		const struct symbol *s;
		u64 want = 0;

		symtab__init(&tab);
		if (pass == 0) {
			symtab__load_elf(&tab, exe, NULL, 0, ELF_LOAD_KEEP_VADDR);
			want = r ? r->value : 0;
		} else if (pass == 1) {
			symtab__load_elf(&tab, exe, NULL, 0, 0);
			dso_segments__vaddr_to_offset(segs, nr_segs, r ? r->value : 0, &want);
		} else {
			symtab__load_elf(&tab, exe, &moved, 1, 0);
			want = (r ? r->value : 0) - moved.vaddr + moved.offset;
		}
		s = symtab__find_by_name(&tab, "exported_fn");
		if (!r || !s || s->start != want || (pass && want == r->value)) {
			snprintf(t->reason, sizeof(t->reason),
				 "exec, pass %d: exported_fn at %#llx, want %#llx", pass,
				 s ? (unsigned long long)s->start : 0, (unsigned long long)want);
			free(segs);
			goto fail_tab;
		}
		symtab__exit(&tab);
	}
	free(segs);

	/* not ELF, not there */
	symtab__init(&tab);
	ret = symtab__load_elf(&tab, p.src, NULL, 0, 0);
	if (ret != -ENOEXEC || symtab__load_elf(&tab, "/nonexistent/x.so", NULL, 0, 0) != -ENOENT) {
		snprintf(t->reason, sizeof(t->reason), "a C file or no file loaded: %d", ret);
		goto fail_tab;
	}
	symtab__exit(&tab);
	progs_cleanup(&p);
	return TEST_OK;
fail_tab:
	symtab__exit(&tab);
fail:
	progs_cleanup(&p);
	return TEST_FAIL;
}

struct walk {
	int calls[2]; /* by table: .symtab, .dynsym */
	int keep; /* ELF_SYM_NEXT or ELF_SYM_KEPT for each symbol */
	int stop_at; /* ELF_SYM_STOP at this call (0: never) */
	int bad; /* calls for undefined or unnamed symbols */
};

static int walk_fn(Elf *elf, const GElf_Shdr *shdr, const GElf_Sym *sym, const char *name,
		   void *arg)
{
	struct walk *w = arg;

	(void)elf;
	w->calls[shdr->sh_type == SHT_DYNSYM]++;
	w->bad += sym->st_shndx == SHN_UNDEF || !*name;
	if (w->stop_at && w->calls[0] + w->calls[1] == w->stop_at)
		return ELF_SYM_STOP;
	return w->keep;
}

/* Walks path in mode which; the walk's result, the calls in *w. */
static int walk(const char *path, enum elf_sym_tables which, int keep, int stop_at, struct walk *w)
{
	int fd, ret;
	Elf *elf = elf__open(path, &fd);

	memset(w, 0, sizeof(*w));
	w->keep = keep;
	w->stop_at = stop_at;
	if (!elf)
		return -errno;
	ret = elf__for_each_symbol(elf, which, walk_fn, w);
	elf__close(elf, fd);
	return ret;
}

DEFINE_TEST(test__elf_sym_walk,
	    "elf-sym: the walker's three modes, stop, and the lookup of one symbol")
{
	static struct rsym syms_stripped[1024];
	char lib[160], stripped[160], exe[160];
	int n, n_stripped, symtab, dynsym, dyn_stripped, ret;
	struct elf_sym_info info;
	struct progs p;
	struct walk w;

	ret = progs_setup(t, &p);
	if (ret)
		return ret;
	in_dir(&p, "lib.so", lib, sizeof(lib));
	in_dir(&p, "stripped.so", stripped, sizeof(stripped));
	in_dir(&p, "exec", exe, sizeof(exe));
	ret = build(t, &p, "lib.so", "-fPIC -shared") || build(t, &p, "exec", "-no-pie -fno-pie");
	if (!ret && run("objcopy --strip-all '%s' '%s'", lib, stripped)) {
		snprintf(t->reason, sizeof(t->reason), "objcopy --strip-all failed");
		ret = TEST_FAIL;
	}
	n = readelf_syms(lib, syms_all, ARRAY_SIZE(syms_all));
	n_stripped = readelf_syms(stripped, syms_stripped, ARRAY_SIZE(syms_stripped));
	symtab = count_defined(syms_all, n, false);
	dynsym = count_defined(syms_all, n, true);
	dyn_stripped = count_defined(syms_stripped, n_stripped, true);
	if (!ret && (symtab <= dynsym || dynsym <= 0 || dyn_stripped != dynsym ||
		     count_defined(syms_stripped, n_stripped, false))) {
		snprintf(t->reason, sizeof(t->reason), "readelf: %d .symtab, %d .dynsym symbols",
			 symtab, dynsym);
		ret = TEST_FAIL;
	}
	if (ret) {
		progs_cleanup(&p);
		return ret;
	}

	/* ELF_SYMTAB: the .symtab only, nothing of a stripped file */
	ret = walk(lib, ELF_SYMTAB, ELF_SYM_NEXT, 0, &w);
	TEST_ASSERT(ret == 0 && w.calls[0] == symtab && !w.calls[1] && !w.bad,
		    "ELF_SYMTAB: %d, %d+%d calls (%d bad), readelf has %d", ret, w.calls[0],
		    w.calls[1], w.bad, symtab);
	ret = walk(stripped, ELF_SYMTAB, ELF_SYM_NEXT, 0, &w);
	TEST_ASSERT(ret == 0 && !w.calls[0] && !w.calls[1], "ELF_SYMTAB, stripped: %d calls",
		    w.calls[1]);
	/* ELF_SYMTAB_OR_DYNSYM: the .symtab when there is one, kept or not; else the .dynsym */
	ret = walk(lib, ELF_SYMTAB_OR_DYNSYM, ELF_SYM_NEXT, 0, &w);
	TEST_ASSERT(ret == 0 && w.calls[0] == symtab && !w.calls[1],
		    "ELF_SYMTAB_OR_DYNSYM: %d+%d calls", w.calls[0], w.calls[1]);
	ret = walk(stripped, ELF_SYMTAB_OR_DYNSYM, ELF_SYM_KEPT, 0, &w);
	TEST_ASSERT(ret == 1 && !w.calls[0] && w.calls[1] == dynsym && !w.bad,
		    "ELF_SYMTAB_OR_DYNSYM, stripped: %d, %d+%d calls, readelf has %d", ret,
		    w.calls[0], w.calls[1], dynsym);
	/* ELF_SYMTAB_THEN_DYNSYM: the .dynsym too when nothing of the .symtab was kept */
	ret = walk(lib, ELF_SYMTAB_THEN_DYNSYM, ELF_SYM_NEXT, 0, &w);
	TEST_ASSERT(ret == 0 && w.calls[0] == symtab && w.calls[1] == dynsym,
		    "ELF_SYMTAB_THEN_DYNSYM, none kept: %d+%d calls", w.calls[0], w.calls[1]);
	ret = walk(lib, ELF_SYMTAB_THEN_DYNSYM, ELF_SYM_KEPT, 0, &w);
	TEST_ASSERT(ret == 1 && w.calls[0] == symtab && !w.calls[1],
		    "ELF_SYMTAB_THEN_DYNSYM, all kept: %d, %d+%d calls", ret, w.calls[0],
		    w.calls[1]);
	ret = walk(stripped, ELF_SYMTAB_THEN_DYNSYM, ELF_SYM_KEPT, 0, &w);
	TEST_ASSERT(ret == 1 && w.calls[1] == dynsym, "ELF_SYMTAB_THEN_DYNSYM, stripped: %d calls",
		    w.calls[1]);
	/* a stop ends the walk, in any table */
	ret = walk(lib, ELF_SYMTAB_THEN_DYNSYM, ELF_SYM_NEXT, 3, &w);
	TEST_ASSERT(ret == ELF_SYM_STOP && w.calls[0] == 3 && !w.calls[1], "stop at 3: %d, %d+%d",
		    ret, w.calls[0], w.calls[1]);
	ret = walk(lib, ELF_SYMTAB_THEN_DYNSYM, ELF_SYM_NEXT, symtab + 2, &w);
	TEST_ASSERT(ret == ELF_SYM_STOP && w.calls[1] == 2, "stop in .dynsym: %d, %d+%d", ret,
		    w.calls[0], w.calls[1]);

	/* one symbol: its address, size, kind, and the file's */
	TEST_ASSERT(elf_sym__lookup(lib, "exported_fn", &info) == 0 && info.is_dyn &&
			    info.is_func &&
			    info.addr == rsym_find(syms_all, n, "exported_fn", false)->value,
		    "lib.so: exported_fn at %#llx", (unsigned long long)info.addr);
	TEST_ASSERT(elf_sym__lookup(stripped, "global_data", &info) == 0 && !info.is_func &&
			    info.size == 4 && info.first_load == 0,
		    "stripped: global_data from .dynsym");
	TEST_ASSERT(elf_sym__lookup(stripped, "local_fn", &info) == -ENOENT,
		    "stripped: local_fn found");
	n = readelf_syms(exe, syms_all, ARRAY_SIZE(syms_all));
	TEST_ASSERT(elf_sym__lookup(exe, "local_fn", &info) == 0 && !info.is_dyn &&
			    info.addr == rsym_find(syms_all, n, "local_fn", false)->value &&
			    info.first_load == 0x400000,
		    "exec: local_fn at %#llx, first load %#llx", (unsigned long long)info.addr,
		    (unsigned long long)info.first_load);
	TEST_ASSERT(elf_sym__lookup(exe, "puts", &info) == -ENOENT, "an undefined symbol found");
	TEST_ASSERT(elf_sym__lookup(p.src, "main", &info) == -ENOEXEC, "a C file taken for ELF");
	progs_cleanup(&p);
	return TEST_OK;
}

/* The PT_LOAD segments readelf -lW lists for path; their number, or -1. */
static int readelf_loads(const char *path, struct dso_segment *out, int max)
{
	FILE *f = tool_output("readelf -lW", path);
	char line[512];
	int n = 0;

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		unsigned long long off, vaddr, memsz;

		if (n < max &&
		    sscanf(line, " LOAD %llx %llx %*x %*x %llx", &off, &vaddr, &memsz) == 3)
			out[n++] = (struct dso_segment){ vaddr, off, memsz };
	}
	pclose(f);
	return n;
}

/* The file offset of section name (readelf -SW), or 0. */
static unsigned long long readelf_section_offset(const char *path, const char *name)
{
	FILE *f = tool_output("readelf -SW", path);
	unsigned long long addr, off = 0;
	char line[512], sec[64];

	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f)) {
		char *p = strchr(line, ']');

		if (p && sscanf(p + 1, " %63s %*s %llx %llx", sec, &addr, &off) == 3 &&
		    !strcmp(sec, name))
			break;
		off = 0;
	}
	pclose(f);
	return off;
}

/* path's segments are readelf's (of the file want_of, for a debug file) and of its kind */
static int check_segments(struct test_ctx *t, const char *path, const char *want_of, bool exec)
{
	struct dso_segment want[16], *segs;
	size_t nr;
	bool is_exec;
	int n = readelf_loads(want_of, want, ARRAY_SIZE(want));

	TEST_ASSERT(n > 1, "readelf -l %s: %d segments", want_of, n);
	TEST_ASSERT(elf__read_segments(path, &segs, &nr, &is_exec) == 0, "%s: no segments", path);
	TEST_ASSERT(nr == (size_t)n && is_exec == exec, "%s: %zu segments, exec %d", path, nr,
		    is_exec);
	for (size_t i = 0; i < nr; i++) {
		TEST_ASSERT(
			segs[i].vaddr == want[i].vaddr && segs[i].offset == want[i].offset &&
				segs[i].size == want[i].size,
			"%s: segment %zu at %#llx offset %#llx size %#llx, want %#llx %#llx %#llx",
			path, i, (unsigned long long)segs[i].vaddr,
			(unsigned long long)segs[i].offset, (unsigned long long)segs[i].size,
			(unsigned long long)want[i].vaddr, (unsigned long long)want[i].offset,
			(unsigned long long)want[i].size);
	}
	free(segs);
	return TEST_OK;
}

DEFINE_TEST(
	test__symbol_elf_segments,
	"symbol-elf: PT_LOAD segments of PIE, non-PIE, their debug files and objects; an object's symbols")
{
	char pie[160], exe[160], obj[160], dbg[160], pie_dbg[160];
	struct dso_segment *segs;
	struct symtab tab;
	struct progs p;
	bool is_exec = true;
	size_t nr = 1;
	int n, ret = progs_setup(t, &p);

	if (ret)
		return ret;
	in_dir(&p, "pie", pie, sizeof(pie));
	in_dir(&p, "exec", exe, sizeof(exe));
	in_dir(&p, "t.o", obj, sizeof(obj));
	in_dir(&p, "exec.debug", dbg, sizeof(dbg));
	in_dir(&p, "pie.debug", pie_dbg, sizeof(pie_dbg));
	ret = build(t, &p, "pie", "-fPIE -pie") || build(t, &p, "exec", "-no-pie -fno-pie") ||
	      build(t, &p, "t.o", "-c");
	if (!ret && (run("objcopy --only-keep-debug '%s' '%s'", exe, dbg) ||
		     run("objcopy --only-keep-debug '%s' '%s'", pie, pie_dbg))) {
		snprintf(t->reason, sizeof(t->reason), "objcopy --only-keep-debug failed");
		ret = TEST_FAIL;
	}
	/* a PIE's first segment at 0, an executable's at its link address */
	ret = ret ?: check_segments(t, pie, pie, false);
	ret = ret ?: check_segments(t, exe, exe, true);
	/* a debug file's segments have no bytes: the offsets are those of the file that ran */
	ret = ret ?: check_segments(t, dbg, exe, true);
	ret = ret ?: check_segments(t, pie_dbg, pie, false);
	/* and a distribution's: libc's, when its debug file is installed */
	if (!ret) {
		const char *libc = "/lib/x86_64-linux-gnu/libc.so.6";
		struct build_id bid;
		char *debug = NULL;

		if (!filename__read_build_id(libc, &bid))
			debug = build_id__debug_path(&bid);
		if (debug && !access(debug, R_OK))
			ret = check_segments(t, debug, libc, false);
		free(debug);
	}
	if (ret) {
		progs_cleanup(&p);
		return ret;
	}
	/* so that the debug file alone puts the symbols at the file offsets of the program */
	for (int i = 0; i < 2; i++) {
		u64 at[2];

		for (int k = 0; k < 2; k++) {
			struct symbol *s;

			symtab__init(&tab);
			symtab__load_elf(&tab, k ? dbg : exe, NULL, 0, 0);
			s = symtab__find_by_name(&tab, i ? "global_data" : "exported_fn");
			at[k] = s ? s->start : 0;
			symtab__exit(&tab);
		}
		TEST_ASSERT(at[0] && at[0] == at[1],
			    "%s at %#llx in the program, %#llx by its debug file",
			    i ? "global_data" : "exported_fn", (unsigned long long)at[0],
			    (unsigned long long)at[1]);
	}
	/* an object file has none: its symbols are at their sections' file offsets */
	TEST_ASSERT(elf__read_segments(obj, &segs, &nr, &is_exec) == 0 && !nr && !is_exec,
		    "t.o: %zu segments", nr);
	free(segs);
	n = readelf_syms(obj, syms_all, ARRAY_SIZE(syms_all));
	symtab__init(&tab);
	symtab__load_elf(&tab, obj, NULL, 0, 0);
	{
		const struct rsym *r = rsym_find(syms_all, n, "exported_fn", false);
		const struct symbol *s = symtab__find_by_name(&tab, "exported_fn");
		unsigned long long text = readelf_section_offset(obj, ".text");

		TEST_ASSERT(r && s && text && s->start == text + r->value,
			    "t.o: exported_fn at %#llx, want .text's %#llx + %#llx",
			    s ? (unsigned long long)s->start : 0, text, r ? r->value : 0);
	}
	symtab__exit(&tab);
	/* not ELF, not there */
	TEST_ASSERT(elf__read_segments(p.src, &segs, &nr, &is_exec) == -ENOEXEC && !segs && !nr,
		    "a C file has segments");
	TEST_ASSERT(elf__read_segments("/nonexistent", &segs, &nr, &is_exec) == -ENOENT,
		    "no file has segments");
	progs_cleanup(&p);
	return TEST_OK;
}

/* The entries objdump names "NAME@plt" in the PLT sections of path: their number, or -1. */
static int objdump_plt(const char *path, struct rsym *out, int max)
{
	FILE *f = tool_output("objdump -d -j .plt -j .plt.sec", path);
	char line[512];
	int n = 0;

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		struct rsym *r = &out[n];
		char *at;

		if (n < max && sscanf(line, "%llx <%127[^>]>:", &r->value, r->name) == 2 &&
		    (at = strstr(r->name, "@plt")) && !at[4])
			n++;
	}
	return pclose(f) == 0 ? n : -1;
}

/* The PLT names of name (built with flags) at objdump's addresses, nr_plt of them. */
static int check_plt(struct test_ctx *t, const struct progs *p, const char *name, int nr_plt)
{
	/* a segment that maps every address to itself: the symbols at their ELF addresses */
	static const struct dso_segment same = { 0, 0, ~0ULL };
	struct rsym want[32];
	struct symtab tab;
	char path[160];
	int n, ret;

	in_dir(p, name, path, sizeof(path));
	n = objdump_plt(path, want, ARRAY_SIZE(want));
	TEST_ASSERT(n == nr_plt, "%s: objdump names %d PLT entries, want %d", name, n, nr_plt);
	symtab__init(&tab);
	ret = symtab__load_elf(&tab, path, &same, 1, 0);
	ret = ret < 0 ? ret : symtab__load_plt(&tab, path, &same, 1);
	for (int i = 0; i < n; i++) {
		const struct symbol *s = symtab__find_by_name(&tab, want[i].name);

		TEST_ASSERT(s && s->start == want[i].value && s->size == 16,
			    "%s: %s at %#llx size %u, objdump has it at %#llx", name, want[i].name,
			    s ? (unsigned long long)s->start : 0, s ? s->size : 0, want[i].value);
	}
	n = 0;
	for (size_t i = 0; i < tab.nr; i++)
		n += strstr(tab.syms[i].name, "@plt") != NULL;
	TEST_ASSERT(n == nr_plt && ret >= 0, "%s: %d PLT names, want %d", name, n, nr_plt);
	/*
	 * _init (size 0, before the PLT) ends, for Linux perf (its db-export's rows), where its
	 * fix-up ended it before the PLT names came: at the program's next own symbol (its
	 * lookups past the PLT's start go as its tree goes: symtab__linux_overlay).
	 */
	symtab__fixup(&tab);
	{
		const struct symbol *init = symtab__find_by_name(&tab, "_init");
		u64 next = ~0ULL;

		for (size_t i = 0; init && i < tab.nr; i++) {
			const struct symbol *s = &tab.syms[i];

			if (s->start > init->start && !strstr(s->name, "@plt") && s->start < next)
				next = s->start;
		}
		TEST_ASSERT(
			!init || !nr_plt || symtab__linux_end(&tab, init) == next,
			"%s: _init ends at %#llx for Linux perf, not at the next symbol's %#llx",
			name, init ? (unsigned long long)symtab__linux_end(&tab, init) : 0,
			(unsigned long long)next);
	}
	symtab__exit(&tab);
	return TEST_OK;
}

DEFINE_TEST(
	test__symbol_elf_plt,
	"symbol-elf: PLT entries named as objdump names them: .plt, IBT's .plt.sec, a library's, none")
{
	struct symtab tab;
	struct progs p;
	char exe[160];
	int ret = progs_setup(t, &p);

	if (ret)
		return ret;
	ret = build(t, &p, "exec", "-no-pie -fno-pie") || build(t, &p, "pie", "-fPIE -pie") ||
	      build(t, &p, "ibt", "-fcf-protection=full -Wl,-z,ibtplt") ||
	      build(t, &p, "lib.so", "-fPIC -shared") || build(t, &p, "noplt", "-fno-plt");
	/* puts and strtol; the library calls its own exported_fn through the PLT too */
	ret = ret ?: check_plt(t, &p, "exec", 2);
	ret = ret ?: check_plt(t, &p, "pie", 2);
	ret = ret ?: check_plt(t, &p, "ibt", 2);
	ret = ret ?: check_plt(t, &p, "lib.so", 3);
	ret = ret ?: check_plt(t, &p, "noplt", 0);
	if (ret) {
		progs_cleanup(&p);
		return ret;
	}
	/* at file offsets through the file's own segments */
	in_dir(&p, "exec", exe, sizeof(exe));
	symtab__init(&tab);
	ret = symtab__load_plt(&tab, exe, NULL, 0);
	{
		const struct symbol *s = symtab__find_by_name(&tab, "puts@plt");
		struct rsym want[4];
		int n = objdump_plt(exe, want, ARRAY_SIZE(want));

		for (int i = 0; i < n; i++)
			if (!strcmp(want[i].name, "puts@plt"))
				TEST_ASSERT(s && s->start == want[i].value - 0x400000,
					    "exec: puts@plt at offset %#llx, objdump at %#llx",
					    s ? (unsigned long long)s->start : 0, want[i].value);
		TEST_ASSERT(ret == 2 && n == 2, "exec: %d PLT entries", ret);
	}
	symtab__exit(&tab);
	progs_cleanup(&p);
	return TEST_OK;
}

/* Every reader of an ELF file on path: none may crash; the names it gave are strings. */
static size_t load_all(const char *path)
{
	static const struct dso_segment same = { 0, 0, ~0ULL };
	struct dso_segment *segs;
	struct elf_sym_info info;
	struct symtab tab;
	size_t nr, names = 0;
	bool flag;

	symtab__init(&tab);
	symtab__load_elf(&tab, path, NULL, 0, 0);
	symtab__load_elf(&tab, path, &same, 1, ELF_LOAD_KEEP_VADDR);
	symtab__load_plt(&tab, path, NULL, 0);
	symtab__fixup(&tab);
	for (size_t i = 0; i < tab.nr; i++)
		names += strlen(tab.syms[i].name);
	symtab__exit(&tab);
	if (!elf__read_segments(path, &segs, &nr, &flag))
		free(segs);
	elf_sym__lookup(path, "exported_fn", &info);
	return names;
}

/* Writes data, with the bytes at off replaced by the n bytes of v (little-endian). */
static int write_patched(const char *path, const char *data, size_t len, size_t off, u64 v,
			 size_t n)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	char *copy = xmalloc(len);
	ssize_t w;

	memcpy(copy, data, len);
	if (off + n <= len)
		memcpy(copy + off, &v, n);
	w = fd >= 0 ? write(fd, copy, len) : -1;
	free(copy);
	if (fd >= 0)
		close(fd);
	return w == (ssize_t)len ? 0 : -EIO;
}

#define FIELD(type, f) offsetof(type, f), sizeof(((type *)0)->f)

DEFINE_TEST(
	test__symbol_elf_damaged,
	"symbol-elf: damaged ELF files (cut anywhere, bogus headers, sizes, offsets, links) read without a crash")
{
	static const struct {
		size_t off, n;
		u64 v[4];
	} shdr_damage[] = {
		{ FIELD(Elf64_Shdr, sh_offset), { ~0ULL, 1ULL << 40, 0xfffffff0, 0 } },
		{ FIELD(Elf64_Shdr, sh_size), { ~0ULL, 1ULL << 40, 0xfffffff0, 1 } },
		{ FIELD(Elf64_Shdr, sh_entsize), { 0, 1, 3, ~0ULL } },
		{ FIELD(Elf64_Shdr, sh_link), { 0xffffffff, 0xffff, 0, 1 } },
		{ FIELD(Elf64_Shdr, sh_name), { 0xffffffff, 0xfffffff, 1, 0 } },
		{ FIELD(Elf64_Shdr, sh_type), { SHT_SYMTAB, SHT_DYNSYM, SHT_NOBITS, SHT_RELA } },
		{ FIELD(Elf64_Shdr, sh_addr), { ~0ULL, 0, 1ULL << 63, 0x1000 } },
	},
	  ehdr_damage[] = {
		  { FIELD(Elf64_Ehdr, e_shoff), { ~0ULL, 0, 0xfffffff0, 64 } },
		  { FIELD(Elf64_Ehdr, e_shnum), { 0xffff, 0, 1, 0xff00 } },
		  { FIELD(Elf64_Ehdr, e_shstrndx), { 0xffff, 0, 1, 0xfeff } },
		  { FIELD(Elf64_Ehdr, e_shentsize), { 0, 1, 0xffff, 32 } },
		  { FIELD(Elf64_Ehdr, e_phoff), { ~0ULL, 0, 0xfffffff0, 1 } },
		  { FIELD(Elf64_Ehdr, e_phnum), { 0xffff, 0, 1, 0xff00 } },
		  { FIELD(Elf64_Ehdr, e_phentsize), { 0, 1, 0xffff, 32 } },
	  },
	  phdr_damage[] = {
		  { FIELD(Elf64_Phdr, p_offset), { ~0ULL, 1ULL << 40, 0xfff, 0 } },
		  { FIELD(Elf64_Phdr, p_vaddr), { ~0ULL, 0, 1ULL << 63, 0xfff } },
		  { FIELD(Elf64_Phdr, p_memsz), { ~0ULL, 0, 1ULL << 63, 1 } },
		  { FIELD(Elf64_Phdr, p_align), { 0, ~0ULL, 1ULL << 63, 3 } },
	  },
	  sym_damage[] = {
		  { FIELD(Elf64_Sym, st_name), { 0xffffffff, 0xfffffff, 0, 1 } },
		  { FIELD(Elf64_Sym, st_shndx), { 0xffff, 0xfff1, 0xff00, 0x7fff } },
		  { FIELD(Elf64_Sym, st_value), { ~0ULL, 0, 1ULL << 63, 0xfff } },
		  { FIELD(Elf64_Sym, st_size), { ~0ULL, 0, 1ULL << 32, 1 } },
	  };
	char lib[160], bad[160];
	const Elf64_Ehdr *eh;
	struct progs p;
	char *data;
	size_t len;
	int fd, ret = progs_setup(t, &p);

	if (ret)
		return ret;
	in_dir(&p, "lib.so", lib, sizeof(lib));
	in_dir(&p, "bad.so", bad, sizeof(bad));
	if (build(t, &p, "lib.so", "-fPIC -shared") || read_file(lib, &data, &len)) {
		progs_cleanup(&p);
		return TEST_FAIL;
	}
	eh = (const Elf64_Ehdr *)data;
	TEST_ASSERT(load_all(lib) > 0, "lib.so: no symbols");

	/*
	 * cut anywhere, from the whole file down to nothing: at each byte where the headers
	 * and the tables are (the first and the last 4 KiB), every 61st byte of the code
	 */
	fd = open(bad, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	TEST_ASSERT(fd >= 0 && write(fd, data, len) == (ssize_t)len, "writing %s", bad);
	for (size_t n = len; n-- > 0;) {
		if (n > 4096 && n + 4096 < len && n % 61)
			continue;
		TEST_ASSERT(!ftruncate(fd, n), "ftruncate");
		load_all(bad);
	}
	close(fd);

	/* one field of the ELF header, of each program header, section header, symbol */
	for (size_t i = 0; i < ARRAY_SIZE(ehdr_damage); i++)
		for (int k = 0; k < 4; k++) {
			TEST_ASSERT(!write_patched(bad, data, len, ehdr_damage[i].off,
						   ehdr_damage[i].v[k], ehdr_damage[i].n),
				    "writing %s", bad);
			load_all(bad);
		}
	for (size_t ph = 0; ph < eh->e_phnum; ph++)
		for (size_t i = 0; i < ARRAY_SIZE(phdr_damage); i++)
			for (int k = 0; k < 4; k++) {
				size_t at =
					eh->e_phoff + ph * sizeof(Elf64_Phdr) + phdr_damage[i].off;

				TEST_ASSERT(!write_patched(bad, data, len, at, phdr_damage[i].v[k],
							   phdr_damage[i].n),
					    "writing %s", bad);
				load_all(bad);
			}
	for (size_t sh = 0; sh < eh->e_shnum; sh++) {
		const Elf64_Shdr *s = (const Elf64_Shdr *)(data + eh->e_shoff) + sh;

		for (size_t i = 0; i < ARRAY_SIZE(shdr_damage); i++)
			for (int k = 0; k < 4; k++) {
				size_t at =
					eh->e_shoff + sh * sizeof(Elf64_Shdr) + shdr_damage[i].off;

				TEST_ASSERT(!write_patched(bad, data, len, at, shdr_damage[i].v[k],
							   shdr_damage[i].n),
					    "writing %s", bad);
				load_all(bad);
			}
		/* each symbol of the symbol tables */
		if (s->sh_type != SHT_SYMTAB && s->sh_type != SHT_DYNSYM)
			continue;
		for (size_t sym = 1; sym < s->sh_size / sizeof(Elf64_Sym); sym++)
			for (size_t i = 0; i < ARRAY_SIZE(sym_damage); i++)
				for (int k = 0; k < 4; k++) {
					size_t at = s->sh_offset + sym * sizeof(Elf64_Sym) +
						    sym_damage[i].off;

					TEST_ASSERT(!write_patched(bad, data, len, at,
								   sym_damage[i].v[k],
								   sym_damage[i].n),
						    "writing %s", bad);
					load_all(bad);
				}
	}
	free(data);
	progs_cleanup(&p);
	return TEST_OK;
}

DEFINE_TEST(test__symbol_elf_perf_map, "symbol-elf: a JIT's perf map: good, bad and huge lines")
{
	static const char head[] = "1000 10 one\n"
				   "0x2000 0x20 two words\n"
				   "3000\t30\ttabbed\n"
				   "4000 40 \n"
				   "4000 40\n"
				   "4000\n"
				   "zz 10 bad_start\n"
				   "5000 zz bad_size\n"
				   "5000 10x bad_size_end\n"
				   "\n"
				   "6000 60  two_spaces\n"
				   "fffffffffffff000 ffffffffffffffff top\n";
	static const struct {
		u64 addr;
		const char *name; /* NULL: no symbol there */
	} want[] = {
		{ 0x1000, "one" },	 { 0x100f, "one" },
		{ 0x1010, NULL },	 { 0x201f, "two words" },
		{ 0x3000, "tabbed" },	 { 0x4000, NULL },
		{ 0x5000, NULL },	 { 0x6000, " two_spaces" },
		{ 0x9000, "last" },	 { 0xfffffffffffff000ULL, "top" },
		{ ~0ULL, "top" },	 { 0x10000000, NULL },
		{ 0x20000000, "jit_0" }, { 0x20000000 + 99999 * 0x100 + 0xff, "jit_99999" },
	};
	char path[] = "/tmp/perf-test-map-XXXXXX", *name;
	const size_t name_len = 1 << 20;
	struct symtab tab;
	struct symbol *s;
	FILE *f;
	int fd = mkstemp(path), n;

	TEST_ASSERT(fd >= 0 && (f = fdopen(fd, "w")), "mkstemp");
	fputs(head, f);
	/* a name of a MiB, many lines, and a last line without its newline */
	name = xmalloc(name_len + 1);
	memset(name, 'n', name_len);
	name[name_len] = '\0';
	fprintf(f, "7000 70 %s\n", name);
	for (int i = 0; i < 100000; i++)
		fprintf(f, "%x 100 jit_%d\n", 0x20000000 + i * 0x100, i);
	fputs("9000 90 last", f);
	TEST_ASSERT(!fclose(f), "writing %s", path);

	symtab__init(&tab);
	n = symtab__load_perf_map(&tab, path);
	unlink(path);
	symtab__fixup(&tab);
	/* one, two words, tabbed, two_spaces, top, the long name, 100000 jit_N, last */
	TEST_ASSERT(n == 100007 && tab.nr == 100007, "%d symbols read, %zu in the table", n,
		    tab.nr);
	for (size_t i = 0; i < ARRAY_SIZE(want); i++) {
		s = symtab__find(&tab, want[i].addr);
		TEST_ASSERT(want[i].name ? s && !strcmp(s->name, want[i].name) : !s,
			    "%#llx: %.40s, want %s", (unsigned long long)want[i].addr,
			    s ? s->name : "nothing", want[i].name ? want[i].name : "nothing");
	}
	s = symtab__find(&tab, 0x7000);
	TEST_ASSERT(s && !strcmp(s->name, name) && s->size == 0x70, "the long name");
	free(name);
	symtab__exit(&tab);

	symtab__init(&tab);
	TEST_ASSERT(symtab__load_perf_map(&tab, path) == -ENOENT && !tab.nr, "a map that is gone");
	symtab__exit(&tab);
	return TEST_OK;
}
