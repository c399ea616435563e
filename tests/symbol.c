// SPDX-License-Identifier: GPL-2.0
/* Symbol tables: fix-ups, ELF loading for ET_EXEC, PIE and shared libraries, srcline. */
#include <dlfcn.h>
#include <elf.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/perf_event.h>

#include "tests/tests.h"
#include "util/build-id.h"
#include "util/debug.h"
#include "util/dso.h"
#include "util/machine.h"
#include "util/map.h"
#include "util/symbol.h"
#include "util/srcline.h"
#include "util/thread.h"

/* nm's address of a symbol (dynamic: nm -D), 0 if not found. */
static unsigned long long nm_addr(const char *path, const char *name, bool dynamic)
{
	char cmd[PATH_MAX + 64], line[512];
	unsigned long long addr = 0;
	FILE *p;

	snprintf(cmd, sizeof(cmd), "nm %s '%s' 2>/dev/null", dynamic ? "-D" : "", path);
	p = popen(cmd, "r");
	if (!p)
		return 0;
	while (fgets(line, sizeof(line), p)) {
		unsigned long long a;
		char type, sym[400];

		if (sscanf(line, "%llx %c %399s", &a, &type, sym) != 3)
			continue;
		sym[strcspn(sym, "@")] = '\0'; /* nm -D: qsort@@GLIBC_2.2.5 */
		if (!strcmp(sym, name)) {
			addr = a;
			break;
		}
	}
	pclose(p);
	return addr;
}

DEFINE_TEST(test__symtab_fixup, "symbol: sorted table, aliases, zero-size ends, lookup")
{
	struct symtab tab;
	struct symbol *s;

	symtab__init(&tab);
	symtab__add(&tab, 0x300, 0x10, "c", 1, STB_GLOBAL, STT_FUNC);
	symtab__add(&tab, 0x100, 0, "a_label", 7, STB_GLOBAL, STT_FUNC);
	symtab__add(&tab, 0x200, 0x20, "__b_alias", 9, STB_GLOBAL, STT_FUNC);
	symtab__add(&tab, 0x200, 0x20, "b", 1, STB_GLOBAL, STT_FUNC);
	symtab__add(&tab, 0x200, 0x20, "b_weak_longer", 13, STB_WEAK, STT_FUNC);
	symtab__add(&tab, 0x400, 0, "last", 4, STB_LOCAL, STT_FUNC);
	symtab__fixup(&tab);

	TEST_ASSERT(tab.nr == 4, "%zu symbols after alias removal, want 4", tab.nr);
	s = symtab__find(&tab, 0x1ff);
	TEST_ASSERT(s && !strcmp(s->name, "a_label"),
		    "zero-size label does not reach the next symbol");
	TEST_ASSERT(symbol__end(s) == 0x200, "label end %#llx", (unsigned long long)symbol__end(s));
	s = symtab__find(&tab, 0x200);
	TEST_ASSERT(s && !strcmp(s->name, "b"), "alias choice: got %s, want b",
		    s ? s->name : "none");
	TEST_ASSERT(!symtab__find(&tab, 0x220), "hole between b and c resolved");
	TEST_ASSERT(!symtab__find(&tab, 0xff), "address before the first symbol resolved");
	s = symtab__find(&tab, 0x30f);
	TEST_ASSERT(s && !strcmp(s->name, "c"), "last byte of c");
	TEST_ASSERT(!symtab__find(&tab, 0x310), "one past c resolved");
	s = symtab__find(&tab, 0x400);
	TEST_ASSERT(s && !strcmp(s->name, "last") && symbol__end(s) > 0x400,
		    "last zero-size symbol");
	symtab__exit(&tab);

	/* a name that ends the one stored before it shares its bytes (kallsyms' __pfx_f, f) */
	symtab__init(&tab);
	symtab__add(&tab, 0x10, 0, "__pfx_f", 7, STB_GLOBAL, STT_FUNC);
	symtab__add(&tab, 0x20, 0, "f", 1, STB_GLOBAL, STT_FUNC);
	symtab__add(&tab, 0x30, 0, "g", 1, STB_GLOBAL, STT_FUNC);
	TEST_ASSERT(!strcmp(tab.syms[1].name, "f") && tab.syms[1].name == tab.syms[0].name + 6,
		    "f does not share __pfx_f's bytes");
	TEST_ASSERT(!strcmp(tab.syms[0].name, "__pfx_f") && !strcmp(tab.syms[2].name, "g"),
		    "names changed: %s, %s", tab.syms[0].name, tab.syms[2].name);
	symtab__exit(&tab);
	return TEST_OK;
}

