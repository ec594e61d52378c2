/* bench_dual.c - random legal playouts of dual-board (two 19x19 boards, up
 * to two stones a turn) through the kernel, beside free-style's on one
 * 15x15 and one 19x19 board, and the stone-replacement game's: games and
 * stones per second, and how the random games end. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <wuzi/wuzi.h>

#include "clock.h"

static uint64_t rng = 88172645463325252ULL;
static uint32_t next(uint32_t n)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng % n);
}

/* A random stone of colour on the board (for a replacement's choice). */
static int random_stone(const wz_game *g, int colour, wz_point *out)
{
    int seen = 0;
    for (int b = 0; b < wz_game_boards(g); b++)
        for (int x = 0; x < wz_game_width(g); x++)
            for (int y = 0; y < wz_game_height(g); y++) {
                wz_point p = {(int8_t)b, (int8_t)x, (int8_t)y};
                /* reservoir sampling: every stone equally likely */
                if (wz_game_at(g, p) == colour && next((uint32_t)++seen) == 0)
                    *out = p;
            }
    return seen > 0;
}

/* One random game to its end: each placement on a random empty point,
 * each replacement of a random opponent stone.  Returns the stones put. */
static int playout(wz_game *g, wz_point *empty, int n)
{
    int stones = 0;
    while (wz_game_result(g, NULL) == WZ_ONGOING) {
        wz_expect e;
        wz_action a = {.npoints = 1};
        wz_game_expect(g, &e);
        if (e.actions & (1u << WZ_ACT_PLACE) && n > 0) {
            int i = (int)next((uint32_t)n);
            a.kind = WZ_ACT_PLACE;
            a.pts[0] = empty[i];
            empty[i] = empty[--n];
        } else if (e.actions & (1u << WZ_ACT_CHOOSE) &&
                   random_stone(g, e.colour == WZ_BLACK ? WZ_WHITE : WZ_BLACK, &a.pts[0])) {
            a.kind = WZ_ACT_CHOOSE;
        } else {
            a.kind = e.actions & (1u << WZ_ACT_END) ? WZ_ACT_END : WZ_ACT_PASS;
            a.npoints = 0;
        }
        if (wz_game_act(g, &a, NULL, 0) != 0) {
            fprintf(stderr, "bench_dual: a random action was refused\n");
            exit(1);
        }
        stones += a.kind == WZ_ACT_PLACE || a.kind == WZ_ACT_CHOOSE;
    }
    return stones;
}

static void run(const wz_registry *r, const char *id, const char *key, const char *label)
{
    const wz_variant *v = wz_registry_find(r, id);
    if (!v) {
        fprintf(stderr, "bench_dual: %s not found\n", id);
        exit(1);
    }
    const char *keys[1] = {key};
    static wz_point empty[WZ_MAX_BOARDS * WZ_MAX_SIZE * WZ_MAX_SIZE];
    long stones = 0;
    int games = 0, outcomes[4] = {0, 0, 0, 0};
    /* how the games end: each distinct reason and its count */
    enum { REASONS = 6 };
    char reasons[REASONS][96];
    int nreasons = 0, reason_count[REASONS] = {0};
    double t0 = now();
    while (now() - t0 < 2.0) {
        char why[WZ_REASON_MAX];
        wz_game *g = wz_game_new(v, key ? 1 : 0, keys, (uint64_t)games, why, sizeof why);
        if (!g) {
            fprintf(stderr, "bench_dual: %s: %s\n", id, why);
            exit(1);
        }
        int n = 0;
        for (int b = 0; b < wz_game_boards(g); b++)
            for (int x = 0; x < wz_game_width(g); x++)
                for (int y = 0; y < wz_game_height(g); y++)
                    empty[n++] = (wz_point){(int8_t)b, (int8_t)x, (int8_t)y};
        stones += playout(g, empty, n);
        const char *reason;
        outcomes[wz_game_result(g, &reason)]++;
        int k = 0;
        while (k < nreasons && strcmp(reasons[k], reason) != 0)
            k++;
        if (k == nreasons && nreasons < REASONS)
            snprintf(reasons[nreasons++], sizeof reasons[0], "%s", reason);
        if (k < nreasons)
            reason_count[k]++;
        games++;
        wz_game_free(g);
    }
    double t = now() - t0;
    printf("%-34s %6d games, %7.0f games/s, %8.0f stones/s, %5.1f stones/game "
           "(black %d%%, white %d%%, draw %d%%)\n",
           label, games, games / t, stones / t, (double)stones / games,
           outcomes[WZ_BLACK_WINS] * 100 / games, outcomes[WZ_WHITE_WINS] * 100 / games,
           outcomes[WZ_DRAW] * 100 / games);
    printf("%-34s ended by:", "");
    for (int k = 0; k < nreasons; k++)
        printf("%s %s %.1f%%", k ? "," : "", reasons[k], reason_count[k] * 100.0 / games);
    printf("\n");
}

int main(void)
{
    wz_registry *r = wz_registry_new();
    wz_registry_add_default_dirs(r);
    wz_registry_scan(r);
    printf("random playouts through the kernel:\n");
    run(r, "gomoku-freestyle", NULL, "free-style 15x15");
    run(r, "gomoku-freestyle", "size=19", "free-style 19x19");
    run(r, "dual-board", NULL, "dual-board 2 x 19x19");
    run(r, "gomoku-replace", NULL, "gomoku-replace 15x15 (113/112)");
    wz_registry_free(r);
    return 0;
}
