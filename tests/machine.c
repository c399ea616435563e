// SPDX-License-Identifier: GPL-2.0
/* The replayed world: tasks, comms, maps, records, kernel samples and kallsyms. */
#include <ctype.h>
#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <linux/perf_event.h>

#include "tests/tests.h"
#include "util/dso.h"
#include "util/kallsyms.h"
#include "util/machine.h"
#include "util/map.h"
#include "util/symbol.h"
#include "util/thread.h"
#include "util/build-id.h"

DEFINE_TEST(test__machine_tasks, "machine: comm, fork, exit, threads share maps, comm history")
{
	struct machine *m = machine__new();
	struct thread *p, *th, *c, *again;

	TEST_ASSERT(!strcmp(machine__findnew_thread(m, 0, 0)->comm, "swapper"), "idle task name");
	p = machine__findnew_thread(m, 100, 100);
	TEST_ASSERT(!strcmp(thread__comm_str(p), ":100"), "placeholder comm %s", p->comm);
	machine__process_comm(m, 100, 100, "shell", false, 10);
	machine__process_mmap(m, PERF_RECORD_MISC_USER, 100, 100, 0x400000, 0x1000, 0, 5, 2, NULL,
			      "/bin/sh", 11);

	/* A thread of 100: same maps group. */
	machine__process_fork(m, 100, 101, 100, 100, 20);
	th = machine__find_thread(m, 100, 101);
	TEST_ASSERT(th && th->maps == p->maps, "thread does not share the process's maps");
	TEST_ASSERT(!strcmp(th->comm, "shell"), "thread did not inherit the comm");

	/* A child process: a copy, changed independently. */
	machine__process_fork(m, 200, 200, 100, 100, 30);
	c = machine__find_thread(m, 200, 200);
	TEST_ASSERT(c && c->maps != p->maps && c->maps->nr == 1, "child maps not copied");
	TEST_ASSERT(c->parent == p && c->ppid == 100, "parent link");
	machine__process_comm(m, 200, 200, "ls", true, 40);
	/* Linux perf keeps the old maps across exec (callchains sampled across it use them) */
	TEST_ASSERT(c->maps->nr == 1, "exec dropped the old maps");
	machine__process_mmap(m, PERF_RECORD_MISC_USER, 200, 200, 0x500000, 0x1000, 0, 5, 2, NULL,
			      "/bin/ls", 41);
	TEST_ASSERT(p->maps->nr == 1 && p->maps->entries[0]->start == 0x400000,
		    "child's mmap changed the parent");
	TEST_ASSERT(
		!strcmp(thread__comm_at(c, 35), "shell") && !strcmp(thread__comm_at(c, 45), "ls"),
		"comm history: %s at 35, %s at 45", thread__comm_at(c, 35), thread__comm_at(c, 45));
	TEST_ASSERT(thread__comm_str(c) == machine__intern(m, "ls"), "comm not interned");

	/* Exit, then the tid is reused by a new task. */
	machine__process_exit(m, 200, 200, 50);
	TEST_ASSERT(c->dead, "exit not recorded");
	machine__process_fork(m, 200, 200, 100, 100, 60);
	again = machine__find_thread(m, 200, 200);
	TEST_ASSERT(again && again != c && !strcmp(again->comm, "shell"), "tid reuse");
	TEST_ASSERT(!strcmp(c->comm, "ls"), "the old task's comm changed");

	/* Samples of unknown tasks get a task, and a thread joins its process's maps late. */
	th = machine__findnew_thread(m, 100, 150);
	TEST_ASSERT(th->maps == p->maps, "late thread of 100 has its own maps");
	machine__delete(m);
	return TEST_OK;
}

DEFINE_TEST(test__machine_maps_overlap, "machine: overlapping mmaps replace and split older maps")
{
	struct machine *m = machine__new();
	struct thread *th = machine__findnew_thread(m, 1, 1);
	struct map *a, *b, *c;

	machine__process_mmap(m, PERF_RECORD_MISC_USER, 1, 1, 0x10000, 0x10000, 0x0, 5, 2, NULL,
			      "/lib/a.so", 0);
	machine__process_mmap(m, PERF_RECORD_MISC_USER, 1, 1, 0x30000, 0x1000, 0x0, 5, 2, NULL,
			      "/lib/c.so", 0);
	/* Punch a hole in the middle of a.so. */
	machine__process_mmap(m, PERF_RECORD_MISC_USER, 1, 1, 0x14000, 0x2000, 0x0, 5, 2, NULL,
			      "/lib/b.so", 0);
	TEST_ASSERT(th->maps->nr == 4, "%zu maps, want 4", th->maps->nr);
	a = thread__find_map(th, PERF_RECORD_MISC_USER, 0x13fff);
	b = thread__find_map(th, PERF_RECORD_MISC_USER, 0x14000);
	c = thread__find_map(th, PERF_RECORD_MISC_USER, 0x16000);
	TEST_ASSERT(a && !strcmp(a->dso->short_name, "a.so") && a->end == 0x14000, "left part");
	TEST_ASSERT(b && !strcmp(b->dso->short_name, "b.so"), "new map");
	TEST_ASSERT(c && c->dso == a->dso && c->start == 0x16000 && c->pgoff == 0x6000,
		    "right part: pgoff %#llx", c ? (unsigned long long)c->pgoff : 0ULL);
	TEST_ASSERT(map__map_ip(c, 0x16010) == 0x6010, "map_ip of the right part");
	TEST_ASSERT(!thread__find_map(th, PERF_RECORD_MISC_USER, 0x20000), "hole resolved");
	TEST_ASSERT(!thread__find_map(th, PERF_RECORD_MISC_USER, 0xffff), "below resolved");
	TEST_ASSERT(thread__find_map(th, PERF_RECORD_MISC_USER, 0x30fff), "c.so");
	/* Cover everything. */
	machine__process_mmap(m, PERF_RECORD_MISC_USER, 1, 1, 0x0, 0x100000, 0x0, 5, 2, NULL,
			      "/lib/big.so", 0);
	TEST_ASSERT(th->maps->nr == 1, "%zu maps after covering all", th->maps->nr);
	TEST_ASSERT(machine__find_dso(m, "/lib/a.so") == a->dso, "dso lookup by name");
	machine__delete(m);
	return TEST_OK;
}