/*
 * A label "l" at 0x1040 inside "b" [0x1000, 0x1100), "a" before them and "c" after: loaded
 * in the order the letters of order give, fixed up.
 */
static void nested_tab(struct symtab *tab, const char *order)
{
	symtab__init(tab);
	for (const char *o = order; *o; o++) {
		if (*o == 'a')
			symtab__add(tab, 0x100, 0x10, "a", 1, STB_GLOBAL, STT_FUNC);
		else if (*o == 'b')
			symtab__add(tab, 0x1000, 0x100, "b", 1, STB_GLOBAL, STT_FUNC);
		else if (*o == 'l')
			symtab__add(tab, 0x1040, 0, "l", 1, STB_GLOBAL, STT_NOTYPE);
		else
			symtab__add(tab, 0x3000, 0x10, "c", 1, STB_GLOBAL, STT_FUNC);
	}
	symtab__linux_nested(tab, 0);
	symtab__fixup(tab);
}

static const char *found(const struct symtab *tab, u64 addr)
{
	const struct symbol *s = symtab__find(tab, addr);

	return s ? s->name : "none";
}

DEFINE_TEST(test__symtab_nested,
	    "symbol: a label inside a function, found where Linux perf's tree finds it")
{
	struct symtab tab;

	/* b, a, l, c: b is the root of Linux perf's tree, its lookup meets b and stops there */
	nested_tab(&tab, "balc");
	TEST_ASSERT(!strcmp(found(&tab, 0x1040), "b"), "label after b: 0x1040 is %s, want b",
		    found(&tab, 0x1040));
	TEST_ASSERT(!strcmp(found(&tab, 0x10ff), "b"), "0x10ff is %s, want b", found(&tab, 0x10ff));
	/* past b's end the label (grown to c) is all that holds the address */
	TEST_ASSERT(!strcmp(found(&tab, 0x1100), "l"), "0x1100 is %s, want l", found(&tab, 0x1100));
	TEST_ASSERT(!strcmp(found(&tab, 0x1000), "b"), "0x1000 is %s", found(&tab, 0x1000));
	/* no cache may answer for the label's whole range, nor for b's */
	TEST_ASSERT(!symtab__spans(&tab, symtab__find(&tab, 0x1100)), "the label spans its range");
	TEST_ASSERT(!symtab__spans(&tab, symtab__find(&tab, 0x1000)), "b spans its range");
	TEST_ASSERT(symtab__find_any(&tab, 0x1040) &&
			    !strcmp(symtab__find_any(&tab, 0x1040)->name, "l"),
		    "objdump's names lost the label");
	symtab__exit(&tab);
	/* l, b, c: the label is the root, and its lookup finds it */
	nested_tab(&tab, "lbc");
	TEST_ASSERT(!strcmp(found(&tab, 0x1040), "l"), "label first: 0x1040 is %s, want l",
		    found(&tab, 0x1040));
	TEST_ASSERT(!strcmp(found(&tab, 0x10ff), "l"), "0x10ff is %s, want l", found(&tab, 0x10ff));
	TEST_ASSERT(!strcmp(found(&tab, 0x103f), "b"), "0x103f is %s, want b", found(&tab, 0x103f));
	symtab__exit(&tab);
	return TEST_OK;
}

