// SPDX-License-Identifier: GPL-2.0
/*
 * perf buildid-cache: manage the build-id cache (~/.debug, or --buildid-dir /
 * $PERF_BUILDID_DIR) in Linux perf's layout, so both tools share one cache: add, update and
 * remove ELF files by their build-ids, purge a path or everything, list what is cached and
 * tell which build-ids of a perf.data file the cache lacks.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "builtin.h"
#include "util/build-id.h"
#include "util/debug.h"
#include "util/debuginfod.h"
#include "util/dso-hits.h"
#include "util/parse-options.h"
#include "util/session.h"
#include "util/util.h"

static const char *const buildid_cache_usage[] = {
	"perf buildid-cache [<options>]",
	NULL,
};

/* Why a build-id could not be read from path, in words. */
static const char *read_error(int err)
{
	switch (err) {
	case -ENOEXEC:
		return "not an ELF file";
	case -ENOENT:
		return "no build-id note in this ELF file";
	case -EINVAL:
		return "corrupt build-id note";
	default:
		return strerror(-err);
	}
}

/* The absolute path of a file, symlinks resolved; the file must exist. */
static int file_build_id(const char *path, char *real, struct build_id *bid, const char *what)
{
	int err;

	if (!realpath(path, real)) {
		err = -errno;
		pr_err("perf buildid-cache: cannot %s %s: %s\n", what, path, strerror(errno));
		return err;
	}
	err = filename__read_build_id(real, bid);
	if (err)
		pr_err("perf buildid-cache: cannot %s %s: %s\n", what, path, read_error(err));
	return err;
}

/* --debuginfod: the file's debug file beside it when the cache has none, as Linux perf. */
static void fetch_debug(const char *real, const struct build_id *bid)
{
	struct debuginfod_req req = { bid, real };
	char *debug;

	if (!debuginfod__enabled())
		return;
	debug = build_id_cache__lookup_debug(bid);
	if (!debug)
		debuginfod__fetch(&req, 1);
	free(debug);
}

static int add_file(const char *path)
{
	char real[PATH_MAX], hex[BUILD_ID_HEX_SIZE];
	struct build_id bid;
	int err = file_build_id(path, real, &bid, "add");

	if (err)
		return err;
	build_id__sprintf(&bid, hex);
	err = build_id_cache__add(real, real, &bid);
	pr_debug("Adding %s %s: %s\n", hex, real, err ? "FAIL" : "Ok");
	if (err)
		pr_err("perf buildid-cache: cannot add %s to %s: %s\n", path, buildid_dir(),
		       strerror(-err));
	else
		fetch_debug(real, &bid);
	return err;
}

static int remove_file(const char *path)
{
	char real[PATH_MAX], hex[BUILD_ID_HEX_SIZE];
	struct build_id bid;
	int err = file_build_id(path, real, &bid, "remove");

	if (err)
		return err;
	build_id__sprintf(&bid, hex);
	err = build_id_cache__remove(&bid);
	pr_debug("Removing %s %s: %s\n", hex, real, err ? "FAIL" : "Ok");
	if (err == -ENOENT) {
		pr_warning("perf buildid-cache: %s (build id %s) was not in the cache\n", path,
			   hex);
		return 0;
	}
	if (err)
		pr_err("perf buildid-cache: cannot remove %s: %s\n", path, strerror(-err));
	return err;
}

/* Replace what the cache holds for the file's build-id by the file as it is now. */
static int update_file(const char *path)
{
	char real[PATH_MAX], hex[BUILD_ID_HEX_SIZE];
	struct build_id bid;
	char *cached;
	int err = file_build_id(path, real, &bid, "update");

	if (err)
		return err;
	build_id__sprintf(&bid, hex);
	cached = build_id_cache__lookup(&bid, NULL);
	if (cached) {
		free(cached);
		err = build_id_cache__remove(&bid);
	}
	if (!err)
		err = build_id_cache__add(real, real, &bid);
	pr_debug("Updating %s %s: %s\n", hex, real, err ? "FAIL" : "Ok");
	if (err)
		pr_err("perf buildid-cache: cannot update %s: %s\n", path, strerror(-err));
	return err;
}

/*
 * Every build-id cached under a path, whatever the file holds now (it may be rebuilt or
 * gone): the name is the absolute path, with symlinks resolved when it still exists.
 */
