#!/bin/bash
# desc: pager: on a terminal only, PERF_PAGER then PAGER, LESS=FRSX, --no-pager/-P, --paginate
set -u
fail() { echo "$*"; exit 1; }
command -v script >/dev/null || { echo "no script(1) (bsdutils) to give perf a terminal"; exit 2; }
d=$(mktemp -d) && trap 'rm -rf "$d"' EXIT

# a pager that notes how it was started and what it read
cat > "$d/pager" <<EOS
#!/bin/sh
echo "LESS=\$LESS ARGS=\$*" > "$d/started"
cat > "$d/read"
EOS
chmod +x "$d/pager"

# run "perf ARGS" on a terminal (script -qc); the pager's record, or "none"
on_tty() {
	rm -f "$d/started" "$d/read"
	local cmd
	cmd=$(printf '%q ' "$@")
	script -qec "$cmd" /dev/null >"$d/tty" 2>&1 </dev/null
	if [ -f "$d/started" ]; then cat "$d/started"; else echo none; fi
}

export PERF_PAGER="$d/pager"
unset LESS
[ "$(on_tty "$PERF" list sw)" = "LESS=FRSX ARGS=" ] || fail "perf list on a terminal: no pager ($(cat "$d/tty"))"
grep -q 'cpu-clock' "$d/read" || fail "the pager did not get the output"
grep -q 'cpu-clock' "$d/tty" && fail "the output went to the terminal too"
# LESS of the user stays
[ "$(LESS=abc on_tty "$PERF" list sw)" = "LESS=abc ARGS=" ] || fail "LESS was overridden"
# PAGER when no PERF_PAGER; an empty PERF_PAGER or "cat" is no pager
[ "$(PERF_PAGER= on_tty "$PERF" list sw)" = "none" ] || fail "empty PERF_PAGER still pages"
[ "$(PERF_PAGER=cat on_tty "$PERF" list sw)" = "none" ] || fail "PERF_PAGER=cat still pages"
[ "$(env -u PERF_PAGER PAGER="$d/pager" bash -c "$(declare -f on_tty); d=$d; on_tty $PERF list sw")" != "none" ] ||
	fail "PAGER is not used"
# --no-pager, -P
[ "$(on_tty "$PERF" --no-pager list sw)" = "none" ] || fail "--no-pager pages"
[ "$(on_tty "$PERF" -P list sw)" = "none" ] || fail "-P pages"
grep -q 'cpu-clock' "$d/tty" || fail "-P: no output on the terminal"
# commands that do not page (stat, version) unless --paginate/-p
[ "$(on_tty "$PERF" version)" = "none" ] || fail "perf version pages"
[ "$(on_tty "$PERF" --paginate version)" != "none" ] || fail "--paginate does not page"
grep -q '^perf version' "$d/read" || fail "--paginate: the pager got no output"
# never when stdout is not a terminal
rm -f "$d/started"
"$PERF" list sw | cat >/dev/null
[ -f "$d/started" ] && fail "pager started with stdout on a pipe"
# the command's exit status survives the pager
script -qec "$(printf '%q ' "$PERF" report -i "$d/nonexistent.data")" /dev/null >/dev/null 2>&1 </dev/null
rc=$?
[ $rc -ne 0 ] || fail "perf report of a missing file exits 0 through the pager"
exit 0
