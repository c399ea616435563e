// SPDX-License-Identifier: GPL-2.0
/*
 * DWARF unwinding without the kernel: this process's registers and stack top, taken the way
 * a --call-graph dwarf sample carries them, unwound over its own maps (from /proc/self/maps)
 * with the CFI of perf itself; and the same stack copy cut short, counted as such.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/perf_event.h>

#include "tests/tests.h"
#include "util/callchain.h"
#include "util/event.h"
#include "util/machine.h"
#include "util/record.h"
#include "util/symbol.h"
#include "util/thread.h"
#include "util/unwind-dwarf.h"

#define NR_REGS 20 /* popcount(RECORD_REGS_MASK) */

struct capture {
	u64 regs[NR_REGS]; /* PERF_REG_X86_* order of the mask's bits */
	char stack[8192] __attribute__((aligned(8)));
	u64 size;
};

/* Index in regs of each PERF_REG_X86_* bit of RECORD_REGS_MASK (0xff0fff) */
enum { AX, BX, CX, DX, SI, DI, BP, SP, IP, FLAGS, CS, SS, R8, R9, R10, R11, R12, R13, R14, R15 };

volatile unsigned long unwind_test_sink;

/* The raw stack, ASan's redzones included: word by word, not instrumented, not memcpy. */
static __attribute__((no_sanitize("address"), noinline)) void copy_stack(u64 *dst, const u64 *src,
									 size_t words)
{
	const volatile u64 *from = src;

	for (size_t i = 0; i < words; i++)
		dst[i] = from[i];
}

/*
 * The registers at one instruction of this function (rip is that of the instruction after
 * the lea, where rsp and the callee-saved registers are what they are in the whole asm),
 * then the stack from rsp up, as the kernel copies it.
 */
static __attribute__((noinline)) void capture_here(struct capture *c)
{
	pthread_attr_t attr;
	void *lo;
	size_t len;
	u64 top;

	asm volatile("lea 0(%%rip), %%rax\n\t"
		     "mov %%rax, %c[ip](%[r])\n\t"
		     "mov %%rsp, %c[sp](%[r])\n\t"
		     "mov %%rbp, %c[bp](%[r])\n\t"
		     "mov %%rbx, %c[bx](%[r])\n\t"
		     "mov %%r12, %c[r12](%[r])\n\t"
		     "mov %%r13, %c[r13](%[r])\n\t"
		     "mov %%r14, %c[r14](%[r])\n\t"
		     "mov %%r15, %c[r15](%[r])\n\t"
		     :
		     : [r] "r"(c->regs), [ip] "i"(IP * 8), [sp] "i"(SP * 8), [bp] "i"(BP * 8),
		       [bx] "i"(BX * 8), [r12] "i"(R12 * 8), [r13] "i"(R13 * 8), [r14] "i"(R14 * 8),
		       [r15] "i"(R15 * 8)
		     : "rax", "memory");
	/* no more than the stack holds above rsp (the kernel's copy stops there too) */
	top = c->regs[SP] + sizeof(c->stack);
	if (!pthread_getattr_np(pthread_self(), &attr)) {
		if (!pthread_attr_getstack(&attr, &lo, &len) && (u64)(uintptr_t)lo + len < top)
			top = (u64)(uintptr_t)lo + len;
		pthread_attr_destroy(&attr);
	}
	c->size = top - c->regs[SP];
	c->size &= ~7ULL;
	copy_stack((u64 *)c->stack, (const u64 *)(uintptr_t)c->regs[SP], c->size / 8);
	unwind_test_sink++;
}

static __attribute__((noinline)) void unwind_level2(struct capture *c)
{
	capture_here(c);
	unwind_test_sink++; /* not a tail call */
}

static __attribute__((noinline)) void unwind_level1(struct capture *c)
{
	unwind_level2(c);
	unwind_test_sink++;
}

/* name is fn, or one of GCC's clones of it (fn.constprop.0, fn.isra.0) */
static bool is_fn(const struct symbol *sym, const char *fn)
{
	size_t len = strlen(fn);

	return sym && !strncmp(sym->name, fn, len) && (!sym->name[len] || sym->name[len] == '.');
}

