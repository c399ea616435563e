// SPDX-License-Identifier: GPL-2.0
/* Fixture workload: writes a global from two functions, for a hardware write breakpoint on it. */
#include <unistd.h>

volatile unsigned long watched;

__attribute__((noinline)) void writer_one(void)
{
	watched++;
}

__attribute__((noinline)) void writer_two(void)
{
	watched += 2;
	getppid();
}

int main(void)
{
	for (int i = 0; i < 300; i++) {
		writer_one();
		if (i % 3 == 0)
			writer_two();
	}
	return 0;
}
