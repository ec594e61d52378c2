#!/bin/sh
# wuzi-match stopped by its SPRT with games running at once: the games
# still running when one is accepted are dropped, neither counted as
# errors nor scored after the verdict, so the score printed is the one
# that stopped the match (before the pool was shared with wuzi-balance, a
# game that ended in the same instant was scored after the stop and could
# turn the verdict back to "continue", and one still running was an error).
build=${WZ_TEST_BUILDDIR:-.}
cd "$build" || exit 1
tmp=$(mktemp -d "${TMPDIR:-/tmp}/wuzi-match-stop.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }
# black to move with an open four (whoever holds black wins it), and a
# normal start: the engine wins three games of four, with spread
printf 'h8 a1 h9 a2 h10 a3 h11 a5\nh8 h9\n' >"$tmp/openings"
for jobs in 2 3; do
    out=$(shell/match/wuzi-match -n 400 -j $jobs -q -b "$tmp/openings" --sprt 0,35 -o "$tmp/r$jobs" \
          "engine nodes=200 depth=3" simple); rc=$?
    echo "$out"
    [ $rc -eq 0 ] || fail "-j $jobs: exit status $rc"
    echo "$out" | grep -q '^SPRT: .* - H[01] was accepted  ' || fail "-j $jobs: stopped early without a verdict"
    echo "$out" | grep -q '^Games: [0-9]* played, 0 errors; ' || fail "-j $jobs: games cut short counted as errors"
    played=$(echo "$out" | sed -n 's/^Games: \([0-9]*\) played.*/\1/p')
    [ "$played" -lt 400 ] || fail "-j $jobs: the SPRT never stopped the match"
done
exit $status