/* Map an ELF file into a fake task the way the kernel does for each executable PT_LOAD. */
static int map_like_kernel(struct machine *m, int pid, const char *path, u64 base)
{
	struct dso_segment *segs;
	size_t nr;
	bool is_exec;
	int ret = elf__read_segments(path, &segs, &nr, &is_exec);

	if (ret)
		return ret;
	for (size_t i = 0; i < nr; i++) {
		u64 start = (base + segs[i].vaddr) & ~0xfffULL, off = segs[i].offset & ~0xfffULL;
		u64 end = base + segs[i].vaddr + segs[i].size;

		machine__process_mmap(m, PERF_RECORD_MISC_USER, pid, pid, start,
				      PERF_ALIGN(end, 0x1000ULL) - start, off, 5, 2, NULL, path, 0);
	}
	free(segs);
	return 0;
}

DEFINE_TEST(test__symbol_elf_exec, "symbol: -no-pie executable symbols resolve like nm says")
{
	static const char *const names[] = { "sym_hot", "sym_static_helper", "sym_global_entry",
					     "sym_asm_label" };
	char path[PATH_MAX];
	struct machine *m;
	struct addr_location al;

	snprintf(path, sizeof(path), "%s/progs/sym_funcs", tests_dir());
	TEST_ASSERT(access(path, X_OK) == 0, "%.200s not built (make test-progs)", path);
	/* the file itself, not a copy another run left in the user's build-id cache */
	buildid_dir__set("/nonexistent/perf-test-no-cache");
	m = machine__new();
	TEST_ASSERT(map_like_kernel(m, 4242, path, 0) == 0, "cannot read %.200s", path);
	for (size_t i = 0; i < ARRAY_SIZE(names); i++) {
		unsigned long long a = nm_addr(path, names[i], false);

		TEST_ASSERT(a, "nm does not know %s", names[i]);
		/* A few bytes in: inside even the 5-byte asm label, which has no size. */
		machine__resolve(m, &al, 4242, 4242, a + 3, PERF_RECORD_MISC_USER);
		TEST_ASSERT(al.map && al.sym, "%s+3 (%#llx) not resolved", names[i], a + 3);
		TEST_ASSERT(!strcmp(al.sym->name, names[i]), "%#llx resolved to %s, want %s", a + 3,
			    al.sym->name, names[i]);
		TEST_ASSERT(map__unmap_ip(al.map, al.sym->start) == a, "%s start %#llx, nm %#llx",
			    names[i], (unsigned long long)map__unmap_ip(al.map, al.sym->start), a);
		TEST_ASSERT(al.dso->origin == DSO_ORIGIN_FILE, "symbols not from the file");
		TEST_ASSERT(al.level == '.' && al.dso->hit, "level %c, hit %d", al.level,
			    al.dso->hit);
	}
	machine__delete(m);
	buildid_dir__set(NULL);
	return TEST_OK;
}

