/*
 * fuzz-manifest.c - the manifest reader (inih under the registry's own
 * line reader, the [variant], [rules], [opening] and [step] sections, the
 * plugin's configure): the input is a manifest file named after its id.  A manifest that loads
 * must give a game, and that game must say what it expects.
 */
#include <stdio.h>
#include <string.h>

#include "fuzz.h"

/* The manifest's file name: its id's (a manifest must be named after its
 * id, and the seeds are the shipped manifests), else fuzzed. */
static void file_name(const uint8_t *data, size_t size, char *name, size_t len)
{
    snprintf(name, len, "fuzzed");
    for (size_t i = 0; i + 2 < size; i++) {
        if ((i > 0 && data[i - 1] != '\n') || data[i] != 'i' || data[i + 1] != 'd')
            continue;
        size_t k = i + 2;
        while (k < size && (data[k] == ' ' || data[k] == '\t'))
            k++;
        if (k >= size || (data[k] != '=' && data[k] != ':'))
            continue;
        k++;
        while (k < size && (data[k] == ' ' || data[k] == '\t'))
            k++;
        size_t n = 0;
        while (k + n < size && n + 5 < len && n < 64 &&
               ((data[k + n] >= 'a' && data[k + n] <= 'z') || (data[k + n] >= '0' && data[k + n] <= '9') ||
                data[k + n] == '-' || data[k + n] == '_'))
            n++;
        if (n > 0) {
            memcpy(name, data + k, n);
            name[n] = '\0';
        }
        return;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char why[WZ_REASON_MAX], id[80], file[90];
    file_name(data, size, id, sizeof id);
    snprintf(file, sizeof file, "%s.ini", id);
    const char *path = fuzz_file(file, data, size);
    fuzz_registry(); /* the scratch folder and a quiet environment */
    wz_registry *r = wz_registry_new();
    wz_registry_on_error(r, fuzz_quiet, NULL);
    wz_registry_add_default_dirs(r);
    int rc = wz_registry_load_manifest(r, path);
    const wz_variant *v = wz_registry_find(r, id);
    if (rc == 0 && !v)
        fuzz_fail("a manifest that loaded is not found by its id");
    if (v) {
        for (int i = 0; i < wz_variant_key_count(v); i++)
            if (!strchr(wz_variant_key(v, i), '='))
                fuzz_fail("a key without '=': %s", wz_variant_key(v, i));
        wz_game *g = wz_game_new(v, 0, NULL, (uint64_t)size, why, sizeof why);
        if (!g)
            fuzz_fail("a variant that loaded makes no game: %s", why);
        wz_expect e;
        wz_game_expect(g, &e);
        if (e.player != WZ_P1 && e.player != WZ_P2 && e.player != WZ_NOBODY)
            fuzz_fail("a new game expects player %d", e.player);
        wz_game_free(g);
    }
    wz_registry_free(r);
    return 0;
}
