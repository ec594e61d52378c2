#!/bin/sh
# wuzi-balance on small runs: the report adds up (players, colours, draws,
# every choice's rows), its intervals hold their shares, the verdict
# follows from the P1 score's interval, a run prints what --merge of its
# summary prints, the same seed gives the same games, records load back
# with the summary's result, --all covers every variant sorted by
# imbalance and draws its chart, the progress line shows on a terminal
# only, a time limit is named as one, and bad input gets one clear line.
build=${WZ_TEST_BUILDDIR:-.}
cd "$build" || exit 1
tmp=$(mktemp -d "${TMPDIR:-/tmp}/wuzi-balance-test.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
balance=shell/match/wuzi-balance
engine="engine nodes=200 depth=3"
status=0
fail() { echo "FAIL: $*"; status=1; }

# The count of a line of the main table ("  P1 wins   3  50.0%  [..]").
count() { sed -n "s/^  $1  *\([0-9][0-9]*\)  .*/\1/p" "$2"; }

# --- one run: the counts add up and the intervals hold their shares
$balance renju-yamaguchi -n 6 -j 2 --ai "$engine" --out "$tmp/y.sum" >"$tmp/y.txt" 2>"$tmp/y.err" \
    || fail "renju-yamaguchi: exit status $?"
cat "$tmp/y.txt"
[ -s "$tmp/y.err" ] && fail "stderr is not a terminal, yet: $(cat "$tmp/y.err")"
grep -q '^games: 6 played$' "$tmp/y.txt" || fail "games line"
grep -q '^repeatable: a node limit, so the same seed gives the same games on any machine$' "$tmp/y.txt" \
    || fail "a node limit is repeatable"
grep -q '^self-play by engine nodes=200 depth=3 time=86400000, seed 1, nodes varied by +-50% a move$' \
    "$tmp/y.txt" || fail "self-play line (a day a move so that only the limit counts)"
p1=$(count "P1 wins" "$tmp/y.txt"); p2=$(count "P2 wins" "$tmp/y.txt")
bl=$(count "black wins" "$tmp/y.txt"); wh=$(count "white wins" "$tmp/y.txt")
dr=$(count "draws" "$tmp/y.txt")
[ $((p1 + p2 + dr)) -eq 6 ] || fail "P1 $p1 + P2 $p2 + draws $dr is not 6"
[ $((bl + wh + dr)) -eq 6 ] || fail "black $bl + white $wh + draws $dr is not 6"
awk '/^  (P1|P2|black|white) (wins|score)|^  draws/ {
        gsub(/[][%,]/, " "); n = NF
        if ($(n - 1) + 0 > $(n - 2) + 0 || $(n - 2) + 0 > $n + 0) { print "bad interval: " $0; bad = 1 }
     } END { exit bad }' "$tmp/y.txt" || fail "an interval does not hold its share"
# the intervals are Wilson's: for the counts, and for the score with n
# scaled by the draws' smaller spread (n s(1-s) / var)
wilson='function wilson(p, n,   z, d, c, h) { z = 1.959963984540054; d = 1 + z * z / n
            c = (p + z * z / (2 * n)) / d; h = z / d * sqrt(p * (1 - p) / n + z * z / (4 * n * n))
            lo = c - h < 0 ? 0 : c - h; hi = c + h > 1 ? 1 : c + h }'
want=$(awk -v k="$p1" -v n=6 "$wilson"' BEGIN { wilson(k / n, n); printf "%5.1f%%, %5.1f%%", 100 * lo, 100 * hi }')
grep -q "^  P1 wins  .*\[$want\]$" "$tmp/y.txt" || fail "P1 wins: want the Wilson interval [$want]"
want=$(awk -v w="$p1" -v d="$dr" -v l="$p2" "$wilson"' BEGIN { n = w + d + l; s = (w + d / 2) / n
           v = (w * (1 - s) ^ 2 + d * (0.5 - s) ^ 2 + l * s ^ 2) / n
           e = (v > 0 && s * (1 - s) > 0) ? n * s * (1 - s) / v : n
           wilson(s, e); printf "  %-12s %7s  %5.1f%%   [%5.1f%%, %5.1f%%]", "P1 score", "", 100 * s, 100 * lo, 100 * hi }')
