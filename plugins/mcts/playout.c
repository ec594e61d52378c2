/*
 * playout.c - the playout policy (see mcts.h): play a copy of the game to
 * its end, fast, with actions that are plausible in any game of stones.
 *
 * Stones are placed near other stones: a mirror of the boards keeps, for
 * every point, how many stones lie within the playout radius, and the
 * empty points with any form a set to draw from.  With probability
 * `local` the stone goes next to the last one instead (an answer, or a
 * continuation).  For the first `decisive` plies the mover takes an
 * action that ends the game in its favour when one of the near points (or
 * an argument-less action) has one, found by trying each on a clone: the
 * cheapest generic knowledge that makes playouts of connection games
 * meaningful.  Other kinds of action (opening decisions, offers, choices,
 * moves) are drawn at random among those the variant accepts.  The mirror
 * is resynchronised with the real boards after every action, so captures,
 * replacements and moves are seen whatever the rules.
 */
#include <stdlib.h>
#include <string.h>

#include "mcts.h"

#define AREA (WZ_MAX_SIZE * WZ_MAX_SIZE)
#define POINTS (WZ_MAX_BOARDS * AREA)
#define SCRATCH 4096

struct playout_ctx {
    geometry geo;
    int area, radius;
    uint8_t cells[POINTS];
    uint8_t near[POINTS];
    int16_t pos[POINTS]; /* index in cand, or -1 */
    uint16_t cand[POINTS];
    int ncand;
    int last; /* point index of the last stone put, or -1 */
    candidate scratch[SCRATCH];
    offer_store offers;
};

playout_ctx *playout_new(void)
{
    return calloc(1, sizeof(playout_ctx));
}

void playout_free(playout_ctx *p)
{
    if (p)
        free(p->offers.at);
    free(p);
}

/* ------------------------------------------------------- the mirror */

static void cand_add(playout_ctx *p, int i)
{
    if (p->pos[i] >= 0)
        return;
    p->pos[i] = (int16_t)p->ncand;
    p->cand[p->ncand++] = (uint16_t)i;
}

static void cand_remove(playout_ctx *p, int i)
{
    int k = p->pos[i];
    if (k < 0)
        return;
    int moved = p->cand[--p->ncand];
    p->cand[k] = (uint16_t)moved;
    p->pos[moved] = (int16_t)k;
    p->pos[i] = -1;
}

/* Add d (+1 or -1) to the near counts around point i. */
static void around(playout_ctx *p, int i, int d)
{
    int b = i / p->area, x = i % p->area % p->geo.width, y = i % p->area / p->geo.width;
    int r = p->radius;
    for (int yy = y - r; yy <= y + r; yy++) {
        if (yy < 0 || yy >= p->geo.height)
            continue;
        for (int xx = x - r; xx <= x + r; xx++) {
            if (xx < 0 || xx >= p->geo.width || (xx == x && yy == y))
                continue;
            int j = b * p->area + yy * p->geo.width + xx;
            p->near[j] = (uint8_t)(p->near[j] + d);
            if (p->cells[j] != WZ_EMPTY)
                continue;
            if (p->near[j])
                cand_add(p, j);
            else
                cand_remove(p, j);
        }
    }
}

static void mirror_init(playout_ctx *p, const wz_game *g, int radius)
{
    geometry_read(g, &p->geo);
    p->area = p->geo.width * p->geo.height;
    p->radius = radius;
    p->ncand = 0;
    p->last = -1;
    int n = p->geo.boards * p->area;
    memset(p->near, 0, (size_t)n);
    memset(p->pos, 0xff, sizeof p->pos[0] * (size_t)n);
    memset(p->cells, 0, (size_t)n);
    for (int b = 0; b < p->geo.boards; b++) {
        const uint8_t *c = H->cells(g, b);
        for (int i = 0; i < p->area; i++) {
            if (c[i] == WZ_EMPTY)
                continue;
            p->cells[b * p->area + i] = c[i];
            around(p, b * p->area + i, +1);
        }
    }
}

/* Bring the mirror up to date with g after an action. */
static void mirror_sync(playout_ctx *p, const wz_game *g)
{
    for (int b = 0; b < p->geo.boards; b++) {
        const uint8_t *c = H->cells(g, b);
        uint8_t *m = p->cells + b * p->area;
        if (memcmp(c, m, (size_t)p->area) == 0)
            continue;
        for (int i = 0; i < p->area; i++) {
            if (c[i] == m[i])
                continue;
            int j = b * p->area + i, was = m[i];
            m[i] = c[i];
            if (was == WZ_EMPTY) {
                cand_remove(p, j);
                around(p, j, +1);
            } else if (c[i] == WZ_EMPTY) {
                around(p, j, -1);
                if (p->near[j])
                    cand_add(p, j);
            }
        }
    }
}

