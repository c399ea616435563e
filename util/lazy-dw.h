/* SPDX-License-Identifier: GPL-2.0 */
/*
 * libdw and libdwfl (DWARF: --call-graph dwarf's unwinding, source lines, perf probe), loaded
 * on the first call: see lazy-lib.h. Include this instead of <elfutils/libdw.h>,
 * <elfutils/libdwfl.h> and <dwarf.h>.
 */
#ifndef PERF_LAZY_DW_H
#define PERF_LAZY_DW_H

#define dwarf_addrdie lazy_dwarf_addrdie
#define dwarf_aggregate_size lazy_dwarf_aggregate_size
#define dwarf_attr lazy_dwarf_attr
#define dwarf_attr_integrate lazy_dwarf_attr_integrate
#define dwarf_begin lazy_dwarf_begin
#define dwarf_begin_elf lazy_dwarf_begin_elf
#define dwarf_bytesize lazy_dwarf_bytesize
#define dwarf_cfi_addrframe lazy_dwarf_cfi_addrframe
#define dwarf_cfi_end lazy_dwarf_cfi_end
#define dwarf_child lazy_dwarf_child
#define dwarf_decl_file lazy_dwarf_decl_file
#define dwarf_decl_line lazy_dwarf_decl_line
#define dwarf_diename lazy_dwarf_diename
#define dwarf_dieoffset lazy_dwarf_dieoffset
#define dwarf_end lazy_dwarf_end
#define dwarf_entrypc lazy_dwarf_entrypc
#define dwarf_formref_die lazy_dwarf_formref_die
#define dwarf_formstring lazy_dwarf_formstring
#define dwarf_formudata lazy_dwarf_formudata
#define dwarf_frame_cfa lazy_dwarf_frame_cfa
#define dwarf_frame_info lazy_dwarf_frame_info
#define dwarf_frame_register lazy_dwarf_frame_register
#define dwarf_getcfi lazy_dwarf_getcfi
#define dwarf_getcfi_elf lazy_dwarf_getcfi_elf
#define dwarf_getlocation_addr lazy_dwarf_getlocation_addr
#define dwarf_getscopes lazy_dwarf_getscopes
#define dwarf_getscopes_die lazy_dwarf_getscopes_die
#define dwarf_getscopevar lazy_dwarf_getscopevar
#define dwarf_getsrclines lazy_dwarf_getsrclines
#define dwarf_haspc lazy_dwarf_haspc
#define dwarf_line_file lazy_dwarf_line_file
#define dwarf_lineaddr lazy_dwarf_lineaddr
#define dwarf_linebeginstatement lazy_dwarf_linebeginstatement
#define dwarf_lineendsequence lazy_dwarf_lineendsequence
#define dwarf_lineno lazy_dwarf_lineno
#define dwarf_lineprologueend lazy_dwarf_lineprologueend
#define dwarf_linesrc lazy_dwarf_linesrc
#define dwarf_lowpc lazy_dwarf_lowpc
#define dwarf_nextcu lazy_dwarf_nextcu
#define dwarf_offdie lazy_dwarf_offdie
#define dwarf_onesrcline lazy_dwarf_onesrcline
#define dwarf_siblingof lazy_dwarf_siblingof
#define dwarf_tag lazy_dwarf_tag
#define dwfl_begin lazy_dwfl_begin
#define dwfl_dwarf_line lazy_dwfl_dwarf_line
#define dwfl_end lazy_dwfl_end
#define dwfl_line_comp_dir lazy_dwfl_line_comp_dir
#define dwfl_linecu lazy_dwfl_linecu
#define dwfl_lineinfo lazy_dwfl_lineinfo
#define dwfl_module_addrdie lazy_dwfl_module_addrdie
#define dwfl_module_build_id lazy_dwfl_module_build_id
#define dwfl_module_getdwarf lazy_dwfl_module_getdwarf
#define dwfl_module_getsrc lazy_dwfl_module_getsrc
#define dwfl_module_info lazy_dwfl_module_info
#define dwfl_offline_section_address lazy_dwfl_offline_section_address
#define dwfl_report_end lazy_dwfl_report_end
#define dwfl_report_offline lazy_dwfl_report_offline
#define dwfl_standard_find_debuginfo lazy_dwfl_standard_find_debuginfo

#include <dwarf.h>
#include <elfutils/libdw.h>
#include <elfutils/libdwfl.h>

