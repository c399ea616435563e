// SPDX-License-Identifier: GPL-2.0
/* Samples counted by folded stack (see stack-collapse.h). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "hashmap.h"
#include "stack-collapse.h"

struct stack_count {
	unsigned long long count;
	size_t len;
	char stack[]; /* len bytes and a NUL */
};

struct stack_key {
	const char *s;
	size_t len;
};

struct stack_collapse {
	struct hashmap map;
	struct stack_count **all;
	size_t nr, alloc;
};

struct stack_collapse *stack_collapse__new(void)
{
	return calloc(1, sizeof(struct stack_collapse));
}

void stack_collapse__delete(struct stack_collapse *c)
{
	if (!c)
		return;
	for (size_t i = 0; i < c->nr; i++)
		free(c->all[i]);
	free(c->all);
	hashmap__exit(&c->map);
	free(c);
}

static bool stack_eq(const void *entry, const void *key)
{
	const struct stack_count *e = entry;
	const struct stack_key *k = key;

	return e->len == k->len && !memcmp(e->stack, k->s, k->len);
}

int stack_collapse__add(struct stack_collapse *c, const char *stack, size_t len)
{
	struct stack_key key = { stack, len };
	u64 hash = hashmap__hash_bytes(stack, len);
	struct stack_count *e = hashmap__find(&c->map, hash, stack_eq, &key);

	if (e) {
		e->count++;
		return 0;
	}
	if (c->nr == c->alloc) {
		size_t alloc = c->alloc ? c->alloc * 2 : 256;
		struct stack_count **all = realloc(c->all, alloc * sizeof(*all));

		if (!all)
			return -ENOMEM;
		c->all = all;
		c->alloc = alloc;
	}
	e = malloc(sizeof(*e) + len + 1);
	if (!e)
		return -ENOMEM;
	e->count = 1;
	e->len = len;
	memcpy(e->stack, stack, len);
	e->stack[len] = '\0';
	if (hashmap__add(&c->map, hash, e)) {
		free(e);
		return -ENOMEM;
	}
	c->all[c->nr++] = e;
	return 0;
}

static int stack_cmp(const void *a, const void *b)
{
	const struct stack_count *x = *(const struct stack_count *const *)a;
	const struct stack_count *y = *(const struct stack_count *const *)b;
	size_t n = x->len < y->len ? x->len : y->len;
	int r = memcmp(x->stack, y->stack, n);

	return r ? r : (x->len > y->len) - (x->len < y->len);
}

void stack_collapse__fprintf(struct stack_collapse *c, FILE *fp)
{
	if (c->nr)
		qsort(c->all, c->nr, sizeof(*c->all), stack_cmp);
	for (size_t i = 0; i < c->nr; i++)
		fprintf(fp, "%s %llu\n", c->all[i]->stack, c->all[i]->count);
}
