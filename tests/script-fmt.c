// SPDX-License-Identifier: GPL-2.0
/*
 * perf script's fields and output (util/script-fmt.c): the -F grammar and its checks
 * against a file's sample_type, the output buffer's numbers and widths (each field's printf
 * format in Linux perf's output, printf itself the reference), its writes and what it does
 * when the reader has gone (EPIPE), and every field alone on Linux perf's fixtures as
 * Linux perf 6.1 printed it.
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <linux/perf_event.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/tests.h"
#include "util/script-fmt.h"

#define SAMPLE_DEFAULT                                                                     \
	(SF_COMM | SF_TID | SF_CPU | SF_TIME | SF_EVNAME | SF_IP | SF_SYM | SF_SYMOFFSET | \
	 SF_DSO | SF_PERIOD)

/* What ob holds since the last reset, as a string (in buf); then empties it. */
static const char *take(struct outbuf *ob, char *buf, size_t len)
{
	size_t n = ob->len < len - 1 ? ob->len : len - 1;

	memcpy(buf, ob->buf, n);
	buf[n] = '\0';
	ob->len = 0;
	return buf;
}

/*
 * Each field's printf format in Linux perf's perf script, and the buffer's calls that
 * print it: they must give what printf gives, for small, wide and extreme values.
 */
DEFINE_TEST(test__script_fmt_numbers,
	    "script-fmt: each field's number as printf prints it, in its width")
{
	static const s64 values[] = { 0,
				      1,
				      -1,
				      9,
				      10,
				      99999,
				      100000,
				      -99999,
				      -100000,
				      123456789,
				      INT32_MAX,
				      INT32_MIN,
				      (s64)1 << 32,
				      INT64_MAX,
				      INT64_MIN,
				      (s64)0xffffffff81000c82ULL };
	static const char *const strs[] = { "", "burn", "cpu-loop", "sixteen_chars_xx",
					    "a comm longer than sixteen" };
	struct outbuf ob;
	char got[128], want[128];

	/* no fd: nothing here is flushed */
	outbuf__init(&ob, -1, 4096);
	for (size_t i = 0; i < ARRAY_SIZE(values); i++) {
		s64 v = values[i];
		u64 u = (u64)v;

		/* tid "%5d ", pid/tid "%5d/%-5d ": s32 values, right and left in 5 */
		outbuf__put_s64(&ob, (s32)v, 5);
		outbuf__putc(&ob, '/');
		outbuf__put_s64(&ob, (s32)v, -5);
		snprintf(want, sizeof(want), "%5d/%-5d", (s32)v, (s32)v);
		TEST_ASSERT(!strcmp(take(&ob, got, sizeof(got)), want),
			    "pid/tid %d: '%s', want '%s'", (s32)v, got, want);
		/* cpu "[%03d]" */
		outbuf__put_u64(&ob, (u32)v, 3, '0');
		snprintf(want, sizeof(want), "%03u", (u32)v);
		TEST_ASSERT(!strcmp(take(&ob, got, sizeof(got)), want), "cpu %u: '%s', want '%s'",
			    (u32)v, got, want);
		/* time "%5lu.%06lu" (with --ns "%5lu.%09lu") */
		outbuf__put_u64(&ob, u / 1000000000, 5, ' ');
		outbuf__putc(&ob, '.');
		outbuf__put_u64(&ob, u % 1000000000 / 1000, 6, '0');
		outbuf__put_u64(&ob, u % 1000000000, 9, '0');
		snprintf(want, sizeof(want), "%5" PRIu64 ".%06" PRIu64 "%09" PRIu64, u / 1000000000,
			 u % 1000000000 / 1000, u % 1000000000);
		TEST_ASSERT(!strcmp(take(&ob, got, sizeof(got)), want),
			    "time %" PRIu64 ": '%s', want '%s'", u, got, want);
		/* period "%10" PRIu64, ip and addr "%16" PRIx64, symoff "%" PRIx64 */
		outbuf__put_u64(&ob, u, 10, ' ');
		outbuf__putc(&ob, ' ');
		outbuf__put_hex(&ob, u, 16);
		outbuf__putc(&ob, ' ');
		outbuf__put_hex(&ob, u, 0);
		snprintf(want, sizeof(want), "%10" PRIu64 " %16" PRIx64 " %" PRIx64, u, u, u);
		TEST_ASSERT(!strcmp(take(&ob, got, sizeof(got)), want),
			    "period, ip: '%s', want '%s'", got, want);
		/* and any width: "%*lld", "%-*lld", "%0*llu" */
		for (int w = -22; w <= 22; w++) {
			outbuf__put_s64(&ob, v, w);
			outbuf__putc(&ob, '|');
			outbuf__put_u64(&ob, u, w, w % 2 ? '0' : ' ');
			if (w % 2)
				snprintf(want, sizeof(want), "%*" PRId64 "|%0*" PRIu64, w, v,
					 w < 0 ? 0 : w, u);
			else
				snprintf(want, sizeof(want), "%*" PRId64 "|%*" PRIu64, w, v,
					 w < 0 ? 0 : w, u);
			TEST_ASSERT(!strcmp(take(&ob, got, sizeof(got)), want),
				    "%" PRId64 " in %d: '%s', want '%s'", v, w, got, want);
		}
	}
	/* comm "%16s", the event name in the width of the longest */
	for (size_t i = 0; i < ARRAY_SIZE(strs); i++)
		for (int w = -1; w <= 20; w++) {
			outbuf__put_right(&ob, strs[i], w);
			snprintf(want, sizeof(want), "%*s", w < 0 ? 0 : w, strs[i]);
			TEST_ASSERT(!strcmp(take(&ob, got, sizeof(got)), want),
				    "'%s' in %d: '%s', want '%s'", strs[i], w, got, want);
		}
	outbuf__printf(&ob, "%s %d %#llx", "x", -3, 0x1234ULL);
	TEST_ASSERT(!strcmp(take(&ob, got, sizeof(got)), "x -3 0x1234"), "printf: '%s'", got);
	outbuf__exit(&ob);
	return TEST_OK;
}

