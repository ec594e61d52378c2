/* pattern.c - the line pattern tables (see pattern.h).
 *
 * What a line becomes with the stone at the point: a five, an overline,
 * or else how close it is to one, which follows from the patterns of the
 * same line with one more own stone (looked up, and so worked out, in
 * turn: each entry is solved once). */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "pattern.h"

#define ENTRIES (PATTERN_SIDES * PATTERN_SIDES)

int16_t pattern_left[1024], pattern_right[1024];
/* The halves of each side number, back again: for working an entry out. */
static uint16_t left_half[PATTERN_SIDES], right_half[PATTERN_SIDES];
static pattern_set sets[FAM_COUNT];
static pthread_once_t sides_once = PTHREAD_ONCE_INIT;
static pthread_once_t once[FAM_COUNT] = {PTHREAD_ONCE_INIT, PTHREAD_ONCE_INIT,
                                         PTHREAD_ONCE_INIT, PTHREAD_ONCE_INIT};

/* Number the sides that can occur: cells by distance 1..5 from the point,
 * walls (if any) from some distance on.  Other halves never occur; they
 * map to side 0 harmlessly. */
static void number_sides(void)
{
    int n = 0;
    for (int walls = 0; walls <= 5; walls++) {
        int free_cells = 5 - walls, combos = 1;
        for (int i = 0; i < free_cells; i++)
            combos *= 3;
        for (int c = 0; c < combos; c++) {
            int left = 0, right = 0, x = c;
            for (int d = 1; d <= 5; d++) {
                int cell = CELL_WALL;
                if (d <= free_cells) {
                    cell = x % 3;
                    x /= 3;
                }
                left |= cell << pattern_slot(-d);
                right |= cell << (pattern_slot(d) - 10);
            }
            pattern_left[left] = (int16_t)n;
            pattern_right[right] = (int16_t)n;
            left_half[n] = (uint16_t)left;
            right_half[n] = (uint16_t)right;
            n++;
        }
    }
}

/* A key spelled out: line[5] is the point, line[5 + o] the offset o. */
static void unpack(uint32_t key, uint8_t line[11])
{
    for (int o = -5; o <= 5; o++)
        if (o)
            line[5 + o] = (uint8_t)((key >> pattern_slot(o)) & 3);
}

static uint32_t with_stone(uint32_t key, int offset, int colour)
{
    return key | (uint32_t)colour << pattern_slot(offset);
}

enum five_kind { NOT_FIVE, IS_FIVE, IS_OVER, IS_DEAD };

/* The unbroken run of colour through the point, as offsets [lo, hi]. */
static void run_bounds(const uint8_t line[11], int colour, int *lo, int *hi)
{
    int l = 0, r = 0;
    while (5 - l - 1 >= 0 && line[5 - l - 1] == colour)
        l++;
    while (5 + r + 1 <= 10 && line[5 + r + 1] == colour)
        r++;
    *lo = -l;
    *hi = r;
}

/* What the run of colour through the point (which holds colour) is. */
static enum five_kind five_kind(const uint8_t line[11], int colour, int family)
{
    int lo, hi;
    run_bounds(line, colour, &lo, &hi);
    int len = hi - lo + 1;
    if (len < 5)
        return NOT_FIVE;
    int exact = family == FAM_EXACT || family == FAM_CARO ||
                (family == FAM_RENJU && colour == CELL_BLACK);
    if (len > 5)
        return exact ? IS_OVER : IS_FIVE;
    if (family == FAM_CARO) {
        int opp = colour == CELL_BLACK ? CELL_WHITE : CELL_BLACK;
        if (line[5 + lo - 1] == opp && line[5 + hi + 1] == opp)
            return IS_DEAD;
    }
    return IS_FIVE;
}

