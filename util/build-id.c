// SPDX-License-Identifier: GPL-2.0
/* Build-id notes and the build-id cache (Linux perf's ~/.debug layout, see build-id.h). */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util/build-id.h"
#include "util/symbol.h"
#include "util/debug.h"
#include "util/util.h"

#ifndef NT_GNU_BUILD_ID
#define NT_GNU_BUILD_ID 3
#endif

void build_id__init(struct build_id *bid, const void *data, size_t size)
{
	memset(bid, 0, sizeof(*bid));
	if (size > BUILD_ID_SIZE)
		size = BUILD_ID_SIZE;
	memcpy(bid->data, data, size);
	bid->size = size;
}

int build_id__sprintf(const struct build_id *bid, char *buf)
{
	static const char hex[] = "0123456789abcdef";
	size_t i;

	for (i = 0; i < bid->size && i < BUILD_ID_SIZE; i++) {
		buf[2 * i] = hex[bid->data[i] >> 4];
		buf[2 * i + 1] = hex[bid->data[i] & 15];
	}
	buf[2 * i] = '\0';
	return (int)(2 * i);
}

static int hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

int build_id__parse(const char *hex, struct build_id *bid)
{
	size_t len = strlen(hex);

	memset(bid, 0, sizeof(*bid));
	if (len < 2 || len % 2 || len > 2 * BUILD_ID_SIZE)
		return -EINVAL;
	for (size_t i = 0; i < len / 2; i++) {
		int hi = hexval(hex[2 * i]), lo = hexval(hex[2 * i + 1]);

		if (hi < 0 || lo < 0)
			return -EINVAL;
		bid->data[i] = (u8)(hi << 4 | lo);
	}
	bid->size = len / 2;
	return 0;
}

static size_t trimmed_size(const struct build_id *b)
{
	size_t n = b->size > BUILD_ID_SIZE ? BUILD_ID_SIZE : b->size;

	while (n && !b->data[n - 1])
		n--;
	return n;
}

bool build_id__equal(const struct build_id *a, const struct build_id *b)
{
	size_t na = trimmed_size(a), nb = trimmed_size(b);

	return na && na == nb && !memcmp(a->data, b->data, na);
}

/*
 * Walk ELF notes in a raw buffer (4-byte aligned namesz/descsz/type headers as in the
 * kernel's notes file and in SHT_NOTE sections of both ELF classes).
 */
static int notes__find_build_id(const u8 *p, size_t len, struct build_id *bid)
{
	size_t off = 0;

	while (len - off >= 12) {
		u32 namesz, descsz, type;
		size_t name_off, desc_off, next;

		memcpy(&namesz, p + off, 4);
		memcpy(&descsz, p + off + 4, 4);
		memcpy(&type, p + off + 8, 4);
		name_off = off + 12;
		if (namesz > len || descsz > len)
			return -EINVAL;
		desc_off = name_off + PERF_ALIGN((size_t)namesz, 4);
		next = desc_off + PERF_ALIGN((size_t)descsz, 4);
		if (desc_off > len || desc_off + descsz > len)
			return -EINVAL;
		if (type == NT_GNU_BUILD_ID && namesz == 4 && !memcmp(p + name_off, "GNU", 4) &&
		    descsz > 0) {
			build_id__init(bid, p + desc_off, descsz);
			return 0;
		}
		if (next <= off || next > len)
			break;
		off = next;
	}
	return -ENOENT;
}

static int elf__find_build_id(Elf *elf, struct build_id *bid)
{
	Elf_Scn *scn = NULL;
	GElf_Shdr shdr;
	size_t nphdr;
	int ret = -ENOENT;

	if (elf_kind(elf) != ELF_K_ELF)
		return -ENOEXEC;
	/* Sections first: present in every normal file, and cheap. */
	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		Elf_Data *data;

		if (!gelf_getshdr(scn, &shdr) || shdr.sh_type != SHT_NOTE)
			continue;
		data = elf_getdata(scn, NULL);
		if (!data || !data->d_buf)
			continue;
		ret = notes__find_build_id(data->d_buf, data->d_size, bid);
		if (!ret)
			return 0;
	}
	/* No section headers (some stripped or in-memory images): program headers. */
	if (elf_getphdrnum(elf, &nphdr))
		return ret;
	for (size_t i = 0; i < nphdr; i++) {
		GElf_Phdr phdr;
		Elf_Data *data;

		if (!gelf_getphdr(elf, (int)i, &phdr) || phdr.p_type != PT_NOTE)
			continue;
		data = elf_getdata_rawchunk(elf, (int64_t)phdr.p_offset, phdr.p_filesz, ELF_T_NHDR);
		if (!data || !data->d_buf)
			continue;
		ret = notes__find_build_id(data->d_buf, data->d_size, bid);
		if (!ret)
			return 0;
	}
	return ret;
}

