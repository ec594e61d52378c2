/*
 * decide.h - inside the opening decisions: what decide.c, offer.c and
 * known.c share.
 */
#ifndef ENGINE_DECIDE_H
#define ENGINE_DECIDE_H

#include "engine.h"

#define VALUE_WIN 20000

typedef struct ctx {
    const budget *bud;
    rules ru;
    int me;           /* the deciding player */
    int leaves_left;  /* leaf searches still to come, for time sharing */
    int declared;     /* a number declared on the way here (0: none) */
    struct memo { uint64_t key; int score; } memo[64];
    int nmemo;
    /* for the progress watcher: the actions weighed, how many are valued,
     * the best of those, the nodes of the leaf searches done */
    int options, valued;
    wz_action best;
    uint64_t nodes;
} ctx;

/* Score for colour to place on g's board, from a short search sharing
 * what is left of the decision's time with the leaves still to come. */
int search_score(ctx *c, const wz_game *g, int colour);

/* Symmetry t (0..7) of the square: 0..3 rotate by 0, 90, 180, 270
 * degrees, 4..7 mirror x first. */
void square_transform(int t, int x, int y, int *ox, int *oy);

/* Black's standing with n offers in one of the 26 openings on g, in
 * table steps (+3 black wins .. -3 white wins); 0 and *known = 0 when g
 * holds no such opening. */
int known_standing(const wz_game *g, int n, int *known);

/* The e->min best stones for the colour that offers, a set the game
 * accepts: 0 with out filled, or -1. */
int offer_build(ctx *c, const wz_game *g, const wz_expect *e, wz_action *out);

#endif
