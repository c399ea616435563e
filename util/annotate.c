// SPDX-License-Identifier: GPL-2.0
/*
 * perf annotate's model (see annotate.h). The code of a symbol is read from its object file
 * once and disassembled in memory with Capstone (no objdump process per symbol); the source
 * lines come from the DSO's libdw session (util/symbol-elf.c), and are laid out as objdump -S
 * does, so the listing reads like Linux perf's.
 */
#include <capstone/capstone.h>
#include <ctype.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

#include "util/annotate.h"
#include "util/dso.h"
#include "util/vdso.h"
#include "util/elf-sym.h"
#include "util/hashmap.h"
#include "util/jitdump.h"
#include "util/event.h"
#include "util/hist.h"
#include "util/map.h"
#include "util/sample-input.h"
#include "util/sort.h"
#include "util/srcline.h"
#include "util/symbol.h"
#include "util/x86-insn.h"

/* The largest symbol annotated: bigger ones are data or broken sizes. */
#define ANNOTATE_MAX_SIZE (4u << 20)
/* objdump -S shows up to this many lines before the first line of a file it shows */
#define SRC_CONTEXT 5

static u64 annotate__ip_value(const struct perf_sample *sample)
{
	return sample->ip;
}

const struct sort_key_ext annotate__ip_key = {
	.header = "IP",
	.inputs = SI_IP,
	.value = annotate__ip_value,
};

static const char *const percent_names[] = {
	[ANNOTATE_LOCAL_PERIOD] = "local-period",
	[ANNOTATE_GLOBAL_PERIOD] = "global-period",
	[ANNOTATE_LOCAL_HITS] = "local-hits",
	[ANNOTATE_GLOBAL_HITS] = "global-hits",
};

int annotate_percent__parse(const char *s, enum annotate_percent *p)
{
	for (size_t i = 0; i < ARRAY_SIZE(percent_names); i++) {
		if (!strcmp(s, percent_names[i])) {
			*p = i;
			return 0;
		}
	}
	return -EINVAL;
}

const char *annotate_percent__name(enum annotate_percent p)
{
	static const char *const titles[] = { "local period", "global period", "local hits",
					      "global hits" };

	return p < ARRAY_SIZE(titles) ? titles[p] : "?";
}

struct src_file {
	char *path;
	char *data; /* the file, its newlines made NULs */
	char **lines; /* lines[1..nr] */
	int nr;
	int max_printed; /* objdump -S: the last line shown */
	int last;
};

struct src_files {
	struct src_file *files;
	size_t nr;
};

static void src_files__exit(struct src_files *sf);

/* --- samples per (dso, symbol, address) --- */

static int hit_cmp(const void *a, const void *b)
{
	const struct annotate_hit *x = a, *y = b;

	return x->addr < y->addr ? -1 : x->addr > y->addr;
}

struct he_ref {
	struct dso *dso;
	struct symbol *sym;
	u64 addr, nr, period;
};

static int he_ref_cmp(const void *a, const void *b)
{
	const struct he_ref *x = a, *y = b;

	if (x->dso != y->dso)
		return (uintptr_t)x->dso < (uintptr_t)y->dso ? -1 : 1;
	if (x->sym != y->sym)
		return (uintptr_t)x->sym < (uintptr_t)y->sym ? -1 : 1;
	return x->addr < y->addr ? -1 : x->addr > y->addr;
}

static int sym_cmp(const void *a, const void *b)
{
	const struct annotated_sym *x = a, *y = b;

	if (x->period != y->period)
		return x->period > y->period ? -1 : 1;
	if (x->nr_samples != y->nr_samples)
		return x->nr_samples > y->nr_samples ? -1 : 1;
	return strcmp(x->sym->name, y->sym->name);
}

int annotate_hists__from_hists(struct annotate_hists *ah, const struct hists *hists)
{
	struct he_ref *refs = xcalloc(hists->nr_entries + 1, sizeof(*refs));
	size_t n = 0;

	memset(ah, 0, sizeof(*ah));
	ah->src = xzalloc(sizeof(*ah->src));
	ah->nr_samples = hists->nr_samples;
	ah->period = hists->total_period;
	for (u32 i = 0; i < hists->nr_entries; i++) {
		const struct hist_entry *he = hists->entries[i];

		if (!he->sym || !he->dso || !he->map)
			continue;
		refs[n++] = (struct he_ref){ he->dso, he->sym, map__map_ip(he->map, he->vals.ext),
					     he->self.nr_events, he->self.period };
	}
	qsort(refs, n, sizeof(*refs), he_ref_cmp);
	for (size_t i = 0; i < n;) {
		struct annotated_sym *s;
		size_t j = i;

		while (j < n && refs[j].dso == refs[i].dso && refs[j].sym == refs[i].sym)
			j++;
		if (!(ah->nr_syms & (ah->nr_syms + 1)) || !ah->syms)
			ah->syms = xrealloc(ah->syms, (ah->nr_syms * 2 + 2) * sizeof(*ah->syms));
		s = &ah->syms[ah->nr_syms++];
		memset(s, 0, sizeof(*s));
		s->dso = refs[i].dso;
		s->sym = refs[i].sym;
		s->hits = xcalloc(j - i, sizeof(*s->hits));
		for (; i < j; i++) {
			struct annotate_hit *h = s->nr_hits ? &s->hits[s->nr_hits - 1] : NULL;

			/* two tasks' entries of the same address */
			if (!h || h->addr != refs[i].addr) {
				h = &s->hits[s->nr_hits++];
				h->addr = refs[i].addr;
			}
			h->nr += refs[i].nr;
			h->period += refs[i].period;
			s->nr_samples += refs[i].nr;
			s->period += refs[i].period;
		}
		qsort(s->hits, s->nr_hits, sizeof(*s->hits), hit_cmp);
	}
	free(refs);
	if (ah->nr_syms)
		qsort(ah->syms, ah->nr_syms, sizeof(*ah->syms), sym_cmp);
	return 0;
}

void annotate_hists__exit(struct annotate_hists *ah)
{
	for (size_t i = 0; i < ah->nr_syms; i++)
		free(ah->syms[i].hits);
	free(ah->syms);
	if (ah->src) {
		src_files__exit(ah->src);
		free(ah->src);
	}
	memset(ah, 0, sizeof(*ah));
}

/* --- a live session's samples by address --- */

struct addr_hit {
	const struct hists *hists;
	struct dso *dso;
	struct symbol *sym;
	u64 addr, nr, period;
};

/*
 * The hits live in an array (the iterator's sample cache keeps indexes into it, which stay
 * valid when it grows); the hashmap's entries are those indexes + 1.
 */
struct addr_hits {
	struct addr_hit *hits;
	size_t nr, alloc, max;
	u64 nr_missed;
	struct hashmap map;
};

struct addr_hits_key {
	const struct addr_hits *t;
	const struct hists *hists;
	const struct dso *dso;
	const struct symbol *sym;
	u64 addr;
};

static u64 addr_hit__hash(const struct hists *hists, const struct dso *dso,
			  const struct symbol *sym, u64 addr)
{
	u64 h = (u64)(uintptr_t)sym * 0xff51afd7ed558ccdULL ^ (u64)(uintptr_t)dso ^
		(u64)(uintptr_t)hists << 17;

	return (h ^ addr) * 0xc4ceb9fe1a85ec53ULL;
}

static bool addr_hit__eq(const void *entry, const void *key)
{
	const struct addr_hits_key *k = key;
	const struct addr_hit *h = &k->t->hits[(uintptr_t)entry - 1];

	return h->addr == k->addr && h->sym == k->sym && h->dso == k->dso && h->hists == k->hists;
}

struct addr_hits *addr_hits__new(size_t max)
{
	struct addr_hits *t = calloc(1, sizeof(*t));

	if (t)
		t->max = max;
	return t;
}

void addr_hits__clear(struct addr_hits *t)
{
	t->nr = 0;
	hashmap__exit(&t->map);
}

void addr_hits__delete(struct addr_hits *t)
{
	if (!t)
		return;
	addr_hits__clear(t);
	free(t->hits);
	free(t);
}

u32 addr_hits__add(struct addr_hits *t, const struct hists *hists, struct dso *dso,
		   struct symbol *sym, u64 addr, u64 period)
{
	struct addr_hits_key k = { t, hists, dso, sym, addr };
	u64 hash = addr_hit__hash(hists, dso, sym, addr);
	uintptr_t e = (uintptr_t)hashmap__find(&t->map, hash, addr_hit__eq, &k);

