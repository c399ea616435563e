#!/bin/bash
# desc: perf list: sections, layout and filters
#
# The listing is checked against the grammar's tables, against tracefs itself, and (when
# it is installed) against Linux perf's own tracepoint listing.

PERF=${PERF:-./perf}
TESTS_DIR=${TESTS_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

fail() {
	echo "FAIL: $*"
	exit 1
}

"$PERF" list > "$tmp/all" 2> "$tmp/err" || fail "perf list exited $?: $(cat "$tmp/err")"

# Every line: two spaces, the name padded to 50 columns, a space, [Kind].
awk '!/^  [^ ].* \[[A-Za-z ]+\]$/ { print "bad line: " $0; bad = 1 }
     length($0) > 0 && index($0, "[") != 54 && length(substr($0, 3, index($0, " [") - 3)) < 50 {
	print "misaligned: " $0; bad = 1 }
     END { exit bad }' "$tmp/all" || fail "perf list layout"

expect() { # file, fixed line content (a grep -F pattern anchored by the layout)
	grep -qE "^  $2 +\[$3\]$" "$1" || fail "'$2 [$3]' missing from perf list${4:+ $4}"
}
expect "$tmp/all" "cpu-cycles OR cycles" "Hardware event"
expect "$tmp/all" "instructions" "Hardware event"
expect "$tmp/all" "context-switches OR cs" "Software event"
expect "$tmp/all" "cpu-clock" "Software event"
expect "$tmp/all" "page-faults OR faults" "Software event"
expect "$tmp/all" "L1-dcache-load-misses" "Hardware cache event"
expect "$tmp/all" "rNNN" "Raw hardware event descriptor"
expect "$tmp/all" "mem:<addr>\[/len\]\[:access\]" "Hardware breakpoint"

# Filters: only their kind, all of it.
"$PERF" list sw > "$tmp/sw" || fail "perf list sw"
# (with the tool events, duration_time..., which Linux perf 6.1 lists there too)
grep -v -e '\[Software event\]$' -e '\[Tool event\]$' "$tmp/sw" && fail "perf list sw shows other kinds"
[ "$(wc -l < "$tmp/sw")" = "$(grep -c -e '\[Software event\]$' -e '\[Tool event\]$' "$tmp/all")" ] ||
	fail "perf list sw does not show every software event"
"$PERF" list software | cmp -s - "$tmp/sw" || fail "perf list software differs from sw"
expect "$tmp/sw" "task-clock" "Software event" sw

"$PERF" list hw > "$tmp/hw" || fail "perf list hw"
grep -v '\[Hardware event\]$' "$tmp/hw" && fail "perf list hw shows other kinds"
expect "$tmp/hw" "branch-instructions OR branches" "Hardware event" hw
"$PERF" list hardware | cmp -s - "$tmp/hw" || fail "perf list hardware differs from hw"

"$PERF" list cache > "$tmp/cache" || fail "perf list cache"
grep -v '\[Hardware cache event\]$' "$tmp/cache" && fail "perf list cache shows other kinds"
[ -s "$tmp/cache" ] || fail "perf list cache is empty"

# A word selects the events whose names contain it, of any kind.
"$PERF" list migrations > "$tmp/word" || fail "perf list migrations"
expect "$tmp/word" "cpu-migrations OR migrations" "Software event" migrations
grep -v migration "$tmp/word" && fail "perf list migrations shows unrelated events"

"$PERF" list --raw-dump sw > "$tmp/raw" || fail "perf list --raw-dump"
[ "$(wc -l < "$tmp/raw")" = 1 ] && grep -qw cs "$tmp/raw" && grep -qw task-clock "$tmp/raw" ||
	fail "perf list --raw-dump sw: $(cat "$tmp/raw")"

# Tracepoints: perf mounts tracefs itself when it is not mounted.
"$PERF" list tracepoint > "$tmp/tp" || fail "perf list tracepoint"
. "$TESTS_DIR/shell/lib/caps.sh"
if ! have tracefs; then
	skip_part "tracepoint listing"
	echo "perf list ok"
	exit 0
fi
tracefs=
for d in /sys/kernel/tracing /sys/kernel/debug/tracing; do
	[ -d "$d/events/sched" ] && { tracefs=$d; break; }
done
[ -n "$tracefs" ] || fail "no tracefs events directory, though the capability probe found tracefs"
grep -v '\[Tracepoint event\]$' "$tmp/tp" && fail "perf list tracepoint shows other kinds"
# Dynamic events (uprobes, kprobes: other tests add and remove them) change between two
# listings: comparisons leave them out.
stable() {
	grep -vE '^  (probe[^:]*|uprobes|kprobes|[a-z_]*probes?):' "$1"
}
expect "$tmp/tp" "sched:sched_switch" "Tracepoint event" tracepoint
grep '\[Tracepoint event\]$' "$tmp/all" > "$tmp/all.tp"
# (other tests' dynamic events under groups of their own can come or go between the two
# listings, as the full suite's run showed: they agree once taken while none changed)
for _ in 1 2 3; do
	cmp -s <(stable "$tmp/all.tp") <(stable "$tmp/tp") && break
	sleep 1
	"$PERF" list 2>/dev/null | grep '\[Tracepoint event\]$' > "$tmp/all.tp"
	"$PERF" list tracepoint > "$tmp/tp" 2>/dev/null
done
cmp -s <(stable "$tmp/all.tp") <(stable "$tmp/tp") ||
	fail "perf list and perf list tracepoint disagree on tracepoints"

# sched:* is exactly tracefs' events/sched/*/id, in order.
"$PERF" list 'sched:*' > "$tmp/sched" || fail "perf list 'sched:*'"
(cd "$tracefs/events/sched" && for d in */; do [ -f "$d/id" ] && echo "sched:${d%/}"; done) |
	LC_ALL=C sort > "$tmp/sched.want"
awk '{ print $1 }' "$tmp/sched" > "$tmp/sched.got"
cmp -s "$tmp/sched.got" "$tmp/sched.want" ||
	fail "perf list 'sched:*' differs from $tracefs/events/sched: $(diff "$tmp/sched.got" "$tmp/sched.want" | head -5)"
"$PERF" list 'sched:sched_switch' | grep -c . | grep -qx 1 || fail "perf list sched:sched_switch"
"$PERF" list 'nosuchsys:*' | grep -q . && fail "perf list 'nosuchsys:*' listed something"

# The same tracepoints as Linux perf lists, when it is installed.
if ! have linux-perf; then
	skip_part "comparison with Linux perf's tracepoint list"
else
	/usr/bin/perf list tracepoint 2>/dev/null > "$tmp/tp.ref"
	[ -s "$tmp/tp.ref" ] || fail "Linux perf lists no tracepoints"
	stable "$tmp/tp" > "$tmp/tp.got"
	stable "$tmp/tp.ref" > "$tmp/tp.want"
	cmp -s "$tmp/tp.got" "$tmp/tp.want" ||
		fail "tracepoints differ from Linux perf's: $(diff "$tmp/tp.got" "$tmp/tp.want" | head -5)"
fi
echo "perf list ok"
exit 0
