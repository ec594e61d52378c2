/*
 * tree.c - the node pool and its reuse between moves (see mcts.h).
 *
 * Nodes live in one growing array and name their children by index, so
 * growing the array moves nothing that matters.  The children of a node
 * are contiguous and sorted by prior, which is the order progressive
 * widening opens them in.
 */
#include <stdlib.h>
#include <string.h>

#include "mcts.h"

int outcome_proof(const wz_game *g)
{
    switch (H->result(g)) {
    case WZ_BLACK_WINS:
        return H->player_of(g, WZ_BLACK) == WZ_P2 ? PROOF_P2 : PROOF_P1;
    case WZ_WHITE_WINS:
        return H->player_of(g, WZ_WHITE) == WZ_P2 ? PROOF_P2 : PROOF_P1;
    case WZ_DRAW:
        return PROOF_DRAW;
    default:
        return PROOF_NONE;
    }
}

static int grow(tree *t, uint32_t more)
{
    if (t->n + more <= t->cap)
        return 0;
    uint32_t cap = t->cap ? t->cap : 4096;
    while (cap < t->n + more)
        cap *= 2;
    node *n = realloc(t->nodes, sizeof *n * cap);
    if (!n)
        return -1;
    t->nodes = n;
    t->cap = cap;
    return 0;
}

static void clear_nodes(tree *t)
{
    t->n = 2; /* 0 is unused, so that index 0 can mean "none" */
    memset(t->nodes, 0, sizeof *t->nodes * 2);
    t->nodes[1].mover = WZ_NOBODY;
    t->offers.n = 0;
}

int tree_init(tree *t, const wz_game *g)
{
    memset(t, 0, sizeof *t);
    if (grow(t, 2) != 0)
        return -1;
    clear_nodes(t);
    t->root_game = H->clone(g);
    return t->root_game ? 0 : -1;
}

void tree_free(tree *t)
{
    if (t->root_game)
        H->free_game(t->root_game);
    free(t->nodes);
    free(t->offers.at);
    memset(t, 0, sizeof *t);
}

int tree_expand(tree *t, uint32_t n, const candidate *c, int count, int mover)
{
    if (count <= 0)
        return 0;
    if (count > UINT16_MAX)
        count = UINT16_MAX;
    if (grow(t, (uint32_t)count) != 0)
        return -1;
    uint32_t first = t->n;
    for (int i = 0; i < count; i++) {
        node *k = &t->nodes[first + (uint32_t)i];
        memset(k, 0, sizeof *k);
        k->act = c[i].act;
        k->prior = c[i].prior;
        k->mover = (int8_t)mover;
    }
    t->n += (uint32_t)count;
    t->nodes[n].children = first;
    t->nodes[n].nchildren = (uint16_t)count;
    return 0;
}

/* ------------------------------------------------------------- reuse */

static int same_action(const wz_action *a, const wz_action *b)
{
    if (a->kind != b->kind || a->npoints != b->npoints || a->player != b->player)
        return 0;
    if (a->kind == WZ_ACT_DECLARE && a->value != b->value)
        return 0;
    for (int i = 0; i < a->npoints; i++)
        if (a->pts[i].board != b->pts[i].board || a->pts[i].x != b->pts[i].x ||
            a->pts[i].y != b->pts[i].y)
            return 0;
    return 1;
}

/* The child of n reached by a, or 0. */
static uint32_t child_by_action(const tree *t, uint32_t n, const wz_action *a)
{
    const node *p = &t->nodes[n];
    for (uint32_t i = 0; i < p->nchildren; i++) {
        wz_action b;
        act_decode(t->nodes[p->children + i].act, &t->offers, &b);
        b.player = a->player;
        if (same_action(a, &b))
            return p->children + i;
    }
    return 0;
}