	if (!e) {
		if (t->nr >= t->max ||
		    perf_grow_array((void **)&t->hits, &t->alloc, t->nr + 1, sizeof(*t->hits)) ||
		    hashmap__add(&t->map, hash, (void *)(t->nr + 1))) {
			t->nr_missed++;
			return ADDR_HITS_NONE;
		}
		t->hits[t->nr] = (struct addr_hit){ hists, dso, sym, addr, 0, 0 };
		e = ++t->nr;
	}
	addr_hits__add_at(t, (u32)(e - 1), period, 1);
	return (u32)(e - 1);
}

void addr_hits__add_at(struct addr_hits *t, u32 idx, u64 period, u64 nr)
{
	if (idx >= t->nr)
		return;
	t->hits[idx].nr += nr;
	t->hits[idx].period += period;
}

void addr_hits__decay(struct addr_hits *t, bool zero)
{
	size_t n = 0;

	hashmap__exit(&t->map);
	for (size_t i = 0; i < t->nr; i++) {
		struct addr_hit h = t->hits[i];

		/* as hists__decay does the entries */
		h.nr = zero ? 0 : h.nr * 7 / 8;
		h.period = zero ? 0 : h.period * 7 / 8;
		if (!h.nr && !h.period)
			continue;
		/* (the map had room for them all: re-adding cannot fail but for memory) */
		if (hashmap__add(&t->map, addr_hit__hash(h.hists, h.dso, h.sym, h.addr),
				 (void *)(n + 1)))
			break;
		t->hits[n++] = h;
	}
	t->nr = n;
}

size_t addr_hits__nr(const struct addr_hits *t)
{
	return t->nr;
}

u64 addr_hits__nr_missed(const struct addr_hits *t)
{
	return t->nr_missed;
}

int addr_hits__symbol(const struct addr_hits *t, const struct hists *hists, struct dso *dso,
		      struct symbol *sym, struct annotated_sym *s)
{
	size_t n = 0;

	memset(s, 0, sizeof(*s));
	s->dso = dso;
	s->sym = sym;
	for (size_t i = 0; i < t->nr; i++)
		n += t->hits[i].sym == sym && t->hits[i].dso == dso && t->hits[i].hists == hists;
	s->hits = calloc(n + 1, sizeof(*s->hits));
	if (!s->hits)
		return -ENOMEM;
	for (size_t i = 0; i < t->nr; i++) {
		const struct addr_hit *h = &t->hits[i];

		if (h->sym != sym || h->dso != dso || h->hists != hists)
			continue;
		s->hits[s->nr_hits++] = (struct annotate_hit){ h->addr, h->nr, h->period };
		s->nr_samples += h->nr;
		s->period += h->period;
	}
	qsort(s->hits, s->nr_hits, sizeof(*s->hits), hit_cmp);
	return 0;
}

/* --- the code of a symbol --- */

/* Read len bytes at virtual address vaddr of an ELF file (a vmlinux or /proc/kcore). */
static int elf__read_vaddr(const char *path, u64 vaddr, u8 *buf, size_t len)
{
	int fd, err = -ENOENT;
	size_t nr;
	Elf *elf = elf__open(path, &fd);

	if (!elf)
		return -errno;
	if (elf_getphdrnum(elf, &nr)) {
		elf__close(elf, fd);
		return -ENOEXEC;
	}
	for (size_t i = 0; i < nr; i++) {
		GElf_Phdr ph;

		if (!gelf_getphdr(elf, i, &ph) || ph.p_type != PT_LOAD)
			continue;
		if (vaddr < ph.p_vaddr || vaddr - ph.p_vaddr >= ph.p_filesz ||
		    len > ph.p_filesz - (vaddr - ph.p_vaddr))
			continue;
		err = pread(fd, buf, len, ph.p_offset + (vaddr - ph.p_vaddr)) == (ssize_t)len ?
			      0 :
			      -EIO;
		break;
	}
	elf__close(elf, fd);
	return err;
}

/*
 * The code of sym: user DSOs' symbols are file offsets of the file mapped at run time
 * (its copy in the build-id cache, or the file itself), the kernel's are addresses of a
 * vmlinux or of /proc/kcore.
 */
static int annotate__read_code(struct dso *dso, const struct symbol *sym, u8 *buf, size_t len,
			       char **path, const char **why)
{
	char pbuf[4096];
	const char *p;
	int fd, err;

	if (dso->kind == DSO_KIND_KERNEL || dso->kind == DSO_KIND_KMODULE) {
		if (dso->origin == DSO_ORIGIN_VMLINUX && dso->symsrc_path)
			p = dso->symsrc_path;
		else if (dso->origin == DSO_ORIGIN_KALLSYMS)
			p = "/proc/kcore";
		else {
			*why = "no vmlinux or readable /proc/kcore for the kernel's code";
			return -ENOENT;
		}
		*path = xstrdup(p);
		err = elf__read_vaddr(p, sym->start, buf, len);
		if (err == -ENOENT && access(p, R_OK))
			*why = "no vmlinux (-k) and no readable /proc/kcore for the kernel's code";
		else if (err)
			*why = err == -ENOENT ? "the address is not in the kernel's image" :
						"cannot read the kernel's image";
		return err;
	}
	if (dso->kind == DSO_KIND_JIT) {
		/* a JIT's code: the bytes its jitdump holds, at the symbol's offset */
		const u8 *code = dso->jit ? jitdump__code(dso->jit, sym->start, len) : NULL;

		*path = xstrdup(dso->long_name);
		if (!code) {
			*why = "the jitdump does not hold the code (cut short?)";
			return -ENOENT;
		}
		if (dso->jit->elf_mach != EM_X86_64) {
			*why = "the jitdump's code is not x86-64's";
			return -ENOEXEC;
		}
		memcpy(buf, code, len);
		return 0;
	}
	if (dso->kind != DSO_KIND_USER && dso->kind != DSO_KIND_VDSO) {
		*why = "no object file";
		return -ENOENT;
	}
	if (dso->symsrc_path &&
	    (dso->origin == DSO_ORIGIN_FILE || dso->origin == DSO_ORIGIN_BUILDID_CACHE))
		p = dso->symsrc_path;
	else
		p = symfs__path(dso->long_name, pbuf, sizeof(pbuf));
	fd = dso->kind == DSO_KIND_VDSO && !dso->symsrc_path ? -1 : open(p, O_RDONLY | O_CLOEXEC);
	if (fd < 0 && dso->kind == DSO_KIND_VDSO) {
		/* the symbols came from this process's vDSO: the recorded one */
		const void *image;
		size_t ilen;

		*path = xstrdup("[vdso]");
		if (vdso__image(&image, &ilen) || sym->start > ilen ||
		    len > ilen - sym->start) {
			*why = "the vDSO image is not at hand";
			return -ENOENT;
		}
		memcpy(buf, (const u8 *)image + sym->start, len);
		return 0;
	}
	*path = xstrdup(p);
	if (fd < 0) {
		*why = "cannot open the object file";
		return -ENOENT;
	}
	err = pread(fd, buf, len, sym->start) == (ssize_t)len ? 0 : -EIO;
	close(fd);
	if (err)
		*why = "the object file is shorter than the symbol";
	return err;
}

/* --- the disassembler --- */

/*
 * Capstone is loaded when a symbol is first disassembled, not by every perf command: linked
 * in, its relocations alone made every command's peak RSS ~3 MB bigger (perf report of a
 * 100k-sample file: 19.6 MB, of which 3.1 MB were libcapstone's pages). The library built
 * against (its soname, CAPSTONE_SONAME) is the one loaded: cs_insn's layout is its.
 * Loaded once per process and never unloaded; the functions never change.
 */
struct capstone_api {
	cs_err (*open)(cs_arch arch, cs_mode mode, csh *handle);
	cs_err (*option)(csh handle, cs_opt_type type, size_t value);
	cs_insn *(*malloc)(csh handle);
	bool (*disasm_iter)(csh handle, const uint8_t **code, size_t *size, uint64_t *address,
			    cs_insn *insn);
	void (*free)(cs_insn *insn, size_t count);
	cs_err (*close)(csh *handle);
};

static const struct capstone_api *capstone(void)
{
	static struct capstone_api api;
	static int state; /* 0: not tried, 1: loaded, -1: not there */
	void *h;

	if (__atomic_load_n(&state, __ATOMIC_ACQUIRE))
		return state > 0 ? &api : NULL;
	h = dlopen(CAPSTONE_SONAME, RTLD_NOW | RTLD_LOCAL);
	if (h) {
		*(void **)&api.open = dlsym(h, "cs_open");
		*(void **)&api.option = dlsym(h, "cs_option");
		*(void **)&api.malloc = dlsym(h, "cs_malloc");
		*(void **)&api.disasm_iter = dlsym(h, "cs_disasm_iter");
		*(void **)&api.free = dlsym(h, "cs_free");
		*(void **)&api.close = dlsym(h, "cs_close");
	}
	__atomic_store_n(&state,
			 h && api.open && api.option && api.malloc && api.disasm_iter && api.free &&
					 api.close ?
				 1 :
				 -1,
			 __ATOMIC_RELEASE);
	return state > 0 ? &api : NULL;
}

