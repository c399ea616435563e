// SPDX-License-Identifier: GPL-2.0
/*
 * Runs machine code from an anonymous executable mapping, as a JIT does, with no
 * /tmp/perf-PID.map: Linux perf names that DSO "[JIT] tid PID".
 *   jit SECONDS          spins that long (wall time) in the generated code; x86_64 only
 *   jit SECONDS memfd    the code in a memfd mapping instead, as JITs that map their code
 *                        twice do: the DSO "/memfd:perf-test-jit (deleted)", no file
 */
#define _GNU_SOURCE /* memfd_create */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
#if defined(__x86_64__)
	/* loop: dec %rdi; jnz loop; ret */
	static const unsigned char code[] = { 0x48, 0xff, 0xcf, 0x75, 0xfb, 0xc3 };
	double end = now() + (argc > 1 ? atof(argv[1]) : 0.3);
	void (*fn)(unsigned long);
	void *p;

	if (argc > 2 && !strcmp(argv[2], "memfd")) {
		int fd = memfd_create("perf-test-jit", MFD_CLOEXEC);

		if (fd < 0 || write(fd, code, sizeof(code)) != sizeof(code) || ftruncate(fd, 4096)) {
			perror("memfd");
			return 1;
		}
		p = mmap(NULL, 4096, PROT_READ | PROT_EXEC, MAP_PRIVATE, fd, 0);
		close(fd);
		if (p == MAP_FAILED) {
			perror("mmap memfd");
			return 1;
		}
	} else {
		p = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (p == MAP_FAILED) {
			perror("mmap");
			return 1;
		}
		memcpy(p, code, sizeof(code));
		if (mprotect(p, 4096, PROT_READ | PROT_EXEC)) {
			perror("mprotect");
			return 1;
		}
	}
	fn = (void (*)(unsigned long))p;
	while (now() < end)
		fn(1000000);
	return 0;
#else
	fprintf(stderr, "jit: x86_64 only\n");
	return 2;
#endif
}
