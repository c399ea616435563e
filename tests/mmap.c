// SPDX-License-Identifier: GPL-2.0
/* The ring buffer reader: records come out whole and in order across many wrap-arounds. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "tests/tests.h"
#include "util/evlist.h"
#include "util/evsel.h"
#include "util/mmap.h"

struct comm_rec {
	struct perf_event_header header;
	u32 pid, tid;
	char comm[];
};

DEFINE_TEST(test__mmap_wrap, "mmap: ring buffer records read whole across the wrap")
{
	struct perf_event_attr attr = {
		.type = PERF_TYPE_SOFTWARE,
		.config = PERF_COUNT_SW_DUMMY,
		.size = sizeof(attr),
		.comm = 1,
		.disabled = 1,
		.exclude_kernel = 1, /* what perf_event_paranoid 2 allows an ordinary user */
		.exclude_hv = 1,
	};
	struct perf_mmap m;
	char name[32], saved[17] = "";
	int fd, err, next_expected = 0, sent = 0, wrapped = 0;

	prctl(PR_GET_NAME, saved);
	fd = syscall(__NR_perf_event_open, &attr, 0, -1, -1, 0);
	TEST_SKIP_IF(fd < 0 && errno == EACCES,
		     "perf_event_open not permitted (perf_event_paranoid)");
	TEST_ASSERT(fd >= 0, "perf_event_open: %s", strerror(errno));
	err = perf_mmap__mmap(&m, fd, -1, 1);
	TEST_ASSERT(err == 0, "mmap: %s", strerror(-err));
	TEST_ASSERT(perf_mmap__read_init(&m) == -EAGAIN, "a fresh ring is not empty");
	ioctl(fd, PERF_EVENT_IOC_ENABLE, 0);

	for (int batch = 0; batch < 100; batch++) {
		struct perf_event_header *ev;

		/* names of varying length: record sizes 24 and 32 bytes, so records straddle the end */
		for (int i = 0; i < 40; i++, sent++) {
			snprintf(name, sizeof(name), sent % 3 ? "w%d" : "wrap-test-%d", sent);
			prctl(PR_SET_NAME, name);
		}
		TEST_ASSERT(perf_mmap__read_init(&m) == 0, "no data after %d comm changes", sent);
		while ((ev = perf_mmap__read_event(&m))) {
			struct comm_rec *c = (struct comm_rec *)ev;

			if (ev->type != PERF_RECORD_COMM)
				continue;
			wrapped += (unsigned char *)ev == m.bounce;
			snprintf(name, sizeof(name), next_expected % 3 ? "w%d" : "wrap-test-%d",
				 next_expected);
			name[15] = '\0';
			TEST_ASSERT(ev->size >= sizeof(*c) + 8 && !strcmp(c->comm, name),
				    "record %d: comm '%.16s', expected '%s'", next_expected,
				    c->comm, name);
			TEST_ASSERT(c->pid == (u32)getpid(), "comm record of pid %u", c->pid);
			next_expected++;
		}
		perf_mmap__read_done(&m);
		TEST_ASSERT(perf_mmap__unread(&m) == 0 || next_expected <= sent,
			    "tail not advanced");
	}
	prctl(PR_SET_NAME, saved);
	TEST_ASSERT(next_expected == sent, "read %d comm records of %d", next_expected, sent);
	TEST_ASSERT(wrapped > 0, "no record straddled the end of the ring");
	TEST_ASSERT(m.nr_bad == 0, "%llu bad records", (unsigned long long)m.nr_bad);
	perf_mmap__munmap(&m);
	close(fd);
	return TEST_OK;
}

DEFINE_TEST(test__mmap_pages, "mmap: -m pages and sizes")
{
	unsigned int p = 0;
	long psz = page_size();

	TEST_ASSERT(!perf_mmap__parse_pages("128", &p) && p == 128, "128 -> %u", p);
	TEST_ASSERT(perf_mmap__parse_pages("100", &p) == -EINVAL, "100 pages accepted");
	TEST_ASSERT(!perf_mmap__parse_pages("512K", &p) && p == 512 * 1024 / psz, "512K -> %u", p);
	TEST_ASSERT(!perf_mmap__parse_pages("1M", &p) && p == 1024 * 1024 / psz, "1M -> %u", p);
	TEST_ASSERT(!perf_mmap__parse_pages("100K", &p) && p == 32, "100K -> %u", p);
	TEST_ASSERT(perf_mmap__parse_pages("0", &p) == -EINVAL, "0 accepted");
	TEST_ASSERT(perf_mmap__parse_pages("x", &p) == -EINVAL, "x accepted");
	TEST_ASSERT(perf_mmap__parse_pages("4Q", &p) == -EINVAL, "4Q accepted");
	TEST_ASSERT(perf_mmap__parse_pages("-8", &p) == -EINVAL, "-8 accepted");
	TEST_ASSERT(!perf_mmap__parse_pages("16KB", &p) && p == 16 * 1024 / psz, "16KB -> %u", p);
	return TEST_OK;
}

