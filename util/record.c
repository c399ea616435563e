// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cpumap.h"
#include "evlist.h"
#include "evsel.h"
#include "perf-regs.h"
#include "perm.h"
#include "record.h"
#include "thread_map.h"

int record__sample_time_pos(u64 type)
{
	if (!(type & PERF_SAMPLE_TIME))
		return -1;
	return !!(type & PERF_SAMPLE_IDENTIFIER) + !!(type & PERF_SAMPLE_IP) +
	       !!(type & PERF_SAMPLE_TID);
}

unsigned int record__max_sample_rate(void)
{
	char *s;
	u64 v = 0;

	if (read_file("/proc/sys/kernel/perf_event_max_sample_rate", &s, NULL))
		return 0;
	v = strtoull(s, NULL, 10);
	free(s);
	return v > 0xffffffffu ? 0 : (unsigned int)v;
}

unsigned int record__default_mmap_pages(void)
{
	long psz = page_size();
	unsigned int pages = (512 * 1024) / (psz > 0 ? psz : 4096);

	return pages ? pages : 1;
}

void record__add_default_event(struct evlist *evlist)
{
	struct perf_event_attr attr = {
		.type = PERF_TYPE_HARDWARE,
		.config = PERF_COUNT_HW_CPU_CYCLES,
	};
	struct evsel *evsel;

	/*
	 * As Linux perf's default: user space only when the kernel is out of reach (its
	 * name then says so: cpu-clock:uhppp once fallen back), the highest precise level.
	 */
	attr.exclude_kernel = !perm__can_profile_kernel();
	evsel = evsel__new(&attr, attr.exclude_kernel ? "cycles:u" : "cycles");
	if (!evsel)
		xalloc_die(sizeof(*evsel));
	evsel->precise_max = true;
	evlist__add(evlist, evsel);
}

/* Linux perf's side-band event of system-wide sessions: counts nothing, tracks tasks. */
static void record__add_tracking_dummy(struct evlist *evlist)
{
	struct perf_event_attr attr = {
		.type = PERF_TYPE_SOFTWARE,
		.config = PERF_COUNT_SW_DUMMY,
		.size = sizeof(attr),
		.sample_period = 1,
	};
	struct evsel *evsel = evsel__new(&attr, "dummy:HG");

	if (!evsel)
		xalloc_die(sizeof(*evsel));
	evsel->tracking = true;
	evlist__add(evlist, evsel);
}

int record_opts__parse_callgraph(struct record_opts *opts, const char *arg, char *msg,
				 size_t len)
{
	const char *comma = arg ? strchr(arg, ',') : NULL;
	size_t mode_len = comma ? (size_t)(comma - arg) : (arg ? strlen(arg) : 0);
	u64 size;

	if (!arg || (mode_len == 2 && !strncmp(arg, "fp", 2))) {
		u64 depth;

		/* fp,N: at most N frames per chain (attr.sample_max_stack), as Linux perf */
		if (comma) {
			if (str_to_u64(comma + 1, &depth, 0) || !depth || depth > 0xffff) {
				snprintf(msg, len, "'%s': fp,N takes a frame count of 1 to 65535",
					 arg);
				return -EINVAL;
			}
			opts->max_stack = (u16)depth;
		}
		opts->call_graph = true;
		opts->call_graph_dwarf = false;
		return 0;
	}
	if (mode_len == 5 && !strncmp(arg, "dwarf", 5)) {
		size = RECORD_STACK_SIZE_DEFAULT;
		if (comma) {
			if (str_to_u64(comma + 1, &size, 0))
				size = 0;
			/* Linux perf rounds up to 8 first, then checks the limit */
			size = size > RECORD_STACK_SIZE_MAX ? size : (size + 7) & ~7ULL;
			if (!size || size > RECORD_STACK_SIZE_MAX) {
				snprintf(msg, len,
					 "'%s': the stack dump size must be 8 to %d bytes (a multiple "
					 "of 8; smaller ones are rounded up)",
					 arg, RECORD_STACK_SIZE_MAX);
				return -EINVAL;
			}
		}
		opts->call_graph = true;
		opts->call_graph_dwarf = true;
		opts->stack_size = (u32)size;
		return 0;
	}
	if (mode_len == 3 && !strncmp(arg, "lbr", 3)) {
		snprintf(msg, len,
			 "'%s': lbr needs an Intel CPU's last branch records, which this machine "
			 "does not expose (no hardware PMU); use fp or dwarf",
			 arg);
		return -EINVAL;
	}
	snprintf(msg, len, "'%s': unknown mode (fp, dwarf[,SIZE], lbr)", arg);
	return -EINVAL;
}

