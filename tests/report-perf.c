// SPDX-License-Identifier: GPL-2.0
/*
 * The short cuts that make perf report fast must give what the plain ways give: symbol
 * lookups through the bucket index, kallsyms loaded by the prefetch thread, call graphs
 * built from interned chains at the end.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <elf.h>
#include <linux/perf_event.h>

#include "tests/tests.h"
#include "util/callchain.h"
#include "util/dso.h"
#include "util/kallsyms.h"
#include "util/machine.h"
#include "util/symbol.h"

static u64 rnd_state = 0x243f6a8885a308d3ULL;

static u64 rnd(void)
{
	rnd_state ^= rnd_state << 13;
	rnd_state ^= rnd_state >> 7;
	rnd_state ^= rnd_state << 17;
	return rnd_state;
}

DEFINE_TEST(test__symtab_index, "symbol: the bucket index finds what a plain binary search finds")
{
	static const size_t sizes[] = { 3, 9, 100, 5000 };

	for (size_t si = 0; si < ARRAY_SIZE(sizes); si++) {
		for (int outlier = 0; outlier < 2; outlier++) {
			struct symtab tab;
			u64 addr = 0x400000, lo, hi;
			char name[32];

			symtab__init(&tab);
			for (size_t i = 0; i < sizes[si]; i++) {
				/* gaps, zero sizes, aliases and symbols nested in bigger ones */
				u64 size = rnd() % 4 ? rnd() % 300 : 0;

				if (rnd() % 8 == 0 && i)
					addr -= rnd() % 64; /* overlaps the previous one */
				snprintf(name, sizeof(name), "f%zu", i);
				symtab__add(&tab, addr, size, name, strlen(name),
					    rnd() % 3 ? STB_GLOBAL : STB_LOCAL, STT_FUNC);
				addr += rnd() % 400;
			}
			if (outlier) /* far away, like a module after the core kernel */
				symtab__add(&tab, addr + (1ULL << 30), 16, "far", 3, STB_GLOBAL,
					    STT_FUNC);
			symtab__fixup(&tab);
			TEST_ASSERT(tab.nr < 8 || tab.index_nr, "no index on %zu symbols", tab.nr);
			lo = tab.syms[0].start - 100;
			hi = symbol__end(&tab.syms[tab.nr - 1]) + 100;
			for (int k = 0; k < 20000; k++) {
				u64 a = k < 10000 ? lo + rnd() % (hi - lo) :
						    tab.syms[rnd() % tab.nr].start + rnd() % 3 - 1;
				struct symbol *with = symtab__find(&tab, a), *without;
				size_t saved = tab.index_nr;

				tab.index_nr = 0; /* the plain search */
				without = symtab__find(&tab, a);
				tab.index_nr = saved;
				TEST_ASSERT(with == without, "%zu symbols: %#llx gives %s, want %s",
					    tab.nr, (unsigned long long)a,
					    with ? with->name : "none",
					    without ? without->name : "none");
			}
			symtab__exit(&tab);
		}
	}
	return TEST_OK;
}

/* Symbol x of a (compact or array) table found at addr and equal to want (NULL: none). */
static bool same_sym(const struct symbol *x, const struct symbol *want)
{
	if (!x || !want)
		return x == want;
	return x->start == want->start && x->size == want->size && x->binding == want->binding &&
	       x->type == want->type && !x->shadowed && !strcmp(x->name, want->name);
}

