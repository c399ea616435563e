# Bash and zsh completion of perf: commands, long options and event names.
# SPDX-License-Identifier: GPL-2.0
#
# Installed by `make install` as share/bash-completion/completions/perf; or source it.
# It asks the perf being completed (the first word of the line, so ./perf works too):
#   perf --list-cmds          the commands
#   perf [CMD] --list-opts    the long options of perf or of CMD
#   perf list --raw-dump      the event names, after -e/--event
# which is what Linux perf answers too, so either perf can be completed with it.

# The perf command of the line: the first word that is not an option, after "perf".
__perf_find_cmd()
{
	local i w cmds

	cmds=" $("$1" --list-cmds 2>/dev/null) "
	for ((i = 1; i < cword; i++)); do
		w=${words[i]}
		case "$w" in
		--buildid-dir) ((i++)) ;;
		-*) ;;
		*)
			if [[ $cmds == *" $w "* ]]; then
				echo "$w"
			fi
			return
			;;
		esac
	done
}

# Events after -e: the word may hold a comma separated list; complete its last item.
__perf_complete_events()
{
	local perf=$1 cur=$2 head item evts e

	head=""
	item=$cur
	if [[ $cur == *,* ]]; then
		head=${cur%,*},
		item=${cur##*,}
	fi
	evts=$("$perf" list --raw-dump 2>/dev/null)
	COMPREPLY=()
	for e in $evts; do
		if [[ $e == "$item"* ]]; then
			COMPREPLY+=("$head$e")
		fi
	done
}

_perf()
{
	local cur prev words cword perf cmd

	COMPREPLY=()
	if declare -F _get_comp_words_by_ref >/dev/null; then
		# keep ':' and '=' inside words (sched:sched_switch, --sort=)
		_get_comp_words_by_ref -n =: cur prev words cword
	else
		words=("${COMP_WORDS[@]}")
		cword=$COMP_CWORD
		cur=${COMP_WORDS[COMP_CWORD]}
		prev=${COMP_WORDS[COMP_CWORD - 1]}
	fi
	perf=${words[0]}
	perf=${perf/#\~/$HOME}
	cmd=$(__perf_find_cmd "$perf")

	if [[ -z $cmd ]]; then
		if [[ $cur == -* ]]; then
			COMPREPLY=($(compgen -W "$("$perf" --list-opts 2>/dev/null)" -- "$cur"))
		else
			COMPREPLY=($(compgen -W "$("$perf" --list-cmds 2>/dev/null)" -- "$cur"))
		fi
	elif [[ ($prev == -e || $prev == --event) && ($cmd == record || $cmd == stat || $cmd == top) ]]; then
		__perf_complete_events "$perf" "$cur"
	elif [[ $cmd == help && $cur != -* ]]; then
		COMPREPLY=($(compgen -W "$("$perf" --list-cmds 2>/dev/null)" -- "$cur"))
	elif [[ $cur == --* ]]; then
		COMPREPLY=($(compgen -W "$("$perf" "$cmd" --list-opts 2>/dev/null)" -- "$cur"))
	fi
	# otherwise nothing: -o default completes file names (workloads, -i/-o files)
	# bash splits words at ':': give back only what follows the last one
	if [[ $cur == *:* && $COMP_WORDBREAKS == *:* ]]; then
		local colon=${cur%"${cur##*:}"} i

		for i in "${!COMPREPLY[@]}"; do
			COMPREPLY[i]=${COMPREPLY[i]#"$colon"}
		done
	fi
}

if [[ -n ${ZSH_VERSION-} ]]; then
	autoload -U +X bashcompinit && bashcompinit
fi
complete -o default -F _perf perf
