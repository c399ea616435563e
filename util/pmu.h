/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The kernel's PMUs as sysfs describes them (/sys/bus/event_source/devices/PMU): the type
 * number perf_event_open wants, the named events (events/NAME: "event=0x3c,umask=0x1"),
 * and the format of each term (format/TERM: "config:0-7,32-35"), for `-e PMU/TERMS/`.
 */
#ifndef PERF_PMU_H
#define PERF_PMU_H

#include <stdbool.h>
#include <stddef.h>

#include <linux/perf_event.h>

#include "util.h"

/* The PMU's type, 0 or -ENOENT (no such PMU) / -EINVAL (unreadable type). */
int pmu__type(const char *pmu, u32 *type);
/*
 * Calls fn(pmu, event, arg) for every named event of every PMU, both sorted by name (the
 * .scale/.unit companions are not events). Stops at fn's first non-zero return.
 */
int pmu__for_each_event(int (*fn)(const char *pmu, const char *event, void *arg), void *arg);
/*
 * Applies TERMS ("tsc", "event=0x3c,umask=1", "config=0x1234,config1=5") of pmu to attr:
 * named events expand to their own terms, format terms set their bits, config/config1/
 * config2 the whole word. 0, or -EINVAL with err saying which term is wrong.
 */
int pmu__apply_terms(const char *pmu, const char *terms, struct perf_event_attr *attr, char *err,
		     size_t errlen);

#endif
