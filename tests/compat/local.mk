## Contract compatibility: plugins built against the frozen ABI-1 header
## (tests/compat/api1/wuzi/plugin.h, never edited) still load and play.

API1_CPPFLAGS = -I$(top_srcdir)/tests/compat/api1
check_LTLIBRARIES += tests/compat/api1-variant.la tests/compat/api1-ai.la
tests_compat_api1_variant_la_SOURCES = tests/compat/api1-variant.c
tests_compat_api1_variant_la_CPPFLAGS = $(API1_CPPFLAGS)
tests_compat_api1_variant_la_CFLAGS = $(PLUGIN_CFLAGS)
tests_compat_api1_variant_la_LDFLAGS = $(FIXTURE_LDFLAGS) -export-symbols-regex '^wuzi_plugin_entry$$'
tests_compat_api1_ai_la_SOURCES = tests/compat/api1-ai.c
tests_compat_api1_ai_la_CPPFLAGS = $(API1_CPPFLAGS)
tests_compat_api1_ai_la_CFLAGS = $(PLUGIN_CFLAGS)
tests_compat_api1_ai_la_LDFLAGS = $(FIXTURE_LDFLAGS) -export-symbols-regex '^wuzi_plugin_entry$$'

TESTS += tests/compat/api1.sh
EXTRA_DIST += tests/compat/api1.sh tests/compat/api1.tst tests/compat/variants \
	tests/compat/api1/wuzi/plugin.h
