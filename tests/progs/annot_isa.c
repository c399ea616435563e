// SPDX-License-Identifier: GPL-2.0
/*
 * perf annotate's workload for instructions a disassembler library may not know (AVX-512's
 * EVEX encodings, as in glibc's string functions on CPUs that have them; BMI2) and for
 * prefixed long nops (gcc's padding): isa_hot loops on plain code, the others sit in a
 * branch never taken (this CPU may have none of them). Runs argv[1] ms of CPU (default 300).
 */
#include <stdlib.h>
#include <time.h>

volatile int isa_never;
volatile unsigned long isa_sink;

__attribute__((noinline)) void isa_hot(unsigned long n)
{
	for (unsigned long i = 0; i < n; i++) {
		isa_sink += i;
		if (isa_never)
			__asm__ volatile("vmovdqu64 (%%rdi),%%ymm17\n\t"
					 "vptestmb %%ymm17,%%ymm17,%%k2\n\t"
					 "vpcmpeqb (%%rsi),%%ymm17,%%k1%{%%k2%}\n\t"
					 "kmovd %%k1,%%ecx\n\t"
					 "vpcmpeqb %%xmm1,%%xmm0,%%k1%{%%k2%}\n\t"
					 "vmovdqu8 %%zmm16,%%zmm17%{%%k1%}%{z%}\n\t"
					 "shlx %%esi,%%ecx,%%r10d\n\t"
					 "andn %%eax,%%ebx,%%ecx\n\t"
					 ".byte 0x66,0x2e,0x0f,0x1f,0x84,0,0,0,0,0\n\t"
					 ".byte 0x66,0x66,0x2e,0x0f,0x1f,0x84,0,0,0,0,0\n\t" ::
						 : "rcx", "r10", "memory");
	}
}

static double cpu_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

int main(int argc, char **argv)
{
	double end = cpu_ms() + (argc > 1 ? atof(argv[1]) : 300);

	while (cpu_ms() < end)
		isa_hot(100000);
	return 0;
}