static wz_point point_at(const playout_ctx *p, int i)
{
    return (wz_point){(int8_t)(i / p->area), (int8_t)(i % p->area % p->geo.width),
                      (int8_t)(i % p->area / p->geo.width)};
}

static int index_of(const playout_ctx *p, wz_point q)
{
    return q.board * p->area + q.y * p->geo.width + q.x;
}

/* ------------------------------------------------------- the policy */

static int try_act(wz_game *g, const wz_action *a)
{
    return H->act(g, a, NULL, 0) == 0;
}

/* Would a win the game for player?  Tried on a clone. */
static int wins(const wz_game *g, const wz_action *a, int player)
{
    wz_game *c = H->clone(g);
    if (!c)
        return 0;
    int won = H->act(c, a, NULL, 0) == 0 && outcome_proof(c) == PROOF_P1 + player;
    H->free_game(c);
    return won;
}

/* A decisive action for the mover among the near points and the actions
 * without an argument, played at once; 1 when found. */
static int play_decisive(playout_ctx *p, wz_game *g, const wz_expect *e, wz_action *out)
{
    static const int plain[] = {WZ_ACT_CLAIM, WZ_ACT_END, WZ_ACT_PASS, WZ_ACT_SWAP,
                                WZ_ACT_STAY, WZ_ACT_REJECT};
    for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++) {
        if (!(e->actions & (1u << plain[i])))
            continue;
        wz_action a = {.kind = plain[i]};
        if (wins(g, &a, e->player) && try_act(g, &a)) {
            *out = a;
            return 1;
        }
    }
    if (!(e->actions & (1u << WZ_ACT_PLACE)))
        return 0;
    wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
    for (int k = 0; k < p->ncand; k++) {
        a.pts[0] = point_at(p, p->cand[k]);
        if (wins(g, &a, e->player) && try_act(g, &a)) {
            *out = a;
            return 1;
        }
    }
    return 0;
}

static int empty_at(const playout_ctx *p, int b, int x, int y)
{
    return x >= 0 && y >= 0 && x < p->geo.width && y < p->geo.height &&
           p->cells[b * p->area + y * p->geo.width + x] == WZ_EMPTY;
}

static int play_place(playout_ctx *p, wz_game *g, const settings *s, rng *r, wz_action *a)
{
    a->kind = WZ_ACT_PLACE;
    a->npoints = 1;
    for (int tries = 0; tries < 8; tries++) {
        if (p->last >= 0 && rng_unit(r) < s->local) {
            wz_point q = point_at(p, p->last);
            int k = (int)rng_below(r, 8);
            static const int8_t dx[8] = {1, 1, 0, -1, -1, -1, 0, 1};
            static const int8_t dy[8] = {0, 1, 1, 1, 0, -1, -1, -1};
            q.x = (int8_t)(q.x + dx[k]);
            q.y = (int8_t)(q.y + dy[k]);
            if (!empty_at(p, q.board, q.x, q.y))
                continue;
            a->pts[0] = q;
        } else if (p->ncand) {
            a->pts[0] = point_at(p, p->cand[rng_below(r, (uint32_t)p->ncand)]);
        } else {
            break;
        }
        if (try_act(g, a))
            return 1;
    }
    /* the near points in a random order, then anywhere empty */
    if (p->ncand) {
        int start = (int)rng_below(r, (uint32_t)p->ncand), n = p->ncand;
        for (int k = 0; k < n; k++) {
            a->pts[0] = point_at(p, p->cand[(start + k) % n]);
            if (try_act(g, a))
                return 1;
        }
    }
    int n = p->geo.boards * p->area, start = (int)rng_below(r, (uint32_t)n);
    /* an empty board is opened at (or near) its centre */
    for (int b = 0; b < p->geo.boards && !p->ncand; b++) {
        a->pts[0] = (wz_point){(int8_t)b, (int8_t)((p->geo.width - 1) / 2),
                               (int8_t)((p->geo.height - 1) / 2)};
        if (p->cells[index_of(p, a->pts[0])] == WZ_EMPTY && try_act(g, a))
            return 1;
    }
    for (int k = 0; k < n; k++) {
        int i = (start + k) % n;
        if (p->cells[i] != WZ_EMPTY)
            continue;
        a->pts[0] = point_at(p, i);
        if (try_act(g, a))
            return 1;
    }
    return 0;
}

/* A choice: an offered candidate, else a random stone (a stone to
 * replace), else whatever the generator finds. */
static int play_choose(playout_ctx *p, wz_game *g, const wz_expect *e, rng *r, wz_action *a);

/* Any other kind: a random one of the legal candidates the tree would
 * consider (generated in full; these come seldom). */
