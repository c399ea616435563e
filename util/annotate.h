/* SPDX-License-Identifier: GPL-2.0 */
/*
 * perf annotate's model: the samples of one event counted per (dso, symbol, address), and a
 * symbol's annotated lines (its instructions disassembled with Capstone, the source lines
 * of DWARF's line table between them, the samples and percentage of each instruction).
 *
 *	hists keyed by sort "pid,dso,sym" + annotate__ip_key (util/hist-iter.h feeds them)
 *	struct annotate_hists ah; annotate_hists__from_hists(&ah, &hists);
 *	for each ah.syms[i] (hottest first):
 *		annotate__print_symbol(stdout, &ah.syms[i], &ah, "cpu-clock", &opts);
 *	or, for a browser that draws the lines itself:
 *		struct annotation a; annotation__build(&a, &ah.syms[i], &ah, &opts);
 *		a.lines[0 .. a.nr_lines): kind, addr, nr, period, percent, text, jump marks
 *		annotation__exit(&a);
 *	annotate_hists__exit(&ah);
 */
#ifndef PERF_ANNOTATE_H
#define PERF_ANNOTATE_H

#include <stdbool.h>
#include <stdio.h>
#include "util/util.h"

struct dso;
struct symbol;
struct hists;
struct sort_key_ext;
struct src_files;

/* The sort key (the sample's ip) that splits a symbol's hist entries by address. */
extern const struct sort_key_ext annotate__ip_key;

enum annotate_percent {
	ANNOTATE_LOCAL_PERIOD, /* of the symbol's period (Linux perf's default) */
	ANNOTATE_GLOBAL_PERIOD, /* of the event's period */
	ANNOTATE_LOCAL_HITS, /* of the symbol's samples */
	ANNOTATE_GLOBAL_HITS,
};

struct annotate_opts {
	enum annotate_percent percent;
	bool print_line; /* -l: "// file.c:NN" on hot lines and a summary per source line */
	bool no_source; /* no source lines between the instructions */
	bool asm_raw; /* the instruction bytes */
	bool intel; /* -M intel */
	bool show_nr_samples; /* -n: sample counts instead of percentages */
};

/* Parse --percent-type (local-period, global-period, local-hits, global-hits). 0 or -EINVAL. */
int annotate_percent__parse(const char *s, enum annotate_percent *p);
const char *annotate_percent__name(enum annotate_percent p);

/* The samples of one address of a symbol (a dso-relative address, see util/map.h). */
struct annotate_hit {
	u64 addr;
	u64 nr, period;
};

/* One symbol's samples, by address (sorted). */
struct annotated_sym {
	struct dso *dso;
	struct symbol *sym;
	struct annotate_hit *hits;
	size_t nr_hits;
	u64 nr_samples, period;
};

/* The annotatable symbols of one event, hottest (by period) first. */
struct annotate_hists {
	struct annotated_sym *syms;
	size_t nr_syms;
	u64 nr_samples, period; /* the event's, samples without a symbol included */
	struct src_files *src; /* the source files read, for all its symbols */
};

/*
 * From hists whose entries are keyed by dso, sym and annotate__ip_key (after
 * hist_iter__finish). 0 or -ENOMEM.
 */
int annotate_hists__from_hists(struct annotate_hists *ah, const struct hists *hists);
void annotate_hists__exit(struct annotate_hists *ah);

/*
 * A live session's samples per (event's hists, dso, symbol, address): what perf top's 'a'
 * shows. The
 * per-sample iterator counts into it (hist_iter_config.addr_hits) as it counts the entries;
 * it ages with them (addr_hits__decay) and holds at most max addresses: those past it are
 * not counted (addr_hits__nr_missed says how many samples). Its dso and symbol pointers are
 * the machine's: clear it when the machine goes.
 *
 *	struct addr_hits *t = addr_hits__new(1 << 18);
 *	per sample (the iterator): idx = addr_hits__add(t, hists, dso, sym, addr, period);
 *	per refresh: addr_hits__symbol(t, hists, dso, sym, &s) -> annotation__build(...); free(s.hits);
 *		     addr_hits__decay(t, zero);
 */
struct addr_hits;

#define ADDR_HITS_NONE ((u32)-1)

