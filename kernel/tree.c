/* tree.c - the game as a tree of positions, as in RenLib and SGF.
 *
 * Every position the game has been in is a node; an action leads from a
 * node to one of its children, and the first child is the main
 * continuation.  The current position is a node, and the history (what
 * wz_game_history_at and every plugin see) is the path from the start to
 * it.  The current line goes on past it through each node's `next` child,
 * the one the line last went through (in a tree just read, the first):
 * undo and redo, back and forward move along that line.  Only
 * wz_game_cut removes nodes.
 *
 * A position is reached by replay, from the start or from the latest
 * checkpoint on the way.  A replay leaves a checkpoint every
 * WZ_CHECKPOINT_EVERY actions of the path (the position block of struct
 * wz_game and the plugin's state block), so that going back in a long
 * game replays a few actions, not the whole game.  Only a checkpoint on
 * the part of the path the old and the new position share is used, so
 * the draws logged up to it are those in g->draws already.  Playing takes
 * none: the copies the AIs make of a game never pay for them.
 */
#include <assert.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define POS_START offsetof(wz_game, nboards)
#define POS_END (offsetof(wz_game, op) + sizeof(op_state))
static_assert(offsetof(wz_game, nboards) < offsetof(wz_game, op),
              "the position block runs from nboards to op");

struct wz_checkpoint {
    int node; /* whose position this is; -1: none */
    size_t cap;
    unsigned char *bytes;
};

/* A trial (wz_game_begin): what rollback needs to put back.  Only actions
 * are made during one, so what they added is one subtree below the node
 * the first new position hangs from (top), and the nodes that were there
 * before changed only their next links (saved, oldest first). */
struct wz_trial {
    int active;
    int depth; /* the history's length at wz_game_begin */
    int top;   /* the first node added, or -1 */
    struct wz_link {
        int node, next;
    } *saved;
    int nsaved, saved_cap;
    uint64_t revision, reshaped;
    size_t cap;
    unsigned char *bytes; /* the position: the block and the plugin's state */
};

/* ------------------------------------------------------------- nodes */

static int grow(void **p, int *cap, int want, size_t size)
{
    if (want <= *cap)
        return 0;
    int n = *cap ? *cap : 16;
    while (n < want)
        n *= 2;
    void *q = realloc(*p, size * (size_t)n);
    if (!q)
        return -1;
    *p = q;
    *cap = n;
    return 0;
}

/* Room for a path of depth actions. */
static int path_room(wz_game *g, int depth)
{
    int cap = g->capacity;
    if (depth + 1 <= cap)
        return 0;
    if (grow((void **)&g->actions, &cap, depth + 1, sizeof *g->actions) != 0)
        return -1;
    int pcap = g->capacity;
    if (grow((void **)&g->path, &pcap, depth + 1, sizeof *g->path) != 0)
        return -1;
    g->capacity = cap < pcap ? cap : pcap;
    return 0;
}

static int node_new(wz_game *g)
{
    int id;
    if (g->free_node >= 0) {
        id = g->free_node;
        g->free_node = g->nodes[id].sibling;
    } else {
        if (grow((void **)&g->nodes, &g->nodes_cap, g->nnodes + 1, sizeof *g->nodes) != 0)
            return -1;
        id = g->nnodes++;
    }
    struct wz_node *n = &g->nodes[id];
    memset(n, 0, sizeof *n);
    n->parent = n->child = n->sibling = n->next = -1;
    g->live_nodes++;
    return id;
}

static void node_release(wz_game *g, int id)
{
    struct wz_node *n = &g->nodes[id];
    free(n->comment);
    free(n->more);
    n->comment = NULL;
    n->more = NULL;
    n->parent = -2;
    n->sibling = g->free_node;
    g->free_node = id;
    g->live_nodes--;
}