DEFINE_TEST(test__machine_map_ip_kinds,
	    "machine: [vvar] and [vsyscall] addresses are offsets, anonymous memory's its own")
{
	static const struct {
		const char *name;
		u32 prot, flags;
		bool identity;
	} cases[] = {
		{ "[vvar]", 1, 2, false },	     { "[vsyscall]", 5, 2, false },
		{ "[uprobes]", 5, 2, false },	     { "/lib/x.so", 5, 2, false },
		{ "//anon", 3, 0x22, true },	     { "[heap]", 3, 0x22, true },
		{ "[stack]", 3, 0x22, true },	     { "/SYSV00000000", 3, 1, true },
		{ "/anon_hugepage", 3, 0x22, true }, { "[anon:x]", 3, 0x40022, true },
	};
	struct machine *m = machine__new();
	struct thread *th = machine__findnew_thread(m, 1, 1);

	/* (the last: MAP_HUGETLB, anonymous memory whatever its name) */
	for (size_t i = 0; i < ARRAY_SIZE(cases); i++) {
		u64 start = 0x7f0000000000ULL + i * 0x100000;
		struct map *map;

		machine__process_mmap(m, PERF_RECORD_MISC_USER, 1, 1, start, 0x4000, 0x2000,
				      cases[i].prot, cases[i].flags, NULL, cases[i].name, 0);
		map = thread__find_map(th, PERF_RECORD_MISC_USER, start + 0x10);
		TEST_ASSERT(map, "%s: no map", cases[i].name);
		TEST_ASSERT(map__map_ip(map, start + 0x10) ==
				    (cases[i].identity ? start + 0x10 : 0x2010),
			    "%s: %#llx maps to %#llx", cases[i].name,
			    (unsigned long long)start + 0x10,
			    (unsigned long long)map__map_ip(map, start + 0x10));
	}
	machine__delete(m);
	return TEST_OK;
}

/*
 * thread__resolve_cached answers as the lookup it caches, whatever came before: its entries
 * hold for a symbol's addresses, not where a later symbol starts inside it (a nested one),
 * nor past its map's end, nor for addresses without a symbol.
 */
DEFINE_TEST(test__machine_resolve_cache,
	    "machine: the resolve cache gives every address the symbol the lookup gives")
{
	static const struct {
		u64 start, size;
		const char *name;
	} syms[] = {
		{ 0x1000, 0x100, "f" },	 { 0x1100, 0x300, "big" }, { 0x1210, 0x40, "inner" },
		{ 0x1400, 0x100, "a1" }, { 0x1400, 0x100, "a2" },  { 0x1500, 0x20, "g" },
		{ 0x1600, 0x100, "h" }, /* (its first map ends at 0x1690) */
	};
	struct machine *m = machine__new();
	struct thread *th = machine__findnew_thread(m, 1, 1);
	struct dso *dso;
	u64 ips[3][0x1000 / 4];
	size_t nr = 0;

	/*
	 * the DSO twice: 0x1000-0x1690 of it at 0x10000, all of it again at 0x20000 (the cache
	 * keeps a resolution for a block of 64 bytes: inner and the map's end fall inside one)
	 */
	machine__process_mmap(m, PERF_RECORD_MISC_USER, 1, 1, 0x10000, 0x690, 0x1000, 5, 2, NULL,
			      "/nonexistent/resolve/a.so", 0);
	machine__process_mmap(m, PERF_RECORD_MISC_USER, 1, 1, 0x20000, 0x2000, 0x0, 5, 2, NULL,
			      "/nonexistent/resolve/a.so", 0);
	dso = machine__find_dso(m, "/nonexistent/resolve/a.so");
	TEST_ASSERT(dso, "no DSO");
	for (size_t i = 0; i < ARRAY_SIZE(syms); i++)
		symtab__add(&dso->symtab, syms[i].start, syms[i].size, syms[i].name,
			    strlen(syms[i].name), STB_GLOBAL, STT_FUNC);
	symtab__fixup(&dso->symtab);
	dso->loaded = true;
	for (u64 ip = 0xff80; ip < 0x10700; ip += 4)
		ips[0][nr++] = ip;
	for (u64 ip = 0x20f80; ip < 0x21800 && nr < ARRAY_SIZE(ips[0]); ip += 4)
		ips[0][nr++] = ip;
	/* in order, backwards, and shuffled */
	for (size_t i = 0; i < nr; i++) {
		ips[1][i] = ips[0][nr - 1 - i];
		ips[2][i] = ips[0][(i * 389) % nr];
	}
	TEST_ASSERT(nr % 389, "the shuffle misses addresses");
	for (int order = 0; order < 3; order++) {
		for (size_t i = 0; i < nr; i++) {
			u64 ip = ips[order][i];
			struct addr_location c, u;
			struct symbol *want;

			thread__resolve_cached(th, &c, ip, PERF_RECORD_MISC_USER);
			thread__resolve_map(th, &u, ip, PERF_RECORD_MISC_USER);
			want = u.map ? dso__find_symbol(u.dso, u.addr) : NULL;
			TEST_ASSERT(thread__resolve_sym_cached(th, ip, PERF_RECORD_MISC_USER) ==
					    want,
				    "order %d, %#llx: the symbol alone differs", order,
				    (unsigned long long)ip);
			TEST_ASSERT(c.map == u.map && c.sym == want && c.addr == u.addr,
				    "order %d, %#llx: %s in map %p, the lookup gives %s in %p",
				    order, (unsigned long long)ip,
				    c.sym ? c.sym->name : "no symbol", (void *)c.map,
				    want ? want->name : "no symbol", (void *)u.map);
		}
	}
	machine__delete(m);
	return TEST_OK;
}

