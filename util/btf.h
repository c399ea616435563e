/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Just enough of BTF (the BPF Type Format, include/uapi/linux/btf.h) to name a BPF
 * program's functions as Linux perf names them: the name of a type by its id in a raw
 * BTF blob (a program's own, as the kernel returns it and HEADER_BPF_BTF stores it). The
 * blob is untrusted input (a perf.data's feature): every offset is checked.
 */
#ifndef PERF_BTF_H
#define PERF_BTF_H

#include <stdbool.h>
#include <stddef.h>

#include "util/util.h"

/*
 * The name of type id in the BTF blob data[0..len) ("" for an anonymous one), or NULL when
 * the blob is not BTF or has no such type. Blobs in the other byte order are not read
 * (Linux perf does not read them either).
 */
const char *btf__type_name(const void *data, size_t len, u32 id);

#endif
