/*
 * The debug-info tests' program (tests/shell/debuginfod.sh, report_missing_debug.sh): its
 * samples fall in a static function, whose name only a symbol table gives (.dynsym lacks
 * it), so a stripped build names it only with its debug file.
 */
#include <stdlib.h>
static volatile unsigned long sink;
__attribute__((noinline)) static void static_spin(unsigned long n)
{
	for (unsigned long i = 0; i < n; i++)
		sink += i;
}
int main(int argc, char **argv)
{
	static_spin(argc > 1 ? strtoul(argv[1], 0, 0) : 200000000UL);
	return 0;
}
