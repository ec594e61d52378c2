/*
 * fuzz-regress.c - the regression file reader (wuzi --regress): the
 * input is a .tst file, run in process; its patterns go through the
 * complexity limit (a pattern that would need the child process is
 * refused here: a fuzz target does not fork).  The commands in it run in
 * the same sandbox as the shell target's.
 */
#include <stdio.h>
#include <unistd.h>

#include "fuzz.h"
#include "sandbox.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    fuzz_registry();
    sandbox_install();
    regress_isolate_risky = 0;
    /* the report goes nowhere (libFuzzer's own lines are on stderr) */
    if (!freopen("/dev/null", "w", stdout))
        fuzz_fail("cannot silence stdout");
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    FILE *f = fmemopen((void *)data, size, "r");
    if (!f)
        return 0; /* fmemopen refuses an empty buffer on some libcs */
    int rc = regress_run_stream(fuzz_registry(), f, "fuzzed.tst");
    fclose(f);
    if (rc != 0 && rc != 1)
        fuzz_fail("regress_run_stream returned %d", rc);
    return 0;
}
