// SPDX-License-Identifier: GPL-2.0
/*
 * DWARF unwinding of --call-graph dwarf samples (see unwind-dwarf.h).
 *
 * Why not dwfl_getthread_frames: it wants a Dwfl per address space with every module
 * reported, and says little about why it stopped. Here the address space is ours (the
 * thread's maps), the CFI is per DSO (shared by every task mapping it), libdw is asked only
 * for the CFI row of an address not seen before, and each stop has a reason to count.
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <gelf.h>
#include <libelf.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util/build-id.h"
#include "util/debug.h"
#include "util/dso.h"
#include "util/lazy-dw.h"
#include "util/vdso.h"
#include "util/event.h"
#include "util/machine.h"
#include "util/map.h"
#include "util/thread.h"
#include "util/unwind-dwarf.h"

/* x86_64 DWARF registers 0..16: rax rdx rcx rbx rsi rdi rbp rsp r8..r15, and 16 the RA */
#define NREGS 17
#define DW_SP 7
#define DW_RA 16

/* DWARF register -> PERF_REG_X86_* bit */
static const u8 dw2perf[NREGS] = { 0, 3, 2, 1, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23, 8 };

#define PERF_SAMPLE_REGS_ABI_64_ 2

/*
 * How a register (or the CFA) is found. The common forms get their own kinds so that a
 * frame is a few loads; RK_OPS evaluates the DWARF expression.
 */
enum reg_kind {
	RK_UNDEF,
	RK_SAME,
	RK_REG_OFF, /* the value of register reg + off (the CFA's usual rule) */
	RK_AT_CFA, /* saved at CFA + off */
	RK_VAL_CFA, /* the value CFA + off */
	RK_REG, /* the value of register reg */
	RK_OPS,
};

struct rule {
	u8 kind;
	u8 nops;
	u8 reg;
	u32 ops; /* index in the DSO's ops */
	u64 off;
};

/* The compiled CFI row of one address. */
struct cfi_row {
	u64 vaddr;
	bool valid; /* false: no CFI covers the address */
	bool signal;
	u8 ra; /* the return-address column */
	/* the registers by what a step does with them: keeps; marks saved at CFA + off; evaluates */
	u32 same, at_cfa, eval;
	struct rule cfa;
	struct rule reg[NREGS];
};

struct unwind_dso {
	bool missing; /* no file with CFI found */
	bool has_entry;
	u64 entry; /* e_entry: the outermost code of a program's (or ld.so's) start */
	int fd, dfd;
	Elf *elf, *delf;
	void *image; /* the vDSO's bytes */
	Dwarf_CFI *eh; /* .eh_frame (dwarf_getcfi_elf: ours to end) */
	Dwarf *dw; /* the DWARF holding .debug_frame, or NULL */
	Dwarf_CFI *dbg; /* .debug_frame (owned by dw) */
	struct cfi_row *rows;
	size_t nr_rows, alloc_rows;
	u32 *hash; /* row index + 1; 0: empty */
	size_t hash_size;
	Dwarf_Op *ops;
	size_t nr_ops, alloc_ops;
};

/* A sample cut by its stack copy: how much it would have needed is known at the end. */
struct cut_sample {
	int tid;
	u64 sp;
	u64 req;
};

/* The highest stack address a task's unwinding reached (its stack's top, or near it). */
struct task_top {
	int tid;
	u64 top;
};

/*
 * A sample unwound before: the inputs its unwinding read (the sampled registers it used,
 * the stack words it loaded) and what it gave. Unwinding is a function of those alone (and
 * of the maps, the stack pointer, the copy's size), so a sample with the same ones gives
 * the same frames: checking a few words replaces the walk (hot loops repeat their stacks).
 */
#define MEMO_SLOTS 4096
#define MEMO_READS 48
#define MEMO_IPS 64
struct memo {
	const struct maps *maps;
	u64 gen;
	u64 ip, sp, size, req, mask;
	u32 max, used, nr_reads, nr_ips;
	enum unwind_stop stop;
	u64 end_top;
	u64 regs[NREGS]; /* the used ones */
	u32 read_at[MEMO_READS]; /* stack offsets, in the order read */
	u64 read_val[MEMO_READS];
	u64 ips[MEMO_IPS];
};

struct unwind_machine {
	struct unwind_stats stats;
	struct memo **memo; /* MEMO_SLOTS, by hash of (maps, ip, sp) */
	bool no_memo; /* PERF_REPORT_PLAIN: the short cuts off, to compare */
	u64 nr_memo_hits;
	struct cut_sample *cuts; /* at most UNWIND_MAX_CUTS: a uniform sample of them after */
	size_t nr_cuts, alloc_cuts;
	u64 nr_cuts_seen, rand; /* the reservoir's count and its generator's state */
	struct task_top *tops; /* open addressing by tid; tid 0 slot means empty (tid+1 stored) */
	size_t tops_size, nr_tops;
};

/* --- per DSO: the files and their CFI --- */

static int open_elf(const char *path, int *fdp, Elf **elfp, const struct build_id *want)
{
	struct build_id bid;
	int fd;
	Elf *elf;

	if (want && build_id__is_set(want) &&
	    (filename__read_build_id(path, &bid) || !build_id__equal(&bid, want)))
		return -ENOENT;
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	if (!elf || elf_kind(elf) != ELF_K_ELF) {
		if (elf)
			elf_end(elf);
		close(fd);
		return -EINVAL;
	}
	*fdp = fd;
	*elfp = elf;
	return 0;
}

