// SPDX-License-Identifier: GPL-2.0
/* Sort keys of perf report: names, headers, grouping, ordering, widths and printing. */
#include <errno.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/debug.h"
#include "util/dso.h"
#include "util/filter-list.h"
#include "util/hist.h"
#include "util/map.h"
#include "util/sample-input.h"
#include "util/sort.h"
#include "util/symbol.h"
#include "util/thread.h"

struct sort_key_desc {
	const char *name;
	const char *header;
	unsigned int inputs; /* enum sample_input: what its value is computed from */
};

static const struct sort_key_desc keys[SORT_NR_KEYS] = {
	[SORT_COMM] = { "comm", "Command", SI_COMM },
	[SORT_PID] = { "pid", "    Pid:Command", SI_THREAD },
	[SORT_TID] = { "tid", "    Tid:Command", SI_THREAD },
	[SORT_DSO] = { "dso", "Shared Object", SI_IP },
	[SORT_SYM] = { "sym", "Symbol", SI_IP },
	[SORT_CPU] = { "cpu", "CPU", SI_CPU },
	/* of each caller too, by its exact address, in children mode */
	[SORT_SRCLINE] = { "srcline", "Source:Line", SI_IP | SI_FRAME_IP },
	/* the first caller whose name matches */
	[SORT_PARENT] = { "parent", "Parent symbol", SI_IP | SI_CALLCHAIN },
	[SORT_TRACE] = { "trace", "Trace output", SI_RAW },
	[SORT_EXT] = { "", "", 0 }, /* its own header and inputs: sort_config.ext */
};

/* Unresolved addresses print as 0x and 16 hex digits. */
#define ADDR_DIGITS 16

int sort_key__find(const char *name)
{
	if (!strcmp(name, "symbol"))
		return SORT_SYM;
	for (int i = 0; i < SORT_NR_KEYS; i++)
		if (i != SORT_EXT && !strcmp(name, keys[i].name))
			return i;
	return -1;
}

const char *sort_key__name(enum sort_key key)
{
	return keys[key].name;
}

const char *sort_key__header(enum sort_key key)
{
	return keys[key].header;
}

unsigned int sort_key__inputs(enum sort_key key)
{
	return keys[key].inputs;
}

const char *sort_config__header(const struct sort_config *cfg, enum sort_key key)
{
	return key == SORT_EXT && cfg->ext ? cfg->ext->header : keys[key].header;
}

unsigned int sort_config__inputs(const struct sort_config *cfg)
{
	unsigned int in = 0;

	for (int i = 0; i < cfg->nr_keys; i++)
		in |= cfg->keys[i] == SORT_EXT ? cfg->ext->inputs : keys[cfg->keys[i]].inputs;
	return in;
}

static int add_key(struct sort_config *cfg, enum sort_key key)
{
	if (cfg->key_mask & (1u << key))
		return 0;
	if (cfg->nr_keys >= SORT_MAX_KEYS)
		return -EINVAL;
	cfg->keys[cfg->nr_keys++] = key;
	cfg->key_mask |= 1u << key;
	return 0;
}

static int add_col(struct sort_config *cfg, enum col_kind kind, enum sort_key key)
{
	for (int i = 0; i < cfg->nr_cols; i++)
		if (cfg->cols[i].kind == kind && (kind != COL_KEY || cfg->cols[i].key == key))
			return 0;
	if (cfg->nr_cols >= SORT_MAX_COLS)
		return -EINVAL;
	cfg->cols[cfg->nr_cols].kind = kind;
	cfg->cols[cfg->nr_cols].key = key;
	cfg->nr_cols++;
	return 0;
}

