// SPDX-License-Identifier: GPL-2.0
/* The jitdump reader of util/jitdump.h: the file mapped, its records checked and indexed. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util/debug.h"
#include "util/hashmap.h"
#include "util/jitdump.h"
#include "util/symbol.h"

/* The fixed parts of the format's structures, in bytes. */
#define HEADER_SIZE 40 /* magic, version, total_size, elf_mach, pad1, pid, timestamp, flags */
#define PREFIX_SIZE 16 /* id, total_size, timestamp */
#define LOAD_FIXED (PREFIX_SIZE + 40) /* pid, tid, vma, code_addr, code_size, code_index */
#define MOVE_SIZE (PREFIX_SIZE + 48) /* pid, tid, vma, old and new code_addr, size, index */
#define DEBUG_FIXED (PREFIX_SIZE + 16) /* code_addr, nr_entry */
#define ENTRY_FIXED 16 /* code_addr, line, discrim; then the file name */

/* A debug entry's file name that means "the previous entry's" (the JVM agent writes it). */
#define SAME_FILE "\xff"

bool jitdump__is_name(const char *path)
{
	const char *base = strrchr(path, '/');
	size_t digits;

	base = base ? base + 1 : path;
	if (strncmp(base, "jit-", 4))
		return false;
	digits = strspn(base + 4, "0123456789");
	return digits && !strcmp(base + 4 + digits, ".dump");
}

static u32 rd32(const struct jitdump *jd, u64 off)
{
	u32 v;

	memcpy(&v, jd->base + off, sizeof(v));
	return jd->swap ? __builtin_bswap32(v) : v;
}

static u64 rd64(const struct jitdump *jd, u64 off)
{
	u64 v;

	memcpy(&v, jd->base + off, sizeof(v));
	return jd->swap ? __builtin_bswap64(v) : v;
}

const char *jitdump__str(const struct jitdump *jd, u64 off)
{
	return off < jd->size ? (const char *)jd->base + off : "";
}

/* Map the file again when it grew (a runtime still writing it). 0 or -errno. */
static int jitdump__map(struct jitdump *jd)
{
	struct stat st;
	void *p;

	if (fstat(jd->fd, &st))
		return -errno;
	if ((u64)st.st_size <= jd->size)
		return 0;
	p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, jd->fd, 0);
	if (p == MAP_FAILED)
		return -errno;
	if (jd->base)
		munmap((void *)jd->base, jd->size);
	jd->base = p;
	jd->size = (size_t)st.st_size;
	return 0;
}

/* The reading stops at a bad record: said once, with where. */
static int damaged(struct jitdump *jd, const char *why)
{
	if (!jd->damaged)
		pr_warning("%s: %s at offset %#llx: the JIT code after it is not named\n", jd->path,
			   why, (unsigned long long)jd->pos);
	jd->damaged = true;
	return -EINVAL;
}

static bool index_eq(const void *entry, const void *key)
{
	const struct jitdump *jd = ((const void *const *)key)[0];
	u64 index = *(const u64 *)((const void *const *)key)[1];

	return jd->loads[(uintptr_t)entry - 1].index == index;
}

/* The load a move names by its code_index: the latest one, or -1. */
static long find_index(struct jitdump *jd, struct hashmap *by_index, u64 index)
{
	const void *key[2] = { jd, &index };
	void *e = hashmap__find(by_index, index, index_eq, key);

	return e ? (long)((uintptr_t)e - 1) : -1;
}

static void add_event(struct jitdump *jd, u64 time, u64 addr, size_t load)
{
	u32 tid = rd32(jd, jd->pos + PREFIX_SIZE + 4);
	struct jit_event *ev;

	jd->events = grow_array(jd->events, &jd->alloc_events, jd->nr_events + 1,
				sizeof(*jd->events));
	ev = &jd->events[jd->nr_events++];
	ev->time = time;
	ev->addr = addr;
	ev->load = (u32)load;
	ev->tid = tid;
}

/*
 * V8 puts its entries 64 bytes past the code they describe (the ELF header of perf inject's
 * files was to come before the code), so an entry may lie that far past the code's end.
 */
