// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/auxv.h>

#include "util/vdso.h"

/* The vDSO of this process: the kernel is the same one that ran the recorded tasks. */
int vdso__image(const void **image, size_t *len)
{
	unsigned long base = getauxval(AT_SYSINFO_EHDR);
	FILE *f;
	char line[512];
	int ret = -ENOENT;

	if (!base)
		return -ENOENT;
	f = fopen("/proc/self/maps", "re");
	if (!f)
		return -errno;
	while (fgets(line, sizeof(line), f)) {
		unsigned long start, end;

		if (sscanf(line, "%lx-%lx", &start, &end) == 2 && start == base &&
		    strstr(line, "[vdso]")) {
			*image = (const void *)start;
			*len = end - start;
			ret = 0;
			break;
		}
	}
	fclose(f);
	return ret;
}
