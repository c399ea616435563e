#!/bin/bash
# desc: util's symbol side: each object calls only those the README's layer order puts before it (nm), no cycle
# The README's architecture section lists the symbol side's objects in layers ("Each object
# calls only those before it: a, b <- c <- ..."). From nm of the built objects: an edge A -> B
# when A's undefined symbols include one B defines. Every edge must go to an earlier layer;
# tsort confirms there is no cycle. A new call upward (dso__load reaching into its machine)
# fails here with the edge named.
set -u
command -v nm >/dev/null || { echo "FAIL: nm not found (binutils)"; exit 1; }
readme="$TESTS_DIR/../README.md"
bin=$(dirname "$PERF")
if [ -f "$bin/util/machine.o" ]; then objs="$bin/util"; else objs="$bin/build/util"; fi
[ -d "$objs" ] || { echo "FAIL: no objects beside $PERF ($objs)"; exit 1; }

order=$(grep -o 'Each object calls only those before it: [^(]*' "$readme" |
	sed 's/^Each object calls only those before it: //; s/ *$//')
[ -n "$order" ] || { echo "FAIL: the README's layer order of the symbol side is gone"; exit 1; }
# one line per object: its layer number and its name
layers=$(echo "$order" | awk -F' <- ' '{ for (i = 1; i <= NF; i++) { n = split($i, m, ", ");
	for (j = 1; j <= n; j++) print i, m[j] } }')
mods=$(echo "$layers" | awk '{ print $2 }')
for m in dso build-id kallsyms machine map symbol symbol-elf thread unwind-dwarf; do
	echo "$mods" | grep -qx "$m" || { echo "FAIL: $m is not in the README's layer order"; exit 1; }
done

tmp=$(mktemp -d /tmp/perf-test-link-XXXXXX)
trap 'rm -rf "$tmp"' EXIT
for m in $mods; do
	[ -f "$objs/$m.o" ] || { echo "FAIL: $objs/$m.o not built"; exit 1; }
	nm -u "$objs/$m.o" | awk '{ print $2 }' | sort -u >"$tmp/$m.u"
	nm --defined-only "$objs/$m.o" | awk '$2 ~ /^[TDBRVW]$/ { print $3 }' | sort -u >"$tmp/$m.d"
done
layer() { echo "$layers" | awk -v m="$1" '$2 == m { print $1 }'; }
bad=0
edges=0
: >"$tmp/edges"
for a in $mods; do
	for b in $mods; do
		[ "$a" = "$b" ] && continue
		syms=$(comm -12 "$tmp/$a.u" "$tmp/$b.d")
		[ -n "$syms" ] || continue
		edges=$((edges + 1))
		echo "$a $b" >>"$tmp/edges"
		if [ "$(layer "$a")" -le "$(layer "$b")" ]; then
			echo "$a -> $b ($(echo $syms | cut -c1-100)): $b is not before $a in the README's order"
			bad=1
		fi
	done
done
tsort "$tmp/edges" >/dev/null 2>"$tmp/tsort.err" || { cat "$tmp/tsort.err"; echo "FAIL: the link graph has a cycle"; exit 1; }
[ $bad = 0 ] || { echo "FAIL: calls against the layer order (above)"; exit 1; }
# the graph is real: the top object uses those below it
[ "$edges" -ge 10 ] || { echo "FAIL: only $edges edges: nm read nothing useful"; exit 1; }
echo "$edges edges among $(echo $mods | wc -w) objects, all down the README's order: $order"
