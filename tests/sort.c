// SPDX-License-Identifier: GPL-2.0
#include <stdlib.h>
#include <string.h>

#include "tests/tests.h"
#include "util/filter-list.h"
#include "util/sort.h"

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
