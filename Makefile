# Build of the perf profiler. See README.md and ../shared/DESIGN.md.
#
#   make            build ./perf (and the python module when python3-dev is present)
#   make test       build and run every test (./perf test)
#   make demo       install missing build dependencies, build, record and report a sample workload
#   make deps       install the Debian build dependencies (root), else print the command
#   make install prefix=/usr/local
#   make test SANITIZE=1   ASan + UBSan build in build-san/, then its tests

prefix ?= /usr/local
CC ?= cc
PKGS := libelf libdw libtraceevent zlib
DEB_DEPS := build-essential pkg-config libelf-dev libdw-dev libtraceevent-dev zlib1g-dev python3-dev

ifeq ($(SANITIZE),1)
O ?= build-san
SANFLAGS := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
PERF := $(O)/perf
else
O ?= build
PERF := perf
endif

WERROR := $(if $(CI),-Werror,)
CFLAGS ?= -O2 -g
CFLAGS += -std=gnu11 -Wall -Wextra -Wno-unused-parameter -Wno-missing-field-initializers \
	  -Wshadow -Wformat=2 $(WERROR) -D_GNU_SOURCE -I. -Iinclude -Iutil $(SANFLAGS) \
	  $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
LDLIBS += $(shell pkg-config --libs $(PKGS) 2>/dev/null) -lpthread -lm
LDFLAGS += $(SANFLAGS)

UTIL_SRC := $(sort $(wildcard util/*.c))
CMD_SRC := perf.c $(sort $(wildcard builtin-*.c))
TEST_SRC := $(sort $(wildcard tests/*.c))
SRC := $(CMD_SRC) $(UTIL_SRC) $(TEST_SRC)
OBJ := $(SRC:%.c=$(O)/%.o)
LIBUTIL := $(O)/libperfutil.a

VERSION := $(shell git describe --always --dirty 2>/dev/null || echo unknown)

all: $(PERF) test-progs examples python

$(PERF): $(filter-out $(UTIL_SRC:%.c=$(O)/%.o),$(OBJ)) $(LIBUTIL)
	$(CC) $(LDFLAGS) -rdynamic -o $@ $^ $(LDLIBS)

$(LIBUTIL): $(UTIL_SRC:%.c=$(O)/%.o)
	@rm -f $@
	$(AR) rcs $@ $^

$(O)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -MMD -MP -c -o $@ $<

$(O)/perf.o: CFLAGS += -DPERF_VERSION='"$(VERSION)"'

-include $(OBJ:.o=.d)

# Small programs the tests profile (tests/progs/*.c), built with frame pointers and symbols.
PROG_SRC := $(wildcard tests/progs/*.c)
PROGS := $(PROG_SRC:%.c=%)
test-progs: $(PROGS)
tests/progs/%: tests/progs/%.c
	$(CC) -O1 -g -fno-omit-frame-pointer -fno-inline -no-pie -pthread -o $@ $<
# bpvar again as a PIE, for breakpoints on the variables of position independent programs
test-progs: tests/progs/bpvar-pie
tests/progs/bpvar-pie: tests/progs/bpvar.c
	$(CC) -O1 -g -fno-omit-frame-pointer -fno-inline -fPIE -pie -o $@ $<

# The demo workload.
examples: examples/hotspots
examples/hotspots: examples/hotspots.c
	$(CC) -O1 -g -fno-omit-frame-pointer -fno-inline -no-pie -o $@ $<

# The python extension, only when python3's headers are present.
PYTHON ?= python3
PY_CFLAGS := $(shell pkg-config --cflags python3 2>/dev/null)
PY_EXT := $(shell $(PYTHON) -c 'import sysconfig; print(sysconfig.get_config_var("EXT_SUFFIX") or ".so")' 2>/dev/null)
PY_SRC := $(wildcard python/*.c)
ifneq ($(and $(PY_CFLAGS),$(PY_SRC)),)
python: python/perf$(PY_EXT)
python/perf$(PY_EXT): $(PY_SRC) $(LIBUTIL)
	$(CC) $(CFLAGS) $(PY_CFLAGS) -fPIC -shared -o $@ $(PY_SRC) $(LIBUTIL) $(LDLIBS)
else
python:
endif
# libperfutil.a goes into a shared object: build it position independent.
CFLAGS += -fPIC

# deps first, in their own make: pkg-config flags are read when the Makefile is parsed.
test:
	@$(MAKE) --no-print-directory deps-if-missing
	@$(MAKE) --no-print-directory all
	./$(PERF) test

demo:
	@$(MAKE) --no-print-directory deps-if-missing
	@$(MAKE) --no-print-directory all
	./tests/demo.sh ./$(PERF)

deps:
	@if [ "$$(id -u)" = 0 ]; then \
		apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q $(DEB_DEPS); \
	else \
		echo "run as root: apt-get install -y $(DEB_DEPS)"; \
	fi

deps-if-missing:
	@pkg-config --exists $(PKGS) && command -v $(CC) >/dev/null || $(MAKE) --no-print-directory deps

install: all
	@case "$(DESTDIR)$(prefix)" in /usr|/usr/) echo "refusing to install over /usr/bin/perf (Debian's linux-perf)"; exit 1;; esac
	install -d $(DESTDIR)$(prefix)/bin $(DESTDIR)$(prefix)/share/doc/perf
	install -m 755 $(PERF) $(DESTDIR)$(prefix)/bin/perf
	install -m 644 Documentation/*.txt $(DESTDIR)$(prefix)/share/doc/perf/
	@if [ -n "$(wildcard python/perf*.so)" ]; then \
		d=$$($(PYTHON) -c 'import sysconfig; print(sysconfig.get_paths()["platlib"])'); \
		install -d $(DESTDIR)$$d && install -m 644 python/perf*.so $(DESTDIR)$$d/; fi

clean:
	rm -rf build build-san perf python/*.so $(PROGS) examples/hotspots

.PHONY: all test demo deps deps-if-missing install clean python test-progs examples

# The perf.data version feature records the version of the writing binary.
$(O)/util/header.o: CFLAGS += -DPERF_VERSION='"$(VERSION)"'

# Helper programs of the tests (tests/tools/*.c), linked with the util library.
TOOL_SRC := $(wildcard tests/tools/*.c)
TOOLS := $(TOOL_SRC:%.c=%)
all: test-tools
test-tools: $(TOOLS)
tests/tools/%: tests/tools/%.c $(LIBUTIL)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $< $(LIBUTIL) $(LDLIBS)
.PHONY: test-tools