void wz_tree_action(const wz_game *g, int node, wz_action *out)
{
    const struct wz_node *n = &g->nodes[node];
    memset(out, 0, sizeof *out);
    out->kind = n->kind;
    out->player = n->player;
    out->value = n->value;
    out->npoints = n->npoints;
    if (n->npoints > 0)
        out->pts[0] = n->pt;
    for (int i = 1; i < n->npoints; i++)
        out->pts[i] = n->more[i - 1];
}

static int same_action(const struct wz_node *n, const wz_action *a)
{
    if (n->kind != a->kind || n->npoints != a->npoints || n->value != a->value)
        return 0;
    for (int i = 0; i < a->npoints; i++) {
        wz_point p = i ? n->more[i - 1] : n->pt;
        if (p.board != a->pts[i].board || p.x != a->pts[i].x || p.y != a->pts[i].y)
            return 0;
    }
    return 1;
}

int wz_tree_find_child(const wz_game *g, int node, const wz_action *a)
{
    for (int c = g->nodes[node].child; c >= 0; c = g->nodes[c].sibling)
        if (same_action(&g->nodes[c], a))
            return c;
    return -1;
}

int wz_tree_add_child(wz_game *g, int node, const wz_action *a, int colour)
{
    wz_point *more = NULL;
    if (a->npoints > 1) {
        more = malloc(sizeof *more * (size_t)(a->npoints - 1));
        if (!more)
            return -1;
        memcpy(more, a->pts + 1, sizeof *more * (size_t)(a->npoints - 1));
    }
    int id = node_new(g);
    if (id < 0) {
        free(more);
        return -1;
    }
    struct wz_node *n = &g->nodes[id];
    n->parent = node;
    n->kind = (uint8_t)a->kind;
    n->player = (uint8_t)a->player;
    n->npoints = (uint8_t)a->npoints;
    n->value = a->value;
    n->colour = (uint8_t)colour;
    if (a->npoints > 0)
        n->pt = a->pts[0];
    n->more = more;
    int *link = &g->nodes[node].child;
    while (*link >= 0)
        link = &g->nodes[*link].sibling;
    *link = id;
    return id;
}

int wz_tree_set_comment(wz_game *g, int node, const char *text)
{
    char *copy = NULL;
    if (text && *text && !(copy = wz_strdup(text)))
        return -1;
    free(g->nodes[node].comment);
    g->nodes[node].comment = copy;
    wz_game_changed(g, 0);
    return 0;
}

void wz_tree_order(wz_game *g, int parent, const int *children, int n)
{
    g->nodes[parent].child = n > 0 ? children[0] : -1;
    for (int i = 0; i < n; i++)
        g->nodes[children[i]].sibling = i + 1 < n ? children[i + 1] : -1;
    wz_game_changed(g, 1);
}

int wz_tree_branches(const wz_game *g)
{
    for (int i = 0; i < g->nnodes; i++) {
        const struct wz_node *n = &g->nodes[i];
        if (n->parent != -2 && n->child >= 0 && g->nodes[n->child].sibling >= 0)
            return 1;
    }
    return 0;
}

/* -------------------------------------------------- the tree as a whole */

void wz_tree_free(wz_game *g)
{
    for (int i = 0; i < g->nnodes; i++) {
        free(g->nodes[i].comment);
        free(g->nodes[i].more);
    }
    for (int k = 0; k < g->ncheckpoints; k++)
        free(g->checkpoints[k].bytes);
    free(g->nodes);
    free(g->actions);
    free(g->path);
    free(g->checkpoints);
    g->nodes = NULL;
    g->actions = NULL;
    g->path = NULL;
    g->checkpoints = NULL;
    g->nnodes = g->nodes_cap = g->live_nodes = g->capacity = g->nactions = g->ncheckpoints = 0;
    g->free_node = -1;
}

