// SPDX-License-Identifier: GPL-2.0
/* perf script's -F field sets. */
#include <errno.h>
#include <linux/perf_event.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "util/debug.h"
#include "util/script-fmt.h"

struct field_desc {
	const char *name;
	u64 bit;
	u64 need; /* sample_type bits, any of which makes the field printable */
	const char *attr; /* the sample_type name for the error message */
	bool no_print; /* we check it against the file but cannot print it */
};

/* In the order Linux perf checks them against an event's sample_type. */
static const struct field_desc field_descs[] = {
	{ "comm", SF_COMM, 0, NULL, false },
	{ "event", SF_EVNAME, 0, NULL, false },
	{ "trace", SF_TRACE, PERF_SAMPLE_RAW, "RAW", false },
	{ "ip", SF_IP, PERF_SAMPLE_IP, "IP", false },
	{ "addr", SF_ADDR, PERF_SAMPLE_ADDR, "ADDR", false },
	{ "data_src", SF_DATA_SRC, PERF_SAMPLE_DATA_SRC, "DATA_SRC", true },
	{ "weight", SF_WEIGHT, PERF_SAMPLE_WEIGHT | PERF_SAMPLE_WEIGHT_STRUCT, "WEIGHT", true },
	{ "sym", SF_SYM, PERF_SAMPLE_IP | PERF_SAMPLE_ADDR, "IP", false },
	{ "symoff", SF_SYMOFFSET, PERF_SAMPLE_IP | PERF_SAMPLE_ADDR, "IP", false },
	{ "dso", SF_DSO, PERF_SAMPLE_IP | PERF_SAMPLE_ADDR, "IP", false },
	{ "srcline", SF_SRCLINE, PERF_SAMPLE_IP | PERF_SAMPLE_ADDR, "IP", false },
	{ "tid", SF_TID, PERF_SAMPLE_TID, "TID", false },
	{ "pid", SF_PID, PERF_SAMPLE_TID, "TID", false },
	{ "time", SF_TIME, PERF_SAMPLE_TIME, "TIME", false },
	{ "cpu", SF_CPU, PERF_SAMPLE_CPU, "CPU", false },
	{ "iregs", SF_IREGS, PERF_SAMPLE_REGS_INTR, "IREGS", false },
	{ "uregs", SF_UREGS, PERF_SAMPLE_REGS_USER, "UREGS", false },
	{ "phys_addr", SF_PHYS_ADDR, PERF_SAMPLE_PHYS_ADDR, "PHYS_ADDR", true },
	{ "data_page_size", SF_DATA_PAGE_SIZE, PERF_SAMPLE_DATA_PAGE_SIZE, "DATA_PAGE_SIZE", true },
	{ "code_page_size", SF_CODE_PAGE_SIZE, PERF_SAMPLE_CODE_PAGE_SIZE, "CODE_PAGE_SIZE", true },
	{ "ins_lat", SF_INS_LAT, PERF_SAMPLE_WEIGHT_STRUCT, "WEIGHT_STRUCT", true },
	/* without PERIOD in the samples, the attr's fixed period */
	{ "period", SF_PERIOD, 0, NULL, false },
	/* (read from the code's file: nothing the samples must hold) */
	{ "insn", SF_INSN, 0, NULL, false },
	{ "insnlen", SF_INSNLEN, 0, NULL, false },
};

/* Fields of Linux perf's list we know by name but do not print (yet). */
static const char *const unsupported_fields[] = {
	"brstack",	  "brstacksym", "flags",      "bpf-output", "brstackinsn",
	"brstackinsnlen", "brstackoff", "callindent", "synth",	    "metric",
	"misc",		  "srccode",	"ipc",	      "tod",	    "machine_pid",
	"vcpu",		  "cgroup",	"retire_lat", "dsoff",
};

static const struct {
	const char *name; /* -F prefix; NULL: no prefix names it */
	const char *desc; /* in messages */
} out_types[SOT_MAX] = {
	[SOT_HW] = { "hw", "hardware" },
	[SOT_SW] = { "sw", "software" },
	[SOT_TRACE] = { "trace", "tracepoint" },
	[SOT_CACHE] = { NULL, "hardware-cache" },
	[SOT_RAW] = { "raw", "raw" },
	[SOT_BREAK] = { "break", "breakpoint" },
	[SOT_SYNTH] = { "synth", "synthesized" },
	[SOT_OTHER] = { NULL, "other" },
};