static bool elf_has_section(Elf *elf, const char *name)
{
	size_t shstrndx;
	Elf_Scn *scn = NULL;

	if (elf_getshdrstrndx(elf, &shstrndx))
		return false;
	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		const char *n;

		if (!gelf_getshdr(scn, &sh) || sh.sh_type == SHT_NOBITS)
			continue;
		n = elf_strptr(elf, shstrndx, sh.sh_name);
		if (n && !strcmp(n, name))
			return true;
	}
	return false;
}

/* The runtime file (it has .eh_frame): on disk, by build-id in the cache, or the vDSO. */
static void unwind_dso__open_main(struct unwind_dso *ud, struct dso *dso)
{
	const struct build_id *bid = build_id__is_set(&dso->bid) ? &dso->bid : NULL;
	char buf[PATH_MAX];
	char *cached = NULL;

	if (dso->kind == DSO_KIND_VDSO) {
		const void *image;
		size_t len;
		struct build_id running;

		cached = bid ? build_id_cache__lookup(bid, dso->long_name) : NULL;
		if (cached && !open_elf(cached, &ud->fd, &ud->elf, NULL)) {
			free(cached);
			return;
		}
		free(cached);
		/* the running kernel's vDSO, when it is the recorded one */
		if (vdso__image(&image, &len) ||
		    elf_image__read_build_id(image, len, &running) ||
		    (bid && !build_id__equal(&running, bid)))
			return;
		ud->image = xmalloc(len);
		memcpy(ud->image, image, len);
		ud->elf = elf_memory(ud->image, len);
		return;
	}
	if (!open_elf(symfs__path(dso->long_name, buf, sizeof(buf)), &ud->fd, &ud->elf, bid))
		return;
	if (bid) {
		cached = build_id_cache__lookup(bid, dso->long_name);
		if (cached && !open_elf(cached, &ud->fd, &ud->elf, NULL)) {
			free(cached);
			return;
		}
		free(cached);
	}
	/* symbols came from somewhere (a debug file): it may have .debug_frame */
	if (dso->symsrc_path)
		open_elf(dso->symsrc_path, &ud->fd, &ud->elf, NULL);
}

static void unwind_dso__free(void *data)
{
	struct unwind_dso *ud = data;

	if (ud->eh)
		dwarf_cfi_end(ud->eh);
	if (ud->dw)
		dwarf_end(ud->dw);
	if (ud->elf)
		elf_end(ud->elf);
	if (ud->delf)
		elf_end(ud->delf);
	if (ud->fd >= 0)
		close(ud->fd);
	if (ud->dfd >= 0)
		close(ud->dfd);
	free(ud->image);
	free(ud->rows);
	free(ud->hash);
	free(ud->ops);
	free(ud);
}

static struct unwind_dso *unwind_dso__get(struct dso *dso)
{
	struct unwind_dso *ud = dso->unwind.data;
	GElf_Ehdr ehdr;

	if (ud)
		return ud;
	ud = xcalloc(1, sizeof(*ud));
	ud->fd = ud->dfd = -1;
	dso->unwind.data = ud;
	dso->unwind.free = unwind_dso__free;
	if (dso->kind != DSO_KIND_USER && dso->kind != DSO_KIND_VDSO) {
		ud->missing = true;
		return ud;
	}
	elf_version(EV_CURRENT);
	unwind_dso__open_main(ud, dso);
	if (!ud->elf) {
		ud->missing = true;
		return ud;
	}
	ud->eh = dwarf_getcfi_elf(ud->elf);
	if (gelf_getehdr(ud->elf, &ehdr) && ehdr.e_entry) {
		ud->entry = ehdr.e_entry;
		ud->has_entry = true;
	}
	/* .debug_frame: in the file itself, else in its separate debug file */
	if (elf_has_section(ud->elf, ".debug_frame"))
		ud->dw = dwarf_begin_elf(ud->elf, DWARF_C_READ, NULL);
	if (!ud->dw && build_id__is_set(&dso->bid)) {
		char *path = build_id__debug_path(&dso->bid);

		if (path && !open_elf(path, &ud->dfd, &ud->delf, NULL) &&
		    elf_has_section(ud->delf, ".debug_frame"))
			ud->dw = dwarf_begin_elf(ud->delf, DWARF_C_READ, NULL);
		free(path);
	}
	if (ud->dw)
		ud->dbg = dwarf_getcfi(ud->dw);
	return ud;
}


/* --- compiled CFI rows --- */

/* The fast kinds of the forms libdw gives for the usual CFI rules. */
static bool rule__simple(struct rule *r, const Dwarf_Op *ops, size_t nops, bool cfa)
{
	u8 a = ops[0].atom;
	size_t i;

	if (cfa) {
		if (nops == 1 && a >= DW_OP_breg0 && a <= DW_OP_breg31) {
			r->kind = RK_REG_OFF;
			r->reg = (u8)(a - DW_OP_breg0);
			r->off = ops[0].number;
			return r->reg < NREGS;
		}
		if (nops == 1 && a == DW_OP_bregx && ops[0].number < NREGS) {
			r->kind = RK_REG_OFF;
			r->reg = (u8)ops[0].number;
			r->off = ops[0].number2;
			return true;
		}
		return false;
	}
	if (nops == 1 && ((a >= DW_OP_reg0 && a <= DW_OP_reg31) || a == DW_OP_regx)) {
		r->kind = RK_REG;
		r->reg = (u8)(a == DW_OP_regx ? ops[0].number : (u64)(a - DW_OP_reg0));
		return (a == DW_OP_regx ? ops[0].number : (u64)(a - DW_OP_reg0)) < NREGS;
	}
	if (a != DW_OP_call_frame_cfa)
		return false;
	i = 1;
	r->off = 0;
	if (i < nops && ops[i].atom == DW_OP_plus_uconst)
		r->off = ops[i++].number;
	if (i == nops) {
		r->kind = RK_AT_CFA;
		return true;
	}
	if (i + 1 == nops && ops[i].atom == DW_OP_stack_value) {
		r->kind = RK_VAL_CFA;
		return true;
	}
	return false;
}