static void sample_of(struct perf_sample *s, const struct capture *c, u64 size, u64 req)
{
	memset(s, 0, sizeof(*s));
	s->ip = c->regs[IP];
	s->pid = s->tid = (u32)getpid();
	s->cpumode = PERF_RECORD_MISC_USER;
	s->user_regs.abi = 2; /* PERF_SAMPLE_REGS_ABI_64 */
	s->user_regs.mask = RECORD_REGS_MASK;
	s->user_regs.regs = c->regs;
	s->user_stack.data = c->stack;
	s->user_stack.size = size;
	s->user_stack.req = req;
}

DEFINE_TEST(test__unwind_dwarf_self,
	    "unwind-dwarf: this process's stack unwound from its registers and stack copy")
{
	static struct capture c;
	struct machine *m = machine__new();
	struct callchain_param p = callchain_param_default;
	struct callchain_cursor cursor = { 0 };
	const struct unwind_stats *st;
	const char *want[] = { "capture_here", "unwind_level2", "unwind_level1" };
	struct perf_sample s;
	struct thread *th;
	u64 cut, truncated;
	int n;

	p.order = ORDER_CALLEE;
	unwind_level1(&c);
	TEST_ASSERT(c.size >= 64, "no stack copied (%llu bytes)", (unsigned long long)c.size);
	TEST_ASSERT(machine__synthesize_proc(m, getpid()) == 0, "synthesize");
	th = machine__findnew_thread(m, getpid(), getpid());

	sample_of(&s, &c, c.size, sizeof(c.stack));
	n = callchain_cursor__resolve(&cursor, th, &s, &p);
	TEST_ASSERT(n >= 4, "%d frames", n);
	for (int i = 0; i < 3; i++)
		TEST_ASSERT(is_fn(cursor.frames[i].sym, want[i]), "frame %d is %s, not %s", i,
			    cursor.frames[i].sym ? cursor.frames[i].sym->name : "[unknown]",
			    want[i]);
	/* the caller frames are return addresses minus one, inside their functions */
	TEST_ASSERT(cursor.frames[0].ip == c.regs[IP], "the first frame is not the sampled ip");
	st = machine__unwind_stats(m);
	TEST_ASSERT(st && st->nr_samples == 1, "the sample is not counted");

	/*
	 * a copy that ends inside capture_here's frame: cut by its size, and counted so (the
	 * whole copy may have been cut too: the test runner's stack can be deeper than 8 KiB);
	 * the chain ends with Linux perf's frame at -1 after the sampled ip
	 */
	cut = st->nr_stopped[UNWIND_STACK];
	truncated = unwind_stats__nr_truncated(st);
	sample_of(&s, &c, 8, 8);
	n = callchain_cursor__resolve(&cursor, th, &s, &p);
	st = machine__unwind_stats(m);
	TEST_ASSERT(n == 2 && st->nr_samples == 2 && st->nr_stopped[UNWIND_STACK] == cut + 1,
		    "a cut stack: %d frames, %llu cut", n,
		    (unsigned long long)st->nr_stopped[UNWIND_STACK]);
	TEST_ASSERT(cursor.frames[0].ip == c.regs[IP] && cursor.frames[1].ip == ~0ULL &&
			    !cursor.frames[1].sym,
		    "a cut stack: not the sampled ip, then -1");
	TEST_ASSERT(unwind_stats__nr_truncated(st) == truncated + 1, "truncated count");

	/* perf top's hours: the cut samples kept for the size estimate stay bounded */
	for (u32 i = 0; i < UNWIND_MAX_CUTS + 1000; i++)
		callchain_cursor__resolve(&cursor, th, &s, &p);
	st = machine__unwind_stats(m);
	TEST_ASSERT(st->nr_stopped[UNWIND_STACK] == cut + 1 + UNWIND_MAX_CUTS + 1000,
		    "cut samples not all counted");
	TEST_ASSERT(machine__unwind_nr_cuts_kept(m) == UNWIND_MAX_CUTS, "%zu cut samples kept",
		    machine__unwind_nr_cuts_kept(m));

	/* no registers of the right ABI: nothing unwound, nothing counted */
	sample_of(&s, &c, c.size, sizeof(c.stack));
	s.user_regs.abi = 1; /* 32-bit */
	TEST_ASSERT(!unwind_dwarf__sample_has_stack(&s), "a 32-bit sample taken for unwinding");

	callchain_cursor__exit(&cursor);
	machine__delete(m);
	return TEST_OK;
}
