## Build rules of this room, included by the top Makefile.am.  Add to the
## shared lists with += (pkglib_LTLIBRARIES, dist_variants_DATA,
## VARIANT_TESTS, TESTS, check_PROGRAMS, bench_programs, EXTRA_DIST ...).

# Records in players' formats, tags and comments (kernel side).
kernel_libwuzi_la_SOURCES += kernel/records.h kernel/notes.c \
	kernel/sgf.c kernel/psq.c kernel/renlib.c

# The shell's own files beyond the foundation's.
shell_wuzi_SOURCES += shell/cmd_view.c shell/rules.c shell/complete.c \
	shell/autosave.c shell/interactive.c
