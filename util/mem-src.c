// SPDX-License-Identifier: GPL-2.0
/* PERF_SAMPLE_DATA_SRC in words (the kernel's union perf_mem_data_src layout). */
#include <linux/perf_event.h>
#include <stdio.h>
#include <string.h>

#include "util/mem-src.h"

static const char *const op_names[] = { "N/A", "LOAD", "STORE", "PFETCH", "EXEC" };
static const char *const lvl_names[] = {
	"N/A",
	"HIT",
	"MISS",
	"L1",
	"LFB/MAB",
	"L2",
	"L3",
	"Local RAM",
	"Remote RAM (1 hop)",
	"Remote RAM (2 hops)",
	"Remote Cache (1 hop)",
	"Remote Cache (2 hops)",
	"I/O",
	"Uncached",
};
static const char *const snoop_names[] = { "N/A", "None", "Hit", "Miss", "HitM" };
static const char *const tlb_names[] = { "N/A", "HIT", "MISS", "L1", "L2", "Walker", "Fault" };
static const char *const blk_names[] = { "N/A", "Data", "Addr" };

struct out {
	char *buf;
	size_t len, n;
};

static void put(struct out *o, const char *s)
{
	int k = snprintf(o->buf + o->n, o->len - o->n, "%s", s);

	if (k > 0)
		o->n = o->n + (size_t)k < o->len ? o->n + (size_t)k : o->len - 1;
}

/*
 * The names of the bits set in bits (from bit 'from' of the table), " or " between them;
 * hit/miss (bits 1 and 2 of the level and TLB tables) said after them. "N/A" for none.
 */
static void put_bits(struct out *o, u64 bits, const char *const *names, size_t nr, bool hitmiss)
{
	bool any = false;

	for (size_t i = hitmiss ? 3 : 1; i < nr; i++) {
		if (!(bits & (1ull << i)))
			continue;
		if (any)
			put(o, " or ");
		put(o, names[i]);
		any = true;
	}
	if (!any && (!hitmiss || !(bits & 6))) {
		put(o, "N/A");
		return;
	}
	if (hitmiss && (bits & 2))
		put(o, any ? " hit" : "hit");
	else if (hitmiss && (bits & 4))
		put(o, any ? " miss" : "miss");
}

int perf_mem_data_src__snprintf(char *buf, size_t len, u64 data_src)
{
	union perf_mem_data_src d = { .val = data_src };
	struct out o = { buf, len, 0 };

	if (!len)
		return 0;
	buf[0] = '\0';
	put(&o, "|OP ");
	put_bits(&o, d.mem_op, op_names, ARRAY_SIZE(op_names), false);
	put(&o, "|LVL ");
	put_bits(&o, d.mem_lvl, lvl_names, ARRAY_SIZE(lvl_names), true);
	put(&o, "|SNP ");
	put_bits(&o, d.mem_snoop, snoop_names, ARRAY_SIZE(snoop_names), false);
	put(&o, "|TLB ");
	put_bits(&o, d.mem_dtlb, tlb_names, ARRAY_SIZE(tlb_names), true);
	put(&o, "|LCK ");
	put(&o, (d.mem_lock & PERF_MEM_LOCK_NA)	    ? "N/A" :
		(d.mem_lock & PERF_MEM_LOCK_LOCKED) ? "Yes" :
						      "No");
	/* Linux perf writes the block reasons with a space before them */
	put(&o, "|BLK  ");
	put_bits(&o, d.mem_blk, blk_names, ARRAY_SIZE(blk_names), false);
	return (int)o.n;
}
