#!/bin/sh
# A broken engine in the shell, default settings: it forfeits by resigning,
# one line on stderr names the engine and says why, the game has a result
# and the shell takes the next command.
build=${WZ_TEST_BUILDDIR:-.}
cd "$build" || exit 1
tmp=$(mktemp -d "${TMPDIR:-/tmp}/wuzi-forfeit-test.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }

check() { # ENGINE SETTINGS RESULT STDERR
    out=$(printf 'new gomoku-freestyle\nplay h8\nai white gomocup engine=tests/gomocup/%s %s\nresult\nai off\nnew gomoku-freestyle\nplay h8 h9\nstatus\n' \
              "$1" "$2" | $WZ_TEST_WRAPPER shell/wuzi 2>"$tmp/err")
    echo "$out" | grep -q "^= $3\$" || fail "$1: want result '$3', got: $out"
    echo "$out" | grep -q '^= P1 black ' || fail "$1: the shell did not go on"
    got=$(cat "$tmp/err")
    [ "$got" = "$4" ] || fail "$1: stderr '$got', want '$4'"
}

check pbrain-crash "" "black wins (resignation)" \
    "gomocup: engine pbrain-crash crashed: it was killed by signal 11 (Segmentation fault); it forfeits"
check pbrain-hang "timeout_turn=300 tolerance=100" "black wins (resignation)" \
    "gomocup: engine pbrain-hang did not answer within 300 ms (+100 ms tolerance); it forfeits"
check pbrain-nonsense "" "black wins (resignation)" \
    "gomocup: engine pbrain-nonsense answered nonsense: 'banana'; it forfeits"
check pbrain-chatty "" "ongoing" ""
exit $status
