#!/bin/sh
# bench/sgf-score.sh and bench/sgf-times.sh (both reading through
# bench/sgf-games.awk) read c-gomoku-cli's games.sgf, where docs/engine.md's
# match figures come from: each engine's games and colours, draws, games
# of other engines, unfinished ones and ones with a result it does not
# know, the pairs of games on one opening with the colours swapped (the
# pentanomial error bar), pairs left out for the opponent's time forfeits
# (-f), the move times and the moves over the limit, on games written here
# by hand.
srcdir=${WZ_TEST_SRCDIR:-.}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/wuzi-sgf.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/a.sgf" <<'SGF'
(;FF[4]GM[4]GN[1]EV[x]RU[4]SZ[15]PB[brain]PW[rapfi]RE[B+1]TE[Black win]
;B[hh]C[opening move];W[hg]C[opening move];B[hf]C[100ms];W[gh]C[300ms];B[if]C[900ms];W[gf]C[1001ms])
(;FF[4]GM[4]GN[2]EV[x]RU[4]SZ[15]PB[rapfi]PW[brain]RE[B+1]TE[Black win]
;B[hh]C[opening move];W[hg]C[200ms];B[hf]C[50ms])
(;FF[4]GM[4]GN[3]EV[x]RU[4]SZ[15]PB[rapfi]PW[brain]RE[0]TE[Draw]
;B[hh]C[opening move];W[hg]C[400ms];B[hf]C[60ms])
(;FF[4]GM[4]GN[4]EV[x]RU[4]SZ[15]PB[brain]PW[rapfi]RE[W+1]TE[White win]
;B[hh]C[opening move];W[hg]C[70ms];B[hf]C[500ms])
SGF
cat > "$tmp/b.sgf" <<'SGF'
(;FF[4]GM[4]GN[1]EV[x]RU[4]SZ[15]PB[rapfi]PW[brain]RE[W+1]TE[White win]
;B[hh]C[opening move];W[hg]C[20ms])
(;FF[4]GM[4]GN[2]EV[x]RU[4]SZ[15]PB[brain]PW[rapfi]RE[B+1]TE[Black win]
;B[hh]C[opening move];W[hg]C[20ms])
(;FF[4]GM[4]GN[3]EV[x]RU[4]SZ[15]PB[carbon]PW[rapfi]RE[B+1]TE[Black win]
;B[hh]C[opening move];W[hg]C[20ms])
(;FF[4]GM[4]GN[4]EV[x]RU[4]SZ[15]PB[brain]PW[rapfi]
;B[hh]C[opening move];W[hg]C[20ms])
SGF
# pairs: each opening twice with the colours swapped (games 2k-1, 2k); the
# fourth pair has an unfinished game, the fifth two different openings
game() { # number black white result first-stone second-stone
    printf '(;FF[4]GM[4]GN[%s]EV[x]RU[4]SZ[15]PB[%s]PW[%s]%s\n' "$1" "$2" "$3" "$4"
    printf ';B[%s]C[opening move];W[%s]C[opening move];B[hf]C[100ms])\n' "$5" "$6"
}
{
    game 1 brain rapfi 'RE[B+1]' hh hg; game 2 rapfi brain 'RE[W+1]' hh hg
    game 3 brain rapfi 'RE[B+1]' hh ig; game 4 rapfi brain 'RE[B+1]' hh ig
    game 5 brain rapfi 'RE[0]' hh jg; game 6 rapfi brain 'RE[B+1]' hh jg
    game 7 brain rapfi 'RE[B+1]' hh kg; game 8 rapfi brain '' hh kg
    game 9 brain rapfi 'RE[W+1]' hh lg; game 10 rapfi brain 'RE[W+1]' hh mg
} > "$tmp/c.sgf"
# time forfeits: the opponent's in the first game of a pair, the engine's
# own, the opponent's in the second game of a pair
{
    game 1 brain rapfi 'RE[B+1]TE[Black win by time forfeit]' hh hg
    game 2 rapfi brain 'RE[B+1]TE[Black win]' hh hg
    game 3 brain rapfi 'RE[W+1]TE[White win by time forfeit]' hh ig
    game 4 rapfi brain 'RE[W+1]TE[White win]' hh ig
    game 5 brain rapfi 'RE[B+1]TE[Black win]' hh jg
    game 6 rapfi brain 'RE[W+1]TE[White win by time forfeit]' hh jg
} > "$tmp/d.sgf"
status=0
expect() { # what, expected line, actual output
    if ! printf '%s\n' "$3" | grep -qxF "$2"; then
        printf 'FAIL %s: expected the line\n  %s\nin\n%s\n' "$1" "$2" "$3"
        status=1
    fi
}
cd "$tmp" || exit 99
out=$(sh "$srcdir/bench/sgf-score.sh" brain a.sgf -- b.sgf 2>&1)
expect "a run" "a.sgf                           4 games    1-2-1  black 1-1-0  white 0-1-1  Elo -89 +/- 168" "$out"
expect "only the engine's finished games" "b.sgf                           2 games    2-0-0  black 1-0-0  white 1-0-0  Elo +1200 +/- 0 (a bound)" "$out"
expect "the difference" "candidate minus control      Elo -1289 +/- 168 (a bound)" "$out"
out=$(sh "$srcdir/bench/sgf-score.sh" brain a.sgf b.sgf 2>&1)
expect "pooled" "candidate, pooled               6 games    3-2-1  black 2-1-0  white 1-1-1  Elo +58 +/- 138" "$out"
out=$(sh "$srcdir/bench/sgf-score.sh" brain c.sgf -- a.sgf 2>&1)
expect "whole pairs only" "  the same, in pairs            3 pairs   by points 0:0 1/2:1 1:1 1 1/2:0 2:1  Elo +58 +/- 136" "$out"
expect "a pair's partner on another opening" "  the same, in pairs            1 pairs   by points 0:0 1/2:1 1:0 1 1/2:0 2:0  Elo -191 +/- 0" "$out"
expect "the difference in pairs" "  the same, in pairs         Elo +249 +/- 136" "$out"
mkdir "with space" && sed 's/RE\[0\]/RE[?]/' a.sgf > "with space/unknown.sgf"
out=$(sh "$srcdir/bench/sgf-score.sh" brain "with space/unknown.sgf" 2>&1)
expect "a result not known, a name with a space" "with space/unknown.sgf          3 games    1-2-0  black 1-1-0  white 0-1-0  Elo -120 +/- 274" "$out"
out=$(sh "$srcdir/bench/sgf-score.sh" brain d.sgf 2>&1)
expect "forfeits counted" "d.sgf                           6 games    4-2-0  black 2-1-0  white 2-1-0  Elo +120 +/- 166" "$out"
out=$(sh "$srcdir/bench/sgf-score.sh" -f brain d.sgf -- a.sgf 2>&1)
expect "the opponent's forfeits left out" "candidate: 2 pairs left out, the opponent lost one of their games on time" "$out"
expect "the engine's own counted" "d.sgf                           2 games    1-1-0  black 0-1-0  white 1-0-0  Elo +0 +/- 306" "$out"
expect "in pairs too" "  the same, in pairs            1 pairs   by points 0:0 1/2:0 1:1 1 1/2:0 2:0  Elo +0 +/- 0" "$out"
out=$(sh "$srcdir/bench/sgf-score.sh" nobody a.sgf 2>&1) && status=1
expect "no games" "sgf-score.sh: no finished game of nobody in these files" "$out"
out=$(sh "$srcdir/bench/sgf-score.sh" brain missing.sgf 2>&1) && status=1
expect "a missing file" "sgf-score.sh: cannot read 'missing.sgf'" "$out"
out=$(sh "$srcdir/bench/sgf-times.sh" 1000 a.sgf 2>&1)
expect "times" "brain                 5 moves  median   400 ms  90%   900 ms  longest   900 ms  over 1000 ms: 0 (0.00%)" "$out"
expect "over the limit" "rapfi                 5 moves  median    70 ms  90%  1001 ms  longest  1001 ms  over 1000 ms: 1 (20.00%)" "$out"
exit $status
