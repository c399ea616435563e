// SPDX-License-Identifier: GPL-2.0
#include <stdio.h>

#include "debug.h"

int verbose;
int quiet;
void (*eprintf_before)(void);

void eprintf(int level, const char *fmt, ...)
{
	va_list ap;

	if (level > verbose)
		return;
	if (quiet && level >= 0)
		return;
	if (eprintf_before)
		eprintf_before();
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
}
