/* SPDX-License-Identifier: GPL-2.0 */
/*
 * System calls as perf trace shows them: the raw_syscalls tracepoints' payloads taken apart,
 * each call's argument names and types from its syscalls:sys_enter_NAME format (read from
 * tracefs when the call is first seen), and the values written by type: fds with their
 * paths, flags and options by name, pointers in hex, errors by errno name.
 */
#ifndef PERF_SYSCALL_FMT_H
#define PERF_SYSCALL_FMT_H

#include <stdbool.h>
#include <stddef.h>

#include "util/util.h"

#define SYSCALL_MAX_ARGS 6

struct syscalls;

/* One system call, as read from tracefs. */
struct syscall_desc {
	int id;
	const char *name; /* the table's, or "NNN" when the table lacks it */
	int nr_args;
	struct syscall_arg {
		char *name;
		int fmt; /* how the value is written (syscall-fmt.c's enum) */
		bool show_zero;
	} args[SYSCALL_MAX_ARGS];
	int ret_fmt;
	/*
	 * exit, exit_group: no sys_exit follows; rt_sigreturn: its sys_exit has no call
	 * number (the registers it restores replace it)
	 */
	bool no_return;
	bool loaded;
};

/*
 * The reader of raw_syscalls:sys_enter/sys_exit payloads with their tracepoint ids: NULL
 * with msg saying why (tracefs unavailable or not readable, a format missing or malformed).
 */
struct syscalls *syscalls__new(char *msg, size_t len);
void syscalls__delete(struct syscalls *sc);
/* The tracepoint ids of raw_syscalls:sys_enter and sys_exit. */
int syscalls__enter_id(const struct syscalls *sc);
int syscalls__exit_id(const struct syscalls *sc);

/* A sys_enter payload: its call number and arguments. false when it is too short. */
bool syscalls__parse_enter(const struct syscalls *sc, const void *raw, u32 size, int *id,
			   u64 args[SYSCALL_MAX_ARGS]);
/* A sys_exit payload: its call number and return value. false when it is too short. */
bool syscalls__parse_exit(const struct syscalls *sc, const void *raw, u32 size, int *id, s64 *ret);

/* The description of call id, its format read the first time (never NULL, id >= 0). */
const struct syscall_desc *syscalls__desc(struct syscalls *sc, int id);

/* How the caller names what the values refer to; either may be NULL, or return NULL. */
struct syscall_fmt_ctx {
	/* the path of fd in process pid */
	const char *(*fd_path)(void *data, int pid, int fd);
	/* the command name of task tid */
	const char *(*comm)(void *data, int tid);
	void *data;
	int pid; /* the process that made the call */
};

/*
 * "name: value, name: value" of the arguments into buf (NUL terminated, truncated to len);
 * zero values are left out unless the argument is one whose zero has a name. Returns the
 * length written.
 */
size_t syscall_desc__format_args(const struct syscall_desc *d, const u64 args[SYSCALL_MAX_ARGS],
				 const struct syscall_fmt_ctx *ctx, char *buf, size_t len);
/* The return value: "0", "0x7f...", "-1 ENOENT (No such file or directory)", "8263 (grep)". */
size_t syscall_desc__format_ret(const struct syscall_desc *d, s64 ret,
				const struct syscall_fmt_ctx *ctx, char *buf, size_t len);
/* Whether ret is an error return (-4095..-1) of call d. */
bool syscall_desc__is_error(const struct syscall_desc *d, s64 ret);
/* Whether ret of call d is a new fd of the file its first string argument names. */
bool syscall_desc__opens_fd(const struct syscall_desc *d);
/* The index of the call's file name argument, or -1. */
int syscall_desc__filename_arg(const struct syscall_desc *d);
/* The index of the call's directory fd argument (openat's dfd), or -1. */
int syscall_desc__dfd_arg(const struct syscall_desc *d);
/* Whether the call closes its fd argument (close). */
bool syscall_desc__closes_fd(const struct syscall_desc *d);

#endif
