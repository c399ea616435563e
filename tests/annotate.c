// SPDX-License-Identifier: GPL-2.0
/*
 * util/annotate: the annotation object a browser draws (instructions with their samples,
 * source lines, jump marks) of a function of tests/progs/annot, checked against nm, objdump
 * and the samples put in.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/perf_event.h>
#include "tests/tests.h"
#include "util/annotate.h"
#include "util/dso.h"
#include "util/machine.h"
#include "util/map.h"
#include "util/symbol.h"

static unsigned long long nm_func(const char *path, const char *name)
{
	char cmd[PATH_MAX + 64], line[512], sym[256];
	unsigned long long addr = 0, a;
	char type;
	FILE *p;

	snprintf(cmd, sizeof(cmd), "nm '%s' 2>/dev/null", path);
	p = popen(cmd, "r");
	if (!p)
		return 0;
	while (fgets(line, sizeof(line), p))
		if (sscanf(line, "%llx %c %255s", &a, &type, sym) == 3 && !strcmp(sym, name))
			addr = a;
	pclose(p);
	return addr;
}

/* What objdump -d says the first instruction after start is (its address). */
static unsigned long long objdump_second(const char *path, unsigned long long start)
{
	char cmd[PATH_MAX + 128], line[512];
	unsigned long long a, got = 0;
	int n = 0;
	FILE *p;

	snprintf(cmd, sizeof(cmd), "objdump -d --start-address=%#llx --stop-address=%#llx '%s'",
		 start, start + 32, path);
	p = popen(cmd, "r");
	if (!p)
		return 0;
	while (fgets(line, sizeof(line), p))
		if (sscanf(line, " %llx:", &a) == 1 && strchr(line, '\t') && ++n == 2)
			got = a;
	pclose(p);
	return got;
}

DEFINE_TEST(test__annotate_lines, "annotate: lines of a function: samples, source, jumps")
{
	char path[PATH_MAX];
	struct machine *m;
	struct addr_location al;
	struct annotation a;
	struct annotate_hit hits[3];
	struct annotated_sym s = { 0 };
	struct annotate_hists ah = { .nr_samples = 10, .period = 10 };
	struct annotate_opts opts = { 0 };
	unsigned long long start, second;
	u64 nr = 0, period = 0;
	bool source = false, jump = false, target = false;
	const char *why = NULL;
	char *buf = NULL;
	size_t len = 0;
	FILE *fp;
	double pct = 0;

	snprintf(path, sizeof(path), "%s/progs/annot", tests_dir());
	TEST_SKIP_IF(access(path, X_OK), "%.200s not built (make test-progs)", path);
	start = nm_func(path, "annot_mix");
	second = objdump_second(path, start);
	TEST_ASSERT(start && second > start, "nm/objdump do not know annot_mix");

	m = machine__new();
	/* the executable's pages as a task maps them (-no-pie: at their link addresses) */
	machine__process_mmap(m, PERF_RECORD_MISC_USER, 7, 7, 0x400000, 0x10000, 0, 5, 2, NULL,
			      path, 0);
	machine__resolve(m, &al, 7, 7, start, PERF_RECORD_MISC_USER);
	TEST_ASSERT(al.sym && !strcmp(al.sym->name, "annot_mix"), "annot_mix not resolved");

	/* two samples on the first instruction (one in its middle), one on the second */
	hits[0] = (struct annotate_hit){ al.addr, 1, 1 };
	hits[1] = (struct annotate_hit){ al.addr + 1, 1, 1 };
	hits[2] = (struct annotate_hit){ al.addr + (second - start), 1, 2 };
	s = (struct annotated_sym){ al.dso, al.sym, hits, 3, 3, 4 };
	TEST_ASSERT(annotation__build(&a, &s, &ah, &opts, &why) == 0, "build: %s", why);
	for (size_t i = 0, insn = 0; i < a.nr_lines; i++) {
		const struct annotation_line *l = &a.lines[i];

		if (l->kind == AL_SOURCE &&
		    strstr(l->text, "for (unsigned long i = 0; i < n; i++)"))
			source = true;
		if (l->kind != AL_INSN)
			continue;
		if (insn == 0)
			TEST_ASSERT(l->addr == start && l->nr == 2 && l->period == 2,
				    "first instruction %#llx: %llu samples, want %#llx: 2",
				    (unsigned long long)l->addr, (unsigned long long)l->nr, start);
		if (insn == 1)
			TEST_ASSERT(l->addr == second && l->nr == 1 && l->percent == 50.0,
				    "second instruction %#llx: %llu samples %.2f%%",
				    (unsigned long long)l->addr, (unsigned long long)l->nr,
				    l->percent);
		insn++;
		nr += l->nr;
		period += l->period;
		pct += l->percent;
		if (l->is_jump && l->target >= start && l->target < start + 0x100)
			jump = true;
		target |= l->jump_target;
	}
	TEST_ASSERT(nr == 3 && period == 4 && pct > 99.99 && pct < 100.01,
		    "%llu samples, %llu period, %.2f%% in all", (unsigned long long)nr,
		    (unsigned long long)period, pct);
	TEST_ASSERT(source, "the loop's source line is not shown");
	TEST_ASSERT(jump && target, "no jump inside the function, or its target not marked");
	/* every jump into the function marks the instruction it lands on, and only those */
	for (size_t i = 0; i < a.nr_lines; i++) {
		const struct annotation_line *l = &a.lines[i];
		bool landed = false;

		if (l->kind != AL_INSN)
			continue;
		for (size_t k = 0; k < a.nr_lines; k++)
			landed |= a.lines[k].kind == AL_INSN && a.lines[k].is_jump &&
				  a.lines[k].target == l->addr;
		TEST_ASSERT(l->jump_target == landed, "%#llx: jump target %d, jumped to %d",
			    (unsigned long long)l->addr, l->jump_target, landed);
	}

	fp = open_memstream(&buf, &len);
	annotation__fprintf(&a, &s, "cpu-clock", &opts, fp);
	fclose(fp);
	TEST_ASSERT(strstr(buf, "Source code & Disassembly of annot for cpu-clock (3 samples"),
		    "header: %.100s", buf);
	free(buf);
	annotation__exit(&a);

	/* a symbol whose code cannot be read: an error, not a crash */
	free(al.dso->symsrc_path);
	al.dso->symsrc_path = xstrdup("/nonexistent/annot");
	al.dso->origin = DSO_ORIGIN_FILE;
	TEST_ASSERT(annotation__build(&a, &s, &ah, &opts, &why) == -ENOENT && why,
		    "unreadable object not reported");
	annotation__exit(&a);
	machine__delete(m);
	return TEST_OK;
}
