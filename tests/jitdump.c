// SPDX-License-Identifier: GPL-2.0
/*
 * jitdump files (util/jitdump.c) written here by a small writer of the format: the code
 * loads named at their times and addresses, moves, an address taken by a later load,
 * source lines, both byte orders; and damaged dumps (cut everywhere, bogus sizes) read for
 * what they hold, without a crash.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include <linux/perf_event.h>

#include "tests/jitdump-walk.h"
#include "tests/spec.h"
#include "tests/tests.h"
#include "util/annotate.h"
#include "util/build-id.h"
#include "util/dso.h"
#include "util/jit-elf.h"
#include "util/jitdump.h"
#include "util/machine.h"
#include "util/map.h"
#include "util/srcline.h"
#include "util/symbol.h"
#include "util/symsrc.h"

/* --- the writer --- */

struct dump {
	struct spec s; /* (s.swap: the other byte order) */
	size_t rec; /* where the open record starts */
	size_t bounds[64]; /* where each record ends */
	size_t nr_bounds;
	size_t name_ends[64]; /* where each load's name ends */
	size_t nr_loads;
};

static void put32(struct dump *d, u32 v)
{
	sp_u32(&d->s, v);
}

static void put64(struct dump *d, u64 v)
{
	sp_u64(&d->s, v);
}

static void put_str(struct dump *d, const char *s)
{
	sp_bytes(&d->s, s, strlen(s) + 1);
}

static void dump_header(struct dump *d, u32 pid)
{
	put32(d, JITDUMP_MAGIC);
	put32(d, 1); /* version */
	put32(d, 40); /* header size */
	put32(d, 62); /* EM_X86_64 */
	put32(d, 0);
	put32(d, pid);
	put64(d, 1); /* timestamp */
	put64(d, 0); /* flags: CLOCK_MONOTONIC */
	d->bounds[d->nr_bounds++] = d->s.len;
}

static void rec_begin(struct dump *d, u32 id, u64 time)
{
	d->rec = d->s.len;
	put32(d, id);
	put32(d, 0); /* its size, when it ends */
	put64(d, time);
}

static void rec_end(struct dump *d)
{
	u32 size = (u32)(d->s.len - d->rec);

	size = d->s.swap ? __builtin_bswap32(size) : size;
	memcpy(d->s.p + d->rec + 4, &size, 4);
	d->bounds[d->nr_bounds++] = d->s.len;
}

static void dump_load(struct dump *d, u64 time, u64 addr, u64 size, u64 index, const char *name)
{
	rec_begin(d, JIT_CODE_LOAD, time);
	put32(d, 42); /* pid */
	put32(d, 43); /* tid */
	put64(d, addr); /* vma */
	put64(d, addr);
	put64(d, size);
	put64(d, index);
	put_str(d, name);
	d->name_ends[d->nr_loads++] = d->s.len;
	for (u64 i = 0; i < size; i++) /* nops, a ret */
		sp_bytes(&d->s, i + 1 == size ? "\xc3" : "\x90", 1);
	rec_end(d);
}

static void dump_move(struct dump *d, u64 time, u64 from, u64 to, u64 size, u64 index)
{
	rec_begin(d, JIT_CODE_MOVE, time);
	put32(d, 42);
	put32(d, 43);
	put64(d, to);
	put64(d, from);
	put64(d, to);
	put64(d, size);
	put64(d, index);
	rec_end(d);
}

/* Lines for code at addr: line 10 from addr, 11 from addr + 0x20 ("the same file" marker). */
static void dump_debug(struct dump *d, u64 time, u64 addr)
{
	rec_begin(d, JIT_CODE_DEBUG_INFO, time);
	put64(d, addr);
	put64(d, 2);
	put64(d, addr);
	put32(d, 10);
	put32(d, 0);
	put_str(d, "/src/a.js");
	put64(d, addr + 0x20);
	put32(d, 11);
	put32(d, 0);
	put_str(d, "\xff");
	rec_end(d);
}

/*
 * The story the tests replay, in process 42:
 *   t 100  a at 0x1000 (0x40 bytes, lines), t 200  b at 0x2000,
 *   t 300  a moved to 0x3000,               t 400  c at 0x1000 (0x20 bytes: a's old place)
 * and a record of a type to come (skipped), then the end.
 */