/* kallsyms' shape: zero sizes (each to the next), aliases, "__pfx_" pads, names in chunks */
static void kallsyms_like(struct symtab *tab, size_t n)
{
	static const u8 bind[] = { STB_LOCAL, STB_GLOBAL, STB_WEAK };
	u64 addr = 0xffffffff81000000ULL;
	char name[64];

	symtab__init(tab);
	for (size_t i = 0; i < n; i++) {
		int len = snprintf(name, sizeof(name), "a_kernel_function_name_%zu", i);

		if (rnd() % 2) { /* its padding first, whose name ends with the function's */
			char pfx[80];
			int plen = snprintf(pfx, sizeof(pfx), "__pfx_%s", name);

			symtab__add(tab, addr, 0, pfx, (size_t)plen, STB_LOCAL, STT_FUNC);
			addr += 16;
		}
		symtab__add(tab, addr, 0, name, (size_t)len, bind[rnd() % 3], STT_FUNC);
		if (rnd() % 8) /* else the next one is an alias */
			addr += 1 + rnd() % 600;
	}
	symtab__fixup(tab);
}

DEFINE_TEST(test__symtab_compact,
	    "symbol: a compact table (kallsyms') answers every lookup as the array does")
{
	struct symtab a, b;
	u64 lo, hi;

	kallsyms_like(&a, 30000);
	/* b: a's symbols as fixed up, added again (each reaches to the next) */
	symtab__init(&b);
	for (size_t i = 0; i < a.nr; i++)
		symtab__add(&b, a.syms[i].start, a.syms[i].size, a.syms[i].name,
			    strlen(a.syms[i].name), a.syms[i].binding, STT_FUNC);
	symtab__fixup(&b);
	TEST_ASSERT(b.nr_chunks > 2, "the names fill %zu chunks: too few to test", b.nr_chunks);
	TEST_ASSERT(symtab__compact(&b) && b.off && !b.syms, "a kallsyms-like table not compacted");
	TEST_ASSERT(b.nr == a.nr && !symtab__compact(&b), "compacted twice, or lost symbols");
	lo = a.syms[0].start - 100;
	hi = symbol__end(&a.syms[a.nr - 1]) + 100;
	for (int k = 0; k < 200000; k++) {
		u64 x = k % 2 ? lo + rnd() % (hi - lo) : a.syms[rnd() % a.nr].start + rnd() % 3 - 1;
		struct symbol *want = symtab__find(&a, x), *got = symtab__find(&b, x);

		TEST_ASSERT(same_sym(got, want), "%#llx: compact %s, array %s",
			    (unsigned long long)x, got ? got->name : "none",
			    want ? want->name : "none");
		TEST_ASSERT(symtab__find_any(&b, x) == got && symtab__find(&b, x) == got,
			    "%#llx: a second lookup gives another symbol", (unsigned long long)x);
		TEST_ASSERT(!got || (symtab__owns(&b, got) && symtab__spans(&b, got)),
			    "%#llx: %s not the table's own", (unsigned long long)x, got->name);
	}
	for (size_t i = 0; i < a.nr; i += 97) {
		struct symbol *s = symtab__at(&b, i);

		TEST_ASSERT(same_sym(s, &a.syms[i]) && s == symtab__find(&b, s->start),
			    "symbol %zu: %s, want %s", i, s->name, a.syms[i].name);
		TEST_ASSERT(same_sym(symtab__find_by_name(&b, a.syms[i].name),
				     symtab__find_by_name(&a, a.syms[i].name)),
			    "by name: %s", a.syms[i].name);
	}
	TEST_ASSERT(!symtab__find_by_name(&b, "no_such_symbol") && !symtab__owns(&b, &a.syms[0]),
		    "found what is not there");
	/* a symbol added later: back to the array, the symbols handed out still good */
	{
		struct symbol *before = symtab__find(&b, a.syms[5].start);
		u64 far = symbol__end(&a.syms[a.nr - 1]) + 0x10000;

		symtab__add(&b, far, 0, "added_later", 11, STB_GLOBAL, STT_FUNC);
		symtab__fixup(&b);
		TEST_ASSERT(!b.off && b.syms && b.nr == a.nr + 1, "not back to the array");
		TEST_ASSERT(same_sym(before, &a.syms[5]), "a symbol handed out changed");
		TEST_ASSERT(symtab__find(&b, far + 1) &&
				    !strcmp(symtab__find(&b, far + 1)->name, "added_later") &&
				    same_sym(symtab__find(&b, a.syms[7].start), &a.syms[7]),
			    "lookups after the symbol added");
	}
	symtab__exit(&b);
	/* tables it does not fit stay arrays: a gap after a sized symbol, 4 GB and more */
	symtab__init(&b);
	symtab__add(&b, 0x1000, 0x10, "sized", 5, STB_GLOBAL, STT_FUNC);
	symtab__add(&b, 0x2000, 0, "next", 4, STB_GLOBAL, STT_FUNC);
	symtab__fixup(&b);
	TEST_ASSERT(!symtab__compact(&b) && b.syms && !symtab__find(&b, 0x1800),
		    "a table with a gap compacted");
	symtab__exit(&b);
	symtab__init(&b);
	symtab__add(&b, 0x1000, 0, "low", 3, STB_GLOBAL, STT_FUNC);
	symtab__add(&b, 0x1000 + (1ULL << 32), 0, "high", 4, STB_GLOBAL, STT_FUNC);
	symtab__fixup(&b);
	TEST_ASSERT(!symtab__compact(&b) && b.syms, "a table spanning 4 GB compacted");
	symtab__exit(&b);
	symtab__exit(&a);
	return TEST_OK;
}