/*
 * The instruction at a DSO-relative address (perf script's perf_sample_insn() and -F insn):
 * its bytes in buf (up to max), *len its length, as util/x86-insn decodes it (Linux perf
 * uses a length decoder of its own too; a disassembler library may not know the newest
 * instructions: Capstone 4 has none of AVX-512's). 0, or -errno: no code at hand, or not
 * an instruction.
 */
int annotate__insn_at(struct dso *dso, u64 addr, u8 *buf, size_t max, size_t *len)
{
	struct symbol at = { .start = addr };
	const char *why = NULL;
	char *path = NULL;
	size_t n = max;
	int err = -ENOENT, got;

	/* a program's, library's or the vDSO's code (the kernel's: none, as Linux perf) */
	if (dso->kind != DSO_KIND_USER && dso->kind != DSO_KIND_VDSO)
		return -ENOENT;
	/* the longest read the file allows, near its end a shorter one */
	while (n && (err = annotate__read_code(dso, &at, buf, n, &path, &why))) {
		free(path);
		path = NULL;
		if (err != -EIO)
			return err;
		n /= 2;
	}
	free(path);
	if (err || !n)
		return err ? err : -EIO;
	got = x86_insn_len(buf, n);
	if (got < 0)
		return -EINVAL;
	*len = (size_t)got;
	return 0;
}

#define INSN_PAGE 4096
#define INSN_CACHE_SIZE 256

struct insn_cache {
	struct insn_page {
		const struct dso *dso; /* NULL: empty */
		u64 start; /* dso-relative, a multiple of INSN_PAGE */
		u8 code[INSN_PAGE + X86_INSN_MAX]; /* (an instruction may cross the page's end) */
	} pages[INSN_CACHE_SIZE];
};

struct insn_cache *insn_cache__new(void)
{
	return xzalloc(sizeof(struct insn_cache));
}

void insn_cache__delete(struct insn_cache *c)
{
	free(c);
}

int insn_cache__at(struct insn_cache *c, struct dso *dso, u64 addr, u8 *buf, size_t max,
		   size_t *len)
{
	u64 start = addr & ~(u64)(INSN_PAGE - 1);
	struct insn_page *pg =
		&c->pages[((uintptr_t)dso / 64 ^ start / INSN_PAGE) % INSN_CACHE_SIZE];
	int got;

	if (dso->kind != DSO_KIND_USER && dso->kind != DSO_KIND_VDSO)
		return -ENOENT;
	if (pg->dso != dso || pg->start != start) {
		struct symbol at = { .start = start };
		const char *why = NULL;
		char *path = NULL;
		int err = annotate__read_code(dso, &at, pg->code, sizeof(pg->code), &path, &why);

		free(path);
		if (err) {
			/* near the file's end: the read of this instruction alone */
			pg->dso = NULL;
			return annotate__insn_at(dso, addr, buf, max, len);
		}
		pg->dso = dso;
		pg->start = start;
	}
	if (max > X86_INSN_MAX)
		max = X86_INSN_MAX;
	memcpy(buf, pg->code + (addr - start), max);
	got = x86_insn_len(buf, max);
	if (got < 0)
		return -EINVAL;
	*len = (size_t)got;
	return 0;
}

/* --- source files --- */

static struct src_file *src_files__get(struct src_files *sf, const char *path)
{
	struct src_file *f;
	FILE *fp;
	size_t len = 0, alloc = 0;
	char chunk[65536];
	size_t got;

	for (size_t i = 0; i < sf->nr; i++)
		if (!strcmp(sf->files[i].path, path))
			return &sf->files[i];
	sf->files = xrealloc(sf->files, (sf->nr + 1) * sizeof(*sf->files));
	f = &sf->files[sf->nr++];
	memset(f, 0, sizeof(*f));
	f->path = xstrdup(path);
	fp = fopen(path, "r");
	if (!fp)
		return f;
	while ((got = fread(chunk, 1, sizeof(chunk), fp)) > 0) {
		if (len + got + 1 > alloc) {
			alloc = (len + got + 1) * 2;
			f->data = xrealloc(f->data, alloc);
		}
		memcpy(f->data + len, chunk, got);
		len += got;
	}
	fclose(fp);
	if (!f->data)
		return f;
	f->data[len] = 0;
	f->lines = xcalloc(2, sizeof(*f->lines));
	for (char *s = f->data; *s || s < f->data + len;) {
		char *nl = memchr(s, '\n', f->data + len - s);

		f->lines = xrealloc(f->lines, (f->nr + 2) * sizeof(*f->lines));
		f->lines[++f->nr] = s;
		if (!nl)
			break;
		*nl = 0;
		s = nl + 1;
		if (s >= f->data + len)
			break;
	}
	return f;
}

static void src_files__exit(struct src_files *sf)
{
	for (size_t i = 0; i < sf->nr; i++) {
		free(sf->files[i].path);
		free(sf->files[i].data);
		free(sf->files[i].lines);
	}
	free(sf->files);
}

/* --- the lines --- */

static struct annotation_line *annotation__add(struct annotation *a, enum annotation_line_kind kind,
					       char *text)
{
	struct annotation_line *l;

	if (a->nr_lines == a->alloc) {
		a->alloc = a->alloc ? a->alloc * 2 : 64;
		a->lines = xrealloc(a->lines, a->alloc * sizeof(*a->lines));
	}
	l = &a->lines[a->nr_lines++];
	memset(l, 0, sizeof(*l));
	l->kind = kind;
	l->text = text;
	return l;
}

/* objdump -S: the lines from after the last one shown (at most SRC_CONTEXT back) to line */
static void annotation__add_source(struct annotation *a, struct src_file *f, int line)
{
	int from;

	if (!f->lines || line == f->last)
		return;
	from = line - SRC_CONTEXT;
	if (from < 1)
		from = 1;
	if (f->max_printed >= from)
		from = f->max_printed < line ? f->max_printed + 1 : line;
	for (int l = from; l <= line && l <= f->nr; l++) {
		const char *t = f->lines[l];
		struct annotation_line *al;

		/* as Linux perf shows them: without the indentation */
		while (*t == ' ' || *t == '\t')
			t++;
		al = annotation__add(a, AL_SOURCE, xstrdup(t));

		al->lineno = l;
	}
	if (f->max_printed < line)
		f->max_printed = line;
	f->last = line;
}

/* Capstone's AT&T mnemonics with the size suffix objdump leaves out when a register says it. */
static const char *const suffixed[] = {
	"mov", "add", "sub", "and", "or", "xor", "cmp", "test", "lea", "inc", "dec", "neg", "not",
	"shl", "shr", "sar", "sal", "rol", "ror", "imul", "adc", "sbb", "xchg", "bt", "btr", "bts",
	"btc", "mul", "div", "idiv", "shrd", "shld", "cmpxchg", "xadd", "rcl", "rcr", "bsf", "bsr",
	"popcnt", "tzcnt", "lzcnt", "movabs",
	/* BMI, BMI2, ADX */
	"andn", "bextr", "blsi", "blsr", "blsmsk", "bzhi", "shlx", "shrx", "sarx", "rorx", "mulx",
	"pdep", "pext", "adcx", "adox", "movbe", "cvtsi2sd", "cvtsi2ss", "bswap"
};

static bool has_reg_operand(const char *ops)
{
	int depth = 0;

	for (const char *p = ops; *p; p++) {
		if (*p == '(')
			depth++;
		else if (*p == ')')
			depth--;
		else if (*p == '%' && !depth && !(p[1] && p[2] == 's' && p[3] == ':'))
			return true; /* (a segment override is no operand: %fs:(%rax)) */
	}
	return false;
}

/* cmov's conditions, as Capstone and objdump spell them after "cmov" */
static bool is_condition(const char *c, size_t n)
{
	static const char *const conds[] = { "o",  "no", "b",  "c",  "nae", "ae", "nb", "nc",
					     "e",  "z",	 "ne", "nz", "be",  "na", "a",	"nbe",
					     "s",  "ns", "p",  "pe", "np",  "po", "l",	"nge",
					     "ge", "nl", "le", "ng", "g",   "nle" };

	for (size_t i = 0; i < ARRAY_SIZE(conds); i++)
		if (strlen(conds[i]) == n && !strncmp(c, conds[i], n))
			return true;
	return false;
}

