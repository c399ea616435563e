/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Reading a perf.data file: map it, check the header and every offset, swap a file of the
 * other byte order into host order, build the evlist from its attrs (with the sample id ->
 * evsel map), parse the features, then walk the records and hand them to a tool's callbacks
 * in time order (Linux perf's ordered events: records are queued and the queue is flushed up
 * to the previous round's last timestamp at each FINISHED_ROUND, and fully at the end), so a
 * sample always sees the COMM/MMAP/FORK state of its task at that time.
 *
 *   struct perf_session *s;
 *   err = perf_session__open("perf.data", &s);        // -errno, message printed with pr_err
 *   struct perf_tool tool = { .sample = my_sample, .mmap2 = my_mmap2, ... };
 *   err = perf_session__process_events(s, &tool);
 *   perf_session__delete(s);
 */
#ifndef PERF_SESSION_H
#define PERF_SESSION_H

#include <stdbool.h>
#include <stddef.h>

#include "event.h"
#include "header.h"
#include "util.h"

/* the header of a stream (pipe mode): magic and size, then the records */
#define PERF_PIPE_HEADER_SIZE 16

struct evlist;
struct evsel;
struct perf_session;
struct perf_tool;

/*
 * Every callback has this shape. event is in host byte order and stays valid until the
 * callback returns (it points into the mapped file; copy what you keep). sample is the parsed
 * sample (SAMPLE) or the parsed sample_id trailer (other kernel records; zeros when the file
 * has no sample_id_all), evsel the event the id maps to (NULL when unknown, e.g. user
 * records). A non-zero return stops processing and is returned by process_events.
 */
typedef int (*perf_event_op)(struct perf_tool *tool, union perf_event *event,
			     struct perf_sample *sample, struct evsel *evsel);

struct perf_tool {
	perf_event_op sample;
	perf_event_op mmap;
	perf_event_op mmap2;
	perf_event_op comm;
	perf_event_op namespaces;
	perf_event_op cgroup;
	perf_event_op fork;
	perf_event_op exit;
	perf_event_op lost;
	perf_event_op lost_samples;
	perf_event_op read;
	perf_event_op throttle;
	perf_event_op unthrottle;
	perf_event_op aux;
	perf_event_op itrace_start;
	perf_event_op context_switch; /* SWITCH and SWITCH_CPU_WIDE */
	perf_event_op ksymbol;
	perf_event_op bpf;
	perf_event_op text_poke;
	perf_event_op finished_round; /* after the queue was flushed for the round */
	perf_event_op build_id;	      /* PERF_RECORD_HEADER_BUILD_ID in the data */
	/* Any record without a callback above (user records included); NULL: skipped. */
	perf_event_op other;
	/*
	 * perf report -D: called for each record where Linux perf dumps it, before its
	 * callback: user records as they are read (sample NULL), kernel records as they are
	 * delivered, in time order. off is the record's file offset (a decompressed record has
	 * its COMPRESSED record's), counted from after the stream header in a pipe.
	 */
	void (*dump)(struct perf_tool *tool, u64 off, union perf_event *event,
		     struct perf_sample *sample, struct evsel *evsel);
	/*
	 * The delivery's clock reached time: called before each record that has a time is
	 * delivered, records of the kernel's types only (util/replay moves its machine's clock,
	 * which maps JIT code as it was loaded). NULL: none.
	 */
	void (*advance)(struct perf_tool *tool, u64 time);
	/*
	 * Called with a parsed sample (NULL: the record is not one) a few records before its
	 * delivery in time order, and one prepared so before, nearer its own (NULL: none), so
	 * that the tool can start fetching what its sample callback will read (the samples may
	 * note it in prep_*). Not every sample is prepared (the first of a hand-off or a round,
	 * the last of a run). NULL: none.
	 */
	void (*prepare)(struct perf_tool *tool, struct perf_sample *sample, struct evsel *evsel,
			struct perf_sample *nearer);
	/*
	 * With advance: the earliest time it has something to do at (util/replay: its
	 * machine's next JIT load, ~0 without a jitdump), so that the records before it cost no
	 * call; NULL: advance is called before each record.
	 */
	const u64 *advance_from;
	/* Deliver in file order instead of time order (perf report --no-ordered-events...). */
	bool no_ordered_events;
	/*
	 * A regular file's records may be walked and put in time order on a second thread
	 * while this one delivers them: the callbacks do not use the session's walk (its queue,
	 * its counts of records) while it runs.
	 */
	bool read_ahead;
	void *priv; /* the tool's data */
};

/* Counts by record type, for --stat and the "N lost events" warnings. */
struct perf_session_stats {
	u64 nr_events[PERF_RECORD_HEADER_MAX]; /* [0] holds the total */
	u64 nr_unknown_events;
	u64 nr_unknown_id;	/* samples whose id maps to no evsel */
	u64 nr_invalid_samples; /* samples that failed to parse */
	u64 total_lost;		/* sum of LOST records' counts */
	u64 total_lost_samples;
	u64 nr_unordered;	/* records that came before the flushed time */
	u64 total_period;
};

/*
 * A buffer records are handed out of when they are not in the mapped file: a pipe's records
 * (util/pipe-reader.c), a file's read ahead (session-ahead.c). Its owner holds a reference while
 * records go there, until it retires the buffer; a record queued for time order (or handed
 * to delivery by the read-ahead thread) holds one until it is delivered. The last put gives it
 * back (release()). The counts are atomic: with read_ahead, records are queued on one thread
 * and delivered on another. A reader that hands records from such a buffer to the per-record
 * dispatch sets session->cur_buf to it meanwhile.
 */
struct session_buf {
	char *data;
	size_t size; /* bytes of data */
	size_t len;  /* bytes used */
	u32 refs;
	void (*release)(struct session_buf *buf);
	void *owner; /* release()'s */
};

static inline void session_buf__get(struct session_buf *buf)
{
	__atomic_add_fetch(&buf->refs, 1, __ATOMIC_RELAXED);
}

static inline void session_buf__put(struct session_buf *buf)
{
	if (!__atomic_sub_fetch(&buf->refs, 1, __ATOMIC_ACQ_REL))
		buf->release(buf);
}

/* The owner's reference: no more records go there. */
static inline void session_buf__retire(struct session_buf *buf)
{
	session_buf__put(buf);
}

struct pipe_reader;
struct sample_reader;

/* One attr of the file, with its ids. */
struct perf_session_attr {
	struct evsel *evsel;
	u64 *ids;
	u32 nr_ids;
};

struct perf_session {
	char *path;
	int fd;
	void *map;	 /* the whole file, mapped private (swapped in place when foreign) */
	size_t size;	 /* file size */
	bool needs_swap; /* the file is of the other byte order */
	struct perf_file_header header; /* in host order */
	struct evlist *evlist;
	struct perf_session_attr *attrs;
	int nr_attrs;
	struct perf_env env;
	struct perf_session_stats stats;
	/* sample id -> evsel */
	/* where the sample id sits, from the first attr (all attrs must agree) */
	int id_pos;
	int is_pos;
	bool sample_id_all;
	u64 sample_type; /* of the first attr */
	bool one_evsel;	 /* a single attr: every record belongs to it */
	struct ordered_events *oe;
	/* the counter values of PERF_SAMPLE_READ samples (util/sample-read.h) */
	struct sample_reader *sample_reader;
	u64 data_end; /* data.offset + data.size, clamped to the file */
	bool truncated; /* the data section ended in a partial record */
	/* files with records of sizes not multiple of 8 (pipe mode): an aligned copy */
	void *realigned;
	u64 realigned_size;
	u64 *orig_offs; /* file offset of each record of the copy */
	u64 released; /* file offset below which the map's pages were given back (RSS) */
	/* the zstd stream of the COMPRESSED records (util/compress.h), during a walk */
	struct perf_decomp *decomp;
	/* pipe mode (-i -, stdin a pipe): records streamed, never the whole input at once */
	struct pipe_reader *pipe;
	struct session_buf *cur_buf; /* where the records being dispatched live (NULL: the map) */
	void *pipe_head;	/* the header records read at open, delivered first */
	size_t pipe_head_len;
	u64 pipe_head_end;	/* stream offset where they end */
	bool pipe_done;		/* the stream was read (it is read once) */
	struct read_ahead *ahead; /* the walk's second thread, while it runs (session-ahead.c) */
	/*
	 * tests: the read-ahead's buffer size (then it reads into buffers) or the size of its
	 * mapped windows, its bytes held before it reads in place, the records and bytes in
	 * flight in its hand-off (0: default)
	 */
	u32 ahead_buf_size, ahead_window;
	u64 ahead_max_held;
	u32 ahead_cap, ahead_max_bytes;
	bool read_ahead; /* the last process_events read ahead */
	/* perf_session__set_progress's: */
	int (*progress)(void *arg, u64 pos);
	void *progress_arg;
	u64 progress_pos; /* the walk's last record's offset (atomic: the reader's thread) */
	u32 progress_left; /* records to deliver before the next call */
};

/*
 * "-" as an input: standard input, read as a stream when it is a pipe (a file redirected
 * there is read as a file). The input name a reader defaults to: "-" when no -i was given and
 * stdin is a pipe (as Linux perf), else "perf.data".
 */
const char *perf_session__default_input(void);
bool perf_session__is_stdin(const char *path);
/*
 * A reader of a stream on standard input ignores SIGINT: Ctrl-C in a pipeline
 * (perf record -o - | perf report -i -) reaches every process of it, and the recording ends
 * its stream cleanly on it; the reader then reports all of it instead of dying first.
 */
void perf_session__stream_outlives_sigint(const char *path);

/*
 * Opens and checks path ("-": standard input, a stream when it is a pipe); prints one pr_err line on failure ("perf.data: not a perf.data
 * file", "... truncated", ...). Returns 0 or -errno (-EINVAL for a bad file).
 */
int perf_session__open(const char *path, struct perf_session **sessionp);
/*
 * The same on a file the caller has open (a copy of fd is taken; fd stays the caller's),
 * named name in messages: perf record reads back the file it is writing, never reopening it
 * by name.
 */
int perf_session__open_fd(int fd, const char *name, struct perf_session **sessionp);
/*
 * The exit status of a command whose input perf_session__open refused (missing, a directory,
 * empty, not a perf.data file): Linux perf's, whose commands return -1 then.
 */
#define PERF_EXIT_BAD_INPUT 255
/* ... and of an argument check that fails in Linux perf with -EINVAL (its exit: (u8)-22) */
#define PERF_EXIT_EINVAL 234
void perf_session__delete(struct perf_session *session);

/*
 * Walks the data section, delivering each record to tool (ordered unless
 * tool->no_ordered_events). A pipe is read once: a second call returns -ESPIPE. Stops at the first malformed record with a pr_warning
 * (the records before it are delivered: a partial result) and returns 0 in that case, with
 * session->truncated set; returns a callback's non-zero value or -errno otherwise.
 */
int perf_session__process_events(struct perf_session *session, struct perf_tool *tool);

/*
 * How far process_events is, for a progress display: fn is called on the delivering thread
 * (the caller's) at the first record delivered and then every 1024, with the bytes of the
 * data section (of a stream: of the stream) the walk has read; and once with ~0 when the
 * walk is over (before its warnings). Its non-zero return stops processing and is returned.
 * Cheap enough for every walk: a store per record and a countdown per delivery. fn NULL: none.
 */
void perf_session__set_progress(struct perf_session *session, int (*fn)(void *arg, u64 pos),
				void *arg);
/* The data section's size in bytes; 0 for a stream (its size is not known). */
u64 perf_session__data_size(const struct perf_session *session);

/*
 * The raw walk for `report -D`: every record of the data section in file order, with its
 * file offset, in host order, unparsed. cb's non-zero return stops the walk and is returned.
 */
typedef int (*perf_session_raw_cb)(struct perf_session *session, u64 file_offset,
				   union perf_event *event, void *arg);
int perf_session__walk_raw(struct perf_session *session, perf_session_raw_cb cb, void *arg);


/* The evsel of sample id (NULL when unknown). With a single attr, that attr's evsel. */
struct evsel *perf_session__evsel_by_id(struct perf_session *session, u64 id);
/* The attr info of an evsel (its ids), or NULL. */
struct perf_session_attr *perf_session__attr_of(struct perf_session *session,
						struct evsel *evsel);

/*
 * Finds the evsel of a host-order record and parses its sample or sample_id trailer.
 * *evsel may be NULL on return for records without an id. 0 or -EINVAL.
 */
int perf_session__parse_sample(struct perf_session *session, const union perf_event *event,
			       struct perf_sample *sample, struct evsel **evsel);

#endif
