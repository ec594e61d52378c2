#!/bin/sh
# Runs the regression files that need the fixtures (formats.tst: records;
# board.tst: the board's forms) in a scratch folder that holds the record
# fixtures (fixtures/records), RenLib libraries built here byte by byte
# from the format's description (docs/records.md), with the fixture
# variants on the search paths; then compares the libraries wuzi wrote
# with the bytes the format wants.
builddir=${WZ_TEST_BUILDDIR:-.}
srcdir=${WZ_TEST_SRCDIR:-.}
WUZI_PLUGIN_PATH="$builddir/tests/shell/fixtures/.libs"
WUZI_VARIANT_PATH="$srcdir/tests/shell/fixtures/variants"
export WUZI_PLUGIN_PATH WUZI_VARIANT_PATH
tmp=$(mktemp -d "${TMPDIR:-/tmp}/wuzi-formats.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
tests=$(cd "$srcdir/tests/shell" && pwd)
wuzi=$(cd "$builddir/shell" && pwd)/wuzi
ln -s "$(cd "$srcdir/tests/shell/fixtures" && pwd)" "$tmp/fixtures"
mkdir "$tmp/lib"

# The header: 0xFF "RenLib" 0xFF, version 3.0, ten 0xFF.
header='\377RenLib\377\003\000\377\377\377\377\377\377\377\377\377\377'
# The tree, two bytes a node (position, flags), texts NUL-ended and padded
# to an even length:
#   20: 00 08 "root" 00 00          no move (the root), a comment
#   28: 78 00                       h8
#   30: 68 80                       h9, a sibling comes later (0x80)
#   32: 79 08 "i8 title" 08 "more" 00   i8 with a titled comment
#   48: 59 40                       i10, no child (0x40): the line ends
#   50: 69 40                       i9: h9's sibling, a leaf; the tree ends
tree='\000\010root\000\000''\170\000''\150\200''\171\010i8 title\010more\000''\131\100''\151\100'
printf "$header$tree" > "$tmp/lib/main.lib"
# the same tree with a board text on a leaf before the main move: 0x01
# extends the flags by two bytes, whose 0x01 bit means a board text follows
printf "$header"'\170\000''\150\303\000\001A\000''\151\100' > "$tmp/lib/text.lib"
head -c 40 "$tmp/lib/main.lib" > "$tmp/lib/truncated.lib"   # inside i8's comment
head -c 51 "$tmp/lib/main.lib" > "$tmp/lib/half.lib"        # half of i9's node
printf "$header"'\170\000\160\000' > "$tmp/lib/badpoint.lib" # 0x70: no column
printf '\377RenLib\377\002\000\377\377\377\377\377\377\377\377\377\377\170\000' > "$tmp/lib/version.lib"
printf '\377RenLab\377\003\000\377\377\377\377\377\377\377\377\377\377\170\000' > "$tmp/lib/magic.lib"

# A tree with variations (version 3.4: the start is a node of its own):
#   20: 00 00                       the start
#   22: 78 00                       h8
#   24: 68 80                       h9, a sibling comes later
#   26: 79 00                       i8
#   28: 00 00                       a move at 0 after the start: white passes
#   30: 5a 40                       j10, the line ends: back to h9's parent
#   32: 69 e0 76 7b ec 00           i9 with an old-style comment, "v{l" with the
#                                   last byte's top bit set ("{" is RenLib's
#                                   old sign for a-umlaut); a sibling comes
#   38: 68 48 "again" 00            h9 once more, a leaf: one node with the
#                                   first h9; the tree ends
header34='\377RenLib\377\003\004\377\377\377\377\377\377\377\377\377\377'
printf "$header34"'\000\000''\170\000''\150\200''\171\000''\000\000''\132\100''\151\340\166\173\354\000''\150\110again\000' \
    > "$tmp/lib/tree.lib"
# What wuzi writes for those trees: the same layout (version 3.4), h9 and
# its comment once, the a-umlaut in Latin-1.
printf "$header34"'\000\000''\170\000''\150\210again\000''\171\000''\000\000''\132\100''\151\110v\344l\000' \
    > "$tmp/lib/tree.expected"
printf "$header34"'\000\000''\170\000''\151\100' > "$tmp/lib/text.expected"
{ printf "$header34"; tail -c +21 "$tmp/lib/main.lib"; } > "$tmp/lib/main.expected"

cd "$tmp" && $WZ_TEST_WRAPPER "$wuzi" --regress "$tests/formats.tst" "$tests/board.tst" || exit 1
status=0
for f in tree text main; do
    cmp -s "lib/$f.expected" "$f-out.lib" || { echo "FAIL: $f-out.lib is not the library expected"; od -c "$f-out.lib"; status=1; }
done
exit $status