static void rule__set(struct unwind_dso *ud, struct rule *r, const Dwarf_Op *ops, size_t nops,
		      bool cfa)
{
	if (rule__simple(r, ops, nops, cfa))
		return;
	if (nops > 255) {
		r->kind = RK_UNDEF;
		return;
	}
	ud->ops = grow_array(ud->ops, &ud->alloc_ops, ud->nr_ops + nops, sizeof(*ud->ops));
	memcpy(ud->ops + ud->nr_ops, ops, nops * sizeof(*ops));
	r->kind = RK_OPS;
	r->nops = (u8)nops;
	r->ops = (u32)ud->nr_ops;
	ud->nr_ops += nops;
}

static void row__build(struct unwind_dso *ud, struct cfi_row *row)
{
	Dwarf_Frame *frame = NULL;
	Dwarf_Op *ops, ops_mem[3];
	size_t nops;
	bool signal = false;
	int ra;

	row->valid = false;
	if ((!ud->eh || dwarf_cfi_addrframe(ud->eh, row->vaddr, &frame)) &&
	    (!ud->dbg || dwarf_cfi_addrframe(ud->dbg, row->vaddr, &frame)))
		return;
	ra = dwarf_frame_info(frame, NULL, NULL, &signal);
	if (ra < 0 || ra >= NREGS || dwarf_frame_cfa(frame, &ops, &nops) || !nops)
		goto out;
	row->ra = (u8)ra;
	row->signal = signal;
	rule__set(ud, &row->cfa, ops, nops, true);
	for (int r = 0; r < NREGS; r++) {
		if (dwarf_frame_register(frame, r, ops_mem, &ops, &nops)) {
			row->reg[r].kind = RK_UNDEF;
		} else if (!nops) {
			row->reg[r].kind = ops ? RK_UNDEF : RK_SAME;
		} else {
			rule__set(ud, &row->reg[r], ops, nops, false);
		}
	}
	for (int r = 0; r < NREGS; r++) {
		u8 kind = row->reg[r].kind;

		if (kind == RK_SAME)
			row->same |= 1u << r;
		else if (kind == RK_AT_CFA && r != row->ra)
			row->at_cfa |= 1u << r;
		else if (kind != RK_UNDEF)
			row->eval |= 1u << r;
	}
	row->valid = row->cfa.kind == RK_OPS || row->cfa.kind == RK_REG_OFF;
out:
	free(frame);
}

static size_t row_slot(const struct unwind_dso *ud, u64 vaddr)
{
	return (size_t)((vaddr * 0x9E3779B97F4A7C15ULL) >> 24) & (ud->hash_size - 1);
}

static const struct cfi_row *unwind_dso__row(struct unwind_dso *ud, u64 vaddr)
{
	size_t i;

	if (ud->hash_size) {
		for (i = row_slot(ud, vaddr); ud->hash[i]; i = (i + 1) & (ud->hash_size - 1))
			if (ud->rows[ud->hash[i] - 1].vaddr == vaddr)
				return &ud->rows[ud->hash[i] - 1];
	}
	if ((ud->nr_rows + 1) * 2 > ud->hash_size) {
		size_t old = ud->hash_size;

		free(ud->hash);
		ud->hash_size = old ? old * 2 : 256;
		ud->hash = xcalloc(ud->hash_size, sizeof(*ud->hash));
		for (size_t r = 0; r < ud->nr_rows; r++) {
			for (i = row_slot(ud, ud->rows[r].vaddr); ud->hash[i];
			     i = (i + 1) & (ud->hash_size - 1))
				;
			ud->hash[i] = (u32)r + 1;
		}
	}
	ud->rows = grow_array(ud->rows, &ud->alloc_rows, ud->nr_rows + 1, sizeof(*ud->rows));
	memset(&ud->rows[ud->nr_rows], 0, sizeof(*ud->rows));
	ud->rows[ud->nr_rows].vaddr = vaddr;
	row__build(ud, &ud->rows[ud->nr_rows]);
	for (i = row_slot(ud, vaddr); ud->hash[i]; i = (i + 1) & (ud->hash_size - 1))
		;
	ud->hash[i] = (u32)++ud->nr_rows;
	return &ud->rows[ud->nr_rows - 1];
}

/* --- one unwinding --- */

struct unwind_state {
	u64 regs[NREGS];
	u32 valid; /* bit per DWARF register */
	u64 cfa;
	u64 sp0; /* the stack copy starts here */
	const char *stack;
	u64 size, req;
	enum unwind_stop mem_stop; /* why the last failed read failed */
	u64 need; /* STACK: bytes from sp0 the read needed */
	u64 end_top; /* END: the outermost frame's CFA */
	/* for the memo: which sampled registers were read, and the stack words loaded */
	u32 init, used; /* registers still holding the sampled value; those read */
	/*
	 * Registers saved in the stack are loaded when used, not when their frame is
	 * stepped: fewer loads, and the memo depends only on the words that mattered.
	 */
	u32 pend;
	u64 pend_addr[NREGS];
	u64 regs0[NREGS]; /* the sampled values */
	u32 nr_reads; /* > MEMO_READS: too many to remember */
	u32 read_at[MEMO_READS];
	u64 read_val[MEMO_READS];
};

