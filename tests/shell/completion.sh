#!/bin/bash
# desc: bash completion: commands, options and events through perf-completion.sh
set -u
fail() { echo "$*"; exit 1; }
script="$TESTS_DIR/../perf-completion.sh"
[ -f "$script" ] || fail "no $script"

# What the completion of the line gives (the last word is the one completed), in a fresh
# bash that only sourced our script: one word per line, sorted.
complete_line() {
	bash --norc --noprofile -c '
		source "$1" || exit 1
		shift
		COMP_WORDS=("$@")
		COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
		COMP_LINE="$*"
		COMP_POINT=${#COMP_LINE}
		_perf
		printf "%s\n" "${COMPREPLY[@]}" | sort' bash "$script" "$@"
}

expect() { # WORDS... -> EXPECTED (one reply, or "a b" several)
	local want=${!#} got
	got=$(complete_line "${@:1:$#-1}" 2>&1 | xargs)
	[ "$got" = "$want" ] || fail "completing '${*:1:$#-1}': got '$got', want '$want'"
}

# complete -p shows the function is registered for perf
bash --norc --noprofile -c 'source "$1" && complete -p perf' bash "$script" | grep -q '_perf' ||
	fail "perf-completion.sh registers no completion for perf"

expect "$PERF" rec record
expect "$PERF" bu "buildid-cache buildid-list"
expect "$PERF" --no-p --no-pager
expect "$PERF" record --call --call-graph
expect "$PERF" -P report --head "--header --header-only"
expect "$PERF" stat -e task-cl task-clock
expect "$PERF" stat -e cs,page-f cs,page-faults
expect "$PERF" record --event cpu-cl cpu-clock
expect "$PERF" help sta stat
# options of the command are not those of perf: no --list-cmds here
expect "$PERF" stat --list-c ""

# Debian's perf completion asks the same questions: our answers must satisfy it too, with
# nothing on stderr (it used to get "Unknown option: --list-cmds" and a usage text)
deb=/usr/share/bash-completion/completions/perf
if [ -f "$deb" ]; then
	out=$(bash --norc --noprofile -c '
		source "$1"
		shift
		COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
		COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
		cur=${COMP_WORDS[COMP_CWORD]}
		words=("${COMP_WORDS[@]}"); cword=$COMP_CWORD; prev=${COMP_WORDS[COMP_CWORD-1]}
		__perf_main
		printf "%s\n" "${COMPREPLY[@]}"' bash "$deb" "$PERF" record --call 2>&1)
	[ "$out" = "--call-graph" ] || fail "Debian's completion with our perf: '$out'"
fi
exit 0