int sort_config__add_cpu_util(struct sort_config *cfg)
{
	int at = 0;

	if (cfg->nr_cols + 2 > SORT_MAX_COLS)
		return -EINVAL;
	for (int i = 0; i < cfg->nr_cols; i++)
		if (cfg->cols[i].kind == COL_OVERHEAD)
			at = i + 1;
	memmove(&cfg->cols[at + 2], &cfg->cols[at], (cfg->nr_cols - at) * sizeof(cfg->cols[0]));
	cfg->cols[at] = (struct sort_column){ .kind = COL_SYS };
	cfg->cols[at + 1] = (struct sort_column){ .kind = COL_USR };
	cfg->nr_cols += 2;
	return 0;
}

/* Calls fn for each comma-separated word of list (spaces around words ignored). */
static int for_each_word(const char *list, int (*fn)(struct sort_config *, const char *, void *),
			 struct sort_config *cfg, void *arg)
{
	char *copy = xstrdup(list), *save = NULL, *tok;
	int err = 0;

	for (tok = strtok_r(copy, ",", &save); tok && !err; tok = strtok_r(NULL, ",", &save)) {
		while (*tok == ' ')
			tok++;
		tok[strcspn(tok, " ")] = '\0';
		if (*tok)
			err = fn(cfg, tok, arg);
	}
	free(copy);
	return err;
}

static int sort_word(struct sort_config *cfg, const char *word, void *arg)
{
	int key = sort_key__find(word);

	if (key < 0) {
		pr_err("perf report: unknown --sort key: '%s'\n", word);
		return -EINVAL;
	}
	return add_key(cfg, key);
}

static int field_word(struct sort_config *cfg, const char *word, void *arg)
{
	bool *have_keys = arg;
	int key;

	if (!strcmp(word, "overhead"))
		return add_col(cfg, COL_OVERHEAD, 0);
	if (!strcmp(word, "overhead_children"))
		return add_col(cfg, COL_CHILDREN, 0);
	if (!strcmp(word, "sample"))
		return add_col(cfg, COL_SAMPLES, 0);
	if (!strcmp(word, "period"))
		return add_col(cfg, COL_PERIOD, 0);
	key = sort_key__find(word);
	if (key < 0) {
		pr_err("perf report: unknown --fields key: '%s'\n", word);
		return -EINVAL;
	}
	*have_keys = true;
	return add_col(cfg, COL_KEY, key);
}

/* The one value of the filter list of key's column, or NULL. */
static const char *elided_value(enum sort_key key, const struct str_list *comms,
				const struct str_list *dsos, const struct str_list *syms)
{
	const struct str_list *l = key == SORT_COMM ? comms :
				   key == SORT_DSO  ? dsos :
				   key == SORT_SYM  ? syms :
						      NULL;

	return l && l->nr == 1 ? l->items[0] : NULL;
}

unsigned int sort_config__single_keys(const struct sort_config *cfg,
				      const struct str_list *comms, const struct str_list *dsos,
				      const struct str_list *syms)
{
	unsigned int mask = 0;
	int nr_keys = 0, nr_single = 0;

	for (int k = 0; k < cfg->nr_keys; k++) {
		nr_keys++;
		if (elided_value(cfg->keys[k], comms, dsos, syms)) {
			mask |= 1u << cfg->keys[k];
			nr_single++;
		}
	}
	return nr_single == nr_keys ? 0 : mask;
}

void sort_config__elide_single(struct sort_config *cfg, const struct str_list *comms,
			       const struct str_list *dsos, const struct str_list *syms, FILE *out)
{
	static const char *const names[SORT_NR_KEYS] = {
		[SORT_COMM] = "comm",
		[SORT_DSO] = "dso",
		[SORT_SYM] = "symbol",
	};
	int nr_keys = 0, nr_elided = 0, n = 0;

	if (cfg->field_sep)
		return;
	for (int c = 0; c < cfg->nr_cols; c++) {
		const struct sort_column *col = &cfg->cols[c];
		const char *v;

		if (col->kind != COL_KEY)
			continue;
		nr_keys++;
		v = elided_value(col->key, comms, dsos, syms);
		if (!v)
			continue;
		nr_elided++;
		if (out)
			fprintf(out, "# %s: %s\n", names[col->key], v);
	}
	if (!nr_elided || nr_elided == nr_keys)
		return;
	for (int c = 0; c < cfg->nr_cols; c++) {
		const struct sort_column *col = &cfg->cols[c];

		if (col->kind == COL_KEY && elided_value(col->key, comms, dsos, syms)) {
			cfg->elided_mask |= 1u << col->key;
			continue;
		}
		cfg->cols[n++] = *col;
	}
	cfg->nr_cols = n;
}

