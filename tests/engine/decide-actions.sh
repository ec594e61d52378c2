#!/bin/sh
# The engine plays through the fixture variants' main phase, whose turns
# offer two-stone placements, "end", stone moves, passes and claims: a
# decision with moves on the board has dozens of options, and looking two
# decisions ahead over all of them (options cubed, each a search) never
# came to an end at depth=2.  The timeout is a guard against that, far
# above what the game takes; it is no speed figure.
builddir=${WZ_TEST_BUILDDIR:-.}
srcdir=${WZ_TEST_SRCDIR:-.}
WUZI_PLUGIN_PATH="$builddir/tests/shell/fixtures/.libs"
WUZI_VARIANT_PATH="$srcdir/tests/shell/fixtures/variants"
export WUZI_PLUGIN_PATH WUZI_VARIANT_PATH
tmp=$(mktemp -d "${TMPDIR:-/tmp}/wuzi-decide.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
status=0
for id in fixture-opening fixture-dual; do
    moves=$(wc -l < "$WUZI_VARIANT_PATH/$id.moves")
    {
        echo "new $id seed=11"
        grep -v '^claim' "$WUZI_VARIANT_PATH/$id.moves"
        # simple plays a few stones first (the position roundtrip.sh
        # branches from); then the engine plays the game out
        for i in 1 2 3 4 5 6 7 8 9 10; do echo go; done
        echo "ai both engine depth=2"
        echo go
        echo "ai off"
        echo history
        echo status
    } > "$tmp/$id.cmd"
    timeout 300 $WZ_TEST_WRAPPER "$builddir/shell/wuzi" < "$tmp/$id.cmd" > "$tmp/$id.out" 2>&1
    rc=$?
    [ $rc -eq 124 ] && { echo "FAIL: $id: the engine at depth=2 did not finish the game"; status=1; continue; }
    played=$(grep -c '^\(= \)\{0,1\}P[12] (engine) played ' "$tmp/$id.out")
    echo "$id: after $moves scripted actions and simple's, the engine played $played"
    [ "$played" -gt 0 ] || { echo "FAIL: $id: the engine played only $played actions"; cat "$tmp/$id.out"; status=1; }
    grep -q '^= .*\(wins\|draw\)' "$tmp/$id.out" ||
        { echo "FAIL: $id: the game did not end"; tail -20 "$tmp/$id.out"; status=1; }
done
exit $status
