/*
 * forbid.c - RIF renju forbidden-move judge: board context and the 9.3
 * recursion.  The per-line shapes come from the table in forbid_line.c.
 *
 * The board is kept as bit rows along the four directions (one pair of
 * 64-bit words per line: black bits and blocked bits), so the 11-cell
 * window of a point on a line is two shifts, and placing a hypothetical
 * stone for the recursion is four ORs.
 */
#include "forbid.h"
#include "forbid_line.h"

#include <stdlib.h>
#include <string.h>

#define NDIR 4
#define MAX_CELLS (RJ_MAX_SIDE * RJ_MAX_SIDE)
#define MAX_LINES (2 * RJ_MAX_SIDE - 1)

/* Direction steps: rows, columns, diagonals (x+1, y+1), anti-diagonals
 * (x+1, y-1).  Along every line but a column the position is x. */
static const int step_x[NDIR] = {1, 0, 1, 1};
static const int step_y[NDIR] = {0, 1, 1, -1};

/*
 * Memo for the recursion.  A judgement below the top level depends on the
 * base board plus the hypothetical stones placed so far, as a set (the
 * order they were placed in does not matter), so the key is that sorted
 * set and the judged point.  Only used from two hypothetical stones on:
 * with one stone the (point, extension) pair is unique within a full map
 * anyway.  Small sets only: deeper chains are rare and still exact, just
 * not cached.
 */
#define MEMO_SLOTS 512
#define MEMO_STONES 12

struct memo_slot {
    uint32_t gen;      /* valid when equal to the context's generation */
    uint16_t point;
    uint8_t n;
    uint8_t verdict;
    uint16_t stones[MEMO_STONES];
};

struct line {
    /* bit (pos + RJL_REACH) is the cell at position pos of the line;
     * blocked = white or off the board (the padding is always blocked) */
    uint64_t black, block;
};

struct rj_ctx {
    int w, h;
    const struct rjl_tables *t;
    struct line line[NDIR][MAX_LINES];
    /* hypothetical black stones placed by the recursion, in order */
    uint16_t stack[MAX_CELLS];
    int nstack;
    int max_depth;
    uint32_t memo_gen;   /* 0: memo not initialised yet */
    struct memo_slot memo[MEMO_SLOTS];
};

static _Thread_local int last_max_depth;

static int size_ok(int w, int h)
{
    return w >= RJ_MIN_SIDE && w <= RJ_MAX_SIDE && h >= RJ_MIN_SIDE &&
           h <= RJ_MAX_SIDE;
}

static inline uint64_t bit_at(int pos)
{
    return (uint64_t)1 << (pos + RJL_REACH);
}

static inline void set_bits(uint64_t *word, uint64_t m, int on)
{
    *word = on ? (*word | m) : (*word & ~m);
}

/* Sets (on) or clears a black stone, or a blocking (white) one, at (x, y)
 * on all four of its lines.  Spelt out per direction: it is on the hot
 * path of both the context set-up and the recursion. */
static inline void put_stone(struct rj_ctx *c, int x, int y, int black,
                             int on)
{
    struct line *l0 = &c->line[0][y], *l1 = &c->line[1][x];
    struct line *l2 = &c->line[2][x - y + c->h - 1];
    struct line *l3 = &c->line[3][x + y];
    uint64_t mx = bit_at(x), my = bit_at(y);
    if (black) {
        set_bits(&l0->black, mx, on);
        set_bits(&l1->black, my, on);
        set_bits(&l2->black, mx, on);
        set_bits(&l3->black, mx, on);
    } else {
        set_bits(&l0->block, mx, on);
        set_bits(&l1->block, my, on);
        set_bits(&l2->block, mx, on);
        set_bits(&l3->block, mx, on);
    }
}

/* Sets a stone of the base board on the three lines that are not its
 * row (the context set-up fills the rows whole). */
