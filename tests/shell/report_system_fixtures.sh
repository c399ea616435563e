#!/bin/bash
# desc: perf report/script/buildid-list on the fixtures of issue 12 against this machine's own libraries: what /usr/bin/perf prints for the same file
#
# tests/data/system-g.data (system-wide -g, several processes), period.data (two events with
# period terms), cxx-g.data (g++ -O2: libc, ld.so, libstdc++) and the tracepoint fixtures,
# reported without --symfs: system libraries, libc6-dbg's debug info and the kernel's
# symbols are this machine's, so the expected outputs are not frozen but asked of Linux
# perf now. The workloads come from a build-id cache made of tests/data/symfs.
. "$(dirname "$0")/lib/record_lib.sh"
need
data=$TESTS_DIR/data
fixture_symbols
n=0
for f in period cxx-g; do
	for args in "" "--sort dso,sym" "--sort sym" "--sort comm,dso" "--no-children" "--children" \
		    "-g caller --no-children" "-g callee --no-children" "-g caller --children" \
		    "-g folded --no-children"; do
		# shellcheck disable=SC2086
		compare_fixture $f report --stdio $args
	done
done
# system-g: rows of equal Children totals from many threads, ordered as Linux perf's tree
for args in "--no-children" "--no-children --sort dso,sym" "-g caller --no-children" \
	    "-g callee --no-children" "-g folded --no-children" "--no-children --sort comm,pid" \
	    "--children" "-g caller --children" "-g callee --children" "-g folded --children" \
	    "-g none --children"; do
	# shellcheck disable=SC2086
	compare_fixture system-g report --stdio $args
done
# --sort sym: Linux perf's tree of entries keeps two rows of one unresolved address (or
# symbol) apart where its comparison is not transitive; replayed, the same rows
for args in "--children --sort sym" "--no-children --sort sym" "-g caller --sort sym" \
	    "-g none --children --sort sym" "--no-children --sort pid,sym" "--children --sort pid,sym" \
	    "-F overhead,sym" "-F sym,overhead" "-F overhead,pid,sym" "-F overhead,sym -g none"; do
	# shellcheck disable=SC2086
	compare_fixture system-g report --stdio $args
done
# with the object key, Linux perf's symbol comparison leaves the object to it (6.1.192) and
# its tree is its insertions' (unresolved addresses by the sign of their difference: no
# sort gives that order); with comm, its second tree merges the entries the first split
for args in "--children --sort sym,dso" "--no-children --sort sym,dso" "--children --sort dso,sym" \
	    "--children --sort sym,pid,dso" "-g none --children --sort sym,dso" \
	    "--children --sort sym,dso,comm" "--children --sort sym,comm" "--no-children --sort sym,comm" \
	    "--children --sort comm,sym" "--children --sort cpu,sym" "--children --sort sym,cpu"; do
	# shellcheck disable=SC2086
	compare_fixture system-g report --stdio $args
done
# the parent key: -p adds it, -x hides the rows without one, found in the chain's order
for args in "-p ^do_sys" "-p ^do_sys --no-children" "-p ^do_sys -x" "-p entry -x --children" \
	    "--sort parent,sym" "-p ^ksys --sort parent,sym --no-children" "--sort sym,parent" \
	    "-G --no-children" "-G -p ^do_sys --no-children"; do
	# shellcheck disable=SC2086
	compare_fixture system-g report --stdio $args
done
# --max-stack: the frames nearest the sample in callee order, nearest the root in caller order
# (children mode's default); --hide-unresolved: samples and frames without a symbol left out
for args in "--max-stack 2" "--max-stack 3 -g caller" "--max-stack 3 -G" "--max-stack 1 --no-children" \
	    "--max-stack 4 --children -g callee" "--hide-unresolved" "-U --no-children" \
	    "--hide-unresolved --sort dso" "-U -g folded" "--show-cpu-utilization"; do
	# shellcheck disable=SC2086
	compare_fixture system-g report --stdio $args
done
compare_fixture cxx-g report --stdio --max-stack 2 -g caller
# script --show-round-events prints the records in the file's order, as Linux perf; --dsos,
# -S/--symbols keep the samples in those objects or functions (system-g's symbols from its own
# workload, whose symbols come from the build-id cache: the host's libc and kernel resolve its
# other samples to whatever symbols they have, so a libc or kernel name may match none; leaf
# is the symbol of cpu-loop's samples, main only in their call chains)
for f in system-g system-a threads-p; do
	compare_fixture $f script --show-round-events
	compare_fixture $f script --show-round-events --show-task-events --show-mmap-events
