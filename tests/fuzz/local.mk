## Fuzz targets (issue 11), included by the top Makefile.am.
##
## One target a parser or command reader: records (each format and the
## sniffer), manifests, shell command lines, the regression file reader,
## pbrain-wuzi's protocol and the opening interpreter.  Configured with
## --enable-fuzzing (make fuzz does so in a copy of the tree, with clang)
## they are libFuzzer programs; otherwise they link replay.c and replay
## their seed corpora (tests/fuzz/corpus/NAME) as part of make check.

## (not FUZZ_TARGETS: make would export its value over the one run.sh is given)
FUZZ_BINARIES = \
	tests/fuzz/fuzz-record-sniff tests/fuzz/fuzz-record-native \
	tests/fuzz/fuzz-record-sgf tests/fuzz/fuzz-record-psq \
	tests/fuzz/fuzz-record-renlib tests/fuzz/fuzz-manifest \
	tests/fuzz/fuzz-shell tests/fuzz/fuzz-regress tests/fuzz/fuzz-pbrain \
	tests/fuzz/fuzz-opening

if FUZZING
EXTRA_PROGRAMS += $(FUZZ_BINARIES)
FUZZ_MAIN =
FUZZ_LINK = -fsanitize=fuzzer
else
check_PROGRAMS += $(FUZZ_BINARIES)
check_LTLIBRARIES += tests/fuzz/libfuzzreplay.la
FUZZ_MAIN = tests/fuzz/libfuzzreplay.la
FUZZ_LINK =
endif
CLEANFILES += $(FUZZ_BINARIES)
tests_fuzz_libfuzzreplay_la_SOURCES = tests/fuzz/replay.c tests/fuzz/fuzz.h

# The shell's own sources once for the shell and regression targets, its
# main renamed away.
check_LTLIBRARIES += tests/fuzz/libfuzzshell.la
tests_fuzz_libfuzzshell_la_SOURCES = $(shell_wuzi_SOURCES) tests/fuzz/sandbox.c tests/fuzz/sandbox.h
tests_fuzz_libfuzzshell_la_CPPFLAGS = $(AM_CPPFLAGS) -Dmain=wuzi_shell_main

FUZZ_COMMON = tests/fuzz/fuzz.h tests/fuzz/common.c
FUZZ_LIBS = $(FUZZ_MAIN) kernel/libwuzi.la
FUZZ_SHELL = $(FUZZ_COMMON)