static int purge_path(const char *path)
{
	char real[PATH_MAX], cwd[PATH_MAX], joined[PATH_MAX * 2 + 1];
	const char *name = path;
	int n;

	if (path[0] == '[') {
		name = path; /* [kernel.kallsyms], [vdso] */
	} else if (realpath(path, real)) {
		name = real;
	} else if (path[0] != '/' && getcwd(cwd, sizeof(cwd))) {
		snprintf(joined, sizeof(joined), "%s/%s", cwd, path);
		name = joined;
	}
	n = build_id_cache__purge_path(name);
	pr_debug("Purging %s: %d build-id(s) removed\n", name, n < 0 ? 0 : n);
	if (n == -ENOENT) {
		pr_warning("perf buildid-cache: %s was not in the cache\n", path);
		return 0;
	}
	if (n < 0) {
		pr_err("perf buildid-cache: cannot purge %s: %s\n", path, strerror(-n));
		return n;
	}
	return 0;
}

struct cache_entry {
	char hex[BUILD_ID_HEX_SIZE];
	char *name;
};

struct cache_list {
	struct cache_entry *e;
	size_t nr, alloc;
};

/*
 * Linux perf's -l shows an entry only while the file it was cached from still has that
 * build-id (the running kernel for [kernel.kallsyms]); --all shows every cached object.
 */
static bool list_all;

static bool entry_is_current(const struct build_id *bid, const char *name)
{
	struct build_id now;

	if (!strcmp(name, "[kernel.kallsyms]"))
		return !kernel__running_build_id(&now) && build_id__equal(&now, bid);
	if (name[0] != '/')
		return false;
	return !filename__read_build_id(name, &now) && build_id__equal(&now, bid);
}

static int collect_entry(const struct build_id *bid, const char *name, void *arg)
{
	struct cache_list *l = arg;
	char *obj = build_id_cache__lookup(bid, NULL);

	/* A dangling link caches nothing. */
	if (!obj)
		return 0;
	free(obj);
	if (!list_all && !entry_is_current(bid, name))
		return 0;
	if (l->nr == l->alloc) {
		l->alloc = l->alloc ? l->alloc * 2 : 64;
		l->e = xrealloc(l->e, l->alloc * sizeof(*l->e));
	}
	build_id__sprintf(bid, l->e[l->nr].hex);
	l->e[l->nr].name = xstrdup(name);
	l->nr++;
	return 0;
}

static int entry_cmp(const void *a, const void *b)
{
	const struct cache_entry *x = a, *y = b;

	return strcmp(x->hex, y->hex);
}

/* -l: "BUILD_ID PATH" for each cached object (see list_all), by build-id. */
static int list_cache(void)
{
	struct cache_list l = { 0 };
	int err = build_id_cache__for_each(collect_entry, &l);

	if (err < 0) {
		pr_err("perf buildid-cache: cannot read %s: %s\n", buildid_dir(), strerror(-err));
		return err;
	}
	qsort(l.e, l.nr, sizeof(*l.e), entry_cmp);
	for (size_t i = 0; i < l.nr; i++) {
		printf("%s %s\n", l.e[i].hex, l.e[i].name);
		free(l.e[i].name);
	}
	free(l.e);
	return 0;
}

/*
 * -M: the build-ids a perf.data file needs that the cache lacks, in buildid-list's layout.
 * A cached ELF object whose own build-id differs is reported as damaged.
 */
static int list_missing(const char *input, bool *unreadable)
{
	struct perf_session *session;
	const struct perf_env *env;
	int err = perf_session__open(input, &session);

	if (err) {
		*unreadable = true;
		return err;
	}
	env = &session->env;
	if (perf_session__check_build_id_table(session) < 0)
		pr_warning(
			"perf buildid-cache: %s: the build-id table is damaged, %d entries read\n",
			input, session->env.nr_build_ids);
	for (int i = 0; i < env->nr_build_ids; i++) {
		const struct build_id_entry *e = &env->build_ids[i];
		char hex[BUILD_ID_HEX_SIZE];
		struct build_id bid, got;
		bool dup = false;
		char *obj;

		for (int j = 0; j < i && !dup; j++)
			dup = !strcmp(env->build_ids[j].filename, e->filename);
		if (dup)
			continue;
		build_id__init(&bid, e->build_id, e->size);
		if (!build_id__is_set(&bid))
			continue;
		build_id__sprintf(&bid, hex);
		obj = build_id_cache__lookup(&bid, e->filename);
		if (!obj) {
			printf("%-40s %s\n", hex, e->filename);
			continue;
		}
		if (!strcmp(obj + strlen(obj) - 4, "/elf") &&
		    (filename__read_build_id(obj, &got) || !build_id__equal(&bid, &got)))
			pr_warning("Problems with %s file, consider removing it from the cache\n",
				   obj);
		free(obj);
	}
	perf_session__delete(session);
	return 0;
}

