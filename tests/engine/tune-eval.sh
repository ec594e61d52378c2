#!/bin/sh
# bench/tune_eval on a few fast games: play writes one game a line, its
# searched moves scored; a fit with TUNE_LAMBDA=0 takes only positions
# whose next move was searched (fewer than the results alone give); a
# residual fit (TUNE_RESIDUAL) held at no change writes the weights in use
# exactly (free-style's are eval_freestyle.inc), and one let loose lowers
# the loss it started from and writes something else; TUNE_KEEP_SCALE
# rescales a residual fit, and TUNE_AGREE finds the moves without a score
# (an open engine's) and foretells them better than at its start.
srcdir=${WZ_TEST_SRCDIR:-.}
builddir=${WZ_TEST_BUILDDIR:-.}
tune=$builddir/bench/tune_eval
tmp=$(mktemp -d "${TMPDIR:-/tmp}/wuzi-tune.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fail() { echo "tune-eval: $*" >&2; exit 1; }
strip() { grep -v '^/\*\|^ \*' "$1"; }
positions() { sed -n 's/^\([0-9]*\) positions$/\1/p' "$1"; }

"$tune" play freestyle 8 3000 1 "$srcdir/bench/openings-tune-freestyle.txt" > "$tmp/games.txt" ||
    fail "play failed"
[ "$(wc -l < "$tmp/games.txt")" -eq 8 ] || fail "8 games asked, $(wc -l < "$tmp/games.txt") written"
grep -qv '^[01=] ' "$tmp/games.txt" && fail "a game line without its result"
grep -q ':-\{0,1\}[0-9]' "$tmp/games.txt" || fail "no move carries its search score"

TUNE_LAMBDA=1 "$tune" fit freestyle "$tmp/results.inc" "$tmp/games.txt" 2> "$tmp/results.log" ||
    fail "fit on results failed"
TUNE_RESIDUAL=1 TUNE_LAMBDA=0 TUNE_REG=1e6 "$tune" fit freestyle "$tmp/held.inc" "$tmp/games.txt" \
    2> "$tmp/held.log" || fail "residual fit failed"
all=$(positions "$tmp/results.log") searched=$(positions "$tmp/held.log")
[ -n "$all" ] && [ -n "$searched" ] && [ "$searched" -gt 0 ] && [ "$searched" -lt "$all" ] ||
    fail "positions with a searched next move $searched, with a result $all"
strip "$tmp/held.inc" > "$tmp/held.body"
strip "$srcdir/plugins/engine/eval_freestyle.inc" > "$tmp/in-use.body"
cmp -s "$tmp/held.body" "$tmp/in-use.body" ||
    fail "a residual fit held at no change did not write the weights in use"

TUNE_RESIDUAL=1 TUNE_LAMBDA=0 "$tune" fit freestyle "$tmp/loose.inc" "$tmp/games.txt" \
    2> "$tmp/loose.log" || fail "residual fit failed"
start=$(sed -n 's/^start, the weights in use scaled by [0-9.]*: loss \([0-9.]*\),.*/\1/p' "$tmp/loose.log")
end=$(sed -n 's/^step 1500  loss \([0-9.]*\) .*/\1/p' "$tmp/loose.log")
[ -n "$start" ] && [ -n "$end" ] || fail "no start or final loss in the fit's log"
awk -v a="$end" -v b="$start" 'BEGIN { exit !(a < b) }' || fail "loss $start at the start, $end after"
strip "$tmp/loose.inc" | cmp -s - "$tmp/in-use.body" && fail "a residual fit changed nothing"

# the spread written: reported for a residual fit, and with TUNE_KEEP_SCALE
# brought to the weights in use's (the same fit, rescaled)
grep -q "^the written weights' spread is [0-9.]* times the weights in use's$" "$tmp/loose.log" ||
    fail "a residual fit did not report its spread"
TUNE_KEEP_SCALE=1 TUNE_RESIDUAL=1 TUNE_LAMBDA=0 "$tune" fit freestyle "$tmp/kept.inc" \
    "$tmp/games.txt" 2> "$tmp/kept.log" || fail "residual fit at the kept spread failed"
grep -q "^kept the weights in use's spread: scaled by [0-9.]*$" "$tmp/kept.log" ||
    fail "TUNE_KEEP_SCALE did not rescale a residual fit"
strip "$tmp/loose.inc" > "$tmp/loose.body"
strip "$tmp/kept.inc" | cmp -s - "$tmp/loose.body" && fail "TUNE_KEEP_SCALE wrote the same table"

# agreement (TUNE_AGREE): the games as if every other move after the first
# scored one were an open engine's (no score); the fit finds those moves
# and foretells them better than its start did
awk '{ first = 0
       for (i = 2; i <= NF; i++) {
           if (!first && $i ~ /:/) first = i
           else if (first && (i - first) % 2) sub(/:.*/, "", $i)
       }
       print }' "$tmp/games.txt" > "$tmp/versus.txt"
TUNE_AGREE=1 TUNE_RESIDUAL=1 TUNE_LAMBDA=1 "$tune" fit freestyle "$tmp/agree.inc" \
    "$tmp/versus.txt" 2> "$tmp/agree.log" || fail "fit with TUNE_AGREE failed"
line=$(grep '^agreement: ' "$tmp/agree.log")
n=$(echo "$line" | sed -n 's/^agreement: \([0-9]*\) positions.*/\1/p')
[ -n "$n" ] && [ "$n" -gt 0 ] || fail "no position of the open engine's moves found: $line"
start=$(echo "$line" | sed -n "s/.* the start's loss \([0-9.]*\) .*/\1/p")
end=$(sed -n 's/^step 1500 .* agreement \([0-9.]*\) .*/\1/p' "$tmp/agree.log")
[ -n "$start" ] && [ -n "$end" ] || fail "no agreement loss at the start or the end"
awk -v a="$end" -v b="$start" 'BEGIN { exit !(a < b) }' ||
    fail "agreement loss $start at the start, $end after"
exit 0