int sort_config__setup(struct sort_config *cfg, const char *sort_order, const char *fields,
		       bool children, bool show_nr_samples, bool show_period)
{
	bool explicit_sort = sort_order != NULL;
	int err;

	memset(cfg, 0, sizeof(*cfg));
	cfg->children = children;
	if (fields) {
		bool have_keys = false;

		err = for_each_word(fields, field_word, cfg, &have_keys);
		if (err)
			return err;
		/* -F without --sort: its keys are also the sort keys. */
		if (!explicit_sort)
			for (int i = 0; i < cfg->nr_cols; i++)
				if (cfg->cols[i].kind == COL_KEY)
					add_key(cfg, cfg->cols[i].key);
		if (!have_keys && !explicit_sort)
			sort_order = "comm,dso,sym";
	}
	if (sort_order || !fields) {
		if (!sort_order)
			sort_order = "comm,dso,sym";
		err = for_each_word(sort_order, sort_word, cfg, NULL);
		if (err)
			return err;
		if (!cfg->nr_keys) {
			pr_err("perf report: empty --sort list\n");
			return -EINVAL;
		}
		/* Linux perf's second tree: a comm key of its sort list (not one of -F's alone) */
		cfg->second_tree = sort_config__has(cfg, SORT_COMM);
		cfg->sort_by_sym_first = explicit_sort && !fields && cfg->keys[0] == SORT_SYM;
	}
	/* -F and --sort: -F's keys group and sort after --sort's, as Linux perf appends them */
	cfg->nr_sort_keys = cfg->nr_keys;
	if (fields && explicit_sort)
		for (int i = 0; i < cfg->nr_cols; i++)
			if (cfg->cols[i].kind == COL_KEY && add_key(cfg, cfg->cols[i].key))
				return -EINVAL;
	/* -F without --sort: rows sort by its columns, in its order, as Linux perf's */
	cfg->sort_by_cols = fields && !explicit_sort;
	cfg->fields = fields != NULL;
	if (!fields) {
		if (children)
			add_col(cfg, COL_CHILDREN, 0);
		add_col(cfg, COL_OVERHEAD, 0);
		if (show_nr_samples)
			add_col(cfg, COL_SAMPLES, 0);
		if (show_period)
			add_col(cfg, COL_PERIOD, 0);
	}
	/* Sort keys not in -F's list still show (Linux perf appends them). */
	for (int i = 0; i < cfg->nr_keys; i++)
		add_col(cfg, COL_KEY, cfg->keys[i]);
	for (int i = 0; i < cfg->nr_cols; i++)
		if (cfg->cols[i].kind == COL_CHILDREN)
			cfg->children_col = children;
	if (sort_config__has(cfg, SORT_PARENT))
		return sort_config__set_parent(cfg, "^sys_|^do_page_fault");
	return 0;
}

int sort_config__add_ext(struct sort_config *cfg, const struct sort_key_ext *ext)
{
	if (cfg->ext || add_key(cfg, SORT_EXT) || add_col(cfg, COL_KEY, SORT_EXT))
		return -EINVAL;
	cfg->ext = ext;
	return 0;
}

static inline u64 mix(u64 h, u64 v)
{
	h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
	return h;
}

#define KEY(k) (1u << (k))

/* By key mask, not key order: the hash only has to agree with sort__equal. */
/* Linux perf's default keys, the most common by far: tested once instead of key by key */
#define DEFAULT_KEYS (KEY(SORT_COMM) | KEY(SORT_DSO) | KEY(SORT_SYM))

