/* position.c - manager stones to a wuzi game; the quick move (see
 * position.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "position.h"

int position_to_move(int nstones)
{
    return nstones % 2 ? WZ_WHITE : WZ_BLACK;
}

static int has_key(const wz_variant *v, const char *key)
{
    size_t n = strlen(key);
    for (int i = 0; i < wz_variant_key_count(v); i++) {
        const char *kv = wz_variant_key(v, i);
        if (strncmp(kv, key, n) == 0 && kv[n] == '=')
            return 1;
    }
    return 0;
}

wz_game *position_new(const wz_variant *v, int size, uint64_t seed, char *why, size_t whylen)
{
    char size_kv[32];
    const char *overrides[2];
    int n = 0;
    snprintf(size_kv, sizeof size_kv, "size=%d", size);
    if (has_key(v, "size"))
        overrides[n++] = size_kv;
    if (has_key(v, "first"))
        overrides[n++] = "first=anywhere";
    wz_game *g = wz_game_new(v, n, overrides, seed, why, whylen);
    if (!g)
        return NULL;
    if (wz_game_boards(g) != 1 || wz_game_width(g) != size || wz_game_height(g) != size) {
        snprintf(why, whylen, "%s plays on %s%dx%d, not %dx%d", wz_variant_id(v),
                 wz_game_boards(g) != 1 ? "two boards of " : "", wz_game_width(g),
                 wz_game_height(g), size, size);
        wz_game_free(g);
        return NULL;
    }
    return g;
}

int position_wants(const wz_game *g, int colour)
{
    wz_expect e;
    wz_game_expect(g, &e);
    return e.player != WZ_NOBODY && (e.actions & (1u << WZ_ACT_PLACE)) && e.colour == colour;
}

static int place(wz_game *g, stone s)
{
    wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
    a.pts[0] = (wz_point){0, s.x, s.y};
    return position_wants(g, s.colour) ? wz_game_act(g, &a, NULL, 0) : -1;
}

/* Every stone played in order from an empty board: only when colours
 * alternate from black, and every stone is legal on its turn. */
static int play_in_order(wz_game *g, const stone *st, int n)
{
    for (int i = 0; i < n; i++)
        if (st[i].colour != position_to_move(i))
            return -1;
    wz_point none[1];
    if (wz_game_setup(g, none, 0, none, 0, NULL, 0) != 0)
        return -1;
    for (int i = 0; i < n; i++)
        if (place(g, st[i]) != 0)
            return -1;
    return 0;
}

/* Set up all but the last stone(s), play those, so the side to move is
 * right and the last stone is known. */
static int setup_then_play(wz_game *g, const stone *st, int n, int to_move, int all)
{
    static wz_point pts[2][WZ_MAX_SIZE * WZ_MAX_SIZE];
    int count[2] = {0, 0}, last[2] = {-1, -1};
    for (int i = 0; i < n; i++)
        last[st[i].colour - 1] = i;
    int tail[2], ntail = 0;
    if (!all) {
        if (to_move == WZ_WHITE && last[0] >= 0) {
            tail[ntail++] = last[0];
        } else if (to_move == WZ_BLACK && last[0] >= 0 && last[1] >= 0) {
            tail[ntail++] = last[0];
            tail[ntail++] = last[1];
        }
    }
    for (int i = 0; i < n; i++) {
        if ((ntail > 0 && i == tail[0]) || (ntail > 1 && i == tail[1]))
            continue;
        int c = st[i].colour - 1;
        pts[c][count[c]++] = (wz_point){0, st[i].x, st[i].y};
    }
    if (wz_game_setup(g, pts[0], count[0], pts[1], count[1], NULL, 0) != 0)
        return -1;
    for (int i = 0; i < ntail; i++)
        if (place(g, st[tail[i]]) != 0)
            return -1;
    if (all && to_move == WZ_WHITE) {
        wz_action pass = {.kind = WZ_ACT_PASS};
        if (wz_game_act(g, &pass, NULL, 0) != 0)
            return -1;
    }
    return 0;
}

