// SPDX-License-Identifier: GPL-2.0
/*
 * perf archive: pack what the build-id cache holds for the DSOs a perf.data file has samples
 * in (their .build-id links and the cached objects) into FILE.tar.bz2, so that the file can
 * be reported on another machine after unpacking the archive into that machine's cache. The
 * archive has the layout of Linux perf's, so either tool's archive unpacks for the other.
 * tar(1) and bzip2(1) do the packing.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "builtin.h"
#include "util/build-id.h"
#include "util/debug.h"
#include "util/dso-hits.h"
#include "util/dso.h"
#include "util/vdso.h"
#include "util/machine.h"
#include "util/parse-options.h"
#include "util/replay.h"
#include "util/session.h"
#include "util/util.h"

static const char *const archive_usage[] = {
	"perf archive [<options>] [<file>]",
	NULL,
};

/* Runs argv (argv[0] looked up in PATH) and waits; 0, or -1 with the reason printed. */
static int run(const char *const argv[])
{
	pid_t pid = fork();
	int status;

	if (pid < 0) {
		pr_err("perf archive: cannot run %s: %s\n", argv[0], strerror(errno));
		return -1;
	}
	if (pid == 0) {
		execvp(argv[0], (char *const *)argv);
		fprintf(stderr, "perf archive: cannot run %s: %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	while (waitpid(pid, &status, 0) < 0) {
		if (errno != EINTR) {
			pr_err("perf archive: waiting for %s: %s\n", argv[0], strerror(errno));
			return -1;
		}
	}
	if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
		return 0;
	if (WIFEXITED(status) && WEXITSTATUS(status) == 127)
		return -1; /* the child said why */
	pr_err("perf archive: %s failed (%s %d)\n", argv[0],
	       WIFEXITED(status) ? "exit status" : "signal",
	       WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status));
	return -1;
}

/*
 * A DSO whose build-id the cache lacks, but whose file on this machine still has that
 * build-id (recorded with --no-buildid-cache, or the cache was cleaned): cache it now so
 * the archive is complete.
 */
static void cache_from_disk(const struct dso *dso)
{
	struct build_id now;

	if (dso->kind == DSO_KIND_KERNEL) {
		if (!kernel__running_build_id(&now) && build_id__equal(&now, &dso->bid))
			build_id_cache__add_kallsyms();
		return;
	}
	if (dso->kind == DSO_KIND_VDSO) {
		const void *image;
		size_t len;

		if (!vdso__image(&image, &len) && !elf_image__read_build_id(image, len, &now) &&
		    build_id__equal(&now, &dso->bid))
			build_id_cache__add_image(dso->long_name, image, len, &dso->bid);
		return;
	}
	if (dso__is_bracketed(dso->long_name))
		return;
	if (!filename__read_build_id(dso->long_name, &now) && build_id__equal(&now, &dso->bid))
		build_id_cache__add(dso->long_name, NULL, &dso->bid);
}

/*
 * The two manifest names of one build-id, relative to the cache directory `top` (its real
 * path): the .build-id/xx/rest link and the directory it leads to. 0 or -ENOENT.
 */
static int manifest_entry(FILE *m, const char *top, const struct build_id *bid)
{
	char hex[BUILD_ID_HEX_SIZE], lnk[PATH_MAX * 2], target[PATH_MAX];
	size_t toplen = strlen(top);
	struct stat st;

	build_id__sprintf(bid, hex);
	snprintf(lnk, sizeof(lnk), "%s/.build-id/%.2s/%s", top, hex, hex + 2);
	if (lstat(lnk, &st) || !realpath(lnk, target))
		return -ENOENT;
	/* A link leading out of the cache would archive unrelated files: refuse it. */
	if (strncmp(target, top, toplen) || target[toplen] != '/')
		return -ENOENT;
	fprintf(m, ".build-id/%.2s/%s%c%s%c", hex, hex + 2, '\0', target + toplen + 1, '\0');
	return 0;
}