/*
 * The dso key is the object's name, as in Linux perf: two objects of one name (the same
 * program at two paths, or rebuilt) are one row; the full path with -v.
 */
static inline u64 dso_key_hash(const struct dso *dso)
{
	return dso ? verbose > 0 ? dso->long_name_hash : dso->short_name_hash : 0;
}

static inline bool dso_key_equal(const struct dso *a, const struct dso *b)
{
	if (a == b)
		return true;
	if (!a || !b)
		return false;
	if (verbose > 0)
		return a->long_name_len == b->long_name_len && !strcmp(a->long_name, b->long_name);
	return a->short_name_len == b->short_name_len && !strcmp(a->short_name, b->short_name);
}

u64 sort__hash(const struct sort_config *cfg, const struct hist_entry *he)
{
	unsigned int m = cfg->key_mask;
	u64 h = 0;

	if (m == DEFAULT_KEYS) { /* (the general way below would agree with the same equal) */
		/* a symbol is of one object: its dso key needs no hashing */
		h = mix(h, (u64)(uintptr_t)he->comm);
		h = mix(h, he->sym ? (u64)(uintptr_t)he->sym : he->ip ^ dso_key_hash(he->dso));
		goto out;
	}
	if (m & KEY(SORT_COMM))
		h = mix(h, (u64)(uintptr_t)he->comm);
	/* by tid, as sort__equal compares them */
	if (m & (KEY(SORT_PID) | KEY(SORT_TID)))
		h = mix(h, he->thread ? (u64)(u32)he->thread->tid : ~0ULL);
	if (m & KEY(SORT_DSO))
		h = mix(h, dso_key_hash(he->dso));
	if (m & KEY(SORT_SYM))
		h = mix(h, he->sym ? (u64)(uintptr_t)he->sym : he->ip);
	if (m & KEY(SORT_CPU))
		h = mix(h, (u64)(u32)he->cpu);
	if (m & KEY(SORT_SRCLINE))
		h = mix(h, (u64)(uintptr_t)he->srcline);
	if (m & KEY(SORT_PARENT))
		h = mix(h, (u64)(uintptr_t)he->parent);
	if (m & KEY(SORT_TRACE))
		h = mix(h, (u64)(uintptr_t)he->trace);
	if (m & KEY(SORT_EXT))
		h = mix(h, he->ext);
out:
	/* the table index takes the low bits: fold the well-mixed high half into them */
	h *= 0xff51afd7ed558ccdULL;
	return h ^ (h >> 32);
}

bool sort__equal(const struct sort_config *cfg, const struct hist_entry *a,
		 const struct hist_entry *b)
{
	unsigned int m = cfg->key_mask;

	if (m == DEFAULT_KEYS)
		return a->comm == b->comm && a->sym == b->sym &&
		       (a->sym || (a->ip == b->ip && dso_key_equal(a->dso, b->dso)));
	if ((m & KEY(SORT_COMM)) && a->comm != b->comm)
		return false;
	if ((m & KEY(SORT_DSO)) && !dso_key_equal(a->dso, b->dso))
		return false;
	if ((m & KEY(SORT_SYM)) && (a->sym != b->sym || (!a->sym && a->ip != b->ip)))
		return false;
	/* by tid: a task that exec'd or was reused keeps one row, as in Linux perf */
	if ((m & (KEY(SORT_PID) | KEY(SORT_TID))) && a->thread != b->thread &&
	    (!a->thread || !b->thread || a->thread->tid != b->thread->tid))
		return false;
	if ((m & KEY(SORT_CPU)) && a->cpu != b->cpu)
		return false;
	if ((m & KEY(SORT_SRCLINE)) && a->srcline != b->srcline)
		return false;
	if ((m & KEY(SORT_PARENT)) && a->parent != b->parent)
		return false;
	if ((m & KEY(SORT_TRACE)) && a->trace != b->trace)
		return false;
	if ((m & KEY(SORT_EXT)) && a->ext != b->ext)
		return false;
	return true;
}

