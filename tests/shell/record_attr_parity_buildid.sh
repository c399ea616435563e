#!/bin/bash
# desc: perf record --buildid-mmap sets the events' attrs as Linux perf does (record_attr_parity's commands that must run alone)
# lock: all
#
# A --buildid-mmap session has the kernel flag every other session's MMAP2 records as
# carrying a build-id, and Linux perf 6.1 aborts on those: these two commands of
# record_attr_parity.sh run alone, the rest of its table beside the other tests.
ATTR_PARITY_ONLY=buildid-mmap exec "$(dirname "$0")/record_attr_parity.sh"
