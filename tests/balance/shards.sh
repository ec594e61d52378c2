#!/bin/sh
# Exactness of --shard and --merge: a run split into 4 shards played by
# GNU parallel merges, byte for byte, to what the unsplit run's summary
# merges to (same seed, a node limit), and its shards hold the very same
# games.  Checked for wuzi-balance (one variant, and --all) and for
# wuzi-match, and for the recipes of docs/balance.md: parallel -j, parallel
# --sshloginfile (with ':' for this machine, so no ssh is needed) writing
# the summaries to standard output, and the Slurm array script run as
# Slurm would run its tasks.
build=${WZ_TEST_BUILDDIR:-.}
src=${WZ_TEST_SRCDIR:-.}
cd "$build" || exit 1
if ! command -v parallel >/dev/null 2>&1; then
    echo "FAIL: GNU parallel is not installed (./bootstrap installs it: Debian package 'parallel')"
    exit 1
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/wuzi-shards-test.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
PATH=$PWD/shell/match:$PATH
export PATH
status=0
fail() { echo "FAIL: $*"; status=1; }
par() { parallel --will-cite "$@"; }
engine="engine nodes=200 depth=3"

# The game lines of summaries, in game order (each shard writes its own
# in the order they end).
games_of() { cat "$@" | grep '^game	' | sort -t'	' -k2.7n; }

# --- wuzi-balance: the whole run, then 4 shards through parallel -j 2
wuzi-balance renju-rif -n 8 -j 2 -q --ai "$engine" --out "$tmp/whole.sum" >"$tmp/whole.txt" \
    || fail "whole run: status $?"
wuzi-balance --merge "$tmp/whole.sum" >"$tmp/whole-merged.txt" || fail "merge of the whole"
par -j 2 wuzi-balance renju-rif -n 8 -q --ai "'$engine'" --shard {}/4 --out "$tmp/part-{}.sum" \
    ::: 1 2 3 4 >/dev/null || fail "parallel shards: status $?"
wuzi-balance --merge "$tmp"/part-*.sum >"$tmp/parts.txt" || fail "merge of the shards"
cat "$tmp/parts.txt"
cmp -s "$tmp/whole-merged.txt" "$tmp/parts.txt" \
    || fail "4 shards merge to other text: $(diff "$tmp/whole-merged.txt" "$tmp/parts.txt")"
cmp -s "$tmp/whole.txt" "$tmp/parts.txt" || fail "the run's own report differs from the merge"
games_of "$tmp/whole.sum" >"$tmp/a"
games_of "$tmp"/part-*.sum >"$tmp/b"
[ "$(wc -l <"$tmp/a")" -eq 8 ] && cmp -s "$tmp/a" "$tmp/b" || fail "the shards played other games"
for k in 1 2 3 4; do
    grep -q "^shard	$k/4$" "$tmp/part-$k.sum" || fail "part $k does not say it is shard $k/4"
    [ "$(grep -c '^game	' "$tmp/part-$k.sum")" -eq 2 ] || fail "part $k: want 2 games"
done
# merged in any order, the same
wuzi-balance --merge "$tmp/part-3.sum" "$tmp/part-1.sum" "$tmp/part-4.sum" "$tmp/part-2.sum" |
    cmp -s - "$tmp/parts.txt" || fail "the order of the files matters"
# three of four shards: the report says so
wuzi-balance --merge "$tmp/part-1.sum" "$tmp/part-2.sum" "$tmp/part-4.sum" |
    grep -q "^games: 6 played; the summaries hold 6 of the run's 8$" || fail "a missing shard is not named"

# --- more shards than games: empty shards still merge
par -j 2 wuzi-balance renju-rif -n 2 -q --ai "'$engine'" --shard {}/4 --out "$tmp/tiny-{}.sum" \
    ::: 1 2 3 4 >/dev/null || fail "tiny shards: status $?"
wuzi-balance renju-rif -n 2 -q --ai "$engine" --out "$tmp/tiny.sum" >/dev/null
wuzi-balance --merge "$tmp/tiny.sum" >"$tmp/tiny.txt"
wuzi-balance --merge "$tmp"/tiny-?.sum | cmp -s - "$tmp/tiny.txt" || fail "empty shards do not merge to the whole"

# --- the recipe over ssh: --sshloginfile (':' is this machine), the
# summaries back on standard output, one file
printf '2/:\n' >"$tmp/nodes"
par --sshloginfile "$tmp/nodes" \
    "wuzi-balance renju-rif -n 8 --ai '$engine' --shard {}/4 --out -" ::: 1 2 3 4 >"$tmp/ssh.sum" \
    || fail "parallel --sshloginfile: status $?"
