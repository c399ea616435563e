// SPDX-License-Identifier: GPL-2.0
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>

#include "tests/tests.h"
#include "util/syscall-fmt.h"
#include "util/syscalltbl.h"

static int count_glob(int id, const char *name, void *data)
{
	return 0;
}

DEFINE_TEST(test__syscalltbl, "syscalltbl: the x86_64 calls by number and name, as <sys/syscall.h>")
{
	static const struct {
		int nr;
		const char *name;
	} calls[] = {
		{ SYS_read, "read" },	      { SYS_write, "write" },	  { SYS_openat, "openat" },
		{ SYS_getppid, "getppid" }, { SYS_exit_group, "exit_group" },
		{ SYS_rt_sigreturn, "rt_sigreturn" },
	};

	for (size_t i = 0; i < sizeof(calls) / sizeof(calls[0]); i++) {
		const char *name = syscalltbl__name(calls[i].nr);

		TEST_ASSERT(name && !strcmp(name, calls[i].name), "%d is '%s', not %s", calls[i].nr,
			    name ? name : "(none)", calls[i].name);
		TEST_ASSERT(syscalltbl__id(calls[i].name) == calls[i].nr, "%s is %d",
			    calls[i].name, syscalltbl__id(calls[i].name));
	}
	TEST_ASSERT(syscalltbl__id("nosuchcall") == -1, "nosuchcall found");
	TEST_ASSERT(!syscalltbl__name(-1) && !syscalltbl__name(syscalltbl__nr()), "out of range");
	TEST_ASSERT(syscalltbl__for_each_glob("getp*", count_glob, NULL) >= 4,
		    "getp* matches %d", syscalltbl__for_each_glob("getp*", NULL, NULL));
	TEST_ASSERT(syscalltbl__for_each_glob("zz*", NULL, NULL) == 0, "zz* matches");
	return TEST_OK;
}

DEFINE_TEST(test__syscall_fmt, "syscall-fmt: arguments and results written by type, as Linux perf")
{
	char msg[256], buf[256];
	struct syscalls *sc;
	const struct syscall_desc *d;
	u64 open_args[SYSCALL_MAX_ARGS] = { (u64)(s64)AT_FDCWD, 0x7f00deadbeefULL,
					    O_RDONLY | O_CLOEXEC, 0 };
	u64 mmap_args[SYSCALL_MAX_ARGS] = { 0, 8192, PROT_READ | PROT_WRITE,
					    MAP_PRIVATE | MAP_ANONYMOUS, (u64)-1, 0 };

	sc = syscalls__new(msg, sizeof(msg));
	TEST_SKIP_IF(!sc, "%s", msg);
	d = syscalls__desc(sc, SYS_openat);
	syscall_desc__format_args(d, open_args, NULL, buf, sizeof(buf));
	TEST_ASSERT(!strcmp(buf, "dfd: CWD, filename: 0xdeadbeef, flags: RDONLY|CLOEXEC"),
		    "openat: '%s'", buf);
	syscall_desc__format_ret(d, -2, NULL, buf, sizeof(buf));
	TEST_ASSERT(!strcmp(buf, "-1 ENOENT (No such file or directory)"), "ENOENT: '%s'", buf);
	d = syscalls__desc(sc, SYS_mmap);
	syscall_desc__format_args(d, mmap_args, NULL, buf, sizeof(buf));
	TEST_ASSERT(!strcmp(buf, "len: 8192, prot: READ|WRITE, flags: PRIVATE|ANONYMOUS"),
		    "mmap: '%s'", buf);
	syscall_desc__format_ret(d, 0x7f0000001000LL, NULL, buf, sizeof(buf));
	TEST_ASSERT(!strcmp(buf, "0x7f0000001000"), "mmap's result: '%s'", buf);
	d = syscalls__desc(sc, SYS_exit_group);
	TEST_ASSERT(d->no_return, "exit_group returns");
	syscalls__delete(sc);
	return TEST_OK;
}
