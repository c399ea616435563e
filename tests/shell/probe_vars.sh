#!/bin/bash
# desc: perf probe -V: every variable listed at a place is accepted there, and its probe records a value
# slow: about 30 s
# lock: uprobes
#
# For each function of tests/progs/probevars (built -O0, -O1 as the demo workload, -O2), of
# the README's ./prog (readme_prog) and of probeprog, at its entry, its %return and every line
# -L numbers: the variables -V lists at the place are added as one probe there (those listed
# at only some of its addresses at FUNC+OFF, the address -V shows). Each must be accepted.
# Then the program runs under perf record with all of them, and in every sample of an event
# perf script must print NAME=VALUE for each of its variables (a value, not "(fault)"). The
# function entries must fire (the places in branches not taken need not). The README's
# example, func:4 i, records i = 0 .. 7999 in order.
. "$TESTS_DIR/shell/lib/probe.sh"
probe_setup

GROUPS_ADDED=
cleanup_all() {
	for g in $GROUPS_ADDED; do
		$PERF probe -q -d "$g:*" >/dev/null 2>&1
	done
	probe_cleanup
}
trap cleanup_all EXIT

# check_prog PROGRAM RUN_ARG FUNC...: the places of each FUNC, probed, recorded, checked
check_prog() {
	local src=$TESTS_DIR/progs/$1 arg=$2 name bin group k=0 f place
	shift 2
	[ -x "$src" ] || fail "missing $src: run make"
	# the group is the binary's name: one of this run's own
	name=$(echo "$src" | sed 's|.*/||; s/[^A-Za-z0-9]//g')$$
	bin=$TMPD/$name
	group=probe_$name
	cp "$src" "$bin"
	GROUPS_ADDED="$GROUPS_ADDED $group"
	: >"$TMPD/expect"
	: >"$TMPD/where"
	for f in "$@"; do
		$PERF probe -x "$bin" -L "$f" >"$TMPD/lines" 2>&1 || fail "$1: -L $f: $(cat "$TMPD/lines")"
		for place in "$f" "$f%return" $(awk -v f="$f" 'NR > 1 && $1 ~ /^[0-9]+$/ && $1 > 0 { print f ":" $1 }' "$TMPD/lines"); do
			k=$((k + 1))
			add_place "$1" "$bin" "$group" "e$k" "$place" "$f"
		done
	done
	if [ "$1" = readme_prog ]; then
		# the README's lines, as written there; its -V as Linux perf prints it
		$PERF probe -x "$bin" -V func:4 >"$TMPD/v" 2>&1 || fail "$1: -V func:4: $(cat "$TMPD/v")"
		if have linux-perf; then
			/usr/bin/perf probe -x "$bin" -V func:4 2>&1 | diff -u - "$TMPD/v" ||
				fail "$1: -V func:4 differs from Linux perf's"
		else
			skip_part "-V func:4 beside Linux perf's"
		fi
		$PERF probe -q -x "$bin" "readme=func:4 i" || fail "$1: 'func:4 i' refused"
	fi
	# up to ~40000 samples (readme_prog's loop): a buffer that holds them all, so that a
	# reader kept off the CPU on a loaded machine loses none
	$PERF record -q -m 8M -e "$group:*" -o "$TMPD/$name.data" -- "$bin" $arg >/dev/null \
		2>"$TMPD/rec" || { cat "$TMPD/rec"; fail "$1: perf record failed"; }
	$PERF script -i "$TMPD/$name.data" --show-lost-events >"$TMPD/script" 2>&1 ||
		fail "$1: perf script failed"
	! grep -q PERF_RECORD_LOST "$TMPD/script" || fail "$1: samples lost: $(grep PERF_RECORD_LOST "$TMPD/script")"
	while read -r ev entry vars; do
		grep " $group:$ev: " "$TMPD/script" >"$TMPD/ev"
		if [ ! -s "$TMPD/ev" ]; then
			[ "$entry" = entry ] && fail "$1: $ev ($(grep "^$ev " "$TMPD/where")) never fired"
			continue
		fi
		for v in $vars; do
			awk -v v="$v" '{ ok = 0; for (i = 1; i <= NF; i++) if (index($i, v "=") == 1 && $i != v "=" && $i !~ /=\(fault\)/) ok = 1; if (!ok) { print; exit 1 } }' "$TMPD/ev" >"$TMPD/bad" ||
				fail "$1: $ev ($(grep "^$ev " "$TMPD/where")): no value of $v in: $(cat "$TMPD/bad")"
		done
		checked=$((checked + 1))
	done <"$TMPD/expect"
	if [ "$1" = readme_prog ]; then
		grep " $group:readme: " "$TMPD/script" | sed 's/.* i=//' >"$TMPD/i"
		seq 0 7999 | cmp -s - "$TMPD/i" || fail "func:4 i: not i = 0 .. 7999: $(head -3 "$TMPD/i" | paste -sd' ') ..."
	fi
	$PERF probe -q -d "$group:*" >/dev/null 2>&1
}

