#!/bin/sh
# The rules of every variant speak to players: sources by their titles,
# never by file names or the catalog's numbering (seed 003), and none of
# the catalog's editorial marks ([decided: ...], [extra]).  Each variant
# has a summary and a family for the listings.
builddir=${WZ_TEST_BUILDDIR:-.}
wuzi="$builddir/shell/wuzi"
ids=$(printf 'variants\n' | $WZ_TEST_WRAPPER "$wuzi" | sed -n 's/^= //p; /^[a-z]/p' | sort -u)
[ -n "$ids" ] || { echo "FAIL: no variants"; exit 1; }
status=0
n=0
for id in $ids; do
    n=$((n + 1))
    out=$(printf 'rules %s\n' "$id" | $WZ_TEST_WRAPPER "$wuzi")
    bad=$(echo "$out" | grep -E -i 'seeds? ?[0-9]{3}|\[decided|\[extra\]|\.(md|txt|ini)\b' | head -1)
    if [ -n "$bad" ]; then
        echo "FAIL: rules $id: $bad"
        status=1
    fi
done
missing=$(printf 'variants --long\n' | $WZ_TEST_WRAPPER "$wuzi" | grep -E '^(= )?  [a-z0-9-]+ *$')
if [ -n "$missing" ]; then
    echo "FAIL: variants without a summary: $missing"
    status=1
fi
[ "$n" -ge 52 ] || { echo "FAIL: only $n variants"; status=1; }
[ $status = 0 ] && echo "all $n variants' rules read for players"
exit $status