/* The contents of the file fd (from its start), allocated; its length in *len. */
static char *file_contents(int fd, size_t *len)
{
	off_t size = lseek(fd, 0, SEEK_END);
	char *buf = xmalloc(size + 1);

	*len = pread(fd, buf, size, 0) == size ? (size_t)size : 0;
	buf[*len] = '\0';
	return buf;
}

DEFINE_TEST(
	test__script_fmt_outbuf,
	"script-fmt: the output buffer writes in order, grows for a big record, keeps the first error (EPIPE, ENOSPC) and writes nothing after it")
{
	char path[] = "/tmp/perf-test-outbuf-XXXXXX", big[10000], *text;
	int fd = mkstemp(path), pipefd[2], full;
	struct outbuf ob;
	size_t len, at = 0;
	bool same = true;

	TEST_ASSERT(fd >= 0, "mkstemp");
	unlink(path);
	/* many small records through a small buffer, and one bigger than it */
	memset(big, 'B', sizeof(big));
	outbuf__init(&ob, fd, 64);
	for (int i = 0; i < 20000; i++) {
		outbuf__put_u64(&ob, i, 6, ' ');
		outbuf__putc(&ob, '\n');
		if (i == 10000)
			outbuf__put(&ob, big, sizeof(big));
	}
	outbuf__exit(&ob);
	TEST_ASSERT(!ob.err, "error %d writing a file", ob.err);
	text = file_contents(fd, &len);
	TEST_ASSERT(len == 20000 * 7 + sizeof(big), "%zu bytes written", len);
	for (int i = 0; i < 20000 && same; i++) {
		char line[16];

		snprintf(line, sizeof(line), "%6d\n", i);
		same = !memcmp(text + at, line, 7);
		at += 7;
		if (i == 10000) {
			same = same && text[at] == 'B' && text[at + sizeof(big) - 1] == 'B';
			at += sizeof(big);
		}
	}
	TEST_ASSERT(same, "record at byte %zu out of place", at);
	free(text);

	/*
	 * The reader went away: the first write fails with EPIPE (SIGPIPE ignored, as perf
	 * script does to say so), and from then on nothing is written (the fd is then a file:
	 * it must stay empty) while the records go on into a buffer that does not grow
	 */
	TEST_ASSERT(!pipe(pipefd), "pipe");
	TEST_ASSERT(!ftruncate(fd, 0), "ftruncate");
	signal(SIGPIPE, SIG_IGN);
	close(pipefd[0]);
	outbuf__init(&ob, pipefd[1], 64);
	for (int i = 0; i < 100; i++)
		outbuf__puts(&ob, "a line of a sample\n");
	TEST_ASSERT(ob.err == -EPIPE, "error %d, want EPIPE", ob.err);
	ob.fd = fd;
	for (int i = 0; i < 1000; i++)
		outbuf__puts(&ob, "a line of a sample\n");
	outbuf__flush(&ob);
	TEST_ASSERT(ob.err == -EPIPE && ob.cap == 64 && !ob.len, "error %d, %zu bytes kept of %zu",
		    ob.err, ob.len, ob.cap);
	outbuf__exit(&ob);
	close(pipefd[1]);
	TEST_ASSERT(lseek(fd, 0, SEEK_END) == 0, "written after the error");

	/* a full disk */
	full = open("/dev/full", O_WRONLY);
	if (full >= 0) {
		outbuf__init(&ob, full, 64);
		outbuf__puts(&ob, "x\n");
		outbuf__exit(&ob);
		close(full);
		TEST_ASSERT(ob.err == -ENOSPC, "error %d on /dev/full, want ENOSPC", ob.err);
	}
	close(fd);
	return TEST_OK;
}

