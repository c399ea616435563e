// SPDX-License-Identifier: GPL-2.0
/*
 * The per-sample iterator (util/hist-iter): its short cuts aggregate exactly like the plain
 * way for every sort key and filter, and two sessions live side by side in one process.
 */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <elf.h>
#include <linux/perf_event.h>

#include "tests/tests.h"
#include "util/annotate.h"
#include "util/callchain.h"
#include "util/dso.h"
#include "util/event.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/filter-list.h"
#include "util/hist-iter.h"
#include "util/hist.h"
#include "util/machine.h"
#include "util/replay.h"
#include "util/sample-input.h"
#include "util/session.h"
#include "util/sort.h"
#include "util/symbol.h"

/* --- a synthetic world: two processes, three DSOs with symbols, a BPF-like kernel symbol --- */

#define BASE_A 0x400000ULL
#define BASE_B 0x7f0000000000ULL
#define BASE_A2 0x500000ULL /* process 200 maps A here */
#define KSYM 0xffffffffa0000000ULL

static void add_syms(struct machine *m, const char *name, const char *prefix, int nr)
{
	struct dso *dso = machine__find_dso(m, name);
	char sym[32];

	for (int i = 0; i < nr; i++) {
		snprintf(sym, sizeof(sym), "%s%d", prefix, i);
		symtab__add(&dso->symtab, 0x1000 + i * 0x200, 0x200, sym, strlen(sym), STB_GLOBAL,
			    STT_FUNC);
	}
	symtab__fixup(&dso->symtab);
	dso->loaded = true;
}

static struct machine *world_new(void)
{
	struct machine *m = machine__new();

	machine__kernel_dso(m)->loaded = true; /* never /proc/kallsyms here */
	machine__process_comm(m, 100, 100, "alpha", false, 1);
	machine__process_fork(m, 100, 101, 100, 100, 2);
	machine__process_comm(m, 200, 200, "gamma", false, 3);
	machine__process_mmap(m, PERF_RECORD_MISC_USER, 100, 100, BASE_A, 0x10000, 0, 5, 2, NULL,
			      "/nonexistent/hist-test/a.out", 4);
	machine__process_mmap(m, PERF_RECORD_MISC_USER, 100, 100, BASE_B, 0x10000, 0, 5, 2, NULL,
			      "/nonexistent/hist-test/libb.so", 4);
	machine__process_mmap(m, PERF_RECORD_MISC_USER, 200, 200, BASE_A2, 0x10000, 0, 5, 2, NULL,
			      "/nonexistent/hist-test/a.out", 4);
	add_syms(m, "/nonexistent/hist-test/a.out", "f", 8);
	add_syms(m, "/nonexistent/hist-test/libb.so", "g", 4);
	machine__process_ksymbol(m, KSYM, 0x1000, "bpf_prog_test");
	/* comm changes after exec: the same task and address under another name */
	machine__process_comm(m, 100, 100, "beta", true, 9005);
	return m;
}

/* halfway through: a new mapping (the resolution caches must notice) */
static void world_change(struct machine *m)
{
	machine__process_mmap(m, PERF_RECORD_MISC_USER, 200, 200, BASE_B, 0x10000, 0, 5, 2, NULL,
			      "/nonexistent/hist-test/libb.so", 20000);
}

static u64 rnd_state;

static u64 rnd(void)
{
	rnd_state ^= rnd_state << 13;
	rnd_state ^= rnd_state >> 7;
	rnd_state ^= rnd_state << 17;
	return rnd_state;
}

#define NR_SAMPLES 3000
#define NR_CHAINS 24
#define MAX_DEPTH 6

struct stream {
	struct perf_sample samples[NR_SAMPLES];
	u64 chains[NR_CHAINS][MAX_DEPTH + 2]; /* ip_callchain: nr, then ips */
	/* each chain with its first frame (the sample's ip) 4 bytes on: mostly the same symbol */
	u64 moved[NR_CHAINS][MAX_DEPTH + 2];
};

static u64 user_ip(int proc200)
{
	static const u64 offs[] = { 0x1008, 0x1010, 0x1208, 0x1400,
				    0x1600, 0x1a10, 0x1e00, 0x9000 /* no symbol */ };
	u64 r = rnd();

	if (r % 5 == 0 && !proc200)
		return BASE_B + 0x1000 + (r >> 8) % 4 * 0x200 + 8;
	return (proc200 ? BASE_A2 : BASE_A) + offs[(r >> 8) % ARRAY_SIZE(offs)];
}

/* Samples that differ in every input a key or filter may read, and repeat often. */
static void stream_init(struct stream *st)
{
	rnd_state = 0x9e3779b97f4a7c15ULL;
	for (int c = 0; c < NR_CHAINS; c++) {
		u32 depth = 1 + rnd() % MAX_DEPTH;

		st->chains[c][0] = depth + 1;
		st->chains[c][1] = PERF_CONTEXT_USER;
		for (u32 i = 0; i < depth; i++)
			st->chains[c][2 + i] = user_ip(c % 3 == 2);
	}
	/* samples in the library (of process 100, whose chains are those of c % 3 != 2) */
	st->chains[0][2] = BASE_B + 0x1208;
	st->chains[4][2] = BASE_B + 0x1610;
	memcpy(st->moved, st->chains, sizeof(st->moved));
	for (int c = 0; c < NR_CHAINS; c++)
		st->moved[c][2] += 4;
	for (int i = 0; i < NR_SAMPLES; i++) {
		struct perf_sample *s = &st->samples[i];
		int c = (int)(rnd() % NR_CHAINS);
		static const u32 tids[] = { 100, 101, 200 };
		u32 tid = tids[c % 3];

		memset(s, 0, sizeof(*s));
		s->pid = tid == 200 ? 200 : 100;
		s->tid = tid;
		s->time = 10 + i * 10;
		s->cpu = (u32)(rnd() % 4);
		s->period = (rnd() % 3) * 1000;
		s->addr = (rnd() % 3) * 0x10;
		s->callchain = (const struct ip_callchain *)st->chains[c];
		if (rnd() % 4 == 0) /* elsewhere in the same function, from the same callers */
			s->callchain = (const struct ip_callchain *)st->moved[c];
		s->ip = s->callchain->ips[1];
		s->cpumode = PERF_RECORD_MISC_USER;
		if (rnd() % 10 == 0) { /* a kernel sample, without a chain */
			s->ip = KSYM + 0x10 * (rnd() % 4);
			s->cpumode = PERF_RECORD_MISC_KERNEL;
			s->callchain = NULL;
		}
	}
}

struct run_opts {
	const char *sort;
	const struct sort_key_ext *ext; /* a key of the test's own, after sort's */
	bool children;
	enum chain_mode mode;
	enum chain_key key; /* the chains' frames by function (0) or address */
	struct sample_filters_spec filters;
	bool filtered_entries; /* perf report's way with the filters */
	unsigned int chunk_shift; /* the sample cache's chunks: 8 << k bytes (0: its own) */
	bool prepare; /* each sample prepared ahead, as perf report reading ahead does */
	/*
	 * chain + 1: the samples of st->moved[chain] are at the address that is the pointer to
	 * the symbol of st->chains[chain]'s (the run's own: run_stream makes them)
	 */
	int ptr_chain;
	void (*change)(struct machine *m); /* halfway, instead of world_change */
	bool flat; /* as a file without call chains: the samples' chains not read */
};

/* Sample i of the stream as run_stream delivers it for o (chain: room for a copy). */
static void stream_sample(const struct stream *st, int i, const struct run_opts *o, u64 ptr,
			  u64 *chain, struct perf_sample *s)
{
	*s = st->samples[i];
	if (o->ptr_chain && s->callchain == (const void *)st->moved[o->ptr_chain - 1]) {
		memcpy(chain, st->moved[o->ptr_chain - 1], sizeof(st->moved[0]));
		chain[2] = ptr;
		s->callchain = (const struct ip_callchain *)chain;
		s->ip = ptr;
	}
}

/* the sample cache's hits in run_stream's last run */
static u64 last_cache_hits;

