// SPDX-License-Identifier: GPL-2.0
/* perf report --header and -D: the file's header and features, and a raw record dump. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "util/compress.h"
#include "util/debug.h"
#include "util/dso.h"
#include "util/perf-regs.h"
#include "util/record.h"
#include "util/evlist.h"
#include "util/machine.h"
#include "util/thread.h"
#include "util/evsel.h"
#include "util/report-header.h"
#include "util/session.h"

/* The bits' names, in the order Linux perf prints them (not quite the bits' order) */
struct bit_name {
	u64 bit;
	const char *name;
};

#define BIT_NAME(p, n) { p##n, #n }
static const struct bit_name sample_type_names[] = {
	BIT_NAME(PERF_SAMPLE_, IP),	     BIT_NAME(PERF_SAMPLE_, TID),
	BIT_NAME(PERF_SAMPLE_, TIME),	     BIT_NAME(PERF_SAMPLE_, ADDR),
	BIT_NAME(PERF_SAMPLE_, READ),	     BIT_NAME(PERF_SAMPLE_, CALLCHAIN),
	BIT_NAME(PERF_SAMPLE_, ID),	     BIT_NAME(PERF_SAMPLE_, CPU),
	BIT_NAME(PERF_SAMPLE_, PERIOD),	     BIT_NAME(PERF_SAMPLE_, STREAM_ID),
	BIT_NAME(PERF_SAMPLE_, RAW),	     BIT_NAME(PERF_SAMPLE_, BRANCH_STACK),
	BIT_NAME(PERF_SAMPLE_, REGS_USER),   BIT_NAME(PERF_SAMPLE_, STACK_USER),
	BIT_NAME(PERF_SAMPLE_, IDENTIFIER),  BIT_NAME(PERF_SAMPLE_, REGS_INTR),
	BIT_NAME(PERF_SAMPLE_, DATA_SRC),    BIT_NAME(PERF_SAMPLE_, WEIGHT),
	BIT_NAME(PERF_SAMPLE_, TRANSACTION), BIT_NAME(PERF_SAMPLE_, PHYS_ADDR),
	BIT_NAME(PERF_SAMPLE_, AUX),	     BIT_NAME(PERF_SAMPLE_, CGROUP),
	BIT_NAME(PERF_SAMPLE_, DATA_PAGE_SIZE), BIT_NAME(PERF_SAMPLE_, CODE_PAGE_SIZE),
	BIT_NAME(PERF_SAMPLE_, WEIGHT_STRUCT),
};

static const struct bit_name read_format_names[] = {
	BIT_NAME(PERF_FORMAT_, TOTAL_TIME_ENABLED), BIT_NAME(PERF_FORMAT_, TOTAL_TIME_RUNNING),
	BIT_NAME(PERF_FORMAT_, ID), BIT_NAME(PERF_FORMAT_, GROUP), BIT_NAME(PERF_FORMAT_, LOST),
};
#undef BIT_NAME

static void print_bits(FILE *fp, u64 v, const struct bit_name *names, size_t nr)
{
	bool first = true;

	for (size_t i = 0; i < nr; i++) {
		if (!(v & names[i].bit))
			continue;
		fprintf(fp, "%s%s", first ? "" : "|", names[i].name);
		first = false;
		v &= ~names[i].bit;
	}
	for (size_t i = 0; v && i < 64; i++) {
		if (!(v & (1ULL << i)))
			continue;
		fprintf(fp, "%s(unknown bit %zu)", first ? "" : "|", i);
		first = false;
	}
}

/* ", " between the fields of an attr, none before the first */
static const char *next_sep(bool *first)
{
	if (*first) {
		*first = false;
		return "";
	}
	return ", ";
}