static void objdump_mnemonic_core(const char *m, const char *ops, char *out, size_t size);

/*
 * Capstone's AT&T mnemonic as objdump's: its prefixes (lock, rep, ...; repe and repne
 * spelt repz and repnz) before the mnemonic proper, which objdump_mnemonic_core respells.
 */
static void objdump_mnemonic(const char *m, const char *ops, char *out, size_t size)
{
	static const struct {
		const char *cs, *objdump;
	} prefixes[] = { { "lock ", "lock " },	 { "rep ", "rep " },	     { "repe ", "repz " },
			 { "repne ", "repnz " }, { "notrack ", "notrack " }, { "bnd ", "bnd " } };
	char core[64];

	for (size_t i = 0; i < ARRAY_SIZE(prefixes); i++) {
		size_t n = strlen(prefixes[i].cs);

		if (!strncmp(m, prefixes[i].cs, n)) {
			objdump_mnemonic_core(m + n, ops, core, sizeof(core));
			snprintf(out, size, "%s%s", prefixes[i].objdump, core);
			return;
		}
	}
	objdump_mnemonic_core(m, ops, out, size);
}

static void objdump_mnemonic_core(const char *m, const char *ops, char *out, size_t size)
{
	size_t n = strlen(m);

	snprintf(out, size, "%s", m);
	/* Capstone 4 spells the 64-bit GPR <-> XMM move movd (%rax, not %r14d) */
	if (!strcmp(m, "movd") && strstr(ops, "%r") && !strstr(ops, "(%r")) {
		const char *r = strstr(ops, "%r") + 2;
		size_t rn = strspn(r, "abcdefghijklmnopqrstuvwxyz0123456789");

		if (!rn || !strchr("dwb", r[rn - 1]) || !isdigit((unsigned char)r[0])) {
			snprintf(out, size, "movq");
			return;
		}
	}
	if (n < 2 || !strchr("bwlq", m[n - 1]))
		return;
	/* 64-bit code: call, ret, push, pop, jmp, leave go without suffix */
	if (!strcmp(m, "callq") || !strcmp(m, "retq") || !strcmp(m, "pushq") ||
	    !strcmp(m, "popq") || !strcmp(m, "jmpq") || !strcmp(m, "leaveq")) {
		out[n - 1] = 0;
		return;
	}
	if (!has_reg_operand(ops))
		return;
	/* cmovneq -> cmovne, cmovll -> cmovl (cmovb, cmovl are conditions) */
	if (!strncmp(m, "cmov", 4)) {
		if (!is_condition(m + 4, n - 4) && is_condition(m + 4, n - 5))
			out[n - 1] = 0;
		return;
	}
	/* cvtsi2sd's suffix is its source's size: dropped when that is a register */
	if (!strncmp(m, "cvtsi2s", 7) && ops[0] != '%')
		return;
	/* SSE's movq and movd are names, not a suffix */
	if ((!strcmp(m, "movq") || !strcmp(m, "movd")) && strstr(ops, "mm"))
		return;
	for (size_t i = 0; i < ARRAY_SIZE(suffixed); i++)
		if (strlen(suffixed[i]) == n - 1 && !strncmp(m, suffixed[i], n - 1))
			out[n - 1] = 0;
}

/*
 * objdump's AT&T operands: no blank after commas, immediates and displacements in hex
 * ("$1" -> "$0x1", "-8(%rbp)" -> "-0x8(%rbp)"); scales stay decimal.
 */
static void objdump_operands(const char *ops, char *out, size_t size, unsigned int imm_bits)
{
	size_t o = 0;
	int depth = 0, commas = 0;
	bool start = true;

	for (const char *p = ops; *p && o + 24 < size;) {
		/* no blank after a comma, nor before an AVX-512 mask or {z} ("%k1{%k2}") */
		if (*p == ' ' && p > ops && (p[-1] == ',' || p[1] == '{')) {
			p++;
			continue;
		}
		if ((start || *p == '$') && !depth) {
			const char *q = p;
			bool neg, imm = *q == '$';

			if (imm)
				out[o++] = *q++;
			if (*q == '*')
				out[o++] = *q++;
			neg = *q == '-';
			if (neg && imm && q[1] == '0' && q[2] == 'x') {
				char *end;
				unsigned long long v = strtoull(q + 1, &end, 16);

				o += snprintf(out + o, size - o, "0x%llx",
					      (0 - v) & (imm_bits < 64 ? (1ULL << imm_bits) - 1 :
									 ~0ULL));
				p = end;
				start = false;
				continue;
			}
			if (isdigit((unsigned char)q[neg]) &&
			    !(q[neg] == '0' && (q[neg + 1] == 'x'))) {
				char *end;
				unsigned long long v = strtoull(q + neg, &end, 10);

				if (neg && imm) /* immediates in the operand's size */
					o += snprintf(out + o, size - o, "0x%llx",
						      (0 - v) & (imm_bits < 64 ?
									 (1ULL << imm_bits) - 1 :
									 ~0ULL));
				else
					o += snprintf(out + o, size - o, "%s0x%llx", neg ? "-" : "",
						      v);
				p = end;
				start = false;
				continue;
			}
			p = q;
			start = false;
			continue;
		}
		if (*p == '(') {
			depth++;
			commas = 0;
		} else if (*p == ')') {
			depth--;
			/* base and index: objdump spells the scale 1 out */
			if (commas == 1) {
				out[o++] = ',';
				out[o++] = '1';
			}
		} else if (*p == ',' && !depth) {
			start = true;
		} else if (*p == ',') {
			commas++;
		}
		out[o++] = *p++;
	}
	out[o] = 0;
}

/* The size in bits of an Intel operand that says it (a register or a PTR), else 0. */
static unsigned int intel_operand_bits(const char *op, size_t n)
{
	static const char *const r8[] = { "al", "ah", "bl",  "bh",  "cl",  "ch",
					  "dl", "dh", "sil", "dil", "bpl", "spl" };
	static const char *const r16[] = { "ax", "bx", "cx", "dx", "si", "di", "bp", "sp" };
	static const struct {
		const char *ptr;
		unsigned int bits;
	} ptrs[] = {
		{ "BYTE PTR", 8 }, { "DWORD PTR", 32 }, { "QWORD PTR", 64 }, { "WORD PTR", 16 }
	};

	for (size_t i = 0; i < ARRAY_SIZE(ptrs); i++)
		if (n >= strlen(ptrs[i].ptr) && !strncmp(op, ptrs[i].ptr, strlen(ptrs[i].ptr)))
			return ptrs[i].bits;
	if (n < 2 || !isalpha((unsigned char)op[0]))
		return 0;
	for (size_t i = 0; i < ARRAY_SIZE(r8); i++)
		if (strlen(r8[i]) == n && !strncmp(op, r8[i], n))
			return 8;
	for (size_t i = 0; i < ARRAY_SIZE(r16); i++)
		if (strlen(r16[i]) == n && !strncmp(op, r16[i], n))
			return 16;
	if (op[0] == 'r' && isdigit((unsigned char)op[1]))
		return op[n - 1] == 'b' ? 8 : op[n - 1] == 'w' ? 16 : op[n - 1] == 'd' ? 32 : 64;
	if (op[0] == 'e' && n == 3)
		return 32;
	if (op[0] == 'r' && n == 3)
		return 64;
	return 0;
}

/*
 * objdump -M intel's numbers that Capstone writes signed: a negative immediate in the
 * operand's size ("cmp rax,0xffffffffffffffff"), a negative rip-relative displacement
 * added as 64 bits ("[rip+0xffffffffffff94ca]").
 */
