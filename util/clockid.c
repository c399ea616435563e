// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "clockid.h"
#include "util.h"

static const struct {
	const char *name;
	int id;
} clocks[] = {
	{ "monotonic", CLOCK_MONOTONIC },
	{ "monotonic_raw", CLOCK_MONOTONIC_RAW },
	{ "realtime", CLOCK_REALTIME },
	{ "boottime", CLOCK_BOOTTIME },
	{ "tai", CLOCK_TAI },
	/* the short forms; the names above come first for clockid__name */
	{ "mono", CLOCK_MONOTONIC },
	{ "raw", CLOCK_MONOTONIC_RAW },
	{ "real", CLOCK_REALTIME },
	{ "boot", CLOCK_BOOTTIME },
};

int clockid__parse(const char *arg, int *clockid)
{
	char *end;
	long v;

	if (!arg || !*arg)
		return -EINVAL;
	if (arg[0] >= '0' && arg[0] <= '9') {
		v = strtol(arg, &end, 10);
		if (*end || v > 0xffff)
			return -EINVAL;
		*clockid = (int)v;
		return 0;
	}
	if (!strncasecmp(arg, "CLOCK_", 6))
		arg += 6;
	for (size_t i = 0; i < ARRAY_SIZE(clocks); i++) {
		if (!strcasecmp(arg, clocks[i].name)) {
			*clockid = clocks[i].id;
			return 0;
		}
	}
	return -EINVAL;
}

const char *clockid__name(int clockid)
{
	for (size_t i = 0; i < ARRAY_SIZE(clocks); i++)
		if (clocks[i].id == clockid)
			return clocks[i].name;
	return NULL;
}
