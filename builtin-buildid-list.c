// SPDX-License-Identifier: GPL-2.0
/*
 * perf buildid-list: the build-ids a perf.data file records for its DSOs, one
 * "BUILD_ID PATH" line each (the id left-aligned in 40 columns, as Linux perf prints it, so
 * scripts that cut the first field keep working). Also the build-id of an ELF file given as
 * input, of the running kernel (-k) and of the kernel's maps (-m).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "builtin.h"
#include "util/build-id.h"
#include "util/debug.h"
#include "util/dso-hits.h"
#include "util/dso.h"
#include "util/kallsyms.h"
#include "util/machine.h"
#include "util/parse-options.h"
#include "util/perm.h"
#include "util/replay.h"
#include "util/session.h"
#include "util/util.h"

static const char *const buildid_list_usage[] = {
	"perf buildid-list [<options>]",
	NULL,
};

static void print_line(const struct build_id *bid, const char *name)
{
	char hex[BUILD_ID_HEX_SIZE] = "";

	if (build_id__is_set(bid))
		build_id__sprintf(bid, hex);
	printf("%-40s %s\n", hex, name);
}

/* -k: the running kernel's build-id, alone on its line. */
static int show_kernel_build_id(void)
{
	struct build_id bid;
	char hex[BUILD_ID_HEX_SIZE];
	int err = kernel__running_build_id(&bid);

	if (err) {
		pr_err("perf buildid-list: cannot read the kernel's build-id from /sys/kernel/notes: %s\n",
		       strerror(-err));
		return 1;
	}
	build_id__sprintf(&bid, hex);
	printf("%s\n", hex);
	return 0;
}

/*
 * -m: the kernel and each loaded module with their build-ids and address ranges
 * ("BUILD_ID START END NAME"); modules come from /proc/modules and /sys/module/X/notes.
 */
static int show_kernel_maps(void)
{
	struct build_id bid;
	char hex[BUILD_ID_HEX_SIZE] = "";
	unsigned long long start = kallsyms__symbol_address("/proc/kallsyms", "_stext"),
			   end = kallsyms__symbol_address("/proc/kallsyms", "_etext");
	FILE *f;
	char line[1024];

	if (!start)
		start = kallsyms__symbol_address("/proc/kallsyms", "_text");
	/* kallsyms hides the addresses (an ordinary user): the map is all of it, as Linux perf says */
	if (!end)
		end = ~0ULL;
	if (!kernel__running_build_id(&bid))
		build_id__sprintf(&bid, hex);
	printf("%s %16llx %16llx %s\n", hex, start, end, KERNEL_DSO_NAME);

	f = fopen("/proc/modules", "re");
	if (!f)
		return 0; /* a kernel without modules */
	while (fgets(line, sizeof(line), f)) {
		char name[256], notes[512], mhex[BUILD_ID_HEX_SIZE] = "";
		unsigned long long size, addr;

		/* "name size refcnt deps state address" */
		if (sscanf(line, "%255s %llu %*s %*s %*s %llx", name, &size, &addr) != 3)
			continue;
		snprintf(notes, sizeof(notes), "/sys/module/%s/notes/.note.gnu.build-id", name);
		if (!sysfs__read_build_id(notes, &bid))
			build_id__sprintf(&bid, mhex);
		printf("%s %16llx %16llx [%s]\n", mhex, addr, addr + size, name);
	}
	fclose(f);
	return 0;
}

static bool is_elf_file(const char *path)
{
	unsigned char magic[4];
	/* O_NONBLOCK: a FIFO without a writer would block here; perf_session__open refuses it */
	int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	bool elf;

	if (fd < 0)
		return false;
	elf = read(fd, magic, sizeof(magic)) == (ssize_t)sizeof(magic) &&
	      !memcmp(magic, "\177ELF", 4);
	close(fd);
	return elf;
}

/* An ELF file as input: its own build-id, as Linux perf prints it. */
static int show_elf_build_id(const char *path)
{
	struct build_id bid;
	char hex[BUILD_ID_HEX_SIZE];
	int err = filename__read_build_id(path, &bid);

	if (err == -ENOENT) {
		pr_err("perf buildid-list: %s: no build-id note in this ELF file\n", path);
		return 1;
	}
	if (err) {
		pr_err("perf buildid-list: %s: cannot read the build-id: %s\n", path,
		       err == -ENOEXEC ? "malformed ELF file" :
		       err == -EINVAL  ? "corrupt build-id note" :
					 strerror(-err));
		return 1;
	}
	build_id__sprintf(&bid, hex);
	printf("%s\n", hex);
	return 0;
}

