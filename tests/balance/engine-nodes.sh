#!/bin/sh
# wuzi-balance's repeatability rests on the engine: under a node limit
# (nodes=N) its choice must not depend on the time it is given, as long as
# the time is more than N nodes need.  The engine's offers of fifth moves
# search each candidate with N nodes (and no share of the time) when
# nodes=N is given.  Two checks, each against a day's limit:
# - nodes=20 in 200 ms: a few hundred nodes, done in milliseconds even in
#   a sanitizer's build on a busy machine, yet an engine that spends a
#   share of its time instead of N nodes is cut short and offers others;
# - nodes=500 (a limit people use) in ten times what the search under a
#   day took here, at least two seconds: measured rather than guessed, so
#   that a slow machine does not pass for a time-dependent engine.
build=${WZ_TEST_BUILDDIR:-.}
cd "$build" || exit 1
status=0
now_ms() { echo $(($(date +%s%N) / 1000000)); }
offer() { # NODES TIME
    printf 'new renju-yamaguchi\nplay h8 g8 g7\ndeclare 6\nstay\nplay f6\nai both engine nodes=%s time=%s seed=1\ngo\nhistory\n' "$1" "$2" |
        shell/wuzi | grep '^[0-9]*\. P1 offer '
}
same() { # NODES SHORT-TIME DAY'S-OFFER
    short=$(offer "$1" "$2")
    echo "nodes=$1 time=$2: $short"
    [ -n "$3" ] || { echo "FAIL: nodes=$1: no offer made"; status=1; return; }
    [ "$3" = "$short" ] || { echo "FAIL: with nodes=$1 the offer depends on the time limit"; status=1; }
}
day=$(offer 20 86400000)
echo "nodes=20 time=86400000: $day"
same 20 200 "$day"
start=$(now_ms)
day=$(offer 500 86400000)
took=$(($(now_ms) - start))
echo "nodes=500 time=86400000: $day (${took} ms)"
short=$((10 * took))
[ $short -ge 2000 ] || short=2000
same 500 $short "$day"
exit $status
