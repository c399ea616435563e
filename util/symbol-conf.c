// SPDX-License-Identifier: GPL-2.0
#include "util/symbol-conf.h"

struct symbol_conf symbol_conf = {
	.show_warnings = true,
};

void symbol_conf__set_paths(const char *symfs, const char *vmlinux, const char *kallsyms)
{
	if (symfs)
		symbol_conf.symfs = symfs;
	if (vmlinux)
		symbol_conf.vmlinux_name = vmlinux;
	if (kallsyms)
		symbol_conf.kallsyms_name = kallsyms;
}