static void objdump_intel_numbers(char *ops, size_t size)
{
	char tmp[256];
	size_t o = 0, nops = 0;
	const char *op[8];
	size_t len[8];
	unsigned int bits = 0;
	int depth = 0;

	/* the operands, split at the commas outside brackets (more than 8: left as they are) */
	op[nops] = ops;
	for (const char *p = ops;; p++) {
		if (*p == '[')
			depth++;
		else if (*p == ']')
			depth--;
		if ((*p == ',' && !depth) || !*p) {
			len[nops] = (size_t)(p - op[nops]);
			nops++;
			if (!*p)
				break;
			if (nops == ARRAY_SIZE(op))
				return;
			op[nops] = p + 1;
		}
	}
	for (size_t i = 0; i < nops && !bits; i++)
		bits = intel_operand_bits(op[i], len[i]);
	if (!bits)
		bits = 64;
	for (size_t i = 0; i < nops && o + 40 < sizeof(tmp); i++) {
		const char *rip = memmem(op[i], len[i], "[rip-0x", 7);
		unsigned long long v;

		if (i)
			tmp[o++] = ',';
		if (len[i] > 3 && !strncmp(op[i], "-0x", 3)) {
			v = strtoull(op[i] + 1, NULL, 16);
			o += snprintf(tmp + o, sizeof(tmp) - o, "0x%llx",
				      (0 - v) & (bits < 64 ? (1ULL << bits) - 1 : ~0ULL));
		} else if (rip) {
			char *end;

			v = strtoull(rip + 5, &end, 16);
			o += snprintf(tmp + o, sizeof(tmp) - o, "%.*s[rip+0x%llx%.*s",
				      (int)(rip - op[i]), op[i], 0 - v, (int)(op[i] + len[i] - end),
				      end);
		} else {
			o += snprintf(tmp + o, sizeof(tmp) - o, "%.*s", (int)len[i], op[i]);
		}
	}
	tmp[o < sizeof(tmp) ? o : sizeof(tmp) - 1] = 0;
	snprintf(ops, size, "%s", tmp);
	/* an absolute address after a segment: no brackets ("fs:0x18") */
	for (char *seg = strstr(ops, "s:[0x"); seg; seg = strstr(seg + 1, "s:[0x")) {
		char *close = strchr(seg, ']');
		size_t digits = close ? strspn(seg + 5, "0123456789abcdef") : 0;

		if (close && seg + 5 + digits == close) {
			memmove(close, close + 1, strlen(close + 1) + 1);
			memmove(seg + 2, seg + 3, strlen(seg + 3) + 1);
		}
	}
	/* base and index: objdump writes the scale 1 ("[r9+rax*1+0x30]") */
	for (char *open = strchr(ops, '['); open; open = strchr(open + 1, '[')) {
		char *close = strchr(open, ']'), *plus = strchr(open, '+'), *end;

		if (!close || !plus || plus > close || !isalpha((unsigned char)plus[1]))
			continue;
		end = plus + 1;
		while (isalnum((unsigned char)*end))
			end++;
		if (*end == '*' || strlen(ops) + 3 > size)
			continue;
		memmove(end + 2, end, strlen(end) + 1);
		end[0] = '*';
		end[1] = '1';
	}
}

/*
 * objdump -M intel's spelling of Capstone's Intel operands: "rsi,rax", "[rdi+rsi*4]",
 * "DWORD PTR", numbers in hex.
 */
static void objdump_intel_operands(const char *ops, char *out, size_t size)
{
	static const char *const upper[] = { "byte",	"word",	   "dword",   "qword", "tbyte",
					     "xmmword", "ymmword", "zmmword", "ptr" };
	size_t o = 0;

	for (const char *p = ops; *p && o + 24 < size;) {
		if (*p == ' ' && p > ops &&
		    (p[-1] == ',' || p[1] == '+' || p[1] == '-' || p[-1] == '+' || p[-1] == '-' ||
		     p[1] == '{' || p[1] == ',')) {
			p++;
			continue;
		}
		if (isalpha((unsigned char)*p)) {
			size_t n = 0;
			bool up = false;

			while (isalnum((unsigned char)p[n]) || p[n] == '_')
				n++;
			for (size_t i = 0; i < ARRAY_SIZE(upper); i++)
				if (strlen(upper[i]) == n && !strncmp(p, upper[i], n))
					up = true;
			for (size_t i = 0; i < n; i++)
				out[o++] = up ? toupper((unsigned char)p[i]) : p[i];
			p += n;
			continue;
		}
		if (isdigit((unsigned char)*p) && !(p > ops && p[-1] == '*') &&
		    !(p[0] == '0' && p[1] == 'x')) {
			char *end;
			unsigned long long v = strtoull(p, &end, 10);

			o += snprintf(out + o, size - o, "0x%llx", v);
			p = end;
			continue;
		}
		if (p[0] == '0' && p[1] == 'x') {
			while (isxdigit((unsigned char)*p) || *p == 'x')
				out[o++] = *p++;
			continue;
		}
		out[o++] = *p++;
	}
	out[o] = 0;
}

/*
 * The long nops' memory operand as objdump spells it: the zero displacement they encode and
 * the scale 1 ("(%rax,%rax)" -> "0x0(%rax,%rax,1)").
 */
static void objdump_nop_operand(char *ops, size_t size, const u8 *code, size_t len)
{
	bool disp = false;
	char *open = strchr(ops, '('), *close = open ? strchr(open, ')') : NULL;
	char tmp[256];
	int commas = 0;

	if (!open || !close || (open > ops && open[-1] != ':'))
		return;
	for (char *p = open; p < close; p++)
		commas += *p == ',';
	/* 0f 1f modrm: mod 1 or 2 encodes a displacement (capstone leaves a zero one out) */
	for (size_t i = 0; i + 2 < len; i++) {
		if (code[i] == 0x0f && code[i + 1] == 0x1f) {
			disp = (code[i + 2] >> 6) == 1 || (code[i + 2] >> 6) == 2;
			break;
		}
	}
	snprintf(tmp, sizeof(tmp), "%.*s%s%.*s%s%s", (int)(open - ops), ops, disp ? "0x0" : "",
		 (int)(close - open), open, commas == 1 ? ",1" : "", close);
	snprintf(ops, size, "%s", tmp);
}

/*
 * A long nop's memory operand as objdump -M intel spells it: "[rax+rax*1+0x0]" (the
 * scale 1, and the zero displacement that mod 1 or 2 encodes).
 */
static void objdump_intel_nop_operand(char *ops, size_t size, const u8 *code, size_t len)
{
	char *open = strchr(ops, '['), *close = open ? strchr(open, ']') : NULL;
	bool disp = false, index = false, has_disp = false;
	char tmp[256];

	if (!open || !close)
		return;
	for (const char *p = open; p < close; p++) {
		index |= *p == '+' && p[1] != '0';
		has_disp |= p[0] == '0' && p[1] == 'x';
	}
	for (size_t i = 0; i + 2 < len; i++) {
		if (code[i] == 0x0f && code[i + 1] == 0x1f) {
			disp = (code[i + 2] >> 6) == 1 || (code[i + 2] >> 6) == 2;
			break;
		}
	}
	if (index && !strchr(open, '*')) {
		/* "[rax+rax]": the second register is the index */
		snprintf(tmp, sizeof(tmp), "%.*s*1%s%s", (int)(close - ops), ops,
			 disp && !has_disp ? "+0x0" : "", close);
		snprintf(ops, size, "%s", tmp);
	} else if (disp && !has_disp) {
		snprintf(tmp, sizeof(tmp), "%.*s+0x0%s", (int)(close - ops), ops, close);
		snprintf(ops, size, "%s", tmp);
	}
}

/*
 * The prefixes of a long nop as objdump writes them, before it: "cs nopw 0x0(%rax,%rax,1)"
 * (Capstone: "nopw %cs:0x0(...)"), and a "data16" for each operand size prefix but the one
 * that makes it nopw.
 */
static void objdump_nop_prefixes(char *mn, size_t size, char *ops, const u8 *code, size_t len)
{
	char pfx[64] = "", tmp[64];
	char *cs = strstr(ops, "%cs:") ? strstr(ops, "%cs:") : strstr(ops, "cs:");
	size_t cs_len = cs && *cs == '%' ? 4 : 3;
	size_t n66 = 0, i;
	bool has_cs = false;

	for (i = 0; i < len && (code[i] == 0x66 || code[i] == 0x2e); i++) {
		n66 += code[i] == 0x66;
		has_cs |= code[i] == 0x2e;
	}
	if (!has_cs || !cs)
		return;
	memmove(cs, cs + cs_len, strlen(cs + cs_len) + 1);
	/* one operand size prefix makes the nop's 16-bit form (nopw, WORD PTR) */
	if (n66 && (mn[strlen(mn) - 1] == 'w' || strstr(ops, "WORD PTR")))
		n66--;
	for (i = 0; i < n66 && strlen(pfx) + 8 < sizeof(pfx); i++)
		strcat(pfx, "data16 ");
	snprintf(tmp, sizeof(tmp), "%scs %s", pfx, mn);
	snprintf(mn, size, "%s", tmp);
}

/* Insert text at p in the string s (of size bytes), when it fits. */
static void str_insert(char *s, size_t size, char *p, const char *text)
{
	size_t n = strlen(text);

	if (strlen(s) + n + 1 > size)
		return;
	memmove(p + n, p, strlen(p) + 1);
	memcpy(p, text, n);
}

