/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The replayed world of one host: its tasks (by tid, in a hash), their address spaces, the
 * DSOs (by long name, in a hash) and the kernel's maps. report and record feed it the side
 * band records in time order (COMM, FORK, EXIT, MMAP, MMAP2) and resolve each sample's
 * pid/tid/ip/cpumode to thread -> map -> dso -> symbol, with no allocation per sample.
 *
 * Typical use (report):
 *
 *	struct machine *m = machine__new();
 *	for each build-id in the perf.data header: machine__set_build_id(m, name, &bid);
 *	for each record in time order:
 *		side band:  machine__process_event(m, &ev->header, time);
 *		sample:     machine__resolve(m, &al, pid, tid, ip, cpumode);
 *			    al.thread, al.map, al.dso, al.sym, al.addr, al.level
 *	machine__delete(m);
 */
#ifndef PERF_MACHINE_H
#define PERF_MACHINE_H

#include <stdbool.h>
#include <linux/perf_event.h>
#include "util/hashmap.h"
#include "util/util.h"
#include "util/kallsyms.h"
#include "util/list.h"
#include "util/build-id.h"

struct thread;
struct map;
struct maps;
struct dso;
struct symbol;

#define KERNEL_DSO_NAME "[kernel.kallsyms]"
#define GUEST_KERNEL_DSO_NAME "[guest.kernel.kallsyms]"
#define VDSO_DSO_NAME "[vdso]"

struct machine {
	/* tasks */
	struct thread **threads; /* hash buckets by tid */
	size_t nr_thread_buckets, nr_threads;
	struct thread *all_threads; /* every task ever made, for freeing */
	struct thread *last_thread; /* one-entry cache: consecutive samples are often the same task */

	/* DSOs */
	struct list_head dsos; /* struct dso.node, creation order */
	struct dso **dso_hash;
	size_t nr_dso_buckets, nr_dsos;

	/* the kernel */
	struct maps *kmaps; /* modules; its fallback is the kernel's map */
	struct kernel_syms ksyms; /* the kernel's and the modules' DSOs, kallsyms read ahead */
	u64 kernel_start; /* _text from the kernel MMAP record (pgoff), 0 if unknown */

	/* interned strings (comms) */
	struct hashmap strs; /* interned strings (machine__intern) */

	struct map *all_maps; /* every map ever made, for freeing */
	/* bumped by every change to the maps of its tasks and kernel (util/map.h) */
	u64 maps_generation;
	/* the last resolutions of (maps, ip, cpumode): thread__resolve_cached */
	struct resolve_cache_entry *resolve_cache;
	u64 nr_unknown_events;
	/* DWARF unwinding's statistics (util/unwind-dwarf), made on first use */
	struct unwind_machine *unwind;

	/* JIT runtimes' jitdumps, their code mapped as the replay's clock moves (machine__advance) */
	struct machine_jit *jits;
	size_t nr_jits, alloc_jits;
	u64 jit_next; /* the time of the earliest code load or move still to map; ~0: none */
	/*
	 * The samples' clock is CLOCK_MONOTONIC (record -k mono), the jitdumps' clock: without
	 * it their times say nothing about the samples', and they are not used. The reader sets
	 * it (util/replay from the recording's events).
	 */
	bool clock_monotonic;
	bool live; /* perf top: the dumps are still being written */

	/*
	 * How many of the recorded tasks run on a CPU now (record --latency's context
	 * switches): +1 at a switch-in, -1 at a switch-out and at an exit (a task leaves no
	 * switch-out when it ends). Starts at 1: the workload was running when recording
	 * began, with no switch-in to say so. Out of order records can take it past its
	 * bounds; machine__parallelism clamps it.
	 */
	int parallelism;
	int nr_cpus; /* the recording host's CPUs (0: not known), the clamp's top */
};

/* The number of the recorded tasks running now, within [1, nr_cpus]. */
static inline int machine__parallelism(const struct machine *m)
{
	int p = m->parallelism;

	if (m->nr_cpus > 0 && p > m->nr_cpus)
		p = m->nr_cpus;
	return p < 1 ? 1 : p;
}

/* A jitdump (dso->jit) whose code goes into the maps of process pid as time goes. */
struct machine_jit {
	struct dso *dso;
	int pid;
	size_t next; /* its next event to map */
	u64 recheck; /* live: when to look again for records written since */
	bool opened; /* read (on the first move of the clock after its MMAP) */
	bool usable; /* it read, and its clock is the samples' */
};

/* The kernel's map (the whole top half until a kernel MMAP says where), or NULL. */
struct map *machine__kernel_map(const struct machine *machine);

struct machine *machine__new(void);
void machine__delete(struct machine *machine);

/* Tasks. findnew makes the task (comm ":tid") when unknown; pid -1 means "same as tid". */
struct thread *machine__find_thread(struct machine *machine, int pid, int tid);
struct thread *machine__findnew_thread(struct machine *machine, int pid, int tid);
/* Call fn for each live task (any order); stops at fn's first non-zero return. */
int machine__for_each_thread(struct machine *machine, int (*fn)(struct thread *t, void *arg),
			     void *arg);

/* The DSO of that long name, NULL when unknown. */
struct dso *machine__find_dso(struct machine *machine, const char *long_name);
/* The kernel DSO ([kernel.kallsyms]), made on first use. */
struct dso *machine__kernel_dso(struct machine *machine);
/* Record the build-id a perf.data header gives for a DSO name (incl. "[kernel.kallsyms]"). */
int machine__set_build_id(struct machine *machine, const char *name, const struct build_id *bid);
/* All build-ids of a perf.data header (perf_env from util/header.h); guest entries skipped. */
struct perf_env;
int machine__set_build_ids(struct machine *machine, const struct perf_env *env);
#define machine__for_each_dso(machine, pos) list_for_each_entry(pos, &(machine)->dsos, node)

