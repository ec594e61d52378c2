/* rules.c - the rule family, by probing the variant's judge (see rules.h).
 *
 * The probes, each on an emptied private copy of the game:
 *   renju    black X at the centre point with two open twos through it
 *            (a double-three): only renju calls it a foul;
 *   overline a point that joins 2 + 3 black stones into six: free-style
 *            calls it a five, the exact-five families an overline;
 *   caro     a point completing five black stones between two white ones:
 *            caro alone refuses to call it a five.
 * White's rule follows from the family (renju white wins with an
 * overline).  A host service naming the family would make this
 * unnecessary; see the engine's notes. */
#include <string.h>

#include "pattern.h"
#include "rules.h"
#include <wuzi/renju.h>

typedef struct stone {
    int dx, dy, colour;
} stone;

/* The verdict for black at the centre + (px,py) with the given stones
 * around the centre on an otherwise empty copy of g; -1 if not possible. */
static int probe(const wz_host *H, const wz_game *g, const stone *st, int n, int px, int py)
{
    int w = H->width(g), h = H->height(g), cx = w / 2, cy = h / 2;
    for (int i = 0; i < n; i++) {
        int x = cx + st[i].dx, y = cy + st[i].dy;
        if (x < 0 || y < 0 || x >= w || y >= h)
            return -1;
    }
    if (cx + px < 0 || cx + px >= w || cy + py < 0 || cy + py >= h)
        return -1;
    wz_game *c = H->clone(g);
    if (!c)
        return -1;
    const uint8_t *cells = H->cells(c, 0);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            if (cells[y * w + x] != WZ_EMPTY) {
                wz_point p = {0, (int8_t)x, (int8_t)y};
                H->put(c, p, WZ_EMPTY);
            }
    for (int i = 0; i < n; i++) {
        wz_point p = {0, (int8_t)(cx + st[i].dx), (int8_t)(cy + st[i].dy)};
        H->put(c, p, st[i].colour);
    }
    wz_point p = {0, (int8_t)(cx + px), (int8_t)(cy + py)};
    int v = H->check(c, p);
    H->free_game(c);
    return v;
}

int rules_detect(const wz_host *H, const wz_game *g, rules *out)
{
    memset(out, 0, sizeof *out);
    out->boards = H->boards(g);
    out->width = H->width(g);
    out->height = H->height(g);
    out->family = FAM_FREESTYLE;
    if (out->boards != 1)
        return 0; /* the dual-board game: five or more, judged per turn */

    static const stone double_three[] = {
        {1, 0, WZ_BLACK}, {2, 0, WZ_BLACK}, {0, 1, WZ_BLACK}, {0, 2, WZ_BLACK}};
    if (probe(H, g, double_three, 4, 0, 0) == WZ_DOUBLE_THREE) {
        out->family = FAM_RENJU;
        const wz_renju_judge *rj = H->extension(WZ_RENJU_JUDGE_ID);
        if (rj && rj->size >= sizeof *rj && rj->check)
            out->judge = rj->check;
        return 0;
    }
    static const stone six[] = {
        {-3, 0, WZ_BLACK}, {-2, 0, WZ_BLACK}, {0, 0, WZ_BLACK}, {1, 0, WZ_BLACK}, {2, 0, WZ_BLACK}};
    int v = probe(H, g, six, 5, -1, 0);
    if (v == WZ_FIVE || v < 0)
        return 0; /* too small a board to tell: play free-style */
    out->family = FAM_EXACT;
    static const stone boxed[] = {
        {-3, 0, WZ_WHITE}, {-2, 0, WZ_BLACK}, {-1, 0, WZ_BLACK}, {0, 0, WZ_BLACK},
        {1, 0, WZ_BLACK}, {3, 0, WZ_WHITE}};
    if (probe(H, g, boxed, 6, 2, 0) == WZ_LEGAL)
        out->family = FAM_CARO;
    return 0;
}
