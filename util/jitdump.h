/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A JIT runtime's dump of the code it compiled, jit-PID.dump (the format is Linux perf's
 * Documentation/jitdump-specification.txt): each function's name, run address, size and
 * bytes, where code moved, the source lines of the code. Runtimes (V8 with --perf-prof, the
 * JVM's agent, .NET, CPython 3.12+, wasmtime) mmap the file to announce it, so a recording
 * holds its MMAP; the readers name JIT frames from it directly, with no perf inject step.
 *
 * Addresses: a load's bytes lie at a file offset of the dump. The replayed machine maps a
 * load's run addresses to that offset (a map whose pgoff is it, util/machine.c) from the
 * load's time on, until a later load or move takes the addresses; so the dump is a DSO with
 * its symbols at file offsets, as an ELF file's are, and annotate reads the code there.
 *
 * The file is untrusted input: the header and every record are checked. A damaged record
 * (a size that cannot be, a name that does not end) ends the reading: what came before it
 * is kept, and it is said once.
 */
#ifndef PERF_JITDUMP_H
#define PERF_JITDUMP_H

#include <stdbool.h>
#include <stddef.h>
#include "util/util.h"

struct symtab;

/* The record types of the format. */
enum {
	JIT_CODE_LOAD = 0,
	JIT_CODE_MOVE = 1,
	JIT_CODE_DEBUG_INFO = 2,
	JIT_CODE_CLOSE = 3,
	JIT_CODE_UNWINDING_INFO = 4,
};

#define JITDUMP_MAGIC 0x4A695444 /* "JiTD" */
#define JITDUMP_FLAGS_ARCH_TIMESTAMP 1ULL /* the CPU's counter (TSC), not CLOCK_MONOTONIC */

/* One JIT_CODE_LOAD. */
struct jit_load {
	u64 off; /* file offset of its code bytes */
	u64 size;
	u64 avail; /* of those, the bytes the file holds (a cut dump: fewer) */
	u64 addr; /* code_addr when loaded */
	u64 index; /* code_index */
	u64 name; /* file offset of its NUL-terminated name */
	u32 line, nr_lines; /* its source lines: lines[line .. line + nr_lines), by address */
};

/* A change of the process's code, in the dump's order: a load, or a move of one. */
struct jit_event {
	u64 time;
	u64 addr; /* where the load's code runs from time on */
	u32 load; /* index in loads */
	u32 tid; /* the runtime's thread that loaded or moved it (in its pid namespace) */
};

/* One debug entry: code from addr on comes from file:line. */
struct jit_line {
	u64 addr;
	u64 file; /* file offset of the NUL-terminated source file name */
	u32 line, discrim;
};

struct jitdump {
	char *path;
	int fd;
	const u8 *base; /* the file, mapped: size bytes */
	size_t size;
	bool swap; /* written in the other byte order */
	u32 version, elf_mach, pid;
	u64 flags;
	u64 pos; /* the next record's offset */
	struct jit_load *loads;
	size_t nr_loads, alloc_loads;
	struct jit_event *events;
	size_t nr_events, alloc_events;
	struct jit_line *lines;
	size_t nr_lines, alloc_lines;
	/* the last JIT_CODE_DEBUG_INFO, for the load of its address that follows it */
	u64 pending_addr;
	u32 pending_line, pending_nr;
	bool damaged; /* reading stopped at a bad record (said once) */
	bool closed; /* JIT_CODE_CLOSE: nothing more comes */
};

/* Whether a file name is a jitdump's: jit-<digits>.dump. */
bool jitdump__is_name(const char *path);

/*
 * Open path and read its records as a live file's (jitdump__read): 0 and *jdp, or -errno
 * (-EINVAL: not a jitdump, or a version this reader does not know; said at -v). A reader
 * of a finished dump then calls jitdump__read(jd, false) for what a cut at its end leaves.
 */
int jitdump__open(const char *path, struct jitdump **jdp);
/*
 * Read the records the file gained since (a runtime still writing it: perf top). A record
 * cut by the end of the file is left for later when more may come (live), else said as
 * damage. Returns the number of new events.
 */
int jitdump__read(struct jitdump *jd, bool live);
void jitdump__delete(struct jitdump *jd);

/* The NUL-terminated string at file offset off (checked when read), or "". */
const char *jitdump__str(const struct jitdump *jd, u64 off);

/* Every load's name at its code's file offset into tab: the number added. */
int jitdump__load_symbols(const struct jitdump *jd, struct symtab *tab);

/* The load whose code holds file offset off, or NULL. */
const struct jit_load *jitdump__find_load(const struct jitdump *jd, u64 off);

/* The code bytes [off, off + len) of one load, when the dump holds them all; else NULL. */
const u8 *jitdump__code(const struct jitdump *jd, u64 off, u64 len);

/*
 * The source file and line of the code at file offset off, from the load's debug entries:
 * 0, or -ENOENT.
 */
int jitdump__srcline(const struct jitdump *jd, u64 off, const char **file, int *line);

#endif