/*
 * A kernel-context chain frame below the kernel's map (a junk frame such as
 * 0xdfdfdfdfdfdfdfdf) is unmapped, [unknown] as in Linux perf, one above its end (the init
 * text) is the kernel's; a sample below it keeps the kernel map (e.g. entry code below
 * _text), whichever of them is resolved first.
 */
DEFINE_TEST(
	test__machine_chain_frame_unmapped,
	"machine: a kernel chain frame below the kernel's map has no map, one above its end has it")
{
	const u64 junk = 0xdfdfdfdfdfdfdfdfULL, text = 0xffffffff81000100ULL;
	const u8 kframe = PERF_RECORD_MISC_KERNEL | CPUMODE_CHAIN_FRAME;

	for (int order = 0; order < 2; order++) {
		struct machine *m = machine__new();
		struct thread *th = machine__findnew_thread(m, 1, 1);
		struct addr_location f, s;

		machine__process_mmap(m, PERF_RECORD_MISC_KERNEL, -1, 0, 0xffffffff81000000ULL,
				      0x1000000, 0xffffffff81000000ULL, 5, 0, NULL,
				      "[kernel.kallsyms]_text", 0);
		machine__kernel_dso(m)->loaded = true; /* (no symbols: none are asked for) */
		if (order)
			thread__resolve_cached(th, &s, junk, PERF_RECORD_MISC_KERNEL);
		thread__resolve_cached(th, &f, junk, kframe);
		if (!order)
			thread__resolve_cached(th, &s, junk, PERF_RECORD_MISC_KERNEL);
		TEST_ASSERT(!f.map && !f.sym, "order %d: the junk frame got map %p", order,
			    (void *)f.map);
		TEST_ASSERT(s.map == machine__kernel_map(m) && s.level == 'k',
			    "order %d: the sample lost the kernel map", order);
		thread__resolve_cached(th, &f, text, kframe);
		TEST_ASSERT(f.map == machine__kernel_map(m) && f.level == 'k',
			    "a frame in the kernel's text is not the kernel's");
		/* (the init text, start_kernel's: past the end of the kernel's MMAP record) */
		thread__resolve_cached(th, &f, 0xffffffff83577254ULL, kframe);
		TEST_ASSERT(f.map == machine__kernel_map(m),
			    "a frame in the init text is not the kernel's");
		machine__delete(m);
	}
	return TEST_OK;
}

