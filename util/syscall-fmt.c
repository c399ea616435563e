// SPDX-License-Identifier: GPL-2.0
/*
 * System call arguments and return values, written as perf trace shows them. The names and
 * types of the arguments come from tracefs (syscalls:sys_enter_NAME/format, parsed by
 * libtraceevent); the values of flags and options from the C library's and the kernel's
 * headers, so nothing here is a copied table of numbers.
 */
#include <asm/prctl.h>
#include <errno.h>
#include <stdarg.h>
#include <fcntl.h>
#include <linux/futex.h>
#include <linux/random.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

#include "syscall-fmt.h"
#include "syscalltbl.h"
#include "trace-event.h"
#include "tracefs.h"
#include "util/lazy-traceevent.h"

enum syscall_arg_fmt {
	SCA_INT, /* signed decimal */
	SCA_INT32, /* an int: its low 32 bits, signed */
	SCA_HEX,
	SCA_PTR,
	SCA_FILENAME,
	SCA_FD,
	SCA_DFD, /* an fd or AT_FDCWD */
	SCA_OPEN_FLAGS,
	SCA_MMAP_PROT,
	SCA_MMAP_FLAGS,
	SCA_ACCESS_MODE,
	SCA_WHENCE,
	SCA_SIGNUM,
	SCA_FUTEX_OP,
	SCA_RLIMIT,
	SCA_ARCH_PRCTL,
	SCA_GETRANDOM_FLAGS,
	SCA_SIGPROCMASK_HOW,
};

enum syscall_ret_fmt {
	SCR_INT,
	SCR_HEX, /* an address: mmap, brk */
	SCR_PID, /* a task: its comm follows */
};

struct raw_field {
	unsigned int offset, size;
};

struct syscalls {
	struct tep_handle *tep;
	int enter_id, exit_id;
	struct raw_field enter_nr, enter_args, exit_nr, exit_ret;
	int nr_descs;
	struct syscall_desc *descs;
	char **unnamed; /* "NNN" names of calls the table lacks */
};

/* The calls and arguments whose values have names; the rest follow from type and name. */
static const struct arg_rule {
	const char *call; /* NULL: any call */
	const char *arg;
	enum syscall_arg_fmt fmt;
	bool show_zero;
} arg_rules[] = {
	{ "open", "flags", SCA_OPEN_FLAGS, false },
	{ "openat", "flags", SCA_OPEN_FLAGS, false },
	{ "mmap", "prot", SCA_MMAP_PROT, false },
	{ "mmap", "flags", SCA_MMAP_FLAGS, false },
	{ "mmap", "off", SCA_HEX, false },
	{ "mprotect", "prot", SCA_MMAP_PROT, false },
	{ "pkey_mprotect", "prot", SCA_MMAP_PROT, false },
	{ "access", "mode", SCA_ACCESS_MODE, true },
	{ "faccessat", "mode", SCA_ACCESS_MODE, true },
	{ "faccessat2", "mode", SCA_ACCESS_MODE, true },
	{ "lseek", "whence", SCA_WHENCE, true },
	{ "futex", "op", SCA_FUTEX_OP, true },
	{ "prlimit64", "resource", SCA_RLIMIT, true },
	{ "getrlimit", "resource", SCA_RLIMIT, true },
	{ "setrlimit", "resource", SCA_RLIMIT, true },
	{ "arch_prctl", "option", SCA_ARCH_PRCTL, false },
	{ "getrandom", "flags", SCA_GETRANDOM_FLAGS, false },
	{ "rt_sigprocmask", "how", SCA_SIGPROCMASK_HOW, true },
	{ "mprotect", "start", SCA_HEX, false },
	{ "brk", "brk", SCA_HEX, false },
	{ "arch_prctl", "arg2", SCA_HEX, false },
	{ NULL, "sig", SCA_SIGNUM, false },
};

static const char *const hex_ret_calls[] = { "mmap", "mremap", "brk", "shmat" };
static const char *const pid_ret_calls[] = { "getpid", "getppid", "gettid", "set_tid_address",
					     "clone",  "clone3",  "fork",   "vfork",
					     "wait4",  "getpgid", "getsid", "getpgrp" };
