/*
 * tt.h - the transposition table: positions met before, with a bound on
 * their score, the depth it was searched to, and the best move found.
 *
 * Tables are lent from a pool and kept between searches, so memory is
 * not allocated and touched again on every move.  Each search stamps its
 * own generation: a search that must be repeatable (a fixed depth or node
 * budget) sees only its own entries; a search against the clock also
 * uses what earlier searches left.
 */
#ifndef ENGINE_TT_H
#define ENGINE_TT_H

#include <stdint.h>

enum { TT_NONE = 0, TT_UPPER = 1, TT_LOWER = 2, TT_EXACT = 3 };

typedef struct tt_entry {
    uint64_t key;
    int16_t score;
    int16_t move;
    int8_t depth;
    uint8_t bound;
    uint8_t generation;
    uint8_t pad;
} tt_entry;

typedef struct tt {
    tt_entry *slots;
    uint64_t mask;
    int mb;
    uint8_t generation;
    int reuse; /* entries of earlier generations count too */
} tt;

/* Borrow a table of about mb megabytes (a power of two entries) for one
 * search; reuse: whether entries of earlier searches may be used.
 * Returns 0, or -1 when out of memory. */
int tt_acquire(tt *t, int mb, int reuse);
/* Give it back to the pool. */
void tt_release(tt *t);

/* The entry for key, or NULL.  Scores are stored relative to the node;
 * the caller adjusts win scores for the distance to the root. */
const tt_entry *tt_probe(const tt *t, uint64_t key);
void tt_store(tt *t, uint64_t key, int depth, int score, int bound, int move);

#endif
