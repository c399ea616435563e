// SPDX-License-Identifier: GPL-2.0
/*
 * The perf.data writer: perf_data__create() writes the header and attrs at their final size
 * (so the data offset is fixed), records are appended through a buffer, and
 * perf_data__finish() rewrites the header with perf_header__write(), which appends the
 * features after the data.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "data-writer.h"
#include "evlist.h"
#include "evsel.h"
#include "header.h"
#include "pipe-writer.h"

#define DATA_BUF_SIZE (256 * 1024)

int perf_data__create_fd(struct perf_data_file *f, int fd, const char *name, struct evlist *evlist)
{
	struct evsel *evsel;
	u64 nr_ids = 0;
	int err;

	memset(f, 0, sizeof(*f));
	f->fd = fd;
	f->path = xstrdup(name);
	evlist__for_each_entry(evlist, evsel) {
		const u64 *ids;
		int n = perf_header__evsel_ids(evsel, &ids);

		for (int i = 0; i < n; i++)
			nr_ids += ids[i] != 0;
		f->nr_attrs++;
	}
	f->data_offset = sizeof(struct perf_file_header) + nr_ids * sizeof(u64) +
			 f->nr_attrs * sizeof(struct perf_file_attr);
	err = perf_header__write(f->fd, evlist, NULL, f->data_offset, 0);
	if (!err && lseek(f->fd, f->data_offset, SEEK_SET) < 0)
		err = -errno;
	if (err) {
		perf_data__close(f);
		return err;
	}
	f->buf_size = DATA_BUF_SIZE;
	f->buf = xmalloc(f->buf_size);
	return 0;
}

int perf_data__create(struct perf_data_file *f, const char *path, struct evlist *evlist)
{
	struct stat st;
	bool reg;
	int fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600), err;

	if (fd < 0) {
		err = -errno;
		memset(f, 0, sizeof(*f));
		f->fd = -1;
		return err;
	}
	/* a device written in place is not ours to remove */
	reg = !fstat(fd, &st) && S_ISREG(st.st_mode);
	err = perf_data__create_fd(f, fd, path, evlist);
	if (err && reg)
		unlink(path);
	return err;
}

static int pipe_write(void *arg, const void *buf, size_t len)
{
	return perf_data__write(arg, buf, len);
}

int perf_data__open_pipe(struct perf_data_file *f, int fd, struct evlist *evlist,
			 const struct perf_env *env)
{
	int err;

	memset(f, 0, sizeof(f[0]));
	f->fd = fcntl(fd, F_DUPFD_CLOEXEC, 3);
	if (f->fd < 0)
		return -errno;
	f->path = xstrdup("-");
	f->is_pipe = true;
	f->buf_size = DATA_BUF_SIZE;
	f->buf = xmalloc(f->buf_size);
	err = perf_pipe__write_header(evlist, env, pipe_write, f);
	if (err)
		perf_data__close(f);
	return err;
}

/*
 * Writes whole records; when the file system fills up part way, data_ok still grows by the
 * records that made it whole, so that perf_data__salvage can keep them.
 */
static int write_records(struct perf_data_file *f, const char *buf, size_t len)
{
	size_t done = 0, whole = 0;
	int err;

	while (done < len) {
		ssize_t r = write(f->fd, buf + done, len - done);

		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		done += (size_t)r;
	}
	if (done == len) {
		f->data_ok += len;
		return 0;
	}
	err = errno ? -errno : -EIO;
	while (whole + sizeof(struct perf_event_header) <= done) {
		struct perf_event_header h;

		memcpy(&h, buf + whole, sizeof(h));
		if (!h.size || whole + h.size > done)
			break;
		whole += h.size;
	}
	f->data_ok += whole;
	return err;
}

int perf_data__flush(struct perf_data_file *f)
{
	int err = 0;

	if (f->buf_len) {
		err = write_records(f, f->buf, f->buf_len);
		f->buf_len = 0;
	}
	return err;
}

int perf_data__salvage(struct perf_data_file *f)
{
	u64 size = f->data_ok;

	if (f->is_pipe)
		return 0; /* what was written is the stream */
	return pwriten(f->fd, &size, sizeof(size),
		       offsetof(struct perf_file_header, data) + offsetof(struct perf_file_section, size));
}

int perf_data__write(struct perf_data_file *f, const void *buf, size_t len)
{
	f->data_size += len;
	if (f->buf_len + len > f->buf_size) {
		int err = perf_data__flush(f);

		if (err)
			return err;
		if (len >= f->buf_size / 2)
			return write_records(f, buf, len);
	}
	memcpy(f->buf + f->buf_len, buf, len);
	f->buf_len += len;
	return 0;
}

void perf_data__close(struct perf_data_file *f)
{
	if (f->fd >= 0) {
		perf_data__flush(f);
		close(f->fd);
	}
	f->fd = -1;
	free(f->path);
	free(f->buf);
	f->path = NULL;
	f->buf = NULL;
}

int perf_data__finish(struct perf_data_file *f, struct evlist *evlist, const struct perf_env *env)
{
	int err = perf_data__flush(f);

	if (f->is_pipe) {
		perf_data__close(f);
		return err;
	}
	if (!err)
		err = perf_header__write(f->fd, evlist, env, f->data_offset, f->data_size);
	if (!err && fsync(f->fd) < 0 && errno != EINVAL)
		err = -errno;
	perf_data__close(f);
	return err;
}

