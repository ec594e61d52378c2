/*
 * board.h - the engine's own board: a padded array with, for every empty
 * cell and colour, what a stone there would make on each line and in all
 * four together, kept up to date stone by stone.
 *
 * Cells are indexed pos = (y + BOARD_PAD) * BOARD_STRIDE + (x + BOARD_PAD);
 * the padding holds walls, so a line can be followed five cells past any
 * edge without bounds checks.
 */
#ifndef ENGINE_BOARD_H
#define ENGINE_BOARD_H

#include <stdint.h>

#include "pattern.h"

#define BOARD_MAX 26
#define BOARD_PAD 5
#define BOARD_STRIDE (BOARD_MAX + 2 * BOARD_PAD)
#define BOARD_CELLS (BOARD_STRIDE * BOARD_STRIDE)
#define BOARD_WORDS ((BOARD_CELLS + 63) / 64)
#define BOARD_MAX_STONES (BOARD_MAX * BOARD_MAX)

/* What a stone at a cell makes on its four lines together, best first. */
enum level {
    LV_NONE,  /* nothing on any line */
    LV_MINOR, /* twos and closed threes */
    LV_F3,    /* an open three */
    LV_B4,    /* a four */
    LV_33,    /* two open threes */
    LV_43,    /* a four and an open three */
    LV_F4,    /* an open four, or two fours */
    LV_FIVE,  /* a five */
    LV_COUNT
};

/* The four lines of a cell summed up, for one colour. */
typedef struct combo {
    int16_t value; /* worth of the point as a move, for ordering and eval */
    uint8_t level; /* enum level */
    uint8_t fours; /* fours made (two on one line count two) */
    uint8_t threes;/* open threes made */
    uint8_t over;  /* an overline that does not win on some line */
    uint8_t five;
    uint8_t set;   /* which of the board's point sets it belongs to */
} combo;

typedef struct board {
    int width, height, family;
    const pattern_set *table;
    /* Renju judge of the renju plugin, when loaded: exact foul verdicts. */
    int (*judge)(const uint8_t *cells, int width, int height, int x, int y);

    uint8_t cell[BOARD_CELLS];
    uint32_t key[BOARD_CELLS][4];  /* line keys, see pattern.h */
    uint16_t pat[BOARD_CELLS][4];  /* table entry of each line */
    uint16_t cix[BOARD_CELLS][3];  /* combo index by colour (1, 2) */
    uint8_t near[BOARD_CELLS];     /* stones within two cells */
    uint8_t plain[BOARD_MAX * BOARD_MAX]; /* host layout, for the judge */

    int32_t value_sum[3];          /* sum of combo values of empty cells */
    int16_t level_count[3][LV_COUNT];
    uint64_t five[3][BOARD_WORDS]; /* empty cells where colour makes five */
    uint64_t four[3][BOARD_WORDS]; /* ... a four (and no five) */
    uint64_t three[3][BOARD_WORDS];/* ... an open three (no four or five) */

    uint64_t hash;
    int nstones;
    int16_t stack[BOARD_MAX_STONES];
} board;

/* Steps of the four line directions. */
extern const int board_step[4];

/* Set b up as an empty width x height board under family.  Returns 0, or
 * -1 when the pattern table cannot be built (out of memory). */
int board_init(board *b, int width, int height, int family);

/* Put a stone of colour on the empty cell pos / take the last one off. */
void board_make(board *b, int pos, int colour);
void board_unmake(board *b);

static inline int board_pos(int x, int y)
{
    return (y + BOARD_PAD) * BOARD_STRIDE + x + BOARD_PAD;
}
static inline int board_x(int pos) { return pos % BOARD_STRIDE - BOARD_PAD; }
static inline int board_y(int pos) { return pos / BOARD_STRIDE - BOARD_PAD; }
static inline int board_on(const board *b, int pos)
{
    return b->cell[pos] != CELL_WALL;
}
static inline int other(int colour) { return 3 - colour; }

/* The combined line summary of cell pos for colour. */
const combo *board_combo(const board *b, int pos, int colour);
/* The pattern (enum pat, with PAT_DFOUR) of colour at pos along dir. */
static inline int board_pat(const board *b, int pos, int dir, int colour)
{
    return (b->pat[pos][dir] >> (colour == CELL_BLACK ? 0 : 8)) & 0xFF;
}

/* Hash of the stones with the side to move folded in. */
uint64_t board_key(const board *b, int to_move);

/* Cells of a bit set, in order: write up to max positions, return count. */
int board_cells_of(const uint64_t *set, int16_t *out, int max);
static inline int board_set_empty(const uint64_t *set)
{
    for (int i = 0; i < BOARD_WORDS; i++)
        if (set[i])
            return 0;
    return 1;
}

/* Whether black may not play pos under renju (enum wz_verdict values:
 * 0 legal, 2 overline, 3 double-four, 4 double-three); 0 for every other
 * family and for white. */
int board_foul(board *b, int pos, int colour);

/* "h8" for a position; buf holds 8. */
char *board_name(int pos, char *buf);

#endif