static int parse_ms(const char *s, u64 *v)
{
	return (*s >= '0' && *s <= '9' && !str_to_u64(s, v, 10)) ? 0 : -EINVAL;
}

int record_delay__parse(struct record_delay *d, const char *arg, char *msg, size_t len)
{
	char *copy, *tok, *save;
	u64 v;
	int err = 0;

	record_delay__exit(d);
	if (!strcmp(arg, "-1")) {
		d->until_enabled = true;
		return 0;
	}
	if (!strchr(arg, '-')) {
		if (parse_ms(arg, &v)) {
			snprintf(msg, len, "-D '%s': not a number of ms, -1 or ranges A-B,C-D",
				 arg);
			return -EINVAL;
		}
		if (v) {
			d->ranges = xcalloc(1, sizeof(*d->ranges));
			d->ranges[0].start = v;
			d->ranges[0].end = UINT64_MAX;
			d->nr = 1;
		}
		return 0;
	}
	/* strtok would skip an empty window */
	if (*arg == ',' || arg[strlen(arg) - 1] == ',' || strstr(arg, ",,")) {
		snprintf(msg, len, "-D '%s': an empty range", arg);
		return -EINVAL;
	}
	copy = xstrdup(arg);
	for (tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		char *dash = strchr(tok, '-');
		u64 a, b;

		if (!dash || (*dash = '\0', parse_ms(tok, &a)) || parse_ms(dash + 1, &b) || a >= b ||
		    (d->nr && a < d->ranges[d->nr - 1].end)) {
			snprintf(msg, len,
				 "-D '%s': ranges are START-END in ms, each after the one before "
				 "(10-20,30-40)",
				 arg);
			err = -EINVAL;
			break;
		}
		d->ranges = xrealloc(d->ranges, (d->nr + 1) * sizeof(*d->ranges));
		d->ranges[d->nr].start = a;
		d->ranges[d->nr].end = b;
		d->nr++;
	}
	free(copy);
	if (err)
		record_delay__exit(d);
	return err;
}

void record_delay__exit(struct record_delay *d)
{
	free(d->ranges);
	memset(d, 0, sizeof(*d));
}

void record_delay__begin(struct record_delay_run *run, u64 now)
{
	run->start = now;
	run->next = 0;
}

/* When the next edge is due, UINT64_MAX when there is none. */
static u64 record_delay__edge(const struct record_delay *d, const struct record_delay_run *run)
{
	const struct record_delay_range *r;
	u64 at;

	if (run->next >= 2 * d->nr)
		return UINT64_MAX;
	r = &d->ranges[run->next / 2];
	at = run->next % 2 ? r->end : r->start;
	return at == UINT64_MAX ? UINT64_MAX : run->start + at * 1000000ULL;
}

bool record_delay__step(const struct record_delay *d, struct record_delay_run *run,
			struct evlist *evlist, u64 now, bool say)
{
	while (record_delay__edge(d, run) <= now) {
		struct evsel *evsel;
		bool on = run->next % 2 == 0;

		evlist__for_each_entry(evlist, evsel) {
			if (on)
				evsel__enable(evsel);
			else if (!evsel->tracking)
				evsel__disable(evsel);
		}
		if (say)
			fprintf(stderr, "Events %s\n", on ? "enabled" : "disabled");
		if (++run->next == 2 * d->nr)
			return true;
	}
	return false;
}

int record_delay__timeout(const struct record_delay *d, const struct record_delay_run *run,
			  u64 now, int timeout_ms)
{
	u64 edge = record_delay__edge(d, run), ms;

	if (edge == UINT64_MAX)
		return timeout_ms;
	if (edge <= now)
		return 0;
	ms = (edge - now) / 1000000 + 1;
	return ms < (u64)timeout_ms ? (int)ms : timeout_ms;
}

