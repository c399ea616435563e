// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "util.h"

/* the fault injection countdown: -1 off, 0 failing, n: n more succeed */
static long alloc_countdown = -1;

void perf_alloc__fail_after(long n)
{
	__atomic_store_n(&alloc_countdown, n < 0 ? -1 : n, __ATOMIC_RELAXED);
}

static bool alloc_fails(void)
{
	long n = __atomic_load_n(&alloc_countdown, __ATOMIC_RELAXED);

	if (likely(n < 0))
		return false;
	if (n == 0)
		return true;
	__atomic_store_n(&alloc_countdown, n - 1, __ATOMIC_RELAXED);
	return false;
}

void *perf_malloc(size_t size)
{
	return alloc_fails() ? NULL : malloc(size ? size : 1);
}

/*
 * Zeroed memory, its pages written now. calloc leaves fresh pages unwritten: read first (a
 * hash table's probe), they map the shared zero page, and the write after it is a
 * copy-on-write fault whose TLB flush interrupts the other CPU when another of our threads
 * runs there (the read-ahead, kallsyms's). Measured, perf report of bench's flat 100k file:
 * ~1,800 such faults, 25-30 ms of CPU out of 150. A zeroed table is mostly all used anyway.
 */
void *zalloc_written(size_t nmemb, size_t size)
{
	size_t n;
	void *p;

	if (!nmemb || !size)
		nmemb = size = 1;
	if (__builtin_mul_overflow(nmemb, size, &n))
		return NULL;
	p = malloc(n);
	if (p) {
		/* (else the compiler makes malloc + memset a calloc) */
		__asm__ volatile("" : : "r"(p) : "memory");
		memset(p, 0, n);
	}
	return p;
}

void *perf_zalloc(size_t size)
{
	return alloc_fails() ? NULL : zalloc_written(1, size);
}

void *perf_calloc(size_t nmemb, size_t size)
{
	return alloc_fails() ? NULL : zalloc_written(nmemb, size);
}

static void *perf_realloc(void *ptr, size_t size)
{
	return alloc_fails() ? NULL : realloc(ptr, size ? size : 1);
}

char *perf_strdup(const char *s)
{
	return alloc_fails() ? NULL : strdup(s);
}

static int grow(void **arrp, size_t *alloc, size_t need, size_t elem, bool zero)
{
	size_t n = *alloc;
	char *arr;

	if (need <= n)
		return 0;
	if (n < 16)
		n = 16;
	while (n < need)
		n *= 2;
	if (n > SIZE_MAX / elem)
		return -ENOMEM;
	arr = perf_realloc(*arrp, n * elem);
	if (!arr)
		return -ENOMEM;
	if (zero)
		memset(arr + *alloc * elem, 0, (n - *alloc) * elem);
	*arrp = arr;
	*alloc = n;
	return 0;
}

int perf_grow_array(void **arrp, size_t *alloc, size_t need, size_t elem)
{
	return grow(arrp, alloc, need, elem, true);
}

int perf_grow_array_uninit(void **arrp, size_t *alloc, size_t need, size_t elem)
{
	return grow(arrp, alloc, need, elem, false);
}

int open_regular(const char *path)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	struct stat st;

	if (fd < 0)
		return -1;
	if (fstat(fd, &st) < 0) {
		int err = errno;

		close(fd);
		errno = err;
		return -1;
	}
	if (!S_ISREG(st.st_mode)) {
		close(fd);
		errno = S_ISDIR(st.st_mode) ? EISDIR : EINVAL;
		return -1;
	}
	return fd;
}

int read_file(const char *path, char **bufp, size_t *lenp)
{
	size_t alloc = 4096, len = 0;
	char *buf;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return -errno;
	buf = perf_malloc(alloc);
	if (!buf) {
		close(fd);
		return -ENOMEM;
	}
	for (;;) {
		ssize_t n;

		if (len + 1 >= alloc) {
			char *bigger = perf_realloc(buf, alloc * 2);

			if (!bigger) {
				free(buf);
				close(fd);
				return -ENOMEM;
			}
			buf = bigger;
			alloc *= 2;
		}
		n = read(fd, buf + len, alloc - len - 1);
		if (n < 0) {
			int err = -errno;

			if (errno == EINTR)
				continue;
			free(buf);
			close(fd);
			return err;
		}
		if (n == 0)
			break;
		len += n;
	}
	close(fd);
	buf[len] = '\0';
	*bufp = buf;
	if (lenp)
		*lenp = len;
	return 0;
}

int write_file(const char *path, const char *s, bool append)
{
	int fd = open(path, O_WRONLY | O_CLOEXEC | (append ? O_APPEND : O_TRUNC));
	int ret;

	if (fd < 0)
		return -errno;
	ret = writen(fd, s, strlen(s));
	if (close(fd) < 0 && !ret)
		ret = -errno;
	return ret;
}

void unlink_output(const char *path)
{
	struct stat st;

	if (!lstat(path, &st) && S_ISREG(st.st_mode))
		unlink(path);
}

int writen(int fd, const void *buf, size_t n)
{
	const char *p = buf;

	while (n) {
		ssize_t r = write(fd, p, n);

		if (r < 0) {
			if (errno == EINTR)
				continue;
			return -errno;
		}
		p += r;
		n -= r;
	}
	return 0;
}

