/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Command line options in Linux perf's style: -x, -xVAL, -x VAL, --long, --long=VAL,
 * --long VAL, --no-long for booleans, bundled short flags (-ag), "--" ends options.
 * -h/--help prints the usage and the sorted option list to stderr and exits 129.
 */
#ifndef PERF_PARSE_OPTIONS_H
#define PERF_PARSE_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

#include "util.h"

enum parse_opt_type {
	OPTION_END,
	OPTION_GROUP,
	OPTION_BOOLEAN, /* bool *, --no-X clears */
	OPTION_INCR, /* int *, each use adds one */
	OPTION_INTEGER, /* int * */
	OPTION_UINTEGER, /* unsigned int * */
	OPTION_U64, /* u64 * */
	OPTION_STRING, /* const char ** */
	OPTION_CALLBACK,
};

enum parse_opt_flags {
	PARSE_OPT_OPTARG = 1, /* the value is optional (only --opt=VAL or -oVAL give one) */
	PARSE_OPT_NOARG = 2, /* a callback without value */
	PARSE_OPT_NONEG = 4, /* no --no-X form */
	PARSE_OPT_HIDDEN = 8, /* not in -h */
};

struct option;
/*
 * Returns 0; or a negative value for a usage error (exit 129, -129 also prints the usage of
 * the option); or a positive exit status when it printed its own error (e.g. 1 for a bad -e).
 */
typedef int parse_opt_cb(const struct option *opt, const char *arg, int unset);

struct option {
	enum parse_opt_type type;
	int short_name;
	const char *long_name;
	void *value;
	const char *argh;
	const char *help;
	int flags;
	parse_opt_cb *callback;
	const char *defval; /* value passed to a callback for an OPTARG option given no value */
	/*
	 * Why this build cannot do the option (e.g. "no BUILD_BPF_SKEL=1"): it is accepted,
	 * warned about in Linux perf's words (scripts detect it so) and ignored.
	 */
	const char *nobuild;
};

#define OPT_END()                  \
	{                          \
		.type = OPTION_END \
	}
#define OPT_GROUP(h)                              \
	{                                         \
		.type = OPTION_GROUP, .help = (h) \
	}
#define OPT_BOOLEAN(s, l, v, h)                                                            \
	{                                                                                  \
		.type = OPTION_BOOLEAN, .short_name = (s), .long_name = (l), .value = (v), \
		.help = (h)                                                                \
	}
#define OPT_INCR(s, l, v, h)                                                            \
	{                                                                               \
		.type = OPTION_INCR, .short_name = (s), .long_name = (l), .value = (v), \
		.help = (h), .flags = PARSE_OPT_NONEG                                   \
	}
#define OPT_INTEGER(s, l, v, h)                                                            \
	{                                                                                  \
		.type = OPTION_INTEGER, .short_name = (s), .long_name = (l), .value = (v), \
		.argh = "n", .help = (h)                                                   \
	}
#define OPT_UINTEGER(s, l, v, h)                                                            \
	{                                                                                   \
		.type = OPTION_UINTEGER, .short_name = (s), .long_name = (l), .value = (v), \
		.argh = "n", .help = (h)                                                    \
	}
#define OPT_U64(s, l, v, h)                                                            \
	{                                                                              \
		.type = OPTION_U64, .short_name = (s), .long_name = (l), .value = (v), \
		.argh = "n", .help = (h)                                               \
	}
#define OPT_STRING(s, l, v, a, h)                                                         \
	{                                                                                 \
		.type = OPTION_STRING, .short_name = (s), .long_name = (l), .value = (v), \
		.argh = (a), .help = (h)                                                  \
	}
/* An option Linux perf has that this build cannot do: see struct option's nobuild. */
#define OPT_NOBUILD_BOOLEAN(s, l, h, why)                                                  \
	{                                                                                  \
		.type = OPTION_BOOLEAN, .short_name = (s), .long_name = (l), .help = (h),  \
		.nobuild = (why)                                                           \
	}
#define OPT_CALLBACK(s, l, v, a, h, f)                                                      \
	{                                                                                   \
		.type = OPTION_CALLBACK, .short_name = (s), .long_name = (l), .value = (v), \
		.argh = (a), .help = (h), .callback = (f)                                   \
	}
#define OPT_CALLBACK_NOOPT(s, l, v, a, h, f)                                                \
	{                                                                                   \
		.type = OPTION_CALLBACK, .short_name = (s), .long_name = (l), .value = (v), \
		.argh = (a), .help = (h), .callback = (f), .flags = PARSE_OPT_NOARG         \
	}
#define OPT_CALLBACK_OPTARG(s, l, v, a, h, f, d)                                            \
	{                                                                                   \
		.type = OPTION_CALLBACK, .short_name = (s), .long_name = (l), .value = (v), \
		.argh = (a), .help = (h), .callback = (f), .flags = PARSE_OPT_OPTARG,       \
		.defval = (d)                                                               \
	}

enum parse_options_flags {
	PARSE_OPT_STOP_AT_NON_OPTION = 1, /* the first non-option starts the workload */
	PARSE_OPT_KEEP_UNKNOWN = 2,
};

/*
 * Parses argv[1..argc) (argv[0] is the command name). Returns the number of arguments left,
 * moved to argv[0..ret). Exits 129 with the usage on -h or a bad option.
 */
int parse_options(int argc, const char **argv, const struct option *opts, const char *const usage[],
		  int flags);

/*
 * A subcommand's options: its own (sub) and its command's (parent, Linux perf's OPT_PARENT:
 * taken after the subcommand's name too, hidden from its -h; where both have a letter,
 * sub's wins). No argument may be left: exits 129 with the usage otherwise.
 */
void parse_subcommand_options(int argc, const char **argv, const struct option *sub,
			      const struct option *parent, const char *const usage[]);

/* Prints the usage and options on stderr and exits 129. */
void usage_with_options(const char *const usage[], const struct option *opts)
	__attribute__((noreturn));
/* " Error: <msg>" then the usage, exit 129. */
void usage_with_options_msg(const char *const usage[], const struct option *opts, const char *fmt,
			    ...) __attribute__((noreturn, format(printf, 3, 4)));

/* Appends to a comma-joined string list: OPT_CALLBACK(..., &char_ptr, ..., parse_opt_append) */
int parse_opt_append(const struct option *opt, const char *arg, int unset);

/*
 * Linux perf's optional-argument options that take the next word too ("-g caller", but
 * "-g --stdio" and a last "-g" take none): our parser only takes attached optional
 * arguments, so argv_join_optarg() rewrites such a pair (short -c or --long_name, then a word
 * that is not an option) as --long_name=WORD. argv[0] is left alone. The new vector and the
 * strings it made stay alive (options keep pointers into them) until argv_joined__exit().
 */
struct argv_joined {
	const char **argv;
	int argc;
	char **made;
	int nr_made;
};
void argv_join_optarg(struct argv_joined *j, int argc, const char **argv, char c,
		      const char *long_name);
void argv_joined__exit(struct argv_joined *j);

#endif
