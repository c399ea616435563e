// SPDX-License-Identifier: GPL-2.0
#include <stdlib.h>

#include "tests/tests.h"
#include "util/rb-emul.h"

/* keys[i] is node i's key; a new node goes right of equal keys (Linux perf's inserts) */
static void insert(struct rb_emul *t, const u64 *keys, u32 i)
{
	u32 n = t->root, p = RB_NIL;
	bool left = false;

	while (n != RB_NIL) {
		p = n;
		left = keys[i] < keys[n];
		n = left ? t->left[n] : t->right[n];
	}
	rb_emul__link(t, i, p, left);
}

/* The black height of n's subtree, or -1 when a red-black or link rule is broken there. */
static int check(const struct rb_emul *t, const u64 *keys, u32 n)
{
	int hl, hr;

	if (n == RB_NIL)
		return 1;
	for (int side = 0; side < 2; side++) {
		u32 c = side ? t->right[n] : t->left[n];

		if (c == RB_NIL)
			continue;
		if (t->parent[c] != n || (t->red[n] && t->red[c]))
			return -1;
		if (side ? keys[c] < keys[n] : keys[c] > keys[n])
			return -1;
	}
	hl = check(t, keys, t->left[n]);
	hr = check(t, keys, t->right[n]);
	if (hl < 0 || hl != hr)
		return -1;
	return hl + !t->red[n];
}

DEFINE_TEST(test__rb_emul,
	    "rb-emul: Linux's red-black insert and erase shapes, random runs keep the rules")
{
	/* keys 1..7 in order, then the root erased: the shapes lib/rbtree.c makes */
	static const u64 seq[7] = { 1, 2, 3, 4, 5, 6, 7 };
	static u64 keys[4000];
	static u32 order[4000];
	bool gone[4000] = { false };
	struct rb_emul tr;
	size_t live = 0;

	rb_emul__init(&tr);
	rb_emul__reserve(&tr, 7);
	for (u32 i = 0; i < 7; i++)
		insert(&tr, seq, i);
	/* 2(B): 1(B), 4(R): 3(B), 6(B): 5(R), 7(R) -- node i holds key i + 1 */
	TEST_ASSERT(tr.root == 1 && !tr.red[1], "root %u", tr.root);
	TEST_ASSERT(tr.left[1] == 0 && !tr.red[0] && tr.right[1] == 3 && tr.red[3],
		    "root's children");
	TEST_ASSERT(tr.left[3] == 2 && !tr.red[2] && tr.right[3] == 5 && !tr.red[5],
		    "4's children");
	TEST_ASSERT(tr.left[5] == 4 && tr.red[4] && tr.right[5] == 6 && tr.red[6], "6's children");
	/* erase 2: its successor 3 takes its place, black; 6 comes up over 4 (red) */
	rb_emul__erase(&tr, 1);
	TEST_ASSERT(tr.root == 2 && !tr.red[2] && tr.left[2] == 0 && tr.right[2] == 5,
		    "after erase");
	TEST_ASSERT(tr.red[5] && tr.left[5] == 3 && !tr.red[3] && tr.right[5] == 6 && !tr.red[6],
		    "6 up");
	TEST_ASSERT(tr.left[3] == RB_NIL && tr.right[3] == 4 && tr.red[4], "5 under 4");
	TEST_ASSERT(check(&tr, seq, tr.root) > 0, "rules after the erase");
	rb_emul__exit(&tr);

	/* random keys with repeats, half erased in random order: the rules and the order hold */
	srand(12);
	rb_emul__init(&tr);
	rb_emul__reserve(&tr, 4000);
	for (u32 i = 0; i < 4000; i++) {
		keys[i] = (u64)(rand() % 1500);
		insert(&tr, keys, i);
		TEST_ASSERT(i % 500 || check(&tr, keys, tr.root) > 0, "rules after %u inserts", i);
	}
	for (u32 k = 0; k < 2000; k++) {
		u32 i = (u32)rand() % 4000;

		if (gone[i])
			continue;
		rb_emul__erase(&tr, i);
		gone[i] = true;
		TEST_ASSERT(k % 100 || check(&tr, keys, tr.root) > 0, "rules after %u erasures", k);
	}
	TEST_ASSERT(tr.root == RB_NIL || !tr.red[tr.root], "red root");
	TEST_ASSERT(check(&tr, keys, tr.root) > 0, "rules at the end");
	for (u32 i = 0; i < 4000; i++)
		live += !gone[i];
	TEST_ASSERT(rb_emul__walk(&tr, order) == live, "walk saw a wrong number of nodes");
	for (size_t i = 1; i < live; i++)
		TEST_ASSERT(keys[order[i - 1]] <= keys[order[i]], "walk out of order at %zu", i);
	for (size_t i = 0; i < live; i++)
		TEST_ASSERT(!gone[order[i]], "erased node %u walked", order[i]);
	rb_emul__exit(&tr);
	return TEST_OK;
}
