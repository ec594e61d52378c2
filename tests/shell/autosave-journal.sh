#!/bin/sh
# The autosave of a game too big to write after every command (a record
# past 64 KB): its changes go to autosave.journal, and --resume rebuilds
# from the record and the journal exactly what a save in the session
# wrote: new variations, comments, tags and players, the position and the
# current line, the AI seats; cut and promote (which acting along a line
# cannot redo) write the record whole again; an entry cut short by a kill
# and the journal of an earlier record are ignored; a reply read is on
# disk (kill -9 right after it).
builddir=${WZ_TEST_BUILDDIR:-.}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/wuzi-journal.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
wuzi=$(cd "$builddir/shell" && pwd)/wuzi
cd "$tmp" || exit 99
XDG_STATE_HOME="$tmp/state"
export XDG_STATE_HOME
auto="$tmp/state/wuzi/autosave.wuzi"
journal="$tmp/state/wuzi/autosave.journal"
status=0
ok() { echo "ok: $1"; }
fail() { echo "FAIL: $1"; status=1; }
run() { $WZ_TEST_WRAPPER "$wuzi" "$@"; }
base_id() { sed -n 's/^# base: //p' "$auto"; }
same() {
    if [ -s "$1" ] && cmp -s "$1" "$2"; then ok "$3"; else fail "$3: $1 and $2 differ"; diff "$1" "$2" | head -20; fi
}

# A library: h8, then every other first move as an alternative, each with
# a long comment and a reply (about 120 KB as a record).
long=$(printf 'a comment long enough to make this library big %.0s' 1 2 3 4 5 6)
{
    printf 'wuzi-record 2\nvariant gomoku-freestyle\nseed 1\nplay h8\n'
    for x in a b c d e f g h i j k l m n o; do
        for y in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15; do
            [ "$x$y" = h8 ] && continue
            printf 'variation\nplay %s%s\ncomment %s\nplay h8\nend-variation\n' "$x" "$y" "$long"
        done
    done
    printf 'end-record\n'
} > lib.wuzi
[ "$(wc -c < lib.wuzi)" -gt 70000 ] || fail "the library is too small to be journalled"

printf 'load lib.wuzi\n' | run --autosave > load.out
grep -q '^=' load.out || { fail "the library did not load"; cat load.out; exit 1; }
first=$(base_id)
[ -n "$first" ] && [ ! -e "$journal" ] && ok "load writes the record whole" || fail "load: base '$first'"

# the changes of a study, then what a save says it was
cat > study.cmd <<'END'
play i9
play j10 k11
comment a look at\nthis
tag event Club night
player P1 Ann
back 2
play a1
ai P2 simple
play b2
ai P2 off
ai P1 simple
goto 1
comment on h8
save expect1.wuzi
END
run --resume --autosave < study.cmd > study.out
grep -q '^?' study.out && { fail "a command of the study was refused"; cat study.out; }
[ "$(base_id)" = "$first" ] && ok "the study's commands go to the journal, the record stays" ||
    fail "the record was written again ($(base_id), was $first)"
entries=$(grep -c '^end$' "$journal" 2>/dev/null)
[ "${entries:-0}" -ge 10 ] && ok "the journal holds the study ($entries entries)" || fail "journal entries: $entries"
grep -q "^# seat: ai P1 simple" "$journal" && ok "the seats ride in the journal" || fail "no seat in the journal"
printf 'save got1.wuzi\nstatus\n' | run --resume > resume1.out
same expect1.wuzi got1.wuzi "resume rebuilds the study from record and journal"
grep -q "P1 black: simple" resume1.out && ok "the seats as of the last entry" || { fail "seats after resume"; cat resume1.out; }

# more after a resume goes on in the same journal
printf 'forward 1\nvariations 3\nplay c3\nsave expect2.wuzi\n' | run --resume --autosave > more.out
[ "$(base_id)" = "$first" ] && [ "$(grep -c '^end$' "$journal")" -gt "$entries" ] &&
    ok "a resumed session appends to the journal" || fail "a resumed session wrote the record again"
printf 'save got2.wuzi\n' | run --resume > /dev/null
same expect2.wuzi got2.wuzi "resume after a resumed session"

# cut reshapes the tree: the record is written whole, the journal goes
printf 'cut\nsave expect3.wuzi\n' | run --resume --autosave > cut.out
[ "$(base_id)" != "$first" ] && [ ! -e "$journal" ] && ok "cut writes the record whole" ||
    fail "cut did not write the record whole"
printf 'save got3.wuzi\n' | run --resume > /dev/null
same expect3.wuzi got3.wuzi "resume after cut"
printf 'goto 0\nvariations 5\nforward 1\npromote\nplay d4\nsave expect4.wuzi\n' | run --resume --autosave > promote.out
printf 'save got4.wuzi\n' | run --resume > /dev/null
same expect4.wuzi got4.wuzi "resume after promote and a move"

# an entry cut short (a kill while it was written) is not applied
printf 'play e6\nsave expect5.wuzi\n' | run --resume --autosave > /dev/null
printf 'entry\nact play h8\nact play o15\nat 2\n' >> "$journal"
printf 'save got5.wuzi\n' | run --resume > /dev/null
same expect5.wuzi got5.wuzi "an entry without its end is ignored"

# a journal that follows an earlier record (a kill between the record and
# the journal's removal) is not applied
cp "$journal" journal.keep
printf 'save expect6.wuzi\n' | run --resume > /dev/null
sed -i '1s/.*/# wuzi autosave journal of base 1-2-3/' "$journal"
printf 'history\n' | run --resume > stale.out
grep -q 'e6' stale.out && fail "a journal of another record was applied" || ok "a journal of another record is ignored"
cp journal.keep "$journal"

# kill -9 right after a reply: the command is on disk
mkfifo cmds
run --resume --autosave < cmds > kill.out &
pid=$!
exec 3> cmds
printf 'play f7\n' >&3
for i in $(seq 100); do grep -q '^=' kill.out && break; sleep 0.1; done
kill -9 $pid
wait $pid 2>/dev/null
exec 3>&-
printf 'history\n' | run --resume > killed.out
grep -q 'play f7' killed.out && ok "a reply read is on disk at kill -9" || { fail "f7 was lost"; cat killed.out; }
exit $status
