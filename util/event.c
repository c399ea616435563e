// SPDX-License-Identifier: GPL-2.0
/* Record layouts: sample parsing by attr, names, text of some records, byte swapping. */
#include <byteswap.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "event.h"

#ifndef PERF_SAMPLE_WEIGHT_STRUCT
#define PERF_SAMPLE_WEIGHT_STRUCT (1ULL << 24)
#endif
#ifndef PERF_SAMPLE_DATA_PAGE_SIZE
#define PERF_SAMPLE_DATA_PAGE_SIZE (1ULL << 22)
#endif
#ifndef PERF_SAMPLE_CODE_PAGE_SIZE
#define PERF_SAMPLE_CODE_PAGE_SIZE (1ULL << 23)
#endif
#ifndef PERF_SAMPLE_CGROUP
#define PERF_SAMPLE_CGROUP (1ULL << 21)
#endif
#ifndef PERF_SAMPLE_AUX
#define PERF_SAMPLE_AUX (1ULL << 20)
#endif
#ifndef PERF_FORMAT_LOST
#define PERF_FORMAT_LOST (1ULL << 4)
#endif
#ifndef PERF_SAMPLE_BRANCH_HW_INDEX
#define PERF_SAMPLE_BRANCH_HW_INDEX (1ULL << 17)
#endif

static const char *const kernel_names[] = {
	[PERF_RECORD_MMAP] = "MMAP",
	[PERF_RECORD_LOST] = "LOST",
	[PERF_RECORD_COMM] = "COMM",
	[PERF_RECORD_EXIT] = "EXIT",
	[PERF_RECORD_THROTTLE] = "THROTTLE",
	[PERF_RECORD_UNTHROTTLE] = "UNTHROTTLE",
	[PERF_RECORD_FORK] = "FORK",
	[PERF_RECORD_READ] = "READ",
	[PERF_RECORD_SAMPLE] = "SAMPLE",
	[PERF_RECORD_MMAP2] = "MMAP2",
	[PERF_RECORD_AUX] = "AUX",
	[PERF_RECORD_ITRACE_START] = "ITRACE_START",
	[PERF_RECORD_LOST_SAMPLES] = "LOST_SAMPLES",
	[PERF_RECORD_SWITCH] = "SWITCH",
	[PERF_RECORD_SWITCH_CPU_WIDE] = "SWITCH_CPU_WIDE",
	[PERF_RECORD_NAMESPACES] = "NAMESPACES",
	[PERF_RECORD_KSYMBOL] = "KSYMBOL",
	[PERF_RECORD_BPF_EVENT] = "BPF_EVENT",
	[PERF_RECORD_CGROUP] = "CGROUP",
	[PERF_RECORD_TEXT_POKE] = "TEXT_POKE",
	[21] = "AUX_OUTPUT_HW_ID",
};

static const char *const user_names[] = {
	[PERF_RECORD_HEADER_ATTR - 64] = "ATTR",
	[PERF_RECORD_HEADER_EVENT_TYPE - 64] = "EVENT_TYPE",
	[PERF_RECORD_HEADER_TRACING_DATA - 64] = "TRACING_DATA",
	[PERF_RECORD_HEADER_BUILD_ID - 64] = "BUILD_ID",
	[PERF_RECORD_FINISHED_ROUND - 64] = "FINISHED_ROUND",
	[PERF_RECORD_ID_INDEX - 64] = "ID_INDEX",
	[PERF_RECORD_AUXTRACE_INFO - 64] = "AUXTRACE_INFO",
	[PERF_RECORD_AUXTRACE - 64] = "AUXTRACE",
	[PERF_RECORD_AUXTRACE_ERROR - 64] = "AUXTRACE_ERROR",
	[PERF_RECORD_THREAD_MAP - 64] = "THREAD_MAP",
	[PERF_RECORD_CPU_MAP - 64] = "CPU_MAP",
	[PERF_RECORD_STAT_CONFIG - 64] = "STAT_CONFIG",
	[PERF_RECORD_STAT - 64] = "STAT",
	[PERF_RECORD_STAT_ROUND - 64] = "STAT_ROUND",
	[PERF_RECORD_EVENT_UPDATE - 64] = "EVENT_UPDATE",
	[PERF_RECORD_TIME_CONV - 64] = "TIME_CONV",
	[PERF_RECORD_HEADER_FEATURE - 64] = "FEATURE",
	[PERF_RECORD_COMPRESSED - 64] = "COMPRESSED",
	[PERF_RECORD_FINISHED_INIT - 64] = "FINISHED_INIT",
};

const char *perf_event__name(u32 type)
{
	const char *n = NULL;

	if (type < ARRAY_SIZE(kernel_names))
		n = kernel_names[type];
	else if (type >= 64 && type - 64 < ARRAY_SIZE(user_names))
		n = user_names[type - 64];
	return n ? n : "UNKNOWN";
}

int perf_event__snprintf_switch(char *buf, size_t len, const union perf_event *event)
{
	bool out = event->header.misc & PERF_RECORD_MISC_SWITCH_OUT;
	const char *preempt =
		(event->header.misc & PERF_RECORD_MISC_SWITCH_OUT_PREEMPT) ? "preempt" : "       ";

	if (event->header.type != PERF_RECORD_SWITCH_CPU_WIDE)
		return snprintf(buf, len, " %s %s\n", out ? "OUT" : "IN ", preempt);
	if (event->header.size < sizeof(event->context_switch))
		return snprintf(buf, len, "\n");
	return snprintf(buf, len, " %s %s  %s pid/tid: %5d/%-5d\n", out ? "OUT" : "IN ", preempt,
			out ? "next" : "prev", (int)event->context_switch.next_prev_pid,
			(int)event->context_switch.next_prev_tid);
}

