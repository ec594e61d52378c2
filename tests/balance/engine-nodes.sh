#!/bin/sh
# wuzi-balance's repeatability rests on the engine: under a node limit
# (nodes=N) its choice must not depend on the time it is given, however
# short: the node budget fixes the work and the clock is not looked at (a
# 1 ms limit used to cut the offer's searches short, as a slow machine or
# a sanitizer build cut a longer one).  Under a depth (depth=N) the time
# is a ceiling only: the choice is the same whenever the depth is reached
# within it (the time is never shared out among the offer's searches).
build=${WZ_TEST_BUILDDIR:-.}
cd "$build" || exit 1
offer() { # LIMIT TIME
    printf 'new renju-yamaguchi\nplay h8 g8 g7\ndeclare 6\nstay\nplay f6\nai both engine %s time=%s seed=1\ngo\nhistory\n' "$1" "$2" |
        shell/wuzi | grep 'offer '
}
status=0
for case in "nodes=500 1" "depth=3 20000"; do
    set -- $case
    slow=$(offer $1 86400000)
    fast=$(offer $1 $2)
    echo "$1 time=86400000: $slow"
    echo "$1 time=$2: $fast"
    [ -n "$slow" ] || { echo "FAIL: $1: no offer made"; status=1; }
    [ "$slow" = "$fast" ] || { echo "FAIL: with $1 the offer depends on the time limit"; status=1; }
done
exit $status
