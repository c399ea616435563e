/* SPDX-License-Identifier: GPL-2.0 */
/*
 * libzstd (compressed records: perf record -z, their reading), loaded on the first call: see
 * lazy-lib.h. Include this instead of <zstd.h>.
 */
#ifndef PERF_LAZY_ZSTD_H
#define PERF_LAZY_ZSTD_H

#include <stddef.h>

#define ZSTD_CCtx_setParameter lazy_ZSTD_CCtx_setParameter
#define ZSTD_compress lazy_ZSTD_compress
#define ZSTD_compressStream2 lazy_ZSTD_compressStream2
#define ZSTD_createCCtx lazy_ZSTD_createCCtx
#define ZSTD_createDStream lazy_ZSTD_createDStream
#define ZSTD_decompressStream lazy_ZSTD_decompressStream
#define ZSTD_freeCCtx lazy_ZSTD_freeCCtx
#define ZSTD_freeDStream lazy_ZSTD_freeDStream
#define ZSTD_getErrorName lazy_ZSTD_getErrorName
#define ZSTD_initDStream lazy_ZSTD_initDStream
#define ZSTD_isError lazy_ZSTD_isError

#include <zstd.h>

/* F(return type, name, (parameters), (arguments)); V: returning void */
#define LAZY_ZSTD_FUNCTIONS(F, V)                                                               \
	F(size_t, ZSTD_CCtx_setParameter, (ZSTD_CCtx * a, ZSTD_cParameter b, int c), (a, b, c)) \
	F(size_t, ZSTD_compress, (void *a, size_t b, const void *c, size_t d, int e),           \
	  (a, b, c, d, e))                                                                      \
	F(size_t, ZSTD_compressStream2,                                                         \
	  (ZSTD_CCtx * a, ZSTD_outBuffer * b, ZSTD_inBuffer * c, ZSTD_EndDirective d),          \
	  (a, b, c, d))                                                                         \
	F(ZSTD_CCtx *, ZSTD_createCCtx, (void), ())                                             \
	F(ZSTD_DStream *, ZSTD_createDStream, (void), ())                                       \
	F(size_t, ZSTD_decompressStream,                                                        \
	  (ZSTD_DStream * a, ZSTD_outBuffer * b, ZSTD_inBuffer * c), (a, b, c))                 \
	F(size_t, ZSTD_freeCCtx, (ZSTD_CCtx * a), (a))                                          \
	F(size_t, ZSTD_freeDStream, (ZSTD_DStream * a), (a))                                    \
	F(const char *, ZSTD_getErrorName, (size_t a), (a))                                     \
	F(size_t, ZSTD_initDStream, (ZSTD_DStream * a), (a))                                    \
	F(unsigned, ZSTD_isError, (size_t a), (a))

#endif
