// SPDX-License-Identifier: GPL-2.0
#include <stdio.h>
#include <string.h>

#include "tests/tests.h"
#include "util/hashmap.h"

static bool str_eq(const void *entry, const void *key)
{
	return !strcmp(entry, key);
}

DEFINE_TEST(test__hashmap, "hashmap: string keys with colliding hashes, u64 keys, growth, replace")
{
	static char names[3000][16];
	struct hashmap m = { 0 }, ids = { 0 };
	struct hashmap_slot *slot;
	size_t seen = 0;

	/* hash h % 7: many equal hashes, so equality decides */
	for (int i = 0; i < 3000; i++) {
		snprintf(names[i], sizeof(names[i]), "name%d", i);
		TEST_ASSERT(!hashmap__find(&m, i % 7, str_eq, names[i]), "name%d found before add",
			    i);
		TEST_ASSERT(!hashmap__add(&m, i % 7, names[i]), "add %d", i);
	}
	TEST_ASSERT(m.nr == 3000 && m.cap >= 6000, "nr %zu cap %zu", m.nr, m.cap);
	for (int i = 0; i < 3000; i++) {
		char key[16];

		snprintf(key, sizeof(key), "name%d", i);
		TEST_ASSERT(hashmap__find(&m, i % 7, str_eq, key) == names[i], "%s", key);
		TEST_ASSERT(!hashmap__find(&m, (i + 1) % 7, str_eq, key), "%s under another hash",
			    key);
	}
	hashmap__for_each(&m, slot)
		seen++;
	TEST_ASSERT(seen == 3000, "for_each saw %zu", seen);
	hashmap__exit(&m);
	TEST_ASSERT(!hashmap__find(&m, 1, str_eq, "name1"), "found after exit");

	/* the hash is the key (sample ids), 0 included; set replaces */
	for (u64 id = 0; id < 100; id++)
		TEST_ASSERT(!hashmap__set(&ids, id * 7919, NULL, NULL, names[id]), "set %llu",
			    (unsigned long long)id);
	TEST_ASSERT(!hashmap__set(&ids, 5 * 7919, NULL, NULL, names[2999]), "replace");
	TEST_ASSERT(ids.nr == 100, "replace added: nr %zu", ids.nr);
	TEST_ASSERT(hashmap__find(&ids, 0, NULL, NULL) == names[0], "id 0");
	TEST_ASSERT(hashmap__find(&ids, 5 * 7919, NULL, NULL) == names[2999], "replaced id");
	TEST_ASSERT(hashmap__find(&ids, 99 * 7919, NULL, NULL) == names[99], "id 99");
	TEST_ASSERT(!hashmap__find(&ids, 3, NULL, NULL), "unknown id found");
	hashmap__exit(&ids);
	return TEST_OK;
}