static inline void put_column_diagonals(struct rj_ctx *c, int x, int y,
                                        int black)
{
    struct line *l1 = &c->line[1][x];
    struct line *l2 = &c->line[2][x - y + c->h - 1];
    struct line *l3 = &c->line[3][x + y];
    uint64_t mx = bit_at(x), my = bit_at(y);
    if (black) {
        l1->black |= my;
        l2->black |= mx;
        l3->black |= mx;
    } else {
        l1->block |= my;
        l2->block |= mx;
        l3->block |= mx;
    }
}

/* The 11-cell black and blocked windows around (x, y), per direction. */
static inline void windows_at(const struct rj_ctx *c, int x, int y,
                              unsigned b[NDIR], unsigned k[NDIR])
{
    const struct line *l0 = &c->line[0][y], *l1 = &c->line[1][x];
    const struct line *l2 = &c->line[2][x - y + c->h - 1];
    const struct line *l3 = &c->line[3][x + y];
    b[0] = (unsigned)(l0->black >> x) & RJL_WINDOW_MASK;
    k[0] = (unsigned)(l0->block >> x) & RJL_WINDOW_MASK;
    b[1] = (unsigned)(l1->black >> y) & RJL_WINDOW_MASK;
    k[1] = (unsigned)(l1->block >> y) & RJL_WINDOW_MASK;
    b[2] = (unsigned)(l2->black >> x) & RJL_WINDOW_MASK;
    k[2] = (unsigned)(l2->block >> x) & RJL_WINDOW_MASK;
    b[3] = (unsigned)(l3->black >> x) & RJL_WINDOW_MASK;
    k[3] = (unsigned)(l3->block >> x) & RJL_WINDOW_MASK;
}

/* Black cells within four of the point (window bits 1-4 and 6-9).  A line
 * needs two of them for a three (its straight four spans -3..3) and three
 * for a four, five or overline (four stones within -4..4). */
#define NEAR_MASK 0x3DEu

static inline int two_or_more(unsigned m)
{
    return (m & (m - 1)) != 0;
}

/* Bits of the on-board cells of a line whose positions run lo..hi. */
static uint64_t span_bits(int lo, int hi)
{
    return (((uint64_t)1 << (hi - lo + 1)) - 1) << (lo + RJL_REACH);
}

/*
 * Every line word starts blocked everywhere except on its on-board cells:
 * that makes the edge look exactly like a white stone to the table.  On a
 * diagonal (l = x - y + h - 1) and an anti-diagonal (l = x + y) alike the
 * on-board cells are x = max(0, l - h + 1) .. min(w - 1, l).
 */
static void open_board(struct rj_ctx *c)
{
    int w = c->w, h = c->h;
    for (int l = 0; l < h; l++)
        c->line[0][l] = (struct line){0, ~span_bits(0, w - 1)};
    for (int l = 0; l < w; l++)
        c->line[1][l] = (struct line){0, ~span_bits(0, h - 1)};
    for (int l = 0; l < w + h - 1; l++) {
        int lo = l - h + 1 > 0 ? l - h + 1 : 0, hi = l < w - 1 ? l : w - 1;
        c->line[2][l] = c->line[3][l] = (struct line){0, ~span_bits(lo, hi)};
    }
}

static void ctx_init(struct rj_ctx *c, const uint8_t *cells, int w, int h)
{
    c->w = w;
    c->h = h;
    c->t = rjl_tables();
    c->nstack = 0;
    c->max_depth = 0;
    c->memo_gen = 0;
    open_board(c);
    for (int y = 0; y < h; y++) {
        /* the row words without branching on each cell, then the other
         * three directions stone by stone */
        const uint8_t *row = cells + y * w;
        uint64_t black = 0, white = 0;
        for (int x = 0; x < w; x++) {
            black |= (uint64_t)(row[x] == 1) << x;
            white |= (uint64_t)(row[x] > 1) << x;
        }
        c->line[0][y].black = black << RJL_REACH;
        c->line[0][y].block |= white << RJL_REACH;
        for (uint64_t m = black; m; m &= m - 1)
            put_column_diagonals(c, __builtin_ctzll(m), y, 1);
        for (uint64_t m = white; m; m &= m - 1)
            put_column_diagonals(c, __builtin_ctzll(m), y, 0);
    }
}

