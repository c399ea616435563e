// SPDX-License-Identifier: GPL-2.0
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "parse-options.h"

static const char *const *cur_usage;
static const struct option *cur_opts;

static void usage_only(const char *const usage[])
{
	fprintf(stderr, "\n Usage: %s\n", usage[0]);
	for (int i = 1; usage[i]; i++)
		fprintf(stderr, "    or: %s\n", usage[i]);
	fputc('\n', stderr);
}

static void print_option(const struct option *o)
{
	char buf[128];
	int n = 4;

	if (o->short_name && o->long_name)
		n = snprintf(buf, sizeof(buf), "    -%c, --%s", o->short_name, o->long_name);
	else if (o->short_name)
		n = snprintf(buf, sizeof(buf), "    -%c", o->short_name);
	else
		n = snprintf(buf, sizeof(buf), "        --%s", o->long_name);
	if (o->argh || (o->type != OPTION_BOOLEAN && o->type != OPTION_INCR &&
			!(o->flags & PARSE_OPT_NOARG))) {
		const char *a = o->argh ? o->argh : "n";

		if (o->flags & PARSE_OPT_OPTARG)
			n += snprintf(buf + n, sizeof(buf) - n, "%s[=<%s>]",
				      o->long_name ? "" : "", a);
		else
			n += snprintf(buf + n, sizeof(buf) - n, " <%s>", a);
	}
	if (n >= (int)sizeof(buf))
		n = sizeof(buf) - 1;
	if (n <= 24)
		fprintf(stderr, "%-26s%s\n", buf, o->help ? o->help : "");
	else
		fprintf(stderr, "%s\n%26s%s\n", buf, "", o->help ? o->help : "");
	if (o->nobuild)
		fprintf(stderr, "%26s(not built-in because %s)\n", "", o->nobuild);
}

/* Linux perf's order: options with a short name by that letter (case-blind), then long-only. */
static int opt_cmp(const void *a, const void *b)
{
	const struct option *x = *(const struct option *const *)a;
	const struct option *y = *(const struct option *const *)b;
	int c;

	if (!!x->short_name != !!y->short_name)
		return x->short_name ? -1 : 1;
	if (x->short_name) {
		c = tolower(x->short_name) - tolower(y->short_name);
		if (c)
			return c;
	}
	return strcmp(x->long_name ? x->long_name : "", y->long_name ? y->long_name : "");
}

static void print_options(const struct option *opts, bool only_matching, const char *match)
{
	const struct option *sorted[256];
	int n = 0;

	for (const struct option *o = opts; o->type != OPTION_END; o++) {
		if (o->type == OPTION_GROUP || (o->flags & PARSE_OPT_HIDDEN))
			continue;
		if (only_matching && !(o->long_name && !strcmp(o->long_name, match)) &&
		    !(match[1] == 0 && o->short_name == match[0]))
			continue;
		if (n < (int)ARRAY_SIZE(sorted))
			sorted[n++] = o;
	}
	qsort(sorted, n, sizeof(sorted[0]), opt_cmp);
	for (int i = 0; i < n; i++)
		print_option(sorted[i]);
	fputc('\n', stderr);
}

void usage_with_options(const char *const usage[], const struct option *opts)
{
	usage_only(usage);
	print_options(opts, false, NULL);
	exit(129);
}

void parse_subcommand_options(int argc, const char **argv, const struct option *sub,
			      const struct option *parent, const char *const usage[])
{
	size_t n = 0, np = 0;
	struct option *all;

	while (sub[n].type != OPTION_END)
		n++;
	while (parent[np].type != OPTION_END)
		np++;
	all = xcalloc(n + np + 1, sizeof(*all));
	memcpy(all, sub, n * sizeof(*sub));
	for (size_t i = 0; i < np; i++) {
		all[n + i] = parent[i];
		all[n + i].flags |= PARSE_OPT_HIDDEN;
	}
	all[n + np] = (struct option)OPT_END();
	if (parse_options(argc, argv, all, usage, 0))
		usage_with_options(usage, all);
	free(all);
}