static inline int read_word(struct unwind_state *u, u64 addr, u64 *val);

/*
 * A register's value (loaded from the stack if it was saved there); a sampled one read is
 * an input of the result. -1 when it is unknown or cannot be loaded (mem_stop says why).
 */
static inline int reg_value(struct unwind_state *u, u64 r, u64 *out)
{
	u32 bit = 1u << r;

	if (r >= NREGS || !(u->valid & bit)) {
		u->mem_stop = UNWIND_BAD;
		return -1;
	}
	if (u->pend & bit) {
		u->pend &= ~bit;
		if (read_word(u, u->pend_addr[r], &u->regs[r])) {
			u->valid &= ~bit;
			return -1;
		}
	}
	u->used |= u->init & bit;
	*out = u->regs[r];
	return 0;
}

static int read_word_slow(struct unwind_state *u, u64 addr)
{
	/*
	 * Above the copy: cut by its size when the kernel copied all it was asked for
	 * (a shorter copy ended at the stack's top, so the CFI is what is wrong).
	 */
	if (addr >= u->sp0 + u->size && u->size == u->req && addr - u->sp0 < (1ULL << 32)) {
		u->mem_stop = UNWIND_STACK;
		u->need = addr - u->sp0 + 8;
	} else {
		u->mem_stop = UNWIND_BAD;
	}
	return -1;
}

static inline int read_word(struct unwind_state *u, u64 addr, u64 *val)
{
	u64 at = addr - u->sp0; /* wraps to a huge value below the copy */

	if (at < u->size && u->size - at >= 8) {
		memcpy(val, u->stack + at, 8);
		if (u->nr_reads < MEMO_READS) {
			u->read_at[u->nr_reads] = (u32)at;
			u->read_val[u->nr_reads] = *val;
		}
		u->nr_reads++;
		return 0;
	}
	return read_word_slow(u, addr);
}

#define EVAL_DEPTH 16

/*
 * Evaluate a CFI expression over the registers of u (and the CFA). *is_value: the result
 * is the value (DW_OP_stack_value, or a register rule), else the address holding it.
 */
static int eval_ops(struct unwind_state *u, const Dwarf_Op *ops, size_t n, u64 *out, bool *is_value)
{
	u64 st[EVAL_DEPTH];
	int sp = 0;

	*is_value = false;
	u->mem_stop = UNWIND_BAD;
	if (n == 1 && ((ops[0].atom >= DW_OP_reg0 && ops[0].atom <= DW_OP_reg31) ||
		       ops[0].atom == DW_OP_regx)) {
		u64 r = ops[0].atom == DW_OP_regx ? ops[0].number : (u64)(ops[0].atom - DW_OP_reg0);

		if (reg_value(u, r, out))
			return -1;
		*is_value = true;
		return 0;
	}
#define NEED(k)                    \
	do {                       \
		if (sp < (k))      \
			return -1; \
	} while (0)
#define PUSH(v)                       \
	do {                          \
		u64 v_ = (v);         \
		if (sp == EVAL_DEPTH) \
			return -1;    \
		st[sp] = v_;          \
		sp++;                 \
	} while (0)
	for (size_t i = 0; i < n; i++) {
		const Dwarf_Op *op = &ops[i];
		u8 a = op->atom;
		u64 x, y;

		if (a >= DW_OP_lit0 && a <= DW_OP_lit31) {
			PUSH((u64)(a - DW_OP_lit0));
			continue;
		}
		if ((a >= DW_OP_breg0 && a <= DW_OP_breg31) || a == DW_OP_bregx) {
			u64 r = a == DW_OP_bregx ? op->number : (u64)(a - DW_OP_breg0);
			u64 off = a == DW_OP_bregx ? op->number2 : op->number;

			if (reg_value(u, r, &x))
				return -1;
			PUSH(x + off);
			continue;
		}
		switch (a) {
		case DW_OP_addr:
		case DW_OP_const1u:
		case DW_OP_const1s:
		case DW_OP_const2u:
		case DW_OP_const2s:
		case DW_OP_const4u:
		case DW_OP_const4s:
		case DW_OP_const8u:
		case DW_OP_const8s:
		case DW_OP_constu:
		case DW_OP_consts:
			PUSH(op->number);
			break;
		case DW_OP_call_frame_cfa:
			PUSH(u->cfa);
			break;
		case DW_OP_plus_uconst:
			NEED(1);
			st[sp - 1] += op->number;
			break;
		case DW_OP_dup:
			NEED(1);
			PUSH(st[sp - 1]);
			break;
		case DW_OP_drop:
			NEED(1);
			sp--;
			break;
		case DW_OP_over:
			NEED(2);
			PUSH(st[sp - 2]);
			break;
		case DW_OP_pick:
			if (op->number >= (u64)sp)
				return -1;
			PUSH(st[sp - 1 - op->number]);
			break;
		case DW_OP_swap:
			NEED(2);
			x = st[sp - 1];
			st[sp - 1] = st[sp - 2];
			st[sp - 2] = x;
			break;
		case DW_OP_rot:
			NEED(3);
			x = st[sp - 1];
			st[sp - 1] = st[sp - 2];
			st[sp - 2] = st[sp - 3];
			st[sp - 3] = x;
			break;
		case DW_OP_deref:
			NEED(1);
			if (read_word(u, st[sp - 1], &st[sp - 1]))
				return -1;
			break;
		case DW_OP_neg:
			NEED(1);
			st[sp - 1] = -st[sp - 1];
			break;
		case DW_OP_not:
			NEED(1);
			st[sp - 1] = ~st[sp - 1];
			break;
		case DW_OP_abs:
			NEED(1);
			if ((s64)st[sp - 1] < 0)
				st[sp - 1] = -st[sp - 1];
			break;
		case DW_OP_plus:
		case DW_OP_minus:
		case DW_OP_mul:
		case DW_OP_and:
		case DW_OP_or:
		case DW_OP_xor:
		case DW_OP_shl:
		case DW_OP_shr:
		case DW_OP_shra:
		case DW_OP_eq:
		case DW_OP_ne:
		case DW_OP_lt:
		case DW_OP_le:
		case DW_OP_gt:
		case DW_OP_ge:
			NEED(2);
			y = st[--sp];
			x = st[sp - 1];
			switch (a) {
			case DW_OP_plus:
				x += y;
				break;
			case DW_OP_minus:
				x -= y;
				break;
			case DW_OP_mul:
				x *= y;
				break;
			case DW_OP_and:
				x &= y;
				break;
			case DW_OP_or:
				x |= y;
				break;
			case DW_OP_xor:
				x ^= y;
				break;
			case DW_OP_shl:
				x = y < 64 ? x << y : 0;
				break;
			case DW_OP_shr:
				x = y < 64 ? x >> y : 0;
				break;
			case DW_OP_shra:
				x = (u64)((s64)x >> (y < 63 ? y : 63));
				break;
			case DW_OP_eq:
				x = x == y;
				break;
			case DW_OP_ne:
				x = x != y;
				break;
			case DW_OP_lt:
				x = (s64)x < (s64)y;
				break;
			case DW_OP_le:
				x = (s64)x <= (s64)y;
				break;
			case DW_OP_gt:
				x = (s64)x > (s64)y;
				break;
			case DW_OP_ge:
				x = (s64)x >= (s64)y;
				break;
			}
			st[sp - 1] = x;
			break;
		case DW_OP_stack_value:
			*is_value = true;
			i = n; /* the last one */
			break;
		case DW_OP_nop:
			break;
		default:
			return -1;
		}
	}
#undef NEED
#undef PUSH
	if (!sp)
		return -1;
	*out = st[sp - 1];
	return 0;
}

