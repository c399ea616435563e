// SPDX-License-Identifier: GPL-2.0
/*
 * Exactly 100 getppid and 50 getpid system calls (perf trace -s counts them: trace.sh); with
 * a file name, then opens it by a name copied on its stack, reads it and closes it.
 */
#include <fcntl.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	for (int i = 0; i < 100; i++)
		syscall(SYS_getppid);
	for (int i = 0; i < 50; i++)
		syscall(SYS_getpid);
	if (argc > 1) {
		char name[256], buf[64];
		int fd;

		snprintf(name, sizeof(name), "%s", argv[1]);
		fd = open(name, O_RDONLY);
		if (fd < 0 || read(fd, buf, sizeof(buf)) < 0)
			return 1;
		close(fd);
	}
	return 0;
}