/* The report of the stream for opts, the short cuts on or off; *shortcuts: which were on. */
static char *run_stream(const struct stream *st, const struct run_opts *o, bool plain,
			unsigned int *shortcuts)
{
	struct machine *m = world_new();
	struct sort_config sort;
	struct callchain_param cc = callchain_param_default;
	struct sample_filters filters;
	struct evsel evsel;
	struct hists hists;
	struct hist_iter *it;
	struct hist_iter_config cfg;
	struct hists_print_opts popts = { .show_header = true };
	char *buf = NULL;
	size_t len = 0;
	u64 ptr = 0;
	FILE *f;

	memset(&evsel, 0, sizeof(evsel));
	cc.mode = o->mode;
	cc.key = o->key;
	cc.min_percent = 0;
	if (sort_config__setup(&sort, o->sort, NULL, o->children, true, true) ||
	    (o->ext && sort_config__add_ext(&sort, o->ext)) ||
	    sample_filters__setup(&filters, &o->filters, "test"))
		return NULL;
	cfg = (struct hist_iter_config){
		.kind = o->children ? HIST_ITER_CUMULATIVE : HIST_ITER_NORMAL,
		.callchains = !o->flat,
		.sort = &sort,
		.cc = &cc,
		.filters = &filters,
		.plain = plain,
		.filtered_entries = o->filtered_entries,
		.sample_cache_chunk_shift = o->chunk_shift,
	};
	it = hist_iter__new(m, &cfg);
	hists__init(&hists, &sort, cc.mode != CHAIN_NONE ? &cc : NULL);
	if (o->ptr_chain) {
		struct dso *a = machine__find_dso(m, "/nonexistent/hist-test/a.out");

		ptr = (u64)(uintptr_t)dso__find_symbol(a, st->chains[o->ptr_chain - 1][2] - BASE_A);
	}
	for (int i = 0; i < NR_SAMPLES; i++) {
		/*
		 * prepared four samples ahead, their records fetched two ahead (copies); each
		 * fifth not, as perf report's first samples of a batch: both find the same
		 */
		static struct perf_sample ahead[8];
		static u64 chains[8][MAX_DEPTH + 2];
		struct perf_sample one;

		if (i == NR_SAMPLES / 2)
			(o->change ? o->change : world_change)(m);
		if (!o->prepare) {
			stream_sample(st, i, o, ptr, chains[0], &one);
			hist_iter__add(it, &hists, &evsel, &one);
			continue;
		}
		for (int k = i ? 4 : 0; k <= 4 && i + k < NR_SAMPLES; k++) {
			stream_sample(st, i + k, o, ptr, chains[(i + k) % 8], &ahead[(i + k) % 8]);
			hist_iter__prepare(it, (i + k) % 5 ? &hists : NULL, &ahead[(i + k) % 8],
					   k == 4 && i + 2 < NR_SAMPLES ? &ahead[(i + 2) % 8] :
									  NULL);
		}
		hist_iter__add(it, &hists, &evsel, &ahead[i % 8]);
	}
	hist_iter__finish(it);
	last_cache_hits = hist_iter__nr_cache_hits(it);
	*shortcuts = hist_iter__shortcuts(it);
	hists__output_resort(&hists);
	popts.show_callchain = cc.mode != CHAIN_NONE;
	popts.sort_by_sym_first = sort.sort_by_sym_first;
	f = open_memstream(&buf, &len);
	if (f) {
		fprintf(f, "%llu samples, period %llu, %u entries\n",
			(unsigned long long)hists.nr_samples,
			(unsigned long long)hists.total_period, hists.nr_entries);
		hists__fprintf(&hists, &popts, f);
		fclose(f);
	}
	hists__exit(&hists);
	hist_iter__delete(it);
	sample_filters__exit(&filters);
	sort_config__exit(&sort);
	machine__delete(m);
	return buf;
}

static int compare_ways(struct test_ctx *t, const struct stream *st, const struct run_opts *o,
			unsigned int *shortcuts)
{
	unsigned int plain_sc;
	char *plain = run_stream(st, o, true, &plain_sc);
	char *fast = run_stream(st, o, false, shortcuts);
	bool same = plain && fast && !strcmp(plain, fast);

	if (!same && getenv("HIST_TEST_DUMP")) {
		FILE *a = fopen("/tmp/hist-plain.txt", "w"), *b = fopen("/tmp/hist-fast.txt", "w");

		fputs(plain, a);
		fputs(fast, b);
		fclose(a);
		fclose(b);
	}

	if (!same && plain && fast) {
		/* the first line that differs */
		size_t i = 0, line = 0;

		while (plain[i] && plain[i] == fast[i])
			if (plain[i++] == '\n')
				line = i;
		snprintf(
			t->reason, sizeof(t->reason),
			"--sort %s%s -g %d (short cuts %#x): line %zu differs:\nplain: %.120s\nfast:  %.120s",
			o->sort, o->children ? " --children" : "", o->mode, *shortcuts, line,
			plain + line, fast + line);
	}
	free(plain);
	free(fast);
	if (!same && !t->reason[0])
		snprintf(t->reason, sizeof(t->reason), "no output");
	return same ? TEST_OK : TEST_FAIL;
}

DEFINE_TEST(test__hist_iter_keys,
	    "hist: every sort key and filter aggregates with the short cuts as without them")
{
	static struct stream st;
	static const struct sample_filters_spec filter_sets[] = {
		{ .comms = "alpha,gamma" }, { .dsos = "libb.so" }, { .syms = "f1,f2,g0" },
		{ .pids = "200" },	    { .tids = "101" },	   { .cpus = "1-2" },
	};
	unsigned int sc, cached = 0;

	stream_init(&st);
	/*
	 * each key alone, and beside the default keys: with call graphs, with children, and
	 * as a file without call chains (way 2: the cache has a record per entry there)
	 */
	for (int k = 0; k < SORT_NR_KEYS; k++) {
		char with_default[64];

		if (k == SORT_EXT) /* below */
			continue;
		const char *sorts[] = { sort_key__name(k), with_default };

		snprintf(with_default, sizeof(with_default), "comm,dso,sym,%s", sort_key__name(k));
		for (int s = 0; s < 2; s++) {
			for (int way = 0; way < 3; way++) {
				struct run_opts o = { .sort = sorts[s],
						      .children = way == 1,
						      .flat = way == 2,
						      .mode = way == 1 ? CHAIN_GRAPH_ABS :
							      way == 2 ? CHAIN_NONE :
									 CHAIN_FOLDED };

				if (compare_ways(t, &st, &o, &sc))
					return TEST_FAIL;
				/*
				 * a key whose inputs the cache can hold must leave it on (the
				 * parallelism is the replay's state, not the sample's: the
				 * iterator goes the plain way for it, hist_iter_config; a
				 * file without chains has no parent)
				 */
				if (!(sort_key__inputs(k) &
				      (SI_TIME | SI_RAW | SI_FRAME_IP | SI_PARALLELISM |
				       (o.flat ? SI_CALLCHAIN : 0))))
					TEST_ASSERT(sc & HIST_ITER_SAMPLE_CACHE,
						    "--sort %s%s: no sample cache", sorts[s],
						    o.flat ? " (no chains)" : "");
				cached |= sc;
			}
		}
	}
	/* with filters: dropped, or hidden entries that shared rows count them (perf report) */
	for (size_t i = 0; i < 2 * ARRAY_SIZE(filter_sets); i++) {
		for (int way = 0; way < 3; way++) {
			struct run_opts o = { .sort = i < ARRAY_SIZE(filter_sets) ? "comm,dso,sym" :
										    "dso,sym",
					      .children = way == 1,
					      .flat = way == 2,
					      .mode = way == 2 ? CHAIN_NONE : CHAIN_GRAPH_ABS,
					      .filters = filter_sets[i % ARRAY_SIZE(filter_sets)],
					      .filtered_entries = i >= ARRAY_SIZE(filter_sets) };

			if (compare_ways(t, &st, &o, &sc))
				return TEST_FAIL;
			TEST_ASSERT(sc & HIST_ITER_SAMPLE_CACHE, "filter set %zu: no sample cache",
				    i);
		}
	}
	TEST_ASSERT(cached & HIST_ITER_DEFER_CHAINS, "the deferred call graphs were not tested");
	return TEST_OK;
}

static u64 period_value(const struct perf_sample *s)
{
	return s->period;
}

static u64 addr_value(const struct perf_sample *s)
{
	return s->addr;
}

static u64 ip_value(const struct perf_sample *s)
{
	return s->ip; /* where in its symbol, as annotate's key */
}

static u64 time_value(const struct perf_sample *s)
{
	return s->time / 5000; /* the stream's 30000 time units in 6 slices */
}

