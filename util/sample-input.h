/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What a consumer of samples reads of each one. Every sort key (sort_key__inputs) and every
 * filter (sample_filters__inputs) declares its inputs; caches of per-sample results key on
 * the union of the inputs of what is in use, so a key or filter added later cannot make them
 * merge samples that it tells apart (util/hist-iter.c).
 */
#ifndef PERF_SAMPLE_INPUT_H
#define PERF_SAMPLE_INPUT_H

enum sample_input {
	SI_THREAD = 1 << 0, /* the task: tid, pid, its address space */
	SI_COMM = 1 << 1, /* the task's comm at the sample's time */
	SI_IP = 1 << 2, /* the exact ip (and all SI_SYM tells) */
	SI_CPU = 1 << 3, /* sample->cpu */
	SI_CALLCHAIN = 1 << 4, /* the raw chain, and what its frames resolve to */
	SI_PERIOD = 1 << 5, /* sample->period */
	SI_ADDR = 1 << 6, /* sample->addr */
	SI_TIME = 1 << 7, /* sample->time */
	SI_RAW = 1 << 8, /* the raw (tracepoint) payload */
	/*
	 * The exact address of each frame of the chain, not only its symbol (a srcline of
	 * the callers in children mode): chains interned by symbol do not keep it.
	 */
	SI_FRAME_IP = 1 << 9,
	/*
	 * The replayed machine's state at the sample: how many of the recorded tasks ran
	 * (machine__parallelism, from the context switches before it)
	 */
	SI_PARALLELISM = 1 << 10,
	/*
	 * What ip and cpumode resolve to: map, dso, symbol, and the ip itself only where none
	 * holds it (an unresolved sample's entry shows its address); not where in its symbol
	 */
	SI_SYM = 1 << 11,
};

#endif
