#!/bin/sh
# make-book.sh SECONDS BRAIN [ARG...] > plugins/engine/book_renju.inc
#   Writes the engine's opening book (plugins/engine/book.h): for each of
#   the 26 renju openings (as `wuzi` lists them: B1 h8, W2 h9 or i9, B3),
#   white's fourth move, chosen by a search of SECONDS seconds of the
#   Gomocup brain BRAIN (bench/engine-snapshot.sh makes one; give it
#   book=off so that the book does not answer for itself); then, for
#   black's fifth moves the engine itself expects there (its choice after
#   1 s, as in a game, and after SECONDS), white's sixth, again by a
#   search of SECONDS.  Two positions are searched at a time, so that a
#   2-core machine is kept busy.  The book is the engine's own analysis:
#   nothing in it comes from another engine or from games against one.
#
# make-book.sh --keep BOOK SECONDS BRAIN [ARG...]
#   The same, but white's fourth moves are taken from BOOK (a
#   book_renju.inc written before) where it has them.
#
# make-book.sh --pos SECONDS "MOVES" BRAIN [ARG...]
#   One position (moves from black's first, "h8 h9 h10 g8"): prints the
#   move the side to move chooses in SECONDS, then the search's last
#   report (depth and score).
set -eu
[ $# -ge 2 ] || { sed -n '2,21p' "$0" >&2; exit 2; }
top=$(cd "$(dirname "$0")/.." && pwd)
self=$0
letters=abcdefghijklmnopqrstuvwxyz

if [ "$1" = "--pos" ]; then
    secs=$2; moves=$3; shift 3
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    # Gomocup's BOARD marks the side to move's stones 1, the other's 2.
    n=$(echo "$moves" | wc -w)
    board=$(echo "$moves" | tr ' ' '\n' | awk -v l=$letters -v n="$n" 'NF {
            i++; own = (i % 2) == (n % 2 == 0 ? 1 : 0)
            printf "%d,%d,%d\n", index(l, substr($1, 1, 1)) - 1, substr($1, 2) - 1, own ? 1 : 2 }')
    {
        printf 'START 15\nINFO rule 4\nINFO timeout_turn %s\nINFO timeout_match 90000000\n' \
            "$((secs * 1000))"
        printf 'INFO time_left 90000000\nBOARD\n%s\nDONE\n' "$board"
        while ! grep -q '^[0-9]*,[0-9]*$' "$tmp/out" 2>/dev/null; do sleep 1; done
        echo END
    } | "$@" > "$tmp/out" 2>/dev/null
    answer=$(grep '^[0-9]*,[0-9]*$' "$tmp/out")
    x=${answer%,*}; y=${answer#*,}
    reply=$(echo "$x $y" | awk -v l=$letters '{ printf "%s%d", substr(l, $1 + 1, 1), $2 + 1 }')
    why=$(grep '^MESSAGE' "$tmp/out" | tail -n 1 | sed 's/^MESSAGE //; s/, pv.*//; s/[*\/]//g')
    echo "$reply $why"
    exit 0
fi

keep=/dev/null
if [ "$1" = "--keep" ]; then
    keep=$2; shift 2
fi
secs=$1; shift
list=$(mktemp)
trap 'rm -f "$list" "$list".*' EXIT
echo openings | "$top/shell/wuzi" | awk 'NR > 1 && $1 ~ /^[DI][0-9]+$/ {
        print $1, "h8", (substr($1, 1, 1) == "D" ? "h9" : "i9"), $4 }' > "$list"

# Each line of the list (CODE MOVES...) gets its entries in two halves.
for half in 0 1; do
    awk -v h=$half 'NR % 2 == h' "$list" | while read -r code moves; do
        w4=$(awk -v m="{\"$moves\"," '$1 " " $2 " " $3 == m {
                w = $4; gsub(/[",}]/, "", w); sub(/.*: /, ""); sub(/ \*\/$/, ""); print w " " $0 }' "$keep")
        [ -n "$w4" ] || w4=$("$self" --pos "$secs" "$moves" "$@")
        printf '{"%s", "%s"}, /* %s: %s */\n' "$moves" "${w4%% *}" "$code" "${w4#* }"
        four="$moves ${w4%% *}"
        b5fast=$("$self" --pos 1 "$four" "$@")
        b5long=$("$self" --pos "$secs" "$four" "$@")
        for b5 in $(printf '%s\n%s\n' "${b5fast%% *}" "${b5long%% *}" | sort -u); do
            w6=$("$self" --pos "$secs" "$four $b5" "$@")
            printf '{"%s %s", "%s"}, /* %s, black %s: %s */\n' "$four" "$b5" "${w6%% *}" \
                "$code" "$b5" "${w6#* }"
        done
    done > "$list.$half" &
done
wait
echo "/* book_renju.inc - white's fourth move after each of the 26 renju openings,"
echo " * and white's sixth after the engine's own fifth moves for black there, by"
if [ "$keep" = /dev/null ]; then
    echo " * $secs s searches of the engine itself (bench/make-book.sh; book.h). */"
else
    echo " * $secs s searches of the engine itself, the fourth moves where an earlier"
    echo " * book had them kept from it (bench/make-book.sh --keep; book.h). */"
fi
# by opening (D1..D13, I1..I13), each one's fourth move first
cat "$list.0" "$list.1" | awk '{ c = $0; sub(/.*\/\* /, "", c); sub(/[:,].*/, "", c); print c "\t" $0 }' |
    sort -s -t "$(printf '\t')" -k1,1V | cut -f2-
