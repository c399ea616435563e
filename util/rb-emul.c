// SPDX-License-Identifier: GPL-2.0
/*
 * Red-black trees over node indexes, rebalanced as Linux's lib/rbtree.c rebalances (see
 * rb-emul.h). The insert and erase fix-ups are the textbook ones Linux implements: the same
 * cases, in the same order, with the same colors, and on erase the successor taking the
 * erased node's place.
 */
#include <stdlib.h>
#include <string.h>

#include "util/rb-emul.h"

void rb_emul__init(struct rb_emul *t)
{
	memset(t, 0, sizeof(*t));
	t->root = RB_NIL;
}

void rb_emul__reserve(struct rb_emul *t, size_t nr)
{
	size_t a;

	if (nr <= t->alloc)
		return;
	a = t->alloc ? 2 * t->alloc : 1024;
	while (a < nr)
		a *= 2;
	t->left = xrealloc(t->left, a * sizeof(u32));
	t->right = xrealloc(t->right, a * sizeof(u32));
	t->parent = xrealloc(t->parent, a * sizeof(u32));
	t->red = xrealloc(t->red, a * sizeof(bool));
	t->alloc = a;
}

void rb_emul__exit(struct rb_emul *t)
{
	free(t->left);
	free(t->right);
	free(t->parent);
	free(t->red);
	rb_emul__init(t);
}

/* v (or nothing) in u's place under u's parent. */
static void transplant(struct rb_emul *t, u32 u, u32 v)
{
	u32 p = t->parent[u];

	if (p == RB_NIL)
		t->root = v;
	else if (t->left[p] == u)
		t->left[p] = v;
	else
		t->right[p] = v;
	if (v != RB_NIL)
		t->parent[v] = p;
}

/* x's child on the to_left side's other side comes up in x's place (a left or right turn). */
static void rotate(struct rb_emul *t, u32 x, bool to_left)
{
	u32 *down = to_left ? t->right : t->left, *up = to_left ? t->left : t->right;
	u32 y = down[x];

	down[x] = up[y];
	if (up[y] != RB_NIL)
		t->parent[up[y]] = x;
	transplant(t, x, y);
	up[y] = x;
	t->parent[x] = y;
}

static inline bool is_red(const struct rb_emul *t, u32 n)
{
	return n != RB_NIL && t->red[n];
}

static void insert_fixup(struct rb_emul *t, u32 z)
{
	while (t->parent[z] != RB_NIL && t->red[t->parent[z]]) {
		u32 p = t->parent[z], g = t->parent[p];
		bool p_left = t->left[g] == p;
		u32 u = p_left ? t->right[g] : t->left[g];

		if (is_red(t, u)) {
			t->red[p] = t->red[u] = false;
			t->red[g] = true;
			z = g;
			continue;
		}
		if (z == (p_left ? t->right[p] : t->left[p])) {
			z = p;
			rotate(t, z, p_left);
			p = t->parent[z];
		}
		t->red[p] = false;
		t->red[g] = true;
		rotate(t, g, !p_left);
	}
	t->red[t->root] = false;
}

void rb_emul__link(struct rb_emul *t, u32 i, u32 p, bool go_left)
{
	t->left[i] = t->right[i] = RB_NIL;
	t->parent[i] = p;
	t->red[i] = true;
	if (p == RB_NIL)
		t->root = i;
	else if (go_left)
		t->left[p] = i;
	else
		t->right[p] = i;
	insert_fixup(t, i);
}

/* x (perhaps no node) under xp lacks one black: restore the black heights. */
static void erase_fixup(struct rb_emul *t, u32 x, u32 xp)
{
	while (x != t->root && !is_red(t, x)) {
		/* (one of xp's children is x's place and the other a node: x is left when
		 * xp's right is not x) */
		bool x_left = t->right[xp] != x;
		u32 *near = x_left ? t->left : t->right, *far = x_left ? t->right : t->left;
		u32 w = far[xp];

		if (is_red(t, w)) {
			t->red[w] = false;
			t->red[xp] = true;
			rotate(t, xp, x_left);
			w = far[xp];
		}
		if (!is_red(t, near[w]) && !is_red(t, far[w])) {
			t->red[w] = true;
			x = xp;
			xp = t->parent[x];
			continue;
		}
		if (!is_red(t, far[w])) {
			t->red[near[w]] = false;
			t->red[w] = true;
			rotate(t, w, !x_left);
			w = far[xp];
		}
		t->red[w] = t->red[xp];
		t->red[xp] = false;
		t->red[far[w]] = false;
		rotate(t, xp, x_left);
		x = t->root;
		break;
	}
	if (x != RB_NIL)
		t->red[x] = false;
}

void rb_emul__erase(struct rb_emul *t, u32 z)
{
	bool removed_red = t->red[z];
	u32 x, xp;

	if (t->left[z] == RB_NIL || t->right[z] == RB_NIL) {
		x = t->left[z] == RB_NIL ? t->right[z] : t->left[z];
		xp = t->parent[z];
		transplant(t, z, x);
	} else {
		u32 y = t->right[z];

		while (t->left[y] != RB_NIL)
			y = t->left[y];
		removed_red = t->red[y];
		x = t->right[y];
		if (t->parent[y] == z) {
			xp = y;
		} else {
			xp = t->parent[y];
			transplant(t, y, x);
			t->right[y] = t->right[z];
			t->parent[t->right[y]] = y;
		}
		transplant(t, z, y);
		t->left[y] = t->left[z];
		t->parent[t->left[y]] = y;
		t->red[y] = t->red[z];
	}
	if (!removed_red)
		erase_fixup(t, x, xp);
}

size_t rb_emul__walk(const struct rb_emul *t, u32 *out)
{
	u32 n = t->root, prev = RB_NIL;
	size_t k = 0;

	/* in order, without a stack: down-left, visit, right, climb */
	while (n != RB_NIL) {
		if (prev == t->parent[n]) {
			if (t->left[n] != RB_NIL) {
				prev = n;
				n = t->left[n];
				continue;
			}
			prev = RB_NIL;
		}
		if (prev == t->left[n]) {
			out[k++] = n;
			if (t->right[n] != RB_NIL) {
				prev = n;
				n = t->right[n];
				continue;
			}
		}
		prev = n;
		n = t->parent[n];
	}
	return k;
}
