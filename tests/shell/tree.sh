#!/bin/sh
# Runs tree.tst (the variation tree in the shell) in a scratch folder that
# holds the record fixtures, then checks the records it saved: a record
# read back and written again is the same file (SGF and native, with
# variations), and an SGF read into a native record is the native record
# written at the same position.
builddir=${WZ_TEST_BUILDDIR:-.}
srcdir=${WZ_TEST_SRCDIR:-.}
WUZI_PLUGIN_PATH="$builddir/tests/shell/fixtures/.libs"
WUZI_VARIANT_PATH="$srcdir/tests/shell/fixtures/variants"
export WUZI_PLUGIN_PATH WUZI_VARIANT_PATH
tmp=$(mktemp -d "${TMPDIR:-/tmp}/wuzi-tree.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
tests=$(cd "$srcdir/tests/shell" && pwd)
wuzi=$(cd "$builddir/shell" && pwd)/wuzi
ln -s "$(cd "$srcdir/tests/shell/fixtures" && pwd)" "$tmp/fixtures"
cd "$tmp" || exit 99
"$wuzi" --regress "$tests/tree.tst" || exit 1
status=0
same() {
    if [ ! -s "$1" ] || ! cmp -s "$1" "$2"; then
        echo "FAIL: $3: $1 and $2 differ"
        diff "$1" "$2"
        status=1
    fi
}
same a.sgf b.sgf "SGF -> SGF with variations"
same a.wuzi b.wuzi "native -> native with variations"
same c.wuzi d.wuzi "native -> SGF -> native with variations"
same swap.wuzi swap2.wuzi "native -> SGF -> native of a swap and a stay"
grep -q '^variation' a.wuzi || { echo "FAIL: a.wuzi has no variation block"; status=1; }
grep -q '^wuzi-record 2$' a.wuzi || { echo "FAIL: a record with variations is not version 2"; status=1; }
[ $status = 0 ] && echo "records: 4 round trips identical"
exit $status
