/* SPDX-License-Identifier: GPL-2.0 */
#ifndef PERF_UTIL_RUN_MERGE_H
#define PERF_UTIL_RUN_MERGE_H

#include <stddef.h>
#include <string.h>

/*
 * A stable sort for arrays that arrive in a few long ascending stretches (a symbol table, a
 * round of records drained ring by ring): find the natural runs, then merge them pairwise,
 * bottom up, a pass or two where a comparison sort costs log2(n). Generated per element type
 * so that the comparison is inlined: a qsort callback per comparison costs more than the
 * merge itself.
 *
 * DEFINE_RUN_MERGE(name, type, before), with bool before(const type *a, const type *b) true
 * when a must come before b (equal elements keep their order), defines:
 *
 *   size_t name##_runs(const type *a, size_t n, size_t *runs)
 *	the number of ascending runs of a[0..n) (n > 0); with runs, their starts are stored in
 *	runs[0..nr) and n in runs[nr], so runs needs room for nr + 1.
 *   type *name##_merge(type *src, type *dst, size_t *runs, size_t nr, size_t n)
 *	merges the nr runs of src, using dst (room for n) as the other buffer, and returns
 *	whichever of src and dst holds the sorted result. runs is overwritten.
 */
#define DEFINE_RUN_MERGE(name, type, before)                                                       \
	static inline size_t name##_runs(const type *a, size_t n, size_t *runs)                    \
	{                                                                                          \
		size_t nr = 1;                                                                     \
                                                                                                   \
		if (runs)                                                                          \
			runs[0] = 0;                                                               \
		for (size_t i = 1; i < n; i++)                                                     \
			if (before(&a[i], &a[i - 1])) {                                            \
				if (runs)                                                          \
					runs[nr] = i;                                              \
				nr++;                                                              \
			}                                                                          \
		if (runs)                                                                          \
			runs[nr] = n;                                                              \
		return nr;                                                                         \
	}                                                                                          \
                                                                                                   \
	static inline type *name##_merge(type *src, type *dst, size_t *runs, size_t nr, size_t n)  \
	{                                                                                          \
		while (nr > 1) {                                                                   \
			size_t out = 0;                                                            \
			type *t;                                                                   \
                                                                                                   \
			for (size_t r = 0; r < nr; r += 2) {                                       \
				size_t lo = runs[r], mid = runs[r + 1], hi, i, j, k;               \
                                                                                                   \
				if (r + 1 == nr) { /* an odd run out: copied as it is */           \
					memcpy(dst + lo, src + lo, (mid - lo) * sizeof(*dst));     \
					runs[out++] = lo;                                          \
					continue;                                                  \
				}                                                                  \
				hi = runs[r + 2];                                                  \
				i = lo;                                                            \
				j = mid;                                                           \
				k = lo;                                                            \
				while (i < mid && j < hi)                                          \
					dst[k++] = before(&src[j], &src[i]) ? src[j++] : src[i++]; \
				memcpy(dst + k, src + i, (mid - i) * sizeof(*dst));                \
				k += mid - i;                                                      \
				memcpy(dst + k, src + j, (hi - j) * sizeof(*dst));                 \
				runs[out++] = lo;                                                  \
			}                                                                          \
			runs[out] = n;                                                             \
			nr = out;                                                                  \
			t = src;                                                                   \
			src = dst;                                                                 \
			dst = t;                                                                   \
		}                                                                                  \
		return src;                                                                        \
	}

#endif /* PERF_UTIL_RUN_MERGE_H */