struct addr_hits *addr_hits__new(size_t max);
void addr_hits__delete(struct addr_hits *t);
/*
 * Count a sample of period at addr (dso-relative) of sym; the address's index, for
 * addr_hits__add_at (valid until the next decay or clear), or ADDR_HITS_NONE (full, or no
 * memory: not counted).
 */
u32 addr_hits__add(struct addr_hits *t, const struct hists *hists, struct dso *dso,
		   struct symbol *sym, u64 addr, u64 period);
/* Count nr samples of the given total period at an index addr_hits__add gave. */
void addr_hits__add_at(struct addr_hits *t, u32 idx, u64 period, u64 nr);
/* perf top's ageing: counts x 7/8 (zero: 0), addresses at 0 forgotten. */
void addr_hits__decay(struct addr_hits *t, bool zero);
void addr_hits__clear(struct addr_hits *t);
size_t addr_hits__nr(const struct addr_hits *t);
u64 addr_hits__nr_missed(const struct addr_hits *t);
/*
 * sym's samples by address into s (s->hits allocated, sorted; the caller frees it).
 * 0, or -ENOMEM.
 */
int addr_hits__symbol(const struct addr_hits *t, const struct hists *hists, struct dso *dso,
		      struct symbol *sym, struct annotated_sym *s);

enum annotation_line_kind {
	AL_TITLE, /* "0000000000401136 <leaf>:" */
	AL_SOURCE, /* a line of the source file (text; lineno) */
	AL_INSN, /* an instruction */
};

struct annotation_line {
	enum annotation_line_kind kind;
	char *text; /* instruction (objdump-like spelling), source text or title */
	u64 addr; /* AL_INSN: the address in the object file (what objdump shows) */
	u64 offset; /* AL_INSN: from the symbol's start */
	u64 nr, period; /* AL_INSN: its samples */
	double percent; /* AL_INSN: per opts.percent */
	int lineno; /* AL_SOURCE: the line's number; AL_INSN: its source line or 0 */
	const char *srcline; /* AL_INSN: "file.c:NN" (basename), or NULL */
	bool is_jump; /* a jump or call with a direct target ... */
	u64 target; /* ... this address */
	bool is_call, is_ret; /* AL_INSN: a call (direct or not), a return */
	bool jump_target; /* AL_INSN: a jump of the same symbol lands here */
	u8 raw[16]; /* AL_INSN: its bytes */
	u8 raw_len;
};

struct annotation {
	struct annotation_line *lines;
	size_t nr_lines, alloc;
	char *path; /* the object file the code was read from */
	u64 nr_samples, period; /* the symbol's */
};

/*
 * Disassemble s's symbol and lay its lines out with their samples. 0, or -ENOENT (no object
 * file with the code), -EIO/-ENOEXEC (unreadable or not ELF), -EINVAL (cannot disassemble),
 * -ENOMEM; *why says more (static string) when not NULL.
 */
int annotation__build(struct annotation *a, const struct annotated_sym *s,
		      const struct annotate_hists *ah, const struct annotate_opts *opts,
		      const char **why);
void annotation__exit(struct annotation *a);
/* Linux perf's --stdio layout of an annotation, under a header naming the event. */
void annotation__fprintf(const struct annotation *a, const struct annotated_sym *s,
			 const char *event_name, const struct annotate_opts *opts, FILE *fp);
/* Build, print, free. 0 or -errno as annotation__build. */
/*
 * The instruction at a DSO-relative address of a program or library: its bytes in buf (up
 * to max, 16 holds any x86-64 one), *len its length (util/x86-insn). 0, or -errno (the
 * kernel's code or no file at hand, not an instruction).
 */
int annotate__insn_at(struct dso *dso, u64 addr, u8 *buf, size_t max, size_t *len);

/*
 * annotate__insn_at for a sample after another (perf script -F insn): the pages of code
 * read are kept (256 of them), so the file is not opened again for each sample.
 */
struct insn_cache;
struct insn_cache *insn_cache__new(void);
void insn_cache__delete(struct insn_cache *c);
int insn_cache__at(struct insn_cache *c, struct dso *dso, u64 addr, u8 *buf, size_t max,
		   size_t *len);

int annotate__print_symbol(FILE *fp, const struct annotated_sym *s, const struct annotate_hists *ah,
			   const char *event_name, const struct annotate_opts *opts,
			   const char **why);

#endif
