/* SPDX-License-Identifier: GPL-2.0 */
#ifndef PERF_VDSO_H
#define PERF_VDSO_H

#include <stddef.h>

/*
 * This process's vDSO image, mapped by the running kernel (the one that ran the recorded
 * tasks, when it is the recording's): 0, or -errno when there is none.
 */
int vdso__image(const void **image, size_t *len);

#endif
