#!/bin/bash
# desc: record and stat of a python3 program with a multiprocessing pool that exits 4 (started through the python3 on PATH), as Linux perf
#
# Someone profiles a Python program: it starts a pool of two worker processes, each spins
# 0.3 s of CPU, the parent spins 0.2 s and exits with status 4; python3 is whatever PATH
# finds (a pyenv shim, a shell script that execs the real one, here). Each perf records it;
# both perfs report each recording (--sort comm,dso and --sort pid,comm) and must print
# the same rows. Across the recordings: the exit statuses (record and stat pass the 4
# through) and the shape: three python3 processes with 15% of the samples or more (the
# parent and two workers, each about 30%: hundreds of samples, far above that bound).
. "$TESTS_DIR/scenarios/lib/scenario.sh"
need
require python

cat >work.py <<'EOP'
import multiprocessing, sys, time

def spin(seconds):
    end = time.process_time() + seconds
    n = 0
    while time.process_time() < end:
        n += 1
    return n

if __name__ == "__main__":
    with multiprocessing.Pool(2) as pool:
        pool.map(spin, [0.3, 0.3])
    spin(0.2)
    sys.exit(4)
EOP

for side in linux ours; do
	P=$(perf_of $side)
	{
		"$P" record -q -F 1000 -o $side.data -- python3 work.py >/dev/null 2>&1
		echo "record: exit $?"
		"$P" stat -e task-clock -- python3 work.py >/dev/null 2>&1
		echo "stat: exit $?"
		"$LPERF" report --stdio --sort pid,comm -i $side.data 2>/dev/null | strip_tips |
			awk '$1 + 0 >= 15 { print "big process:", $3 }'
	} >$side.txt
	for keys in comm,dso pid,comm; do
		"$LPERF" report --stdio --sort $keys -i $side.data 2>/dev/null | strip_tips >rep.linux
		"$PERF" report --stdio --sort $keys -i $side.data 2>/dev/null | strip_tips >rep.ours
		differ_files "report --sort $keys of $side's recording" rep.ours rep.linux
	done
done
cat ours.txt
differ_files "the python session" ours.txt linux.txt
finish "python multiprocessing"