DEFINE_TEST(
	test__hist_iter_new_key,
	"hist: a new key reading period, addr, the ip or time aggregates with the short cuts as without")
{
	static struct stream st;
	static const struct sort_key_ext keys[] = {
		{ "Period", SI_PERIOD, period_value },
		{ "Addr", SI_ADDR, addr_value },
		{ "Ip", SI_IP, ip_value },
		{ "Slice", SI_TIME, time_value },
	};
	/* the first key again, not saying what it reads */
	static const struct sort_key_ext undeclared = { "Period", 0, period_value };
	unsigned int sc;

	stream_init(&st);
	for (size_t i = 0; i < ARRAY_SIZE(keys); i++) {
		for (int children = 0; children < 2; children++) {
			struct run_opts o = { .sort = "comm,dso,sym",
					      .ext = &keys[i],
					      .children = children,
					      .mode = CHAIN_GRAPH_ABS };

			if (compare_ways(t, &st, &o, &sc))
				return TEST_FAIL;
			/* period, addr and ip can be keyed on; time cannot */
			TEST_ASSERT(!(sc & HIST_ITER_SAMPLE_CACHE) == (keys[i].inputs == SI_TIME),
				    "%s: short cuts %#x", keys[i].header, sc);
		}
	}
	/* a key that does not declare its input: the cache merges what it tells apart */
	{
		struct run_opts o = { .sort = "comm,dso,sym",
				      .ext = &undeclared,
				      .mode = CHAIN_GRAPH_ABS };

		TEST_ASSERT(compare_ways(t, &st, &o, &sc) == TEST_FAIL,
			    "an undeclared input went unnoticed: the test cannot fail");
		t->reason[0] = '\0';
	}
	return TEST_OK;
}

/*
 * The stream differs in each input: a cache that left one out of its key would merge
 * samples the key tells apart. Checked here so that the comparison above can fail.
 */
DEFINE_TEST(test__hist_iter_stream, "hist: the test stream tells every key's entries apart")
{
	static struct stream st;
	static const struct {
		const char *sort;
		unsigned int entries;
	} want[] = {
		{ "comm", 3 }, /* alpha, beta (after the exec), gamma */
		{ "pid", 3 },
		{ "cpu", 4 },
		{ "dso", 3 }, /* a.out, libb.so, the BPF program */
	};

	stream_init(&st);
	for (size_t i = 0; i < ARRAY_SIZE(want); i++) {
		struct run_opts o = { .sort = want[i].sort, .mode = CHAIN_NONE };
		unsigned int sc;
		char *out = run_stream(&st, &o, false, &sc);
		unsigned int nr = 0;

		TEST_ASSERT(out && sscanf(out, "%*u samples, period %*u, %u entries", &nr) == 1,
			    "no output");
		if (nr != want[i].entries)
			snprintf(t->reason, sizeof(t->reason),
				 "--sort %s: %u entries, want %u:\n%.300s", want[i].sort, nr,
				 want[i].entries, out);
		free(out);
		if (nr != want[i].entries)
			return TEST_FAIL;
	}
	return TEST_OK;
}

/*
 * Twin chains: the same task, ip and depth, one frame apart (each frame in turn, the
 * outermost too, some frames in another DSO or without a symbol); or the same frames with
 * another context word, without one, or under another ip. The sample cache keys on the
 * whole raw chain (keeping only which context it starts with when the ip follows it); one
 * that compared less of it would count a twin's samples in the other's call graph and
 * children entries.
 */
DEFINE_TEST(test__hist_iter_chain_twins,
	    "hist: the sample cache tells apart chains one frame apart, any frame")
{
	static struct stream st;
	static const char *const sorts[] = { "comm,dso,sym", "sym" };
	u64 ip_flip[NR_CHAINS] = { 0 };
	unsigned int sc;
	int pair = 0;

	stream_init(&st);
	/* chain c + 3 (the same task as c) becomes c's twin */
	for (int c = 0; c + 3 < NR_CHAINS; c++) {
		u64 *twin = st.chains[c + 3];

		if (c % 6 >= 3)
			continue;
		st.chains[c][0] = MAX_DEPTH + 1;
		for (u32 i = 1; i < MAX_DEPTH; i++)
			if (!st.chains[c][2 + i])
				st.chains[c][2 + i] = user_ip(c % 3 == 2);
		memcpy(twin, st.chains[c], sizeof(st.chains[c]));
		switch (pair % 8) {
		case 5: /* another context */
			twin[1] = PERF_CONTEXT_KERNEL;
			break;
		case 6: /* the same chain under another ip */
			ip_flip[c + 3] = 0x200;
			break;
		case 7: /* no context word */
			memmove(twin + 1, twin + 2, MAX_DEPTH * sizeof(*twin));
			twin[0] = MAX_DEPTH;
			break;
		default: /* frame 1 + pair % 8: a caller, the outermost one in pair 4 */
			twin[3 + pair % 8] ^= 0x200;
		}
		pair++;
	}
	for (int i = 0; i < NR_SAMPLES; i++) {
		const u64 *chain = (const u64 *)st.samples[i].callchain;

		if (!chain || chain < &st.chains[0][0] || chain >= &st.moved[0][0])
			continue;
		/* the first frame after the context, as the kernel writes it */
		st.samples[i].ip = (chain[1] >= (u64)PERF_CONTEXT_MAX ? chain[2] : chain[1]) ^
				   ip_flip[(chain - &st.chains[0][0]) / (MAX_DEPTH + 2)];
	}
	for (size_t s = 0; s < ARRAY_SIZE(sorts); s++) {
		for (int children = 0; children < 2; children++) {
			struct run_opts o = { .sort = sorts[s],
					      .children = children,
					      .mode = children ? CHAIN_GRAPH_ABS : CHAIN_FOLDED };

			if (compare_ways(t, &st, &o, &sc))
				return TEST_FAIL;
			TEST_ASSERT(sc & HIST_ITER_SAMPLE_CACHE, "--sort %s: no sample cache",
				    sorts[s]);
		}
	}
	return TEST_OK;
}

/*
 * The sample cache's records in many small chunks (four or one to a chunk, some too big for
 * one and not kept), emptied halfway (world_change) and at the end chunk by chunk: every
 * record's counts reach its entry once, as without the cache.
 */
DEFINE_TEST(
	test__hist_iter_cache_chunks,
	"hist: the sample cache in many chunks, emptied halfway and at the end, counts as without")
{
	static struct stream st;
	static const struct sort_key_ext period_key = { "Period", SI_PERIOD, period_value };
	unsigned int sc;

	stream_init(&st);
	for (unsigned int shift = 4; shift <= 6; shift += 2) {
		for (int k = 0; k < 3; k++) {
			struct run_opts o = { .sort = k == 2 ? "sym" : "comm,dso,sym",
					      .ext = k == 1 ? &period_key : NULL,
					      .children = k != 2,
					      .mode = k == 2 ? CHAIN_FOLDED : CHAIN_GRAPH_ABS,
					      .chunk_shift = shift };

			if (compare_ways(t, &st, &o, &sc))
				return TEST_FAIL;
			TEST_ASSERT(sc & HIST_ITER_SAMPLE_CACHE,
				    "chunks of %u bytes: no sample cache", 8u << shift);
		}
	}
	return TEST_OK;
}

/*
 * Samples prepared ahead (perf report reading ahead: hist_iter__prepare keeps the cache's
 * hash in the sample and fetches its slot and record early), across the maps change halfway
 * that empties the cache: the same report, and every sample the cache found without
 * preparing found with it (the hash made ahead is the one the cache looks up with).
 */
DEFINE_TEST(test__hist_iter_prepare,
	    "hist: samples prepared ahead report as without, the sample cache finds as many")
{
	static struct stream st;
	static const struct sort_key_ext keys[] = {
		{ "Period", SI_PERIOD, period_value },
		{ "Addr", SI_ADDR, addr_value },
	};
	static const char *const sorts[] = { "comm,dso,sym", "sym", "cpu,sym" };
	unsigned int sc;

	stream_init(&st);
	for (size_t s = 0; s < ARRAY_SIZE(sorts) + ARRAY_SIZE(keys); s++) {
		for (int children = 0; children < 2; children++) {
			struct run_opts o = {
				.sort = s < ARRAY_SIZE(sorts) ? sorts[s] : "comm,dso,sym",
				.ext = s < ARRAY_SIZE(sorts) ? NULL : &keys[s - ARRAY_SIZE(sorts)],
				.children = children,
				.mode = CHAIN_GRAPH_ABS
			};
			u64 hits;
			char *out;

			out = run_stream(&st, &o, false, &sc);
			hits = last_cache_hits;
			free(out);
			o.prepare = true;
			if (compare_ways(t, &st, &o, &sc))
				return TEST_FAIL;
			TEST_ASSERT(sc & HIST_ITER_SAMPLE_CACHE, "--sort %s: no sample cache",
				    o.sort);
			TEST_ASSERT(hits > NR_SAMPLES / 4 && last_cache_hits == hits,
				    "--sort %s%s: the cache found %llu samples prepared, %llu not",
				    o.sort, children ? " --children" : "",
				    (unsigned long long)last_cache_hits, (unsigned long long)hits);
		}
	}
	return TEST_OK;
}