/* snprintf at buf[n] of a len-byte buffer that n may already have overrun; the new n */
static int __attribute__((format(printf, 4, 5)))
append(char *buf, size_t len, int n, const char *fmt, ...)
{
	size_t at = min_t(size_t, (size_t)n, len);
	va_list ap;
	int k;

	va_start(ap, fmt);
	k = vsnprintf(buf + at, len - at, fmt, ap);
	va_end(ap);
	return k < 0 ? n : n + k;
}

int perf_event__snprintf_namespaces(char *buf, size_t len, const union perf_event *event)
{
	static const char *const names[] = { "net", "uts", "ipc", "pid", "user", "mnt", "cgroup" };
	const struct perf_record_namespaces *ns = &event->namespaces;
	u64 nr, room;
	int n;

	if (event->header.size < sizeof(*ns))
		return snprintf(buf, len, "\n");
	nr = ns->nr_namespaces;
	room = (event->header.size - sizeof(*ns)) / sizeof(ns->link_info[0]);
	n = snprintf(buf, len, " %d/%d - nr_namespaces: %llu\n\t\t[", (int)ns->pid, (int)ns->tid,
		     (unsigned long long)nr);
	for (u64 i = 0; i < nr && i < room; i++) {
		/* four links a line */
		const char *sep = (i + 1) % 4 == 0 ? ", \n\t\t " : ", ";

		n = append(buf, len, n, "%llu/%s: %llu/%#llx%s", (unsigned long long)i,
			   i < ARRAY_SIZE(names) ? names[i] : "unknown",
			   (unsigned long long)ns->link_info[i].dev,
			   (unsigned long long)ns->link_info[i].ino, i + 1 == nr ? "" : sep);
	}
	return append(buf, len, n, "]\n");
}

int perf_event__snprintf_cgroup(char *buf, size_t len, const union perf_event *event)
{
	size_t room;

	if (event->header.size < sizeof(event->cgroup))
		return snprintf(buf, len, "\n");
	room = event->header.size - sizeof(event->cgroup);
	return snprintf(buf, len, " cgroup: %llu %.*s\n", (unsigned long long)event->cgroup.id,
			(int)strnlen(event->cgroup.path, room), event->cgroup.path);
}

int perf_event__sample_id_pos(u64 type)
{
	int pos = 0;

	if (type & PERF_SAMPLE_IDENTIFIER)
		return 0;
	if (!(type & PERF_SAMPLE_ID))
		return -1;
	pos += !!(type & PERF_SAMPLE_IP);
	pos += !!(type & PERF_SAMPLE_TID);
	pos += !!(type & PERF_SAMPLE_TIME);
	pos += !!(type & PERF_SAMPLE_ADDR);
	return pos;
}

int perf_event__nonsample_id_pos(u64 type)
{
	int pos = 1;

	if (type & PERF_SAMPLE_IDENTIFIER)
		return 1;
	if (!(type & PERF_SAMPLE_ID))
		return -1;
	pos += !!(type & PERF_SAMPLE_CPU);
	pos += !!(type & PERF_SAMPLE_STREAM_ID);
	return pos;
}

size_t perf_event__id_hdr_size(const struct perf_event_attr *attr)
{
	u64 t = attr->sample_type;
	size_t n = 0;

	if (!attr->sample_id_all)
		return 0;
	n += !!(t & PERF_SAMPLE_TID);
	n += !!(t & PERF_SAMPLE_TIME);
	n += !!(t & PERF_SAMPLE_ID);
	n += !!(t & PERF_SAMPLE_STREAM_ID);
	n += !!(t & PERF_SAMPLE_CPU);
	n += !!(t & PERF_SAMPLE_IDENTIFIER);
	return n * sizeof(u64);
}

void perf_event__write_id_hdr(void *buf, const struct perf_event_attr *attr,
			      const struct perf_sample *s)
{
	u64 t = attr->sample_type, *p = buf;

	if (!attr->sample_id_all)
		return;
	if (t & PERF_SAMPLE_TID) {
		u32 *w = (u32 *)p++;
		w[0] = s->pid;
		w[1] = s->tid;
	}
	if (t & PERF_SAMPLE_TIME)
		*p++ = s->time;
	if (t & PERF_SAMPLE_ID)
		*p++ = s->id;
	if (t & PERF_SAMPLE_STREAM_ID)
		*p++ = s->stream_id;
	if (t & PERF_SAMPLE_CPU) {
		u32 *w = (u32 *)p++;
		w[0] = s->cpu;
		w[1] = 0;
	}
	if (t & PERF_SAMPLE_IDENTIFIER)
		*p++ = s->id;
}

static void sample_init(struct perf_sample *s, const union perf_event *event)
{
	memset(s, 0, sizeof(*s));
	s->pid = s->tid = (u32)-1;
	s->cpu = (u32)-1;
	s->misc = event->header.misc;
	s->cpumode = event->header.misc & PERF_RECORD_MISC_CPUMODE_MASK;
}