static void dump_story(struct dump *d)
{
	dump_header(d, 42);
	dump_debug(d, 90, 0x1000);
	dump_load(d, 100, 0x1000, 0x40, 1, "a");
	dump_load(d, 200, 0x2000, 0x40, 2, "b");
	rec_begin(d, 77, 250);
	put64(d, 0);
	rec_end(d);
	dump_move(d, 300, 0x1000, 0x3000, 0x40, 1);
	dump_load(d, 400, 0x1000, 0x20, 3, "c");
	rec_begin(d, JIT_CODE_CLOSE, 500);
	rec_end(d);
}

static int write_dump(const char *path, const void *p, size_t len)
{
	FILE *f = fopen(path, "w");
	int ok = f && fwrite(p, 1, len, f) == len;

	if (f)
		ok &= !fclose(f);
	return ok ? 0 : -EIO;
}

/*
 * annotate of a's code where it moved to: the dump's bytes (0x3f nops, a ret), shown at
 * the addresses it was loaded at, the sample at +0x10 on its nop
 */
static int check_annotate(struct test_ctx *t, struct addr_location *al)
{
	struct annotate_hit hit = { al->addr, 1, 1 };
	struct annotated_sym s = { al->dso, al->sym, &hit, 1, 1, 1 };
	struct annotate_hists ah = { .nr_samples = 1, .period = 1 };
	struct annotate_opts opts = { 0 };
	struct annotation a;
	const char *why = "";
	size_t nops = 0, rets = 0;
	int ret = TEST_FAIL;

	TEST_ASSERT(annotation__build(&a, &s, &ah, &opts, &why) == 0, "annotate a: %s", why);
	for (size_t i = 0; i < a.nr_lines; i++) {
		const struct annotation_line *l = &a.lines[i];

		if (l->kind != AL_INSN)
			continue;
		nops += !strncmp(l->text, "nop", 3) && l->addr == 0x1000 + l->offset;
		rets += !strncmp(l->text, "ret", 3) && l->addr == 0x103f;
		if (l->nr && (l->addr != 0x1010 || l->percent != 100.0)) {
			snprintf(t->reason, sizeof(t->reason), "a sample at %#llx, %.2f%%",
				 (unsigned long long)l->addr, l->percent);
			goto out;
		}
	}
	if (nops != 0x3f || rets != 1) {
		snprintf(t->reason, sizeof(t->reason), "a: %zu nops and %zu rets at 0x1000", nops,
			 rets);
		goto out;
	}
	ret = TEST_OK;
out:
	annotation__exit(&a);
	return ret;
}

/* --- replay: the machine maps the dump's code as its clock goes --- */

/* The name of the symbol at ip in process 42 at time, or "" */
static const char *name_at(struct machine *m, u64 time, u64 ip, struct addr_location *al)
{
	machine__advance(m, time);
	machine__resolve(m, al, 42, 42, ip, PERF_RECORD_MISC_USER);
	return al->sym ? al->sym->name : "";
}

static int check_story(struct test_ctx *t, const char *path)
{
	struct machine *m = machine__new();
	struct addr_location al;
	const char *line;
	int ret = TEST_FAIL;

	m->clock_monotonic = true;
	/* the runtime's code space, then its announcement */
	machine__process_mmap(m, PERF_RECORD_MISC_USER, 42, 42, 0, 0x10000, 0,
			      PROT_READ | PROT_EXEC, MAP_PRIVATE, NULL, "//anon", 10);
	machine__process_mmap(m, PERF_RECORD_MISC_USER, 42, 42, 0x7f0000000000, 0x1000, 0,
			      PROT_READ | PROT_EXEC, MAP_PRIVATE, NULL, path, 50);
#define EXPECT(time, ip, want)                                                             \
	do {                                                                               \
		const char *got = name_at(m, time, ip, &al);                               \
		if (strcmp(got, want)) {                                                   \
			snprintf(t->reason, sizeof(t->reason),                             \
				 "%s: at time %d, %#x is '%s', not '%s'", path, time, ip, got, \
				 want);                                                    \
			goto out;                                                          \
		}                                                                          \
	} while (0)
	EXPECT(60, 0x1010, ""); /* before its load */
	EXPECT(100, 0x1010, "a");
	EXPECT(150, 0x2010, "");
	TEST_ASSERT(al.dso && al.dso->kind == DSO_KIND_ANON, "not loaded yet, yet not anon");
	EXPECT(200, 0x2010, "b");
	EXPECT(299, 0x3010, "");
	EXPECT(300, 0x3010, "a"); /* moved */
	TEST_ASSERT(al.dso && al.dso->kind == DSO_KIND_JIT && al.dso->origin == DSO_ORIGIN_JITDUMP,
		    "a's DSO is not the jitdump");
	/* where it ran when loaded (annotate's addresses) */
	TEST_ASSERT(dso__offset_to_vaddr(al.dso, al.addr) == 0x1010, "a's address: %#llx",
		    (unsigned long long)dso__offset_to_vaddr(al.dso, al.addr));
	if (check_annotate(t, &al))
		goto out;
	EXPECT(300, 0x3024, "a");
	line = dso__srcline_str(al.dso, al.addr);
	TEST_ASSERT(line && !strcmp(line, "a.js:11"), "a+0x24's line: %s", line ? line : "none");
	EXPECT(300, 0x3004, "a");
	line = dso__srcline_str(al.dso, al.addr);
	TEST_ASSERT(line && !strcmp(line, "a.js:10"), "a+0x4's line: %s", line ? line : "none");
	EXPECT(399, 0x1010, "a"); /* the old place stays a's until taken */
	EXPECT(400, 0x1010, "c"); /* taken */
	line = dso__srcline_str(al.dso, al.addr);
	TEST_ASSERT(!line, "c has lines: %s", line);
	EXPECT(400, 0x1030, "a"); /* past c's end: a's old map, cut */
	EXPECT(400, 0x3010, "a");
	EXPECT(400, 0x2030, "b");
#undef EXPECT
	ret = TEST_OK;
out:
	machine__delete(m);
	return ret;
}

