// SPDX-License-Identifier: GPL-2.0
/* The objects of a report that lack symbols or debug info (missing-debug.h). */
#include <stdlib.h>
#include <string.h>

#include "util/build-id.h"
#include "util/dso.h"
#include "util/hist.h"
#include "util/missing-debug.h"
#include "util/symsrc.h"
#include "util/util.h"

/* the objects the summary names; the rest are counted in one line */
#define SUMMARY_MAX 5

void missing_debug__add_hists(struct missing_debug *md, const struct hists *hists)
{
	md->total += hists->nr_samples;
	for (u32 i = 0; i < hists->nr_entries; i++) {
		const struct hist_entry *he = hists->entries[i];

		if (!he->dso || !he->self.nr_events || (he->sym && !md->debug_info))
			continue;
		if (md->nr == md->alloc) {
			md->alloc = md->alloc ? 2 * md->alloc : 64;
			md->entries = xrealloc(md->entries, md->alloc * sizeof(*md->entries));
		}
		md->entries[md->nr++] = (struct missing_debug_entry){ he->dso, he->self.nr_events };
	}
}

static int cmp_dso(const void *a, const void *b)
{
	const struct missing_debug_entry *x = a, *y = b;

	return x->dso < y->dso ? -1 : x->dso > y->dso;
}

/* most samples first; ties by name, for a stable output */
static int cmp_samples(const void *a, const void *b)
{
	const struct missing_debug_entry *x = a, *y = b;

	if (x->nr_samples != y->nr_samples)
		return x->nr_samples > y->nr_samples ? -1 : 1;
	return strcmp(x->dso->long_name, y->dso->long_name);
}

/* A file replaced or never on disk (a JIT's memfd): no debug package brings it back. */
static bool is_deleted(const struct dso *dso)
{
	static const char deleted[] = " (deleted)";
	size_t len = strlen(dso->long_name);

	return len > sizeof(deleted) - 1 &&
	       !strcmp(dso->long_name + len - (sizeof(deleted) - 1), deleted);
}

void missing_debug__finish(struct missing_debug *md)
{
	bool debug_info = md->debug_info;
	size_t n = 0;

	if (!md->nr)
		return; /* (no entries, no array: qsort takes no NULL) */
	qsort(md->entries, md->nr, sizeof(*md->entries), cmp_dso);
	for (size_t i = 0; i < md->nr; i++) {
		struct missing_debug_entry e = md->entries[i];
		struct dso *dso = e.dso;

		while (i + 1 < md->nr && md->entries[i + 1].dso == dso)
			e.nr_samples += md->entries[++i].nr_samples;
		if (dso->kind != DSO_KIND_USER && dso->kind != DSO_KIND_KERNEL &&
		    dso->kind != DSO_KIND_KMODULE)
			continue;
		if (dso->kind == DSO_KIND_USER && is_deleted(dso))
			continue;
		e.no_symbols = dso__load(dso) <= 0;
		if (!e.no_symbols && (!debug_info || symsrc__has_debug_info(dso)))
			continue;
		md->entries[n++] = e;
	}
	md->nr = n;
	qsort(md->entries, md->nr, sizeof(*md->entries), cmp_samples);
}

static double share(const struct missing_debug *md, u64 n)
{
	return md->total ? 100.0 * (double)n / (double)md->total : 0.0;
}

void missing_debug__fprintf_summary(const struct missing_debug *md, FILE *fp)
{
	u64 sum = 0, rest = 0;
	size_t nr = 0;

	for (size_t i = 0; i < md->nr; i++) {
		if (!md->entries[i].no_symbols)
			continue;
		sum += md->entries[i].nr_samples;
		if (nr++ >= SUMMARY_MAX)
			rest += md->entries[i].nr_samples;
	}
	if (!nr)
		return;
	fprintf(fp, "Warning: no symbols for %.2f%% of the samples (raw addresses in the report), in:\n",
		share(md, sum));
	nr = 0;
	for (size_t i = 0; i < md->nr; i++) {
		const struct missing_debug_entry *e = &md->entries[i];

		if (e->no_symbols && nr++ < SUMMARY_MAX)
			fprintf(fp, "  %6.2f%%  %s\n", share(md, e->nr_samples), e->dso->long_name);
	}
	if (nr > SUMMARY_MAX)
		fprintf(fp, "  %6.2f%%  %zu more objects\n", share(md, rest), nr - SUMMARY_MAX);
	fprintf(fp, "(perf report --missing-debug says where perf looked)\n");
}

void missing_debug__fprintf(const struct missing_debug *md, FILE *fp)
{
	char where[4096], hex[BUILD_ID_HEX_SIZE];

	fprintf(fp, "# Objects with samples that lack symbols (their rows show raw addresses) or debug\n"
		    "# info (no source lines, inlined frames or probe variables), most samples first.\n#\n");
	if (!md->nr) {
		fprintf(fp, "# None: every object with samples has its symbols and debug info.\n");
		return;
	}
	for (size_t i = 0; i < md->nr; i++) {
		const struct missing_debug_entry *e = &md->entries[i];

		symsrc__describe_search(e->dso, where, sizeof(where));
		if (build_id__is_set(&e->dso->bid))
			build_id__sprintf(&e->dso->bid, hex);
		else
			strcpy(hex, "unknown");
		fprintf(fp, "%7.2f%%  %-13s  %s\n", share(md, e->nr_samples),
			e->no_symbols ? "no symbols" : "no debug info", e->dso->long_name);
		fprintf(fp, "          build-id %s\n", hex);
		if (*where)
			fprintf(fp, "          looked in: %s\n", where);
	}
}

void missing_debug__exit(struct missing_debug *md)
{
	free(md->entries);
	memset(md, 0, sizeof(*md));
}