int wz_tree_reset(wz_game *g, int keep_start_comment)
{
    char *start = NULL;
    if (keep_start_comment && g->nnodes > 0) {
        start = g->nodes[0].comment;
        g->nodes[0].comment = NULL;
    }
    for (int i = 0; i < g->nnodes; i++) {
        free(g->nodes[i].comment);
        free(g->nodes[i].more);
    }
    g->nnodes = g->live_nodes = g->nactions = 0;
    g->free_node = -1;
    for (int k = 0; k < g->ncheckpoints; k++)
        g->checkpoints[k].node = -1;
    if (path_room(g, 0) != 0 || node_new(g) != 0) {
        free(start);
        return -1;
    }
    g->nodes[0].comment = start;
    g->path[0] = 0;
    wz_game_changed(g, 1);
    return 0;
}

int wz_tree_copy(wz_game *c, const wz_game *g, int whole)
{
    c->nodes = NULL;
    c->actions = NULL;
    c->path = NULL;
    c->checkpoints = NULL;
    c->nnodes = c->nodes_cap = c->live_nodes = c->capacity = c->ncheckpoints = 0;
    c->free_node = -1;
    int n = whole ? g->nnodes : g->nactions + 1;
    c->nodes = malloc(sizeof *c->nodes * (size_t)n);
    c->actions = malloc(sizeof *c->actions * (size_t)(g->nactions + 1));
    c->path = malloc(sizeof *c->path * (size_t)(g->nactions + 1));
    if (!c->nodes || !c->actions || !c->path) {
        c->nactions = 0;
        return -1;
    }
    c->nodes_cap = n;
    c->capacity = g->nactions + 1;
    memcpy(c->actions, g->actions, sizeof *c->actions * (size_t)g->nactions);
    if (whole) {
        memcpy(c->nodes, g->nodes, sizeof *c->nodes * (size_t)n);
        memcpy(c->path, g->path, sizeof *c->path * (size_t)(g->nactions + 1));
        c->free_node = g->free_node;
    } else {
        /* the path alone, renumbered 0..nactions, without comments */
        for (int i = 0; i < n; i++) {
            c->nodes[i] = g->nodes[g->path[i]];
            c->nodes[i].parent = i - 1;
            c->nodes[i].child = c->nodes[i].next = i + 1 < n ? i + 1 : -1;
            c->nodes[i].sibling = -1;
            c->nodes[i].comment = NULL;
            c->path[i] = i;
        }
    }
    c->nnodes = n;
    int bad = 0;
    for (int i = 0; i < n; i++) {
        struct wz_node *d = &c->nodes[i];
        if (d->parent == -2)
            continue;
        c->live_nodes++;
        if (d->comment && !(d->comment = wz_strdup(d->comment)))
            bad = 1;
        if (d->more) {
            wz_point *m = malloc(sizeof *m * (size_t)(d->npoints - 1));
            if (m)
                memcpy(m, d->more, sizeof *m * (size_t)(d->npoints - 1));
            else
                bad = 1;
            d->more = m;
        }
    }
    return bad ? -1 : 0;
}

/* --------------------------------------------------------- checkpoints */

static size_t state_size(const wz_game *g)
{
    return g->variant->plugin->variant->state_size;
}

/* Keep the position after the d-th action (d a multiple of the spacing). */
static void checkpoint_save(wz_game *g, int d)
{
    int k = d / WZ_CHECKPOINT_EVERY - 1;
    if (k >= g->ncheckpoints) {
        int cap = g->ncheckpoints;
        if (grow((void **)&g->checkpoints, &cap, k + 1, sizeof *g->checkpoints) != 0)
            return; /* no checkpoint: only a slower replay */
        for (int i = g->ncheckpoints; i < cap; i++)
            g->checkpoints[i] = (struct wz_checkpoint){-1, 0, NULL};
        g->ncheckpoints = cap;
    }
    struct wz_checkpoint *cp = &g->checkpoints[k];
    if (cp->node == g->path[d])
        return;
    size_t pos = POS_END - POS_START, st = state_size(g);
    if (pos + st > cp->cap) {
        unsigned char *b = realloc(cp->bytes, pos + st);
        if (!b) {
            cp->node = -1;
            return;
        }
        cp->bytes = b;
        cp->cap = pos + st;
    }
    memcpy(cp->bytes, (const char *)g + POS_START, pos);
    memcpy(cp->bytes + pos, g->state, st);
    cp->node = g->path[d];
}

