// SPDX-License-Identifier: GPL-2.0
/*
 * Runs machine code from an anonymous executable mapping, as a JIT does, with no
 * /tmp/perf-PID.map: Linux perf names that DSO "[JIT] tid PID".
 *   jit SECONDS          spins that long (wall time) in the generated code; x86_64 only
 *   jit SECONDS memfd    the code in a memfd mapping instead, as JITs that map their code
 *                        twice do: the DSO "/memfd:perf-test-jit (deleted)", no file
 *   jit SECONDS perfmap  names its code in /tmp/perf-PID.map (PID as getpid() says: in a
 *                        container, its pid there), jit_spin_map
 *   jit SECONDS jitdump  announces its code in ./jit-PID.dump as JIT runtimes do (the file
 *                        mmapped and unmapped, then a code load named jit_spin_loop,
 *                        CLOCK_MONOTONIC)
 */
#define _GNU_SOURCE /* memfd_create */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

/* A jitdump's header, and a JIT_CODE_LOAD of code at p (the format's fields, in order) */
static int write_jitdump(const void *p, const void *code, size_t size)
{
	char path[64];
	struct {
		unsigned int magic, version, size, mach, pad, pid;
		unsigned long long time, flags;
	} hdr = { 0x4A695444, 1, sizeof(hdr), 62 /* EM_X86_64 */, 0, (unsigned int)getpid(), 0,
		  0 };
	struct {
		unsigned int id, size;
		unsigned long long time;
		unsigned int pid, tid;
		unsigned long long vma, addr, size_, index;
	} load = { 0 };
	static const char name[] = "jit_spin_loop";
	struct timespec ts;
	void *mark;
	FILE *f;

	snprintf(path, sizeof(path), "jit-%d.dump", (int)getpid());
	f = fopen(path, "w+");
	if (!f || fwrite(&hdr, sizeof(hdr), 1, f) != 1 || fflush(f))
		return -1;
	/*
	 * the announcement: the runtime maps its dump, a recording gets the MMAP; then unmaps
	 * it, as node does (/proc no longer shows it)
	 */
	mark = mmap(NULL, 4096, PROT_READ | PROT_EXEC, MAP_PRIVATE, fileno(f), 0);
	if (mark == MAP_FAILED || munmap(mark, 4096))
		return -1;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	load.id = 0; /* JIT_CODE_LOAD */
	load.size = sizeof(load) + sizeof(name) + size;
	load.time = ts.tv_sec * 1000000000ULL + ts.tv_nsec;
	load.pid = load.tid = getpid();
	load.vma = load.addr = (unsigned long)p;
	load.size_ = size;
	load.index = 1;
	if (fwrite(&load, sizeof(load), 1, f) != 1 || fwrite(name, sizeof(name), 1, f) != 1 ||
	    fwrite(code, size, 1, f) != 1 || fflush(f))
		return -1;
	return 0; /* (f stays open, as a runtime's) */
}

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
	if (argc > 2 && !strcmp(argv[2], "perfmap")) {
		char path[64];
		FILE *f;

		snprintf(path, sizeof(path), "/tmp/perf-%d.map", (int)getpid());
		f = fopen(path, "w");
		if (!f || fprintf(f, "%lx %zx jit_spin_map\n", (unsigned long)p, sizeof(code)) < 0 ||
		    fclose(f)) {
			perror(path);
			return 1;
		}
	}
	if (argc > 2 && !strcmp(argv[2], "jitdump") && write_jitdump(p, code, sizeof(code))) {
		perror("jitdump");
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
