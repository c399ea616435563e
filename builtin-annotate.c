// SPDX-License-Identifier: GPL-2.0
/*
 * perf annotate: read a perf.data, count each event's samples per (dso, symbol, address)
 * through the report pipeline (util/hist-iter), and print the hottest symbols' code with the
 * share of samples of each instruction, in Linux perf's --stdio layout (util/annotate).
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "builtin.h"
#include "util/annotate.h"
#include "util/browser-annotate.h"
#include "util/browser.h"
#include "util/debug.h"
#include "util/debuginfod.h"
#include "util/dso.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/filter-list.h"
#include "util/hist-iter.h"
#include "util/hist.h"
#include "util/machine.h"
#include "util/pager.h"
#include "util/parse-options.h"
#include "util/perm.h"
#include "util/progress.h"
#include "util/replay.h"
#include "util/session-warn.h"
#include "util/session.h"
#include "util/sort.h"
#include "util/symbol.h"
#include "util/tui.h"

/* The samples of one event: by (task, dso, symbol, ip), and all of them counted. */
struct annotate_event {
	struct hists hists;
	u64 nr_samples, period;
};

struct perf_annotate {
	const char *input;
	struct replay replay; /* the file, its machine and side-band handlers */
	struct hist_iter *iter;
	struct sort_config sort;
	struct sample_filters_spec filter_spec;
	struct sample_filters filters;
	struct annotate_opts opts;
	const char *percent_type;
	const char *disassembler_style;
	const char **syms; /* -s and SYMBOL arguments: only these */
	int nr_syms;
	char *sym_filter; /* the same as --symbols' list: other samples skip the hists */
	bool skip_missing;
	bool tui; /* the annotate view on the terminal (not --stdio, not a pipe) */
};

static int annotate__sample(struct perf_tool *tool, union perf_event *event,
			    struct perf_sample *sample, struct evsel *evsel)
{
	struct perf_annotate *ann = tool->priv;
	struct annotate_event *ev = evsel ? evsel->priv : NULL;

	if (!ev)
		return 0;
	/* the whole event, for --percent-type global-*; Linux perf counts no period as 1 */
	if (cpu_filter__has(&ann->filters.cpus, sample->cpu)) {
		ev->nr_samples++;
		ev->period += sample->period ? sample->period : 1;
	}
	return hist_iter__add(ann->iter, &ev->hists, evsel, sample);
}

/* the samples of every event (of the --cpu asked for) */
static u64 annotate__nr_samples(const struct perf_annotate *ann)
{
	struct evsel *evsel;
	u64 n = 0;

	list_for_each_entry(evsel, &ann->replay.session->evlist->entries, node)
		n += ((struct annotate_event *)evsel->priv)->nr_samples;
	return n;
}

static bool annotate__wanted(const struct perf_annotate *ann, const struct symbol *sym)
{
	if (!ann->nr_syms)
		return true;
	for (int i = 0; i < ann->nr_syms; i++)
		if (!strcmp(ann->syms[i], sym->name))
			return true;
	return false;
}

/* Print the wanted symbols of every event; 0, or 1 when one could not be annotated. */
static int annotate__print(struct perf_annotate *ann, bool *found)
{
	struct evsel *evsel;
	int ret = 0;

	list_for_each_entry(evsel, &ann->replay.session->evlist->entries, node) {
		struct annotate_event *ev = evsel->priv;
		struct annotate_hists ah;

		if (!ev)
			continue;
		annotate_hists__from_hists(&ah, &ev->hists);
		ah.nr_samples = ev->nr_samples;
		ah.period = ev->period;
		for (size_t i = 0; i < ah.nr_syms; i++) {
			struct annotated_sym *s = &ah.syms[i];
			const char *why = "";
			int err;

			if (!annotate__wanted(ann, s->sym))
				continue;
			err = annotate__print_symbol(stdout, s, &ah, evsel__name(evsel), &ann->opts,
						     &why);
			if (!err) {
				*found = true;
			} else if (!ann->skip_missing) {
				/* an error when asked for; among all the hot symbols, a warning */
				if (ann->nr_syms || ann->filter_spec.dsos) {
					pr_err("perf annotate: %s in %s: %s\n", s->sym->name,
					       s->dso->long_name, why);
					ret = 1;
				} else if (!s->dso->annotate_warned) {
					/* once per object: a kernel has thousands of symbols */
					pr_warning("perf annotate: %s in %s: %s\n", s->sym->name,
						   s->dso->long_name, why);
					s->dso->annotate_warned = true;
				}
			}
		}
		annotate_hists__exit(&ah);
	}
	return ret;
}

