// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cpumap.h"
#include "debug.h"
#include "filter-list.h"
#include "header.h"
#include "sample-input.h"

void str_list__parse(struct str_list *l, const char *s)
{
	char *copy = xstrdup(s), *tok, *save = NULL;
	size_t alloc = 0;

	l->items = NULL;
	l->nr = 0;
	for (tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		l->items = grow_array(l->items, &alloc, l->nr + 1, sizeof(*l->items));
		l->items[l->nr++] = xstrdup(tok);
	}
	free(copy);
}

bool str_list__has(const struct str_list *l, const char *s)
{
	for (int i = 0; i < l->nr; i++)
		if (!strcmp(l->items[i], s))
			return true;
	return false;
}

void str_list__exit(struct str_list *l)
{
	for (int i = 0; i < l->nr; i++)
		free(l->items[i]);
	free(l->items);
	l->items = NULL;
	l->nr = 0;
}

int int_list__parse(struct int_list *l, const char *s)
{
	struct str_list words;
	int err = 0;

	str_list__parse(&words, s);
	l->items = xcalloc(words.nr ? words.nr : 1, sizeof(int));
	l->nr = words.nr;
	for (int i = 0; i < words.nr && !err; i++)
		if (str_to_int(words.items[i], &l->items[i]))
			err = -EINVAL;
	str_list__exit(&words);
	return err;
}

bool int_list__has(const struct int_list *l, int v)
{
	for (int i = 0; i < l->nr; i++)
		if (l->items[i] == v)
			return true;
	return false;
}

void int_list__exit(struct int_list *l)
{
	free(l->items);
	l->items = NULL;
	l->nr = 0;
}

int cpu_filter__parse(struct cpu_filter *f, const char *list)
{
	struct perf_cpu_map *map;

	if (cpu_map__parse(list, &map))
		return -EINVAL;
	f->nbits = map->map[map->nr - 1] + 1;
	f->bits = xcalloc((f->nbits + 7) / 8, 1);
	for (int i = 0; i < map->nr; i++)
		f->bits[map->map[i] / 8] |= 1 << (map->map[i] % 8);
	cpu_map__put(map);
	return 0;
}

void cpu_filter__exit(struct cpu_filter *f)
{
	free(f->bits);
	f->bits = NULL;
	f->nbits = 0;
}

int sample_filters__setup(struct sample_filters *f, const struct sample_filters_spec *spec,
			  const char *cmd)
{
	memset(f, 0, sizeof(*f));
	if (spec->dsos)
		str_list__parse(&f->dsos, spec->dsos);
	if (spec->comms)
		str_list__parse(&f->comms, spec->comms);
	if (spec->syms)
		str_list__parse(&f->syms, spec->syms);
	f->sym_substr = spec->sym_substr;
	if (spec->pids && int_list__parse(&f->pids, spec->pids)) {
		pr_err("perf %s: --pid: invalid list '%s'\n", cmd, spec->pids);
		return -EINVAL;
	}
	if (spec->tids && int_list__parse(&f->tids, spec->tids)) {
		pr_err("perf %s: --tid: invalid list '%s'\n", cmd, spec->tids);
		return -EINVAL;
	}
	if (spec->cpus && cpu_filter__parse(&f->cpus, spec->cpus)) {
		pr_err("perf %s: --cpu: invalid list '%s'\n", cmd, spec->cpus);
		return -EINVAL;
	}
	/* levels in the CPU list syntax; a sample's is at least 1 */
	if (spec->parallelism && (cpu_filter__parse(&f->parallelism, spec->parallelism) ||
				  cpu_filter__has(&f->parallelism, 0))) {
		pr_err("perf %s: --parallelism: invalid list '%s' (levels from 1, as in 1,3-4)\n",
		       cmd, spec->parallelism);
		return -EINVAL;
	}
	return 0;
}

int sample_filters__setup_time(struct sample_filters *f, const struct sample_filters_spec *spec,
			       const struct perf_env *env, const char *cmd)
{
	char msg[320];

	if (!spec->time)
		return 0;
	if (time_filter__parse(&f->time, spec->time, env->first_sample_time, env->last_sample_time,
			       msg, sizeof(msg))) {
		pr_err("perf %s: %s\n", cmd, msg);
		return -EINVAL;
	}
	return 0;
}

void sample_filters__exit(struct sample_filters *f)
{
	time_filter__exit(&f->time);
	str_list__exit(&f->dsos);
	str_list__exit(&f->comms);
	str_list__exit(&f->syms);
	int_list__exit(&f->pids);
	int_list__exit(&f->tids);
	cpu_filter__exit(&f->cpus);
	cpu_filter__exit(&f->parallelism);
}

unsigned int sample_filters__inputs(const struct sample_filters *f)
{
	unsigned int in = 0;

	if (f->dsos.nr || f->syms.nr || f->sym_substr)
		in |= SI_SYM;
	if (f->comms.nr)
		in |= SI_COMM;
	if (f->pids.nr || f->tids.nr)
		in |= SI_THREAD;
	if (f->cpus.bits)
		in |= SI_CPU;
	if (f->parallelism.bits)
		in |= SI_PARALLELISM;
	return in;
}
