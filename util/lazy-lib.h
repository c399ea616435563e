/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Libraries only some commands use, dlopen()ed on their first call rather than linked:
 * linked, each costs every command its start-up pages (relocations, initialisation; libdw
 * with the liblzma and libbz2 it needs ~0.6 MB of RSS, libtraceevent and libzstd ~0.3 MB),
 * `perf report --stdio`'s peak included. A library's header (lazy-dw.h, lazy-traceevent.h,
 * lazy-zstd.h) is included instead of the library's own: it renames the functions perf
 * calls to lazy_-prefixed wrappers (lazy-lib.c), each of which looks its function up once,
 * loading the library (the soname the build's headers go with) on the first call. Only the
 * functions listed there may be called: another one fails to link.
 *
 * A library that cannot be loaded then is a broken installation (the package depends on
 * it): perf says which in one line and exits 1, as for a missing kernel feature.
 */
#ifndef PERF_LAZY_LIB_H
#define PERF_LAZY_LIB_H

struct lazy_lib {
	const char *soname;
	void *handle;
};

/*
 * lib loaded (once: the handle kept), 0; -1 when it cannot be, *why then dlerror()'s text.
 * Nothing printed: for a caller that can do without it (the browser prints instead).
 */
int lazy_lib__open(struct lazy_lib *lib, const char **why);

/* name's address in lib, loaded if need be; exits with one line when either is missing */
void *lazy_lib__sym(struct lazy_lib *lib, const char *name);

/* lazy_lib__sym's answer, looked up once into *cache (threads that race store the same) */
static inline void *lazy_lib__fn(struct lazy_lib *lib, const char *name, void **cache)
{
	void *p = __atomic_load_n(cache, __ATOMIC_RELAXED);

	if (!p) {
		p = lazy_lib__sym(lib, name);
		__atomic_store_n(cache, p, __ATOMIC_RELAXED);
	}
	return p;
}

/*
 * The wrapper `name` of lib's function sym (its name as a string: a library's list names
 * the functions, which its header has renamed, so an adapter of the list passes name and
 * #name), and of one returning void.
 */
#define LAZY_LIB_WRAPPER(lib, ret, name, sym, params, args)                       \
	ret name params                                                           \
	{                                                                         \
		static void *lazy_fn_;                                            \
		return ((ret(*) params)lazy_lib__fn(&(lib), sym, &lazy_fn_))args; \
	}
#define LAZY_LIB_WRAPPER_V(lib, name, sym, params, args)                     \
	void name params                                                     \
	{                                                                    \
		static void *lazy_fn_;                                       \
		((void(*) params)lazy_lib__fn(&(lib), sym, &lazy_fn_)) args; \
	}

#endif
