#!/bin/sh
# Records are not trusted and files are not always files: load refuses a
# FIFO (or a folder) at once, save writes a symbolic link's target and
# keeps its permissions, what a record holds reaches the terminal shown,
# never obeyed, and nothing of a record is dropped or taken silently.
. "${WZ_TEST_SRCDIR:-.}/tests/hardening/lib.sh"
cd "$tmp" || exit 99
esc=$(printf '\033')
bel=$(printf '\007')

# shell NAME: run the commands of NAME.cmd, at most 20 s (a FIFO would
# hold it for ever), into NAME.out
shell() {
    timeout 20 "$SHELL" -c '"$0" "$@"' $WZ_TEST_WRAPPER "$wuzi" < "$1.cmd" > "$1.out" 2> "$1.err"
    rc=$?
    [ $rc = 0 ] || fail "$1: the shell exited with status $rc (124: it hung)"
}

# load of what is not a file
mkfifo fifo.wuzi && mkdir folder.wuzi
printf 'load fifo.wuzi\nload folder.wuzi\nload fifo.wuzi --format sgf\n' > special.cmd
shell special
expect "load of a FIFO is refused at once" special.out '^\? fifo\.wuzi: is a FIFO, not a regular file$'
expect "load of a folder is refused" special.out '^\? folder\.wuzi: is a folder, not a regular file$'
[ "$(grep -c 'is a FIFO' special.out)" = 2 ] || fail "a FIFO with --format: not refused"

# save through symbolic links
mkdir games other
ln -s games/target.wuzi link.wuzi
ln -s ../games/far.wuzi other/rel.wuzi
ln -s nowhere/x.wuzi dangling.wuzi
ln -s games folderlink.wuzi
ln -s loop1.wuzi loop2.wuzi && ln -s loop2.wuzi loop1.wuzi
printf 'wuzi-record 1\nvariant caro\nresult ongoing\nend-record\n' > games/target.wuzi
chmod 640 games/target.wuzi
{
    echo "new gomoku-freestyle seed=3"
    echo "play h8 h9"
    echo "save link.wuzi"
    echo "save other/rel.wuzi"
    echo "save dangling.wuzi"
    echo "save folderlink.wuzi"
    echo "save loop1.wuzi"
} > links.cmd
shell links
[ -L link.wuzi ] && ok "save keeps the link" || fail "save replaced the link"
grep -q '^play h9$' games/target.wuzi && ok "save writes the link's target" || fail "the target was not written"
perm=$(stat -c %a games/target.wuzi)
[ "$perm" = 640 ] && ok "the target keeps its permissions" || fail "the target's permissions became $perm"
[ -L other/rel.wuzi ] && grep -q '^play h9$' games/far.wuzi && ok "a relative link is followed from its folder" ||
    fail "a relative link: not followed from its folder"
expect "a link to a missing folder says so" links.out '^\? dangling\.wuzi: No such file or directory$'
expect "a link to a folder is refused" links.out '^\? folderlink\.wuzi: games is not a regular file; a record is saved to a file$'
expect "a loop of links is refused" links.out '^\? loop1\.wuzi: too many symbolic links$'
[ -z "$(ls games other | grep tmp)" ] && ok "no temporary file left" || fail "temporary files left: $(ls games other)"

# what a record says reaches the terminal as text
{
    echo "wuzi-record 1"
    echo "variant gomoku-freestyle"
    echo "seed 1"
    echo "tag p1 Ann${esc}]0;pwned${bel}"
    echo "comment before${esc}[2Jafter${esc}[31m"
    echo "result ongoing"
    echo "end-record"
} > control.wuzi
printf '(;FF[4]GM[4]SZ[15]PB[Bob%s[H%s[2J];B[hh]C[x%s\\]0;t%sy])\n' "$esc" "$esc" "$esc" "$bel" > control.sgf
printf 'load control.wuzi\nplayer P1\ncomment\nload control.sgf\nplayer\ncomment\nload nowhere/%s[2J.wuzi\n' "$esc" > control.cmd
shell control
if grep -q "$esc\\|$bel" control.out; then fail "a record sent control characters to the terminal"; else ok "no control character reaches the terminal"; fi
expect "a name's escape is shown" control.out '^= Ann\\x1B\]0;pwned\\x07$'
expect "a comment's escape is shown" control.out '^= before\\x1B\[2Jafter\\x1B\[31m$'
expect "SGF names and comments alike" control.out '^= x\\x1B\]0;t\\x07y$'
expect "a refusal that quotes a file name alike" control.out '^\? nowhere/\\x1B\[2J\.wuzi: No such file or directory$'

# --variant: a record that names its own variant says so, not ignored
printf 'new gomoku-freestyle seed=9\nplay h8\nsave own.wuzi\nsave own.sgf\n' > make.cmd
shell make
{
    echo "load own.wuzi --variant renju"
    echo "load own.wuzi --variant gomoku-freestyle"
    echo "load own.sgf --variant renju"
    echo "load own.sgf --variant gomoku-freestyle"
} > variant.cmd
shell variant
expect "--variant on a wuzi record of another variant: refused" variant.out \
    "^\\? own\\.wuzi: the record is a game of gomoku-freestyle; --variant renju is for records that name no variant"
expect "--variant on a wuzi SGF of another variant: refused" variant.out \
    "^\\? own\\.sgf:[0-9]+: XV\\[gomoku-freestyle\\]: the record names its variant; --variant renju is for records that name none"
[ "$(grep -c '^=' variant.out)" = 2 ] && ok "--variant naming the record's own variant loads" ||
    fail "--variant naming the record's own variant: $(cat variant.out)"

# silent values in a record: a seed of -1, more than 64 tags
printf 'wuzi-record 1\nvariant gomoku-freestyle\nseed -1\nresult ongoing\nend-record\n' > seed.wuzi
printf 'wuzi-record 1\nvariant gomoku-freestyle\nseed 1\nseed 2\nresult ongoing\nend-record\n' > seed2.wuzi
{
    echo "wuzi-record 1"
    echo "variant gomoku-freestyle"
    i=0
    while [ $i -lt 70 ]; do echo "tag t$i value $i"; i=$((i + 1)); done
    echo "result ongoing"
    echo "end-record"
} > tags.wuzi
long_value=$(chars 3000 v)
printf 'load seed.wuzi\nload tags.wuzi\ntag\nnew gomoku-freestyle\ntag event %s\nsave long.sgf\nnew caro\nload long.sgf\ntag event\n' "$long_value" > values.cmd
shell values
expect "a record's seed of -1 is refused" values.out "^\\? seed\\.wuzi:3: bad seed '-1' \\(want a whole number from 0 to 18446744073709551615\\)$"
[ "$(grep -c '^\(= \)\{0,1\}t[0-9]* value' values.out)" = 70 ] && ok "70 tags, all kept" ||
    fail "70 tags: $(grep -c '^\(= \)\{0,1\}t[0-9]* value' values.out) kept"
expect "an SGF tag of 3000 characters, whole" values.out "^= $long_value\$"
exit $status
