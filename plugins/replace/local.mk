## Build rules of this room, included by the top Makefile.am.

# gomoku-replace (seed 003, second way to play): a five replaces an
# opponent stone; the first to place all its stones wins.
pkglib_LTLIBRARIES += plugins/replace.la
plugins_replace_la_SOURCES = plugins/replace/replace.c
plugins_replace_la_CFLAGS = $(PLUGIN_CFLAGS)
plugins_replace_la_LDFLAGS = $(PLUGIN_LDFLAGS)
plugins_replace_la_LIBADD = plugins/libfive.la

dist_variants_DATA += variants/gomoku-replace.ini
VARIANT_TESTS += tests/variants/gomoku-replace.tst
