# Build of the perf profiler. See README.md and ../shared/DESIGN.md.
#
#   make            build ./perf (and the python module when python3-dev is present)
#   make test       build and run every test (./perf test; TEST_JOBS=N: -j N, 1 one at a time)
#   make demo       install missing build dependencies, build, record and report a sample workload
#   make deps       install the Debian build dependencies (root), else print the command
#   make install prefix=/usr/local
#   make test SANITIZE=1   ASan + UBSan build in build-san/, then its tests
#   make CC=clang O=build-clang CI=1   another compiler's build beside the default one (-Werror)
#   make test-vm    kprobe and kernel-breakpoint tests in a qemu guest (tests/vm/run)
#   make test-peer  Linux perf's installed shell tests, run with Linux perf and with ours
#   make check-headers   each util/*.h and include/perf/*.h compiled alone (perf test headers)

prefix ?= /usr/local
CC ?= cc
PKGS := libelf libdw libtraceevent zlib capstone libzstd
# the terminal UI (util/tui.c and its views): its cflags (_XOPEN_SOURCE...) for those files only
TUI_PKG := ncursesw
# perf version --build-options (perf.c) says "on" for the macros of the libraries this build
# links, Linux perf's names for them: libdw gives probe's DWARF and the DWARF unwinder
# (util/unwind-dwarf.c), zlib pprof's gzip, ncursesw the browser (Linux perf's libslang one)
BUILD_OPTIONS_libelf := HAVE_LIBELF_SUPPORT
BUILD_OPTIONS_libdw := HAVE_DWARF_SUPPORT HAVE_DWARF_GETLOCATIONS_SUPPORT HAVE_DWARF_UNWIND_SUPPORT
BUILD_OPTIONS_zlib := HAVE_ZLIB_SUPPORT
BUILD_OPTIONS_libzstd := HAVE_ZSTD_SUPPORT
BUILD_OPTIONS_ncursesw := HAVE_SLANG_SUPPORT
# (libdebuginfod is dlopen()ed: its header is a build dependency, not a pkg-config library)
# (libpython: perf script -s's engine, built when python3's headers are there; see below)
BUILD_OPTIONS := $(strip $(foreach p,$(PKGS) $(TUI_PKG),$(BUILD_OPTIONS_$(p))) HAVE_DEBUGINFOD_SUPPORT \
	$(if $(shell pkg-config --exists python3-embed && echo y),HAVE_LIBPYTHON_SUPPORT))
# Debian packages. BUILD_DEPS: what the build needs (make demo installs only these);
# TEST_DEPS: one line per group of tests that need more (make test and make deps add them).
BUILD_DEPS := build-essential pkg-config libelf-dev libdw-dev libtraceevent-dev zlib1g-dev python3-dev
# perf annotate's disassembler
BUILD_DEPS += libcapstone-dev
# libncurses-dev: the terminal UI of perf report, perf top and perf annotate (util/tui.c)
BUILD_DEPS += libncurses-dev
# libzstd-dev: record -z and every reader of compressed records (util/compress.c)
BUILD_DEPS += libzstd-dev
# libdebuginfod-dev: the header of libdebuginfod, which util/debuginfod.c dlopen()s when it
# first fetches (linked, libcurl and its TLS stack would load with every command; and perf
# runs where the library is absent)
BUILD_DEPS += libdebuginfod-dev
# libiberty-dev: cplus_demangle, the demangler Linux perf links (util/symbol.c), so that C++
# and Rust names read as its do
BUILD_DEPS += libiberty-dev
# Linux perf (the reference the tests compare with), valgrind (python-leak), bzip2 (perf
# archive), procps (pgrep), clang (CC=clang builds and make fuzz); make test-vm installs
# qemu itself (tests/vm/run-in-guest.sh).
TEST_DEPS := linux-perf valgrind bzip2 procps clang
# Linux perf's export-to-sqlite.py imports PySide2's QtSql (tests/shell/script_db_export.sh)
TEST_DEPS += python3-pyside2.qtsql
# the clients the export tests check our files with (go tool pprof, headless Chromium)
TEST_DEPS += golang-go chromium
# hotspot's perfparser reads our perf.data (record_event_names.sh: the version it parses)
TEST_DEPS += hotspot
# the man pages (make doc)
TEST_DEPS += asciidoctor
# tmux: the real terminal the browser tests drive (tests/shell/lib/tmux_lib.sh)
TEST_DEPS += tmux
# gdb: makes a running browser exit as a failure would (tests/shell/report-tui-exit.sh)
TEST_DEPS += gdb
# strace: counts the threads a reader starts (tests/shell/jobs.sh)
TEST_DEPS += strace
# the debuginfod server the debuginfod test fetches from (tests/shell/debuginfod.sh)
TEST_DEPS += debuginfod
# nodejs: a JIT runtime that writes a jitdump (tests/shell/jit_node.sh)
TEST_DEPS += nodejs
# openjdk-17-jdk-headless: Java methods named from the JVM's perf map (tests/shell/jit_java.sh)
TEST_DEPS += openjdk-17-jdk-headless
# podman and runc: a real container recorded (tests/shell/record_podman.sh; crun refuses
# hybrid cgroup hosts, runc runs there)
TEST_DEPS += podman runc
DEB_DEPS := $(BUILD_DEPS) $(TEST_DEPS)