/* Parses the sample_id trailer at the end of a non-sample record. */
static int parse_id_trailer(const union perf_event *event, const struct perf_event_attr *attr,
			    struct perf_sample *s)
{
	u64 t = attr->sample_type;
	size_t n = perf_event__id_hdr_size(attr);
	u64 words[8];
	const u64 *p = words;

	if (!n)
		return 0;
	if (event->header.size < sizeof(event->header) + n)
		return -EINVAL;
	/*
	 * Copied out: the record starts 8-aligned, but a damaged size that is not a multiple
	 * of 8 leaves the trailer misaligned. At most 6 words, and only for non-sample records.
	 */
	memcpy(words, (const char *)event + event->header.size - n, n);
	if (t & PERF_SAMPLE_TID) {
		const u32 *w = (const u32 *)p++;
		s->pid = w[0];
		s->tid = w[1];
	}
	if (t & PERF_SAMPLE_TIME)
		s->time = *p++;
	if (t & PERF_SAMPLE_ID)
		s->id = *p++;
	if (t & PERF_SAMPLE_STREAM_ID)
		s->stream_id = *p++;
	if (t & PERF_SAMPLE_CPU)
		s->cpu = *(const u32 *)p++;
	if (t & PERF_SAMPLE_IDENTIFIER)
		s->id = *p++;
	return 0;
}

/* Number of u64 words of a read_format block, or 0 when nr is absurd. */
static size_t read_format_words(u64 rf, u64 nr)
{
	size_t entry = 1 + !!(rf & PERF_FORMAT_ID) + !!(rf & PERF_FORMAT_LOST);
	size_t hdr = !!(rf & PERF_FORMAT_TOTAL_TIME_ENABLED) + !!(rf & PERF_FORMAT_TOTAL_TIME_RUNNING);

	if (!(rf & PERF_FORMAT_GROUP))
		return hdr + entry;
	if (nr > 65536)
		return 0;
	return 1 + hdr + entry * nr;
}

#define NEED(words)                                         \
	do {                                                \
		if ((size_t)(end - p) < (size_t)(words))    \
			return -EINVAL;                     \
	} while (0)

static int parse_read(const u64 **pp, const u64 *end, u64 rf, struct sample_read *r)
{
	const u64 *p = *pp;

	if (rf & PERF_FORMAT_GROUP) {
		NEED(1);
		r->nr = *p++;
		if (r->nr > 65536)
			return -EINVAL;
	} else {
		r->nr = 1;
		NEED(1);
		r->one.value = *p++;
	}
	if (rf & PERF_FORMAT_TOTAL_TIME_ENABLED) {
		NEED(1);
		r->time_enabled = *p++;
	}
	if (rf & PERF_FORMAT_TOTAL_TIME_RUNNING) {
		NEED(1);
		r->time_running = *p++;
	}
	if (rf & PERF_FORMAT_GROUP) {
		r->group_entry_size = 1 + !!(rf & PERF_FORMAT_ID) + !!(rf & PERF_FORMAT_LOST);
		NEED(r->nr * r->group_entry_size);
		r->group = p;
		p += r->nr * r->group_entry_size;
	} else {
		if (rf & PERF_FORMAT_ID) {
			NEED(1);
			r->one.id = *p++;
		}
		if (rf & PERF_FORMAT_LOST) {
			NEED(1);
			r->one.lost = *p++;
		}
	}
	*pp = p;
	return 0;
}

static int parse_regs(const u64 **pp, const u64 *end, u64 mask, struct regs_dump *regs)
{
	const u64 *p = *pp;

	NEED(1);
	regs->abi = *p++;
	if (regs->abi) {
		size_t n = __builtin_popcountll(mask);

		NEED(n);
		regs->mask = mask;
		regs->regs = p;
		p += n;
	}
	*pp = p;
	return 0;
}

int perf_event__parse_sample(const union perf_event *event, const struct perf_event_attr *attr,
			     struct perf_sample *s)
{
	u64 t = attr->sample_type;
	const u64 *p, *end;

	sample_init(s, event);
	if (event->header.size < sizeof(event->header))
		return -EINVAL;
	if (event->header.type != PERF_RECORD_SAMPLE) {
		if (!perf_event__is_kernel_type(event->header.type))
			return 0;
		return parse_id_trailer(event, attr, s);
	}

	p = event->sample.array;
	end = p + (event->header.size - sizeof(event->header)) / sizeof(u64);
	/*
	 * Without PERF_SAMPLE_PERIOD each sample stands for the event's fixed period (-c N,
	 * period=N), as Linux perf counts it; a frequency is no period (the readers count 1).
	 */
	if (!(t & PERF_SAMPLE_PERIOD) && !attr->freq)
		s->period = attr->sample_period;

