/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The BPF programs loaded when perf record starts: their KSYMBOL and BPF_EVENT records and
 * the HEADER_BPF_PROG_INFO payload Linux perf writes of them (each program's struct
 * bpf_prog_info with its arrays as offsets into the data that follows it), and the
 * kernel's name of a program's symbol, which the header printer shares.
 */
#ifndef PERF_BPF_PROG_H
#define PERF_BPF_PROG_H

#include <linux/bpf.h>
#include <stddef.h>

#include "util.h"

#include "synthesize.h"

struct perf_env;

/*
 * "bpf_prog_<tag>_<name>", the symbol of the program's function sub as Linux perf names
 * it; tag that function's (BPF_TAG_SIZE bytes). With the program's BTF (btf: the raw blob,
 * NULL: none) and its func_info records, name is the BTF name of sub's function; without,
 * the program's own name, or "F" for a sub-program.
 */
void bpf_prog__name(char *buf, size_t len, const u8 *tag, const struct bpf_prog_info *info,
		    u32 sub, const void *func_info, size_t func_info_len, const void *btf,
		    size_t btf_len);
/*
 * A KSYMBOL record per function and a BPF_EVENT (PROG_LOAD) per program loaded now, and
 * their info into env for the header (HEADER_BPF_PROG_INFO: bpf_prog_blob; with the BTF of
 * programs that have BTF function info, HEADER_BPF_BTF: bpf_btf_blob). Programs the caller
 * may not see (not root) are none: 0. Otherwise 0 or the handler's error.
 */
int perf_event__synthesize_bpf_progs(struct perf_env *env, const struct synth_opts *o);

#endif
