// SPDX-License-Identifier: GPL-2.0
/*
 * The tests' capability probe: says which kernel facilities and tools this machine really
 * offers, by trying each one directly (perf_event_open(2), tracefs, exec), without our perf
 * or its util library, so that a test skips only for what the host lacks and never because
 * the code under test is broken.
 *
 *   caps                 a table of every facility: name, yes/no, the reason when no
 *   caps NAME...         probes these; prints one line per absent facility, its reason;
 *                        exits 0 when all are usable, 2 when one is not, 1 on misuse
 *
 * PERF_TEST_CAPS_DISABLE=name,name... reports those facilities absent (to test the tests'
 * skip paths on a host that has them).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <linux/hw_breakpoint.h>
#include <linux/perf_event.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define NR_WRITES 100

static char reason[512];

static int no(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(reason, sizeof(reason), fmt, ap);
	va_end(ap);
	return 0;
}

static int perf_open(struct perf_event_attr *attr, pid_t pid, int cpu)
{
	attr->size = sizeof(*attr);
	return syscall(SYS_perf_event_open, attr, pid, cpu, -1, 0);
}

static const char *paranoid(void)
{
	static char buf[16];
	FILE *f = fopen("/proc/sys/kernel/perf_event_paranoid", "r");

	if (!f || !fgets(buf, sizeof(buf), f))
		snprintf(buf, sizeof(buf), "?");
	if (f)
		fclose(f);
	buf[strcspn(buf, "\n")] = '\0';
	return buf;
}

static const char *open_error(int err)
{
	static char buf[160];

	if (err == EACCES || err == EPERM)
		snprintf(buf, sizeof(buf), "%s (perf_event_paranoid is %s, uid %d)", strerror(err),
			 paranoid(), (int)geteuid());
	else
		snprintf(buf, sizeof(buf), "%s", strerror(err));
	return buf;
}

/* Reads a counter opened without read_format: one u64. */
static int read_count(int fd, uint64_t *val)
{
	return read(fd, val, sizeof(*val)) == sizeof(*val) ? 0 : -1;
}

static volatile long bp_target;

static int probe_hwbp(void)
{
	struct perf_event_attr attr = {
		.type = PERF_TYPE_BREAKPOINT,
		.bp_type = HW_BREAKPOINT_W,
		.bp_addr = (uintptr_t)&bp_target,
		.bp_len = HW_BREAKPOINT_LEN_8,
		.exclude_kernel = 1,
		.exclude_hv = 1,
	};
	uint64_t n = 0;
	int fd = perf_open(&attr, 0, -1);

	if (fd < 0)
		return no("hardware breakpoints cannot be opened: %s", open_error(errno));
	for (int i = 0; i < NR_WRITES; i++)
		bp_target = i;
	if (read_count(fd, &n)) {
		close(fd);
		return no("hardware breakpoint counter cannot be read: %s", strerror(errno));
	}
	close(fd);
	if (n == 0)
		return no(
			"hardware breakpoints open but never fire on this host (counted 0 of %d writes)",
			NR_WRITES);
	if (n != NR_WRITES)
		return no("hardware breakpoints miscount on this host (counted %llu of %d writes)",
			  (unsigned long long)n, NR_WRITES);
	return 1;
}

static volatile unsigned long spin_sink;

static int probe_cycles(void)
{
	struct perf_event_attr attr = {
		.type = PERF_TYPE_HARDWARE,
		.config = PERF_COUNT_HW_CPU_CYCLES,
		.exclude_kernel = 1,
		.exclude_hv = 1,
	};
	uint64_t n = 0;
	int fd = perf_open(&attr, 0, -1);

	if (fd < 0)
		return no("no hardware PMU: the cycles event cannot be opened: %s",
			  open_error(errno));
	for (int i = 0; i < 1000000; i++)
		spin_sink += i;
	if (read_count(fd, &n) || n == 0) {
		close(fd);
		return no("the cycles event opens but counts nothing on this host");
	}
	close(fd);
	return 1;
}

/* A software event on all tasks of one CPU: what perf record/stat -a and -C need. */
static int probe_system_wide(void)
{
	struct perf_event_attr attr = {
		.type = PERF_TYPE_SOFTWARE,
		.config = PERF_COUNT_SW_CPU_CLOCK,
	};
	int fd = perf_open(&attr, -1, 0);

	if (fd < 0)
		return no("system-wide events (all tasks of a CPU) are not permitted: %s",
			  open_error(errno));
	close(fd);
	return 1;
}