/*
 * Without call graphs, the sample cache is on too (a record per entry; test__hist_iter_keys
 * runs every key and filter so): samples prepared ahead report as without the cache, and
 * by symbol it finds more samples than with a key reading the ip.
 */
DEFINE_TEST(test__hist_iter_flat,
	    "hist: without call graphs the sample cache aggregates as without it")
{
	static struct stream st;
	static const struct sort_key_ext ip_key = { "Ip", SI_IP, ip_value };
	unsigned int sc;
	u64 hits[2];

	stream_init(&st);
	for (int k = 0; k < 2; k++) {
		struct run_opts o = { .sort = "comm,dso,sym",
				      .ext = k ? &ip_key : NULL,
				      .mode = CHAIN_NONE,
				      .flat = true,
				      .prepare = true };

		if (compare_ways(t, &st, &o, &sc))
			return TEST_FAIL;
		TEST_ASSERT(sc & HIST_ITER_SAMPLE_CACHE, "run %d: no sample cache", k);
		hits[k] = last_cache_hits;
	}
	TEST_ASSERT(hits[0] > hits[1] && hits[1] > NR_SAMPLES / 2,
		    "the cache's hits: %llu by symbol, %llu with the ip key",
		    (unsigned long long)hits[0], (unsigned long long)hits[1]);
	return TEST_OK;
}

/*
 * A raw record counts its hits' period in 32 bits: periods that would overflow it are flushed
 * to the entry first, and a sample's period above 2^32 goes to the entry itself. Samples of
 * 1.5e9 (three overflow a record) and 5e9, flat and with children: as without the cache.
 */
DEFINE_TEST(test__hist_iter_big_periods,
	    "hist: the sample cache counts periods past 2^32 as without it")
{
	static struct stream st;
	unsigned int sc;

	stream_init(&st);
	for (int i = 0; i < NR_SAMPLES; i++)
		st.samples[i].period = i % 7 == 3 ? 5000000000ULL : 1500000000ULL + (u64)i;
	for (int k = 0; k < 2; k++) {
		struct run_opts o = { .sort = "comm,dso,sym",
				      .children = k,
				      .mode = k ? CHAIN_GRAPH_ABS : CHAIN_NONE,
				      .flat = !k,
				      .prepare = true };

		if (compare_ways(t, &st, &o, &sc))
			return TEST_FAIL;
		TEST_ASSERT(sc & HIST_ITER_SAMPLE_CACHE, "run %d: no sample cache", k);
		TEST_ASSERT(last_cache_hits > NR_SAMPLES / 2, "run %d: %llu cache hits", k,
			    (unsigned long long)last_cache_hits);
	}
	return TEST_OK;
}

/*
 * Where nothing reads where in its symbol a sample is, the sample cache keys on the symbol:
 * the stream's samples 4 bytes into their function (st.moved) and its kernel samples at four
 * places in one function find the records of the others, and the report is as without the
 * cache. A key reading the ip (annotate's; Ip here), or chains by address, tell them apart
 * again: as many hits either way, fewer than by symbol, and again the report as without.
 */
DEFINE_TEST(test__hist_iter_cache_by_sym,
	    "hist: the sample cache keys on the symbol unless the exact ip is read")
{
	static struct stream st;
	static const struct sort_key_ext ip_key = { "Ip", SI_IP, ip_value };
	u64 hits[3];
	unsigned int sc;

	stream_init(&st);
	for (int k = 0; k < 3; k++) {
		struct run_opts o = { .sort = "comm,dso,sym",
				      .ext = k == 1 ? &ip_key : NULL,
				      .children = true,
				      .mode = CHAIN_GRAPH_ABS,
				      .key = k == 2 ? CCKEY_ADDRESS : CCKEY_FUNCTION };

		if (compare_ways(t, &st, &o, &sc))
			return TEST_FAIL;
		TEST_ASSERT(sc & HIST_ITER_SAMPLE_CACHE, "run %d: no sample cache", k);
		hits[k] = last_cache_hits;
	}
	TEST_ASSERT(hits[0] > hits[1] && hits[1] == hits[2],
		    "the cache's hits: %llu by symbol, %llu with the ip key, %llu with chains by "
		    "address",
		    (unsigned long long)hits[0], (unsigned long long)hits[1],
		    (unsigned long long)hits[2]);
	/*
	 * A key by symbol is not one by address that has the symbol's pointer for a value:
	 * samples with the same callers at that address (without a symbol) go elsewhere
	 */
	for (int c = 0; c < NR_CHAINS; c += 3) {
		u64 leaf = st.chains[c][2];
		struct run_opts o = {
			.sort = "dso", .children = true, .mode = CHAIN_NONE, .ptr_chain = c + 1
		};

		if (leaf < BASE_A || leaf >= BASE_A + 0x1e00) /* (its symbol in a.out) */
			continue;
		if (compare_ways(t, &st, &o, &sc))
			return TEST_FAIL;
		TEST_ASSERT(sc & HIST_ITER_SAMPLE_CACHE, "--sort dso: no sample cache");
		return TEST_OK;
	}
	TEST_ASSERT(0, "no chain of task 100 with its first frame in a.out's symbols");
}

/* halfway: libb.so moves from BASE_B to BASE_B2 in process 100, another object takes BASE_B */
#define BASE_B2 0x7f1000000000ULL
static void world_move_libb(struct machine *m)
{
	machine__process_mmap(m, PERF_RECORD_MISC_USER, 100, 100, BASE_B, 0x10000, 0, 5, 2, NULL,
			      "/nonexistent/hist-test/other.so", 20000);
	machine__process_mmap(m, PERF_RECORD_MISC_USER, 100, 100, BASE_B2, 0x10000, 0, 5, 2, NULL,
			      "/nonexistent/hist-test/libb.so", 20000);
}

/*
 * A sample's symbol found ahead (hist_iter__prepare) is its key only while the maps it was
 * found in have not changed: when libb.so moves, a sample at its old address prepared before
 * the move has no symbol any more, and must not be counted with the samples of the function
 * at its new address that have the same callers.
 */
DEFINE_TEST(test__hist_iter_prepare_moved,
	    "hist: a symbol found ahead for the sample cache is not used after the maps change")
{
	static struct stream st;
	unsigned int sc;
	struct run_opts o = {
		.sort = "dso,sym",
		.children = true,
		.mode = CHAIN_GRAPH_ABS,
		.prepare = true,
		.change = world_move_libb,
	};

	memset(&st, 0, sizeof(st));
	for (int c = 0; c < 2; c++) {
		st.chains[c][0] = 3;
		st.chains[c][1] = PERF_CONTEXT_USER;
		st.chains[c][2] = (c ? BASE_B2 : BASE_B) + 0x1010; /* g0 */
		st.chains[c][3] = BASE_A + 0x1010; /* f0 */
	}
	for (int i = 0; i < NR_SAMPLES; i++) {
		struct perf_sample *s = &st.samples[i];
		int c = i >= NR_SAMPLES / 2 && i % 2 == 0; /* after the move, both places */

		s->pid = s->tid = 100;
		s->time = 10 + i * 10;
		s->period = 1000;
		s->cpumode = PERF_RECORD_MISC_USER;
		s->callchain = (const struct ip_callchain *)st.chains[c];
		s->ip = st.chains[c][2];
	}
	if (compare_ways(t, &st, &o, &sc))
		return TEST_FAIL;
	TEST_ASSERT(sc & HIST_ITER_SAMPLE_CACHE, "no sample cache");
	return TEST_OK;
}

/*
 * The front table (exact address -> raw record) tags its entries with the low 16 bits of the
 * sample cache's generation, which a maps change ends: after 65,535 changes the tag bits come
 * round to an earlier generation's, and the table must have been cleared then, or an entry
 * of that generation finds a record made in this one at its ref. Here: X's entry is made in
 * the first generation; 65,535 maps changes later a.out has moved, so that X is in f1, and
 * the generation's first record (its ref, as X's was) is f3's: X must count in f1.
 */
