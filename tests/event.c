// SPDX-License-Identifier: GPL-2.0
/* Record parsing and swapping on crafted records. */
#include <byteswap.h>
#include <stdlib.h>
#include <string.h>

#include "tests/tests.h"
#include "util/event.h"

#define ALL_TYPES                                                                             \
	(PERF_SAMPLE_IDENTIFIER | PERF_SAMPLE_IP | PERF_SAMPLE_TID | PERF_SAMPLE_TIME |       \
	 PERF_SAMPLE_ADDR | PERF_SAMPLE_ID | PERF_SAMPLE_STREAM_ID | PERF_SAMPLE_CPU |        \
	 PERF_SAMPLE_PERIOD | PERF_SAMPLE_READ | PERF_SAMPLE_CALLCHAIN | PERF_SAMPLE_RAW |     \
	 PERF_SAMPLE_BRANCH_STACK | PERF_SAMPLE_REGS_USER | PERF_SAMPLE_STACK_USER |          \
	 PERF_SAMPLE_WEIGHT | PERF_SAMPLE_DATA_SRC | PERF_SAMPLE_TRANSACTION |                \
	 PERF_SAMPLE_REGS_INTR | PERF_SAMPLE_PHYS_ADDR)

/* Builds a sample with every field of ALL_TYPES into buf (u64 words); returns its size. */
static size_t build_sample(u64 *buf, struct perf_event_attr *attr)
{
	u64 *p = buf + 1;
	struct perf_event_header *h = (struct perf_event_header *)buf;

	memset(attr, 0, sizeof(*attr));
	attr->size = sizeof(*attr);
	attr->sample_type = ALL_TYPES;
	attr->read_format = PERF_FORMAT_GROUP | PERF_FORMAT_ID | PERF_FORMAT_TOTAL_TIME_ENABLED;
	attr->sample_regs_user = 0x7; /* 3 registers */
	attr->sample_regs_intr = 0x3; /* 2 registers */
	attr->sample_id_all = 1;

	*p++ = 77;				/* IDENTIFIER */
	*p++ = 0x401234;			/* IP */
	((u32 *)p)[0] = 100, ((u32 *)p)[1] = 101, p++; /* TID */
	*p++ = 123456789;			/* TIME */
	*p++ = 0xdead;				/* ADDR */
	*p++ = 77;				/* ID */
	*p++ = 78;				/* STREAM_ID */
	((u32 *)p)[0] = 1, ((u32 *)p)[1] = 0, p++; /* CPU */
	*p++ = 1000;				/* PERIOD */
	*p++ = 2;				/* READ: nr */
	*p++ = 555;				/* time_enabled */
	*p++ = 10, *p++ = 77;			/* value, id */
	*p++ = 20, *p++ = 79;
	*p++ = 3;				/* CALLCHAIN */
	*p++ = (u64)PERF_CONTEXT_USER, *p++ = 0x401234, *p++ = 0x401000;
	((u32 *)p)[0] = 10;			/* RAW: 4 + 10 bytes, padded to 16 */
	memcpy((char *)p + 4, "0123456789", 10);
	p += 2;
	*p++ = 1;				/* BRANCH_STACK: nr */
	*p++ = 0x1000, *p++ = 0x2000, *p++ = 0x5;
	*p++ = 2;				/* REGS_USER abi */
	*p++ = 1, *p++ = 2, *p++ = 3;
	*p++ = 16;				/* STACK_USER size */
	*p++ = 0x1111, *p++ = 0x2222;
	*p++ = 8;				/* dyn_size */
	*p++ = 42;				/* WEIGHT */
	*p++ = 0x55;				/* DATA_SRC */
	*p++ = 0x66;				/* TRANSACTION */
	*p++ = 2;				/* REGS_INTR abi */
	*p++ = 4, *p++ = 5;
	*p++ = 0x7777;				/* PHYS_ADDR */
	h->type = PERF_RECORD_SAMPLE;
	h->misc = PERF_RECORD_MISC_USER;
	h->size = (char *)p - (char *)buf;
	return h->size;
}

