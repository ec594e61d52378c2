#!/bin/sh
# Round trips of game records, for a game of every variant the shell knows
# (every family shipped under variants/, and the fixtures that use every
# action kind, a die and two boards):
#   native -> native, native -> SGF -> native: the records are identical;
#   native -> PSQ -> (load): the same stones, or a refusal that says why
#   (PSQ holds one board and alternating stones only);
#   and a tree with a variation: native -> native, native -> SGF -> native.
# The game is played by the simple AI with `go` until it ends or the AI
# has no move it knows (after the moves of ID.moves beside a fixture's
# manifest); comments, a player's name and a tag ride along.
builddir=${WZ_TEST_BUILDDIR:-.}
srcdir=${WZ_TEST_SRCDIR:-.}
wuzi="$builddir/shell/wuzi"
WUZI_PLUGIN_PATH="$builddir/tests/shell/fixtures/.libs"
WUZI_VARIANT_PATH="$srcdir/tests/shell/fixtures/variants"
export WUZI_PLUGIN_PATH WUZI_VARIANT_PATH
tmp=$(mktemp -d "${TMPDIR:-/tmp}/wuzi-roundtrip.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
status=0
fail() {
    echo "FAIL: $*"
    status=1
}

ids=$(printf 'variants\n' | $WZ_TEST_WRAPPER "$wuzi" | sed -n 's/^= //; /^[a-z0-9-][a-z0-9-]*$/p')
[ -n "$ids" ] || { echo "no variants"; exit 99; }
count=0 trees=0
for id in $ids; do
    count=$((count + 1))
    d="$tmp/$id"
    mkdir "$d"
    {
        echo "new $id seed=11"
        echo "player P1 Ann Example"
        echo "tag event Round trip"
        echo "comment the start"
        # a variant may come with moves to play first (the fixtures do:
        # every action kind the AI would not use)
        [ -f "$WUZI_VARIANT_PATH/$id.moves" ] && cat "$WUZI_VARIANT_PATH/$id.moves"
        i=0
        while [ $i -lt 24 ]; do echo go; i=$((i + 1)); done
        echo "comment after the last action"
        echo "history"
        echo "save $d/a.wuzi"
        echo "save $d/a.sgf"
        echo "save $d/a.psq"
        echo "board"
    } > "$d/play.cmd"
    $WZ_TEST_WRAPPER "$wuzi" < "$d/play.cmd" > "$d/play.out"
    [ -s "$d/a.wuzi" ] || { fail "$id: no native record"; continue; }
    [ -s "$d/a.sgf" ] || { fail "$id: no SGF record"; continue; }
    actions=$(grep -c '^\(= \)\{0,1\}[0-9]*\. P[12] ' "$d/play.out")
    [ "$actions" -gt 0 ] || fail "$id: the AI played nothing"

    # native -> native
    printf 'load %s\nsave %s\n' "$d/a.wuzi" "$d/b.wuzi" | $WZ_TEST_WRAPPER "$wuzi" > "$d/native.out"
    cmp -s "$d/a.wuzi" "$d/b.wuzi" || { fail "$id: native -> native differs"; diff "$d/a.wuzi" "$d/b.wuzi"; }

    # native -> SGF -> native
    printf 'load %s\nsave %s\n' "$d/a.sgf" "$d/c.wuzi" | $WZ_TEST_WRAPPER "$wuzi" > "$d/sgf.out"
    grep -q '^?' "$d/sgf.out" && { fail "$id: SGF import refused"; cat "$d/sgf.out"; }
    cmp -s "$d/a.wuzi" "$d/c.wuzi" || { fail "$id: native -> SGF -> native differs"; diff "$d/a.wuzi" "$d/c.wuzi"; }

    # native -> PSQ: the same stones, or a reason
    if [ -s "$d/a.psq" ]; then
        printf 'load %s\nboard\n' "$d/a.psq" | $WZ_TEST_WRAPPER "$wuzi" > "$d/psq.out"
        grep -q '^?' "$d/psq.out" && { fail "$id: PSQ import refused"; cat "$d/psq.out"; }
        # the stones only: forbidden points, candidates, the last-move
        # brackets and the status line depend on the variant
        norm='/^ *[0-9]/!d; s/[][]/ /g; s/[!*]/./g'
        sed "$norm" "$d/play.out" | tail -n "$(sed "$norm" "$d/psq.out" | wc -l)" > "$d/stones.a"
        sed "$norm" "$d/psq.out" > "$d/stones.b"
        [ -s "$d/stones.b" ] && cmp -s "$d/stones.a" "$d/stones.b" ||
            { fail "$id: native -> PSQ lost stones"; diff "$d/stones.a" "$d/stones.b"; }
    else
        grep -q '^? .*a.psq: .*(save as .sgf)' "$d/play.out" ||
            fail "$id: no PSQ record and no reason given"
    fi

    # a tree: another AI (the engine, at a shallow depth) plays on from six
    # actions back, a variation where it chooses otherwise than simple did
    # (tests/engine/decide-actions.sh has the fixtures' moves and passes);
    # after the first action, both swap and stay where they may be, and
    # simple plays on; then back to the main line.  Native -> native and
    # native -> SGF -> native keep every variation.
    {
        echo "load $d/a.wuzi"
        echo "ai both engine depth=2"
        echo "back 6"
        echo "comment where the variation starts"
        echo "go"
        echo "ai off"
        echo "goto 1"
        echo "swap"
        echo "undo"
        echo "stay"
        echo "go"
        echo "go"
        echo "main"
        echo "goto end"
        echo "save $d/t.wuzi"
        echo "save $d/t.sgf"
    } > "$d/tree.cmd"
    "$wuzi" < "$d/tree.cmd" > "$d/tree.out"
    printf 'load %s\nsave %s\n' "$d/t.wuzi" "$d/t2.wuzi" | "$wuzi" > "$d/t2.out"
    cmp -s "$d/t.wuzi" "$d/t2.wuzi" || { fail "$id: a tree, native -> native differs"; diff "$d/t.wuzi" "$d/t2.wuzi"; }
    printf 'load %s\nsave %s\n' "$d/t.sgf" "$d/t3.wuzi" | "$wuzi" > "$d/t3.out"
    cmp -s "$d/t.wuzi" "$d/t3.wuzi" || { fail "$id: a tree, native -> SGF -> native differs"; diff "$d/t.wuzi" "$d/t3.wuzi"; }
    tree=""
    grep -q '^variation' "$d/t.wuzi" && { trees=$((trees + 1)); tree=", a variation"; }
    echo "ok $id: $actions actions$tree"
done
echo "$count variants, $trees with a variation"
[ "$trees" -gt $((count / 2)) ] || fail "only $trees variants of $count made a variation"
exit $status
