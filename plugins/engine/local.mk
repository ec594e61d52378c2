## Build rules of this room, included by the top Makefile.am.  Add to the
## shared lists with += (pkglib_LTLIBRARIES, dist_variants_DATA,
## VARIANT_TESTS, TESTS, check_PROGRAMS, bench_programs, EXTRA_DIST ...).