wz_game *position_build(const wz_variant *v, int size, const stone *st, int n, uint64_t seed,
                        char *why, size_t whylen)
{
    wz_game *g = position_new(v, size, seed, why, whylen);
    if (!g)
        return NULL;
    for (int i = 0; i < n; i++) {
        if (st[i].x < 0 || st[i].x >= size || st[i].y < 0 || st[i].y >= size) {
            snprintf(why, whylen, "%d,%d is off the %dx%d board", st[i].x, size - 1 - st[i].y,
                     size, size);
            wz_game_free(g);
            return NULL;
        }
    }
    int to_move = position_to_move(n);
    if (play_in_order(g, st, n) == 0 && position_wants(g, to_move))
        return g;
    if (setup_then_play(g, st, n, to_move, 0) == 0 && position_wants(g, to_move))
        return g;
    if (setup_then_play(g, st, n, to_move, 1) == 0 && position_wants(g, to_move))
        return g;
    /* No playable game (a five on the board, a refused stone): the stones
     * at least, with whatever the variant makes of them. */
    setup_then_play(g, st, n, to_move, 1);
    return g;
}

/* ---------------------------------------------------------- quick move */

static const int dirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

static int wins(const wz_game *g, const wz_action *a, int colour)
{
    wz_game *c = wz_game_clone(g);
    int won = 0;
    if (c && wz_game_act(c, a, NULL, 0) == 0)
        won = wz_game_result(c, NULL) == (colour == WZ_BLACK ? WZ_BLACK_WINS : WZ_WHITE_WINS);
    wz_game_free(c);
    return won;
}

/* Length of the run of colour through p along d, p counted as colour. */
static int run(const wz_game *g, wz_point p, int d, int colour)
{
    int n = 1;
    for (int sign = -1; sign <= 1; sign += 2) {
        wz_point q = p;
        for (;;) {
            q.x = (int8_t)(q.x + sign * dirs[d][0]);
            q.y = (int8_t)(q.y + sign * dirs[d][1]);
            if (wz_game_at(g, q) != colour)
                break;
            n++;
        }
    }
    return n;
}

static int near_stones(const wz_game *g, wz_point p)
{
    for (int dy = -2; dy <= 2; dy++)
        for (int dx = -2; dx <= 2; dx++) {
            wz_point q = {0, (int8_t)(p.x + dx), (int8_t)(p.y + dy)};
            if (wz_game_at(g, q) > WZ_EMPTY)
                return 1;
        }
    return 0;
}

int position_quick_move(const wz_game *g, int colour, wz_point *out)
{
    int opponent = colour == WZ_BLACK ? WZ_WHITE : WZ_BLACK;
    int w = wz_game_width(g), h = wz_game_height(g), found = 0;
    long best = -1;
    int block = 0;
    wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            wz_point p = {0, (int8_t)x, (int8_t)y};
            if (wz_game_at(g, p) != WZ_EMPTY)
                continue;
            a.pts[0] = p;
            if (wz_host_services()->legal(g, &a, NULL, 0) != 0)
                continue;
            if (colour == WZ_BLACK && wz_game_forbids(g, p) != WZ_LEGAL)
                continue;
            long own = 0, theirs = 0;
            int threat = 0, four = 0;
            for (int d = 0; d < 4; d++) {
                int r = run(g, p, d, colour), o = run(g, p, d, opponent);
                own += r * r * r;
                theirs += o * o * o;
                four |= r >= 5;
                threat |= o >= 5;
            }
            if (four && wins(g, &a, colour)) {
                *out = p;
                return 0;
            }
            if (threat && !block) {
                block = 1;
                best = -1;
            }
            if (block && !threat)
                continue;
            int dist = abs(2 * x - (w - 1)) + abs(2 * y - (h - 1));
            long score = (own * 2 + theirs) * 4096 + (near_stones(g, p) ? 2048 : 0) + 1024 - dist;
            if (score > best) {
                best = score;
                *out = p;
                found = 1;
            }
        }
    }
    return found ? 0 : -1;
}

wz_point position_any_empty(int size, const stone *st, int n)
{
    wz_point best = {0, (int8_t)(size / 2), (int8_t)(size / 2)};
    int best_d = -1;
    for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++) {
            int taken = 0;
            for (int i = 0; i < n && !taken; i++)
                taken = st[i].x == x && st[i].y == y;
            int d = abs(2 * x - (size - 1)) + abs(2 * y - (size - 1));
            if (!taken && (best_d < 0 || d < best_d)) {
                best_d = d;
                best = (wz_point){0, (int8_t)x, (int8_t)y};
            }
        }
    return best;
}