DEFINE_TEST(test__machine_raw_records, "machine: raw COMM/MMAP2/FORK records, size checks")
{
	struct machine *m = machine__new();
	union {
		struct perf_event_header h;
		char buf[256];
	} u;
	struct thread *th;
	struct map *map;
	char *p;

	memset(&u, 0, sizeof(u));
	u.h.type = PERF_RECORD_COMM;
	u.h.misc = PERF_RECORD_MISC_COMM_EXEC;
	p = u.buf + sizeof(u.h);
	*(u32 *)p = 7;
	*(u32 *)(p + 4) = 7;
	strcpy(p + 8, "worker");
	u.h.size = sizeof(u.h) + 8 + 8;
	TEST_ASSERT(machine__process_event(m, &u.h, 5) == 0, "COMM rejected");
	th = machine__find_thread(m, 7, 7);
	TEST_ASSERT(th && !strcmp(th->comm, "worker") && th->comms[0].exec, "COMM not applied");

	/* COMM whose string is not terminated inside the record. */
	memset(p + 8, 'x', 16);
	u.h.size = sizeof(u.h) + 8 + 8;
	TEST_ASSERT(machine__process_event(m, &u.h, 6) < 0, "unterminated comm accepted");

	/* MMAP2: pid tid start len pgoff maj min ino ino_gen prot flags filename */
	memset(&u, 0, sizeof(u));
	u.h.type = PERF_RECORD_MMAP2;
	u.h.misc = PERF_RECORD_MISC_USER;
	p = u.buf + sizeof(u.h);
	*(u32 *)p = 7;
	*(u32 *)(p + 4) = 7;
	*(u64 *)(p + 8) = 0x7f0000001000ULL;
	*(u64 *)(p + 16) = 0x2000;
	*(u64 *)(p + 24) = 0x3000;
	*(u32 *)(p + 56) = 5;
	*(u32 *)(p + 60) = 2;
	strcpy(p + 64, "/usr/lib/libfoo.so");
	u.h.size = (u16)(sizeof(u.h) + 64 + 24);
	TEST_ASSERT(machine__process_event(m, &u.h, 7) == 0, "MMAP2 rejected");
	map = thread__find_map(th, PERF_RECORD_MISC_USER, 0x7f0000002000ULL);
	TEST_ASSERT(map && map->pgoff == 0x3000 && map->prot == 5 &&
			    !strcmp(map->dso->long_name, "/usr/lib/libfoo.so"),
		    "MMAP2 not applied");
	TEST_ASSERT(map__map_ip(map, 0x7f0000002010ULL) == 0x4010, "map_ip");
	u.h.size = sizeof(u.h) + 40; /* shorter than the fixed part */
	TEST_ASSERT(machine__process_event(m, &u.h, 8) < 0, "short MMAP2 accepted");

	/*
	 * MMAP_BUILD_ID over a device and inode (the kernel's flag set for another session's
	 * build-id event): maj 0xfe reads as a size of 254, the inode as id bytes. No build-id.
	 */
	u.h.misc = PERF_RECORD_MISC_USER | PERF_RECORD_MISC_MMAP_BUILD_ID;
	*(u64 *)(p + 8) = 0x7f0000011000ULL;
	*(u32 *)(p + 32) = 0xfe; /* maj */
	*(u64 *)(p + 40) = 248030; /* ino */
	strcpy(p + 64, "/usr/bin/leaked");
	u.h.size = (u16)(sizeof(u.h) + 64 + 24);
	TEST_ASSERT(machine__process_event(m, &u.h, 8) == 0, "MMAP2 with a leaked flag rejected");
	map = thread__find_map(th, PERF_RECORD_MISC_USER, 0x7f0000011000ULL);
	TEST_ASSERT(map && !strcmp(map->dso->long_name, "/usr/bin/leaked") && !map->dso->bid.size,
		    "a device and inode taken for a build-id");
	/* a real one: size 20, reserved bytes 0 */
	*(u64 *)(p + 8) = 0x7f0000021000ULL;
	*(u32 *)(p + 32) = 20;
	memset(p + 36, 0xab, 20);
	strcpy(p + 64, "/usr/bin/withid");
	TEST_ASSERT(machine__process_event(m, &u.h, 8) == 0, "MMAP2 with a build-id rejected");
	map = thread__find_map(th, PERF_RECORD_MISC_USER, 0x7f0000021000ULL);
	TEST_ASSERT(map && map->dso->bid.size == 20 && map->dso->bid.data[19] == 0xab,
		    "MMAP2's build-id not taken");
	u.h.misc = PERF_RECORD_MISC_USER;

	/* FORK: pid ppid tid ptid time */
	memset(&u, 0, sizeof(u));
	u.h.type = PERF_RECORD_FORK;
	p = u.buf + sizeof(u.h);
	*(u32 *)p = 7;
	*(u32 *)(p + 4) = 7;
	*(u32 *)(p + 8) = 8;
	*(u32 *)(p + 12) = 7;
	u.h.size = sizeof(u.h) + 24;
	TEST_ASSERT(machine__process_event(m, &u.h, 9) == 0, "FORK rejected");
	TEST_ASSERT(machine__find_thread(m, 7, 8)->maps == th->maps, "forked thread");
	u.h.size = sizeof(u.h) + 8;
	TEST_ASSERT(machine__process_event(m, &u.h, 9) < 0, "short FORK accepted");

	/*
	 * A parent known with another pid (made from a tracepoint's field, pid 0; its FORK
	 * lost) is dropped and made afresh with the record's pid, as Linux perf does. The fork
	 * starts the child's comm at the record's sample time (the time passed), not its own.
	 */
	{
		struct thread *stale = machine__findnew_thread(m, 0, 40), *parent;

		thread__set_comm(stale, machine__intern(m, "stale"), 1, false);
		memset(&u, 0, sizeof(u));
		u.h.type = PERF_RECORD_FORK;
		p = u.buf + sizeof(u.h);
		*(u32 *)p = 41; /* pid */
		*(u32 *)(p + 4) = 40; /* ppid */
		*(u32 *)(p + 8) = 41; /* tid */
		*(u32 *)(p + 12) = 40; /* ptid */
		*(u64 *)(p + 16) = 11; /* the kernel's time in the record */
		u.h.size = sizeof(u.h) + 24;
		TEST_ASSERT(machine__process_event(m, &u.h, 12) == 0,
			    "FORK from a stale parent rejected");
		parent = machine__find_thread(m, 40, 40);
		TEST_ASSERT(parent && parent != stale && parent->pid == 40 && !parent->comm_set,
			    "the stale parent (pid 0) was not made afresh");
		TEST_ASSERT(machine__find_thread(m, 41, 41)->nr_comms == 0,
			    "the child inherited the stale parent's comm");
		thread__set_comm(parent, machine__intern(m, "parent"), 13, false);
		*(u32 *)p = 42;
		*(u32 *)(p + 8) = 42;
		TEST_ASSERT(machine__process_event(m, &u.h, 14) == 0, "FORK rejected");
		TEST_ASSERT(machine__find_thread(m, 42, 42)->comms[0].start == 14,
			    "the child's comm does not start at the FORK's sample time");
	}

	/* KSYMBOL: a BPF program becomes a kernel map with one symbol. */
	memset(&u, 0, sizeof(u));
	u.h.type = PERF_RECORD_KSYMBOL;
	p = u.buf + sizeof(u.h);
	*(u64 *)p = 0xffffffffc0200000ULL;
	*(u32 *)(p + 8) = 0x100;
	strcpy(p + 16, "bpf_prog_1234_test");
	u.h.size = sizeof(u.h) + 16 + 24;
	TEST_ASSERT(machine__process_event(m, &u.h, 10) == 0, "KSYMBOL rejected");
	{
		struct addr_location al;

		machine__resolve(m, &al, 7, 7, 0xffffffffc02000ffULL, PERF_RECORD_MISC_KERNEL);
		TEST_ASSERT(al.sym && !strcmp(al.sym->name, "bpf_prog_1234_test") &&
				    !strcmp(al.dso->short_name, "bpf_prog_1234_test"),
			    "BPF sample");
	}

	u.h.type = 9999; /* unknown types are skipped */
	TEST_ASSERT(machine__process_event(m, &u.h, 9) == 0, "unknown type not skipped");
	machine__delete(m);
	return TEST_OK;
}

