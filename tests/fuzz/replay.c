/*
 * replay.c - the main of a fuzz target built without libFuzzer: run the
 * target once on every file given (a folder: on every file in it), or,
 * with no argument, on its seed corpus, $WZ_TEST_SRCDIR/tests/fuzz/corpus/
 * NAME for the program fuzz-NAME, and the files of the source tree that
 * tests/fuzz/seeds.txt names for it.  Any crash or sanitizer report fails
 * it, as under libFuzzer.
 */
#include <dirent.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"

/* Under gcc's AddressSanitizer (check-sanitize), LeakSanitizer's exit
 * check dies scanning the dynamic TLS of the dlopen'ed plugins ("Tracer
 * caught signal 11", a bogus DTLS range) after some hundred replays of
 * records or with pbrain's worker thread: no TLS scan then.  No pointer
 * wuzi allocates lives in TLS only (the plugins' thread-locals are
 * stones and numbers), so no leak goes unseen for it. */
const char *__lsan_default_options(void);
const char *__lsan_default_options(void)
{
    return "use_tls=0";
}

__attribute__((weak)) int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    return 0;
}

static int run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "%s: cannot read\n", path);
        return -1;
    }
    size_t cap = 4096, n = 0;
    uint8_t *buf = malloc(cap);
    for (size_t k; buf && (k = fread(buf + n, 1, cap - n, f)) > 0;) {
        n += k;
        if (n == cap) {
            uint8_t *b = realloc(buf, cap *= 2);
            if (!b)
                free(buf);
            buf = b;
        }
    }
    fclose(f);
    if (!buf)
        return -1;
    /* an exact copy, so that reading past the input is caught */
    uint8_t *exact = malloc(n ? n : 1);
    memcpy(exact, buf, n);
    free(buf);
    LLVMFuzzerTestOneInput(exact, n);
    free(exact);
    return 0;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every file of a folder (in name order), or the file itself. */
static int run_path(const char *path, int *count)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        fprintf(stderr, "%s: no such file or folder\n", path);
        return -1;
    }
    if (!S_ISDIR(st.st_mode)) {
        (*count)++;
        return run_file(path);
    }
    DIR *d = opendir(path);
    char **names = NULL;
    size_t n = 0;
    for (struct dirent *e; d && (e = readdir(d));) {
        if (e->d_name[0] == '.')
            continue;
        names = realloc(names, sizeof *names * (n + 1));
        names[n++] = strdup(e->d_name);
    }
    if (d)
        closedir(d);
    qsort(names, n, sizeof *names, by_name);
    int rc = 0;
    for (size_t i = 0; i < n; i++) {
        char full[4400];
        snprintf(full, sizeof full, "%s/%s", path, names[i]);
        rc |= run_path(full, count);
        free(names[i]);
    }
    free(names);
    return rc;
}

/* "record-sgf" for .../fuzz-record-sgf (or libtool's lt-fuzz-record-sgf) */
static const char *target_name(const char *argv0)
{
    const char *base = strrchr(argv0, '/') ? strrchr(argv0, '/') + 1 : argv0;
    if (strncmp(base, "lt-", 3) == 0)
        base += 3;
    return strncmp(base, "fuzz-", 5) == 0 ? base + 5 : base;
}

/* The globs seeds.txt gives name, each run on every file it matches. */
static int run_seeds(const char *src, const char *name, int *count)
{
    char path[4200], *line = NULL;
    size_t cap = 0, n = strlen(name);
    snprintf(path, sizeof path, "%s/tests/fuzz/seeds.txt", src);
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "%s: cannot read\n", path);
        return -1;
    }
    int rc = 0, found = 0;
    while (getline(&line, &cap, f) > 0) {
        if (strncmp(line, name, n) != 0 || line[n] != ':')
            continue;
        found = 1;
        char *save = NULL;
        for (char *g = strtok_r(line + n + 1, " \t\r\n", &save); g; g = strtok_r(NULL, " \t\r\n", &save)) {
            char pattern[4400];
            glob_t gl;
            snprintf(pattern, sizeof pattern, "%s/%s", src, g);
            if (glob(pattern, 0, NULL, &gl) == 0)
                for (size_t i = 0; i < gl.gl_pathc; i++)
                    rc |= run_path(gl.gl_pathv[i], count);
            globfree(&gl);
        }
    }
    free(line);
    fclose(f);
    if (!found) {
        fprintf(stderr, "%s: no line for %s\n", path, name);
        return -1;
    }
    return rc;
}

int main(int argc, char **argv)
{
    int count = 0, rc = 0;
    const char *name = target_name(argv[0]);
    /* whole paths first: a target may change the working folder */
    char **full = calloc((size_t)argc, sizeof *full);
    for (int i = 1; i < argc; i++)
        full[i] = realpath(argv[i], NULL);
    char *src = realpath(getenv("WZ_TEST_SRCDIR") ? getenv("WZ_TEST_SRCDIR") : ".", NULL);
    LLVMFuzzerInitialize(&argc, &argv);
    if (argc > 1) {
        for (int i = 1; i < argc; i++) {
            rc |= full[i] ? run_path(full[i], &count) : (fprintf(stderr, "%s: no such file or folder\n", argv[i]), -1);
            free(full[i]);
        }
    } else {
        char dir[4200];
        if (!src) {
            fprintf(stderr, "no source tree (set WZ_TEST_SRCDIR)\n");
            return 1;
        }
        snprintf(dir, sizeof dir, "%s/tests/fuzz/corpus/%s", src, name);
        rc = run_path(dir, &count);
        rc |= run_seeds(src, name, &count);
    }
    free(full);
    free(src);
    fprintf(stderr, "%s: %d input%s replayed%s\n", name, count, count == 1 ? "" : "s",
           rc ? " (some could not be read)" : ", none crashed");
    return rc ? 1 : 0;
}
