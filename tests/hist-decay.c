// SPDX-License-Identifier: GPL-2.0
/* hists__decay: perf top's ageing of entries between refreshes. */
#include <string.h>

#include "tests/tests.h"
#include "util/hist.h"
#include "util/sort.h"

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
