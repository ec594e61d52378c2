/*
 * eval.h - the static evaluation's tables (eval.c) and the learnt
 * weights (eval_weights.c, written by bench/tune-eval).
 */
#ifndef ENGINE_EVAL_H
#define ENGINE_EVAL_H

#include <stdint.h>

#include "board.h"

/* Bits of the threat mask, from the side to move's view. */
enum threat_bit {
    TB_OPP_FIVE,   /* the opponent threatens a five (a four stands) */
    TB_SELF_F4,    /* the side to move can make an open four */
    TB_OPP_F4,     /* ... the opponent can */
    TB_SELF_4PLUS, /* the side to move can make a four with more (4-3, 4-2) */
    TB_SELF_FOUR,  /* ... a plain four */
    TB_SELF_3PLUS, /* ... two threes, or a three with more */
    TB_SELF_THREE, /* ... an open three */
    TB_OPP_4PLUS,
    TB_OPP_FOUR,
    TB_OPP_3PLUS,
    TB_OPP_THREE,
    THREAT_BITS
};
#define THREAT_MASKS (1 << THREAT_BITS)

/* Evaluations stay well inside the scores of forced wins. */
#define EVAL_MAX 20000

/* Learnt weights of one rule family: by colour (black, white) the weight
 * of a pattern code and the value of a threat mask for the side to move. */
typedef struct eval_params {
    int16_t weight[2][PCODES];
    int16_t threat[2][THREAT_MASKS];
} eval_params;

/* The learnt weights of a family, or NULL (then hand-set values). */
const eval_params *eval_learnt(int family);

/* The threat table's value of mask for colour to move under family. */
int eval_threat_value(int family, int colour, int mask);

/* The threat mask of b for self to move. */
int eval_threat_mask(const board *b, int self);

#endif
