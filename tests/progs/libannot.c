// SPDX-License-Identifier: GPL-2.0
/* annot.c's hot functions as a shared library (libannot.so, for tests/progs/annot-lib). */
#define ANNOT_LIB_SO
#include "annot.c"
