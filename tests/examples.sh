#!/bin/sh
# The SDK's examples play and pass their own regression files in the shell
# of this tree, each with its folder on the search paths as a user would
# have it (its plugin built in-tree by examples/local.mk).
builddir=$(cd "${WZ_TEST_BUILDDIR:-.}" && pwd)
srcdir=$(cd "${WZ_TEST_SRCDIR:-.}" && pwd)
status=0
for tst in "$srcdir"/examples/*/*.tst; do
    dir=${tst%/*}
    name=${dir##*/}
    echo "== $name: ${tst##*/}"
    WUZI_PLUGIN_PATH="$builddir/examples/$name/.libs" WUZI_VARIANT_PATH="$dir" \
        $SHELL "$srcdir/tests/regress.sh" "$tst" || status=1
done
exit $status