/* Parses each spec in turn (as -F options); the result of the last. */
static int parse(struct script_fields *sf, const char *const *specs, int n)
{
	int err = 0;

	script_fields__init(sf);
	for (int i = 0; i < n && !err; i++)
		err = script_fields__parse(sf, specs[i]);
	return err;
}

#define PARSE(sf, ...)                                  \
	parse(sf, (const char *const[]){ __VA_ARGS__ }, \
	      ARRAY_SIZE(((const char *const[]){ __VA_ARGS__ })))

DEFINE_TEST(
	test__script_fmt_fields,
	"script-fmt: -F as Linux perf takes it: defaults, type:, +/-, errors, and the fields a file cannot give")
{
	static const char *const refused[] = { "bogus", "comm,bogus", "comm,+pid", "xx:comm",
					       "",	"brstack",    "sw:trace",  "hw:comm,-ip" };
	const u64 sw_type = PERF_SAMPLE_IP | PERF_SAMPLE_TID | PERF_SAMPLE_TIME |
			    PERF_SAMPLE_PERIOD;
	struct script_fields sf, before;
	u64 f;

	/*
	 * Linux perf's defaults: the trace payload for tracepoints, addr for raw events, a
	 * BPF output event's data (offcpu-time) for software events
	 */
	script_fields__init(&sf);
	TEST_ASSERT(sf.fields[SOT_SW] == (SAMPLE_DEFAULT | SF_BPF_OUTPUT) &&
			    sf.fields[SOT_HW] == SAMPLE_DEFAULT &&
			    sf.fields[SOT_RAW] == (SAMPLE_DEFAULT | SF_ADDR) &&
			    sf.fields[SOT_TRACE] ==
				    (SF_COMM | SF_TID | SF_CPU | SF_TIME | SF_EVNAME | SF_TRACE),
		    "defaults");
	TEST_ASSERT(script_fields__type(PERF_TYPE_SOFTWARE) == SOT_SW &&
			    script_fields__type(PERF_TYPE_TRACEPOINT) == SOT_TRACE &&
			    script_fields__type(PERF_TYPE_BREAKPOINT) == SOT_BREAK &&
			    script_fields__type(8 /* a dynamic PMU */) == SOT_OTHER,
		    "kinds of events");
	TEST_ASSERT(!strcmp(script_field__name(SF_SYMOFFSET), "symoff") &&
			    !strcmp(script_field__name(SF_EVNAME), "event"),
		    "field names");

	/* a list for all: exactly those, asked for by name */
	TEST_ASSERT(!PARSE(&sf, "comm,tid,ip") && sf.fields[SOT_SW] == (SF_COMM | SF_TID | SF_IP) &&
			    sf.user_fields[SOT_HW] == (SF_COMM | SF_TID | SF_IP) && sf.any_override,
		    "comm,tid,ip");
	/* empty items are nothing; a list of none replaces the fields with none */
	TEST_ASSERT(!PARSE(&sf, ",comm,,tid,") && sf.fields[SOT_SW] == (SF_COMM | SF_TID) &&
			    !PARSE(&sf, "sw:,+pid,") &&
			    sf.fields[SOT_SW] == (SAMPLE_DEFAULT | SF_BPF_OUTPUT | SF_PID),
		    "empty items");
	TEST_ASSERT(!PARSE(&sf, ",") && !sf.fields[SOT_SW] && !sf.fields[SOT_TRACE] &&
			    sf.user_set[SOT_HW],
		    "a list of none");
	/* trace: only where it can be (with a warning for the others) */
	TEST_ASSERT(!PARSE(&sf, "comm,trace") && sf.fields[SOT_TRACE] == (SF_COMM | SF_TRACE) &&
			    sf.fields[SOT_SW] == SF_COMM,
		    "comm,trace");
	/* one kind, the others left as they were */
	TEST_ASSERT(!PARSE(&sf, "sw:ip,sym") && sf.fields[SOT_SW] == (SF_IP | SF_SYM) &&
			    sf.fields[SOT_HW] == SAMPLE_DEFAULT && sf.user_set[SOT_SW] &&
			    !sf.user_set[SOT_HW],
		    "sw:ip,sym");
	/* "trace:" prints nothing of tracepoints */
	TEST_ASSERT(!PARSE(&sf, "trace:") && !sf.fields[SOT_TRACE] && sf.user_set[SOT_TRACE] &&
			    sf.fields[SOT_SW] == (SAMPLE_DEFAULT | SF_BPF_OUTPUT),
		    "trace:");
	/* + and - change the defaults; later options apply over earlier ones */
	TEST_ASSERT(!PARSE(&sf, "+pid,-period") &&
			    sf.fields[SOT_SW] ==
				    ((SAMPLE_DEFAULT | SF_BPF_OUTPUT | SF_PID) & ~SF_PERIOD) &&
			    sf.user_fields[SOT_SW] == SF_PID,
		    "+pid,-period");
	TEST_ASSERT(!PARSE(&sf, "comm,ip", "sw:+tid", "-ip") &&
			    sf.fields[SOT_SW] == (SF_COMM | SF_TID) && sf.fields[SOT_HW] == SF_COMM,
		    "comm,ip then sw:+tid then -ip");
	/* what is refused (with Linux perf's message), and changes nothing */
	for (size_t i = 0; i < ARRAY_SIZE(refused); i++) {
		script_fields__init(&sf);
		script_fields__parse(&sf, "sw:comm");
		before = sf;
		TEST_ASSERT(script_fields__parse(&sf, refused[i]) == -EINVAL, "-F '%s' taken",
			    refused[i]);
		TEST_ASSERT(!memcmp(&sf, &before, sizeof(sf)), "-F '%s' refused, but applied",
			    refused[i]);
	}

	/* against the file: a default field it cannot give goes quietly */
	PARSE(&sf, "+pid");
	TEST_ASSERT(!script_fields__check(&sf, PERF_TYPE_SOFTWARE, sw_type, "cpu-clock", true,
					  &f) &&
			    f == ((SAMPLE_DEFAULT | SF_BPF_OUTPUT | SF_PID) & ~SF_CPU),
		    "defaults without CPU: %#llx", (unsigned long long)f);
	/* one asked for by name is an error (for the first event of its kind) */
	PARSE(&sf, "comm,cpu");
	TEST_ASSERT(script_fields__check(&sf, PERF_TYPE_SOFTWARE, sw_type, "cpu-clock", true, &f) ==
			    -EINVAL,
		    "cpu without CPU in the samples taken");
	TEST_ASSERT(!script_fields__check(&sf, PERF_TYPE_SOFTWARE, sw_type, "dummy", false, &f) &&
			    f == SF_COMM,
		    "not strict: cpu not dropped");
	/* the period without PERIOD (the attr's), symoff without sym, srcline without ip */
	PARSE(&sf, "period");
	TEST_ASSERT(!script_fields__check(&sf, PERF_TYPE_SOFTWARE, PERF_SAMPLE_IP, "e", true, &f) &&
			    f == SF_PERIOD,
		    "period");
	PARSE(&sf, "ip,symoff");
	TEST_ASSERT(script_fields__check(&sf, PERF_TYPE_SOFTWARE, sw_type, "e", true, &f) ==
			    -EINVAL,
		    "symoff without sym taken");
	PARSE(&sf, "sym,srcline");
	TEST_ASSERT(script_fields__check(&sf, PERF_TYPE_SOFTWARE, sw_type, "e", true, &f) ==
			    -EINVAL,
		    "srcline without ip taken");
	/* a field we know but cannot print */
	PARSE(&sf, "phys_addr");
	TEST_ASSERT(script_fields__check(&sf, PERF_TYPE_SOFTWARE, sw_type | PERF_SAMPLE_PHYS_ADDR,
					 "e", true, &f) == -EINVAL,
		    "phys_addr printed");
	return TEST_OK;
}

