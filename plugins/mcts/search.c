/*
 * search.c - the search loop (see mcts.h).
 *
 * One iteration: copy the root position, walk down the tree acting each
 * chosen child on the copy, grow the leaf, play out, and carry the result
 * back up.  Values are kept for the player who made a node's action, so
 * turns of several actions by one player (two stones, a five and its
 * replacement) need nothing special, nor do swaps of colours.
 *
 * Selection is UCT blended with RAVE (all-moves-as-first statistics of the
 * points and choices the same player made later in the iteration), over
 * the children that progressive widening has opened: few at first, more
 * as the node is visited, in the order of the geometric priors.  With
 * `tactics`, a new node tries every child on a copy at once: the ones that
 * end the game are known before any playout, and the solver (MCTS-Solver)
 * carries proven results upward, so a win in one is always played and a
 * move that lets the opponent win in one is avoided once its reply is seen.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mcts.h"

#define MAX_CANDIDATES 4096
#define MAX_CHILDREN 1024
#define MAX_PATH 4096
#define MAX_SEQ 16384

struct search {
    tree *t;
    const settings *s;
    rng r;
    playout_ctx *po;
    playout_seq seq;
    uint32_t path[MAX_PATH];
    int depth;
    candidate *cand;
    uint32_t iteration;
    uint32_t amaf_stamp[2][AMAF_CODES];
    int amaf_last[2][AMAF_CODES];
    search_stats *st;
};

static int64_t now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/* ------------------------------------------------------------ solver */

/* n was just proven: if it wins for the player who made it, its point is
 * hot. */
static void note_proof(tree *t, const node *n)
{
    int pt = act_point(n->act);
    if (pt >= 0 && n->mover >= 0 && n->proof == PROOF_P1 + n->mover)
        t->hot[n->mover][pt] += 1.0f;
}

/* Settle n's proof from its children's; 1 when it changed. */
static int prove(tree *t, uint32_t n)
{
    node *p = &t->nodes[n];
    if (p->proof || !p->nchildren)
        return 0;
    node *c = &t->nodes[p->children];
    int chooser = c[0].mover, all = 1, draw = 0;
    for (uint32_t i = 0; i < p->nchildren; i++) {
        if (c[i].proof == PROOF_P1 + chooser) {
            p->proof = c[i].proof;
            note_proof(t, p);
            return 1;
        }
        all &= c[i].proof != PROOF_NONE;
        draw |= c[i].proof == PROOF_DRAW;
    }
    if (!all)
        return 0;
    p->proof = (uint8_t)(draw ? PROOF_DRAW : PROOF_P1 + (1 - chooser));
    note_proof(t, p);
    return 1;
}

/* -------------------------------------------------------- expansion */

static int by_prior(const void *a, const void *b)
{
    float pa = ((const candidate *)a)->prior, pb = ((const candidate *)b)->prior;
    return (pa < pb) - (pa > pb);
}

/* Raise the priors of hot points: the mover's own winning points, and
 * the opponent's (to block them). */
static void heat(const tree *t, const wz_expect *e, candidate *c, int n, double weight)
{
    int me = e->player, changed = 0;
    for (int i = 0; i < n; i++) {
        int pt = act_point(c[i].act);
        if (pt < 0)
            continue;
        float own = t->hot[me][pt], other = t->hot[1 - me][pt];
        if (own <= 0 && other <= 0)
            continue;
        float h = (own > other ? own : other * 0.8f);
        c[i].prior += (float)weight * h / (h + 1.0f);
        changed = 1;
    }
    if (changed)
        qsort(c, (size_t)n, sizeof *c, by_prior);
}

/* Grow n (whose position is g): its candidates become children; with
 * tactics each is tried for an immediate end.  0, or -1 when the tree is
 * full. */
static int expand(search *x, uint32_t n, const wz_game *g)
{
    tree *t = x->t;
    wz_expect e;
    H->expect(g, &e);
    if (e.player == WZ_NOBODY) {
        t->nodes[n].proof = (uint8_t)(outcome_proof(g) ? outcome_proof(g) : PROOF_DRAW);
        return 0;
    }
    int count = candidates(g, &e, x->s->radius, &x->r, &t->offers, x->cand, MAX_CANDIDATES);
    if (x->s->hot > 0)
        heat(t, &e, x->cand, count, x->s->hot);
    if (count > MAX_CHILDREN)
        count = MAX_CHILDREN;
    if (count == 0) { /* nothing is legal: the game cannot go on */
        t->nodes[n].proof = PROOF_DRAW;
        return 0;
    }
    if ((long)(t->n + (uint32_t)count) > x->s->nodes ||
        tree_expand(t, n, x->cand, count, e.player) != 0)
        return -1;
    if (!x->s->tactics)
        return 0;
    node *c = &t->nodes[t->nodes[n].children];
    for (int i = 0; i < count; i++) {
        wz_action a;
        wz_game *k = H->clone(g);
        if (!k)
            break;
        act_decode(c[i].act, &t->offers, &a);
        if (H->act(k, &a, NULL, 0) != 0)
            c[i].proof = (uint8_t)(PROOF_P1 + (1 - e.player)); /* never again */
        else
            c[i].proof = (uint8_t)outcome_proof(k);
        note_proof(t, &c[i]);
        if (c[i].proof == PROOF_P1 + (1 - e.player) && !t->lossy) {
            t->lossy = 1; /* this game has actions that lose */
            playout_set_safe(x->po);
        }
        H->free_game(k);
        if (c[i].proof == PROOF_P1 + e.player)
            break; /* a win: nothing else matters here */
    }
    prove(t, n);
    return 0;
}