static char *tmp_dir(void)
{
	char tmpl[] = "/tmp/perf-test-jitdump-XXXXXX";

	return mkdtemp(tmpl) ? strdup(tmpl) : NULL;
}

static void rm_dir(char *dir, const char *path)
{
	unlink(path);
	rmdir(dir);
	free(dir);
}

DEFINE_TEST(test__jitdump_story,
	    "jitdump: code named at its time and address, moves, reuse, lines, annotate, both byte orders")
{
	char *dir = tmp_dir(), path[256];
	int ret = TEST_OK;

	TEST_ASSERT(dir, "mkdtemp");
	snprintf(path, sizeof(path), "%s/jit-42.dump", dir);
	for (int swap = 0; swap < 2 && ret == TEST_OK; swap++) {
		struct dump d = { .s.swap = swap };

		dump_story(&d);
		if (write_dump(path, d.s.p, d.s.len)) {
			snprintf(t->reason, sizeof(t->reason), "cannot write %s", path);
			ret = TEST_FAIL;
		} else {
			ret = check_story(t, path);
		}
		free(d.s.p);
	}
	rm_dir(dir, path);
	return ret;
}

DEFINE_TEST(test__jitdump_clock, "jitdump: not used unless the samples' clock is CLOCK_MONOTONIC")
{
	char *dir = tmp_dir(), path[256];
	struct dump d = { 0 };
	struct machine *m;
	struct addr_location al;
	const char *name;

	TEST_ASSERT(dir, "mkdtemp");
	snprintf(path, sizeof(path), "%s/jit-42.dump", dir);
	dump_story(&d);
	TEST_ASSERT(!write_dump(path, d.s.p, d.s.len), "cannot write %s", path);
	free(d.s.p);
	m = machine__new(); /* clock_monotonic false: a recording without -k mono */
	machine__process_mmap(m, PERF_RECORD_MISC_USER, 42, 42, 0x7f0000000000, 0x1000, 0,
			      PROT_READ | PROT_EXEC, MAP_PRIVATE, NULL, path, 50);
	name = name_at(m, 1000, 0x1010, &al);
	machine__delete(m);
	rm_dir(dir, path);
	TEST_ASSERT(!*name, "named '%s' from a dump of another clock", name);
	return TEST_OK;
}

/* --- damaged dumps --- */

/* How many loads a dump cut at len names: those whose name is whole */
static size_t loads_before(const struct dump *d, size_t len)
{
	size_t n = 0;

	for (size_t i = 0; i < d->nr_loads; i++)
		n += d->name_ends[i] <= len;
	return n;
}

/* Open the first len bytes of a dump as a file: its jitdump, or NULL when it is none. */
static struct jitdump *open_cut(const char *path, const void *p, size_t len)
{
	struct jitdump *jd = NULL;

	if (write_dump(path, p, len) || jitdump__open(path, &jd))
		return NULL;
	jitdump__read(jd, false); /* a finished dump: a cut at its end is damage */
	return jd;
}

