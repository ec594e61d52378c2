#!/bin/sh
# sgf-score.sh - an engine's score in c-gomoku-cli matches, from their
# games.sgf files: per run, as black and as white, pooled, and the
# difference between a candidate's runs and a control's played beside
# them; see docs/engine.md, "Tuning".
#
#   bench/sgf-score.sh [-f] ENGINE CANDIDATE.sgf... [-- CONTROL.sgf...]
#
# ENGINE is the name the engine has in the games (PB[]/PW[]; match.sh
# calls the brain "brain").  One line a file, then the pooled line of each
# set: wins-losses-draws, the same as black and as white, and the Elo
# with its one-sigma error bar (the per-game variance of the score, as
# match.sh computes it).  Under each pooled line, the same games in pairs:
# c-gomoku-cli plays each opening twice with the colours swapped (games
# 2k-1 and 2k of a file), and a pair's points (0, 1/2, 1, 1 1/2 or 2)
# vary far less than single games where the opening favours one colour,
# so the error bar from the pairs' variance (the "pentanomial" one) is
# the honest, smaller one; a game without its partner is left out of it.
# With a control set, the last lines are the candidate's Elo minus the
# control's, with both error bars combined, by games and by pairs.
# -f leaves out every pair in which the opponent lost a game on time (Rapfi
# full loses its first game of a match so, at its first move: a start-up
# cost of its own, not its play), and says how many; the engine's own
# time losses always count.
set -eu
usage() { sed -n '2,24p' "$0"; exit 2; }
forfeits=0
if [ "${1:-}" = -f ]; then
    forfeits=1
    shift
