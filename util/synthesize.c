// SPDX-License-Identifier: GPL-2.0
/* COMM/FORK/MMAP2 records for tasks that existed before recording, from /proc. */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#include "build-id.h"
#include "debug.h"
#include "kallsyms.h"
#include "synthesize.h"
#include "thread_map.h"

/* Large enough for any record we build: fixed part, a PATH_MAX name, the trailer. */
union synth_buf {
	union perf_event ev;
	char bytes[sizeof(struct perf_record_mmap2) + 64 * 8];
};

static int emit(const struct synth_opts *o, union perf_event *ev, size_t fixed)
{
	/* the trailer (zeroed: no time, id 0) follows the 8-aligned payload */
	memset((char *)ev + fixed, 0, o->id_hdr_size);
	ev->header.size = fixed + o->id_hdr_size;
	return o->process(o->arg, ev);
}

static int perf_event__synthesize_comm(pid_t pid, pid_t tid, const char *comm,
				       const struct synth_opts *o)
{
	union synth_buf b;
	size_t n = strnlen(comm, sizeof(b.ev.comm.comm) - 1), fixed;

	memset(&b.ev.comm, 0, sizeof(b.ev.comm));
	b.ev.comm.header.type = PERF_RECORD_COMM;
	b.ev.comm.pid = pid;
	b.ev.comm.tid = tid;
	memcpy(b.ev.comm.comm, comm, n);
	fixed = offsetof(struct perf_record_comm, comm) + perf_align8(n + 1);
	memset((char *)&b + offsetof(struct perf_record_comm, comm) + n, 0,
	       fixed - offsetof(struct perf_record_comm, comm) - n);
	return emit(o, &b.ev, fixed);
}

static int synthesize_fork(pid_t pid, pid_t tid, pid_t ppid, const struct synth_opts *o)
{
	union synth_buf b;

	memset(&b.ev.fork, 0, sizeof(b.ev.fork));
	b.ev.fork.header.type = PERF_RECORD_FORK;
	b.ev.fork.pid = pid;
	b.ev.fork.tid = tid;
	b.ev.fork.ppid = ppid;
	b.ev.fork.ptid = ppid;
	return emit(o, &b.ev, sizeof(b.ev.fork));
}

/* An MMAP2 record's device and inode replaced by the object's build-id (--buildid-mmap). */
static void mmap2_set_build_id(struct perf_record_mmap2 *m, const struct build_id *bid)
{
	m->header.misc |= PERF_RECORD_MISC_MMAP_BUILD_ID;
	m->maj = m->min = 0;
	m->ino = m->ino_generation = 0;
	m->build_id_size = (u8)min_t(size_t, bid->size, sizeof(m->build_id));
	memcpy(m->build_id, bid->data, m->build_id_size);
}

/* Parses one /proc/PID/maps line into an MMAP2 record; false for lines to skip. */
static bool maps_line(char *line, pid_t pid, pid_t tid, const struct synth_opts *o,
		      struct perf_record_mmap2 *m, size_t *fixed)
{
	unsigned long long start, end, pgoff, ino;
	unsigned int maj, min;
	char perms[8];
	int pos = 0;
	char *name;
	size_t n;

	if (sscanf(line, "%llx-%llx %7s %llx %x:%x %llu%n", &start, &end, perms, &pgoff, &maj, &min,
		   &ino, &pos) < 7 || !pos)
		return false;
	name = line + pos;
	while (*name == ' ' || *name == '\t')
		name++;
	n = strlen(name);
	while (n && (name[n - 1] == '\n' || name[n - 1] == ' '))
		name[--n] = 0;
	if (strlen(perms) < 4 || end <= start)
		return false;
	if (perms[2] != 'x' && !o->mmap_data)
		return false;
	if (!n) {
		if (perms[2] != 'x')
			return false;
		name = "//anon"; /* anonymous executable memory (JITs) */
		n = strlen(name);
	}
	if (!strcmp(name, "[vsyscall]"))
		return false; /* fixed kernel page, not a mapping of the task */
	if (n >= PATH_MAX)
		n = PATH_MAX - 1;

