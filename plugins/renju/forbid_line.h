/*
 * forbid_line.h - internal to the renju forbidden-move judge.
 *
 * What one line through a point contributes to the verdict depends only on
 * the five cells on each side of it: a five or overline through the point,
 * a completion point of a four and the far end of a straight four all lie
 * within four cells, and the cell beyond them (five) only matters for
 * "would this give six?".  So every line is summarised by a table indexed
 * with the states of those ten neighbours (empty / black / blocked, where
 * blocked is a white stone or off the board), the point itself taken as
 * black: 3^10 = 59049 entries, built once.
 */
#ifndef WUZI_RENJU_FORBID_LINE_H
#define WUZI_RENJU_FORBID_LINE_H

#include <stdint.h>

/* Cells on each side of the point that a line summary looks at. */
#define RJL_REACH 5
/* Window bits: cell at offset k (-5..5) is bit k + 5; bit 5 is the point. */
#define RJL_WINDOW_MASK 0x7FFu

/* Entry layout (uint16_t). */
#define RJL_FIVE 0x0001u       /* the point completes an exact five */
#define RJL_OVERLINE 0x0002u   /* the point completes six or more */
#define RJL_FOURS_SHIFT 2      /* bits 2-3: number of fours (0..2) */
#define RJL_FOURS_MASK 0x3u
#define RJL_EXT_SHIFT 8        /* bits 8-15: straight-four points of a three */

/*
 * The extension mask names the empty cells that turn the line's three into
 * a straight four, one bit per offset: bits 0..3 = offsets -4..-1, bits
 * 4..7 = offsets +1..+4.  A line through a point holds at most one three
 * (its straight four and the two cells beyond each end leave no room for a
 * second one), so a non-zero mask means exactly one three candidate.
 */
static inline int rjl_ext_offset(unsigned bit)
{
    return bit < 4 ? (int)bit - 4 : (int)bit - 3;
}

struct rjl_tables {
    uint16_t base3[1024];    /* 10-bit mask -> sum of 3^i over its set bits */
    uint16_t entry[59049];   /* summary per window code */
};

/* The tables, built on first use (thread-safe), never modified after. */
const struct rjl_tables *rjl_tables(void);

/*
 * Window code from the 11-bit black and blocked windows centred on the
 * point (bit 5 = the point, ignored): drop the centre bit, then read
 * black as digit 1 and blocked as digit 2 in base 3.
 */
static inline unsigned rjl_code(const struct rjl_tables *t, unsigned black11,
                                unsigned block11)
{
    unsigned b = (black11 & 0x1Fu) | ((black11 >> 6) << 5);
    unsigned k = (block11 & 0x1Fu) | ((block11 >> 6) << 5);
    return (unsigned)t->base3[b] + 2u * (unsigned)t->base3[k];
}

#endif /* WUZI_RENJU_FORBID_LINE_H */