/* -------------------------------------------------------- selection */

static uint32_t widen_limit(const settings *s, uint32_t visits)
{
    if (!s->widen)
        return UINT32_MAX;
    return 2 + (uint32_t)(1.5 * pow((double)visits + 1.0, 0.45));
}

static uint32_t select_child(const search *x, uint32_t n)
{
    const tree *t = x->t;
    const node *p = &t->nodes[n];
    const node *c = &t->nodes[p->children];
    const settings *s = x->s;
    double logn = log((double)p->visits + 1.0);
    uint32_t limit = widen_limit(s, p->visits), open = 0, best = 0;
    double best_score = -1e30;
    int chooser = c[0].mover;
    for (uint32_t i = 0; i < p->nchildren; i++) {
        const node *k = &c[i];
        if (k->proof == PROOF_P1 + chooser)
            return p->children + i;
        if (k->proof && k->proof != PROOF_DRAW)
            continue; /* proven lost */
        if (open++ >= limit)
            break;
        double q;
        if (k->proof == PROOF_DRAW) {
            q = 0.5;
        } else {
            double amaf = k->amaf_visits ? k->amaf_wins / k->amaf_visits : 0;
            if (k->visits) {
                q = k->wins / k->visits;
                if (s->rave > 0 && k->amaf_visits) {
                    double nv = k->visits, na = k->amaf_visits;
                    double beta = na / (nv + na + nv * na / s->rave);
                    q = (1 - beta) * q + beta * amaf;
                }
            } else {
                q = s->rave > 0 && k->amaf_visits ? amaf + 0.5 : 1.1 + k->prior;
            }
        }
        double score = q + s->uct * sqrt(logn / (k->visits + 1.0)) + 0.5 * k->prior / (k->visits + 1.0);
        if (score > best_score) {
            best_score = score;
            best = p->children + i;
        }
    }
    return best ? best : p->children; /* all lost: any will do */
}

/* ------------------------------------------------------ backpropagation */

static void backup(search *x, int result)
{
    tree *t = x->t;
    uint32_t it = ++x->iteration;
    for (int j = 0; j < x->seq.n; j++) {
        int code = x->seq.code[j], pl = x->seq.player[j];
        if (code < 0 || pl < 0 || pl > 1)
            continue;
        x->amaf_stamp[pl][code] = it;
        x->amaf_last[pl][code] = j;
    }
    for (int i = x->depth; i >= 0; i--) {
        node *nd = &t->nodes[x->path[i]];
        nd->visits++;
        if (nd->mover >= 0)
            nd->wins += proof_score(result, nd->mover);
        if (x->s->rave <= 0 || !nd->nchildren)
            continue;
        node *c = &t->nodes[nd->children];
        for (uint32_t k = 0; k < nd->nchildren; k++) {
            int code = act_amaf(c[k].act), pl = c[k].mover;
            if (code < 0 || x->amaf_stamp[pl][code] != it || x->amaf_last[pl][code] < i)
                continue;
            c[k].amaf_visits++;
            c[k].amaf_wins += proof_score(result, pl);
        }
    }
    for (int i = x->depth - 1; i >= 0 && prove(t, x->path[i]); i--)
        ;
}

static void seq_push(playout_seq *q, int player, act32 a)
{
    if (q->n >= q->cap)
        return;
    q->player[q->n] = (int8_t)player;
    q->code[q->n] = (int16_t)act_amaf(a);
    q->n++;
}

