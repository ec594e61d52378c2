## Build rules of this room, included by the top Makefile.am.  Add to the
## shared lists with += (pkglib_LTLIBRARIES, dist_variants_DATA,
## VARIANT_TESTS, TESTS, check_PROGRAMS, bench_programs, EXTRA_DIST ...).

# The renju family plugin and its forbidden-move judge.
pkglib_LTLIBRARIES += plugins/renju.la
plugins_renju_la_SOURCES = \
	plugins/renju/renju.c plugins/renju/forbid.h plugins/renju/forbid.c \
	plugins/renju/forbid_line.h plugins/renju/forbid_line.c \
	kernel/openings.c
plugins_renju_la_CFLAGS = $(PLUGIN_CFLAGS)
plugins_renju_la_LDFLAGS = $(PLUGIN_LDFLAGS)
plugins_renju_la_LIBADD = plugins/libfive.la
wuziinclude_HEADERS += kernel/wuzi/renju.h

# The judge against the data file, shapes, and a naive second judge.
check_PROGRAMS += tests/renju/test_forbid
tests_renju_test_forbid_SOURCES = \
	tests/renju/test_forbid.c tests/renju/naive_forbid.c tests/renju/naive_forbid.h \
	plugins/renju/forbid.c plugins/renju/forbid_line.c
tests_renju_test_forbid_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_srcdir)/plugins/renju -I$(top_srcdir)/tests/renju
tests_renju_test_forbid_CFLAGS = $(AM_CFLAGS) -O2 $(CUNIT_CFLAGS)
tests_renju_test_forbid_LDADD = $(CUNIT_LIBS)
EXTRA_DIST += tests/renju/renju-forbidden.txt

bench_programs += bench/bench_forbid
bench_bench_forbid_SOURCES = bench/bench_forbid.c plugins/renju/forbid.c plugins/renju/forbid_line.c
bench_bench_forbid_CPPFLAGS = $(AM_CPPFLAGS) -I$(top_srcdir)/plugins/renju
bench_bench_forbid_CFLAGS = $(AM_CFLAGS) -O2

dist_variants_DATA += variants/renju.ini variants/renju-claim.ini
VARIANT_TESTS += tests/variants/renju.tst tests/variants/renju-claim.tst
# The data file's cases run through the shell's setup, check and forbidden.
TESTS += tests/renju/forbidden-data.sh
EXTRA_DIST += tests/renju/forbidden-data.sh