typedef int (*file_op)(const char *path);

/* Apply op to each name of a comma-separated list; the first error is returned. */
static int for_each_listed(const char *list, file_op op)
{
	char *copy, *tok, *save = NULL;
	int ret = 0;

	if (!list)
		return 0;
	copy = xstrdup(list);
	for (tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		int err;

		if (!*tok)
			continue;
		err = op(tok);
		if (err && !ret)
			ret = err;
	}
	free(copy);
	return ret;
}

static int cmd_buildid_cache(int argc, const char **argv)
{
	char *add = NULL, *rm = NULL, *purge = NULL, *update = NULL;
	const char *missing = NULL;
	bool list = false, purge_all = false, force = false;
	int ret = 0, nr_lists;
	bool unreadable = false;
	const struct option options[] = {
		OPT_CALLBACK('a', "add", &add, "file list", "copy these ELF files into the cache",
			     parse_opt_append),
		OPT_BOOLEAN('f', "force", &force, "accepted for compatibility"),
		OPT_BOOLEAN('l', "list", &list,
			    "print BUILD_ID PATH of the cached builds still current"),
		OPT_BOOLEAN(0, "all", &list_all,
			    "with -l: also builds whose file has changed or is gone"),
		OPT_STRING('M', "missing", &missing, "file",
			   "print the build-ids of a perf.data file the cache lacks"),
		OPT_CALLBACK('p', "purge", &purge, "file list",
			     "forget every cached build of these paths", parse_opt_append),
		OPT_BOOLEAN('P', "purge-all", &purge_all, "empty the cache"),
		OPT_CALLBACK('r', "remove", &rm, "file list",
			     "remove the cached builds of these files' build-ids",
			     parse_opt_append),
		OPT_CALLBACK('u', "update", &update, "file list",
			     "re-copy these files into the cache", parse_opt_append),
		OPT_INCR('v', "verbose", &verbose, "more messages"),
		OPT_DEBUGINFOD(),
		OPT_END(),
	};

	argc = parse_options(argc, argv, options, buildid_cache_usage, 0);
	debuginfod__setup(false);
	nr_lists = !!add + !!rm + !!purge + !!update;
	if (argc) {
		/* perf buildid-cache -a a b c: the extra names go with the one list option given. */
		char **target = add ? &add : rm ? &rm : purge ? &purge : &update;

		if (nr_lists != 1)
			usage_with_options_msg(buildid_cache_usage, options,
					       "unexpected argument '%s'", argv[0]);
		for (int i = 0; i < argc; i++) {
			char *n = xasprintf("%s,%s", *target, argv[i]);

			free(*target);
			*target = n;
		}
	}
	if (!nr_lists && !list && !missing && !purge_all)
		usage_with_options(buildid_cache_usage, options);

	if (for_each_listed(add, add_file))
		ret = 1;
	if (for_each_listed(rm, remove_file))
		ret = 1;
	if (for_each_listed(purge, purge_path))
		ret = 1;
	if (purge_all) {
		int n = build_id_cache__purge_all();

		if (n < 0) {
			pr_err("perf buildid-cache: cannot purge %s: %s\n", buildid_dir(),
			       strerror(-n));
			ret = 1;
		} else {
			pr_debug("Purged %d build-id(s) from %s\n", n, buildid_dir());
		}
	}
	if (for_each_listed(update, update_file))
		ret = 1;
	if (list && list_cache())
		ret = 1;
	if (missing && list_missing(missing, &unreadable))
		ret = unreadable ? PERF_EXIT_BAD_INPUT : 1;
	free(add);
	free(rm);
	free(purge);
	free(update);
	return ret;
}
PERF_COMMAND("buildid-cache", cmd_buildid_cache,
	     "Add, remove and list objects of the build-id cache");
