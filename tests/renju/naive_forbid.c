/*
 * naive_forbid.c - the renju rule read literally, for cross-checking.
 *
 * Nothing clever on purpose: the stone is really placed on a copy of the
 * board, every point of every line is tried as "one more stone", rows are
 * measured by walking the board, fours and threes are told apart by the
 * stones they consist of, and RIF 9.3 is applied by copying the board
 * again and judging the extension move from scratch.  Slow, and that is
 * fine: it only has to be obviously right.
 */
#include "naive_forbid.h"

#include <string.h>

#define NV_MAX 26

typedef struct {
    int w, h;
    uint8_t c[NV_MAX * NV_MAX];
} nv_board;

static const int DX[4] = {1, 0, 1, 1};
static const int DY[4] = {0, 1, 1, -1};

static int nv_on(const nv_board *b, int x, int y)
{
    return x >= 0 && y >= 0 && x < b->w && y < b->h;
}

static int nv_at(const nv_board *b, int x, int y)
{
    return nv_on(b, x, y) ? b->c[y * b->w + x] : -1; /* -1 = off board */
}

static void nv_set(nv_board *b, int x, int y, int v)
{
    b->c[y * b->w + x] = (uint8_t)v;
}

/*
 * The unbroken row of black stones through black (x, y) along direction
 * d: returns its length and stores in *from the offset (<= 0, in steps
 * of d from (x, y)) of its first stone.
 */
static int nv_row(const nv_board *b, int x, int y, int d, int *from)
{
    int lo = 0, hi = 0;
    while (nv_at(b, x + (lo - 1) * DX[d], y + (lo - 1) * DY[d]) == 1)
        lo--;
    while (nv_at(b, x + (hi + 1) * DX[d], y + (hi + 1) * DY[d]) == 1)
        hi++;
    if (from)
        *from = lo;
    return hi - lo + 1;
}

/* After black stood on (x, y): is there an exact five through it? */
static int nv_has_five(const nv_board *b, int x, int y)
{
    for (int d = 0; d < 4; d++)
        if (nv_row(b, x, y, d, NULL) == 5)
            return 1;
    return 0;
}

static int nv_has_overline(const nv_board *b, int x, int y)
{
    for (int d = 0; d < 4; d++)
        if (nv_row(b, x, y, d, NULL) >= 6)
            return 1;
    return 0;
}

/* Set of stones (as a bit mask of offsets from the judged point, shifted
 * by NV_MAX) of the row through q on direction d, without q itself. */
static uint64_t nv_row_set_without(const nv_board *b, int qx, int qy, int d,
                                   int q_off)
{
    int from, len = nv_row(b, qx, qy, d, &from);
    uint64_t set = 0;
    for (int i = 0; i < len; i++) {
        int off = q_off + from + i;
        if (off != q_off)
            set |= (uint64_t)1 << (off + NV_MAX);
    }
    return set;
}

static int nv_add_unique(uint64_t *sets, int n, uint64_t s)
{
    for (int i = 0; i < n; i++)
        if (sets[i] == s)
            return n;
    sets[n] = s;
    return n + 1;
}

/*
 * Fours through black (x, y): sets of four stones, containing (x, y), that
 * one more stone on the line turns into an exact five.  Two completion
 * points of the same four stones (a straight four) are one four.
 */
static int nv_count_fours(nv_board *b, int x, int y)
{
    int total = 0;
    for (int d = 0; d < 4; d++) {
        uint64_t sets[2 * NV_MAX + 1];
        int n = 0;
        for (int k = -NV_MAX; k <= NV_MAX; k++) {
            int qx = x + k * DX[d], qy = y + k * DY[d];
            if (nv_at(b, qx, qy) != 0)
                continue;
            nv_set(b, qx, qy, 1);
            int from, len = nv_row(b, qx, qy, d, &from);
            /* the five must include the judged point (offset 0) */
            if (len == 5 && k + from <= 0 && 0 <= k + from + 4)
                n = nv_add_unique(sets, n, nv_row_set_without(b, qx, qy, d, k));
            nv_set(b, qx, qy, 0);
        }
        total += n;
    }
    return total;
}

/* Is the unbroken row through black (x, y) on d a straight four: exactly
 * four stones, and two different empty points each giving an exact five
 * with them? */