static void checkpoint_restore(wz_game *g, int k)
{
    const struct wz_checkpoint *cp = &g->checkpoints[k];
    size_t pos = POS_END - POS_START;
    memcpy((char *)g + POS_START, cp->bytes, pos);
    memcpy(g->state, cp->bytes + pos, state_size(g));
}

/* Unlink top from its parent and free it with everything below it;
 * returns how many positions went. */
static int remove_subtree(wz_game *g, int top)
{
    int *link = &g->nodes[g->nodes[top].parent].child;
    while (*link != top)
        link = &g->nodes[*link].sibling;
    *link = g->nodes[top].sibling;
    /* depth first, with the parent links as the stack */
    int count = 0;
    g->nodes[top].sibling = -1;
    int n = top;
    while (n >= 0) {
        if (g->nodes[n].child >= 0) {
            int c = g->nodes[n].child;
            g->nodes[n].child = -1;
            n = c;
            continue;
        }
        int up = g->nodes[n].parent, sib = g->nodes[n].sibling;
        node_release(g, n);
        count++;
        n = n == top ? -1 : sib >= 0 ? sib : up;
    }
    for (int k = 0; k < g->ncheckpoints; k++)
        if (g->checkpoints[k].node >= 0 && g->nodes[g->checkpoints[k].node].parent == -2)
            g->checkpoints[k].node = -1;
    return count;
}

/* ------------------------------------------------------------- moving */

int wz_tree_step(wz_game *g, int child, const wz_action *a)
{
    if (path_room(g, g->nactions + 1) != 0)
        return -1;
    g->revision++;
    g->nodes[g->path[g->nactions]].next = child;
    if (a)
        g->actions[g->nactions] = *a;
    else
        wz_tree_action(g, child, &g->actions[g->nactions]);
    g->path[++g->nactions] = child;
    g->applied = g->nactions;
    wz_phase_apply(g, &g->actions[g->nactions - 1]);
    return 0;
}

int wz_tree_goto(wz_game *g, int target)
{
    wz_game_changed(g, 0);
    int depth = 0;
    for (int n = target; n > 0; n = g->nodes[n].parent)
        depth++;
    if (path_room(g, depth) != 0)
        return -1;
    /* the deepest ancestor of target on the current path */
    int common = depth, node = target;
    while (common > g->nactions || g->path[common] != node) {
        node = g->nodes[node].parent;
        common--;
    }
    for (int d = depth, n = target; d > common; d--, n = g->nodes[n].parent) {
        g->path[d] = n;
        wz_tree_action(g, n, &g->actions[d - 1]);
    }
    int start = g->nactions;
    if (common < g->nactions) {
        start = 0;
        for (int k = common / WZ_CHECKPOINT_EVERY - 1; k >= 0; k--) {
            int d = (k + 1) * WZ_CHECKPOINT_EVERY;
            if (k < g->ncheckpoints && g->checkpoints[k].node == g->path[d]) {
                checkpoint_restore(g, k);
                start = d;
                break;
            }
        }
        if (start == 0)
            wz_game_reset(g);
    }
    g->replaying = 1;
    for (int d = start + 1; d <= depth; d++) {
        g->applied = d;
        wz_phase_apply(g, &g->actions[d - 1]);
        if (d % WZ_CHECKPOINT_EVERY == 0)
            checkpoint_save(g, d);
    }
    g->replaying = 0;
    g->nactions = depth;
    for (int d = 0; d < depth; d++)
        g->nodes[g->path[d]].next = g->path[d + 1];
    return 0;
}

int wz_tree_line_node(const wz_game *g, int i)
{
    if (i < 0)
        return -1;
    if (i <= g->nactions)
        return g->path[i];
    int n = g->path[g->nactions];
    for (int k = g->nactions; k < i && n >= 0; k++)
        n = g->nodes[n].next;
    return n;
}

