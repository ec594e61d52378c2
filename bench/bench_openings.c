/* bench_openings.c - how long loading every manifest takes, and how long
 * replaying each variant's opening takes (the simple AI plays the opening
 * once; the bench then times a fresh game replaying those actions, and the
 * kernel's own replay, undo to the start and redo to the end). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <wuzi/wuzi.h>

#include "clock.h"

static void quiet(void *user, const char *line)
{
    (void)user;
    fprintf(stderr, "bench_openings: %s\n", line);
}

int main(void)
{
    /* loading: a fresh registry each round, so every manifest is read,
     * checked and its plugin looked up again (dlopen itself is cached by
     * the loader after the first round, as in a running shell) */
    int rounds = 0, count = 0;
    double t0 = now();
    while (now() - t0 < 1.0) {
        wz_registry *r = wz_registry_new();
        wz_registry_on_error(r, quiet, NULL);
        wz_registry_add_default_dirs(r);
        count = wz_registry_scan(r);
        wz_registry_free(r);
        rounds++;
    }
    double t = now() - t0;
    printf("loading every manifest: %d manifests, %.2f ms per full scan, %.1f us per manifest (%d scans)\n",
           count, t / rounds * 1e3, t / rounds / count * 1e6, rounds);

    wz_registry *r = wz_registry_new();
    wz_registry_add_default_dirs(r);
    wz_registry_scan(r);
    char why[512];
    const wz_plugin *ai = wz_registry_ai(r, "simple", why, sizeof why);
    if (!ai) {
        fprintf(stderr, "bench_openings: %s\n", why);
        return 1;
    }
    void *settings = calloc(1, ai->ai->config_size ? ai->ai->config_size : 1);
    double worst = 0;
    const char *worst_id = "";
    printf("%-26s %7s %12s %12s\n", "variant", "actions", "replay (us)", "undo+redo (us)");
    for (int i = 0; i < wz_registry_count(r); i++) {
        const wz_variant *v = wz_registry_at(r, i);
        wz_game *g = wz_game_new(v, 0, NULL, 1, why, sizeof why);
        if (!g)
            continue;
        while (wz_game_in_opening(g)) {
            wz_action a;
            if (wz_ai_choose(ai, g, settings, &a, why, sizeof why) != 0 ||
                wz_game_act(g, &a, why, sizeof why) != 0) {
                fprintf(stderr, "bench_openings: %s: %s\n", wz_variant_id(v), why);
                break;
            }
        }
        int n = wz_game_history_length(g);
        wz_action *acts = malloc(sizeof *acts * (size_t)(n ? n : 1));
        for (int k = 0; k < n; k++)
            acts[k] = *wz_game_history_at(g, k);
        int reps = 0;
        t0 = now();
        while (now() - t0 < 0.1) {
            wz_game *h = wz_game_new(v, 0, NULL, 1, NULL, 0);
            for (int k = 0; k < n; k++)
                wz_game_act(h, &acts[k], NULL, 0);
            wz_game_free(h);
            reps++;
        }
        double replay = (now() - t0) / reps * 1e6;
        reps = 0;
        t0 = now();
        while (now() - t0 < 0.1) {
            while (wz_game_undo(g) == 0)
                ;
            while (wz_game_redo(g) == 0)
                ;
            reps++;
        }
        double undo = (now() - t0) / reps * 1e6;
        printf("%-26s %7d %12.1f %12.1f\n", wz_variant_id(v), n, replay, undo);
        if (replay > worst) {
            worst = replay;
            worst_id = wz_variant_id(v);
        }
        free(acts);
        wz_game_free(g);
    }
    printf("slowest opening replay: %s, %.1f us\n", worst_id, worst);
    free(settings);
    wz_registry_free(r);
    return 0;
}
