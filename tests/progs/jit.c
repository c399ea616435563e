// SPDX-License-Identifier: GPL-2.0
/*
 * Runs machine code from an anonymous executable mapping, as a JIT does, with no
 * /tmp/perf-PID.map: Linux perf names that DSO "[JIT] tid PID".
 *   jit SECONDS    spins that long (wall time) in the generated code; x86_64 only
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

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
	void *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED) {
		perror("mmap");
		return 1;
	}
	memcpy(p, code, sizeof(code));
	if (mprotect(p, 4096, PROT_READ | PROT_EXEC)) {
		perror("mprotect");
		return 1;
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
