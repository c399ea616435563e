/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Dynamic probe events: parsing `perf probe` specs, turning them into kprobe/uprobe
 * definitions, and adding, listing and removing them in tracefs (kprobe_events,
 * uprobe_events). Once defined, a probe is an ordinary tracepoint GROUP:EVENT.
 */
#ifndef PERF_PROBE_EVENT_H
#define PERF_PROBE_EVENT_H

#include <stdbool.h>
#include <stddef.h>

#include "util.h"

#define PROBE_DEFAULT_GROUP "probe"
#define PROBE_MAX_NAME 64 /* the kernel's limit on group and event names */
#define PROBE_MAX_ARGS 128 /* the kernel's limit on fetch args of one probe */

/* One ARG of a spec: [NAME=]VAR[->FIELD|.FIELD...][:TYPE] or a raw fetch arg. */
struct perf_probe_arg {
	char *name;  /* NAME= given by the user, or from the last field; NULL otherwise */
	char *var;   /* "n", "s->len", "%ax", "+8(%sp)", "$retval" */
	char *type;  /* "u32", "string", ...; NULL when not given */
	bool raw;    /* a kernel fetch arg (register, memory, $special), not a C variable */
};

/* FUNC[@SRC][:RLN|+OFF|%return|;PTN], or SRC:ALN, or a 0xADDR. */
struct perf_probe_point {
	char *function;
	char *file;     /* @SRC, or the SRC of SRC:ALN */
	int line;       /* :RLN relative to FUNC's first line; or ALN when no function; -1 none */
	u64 offset;     /* +OFF */
	bool retprobe;  /* %return */
	char *lazy;     /* ;PTN */
	u64 address;    /* when the spec is a raw 0xADDR */
	bool has_address;
};

/* What the user asked for. */
struct perf_probe_event {
	char *group;	/* NULL: the default */
	char *event;	/* NULL: from the function */
	struct perf_probe_point point;
	struct perf_probe_arg *args;
	int nargs;
	char *spec;	/* the probe part of the command as given, for messages */
};

/* One fetch arg as written to tracefs: NAME=VALUE[:TYPE]. */
struct probe_trace_arg {
	char *name;
	char *value;
	char *type;
	char *note; /* for the user, how a C variable is fetched (cut to 64 bits); not written */
};

/* One probe definition line, as written to or read from tracefs. */
struct probe_trace_event {
	char *group;
	char *event;
	bool uprobe;
	bool retprobe;
	char *target;	/* uprobe: the binary's path; kprobe: the module or NULL */
	char *symbol;	/* kprobe: the function; uprobe: NULL (address is the file offset) */
	u64 address;	/* uprobe: file offset; kprobe: offset from symbol */
	struct probe_trace_arg *args;
	int nargs;
	/* for messages: the spec's point and its arguments as the user wrote them */
	char *point_str;
	char *args_str;
};

/*
 * Parses one probe spec ("[GROUP:][EVENT=]POINT [ARG ...]") into pev. Returns 0, or -EINVAL
 * with a one-line explanation in err.
 */
int perf_probe_event__parse(const char *cmd, struct perf_probe_event *pev, char *err,
			    size_t errlen);
void perf_probe_event__exit(struct perf_probe_event *pev);

void probe_trace_event__exit(struct probe_trace_event *tev);

/* "p:GROUP/EVENT TARGET:0xOFF ARGS" / "r:..." : the tracefs definition (allocated). */
char *probe_trace_event__synthesize(const struct probe_trace_event *tev);
/* Parses a line of kprobe_events/uprobe_events. 0 or -EINVAL. */
int probe_trace_event__parse(const char *line, bool uprobe, struct probe_trace_event *tev);

/* A fetch arg value/type that can go into a definition: no blanks, no control characters. */
bool probe_fetch_arg_is_valid(const char *value);
bool probe_type_is_valid(const char *type);

/* "probe_libc" for /usr/lib/x86_64-linux-gnu/libc.so.6 (allocated). */
char *probe_default_group(const char *target);
/* "malloc" for malloc, "weird" for weird.part.0, "func_L2" for func:2, "+__return" (alloc). */
char *probe_default_event(const struct perf_probe_point *pp);

/*
 * The tracefs directory the probe files are in. Tests point it at a scratch directory with
 * probe_event__set_tracefs_root(); NULL returns to the real tracefs. The environment variable
 * PERF_PROBE_TRACEFS overrides it as well (for the shell tests).
 */
void probe_event__set_tracefs_root(const char *dir);
const char *probe_event__tracefs_root(void);

/*
 * Reads the probes currently defined in kprobe_events (uprobe false) or uprobe_events.
 * -ENOENT when the file does not exist (kernel without that probe type).
 */
int probe_file__read(bool uprobe, struct probe_trace_event **tevs, int *nr);
void probe_trace_events__free(struct probe_trace_event *tevs, int nr);
/* Appends one definition; the kernel's error, if any, as -errno. */
int probe_file__add(const struct probe_trace_event *tev);
/* Removes GROUP/EVENT. */
int probe_file__del(bool uprobe, const char *group, const char *event);
/* Whether group:event is defined as any kind of probe. */
bool probe_file__exists(const char *group, const char *event);

/* Options of a resolution: where symbols and debug info come from. */
struct probe_conf {
	const char *target;	/* -x BINARY: uprobes; NULL: kprobes */
	const char *vmlinux;	/* -k: kernel image for symbols and debug info */
	bool force;		/* -f: add a numbered duplicate when the name is taken */
	char *err;		/* where a failure is explained, one line */
	size_t errlen;
};

/*
 * Resolves pev into one or more tracefs definitions (a source line may have several
 * addresses): the symbol or line, the file offset for uprobes, the arguments (by DWARF
 * when they are C variables). Event names are chosen here (unique against tracefs and the
 * events already in *tevs). Appends to *tevs (size *nr). 0 or -errno with conf->err set.
 */
/* Does pev need DWARF (a source line, a pattern, a file, C variables)? */
bool perf_probe_event__needs_debuginfo(const struct perf_probe_event *pev);
int probe_event__resolve(const struct perf_probe_event *pev, const struct probe_conf *conf,
			 struct probe_trace_event **tevs, int *nr);

/* ELF helpers for uprobes (file offsets of symbols in executables and shared libraries). */
struct probe_elf_sym {
	char *name;
	u64 vaddr;
	u64 size;
	u64 offset; /* file offset of vaddr */
};
/* Looks up a function symbol (.symtab, else .dynsym). 0, -ENOENT, -ENOEXEC (not ELF). */
int probe_elf__find_func(const char *path, const char *name, struct probe_elf_sym *sym);
/* The function containing file offset off; 0 or -ENOENT. */
int probe_elf__func_at_offset(const char *path, u64 off, struct probe_elf_sym *sym);
/* File offset of a virtual address by the program headers; 0 or -ENOENT. */
int probe_elf__vaddr_to_offset(const char *path, u64 vaddr, u64 *off);
/* The names of all function symbols (sorted, unique). */
int probe_elf__funcs(const char *path, char ***names, int *nr);

/* Kernel symbols: from /proc/kallsyms, or a vmlinux when given. */
int probe_kernel__funcs(const char *vmlinux, char ***names, int *nr);

#endif