/* Kernel-mode samples of this task: what a plain perf record without :u gets. */
static int probe_kernel_events(void)
{
	struct perf_event_attr attr = {
		.type = PERF_TYPE_SOFTWARE,
		.config = PERF_COUNT_SW_CPU_CLOCK,
	};
	int fd = perf_open(&attr, 0, -1);

	if (fd < 0)
		return no("events that count the kernel are not permitted: %s", open_error(errno));
	close(fd);
	return 1;
}

/*
 * This task's context switches sampled, with call chains and switch records: what record
 * --off-cpu is made of. The switches happen in the kernel: no user-space-only version.
 */
static int probe_context_switches(void)
{
	struct perf_event_attr attr = {
		.type = PERF_TYPE_SOFTWARE,
		.config = PERF_COUNT_SW_CONTEXT_SWITCHES,
		.sample_period = 1,
		.sample_type = PERF_SAMPLE_TID | PERF_SAMPLE_TIME | PERF_SAMPLE_CALLCHAIN,
		.exclude_callchain_kernel = 1,
		.sample_id_all = 1,
		.context_switch = 1,
	};
	uint64_t count = 0;
	int fd = perf_open(&attr, 0, -1);

	if (fd < 0)
		return no("context switches cannot be sampled (perf_event_paranoid is %s): %s",
			  paranoid(), open_error(errno));
	for (int i = 0; i < 10 && !count; i++) {
		usleep(1000);
		if (read(fd, &count, sizeof(count)) != sizeof(count))
			count = 0;
	}
	close(fd);
	if (!count)
		return no("the context-switches event counts no switch of a task that sleeps");
	return 1;
}

/* /proc/kallsyms with real addresses (kptr_restrict and perf_event_paranoid allow it). */
static int probe_kallsyms(void)
{
	FILE *f = fopen("/proc/kallsyms", "r");
	char line[256];
	unsigned long long addr = 0;
	int lines = 0;

	if (!f)
		return no("/proc/kallsyms is not readable: %s", strerror(errno));
	while (!addr && lines < 1000 && fgets(line, sizeof(line), f)) {
		lines++;
		addr = strtoull(line, NULL, 16);
	}
	fclose(f);
	if (!addr)
		return no("/proc/kallsyms hides kernel addresses from uid %d (kptr_restrict, "
			  "perf_event_paranoid is %s)",
			  (int)geteuid(), paranoid());
	return 1;
}

static int probe_root(void)
{
	if (geteuid() != 0)
		return no("not root (uid %d)", (int)geteuid());
	return 1;
}

static const char *tracefs_dir;

static int tracefs_err;

/* 1 when DIR holds a mounted tracefs; else 0 with the reason in tracefs_err */
static int is_tracefs(const char *dir)
{
	char p[PATH_MAX];

	snprintf(p, sizeof(p), "%s/README", dir);
	if (access(p, F_OK) == 0)
		return 1;
	if (errno == EACCES && !tracefs_err)
		tracefs_err = errno;
	return 0;
}

/* A tracefs in this mount namespace, from /proc/self/mounts (readable by anyone). */
static int tracefs_mounted(void)
{
	FILE *f = fopen("/proc/self/mounts", "r");
	char line[512], type[64];
	int found = 0;

	while (f && !found && fgets(line, sizeof(line), f))
		found = sscanf(line, "%*s %*s %63s", type) == 1 && !strcmp(type, "tracefs");
	if (f)
		fclose(f);
	return found;
}

