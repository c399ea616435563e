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

static int copy_fd(int in, const char *dst, mode_t mode)
{
	char buf[65536];
	int out, ret = 0;
	ssize_t n;

	out = open(dst, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode);
	if (out < 0)
		return -errno;
	while ((n = read(in, buf, sizeof(buf))) > 0) {
		ret = writen(out, buf, (size_t)n);
		if (ret)
			break;
	}
	if (n < 0)
		ret = -errno;
	if (close(out) && !ret)
		ret = -errno;
	if (ret)
		unlink(dst);
	return ret;
}

static int copy_file(const char *src, const char *dst)
{
	struct stat st;
	int in, ret;

	in = open_regular(src);
	if (in < 0)
		return -errno;
	if (fstat(in, &st)) {
		ret = -errno;
		close(in);
		return ret;
	}
	ret = copy_fd(in, dst, st.st_mode & 0777 ? st.st_mode & 0777 : 0644);
	close(in);
	return ret;
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

/* Make <dir>/<name>/<bid>/ and the .build-id link to it; leaf path into obj. */
static int cache_prepare(const char *name, const struct build_id *bid, char *obj, size_t len)
{
	char hex[BUILD_ID_HEX_SIZE], dir[PATH_MAX], lnk[PATH_MAX], target[PATH_MAX];
	int ret, n;

	if (!build_id__is_set(bid))
		return -EINVAL;
	build_id__sprintf(bid, hex);
	n = snprintf(dir, sizeof(dir), "%s%s%s/%s", buildid_dir(), name[0] == '/' ? "" : "/", name,
		     hex);
	if (n < 0 || (size_t)n >= sizeof(dir))
		return -ENAMETOOLONG;
	ret = mkdir_p(dir);
	if (ret)
		return ret;
	n = snprintf(obj, len, "%s/%s", dir, cache_leaf(name));
	if (n < 0 || (size_t)n >= len)
		return -ENAMETOOLONG;

	ret = link_path(bid, lnk, sizeof(lnk));
	if (ret)
		return ret;
	n = snprintf(target, sizeof(target), "../..%s%s/%s", name[0] == '/' ? "" : "/", name, hex);
	if (n < 0 || (size_t)n >= sizeof(target))
		return -ENAMETOOLONG;
	{
		char parent[PATH_MAX];
		char *slash;

		snprintf(parent, sizeof(parent), "%s", lnk);
		slash = strrchr(parent, '/');
		*slash = '\0';
		ret = mkdir_p(parent);
		if (ret)
			return ret;
	}
	if (symlink(target, lnk)) {
		char old[PATH_MAX];
		ssize_t r;

		if (errno != EEXIST)
			return -errno;
		/* An old link to something else (e.g. another path with the same build-id): keep it. */
		r = readlink(lnk, old, sizeof(old) - 1);
		if (r < 0) {
			unlink(lnk);
			if (symlink(target, lnk))
				return -errno;
		}
	}
	return 0;
}

int build_id_cache__add(const char *name, const char *src, const struct build_id *bid)
{
	char obj[PATH_MAX];
	int ret;

	ret = cache_prepare(name, bid, obj, sizeof(obj));
	if (ret)
		return ret;
	if (access(obj, F_OK) == 0)
		return 0;
	if (!src)
		src = name;
	/*
	 * Always a copy, never a hard link (which Linux perf tries first): a file rewritten in
	 * place (cp over it, an editor, a build writing into the old inode) would change the
	 * cached object under its old build-id, and the cache would lie.
	 */
	return copy_file(src, obj);
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
	char obj[PATH_MAX];
	int ret, in;

	ret = kernel__running_build_id(&bid);
	if (ret)
		return ret;
	ret = cache_prepare("[kernel.kallsyms]", &bid, obj, sizeof(obj));
	if (ret)
		return ret;
	if (access(obj, F_OK) == 0)
		return 0;
	/* /proc files have no size: copy by reading to EOF. */
	in = open("/proc/kallsyms", O_RDONLY | O_CLOEXEC);
	if (in < 0)
		return -errno;
	ret = copy_fd(in, obj, 0644);
	close(in);
	return ret;
}

int build_id_cache__add_image(const char *name, const void *image, size_t len,
			      const struct build_id *bid)
{
	char obj[PATH_MAX];
	int ret, fd;

	ret = cache_prepare(name, bid, obj, sizeof(obj));
	if (ret)
		return ret;
	if (access(obj, F_OK) == 0)
		return 0;
	fd = open(obj, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0755);
	if (fd < 0)
		return -errno;
	ret = writen(fd, image, len);
	if (close(fd) && !ret)
		ret = -errno;
	if (ret)
		unlink(obj);
	return ret;
}

static int rm_dir_files(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	char p[PATH_MAX];

	if (!d)
		return -errno;
	while ((de = readdir(d)) != NULL) {
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		snprintf(p, sizeof(p), "%s/%s", dir, de->d_name);
		unlink(p);
	}
	closedir(d);
	return rmdir(dir) ? -errno : 0;
}

int build_id_cache__remove(const struct build_id *bid)
{
	char lnk[PATH_MAX], target[PATH_MAX], dir[PATH_MAX * 2];
	ssize_t r;
	char *slash;
	int ret;

	ret = link_path(bid, lnk, sizeof(lnk));
	if (ret)
		return ret;
	r = readlink(lnk, target, sizeof(target) - 1);
	if (r < 0)
		return -errno;
	target[r] = '\0';
	/* The target is relative to the link's directory. */
	snprintf(dir, sizeof(dir), "%s", lnk);
	slash = strrchr(dir, '/');
	snprintf(slash + 1, sizeof(dir) - (size_t)(slash + 1 - dir), "%s", target);
	{
		struct stat st;

		if (!stat(dir, &st) && S_ISDIR(st.st_mode))
			rm_dir_files(dir);
		else
			unlink(dir); /* very old layout: the link led to the file itself */
	}
	if (unlink(lnk))
		return -errno;
	/* Leave empty parents: Linux perf does, and they cost nothing. */
	return 0;
}

int build_id_cache__purge_path(const char *name)
{
	char dir[PATH_MAX];
	DIR *d;
	struct dirent *de;
	int n = 0;

	snprintf(dir, sizeof(dir), "%s%s%s", buildid_dir(), name[0] == '/' ? "" : "/", name);
	d = opendir(dir);
	if (!d)
		return -errno;
	while ((de = readdir(d)) != NULL) {
		struct build_id bid;

		if (build_id__parse(de->d_name, &bid))
			continue;
		if (build_id_cache__remove(&bid) == 0) {
			n++;
		} else {
			char sub[PATH_MAX * 2];

			snprintf(sub, sizeof(sub), "%s/%s", dir, de->d_name);
			if (!rm_dir_files(sub))
				n++;
		}
	}
	closedir(d);
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
