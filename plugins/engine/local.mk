## Build rules of this room, included by the top Makefile.am.  Add to the
## shared lists with += (pkglib_LTLIBRARIES, dist_variants_DATA,
## VARIANT_TESTS, TESTS, check_PROGRAMS, bench_programs, EXTRA_DIST ...).

# ---------------------------------------------------------- engine plugin
# pthread: lazily built pattern tables, the table pool and the per-seat
# clocks are shared by every search of a process.
pkglib_LTLIBRARIES += plugins/engine.la
plugins_engine_la_SOURCES = \
	plugins/engine/engine.h plugins/engine/engine.c \
	plugins/engine/analysis.c \
	plugins/engine/book.h plugins/engine/book.c plugins/engine/book_renju.inc \
	plugins/engine/pattern.h plugins/engine/pattern.c \
	plugins/engine/board.h plugins/engine/board.c plugins/engine/foul.c \
	plugins/engine/eval.h plugins/engine/eval.c plugins/engine/eval_weights.c \
	plugins/engine/eval_freestyle.inc \
	plugins/engine/order.c plugins/engine/order_weights.h plugins/engine/order_weights.c \
	plugins/engine/order_renju.inc \
	plugins/engine/smp.h plugins/engine/smp.c \
	plugins/engine/search.h plugins/engine/search.c plugins/engine/threat.c \
	plugins/engine/params.h plugins/engine/params.c \
	plugins/engine/tt.h plugins/engine/tt.c \
	plugins/engine/clock.h plugins/engine/clock.c \
	plugins/engine/rules.h plugins/engine/rules.c \
	plugins/engine/decide.h plugins/engine/decide.c plugins/engine/offer.c \
	plugins/engine/known.c plugins/engine/dual.c
plugins_engine_la_CFLAGS = $(PLUGIN_CFLAGS) -pthread
plugins_engine_la_LDFLAGS = $(PLUGIN_LDFLAGS) -pthread

# ------------------------------------------------------------------ tests
check_PROGRAMS += tests/engine/test_engine tests/engine/test_board
TESTS += tests/engine/test_engine tests/engine/test_board tests/engine/engine.tst \
	tests/engine/decide-actions.sh tests/engine/match-records.sh tests/engine/make-book.sh \
	tests/engine/tune-eval.sh tests/engine/side-by-side.sh
tests_engine_test_engine_SOURCES = tests/engine/test_engine.c \
	tests/engine/vcf_check.c tests/engine/vcf_check.h
tests_engine_test_engine_CFLAGS = $(AM_CFLAGS) $(CUNIT_CFLAGS)
tests_engine_test_engine_LDADD = kernel/libwuzi.la $(CUNIT_LIBS)
EXTRA_DIST += tests/engine/vcf-puzzles.txt tests/engine/engine.tst tests/engine/decide-actions.sh \
	tests/engine/match-records.sh bench/sgf-score.sh bench/sgf-times.sh bench/sgf-games.awk \
	tests/engine/make-book.sh bench/make-book.sh tests/engine/tune-eval.sh \
	bench/openings-tune-freestyle.txt tests/engine/side-by-side.sh bench/side-by-side.sh
# the engine's insides, its sources compiled in
tests_engine_test_board_SOURCES = tests/engine/test_board.c $(engine_core_sources)
tests_engine_test_board_CFLAGS = $(AM_CFLAGS) $(CUNIT_CFLAGS) -pthread
tests_engine_test_board_LDADD = $(CUNIT_LIBS) -lm -lpthread

# ------------------------------------------------------------------ bench
# bench_engine: nodes per second and VCF puzzle solve times;
# bench_engine_match: fixed-time games against simple (score, moves over
# the time limit).
bench_programs += bench/bench_engine bench/bench_engine_match
bench_bench_engine_SOURCES = bench/bench_engine.c tests/engine/vcf_check.c
bench_bench_engine_CPPFLAGS = $(AM_CPPFLAGS) -DSRCDIR='"$(abs_top_srcdir)"'
bench_bench_engine_LDADD = kernel/libwuzi.la
bench_bench_engine_match_SOURCES = bench/bench_engine_match.c
bench_bench_engine_match_LDADD = kernel/libwuzi.la

wuziinclude_HEADERS += kernel/wuzi/ai.h

# ------------------------------------------------------------------ tuning
# tune_eval: self-play and the evaluation's fit (docs/engine.md); built on
# demand (make bench/tune_eval) and for check's test of it (not a
# check_PROGRAM: those are all run as tests); never run by bench.
EXTRA_PROGRAMS += bench/tune_eval
CLEANFILES += bench/tune_eval$(EXEEXT)
tests/engine/tune-eval.log: bench/tune_eval$(EXEEXT)
engine_core_sources = \
	plugins/engine/pattern.c plugins/engine/board.c plugins/engine/foul.c \
	plugins/engine/eval.c plugins/engine/eval_weights.c plugins/engine/order.c \
	plugins/engine/order_weights.c plugins/engine/book.c \
	plugins/engine/smp.c plugins/engine/search.c plugins/engine/threat.c \
	plugins/engine/params.c plugins/engine/tt.c plugins/engine/clock.c
bench_tune_eval_SOURCES = bench/tune_eval.c bench/games_text.h bench/games_text.c $(engine_core_sources)
bench_tune_eval_CFLAGS = $(AM_CFLAGS) -pthread
bench_tune_eval_LDADD = -lm -lpthread
# tune_order: the move ordering's fit (docs/engine.md)
EXTRA_PROGRAMS += bench/tune_order
bench_tune_order_SOURCES = bench/tune_order.c bench/games_text.h bench/games_text.c $(engine_core_sources)
bench_tune_order_CFLAGS = $(AM_CFLAGS) -pthread
bench_tune_order_LDADD = -lm -lpthread