static const char kallsyms_text[] = "ffffffff81000000 T _text\n"
				    "ffffffff81000000 T startup_64\n"
				    "ffffffff81000100 t early_fn\n"
				    "ffffffff81000100 W early_alias\n"
				    "ffffffff81000200 D some_data\n"
				    "ffffffff81000300 T core_fn\n"
				    "ffffffffc0001000 t mod_a_fn\t[mod_a]\n"
				    "ffffffffc0001100 t mod_a_fn2\t[mod_a]\n"
				    "ffffffffc0002000 T mod_b_fn\t[mod_b]\n"
				    "ffffffff81000400 T late_core_fn\n"
				    "ffffffffc0001200 T mod_a_fn3\t[mod_a]\n"
				    "ffffffff81000500 t last_fn";

static bool same_table(const struct symtab *a, const struct symtab *b)
{
	if (a->nr != b->nr)
		return false;
	for (size_t i = 0; i < a->nr; i++) {
		const struct symbol *x = symtab__at(a, i), *y = symtab__at(b, i);

		if (x->start != y->start || x->size != y->size || x->binding != y->binding ||
		    strcmp(x->name, y->name))
			return false;
	}
	return true;
}

/* A machine with the kernel and, when with_mod, mod_a's map (mod_b has none). */
static struct machine *kallsyms_machine(bool with_mod)
{
	struct machine *m = machine__new();

	machine__process_mmap(m, PERF_RECORD_MISC_KERNEL, -1, 0, 0xffffffff81000000ULL, 0x1000000,
			      0xffffffff81000000ULL, 5, 0, NULL, "[kernel.kallsyms]_text", 0);
	if (with_mod)
		machine__process_mmap(m, PERF_RECORD_MISC_KERNEL, -1, 0, 0xffffffffc0001000ULL,
				      0x1000, 0, 5, 0, NULL, "/lib/modules/x/mod_a.ko", 0);
	return m;
}