static const char *const no_return_calls[] = { "exit", "exit_group", "rt_sigreturn" };

static bool in_list(const char *name, const char *const *list, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!strcmp(name, list[i]))
			return true;
	return false;
}

#define IN_LIST(name, list) in_list(name, list, sizeof(list) / sizeof(list[0]))

static bool raw_field(struct tep_event *ev, const char *name, struct raw_field *f)
{
	struct tep_format_field *field = tep_find_field(ev, name);

	if (!field)
		return false;
	f->offset = field->offset;
	f->size = field->size;
	return true;
}

/* The event of a format file, parsed into (and owned by) sc's tep handle; NULL when bad. */
static struct tep_event *parse_format(struct syscalls *sc, const char *sys, const char *name)
{
	char *text = tracefs__event_format(sys, name);
	struct tep_event *ev = NULL;

	if (text && trace_event__format_ok(text, strlen(text)) &&
	    tep_parse_format(sc->tep, &ev, text, strlen(text), sys))
		ev = NULL;
	free(text);
	return ev;
}

struct syscalls *syscalls__new(char *msg, size_t len)
{
	struct syscalls *sc = calloc(1, sizeof(*sc));
	struct tep_event *enter = NULL, *exit_ev = NULL;
	char why[256];

	if (!sc || !(sc->tep = tep_alloc())) {
		snprintf(msg, len, "out of memory");
		goto fail;
	}
	if (!tracefs__mountpoint()) {
		snprintf(msg, len, "tracefs is %s", tracefs__strerror(why, sizeof(why)));
		goto fail;
	}
	sc->enter_id = tracefs__event_id("raw_syscalls", "sys_enter");
	sc->exit_id = tracefs__event_id("raw_syscalls", "sys_exit");
	if (sc->enter_id < 0 || sc->exit_id < 0) {
		int err = sc->enter_id < 0 ? sc->enter_id : sc->exit_id;

		snprintf(msg, len,
			 "cannot read the raw_syscalls:sys_enter/sys_exit tracepoints: %s",
			 strerror(-err));
		goto fail;
	}
	enter = parse_format(sc, "raw_syscalls", "sys_enter");
	exit_ev = parse_format(sc, "raw_syscalls", "sys_exit");
	if (!enter || !exit_ev || !raw_field(enter, "id", &sc->enter_nr) ||
	    !raw_field(enter, "args", &sc->enter_args) || !raw_field(exit_ev, "id", &sc->exit_nr) ||
	    !raw_field(exit_ev, "ret", &sc->exit_ret) || sc->enter_nr.size != 8 ||
	    sc->exit_nr.size != 8 || sc->exit_ret.size != 8 ||
	    sc->enter_args.size != 8 * SYSCALL_MAX_ARGS) {
		snprintf(msg, len, "the raw_syscalls tracepoints' formats are not as expected");
		goto fail;
	}
	sc->nr_descs = syscalltbl__nr();
	sc->descs = calloc(sc->nr_descs, sizeof(*sc->descs));
	sc->unnamed = calloc(sc->nr_descs, sizeof(*sc->unnamed));
	if (!sc->descs || !sc->unnamed) {
		snprintf(msg, len, "out of memory");
		goto fail;
	}
	return sc;
fail:
	syscalls__delete(sc);
	return NULL;
}

void syscalls__delete(struct syscalls *sc)
{
	if (!sc)
		return;
	for (int i = 0; sc->descs && i < sc->nr_descs; i++)
		for (int a = 0; a < sc->descs[i].nr_args; a++)
			free(sc->descs[i].args[a].name);
	for (int i = 0; sc->unnamed && i < sc->nr_descs; i++)
		free(sc->unnamed[i]);
	free(sc->descs);
	free(sc->unnamed);
	if (sc->tep)
		tep_free(sc->tep);
	free(sc);
}

int syscalls__enter_id(const struct syscalls *sc)
{
	return sc->enter_id;
}

