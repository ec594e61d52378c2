## Build rules of this room, included by the top Makefile.am.  Add to the
## shared lists with += (pkglib_LTLIBRARIES, dist_variants_DATA,
## VARIANT_TESTS, TESTS, check_PROGRAMS, bench_programs, EXTRA_DIST ...).

# Records in players' formats, tags and comments (kernel side).
kernel_libwuzi_la_SOURCES += kernel/records.h kernel/notes.c \
	kernel/sgf.c kernel/psq.c kernel/renlib.c

# The shell's own files beyond the foundation's.
shell_wuzi_SOURCES += shell/cmd_view.c shell/rules.c shell/complete.c \
	shell/autosave.c shell/interactive.c shell/nigiri.c \
	shell/seats.c shell/turns.c shell/clock.c shell/games.c

# ------------------------------------------------------------------ tests
# A variant fixture (never installed) that uses every action kind, a die
# and two boards, with its manifests; the shell's .sh tests point
# WUZI_PLUGIN_PATH and WUZI_VARIANT_PATH at them.
check_LTLIBRARIES += tests/shell/fixtures/fixture-opening.la
tests_shell_fixtures_fixture_opening_la_SOURCES = tests/shell/fixtures/fixture-opening.c
tests_shell_fixtures_fixture_opening_la_CFLAGS = $(PLUGIN_CFLAGS)
tests_shell_fixtures_fixture_opening_la_LDFLAGS = -module -avoid-version -no-undefined -rpath /nowhere \
	-export-symbols-regex '^wuzi_plugin_entry$$'
EXTRA_DIST += tests/shell/fixtures/variants

# The interactive shell on a pseudo-terminal (completion, redraw, Ctrl-C,
# Ctrl-D, history, crash and --resume).
check_PROGRAMS += tests/shell/pty-test
tests_shell_pty_test_SOURCES = tests/shell/pty-test.c
tests_shell_pty_test_LDADD = -lutil

TESTS += tests/shell/formats.sh tests/shell/roundtrip.sh
EXTRA_DIST += tests/shell/formats.sh tests/shell/roundtrip.sh tests/shell/formats.tst \
	tests/shell/board.tst tests/shell/fixtures/records

# The manual page, installed by make install.
dist_man1_MANS = docs/wuzi.1
EXTRA_DIST += docs/records.md

# Unit tests of the record side of the kernel (tags, comments, formats).
check_PROGRAMS += tests/shell/test-records
tests_shell_test_records_SOURCES = tests/shell/test-records.c
tests_shell_test_records_CFLAGS = $(AM_CFLAGS) $(CUNIT_CFLAGS)
tests_shell_test_records_LDADD = kernel/libwuzi.la $(CUNIT_LIBS)

# make bench: the cost of records (the autosave after each command) and of
# drawing the board.
bench_programs += bench/bench_records
bench_bench_records_SOURCES = bench/bench_records.c shell/board.c shell/reply.c
bench_bench_records_LDADD = kernel/libwuzi.la

# Playing against AIs: seats by player, AI replies, undo (batch).
TESTS += tests/shell/seats.tst
EXTRA_DIST += tests/shell/seats.tst
TESTS += tests/shell/clock.tst
EXTRA_DIST += tests/shell/clock.tst
# The clock key of a manifest, with its fixture variant.
TESTS += tests/shell/clock-manifest.sh
EXTRA_DIST += tests/shell/clock-manifest.sh tests/shell/clock-manifest.tst tests/shell/fixtures/clock
# Kept games (games, games N).
TESTS += tests/shell/games.sh
EXTRA_DIST += tests/shell/games.sh
# Listings: variants, openings' legend, rules in prose for players.
TESTS += tests/shell/listings.tst tests/shell/prose.sh
EXTRA_DIST += tests/shell/listings.tst tests/shell/prose.sh
