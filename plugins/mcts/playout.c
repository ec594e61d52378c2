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
    /* Points where a player's stone was refused as suicidal in this
     * playout: where the turn's fate is decided (the fives of one board
     * in dual-board), tried first for a follow-up that wins. */
    int nknown[2];
    int known[2][32];
    candidate scratch[SCRATCH];
    int safe; /* an action that loses at once has been seen in this game */
    offer_store offers;
};

playout_ctx *playout_new(void)
{
    return calloc(1, sizeof(playout_ctx));
}

void playout_set_safe(playout_ctx *p)
{
    p->safe = 1;
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
    p->nknown[0] = p->nknown[1] = 0;
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

static int is_legal(const wz_game *g, const wz_action *a)
{
    return H->legal(g, a, NULL, 0) == 0;
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
 * without an argument; 1 with it in out. */
static int find_decisive(const playout_ctx *p, const wz_game *g, const wz_expect *e,
                         wz_action *out)
{
    static const int plain[] = {WZ_ACT_CLAIM, WZ_ACT_END, WZ_ACT_PASS, WZ_ACT_SWAP,
                                WZ_ACT_STAY, WZ_ACT_REJECT};
    for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++) {
        if (!(e->actions & (1u << plain[i])))
            continue;
        memset(out, 0, sizeof *out);
        out->kind = plain[i];
        if (wins(g, out, e->player))
            return 1;
    }
    if (!(e->actions & (1u << WZ_ACT_PLACE)))
        return 0;
    memset(out, 0, sizeof *out);
    out->kind = WZ_ACT_PLACE;
    out->npoints = 1;
    for (int k = 0; k < p->ncand; k++) {
        out->pts[0] = point_at(p, p->cand[k]);
        if (wins(g, out, e->player))
            return 1;
    }
    return 0;
}

static int empty_at(const playout_ctx *p, int b, int x, int y)
{
    return x >= 0 && y >= 0 && x < p->geo.width && y < p->geo.height &&
           p->cells[b * p->area + y * p->geo.width + x] == WZ_EMPTY;
}

/* Points refused in this ply (as suicidal), not to be proposed again. */
typedef struct refused {
    int n;
    int at[8];
} refused;

static int is_refused(const refused *f, int i)
{
    for (int k = 0; k < f->n; k++)
        if (f->at[k] == i)
            return 1;
    return 0;
}

static int place_ok(const playout_ctx *p, const wz_game *g, const refused *f, wz_action *a,
                    int i)
{
    if (is_refused(f, i))
        return 0;
    a->pts[0] = point_at(p, i);
    return is_legal(g, a);
}

/* A legal stone: next to the last stone (chance `local`) or at a random
 * near point, a few tries; then every near point from a random start;
 * then an empty board's centre; then any empty point. */
static int propose_place(const playout_ctx *p, const wz_game *g, const settings *s, rng *r,
                         const refused *f, wz_action *a)
{
    static const int8_t dx[8] = {1, 1, 0, -1, -1, -1, 0, 1};
    static const int8_t dy[8] = {0, 1, 1, 1, 0, -1, -1, -1};
    memset(a, 0, sizeof *a);
    a->kind = WZ_ACT_PLACE;
    a->npoints = 1;
    for (int tries = 0; tries < 8; tries++) {
        if (p->last >= 0 && rng_unit(r) < s->local) {
            wz_point q = point_at(p, p->last);
            int k = (int)rng_below(r, 8);
            if (!empty_at(p, q.board, q.x + dx[k], q.y + dy[k]))
                continue;
            q.x = (int8_t)(q.x + dx[k]);
            q.y = (int8_t)(q.y + dy[k]);
            if (place_ok(p, g, f, a, index_of(p, q)))
                return 1;
        } else if (p->ncand) {
            if (place_ok(p, g, f, a, p->cand[rng_below(r, (uint32_t)p->ncand)]))
                return 1;
        } else {
            break;
        }
    }
    if (p->ncand) {
        int start = (int)rng_below(r, (uint32_t)p->ncand), n = p->ncand;
        for (int k = 0; k < n; k++)
            if (place_ok(p, g, f, a, p->cand[(start + k) % n]))
                return 1;
    }
    for (int b = 0; b < p->geo.boards && !p->ncand; b++) {
        wz_point q = {(int8_t)b, (int8_t)((p->geo.width - 1) / 2), (int8_t)((p->geo.height - 1) / 2)};
        if (p->cells[index_of(p, q)] == WZ_EMPTY && place_ok(p, g, f, a, index_of(p, q)))
            return 1;
    }
    int n = p->geo.boards * p->area, start = (int)rng_below(r, (uint32_t)n);
    for (int k = 0; k < n; k++) {
        int i = (start + k) % n;
        if (p->cells[i] == WZ_EMPTY && place_ok(p, g, f, a, i))
            return 1;
    }
    return 0;
}

/* Any other kind: a random one of the legal candidates the tree would
 * consider (generated in full; these come seldom). */
static int propose_generated(playout_ctx *p, const wz_game *g, const wz_expect *e, int kind,
                             rng *r, wz_action *a)
{
    wz_expect only = *e;
    only.actions = 1u << kind;
    p->offers.n = 0;
    int n = candidates(g, &only, 2, r, &p->offers, p->scratch, SCRATCH);
    if (n <= 0)
        return 0;
    /* offers: the generator's sets are already a random sample */
    act_decode(p->scratch[rng_below(r, (uint32_t)n)].act, &p->offers, a);
    return 1;
}

/* A choice: an offered candidate, else a random stone (a stone to
 * replace), else whatever the generator finds. */
static int propose_choose(playout_ctx *p, const wz_game *g, const wz_expect *e, rng *r,
                          wz_action *a)
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
            if (is_legal(g, a))
                return 1;
        }
    }
    int n = p->geo.boards * p->area;
    for (int tries = 0; tries < 24; tries++) {
        int i = (int)rng_below(r, (uint32_t)n);
        if (p->cells[i] == WZ_EMPTY)
            continue;
        a->pts[0] = point_at(p, i);
        if (is_legal(g, a))
            return 1;
    }
    return propose_generated(p, g, e, WZ_ACT_CHOOSE, r, a);
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