DEFINE_TEST(test__kallsyms_prefetch, "kallsyms: a prefetched load builds what a direct load builds")
{
	char path[] = "/tmp/perf-test-kallsyms-XXXXXX";
	int fd = mkstemp(path);

	TEST_ASSERT(fd >= 0, "mkstemp");
	TEST_ASSERT(write(fd, kallsyms_text, sizeof(kallsyms_text) - 1) ==
			    (ssize_t)sizeof(kallsyms_text) - 1,
		    "write");
	close(fd);
	for (int with_mod = 0; with_mod < 2; with_mod++) {
		struct machine *direct = kallsyms_machine(with_mod),
			       *pre = kallsyms_machine(with_mod);
		int n_direct, n_pre;

		n_direct = dso__load_kallsyms(machine__kernel_dso(direct), path);
		perf_jobs = 2; /* (the prefetch runs with two CPUs or more) */
		machine__prefetch_kallsyms(pre, path);
		perf_jobs = 0;
		TEST_ASSERT(pre->ksyms.prefetch, "no prefetch started");
		n_pre = dso__load_kallsyms(machine__kernel_dso(pre), path);
		TEST_ASSERT(!pre->ksyms.prefetch, "the prefetch was not taken");
		TEST_ASSERT(n_direct == n_pre && n_direct > 0, "modules %d: %d symbols, direct %d",
			    with_mod, n_pre, n_direct);
		TEST_ASSERT(same_table(&machine__kernel_dso(direct)->symtab,
				       &machine__kernel_dso(pre)->symtab),
			    "modules %d: kernel tables differ", with_mod);
		/* the kernel's table in its compact form, either way */
		TEST_ASSERT(
			machine__kernel_dso(direct)->symtab.off &&
				machine__kernel_dso(pre)->symtab.off,
			"modules %d: the kernel's table is not compact (direct %d, prefetched %d)",
			with_mod, !!machine__kernel_dso(direct)->symtab.off,
			!!machine__kernel_dso(pre)->symtab.off);
		if (with_mod) {
			struct dso *a = machine__find_dso(direct, "/lib/modules/x/mod_a.ko");
			struct dso *b = machine__find_dso(pre, "/lib/modules/x/mod_a.ko");

			TEST_ASSERT(a && b && a->symtab.nr == 3, "mod_a has %zu symbols, want 3",
				    a ? a->symtab.nr : 0);
			TEST_ASSERT(same_table(&a->symtab, &b->symtab), "mod_a tables differ");
		}
		machine__delete(direct);
		machine__delete(pre);
	}
	/* without module lines the thread fixes the table up (and makes it compact) itself */
	{
		char core[] = "/tmp/perf-test-kallsyms-core-XXXXXX";
		size_t core_len =
			(size_t)(strstr(kallsyms_text, "ffffffffc0001000") - kallsyms_text);
		struct machine *direct = kallsyms_machine(false), *pre = kallsyms_machine(false);
		int n_direct, n_pre;

		fd = mkstemp(core);
		TEST_ASSERT(fd >= 0 && write(fd, kallsyms_text, core_len) == (ssize_t)core_len,
			    "write");
		close(fd);
		n_direct = dso__load_kallsyms(machine__kernel_dso(direct), core);
		perf_jobs = 2;
		machine__prefetch_kallsyms(pre, core);
		perf_jobs = 0;
		TEST_ASSERT(pre->ksyms.prefetch, "no prefetch started");
		n_pre = dso__load_kallsyms(machine__kernel_dso(pre), core);
		unlink(core);
		TEST_ASSERT(n_direct == n_pre && n_direct == 5, "%d symbols, direct %d, want 5",
			    n_pre, n_direct);
		TEST_ASSERT(same_table(&machine__kernel_dso(direct)->symtab,
				       &machine__kernel_dso(pre)->symtab) &&
				    machine__kernel_dso(pre)->symtab.off,
			    "core only: the tables differ, or the prefetched one is not compact");
		machine__delete(direct);
		machine__delete(pre);
	}
	/* one not taken is dropped with its machine, and one of another file is not used */
	{
		struct machine *m = kallsyms_machine(false);

		machine__prefetch_kallsyms(m, "/nonexistent/kallsyms");
		TEST_ASSERT(dso__load_kallsyms(machine__kernel_dso(m), path) > 0 &&
				    m->ksyms.prefetch,
			    "a prefetch of another file was taken");
		machine__delete(m);
	}
	unlink(path);
	return TEST_OK;
}

