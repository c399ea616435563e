// SPDX-License-Identifier: GPL-2.0
/* callchain_root__branches: the graph as the browser folds it, branch by branch. */
#include <stdlib.h>
#include <string.h>

#include "tests/tests.h"
#include "util/callchain.h"
#include "util/symbol.h"

static const char *frame(const struct callchain_branch *b, u32 i)
{
	static char buf[64];

	return callchain_node__name(callchain_branch__frame(b, i), CCKEY_FUNCTION, buf,
				    sizeof(buf));
}

DEFINE_TEST(test__callchain_branches,
	    "callchain: the branches of a graph, as its printers merge and order them")
{
	struct callchain_param cc = callchain_param_default;
	struct symbol syms[6] = {
		{ .start = 0x100, .size = 0x10, .name = "work" },
		{ .start = 0x200, .size = 0x10, .name = "caller_x" },
		{ .start = 0x300, .size = 0x10, .name = "caller_y" },
		{ .start = 0x400, .size = 0x10, .name = "caller_z" },
		{ .start = 0x500, .size = 0x10, .name = "main" },
		{ .start = 0x600, .size = 0x10, .name = "start" },
	};
	/* callee first: the sampled function nearest the root of the tree */
#define F(i)                                                           \
	{                                                              \
		.sym = &syms[i], .ip = 0x100 * ((i) + 1), .level = '.' \
	}
	struct callchain_frame x[4] = { F(0), F(1), F(4), F(5) };
	struct callchain_frame y[4] = { F(0), F(2), F(4), F(5) };
	struct callchain_frame z[3] = { F(0), F(3), F(4) };
#undef F
	struct callchain_store *st = callchain_store__new();
	struct callchain_root *root = callchain_root__new(st);
	struct callchain_branch *top, *kids, *none;
	size_t n;

	cc.mode = CHAIN_GRAPH_ABS;
	cc.min_percent = 5;
	callchain_root__append(root, x, 4, 60, cc.key);
	callchain_root__append(root, y, 4, 30, cc.key);
	callchain_root__append(root, z, 3, 4, cc.key); /* 4% of 100: under the threshold */
	callchain_root__append(root, x, 1, 6, cc.key); /* chains ending in work itself */

	/* work has samples of its own: its branch ends there, with all 100 below it */
	n = callchain_root__branches(root, NULL, &cc, 100, &top);
	TEST_ASSERT(n == 1, "%zu top branches", n);
	TEST_ASSERT(top[0].nr_frames == 1 && !strcmp(frame(&top[0], 0), "work"),
		    "top: %u frames, first %s", top[0].nr_frames, frame(&top[0], 0));
	TEST_ASSERT(top[0].period == 100 && top[0].children_period == 94,
		    "top: period %llu, below it %llu", (unsigned long long)top[0].period,
		    (unsigned long long)top[0].children_period);

	/* below it: the heavier first, runs of single frames merged, caller_z's 4% left out */
	n = callchain_root__branches(root, &top[0], &cc, 100, &kids);
	TEST_ASSERT(n == 2, "%zu branches below work", n);
	TEST_ASSERT(!strcmp(frame(&kids[0], 0), "caller_x") && kids[0].period == 60 &&
			    kids[0].nr_frames == 3 && !strcmp(frame(&kids[0], 1), "main") &&
			    !strcmp(frame(&kids[0], 2), "start"),
		    "first: %s (%llu), %u frames", frame(&kids[0], 0),
		    (unsigned long long)kids[0].period, kids[0].nr_frames);
	TEST_ASSERT(!strcmp(frame(&kids[1], 0), "caller_y") && kids[1].period == 30,
		    "second: %s (%llu)", frame(&kids[1], 0), (unsigned long long)kids[1].period);
	/* the same frames each time: the browser keeps its folding by them */
	TEST_ASSERT(callchain_branch__frame(&kids[0], 1) == callchain_branch__frame(&kids[0], 1) &&
			    callchain_branch__frame(&kids[0], 1) !=
				    callchain_branch__frame(&kids[1], 1),
		    "frames are not stable nodes");
	TEST_ASSERT(callchain_node__sym(callchain_branch__frame(&kids[1], 0)) == &syms[2],
		    "caller_y's symbol");

	/* the end of a chain: nothing below */
	n = callchain_root__branches(root, &kids[0], &cc, 100, &none);
	TEST_ASSERT(n == 0, "%zu branches below caller_x's", n);
	free(none);

	/* a threshold of 0: caller_z's branch too, the lightest last */
	free(kids);
	cc.min_percent = 0;
	n = callchain_root__branches(root, &top[0], &cc, 100, &kids);
	TEST_ASSERT(n == 3 && !strcmp(frame(&kids[2], 0), "caller_z") && kids[2].nr_frames == 2,
		    "%zu branches, the last %s", n, n == 3 ? frame(&kids[2], 0) : "-");
	free(kids);
	free(top);
	callchain_store__delete(st);
	return TEST_OK;
}
