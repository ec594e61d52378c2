#!/bin/sh
# Command input of any size reaches the shell whole, and none of it can
# overrun a buffer: many points, many words, long lines (issue 11).  Each
# case runs in batch mode and through --regress; the shell must answer
# every command and keep running.
. "${WZ_TEST_SRCDIR:-.}/tests/hardening/lib.sh"

long_comment=$(chars 5000 x)
many_words=$(awk 'BEGIN { for (i = 0; i < 700; i++) printf "%sw%d", (i ? " " : ""), i }')
long_name=$(chars 5000 q)

# batch NAME PATTERN COMMAND...: a shell of its own runs the commands (a
# game of gomoku-freestyle first), answers each, ends well, and one reply
# matches PATTERN
n=0
batch() {
    name=$1 pattern=$2
    shift 2
    n=$((n + 1))
    { echo "new gomoku-freestyle size=26"; for c in "$@"; do echo "$c"; done; echo status; } > "$tmp/$n.cmd"
    run_wuzi --autosave < "$tmp/$n.cmd" > "$tmp/$n.out" 2> "$tmp/$n.err"
    rc=$?
    replies=$(grep -c '^[=?]' "$tmp/$n.out")
    if [ $rc != 0 ] || [ "$replies" != $(($# + 2)) ]; then
        fail "$name: status $rc, $replies replies to $(($# + 2)) commands"
        head -c 600 "$tmp/$n.err"
        return
    fi
    expect "$name" "$tmp/$n.out" "$pattern"
}

batch "300 points: refused whole" '^\? a1 is occupied$' "play $(repeat 300 a1)"
batch "300 points: nothing of them was played" '^= P1 black play' "play $(repeat 300 a1)"
batch "300 keys: refused" "^\? gomoku-freestyle has no key 'x'" "new gomoku-freestyle $(repeat 300 x=1)"
batch "3 KB of offer: refused" '^\? offer takes at most 32 points$' "offer $(repeat 1000 a1)"
batch "1400 set-up stones: refused" '^\? setup: more black stones than the boards have points$' \
    "setup black $(repeat 1400 a1)"
batch "a 5000-character comment, whole" "^= $long_comment\$" "comment $long_comment" comment
batch "700 words, all of them" "^= $many_words\$" "comment $many_words" comment
batch "a 5000-character unknown command, named whole" \
    "^\\? unknown command '$long_name' \\(help lists them\\)\$" "$long_name"
batch "seed=-1: refused" \
    "^\\? seed must be a whole number from 0 to 18446744073709551615, not '-1'\$" "new gomoku-freestyle seed=-1"
batch "seed past 2^64-1: refused" "not '18446744073709551616'\$" "new gomoku-freestyle seed=18446744073709551616"
batch "seed=+5: refused" "not '\\+5'\$" "new gomoku-freestyle seed=+5"
batch "the largest seed is taken" '^=$' "new gomoku-freestyle seed=18446744073709551615"
expect_not "the largest seed is not refused" "$tmp/$n.out" '^\?'

batch "a clock of NaN seconds is none" '^\? game=nan: a duration is' "time game=nan"
batch "nor one whose minutes overflow" '^\? game=99999999999999999999:00: a duration is' \
    "time game=99999999999999999999:00"
batch "an orientation of 2^32 is not 0" '^\? the orientation is a number from 0 to 7$' "opening D1 4294967296"
# the seat's command line, whole, for --resume
seat_seed="seed=$(chars 2000 0)1"
batch "a 2 KB AI seat is taken" '^=$' "ai white simple $seat_seed"
expect_not "a 2 KB AI seat is not refused" "$tmp/$n.out" '^\?'
expect "a 2 KB AI seat kept whole for --resume" "$XDG_STATE_HOME/wuzi/autosave.wuzi" \
    "^# seat: ai (white|P2) simple $seat_seed\$"

# --seed takes what new takes
for bad in -1 18446744073709551616 '' 1x; do
    if run_wuzi --seed "$bad" < /dev/null > /dev/null 2>&1; then
        fail "--seed '$bad' was taken"
    else
        ok "--seed '$bad' refused"
    fi
done

# the same through --regress: a crash there loses the whole file
{
    echo "1 new gomoku-freestyle size=26"
    echo "#? []"
    echo "2 play $(repeat 300 a1)"
    echo "#? [? a1 is occupied]"
    echo "3 new gomoku-freestyle $(repeat 300 x=1)"
    echo "#? [? gomoku-freestyle has no key 'x'.*]"
    echo "4 offer $(repeat 1000 a1)"
    echo "#? [? offer takes at most 32 points]"
    echo "5 comment $long_comment"
    echo "#? []"
    echo "6 comment"
    echo "#? [x{5000}]"
    echo "7 status"
    echo "#? [P1 black play.*]"
    echo "8 comment $many_words"
    echo "#? []"
    echo "9 comment"
    echo "#? [(w[0-9]+ ){699}w699]"
    # a test that fails on purpose: its line number must be right after
    # the long lines above
    echo "10 status"
    echo "#? [nothing like this]"
} > "$tmp/limits.tst"
run_wuzi --regress "$tmp/limits.tst" > "$tmp/regress.out" 2>&1
expect "--regress: the long lines passed" "$tmp/regress.out" '^9 passed$'
expect "--regress: the right line number after long lines" "$tmp/regress.out" '^10 FAILED at line 19: status$'
expect "--regress: the count" "$tmp/regress.out" '^9 passed, 1 failed$'

# a regression file starts with nothing of the one before: the games kept
# in memory are the session's (they reached the next file, and a fuzzed
# input could reopen an earlier input's game)
printf 'new renju\nplay h8\nnew renju\n1 games\n#? [1\\. .*renju, 1 action.*]\n' > "$tmp/keeps.tst"
printf '1 games\n#? [no kept games.*]\n' > "$tmp/fresh.tst"
run_wuzi --regress "$tmp/keeps.tst" "$tmp/fresh.tst" > "$tmp/kept.out" 2>&1
expect "--regress: a file keeps its games" "$tmp/kept.out" '^1 passed$'
expect_not "--regress: the next file does not see them" "$tmp/kept.out" 'FAILED'
exit $status
