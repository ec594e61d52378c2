#!/bin/sh
# Every case of tests/renju/renju-forbidden.txt through the shell: a point
# case becomes `setup` + `check P`, an ALL case `setup` + `forbidden` (the
# full list, ordered by column then row).  The cases are turned into a
# regression file and run with wuzi --regress.
srcdir=${WZ_TEST_SRCDIR:-.}
builddir=${WZ_TEST_BUILDDIR:-.}
data="$srcdir/tests/renju/renju-forbidden.txt"
tst=$(mktemp "${TMPDIR:-/tmp}/wuzi-forbidden-XXXXXX.tst") || exit 99
trap 'rm -f "$tst"' EXIT

# "f11=double-three,f8=double-three" -> "f8 f11", by column then row
sorted_points() {
    echo "$1" | tr ',' '\n' | sed 's/=.*//' | sed 's/^\([a-z]\)\([0-9]*\)$/\1 \2/' |
        sort -k1,1 -k2n | tr -d ' ' | tr '\n' ' ' | sed 's/ $//'
}

n=0
grep -v '^#' "$data" | grep -v '^[[:space:]]*$' | while IFS='|' read -r id black white point expected source; do
    id=$(echo $id); black=$(echo $black); white=$(echo $white)
    point=$(echo $point); expected=$(echo $expected)
    n=$((n + 1))
    echo "# $id"
    echo "new renju"
    echo "setup black $black white $white"
    if [ "$point" = ALL ]; then
        echo "$n forbidden"
        if [ "$expected" = none ]; then
            echo "#? []"
        else
            echo "#? [$(sorted_points "$expected")]"
        fi
    else
        case "$expected" in
        not-forbidden) want=legal ;;
        */*) want="($(echo "$expected" | tr '/' '|'))" ;;
        *) want=$expected ;;
        esac
        echo "$n check $point"
        echo "#? [$want]"
    fi
done > "$tst"

cases=$(grep -c '^#? ' "$tst")
echo "renju-forbidden.txt: $cases cases"
[ "$cases" -gt 90 ] || { echo "FAIL: too few cases read from $data"; exit 1; }
$WZ_TEST_WRAPPER "$builddir/shell/wuzi" --regress "$tst"
