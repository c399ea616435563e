/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Call graphs of hist entries. Each entry has a tree of the call chains that led to it: one
 * node per frame (a trie keyed by symbol, or by address when unresolved), with the period of
 * the chains ending at the node (hit) and passing through it (children_hit). Printing merges
 * runs of single-child nodes without hits into one branch, which gives the same shape as
 * Linux perf's radix tree, and prints it as graph (absolute percentages), fractal (relative
 * to the parent), flat (one chain per leaf) or folded (a;b;c lines, for flame graphs).
 */
#ifndef PERF_CALLCHAIN_H
#define PERF_CALLCHAIN_H

#include <stdbool.h>
#include <stdio.h>
#include "util/util.h"

struct map;
struct symbol;
struct thread;
struct perf_sample;

enum chain_mode {
	CHAIN_NONE,
	CHAIN_GRAPH_ABS, /* graph */
	CHAIN_GRAPH_REL, /* fractal */
	CHAIN_FLAT,
	CHAIN_FOLDED,
};

enum chain_order {
	ORDER_CALLER, /* root (main) first */
	ORDER_CALLEE, /* the sampled function first */
};

enum chain_key {
	CCKEY_FUNCTION,
	CCKEY_ADDRESS,
};

enum chain_value {
	CCVAL_PERCENT,
	CCVAL_PERIOD,
	CCVAL_COUNT,
};

struct callchain_param {
	enum chain_mode mode;
	enum chain_order order;
	enum chain_key key;
	enum chain_value value;
	double min_percent; /* 0.5 by default */
	u32 print_limit;    /* 0: all */
	u32 max_stack;	    /* frames used per sample (127) */
};

extern const struct callchain_param callchain_param_default;

/*
 * Parse -g's argument: a comma list of mode (graph, flat, folded, fractal, none), a minimum
 * percentage, order (caller, callee), key (function, address), print limit, value (percent,
 * period, count). Unknown words give -EINVAL.
 */
int callchain_param__parse(struct callchain_param *p, const char *arg);

/*
 * perf report's call-graph settings, resolved as Linux perf resolves them: arg is -g's
 * argument (NULL: not given), limit the --percent-limit given after the last -g (< 0: none),
 * *children --children's choice (-1: the default, on when the file has call chains) and
 * file_cc whether the file has them. Sets p and *children (0 or 1); returns whether graphs
 * are shown (1 or 0), or -EINVAL for a bad argument.
 */
int callchain_param__resolve(struct callchain_param *p, const char *arg, double limit,
			     int *children, bool file_cc);

/* One resolved frame. */
struct callchain_frame {
	struct map *map;
	struct symbol *sym;
	u64 ip; /* absolute */
	char level;
};

/* The frames of one sample, in the configured order (reused between samples). */
struct callchain_cursor {
	struct callchain_frame *frames;
	u32 nr, alloc;
	u64 *user_ips; /* --call-graph dwarf: the unwound user part */
	u32 user_alloc;
	u32 *ip_starts; /* caller order: the frame each ip of the chain starts at */
	u32 ip_alloc;
	/*
	 * Kernel frames whose symbols are not loaded yet get their map only (sym NULL):
	 * callchain_frames__resolve_kernel fills them in once they are (util/hist-iter.c).
	 */
	bool kernel_syms_later;
};

/*
 * Resolve the sample's callchain into cursor: context markers give each frame's cpumode,
 * frames are resolved through the thread's maps (with a small cache, since chains repeat),
 * then ordered caller-first or callee-first. A sample with user registers and a stack copy
 * (--call-graph dwarf) takes its kernel part from the callchain and its user part unwound
 * (util/unwind-dwarf). Returns the number of frames.
 */
int callchain_cursor__resolve(struct callchain_cursor *cursor, struct thread *thread,
			      const struct perf_sample *sample, const struct callchain_param *p);
/* The symbols of the kernel frames resolved with kernel_syms_later. */
void callchain_frames__resolve_kernel(struct callchain_frame *frames, u32 nr);
void callchain_cursor__exit(struct callchain_cursor *cursor);

struct callchain_node;

/*
 * The nodes of a set of trees (those of one hists' entries): allocated from arenas, freed
 * together by callchain_store__delete.
 */
