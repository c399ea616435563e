// SPDX-License-Identifier: GPL-2.0
/* Exactly 100 getppid and 50 getpid system calls (perf trace -s counts them: trace.sh). */
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	for (int i = 0; i < 100; i++)
		syscall(SYS_getppid);
	for (int i = 0; i < 50; i++)
		syscall(SYS_getpid);
	return 0;
}
