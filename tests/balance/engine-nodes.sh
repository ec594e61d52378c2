#!/bin/sh
# wuzi-balance's repeatability rests on the engine: under a node or depth
# limit (nodes=N, depth=N) its choice must not depend on the time it is
# given, however short: the limit fixes the work, and the clock is not
# looked at (a 1 ms limit would otherwise cut the offer's searches short,
# as a slow machine or a sanitizer build cuts a longer one).
build=${WZ_TEST_BUILDDIR:-.}
cd "$build" || exit 1
offer() { # LIMIT TIME
    printf 'new renju-yamaguchi\nplay h8 g8 g7\ndeclare 6\nstay\nplay f6\nai both engine %s time=%s seed=1\ngo\nhistory\n' "$1" "$2" |
        shell/wuzi | grep 'offer '
}
status=0
for limit in nodes=500 depth=3; do
    slow=$(offer $limit 86400000)
    fast=$(offer $limit 1)
    echo "$limit time=86400000: $slow"
    echo "$limit time=1:        $fast"
    [ -n "$slow" ] || { echo "FAIL: $limit: no offer made"; status=1; }
    [ "$slow" = "$fast" ] || { echo "FAIL: with $limit the offer depends on the time limit"; status=1; }
done
exit $status
