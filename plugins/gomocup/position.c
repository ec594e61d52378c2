/* position.c - what the gomocup plugin reads off a wuzi game (see
 * position.h). */
#include <string.h>

#include "position.h"

int gomocup_stones_in_order(const wz_host *H, const wz_game *g, stone *out)
{
    int w = H->width(g), h = H->height(g), n = 0;
    static __thread uint8_t listed[MAX_STONES];
    memset(listed, 0, sizeof listed);
    wz_point late[MAX_STONES];
    int nlate = 0;
    for (int i = 0; i < H->history_length(g); i++) {
        const wz_action *a = H->history_at(g, i);
        for (int k = 0; k < a->npoints; k++) {
            wz_point p = a->pts[k];
            if (p.board != 0 || p.x < 0 || p.x >= w || p.y < 0 || p.y >= h)
                continue;
            if (!listed[p.y * w + p.x]) {
                listed[p.y * w + p.x] = 1;
                late[nlate++] = p;
            }
        }
    }
    stone setup[2][MAX_STONES];
    int nsetup[2] = {0, 0};
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            wz_point p = {0, (int8_t)x, (int8_t)y};
            int c = H->at(g, p);
            if (c == WZ_EMPTY || listed[y * w + x])
                continue;
            setup[c - 1][nsetup[c - 1]++] = (stone){(int8_t)x, (int8_t)y, (uint8_t)c};
        }
    }
    for (int i = 0; i < nsetup[0] || i < nsetup[1]; i++) {
        if (i < nsetup[0])
            out[n++] = setup[0][i];
        if (i < nsetup[1])
            out[n++] = setup[1][i];
    }
    for (int i = 0; i < nlate; i++) {
        int c = H->at(g, late[i]);
        if (c != WZ_EMPTY)
            out[n++] = (stone){late[i].x, late[i].y, (uint8_t)c};
    }
    return n;
}

/* The variant's check is asked about three positions on a cleared copy
 * of the board: an overline (five or more wins: free-style), a five
 * blocked at both ends (caro), and a double three (renju). */
int gomocup_probe_rule(const wz_host *H, const wz_game *g)
{
    int w = H->width(g), h = H->height(g);
    if (w < 9 || h < 9)
        return 0;
    wz_game *c = H->clone(g);
    if (!c)
        return 0;
    int cx = w / 2, cy = h / 2, rule = 1;
#define CLEAR()                                                               \
    for (int y = 0; y < h; y++)                                               \
        for (int x = 0; x < w; x++)                                           \
            H->put(c, (wz_point){0, (int8_t)x, (int8_t)y}, WZ_EMPTY)
#define PUT(x, y, col) H->put(c, (wz_point){0, (int8_t)(x), (int8_t)(y)}, col)
#define CHECK(x, y) H->check(c, (wz_point){0, (int8_t)(x), (int8_t)(y)})
    CLEAR();
    for (int i = -3; i <= 2; i++)
        if (i != 0)
            PUT(cx + i, cy, WZ_BLACK);
    if (CHECK(cx, cy) == WZ_FIVE) {
        rule = 0;
        goto done;
    }
    CLEAR();
    PUT(cx - 3, cy, WZ_WHITE);
    PUT(cx + 3, cy, WZ_WHITE);
    for (int i = -2; i <= 2; i++)
        if (i != 0)
            PUT(cx + i, cy, WZ_BLACK);
    if (CHECK(cx, cy) != WZ_FIVE) {
        rule = 8;
        goto done;
    }
    CLEAR();
    PUT(cx - 1, cy, WZ_BLACK);
    PUT(cx - 2, cy, WZ_BLACK);
    PUT(cx, cy + 1, WZ_BLACK);
    PUT(cx, cy + 2, WZ_BLACK);
    if (CHECK(cx, cy) != WZ_LEGAL)
        rule = 4;
done:
    H->free_game(c);
    return rule;
#undef CLEAR
#undef PUT
#undef CHECK
}