/* The annotate view's samples: an event's, by symbol (none for a symbol without any). */
struct annotate_view {
	struct evsel *evsel;
	struct annotate_hists *ah;
	/*
	 * the title's samples and period: the event's, or with SYMBOL arguments the named
	 * symbols' (Linux perf counts no other sample then)
	 */
	u64 title_samples, title_period;
};

static int view_samples(void *arg, struct dso *dso, struct symbol *sym, struct annotated_sym *s,
			u64 *nr_samples, u64 *period)
{
	struct annotate_view *v = arg;
	const struct annotated_sym *has = NULL;

	for (size_t i = 0; i < v->ah->nr_syms && !has; i++)
		if (v->ah->syms[i].dso == dso && v->ah->syms[i].sym == sym)
			has = &v->ah->syms[i];
	memset(s, 0, sizeof(*s));
	s->dso = dso;
	s->sym = sym;
	if (has) {
		s->nr_hits = has->nr_hits;
		s->nr_samples = has->nr_samples;
		s->period = has->period;
	}
	/* a copy: the view frees it */
	s->hits = xcalloc(s->nr_hits + 1, sizeof(*s->hits));
	if (s->nr_hits)
		memcpy(s->hits, has->hits, s->nr_hits * sizeof(*s->hits));
	*nr_samples = v->ah->nr_samples;
	*period = v->ah->period;
	return 0;
}

static void view_title(void *arg, char *buf, size_t size)
{
	struct annotate_view *v = arg;
	const struct perf_event_attr *attr = &v->evsel->attr;

	tui__event_title(buf, size, v->title_samples, evsel__name(v->evsel), false,
			 attr->freq ? attr->sample_freq : 0, v->title_period);
}

/*
 * On a terminal, as Linux perf: the first event's wanted symbols in the annotate view,
 * hottest first; < and > (Left: <) go to the previous and next one, q leaves. Those that
 * cannot be annotated are passed over (*found: one could be). 0.
 */
static int annotate__browse(struct perf_annotate *ann, bool *found)
{
	struct annotate_browser_ops ops = { .samples = view_samples,
					    .title = view_title,
					    .symbol_keys = true };
	struct annotate_hists ah;
	struct annotate_view v = { .ah = &ah };
	struct evsel *evsel;
	size_t *wanted = NULL, nr = 0, i = 0;
	char msg[512] = "";
	int dir = 1, failed = 0;
	struct tui tui;

	list_for_each_entry(evsel, &ann->replay.session->evlist->entries, node)
		if (evsel->priv && ((struct annotate_event *)evsel->priv)->nr_samples)
			break;
	if (&evsel->node == &ann->replay.session->evlist->entries)
		return 0;
	annotate_hists__from_hists(&ah, &((struct annotate_event *)evsel->priv)->hists);
	ah.nr_samples = ((struct annotate_event *)evsel->priv)->nr_samples;
	ah.period = ((struct annotate_event *)evsel->priv)->period;
	v.evsel = evsel;
	ops.arg = &v;
	wanted = xcalloc(ah.nr_syms + 1, sizeof(*wanted));
	v.title_samples = ah.nr_samples;
	v.title_period = ah.period;
	if (ann->nr_syms)
		v.title_samples = v.title_period = 0;
	for (size_t k = 0; k < ah.nr_syms; k++)
		if (annotate__wanted(ann, ah.syms[k].sym)) {
			wanted[nr++] = k;
			if (ann->nr_syms) {
				v.title_samples += ah.syms[k].nr_samples;
				v.title_period += ah.syms[k].period;
			}
		}
	if (nr && !tui__start(&tui)) {
		while (i < nr && failed < (int)nr) {
			const struct annotated_sym *s = &ah.syms[wanted[i]];
			int r = annotate_browser__run(&ops, s->dso, s->sym, msg, sizeof(msg));

			if (r < 0) {
				/* passed over, the way it was going */
				failed++;
				if ((dir > 0 && i + 1 >= nr) || (dir < 0 && !i))
					dir = -dir;
				i += dir;
				continue;
			}
			failed = 0;
			*found = true;
			if (r & TUI_LEAVE || !(r & (ANNOTATE_BROWSER_PREV | ANNOTATE_BROWSER_NEXT)))
				break;
			dir = r & ANNOTATE_BROWSER_PREV ? -1 : 1;
			/* at either end: that symbol again */
			if ((dir < 0 && i) || (dir > 0 && i + 1 < nr))
				i += dir;
		}
		tui__stop(&tui);
	}
	if (!*found && msg[0])
		pr_err("perf annotate: %s\n", msg);
	free(wanted);
	annotate_hists__exit(&ah);
	return 0;
}