/* tracefs mounted (or mounted here when root, as the tests do) and its events readable. */
static int probe_tracefs(void)
{
	static const char *const dirs[] = { "/sys/kernel/tracing", "/sys/kernel/debug/tracing" };
	char p[PATH_MAX];

	tracefs_dir = NULL;
	tracefs_err = 0;
	for (size_t i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++) {
		if (is_tracefs(dirs[i])) {
			tracefs_dir = dirs[i];
			break;
		}
	}
	if (!tracefs_dir) {
		if (tracefs_err == EACCES && tracefs_mounted())
			return no("tracefs is mounted but not readable by uid %d", (int)geteuid());
		if (tracefs_err == EACCES)
			return no("tracefs is not readable by uid %d", (int)geteuid());
		if (geteuid() != 0)
			return no("tracefs is not mounted and only root can mount it (uid %d)",
				  (int)geteuid());
		if (mount("nodev", "/sys/kernel/tracing", "tracefs", 0, NULL) && errno != EBUSY)
			return no("tracefs is not mounted and cannot be mounted: %s",
				  strerror(errno));
		if (!is_tracefs("/sys/kernel/tracing"))
			return no("tracefs mounted at /sys/kernel/tracing has no README");
		tracefs_dir = "/sys/kernel/tracing";
	}
	snprintf(p, sizeof(p), "%s/events/sched/sched_switch/id", tracefs_dir);
	if (access(p, R_OK))
		return no("tracefs events are not readable (%s: %s)", p, strerror(errno));
	return 1;
}

/* The tracepoints perf kwork records: the irq, softirq and workqueue ones. */
static int probe_kwork_events(void)
{
	static const char *const tps[] = {
		"irq/irq_handler_entry",
		"irq/irq_handler_exit",
		"irq/softirq_raise",
		"irq/softirq_entry",
		"irq/softirq_exit",
		"workqueue/workqueue_activate_work",
		"workqueue/workqueue_execute_start",
		"workqueue/workqueue_execute_end",
	};
	char p[PATH_MAX];

	if (probe_tracefs() != 1)
		return 0;
	for (size_t i = 0; i < sizeof(tps) / sizeof(tps[0]); i++) {
		snprintf(p, sizeof(p), "%s/events/%s/id", tracefs_dir, tps[i]);
		if (access(p, R_OK))
			return no("no tracepoint %s (%s: %s)", tps[i], p, strerror(errno));
	}
	return 1;
}

static int write_line(const char *file, const char *line)
{
	int fd = open(file, O_WRONLY | O_APPEND);
	ssize_t n;
	int err;

	if (fd < 0)
		return -errno;
	n = write(fd, line, strlen(line));
	err = errno;
	close(fd);
	return n == (ssize_t)strlen(line) ? 0 : -(n < 0 ? err : EIO);
}

/* Opens the tracepoint GROUP/EVENT on this task; returns the fd or -errno. */
static int open_tracepoint(const char *group, const char *event)
{
	struct perf_event_attr attr = { .type = PERF_TYPE_TRACEPOINT };
	char p[PATH_MAX], buf[32] = "";
	FILE *f;
	int fd;

	snprintf(p, sizeof(p), "%s/events/%s/%s/id", tracefs_dir, group, event);
	f = fopen(p, "r");
	if (!f)
		return -errno;
	if (!fgets(buf, sizeof(buf), f))
		buf[0] = '\0';
	fclose(f);
	attr.config = strtoull(buf, NULL, 10);
	fd = perf_open(&attr, 0, -1);
	return fd < 0 ? -errno : fd;
}

/*
 * Adds a probe DEF (kprobe_events or uprobe_events syntax) as GROUP/EVENT, counts its hits
 * while fire() runs, removes it. The probe fires at least `want` times to count as usable.
 */
static int try_probe(const char *kind, const char *file, const char *def, const char *group,
		     void (*fire)(void), uint64_t want)
{
	char path[PATH_MAX], line[PATH_MAX + 128], what[64];
	uint64_t n = 0;
	int ret, fd;

	snprintf(what, sizeof(what), "%s", kind);
	snprintf(path, sizeof(path), "%s/%s", tracefs_dir, file);
	if (access(path, F_OK))
		return no("this kernel has no %s (no %s in tracefs)", what, file);
	snprintf(line, sizeof(line), "%s\n", def);
	ret = write_line(path, line);
	if (ret)
		return no("cannot add a probe to %s: %s", path, strerror(-ret));
	fd = open_tracepoint(group, "caps");
	if (fd >= 0) {
		fire();
		if (read_count(fd, &n))
			n = 0;
		close(fd);
	}
	snprintf(line, sizeof(line), "-:%s/caps\n", group);
	ret = write_line(path, line);
	if (fd < 0)
		return no("a probe added to %s cannot be opened: %s", file, open_error(-fd));
	if (ret)
		return no("a probe added to %s cannot be removed: %s", file, strerror(-ret));
	if (n < want)
		return no("%s are added but do not fire (counted %llu hits)", what,
			  (unsigned long long)n);
	return 1;
}

