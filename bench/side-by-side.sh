#!/bin/sh
# side-by-side.sh - play a candidate brain and a control brain against one
# open engine at the same time, one match a core, round after round, and
# compare them after every round; see docs/engine.md, "Tuning".
#
#   bench/side-by-side.sh [-r ROUNDS] [-g GAMES] [-t MS] [-m MATCH]
#                         OPP_BIN CANDIDATE CONTROL OPPONENT RULE OUTDIR
#
# The same build's runs drift by 25 Elo and more between sessions on one
# machine, as much as most changes are worth, so a candidate is compared
# only with control runs played beside it.  Each of ROUNDS rounds (default
# 4) plays MATCH (default ../shared/opponents/match.sh, called as MATCH
# OPP_BIN BRAIN OPPONENT RULE GAMES MS DIR) for CANDIDATE into
# OUTDIR/rN-candidate and for CONTROL into OUTDIR/rN-control at once,
# GAMES games each (default 52) at MS a move (default 1000).  After each
# round, bench/sgf-score.sh's comparison of all rounds so far (the
# candidate's Elo minus the control's, by games and by pairs) is printed
# and kept in OUTDIR/score.txt, followed by the same without the pairs in
# which the opponent lost a game on time when there are any (sgf-score.sh
# -f; whole in OUTDIR/score-f.txt).  A run that finished (its summary.txt
# holds match.sh's score line) is not played again, so a session cut off
# goes on where it stopped; `touch OUTDIR/stop` ends it after the round
# under way.
set -eu
rounds=4 games=52 ms=1000 match=
here=$(cd "$(dirname "$0")" && pwd)
usage() { sed -n '2,23p' "$0"; exit 2; }
fail() { echo "side-by-side: $*" >&2; exit 2; }
while getopts r:g:t:m: o; do
    case $o in
    r) rounds=$OPTARG ;; g) games=$OPTARG ;; t) ms=$OPTARG ;; m) match=$OPTARG ;;
    *) usage ;;
    esac
done
shift $((OPTIND - 1))
[ $# -eq 6 ] || usage
bin=$1 candidate=$2 control=$3 opp=$4 rule=$5 out=$6
: "${match:=$here/../../shared/opponents/match.sh}"
for n in "$rounds" "$games" "$ms"; do
    case $n in '' | *[!0-9]* | 0) fail "'$n' is not a positive whole number" ;; esac
done
[ $((games % 2)) -eq 0 ] || fail "GAMES must be even (each opening twice, colours swapped)"
[ -r "$match" ] || fail "no match script $match (give one with -m)"
[ -d "$bin" ] || fail "no opponents' folder $bin (../shared/opponents/build.sh fills one)"
for b in "$candidate" "$control"; do
    [ -x "$b" ] && [ ! -d "$b" ] || fail "brain $b is not an executable"
done
mkdir -p "$out"

finished() { grep -q '^score ' "$1/summary.txt" 2>/dev/null; }
play() { # brain dir
    finished "$2" && return 0
    mkdir -p "$2"
    bash "$match" "$bin" "$1" "$opp" "$rule" "$games" "$ms" "$2" > "$2/summary.txt" 2>&1 || true
}

r=1
while [ $r -le "$rounds" ]; do
    if [ -e "$out/stop" ]; then
        echo "side-by-side: $out/stop is there: no more rounds"
        break
    fi
    play "$candidate" "$out/r$r-candidate" &
    play "$control" "$out/r$r-control"
    wait
    for side in candidate control; do
        finished "$out/r$r-$side" || fail "round $r, $side: no score (see $out/r$r-$side/summary.txt)"
    done
    echo "== round $r of $rounds"
    set --
    for side in candidate control; do
        [ $side = control ] && set -- "$@" --
        i=1
        while [ $i -le $r ]; do
            set -- "$@" "$out/r$i-$side/games.sgf"
            i=$((i + 1))
        done
    done
    sh "$here/sgf-score.sh" brain "$@" | tee "$out/score.txt"
    # and without the pairs the opponent lost on time (sgf-score.sh -f),
    # when it did: the candidate and control share that luck unevenly
    if sh "$here/sgf-score.sh" -f brain "$@" > "$out/score-f.txt" &&
        grep -q 'left out' "$out/score-f.txt"; then
        echo "-- leaving out the pairs the opponent lost on time:"
        grep 'left out\|pooled\|pairs\|minus' "$out/score-f.txt"
    fi | tee -a "$out/score.txt"
    r=$((r + 1))
done
