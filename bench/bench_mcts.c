/* bench_mcts.c - the mcts AI's speed: playouts a second in each variant it
 * is measured on, at a fixed playout count a move (so the work is the
 * same on every machine and only the time varies), over the first moves
 * of a game the AI plays against itself, and the same for a few moves
 * deep into the game.  Wall time on a shared machine: compare the
 * variants with one another, not with figures from elsewhere. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <wuzi/wuzi.h>

#include "clock.h"

#define PLAYOUTS 1000

static void *settings(const wz_plugin *ai, const char *const *kv)
{
    void *c = calloc(1, ai->ai->config_size ? ai->ai->config_size : 1);
    char err[256];
    for (; c && *kv; kv++) {
        char key[64];
        const char *eq = strchr(*kv, '=');
        snprintf(key, sizeof key, "%.*s", (int)(eq - *kv), *kv);
        if (ai->ai->configure(c, key, eq + 1, err, sizeof err) != 0) {
            fprintf(stderr, "bench_mcts: %s: %s\n", *kv, err);
            exit(1);
        }
    }
    return c;
}

/* Play `moves` actions of v with mcts on both seats; the playouts a
 * second over the moves after the first `skip`. */
static void run(const wz_registry *r, const wz_plugin *mcts, const char *id, int skip, int moves)
{
    const wz_variant *v = wz_registry_find(r, id);
    char why[WZ_REASON_MAX], label[64];
    if (!v) {
        fprintf(stderr, "bench_mcts: %s not found\n", id);
        exit(1);
    }
    wz_game *g = wz_game_new(v, 0, NULL, 1, why, sizeof why);
    if (!g) {
        fprintf(stderr, "bench_mcts: %s: %s\n", id, why);
        exit(1);
    }
    static const char *const kv[] = {"playouts=1000", "seed=1", NULL};
    void *seat[2] = {settings(mcts, kv), settings(mcts, kv)};
    double spent = 0;
    int timed = 0, played = 0;
    for (int i = 0; i < skip + moves && wz_game_result(g, NULL) == WZ_ONGOING; i++, played++) {
        wz_expect e;
        wz_action a;
        wz_game_expect(g, &e);
        double t0 = now();
        if (wz_ai_choose(mcts, g, seat[e.player], &a, why, sizeof why) != 0 ||
            wz_game_act(g, &a, why, sizeof why) != 0) {
            fprintf(stderr, "bench_mcts: %s: %s\n", id, why);
            exit(1);
        }
        if (i >= skip) {
            spent += now() - t0;
            timed++;
        }
    }
    if (timed == 0) {
        /* self-play at this strength can end before the moves measured */
        snprintf(label, sizeof label, "%s, moves %d-", id, skip + 1);
        printf("  %-40s none: the game ended after %d moves\n", label, played);
    } else {
        snprintf(label, sizeof label, "%s, moves %d-%d", id, skip + 1, skip + timed);
        printf("  %-40s %7.0f playouts/s  (%.0f ms a move)\n", label, timed * PLAYOUTS / spent,
               spent * 1000 / timed);
    }
    mcts->ai->release(seat[0]);
    mcts->ai->release(seat[1]);
    free(seat[0]);
    free(seat[1]);
    wz_game_free(g);
}

int main(int argc, char **argv)
{
    wz_registry *r = wz_registry_new();
    char why[WZ_REASON_MAX];
    wz_registry_add_default_dirs(r);
    wz_registry_scan(r);
    const wz_plugin *mcts = wz_registry_ai(r, "mcts", why, sizeof why);
    if (!mcts) {
        fprintf(stderr, "bench_mcts: %s\n", why);
        return 1;
    }
    static const char *const variants[] = {
        "gomoku-freestyle", "renju", "renju-rif", "dual-board", "gomoku-replace", NULL,
    };
    const char *const *list = argc > 1 ? (const char *const *)argv + 1 : variants;
    printf("mcts, %d playouts a move, against itself:\n", PLAYOUTS);
    for (; *list; list++) {
        run(r, mcts, *list, 0, 10);
        run(r, mcts, *list, 30, 6);
    }
    wz_registry_free(r);
    return 0;
}
