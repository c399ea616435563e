// SPDX-License-Identifier: GPL-2.0
/* The BPF programs loaded when perf record starts (see bpf-prog.h). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "bpf-prog.h"
#include "header.h"
#include "util.h"

/* The arrays Linux perf's reader turns back into pointers: bits of its array list */
#define BPIL_JITED_KSYMS (1ULL << 3)
#define BPIL_JITED_FUNC_LENS (1ULL << 4)
#define BPIL_PROG_TAGS (1ULL << 8)
#define MAX_FUNCS 256

void bpf_prog__name(char *buf, size_t len, const u8 *tag, const struct bpf_prog_info *info, u32 sub)
{
	int n = snprintf(buf, len, "bpf_prog_");

	for (int i = 0; i < BPF_TAG_SIZE && n < (int)len; i++)
		n += snprintf(buf + n, len - n, "%02x", tag[i]);
	if (n >= (int)len)
		return;
	/* without the BTF function names: the program's own name, "F" for a sub-program */
	if (sub == 0 && info->nr_jited_ksyms <= 1) {
		if (info->name[0])
			snprintf(buf + n, len - n, "_%.*s", (int)sizeof(info->name), info->name);
	} else {
		snprintf(buf + n, len - n, "_F");
	}
}

static int sys_bpf(int cmd, union bpf_attr *attr)
{
	return (int)syscall(__NR_bpf, cmd, attr, sizeof(*attr));
}

/* The info of the program of fd, with its functions' addresses, lengths and tags; 0 or -errno. */
static int prog_info(int fd, struct bpf_prog_info *info, u64 *addrs, u32 *lens,
		     u8 (*tags)[BPF_TAG_SIZE])
{
	union bpf_attr attr;
	u32 nr;

	memset(info, 0, sizeof(*info));
	memset(&attr, 0, sizeof(attr));
	attr.info.bpf_fd = fd;
	attr.info.info_len = sizeof(*info);
	attr.info.info = (u64)(unsigned long)info;
	if (sys_bpf(BPF_OBJ_GET_INFO_BY_FD, &attr))
		return -errno;
	nr = info->nr_jited_ksyms < MAX_FUNCS ? info->nr_jited_ksyms : MAX_FUNCS;
	/* Linux perf names nothing unless there are as many of the three */
	if (info->nr_jited_func_lens != nr || info->nr_prog_tags != nr)
		return -EINVAL;
	/* again, for the three arrays only */
	memset(info, 0, sizeof(*info));
	info->nr_jited_ksyms = nr;
	info->nr_jited_func_lens = nr;
	info->nr_prog_tags = nr;
	info->jited_ksyms = (u64)(unsigned long)addrs;
	info->jited_func_lens = (u64)(unsigned long)lens;
	info->prog_tags = (u64)(unsigned long)tags;
	attr.info.info_len = sizeof(*info);
	if (sys_bpf(BPF_OBJ_GET_INFO_BY_FD, &attr))
		return -errno;
	if (info->nr_jited_ksyms != nr || info->nr_jited_func_lens != nr ||
	    info->nr_prog_tags != nr)
		return -EAGAIN; /* it changed meanwhile */
	return 0;
}

static int emit_prog(const struct synth_opts *o, const struct bpf_prog_info *info, const u64 *addrs,
		     const u32 *lens, u8 (*tags)[BPF_TAG_SIZE])
{
	union {
		union perf_event ev;
		char bytes[sizeof(struct perf_record_ksymbol) + 512 + 64 * 8];
	} b;
	int err = 0;

	for (u32 i = 0; i < info->nr_jited_ksyms && !err; i++) {
		char name[256];
		size_t n, fixed;

		bpf_prog__name(name, sizeof(name), tags[i], info, i);
		n = strlen(name) + 1;
		fixed = offsetof(struct perf_record_ksymbol, name) + perf_align8(n);
		memset(&b, 0, fixed + o->id_hdr_size);
		b.ev.ksymbol.header.type = PERF_RECORD_KSYMBOL;
		b.ev.ksymbol.header.size = fixed + o->id_hdr_size;
		b.ev.ksymbol.addr = addrs[i];
		b.ev.ksymbol.len = lens[i];
		b.ev.ksymbol.ksym_type = PERF_RECORD_KSYMBOL_TYPE_BPF;
		memcpy(b.ev.ksymbol.name, name, n);
		err = o->process(o->arg, &b.ev);
	}
	if (err)
		return err;
	memset(&b, 0, sizeof(b.ev.bpf) + o->id_hdr_size);
	b.ev.bpf.header.type = PERF_RECORD_BPF_EVENT;
	b.ev.bpf.header.size = sizeof(b.ev.bpf) + o->id_hdr_size;
	b.ev.bpf.type = PERF_BPF_EVENT_PROG_LOAD;
	b.ev.bpf.id = info->id;
	memcpy(b.ev.bpf.tag, info->tag, sizeof(b.ev.bpf.tag));
	return o->process(o->arg, &b.ev);
}

