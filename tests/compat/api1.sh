#!/bin/sh
# Plugins built against the frozen ABI-1 header (api1/wuzi/plugin.h) load
# and play in today's shell: api1.tst with their folders on the paths.
builddir=${WZ_TEST_BUILDDIR:-.}
srcdir=${WZ_TEST_SRCDIR:-.}
WUZI_PLUGIN_PATH="$builddir/tests/compat/.libs"
WUZI_VARIANT_PATH="$srcdir/tests/compat/variants"
export WUZI_PLUGIN_PATH WUZI_VARIANT_PATH
exec $WZ_TEST_WRAPPER "$builddir/shell/wuzi" --regress "$srcdir/tests/compat/api1.tst"
