#!/bin/bash
# gauntlet.sh - play a brain against one of the open engines from the
# tuning openings, at a short time control on every core, and turn the
# games into training data for bench/tune_eval; see docs/engine.md,
# "Tuning".
#
#   bench/gauntlet.sh [-g GAMES] [-t MS] [-j JOBS] [-b OPENINGS] [-s SEED]
#                     OPP_BIN BRAIN OPPONENT RULE OUTDIR
#
# OPP_BIN is the folder ../shared/opponents/build.sh filled (c-gomoku-cli
# and the pbrain-* opponents), BRAIN a Gomocup brain (the build's
# shell/pbrain/pbrain-wuzi, or one bench/engine-snapshot.sh wrote),
# OPPONENT a name from ../shared/opponents/match.sh (rapfi-s100, ...),
# RULE 0 free-style or 4 renju.  GAMES (default 200, even: each opening
# twice, colours swapped, turned and mirrored on every pass) at MS a move
# (default 200), JOBS games at once (default: the cores).  The openings
# are bench/openings-tune-*.txt, never the ones the engine is measured on.
#
# Prints the brain's score, its Elo with a 1-sigma error bar and how the
# games ended; OUTDIR keeps games.sgf, c-gomoku-cli's output, and
# games.txt: one game a line in bench/tune_eval's format (the result for
# black, then the moves), which `tune_eval fit` reads with its other games.
# The brain's own moves carry the score its search gave them (":SCORE",
# from its MESSAGE lines in msg.txt), so that TUNE_LAMBDA can blend them
# in; the opponent's moves carry none.
set -eu
games=200 ms=200 jobs=$(nproc) openings= seed=1
top=$(cd "$(dirname "$0")/.." && pwd)
usage() { sed -n '2,22p' "$0"; exit 2; }
while getopts g:t:j:b:s: o; do
    case $o in
    g) games=$OPTARG ;; t) ms=$OPTARG ;; j) jobs=$OPTARG ;;
    b) openings=$OPTARG ;; s) seed=$OPTARG ;; *) usage ;;
    esac
done
shift $((OPTIND - 1))
[ $# -eq 5 ] || usage
bin=$(readlink -f "$1") brain=$(readlink -f "$2") opp=$3 rule=$4 out=$5
[ -x "$bin/c-gomoku-cli" ] || { echo "gauntlet: no $bin/c-gomoku-cli (run ../shared/opponents/build.sh)" >&2; exit 2; }
[ -x "$bin/pbrain-$opp" ] || { echo "gauntlet: no opponent $bin/pbrain-$opp" >&2; exit 2; }
[ -x "$brain" ] || { echo "gauntlet: brain $2 is not an executable" >&2; exit 2; }
case $rule in
4) : "${openings:=$top/bench/openings-tune-renju.txt}" ;;
0) : "${openings:=$top/bench/openings-tune-freestyle.txt}" ;;
*) echo "gauntlet: rule $rule: only 0 (free-style) and 4 (renju)" >&2; exit 2 ;;
esac
[ $((games % 2)) -eq 0 ] || { echo "gauntlet: GAMES must be even" >&2; exit 2; }
mkdir -p "$out"
out=$(readlink -f "$out")
# c-gomoku-cli's "pos" notation is ours without the spaces
grep -v '^#' "$openings" | grep . | tr -d ' \r' >"$out/openings.txt"
tc=$(awk -v m="$ms" 'BEGIN { printf "%g/%g", m * 0.3, m / 1000 }')
(cd "$out" && "$bin/c-gomoku-cli" -each tc="$tc" -engine name=brain cmd="$brain" \
    -engine name="$opp" cmd="$bin/pbrain-$opp" -rule "$rule" -boardsize 15 \
    -games "$games" -repeat -transform -concurrency "$jobs" -drawafter 225 \
    -openings file="$out/openings.txt" type=pos order=random srand="$seed" \
    -sgf games.sgf -msg msg.txt >out.txt 2>err.txt) || true

# games.txt: "1" black won, "0" white won, "=" a draw; then the moves as
# tune_eval writes them ("h8").  A game lost by time, a crash or an
# illegal move, or one left unfinished, is left out: its result says
# nothing about the position.
touch "$out/msg.txt"
awk -v msg="$out/msg.txt" '
BEGIN {
    # msg.txt: "Game ID: N", then "PLY) brain: depth D, score S, pv ..."
    # (or "win in N", "loss in N") before each searched move of the brain
    while ((getline l < msg) > 0) {
        if (l ~ /^Game ID: /) { split(l, w, " "); game = w[3] + 0; continue }
        if (l !~ /^[0-9]+\) brain: /) continue;
        ply = l + 0; sc = "";
        if (match(l, /score [-+]?[0-9]+/)) sc = substr(l, RSTART + 6, RLENGTH - 6) + 0;
        else if (match(l, /win in [0-9]+/)) sc = 30000 - substr(l, RSTART + 7, RLENGTH - 7);
        else if (match(l, /loss in [0-9]+/)) sc = -(30000 - substr(l, RSTART + 8, RLENGTH - 8));
        if (sc != "") score[game, ply] = sc;
    }
    RS = "\\(;FF";
}
NR > 1 {
    game = match($0, /GN\[[0-9]+\]/) ? substr($0, RSTART + 3, RLENGTH - 4) + 0 : -1;
    res = "";
    if (match($0, /RE\[[^]]*\]/)) res = substr($0, RSTART + 3, RLENGTH - 4);
    if (res == "*" || $0 ~ /TE\[[^]]*(time|crash|illegal|Unterminated)/) next;
    r = res ~ /^B/ ? "1" : res ~ /^W/ ? "0" : "=";
    line = r; s = $0; ply = 0;
    while (match(s, /;[BW]\[[a-o][a-o]\]/)) {
        mv = substr(s, RSTART + 3, 2); s = substr(s, RSTART + RLENGTH);
        line = line " " substr(mv, 1, 1) (index("abcdefghijklmno", substr(mv, 2, 1)));
        if ((game, ++ply) in score) line = line ":" score[game, ply];
    }
    print line;
}' "$out/games.sgf" >"$out/games.txt"

line=$(grep '^Score of' "$out/out.txt" | tail -n 1)
echo "${line:-gauntlet: no score: see $out/out.txt and $out/err.txt}"
grep -oE '\{[^}]*\}' "$out/out.txt" | sort | uniq -c | sort -rn | sed 's/^/  ended: /'
echo "$line" | awk -F: '{
    split($NF, r, "-"); w = r[1] + 0; l = r[2] + 0; d = r[3] + 0; n = w + l + d;
    if (n == 0) exit;
    s = (w + d / 2) / n; c = s < 0.03 ? 0.03 : s > 0.97 ? 0.97 : s;
    elo = -400 * log(1 / c - 1) / log(10);
    v = (w * (1 - s) ^ 2 + l * s ^ 2 + d * (0.5 - s) ^ 2) / n;
    sd = 400 / log(10) * sqrt(v / n) / (c * (1 - c));
    printf "brain %.3f of %d games: Elo %+.0f +- %.0f (1 sigma)\n", s, n, elo, sd;
}'
echo "$(wc -l <"$out/games.txt") games for tune_eval in $out/games.txt"
