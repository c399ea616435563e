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
					 ".byte 0x66,0x66,0x2e,0x0f,0x1f,0x84,0,0,0,0,0\n\t"
					 /* what Capstone spells otherwise than objdump */
					 "mov %%rax,0x0(%%rbp)\n\t"
					 "addq $0x1,0x0(%%r13,%%rax,8)\n\t"
					 "lea 0x0(,%%r12,4),%%edx\n\t"
					 "sar %%rax\n\t"
					 "shlb (%%rax)\n\t"
					 ".byte 0x48,0xc1,0xf8,0x01\n\t" /* sar $0x1,%%rax */
					 "xchg %%eax,%%ecx\n\t"
					 "rep movsb\n\t"
					 "rep stosq\n\t"
					 "lodsb\n\t"
					 "repnz scasb\n\t"
					 "repz cmpsb\n\t"
					 "insb\n\t"
					 "cmovne %%ecx,%%esi\n\t"
					 "cmovl %%rcx,%%rsi\n\t"
					 "lock cmpxchg %%edx,0x0(%%rbp)\n\t"
					 "movq 0x58(%%rsp),%%xmm0\n\t"
					 "movq %%rax,%%xmm1\n\t"
					 "movd %%r14d,%%xmm0\n\t"
					 "movb $0x0,%%fs:(%%rax)\n\t"
					 "cvtsi2sd %%rdx,%%xmm4\n\t"
					 "cvtsi2sdq -0x30(%%rbp),%%xmm1\n\t"
					 "bswap %%edi\n\t"
					 "comisd 0x10(%%rip),%%xmm0\n\t"
					 "movzwl 0x0,%%edx\n\t"
					 "cmp $-1,%%rax\n\t"
					 ".byte 0x3e,0xff,0xe7\n\t" /* notrack jmp *%%rdi */
					 ".byte 0xf3,0xc3\n\t" /* repz ret */
					 ".byte 0x66,0x90\n\t" ::
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
