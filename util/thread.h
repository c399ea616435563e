/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A task of the replayed world: tid, pid, its comm (with the history of comm changes by
 * time), its parent, and its address space (a maps group shared by the threads of one
 * process). Threads are owned by their machine and never freed before it, so pointers stay
 * valid for a whole report.
 */
#ifndef PERF_THREAD_H
#define PERF_THREAD_H

#include <stdbool.h>
#include "util/util.h"

struct maps;
struct map;
struct machine;

/* One comm a task had from time `start` on. */
struct comm_entry {
	u64 start;
	const char *str; /* interned by the machine: equal comms are the same pointer */
	bool exec; /* set by exec (PERF_RECORD_MISC_COMM_EXEC) */
};

struct thread {
	struct thread
		*hash_next; /* machine's tid chains: intrusive, with removal (not util/hashmap) */
	struct thread *all_next; /* machine's ownership list */
	int tid, pid, ppid;
	struct thread *parent;
	const char *comm; /* current comm, interned (pointer compare is enough) */
	bool comm_set; /* a COMM record (or fork from a parent with one) named it */
	bool dead; /* EXIT seen, or replaced by a new task with the same tid */
	struct comm_entry *comms; /* history, oldest first */
	size_t nr_comms, alloc_comms;
	struct maps *maps;
	struct maps *kmaps; /* the kernel's and its modules', shared by every task of the machine */
	struct machine *machine;
	u64 nr_samples; /* free for users (report: per-thread counts) */
	void *priv; /* free for users */
};

/* The comm the task had at `time` (the latest when time is 0 or past the last change). */
const char *thread__comm_at(const struct thread *thread, u64 time);
static inline const char *thread__comm_str(const struct thread *thread)
{
	return thread->comm;
}
/*
 * Set the comm from time on. comm is interned (machine__intern): it is kept, not copied,
 * and equal comms are one pointer.
 */
void thread__set_comm(struct thread *thread, const char *comm, u64 time, bool exec);

/*
 * The map containing ip for a sample in this task with the given cpumode
 * (PERF_RECORD_MISC_KERNEL, _USER, _GUEST_KERNEL, _HYPERVISOR, ...): kernel modes look in the machine's
 * kernel maps; user mode in the task's maps, then (for a kernel-half address) the kernel's.
 * With CPUMODE_CHAIN_FRAME or'ed in, ip is a call chain's frame: the chain's context marker
 * alone says user or kernel, and no map is given for an address outside every map of its
 * kind, as in Linux perf (a junk frame in the kernel half is no kernel address).
 */
#define CPUMODE_CHAIN_FRAME 0x40
struct map *thread__find_map(struct thread *thread, u8 cpumode, u64 ip);

#endif
