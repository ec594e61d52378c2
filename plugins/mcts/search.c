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

#include <wuzi/ai.h>
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
    candidate *cand, *cand2;
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
    if (draw && p->mover >= 0) {
        p->draw_floor = chooser == p->mover;
        p->draw_ceiling = chooser != p->mover;
    }
    if (!all)
        return 0;
    p->proof = (uint8_t)(draw ? PROOF_DRAW : PROOF_P1 + (1 - chooser));
    note_proof(t, p);
    return 1;
}

/* k's value for its mover, q from its playouts, within what its proven
 * draw children guarantee. */
static double draw_bounded(const node *k, double q)
{
    if (k->draw_ceiling && q > 0.5)
        return 0.5;
    if (k->draw_floor && q < 0.5)
        return 0.5;
    return q;
}

/* k's value for its mover as far as it is known: a proven draw's, else
 * its playouts' mean within its bounds, else unvisited. */
static double node_value(const node *k, double unvisited)
{
    if (k->proof == PROOF_DRAW)
        return 0.5;
    return k->visits ? draw_bounded(k, k->wins / k->visits) : unvisited;
}

/* -------------------------------------------------------- expansion */

static int by_prior(const void *a, const void *b)
{
    float pa = ((const candidate *)a)->prior, pb = ((const candidate *)b)->prior;
    return (pa < pb) - (pa > pb);
}

static int by_node_prior(const void *a, const void *b)
{
    float pa = ((const node *)a)->prior, pb = ((const node *)b)->prior;
    return (pa < pb) - (pa > pb);
}

/* Children are contiguous and none has children of its own yet: sorting
 * them in place moves nothing else. */
