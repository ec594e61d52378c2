## The SDK's examples, built and tested by make check but never installed
## as plugins (make install puts their sources under the doc folder).  Each
## folder also builds on its own, outside this tree, with its Makefile and
## pkg-config (docs/plugin-guide.md).

EXAMPLE_LDFLAGS = -module -avoid-version -no-undefined -rpath /nowhere \
	-export-symbols-regex '^wuzi_plugin_entry$$'

# hello-variant: Pente, a variant with its own state (captured pairs).
check_LTLIBRARIES += examples/hello-variant/pente.la
examples_hello_variant_pente_la_SOURCES = examples/hello-variant/pente.c
examples_hello_variant_pente_la_CFLAGS = $(PLUGIN_CFLAGS)
examples_hello_variant_pente_la_LDFLAGS = $(EXAMPLE_LDFLAGS)

# hello-ai: an AI that knows no rule, through the host services alone.
check_LTLIBRARIES += examples/hello-ai/hello-ai.la
examples_hello_ai_hello_ai_la_SOURCES = examples/hello-ai/hello-ai.c
examples_hello_ai_hello_ai_la_CFLAGS = $(PLUGIN_CFLAGS)
examples_hello_ai_hello_ai_la_LDFLAGS = $(EXAMPLE_LDFLAGS)

# template: the copy-me variant, which `wuzi plugin new NAME` scaffolds.
check_LTLIBRARIES += examples/template/template.la
examples_template_template_la_SOURCES = examples/template/template.c
examples_template_template_la_CFLAGS = $(PLUGIN_CFLAGS)
examples_template_template_la_LDFLAGS = $(EXAMPLE_LDFLAGS)
TEMPLATE_FILES = \
	examples/template/template.c examples/template/template.ini \
	examples/template/template.tst examples/template/Makefile \
	examples/template/README.md

# hello-five: Omok on the five-in-a-row toolkit, a judge and a few keys.
check_LTLIBRARIES += examples/hello-five/omok.la
examples_hello_five_omok_la_SOURCES = examples/hello-five/omok.c
examples_hello_five_omok_la_CFLAGS = $(PLUGIN_CFLAGS)
examples_hello_five_omok_la_LDFLAGS = $(EXAMPLE_LDFLAGS)
examples_hello_five_omok_la_LIBADD = plugins/libfive.la

EXAMPLE_FILES = $(TEMPLATE_FILES) \
	examples/hello-five/omok.c examples/hello-five/omok.ini \
	examples/hello-five/omok.tst examples/hello-five/Makefile \
	examples/hello-five/README.md \
	examples/hello-ai/hello-ai.c examples/hello-ai/hello-ai.tst \
	examples/hello-ai/Makefile examples/hello-ai/README.md \
	examples/hello-variant/pente.c examples/hello-variant/pente.ini \
	examples/hello-variant/pente.tst examples/hello-variant/Makefile \
	examples/hello-variant/README.md

# make install puts the examples' sources under the doc folder, to copy
# and build (their Makefiles use pkg-config alone).
examplesdir = $(docdir)
nobase_examples_DATA = $(EXAMPLE_FILES)

# Every example's regression file, with its folder on the search paths.
TESTS += tests/examples.sh
# The examples and a scaffolded plugin built with their own Makefiles.
TESTS += tests/sdk.sh
EXTRA_DIST += tests/examples.sh tests/sdk.sh $(EXAMPLE_FILES)