int filename__read_build_id(const char *path, struct build_id *bid)
{
	Elf *elf;
	int fd, ret;

	memset(bid, 0, sizeof(*bid));
	elf_version(EV_CURRENT);
	fd = open_regular(path);
	if (fd < 0)
		return errno == EINVAL ? -ENOEXEC : -errno; /* a FIFO or device is no ELF file */
	elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	if (!elf) {
		close(fd);
		return -ENOEXEC;
	}
	ret = elf__find_build_id(elf, bid);
	elf_end(elf);
	close(fd);
	return ret;
}

int elf_image__read_build_id(const void *image, size_t len, struct build_id *bid)
{
	Elf *elf;
	int ret;

	memset(bid, 0, sizeof(*bid));
	elf_version(EV_CURRENT);
	/* libelf wants a writable pointer but does not write in ELF_C_READ_MEMORY mode. */
	elf = elf_memory((char *)image, len);
	if (!elf)
		return -ENOEXEC;
	ret = elf__find_build_id(elf, bid);
	elf_end(elf);
	return ret;
}

int sysfs__read_build_id(const char *path, struct build_id *bid)
{
	char *buf;
	size_t len;
	int ret;

	memset(bid, 0, sizeof(*bid));
	ret = read_file(path, &buf, &len);
	if (ret)
		return ret;
	ret = notes__find_build_id((const u8 *)buf, len, bid);
	free(buf);
	return ret;
}

int kernel__running_build_id(struct build_id *bid)
{
	static struct build_id cached;
	static int state; /* 0: not read, 1: read, <0: error */

	if (!state) {
		int ret = sysfs__read_build_id("/sys/kernel/notes", &cached);

		state = ret ? ret : 1;
	}
	if (state < 0) {
		memset(bid, 0, sizeof(*bid));
		return state;
	}
	*bid = cached;
	return 0;
}

/* --- the cache --- */

static char buildid_dir_buf[PATH_MAX];
static bool buildid_dir_explicit;

void buildid_dir__set(const char *dir)
{
	buildid_dir_explicit = dir != NULL;
	if (dir)
		snprintf(buildid_dir_buf, sizeof(buildid_dir_buf), "%s", dir);
	else
		buildid_dir_buf[0] = '\0';
}

const char *buildid_dir(void)
{
	const char *env, *home;

	if (buildid_dir_explicit)
		return buildid_dir_buf;
	/* With --symfs, Linux perf looks for the cache in <symfs>/.debug only. */
	if (symbol_conf.symfs && *symbol_conf.symfs) {
		snprintf(buildid_dir_buf, sizeof(buildid_dir_buf), "%s/.debug", symbol_conf.symfs);
		return buildid_dir_buf;
	}
	env = getenv("PERF_BUILDID_DIR");
	if (env && *env) {
		snprintf(buildid_dir_buf, sizeof(buildid_dir_buf), "%s", env);
		return buildid_dir_buf;
	}
	home = getenv("HOME");
	snprintf(buildid_dir_buf, sizeof(buildid_dir_buf), "%s/.debug", home && *home ? home : "");
	return buildid_dir_buf;
}

static int mkdir_p(const char *path)
{
	char tmp[PATH_MAX];
	size_t len = strlen(path);

	if (len >= sizeof(tmp))
		return -ENAMETOOLONG;
	memcpy(tmp, path, len + 1);
	for (char *p = tmp + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		if (mkdir(tmp, 0755) && errno != EEXIST)
			return -errno;
		*p = '/';
	}
	if (mkdir(tmp, 0755) && errno != EEXIST)
		return -errno;
	return 0;
}