grep -qxF "$want" "$tmp/y.txt" || fail "P1 score: want '$want'"
# ... and with draws, on a summary written by hand: 7 P1 wins, 5 draws,
# 3 P2 wins (P1 holds white in the first four)
{
    printf 'wuzi-summary 1\ntool\twuzi-balance\nvariant\trenju-rif\nname\tRenju, RIF rule\nrules\t\n'
    printf 'ai\tsimple\nseed\t1\ngames\t15\nlimit\tnone\njitter\t0\n'
    for i in $(seq 1 15); do
        if [ $i -le 7 ]; then w=P1; elif [ $i -le 12 ]; then w=draw; else w=P2; fi
        if [ $i -le 4 ]; then c=white; b=0; elif [ $w = P1 ]; then c=black; b=1; elif [ $w = P2 ]; then c=white; b=1; else c=-; b=1; fi
        printf 'game\tindex=%d\twinner=%s\tcolour=%s\tstones=%d\tturns=%d\toutcome=1\ta_black=%d\tchoices=\n' \
            $i $w $c $((10 + i)) $((10 + i)) $b
    done
} >"$tmp/hand.sum"
$balance --merge "$tmp/hand.sum" >"$tmp/hand.txt" || fail "hand-written summary: status $?"
want=$(awk -v w=7 -v d=5 -v l=3 "$wilson"' BEGIN { n = w + d + l; s = (w + d / 2) / n
           v = (w * (1 - s) ^ 2 + d * (0.5 - s) ^ 2 + l * s ^ 2) / n
           wilson(s, n * s * (1 - s) / v); printf "  %-12s %7s  %5.1f%%   [%5.1f%%, %5.1f%%]", "P1 score", "", 100 * s, 100 * lo, 100 * hi }')
grep -qxF "$want" "$tmp/hand.txt" || fail "P1 score with draws: want '$want', got '$(grep 'P1 score' "$tmp/hand.txt")'"
grep -q '^  black wins         3   20.0%' "$tmp/hand.txt" || fail "black wins of the hand-written summary"
grep -q '^  length: 18.0 stones on average, from 11 to 25$' "$tmp/hand.txt" || fail "length line"
grep -q '^verdict: balanced: P1 scores 63.3% +- ' "$tmp/hand.txt" || fail "verdict of 63.3%: $(grep verdict "$tmp/hand.txt")"
grep -q '(black scores ' "$tmp/hand.txt" || fail "P1 held white: the verdict names black's score"
# every choice's rows cover the games played
sed -n 's/^\(by .*\)/\1/p; s/^    .* \([0-9][0-9]*\)  *[0-9.]*%   P1 .*/\1/p; /^verdict/p' "$tmp/y.txt" |
    awk '/^(by|verdict)/ { if (key != "" && key !~ /branch/ && sum != 6) { print key ": " sum; bad = 1 }
                           key = $0; sum = 0; next }
         { sum += $1 } END { exit bad }' || fail "a choice's rows do not add up to the games"
grep -q '^by opening (the first three stones)$' "$tmp/y.txt" || fail "no breakdown by opening"
grep -q '^by the choice after 3 stones: declare 1-12$' "$tmp/y.txt" || fail "no breakdown by the declared number"
grep -q '^by the choice after 3 stones: swap|stay$' "$tmp/y.txt" || fail "no breakdown by the swap"
grep -q '^    [DI][0-9]* ' "$tmp/y.txt" || fail "no opening named D.. or I.."
# the verdict follows from the P1 score's interval
set -- $(sed -n 's/^  P1 score  *\([0-9.]*\)%  *\[ *\([0-9.]*\)%, *\([0-9.]*\)%\]$/\1 \2 \3/p' "$tmp/y.txt")
want=$(awk -v s="$1" -v lo="$2" -v hi="$3" 'BEGIN {
    if (lo > 50) print "P1 favoured"; else if (hi < 50) print "P2 favoured"; else print "balanced" }')