	if (t & PERF_SAMPLE_IDENTIFIER) {
		NEED(1);
		s->id = *p++;
	}
	if (t & PERF_SAMPLE_IP) {
		NEED(1);
		s->ip = *p++;
	}
	if (t & PERF_SAMPLE_TID) {
		const u32 *w = (const u32 *)p;

		NEED(1);
		s->pid = w[0];
		s->tid = w[1];
		p++;
	}
	if (t & PERF_SAMPLE_TIME) {
		NEED(1);
		s->time = *p++;
	}
	if (t & PERF_SAMPLE_ADDR) {
		NEED(1);
		s->addr = *p++;
	}
	if (t & PERF_SAMPLE_ID) {
		NEED(1);
		s->id = *p++;
	}
	if (t & PERF_SAMPLE_STREAM_ID) {
		NEED(1);
		s->stream_id = *p++;
	}
	if (t & PERF_SAMPLE_CPU) {
		NEED(1);
		s->cpu = *(const u32 *)p++;
	}
	if (t & PERF_SAMPLE_PERIOD) {
		NEED(1);
		s->period = *p++;
	}
	/* most samples have none of the fields below: one test instead of one per field */
	if (!(t & ~(PERF_SAMPLE_IDENTIFIER | PERF_SAMPLE_IP | PERF_SAMPLE_TID | PERF_SAMPLE_TIME |
		    PERF_SAMPLE_ADDR | PERF_SAMPLE_ID | PERF_SAMPLE_STREAM_ID | PERF_SAMPLE_CPU |
		    PERF_SAMPLE_PERIOD)))
		return 0;
	if (t & PERF_SAMPLE_READ) {
		if (parse_read(&p, end, attr->read_format, &s->read))
			return -EINVAL;
	}
	if (t & PERF_SAMPLE_CALLCHAIN) {
		u64 nr;

		NEED(1);
		nr = *p;
		if (nr > (u64)(end - p) - 1)
			return -EINVAL;
		s->callchain = (const struct ip_callchain *)p;
		p += 1 + nr;
	}
	if (t & PERF_SAMPLE_RAW) {
		u32 size;

		NEED(1);
		size = *(const u32 *)p;
		/* the u32 size and the data are padded together to 8 bytes */
		if (size > (u64)(end - p) * 8 - 4)
			return -EINVAL;
		s->raw_size = size;
		s->raw_data = (const char *)p + 4;
		p = (const u64 *)((const char *)p + perf_align8(4 + (size_t)size));
		if (p > end)
			return -EINVAL;
	}
	if (t & PERF_SAMPLE_BRANCH_STACK) {
		u64 nr;

		NEED(1);
		nr = *p;
		s->branch_stack = (const struct branch_stack *)p;
		p++;
		s->branch_hw_idx = !!(attr->branch_sample_type & PERF_SAMPLE_BRANCH_HW_INDEX);
		if (s->branch_hw_idx) {
			NEED(1);
			p++;
		}
		if (nr > (u64)(end - p) / 3)
			return -EINVAL;
		p += nr * 3;
	}
	if (t & PERF_SAMPLE_REGS_USER) {
		if (parse_regs(&p, end, attr->sample_regs_user, &s->user_regs))
			return -EINVAL;
	}
	if (t & PERF_SAMPLE_STACK_USER) {
		u64 size;

		NEED(1);
		size = *p++;
		if (size) {
			if (size & 7 || size / 8 + 1 > (u64)(end - p))
				return -EINVAL;
			s->user_stack.data = (const char *)p;
			s->user_stack.req = size;
			p += size / 8;
			NEED(1);
			s->user_stack.size = *p++; /* dyn_size: what was really copied */
			if (s->user_stack.size > size)
				s->user_stack.size = size;
		}
	}
	if (t & (PERF_SAMPLE_WEIGHT | PERF_SAMPLE_WEIGHT_STRUCT)) {
		NEED(1);
		if (t & PERF_SAMPLE_WEIGHT_STRUCT) {
			const u32 *w = (const u32 *)p;
			const u16 *h = (const u16 *)p;

			s->weight = w[0];
			s->ins_lat = h[2];
			s->p_stage_cyc = h[3];
		} else {
			s->weight = *p;
		}
		p++;
	}
	if (t & PERF_SAMPLE_DATA_SRC) {
		NEED(1);
		s->data_src = *p++;
	}
	if (t & PERF_SAMPLE_TRANSACTION) {
		NEED(1);
		s->transaction = *p++;
	}
	if (t & PERF_SAMPLE_REGS_INTR) {
		if (parse_regs(&p, end, attr->sample_regs_intr, &s->intr_regs))
			return -EINVAL;
	}
	if (t & PERF_SAMPLE_PHYS_ADDR) {
		NEED(1);
		s->phys_addr = *p++;
	}
	if (t & PERF_SAMPLE_CGROUP) {
		NEED(1);
		s->cgroup = *p++;
	}
	if (t & PERF_SAMPLE_DATA_PAGE_SIZE) {
		NEED(1);
		s->data_page_size = *p++;
	}
	if (t & PERF_SAMPLE_CODE_PAGE_SIZE) {
		NEED(1);
		s->code_page_size = *p++;
	}
	if (t & PERF_SAMPLE_AUX) {
		u64 size;

		NEED(1);
		size = *p++;
		if (size > (u64)(end - p) * 8)
			return -EINVAL;
		s->aux_size = size;
		s->aux_data = p;
		p += perf_align8(size) / 8;
	}
	return 0;
}

/* ---- byte swapping ---- */

static inline void sw64(void *p)
{
	u64 v;

	memcpy(&v, p, 8);
	v = bswap_64(v);
	memcpy(p, &v, 8);
}

static inline void sw32(void *p)
{
	u32 v;

	memcpy(&v, p, 4);
	v = bswap_32(v);
	memcpy(p, &v, 4);
}

static inline void sw16(void *p)
{
	u16 v;

	memcpy(&v, p, 2);
	v = bswap_16(v);
	memcpy(p, &v, 2);
}

