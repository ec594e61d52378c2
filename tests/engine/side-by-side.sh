#!/bin/sh
# bench/side-by-side.sh with a stand-in match script that writes each
# brain's games from a file of results (1 a win, 0 a loss, = a draw, f a
# win by the opponent's time forfeit, game by game, the brain black in the
# odd games): both brains are played each
# round with the match's arguments, the comparison covers every round so
# far and is kept (and without the opponent's time forfeits when there
# are any), finished runs are not played again, a stop file ends it,
# and a run without a score or bad arguments stop it with a one-line error.
srcdir=${WZ_TEST_SRCDIR:-.}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/wuzi-sbs.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 99
cat > match <<'MATCH'
#!/bin/sh
# BIN BRAIN OPPONENT RULE GAMES MS DIR
echo "$(basename "$2") $3 $4 $5 $6" >> "$1/calls"
results=$(cat "$2.results" 2>/dev/null) || { echo "no score: see $7/out.txt"; exit 1; }
g=1
while [ $g -le "$5" ]; do
    r=$(echo "$results" | cut -c$g)
    if [ $((g % 2)) = 1 ]; then
        pb=brain pw=$3 win=B+1 loss=W+1
    else
        pb=$3 pw=brain win=W+1 loss=B+1
    fi
    te=
    case $r in
    1) re=$win ;; 0) re=$loss ;;
    f) re=$win te="TE[$([ $pb = brain ] && echo Black || echo White) win by time forfeit]" ;;
    *) re=0 ;;
    esac
    # each opening twice: the second stone tells the openings apart
    col=$(echo abcdefghijklmno | cut -c$(((g + 1) / 2)))
    printf '(;FF[4]GM[4]GN[%s]RU[%s]SZ[15]PB[%s]PW[%s]RE[%s]%s\n' $g "$4" $pb $pw $re "$te"
    printf ';B[hh]C[opening move];W[%sa]C[opening move];B[hf]C[900ms])\n' "$col"
    g=$((g + 1))
done >> "$7/games.sgf"
echo "score of $5 games"
MATCH
mkdir bin
for b in cand ctl broken lucky; do printf '#!/bin/sh\n' > $b; chmod +x $b; done
echo 1101 > cand.results
echo 1000 > ctl.results
echo f101 > lucky.results
status=0
expect() { # what, expected line, actual output
    if ! printf '%s\n' "$3" | grep -qxF "$2"; then
        printf 'FAIL %s: expected the line\n  %s\nin\n%s\n' "$1" "$2" "$3"
        status=1
    fi
}
sbs() { sh "$srcdir/bench/side-by-side.sh" -m ./match "$@" 2>&1; }

out=$(sbs -r 2 -g 4 -t 250 bin ./cand ./ctl rapfi-s100 4 out)
expect "round 1" "== round 1 of 2" "$out"
expect "both brains, the match's arguments" "cand rapfi-s100 4 4 250" "$(cat bin/calls)"
expect "both brains, the match's arguments" "ctl rapfi-s100 4 4 250" "$(cat bin/calls)"
expect "two rounds, four runs" "4" "$(wc -l < bin/calls | tr -d ' ')"
expect "every round so far" "candidate, pooled               8 games    6-2-0  black 2-2-0  white 4-0-0  Elo +191 +/- 160" "$out"
expect "the control" "control, pooled                 8 games    2-6-0  black 2-2-0  white 0-4-0  Elo -191 +/- 160" "$out"
expect "the difference by pairs" "  the same, in pairs         Elo +382 +/- 177" "$out"
expect "kept" "candidate minus control      Elo +382 +/- 226" "$(cat out/score.txt)"
case $out in *"leaving out"*) echo "FAIL no forfeits, yet a comparison without them"; status=1 ;; esac

out=$(sbs -r 3 -g 4 -t 250 bin ./cand ./ctl rapfi-s100 4 out)
expect "finished runs not played again" "6" "$(wc -l < bin/calls | tr -d ' ')"
expect "the third round with the first two" "candidate, pooled              12 games    9-3-0  black 3-3-0  white 6-0-0  Elo +191 +/- 125" "$out"

touch out/stop
out=$(sbs -r 4 -g 4 -t 250 bin ./cand ./ctl rapfi-s100 4 out)
expect "a stop file" "side-by-side: out/stop is there: no more rounds" "$out"
expect "a stop file plays nothing" "6" "$(wc -l < bin/calls | tr -d ' ')"

out=$(sbs -r 1 -g 4 bin ./lucky ./ctl rapfi-s100 4 out4)
expect "forfeits counted first" "candidate, pooled               4 games    3-1-0  black 1-1-0  white 2-0-0  Elo +191 +/- 280" "$out"
expect "then left out" "candidate: 1 pairs left out, the opponent lost one of their games on time" "$out"
expect "what stays" "candidate, pooled               2 games    1-1-0  black 0-1-0  white 1-0-0  Elo +0 +/- 306" "$(cat out4/score.txt)"

out=$(sbs -r 1 -g 4 bin ./broken ./ctl rapfi-s100 4 out2) && status=1
expect "a run without a score" "side-by-side: round 1, candidate: no score (see out2/r1-candidate/summary.txt)" "$out"
out=$(sbs -g 5 bin ./cand ./ctl rapfi-s100 4 out3) && status=1
expect "an odd number of games" "side-by-side: GAMES must be even (each opening twice, colours swapped)" "$out"
out=$(sbs bin ./cand ./missing rapfi-s100 4 out3) && status=1
expect "a missing brain" "side-by-side: brain ./missing is not an executable" "$out"
out=$(sh "$srcdir/bench/side-by-side.sh" -m ./nothing bin ./cand ./ctl rapfi-s100 4 out3 2>&1) && status=1
expect "no match script" "side-by-side: no match script ./nothing (give one with -m)" "$out"
out=$(sbs -r x bin ./cand ./ctl rapfi-s100 4 out3) && status=1
expect "a bad count" "side-by-side: 'x' is not a positive whole number" "$out"
[ -e out3 ] && { echo "FAIL bad arguments made the output folder"; status=1; }
exit $status