static int count_cb(void *arg, u64 addr, char type, const char *name, size_t name_len,
		    const char *mod, size_t mod_len)
{
	int *n = arg;

	(*n)++;
	if (addr == 0xffffffffc0001000ULL)
		*n += (mod && mod_len == 4 && !memcmp(mod, "ext4", 4) && name_len == 8) ? 1000 :
											  -1000;
	return 0;
}

DEFINE_TEST(test__kallsyms_parse, "kallsyms: parse synthetic and real /proc/kallsyms")
{
	static const char buf[] = "ffffffff81000000 T _text\n"
				  "garbage line\n"
				  "\n"
				  "ffffffff81001000 t short_fn\n"
				  "ffffffffc0001000 t ext4_foo\t[ext4]\n"
				  "ffffffff81002000 T last_no_newline";
	struct timespec t0, t1;
	struct machine *m;
	struct addr_location al;
	FILE *f;
	char line[512], name[256], want[256] = "";
	unsigned long long addr, want_addr = 0, text = 0;
	char type;
	int n = 0, lines = 0;
	double ms;

	TEST_ASSERT(kallsyms__parse_buf(buf, sizeof(buf) - 1, count_cb, &n) == 0, "parse failed");
	TEST_ASSERT(n == 1004, "synthetic: %d (want 4 symbols and the module one right)", n);

	/* The real file, cross-checked with a plain scanf reader. */
	f = fopen("/proc/kallsyms", "r");
	TEST_ASSERT(f, "no /proc/kallsyms");
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%llx %c %255s", &addr, &type, name) != 3)
			continue;
		lines++;
		if (!strcmp(name, "_text"))
			text = addr;
		/* A global function of the core kernel, far from the start. */
		if (!want_addr && type == 'T' && !strchr(line, '[') && lines > 1000) {
			want_addr = addr;
			snprintf(want, sizeof(want), "%s", name);
		}
	}
	fclose(f);
	TEST_REQUIRE("kallsyms");
	n = 0;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	TEST_ASSERT(kallsyms__parse("/proc/kallsyms", count_cb, &n) == 0, "parse /proc/kallsyms");
	clock_gettime(CLOCK_MONOTONIC, &t1);
	ms = (double)(t1.tv_sec - t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - t0.tv_nsec) / 1e6;
	TEST_ASSERT(n == lines, "parsed %d lines, scanf read %d", n, lines);
	fprintf(stderr, "kallsyms: %d lines in %.1f ms\n", n, ms);
	TEST_ASSERT(kallsyms__symbol_address("/proc/kallsyms", "_text") == text, "_text address");

	/* A kernel sample in it resolves through the kernel map (build-id: the running one). */
	TEST_ASSERT(want_addr, "no global kernel function found");
	m = machine__new();
	machine__process_mmap(m, PERF_RECORD_MISC_KERNEL, -1, 0, text, ~0ULL - text, text, 5, 0,
			      NULL, "[kernel.kallsyms]_text", 0);
	machine__resolve(m, &al, 1, 1, want_addr, PERF_RECORD_MISC_KERNEL);
	TEST_ASSERT(al.map && al.dso == m->ksyms.kernel && al.level == 'k', "not in the kernel map");
	TEST_ASSERT(al.sym && al.sym->start == want_addr, "%s at %#llx resolved to %s", want,
		    want_addr, al.sym ? al.sym->name : "nothing");
	TEST_ASSERT(al.dso->origin == DSO_ORIGIN_KALLSYMS, "kernel symbols not from kallsyms");
	machine__delete(m);
	return TEST_OK;
}

DEFINE_TEST(test__machine_lazy_kernel, "machine: no kallsyms load until a kernel sample")
{
	struct machine *m = machine__new();
	struct addr_location al;
	u64 ip = (u64)(uintptr_t)&machine__new;

	machine__process_mmap(m, PERF_RECORD_MISC_KERNEL, -1, 0, 0xffffffff81000000ULL, 0x1000000,
			      0xffffffff81000000ULL, 5, 0, NULL, "[kernel.kallsyms]_text", 0);
	TEST_ASSERT(machine__synthesize_proc(m, getpid()) == 0, "synthesize");
	machine__resolve(m, &al, getpid(), getpid(), ip, PERF_RECORD_MISC_USER);
	TEST_ASSERT(al.sym && !strcmp(al.sym->name, "machine__new"), "user sample");
	TEST_ASSERT(!m->ksyms.kernel->loaded && m->ksyms.kernel->symtab.nr == 0,
		    "kernel symbols loaded for a user sample");
	machine__delete(m);
	return TEST_OK;
}

