/*
 * search.h - the engine's search: threat-space solvers (VCF, VCT) and an
 * alpha-beta (principal variation) search with iterative deepening, over
 * the incremental board.  Scores are from the side to move, in the
 * evaluation's units; a forced win in n plies scores SCORE_WIN - n.
 */
#ifndef ENGINE_SEARCH_H
#define ENGINE_SEARCH_H

#include <stdint.h>

#include "board.h"
#include "clock.h"
#include "tt.h"

#define MAX_PLY 96
#define SCORE_WIN 30000
#define SCORE_WON (SCORE_WIN - 1000) /* above this: a forced win */
#define SCORE_INF 32000

static inline int score_is_win(int s) { return s > SCORE_WON; }
static inline int score_is_loss(int s) { return s < -SCORE_WON; }

typedef struct line {
    int n;
    int16_t move[MAX_PLY];
} line;

/* How a root decision was reached. */
enum how { HOW_NONE, HOW_FIVE, HOW_BLOCK, HOW_ONLY, HOW_VCF, HOW_VCT, HOW_SEARCH };

typedef struct search_limits {
    int64_t soft_ms;     /* no new iteration after this */
    int64_t hard_ms;     /* stop at once (0: no time limit) */
    int max_depth;       /* 0: as deep as time allows */
    uint64_t max_nodes;  /* 0: none */
    int vct;             /* try a VCT at the root first */
    int vcf_depth;       /* attacker moves of a VCF (0: default) */
    int vct_depth;       /* attacker moves of a VCT (0: default) */
    unsigned seed;       /* 0: deterministic ties; else varies them */
    int explain;         /* search a forced move too, for its score and line */
} search_limits;

typedef struct search_report {
    int move;          /* position, or -1 */
    int score;         /* for the side to move */
    int depth;         /* deepest iteration completed */
    int how;           /* enum how */
    uint64_t nodes;
    int64_t ms;
    line pv;
} search_report;

typedef void (*search_progress_fn)(void *user, const search_report *r);

typedef struct search {
    board b;
    int root_colour;
    search_limits lim;
    clock_ctl clock;
    uint64_t nodes;
    tt table;
    int16_t killer[MAX_PLY][2];
    int32_t history[3][BOARD_CELLS];
    line pv[MAX_PLY + 1];
    /* Root moves the game allows (1) - a variant may refuse points. */
    uint8_t root_ok[BOARD_CELLS];
    /* Threat search scratch: the line being tried, and failures met. */
    line threat;
    struct threat_slot { uint64_t key; int8_t depth; int8_t won; } *threat_cache;
    uint32_t threat_mask;
    /* Marks for building move sets without duplicates. */
    uint32_t mark[BOARD_CELLS];
    uint32_t mark_gen;
    int extended;      /* inside a horizon extension */
    search_progress_fn progress;
    void *user;
    /* Called with the best so far every TICK_MS or so while the search
     * runs (NULL: never); shares user with progress. */
    search_progress_fn tick;
    int64_t next_tick;   /* clock_now() of the next tick */
    search_report *live; /* the report search_run is filling */
} search;

/* Prepare s over a board already set up (s->b), colour to move.  Returns
 * 0, or -1 when out of memory.  root_ok starts all allowed. */
int search_init(search *s, int colour, const search_limits *lim, int tt_mb);
void search_free(search *s);

/* Find the best move for s->root_colour.  Fills r; r->move is -1 when no
 * empty allowed point exists. */
void search_run(search *s, search_report *r);

/* Threat solvers for attacker on s->b, within depth attacker moves: 1 and
 * the forcing line in out when attacker wins, 0 otherwise (or when the
 * clock ran out).  VCF: fours only.  VCT: fours and threes. */
int search_vcf(search *s, int attacker, int depth, line *out);
int search_vct(search *s, int attacker, int depth, line *out);

/* The moves that can stop attacker's winning points (open fours and
 * double fours it could make next): the points themselves, the empty
 * points of their threatening lines, and the defender's own fours.  Fouls
 * of a renju black defender are left out.  Returns the count. */
int search_defences(search *s, int attacker, int16_t *out, int max);

/* A list of candidate moves with their ordering scores. */
#define MAX_MOVES (BOARD_MAX * BOARD_MAX)
typedef struct movelist {
    int n;
    int defending;           /* 1: only moves that stop a threat */
    int16_t move[MAX_MOVES];
    int32_t score[MAX_MOVES];
    uint8_t level[MAX_MOVES];/* enum level of the move for the mover */
} movelist;

/* Candidate moves for colour at ply with their ordering scores: the moves
 * that stop the opponent's open-four threat when there is one, else every
 * empty point within two of a stone; no renju fouls; at the root only
 * points in s->root_ok.  tt_move (or -1) scores highest.  Sorted best
 * first when asked; otherwise order_pick brings the best of the rest to
 * place i, for a loop that may stop after a few. */
void order_moves(search *s, int colour, int ply, int tt_move, int root, int sorted, movelist *ml);
void order_pick(movelist *ml, int i);
/* Credit a move that refuted a position (killer and history tables). */
void order_credit(search *s, int colour, int ply, int move, int depth);

/* Static evaluation for the side to move. */
int evaluate(const board *b, int to_move);

/* Whether colour has a point that wins next move whatever the opponent
 * does (open four, double four; not forbidden): writes it to *at. */
int search_winning_point(search *s, int colour, int *at);

/* Report the best so far to s->tick when a tick is due. */
void search_tick_report(search *s);

/* Count a node and check the clock; 1 when the search must stop. */
static inline int search_tick(search *s)
{
    if ((++s->nodes & 63) == 0) {
        clock_expired(&s->clock, s->nodes);
        if (s->tick)
            search_tick_report(s);
    }
    return s->clock.stopped;
}

#endif