/* Is (x, y) of the current (base) board occupied? */
static int occupied(const struct rj_ctx *c, int x, int y)
{
    const struct line *row = &c->line[0][y];
    return (int)(((row->black | row->block) >> (x + RJL_REACH)) & 1);
}

/* ---- memo ------------------------------------------------------------ */

static void memo_key(const struct rj_ctx *c, uint16_t *sorted)
{
    int n = c->nstack;
    for (int i = 0; i < n; i++) {
        uint16_t v = c->stack[i];
        int j = i;
        while (j > 0 && sorted[j - 1] > v) {
            sorted[j] = sorted[j - 1];
            j--;
        }
        sorted[j] = v;
    }
}

static unsigned memo_hash(const uint16_t *sorted, int n, int point)
{
    uint32_t h = 2166136261u ^ (uint32_t)point;
    for (int i = 0; i < n; i++)
        h = (h ^ sorted[i]) * 16777619u;
    h ^= h >> 15;
    return h % MEMO_SLOTS;
}

static struct memo_slot *memo_find(struct rj_ctx *c, const uint16_t *sorted,
                                   int point)
{
    if (c->memo_gen == 0) {
        memset(c->memo, 0, sizeof c->memo);
        c->memo_gen = 1;
    }
    return &c->memo[memo_hash(sorted, c->nstack, point)];
}

static int memo_match(const struct rj_ctx *c, const struct memo_slot *s,
                      const uint16_t *sorted, int point)
{
    return s->gen == c->memo_gen && s->point == point && s->n == c->nstack &&
           memcmp(s->stones, sorted, (size_t)c->nstack * sizeof *sorted) == 0;
}

/* ---- judging ------------------------------------------------------------ */

static enum rj_verdict judge(struct rj_ctx *c, int x, int y);

/* Judge with the memo, when the stack is in the range the memo keeps. */
static enum rj_verdict judge_cached(struct rj_ctx *c, int x, int y)
{
    if (c->nstack < 2 || c->nstack > MEMO_STONES)
        return judge(c, x, y);
    uint16_t sorted[MEMO_STONES];
    int point = y * c->w + x;
    memo_key(c, sorted);
    struct memo_slot *s = memo_find(c, sorted, point);
    if (memo_match(c, s, sorted, point)) {
        /* the cached subtree was explored once already; its depth counts */
        return (enum rj_verdict)s->verdict;
    }
    enum rj_verdict v = judge(c, x, y);
    s->gen = c->memo_gen;
    s->point = (uint16_t)point;
    s->n = (uint8_t)c->nstack;
    s->verdict = (uint8_t)v;
    memcpy(s->stones, sorted, (size_t)c->nstack * sizeof *sorted);
    return v;
}

/*
 * Is the three of direction d real (RIF 9.3)?  It is when one of its
 * straight-four points is a legal move with the point already on the
 * board; a point that makes five does not count, since a three must
 * become a straight four "without making a five at the same time".
 */
static int three_is_real(struct rj_ctx *c, int x, int y, int d, unsigned ext)
{
    for (unsigned bit = 0; bit < 8; bit++) {
        if (!(ext & (1u << bit)))
            continue;
        int off = rjl_ext_offset(bit);
        if (judge_cached(c, x + off * step_x[d], y + off * step_y[d]) ==
            RJ_LEGAL)
            return 1;
    }
    return 0;
}

/* Two or more three candidates: place the stone and count real threes,
 * stopping as soon as the answer is known. */