DEFINE_TEST(test__str_to_bytes, "util: byte sizes of --mmap-flush and --max-size")
{
	static const struct {
		const char *s;
		u64 v;
	} good[] = { { "0", 0 },	   { "100", 100 },	 { "7B", 7 },
		     { "16K", 16 << 10 },  { "16kb", 16 << 10 }, { "2M", 2 << 20 },
		     { "1g", 1ULL << 30 }, { "3GB", 3ULL << 30 } };
	static const char *const bad[] = { "",	  "x",	 "-1",	"+1",	       "10X",
					   "1KK", "1BB", "1 K", "99999999999G" };
	u64 v;

	for (size_t i = 0; i < ARRAY_SIZE(good); i++)
		TEST_ASSERT(!str_to_bytes(good[i].s, &v) && v == good[i].v, "'%s' -> %llu",
			    good[i].s, (unsigned long long)v);
	for (size_t i = 0; i < ARRAY_SIZE(bad); i++)
		TEST_ASSERT(str_to_bytes(bad[i], &v) == -EINVAL, "'%s' accepted", bad[i]);
	return TEST_OK;
}

DEFINE_TEST(test__evlist_id_hash, "evlist: sample id -> evsel and id positions")
{
	struct perf_event_attr attr = { .type = PERF_TYPE_SOFTWARE };
	struct evlist *evlist = evlist__new();
	struct evsel *a = evsel__new(&attr, "a"), *b = evsel__new(&attr, "b");
	struct {
		struct perf_event_header h;
		u64 a[5];
	} r;
	u64 id;

	evlist__add(evlist, a);
	evlist__add(evlist, b);
	for (u64 i = 1; i <= 1000; i++)
		evlist__id_add(evlist, i & 1 ? a : b, i * 7919);
	for (u64 i = 1; i <= 1000; i++)
		TEST_ASSERT(evlist__id2evsel(evlist, i * 7919) == (i & 1 ? a : b), "id %llu",
			    (unsigned long long)i);
	TEST_ASSERT(!evlist__id2evsel(evlist, 3), "unknown id found");

	/* IDENTIFIER: first in a sample, last in other records */
	evlist__set_id_pos(evlist, PERF_SAMPLE_IDENTIFIER | PERF_SAMPLE_IP | PERF_SAMPLE_TID);
	r.h.type = PERF_RECORD_SAMPLE;
	r.h.size = 4 * 8;
	r.a[0] = 2 * 7919;
	TEST_ASSERT(evlist__event2evsel(evlist, &r.h) == b, "sample by IDENTIFIER");
	r.h.type = PERF_RECORD_COMM;
	r.a[2] = 7919;
	TEST_ASSERT(evlist__event2evsel(evlist, &r.h) == a, "comm by IDENTIFIER");
	/* ID alone: after IP and TID in a sample; before CPU in the trailer */
	evlist__set_id_pos(evlist,
			   PERF_SAMPLE_ID | PERF_SAMPLE_IP | PERF_SAMPLE_TID | PERF_SAMPLE_CPU);
	r.h.type = PERF_RECORD_SAMPLE;
	r.h.size = 5 * 8;
	r.a[2] = 4 * 7919;
	TEST_ASSERT(!evlist__event2id(evlist, &r.h, &id) && id == 4 * 7919, "sample ID");
	r.h.type = PERF_RECORD_EXIT;
	r.a[2] = 5 * 7919;
	TEST_ASSERT(evlist__event2evsel(evlist, &r.h) == a, "exit by ID");
	r.h.size = 8;
	TEST_ASSERT(evlist__event2id(evlist, &r.h, &id) == -EINVAL, "short record");
	evlist__delete(evlist);
	return TEST_OK;
}
