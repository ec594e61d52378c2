/*
 * swap2.c - pbrain-wuzi's answers to SWAP2BOARD.
 *
 * 0 stones: we open with three stones (black, white, black) from a few
 * quiet shapes.  3 stones: we take black ("SWAP") when black's two stones
 * already work together on one line, else we keep white and let the AI
 * play the fourth stone.  5 stones: we take black when black has two such
 * pairs, else the AI plays the sixth stone as white.  These are plain
 * rules of thumb: the AI plugin places the stones, but the choice of
 * colour is made here, since an AI plugin has no way to say how good a
 * position is.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "brain.h"
#include "hub.h"

/* Opening shapes, offsets from the centre (x right, y up): B1, W2, B3. */
static const int shapes[][3][2] = {
    {{0, 0}, {1, 0}, {2, -2}},
    {{0, 0}, {0, 1}, {-2, 2}},
    {{0, 0}, {1, 1}, {-1, 2}},
    {{0, 0}, {2, 0}, {1, -2}},
};

/* Pairs of black stones on one line at most two points apart with no
 * white stone between them. */
static int black_pairs(const stone *st, int n)
{
    int pairs = 0;
    for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
            if (st[i].colour != WZ_BLACK || st[j].colour != WZ_BLACK)
                continue;
            int dx = st[j].x - st[i].x, dy = st[j].y - st[i].y;
            int adx = abs(dx), ady = abs(dy);
            int span = adx > ady ? adx : ady;
            if (span > 2 || (adx && ady && adx != ady))
                continue;
            int blocked = 0;
            if (span == 2) {
                int mx = st[i].x + dx / 2, my = st[i].y + dy / 2;
                for (int k = 0; k < n; k++)
                    blocked |= st[k].x == mx && st[k].y == my && st[k].colour == WZ_WHITE;
            }
            pairs += !blocked;
        }
    }
    return pairs;
}

static void add_point(char *reply, size_t len, const brain *b, wz_point p)
{
    size_t used = strlen(reply);
    snprintf(reply + used, len - used, "%s%d,%d", used ? " " : "", p.x, b->size - 1 - p.y);
}

/* The AI's stone for the side to move, added to the board. */
static int ai_stone(brain *b, long start, long span, char *reply, size_t len)
{
    wz_point p;
    if (brain_think(b, start, span, &p) != 0)
        return -1;
    int colour = position_to_move(b->n);
    b->stones[b->n++] = (stone){p.x, p.y, (uint8_t)colour};
    add_point(reply, len, b, p);
    return 0;
}

int brain_swap2(brain *b, const stone *given, int n, char *reply, size_t len)
{
    long start = hub_now_ms(), span = brain_budget(b);
    reply[0] = '\0';
    memcpy(b->stones, given, sizeof *given * (size_t)n);
    b->n = n;
    if (n == 0) {
        int c = b->size / 2;
        unsigned pick = (unsigned)((b->seed >> 33) + b->games) % (sizeof shapes / sizeof shapes[0]);
        for (int i = 0; i < 3; i++) {
            wz_point p = {0, (int8_t)(c + shapes[pick][i][0]), (int8_t)(c + shapes[pick][i][1])};
            b->stones[b->n++] = (stone){p.x, p.y, (uint8_t)position_to_move(i)};
            add_point(reply, len, b, p);
        }
        return 0;
    }
    if (black_pairs(given, n) >= (n == 3 ? 1 : 2)) {
        snprintf(reply, len, "SWAP");
        return 0;
    }
    return ai_stone(b, start, span, reply, len);
}
