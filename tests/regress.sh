#!/bin/sh
# regress.sh FILE.tst - how make check runs a regression file: wuzi
# --regress from the test's own scratch folder ($TMPDIR, made for each test
# by AM_TESTS_ENVIRONMENT), so the records a file saves under a plain name
# (save x.wuzi) never meet another run's.  The build tree's shell/ and
# tests/ are linked there for the files that start its programs
# (engine=tests/gomocup/pbrain-crash).  $WZ_TEST_WRAPPER (valgrind, for
# check-valgrind) runs wuzi.
builddir=$(cd "${WZ_TEST_BUILDDIR:-.}" && pwd)
case $1 in
/*) tst=$1 ;;
*) tst=$(pwd)/$1 ;;
esac
scratch=${TMPDIR:?no scratch folder}
for d in shell tests; do
    [ -e "$scratch/$d" ] || ln -s "$builddir/$d" "$scratch/$d" || exit 99
done
cd "$scratch" || exit 99
exec $WZ_TEST_WRAPPER "$builddir/shell/wuzi" --regress "$tst"