	memset(m, 0, offsetof(struct perf_record_mmap2, filename));
	m->header.type = PERF_RECORD_MMAP2;
	m->header.misc = PERF_RECORD_MISC_USER;
	if (perms[2] != 'x')
		m->header.misc |= PERF_RECORD_MISC_MMAP_DATA;
	m->pid = pid;
	m->tid = tid;
	m->start = start;
	m->len = end - start;
	m->pgoff = pgoff;
	m->maj = maj;
	m->min = min;
	m->ino = ino;
	m->prot = (perms[0] == 'r' ? PROT_READ : 0) | (perms[1] == 'w' ? PROT_WRITE : 0) |
		  (perms[2] == 'x' ? PROT_EXEC : 0);
	m->flags = perms[3] == 's' ? MAP_SHARED : MAP_PRIVATE;
	memcpy(m->filename, name, n);
	if (o->build_id_mmap && name[0] == '/') {
		struct build_id bid;

		/* a file without one keeps its device and inode, as in Linux perf's records */
		if (!filename__read_build_id(name, &bid) && build_id__is_set(&bid))
			mmap2_set_build_id(m, &bid);
	}
	*fixed = offsetof(struct perf_record_mmap2, filename) + perf_align8(n + 1);
	memset(m->filename + n, 0, *fixed - offsetof(struct perf_record_mmap2, filename) - n);
	return true;
}

static u64 monotonic_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (u64)ts.tv_sec * 1000 + (u64)ts.tv_nsec / 1000000;
}

static int perf_event__synthesize_mmaps(pid_t pid, pid_t tid, const struct synth_opts *o)
{
	char path[64], *line = NULL;
	size_t cap = 0, held = 0; /* the size of the record held in b[cur], 0: none */
	union synth_buf *b;
	unsigned int timeout = o->proc_map_timeout_ms ? o->proc_map_timeout_ms : 500;
	u64 start;
	int cur = 0;
	FILE *f;
	int err = 0;

	snprintf(path, sizeof(path), "/proc/%d/task/%d/maps", pid, pid);
	f = fopen(path, "re");
	if (!f) {
		snprintf(path, sizeof(path), "/proc/%d/maps", pid);
		f = fopen(path, "re");
	}
	if (!f)
		return errno == ENOENT ? -ESRCH : -errno;
	/* each record waits for the next: the last one of a read cut short says so */
	b = xmalloc(2 * sizeof(*b));
	start = monotonic_ms();
	while (getline(&line, &cap, f) > 0) {
		size_t fixed;

		if (monotonic_ms() - start > timeout) {
			if (held)
				b[cur].ev.header.misc |= PERF_RECORD_MISC_PROC_MAP_PARSE_TIMEOUT;
			pr_warning("Warning: reading /proc/%d/maps took over %u ms: its later maps "
				   "are left out (--proc-map-timeout)\n",
				   pid, timeout);
			break;
		}
		if (!maps_line(line, pid, tid, o, &b[!cur].ev.mmap2, &fixed))
			continue;
		if (held) {
			err = emit(o, &b[cur].ev, held);
			if (err)
				break;
		}
		cur = !cur;
		held = fixed;
	}
	if (!err && held)
		err = emit(o, &b[cur].ev, held);
	free(line);
	free(b);
	fclose(f);
	return err;
}