static char *run_front_wrap(bool plain, u64 *x_hits)
{
	struct machine *m = world_new();
	struct sort_config sort;
	struct callchain_param cc = callchain_param_default;
	struct evsel evsel;
	struct hists hists;
	struct hist_iter *it;
	struct hist_iter_config cfg;
	struct hists_print_opts popts = { .show_header = true };
	struct perf_sample s;
	const u64 x = BASE_A + 0x1010, y = BASE_A + 0x1610, z = BASE_A + 0x1810;
	char *buf = NULL;
	size_t len = 0;
	FILE *f;

	memset(&evsel, 0, sizeof(evsel));
	cc.mode = CHAIN_NONE;
	if (sort_config__setup(&sort, "sym", NULL, false, true, true))
		return NULL;
	cfg = (struct hist_iter_config){
		.kind = HIST_ITER_NORMAL,
		.sort = &sort,
		.cc = &cc,
		.plain = plain,
	};
	it = hist_iter__new(m, &cfg);
	hists__init(&hists, &sort, NULL);
	memset(&s, 0, sizeof(s));
	s.pid = s.tid = 100;
	s.period = 1000;
	s.cpumode = PERF_RECORD_MISC_USER;
	s.ip = x; /* f0 */
	hist_iter__add(it, &hists, &evsel, &s);
	hist_iter__add(it, &hists, &evsel, &s);
	for (int i = 0; i < 65535; i++) {
		/* another task's map replaced (the last time: a.out moved, X now in f1) */
		if (i == 65534)
			machine__process_mmap(m, PERF_RECORD_MISC_USER, 100, 100, BASE_A - 0x200,
					      0x10000, 0, 5, 2, NULL,
					      "/nonexistent/hist-test/a.out", 30000);
		else
			machine__process_mmap(m, PERF_RECORD_MISC_USER, 200, 200, BASE_B, 0x10000,
					      (u64)(i & 1) << 12, 5, 2, NULL,
					      "/nonexistent/hist-test/libb.so", 30000);
		s.ip = i == 65534 ? y : z; /* (a sample in each generation: its first record) */
		hist_iter__add(it, &hists, &evsel, &s);
	}
	s.ip = x;
	hist_iter__add(it, &hists, &evsel, &s);
	*x_hits = hist_iter__nr_cache_hits(it);
	hist_iter__finish(it);
	hists__output_resort(&hists);
	f = open_memstream(&buf, &len);
	if (f) {
		hists__fprintf(&hists, &popts, f);
		fclose(f);
	}
	hists__exit(&hists);
	hist_iter__delete(it);
	sort_config__exit(&sort);
	machine__delete(m);
	return buf;
}

DEFINE_TEST(test__hist_iter_front_wrap,
	    "hist: the sample cache's front table forgets its entries when its generation tags wrap")
{
	u64 hits_plain, hits;
	char *plain = run_front_wrap(true, &hits_plain);
	char *fast = run_front_wrap(false, &hits);
	bool same = plain && fast && !strcmp(plain, fast);

	if (!same && plain && fast)
		fprintf(stderr, "plain:\n%s\nwith the short cuts:\n%s\n", plain, fast);
	free(plain);
	free(fast);
	TEST_ASSERT(same, "the front table's stale entry changed the report");
	TEST_ASSERT(hits, "no sample cache hit: the cache was not used");
	return TEST_OK;
}

/* --- two sessions in one process --- */

struct session_run {
	struct replay replay;
	struct sort_config sort;
	struct callchain_param cc;
	struct hist_iter *iter;
	struct session_run *nested; /* processed whole from this one's first sample */
	bool nested_done;
	int err;
};

static int run_sample(struct perf_tool *tool, union perf_event *event, struct perf_sample *sample,
		      struct evsel *evsel);
static int run_process(struct session_run *r)
{
	r->replay.tool.sample = run_sample;
	r->replay.tool.priv = r;
	return replay__run(&r->replay);
}

static int run_sample(struct perf_tool *tool, union perf_event *event, struct perf_sample *sample,
		      struct evsel *evsel)
{
	struct session_run *r = tool->priv;

	if (r->nested && !r->nested_done) {
		/* the other session, whole, while this one is under way */
		r->nested_done = true;
		r->err = run_process(r->nested);
	}
	if (!evsel || !evsel->priv)
		return 0;
	return hist_iter__add(r->iter, evsel->priv, evsel, sample);
}

/* How run_open_opts reports: NULL sort means "comm,dso,sym". */
struct session_opts {
	const char *sort;
	bool no_children;
	bool callee; /* the chains' order (caller with children, else callee by default) */
	bool plain;
};

static int run_open_opts(struct session_run *r, const char *path, const struct session_opts *o)
{
	struct hist_iter_config cfg;
	struct evsel *evsel;
	bool cc = false;
	int err;

	memset(r, 0, sizeof(*r));
	err = replay__open(&r->replay, path);
	if (err)
		return err;
	list_for_each_entry(evsel, &r->replay.session->evlist->entries, node)
		cc |= !!(evsel->attr.sample_type & PERF_SAMPLE_CALLCHAIN);
	r->cc = callchain_param_default;
	r->cc.order = cc && !o->no_children && !o->callee ? ORDER_CALLER : ORDER_CALLEE;
	err = sort_config__setup(&r->sort, o->sort ? o->sort : "comm,dso,sym", NULL,
				 cc && !o->no_children, true, false);
	if (err)
		return err;
	cfg = (struct hist_iter_config){
		.kind = cc && !o->no_children ? HIST_ITER_CUMULATIVE : HIST_ITER_NORMAL,
		.callchains = cc,
		.sort = &r->sort,
		.cc = &r->cc,
		.plain = o->plain,
	};
	replay__prefetch_kallsyms(&r->replay);
	r->iter = hist_iter__new(r->replay.machine, &cfg);
	if (!r->iter)
		return -ENOMEM;
	list_for_each_entry(evsel, &r->replay.session->evlist->entries, node) {
		evsel->priv = xzalloc(sizeof(struct hists));
		hists__init(evsel->priv, &r->sort, cc ? &r->cc : NULL);
	}
	return 0;
}

static int run_open(struct session_run *r, const char *path)
{
	static const struct session_opts defaults;

	return run_open_opts(r, path, &defaults);
}

/* Finishes the run and prints its report into a string. */
static char *run_close(struct session_run *r)
{
	struct hists_print_opts popts = { .show_header = true, .show_callchain = true };
	struct evsel *evsel;
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	hist_iter__finish(r->iter);
	list_for_each_entry(evsel, &r->replay.session->evlist->entries, node) {
		struct hists *h = evsel->priv;

		if (f && h->nr_samples) {
			hists__output_resort(h);
			fprintf(f, "%s: %llu samples\n", evsel__name(evsel),
				(unsigned long long)h->nr_samples);
			hists__fprintf(h, &popts, f);
		}
		hists__exit(h);
		free(h);
		evsel->priv = NULL;
	}
	if (f)
		fclose(f);
	hist_iter__delete(r->iter);
	sort_config__exit(&r->sort);
	replay__exit(&r->replay);
	return buf;
}

static char *report_alone(const char *path)
{
	struct session_run r;

	if (run_open(&r, path) || run_process(&r))
		return NULL;
	return run_close(&r);
}

DEFINE_TEST(test__hist_two_sessions, "hist: two sessions in one process report as each does alone")
{
	static const char *const pairs[][2] = {
		{ "cpu-g.data", "perf-burn-2ev-g.data" },
		{ "perf-burn.data", "cpu.data" },
		{ "perf-burn-2ev-g.data", "perf-burn-2ev-g.data" }, /* the same file twice */
	};
	char symfs[512];

	snprintf(symfs, sizeof(symfs), "%s/data/symfs", tests_dir());
	symbol_conf.symfs = symfs; /* the fixtures' binaries; no /proc/kallsyms */
	for (size_t p = 0; p < ARRAY_SIZE(pairs); p++) {
		char a_path[600], b_path[600];
		char *alone_a, *alone_b, *both_a, *both_b;
		struct session_run a, b;
		bool ok;

		snprintf(a_path, sizeof(a_path), "%s/data/%s", tests_dir(), pairs[p][0]);
		snprintf(b_path, sizeof(b_path), "%s/data/%s", tests_dir(), pairs[p][1]);
		alone_a = report_alone(a_path);
		alone_b = report_alone(b_path);
		TEST_ASSERT(alone_a && alone_b && strlen(alone_a) > 200 && strlen(alone_b) > 200,
			    "%s, %s: no report", pairs[p][0], pairs[p][1]);
		/* b runs whole from a's first sample; both finish and print at the end */
		TEST_ASSERT(!run_open(&a, a_path) && !run_open(&b, b_path), "cannot open");
		a.nested = &b;
		TEST_ASSERT(!run_process(&a) && a.nested_done && !a.err, "processing failed");
		both_b = run_close(&b);
		both_a = run_close(&a);
		ok = both_a && both_b && !strcmp(alone_a, both_a) && !strcmp(alone_b, both_b);
		free(alone_a);
		free(alone_b);
		free(both_a);
		free(both_b);
		TEST_ASSERT(ok, "%s beside %s: the reports differ from the single-session ones",
			    pairs[p][0], pairs[p][1]);
	}
	return TEST_OK;
}