grep -q "^verdict: $want" "$tmp/y.txt" || fail "verdict is not '$want' for $1% [$2%, $3%]"

# --- the report of the run is the report of its summary, byte for byte
$balance --merge "$tmp/y.sum" >"$tmp/y-merged.txt" || fail "merge exit status $?"
cmp -s "$tmp/y.txt" "$tmp/y-merged.txt" || fail "--merge of the summary differs: $(diff "$tmp/y.txt" "$tmp/y-merged.txt")"

# --- the same seed gives the same games; another seed other games
$balance renju-yamaguchi -n 6 -j 1 --ai "$engine" --out "$tmp/y2.sum" >/dev/null || fail "rerun"
grep '^game' "$tmp/y.sum" | sort >"$tmp/a"
grep '^game' "$tmp/y2.sum" | sort >"$tmp/b"
cmp -s "$tmp/a" "$tmp/b" || fail "the same seed gave other games"
$balance renju-yamaguchi -n 6 --seed 7 --ai "$engine" --out "$tmp/y3.sum" >/dev/null || fail "seed 7"
grep '^game' "$tmp/y3.sum" | sed 's/\tindex=[0-9]*//' | sort >"$tmp/c"
sed 's/\tindex=[0-9]*//' "$tmp/a" | cmp -s - "$tmp/c" && fail "seed 7 played the games of seed 1"
# the games differ from each other (nodes vary move by move)
[ "$(sed 's/.*actions=//' "$tmp/a" | sort -u | wc -l)" -gt 1 ] || fail "six games, all the same"

# --- --resume: a run stopped (by a signal, or while writing a line) goes
# on where it stopped, and ends as the run played at once
$balance gomoku-freestyle -n 12 -q --ai "$engine" --out "$tmp/r-whole.sum" >"$tmp/r-whole.txt" || fail "whole"
# (interrupted once its summary holds three games, not after a fixed time:
# a sanitizer's build or a busy machine may not have written one in a
# second, a fast one may have played all twelve)
games_in() { n=$(grep -c '^game	' "$1" 2>/dev/null); echo "${n:-0}"; }
$balance gomoku-freestyle -n 12 -q --ai "$engine" --out "$tmp/r.sum" >/dev/null 2>&1 &
pid=$!
tries=0
while [ "$(games_in "$tmp/r.sum")" -lt 3 ] && [ $tries -lt 6000 ]; do
    sleep 0.05
    tries=$((tries + 1))
done
kill -INT $pid 2>/dev/null
wait $pid
rc=$?
[ $rc -eq 130 ] || [ $rc -eq 0 ] || fail "interrupted run: status $rc"
[ "$(games_in "$tmp/r.sum")" -ge 3 ] || fail "the interrupted run's summary holds $(games_in "$tmp/r.sum") games, want 3 or more"
grep '^game	' "$tmp/r.sum" | head -3 >"$tmp/r-some"
{ sed '/^game	/,$d' "$tmp/r.sum"; cat "$tmp/r-some"; printf 'game\tindex=9\twinn'; } >"$tmp/r2.sum"
$balance gomoku-freestyle -n 12 -q --ai "$engine" --out "$tmp/r2.sum" --resume >"$tmp/r2.txt" 2>"$tmp/r2.err" \
    || fail "resume: status $?"
