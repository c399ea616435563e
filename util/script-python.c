// SPDX-License-Identifier: GPL-2.0
/* perf script -s: the Python engine (perf-script-python.so) found, loaded and driven. */
#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util/debug.h"
#include "util/script-python.h"

struct script_python {
	const struct script_python_ops *ops;
	void *engine;
};

bool script_python__built(void)
{
#ifdef SCRIPT_PYTHON_SO
	return true;
#else
	return false;
#endif
}

/* A directory d/scripts/python exists. */
static bool has_scripts(const char *d)
{
	char path[PATH_MAX + 16];
	struct stat st;

	snprintf(path, sizeof(path), "%s/scripts/python", d);
	return !stat(path, &st) && S_ISDIR(st.st_mode);
}

/* The directory of our own executable joined with rel, into buf. */
static const char *beside_exe(const char *rel, char *buf, size_t len)
{
	const char *exe = perf_exe_path();
	const char *slash = exe ? strrchr(exe, '/') : NULL;

	if (!slash)
		return NULL;
	snprintf(buf, len, "%.*s/%s", (int)(slash - exe), exe, rel);
	return buf;
}

const char *script_python__exec_path(void)
{
	static char found[PATH_MAX];
	const char *env = getenv("PERF_EXEC_PATH");
	char buf[PATH_MAX];
	const char *ours = beside_exe("../libexec/perf-core", buf, sizeof(buf));

	if (env && *env)
		return env;
	if (ours && has_scripts(ours))
		snprintf(found, sizeof(found), "%s", ours);
	else if (has_scripts("/usr/lib/perf-core"))
		snprintf(found, sizeof(found), "/usr/lib/perf-core");
	else
		return NULL;
	setenv("PERF_EXEC_PATH", found, 1);
	return found;
}

#ifdef SCRIPT_PYTHON_SO
/*
 * The engine: installed beside perf's libexec (make install), else the one of the build
 * tree perf was built in (SCRIPT_PYTHON_SO, an absolute path).
 */
static void *engine_open(void)
{
	char buf[PATH_MAX];
	const char *installed =
		beside_exe("../libexec/perf-core/perf-script-python.so", buf, sizeof(buf));
	void *h = NULL;

	/*
	 * RTLD_GLOBAL: the extension modules a script imports (sqlite3's _sqlite3.so) take
	 * libpython's symbols from the process, as from a python3 executable
	 */
	if (installed && !access(installed, R_OK))
		h = dlopen(installed, RTLD_NOW | RTLD_GLOBAL);
	if (!h)
		h = dlopen(SCRIPT_PYTHON_SO, RTLD_NOW | RTLD_GLOBAL);
	if (!h)
		pr_err("perf script: cannot load the Python scripting engine: %s\n", dlerror());
	return h;
}
#endif

struct script_python *script_python__new(const char *path, int argc, const char **argv,
					 struct trace_event *te, const char *const *events,
					 bool other_events)
{
#ifdef SCRIPT_PYTHON_SO
	const struct script_python_ops *ops;
	struct script_python *sp;
	void *h = engine_open();

	if (!h)
		return NULL;
	ops = dlsym(h, "perf_script_python_ops");
	if (!ops || ops->abi != SCRIPT_PYTHON_ABI) {
		pr_err("perf script: %s is not this perf's Python engine (rebuild it)\n",
		       SCRIPT_PYTHON_SO);
		return NULL;
	}
	script_python__exec_path();
	sp = xzalloc(sizeof(*sp));
	sp->ops = ops;
	sp->engine = ops->start(path, argc, argv, te, events, other_events);
	if (!sp->engine) {
		free(sp);
		return NULL;
	}
	/* the engine stays loaded: libpython cannot be unloaded and loaded again */
	return sp;
#else
	(void)path;
	(void)argc;
	(void)argv;
	(void)te;
	(void)events;
	(void)other_events;
	pr_err("perf script: Python scripting is not built in this perf (python3-dev was missing when it was built)\n");
	return NULL;
#endif
}

int script_python__sample(struct script_python *sp, const struct script_sample *ss)
{
	return sp->ops->sample(sp->engine, ss);
}

int script_python__switch(struct script_python *sp, const struct script_switch *sw)
{
	return sp->ops->context_switch(sp->engine, sw);
}

const char *script_python__stat_handler(const char *ev_name, char *buf, size_t len)
{
	snprintf(buf, len, "stat__%s", ev_name);
	for (char *c = buf; *c; c++)
		if (*c == ':')
			*c = '_';
	return buf;
}

int script_python__stat(struct script_python *sp, const char *ev_name, int cpu, int thread,
			u64 time, u64 val, u64 ena, u64 run)
{
	return sp->ops->stat(sp->engine, ev_name, cpu, thread, time, val, ena, run);
}

int script_python__stat_interval(struct script_python *sp, u64 time)
{
	return sp->ops->stat_interval(sp->engine, time);
}

int script_python__end(struct script_python *sp, bool failed)
{
	int err = sp->ops->end(sp->engine, failed);

	free(sp);
	return err;
}
