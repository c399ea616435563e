/* SPDX-License-Identifier: GPL-2.0 */
/* Small helpers every part of perf uses: sized types, allocation that cannot fail silently. */
#ifndef PERF_UTIL_H
#define PERF_UTIL_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>
#include <sys/types.h>

#include <perf/core.h>

typedef uint64_t u64;
typedef uint32_t u32;
typedef uint16_t u16;
typedef uint8_t u8;
typedef int64_t s64;
typedef int32_t s32;

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#ifndef container_of
#define container_of(ptr, type, member) ((type *)((char *)(ptr)-offsetof(type, member)))
#endif
#define PERF_ALIGN(x, a) (((x) + (a)-1) & ~((__typeof__(x))(a)-1))
#define min_t(t, a, b) ((t)(a) < (t)(b) ? (t)(a) : (t)(b))
#define max_t(t, a, b) ((t)(a) > (t)(b) ? (t)(a) : (t)(b))
#define unlikely(x) __builtin_expect(!!(x), 0)
#define likely(x) __builtin_expect(!!(x), 1)

/*
 * Allocation failure is not recoverable for a command-line tool: these print and exit
 * (util/xalloc.c). Never in the library the Python module links (the build checks).
 */
void *xmalloc(size_t size);
/* What they do on failure, for an x-style caller of an allocator that returns -ENOMEM. */
void xalloc_die(size_t size) __attribute__((noreturn));
void *xzalloc(size_t size);
void *xrealloc(void *ptr, size_t size);
void *xcalloc(size_t nmemb, size_t size);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Grow *arr (of *alloc elements of size elem) so that index need-1 fits; new ones zeroed. */
void *grow_array(void *arr, size_t *alloc, size_t need, size_t elem);
/*
 * The same with the new elements left as they are: for a big array filled in order, whose
 * room not yet used then takes no memory (a zeroed half is resident at once).
 */
void *grow_array_uninit(void *arr, size_t *alloc, size_t need, size_t elem);

/*
 * Allocation that fails: NULL (or -ENOMEM) for the caller to return up. The library the
 * Python module links (libperf.a: cpumap, thread_map, evsel, evlist and its ring buffers,
 * event, the hash table) allocates with these, so that an allocation failure becomes
 * MemoryError in the user's interpreter instead of an exit(); builtins keep the x-functions
 * above. perf_alloc__fail_after() (<perf/core.h>) makes them fail, for tests.
 */
void *perf_malloc(size_t size);
/*
 * The zeroed allocators (these, xzalloc and xcalloc) write their memory: see
 * zalloc_written (NULL on failure, nmemb * size checked).
 */
void *zalloc_written(size_t nmemb, size_t size);
void *perf_zalloc(size_t size);
void *perf_calloc(size_t nmemb, size_t size);
char *perf_strdup(const char *s);
/* grow_array that fails: 0, or -ENOMEM with *arrp and *alloc unchanged. */
int perf_grow_array(void **arrp, size_t *alloc, size_t need, size_t elem);
int perf_grow_array_uninit(void **arrp, size_t *alloc, size_t need, size_t elem);

/* Read a whole small file (procfs, sysfs, tracefs) into a NUL terminated buffer. */
int read_file(const char *path, char **buf, size_t *len);
/*
 * open(path, O_RDONLY) of a regular file: a path named by a perf.data file or a user may be a
 * FIFO (whose open would block forever), a device or a directory. Returns the fd, or -1 with
 * errno set (EISDIR, or EINVAL for any other kind of file).
 */
int open_regular(const char *path);
/* Write a string to a file (sysfs, tracefs); returns 0 or -errno. */
int write_file(const char *path, const char *s, bool append);

/* Full writes; return 0 or -errno. */
int writen(int fd, const void *buf, size_t n);
/*
 * Remove a failed output, if a regular file: a device or a fifo the user named (/dev/full,
 * /dev/null) is written in place and is not ours to remove.
 */
void unlink_output(const char *path);
int pwriten(int fd, const void *buf, size_t n, off_t off);

/* "12345" -> 12345 in *val; rejects empty strings, trailing junk and overflow. */
int str_to_u64(const char *s, u64 *val, int base);
/* A byte count: "N", "NB", "16K", "1M", "1G" (KB, MB, GB too; any case). 0 or -EINVAL. */
int str_to_bytes(const char *str, u64 *bytes);
int str_to_int(const char *s, int *val);

/*
 * printf's "%*.2f%%" (pad_percent), "%*llu" (pad_u64) and "%-*.*s" (pad_str) into buf,
 * byte for byte, without printf's machinery: report prints thousands of rows. Each
 * returns what snprintf would (the length; >= size: truncated).
 */
int pad_percent(char *buf, size_t size, int width, double pct);
int pad_u64(char *buf, size_t size, int width, u64 v);
int pad_str(char *buf, size_t size, int width, const char *s);

u64 clock_ns(int clk);

/*
 * floor() and ceil() without libm, which the binary does not link (Makefile: its start-up
 * cost every command RSS; gcc inlines these, clang calls libm's). Exact for every double:
 * from 2^52 up (and for NaN and infinities) x is its own.
 */
static inline double perf_floor(double x)
{
	double t;

	if (!(x > -4503599627370496.0 && x < 4503599627370496.0))
		return x;
	t = (double)(long long)x;
	return t > x ? t - 1 : t;
}

static inline double perf_ceil(double x)
{
	return -perf_floor(-x);
}

/* Page size, and the number of CPUs the kernel may have (possible). */
long page_size(void);

/*
 * The readers' -j/--jobs: the threads a file is read and processed with (report, script,
 * annotate, diff, data convert). 0 (the default): the CPUs this process may run on, its
 * affinity (`taskset -c 0 perf report` works on one thread).
 */
extern unsigned int perf_jobs;
unsigned int perf_jobs__nr(void);
/* The option, in a struct option list (parse-options.h) */
#define OPT_JOBS()                                                                        \
	OPT_UINTEGER('j', "jobs", &perf_jobs,                                             \
		     "threads to read and process the file with (default 0: one per CPU " \
		     "perf may run on; 1: a single thread)")

/* The executable path of this running perf (for tests and helpers). */
const char *perf_exe_path(void);

#endif
