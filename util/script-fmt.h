/* SPDX-License-Identifier: GPL-2.0 */
/*
 * perf script's output fields: which fields each kind of event prints (-F/--fields, with
 * Linux perf's defaults and syntax: "f1,f2", "type:f1,f2", "+f1,-f2", "type:+f1"). The
 * lines are formatted into an outbuf (util/outbuf.h): a few memcpy's, no stdio call.
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

#include "util/outbuf.h"
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
	/* the instruction at the sample's address: its length, its bytes (after the registers) */
	SF_INSNLEN = 1 << 24,
	SF_INSN = 1 << 25,
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

#endif
