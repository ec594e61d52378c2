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
/* A point set: BOARD_WORDS words of cells, then one word whose bit w
 * says word w is not empty, so that a scan skips the empty words. */
#define BOARD_SET_WORDS (BOARD_WORDS + 1)
_Static_assert(BOARD_WORDS <= 64, "a point set's summary word covers its words");
#define BOARD_MAX_STONES (BOARD_MAX * BOARD_MAX)

/* What a stone at a cell makes on its four lines together, best first.
 * LV_FORBID is counted instead of the real level for a renju black point
 * that may be a foul (an overline, two fours, two threes): only the judge
 * (board_foul) can tell. */
enum level {
    LV_NONE,    /* nothing worth naming */
    LV_FORBID,  /* renju black: maybe forbidden */
    LV_F2,      /* an open two */
    LV_B3,      /* a closed three */
    LV_F2X2,    /* two open twos */
    LV_B3PLUS,  /* a closed three and an open two or another closed three */
    LV_F3,      /* an open three */
    LV_F3PLUS,  /* an open three and an open two or a closed three */
    LV_33,      /* two open threes */
    LV_B4,      /* a four */
    LV_B4PLUS,  /* a four and an open two or a closed three */
    LV_43,      /* a four and an open three */
    LV_F4,      /* an open four, or two fours */
    LV_FIVE,    /* a five */
    LV_COUNT
};

/* Line kinds of a cell: the pattern class, or KIND_DFOUR for a line with
 * two fours (PAT_F4 | PAT_DFOUR). */
#define KIND_DFOUR PAT_KINDS
#define KINDS (PAT_KINDS + 1)
/* Four lines' kinds as an unordered set: the pattern code of a cell. */
#define PCODES 3060

/* The four lines of a cell summed up, for one colour (by pattern code). */
typedef struct combo {
    int16_t value; /* a prior worth of the point as a move (move order) */
    uint8_t level; /* enum level, judging no foul */
    uint8_t fours; /* fours made (two on one line count two) */
    uint8_t threes;/* open threes made */
    uint8_t over;  /* an overline that does not win on some line */
    uint8_t five;
    uint8_t set;   /* which of the board's point sets it belongs to */
    uint8_t suspect; /* renju black: may be a foul (needs the judge) */
} combo;

/* What a cell's lines make, kept together because a stone nearby changes
 * all of it at once: one cache line or two, where separate arrays took
 * five.  Colours index by their number (1, 2). */
typedef struct board_point {
    uint32_t line[4];  /* line indexes (pattern_index), see pattern.h */
    uint16_t pat[4];   /* both colours' patterns of each line (pattern_pair) */
    uint16_t cix[3];   /* four kinds by colour, mixed radix */
    uint16_t pcode[3]; /* the same as an unordered set */
    uint8_t level[3];  /* counted level (LV_FORBID for suspects) */
} board_point;

/* What the board's totals take from a pattern code, for one colour under
 * one family, in one word, so that a cell's change costs one load: the
 * evaluation weight (eval.c), the level the code is counted at (LV_FORBID
 * for a renju black suspect) and the point set it belongs to. */
typedef struct code_sum {
    int16_t weight;
    uint8_t level;
    uint8_t set;
} code_sum;

/* What a stone changed, kept so that taking it off restores instead of
 * working everything out again: the cells whose line pattern changed, as
 * they were, and the totals. */
#define UNDO_PLIES 128
typedef struct undo_cell {
    int16_t q;
    uint8_t d, pad;
    uint16_t pat;
    uint16_t cix[2], pcode[2];
    uint8_t level[2];
} undo_cell;
typedef struct undo_ply {
    int stones;              /* the board's stone count before the stone */
    int n;
    int32_t value_sum[2];
    int16_t level_count[2][LV_COUNT];
    undo_cell cell[40];      /* four lines, five cells each side */
    /* The point sets' words that hold cells, as they were: copied back
     * whole, which is cheaper than undoing each cell's move between sets. */
    uint64_t sets[6 * BOARD_SET_WORDS];
} undo_ply;

typedef struct board {
    int width, height, family;
    const pattern_set *table;
    /* Renju judge of the renju plugin, when loaded: exact foul verdicts. */
    int (*judge)(const uint8_t *cells, int width, int height, int x, int y);

    uint8_t cell[BOARD_CELLS];
    board_point pt[BOARD_CELLS];
    uint8_t near[BOARD_CELLS];     /* stones within two cells */
    uint8_t plain[BOARD_MAX * BOARD_MAX]; /* host layout, for the judge */

    /* What the totals take from each pattern code, for each colour, and
     * the evaluation weights' sums over the empty cells. */
    const code_sum *sums[3];
    int32_t value_sum[3];
    int32_t value_before[BOARD_MAX_STONES]; /* black's sum less white's, before each stone */
    int16_t level_count[3][LV_COUNT];
    uint64_t five[3][BOARD_SET_WORDS]; /* empty cells where colour makes five */
    uint64_t four[3][BOARD_SET_WORDS]; /* ... a four (and no five) */
    uint64_t three[3][BOARD_SET_WORDS];/* ... an open three (no four or five) */
    int set_lo, set_words; /* the words of a set that hold cells */

    uint64_t hash;
    undo_ply undo[UNDO_PLIES];   /* by stone count, round */
    int nstones;
    int16_t stack[BOARD_MAX_STONES];
} board;

/* Steps of the four line directions. */
extern const int board_step[4];

/* Set b up as an empty width x height board under family.  Returns 0, or
 * -1 when the pattern table cannot be built (out of memory). */
int board_init(board *b, int width, int height, int family);

/* The evaluation weights of colour under family, by pattern code
 * (eval.c). */
const int16_t *eval_weights(int family, int colour);

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
extern combo board_combos[PCODES];
static inline const combo *board_combo(const board *b, int pos, int colour)
{
    return &board_combos[b->pt[pos].pcode[colour]];
}
/* The pattern code of four line patterns (enum pat with PAT_DFOUR);
 * once some board has been set up. */
int board_pcode_of(const uint8_t pats[4]);
/* The pattern (enum pat, with PAT_DFOUR) of colour at pos along dir. */
static inline int board_pat(const board *b, int pos, int dir, int colour)
{
    return (b->pt[pos].pat[dir] >> (colour == CELL_BLACK ? 0 : 8)) & 0xFF;
}

/* Hash of the stones with the side to move folded in. */
uint64_t board_key(const board *b, int to_move);
/* The same once colour has played pos, known before the stone is put
 * down: the search starts fetching the child's table entry with it, so
 * that the fetch overlaps the stone's work. */
uint64_t board_key_after(const board *b, int pos, int colour, int to_move);

/* Cells of a point set, in order: write up to max positions, return count. */
int board_cells_of(const uint64_t *set, int16_t *out, int max);
static inline int board_set_empty(const uint64_t *set)
{
    return set[BOARD_WORDS] == 0;
}

/* Whether black may not play pos under renju (enum wz_verdict values:
 * 0 legal, 2 overline, 3 double-four, 4 double-three); 0 for every other
 * family and for white. */
int board_foul(board *b, int pos, int colour);

/* "h8" for a position; buf holds 8. */
char *board_name(int pos, char *buf);
/* The point such a name at the start of text names on a board of side
 * side: 0 with its column and row in *x, *y (and *end, if given, just past
 * the name), or -1 when text does not start with a point of the board. */
int board_parse_name(const char *text, int side, int *x, int *y, const char **end);

#endif