/* One entry of the header's payload: info_len, data_len, arrays, the info, the data. */
static void add_info(struct feat_buf *fb, const struct bpf_prog_info *in, const u64 *addrs,
		     const u32 *lens, u8 (*tags)[BPF_TAG_SIZE])
{
	struct bpf_prog_info info = *in;
	u32 nr = info.nr_jited_ksyms, lens_size = perf_align8(nr * sizeof(u32));
	u32 info_len = sizeof(info), data_len = nr * sizeof(u64) + lens_size + nr * BPF_TAG_SIZE;
	u64 arrays = BPIL_JITED_KSYMS | BPIL_JITED_FUNC_LENS | BPIL_PROG_TAGS;
	u32 pad[2] = { 0, 0 };

	/* the arrays as offsets into the data; no other array is kept */
	info.jited_ksyms = 0;
	info.jited_func_lens = nr * sizeof(u64);
	info.prog_tags = nr * sizeof(u64) + lens_size;
	feat_buf__add(fb, &info_len, sizeof(info_len));
	feat_buf__add(fb, &data_len, sizeof(data_len));
	feat_buf__add(fb, &arrays, sizeof(arrays));
	feat_buf__add(fb, &info, sizeof(info));
	feat_buf__add(fb, addrs, nr * sizeof(u64));
	feat_buf__add(fb, lens, nr * sizeof(u32));
	feat_buf__add(fb, pad, lens_size - nr * sizeof(u32));
	feat_buf__add(fb, tags, nr * BPF_TAG_SIZE);
}

int perf_event__synthesize_bpf_progs(struct perf_env *env, const struct synth_opts *o)
{
	struct feat_buf fb = { 0 };
	union bpf_attr attr;
	u32 id = 0, nr = 0;
	int err = 0;

	for (;;) {
		struct bpf_prog_info info;
		u64 addrs[MAX_FUNCS];
		u32 lens[MAX_FUNCS];
		u8 tags[MAX_FUNCS][BPF_TAG_SIZE];
		int fd;

		memset(&attr, 0, sizeof(attr));
		attr.start_id = id;
		if (sys_bpf(BPF_PROG_GET_NEXT_ID, &attr))
			break; /* ENOENT: the last; EPERM: none we may see */
		id = attr.next_id;
		memset(&attr, 0, sizeof(attr));
		attr.prog_id = id;
		fd = sys_bpf(BPF_PROG_GET_FD_BY_ID, &attr);
		if (fd < 0)
			continue; /* unloaded meanwhile */
		err = prog_info(fd, &info, addrs, lens, tags);
		close(fd);
		if (err) {
			err = 0;
			continue;
		}
		if (!info.nr_jited_ksyms)
			continue; /* not jited: no symbol to name */
		err = emit_prog(o, &info, addrs, lens, tags);
		if (err)
			break;
		add_info(&fb, &info, addrs, lens, tags);
		nr++;
	}
	if (err || !nr) {
		free(fb.p);
		return err;
	}
	free(env->bpf_prog_blob);
	env->bpf_prog_blob = fb.p;
	env->bpf_prog_blob_len = fb.len;
	env->nr_bpf_progs = nr;
	return 0;
}