/* The kernel's symbols of the fake kallsyms below: one every 4 KiB of the kernel's text. */
static void write_fake_kallsyms(FILE *f)
{
	for (u64 a = 0xffffffff81000000ULL; a < 0xffffffff83000000ULL; a += 0x1000)
		fprintf(f, "%llx T ksym_%llx\n", (unsigned long long)a,
			(unsigned long long)(a >> 12 & 0xffff));
}

/* The number of the first line where a and b differ, -1 when they do not. */
static int first_difference(const char *a, const char *b)
{
	int line = 0;

	for (size_t i = 0; a[i] == b[i]; i++) {
		if (!a[i])
			return -1;
		line += a[i] == '\n';
	}
	return line;
}

static const char *line_at(const char *s, int line)
{
	while (line-- > 0 && (s = strchr(s, '\n')))
		s++;
	return s ? s : "";
}

/*
 * Writes the fake kallsyms into the FIFO once told to (go), or after 20 s: a report that
 * waits for it instead of parking then fails the test instead of hanging it.
 */
struct fifo_writer {
	const char *path;
	pthread_t thread;
	pthread_mutex_t lock;
	pthread_cond_t cond;
	bool go;
};

static void *fifo_write(void *arg)
{
	struct fifo_writer *w = arg;
	struct timespec until;
	FILE *f;

	clock_gettime(CLOCK_REALTIME, &until);
	until.tv_sec += 20;
	pthread_mutex_lock(&w->lock);
	while (!w->go && pthread_cond_timedwait(&w->cond, &w->lock, &until) != ETIMEDOUT)
		;
	pthread_mutex_unlock(&w->lock);
	f = fopen(w->path, "w");
	if (f) {
		write_fake_kallsyms(f);
		fclose(f);
	}
	return NULL;
}

/* The writer may write now. */
static void fifo_writer__go(struct fifo_writer *w)
{
	pthread_mutex_lock(&w->lock);
	w->go = true;
	pthread_cond_signal(&w->cond);
	pthread_mutex_unlock(&w->lock);
}

DEFINE_TEST(test__hist_park_chains,
	    "hist: kernel samples wait for kallsyms with their chains, the report as without")
{
	static const struct session_opts cases[] = {
		{ NULL, false, false, false },
		{ NULL, true, false, false },
		{ "comm,sym", false, true, false }, /* (sym alone: found as Linux perf, no parking) */
		{ "dso,sym", true, false, false },
		{ "pid,dso,sym", false, false, false },
	};
	char symfs[512], path[600], kfile[] = "/tmp/perf-test-ksyms-XXXXXX", fifo[64];
	int fd = mkstemp(kfile);
	FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;

	TEST_ASSERT(f, "mkstemp");
	write_fake_kallsyms(f);
	fclose(f);
	snprintf(fifo, sizeof(fifo), "%s.fifo", kfile);
	TEST_ASSERT(!mkfifo(fifo, 0600), "mkfifo: %s", strerror(errno));
	snprintf(symfs, sizeof(symfs), "%s/data/symfs", tests_dir());
	snprintf(path, sizeof(path), "%s/data/system-g.data", tests_dir());
	symbol_conf.symfs = symfs;
	for (size_t c = 0; c < ARRAY_SIZE(cases); c++) {
		struct session_opts o = cases[c];
		struct fifo_writer w = { .path = fifo,
					 .lock = PTHREAD_MUTEX_INITIALIZER,
					 .cond = PTHREAD_COND_INITIALIZER };
		struct session_run r;
		char *plain, *parked;
		u64 nr_parked;
		int line;

		/* plain: the kernel's symbols read when the first kernel sample needs them */
		o.plain = true;
		symbol_conf.kallsyms_name = kfile;
		TEST_ASSERT(!run_open_opts(&r, path, &o) && !run_process(&r), "case %zu: plain run",
			    c);
		plain = run_close(&r);
		/* parked: they come (through the FIFO) only once every sample went by */
		o.plain = false;
		symbol_conf.kallsyms_name = fifo;
		TEST_ASSERT(!pthread_create(&w.thread, NULL, fifo_write, &w), "pthread_create");
		TEST_ASSERT(!run_open_opts(&r, path, &o) && !run_process(&r), "case %zu: run", c);
		nr_parked = hist_iter__nr_parked(r.iter);
		fifo_writer__go(&w);
		parked = run_close(&r);
		pthread_join(w.thread, NULL);
		symbol_conf.kallsyms_name = NULL;
		TEST_ASSERT(nr_parked > 20, "case %zu: %llu samples parked", c,
			    (unsigned long long)nr_parked);
		TEST_ASSERT(plain && parked && strstr(plain, "ksym_"), "case %zu: no report", c);
		line = first_difference(plain, parked);
		TEST_ASSERT(line < 0, "case %zu (sort %s%s%s): line %d differs:\nplain:  %.150s\nparked: %.150s",
			    c, o.sort ? o.sort : "default", o.no_children ? ", no children" : "",
			    o.callee ? ", callee" : "", line, line_at(plain, line), line_at(parked, line));
		free(plain);
		free(parked);
	}
	symbol_conf.symfs = NULL;
	unlink(fifo);
	unlink(kfile);
	return TEST_OK;
}

DEFINE_TEST(test__hist_park_dropped_chain,
	    "hist: a kernel sample that waits for kallsyms with a chain Linux perf drops (-1) counts alone")
{
	char fifo[] = "/tmp/perf-test-ksyms-XXXXXX";
	int fd = mkstemp(fifo);
	struct fifo_writer w = { .path = fifo,
				 .lock = PTHREAD_MUTEX_INITIALIZER,
				 .cond = PTHREAD_COND_INITIALIZER };
	struct callchain_param cc = callchain_param_default;
	struct sort_config sort;
	struct hists hists;
	struct hist_iter *it;
	struct hist_iter_config cfg;
	struct evsel evsel;
	struct machine *m = machine__new();
	/* the kernel part, then a context Linux perf knows no name for: it drops the chain */
	u64 chain[] = { 3, PERF_CONTEXT_KERNEL, 0xffffffff81000104ULL, (u64)-1 };
	struct perf_sample sample = {
		.pid = 100, .tid = 100, .time = 10, .period = 7,
		.cpumode = PERF_RECORD_MISC_KERNEL, .ip = 0xffffffff81000104ULL,
		.callchain = (const struct ip_callchain *)chain,
	};
	bool parked;

	TEST_ASSERT(fd >= 0, "mkstemp");
	close(fd);
	unlink(fifo);
	TEST_ASSERT(!mkfifo(fifo, 0600), "mkfifo: %s", strerror(errno));
	memset(&evsel, 0, sizeof(evsel));
	machine__process_comm(m, 100, 100, "alpha", false, 1);
	machine__process_mmap(m, PERF_RECORD_MISC_KERNEL, -1, 0, 0xffffffff81000000ULL,
			      0x2000000, 0xffffffff81000000ULL, 5, 2, NULL, "[kernel.kallsyms]_text", 2);
	TEST_ASSERT(!pthread_create(&w.thread, NULL, fifo_write, &w), "pthread_create");
	symbol_conf.kallsyms_name = fifo; /* the kernel's symbols from there, read in a thread */
	machine__prefetch_kallsyms(m, fifo);
	TEST_ASSERT(!sort_config__setup(&sort, "comm,dso,sym", NULL, true, true, false), "sort");
	cfg = (struct hist_iter_config){
		.kind = HIST_ITER_CUMULATIVE, .callchains = true, .sort = &sort, .cc = &cc,
	};
	it = hist_iter__new(m, &cfg);
	hists__init(&hists, &sort, &cc);
	TEST_ASSERT(!hist_iter__add(it, &hists, &evsel, &sample), "add");
	parked = hist_iter__nr_parked(it) == 1;
	fifo_writer__go(&w);
	hist_iter__finish(it);
	pthread_join(w.thread, NULL);
	symbol_conf.kallsyms_name = NULL;
	TEST_ASSERT(parked, "the sample did not wait for kallsyms");
	TEST_ASSERT(hists.nr_entries == 1 && hists.total_period == 7 &&
			    hists.entries[0]->sym && !strcmp(hists.entries[0]->sym->name, "ksym_1000"),
		    "%u entries, period %llu, %s", hists.nr_entries,
		    (unsigned long long)hists.total_period,
		    hists.nr_entries && hists.entries[0]->sym ? hists.entries[0]->sym->name : "-");
	hists__exit(&hists);
	hist_iter__delete(it);
	sort_config__exit(&sort);
	machine__delete(m);
	unlink(fifo);
	return TEST_OK;
}

