// SPDX-License-Identifier: GPL-2.0
/*
 * db-export (Linux perf's db-export protocol, util/db-export.c): the unknown symbols made
 * for addresses without one, numbered and found again as Linux perf does it, on samples
 * made here (page faults whose data address is their own code address, in a library
 * without symbols).
 */
#include <string.h>
#include <linux/perf_event.h>

#include "tests/tests.h"
#include "util/db-export.h"
#include "util/dso.h"
#include "util/event.h"
#include "util/machine.h"
#include "util/map.h"
#include "util/script-python.h"

#define MAX_ROWS 16

struct rows {
	u64 sym_start[MAX_ROWS]; /* by symbol id - 1 */
	u32 nr_syms;
	u64 sym_id[MAX_ROWS], addr_sym_id[MAX_ROWS]; /* by sample */
	u32 nr_samples;
};

static int row_symbol(void *ctx, u64 id, u64 dso_id, u64 start, u64 end, int binding,
		      const char *name)
{
	struct rows *r = ctx;

	(void)dso_id, (void)end, (void)binding, (void)name;
	if (id && id <= MAX_ROWS)
		r->sym_start[id - 1] = start;
	r->nr_syms++;
	return 0;
}

static int row_sample(void *ctx, const struct db_export_sample *es)
{
	struct rows *r = ctx;

	if (r->nr_samples < MAX_ROWS) {
		r->sym_id[r->nr_samples] = es->sym_id;
		r->addr_sym_id[r->nr_samples] = es->addr_sym_id;
	}
	r->nr_samples++;
	return 0;
}

DEFINE_TEST(
	test__db_export_unknown_syms,
	"db-export: unknown symbols of a fault at its own code: two made, the last one found after")
{
	static const struct db_export_ops ops = { .symbol = row_symbol, .sample = row_sample };
	struct perf_event_attr attr = { .type = PERF_TYPE_SOFTWARE,
					.config = PERF_COUNT_SW_PAGE_FAULTS,
					.sample_type = PERF_SAMPLE_IP | PERF_SAMPLE_TID |
						       PERF_SAMPLE_ADDR };
	/* X, X again, Y (another address of the library), X after it */
	static const u64 at[] = { 0x401230, 0x401230, 0x405670, 0x401230 };
	/*
	 * The first fault at X makes two unknown symbols there, its ip's (1) and its data
	 * address's (2: looked up before the first was made, as Linux perf's perf script
	 * does). The next lookup at X finds what Linux perf's last lookup in the DSO found
	 * and the symbol made there since: the second. Y does the same (3, 4); then X's
	 * lookup goes to the tree, whose answer depends on its shape: the last one made is
	 * taken, the second.
	 */
	static const u64 want_sym[] = { 1, 2, 3, 2 }, want_addr_sym[] = { 2, 2, 4, 2 };
	struct machine *m = machine__new();
	struct db_export *dbe;
	struct rows r = { 0 };
	struct dso *dso;

	TEST_ASSERT(m, "no machine");
	dbe = db_export__new(&ops, &r, false);
	TEST_ASSERT(dbe, "no db_export");
	machine__process_mmap(m, PERF_RECORD_MISC_USER, 7, 7, 0x400000, 0x10000, 0, 5, 2, NULL,
			      "/nonexistent/libnosyms.so", 0);
	dso = machine__find_dso(m, "/nonexistent/libnosyms.so");
	TEST_ASSERT(dso, "no DSO for the map");
	dso->loaded = true; /* (no symbols, and no file looked for) */
	for (size_t i = 0; i < ARRAY_SIZE(at); i++) {
		struct perf_sample s = { .ip = at[i],
					 .addr = at[i],
					 .pid = 7,
					 .tid = 7,
					 .cpumode = PERF_RECORD_MISC_USER,
					 .period = 1 };
		struct addr_location al;
		struct script_sample ss = { .idx = 0,
					    .ev_name = "page-faults",
					    .attr = &attr,
					    .sample = &s,
					    .al = &al,
					    .comm = "nosyms" };

		TEST_ASSERT(!machine__resolve(m, &al, 7, 7, at[i], PERF_RECORD_MISC_USER) &&
				    al.map && !al.sym,
			    "fault %zu: not in the library, or a symbol found", i);
		TEST_ASSERT(!db_export__sample(dbe, &ss), "fault %zu: not exported", i);
	}
	TEST_ASSERT(r.nr_samples == ARRAY_SIZE(at) && r.nr_syms == 4, "%u samples, %u symbols",
		    r.nr_samples, r.nr_syms);
	TEST_ASSERT(r.sym_start[0] == 0x1230 && r.sym_start[1] == 0x1230 &&
			    r.sym_start[2] == 0x5670 && r.sym_start[3] == 0x5670,
		    "the unknown symbols at %#llx %#llx %#llx %#llx",
		    (unsigned long long)r.sym_start[0], (unsigned long long)r.sym_start[1],
		    (unsigned long long)r.sym_start[2], (unsigned long long)r.sym_start[3]);
	for (size_t i = 0; i < ARRAY_SIZE(at); i++)
		TEST_ASSERT(r.sym_id[i] == want_sym[i] && r.addr_sym_id[i] == want_addr_sym[i],
			    "fault %zu: symbols %llu and %llu, want %llu and %llu", i,
			    (unsigned long long)r.sym_id[i], (unsigned long long)r.addr_sym_id[i],
			    (unsigned long long)want_sym[i], (unsigned long long)want_addr_sym[i]);
	db_export__delete(dbe);
	machine__delete(m);
	return TEST_OK;
}