static enum rj_verdict judge_threes(struct rj_ctx *c, int x, int y,
                                    const unsigned e[NDIR], int candidates)
{
    int real = 0;
    put_stone(c, x, y, 1, 1);
    c->stack[c->nstack++] = (uint16_t)(y * c->w + x);
    for (int d = 0; d < NDIR && real < 2 && real + candidates >= 2; d++) {
        unsigned ext = e[d] >> RJL_EXT_SHIFT;
        if (!ext)
            continue;
        candidates--;
        real += three_is_real(c, x, y, d, ext);
    }
    c->nstack--;
    put_stone(c, x, y, 1, 0);
    return real >= 2 ? RJ_DOUBLE_THREE : RJ_LEGAL;
}

/* Verdict for black on empty (x, y) of the current (hypothetical) board. */
static enum rj_verdict judge(struct rj_ctx *c, int x, int y)
{
    if (c->nstack > c->max_depth)
        c->max_depth = c->nstack;
    unsigned b[NDIR], k[NDIR], e[NDIR], any = 0, fours = 0;
    int busy = 0, strong = 0, threes = 0;
    windows_at(c, x, y, b, k);
    /* Pre-filter, before any table look-up: with no line holding three
     * nearby black stones there is no four, five or overline, and with
     * fewer than two lines holding two there is at most one three. */
    for (int d = 0; d < NDIR; d++) {
        unsigned near = b[d] & NEAR_MASK;
        if (two_or_more(near)) {
            busy |= 1 << d;
            strong |= two_or_more(near & (near - 1));
        }
    }
    if (!strong && !two_or_more((unsigned)busy))
        return RJ_LEGAL;
    for (int d = 0; d < NDIR; d++) {
        e[d] = busy & (1 << d) ? c->t->entry[rjl_code(c->t, b[d], k[d])] : 0;
        any |= e[d];
        fours += (e[d] >> RJL_FOURS_SHIFT) & RJL_FOURS_MASK;
        threes += (e[d] >> RJL_EXT_SHIFT) != 0;
    }
    if (any & RJL_FIVE)
        return RJ_FIVE;
    if (any & RJL_OVERLINE)
        return RJ_OVERLINE;
    if (fours >= 2)
        return RJ_DOUBLE_FOUR;
    if (threes < 2)
        return RJ_LEGAL;
    return judge_threes(c, x, y, e, threes);
}

static int is_forbidden(enum rj_verdict v)
{
    return v == RJ_OVERLINE || v == RJ_DOUBLE_FOUR || v == RJ_DOUBLE_THREE;
}

static enum rj_verdict ctx_check(struct rj_ctx *c, int x, int y)
{
    c->max_depth = 0;
    last_max_depth = 0;
    if (x < 0 || y < 0 || x >= c->w || y >= c->h || occupied(c, x, y))
        return RJ_INVALID;
    enum rj_verdict v = judge(c, x, y);
    last_max_depth = c->max_depth;
    return v;
}

/* Saturating bit-parallel counter: after feeding masks, bit x of one,
 * two, three says at least 1, 2, 3 of them had bit x set. */
struct count3 {
    uint32_t one, two, three;
};

static inline void count_add(struct count3 *n, uint32_t m)
{
    n->three |= n->two & m;
    n->two |= n->one & m;
    n->one |= m;
}

/*
 * The judge's pre-filter for a whole row at once: bit x of the result is
 * set when empty cell (x, y) has three black stones within four cells on
 * some line, or two on at least two lines.  Every other empty cell is
 * legal (judge() would return at its pre-filter).  rows[] holds the black
 * row bits with four zero rows of padding on each side.
 */
static uint32_t row_candidates(const uint32_t *rows, int y, uint32_t empty)
{
    const uint32_t *r = rows + y + 4;
    struct count3 dir[NDIR] = {{0, 0, 0}};
    /* neighbours at distance k, both ways, moved onto bit x */
    for (int k = 1; k <= 4; k++) {
        count_add(&dir[0], r[0] >> k);
        count_add(&dir[0], r[0] << k);
        count_add(&dir[1], r[k]);
        count_add(&dir[1], r[-k]);
        count_add(&dir[2], r[k] >> k);
        count_add(&dir[2], r[-k] << k);
        count_add(&dir[3], r[-k] >> k);
        count_add(&dir[3], r[k] << k);
    }
    struct count3 busy = {0, 0, 0};
    uint32_t strong = 0;
    for (int d = 0; d < NDIR; d++) {
        strong |= dir[d].three;
        count_add(&busy, dir[d].two);
    }
    return (strong | busy.two) & empty;
}