/* A legal action of a kind drawn by weight; 0 when none is found. */
static int propose(playout_ctx *p, const wz_game *g, const wz_expect *e, const settings *s,
                   rng *r, const refused *f, wz_action *a)
{
    double w[WZ_ACT_COUNT], total = 0;
    for (int k = 0; k < WZ_ACT_COUNT; k++) {
        w[k] = e->actions & (1u << k) ? kind_weight(k) : 0;
        total += w[k];
    }
    while (total > 0) {
        double x = rng_unit(r) * total;
        int kind = 1;
        while (kind < WZ_ACT_COUNT - 1 && (x >= w[kind] || w[kind] == 0)) {
            x -= w[kind];
            kind++;
        }
        if (w[kind] == 0)
            return 0;
        int ok;
        switch (kind) {
        case WZ_ACT_PLACE: ok = propose_place(p, g, s, r, f, a); break;
        case WZ_ACT_CHOOSE: ok = propose_choose(p, g, e, r, a); break;
        case WZ_ACT_SWAP: case WZ_ACT_STAY: case WZ_ACT_PASS: case WZ_ACT_END:
        case WZ_ACT_REJECT: case WZ_ACT_CLAIM:
            memset(a, 0, sizeof *a);
            a->kind = kind;
            ok = is_legal(g, a);
            break;
        default: ok = propose_generated(p, g, e, kind, r, a); break;
        }
        if (ok)
            return 1;
        total -= w[kind];
        w[kind] = 0;
    }
    return 0;
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

enum verdict { FINE, SUICIDE, WINS_ON };

static void remember(playout_ctx *p, int player, int i)
{
    int *n = &p->nknown[player];
    for (int k = 0; k < *n; k++)
        if (p->known[player][k] == i)
            return;
    if (*n < (int)(sizeof p->known[0] / sizeof p->known[0][0]))
        p->known[player][(*n)++] = i;
}

/* A follow-up that wins for the mover in c: an action without an
 * argument, or a stone on one of the points remembered for the mover. */
static int known_win(const playout_ctx *p, const wz_game *c, const wz_expect *e, wz_action *out)
{
    static const int plain[] = {WZ_ACT_CLAIM, WZ_ACT_END};
    for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++) {
        if (!(e->actions & (1u << plain[i])))
            continue;
        memset(out, 0, sizeof *out);
        out->kind = plain[i];
        if (wins(c, out, e->player))
            return 1;
    }
    if (!(e->actions & (1u << WZ_ACT_PLACE)))
        return 0;
    memset(out, 0, sizeof *out);
    out->kind = WZ_ACT_PLACE;
    out->npoints = 1;
    const uint8_t *cells[WZ_MAX_BOARDS];
    for (int b = 0; b < p->geo.boards; b++)
        cells[b] = H->cells(c, b);
    for (int k = 0; k < p->nknown[e->player]; k++) {
        int i = p->known[e->player][k];
        if (cells[i / p->area][i % p->area] != WZ_EMPTY)
            continue;
        out->pts[0] = point_at(p, i);
        if (wins(c, out, e->player))
            return 1;
    }
    return 0;
}