/*
 * The file's build-id table, without replaying it. Entries naming the same DSO twice (one per
 * task in old files) print once, as Linux perf's DSO list would.
 */
static void list_header_build_ids(const struct perf_env *env)
{
	for (int i = 0; i < env->nr_build_ids; i++) {
		const struct build_id_entry *e = &env->build_ids[i];
		struct build_id bid;
		bool dup = false;

		if (!e->filename)
			continue;
		for (int j = 0; j < i && !dup; j++)
			dup = env->build_ids[j].filename &&
			      !strcmp(env->build_ids[j].filename, e->filename);
		if (dup)
			continue;
		build_id__init(&bid, e->build_id, e->size);
		print_line(&bid, e->filename);
	}
}

static int list_build_ids(const char *input, bool with_hits)
{
	struct perf_session *session;
	struct replay r = { .machine = NULL };
	struct machine *machine;
	struct dso *dso;
	int err;

	err = perf_session__open(input, &session);
	if (err)
		return PERF_EXIT_BAD_INPUT; /* the session layer said why */
	if (perf_session__check_build_id_table(session) < 0)
		pr_warning(
			"perf buildid-list: %s: the build-id table is damaged, %d entries read\n",
			input, session->env.nr_build_ids);

	/* Without a build-id table the replay is the only source; with AUX data it would be too slow. */
	if (!perf_env__has_feat(&session->env, HEADER_BUILD_ID))
		with_hits = true;
	if (perf_env__has_feat(&session->env, HEADER_AUXTRACE))
		with_hits = false;

	if (!with_hits) {
		list_header_build_ids(&session->env);
		perf_session__delete(session);
		return 0;
	}

	err = replay__init(&r, session);
	if (!err)
		err = replay__mark_dso_hits(&r);
	machine = r.machine;
	if (err == -EINVAL) {
		/* a bad file or a damaged stream: the session layer's one line said why */
	} else if (err) {
		pr_err("perf buildid-list: %s: cannot process the samples: %s\n", input,
		       strerror(err < 0 ? -err : EINVAL));
	} else {
		/* A hit DSO the table does not know prints with an empty build-id, as Linux perf does. */
		machine__for_each_dso(machine, dso) {
			if (dso->hit)
				print_line(&dso->bid, dso->long_name);
		}
	}
	replay__exit(&r);
	perf_session__delete(session);
	return err ? 1 : 0;
}

static int cmd_buildid_list(int argc, const char **argv)
{
	const char *input = NULL;
	bool with_hits = false, kernel = false, kernel_maps = false, force = false;
	char msg[PATH_MAX + 128];
	const struct option options[] = {
		OPT_BOOLEAN('H', "with-hits", &with_hits,
			    "only the objects that samples landed in"),
		OPT_STRING('i', "input", &input, "file", "the perf.data (or ELF) file to read"),
		OPT_BOOLEAN('f', "force", &force, "read a file owned by another user"),
		OPT_BOOLEAN('k', "kernel", &kernel, "print the running kernel's build-id"),
		OPT_BOOLEAN(
			'm', "kernel-maps", &kernel_maps,
			"print the running kernel and its modules: build-id, address range, name"),
		OPT_INCR('v', "verbose", &verbose, "more messages"),
		OPT_END(),
	};

	argc = parse_options(argc, argv, options, buildid_list_usage, 0);
	if (argc)
		usage_with_options_msg(buildid_list_usage, options, "unexpected argument '%s'",
				       argv[0]);
	if (kernel)
		return show_kernel_build_id();
	if (kernel_maps)
		return show_kernel_maps();
	if (!input)
		input = perf_session__default_input();
	if (is_elf_file(input))
		return show_elf_build_id(input);
	if (perm__check_input(input, force, msg, sizeof(msg))) {
		pr_err("perf buildid-list: %s\n", msg);
		return 1;
	}
	return list_build_ids(input, with_hits);
}
PERF_COMMAND("buildid-list", cmd_buildid_list, "Print the build-ids a perf.data file records");