void usage_with_options_msg(const char *const usage[], const struct option *opts,
			    const char *fmt, ...)
{
	va_list ap;

	fputs(" Error: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	usage_with_options(usage, opts);
}

/* An error about one option: the message, the usage line and that option alone. */
static void __attribute__((noreturn, format(printf, 2, 3)))
opt_error(const struct option *o, const char *fmt, ...)
{
	va_list ap;
	char name[64];

	fputs(" Error: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	usage_only(cur_usage);
	if (o) {
		if (o->long_name)
			snprintf(name, sizeof(name), "%s", o->long_name);
		else
			snprintf(name, sizeof(name), "%c", o->short_name);
		print_options(cur_opts, true, name);
	}
	exit(129);
}

static const char *opt_name(const struct option *o, bool as_short, char *buf, size_t len)
{
	if (as_short)
		snprintf(buf, len, "switch `%c'", o->short_name);
	else
		snprintf(buf, len, "option `%s'", o->long_name);
	return buf;
}

static bool takes_value(const struct option *o)
{
	switch (o->type) {
	case OPTION_BOOLEAN:
	case OPTION_INCR:
		return false;
	case OPTION_CALLBACK:
		return !(o->flags & PARSE_OPT_NOARG);
	default:
		return true;
	}
}

/*
 * Applies option o. value is the attached value (-xVAL, --x=VAL) or NULL; *argi moves on
 * when the next argv is consumed as the value.
 */
static void apply(const struct option *o, bool as_short, int unset, const char *value, int argc,
		  const char **argv, int *argi)
{
	char nb[80];
	int ret;

	if (takes_value(o) && !unset && !value && !(o->flags & PARSE_OPT_OPTARG)) {
		if (*argi + 1 >= argc)
			opt_error(o, "%s requires a value", opt_name(o, as_short, nb, sizeof(nb)));
		value = argv[++*argi];
	}
	if (!takes_value(o) && value)
		opt_error(o, "%s takes no value", opt_name(o, as_short, nb, sizeof(nb)));
	if (o->nobuild) {
		fprintf(stderr, " Warning: option `%s' is being ignored because %s\n",
			o->long_name ? o->long_name : opt_name(o, true, nb, sizeof(nb)), o->nobuild);
		return;
	}

	switch (o->type) {
	case OPTION_BOOLEAN:
		*(bool *)o->value = !unset;
		return;
	case OPTION_INCR:
		*(int *)o->value = unset ? 0 : *(int *)o->value + 1;
		return;
	case OPTION_INTEGER: {
		int v;

		if (unset) {
			*(int *)o->value = 0;
			return;
		}
		if (str_to_int(value, &v))
			opt_error(o, "%s expects a numerical value",
				  opt_name(o, as_short, nb, sizeof(nb)));
		*(int *)o->value = v;
		return;
	}
	case OPTION_UINTEGER:
	case OPTION_U64: {
		u64 v;

		if (unset) {
			v = 0;
		} else if (str_to_u64(value, &v, 0) ||
			   (o->type == OPTION_UINTEGER && v > 0xffffffffULL)) {
			opt_error(o, "%s expects an unsigned numerical value",
				  opt_name(o, as_short, nb, sizeof(nb)));
		}
		if (o->type == OPTION_U64)
			*(u64 *)o->value = v;
		else
			*(unsigned int *)o->value = (unsigned int)v;
		return;
	}
	case OPTION_STRING:
		*(const char **)o->value = unset ? NULL : value;
		return;
	case OPTION_CALLBACK:
		if (!value && !unset && (o->flags & PARSE_OPT_OPTARG))
			value = o->defval;
		ret = o->callback(o, value, unset);
		if (ret == -129)
			opt_error(o, "invalid value for %s", opt_name(o, as_short, nb, sizeof(nb)));
		if (ret > 0) /* the callback said what is wrong: exit with its status */
			exit(ret);
		if (ret)
			exit(129);
		return;
	default:
		return;
	}
}

static const struct option *find_short(const struct option *opts, int c)
{
	for (const struct option *o = opts; o->type != OPTION_END; o++)
		if (o->type != OPTION_GROUP && o->short_name == c)
			return o;
	return NULL;
}

/* Exact long name, else a unique prefix, as Linux perf allows abbreviations. */
static const struct option *find_long(const struct option *opts, const char *name, size_t len,
				      int *unset)
{
	const struct option *prefix = NULL;
	int prefix_unset = 0, nprefix = 0;

	for (int pass = 0; pass < 2; pass++) {
		const char *n = name;
		size_t l = len;
		int neg = pass;

		if (neg) {
			if (l <= 3 || strncmp(n, "no-", 3))
				break;
			n += 3;
			l -= 3;
		}
		for (const struct option *o = opts; o->type != OPTION_END; o++) {
			if (!o->long_name)
				continue;
			if (strlen(o->long_name) == l && !strncmp(o->long_name, n, l)) {
				if (neg && (o->flags & PARSE_OPT_NONEG))
					continue;
				*unset = neg;
				return o;
			}
			if (!strncmp(o->long_name, n, l) && !(neg && (o->flags & PARSE_OPT_NONEG))) {
				if (prefix != o)
					nprefix++;
				prefix = o;
				prefix_unset = neg;
			}
		}
	}
	if (nprefix == 1) {
		*unset = prefix_unset;
		return prefix;
	}
	return NULL;
}

/*
 * The long options, "--name " each, or (--list-cmds) the subcommands, none here: the calls
 * that bash completion scripts make, answered as Linux perf answers them.
 */
static void __attribute__((noreturn)) list_for_completion(const struct option *opts, bool options)
{
	for (const struct option *o = opts; options && o->type != OPTION_END; o++)
		if (o->long_name)
			printf("--%s ", o->long_name);
	putchar('\n');
	exit(130);
}

int parse_options(int argc, const char **argv, const struct option *opts,
		  const char *const usage[], int flags)
{
	int out = 0;
	int i;

	cur_usage = usage;
	cur_opts = opts;
	for (i = 1; i < argc; i++) {
		const char *arg = argv[i];

		if (arg[0] != '-' || !arg[1]) {
			if (flags & PARSE_OPT_STOP_AT_NON_OPTION)
				break;
			argv[out++] = arg;
			continue;
		}
		if (!strcmp(arg, "--")) {
			i++;
			break;
		}
		if (arg[1] == '-') {
			const char *name = arg + 2, *eq = strchr(name, '=');
			size_t len = eq ? (size_t)(eq - name) : strlen(name);
			int unset = 0;
			const struct option *o;

			if (!strcmp(name, "help"))
				usage_with_options(usage, opts);
			/* what bash completion asks (exit 130 as Linux perf) */
			if (!strcmp(name, "list-opts") || !strcmp(name, "list-cmds"))
				list_for_completion(opts, !strcmp(name, "list-opts"));
			o = find_long(opts, name, len, &unset);
			if (!o) {
				if (flags & PARSE_OPT_KEEP_UNKNOWN) {
					argv[out++] = arg;
					continue;
				}
				fprintf(stderr, " Error: unknown option `%.*s'\n", (int)len, name);
				usage_with_options(usage, opts);
			}
			if (unset && eq)
				opt_error(o, "option `no-%s' takes no value", o->long_name);
			apply(o, false, unset, eq ? eq + 1 : NULL, argc, argv, &i);
			continue;
		}
		/* bundled short options: -ag, -F1000, -e cycles */
		for (const char *p = arg + 1; *p; p++) {
			const struct option *o = find_short(opts, *p);

			if (!o) {
				if (*p == 'h')
					usage_with_options(usage, opts);
				if (flags & PARSE_OPT_KEEP_UNKNOWN) {
					argv[out++] = arg;
					break;
				}
				fprintf(stderr, " Error: unknown switch `%c'\n", *p);
				usage_with_options(usage, opts);
			}
			if (takes_value(o)) {
				apply(o, true, 0, p[1] ? p + 1 : NULL, argc, argv, &i);
				break;
			}
			apply(o, true, 0, NULL, argc, argv, &i);
		}
	}
	while (i < argc)
		argv[out++] = argv[i++];
	argv[out] = NULL;
	return out;
}

int parse_opt_append(const struct option *opt, const char *arg, int unset)
{
	char **s = opt->value;

	if (unset) {
		free(*s);
		*s = NULL;
		return 0;
	}
	if (!*s) {
		*s = xstrdup(arg);
	} else {
		char *n = xasprintf("%s,%s", *s, arg);

		free(*s);
		*s = n;
	}
	return 0;
}

void argv_join_optarg(struct argv_joined *j, int argc, const char **argv, char c,
		      const char *long_name)
{
	char short_opt[3] = { '-', c, 0 };

	j->argv = xcalloc(argc + 1, sizeof(*j->argv));
	j->made = xcalloc(argc + 1, sizeof(*j->made));
	j->argc = j->nr_made = 0;
	for (int i = 0; i < argc; i++) {
		if (i > 0 &&
		    (!strcmp(argv[i], short_opt) ||
		     (!strncmp(argv[i], "--", 2) && !strcmp(argv[i] + 2, long_name))) &&
		    i + 1 < argc && argv[i + 1][0] != '-') {
			j->made[j->nr_made] = xasprintf("--%s=%s", long_name, argv[++i]);
			j->argv[j->argc++] = j->made[j->nr_made++];
			continue;
		}
		j->argv[j->argc++] = argv[i];
	}
}

void argv_joined__exit(struct argv_joined *j)
{
	while (j->nr_made > 0)
		free(j->made[--j->nr_made]);
	free(j->made);
	free(j->argv);
}
