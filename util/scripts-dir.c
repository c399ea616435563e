// SPDX-License-Identifier: GPL-2.0
/* Linux perf's scripts directory: listing its scripts, running their wrappers. */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util/debug.h"
#include "util/script-python.h"
#include "util/scripts-dir.h"
#include "util/util.h"

struct script_entry {
	char name[NAME_MAX + 1];
	char desc[256];
	char args[256];
};

/* The value of a "# key: value" line of the wrapper at path, into buf ("" without). */
static void wrapper_tag(FILE *f, const char *key, char *buf, size_t len)
{
	char line[512];
	size_t klen = strlen(key);

	buf[0] = '\0';
	rewind(f);
	while (fgets(line, sizeof(line), f)) {
		char *p = line;

		if (*p != '#')
			continue;
		p++;
		while (*p == ' ')
			p++;
		if (strncmp(p, key, klen) || p[klen] != ':')
			continue;
		p += klen + 1;
		while (*p == ' ')
			p++;
		p[strcspn(p, "\n")] = '\0';
		snprintf(buf, len, "%s", p);
		return;
	}
}

static int entry_cmp(const void *a, const void *b)
{
	return strcmp(((const struct script_entry *)a)->name,
		      ((const struct script_entry *)b)->name);
}

int scripts_dir__list(FILE *out)
{
	const char *exec_path = script_python__exec_path();
	struct script_entry *e = NULL;
	size_t nr = 0, alloc = 0;
	char dir[PATH_MAX], path[PATH_MAX * 2];
	struct dirent *d;
	DIR *dh;

	fprintf(out, "List of available trace scripts:\n");
	if (!exec_path)
		return 0;
	snprintf(dir, sizeof(dir), "%s/scripts/python/bin", exec_path);
	dh = opendir(dir);
	if (!dh)
		return 0;
	while ((d = readdir(dh))) {
		size_t n = strlen(d->d_name);
		FILE *f;

		if (n <= 7 || strcmp(d->d_name + n - 7, "-report"))
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, d->d_name);
		f = fopen(path, "r");
		if (!f)
			continue;
		if (nr == alloc) {
			alloc = alloc ? alloc * 2 : 32;
			e = xrealloc(e, alloc * sizeof(*e));
		}
		snprintf(e[nr].name, sizeof(e[nr].name), "%.*s", (int)(n - 7), d->d_name);
		wrapper_tag(f, "description", e[nr].desc, sizeof(e[nr].desc));
		wrapper_tag(f, "args", e[nr].args, sizeof(e[nr].args));
		fclose(f);
		nr++;
	}
	closedir(dh);
	qsort(e, nr, sizeof(*e), entry_cmp);
	for (size_t i = 0; i < nr; i++) {
		char first[600];

		snprintf(first, sizeof(first), "%s%s%s", e[i].name, e[i].args[0] ? " " : "",
			 e[i].args);
		fprintf(out, "  %-36s %s\n", first, e[i].desc);
	}
	free(e);
	return 0;
}

int scripts_dir__run(const char *name, const char *kind, int argc, const char **argv,
		     const char *input)
{
	const char *exec_path = script_python__exec_path();
	const char *exe = perf_exe_path();
	const char *slash = exe ? strrchr(exe, '/') : NULL;
	const char *old_path = getenv("PATH");
	char wrapper[PATH_MAX];
	const char **args;
	char *path_env;
	int n = 0;

	if (!exec_path) {
		pr_err("perf script: %s %s: no scripts directory (set PERF_EXEC_PATH, or install Linux perf's scripts in /usr/lib/perf-core)\n",
		       kind, name);
		return 1;
	}
	if (strchr(name, '/')) {
		pr_err("perf script: %s %s: a script's name, not a path (perf script -l lists them)\n",
		       kind, name);
		return 1;
	}
	snprintf(wrapper, sizeof(wrapper), "%s/scripts/python/bin/%s-%s", exec_path, name, kind);
	if (access(wrapper, R_OK)) {
		pr_err("perf script: %s %s: no such script in %s/scripts/python (perf script -l lists them)\n",
		       kind, name, exec_path);
		return 1;
	}
	/* the wrapper runs "perf record" or "perf script": this perf */
	if (slash) {
		size_t len = (size_t)(slash - exe) + (old_path ? strlen(old_path) : 0) + 2;

		path_env = xmalloc(len);
		snprintf(path_env, len, "%.*s%s%s", (int)(slash - exe), exe, old_path ? ":" : "",
			 old_path ? old_path : "");
		setenv("PATH", path_env, 1);
		free(path_env);
	}
	args = xcalloc(argc + 6, sizeof(*args));
	args[n++] = "/bin/sh";
	args[n++] = wrapper;
	for (int i = 0; i < argc; i++)
		args[n++] = argv[i];
	/* record without a workload: system wide, as Linux perf */
	if (!strcmp(kind, "record") && !argc)
		args[n++] = "-a";
	if (input) {
		args[n++] = "-i";
		args[n++] = input;
	}
	fflush(NULL);
	execv("/bin/sh", (char *const *)args);
	pr_err("perf script: %s %s: cannot run /bin/sh: %s\n", kind, name, strerror(errno));
	free(args);
	return 1;
}