/* Intern a string: equal strings give the same pointer, valid until machine__delete. */
const char *machine__intern(struct machine *machine, const char *s);

/*
 * The side-band records, by fields (no dependency on a record struct). time is the
 * record's sample time (0 if unknown). cpumode is header.misc & PERF_RECORD_MISC_CPUMODE_MASK.
 */
int machine__process_comm(struct machine *machine, int pid, int tid, const char *comm, bool exec,
			  u64 time);
int machine__process_fork(struct machine *machine, int pid, int tid, int ppid, int ptid, u64 time);
int machine__process_exit(struct machine *machine, int pid, int tid, u64 time);
/*
 * MMAP and MMAP2: a kernel record (pid -1, cpumode kernel) whose name starts with
 * "[kernel.kallsyms]" makes the kernel map (pgoff is _text); other kernel-mode ones are
 * modules. bid, when not NULL and set, is the MMAP2 build-id (PERF_RECORD_MISC_MMAP_BUILD_ID).
 */
int machine__process_mmap(struct machine *machine, u8 cpumode, int pid, int tid, u64 start, u64 len,
			  u64 pgoff, u32 prot, u32 flags, const struct build_id *bid,
			  const char *filename, u64 time);

/* KSYMBOL (BPF programs, trampolines): a kernel map and a DSO of one symbol, named name. */
int machine__process_ksymbol(struct machine *machine, u64 addr, u32 len, const char *name);

/*
 * A raw record as the kernel writes it (<linux/perf_event.h> layouts): COMM, FORK, EXIT,
 * MMAP, MMAP2 and KSYMBOL are applied, every other type is ignored (returns 0). The record's size is
 * checked against its fields. time is the sample time parsed by the caller (or 0).
 */
int machine__process_event(struct machine *machine, const struct perf_event_header *hdr, u64 time);

void machine__map_jit(struct machine *machine, u64 time);
/*
 * perf top's new generation of its machine: the jitdumps from's processes announced, mapped
 * by to as well (their MMAP records do not come again, nor are they in /proc: runtimes
 * unmap them).
 */
void machine__carry_jits(struct machine *to, const struct machine *from);

/*
 * The replay's clock reached time (a record of that time is next): the JIT code loaded
 * and moved by then (the jitdumps of the processes) is mapped. Called before each record
 * in time order (util/replay does it for its readers); cheap when there is nothing to do.
 */
static inline void machine__advance(struct machine *machine, u64 time)
{
	if (time >= machine->jit_next)
		machine__map_jit(machine, time);
}

/* A sample resolved. */
struct addr_location {
	struct thread *thread;
	struct map *map; /* NULL: no mapping covers ip */
	struct dso *dso; /* map->dso or NULL */
	struct symbol *sym; /* NULL: no symbol (report prints the address) */
	u64 addr; /* dso-relative address (map__map_ip), or ip when there is no map */
	u8 cpumode;
	char level; /* '.' user, 'k' kernel, 'g' guest kernel, 'u' guest user, 'H' hypervisor */
};

/*
 * Resolve a sample: thread (made if unknown), map, dso, symbol (symbols loaded on the DSO's
 * first hit), dso->hit set. 0, or -ENOMEM. No allocation per sample once warm.
 */
int machine__resolve(struct machine *machine, struct addr_location *al, int pid, int tid, u64 ip,
		     u8 cpumode);
/*
 * thread__resolve() but for the symbol (al->sym NULL): looking it up is left to the caller,
 * e.g. until the DSO's symbols can be had without waiting.
 */
void thread__resolve_map(struct thread *thread, struct addr_location *al, u64 ip, u8 cpumode);
/* thread__resolve_cached's entry for (ip, cpumode) fetched into the CPU's cache, ahead. */
void thread__prefetch_resolve(const struct thread *thread, u64 ip, u8 cpumode);
/*
 * thread__resolve_map's and the symbol through a cache of recent (maps, ip, cpumode)
 * resolutions: for callchains, whose return addresses repeat a lot, and for the sample
 * cache's key (util/hist-iter.c), which is made for every sample with a call graph.
 */
void thread__resolve_cached(struct thread *thread, struct addr_location *al, u64 ip,
			    u8 cpumode);
/* Its symbol alone. */
struct symbol *thread__resolve_sym_cached(struct thread *thread, u64 ip, u8 cpumode);

/* The same for a parsed sample: its pid, tid, ip and cpumode. */
struct perf_sample;
int machine__resolve_sample(struct machine *machine, const struct perf_sample *sample,
			    struct addr_location *al);

/*
 * Have the kallsyms file at path read in the background for the kernel's symbols to come
 * (util/kallsyms.h); the machine owns the thread and waits for it when deleted.
 */
void machine__prefetch_kallsyms(struct machine *machine, const char *path);
/* A prefetch is still being read: loading the kernel's symbols now would wait for it. */
static inline bool machine__kallsyms_pending(const struct machine *machine)
{
	return kernel_syms__pending(&machine->ksyms);
}

/* Load the kernel's symbols now (normally done on the first kernel sample). */
int machine__load_kernel_symbols(struct machine *machine);

/*
 * record: fill a machine with this host's present state for the given tasks from /proc
 * (maps of /proc/PID/maps, comm) and the kernel map; used to know which DSOs samples hit.
 */
int machine__synthesize_proc(struct machine *machine, int pid);

#endif
