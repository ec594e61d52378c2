#!/bin/sh
# The regression runner holds every pattern to a size, a complexity, a
# time and a memory limit (glibc's regcomp can take gigabytes and minutes
# on a short pattern), reads its lines whole, and matches replies whole.
. "${WZ_TEST_SRCDIR:-.}/tests/hardening/lib.sh"

# a runner that broke its limits must not take the machine with it
# (AddressSanitizer needs terabytes of address space: no cap there; the
# runner's own memory watch holds it)
[ -n "${WZ_SANITIZED-}" ] || ulimit -v 4000000 2> /dev/null

# regress NAME PATTERN EXPECTED: a file whose test 1 expects PATTERN of
# `status`; one line of the output matches EXPECTED (grep -E)
regress() {
    printf 'new gomoku-freestyle\n1 status\n#? [%s]\n' "$2" > "$tmp/t.tst"
    start=$(date +%s)
    run_wuzi --regress "$tmp/t.tst" > "$tmp/t.out" 2>&1
    took=$(($(date +%s) - start))
    expect "$1" "$tmp/t.out" "$3"
    [ $took -lt 30 ] || fail "$1: took $took s"
}

regress "a pattern of 5000 characters is refused" "$(chars 5000 a)" \
    '^.*t\.tst:3: the pattern is longer than 4096 characters \(the limit\)$'
regress "a pattern of 4096 characters is read" "$(chars 4096 a)" '^1 FAILED at line 2: status$'
regress "24 stacked repetitions are refused at once" "a$(chars 24 +)" \
    'bad regex: the pattern is too complex: its repetitions expand to more than 100000 parts \(the limit\)$'
regress "200 stacked stars are refused at once" "a$(chars 200 '*')" 'the pattern is too complex'
regress "8 stacked stars are matched apart" "P1$(chars 8 '*') black.*" '^1 passed$'
regress "nested counts multiply" '((a{1,100}){1,100}){1,100}' 'the pattern is too complex'
WUZI_REGRESS_SECONDS=1 regress "a slow pattern meets the time limit" '((.*){1,500}x)' \
    'bad regex: the pattern takes more than 1 s to match \(the limit\)$'
regress "a pattern that may be slow but is not still matches" '(P1 ){1,300}black.*' '^1 passed$'
regress "a back-reference is matched apart" '(P)1 black \1*.*' '(^1 passed$|bad regex: Invalid back reference)'
# (an out-of-memory from regcomp under the address-space limit, the
# runner's watch on the child's resident memory under AddressSanitizer, a
# death under valgrind)
WUZI_REGRESS_MEMORY_MB=64 regress "a greedy pattern meets the memory limit" '.{1,5000}' \
    'bad regex: the pattern needs more than 64 MB (to compile( or match)? \(the limit\)|or crashes the matcher)$'

# a reply longer than the old 8 KB, whole
long=$(chars 9000 x)y
printf 'new gomoku-freestyle\ncomment %s\n1 comment\n#? [x*y]\n' "$long" > "$tmp/long.tst"
run_wuzi --regress "$tmp/long.tst" > "$tmp/long.out" 2>&1
expect "a 9 KB reply is matched whole" "$tmp/long.out" '^1 passed$'
exit $status
