// SPDX-License-Identifier: GPL-2.0
/* Parsing the tracing-data blob of perf.data and formatting tracepoint samples. */
#include <ctype.h>
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "util/debug.h"
#include "util/lazy-traceevent.h"
#include "util/trace-event.h"

struct trace_event {
	struct tep_handle *tep;
};

struct blob {
	const char *p, *end;
	bool swap;
};

static int take(struct blob *b, void *dst, size_t n)
{
	if ((size_t)(b->end - b->p) < n)
		return -EINVAL;
	memcpy(dst, b->p, n);
	b->p += n;
	return 0;
}

static int take_u32(struct blob *b, u32 *v)
{
	if (take(b, v, 4))
		return -EINVAL;
	if (b->swap)
		*v = __builtin_bswap32(*v);
	return 0;
}

static int take_u64(struct blob *b, u64 *v)
{
	if (take(b, v, 8))
		return -EINVAL;
	if (b->swap)
		*v = __builtin_bswap64(*v);
	return 0;
}

static const char *take_str(struct blob *b)
{
	const char *s = b->p;
	const char *nul = memchr(s, '\0', b->end - b->p);

	if (!nul)
		return NULL;
	b->p = nul + 1;
	return s;
}

/* A sized chunk; returns a NUL terminated copy (libtraceevent wants C strings) or NULL. */
static char *take_chunk(struct blob *b, u64 size)
{
	char *s;

	if (size > (u64)(b->end - b->p))
		return NULL;
	s = xmalloc(size + 1);
	memcpy(s, b->p, size);
	s[size] = '\0';
	b->p += size;
	return s;
}

/* One "\tfield:DECL;\toffset:N;\tsize:N;\tsigned:N;" line of a format's field list. */
static bool field_line_ok(const char *p, const char *end)
{
	static const char *const keys[] = { ";\toffset:", ";\tsize:", ";\tsigned:" };
	const char *decl_end;
	int depth = 0;
	char last = 0;

	if (end - p < 7 || memcmp(p, "\tfield:", 7))
		return false;
	p += 7;
	decl_end = memchr(p, ';', end - p);
	if (!decl_end || decl_end == p)
		return false;
	for (; p < decl_end; p++) {
		char c = *p;

		if (c == '[') {
			if (depth++)
				return false;
		} else if (c == ']') {
			if (!depth--)
				return false;
		} else if (!isalnum((unsigned char)c) && c != '_' && c != ' ' && c != '*') {
			return false;
		}
		if (c != ' ')
			last = c;
	}
	if (depth || !(isalnum((unsigned char)last) || last == '_' || last == ']'))
		return false;
	for (size_t k = 0; k < ARRAY_SIZE(keys); k++) {
		size_t l = strlen(keys[k]);

		if ((size_t)(end - p) < l || memcmp(p, keys[k], l))
			return false;
		p += l;
		if (p >= end || !isdigit((unsigned char)*p))
			return false;
		while (p < end && isdigit((unsigned char)*p))
			p++;
	}
	return p < end && *p == ';';
}

/*
 * The print fmt: a quoted format then arguments, with every string closed and every
 * bracket matched, ending the text with a newline.
 */
static bool print_fmt_ok(const char *p, const char *end)
{
	char stack[64];
	int depth = 0;
	bool in_str = false;

	if (end == p || end[-1] != '\n')
		return false;
	for (end--; p < end; p++) {
		char c = *p;

		if (in_str) {
			if (c == '\\' && p + 1 < end)
				p++;
			else if (c == '"')
				in_str = false;
			continue; /* a newline may stand in a string (ext4:ext4_fc_stats) */
		}
		switch (c) {
		case '"':
			in_str = true;
			break;
		case '(':
		case '[':
		case '{':
			if (depth == (int)sizeof(stack))
				return false;
			stack[depth++] = c == '(' ? ')' : c == '[' ? ']' : '}';
			break;
		case ')':
		case ']':
		case '}':
			if (!depth || stack[--depth] != c)
				return false;
			break;
		}
	}
	return !in_str && !depth;
}

/*
 * libtraceevent trusts the format text it parses (a damaged field line can make it
 * dereference NULL), and the text comes from an untrusted file: accept only what tracefs
 * writes. Printable ASCII, the name/ID/format/print fmt parts, well-formed field lines.
 */
