#!/bin/sh
# clock-manifest.tst with the fixture variant that carries a clock key
# (tests/shell/fixtures/clock) on the variant path.
srcdir=${WZ_TEST_SRCDIR:-.}
WUZI_VARIANT_PATH="$srcdir/tests/shell/fixtures/clock"
export WUZI_VARIANT_PATH
exec sh "$srcdir/tests/regress.sh" "$srcdir/tests/shell/clock-manifest.tst"