static inline int rule__eval(struct unwind_state *u, const struct unwind_dso *ud,
			     const struct rule *r, u64 *out, bool location_deref)
{
	bool is_value;
	u64 v;

	switch (r->kind) {
	case RK_REG_OFF:
		if (reg_value(u, r->reg, &v))
			return -1;
		*out = v + r->off;
		return 0;
	case RK_AT_CFA:
		return read_word(u, u->cfa + r->off, out);
	case RK_VAL_CFA:
		*out = u->cfa + r->off;
		return 0;
	case RK_REG:
		return reg_value(u, r->reg, out);
	default:
		break;
	}
	if (eval_ops(u, ud->ops + r->ops, r->nops, &v, &is_value))
		return -1;
	if (!is_value && location_deref)
		return read_word(u, v, out);
	*out = v;
	return 0;
}

static struct unwind_machine *machine__unwind(struct machine *m)
{
	if (!m->unwind) {
		m->unwind = xcalloc(1, sizeof(struct unwind_machine));
		m->unwind->no_memo = getenv("PERF_REPORT_PLAIN") != NULL;
	}
	return m->unwind;
}

static struct task_top *task_top(struct unwind_machine *um, int tid, bool create)
{
	size_t i;

	if ((um->nr_tops + 1) * 2 > um->tops_size) {
		struct task_top *old = um->tops;
		size_t old_size = um->tops_size;

		if (!create)
			goto find;
		um->tops_size = old_size ? old_size * 2 : 64;
		um->tops = xcalloc(um->tops_size, sizeof(*um->tops));
		for (size_t k = 0; k < old_size; k++) {
			if (!old[k].tid)
				continue;
			for (i = (size_t)old[k].tid & (um->tops_size - 1); um->tops[i].tid;
			     i = (i + 1) & (um->tops_size - 1))
				;
			um->tops[i] = old[k];
		}
		free(old);
	}
find:
	if (!um->tops_size)
		return NULL;
	for (i = (size_t)(tid + 1) & (um->tops_size - 1); um->tops[i].tid;
	     i = (i + 1) & (um->tops_size - 1))
		if (um->tops[i].tid == tid + 1)
			return &um->tops[i];
	if (!create)
		return NULL;
	um->tops[i].tid = tid + 1;
	um->tops[i].top = 0;
	um->nr_tops++;
	return &um->tops[i];
}

static void note_top(struct unwind_machine *um, int tid, u64 top)
{
	struct task_top *t = task_top(um, tid, true);

	if (top > t->top)
		t->top = top;
}

bool unwind_dwarf__sample_has_stack(const struct perf_sample *sample)
{
	return sample->user_stack.size && sample->user_regs.regs &&
	       sample->user_regs.abi == PERF_SAMPLE_REGS_ABI_64_;
}

static enum unwind_stop do_unwind(struct thread *thread, const struct perf_sample *sample,
				  struct unwind_state *u, u64 *ips, u32 max, u32 *nr)
{
	const struct regs_dump *rd = &sample->user_regs;
	bool activation = true;