/* Reads a u32/u64 at p, in host order whichever side of the swap we are on. */
static u64 rd64(const void *p, bool foreign)
{
	u64 v;

	memcpy(&v, p, 8);
	return foreign ? bswap_64(v) : v;
}

static u32 rd32(const void *p, bool foreign)
{
	u32 v;

	memcpy(&v, p, 4);
	return foreign ? bswap_32(v) : v;
}

static void sw64_range(void *start, size_t bytes)
{
	char *p = start;

	for (size_t i = 0; i + 8 <= bytes; i += 8)
		sw64(p + i);
}

void perf_event_header__swap(struct perf_event_header *h)
{
	h->type = bswap_32(h->type);
	h->misc = bswap_16(h->misc);
	h->size = bswap_16(h->size);
}

static u8 revbits8(u8 b)
{
	b = (b & 0xf0) >> 4 | (b & 0x0f) << 4;
	b = (b & 0xcc) >> 2 | (b & 0x33) << 2;
	b = (b & 0xaa) >> 1 | (b & 0x55) << 1;
	return b;
}

/*
 * The attr's bitfield word (disabled, inherit, ... after read_format) is allocated from the
 * other end of the word on big-endian machines. Linux perf maps it by reversing the bits of
 * each byte in place; we do the same so both tools agree on swapped files.
 */
void perf_event_attr__swap(struct perf_event_attr *attr, size_t size, bool to_host)
{
	char *base = (char *)attr;
	u32 asize;

#define FIELD_IN(f) (offsetof(struct perf_event_attr, f) + sizeof(attr->f) <= size)
#define SW(f, bits)                                                \
	do {                                                       \
		if (FIELD_IN(f))                                   \
			sw##bits(base + offsetof(struct perf_event_attr, f)); \
	} while (0)

	if (size < 8)
		return;
	/* attr may be unaligned (feature sections): only byte offsets from base are used */
	asize = rd32(base + offsetof(struct perf_event_attr, size), to_host);
	if (asize && asize < size)
		size = asize;
	SW(type, 32);
	SW(size, 32);
	SW(config, 64);
	SW(sample_period, 64);
	SW(sample_type, 64);
	SW(read_format, 64);
	if (offsetof(struct perf_event_attr, read_format) + 16 <= size) {
		u8 *b = (u8 *)base + offsetof(struct perf_event_attr, read_format) + 8;

		for (int i = 0; i < 8; i++)
			b[i] = revbits8(b[i]);
	}
	SW(wakeup_events, 32);
	SW(bp_type, 32);
	SW(bp_addr, 64);
	SW(bp_len, 64);
	SW(branch_sample_type, 64);
	SW(sample_regs_user, 64);
	SW(sample_stack_user, 32);
	SW(clockid, 32);
	SW(sample_regs_intr, 64);
	SW(aux_watermark, 32);
	SW(sample_max_stack, 16);
	if (offsetof(struct perf_event_attr, sample_max_stack) + 4 <= size)
		sw16(base + offsetof(struct perf_event_attr, sample_max_stack) + 2);
	if (offsetof(struct perf_event_attr, sample_max_stack) + 8 <= size)
		sw32(base + offsetof(struct perf_event_attr, sample_max_stack) + 4); /* aux_sample_size */
	if (offsetof(struct perf_event_attr, sample_max_stack) + 16 <= size)
		sw64(base + offsetof(struct perf_event_attr, sample_max_stack) + 8); /* sig_data */
	/* config3 (newer kernels) */
	if (size >= 136)
		sw64(base + 128);
#undef SW
#undef FIELD_IN
}

/* Swaps the sample_id trailer ending at end (host layout by attr). */
static int swap_id_trailer(char *rec, size_t rec_size, size_t fixed, const struct perf_event_attr *attr)
{
	u64 t;
	size_t n;
	char *p;

	if (!attr || !attr->sample_id_all)
		return 0;
	n = perf_event__id_hdr_size(attr);
	if (rec_size < fixed + n)
		return -EINVAL;
	t = attr->sample_type;
	p = rec + rec_size - n;
	if (t & PERF_SAMPLE_TID) {
		sw32(p);
		sw32(p + 4);
		p += 8;
	}
	if (t & PERF_SAMPLE_TIME)
		sw64(p), p += 8;
	if (t & PERF_SAMPLE_ID)
		sw64(p), p += 8;
	if (t & PERF_SAMPLE_STREAM_ID)
		sw64(p), p += 8;
	if (t & PERF_SAMPLE_CPU) {
		sw32(p);
		sw32(p + 4);
		p += 8;
	}
	if (t & PERF_SAMPLE_IDENTIFIER)
		sw64(p), p += 8;
	return 0;
}

#define SNEED(words)                                                  \
	do {                                                          \
		if ((size_t)(end - p) < (size_t)(words) * 8)          \
			return -EINVAL;                               \
	} while (0)

static int swap_read_block(char **pp, char *end, u64 rf, bool fg)
{
	char *p = *pp;
	u64 nr = 1;
	size_t words;

	if (rf & PERF_FORMAT_GROUP) {
		SNEED(1);
		nr = rd64(p, fg);
	}
	words = read_format_words(rf, nr);
	if (!words)
		return -EINVAL;
	SNEED(words);
	sw64_range(p, words * 8);
	*pp = p + words * 8;
	return 0;
}