#define SF_SAMPLE_DEFAULT                                                                  \
	(SF_COMM | SF_TID | SF_CPU | SF_TIME | SF_EVNAME | SF_IP | SF_SYM | SF_SYMOFFSET | \
	 SF_DSO | SF_PERIOD)

/* Linux perf's defaults per kind of event. */
static const u64 default_fields[SOT_MAX] = {
	[SOT_HW] = SF_SAMPLE_DEFAULT,
	[SOT_SW] = SF_SAMPLE_DEFAULT | SF_BPF_OUTPUT,
	[SOT_TRACE] = SF_COMM | SF_TID | SF_CPU | SF_TIME | SF_EVNAME | SF_TRACE,
	[SOT_CACHE] = SF_SAMPLE_DEFAULT,
	[SOT_RAW] = SF_SAMPLE_DEFAULT | SF_ADDR,
	[SOT_BREAK] = SF_SAMPLE_DEFAULT,
	[SOT_SYNTH] = SF_COMM | SF_TID | SF_CPU | SF_TIME | SF_EVNAME | SF_IP | SF_SYM |
		      SF_SYMOFFSET | SF_DSO,
	[SOT_OTHER] = SF_SAMPLE_DEFAULT,
};

/* Fields that make no sense for a kind: the raw tracepoint payload exists only there. */
static u64 invalid_fields(enum script_out_type t)
{
	return t == SOT_TRACE ? 0 : SF_TRACE;
}

void script_fields__init(struct script_fields *sf)
{
	memset(sf, 0, sizeof(*sf));
	memcpy(sf->fields, default_fields, sizeof(sf->fields));
}

enum script_out_type script_fields__type(u32 attr_type)
{
	switch (attr_type) {
	case PERF_TYPE_HARDWARE:
		return SOT_HW;
	case PERF_TYPE_SOFTWARE:
		return SOT_SW;
	case PERF_TYPE_TRACEPOINT:
		return SOT_TRACE;
	case PERF_TYPE_HW_CACHE:
		return SOT_CACHE;
	case PERF_TYPE_RAW:
		return SOT_RAW;
	case PERF_TYPE_BREAKPOINT:
		return SOT_BREAK;
	default:
		return SOT_OTHER;
	}
}

const char *script_field__name(u64 field)
{
	for (size_t i = 0; i < ARRAY_SIZE(field_descs); i++)
		if (field_descs[i].bit == field)
			return field_descs[i].name;
	return "?";
}

static const struct field_desc *find_field(const char *name, size_t len)
{
	for (size_t i = 0; i < ARRAY_SIZE(field_descs); i++)
		if (strlen(field_descs[i].name) == len && !strncmp(field_descs[i].name, name, len))
			return &field_descs[i];
	return NULL;
}

static bool is_unsupported(const char *name, size_t len)
{
	for (size_t i = 0; i < ARRAY_SIZE(unsupported_fields); i++)
		if (strlen(unsupported_fields[i]) == len &&
		    !strncmp(unsupported_fields[i], name, len))
			return true;
	return false;
}

