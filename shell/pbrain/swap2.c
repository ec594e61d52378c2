/*
 * swap2.c - pbrain-wuzi's answers to SWAP2BOARD.
 *
 * Where the rule has a swap2 variant (free-style: gomoku-freestyle-swap2,
 * exact five: gomoku-swap2) the stones are played into it and the AI
 * plugin makes the decision itself, as it would in any wuzi game: it
 * places the three opening stones, or answers swap / stay / two more
 * stones, or chooses its colour.  Its actions are then said the Gomocup
 * way: "SWAP" when we end up with black and the other side to move, our
 * stones otherwise.
 *
 * Where there is none (caro, renju), or the AI cannot decide in time,
 * plain rules of thumb stand in: 0 stones, a few quiet shapes; 3 stones,
 * take black ("SWAP") when black's two stones already work together on
 * one line, else keep white and let the AI play the fourth stone; 5
 * stones, take black when black has two such pairs, else the AI plays
 * the sixth stone as white.
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

/* The swap2 variant of the current rule, or NULL. */
static const wz_variant *swap2_variant(const brain *b)
{
    const char *id = wz_variant_id(b->variant);
    if (strstr(id, "swap2"))
        return b->variant;
    if (strcmp(id, "gomoku-freestyle") == 0)
        return wz_registry_find(b->registry, "gomoku-freestyle-swap2");
    if (strcmp(id, "gomoku-standard") == 0)
        return wz_registry_find(b->registry, "gomoku-swap2");
    return NULL;
}

/* The decision made by the AI in the swap2 variant v.  1 with the reply,
 * 0 when it could not be had (the rules of thumb take over), -1 when a new
 * game command arrived meanwhile. */
static int by_variant(brain *b, const wz_variant *v, const stone *given, int n, long start,
                      long span, char *reply, size_t len)
{
    char why[WZ_REASON_MAX];
    wz_point placed[4];
    int np = 0, rc = 0;
    wz_game *g = position_new(v, b->size, b->seed, why, sizeof why);
    if (!g)
        return 0;
    for (int i = 0; i < n; i++) {
        wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1, .pts = {{0, given[i].x, given[i].y}}};
        if (wz_game_act(g, &a, NULL, 0) != 0)
            goto done;
    }
    /* We open (0 stones), answer (3) or choose a colour (5). */
    int me = n == 3 ? WZ_P2 : WZ_P1;
    long deadline = brain_deadline(start, span);
    for (int step = 0; step < 4; step++) {
        wz_expect e;
        wz_game_expect(g, &e);
        if (e.player != me)
            break;
        int steps_left = n == 0 ? 3 - np : 2 - np > 1 ? 2 - np : 1;
        long hint = brain_hint(deadline - hub_now_ms()) / steps_left;
        wz_action a;
        int asked = brain_ask_ai(b, g, deadline, hint, &a);
        if (asked < 0) {
            rc = -1;
            goto done;
        }
        if (!asked || !(a.kind == WZ_ACT_PLACE || a.kind == WZ_ACT_SWAP || a.kind == WZ_ACT_STAY) ||
            np == 3 || wz_game_act(g, &a, NULL, 0) != 0)
            goto done;
        if (a.kind == WZ_ACT_PLACE)
            placed[np++] = a.pts[0];
    }
    int black = wz_game_colour_of(g, me) == WZ_BLACK;
    if (!((n == 0 && np == 3) || (n > 0 && np == 0 && black) || (n > 0 && np == 1 && !black) ||
          (n == 3 && np == 2)))
        goto done;
    if (np == 0)
        snprintf(reply, len, "SWAP");
    for (int i = 0; i < np; i++) {
        int colour = position_to_move(b->n);
        b->stones[b->n++] = (stone){placed[i].x, placed[i].y, (uint8_t)colour};
        add_point(reply, len, b, placed[i]);
    }
    rc = 1;
done:
    wz_game_free(g);
    return rc;
}

int brain_swap2(brain *b, const stone *given, int n, char *reply, size_t len)
{
    long start = hub_now_ms(), span = brain_budget(b);
    reply[0] = '\0';
    memcpy(b->stones, given, sizeof *given * (size_t)n);
    b->n = n;
    const wz_variant *v = swap2_variant(b);
    if (v) {
        int rc = by_variant(b, v, given, n, start, span, reply, len);
        if (rc != 0)
            return rc > 0 ? 0 : -1;
        reply[0] = '\0';
        b->n = n;
    }
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
