// SPDX-License-Identifier: GPL-2.0
/* The system call table of x86_64, generated from the kernel's headers (see the Makefile). */
#include <fnmatch.h>
#include <stddef.h>
#include <string.h>

#include "syscalltbl.h"

static const char *const syscall_names[] = {
#include "syscalltbl.h.gen"
};

#define NR_SYSCALLS ((int)(sizeof(syscall_names) / sizeof(syscall_names[0])))

const char *syscalltbl__name(int id)
{
	return id >= 0 && id < NR_SYSCALLS ? syscall_names[id] : NULL;
}

int syscalltbl__id(const char *name)
{
	for (int id = 0; id < NR_SYSCALLS; id++)
		if (syscall_names[id] && !strcmp(syscall_names[id], name))
			return id;
	return -1;
}

int syscalltbl__nr(void)
{
	return NR_SYSCALLS;
}

int syscalltbl__for_each_glob(const char *glob, int (*cb)(int id, const char *name, void *data),
			      void *data)
{
	int n = 0;

	for (int id = 0; id < NR_SYSCALLS; id++) {
		if (!syscall_names[id] || fnmatch(glob, syscall_names[id], 0))
			continue;
		n++;
		if (cb) {
			int ret = cb(id, syscall_names[id], data);

			if (ret)
				return ret;
		}
	}
	return n;
}