/* the registers --user-regs/--intr-regs take on x86_64: all but the segment ones */
static bool x86_64_sampled_reg(unsigned int id)
{
	return id < PERF_REGS_X86_NR && !(PERF_REGS_X86_64_SEGMENTS & (1ULL << id));
}

int record__parse_regs(const char *arg, u64 *mask, char *msg, size_t len)
{
	char *copy, *tok, *save;
	int err = 0;

	if (!arg || !*arg) {
		*mask = RECORD_REGS_MASK;
		return 0;
	}
	if (!strcmp(arg, "?")) {
		printf("available registers:");
		for (unsigned int i = 0; i < PERF_REGS_X86_NR; i++)
			if (x86_64_sampled_reg(i))
				printf(" %s", perf_reg_name(i, NULL));
		printf("\n");
		return 1;
	}
	*mask = 0;
	copy = xstrdup(arg);
	for (tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		unsigned int i;

		for (i = 0; i < PERF_REGS_X86_NR; i++)
			if (x86_64_sampled_reg(i) && !strcasecmp(tok, perf_reg_name(i, NULL)))
				break;
		if (i == PERF_REGS_X86_NR) {
			snprintf(msg, len, "unknown register '%s' (see =? for the names)", tok);
			err = -EINVAL;
			break;
		}
		*mask |= 1ULL << i;
	}
	free(copy);
	return err;
}

static void record__config(struct evlist *evlist, const struct record_opts *opts);

int record__setup_maps(struct evlist *evlist, struct record_opts *opts, char *msg,
		       size_t len)
{
	struct perf_cpu_map *cpus;
	struct perf_thread_map *threads;
	int err = target__create_maps(&opts->target, &cpus, &threads, msg, len);

	if (err)
		return err;
	/* --per-thread: a ring per task (the "any cpu" map), else a ring per cpu */
	if (!target__has_cpu(&opts->target) && !opts->target.per_thread) {
		cpu_map__put(cpus);
		cpus = cpu_map__new(NULL);
	}
	evlist__set_maps(evlist, cpus, threads);
	cpu_map__put(cpus);
	thread_map__put(threads);
	if (opts->tracking_dummy &&
	    (target__has_cpu(&opts->target) || record_delay__active(&opts->delay)))
		record__add_tracking_dummy(evlist);
	record__config(evlist, opts);
	return 0;
}

/*
 * The sample type bits that come from the options, the same for every event (the tracking
 * dummy included, as Linux perf configures it like the others).
 */