/* Prints a tree into a string. */
static char *tree_text(struct callchain_root *root, enum chain_mode mode, enum chain_value value,
		       u64 total)
{
	struct callchain_param p = callchain_param_default;
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	p.mode = mode;
	p.value = value;
	p.min_percent = 0;
	callchain_root__fprintf(f, root, &p, total, total, false);
	fclose(f);
	return buf;
}

DEFINE_TEST(test__callchain_paths,
	    "callchain: a tree built from interned chains at the end prints the same")
{
	enum { NR_SYMS = 12, NR_CHAINS = 3000, MAX_DEPTH = 9 };
	struct symtab tab;
	struct callchain_store *store = callchain_store__new();
	struct callchain_paths *paths = callchain_paths__new();
	struct callchain_root *direct = callchain_root__new(store);
	struct callchain_root *replayed = callchain_root__new(store);
	struct {
		struct callchain_path *path;
		u32 from;
		u64 period;
		u32 count;
	} recs[NR_CHAINS];
	size_t nr_recs = 0;
	u64 total = 0;
	bool ok = true;

	symtab__init(&tab);
	for (int i = 0; i < NR_SYMS; i++) {
		char name[16];

		snprintf(name, sizeof(name), "fn%d", i);
		/* equal starts in pairs: siblings of equal weight keep their first-seen order */
		symtab__add(&tab, 0x1000 + (i / 2) * 0x100, 0x80, name, strlen(name), STB_GLOBAL,
			    STT_FUNC);
	}
	for (int c = 0; c < NR_CHAINS; c++) {
		struct callchain_frame frames[MAX_DEPTH];
		u32 nr = 1 + rnd() % MAX_DEPTH, from = rnd() % 3 ? 0 : (u32)(rnd() % nr);
		u64 period = 1 + rnd() % 5;
		struct callchain_path *path;
		size_t r;

		for (u32 i = 0; i < nr; i++) {
			/* a few chains share long prefixes; some frames are unresolved */
			u32 s = (u32)(rnd() % (i < 2 ? 3 : NR_SYMS));

			frames[i].map = NULL;
			frames[i].sym = rnd() % 10 ? &tab.syms[s] : NULL;
			frames[i].ip = 0x1000 + s * 0x100 + 8;
			frames[i].level = '.';
		}
		callchain_root__append(direct, frames + from, nr - from, period, CCKEY_FUNCTION);
		total += period;
		path = callchain_path__intern(paths, frames, nr, CCKEY_FUNCTION);
		TEST_ASSERT(callchain_path__depth(path) == nr, "path depth %u, want %u",
			    callchain_path__depth(path), nr);
		for (r = 0; r < nr_recs; r++)
			if (recs[r].path == path && recs[r].from == from)
				break;
		if (r == nr_recs) {
			recs[r].path = path;
			recs[r].from = from;
			recs[r].period = 0;
			recs[r].count = 0;
			nr_recs++;
		}
		recs[r].period += period;
		recs[r].count++;
	}
	for (size_t r = 0; r < nr_recs; r++)
		callchain_root__append_path(replayed, recs[r].path, recs[r].from, recs[r].period,
					    recs[r].count, CCKEY_FUNCTION);
	TEST_ASSERT(nr_recs < NR_CHAINS, "no chain repeated");
	for (int mode = CHAIN_GRAPH_ABS; mode <= CHAIN_FOLDED; mode++) {
		for (int value = CCVAL_PERCENT; value <= CCVAL_COUNT; value++) {
			char *a = tree_text(direct, mode, value, total);
			char *b = tree_text(replayed, mode, value, total);

			ok = a && b && !strcmp(a, b) && strlen(a) > 100;
			free(a);
			free(b);
			TEST_ASSERT(ok, "mode %d, value %d: the trees print differently", mode,
				    value);
		}
	}
	callchain_paths__delete(paths);
	callchain_store__delete(store);
	symtab__exit(&tab);
	return TEST_OK;
}
