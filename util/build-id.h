/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Build-ids (NT_GNU_BUILD_ID notes) and the build-id cache.
 *
 * The cache has Linux perf's layout, so either tool reads what the other wrote:
 *
 *   <dir>/<abs path of the file>/<hex build-id>/elf          a copy of the file
 *   <dir>/<abs path>/<hex build-id>/probes                   empty, made by Linux perf too
 *   <dir>/[kernel.kallsyms]/<hex build-id>/kallsyms          the kernel: a copy of /proc/kallsyms
 *   <dir>/[vdso]/<hex build-id>/vdso                         the vDSO image
 *   <dir>/.build-id/<first 2 hex>/<other hex> -> ../../<abs path>/<hex build-id>   (symlink)
 *
 * <dir> is, in order: the --buildid-dir setter (buildid_dir__set), $PERF_BUILDID_DIR, then
 * $HOME/.debug.
 */
#ifndef PERF_BUILD_ID_H
#define PERF_BUILD_ID_H

#include <stdbool.h>
#include <stddef.h>
#include "util/util.h"

#define BUILD_ID_SIZE 20 /* the largest build-id kept (SHA-1); shorter ones (MD5, ...) are fine */
#define BUILD_ID_HEX_SIZE (BUILD_ID_SIZE * 2 + 1)

struct build_id {
	u8 data[BUILD_ID_SIZE];
	size_t size; /* 0: no build-id */
};

/* Read the NT_GNU_BUILD_ID note of an ELF file; 0 or -errno (-ENOENT: no note, -ENOEXEC: not ELF). */
int filename__read_build_id(const char *path, struct build_id *bid);
/* Same, from an ELF image in memory (e.g. the vDSO). */
int elf_image__read_build_id(const void *image, size_t len, struct build_id *bid);
/* Read the build-id from a raw notes file such as /sys/kernel/notes or /sys/module/X/notes/.note.gnu.build-id. */
int sysfs__read_build_id(const char *path, struct build_id *bid);
/* The running kernel's build-id, read once from /sys/kernel/notes and remembered. */
int kernel__running_build_id(struct build_id *bid);

/* Lower-case hex into buf (BUILD_ID_HEX_SIZE bytes); returns the number of hex chars. */
int build_id__sprintf(const struct build_id *bid, char *buf);
/* Parse hex (2..40 chars, even); 0 or -EINVAL. */
int build_id__parse(const char *hex, struct build_id *bid);
void build_id__init(struct build_id *bid, const void *data, size_t size);
/*
 * Equal: same bytes over the shorter length, and same size once trailing zero bytes are
 * ignored (perf.data stores build-ids zero-padded to 20 or 24 bytes).
 */
bool build_id__equal(const struct build_id *a, const struct build_id *b);
static inline bool build_id__is_set(const struct build_id *bid)
{
	return bid->size != 0;
}

/* --- the build-id cache --- */

/* Set the cache directory (--buildid-dir); NULL goes back to $PERF_BUILDID_DIR / $HOME/.debug. */
void buildid_dir__set(const char *dir);
/* The cache directory in use (never NULL). */
const char *buildid_dir(void);

/*
 * Add a file under the name `name` (an absolute path, "[kernel.kallsyms]" or "[vdso]") with
 * build-id bid: the file at `src` is copied (never hard linked) to <dir>/<name>/<bid>/<elf|kallsyms|vdso>,
 * and the .build-id symlink made. Already present: 0. src NULL: src = name.
 */
int build_id_cache__add(const char *name, const char *src, const struct build_id *bid);
/*
 * Add the separate debug file src of the object name with build-id bid, as Linux perf's
 * record --debuginfod does: <dir>/<name>/<bid>/debug and the .build-id link (which
 * build_id_cache__lookup_debug follows). Already present: 0.
 */
int build_id_cache__add_debug(const char *name, const char *src, const struct build_id *bid);
/* Read the build-id of path (made absolute, symlinks resolved) and add it. */
int build_id_cache__add_file(const char *path);
/* Add the running kernel's /proc/kallsyms under its build-id. */
int build_id_cache__add_kallsyms(void);
/* Add an in-memory image (the vDSO) under name. */
int build_id_cache__add_image(const char *name, const void *image, size_t len,
			      const struct build_id *bid);

/*
 * Copy an unpacked archive's tree (`perf archive` layout: <name>/<bid>/<leaf> files and
 * .build-id/xx/rest links) into the cache, with the same confinement as every cache write:
 * entries that are neither, links leading outside the cache, and ".." names are skipped with
 * a warning. *nr: the entries installed. 0 or the first error.
 */
int build_id_cache__import_tree(const char *src, int *nr);

/* Remove one build-id: its .build-id symlink and the <name>/<bid> directory. -ENOENT if absent. */
int build_id_cache__remove(const struct build_id *bid);
/* Remove every build-id cached for one file name (purge); returns the number removed or -errno. */
int build_id_cache__purge_path(const char *name);
/* Remove every entry of the cache; returns the number removed or -errno. */
int build_id_cache__purge_all(void);

/*
 * Path of the cached object for bid (the file the .build-id link leads to, e.g. .../elf or
 * .../kallsyms), malloc'd, or NULL when not cached. name may be NULL; when given it is used
 * first to build the direct path <dir>/<name>/<bid>/... .
 */
char *build_id_cache__lookup(const struct build_id *bid, const char *name);
/*
 * The cache's separate debug file for bid (.build-id/xx/rest/debug, which Linux perf's
 * record adds beside the object when the system has one), malloc'd, or NULL.
 */
char *build_id_cache__lookup_debug(const struct build_id *bid);
/*
 * Call fn for each cached build-id with its file name (the <abs path> part, or
 * "[kernel.kallsyms]"); stops and returns fn's value when it is non-zero.
 */
int build_id_cache__for_each(int (*fn)(const struct build_id *bid, const char *name, void *arg),
			     void *arg);

/* Where a separate debug file for bid would be: /usr/lib/debug/.build-id/xx/rest.debug (malloc'd). */
char *build_id__debug_path(const struct build_id *bid);

#endif