/* Replace every from in s (of size bytes) that has no ':' before it by to. */
static void str_replace_unprefixed(char *s, size_t size, const char *from, const char *to)
{
	size_t nf = strlen(from), nt = strlen(to);

	for (char *p = strstr(s, from); p; p = strstr(p + nt, from)) {
		if (p > s && p[-1] == ':') {
			p += nf - nt;
			continue;
		}
		if (strlen(s) - nf + nt + 1 > size)
			return;
		memmove(p + nt, p + nf, strlen(p + nf) + 1);
		memcpy(p, to, nt);
	}
}

/*
 * What objdump writes that Capstone leaves out or turns round, told by the instruction's
 * encoding (util/x86-insn): a displacement of 0 that is encoded ("0x0(%rbp)", "[rbp+0x0]"),
 * the shifts by one of D0/D1 (no immediate), the operands of xchg with (e|r)ax (90+r), and
 * the string instructions' segments ("%ds:(%rsi),%es:(%rdi)"), size suffixes and port.
 */
static void objdump_by_encoding(const u8 *code, size_t len, bool intel, char *mn, size_t mn_size,
				char *ops, size_t ops_size)
{
	struct x86_decoded d;
	u8 op;

	if (x86_insn_decode(code, len, &d) <= 0 || d.vex)
		return;
	op = d.opcode;
	if (d.map == 0 && code[0] == 0xf3 && (op == 0xc3 || op == 0xc2) && !strncmp(mn, "ret", 3))
		str_insert(mn, mn_size, mn, "repz "); /* (Capstone drops the prefix) */
	/* an indirect jmp or call after a 3e prefix: CET's notrack */
	if (d.map == 0 && op == 0xff && strncmp(mn, "notrack", 7) &&
	    (!strncmp(mn, "jmp", 3) || !strncmp(mn, "call", 4)) && memchr(code, 0x3e, len) &&
	    (const u8 *)memchr(code, 0x3e, len) < code + len - 2)
		str_insert(mn, mn_size, mn, "notrack ");
	/* 66 90: objdump's xchg of ax with itself */
	if (len == 2 && code[0] == 0x66 && code[1] == 0x90) {
		snprintf(mn, mn_size, "xchg");
		snprintf(ops, ops_size, intel ? "ax,ax" : "%%ax,%%ax");
		return;
	}
	if (intel) {
		char *x = strstr(ops, "XMMWORD PTR"), *open;

		/* (u)comisd and (u)comiss read 8 and 4 bytes (Capstone 4 says 16) */
		if (x && (!strcmp(mn, "comisd") || !strcmp(mn, "ucomisd")))
			memcpy(x, "  QWORD", 7);
		else if (x && (!strcmp(mn, "comiss") || !strcmp(mn, "ucomiss")))
			memcpy(x, "  DWORD", 7);
		if (x && x[0] == ' ')
			memmove(x, x + 2, strlen(x + 2) + 1);
		/* an absolute address without a base: objdump's ds:0x10 */
		open = strchr(ops, '[');
		if (open && (open == ops || open[-1] == ' ') && !strncmp(open, "[0x", 3) &&
		    strchr(open, ']') == open + 1 + strspn(open + 1, "0123456789abcdefx")) {
			char *close = strchr(open, ']');

			memmove(close, close + 1, strlen(close + 1) + 1);
			*open = ':';
			str_insert(ops, ops_size, open, "ds");
		}
	}
	if (d.disp_bytes && !d.disp && strncmp(mn, "nop", 3)) {
		if (intel) {
			char *open = strchr(ops, '['), *close = open ? strchr(open, ']') : NULL;

			if (close && !memmem(open, (size_t)(close - open), "0x", 2))
				str_insert(ops, ops_size, close, "+0x0");
		} else {
			for (char *open = strchr(ops, '('); open; open = strchr(open + 1, '(')) {
				if (open == ops || strchr(",:*", open[-1])) {
					str_insert(ops, ops_size, open, "0x0");
					break;
				}
				if (isxdigit((unsigned char)open[-1]))
					break;
			}
		}
	}
	if (d.map != 0)
		return;
	if (op == 0xd0 || op == 0xd1) { /* shifts by one */
		if (!intel && !strncmp(ops, "$0x1,", 5))
			memmove(ops, ops + 5, strlen(ops + 5) + 1);
		else if (intel && strlen(ops) > 4 && !strcmp(ops + strlen(ops) - 4, ",0x1"))
			strcpy(ops + strlen(ops) - 4, ",1");
	} else if (op >= 0x91 && op <= 0x97) { /* xchg with the accumulator: the other order */
		char *comma = strchr(ops, ','), tmp[256];

		if (comma) {
			snprintf(tmp, sizeof(tmp), "%s,%.*s", comma + 1, (int)(comma - ops), ops);
			snprintf(ops, ops_size, "%s", tmp);
		}
	} else if ((op >= 0xa4 && op <= 0xa7) || (op >= 0xaa && op <= 0xaf) ||
		   (op >= 0x6c && op <= 0x6f)) {
		/* string instructions: their segments, and the size suffix where objdump drops it */
		size_t n = strlen(mn);
		bool drop = intel || (op >= 0xaa && op <= 0xaf);

		if (drop && n > 1 && strchr("bwdlq", mn[n - 1]))
			mn[n - 1] = 0;
		if (intel) {
			str_replace_unprefixed(ops, ops_size, "[rdi]", "es:[rdi]");
			str_replace_unprefixed(ops, ops_size, "[rsi]", "ds:[rsi]");
			str_replace_unprefixed(ops, ops_size, "[edi]", "es:[edi]");
			str_replace_unprefixed(ops, ops_size, "[esi]", "ds:[esi]");
		} else {
			str_replace_unprefixed(ops, ops_size, "(%rdi)", "%es:(%rdi)");
			str_replace_unprefixed(ops, ops_size, "(%rsi)", "%ds:(%rsi)");
			str_replace_unprefixed(ops, ops_size, "(%edi)", "%es:(%edi)");
			str_replace_unprefixed(ops, ops_size, "(%esi)", "%ds:(%esi)");
			if (op <= 0x6f && strstr(ops, "%dx") && !strstr(ops, "(%dx)")) {
				char *dx = strstr(ops, "%dx");

				str_insert(ops, ops_size, dx + 3, ")");
				str_insert(ops, ops_size, dx, "(");
			}
		}
	}
}

static bool is_branch(const char *m)
{
	return m[0] == 'j' || !strncmp(m, "call", 4) || !strncmp(m, "loop", 4) ||
	       !strncmp(m, "xbegin", 6);
}

static u64 annotate__vaddr(struct dso *dso, u64 addr)
{
	/* (a jitdump's code: where it ran when loaded) */
	return dso->kind == DSO_KIND_USER || dso->kind == DSO_KIND_JIT ?
		       dso__offset_to_vaddr(dso, addr) :
		       addr;
}

/* "401166 <leaf+0x30>" for a target in the DSO's symbols, as objdump names it */
static char *branch_text(struct dso *dso, const struct symbol *self, u64 target_vaddr,
			 u64 target_addr)
{
	const struct symbol *t = target_addr >= self->start && target_addr < symbol__end(self) ?
					 self :
					 dso__find_symbol_any(dso, target_addr);

	if (!t)
		return xasprintf("%" PRIx64, target_vaddr);
	if (target_addr == t->start)
		return xasprintf("%" PRIx64 " <%s>", target_vaddr, t->name);
	return xasprintf("%" PRIx64 " <%s+0x%" PRIx64 ">", target_vaddr, t->name,
			 target_addr - t->start);
}

/* The displacement of a rip-relative operand (AT&T "0x2e91(%rip)", Intel "[rip + 0x2e91]"). */
static bool rip_displacement(const char *ops, s64 *disp)
{
	const char *r = strstr(ops, "(%rip)"), *p;

	if (r) {
		for (p = r;
		     p > ops && (isxdigit((unsigned char)p[-1]) || p[-1] == 'x' || p[-1] == '-');)
			p--;
		if (p == r)
			return false;
		*disp = strtoll(p, NULL, 0);
		return true;
	}
	r = strstr(ops, "[rip");
	if (!r)
		return false;
	p = r + 4;
	while (*p == ' ')
		p++;
	if (*p != '+' && *p != '-')
		return false;
	*disp = strtoll(p + 1 + (p[1] == ' '), NULL, 0);
	if (*p == '-')
		*disp = -*disp;
	return true;
}

/*
 * objdump's text of the instructions Capstone cannot decode (Debian's Capstone 4 knows none
 * of AVX-512's: glibc's string functions on such CPUs): objdump -d of the symbol's range
 * is run once, when the first of them is met, and its line of each such address used,
 * spelt as it prints it ("%-6s %s", as objdump pads). Linux perf runs objdump for every
 * symbol.
 */