/* F(return type, name, (parameters), (arguments)); V: returning void */
#define LAZY_LIBDW_FUNCTIONS(F, V)                                                                 \
	F(Dwarf_Die *, dwarf_addrdie, (Dwarf * a, Dwarf_Addr b, Dwarf_Die * c), (a, b, c))         \
	F(int, dwarf_aggregate_size, (Dwarf_Die * a, Dwarf_Word * b), (a, b))                      \
	F(Dwarf_Attribute *, dwarf_attr, (Dwarf_Die * a, unsigned int b, Dwarf_Attribute *c),      \
	  (a, b, c))                                                                               \
	F(Dwarf_Attribute *, dwarf_attr_integrate,                                                 \
	  (Dwarf_Die * a, unsigned int b, Dwarf_Attribute *c), (a, b, c))                          \
	F(Dwarf *, dwarf_begin, (int a, Dwarf_Cmd b), (a, b))                                      \
	F(Dwarf *, dwarf_begin_elf, (Elf * a, Dwarf_Cmd b, Elf_Scn * c), (a, b, c))                \
	F(int, dwarf_bytesize, (Dwarf_Die * a), (a))                                               \
	F(int, dwarf_cfi_addrframe, (Dwarf_CFI * a, Dwarf_Addr b, Dwarf_Frame * *c), (a, b, c))    \
	F(int, dwarf_cfi_end, (Dwarf_CFI * a), (a))                                                \
	F(int, dwarf_child, (Dwarf_Die * a, Dwarf_Die * b), (a, b))                                \
	F(const char *, dwarf_decl_file, (Dwarf_Die * a), (a))                                     \
	F(int, dwarf_decl_line, (Dwarf_Die * a, int *b), (a, b))                                   \
	F(const char *, dwarf_diename, (Dwarf_Die * a), (a))                                       \
	F(Dwarf_Off, dwarf_dieoffset, (Dwarf_Die * a), (a))                                        \
	F(int, dwarf_end, (Dwarf * a), (a))                                                        \
	F(int, dwarf_entrypc, (Dwarf_Die * a, Dwarf_Addr * b), (a, b))                             \
	F(Dwarf_Die *, dwarf_formref_die, (Dwarf_Attribute * a, Dwarf_Die * b), (a, b))            \
	F(const char *, dwarf_formstring, (Dwarf_Attribute * a), (a))                              \
	F(int, dwarf_formudata, (Dwarf_Attribute * a, Dwarf_Word * b), (a, b))                     \
	F(int, dwarf_frame_cfa, (Dwarf_Frame * a, Dwarf_Op * *b, size_t * c), (a, b, c))           \
	F(int, dwarf_frame_info, (Dwarf_Frame * a, Dwarf_Addr * b, Dwarf_Addr * c, _Bool * d),     \
	  (a, b, c, d))                                                                            \
	F(int, dwarf_frame_register,                                                               \
	  (Dwarf_Frame * a, int b, Dwarf_Op c[3], Dwarf_Op **d, size_t *e), (a, b, c, d, e))       \
	F(Dwarf_CFI *, dwarf_getcfi, (Dwarf * a), (a))                                             \
	F(Dwarf_CFI *, dwarf_getcfi_elf, (Elf * a), (a))                                           \
	F(int, dwarf_getlocation_addr,                                                             \
	  (Dwarf_Attribute * a, Dwarf_Addr b, Dwarf_Op * *c, size_t * d, size_t e),                \
	  (a, b, c, d, e))                                                                         \
	F(int, dwarf_getscopes, (Dwarf_Die * a, Dwarf_Addr b, Dwarf_Die * *c), (a, b, c))          \
	F(int, dwarf_getscopes_die, (Dwarf_Die * a, Dwarf_Die * *b), (a, b))                       \
	F(int, dwarf_getscopevar,                                                                  \
	  (Dwarf_Die * a, int b, const char *c, int d, const char *e, int f, int g, Dwarf_Die *h), \
	  (a, b, c, d, e, f, g, h))                                                                \
	F(int, dwarf_getsrclines, (Dwarf_Die * a, Dwarf_Lines * *b, size_t * c), (a, b, c))        \
	F(int, dwarf_haspc, (Dwarf_Die * a, Dwarf_Addr b), (a, b))                                 \
	F(int, dwarf_line_file, (Dwarf_Line * a, Dwarf_Files * *b, size_t * c), (a, b, c))         \
	F(int, dwarf_lineaddr, (Dwarf_Line * a, Dwarf_Addr * b), (a, b))                           \
	F(int, dwarf_linebeginstatement, (Dwarf_Line * a, _Bool * b), (a, b))                      \
	F(int, dwarf_lineendsequence, (Dwarf_Line * a, _Bool * b), (a, b))                         \
	F(int, dwarf_lineno, (Dwarf_Line * a, int *b), (a, b))                                     \
	F(int, dwarf_lineprologueend, (Dwarf_Line * a, _Bool * b), (a, b))                         \
	F(const char *, dwarf_linesrc, (Dwarf_Line * a, Dwarf_Word * b, Dwarf_Word * c),           \
	  (a, b, c))                                                                               \
	F(int, dwarf_lowpc, (Dwarf_Die * a, Dwarf_Addr * b), (a, b))                               \
	F(int, dwarf_nextcu,                                                                       \
	  (Dwarf * a, Dwarf_Off b, Dwarf_Off * c, size_t * d, Dwarf_Off * e, uint8_t * f,          \
	   uint8_t * g),                                                                           \
	  (a, b, c, d, e, f, g))                                                                   \
	F(Dwarf_Die *, dwarf_offdie, (Dwarf * a, Dwarf_Off b, Dwarf_Die * c), (a, b, c))           \
	F(Dwarf_Line *, dwarf_onesrcline, (Dwarf_Lines * a, size_t b), (a, b))                     \
	F(int, dwarf_siblingof, (Dwarf_Die * a, Dwarf_Die * b), (a, b))                            \
	F(int, dwarf_tag, (Dwarf_Die * a), (a))                                                    \
	F(Dwfl *, dwfl_begin, (const Dwfl_Callbacks *a), (a))                                      \
	F(Dwarf_Line *, dwfl_dwarf_line, (Dwfl_Line * a, Dwarf_Addr * b), (a, b))                  \
	V(dwfl_end, (Dwfl * a), (a))                                                               \
	F(const char *, dwfl_line_comp_dir, (Dwfl_Line * a), (a))                                  \
	F(Dwarf_Die *, dwfl_linecu, (Dwfl_Line * a), (a))                                          \
	F(const char *, dwfl_lineinfo,                                                             \
	  (Dwfl_Line * a, Dwarf_Addr * b, int *c, int *d, Dwarf_Word *e, Dwarf_Word *f),           \
	  (a, b, c, d, e, f))                                                                      \
	F(Dwarf_Die *, dwfl_module_addrdie, (Dwfl_Module * a, Dwarf_Addr b, Dwarf_Addr * c),       \
	  (a, b, c))                                                                               \
	F(int, dwfl_module_build_id, (Dwfl_Module * a, const unsigned char **b, GElf_Addr *c),     \
	  (a, b, c))                                                                               \
	F(Dwarf *, dwfl_module_getdwarf, (Dwfl_Module * a, Dwarf_Addr * b), (a, b))                \
	F(Dwfl_Line *, dwfl_module_getsrc, (Dwfl_Module * a, Dwarf_Addr b), (a, b))                \
	F(const char *, dwfl_module_info,                                                          \
	  (Dwfl_Module * a, void ***b, Dwarf_Addr *c, Dwarf_Addr *d, Dwarf_Addr *e, Dwarf_Addr *f, \
	   const char **g, const char **h),                                                        \
	  (a, b, c, d, e, f, g, h))                                                                \
	F(int, dwfl_offline_section_address,                                                       \
	  (Dwfl_Module * a, void **b, const char *c, Dwarf_Addr d, const char *e, GElf_Word f,     \
	   const GElf_Shdr *g, Dwarf_Addr *h),                                                     \
	  (a, b, c, d, e, f, g, h))                                                                \
	F(int, dwfl_report_end,                                                                    \
	  (Dwfl * a, int (*b)(Dwfl_Module *, void *, const char *, Dwarf_Addr, void *arg),         \
	   void *c),                                                                               \
	  (a, b, c))                                                                               \
	F(Dwfl_Module *, dwfl_report_offline, (Dwfl * a, const char *b, const char *c, int d),     \
	  (a, b, c, d))                                                                            \
	F(int, dwfl_standard_find_debuginfo,                                                       \
	  (Dwfl_Module * a, void **b, const char *c, Dwarf_Addr d, const char *e, const char *f,   \
	   GElf_Word g, char **h),                                                                 \
	  (a, b, c, d, e, f, g, h))

#endif