/* Name, tgid and parent of a task from /proc/PID/task/TID/status. */
static int task_status(pid_t pid, pid_t tid, char *comm, size_t len, pid_t *tgid, pid_t *ppid)
{
	char path[64], *buf, *p;
	size_t n;

	snprintf(path, sizeof(path), "/proc/%d/task/%d/status", pid, tid);
	if (read_file(path, &buf, &n))
		return -ESRCH;
	*tgid = -1;
	*ppid = -1;
	comm[0] = 0;
	for (p = buf; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
		if (!strncmp(p, "Name:", 5)) {
			char *s = p + 5, *e;

			while (*s == ' ' || *s == '\t')
				s++;
			e = strchr(s, '\n');
			n = e ? (size_t)(e - s) : strlen(s);
			if (n >= len)
				n = len - 1;
			memcpy(comm, s, n);
			comm[n] = 0;
		} else if (!strncmp(p, "Tgid:", 5)) {
			*tgid = atoi(p + 5);
		} else if (!strncmp(p, "PPid:", 5)) {
			*ppid = atoi(p + 5);
		}
	}
	free(buf);
	return *tgid < 0 ? -ESRCH : 0;
}

/* The namespaces of a task as the kernel's NAMESPACES records list them (net, uts, ...). */
static int synthesize_namespaces(pid_t pid, pid_t tid, const struct synth_opts *o)
{
	static const char *const names[] = { "net", "uts", "ipc", "pid", "user", "mnt", "cgroup" };
	union synth_buf b;
	size_t fixed =
		sizeof(b.ev.namespaces) + ARRAY_SIZE(names) * sizeof(struct perf_ns_link_info);

	memset(&b, 0, fixed);
	b.ev.namespaces.header.type = PERF_RECORD_NAMESPACES;
	b.ev.namespaces.pid = pid;
	b.ev.namespaces.tid = tid;
	b.ev.namespaces.nr_namespaces = ARRAY_SIZE(names);
	for (size_t i = 0; i < ARRAY_SIZE(names); i++) {
		char path[96];
		struct stat st;

		/* one the kernel lacks stays 0/0, as in Linux perf's records */
		snprintf(path, sizeof(path), "/proc/%d/task/%d/ns/%s", pid, tid, names[i]);
		if (stat(path, &st))
			continue;
		b.ev.namespaces.link_info[i].dev = st.st_dev;
		b.ev.namespaces.link_info[i].ino = st.st_ino;
	}
	return emit(o, &b.ev, fixed);
}

/*
 * FORK (when asked and the parent is known), NAMESPACES (when asked) and COMM for one
 * thread. The whole system's tasks get their FORKs, so that the task tree is there; the
 * tasks asked for (-p, -t, a workload) do not, as in Linux perf: their parents are no task
 * of the recording, and a FORK from one made `report --tasks` show that parent as ":PID".
 */
static int synthesize_task(pid_t pid, pid_t tid, const struct synth_opts *o, bool fork,
			   bool *kthread)
{
	char comm[16];
	pid_t tgid, ppid;
	int err = task_status(pid, tid, comm, sizeof(comm), &tgid, &ppid);

	if (err)
		return err;
	/* kernel threads have no maps: PPid 2 (kthreadd) or kthreadd itself */
	*kthread = ppid == 2 || tid == 2;
	/* the main thread's parent is PPid; other threads are taken as spawned by the main one */
	if (tid != tgid)
		ppid = tgid;
	if (fork && ppid >= 0) { /* pid 1 and kthreadd: (0:0), the idle task, as Linux perf */
		err = synthesize_fork(tgid, tid, ppid, o);
		if (err)
			return err;
	}
	if (o->namespaces) {
		err = synthesize_namespaces(tgid, tid, o);
		if (err)
			return err;
	}
	return perf_event__synthesize_comm(tgid, tid, comm, o);
}

int perf_event__synthesize_pid(pid_t pid, const struct synth_opts *o)
{
	char path[64];
	struct dirent *d;
	DIR *dir;
	bool kthread = false;
	int err = 0;

	snprintf(path, sizeof(path), "/proc/%d/task", pid);
	dir = opendir(path);
	if (!dir)
		return -ESRCH;
	while ((d = readdir(dir))) {
		pid_t tid;
		bool k = false;
		int e;

		if (!isdigit((unsigned char)d->d_name[0]))
			continue;
		tid = atoi(d->d_name);
		e = synthesize_task(pid, tid, o, true, &k);
		if (e == -ESRCH)
			continue; /* the thread exited meanwhile */
		if (e) {
			err = e;
			break;
		}
		if (tid == pid)
			kthread = k;
	}
	closedir(dir);
	if (!err && !o->no_mmaps && !kthread) {
		err = perf_event__synthesize_mmaps(pid, pid, o);
		if (err == -ESRCH || err == -EACCES)
			err = 0;
	}
	return err;
}

