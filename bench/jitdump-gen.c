// SPDX-License-Identifier: GPL-2.0
/*
 * A JIT runtime of NR functions, for bench/jitdump-175k.sh: it writes NR small functions
 * into an executable anonymous mapping, announces them in ./jit-PID.dump as runtimes do
 * (the dump mmapped, then a JIT_CODE_DEBUG_INFO and a JIT_CODE_LOAD per function, times of
 * CLOCK_MONOTONIC), then calls them round-robin for SECONDS, so that a recording with
 * -k mono has its samples spread across them. x86_64 only.
 *
 *   jitdump-gen NR SECONDS
 *
 * Each function: mov %rdi,%rax; 1: dec %rax; jnz 1b; ret, padded with int3 to 64 bytes;
 * named as node names optimized JS ("JS:*fnNNNNNN /bench/app.js:LINE:10"), with two source
 * lines.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#define FN_SIZE 64

static unsigned long long now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000ULL + ts.tv_nsec;
}

/* A record's prefix: id, total size, timestamp. */
static void prefix(FILE *f, unsigned int id, unsigned int size)
{
	unsigned long long t = now_ns();

	fwrite(&id, 4, 1, f);
	fwrite(&size, 4, 1, f);
	fwrite(&t, 8, 1, f);
}

static void put64(FILE *f, unsigned long long v)
{
	fwrite(&v, 8, 1, f);
}

static void put32(FILE *f, unsigned int v)
{
	fwrite(&v, 4, 1, f);
}

int main(int argc, char **argv)
{
#if defined(__x86_64__)
	static const unsigned char body[] = { 0x48, 0x89, 0xf8, 0x48, 0xff, 0xc8, 0x75, 0xfb, 0xc3 };
	static const char file[] = "/bench/app.js";
	unsigned long nr = argc > 1 ? strtoul(argv[1], NULL, 0) : 175000;
	double secs = argc > 2 ? atof(argv[2]) : 10;
	unsigned long long end;
	unsigned int pid = (unsigned int)getpid();
	char path[64], name[64];
	unsigned char *code;
	void *mark;
	FILE *f;
	struct {
		unsigned int magic, version, size, mach, pad, pid;
		unsigned long long time, flags;
	} hdr = { 0x4A695444, 1, sizeof(hdr), 62 /* EM_X86_64 */, 0, pid, now_ns(), 0 };

	code = mmap(NULL, nr * FN_SIZE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (code == MAP_FAILED) {
		perror("mmap");
		return 1;
	}
	memset(code, 0xcc, nr * FN_SIZE);
	for (unsigned long i = 0; i < nr; i++)
		memcpy(code + i * FN_SIZE, body, sizeof(body));
	if (mprotect(code, nr * FN_SIZE, PROT_READ | PROT_EXEC)) {
		perror("mprotect");
		return 1;
	}
	snprintf(path, sizeof(path), "jit-%u.dump", pid);
	f = fopen(path, "w+");
	if (!f || fwrite(&hdr, sizeof(hdr), 1, f) != 1 || fflush(f)) {
		perror(path);
		return 1;
	}
	/* the announcement: a recording gets the dump's MMAP */
	mark = mmap(NULL, 4096, PROT_READ | PROT_EXEC, MAP_PRIVATE, fileno(f), 0);
	if (mark == MAP_FAILED) {
		perror("mmap jitdump");
		return 1;
	}
	for (unsigned long i = 0; i < nr; i++) {
		unsigned long long addr = (unsigned long long)(unsigned long)(code + i * FN_SIZE);
		unsigned int line = (unsigned int)(i % 50000) + 1;
		size_t nlen =
			(size_t)snprintf(name, sizeof(name), "JS:*fn%06lu %s:%u:10", i, file, line);

		/* two lines: the function's first and the loop's */
		prefix(f, 2, (unsigned int)(16 + 16 + 2 * (16 + sizeof(file))));
		put64(f, addr);
		put64(f, 2);
		put64(f, addr);
		put32(f, line);
		put32(f, 0);
		fwrite(file, sizeof(file), 1, f);
		put64(f, addr + 3);
		put32(f, line + 1);
		put32(f, 0);
		fwrite(file, sizeof(file), 1, f);

		prefix(f, 0, (unsigned int)(16 + 40 + nlen + 1 + FN_SIZE));
		put32(f, pid);
		put32(f, pid);
		put64(f, addr);
		put64(f, addr);
		put64(f, FN_SIZE);
		put64(f, i);
		fwrite(name, nlen + 1, 1, f);
		fwrite(code + i * FN_SIZE, FN_SIZE, 1, f);
	}
	if (fflush(f)) {
		perror(path);
		return 1;
	}
	end = now_ns() + (unsigned long long)(secs * 1e9);
	for (unsigned long i = 0; now_ns() < end; i = (i + 1) % nr)
		((void (*)(unsigned long))(code + i * FN_SIZE))(2000);
	munmap(mark, 4096);
	fclose(f);
	return 0;
#else
	fprintf(stderr, "jitdump-gen: x86_64 only\n");
	return 2;
#endif
}