/*
 * Each field alone and in a few combinations (a short tid, side-band lines, call chains),
 * on Linux perf's fixtures (tests/data, their symbols under --symfs symfs): the first
 * lines Linux perf 6.1 printed for them.
 */
static const struct {
	const char *fixture, *args, *want;
} field_cases[] = {
	{ "cpu", "-F comm",
	  "        cpu-loop \n"
	  "        cpu-loop \n"
	  "        cpu-loop \n" },
	{ "cpu", "-F tid",
	  "10116 \n"
	  "10116 \n"
	  "10116 \n" },
	{ "cpu", "-F pid",
	  "10116 \n"
	  "10116 \n"
	  "10116 \n" },
	{ "cpu", "-F pid,tid",
	  "10116/10116 \n"
	  "10116/10116 \n"
	  "10116/10116 \n" },
	{ "cpu", "-F time",
	  "  633.564744: \n"
	  "  633.565734: \n"
	  "  633.566733: \n" },
	{ "cpu", "--ns -F time",
	  "  633.564744268: \n"
	  "  633.565734577: \n"
	  "  633.566733595: \n" },
	{ "cpu", "-F event",
	  "cpu-clock: \n"
	  "cpu-clock: \n"
	  "cpu-clock: \n" },
	{ "cpu", "-F ip",
	  "           401159\n"
	  "           401159\n"
	  "           401159\n" },
	{ "cpu", "-F sym",
	  "\n"
	  "\n"
	  "\n" },
	{ "cpu", "-F period",
	  "   1000000 \n"
	  "   1000000 \n"
	  "   1000000 \n" },
	{ "cpu", "-F ip,sym,symoff,dso",
	  "           401159 leaf+0x23 (/tmp/fixtures/cpu-loop)\n"
	  "           401159 leaf+0x23 (/tmp/fixtures/cpu-loop)\n"
	  "           401159 leaf+0x23 (/tmp/fixtures/cpu-loop)\n" },
	{ "cpu", "-F ip,dso",
	  "           401159 (/tmp/fixtures/cpu-loop)\n"
	  "           401159 (/tmp/fixtures/cpu-loop)\n"
	  "           401159 (/tmp/fixtures/cpu-loop)\n" },
	{ "cpu", "-F comm,period,event",
	  "        cpu-loop    1000000 cpu-clock: \n"
	  "        cpu-loop    1000000 cpu-clock: \n"
	  "        cpu-loop    1000000 cpu-clock: \n" },
	{ "cpu", "-F comm,tid,time,ip,sym",
	  "        cpu-loop 10116   633.564744:            401159 leaf\n"
	  "        cpu-loop 10116   633.565734:            401159 leaf\n"
	  "        cpu-loop 10116   633.566733:            401159 leaf\n" },
	{ "system-a", "--tid 77 -F comm,pid,tid,cpu,time",
	  "       kdamond.0    77/77    [000]   638.985580: \n" },
	{ "system-a", "--tid 77 -F tid,event", "   77 cpu-clock: \n" },
	{ "system-g", "--show-task-events -F comm,pid,tid,time",
	  "         swapper     0/0         0.000000: PERF_RECORD_FORK(1:1):(0:0)\n"
	  "     process_api     0/0         0.000000: PERF_RECORD_COMM: process_api:1/1\n"
	  "         swapper     0/0         0.000000: PERF_RECORD_FORK(2:2):(0:0)\n" },
	{ "tp", "-F cpu",
	  "[000] \n"
	  "[000] \n"
	  "[000] \n" },
	{ "tp", "-F comm,cpu,time",
	  "              bp [000]   641.042209: \n"
	  "              bp [000]   641.042211: \n"
	  "              bp [000]   641.042211: \n" },
	{ "tp", "-F event,trace",
	  "syscalls:sys_enter_getppid: \n"
	  "syscalls:sys_enter_getppid: \n"
	  "syscalls:sys_enter_getppid: \n" },
	{ "bp-addr", "-F addr",
	  "          404020\n"
	  "          404020\n"
	  "          404020\n" },
	{ "bp-addr", "-F addr,ip,sym",
	  "          404020 ffffffff8177539a [unknown]\n"
	  "          404020 ffffffff8177539a [unknown]\n"
	  "          404020 ffffffff8177539a [unknown]\n" },
	{ "perf-burn-2ev-g", "-F event",
	  "task-clock: \n"
	  " cpu-clock: \n"
	  " cpu-clock: \n" },
	{ "perf-burn-2ev-g", "-F comm,ip",
	  "burn \n"
	  "\tffffffff8225f7a7\n"
	  "\tffffffff81000c82\n" },
	{ "perf-group", "-F event,period",
	  "   1001001  cpu-clock: \n"
	  "   1001001 task-clock: \n"
	  "   1001001  cpu-clock: \n" },
	{ "cxx-g", "-F ip,sym,dso",
	  "\n"
	  "\t            17e1 ns::spin<long> (/tmp/fixtures/cxx-loop)\n"
	  "\t           2724a [unknown] (/usr/lib/x86_64-linux-gnu/libc.so.6)\n" },
	{ "cxx-g", "-F comm,ip,sym,symoff",
	  "cxx-loop \n"
	  "\t            17e1 ns::spin<long>+0x21\n"
	  "\t           2724a [unknown]\n" },
};

DEFINE_TEST(
	test__script_fmt_each_field,
	"script-fmt: each -F field printed as Linux perf 6.1 prints it, its widths and separators")
{
	char line[512];

	for (size_t i = 0; i < ARRAY_SIZE(field_cases); i++) {
		char *cmd = xasprintf("'%s' script -i '%s/data/%s.data' --symfs '%s/data/symfs' "
				      "%s 2>/dev/null",
				      perf_exe_path(), tests_dir(), field_cases[i].fixture,
				      tests_dir(), field_cases[i].args);
		FILE *f = popen(cmd, "r");
		char got[2048] = "";
		size_t len = 0;

		free(cmd);
		TEST_ASSERT(f, "popen");
		/* the first three lines (perf script then meets a closed pipe) */
		for (int n = 0; n < 3 && fgets(line, sizeof(line), f); n++)
			len += snprintf(got + len, sizeof(got) - len, "%s", line);
		pclose(f);
		TEST_ASSERT(!strcmp(got, field_cases[i].want), "%s %s printed\n%s\nwant\n%s",
			    field_cases[i].fixture, field_cases[i].args, got, field_cases[i].want);
	}
	return TEST_OK;
}