int perf_event__synthesize_thread_map(struct perf_thread_map *threads, const struct synth_opts *o)
{
	pid_t done_mmaps = -1;

	for (int i = 0; i < threads->nr; i++) {
		pid_t tid = threads->map[i].tid, pid = threads->map[i].pid;
		bool kthread = false;
		int err;

		if (tid <= 0)
			continue; /* the "any task" placeholder is no task */
		if (pid <= 0)
			pid = thread__tgid(tid);
		if (pid <= 0)
			continue;
		err = synthesize_task(pid, tid, o, false, &kthread);
		if (err == -ESRCH)
			continue;
		if (err)
			return err;
		/* one set of maps per process: its threads share them */
		if (!o->no_mmaps && !kthread && pid != done_mmaps) {
			bool seen = false;

			for (int j = 0; j < i; j++)
				seen |= threads->map[j].pid == pid && threads->map[j].tid > 0;
			if (!seen) {
				err = perf_event__synthesize_mmaps(pid, pid, o);
				if (err && err != -ESRCH && err != -EACCES)
					return err;
			}
			done_mmaps = pid;
		}
	}
	return 0;
}

int perf_event__synthesize_threads(const struct synth_opts *o)
{
	struct dirent *d;
	DIR *dir = opendir("/proc");
	int err = 0;

	if (!dir)
		return -errno;
	while ((d = readdir(dir))) {
		if (!isdigit((unsigned char)d->d_name[0]))
			continue;
		err = perf_event__synthesize_pid(atoi(d->d_name), o);
		if (err == -ESRCH)
			err = 0;
		if (err)
			break;
	}
	closedir(dir);
	return err;
}

/* Addresses of _text, _stext and _etext in /proc/kallsyms (0 when absent or hidden). */
struct kallsyms_text_arg {
	u64 text, stext, etext;
};

static int kallsyms_text_cb(void *arg, u64 addr, char type, const char *name, size_t name_len,
			    const char *mod, size_t mod_len)
{
	struct kallsyms_text_arg *a = arg;

	if (name_len == 5 && !memcmp(name, "_text", 5))
		a->text = addr;
	else if (name_len == 6 && !memcmp(name, "_stext", 6))
		a->stext = addr;
	else if (name_len == 6 && !memcmp(name, "_etext", 6))
		a->etext = addr;
	return a->text && a->stext && a->etext;
}

static void kallsyms_text(u64 *text, u64 *stext, u64 *etext)
{
	struct kallsyms_text_arg a = { 0, 0, 0 };

	kallsyms__parse("/proc/kallsyms", kallsyms_text_cb, &a);
	*text = a.text;
	*stext = a.stext;
	*etext = a.etext;
}

/*
 * The kernel or a module: MMAP, or with its build-id (bid) MMAP2, as Linux perf's
 * --buildid-mmap writes them (no protection bits, private).
 */
