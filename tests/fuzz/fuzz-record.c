/*
 * fuzz-record.c - the record readers: one target per format, and one for
 * the sniffer (FUZZ_FORMAT -1: the format guessed from the bytes, then
 * the name).  The input is a record file; what loads is then written in
 * every format, and wuzi's own record of it must load again and be
 * written the same (the round trip the records promise).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

#ifndef FUZZ_FORMAT
#define FUZZ_FORMAT -1
#endif

/* The record of g in format, in memory (NULL when the format cannot hold
 * it). */
static char *written(const wz_game *g, int format, size_t *len)
{
    char *text = NULL, why[WZ_REASON_MAX + 4096];
    FILE *f = open_memstream(&text, len);
    if (!f)
        fuzz_fail("out of memory");
    int rc = wz_record_write_format(g, f, format, why, sizeof why);
    fclose(f);
    if (rc != 0) {
        free(text);
        return NULL;
    }
    return text;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const char *const names[] = {"in.wuzi", "in.sgf", "in.psq", "in.lib"};
    char why[WZ_REASON_MAX + 4096];
    wz_registry *r = fuzz_registry();
    /* the sniffer falls back to the name: let the input choose it */
    const char *name = "in.wuzi";
    if (FUZZ_FORMAT < 0 && size > 0)
        name = names[data[size - 1] % 4];
    const char *path = fuzz_file(name, data, size);
    wz_game *g = wz_record_import(r, path, FUZZ_FORMAT, NULL, why, sizeof why);
    if (!g)
        return 0;
    size_t len[WZ_FORMAT_COUNT];
    char *text[WZ_FORMAT_COUNT];
    for (int f = 0; f < WZ_FORMAT_COUNT; f++)
        text[f] = written(g, f, &len[f]);
    if (!text[WZ_FORMAT_NATIVE])
        fuzz_fail("a loaded game has no native record");
    /* native -> native: the same record */
    const char *again = fuzz_file("again.wuzi", (const uint8_t *)text[WZ_FORMAT_NATIVE], len[WZ_FORMAT_NATIVE]);
    wz_game *h = wz_record_import(r, again, WZ_FORMAT_NATIVE, NULL, why, sizeof why);
    if (!h)
        fuzz_fail("wuzi's own record of a loaded game does not load: %s\n%s", why, text[WZ_FORMAT_NATIVE]);
    size_t hlen;
    char *htext = written(h, WZ_FORMAT_NATIVE, &hlen);
    if (!htext || hlen != len[WZ_FORMAT_NATIVE] || memcmp(htext, text[WZ_FORMAT_NATIVE], hlen) != 0)
        fuzz_fail("native -> native differs:\n%s\n---\n%s", text[WZ_FORMAT_NATIVE], htext ? htext : "(none)");
    free(htext);
    wz_game_free(h);
    for (int f = 0; f < WZ_FORMAT_COUNT; f++)
        free(text[f]);
    wz_game_free(g);
    return 0;
}