static int swap_regs(char **pp, char *end, u64 mask, bool fg)
{
	char *p = *pp;
	u64 abi;

	SNEED(1);
	abi = rd64(p, fg);
	sw64(p);
	p += 8;
	if (abi) {
		size_t n = __builtin_popcountll(mask);

		SNEED(n);
		sw64_range(p, n * 8);
		p += n * 8;
	}
	*pp = p;
	return 0;
}

static int swap_sample(union perf_event *ev, size_t size, const struct perf_event_attr *attr,
		       bool fg)
{
	char *p = (char *)ev->sample.array, *end = (char *)ev + size;
	u64 t;

	if (!attr) {
		sw64_range(p, end - p);
		return 0;
	}
	t = attr->sample_type;
#define U64FIELD(bit)              \
	if (t & (bit)) {           \
		SNEED(1);          \
		sw64(p);           \
		p += 8;            \
	}
#define U32PAIR(bit)               \
	if (t & (bit)) {           \
		SNEED(1);          \
		sw32(p);           \
		sw32(p + 4);       \
		p += 8;            \
	}
	U64FIELD(PERF_SAMPLE_IDENTIFIER);
	U64FIELD(PERF_SAMPLE_IP);
	U32PAIR(PERF_SAMPLE_TID);
	U64FIELD(PERF_SAMPLE_TIME);
	U64FIELD(PERF_SAMPLE_ADDR);
	U64FIELD(PERF_SAMPLE_ID);
	U64FIELD(PERF_SAMPLE_STREAM_ID);
	U32PAIR(PERF_SAMPLE_CPU);
	U64FIELD(PERF_SAMPLE_PERIOD);
	if (t & PERF_SAMPLE_READ) {
		if (swap_read_block(&p, end, attr->read_format, fg))
			return -EINVAL;
	}
	if (t & PERF_SAMPLE_CALLCHAIN) {
		u64 nr;

		SNEED(1);
		nr = rd64(p, fg);
		if (nr > (u64)(end - p) / 8 - 1)
			return -EINVAL;
		sw64_range(p, (nr + 1) * 8);
		p += (nr + 1) * 8;
	}
	if (t & PERF_SAMPLE_RAW) {
		u32 rsize;

		SNEED(1);
		rsize = rd32(p, fg);
		/* the payload keeps the writer's byte order: the tracing data says which */
		sw32(p);
		if ((u64)rsize + 4 > (u64)(end - p))
			return -EINVAL;
		p += perf_align8(4 + (size_t)rsize);
		if (p > end)
			return -EINVAL;
	}
	if (t & PERF_SAMPLE_BRANCH_STACK) {
		u64 nr;
		size_t hw = !!(attr->branch_sample_type & PERF_SAMPLE_BRANCH_HW_INDEX);

		SNEED(1 + hw);
		nr = rd64(p, fg);
		sw64_range(p, (1 + hw) * 8);
		p += (1 + hw) * 8;
		if (nr > (u64)(end - p) / 24)
			return -EINVAL;
		sw64_range(p, nr * 24);
		p += nr * 24;
	}
	if (t & PERF_SAMPLE_REGS_USER) {
		if (swap_regs(&p, end, attr->sample_regs_user, fg))
			return -EINVAL;
	}
	if (t & PERF_SAMPLE_STACK_USER) {
		u64 ssize;

		SNEED(1);
		ssize = rd64(p, fg);
		sw64(p);
		p += 8;
		if (ssize) {
			if (ssize & 7 || ssize / 8 + 1 > (u64)(end - p) / 8)
				return -EINVAL;
			sw64_range(p, ssize + 8);
			p += ssize + 8;
		}
	}
	if (t & PERF_SAMPLE_WEIGHT_STRUCT) {
		SNEED(1);
		sw32(p);
		sw16(p + 4);
		sw16(p + 6);
		p += 8;
	} else {
		U64FIELD(PERF_SAMPLE_WEIGHT);
	}
	U64FIELD(PERF_SAMPLE_DATA_SRC);
	U64FIELD(PERF_SAMPLE_TRANSACTION);
	if (t & PERF_SAMPLE_REGS_INTR) {
		if (swap_regs(&p, end, attr->sample_regs_intr, fg))
			return -EINVAL;
	}
	U64FIELD(PERF_SAMPLE_PHYS_ADDR);
	U64FIELD(PERF_SAMPLE_CGROUP);
	U64FIELD(PERF_SAMPLE_DATA_PAGE_SIZE);
	U64FIELD(PERF_SAMPLE_CODE_PAGE_SIZE);
	if (t & PERF_SAMPLE_AUX) {
		SNEED(1);
		sw64(p);
		p += 8;
	}
#undef U64FIELD
#undef U32PAIR
	return 0;
}

/* Swaps consecutive fields at rec+off described by widths (8, 4, 2; 0 ends). */
static int swap_fields(char *rec, size_t size, size_t off, const u8 *widths)
{
	for (; *widths; widths++) {
		if (off + *widths > size)
			return -EINVAL;
		if (*widths == 8)
			sw64(rec + off);
		else if (*widths == 4)
			sw32(rec + off);
		else if (*widths == 2)
			sw16(rec + off);
		off += *widths;
	}
	return 0;
}

/* The byte where a NUL-terminated, 8-aligned string starting at off ends (the trailer's start). */
static size_t after_string(const char *rec, size_t size, size_t off)
{
	const char *nul;

	if (off >= size)
		return size;
	nul = memchr(rec + off, 0, size - off);
	if (!nul)
		return size;
	return perf_align8(nul - rec + 1);
}