int syscalls__exit_id(const struct syscalls *sc)
{
	return sc->exit_id;
}

static u64 get_u64(const void *raw, unsigned int off)
{
	u64 v;

	memcpy(&v, (const char *)raw + off, sizeof(v));
	return v;
}

bool syscalls__parse_enter(const struct syscalls *sc, const void *raw, u32 size, int *id,
			   u64 args[SYSCALL_MAX_ARGS])
{
	if (sc->enter_nr.offset + 8 > size || sc->enter_args.offset + sc->enter_args.size > size)
		return false;
	*id = (int)(s64)get_u64(raw, sc->enter_nr.offset);
	for (int i = 0; i < SYSCALL_MAX_ARGS; i++)
		args[i] = get_u64(raw, sc->enter_args.offset + 8 * i);
	return true;
}

bool syscalls__parse_exit(const struct syscalls *sc, const void *raw, u32 size, int *id, s64 *ret)
{
	if (sc->exit_nr.offset + 8 > size || sc->exit_ret.offset + 8 > size)
		return false;
	*id = (int)(s64)get_u64(raw, sc->exit_nr.offset);
	*ret = (s64)get_u64(raw, sc->exit_ret.offset);
	return true;
}

static enum syscall_arg_fmt arg_fmt(const char *call, const struct tep_format_field *f,
				    bool *show_zero)
{
	const char *name = f->name, *type = f->type;
	size_t n = strlen(name);

	*show_zero = false;
	for (size_t i = 0; i < sizeof(arg_rules) / sizeof(arg_rules[0]); i++) {
		const struct arg_rule *r = &arg_rules[i];

		if ((!r->call || !strcmp(r->call, call)) && !strcmp(r->arg, name)) {
			*show_zero = r->show_zero;
			return r->fmt;
		}
	}
	if (strstr(name, "addr") && !strchr(type, '*'))
		return SCA_HEX;
	if (strchr(type, '*')) {
		if (strstr(type, "char") && (strstr(name, "name") || strstr(name, "path")))
			return SCA_FILENAME;
		return SCA_PTR;
	}
	if (n >= 3 && !strcmp(name + n - 3, "dfd"))
		return SCA_DFD;
	if (n >= 2 && !strcmp(name + n - 2, "fd"))
		return SCA_FD;
	if (!strcmp(type, "int") || !strcmp(type, "unsigned int") || !strcmp(type, "pid_t"))
		return SCA_INT32;
	return SCA_INT;
}

/* Reads syscalls:sys_enter_NAME's format for the argument names and types. */
static void desc_load(struct syscalls *sc, struct syscall_desc *d)
{
	char tp[128];
	struct tep_event *ev;

	d->ret_fmt = IN_LIST(d->name, hex_ret_calls) ? SCR_HEX :
		     IN_LIST(d->name, pid_ret_calls) ? SCR_PID :
						       SCR_INT;
	d->no_return = IN_LIST(d->name, no_return_calls);
	snprintf(tp, sizeof(tp), "sys_enter_%s", d->name);
	ev = parse_format(sc, "syscalls", tp);
	if (!ev)
		return; /* no names: the call's arguments are not shown, as a call without any */
	for (struct tep_format_field *f = ev->format.fields; f && d->nr_args < SYSCALL_MAX_ARGS;
	     f = f->next) {
		struct syscall_arg *a;
		bool show_zero;

		if (!strcmp(f->name, "__syscall_nr") || !strcmp(f->name, "nr"))
			continue;
		a = &d->args[d->nr_args];
		a->name = strdup(f->name);
		if (!a->name)
			break;
		a->fmt = arg_fmt(d->name, f, &show_zero);
		a->show_zero = show_zero;
		d->nr_args++;
	}
}

