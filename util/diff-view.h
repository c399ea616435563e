/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The differential views of two recordings, a baseline and a new one, where the time is:
 * FlameGraph's differential folded stacks (perf diff --folded) and the differential HTML
 * page (perf diff --html, perf report --html --baseline). Both files are read as the
 * exports read them (util/export.h); the page's table is perf diff's (util/diff-files.h,
 * util/diff.h). Files that do not compare (no common event, other architectures) get one
 * line saying what differs.
 */
#ifndef PERF_DIFF_VIEW_H
#define PERF_DIFF_VIEW_H

#include <stdio.h>

/* cmd names the command in messages ("diff", "report"). 0, or -errno (printed). */
int diff_view__folded(const char *base, const char *input, FILE *fp, const char *cmd);
int diff_view__html(const char *base, const char *input, const char *path, const char *cmd);

#endif