/*
 * Every write into the cache goes through directory fds opened one component at a time from
 * the cache root with O_NOFOLLOW, and every file is created with O_EXCL under a temporary name
 * and renamed without replacing: a cache shared with (or writable by) another user may hold
 * symlinks or `..` names planted to make perf, often run as root, create, overwrite or
 * remove files elsewhere.
 */

/*
 * The cache root, created when missing and create. The root may be a symlink (~/.debug on
 * another disk) when it is ours or root's: one owned by someone else is refused (-EPERM), as
 * the kernel's protected_symlinks refuses them in sticky directories.
 */
static int cache_root_open(bool create)
{
	const char *dir = buildid_dir();
	struct stat st;
	int fd, ret;

	if (!*dir)
		return -ENOENT;
	if (lstat(dir, &st)) {
		if (errno != ENOENT || !create)
			return -errno;
		ret = mkdir_p(dir);
		if (ret)
			return ret;
		if (lstat(dir, &st))
			return -errno;
	}
	if (S_ISLNK(st.st_mode) && st.st_uid != geteuid() && st.st_uid != 0)
		return -EPERM;
	fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	return fd < 0 ? -errno : fd;
}

/*
 * A path inside the cache relative to its root, into out: path is relative to the directory
 * base (itself relative to the root) or, when absolute, to the root. Empty and "." components
 * are dropped; ".." climbs when dotdot, never above the root. -EINVAL when the path leaves
 * the cache, names the root itself, or has a ".." that is not allowed.
 */
static int cache_relpath(const char *base, const char *path, bool dotdot, char *out, size_t len)
{
	char buf[PATH_MAX * 2], *save = NULL;
	size_t n = 0;
	int w;

	if (path[0] == '/')
		base = "";
	w = snprintf(buf, sizeof(buf), "%s/%s", base, path);
	if (w < 0 || (size_t)w >= sizeof(buf))
		return -ENAMETOOLONG;
	if (!len)
		return -ENAMETOOLONG;
	out[0] = '\0';
	for (char *c = strtok_r(buf, "/", &save); c; c = strtok_r(NULL, "/", &save)) {
		size_t clen = strlen(c);

		if (!strcmp(c, "."))
			continue;
		if (!strcmp(c, "..")) {
			char *slash;

			if (!dotdot || !n)
				return -EINVAL;
			slash = strrchr(out, '/');
			n = slash ? (size_t)(slash - out) : 0;
			out[n] = '\0';
			continue;
		}
		if (n + 1 + clen + 1 > len)
			return -ENAMETOOLONG;
		if (n)
			out[n++] = '/';
		memcpy(out + n, c, clen + 1);
		n += clen;
	}
	return n ? 0 : -EINVAL;
}

/*
 * The directory rel (normalized, "" for the root) below the root fd, opened; missing
 * components are made when create. A component that is a symlink: -ELOOP, whoever owns it.
 * Returns the fd or -errno.
 */