# add_place PROG BIN GROUP EVENT PLACE FUNC: -V at PLACE, its variables added as probes
add_place() {
	local prog=$1 bin=$2 group=$3 ev=$4 place=$5 f=$6 all some off j=0 entry=
	$PERF probe -x "$bin" -V "$place" >"$TMPD/v" 2>&1 || fail "$prog: -V $place: $(cat "$TMPD/v")"
	# one line per address: "OFF NAME..."
	awk '/^\t@</ { if (sec != "") print sec; sub(/^\t@<[^+]*\+/, ""); sub(/>$/, ""); sec = $0; next }
	     /^\t\t\(No matched variables\)$/ { next }
	     /^\t\t/ { n = split($0, a, "\t"); sec = sec " " a[n] }
	     END { if (sec != "") print sec }' "$TMPD/v" >"$TMPD/secs"
	[ -s "$TMPD/secs" ] || fail "$prog: -V $place listed no address: $(cat "$TMPD/v")"
	nsec=$(wc -l <"$TMPD/secs")
	# the variables of every address go on PLACE itself
	all=$(cut -d' ' -f2- -s "$TMPD/secs" | tr ' ' '\n' | sed '/^$/d' | sort | uniq -c |
		awk -v n="$nsec" '$1 == n { print $2 }' | paste -sd' ')
	[ "$place" = "$f" ] && entry=entry
	if [ -n "$all" ] || [ -n "$entry" ]; then
		$PERF probe -x "$bin" "$ev=$place $all" >/dev/null 2>"$TMPD/err" ||
			fail "$prog: -V $place lists '$all', but '$place $all' is refused: $(cat "$TMPD/err")"
		echo "$ev ${entry:-line} $all" >>"$TMPD/expect"
		echo "$ev $place" >>"$TMPD/where"
	fi
	# the others at the address -V shows them at
	while read -r off some; do
		some=$(for v in $some; do case " $all " in *" $v "*) ;; *) echo "$v" ;; esac; done | paste -sd' ')
		[ -n "$some" ] || continue
		j=$((j + 1))
		$PERF probe -x "$bin" "${ev}_$j=$f+$off $some" >/dev/null 2>"$TMPD/err" ||
			fail "$prog: -V $place lists '$some' at $f+$off, but '$f+$off $some' is refused: $(cat "$TMPD/err")"
		echo "${ev}_$j line $some" >>"$TMPD/expect"
		echo "${ev}_$j $f+$off (of $place)" >>"$TMPD/where"
	done <"$TMPD/secs"
}

checked=0
for p in probevars probevars-O0 probevars-O2; do
	check_prog $p 2 kinds loops by_value main
done
check_prog readme_prog 1 weigh func main
check_prog probeprog 3 probe_work caller_b caller_a main
echo "$checked events checked"
exit 0
