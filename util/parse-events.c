// SPDX-License-Identifier: GPL-2.0
/*
 * The -e grammar. A hand-written parser: the string is split into comma separated items,
 * an item being an event or a {group} of events, each optionally followed by :modifiers.
 * Every event is built first into a private array; only a fully valid string reaches the
 * evlist, so a caller never sees half of a rejected list.
 *
 *   events := item (',' item)*
 *   item   := '{' event (',' event)* '}' [':' mods] | event
 *   event  := name [':' mods]                      hardware, software, cache (table below)
 *           | 'r' HEX [':' mods]                    raw
 *           | sys ':' name [':' mods]               tracepoint, fnmatch globs allowed
 *           | 'mem:' where ['/' len] [':' rwx] [':' mods]    breakpoint
 *           | ('r'|'w'|'rw'|'x') ':' where ['/' len] [':' mods]  breakpoint short form
 *   where  := ADDRESS | SYMBOL
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <linux/hw_breakpoint.h>
#include <linux/perf_event.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/ptrace.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "debug.h"
#include "elf-sym.h"
#include "evlist.h"
#include "evsel.h"
#include "kallsyms.h"
#include "parse-events.h"
#include "pmu.h"
#include "parse-options.h"
#include "tracefs.h"
#include "util.h"

/* The generic hardware and software events, with their aliases. */
const struct event_symbol event_symbols_hw[] = {
	{ PERF_COUNT_HW_CPU_CYCLES, "cpu-cycles", "cycles" },
	{ PERF_COUNT_HW_INSTRUCTIONS, "instructions", NULL },
	{ PERF_COUNT_HW_CACHE_REFERENCES, "cache-references", NULL },
	{ PERF_COUNT_HW_CACHE_MISSES, "cache-misses", NULL },
	{ PERF_COUNT_HW_BRANCH_INSTRUCTIONS, "branch-instructions", "branches" },
	{ PERF_COUNT_HW_BRANCH_MISSES, "branch-misses", NULL },
	{ PERF_COUNT_HW_BUS_CYCLES, "bus-cycles", NULL },
	{ PERF_COUNT_HW_STALLED_CYCLES_FRONTEND, "stalled-cycles-frontend",
	  "idle-cycles-frontend" },
	{ PERF_COUNT_HW_STALLED_CYCLES_BACKEND, "stalled-cycles-backend", "idle-cycles-backend" },
	{ PERF_COUNT_HW_REF_CPU_CYCLES, "ref-cycles", NULL },
	{ 0, NULL, NULL },
};

const struct event_symbol event_symbols_sw[] = {
	{ PERF_COUNT_SW_CPU_CLOCK, "cpu-clock", NULL },
	{ PERF_COUNT_SW_TASK_CLOCK, "task-clock", NULL },
	{ PERF_COUNT_SW_PAGE_FAULTS, "page-faults", "faults" },
	{ PERF_COUNT_SW_CONTEXT_SWITCHES, "context-switches", "cs" },
	{ PERF_COUNT_SW_CPU_MIGRATIONS, "cpu-migrations", "migrations" },
	{ PERF_COUNT_SW_PAGE_FAULTS_MIN, "minor-faults", NULL },
	{ PERF_COUNT_SW_PAGE_FAULTS_MAJ, "major-faults", NULL },
	{ PERF_COUNT_SW_ALIGNMENT_FAULTS, "alignment-faults", NULL },
	{ PERF_COUNT_SW_EMULATION_FAULTS, "emulation-faults", NULL },
	{ PERF_COUNT_SW_DUMMY, "dummy", NULL },
	{ PERF_COUNT_SW_BPF_OUTPUT, "bpf-output", NULL },
	{ PERF_COUNT_SW_CGROUP_SWITCHES, "cgroup-switches", NULL },
	{ 0, NULL, NULL },
};

/*
 * Generic cache events: <cache>-<op>[-misses]. Only the (cache, op) pairs that make sense
 * (the ones Linux perf accepts) are valid: an instruction cache is not written to.
 */
static const char *const hw_cache_names[PERF_COUNT_HW_CACHE_MAX] = {
	[PERF_COUNT_HW_CACHE_L1D] = "L1-dcache", [PERF_COUNT_HW_CACHE_L1I] = "L1-icache",
	[PERF_COUNT_HW_CACHE_LL] = "LLC",	 [PERF_COUNT_HW_CACHE_DTLB] = "dTLB",
	[PERF_COUNT_HW_CACHE_ITLB] = "iTLB",	 [PERF_COUNT_HW_CACHE_BPU] = "branch",
	[PERF_COUNT_HW_CACHE_NODE] = "node",
};
/* op names: the access count ("loads") and the miss count ("load-misses") */
static const char *const cache_op_refs[PERF_COUNT_HW_CACHE_OP_MAX] = { "loads", "stores",
								       "prefetches" };
static const char *const cache_op_miss[PERF_COUNT_HW_CACHE_OP_MAX] = { "load-misses",
								       "store-misses",
								       "prefetch-misses" };

bool hw_cache__valid(int cache, int op)
{
	switch (cache) {
	case PERF_COUNT_HW_CACHE_L1I:
		return op != PERF_COUNT_HW_CACHE_OP_WRITE;
	case PERF_COUNT_HW_CACHE_ITLB:
	case PERF_COUNT_HW_CACHE_BPU:
		return op == PERF_COUNT_HW_CACHE_OP_READ;
	default:
		return true;
	}
}

int hw_cache__name(int cache, int op, int result, char *buf, size_t len)
{
	return snprintf(buf, len, "%s-%s", hw_cache_names[cache],
			result == PERF_COUNT_HW_CACHE_RESULT_MISS ? cache_op_miss[op] :
								    cache_op_refs[op]);
}

/* ---- state of one parse_events() call ---- */

struct pe_state {
	const char *str;
	struct parse_events_error *err;
	struct evsel **evs; /* built so far, not yet in the evlist */
	bool *exclude_GH; /* per event: a G or H modifier was given (group modifiers honour it) */
	size_t nr, alloc, gh_alloc;
	int nr_groups;
};

