// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cpumap.h"
#include "filter-list.h"

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
