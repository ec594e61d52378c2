/*
 * search.h - the engine's search: threat-space solvers (VCF, VCT) and a
 * principal variation search with iterative deepening over the
 * incremental board.  Scores are from the side to move, in the
 * evaluation's units; a forced win in n plies scores SCORE_WIN - n.
 */
#ifndef ENGINE_SEARCH_H
#define ENGINE_SEARCH_H

#include <stdint.h>

#include "board.h"
#include "clock.h"
#include "eval.h"
#include "params.h"
#include "tt.h"

#define MAX_PLY 96
#define SCORE_WIN 30000
#define SCORE_WON (SCORE_WIN - 1000) /* above this: a forced win */
#define SCORE_INF 32000

/* Depths count in sixteenths of a ply, so that extensions and reductions
 * can be fractions without floating point (searches repeat exactly on
 * every machine). */
#define PLY 16

static inline int score_is_win(int s) { return s > SCORE_WON; }
static inline int score_is_loss(int s) { return s < -SCORE_WON; }
static inline int score_is_mate(int s) { return score_is_win(s) || score_is_loss(s); }

typedef struct line {
    int n;
    int16_t move[MAX_PLY];
} line;

/* How a root decision was reached. */
enum how { HOW_NONE, HOW_FIVE, HOW_BLOCK, HOW_ONLY, HOW_VCF, HOW_VCT, HOW_SEARCH, HOW_BOOK };

typedef struct search_limits {
    int64_t soft_ms;     /* the time a move should take when nothing is unclear */
    int64_t hard_ms;     /* stop at once (0: no time limit) */
    int banks_time;      /* time the move leaves is used later (a game
                            clock's share or a part of a decision), so it
                            may stop early when its best move has stood;
                            0: the time is lost, search to the limit */
    int max_depth;       /* 0: as deep as time allows */
    uint64_t max_nodes;  /* 0: none */
    int vct;             /* try a VCT at the root first */
    int book;            /* answer from the opening book (book.h) when it can */
    int vcf_depth;       /* attacker moves of a VCF (0: default) */
    int vct_depth;       /* attacker moves of a VCT (0: default) */
    unsigned seed;       /* 0: deterministic ties; else varies them */
    int explain;         /* search a forced move too, for its score and line */
    int threads;         /* searching threads (0, 1: one) */
    int fixed;           /* depth or nodes fix the work: the time limit
                            is a ceiling, never shared out (so that the
                            move repeats whenever it is not reached) */
    int has_params;      /* 0: the defaults of params.h */
    int param[PARAM_COUNT];
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

/* One ply of the search's path. */
typedef struct frame {
    int16_t move;        /* the move tried from this node */
    int16_t killer[2];
    int16_t skip;        /* a move left out (singular extension test), or -1 */
    int static_eval;
    int move_count;
    int stat_score;
    int extra_ext;       /* extensions beyond one ply so far on the path */
    uint8_t lv_self;     /* level of the move for its mover */
    uint8_t lv_opp;      /* ... and for the opponent (what it took away) */
    uint8_t tt_pv;
    line pv;
} frame;

#define HIST_ATTACK 0
#define HIST_QUIET 1
#define HIST_MAX 10000

struct smp;

typedef struct search {
    board b;
    int root_colour;
    search_limits lim;
    clock_ctl clock;
    uint64_t nodes;
    tt table;
    int sel_depth;
    /* the path: frames 0..3 stand before the root */
    frame stack[MAX_PLY + 8];
    int16_t hist[3][BOARD_CELLS][2];
    int16_t counter[3][BOARD_CELLS];
    /* Root moves the game allows (1) - a variant may refuse points. */
    uint8_t root_ok[BOARD_CELLS];
    /* Threat search scratch: the line being tried, and failures met. */
    line threat;
    struct threat_slot { uint64_t key; int8_t depth; int8_t won; } *threat_cache;
    uint32_t threat_mask;
    /* Marks for building move sets without duplicates. */
    uint32_t mark[BOARD_CELLS];
    uint32_t mark_gen;
    search_progress_fn progress;
    void *user;
    /* Called with the best so far every TICK_MS or so while the search
     * runs (NULL: never); shares user with progress. */
    search_progress_fn tick;
    int64_t next_tick;   /* clock_now() of the next tick */
    search_report *live; /* the report search_run is filling */
    /* Lazy SMP: the threads of one search share the table and a stop. */
    struct smp *smp;
    int thread_id;
    int root_depth;
    int root_alpha;      /* alpha at the root, for reductions */
    int root_delta;      /* the root window's width */
    int best_changes;
} search;

/* The root's moves with their scores, best first after each iteration. */
typedef struct root_move {
    int16_t move;
    int score, prev;
    line pv;
} root_move;

typedef struct root {
    int n;
    root_move m[BOARD_MAX * BOARD_MAX];
} root;

/* Iterative deepening over rt's moves; the main thread reports into r
 * and decides when to stop, a helper (smp.c) searches until told. */
void search_iterate(search *s, root *rt, search_report *r, int main_thread);

/* After a search with helpers: when deeper (a helper's last completed
 * iteration, smp_stop) went deeper than r and scored better, it saw
 * more, so r takes its move, score, depth and line, and its move goes to
 * the front of rt (the blunder check tries rt in order).  Otherwise, and
 * under a depth limit (the answer stays at that depth), nothing changes. */
void search_take_deeper(const search *s, root *rt, search_report *r, const search_report *deeper);

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
 * double fours it could make next): the points that leave it none, and
 * the defender's own fours.  Fouls of a renju black defender are left
 * out.  Returns the count. */
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

/* What a node's moves must do, by the opponent's threats. */
enum gen_mode {
    GEN_ALL,          /* anything near the stones */
    GEN_FIVE,         /* block the opponent's five */
    GEN_FOUR,         /* stop an open four (or double four) to come */
    GEN_FOUR_THREE,   /* stop a four-three to come */
};

/* Candidate moves for colour at a node: by the opponent's threats (see
 * enum gen_mode, written to *mode), else every empty point near the
 * stones; no renju fouls; at the root only points in s->root_ok.
 * Scored for ordering; tt_move (or -1) scores highest.  Sorted best first
 * when asked; otherwise order_pick brings the best of the rest to place i. */
void order_moves(search *s, int colour, int ply, int tt_move, int root, int sorted, movelist *ml);
void order_gen(search *s, int colour, int ply, int tt_move, int root, movelist *ml, int *mode);
void order_pick(movelist *ml, int i);
/* The four-making moves of colour (a VCF's moves), scored.  near: only
 * within four cells of that point on a line or square (-1: anywhere);
 * combos: only fours with something more (a three or two beside). */
void order_fours(search *s, int colour, int near, int combos, movelist *ml);

/* Static evaluation for the side to move. */
int evaluate(const board *b, int to_move);

/* Whether colour has a point that wins next move whatever the opponent
 * does (open four, double four; not forbidden): writes it to *at. */
int search_winning_point(search *s, int colour, int *at);
/* Whether colour has a four-three (or better) point that is not a foul;
 * for renju black only one whose three is real (search_renju_four_three). */
int search_four_three_point(search *s, int colour, int *at);

/* Renju black's four-three at q (a LV_43 point), played out: black's
 * four, white's forced block, then whether black has an open four it may
 * play.  0: the three is not real (its open four would be a foul, or the
 * block took it away); 1: real, but the block made white a four, so
 * black must answer that first; 2: black wins. */
int search_renju_four_three(search *s, int q);

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
