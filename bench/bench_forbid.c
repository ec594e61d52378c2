/*
 * bench_forbid.c - how fast is rj_forbidden_map on middlegame positions?
 *
 * Builds a fixed, seeded set of 15x15 positions from random renju-ish
 * games (30..80 stones, colours alternating, moves mostly next to earlier
 * stones, black only on points the judge calls legal, so no five or
 * forbidden shape is ever on the board), then times full forbidden maps
 * over the whole set, round after round, on one core.
 *
 * usage: bench_forbid [positions [seconds]]   (defaults 1000 and 2)
 */
#define _POSIX_C_SOURCE 199309L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "clock.h"
#include "forbid.h"

#define SIDE 15
#define CELLS (SIDE * SIDE)

static uint64_t rng_state = 0x5eed2024u;

static uint64_t rng_next(void)
{
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static int rng_below(int n)
{
    return (int)(rng_next() % (uint64_t)n);
}

/* An empty point, usually within two of an existing stone. */
static int pick_point(const uint8_t *c, int stones)
{
    if (stones > 0 && rng_below(100) < 90) {
        for (int tries = 0; tries < 50; tries++) {
            int s = rng_below(CELLS);
            if (!c[s])
                continue;
            int x = s % SIDE + rng_below(5) - 2, y = s / SIDE + rng_below(5) - 2;
            if (x >= 0 && y >= 0 && x < SIDE && y < SIDE && !c[y * SIDE + x])
                return y * SIDE + x;
        }
    }
    if (stones == 0)
        return 7 * SIDE + 7;
    int start = rng_below(CELLS);
    for (int k = 0; k < CELLS; k++)
        if (!c[(start + k) % CELLS])
            return (start + k) % CELLS;
    return -1;
}

static void make_position(uint8_t *c)
{
    memset(c, 0, CELLS);
    int target = 30 + rng_below(51);
    for (int placed = 0, tries = 0; placed < target && tries < 1000; tries++) {
        int i = pick_point(c, placed);
        if (i < 0)
            break;
        int colour = placed % 2 ? 2 : 1;
        if (colour == 1 && rj_check(c, SIDE, SIDE, i % SIDE, i / SIDE) != RJ_LEGAL)
            continue;
        c[i] = (uint8_t)colour;
        placed++;
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1000;
    double seconds = argc > 2 ? atof(argv[2]) : 2.0;
    if (n < 1 || seconds <= 0) {
        fprintf(stderr, "usage: %s [positions [seconds]]\n", argv[0]);
        return 2;
    }
    uint8_t *pos = malloc((size_t)n * CELLS);
    if (!pos)
        return 1;
    for (int i = 0; i < n; i++)
        make_position(pos + (size_t)i * CELLS);

    uint8_t out[CELLS];
    long maps = 0, forbidden = 0;
    int deepest = 0;
    /* one untimed round: warms the caches and builds the pattern table */
    for (int i = 0; i < n; i++)
        rj_forbidden_map(pos + (size_t)i * CELLS, SIDE, SIDE, out);
    double t0 = now(), t;
    do {
        for (int i = 0; i < n; i++) {
            forbidden += rj_forbidden_map(pos + (size_t)i * CELLS, SIDE, SIDE, out);
            if (rj_last_max_depth() > deepest)
                deepest = rj_last_max_depth();
        }
        maps += n;
        t = now() - t0;
    } while (t < seconds);

    printf("forbidden maps: %d positions, %.0f maps/s, %.2f us/map, "
           "deepest recursion %d (%.2f forbidden points/map)\n",
           n, (double)maps / t, t * 1e6 / (double)maps, deepest,
           (double)forbidden / (double)maps);
    free(pos);
    return 0;
}
