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
 * "wuzi.ai.progress/1" reports while choose() thinks (depth, score, nodes,
 *                      best move so far), for a front end's thinking
 *                      display.
 * "wuzi.ai.settings/1" the settings `ai ... key=value` takes, with their
 *                      values and meaning, for help and completion, and
 *                      which of them a front end's game clock may set.
 *
 * Structures only grow at the end; check size before using a field.
 */
#ifndef WUZI_AI_H
#define WUZI_AI_H

#include <stdint.h>
#include <wuzi/plugin.h>

#define WZ_AI_STOP_ID "wuzi.ai.stop/1"
#define WZ_AI_ANALYZE_ID "wuzi.ai.analyze/1"
#define WZ_AI_PROGRESS_ID "wuzi.ai.progress/1"
#define WZ_AI_SETTINGS_ID "wuzi.ai.settings/1"

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

/* ------------------------------------------------------------ progress */

/* Why a report is made. */
enum wz_ai_event {
    WZ_AI_ITERATION = 1, /* a search iteration (one more depth) completed */
    WZ_AI_TICK           /* the search goes on: a periodic report, a few
                          * times a second */
};

/* One report of a thinking AI. */
typedef struct wz_ai_report {
    uint32_t size;      /* sizeof(wz_ai_report) as the plugin saw it */
    int event;          /* enum wz_ai_event */
    int64_t limit_ms;   /* the time this decision may take (0: none known) */
    /* The best so far: found/move (found 0 before any move is known),
     * score and win_in, depth (the deepest completed iteration, 0 before
     * the first), nodes and ms (elapsed) as of now; how and line may be
     * left empty on a tick. */
    wz_ai_analysis now;
    /* Appended; only in reports whose size holds them.  An opening
     * decision being weighed (swap or stay, a number to declare, fifth
     * moves to offer, which of them to keep) rather than a stone searched
     * for: options (> 0) actions are weighed, valued of them are done so
     * far, and best is the best of those (when valued > 0).  now then
     * holds only ms (and nodes when known).  A front end shows these
     * instead of a depth: "weighing swap or stay: 1 of 2, best swap". */
    int options, valued;
    wz_action best;
} wz_ai_report;

typedef void (*wz_ai_report_fn)(void *user, const wz_ai_report *r);

typedef struct wz_ai_progress {
    uint32_t size;
    /* Watch every decision of this plugin's choose() from now on (and
     * its analyses through "wuzi.ai.analyze/1", which report ticks here
     * between the iterations they report there): fn is called after each
     * completed iteration and periodically in between, from the thread
     * that called choose (or analyze), while it runs.  fn must be
     * quick (draw a line), must not call back into the plugin, and may
     * call the stop extension's request().  One watcher per process; NULL
     * stops the reports.  A plugin may report nothing for some decisions
     * (an opening choice that is not a search). */
    void (*watch)(wz_ai_report_fn fn, void *user);
} wz_ai_progress;

/* ------------------------------------------------------------ settings */

/* What a front end keeping a game clock may set in a setting. */
enum wz_ai_role {
    WZ_AI_ROLE_NONE = 0,
    WZ_AI_ROLE_MOVE_MS, /* the most milliseconds one decision may take */
    WZ_AI_ROLE_LEFT_MS, /* milliseconds left on the player's game clock */
    WZ_AI_ROLE_MEMORY_MB /* the most memory, in MB, the AI may hold while it
                          * plays (a cap: it may use less); a tournament's
                          * limit, such as Gomocup's INFO max_memory */
};

typedef struct wz_ai_setting {
    const char *key;     /* "time" */
    const char *values;  /* for people and completion: "1..86400000" (a
                          * range of integers), "on|off" (the words
                          * allowed), or a word in capitals ("PATH") */
    const char *meaning; /* one line: "milliseconds per move (default 1000)" */
    int role;            /* enum wz_ai_role */
} wz_ai_setting;

typedef struct wz_ai_settings {
    uint32_t size;
    int count;
    const wz_ai_setting *list; /* count entries, in the order to show them */
} wz_ai_settings;

#endif