/* --- end to end: a perf.data recorded by Linux perf, resolved like its perf script does --- */
#include <sys/stat.h>
#include "util/replay.h"
#include "util/session.h"
#include "util/build-id.h"

struct e2e {
	struct machine *m;
	FILE *out;
	bool kernel_ok;
	int nr, nr_sym, nr_user, nr_user_burn;
};

static int e2e_sample(struct perf_tool *tool, union perf_event *ev, struct perf_sample *s,
		      struct evsel *evsel)
{
	struct e2e *e = tool->priv;
	struct addr_location al;

	machine__resolve(e->m, &al, (int)s->pid, (int)s->tid, s->ip, s->cpumode);
	e->nr++;
	if (al.sym)
		e->nr_sym++;
	if (al.dso && !strcmp(al.dso->short_name, "burn")) {
		e->nr_user++;
		if (al.sym && !strncmp(al.sym->name, "burn_", 5))
			e->nr_user_burn++;
	}
	if (!e->kernel_ok && s->cpumode == PERF_RECORD_MISC_KERNEL)
		return 0;
	fprintf(e->out, "%llx %s (%s)\n", (unsigned long long)s->ip,
		al.sym ? al.sym->name : "[unknown]", al.dso ? al.dso->long_name : "[unknown]");
	return 0;
}

/* Resolve every sample of a perf.data into "ip sym (dso)" lines in out; 0 or -errno. */
static int e2e_resolve(const char *file, FILE *out, struct e2e *e)
{
	struct replay r;
	struct build_id running;
	int ret;

	ret = replay__open(&r, file);
	if (ret)
		return ret;
	e->m = r.machine;
	e->out = out;
	/* Kernel samples compare only when this is the kernel that recorded them. */
	e->kernel_ok = !kernel__running_build_id(&running) &&
		       build_id__equal(&running, &machine__kernel_dso(e->m)->bid);
	r.tool.priv = e;
	r.tool.sample = e2e_sample;
	ret = replay__run(&r);
	replay__exit(&r);
	return ret;
}

DEFINE_TEST(test__machine_fixture,
	    "machine: samples of a Linux perf fixture resolve to the workload's functions")
{
	char fixture[PATH_MAX], src[PATH_MAX], cmd[PATH_MAX * 2 + 256];
	struct e2e e = { 0 };
	FILE *out;

	snprintf(fixture, sizeof(fixture), "%s/data/perf-burn.data", tests_dir());
	TEST_SKIP_IF(access(fixture, R_OK), "no fixture %.200s", fixture);
	/* The fixture ran its workload from there: same file, same build-id. */
	snprintf(src, sizeof(src), "%s/data/burn", tests_dir());
	mkdir("/tmp/perf-data-fixtures", 0755);
	/* another user's run may have put it there already */
	snprintf(cmd, sizeof(cmd),
		 "cmp -s '%s' /tmp/perf-data-fixtures/burn || "
		 "{ cp '%s' /tmp/perf-data-fixtures/burn.tmp.$$ && "
		 "mv -f /tmp/perf-data-fixtures/burn.tmp.$$ /tmp/perf-data-fixtures/burn; }",
		 src, src);
	TEST_ASSERT(system(cmd) == 0, "cannot copy burn");
	out = fopen("/dev/null", "w");
	TEST_ASSERT(out, "/dev/null");
	TEST_ASSERT(e2e_resolve(fixture, out, &e) == 0, "process events");
	fclose(out);
	TEST_ASSERT(e.nr > 100, "%d samples", e.nr);
	TEST_ASSERT(e.nr_user > 50 && e.nr_user_burn == e.nr_user,
		    "%d of %d samples of burn in burn_a/burn_b", e.nr_user_burn, e.nr_user);
	return TEST_OK;
}

DEFINE_TEST(test__machine_linux_perf_data,
	    "machine: a fresh Linux perf recording resolves like its perf script")
{
	char dir[] = "/tmp/perf-e2e-XXXXXX", prog[PATH_MAX], ours[PATH_MAX], cmd[PATH_MAX * 4];
	struct e2e e = { 0 };
	FILE *out;
	int ret;

	TEST_REQUIRE("linux-perf");
	snprintf(cmd, sizeof(cmd), "%s/progs/sym_funcs", tests_dir());
	TEST_ASSERT(access(cmd, X_OK) == 0 && realpath(cmd, prog), "%.200s not built", cmd);
	TEST_ASSERT(mkdtemp(dir), "mkdtemp");
	/* HOME: Linux perf record fills ~/.debug; keep it out of the real one. */
	snprintf(cmd, sizeof(cmd),
		 "cd %s && HOME=%s /usr/bin/perf record -e cpu-clock -F 2000 -o perf.data '%s' 3 "
		 ">/dev/null 2>&1 </dev/null",
		 dir, dir, prog);
	ret = system(cmd);
	TEST_ASSERT(ret == 0, "perf record failed: %d", ret);
	snprintf(ours, sizeof(ours), "%s/ours.txt", dir);
	out = fopen(ours, "w");
	TEST_ASSERT(out, "ours.txt");
	snprintf(cmd, sizeof(cmd), "%s/perf.data", dir);
	ret = e2e_resolve(cmd, out, &e);
	fclose(out);
	TEST_ASSERT(ret == 0, "process events: %d", ret);
	TEST_ASSERT(e.nr > 20 && e.nr_sym * 10 >= e.nr * 9, "%d of %d samples have a symbol",
		    e.nr_sym, e.nr);
	snprintf(cmd, sizeof(cmd),
		 "cd %s && HOME=%s /usr/bin/perf script -i perf.data -F ip,sym,dso 2>/dev/null | "
		 "sed 's/^ *//' %s > theirs.txt && diff theirs.txt ours.txt | head -5 >&2 && "
		 "cmp -s theirs.txt ours.txt",
		 dir, dir, e.kernel_ok ? "" : "| grep -v '\\[kernel.kallsyms\\]'");
	ret = system(cmd);
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	if (system(cmd)) {
	}
	TEST_ASSERT(ret == 0, "our ip/symbol/dso differ from Linux perf script's");
	return TEST_OK;
}