static void sort_children(tree *t, uint32_t n)
{
    qsort(&t->nodes[t->nodes[n].children], t->nodes[n].nchildren, sizeof(node), by_node_prior);
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

/* What trying the children of a new node has found so far: follow-ups
 * that won a turn, and how many full searches for one were made. */
typedef struct scan {
    int nwinners;
    act32 winners[8];
    int full;
    /* the opponent's winning replies found after siblings (refutations),
     * and how many full searches for one were made */
    int nrefute;
    act32 refute[8];
    int probes;
} scan;

#define REPLY_SCANS 3

#define FULL_SCANS 2

/* Does one of the follow-ups in list win for mover in k? */
static int wins_with(search *x, const wz_game *k, int mover, const act32 *list, int n,
                     const offer_store *offers)
{
    for (int i = 0; i < n; i++) {
        wz_action a;
        act_decode(list[i], offers, &a);
        wz_game *d = H->clone(k);
        if (!d)
            return 0;
        int won = H->act(d, &a, NULL, 0) == 0 && outcome_proof(d) == PROOF_P1 + mover;
        H->free_game(d);
        if (won) {
            int pt = act_point(list[i]);
            if (pt >= 0)
                x->t->hot[mover][pt] += 1.0f;
            return 1;
        }
    }
    return 0;
}

/*
 * The fate of a turn the mover could end now, in k (just reached by the
 * child's action, and changed by this call): when ending it loses at once
 * (a five on one board of dual-board), the turn is decided by what
 * follows.  A follow-up that won a sibling's turn, or one of the hot
 * points, is tried first; the first few such children of a node get every
 * follow-up tried, which proves them won or (all losing) lost.  Returns
 * the proof, or PROOF_NONE with *risky set when ending loses and no win
 * was found (the child is then tried late).
 */
static int turn_fate(search *x, const wz_game *g, const wz_action *a, wz_game *k, int mover,
                     scan *sc, int *risky)
{
    wz_expect e;
    H->expect(k, &e);
    if (e.player != mover || !(e.actions & (1u << WZ_ACT_END)))
        return PROOF_NONE;
    wz_action end = {.kind = WZ_ACT_END};
    if (H->act(k, &end, NULL, 0) != 0 || outcome_proof(k) != PROOF_P1 + (1 - mover))
        return PROOF_NONE;
    /* k is spent: the position before the end again */
    wz_game *before = H->clone(g);
    if (!before || H->act(before, a, NULL, 0) != 0) {
        if (before)
            H->free_game(before);
        return PROOF_NONE;
    }
    offer_store offers = {0};
    int verdict = PROOF_NONE;
    if (wins_with(x, before, mover, sc->winners, sc->nwinners, &x->t->offers)) {
        verdict = PROOF_P1 + mover;
    } else if (sc->full < FULL_SCANS) {
        sc->full++;
        candidate *c = x->cand2;
        int n = candidates(before, &e, x->s->radius, &x->r, &offers, c, MAX_CANDIDATES);
        int all_lose = n > 0;
        for (int i = 0; i < n && verdict == PROOF_NONE; i++) {
            wz_action f;
            act_decode(c[i].act, &offers, &f);
            wz_game *d = H->clone(before);
            if (!d)
                break;
            int o = H->act(d, &f, NULL, 0) == 0 ? outcome_proof(d) : PROOF_P1 + (1 - mover);
            H->free_game(d);
            if (o == PROOF_P1 + mover) {
                verdict = o;
                int pt = act_point(c[i].act);
                if (pt >= 0)
                    x->t->hot[mover][pt] += 1.0f;
                if (sc->nwinners < 8 && ACT_KIND(c[i].act) != WZ_ACT_OFFER)
                    sc->winners[sc->nwinners++] = c[i].act;
            }
            all_lose &= o == PROOF_P1 + (1 - mover);
        }
        if (verdict == PROOF_NONE && all_lose)
            verdict = PROOF_P1 + (1 - mover);
    }
    free(offers.at);
    H->free_game(before);
    *risky = verdict == PROOF_NONE;
    return verdict;
}

/* Can the opponent win at once in k with reply r?  Tried on a copy. */
static int refutes(const wz_game *k, const wz_action *r, int opponent)
{
    wz_game *d = H->clone(k);
    if (!d)
        return 0;
    int won = H->act(d, r, NULL, 0) == 0 && outcome_proof(d) == PROOF_P1 + opponent;
    H->free_game(d);
    return won;
}

/*
 * After the mover's action, k is the opponent's to play: can the opponent
 * win at once?  The replies that won after a sibling are tried first (a
 * four not blocked is refuted by the same point whatever else was
 * played); every reply is tried after the first child, and after the
 * first few that survive the known refutations while some are known (they
 * may be the blocks).  A reply that wins proves the child lost.
 */
static int reply_fate(search *x, const wz_game *k, int mover, scan *sc)
{
    wz_expect e;
    H->expect(k, &e);
    if (e.player == WZ_NOBODY || e.player == mover)
        return PROOF_NONE;
    int opponent = e.player;
    for (int i = 0; i < sc->nrefute; i++) {
        wz_action r;
        act_decode(sc->refute[i], &x->t->offers, &r);
        if (refutes(k, &r, opponent))
            return PROOF_P1 + opponent;
    }
    if (sc->probes >= REPLY_SCANS || (sc->probes > 0 && sc->nrefute == 0))
        return PROOF_NONE;
    sc->probes++;
    offer_store offers = {0};
    candidate *c = x->cand2;
    int n = candidates(k, &e, x->s->radius, &x->r, &offers, c, MAX_CANDIDATES);
    int verdict = PROOF_NONE;
    for (int i = 0; i < n && verdict == PROOF_NONE; i++) {
        wz_action r;
        act_decode(c[i].act, &offers, &r);
        if (!refutes(k, &r, opponent))
            continue;
        verdict = PROOF_P1 + opponent;
        int pt = act_point(c[i].act);
        if (pt >= 0)
            x->t->hot[opponent][pt] += 1.0f;
        if (sc->nrefute < 8 && ACT_KIND(c[i].act) != WZ_ACT_OFFER)
            sc->refute[sc->nrefute++] = c[i].act;
    }
    free(offers.at);
    return verdict;
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
    if ((int64_t)t->n + count > settings_node_cap(x->s) ||
        tree_expand(t, n, x->cand, count, e.player) != 0)
        return -1;
    if (!x->s->tactics)
        return 0;
    node *c = &t->nodes[t->nodes[n].children];
    scan sc = {0};
    int risky_seen = 0;
    for (int i = 0; i < count; i++) {
        wz_action a;
        wz_game *k = H->clone(g);
        if (!k)
            break;
        act_decode(c[i].act, &t->offers, &a);
        int risky = 0;
        if (H->act(k, &a, NULL, 0) != 0)
            c[i].proof = (uint8_t)(PROOF_P1 + (1 - e.player)); /* never again */
        else if (!(c[i].proof = (uint8_t)outcome_proof(k)))
            c[i].proof = (uint8_t)turn_fate(x, g, &a, k, e.player, &sc, &risky);
        if (!c[i].proof && x->s->replies)
            c[i].proof = (uint8_t)reply_fate(x, k, e.player, &sc);
        H->free_game(k);
        if (risky) {
            c[i].prior *= 0.05f;
            risky_seen = 1;
        }
        note_proof(t, &c[i]);
        if (c[i].proof == PROOF_P1 + (1 - e.player) && !t->lossy) {
            t->lossy = 1; /* this game has actions that lose */
            playout_set_safe(x->po);
        }
        if (c[i].proof == PROOF_P1 + e.player)
            break; /* a win: nothing else matters here */
    }
    if (risky_seen) /* keep the children in the order of their priors */
        sort_children(t, n);
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

/* How hot a child's point is for the chooser: its own winning point, or
 * (a little less) the opponent's, to block; 0..1. */
static double hotness(const tree *t, const node *k)
{
    int pt = act_point(k->act);
    if (pt < 0 || k->mover < 0)
        return 0;
    float own = t->hot[k->mover][pt], other = t->hot[1 - k->mover][pt] * 0.8f;
    float h = own > other ? own : other;
    return h / (h + 1.0f);
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
        /* children past the widening limit are considered only when
         * their point has turned out to matter */
        double hot = s->hot > 0 ? hotness(t, k) : 0;
        if (open >= limit && hot < 0.3)
            continue;
        open++;
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
            if (k->visits)
                q = draw_bounded(k, q);
        }
        double bias = 0.5 * k->prior + s->hot * hot;
        double score = q + s->uct * sqrt(logn / (k->visits + 1.0)) + bias / (k->visits + 1.0);
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
        if (!b || k->visits > b->visits ||
            (k->visits == b->visits && node_value(k, 0) > node_value(b, 0)))
            *slot = r->children + i;
    }
    return best ? best : best_lost;
}