DEFINE_TEST(test__jitdump_damaged,
	    "jitdump: cut at every byte and with bogus sizes: what it holds, one warning, no crash")
{
	char *dir = tmp_dir(), path[256];
	struct dump d = { 0 };
	int ret = TEST_FAIL;

	TEST_ASSERT(dir, "mkdtemp");
	snprintf(path, sizeof(path), "%s/jit-42.dump", dir);
	dump_story(&d);
	/* cut everywhere: at record boundaries the dump is whole, inside one it is damaged */
	for (size_t len = 0; len <= d.s.len; len++) {
		struct jitdump *jd = open_cut(path, d.s.p, len);
		bool boundary = false;

		for (size_t i = 0; i < d.nr_bounds; i++)
			boundary |= d.bounds[i] == len;
		if (len < 40) {
			if (jd) {
				snprintf(t->reason, sizeof(t->reason), "a %zu-byte header opened", len);
				jitdump__delete(jd);
				goto out;
			}
			continue;
		}
		if (!jd) {
			snprintf(t->reason, sizeof(t->reason), "cut at %zu: not opened", len);
			goto out;
		}
		jitdump_walk(jd, len);
		if (jd->damaged == boundary || jd->nr_loads != loads_before(&d, len)) {
			snprintf(t->reason, sizeof(t->reason),
				 "cut at %zu: damaged %d, %zu loads (want %d, %zu)", len, jd->damaged,
				 jd->nr_loads, !boundary, loads_before(&d, len));
			jitdump__delete(jd);
			goto out;
		}
		jitdump__delete(jd);
	}
	/* a bogus 32-bit size in every record: smaller than a header, past the end, odd */
	for (size_t r = 1; r + 1 < d.nr_bounds; r++) {
		static const u32 sizes[] = { 0, 8, 15, 16, 17, 40, 57, 0x7fffffff, 0xffffffff };

		for (size_t s = 0; s < ARRAY_SIZE(sizes); s++) {
			u8 *p = malloc(d.s.len);
			struct jitdump *jd;

			memcpy(p, d.s.p, d.s.len);
			memcpy(p + d.bounds[r - 1] + 4, &sizes[s], 4);
			jd = open_cut(path, p, d.s.len);
			free(p);
			if (!jd) {
				snprintf(t->reason, sizeof(t->reason), "bogus size %#x: not opened",
					 sizes[s]);
				goto out;
			}
			jitdump_walk(jd, d.s.len);
			jitdump__delete(jd);
		}
	}
	/* a debug record claiming more entries than it holds; a load with a huge code size */
	{
		struct dump e = { 0 };
		struct jitdump *jd;

		dump_header(&e, 42);
		dump_load(&e, 100, 0x1000, 0x40, 1, "a");
		rec_begin(&e, JIT_CODE_DEBUG_INFO, 110);
		put64(&e, 0x2000);
		put64(&e, 1000000);
		rec_end(&e);
		dump_load(&e, 200, 0x2000, 0x40, 2, "b");
		jd = open_cut(path, e.s.p, e.s.len);
		TEST_ASSERT(jd && jd->damaged && jd->nr_loads == 1,
			    "too many debug entries: not stopped there");
		jitdump__delete(jd);
		e.s.len = 0;
		e.nr_bounds = e.nr_loads = 0;
		dump_header(&e, 42);
		dump_load(&e, 100, 0x1000, 0x40, 1, "a");
		/* (code_size: after the header, the record's prefix, pid, tid, vma, code_addr) */
		memcpy(e.s.p + 40 + 40, &(u64){ ~0ULL >> 1 }, 8);
		jd = open_cut(path, e.s.p, e.s.len);
		TEST_ASSERT(jd && jd->damaged && !jd->nr_loads, "a huge code size: taken");
		jitdump__delete(jd);
		free(e.s.p);
	}
	ret = TEST_OK;
out:
	free(d.s.p);
	rm_dir(dir, path);
	return ret;
}

/* --- perf inject --jit: each load an ELF file (util/jit-elf.c) --- */

/* The symbol and the source line at ip in process 42 of m, as "name line" ("-": none) */
static void sym_line_at(struct machine *m, u64 ip, char *buf, size_t len)
{
	struct addr_location al;
	const char *line;

	machine__resolve(m, &al, 42, 42, ip, PERF_RECORD_MISC_USER);
	line = al.dso ? dso__srcline_str(al.dso, al.addr) : NULL;
	snprintf(buf, len, "%s %s", al.sym ? al.sym->name : "-", line ? line : "-");
}