__attribute__((noinline)) void caps_uprobe_target(void)
{
	spin_sink++;
	__asm__ volatile("" ::: "memory");
}

static void fire_uprobe(void)
{
	caps_uprobe_target();
}

static void fire_kprobe(void)
{
	char c;
	int fd = open("/dev/zero", O_RDONLY);

	if (fd >= 0) {
		if (read(fd, &c, 1) < 0) {
		}
		close(fd);
	}
}

static int probe_uprobes(void)
{
	char exe[PATH_MAX], line[256], def[PATH_MAX + 128], group[64];
	unsigned long start, end, off, addr = (unsigned long)caps_uprobe_target, file_off = 0;
	ssize_t len = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	FILE *maps;
	int found = 0;

	if (!probe_tracefs())
		return 0;
	if (len <= 0)
		return no("cannot read /proc/self/exe: %s", strerror(errno));
	exe[len] = '\0';
	/* the file offset of caps_uprobe_target, from the mapping that holds it */
	maps = fopen("/proc/self/maps", "r");
	while (maps && fgets(line, sizeof(line), maps)) {
		if (sscanf(line, "%lx-%lx %*s %lx", &start, &end, &off) == 3 && addr >= start &&
		    addr < end) {
			file_off = addr - start + off;
			found = 1;
			break;
		}
	}
	if (maps)
		fclose(maps);
	if (!found)
		return no("caps_uprobe_target not found in /proc/self/maps");
	snprintf(group, sizeof(group), "caps_%d", (int)getpid());
	snprintf(def, sizeof(def), "p:%s/caps %s:0x%lx", group, exe, file_off);
	return try_probe("uprobes", "uprobe_events", def, group, fire_uprobe, 1);
}

static int probe_kprobes(void)
{
	char def[128], group[64];

	if (!probe_tracefs())
		return 0;
	snprintf(group, sizeof(group), "caps_%d", (int)getpid());
	snprintf(def, sizeof(def), "p:%s/caps vfs_read", group);
	return try_probe("kprobes", "kprobe_events", def, group, fire_kprobe, 1);
}

/*
 * The function tracer: current_tracer takes "function" (the tracer before is put back at
 * once) and set_ftrace_filter, which perf ftrace saves and sets, can be read.
 */
static int probe_ftrace(void)
{
	char path[PATH_MAX], old[64] = "", line[80];
	FILE *f;
	int ret, fd;

	if (!probe_tracefs())
		return 0;
	snprintf(path, sizeof(path), "%s/current_tracer", tracefs_dir);
	f = fopen(path, "r");
	if (!f || !fgets(old, sizeof(old), f)) {
		if (f)
			fclose(f);
		return no("cannot read %s: %s", path, strerror(errno));
	}
	fclose(f);
	fd = open(path, O_WRONLY | O_TRUNC);
	if (fd < 0)
		return no("cannot open %s: %s", path, strerror(errno));
	ret = write(fd, "function\n", 9) == 9 ? 0 : errno;
	close(fd);
	if (ret)
		return no("the kernel refuses the function tracer (writing 'function' to %s: %s)",
			  path, strerror(ret));
	snprintf(line, sizeof(line), "%s", old);
	fd = open(path, O_WRONLY | O_TRUNC);
	if (fd < 0 || write(fd, line, strlen(line)) != (ssize_t)strlen(line)) {
		if (fd >= 0)
			close(fd);
		return no("cannot put back %s", path);
	}
	close(fd);
	snprintf(path, sizeof(path), "%s/set_ftrace_filter", tracefs_dir);
	fd = open(path, O_RDONLY);
	if (fd < 0)
		return no("cannot read %s: %s", path, strerror(errno));
	close(fd);
	return 1;
}