int pwriten(int fd, const void *buf, size_t n, off_t off)
{
	const char *p = buf;

	while (n) {
		ssize_t r = pwrite(fd, p, n, off);

		if (r < 0) {
			if (errno == EINTR)
				continue;
			return -errno;
		}
		p += r;
		n -= r;
		off += r;
	}
	return 0;
}

int str_to_u64(const char *s, u64 *val, int base)
{
	char *end;
	unsigned long long v;

	if (!s || !*s || *s == '-')
		return -EINVAL;
	errno = 0;
	v = strtoull(s, &end, base);
	if (errno || *end)
		return -EINVAL;
	*val = v;
	return 0;
}

int str_to_bytes(const char *str, u64 *bytes)
{
	char *end;
	unsigned long long v;
	unsigned int shift = 0;

	if (!str || !*str || *str == '-' || *str == '+')
		return -EINVAL;
	errno = 0;
	v = strtoull(str, &end, 10);
	if (errno || end == str)
		return -EINVAL;
	switch (*end) {
	case '\0':
	case 'B':
	case 'b':
		break;
	case 'K':
	case 'k':
		shift = 10;
		break;
	case 'M':
	case 'm':
		shift = 20;
		break;
	case 'G':
	case 'g':
		shift = 30;
		break;
	default:
		return -EINVAL;
	}
	if (*end && end[1] && !(shift && (end[1] == 'B' || end[1] == 'b') && !end[2]))
		return -EINVAL;
	if (v > (~0ULL >> shift))
		return -EINVAL;
	*bytes = v << shift;
	return 0;
}

int str_to_int(const char *s, int *val)
{
	char *end;
	long v;

	if (!s || !*s)
		return -EINVAL;
	errno = 0;
	v = strtol(s, &end, 10);
	if (errno || *end || v < INT_MIN || v > INT_MAX)
		return -EINVAL;
	*val = (int)v;
	return 0;
}

static u64 timespec_to_ns(const struct timespec *ts)
{
	return (u64)ts->tv_sec * 1000000000ULL + ts->tv_nsec;
}

u64 clock_ns(int clk)
{
	struct timespec ts;

	clock_gettime(clk, &ts);
	return timespec_to_ns(&ts);
}

long page_size(void)
{
	static long ps;

	if (!ps)
		ps = sysconf(_SC_PAGESIZE);
	return ps;
}

unsigned int perf_jobs;

unsigned int perf_jobs__nr(void)
{
	static unsigned int affinity;
	cpu_set_t set;

	if (perf_jobs)
		return perf_jobs;
	if (!affinity) {
		CPU_ZERO(&set);
		affinity = sched_getaffinity(0, sizeof(set), &set) || CPU_COUNT(&set) < 1 ?
				   1 :
				   (unsigned int)CPU_COUNT(&set);
	}
	return affinity;
}

const char *perf_exe_path(void)
{
	static char path[PATH_MAX];

	if (!path[0]) {
		ssize_t n = readlink("/proc/self/exe", path, sizeof(path) - 1);

		if (n < 0)
			strcpy(path, "perf");
		else
			path[n] = '\0';
	}
	return path;
}

int pad_u64(char *buf, size_t size, int width, u64 v)
{
	char d[24];
	int n = 0, len;

	for (u64 r = v; n == 0 || r; r /= 10)
		d[n++] = (char)('0' + r % 10);
	len = width > n ? width : n;
	if ((size_t)len >= size)
		return snprintf(buf, size, "%*llu", width, (unsigned long long)v);
	memset(buf, ' ', (size_t)(len - n));
	for (int i = 0; i < n; i++)
		buf[len - 1 - i] = d[i];
	buf[len] = '\0';
	return len;
}

int pad_percent(char *buf, size_t size, int width, double pct)
{
	double x = pct * 100, f;
	u64 hundredths;
	int len, n;
	char d[24];

	/*
	 * printf rounds the exact binary value, half to even; x carries at most an ulp of
	 * error (~1e-12 below 1e4): away from a half the rounding is printf's; near one, and
	 * for what is not a plain percentage, printf decides.
	 */
	if (!(pct >= 0 && pct < 1e6) || signbit(pct))
		return snprintf(buf, size, "%*.2f%%", width, pct);
	f = perf_floor(x);
	if (fabs(x - f - 0.5) < 1e-6)
		return snprintf(buf, size, "%*.2f%%", width, pct);
	hundredths = (u64)f + (x - f > 0.5);
	n = 0;
	d[n++] = (char)('0' + hundredths % 10);
	d[n++] = (char)('0' + hundredths / 10 % 10);
	d[n++] = '.';
	hundredths /= 100;
	do
		d[n++] = (char)('0' + hundredths % 10);
	while ((hundredths /= 10));
	len = width > n ? width : n;
	if ((size_t)len + 1 >= size)
		return snprintf(buf, size, "%*.2f%%", width, pct);
	memset(buf, ' ', (size_t)(len - n));
	for (int i = 0; i < n; i++)
		buf[len - 1 - i] = d[i];
	buf[len] = '%';
	buf[len + 1] = '\0';
	return len + 1;
}

int pad_str(char *buf, size_t size, int width, const char *s)
{
	size_t n = strnlen(s, width > 0 ? (size_t)width : 0);
	size_t len = width > 0 && n < (size_t)width ? (size_t)width : n;

	if (width < 0 || len >= size)
		return snprintf(buf, size, "%-*.*s", width, width, s);
	memcpy(buf, s, n);
	memset(buf + n, ' ', len - n);
	buf[len] = '\0';
	return (int)len;
}
