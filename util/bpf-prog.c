// SPDX-License-Identifier: GPL-2.0
/* The BPF programs loaded when perf record starts (see bpf-prog.h). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "bpf-prog.h"
#include "btf.h"
#include "header.h"
#include "util.h"

/* The arrays Linux perf's reader turns back into pointers: bits of its array list */
#define BPIL_JITED_KSYMS (1ULL << 3)
#define BPIL_JITED_FUNC_LENS (1ULL << 4)
#define BPIL_FUNC_INFO (1ULL << 5)
#define BPIL_PROG_TAGS (1ULL << 8)
#define MAX_FUNCS 256

void bpf_prog__name(char *buf, size_t len, const u8 *tag, const struct bpf_prog_info *info, u32 sub,
		    const void *func_info, size_t func_info_len, const void *btf, size_t btf_len)
{
	int n = snprintf(buf, len, "bpf_prog_");
	u64 rec = (u64)sub * info->func_info_rec_size;
	const char *fname = NULL;

	for (int i = 0; i < BPF_TAG_SIZE && n < (int)len; i++)
		n += snprintf(buf + n, len - n, "%02x", tag[i]);
	if (n >= (int)len)
		return;
	/* the function's BTF name (its func_info record: insn_off, type_id) */
	if (btf && func_info && info->func_info_rec_size >= 8 && rec + 8 <= func_info_len) {
		u32 type_id;

		memcpy(&type_id, (const char *)func_info + rec + 4, sizeof(type_id));
		fname = btf__type_name(btf, btf_len, type_id);
	}
	if (fname)
		snprintf(buf + n, len - n, "_%s", fname);
	else if (sub == 0 && info->nr_jited_ksyms <= 1) {
		/* without: the program's own name, "F" for a sub-program */
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

/* A program as Linux perf's record keeps it: its info, arrays and BTF. */
struct prog {
	struct bpf_prog_info info;
	u64 addrs[MAX_FUNCS];
	u32 lens[MAX_FUNCS];
	u8 tags[MAX_FUNCS][BPF_TAG_SIZE];
	struct bpf_func_info finfo[MAX_FUNCS];
	u32 nr_finfo; /* func_info records kept (0: the program's BTF is not used) */
	void *btf;
	u32 btf_len;
};

/* The raw BTF of id, malloc'd into *data; 0 or -errno. */
static int btf_by_id(u32 id, void **data, u32 *len)
{
	union bpf_attr attr;
	struct bpf_btf_info info;
	int fd, err = 0;

	memset(&attr, 0, sizeof(attr));
	attr.btf_id = id;
	fd = sys_bpf(BPF_BTF_GET_FD_BY_ID, &attr);
	if (fd < 0)
		return -errno;
	memset(&info, 0, sizeof(info));
	memset(&attr, 0, sizeof(attr));
	attr.info.bpf_fd = fd;
	attr.info.info_len = sizeof(info);
	attr.info.info = (u64)(unsigned long)&info;
	if (sys_bpf(BPF_OBJ_GET_INFO_BY_FD, &attr) || !info.btf_size ||
	    info.btf_size > (64U << 20)) {
		err = errno ? -errno : -EINVAL;
		goto out;
	}
	*len = info.btf_size;
	*data = xmalloc(*len);
	memset(&info, 0, sizeof(info));
	info.btf = (u64)(unsigned long)*data;
	info.btf_size = *len;
	if (sys_bpf(BPF_OBJ_GET_INFO_BY_FD, &attr) || info.btf_size != *len) {
		err = -EAGAIN;
		free(*data);
		*data = NULL;
	}
out:
	close(fd);
	return err;
}

/*
 * The program of fd with its functions' addresses, lengths and tags, and, as Linux perf's
 * record, its BTF function info and BTF when it has them; 0 or -errno.
 */
static int prog_info(int fd, struct prog *p)
{
	struct bpf_prog_info *info = &p->info;
	union bpf_attr attr;
	u32 nr, nr_fi, fi_size;

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
	/* BTF function names: one func_info record per function, or Linux perf takes none */
	nr_fi = info->btf_id && info->nr_func_info &&
				info->func_info_rec_size == sizeof(struct bpf_func_info) ?
			info->nr_func_info :
			0;
	if (nr_fi && nr_fi != nr)
		return -EINVAL;
	fi_size = info->func_info_rec_size;
	/* again, for the arrays */
	memset(info, 0, sizeof(*info));
	info->nr_jited_ksyms = nr;
	info->nr_jited_func_lens = nr;
	info->nr_prog_tags = nr;
	info->jited_ksyms = (u64)(unsigned long)p->addrs;
	info->jited_func_lens = (u64)(unsigned long)p->lens;
	info->prog_tags = (u64)(unsigned long)p->tags;
	if (nr_fi) {
		info->nr_func_info = nr_fi;
		info->func_info_rec_size = fi_size;
		info->func_info = (u64)(unsigned long)p->finfo;
	}
	attr.info.info_len = sizeof(*info);
	if (sys_bpf(BPF_OBJ_GET_INFO_BY_FD, &attr))
		return -errno;
	if (info->nr_jited_ksyms != nr || info->nr_jited_func_lens != nr ||
	    info->nr_prog_tags != nr || (nr_fi && info->nr_func_info != nr_fi))
		return -EAGAIN; /* it changed meanwhile */
	p->nr_finfo = nr_fi;
	p->btf = NULL;
	p->btf_len = 0;
	if (nr_fi && btf_by_id(info->btf_id, &p->btf, &p->btf_len))
		return -ENOENT; /* (Linux perf skips a program whose BTF it cannot get) */
	return 0;
}

static void prog_name(char *buf, size_t len, const struct prog *p, u32 sub)
{
	bpf_prog__name(buf, len, p->tags[sub], &p->info, sub, p->nr_finfo ? p->finfo : NULL,
		       p->nr_finfo * sizeof(*p->finfo), p->btf, p->btf_len);
}

static int emit_prog(const struct synth_opts *o, const struct prog *p)
{
	const struct bpf_prog_info *info = &p->info;
	union {
		union perf_event ev;
		char bytes[sizeof(struct perf_record_ksymbol) + 512 + 64 * 8];
	} b;
	int err = 0;

	for (u32 i = 0; i < info->nr_jited_ksyms && !err; i++) {
		char name[256];
		size_t n, fixed;

		prog_name(name, sizeof(name), p, i);
		n = strlen(name) + 1;
		fixed = offsetof(struct perf_record_ksymbol, name) + perf_align8(n);
		memset(&b, 0, fixed + o->id_hdr_size);
		b.ev.ksymbol.header.type = PERF_RECORD_KSYMBOL;
		b.ev.ksymbol.header.size = fixed + o->id_hdr_size;
		b.ev.ksymbol.addr = p->addrs[i];
		b.ev.ksymbol.len = p->lens[i];
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

/*
 * One entry of the header's payload: info_len, data_len, arrays, the info, the data (each
 * array 8-byte aligned, in the order of its bit, as Linux perf lays them out).
 */
static void add_info(struct feat_buf *fb, const struct prog *p)
{
	struct bpf_prog_info info = p->info;
	u32 nr = info.nr_jited_ksyms, lens_size = perf_align8(nr * sizeof(u32));
	u32 fi_size = p->nr_finfo * sizeof(*p->finfo);
	u32 info_len = sizeof(info),
	    data_len = nr * sizeof(u64) + lens_size + fi_size + nr * BPF_TAG_SIZE;
	u64 arrays = BPIL_JITED_KSYMS | BPIL_JITED_FUNC_LENS | BPIL_PROG_TAGS |
		     (p->nr_finfo ? BPIL_FUNC_INFO : 0);
	u32 pad[2] = { 0, 0 };

	/* the arrays as offsets into the data; no other array is kept */
	info.jited_ksyms = 0;
	info.jited_func_lens = nr * sizeof(u64);
	info.func_info = p->nr_finfo ? nr * sizeof(u64) + lens_size : 0;
	info.prog_tags = nr * sizeof(u64) + lens_size + fi_size;
	feat_buf__add(fb, &info_len, sizeof(info_len));
	feat_buf__add(fb, &data_len, sizeof(data_len));
	feat_buf__add(fb, &arrays, sizeof(arrays));
	feat_buf__add(fb, &info, sizeof(info));
	feat_buf__add(fb, p->addrs, nr * sizeof(u64));
	feat_buf__add(fb, p->lens, nr * sizeof(u32));
	feat_buf__add(fb, pad, lens_size - nr * sizeof(u32));
	feat_buf__add(fb, p->finfo, fi_size);
	feat_buf__add(fb, p->tags, nr * BPF_TAG_SIZE);
}

/* HEADER_BPF_BTF's entry for p's BTF (id, size, data), once per id. */
static void add_btf(struct feat_buf *fb, u32 *nr, u32 **ids, const struct prog *p)
{
	u32 id = p->info.btf_id;

	if (!p->btf)
		return;
	for (u32 i = 0; i < *nr; i++)
		if ((*ids)[i] == id)
			return;
	*ids = xrealloc(*ids, (*nr + 1) * sizeof(**ids));
	(*ids)[(*nr)++] = id;
	feat_buf__add(fb, &id, sizeof(id));
	feat_buf__add(fb, &p->btf_len, sizeof(p->btf_len));
	feat_buf__add(fb, p->btf, p->btf_len);
}

int perf_event__synthesize_bpf_progs(struct perf_env *env, const struct synth_opts *o)
{
	struct feat_buf fb = { 0 }, btfs = { 0 };
	struct prog *p = xmalloc(sizeof(*p));
	union bpf_attr attr;
	u32 id = 0, nr = 0, nr_btf = 0, *btf_ids = NULL;
	int err = 0;

	for (;;) {
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
		err = prog_info(fd, p);
		close(fd);
		if (err) {
			err = 0;
			continue;
		}
		if (p->info.nr_jited_ksyms) /* (not jited: no symbol to name) */
			err = emit_prog(o, p);
		if (!err && p->info.nr_jited_ksyms) {
			add_info(&fb, p);
			add_btf(&btfs, &nr_btf, &btf_ids, p);
			nr++;
		}
		free(p->btf);
		p->btf = NULL;
		if (err)
			break;
	}
	free(p);
	free(btf_ids);
	if (err || !nr) {
		free(fb.p);
		free(btfs.p);
		return err;
	}
	free(env->bpf_prog_blob);
	env->bpf_prog_blob = fb.p;
	env->bpf_prog_blob_len = fb.len;
	env->nr_bpf_progs = nr;
	free(env->bpf_btf_blob);
	env->bpf_btf_blob = btfs.p;
	env->bpf_btf_blob_len = btfs.len;
	env->nr_bpf_btfs_written = nr_btf;
	return 0;
}
