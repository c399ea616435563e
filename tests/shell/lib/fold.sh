# FlameGraph's folding of perf script output (sourced): stackcollapse-perf.pl's rule in awk
# (one line per stack: the comm, then the frames from the root, ';' between, the offset and
# DSO of each frame dropped, an unknown symbol named by its DSO's base name in brackets; the
# number of samples). With py=1, Linux perf's stackcollapse.py rule instead (unknown symbols
# stay [unknown], spaces of the comm become '_'). Used by script_folded.sh and the scenarios.
fold() { # [py=1]: perf script output on stdin -> folded stacks, sorted
	awk -v py="${1:-0}" '
	function flush() {
		if (comm != "" && n > 0) {
			s = comm
			for (i = n; i >= 1; i--)
				s = s ";" f[i]
			count[s]++
		}
		comm = ""; n = 0
	}
	/^[^ \t]/ {
		flush()
		# the comm: all before the pid (comms may hold spaces)
		line = $0
		if (match(line, /[ \t]+[0-9]+(\/[0-9]+)?[ \t]+/))
			comm = substr(line, 1, RSTART - 1)
		else
			comm = $1
		if (py) gsub(/ /, "_", comm)
		next
	}
	/^[ \t]+[0-9a-f]+ / {
		line = $0
		sub(/^[ \t]+[0-9a-f]+ /, "", line)
		mod = "[unknown]"
		# the DSO: the last parenthesis, from its " (/" or " ([" (a DSO may hold parens)
		if (match(line, / \([\/[].*\)$/)) {
			mod = substr(line, RSTART + 2, RLENGTH - 3)
			line = substr(line, 1, RSTART - 1)
		}
		sub(/\+0x[0-9a-f]+$/, "", line)
		if (line == "[unknown]" && !py && mod != "[unknown]") {
			sub(/.*\//, "", mod)
			line = "[" mod "]"
		}
		gsub(/;/, ":", line)
		f[++n] = line
		next
	}
	/^$/ { flush() }
	END {
		flush()
		for (s in count)
			print s, count[s]
	}' | LC_ALL=C sort
}
