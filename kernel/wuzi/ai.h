/*
 * wuzi/ai.h - extensions an AI plugin may offer through its descriptor's
 * extension() (the engine plugin offers both).  Front ends look them up
 * with plugin->extension(ID) on the AI they loaded, or host->extension.
 *
 * "wuzi.ai.stop/1"     stop every search running in the process now; the
 *                      searches return the best move found so far.
 * "wuzi.ai.analyze/1"  best move with score and principal variation, and
 *                      the VCF / VCT solvers, for the shell's hint,
 *                      analyze, vcf and vct.
 *
 * Structures only grow at the end; check size before using a field.
 */
#ifndef WUZI_AI_H
#define WUZI_AI_H

#include <stdint.h>
#include <wuzi/plugin.h>

#define WZ_AI_STOP_ID "wuzi.ai.stop/1"
#define WZ_AI_ANALYZE_ID "wuzi.ai.analyze/1"

typedef struct wz_ai_stop {
    uint32_t size;
    /* Ask every search of this plugin to stop.  Async-signal-safe and
     * callable from any thread; a request made while no search runs
     * affects none. */
    void (*request)(void);
} wz_ai_stop;

#define WZ_AI_MAX_LINE 96

/* What an analysis found. */
typedef struct wz_ai_analysis {
    int found;           /* a move (analyze) or a forced win (solve) */
    wz_point move;
    int score;           /* for the side to move, evaluation units */
    int win_in;          /* plies to a forced five: > 0 win, < 0 loss, 0 none known */
    int depth;           /* deepest completed iteration */
    uint64_t nodes;
    int64_t ms;
    const char *how;     /* "five", "block", "only", "vcf", "vct", "search" */
    int nline;           /* principal variation or winning line; a point
                          * with board == -1 means "any move" (the
                          * defender has no useful one) */
    wz_point line[WZ_AI_MAX_LINE];
} wz_ai_analysis;

/* Called after each completed iteration of an analysis. */
typedef void (*wz_ai_progress_fn)(void *user, const wz_ai_analysis *a);

typedef struct wz_ai_analyze {
    uint32_t size;
    /* Analyse the position for the player to place a stone in g, with
     * settings as for `ai ... key=value` (argv: "time=500", "depth=6").
     * 0 with out filled, or -1 with a reason in err. */
    int (*analyze)(const wz_game *g, int argc, const char *const *argv,
                   wz_ai_progress_fn progress, void *user,
                   wz_ai_analysis *out, char *err, size_t errlen);
    /* Look for a forced win of the side to place: kind 0 VCF (fours
     * only), 1 VCT (fours and threes), within the settings' time and
     * depth (depth = attacker moves).  1 when found (out->line holds it),
     * 0 when none was found within the limit, -1 with err on error. */
    int (*solve)(const wz_game *g, int kind, int argc, const char *const *argv,
                 wz_ai_analysis *out, char *err, size_t errlen);
} wz_ai_analyze;

#endif