#define LINE_SLACK 64

/*
 * Whether the debug entries written for a load describe its code: in order, inside it.
 * Runtimes do write damaged ones (node 20 for some optimized functions: a name with bytes
 * of the heap, the entries after it misread): those are not used.
 */
static bool lines_fit(const struct jitdump *jd, const struct jit_line *lines, size_t nr,
		      u64 addr, u64 size)
{
	for (size_t i = 0; i < nr; i++) {
		if (lines[i].addr < addr || lines[i].addr - addr >= size + LINE_SLACK ||
		    (i && lines[i].addr < lines[i - 1].addr))
			return false;
		if (!*jitdump__str(jd, lines[i].file))
			return false;
	}
	return true;
}

/* A JIT_CODE_LOAD at pos of total bytes, of which the file holds have. */
static int read_load(struct jitdump *jd, struct hashmap *by_index, u64 total, u64 have, u64 time)
{
	u64 pos = jd->pos, name = pos + LOAD_FIXED, code, size, addr;
	const char *nul;
	struct jit_load *l;

	if (total < LOAD_FIXED + 1)
		return damaged(jd, "a code load too short for its fields");
	if (have < LOAD_FIXED + 1)
		return damaged(jd, "a code load cut by the end of the file");
	nul = memchr(jd->base + name, '\0', have - LOAD_FIXED);
	if (!nul)
		return damaged(jd, "a code load whose name does not end");
	code = (u64)((const u8 *)nul - jd->base) + 1;
	addr = rd64(jd, pos + PREFIX_SIZE + 16);
	size = rd64(jd, pos + PREFIX_SIZE + 24);
	if (size > total - (code - pos) || addr + size < addr)
		return damaged(jd, "a code load whose size is not its record's");
	jd->loads = grow_array(jd->loads, &jd->alloc_loads, jd->nr_loads + 1, sizeof(*jd->loads));
	l = &jd->loads[jd->nr_loads];
	memset(l, 0, sizeof(*l));
	l->off = code;
	l->size = size;
	l->avail = min_t(u64, size, pos + have - code);
	l->addr = addr;
	l->index = rd64(jd, pos + PREFIX_SIZE + 32);
	l->name = name;
	/* the debug entries written just before it for its address are its lines */
	if (jd->pending_nr && jd->pending_addr == addr &&
	    lines_fit(jd, jd->lines + jd->pending_line, jd->pending_nr, addr, size)) {
		l->line = jd->pending_line;
		l->nr_lines = jd->pending_nr;
	} else if (jd->pending_nr) {
		jd->nr_lines = jd->pending_line; /* (the last ones) */
	}
	jd->pending_nr = 0;
	if (hashmap__set(by_index, l->index, index_eq, (const void *[]){ jd, &l->index },
			 (void *)(uintptr_t)(jd->nr_loads + 1)))
		xalloc_die(sizeof(struct hashmap_slot));
	if (size)
		add_event(jd, time, addr, jd->nr_loads);
	jd->nr_loads++;
	return 0;
}

static int read_move(struct jitdump *jd, struct hashmap *by_index, u64 total, u64 time)
{
	u64 pos = jd->pos, addr, size;
	long load;

	if (total < MOVE_SIZE)
		return damaged(jd, "a code move too short for its fields");
	addr = rd64(jd, pos + PREFIX_SIZE + 24);
	size = rd64(jd, pos + PREFIX_SIZE + 32);
	load = find_index(jd, by_index, rd64(jd, pos + PREFIX_SIZE + 40));
	/* a move of code never loaded (or of another size) says nothing we can map */
	if (load < 0 || !size || jd->loads[load].size != size || addr + size < addr)
		return 0;
	add_event(jd, time, addr, (size_t)load);
	return 0;
}

