/*
 * clock.h - time control and stopping: a search checks its clock every
 * few hundred nodes and gives up at the hard deadline, when its node
 * budget is spent, or when someone asked every search to stop.
 */
#ifndef ENGINE_CLOCK_H
#define ENGINE_CLOCK_H

#include <stdint.h>

typedef struct clock_ctl {
    int64_t start;      /* ns, monotonic */
    int64_t soft;       /* ns after start: no new iteration after this */
    int64_t hard;       /* ns after start: stop at once (0: none) */
    uint64_t max_nodes; /* 0: none */
    unsigned stop_gen;  /* the stop generation when the search began */
    int stopped;
    int armed;          /* the node budget counts (after a first answer) */
    const int *halt;    /* another thread's stop flag, or NULL */
    int64_t last;       /* ns after start of the last time check */
    int64_t worst_gap;  /* the longest time between two checks, ns */
    int banks_time;     /* time the move leaves is kept for later moves (a
                           game clock's share bounds it, not the turn's
                           limit), so a move whose best move has stood may
                           stop early; set after clock_start */
} clock_ctl;

/* What the iteration just completed says about the move. */
typedef struct iteration_news {
    int stable;        /* iterations the best move has stood since it last changed */
    int best_changes;  /* times the best move changed within the iteration */
    int fall;          /* how far the score fell from the iteration before */
    int root_moves;    /* moves the root has */
} iteration_news;

/* Monotonic time in ns. */
int64_t clock_now(void);

/* Start a clock: soft and hard budgets in ms (hard 0: no time limit). */
void clock_start(clock_ctl *c, int64_t soft_ms, int64_t hard_ms, uint64_t max_nodes);

/* Check: sets and returns c->stopped when the search must end now. */
int clock_expired(clock_ctl *c, uint64_t nodes);

/* From now on the node budget counts: a search has a first answer. */
static inline void clock_arm(clock_ctl *c) { c->armed = 1; }

/* The time (ns after start) past which no new iteration begins: the
 * soft budget, more when the best move keeps changing or the score falls,
 * a tenth when the root has one move, and, when the clock banks what a
 * move leaves, less when the best move has stood long.  Without banking
 * the time a move leaves is lost, so a stable best move is searched on.
 * 0 when the clock has no soft budget. */
int64_t clock_iteration_budget(const clock_ctl *c, const iteration_news *n);

/* ms since start. */
int64_t clock_elapsed_ms(const clock_ctl *c);

/* What the machine's load costs: the longest gap between two clock
 * checks seen lately (a search checks every few dozen nodes, so a long gap
 * means it was not running), in ms.  clock_note folds in a finished
 * search's worst gap; the estimate decays over later searches. */
void clock_note(const clock_ctl *c);
int64_t clock_jitter_ms(void);

/* Whether someone asked every search to stop since c started. */
int clock_stop_requested(const clock_ctl *c);

/* Ask every running search to stop (async-signal-safe, any thread). */
void clock_request_stop(void);

#endif
