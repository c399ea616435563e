#!/bin/sh
# desc: perf report --header, -I: the features Linux perf 6.1 writes, written and printed alike
#
# Both perfs record the same command, and have the fixtures of tests/data; each file is then printed by both with --header-only,
# with and without -I, and the outputs must be equal. Our file must carry the features
# Linux perf writes on this machine (the same "missing features" line), with the same host
# description (CPU and NUMA topology, PMUs, caches, memory blocks; only the free memory
# moves), and Linux perf must read it without a warning. Payloads this machine cannot record
# (hybrid CPUs, PMU capabilities, a -k clock, odd memory maps) are put into a copy of a file
# by tests/shell/lib/perfdata_features.py and printed by both.
. "$TESTS_DIR/shell/lib/parity_tmp.sh"

# same FILE [ARGS]: both perfs print FILE's header alike
same() {
	f=$1
	shift
	"$REF" report -i "$f" --header-only "$@" >ref.out 2>ref.err
	"$PERF" report -i "$f" --header-only "$@" >our.out 2>our.err
	if ! cmp -s ref.out our.out; then
		echo "FAIL: report --header-only $* of $f differs from Linux perf's:"
		diff ref.out our.out | head -20
		fail=1
	fi
}

# a workload busy for about 50 ms: every file has samples (Linux perf warns of one without)
busy='i=0; while [ $i -lt 40000 ]; do i=$((i+1)); done'
"$REF" record -q -o lin.data -e '{cpu-clock,task-clock}' -- sh -c "$busy" 2>/dev/null ||
	{ echo "FAIL: Linux perf record"; exit 1; }
"$PERF" record -q -o our.data -e '{cpu-clock,task-clock}' -- sh -c "$busy" 2>/dev/null ||
	{ echo "FAIL: perf record"; exit 1; }
for f in lin.data our.data; do
	same $f
	same $f -I
done

# our file has what Linux perf writes here, and the same host description
"$REF" report -i lin.data --header-only -I 2>/dev/null >lin.hdr
"$REF" report -i our.data --header-only -I 2>/dev/null >our.hdr
for what in "missing features" "pmu mappings" "sibling " "CPU [0-9]*:" "node[0-9]* cpu list" \
	"CPU cache info" "#  L[0-9] " "memory nodes" "#  *[0-9]* \[" "group:"; do
	grep "^# *$what" lin.hdr >a
	grep "^# *$what" our.hdr >b
	if ! cmp -s a b; then
		echo "FAIL: '$what' lines of our file differ from Linux perf's file:"
		diff a b | head -10
		fail=1
	fi
done
grep -q '^# node0 meminfo  : total = [0-9]* kB, free = [0-9]* kB$' our.hdr ||
	{ echo "FAIL: no NUMA node memory line"; fail=1; }
for what in NUMA_TOPOLOGY CACHE MEM_TOPOLOGY CPU_TOPOLOGY; do
	"$REF" report -i our.data --header-only 2>/dev/null |
		grep -q "^# $what info available, use -I to display$" ||
		{ echo "FAIL: Linux perf does not see $what in our file"; fail=1; }
done
"$REF" report -i our.data --stdio >/dev/null 2>ref.err
if [ -s ref.err ]; then
	echo "FAIL: Linux perf warns on our file:"
	head -5 ref.err
	fail=1
fi

# a host without CPU cache directories (some VMs): Linux perf still writes HEADER_CACHE, with
# no entry, and so must we; both record where a tmpfs hides every cpu*/cache of this one
if have mountns; then
	cat >nocache.sh <<'EOS'
for c in /sys/devices/system/cpu/cpu[0-9]*/cache; do
	[ -d "$c" ] || continue
	mount -t tmpfs none "$c" || exit 1
done
"$1" record -q -o lin-nc.data -- true 2>/dev/null || exit 1
"$2" record -q -o our-nc.data -- true 2>/dev/null
EOS
	if unshare -m --propagation private sh nocache.sh "$REF" "$PERF"; then
		for f in lin-nc.data our-nc.data; do
			same $f -I
			"$REF" report -i $f --header-only -I 2>/dev/null >$f.hdr
		done
		grep -q '^# CPU cache info:$' lin-nc.data.hdr && ! grep -q '^#  L[0-9] ' lin-nc.data.hdr ||
			{ echo "FAIL: Linux perf's file from the host without caches has no empty cache info"; fail=1; }
		for what in "missing features" "CPU cache info" "#  L[0-9] "; do
			grep "^# *$what" lin-nc.data.hdr >a
			grep "^# *$what" our-nc.data.hdr >b
			if ! cmp -s a b; then
				echo "FAIL: without cache directories, '$what' lines of our file differ from Linux perf's:"
				diff a b | head -10
				fail=1
			fi
		done
	else
		echo "FAIL: recording with the cache directories hidden"
		fail=1
	fi
else
	skip_part "a host without CPU cache directories"
fi

# Linux perf's fixtures, the byte-swapped ones too (pipe files are another story)
for f in "$TESTS_DIR"/data/*.data; do
	[ "${f##*/}" = perf-pipe.data ] && continue
	same "$f"
	same "$f" -I
done

# payloads of other machines
feat=$TESTS_DIR/shell/lib/perfdata_features.py
python3 "$feat" lin.data x1.data \
	'28=u32:3,s:branches,s:32,s:max_precise,s:3,s:pmu_name,s:icelake' \
	'30=u32:2,s:cpu_core,s:0-15,s:cpu_atom,s:16-23' \
	'31=u32:2,u32:2,s:nr_addr_filters,s:8,s:zen,s:4,s:ibs_op,u32:0,s:empty' \
	'23=u64:3' '29=u32:1,u32:4,u64:1796145466289800123,u64:5000000000' || exit 1
python3 "$feat" lin.data x2.data \
	'22=u64:1,u64:0x400,u64:3,u64:0,u64:128,u64:128,u64:0xffffffffffffff0f,u64:0x1,u64:2,u64:64,u64:64,u64:0x1,u64:1,u64:1,u64:1,u64:1' \
	'29=u32:1,u32:0,u64:1796145466000000000,u64:1796145466000000001' \
	'14=u32:2,u32:0,u64:100,u64:50,s:0-3,u32:1,u64:200,u64:20,s:4-7' \
	'13=u32:1,s:0-1,u32:2,s:0,s:1,u32:0,u32:0,u32:1,u32:0' || exit 1
python3 "$feat" lin.data x3.data '29=u32:1,u32:99,u64:0,u64:0' '16=u32:1,u32:6,s:kprobe' \
	'20=u32:1,u32:1,u32:1,u32:64,u32:64,u32:8,s:Data,s:32K,s:0' || exit 1
python3 "$feat" lin.data x4.data '24=u64:1' || exit 1
for f in x1.data x2.data x3.data x4.data; do
	same $f
	same $f -I
done
exit $fail