/* --- entries per key, children accumulation, call-graph printing --- */

/* A chain of symbol names (callee first, as the kernel gives it) of world_new's a.out. */
static void chain_of(u64 *cc, const int *syms, int nr)
{
	cc[0] = nr + 1;
	cc[1] = PERF_CONTEXT_USER;
	for (int i = 0; i < nr; i++)
		cc[2 + i] = BASE_A + 0x1000 + syms[i] * 0x200 + 4;
}

struct small_run {
	struct machine *m;
	struct sort_config sort;
	struct callchain_param cc;
	struct hists hists;
	struct hist_iter *it;
};

/*
 * f0 main, f1 run, f2 work, f3 idle, f4 rec. Samples: work (10) twice and idle (5) under
 * main -> run, and rec called by itself under main (7).
 */
static void small_run(struct small_run *r, const char *sort, bool children, bool plain)
{
	static const int work[] = { 2, 1, 0 }, idle[] = { 3, 1, 0 }, rec[] = { 4, 4, 4, 0 };
	static u64 chains[3][8];
	static const struct {
		int chain;
		u64 period;
	} samples[] = { { 0, 10 }, { 1, 5 }, { 0, 10 }, { 2, 7 } };
	struct evsel evsel;
	struct hist_iter_config cfg;

	memset(&evsel, 0, sizeof(evsel));
	chain_of(chains[0], work, 3);
	chain_of(chains[1], idle, 3);
	chain_of(chains[2], rec, 4);
	r->m = world_new();
	r->cc = callchain_param_default;
	r->cc.order = children ? ORDER_CALLER : ORDER_CALLEE;
	r->cc.min_percent = 0;
	sort_config__setup(&r->sort, sort, NULL, children, false, false);
	cfg = (struct hist_iter_config){
		.kind = children ? HIST_ITER_CUMULATIVE : HIST_ITER_NORMAL,
		.callchains = true,
		.sort = &r->sort,
		.cc = &r->cc,
		.plain = plain,
	};
	r->it = hist_iter__new(r->m, &cfg);
	hists__init(&r->hists, &r->sort, &r->cc);
	for (size_t i = 0; i < ARRAY_SIZE(samples); i++) {
		struct perf_sample s = {
			.pid = 100,
			.tid = 100,
			.time = 100 + i,
			.period = samples[i].period,
			.cpumode = PERF_RECORD_MISC_USER,
			.callchain = (const struct ip_callchain *)chains[samples[i].chain],
			.ip = chains[samples[i].chain][2],
		};

		hist_iter__add(r->it, &r->hists, &evsel, &s);
	}
	hist_iter__finish(r->it);
	hists__output_resort(&r->hists);
}

static void small_run_exit(struct small_run *r)
{
	hists__exit(&r->hists);
	hist_iter__delete(r->it);
	sort_config__exit(&r->sort);
	machine__delete(r->m);
}

static struct hist_entry *entry_of(struct hists *hists, const char *sym)
{
	for (u32 i = 0; i < hists->nr_entries; i++)
		if (hists->entries[i]->sym && !strcmp(hists->entries[i]->sym->name, sym))
			return hists->entries[i];
	return NULL;
}

DEFINE_TEST(test__hist_children, "hist: children entries accumulate their callees, once per sample")
{
	static const struct {
		const char *sym;
		u64 self, acc, nr_acc;
	} want[] = {
		{ "f0", 0, 32, 4 }, /* main: every sample */
		{ "f1", 0, 25, 3 }, /* run */
		{ "f2", 20, 20, 2 }, /* work */
		{ "f3", 5, 5, 1 },
		{ "f4", 7, 7, 1 }, /* rec, three frames deep in itself: counted once */
	};

	for (int plain = 0; plain < 2; plain++) {
		struct small_run r;

		small_run(&r, "sym", true, plain);
		TEST_ASSERT(r.hists.nr_entries == ARRAY_SIZE(want) && r.hists.total_period == 32,
			    "%u entries, total %llu", r.hists.nr_entries,
			    (unsigned long long)r.hists.total_period);
		for (size_t i = 0; i < ARRAY_SIZE(want); i++) {
			struct hist_entry *he = entry_of(&r.hists, want[i].sym);

			TEST_ASSERT(he, "no entry %s", want[i].sym);
			TEST_ASSERT(
				he->self.period == want[i].self && he->acc.period == want[i].acc &&
					he->acc.nr_events == want[i].nr_acc,
				"plain %d: %s self %llu acc %llu (%llu samples), want %llu %llu (%llu)",
				plain, want[i].sym, (unsigned long long)he->self.period,
				(unsigned long long)he->acc.period,
				(unsigned long long)he->acc.nr_events,
				(unsigned long long)want[i].self, (unsigned long long)want[i].acc,
				(unsigned long long)want[i].nr_acc);
		}
		/* output order: by children period, then self */
		TEST_ASSERT(r.hists.entries[0] == entry_of(&r.hists, "f0") &&
				    r.hists.entries[1] == entry_of(&r.hists, "f1") &&
				    r.hists.entries[2] == entry_of(&r.hists, "f2"),
			    "output order");
		small_run_exit(&r);
	}
	return TEST_OK;
}

DEFINE_TEST(test__hist_keys, "hist: entries by each sort key")
{
	static const struct {
		const char *sort;
		u32 entries;
	} want[] = {
		{ "sym", 3 }, /* work, idle, rec */
		{ "dso", 1 },	       { "comm", 1 },	{ "pid", 1 },
		{ "cpu", 1 },	       { "parent", 1 }, /* no caller matches ^sys_: [other] */
		{ "comm,dso,sym", 3 },
	};

	for (size_t i = 0; i < ARRAY_SIZE(want); i++) {
		struct small_run r;

		small_run(&r, want[i].sort, false, false);
		TEST_ASSERT(r.hists.nr_entries == want[i].entries && r.hists.nr_samples == 4 &&
				    r.hists.total_period == 32,
			    "--sort %s: %u entries, %llu samples", want[i].sort, r.hists.nr_entries,
			    (unsigned long long)r.hists.nr_samples);
		if (!strcmp(want[i].sort, "sym"))
			TEST_ASSERT(r.hists.entries[0] == entry_of(&r.hists, "f2") &&
					    r.hists.entries[0]->self.nr_events == 2,
				    "work first, with its two samples");
		small_run_exit(&r);
	}
	return TEST_OK;
}

static char *print_entry(struct small_run *r, const char *sym, enum chain_mode mode,
			 enum chain_value value, u64 total_of_entry)
{
	struct hist_entry *he = entry_of(&r->hists, sym);
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	r->cc.mode = mode;
	r->cc.value = value;
	if (he && f)
		callchain_root__fprintf(f, he->callchain, &r->cc, r->hists.total_period,
					total_of_entry, false);
	if (f)
		fclose(f);
	return buf;
}

/* Each of the lines in order somewhere in text. */
static bool has_lines_in_order(const char *text, const char *const *lines, int nr)
{
	const char *p = text;

	for (int i = 0; i < nr; i++) {
		p = p ? strstr(p, lines[i]) : NULL;
		if (!p)
			return false;
		p += strlen(lines[i]);
	}
	return true;
}

