#!/bin/sh
# mcts against simple in the three games issue 12 names: the SDK's hello
# variant (Pente, captures), dual-board and the replacement game, each
# over WUZI_MCTS_GAMES games (default 40), the colours swapped every game.
# Fixed playout budgets, not time, so the games are the same on any
# machine however loaded (the AIs are seeded: wuzi-match gives each game
# its own seed).  Dual-board and the replacement game are played on 9x9
# (the replacement game with 41 and 40 stones): at 19x19 and 15x15 one
# game takes minutes.  Opt-in (make match-mcts), long: run it from the
# build tree, niced on a shared machine.
games=${WUZI_MCTS_GAMES:-40}
jobs=${WUZI_MCTS_JOBS:-2}
src=${srcdir:-.}
out=$(mktemp -d "${TMPDIR:-/tmp}/wuzi-mcts-match.XXXXXX") || exit 1
trap 'rm -rf "$out"' EXIT
WUZI_PLUGIN_PATH=examples/hello-variant/.libs${WUZI_PLUGIN_PATH:+:$WUZI_PLUGIN_PATH}
WUZI_VARIANT_PATH=$src/examples/hello-variant${WUZI_VARIANT_PATH:+:$WUZI_VARIANT_PATH}
export WUZI_PLUGIN_PATH WUZI_VARIANT_PATH
run() {
    name=$1
    shift
    echo "== $name"
    shell/match/wuzi-match -q -n "$games" -j "$jobs" -o "$out/$name" "$@" simple || exit 1
}
run pente -v pente "mcts playouts=1000"
run dual-board -v dual-board -k size=9 "mcts playouts=300"
run gomoku-replace -v gomoku-replace -k size=9 -k black_stones=41 -k white_stones=40 \
    "mcts playouts=300"