DEFINE_TEST(test__symbol_elf_shlib_base,
	    "symbol: shared library at a load bias resolves like nm -D")
{
	const char *libc = "/lib/x86_64-linux-gnu/libc.so.6";
	struct machine *m;
	struct addr_location al;
	unsigned long long a;
	const u64 base = 0x7f1234500000ULL;
	char *debug;

	TEST_SKIP_IF(access(libc, R_OK), "no %s on this system", libc);
	a = nm_addr(libc, "qsort", true);
	TEST_ASSERT(a, "nm -D finds no qsort in %s", libc);
	m = machine__new();
	TEST_ASSERT(map_like_kernel(m, 77, libc, base) == 0, "cannot read %s", libc);
	machine__resolve(m, &al, 77, 77, base + a + 1, PERF_RECORD_MISC_USER);
	TEST_ASSERT(al.sym, "qsort+1 not resolved");
	TEST_ASSERT(map__unmap_ip(al.map, al.sym->start) == base + a, "qsort at %#llx, want %#llx",
		    (unsigned long long)map__unmap_ip(al.map, al.sym->start), base + a);

	/* With libc's debug file (libc6-dbg), local functions resolve too. */
	debug = build_id__debug_path(&al.dso->bid);
	if (debug && access(debug, R_OK) == 0) {
		a = nm_addr(debug, "_int_malloc", false);
		TEST_ASSERT(a, "nm finds no _int_malloc in %.200s", debug);
		/* (or the build-id cache's copy of it, first where Linux perf's record left one) */
		TEST_ASSERT(al.dso->origin == DSO_ORIGIN_DEBUGINFO ||
				    al.dso->origin == DSO_ORIGIN_BUILDID_CACHE_DEBUG,
			    "debug file not used");
		machine__resolve(m, &al, 77, 77, base + a + 8, PERF_RECORD_MISC_USER);
		TEST_ASSERT(al.sym && !strcmp(al.sym->name, "_int_malloc"), "got %s",
			    al.sym ? al.sym->name : "nothing");
		/* The debug file alone (no runtime file): its fake offsets must be repaired. */
		{
			struct dso *d = dso__new("/nonexistent/libc.so.6", DSO_KIND_USER);
			struct symbol *sym;

			dso__set_build_id(d, &al.dso->bid);
			symbol_conf.show_warnings = false;
			sym = dso__find_symbol(d, a + 8 /* text: offset == vaddr in libc */);
			symbol_conf.show_warnings = true;
			TEST_ASSERT(d->origin == DSO_ORIGIN_DEBUGINFO ||
					    d->origin == DSO_ORIGIN_BUILDID_CACHE_DEBUG,
				    "debug file not used alone");
			TEST_ASSERT(sym && !strcmp(sym->name, "_int_malloc"), "alone: got %s",
				    sym ? sym->name : "nothing");
			dso__delete(d);
		}
	}
	free(debug);
	machine__delete(m);
	return TEST_OK;
}

__attribute__((noinline)) static int test_local_function(int x)
{
	return x * 3 + 1;
}

DEFINE_TEST(test__symbol_self, "symbol: this process's own functions and libc's malloc (dlsym)")
{
	struct machine *m = machine__new();
	struct addr_location al;
	void *libc, *fn;
	u64 ip;

	TEST_ASSERT(machine__synthesize_proc(m, getpid()) == 0, "cannot read /proc/self");

	/* perf itself: a PIE with a .symtab; a static function only .symtab has. */
	ip = (u64)(uintptr_t)&test_local_function;
	machine__resolve(m, &al, getpid(), getpid(), ip + 2, PERF_RECORD_MISC_USER);
	TEST_ASSERT(al.map, "no map for %#llx in /proc/self/maps", (unsigned long long)ip);
	TEST_ASSERT(al.sym && !strcmp(al.sym->name, "test_local_function"), "got %s",
		    al.sym ? al.sym->name : "no symbol");
	TEST_ASSERT(map__unmap_ip(al.map, al.sym->start) == ip, "start %#llx, function at %#llx",
		    (unsigned long long)map__unmap_ip(al.map, al.sym->start),
		    (unsigned long long)ip);
	TEST_ASSERT(test_local_function(1) == 4, "function");
	{
		/* srcline in a PIE: the dso-relative address goes back to an ELF address. */
		const char *line = dso__srcline_str(al.dso, al.addr);

		TEST_ASSERT(line && !strncmp(line, "symbol.c:", 9), "srcline in perf: %s",
			    line ? line : "none");
	}

	/* libc's malloc (not an interposer's): dlsym on libc's own handle. */
	libc = dlopen("libc.so.6", RTLD_NOW | RTLD_NOLOAD);
	TEST_ASSERT(libc, "libc.so.6 not loaded");
	fn = dlsym(libc, "malloc");
	TEST_ASSERT(fn, "no malloc in libc");
	ip = (u64)(uintptr_t)fn;
	machine__resolve(m, &al, getpid(), getpid(), ip, PERF_RECORD_MISC_USER);
	TEST_ASSERT(al.map && strstr(al.dso->long_name, "libc"), "malloc not in a libc map (%s)",
		    al.dso ? al.dso->long_name : "none");
	TEST_ASSERT(al.sym && map__unmap_ip(al.map, al.sym->start) == ip, "malloc resolved to %s",
		    al.sym ? al.sym->name : "nothing");
	TEST_ASSERT(!strcmp(al.sym->name, "malloc") || !strcmp(al.sym->name, "__libc_malloc"),
		    "malloc's address named %s", al.sym->name);
	dlclose(libc);
	machine__delete(m);
	return TEST_OK;
}

