/*
 * tt.h - the transposition table: positions met before, with a bound on
 * their score, the depth it was searched to, and the best move found.
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
    uint16_t pad;
} tt_entry;

typedef struct tt {
    tt_entry *slots;
    uint64_t mask;
} tt;

/* A table of about mb megabytes (a power of two entries); -1 if no memory. */
int tt_init(tt *t, int mb);
void tt_free(tt *t);

/* The entry for key, or NULL.  Scores are stored relative to the node;
 * the caller adjusts win scores for the distance to the root. */
const tt_entry *tt_probe(const tt *t, uint64_t key);
void tt_store(tt *t, uint64_t key, int depth, int score, int bound, int move);

#endif