DEFINE_TEST(test__hist_callchain_print,
	    "hist: call graphs print as graph, fractal, flat and folded, caller and callee first")
{
	struct small_run r;
	char *s;
	bool ok;

	/* children, caller first: main's graph holds every chain below it */
	small_run(&r, "sym", true, false);
	s = print_entry(&r, "f0", CHAIN_FOLDED, CCVAL_PERCENT, 32);
	ok = s &&
	     has_lines_in_order(s,
				(const char *const[]){ "62.50% f0;f1;f2\n", "21.88% f0;f4;f4;f4\n",
						       "15.62% f0;f1;f3\n" },
				3);
	TEST_ASSERT(ok, "folded, caller first:\n%s", s);
	free(s);
	s = print_entry(&r, "f0", CHAIN_FOLDED, CCVAL_COUNT, 32);
	ok = s &&
	     has_lines_in_order(s, (const char *const[]){ "2 f0;f1;f2\n", "1 f0;f4;f4;f4\n" }, 2);
	TEST_ASSERT(ok, "folded counts:\n%s", s);
	free(s);
	s = print_entry(&r, "f0", CHAIN_FLAT, CCVAL_PERIOD, 32);
	ok = s && has_lines_in_order(
			  s,
			  (const char *const[]){ "           20\n", "                f0\n",
						 "                f1\n", "                f2\n" },
			  4);
	TEST_ASSERT(ok, "flat:\n%s", s);
	free(s);
	/* the stem main holds the whole entry; run's branches: work, idle */
	s = print_entry(&r, "f0", CHAIN_GRAPH_ABS, CCVAL_PERCENT, 32);
	ok = s && has_lines_in_order(s,
				     (const char *const[]){ "---f0\n", "--78.12%--f1\n",
							    "--62.50%--f2\n", "--15.62%--f3\n",
							    "--21.88%--f4\n" },
				     5);
	TEST_ASSERT(ok, "graph:\n%s", s);
	free(s);
	/* fractal: each branch relative to its parent: work 20 of run's 25 */
	s = print_entry(&r, "f0", CHAIN_GRAPH_REL, CCVAL_PERCENT, 32);
	ok = s && has_lines_in_order(s,
				     (const char *const[]){ "--78.12%--f1\n", "--80.00%--f2\n",
							    "--20.00%--f3\n" },
				     3);
	TEST_ASSERT(ok, "fractal:\n%s", s);
	free(s);
	small_run_exit(&r);

	/* no children, callee first: work's graph goes up to main */
	small_run(&r, "sym", false, false);
	s = print_entry(&r, "f2", CHAIN_FOLDED, CCVAL_PERIOD, 20);
	TEST_ASSERT(s && !strcmp(s, "20 f2;f1;f0\n"), "folded, callee first: '%s'", s);
	free(s);
	s = print_entry(&r, "f4", CHAIN_FOLDED, CCVAL_PERIOD, 7);
	TEST_ASSERT(s && !strcmp(s, "7 f4;f4;f4;f0\n"), "folded recursion: '%s'", s);
	free(s);
	small_run_exit(&r);
	return TEST_OK;
}

/* --- the per-address counts of a live session (perf top's annotate view) --- */

/*
 * The stream through an iterator that also counts by address (-g: the sample cache is on
 * unless plain), or through perf annotate's way (the address as a sort key); the symbols'
 * hits either way, one line per address, in symbol order.
 */
static char *addr_hits_of(const struct stream *st, bool plain, bool by_key, u64 *nr_self,
			  struct test_ctx *t)
{
	struct machine *m = world_new();
	struct sort_config sort;
	struct callchain_param cc = callchain_param_default;
	struct addr_hits *ah = by_key ? NULL : addr_hits__new(1 << 16);
	struct hist_iter_config cfg;
	struct annotate_hists ann;
	struct evsel evsel;
	struct hists hists;
	struct hist_iter *it;
	char *buf = NULL;
	size_t len = 0;
	FILE *f;

	memset(&evsel, 0, sizeof(evsel));
	cc.mode = CHAIN_GRAPH_ABS;
	cc.min_percent = 0;
	if (sort_config__setup(&sort, by_key ? "pid,dso,sym" : "dso,sym", NULL, false, false,
			       false) ||
	    (by_key && sort_config__add_ext(&sort, &annotate__ip_key)))
		return NULL;
	cfg = (struct hist_iter_config){
		.kind = HIST_ITER_NORMAL,
		.callchains = true,
		.sort = &sort,
		.cc = &cc,
		.plain = plain,
		.addr_hits = ah,
	};
	it = hist_iter__new(m, &cfg);
	hists__init(&hists, &sort, &cc);
	for (int i = 0; i < NR_SAMPLES; i++) {
		if (i == NR_SAMPLES / 2)
			world_change(m);
		hist_iter__add(it, &hists, &evsel, &st->samples[i]);
	}
	hist_iter__finish(it);
	if (!plain && !by_key && !(hist_iter__shortcuts(it) & HIST_ITER_SAMPLE_CACHE))
		snprintf(t->reason, sizeof(t->reason), "the sample cache was not used");
	annotate_hists__from_hists(&ann, &hists);
	*nr_self = 0;
	for (u32 i = 0; i < hists.nr_entries; i++)
		if (hists.entries[i]->sym)
			*nr_self += hists.entries[i]->self.nr_events;
	f = open_memstream(&buf, &len);
	for (size_t i = 0; f && i < ann.nr_syms; i++) {
		struct annotated_sym s = ann.syms[i];

		/* the live counts of the same symbol */
		if (ah && addr_hits__symbol(ah, &hists, s.dso, s.sym, &s))
			break;
		fprintf(f, "%s %s %llu samples %llu period\n", s.dso->short_name, s.sym->name,
			(unsigned long long)s.nr_samples, (unsigned long long)s.period);
		for (size_t k = 0; k < s.nr_hits; k++)
			fprintf(f, "  %#llx %llu %llu\n", (unsigned long long)s.hits[k].addr,
				(unsigned long long)s.hits[k].nr,
				(unsigned long long)s.hits[k].period);
		if (ah)
			free(s.hits);
	}
	if (f)
		fclose(f);
	annotate_hists__exit(&ann);
	hists__exit(&hists);
	hist_iter__delete(it);
	addr_hits__delete(ah);
	sort_config__exit(&sort);
	machine__delete(m);
	return buf;
}

DEFINE_TEST(test__hist_iter_addr_hits,
	    "hist: perf top's counts by address agree with perf annotate's, with the short cuts")
{
	static struct stream st;
	u64 nr_plain, nr_fast, nr_key;
	char *plain, *fast, *key;
	struct addr_hits *ah;
	struct annotated_sym s;
	int dso, sym[3];
	u32 idx;

	stream_init(&st);
	key = addr_hits_of(&st, true, true, &nr_key, t);
	plain = addr_hits_of(&st, true, false, &nr_plain, t);
	fast = addr_hits_of(&st, false, false, &nr_fast, t);
	TEST_ASSERT(key && plain && fast && !t->reason[0], "%.200s",
		    t->reason[0] ? t->reason : "no output");
	TEST_ASSERT(strstr(key, "a.out f0 ") && strstr(key, "libb.so g1 ") &&
			    strstr(key, "bpf_prog_test bpf_prog_test "),
		    "symbols missing: %.300s", key);
	TEST_ASSERT(!strcmp(key, plain), "plain:\n%.200s\nannotate:\n%.200s", plain, key);
	TEST_ASSERT(!strcmp(key, fast), "sample cache:\n%.200s\nannotate:\n%.200s", fast, key);
	TEST_ASSERT(nr_plain == nr_key && nr_fast == nr_key,
		    "samples with a symbol: %llu %llu %llu", (unsigned long long)nr_plain,
		    (unsigned long long)nr_fast, (unsigned long long)nr_key);
	free(key);
	free(plain);
	free(fast);

	/* ageing as the entries (x 7/8, gone at 0), and the bound */
	ah = addr_hits__new(3);
	idx = addr_hits__add(ah, NULL, (void *)&dso, (void *)&sym[0], 0x10, 100);
	addr_hits__add_at(ah, idx, 60, 7); /* 8 samples, period 160 */
	addr_hits__add(ah, NULL, (void *)&dso, (void *)&sym[0], 0x14, 1);
	addr_hits__add(ah, NULL, (void *)&dso, (void *)&sym[1], 0x10, 16);
	TEST_ASSERT(addr_hits__add(ah, NULL, (void *)&dso, (void *)&sym[2], 0x10, 1) ==
				    ADDR_HITS_NONE &&
			    addr_hits__nr_missed(ah) == 1 && addr_hits__nr(ah) == 3,
		    "a fourth address in a table of three: %zu held", addr_hits__nr(ah));
	addr_hits__decay(ah, false);
	TEST_ASSERT(addr_hits__nr(ah) == 2, "%zu addresses after decay, want 2 (1 sample gone)",
		    addr_hits__nr(ah));
	TEST_ASSERT(!addr_hits__symbol(ah, NULL, (void *)&dso, (void *)&sym[0], &s) &&
			    s.nr_hits == 1 && s.hits[0].addr == 0x10 && s.hits[0].nr == 7 &&
			    s.hits[0].period == 140 && s.nr_samples == 7,
		    "decayed: %zu hits, %llu samples", s.nr_hits, (unsigned long long)s.nr_samples);
	free(s.hits);
	/* room again: a new address counts, and is found after the others */
	idx = addr_hits__add(ah, NULL, (void *)&dso, (void *)&sym[2], 0x20, 5);
	TEST_ASSERT(idx != ADDR_HITS_NONE, "no room after decay");
	addr_hits__decay(ah, true);
	TEST_ASSERT(addr_hits__nr(ah) == 0, "-z: %zu addresses left", addr_hits__nr(ah));
	addr_hits__delete(ah);
	return TEST_OK;
}
