#!/bin/sh
# Runs tree.tst (the variation tree in the shell) in a scratch folder that
# holds the record fixtures, then checks the records it saved: a record
# read back and written again is the same file (SGF and native, with
# variations), and an SGF read into a native record is the native record
# written at the same position; then that the autosave keeps the tree.
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
$WZ_TEST_WRAPPER "$wuzi" --regress "$tests/tree.tst" || exit 1
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

# The autosave is a native record: the tree, the position and the line
# survive --resume.
state="$tmp/state"
printf 'new gomoku-freestyle\nplay h8 h9 i8\nback 1\nplay j10\nback 1\ncomment here\n' |
    XDG_STATE_HOME="$state" "$wuzi" --autosave > autosave.out
printf 'line\nvariations\ncomment\nredo\nhistory\n' | XDG_STATE_HOME="$state" "$wuzi" --resume > resume.out
cat > resume.expected <<'END'
= 1. P1 play h8
2. P2 play h9 <- here
3. P1 play j10 (or play i8)

= 1. play i8
2. play j10 <- forward

= here

=

= 1. P1 play h8
2. P2 play h9
3. P1 play j10

END
if cmp -s resume.expected resume.out; then
    echo "autosave: the tree survives --resume"
else
    echo "FAIL: the tree after --resume"
    diff resume.expected resume.out
    status=1
fi
exit $status
