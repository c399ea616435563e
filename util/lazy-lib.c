// SPDX-License-Identifier: GPL-2.0
/*
 * The wrappers of the libraries loaded on first use: see lazy-lib.h. Each library's soname is
 * the one the build's headers go with (from the Makefile): its structures' layout is theirs.
 */
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "util/lazy-dw.h"
#include "util/lazy-lib.h"
#include "util/lazy-traceevent.h"
#include "util/lazy-zstd.h"

#ifndef LIBDW_SONAME
#define LIBDW_SONAME "libdw.so.1"
#endif
#ifndef LIBTRACEEVENT_SONAME
#define LIBTRACEEVENT_SONAME "libtraceevent.so.1"
#endif
#ifndef LIBZSTD_SONAME
#define LIBZSTD_SONAME "libzstd.so.1"
#endif

static pthread_mutex_t lazy_lock = PTHREAD_MUTEX_INITIALIZER;

int lazy_lib__open(struct lazy_lib *lib, const char **why)
{
	int ret = 0;

	pthread_mutex_lock(&lazy_lock);
	if (!lib->handle)
		lib->handle = dlopen(lib->soname, RTLD_NOW | RTLD_LOCAL);
	if (!lib->handle) {
		*why = dlerror();
		if (!*why)
			*why = "not found";
		ret = -1;
	}
	pthread_mutex_unlock(&lazy_lock);
	return ret;
}

void *lazy_lib__sym(struct lazy_lib *lib, const char *name)
{
	const char *why;
	void *p;

	if (lazy_lib__open(lib, &why)) {
		fprintf(stderr, "perf: %s cannot be loaded: %s\n", lib->soname, why);
		exit(1);
	}
	p = dlsym(lib->handle, name);
	if (!p) {
		fprintf(stderr, "perf: %s has no %s\n", lib->soname, name);
		exit(1);
	}
	return p;
}

static struct lazy_lib libdw = { .soname = LIBDW_SONAME };
static struct lazy_lib libtraceevent = { .soname = LIBTRACEEVENT_SONAME };
static struct lazy_lib libzstd = { .soname = LIBZSTD_SONAME };

#define DW(ret, name, params, args) LAZY_LIB_WRAPPER(libdw, ret, name, #name, params, args)
#define DW_V(name, params, args) LAZY_LIB_WRAPPER_V(libdw, name, #name, params, args)
LAZY_LIBDW_FUNCTIONS(DW, DW_V)

#define TEP(ret, name, params, args) LAZY_LIB_WRAPPER(libtraceevent, ret, name, #name, params, args)
#define TEP_V(name, params, args) LAZY_LIB_WRAPPER_V(libtraceevent, name, #name, params, args)
LAZY_TRACEEVENT_FUNCTIONS(TEP, TEP_V)

void lazy_tep_print_info(struct tep_handle *tep, struct trace_seq *s, struct tep_record *record)
{
	static void *fn;
	void (*print)(struct tep_handle *, struct trace_seq *, struct tep_record *, const char *,
		      ...) = lazy_lib__fn(&libtraceevent, "tep_print_event", &fn);

	print(tep, s, record, "%s", TEP_PRINT_INFO);
}

#define ZSTD(ret, name, params, args) LAZY_LIB_WRAPPER(libzstd, ret, name, #name, params, args)
#define ZSTD_V(name, params, args) LAZY_LIB_WRAPPER_V(libzstd, name, #name, params, args)
LAZY_ZSTD_FUNCTIONS(ZSTD, ZSTD_V)