int wz_tree_main_end(const wz_game *g, int node)
{
    while (g->nodes[node].child >= 0)
        node = g->nodes[node].child;
    return node;
}

/* ------------------------------------------------------ the public API */

static int current(const wz_game *g)
{
    return g->path[g->nactions];
}

int wz_game_undo(wz_game *g)
{
    return wz_game_back(g, 1);
}

int wz_game_redo(wz_game *g)
{
    return wz_game_forward(g, 1);
}

int wz_game_redo_count(const wz_game *g)
{
    int n = 0;
    for (int c = g->nodes[current(g)].next; c >= 0; c = g->nodes[c].next)
        n++;
    return n;
}

int wz_game_line_length(const wz_game *g)
{
    return g->nactions + wz_game_redo_count(g);
}

int wz_game_line_at(const wz_game *g, int i, wz_action *out)
{
    if (i >= 0 && i < g->nactions) {
        *out = g->actions[i];
        return 0;
    }
    int node = wz_tree_line_node(g, i + 1);
    if (node < 0)
        return -1;
    wz_tree_action(g, node, out);
    return 0;
}

int wz_game_back(wz_game *g, int n)
{
    if (n < 0 || n > g->nactions)
        return -1;
    return n ? wz_tree_goto(g, g->path[g->nactions - n]) : 0;
}

int wz_game_forward(wz_game *g, int n)
{
    int node = n >= 0 ? wz_tree_line_node(g, g->nactions + n) : -1;
    if (node < 0)
        return -1;
    return n ? wz_tree_goto(g, node) : 0;
}

int wz_game_goto(wz_game *g, int n)
{
    int node = wz_tree_line_node(g, n);
    if (node < 0)
        return -1;
    return node == current(g) ? 0 : wz_tree_goto(g, node);
}

static int child_at(const wz_game *g, int node, int i)
{
    int c = i >= 0 ? g->nodes[node].child : -1;
    while (c >= 0 && i-- > 0)
        c = g->nodes[c].sibling;
    return c;
}

int wz_game_variation_count(const wz_game *g)
{
    int n = 0;
    for (int c = g->nodes[current(g)].child; c >= 0; c = g->nodes[c].sibling)
        n++;
    return n;
}

int wz_game_variation_at(const wz_game *g, int i, wz_action *out)
{
    int c = child_at(g, current(g), i);
    if (c < 0)
        return -1;
    wz_tree_action(g, c, out);
    return 0;
}

int wz_game_variation_next(const wz_game *g)
{
    int next = g->nodes[current(g)].next, i = 0;
    for (int c = g->nodes[current(g)].child; c >= 0; c = g->nodes[c].sibling, i++)
        if (c == next)
            return i;
    return -1;
}

int wz_game_enter(wz_game *g, int i)
{
    int c = child_at(g, current(g), i);
    if (c < 0)
        return -1;
    return wz_tree_goto(g, c);
}

/* How far the current path follows the main line: the depth of its last
 * node that is a first child all the way up. */
static int main_depth(const wz_game *g)
{
    int d = 0;
    while (d < g->nactions && g->nodes[g->path[d]].child == g->path[d + 1])
        d++;
    return d;
}

int wz_game_on_main_line(const wz_game *g)
{
    return main_depth(g) == g->nactions;
}

int wz_game_main(wz_game *g)
{
    int d = main_depth(g);
    if (wz_tree_goto(g, g->path[d]) != 0)
        return -1;
    for (int n = g->path[d]; g->nodes[n].child >= 0; n = g->nodes[n].child)
        g->nodes[n].next = g->nodes[n].child;
    return d;
}

int wz_game_promote(wz_game *g)
{
    for (int d = 1; d <= g->nactions; d++) {
        int n = g->path[d], p = g->path[d - 1];
        if (g->nodes[p].child == n)
            continue;
        int *link = &g->nodes[p].child;
        while (*link != n)
            link = &g->nodes[*link].sibling;
        *link = g->nodes[n].sibling;
        g->nodes[n].sibling = g->nodes[p].child;
        g->nodes[p].child = n;
    }
    wz_game_changed(g, 1);
    return 0;
}

