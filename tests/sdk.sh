#!/bin/sh
# The SDK from a user's side, against this build tree (pkg-config reads
# its wuzi-uninstalled.pc): `wuzi plugin new NAME` makes a folder that
# builds with its own Makefile and passes its regression file at once;
# every example folder builds and passes the same way; the .pc files say
# the header's ABI and API.  (.ci/sdk does it again against an install.)
builddir=$(cd "${WZ_TEST_BUILDDIR:-.}" && pwd)
srcdir=$(cd "${WZ_TEST_SRCDIR:-.}" && pwd)
scratch=${TMPDIR:?make check sets a scratch TMPDIR}
wuzi="$builddir/shell/wuzi"
MAKE=${MAKE:-make}
# each build is a user's own, not a part of this make's
unset MAKEFLAGS MFLAGS MAKELEVEL
PKG_CONFIG_PATH=$builddir
export PKG_CONFIG_PATH
build="CFLAGS=-O2 -Wall -Wextra -Werror WUZI=$wuzi"
fail=0
ok() { echo "passed: $1"; }
bad() { echo "FAILED: $1"; fail=1; }

# a new plugin, made, built and checked as the guide says
cd "$scratch" || exit 99
if "$wuzi" plugin new my-game > new.out 2>&1 && [ -f my-game/my-game.c ] && [ -f my-game/my-game.ini ] &&
    [ -f my-game/my-game.tst ] && [ -f my-game/Makefile ]; then
    ok "plugin new made my-game/"
else
    bad "plugin new: $(cat new.out)"
fi
grep -q '^id = my-game$' my-game/my-game.ini && grep -q '\.id = "my-game"' my-game/my-game.c &&
    ! grep -q template my-game/my-game.c my-game/my-game.ini my-game/my-game.tst my-game/Makefile &&
    ok "its files name it" || bad "its files still say template"
if (cd my-game && $MAKE -s $build check) > check.out 2>&1 && grep -q ' passed, 0 failed' check.out; then
    ok "it builds and passes at once: $(grep " passed, " check.out)"
else
    bad "my-game does not build or pass:"; cat check.out
fi
if "$wuzi" plugin new my-game 2> again.out; then
    bad "plugin new over an existing folder"
elif [ "$(wc -l < again.out)" -eq 1 ] && grep -q "my-game: already exists" again.out; then
    ok "an existing folder is refused in one line"
else
    bad "existing folder: $(cat again.out)"
fi
"$wuzi" plugin new 'Bad Name' 2> name.out && bad "a bad name accepted" ||
    { grep -q "cannot name a plugin" name.out && ok "a bad name is refused" || bad "bad name: $(cat name.out)"; }
[ ! -e 'Bad Name' ] || bad "a folder was left for the bad name"

# the examples, copied out as a user would, build with their Makefiles
for dir in "$srcdir"/examples/*/; do
    name=$(basename "$dir")
    rm -rf "$scratch/example-$name" && cp -R "$dir" "$scratch/example-$name" || exit 99
    if (cd "$scratch/example-$name" && $MAKE -s $build check) > "example-$name.out" 2>&1 &&
        grep -q ' passed, 0 failed' "example-$name.out"; then
        ok "examples/$name builds and passes: $(grep " passed, " "example-$name.out")"
    else
        bad "examples/$name:"; cat "example-$name.out"
    fi
done

# the .pc files say what the header says
abi=$(sed -n 's/^#define WZ_ABI \([0-9]*\)$/\1/p' "$srcdir/kernel/wuzi/plugin.h")
api=$(sed -n 's/^#define WZ_API \([0-9]*\)$/\1/p' "$srcdir/kernel/wuzi/plugin.h")
for pc in "$builddir/wuzi.pc" "$builddir/wuzi-uninstalled.pc"; do
    [ "$(sed -n 's/^plugin_abi=//p' "$pc")" = "$abi" ] && [ "$(sed -n 's/^plugin_api=//p' "$pc")" = "$api" ] &&
        ok "${pc##*/} says ABI $abi, API $api" || bad "${pc##*/} disagrees with plugin.h (ABI $abi, API $api)"
done
exit $fail