static int archive(const char *input)
{
	struct replay r;
	struct perf_session *session;
	struct machine *machine;
	struct dso *dso;
	char top[PATH_MAX], manifest[] = "/tmp/perf-archive-manifest.XXXXXX";
	char *out;
	bool with_hits = true;
	int err, fd, nr = 0, ret = 1;
	FILE *m;

	err = replay__open(&r, input);
	if (err)
		return 1;
	session = r.session;
	machine = r.machine;
	if (perf_session__check_build_id_table(session) < 0)
		pr_warning("perf archive: %s: the build-id table is damaged, %d entries read\n",
			   input, session->env.nr_build_ids);
	/* The DSOs `perf buildid-list --with-hits` lists: those the samples need. */
	if (perf_env__has_feat(&session->env, HEADER_AUXTRACE))
		with_hits = false;
	if (with_hits && replay__mark_dso_hits(&r)) {
		pr_err("perf archive: %s: cannot process the samples\n", input);
		goto out;
	}

	if (!realpath(buildid_dir(), top)) {
		/* No cache at all yet: make it, the DSOs may still be on disk. */
		mkdir(buildid_dir(), 0755);
		if (!realpath(buildid_dir(), top)) {
			pr_err("perf archive: build-id cache %s: %s\n", buildid_dir(),
			       strerror(errno));
			goto out;
		}
	}
	fd = mkstemp(manifest);
	if (fd < 0 || !(m = fdopen(fd, "w"))) {
		pr_err("perf archive: cannot create %s: %s\n", manifest, strerror(errno));
		if (fd >= 0) {
			close(fd);
			unlink(manifest);
		}
		goto out;
	}
	machine__for_each_dso(machine, dso) {
		char hex[BUILD_ID_HEX_SIZE];

		if ((with_hits && !dso->hit) || !build_id__is_set(&dso->bid))
			continue;
		if (!manifest_entry(m, top, &dso->bid)) {
			nr++;
			continue;
		}
		cache_from_disk(dso);
		if (!manifest_entry(m, top, &dso->bid)) {
			nr++;
			continue;
		}
		build_id__sprintf(&dso->bid, hex);
		pr_warning(
			"perf archive: %s with build id %s is not in the build-id cache %s, not archived\n",
			dso->long_name, hex, buildid_dir());
	}
	if (fclose(m)) {
		pr_err("perf archive: cannot write %s: %s\n", manifest, strerror(errno));
		goto out_manifest;
	}
	if (!nr) {
		pr_err("perf archive: no build-ids found\n");
		goto out_manifest;
	}

	out = xasprintf("%s.tar.bz2", input);
	{
		const char *argv[] = {
			"tar", "cjf", out, "-C", top, "--null", "-T", manifest, NULL
		};

		if (!run(argv)) {
			printf("Now please run:\n\n");
			printf("$ tar xvf %s -C ~/.debug\n\n", out);
			printf("wherever you need to run 'perf report' on.\n");
			ret = 0;
		}
	}
	free(out);
out_manifest:
	unlink(manifest);
out:
	replay__exit(&r);
	return ret;
}

/*
 * --unpack: an archive into this machine's build-id cache. tar extracts into a private
 * temporary directory, never into the cache itself: the cache may be shared, and an archive
 * (or a symlink planted in the cache) could otherwise make tar write anywhere. The tree is
 * then copied in with the cache's own confined writes.
 */
static int unpack(const char *tarball)
{
	const char *tmpdir = getenv("TMPDIR");
	char *tmp = xasprintf("%s/perf-archive-unpack.XXXXXX", tmpdir && *tmpdir ? tmpdir : "/tmp");
	const char *argv[] = { "tar", "xf", tarball, "-C", tmp, "--no-same-owner", NULL };
	const char *rm[] = { "rm", "-rf", "--one-file-system", tmp, NULL };
	int ret = 1, nr, err;

	if (access(tarball, R_OK)) {
		pr_err("perf archive: cannot read %s: %s\n", tarball, strerror(errno));
		goto out;
	}
	if (!mkdtemp(tmp)) {
		pr_err("perf archive: cannot create %s: %s\n", tmp, strerror(errno));
		goto out;
	}
	if (run(argv))
		goto out_rm;
	err = build_id_cache__import_tree(tmp, &nr);
	if (err && !nr) {
		pr_err("perf archive: cannot unpack %s into %s: %s\n", tarball, buildid_dir(),
		       strerror(-err));
		goto out_rm;
	}
	pr_info("perf archive: unpacked %s into %s\n", tarball, buildid_dir());
	ret = 0;
out_rm:
	run(rm);
out:
	free(tmp);
	return ret;
}

static int cmd_archive(int argc, const char **argv)
{
	bool do_unpack = false;
	const struct option options[] = {
		OPT_BOOLEAN(0, "unpack", &do_unpack,
			    "unpack an archive (default perf.data.tar.bz2) into the build-id cache"),
		OPT_INCR('v', "verbose", &verbose, "more messages"),
		OPT_END(),
	};

	argc = parse_options(argc, argv, options, archive_usage, 0);
	if (argc > 1)
		usage_with_options_msg(archive_usage, options, "too many arguments");
	if (do_unpack)
		return unpack(argc ? argv[0] : "perf.data.tar.bz2");
	return archive(argc ? argv[0] : "perf.data");
}
PERF_COMMAND("archive", cmd_archive,
	     "Pack the cached objects a perf.data file needs, for reporting elsewhere");
