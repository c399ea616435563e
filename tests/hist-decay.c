// SPDX-License-Identifier: GPL-2.0
/* hists__decay: perf top's ageing of entries between refreshes. */
#include <stdlib.h>
#include <string.h>

#include "tests/tests.h"
#include "util/callchain.h"
#include "util/hist.h"
#include "util/sort.h"
#include "util/symbol.h"

DEFINE_TEST(test__hists_decay,
	    "hist: perf top's decay (7/8 per refresh, -z, entries at 0 removed and reused)")
{
	struct sort_config sort;
	struct hists h;
	struct hist_entry tmpl, *a, *b, *c;
	u32 removed;

	TEST_ASSERT(!sort_config__setup(&sort, "cpu", NULL, false, false, false), "sort setup");
	hists__init(&h, &sort, NULL);
	memset(&tmpl, 0, sizeof(tmpl));
	tmpl.cpu = 0;
	a = hists__add_entry(&h, &tmpl, 800, true);
	tmpl.cpu = 1;
	b = hists__add_entry(&h, &tmpl, 7, true);
	TEST_ASSERT(h.nr_entries == 2 && h.total_period == 807, "two entries, 807");

	removed = hists__decay(&h, false);
	/* 800 -> 700, 7 -> 6: both stay, the total follows */
	TEST_ASSERT(removed == 0 && a->self.period == 700 && b->self.period == 6,
		    "decay: %u removed, %llu, %llu", removed, (unsigned long long)a->self.period,
		    (unsigned long long)b->self.period);
	TEST_ASSERT(h.total_period == 706, "total %llu", (unsigned long long)h.total_period);
	/* 6 reaches 0 after 5 more refreshes (5, 4, 3, 2, 1, 0: integer 7/8) */
	for (int i = 0; i < 6; i++)
		hists__decay(&h, false);
	TEST_ASSERT(h.nr_entries == 1 && h.entries[0] == a, "the small entry is gone (%u left)",
		    h.nr_entries);
	/* its slot is free: the same key makes a new entry, from the removed one's memory */
	tmpl.cpu = 1;
	c = hists__add_entry(&h, &tmpl, 3, true);
	TEST_ASSERT(c == b && c->self.period == 3 && h.nr_entries == 2, "entry reused");
	TEST_ASSERT(hists__findnew_entry(&h, &tmpl) == c, "found again by its key");

	/* -z: everything goes */
	removed = hists__decay(&h, true);
	TEST_ASSERT(removed == 2 && h.nr_entries == 0 && h.total_period == 0 && h.nr_samples == 0,
		    "zero: %u removed, %u left", removed, h.nr_entries);
	hists__exit(&h);
	sort_config__exit(&sort);
	return TEST_OK;
}

/*
 * The call graphs age with their entries: the printed percentages stay as they were
 * (periods that 8^3 divides, so three decays round nothing).
 */
DEFINE_TEST(test__hists_decay_callchain,
	    "hist: perf top's decay ages call graphs with their entries")
{
	struct callchain_param cc = callchain_param_default;
	struct symbol syms[3] = {
		{ .start = 0x100, .size = 0x100, .name = "leaf" },
		{ .start = 0x200, .size = 0x100, .name = "mid" },
		{ .start = 0x300, .size = 0x100, .name = "root_fn" },
	};
	struct callchain_frame chain_a[3] = {
		{ .sym = &syms[0], .ip = 0x150, .level = '.' },
		{ .sym = &syms[1], .ip = 0x250, .level = '.' },
		{ .sym = &syms[2], .ip = 0x350, .level = '.' },
	};
	struct hists_print_opts po = { .show_callchain = true };
	struct sort_config sort;
	struct hists h;
	struct hist_entry tmpl, *he;
	char *before = NULL, *after = NULL;
	size_t lb = 0, la = 0;
	FILE *fp;

	cc.mode = CHAIN_GRAPH_ABS;
	cc.order = ORDER_CALLEE;
	TEST_ASSERT(!sort_config__setup(&sort, "cpu", NULL, false, false, false), "sort setup");
	hists__init(&h, &sort, &cc);
	memset(&tmpl, 0, sizeof(tmpl));
	he = hists__add_entry(&h, &tmpl, 6144, true);
	callchain_root__append(he->callchain, chain_a, 3, 6144, cc.key);
	he = hists__add_entry(&h, &tmpl, 2048, true);
	callchain_root__append(he->callchain, chain_a, 2, 2048, cc.key);
	hists__output_resort(&h);
	fp = open_memstream(&before, &lb);
	hists__fprintf(&h, &po, fp);
	fclose(fp);
	for (int i = 0; i < 3; i++)
		hists__decay(&h, false);
	fp = open_memstream(&after, &la);
	hists__fprintf(&h, &po, fp);
	fclose(fp);
	TEST_ASSERT(strstr(before, "mid") && !strcmp(before, after),
		    "the graph changed with decay:\n%s---\n%s", before, after);
	free(before);
	free(after);
	hists__exit(&h);
	sort_config__exit(&sort);
	return TEST_OK;
}
