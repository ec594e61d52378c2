/*
 * bench_engine_match.c - fixed-time matches between the engine AI and the
 * simple AI: the engine's score, and how many of its moves went over the
 * per-move time limit (that share must be zero).
 *
 *   bench_engine_match [-n GAMES] [-t MS] [-v VARIANT ...]
 *
 * Colours alternate; the simple AI's seed and the engine's seed change
 * every game so that games differ.  Defaults: 10 games at 100 ms a move
 * on gomoku-freestyle, gomoku-standard and renju (each variant that is
 * installed).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <wuzi/wuzi.h>

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec * 1e-6;
}

typedef struct seat {
    const wz_plugin *ai;
    void *config;
} seat;

static int set(const wz_plugin *ai, void *config, const char *key, const char *value)
{
    char err[256];
    if (ai->ai->configure(config, key, value, err, sizeof err) != 0) {
        fprintf(stderr, "bench_engine_match: %s: %s\n", ai->id, err);
        return -1;
    }
    return 0;
}

typedef struct tally {
    int wins, losses, draws, moves, over;
    double max_ms, total_ms;
} tally;

/* One game; engine_colour is the engine's colour.  Returns 0, or -1. */
static int play(const wz_variant *v, seat *engine, seat *simple, int engine_colour, uint64_t seed,
                int limit_ms, tally *t)
{
    char why[WZ_REASON_MAX];
    wz_game *g = wz_game_new(v, 0, NULL, seed, why, sizeof why);
    if (!g) {
        fprintf(stderr, "bench_engine_match: %s\n", why);
        return -1;
    }
    for (int ply = 0; ply < 2000 && wz_game_result(g, NULL) == WZ_ONGOING; ply++) {
        wz_expect e;
        wz_game_expect(g, &e);
        if (e.player == WZ_NOBODY)
            break;
        int colour = wz_game_colour_of(g, e.player);
        seat *s = colour == engine_colour ? engine : simple;
        wz_action a;
        double t0 = now_ms();
        if (wz_ai_choose(s->ai, g, s->config, &a, why, sizeof why) != 0) {
            fprintf(stderr, "bench_engine_match: %s could not act: %s\n", s->ai->id, why);
            wz_game_free(g);
            return -1;
        }
        double ms = now_ms() - t0;
        if (s == engine) {
            t->moves++;
            t->total_ms += ms;
            if (ms > t->max_ms)
                t->max_ms = ms;
            if (ms > limit_ms)
                t->over++;
        }
        if (wz_game_act(g, &a, why, sizeof why) != 0) {
            fprintf(stderr, "bench_engine_match: %s played an illegal action: %s\n", s->ai->id, why);
            wz_game_free(g);
            return -1;
        }
    }
    int r = wz_game_result(g, NULL);
    if (r == WZ_DRAW || r == WZ_ONGOING)
        t->draws++;
    else if ((r == WZ_BLACK_WINS) == (engine_colour == WZ_BLACK))
        t->wins++;
    else
        t->losses++;
    wz_game_free(g);
    return 0;
}

int main(int argc, char **argv)
{
    int games = 10, limit = 100, nvariants = 0;
    const char *variants[16];
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-n") == 0 && i + 1 < argc)
            games = atoi(argv[++i]);
        else if (strcmp(argv[i], "-t") == 0 && i + 1 < argc)
            limit = atoi(argv[++i]);
        else if (strcmp(argv[i], "-v") == 0 && i + 1 < argc && nvariants < 16)
            variants[nvariants++] = argv[++i];
        else {
            fprintf(stderr, "usage: bench_engine_match [-n GAMES] [-t MS] [-v VARIANT ...]\n");
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
    char why[WZ_REASON_MAX];
    const wz_plugin *eng = wz_registry_ai(r, "engine", why, sizeof why);
    const wz_plugin *sim = wz_registry_ai(r, "simple", why, sizeof why);
    if (!eng || !sim) {
        fprintf(stderr, "bench_engine_match: %s\n", why);
        return 1;
    }
    seat engine = {eng, calloc(1, eng->ai->config_size)};
    seat simple = {sim, calloc(1, sim->ai->config_size)};
    char buf[32];
    snprintf(buf, sizeof buf, "%d", limit);
    if (set(eng, engine.config, "time", buf) != 0)
        return 1;
    printf("engine (time=%d ms a move) against simple, %d games a variant, colours alternating\n",
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
        tally t = {0};
        double t0 = now_ms();
        for (int i = 0; i < games; i++) {
            snprintf(buf, sizeof buf, "%d", i + 1);
            set(sim, simple.config, "seed", buf);
            set(eng, engine.config, "seed", buf);
            if (play(v, &engine, &simple, i % 2 ? WZ_WHITE : WZ_BLACK, (uint64_t)i + 1, limit, &t) != 0)
                failed = 1;
        }
        int played = t.wins + t.losses + t.draws;
        printf("%-18s +%d -%d =%d  score %.1f%%  engine moves %d, mean %.1f ms, max %.1f ms, "
               "over %d ms: %d (%.2f%%)  [%.1f s]\n",
               variants[k], t.wins, t.losses, t.draws,
               played ? 100.0 * (t.wins + 0.5 * t.draws) / played : 0.0, t.moves,
               t.moves ? t.total_ms / t.moves : 0.0, t.max_ms, limit, t.over,
               t.moves ? 100.0 * t.over / t.moves : 0.0, (now_ms() - t0) / 1000);
    }
    free(engine.config);
    free(simple.config);
    wz_registry_free(r);
    return failed;
}