/* ------------------------------------------------------------ progress */

static wz_ai_report_fn watcher;
static void *watcher_user;

void search_watch(wz_ai_report_fn fn, void *user)
{
    watcher = fn;
    watcher_user = user;
}

static int64_t visits_value(const node *k, double *q)
{
    *q = node_value(k, 0.5);
    return k->visits;
}

/* The principal variation: the most visited child from the root down, as
 * long as the actions name points. */
static int principal(const tree *t, wz_point *line, int max, uint32_t first)
{
    int n = 0;
    for (uint32_t at = first; at && n < max;) {
        wz_action a;
        act_decode(t->nodes[at].act, &t->offers, &a);
        if (a.npoints < 1 || a.kind == WZ_ACT_OFFER)
            break;
        line[n++] = a.pts[a.kind == WZ_ACT_MOVE ? 1 : 0];
        const node *p = &t->nodes[at];
        uint32_t best = 0;
        for (uint32_t i = 0; i < p->nchildren; i++)
            if (t->nodes[p->children + i].visits > (best ? t->nodes[best].visits : 0))
                best = p->children + i;
        at = best;
    }
    return n;
}

static void report(const search *x, int event, int64_t start, int64_t limit_ms)
{
    const tree *t = x->t;
    wz_ai_report r;
    memset(&r, 0, sizeof r);
    r.size = sizeof r;
    r.event = event;
    r.limit_ms = limit_ms;
    uint32_t b = t->nodes[1].nchildren ? best_child(t) : 0;
    r.now.nodes = x->st->playouts;
    r.now.ms = now_ms() - start;
    r.now.how = "search";
    if (b) {
        double q;
        visits_value(&t->nodes[b], &q);
        r.now.nline = principal(t, r.now.line, WZ_AI_MAX_LINE, b);
        r.now.depth = r.now.nline;
        r.now.found = r.now.nline > 0;
        if (r.now.found)
            r.now.move = r.now.line[0];
        r.now.score = (int)((q - 0.5) * 1000);
        int mover = t->nodes[b].mover, proof = t->nodes[b].proof;
        if (proof && proof != PROOF_DRAW)
            r.now.win_in = (proof == PROOF_P1 + mover ? 1 : -1) * (r.now.nline ? r.now.nline : 1);
    }
    watcher(watcher_user, &r);
}

/* The time for this move: time=, or a share of left= (the game clock's)
 * when that is less, over the moves the game may still take (a quarter of
 * its empty points, at least eight). */
static int64_t move_limit(const settings *s, const wz_game *g)
{
    int64_t limit = s->has_time || !s->playouts ? s->time_ms : 0;
    if (!s->has_left)
        return limit;
    int64_t empty = 0;
    for (int b = 0; b < H->boards(g); b++)
        empty += (int64_t)H->width(g) * H->height(g) - H->stones(g, b);
    int64_t moves = empty / 4 > 8 ? empty / 4 : 8, share = s->left_ms / moves;
    if (share < 1)
        share = 1;
    return limit && limit < share ? limit : share;
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
        x->cand2 = malloc(sizeof *x->cand2 * MAX_CANDIDATES);
        x->po = playout_new();
        x->seq.player = malloc(MAX_SEQ);
        x->seq.code = malloc(sizeof *x->seq.code * MAX_SEQ);
        x->seq.cap = MAX_SEQ;
    }
    if (!x || !x->cand || !x->cand2 || !x->po || !x->seq.player || !x->seq.code) {
        snprintf(err, errlen, "out of memory");
        if (x) {
            free(x->cand);
            free(x->cand2);
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
    int64_t time_ms = move_limit(s, g), reported = start;
    int rc = 0;
    if (!t->nodes[1].nchildren && expand(x, 1, t->root_game) != 0) {
        snprintf(err, errlen, "the tree is full (nodes=%lld)", (long long)s->nodes);
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
        if (watcher && (st->playouts & 31) == 0 && now_ms() - reported >= 100) {
            reported = now_ms();
            report(x, WZ_AI_TICK, start, time_ms);
        }
    }
    if (rc == 0 && watcher)
        report(x, WZ_AI_ITERATION, start, time_ms);
    if (rc == 0) {
        uint32_t b = best_child(t);
        act_decode(t->nodes[b].act, &t->offers, out);
        st->best_value = (float)node_value(&t->nodes[b], 0);
    }
    st->root_proof = t->nodes[1].proof;
    st->tree_nodes = t->n;
    st->ms = now_ms() - start;
    free(x->cand);
    free(x->cand2);
    playout_free(x->po);
    free(x->seq.player);
    free(x->seq.code);
    free(x);
    return rc;
}
