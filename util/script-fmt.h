/* SPDX-License-Identifier: GPL-2.0 */
/*
 * perf script's output fields: which fields each kind of event prints (-F/--fields, with
 * Linux perf's defaults and syntax: "f1,f2", "type:f1,f2", "+f1,-f2", "type:+f1"), and a
 * small output buffer with the number formatting the sample lines need, so printing a
 * sample is a few memcpy's and no stdio call.
 *
 *	struct script_fields sf;
 *	script_fields__init(&sf);
 *	script_fields__parse(&sf, "sw:comm,tid,ip");   // for each -F, in order
 *	u64 f = script_fields__for_type(&sf, attr.type);
 *	if (f & SF_COMM) ...
 */
#ifndef PERF_SCRIPT_FMT_H
#define PERF_SCRIPT_FMT_H

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#include "util/util.h"

/* The fields, in the order they print. */
enum script_field {
	SF_COMM = 1 << 0,
	SF_TID = 1 << 1,
	SF_PID = 1 << 2,
	SF_TIME = 1 << 3,
	SF_CPU = 1 << 4,
	SF_EVNAME = 1 << 5,
	SF_TRACE = 1 << 6,
	SF_IP = 1 << 7,
	SF_SYM = 1 << 8,
	SF_DSO = 1 << 9,
	SF_ADDR = 1 << 10,
	SF_SYMOFFSET = 1 << 11,
	SF_SRCLINE = 1 << 12,
	SF_PERIOD = 1 << 13,
	SF_MISC = 1 << 14,
	SF_PHYS_ADDR = 1 << 15,
	SF_WEIGHT = 1 << 16,
	SF_DATA_SRC = 1 << 17,
	SF_IREGS = 1 << 18, /* the sampled registers, after the location */
	SF_UREGS = 1 << 19,
	/* known only to be checked against the file (refused as Linux perf refuses them) */
	SF_DATA_PAGE_SIZE = 1 << 20,
	SF_CODE_PAGE_SIZE = 1 << 21,
	SF_INS_LAT = 1 << 22,
	/*
	 * The raw data of a software bpf-output event (Linux perf's "bpf-output", in its
	 * software default): only its empty form is printed, a line break (offcpu-time samples
	 * carry none); the dump of a BPF program's data is not, nor the field asked by name.
	 */
	SF_BPF_OUTPUT = 1 << 23,
};

/* Kinds of events with their own field set (the -F "type:" prefixes). */
enum script_out_type {
	SOT_HW, /* PERF_TYPE_HARDWARE  "hw" */
	SOT_SW, /* PERF_TYPE_SOFTWARE  "sw" */
	SOT_TRACE, /* PERF_TYPE_TRACEPOINT "trace" */
	SOT_CACHE, /* PERF_TYPE_HW_CACHE */
	SOT_RAW, /* PERF_TYPE_RAW "raw" */
	SOT_BREAK, /* PERF_TYPE_BREAKPOINT "break" */
	SOT_SYNTH, /* synthesized events (itrace): "synth" */
	SOT_OTHER, /* dynamic PMUs (uprobe, kprobe, ...) */
	SOT_MAX,
};

struct script_fields {
	u64 fields[SOT_MAX];
	u64 user_fields[SOT_MAX]; /* asked for by name: a missing sample field is an error */
	bool user_set[SOT_MAX]; /* -F replaced the defaults of this type */
	bool any_override; /* a full list (not +/-) was given without a type */
};

void script_fields__init(struct script_fields *sf);
/*
 * Applies one -F argument. Returns 0, or -EINVAL after printing why (unknown type or field,
 * a field invalid for the named type, +/- mixed with plain names, an empty list for all).
 */
int script_fields__parse(struct script_fields *sf, const char *spec);
enum script_out_type script_fields__type(u32 attr_type);
/* The field name of a single SF_* bit ("comm", ...). */
const char *script_field__name(u64 field);

/*
 * Checks the fields of one event against its sample_type: a default field the samples
 * cannot give is dropped quietly, a field the user named gives an error (printed) and
 * -EINVAL when strict (Linux perf checks only the first event of each attr type: a later
 * one, as record's dummy:HG tracking event, just prints without it). Returns the fields to
 * print in *out.
 */
int script_fields__check(const struct script_fields *sf, u32 attr_type, u64 sample_type,
			 const char *evname, bool strict, u64 *out);

/*
 * The output buffer: records are formatted into it and it is written to fd when full.
 * Space is made before each append, so appends cannot fail.
 */
struct outbuf {
	char *buf;
	size_t len, cap;
	int fd;
	int err; /* first write error (-errno), e.g. -EPIPE when the reader went away */
};

void outbuf__init(struct outbuf *ob, int fd, size_t cap);
void outbuf__exit(struct outbuf *ob); /* flushes and frees */
void outbuf__flush(struct outbuf *ob);
void outbuf__reserve_slow(struct outbuf *ob, size_t n);

static inline char *outbuf__reserve(struct outbuf *ob, size_t n)
{
	if (unlikely(ob->len + n > ob->cap))
		outbuf__reserve_slow(ob, n);
	return ob->buf + ob->len;
}

static inline void outbuf__putc(struct outbuf *ob, char c)
{
	*outbuf__reserve(ob, 1) = c;
	ob->len++;
}

static inline void outbuf__put(struct outbuf *ob, const char *s, size_t n)
{
	memcpy(outbuf__reserve(ob, n), s, n);
	ob->len += n;
}

static inline void outbuf__puts(struct outbuf *ob, const char *s)
{
	outbuf__put(ob, s, strlen(s));
}

/* s right-aligned in width columns (printf "%*s"). */
void outbuf__put_right(struct outbuf *ob, const char *s, int width);
/* Unsigned decimal, right-aligned in width with pad (' ' or '0'): "%*llu", "%0*llu". */
void outbuf__put_u64(struct outbuf *ob, u64 v, int width, char pad);
/* Signed decimal, right-aligned ("%*d") or left-aligned when width < 0 ("%-*d"). */
void outbuf__put_s64(struct outbuf *ob, s64 v, int width);
/* Lower-case hex without 0x, right-aligned in width ("%*llx"). */
void outbuf__put_hex(struct outbuf *ob, u64 v, int width);
/* printf into the buffer (for the rare, non-hot lines). */
void outbuf__printf(struct outbuf *ob, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
