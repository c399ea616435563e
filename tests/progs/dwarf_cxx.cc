// SPDX-License-Identifier: GPL-2.0
/*
 * --call-graph dwarf workload in C++ (-O2, no frame pointers): half of its CPU time in a
 * std::sort comparator, half in a destructor run while an exception unwinds through frames.
 *   slow_less <- (std::sort's templates) <- sort_vec <- main
 *   Guard::~Guard <- middle <- catcher <- main        (middle's cleanup, during the throw)
 * dwarf_cxx SECONDS: that much of its own CPU time.
 */
#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <stdexcept>
#include <vector>

volatile unsigned long sink;

static double cpu_secs()
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

__attribute__((noinline)) static bool slow_less(int a, int b)
{
	for (int i = 0; i < 2000; i++)
		sink += (unsigned long)i;
	return a < b;
}

__attribute__((noinline)) static void sort_vec(std::vector<int> &v)
{
	for (size_t i = 0; i < v.size(); i++)
		v[i] = (int)((i * 7919) % v.size());
	std::sort(v.begin(), v.end(), slow_less);
}

struct Guard {
	__attribute__((noinline)) ~Guard()
	{
		for (int i = 0; i < 3000000; i++)
			sink += (unsigned long)i;
	}
};

__attribute__((noinline)) static void thrower(int x)
{
	if (x >= 0)
		throw std::runtime_error("unwind me");
	sink += 1;
}

__attribute__((noinline)) static void middle(int x)
{
	Guard g;

	thrower(x);
	sink += 2;
}

__attribute__((noinline)) static void catcher(int x)
{
	try {
		middle(x);
	} catch (const std::exception &) {
		sink += 3;
	}
}

int main(int argc, char **argv)
{
	double secs = argc > 1 ? atof(argv[1]) : 1.0, end = cpu_secs() + secs;
	std::vector<int> v(256);

	while (cpu_secs() < end) {
		sort_vec(v);
		catcher((int)sink & 1);
		catcher(1);
	}
	return 0;
}