static int pe_error(struct pe_state *st, int idx, char *help, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

/* Records the first error only: later ones are consequences. Returns -EINVAL. */
static int pe_error(struct pe_state *st, int idx, char *help, const char *fmt, ...)
{
	va_list ap;

	if (st->err && !st->err->str) {
		st->err->idx = idx;
		va_start(ap, fmt);
		if (vasprintf(&st->err->str, fmt, ap) < 0)
			st->err->str = NULL;
		va_end(ap);
		st->err->help = help;
		help = NULL;
	}
	free(help);
	return -EINVAL;
}

static void pe_add(struct pe_state *st, struct evsel *evsel, bool exclude_GH)
{
	st->evs = grow_array(st->evs, &st->alloc, st->nr + 1, sizeof(*st->evs));
	st->exclude_GH = grow_array(st->exclude_GH, &st->gh_alloc, st->nr + 1, sizeof(bool));
	st->evs[st->nr] = evsel;
	st->exclude_GH[st->nr] = exclude_GH;
	st->nr++;
}

static void attr_init(struct perf_event_attr *attr, u32 type, u64 config)
{
	memset(attr, 0, sizeof(*attr));
	attr->type = type;
	attr->size = sizeof(*attr);
	attr->config = config;
	/* as Linux perf: count the host only, unless a modifier says otherwise */
	attr->exclude_guest = 1;
}

/* ---- modifiers ---- */

struct pe_mods {
	int eu, ek, eh, eH, eG, eI;
	int precise;
	bool precise_max, sample_read, pinned, exclusive, weak;
	bool exclude_GH;
};

static const char modifier_letters[] = "ukhGHIpPSDeW";

/*
 * Parses the modifier letters mods[0..len) (at offset idx in the string). With start the
 * letters add to that event's current settings (a group's modifiers on a member);
 * without, they start from nothing, as Linux perf does for an event's own modifiers.
 */
static int parse_mods(struct pe_state *st, const char *mods, size_t len, int idx,
		      const struct evsel *start, bool start_GH, struct pe_mods *m)
{
	int exclude;

	memset(m, 0, sizeof(*m));
	if (start) {
		m->eu = start->attr.exclude_user;
		m->ek = start->attr.exclude_kernel;
		m->eh = start->attr.exclude_hv;
		m->eH = start->attr.exclude_host;
		m->eG = start->attr.exclude_guest;
		m->eI = start->attr.exclude_idle;
		m->precise = start->attr.precise_ip;
		m->pinned = start->attr.pinned;
		m->exclusive = start->attr.exclusive;
		m->exclude_GH = start_GH;
	}
	exclude = m->eu | m->ek | m->eh;
	if (len == 0)
		return pe_error(st, idx, NULL, "missing modifier after ':'");
	for (size_t i = 0; i < len; i++) {
		char c = mods[i];

		if (!c || !strchr(modifier_letters, c))
			return pe_error(
				st, idx + (int)i,
				xstrdup("Hint:\tmodifiers are u k h (user, kernel, hypervisor), "
					"G H (guest, host), I (no idle), p pp ppp (precise), "
					"P, S, D, e, W"),
				"unknown modifier '%c'", c);
		if (c != 'p' && memchr(mods, c, i))
			return pe_error(st, idx + (int)i, NULL, "modifier '%c' given twice", c);
		switch (c) {
		case 'u':
		case 'k':
		case 'h':
			/* the first of u/k/h excludes all three, then each one given is let in */
			if (!exclude)
				exclude = m->eu = m->ek = m->eh = 1;
			/* as Linux perf: u (not k, not h) counts the host only */
			if (c == 'u' && !m->exclude_GH)
				m->eG = 1;
			if (c == 'u')
				m->eu = 0;
			else if (c == 'k')
				m->ek = 0;
			else
				m->eh = 0;
			break;
		case 'G':
		case 'H':
			if (!m->exclude_GH) {
				m->exclude_GH = true;
				m->eG = m->eH = 1;
			}
			if (c == 'G')
				m->eG = 0;
			else
				m->eH = 0;
			break;
		case 'I':
			m->eI = 1;
			break;
		case 'p':
			/* as Linux perf: a precise event counts the host only */
			if (!m->exclude_GH)
				m->eG = 1;
			if (++m->precise > 3)
				return pe_error(st, idx + (int)i, NULL,
						"too many 'p': the precise level is 0 to 3");
			break;
		case 'P':
			m->precise_max = true;
			break;
		case 'S':
			m->sample_read = true;
			break;
		case 'D':
			m->pinned = true;
			break;
		case 'e':
			m->exclusive = true;
			break;
		case 'W':
			m->weak = true;
			break;
		}
	}
	return 0;
}

static void apply_mods(struct evsel *evsel, const struct pe_mods *m)
{
	evsel->attr.exclude_user = m->eu;
	evsel->attr.exclude_kernel = m->ek;
	evsel->attr.exclude_hv = m->eh;
	evsel->attr.exclude_host = m->eH;
	evsel->attr.exclude_guest = m->eG;
	evsel->attr.exclude_idle = m->eI;
	evsel->attr.precise_ip = m->precise;
	evsel->attr.pinned = m->pinned;
	evsel->attr.exclusive = m->exclusive;
	evsel->precise_max = m->precise_max;
	evsel->sample_read = m->sample_read;
	/* W (weak group) needs the command */
}

/* Parses and applies ":mods" if s (at idx) has them; *p points after the event's body. */
static int event_mods(struct pe_state *st, const char *mods, int idx, struct pe_mods *m, bool *have)
{
	*have = false;
	memset(m, 0, sizeof(*m));
	if (!mods)
		return 0;
	*have = true;
	return parse_mods(st, mods, strlen(mods), idx, NULL, false, m);
}

/* ---- the event kinds ---- */

static const struct event_symbol *find_symbol(const struct event_symbol *tab, const char *name)
{
	for (; tab->symbol; tab++)
		if (!strcmp(tab->symbol, name) || (tab->alias && !strcmp(tab->alias, name)))
			return tab;
	return NULL;
}

static bool find_cache_event(const char *name, u64 *config)
{
	char buf[64];

	for (int c = 0; c < PERF_COUNT_HW_CACHE_MAX; c++)
		for (int op = 0; op < PERF_COUNT_HW_CACHE_OP_MAX; op++)
			for (int r = 0; r < PERF_COUNT_HW_CACHE_RESULT_MAX; r++) {
				if (!hw_cache__valid(c, op))
					continue;
				hw_cache__name(c, op, r, buf, sizeof(buf));
				if (!strcmp(buf, name)) {
					*config = c | (op << 8) | (r << 16);
					return true;
				}
			}
	return false;
}

/* An event named by the table or a raw rNNN, shown by its text as typed. */
static int add_numeric(struct pe_state *st, u32 type, u64 config, const char *text,
		       const char *mods, int mods_idx)
{
	struct perf_event_attr attr;
	struct pe_mods m;
	struct evsel *evsel;
	bool have;

	if (event_mods(st, mods, mods_idx, &m, &have))
		return -EINVAL;
	attr_init(&attr, type, config);
	evsel = evsel__new(&attr, text);
	if (!evsel)
		return -ENOMEM;
	if (have)
		apply_mods(evsel, &m);
	pe_add(st, evsel, m.exclude_GH);
	return 0;
}

struct tp_add_ctx {
	struct pe_state *st;
	const struct pe_mods *mods;
	bool have_mods;
	int idx;
	int err;
};

static int add_tracepoint(const char *sys, const char *name, void *data)
{
	struct tp_add_ctx *c = data;
	struct perf_event_attr attr;
	struct evsel *evsel;
	char *full;
	int id = tracefs__event_id(sys, name);

	if (id < 0) {
		c->err = pe_error(c->st, c->idx, NULL, "cannot read the id of tracepoint %s:%s: %s",
				  sys, name, strerror(-id));
		return 1;
	}
	attr_init(&attr, PERF_TYPE_TRACEPOINT, (u64)id);
	/* each hit is a sample, as Linux perf sets tracepoints up */
	attr.sample_period = 1;
	full = xasprintf("%s:%s", sys, name);
	evsel = evsel__new(&attr, full);
	free(full);
	if (!evsel)
		return -ENOMEM;
	evsel->tp_sys = xstrdup(sys);
	evsel->tp_name = xstrdup(name);
	if (c->have_mods)
		apply_mods(evsel, c->mods);
	pe_add(c->st, evsel, c->mods->exclude_GH);
	return 0;
}

static bool is_glob(const char *s)
{
	return strpbrk(s, "*?[") != NULL;
}

static bool valid_tp_part(const char *s)
{
	if (!*s)
		return false;
	for (; *s; s++)
		if (!isalnum((unsigned char)*s) && !strchr("_-.*?[]!", *s))
			return false;
	return true;
}

static int parse_tracepoint(struct pe_state *st, int base, const char *sys, const char *name,
			    const char *mods, int name_idx, int mods_idx)
{
	struct tp_add_ctx c = { .st = st, .idx = base };
	struct pe_mods m;
	size_t before = st->nr;
	int ret;

	if (!*sys)
		return pe_error(st, base, NULL, "missing tracepoint system before ':'");
	if (!valid_tp_part(sys))
		return pe_error(st, base, NULL, "unknown event '%s'", sys);
	if (!*name)
		return pe_error(st, name_idx, NULL, "missing tracepoint name after ':'");
	if (!valid_tp_part(name))
		return pe_error(st, name_idx, NULL, "bad tracepoint name '%s'", name);
	if (event_mods(st, mods, mods_idx, &m, &c.have_mods))
		return -EINVAL;
	c.mods = &m;
	if (!tracefs__mountpoint()) {
		char why[8400];
		bool denied = errno == EACCES;

		tracefs__strerror(why, sizeof(why));
		return pe_error(st, base,
				denied ? NULL :
					 xasprintf("Hint:\tmount it: mount -t tracefs nodev "
						   "/sys/kernel/tracing"),
				"tracepoints need tracefs, which is %s", why);
	}
	if (!is_glob(sys) && !is_glob(name)) {
		if (tracefs__event_id(sys, name) < 0) {
			char *rel = xasprintf("events/%s/%s", sys, name);
			char *path = tracefs__path(rel);
			char *help = xasprintf("Hint:\t%s not found; 'perf list tracepoint' lists "
					       "the tracepoints of this kernel",
					       path ? path : rel);

			free(rel);
			free(path);
			return pe_error(st, base, help, "unknown tracepoint '%s:%s'", sys, name);
		}
		return add_tracepoint(sys, name, &c) ? c.err : 0;
	}
	ret = tracefs__for_each_event(sys, name, add_tracepoint, &c);
	if (c.err)
		return c.err;
	if (ret < 0)
		return pe_error(st, base, NULL, "cannot list tracepoints: %s", strerror(-ret));
	if (st->nr == before)
		return pe_error(st, base, NULL, "no tracepoint matches '%s:%s'", sys, name);
	return 0;
}

/* ---- breakpoints ---- */

/*
 * Looks name up in /proc/kallsyms. *has_data tells whether the file lists data symbols at
 * all (a kernel without CONFIG_KALLSYMS_ALL lists functions only). 0, -ENOENT or -errno.
 */
struct kallsyms_lookup_arg {
	const char *name;
	size_t len;
	u64 addr;
	int nr_data;
	bool found, has_data;
};

static int kallsyms_lookup_cb(void *arg, u64 addr, char type, const char *name, size_t name_len,
			      const char *mod, size_t mod_len)
{
	struct kallsyms_lookup_arg *a = arg;

	/*
	 * Without CONFIG_KALLSYMS_ALL only a few dozen section markers (__start_rodata...)
	 * are data; with it there are tens of thousands of variables.
	 */
	if (strchr("dDbB", type) && ++a->nr_data >= 200)
		a->has_data = true;
	if (!a->found && name_len == a->len && !memcmp(name, a->name, name_len)) {
		a->addr = addr;
		a->found = true;
	}
	return a->found && a->has_data;
}

static int kallsyms_lookup(const char *name, u64 *addr, bool *has_data)
{
	struct kallsyms_lookup_arg a = { .name = name, .len = strlen(name) };
	int ret = kallsyms__parse("/proc/kallsyms", kallsyms_lookup_cb, &a);

	*has_data = a.has_data;
	if (ret < 0)
		return ret;
	if (!a.found)
		return -ENOENT;
	*addr = a.addr;
	if (*addr == 0)
		return -EPERM; /* kptr_restrict hides the addresses */
	return 0;
}

static const char kallsyms_all_hint[] =
	"this kernel's /proc/kallsyms lists functions only, no data symbols (it was built "
	"without CONFIG_KALLSYMS_ALL)";

static bool valid_symbol(const char *s)
{
	if (!*s || isdigit((unsigned char)*s))
		return false;
	for (; *s; s++)
		if (!isalnum((unsigned char)*s) && !strchr("_.$@", *s))
			return false;
	return true;
}

static const char *bp_type_str(int type)
{
	switch (type) {
	case HW_BREAKPOINT_R:
		return "r";
	case HW_BREAKPOINT_W:
		return "w";
	case HW_BREAKPOINT_X:
		return "x";
	default:
		return "rw";
	}
}

/*
 * s (at offset base in the string) is the body of a breakpoint after its prefix of
 * plen characters: where[/len][:rwx][:mods] for mem:, where[/len][:mods] for a short
 * form, whose access type is short_type.
 */
static int parse_breakpoint(struct pe_state *st, int base, const char *s, size_t plen,
			    int short_type)
{
	const char *where = s + plen, *p;
	size_t wlen = strcspn(where, "/:");
	char *wstr = xstrndup(where, wlen), *name;
	const char *mods = NULL, *access = NULL;
	size_t alen = 0;
	u64 addr = 0, len = 0;
	int type = short_type, ret = -EINVAL;
	bool is_sym = false, have_mods;
	struct perf_event_attr attr;
	struct pe_mods m;
	struct evsel *evsel;
	char *symbol = NULL;

	if (!wlen) {
		pe_error(st, base + (int)plen, NULL, "expected an address or a symbol after '%.*s'",
			 (int)plen, s);
		goto out;
	}
	if (isdigit((unsigned char)wstr[0])) {
		if (str_to_u64(wstr, &addr, 0)) {
			pe_error(st, base + (int)plen, NULL, "bad breakpoint address '%s'", wstr);
			goto out;
		}
	} else if (valid_symbol(wstr)) {
		is_sym = true;
	} else {
		pe_error(st, base + (int)plen, NULL, "bad breakpoint address or symbol '%s'", wstr);
		goto out;
	}
	p = where + wlen;
	if (*p == '/') {
		size_t llen = strcspn(p + 1, ":");
		char *lstr = xstrndup(p + 1, llen);
		int lidx = base + (int)(p + 1 - s);

		if (!llen || str_to_u64(lstr, &len, 0) ||
		    (len != 1 && len != 2 && len != 4 && len != 8)) {
			pe_error(st, lidx, NULL, "breakpoint length must be 1, 2, 4 or 8%s%s%s",
				 llen ? ", not '" : "", lstr, llen ? "'" : "");
			free(lstr);
			goto out;
		}
		free(lstr);
		p += 1 + llen;
	}
	if (*p == ':') {
		const char *tok = p + 1;
		size_t tlen = strcspn(tok, ":");

		/* mem:'s first field is the access when it is made of r, w, x only */
		size_t rwx = strspn(tok, "rwx");

		if (!short_type && tlen && rwx >= tlen) {
			access = tok;
			alen = tlen;
			p = tok + tlen;
		} else if (!short_type && rwx) {
			pe_error(st, base + (int)(tok + rwx - s), NULL,
				 "'%c' is not an access (r, w, x); modifiers go after another ':'",
				 tok[rwx]);
			goto out;
		}
	}
	if (*p == ':') {
		mods = p + 1;
		if (strchr(mods, ':')) {
			pe_error(st, base + (int)(strchr(mods, ':') - s), NULL,
				 "unexpected ':' after the modifiers");
			goto out;
		}
	} else if (*p) {
		pe_error(st, base + (int)(p - s), NULL, "unexpected '%c'", *p);
		goto out;
	}
	if (access) {
		type = 0;
		for (size_t i = 0; i < alen; i++) {
			int bit = access[i] == 'r' ? HW_BREAKPOINT_R :
				  access[i] == 'w' ? HW_BREAKPOINT_W :
						     HW_BREAKPOINT_X;

			if (type & bit) {
				pe_error(st, base + (int)(access + i - s), NULL,
					 "access '%c' given twice", access[i]);
				goto out;
			}
			type |= bit;
		}
		if ((type & HW_BREAKPOINT_X) && (type & HW_BREAKPOINT_RW)) {
			pe_error(st, base + (int)(access - s), NULL,
				 "an execute (x) breakpoint cannot also be r or w");
			goto out;
		}
	}
	if (mods && !access && !short_type && *mods && !strchr(modifier_letters, *mods) &&
	    strspn(mods, "rwx") == 0) {
		pe_error(st, base + (int)(mods - s), NULL,
			 "'%c' is neither an access (r, w, x) nor a modifier", *mods);
		goto out;
	}
	if (event_mods(st, mods, mods ? base + (int)(mods - s) : 0, &m, &have_mods))
		goto out;
	if (!type)
		type = HW_BREAKPOINT_RW;
	if (!len)
		len = type == HW_BREAKPOINT_X ? sizeof(long) : HW_BREAKPOINT_LEN_4;
	if (type == HW_BREAKPOINT_X && len != sizeof(long)) {
		pe_error(st, base + (int)plen, NULL,
			 "an execute breakpoint has the length of an instruction pointer, %zu",
			 sizeof(long));
		goto out;
	}
	if (is_sym) {
		bool has_data = false, kernel_only = have_mods && m.eu && !m.ek,
		     user_only = have_mods && m.ek && !m.eu;
		int kret = user_only ? -ENOENT : kallsyms_lookup(wstr, &addr, &has_data);

		if (kret == 0) {
			is_sym = false; /* a kernel address now */
		} else if (kernel_only) {
			if (kret == -EPERM)
				pe_error(st, base + (int)plen,
					 xstrdup("Hint:\tset /proc/sys/kernel/kptr_restrict to 0"),
					 "kernel symbol '%s': /proc/kallsyms hides its address",
					 wstr);
			else
				pe_error(st, base + (int)plen,
					 has_data ? NULL :
						    xasprintf("Hint:\t%s", kallsyms_all_hint),
					 "kernel symbol '%s' not found in /proc/kallsyms", wstr);
			goto out;
		} else {
			/* a user-space symbol: resolved against the workload's binary later */
			symbol = wstr;
			addr = 0;
		}
	} else if (addr % len) {
		pe_error(st, base + (int)plen, NULL,
			 "breakpoint address %#llx is not aligned to its length %llu",
			 (unsigned long long)addr, (unsigned long long)len);
		goto out;
	}

	attr_init(&attr, PERF_TYPE_BREAKPOINT, 0);
	attr.bp_type = type;
	attr.bp_addr = addr;
	attr.bp_len = len;
	attr.sample_period = 1;

	/* shown by what it watches: mem:0x1000:w, mem:counter, memory-write:counter:u */
	{
		char where_buf[300];
		const char *w = wstr;

		if (isdigit((unsigned char)wstr[0])) {
			snprintf(where_buf, sizeof(where_buf), "%#llx", (unsigned long long)addr);
			w = where_buf;
		}
		if (short_type)
			name = xasprintf("%s:%s%s%s",
					 short_type == HW_BREAKPOINT_R ? "memory-read" :
					 short_type == HW_BREAKPOINT_W ? "memory-write" :
					 short_type == HW_BREAKPOINT_X ? "memory-exec" :
									 "memory-readwrite",
					 w, mods ? ":" : "", mods ? mods : "");
		else
			name = xasprintf("mem:%s%s%s%s%s", w, access ? ":" : "",
					 access ? bp_type_str(type) : "", mods ? ":" : "",
					 mods ? mods : "");
	}
	evsel = evsel__new(&attr, name);
	free(name);
	if (!evsel)
		return -ENOMEM;
	if (have_mods)
		apply_mods(evsel, &m);
	if (symbol) {
		evsel->bp_symbol = symbol;
		wstr = NULL;
	}
	pe_add(st, evsel, m.exclude_GH);
	ret = 0;
out:
	free(wstr);
	return ret;
}

/* The short breakpoint forms r:, w:, rw:, x: (only when no tracepoint system has the name). */
static int short_bp_type(const char *head)
{
	if (!strcmp(head, "r"))
		return HW_BREAKPOINT_R;
	if (!strcmp(head, "w"))
		return HW_BREAKPOINT_W;
	if (!strcmp(head, "rw") || !strcmp(head, "wr"))
		return HW_BREAKPOINT_RW;
	if (!strcmp(head, "x"))
		return HW_BREAKPOINT_X;
	return 0;
}

static bool all_hex(const char *s)
{
	if (!*s)
		return false;
	for (; *s; s++)
		if (!isxdigit((unsigned char)*s))
			return false;
	return true;
}

/* The terms any event takes that say what it is called and how it samples, not its config */
struct ev_terms {
	char *name; /* name=NAME (allocated) */
	u64 period, freq;
	bool has_period, has_freq; /* the last of period= and freq= counts */
};

/*
 * Takes name=, period= and freq= (as in Linux perf) out of the comma-separated terms, in
 * place, into et (zeroed by the caller, its name freed by the caller). 0, or -EINVAL with
 * err saying which value is not a number.
 */
static int take_event_terms(char *terms, struct ev_terms *et, char *err, size_t errlen)
{
	char *out = terms, *t = terms;

	while (*t) {
		size_t len = strcspn(t, ",");
		char *next = t + len + (t[len] == ',');
		size_t skip = !strncmp(t, "period=", 7) ? 7 : !strncmp(t, "freq=", 5) ? 5 : 0;

		if (len > 5 && !strncmp(t, "name=", 5)) {
			free(et->name);
			et->name = xstrndup(t + 5, len - 5);
		} else if (skip && skip <= len) {
			char num[32], *end;
			u64 v = 0;

			snprintf(num, sizeof(num), "%.*s", (int)(len - skip), t + skip);
			if (len - skip < sizeof(num) && num[0] && num[0] != '-')
				v = strtoull(num, &end, 0);
			if (len - skip >= sizeof(num) || !num[0] || num[0] == '-' || *end || !v) {
				snprintf(err, errlen, "'%.*s': the value is not a positive number",
					 (int)len, t);
				return -EINVAL;
			}
			et->has_period = skip == 7;
			et->has_freq = skip == 5;
			if (skip == 7)
				et->period = v;
			else
				et->freq = v;
		} else {
			if (out != terms)
				*out++ = ',';
			memmove(out, t, len);
			out += len;
		}
		t = next;
	}
	*out = '\0';
	return 0;
}

/* A period= or freq= term: the event's own, which record's -c and -F do not change */
static void apply_event_terms(struct evsel *evsel, const struct ev_terms *et)
{
	if (et->has_period) {
		evsel->attr.freq = 0;
		evsel->attr.sample_period = et->period;
	} else if (et->has_freq) {
		evsel->attr.freq = 1;
		evsel->attr.sample_freq = et->freq;
	}
	evsel->own_period = et->has_period || et->has_freq;
}

/*
 * NAME/TERMS/[:mods]: NAME a PMU of sysfs (util/pmu.h) with its terms, or a hardware or
 * software event (cpu-clock/period=N/) with the terms of any event; its name is the text
 * as written or name=.
 */
static int parse_term_event(struct pe_state *st, int base, const char *s, size_t plen)
{
	char *pmu = xstrndup(s, plen), err[320];
	const char *terms = s + plen + 1, *close = strchr(terms, '/'), *mods = NULL;
	const struct event_symbol *sym = NULL;
	struct ev_terms et = { 0 };
	struct perf_event_attr attr;
	struct pe_mods m;
	struct evsel *evsel;
	bool have = false;
	char *t = NULL;
	u32 type;
	int ret;

	if (!close) {
		ret = pe_error(st, base + (int)plen, NULL, "no '/' ends the terms of PMU '%s'",
			       pmu);
		goto out;
	}
	/* the modifiers follow the closing '/', with or without a ':' (msr/tsc/u) */
	if (close[1])
		mods = close[1] == ':' ? close + 2 : close + 1;
	if (pmu__type(pmu, &type)) {
		sym = find_symbol(event_symbols_hw, pmu);
		type = PERF_TYPE_HARDWARE;
		if (!sym) {
			sym = find_symbol(event_symbols_sw, pmu);
			type = PERF_TYPE_SOFTWARE;
		}
		if (!sym) {
			ret = pe_error(st, base, NULL,
				       "unknown PMU '%s' (not in /sys/bus/event_source/devices)",
				       pmu);
			goto out;
		}
	}
	if (event_mods(st, mods, mods ? base + (int)(mods - s) : 0, &m, &have)) {
		ret = -EINVAL;
		goto out;
	}
	attr_init(&attr, type, sym ? sym->config : 0);
	/*
	 * Uncore-like PMUs (msr, ...) refuse exclude bits: no host-only default here (Linux
	 * perf sets it and retries without on EINVAL; a modifier still asks for it).
	 */
	if (!sym)
		attr.exclude_guest = 0;
	t = xstrndup(terms, close - terms);
	if (take_event_terms(t, &et, err, sizeof(err))) {
		ret = pe_error(st, base + (int)plen + 1, NULL, "%s", err);
		goto out;
	}
	if (sym && *t) {
		ret = pe_error(st, base + (int)plen + 1, NULL,
			       "'%s': unknown term for event '%s' (it takes name, period, freq)", t,
			       pmu);
		goto out;
	}
	if (!sym && pmu__apply_terms(pmu, t, &attr, err, sizeof(err))) {
		ret = pe_error(st, base + (int)plen + 1, NULL, "%s", err);
		goto out;
	}
	evsel = evsel__new(&attr, et.name ? et.name : s);
	if (!evsel) {
		ret = -ENOMEM;
		goto out;
	}
	apply_event_terms(evsel, &et);
	if (have)
		apply_mods(evsel, &m);
	pe_add(st, evsel, m.exclude_GH);
	ret = 0;
out:
	free(et.name);
	free(t);
	free(pmu);
	return ret;
}

static int parse_event(struct pe_state *st, int base, const char *s)
{
	const char *colon = strchr(s, ':');
	size_t hlen = colon ? (size_t)(colon - s) : strlen(s);
	char *head = xstrndup(s, hlen);
	const char *mods = colon ? colon + 1 : NULL;
	int mods_idx = colon ? base + (int)hlen + 1 : 0;
	const struct event_symbol *sym;
	int tool;
	u64 config;
	int ret, bt;
	size_t plen = strcspn(s, "/:");

	if (s[plen] == '/' && plen > 0) {
		ret = parse_term_event(st, base, s, plen);
		goto out;
	}
	if (!strcmp(head, "mem")) {
		ret = parse_breakpoint(st, base, s, 4, 0);
		goto out;
	}
	bt = short_bp_type(head);
	if (bt && colon && !tracefs__system_exists(head)) {
		ret = parse_breakpoint(st, base, s, hlen + 1, bt);
		goto out;
	}
	if ((sym = find_symbol(event_symbols_hw, head))) {
		ret = add_numeric(st, PERF_TYPE_HARDWARE, sym->config, s, mods, mods_idx);
		goto out;
	}
	if ((sym = find_symbol(event_symbols_sw, head))) {
		ret = add_numeric(st, PERF_TYPE_SOFTWARE, sym->config, s, mods, mods_idx);
		goto out;
	}
	if ((tool = perf_tool_event__from_name(head)) != PERF_TOOL_NONE) {
		/* measured by perf stat; a dummy software event stands in for the kernel */
		ret = add_numeric(st, PERF_TYPE_SOFTWARE, PERF_COUNT_SW_DUMMY, s, mods, mods_idx);
		if (!ret)
			st->evs[st->nr - 1]->tool_event = tool;
		goto out;
	}
	if (find_cache_event(head, &config)) {
		ret = add_numeric(st, PERF_TYPE_HW_CACHE, config, s, mods, mods_idx);
		goto out;
	}
	/* rNNN, unless it is a tracepoint system that looks like one (then sys:name follows) */
	if (head[0] == 'r' && all_hex(head + 1) && (!mods || !strchr(mods, ':')) &&
	    (!mods || strspn(mods, modifier_letters) == strlen(mods) ||
	     !tracefs__system_exists(head))) {
		if (hlen > 17 || str_to_u64(head + 1, &config, 16)) {
			ret = pe_error(st, base + 1, NULL,
				       "raw event config '%s' is more than 64 bits", head + 1);
			goto out;
		}
		ret = add_numeric(st, PERF_TYPE_RAW, config, s, mods, mods_idx);
		goto out;
	}
	if (colon) {
		const char *name = colon + 1, *c2 = strchr(name, ':');
		char *n = xstrndup(name, c2 ? (size_t)(c2 - name) : strlen(name));

		ret = parse_tracepoint(st, base, head, n, c2 ? c2 + 1 : NULL, base + (int)hlen + 1,
				       c2 ? base + (int)(c2 + 1 - s) : 0);
		free(n);
		goto out;
	}
	ret = pe_error(st, base, NULL, "unknown event '%s'", s);
out:
	free(head);
	return ret;
}

/* Applies a group's :mods to its members evs[first..nr). */
static int group_mods(struct pe_state *st, size_t first, const char *mods, size_t len, int idx)
{
	struct pe_mods m;

	/* validate once, then add to each member's own settings */
	if (parse_mods(st, mods, len, idx, NULL, false, &m))
		return -EINVAL;
	for (size_t i = first; i < st->nr; i++) {
		if (parse_mods(st, mods, len, idx, st->evs[i], st->exclude_GH[i], &m))
			return -EINVAL;
		apply_mods(st->evs[i], &m);
		st->exclude_GH[i] = m.exclude_GH;
	}
	return 0;
}

/* The comma separated items of str[pos..) up to end or, in a group, its '}'. */
static int parse_items(struct pe_state *st, size_t *ppos, bool in_group)
{
	const char *str = st->str;
	size_t pos = *ppos;

	for (;;) {
		size_t start = pos;

		if (str[pos] == '{') {
			size_t first = st->nr, close;

			if (in_group)
				return pe_error(st, (int)pos, NULL, "groups cannot be nested");
			close = pos + 1 + strcspn(str + pos + 1, "}");
			if (!str[close])
				return pe_error(st, (int)pos, NULL,
						"unbalanced '{': no '}' closes it");
			if (close == pos + 1)
				return pe_error(st, (int)pos + 1, NULL, "empty group");
			pos++;
			if (parse_items(st, &pos, true))
				return -EINVAL;
			/* parse_items stopped at the group's '}' */
			pos++;
			if (str[pos] == ':') {
				size_t mlen = strcspn(str + pos + 1, ",{}");

				if (group_mods(st, first, str + pos + 1, mlen, (int)pos + 1))
					return -EINVAL;
				pos += 1 + mlen;
			}
			for (size_t i = first; i < st->nr; i++)
				st->evs[i]->leader = st->evs[first];
			st->evs[first]->nr_members = (int)(st->nr - first);
			st->nr_groups++;
		} else {
			size_t len = strcspn(str + pos, ",{}"), plen = strcspn(str + pos, "/:,{}");
			char *ev;

			/* PMU/a=1,b=2/: the commas between the slashes are the PMU's */
			if (str[pos + plen] == '/' && plen > 0) {
				const char *close = strchr(str + pos + plen + 1, '/');

				if (close)
					len = (size_t)(close - (str + pos)) + 1 +
					      strcspn(close + 1, ",{}");
			}
			int ret;

			if (len == 0) {
				if (str[pos] == '}' && !in_group)
					return pe_error(st, (int)pos, NULL,
							"unbalanced '}': no '{' opens it");
				return pe_error(st, (int)pos, NULL,
						str[pos] == '{' ? "missing ',' before '{'" :
								  "empty event: nothing %s",
						pos == 0 || str[pos - 1] == '{' ?
							"before this" :
							"between the commas");
			}
			ev = xstrndup(str + pos, len);
			ret = parse_event(st, (int)pos, ev);
			free(ev);
			if (ret)
				return ret;
			pos += len;
		}
		if (str[pos] == ',') {
			pos++;
			if (!str[pos] || str[pos] == '}')
				return pe_error(st, (int)pos, NULL, "empty event after ','");
			continue;
		}
		if (in_group && str[pos] == '}') {
			*ppos = pos;
			return 0;
		}
		if (!str[pos]) {
			*ppos = pos;
			return 0;
		}
		if (str[pos] == '}')
			return pe_error(st, (int)pos, NULL, "unbalanced '}': no '{' opens it");
		if (str[pos] == '{')
			return pe_error(st, (int)pos, NULL, "missing ',' before '{'");
		return pe_error(st, (int)pos, NULL, "unexpected '%c' after '%.*s'", str[pos],
				(int)(pos - start), str + start);
	}
}

int parse_events(struct evlist *evlist, const char *str, struct parse_events_error *err)
{
	struct pe_state st = { .str = str, .err = err };
	size_t pos = 0;
	int ret;

	if (err) {
		err->idx = -1;
		err->str = NULL;
		err->help = NULL;
	}
	if (!str || !*str)
		ret = pe_error(&st, 0, NULL, "no event given");
	else
		ret = parse_items(&st, &pos, false);
	if (ret) {
		for (size_t i = 0; i < st.nr; i++)
			evsel__delete(st.evs[i]);
	} else {
		for (size_t i = 0; i < st.nr; i++)
			evlist__add(evlist, st.evs[i]);
		evlist->nr_groups += st.nr_groups;
	}
	free(st.evs);
	free(st.exclude_GH);
	return ret;
}

void parse_events_error__print(const struct parse_events_error *err, const char *event)
{
	const char *reason = err && err->str ? err->str : "parser error";
	int idx = err && err->idx >= 0 ? err->idx : 0;
	/* keep the caret on screen: show the string from a little before a far idx */
	int skip = 0;

	if (!event)
		event = "";
	if ((size_t)idx > strlen(event))
		idx = (int)strlen(event);
	if (idx > 100)
		skip = idx - 60;
	fprintf(stderr, "event syntax error: '%s%s'\n", skip ? "..." : "", event + skip);
	fprintf(stderr, "%*s\\___ %s\n", 21 + idx - skip + (skip ? 3 : 0), "", reason);
	if (err && err->help)
		fprintf(stderr, "\n%s\n", err->help);
}

void parse_events_error__exit(struct parse_events_error *err)
{
	if (!err)
		return;
	free(err->str);
	free(err->help);
	err->str = NULL;
	err->help = NULL;
	err->idx = -1;
}

int parse_events_option(const struct option *opt, const char *str, int unset)
{
	struct evlist *evlist = opt->value;
	struct parse_events_error err;
	int ret;

	if (unset)
		return 0;
	ret = parse_events(evlist, str, &err);
	if (ret) {
		parse_events_error__print(&err, str);
		fprintf(stderr, "Run 'perf list' for a list of valid events\n");
	}
	parse_events_error__exit(&err);
	return ret ? 1 : 0; /* exit 1, as the event grammar's errors are not usage errors */
}

/* ---- user-space breakpoints ---- */

bool parse_events__has_pending_bps(struct evlist *evlist)
{
	struct evsel *evsel;

	evlist__for_each_entry(evlist, evsel)
		if (evsel->bp_symbol)
			return true;
	return false;
}

/* binary as exec would find it: a name without '/' is looked up in $PATH. */
static char *find_binary(const char *binary)
{
	const char *path = getenv("PATH");
	char *copy, *dir, *save = NULL, *found = NULL;

	if (strchr(binary, '/'))
		return xstrdup(binary);
	if (!path)
		path = "/usr/local/bin:/usr/bin:/bin";
	copy = xstrdup(path);
	for (dir = strtok_r(copy, ":", &save); dir && !found; dir = strtok_r(NULL, ":", &save)) {
		char *cand = xasprintf("%s/%s", *dir ? dir : ".", binary);

		if (!access(cand, X_OK))
			found = cand;
		else
			free(cand);
	}
	free(copy);
	return found;
}

/*
 * Where pid mapped binary's file offset 0 (the start of its first mapping), matched by
 * device and inode so that a path spelled differently still matches. 0 or -ENOENT.
 */
static int map_start(pid_t pid, const char *binary, u64 *start)
{
	char path[64], line[4096];
	struct stat st;
	FILE *f;
	int ret = -ENOENT;

	if (stat(binary, &st))
		return -errno;
	snprintf(path, sizeof(path), "/proc/%d/maps", (int)pid);
	f = fopen(path, "r");
	if (!f)
		return -errno;
	while (fgets(line, sizeof(line), f)) {
		unsigned long long lo, hi, off, ino;
		unsigned int maj, min;

		if (sscanf(line, "%llx-%llx %*s %llx %x:%x %llu", &lo, &hi, &off, &maj, &min,
			   &ino) != 6)
			continue;
		if (off == 0 && ino == (unsigned long long)st.st_ino &&
		    makedev(maj, min) == st.st_dev) {
			*start = lo;
			ret = 0;
			break;
		}
	}
	fclose(f);
	return ret;
}

int parse_events__resolve_user_bps(struct evlist *evlist, const char *binary, pid_t pid, char *msg,
				   size_t len)
{
	struct evsel *evsel;
	char *path = NULL;
	int ret = 0;

	evlist__for_each_entry(evlist, evsel) {
		struct elf_sym_info info;
		const char *sym = evsel->bp_symbol;
		u64 addr;
		bool has_data = true;
		u64 unused;

		if (!sym)
			continue;
		if (!binary) {
			snprintf(msg, len,
				 "%s: '%s' is not a kernel symbol, and a user-space symbol "
				 "needs a workload to look it up in",
				 evsel__name(evsel), sym);
			ret = -EINVAL;
			break;
		}
		if (!path) {
			path = find_binary(binary);
			if (!path) {
				snprintf(msg, len, "%s: cannot find '%s' in $PATH",
					 evsel__name(evsel), binary);
				ret = -ENOENT;
				break;
			}
		}
		ret = elf_sym__lookup(path, sym, &info);
		if (ret) {
			if (ret == -ENOENT)
				kallsyms_lookup(sym, &unused, &has_data);
			snprintf(msg, len, "%s: %s%s%s%s", evsel__name(evsel),
				 ret == -ENOENT ? "symbol '" : "cannot read ",
				 ret == -ENOENT ? sym : path,
				 ret == -ENOENT ? "' not found in " : ": ",
				 ret == -ENOENT ? path : strerror(-ret));
			if (!has_data) {
				size_t l = strlen(msg);

				snprintf(msg + l, len > l ? len - l : 0,
					 " nor in /proc/kallsyms (%s)", kallsyms_all_hint);
			}
			break;
		}
		addr = info.addr;
		if (info.is_dyn) {
			u64 start;

			if (pid <= 0 || map_start(pid, path, &start)) {
				snprintf(
					msg, len,
					"%s: %s is position independent (PIE), so where "
					"'%s' is is known only once it runs; build it with -no-pie, "
					"or give the address",
					evsel__name(evsel), path, sym);
				ret = -EAGAIN;
				break;
			}
			addr = start - info.first_load + info.addr;
		}
		if (addr % evsel->attr.bp_len) {
			snprintf(msg, len,
				 "%s: '%s' at %#llx is not aligned to the breakpoint length "
				 "%llu",
				 evsel__name(evsel), sym, (unsigned long long)addr,
				 (unsigned long long)evsel->attr.bp_len);
			ret = -EINVAL;
			break;
		}
		pr_debug("breakpoint %s: %s is at %#llx in %s\n", evsel__name(evsel), sym,
			 (unsigned long long)addr, path);
		evsel->attr.bp_addr = addr;
		/*
		 * Already open (at address 0): move the breakpoint of every fd. The kernel wants
		 * the attr it holds with only the breakpoint fields changed, and it cleared
		 * enable_on_exec when the exec enabled the event.
		 */
		for (int i = 0; i < evsel__nr_fds(evsel); i++) {
			struct perf_event_attr attr = evsel->attr;
			int fd = evsel->fd[i];

			if (fd < 0)
				continue;
			/*
			 * The exec enabled it (enable_on_exec, which the kernel then clears), or
			 * perf did before starting the workload (-a): keep it enabled, since the
			 * ioctl applies attr.disabled too. Tried first: a refused ioctl leaves
			 * the breakpoint disabled.
			 */
			attr.enable_on_exec = 0;
			attr.disabled = 0;
			if (!ioctl(fd, PERF_EVENT_IOC_MODIFY_ATTRIBUTES, &attr))
				continue;
			attr = evsel->attr;
			if (!ioctl(fd, PERF_EVENT_IOC_MODIFY_ATTRIBUTES, &attr))
				continue;
			ret = -errno;
			snprintf(msg, len, "%s: cannot set the breakpoint's address: %s",
				 evsel__name(evsel), strerror(errno));
			break;
		}
		if (ret)
			break;
		/* a PIE loads elsewhere at each exec: kept to be placed again at the next one */
		if (info.is_dyn) {
			free(evsel->bp_pie_symbol);
			evsel->bp_pie_symbol = evsel->bp_symbol;
		} else {
			free(evsel->bp_symbol);
		}
		evsel->bp_symbol = NULL;
	}
	free(path);
	return ret;
}

/*
 * Held at its exec by ptrace, the workload has its final address space but has not run an
 * instruction: the moment to resolve symbols of a PIE and move the open breakpoints there.
 */
int parse_events__start_workload(struct evlist *evlist, char *msg, size_t len)
{
	pid_t pid = evlist->workload.pid;
	char exe[64];
	int ret, status;
	struct evsel *evsel;

	if (msg && len)
		msg[0] = '\0';
	/* a PIE's symbols placed at the previous exec (stat -r): pending again for this one */
	evlist__for_each_entry(evlist, evsel)
		if (evsel->bp_pie_symbol && !evsel->bp_symbol)
			evsel->bp_symbol = xstrdup(evsel->bp_pie_symbol);
	if (!parse_events__has_pending_bps(evlist))
		return evlist__start_workload(evlist);
	if (ptrace(PTRACE_SEIZE, pid, 0, PTRACE_O_TRACEEXEC | PTRACE_O_EXITKILL)) {
		ret = -errno;
		snprintf(msg, len,
			 "cannot hold the workload at its exec to resolve breakpoint "
			 "symbols: ptrace: %s",
			 strerror(errno));
		return ret;
	}
	ret = evlist__start_workload(evlist);
	if (ret)
		return ret; /* exec failed: the child exits 127, the caller reaps it */
	for (;;) {
		if (waitpid(pid, &status, __WALL) < 0) {
			if (errno == EINTR)
				continue;
			ret = -errno;
			snprintf(msg, len, "waiting for the workload's exec: %s", strerror(errno));
			return ret;
		}
		if (!WIFSTOPPED(status)) {
			snprintf(msg, len, "the workload ended before its exec");
			return -ESRCH;
		}
		if (status >> 8 == (SIGTRAP | (PTRACE_EVENT_EXEC << 8)))
			break;
		/* a signal on its way to the child: let it through */
		ptrace(PTRACE_CONT, pid, 0, WSTOPSIG(status));
	}
	/* /proc/PID/exe is the file exec loaded, whatever $PATH said */
	snprintf(exe, sizeof(exe), "/proc/%d/exe", (int)pid);
	ret = parse_events__resolve_user_bps(evlist, exe, pid, msg, len);
	if (ret)
		kill(pid, SIGKILL); /* the caller reaps it */
	ptrace(PTRACE_DETACH, pid, 0, 0);
	return ret;
}
