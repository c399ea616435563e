// SPDX-License-Identifier: GPL-2.0
/* Tasks: comm history and map lookup by cpumode. */
#include <linux/perf_event.h>
#include <stdlib.h>
#include <string.h>

#include "util/thread.h"
#include "util/map.h"
#include "util/util.h"

const char *thread__comm_at(const struct thread *thread, u64 time)
{
	/* Few entries (exec, prctl): a backwards scan beats anything cleverer. */
	if (!time || !thread->nr_comms)
		return thread->comm;
	for (size_t i = thread->nr_comms; i-- > 0;)
		if (thread->comms[i].start <= time)
			return thread->comms[i].str;
	return thread->comms[0].str;
}

void thread__set_comm(struct thread *thread, const char *s, u64 time, bool exec)
{
	struct comm_entry *e;

	/* A comm before any real one replaces the ":tid" placeholder or an inherited one. */
	if (thread->nr_comms && !thread->comm_set) {
		thread->nr_comms = 0;
	}
	thread->comms = grow_array(thread->comms, &thread->alloc_comms, thread->nr_comms + 1,
				   sizeof(*thread->comms));
	e = &thread->comms[thread->nr_comms++];
	e->start = time;
	e->str = s;
	e->exec = exec;
	thread->comm = s;
	thread->comm_set = true;
}

static bool is_kernel_half(u64 ip)
{
	return (s64)ip < 0; /* x86-64 and most 64-bit arches: the kernel lives in the top half */
}

struct map *thread__find_map(struct thread *thread, u8 cpumode, u64 ip)
{
	struct maps *kmaps = thread->kmaps;
	bool chain = cpumode & CPUMODE_CHAIN_FRAME;
	struct map *map;

	switch (cpumode & ~CPUMODE_CHAIN_FRAME) {
	case PERF_RECORD_MISC_KERNEL:
	case PERF_RECORD_MISC_GUEST_KERNEL:
		map = maps__find(kmaps, ip);
		/*
		 * The kernel map: its own range and above (the init text lies past the end its
		 * MMAP record gives), or for a sample any kernel address (e.g. below _text). A
		 * chain frame below the kernel's start stays unmapped, as in Linux perf (a junk
		 * frame such as 0xdfdfdfdfdfdfdfdf is no kernel address).
		 */
		if (!map && kmaps->fallback &&
		    (map__contains(kmaps->fallback, ip) ||
		     (is_kernel_half(ip) && (!chain || ip >= kmaps->fallback->start))))
			map = kmaps->fallback;
		return map;
	case PERF_RECORD_MISC_USER:
	case PERF_RECORD_MISC_GUEST_USER:
		map = thread->maps ? maps__find(thread->maps, ip) : NULL;
		if (!map && !chain && is_kernel_half(ip)) {
			map = maps__find(kmaps, ip);
			if (!map)
				map = kmaps->fallback;
		}
		return map;
	default: /* hypervisor, unknown */
		return NULL;
	}
}