	u64 by_perf[64];
	u32 n = 0;

	/* the sampled values come in the order of their bits in the mask */
	for (u64 m = rd->mask; m; m &= m - 1)
		by_perf[__builtin_ctzll(m)] = rd->regs[n++];
	for (int r = 0; r < NREGS; r++) {
		if (rd->mask & (1ULL << dw2perf[r])) {
			u->regs[r] = by_perf[dw2perf[r]];
			u->valid |= 1u << r;
		}
	}
	if ((u->valid & ((1u << DW_SP) | (1u << DW_RA))) != ((1u << DW_SP) | (1u << DW_RA)))
		return UNWIND_BAD;
	u->sp0 = u->regs[DW_SP];
	memcpy(u->regs0, u->regs, sizeof(u->regs0));
	/* the sampled SP and IP are the memo's key: the others are inputs when read */
	u->init = u->valid & ~((1u << DW_SP) | (1u << DW_RA));
	for (;;) {
		u64 pc = u->regs[DW_RA], lookup = activation ? pc : pc - 1, ra, vaddr, sp,
		    tmp[NREGS];
		u32 valid = 0, init = 0, pend = 0, got = 0;
		const struct cfi_row *row;
		struct unwind_dso *ud;
		struct map *map;

		if (*nr >= max)
			return UNWIND_MAX;
		ips[(*nr)++] = lookup;
		map = thread__find_map(thread, PERF_RECORD_MISC_USER, pc);
		if (!map || !map->dso)
			return UNWIND_NO_DSO;
		ud = unwind_dso__get(map->dso);
		if (ud->missing)
			return UNWIND_NO_DSO;
		vaddr = dso__offset_to_vaddr(map->dso, map__map_ip(map, lookup));
		row = unwind_dso__row(ud, vaddr);
		/*
		 * The entry point's few instructions (ld.so's _start) have no CFI: they are
		 * where every stack of the program starts, not a cut.
		 */
		if (!row->valid && ud->has_entry && vaddr >= ud->entry && vaddr - ud->entry < 64)
			return UNWIND_END;
		if (!row->valid)
			return UNWIND_NO_CFI;
		if (rule__eval(u, ud, &row->cfa, &u->cfa, false))
			return u->mem_stop;
		/*
		 * The caller's registers, in register order (an evaluation may load a register
		 * saved on the stack: a kept one takes its state as the order reaches it). The
		 * kept ones stay where they are, the evaluated ones are written after all are
		 * evaluated (they read the callee's), those saved at CFA + off are loaded when
		 * used; the undefined ones are left invalid.
		 */
		for (u32 m = row->same | row->eval; m; m &= m - 1) {
			int r = __builtin_ctz(m);
			u32 bit = 1u << r;

			if (row->same & bit) {
				if (u->valid & bit) {
					valid |= bit;
					init |= u->init & bit;
					pend |= u->pend & bit;
				}
			} else if (!rule__eval(u, ud, &row->reg[r], &tmp[r], true)) {
				got |= bit;
			} else if (r == row->ra) {
				return u->mem_stop;
			}
		}
		sp = u->regs[DW_SP];
		for (u32 m = row->at_cfa; m; m &= m - 1) {
			int r = __builtin_ctz(m);

			u->regs[r] = 0; /* loaded when used */
			u->pend_addr[r] = u->cfa + row->reg[r].off;
		}
		for (u32 m = got; m; m &= m - 1)
			u->regs[__builtin_ctz(m)] = tmp[__builtin_ctz(m)];
		valid |= got | row->at_cfa;
		pend |= row->at_cfa;
		if (!(valid & (1u << row->ra))) {
			u->end_top = u->cfa;
			return UNWIND_END;
		}
		ra = u->regs[row->ra];
		if (!ra) {
			u->end_top = u->cfa;
			return UNWIND_END;
		}
		/* the caller's stack pointer is the CFA; it only grows (else: a loop) */
		if (u->cfa <= sp && !row->signal)
			return UNWIND_BAD;
		u->regs[DW_SP] = u->cfa;
		valid |= 1u << DW_SP;
		u->regs[DW_RA] = ra;
		valid |= 1u << DW_RA;
		u->pend = pend & ~((1u << DW_SP) | (1u << DW_RA));
		u->valid = valid;
		u->init = init & ~((1u << DW_SP) | (1u << DW_RA));
		/* the frame below a signal frame was interrupted, not calling: its pc is exact */
		activation = row->signal;
	}
}

static u64 sampled_reg(const struct perf_sample *sample, int perf_reg)
{
	const struct regs_dump *rd = &sample->user_regs;

	return rd->regs[__builtin_popcountll(rd->mask & ((1ULL << perf_reg) - 1))];
}

static size_t memo_slot(const struct thread *thread, u64 ip, u64 sp)
{
	u64 h = ((u64)(uintptr_t)thread->maps * 0x9e3779b97f4a7c15ULL) ^ ip;

	h = (h ^ sp) * 0xff51afd7ed558ccdULL;
	return (size_t)(h >> 40) & (MEMO_SLOTS - 1);
}

