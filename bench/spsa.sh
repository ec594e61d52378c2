#!/bin/bash
# spsa.sh - tune the engine's search numbers (plugins/engine/params.h) by
# SPSA self-play through wuzi-match; see docs/engine.md, "Tuning".
#
#   bench/spsa.sh [-i ITERATIONS] [-g GAMES] [-t MS] [-v VARIANT] [-b OPENINGS]
#                 NAME:START:STEP ...
#
# Each iteration perturbs every named number by +-STEP (shrinking slowly),
# plays GAMES games (an even number, each opening both ways) of the plus
# side against the minus side at MS a move, and moves the numbers toward
# the side that scored better.  Prints the numbers after every iteration;
# the last line is the result, ready for an SPRT check:
#   shell/match/wuzi-match -n 400 -t 100 --sprt 0,10 \
#       "engine tune.futility=72 ..." engine
set -eu
iters=20 games=20 ms=100 variant=gomoku-freestyle openings=
top=$(cd "$(dirname "$0")/.." && pwd)
while getopts i:g:t:v:b: o; do
    case $o in
    i) iters=$OPTARG ;; g) games=$OPTARG ;; t) ms=$OPTARG ;;
    v) variant=$OPTARG ;; b) openings=$OPTARG ;;
    *) sed -n '2,16p' "$0"; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || { sed -n '2,16p' "$0"; exit 2; }
if [ -z "$openings" ]; then
    case $variant in
    renju*) openings=$top/bench/openings-tune-renju.txt ;;
    *) openings=$top/bench/openings-tune-freestyle.txt ;;
    esac
fi
names=() theta=() steps=()
for spec in "$@"; do
    IFS=: read -r n v s <<<"$spec"
    names+=("$n") theta+=("$v") steps+=("$s")
done
records=$(mktemp -d "${TMPDIR:-/tmp}/spsa.XXXX")
trap 'rm -rf "$records"' EXIT
for ((k = 1; k <= iters; k++)); do
    plus="engine" minus="engine" signs=()
    for i in "${!names[@]}"; do
        sign=$((RANDOM % 2 * 2 - 1))
        signs+=("$sign")
        # c_k = step / k^0.101, as integers a little rounded
        read -r up down <<<"$(awk -v t="${theta[$i]}" -v s="${steps[$i]}" -v k="$k" -v g="$sign" \
            'BEGIN { c = s / k ^ 0.101; printf "%d %d", t + g * c + (t + g * c >= 0 ? 0.5 : -0.5), t - g * c + (t - g * c >= 0 ? 0.5 : -0.5) }')"
        plus+=" tune.${names[$i]}=$up"
        minus+=" tune.${names[$i]}=$down"
    done
    line=$("$top/shell/match/wuzi-match" -q -v "$variant" -n "$games" -t "$ms" -b "$openings" \
        -s "$k" -o "$records/$k" "$plus" "$minus" | grep '^Score')
    read -r w l d <<<"$(sed -E 's/.*: *([0-9]+) - ([0-9]+) - ([0-9]+).*/\1 \2 \3/' <<<"$line")"
    rm -rf "${records:?}/$k"
    # theta += a_k * (wins - losses) / (c_k * sign), a_k = step^2 / 4 / (k + 2)^0.602 / games
    for i in "${!names[@]}"; do
        theta[$i]=$(awk -v t="${theta[$i]}" -v s="${steps[$i]}" -v k="$k" -v g="${signs[$i]}" \
            -v r="$((w - l))" -v n="$games" \
            'BEGIN { c = s / k ^ 0.101; a = s * s / 4 / (k + 2) ^ 0.602 / n * 4; printf "%.2f", t + a * r / (c * g) }')
    done
    out="iteration $k ($w-$l-$d):"
    for i in "${!names[@]}"; do out+=" ${names[$i]}=${theta[$i]}"; done
    echo "$out"
done
final="engine"
for i in "${!names[@]}"; do final+=" tune.${names[$i]}=$(printf '%.0f' "${theta[$i]}")"; done
echo "$final"