/* The file of a load, read back as any ELF file: code, build-id, the symbol and its lines */
static int check_elf(struct test_ctx *t, const struct jitdump *jd, const struct jit_elf_file *files)
{
	struct machine *m = machine__new();
	u64 text = jit_elf__text_off(jd);
	char at24[128], at4[128], c[128];
	struct build_id bid;
	u8 code[0x40];
	FILE *f;

	/* mapped as inject --jit's MMAP2 maps them: a moved to 0x3000, c at 0x1000 */
	machine__process_mmap(m, PERF_RECORD_MISC_USER, 42, 42, 0x3000, 0x40, text,
			      PROT_READ | PROT_EXEC, MAP_PRIVATE, NULL, files[0].path, 300);
	machine__process_mmap(m, PERF_RECORD_MISC_USER, 42, 42, 0x1000, 0x20, text,
			      PROT_READ | PROT_EXEC, MAP_PRIVATE, NULL, files[2].path, 400);
	sym_line_at(m, 0x3024, at24, sizeof(at24));
	sym_line_at(m, 0x3004, at4, sizeof(at4));
	sym_line_at(m, 0x101f, c, sizeof(c));
	machine__delete(m);
	/* a's name and the dump's lines for it; c's name, no lines */
	TEST_ASSERT(!strcmp(at24, "a a.js:11"), "%s: 0x3024 is '%s'", files[0].path, at24);
	TEST_ASSERT(!strcmp(at4, "a a.js:10"), "%s: 0x3004 is '%s'", files[0].path, at4);
	TEST_ASSERT(!strcmp(c, "c -"), "%s: 0x101f is '%s'", files[2].path, c);
	/* a (index 1): 0x3f nops and a ret at the text offset, the build-id of its note */
	f = fopen(files[0].path, "r");
	TEST_ASSERT(f, "%s: %s", files[0].path, strerror(errno));
	memset(code, 0, sizeof(code));
	if (fseek(f, (long)text, SEEK_SET) || fread(code, 1, 0x40, f) != 0x40)
		memset(code, 0, sizeof(code));
	fclose(f);
	TEST_ASSERT(code[0] == 0x90 && code[0x3e] == 0x90 && code[0x3f] == 0xc3,
		    "%s: not a's code at %#llx", files[0].path, (unsigned long long)text);
	TEST_ASSERT(!filename__read_build_id(files[0].path, &bid) &&
			    build_id__equal(&bid, &files[0].bid),
		    "%s: not the build-id said", files[0].path);
	TEST_ASSERT(!build_id__equal(&files[0].bid, &files[1].bid), "a and b: one build-id");
	return TEST_OK;
}

DEFINE_TEST(
	test__jitdump_elf,
	"jitdump: each load as an ELF file (inject --jit): code, symbol, build-id, lines, both byte orders")
{
	char *dir = tmp_dir(), path[256], *failed = NULL;
	int ret = TEST_OK;

	TEST_ASSERT(dir, "mkdtemp");
	snprintf(path, sizeof(path), "%s/jit-42.dump", dir);
	for (int swap = 0; swap < 2 && ret == TEST_OK; swap++) {
		struct dump d = { .s.swap = swap };
		struct jit_elf_file *files = NULL;
		struct jitdump *jd = NULL;
		char want[300];

		dump_story(&d);
		if (write_dump(path, d.s.p, d.s.len) || jitdump__open(path, &jd)) {
			snprintf(t->reason, sizeof(t->reason), "cannot write or read %s", path);
			ret = TEST_FAIL;
		} else if (jitdump__read(jd, false), jit_elf__write_all(jd, &files, &failed)) {
			snprintf(t->reason, sizeof(t->reason), "cannot write %s", failed);
			ret = TEST_FAIL;
		} else {
			/* Linux perf's names: jitted-PID-INDEX.so beside the dump */
			snprintf(want, sizeof(want), "%s/jitted-42-3.so", dir);
			ret = jd->nr_loads == 3 && !strcmp(files[2].path, want) ?
				      check_elf(t, jd, files) :
				      TEST_FAIL;
			if (ret && !*t->reason)
				snprintf(t->reason, sizeof(t->reason), "%zu loads, c's file %s",
					 jd->nr_loads, files[2].path);
			for (size_t i = 0; i < jd->nr_loads; i++)
				unlink(files[i].path);
		}
		if (jd)
			jit_elf__free_all(files, jd->nr_loads);
		jitdump__delete(jd);
		free(failed);
		free(d.s.p);
	}
	rm_dir(dir, path);
	return ret;
}
