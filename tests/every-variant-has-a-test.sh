#!/bin/sh
# Every manifest under variants/ has a regression file tests/variants/ID.tst
# that Makefile.am runs; a variant without one fails make check.
srcdir=${WZ_TEST_SRCDIR:-.}
status=0
count=0
for m in "$srcdir"/variants/*.ini; do
    id=$(basename "$m" .ini)
    count=$((count + 1))
    if [ ! -f "$srcdir/tests/variants/$id.tst" ]; then
        echo "FAIL: $id has no regression file tests/variants/$id.tst"
        status=1
    elif ! cat "$srcdir/Makefile.am" $(find "$srcdir" -name local.mk) | grep -q "tests/variants/$id.tst"; then
        echo "FAIL: tests/variants/$id.tst is not listed in Makefile.am or a local.mk"
        status=1
    fi
done
echo "$count manifests checked"
exit $status