static int annotate__run(struct perf_annotate *ann)
{
	struct hist_iter_config icfg = {
		.kind = HIST_ITER_NORMAL,
		.sort = &ann->sort,
		.filters = &ann->filters,
		.plain = getenv("PERF_REPORT_PLAIN") != NULL,
	};
	struct evsel *evsel;
	struct progress *progress;
	bool found = false;
	int err;

	err = replay__open(&ann->replay, ann->input);
	if (err)
		return err;
	ann->replay.tool.sample = annotate__sample;
	ann->replay.tool.read_ahead = true;
	ann->replay.tool.priv = ann;
	if (!icfg.plain)
		replay__prefetch_kallsyms(&ann->replay);
	ann->iter = hist_iter__new(ann->replay.machine, &icfg);
	if (!ann->iter)
		return -ENOMEM;
	list_for_each_entry(evsel, &ann->replay.session->evlist->entries, node) {
		struct annotate_event *ev = xzalloc(sizeof(*ev));

		hists__init(&ev->hists, &ann->sort, NULL);
		evsel->priv = ev;
	}
	/* a long read on a terminal says how far it is (the box stays up for the view) */
	progress = progress__new("Processing events...",
				 perf_session__data_size(ann->replay.session), ann->tui);
	if (progress)
		perf_session__set_progress(ann->replay.session, progress__update, progress);
	err = replay__run(&ann->replay);
	perf_session__set_progress(ann->replay.session, NULL, NULL);
	progress__end(progress, !err && ann->tui);
	if (err) {
		if (err != -EINVAL) /* -EINVAL: a bad file, the session said why */
			pr_err("perf annotate: %s: %s\n", ann->input, strerror(-err));
		return -EINVAL;
	}
	hist_iter__finish(ann->iter);
	if (!annotate__nr_samples(ann)) {
		tui__drop_kept();
		perf_session__warn_no_samples(ann->input);
		return 0;
	}
	if (ann->tui) {
		err = annotate__browse(ann, &found);
		tui__drop_kept(); /* the progress box's screen, when no view took it over */
	} else {
		err = annotate__print(ann, &found);
	}
	if (err)
		return -EINVAL;
	if (!found && ann->nr_syms) {
		pr_err("perf annotate: %s: no samples in symbol %s%s\n", ann->input, ann->syms[0],
		       ann->nr_syms > 1 ? " (or the others asked for)" : "");
		return -EINVAL;
	}
	if (!found) {
		pr_err("perf annotate: %s: no symbol with samples could be annotated\n",
		       ann->input);
		return -EINVAL;
	}
	return err ? -EINVAL : 0;
}

static void annotate__exit(struct perf_annotate *ann)
{
	struct evsel *evsel;

	hist_iter__delete(ann->iter);
	if (ann->replay.session) {
		list_for_each_entry(evsel, &ann->replay.session->evlist->entries, node) {
			if (evsel->priv) {
				hists__exit(&((struct annotate_event *)evsel->priv)->hists);
				free(evsel->priv);
				evsel->priv = NULL;
			}
		}
	}
	replay__exit(&ann->replay);
	sample_filters__exit(&ann->filters);
	sort_config__exit(&ann->sort);
	free(ann->syms);
	free(ann->sym_filter);
	tui__drop_kept();
}

static const char *const annotate_usage[] = { "perf annotate [<options>] [SYMBOL...]", NULL };