static int cache_walk(int root, const char *rel, bool create)
{
	char buf[PATH_MAX], *save = NULL;
	int fd = fcntl(root, F_DUPFD_CLOEXEC, 0);

	if (fd < 0)
		return -errno;
	if (snprintf(buf, sizeof(buf), "%s", rel) >= (int)sizeof(buf)) {
		close(fd);
		return -ENAMETOOLONG;
	}
	for (char *c = strtok_r(buf, "/", &save); c; c = strtok_r(NULL, "/", &save)) {
		struct stat st;
		int nfd, err;

		if (create && mkdirat(fd, c, 0755) && errno != EEXIST) {
			err = -errno;
			close(fd);
			return err;
		}
		nfd = openat(fd, c, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
		err = -errno;
		if (nfd < 0 && !fstatat(fd, c, &st, AT_SYMLINK_NOFOLLOW) && S_ISLNK(st.st_mode))
			err = -ELOOP;
		close(fd);
		if (nfd < 0)
			return err;
		fd = nfd;
	}
	return fd;
}

/*
 * dir/leaf with what fill writes, created under a temporary name with O_CREAT|O_EXCL|O_NOFOLLOW
 * in the same directory and renamed without replacing anything. An existing regular file is
 * the object already cached: 0. Anything else there: -ELOOP for a (planted) symlink, else
 * -EEXIST, and nothing is written.
 */
static int cache_create(int dir, const char *leaf, mode_t mode, int (*fill)(int fd, void *arg),
			void *arg)
{
	char tmp[64];
	struct stat st;
	int fd, ret;

	if (!fstatat(dir, leaf, &st, AT_SYMLINK_NOFOLLOW))
		return S_ISREG(st.st_mode) ? 0 : S_ISLNK(st.st_mode) ? -ELOOP : -EEXIST;
	for (unsigned int i = 0;; i++) {
		snprintf(tmp, sizeof(tmp), ".%s.tmp.%d.%u", leaf, (int)getpid(), i);
		fd = openat(dir, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
		if (fd >= 0)
			break;
		if (errno != EEXIST || i >= 100)
			return -errno;
	}
	ret = fill(fd, arg);
	if (close(fd) && !ret)
		ret = -errno;
	if (!ret && renameat2(dir, tmp, dir, leaf, RENAME_NOREPLACE)) {
		ret = -errno;
		if (ret == -EINVAL ||
		    ret == -ENOSYS) /* no RENAME_NOREPLACE here: link is as strict */
			ret = linkat(dir, tmp, dir, leaf, 0) ? -errno : 0;
		if (ret == -EEXIST) /* another perf was faster: fine if it made a file */
			ret = !fstatat(dir, leaf, &st, AT_SYMLINK_NOFOLLOW) && S_ISREG(st.st_mode) ?
				      0 :
				      -EEXIST;
		unlinkat(dir, tmp, 0);
	} else if (ret) {
		unlinkat(dir, tmp, 0);
	}
	return ret;
}

static int fill_copy(int out, void *arg)
{
	int in = *(int *)arg;
	char buf[65536];
	ssize_t n;
	int ret = 0;

	while ((n = read(in, buf, sizeof(buf))) > 0) {
		ret = writen(out, buf, (size_t)n);
		if (ret)
			return ret;
	}
	return n < 0 ? -errno : 0;
}

struct image {
	const void *data;
	size_t len;
};

static int fill_image(int out, void *arg)
{
	const struct image *im = arg;

	return writen(out, im->data, im->len);
}

/* The file name inside <dir>/<name>/<bid>/ for a cached object of that name. */
static const char *cache_leaf(const char *name)
{
	if (!strncmp(name, "[kernel.kallsyms]", 17) || !strncmp(name, "[guest.kernel.kallsyms", 22))
		return "kallsyms";
	if (!strcmp(name, "[vdso]") || !strcmp(name, "[vdso32]") || !strcmp(name, "[vdsox32]"))
		return "vdso";
	return "elf";
}

/* <dir>/.build-id/xx/rest into buf. */
static int link_path(const struct build_id *bid, char *buf, size_t len)
{
	char hex[BUILD_ID_HEX_SIZE];
	int n;

	if (build_id__sprintf(bid, hex) < 4)
		return -EINVAL;
	n = snprintf(buf, len, "%s/.build-id/%.2s/%s", buildid_dir(), hex, hex + 2);
	return n < 0 || (size_t)n >= len ? -ENAMETOOLONG : 0;
}

/*
 * The name of a cached file as a path relative to the cache root: "/usr/bin/x" ->
 * "usr/bin/x". Names come from perf.data files: one with ".." or naming the .build-id
 * directory is refused (-EINVAL).
 */
static int cache_name_rel(const char *name, char *rel, size_t len)
{
	int ret = cache_relpath("", name, false, rel, len);

	if (!ret && (!strcmp(rel, ".build-id") || !strncmp(rel, ".build-id/", 10)))
		ret = -EINVAL;
	return ret;
}

/*
 * Cache an object under name and bid: <dir>/<name>/<bid>/<leaf> made by cache_create, then
 * the .build-id/xx/rest link to its directory (an existing link is kept: another path may
 * have the same build-id). leaf NULL: the object's own (elf, kallsyms, vdso).
 */
/*
 * The .build-id/xx/rest link to target. One already there to another name of the same
 * build-id stays (the first name cached wins, as in Linux perf), unless it leads nowhere (its
 * object removed by hand): then it is made anew. 0 or -errno.
 */
static int cache_link(int dir, const char *target, const char *leaf)
{
	if (!symlinkat(target, dir, leaf))
		return 0;
	if (errno != EEXIST)
		return -errno;
	if (!faccessat(dir, leaf, F_OK, 0) || errno != ENOENT)
		return 0;
	if (unlinkat(dir, leaf, 0) || symlinkat(target, dir, leaf))
		return -errno;
	return 0;
}

static int cache_add_leaf(const char *name, const char *leaf, const struct build_id *bid,
			  mode_t mode, int (*fill)(int fd, void *arg), void *arg)
{
	char rel[PATH_MAX], objdir[PATH_MAX + BUILD_ID_HEX_SIZE + 1], target[PATH_MAX * 2];
	char hex[BUILD_ID_HEX_SIZE], sub[16];
	int root, dir, ret;

	if (build_id__sprintf(bid, hex) < 4)
		return -EINVAL;
	ret = cache_name_rel(name, rel, sizeof(rel));
	if (ret)
		return ret;
	snprintf(objdir, sizeof(objdir), "%s/%s", rel, hex);
	snprintf(sub, sizeof(sub), ".build-id/%.2s", hex);
	snprintf(target, sizeof(target), "../../%s/%s", rel, hex);

	root = cache_root_open(true);
	if (root < 0)
		return root;
	dir = cache_walk(root, objdir, true);
	if (dir < 0) {
		close(root);
		return dir;
	}
	ret = cache_create(dir, leaf ? leaf : cache_leaf(name), mode, fill, arg);
	close(dir);
	if (!ret) {
		dir = cache_walk(root, sub, true);
		if (dir < 0)
			ret = dir;
		else
			ret = cache_link(dir, target, hex + 2);
		if (dir >= 0)
			close(dir);
	}
	close(root);
	return ret;
}

static int cache_add(const char *name, const struct build_id *bid, mode_t mode,
		     int (*fill)(int fd, void *arg), void *arg)
{
	return cache_add_leaf(name, NULL, bid, mode, fill, arg);
}

int build_id_cache__add_debug(const char *name, const char *src, const struct build_id *bid)
{
	int in, ret;

	if (!build_id__is_set(bid))
		return -EINVAL;
	in = open_regular(src);
	if (in < 0)
		return -errno;
	ret = cache_add_leaf(name, "debug", bid, 0644, fill_copy, &in);
	close(in);
	return ret;
}

/*
 * As Linux perf's record: beside an object, its separate debug file by build-id when the
 * system has one (leaf "debug"; a stripped library's symbols then travel with the cache).
 */
static void cache_add_debug(const char *name, const struct build_id *bid)
{
	size_t len = strlen(name);
	char *debug;

	if (strcmp(cache_leaf(name), "elf") || (len > 3 && !strcmp(name + len - 3, ".ko")))
		return;
	debug = build_id__debug_path(bid);
	if (debug)
		build_id_cache__add_debug(name, debug, bid);
	free(debug);
}

int build_id_cache__add(const char *name, const char *src, const struct build_id *bid)
{
	struct stat st;
	int in, ret;

	if (!build_id__is_set(bid))
		return -EINVAL;
	/*
	 * Always a copy, never a hard link (which Linux perf tries first): a file rewritten in
	 * place (cp over it, an editor, a build writing into the old inode) would change the
	 * cached object under its old build-id, and the cache would lie.
	 */
	in = open_regular(src ? src : name);
	if (in < 0)
		return -errno;
	if (fstat(in, &st)) {
		ret = -errno;
		close(in);
		return ret;
	}
	ret = cache_add(name, bid, st.st_mode & 0777 ? st.st_mode & 0777 : 0644, fill_copy, &in);
	close(in);
	if (!ret)
		cache_add_debug(name, bid);
	return ret;
}

int build_id_cache__add_file(const char *path)
{
	char real[PATH_MAX];
	struct build_id bid;
	int ret;

	if (!realpath(path, real))
		return -errno;
	ret = filename__read_build_id(real, &bid);
	if (ret)
		return ret;
	return build_id_cache__add(real, real, &bid);
}

int build_id_cache__add_kallsyms(void)
{
	struct build_id bid;
	int ret, in;

	ret = kernel__running_build_id(&bid);
	if (ret)
		return ret;
	/* /proc files have no size: copy by reading to EOF. */
	in = open("/proc/kallsyms", O_RDONLY | O_CLOEXEC);
	if (in < 0)
		return -errno;
	ret = cache_add("[kernel.kallsyms]", &bid, 0644, fill_copy, &in);
	close(in);
	return ret;
}

int build_id_cache__add_image(const char *name, const void *image, size_t len,
			      const struct build_id *bid)
{
	struct image im = { image, len };

	if (!build_id__is_set(bid))
		return -EINVAL;
	return cache_add(name, bid, 0755, fill_image, &im);
}

/*
 * Remove the cached object at rel (relative to the root): a directory with its files, or,
 * in the very old layout where the link led to the file itself, that file.
 */
static int cache_remove_obj(int root, const char *rel)
{
	char parent[PATH_MAX], *last;
	struct stat st;
	struct dirent *de;
	DIR *d;
	int pfd, dfd, ret = 0;

	if (snprintf(parent, sizeof(parent), "%s", rel) >= (int)sizeof(parent))
		return -ENAMETOOLONG;
	last = strrchr(parent, '/');
	if (last) {
		*last++ = '\0';
		pfd = cache_walk(root, parent, false);
	} else {
		last = parent;
		pfd = cache_walk(root, "", false);
	}
	if (pfd < 0)
		return pfd;
	if (fstatat(pfd, last, &st, AT_SYMLINK_NOFOLLOW)) {
		ret = -errno;
	} else if (S_ISREG(st.st_mode)) {
		ret = unlinkat(pfd, last, 0) ? -errno : 0;
	} else if (!S_ISDIR(st.st_mode)) {
		ret = -ENOTDIR;
	} else {
		dfd = openat(pfd, last, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
		d = dfd < 0 ? NULL : fdopendir(dfd);
		if (!d) {
			ret = -errno;
			if (dfd >= 0)
				close(dfd);
		} else {
			while ((de = readdir(d)) != NULL)
				if (strcmp(de->d_name, ".") && strcmp(de->d_name, ".."))
					unlinkat(dfd, de->d_name, 0);
			closedir(d);
			ret = unlinkat(pfd, last, AT_REMOVEDIR) ? -errno : 0;
		}
	}
	close(pfd);
	return ret;
}

int build_id_cache__remove(const struct build_id *bid)
{
	char hex[BUILD_ID_HEX_SIZE], sub[16], target[PATH_MAX], rel[PATH_MAX];
	int root, dir, ret;
	ssize_t r;

	if (build_id__sprintf(bid, hex) < 4)
		return -EINVAL;
	snprintf(sub, sizeof(sub), ".build-id/%.2s", hex);
	root = cache_root_open(false);
	if (root < 0)
		return root;
	dir = cache_walk(root, sub, false);
	if (dir < 0) {
		close(root);
		return dir;
	}
	r = readlinkat(dir, hex + 2, target, sizeof(target) - 1);
	if (r < 0) {
		ret = -errno;
		goto out;
	}
	target[r] = '\0';
	/* The target is relative to the link's directory; one leading out of the cache is not followed. */
	if (!cache_relpath(sub, target, true, rel, sizeof(rel)) && strcmp(rel, ".build-id") &&
	    strncmp(rel, ".build-id/", 10))
		cache_remove_obj(root, rel);
	ret = unlinkat(dir, hex + 2, 0) ? -errno : 0;
	/* Leave empty parents: Linux perf does, and they cost nothing. */
out:
	close(dir);
	close(root);
	return ret;
}

int build_id_cache__purge_path(const char *name)
{
	char rel[PATH_MAX], sub[PATH_MAX + NAME_MAX + 2];
	struct dirent *de;
	DIR *d;
	int root, dfd, n = 0;

	n = cache_name_rel(name, rel, sizeof(rel));
	if (n)
		return n;
	root = cache_root_open(false);
	if (root < 0)
		return root;
	dfd = cache_walk(root, rel, false);
	d = dfd < 0 ? NULL : fdopendir(dfd);
	if (!d) {
		n = dfd < 0 ? dfd : -errno;
		if (dfd >= 0)
			close(dfd);
		close(root);
		return n;
	}
	while ((de = readdir(d)) != NULL) {
		struct build_id bid;

		if (build_id__parse(de->d_name, &bid))
			continue;
		if (build_id_cache__remove(&bid) == 0) {
			n++;
		} else {
			snprintf(sub, sizeof(sub), "%s/%s", rel, de->d_name);
			if (!cache_remove_obj(root, sub))
				n++;
		}
	}
	closedir(d);
	close(root);
	return n;
}

static int purge_one(const struct build_id *bid, const char *name, void *arg)
{
	int *n = arg;

	if (!build_id_cache__remove(bid))
		(*n)++;
	return 0;
}

int build_id_cache__purge_all(void)
{
	int n = 0, ret;

	ret = build_id_cache__for_each(purge_one, &n);
	return ret < 0 ? ret : n;
}

char *build_id_cache__lookup(const struct build_id *bid, const char *name)
{
	char hex[BUILD_ID_HEX_SIZE], p[PATH_MAX];
	struct stat st;
	static const char *const leaves[] = { "elf", "kallsyms", "vdso", "debug" };

	if (!build_id__is_set(bid))
		return NULL;
	build_id__sprintf(bid, hex);
	if (name) {
		snprintf(p, sizeof(p), "%s%s%s/%s/%s", buildid_dir(), name[0] == '/' ? "" : "/",
			 name, hex, cache_leaf(name));
		if (!stat(p, &st) && S_ISREG(st.st_mode))
			return xstrdup(p);
	}
	if (link_path(bid, p, sizeof(p)))
		return NULL;
	if (stat(p, &st))
		return NULL;
	if (S_ISREG(st.st_mode))
		return xstrdup(p);
	for (size_t i = 0; i < ARRAY_SIZE(leaves); i++) {
		char *leaf = xasprintf("%s/%s", p, leaves[i]);

		if (!stat(leaf, &st) && S_ISREG(st.st_mode))
			return leaf;
		free(leaf);
	}
	return NULL;
}

char *build_id_cache__lookup_debug(const struct build_id *bid)
{
	char p[PATH_MAX];
	struct stat st;
	char *leaf;

	if (!build_id__is_set(bid) || link_path(bid, p, sizeof(p)))
		return NULL;
	leaf = xasprintf("%s/debug", p);
	if (!stat(leaf, &st) && S_ISREG(st.st_mode))
		return leaf;
	free(leaf);
	return NULL;
}

int build_id_cache__for_each(int (*fn)(const struct build_id *bid, const char *name, void *arg),
			     void *arg)
{
	char top[PATH_MAX], sub[PATH_MAX * 2], lnk[PATH_MAX * 3], target[PATH_MAX];
	DIR *d, *d2;
	struct dirent *de, *de2;
	int ret = 0;

	snprintf(top, sizeof(top), "%s/.build-id", buildid_dir());
	d = opendir(top);
	if (!d)
		return errno == ENOENT ? 0 : -errno;
	while (!ret && (de = readdir(d)) != NULL) {
		if (strlen(de->d_name) != 2 || hexval(de->d_name[0]) < 0 ||
		    hexval(de->d_name[1]) < 0)
			continue;
		snprintf(sub, sizeof(sub), "%s/%s", top, de->d_name);
		d2 = opendir(sub);
		if (!d2)
			continue;
		while (!ret && (de2 = readdir(d2)) != NULL) {
			char hex[BUILD_ID_HEX_SIZE * 2], full[PATH_MAX + 1];
			struct build_id bid;
			ssize_t r;
			char *name, *end;

			if (strlen(de2->d_name) > 2 * BUILD_ID_SIZE - 2)
				continue;
			snprintf(hex, sizeof(hex), "%s%s", de->d_name, de2->d_name);
			if (build_id__parse(hex, &bid))
				continue;
			snprintf(lnk, sizeof(lnk), "%s/%s", sub, de2->d_name);
			r = readlink(lnk, target, sizeof(target) - 1);
			if (r < 0)
				continue;
			target[r] = '\0';
			/* "../../<name>/<hex>": strip the ups and the trailing build-id. */
			name = target;
			while (!strncmp(name, "../", 3))
				name += 3;
			end = strrchr(name, '/');
			if (end && !strcmp(end + 1, hex))
				*end = '\0';
			else if (end && (!strcmp(end + 1, "elf") || !strcmp(end + 1, "kallsyms")))
				*end = '\0';
			if (name[0] != '[') {
				/* Absolute file names lost their leading '/' in the link. */
				snprintf(full, sizeof(full), "/%s", name);
				name = full;
			}
			ret = fn(&bid, name, arg);
		}
		closedir(d2);
	}
	closedir(d);
	return ret;
}

char *build_id__debug_path(const struct build_id *bid)
{
	char hex[BUILD_ID_HEX_SIZE];

	if (build_id__sprintf(bid, hex) < 4)
		return NULL;
	return xasprintf("%s/usr/lib/debug/.build-id/%.2s/%s.debug",
			 symbol_conf.symfs ? symbol_conf.symfs : "", hex, hex + 2);
}

/* One entry of an unpacked archive at rel (relative to its top), into the cache. */
static int import_entry(int root, int sfd, const char *name, const char *rel, const struct stat *st)
{
	char norm[PATH_MAX], dirrel[PATH_MAX], target[PATH_MAX], *slash;
	const char *leaf;
	int dir, ret, in;
	ssize_t r;

	ret = cache_relpath("", rel, false, norm, sizeof(norm));
	if (ret)
		return ret;
	snprintf(dirrel, sizeof(dirrel), "%s", norm);
	slash = strrchr(dirrel, '/');
	if (!slash)
		return -EINVAL; /* nothing belongs at the top of the cache */
	*slash = '\0';
	leaf = slash + 1;
	if (S_ISLNK(st->st_mode)) {
		/* only .build-id/xx/rest links, leading to a directory inside the cache */
		if (strncmp(dirrel, ".build-id/", 10) || strchr(dirrel + 10, '/'))
			return -EINVAL;
		r = readlinkat(sfd, name, target, sizeof(target) - 1);
		if (r < 0)
			return -errno;
		target[r] = '\0';
		if (target[0] == '/' || cache_relpath(dirrel, target, true, norm, sizeof(norm)) ||
		    !strcmp(norm, ".build-id") || !strncmp(norm, ".build-id/", 10))
			return -EINVAL;
		dir = cache_walk(root, dirrel, true);
		if (dir < 0)
			return dir;
		ret = symlinkat(target, dir, leaf) && errno != EEXIST ? -errno : 0;
		close(dir);
		return ret;
	}
	if (!S_ISREG(st->st_mode) || !strcmp(dirrel, ".build-id") ||
	    !strncmp(dirrel, ".build-id/", 10))
		return -EINVAL;
	in = openat(sfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
	if (in < 0)
		return -errno;
	dir = cache_walk(root, dirrel, true);
	if (dir < 0) {
		close(in);
		return dir;
	}
	ret = cache_create(dir, leaf, st->st_mode & 0755, fill_copy, &in);
	close(dir);
	close(in);
	return ret;
}

static int import_dir(int root, int sfd, const char *rel, int depth, int *nr)
{
	struct dirent *de;
	int dfd = fcntl(sfd, F_DUPFD_CLOEXEC, 0), ret = 0;
	DIR *d = dfd < 0 ? NULL : fdopendir(dfd);

	if (!d) {
		ret = -errno;
		if (dfd >= 0)
			close(dfd);
		return ret;
	}
	if (depth > 256) {
		closedir(d);
		return -ELOOP;
	}
	while ((de = readdir(d)) != NULL) {
		char sub[PATH_MAX];
		struct stat st;
		int err;

		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		if (snprintf(sub, sizeof(sub), "%s%s%s", rel, *rel ? "/" : "", de->d_name) >=
		    (int)sizeof(sub)) {
			err = -ENAMETOOLONG;
		} else if (fstatat(sfd, de->d_name, &st, AT_SYMLINK_NOFOLLOW)) {
			err = -errno;
		} else if (S_ISDIR(st.st_mode)) {
			int cfd = openat(sfd, de->d_name,
					 O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);

			err = cfd < 0 ? -errno : import_dir(root, cfd, sub, depth + 1, nr);
			if (cfd >= 0)
				close(cfd);
		} else {
			err = import_entry(root, sfd, de->d_name, sub, &st);
			if (!err)
				(*nr)++;
			else
				pr_warning("Warning: %s: not put in the build-id cache: %s\n", sub,
					   err == -EINVAL ? "leads outside the cache" :
							    strerror(-err));
		}
		if (err && !ret)
			ret = err;
	}
	closedir(d);
	return ret;
}

int build_id_cache__import_tree(const char *src, int *nr)
{
	int root, sfd, ret;

	*nr = 0;
	sfd = open(src, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (sfd < 0)
		return -errno;
	root = cache_root_open(true);
	if (root < 0) {
		close(sfd);
		return root;
	}
	ret = import_dir(root, sfd, "", 0, nr);
	close(root);
	close(sfd);
	return ret;
}
