#!/bin/bash
# desc: perf report/diff --comms/--dsos/--symbols/--pid/--tid: the samples left out still count in rows they share with kept ones, relative totals and columns of one value, as Linux perf's
#
# Linux perf adds a sample the task, object or symbol filters leave out like any other and
# only hides the entries such samples made: with keys that do not tell them apart (--comms X
# --sort sym), a row shown holds their periods too; --percentage relative is of the rows
# shown, and call-graph percentages stay of every sample. A key filtered to one value (its
# column elided) no longer orders rows, so with children the hidden entries of other
# threads shape the row order. Compared with /usr/bin/perf on the system-wide fixtures
# (several processes, threads, the kernel).
. "$(dirname "$0")/lib/record_lib.sh"
need
data=$TESTS_DIR/data
fixture_symbols # the workloads' symbols from tests/data/symfs's build-id cache, for both perfs
n=0
for f in system-a threads-p; do
	for c in threads worker-a worker-b; do
		for args in "--no-children --sort sym" "--no-children --sort dso" "--children --sort sym" \
			    "--children --sort dso,sym" "--percentage relative --sort sym"; do
			# shellcheck disable=SC2086
			compare_fixture $f report --stdio --comms $c $args
		done
	done
done
for args in "--comms perf --no-children --sort sym" "--comms perf --no-children --sort dso" \
	    "--comms perf --children --sort pid,sym" "--comms bash --no-children --sort sym" \
	    "--comms cpu-loop --children --sort dso,sym" \
	    "--dsos [kernel.kallsyms] --no-children --sort comm" \
	    "--dsos [kernel.kallsyms] --percentage relative --no-children --sort sym" \
	    "--dsos record_prog --children" "--dsos record_prog --children --sort comm,dso" \
	    "--symbols main --children" "--symbols thread_spin --children --sort sym" \
	    "--symbols vsnprintf --percentage relative --no-children --sort sym" \
	    "--pid 24528 --no-children --sort sym" "--pid 24528 --children --sort sym" \
	    "--tid 24389 --children" "--tid 24528 --percentage relative --no-children --sort sym" \
	    "--comms cpu-loop --children --sort sym" "--comms perf --percentage relative --sort sym" \
	    "--dsos cpu-loop --children --sort sym" "--pid 24389 --children --sort sym" \
	    "--comms cpu-loop --children" "--comms perf --children" "--comms record_prog --children" \
	    "--dsos [kernel.kallsyms] --children" "--comms perf --children -g caller"; do
	# shellcheck disable=SC2086
	compare_fixture system-g report --stdio $args
done
for args in "--dsos threads --no-children --sort comm" "--tid 10139 --children --sort sym" \
	    "--symbols clock_nanosleep@GLIBC_2.2.5 --no-children --sort comm"; do
	# shellcheck disable=SC2086
	compare_fixture threads-p report --stdio $args
done
# perf diff filters the same way, and leaves out a key column a filter leaves one value in
# (--sort sym: all unresolved addresses are one row there, shown only when the first of
# them, in its tree, was not left out)
for args in "--comms perf" "--comms cpu-loop" "--dsos [kernel.kallsyms]" "--symbols main" \
	    "-t , --dsos record_prog" "--dsos record_prog --symbols main" \
	    "--comms bash --sort sym" "--comms cpu-loop --sort sym"; do
	"$LPERF" diff $args "$data/system-g.data" "$data/system-a.data" 2>/dev/null >ref.txt
	"$PERF" diff $args "$data/system-g.data" "$data/system-a.data" 2>/dev/null >ours.txt
	cmp -s ref.txt ours.txt || { diff ref.txt ours.txt | head -20; fail "perf diff $args differs from Linux perf's"; }
	n=$((n + 1))
done
echo "$n outputs equal"
exit 0