struct objdump_lines {
	bool ran;
	size_t nr, alloc;
	struct objdump_line {
		u64 addr;
		char *text;
	} * lines;
};

static void objdump_lines__run(struct objdump_lines *od, const char *path, u64 start, u64 end,
			       bool intel)
{
	char sa[32], ea[32], *out = NULL;
	const char *argv[9] = { "objdump", "-d", "-w", "--no-show-raw-insn", sa, ea };
	size_t len = 0, alloc = 0, n = 6;
	int fds[2], status;
	pid_t pid;

	od->ran = true;
	snprintf(sa, sizeof(sa), "--start-address=%#" PRIx64, start);
	snprintf(ea, sizeof(ea), "--stop-address=%#" PRIx64, end);
	if (intel)
		argv[n++] = "-Mintel";
	argv[n] = path;
	if (pipe2(fds, O_CLOEXEC))
		return;
	pid = fork();
	if (pid == 0) {
		int null = open("/dev/null", O_RDWR);

		dup2(fds[1], 1);
		if (null >= 0) {
			dup2(null, 0);
			dup2(null, 2);
		}
		execvp(argv[0], (char *const *)argv);
		_exit(127);
	}
	close(fds[1]);
	if (pid < 0) {
		close(fds[0]);
		return;
	}
	for (;;) {
		ssize_t r;

		out = grow_array_uninit(out, &alloc, len + 4097, 1);
		r = read(fds[0], out + len, 4096);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		len += (size_t)r;
	}
	close(fds[0]);
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	if (!out)
		return;
	out[len] = 0;
	/* "  167138:\tvptestmb %ymm17,%ymm17,%k2" */
	for (char *l = out, *nl; *l; l = nl) {
		char *tab, *mn, *ops, *e;
		u64 addr;

		nl = strchr(l, '\n');
		nl = nl ? (*nl = 0, nl + 1) : l + strlen(l);
		addr = strtoull(l, &e, 16);
		tab = strchr(l, '\t');
		if (e == l || *e != ':' || !tab || e > tab)
			continue;
		mn = tab + 1;
		mn += strspn(mn, " ");
		ops = mn + strcspn(mn, " ");
		if (*ops)
			*ops++ = 0;
		ops += strspn(ops, " ");
		od->lines =
			grow_array_uninit(od->lines, &od->alloc, od->nr + 1, sizeof(*od->lines));
		od->lines[od->nr].addr = addr;
		od->lines[od->nr].text = *ops ? xasprintf("%-6s %s", mn, ops) : xstrdup(mn);
		od->nr++;
	}
	free(out);
}

/* objdump's text of the instruction at vaddr, or NULL */
static const char *objdump_lines__find(const struct objdump_lines *od, u64 vaddr)
{
	for (size_t i = 0; i < od->nr; i++)
		if (od->lines[i].addr == vaddr)
			return od->lines[i].text;
	return NULL;
}

static void objdump_lines__exit(struct objdump_lines *od)
{
	for (size_t i = 0; i < od->nr; i++)
		free(od->lines[i].text);
	free(od->lines);
}

int annotation__build(struct annotation *a, const struct annotated_sym *s,
		      const struct annotate_hists *ah, const struct annotate_opts *opts,
		      const char **why)
{
	const char *dummy;
	struct dso *dso = s->dso;
	const struct symbol *sym = s->sym;
	u64 size = sym->size;
	u64 start_vaddr, tot_nr, tot_period;
	struct src_files own = { 0 }, *files = ah->src ? ah->src : &own;
	const uint8_t *code;
	size_t code_len, hit = 0;
	uint64_t pc;
	const struct capstone_api *cs = capstone();
	struct objdump_lines od = { 0 };
	cs_insn *insn;
	csh handle;
	u8 *buf;
	int err;

	if (!why)
		why = &dummy;
	memset(a, 0, sizeof(*a));
	/* objdump -S's state starts anew for each symbol */
	for (size_t i = 0; i < files->nr; i++)
		files->files[i].max_printed = files->files[i].last = 0;
	a->nr_samples = s->nr_samples;
	a->period = s->period;
	if (!size || size > ANNOTATE_MAX_SIZE) {
		*why = "the symbol has no usable size";
		return -EINVAL;
	}
	buf = xmalloc(size);
	err = annotate__read_code(dso, sym, buf, size, &a->path, why);
	if (err) {
		free(buf);
		return err;
	}
	if (!cs) {
		free(buf);
		*why = "Capstone (" CAPSTONE_SONAME ") cannot be loaded";
		return -EINVAL;
	}
	if (cs->open(CS_ARCH_X86, CS_MODE_64, &handle) != CS_ERR_OK) {
		free(buf);
		*why = "Capstone cannot disassemble x86-64";
		return -EINVAL;
	}
	cs->option(handle, CS_OPT_SYNTAX, opts->intel ? CS_OPT_SYNTAX_INTEL : CS_OPT_SYNTAX_ATT);
	insn = cs->malloc(handle);
	start_vaddr = annotate__vaddr(dso, sym->start);
	tot_nr = opts->percent == ANNOTATE_GLOBAL_HITS ? ah->nr_samples : s->nr_samples;
	tot_period = opts->percent == ANNOTATE_GLOBAL_PERIOD ? ah->period : s->period;

	annotation__add(a, AL_TITLE, xasprintf("%016" PRIx64 " <%s>:", start_vaddr, sym->name));
	code = buf;
	code_len = size;
	pc = start_vaddr;
	while (code_len) {
		u64 off = pc - start_vaddr, addr = sym->start + off;
		struct annotation_line *l;
		const char *file, *dir;
		char mn[64], ops[256], text[512];
		int line;

		if (!opts->no_source && !dso__srcline_full(dso, addr, &file, &dir, &line)) {
			char pbuf[4096];

			if (file[0] != '/' && dir) {
				snprintf(pbuf, sizeof(pbuf), "%s/%s", dir, file);
				file = pbuf;
			}
			annotation__add_source(a, src_files__get(files, file), line);
		}
		if (!cs->disasm_iter(handle, &code, &code_len, &pc, insn)) {
			/*
			 * An instruction Capstone does not know: objdump's text of it, its
			 * length from its encoding; no instruction at all: "(bad)", a byte
			 * (as objdump shows it)
			 */
			int n = x86_insn_len(code, code_len);
			const char *od_text = NULL;

			if (n > 0 && dso->kind == DSO_KIND_USER && a->path) {
				if (!od.ran)
					objdump_lines__run(&od, a->path, start_vaddr,
							   start_vaddr + size, opts->intel);
				od_text = objdump_lines__find(&od, pc);
			}
			if (!od_text)
				n = 1;
			l = annotation__add(a, AL_INSN, xstrdup(od_text ? od_text : "(bad)"));
			l->raw_len = (size_t)n < sizeof(l->raw) ? (size_t)n : sizeof(l->raw);
			memcpy(l->raw, code, l->raw_len);
			code += n;
			code_len -= (size_t)n;
			pc += (u64)n;
		} else {
			if (opts->intel) {
				/* (objdump's spelling of the repeat prefixes) */
				if (!strncmp(insn->mnemonic, "repe ", 5) ||
				    !strncmp(insn->mnemonic, "repne ", 6))
					snprintf(mn, sizeof(mn), "%s%s",
						 insn->mnemonic[4] == ' ' ? "repz" : "repnz",
						 strchr(insn->mnemonic, ' '));
				else
					snprintf(mn, sizeof(mn), "%s", insn->mnemonic);
				objdump_intel_operands(insn->op_str, ops, sizeof(ops));
				objdump_intel_numbers(ops, sizeof(ops));
			} else {
				objdump_mnemonic(insn->mnemonic, insn->op_str, mn, sizeof(mn));
				size_t ml = strlen(insn->mnemonic);
				char sfx = ml ? insn->mnemonic[ml - 1] : 0;

				objdump_operands(insn->op_str, ops, sizeof(ops),
						 sfx == 'b' ? 8 :
						 sfx == 'w' ? 16 :
						 sfx == 'l' ? 32 :
							      64);
			}
			objdump_by_encoding(insn->bytes, insn->size, opts->intel, mn, sizeof(mn),
					    ops, sizeof(ops));
			if (!strncmp(mn, "nop", 3)) {
				if (opts->intel)
					objdump_intel_nop_operand(ops, sizeof(ops), insn->bytes,
								  insn->size);
				else
					objdump_nop_operand(ops, sizeof(ops), insn->bytes,
							    insn->size);
				objdump_nop_prefixes(mn, sizeof(mn), ops, insn->bytes, insn->size);
			}
			l = annotation__add(a, AL_INSN, NULL);
			l->is_call = !strncmp(insn->mnemonic, "call", 4);
			l->is_ret = !strncmp(insn->mnemonic, "ret", 3);
			if (is_branch(insn->mnemonic) && !strncmp(insn->op_str, "0x", 2)) {
				char *end;
				u64 t = strtoull(insn->op_str, &end, 16);

				if (!*end) {
					char *bt = branch_text(dso, sym, t,
							       sym->start + (t - start_vaddr));

					l->is_jump = true;
					l->target = t;
					snprintf(ops, sizeof(ops), "%s", bt);
					free(bt);
				}
			}
			if (!l->is_jump) {
				s64 disp;

				/* where a rip-relative operand points, as objdump comments it */
				if (rip_displacement(insn->op_str, &disp)) {
					u64 t = pc + disp, taddr = t;
					const struct symbol *ts;
					size_t o = strlen(ops);

					if (dso->kind == DSO_KIND_USER)
						taddr = dso__vaddr_to_offset(dso, t);
					ts = dso__find_symbol_any(dso, taddr);
					if (ts && taddr != ts->start)
						snprintf(ops + o, sizeof(ops) - o,
							 "        # %" PRIx64 " <%s+0x%" PRIx64 ">",
							 t, ts->name, taddr - ts->start);
					else if (ts)
						snprintf(ops + o, sizeof(ops) - o,
							 "        # %" PRIx64 " <%s>", t, ts->name);
					else
						snprintf(ops + o, sizeof(ops) - o,
							 "        # %" PRIx64, t);
				}
			}
			if (*ops)
				snprintf(text, sizeof(text), "%-6s %s", mn, ops);
			else
				snprintf(text, sizeof(text), "%s", mn);
			l->text = xstrdup(text);
			l->raw_len = insn->size < sizeof(l->raw) ? insn->size : sizeof(l->raw);
			memcpy(l->raw, insn->bytes, l->raw_len);
		}
		l->addr = annotate__vaddr(dso, addr);
		l->offset = off;
		l->srcline = dso__srcline_str(dso, addr);
		while (hit < s->nr_hits && s->hits[hit].addr < addr)
			hit++;
		/* samples inside an instruction (not on its start) count for it */
		while (hit < s->nr_hits && s->hits[hit].addr < sym->start + (pc - start_vaddr)) {
			l->nr += s->hits[hit].nr;
			l->period += s->hits[hit].period;
			hit++;
		}
		if (opts->percent == ANNOTATE_LOCAL_HITS || opts->percent == ANNOTATE_GLOBAL_HITS)
			l->percent = tot_nr ? 100.0 * l->nr / tot_nr : 0;
		else
			l->percent = tot_period ? 100.0 * l->period / tot_period : 0;
	}
	/* mark where the symbol's own jumps land (instructions are in address order) */
	for (size_t i = 0; i < a->nr_lines; i++) {
		const struct annotation_line *j = &a->lines[i];
		size_t lo = 0, hi = a->nr_lines;

		if (j->kind != AL_INSN || !j->is_jump)
			continue;
		/* first line whose instruction address is >= target (other lines skipped) */
		while (lo < hi) {
			size_t mid = lo + (hi - lo) / 2, k = mid;

			while (k < hi && a->lines[k].kind != AL_INSN)
				k++;
			if (k == hi)
				hi = mid;
			else if (a->lines[k].addr < j->target)
				lo = k + 1;
			else
				hi = mid;
		}
		while (lo < a->nr_lines && a->lines[lo].kind != AL_INSN)
			lo++;
		if (lo < a->nr_lines && a->lines[lo].addr == j->target)
			a->lines[lo].jump_target = true;
	}
	cs->free(insn, 1);
	cs->close(&handle);
	objdump_lines__exit(&od);
	src_files__exit(&own);
	free(buf);
	return 0;
}

