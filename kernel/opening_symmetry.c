/* opening_symmetry.c - when two offered stones are the same move: the
 * maps of the position onto itself, about the stones' centroid (board
 * edges ignored, as the catalog decides), for the offer steps' "no two
 * symmetric candidates" (opening.h). */
#include <string.h>

#include "internal.h"
#include "opening.h"

/* The 8 symmetries of the square, as linear maps (a b; c d). */
static const int sym[8][4] = {
    {1, 0, 0, 1},  {0, -1, 1, 0}, {-1, 0, 0, -1}, {0, 1, -1, 0},
    {-1, 0, 0, 1}, {0, 1, 1, 0},  {1, 0, 0, -1},  {0, -1, -1, 0},
};

/* The stones on board 0, plus one extra stone when extra_colour is set (a
 * candidate still waiting for its keep). */
static int colour_at(const wz_game *g, int x, int y, wz_point extra, int extra_colour)
{
    if (extra_colour && extra.x == x && extra.y == y)
        return extra_colour;
    wz_point q = {0, (int8_t)x, (int8_t)y};
    return wz_game_at(g, q);
}

/* With n stones and sum S, T(x) = L(x - S/n) + S/n, so n*T(x) = L(n*x -
 * S) + S stays in integers. */
static void position_symmetry(const wz_game *g, wz_point extra, int extra_colour,
                              struct op_symmetry *out)
{
    memset(out, 0, sizeof *out);
    for (int y = 0; y < g->height; y++)
        for (int x = 0; x < g->width; x++)
            if (colour_at(g, x, y, extra, extra_colour) > WZ_EMPTY) {
                out->n++;
                out->sx += x;
                out->sy += y;
            }
    int n = out->n, sx = out->sx, sy = out->sy;
    for (int m = 0; n && m < 8; m++) {
        int ok = 1;
        for (int y = 0; y < g->height && ok; y++)
            for (int x = 0; x < g->width && ok; x++) {
                int c = colour_at(g, x, y, extra, extra_colour);
                if (c <= WZ_EMPTY)
                    continue;
                int tx = sym[m][0] * (n * x - sx) + sym[m][1] * (n * y - sy) + sx;
                int ty = sym[m][2] * (n * x - sx) + sym[m][3] * (n * y - sy) + sy;
                ok = tx % n == 0 && ty % n == 0 && tx / n >= 0 && ty / n >= 0 && tx / n < g->width &&
                     ty / n < g->height && colour_at(g, tx / n, ty / n, extra, extra_colour) == c;
            }
        if (ok)
            out->maps[out->count++] = m;
    }
}

int op_symmetric(const struct op_symmetry *y, wz_point a, wz_point b)
{
    for (int k = 0; k < y->count; k++) {
        int m = y->maps[k];
        int tx = sym[m][0] * (y->n * a.x - y->sx) + sym[m][1] * (y->n * a.y - y->sy) + y->sx;
        int ty = sym[m][2] * (y->n * a.x - y->sx) + sym[m][3] * (y->n * a.y - y->sy) + y->sy;
        if (tx == y->n * b.x && ty == y->n * b.y)
            return 1;
    }
    return 0;
}

int op_offer_positions(const wz_game *g, struct op_symmetry *out)
{
    wz_point none = {0, 0, 0};
    for (int i = 0; i < g->op.ngroups; i++) {
        const struct op_group *gr = &g->op.groups[i];
        if (gr->kept)
            continue;
        for (int k = 0; k < gr->n; k++)
            position_symmetry(g, gr->pts[k], gr->colour, &out[k]);
        return gr->n;
    }
    position_symmetry(g, none, 0, &out[0]);
    return 1;
}