DEFINE_TEST(test__machine_kernel_sources,
	    "machine: kernel symbols from the build-id cache, --kallsyms with modules, vmlinux")
{
	char dir[] = "/tmp/perf-ksyms-XXXXXX", ks[PATH_MAX], prog[PATH_MAX], cmd[PATH_MAX + 16];
	struct build_id fake;
	struct machine *m;
	struct addr_location al;
	FILE *f;

	TEST_ASSERT(mkdtemp(dir), "mkdtemp");
	snprintf(ks, sizeof(ks), "%s/kallsyms", dir);
	f = fopen(ks, "w");
	TEST_ASSERT(f, "write kallsyms");
	fprintf(f,
		"ffffffff81000000 T _text\nffffffff81000100 T fake_func\n"
		"ffffffff81000200 t fake_local\nffffffff81000300 T _etext\n"
		"ffffffffc0001000 t mod_func\t[fakemod]\nffffffffc0001100 t mod_end\t[fakemod]\n");
	fclose(f);

	/* 1. A kernel that is not the running one: its kallsyms comes from the build-id cache. */
	snprintf(cmd, sizeof(cmd), "%s/.debug", dir);
	buildid_dir__set(cmd);
	build_id__parse("0123456789abcdef0123456789abcdef01234567", &fake);
	TEST_ASSERT(build_id_cache__add("[kernel.kallsyms]", ks, &fake) == 0, "cache add");
	m = machine__new();
	machine__set_build_id(m, "[kernel.kallsyms]", &fake);
	machine__process_mmap(m, PERF_RECORD_MISC_KERNEL, -1, 0, 0xffffffff81000000ULL, 0x1000000,
			      0xffffffff81000000ULL, 5, 0, NULL, "[kernel.kallsyms]_text", 0);
	machine__process_mmap(m, PERF_RECORD_MISC_KERNEL, -1, 0, 0xffffffffc0001000ULL, 0x1000, 0,
			      5, 0, NULL, "/lib/modules/x/kernel/fake-mod.ko", 0);
	machine__resolve(m, &al, 0, 0, 0xffffffff81000210ULL, PERF_RECORD_MISC_KERNEL);
	TEST_ASSERT(al.sym && !strcmp(al.sym->name, "fake_local"), "cached kallsyms: got %s",
		    al.sym ? al.sym->name : "nothing");
	TEST_ASSERT(al.dso->origin == DSO_ORIGIN_BUILDID_CACHE, "origin %d", al.dso->origin);
	/* Module symbols go to the module's DSO ("-" in the file name is "_" in kallsyms). */
	machine__resolve(m, &al, 0, 0, 0xffffffffc0001010ULL, PERF_RECORD_MISC_KERNEL);
	TEST_ASSERT(al.dso && !strcmp(al.dso->short_name, "[fake_mod]"), "module dso %s",
		    al.dso ? al.dso->short_name : "none");
	machine__delete(m);

	/* 2. Not cached, not running: no symbols, raw addresses. */
	build_id_cache__purge_all();
	m = machine__new();
	machine__set_build_id(m, "[kernel.kallsyms]", &fake);
	symbol_conf.show_warnings = false;
	machine__resolve(m, &al, 0, 0, 0xffffffff81000210ULL, PERF_RECORD_MISC_KERNEL);
	symbol_conf.show_warnings = true;
	TEST_ASSERT(al.map && !al.sym && al.addr == 0xffffffff81000210ULL,
		    "a foreign kernel's sample got a symbol from this kernel");
	machine__delete(m);
	buildid_dir__set(NULL);

	/* 3. --kallsyms: used as is. */
	symbol_conf.kallsyms_name = ks;
	m = machine__new();
	machine__resolve(m, &al, 0, 0, 0xffffffff81000101ULL, PERF_RECORD_MISC_KERNEL);
	symbol_conf.kallsyms_name = NULL;
	TEST_ASSERT(al.sym && !strcmp(al.sym->name, "fake_func"), "--kallsyms");
	machine__delete(m);

	/* 4. --vmlinux: an ELF file's own addresses (a -no-pie program stands in for vmlinux). */
	snprintf(prog, sizeof(prog), "%s/progs/sym_funcs", tests_dir());
	symbol_conf.vmlinux_name = prog;
	m = machine__new();
	machine__process_mmap(m, PERF_RECORD_MISC_KERNEL, -1, 0, 0x400000, 0x100000, 0x400000, 5, 0,
			      NULL, "[kernel.kallsyms]_text", 0);
	{
		struct symbol *s;

		machine__load_kernel_symbols(m);
		s = symtab__find_by_name(&m->ksyms.kernel->symtab, "sym_hot");
		TEST_ASSERT(s, "no sym_hot from the vmlinux");
		machine__resolve(m, &al, 0, 0, s->start + 1, PERF_RECORD_MISC_KERNEL);
		TEST_ASSERT(al.sym == s && m->ksyms.kernel->origin == DSO_ORIGIN_VMLINUX, "vmlinux");
	}
	symbol_conf.vmlinux_name = NULL;
	machine__delete(m);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	TEST_ASSERT(system(cmd) == 0, "cleanup");
	return TEST_OK;
}

