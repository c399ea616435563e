#!/bin/bash
# desc: perf stat: task-clock of a busy loop is near its run time
# busy-loop spins for 600 ms of its own CPU time, so its task-clock is near 600 ms however
# loaded the machine is (the wall time it takes is what grows).
PROG="$TESTS_DIR/progs/busy-loop"
[ -x "$PROG" ] || { echo "FAIL: $PROG not built (make test-progs)"; exit 1; }

out=$("$PERF" stat -x, -e task-clock -- "$PROG" 600 2>&1)
rc=$?
[ $rc -eq 0 ] || { echo "$out"; echo "FAIL: perf stat exited $rc"; exit 1; }
ms=$(echo "$out" | awk -F, '$3 == "task-clock" { print $1 }')
[ -n "$ms" ] || { echo "$out"; echo "FAIL: no task-clock line"; exit 1; }
# unit msec, and the CPUs utilized metric
echo "$out" | grep -q '^[0-9.]*,msec,task-clock,[0-9]*,100.00,[0-9.]*,CPUs utilized$' ||
	{ echo "$out"; echo "FAIL: task-clock CSV line malformed"; exit 1; }
if ! awk -v ms="$ms" 'BEGIN { exit !(ms >= 150 && ms <= 1500) }'; then
	echo "$out"
	echo "FAIL: task-clock $ms msec for a 600 ms busy loop"
	exit 1
fi

# standard layout: the same value with the elapsed time and the CPUs utilized ratio
out=$("$PERF" stat -e task-clock -- "$PROG" 300 2>&1)
echo "$out" | grep -Eq '^ +[0-9.,]+ msec task-clock +# +[0-9.]+ CPUs utilized' ||
	{ echo "$out"; echo "FAIL: no standard task-clock line"; exit 1; }
el=$(echo "$out" | awk '/seconds time elapsed/ { print $1 }')
awk -v e="$el" 'BEGIN { exit !(e >= 0.29 && e < 5) }' ||
	{ echo "$out"; echo "FAIL: elapsed $el s for a 300 ms loop"; exit 1; }
echo "$out" | grep -q 'seconds user$' && echo "$out" | grep -q 'seconds sys$' ||
	{ echo "$out"; echo "FAIL: no user/sys times"; exit 1; }

# children are counted, unless -i: the loop runs in a child of sh
inh=$("$PERF" stat -x, -e task-clock -- sh -c "'$PROG' 300; true" 2>&1 | awk -F, '$3 == "task-clock" { print $1 }')
noinh=$("$PERF" stat -i -x, -e task-clock -- sh -c "'$PROG' 300; true" 2>&1 | awk -F, '$3 == "task-clock" { print $1 }')
awk -v a="$inh" -v b="$noinh" 'BEGIN { exit !(a >= 75 && b < a / 3) }' ||
	{ echo "FAIL: task-clock with children $inh msec, with -i $noinh msec"; exit 1; }
echo ok