bool trace_event__format_ok(const char *text, size_t size)
{
	const char *p = text, *end = text + size, *nl;
	bool in_fields = false, saw_fields = false;

	for (size_t i = 0; i < size; i++) {
		unsigned char c = text[i];

		if ((c < 0x20 && c != '\n' && c != '\t') || c >= 0x7f)
			return false;
	}
	if (size < 6 || memcmp(text, "name: ", 6) || !memmem(text, size, "\nID: ", 5) ||
	    !memmem(text, size, "\nprint fmt: ", 12))
		return false;
	for (; p < end; p = nl + 1) {
		nl = memchr(p, '\n', end - p);
		if (!nl)
			nl = end;
		if (!in_fields) {
			if (nl - p == 7 && !memcmp(p, "format:", 7))
				in_fields = saw_fields = true;
			else if (nl - p >= 11 && !memcmp(p, "print fmt: ", 11))
				break;
			continue;
		}
		if (nl == p) /* the blank line between common and event fields */
			continue;
		if (nl - p >= 11 && !memcmp(p, "print fmt: ", 11))
			return saw_fields && print_fmt_ok(p + 11, end);
		if (!field_line_ok(p, nl))
			return false;
	}
	return false; /* no print fmt */
}

static int parse(struct trace_event *te, struct blob *b)
{
	static const char magic[] = { 0x17, 0x08, 0x44, 't', 'r', 'a', 'c', 'i', 'n', 'g' };
	char m[10], hdr[13];
	const char *version, *sys;
	u8 big_endian, long_size;
	u32 page_size, n, nsys;
	u64 size;
	char *chunk;
	int is_big = 0;

	if (take(b, m, sizeof(m)) || memcmp(m, magic, sizeof(m)))
		return -EINVAL;
	version = take_str(b);
	if (!version || take(b, &big_endian, 1) || take(b, &long_size, 1))
		return -EINVAL;
	b->swap = big_endian != (__BYTE_ORDER__ == __ORDER_BIG_ENDIAN__);
	is_big = big_endian;
	if (take_u32(b, &page_size))
		return -EINVAL;
	tep_set_file_bigendian(te->tep, is_big ? TEP_BIG_ENDIAN : TEP_LITTLE_ENDIAN);
	tep_set_local_bigendian(te->tep, __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__ ? TEP_BIG_ENDIAN :
										  TEP_LITTLE_ENDIAN);
	tep_set_long_size(te->tep, long_size);
	tep_set_page_size(te->tep, page_size);

	/* "header_page\0" size data, "header_event\0" size data */
	if (take(b, hdr, 12) || memcmp(hdr, "header_page", 12) || take_u64(b, &size))
		return -EINVAL;
	chunk = take_chunk(b, size);
	if (!chunk)
		return -EINVAL;
	tep_parse_header_page(te->tep, chunk, size, long_size);
	free(chunk);
	if (take(b, hdr, 13) || memcmp(hdr, "header_event", 13) || take_u64(b, &size))
		return -EINVAL;
	if (size > (u64)(b->end - b->p))
		return -EINVAL;
	b->p += size;

	/* ftrace's own events */
	if (take_u32(b, &n))
		return -EINVAL;
	for (u32 i = 0; i < n; i++) {
		if (take_u64(b, &size) || !(chunk = take_chunk(b, size)))
			return -EINVAL;
		if (trace_event__format_ok(chunk, size))
			tep_parse_event(te->tep, chunk, size, "ftrace");
		free(chunk);
	}
	/* the recorded events, by system */
	if (take_u32(b, &nsys))
		return -EINVAL;
	for (u32 s = 0; s < nsys; s++) {
		sys = take_str(b);
		if (!sys || take_u32(b, &n))
			return -EINVAL;
		for (u32 i = 0; i < n; i++) {
			if (take_u64(b, &size) || !(chunk = take_chunk(b, size)))
				return -EINVAL;
			if (!trace_event__format_ok(chunk, size))
				pr_warning_once("Warning: a tracepoint format in the file is damaged; "
						"its events are shown without fields\n");
			else if (tep_parse_event(te->tep, chunk, size, sys))
				pr_debug("trace-event: cannot parse a format of %s\n", sys);
			free(chunk);
		}
	}
	/*
	 * kallsyms and printk formats follow; they only serve %pS-style arguments, and
	 * libtraceevent's printk parser reads past a buffer without a final newline
	 * (tests/fuzz/regressions/tracing-data-printk-no-newline.data), so they are not parsed.
	 */
	return 0;
}

static struct trace_event *parse_blob(const void *data, size_t size)
{
	struct trace_event *te = xzalloc(sizeof(*te));
	struct blob b = { .p = data, .end = (const char *)data + size };

	te->tep = tep_alloc();
	if (!te->tep || parse(te, &b)) {
		pr_debug("trace-event: malformed tracing data\n");
		trace_event__delete(te);
		return NULL;
	}
	return te;
}

