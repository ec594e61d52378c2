/* common.c - the registry, the scratch folder and files for the targets. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz.h"

void fuzz_quiet(void *user, const char *line)
{
    (void)user, (void)line;
}

wz_registry *fuzz_registry(void)
{
    static wz_registry *r;
    if (!r) {
        /* only the build tree's: never a user's folders */
        unsetenv("WUZI_PLUGIN_PATH");
        unsetenv("WUZI_VARIANT_PATH");
        setenv("XDG_DATA_HOME", fuzz_scratch(), 1);
        r = wz_registry_new();
        wz_registry_on_error(r, fuzz_quiet, NULL);
        wz_registry_add_default_dirs(r);
        if (wz_registry_scan(r) == 0)
            fuzz_fail("no variants found: run from the build tree");
    }
    return r;
}

static char scratch[4096];

static void remove_scratch(void)
{
    char cmd[4200];
    if (!scratch[0])
        return;
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", scratch);
    if (system(cmd) != 0)
        fprintf(stderr, "fuzz: could not remove %s\n", scratch);
}

const char *fuzz_scratch(void)
{
    if (scratch[0])
        return scratch;
    const char *tmp = getenv("TMPDIR");
    snprintf(scratch, sizeof scratch, "%s/wuzi-fuzz.XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(scratch) || chdir(scratch) != 0)
        fuzz_fail("cannot make a scratch folder in %s", tmp && *tmp ? tmp : "/tmp");
    atexit(remove_scratch);
    return scratch;
}

const char *fuzz_file(const char *name, const uint8_t *data, size_t size)
{
    static char path[4200];
    snprintf(path, sizeof path, "%s/%s", fuzz_scratch(), name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(data, 1, size, f) != size || fclose(f) != 0)
        fuzz_fail("cannot write %s", path);
    return path;
}

void fuzz_fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("fuzz: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    abort();
}
