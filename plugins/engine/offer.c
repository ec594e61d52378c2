/* offer.c - offers of candidate stones (fifth moves, fourth moves):
 * the best moves for the colour offered, by a short search of each, no
 * two alike under the symmetries of the stones on the board (edges
 * ignored, as the rules say), none on a point already on offer; when the
 * game refuses that set (its area or its own idea of shape), the first
 * set it accepts in order of preference. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "decide.h"

#define H engine_host

/* The symmetries of the stones (with colours), ignoring the board's
 * edges: transform t (square_transform's, about the origin) then a shift
 * by (dx[t], dy[t]) maps them onto themselves when bit t of set is on.
 * Any such map fixes the stones' centroid, which fixes the shift; the
 * centroid need not be on the half-grid (a diagonal axis through it can
 * run between the points), so the shift is derived from it, not assumed
 * to be a half-point centre. */
typedef struct {
    unsigned set;
    int dx[8], dy[8];
} symmetries;

static void stone_symmetries(const wz_game *g, symmetries *sy)
{
    int w = H->width(g), h = H->height(g), n = 0, sumx = 0, sumy = 0;
    const uint8_t *cells = H->cells(g, 0);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            if (cells[y * w + x]) {
                n++;
                sumx += x;
                sumy += y;
            }
    if (!n) { /* an empty board: the board's own symmetries */
        n = 2;
        sumx = w - 1;
        sumy = h - 1;
    }
    sy->set = 0;
    for (int t = 0; t < 8; t++) {
        int lx, ly; /* n times the centroid, transformed */
        square_transform(t, sumx, sumy, &lx, &ly);
        if ((sumx - lx) % n || (sumy - ly) % n)
            continue; /* the shift that fixes the centroid is not whole */
        sy->dx[t] = (sumx - lx) / n;
        sy->dy[t] = (sumy - ly) / n;
        int ok = 1;
        for (int y = 0; y < h && ok; y++)
            for (int x = 0; x < w && ok; x++) {
                if (!cells[y * w + x])
                    continue;
                int tx, ty;
                square_transform(t, x, y, &tx, &ty);
                tx += sy->dx[t];
                ty += sy->dy[t];
                if (tx < 0 || ty < 0 || tx >= w || ty >= h ||
                    cells[ty * w + tx] != cells[y * w + x])
                    ok = 0;
            }
        if (ok)
            sy->set |= 1u << t;
    }
}

static int symmetric_pair(const symmetries *sy, wz_point p, wz_point q)
{
    for (int t = 1; t < 8; t++) {
        if (!(sy->set & (1u << t)))
            continue;
        int tx, ty;
        square_transform(t, p.x, p.y, &tx, &ty);
        if (tx + sy->dx[t] == q.x && ty + sy->dy[t] == q.y)
            return 1;
    }
    return 0;
}

/* Candidates on offer now (the host's marks), if the host has them. */
static int marks_of(const wz_game *g, wz_point *pts, int max)
{
    if (H->size >= offsetof(wz_host, marks) + sizeof H->marks && H->marks)
        return H->marks(g, pts, max);
    return 0;
}

/* Complete out (npoints so far) to want points from order[from..], no two
 * alike under the stones' symmetries, best first; the game has the last
 * word on each full set.  1 when out is a legal offer. */
static int offer_fill(const wz_game *g, const wz_point *order, int n, int from, int want,
                      const symmetries *sy, wz_action *out, int *budget)
{
    if (out->npoints == want) {
        if (--*budget < 0)
            return 0;
        return H->legal(g, out, NULL, 0) == 0;
    }
    for (int i = from; i < n && *budget > 0; i++) {
        int alike = 0;
        for (int k = 0; k < out->npoints && !alike; k++)
            alike = symmetric_pair(sy, order[i], out->pts[k]) ||
                    (order[i].x == out->pts[k].x && order[i].y == out->pts[k].y);
        if (alike)
            continue;
        out->pts[out->npoints++] = order[i];
        if (offer_fill(g, order, n, i + 1, want, sy, out, budget))
            return 1;
        out->npoints--;
    }
    return 0;
}

