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

EXAMPLE_FILES = \
	examples/hello-variant/pente.c examples/hello-variant/pente.ini \
	examples/hello-variant/pente.tst examples/hello-variant/Makefile \
	examples/hello-variant/README.md

# make install puts the examples' sources under the doc folder, to copy
# and build (their Makefiles use pkg-config alone).
examplesdir = $(docdir)
nobase_examples_DATA = $(EXAMPLE_FILES)

# Every example's regression file, with its folder on the search paths.
TESTS += tests/examples.sh
EXTRA_DIST += tests/examples.sh $(EXAMPLE_FILES)