cmp -s "$tmp/r-whole.txt" "$tmp/r2.txt" || fail "the resumed run differs: $(diff "$tmp/r-whole.txt" "$tmp/r2.txt")"
[ "$(grep -c '^game	' "$tmp/r2.sum")" -eq 12 ] || fail "the resumed summary does not hold 12 games once each"
$balance --merge "$tmp/r2.sum" | cmp -s - "$tmp/r-whole.txt" || fail "the resumed summary merges to other text"
$balance gomoku-freestyle -n 12 -q --ai "$engine" --out "$tmp/r.sum" --resume | cmp -s - "$tmp/r-whole.txt" \
    || fail "resuming the interrupted run"
err=$($balance gomoku-freestyle -n 12 --seed 2 --ai "$engine" --out "$tmp/r.sum" --resume 2>&1 >/dev/null); rc=$?
[ $rc -eq 2 ] && [ "$err" = "wuzi-balance: $tmp/r.sum holds a run of gomoku-freestyle under other settings; --resume goes on with the same command only" ] \
    || fail "resume with another seed: $rc $err"

# --- records load back with the result the summary gives
$balance gomoku-swap2 -n 3 --ai "$engine" --records "$tmp/rec" --out "$tmp/s.sum" >/dev/null \
    || fail "records run"
[ "$(ls "$tmp/rec" | wc -l)" -eq 3 ] || fail "want 3 records"
for i in 1 2 3; do
    said=$(grep "^game	index=$i	" "$tmp/s.sum" | sed 's/.*	text=\([^	]*\).*/\1/')
    got=$(printf 'load %s\nresult\n' "$tmp/rec/game-000$i.wuzi" | shell/wuzi | sed -n 's/^= \(.\)/\1/p')
    [ -n "$said" ] && [ "$got" = "$said" ] || fail "game $i: record gives '$got', the summary '$said'"
done
grep -q '^# wuzi-balance game 1 of 3$' "$tmp/rec/game-0001.wuzi" || fail "record names its tool"

# --- every variant, sorted by imbalance, and the chart
$balance --all -n 2 -j 2 --ai simple --out "$tmp/all.sum" --svg "$tmp/all.svg" >"$tmp/all.txt" \
    || fail "--all exit status $?"
head -5 "$tmp/all.txt"
variants=$(printf 'variants\n' | shell/wuzi | sed 's/^= //' | grep -c .)
rows=$(grep -c '^| [0-9]' "$tmp/all.txt")
[ "$rows" -eq "$variants" ] && [ "$rows" -ge 50 ] || fail "--all: $rows rows for $variants variants"
awk -F'|' '/^\| [0-9]/ { s = $5; sub(/%/, "", s); d = s - 50; if (d < 0) d = -d
                         if (d < last) { print "row " $2 " is less imbalanced than the one above"; bad = 1 }
                         last = d } END { exit bad }' "$tmp/all.txt" || fail "--all is not sorted by imbalance"
grep -q '^| [0-9]* | renju-rif | 2 | ' "$tmp/all.txt" || fail "--all has no renju-rif row"
$balance --merge "$tmp/all.sum" | cmp -s - "$tmp/all.txt" || fail "--merge of --all's summary differs"
head -1 "$tmp/all.svg" | grep -q '^<?xml' && tail -1 "$tmp/all.svg" | grep -q '^</svg>$' || fail "svg frame"
[ "$(grep -c '<circle.*<title>' "$tmp/all.svg")" -eq "$rows" ] || fail "svg: want a dot a variant"
grep -q '>renju-rif</text>' "$tmp/all.svg" || fail "svg names the variants"
if command -v xmllint >/dev/null 2>&1; then
    xmllint --noout "$tmp/all.svg" || fail "svg is not well-formed XML"
fi

# --- progress on a terminal, none when piped (the runs above had none)
if command -v script >/dev/null 2>&1; then
    script -qec "$balance gomoku-freestyle -n 3 --ai simple >/dev/null" /dev/null >"$tmp/tty" </dev/null
    grep -q 'gomoku-freestyle: [0-9]/3 games, [0-9.]* games/s, .* left' "$tmp/tty" \
        || fail "no progress line on a terminal: $(cat -v "$tmp/tty")"
    script -qec "$balance gomoku-freestyle -n 3 -q --ai simple >/dev/null" /dev/null >"$tmp/tty" </dev/null
    grep -q 'games/s' "$tmp/tty" && fail "-q still shows progress"