DEFINE_TEST(test__symbol_srcline, "symbol: srcline of a function matches addr2line")
{
	char path[PATH_MAX], cmd[PATH_MAX + 64], want[256] = "";
	struct machine *m;
	struct addr_location al;
	unsigned long long a;
	const char *got, *base;
	char buf[256];
	FILE *p;

	snprintf(path, sizeof(path), "%s/progs/sym_funcs", tests_dir());
	TEST_ASSERT(access(path, X_OK) == 0, "%.200s not built", path);
	a = nm_addr(path, "sym_hot", false);
	TEST_ASSERT(a, "nm does not know sym_hot");
	snprintf(cmd, sizeof(cmd), "addr2line -e '%s' %#llx", path, a + 4);
	p = popen(cmd, "r");
	TEST_ASSERT(p && fgets(want, sizeof(want), p), "addr2line failed");
	pclose(p);
	want[strcspn(want, " \n")] = '\0';
	base = strrchr(want, '/') ? strrchr(want, '/') + 1 : want;

	m = machine__new();
	map_like_kernel(m, 9, path, 0);
	machine__resolve(m, &al, 9, 9, a + 4, PERF_RECORD_MISC_USER);
	TEST_ASSERT(al.dso, "no dso");
	got = dso__srcline_str(al.dso, al.addr);
	TEST_ASSERT(got && !strcmp(got, base), "srcline %.100s, addr2line says %.100s",
		    got ? got : "none", base);
	TEST_ASSERT(dso__srcline_str(al.dso, al.addr) == got, "not cached");
	TEST_ASSERT(dso__srcline(al.dso, al.addr, buf, sizeof(buf)) == 0 && !strcmp(buf, got),
		    "dso__srcline");
	machine__delete(m);
	return TEST_OK;
}

