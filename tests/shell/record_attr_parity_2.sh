#!/bin/bash
# desc: perf record sets the events' attrs as Linux perf does (the other half of record_attr_parity's commands)
# slow: about 40 s under load
#
# record_attr_parity.sh's table is run in two halves, two tests that run at once.
ATTR_PARITY_HALF=2 exec "$(dirname "$0")/record_attr_parity.sh"
