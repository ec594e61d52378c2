## Build rules of this room, included by the top Makefile.am.  Add to the
## shared lists with += (pkglib_LTLIBRARIES, dist_variants_DATA,
## VARIANT_TESTS, TESTS, check_PROGRAMS, bench_programs, EXTRA_DIST ...).
##
## The Gomocup room: the gomocup AI plugin (external pbrain-* engines as
## wuzi players), pbrain-wuzi (any wuzi AI as a Gomocup brain), the tests
## of both and of wuzi-match, and a bench script.

# ------------------------------------------------------- gomocup plugin
pkglib_LTLIBRARIES += plugins/gomocup.la
plugins_gomocup_la_SOURCES = \
	plugins/gomocup/gomocup.c plugins/gomocup/engine.c plugins/gomocup/engine.h \
	plugins/gomocup/position.c plugins/gomocup/position.h
plugins_gomocup_la_CFLAGS = $(PLUGIN_CFLAGS) -pthread
plugins_gomocup_la_LDFLAGS = $(PLUGIN_LDFLAGS) -pthread

# ------------------------------------------------------------ pbrain-wuzi
bin_PROGRAMS += shell/pbrain/pbrain-wuzi
shell_pbrain_pbrain_wuzi_SOURCES = \
	shell/pbrain/main.c shell/pbrain/brain.c shell/pbrain/brain.h \
	shell/pbrain/swap2.c shell/pbrain/position.c shell/pbrain/position.h \
	shell/pbrain/hub.c shell/pbrain/hub.h shell/pbrain/report.c shell/pbrain/report.h
shell_pbrain_pbrain_wuzi_CFLAGS = $(AM_CFLAGS) -pthread
shell_pbrain_pbrain_wuzi_LDFLAGS = -pthread
shell_pbrain_pbrain_wuzi_LDADD = kernel/libwuzi.la

# wuzi-match is built by shell/match/local.mk, beside wuzi-balance.

# ------------------------------------------------------------------ tests
# Fake Gomocup brains, good and broken: one program, its name says how it
# behaves (see tests/gomocup/fake-pbrain.c).
GOMOCUP_FAKES = \
	tests/gomocup/pbrain-chatty tests/gomocup/pbrain-crash \
	tests/gomocup/pbrain-hang tests/gomocup/pbrain-nonsense \
	tests/gomocup/pbrain-illegal tests/gomocup/pbrain-quit \
	tests/gomocup/pbrain-mute tests/gomocup/pbrain-wrap tests/gomocup/pbrain-longline
# Not check_PROGRAMS, which are all run as tests: built for the tests that
# use them.
EXTRA_PROGRAMS += $(GOMOCUP_FAKES)
CLEANFILES += $(GOMOCUP_FAKES)
tests_gomocup_pbrain_chatty_SOURCES = tests/gomocup/fake-pbrain.c
tests_gomocup_pbrain_crash_SOURCES = tests/gomocup/fake-pbrain.c
tests_gomocup_pbrain_hang_SOURCES = tests/gomocup/fake-pbrain.c
tests_gomocup_pbrain_nonsense_SOURCES = tests/gomocup/fake-pbrain.c
tests_gomocup_pbrain_illegal_SOURCES = tests/gomocup/fake-pbrain.c
tests_gomocup_pbrain_quit_SOURCES = tests/gomocup/fake-pbrain.c
tests_gomocup_pbrain_mute_SOURCES = tests/gomocup/fake-pbrain.c
tests_gomocup_pbrain_wrap_SOURCES = tests/gomocup/fake-pbrain.c
tests_gomocup_pbrain_longline_SOURCES = tests/gomocup/fake-pbrain.c

# A slow AI plugin for pbrain-wuzi's timing tests.
check_LTLIBRARIES += tests/gomocup/slow.la
tests_gomocup_slow_la_SOURCES = tests/gomocup/slow.c
tests_gomocup_slow_la_LDFLAGS = $(FIXTURE_LDFLAGS)

# pbrain-wuzi over pipes: scripted protocol sessions and its time limits.
check_PROGRAMS += tests/gomocup/test_pbrain
tests_gomocup_test_pbrain_SOURCES = \
	tests/gomocup/test_pbrain.c plugins/gomocup/engine.c plugins/gomocup/engine.h
tests_gomocup_test_pbrain_CFLAGS = $(AM_CFLAGS) $(CUNIT_CFLAGS)
tests_gomocup_test_pbrain_LDADD = $(CUNIT_LIBS)

# The gomocup plugin from outside: what engines are told, and nothing left
# behind when they fail.
check_PROGRAMS += tests/gomocup/test_gomocup
tests_gomocup_test_gomocup_SOURCES = \
	tests/gomocup/test_gomocup.c plugins/gomocup/engine.c plugins/gomocup/engine.h
tests_gomocup_test_gomocup_CFLAGS = $(AM_CFLAGS) $(CUNIT_CFLAGS)
tests_gomocup_test_gomocup_LDADD = $(CUNIT_LIBS)
EXTRA_tests_gomocup_test_gomocup_DEPENDENCIES = $(GOMOCUP_FAKES)

# The plugin in the shell (a full game between two pbrain-wuzi, the broken
# brains' messages), wuzi-match, and forfeits by resignation.
GOMOCUP_TESTS = tests/gomocup/gomocup.tst tests/gomocup/match.sh tests/gomocup/forfeit.sh
TESTS += $(GOMOCUP_TESTS)
EXTRA_DIST += $(GOMOCUP_TESTS)

# ------------------------------------------------------------------ bench
bench_scripts += shell/match/bench-gomocup.sh
EXTRA_DIST += shell/match/bench-gomocup.sh