[ "$(grep -c '^wuzi-summary 1$' "$tmp/ssh.sum")" -eq 4 ] || fail "want 4 sections in one file"
wuzi-balance --merge "$tmp/ssh.sum" | cmp -s - "$tmp/parts.txt" || fail "the ssh recipe merges to other text"

# --- the Slurm array script, its tasks run as Slurm runs them
for task in 0 1 2 3; do
    SLURM_ARRAY_TASK_ID=$task SLURM_ARRAY_TASK_COUNT=4 SLURM_ARRAY_TASK_MIN=0 \
        VARIANT=renju-rif GAMES=8 AI="$engine" OUT="$tmp/slurm" \
        sh "$src/docs/balance-slurm.sh" >/dev/null || fail "slurm task $task: status $?"
done
# a task requeued after it ended goes on with its summary: nothing twice
SLURM_ARRAY_TASK_ID=1 SLURM_ARRAY_TASK_COUNT=4 VARIANT=renju-rif GAMES=8 AI="$engine" OUT="$tmp/slurm" \
    sh "$src/docs/balance-slurm.sh" >/dev/null || fail "requeued slurm task: status $?"
wuzi-balance --merge "$tmp"/slurm-*.sum | cmp -s - "$tmp/parts.txt" || fail "the Slurm recipe merges to other text"
err=$(sh "$src/docs/balance-slurm.sh" 2>&1); rc=$?
[ $rc -ne 0 ] && echo "$err" | grep -q 'not an array task' || fail "the Slurm script outside an array: $rc $err"

# --- --all, split in 2
wuzi-balance --all -n 3 -j 2 --ai simple -q --out "$tmp/all.sum" >"$tmp/all.txt" || fail "--all: status $?"
par -j 2 wuzi-balance --all -n 3 --ai simple -q --shard {}/2 --out "$tmp/all-{}.sum" ::: 1 2 >/dev/null \
    || fail "--all shards: status $?"
wuzi-balance --merge "$tmp"/all-?.sum | cmp -s - "$tmp/all.txt" || fail "--all in 2 shards merges to other text"

# --- wuzi-match: 4 shards through parallel against the whole match
wuzi-match -q -n 8 -j 2 -o "$tmp/m" --out "$tmp/m.sum" "$engine" simple >"$tmp/m.txt" \
    || fail "match: status $?"
wuzi-match --merge "$tmp/m.sum" >"$tmp/m-merged.txt" || fail "merge of the match"
par -j 2 wuzi-match -q -n 8 -o "$tmp/m{}" --shard {}/4 --out "$tmp/m-{}.sum" "'$engine'" simple \
    ::: 1 2 3 4 >/dev/null || fail "match shards: status $?"
wuzi-match --merge "$tmp"/m-?.sum >"$tmp/m-parts.txt" || fail "merge of the match's shards"
cat "$tmp/m-parts.txt"
cmp -s "$tmp/m-merged.txt" "$tmp/m-parts.txt" || fail "match shards: $(diff "$tmp/m-merged.txt" "$tmp/m-parts.txt")"
head -2 "$tmp/m-parts.txt" >"$tmp/score"
head -2 "$tmp/m.txt" | cmp -s - "$tmp/score" || fail "the match's score differs from its merged score"
games_of "$tmp"/m-?.sum >"$tmp/m-games"
games_of "$tmp/m.sum" | cmp -s - "$tmp/m-games" || fail "the match's shards played other games"
# records keep their game numbers across shards
[ -f "$tmp/m4/game-0007.wuzi" ] && [ -f "$tmp/m4/game-0008.wuzi" ] && [ "$(ls "$tmp/m4" | wc -l)" -eq 2 ] \
    || fail "shard 4's records are not games 7 and 8"
wuzi-match --merge --sprt 0,35 "$tmp"/m-?.sum | grep -q '^SPRT: llr ' || fail "--merge --sprt"
err=$(wuzi-match --shard 1/2 --out "$tmp/x" --sprt 0,35 simple simple 2>&1); rc=$?
[ $rc -eq 2 ] && echo "$err" | grep -q 'a shard cannot' || fail "--sprt with --shard: $rc $err"
err=$(wuzi-match --merge "$tmp/m.sum" "$tmp/whole.sum" 2>&1); rc=$?
[ $rc -eq 2 ] && [ "$err" = "wuzi-match: the summaries are of different matches (their settings differ)" ] \
    || fail "merging a match with a balance run: $rc $err"
exit $status
