/*
 * tt.h - the transposition table: positions met before, with a bound on
 * their score, the depth it was searched to, the static evaluation and
 * the best move found.
 *
 * Tables are lent from a pool and kept between searches, so memory is not
 * allocated and touched again on every move.  A search against the clock
 * also uses what earlier searches left; a search that must repeat exactly
 * (a fixed depth or node budget) starts from an empty table.  The threads
 * of one search share its table without locks: an entry is two words and
 * the key word is stored xor the data word, so a torn entry never matches.
 */
#ifndef ENGINE_TT_H
#define ENGINE_TT_H

#include <stdint.h>

enum { TT_NONE = 0, TT_UPPER = 1, TT_LOWER = 2, TT_EXACT = 3 };

#define TT_WAYS 4

typedef struct tt_slot {
    uint64_t check; /* key ^ data */
    uint64_t data;
} tt_slot;

/* An entry read out of the table. */
typedef struct tt_entry {
    int16_t score;
    int16_t eval;
    int16_t move;
    int8_t depth;  /* half plies; -1: a quiescence entry */
    uint8_t bound;
    uint8_t pv;
} tt_entry;

typedef struct tt {
    tt_slot *slots;
    uint64_t buckets;
    int mb;
    uint8_t generation;
} tt;

/* Borrow a table of about mb megabytes for one search; reuse: whether
 * entries of earlier searches may be used (else it is cleared).
 * Returns 0, or -1 when out of memory. */
int tt_acquire(tt *t, int mb, int reuse);
/* Give it back to the pool. */
void tt_release(tt *t);

/* Look key up: 1 and *e filled, or 0.  Scores are stored relative to
 * the node; the caller adjusts win scores for the distance to the root. */
int tt_probe(const tt *t, uint64_t key, tt_entry *e);
void tt_store(tt *t, uint64_t key, int depth, int score, int eval, int bound, int move, int pv);
/* Start fetching key's bucket (for the position about to be searched). */
static inline void tt_prefetch(const tt *t, uint64_t key)
{
    __builtin_prefetch(&t->slots[(key >> 20 & (t->buckets - 1)) * TT_WAYS]);
}

#endif