/*
 * The formats are checked (trace_event__format_ok), but libtraceevent's parser still
 * evaluates what it reads (a damaged "R%C->x" divides by zero), and the file is untrusted:
 * parse once in a child, and only when that survives here. One fork per file.
 */
static bool parse_survives(const void *data, size_t size)
{
	int status;
	pid_t pid;

	fflush(NULL);
	pid = fork();
	if (pid < 0)
		return true; /* cannot check: trust the format checks */
	if (pid == 0) {
		/*
		 * A crash in here is the expected way to fail: die by the signal rather than
		 * through a sanitizer's or libFuzzer's handler, which would report (and save as a
		 * crash) what the parent handles.
		 */
		static const int deadly[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT };

		for (size_t i = 0; i < sizeof(deadly) / sizeof(deadly[0]); i++)
			signal(deadly[i], SIG_DFL);
		trace_event__delete(parse_blob(data, size));
		_exit(0);
	}
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			return true;
	/* (a sanitizer that kept its handler exits 1 on a signal) */
	return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

struct trace_event *trace_event__new(const void *data, size_t size)
{
	if (!parse_survives(data, size)) {
		pr_warning("Warning: the file's tracepoint formats are damaged; tracepoint fields "
			   "are not shown\n");
		return NULL;
	}
	return parse_blob(data, size);
}

void trace_event__delete(struct trace_event *te)
{
	if (!te)
		return;
	if (te->tep)
		tep_free(te->tep);
	free(te);
}

int trace_event__format(struct trace_event *te, u64 id, const void *raw, u32 raw_size,
			char **buf, size_t *len)
{
	struct tep_event *ev = tep_find_event(te->tep, (int)id);
	struct tep_record rec = { .size = (int)raw_size, .data = (void *)raw };
	struct trace_seq seq;
	int n;

	if (!ev || !raw)
		return -ENOENT;
	trace_seq_init(&seq);
	lazy_tep_print_info(te->tep, &seq, &rec);
	trace_seq_terminate(&seq);
	n = seq.len;
	if (*len < (size_t)n + 1) {
		*len = n + 1;
		*buf = xrealloc(*buf, *len);
	}
	memcpy(*buf, seq.buffer, n);
	(*buf)[n] = '\0';
	trace_seq_destroy(&seq);
	return n;
}

int trace_event__field_names(struct trace_event *te, u64 id, char *buf, size_t len)
{
	struct tep_event *ev = tep_find_event(te->tep, (int)id);
	struct tep_format_field *f;
	size_t n = 0;

	if (!ev)
		return -ENOENT;
	if (len)
		buf[0] = '\0';
	for (f = ev->format.fields; f; f = f->next) {
		int k = snprintf(buf + n, n < len ? len - n : 0, "%s%s", n ? "," : "", f->name);

		if (k > 0)
			n = n + (size_t)k < len ? n + (size_t)k : (len ? len - 1 : 0);
	}
	return (int)n;
}

const struct trace_event_field *trace_event__field(struct trace_event *te, u64 id, const char *name)
{
	struct tep_event *ev = te ? tep_find_event(te->tep, (int)id) : NULL;

	return ev ? (const struct trace_event_field *)tep_find_field(ev, name) : NULL;
}

static bool field_fits(const struct tep_format_field *f, u32 raw_size)
{
	return f && f->offset >= 0 && f->size > 0 && (u32)f->offset <= raw_size &&
	       (u32)f->size <= raw_size - (u32)f->offset;
}

int trace_event_field__num(const struct trace_event_field *field, const void *raw, u32 raw_size,
			   s64 *val)
{
	const struct tep_format_field *f = (const struct tep_format_field *)field;
	unsigned long long v;

	if (!raw || !field_fits(f, raw_size) || (f->flags & TEP_FIELD_IS_ARRAY) ||
	    (f->size != 1 && f->size != 2 && f->size != 4 && f->size != 8))
		return -ENOENT;
	v = tep_read_number(f->event->tep, (const char *)raw + f->offset, f->size);
	if ((f->flags & TEP_FIELD_IS_SIGNED) && f->size < 8) {
		unsigned int shift = 64 - 8 * f->size;

		*val = (s64)(v << shift) >> shift;
	} else {
		*val = (s64)v;
	}
	return 0;
}

int trace_event_field__str(const struct trace_event_field *field, const void *raw, u32 raw_size,
			   char *buf, size_t len)
{
	const struct tep_format_field *f = (const struct tep_format_field *)field;
	u32 off, size;
	size_t n;

	if (!len)
		return -ENOENT;
	buf[0] = '\0';
	if (!raw || !field_fits(f, raw_size))
		return -ENOENT;
	off = (u32)f->offset;
	size = (u32)f->size;
	if (f->flags & TEP_FIELD_IS_DYNAMIC) {
		/* __data_loc: a u32 of the string's offset (low half) and length (high half) */
		u32 loc;

		if (f->size != 4)
			return -ENOENT;
		loc = (u32)tep_read_number(f->event->tep, (const char *)raw + f->offset, 4);
		off = loc & 0xffff;
		size = loc >> 16;
		if (f->flags & TEP_FIELD_IS_RELATIVE) /* __rel_loc: from the field's end */
			off += (u32)f->offset + 4;
		if (off > raw_size || size > raw_size - off)
			return -ENOENT;
	}
	n = strnlen((const char *)raw + off, size);
	if (n >= len)
		n = len - 1;
	memcpy(buf, (const char *)raw + off, n);
	buf[n] = '\0';
	return 0;
}

int trace_event__name(struct trace_event *te, u64 id, const char **sys, const char **name)
{
	struct tep_event *ev = tep_find_event(te->tep, (int)id);

	if (!ev)
		return -ENOENT;
	*sys = ev->system;
	*name = ev->name;
	return 0;
}

/* Linux perf's test for a string: bytes printable or spaces up to a NUL that ends it. */
static bool printable_string(const char *p, u32 len)
{
	if (!len || p[len - 1] != '\0')
		return false;
	for (u32 i = 0; i < len - 1 && p[i]; i++)
		if (!isprint((unsigned char)p[i]) && !isspace((unsigned char)p[i]))
			return false;
	return true;
}

/* Where an array field's bytes are: a __data_loc's (relative) offset and length, checked. */
static int array_span(struct tep_handle *tep, struct tep_format_field *f, const char *raw,
		      u32 raw_size, u32 *off, u32 *len)
{
	*off = f->offset;
	*len = f->size;
	if ((u64)f->offset + f->size > raw_size)
		return -EINVAL;
	if (f->flags & TEP_FIELD_IS_DYNAMIC) {
		u64 loc = tep_read_number(tep, raw + f->offset, f->size);

		*off = loc & 0xffff;
		*len = (loc >> 16) & 0xffff;
		if (f->flags & TEP_FIELD_IS_RELATIVE)
			*off += f->offset + f->size;
		if ((u64)*off + *len > raw_size)
			return -EINVAL;
	}
	return 0;
}

int trace_event__fields(struct trace_event *te, u64 id, const void *raw, u32 raw_size,
			int (*fn)(const struct trace_field *field, void *arg), void *arg)
{
	struct tep_event *ev = tep_find_event(te->tep, (int)id);
	const char *data = raw;
	struct tep_format_field *f;
	u32 off, len;

	if (!ev)
		return -ENOENT;
	/* every field checked first: a script sees a sample whole or not at all */
	for (f = ev->format.fields; f; f = f->next)
		if (!raw || array_span(te->tep, f, data, raw_size, &off, &len))
			return -EINVAL;
	for (f = ev->format.fields; f; f = f->next) {
		struct trace_field tf = { .name = f->name, .size = f->size };
		int err;

		if (f->flags & TEP_FIELD_IS_ARRAY) {
			array_span(te->tep, f, data, raw_size, &off, &tf.len);
			tf.data = data + off;
			tf.kind = TRACE_FIELD_BYTES;
			if (f->flags & TEP_FIELD_IS_STRING) {
				if (printable_string(tf.data, tf.len))
					tf.kind = TRACE_FIELD_STR;
				else
					f->flags &= ~TEP_FIELD_IS_STRING;
			}
		} else {
			tf.kind = TRACE_FIELD_NUM;
			tf.is_signed = f->flags & TEP_FIELD_IS_SIGNED;
			tf.num = tep_read_number(te->tep, data + f->offset, f->size);
		}
		err = fn(&tf, arg);
		if (err)
			return err;
	}
	return 0;
}

u64 trace_event__common(struct trace_event *te, u64 id, const void *raw, u32 raw_size,
			const char *name)
{
	struct tep_event *ev = tep_find_event(te->tep, (int)id);
	struct tep_format_field *f = ev ? tep_find_common_field(ev, name) : NULL;

	if (!f || !raw || (u64)f->offset + f->size > raw_size)
		return 0;
	return tep_read_number(te->tep, (const char *)raw + f->offset, f->size);
}

const char *trace_event__print_symbol(struct trace_event *te, u64 id, int nth, u64 value)
{
	struct tep_event *ev = te ? tep_find_event(te->tep, (int)id) : NULL;
	struct tep_print_arg *arg = ev ? ev->print_fmt.args : NULL;
	struct tep_print_flag_sym *sym;

	for (int i = 0; arg && i < nth; i++)
		arg = arg->next;
	if (!arg || arg->type != TEP_PRINT_SYMBOL)
		return NULL;
	for (sym = arg->symbol.symbols; sym; sym = sym->next)
		if (sym->value && sym->str && sym->str[0] && strtoull(sym->value, NULL, 0) == value)
			return sym->str;
	return NULL;
}

/* --- the symbolic and flag values of a print format, for scripts (Perf-Trace-Util's Core) --- */

/* A value as a format writes it: a softirq's or hrtimer's name, else a number */
static long long symbol_value(const char *v)
{
	static const struct {
		const char *name;
		int value;
	} names[] = {
		{ "HI_SOFTIRQ", 0 },	  { "TIMER_SOFTIRQ", 1 },     { "NET_TX_SOFTIRQ", 2 },
		{ "NET_RX_SOFTIRQ", 3 },  { "BLOCK_SOFTIRQ", 4 },     { "IRQ_POLL_SOFTIRQ", 5 },
		{ "TASKLET_SOFTIRQ", 6 }, { "SCHED_SOFTIRQ", 7 },     { "HRTIMER_SOFTIRQ", 8 },
		{ "RCU_SOFTIRQ", 9 },	  { "HRTIMER_NORESTART", 0 }, { "HRTIMER_RESTART", 1 },
	};

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (!strcmp(v, names[i].name))
			return names[i].value;
	return (long long)strtoull(v, NULL, 0);
}

struct symbols_walk {
	const struct trace_event_symbols_ops *ops;
	void *arg;
	char **field; /* the last field named, across events as Linux perf keeps it */
};

static void walk_values(struct symbols_walk *w, struct tep_print_flag_sym *sym, bool flags)
{
	for (; sym; sym = sym->next) {
		if (!*w->field || !sym->value || !sym->str)
			continue;
		if (flags)
			w->ops->flag_value(w->arg, *w->field, symbol_value(sym->value), sym->str);
		else
			w->ops->symbolic_value(w->arg, *w->field, symbol_value(sym->value),
					       sym->str);
	}
}

static void walk_args(struct symbols_walk *w, struct tep_print_arg *arg, int depth)
{
	for (; arg && depth < 64; arg = arg->next) {
		switch (arg->type) {
		case TEP_PRINT_ATOM:
			/* Linux perf calls every constant a flag value 0 of the last field */
			if (*w->field && arg->atom.atom)
				w->ops->flag_value(w->arg, *w->field, 0, arg->atom.atom);
			break;
		case TEP_PRINT_FIELD:
			free(*w->field);
			*w->field = arg->field.name ? strdup(arg->field.name) : NULL;
			break;
		case TEP_PRINT_FLAGS:
			walk_args(w, arg->flags.field, depth + 1);
			if (*w->field)
				w->ops->flag_field(w->arg, *w->field,
						   arg->flags.delim ? arg->flags.delim : "");
			walk_values(w, arg->flags.flags, true);
			break;
		case TEP_PRINT_SYMBOL:
			walk_args(w, arg->symbol.field, depth + 1);
			if (*w->field)
				w->ops->symbolic_field(w->arg, *w->field);
			walk_values(w, arg->symbol.symbols, false);
			break;
		case TEP_PRINT_HEX:
		case TEP_PRINT_HEX_STR:
			walk_args(w, arg->hex.field, depth + 1);
			walk_args(w, arg->hex.size, depth + 1);
			break;
		case TEP_PRINT_INT_ARRAY:
			walk_args(w, arg->int_array.field, depth + 1);
			walk_args(w, arg->int_array.count, depth + 1);
			walk_args(w, arg->int_array.el_size, depth + 1);
			break;
		case TEP_PRINT_TYPE:
			walk_args(w, arg->typecast.item, depth + 1);
			break;
		case TEP_PRINT_OP:
			walk_args(w, arg->op.left, depth + 1);
			walk_args(w, arg->op.right, depth + 1);
			break;
		case TEP_PRINT_NULL:
		case TEP_PRINT_STRING:
			break;
		default:
			/* a string, array, function or bitmask: Linux perf stops the walk there */
			return;
		}
	}
}

int trace_event__walk_symbols(struct trace_event *te, u64 id, char **field,
			      const struct trace_event_symbols_ops *ops, void *arg)
{
	struct tep_event *ev = te ? tep_find_event(te->tep, (int)id) : NULL;
	struct symbols_walk w = { ops, arg, field };

	if (!ev)
		return -ENOENT;
	walk_args(&w, ev->print_fmt.args, 0);
	return 0;
}
