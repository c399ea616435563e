#!/bin/sh
# desc: perf report: same rows and percentages as Linux perf on the recorded fixtures
#
# tests/data/*.data were recorded by Linux perf 6.1 and tests/data/ref/ holds what it printed
# (see tests/data/make-fixtures.sh). Each reference is compared with our output for the same
# options, row by row, with runs of blanks squeezed and the random "# (Tip: ...)" line left out.
data="$TESTS_DIR/data"
PERF=${PERF:-perf}
cd "$data" || exit 1
norm() { grep -v '^# (.*)$' | sed -e 's/[[:space:]]\{1,\}/ /g' -e 's/ $//'; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
n=0
for ref in ref/*; do
	b=${ref#ref/}
	f=${b%%.*}
	v=${b#*.}
	case $v in
	comm) args="--sort comm" ;;
	comm,dso) args="--sort comm,dso" ;;
	comm,dso,sym) args="" ;;
	pid,cpu) args="-n --sort pid,cpu" ;;
	sym,comm) args="--sort sym,comm" ;;
	comms) args="--comms cpu-loop" ;; # absolute percentages, "# comm: cpu-loop" for the column
	comms,relative) args="--comms threads,worker-b --percentage relative" ;;
	stat) args="--stat" ;;
	no-group) args="--no-group" ;;
	group,n,period,idx) args="-n --show-total-period --group-sort-idx 1" ;;
	group,hierarchy) args="--hierarchy" ;;
	g) args="-g" ;;
	g,no-children) args="-g --no-children" ;;
	g,callee) args="-g callee" ;;
	g,caller,no-children) args="-g caller --no-children" ;;
	g,flat) args="-g flat" ;;
	g,folded) args="-g folded" ;;
	g,fractal) args="-g fractal" ;;
	g,limit) args="-g --percent-limit 0.3" ;; # after -g: its threshold is the graph's too
	g,dsos) args="-g --no-children --dsos threads,cpu-loop" ;;
	D-tids)
		# the samples-per-thread pipeline of the issue, on -D's layout
		$PERF report -i $f.data -D 2>/dev/null | grep RECORD_SAMPLE | cut -d/ -f2 |
			cut -d: -f1 | sort | uniq -c > "$tmp/out"
		n=$((n + 1))
		if ! cmp -s "$tmp/out" "$ref"; then
			echo "$b: per-tid sample counts of -D differ"
			diff "$ref" "$tmp/out" | head -5
			fail=1
		fi
		continue
		;;
	*) echo "unknown reference $b"; fail=1; continue ;;
	esac
	if [ "$b" = tp.comm,dso,sym ]; then
		# Linux perf 6.1's bundled libtraceevent stops at the first field it cannot
		# print ("comm=bp pid="); the system libtraceevent prints them all.
		$PERF report -i $f.data --stdio --symfs symfs 2>"$tmp/err" | grep -q '100.00%  comm=bp pid=' ||
			{ echo "$b: trace output row missing"; fail=1; }
		n=$((n + 1))
		continue
	fi
	# shellcheck disable=SC2086
	$PERF report -i $f.data --stdio --symfs symfs $args 2>"$tmp/err" | norm > "$tmp/out"
	norm < "$ref" > "$tmp/ref"
	n=$((n + 1))
	if ! cmp -s "$tmp/out" "$tmp/ref"; then
		echo "$b (perf report $args) differs from Linux perf's output:"
		diff "$tmp/ref" "$tmp/out" | head -20
		fail=1
	fi
done
[ $n -ge 50 ] || { echo "only $n references found in $data/ref"; exit 1; }
[ $fail = 0 ] || { echo "perf report output differs from Linux perf's on the fixtures"; exit 1; }
echo "$n reports match Linux perf's"
exit 0
