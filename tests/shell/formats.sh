#!/bin/sh
# Runs the regression files that need the fixtures (formats.tst: records;
# board.tst: the board's forms) in a scratch folder that holds the record
# fixtures (fixtures/records), RenLib libraries built here byte by byte
# from the format's description (docs/records.md), with the fixture
# variants on the search paths.
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

cd "$tmp" && "$wuzi" --regress "$tests/formats.tst" "$tests/board.tst"
