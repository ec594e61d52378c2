#!/bin/sh
# Manifests are not trusted: a line past inih's 199 characters is refused
# with its number (a long comment is read whole and dropped), never split
# into a second line that could set a key; a FIFO among them does not
# hang the start; a variant whose manifest failed says why when asked for.
. "${WZ_TEST_SRCDIR:-.}/tests/hardening/lib.sh"

v="$tmp/variants"
mkdir "$v"
WUZI_VARIANT_PATH=$v
export WUZI_VARIANT_PATH

# manifest ID [rules lines...]
manifest() {
    id=$1
    shift
    {
        echo "[variant]"
        echo "id = $id"
        echo "name = Test $id"
        echo "plugin = gomoku"
        echo "[rules]"
        echo "family = freestyle"
        echo "size = 15"
        for l in "$@"; do echo "$l"; done
    } > "$v/$id.ini"
}

# the tail of the long comment, past character 199, would set the size
manifest long-comment "; $(chars 197 z)size = 9"
manifest long-key "$(chars 250 k) = 1"
manifest broken "size = banana"
# the prose of rules: a long comment line first, every word kept
{
    echo "; $(repeat 300 word) last-word"
    cat "$v/long-comment.ini"
} > "$v/long-prose.ini.new"
sed 's/long-comment/long-prose/' "$v/long-prose.ini.new" > "$v/long-prose.ini"
rm "$v/long-prose.ini.new"
mkfifo "$v/fifo.ini" || fail "mkfifo"
# a NUL byte would cut its line short for inih
manifest nul
printf 'size = 1\0005\n' >> "$v/nul.ini"
# a line of exactly 199 characters, ended by CR LF, is whole
manifest crlf
desc="description = $(chars 185 d)"
printf '[variant]\r\nid = crlf\r\nname = x\r\nplugin = gomoku\r\n%s\r\n[rules]\r\nfamily = freestyle\r\n' "$desc" > "$v/crlf.ini"
[ ${#desc} = 199 ] || fail "the test's description line is ${#desc} characters, not 199"

printf 'variants\nnew long-comment\nboard\nnew long-key\nnew broken\nnew fifo\nrules long-prose\n' > "$tmp/in"
# a shell that waits on the FIFO is stopped (and fails) after 20 s
timeout 20 "$SHELL" -c '"$0" "$@"' $WZ_TEST_WRAPPER "$wuzi" < "$tmp/in" > "$tmp/out" 2> "$tmp/err"
rc=$?
[ $rc = 0 ] || fail "the shell exited with status $rc (124: it hung on the FIFO)"
expect "a long comment is dropped whole: the board stays 15x15" "$tmp/out" '^ +a b c d e f g h i j k l m n o$'
expect "a long key line is refused with its number and the limit" "$tmp/err" \
    "long-key\\.ini:8: line longer than 199 characters \\(the longest a manifest line may be\\)"
expect "new names the manifest that did not load" "$tmp/out" \
    "^\\? variant 'long-key' did not load: .*long-key\\.ini:8: line longer than 199 characters"
expect "new of a manifest with a bad value says why" "$tmp/out" \
    "^\\? variant 'broken' did not load: .*broken\\.ini:8: size must be a number"
expect "a FIFO manifest is skipped with a reason" "$tmp/err" 'fifo\.ini: is a FIFO, not a regular file'
expect "...and asking for it says so" "$tmp/out" "^\\? variant 'fifo' did not load: .*is a FIFO"
expect "rules reads a long comment line whole" "$tmp/out" '(^| )last-word$'
expect "the variants that load are listed" "$tmp/out" '^(= )?long-comment$'
expect "a line of 199 characters and CR LF loads" "$tmp/out" '^(= )?crlf$'
expect "a NUL byte is refused" "$tmp/err" 'nul\.ini:8: a NUL byte \(a manifest is text\)'
exit $status
