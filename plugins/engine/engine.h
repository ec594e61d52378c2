/*
 * engine.h - inside the engine plugin: its settings, the host, and the
 * steps shared by choose (engine.c), the opening decisions (decide.c),
 * the dual-board game (dual.c) and the analysis extension (analysis.c).
 */
#ifndef ENGINE_ENGINE_H
#define ENGINE_ENGINE_H

#include <wuzi/plugin.h>

#include "rules.h"
#include "search.h"

extern const wz_host *engine_host;

/* `ai COLOUR engine key=value` settings; a zeroed block means defaults. */
typedef struct settings {
    int time_ms;      /* per move; 0: DEFAULT_TIME_MS */
    int game_ms;      /* per game for this seat; 0: no game limit */
    int left_ms;      /* time left in the game, set by a front end */
    int has_left;
    int depth;        /* most iterations; 0: as time allows */
    uint64_t nodes;   /* most nodes per move; 0: no limit */
    int no_vct;       /* vct=off */
    int no_book;      /* book=off */
    unsigned seed;    /* 0: deterministic */
    int hash_mb;      /* transposition table; 0: DEFAULT_HASH_MB */
    int threads;      /* searching threads; 0: one */
    int memory_mb;    /* the most the engine may hold; 0: no cap */
    int tuned;        /* some tune.NAME=V given */
    int param[PARAM_COUNT]; /* the search's numbers (params.h) */
} settings;

#define DEFAULT_TIME_MS 1000
#define DEFAULT_HASH_MB 8
/* What the engine holds besides its table, under memory=MB: the process
 * with one search (rounded up from 6 MB measured), and each helper. */
#define ENGINE_BASE_MB 8
#define ENGINE_THREAD_MB 2
/* Kept back from every time limit (with 2% more, and the delays a busy
 * machine has lately caused): setting up and returning. */
#define MARGIN_MS 5

/* Read one key=value into s; 0, or -1 with a reason. */
int settings_set(settings *s, const char *key, const char *value, char *err, size_t errlen);

/* The time and depth one decision may use. */
typedef struct budget {
    int64_t start;    /* clock_now() when the decision began */
    int64_t soft_ms, hard_ms; /* from start; 0: no clock (nodes=) */
    int banks_time;   /* time the decision leaves is used later (search.h) */
    int depth;
    uint64_t nodes;
    int vct;
    int book;         /* the opening book may answer */
    unsigned seed;
    int hash_mb;
    int threads;
    int explain;      /* search forced moves too (analysis) */
    const settings *from; /* the settings (for tune.NAME=V) */
} budget;

/* Work out the budget of one move for the seat with settings s in g,
 * the decision having begun at start. */
void budget_for_move(const settings *s, const void *seat, const wz_game *g, int64_t start, budget *b);
/* Book the time a move used against the seat's game budget. */
void budget_spent(const void *seat, const wz_game *g, int64_t ms);
/* ms left before b's hard limit (at least 1), 0 when b has no clock
 * (under nodes=). */
int64_t budget_left(const budget *b);
/* Limits for one of several searches of a decision, leaves (at least 1)
 * still to come: a share of the time left, or with a node budget that
 * budget each and no time share (so that the choice repeats whatever the
 * clock), at most the budget's depth or default_depth iterations. */
void budget_leaf(const budget *b, int leaves, int default_depth, search_limits *lim);

/* Copy board 0 of g into a fresh engine board under ru. */
int engine_board(const wz_game *g, const rules *ru, board *b);

/* Search g's board 0 for colour within bud.  root_ok is set from
 * host->legal (and the exact renju judge for black) unless allowed is
 * given (1 per board cell).  The chosen move is checked by playing it on
 * a copy: a move the game refuses or that loses at once is struck off and
 * the search repeated.  0 with r filled (r->move -1 if no move exists),
 * or -1 when out of memory. */
int engine_think(const wz_game *g, const rules *ru, int colour, const budget *bud,
                 search_progress_fn progress, search_progress_fn tick, void *user,
                 search_report *r);

/* The opening decisions and constrained placements (decide.c): choose any
 * action expect allows, comparing the positions it leads to. */
int decide(const wz_game *g, const wz_expect *e, const budget *bud, wz_action *out,
           char *err, size_t errlen);
/* Whether an expectation is plain play: place a stone (maybe pass or
 * claim) with no decision among other kinds. */
int expect_is_plain(const wz_expect *e);

/* The dual-board game (dual.c). */
int dual_choose(const wz_game *g, const wz_expect *e, wz_action *out, char *err, size_t errlen);

/* The analysis extension (analysis.c), and its translation of a search
 * report (struct wz_ai_analysis of <wuzi/ai.h>). */
const void *analysis_extension(void);
struct wz_ai_analysis;
void analysis_fill(struct wz_ai_analysis *out, const search_report *r);

/* A point of g from a board position (board 0). */
wz_point engine_point(int pos);

/* Reports to the watcher of "wuzi.ai.progress/1" (engine.c), when there
 * is one: a search's (event: enum wz_ai_event), and an opening decision's
 * (options weighed, valued of them so far, best the best of those, nodes
 * searched for it). */
int engine_watched(void);
void engine_report(const budget *bud, int event, const search_report *r);
void engine_report_decision(const budget *bud, int options, int valued, const wz_action *best, uint64_t nodes);

#endif