static int play_generated(playout_ctx *p, wz_game *g, const wz_expect *e, int kind, rng *r,
                          wz_action *a)
{
    wz_expect only = *e;
    only.actions = 1u << kind;
    p->offers.n = 0;
    int n = candidates(g, &only, 2, r, &p->offers, p->scratch, SCRATCH);
    if (n <= 0)
        return 0;
    /* offers: the generator's sets are already a random sample */
    act_decode(p->scratch[rng_below(r, (uint32_t)n)].act, &p->offers, a);
    return try_act(g, a);
}

static int play_choose(playout_ctx *p, wz_game *g, const wz_expect *e, rng *r, wz_action *a)
{
    wz_point marks[WZ_MAX_POINTS];
    int nmarks = H->marks ? H->marks(g, marks, WZ_MAX_POINTS) : 0;
    memset(a, 0, sizeof *a);
    a->kind = WZ_ACT_CHOOSE;
    a->npoints = 1;
    if (nmarks > 0) {
        int start = (int)rng_below(r, (uint32_t)nmarks);
        for (int k = 0; k < nmarks; k++) {
            a->pts[0] = marks[(start + k) % nmarks];
            if (try_act(g, a))
                return 1;
        }
    }
    int n = p->geo.boards * p->area;
    for (int tries = 0; tries < 24; tries++) {
        int i = (int)rng_below(r, (uint32_t)n);
        if (p->cells[i] == WZ_EMPTY)
            continue;
        a->pts[0] = point_at(p, i);
        if (try_act(g, a))
            return 1;
    }
    return play_generated(p, g, e, WZ_ACT_CHOOSE, r, a);
}

static int play_plain(wz_game *g, int kind, wz_action *a)
{
    memset(a, 0, sizeof *a);
    a->kind = kind;
    return try_act(g, a);
}

/* Weights of the kinds of action a playout draws from. */
static double kind_weight(int kind)
{
    switch (kind) {
    case WZ_ACT_PLACE: case WZ_ACT_CHOOSE: case WZ_ACT_CLAIM: return 8;
    case WZ_ACT_END: return 0.5;
    case WZ_ACT_PASS: return 0.1;
    case WZ_ACT_RESIGN: case WZ_ACT_NONE: return 0;
    default: return 4;
    }
}

static void record(playout_seq *seq, int player, const wz_action *a, int colour)
{
    if (!seq || seq->n >= seq->cap)
        return;
    int code = -1;
    if (a->kind == WZ_ACT_PLACE || a->kind == WZ_ACT_CHOOSE)
        code = act_amaf(act_encode(a, colour, NULL));
    seq->player[seq->n] = (int8_t)player;
    seq->code[seq->n] = (int16_t)code;
    seq->n++;
}

int playout_run(playout_ctx *p, wz_game *g, const settings *s, rng *r, playout_seq *seq,
                uint64_t *plies)
{
    mirror_init(p, g, s->playout_radius);
    long cap = 4L * p->geo.boards * p->area + 64;
    for (long ply = 0; ply < cap; ply++) {
        wz_expect e;
        H->expect(g, &e);
        if (e.player == WZ_NOBODY || H->result(g) != WZ_ONGOING)
            return outcome_proof(g) ? outcome_proof(g) : PROOF_DRAW;
        wz_action a;
        int done = ply < s->decisive && play_decisive(p, g, &e, &a);
        double w[WZ_ACT_COUNT], total = 0;
        for (int k = 0; k < WZ_ACT_COUNT; k++) {
            w[k] = e.actions & (1u << k) ? kind_weight(k) : 0;
            total += w[k];
        }
        while (!done && total > 0) {
            double x = rng_unit(r) * total;
            int kind = 1;
            while (kind < WZ_ACT_COUNT - 1 && (x >= w[kind] || w[kind] == 0)) {
                x -= w[kind];
                kind++;
            }
            if (w[kind] == 0)
                break;
            switch (kind) {
            case WZ_ACT_PLACE: done = play_place(p, g, s, r, &a); break;
            case WZ_ACT_CHOOSE: done = play_choose(p, g, &e, r, &a); break;
            case WZ_ACT_SWAP: case WZ_ACT_STAY: case WZ_ACT_PASS: case WZ_ACT_END:
            case WZ_ACT_REJECT: case WZ_ACT_CLAIM: done = play_plain(g, kind, &a); break;
            default: done = play_generated(p, g, &e, kind, r, &a); break;
            }
            if (!done) {
                total -= w[kind];
                w[kind] = 0;
            }
        }
        if (!done) /* nothing the variant accepts: the game cannot go on */
            return PROOF_DRAW;
        (*plies)++;
        record(seq, e.player, &a, e.colour);
        mirror_sync(p, g);
        if (a.npoints > 0) {
            int i = index_of(p, a.pts[a.kind == WZ_ACT_MOVE ? 1 : 0]);
            p->last = p->cells[i] != WZ_EMPTY ? i : -1;
        }
    }
    return PROOF_DRAW;
}