/* --- kallsyms__parse_buf against a plain reader of the same grammar --- */

struct kline_out {
	char *buf;
	size_t len;
	FILE *fp;
};

static int kline_cb(void *arg, u64 addr, char type, const char *name, size_t name_len,
		    const char *mod, size_t mod_len)
{
	struct kline_out *o = arg;

	fprintf(o->fp, "%llx %d %.*s [%.*s]%d\n", (unsigned long long)addr, type, (int)name_len,
		name, (int)mod_len, mod ? mod : "", mod != NULL);
	return 0;
}

/* "ADDR T name[<tabs/spaces>[mod]]": 1-16 hex digits, anything else skipped. */
static void kline_plain(const char *line, size_t len, struct kline_out *o)
{
	const char *p = line, *e = line + len, *name, *ne, *mod = NULL;
	unsigned long long addr = 0;
	size_t nd = 0, mod_len = 0;

	while (p < e && isxdigit((unsigned char)*p)) {
		addr = addr << 4 |
		       (u64)(isdigit((unsigned char)*p) ? *p - '0' :
							  (tolower((unsigned char)*p) - 'a' + 10));
		p++;
		nd++;
	}
	if (!nd || nd > 16 || e - p < 4 || p[0] != ' ' || p[2] != ' ')
		return;
	name = ne = p + 3;
	while (ne < e && *ne != '\t' && *ne != ' ')
		ne++;
	if (ne == name)
		return;
	for (const char *m = ne; m < e; m++) {
		if (*m == '\t' || *m == ' ')
			continue;
		if (*m == '[' && memchr(m, ']', e - m)) {
			mod = m + 1;
			mod_len = (const char *)memchr(m, ']', e - m) - mod;
		}
		break;
	}
	kline_cb(o, addr, p[1], name, ne - name, mod, mod_len);
}

DEFINE_TEST(test__kallsyms_parse_fast,
	    "kallsyms: the line reader's fast path reads odd lines as the plain grammar does")
{
	static const char *const names[] = { "",	  "a",	     "abcdefg",		 "abcdefgh",
					     "abcdefghi", "x_y.z$1", "sixteen_chars_16", "é_utf8" };
	static const char *const seps[] = { "", "\t[ext4]", " [mod]", "\t", "\t[broken", " x" };
	static const char alphabet[] = "0123456789abcdefABCDEFxg \t[]\n";
	struct kline_out fast = { 0 }, plain = { 0 };
	char *text = NULL;
	size_t text_len = 0;
	FILE *tf = open_memstream(&text, &text_len);
	u64 r = 88172645463325252ULL;

	for (int i = 0; i < 20000; i++) {
		int digits, kind;

		r ^= r << 13, r ^= r >> 7, r ^= r << 17;
		kind = (int)(r % 8);
		digits = kind == 0 ? (int)(r >> 8) % 18 : 16;
		for (int d = 0; d < digits; d++)
			fputc("0123456789abcdefABCDEF"[(r >> (d * 3 % 40)) % (kind == 1 ? 22 : 16)],
			      tf);
		if (kind == 2) { /* noise anywhere */
			for (int k = 0; k < (int)(r >> 50) % 30; k++)
				fputc(alphabet[(r >> k) % (sizeof(alphabet) - 1)], tf);
		} else {
			fprintf(tf, " %c %s%s", "TtWwDdBb"[(r >> 20) % 8],
				names[(r >> 24) % ARRAY_SIZE(names)],
				seps[(r >> 28) % ARRAY_SIZE(seps)]);
		}
		fputc('\n', tf);
	}
	fputs("ffffffff81002000 T last_no_newline", tf);
	fclose(tf);

	fast.fp = open_memstream(&fast.buf, &fast.len);
	TEST_ASSERT(kallsyms__parse_buf(text, text_len, kline_cb, &fast) == 0, "parse failed");
	fclose(fast.fp);
	plain.fp = open_memstream(&plain.buf, &plain.len);
	for (const char *p = text, *e = text + text_len; p < e;) {
		const char *nl = memchr(p, '\n', e - p);

		if (!nl)
			nl = e;
		kline_plain(p, nl - p, &plain);
		p = nl + 1;
	}
	fclose(plain.fp);
	TEST_ASSERT(plain.len > 100000, "too few lines read: %zu bytes", plain.len);
	if (strcmp(fast.buf, plain.buf)) {
		size_t i = 0, line = 0;

		while (fast.buf[i] && fast.buf[i] == plain.buf[i])
			if (fast.buf[i++] == '\n')
				line = i;
		TEST_ASSERT(0, "differs:\nfast:  %.100s\nplain: %.100s", fast.buf + line,
			    plain.buf + line);
	}
	free(fast.buf);
	free(plain.buf);
	free(text);
	return TEST_OK;
}