DEFINE_TEST(test__event_parse_sample, "event: parse a sample with every field")
{
	u64 buf[128];
	struct perf_event_attr attr;
	struct perf_sample s;
	const struct branch_entry *be;

	build_sample(buf, &attr);
	TEST_ASSERT(perf_event__parse_sample((union perf_event *)buf, &attr, &s) == 0, "parse failed");
	TEST_ASSERT(s.id == 77 && s.ip == 0x401234 && s.pid == 100 && s.tid == 101, "id/ip/tid");
	TEST_ASSERT(s.time == 123456789 && s.addr == 0xdead && s.stream_id == 78 && s.cpu == 1,
		    "time/addr/stream/cpu");
	TEST_ASSERT(s.period == 1000, "period %llu", (unsigned long long)s.period);
	TEST_ASSERT(s.read.nr == 2 && s.read.time_enabled == 555 && s.read.group_entry_size == 2 &&
			    s.read.group[0] == 10 && s.read.group[3] == 79,
		    "read group");
	TEST_ASSERT(s.callchain && s.callchain->nr == 3 && s.callchain->ips[2] == 0x401000,
		    "callchain");
	TEST_ASSERT(s.raw_size == 10 && !memcmp(s.raw_data, "0123456789", 10), "raw");
	be = perf_sample__branch_entries(&s);
	TEST_ASSERT(s.branch_stack->nr == 1 && be[0].from == 0x1000 && be[0].to == 0x2000,
		    "branch");
	TEST_ASSERT(s.user_regs.abi == 2 && s.user_regs.regs[2] == 3, "user regs");
	TEST_ASSERT(s.user_stack.size == 8 && ((const u64 *)s.user_stack.data)[1] == 0x2222,
		    "user stack");
	TEST_ASSERT(s.weight == 42 && s.data_src == 0x55 && s.transaction == 0x66, "weight...");
	TEST_ASSERT(s.intr_regs.abi == 2 && s.intr_regs.regs[1] == 5, "intr regs");
	TEST_ASSERT(s.phys_addr == 0x7777, "phys_addr");
	TEST_ASSERT(s.cpumode == PERF_RECORD_MISC_USER, "cpumode");
	TEST_ASSERT(perf_event__sample_id_pos(attr.sample_type) == 0, "id pos");
	return TEST_OK;
}

DEFINE_TEST(test__event_truncated, "event: truncated samples are refused, never overrun")
{
	u64 full[128];
	struct perf_event_attr attr;
	size_t size = build_sample(full, &attr);

	/* every shorter size, each in a buffer of exactly that size (ASan sees any overrun) */
	for (size_t n = 8; n < size; n += 8) {
		u64 *b = malloc(n);
		struct perf_sample s;
		int err;

		memcpy(b, full, n);
		((struct perf_event_header *)b)->size = n;
		err = perf_event__parse_sample((union perf_event *)b, &attr, &s);
		free(b);
		TEST_ASSERT(err < 0, "a sample cut to %zu of %zu bytes parsed", n, size);
	}
	/* lengths inside the record that lie: callchain nr, raw size, branch nr, stack size */
	{
		static const size_t words[] = { 10, 16, 20, 22, 30 }; /* offsets of the counts, in u64 */

		for (size_t i = 0; i < ARRAY_SIZE(words); i++) {
			u64 *b = malloc(size);
			struct perf_sample s;
			int err;

			memcpy(b, full, size);
			if (words[i] == 20)
				((u32 *)(b + words[i]))[0] = 0xfffffff0;
			else
				b[words[i]] = 0x0fffffffffffffffULL;
			err = perf_event__parse_sample((union perf_event *)b, &attr, &s);
			free(b);
			TEST_ASSERT(err < 0, "a lying count at word %zu parsed", words[i]);
		}
	}
	return TEST_OK;
}

DEFINE_TEST(test__event_sample_id, "event: sample_id trailer of side-band records")
{
	struct perf_event_attr attr = { .size = sizeof(attr) };
	union {
		struct perf_record_comm comm;
		u64 w[16];
	} b;
	struct perf_sample in = { .pid = 5, .tid = 6, .time = 999, .id = 42, .cpu = 1 }, out;
	size_t fixed = offsetof(struct perf_record_comm, comm) + 8;

	attr.sample_type = PERF_SAMPLE_TID | PERF_SAMPLE_TIME | PERF_SAMPLE_ID | PERF_SAMPLE_CPU |
			   PERF_SAMPLE_IDENTIFIER;
	attr.sample_id_all = 1;
	TEST_ASSERT(perf_event__id_hdr_size(&attr) == 40, "id_hdr_size %zu",
		    perf_event__id_hdr_size(&attr));
	TEST_ASSERT(perf_event__nonsample_id_pos(attr.sample_type) == 1, "is_pos");
	TEST_ASSERT(perf_event__nonsample_id_pos(PERF_SAMPLE_ID | PERF_SAMPLE_CPU) == 2, "is_pos 2");
	TEST_ASSERT(perf_event__sample_id_pos(PERF_SAMPLE_IP | PERF_SAMPLE_TID | PERF_SAMPLE_ID) == 2,
		    "id_pos");
	memset(&b, 0, sizeof(b));
	b.comm.header.type = PERF_RECORD_COMM;
	b.comm.pid = 5;
	b.comm.tid = 6;
	strcpy(b.comm.comm, "abc");
	perf_event__write_id_hdr((char *)&b + fixed, &attr, &in);
	b.comm.header.size = fixed + 40;
	TEST_ASSERT(perf_event__parse_sample((union perf_event *)&b, &attr, &out) == 0, "parse");
	TEST_ASSERT(out.pid == 5 && out.tid == 6 && out.time == 999 && out.id == 42 && out.cpu == 1,
		    "trailer read back wrong");
	b.comm.header.size = 16; /* shorter than the trailer */
	TEST_ASSERT(perf_event__parse_sample((union perf_event *)&b, &attr, &out) < 0,
		    "short record accepted");

	/*
	 * A damaged size, not a multiple of 8 (the comm unpadded): the trailer is misaligned
	 * and still read right (and without a misaligned load: make test SANITIZE=1).
	 */
	{
		u64 trailer[5];
		size_t odd = offsetof(struct perf_record_comm, comm) + 4;

		perf_event__write_id_hdr(trailer, &attr, &in);
		memcpy((char *)&b + odd, trailer, sizeof(trailer));
		b.comm.header.size = odd + sizeof(trailer);
		memset(&out, 0, sizeof(out));
		TEST_ASSERT(perf_event__parse_sample((union perf_event *)&b, &attr, &out) == 0,
			    "parse of an odd-sized record");
		TEST_ASSERT(out.pid == 5 && out.tid == 6 && out.time == 999 && out.id == 42 &&
				    out.cpu == 1,
			    "misaligned trailer read back wrong");
	}
	return TEST_OK;
}