/*
 * Is the position c, just reached by the mover's action, one the mover
 * should avoid?  SUICIDE when the game is over against the mover, or when
 * the mover acts again and ending the turn now would lose and no known
 * follow-up wins (a five on one board of dual-board).  WINS_ON with the
 * winning follow-up in next.
 */
static int judge(const playout_ctx *p, const wz_game *c, int mover, wz_action *next)
{
    int o = outcome_proof(c);
    if (o)
        return o == PROOF_P1 + (1 - mover) ? SUICIDE : FINE;
    wz_expect e;
    H->expect(c, &e);
    if (e.player != mover || !(e.actions & (1u << WZ_ACT_END)))
        return FINE;
    wz_action end = {.kind = WZ_ACT_END};
    wz_game *d = H->clone(c);
    int loses = d && H->act(d, &end, NULL, 0) == 0 && outcome_proof(d) == PROOF_P1 + (1 - mover);
    if (d)
        H->free_game(d);
    if (!loses)
        return FINE;
    return known_win(p, c, &e, next) ? WINS_ON : SUICIDE;
}

/* Carry a out on *g, recording it and keeping the mirror in step. */
static void commit(playout_ctx *p, wz_game **g, wz_game *after, const wz_action *a,
                   const wz_expect *e, playout_seq *seq, uint64_t *plies)
{
    if (after) {
        H->free_game(*g);
        *g = after;
    } else if (H->act(*g, a, NULL, 0) != 0) {
        return;
    }
    (*plies)++;
    record(seq, e->player, a, e->colour);
    mirror_sync(p, *g);
    if (a->npoints > 0) {
        int i = index_of(p, a->pts[a->kind == WZ_ACT_MOVE ? 1 : 0]);
        p->last = p->cells[i] != WZ_EMPTY ? i : -1;
    }
}

int playout_run(playout_ctx *p, wz_game **gp, const settings *s, rng *r, playout_seq *seq,
                uint64_t *plies)
{
    mirror_init(p, *gp, s->playout_radius);
    long cap = 4L * p->geo.boards * p->area + 64;
    if (s->length && s->length < cap)
        cap = s->length;
    for (long ply = 0; ply < cap; ply++) {
        wz_game *g = *gp;
        wz_expect e;
        H->expect(g, &e);
        if (e.player == WZ_NOBODY || H->result(g) != WZ_ONGOING)
            return outcome_proof(g) ? outcome_proof(g) : PROOF_DRAW;
        wz_action a, next;
        if (ply < s->decisive && find_decisive(p, g, &e, &a)) {
            commit(p, gp, NULL, &a, &e, seq, plies);
            continue;
        }
        refused f = {0};
        wz_game *after = NULL;
        int found = 0;
        while (propose(p, g, &e, s, r, &f, &a)) {
            found = 1;
            if (!s->safe || !p->safe)
                break;
            after = H->clone(g);
            if (!after || H->act(after, &a, NULL, 0) != 0) {
                if (after)
                    H->free_game(after);
                after = NULL;
                break;
            }
            int v = judge(p, after, e.player, &next);
            if (v == FINE)
                break;
            if (v == WINS_ON) {
                wz_expect e2;
                commit(p, gp, after, &a, &e, seq, plies);
                H->expect(*gp, &e2);
                commit(p, gp, NULL, &next, &e2, seq, plies);
                after = NULL;
                found = 2;
                break;
            }
            /* suicidal: another, unless this was the last try */
            if (a.kind != WZ_ACT_PLACE || f.n == (int)(sizeof f.at / sizeof f.at[0]))
                break;
            f.at[f.n++] = index_of(p, a.pts[0]);
            remember(p, e.player, index_of(p, a.pts[0]));
            H->free_game(after);
            after = NULL;
        }
        if (!found) /* nothing the variant accepts: the game cannot go on */
            return PROOF_DRAW;
        if (found == 1)
            commit(p, gp, after, &a, &e, seq, plies);
    }
    return PROOF_DRAW;
}
