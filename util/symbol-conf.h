/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Where symbols come from and how they show, as the command line set it (--symfs,
 * --vmlinux, --kallsyms, --no-demangle, ...): options, read by every layer of the symbol
 * side, written only by the builtins before anything is loaded.
 */
#ifndef PERF_SYMBOL_CONF_H
#define PERF_SYMBOL_CONF_H

#include <stdbool.h>
#include <stddef.h>

/* Global symbol settings, set by builtins from their options before loading anything. */
struct symbol_conf {
	const char *vmlinux_name; /* -k/--vmlinux */
	const char *kallsyms_name; /* --kallsyms: use this file instead of /proc/kallsyms */
	const char *symfs; /* --symfs: prefix for every DSO path looked up */
	bool ignore_vmlinux;
	bool no_buildid_cache; /* do not look in the build-id cache */
	bool ignore_build_ids; /* use files on disk even when the build-id differs/is unknown */
	bool full_srcline; /* srcline with the full path, not the basename */
	bool show_warnings; /* the "no symbols found ..." messages at all (default true) */
	bool warn_missing; /* ... as warnings (report), not only at -v (default false) */
	bool no_demangle; /* --no-demangle: keep C++ names mangled */
	bool demangle_params; /* demangled names with their parameter lists */
	bool inline_frames; /* --inline: call chains show inlined functions' frames */
};
extern struct symbol_conf symbol_conf;
/* --symfs, -k/--vmlinux, --kallsyms as every reader takes them (NULL: not given). */
void symbol_conf__set_paths(const char *symfs, const char *vmlinux, const char *kallsyms);

/* path under --symfs (symbol_conf.symfs prepended), into buf; path itself without one. */
const char *symfs__path(const char *path, char *buf, size_t len);

#endif