void perf_event_attr__fprintf(FILE *fp, const struct perf_event_attr *a, const char *sep)
{
	bool first = true;

	/* as every field, the type only when not 0 (PERF_TYPE_HARDWARE), as Linux perf */
	if (a->type)
		fprintf(fp, "%stype%s%u", next_sep(&first), sep, a->type);
	if (a->size)
		fprintf(fp, "%ssize%s%u", next_sep(&first), sep, a->size);
	if (a->config)
		fprintf(fp, "%sconfig%s%#llx", next_sep(&first), sep,
			(unsigned long long)a->config);
	if (a->sample_period)
		fprintf(fp, "%s{ sample_period, sample_freq }%s%llu", next_sep(&first), sep,
			(unsigned long long)a->sample_period);
	if (a->sample_type) {
		fprintf(fp, "%ssample_type%s", next_sep(&first), sep);
		print_bits(fp, a->sample_type, sample_type_names, ARRAY_SIZE(sample_type_names));
	}
	if (a->read_format) {
		fprintf(fp, "%sread_format%s", next_sep(&first), sep);
		print_bits(fp, a->read_format, read_format_names, ARRAY_SIZE(read_format_names));
	}
#define FLAG(f)                                                                             \
	do {                                                                                \
		if (a->f)                                                                   \
			fprintf(fp, "%s" #f "%s%u", next_sep(&first), sep, (unsigned)a->f); \
	} while (0)
#define HEX(name, v)                                                            \
	do {                                                                    \
		if (v)                                                          \
			fprintf(fp, "%s%s%s%#llx", next_sep(&first), name, sep, \
				(unsigned long long)(v));                       \
	} while (0)
#define DEC(name, v)                                                           \
	do {                                                                   \
		if (v)                                                         \
			fprintf(fp, "%s%s%s%llu", next_sep(&first), name, sep, \
				(unsigned long long)(v));                      \
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
	FLAG(inherit_thread);
	FLAG(remove_on_exec);
	FLAG(sigtrap);
	DEC("{ wakeup_events, wakeup_watermark }", a->wakeup_events);
	DEC("bp_type", a->bp_type);
	HEX("{ bp_addr, config1 }", a->config1);
	HEX("{ bp_len, config2 }", a->config2);
	HEX("branch_sample_type", a->branch_sample_type);
	HEX("sample_regs_user", a->sample_regs_user);
	DEC("sample_stack_user", a->sample_stack_user);
	if (a->clockid)
		fprintf(fp, "%sclockid%s%d", next_sep(&first), sep, a->clockid);
	HEX("sample_regs_intr", a->sample_regs_intr);
	DEC("aux_watermark", a->aux_watermark);
	DEC("sample_max_stack", a->sample_max_stack);
	DEC("aux_sample_size", a->aux_sample_size);
	DEC("sig_data", a->sig_data);
#undef FLAG
#undef HEX
#undef DEC
}

/* The event lines, from the attrs and the names event_desc gave them. */
static void print_events(struct perf_session *s, FILE *fp)
{
	struct evsel *evsel;

	list_for_each_entry(evsel, &s->evlist->entries, node) {
		struct perf_session_attr *sa = perf_session__attr_of(s, evsel);

		/* Linux perf puts ", " before each field, the ids or the attr's first */
		fprintf(fp, "# event : name = %s, , ", evsel__name(evsel));
		if (sa && sa->nr_ids) {
			fprintf(fp, "id = {");
			for (u32 i = 0; i < sa->nr_ids; i++)
				fprintf(fp, "%s %llu", i ? "," : "",
					(unsigned long long)sa->ids[i]);
			fprintf(fp, " }, ");
		}
		perf_event_attr__fprintf(fp, &evsel->attr, " = ");
		fprintf(fp, "\n");
	}
}

/* "# group: {a,b}" per group_desc entry, named after the members' evsels. */
static void print_groups(struct perf_session *s, FILE *fp)
{
	const struct perf_env *env = &s->env;

	if (!perf_env__has_feat(env, HEADER_GROUP_DESC))
		return;
	for (int i = 0; i < env->nr_groups; i++) {
		const struct group_desc *g = &env->groups[i];
		struct evsel *evsel;
		u32 idx = 0, n = 0;

		fprintf(fp, "# group: %s{",
			g->name && strcmp(g->name, "{anon_group}") ? g->name : "");
		list_for_each_entry(evsel, &s->evlist->entries, node) {
			if (idx >= g->leader && idx - g->leader < g->nr_members)
				fprintf(fp, "%s%s", n++ ? "," : "", evsel__name(evsel));
			idx++;
		}
		fprintf(fp, "}\n");
	}
}

void report_header__fprintf(struct perf_session *s, FILE *fp, bool full)
{
	const struct perf_env *env = &s->env;
	struct stat st;
	bool any_missing = false, pipe = s->header.size == PERF_PIPE_HEADER_SIZE;

	fprintf(fp, "# ========\n");
	/* the input's own time, a stream's too (its pipe's last write), as Linux perf shows it */
	if (s->fd >= 0 ? !fstat(s->fd, &st) : !stat(s->path, &st)) {
		char tbuf[64];

		ctime_r(&st.st_mtime, tbuf);
		tbuf[strcspn(tbuf, "\n")] = '\0';
		fprintf(fp, "# captured on    : %s\n", tbuf);
	}
	fprintf(fp, "# header version : 1\n");
	/*
	 * A stream (pipe mode, a pipe or a file in its format) has no sections: Linux perf
	 * says 0 and prints the features as their records come, after the block, with no
	 * "missing features" line
	 */
	if (pipe) {
		fprintf(fp, "# data offset    : 0\n# data size      : 0\n# feat offset    : 0\n");
		fprintf(fp, "# ========\n#\n");
	} else {
		fprintf(fp, "# data offset    : %llu\n", (unsigned long long)s->header.data.offset);
		fprintf(fp, "# data size      : %llu\n", (unsigned long long)s->header.data.size);
		fprintf(fp, "# feat offset    : %llu\n",
			(unsigned long long)(s->header.data.offset + s->header.data.size));
	}
	for (int f = HEADER_FIRST_FEATURE; f < HEADER_LAST_FEATURE; f++) {
		if (f == HEADER_EVENT_DESC)
			print_events(s, fp);
		else if (f == HEADER_GROUP_DESC)
			print_groups(s, fp);
		else
			perf_header__fprintf_feature(fp, f, env, full);
	}
	if (pipe)
		return;
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

static void dump_cpu_map(const char *d, size_t len);

/* " nr: 2" and each entry: which event, CPU and thread a sample id stands for */
/* The records util/event formats: their text, or a bare line end when too short. */
static void dump_formatted(const union perf_event *ev)
{
	char buf[1024];

	switch (ev->header.type) {
	case PERF_RECORD_SWITCH:
	case PERF_RECORD_SWITCH_CPU_WIDE:
		perf_event__snprintf_switch(buf, sizeof(buf), ev);
		break;
	case PERF_RECORD_NAMESPACES:
		perf_event__snprintf_namespaces(buf, sizeof(buf), ev);
		break;
	default:
		perf_event__snprintf_cgroup(buf, sizeof(buf), ev);
		break;
	}
	fputs(buf, stdout);
}

static void dump_id_index(const union perf_event *ev)
{
	const struct perf_record_id_index *r = (const void *)ev;
	u64 nr, room;

	if (ev->header.size < sizeof(*r)) {
		printf("\n");
		return;
	}
	room = (ev->header.size - sizeof(*r)) / sizeof(r->entries[0]);
	nr = r->nr < room ? r->nr : room;
	printf(" nr: %llu\n", (unsigned long long)r->nr);
	for (u64 i = 0; i < nr; i++)
		printf(" ... id: %llu  idx: %llu  cpu: %lld  tid: %lld\n",
		       (unsigned long long)r->entries[i].id, (unsigned long long)r->entries[i].idx,
		       (long long)r->entries[i].cpu, (long long)r->entries[i].tid);
}

static void dump_event_update(const union perf_event *ev)
{
	const struct perf_record_event_update *r = (const void *)ev;
	size_t len;

	printf("\n");
	if (ev->header.size < sizeof(*r))
		return;
	len = ev->header.size - sizeof(*r);
	printf("... id:    %llu\n", (unsigned long long)r->id);
	switch (r->type) {
	case PERF_EVENT_UPDATE__UNIT:
		printf("... unit:  %.*s\n", (int)strnlen(r->data, len), r->data);
		break;
	case PERF_EVENT_UPDATE__NAME:
		printf("... name:  %.*s\n", (int)strnlen(r->data, len), r->data);
		break;
	case PERF_EVENT_UPDATE__SCALE: {
		double scale;

		if (len < sizeof(scale))
			break;
		memcpy(&scale, r->data, sizeof(scale));
		printf("... scale: %f\n", scale);
		break;
	}
	case PERF_EVENT_UPDATE__CPUS:
		printf("... cpus:  ");
		dump_cpu_map(r->data, len);
		printf("\n");
		break;
	default:
		printf("... unknown type\n");
		break;
	}
}

static void dump_thread_map(const union perf_event *ev)
{
	const struct perf_record_thread_map *r = (const void *)ev;
	u64 nr, room;

	if (ev->header.size < sizeof(*r)) {
		printf("\n");
		return;
	}
	room = (ev->header.size - sizeof(*r)) / sizeof(r->entries[0]);
	nr = r->nr < room ? r->nr : room;
	printf(" nr: %llu %s: ", (unsigned long long)r->nr, nr == 1 ? "thread" : "threads");
	for (u64 i = 0; i < nr; i++)
		printf("%s%d", i ? ", " : "", (int)r->entries[i].pid);
	printf("\n");
}

/* "0-1,4": the CPUs of a cpu map payload (any of its three encodings), -1 for any CPU */
static void dump_cpu_map(const char *d, size_t len)
{
	int cpus[4096], nr = 0;
	u16 type, n;

	if (len < 2)
		return;
	memcpy(&type, d, 2);
	if (type == PERF_CPU_MAP__RANGE_CPUS && len >= 8) {
		u16 start, end;

		memcpy(&start, d + 4, 2);
		memcpy(&end, d + 6, 2);
		if (d[2])
			cpus[nr++] = -1;
		for (u32 c = start; c <= end && nr < 4096; c++)
			cpus[nr++] = c;
	} else if (type == PERF_CPU_MAP__CPUS && len >= 4) {
		memcpy(&n, d + 2, 2);
		for (u32 i = 0; i < n && 4 + 2 * (size_t)i + 2 <= len && nr < 4096; i++) {
			u16 c;

			memcpy(&c, d + 4 + 2 * i, 2);
			cpus[nr++] = c == 0xffff ? -1 : c;
		}
	} else if (type == PERF_CPU_MAP__MASK && len >= 4) {
		u16 long_size;
		size_t at;

		memcpy(&n, d + 2, 2);
		if (len < 6)
			return;
		memcpy(&long_size, d + 4, 2);
		/* 4-byte longs follow at offset 6... 8 (after the pad of 8-byte ones) */
		at = long_size == 8 ? 8 : 6;
		if (long_size != 4 && long_size != 8)
			return;
		for (u32 w = 0; w < n && at + (size_t)(w + 1) * long_size <= len; w++) {
			u64 word = 0;

			memcpy(&word, d + at + (size_t)w * long_size, long_size);
			for (u32 b = 0; b < long_size * 8u && nr < 4096; b++)
				if ((word >> b) & 1)
					cpus[nr++] = w * long_size * 8 + b;
		}
	}
	for (int i = 0; i < nr;) {
		int j = i;

		while (j + 1 < nr && cpus[j + 1] == cpus[j] + 1 && cpus[i] >= 0)
			j++;
		printf("%s%d", i ? "," : "", cpus[i]);
		if (j > i)
			printf("-%d", cpus[j]);
		i = j + 1;
	}
}

/* Linux perf's time column: "cpu time " by the events' sample types, "-1 -1 " without ids */
static void dump_tstamp(struct perf_session *s, u32 type, const struct perf_sample *sample)
{
	u64 sample_type = 0;
	struct evsel *evsel;

	if (type != PERF_RECORD_SAMPLE && !s->sample_id_all) {
		printf("-1 -1 ");
		return;
	}
	list_for_each_entry(evsel, &s->evlist->entries, node)
		sample_type |= evsel->attr.sample_type;
	if (sample_type & PERF_SAMPLE_CPU)
		printf("%u ", sample ? sample->cpu : 0);
	if (sample_type & PERF_SAMPLE_TIME)
		printf("%llu ", sample ? (unsigned long long)sample->time : 0ULL);
}

static void dump_regs(const char *what, const struct regs_dump *r)
{
	static const char *const abi[] = { "none", "32-bit", "64-bit" };
	int n = 0;

	printf("... %s regs: mask %#llx ABI %s\n", what, (unsigned long long)r->mask,
	       r->abi < 3 ? abi[r->abi] : "unknown");
	if (!r->regs)
		return;
	for (unsigned int bit = 0; bit < 64; bit++) {
		if (!(r->mask & (1ULL << bit)))
			continue;
		printf(".... %-5s 0x%016llx\n", perf_reg_name(bit, NULL),
		       (unsigned long long)r->regs[n++]);
	}
}

static void dump_read(const struct perf_sample *sample, u64 read_format)
{
	printf("... sample_read:\n");
	if (read_format & PERF_FORMAT_TOTAL_TIME_ENABLED)
		printf("...... time enabled %016llx\n",
		       (unsigned long long)sample->read.time_enabled);
	if (read_format & PERF_FORMAT_TOTAL_TIME_RUNNING)
		printf("...... time running %016llx\n",
		       (unsigned long long)sample->read.time_running);
	if (read_format & PERF_FORMAT_GROUP) {
		printf(".... group nr %llu\n", (unsigned long long)sample->read.nr);
		for (u64 i = 0; sample->read.group && i < sample->read.nr; i++) {
			const u64 *v = sample->read.group + i * sample->read.group_entry_size;
			int k = 1;

			printf("..... id %016llx, value %016llx",
			       (read_format & PERF_FORMAT_ID) ? (unsigned long long)v[k++] : 0ULL,
			       (unsigned long long)v[0]);
			if (read_format & PERF_FORMAT_LOST)
				printf(", lost %llu", (unsigned long long)v[k]);
			printf("\n");
		}
	} else {
		printf("..... id %016llx, value %016llx", (unsigned long long)sample->read.one.id,
		       (unsigned long long)sample->read.one.value);
		if (read_format & PERF_FORMAT_LOST)
			printf(", lost %llu", (unsigned long long)sample->read.one.lost);
		printf("\n");
	}
}

/* The lines under a sample's summary: what its sample_type holds, as Linux perf's -D */
static void dump_sample(const union perf_event *ev, const struct perf_sample *sample,
			const struct evsel *evsel)
{
	u64 type = evsel ? evsel->attr.sample_type : 0;

	printf("(IP, 0x%x): %d/%d: %#llx period: %llu addr: %#llx\n", ev->header.misc,
	       (int)sample->pid, (int)sample->tid, (unsigned long long)sample->ip,
	       (unsigned long long)sample->period, (unsigned long long)sample->addr);
	if ((type & PERF_SAMPLE_CALLCHAIN) && sample->callchain) {
		printf("... FP chain: nr:%llu\n", (unsigned long long)sample->callchain->nr);
		for (u64 i = 0; i < sample->callchain->nr; i++)
			printf("..... %2llu: %016llx\n", (unsigned long long)i,
			       (unsigned long long)sample->callchain->ips[i]);
	}
	if ((type & PERF_SAMPLE_BRANCH_STACK) && sample->branch_stack) {
		const struct branch_entry *e = perf_sample__branch_entries(sample);

		printf("%s: nr:%llu\n", "... branch stack",
		       (unsigned long long)sample->branch_stack->nr);
		for (u64 i = 0; i < sample->branch_stack->nr; i++)
			printf("..... %2llu: %016llx -> %016llx\n", (unsigned long long)i,
			       (unsigned long long)e[i].from, (unsigned long long)e[i].to);
	}
	if (type & PERF_SAMPLE_REGS_USER)
		dump_regs("user", &sample->user_regs);
	if (type & PERF_SAMPLE_REGS_INTR)
		dump_regs("intr", &sample->intr_regs);
	if (type & PERF_SAMPLE_STACK_USER) {
		/* the offset of the stack's size word in the record */
		const char *data = sample->user_stack.data;
		unsigned int at = data ? (unsigned int)(data - 8 - (const char *)ev) : 0;

		printf("... ustack: size %llu, offset %#x\n",
		       (unsigned long long)sample->user_stack.size, at);
	}
	if (type & (PERF_SAMPLE_WEIGHT | PERF_SAMPLE_WEIGHT_STRUCT)) {
		printf("... weight: %llu", (unsigned long long)sample->weight);
		if (type & PERF_SAMPLE_WEIGHT_STRUCT)
			printf(",0x%x,0x%x", sample->ins_lat, sample->p_stage_cyc);
		printf("\n");
	}
	if (type & PERF_SAMPLE_DATA_SRC)
		printf(" . data_src: %#llx\n", (unsigned long long)sample->data_src);
	if (type & PERF_SAMPLE_PHYS_ADDR)
		printf(" .. phys_addr: %#llx\n", (unsigned long long)sample->phys_addr);
	if (type & PERF_SAMPLE_TRANSACTION)
		printf("... transaction: %llx\n", (unsigned long long)sample->transaction);
	if (type & PERF_SAMPLE_READ)
		dump_read(sample, evsel->attr.read_format);
}

void report_header__dump_record(struct perf_session *s, u64 off, union perf_event *ev,
				struct perf_sample *sample, struct evsel *evsel, bool takes_maps)
{
	u32 type = ev->header.type;
	const char *name = perf_event__name(type);
	bool pipe_format = s->header.size == PERF_PIPE_HEADER_SIZE;

	/* a stream, even one saved to a file: Linux perf counts from after its header */
	if (pipe_format && !s->pipe && off >= PERF_PIPE_HEADER_SIZE)
		off -= PERF_PIPE_HEADER_SIZE;
	printf("\n%#llx@%s [%#x]: event: %u\n", (unsigned long long)off,
	       pipe_format ? "pipe" : s->path, ev->header.size, type);
	hex_dump(ev, ev->header.size);
	printf("\n");
	/* a stream's first ATTR comes before any event: Linux perf has no ids to go by yet */
	if (type == PERF_RECORD_HEADER_ATTR && !off)
		printf("-1 -1 ");
	else
		dump_tstamp(s, type, sample);
	printf("%#llx [%#x]: PERF_RECORD_%s", (unsigned long long)off, ev->header.size, name);
	switch (type) {
	case PERF_RECORD_SAMPLE:
		dump_sample(ev, sample, evsel);
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
		printf(" %d/%d: [%#llx(%#llx) @ %#llx ", (int)ev->mmap2.pid, (int)ev->mmap2.tid,
		       (unsigned long long)ev->mmap2.start, (unsigned long long)ev->mmap2.len,
		       (unsigned long long)ev->mmap2.pgoff);
		/* record --buildid-mmap: the object's build-id where its device and inode go */
		if (ev->header.misc & PERF_RECORD_MISC_MMAP_BUILD_ID) {
			printf("<");
			for (u32 i = 0; i < ev->mmap2.build_id_size && i < sizeof(ev->mmap2.build_id);
			     i++)
				printf("%02x", ev->mmap2.build_id[i]);
			printf(">");
		} else {
			printf("%02x:%02x %llu %llu", ev->mmap2.maj, ev->mmap2.min,
			       (unsigned long long)ev->mmap2.ino,
			       (unsigned long long)ev->mmap2.ino_generation);
		}
		printf("]: %c%c%c%c %s\n",
		       (ev->mmap2.prot & 1) ? 'r' : '-', (ev->mmap2.prot & 2) ? 'w' : '-',
		       (ev->mmap2.prot & 4) ? 'x' : '-', (ev->mmap2.flags & 1) ? 's' : 'p',
		       str_in(ev, ev->mmap2.filename));
		break;
	case PERF_RECORD_COMM:
		if (ev->header.size < sizeof(ev->header) + 8) {
			printf("\n");
			break;
		}
		printf("%s: %s:%d/%d\n",
		       (ev->header.misc & PERF_RECORD_MISC_COMM_EXEC) ? " exec" : "",
		       str_in(ev, ev->comm.comm), (int)ev->comm.pid, (int)ev->comm.tid);
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
	case PERF_RECORD_KSYMBOL:
		if (ev->header.size < sizeof(ev->ksymbol)) {
			printf("\n");
			break;
		}
		printf(" addr %llx len %u type %u flags 0x%x name %s\n",
		       (unsigned long long)ev->ksymbol.addr, ev->ksymbol.len, ev->ksymbol.ksym_type,
		       ev->ksymbol.flags, str_in(ev, ev->ksymbol.name));
		break;
	case PERF_RECORD_BPF_EVENT:
		if (ev->header.size < sizeof(ev->bpf)) {
			printf("\n");
			break;
		}
		printf(" type %u, flags %u, id %u\n", ev->bpf.type, ev->bpf.flags, ev->bpf.id);
		break;
	case PERF_RECORD_SWITCH:
	case PERF_RECORD_SWITCH_CPU_WIDE:
	case PERF_RECORD_NAMESPACES:
	case PERF_RECORD_CGROUP:
		dump_formatted(ev);
		break;
	case PERF_RECORD_ID_INDEX:
		dump_id_index(ev);
		break;
	case PERF_RECORD_EVENT_UPDATE:
		dump_event_update(ev);
		break;
	case PERF_RECORD_THREAD_MAP:
		dump_thread_map(ev);
		/* Linux perf's report has no use for the maps, and says so (its script has) */
		if (!takes_maps)
			printf(": unhandled!\n");
		break;
	case PERF_RECORD_CPU_MAP:
		printf(": ");
		dump_cpu_map((const char *)ev + sizeof(ev->header),
			     ev->header.size - sizeof(ev->header));
		printf("\n%s", takes_maps ? "" : ": unhandled!\n");
		break;
	case PERF_RECORD_FINISHED_INIT:
		printf(": unhandled!\n");
		break;
	case PERF_RECORD_HEADER_ATTR:
	case PERF_RECORD_HEADER_FEATURE:
		/* no line end: the next record's leading blank line ends it (as Linux perf) */
		break;
	default:
		printf("\n");
		break;
	}
}

void report_header__dump_resolved(struct machine *machine, const struct perf_sample *sample)
{
	struct addr_location al;
	struct thread *thread = machine__findnew_thread(machine, sample->pid, sample->tid);
	const char *name;

	if (!thread)
		return;
	printf(" ... thread: %s:%d\n", thread__comm_str(thread), thread->tid);
	memset(&al, 0, sizeof(al));
	thread__resolve_map(thread, &al, sample->ip, sample->cpumode);
	if (al.map && al.dso)
		name = al.dso->long_name;
	else
		name = al.level == 'H' ? "[hypervisor]" : "<not found>";
	printf(" ...... dso: %s\n", name);
}

bool report_header__modes(struct perf_session *session, bool dump_raw, bool header,
			  bool header_only, bool full, int *err)
{
	*err = 0;
	/* -q: no header, and then no --header-only either: the report, as Linux perf does */
	if (quiet)
		return false;
	/* -D of a stream: the caller's own walk prints the header's records */
	if (dump_raw && session->pipe)
		return false;
	if (header || header_only)
		report_header__fprintf(session, stdout, full);
	return header_only;
}

void report_header__fprintf_stat(struct perf_session *session, const u64 *evsel_samples,
				 const u64 *evsel_lost, FILE *fp)
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
		u64 lost = evsel_lost ? evsel_lost[evsel->idx] : 0;

		/* events without samples nor lost ones are skipped, as Linux perf does by default */
		if (!evsel_samples[evsel->idx] && !lost)
			continue;
		fprintf(fp, "%s stats:\n", evsel__name(evsel));
		/* each count that is not zero, as Linux perf */
		if (evsel_samples[evsel->idx])
			fprintf(fp, "%16s events: %10llu\n", "SAMPLE",
				(unsigned long long)evsel_samples[evsel->idx]);
		if (lost)
			fprintf(fp, "%16s events: %10llu\n", "LOST_SAMPLES",
				(unsigned long long)lost);
	}
}