static int ctx_map(struct rj_ctx *c, uint8_t *out)
{
    int forbidden = 0;
    uint32_t rows[RJ_MAX_SIDE + 8] = {0};
    uint32_t board = (uint32_t)((1ul << c->w) - 1);
    c->max_depth = 0;
    memset(out, 0, (size_t)c->w * (size_t)c->h);
    for (int y = 0; y < c->h; y++)
        rows[y + 4] = (uint32_t)(c->line[0][y].black >> RJL_REACH) & board;
    for (int y = 0; y < c->h; y++) {
        const struct line *l = &c->line[0][y];
        uint32_t empty = (uint32_t)(~(l->black | l->block) >> RJL_REACH) & board;
        for (uint32_t m = row_candidates(rows, y, empty); m; m &= m - 1) {
            int x = __builtin_ctz(m);
            enum rj_verdict v = judge(c, x, y);
            out[y * c->w + x] = (uint8_t)v;
            forbidden += is_forbidden(v);
        }
    }
    last_max_depth = c->max_depth;
    return forbidden;
}

/* ---- public API ----------------------------------------------------------- */

enum rj_verdict rj_check(const uint8_t *cells, int width, int height, int x,
                         int y)
{
    last_max_depth = 0;
    if (!cells || !size_ok(width, height))
        return RJ_INVALID;
    if (x < 0 || y < 0 || x >= width || y >= height ||
        cells[y * width + x] != 0)
        return RJ_INVALID;
    struct rj_ctx c;
    ctx_init(&c, cells, width, height);
    return ctx_check(&c, x, y);
}

int rj_forbidden_map(const uint8_t *cells, int width, int height,
                     uint8_t *out)
{
    last_max_depth = 0;
    if (!cells || !out || !size_ok(width, height))
        return -1;
    struct rj_ctx c;
    ctx_init(&c, cells, width, height);
    return ctx_map(&c, out);
}

const char *rj_verdict_name(enum rj_verdict v)
{
    switch (v) {
    case RJ_LEGAL: return "legal";
    case RJ_FIVE: return "five";
    case RJ_OVERLINE: return "overline";
    case RJ_DOUBLE_FOUR: return "double-four";
    case RJ_DOUBLE_THREE: return "double-three";
    default: return "invalid";
    }
}

int rj_last_max_depth(void)
{
    return last_max_depth;
}

rj_ctx *rj_ctx_new(const uint8_t *cells, int width, int height)
{
    if (!cells || !size_ok(width, height))
        return NULL;
    rj_ctx *c = malloc(sizeof *c);
    if (c)
        ctx_init(c, cells, width, height);
    return c;
}

void rj_ctx_free(rj_ctx *ctx)
{
    free(ctx);
}

int rj_ctx_set(rj_ctx *c, int x, int y, int colour)
{
    if (!c || x < 0 || y < 0 || x >= c->w || y >= c->h || colour < 0 ||
        colour > 2)
        return -1;
    put_stone(c, x, y, 1, colour == 1);
    put_stone(c, x, y, 0, colour == 2);
    /* the base board changed: every memo entry is stale (a generation
     * that wraps to 0 makes the next use clear the memo) */
    if (c->memo_gen != 0)
        c->memo_gen++;
    return 0;
}

enum rj_verdict rj_ctx_check(rj_ctx *ctx, int x, int y)
{
    return ctx ? ctx_check(ctx, x, y) : RJ_INVALID;
}

int rj_ctx_forbidden_map(rj_ctx *ctx, uint8_t *out)
{
    return ctx && out ? ctx_map(ctx, out) : -1;
}
