# The node workload of the JIT tests (sourced): a recursive fib that node --perf-prof names
# JS:*fibonacciRecursive once optimized. Needs $PERF and a fail() of the test.
#
#   node_fib_js ROUNDS            ./fib.js: fib(35) ROUNDS times (~0.25 s each, ~95% of its run)
#   node_fib_record OUT [OPT...]  its run recorded with -k mono -F 1000 and OPT into OUT, as
#                                 node --perf-prof --interpreted-frames-native-stack fib.js
node_fib_js() {
	cat >fib.js <<EOF
function fibonacciRecursive(n) {
	if (n < 2)
		return n;
	return fibonacciRecursive(n - 1) + fibonacciRecursive(n - 2);
}
let t = 0;
for (let i = 0; i < $1; i++)
	t += fibonacciRecursive(35);
console.log(t);
EOF
}

node_fib_record() {
	local out=$1
	shift
	$PERF record -q -k mono -F 1000 "$@" -o "$out" -- node --perf-prof \
		--interpreted-frames-native-stack fib.js >/dev/null 2>record.err || {
		cat record.err
		fail "perf record -k mono $* node failed"
	}
}
