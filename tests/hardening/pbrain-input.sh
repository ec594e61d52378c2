#!/bin/sh
# pbrain-wuzi reads a manager's lines whole (up to 64 KB; a longer one is
# refused whole), so no command hides in the tail of a long line, and
# reads numbers as written, so none wraps into another that fits.
. "${WZ_TEST_SRCDIR:-.}/tests/hardening/lib.sh"

# brain NAME: the lines of NAME.in to a brain playing with simple; the
# input stays open a while, as a manager's does, so that a move asked for
# is answered; its replies in NAME.out
linger=1
[ -n "${WZ_TEST_WRAPPER-}" ] && linger=10 # valgrind is slow
brain() {
    { cat "$tmp/$1.in"; sleep "$linger"; } |
        run_pbrain --ai simple > "$tmp/$1.out" 2> "$tmp/$1.err"
    rc=$?
    [ $rc = 0 ] || fail "$1: pbrain-wuzi exited with status $rc"
}

pad=$(chars 8188 ' ') # the tail at byte 8192, where the old reader cut
{
    echo "START 15"
    echo "INFO${pad}TURN 7,7"
    echo "ABOUT"
} > "$tmp/hidden.in"
brain hidden
[ "$(sed -n 2p "$tmp/hidden.out" | cut -c1-6)" = 'name="' ] && ok "no TURN hides in the tail of an 8 KB line" ||
    fail "the tail of a long line was taken for a command: $(head -c 300 "$tmp/hidden.out")"

{
    echo "START 15"
    echo "ABOUT $(chars 70000 x)"
    echo "BOARD"
    echo "7,7,$(chars 70000 1)"
    echo "DONE"
    echo "TURN 4294967303,7"
    echo "TURN 7,4294967303"
    echo "TURN 07,-1"
    echo "START 4294967311"
    echo "RECTSTART 4294967311,4294967311"
    echo "INFO timeout_turn 99999999999999999999"
    echo "INFO TIMEOUT_TURN 100"
    echo "BEGIN"
} > "$tmp/numbers.in"
brain numbers
expect "a line past 64 KB: refused whole, with the limit" "$tmp/numbers.out" '^ERROR a line longer than 65536 bytes: ignored$'
expect "...inside BOARD too" "$tmp/numbers.out" '^ERROR a line longer than 65536 bytes$'
expect "TURN 4294967303,7 is no TURN 7,7" "$tmp/numbers.out" "^ERROR bad coordinates '4294967303,7'\$"
expect "nor TURN 7,4294967303" "$tmp/numbers.out" "^ERROR bad coordinates '7,4294967303'\$"
expect "a negative coordinate" "$tmp/numbers.out" "^ERROR bad coordinates '07,-1'\$"
expect "START 4294967311 is no START 15" "$tmp/numbers.out" '^ERROR size 4294967311 is not supported|^ERROR START takes a board size$'
expect "RECTSTART alike" "$tmp/numbers.out" '^ERROR size 4294967311 is not supported|^ERROR RECTSTART takes width,height$'
expect "an INFO value out of range is ignored, and said so" "$tmp/numbers.out" \
    "^MESSAGE INFO timeout_turn: '99999999999999999999' is not a whole number in range; ignored\$"
[ "$(grep -c '^OK$' "$tmp/numbers.out")" = 1 ] && ok "only the first START started a game" ||
    fail "$(grep -c '^OK$' "$tmp/numbers.out") games started"
expect "the brain still plays" "$tmp/numbers.out" '^[0-9]+,[0-9]+$'

for bad in -1 18446744073709551616 ''; do
    if run_pbrain --ai simple --seed "$bad" < /dev/null > /dev/null 2>&1; then
        fail "--seed '$bad' was taken"
    else
        ok "--seed '$bad' refused"
    fi
done
exit $status