int script_fields__parse(struct script_fields *sf, const char *spec)
{
	const char *list = spec, *colon = strchr(spec, ':');
	int only = -1; /* the one type named by a prefix, or -1 for all */
	bool has_plain = false, has_delta = false;
	const char *p;

	if (colon) {
		size_t n = colon - spec;

		for (int t = 0; t < SOT_MAX; t++)
			if (out_types[t].name && strlen(out_types[t].name) == n &&
			    !strncmp(out_types[t].name, spec, n))
				only = t;
		if (only < 0) {
			pr_err("Invalid event type in field string.\n");
			return -EINVAL;
		}
		list = colon + 1;
		if (!*list) {
			/* "trace:" prints no events of that kind */
			sf->fields[only] = sf->user_fields[only] = 0;
			sf->user_set[only] = true;
			return 0;
		}
	} else if (!*list) {
		pr_err("Cannot set fields to 'none' for all event types.\n");
		return -EINVAL;
	}

	/*
	 * First pass: validate every name and the +/- mode before changing anything. Empty
	 * items ("comm,,tid", ",") are nothing, as Linux perf's tokens are.
	 */
	for (p = list; *p;) {
		const char *end = strchrnul(p, ',');
		const char *name = p;
		size_t len;

		if (end == p) {
			p++;
			continue;
		}
		if (*name == '+' || *name == '-') {
			has_delta = true;
			name++;
		} else {
			has_plain = true;
		}
		len = end - name;
		if (!find_field(name, len)) {
			if (is_unsupported(name, len))
				pr_err("perf script: -F: field '%.*s' is not supported\n", (int)len,
				       name);
			else
				pr_err("Invalid field requested.\n");
			return -EINVAL;
		}
		if (only >= 0 && (find_field(name, len)->bit & invalid_fields(only))) {
			pr_err("'%.*s' not valid for %s events.\n", (int)len, name,
			       out_types[only].desc);
			return -EINVAL;
		}
		p = *end ? end + 1 : end;
	}
	if (has_plain && has_delta) {
		pr_err("Cannot mix +-field with overridden fields\n");
		return -EINVAL;
	}
	/* a list without + or - replaces the fields, even one of no name (",") */
	has_plain = !has_delta;

	for (int t = 0; t < SOT_MAX; t++) {
		if (only >= 0 && t != only)
			continue;
		if (has_plain) {
			if (sf->user_set[t] && only >= 0)
				pr_warning("Overriding previous field request for %s events.\n",
					   out_types[t].desc);
			sf->fields[t] = sf->user_fields[t] = 0;
			sf->user_set[t] = true;
		}
	}
	if (has_plain && only < 0) {
		if (sf->any_override)
			pr_warning("Overriding previous field request for all events.\n");
		sf->any_override = true;
	}

	for (p = list; *p;) {
		const char *end = strchrnul(p, ',');
		const char *name = p;
		char op = '=';
		const struct field_desc *fd;

		if (end == p) {
			p++;
			continue;
		}
		if (*name == '+' || *name == '-')
			op = *name++;
		fd = find_field(name, end - name);
		for (int t = 0; t < SOT_MAX; t++) {
			if (only >= 0 && t != only)
				continue;
			if (fd->bit & invalid_fields(t)) {
				if (op != '-')
					pr_warning("'%s' not valid for %s events. Ignoring.\n",
						   fd->name, out_types[t].desc);
				continue;
			}
			if (op == '-') {
				sf->fields[t] &= ~fd->bit;
				sf->user_fields[t] &= ~fd->bit;
			} else {
				sf->fields[t] |= fd->bit;
				sf->user_fields[t] |= fd->bit;
			}
		}
		p = *end ? end + 1 : end;
	}
	return 0;
}

int script_fields__check(const struct script_fields *sf, u32 attr_type, u64 sample_type,
			 const char *evname, bool strict, u64 *out)
{
	enum script_out_type t = script_fields__type(attr_type);
	u64 f = sf->fields[t];

	for (size_t i = 0; i < ARRAY_SIZE(field_descs); i++) {
		const struct field_desc *fd = &field_descs[i];

		/* what one field needs of the others, where Linux perf checks it */
		if (fd->bit == SF_SYMOFFSET && (f & SF_SYMOFFSET) && !(f & SF_SYM)) {
			pr_err("Display of offsets requested but symbol is not selected.\n");
			return -EINVAL;
		}
		if (fd->bit == SF_SRCLINE && (f & SF_SRCLINE) && !(f & SF_IP)) {
			pr_err("Display of source line number requested but sample IP is not\n"
			       "selected. Hence, no address to lookup the source line number.\n");
			return -EINVAL;
		}
		if (!(f & fd->bit))
			continue;
		if (fd->need && !(sample_type & fd->need)) {
			if (strict && (sf->user_fields[t] & fd->bit)) {
				pr_err("Samples for '%s' event do not have %s attribute set. Cannot print '%s' field.\n",
				       evname, fd->attr, fd->name);
				return -EINVAL;
			}
			f &= ~fd->bit;
			continue;
		}
		if (fd->no_print) {
			pr_err("perf script: -F: field '%s' is not supported\n", fd->name);
			return -EINVAL;
		}
	}
	*out = f;
	return 0;
}

/* --- output buffer --- */
