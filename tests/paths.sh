#!/bin/sh
# Where plugins and manifests are searched: the user's folders first
# ($WUZI_PLUGIN_PATH, $WUZI_VARIANT_PATH, then $XDG_DATA_HOME/wuzi), then
# the installed ones (here the build tree's); wuzi --paths and the paths
# command say so, and a user's manifest or plugin overrides the one of the
# same name further on.
builddir=$(cd "${WZ_TEST_BUILDDIR:-.}" && pwd -P)
srcdir=$(cd "${WZ_TEST_SRCDIR:-.}" && pwd -P)
wuzi="$WZ_TEST_WRAPPER $builddir/shell/wuzi"
data=${XDG_DATA_HOME:?make check sets a scratch XDG_DATA_HOME}/wuzi
fail=0
check() { # what, expected, got
    if [ "$2" != "$3" ]; then
        printf 'FAILED: %s\n  expected: %s\n  got:      %s\n' "$1" "$2" "$3"
        fail=1
    else
        echo "passed: $1"
    fi
}

got=$(WUZI_PLUGIN_PATH=/nowhere/a:/nowhere/b WUZI_VARIANT_PATH=/nowhere/c $wuzi --paths)
want="plugins /nowhere/a (WUZI_PLUGIN_PATH, absent)
plugins /nowhere/b (WUZI_PLUGIN_PATH, absent)
plugins $data/plugins (your data folder, absent)
plugins $builddir/plugins/.libs (build tree)
variants /nowhere/c (WUZI_VARIANT_PATH, absent)
variants $data/variants (your data folder, absent)
variants $srcdir/variants (build tree)"
check "--paths: user folders first, in order" "$want" "$got"

got=$(printf 'paths\n' | $wuzi | head -1)
check "the paths command" "= plugins $data/plugins (your data folder, absent)" "$got"

# a manifest of the user's overrides the installed one, quietly
mkdir -p "$data/variants" "$data/plugins"
sed 's/^name = .*/name = My free-style/' "$srcdir/variants/gomoku-freestyle.ini" \
    > "$data/variants/gomoku-freestyle.ini"
got=$(printf 'rules gomoku-freestyle\n' | $wuzi 2>&1 | head -1)
check "the user's manifest wins" "= My free-style (gomoku-freestyle)" "$got"
got=$($wuzi --paths | grep overridden)
check "and --paths names the one it overrides" \
    "overridden $srcdir/variants/gomoku-freestyle.ini (by $data/variants/gomoku-freestyle.ini)" "$got"

# so does a plugin of the user's
cp "$builddir/tests/fixtures/user/.libs/gomoku.so" "$data/plugins/gomoku.so"
got=$(printf 'rules gomoku-standard\n' | $wuzi 2>&1 | grep '^plugin:')
check "the user's plugin wins" "plugin: gomoku (A user's own gomoku 0)" "$got"
got=$(printf 'new gomoku-standard\nplay h8 a1 i8 a3 j8 a5 k8 a7 f8 a9 g8\nresult\n' | $wuzi 2>&1 | tail -2 | head -1)
check "and plays (free-style: the overline wins)" "= black wins (five)" "$got"
exit $fail