/* Runs argv with stdout to a buffer; returns the exit status or -1. */
static int run(char *const argv[], char *out, size_t outlen)
{
	char drain[512];
	int pfd[2], status;
	size_t got = 0;
	ssize_t n;
	pid_t pid;

	if (pipe(pfd))
		return -1;
	pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		int devnull = open("/dev/null", O_RDWR);

		dup2(devnull, 0);
		dup2(pfd[1], 1);
		dup2(devnull, 2);
		close(pfd[0]);
		execv(argv[0], argv);
		_exit(127);
	}
	close(pfd[1]);
	while (got + 1 < outlen && (n = read(pfd[0], out + got, outlen - 1 - got)) > 0)
		got += n;
	out[got] = '\0';
	/* the rest unread, so that the child never blocks on a full pipe */
	while (read(pfd[0], drain, sizeof(drain)) > 0) {
	}
	close(pfd[0]);
	if (waitpid(pid, &status, 0) < 0)
		return -1;
	return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static int probe_linux_perf(void)
{
	char *const argv[] = { "/usr/bin/perf", "--version", NULL };
	char out[256];
	int rc;

	if (access(argv[0], X_OK))
		return no("Linux perf (/usr/bin/perf, the reference) is not installed "
			  "(apt-get install linux-perf)");
	rc = run(argv, out, sizeof(out));
	if (rc != 0 || strncmp(out, "perf version ", 13))
		return no("/usr/bin/perf --version does not run (exit %d)", rc);
	return 1;
}

/* Linux perf 6.12, the reader of the newer formats ($LPERF612 or where the tools put it). */
static int probe_linux_perf_612(void)
{
	const char *path = getenv("LPERF612");
	char *argv[] = { (char *)(path && *path ? path : "/opt/perf612/usr/bin/perf"), "--version",
			 NULL };
	char out[256];
	int rc;

	if (access(argv[0], X_OK))
		return no("Linux perf 6.12 is not at %s (/work/shared/tools/get-perf612.sh "
			  "unpacks it)",
			  argv[0]);
	rc = run(argv, out, sizeof(out));
	if (rc != 0 || strncmp(out, "perf version 6.12", 17))
		return no("%s --version does not say 6.12 (exit %d)", argv[0], rc);
	return 1;
}

/* An executable NAME in $PATH; its path in found. */
static int in_path(const char *name, char *found, size_t len)
{
	const char *path = getenv("PATH");

	if (!path || !*path)
		path = "/usr/bin:/bin";
	while (*path) {
		size_t l = strcspn(path, ":");

		snprintf(found, len, "%.*s/%s", (int)l, path, name);
		if (l && !access(found, X_OK))
			return 1;
		path += l;
		if (*path)
			path++;
	}
	return 0;
}

static int probe_qemu(void)
{
	char exe[PATH_MAX], out[256];
	char *argv[] = { exe, "--version", NULL };

	if (!in_path("qemu-system-x86_64", exe, sizeof(exe)))
		return no("qemu-system-x86_64 is not installed");
	if (run(argv, out, sizeof(out)) != 0)
		return no("%s --version does not run", exe);
	return 1;
}

static int probe_valgrind(void)
{
	char exe[PATH_MAX], out[256];
	char *argv[] = { exe, "--version", NULL };

	if (!in_path("valgrind", exe, sizeof(exe)))
		return no("valgrind is not installed");
	if (run(argv, out, sizeof(out)) != 0)
		return no("%s --version does not run", exe);
	return 1;
}

/*
 * A private mount namespace of util-linux's unshare(1) in which a tmpfs can be mounted: the
 * tests hide parts of /sys there (a host without CPU cache directories) from both perfs.
 */
static int probe_mountns(void)
{
	char exe[PATH_MAX], out[256], dir[] = "/tmp/caps-mountns-XXXXXX";
	/* unshare -m --propagation private mount -t tmpfs none DIR */
	char *argv[] = { exe, "-m", "--propagation", "private", "mount", "-ttmpfs", "none",
			 dir, NULL };
	int rc;

	if (!in_path("unshare", exe, sizeof(exe)))
		return no("unshare (util-linux) is not installed");
	if (!mkdtemp(dir))
		return no("mkdtemp: %s", strerror(errno));
	rc = run(argv, out, sizeof(out));
	rmdir(dir);
	if (rc != 0)
		return no("unshare -m cannot mount a tmpfs in a namespace (exit %d; root?)", rc);
	return 1;
}

