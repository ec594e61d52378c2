## Build rules of this room, included by the top Makefile.am.  Add to the
## shared lists with += (pkglib_LTLIBRARIES, dist_variants_DATA,
## VARIANT_TESTS, TESTS, check_PROGRAMS, bench_programs, EXTRA_DIST ...).

# The dual-board variant (seed 004): two boards, fives on both in one turn.
pkglib_LTLIBRARIES += plugins/dualboard.la
plugins_dualboard_la_SOURCES = plugins/dualboard/dualboard.c
plugins_dualboard_la_CFLAGS = $(PLUGIN_CFLAGS)
plugins_dualboard_la_LDFLAGS = $(PLUGIN_LDFLAGS)
plugins_dualboard_la_LIBADD = plugins/libfive.la

dist_variants_DATA += variants/dual-board.ini
VARIANT_TESTS += tests/variants/dual-board.tst

# Random playouts of dual-board beside free-style's.
bench_programs += bench/bench_dual
bench_bench_dual_SOURCES = bench/bench_dual.c
bench_bench_dual_LDADD = kernel/libwuzi.la
