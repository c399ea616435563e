#!/bin/bash
# desc: perf stat: mem:counter:w:u counts exactly N writes (PIE too)
# lock: hwbp
# counter-writer writes its global `counter` exactly N times; mem:counter:w:u must say N.
PROG="$TESTS_DIR/progs/counter-writer"
[ -x "$PROG" ] || { echo "FAIL: $PROG not built (make test-progs)"; exit 1; }
. "$TESTS_DIR/shell/lib/caps.sh"
require hwbp

for n in 1 $((1000 + RANDOM % 4000)); do
	out=$("$PERF" stat -x, -e mem:counter:w:u -- "$PROG" "$n" 2>&1)
	rc=$?
	if [ $rc -ne 0 ]; then
		echo "$out"
		echo "FAIL: perf stat -e mem:counter:w:u exited $rc"
		exit 1
	fi
	line=$(echo "$out" | grep ',mem:counter:w:u,')
	count=${line%%,*}
	if [ "$count" != "$n" ]; then
		echo "$out"
		echo "FAIL: counted '$count' writes of counter, expected exactly $n"
		exit 1
	fi
done

# the standard layout shows the same count in the value column
out=$("$PERF" stat -e mem:counter:w:u -- "$PROG" 777 2>&1)
if ! echo "$out" | grep -Eq '^ +777 +mem:counter:w:u'; then
	echo "$out"
	echo "FAIL: standard output does not show 777 for mem:counter:w:u"
	exit 1
fi

# a PIE (gcc's default): the variable is placed once the program is loaded, at its exec, and
# again at each run of -r (it loads elsewhere each time)
PIE="$TESTS_DIR/progs/bpvar-pie"
[ -x "$PIE" ] || { echo "FAIL: $PIE not built (make test-progs)"; exit 1; }
n=$((1000 + RANDOM % 4000))
out=$("$PERF" stat -x, -e mem:counter:w:u -- "$PIE" "$n" 2>&1)
if [ "$(echo "$out" | grep ',mem:counter:w:u,' | cut -d, -f1)" != "$n" ]; then
	echo "$out"; echo "FAIL: PIE: did not count exactly $n writes"; exit 1
fi
out=$("$PERF" stat -r 3 -x, -e mem:counter:w:u -- "$PIE" "$n" 2>&1)
# (the mean and its variance, 0.00% when every run counted the same)
if ! echo "$out" | grep -Eq "^$n,,mem:counter:w:u,0\.00%,"; then
	echo "$out"; echo "FAIL: PIE -r 3: not $n writes in every run"; exit 1
fi

# ... with -a too (the breakpoint is enabled before the exec, and must stay so)
out=$("$PERF" stat -a -x, -e mem:counter:w:u -- "$PIE" "$n" 2>&1)
if [ "$(echo "$out" | grep ',mem:counter:w:u,' | cut -d, -f1)" != "$n" ]; then
	echo "$out"; echo "FAIL: PIE -a: did not count exactly $n writes"; exit 1
fi

# a kernel data symbol that this kernel's kallsyms lacks: a clear error, not a crash
out=$("$PERF" stat -e mem:jiffies:w -- true 2>&1)
rc=$?
if [ $rc -eq 0 ] && echo "$out" | grep -q 'jiffies'; then
	# a kernel with data symbols resolves it; then the count line must be there
	echo "$out" | grep -q 'mem:jiffies:w' || { echo "$out"; echo "FAIL: no jiffies line"; exit 1; }
elif [ $rc -eq 0 ]; then
	echo "$out"; echo "FAIL: mem:jiffies:w neither counted nor refused"; exit 1
elif ! echo "$out" | grep -q "jiffies"; then
	echo "$out"; echo "FAIL: the error for mem:jiffies:w does not name the symbol"; exit 1
elif [ $rc -ge 128 ]; then
	echo "$out"; echo "FAIL: perf died with status $rc on mem:jiffies:w"; exit 1
fi
echo "ok"
exit 0
