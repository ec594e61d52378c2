#!/bin/sh
# wuzi-balance's repeatability rests on the engine: under a node limit
# (nodes=N) its choice must not depend on the time it is given, as long as
# the time is more than N nodes need (two seconds are, many times over).
# The engine's offers of fifth moves search each candidate with N nodes
# (and no share of the time) when nodes=N is given.
build=${WZ_TEST_BUILDDIR:-.}
cd "$build" || exit 1
offer() { # TIME
    printf 'new renju-yamaguchi\nplay h8 g8 g7\ndeclare 6\nstay\nplay f6\nai both engine nodes=500 time=%s seed=1\ngo\nhistory\n' "$1" |
        shell/wuzi | grep 'offer '
}
slow=$(offer 86400000)
fast=$(offer 2000)
echo "time=86400000: $slow"
echo "time=2000:     $fast"
[ -n "$slow" ] || { echo "FAIL: no offer made"; exit 1; }
[ "$slow" = "$fast" ] || { echo "FAIL: with nodes=500 the offer depends on the time limit"; exit 1; }