void annotation__exit(struct annotation *a)
{
	for (size_t i = 0; i < a->nr_lines; i++)
		free(a->lines[i].text);
	free(a->lines);
	free(a->path);
	memset(a, 0, sizeof(*a));
}

struct srcline_sum {
	const char *srcline;
	double percent;
};

static int srcline_sum_cmp(const void *a, const void *b)
{
	const struct srcline_sum *x = a, *y = b;

	if (x->percent != y->percent)
		return x->percent > y->percent ? -1 : 1;
	return strcmp(x->srcline, y->srcline);
}

/* -l: the percentages summed per source line, hottest first */
static void annotation__fprintf_summary(const struct annotation *a, FILE *fp)
{
	struct srcline_sum *sums = xcalloc(a->nr_lines + 1, sizeof(*sums));
	size_t n = 0;

	for (size_t i = 0; i < a->nr_lines; i++) {
		const struct annotation_line *l = &a->lines[i];
		size_t k;

		if (l->kind != AL_INSN || !l->srcline || !l->nr)
			continue;
		for (k = 0; k < n && strcmp(sums[k].srcline, l->srcline); k++)
			;
		if (k == n)
			sums[n++].srcline = l->srcline;
		sums[k].percent += l->percent;
	}
	qsort(sums, n, sizeof(*sums), srcline_sum_cmp);
	fprintf(fp, "\nSorted summary for file %s\n", a->path);
	fprintf(fp, "----------------------------------------------\n\n");
	/* as Linux perf: the lines under half a percent are left out */
	for (size_t k = 0; k < n && sums[k].percent >= 0.5; k++)
		fprintf(fp, " %7.2f %s\n", sums[k].percent, sums[k].srcline);
	free(sums);
}

void annotation__fprintf(const struct annotation *a, const struct annotated_sym *s,
			 const char *event_name, const struct annotate_opts *opts, FILE *fp)
{
	const char *last_hot = NULL;
	char title[1024];
	int len;

	if (opts->print_line)
		annotation__fprintf_summary(a, fp);
	len = snprintf(title, sizeof(title),
		       "Source code & Disassembly of %s for %s (%" PRIu64 " samples, percent: %s)",
		       s->dso->short_name, event_name, s->nr_samples,
		       annotate_percent__name(opts->percent));
	fprintf(fp, " %s |\t%s\n", opts->show_nr_samples ? "Samples" : "Percent", title);
	for (int i = 0; i < len + 16; i++)
		fputc('-', fp);
	fputc('\n', fp);
	for (size_t i = 0; i < a->nr_lines; i++) {
		const struct annotation_line *l = &a->lines[i];

		switch (l->kind) {
		case AL_TITLE:
			/* the lines objdump prints before the code, as Linux perf numbers them */
			fprintf(fp,
				"         :\n         :\n         :\n"
				"         : 3      Disassembly of section .text:\n"
				"         :\n         : 5      %s\n         : 6      %s():\n",
				l->text, s->sym->name);
			break;
		case AL_SOURCE:
			if (*l->text)
				fprintf(fp, "         : %-6d %s\n", l->lineno, l->text);
			else
				fprintf(fp, "         :\n");
			break;
		case AL_INSN:
			if (opts->show_nr_samples)
				fprintf(fp, " %7" PRIu64 " : ", l->nr);
			else
				fprintf(fp, " %7.2f : ", l->percent);
			{
				/* where objdump's tab puts the text: the next multiple of 8 */
				int w = snprintf(NULL, 0, "%" PRIx64, l->addr);

				fprintf(fp, "  %" PRIx64 ":%*s", l->addr, 8 - (w + 1) % 8, "");
			}
			if (opts->asm_raw) {
				char raw[64];
				int o = 0;

				for (int b = 0; b < l->raw_len && o < 60; b++)
					o += snprintf(raw + o, sizeof(raw) - o, "%02x ", l->raw[b]);
				fprintf(fp, "%-24s", raw);
			}
			fputs(l->text, fp);
			/* the source line of a hot instruction, unless the last hot one had it */
			if (opts->print_line && l->nr && l->srcline &&
			    (!last_hot || strcmp(last_hot, l->srcline)))
				fprintf(fp, " // %s", l->srcline);
			if (l->nr)
				last_hot = l->srcline ? l->srcline : "";
			fputc('\n', fp);
			break;
		}
	}
}

int annotate__print_symbol(FILE *fp, const struct annotated_sym *s, const struct annotate_hists *ah,
			   const char *event_name, const struct annotate_opts *opts,
			   const char **why)
{
	struct annotation a;
	int err = annotation__build(&a, s, ah, opts, why);

	if (!err)
		annotation__fprintf(&a, s, event_name, opts, fp);
	annotation__exit(&a);
	return err;
}