/* The e->min best fifth moves (for the colour that offers), no two alike. */
int offer_build(ctx *c, const wz_game *g, const wz_expect *e, wz_action *out)
{
    int want = e->min > 0 ? e->min : 1;
    if (want > WZ_MAX_POINTS)
        want = WZ_MAX_POINTS;
    search *s = malloc(sizeof *s);
    search_limits lim = {0};
    if (!s)
        return -1;
    if (engine_board(g, &c->ru, &s->b) != 0 || search_init(s, e->colour, &lim, 1) != 0) {
        free(s);
        return -1;
    }
    for (int pos = 0; pos < BOARD_CELLS; pos++)
        s->root_ok[pos] = 1;
    movelist ml;
    order_moves(s, e->colour, 0, -1, 1, 1, &ml);
    /* candidates scored by a short search of the reply */
    int ncand = ml.n < want + 8 ? ml.n : want + 8;
    int16_t cand[MAX_MOVES];
    int score[MAX_MOVES];
    c->leaves_left += ncand;
    for (int i = 0; i < ncand; i++) {
        cand[i] = ml.move[i];
        board_make(&s->b, cand[i], e->colour);
        search *t = malloc(sizeof *t);
        score[i] = -VALUE_WIN;
        if (t) {
            t->b = s->b;
            search_limits tl;
            budget_leaf(c->bud, c->leaves_left, 6, &tl);
            if (search_init(t, other(e->colour), &tl, 1) == 0) {
                search_report r;
                search_run(t, &r);
                score[i] = -r.score;
                search_free(t);
            }
            free(t);
        }
        if (c->leaves_left > 1)
            c->leaves_left--;
        board_unmake(&s->b);
    }
    search_free(s);
    free(s);
    /* best first */
    for (int i = 1; i < ncand; i++)
        for (int j = i; j > 0 && score[j - 1] < score[j]; j--) {
            int ts = score[j];
            score[j] = score[j - 1];
            score[j - 1] = ts;
            int16_t tc = cand[j];
            cand[j] = cand[j - 1];
            cand[j - 1] = tc;
        }
    /* then every other empty point, nearest the centre first, for when
     * the game's area or shape rules refuse the best ones */
    int w = H->width(g), h = H->height(g);
    wz_point marked[WZ_MAX_POINTS];
    int nmarked = marks_of(g, marked, WZ_MAX_POINTS);
    wz_point order[BOARD_MAX * BOARD_MAX];
    int norder = 0;
    for (int i = 0; i < ncand; i++)
        order[norder++] = engine_point(cand[i]);
    for (int ring = 0; 2 * ring <= w + h; ring++)
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                int dx = abs(2 * x - (w - 1)) / 2, dy = abs(2 * y - (h - 1)) / 2;
                wz_point p = {0, (int8_t)x, (int8_t)y};
                if ((dx > dy ? dx : dy) != ring || H->at(g, p) != WZ_EMPTY)
                    continue;
                int known = 0;
                for (int i = 0; i < ncand && !known; i++)
                    known = cand[i] == board_pos(x, y);
                if (!known)
                    order[norder++] = p;
            }
    /* points offered earlier and still on offer are not free */
    int kept = 0;
    for (int i = 0; i < norder; i++) {
        int taken = 0;
        for (int k = 0; k < nmarked && !taken; k++)
            taken = marked[k].x == order[i].x && marked[k].y == order[i].y;
        if (!taken)
            order[kept++] = order[i];
    }
    norder = kept;
    symmetries sy;
    stone_symmetries(g, &sy);
    memset(out, 0, sizeof *out);
    out->kind = WZ_ACT_OFFER;
    int budget = 4000; /* legality checks: the first good set is enough */
    return offer_fill(g, order, norder, 0, want, &sy, out, &budget) ? 0 : -1;
}

