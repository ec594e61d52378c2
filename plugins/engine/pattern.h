/*
 * pattern.h - what one line through an empty point becomes when a stone of
 * a colour is put there, for each rule family.
 *
 * A line is seen through the five cells on each side of the point (the
 * point itself excluded): that is enough to tell an exact five from an
 * overline and where every four or three through the point lies, because
 * every five considered contains the point.  Each neighbour takes two bits
 * (empty, black, white, wall), so a line is a 20-bit key, and tables per
 * family and colour map it to the pattern.
 */
#ifndef ENGINE_PATTERN_H
#define ENGINE_PATTERN_H

#include <stdint.h>

/* Cell contents inside the engine (black and white as in wuzi/plugin.h). */
enum { CELL_EMPTY = 0, CELL_BLACK = 1, CELL_WHITE = 2, CELL_WALL = 3 };

/* Rule families the engine knows. */
enum family {
    FAM_FREESTYLE, /* five or more wins, both colours */
    FAM_EXACT,     /* exactly five wins, an overline does nothing */
    FAM_CARO,      /* exactly five, not blocked at both ends by the opponent */
    FAM_RENJU,     /* black exactly five with fouls; white five or more */
    FAM_COUNT
};

/* Line patterns, weakest first; the order is relied upon.  Each names
 * what a stone put at the point makes on the line, and the finer kinds
 * count how many ways the next stone can go one step further. */
enum pat {
    PAT_NONE,  /* no five can ever contain the point on this line */
    PAT_OVER,  /* an overline that does not win (a foul for renju black) */
    PAT_B1,    /* a lone stone with room for one five only: one move from B2 */
    PAT_F1,    /* one move from an open two */
    PAT_B2,    /* one move from a closed three */
    PAT_F2,    /* an open two: one or two points make an open three */
    PAT_F2A,   /* ... three points make an open three */
    PAT_F2B,   /* ... four or more points make an open three */
    PAT_B3,    /* a closed three: one move from a four */
    PAT_F3,    /* an open three: one point makes an open four */
    PAT_F3S,   /* an open three two points make an open four (__OOO__) */
    PAT_B4,    /* a four: one point completes a five */
    PAT_F4,    /* two points complete a five (see PAT_DFOUR) */
    PAT_FIVE,  /* the stone wins on this line */
    PAT_KINDS
};
static inline int pat_is_three(int p) { return (p & 0x0F) == PAT_F3 || (p & 0x0F) == PAT_F3S; }
static inline int pat_is_two(int p) { return (p & 0x0F) >= PAT_F2 && (p & 0x0F) <= PAT_F2B; }
/* Flag beside PAT_F4: the two completions belong to two different fours
 * on this one line (X.X[X]X.X), not to a straight four. */
#define PAT_DFOUR 0x10
#define PAT_CLASS(p) ((p) & 0x0F)

/* Bit position of a neighbour at offset o (-5..-1, 1..5) within a key. */
static inline int pattern_slot(int offset)
{
    return 2 * (offset < 0 ? offset + 5 : offset + 4);
}

/* A family's table: for each key, the pattern (enum pat with PAT_DFOUR)
 * of black and of white, side by side.  A key's two halves (the five
 * cells on each side) are first mapped to the 364 sides that can occur
 * (walls only at the far end), so the table holds 364 x 364 pairs and
 * stays in the processor's cache.  Entries are worked out the first time
 * they are looked up, so a game pays only for the lines it meets; lookups
 * from several threads are safe (a colour's byte is only ever written from
 * PAT_UNKNOWN to its one value). */
#define PAT_UNKNOWN 0xFF
#define PATTERN_SIDES 364
typedef struct pattern_set {
    int family;
    uint16_t *pair; /* [left * 364 + right]: black's pattern low, white's high */
} pattern_set;

/* Side numbers of the 10-bit halves of a key (the same for every family). */
extern int16_t pattern_left[1024], pattern_right[1024];

/* The tables of a family, or NULL when out of memory. */
const pattern_set *pattern_tables(int family);

/* A line's index in the table: its left side's number times 364 plus its
 * right side's. */
static inline uint32_t pattern_index(uint32_t key)
{
    return (uint32_t)(pattern_left[key & 1023] * PATTERN_SIDES + pattern_right[key >> 10]);
}

/* What a stone put on an empty cell of the board `offset` steps along the
 * line (-5..5, not 0) adds to the line's index, once for black and twice
 * for white.  A side is numbered in base 3 (empty, black, white) by
 * distance, its walls fixing only where the numbering starts: so the board
 * keeps indexes, not keys, and a stone is an addition, with no lookup of
 * the sides' numbers. */
static inline int32_t pattern_index_step(int offset)
{
    static const int32_t step[11] = {81 * PATTERN_SIDES, 27 * PATTERN_SIDES, 9 * PATTERN_SIDES,
                                     3 * PATTERN_SIDES,  PATTERN_SIDES,      0,
                                     1,                  3,                  9,
                                     27,                 81};
    return step[offset + 5];
}

/* Work out colour's entry at index ix (pattern_pair and pattern_of do
 * this when needed). */
uint8_t pattern_solve(const pattern_set *t, int colour, uint32_t ix);

/* Both colours' patterns at index ix: black's in the low byte. */
static inline uint16_t pattern_pair(const pattern_set *t, uint32_t ix)
{
    uint16_t both = __atomic_load_n(&t->pair[ix], __ATOMIC_RELAXED);
    if ((both & 0xFF) == PAT_UNKNOWN)
        both = (uint16_t)((both & 0xFF00) | pattern_solve(t, CELL_BLACK, ix));
    if ((both >> 8) == PAT_UNKNOWN)
        both = (uint16_t)((both & 0xFF) | pattern_solve(t, CELL_WHITE, ix) << 8);
    return both;
}

/* The pattern of colour at a point whose line has index ix. */
static inline uint8_t pattern_at(const pattern_set *t, int colour, uint32_t ix)
{
    uint16_t both = __atomic_load_n(&t->pair[ix], __ATOMIC_RELAXED);
    uint8_t p = (uint8_t)(colour == CELL_BLACK ? both : both >> 8);
    return p != PAT_UNKNOWN ? p : pattern_solve(t, colour, ix);
}

/* The pattern of colour at a point whose line reads key. */
static inline uint8_t pattern_of(const pattern_set *t, int colour, uint32_t key)
{
    return pattern_at(t, colour, pattern_index(key));
}

#endif