int cmd_annotate(int argc, const char **argv)
{
	struct perf_annotate ann = { 0 };
	const char *symfs = NULL, *vmlinux = NULL, *kallsyms = NULL, *sym = NULL;
	const char *objdump = NULL;
	bool stdio = false, tui = false, force = false;
	int err, status = 1;
	const struct option options[] = {
		OPT_STRING('i', "input", &ann.input, "file", "input file name"),
		OPT_STRING('s', "symbol", &sym, "symbol", "symbol to annotate"),
		OPT_STRING('d', "dsos", &ann.filter_spec.dsos, "dso[,dso...]",
			   "only consider symbols in these dsos"),
		OPT_STRING('C', "cpu", &ann.filter_spec.cpus, "cpu", "list of cpus to profile"),
		OPT_BOOLEAN(0, "stdio", &stdio, "Use the stdio interface"),
		OPT_BOOLEAN(0, "tui", &tui, "Use the TUI interface (the default on a terminal)"),
		OPT_BOOLEAN('n', "show-nr-samples", &ann.opts.show_nr_samples,
			    "show the number of samples instead of percentages"),
		OPT_BOOLEAN('l', "print-line", &ann.opts.print_line,
			    "print matching source lines and a summary per line"),
		OPT_BOOLEAN(0, "no-source", &ann.opts.no_source,
			    "do not interleave source code with assembly code"),
		OPT_BOOLEAN(0, "asm-raw", &ann.opts.asm_raw,
			    "display raw encoding of assembly instructions"),
		OPT_STRING('M', "disassembler-style", &ann.disassembler_style, "att|intel",
			   "instruction syntax (default att)"),
		OPT_STRING(0, "percent-type", &ann.percent_type,
			   "local-period|global-period|local-hits|global-hits",
			   "what percentages are of (default local-period)"),
		OPT_BOOLEAN(0, "skip-missing", &ann.skip_missing,
			    "skip symbols that cannot be annotated"),
		OPT_STRING(0, "objdump", &objdump, "path",
			   "accepted for compatibility (the disassembler is built in: Capstone)"),
		OPT_STRING(0, "symfs", &symfs, "directory",
			   "look for files with symbols relative to this directory"),
		OPT_JOBS(),
		OPT_DEBUGINFOD(),
		OPT_STRING('k', "vmlinux", &vmlinux, "file", "vmlinux pathname"),
		OPT_STRING(0, "kallsyms", &kallsyms, "file", "kallsyms pathname"),
		OPT_BOOLEAN('f', "force", &force, "read a perf.data owned by another user"),
		OPT_INCR('v', "verbose", &verbose, "be more verbose"),
		OPT_BOOLEAN('q', "quiet", &quiet, "do not show any warnings or messages"),
		OPT_END()
	};

	argc = parse_options(argc, argv, options, annotate_usage, 0);
	if (!ann.input)
		ann.input = perf_session__default_input();
	(void)objdump;
	/*
	 * the annotate view on a terminal, as Linux perf (--tui asks for what is the default:
	 * not on a terminal, the text); else the text, through the pager
	 */
	(void)tui;
	ann.tui = !stdio && hist_browser__usable();
	if (!ann.tui)
		pager__start_deferred();
	if (quiet)
		verbose = 0;
	symbol_conf__set_paths(symfs, vmlinux, kallsyms);
	debuginfod__setup(true);
	ann.syms = xcalloc(argc + 2, sizeof(*ann.syms));
	if (sym)
		ann.syms[ann.nr_syms++] = sym;
	for (int i = 0; i < argc; i++)
		ann.syms[ann.nr_syms++] = argv[i];
	if (ann.nr_syms) {
		size_t len = 1;

		for (int i = 0; i < ann.nr_syms; i++)
			len += strlen(ann.syms[i]) + 1;
		ann.sym_filter = xzalloc(len);
		for (int i = 0; i < ann.nr_syms; i++) {
			/* a name with a comma (C++) cannot be in the list: no early filter */
			if (strchr(ann.syms[i], ',')) {
				free(ann.sym_filter);
				ann.sym_filter = NULL;
				break;
			}
			if (i)
				strcat(ann.sym_filter, ",");
			strcat(ann.sym_filter, ann.syms[i]);
		}
		ann.filter_spec.syms = ann.sym_filter;
	}
	if (ann.percent_type && annotate_percent__parse(ann.percent_type, &ann.opts.percent)) {
		pr_err("perf annotate: --percent-type: unknown type '%s' (local-period, global-period, local-hits, global-hits)\n",
		       ann.percent_type);
		err = -EINVAL;
		goto out;
	}
	if (ann.disassembler_style) {
		if (!strcmp(ann.disassembler_style, "intel")) {
			ann.opts.intel = true;
		} else if (strcmp(ann.disassembler_style, "att")) {
			pr_err("perf annotate: -M: unknown style '%s' (att, intel)\n",
			       ann.disassembler_style);
			err = -EINVAL;
			goto out;
		}
	}
	/* the address of each sample splits a symbol's entries (pid: its own address space) */
	err = sort_config__setup(&ann.sort, "pid,dso,sym", NULL, false, false, false);
	if (!err)
		err = sort_config__add_ext(&ann.sort, &annotate__ip_key);
	if (!err)
		err = sample_filters__setup(&ann.filters, &ann.filter_spec, "annotate");
	if (!err) {
		char owner_msg[PATH_MAX + 128];

		/* another user's file only with -f, as Linux perf */
		err = perm__check_input(ann.input, force, owner_msg, sizeof(owner_msg));
		if (err)
			pr_err("perf annotate: %s\n", owner_msg);
	}
	if (!err) {
		err = annotate__run(&ann);
		if (err && !ann.replay.session)
			status = PERF_EXIT_BAD_INPUT; /* the input could not be opened */
	} else {
		err = -EINVAL;
	}
out:
	annotate__exit(&ann);
	return err ? status : 0;
}

PERF_COMMAND("annotate", cmd_annotate,
	     "Read perf.data (created by perf record) and display annotated code");
