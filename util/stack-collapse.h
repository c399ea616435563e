/* SPDX-License-Identifier: GPL-2.0 */
/*
 * perf script report stackcollapse: samples counted by their folded stack, the line
 * "comm;root;...;leaf" that Linux perf's stackcollapse.py prints with its count, in byte
 * order of the lines.
 */
#ifndef PERF_STACK_COLLAPSE_H
#define PERF_STACK_COLLAPSE_H

#include <stdio.h>

struct stack_collapse;

struct stack_collapse *stack_collapse__new(void);
void stack_collapse__delete(struct stack_collapse *c);
/* One more sample of the stack (len bytes at stack). 0 or -ENOMEM. */
int stack_collapse__add(struct stack_collapse *c, const char *stack, size_t len);
/* "stack count" lines, sorted by stack. */
void stack_collapse__fprintf(struct stack_collapse *c, FILE *fp);

#endif
