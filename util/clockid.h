/* SPDX-License-Identifier: GPL-2.0 */
/* The clocks a recording's samples can be stamped with (record -k): names and numbers. */
#ifndef PERF_CLOCKID_H
#define PERF_CLOCKID_H

/*
 * A clock's name (monotonic, monotonic_raw, realtime, boottime, tai; with or without the
 * CLOCK_ prefix, any case; mono, raw, real and boot for short) or its number into *clockid.
 * 0, or -EINVAL for anything else.
 */
int clockid__parse(const char *arg, int *clockid);
/* The clock's name as the header prints it ("monotonic_raw"), NULL when it has none. */
const char *clockid__name(int clockid);

#endif
