/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Symbol sources: where a DSO's symbols can come from, each a small loader behind one
 * interface, tried in a fixed order for each kind of DSO; the first that gives symbols
 * wins. The order, as Linux perf's:
 *
 *   user objects  the build-id cache's copy (.symtab), the cache's debug file, a debug
 *                 file by path (/usr/lib/debug/PATH.debug, /usr/lib/debug/PATH) and by
 *                 build-id (/usr/lib/debug/.build-id/xx/rest.debug), the file itself
 *                 (under --symfs); the debug file from debuginfod servers (fetched into
 *                 the build-id cache, util/debuginfod.h); else the .dynsym of the copy
 *                 that ran (the cache's, else the file)
 *   the kernel    --kallsyms, --vmlinux, /proc/kallsyms (when it is the recorded kernel),
 *                 the build-id cache's kallsyms
 *   the vDSO      the build-id cache's copy, this process's vDSO (the same kernel)
 *   JIT code      a task in a container's map while it lives (/proc/PID/root/tmp/
 *                 perf-NSPID.map, NSPID its pid there), /tmp/perf-PID.map; a runtime's
 *                 jit-PID.dump (its own DSO, util/jitdump.h)
 *
 * A debug file has no code: the segments that place its symbols, and the PLT, come from
 * the copy that ran. Debug files are taken only when their build-id is the DSO's.
 *
 * The sources fill the DSO's table and segments, and nothing else of it: dso__load
 * (util/dso.h) runs them, says which one gave the symbols (dso->origin, ->symsrc_path;
 * `perf report -v`) and warns when none did.
 */
#ifndef PERF_SYMSRC_H
#define PERF_SYMSRC_H

#include <stdbool.h>
#include <stddef.h>

struct build_id;
struct dso;

/*
 * The sources of dso's kind, in order, into its symbol table: the number of symbols of the
 * first that has some (its origin and path set in the DSO), else 0. *bid_mismatch: the
 * DSO's build-id is known and no file with it was found (for the warning).
 */
int symsrc__load(struct dso *dso, bool *bid_mismatch);

/*
 * The separate debug file of the object name (as the recording or the user names it) with
 * build-id bid, from the debug sources above in their order: the build-id cache's, by path,
 * by build-id; under --symfs. malloc'd, or NULL. For readers of DWARF (perf probe).
 */
char *symsrc__debug_file(const char *name, const struct build_id *bid);

/*
 * Before the DSOs are loaded one by one: ask debuginfod (util/debuginfod.h), all at once,
 * for the debug files of those among dsos that are user objects of known build-id for which
 * no local source has a .symtab. Nothing when the command does not fetch.
 */
void symsrc__prefetch_debug(struct dso *const *dsos, size_t n);

/*
 * Where the sources looked for dso's symbols and debug info, and what each place had, in
 * words, "; "-separated, into buf: for perf report's summary of the objects that lack them.
 */
void symsrc__describe_search(struct dso *dso, char *buf, size_t len);

/*
 * A loaded user DSO's DWARF is at hand: in the file its symbols came from or a local debug
 * file (source lines, inlined frames, probes' variables). Other kinds: true.
 */
bool symsrc__has_debug_info(struct dso *dso);

/*
 * The jitdump of a DSO_KIND_JIT DSO, opened and read on first use and freed with the DSO;
 * NULL for other DSOs and when it cannot be read (said at -v).
 */
struct jitdump *symsrc__jitdump(struct dso *dso);

/* The name of the source an origin stands for ("build-id cache", ...), for messages. */
const char *symsrc__origin_name(int origin);

/*
 * The PT_LOAD segments of the copy of a user DSO that ran (path), once: they place its
 * symbols and translate file offsets to ELF addresses.
 */
void symsrc__load_segments(struct dso *dso, const char *path);

#endif