# V=1 shows the commands; otherwise one short line per target, as the kernel's build.
ifeq ($(V),1)
quiet =
else
quiet = @printf '  %-6s %s\n' '$(1)' '$(2)';
endif
# make demo and make test build with every CPU unless the caller chose -j
SUBMAKE_J := $(if $(filter -j%,$(MAKEFLAGS)),,-j$(shell nproc 2>/dev/null || echo 2))

# Without one of PKGS pkg-config gives no flags at all and the build fails far from the cause:
# say which library is missing, except for the goals that install it (deps) or need none.
NO_BUILD_GOALS := deps deps-build deps-if-missing deps-build-if-missing clean test test-peer test-vm demo
ifneq ($(if $(MAKECMDGOALS),$(filter-out $(NO_BUILD_GOALS),$(MAKECMDGOALS)),all),)
ifneq ($(shell pkg-config --exists libzstd && echo yes),yes)
$(error libzstd not found by pkg-config: install libzstd-dev (make deps, as root))
endif
ifneq ($(shell pkg-config --exists libdebuginfod && echo yes),yes)
$(error libdebuginfod not found by pkg-config: install libdebuginfod-dev (make deps, as root))
endif
ifeq ($(wildcard /usr/include/libiberty/demangle.h),)
$(error libiberty's demangle.h not found: install libiberty-dev (make deps, as root))
endif
endif

ifeq ($(SANITIZE),1)
O ?= build-san
SANFLAGS := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
PERF := $(O)/perf
else
O ?= build
# ./perf for the default build; another O= (e.g. O=build-clang CC=clang) keeps its binary there
PERF := $(if $(filter build,$(O)),perf,$(O)/perf)
endif

WERROR := $(if $(CI),-Werror,)
CFLAGS ?= -O2 -g
CFLAGS += -std=gnu11 -Wall -Wextra -Wno-unused-parameter -Wno-missing-field-initializers \
	  -Wshadow -Wformat=2 $(WERROR) -D_GNU_SOURCE -I. -Iinclude -Iutil $(SANFLAGS) \
	  $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
# sqrt() as the CPU's instruction: the binary links no libm (its IFUNCs cost every command
# ~0.35 MB of RSS at start), and nothing here reads errno after a math function
CFLAGS += -fno-math-errno
# The libraries only some commands use are dlopen()ed when first used, by the soname the
# build's headers go with (its structures' layout is theirs): $(call lib_soname,FILE) reads it
# from the FILE the linker would take, the .so or the linker script (libncursesw.so) naming it.
lib_soname = $(shell f="$$($(CC) -print-file-name=$(1))"; \
	{ objdump -p "$$f" 2>/dev/null | awk '/SONAME/ { print $$2 }'; \
	  grep -aoE '$(subst .,\.,$(1))\.[0-9]+' "$$f" 2>/dev/null; } | head -1)
# Capstone by util/annotate.c when it first disassembles (linked, it cost every command ~3 MB
# of RSS); ncurses by util/tui-curses.c when a view first starts (~0.6 MB); libdw,
# libtraceevent and libzstd by util/lazy-lib.c on their first call (~0.9 MB).
CAPSTONE_SONAME := $(call lib_soname,libcapstone.so)
CFLAGS += -DCAPSTONE_SONAME='"$(or $(CAPSTONE_SONAME),libcapstone.so.4)"'
NCURSES_SONAME := $(call lib_soname,lib$(TUI_PKG).so)
LIBDW_SONAME := $(call lib_soname,libdw.so)
LIBTRACEEVENT_SONAME := $(call lib_soname,libtraceevent.so)
LIBZSTD_SONAME := $(call lib_soname,libzstd.so)
LAZY_PKGS := libdw libtraceevent libzstd
$(O)/util/lazy-lib.o: CFLAGS += -DLIBDW_SONAME='"$(or $(LIBDW_SONAME),libdw.so.1)"' \
	-DLIBTRACEEVENT_SONAME='"$(or $(LIBTRACEEVENT_SONAME),libtraceevent.so.1)"' \
	-DLIBZSTD_SONAME='"$(or $(LIBZSTD_SONAME),libzstd.so.1)"'
LDLIBS += $(shell pkg-config --libs $(filter-out capstone $(LAZY_PKGS),$(PKGS)) 2>/dev/null) -liberty -ldl -lpthread
LDFLAGS += $(SANFLAGS)

UTIL_SRC := $(sort $(wildcard util/*.c))
CMD_SRC := perf.c $(sort $(wildcard builtin-*.c))
TEST_SRC := $(sort $(wildcard tests/*.c))
SRC := $(CMD_SRC) $(UTIL_SRC) $(TEST_SRC)
OBJ := $(SRC:%.c=$(O)/%.o)
# The library the Python module links, include/perf/ its public headers: the objects behind
# them and what those need. None exits; the rest of util/ is libperfutil.a.
LIBPERF_SRC := util/cpumap.c util/thread_map.c util/evsel.c util/evlist.c util/evlist-mmap.c \
	       util/mmap.c util/event.c util/hashmap.c util/util.c util/debug.c util/perm.c
LIBPERF := $(O)/libperf.a
LIBPERF_LDLIBS := -lm
LIBUTIL := $(O)/libperfutil.a

# MAJOR.MINOR.PATCH from the VERSION file, then the commit: "6.1.0.g1234abcdef12", as Linux
# perf's own git builds. The number is the Linux perf release whose formats and behaviour
# this perf follows: readers of `perf --version` and of the perf.data VERSION feature take
# it as Linux perf's (hotspot's perfparser buffers by FINISHED_ROUND from 3.17 on).
BASE_VERSION := $(shell cat VERSION)
GIT_HASH := $(shell git rev-parse --short=12 HEAD 2>/dev/null)
VERSION := $(BASE_VERSION)$(if $(GIT_HASH),.g$(GIT_HASH))
# $(call stamp,FILE,TEXT): FILE holds TEXT, written only when TEXT changes; the objects
# built with TEXT depend on FILE, so they are rebuilt when it changes, not on every make
stamp = $(shell mkdir -p $(O) && [ "$$(cat $(1) 2>/dev/null)" = "$(2)" ] || echo "$(2)" > $(1))
# rebuilt when the version changes (another commit)
VERSION_FILE := $(O)/PERF-VERSION
$(call stamp,$(VERSION_FILE),$(VERSION))
BUILD_OPTIONS_FILE := $(O)/PERF-BUILD-OPTIONS
$(call stamp,$(BUILD_OPTIONS_FILE),$(BUILD_OPTIONS))

all: $(PERF) test-progs examples python

$(PERF): $(filter-out $(UTIL_SRC:%.c=$(O)/%.o),$(OBJ)) $(LIBUTIL) $(LIBPERF)
	$(call quiet,LINK,$@)$(CC) $(LDFLAGS) -rdynamic -o $@ $^ $(LDLIBS)

$(LIBUTIL): $(filter-out $(LIBPERF_SRC:%.c=$(O)/%.o),$(UTIL_SRC:%.c=$(O)/%.o))
	@rm -f $@
	$(call quiet,AR,$@)$(AR) rcs $@ $^

# A library that never exits: none of its objects may define or call a function of
# util/xalloc.c (the allocators that print and exit), exit() or abort(); an allocation
# failure goes back to the caller as NULL or -ENOMEM. (_exit() is a forked workload's.)
$(LIBPERF): $(LIBPERF_SRC:%.c=$(O)/%.o) $(O)/util/xalloc.o
	@rm -f $@
	$(call quiet,AR,$@)$(AR) rcs $@ $(filter-out $(O)/util/xalloc.o,$^)
	@exits="$$(nm --defined-only $(O)/util/xalloc.o | awk '$$2 == "T" { printf "%s|", $$3 }')exit|abort"; \
	if nm -A $@ | grep -E " [A-Za-z] ($$exits)$$"; then \
		echo "$@: an object above may exit: use perf_malloc & co. (util/util.h)"; \
		rm -f $@; exit 1; \
	fi

$(O)/%.o: %.c
	@mkdir -p $(dir $@)
	$(call quiet,CC,$@)$(CC) $(CFLAGS) -MMD -MP -c -o $@ $<

$(O)/perf.o $(O)/util/header-env.o: CFLAGS += -DPERF_VERSION='"$(VERSION)"'
$(O)/perf.o: CFLAGS += -DBUILD_OPTIONS='"$(BUILD_OPTIONS)"'
$(O)/perf.o: $(BUILD_OPTIONS_FILE)
$(O)/perf.o $(O)/util/header-env.o: $(VERSION_FILE)
$(O)/util/tui.o $(O)/util/browser.o $(O)/util/browser-annotate.o $(O)/util/browser-diff.o $(O)/util/tui-curses.o: CFLAGS += $(shell pkg-config --cflags $(TUI_PKG) 2>/dev/null)
$(O)/util/tui-curses.o: CFLAGS += -DNCURSES_SONAME='"$(or $(NCURSES_SONAME),lib$(TUI_PKG).so.6)"'

# The HTML report's page (util/html-report.html) as a C string literal for util/html-report.c.
%/gen/html-report-template.h: util/html-report.html
	@mkdir -p $(dir $@)
	$(call quiet,GEN,$@)sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/"/' -e 's/$$/\\n"/' $< > $@
$(O)/util/html-report.o: $(O)/gen/html-report-template.h
$(O)/util/html-report.o: CFLAGS += -I$(O)/gen
# The x86_64 system calls by number, from the kernel's list in the installed headers
# (<asm/unistd_64.h>), for util/syscalltbl.c: perf trace names them and takes -e names.
%/gen/syscalltbl.h.gen: Makefile
	@mkdir -p $(dir $@)
	$(call quiet,GEN,$@)printf '#include <asm/unistd_64.h>\n' | $(CC) -E -dM -x c - | \
		awk '$$2 ~ /^__NR_/ && $$3 ~ /^[0-9]+$$/ { \
			sub(/^__NR_/, "", $$2); printf "\t[%d] = \"%s\",\n", $$3, $$2; n++ } \
			END { if (n < 100) exit 1 }' > $@.tmp && mv $@.tmp $@
$(O)/util/syscalltbl.o: $(O)/gen/syscalltbl.h.gen
$(O)/util/syscalltbl.o: CFLAGS += -I$(O)/gen
# perf test -w leafloop: the call chain through frame pointers, every frame kept
$(O)/tests/workloads.o: CFLAGS += -fno-omit-frame-pointer

-include $(OBJ:.o=.d)

# Every header compiles alone, and included twice (its guard): util/*.h with the build's
# flags, the library's public include/perf/*.h with -Iinclude alone, so that they can never
# lean on util/. `perf test headers` runs it into a directory of its own (HDRCHECK=DIR).
HDRCHECK ?= $(O)/hdrcheck
HDR_UTIL := $(sort $(wildcard util/*.h))
HDR_PUBLIC := $(sort $(wildcard include/perf/*.h))
HDR_OK := $(HDR_UTIL:%=$(HDRCHECK)/%.ok) $(HDR_PUBLIC:%=$(HDRCHECK)/%.ok)
check-headers: $(HDR_OK)
$(HDR_UTIL:%=$(HDRCHECK)/%.ok): HDR_FLAGS = $(CFLAGS) $(shell pkg-config --cflags $(TUI_PKG) 2>/dev/null)
$(HDR_PUBLIC:%=$(HDRCHECK)/%.ok): HDR_FLAGS = -std=gnu11 -Wall -Wextra -Iinclude
$(HDRCHECK)/%.h.ok: %.h
	@mkdir -p $(dir $@)
	$(call quiet,HDR,$<)printf '#include "%s"\n#include "%s"\n' $< $< | \
		$(CC) $(HDR_FLAGS) -Werror -x c -fsyntax-only -MMD -MP -MF $@.d -MT $@ - && touch $@
-include $(HDR_OK:=.d)
.PHONY: check-headers

# Small programs the tests profile (tests/progs/*.c), built with frame pointers and symbols.
# Always by gcc, whatever CC builds perf: the tests know its code (annotate's instructions,
# the line tables srcline reads), so CC=clang builds the same test programs.
PROG_CC ?= gcc
PROG_SRC := $(filter-out tests/progs/libannot.c,$(wildcard tests/progs/*.c))
PROGS := $(PROG_SRC:%.c=%)
test-progs: $(PROGS)
tests/progs/%: tests/progs/%.c $(wildcard tests/progs/*.h)
	$(call quiet,CC,$@)$(PROG_CC) -O1 -g -fno-omit-frame-pointer -fno-inline -no-pie -pthread -o $@ $<
# --call-graph dwarf workloads (tests/shell/record_dwarf.sh): -O2 without frame pointers,
# so that only DWARF unwinding gets their chains; the qsort one keeps its own frame pointers
# (its chains go through libc, which has none)
PROG_CXX ?= g++
test-progs: tests/progs/dwarf_cxx
tests/progs/dwarf_recurse: tests/progs/dwarf_recurse.c
	$(call quiet,CC,$@)$(PROG_CC) -O2 -g -fomit-frame-pointer -o $@ $<
tests/progs/dwarf_cxx: tests/progs/dwarf_cxx.cc
	$(call quiet,CXX,$@)$(PROG_CXX) -O2 -g -fomit-frame-pointer -o $@ $<
# the -V target at the other optimization levels (-O1 is the rule above): where the variables
# are differs, and what -V lists must be fetched (tests/shell/probe_vars.sh)
test-progs: tests/progs/probevars-O0 tests/progs/probevars-O2
tests/progs/probevars-O%: tests/progs/probevars.c
	$(call quiet,CC,$@)$(PROG_CC) -O$* -g -fno-omit-frame-pointer -no-pie -o $@ $<
# the README's ./prog unoptimized: source lines of several addresses (probe_list_lines.sh)
test-progs: tests/progs/readme_prog-O0
tests/progs/readme_prog-O0: tests/progs/readme_prog.c
	$(call quiet,CC,$@)$(PROG_CC) -O0 -g -fno-omit-frame-pointer -no-pie -o $@ $<
# bpvar again as a PIE, for breakpoints on the variables of position independent programs
test-progs: tests/progs/bpvar-pie
tests/progs/bpvar-pie: tests/progs/bpvar.c
	$(call quiet,CC,$@)$(PROG_CC) -O1 -g -fno-omit-frame-pointer -fno-inline -fPIE -pie -o $@ $<
# perf annotate's workload as a -O2 PIE, and with its hot functions in a shared library
test-progs: tests/progs/annot-pie tests/progs/annot-lib
tests/progs/annot-pie: tests/progs/annot.c
	$(call quiet,CC,$@)$(PROG_CC) -O2 -g -fno-omit-frame-pointer -fPIE -pie -o $@ $<
tests/progs/libannot.so: tests/progs/libannot.c tests/progs/annot.c
	$(call quiet,CC,$@)$(PROG_CC) -O2 -g -fPIC -shared -o $@ $<
tests/progs/annot-lib: tests/progs/annot.c tests/progs/libannot.so
	$(call quiet,CC,$@)$(PROG_CC) -O1 -g -fno-omit-frame-pointer -DANNOT_LIB -o $@ $< -Ltests/progs -lannot -Wl,-rpath,'$$ORIGIN'

# Man pages from Documentation/*.txt (asciidoctor), for perf help and make install; part of
# the default build when asciidoctor is there. " -- " stays two dashes (not an em dash).
ASCIIDOCTOR ?= asciidoctor
MAN_PAGES := $(patsubst Documentation/%.txt,Documentation/man/man1/%.1,$(wildcard Documentation/perf*.txt))
doc: $(MAN_PAGES)
Documentation/man/man1/%.1: Documentation/%.txt VERSION
	@mkdir -p $(dir $@)
	$(call quiet,MAN,$@)$(ASCIIDOCTOR) -b manpage -d manpage -a mansource='perf $(BASE_VERSION)' \
		-a manmanual='perf Manual' -o - $< | sed 's/\\(em/\\-\\-/g' > $@.tmp && mv $@.tmp $@
ifneq ($(shell command -v $(ASCIIDOCTOR) 2>/dev/null),)
all: doc
endif

# The demo workload.
examples: examples/hotspots
examples/hotspots: examples/hotspots.c
	$(call quiet,CC,$@)$(PROG_CC) -O1 -g -fno-omit-frame-pointer -fno-inline -no-pie -o $@ $<

# The python extension (python/*.c on libperf.a, through its include/perf/ headers alone:
# no -I. -Iutil), only when python3's headers are present. It is built for Debian's python3,
# /usr/bin/python3, not for whatever python3 comes first on PATH (pyenv, venv: another ABI); headers from pkg-config's python-X.Y of
# that interpreter. `make PYTHON=/path/to/python3` builds for another one. The ASan build
# (SANITIZE=1) puts its module in $(O)/python/, to be loaded with LD_PRELOAD=libasan.so.
PYTHON ?= /usr/bin/python3
PY_VERSION := $(shell $(PYTHON) -c 'import sysconfig; print(sysconfig.get_config_var("VERSION") or "")' 2>/dev/null)
PY_CFLAGS := $(shell pkg-config --cflags python-$(PY_VERSION) 2>/dev/null || pkg-config --cflags python3 2>/dev/null)
PY_EXT := $(shell $(PYTHON) -c 'import sysconfig; print(sysconfig.get_config_var("EXT_SUFFIX") or ".so")' 2>/dev/null)
PY_SRC := $(sort $(wildcard python/*.c))
PY_DIR := $(if $(filter build,$(O)),python,$(O)/python)
PY_MOD := $(PY_DIR)/perf$(PY_EXT)
# Where `make install` puts it: Debian's site directory for /usr/local, else under prefix.
pythondir ?= $(shell $(PYTHON) -c 'import sys, sysconfig; p = sys.argv[1]; print(sysconfig.get_paths()["platlib"] if p == "/usr/local" else sysconfig.get_path("platlib", "posix_prefix", {"base": p, "platbase": p}))' $(prefix) 2>/dev/null)
ifneq ($(and $(PY_CFLAGS),$(PY_SRC)),)
python: $(PY_MOD)
$(PY_MOD): $(PY_SRC) $(wildcard python/*.h) $(LIBPERF)
	@mkdir -p $(dir $@)
	$(call quiet,PYMOD,$@)$(CC) $(filter-out -I. -Iutil,$(CFLAGS)) $(PY_CFLAGS) -fno-strict-aliasing -fPIC -shared -o $@ $(PY_SRC) $(LIBPERF) $(LIBPERF_LDLIBS)
else
python:
	@echo "python3 headers not found (apt-get install python3-dev): perf python module not built"
endif
# libperf.a goes into a shared object: build it position independent.
CFLAGS += -fPIC

# perf script -s: the embedded interpreter (scripting/python.c) is a shared object of its own,
# linked with libpython, which perf dlopen()s for -s only (util/script-python.c): linked
# into perf, libpython's loading and relocations would cost every command. It calls back
# into perf (-rdynamic). Without python3's headers perf is built without it, and -s says so.
PY_EMBED_LIBS := $(shell pkg-config --libs python-$(PY_VERSION)-embed 2>/dev/null || pkg-config --libs python3-embed 2>/dev/null)
SCRIPT_PY_SO := $(O)/perf-script-python.so
ifneq ($(PY_CFLAGS),)
all: $(SCRIPT_PY_SO)
$(O)/util/script-python.o: CFLAGS += -DSCRIPT_PYTHON_SO='"$(abspath $(SCRIPT_PY_SO))"'
# (util/mem-src.c and util/db-export.c, which only scripts use, are compiled into it: perf
# itself has no caller)
SCRIPT_PY_UTIL := $(O)/util/mem-src.o $(O)/util/db-export.o
$(SCRIPT_PY_SO): scripting/python.c $(SCRIPT_PY_UTIL)
	@mkdir -p $(dir $@)
	$(call quiet,PYENG,$@)$(CC) $(CFLAGS) $(PY_CFLAGS) -fno-strict-aliasing -fPIC -shared -MMD -MP -MF $@.d -o $@ scripting/python.c $(SCRIPT_PY_UTIL) $(PY_EMBED_LIBS)
-include $(SCRIPT_PY_SO).d
endif

# deps first, in their own make: pkg-config flags are read when the Makefile is parsed.
test:
	@$(MAKE) --no-print-directory deps-if-missing
	@$(MAKE) --no-print-directory $(SUBMAKE_J) all
	./$(PERF) test $(if $(TEST_JOBS),-j $(TEST_JOBS))

# Linux perf's own shell tests (Debian's linux-perf) with Linux perf and with ours, side by side.
test-peer:
	@$(MAKE) --no-print-directory deps-if-missing
	@$(MAKE) --no-print-directory $(SUBMAKE_J) all
	tests/peer/run

# Tests needing kernel features this machine may lack, in a qemu guest; skips without qemu.
test-vm:
	@$(MAKE) --no-print-directory deps-if-missing
	tests/vm/run

# the demo builds perf alone (no test programs, no man pages): what a first look needs
demo:
	@$(MAKE) --no-print-directory deps-build-if-missing
	@$(MAKE) --no-print-directory $(SUBMAKE_J) $(PERF) examples python
	./tests/demo.sh ./$(PERF)

# apt-get install of a package list as root, else the command to run
define apt_install
	@if [ "$$(id -u)" = 0 ]; then \
		apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q $(1); \
	else \
		echo "run as root: apt-get install -y $(1)"; \
	fi
endef
deps:
	$(call apt_install,$(DEB_DEPS))
deps-build:
	$(call apt_install,$(BUILD_DEPS))

# dpkg -s fails when any of the packages is not installed
deps-if-missing:
	@dpkg -s $(DEB_DEPS) >/dev/null 2>&1 && command -v $(CC) >/dev/null || $(MAKE) --no-print-directory deps
deps-build-if-missing:
	@dpkg -s $(BUILD_DEPS) >/dev/null 2>&1 && command -v $(CC) >/dev/null || $(MAKE) --no-print-directory deps-build

install: all doc
	@case "$(DESTDIR)$(prefix)" in /usr|/usr/) echo "refusing to install over /usr/bin/perf (Debian's linux-perf)"; exit 1;; esac
	install -d $(DESTDIR)$(prefix)/bin $(DESTDIR)$(prefix)/share/doc/perf \
		$(DESTDIR)$(prefix)/share/man/man1 $(DESTDIR)$(prefix)/share/bash-completion/completions
	install -m 755 $(PERF) $(DESTDIR)$(prefix)/bin/perf
	install -m 644 Documentation/*.txt $(DESTDIR)$(prefix)/share/doc/perf/
	install -m 644 $(MAN_PAGES) $(DESTDIR)$(prefix)/share/man/man1/
	install -m 644 perf-completion.sh $(DESTDIR)$(prefix)/share/bash-completion/completions/perf
	@if [ -f "$(PY_MOD)" ]; then \
		echo "install $(PY_MOD) -> $(DESTDIR)$(pythondir)"; \
		install -d $(DESTDIR)$(pythondir) && install -m 644 $(PY_MOD) $(DESTDIR)$(pythondir)/; fi
	@if [ -f "$(SCRIPT_PY_SO)" ]; then \
		install -d $(DESTDIR)$(prefix)/libexec/perf-core && \
		install -m 644 $(SCRIPT_PY_SO) $(DESTDIR)$(prefix)/libexec/perf-core/; fi

clean:
	rm -rf build build-san build-clang build-fuzz Documentation/man perf python/perf*.so $(PROGS) tests/progs/dwarf_cxx tests/progs/probevars-O0 tests/progs/probevars-O2 tests/progs/readme_prog-O0 examples/hotspots $(TOOLS)

.PHONY: all test test-peer test-vm demo deps deps-build deps-if-missing deps-build-if-missing install clean python test-progs examples doc

# Helper programs of the tests (tests/tools/*.c), linked with the util library.
TOOL_SRC := $(wildcard tests/tools/*.c)
TOOLS := $(TOOL_SRC:%.c=%)
all: test-tools
test-tools: $(TOOLS)
tests/tools/%: tests/tools/%.c $(LIBUTIL) $(LIBPERF)
	$(call quiet,LINK,$@)$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $< $(LIBUTIL) $(LIBPERF) $(LDLIBS)
.PHONY: test-tools

# libFuzzer harness (clang, ASan, UBSan) over report (stdio, -D, --header, --stat, -g),
# script and buildid-list: the first byte of an input picks the command line, the rest is
# the perf.data (tests/fuzz/report-fuzz.c). Every mode is seeded with tests/data/*.data,
# tests/fuzz/seeds/* (damaged compressed streams, made by tests/tools/perf-data-zstd;
# features and records the fixtures lack) and tests/fuzz/regressions/*.
#   make fuzz                      FUZZ_TIME seconds (default 300)
#   make fuzz FUZZ_RUNS=1000000    the long mode: that many executions
#   FUZZ_JOBS=2                    that many fuzzers at once, sharing the corpus (each does
#                                  FUZZ_RUNS or FUZZ_TIME; logs in build-fuzz/fuzz-N.log)
# A crashing input lands in build-fuzz/crashes/: fix the bug, then keep the input without its
# first byte (tail -c +2) in tests/fuzz/regressions/, which `perf test fuzz-regressions` replays.
FUZZ_CC ?= clang
FUZZ_TIME ?= 300
FUZZ_RUNS ?=
FUZZ_JOBS ?= 1
FUZZ_SRC := tests/fuzz/report-fuzz.c builtin-report.c builtin-script.c builtin-buildid-list.c \
	    builtin-inject.c \
	    $(UTIL_SRC)
FUZZ_MODES = $(shell sed -n 's/^\#define NR_MODES \([0-9]*\).*/\1/p' tests/fuzz/report-fuzz.c)
build-fuzz/report-fuzz: $(FUZZ_SRC) $(wildcard util/*.h) builtin.h build-fuzz/gen/html-report-template.h \
		build-fuzz/gen/syscalltbl.h.gen
	@mkdir -p build-fuzz
	$(FUZZ_CC) -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -fno-math-errno \
		-std=gnu11 -D_GNU_SOURCE -I. -Iinclude -Iutil -Ibuild-fuzz/gen $(shell pkg-config --cflags $(TUI_PKG) 2>/dev/null) \
		-DCAPSTONE_SONAME='"$(or $(CAPSTONE_SONAME),libcapstone.so.4)"' \
		$(shell pkg-config --cflags $(PKGS) 2>/dev/null) -o $@ $(FUZZ_SRC) $(LDLIBS)
fuzz: build-fuzz/report-fuzz
	@mkdir -p build-fuzz/corpus build-fuzz/crashes
	@for f in tests/data/*.data tests/fuzz/seeds/* tests/fuzz/regressions/*; do \
		for m in $$(seq 0 $$(($(FUZZ_MODES) - 1))); do \
			c=build-fuzz/corpus/seed-$$m-$${f##*/}; \
			[ -e $$c ] || { printf "\\$$(printf %o $$m)"; cat $$f; } > $$c; \
		done; \
	done
	# leaks are not crashes (libtraceevent leaks on malformed formats): no LSan at exit either;
	# the commands' own output and messages are closed (the sanitizer reports stay)
	cd build-fuzz && ASAN_OPTIONS=detect_leaks=0 ./report-fuzz -detect_leaks=0 \
		$(if $(FUZZ_RUNS),-runs=$(FUZZ_RUNS),-max_total_time=$(FUZZ_TIME)) \
		$(if $(filter-out 1,$(FUZZ_JOBS)),-jobs=$(FUZZ_JOBS) -workers=$(FUZZ_JOBS)) \
		-timeout=30 -max_len=65536 -close_fd_mask=3 -artifact_prefix=crashes/ corpus
.PHONY: fuzz
# The jitdump reader's own harness (tests/fuzz/jitdump-fuzz.c): make fuzz-jitdump, FUZZ_TIME
# or FUZZ_RUNS as above, seeded with tests/fuzz/jitdump-seeds/*.
build-fuzz/jitdump-fuzz: tests/fuzz/jitdump-fuzz.c $(UTIL_SRC) $(wildcard util/*.h) build-fuzz/gen/html-report-template.h \
		build-fuzz/gen/syscalltbl.h.gen
	@mkdir -p build-fuzz
	$(FUZZ_CC) -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -fno-math-errno \
		-std=gnu11 -D_GNU_SOURCE -I. -Iinclude -Iutil -Ibuild-fuzz/gen $(shell pkg-config --cflags $(TUI_PKG) 2>/dev/null) \
		-DCAPSTONE_SONAME='"$(or $(CAPSTONE_SONAME),libcapstone.so.4)"' \
		$(shell pkg-config --cflags $(PKGS) 2>/dev/null) -o $@ tests/fuzz/jitdump-fuzz.c $(UTIL_SRC) $(LDLIBS)
fuzz-jitdump: build-fuzz/jitdump-fuzz
	@mkdir -p build-fuzz/jitdump-corpus build-fuzz/crashes
	@cp -n tests/fuzz/jitdump-seeds/* build-fuzz/jitdump-corpus/
	cd build-fuzz && ASAN_OPTIONS=detect_leaks=0 ./jitdump-fuzz -detect_leaks=0 \
		$(if $(FUZZ_RUNS),-runs=$(FUZZ_RUNS),-max_total_time=$(FUZZ_TIME)) \
		-timeout=30 -max_len=65536 -close_fd_mask=3 -artifact_prefix=crashes/jitdump- jitdump-corpus
.PHONY: fuzz-jitdump