DEFINE_TEST(test__symbol_demangle,
	    "symbol: C++ and Rust names demangled without parameters, as Linux perf (libiberty)")
{
	static const struct {
		const char *mangled, *name;
	} names[] = {
		{ "_ZN6__asan11asan_callocEmmPN11__sanitizer18BufferedStackTraceE",
		  "__asan::asan_calloc" },
		{ "_ZN12_GLOBAL__N_13fooEv", "(anonymous namespace)::foo" },
		{ "_ZNK3Foo3barEi", "Foo::bar" },
		/* a template's return type and GCC's clone suffixes are left out */
		{ "_Z3maxIiET_S0_S0_", "max<int>" },
		{ "_ZL8sort_vecRSt6vectorIiSaIiEE.isra.0", "sort_vec" },
		{ "_ZL6middlei.cold", "middle" },
		{ "_Znwm", "operator new" },
		/* a thunk or a guard variable names another entity: with its parameters */
		{ "_ZThn8_N16UseCountComputer8block_doEP10BlockBegin",
		  "non-virtual thunk to UseCountComputer::block_do(BlockBegin*)" },
		{ "_ZThn8_N1A1fEv.isra.0", "non-virtual thunk to A::f()" },
		{ "_ZGVZN1A1fEiE1x", "guard variable for A::f(int)::x" },
		/* what is local to a const member function: its name keeps the function's */
		{ "_ZZNK4node7KVStore5CloneEPN2v87IsolateEE20error_and_abort_args",
		  "node::KVStore::Clone(v8::Isolate*) const::error_and_abort_args" },
		{ "_ZZNK1A1fEiENKUlvE_clEv", "A::f(int) const::{lambda()#1}::operator()" },
		/* node's: a parameter list the demangler cannot read; its name still reads */
		{ "_ZN2v88internal11StringShape33DispatchToSpecificTypeWithoutCastIZNS1_22Dispatch"
		  "ToSpecificTypeIZNKS0_6String7GetImplEiNS0_16PtrComprCageBaseERKNS0_31SharedString"
		  "AccessGuardIfNeededEE19StringGetDispatchertJRiRS5_S8_EEET0_S4_DpOT1_E17Casting"
		  "DispatchertJRS4_SA_SB_S8_EEESC_SF_.isra.0",
		  "v8::internal::StringShape::DispatchToSpecificTypeWithoutCast<v8::internal::"
		  "StringShape::DispatchToSpecificType<v8::internal::String::GetImpl(int, v8::"
		  "internal::PtrComprCageBase, v8::internal::SharedStringAccessGuardIfNeeded const&) "
		  "const::StringGetDispatcher, unsigned short, int&, v8::internal::PtrComprCageBase&, "
		  "v8::internal::SharedStringAccessGuardIfNeeded const&>(v8::internal::String, int&, "
		  "v8::internal::PtrComprCageBase&, v8::internal::SharedStringAccessGuardIfNeeded "
		  "const&)::CastingDispatcher, unsigned short, v8::internal::String&, int&, v8::"
		  "internal::PtrComprCageBase&, v8::internal::SharedStringAccessGuardIfNeeded const&>" },
		/* Rust: legacy (its hash left out) and v0 */
		{ "_ZN4core3fmt5write17h0123456789abcdefE", "core::fmt::write" },
		{ "_RNvCs1234_7mycrate3foo", "mycrate::foo" },
		{ "main", "main" },
		{ "_Znot_valid", "_Znot_valid" },
	};
	char *owned = NULL;
	int was_verbose = verbose;
	const char *s;

	verbose = 0; /* perf test -v's: -v keeps the parameters */
	for (size_t i = 0; i < ARRAY_SIZE(names); i++) {
		s = symbol__demangle(names[i].mangled, &owned);
		TEST_ASSERT(!strcmp(s, names[i].name), "%s: got %s", names[i].mangled, s);
		TEST_ASSERT(!owned == (s == names[i].mangled), "%s: owned is not the name",
			    names[i].mangled);
	}
	/* no length limit: node's, 1,819 characters */
	s = symbol__demangle(
		"_ZNSt8__detail12_Insert_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4"
		"pairIKS6_St6vectorIS6_SaIS6_EEESaISC_ENS_10_Select1stESt8equal_toIS6_ESt4hashIS6_ENS"
		"_18_Mod_range_hashingENS_20_Default_ranged_hashENS_20_Prime_rehash_policyENS_17_Hash"
		"table_traitsILb1ELb0ELb1EEEE15_M_insert_rangeINS_20_Node_const_iteratorISC_Lb0ELb1EE"
		"ENS_10_AllocNodeISaINS_10_Hash_nodeISC_Lb1EEEEEEEEvT_SX_RKT0_St17integral_constantIb"
		"Lb1EE.isra.0",
		&owned);
	TEST_ASSERT(strlen(s) == 1819 && !strncmp(s, "std::__detail::_Insert_base<", 28) &&
			    strstr(s, ">::_M_insert_range<"),
		    "a long name: got %zu bytes", strlen(s));
	symbol_conf.demangle_params = true;
	s = symbol__demangle("_ZNK3Foo3barEi", &owned);
	symbol_conf.demangle_params = false;
	TEST_ASSERT(!strcmp(s, "Foo::bar(int) const"), "with params: %s", s);
	symbol_conf.no_demangle = true;
	s = symbol__demangle("_ZNK3Foo3barEi", &owned);
	symbol_conf.no_demangle = false;
	TEST_ASSERT(!strcmp(s, "_ZNK3Foo3barEi"), "--no-demangle: %s", s);
	TEST_ASSERT(!owned, "--no-demangle left a name");
	verbose = 1;
	s = symbol__demangle("_ZNK3Foo3barEi", &owned);
	verbose = was_verbose;
	TEST_ASSERT(!strcmp(s, "Foo::bar(int) const"), "-v: %s", s);
	free(owned);
	return TEST_OK;
}
