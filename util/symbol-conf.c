// SPDX-License-Identifier: GPL-2.0
#include <stdio.h>

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

const char *symfs__path(const char *path, char *buf, size_t len)
{
	if (!symbol_conf.symfs || !*symbol_conf.symfs)
		return path;
	snprintf(buf, len, "%s%s", symbol_conf.symfs, path);
	return buf;
}