DEFINE_TEST(test__event_swap, "event: byte swapping round trip and field widths")
{
	u64 buf[128], orig[128];
	struct perf_event_attr attr, sattr;
	size_t size = build_sample(buf, &attr);
	struct perf_sample s;

	memcpy(orig, buf, size);
	TEST_ASSERT(perf_event__swap((union perf_event *)buf, &attr, false) == 0, "to foreign");
	TEST_ASSERT(memcmp(buf, orig, size), "nothing swapped");
	/* u32 pairs swap as pairs: pid stays in the first half */
	{
		u32 pid;

		memcpy(&pid, &buf[3], 4);
		TEST_ASSERT(pid == bswap_32(100), "pid swapped as part of a u64");
	}
	/* raw payload keeps its bytes */
	TEST_ASSERT(!memcmp((char *)&buf[20] + 4, "0123456789", 10), "raw payload changed");
	TEST_ASSERT(perf_event__swap((union perf_event *)buf, &attr, true) == 0, "to host");
	TEST_ASSERT(!memcmp(buf, orig, size), "round trip differs");
	TEST_ASSERT(perf_event__parse_sample((union perf_event *)buf, &attr, &s) == 0, "parse");

	/* an attr round trip, bitfield included */
	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = PERF_TYPE_SOFTWARE;
	attr.config = 1;
	attr.sample_type = PERF_SAMPLE_IP | PERF_SAMPLE_TID;
	attr.disabled = 1;
	attr.sample_id_all = 1;
	attr.freq = 1;
	attr.sample_freq = 4000;
	sattr = attr;
	perf_event_attr__swap(&sattr, sizeof(sattr), false);
	TEST_ASSERT(sattr.size == bswap_32(sizeof(attr)) && sattr.config == bswap_64(1), "attr");
	perf_event_attr__swap(&sattr, sizeof(sattr), true);
	TEST_ASSERT(!memcmp(&sattr, &attr, sizeof(attr)), "attr round trip differs");

	/* side-band records with trailers */
	{
		union {
			struct perf_record_mmap2 m;
			u64 w[64];
		} r, o;
		struct perf_event_attr a = { .size = sizeof(a) };
		size_t fixed = offsetof(struct perf_record_mmap2, filename) + 16;
		struct perf_sample id = { .pid = 1, .tid = 2, .time = 3, .cpu = 4 };

		a.sample_type = PERF_SAMPLE_TID | PERF_SAMPLE_TIME | PERF_SAMPLE_CPU;
		a.sample_id_all = 1;
		memset(&r, 0, sizeof(r));
		r.m.header.type = PERF_RECORD_MMAP2;
		r.m.pid = 1;
		r.m.tid = 2;
		r.m.start = 0x400000;
		r.m.len = 0x1000;
		r.m.prot = 5;
		strcpy(r.m.filename, "/bin/true");
		perf_event__write_id_hdr((char *)&r + fixed, &a, &id);
		r.m.header.size = fixed + perf_event__id_hdr_size(&a);
		o = r;
		TEST_ASSERT(perf_event__swap((union perf_event *)&r, &a, false) == 0, "mmap2 swap");
		TEST_ASSERT(r.m.start == bswap_64(0x400000) && r.m.prot == bswap_32(5) &&
				    !strcmp(r.m.filename, "/bin/true"),
			    "mmap2 fields");
		TEST_ASSERT(perf_event__swap((union perf_event *)&r, &a, true) == 0, "mmap2 back");
		TEST_ASSERT(!memcmp(&r, &o, o.m.header.size), "mmap2 round trip differs");
	}
	return TEST_OK;
}

DEFINE_TEST(test__event_names, "event: record type names")
{
	TEST_ASSERT(!strcmp(perf_event__name(PERF_RECORD_SAMPLE), "SAMPLE"), "SAMPLE");
	TEST_ASSERT(!strcmp(perf_event__name(PERF_RECORD_MMAP2), "MMAP2"), "MMAP2");
	TEST_ASSERT(!strcmp(perf_event__name(PERF_RECORD_FINISHED_ROUND), "FINISHED_ROUND"), "FR");
	TEST_ASSERT(!strcmp(perf_event__name(PERF_RECORD_FINISHED_INIT), "FINISHED_INIT"), "FI");
	TEST_ASSERT(!strcmp(perf_event__name(1000), "UNKNOWN"), "unknown");
	return TEST_OK;
}