int perf_event__swap(union perf_event *event, const struct perf_event_attr *attr, bool to_host)
{
	char *rec = (char *)event;
	size_t size, fixed = sizeof(struct perf_event_header);
	u32 type;
	int err = 0;

	if (to_host)
		perf_event_header__swap(&event->header);
	type = event->header.type;
	size = event->header.size;
	if (!to_host)
		perf_event_header__swap(&event->header);
	if (size < sizeof(struct perf_event_header))
		return -EINVAL;

	switch (type) {
	case PERF_RECORD_SAMPLE:
		return swap_sample(event, size, attr, to_host);
	case PERF_RECORD_MMAP: {
		static const u8 w[] = { 4, 4, 8, 8, 8, 0 };

		err = swap_fields(rec, size, 8, w);
		fixed = after_string(rec, size, offsetof(struct perf_record_mmap, filename));
		break;
	}
	case PERF_RECORD_MMAP2: {
		static const u8 w[] = { 4, 4, 8, 8, 8, 4, 4, 8, 8, 4, 4, 0 };
		static const u8 wb[] = { 4, 4, 8, 8, 8, 0 };
		static const u8 wt[] = { 4, 4, 0 };
		u16 misc = to_host ? event->header.misc : bswap_16(event->header.misc);

		if (misc & PERF_RECORD_MISC_MMAP_BUILD_ID) {
			/* build-id bytes are not swapped */
			err = swap_fields(rec, size, 8, wb);
			if (!err)
				err = swap_fields(rec, size,
						  offsetof(struct perf_record_mmap2, prot), wt);
		} else {
			err = swap_fields(rec, size, 8, w);
		}
		fixed = after_string(rec, size, offsetof(struct perf_record_mmap2, filename));
		break;
	}
	case PERF_RECORD_COMM: {
		static const u8 w[] = { 4, 4, 0 };

		err = swap_fields(rec, size, 8, w);
		fixed = after_string(rec, size, offsetof(struct perf_record_comm, comm));
		break;
	}
	case PERF_RECORD_FORK:
	case PERF_RECORD_EXIT: {
		static const u8 w[] = { 4, 4, 4, 4, 8, 0 };

		err = swap_fields(rec, size, 8, w);
		fixed = sizeof(struct perf_record_fork);
		break;
	}
	case PERF_RECORD_LOST: {
		static const u8 w[] = { 8, 8, 0 };

		err = swap_fields(rec, size, 8, w);
		fixed = sizeof(struct perf_record_lost);
		break;
	}
	case PERF_RECORD_LOST_SAMPLES:
	case 21: /* AUX_OUTPUT_HW_ID */ {
		static const u8 w[] = { 8, 0 };

		err = swap_fields(rec, size, 8, w);
		fixed = 16;
		break;
	}
	case PERF_RECORD_THROTTLE:
	case PERF_RECORD_UNTHROTTLE:
	case PERF_RECORD_AUX: {
		static const u8 w[] = { 8, 8, 8, 0 };

		err = swap_fields(rec, size, 8, w);
		fixed = 32;
		break;
	}
	case PERF_RECORD_READ: {
		/* pid, tid then a single read_format block (never a group) */
		static const u8 w[] = { 4, 4, 0 };
		size_t words = attr ? read_format_words(attr->read_format & ~(u64)PERF_FORMAT_GROUP, 1) : 4;

		err = swap_fields(rec, size, 8, w);
		if (!err && 16 + words * 8 <= size)
			sw64_range(rec + 16, words * 8);
		fixed = 16 + words * 8;
		break;
	}
	case PERF_RECORD_ITRACE_START:
	case PERF_RECORD_SWITCH_CPU_WIDE: {
		static const u8 w[] = { 4, 4, 0 };

		err = swap_fields(rec, size, 8, w);
		fixed = 16;
		break;
	}
	case PERF_RECORD_SWITCH:
		break;
	case PERF_RECORD_NAMESPACES: {
		static const u8 w[] = { 4, 4, 8, 0 };
		u64 nr;

		err = swap_fields(rec, size, 8, w);
		if (err)
			break;
		nr = event->namespaces.nr_namespaces; /* host order now */
		if (!to_host)
			nr = bswap_64(nr);
		if (nr > (size - 24) / 16)
			return -EINVAL;
		sw64_range(rec + 24, nr * 16);
		fixed = 24 + nr * 16;
		break;
	}
	case PERF_RECORD_KSYMBOL: {
		static const u8 w[] = { 8, 4, 2, 2, 0 };

		err = swap_fields(rec, size, 8, w);
		fixed = after_string(rec, size, offsetof(struct perf_record_ksymbol, name));
		break;
	}
	case PERF_RECORD_BPF_EVENT: {
		static const u8 w[] = { 2, 2, 4, 0 };

		err = swap_fields(rec, size, 8, w);
		fixed = sizeof(struct perf_record_bpf_event);
		break;
	}
	case PERF_RECORD_CGROUP: {
		static const u8 w[] = { 8, 0 };

		err = swap_fields(rec, size, 8, w);
		fixed = after_string(rec, size, offsetof(struct perf_record_cgroup, path));
		break;
	}
	case PERF_RECORD_TEXT_POKE: {
		static const u8 w[] = { 8, 2, 2, 0 };
		u16 o, n;

		err = swap_fields(rec, size, 8, w);
		if (err)
			break;
		o = event->text_poke.old_len;
		n = event->text_poke.new_len;
		if (!to_host) {
			o = bswap_16(o);
			n = bswap_16(n);
		}
		fixed = perf_align8(offsetof(struct perf_record_text_poke, bytes) + o + n);
		break;
	}

	/* user records: no sample_id trailer */
	case PERF_RECORD_HEADER_ATTR: {
		size_t asize;

		if (size < 8 + PERF_ATTR_SIZE_VER0)
			return -EINVAL;
		asize = rd32(&event->attr.attr.size, to_host);
		if (asize < PERF_ATTR_SIZE_VER0 || asize > size - 8)
			return -EINVAL;
		perf_event_attr__swap(&event->attr.attr, asize, to_host);
		sw64_range(rec + 8 + asize, size - 8 - asize);
		return 0;
	}
	case PERF_RECORD_HEADER_EVENT_TYPE:
		if (size < 16)
			return -EINVAL;
		sw64(rec + 8);
		return 0;
	case PERF_RECORD_HEADER_TRACING_DATA:
		if (size < 12)
			return -EINVAL;
		sw32(rec + 8);
		return 0;
	case PERF_RECORD_HEADER_BUILD_ID:
		if (size < 12)
			return -EINVAL;
		sw32(rec + 8);
		return 0;
	case PERF_RECORD_ID_INDEX:
	case PERF_RECORD_STAT_CONFIG:
	case PERF_RECORD_STAT_ROUND:
	case PERF_RECORD_TIME_CONV:
		/* all u64 (time_conv's trailing bytes are flags, swapped harmlessly as a unit
		 * by Linux perf too) */
		if (type == PERF_RECORD_TIME_CONV)
			sw64_range(rec + 8, min_t(size_t, size - 8, 40));
		else
			sw64_range(rec + 8, size - 8);
		return 0;
	case PERF_RECORD_AUXTRACE_INFO: {
		static const u8 w[] = { 4, 4, 0 };

		err = swap_fields(rec, size, 8, w);
		if (!err)
			sw64_range(rec + 16, size - 16);
		return err;
	}
	case PERF_RECORD_AUXTRACE: {
		static const u8 w[] = { 8, 8, 8, 4, 4, 4, 4, 0 };

		return swap_fields(rec, size, 8, w);
	}
	case PERF_RECORD_AUXTRACE_ERROR: {
		static const u8 w[] = { 4, 4, 4, 4, 4, 4, 8, 0 };

		return swap_fields(rec, size, 8, w);
	}
	case PERF_RECORD_THREAD_MAP: {
		u64 nr;

		if (size < 16)
			return -EINVAL;
		nr = rd64(rec + 8, to_host);
		sw64(rec + 8);
		if (nr > (size - 16) / 24)
			return -EINVAL;
		for (u64 i = 0; i < nr; i++)
			sw64(rec + 16 + i * 24);
		return 0;
	}
	case PERF_RECORD_STAT: {
		static const u8 w[] = { 8, 4, 4, 8, 8, 8, 0 };

		return swap_fields(rec, size, 8, w);
	}
	case PERF_RECORD_EVENT_UPDATE: {
		static const u8 w[] = { 8, 8, 0 };

		/* the payload (unit, scale, name, cpus) is left as is */
		return swap_fields(rec, size, 8, w);
	}
	case PERF_RECORD_CPU_MAP: {
		/* packed: u16 type, then a list of u16 cpus, a mask, or a u16 range */
		u16 ctype, nr;

		if (size < 12)
			return -EINVAL;
		memcpy(&ctype, rec + 8, 2);
		if (to_host)
			ctype = bswap_16(ctype);
		sw16(rec + 8);
		if (ctype == 0) {
			memcpy(&nr, rec + 10, 2);
			if (to_host)
				nr = bswap_16(nr);
			if (12 + (size_t)nr * 2 > size)
				return -EINVAL;
			for (size_t i = 0; i < 1 + (size_t)nr; i++)
				sw16(rec + 10 + i * 2);
		} else if (ctype == 1) {
			u16 lsize;

			if (size < 14)
				return -EINVAL;
			memcpy(&nr, rec + 10, 2);
			memcpy(&lsize, rec + 12, 2);
			if (to_host) {
				nr = bswap_16(nr);
				lsize = bswap_16(lsize);
			}
			sw16(rec + 10);
			sw16(rec + 12);
			if (lsize == 4 && 14 + (size_t)nr * 4 <= size) {
				for (size_t i = 0; i < nr; i++)
					sw32(rec + 14 + i * 4);
			} else if (lsize == 8 && 18 + (size_t)nr * 8 <= size) {
				for (size_t i = 0; i < nr; i++)
					sw64(rec + 18 + i * 8);
			}
		} else if (ctype == 2) {
			if (size < 16)
				return -EINVAL;
			sw16(rec + 12);
			sw16(rec + 14);
		}
		return 0;
	}
	case PERF_RECORD_HEADER_FEATURE:
		if (size < 16)
			return -EINVAL;
		sw64(rec + 8);
		return 0;
	default:
		/* FINISHED_ROUND, FINISHED_INIT, COMPRESSED, CPU_MAP and unknown: as is */
		return 0;
	}
	if (err)
		return err;
	if (perf_event__is_kernel_type(type))
		return swap_id_trailer(rec, size, fixed, attr);
	return 0;
}
