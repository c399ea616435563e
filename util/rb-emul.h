/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A red-black tree over node indexes that links, rebalances and erases as Linux's
 * lib/rbtree.c does, so that the same insertions and erasures give the same shape. Linux
 * perf's answers sometimes depend on that shape: its entries' tree, whose symbol comparison
 * is not transitive (util/hist.c), and a DSO's symbols, whose PLT entries overlap a
 * zero-size symbol grown to the next one (util/symbol-elf.c). The caller keeps its nodes
 * (node i is its i-th object) and does the searching, with its own comparison:
 *
 *   struct rb_emul t; rb_emul__init(&t); rb_emul__reserve(&t, nr);
 *   for each new node i: descend from t.root (left/right by the comparison), then
 *       rb_emul__link(&t, i, parent, went_left);
 *   rb_emul__erase(&t, i);  rb_emul__walk(&t, order);  rb_emul__exit(&t);
 */
#ifndef PERF_RB_EMUL_H
#define PERF_RB_EMUL_H

#include <stdbool.h>
#include <stddef.h>
#include "util/util.h"

#define RB_NIL UINT32_MAX

struct rb_emul {
	u32 *left, *right, *parent;
	bool *red;
	u32 root; /* RB_NIL: empty */
	size_t alloc; /* nodes the arrays hold */
};

void rb_emul__init(struct rb_emul *t);
/* Room for nodes [0, nr) (grows geometrically; keeps what is linked). */
void rb_emul__reserve(struct rb_emul *t, size_t nr);
void rb_emul__exit(struct rb_emul *t);
/* Node i in, as parent's left or right child (the root when parent is RB_NIL), rebalanced. */
void rb_emul__link(struct rb_emul *t, u32 i, u32 parent, bool go_left);
/* Node i out, rebalanced (its successor takes its place when it has two children). */
void rb_emul__erase(struct rb_emul *t, u32 i);
/* The linked nodes in order into out; returns how many. */
size_t rb_emul__walk(const struct rb_emul *t, u32 *out);

#endif