static int read_debug(struct jitdump *jd, u64 total)
{
	u64 pos = jd->pos, end = pos + total, p = pos + DEBUG_FIXED, nr, prev_file = 0;
	size_t first = jd->nr_lines;

	if (total < DEBUG_FIXED)
		return damaged(jd, "debug info too short for its fields");
	nr = rd64(jd, pos + PREFIX_SIZE + 8);
	if (nr > (total - DEBUG_FIXED) / (ENTRY_FIXED + 1))
		return damaged(jd, "debug info with more entries than its record holds");
	for (u64 i = 0; i < nr; i++) {
		const u8 *nul;
		struct jit_line *ln;

		if (end - p < ENTRY_FIXED + 1 ||
		    !(nul = memchr(jd->base + p + ENTRY_FIXED, '\0', end - p - ENTRY_FIXED))) {
			jd->nr_lines = first;
			return damaged(jd, "a debug entry that does not end in its record");
		}
		jd->lines = grow_array(jd->lines, &jd->alloc_lines, jd->nr_lines + 1,
				       sizeof(*jd->lines));
		ln = &jd->lines[jd->nr_lines++];
		ln->addr = rd64(jd, p);
		ln->line = rd32(jd, p + 8);
		ln->discrim = rd32(jd, p + 12);
		ln->file = p + ENTRY_FIXED;
		if (!strcmp(jitdump__str(jd, ln->file), SAME_FILE) && i)
			ln->file = prev_file;
		prev_file = ln->file;
		p = (u64)(nul - jd->base) + 1;
	}
	/* a second one before a load replaces the first */
	if (jd->pending_nr) {
		memmove(jd->lines + jd->pending_line, jd->lines + first,
			(jd->nr_lines - first) * sizeof(*jd->lines));
		jd->nr_lines -= first - jd->pending_line;
		first = jd->pending_line;
	}
	jd->pending_addr = rd64(jd, pos + PREFIX_SIZE);
	jd->pending_line = (u32)first;
	jd->pending_nr = (u32)nr;
	return 0;
}

int jitdump__read(struct jitdump *jd, bool live)
{
	size_t before = jd->nr_events;
	struct hashmap by_index = { 0 };

	if (jd->damaged || jd->closed || jitdump__map(jd))
		return 0;
	/* (rebuilt per read: moves are rare, and a read of a live file is once in a while) */
	for (size_t i = 0; i < jd->nr_loads; i++)
		if (hashmap__set(&by_index, jd->loads[i].index, index_eq,
				 (const void *[]){ jd, &jd->loads[i].index },
				 (void *)(uintptr_t)(i + 1)))
			xalloc_die(sizeof(struct hashmap_slot));
	while (jd->pos < jd->size) {
		u64 left = jd->size - jd->pos, total, time;
		u32 id;
		int err = 0;

		if (left < PREFIX_SIZE) {
			if (!live)
				damaged(jd, "a record cut by the end of the file");
			break;
		}
		id = rd32(jd, jd->pos);
		total = rd32(jd, jd->pos + 4);
		time = rd64(jd, jd->pos + 8);
		if (total < PREFIX_SIZE) {
			damaged(jd, "a record smaller than its header");
			break;
		}
		if (total > left) {
			if (live)
				break; /* the rest is still being written */
			/* a cut load still has its name, and part of its code: name what it can */
			if (id == JIT_CODE_LOAD)
				read_load(jd, &by_index, total, left, time);
			damaged(jd, "a record cut by the end of the file");
			break;
		}
		switch (id) {
		case JIT_CODE_LOAD:
			err = read_load(jd, &by_index, total, total, time);
			break;
		case JIT_CODE_MOVE:
			err = read_move(jd, &by_index, total, time);
			break;
		case JIT_CODE_DEBUG_INFO:
			err = read_debug(jd, total);
			break;
		case JIT_CODE_CLOSE:
			jd->closed = true;
			break;
		default:
			break; /* unwinding info, and types to come */
		}
		if (err)
			break;
		jd->pos += total;
		if (jd->closed)
			break;
	}
	hashmap__exit(&by_index);
	return (int)(jd->nr_events - before);
}