done
compare_fixture system-g script --dsos libc.so.6
compare_fixture system-g script --dsos '[kernel.kallsyms]'
compare_fixture system-g script --dsos /usr/lib/x86_64-linux-gnu/libc.so.6
compare_fixture cxx-g script -S main
compare_fixture system-g script --symbols leaf,main
compare_fixture cxx-g report --stdio --hide-unresolved --no-children
# -v: full object names (and their order), the address and symbol origin before each symbol
for f in period cxx-g system-g; do
	compare_fixture $f report --stdio -v --no-children
	compare_fixture $f report --stdio -v --children
done
compare_fixture period report --stdio -v --sort dso,sym
for f in cpu cpu-g system-g; do
	compare_fixture $f report --stdio -v --symfs "$data/symfs"
	compare_fixture $f report --stdio -v --symfs "$data/symfs" --sort dso,sym
done
for f in system-g period cxx-g tp perf-tp; do
	compare_fixture $f script
	compare_fixture $f script -F comm,tid,ip,sym,dso
	compare_fixture $f buildid-list
done
compare_fixture perf-tp report --stdio --sort comm,dso
# a tracepoint-only file sorts by trace output; a lone entry's prints cut to the header's
# width in Linux perf (its output is formatted only when compared with another's)
compare_fixture tp report --stdio
compare_fixture perf-tp report --stdio
# -F with --sort: the --sort keys, then -F's columns in its order (overhead before an
# appended key), as Linux perf appends them to its sort list
compare_fixture threads-p report --stdio -F sym,overhead --sort sym
compare_fixture system-a report --stdio -F overhead,sym,dso --sort dso
compare_fixture system-g report --stdio -F overhead,sym,dso --sort dso
# (-F's comm key alone makes no second tree in Linux perf: rows of equal value keep the first's order)
compare_fixture system-g report --stdio -F overhead,comm,sym
# --hierarchy: rows of a level with equal periods by the level's key (threads-p's
# [kernel.kallsyms] before threads)
compare_fixture threads-p report --stdio --hierarchy
# (and its second tree, always there: system-g's split 0x401249 rows are one)
compare_fixture system-g report --stdio --hierarchy --sort sym
# -g ...,address: each frame with its source line, or +offset in its symbol without one
compare_fixture cpu-g report --stdio --symfs "$data/symfs" -g graph,0.5,callee,address
compare_fixture cpu-g report --stdio --symfs "$data/symfs" -g folded,0,caller,address --no-children
# (and libc's: a line of the table's file 1 is named by its unit, as binutils' addr2line,
# which Linux perf runs, names it: libc_start_call_main.h:74 is libc-start.c:74)
compare_fixture cpu-g report --stdio -g graph,0.5,callee,address
compare_fixture cxx-g report --stdio -g folded,0,caller,address --no-children
# --sort srcline: without a line, sym+offset or dso[address]; a frame's (children) from its
# absolute address; a value formatted only when compared prints cut to the column's width
compare_fixture cpu-g report --stdio --sort srcline
compare_fixture period report --stdio --sort srcline
compare_fixture period report --stdio --sort sym,srcline --no-children
compare_fixture system-a report --stdio --sort sym,srcline --no-children
compare_fixture cxx-g report --stdio --sort sym,srcline
compare_fixture system-g report --stdio --sort sym,trace
# events that are not tracepoints have no trace output: N/A
compare_fixture system-a report --stdio --sort comm,trace
# --header: no hint line; -T without counts: its header; -D --header: the header first;
# -q: no header, so --header-only reports; a pipe-format file: offsets 0, features after
compare_fixture period report --stdio --header
compare_fixture period report --stdio -T
compare_fixture tp report --stdio -D --header
compare_fixture tp report --stdio -D -q
compare_fixture period report --stdio --header-only -q
compare_fixture perf-pipe report --header-only
compare_fixture perf-pipe report --header-only -I
grep -q 'ns::spin<int>' <("$PERF" report -i "$data/cxx-g.data" --stdio --no-children 2>/dev/null) ||
	fail "cxx-g: no ns::spin<int> row (the workload's symbols were not found)"
echo "$n outputs equal"
echo ok
