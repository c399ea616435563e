// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include "util/export.h"
int export_html(struct export_profile *p, const char *input, FILE *fp)
{
	return -ENOSYS;
}