static int strcmp_null(const char *a, const char *b)
{
	if (!a || !b)
		return (a != NULL) - (b != NULL);
	return strcmp(a, b);
}

/* -v: objects by their full names, as Linux perf (which sorts by the name it shows) */
static const char *dso_name(const struct hist_entry *he)
{
	if (!he->dso)
		return "[unknown]";
	return verbose > 0 ? he->dso->long_name : he->dso->short_name;
}

/* -v: the Symbol column starts with the address and where the symbols came from */
#define SYM_VERBOSE_ADDR_WIDTH 18

static char dso_origin_letter(const struct dso *dso)
{
	if (!dso)
		return '!';
	switch (dso->origin) {
	case DSO_ORIGIN_FILE:
		return 'd';
	case DSO_ORIGIN_DEBUGINFO:
		return 'b';
	case DSO_ORIGIN_DEBUGINFO_PATH:
		return 'f';
	case DSO_ORIGIN_DEBUGINFO_PATH_PLAIN:
		return 'u';
	case DSO_ORIGIN_BUILDID_CACHE:
		return 'B';
	case DSO_ORIGIN_BUILDID_CACHE_DEBUG:
		return 'D';
	case DSO_ORIGIN_KALLSYMS:
		return 'k';
	case DSO_ORIGIN_VMLINUX:
		return 'v';
	case DSO_ORIGIN_PERF_MAP:
		return 'j';
	default:
		return '!';
	}
}

static int cmp_u64(u64 a, u64 b)
{
	return a < b ? -1 : a > b;
}

/* (not a - b: tids and cpus come from the file, any int, and the difference overflows) */
static int cmp_int(int a, int b)
{
	return a < b ? -1 : a > b;
}

int sort__key_cmp(const struct sort_config *cfg, enum sort_key key, const struct hist_entry *a,
		  const struct hist_entry *b)
{
	int r = 0;

	{
		switch (key) {
		case SORT_COMM:
			r = a->comm == b->comm ? 0 : strcmp_null(a->comm, b->comm);
			break;
		case SORT_PID:
		case SORT_TID:
			r = cmp_int(a->thread ? a->thread->tid : -1,
				    b->thread ? b->thread->tid : -1);
			break;
		case SORT_DSO:
			/* no DSO at all ([unknown]) after every named one, as Linux perf */
			if (a->dso == b->dso)
				r = 0;
			else if (!a->dso || !b->dso)
				r = a->dso ? -1 : 1;
			else
				r = strcmp(dso_name(a), dso_name(b));
			break;
		case SORT_SYM:
			/* equal rows: by symbol name, unresolved ones by address */
			if (a->sym && b->sym && a->sym != b->sym)
				r = strcmp(a->sym->name, b->sym->name);
			else if (!a->sym && !b->sym) /* by the sign of the difference: kernel first */
				r = (s64)(a->ip - b->ip) < 0 ? -1 : a->ip != b->ip;
			else if (!a->sym != !b->sym)
				r = a->sym ? -1 : 1; /* symbols before addresses, as Linux perf */
			break;
		case SORT_CPU:
			r = cmp_int(a->cpu, b->cpu);
			break;
		case SORT_SRCLINE:
			r = a->srcline == b->srcline ? 0 : strcmp_null(a->srcline, b->srcline);
			break;
		case SORT_PARENT:
			/* [other] (no parent) after the parents, as Linux perf */
			r = a->parent == b->parent ? 0 : -strcmp_null(a->parent, b->parent);
			if (a->parent && b->parent)
				r = -r;
			break;
		case SORT_TRACE:
			r = a->trace == b->trace ? 0 : strcmp_null(a->trace, b->trace);
			break;
		case SORT_EXT:
			r = cmp_u64(a->ext, b->ext);
			break;
		default:
			break;
		}
	}
	return r;
}