struct callchain_store;
struct callchain_store *callchain_store__new(void);
void callchain_store__delete(struct callchain_store *store);

/* A tree's root (a node without a frame). */
struct callchain_root;

struct callchain_root *callchain_root__new(struct callchain_store *store);
/* Add one chain (frames[0] nearest the root of the tree) with its period. */
void callchain_root__append(struct callchain_root *root, const struct callchain_frame *frames,
			    u32 nr, u64 period, enum chain_key key);

/*
 * src's chains added to dst (Linux perf's merge of two entries' trees when its second tree
 * finds them equal): every node where chains end, with its period and count. src stays.
 */
void callchain_root__merge(struct callchain_root *dst, struct callchain_root *src,
			   enum chain_key key);

/* perf top's ageing of a tree with its entry (hists__decay): counts x 7/8, or 0 when zero. */
void callchain_root__decay(struct callchain_root *root, bool zero);

/*
 * The same chains in the other order (caller first <-> callee first), as a new tree of
 * store (the browser's caller/callee switch: no second pass over the samples).
 */
struct callchain_root *callchain_root__invert(struct callchain_root *root,
					      struct callchain_store *store, enum chain_key key);

/*
 * Every chain seen, interned in one trie (nodes nearest the root first), so a sample's
 * chain is one pointer that can key aggregation: the frames of a path node are the same
 * for all chains through it, by symbol (function key) or by exact map and address
 * (unresolved frames, address key). The paths live as long as their set.
 */
struct callchain_path;
struct callchain_paths;
struct callchain_paths *callchain_paths__new(void);
void callchain_paths__delete(struct callchain_paths *paths);

/* The path of frames[0..nr) in paths (NULL for an empty chain). */
struct callchain_path *callchain_path__intern(struct callchain_paths *paths,
					      const struct callchain_frame *frames, u32 nr,
					      enum chain_key key);
u32 callchain_path__depth(const struct callchain_path *path);
/* A word the path keeps for the one who interned it (util/hist-iter: a chain record), 0 new. */
u32 *callchain_path__memo(struct callchain_path *path);

/*
 * Add path's frames from depth from (0: all of them) to root, as callchain_root__append
 * would for count chains of that total period.
 */
void callchain_root__append_path(struct callchain_root *root, const struct callchain_path *path,
				 u32 from, u64 period, u32 count, enum chain_key key);

/*
 * Print the tree as Linux perf --stdio does for an entry. total is the period the absolute
 * percentages refer to (the event's total), parent_total the entry's own period (for
 * fractal). skip_first: the first frame repeats the entry's symbol (sort by sym) and is not
 * printed. Returns the bytes printed.
 */
size_t callchain_root__fprintf(FILE *fp, struct callchain_root *root,
			       const struct callchain_param *p, u64 total, u64 parent_total,
			       bool skip_first);

/*
 * The graph as a browser folds it (util/browser.c): branches, each a run of frames that the
 * graph printers print as one (frames with a single child and no samples of their own
 * merged into the run), in their order and with their threshold.
 */
struct callchain_branch {
	struct callchain_node *first, *last; /* its frames: first, first's child, ..., last */
	u32 nr_frames;
	u64 period; /* cumulative: the chains through it (what its percentage shows) */
	u32 count;
	u64 children_period; /* of the chains that go on below it (fractal's base below) */
};

/*
 * The branches below parent (NULL: the top of the tree) that pass p's threshold, heaviest
 * first, as callchain_root__fprintf orders them: total is the period the graph's threshold
 * is a share of (fractal's is a share of the parent's). *out is allocated (the caller frees
 * it, also when none); returns their number.
 */
size_t callchain_root__branches(struct callchain_root *root, const struct callchain_branch *parent,
				const struct callchain_param *p, u64 total,
				struct callchain_branch **out);
/* Frame i (< nr_frames) of a branch: a node of the tree, the same while the tree lives. */
const struct callchain_node *callchain_branch__frame(const struct callchain_branch *b, u32 i);
/* A frame named as the printers name it: symbol, address, the address key's source line. */
const char *callchain_node__name(const struct callchain_node *n, enum chain_key key, char *buf,
				 size_t len);
struct symbol *callchain_node__sym(const struct callchain_node *n);
struct map *callchain_node__map(const struct callchain_node *n);

#endif
