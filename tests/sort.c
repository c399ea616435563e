// SPDX-License-Identifier: GPL-2.0
#include <stdlib.h>
#include <string.h>

#include "tests/tests.h"
#include "util/dso.h"
#include "util/filter-list.h"
#include "util/hist.h"
#include "util/sort-keys.h"
#include "util/sort.h"
#include "util/symbol.h"

/* The key columns of cfg, "comm,dso,sym" style. */
static void key_cols(const struct sort_config *cfg, char *buf, size_t size)
{
	size_t len = 0;

	buf[0] = '\0';
	for (int c = 0; c < cfg->nr_cols && len < size; c++)
		if (cfg->cols[c].kind == COL_KEY)
			len += snprintf(buf + len, size - len, "%s%s", len ? "," : "",
					sort_key__name(cfg->cols[c].key));
}

/* elide with these filter lists on the default sort; the columns left and what it printed */
static int elide(const char *sort, const char *comms, const char *dsos, const char *syms,
		 char *cols, char *printed, size_t size)
{
	struct sort_config cfg = { 0 };
	struct str_list c = { 0 }, d = { 0 }, s = { 0 };
	char *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);

	if (!out || sort_config__setup(&cfg, sort, NULL, false, false, false))
		return -1;
	str_list__parse(&c, comms);
	str_list__parse(&d, dsos);
	str_list__parse(&s, syms);
	sort_config__elide_single(&cfg, &c, &d, &s, out);
	fclose(out);
	key_cols(&cfg, cols, size);
	snprintf(printed, size, "%s", buf);
	free(buf);
	str_list__exit(&c);
	str_list__exit(&d);
	str_list__exit(&s);
	return 0;
}

DEFINE_TEST(test__sort_elide,
	    "sort: a column filtered to one value is left out, said once (# comm: X)")
{
	char cols[128], printed[256];

	TEST_ASSERT(!elide(NULL, "prog", "", "", cols, printed, sizeof(cols)), "setup");
	TEST_ASSERT(!strcmp(cols, "dso,sym"), "--comms prog: columns %s", cols);
	TEST_ASSERT(!strcmp(printed, "# comm: prog\n"), "--comms prog printed '%s'", printed);

	/* two values: the column stays, nothing said */
	TEST_ASSERT(!elide(NULL, "prog,sh", "", "", cols, printed, sizeof(cols)), "setup");
	TEST_ASSERT(!strcmp(cols, "comm,dso,sym") && !*printed, "two comms: %s '%s'", cols,
		    printed);

	/* column order, not option order */
	TEST_ASSERT(!elide("sym,dso,comm", "prog", "libc.so.6", "", cols, printed, sizeof(cols)),
		    "setup");
	TEST_ASSERT(!strcmp(cols, "sym"), "columns %s", cols);
	TEST_ASSERT(!strcmp(printed, "# dso: libc.so.6\n# comm: prog\n"), "printed '%s'", printed);

	/* every key column filtered to one value: all stay (the lines are still said) */
	TEST_ASSERT(!elide(NULL, "prog", "libc.so.6", "malloc", cols, printed, sizeof(cols)),
		    "setup");
	TEST_ASSERT(!strcmp(cols, "comm,dso,sym"), "all elided: columns %s", cols);
	TEST_ASSERT(!strcmp(printed, "# comm: prog\n# dso: libc.so.6\n# symbol: malloc\n"),
		    "all elided printed '%s'", printed);

	/* a filter on a key that is not a column: nothing */
	TEST_ASSERT(!elide("dso", "prog", "", "", cols, printed, sizeof(cols)), "setup");
	TEST_ASSERT(!strcmp(cols, "dso") && !*printed, "--sort dso: %s '%s'", cols, printed);
	return TEST_OK;
}