/* The result of an earlier sample with the same inputs, into ips (true), or false. */
static bool memo_hit(struct unwind_machine *um, struct thread *thread,
		     const struct perf_sample *sample, struct unwind_state *u, u64 *ips, u32 max,
		     u32 *nr, enum unwind_stop *stop)
{
	const struct regs_dump *rd = &sample->user_regs;
	const u64 bits = (1ULL << 7) | (1ULL << 8); /* PERF_REG_X86_SP, _IP */
	struct memo *e;
	u64 ip, sp;

	if (!um->memo || (rd->mask & bits) != bits)
		return false;
	ip = sampled_reg(sample, 8);
	sp = sampled_reg(sample, 7);
	e = um->memo[memo_slot(thread, ip, sp)];
	if (!e || e->maps != thread->maps || e->gen != thread->machine->maps_generation ||
	    e->ip != ip || e->sp != sp || e->size != u->size || e->req != u->req ||
	    e->mask != rd->mask || e->max != max)
		return false;
	for (int r = 0; r < NREGS; r++)
		if ((e->used & (1u << r)) && sampled_reg(sample, dw2perf[r]) != e->regs[r])
			return false;
	for (u32 i = 0; i < e->nr_reads; i++)
		if (memcmp(u->stack + e->read_at[i], &e->read_val[i], 8))
			return false;
	memcpy(ips, e->ips, e->nr_ips * sizeof(u64));
	*nr = e->nr_ips;
	*stop = e->stop;
	u->sp0 = sp;
	u->valid = 1; /* (for the caller: registers were there) */
	u->end_top = e->end_top;
	um->nr_memo_hits++;
	return true;
}

static void memo_add(struct unwind_machine *um, struct thread *thread,
		     const struct perf_sample *sample, const struct unwind_state *u, const u64 *ips,
		     u32 max, u32 nr, enum unwind_stop stop)
{
	const struct regs_dump *rd = &sample->user_regs;
	const u64 bits = (1ULL << 7) | (1ULL << 8);
	struct memo *e;
	size_t slot;

	if ((rd->mask & bits) != bits || u->nr_reads > MEMO_READS || nr > MEMO_IPS)
		return;
	if (!um->memo)
		um->memo = xcalloc(MEMO_SLOTS, sizeof(*um->memo));
	slot = memo_slot(thread, sampled_reg(sample, 8), sampled_reg(sample, 7));
	e = um->memo[slot];
	if (!e)
		e = um->memo[slot] = xmalloc(sizeof(*e));
	e->maps = thread->maps;
	e->gen = thread->machine->maps_generation;
	e->ip = sampled_reg(sample, 8);
	e->sp = sampled_reg(sample, 7);
	e->size = u->size;
	e->req = u->req;
	e->mask = rd->mask;
	e->max = max;
	e->used = u->used;
	for (int r = 0; r < NREGS; r++)
		e->regs[r] = (u->used & (1u << r)) ? u->regs0[r] : 0;
	e->nr_reads = u->nr_reads;
	memcpy(e->read_at, u->read_at, u->nr_reads * sizeof(u32));
	memcpy(e->read_val, u->read_val, u->nr_reads * sizeof(u64));
	e->nr_ips = nr;
	memcpy(e->ips, ips, nr * sizeof(u64));
	e->stop = stop;
	e->end_top = u->end_top;
}

/*
 * The samples the copy cut, for machine__unwind_suggest_size. perf top unwinds for hours, so
 * past UNWIND_MAX_CUTS a uniform sample of them is kept (reservoir sampling; a fixed seed, so
 * that a report of the same file says the same).
 */
static void note_cut(struct unwind_machine *um, const struct cut_sample *c)
{
	u64 i = um->nr_cuts_seen++;

	if (um->nr_cuts < UNWIND_MAX_CUTS) {
		um->cuts =
			grow_array(um->cuts, &um->alloc_cuts, um->nr_cuts + 1, sizeof(*um->cuts));
		um->cuts[um->nr_cuts++] = *c;
		return;
	}
	/* xorshift64 */
	if (!um->rand)
		um->rand = 0x9e3779b97f4a7c15ULL;
	um->rand ^= um->rand << 13;
	um->rand ^= um->rand >> 7;
	um->rand ^= um->rand << 17;
	i = um->rand % (i + 1);
	if (i < UNWIND_MAX_CUTS)
		um->cuts[i] = *c;
}

enum unwind_stop unwind_dwarf__unwind(struct thread *thread, const struct perf_sample *sample,
				      u64 *ips, u32 max, u32 *nr)
{
	struct unwind_state u = {
		.stack = sample->user_stack.data,
		.size = sample->user_stack.size,
		.req = sample->user_stack.req ? sample->user_stack.req : sample->user_stack.size,
	};
	struct unwind_machine *um = machine__unwind(thread->machine);
	enum unwind_stop stop;

	*nr = 0;
	if (um->no_memo || !memo_hit(um, thread, sample, &u, ips, max, nr, &stop)) {
		stop = do_unwind(thread, sample, &u, ips, max, nr);
		if (!um->no_memo)
			memo_add(um, thread, sample, &u, ips, max, *nr, stop);
	}
	if (stop == UNWIND_END && u.end_top)
		note_top(um, thread->tid, u.end_top);
	if (stop >= UNWIND_STACK && *nr) {
		static const char *const why[] = { "end",    "max",	    "stack copy too small",
						   "no CFI", "missing DSO", "bad unwind data" };
		struct map *map = thread__find_map(thread, PERF_RECORD_MISC_USER, ips[*nr - 1]);

		pr_debug2("unwind: tid %d stopped at %#" PRIx64 " (%s) after %u frames: %s\n",
			  thread->tid, ips[*nr - 1], map && map->dso ? map->dso->long_name : "?",
			  *nr, why[stop]);
	}
	um->stats.nr_samples++;
	um->stats.nr_stopped[stop]++;
	/* a copy shorter than asked ended at the stack's top */
	if (u.size < u.req && u.valid)
		note_top(um, thread->tid, u.sp0 + u.size);
	if (stop == UNWIND_STACK) {
		note_cut(um, &(struct cut_sample){ .tid = thread->tid, .sp = u.sp0, .req = u.req });
		/*
		 * Linux perf ends a chain cut by the copy's size with a frame at address -1
		 * (its unwinder reads the next return address as 0, then takes 1 off):
		 * scripts and reports show "ffffffffffffffff [unknown]" there, and so do we.
		 */
		if (*nr < max)
			ips[(*nr)++] = ~0ULL;
	}
	return stop;
}

