#!/bin/sh
# Bench: what the Gomocup protocol costs.  The same AI (simple) plays
# itself directly and through pbrain-wuzi behind the gomocup plugin; the
# script prints both scores, games per second and the moves over the
# time limit (which must be none).  Run from the build tree (make bench).
games=${WUZI_BENCH_GAMES:-20}
out=$(mktemp -d "${TMPDIR:-/tmp}/wuzi-bench-gomocup.XXXXXX") || exit 1
trap 'rm -rf "$out"' EXIT
for pair in "simple|simple seed=9" "simple|engine:shell/pbrain/pbrain-wuzi arg=--ai arg=simple"; do
    a=${pair%%|*}
    b=${pair#*|}
    start=$(date +%s.%N)
    shell/match/wuzi-match -q -n "$games" -j 2 -t 1000 -o "$out/records" "$a" "$b" || exit 1
    end=$(date +%s.%N)
    awk -v n="$games" -v s="$start" -v e="$end" -v b="$b" \
        'BEGIN { printf "%s: %d games in %.2f s, %.1f games/s\n", b, n, e - s, n / (e - s) }'
done
