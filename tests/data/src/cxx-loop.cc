// SPDX-License-Identifier: GPL-2.0
// A C++ workload for the fixtures: templates, a class, an anonymous namespace, a lambda,
// std::map and std::vector (libstdc++), for names as Linux perf demangles them.
#include <cstdlib>
#include <vector>
#include <map>
#include <string>
volatile unsigned long sink;
namespace ns {
template <typename T> __attribute__((noinline)) T spin(T n) { T s = 0; for (T i = 0; i < n; i++) { s += i ^ (s >> 3); } sink += s; return s; }
struct Widget { __attribute__((noinline)) void work(int n) const { for (int i = 0; i < n; i++) sink += i * 3; } int operator()(int n) { spin<long>(n); return n; } };
}
namespace { __attribute__((noinline)) void anon_fn(int n) { ns::spin<unsigned>(n); } }
int main(int argc, char **argv) {
	long rounds = argc > 1 ? atol(argv[1]) : 200;
	std::map<std::string, int> m; std::vector<int> v;
	ns::Widget w;
	auto lam = [&](int n) { for (int i = 0; i < n; i++) sink += i; };
	for (long r = 0; r < rounds; r++) {
		ns::spin<int>(100000); w.work(100000); w(100000); anon_fn(100000); lam(100000);
		m[std::to_string(r % 50)] += 1; v.push_back(r);
	}
	return 0;
}