static int synthesize_kernel_mmap_at(u64 start, u64 len, u64 pgoff, const char *name,
				     const struct build_id *bid, const struct synth_opts *o)
{
	union synth_buf b;
	size_t n = strnlen(name, PATH_MAX - 1), off, fixed;
	char *filename;

	if (bid) {
		off = offsetof(struct perf_record_mmap2, filename);
		memset(&b.ev.mmap2, 0, off);
		b.ev.mmap2.header.type = PERF_RECORD_MMAP2;
		b.ev.mmap2.pid = (u32)-1;
		b.ev.mmap2.start = start;
		b.ev.mmap2.len = len;
		b.ev.mmap2.pgoff = pgoff;
		mmap2_set_build_id(&b.ev.mmap2, bid);
		filename = b.ev.mmap2.filename;
	} else {
		off = offsetof(struct perf_record_mmap, filename);
		memset(&b.ev.mmap, 0, off);
		b.ev.mmap.header.type = PERF_RECORD_MMAP;
		b.ev.mmap.pid = (u32)-1;
		b.ev.mmap.start = start;
		b.ev.mmap.len = len;
		b.ev.mmap.pgoff = pgoff;
		filename = b.ev.mmap.filename;
	}
	b.ev.header.misc |= PERF_RECORD_MISC_KERNEL;
	memcpy(filename, name, n);
	fixed = off + perf_align8(n + 1);
	memset(filename + n, 0, fixed - off - n);
	return emit(o, &b.ev, fixed);
}

int perf_event__synthesize_kernel_mmap(const struct synth_opts *o)
{
	const char *sym = "_text";
	u64 start, stext, etext;
	char name[64];

	kallsyms_text(&start, &stext, &etext);
	if (!start) {
		sym = "_stext";
		start = stext;
	}
	if (!start)
		return 0; /* kptr_restrict: no kernel map to describe */
	snprintf(name, sizeof(name), "[kernel.kallsyms]%s", sym);
	/* pgoff is the reference symbol's address, as Linux perf writes it; the map ends at
	 * _etext when known, else at the end of the address space */
	{
		struct build_id bid;
		bool with_bid = o->build_id_mmap && !kernel__running_build_id(&bid);

		return synthesize_kernel_mmap_at(start,
						 etext > start ? etext - start : ~0ULL - start,
						 start, name, with_bid ? &bid : NULL, o);
	}
}

/* The path of module name under /lib/modules/RELEASE from modules.dep, or NULL. */
static char *module_path(const char *name)
{
	struct utsname u;
	char dep[300], *buf = NULL, *res = NULL;
	size_t len, nlen = strlen(name);

	if (uname(&u))
		return NULL;
	snprintf(dep, sizeof(dep), "/lib/modules/%s/modules.dep", u.release);
	if (read_file(dep, &buf, &len))
		return NULL;
	for (char *l = buf; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
		char *colon = strchr(l, ':'), *base, *e;
		size_t blen;

		if (!colon)
			continue;
		base = memrchr(l, '/', colon - l);
		base = base ? base + 1 : l;
		e = strstr(base, ".ko");
		if (!e || e > colon)
			continue;
		blen = e - base;
		if (blen != nlen)
			continue;
		/* module names use '_' where file names may use '-' */
		bool same = true;

		for (size_t i = 0; i < blen && same; i++) {
			char a = base[i] == '-' ? '_' : base[i], c = name[i] == '-' ? '_' : name[i];

			same = a == c;
		}
		if (same) {
			res = xasprintf("/lib/modules/%s/%.*s", u.release, (int)(colon - l), l);
			break;
		}
	}
	free(buf);
	return res;
}

int perf_event__synthesize_modules(const struct synth_opts *o)
{
	FILE *f = fopen("/proc/modules", "re");
	char line[1024];
	int err = 0;

	if (!f)
		return 0; /* a kernel without modules */
	while (fgets(line, sizeof(line), f)) {
		char name[256];
		unsigned long long size, addr;
		struct build_id bid;
		bool with_bid = false;
		char *path;

		if (sscanf(line, "%255s %llu %*s %*s %*s %llx", name, &size, &addr) != 3 || !addr)
			continue;
		path = module_path(name);
		if (!path)
			path = xasprintf("[%s]", name);
		if (o->build_id_mmap) {
			char notes[512];

			snprintf(notes, sizeof(notes), "/sys/module/%s/notes/.note.gnu.build-id",
				 name);
			with_bid = !sysfs__read_build_id(notes, &bid);
		}
		err = synthesize_kernel_mmap_at(addr, size, 0, path, with_bid ? &bid : NULL, o);
		free(path);
		if (err)
			break;
	}
	fclose(f);
	return err;
}
