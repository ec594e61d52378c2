/*
 * position.h - from the stones a Gomocup manager sent to a wuzi game the
 * AI can play, and a quick move for when there is no time left.
 *
 * Points are wuzi's (x from the left, y from the bottom); the protocol's
 * Y counts from the top, so Y = height - 1 - y.
 */
#ifndef PBRAIN_POSITION_H
#define PBRAIN_POSITION_H

#include <wuzi/wuzi.h>

typedef struct stone {
    int8_t x, y;
    uint8_t colour; /* WZ_BLACK or WZ_WHITE */
} stone;

/* Black moves first, so the colour to move follows from the number of
 * stones: even, black; odd, white. */
int position_to_move(int nstones);

/* A new game of v on a size x size board (the manifest's size key
 * overridden; a first-stone-at-the-centre rule lifted, since the manager
 * runs the opening).  NULL with a reason if the variant cannot play that
 * size. */
wz_game *position_new(const wz_variant *v, int size, uint64_t seed, char *why,
                      size_t whylen);

/* A game of v holding the stones (in the order the manager gave them),
 * with position_to_move(n) to place a stone when the position allows it:
 * the stones are played in order when they alternate from black; else the
 * others are set up and the last black (and white) stone played; else all
 * are set up and black passes to give white the move.  NULL only when the
 * variant refuses the size or a stone lies off the board. */
wz_game *position_build(const wz_variant *v, int size, const stone *st, int n,
                        uint64_t seed, char *why, size_t whylen);

/* Whether g waits for a stone of colour. */
int position_wants(const wz_game *g, int colour);

/* A sound move found in a few milliseconds: complete a five, stop the
 * opponent's, else extend the longest lines near the stones; never a
 * point the variant refuses or forbids for black.  0, or -1 if the board
 * has no legal point. */
int position_quick_move(const wz_game *g, int colour, wz_point *out);

/* The empty point nearest the centre on a board of size x size that none
 * of the stones takes; for when no game could be built at all. */
wz_point position_any_empty(int size, const stone *st, int n);

#endif
