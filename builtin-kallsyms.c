// SPDX-License-Identifier: GPL-2.0
/*
 * perf kallsyms: where the running kernel's symbols are, as perf resolves them from
 * /proc/kallsyms: "NAME: [kernel] [kernel.kallsyms] START-END (START-END)", the symbol's
 * range in its object and in memory, as Linux perf prints it; "NAME: not found" otherwise.
 */
#include <stdio.h>

#include "builtin.h"
#include "util/debug.h"
#include "util/dso.h"
#include "util/machine.h"
#include "util/map.h"
#include "util/parse-options.h"
#include "util/symbol.h"

static const char *const kallsyms_usage[] = { "perf kallsyms [<options>] symbol_name", NULL };

static int cmd_kallsyms(int argc, const char **argv)
{
	const struct option options[] = {
		OPT_INCR('v', "verbose", &verbose, "be more verbose"),
		OPT_END(),
	};
	struct machine *machine;
	struct dso *dso;
	struct map *map;
	int n;

	argc = parse_options(argc, argv, options, kallsyms_usage, 0);
	if (argc < 1)
		usage_with_options(kallsyms_usage, options);
	machine = machine__new();
	dso = machine__kernel_dso(machine);
	/* the number of symbols, 0 when /proc/kallsyms hides their addresses */
	n = machine__load_kernel_symbols(machine);
	if (n <= 0) {
		pr_err("perf kallsyms: no kernel symbols: /proc/kallsyms %s\n",
		       n < 0 ? "cannot be read" :
			       "hides their addresses (kernel.kptr_restrict; run as root)");
		machine__delete(machine);
		return 1;
	}
	map = machine__kernel_map(machine);
	for (int i = 0; i < argc; i++) {
		const struct symbol *sym = symtab__find_by_name(&dso->symtab, argv[i]);
		u64 start, end;

		if (!sym) {
			printf("%s: not found\n", argv[i]);
			continue;
		}
		start = sym->start;
		end = symbol__end(sym);
		/* the kernel's short name is "[kernel]" in Linux perf's words */
		printf("%s: [kernel] %s %#llx-%#llx (%#llx-%#llx)\n", sym->name, dso->long_name,
		       (unsigned long long)start, (unsigned long long)end,
		       (unsigned long long)(map ? map__unmap_ip(map, start) : start),
		       (unsigned long long)(map ? map__unmap_ip(map, end) : end));
	}
	machine__delete(machine);
	return 0;
}
PERF_COMMAND("kallsyms", cmd_kallsyms, "Searches running kernel for symbols");
