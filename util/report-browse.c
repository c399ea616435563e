// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <string.h>

#include "browser.h"
#include "dso.h"
#include "evlist.h"
#include "evsel.h"
#include "hist-group.h"
#include "hist.h"
#include "off-cpu.h"
#include "report-browse.h"
#include "report-header.h"
#include "session.h"
#include "symbol.h"

struct report_browse {
	struct perf_session *session;
	const char *input;
};

static void header_info(void *arg, FILE *fp)
{
	struct report_browse *rb = arg;

	report_header__fprintf(rb->session, fp, false);
}

int report_browse__run(struct perf_session *session, const char *input,
		       struct hist_browser_ops *ops)
{
	struct report_browse rb = { .session = session, .input = input };
	struct evsel *evsel, *with[64];
	int n = 0, ret;
	bool off_cpu = false;

	list_for_each_entry(evsel, &session->evlist->entries, node) {
		struct hists *hists = evsel->priv;

		if (evsel__shown_by_leader(evsel))
			continue;
		if ((hists->nr_samples || hists->group) && n < 64) {
			hists__output_resort(hists);
			with[n++] = evsel;
		}
	}
	if (!n)
		return -ENOENT;
	/* record --off-cpu: its off-CPU time (ns) is an event beside the on-CPU samples */
	for (int i = 0; i < n; i++)
		off_cpu |= !strcmp(evsel__name(with[i]), OFFCPU_EVENT);
	ops->arg = &rb;
	ops->header_info = header_info;
	ops->input = input;
	ops->nr_events = n;
	ops->event_idx = 0;
	/* Tab, shift-Tab: the next, previous event's rows */
	for (;;) {
		evsel = with[ops->event_idx];
		struct hists *h = evsel->priv;

		ops->freq = evsel->attr.freq ? evsel->attr.sample_freq : 0;
		ops->event_label = !off_cpu || n < 2			     ? NULL :
				   !strcmp(evsel__name(evsel), OFFCPU_EVENT) ? "off-CPU time, ns" :
									       "on-CPU";
		ret = hist_browser__run(h, h->group ? h->group->title : evsel__name(evsel), ops);
		if (ret == HIST_BROWSER_NEXT_EVENT)
			ops->event_idx = (ops->event_idx + 1) % n;
		else if (ret == HIST_BROWSER_PREV_EVENT)
			ops->event_idx = (ops->event_idx + n - 1) % n;
		else
			break;
	}
	return ret < 0 ? ret : ret == HIST_BROWSER_SWITCH;
}
