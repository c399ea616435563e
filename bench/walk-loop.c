// SPDX-License-Identifier: GPL-2.0
/*
 * The floor for perf report's reading: a bare loop over a perf.data file's records. It maps
 * the file, finds the data section in the header, and walks the records by their sizes,
 * counting them by type and reading each sample's IP (and its period, when it carries one)
 * where the first attr's sample_type puts it. No ordering, no parsing beyond that, nothing
 * resolved.
 *
 *   walk-loop FILE [N]   prints "records N samples N ips X period N", and on stderr the
 *                        wall and CPU seconds of one walk (the mean of N, default 1: the
 *                        first maps the pages in, the others walk them mapped)
 */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static double now(clockid_t clk)
{
	struct timespec ts;

	clock_gettime(clk, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

struct section {
	uint64_t offset, size;
};

int main(int argc, char **argv)
{
	uint64_t nr = 0, samples = 0, period = 0, ips = 0, sample_type, pos, end;
	struct section attrs, data;
	const unsigned char *m;
	int period_at = -1, ip_at = -1, fd, passes = argc > 2 ? atoi(argv[2]) : 1;
	double w0 = now(CLOCK_MONOTONIC), c0 = now(CLOCK_PROCESS_CPUTIME_ID);
	struct stat st;

	if (argc < 2 || argc > 3 || passes < 1) {
		fprintf(stderr, "usage: walk-loop FILE [PASSES]\n");
		return 2;
	}
	fd = open(argv[1], O_RDONLY);
	if (fd < 0 || fstat(fd, &st) || st.st_size < 104) {
		perror(argv[1]);
		return 1;
	}
	m = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
	if (m == MAP_FAILED || memcmp(m, "PERFILE2", 8)) {
		fprintf(stderr, "%s: not a perf.data file\n", argv[1]);
		return 1;
	}
	/* header: magic, size, attr_size, then the attrs, data and event_types sections */
	memcpy(&attrs, m + 24, sizeof(attrs));
	memcpy(&data, m + 40, sizeof(data));
	end = data.offset + data.size;
	if (end > (uint64_t)st.st_size || attrs.offset + 32 > (uint64_t)st.st_size) {
		fprintf(stderr, "%s: truncated\n", argv[1]);
		return 1;
	}
	/* the first attr's sample_type (perf_event_attr: type, size, config, sample_period) */
	memcpy(&sample_type, m + attrs.offset + 24, sizeof(sample_type));
	if (!(sample_type & (1u << 16)) && (sample_type & 1)) /* no IDENTIFIER; IP first */
		ip_at = 8;
	if (!(sample_type & (1u << 16)) && (sample_type & (1u << 8))) { /* no IDENTIFIER; PERIOD */
		int at = 0;

		/* IP, TID, TIME, ADDR, ID, STREAM_ID, CPU: bits 0, 1, 2, 3, 6, 9, 7 */
		static const int before[] = { 0, 1, 2, 3, 6, 9, 7 };

		for (size_t i = 0; i < sizeof(before) / sizeof(before[0]); i++)
			at += !!(sample_type & (1u << before[i]));
		if (!(sample_type & (1u << 4))) /* no READ before it either */
			period_at = 8 + at * 8;
	}
	for (int pass = 0; pass < passes; pass++)
		for (pos = data.offset, nr = samples = period = ips = 0; pos + 8 <= end;) {
			const unsigned char *r = m + pos;
			uint32_t type;
			uint16_t size;

			memcpy(&type, r, 4);
			memcpy(&size, r + 6, 2);
			if (size < 8)
				break;
			nr++;
			if (type == 9) { /* PERF_RECORD_SAMPLE */
				samples++;
				if (ip_at >= 0 && ip_at + 8 <= size) {
					uint64_t ip;

					memcpy(&ip, r + ip_at, 8);
					ips ^= ip * 0x9e3779b97f4a7c15ull;
				}
				if (period_at >= 0 && period_at + 8 <= size) {
					uint64_t p;

					memcpy(&p, r + period_at, 8);
					period += p;
				}
			}
			pos += size;
		}
	fprintf(stderr, "%.6f %.6f\n", (now(CLOCK_MONOTONIC) - w0) / passes,
		(now(CLOCK_PROCESS_CPUTIME_ID) - c0) / passes);
	printf("records %llu samples %llu ips %llx period %llu\n", (unsigned long long)nr,
	       (unsigned long long)samples, (unsigned long long)ips, (unsigned long long)period);
	return 0;
}
