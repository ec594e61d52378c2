/* bench_play.c - baselines: random legal playouts of free-style 15x15
 * through the kernel (moves per second), and the cost of moving about the
 * variation tree: undo and redo, and jumps between the ends of two long
 * lines, all by replay (from the start, or from the checkpoints the
 * kernel keeps on the path). */
#include <stdio.h>
#include <stdlib.h>
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

/* One random game to its end; returns the number of moves. */
static int playout(wz_game *g, wz_point *empty, int n)
{
    int moves = 0;
    while (wz_game_result(g, NULL) == WZ_ONGOING && n > 0) {
        int i = (int)next((uint32_t)n);
        wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
        a.pts[0] = empty[i];
        empty[i] = empty[--n];
        if (wz_game_act(g, &a, NULL, 0) == 0)
            moves++;
    }
    return moves;
}

/* len actions in columns of alternating colours, two apart: no five. */
static void long_line(wz_game *g, int len)
{
    int placed = 0;
    for (int x = 0; x < 15 && placed < len; x++)
        for (int y = 0; y < 15 && placed < len; y++) {
            wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
            a.pts[0] = (wz_point){0, (int8_t)((x * 2) % 15 + (x * 2) / 15), (int8_t)y};
            if (wz_game_act(g, &a, NULL, 0) == 0)
                placed++;
        }
}

int main(void)
{
    wz_registry *r = wz_registry_new();
    wz_registry_add_default_dirs(r);
    wz_registry_scan(r);
    const wz_variant *v = wz_registry_find(r, "gomoku-freestyle");
    if (!v) {
        fprintf(stderr, "bench_play: gomoku-freestyle not found\n");
        return 1;
    }
    wz_point empty[225];
    long moves = 0;
    int games = 0;
    double t0 = now();
    while (now() - t0 < 2.0) {
        wz_game *g = wz_game_new(v, 0, NULL, (uint64_t)games, NULL, 0);
        int n = 0;
        for (int x = 0; x < 15; x++)
            for (int y = 0; y < 15; y++)
                empty[n++] = (wz_point){0, (int8_t)x, (int8_t)y};
        moves += playout(g, empty, n);
        games++;
        wz_game_free(g);
    }
    double t = now() - t0;
    printf("free-style 15x15 random playouts: %d games, %.0f games/s, %.0f moves/s, %.1f moves/game\n",
           games, games / t, moves / t, (double)moves / games);

    /* undo/redo at the end of a long game: the cost grows with its length */
    for (int len = 20; len <= 200; len *= 10) {
        wz_game *g = wz_game_new(v, 0, NULL, 0, NULL, 0);
        long_line(g, len);
        int ops = 0;
        t0 = now();
        while (now() - t0 < 1.0) {
            for (int i = 0; i < 100; i++) {
                wz_game_undo(g);
                wz_game_redo(g);
            }
            ops += 100;
        }
        t = now() - t0;
        printf("undo+redo after %d actions: %.2f us per pair (%d pairs)\n",
               wz_game_history_length(g), t / ops * 1e6, ops);
        wz_game_free(g);
    }
    /* moving about a tree of two lines of 120 actions that part after
     * 60: to the start and back to the end, and from the end of one line
     * to the end of the other (a replay from the last checkpoint the two
     * share, at 56) */
    {
        wz_game *g = wz_game_new(v, 0, NULL, 0, NULL, 0);
        long_line(g, 120);
        wz_game *first = wz_game_clone(g);
        wz_game_goto(g, 60);
        wz_action a = *wz_game_history_at(first, 60);
        a.pts[0] = (wz_point){0, 1, 0}; /* a column the line leaves empty */
        wz_game_act(g, &a, NULL, 0);
        for (int i = 61; i < 120; i++)
            wz_game_act(g, wz_game_history_at(first, i), NULL, 0);
        wz_game_free(first);
        int ops = 0;
        t0 = now();
        while (now() - t0 < 1.0) {
            for (int i = 0; i < 100; i++) {
                wz_game_goto(g, 0);
                wz_game_goto(g, 120);
            }
            ops += 100;
        }
        t = now() - t0;
        printf("start and back to the end of 120 actions: %.2f us per pair of jumps (%d pairs)\n",
               t / ops * 1e6, ops);
        ops = 0;
        t0 = now();
        while (now() - t0 < 1.0) {
            for (int i = 0; i < 100; i++) {
                wz_game_goto(g, 60);
                wz_game_enter(g, i % 2);
                wz_game_forward(g, 59);
            }
            ops += 100;
        }
        t = now() - t0;
        printf("end of one line to the end of the other (120 actions, parting at 60): %.2f us per jump "
               "(%d jumps, at %d actions: %s)\n", t / ops * 1e6, ops, wz_game_history_length(g),
               wz_game_node_count(g) == 181 ? "181 positions" : "WRONG TREE");
        wz_game_free(g);
    }
    wz_registry_free(r);
    return 0;
}
