/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Tracepoint payloads of a perf.data file: the HEADER_TRACING_DATA blob (Linux perf's
 * layout: magic, version, endianness, long and page size, header_page, header_event, ftrace
 * formats, event formats by system, kallsyms, printk formats, saved cmdlines) parsed with
 * libtraceevent, so a sample's raw data prints as the kernel's format string says.
 */
#ifndef PERF_TRACE_EVENT_H
#define PERF_TRACE_EVENT_H

#include <stdbool.h>
#include <stddef.h>
#include "util/util.h"

struct trace_event;

/* Parses the blob; NULL (with a pr_debug line) when it is malformed. Every size is checked. */
struct trace_event *trace_event__new(const void *data, size_t size);
void trace_event__delete(struct trace_event *te);

/*
 * Formats the raw payload of a sample of tracepoint id into *buf (grown as needed, NUL
 * terminated). Returns the length, or -ENOENT when the id has no format.
 */
int trace_event__format(struct trace_event *te, u64 id, const void *raw, u32 raw_size,
			char **buf, size_t *len);

/*
 * The names of tracepoint id's own fields (not the common_ ones), comma separated, into
 * buf. Returns the length, or -ENOENT when the id has no format.
 */
int trace_event__field_names(struct trace_event *te, u64 id, char *buf, size_t len);

/* The system and name of tracepoint id ("raw_syscalls", "sys_enter"); -ENOENT without a format. */
int trace_event__name(struct trace_event *te, u64 id, const char **sys, const char **name);

/*
 * One field of a tracepoint sample as Linux perf's scripting hands it over: a number (the
 * bytes of its size read in the file's byte order, never sign-extended: a signed int of -1
 * is 4294967295, as Linux perf passes it), a string (a char array or __data_loc string
 * whose bytes are printable up to a final NUL) or bytes (any other array; a string field
 * once seen unprintable stays bytes for the rest of the run, as in Linux perf).
 */
enum trace_field_kind { TRACE_FIELD_NUM, TRACE_FIELD_STR, TRACE_FIELD_BYTES };

struct trace_field {
	const char *name;
	enum trace_field_kind kind;
	bool is_signed;
	u32 size; /* of a number */
	u64 num; /* TRACE_FIELD_NUM */
	const char *data; /* STR (NUL terminated inside the payload) and BYTES: in the payload */
	u32 len;
};

/*
 * Calls fn for each of tracepoint id's own fields (not the common_ ones) of the payload raw,
 * in the format's order; stops at fn's first non-zero return and returns it. -ENOENT: no
 * format for id; -EINVAL: a field lies outside the payload (nothing was called).
 */
int trace_event__fields(struct trace_event *te, u64 id, const void *raw, u32 raw_size,
			int (*fn)(const struct trace_field *field, void *arg), void *arg);

/*
 * A common field of the payload (common_pid, common_flags, common_preempt_count,
 * common_lock_depth, ...): 0 when the format or the payload lacks it, as Linux perf's
 * common_lock_depth() on today's kernels.
 */
u64 trace_event__common(struct trace_event *te, u64 id, const void *raw, u32 raw_size,
			const char *name);

/*
 * One field of a tracepoint's format, to read it from samples' raw payloads by name (as
 * perf sched reads prev_pid, next_comm, ...). NULL when id has no format or no such field.
 * Valid as long as te.
 */
struct trace_event_field;
const struct trace_event_field *trace_event__field(struct trace_event *te, u64 id,
						   const char *name);
/*
 * The field's value in raw (the file's byte order undone), sign-extended when the format
 * says signed; -ENOENT when raw is too short for it (or the field is not a number).
 */
int trace_event_field__num(const struct trace_event_field *f, const void *raw, u32 raw_size,
			   s64 *val);
/*
 * A char array field (a comm) as a C string into buf (len > 0); -ENOENT when raw is too
 * short, the field is no fixed array, or f is NULL.
 */
int trace_event_field__str(const struct trace_event_field *f, const void *raw, u32 raw_size,
			   char *buf, size_t len);

/*
 * The name the print format's nth argument (0 the first), a __print_symbolic() table, gives
 * value (softirq_entry's vec 3 -> "NET_RX"); NULL when that argument is no such table or
 * has no non-empty name for value. Valid as long as te.
 */
const char *trace_event__print_symbol(struct trace_event *te, u64 id, int nth, u64 value);

/*
 * The symbolic and flag values a tracepoint's print format gives its fields
 * (__print_symbolic, __print_flags), walked as Linux perf walks them for its scripts'
 * define_symbolic_field/_value and define_flag_field/_value: field holds the last field
 * named, kept from one event's walk to the next as Linux perf keeps it (free it at the end).
 * 0, or -ENOENT for an unknown event.
 */
struct trace_event_symbols_ops {
	void (*flag_field)(void *arg, const char *field, const char *delim);
	void (*flag_value)(void *arg, const char *field, long long value, const char *str);
	void (*symbolic_field)(void *arg, const char *field);
	void (*symbolic_value)(void *arg, const char *field, long long value, const char *str);
};
int trace_event__walk_symbols(struct trace_event *te, u64 id, char **field,
			      const struct trace_event_symbols_ops *ops, void *arg);

/*
 * Is text (one tracepoint's format file) shaped as tracefs writes it? Damaged formats are
 * not given to libtraceevent, whose parser trusts its input.
 */
bool trace_event__format_ok(const char *text, size_t size);

#endif
