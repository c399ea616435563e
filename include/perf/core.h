/* SPDX-License-Identifier: GPL-2.0 */
/*
 * libperf, the library of perf's counting and sampling objects: cpu_map, thread_map, evsel,
 * evlist, mmap and the records they hand out (event), one public header each in
 * include/perf/, built as libperf.a (the Python module links it alone). Its functions never
 * exit: they return NULL or a negative errno (-ENOMEM when out of memory) and the caller
 * decides. Each declaration says what it returns and who owns what.
 */
#ifndef LIBPERF_CORE_H
#define LIBPERF_CORE_H

/*
 * Testing only (fault injection): after n more successful allocations by the library, every
 * one fails until perf_alloc__fail_after(-1), the default.
 */
void perf_alloc__fail_after(long n);

#endif
