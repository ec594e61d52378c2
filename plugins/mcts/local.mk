## Build rules of this room, included by the top Makefile.am.  Add to the
## shared lists with += (pkglib_LTLIBRARIES, dist_variants_DATA,
## VARIANT_TESTS, TESTS, check_PROGRAMS, bench_programs, EXTRA_DIST ...).

# ------------------------------------------------------------ mcts plugin
# A general AI: Monte Carlo tree search through the host services alone.
# pthread: the trees of the seats are shared by every search of a process.
pkglib_LTLIBRARIES += plugins/mcts.la
plugins_mcts_la_SOURCES = \
	plugins/mcts/mcts.h plugins/mcts/mcts.c plugins/mcts/settings.c plugins/mcts/actions.c \
	plugins/mcts/tree.c plugins/mcts/playout.c plugins/mcts/search.c
plugins_mcts_la_CFLAGS = $(PLUGIN_CFLAGS) -pthread
plugins_mcts_la_LDFLAGS = $(PLUGIN_LDFLAGS) -pthread
plugins_mcts_la_LIBADD = -lm

# ------------------------------------------------------------------ bench
# bench_mcts: playouts a second in the variants it is measured on.
bench_programs += bench/bench_mcts
bench_bench_mcts_SOURCES = bench/bench_mcts.c bench/clock.h
bench_bench_mcts_LDADD = kernel/libwuzi.la

# ------------------------------------------------------------------ tests
# The plugin loaded as any front end loads it, and its candidate generator
# linked in (it reads games through the host services the kernel exports).
check_PROGRAMS += tests/mcts/test_mcts
TESTS += tests/mcts/test_mcts
tests_mcts_test_mcts_SOURCES = tests/mcts/test_mcts.c $(plugins_mcts_la_SOURCES)
tests_mcts_test_mcts_CFLAGS = $(AM_CFLAGS) $(CUNIT_CFLAGS) -pthread
tests_mcts_test_mcts_LDADD = kernel/libwuzi.la $(CUNIT_LIBS) -lm

# ------------------------------------------------------------ the match
# mcts against simple in the hello variant, dual-board and the replacement
# game, 40 games each (WUZI_MCTS_GAMES): opt-in, it takes a long while.
EXTRA_DIST += bench/mcts-vs-simple.sh
doc_DATA += docs/mcts.md
.PHONY: match-mcts
match-mcts: all examples/hello-variant/pente.la
	srcdir=$(srcdir) $(SHELL) $(srcdir)/bench/mcts-vs-simple.sh
