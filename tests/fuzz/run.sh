#!/bin/sh
# run.sh - make fuzz: every fuzz target of tests/fuzz, one after the other
# (one core: the machine is shared), under nice.
#
#   run.sh DISTDIR BUILDDIR SRCDIR
#
# With clang and its libFuzzer, DISTDIR (a fresh copy of the tree, from
# make distdir) is copied into BUILDDIR/fuzz-build (only what changed, so
# a second run rebuilds little), configured there with --enable-fuzzing
# and AddressSanitizer and UBSan, built, and each target runs
# FUZZ_SECONDS seconds (default 30) from its seeds (tests/fuzz/corpus/NAME
# and what tests/fuzz/seeds.txt names) and what earlier runs found
# (BUILDDIR/fuzz-corpus/NAME, kept between runs).  Each line of the report
# says how many inputs ran, how fast, and whether one crashed; a crashing
# input is kept as BUILDDIR/fuzz-crashes/NAME-crash-*.  Without clang the
# targets are built as plain programs that replay the seeds (as make
# check does).
#
# FUZZ_TARGETS (names, e.g. "shell record-sgf") picks targets; FUZZ_FLAGS
# adds libFuzzer flags; FUZZ_CC names the compiler (default clang).
distdir=$1
builddir=$2
srcdir=$3
[ -n "$distdir" ] && [ -n "$builddir" ] && [ -n "$srcdir" ] || {
    echo "usage: run.sh DISTDIR BUILDDIR SRCDIR" >&2
    exit 2
}
seconds=${FUZZ_SECONDS:-30}
cc=${FUZZ_CC:-clang}
all="record-sniff record-native record-sgf record-psq record-renlib manifest shell regress pbrain opening"
targets=${FUZZ_TARGETS:-$all}

# the libFuzzer flags of each target: its dictionary, how long an input
max_len() {
    case $1 in
    shell | regress) echo 32768 ;;
    record-*) echo 16384 ;;
    *) echo 4096 ;;
    esac
}
dict() {
    case $1 in
    record-sniff | record-native) echo native.dict ;;
    record-sgf) echo sgf.dict ;;
    record-psq) echo psq.dict ;;
    record-renlib) echo "" ;;
    *) echo "$1.dict" ;;
    esac
}

have_libfuzzer() {
    probe=$(mktemp -d "${TMPDIR:-/tmp}/wuzi-fuzz-probe.XXXXXX") || return 1
    printf 'int LLVMFuzzerTestOneInput(const unsigned char *d, unsigned long n) { (void)d; (void)n; return 0; }\n' > "$probe/p.c"
    "$cc" -fsanitize=fuzzer,address "$probe/p.c" -o "$probe/p" > /dev/null 2>&1
    ok=$?
    rm -rf "$probe"
    return $ok
}

