/* known.c - the known results of the 26 renju openings by number of
 * offered fifth moves (shared/rules/openings26.md, seed 001), for the
 * decisions that declare that number. */
#include "decide.h"

#define H engine_host

/* The 26 openings: canonical B3 offsets (W2 at (0,1) direct, (1,1)
 * indirect) and the known result by offers 1..12 (after 9 or 10 the table
 * repeats its last word). */
static const struct known {
    int direct, dx, dy;
    const char *by_offers;
} openings[26] = {
    {1, 0, 2, "BBbb=WWWWWWW"},  {1, 1, 2, "BBbbbbb=wwww"},  {1, 2, 2, "b==wwwwWWWWW"},
    {1, 1, 1, "BBBBb==wwwww"},  {1, 2, 1, "Bbb=wWWWWWWW"},  {1, 1, 0, "BBb=wwWWWWWW"},
    {1, 2, 0, "BB==wWWWWWWW"},  {1, 0, -1, "Bbb=wWWWWWWW"}, {1, 1, -1, "bb=wWWWWWWWW"},
    {1, 2, -1, "BbWWWWWWWWWW"}, {1, 0, -2, "B=WWWWWWWWWW"}, {1, 1, -2, "BbWWWWWWWWWW"},
    {1, 2, -2, "WWWWWWWWWWWW"},
    {0, 2, 2, "=wWWWWWWWWWW"},  {0, 2, 1, "BBbbbb==wwww"},  {0, 2, 0, "BBbwWWWWWWWW"},
    {0, 2, -1, "BBbb==wWWWWW"}, {0, 2, -2, "=wWWWWWWWWWW"}, {0, 1, 0, "BBb=wwWWWWWW"},
    {0, 1, -1, "BBBBb=wwWWWW"}, {0, 1, -2, "BB=wwWWWWWWW"}, {0, 0, -1, "Bbb=WWWWWWWW"},
    {0, 0, -2, "BBb=WWWWWWWW"}, {0, -1, -1, "bb=wWWWWWWWW"}, {0, -1, -2, "BbwWWWWWWWWW"},
    {0, -2, -2, "WWWWWWWWWWWW"},
};

void square_transform(int t, int x, int y, int *ox, int *oy)
{
    if (t & 4)
        x = -x;
    for (int r = 0; r < (t & 3); r++) {
        int nx = -y;
        y = x;
        x = nx;
    }
    *ox = x;
    *oy = y;
}

/* Black's standing with n offers in a 26-opening on g, in table steps
 * (+3 B .. -3 W); 0 and *known = 0 when g holds no such opening. */
int known_standing(const wz_game *g, int n, int *known)
{
    *known = 0;
    int w = H->width(g), h = H->height(g);
    if (w != 15 || h != 15 || H->stones(g, 0) != 3)
        return 0;
    const uint8_t *cells = H->cells(g, 0);
    int cx = 7, cy = 7, wx = 99, wy = 99, bx = 99, by = 99;
    if (cells[cy * w + cx] != WZ_BLACK)
        return 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            if (x == cx && y == cy)
                continue;
            if (cells[y * w + x] == WZ_WHITE)
                wx = x - cx, wy = y - cy;
            else if (cells[y * w + x] == WZ_BLACK)
                bx = x - cx, by = y - cy;
        }
    if (wx == 99 || bx == 99)
        return 0;
    for (int t = 0; t < 8; t++) {
        int tx, ty, ux, uy;
        square_transform(t, wx, wy, &tx, &ty);
        int direct = tx == 0 && ty == 1;
        if (!direct && !(tx == 1 && ty == 1))
            continue;
        square_transform(t, bx, by, &ux, &uy);
        for (int i = 0; i < 26; i++)
            if (openings[i].direct == direct && openings[i].dx == ux && openings[i].dy == uy) {
                int k = n < 1 ? 0 : n > 12 ? 11 : n - 1;
                *known = 1;
                switch (openings[i].by_offers[k]) {
                case 'B': return 3;
                case 'b': return 1;
                case 'w': return -1;
                case 'W': return -3;
                default: return 0;
                }
            }
    }
    return 0;
}

