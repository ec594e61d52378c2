/*
 * bench_engine_match.c - fixed-time matches between two AI plugins (by
 * default the engine against the simple AI): the first player's score,
 * and how many of each time-limited player's moves went over the per-move
 * limit (for the engine that share must be zero).
 *
 *   bench_engine_match [-n GAMES] [-t MS] [-v VARIANT ...] [-a AI] [-b AI]
 *
 * Every pair of games starts from one opening, set up by hand: a black
 * stone in the centre, a white one in the 3x3 around it, then a black and
 * a white one in the 5x5, drawn from a fixed seed, so runs repeat; the
 * players take each colour once.  Both players get time=MS when they take
 * that setting.  Defaults: 10 games a variant at 100 ms a move on
 * gomoku-freestyle, gomoku-standard and renju (those installed).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <wuzi/wuzi.h>

#include "clock.h"

static double now_ms(void)
{
    return now() * 1e3;
}

typedef struct player {
    const wz_plugin *ai;
    void *config;
    int timed; /* took time=MS */
    int moves, over;
    double total_ms, max_ms;
} player;

static uint64_t rng;
static int draw(int n)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (int)(rng % (uint64_t)n);
}

/* Four opening stones around the centre of a size x size board. */
static void opening(int size, wz_point black[2], wz_point white[2])
{
    int c = size / 2;
    wz_point used[4];
    int n = 0;
    black[0] = (wz_point){0, (int8_t)c, (int8_t)c};
    used[n++] = black[0];
    for (int i = 0; i < 3; i++) {
        int r = i == 0 ? 1 : 2, again;
        wz_point p;
        do {
            p = (wz_point){0, (int8_t)(c - r + draw(2 * r + 1)), (int8_t)(c - r + draw(2 * r + 1))};
            again = 0;
            for (int k = 0; k < n; k++)
                again |= used[k].x == p.x && used[k].y == p.y;
        } while (again);
        used[n++] = p;
        if (i == 1)
            black[1] = p;
        else
            white[i == 0 ? 0 : 1] = p;
    }
}

/* One game, a playing black.  Returns the result, or -1 on an error. */
static int play(const wz_variant *v, player *black, player *white, const wz_point *bs,
                const wz_point *ws, int limit_ms)
{
    char why[WZ_REASON_MAX];
    wz_game *g = wz_game_new(v, 0, NULL, 1, why, sizeof why);
    if (!g || wz_game_setup(g, bs, 2, ws, 2, why, sizeof why) != 0) {
        fprintf(stderr, "bench_engine_match: %s\n", why);
        wz_game_free(g);
        return -1;
    }
    for (int ply = 0; ply < 2000 && wz_game_result(g, NULL) == WZ_ONGOING; ply++) {
        wz_expect e;
        wz_game_expect(g, &e);
        if (e.player == WZ_NOBODY)
            break;
        player *p = wz_game_colour_of(g, e.player) == WZ_BLACK ? black : white;
        wz_action a;
        double t0 = now_ms();
        if (wz_ai_choose(p->ai, g, p->config, &a, why, sizeof why) != 0) {
            fprintf(stderr, "bench_engine_match: %s could not act: %s\n", p->ai->id, why);
            wz_game_free(g);
            return -1;
        }
        double ms = now_ms() - t0;
        p->moves++;
        p->total_ms += ms;
        if (ms > p->max_ms)
            p->max_ms = ms;
        if (p->timed && ms > limit_ms)
            p->over++;
        if (wz_game_act(g, &a, why, sizeof why) != 0) {
            fprintf(stderr, "bench_engine_match: %s played an illegal action: %s\n", p->ai->id, why);
            wz_game_free(g);
            return -1;
        }
    }
    int r = wz_game_result(g, NULL);
    wz_game_free(g);
    return r;
}

static void report(const char *name, const player *p, int limit)
{
    if (!p->moves)
        return;
    printf("    %-8s %4d moves, mean %6.1f ms, max %6.1f ms", name, p->moves, p->total_ms / p->moves,
           p->max_ms);
    if (p->timed)
        printf(", over %d ms: %d (%.2f%%)", limit, p->over, 100.0 * p->over / p->moves);
    printf("\n");
}

