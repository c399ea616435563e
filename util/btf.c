// SPDX-License-Identifier: GPL-2.0
/* Type names of raw BTF blobs (see btf.h). Layout facts: the kernel's Documentation/bpf/btf.rst. */
#include <string.h>

#include "util/btf.h"

#define BTF_MAGIC 0xeB9F

struct btf_hdr {
	u16 magic;
	u8 version;
	u8 flags;
	u32 hdr_len;
	u32 type_off, type_len; /* from the end of the header */
	u32 str_off, str_len;
};

/* The bytes after a type's 12-byte common part, by kind (vlen: its count of members). */
static bool kind_extra(u32 kind, u32 vlen, size_t *extra)
{
	switch (kind) {
	case 1: /* INT */
	case 14: /* VAR */
	case 17: /* DECL_TAG */
		*extra = 4;
		return true;
	case 3: /* ARRAY */
		*extra = 12;
		return true;
	case 4: /* STRUCT */
	case 5: /* UNION */
	case 15: /* DATASEC */
	case 19: /* ENUM64 */
		*extra = (size_t)vlen * 12;
		return true;
	case 6: /* ENUM */
	case 13: /* FUNC_PROTO */
		*extra = (size_t)vlen * 8;
		return true;
	case 2: /* PTR */
	case 7: /* FWD */
	case 8: /* TYPEDEF */
	case 9: /* VOLATILE */
	case 10: /* CONST */
	case 11: /* RESTRICT */
	case 12: /* FUNC */
	case 16: /* FLOAT */
	case 18: /* TYPE_TAG */
		*extra = 0;
		return true;
	default:
		return false;
	}
}

const char *btf__type_name(const void *data, size_t len, u32 id)
{
	const char *base = data;
	struct btf_hdr h;
	const char *types, *strs;
	size_t off = 0;

	if (!data || len < sizeof(h) || !id)
		return NULL;
	memcpy(&h, base, sizeof(h));
	if (h.magic != BTF_MAGIC || h.hdr_len < sizeof(h) || h.hdr_len > len)
		return NULL;
	if (h.type_off > len - h.hdr_len || h.type_len > len - h.hdr_len - h.type_off ||
	    h.str_off > len - h.hdr_len || h.str_len > len - h.hdr_len - h.str_off)
		return NULL;
	types = base + h.hdr_len + h.type_off;
	strs = base + h.hdr_len + h.str_off;
	/* type ids count from 1, in the order of the type section */
	for (u32 n = 1; off + 12 <= h.type_len; n++) {
		u32 name_off, info;
		size_t extra;

		memcpy(&name_off, types + off, 4);
		memcpy(&info, types + off + 4, 4);
		if (n == id) {
			/* the name: a NUL-terminated string inside the string section */
			if (name_off >= h.str_len ||
			    !memchr(strs + name_off, 0, h.str_len - name_off))
				return NULL;
			return strs + name_off;
		}
		if (!kind_extra((info >> 24) & 0x1f, info & 0xffff, &extra))
			return NULL;
		off += 12 + extra;
	}
	return NULL;
}
