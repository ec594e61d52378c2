# sgf-games.awk - c-gomoku-cli's games.sgf for bench's awk scripts, which
# are run as `awk -f bench/sgf-games.awk -f SCRIPT FILES...` and define
#   sgf_game(file, black, white, result, text)
# called once a game is whole: the file it came from, PB[], PW[], RE[]
# ("" when the game has none: unfinished) and the game's text, its moves
# as ";B[hh]C[943ms]" one after another.
function sgf_tag(text, name,    v) {
    if (index(text, name "[") == 0)
        return ""
    v = text
    sub(".*" name "\\[", "", v)
    sub(/\].*/, "", v)
    return v
}
function sgf_flush() {
    if (sgf_text != "")
        sgf_game(sgf_file, sgf_tag(sgf_text, "PB"), sgf_tag(sgf_text, "PW"),
                 sgf_tag(sgf_text, "RE"), sgf_text)
    sgf_text = ""
}
/^\(;FF/ { sgf_flush(); sgf_file = FILENAME }
{ sgf_text = sgf_text $0 }
END { sgf_flush() }