int main(int argc, char **argv)
{
    int games = 10, limit = 100, nvariants = 0;
    const char *variants[16], *name_a = "engine", *name_b = "simple";
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-n") == 0 && i + 1 < argc)
            games = atoi(argv[++i]);
        else if (strcmp(argv[i], "-t") == 0 && i + 1 < argc)
            limit = atoi(argv[++i]);
        else if (strcmp(argv[i], "-v") == 0 && i + 1 < argc && nvariants < 16)
            variants[nvariants++] = argv[++i];
        else if (strcmp(argv[i], "-a") == 0 && i + 1 < argc)
            name_a = argv[++i];
        else if (strcmp(argv[i], "-b") == 0 && i + 1 < argc)
            name_b = argv[++i];
        else {
            fprintf(stderr, "usage: bench_engine_match [-n GAMES] [-t MS] [-v VARIANT ...] [-a AI] [-b AI]\n");
            return 2;
        }
    }
    int defaults = nvariants == 0;
    if (defaults) {
        variants[nvariants++] = "gomoku-freestyle";
        variants[nvariants++] = "gomoku-standard";
        variants[nvariants++] = "renju";
    }
    wz_registry *r = wz_registry_new();
    wz_registry_add_default_dirs(r);
    wz_registry_scan(r);
    char why[WZ_REASON_MAX], buf[32], err[256];
    player pl[2] = {{0}};
    const char *names[2] = {name_a, name_b};
    snprintf(buf, sizeof buf, "%d", limit);
    for (int k = 0; k < 2; k++) {
        pl[k].ai = wz_registry_ai(r, names[k], why, sizeof why);
        if (!pl[k].ai) {
            fprintf(stderr, "bench_engine_match: %s\n", why);
            return 1;
        }
        pl[k].config = calloc(1, pl[k].ai->ai->config_size ? pl[k].ai->ai->config_size : 1);
        pl[k].timed = pl[k].ai->ai->configure &&
                      pl[k].ai->ai->configure(pl[k].config, "time", buf, err, sizeof err) == 0;
    }
    printf("%s against %s, %d ms a move, %d games a variant from paired openings\n", name_a, name_b,
           limit, games);
    int failed = 0;
    for (int k = 0; k < nvariants; k++) {
        const wz_variant *v = wz_registry_find(r, variants[k]);
        if (!v) {
            if (defaults)
                continue; /* not installed in this tree */
            fprintf(stderr, "bench_engine_match: no variant %s\n", variants[k]);
            return 1;
        }
        player a = pl[0], b = pl[1];
        int wins = 0, losses = 0, draws = 0;
        double t0 = now_ms();
        rng = 0x9E3779B97F4A7C15ULL;
        wz_point bs[2], ws[2];
        char probe[WZ_REASON_MAX];
        wz_game *g = wz_game_new(v, 0, NULL, 1, probe, sizeof probe);
        int size = g ? wz_game_width(g) : 15;
        wz_game_free(g);
        for (int i = 0; i < games; i++) {
            if (i % 2 == 0)
                opening(size, bs, ws);
            int a_black = i % 2 == 0;
            int res = play(v, a_black ? &a : &b, a_black ? &b : &a, bs, ws, limit);
            if (res < 0) {
                failed = 1;
                continue;
            }
            if (res == WZ_DRAW || res == WZ_ONGOING)
                draws++;
            else if ((res == WZ_BLACK_WINS) == a_black)
                wins++;
            else
                losses++;
        }
        int played = wins + losses + draws;
        double score = played ? (wins + 0.5 * draws) / played : 0;
        printf("  %-18s %s +%d -%d =%d: %.1f%%", variants[k], name_a, wins, losses, draws, 100 * score);
        if (score > 0 && score < 1)
            printf(" (Elo %+.0f)", -400 * log10(1 / score - 1));
        printf("  [%.1f s]\n", (now_ms() - t0) / 1000);
        report(name_a, &a, limit);
        report(name_b, &b, limit);
    }
    for (int k = 0; k < 2; k++)
        free(pl[k].config);
    wz_registry_free(r);
    return failed;
}
