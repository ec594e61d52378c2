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
# make-book.sh --black BOOK SECONDS BRAIN [ARG...]
#   BOOK (a book_renju.inc written before) with black's moves added: after
#   each of its white fourth moves, black's fifth, chosen by a search of
#   SECONDS (and white's sixth after it, where BOOK has none); then, after
#   each of BOOK's white sixth moves that follow that fifth, black's
#   seventh.  So the engine playing black follows its own longer analysis
#   as far as white follows the book's.
#
# make-book.sh --pos SECONDS "MOVES" BRAIN [ARG...]
#   One position (moves from black's first, "h8 h9 h10 g8"): prints the
#   move the side to move chooses in SECONDS, then the search's last
#   report (depth and score).
set -eu
[ $# -ge 2 ] || { sed -n '2,29p' "$0" >&2; exit 2; }
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

# by opening (D1..D13, I1..I13), in the order written within each
by_opening() {
    awk '{ c = $0; sub(/.*\/\* /, "", c); sub(/[:,].*/, "", c); print c "\t" $0 }' |
        sort -s -t "$(printf '\t')" -k1,1V | cut -f2-
}

# The entries on stdin whose positions are in none of FILE's entries nor
# in an earlier line, under the board's eight symmetries: a position's key
# is the least of its eight drawings as 225 characters.
new_positions() {
    awk -F'"' -v l=$letters '
    function key(moves,    n, m, i, o, dx, dy, t, r, g, best, s, k) {
        n = split(moves, m, " ")
        best = ""
        for (o = 0; o < 8; o++) {
            for (i = 0; i < 225; i++) g[i] = "."
            for (i = 1; i <= n; i++) {
                dx = index(l, substr(m[i], 1, 1)) - 8; dy = substr(m[i], 2) - 8
                if (o >= 4) dx = -dx
                for (r = 0; r < o % 4; r++) { t = dx; dx = -dy; dy = t }
                g[(dy + 7) * 15 + dx + 7] = i % 2 ? "b" : "w"
            }
            s = ""
            for (k = 0; k < 225; k++) s = s g[k]
            if (best == "" || s < best) best = s
        }
        return best
    }
    FILENAME != "-" && /^\{"/ { seen[key($2)] = 1; next }
    FILENAME == "-" { k = key($2); if (!(k in seen)) { seen[k] = 1; print } }' "$1" -
}

if [ "$1" = "--black" ]; then
    book=$2; secs=$3; shift 3
    [ -r "$book" ] || { echo "make-book.sh: cannot read '$book'" >&2; exit 1; }
    work=$(mktemp)
    trap 'rm -f "$work" "$work".*' EXIT
    # the book's entries, one a line: code, moves, reply
    awk -F'"' '/^\{"/ { c = $5; sub(/.*\/\* /, "", c); sub(/[:,].*/, "", c)
        print c "\t" $2 "\t" $4 }' "$book" > "$work"
    for half in 0 1; do
        awk -F'\t' -v h=$half 'split($2, m, " ") == 3 && (++n % 2) == h' "$work" |
        while IFS="$(printf '\t')" read -r code moves w4; do
            four="$moves $w4"
            b5=$("$self" --pos "$secs" "$four" "$@")
            printf '{"%s", "%s"}, /* %s, black after white %s: %s */\n' "$four" "${b5%% *}" \
                "$code" "$w4" "${b5#* }"
            five="$four ${b5%% *}"
            w6s=$(awk -F'\t' -v m="$five" '$2 == m { print $3 }' "$work")
            if [ -z "$w6s" ]; then
                w6=$("$self" --pos "$secs" "$five" "$@")
                printf '{"%s", "%s"}, /* %s, black %s: %s */\n' "$five" "${w6%% *}" \
                    "$code" "${b5%% *}" "${w6#* }"
                w6s=${w6%% *}
            fi
            for w6 in $w6s; do
                b7=$("$self" --pos "$secs" "$five $w6" "$@")
                printf '{"%s %s", "%s"}, /* %s, black after white %s: %s */\n' "$five" "$w6" \
                    "${b7%% *}" "$code" "$w6" "${b7#* }"
            done
        done > "$work.$half" &
    done
    wait
    sed -n '/^\/\*/,/\*\//p' "$book" | sed '$s| \*/$||'
    echo " * Black's fifth and seventh moves on the book's lines by $secs s searches"
    echo " * (bench/make-book.sh --black). */"
    # a line can reach a position of another opening's (D10's and I8's
    # lines meet): such a position is searched twice, and only the
    # book's own entry, or the first written, is kept
    { grep '^{"' "$book"; cat "$work.0" "$work.1" | new_positions "$book"; } | by_opening
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
# each opening's fourth move first
cat "$list.0" "$list.1" | by_opening
