#!/bin/sh
# sgf-times.sh - how long each engine of a c-gomoku-cli match took a move,
# from the move comments of its games.sgf ("C[943ms]"), and how many of
# its moves went over the limit; see docs/engine.md, "Tuning".
#
#   bench/sgf-times.sh MS GAMES.sgf...
#
# MS is the time a move was given.  Prints one line an engine: moves
# timed, median, 90th percentile and longest, moves over MS and their
# share.  Opening moves (placed by the manager) are not counted.
set -eu
[ $# -ge 2 ] || { sed -n '2,10p' "$0"; exit 2; }
ms=$1
shift
here=$(dirname "$0")
awk -v limit="$ms" -f "$here/sgf-games.awk" -f - "$@" <<'AWK'
# the moves ;B[..]C[123ms] and ;W[..]C[..], each to the engine playing it
function sgf_game(file, pb, pw, result, game,    n, i, part, who, t) {
    n = split(game, part, ";")
    for (i = 1; i <= n; i++) {
        if (part[i] !~ /^[BW]\[[a-z]*\]C\[[0-9]+ms\]/) continue
        who = substr(part[i], 1, 1) == "B" ? pb : pw
        t = part[i]; sub(/^[BW]\[[a-z]*\]C\[/, "", t); sub(/ms\].*/, "", t)
        count[who]++
        times[who, count[who]] = t + 0
    }
}
END {
    for (who in count) {
        m = count[who]
        # insertion sort would be slow for 30000 moves: counting sort on ms
        delete hist
        top = 0
        for (i = 1; i <= m; i++) { t = times[who, i]; hist[t]++; if (t > top) top = t }
        over = 0; seen = 0; med = -1; p90 = -1
        for (t = 0; t <= top; t++) {
            if (!(t in hist)) continue
            seen += hist[t]
            if (med < 0 && seen * 2 >= m) med = t
            if (p90 < 0 && seen * 10 >= m * 9) p90 = t
            if (t > limit) over += hist[t]
        }
        printf "%-16s %6d moves  median %5d ms  90%% %5d ms  longest %5d ms  over %d ms: %d (%.2f%%)\n",
            who, m, med, p90, top, limit, over, 100 * over / m
    }
}
AWK