int jitdump__open(const char *path, struct jitdump **jdp)
{
	struct jitdump *jd = xzalloc(sizeof(*jd));
	u32 magic, hdr_size;
	int err;

	jd->path = xstrdup(path);
	jd->fd = open(path, O_RDONLY | O_CLOEXEC);
	if (jd->fd < 0) {
		err = -errno;
		pr_debug("%s: %s\n", path, strerror(errno));
		goto fail;
	}
	err = jitdump__map(jd);
	if (err || jd->size < HEADER_SIZE) {
		pr_debug("%s: too short for a jitdump\n", path);
		err = -EINVAL;
		goto fail;
	}
	memcpy(&magic, jd->base, sizeof(magic));
	if (magic != JITDUMP_MAGIC && __builtin_bswap32(magic) != JITDUMP_MAGIC) {
		pr_debug("%s: not a jitdump (magic %#x)\n", path, magic);
		err = -EINVAL;
		goto fail;
	}
	jd->swap = magic != JITDUMP_MAGIC;
	jd->version = rd32(jd, 4);
	hdr_size = rd32(jd, 8);
	jd->elf_mach = rd32(jd, 12);
	jd->pid = rd32(jd, 20);
	jd->flags = rd64(jd, 32);
	/* version 1 is the one the format describes; a bigger header may come with a later one */
	if (jd->version != 1 || hdr_size < HEADER_SIZE || hdr_size > jd->size) {
		pr_warning("%s: a jitdump of version %u (header of %u bytes) is not known: "
			   "its JIT code is not named\n",
			   path, jd->version, hdr_size);
		err = -EINVAL;
		goto fail;
	}
	jd->pos = hdr_size;
	jitdump__read(jd, true); /* (a record cut at the end: the caller knows if more may come) */
	*jdp = jd;
	return 0;
fail:
	jitdump__delete(jd);
	return err;
}

void jitdump__delete(struct jitdump *jd)
{
	if (!jd)
		return;
	if (jd->base)
		munmap((void *)jd->base, jd->size);
	if (jd->fd >= 0)
		close(jd->fd);
	free(jd->loads);
	free(jd->events);
	free(jd->lines);
	free(jd->path);
	free(jd);
}

int jitdump__load_symbols(const struct jitdump *jd, struct symtab *tab)
{
	int n = 0;

	for (size_t i = 0; i < jd->nr_loads; i++) {
		const struct jit_load *l = &jd->loads[i];
		const char *name = jitdump__str(jd, l->name);

		if (!l->size)
			continue; /* no code: no sample lands there */
		symtab__add(tab, l->off, l->size, name, strlen(name), 1 /* STB_GLOBAL */,
			    2 /* STT_FUNC */);
		n++;
	}
	return n;
}

const struct jit_load *jitdump__find_load(const struct jitdump *jd, u64 off)
{
	size_t lo = 0, hi = jd->nr_loads;

	/* the loads are in file order, so by offset */
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (jd->loads[mid].off <= off)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (!lo || off - jd->loads[lo - 1].off >= jd->loads[lo - 1].size)
		return NULL;
	return &jd->loads[lo - 1];
}

const u8 *jitdump__code(const struct jitdump *jd, u64 off, u64 len)
{
	const struct jit_load *l = jitdump__find_load(jd, off);

	if (!l || len > l->avail || off - l->off > l->avail - len)
		return NULL;
	return jd->base + off;
}

int jitdump__srcline(const struct jitdump *jd, u64 off, const char **file, int *line)
{
	const struct jit_load *l = jitdump__find_load(jd, off);
	const struct jit_line *lines, *best = NULL;
	u64 addr;

	if (!l || !l->nr_lines)
		return -ENOENT;
	addr = l->addr + (off - l->off);
	lines = jd->lines + l->line;
	/* the last entry at or before the address */
	for (size_t lo = 0, hi = l->nr_lines; lo < hi;) {
		size_t mid = lo + (hi - lo) / 2;

		if (lines[mid].addr <= addr) {
			best = &lines[mid];
			lo = mid + 1;
		} else {
			hi = mid;
		}
	}
	if (!best)
		return -ENOENT;
	*file = jitdump__str(jd, best->file);
	*line = (int)best->line;
	return 0;
}