static void record__config_sample(struct evsel *evsel, const struct record_opts *opts, bool track)
{
	struct perf_event_attr *attr = &evsel->attr;

	attr->sample_type |= PERF_SAMPLE_IP | PERF_SAMPLE_TID;
	/* per-thread rings need no times to be merged: Linux perf leaves them out unless -T */
	if (!opts->no_timestamp && (!opts->target.per_thread || opts->timestamp_set))
		attr->sample_type |= PERF_SAMPLE_TIME;
	if (opts->call_graph)
		attr->sample_type |= PERF_SAMPLE_CALLCHAIN;
	/* --kernel-callchains / --user-callchains: half of each chain, as Linux perf */
	if (opts->call_graph && opts->kernel_callchains)
		attr->exclude_callchain_user = 1;
	if (opts->call_graph && opts->user_callchains)
		attr->exclude_callchain_kernel = 1;
	if (opts->call_graph && opts->max_stack)
		attr->sample_max_stack = opts->max_stack;
	if (opts->call_graph && opts->call_graph_dwarf) {
		/*
		 * The kernel gives the kernel part of the chain; the user part is unwound later
		 * from the registers and a copy of the stack top. ADDR, DATA_SRC and the data
		 * maps as Linux perf asks for them, so that its reports of our files see the
		 * same layout.
		 */
		attr->sample_type |= PERF_SAMPLE_REGS_USER | PERF_SAMPLE_STACK_USER |
				     PERF_SAMPLE_ADDR | PERF_SAMPLE_DATA_SRC;
		attr->sample_regs_user |= RECORD_REGS_MASK;
		attr->sample_stack_user = opts->stack_size;
		attr->exclude_callchain_user = 1;
		attr->mmap_data = track;
	}
	if (opts->user_regs) {
		attr->sample_type |= PERF_SAMPLE_REGS_USER;
		attr->sample_regs_user |= opts->user_regs;
	}
	if (opts->intr_regs) {
		attr->sample_type |= PERF_SAMPLE_REGS_INTR;
		attr->sample_regs_intr |= opts->intr_regs;
	}
	if (target__has_cpu(&opts->target) || opts->sample_cpu)
		attr->sample_type |= PERF_SAMPLE_CPU;
	if (opts->sample_address) {
		attr->sample_type |= PERF_SAMPLE_ADDR;
		attr->mmap_data = track;
	}
	if (opts->sample_identifier)
		attr->sample_type |= PERF_SAMPLE_IDENTIFIER;
	if (opts->period_always)
		attr->sample_type |= PERF_SAMPLE_PERIOD;
	if (opts->sample_weight)
		attr->sample_type |= PERF_SAMPLE_WEIGHT_STRUCT;
	if (opts->sample_phys_addr)
		attr->sample_type |= PERF_SAMPLE_PHYS_ADDR;
	if (opts->sample_data_page_size)
		attr->sample_type |= PERF_SAMPLE_DATA_PAGE_SIZE;
	if (opts->sample_code_page_size)
		attr->sample_type |= PERF_SAMPLE_CODE_PAGE_SIZE;
	if (opts->running_time)
		attr->read_format |= PERF_FORMAT_TOTAL_TIME_ENABLED |
				     PERF_FORMAT_TOTAL_TIME_RUNNING;
	if (opts->use_clockid) {
		attr->use_clockid = 1;
		attr->clockid = opts->clockid;
	}
	/* --all-user / --all-kernel override every event's own levels, the tracker's too */
	if (opts->all_user) {
		attr->exclude_kernel = 1;
		attr->exclude_user = 0;
	}
	if (opts->all_kernel) {
		attr->exclude_kernel = 0;
		attr->exclude_user = 1;
	}
	if (opts->no_buffering) {
		attr->watermark = 0;
		attr->wakeup_events = 1;
	}
	attr->context_switch = track && opts->switch_events;
	attr->build_id = track && opts->build_id_mmap;
	attr->namespaces = track && opts->namespaces;
	attr->sample_id_all = 1;
	attr->inherit = !opts->no_inherit;
	attr->mmap = attr->mmap2 = attr->comm = attr->comm_exec = attr->task = track;
	/* BPF programs' symbols and loads, on the side band (dropped at open if refused) */
	attr->ksymbol = attr->bpf_event = track;
	/* ids always, lost counts where the kernel has them (evsel__open) */
	attr->read_format |= PERF_FORMAT_ID | PERF_FORMAT_LOST;
}

/*
 * Sets every event's attr for sampling: the sample layout (IP, TID, TIME, PERIOD with -F,
 * CALLCHAIN with -g (kernel part only with dwarf, plus REGS_USER, STACK_USER and the data
 * side band Linux perf asks for: ADDR, DATA_SRC, mmap_data), CPU for cpu targets, RAW for
 * tracepoints and -R, IDENTIFIER when there are several events so every record maps to its
 * event), the period or frequency
 * (an event's own period, as a tracepoint's 1, is kept unless -F/-c is given),
 * sample_id_all, disabled, enable_on_exec for a workload, inherit, and the side band
 * (mmap2, comm, task; mmap_data with -d) on the first event only, or on the tracking dummy
 * event. -d adds ADDR to the samples; -s sets inherit_stat and reads time enabled/running and
 * the id with the counts.
 */