tests_fuzz_fuzz_record_sniff_SOURCES = tests/fuzz/fuzz-record.c $(FUZZ_COMMON)
tests_fuzz_fuzz_record_sniff_CPPFLAGS = $(AM_CPPFLAGS) -DFUZZ_FORMAT=-1
tests_fuzz_fuzz_record_sniff_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_record_sniff_LDFLAGS = $(FUZZ_LINK)
tests_fuzz_fuzz_record_native_SOURCES = tests/fuzz/fuzz-record.c $(FUZZ_COMMON)
tests_fuzz_fuzz_record_native_CPPFLAGS = $(AM_CPPFLAGS) -DFUZZ_FORMAT=WZ_FORMAT_NATIVE
tests_fuzz_fuzz_record_native_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_record_native_LDFLAGS = $(FUZZ_LINK)
tests_fuzz_fuzz_record_sgf_SOURCES = tests/fuzz/fuzz-record.c $(FUZZ_COMMON)
tests_fuzz_fuzz_record_sgf_CPPFLAGS = $(AM_CPPFLAGS) -DFUZZ_FORMAT=WZ_FORMAT_SGF
tests_fuzz_fuzz_record_sgf_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_record_sgf_LDFLAGS = $(FUZZ_LINK)
tests_fuzz_fuzz_record_psq_SOURCES = tests/fuzz/fuzz-record.c $(FUZZ_COMMON)
tests_fuzz_fuzz_record_psq_CPPFLAGS = $(AM_CPPFLAGS) -DFUZZ_FORMAT=WZ_FORMAT_PSQ
tests_fuzz_fuzz_record_psq_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_record_psq_LDFLAGS = $(FUZZ_LINK)
tests_fuzz_fuzz_record_renlib_SOURCES = tests/fuzz/fuzz-record.c $(FUZZ_COMMON)
tests_fuzz_fuzz_record_renlib_CPPFLAGS = $(AM_CPPFLAGS) -DFUZZ_FORMAT=WZ_FORMAT_RENLIB
tests_fuzz_fuzz_record_renlib_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_record_renlib_LDFLAGS = $(FUZZ_LINK)
tests_fuzz_fuzz_manifest_SOURCES = tests/fuzz/fuzz-manifest.c $(FUZZ_COMMON)
tests_fuzz_fuzz_manifest_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_manifest_LDFLAGS = $(FUZZ_LINK)
tests_fuzz_fuzz_opening_SOURCES = tests/fuzz/fuzz-opening.c $(FUZZ_COMMON)
tests_fuzz_fuzz_opening_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_opening_LDFLAGS = $(FUZZ_LINK)
tests_fuzz_fuzz_shell_SOURCES = tests/fuzz/fuzz-shell.c $(FUZZ_SHELL)
tests_fuzz_fuzz_shell_LDADD = tests/fuzz/libfuzzshell.la $(FUZZ_LIBS) $(shell_wuzi_LDADD)
tests_fuzz_fuzz_shell_LDFLAGS = $(FUZZ_LINK)
tests_fuzz_fuzz_regress_SOURCES = tests/fuzz/fuzz-regress.c $(FUZZ_SHELL)
tests_fuzz_fuzz_regress_LDADD = tests/fuzz/libfuzzshell.la $(FUZZ_LIBS) $(shell_wuzi_LDADD)
tests_fuzz_fuzz_regress_LDFLAGS = $(FUZZ_LINK)
tests_fuzz_fuzz_pbrain_SOURCES = tests/fuzz/fuzz-pbrain.c $(FUZZ_COMMON) $(shell_pbrain_pbrain_wuzi_SOURCES)
tests_fuzz_fuzz_pbrain_CPPFLAGS = $(AM_CPPFLAGS) -Dmain=pbrain_wuzi_main
tests_fuzz_fuzz_pbrain_CFLAGS = $(AM_CFLAGS) -pthread
tests_fuzz_fuzz_pbrain_LDADD = $(FUZZ_LIBS)
tests_fuzz_fuzz_pbrain_LDFLAGS = $(FUZZ_LINK) -pthread

EXTRA_DIST += tests/fuzz/fuzz.h tests/fuzz/common.c tests/fuzz/replay.c \
	tests/fuzz/sandbox.c tests/fuzz/sandbox.h tests/fuzz/fuzz-record.c \
	tests/fuzz/fuzz-manifest.c tests/fuzz/fuzz-shell.c tests/fuzz/fuzz-regress.c \
	tests/fuzz/fuzz-pbrain.c tests/fuzz/fuzz-opening.c tests/fuzz/seeds.txt \
	tests/fuzz/run.sh tests/fuzz/coverage-ignore.txt tests/fuzz/dict tests/fuzz/corpus

# make fuzz: every target for FUZZ_SECONDS (30) seconds each with
# libFuzzer, built in a copy of the tree (fuzz-build/) with clang,
# AddressSanitizer and UBSan; what the fuzzers find stays in fuzz-corpus/
# and crashes in fuzz-crashes/.  Without clang: the seeds replayed.
.PHONY: fuzz
fuzz: distdir
	$(SHELL) $(srcdir)/tests/fuzz/run.sh "$(abs_builddir)/$(distdir)" "$(abs_top_builddir)" "$(abs_top_srcdir)"
	$(am__post_remove_distdir)