static uint8_t classify(const pattern_set *t, uint32_t key, int colour)
{
    uint8_t line[11];
    unpack(key, line);
    line[5] = (uint8_t)colour;
    switch (five_kind(line, colour, t->family)) {
    case IS_FIVE: return PAT_FIVE;
    case IS_OVER: return PAT_OVER;
    case IS_DEAD: return PAT_NONE;
    default: break;
    }
    int completions = 0, first = 0, second = 0;
    for (int o = -4; o <= 4; o++) {
        if (!o || line[5 + o] != CELL_EMPTY)
            continue;
        line[5 + o] = (uint8_t)colour;
        if (five_kind(line, colour, t->family) == IS_FIVE) {
            if (completions == 0)
                first = o;
            else
                second = o;
            completions++;
        }
        line[5 + o] = CELL_EMPTY;
    }
    if (completions >= 2) {
        /* straight: an unbroken four through the point, completed at
         * both of its ends */
        int lo, hi;
        run_bounds(line, colour, &lo, &hi);
        if (completions == 2 && hi - lo == 3 && first == lo - 1 && second == hi + 1)
            return PAT_F4;
        return PAT_F4 | PAT_DFOUR;
    }
    if (completions == 1)
        return PAT_B4;
    /* Renju black's three must become a straight four; elsewhere a point
     * giving two fours on the line threatens as much.  The finer kinds
     * count the points that take the line one step further. */
    int strict = t->family == FAM_RENJU && colour == CELL_BLACK;
    int n[PAT_KINDS] = {0}, window = 0;
    for (int o = -4; o <= 4; o++) {
        if (!o || line[5 + o] != CELL_EMPTY)
            continue;
        uint8_t sub = pattern_of(t, colour, with_stone(key, o, colour));
        int k = PAT_CLASS(sub);
        if (k == PAT_F4 && strict && (sub & PAT_DFOUR))
            k = PAT_B4;
        if (k == PAT_F3S)
            k = PAT_F3;
        if (k == PAT_F2A || k == PAT_F2B)
            k = PAT_F2;
        n[k]++;
        if (k != PAT_NONE && k != PAT_OVER)
            window = 1;
    }
    if (n[PAT_F4])
        return n[PAT_F4] >= 2 ? PAT_F3S : PAT_F3;
    if (n[PAT_B4])
        return PAT_B3;
    if (n[PAT_F3])
        return n[PAT_F3] >= 4 ? PAT_F2B : n[PAT_F3] == 3 ? PAT_F2A : PAT_F2;
    if (n[PAT_B3])
        return PAT_B2;
    if (n[PAT_F2])
        return PAT_F1;
    return window ? PAT_B1 : PAT_NONE;
}

uint8_t pattern_solve(const pattern_set *t, int colour, uint32_t ix)
{
    uint32_t key = left_half[ix / PATTERN_SIDES] | (uint32_t)right_half[ix % PATTERN_SIDES] << 10;
    uint8_t p = classify(t, key, colour);
    /* The byte goes from PAT_UNKNOWN (all ones) to p, or stays p: an AND
     * leaves the other colour's byte as another thread may have set it. */
    uint16_t keep = colour == CELL_BLACK ? (uint16_t)(0xFF00 | p) : (uint16_t)(0x00FF | p << 8);
    __atomic_fetch_and(&t->pair[ix], keep, __ATOMIC_RELAXED);
    return p;
}

static void build(int family)
{
    uint16_t *pair = malloc(ENTRIES * sizeof *pair);
    if (!pair)
        return; /* pattern_tables answers NULL: the engine reports it */
    memset(pair, PAT_UNKNOWN, ENTRIES * sizeof *pair);
    sets[family].family = family;
    sets[family].pair = pair;
}

static void build_freestyle(void) { build(FAM_FREESTYLE); }
static void build_exact(void) { build(FAM_EXACT); }
static void build_caro(void) { build(FAM_CARO); }
static void build_renju(void) { build(FAM_RENJU); }

const pattern_set *pattern_tables(int family)
{
    static void (*const builders[FAM_COUNT])(void) = {build_freestyle, build_exact,
                                                      build_caro, build_renju};
    if (family < 0 || family >= FAM_COUNT)
        return NULL;
    pthread_once(&sides_once, number_sides);
    pthread_once(&once[family], builders[family]);
    return sets[family].pair ? &sets[family] : NULL;
}