int wz_game_cut(wz_game *g)
{
    int d = g->nactions;
    while (d > 0 && g->nodes[g->path[d - 1]].child == g->path[d])
        d--;
    if (d == 0)
        return -1; /* on the main line */
    int top = g->path[d], parent = g->path[d - 1];
    if (wz_tree_goto(g, parent) != 0)
        return -1;
    if (g->nodes[parent].next == top)
        g->nodes[parent].next = g->nodes[parent].child == top ? g->nodes[top].sibling : g->nodes[parent].child;
    wz_game_changed(g, 1);
    return remove_subtree(g, top);
}

int wz_game_node_count(const wz_game *g)
{
    return g->live_nodes;
}

/* ---------------------------------------------- changes and trials */

uint64_t wz_game_new_stamp(void)
{
    static _Atomic uint64_t stamps;
    return atomic_fetch_add(&stamps, 1) + 1;
}

void wz_game_changed(wz_game *g, int reshape)
{
    if (g->trial && g->trial->active)
        wz_game_commit(g);
    g->revision++;
    if (reshape)
        g->reshaped = g->revision;
}

void wz_game_changes_of(const wz_game *g, wz_game_changes *out)
{
    out->game = g->stamp;
    out->revision = g->revision;
    out->reshaped = g->reshaped;
}

void wz_trial_free(wz_game *g)
{
    if (!g->trial)
        return;
    free(g->trial->saved);
    free(g->trial->bytes);
    free(g->trial);
    g->trial = NULL;
}

int wz_game_begin(wz_game *g)
{
    if (g->trial && g->trial->active)
        return -1;
    if (!g->trial && !(g->trial = calloc(1, sizeof *g->trial)))
        return -1;
    struct wz_trial *t = g->trial;
    size_t pos = POS_END - POS_START, st = state_size(g);
    if (pos + st > t->cap) {
        unsigned char *b = realloc(t->bytes, pos + st);
        if (!b)
            return -1;
        t->bytes = b;
        t->cap = pos + st;
    }
    memcpy(t->bytes, (const char *)g + POS_START, pos);
    memcpy(t->bytes + pos, g->state, st);
    t->depth = g->nactions;
    t->top = -1;
    t->nsaved = 0;
    t->revision = g->revision;
    t->reshaped = g->reshaped;
    t->active = 1;
    return 0;
}

void wz_trial_step(wz_game *g, int child, int added)
{
    struct wz_trial *t = g->trial;
    if (!t->active || t->top >= 0)
        return; /* below a new node: everything there goes on rollback */
    int here = g->path[g->nactions];
    if (grow((void **)&t->saved, &t->saved_cap, t->nsaved + 1, sizeof *t->saved) != 0) {
        t->active = 0; /* cannot put it back: the trial is over, kept */
        return;
    }
    t->saved[t->nsaved++] = (struct wz_link){here, g->nodes[here].next};
    if (added)
        t->top = child;
}

int wz_game_commit(wz_game *g)
{
    if (!g->trial || !g->trial->active)
        return -1;
    g->trial->active = 0;
    return 0;
}

int wz_game_rollback(wz_game *g)
{
    struct wz_trial *t = g->trial;
    if (!t || !t->active)
        return -1;
    t->active = 0;
    for (int i = t->nsaved - 1; i >= 0; i--)
        g->nodes[t->saved[i].node].next = t->saved[i].next;
    if (t->top >= 0)
        remove_subtree(g, t->top);
    size_t pos = POS_END - POS_START;
    memcpy((char *)g + POS_START, t->bytes, pos);
    memcpy(g->state, t->bytes + pos, state_size(g));
    g->nactions = t->depth;
    g->revision = t->revision;
    g->reshaped = t->reshaped;
    return 0;
}
