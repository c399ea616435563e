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

/* name's address in lib, loaded if need be; exits with one line when either is missing */
void *lazy_lib__sym(struct lazy_lib *lib, const char *name);

/*
 * The wrapper `name` of lib's function sym (its name as a string: a library's list names
 * the functions, which its header has renamed lazy_..., so an adapter of the list passes
 * name and #name), and of one returning void. Its pointer is looked up once (threads that
 * race to it store the same value).
 */
#define LAZY_LIB_WRAPPER(lib, ret, name, sym, params, args)                         \
	ret name params                                                             \
	{                                                                           \
		static ret(*lazy_p_) params;                                        \
		ret(*lazy_q_) params = __atomic_load_n(&lazy_p_, __ATOMIC_RELAXED); \
                                                                                    \
		if (!lazy_q_) {                                                     \
			lazy_q_ = (ret(*) params)lazy_lib__sym(&(lib), sym);        \
			__atomic_store_n(&lazy_p_, lazy_q_, __ATOMIC_RELAXED);      \
		}                                                                   \
		return lazy_q_ args;                                                \
	}
#define LAZY_LIB_WRAPPER_V(lib, name, sym, params, args)                             \
	void name params                                                             \
	{                                                                            \
		static void(*lazy_p_) params;                                        \
		void(*lazy_q_) params = __atomic_load_n(&lazy_p_, __ATOMIC_RELAXED); \
                                                                                     \
		if (!lazy_q_) {                                                      \
			lazy_q_ = (void(*) params)lazy_lib__sym(&(lib), sym);        \
			__atomic_store_n(&lazy_p_, lazy_q_, __ATOMIC_RELAXED);       \
		}                                                                    \
		lazy_q_ args;                                                        \
	}

#endif
