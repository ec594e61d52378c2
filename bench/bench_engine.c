/*
 * bench_engine.c - the engine's speed: nodes per second of its search on
 * fixed positions at fixed depths, and solve times on the VCF puzzles of
 * tests/engine/vcf-puzzles.txt (each answer checked by the independent
 * judge of tests/engine/vcf_check.c), and the fixed-depth searches' time
 * with a helper thread (threads=2) against one.
 *
 *   bench_engine [PUZZLE-FILE]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <wuzi/wuzi.h>

#include <wuzi/ai.h>
#include "clock.h"
#include "../tests/engine/vcf_check.h"

#ifndef SRCDIR
#define SRCDIR "."
#endif

static const struct {
    const char *name, *line;
    const char *depth;
} positions[] = {
    {"opening, 2 stones", "P1 | gomoku-freestyle | h8 | i9 | black | none | -", "depth=14"},
    {"midgame, free-style",
     "P2 | gomoku-freestyle | e8 h9 e5 j4 e4 l4 l6 l8 h4 d9 | j6 f7 d8 i5 i12 i8 j9 k10 g4 | black | none | -",
     "depth=14"},
    {"early, free-style (white)",
     "P3 | gomoku-freestyle | h8 h10 j9 g7 | i9 g9 i7 | white | none | -", "depth=14"},
    {"midgame, standard",
     "P4 | gomoku-standard | h8 j9 g6 i6 | h9 i8 h7 f8 | black | none | -", "depth=14"},
    {"midgame, renju (black)",
     "P5 | renju | h8 j8 g10 | h9 i9 f9 | black | none | -", "depth=14"},
    {"midgame, renju (white)",
     "P6 | renju | h8 i9 g10 j7 | i8 h9 g9 | white | none | -", "depth=14"},
};

/* Runs of each threaded search: with a helper thread the search is no
 * longer repeatable, so the median stands for it. */
#define THREADED_RUNS 3

static int by_time(const void *a, const void *b)
{
    const wz_ai_analysis *x = a, *y = b;
    return (x->ms > y->ms) - (x->ms < y->ms);
}

static double now_ms(void)
{
    return now() * 1e3;
}

int main(int argc, char **argv)
{
    const char *file = argc > 1 ? argv[1] : SRCDIR "/tests/engine/vcf-puzzles.txt";
    char why[WZ_REASON_MAX];
    wz_registry *r = wz_registry_new();
    wz_registry_add_default_dirs(r);
    wz_registry_scan(r);
    const wz_plugin *engine = wz_registry_ai(r, "engine", why, sizeof why);
    if (!engine) {
        fprintf(stderr, "bench_engine: %s\n", why);
        return 1;
    }
    const wz_ai_analyze *an = engine->extension(WZ_AI_ANALYZE_ID);

    /* Speed: a second a position; the fixed-depth searches after it show
     * changes of the search apart from changes of speed (their node
     * counts are the same on every machine); then the same depths with a
     * helper thread, for what threads=2 buys. */
    enum { TIMED, FIXED, THREADED, PASSES };
    int64_t one_thread_ms[sizeof positions / sizeof positions[0]] = {0};
    for (int pass = TIMED; pass < PASSES; pass++) {
        if (pass == TIMED)
            printf("search speed (1 s a position, VCT off; nodes include the quiescence VCF's)\n");
        else if (pass == FIXED)
            printf("fixed-depth search (VCT off; node counts change only with the search)\n");
        else
            printf("the same depths with threads=2 (median of %d runs; %ld processors online;"
                   " nodes of both threads)\n",
                   THREADED_RUNS, sysconf(_SC_NPROCESSORS_ONLN));
        uint64_t all_nodes = 0;
        int64_t all_ms = 0, all_one_ms = 0;
        for (size_t i = 0; i < sizeof positions / sizeof positions[0]; i++) {
            puzzle z;
            wz_ai_analysis a;
            if (puzzle_parse(positions[i].line, &z) != 0)
                return 1;
            wz_game *g = puzzle_game(r, &z);
            if (!g) {
                printf("  %-26s (variant not installed)\n", positions[i].name);
                continue;
            }
            const char *timed[] = {"time=1000", "vct=off"};
            const char *deep[] = {positions[i].depth, "time=600000", "vct=off", "threads=2"};
            const char *const *args = pass == TIMED ? timed : deep;
            int nargs = pass == TIMED ? 2 : pass == FIXED ? 3 : 4;
            int runs = pass == THREADED ? THREADED_RUNS : 1;
            wz_ai_analysis run[THREADED_RUNS];
            for (int k = 0; k < runs; k++)
                if (an->analyze(g, nargs, args, NULL, NULL, &run[k], why, sizeof why) != 0) {
                    fprintf(stderr, "bench_engine: %s\n", why);
                    return 1;
                }
            qsort(run, (size_t)runs, sizeof run[0], by_time);
            a = run[runs / 2];
            printf("  %-26s depth %2d  %9llu nodes  %6lld ms  %8.0f nodes/s", positions[i].name,
                   a.depth, (unsigned long long)a.nodes, (long long)a.ms,
                   a.ms ? 1000.0 * (double)a.nodes / (double)a.ms : 0.0);
            if (pass == FIXED)
                one_thread_ms[i] = a.ms;
            if (pass == THREADED && one_thread_ms[i] > 0)
                printf("  %.2f of one thread's time", (double)a.ms / (double)one_thread_ms[i]);
            printf("\n");
            all_nodes += a.nodes;
            all_ms += a.ms;
            all_one_ms += one_thread_ms[i];
            wz_game_free(g);
        }
        printf("  %-26s %25llu nodes  %6lld ms  %8.0f nodes/s", "all",
               (unsigned long long)all_nodes, (long long)all_ms,
               all_ms ? 1000.0 * (double)all_nodes / (double)all_ms : 0.0);
        if (pass == THREADED && all_one_ms > 0)
            printf("  %.2f of one thread's time", (double)all_ms / (double)all_one_ms);
        printf("\n");
    }

    static puzzle z[128];
    int n = puzzles_read(file, z, 128);
    if (n < 0)
        return 1;
    printf("VCF puzzles (%s)\n", file);
    int solved = 0, wrong = 0;
    double total = 0, worst = 0;
    for (int i = 0; i < n; i++) {
        wz_game *g = puzzle_game(r, &z[i]);
        if (!g)
            continue;
        wz_ai_analysis a;
        const char *args[] = {"time=60000", "depth=40"};
        double t0 = now_ms();
        int rc = an->solve(g, 0, 2, args, &a, why, sizeof why);
        double ms = now_ms() - t0;
        const char *verdict = "ok";
        if (rc != z[i].has_win)
            verdict = "WRONG ANSWER";
        else if (rc == 1 && !vcf_line_ok(g, a.line, a.nline, why, sizeof why))
            verdict = "WRONG LINE";
        if (strcmp(verdict, "ok") != 0)
            wrong++;
        else
            solved++;
        total += ms;
        if (ms > worst)
            worst = ms;
        printf("  %-5s %-17s %-5s %-4s %3d plies %8llu nodes %8.2f ms  %s\n", z[i].id, z[i].variant,
               z[i].to_move == WZ_BLACK ? "black" : "white", rc == 1 ? "win" : "none",
               rc == 1 ? a.nline : 0, (unsigned long long)a.nodes, ms, verdict);
        wz_game_free(g);
    }
    printf("  %d of %d right; %.2f ms in all, worst %.2f ms (the solver's own time limit: 60 s)\n",
           solved, solved + wrong, total, worst);
    wz_registry_free(r);
    return wrong ? 1 : 0;
}
