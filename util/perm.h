/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What an ordinary user may do: kernel.perf_event_paranoid read and explained, and the
 * ownership of the files perf reads.
 */
#ifndef PERF_PERM_H
#define PERF_PERM_H

#include <stdbool.h>
#include <stddef.h>

struct evsel;

/* /proc/sys/kernel/perf_event_paranoid, or 2 (the kernel's default) when unreadable. */
int paranoid__level(void);

/*
 * One line saying why the kernel refused (EACCES/EPERM) to open evsel, from its attr and
 * the paranoid level: the event's name, what the level forbids and how to get it. cpu_wide:
 * the event was opened per CPU for every task (-a, -C).
 */
const char *perm__open_strerror(const struct evsel *evsel, bool cpu_wide, char *buf, size_t len);

/*
 * May the user be shown a user-space-only version of evsel (the ":u" fallback)? Only an event
 * that asked for no privilege level at all: one with an explicit :k (or any exclusion) keeps
 * its meaning and fails.
 */
bool perm__may_exclude_kernel(const struct evsel *evsel, int err);
/* Did evsel ask for no privilege level (no :u, :k, :h, no exclusion)? */
bool perm__no_level_asked(const struct evsel *evsel);
/* May this user sample the kernel (paranoid level at most 1, or CAP_PERFMON/CAP_SYS_ADMIN)? */
bool perm__can_profile_kernel(void);

/*
 * A perf.data owned by another user (not by you, not by root) is refused unless force, as
 * Linux perf refuses it: someone else's file steers what perf reads, loads and prints, and
 * root reading it is no exception. 0, or -EPERM with the reason in msg. Standard input ("-")
 * and files that cannot be stat'ed are left to the reader's own errors.
 */
int perm__check_input(const char *path, bool force, char *msg, size_t len);

#endif
