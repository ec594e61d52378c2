#!/bin/sh
# wuzi-match on a few fast games: the score line adds up, the Elo follows
# from it, every game is saved as a record that loads back with the same
# result, openings are played with both colours, broken players forfeit,
# a hung game is killed, and bad input is refused with one clear line.
build=${WZ_TEST_BUILDDIR:-.}
cd "$build" || exit 1
tmp=$(mktemp -d "${TMPDIR:-/tmp}/wuzi-match-test.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
WUZI_PLUGIN_PATH=$build/tests/gomocup/.libs
export WUZI_PLUGIN_PATH
match=shell/match/wuzi-match
status=0
fail() { echo "FAIL: $*"; status=1; }

# --- simple against pbrain-wuzi over the Gomocup protocol, 3 at once
out=$($WZ_TEST_WRAPPER $match -n 6 -j 3 -t 2000 -o "$tmp/r1" simple \
      "engine:shell/pbrain/pbrain-wuzi arg=--ai arg=simple") || fail "match 1 exit status $?"
echo "$out"
score=$(echo "$out" | sed -n 's/^Score of simple vs pbrain-wuzi: \([0-9]*\) - \([0-9]*\) - \([0-9]*\)  \[\([0-9.]*\)\] \([0-9]*\)$/\1 \2 \3 \4 \5/p')
[ -n "$score" ] || fail "no score line"
set -- $score
[ $(($1 + $2 + $3)) -eq 6 ] && [ "$5" -eq 6 ] || fail "score $1-$2-$3 of $5 does not add up to 6"
share=$(awk -v w="$1" -v d="$3" -v n="$5" 'BEGIN { printf "%.3f", (w + d / 2) / n }')
[ "$share" = "$4" ] || fail "share $4, want $share"
if [ "$1" -ne 6 ] && [ "$2" -ne 6 ]; then
    want=$(awk -v s="$share" 'BEGIN { printf "%.1f", -400 * log(1 / s - 1) / log(10) + 0 }')
    echo "$out" | grep -q "^Elo difference: $want +/- [0-9.]*$" || fail "Elo line, want $want"
fi
[ "$(echo "$out" | grep -c '^game [1-6]: .* wins (five)\|^game [1-6]: draw')" -eq 6 ] \
    || fail "want six game lines ending in a five or a draw"
echo "$out" | grep -q '^Moves over 2000 ms: 0 of [1-9][0-9]* (0.00%), longest [0-9]* ms$' \
    || fail "moves over the limit"
[ "$(ls "$tmp/r1" | wc -l)" -eq 6 ] || fail "want 6 records"
for i in 1 2 3 4 5 6; do
    rec=$tmp/r1/game-000$i.wuzi
    said=$(echo "$out" | sed -n "s/^game $i: [^:]*: \(.*\)  \[.*\]$/\1/p")
    got=$(printf 'load %s\nresult\n' "$rec" | shell/wuzi | sed -n 's/^= \(.\)/\1/p')
    [ "$got" = "$said" ] || fail "game $i: record gives '$got', the match said '$said'"
done
# colours alternate: A is black in odd games
echo "$out" | grep -q '^game 1: simple (black) vs pbrain-wuzi (white)' || fail "game 1 colours"
echo "$out" | grep -q '^game 2: pbrain-wuzi (black) vs simple (white)' || fail "game 2 colours"

# --- openings, each played twice with the colours exchanged
printf '# two openings\nh8 h9 j10\n\nh8 i9   # diagonal\n' >"$tmp/openings.txt"
out=$($WZ_TEST_WRAPPER $match -b "$tmp/openings.txt" -o "$tmp/r2" -q simple "simple seed=7") || fail "match 2 exit status $?"
echo "$out"
echo "$out" | grep -q '^Score of simple#A vs simple#B: [0-9]* - [0-9]* - [0-9]*  \[[0-9.]*\] 4$' \
    || fail "four games from two openings"
for i in 1 2; do
    sed -n '/^seed/,$p' "$tmp/r2/game-000$i.wuzi" | sed -n 2,4p | tr '\n' ' ' | grep -q '^play h8 play h9 play j10 $' \
        || fail "game $i does not start with h8 h9 j10"
done
for i in 3 4; do
    sed -n '/^seed/,$p' "$tmp/r2/game-000$i.wuzi" | sed -n 2,3p | tr '\n' ' ' | grep -q '^play h8 play i9 $' \
        || fail "game $i does not start with h8 i9"
done

# --- an engine that crashes forfeits every game; the match goes on
out=$($WZ_TEST_WRAPPER $match -o "$tmp/r3" simple engine:tests/gomocup/pbrain-crash) || fail "match 3 exit status $?"
echo "$out"
echo "$out" | grep -q '^Score of simple vs pbrain-crash: 2 - 0 - 0  \[1.000\] 2$' || fail "forfeits score"
echo "$out" | grep -q '^Elo difference: +inf +/- inf$' || fail "Elo of a clean sweep"
echo "$out" | grep -q 'pbrain-crash (white) forfeits: gomocup: engine pbrain-crash crashed: it was killed by signal 11' \
    || fail "forfeit reason"
grep -q '^# pbrain-crash (black) forfeits: gomocup: engine pbrain-crash crashed' "$tmp/r3/game-0002.wuzi" \
    || fail "record 2 names the forfeit"
printf 'load %s\nresult\n' "$tmp/r3/game-0002.wuzi" | shell/wuzi | grep -q '^= white wins (resignation)$' \
    || fail "record 2 does not load back"

# --- SPRT
out=$($WZ_TEST_WRAPPER $match -n 4 -j 2 --sprt 0,35 -o "$tmp/r4" -q simple "simple seed=5") || fail "match 4 exit status $?"
echo "$out"
echo "$out" | grep -q '^SPRT: llr -\{0,1\}[0-9.]* (-\{0,1\}[0-9.]*%), lbound -2.94, ubound 2.94 - \(continue\|H0 was accepted\|H1 was accepted\)  \[H0: 0 Elo, H1: 35 Elo, alpha 0.05, beta 0.05\]$' \
    || fail "SPRT line"

# --- a game that hangs is killed whole after --max-game-time
out=$($WZ_TEST_WRAPPER $match -j 2 --max-game-time 1 -o "$tmp/r5" "slow delay=60000" simple)
[ $? -eq 1 ] || fail "a match with errors exits 1"
echo "$out"
[ "$(echo "$out" | grep -c '^game [12]: error: still running after 1 s: killed$')" -eq 2 ] || fail "hung games"
echo "$out" | grep -q '^Games: 0 played, 2 errors; ' || fail "errors line"

# --- bad input: one line, exit status 2
err=$($WZ_TEST_WRAPPER $match -v no-such-variant simple simple 2>&1 >/dev/null); rc=$?
[ $rc -eq 2 ] && [ "$err" = "wuzi-match: unknown variant 'no-such-variant'" ] || fail "unknown variant: $rc $err"
printf 'h8 h9\nh8 h8\n' >"$tmp/bad.txt"
err=$($WZ_TEST_WRAPPER $match -b "$tmp/bad.txt" simple simple 2>&1 >/dev/null); rc=$?
[ $rc -eq 2 ] && [ "$err" = "wuzi-match: $tmp/bad.txt:2: h8: h8 is occupied" ] || fail "bad opening: $rc $err"
err=$($WZ_TEST_WRAPPER $match simple "nosuch" 2>&1 >/dev/null); rc=$?
[ $rc -eq 2 ] && echo "$err" | grep -q "^wuzi-match: player B: plugin 'nosuch' not found" || fail "unknown player: $rc $err"
err=$($WZ_TEST_WRAPPER $match simple "simple colour=red" 2>&1 >/dev/null); rc=$?
[ $rc -eq 2 ] && [ "$err" = "wuzi-match: player B: simple: colour=red: unknown setting 'colour' (simple takes seed)" ] \
    || fail "bad setting: $rc $err"
exit $status