fi
[ $# -ge 2 ] || usage
engine=$1
shift
# the files before "--" are the candidate's, those after it the control's
control=0
n=0
for f in "$@"; do
    n=$((n + 1))
    if [ "$f" = -- ]; then
        [ $n -gt 1 ] && [ $control -eq 0 ] || usage
        control=$n
    elif [ ! -r "$f" ]; then
        echo "sgf-score.sh: cannot read '$f'" >&2
        exit 1
    fi
done
here=$(dirname "$0")
awk -v who="$engine" -v control="$control" -v drop_forfeits="$forfeits" -f "$here/sgf-games.awk" -f - "$@" <<'AWK'
BEGIN {
    # "--" is no file: the set of each file by its place in the arguments
    for (i = 1; i < ARGC; i++) {
        set_of[ARGV[i]] = control && i > control ? 2 : 1
        if (control && i == control) ARGV[i] = ""
    }
}
# Each game is kept until the end, since with -f the second game of a
# pair can leave out the first.
function sgf_game(file, pb, pw, re, text,    col, r, pair, opening, rest, loser) {
    col = pb == who ? "B" : pw == who ? "W" : ""
    if (col == "") return
    if (re ~ /^[BW]\+/) r = substr(re, 1, 1) == col ? "win" : "loss"
    else if (re == "0") r = "draw"
    else return   # unfinished, or a result it does not know
    # the pair: games 2k-1 and 2k of a file, on the same opening stones
    rest = text
    opening = ""
    while (match(rest, /;[BW]\[[a-z]*\]C\[opening move\]/)) {
        opening = opening substr(rest, RSTART + 1, 5)
        rest = substr(rest, RSTART + RLENGTH)
    }
    pair = file SUBSEP int((sgf_tag(text, "GN") + 1) / 2)
    # c-gomoku-cli's TE[]: "White win by time forfeit" when black lost so
    loser = sgf_tag(text, "TE") ~ /^White win by time forfeit/ ? "B" : \
            sgf_tag(text, "TE") ~ /^Black win by time forfeit/ ? "W" : ""
    if (drop_forfeits && loser != "" && loser != col && !(pair in forfeit)) {
        forfeit[pair] = 1
        forfeited[set_of[file]]++
    }
    games++
    g_file[games] = file; g_col[games] = col; g_r[games] = r
    g_pair[games] = pair; g_opening[games] = opening
}
function count(g,    file, col, r, pair) {
    file = g_file[g]; col = g_col[g]; r = g_r[g]; pair = g_pair[g]
    if (pair in forfeit) return
    if (!(file in seen)) { seen[file] = 1; order[++files] = file }
    add(file, col, r); add("set" set_of[file], col, r); sets[set_of[file]] = 1
    if (pair in pair_games && pair_opening[pair] != g_opening[g]) return
    pair_games[pair]++
    pair_opening[pair] = g_opening[g]
    pair_points[pair] += r == "win" ? 1 : r == "draw" ? 0.5 : 0
    pair_set[pair] = set_of[file]
}
function elo(s) { return -400 * log(1 / s - 1) / log(10) }
function round(x) { x = x < 0 ? -int(-x + 0.5) : int(x + 0.5); return x == 0 ? 0 : x }  # never "-0"
function within(s) { return s < 0.001 ? 0.001 : s > 0.999 ? 0.999 : s }
# Elo and its one-sigma bar from a mean score s and its standard error
# sd, into E and SIG; a score of 0 or 1 has no finite Elo: held at 0.1%
# from it, a bound (BOUND)
function judge(s, sd) {
    BOUND = s < 0.001 || s > 0.999 ? " (a bound)" : ""
    E = round(elo(within(s))); SIG = round((elo(within(s + sd)) - elo(within(s - sd))) / 2)
}
# the same from w-l-d, each game on its own; returns the games
function rate(w, l, d,    n, s) {
    n = w + l + d
    if (n == 0) { E = 0; SIG = 0; BOUND = ""; return 0 }
    s = (w + d / 2) / n
    judge(s, sqrt((w * (1 - s) ^ 2 + l * s ^ 2 + d * (0.5 - s) ^ 2) / n / n))
    return n
}
function line(label, k,    n) {
    n = rate(t[k, "win"], t[k, "loss"], t[k, "draw"])
    printf "%-28s %4d games  %3d-%d-%d  black %d-%d-%d  white %d-%d-%d  Elo %+.0f +/- %.0f%s\n",
        label, n, t[k, "win"], t[k, "loss"], t[k, "draw"],
        t[k, "Bwin"], t[k, "Bloss"], t[k, "Bdraw"],
        t[k, "Wwin"], t[k, "Wloss"], t[k, "Wdraw"], E, SIG, BOUND
}
function add(k, col, r) { t[k, r]++; t[k, col r]++ }
# the same from set k's whole pairs, a pair's score its points / 2, with
# the count of pairs by points in PN; returns the pairs
function paired(k,    p, m, x, sum, sq, i) {
    m = sum = sq = 0
    for (i = 0; i <= 4; i++) PN[i] = 0
    for (p in pair_games)
        if (pair_games[p] == 2 && pair_set[p] == k) {
            m++; x = pair_points[p] / 2; sum += x; sq += x * x; PN[pair_points[p] * 2]++
        }
    if (m == 0) { E = 0; SIG = 0; BOUND = ""; return 0 }
    x = sq / m - (sum / m) ^ 2   # the variance, never below 0 by rounding
    judge(sum / m, sqrt((x > 0 ? x : 0) / m))
    return m
}
# the candidate's E1 +/- S1 (bound B1) minus the current E +/- SIG
function minus(label, e1, s1, b1) {
    printf "%-28s Elo %+.0f +/- %.0f%s\n", label, e1 - E, sqrt(s1 ^ 2 + SIG ^ 2),
        b1 BOUND != "" ? " (a bound)" : ""
}
function pair_line(k,    m) {
    m = paired(k)
    printf "%-28s %4d pairs   by points 0:%d 1/2:%d 1:%d 1 1/2:%d 2:%d  Elo %+.0f +/- %.0f%s\n",
        "  the same, in pairs", m, PN[0], PN[1], PN[2], PN[3], PN[4], E, SIG, BOUND
}
END {
    for (g = 1; g <= games; g++) count(g)
    for (k = 1; k <= 2; k++)
        if (forfeited[k])
            printf "%s: %d pairs left out, the opponent lost one of their games on time\n",
                k == 1 ? "candidate" : "control", forfeited[k]
    if (files == 0) { print "sgf-score.sh: no finished game of " who " in these files" > "/dev/stderr"; exit 1 }
    for (i = 1; i <= files; i++) line(order[i], order[i])
    line("candidate, pooled", "set1")
    pair_line(1)
    if (!(2 in sets)) exit 0
    line("control, pooled", "set2")
    pair_line(2)
    rate(t["set1", "win"], t["set1", "loss"], t["set1", "draw"])
    e1 = E; s1 = SIG; b1 = BOUND
    rate(t["set2", "win"], t["set2", "loss"], t["set2", "draw"])
    minus("candidate minus control", e1, s1, b1)
    if (paired(1) == 0) exit 0
    e1 = E; s1 = SIG; b1 = BOUND
    if (paired(2)) minus("  the same, in pairs", e1, s1, b1)
}
AWK
