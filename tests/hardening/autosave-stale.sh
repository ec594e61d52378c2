#!/bin/sh
# A kill during an autosave leaves autosave.wuzi.tmpPID behind; the next
# start removes those of processes that are gone, and only those.
. "${WZ_TEST_SRCDIR:-.}/tests/hardening/lib.sh"
state="$XDG_STATE_HOME/wuzi"
mkdir -p "$state" || exit 99
# 99999999 is past any pid_max: no such process
for f in autosave.wuzi.tmp99999999 "autosave.wuzi.tmp$$" autosave.wuzi.tmpabc autosave.wuzi.tmp other.tmp99999999; do
    echo "half a record" > "$state/$f"
done
echo "new gomoku-freestyle" | run_wuzi --autosave > "$tmp/out" 2>&1
[ ! -e "$state/autosave.wuzi.tmp99999999" ] && ok "a dead process's temporary file is removed" ||
    fail "a dead process's temporary file is left"
[ -e "$state/autosave.wuzi.tmp$$" ] && ok "a live process's temporary file is kept" ||
    fail "a live process's temporary file was removed"
for f in autosave.wuzi.tmpabc autosave.wuzi.tmp other.tmp99999999; do
    [ -e "$state/$f" ] && ok "$f is none of its business" || fail "$f was removed"
done
grep -q '^variant gomoku-freestyle$' "$state/autosave.wuzi" && ok "the autosave is written" ||
    fail "no autosave: $(cat "$tmp/out")"
exit $status
