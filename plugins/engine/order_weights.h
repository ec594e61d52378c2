/*
 * order_weights.h - the move ordering's worth of a point by its shapes:
 * what the mover makes there and what it takes from the opponent, by
 * pattern code.  Learnt from games where a family has learnt tables
 * (bench/tune_order, docs/engine.md), else twice the mover's shape value
 * and once the opponent's (board_combos[].value).
 */
#ifndef ENGINE_ORDER_WEIGHTS_H
#define ENGINE_ORDER_WEIGHTS_H

#include <stdint.h>

#include "board.h"

/* Distances to a stone counted apart, the last one standing for farther
 * (and for no stone at all). */
#define ORDER_DISTS 8

/* Learnt tables of one rule family: by the mover's colour (black, white),
 * the worth of the code a stone makes for the mover and of the one it
 * would make for the opponent, and of its distance (the larger of the
 * two coordinates' differences) to the opponent's last stone and to the
 * mover's own. */
typedef struct order_params {
    int16_t mine[2][PCODES];
    int16_t theirs[2][PCODES];
    int16_t near_theirs[2][ORDER_DISTS];
    int16_t near_mine[2][ORDER_DISTS];
} order_params;

/* The learnt tables of a family, or NULL. */
const order_params *order_learnt(int family);

/* The worth tables for colour moving under family, indexed by pattern
 * code (board_combos must be built: some board set up first). */
const int32_t *order_table_mine(int family, int colour);
const int32_t *order_table_theirs(int family, int colour);

/* The worth of a point at distance d from the opponent's last stone and
 * at distance e from the mover's (each ORDER_DISTS - 1 when farther or
 * none); all 0 without learnt tables. */
const int16_t *order_table_near_theirs(int family, int colour);
const int16_t *order_table_near_mine(int family, int colour);

/* One entry of each, for tools. */
static inline int order_weight_mine(int family, int colour, int code)
{
    return order_table_mine(family, colour)[code];
}
static inline int order_weight_theirs(int family, int colour, int code)
{
    return order_table_theirs(family, colour)[code];
}

#endif