DEFINE_TEST(test__sort_keys_complete,
	    "sort: every key's descriptor has what it requires, and its name finds it")
{
	for (int k = 0; k < SORT_NR_KEYS; k++) {
		const struct sort_key_desc *d = &sort_keys[k];

		/* the caller's own key alone is not named, and takes its header from the config */
		TEST_ASSERT(k == SORT_EXT || (d->name && d->header && d->inputs),
			    "key %d: no name, header or inputs", k);
		TEST_ASSERT(d->hash && d->equal && d->cmp && d->width && d->snprintf,
			    "key %s: hash, equal, cmp, width or snprintf missing",
			    sort_key__name(k));
		TEST_ASSERT(!d->tie_cmp || d->ties, "key %s: a tie order without a tie rule",
			    sort_key__name(k));
		TEST_ASSERT(!d->tree_transitive || d->tree_cmp,
			    "key %s: transitivity of a tree comparison it does not have",
			    sort_key__name(k));
		TEST_ASSERT((d->filter == SK_FILTER_NONE) == !d->filter_name,
			    "key %s: a filter list and its name go together", sort_key__name(k));
		if (d->name)
			TEST_ASSERT(sort_key__find(d->name) == k, "key %s: found as %d", d->name,
				    sort_key__find(d->name));
		if (d->alias)
			TEST_ASSERT(sort_key__find(d->alias) == k, "alias %s: found as %d",
				    d->alias, sort_key__find(d->alias));
	}
	TEST_ASSERT(sort_key__find("nosuchkey") == -1, "an unknown key was found");
	return TEST_OK;
}

/* Every pair of the n entries he groups under --sort order as its keys' descriptors say. */
static int check_grouping(struct test_ctx *t, const char *order, const struct hist_entry *he, int n)
{
	struct sort_config cfg;

	TEST_ASSERT(!sort_config__setup(&cfg, order, NULL, false, false, false), "setup %s", order);
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			bool want = true;

			for (int k = 0; k < cfg.nr_keys; k++)
				want &= sort_keys[cfg.keys[k]].equal(&he[i], &he[j]);
			TEST_ASSERT(sort__equal(&cfg, &he[i], &he[j]) == want,
				    "--sort %s, entries %d and %d: equal %d, the keys say %d",
				    order, i, j, !want, want);
			TEST_ASSERT(!want || sort__hash(&cfg, &he[i]) == sort__hash(&cfg, &he[j]),
				    "--sort %s, entries %d and %d: equal, hashed apart", order, i,
				    j);
		}
	sort_config__exit(&cfg);
	return TEST_OK;
}

/*
 * The default keys, and any one or two of them, group by hand (sort__equal's fast path):
 * exactly as their descriptors do, with hashes that agree, on every pair of a set of
 * entries that differ in each value (a symbol is of its object, as the fast path assumes).
 */
DEFINE_TEST(test__sort_default_keys_fast_path,
	    "sort: the default keys' fast path groups as the keys' descriptors do")
{
	static const char *const orders[] = {
		"comm,dso,sym", "sym,comm,dso", "dso,sym", "sym",	  "comm,sym",
		"comm,dso",	"comm",		"dso",	   "cpu,dso,sym", /* (not by hand) */
	};
	struct dso *dsos[] = { dso__new("/a/libx.so", DSO_KIND_USER),
			       dso__new("/b/libx.so", DSO_KIND_USER),
			       dso__new("/a/liby.so", DSO_KIND_USER), NULL };
	struct symbol syms[] = { { .start = 0x10, .name = "f" }, { .start = 0x20, .name = "g" } };
	const char *comms[] = { "prog", "sh" };
	struct hist_entry he[64];
	int n = 0, err = TEST_OK;

	memset(he, 0, sizeof(he));
	for (int c = 0; c < 2; c++)
		for (int d = 0; d < 4; d++)
			for (int s = 0; s < 3; s++) /* f and g of the first object only */
				for (int ip = 0; ip < 2 && (s == 2 || d == 0); ip++) {
					he[n].comm = comms[c];
					he[n].dso = dsos[d];
					he[n].sym = s < 2 ? &syms[s] : NULL;
					he[n].ip = 0x1000 * ip;
					n++;
				}
	for (size_t o = 0; o < ARRAY_SIZE(orders) && !err; o++)
		err = check_grouping(t, orders[o], he, n);
	for (int d = 0; dsos[d]; d++)
		dso__delete(dsos[d]);
	return err;
}