/* --- statistics --- */

const struct unwind_stats *machine__unwind_stats(struct machine *machine)
{
	struct unwind_machine *um = machine->unwind;

	return um && um->stats.nr_samples ? &um->stats : NULL;
}

u64 unwind_stats__nr_truncated(const struct unwind_stats *s)
{
	return s->nr_stopped[UNWIND_STACK] + s->nr_stopped[UNWIND_NO_CFI] +
	       s->nr_stopped[UNWIND_NO_DSO] + s->nr_stopped[UNWIND_BAD];
}

static int cmp_u64(const void *a, const void *b)
{
	u64 x = *(const u64 *)a, y = *(const u64 *)b;

	return x < y ? -1 : x > y;
}

size_t machine__unwind_nr_cuts_kept(struct machine *machine)
{
	return machine->unwind ? machine->unwind->nr_cuts : 0;
}

/*
 * The --call-graph dwarf,SIZE that would have covered 90% of the samples cut by the stack
 * copy's size (rounded up to 1 KiB, at most 65528), estimated from how high each thread's
 * stack reached in its other samples; 0 when unknown (no such sample, or no estimate).
 * *covered is set to the share (0..1) of the cut samples the returned size covers.
 */
static u64 machine__unwind_suggest_size(struct machine *machine, double *covered)
{
	struct unwind_machine *um = machine->unwind;
	u64 *needs, size = 0;
	size_t n = 0, k, within = 0;

	*covered = 0;
	if (!um || !um->nr_cuts)
		return 0;
	needs = xcalloc(um->nr_cuts, sizeof(*needs));
	for (size_t i = 0; i < um->nr_cuts; i++) {
		const struct cut_sample *c = &um->cuts[i];
		const struct task_top *t = task_top(um, c->tid, false);

		/* without an estimate of its task's stack top the need is unknown: counted
		 * as not covered by any size */
		needs[i] = t && t->top > c->sp + c->req ? t->top - c->sp : (u64)-1;
		if (needs[i] != (u64)-1)
			n++;
	}
	qsort(needs, um->nr_cuts, sizeof(*needs), cmp_u64);
	if (n) {
		/* the 90th percentile of the known needs, rounded up to 1 KiB */
		k = (n * 9 + 9) / 10;
		size = (needs[k - 1] + 1023) & ~1023ULL;
		if (size > 65528)
			size = 65528;
		for (size_t i = 0; i < um->nr_cuts; i++)
			within += needs[i] <= size;
		*covered = (double)within / (double)um->nr_cuts;
	}
	free(needs);
	return size;
}

size_t machine__fprintf_unwind_stats(struct machine *machine, FILE *fp, bool header)
{
	const struct unwind_stats *s = machine__unwind_stats(machine);
	const char *pfx = header ? "# " : "";
	double total, covered;
	u64 cut, size;
	size_t ret;

	if (!s)
		return 0;
	total = (double)s->nr_samples;
	cut = unwind_stats__nr_truncated(s);
	ret = fprintf(fp,
		      "%sDWARF unwinding: %" PRIu64 " of %" PRIu64
		      " user stacks stopped early (%.1f%%): stack copy too small %" PRIu64
		      ", no CFI %" PRIu64 ", missing DSO %" PRIu64 ", bad unwind data %" PRIu64
		      "\n",
		      pfx, cut, s->nr_samples, 100.0 * (double)cut / total,
		      s->nr_stopped[UNWIND_STACK], s->nr_stopped[UNWIND_NO_CFI],
		      s->nr_stopped[UNWIND_NO_DSO], s->nr_stopped[UNWIND_BAD]);
	if (!s->nr_stopped[UNWIND_STACK])
		return ret;
	size = machine__unwind_suggest_size(machine, &covered);
	if (size)
		ret += fprintf(fp,
			       "%s  --call-graph dwarf,%" PRIu64
			       " would have covered %.0f%% of the samples the stack copy cut\n",
			       pfx, size, 100.0 * covered);
	else
		ret += fprintf(fp,
			       "%s  the samples the stack copy cut needed more than it held; how "
			       "much is unknown (try --call-graph dwarf,65528)\n",
			       pfx);
	return ret;
}

void machine__unwind_exit(struct machine *machine)
{
	struct unwind_machine *um = machine->unwind;

	if (!um)
		return;
	pr_debug("unwind: %" PRIu64 " user stacks, %" PRIu64 " of them as an earlier one\n",
		 um->stats.nr_samples, um->nr_memo_hits);
	if (um->memo) {
		for (size_t i = 0; i < MEMO_SLOTS; i++)
			free(um->memo[i]);
		free(um->memo);
	}
	free(um->cuts);
	free(um->tops);
	free(um);
	machine->unwind = NULL;
}