const struct syscall_desc *syscalls__desc(struct syscalls *sc, int id)
{
	static struct syscall_desc unknown = { .id = -1, .name = "unknown", .loaded = true };
	struct syscall_desc *d;

	if (id < 0 || id >= sc->nr_descs)
		return &unknown;
	d = &sc->descs[id];
	if (d->loaded)
		return d;
	d->loaded = true;
	d->id = id;
	d->name = syscalltbl__name(id);
	if (!d->name) {
		if (asprintf(&sc->unnamed[id], "%d", id) < 0)
			sc->unnamed[id] = NULL;
		d->name = sc->unnamed[id] ? sc->unnamed[id] : "unknown";
		return d;
	}
	desc_load(sc, d);
	return d;
}

/* Appends to buf at *pos, never past len (the output is truncated then). */
static void out(char *buf, size_t len, size_t *pos, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static void out(char *buf, size_t len, size_t *pos, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (*pos >= len)
		return;
	va_start(ap, fmt);
	n = vsnprintf(buf + *pos, len - *pos, fmt, ap);
	va_end(ap);
	if (n > 0)
		*pos = *pos + (size_t)n < len ? *pos + (size_t)n : len - 1;
}

struct bit_name {
	u64 bits;
	const char *name;
};

/* "A|B|0x40": the names of the bits set, what is left in hex. */
static void out_bits(char *buf, size_t len, size_t *pos, u64 val, const struct bit_name *names,
		     size_t n, bool sep)
{
	for (size_t i = 0; i < n; i++) {
		if (!names[i].bits || (val & names[i].bits) != names[i].bits)
			continue;
		out(buf, len, pos, "%s%s", sep ? "|" : "", names[i].name);
		val &= ~names[i].bits;
		sep = true;
	}
	if (val)
		out(buf, len, pos, "%s%#llx", sep ? "|" : "", (unsigned long long)val);
}

#define BITS(table) table, sizeof(table) / sizeof(table[0])

static const struct bit_name open_flag_names[] = {
	{ O_CLOEXEC, "CLOEXEC" },     { O_CREAT, "CREAT" },	{ O_TMPFILE, "TMPFILE" },
	{ O_DIRECTORY, "DIRECTORY" }, { O_EXCL, "EXCL" },	{ O_NOCTTY, "NOCTTY" },
	{ O_NOFOLLOW, "NOFOLLOW" },   { O_TRUNC, "TRUNC" },	{ O_APPEND, "APPEND" },
	{ O_NONBLOCK, "NONBLOCK" },   { O_ASYNC, "ASYNC" },	{ O_DIRECT, "DIRECT" },
	{ 0100000, "LARGEFILE" },     { O_NOATIME, "NOATIME" }, { O_PATH, "PATH" },
	{ O_SYNC, "SYNC" },	      { O_DSYNC, "DSYNC" },
};

static const struct bit_name prot_names[] = {
	{ PROT_READ, "READ" },		 { PROT_WRITE, "WRITE" },     { PROT_EXEC, "EXEC" },
	{ PROT_GROWSDOWN, "GROWSDOWN" }, { PROT_GROWSUP, "GROWSUP" },
};

static const struct bit_name map_flag_names[] = {
	{ MAP_FIXED, "FIXED" },		{ MAP_ANONYMOUS, "ANONYMOUS" },
	{ MAP_32BIT, "32BIT" },		{ MAP_GROWSDOWN, "GROWSDOWN" },
	{ MAP_DENYWRITE, "DENYWRITE" }, { MAP_EXECUTABLE, "EXECUTABLE" },
	{ MAP_LOCKED, "LOCKED" },	{ MAP_NORESERVE, "NORESERVE" },
	{ MAP_POPULATE, "POPULATE" },	{ MAP_NONBLOCK, "NONBLOCK" },
	{ MAP_STACK, "STACK" },		{ MAP_HUGETLB, "HUGETLB" },
	{ MAP_SYNC, "SYNC" },		{ MAP_FIXED_NOREPLACE, "FIXED_NOREPLACE" },
};

static const struct bit_name access_names[] = {
	{ R_OK, "R" },
	{ W_OK, "W" },
	{ X_OK, "X" },
};

static const struct bit_name getrandom_names[] = {
	{ GRND_NONBLOCK, "NONBLOCK" },
	{ GRND_RANDOM, "RANDOM" },
#ifdef GRND_INSECURE
	{ GRND_INSECURE, "INSECURE" },
#endif
};

static const char *const whence_names[] = {
	[SEEK_SET] = "SET",   [SEEK_CUR] = "CUR",   [SEEK_END] = "END",
	[SEEK_DATA] = "DATA", [SEEK_HOLE] = "HOLE",
};

static const char *const sigprocmask_how_names[] = {
	[SIG_BLOCK] = "BLOCK",
	[SIG_UNBLOCK] = "UNBLOCK",
	[SIG_SETMASK] = "SETMASK",
};

static const char *const futex_cmd_names[] = {
	[FUTEX_WAIT] = "WAIT",
	[FUTEX_WAKE] = "WAKE",
	[FUTEX_FD] = "FD",
	[FUTEX_REQUEUE] = "REQUEUE",
	[FUTEX_CMP_REQUEUE] = "CMP_REQUEUE",
	[FUTEX_WAKE_OP] = "WAKE_OP",
	[FUTEX_LOCK_PI] = "LOCK_PI",
	[FUTEX_UNLOCK_PI] = "UNLOCK_PI",
	[FUTEX_TRYLOCK_PI] = "TRYLOCK_PI",
	[FUTEX_WAIT_BITSET] = "WAIT_BITSET",
	[FUTEX_WAKE_BITSET] = "WAKE_BITSET",
	[FUTEX_WAIT_REQUEUE_PI] = "WAIT_REQUEUE_PI",
	[FUTEX_CMP_REQUEUE_PI] = "CMP_REQUEUE_PI",
#ifdef FUTEX_LOCK_PI2
	[FUTEX_LOCK_PI2] = "LOCK_PI2",
#endif
};

static const char *const rlimit_names[] = {
	[RLIMIT_CPU] = "CPU",		[RLIMIT_FSIZE] = "FSIZE",
	[RLIMIT_DATA] = "DATA",		[RLIMIT_STACK] = "STACK",
	[RLIMIT_CORE] = "CORE",		[RLIMIT_RSS] = "RSS",
	[RLIMIT_NPROC] = "NPROC",	[RLIMIT_NOFILE] = "NOFILE",
	[RLIMIT_MEMLOCK] = "MEMLOCK",	[RLIMIT_AS] = "AS",
	[RLIMIT_LOCKS] = "LOCKS",	[RLIMIT_SIGPENDING] = "SIGPENDING",
	[RLIMIT_MSGQUEUE] = "MSGQUEUE", [RLIMIT_NICE] = "NICE",
	[RLIMIT_RTPRIO] = "RTPRIO",	[RLIMIT_RTTIME] = "RTTIME",
};

static const struct {
	int option;
	const char *name;
} arch_prctl_names[] = {
	{ ARCH_SET_GS, "SET_GS" },
	{ ARCH_SET_FS, "SET_FS" },
	{ ARCH_GET_FS, "GET_FS" },
	{ ARCH_GET_GS, "GET_GS" },
	{ ARCH_GET_CPUID, "GET_CPUID" },
	{ ARCH_SET_CPUID, "SET_CPUID" },
#ifdef ARCH_GET_XCOMP_SUPP
	{ ARCH_GET_XCOMP_SUPP, "GET_XCOMP_SUPP" },
	{ ARCH_GET_XCOMP_PERM, "GET_XCOMP_PERM" },
	{ ARCH_REQ_XCOMP_PERM, "REQ_XCOMP_PERM" },
#endif
};

/* names[val] when the table has it, else the number. */
static void out_enum(char *buf, size_t len, size_t *pos, u64 val, const char *const *names,
		     size_t n)
{
	if (val < n && names[val])
		out(buf, len, pos, "%s", names[val]);
	else
		out(buf, len, pos, "%lld", (long long)val);
}

#define ENUM(table) table, sizeof(table) / sizeof(table[0])

static void out_fd(char *buf, size_t len, size_t *pos, int fd, const struct syscall_fmt_ctx *ctx)
{
	const char *path = fd >= 0 && ctx && ctx->fd_path ? ctx->fd_path(ctx->data, ctx->pid, fd) :
							    NULL;

	if (path)
		out(buf, len, pos, "%d<%s>", fd, path);
	else
		out(buf, len, pos, "%d", fd);
}

static void out_value(char *buf, size_t len, size_t *pos, enum syscall_arg_fmt fmt, u64 val,
		      const struct syscall_fmt_ctx *ctx)
{
	switch (fmt) {
	case SCA_INT32:
		out(buf, len, pos, "%d", (int)val);
		break;
	case SCA_HEX:
	case SCA_PTR:
		out(buf, len, pos, "%#llx", (unsigned long long)val);
		break;
	case SCA_FILENAME:
		/*
		 * Linux perf 6.1 without its vfs_getname probe writes a name's address as
		 * its low 32 bits: the same here, for lines that compare with its own.
		 */
		out(buf, len, pos, "%#x", (unsigned int)val);
		break;
	case SCA_DFD:
		if ((int)val == AT_FDCWD) {
			out(buf, len, pos, "CWD");
			break;
		}
		/* fall through */
	case SCA_FD:
		out_fd(buf, len, pos, (int)val, ctx);
		break;
	case SCA_OPEN_FLAGS: {
		static const char *const accmode[] = { "RDONLY", "WRONLY", "RDWR" };

		/* O_PATH opens without an access mode */
		if (val & O_PATH) {
			out_bits(buf, len, pos, val, BITS(open_flag_names), false);
			break;
		}
		out_enum(buf, len, pos, val & O_ACCMODE, ENUM(accmode));
		out_bits(buf, len, pos, val & ~(u64)O_ACCMODE, BITS(open_flag_names), true);
		break;
	}
	case SCA_MMAP_PROT:
		if (!val)
			out(buf, len, pos, "NONE");
		out_bits(buf, len, pos, val, BITS(prot_names), false);
		break;
	case SCA_MMAP_FLAGS: {
		static const char *const type[] = { [MAP_SHARED] = "SHARED",
						    [MAP_PRIVATE] = "PRIVATE",
						    [MAP_SHARED_VALIDATE] = "SHARED_VALIDATE" };

		out_enum(buf, len, pos, val & 0xf, ENUM(type));
		out_bits(buf, len, pos, val & ~0xfULL, BITS(map_flag_names), true);
		break;
	}
	case SCA_ACCESS_MODE:
		if (!val)
			out(buf, len, pos, "F");
		out_bits(buf, len, pos, val, BITS(access_names), false);
		break;
	case SCA_WHENCE:
		out_enum(buf, len, pos, val, ENUM(whence_names));
		break;
	case SCA_SIGPROCMASK_HOW:
		out_enum(buf, len, pos, val, ENUM(sigprocmask_how_names));
		break;
	case SCA_SIGNUM: {
		const char *name = (int)val > 0 && (int)val < NSIG ? sigabbrev_np((int)val) : NULL;

		if (name)
			out(buf, len, pos, "%s", name);
		else
			out(buf, len, pos, "%d", (int)val);
		break;
	}
	case SCA_FUTEX_OP:
		out_enum(buf, len, pos, val & FUTEX_CMD_MASK, ENUM(futex_cmd_names));
		if (val & FUTEX_PRIVATE_FLAG)
			out(buf, len, pos, "|PRIVATE_FLAG");
		if (val & FUTEX_CLOCK_REALTIME)
			out(buf, len, pos, "|CLOCK_REALTIME");
		break;
	case SCA_RLIMIT:
		out_enum(buf, len, pos, val, ENUM(rlimit_names));
		break;
	case SCA_ARCH_PRCTL:
		for (size_t i = 0; i < sizeof(arch_prctl_names) / sizeof(arch_prctl_names[0]); i++)
			if ((u64)arch_prctl_names[i].option == val) {
				out(buf, len, pos, "%s", arch_prctl_names[i].name);
				return;
			}
		out(buf, len, pos, "%#llx", (unsigned long long)val);
		break;
	case SCA_GETRANDOM_FLAGS:
		out_bits(buf, len, pos, val, BITS(getrandom_names), false);
		break;
	case SCA_INT:
	default:
		out(buf, len, pos, "%lld", (long long)val);
		break;
	}
}

size_t syscall_desc__format_args(const struct syscall_desc *d, const u64 args[SYSCALL_MAX_ARGS],
				 const struct syscall_fmt_ctx *ctx, char *buf, size_t len)
{
	size_t pos = 0;
	bool anon = false;

	if (!len)
		return 0;
	buf[0] = '\0';
	for (int i = 0; i < d->nr_args; i++)
		if (d->args[i].fmt == SCA_MMAP_FLAGS && (args[i] & MAP_ANONYMOUS))
			anon = true;
	for (int i = 0; i < d->nr_args; i++) {
		const struct syscall_arg *a = &d->args[i];

		if (!args[i] && !a->show_zero)
			continue;
		/* an anonymous mapping's fd and offset mean nothing */
		if (anon && (!strcmp(a->name, "fd") || !strcmp(a->name, "off")))
			continue;
		out(buf, len, &pos, "%s%s: ", pos ? ", " : "", a->name);
		out_value(buf, len, &pos, a->fmt, args[i], ctx);
	}
	return pos;
}

bool syscall_desc__is_error(const struct syscall_desc *d, s64 ret)
{
	return ret < 0 && ret >= -4095;
}

/* The kernel's own restart codes, which a traced call may return when a signal comes. */
static const char *kernel_errno_name(int err)
{
	static const char *const names[] = { "ERESTARTSYS",	      "ERESTARTNOINTR",
					     "ERESTARTNOHAND",	      "ENOIOCTLCMD",
					     "ERESTART_RESTARTBLOCK", "EPROBE_DEFER" };

	return err >= 512 && err < 512 + (int)(sizeof(names) / sizeof(names[0])) ?
		       names[err - 512] :
		       NULL;
}

size_t syscall_desc__format_ret(const struct syscall_desc *d, s64 ret,
				const struct syscall_fmt_ctx *ctx, char *buf, size_t len)
{
	size_t pos = 0;

	if (!len)
		return 0;
	buf[0] = '\0';
	if (syscall_desc__is_error(d, ret)) {
		int err = (int)-ret;
		const char *name = strerrorname_np(err);

		if (!name)
			name = kernel_errno_name(err);
		if (name)
			out(buf, len, &pos, "-1 %s (%s)", name, strerror(err));
		else
			out(buf, len, &pos, "-1 %d (%s)", err, strerror(err));
		return pos;
	}
	switch (d->ret_fmt) {
	case SCR_HEX:
		out(buf, len, &pos, "%#llx", (unsigned long long)ret);
		break;
	case SCR_PID: {
		const char *comm = ret > 0 && ctx && ctx->comm ? ctx->comm(ctx->data, (int)ret) :
								 NULL;

		out(buf, len, &pos, "%lld", (long long)ret);
		if (comm)
			out(buf, len, &pos, " (%s)", comm);
		break;
	}
	default:
		out(buf, len, &pos, "%lld", (long long)ret);
		break;
	}
	return pos;
}

bool syscall_desc__opens_fd(const struct syscall_desc *d)
{
	static const char *const calls[] = { "open", "openat", "openat2", "creat" };

	return IN_LIST(d->name, calls);
}

bool syscall_desc__closes_fd(const struct syscall_desc *d)
{
	return !strcmp(d->name, "close");
}

int syscall_desc__filename_arg(const struct syscall_desc *d)
{
	for (int i = 0; i < d->nr_args; i++)
		if (d->args[i].fmt == SCA_FILENAME)
			return i;
	return -1;
}

int syscall_desc__dfd_arg(const struct syscall_desc *d)
{
	for (int i = 0; i < d->nr_args; i++)
		if (d->args[i].fmt == SCA_DFD)
			return i;
	return -1;
}
