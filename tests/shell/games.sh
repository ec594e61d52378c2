#!/bin/sh
# new and load never silently lose a game: with the autosave on, the game
# they replace is kept in the state folder (the last 20), games lists
# them and games N reopens one; with it off, for the session.  Batch mode
# (with --autosave), in a scratch state folder.
builddir=${WZ_TEST_BUILDDIR:-.}
wuzi="$builddir/shell/wuzi"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/wuzi-games.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
XDG_STATE_HOME=$tmp/state
export XDG_STATE_HOME
fail() { echo "FAIL: $*"; exit 1; }
run() { printf "$1" | $WZ_TEST_WRAPPER "$wuzi" --autosave 2>&1; }

# nothing kept yet; an empty game is not worth keeping
out=$(run 'games\nnew renju\nnew renju\ngames\n')
echo "$out" | grep -q '^= no kept games' || fail "a fresh state folder keeps games: $out"
[ "$(echo "$out" | grep -c '^= no kept games')" = 2 ] || fail "an empty game was kept: $out"

# new keeps the game it replaces, and says so
out=$(run 'new renju\nplay h8 h9\nplayer P1 Ann\nnew gomoku-freestyle\n')
echo "$out" | grep -q '^= the previous game is kept: games 1 reopens it' || fail "new did not keep the game: $out"
# a load too (a later session: the list lives in the state folder)
printf 'new caro\nplay a1\nsave %s/one.wuzi\n' "$tmp" | $WZ_TEST_WRAPPER "$wuzi" >/dev/null
out=$(run "new gomoku-standard\nplay c3\nload $tmp/one.wuzi\ngames\n")
echo "$out" | grep -q '^= the previous game is kept' || fail "load did not keep the game: $out"
echo "$out" | grep -q '^= 1\. [0-9-]* [0-9:]*  gomoku-standard, 1 action, ongoing' ||
    fail "games does not list the loaded-over game first: $out"
echo "$out" | grep -q '^2\. [0-9-]* [0-9:]*  renju, 2 actions, ongoing, Ann - ?' ||
    fail "games does not list the renju game second: $out"

# games N reopens it; replacing it again updates the same entry
out=$(run 'games 2\nhistory\nplay h10\nnew renju\ngames\n')
echo "$out" | grep -q '^= 1\. P1 play h8' || fail "games 2 did not reopen the renju game: $out"
echo "$out" | grep -q '^= 1\. [0-9-]* [0-9:]*  renju, 3 actions' || fail "the reopened game is not back first: $out"
[ "$(echo "$out" | grep -c 'renju, ')" = 1 ] || fail "the reopened game was kept twice: $out"
out=$(run 'games 99\ngames x\n')
echo "$out" | grep -q '^? no kept game 99 (2 kept' || fail "games 99: $out"
echo "$out" | grep -q '^? games takes the number' || fail "games x: $out"

# new says that the game was kept and that the AI seats went, each on
# a line of its own
out=$(run 'new renju\nplay h8\nai P1 engine depth=1\nnew renju\n')
echo "$out" | grep -q '^= the previous game is kept: games 1 reopens it$' ||
    fail "new's lines run together: $out"
echo "$out" | grep -q '^the AI seats were cleared (new ID --keep-ai keeps them)$' ||
    fail "new's lines run together: $out"

# the last 20 only
script=''
for i in $(seq 1 22); do script="${script}new gomoku-freestyle\nplay a$((i % 15 + 1))\n"; done
run "${script}new renju\n" >/dev/null
n=$(ls "$XDG_STATE_HOME/wuzi/games" | wc -l)
[ "$n" = 20 ] || fail "$n games kept, not 20"
out=$(run 'games\n')
[ "$(echo "$out" | grep -c '^\(= \)\?[0-9]*\. ')" = 20 ] || fail "games lists not 20: $out"

# without the autosave nothing is written: the games are kept for the
# session only, and new's reply stays as it was
rm -rf "$XDG_STATE_HOME/wuzi/games"
out=$(printf 'new renju\nplay h8\nnew renju\nplay h8 h9\nnew caro\ngames\ngames 2\nhistory\ngames\n' |
    $WZ_TEST_WRAPPER "$wuzi" 2>&1)
[ ! -d "$XDG_STATE_HOME/wuzi/games" ] || [ -z "$(ls "$XDG_STATE_HOME/wuzi/games")" ] ||
    fail "a batch run without --autosave kept a game"
echo "$out" | grep -q 'kept' && fail "new's batch reply changed without the autosave: $out"
echo "$out" | grep -q '^= 1\. [0-9-]* [0-9:]*  renju, 2 actions, ongoing$' ||
    fail "the session's games are not listed, newest first: $out"
echo "$out" | grep -q '^2\. [0-9-]* [0-9:]*  renju, 1 action, ongoing$' || fail "the older game: $out"
echo "$out" | grep -q '^= 1\. P1 play h8$' || fail "games 2 did not reopen the one-stone game: $out"
[ "$(echo "$out" | grep -c '^\(= \)\?[0-9]\. [0-9-]* [0-9:]*  renju, 2 actions')" = 2 ] &&
    [ "$(echo "$out" | grep -c 'renju, 1 action,')" = 1 ] ||
    fail "the reopened game should leave the list, the two-stone game stay: $out"
echo "all passed"
