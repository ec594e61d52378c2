#!/bin/sh
# bench/make-book.sh --black on a small book, with a stand-in Gomocup brain
# that answers the point a(N+1) for a board of N stones (so every answer is
# a fresh point and tells how many stones it was given): black's fifth
# after each white fourth, white's sixth only where the book lacks one,
# black's seventh after the sixth that follows the fifth, the book's own
# entries kept, each opening's together and its fourth move first, and a
# position met again in another opening (here D3's fifth, D1's mirrored)
# written once.
srcdir=${WZ_TEST_SRCDIR:-.}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/wuzi-book.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/brain" <<'BRAIN'
#!/bin/sh
n=0 board=0
while read -r line; do
    case $line in
    BOARD) board=1 n=0 ;;
    DONE) board=0; echo "MESSAGE depth 1, score +0, pv x"; echo "0,$n" ;;
    END) exit 0 ;;
    *) [ $board = 1 ] && n=$((n + 1)) ;;
    esac
done
BRAIN
chmod +x "$tmp/brain"
cat > "$tmp/book.inc" <<'BOOK'
/* book_renju.inc - a test book,
 * two openings. */
{"h8 h9 h10", "g8"}, /* D1: depth 20, score -256 */
{"h8 h9 h10 g8 a5", "g10"}, /* D1, black a5: depth 19, score -474 */
{"h8 h9 i10", "j8"}, /* D2: depth 21, score -311 */
{"h8 h9 h10", "i8"}, /* D3: depth 1, score 0 */
BOOK
cat > "$tmp/expected" <<'BOOK'
/* book_renju.inc - a test book,
 * two openings.
 * Black's fifth and seventh moves on the book's lines by 1 s searches
 * (bench/make-book.sh --black). */
{"h8 h9 h10", "g8"}, /* D1: depth 20, score -256 */
{"h8 h9 h10 g8 a5", "g10"}, /* D1, black a5: depth 19, score -474 */
{"h8 h9 h10 g8", "a5"}, /* D1, black after white g8: depth 1, score +0 */
{"h8 h9 h10 g8 a5 g10", "a7"}, /* D1, black after white g10: depth 1, score +0 */
{"h8 h9 i10", "j8"}, /* D2: depth 21, score -311 */
{"h8 h9 i10 j8", "a5"}, /* D2, black after white j8: depth 1, score +0 */
{"h8 h9 i10 j8 a5", "a6"}, /* D2, black a5: depth 1, score +0 */
{"h8 h9 i10 j8 a5 a6", "a7"}, /* D2, black after white a6: depth 1, score +0 */
{"h8 h9 h10", "i8"}, /* D3: depth 1, score 0 */
{"h8 h9 h10 i8 a5", "a6"}, /* D3, black a5: depth 1, score +0 */
{"h8 h9 h10 i8 a5 a6", "a7"}, /* D3, black after white a6: depth 1, score +0 */
BOOK
sh "$srcdir/bench/make-book.sh" --black "$tmp/book.inc" 1 "$tmp/brain" > "$tmp/out" 2> "$tmp/err" || {
    echo "FAIL: make-book.sh --black exited with $?"; cat "$tmp/err"; exit 1; }
if ! cmp -s "$tmp/expected" "$tmp/out"; then
    echo "FAIL: make-book.sh --black wrote"
    diff "$tmp/expected" "$tmp/out"
    exit 1
fi
out=$(sh "$srcdir/bench/make-book.sh" --black "$tmp/missing.inc" 1 "$tmp/brain" 2>&1) && {
    echo "FAIL: a missing book was accepted"; exit 1; }
[ "$out" = "make-book.sh: cannot read '$tmp/missing.inc'" ] || {
    echo "FAIL: a missing book: $out"; exit 1; }
exit 0
