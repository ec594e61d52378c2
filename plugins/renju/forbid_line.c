/*
 * forbid_line.c - the per-line pattern table of the renju judge.
 *
 * Each entry is worked out once, by placing stones on an 11-cell window
 * and measuring runs, exactly as the definitions read; the judge then only
 * looks entries up.  Keeping the definitions here, in plain loops, is what
 * makes the fast judge reviewable.
 */
#include "forbid_line.h"

#include <threads.h>

enum { W_EMPTY = 0, W_BLACK = 1, W_BLOCK = 2 };

#define W_LEN (2 * RJL_REACH + 1)
#define W_MID RJL_REACH

/* Extent [*lo, *hi] of the black run through cell i (which is black). */
static void run_at(const int w[W_LEN], int i, int *lo, int *hi)
{
    int a = i, b = i;
    while (a > 0 && w[a - 1] == W_BLACK)
        a--;
    while (b < W_LEN - 1 && w[b + 1] == W_BLACK)
        b++;
    *lo = a;
    *hi = b;
}

/* Length of the run through the centre; the window clips it, but only at
 * lengths >= 6, where the exact value no longer matters. */
static int centre_run(const int w[W_LEN])
{
    int lo, hi;
    run_at(w, W_MID, &lo, &hi);
    return hi - lo + 1;
}

/* Does an empty cell i, filled, give an exact five through the centre? */
static int completes_five(int w[W_LEN], int i)
{
    w[i] = W_BLACK;
    int five = centre_run(w) == 5;
    w[i] = W_EMPTY;
    return five;
}

/*
 * Fours through the centre: each completion point gives a five, and two
 * completion points are the same four only when its four stones are
 * unbroken (a straight four, completed at either end).  Any other two
 * completions leave different stones out, so they are different fours.
 */
static unsigned count_fours(int w[W_LEN])
{
    unsigned completions = 0;
    for (int i = 1; i < W_LEN - 1; i++)
        if (w[i] == W_EMPTY && completes_five(w, i))
            completions++;
    if (centre_run(w) == 4 && completions > 1)
        completions = 1;
    return completions;
}

/*
 * Is empty cell i a straight-four point of a three through the centre?
 * Filled, it must join the centre into an unbroken run of exactly four
 * whose two end cells are empty and each give an exact five (the cell
 * beyond an end must not be black, or that end gives six).
 */
static int makes_straight_four(int w[W_LEN], int i)
{
    int lo, hi, ok = 0;
    w[i] = W_BLACK;
    run_at(w, W_MID, &lo, &hi);
    if (hi - lo + 1 == 4 && lo <= i && i <= hi && lo >= 2 && hi <= W_LEN - 3)
        ok = w[lo - 1] == W_EMPTY && w[hi + 1] == W_EMPTY &&
             w[lo - 2] != W_BLACK && w[hi + 2] != W_BLACK;
    w[i] = W_EMPTY;
    return ok;
}

static unsigned ext_bit(int offset)
{
    return offset < 0 ? (unsigned)(offset + 4) : (unsigned)(offset + 3);
}

static uint16_t summarise(int w[W_LEN])
{
    int run = centre_run(w);
    if (run == 5)
        return RJL_FIVE;
    if (run > 5)
        return RJL_OVERLINE;
    unsigned entry = count_fours(w) << RJL_FOURS_SHIFT;
    unsigned ext = 0;
    for (int off = -4; off <= 4; off++)
        if (off != 0 && w[W_MID + off] == W_EMPTY &&
            makes_straight_four(w, W_MID + off))
            ext |= 1u << ext_bit(off);
    return (uint16_t)(entry | (ext << RJL_EXT_SHIFT));
}

static struct rjl_tables tables;
static once_flag tables_once = ONCE_FLAG_INIT;

static void build_tables(void)
{
    for (unsigned m = 0; m < 1024; m++) {
        unsigned v = 0, p = 1;
        for (unsigned i = 0; i < 10; i++, p *= 3)
            if (m & (1u << i))
                v += p;
        tables.base3[m] = (uint16_t)v;
    }
    for (unsigned code = 0; code < 59049; code++) {
        int w[W_LEN];
        unsigned c = code;
        for (int i = 0; i < W_LEN; i++) {
            if (i == W_MID) {
                w[i] = W_BLACK;
                continue;
            }
            w[i] = (int)(c % 3);
            c /= 3;
        }
        tables.entry[code] = summarise(w);
    }
}

const struct rjl_tables *rjl_tables(void)
{
    call_once(&tables_once, build_tables);
    return &tables;
}