# the seed files of a target, gathered into one folder
seeds() {
    dir=$1/$2-seeds
    rm -rf "$dir"
    mkdir -p "$dir"
    [ -d "$srcdir/tests/fuzz/corpus/$2" ] && cp "$srcdir/tests/fuzz/corpus/$2"/* "$dir"/ 2> /dev/null
    globs=$(sed -n "s/^$2://p" "$srcdir/tests/fuzz/seeds.txt")
    k=0
    for g in $globs; do
        for f in $srcdir/$g; do
            [ -f "$f" ] || continue
            k=$((k + 1))
            cp "$f" "$dir/seed-$k-$(basename "$f")"
        done
    done
    echo "$dir"
}

if ! have_libfuzzer; then
    echo "make fuzz: no $cc with libFuzzer here: building the targets as plain programs that replay the seeds"
    cd "$builddir" || exit 1
    progs=""
    for t in $targets; do progs="$progs tests/fuzz/fuzz-$t"; done
    ${MAKE:-make} $progs || exit 1
    status=0
    for t in $targets; do
        WZ_TEST_SRCDIR=$srcdir nice -n 10 "tests/fuzz/fuzz-$t" || status=1
    done
    exit $status
fi

tree=$builddir/fuzz-build
mkdir -p "$tree" "$builddir/fuzz-corpus" "$builddir/fuzz-crashes" || exit 1
# only what changed (make distdir keeps the times), so make rebuilds little
cp -pRu "$distdir"/. "$tree"/ || exit 1
cd "$tree" || exit 1
# coverage-ignore.txt: the AIs' searches run checked but give the fuzzer
# no feedback (they were most of the slow targets' time)
cflags="-g -O1 -fno-omit-frame-pointer -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all"
cflags="$cflags -fsanitize-coverage-ignorelist=$tree/tests/fuzz/coverage-ignore.txt"
# a tree configured with other flags (an older make fuzz) or another
# ignore list starts over: make knows neither
stamp="$cflags $(cksum < tests/fuzz/coverage-ignore.txt)"
if [ ! -f config.status ] || [ "$(cat fuzz-cflags 2> /dev/null)" != "$stamp" ]; then
    echo "make fuzz: configuring $tree with $cc, libFuzzer, AddressSanitizer and UBSan"
    [ -f Makefile ] && ${MAKE:-make} clean > /dev/null 2>&1
    ./configure CC="$cc" --enable-fuzzing CFLAGS="$cflags" \
        LDFLAGS="-fsanitize=address,undefined" > configure.log 2>&1 || {
        tail -20 configure.log
        exit 1
    }
    echo "$stamp" > fuzz-cflags
fi
progs=""
for t in $targets; do progs="$progs tests/fuzz/fuzz-$t"; done
# all first: it runs a make of its own, which must not race this one
{ nice -n 10 ${MAKE:-make} -j2 all && nice -n 10 ${MAKE:-make} -j2 $progs; } > build.log 2>&1 || {
    tail -30 build.log
    exit 1
}

status=0
printf '%-14s %12s %8s %10s %8s  %s\n' target runs seconds "exec/s" corpus result
for t in $targets; do
    corpus=$builddir/fuzz-corpus/$t
    mkdir -p "$corpus"
    s=$(seeds "$builddir/fuzz-corpus" "$t")
    d=$(dict "$t")
    [ -n "$d" ] && [ ! -f "$srcdir/tests/fuzz/dict/$d" ] && d=
    # LeakSanitizer's tracer cannot stop pbrain's worker thread (it dies
    # of a SIGSEGV of its own at the end of a run): no leak check there
    leaks= asan=${ASAN_OPTIONS-}
    [ "$t" = pbrain ] && leaks=-detect_leaks=0 asan="detect_leaks=0${asan:+:$asan}"
    log=$builddir/fuzz-corpus/$t.log
    started=$(date +%s)
    # the AddressSanitizer leak check runs at the end of each target too
    ASAN_OPTIONS=$asan nice -n 10 "./tests/fuzz/fuzz-$t" -max_total_time="$seconds" -print_final_stats=1 \
        -max_len="$(max_len "$t")" -timeout=20 -rss_limit_mb=2560 -close_fd_mask=1 \
        ${d:+-dict="$srcdir/tests/fuzz/dict/$d"} \
        -artifact_prefix="$builddir/fuzz-crashes/$t-" $leaks $FUZZ_FLAGS "$corpus" "$s" > "$log" 2>&1
    rc=$?
    # (a crash ends the run early: the seconds are the run's own, and its
    # count the last one libFuzzer printed)
    secs=$(($(date +%s) - started))
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    [ -n "$runs" ] || runs=$(sed -n 's/^#\([0-9][0-9]*\).*/\1/p' "$log" | tail -1)
    [ -n "$runs" ] || runs=0
    rate=$((runs / (secs > 0 ? secs : 1)))
    size=$(ls "$corpus" | wc -l)
    if [ $rc = 0 ]; then
        result="no crash"
    else
        result="CRASH (rc $rc): $(grep -m1 -E 'ERROR|SUMMARY|fuzz:|runtime error' "$log" | cut -c1-120); see $log"
        status=1
    fi
    printf '%-14s %12s %8s %10s %8s  %s\n' "$t" "$runs" "$secs" "$rate" "$size" "$result"
done
exit $status
