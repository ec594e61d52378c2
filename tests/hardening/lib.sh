# lib.sh - what the hardening tests share (sourced, not run).
#
# The programs run through $WZ_TEST_WRAPPER, so check-valgrind covers
# them; every test runs in a scratch folder of its own ($TMPDIR, see
# AM_TESTS_ENVIRONMENT).
builddir=$(cd "${WZ_TEST_BUILDDIR:-.}" && pwd)
srcdir=$(cd "${WZ_TEST_SRCDIR:-.}" && pwd)
wuzi="$builddir/shell/wuzi"
pbrain="$builddir/shell/pbrain/pbrain-wuzi"
match="$builddir/shell/match/wuzi-match"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/wuzi-hardening.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
status=0

fail() {
    echo "FAIL: $*"
    status=1
}

ok() {
    echo "ok: $*"
}

# run_wuzi ARGS...: the shell, standard input and output as given
run_wuzi() {
    $WZ_TEST_WRAPPER "$wuzi" "$@"
}

run_pbrain() {
    $WZ_TEST_WRAPPER "$pbrain" "$@"
}

# repeat N TEXT: TEXT N times, separated by spaces
repeat() {
    awk -v n="$1" -v t="$2" 'BEGIN { for (i = 0; i < n; i++) printf "%s%s", (i ? " " : ""), t }'
}

# chars N C: the character C N times, nothing between
chars() {
    awk -v n="$1" -v c="$2" 'BEGIN { for (i = 0; i < n; i++) printf "%s", c }'
}

# expect NAME FILE PATTERN: FILE holds a line matching the grep -E PATTERN
expect() {
    if grep -Eq -- "$3" "$2"; then ok "$1"; else fail "$1: no line matches '$3' in:"; head -c 2000 "$2"; echo; fi
}

# expect_not NAME FILE PATTERN
expect_not() {
    if grep -Eq -- "$3" "$2"; then fail "$1: a line matches '$3':"; grep -E -- "$3" "$2" | head -c 2000; echo; else ok "$1"; fi
}