static int same_position(const wz_game *a, const wz_game *b)
{
    if (H->boards(a) != H->boards(b) || H->width(a) != H->width(b) ||
        H->height(a) != H->height(b) || H->result(a) != H->result(b))
        return 0;
    size_t cells = (size_t)H->width(a) * (size_t)H->height(a);
    for (int i = 0; i < H->boards(a); i++)
        if (memcmp(H->cells(a, i), H->cells(b, i), cells) != 0)
            return 0;
    wz_expect ea, eb;
    H->expect(a, &ea);
    H->expect(b, &eb);
    return ea.player == eb.player && ea.actions == eb.actions && ea.colour == eb.colour &&
           ea.min == eb.min && ea.max == eb.max && strcmp(ea.text, eb.text) == 0 &&
           H->colour_of(a, WZ_P1) == H->colour_of(b, WZ_P1);
}

/* Copy the subtree under from (in old) to a new root of t; the offers the
 * copied nodes name are copied along. */
static int copy_subtree(tree *t, const tree *old, uint32_t from)
{
    /* breadth first, so that children stay contiguous */
    uint32_t *queue = malloc(sizeof *queue * (old->n + 1));
    if (!queue || grow(t, 2) != 0) {
        free(queue);
        return -1;
    }
    clear_nodes(t);
    t->nodes[1] = old->nodes[from];
    t->nodes[1].children = 0;
    t->nodes[1].nchildren = 0;
    uint32_t head = 0, tail = 0;
    queue[tail++] = from;
    uint32_t dest = 1;
    int rc = 0;
    while (head < tail) {
        uint32_t src = queue[head++];
        const node *s = &old->nodes[src];
        if (s->nchildren && grow(t, s->nchildren) != 0) {
            rc = -1;
            break;
        }
        if (s->nchildren) {
            t->nodes[dest].children = t->n;
            t->nodes[dest].nchildren = s->nchildren;
            for (uint32_t i = 0; i < s->nchildren; i++) {
                node k = old->nodes[s->children + i];
                if (ACT_KIND(k.act) == WZ_ACT_OFFER) {
                    wz_action a;
                    act_decode(k.act, &old->offers, &a);
                    k.act = act_encode(&a, 0, &t->offers);
                }
                k.children = 0;
                k.nchildren = 0;
                t->nodes[t->n++] = k;
                queue[tail++] = s->children + i;
            }
        }
        dest++;
    }
    free(queue);
    return rc;
}

int tree_advance(tree *t, const wz_game *g)
{
    int from = H->history_length(t->root_game), to = H->history_length(g);
    uint32_t n = 1;
    wz_game *walk = NULL;
    if (to >= from) {
        walk = H->clone(t->root_game);
        for (int i = from; walk && n && i < to; i++) {
            const wz_action *a = H->history_at(g, i);
            n = child_by_action(t, n, a);
            if (n && H->act(walk, a, NULL, 0) != 0)
                n = 0;
        }
        /* the same actions must lead to the same position (a different
         * setup, variant or history would not) */
        if (walk && n && !same_position(walk, g))
            n = 0;
        for (int i = 0; walk && n && i < from; i++) {
            const wz_action *a = H->history_at(g, i), *b = H->history_at(t->root_game, i);
            if (!same_action(a, b))
                n = 0;
        }
    } else {
        n = 0;
    }
    if (walk)
        H->free_game(walk);
    wz_game *root = H->clone(g);
    if (!root)
        return 0;
    H->free_game(t->root_game);
    t->root_game = root;
    if (n == 1)
        return 1;
    if (n) {
        tree old = *t;
        tree fresh = {0};
        fresh.root_game = root;
        fresh.lossy = old.lossy;
        memcpy(fresh.hot, old.hot, sizeof fresh.hot);
        if (copy_subtree(&fresh, &old, n) == 0) {
            free(old.nodes);
            free(old.offers.at);
            *t = fresh;
            return 1;
        }
        free(fresh.nodes);
        free(fresh.offers.at);
    }
    clear_nodes(t);
    return 0;
}
