// SPDX-License-Identifier: GPL-2.0
/* perf report --header and -D: the file's header and features, and a raw record dump. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "util/evlist.h"
#include "util/machine.h"
#include "util/thread.h"
#include "util/evsel.h"
#include "util/report-header.h"
#include "util/session.h"

static const char *const sample_type_names[] = {
	"IP", "TID", "TIME", "ADDR", "READ", "CALLCHAIN", "ID", "CPU", "PERIOD", "STREAM_ID",
	"RAW", "BRANCH_STACK", "REGS_USER", "STACK_USER", "WEIGHT", "DATA_SRC", "IDENTIFIER",
	"TRANSACTION", "REGS_INTR", "PHYS_ADDR", "AUX", "CGROUP", "DATA_PAGE_SIZE",
	"CODE_PAGE_SIZE", "WEIGHT_STRUCT",
};

static const char *const read_format_names[] = { "TOTAL_TIME_ENABLED", "TOTAL_TIME_RUNNING",
						 "ID", "GROUP", "LOST" };

static void print_bits(FILE *fp, u64 v, const char *const *names, size_t nr)
{
	bool first = true;

	for (size_t i = 0; i < 64; i++) {
		if (!(v & (1ULL << i)))
			continue;
		if (i < nr)
			fprintf(fp, "%s%s", first ? "" : "|", names[i]);
		else
			fprintf(fp, "%s(unknown bit %zu)", first ? "" : "|", i);
		first = false;
	}
}

/* The attr as "name = value" pairs, non-zero fields only, in Linux perf's order and words. */
static void print_attr(FILE *fp, const struct perf_event_attr *a)
{
	fprintf(fp, "type = %u, size = %u", a->type, a->size);
	if (a->config)
		fprintf(fp, ", config = %#llx", (unsigned long long)a->config);
	if (a->sample_period)
		fprintf(fp, ", { sample_period, sample_freq } = %llu",
			(unsigned long long)a->sample_period);
	if (a->sample_type) {
		fprintf(fp, ", sample_type = ");
		print_bits(fp, a->sample_type, sample_type_names, ARRAY_SIZE(sample_type_names));
	}
	if (a->read_format) {
		fprintf(fp, ", read_format = ");
		print_bits(fp, a->read_format, read_format_names, ARRAY_SIZE(read_format_names));
	}
#define FLAG(f)                                        \
	do {                                           \
		if (a->f)                              \
			fprintf(fp, ", " #f " = %u", (unsigned)a->f); \
	} while (0)
	FLAG(disabled);
	FLAG(inherit);
	FLAG(pinned);
	FLAG(exclusive);
	FLAG(exclude_user);
	FLAG(exclude_kernel);
	FLAG(exclude_hv);
	FLAG(exclude_idle);
	FLAG(mmap);
	FLAG(comm);
	FLAG(freq);
	FLAG(inherit_stat);
	FLAG(enable_on_exec);
	FLAG(task);
	FLAG(watermark);
	FLAG(precise_ip);
	FLAG(mmap_data);
	FLAG(sample_id_all);
	FLAG(exclude_host);
	FLAG(exclude_guest);
	FLAG(exclude_callchain_kernel);
	FLAG(exclude_callchain_user);
	FLAG(mmap2);
	FLAG(comm_exec);
	FLAG(use_clockid);
	FLAG(context_switch);
	FLAG(write_backward);
	FLAG(namespaces);
	FLAG(ksymbol);
	FLAG(bpf_event);
	FLAG(aux_output);
	FLAG(cgroup);
	FLAG(text_poke);
	FLAG(build_id);
#undef FLAG
	if (a->type == PERF_TYPE_BREAKPOINT) {
		fprintf(fp, ", bp_type = %u", a->bp_type);
		fprintf(fp, ", { bp_addr, config1 } = %#llx", (unsigned long long)a->bp_addr);
		fprintf(fp, ", { bp_len, config2 } = %#llx", (unsigned long long)a->bp_len);
	}
	if (a->sample_max_stack)
		fprintf(fp, ", sample_max_stack = %u", a->sample_max_stack);
}

void report_header__fprintf(struct perf_session *s, FILE *fp, bool full)
{
	const struct perf_env *env = &s->env;
	struct stat st;
	struct evsel *evsel;
	bool any_missing = false;

	fprintf(fp, "# ========\n");
	if (!stat(s->path, &st)) {
		char tbuf[64];

		ctime_r(&st.st_mtime, tbuf);
		tbuf[strcspn(tbuf, "\n")] = '\0';
		fprintf(fp, "# captured on    : %s\n", tbuf);
	}
	fprintf(fp, "# header version : 1\n");
	fprintf(fp, "# data offset    : %llu\n", (unsigned long long)s->header.data.offset);
	fprintf(fp, "# data size      : %llu\n", (unsigned long long)s->header.data.size);
	fprintf(fp, "# feat offset    : %llu\n",
		(unsigned long long)(s->header.data.offset + s->header.data.size));
	if (env->hostname)
		fprintf(fp, "# hostname : %s\n", env->hostname);
	if (env->os_release)
		fprintf(fp, "# os release : %s\n", env->os_release);
	if (env->version)
		fprintf(fp, "# perf version : %s\n", env->version);
	if (env->arch)
		fprintf(fp, "# arch : %s\n", env->arch);
	if (perf_env__has_feat(env, HEADER_NRCPUS)) {
		fprintf(fp, "# nrcpus online : %u\n", env->nr_cpus_online);
		fprintf(fp, "# nrcpus avail : %u\n", env->nr_cpus_avail);
	}
	if (env->cpu_desc)
		fprintf(fp, "# cpudesc : %s\n", env->cpu_desc);
	if (env->cpuid)
		fprintf(fp, "# cpuid : %s\n", env->cpuid);
	if (env->total_mem)
		fprintf(fp, "# total memory : %llu kB\n", (unsigned long long)env->total_mem);
	if (env->nr_cmdline) {
		fprintf(fp, "# cmdline : ");
		for (int i = 0; i < env->nr_cmdline; i++)
			fprintf(fp, "%s ", env->cmdline[i]);
		fprintf(fp, "\n");
	}
	list_for_each_entry(evsel, &s->evlist->entries, node) {
		struct perf_session_attr *sa = perf_session__attr_of(s, evsel);

		fprintf(fp, "# event : name = %s, ", evsel__name(evsel));
		if (sa && sa->nr_ids) {
			fprintf(fp, ", id = {");
			for (u32 i = 0; i < sa->nr_ids; i++)
				fprintf(fp, "%s %llu", i ? "," : "", (unsigned long long)sa->ids[i]);
			fprintf(fp, " }, ");
		}
		print_attr(fp, &evsel->attr);
		fprintf(fp, "\n");
	}
	if (perf_env__has_feat(env, HEADER_CPU_TOPOLOGY)) {
		if (full) {
			for (int i = 0; i < env->nr_sibling_cores; i++)
				fprintf(fp, "# sibling sockets : %s\n", env->sibling_cores[i]);
			for (int i = 0; i < env->nr_sibling_threads; i++)
				fprintf(fp, "# sibling threads : %s\n", env->sibling_threads[i]);
		} else {
			fprintf(fp, "# CPU_TOPOLOGY info available, use -I to display\n");
		}
	}
	if (perf_env__has_feat(env, HEADER_SAMPLE_TIME) && env->last_sample_time) {
		u64 first = env->first_sample_time, last = env->last_sample_time;

		fprintf(fp, "# time of first sample : %llu.%06llu\n",
			(unsigned long long)(first / 1000000000ULL),
			(unsigned long long)(first % 1000000000ULL / 1000));
		fprintf(fp, "# time of last sample : %llu.%06llu\n",
			(unsigned long long)(last / 1000000000ULL),
			(unsigned long long)(last % 1000000000ULL / 1000));
		fprintf(fp, "# sample duration : %10.3f ms\n", (last - first) / 1e6);
	}
	for (int f = HEADER_FIRST_FEATURE; f < HEADER_LAST_FEATURE; f++) {
		const char *name = perf_header__feat_name(f);

		if (perf_env__has_feat(env, f))
			continue;
		if (!any_missing)
			fprintf(fp, "# missing features:");
		any_missing = true;
		fprintf(fp, " ");
		/* Linux perf lists the tracing data feature under this name */
		if (f == HEADER_TRACING_DATA)
			name = "tracing_data";
		for (const char *p = name; *p; p++)
			fputc(toupper((unsigned char)*p), fp);
	}
	if (any_missing)
		fprintf(fp, " \n");
	fprintf(fp, "# ========\n#\n");
}

/* --- -D --- */

static void hex_dump(const void *data, size_t len)
{
	const unsigned char *p = data;

	printf(".\n. ... raw event: size %zu bytes\n", len);
	for (size_t off = 0; off < len; off += 16) {
		size_t n = len - off < 16 ? len - off : 16;

		printf(".  %04zx: ", off);
		for (size_t i = 0; i < 16; i++) {
			if (i < n)
				printf(" %02x", p[off + i]);
			else
				printf("   ");
		}
		printf("  ");
		for (size_t i = 0; i < 16; i++) {
			if (i < n)
				putchar(isprint(p[off + i]) ? p[off + i] : '.');
			else
				putchar(' ');
		}
		putchar('\n');
	}
}

static const char *str_in(const union perf_event *ev, const char *s)
{
	/* the names of MMAP/COMM records must end inside the record */
	const char *end = (const char *)ev + ev->header.size;

	if (s >= end || !memchr(s, '\0', end - s))
		return "";
	return s;
}

static int dump_one(struct perf_session *s, u64 off, union perf_event *ev, void *arg)
{
	struct perf_sample sample;
	struct evsel *evsel = NULL;
	u32 type = ev->header.type;
	u64 time = 0;
	const char *name = perf_event__name(type);
	const char *base = strrchr(s->path, '/');

	base = base ? base + 1 : s->path;
	if (s->pipe)
		base = "pipe"; /* Linux perf's word; the offsets count from after the stream header */
	printf("\n%#llx@%s [%#x]: event: %u\n", (unsigned long long)off, base, ev->header.size,
	       type);
	hex_dump(ev, ev->header.size);
	printf("\n");
	memset(&sample, 0, sizeof(sample));
	if (perf_event__is_kernel_type(type) &&
	    !perf_session__parse_sample(s, ev, &sample, &evsel) &&
	    (type == PERF_RECORD_SAMPLE || s->sample_id_all))
		time = sample.time;
	printf("%llu %#llx [%#x]: PERF_RECORD_%s", (unsigned long long)time,
	       (unsigned long long)off, ev->header.size, name);
	switch (type) {
	case PERF_RECORD_SAMPLE:
		printf("(IP, 0x%x): %d/%d: %#llx period: %llu addr: %#llx\n", ev->header.misc,
		       (int)sample.pid, (int)sample.tid, (unsigned long long)sample.ip,
		       (unsigned long long)sample.period, (unsigned long long)sample.addr);
		if (sample.callchain) {
			printf("... FP chain: nr:%llu\n", (unsigned long long)sample.callchain->nr);
			for (u64 i = 0; i < sample.callchain->nr; i++)
				printf(".....  %2llu: %016llx\n", (unsigned long long)i,
				       (unsigned long long)sample.callchain->ips[i]);
		}
		break;
	case PERF_RECORD_MMAP:
		if (ev->header.size < sizeof(ev->header) + 32) {
			printf("\n");
			break;
		}
		printf(" %d/%d: [%#llx(%#llx) @ %#llx]: %c %s\n", (int)ev->mmap.pid,
		       (int)ev->mmap.tid, (unsigned long long)ev->mmap.start,
		       (unsigned long long)ev->mmap.len, (unsigned long long)ev->mmap.pgoff,
		       (ev->header.misc & PERF_RECORD_MISC_MMAP_DATA) ? 'r' : 'x',
		       str_in(ev, ev->mmap.filename));
		break;
	case PERF_RECORD_MMAP2:
		if (ev->header.size < offsetof(struct perf_record_mmap2, filename)) {
			printf("\n");
			break;
		}
		printf(" %d/%d: [%#llx(%#llx) @ %#llx %02x:%02x %llu %llu]: %c%c%c%c %s\n",
		       (int)ev->mmap2.pid, (int)ev->mmap2.tid, (unsigned long long)ev->mmap2.start,
		       (unsigned long long)ev->mmap2.len, (unsigned long long)ev->mmap2.pgoff,
		       ev->mmap2.maj, ev->mmap2.min, (unsigned long long)ev->mmap2.ino,
		       (unsigned long long)ev->mmap2.ino_generation,
		       (ev->mmap2.prot & 1) ? 'r' : '-', (ev->mmap2.prot & 2) ? 'w' : '-',
		       (ev->mmap2.prot & 4) ? 'x' : '-', (ev->mmap2.flags & 1) ? 's' : 'p',
		       str_in(ev, ev->mmap2.filename));
		break;
	case PERF_RECORD_COMM:
		if (ev->header.size < sizeof(ev->header) + 8) {
			printf("\n");
			break;
		}
		printf(": %s:%d/%d\n", str_in(ev, ev->comm.comm), (int)ev->comm.pid,
		       (int)ev->comm.tid);
		break;
	case PERF_RECORD_FORK:
	case PERF_RECORD_EXIT:
		if (ev->header.size < sizeof(struct perf_record_fork)) {
			printf("\n");
			break;
		}
		printf("(%d:%d):(%d:%d)\n", (int)ev->fork.pid, (int)ev->fork.tid,
		       (int)ev->fork.ppid, (int)ev->fork.ptid);
		break;
	default:
		printf("\n");
		break;
	}
	return 0;
}

int report_header__dump_raw(struct perf_session *session)
{
	printf("# To display the perf.data header info, please use --header/--header-only options.\n#\n");
	return perf_session__walk_raw(session, dump_one, NULL);
}

bool report_header__modes(struct perf_session *session, bool dump_raw, bool header,
			  bool header_only, bool full, int *err)
{
	*err = 0;
	if (dump_raw) {
		*err = report_header__dump_raw(session);
		return true;
	}
	if (header || header_only)
		report_header__fprintf(session, stdout, full);
	return header_only;
}

void report_header__fprintf_stat(struct perf_session *session, const u64 *evsel_samples, FILE *fp)
{
	const struct perf_session_stats *st = &session->stats;
	u64 total = st->nr_events[0];
	struct evsel *evsel;

	fprintf(fp, "\nAggregated stats:\n");
	fprintf(fp, "%16s events: %10llu\n", "TOTAL", (unsigned long long)total);
	for (u32 t = 1; t < PERF_RECORD_HEADER_MAX; t++) {
		if (!st->nr_events[t])
			continue;
		fprintf(fp, "%16s events: %10llu  (%4.1f%%)\n", perf_event__name(t),
			(unsigned long long)st->nr_events[t],
			total ? 100.0 * st->nr_events[t] / total : 0.0);
	}
	list_for_each_entry(evsel, &session->evlist->entries, node) {
		/* events without samples are skipped, as Linux perf does by default */
		if (!evsel_samples[evsel->idx])
			continue;
		fprintf(fp, "%s stats:\n", evsel__name(evsel));
		fprintf(fp, "%16s events: %10llu\n", "SAMPLE",
			(unsigned long long)evsel_samples[evsel->idx]);
	}
}

/* ---- --task ---- */

struct task_list {
	struct thread **v;
	size_t n, alloc;
	bool *done;
};

static int task_collect(struct thread *t, void *arg)
{
	struct task_list *l = arg;

	if (l->n == l->alloc) {
		l->alloc = l->alloc ? l->alloc * 2 : 64;
		l->v = xrealloc(l->v, l->alloc * sizeof(*l->v));
	}
	l->v[l->n++] = t;
	return 0;
}

static int task_cmp(const void *a, const void *b)
{
	const struct thread *x = *(struct thread *const *)a, *y = *(struct thread *const *)b;

	if (x->pid != y->pid)
		return x->pid < y->pid ? -1 : 1;
	return x->tid < y->tid ? -1 : x->tid > y->tid;
}

static void task_print(struct task_list *l, size_t i, int depth, FILE *fp)
{
	struct thread *t = l->v[i];

	l->done[i] = true;
	fprintf(fp, "%10d %8d %8d |%*s%s\n", t->pid, t->tid, t->ppid, depth, "",
		thread__comm_str(t) ? thread__comm_str(t) : "");
	/* a chain deeper than this is a loop of bad parents: printed flat */
	if (depth >= 64)
		return;
	for (size_t j = 0; j < l->n; j++)
		if (!l->done[j] && l->v[j]->ppid == t->tid && l->v[j]->tid != t->tid)
			task_print(l, j, depth + 1, fp);
}

void report_header__fprintf_tasks(struct machine *machine, FILE *fp)
{
	struct task_list l = { 0 };

	machine__for_each_thread(machine, task_collect, &l);
	if (l.n)
		qsort(l.v, l.n, sizeof(*l.v), task_cmp);
	l.done = xcalloc(l.n ? l.n : 1, sizeof(*l.done));
	fprintf(fp, "#%9s %8s %8s  %s\n", "pid", "tid", "ppid", "comm");
	/* roots first: tasks whose parent is not among them */
	for (size_t i = 0; i < l.n; i++) {
		bool has_parent = false;

		for (size_t j = 0; j < l.n && !has_parent; j++)
			has_parent = j != i && l.v[j]->tid == l.v[i]->ppid;
		if (!has_parent && !l.done[i])
			task_print(&l, i, 0, fp);
	}
	for (size_t i = 0; i < l.n; i++)
		if (!l.done[i])
			task_print(&l, i, 0, fp);
	free(l.done);
	free(l.v);
}
