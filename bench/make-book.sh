#!/bin/sh
# make-book.sh SECONDS BRAIN [ARG...] > plugins/engine/book_renju.inc
#   Writes the engine's opening book (plugins/engine/book.h): for each of
#   the 26 renju openings (as `wuzi` lists them: B1 h8, W2 h9 or i9, B3),
#   white's fourth move, chosen by a search of SECONDS seconds of the
#   Gomocup brain BRAIN (bench/engine-snapshot.sh makes one; give it
#   book=off so that the book does not answer for itself).  Two positions
#   are searched at a time, so that a 2-core machine is kept busy.  The
#   book is the engine's own analysis: nothing in it comes from another
#   engine or from games against one.
set -eu
[ $# -ge 2 ] || { echo "usage: make-book.sh SECONDS BRAIN [ARG...]" >&2; exit 2; }
top=$(cd "$(dirname "$0")/.." && pwd)

if [ "$1" = "--one" ]; then
    # --one SECONDS CODE B2 B3 BRAIN...: one position, one line of the book
    ms=$(($2 * 1000)); code=$3; w2=$4; b3=$5; shift 5
    letters=abcdefghijklmnopqrstuvwxyz
    coords() { # h10 -> 7,9 (Gomocup's x,y)
        echo "$1" | awk -v l=$letters '{ printf "%d,%d", index(l, substr($1, 1, 1)) - 1, substr($1, 2) - 1 }'
    }
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    {
        printf 'START 15\nINFO rule 4\nINFO timeout_turn %s\nINFO timeout_match 90000000\n' "$ms"
        printf 'INFO time_left 90000000\nBOARD\n%s,2\n%s,1\n%s,2\nDONE\n' \
            "$(coords h8)" "$(coords "$w2")" "$(coords "$b3")"
        while ! grep -q '^[0-9]*,[0-9]*$' "$tmp/out" 2>/dev/null; do sleep 1; done
        echo END
    } | "$@" > "$tmp/out" 2>/dev/null
    answer=$(grep '^[0-9]*,[0-9]*$' "$tmp/out")
    x=${answer%,*}; y=${answer#*,}
    reply=$(echo "$x $y" | awk -v l=$letters '{ printf "%s%d", substr(l, $1 + 1, 1), $2 + 1 }')
    why=$(grep '^MESSAGE' "$tmp/out" | tail -n 1 | sed 's/^MESSAGE //; s/, pv.*//; s/[*\/]//g')
    printf '{"h8 %s %s", "%s"}, /* %s: %s */\n' "$w2" "$b3" "$reply" "$code" "$why"
    exit 0
fi

secs=$1; shift
echo "/* book_renju.inc - white's fourth move after each of the 26 renju openings,"
echo " * by $secs s searches of the engine itself (bench/make-book.sh; book.h). */"
list=$(mktemp)
trap 'rm -f "$list" "$list".*' EXIT
echo openings | "$top/shell/wuzi" | awk 'NR > 1 && $1 ~ /^[DI][0-9]+$/ {
        print $1, (substr($1, 1, 1) == "D" ? "h9" : "i9"), $4 }' > "$list"
for half in 0 1; do
    awk -v h=$half 'NR % 2 == h' "$list" | while read -r code w2 b3; do
        "$0" --one "$secs" "$code" "$w2" "$b3" "$@"
    done > "$list.$half" &
done
wait
cat "$list.0" "$list.1" | sort -t'*' -k2,2V
