#!/bin/sh
# Bench: wuzi-balance's self-play, games per second at a fixed node limit
# (engine nodes=1000, one game at a time) for free-style, renju and one of
# the 2005 proposals (Yamaguchi's, with its declared fifth moves).  Run
# from the build tree (make bench); WUZI_BENCH_GAMES sets the games each.
games=${WUZI_BENCH_GAMES:-20}
ai="engine nodes=1000"
for variant in gomoku-freestyle renju rif-p02-yamaguchi; do
    start=$(date +%s.%N)
    shell/match/wuzi-balance "$variant" -n "$games" -q --ai "$ai" >/dev/null || exit 1
    end=$(date +%s.%N)
    awk -v v="$variant" -v n="$games" -v s="$start" -v e="$end" -v ai="$ai" \
        'BEGIN { printf "%s: %d games in %.2f s, %.2f games/s (%s, 1 job)\n", v, n, e - s, n / (e - s), ai }'
done