bool sort_config__linux_order(const struct sort_config *cfg)
{
	bool sym = false;

	for (int i = 0; i < cfg->nr_keys; i++) {
		switch (cfg->keys[i]) {
		case SORT_SYM:
			sym = true;
			break;
		case SORT_PID:
		case SORT_COMM:
		case SORT_DSO:
		case SORT_PARENT:
		case SORT_CPU:
		case SORT_SRCLINE:
		case SORT_TRACE:
			break;
		default:
			/* (tid, ext: not replayed) */
			return false;
		}
	}
	return sym;
}

bool sort_config__linux_find(const struct sort_config *cfg)
{
	return cfg->linux_order && !sort_config__has(cfg, SORT_DSO);
}

static int sign_s64(s64 v)
{
	return v < 0 ? -1 : v > 0;
}

int sort__linux_find_cmp(const struct sort_config *cfg, const struct hist_entry *in,
			 const struct hist_entry *new)
{
	for (int i = 0; i < cfg->nr_keys; i++) {
		int r;

		switch (cfg->keys[i]) {
		case SORT_SYM:
			/*
			 * two addresses compare alone; else the objects first (unless the object
			 * is a key of its own, as in Linux perf 6.1.192), then the symbols
			 */
			if (!in->sym && !new->sym) {
				r = sign_s64((s64)(new->ip - in->ip));
				break;
			}
			if (!sort_config__has(cfg, SORT_DSO)) {
				r = sort__key_cmp(cfg, SORT_DSO, new, in);
				if (r)
					break;
			}
			if (!in->sym || !new->sym)
				r = in->sym ? 1 : -1;
			else if (in->sym == new->sym)
				r = 0;
			else if (in->sym->start != new->sym->start)
				r = sign_s64((s64)(new->sym->start - in->sym->start));
			else
				r = sign_s64((s64)(symbol__end(new->sym) - symbol__end(in->sym)));
			break;
		default:
			r = sort__key_cmp(cfg, cfg->keys[i], new, in);
			break;
		}
		if (r)
			return r;
	}
	return 0;
}

int sort__output_cmp(const struct sort_config *cfg, const struct hist_entry *a,
		     const struct hist_entry *b)
{
	int r = 0;

	for (int i = 0; i < cfg->nr_keys && !r; i++)
		if (sort_config__output_key(cfg, cfg->keys[i]))
			r = sort__key_cmp(cfg, cfg->keys[i], a, b);
	if (!r)
		r = cmp_u64(a->seq, b->seq);
	return r;
}

static const char *entry_comm_of_thread(const struct hist_entry *he)
{
	if (he->thread && he->thread->comm)
		return he->thread->comm;
	return he->comm ? he->comm : "";
}

unsigned int sort_key__entry_width(enum sort_key key, const struct hist_entry *he)
{
	switch (key) {
	case SORT_COMM:
		return strlen(entry_comm_of_thread(he));
	case SORT_PID:
	case SORT_TID:
		return strlen(entry_comm_of_thread(he)) + 8;
	case SORT_DSO:
		if (!he->dso)
			return 0;
		return verbose > 0 ? he->dso->long_name_len : he->dso->short_name_len;
	case SORT_SYM:
		/* (Linux perf's width counts the -v prefix of symbols only) */
		return he->sym ? strlen(he->sym->name) + 4 + (he->sym->inlined ? 10 : 0) +
					 (verbose > 0 ? SYM_VERBOSE_ADDR_WIDTH + 3 : 0) :
				 ADDR_DIGITS + 6;
	case SORT_CPU:
		return 0;
	case SORT_SRCLINE:
		return he->srcline ? strlen(he->srcline) : 4;
	case SORT_PARENT:
		return he->parent ? strlen(he->parent) : 7;
	case SORT_TRACE:
		return he->trace ? strlen(he->trace) : 3; /* "N/A" */
	case SORT_EXT:
		return snprintf(NULL, 0, "%llu", (unsigned long long)he->ext);
	default:
		return 0;
	}
}

