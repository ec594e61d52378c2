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

# plugins: every file, which loads and why not; the user's hides the build tree's
printf 'not a shared object\n' > "$data/plugins/junk.so"
cp "$builddir/tests/fixtures/user/.libs/gomoku.so" "$data/plugins/othername.so"
got=$(printf 'plugins\n' | $wuzi 2>&1)
line() { printf '%s\n' "$got" | grep -F -- "$1" | head -1; }
check "plugins: the user's gomoku loads, with its contract" \
    "= variant gomoku 0 abi 2 api 2 $data/plugins/gomoku.so (9 variants)" "$(line "$data/plugins/gomoku.so")"
check "plugins: a file that is not a plugin, refused with why" \
    "refused $data/plugins/junk.so: cannot open" "$(line junk.so | cut -d: -f1-2)"
check "plugins: an id that is not the file's name, refused" \
    "refused $data/plugins/othername.so: descriptor id 'gomoku' does not match the file name (want 'othername')" \
    "$(line othername.so)"
check "plugins: the build tree's gomoku is hidden by the user's" \
    "hidden $builddir/plugins/.libs/gomoku.so (by $data/plugins/gomoku.so)" \
    "$(line "$builddir/plugins/.libs/gomoku.so")"
check "plugins: the build tree's engine, an AI" \
    "ai engine" "$(line "/engine.so" | cut -d' ' -f1-2)"
exit $fail
