// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer harness over the jitdump reader (util/jitdump.c): the input is a jit-PID.dump.
 * It is read as a finished dump, and as a live one that grows (its first half, then the
 * rest); its symbols are loaded, every offset's load, code and line looked up; and a
 * machine maps its loads and moves over time and resolves their addresses. Built by
 * `make fuzz-jitdump` with clang, ASan and UBSan, seeded with tests/fuzz/jitdump-seeds/
 * (the starts of node's dumps). tests/jitdump.c holds the damaged dumps as unit tests.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include <linux/perf_event.h>

#include "tests/jitdump-walk.h"
#include "util/debug.h"
#include "util/dso.h"
#include "util/jitdump.h"
#include "util/machine.h"
#include "util/srcline.h"
#include "util/symbol.h"

static char path[64];

static void put(const unsigned char *data, size_t size, int flags)
{
	int fd = open(path, O_WRONLY | O_CREAT | flags, 0600);

	if (fd < 0)
		return;
	if (write(fd, data, size) != (ssize_t)size)
		size = 0;
	close(fd);
}

/* The machine's side: the dump announced by an MMAP, every load mapped, resolved. */
static void replay(struct jitdump *jd)
{
	struct machine *m = machine__new();
	struct addr_location al;

	m->clock_monotonic = true;
	machine__process_mmap(m, PERF_RECORD_MISC_USER, 1, 1, 0x7f0000000000ULL, 0x1000, 0,
			      PROT_READ | PROT_EXEC, MAP_PRIVATE, NULL, path, 1);
	machine__advance(m, ~0ULL);
	for (size_t i = 0; i < jd->nr_events; i++) {
		machine__resolve(m, &al, 1, 1, jd->events[i].addr, PERF_RECORD_MISC_USER);
		if (al.dso && al.sym) {
			dso__srcline_str(al.dso, al.addr);
			dso__offset_to_vaddr(al.dso, al.addr);
		}
	}
	machine__delete(m);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct jitdump *jd;

	if (!path[0]) {
		snprintf(path, sizeof(path), "jit-%d.dump", (int)getpid());
		quiet = 1; /* the warnings of damaged dumps are noise here */
	}
	put(data, size, O_TRUNC);
	if (!jitdump__open(path, &jd)) {
		jitdump__read(jd, false);
		jitdump_walk(jd, size);
		replay(jd);
		jitdump__delete(jd);
	}
	/* live: half of it, then the rest appended */
	put(data, size / 2, O_TRUNC);
	if (!jitdump__open(path, &jd)) {
		put(data + size / 2, size - size / 2, O_APPEND);
		jitdump__read(jd, true);
		jitdump__read(jd, false);
		jitdump_walk(jd, size);
		jitdump__delete(jd);
	}
	unlink(path);
	return 0;
}