static int sort_key__snprintf_sym(const struct hist_entry *he, char *buf, size_t size)
{
	if (he->sym) {
		size_t n = strlen(he->sym->name);

		if (he->sym->inlined || n + 5 > size)
			return snprintf(buf, size, "[%c] %s%s", he->level, he->sym->name,
					he->sym->inlined ? " (inlined)" : "");
		buf[0] = '[';
		buf[1] = he->level;
		buf[2] = ']';
		buf[3] = ' ';
		memcpy(buf + 4, he->sym->name, n + 1);
		return (int)n + 4;
	}
	return snprintf(buf, size, "[%c] %-#.*llx", he->level, ADDR_DIGITS,
			(unsigned long long)he->ip);
}

int sort_key__snprintf(enum sort_key key, const struct hist_entry *he, char *buf, size_t size,
		       unsigned int width)
{
	int w = (int)width;

	switch (key) {
	case SORT_COMM:
		return pad_str(buf, size, w, he->comm ? he->comm : "");
	case SORT_PID:
	case SORT_TID: {
		int cw = (w > 8 ? w : 8) - 8;

		return snprintf(buf, size, "%7d:%-*.*s", he->thread ? he->thread->tid : -1, cw, cw,
				entry_comm_of_thread(he));
	}
	case SORT_DSO:
		return pad_str(buf, size, w, dso_name(he));
	case SORT_SYM:
		if (verbose > 0) {
			int n = snprintf(buf, size, "%-#*llx %c ", SYM_VERBOSE_ADDR_WIDTH,
					 (unsigned long long)he->ip, dso_origin_letter(he->dso));

			if (n < 0 || (size_t)n >= size)
				return n;
			return n + sort_key__snprintf_sym(he, buf + n, size - n);
		}
		return sort_key__snprintf_sym(he, buf, size);
	case SORT_CPU:
		return snprintf(buf, size, "%*.*d", w, w, he->cpu);
	case SORT_SRCLINE:
		return snprintf(buf, size, "%-.*s", w, he->srcline ? he->srcline : "??:0");
	case SORT_PARENT:
		return snprintf(buf, size, "%-*.*s", w, w, he->parent ? he->parent : "[other]");
	case SORT_TRACE:
		/* an event that is not a tracepoint has no trace output: N/A, as Linux perf */
		return snprintf(buf, size, "%-.*s", w, he->trace ? he->trace : "N/A");
	case SORT_EXT:
		return snprintf(buf, size, "%*llu", w, (unsigned long long)he->ext);
	default:
		return 0;
	}
}

int sort_config__set_parent(struct sort_config *cfg, const char *regex)
{
	if (cfg->parent_regex_set)
		regfree(&cfg->parent_regex);
	cfg->parent_regex_set = false;
	if (regcomp(&cfg->parent_regex, regex, REG_EXTENDED | REG_NOSUB)) {
		pr_err("perf report: invalid --parent regex: %s\n", regex);
		return -EINVAL;
	}
	cfg->parent_regex_set = true;
	return 0;
}

int sort_config__add_parent(struct sort_config *cfg, const char *regex)
{
	if (add_key(cfg, SORT_PARENT) || add_col(cfg, COL_KEY, SORT_PARENT)) {
		pr_err("perf report: --parent: too many sort keys\n");
		return -EINVAL;
	}
	return sort_config__set_parent(cfg, regex);
}

bool sort_config__is_parent(const struct sort_config *cfg, const char *name)
{
	return cfg->parent_regex_set && !regexec(&cfg->parent_regex, name, 0, NULL, 0);
}

void sort_config__exit(struct sort_config *cfg)
{
	if (cfg->parent_regex_set)
		regfree(&cfg->parent_regex);
	cfg->parent_regex_set = false;
}