fi

# --- a time limit is named as one
$balance gomoku-freestyle -n 1 --ai "engine time=20" >"$tmp/t.txt" || fail "timed run"
grep -q '^not repeatable: a time limit (time=20), so the games depend on the machine and its load$' \
    "$tmp/t.txt" || fail "a time limit is not named: $(sed -n 3p "$tmp/t.txt")"
$balance gomoku-freestyle -n 1 --ai engine | grep -q "^not repeatable: the AI's default time limit" \
    || fail "the engine's default time is not named"

# --- bad input: one line, exit status 2
check() { # WANT ARGS...
    want=$1; shift
    err=$($balance "$@" 2>&1 >/dev/null); rc=$?
    [ $rc -eq 2 ] && [ "$err" = "$want" ] || fail "$*: status $rc, '$err', want '$want'"
}
check "wuzi-balance: unknown variant 'no-such'" no-such -n 1
check "wuzi-balance: renju-rif: renju-rif has no key 'colour'" renju-rif colour=red -n 1
err=$($balance renju -n 1 --ai nosuch 2>&1 >/dev/null); rc=$?
[ $rc -eq 2 ] && echo "$err" | grep -q "^wuzi-balance: --ai: plugin 'nosuch' not found (searched .*)$" \
    || fail "unknown AI: $rc $err"
check "wuzi-balance: --shard needs --out FILE, the shard's summary for --merge" renju --shard 1/2
check "wuzi-balance: --shard takes K/N with 1 <= K <= N, not '3/2'" renju --shard 3/2 --out "$tmp/x"
check "wuzi-balance: --all plays every variant: give no VARIANT or key=value" --all renju
check "wuzi-balance: --merge needs the summary files to read" --merge
printf 'hello\n' >"$tmp/junk"
check "wuzi-balance: $tmp/junk:1: not a summary (it starts with 'wuzi-summary 1')" --merge "$tmp/junk"
sed 's/index=2\twinner=[A-Za-z0-9]*/index=2\twinner=nobody/' "$tmp/y.sum" >"$tmp/bad.sum"
line=$(grep -n 'winner=nobody' "$tmp/bad.sum" | cut -d: -f1)
check "wuzi-balance: $tmp/bad.sum:$line: winner=nobody is not a valid value" --merge "$tmp/bad.sum"
check "wuzi-balance: game 1 is in $tmp/y.sum and $tmp/y2.sum" --merge "$tmp/y.sum" "$tmp/y2.sum"
check "wuzi-balance: $tmp/y.sum and $tmp/y3.sum hold runs of renju-yamaguchi that differ in seed ('1', '7'); merge them apart" \
    --merge "$tmp/y.sum" "$tmp/y3.sum"
shell/match/wuzi-match -q -n 1 -o "$tmp/m" --out "$tmp/m.sum" simple simple >/dev/null
check "wuzi-balance: $tmp/m.sum: a summary of wuzi-match, not of wuzi-balance" --merge "$tmp/m.sum"
# a summary cut short by a kill: the last line is left out, with a warning
head -c -20 "$tmp/y.sum" >"$tmp/cut.sum"
out=$($balance --merge "$tmp/cut.sum" 2>"$tmp/cut.err") || fail "cut summary: status $?"
echo "$out" | grep -q '^games: 5 played; the summaries hold 5 of the run.s 6$' || fail "cut summary: $out"
grep -q "^wuzi-balance: $tmp/cut.sum:[0-9]*: the last line is cut short; left out$" "$tmp/cut.err" \
    || fail "cut summary warning: $(cat "$tmp/cut.err")"
exit $status
