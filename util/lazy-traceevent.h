/* SPDX-License-Identifier: GPL-2.0 */
/*
 * libtraceevent (tracepoint payloads), loaded on the first call: see lazy-lib.h. Include this
 * instead of <event-parse.h> and <trace-seq.h>.
 */
#ifndef PERF_LAZY_TRACEEVENT_H
#define PERF_LAZY_TRACEEVENT_H

#define tep_alloc lazy_tep_alloc
#define tep_find_common_field lazy_tep_find_common_field
#define tep_find_event lazy_tep_find_event
#define tep_find_field lazy_tep_find_field
#define tep_free lazy_tep_free
#define tep_parse_event lazy_tep_parse_event
#define tep_parse_format lazy_tep_parse_format
#define tep_parse_header_page lazy_tep_parse_header_page
#define tep_read_number lazy_tep_read_number
#define tep_set_file_bigendian lazy_tep_set_file_bigendian
#define tep_set_local_bigendian lazy_tep_set_local_bigendian
#define tep_set_long_size lazy_tep_set_long_size
#define tep_set_page_size lazy_tep_set_page_size
#define trace_seq_destroy lazy_trace_seq_destroy
#define trace_seq_init lazy_trace_seq_init
#define trace_seq_terminate lazy_trace_seq_terminate

#include <event-parse.h>
#include <trace-seq.h>

/* F(return type, name, (parameters), (arguments)); V: returning void */
#define LAZY_TRACEEVENT_FUNCTIONS(F, V)                                                            \
	F(struct tep_handle *, tep_alloc, (void), ())                                              \
	F(struct tep_format_field *, tep_find_common_field, (struct tep_event * a, const char *b), \
	  (a, b))                                                                                  \
	F(struct tep_event *, tep_find_event, (struct tep_handle * a, int b), (a, b))              \
	F(struct tep_format_field *, tep_find_field, (struct tep_event * a, const char *b),        \
	  (a, b))                                                                                  \
	V(tep_free, (struct tep_handle * a), (a))                                                  \
	F(enum tep_errno, tep_parse_event,                                                         \
	  (struct tep_handle * a, const char *b, unsigned long c, const char *d), (a, b, c, d))    \
	F(enum tep_errno, tep_parse_format,                                                        \
	  (struct tep_handle * a, struct tep_event * *b, const char *c, unsigned long d,           \
	   const char *e),                                                                         \
	  (a, b, c, d, e))                                                                         \
	F(int, tep_parse_header_page, (struct tep_handle * a, char *b, unsigned long c, int d),    \
	  (a, b, c, d))                                                                            \
	F(unsigned long long, tep_read_number, (struct tep_handle * a, const void *b, int c),      \
	  (a, b, c))                                                                               \
	V(tep_set_file_bigendian, (struct tep_handle * a, enum tep_endian b), (a, b))              \
	V(tep_set_local_bigendian, (struct tep_handle * a, enum tep_endian b), (a, b))             \
	V(tep_set_long_size, (struct tep_handle * a, int b), (a, b))                               \
	V(tep_set_page_size, (struct tep_handle * a, int b), (a, b))                               \
	V(trace_seq_destroy, (struct trace_seq * a), (a))                                          \
	V(trace_seq_init, (struct trace_seq * a), (a))                                             \
	V(trace_seq_terminate, (struct trace_seq * a), (a))

/*
 * tep_print_event(tep, s, record, "%s", TEP_PRINT_INFO): its variable arguments cannot be
 * passed on, so the one call perf makes is the wrapper.
 */
void lazy_tep_print_info(struct tep_handle *tep, struct trace_seq *s, struct tep_record *record);

#endif