/* One iteration; -1 when the tree is full. */
static int iterate(search *x)
{
    tree *t = x->t;
    wz_game *g = H->clone(t->root_game);
    int result = PROOF_NONE, full = 0;
    uint32_t n = 1;
    if (!g)
        return -1;
    x->depth = 0;
    x->path[0] = 1;
    x->seq.n = 0;
    for (;;) {
        node *nd = &t->nodes[n];
        if (nd->proof) {
            result = nd->proof;
            break;
        }
        if (!nd->nchildren) {
            if (n != 1 && nd->visits + 1 < (uint32_t)x->s->expand)
                break;
            if (expand(x, n, g) != 0) {
                full = 1;
                break;
            }
            nd = &t->nodes[n];
            if (nd->proof) {
                result = nd->proof;
                break;
            }
        }
        if (x->depth + 1 >= MAX_PATH)
            break;
        uint32_t c = select_child(x, n);
        wz_action a;
        act_decode(t->nodes[c].act, &t->offers, &a);
        int mover = t->nodes[c].mover;
        if (H->act(g, &a, NULL, 0) != 0) {
            /* the variant changed its mind (it should not): never again */
            t->nodes[c].proof = (uint8_t)(PROOF_P1 + (1 - mover));
            break;
        }
        seq_push(&x->seq, mover, t->nodes[c].act);
        n = c;
        x->path[++x->depth] = n;
        if (H->result(g) != WZ_ONGOING) {
            t->nodes[n].proof = (uint8_t)outcome_proof(g);
            note_proof(t, &t->nodes[n]);
            result = t->nodes[n].proof;
            break;
        }
    }
    if (!result)
        result = playout_run(x->po, &g, x->s, &x->r, &x->seq, &x->st->plies);
    H->free_game(g);
    backup(x, result);
    x->st->playouts++;
    return full ? -1 : 0;
}

/* ------------------------------------------------------------ choice */

/* The child to play: a proven win, else the most visited of those not
 * proven lost (the best value on a tie), else the most visited. */
static uint32_t best_child(const tree *t)
{
    const node *r = &t->nodes[1];
    const node *c = &t->nodes[r->children];
    uint32_t best = 0, best_lost = 0;
    int chooser = c[0].mover;
    for (uint32_t i = 0; i < r->nchildren; i++) {
        const node *k = &c[i];
        if (k->proof == PROOF_P1 + chooser)
            return r->children + i;
        int lost = k->proof && k->proof != PROOF_DRAW;
        uint32_t *slot = lost ? &best_lost : &best;
        const node *b = *slot ? &t->nodes[*slot] : NULL;
        double v = k->proof == PROOF_DRAW ? 0.5 : k->visits ? k->wins / k->visits : 0;
        double bv = !b ? -1 : b->proof == PROOF_DRAW ? 0.5 : b->visits ? b->wins / b->visits : 0;
        if (!b || k->visits > b->visits || (k->visits == b->visits && v > bv))
            *slot = r->children + i;
    }
    return best ? best : best_lost;
}

static uint64_t mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

int search_choose(tree *t, const wz_game *g, const settings *s, wz_action *out,
                  search_stats *st, char *err, size_t errlen)
{
    memset(st, 0, sizeof *st);
    int64_t start = now_ms();
    search *x = calloc(1, sizeof *x);
    if (x) {
        x->cand = malloc(sizeof *x->cand * MAX_CANDIDATES);
        x->po = playout_new();
        x->seq.player = malloc(MAX_SEQ);
        x->seq.code = malloc(sizeof *x->seq.code * MAX_SEQ);
        x->seq.cap = MAX_SEQ;
    }
    if (!x || !x->cand || !x->po || !x->seq.player || !x->seq.code) {
        snprintf(err, errlen, "out of memory");
        if (x) {
            free(x->cand);
            playout_free(x->po);
            free(x->seq.player);
            free(x->seq.code);
        }
        free(x);
        return -1;
    }
    x->t = t;
    x->s = s;
    for (int pl = 0; pl < 2; pl++) /* older findings count less */
        for (int i = 0; i < PT_SPACE; i++)
            t->hot[pl][i] *= 0.5f;
    if (t->lossy)
        playout_set_safe(x->po);
    x->st = st;
    x->r.s = mix64((uint64_t)s->seed * 0x9e3779b97f4a7c15ULL + (uint64_t)H->history_length(g));
    st->reused = t->nodes[1].visits;

    unsigned stop = mcts_stop_generation();
    long time_ms = s->has_time || !s->playouts ? s->time_ms : 0;
    int rc = 0;
    if (!t->nodes[1].nchildren && expand(x, 1, t->root_game) != 0) {
        snprintf(err, errlen, "the tree is full (nodes=%ld)", s->nodes);
        rc = -1;
    } else if (!t->nodes[1].nchildren) {
        snprintf(err, errlen, "no legal action found");
        rc = -1;
    }
    /* a lone choice needs no thought */
    while (rc == 0 && t->nodes[1].nchildren > 1 && !t->nodes[1].proof) {
        if (s->playouts && st->playouts >= (uint64_t)s->playouts)
            break;
        if (time_ms && now_ms() - start >= time_ms)
            break;
        if (mcts_stop_generation() != stop)
            break;
        if (iterate(x) != 0)
            break;
    }
    if (rc == 0) {
        uint32_t b = best_child(t);
        act_decode(t->nodes[b].act, &t->offers, out);
        st->best_value = t->nodes[b].visits ? t->nodes[b].wins / t->nodes[b].visits : 0;
    }
    st->root_proof = t->nodes[1].proof;
    st->tree_nodes = t->n;
    st->ms = now_ms() - start;
    free(x->cand);
    playout_free(x->po);
    free(x->seq.player);
    free(x->seq.code);
    free(x);
    return rc;
}
