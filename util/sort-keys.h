/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A sort key's descriptor: everything the report pipeline knows of one key, in one place
 * (the keys are util/sort-keys.c's sort_keys[]). util/sort.c is their only user besides
 * tests/sort.c, which checks that each is complete; the others go through util/sort.h.
 */
#ifndef PERF_SORT_KEYS_H
#define PERF_SORT_KEYS_H

#include <stdbool.h>
#include <stddef.h>
#include "util/sort.h"

struct hist_entry;
struct sort_config;

/* What a key is (or is not) besides its functions */
enum sort_key_flags {
	/* Linux perf's tree order can be replayed with it among the keys (linux_order) */
	SK_LINUX_TREE = 1 << 0,
	/*
	 * Linux perf compares it again when it merges entries (its own collapse comparison):
	 * a second tree (sort_config.second_tree) when it is one of the sort order's keys
	 */
	SK_COLLAPSE = 1 << 1,
	/* its value is the sample's own frame: as the first key, call graphs skip that frame */
	SK_FRAME = 1 << 2,
	/*
	 * Linux perf formats the value only when its trees compare it with another entry's:
	 * the column is sized by those values alone (util/hist.c lazy_formatted)
	 */
	SK_LAZY = 1 << 3,
};

/* The filter lists (--comms, --dsos, --symbols) that can leave a key with one value */
enum sort_key_filter {
	SK_FILTER_NONE,
	SK_FILTER_COMMS,
	SK_FILTER_DSOS,
	SK_FILTER_SYMS,
};

struct sort_key_desc {
	const char *name; /* on the command line (NULL: not named there) */
	const char *alias; /* another name for it, or NULL */
	const char *header; /* its column's (NULL: the config's, sort_config.ext) */
	unsigned int inputs; /* enum sample_input: what the value is computed from */
	unsigned int flags; /* enum sort_key_flags */

	/* Grouping: entries of equal values are one; the hash agrees with equal. */
	u64 (*hash)(const struct hist_entry *he);
	bool (*equal)(const struct hist_entry *a, const struct hist_entry *b);
	/* The order Linux perf lists rows of equal overhead in (<0: a first). */
	int (*cmp)(const struct hist_entry *a, const struct hist_entry *b);
	/*
	 * The tie rule (NULL: none): two values cmp orders that Linux perf's own output sort
	 * leaves equal (two unresolved addresses), and their order where -F's columns order
	 * the rows without its tree (NULL: cmp's).
	 */
	bool (*ties)(const struct hist_entry *a, const struct hist_entry *b);
	int (*tie_cmp)(const struct hist_entry *a, const struct hist_entry *b);
	/*
	 * Linux perf's tree comparison of a new entry (a) with one in its tree (b), <0: a goes
	 * left (NULL: cmp), and whether it is transitive with cfg's keys (NULL: it is).
	 */
	int (*tree_cmp)(const struct sort_config *cfg, const struct hist_entry *a,
			const struct hist_entry *b);
	bool (*tree_transitive)(const struct sort_config *cfg);

	/* Printing: the width the value needs, and the value padded to width. */
	unsigned int (*width)(const struct hist_entry *he);
	int (*snprintf)(const struct hist_entry *he, char *buf, size_t size, unsigned int width);
	/*
	 * The width the key's column takes from he in an aligned layout (not -t), beyond its
	 * value's own (NULL: none): Shared Object widened to an address's by an unresolved row.
	 */
	unsigned int (*aligned_width)(const struct hist_entry *he);
	/* The name perf diff pairs rows of two files by (NULL: the value at its own width). */
	int (*pair_name)(const struct hist_entry *he, char *buf, size_t size);

	/* Computing the value (NULL: it is one the resolved sample already has), per stage. */
	void (*fill[SORT_FILL_NR])(struct hist_entry *tmpl, struct sort_fill *f);
	/* Set up what the key needs in cfg once it is configured (NULL: nothing). 0 or -errno. */
	int (*setup)(struct sort_config *cfg);

	/* The filter list that can leave it one value (its column then elided), and its name */
	enum sort_key_filter filter;
	const char *filter_name;
};

extern const struct sort_key_desc sort_keys[SORT_NR_KEYS];

#endif