static void record__config(struct evlist *evlist, const struct record_opts *opts)
{
	struct evsel *evsel, *first = evlist__first(evlist);
	bool workload = !target__has_task(&opts->target) && !target__has_cpu(&opts->target);
	struct evsel *tracker = first;
	bool same_type = true;

	evlist__for_each_entry(evlist, evsel)
		if (evsel->tracking)
			tracker = evsel;
	evlist__for_each_entry(evlist, evsel) {
		struct perf_event_attr *attr = &evsel->attr;

		record__config_sample(evsel, opts, evsel == tracker);
		if (evsel->tracking) {
			/* period 1 (or -c's), no PERIOD; enabled from the start, host and guest */
			attr->freq = 0;
			attr->sample_period = opts->user_period ? opts->period : 1;
			if (opts->no_samples)
				attr->sample_period = 0;
			/* -R is for every event, the dummy too, as Linux perf sets it */
			if (opts->raw_samples)
				attr->sample_type |= PERF_SAMPLE_RAW | PERF_SAMPLE_CPU;
			/*
			 * -D without -a/-C: the side band still starts at the exec (the events
			 * proper wait for their window), as Linux perf sets it.
			 */
			if (record_delay__active(&opts->delay) && !target__has_cpu(&opts->target)) {
				attr->disabled = 1;
				attr->enable_on_exec = 1;
			}
			/* named from its attr, as Linux perf (--all-user: dummy:uh) */
			if (!strncmp(evsel__name(evsel), "dummy:", 6)) {
				char name[32];

				evsel__attr_name(attr, "dummy", name, sizeof(name));
				evsel__set_name(evsel, name);
			}
			continue;
		}
		/*
		 * An event's own period (tracepoints, breakpoints: every hit) wins over the
		 * default; a period= or freq= term over -c and -F too, as in Linux perf.
		 */
		if (!evsel->own_period &&
		    (!attr->sample_period || opts->user_freq || opts->user_period)) {
			if (opts->user_period) {
				attr->freq = 0;
				attr->sample_period = opts->period;
			} else {
				attr->freq = 1;
				attr->sample_freq = opts->freq;
			}
		}
		/* tracepoints too: Linux perf's samples of them carry the period (1) */
		if (attr->freq || attr->type == PERF_TYPE_TRACEPOINT)
			attr->sample_type |= PERF_SAMPLE_PERIOD;
		/* -n: the event counts but never samples (its freq bit stays, as Linux perf's) */
		if (opts->no_samples)
			attr->sample_period = 0;
		if (opts->raw_samples || attr->type == PERF_TYPE_TRACEPOINT)
			attr->sample_type |= PERF_SAMPLE_RAW | PERF_SAMPLE_CPU;
		if (evsel->precise_max && !attr->precise_ip)
			attr->precise_ip = 3; /* lowered at open time until the kernel takes it */
		/* a group's members follow their leader's enabling, as Linux perf sets them */
		attr->disabled = evsel->leader == evsel;
		attr->enable_on_exec =
			workload && evsel->leader == evsel && !record_delay__active(&opts->delay);
		/*
		 * :S, as Linux perf: samples carry the counts (PERF_SAMPLE_READ, with the ids
		 * that tell them apart), a group's all of them, read at the leader's samples:
		 * the members do not sample, and nothing is inherited (the kernel reads a group
		 * of one task only).
		 */
		if (evsel->sample_read) {
			attr->sample_type |= PERF_SAMPLE_READ | PERF_SAMPLE_ID;
			if (evsel->leader->nr_members > 1) {
				attr->read_format |= PERF_FORMAT_GROUP;
				attr->inherit = 0;
			}
		}
		if (evsel->leader != evsel && evsel->leader->sample_read) {
			attr->freq = 0;
			attr->sample_period = 0;
		}
		/* the kernel writes a READ record for each inherited counter as its task exits */
		if (opts->inherit_stat) {
			attr->inherit_stat = 1;
			attr->read_format |= PERF_FORMAT_TOTAL_TIME_ENABLED |
					     PERF_FORMAT_TOTAL_TIME_RUNNING;
		}
	}
	if (evlist->nr_entries < 2 || opts->sample_identifier)
		return;
	/*
	 * Several events: each sample says its event's id, at a place the reader finds without
	 * knowing the event. Linux perf's rule: ID when all sample types are equal (the id is
	 * then at the same place in all), else IDENTIFIER (first in the sample, last in the
	 * trailer of the other records).
	 */
	evlist__for_each_entry(evlist, evsel)
		if (evsel->attr.sample_type != first->attr.sample_type)
			same_type = false;
	evlist__for_each_entry(evlist, evsel)
		evsel->attr.sample_type |= same_type ? PERF_SAMPLE_ID : PERF_SAMPLE_IDENTIFIER;
}