/* Debian's python3 and its headers: what the Makefile builds the perf module for. */
static int probe_python(void)
{
	const char *py = getenv("PYTHON") ? getenv("PYTHON") : "/usr/bin/python3";
	char *const argv[] = { (char *)py, "-c",
			       "import sysconfig; print(sysconfig.get_paths()['include'])", NULL };
	char out[PATH_MAX], h[PATH_MAX + 16];

	if (access(py, X_OK))
		return no("%s is not installed", py);
	if (run(argv, out, sizeof(out)) != 0)
		return no("%s does not run", py);
	out[strcspn(out, "\n")] = '\0';
	snprintf(h, sizeof(h), "%s/Python.h", out);
	if (access(h, R_OK))
		return no(
			"no Python.h for %s (apt-get install python3-dev): the perf module is not built",
			py);
	return 1;
}

static const struct facility {
	const char *name;
	int (*probe)(void);
	const char *what;
} facilities[] = {
	{ "root", probe_root, "euid 0" },
	{ "hwbp", probe_hwbp, "user-space hardware breakpoints that count exactly" },
	{ "cycles", probe_cycles, "a hardware PMU (cycles opens and counts)" },
	{ "system-wide", probe_system_wide, "per-CPU events on all tasks (-a, -C)" },
	{ "kernel-events", probe_kernel_events, "events that include the kernel" },
	{ "kallsyms", probe_kallsyms, "/proc/kallsyms shows kernel addresses" },
	{ "context-switches", probe_context_switches,
	  "this task's context switches sampled with call chains (record --off-cpu)" },
	{ "tracefs", probe_tracefs, "tracefs mounted (or mountable) and readable" },
	{ "kwork-events", probe_kwork_events,
	  "the irq, softirq and workqueue tracepoints (perf kwork)" },
	{ "uprobes", probe_uprobes, "uprobe_events: add, fire, remove" },
	{ "kprobes", probe_kprobes, "kprobe_events: add, fire, remove" },
	{ "ftrace", probe_ftrace, "the function tracer: current_tracer takes 'function'" },
	{ "linux-perf", probe_linux_perf, "/usr/bin/perf runs" },
	{ "linux-perf-612", probe_linux_perf_612, "Linux perf 6.12 runs ($LPERF612)" },
	{ "python", probe_python, "python3 with headers (the perf module)" },
	{ "valgrind", probe_valgrind, "valgrind runs" },
	{ "qemu", probe_qemu, "qemu-system-x86_64 runs (tests/vm)" },
	{ "mountns", probe_mountns, "a private mount namespace (unshare -m) that mounts a tmpfs" },
};

static int disabled(const char *name)
{
	const char *list = getenv("PERF_TEST_CAPS_DISABLE");
	size_t l = strlen(name);

	while (list && *list) {
		size_t n = strcspn(list, ", ");

		if ((n == l && !strncmp(list, name, l)) || (n == 3 && !strncmp(list, "all", 3)))
			return 1;
		list += n;
		list += strspn(list, ", ");
	}
	return 0;
}

static int check(const struct facility *f)
{
	reason[0] = '\0';
	if (disabled(f->name)) {
		no("%s: disabled by PERF_TEST_CAPS_DISABLE", f->name);
		return 0;
	}
	return f->probe();
}

static const struct facility *lookup(const char *name)
{
	for (size_t i = 0; i < sizeof(facilities) / sizeof(facilities[0]); i++)
		if (!strcmp(facilities[i].name, name))
			return &facilities[i];
	return NULL;
}

int main(int argc, char **argv)
{
	int absent = 0;

	if (argc < 2 || !strcmp(argv[1], "-a")) {
		for (size_t i = 0; i < sizeof(facilities) / sizeof(facilities[0]); i++) {
			int ok = check(&facilities[i]);

			printf("%-16s %-3s %s\n", facilities[i].name, ok ? "yes" : "no",
			       ok ? facilities[i].what : reason);
		}
		return 0;
	}
	for (int i = 1; i < argc; i++) {
		if (!lookup(argv[i])) {
			fprintf(stderr, "caps: unknown facility '%s'; known:", argv[i]);
			for (size_t j = 0; j < sizeof(facilities) / sizeof(facilities[0]); j++)
				fprintf(stderr, " %s", facilities[j].name);
			fprintf(stderr, "\n");
			return 1;
		}
	}
	for (int i = 1; i < argc; i++) {
		if (!check(lookup(argv[i]))) {
			printf("%s\n", reason);
			absent++;
		}
	}
	fflush(stdout);
	return absent ? 2 : 0;
}