static int nv_is_straight_four(nv_board *b, int x, int y, int d)
{
    if (nv_row(b, x, y, d, NULL) != 4)
        return 0;
    int completions = 0;
    for (int k = -NV_MAX; k <= NV_MAX; k++) {
        int rx = x + k * DX[d], ry = y + k * DY[d];
        if (nv_at(b, rx, ry) != 0)
            continue;
        nv_set(b, rx, ry, 1);
        int from, len = nv_row(b, rx, ry, d, &from);
        /* that five must contain the four, i.e. (x, y) */
        if (len == 5 && k + from <= 0 && 0 <= k + from + 4)
            completions++;
        nv_set(b, rx, ry, 0);
    }
    return completions >= 2;
}

static enum rj_verdict nv_judge(const nv_board *b, int x, int y);

/*
 * Threes through black (x, y): sets of three stones, containing (x, y),
 * that one more stone q turns into a straight four without making a five
 * at the same time.  A three counts (RIF 9.3) only if one of its q is a
 * legal move for black with (x, y) on the board.
 */
static int nv_count_threes(nv_board *b, int x, int y)
{
    int total = 0;
    for (int d = 0; d < 4; d++) {
        uint64_t sets[2 * NV_MAX + 1];
        int real[2 * NV_MAX + 1];
        int n = 0;
        for (int k = -NV_MAX; k <= NV_MAX; k++) {
            int qx = x + k * DX[d], qy = y + k * DY[d];
            if (nv_at(b, qx, qy) != 0)
                continue;
            nv_set(b, qx, qy, 1);
            int from, len = nv_row(b, qx, qy, d, &from);
            int shape = !nv_has_five(b, qx, qy) && len == 4 &&
                        k + from <= 0 && 0 <= k + from + 3 &&
                        nv_is_straight_four(b, qx, qy, d);
            uint64_t set = shape ? nv_row_set_without(b, qx, qy, d, k) : 0;
            nv_set(b, qx, qy, 0);
            if (!shape)
                continue;
            int i = 0;
            while (i < n && sets[i] != set)
                i++;
            if (i == n) {
                sets[n] = set;
                real[n++] = 0;
            }
            if (!real[i])
                real[i] = nv_judge(b, qx, qy) == RJ_LEGAL;
        }
        for (int i = 0; i < n; i++)
            total += real[i];
    }
    return total;
}

/* Verdict for black on empty (x, y) of b (b itself is not changed). */
static enum rj_verdict nv_judge(const nv_board *b, int x, int y)
{
    nv_board after = *b;
    nv_set(&after, x, y, 1);
    if (nv_has_five(&after, x, y))
        return RJ_FIVE;
    if (nv_has_overline(&after, x, y))
        return RJ_OVERLINE;
    if (nv_count_fours(&after, x, y) >= 2)
        return RJ_DOUBLE_FOUR;
    if (nv_count_threes(&after, x, y) >= 2)
        return RJ_DOUBLE_THREE;
    return RJ_LEGAL;
}

static int nv_load(nv_board *b, const uint8_t *cells, int w, int h)
{
    if (!cells || w < 5 || h < 5 || w > NV_MAX || h > NV_MAX)
        return 0;
    b->w = w;
    b->h = h;
    for (int i = 0; i < w * h; i++)
        b->c[i] = cells[i] == 0 ? 0 : cells[i] == 1 ? 1 : 2;
    return 1;
}

enum rj_verdict naive_check(const uint8_t *cells, int width, int height,
                            int x, int y)
{
    nv_board b;
    if (!nv_load(&b, cells, width, height) || !nv_on(&b, x, y) ||
        nv_at(&b, x, y) != 0)
        return RJ_INVALID;
    return nv_judge(&b, x, y);
}

int naive_forbidden_map(const uint8_t *cells, int width, int height,
                        uint8_t *out)
{
    nv_board b;
    if (!out || !nv_load(&b, cells, width, height))
        return -1;
    int forbidden = 0;
    for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
            enum rj_verdict v = RJ_LEGAL;
            if (nv_at(&b, x, y) == 0)
                v = nv_judge(&b, x, y);
            out[y * width + x] = (uint8_t)v;
            forbidden += v == RJ_OVERLINE || v == RJ_DOUBLE_FOUR ||
                         v == RJ_DOUBLE_THREE;
        }
    }
    return forbidden;
}
