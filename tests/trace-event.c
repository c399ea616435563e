// SPDX-License-Identifier: GPL-2.0
#include <stdlib.h>
#include <string.h>
#include <stdbool.h>

#include "tests/tests.h"
#include "util/session.h"
#include "util/trace-event.h"
#include "util/tracefs.h"

struct format_check {
	int checked;
	char bad[128];
};

static int check_one(const char *sys, const char *name, void *data)
{
	struct format_check *fc = data;
	char *text = tracefs__event_format(sys, name);

	if (!text)
		return 0;
	fc->checked++;
	if (!trace_event__format_ok(text, strlen(text))) {
		snprintf(fc->bad, sizeof(fc->bad), "%s:%s", sys, name);
		free(text);
		return 1;
	}
	free(text);
	return 0;
}

DEFINE_TEST(test__trace_event_formats, "trace-event: every tracefs format is accepted, damaged ones are not")
{
	static const char good[] =
		"name: x\nID: 5\nformat:\n"
		"\tfield:unsigned short common_type;\toffset:0;\tsize:2;\tsigned:0;\n\n"
		"\tfield:char comm[16];\toffset:8;\tsize:16;\tsigned:0;\n"
		"\tfield:__data_loc char[] name;\toffset:24;\tsize:4;\tsigned:0;\n"
		"\tfield:const char * p;\toffset:32;\tsize:8;\tsigned:0;\n\n"
		"print fmt: \"comm=%s\", REC->comm\n";
	static const char *const bad_fields[] = {
		"\tfield:char comm\37616];\toffset:8;\tsize:16;\tsigned:0;\n",
		"\tfield:char comm16];\toffset:8;\tsize:16;\tsigned:0;\n",
		"\tfield:char comm[16;\toffset:8;\tsize:16;\tsigned:0;\n",
		"\tfield:char comm[[16]];\toffset:8;\tsize:16;\tsigned:0;\n",
		"\tfield:;\toffset:8;\tsize:16;\tsigned:0;\n",
		"\tfield:char comm[16];\toffset:;\tsize:16;\tsigned:0;\n",
		"\tfield:char comm[16];\toffset:8;\tsize:16\n",
		"\tfield:char (comm)[16];\toffset:8;\tsize:16;\tsigned:0;\n",
		"\tfiel:char comm[16];\toffset:8;\tsize:16;\tsigned:0;\n",
	};
	struct format_check fc = { 0 };
	int n;

	TEST_ASSERT(trace_event__format_ok(good, strlen(good)), "a well-formed format refused");
	for (size_t i = 0; i < sizeof(bad_fields) / sizeof(bad_fields[0]); i++) {
		char text[1024];

		snprintf(text, sizeof(text), "name: x\nID: 5\nformat:\n%sprint fmt: \"\"\n",
			 bad_fields[i]);
		TEST_ASSERT(!trace_event__format_ok(text, strlen(text)),
			    "damaged field line %zu accepted", i);
	}
	TEST_ASSERT(!trace_event__format_ok("name: x\nID: 5\n", 14), "format without fields");

	/* What the kernel writes must all pass, or tracepoint files would lose their fields. */
	TEST_REQUIRE("tracefs");
	n = tracefs__for_each_event(NULL, NULL, check_one, &fc);
	TEST_ASSERT(n >= 0, "tracefs events not listed: %d", n);
	TEST_ASSERT(!fc.bad[0], "the kernel's format of %s refused", fc.bad);
	TEST_ASSERT(fc.checked > 100, "only %d formats checked", fc.checked);
	return TEST_OK;
}

DEFINE_TEST(test__trace_event_damage, "trace-event: damaged tracing data never crashes the parser")
{
	char path[4096];
	struct perf_session *s;
	unsigned char *copy;
	size_t size;
	int tried = 0;

	snprintf(path, sizeof(path), "%s/data/tp.data", tests_dir());
	TEST_ASSERT(perf_session__open(path, &s) == 0, "cannot open data/tp.data");
	size = s->env.tracing_data_size;
	TEST_ASSERT(size > 1000, "tp.data has no tracing data");
	copy = malloc(size);
	/*
	 * A sweep over the blob with a few values (each parse forks once, so every 5th byte),
	 * plus damage that once crashed libtraceevent: a '%' in a print fmt argument
	 * (division by zero), a ']' for the print fmt's last newline, a bad field byte.
	 */
#ifdef __SANITIZE_ADDRESS__
	/* a fork of an ASan process costs ~40 ms of page-table copying: a sparser sweep */
	const size_t stride = 20, min_tried = 120;
#else
	const size_t stride = 5, min_tried = 500;
#endif
	for (size_t off = 0; off < size; off++) {
		static const unsigned char vals[] = { 0x00, 0xfe, ']', ')', '"', ';', '\n', '%' };
		const char *arg = memmem(s->env.tracing_data, size, "REC->", 5);

		for (size_t v = 0; v < sizeof(vals); v++) {
			bool known = (arg && off == (size_t)(arg - (const char *)s->env.tracing_data) + 1 &&
				      vals[v] == '%');
			struct trace_event *te;

			if (off % stride && !known)
				continue;
			memcpy(copy, s->env.tracing_data, size);
			copy[off] = vals[v];
			te = trace_event__new(copy, size);
			trace_event__delete(te);
			tried++;
		}
	}
	free(copy);
	perf_session__delete(s);
	TEST_ASSERT(tried > (int)min_tried, "only %d variants", tried);
	return TEST_OK;
}
