/*
 * decide.c - opening decisions and placements whose result the opponent
 * may take a side of.
 *
 * Every action the game allows now is tried on a copy and the position it
 * leads to is valued for the deciding player:
 *   - a position where the opponent decides next (swap or stay, which
 *     offer to keep, ...) is worth the least of the opponent's options;
 *   - a position where the same player places more opening stones is
 *     worth being balanced (-|score|): someone will choose a side later;
 *   - anything else is worth a short search for the side to place, and so
 *     is a decision ahead with more than EXPAND_MAX options.
 * Declared numbers of fifth moves are valued by the known results of the
 * 26 renju openings (known.c) when the board holds one, else by the
 * search score less a fixed amount per extra offer.  Offers are built in
 * offer.c; a choice among offers keeps the one best for the chooser.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decide.h"

#define H engine_host
#define MAX_OPTIONS 48
#define PLACE_CANDIDATES 10
/* A decision further ahead with more options than this (stones to move,
 * a choice of any point) is valued by a search instead: its options times
 * those of the decisions around it would be tens of thousands of leaves. */
#define EXPAND_MAX 16
/* What one more offered fifth move costs black, in evaluation units. */
#define OFFER_COST 60
/* One step of the openings table (B, b, =, w, W) in evaluation units. */
#define TABLE_STEP 250

/* ------------------------------------------------------------ leaf value */

/* A leaf search ticks: the decision goes on (for the progress watcher). */
static void decision_tick(void *user, const search_report *r)
{
    ctx *c = user;
    engine_report_decision(c->bud, c->options, c->valued, c->valued ? &c->best : NULL, c->nodes + r->nodes);
}

int search_score(ctx *c, const wz_game *g, int colour)
{
    search *s = malloc(sizeof *s);
    if (!s)
        return 0;
    int score = 0;
    if (engine_board(g, &c->ru, &s->b) == 0) {
        uint64_t key = board_key(&s->b, colour);
        for (int i = 0; i < c->nmemo; i++)
            if (c->memo[i].key == key) {
                free(s);
                return c->memo[i].score;
            }
        search_limits lim;
        budget_leaf(c->bud, c->leaves_left, 8, &lim);
        if (search_init(s, colour, &lim, 2) == 0) {
            search_report r;
            if (c->options && engine_watched()) {
                s->tick = decision_tick;
                s->user = c;
            }
            search_run(s, &r);
            score = r.score;
            c->nodes += r.nodes;
            search_free(s);
        }
        if (c->nmemo < (int)(sizeof c->memo / sizeof c->memo[0]))
            c->memo[c->nmemo++] = (struct memo){key, score};
    }
    if (c->leaves_left > 1)
        c->leaves_left--;
    free(s);
    return score;
}


/* The colour whose turn a position is, as far as stones go. */
static int colour_to_act(const wz_game *g, const wz_expect *e)
{
    if (e->colour == WZ_BLACK || e->colour == WZ_WHITE)
        return e->colour;
    int c = H->colour_of(g, e->player);
    return c == WZ_WHITE ? WZ_WHITE : WZ_BLACK;
}

/* A position's value for c->me with nobody left to decide before play. */
static int leaf_value(ctx *c, const wz_game *g)
{
    int result = H->result(g);
    int mine = H->colour_of(g, c->me);
    if (result != WZ_ONGOING) {
        if (result == WZ_DRAW)
            return 0;
        int winner = result == WZ_BLACK_WINS ? WZ_BLACK : WZ_WHITE;
        return winner == mine ? VALUE_WIN : -VALUE_WIN;
    }
    wz_expect e;
    H->expect(g, &e);
    int mover = colour_to_act(g, &e);
    int score = search_score(c, g, mover);
    if (c->declared) {
        int known, standing = known_standing(g, c->declared, &known);
        int black = mover == WZ_BLACK ? score : -score;
        black = known ? standing * TABLE_STEP : black - OFFER_COST * (c->declared - 1);
        score = mover == WZ_BLACK ? black : -black;
    }
    return mover == mine ? score : -score;
}

/* ------------------------------------------------------------- options */

typedef struct option {
    wz_action a;
    int order; /* a prior for placements: higher first */
} option;

static int try_add(const wz_game *g, option *list, int *n, const wz_action *a, int order)
{
    if (*n >= MAX_OPTIONS || H->legal(g, a, NULL, 0) != 0)
        return 0;
    list[*n].a = *a;
    list[*n].order = order;
    (*n)++;
    return 1;
}

/* The candidate points on offer (for choose): the host's marks, or the
 * last offer in the history on a host without them. */
static int last_offer(const wz_game *g, wz_point *pts, int max)
{
    if (H->size >= offsetof(wz_host, marks) + sizeof H->marks && H->marks)
        return H->marks(g, pts, max);
    for (int i = H->history_length(g) - 1; i >= 0; i--) {
        const wz_action *a = H->history_at(g, i);
        if (a->kind == WZ_ACT_OFFER) {
            int n = a->npoints < max ? a->npoints : max;
            memcpy(pts, a->pts, sizeof *pts * (size_t)n);
            return n;
        }
    }
    return 0;
}

/* Placements worth trying, by the search's own move ordering. */
static void place_options(ctx *c, const wz_game *g, const wz_expect *e, option *list, int *n,
                          int max)
{
    search *s = malloc(sizeof *s);
    search_limits lim = {0};
    if (!s)
        return;
    if (engine_board(g, &c->ru, &s->b) != 0 || search_init(s, e->colour, &lim, 1) != 0) {
        free(s);
        return;
    }
    movelist ml;
    for (int pos = 0; pos < BOARD_CELLS; pos++)
        s->root_ok[pos] = 1;
    order_moves(s, e->colour, 0, -1, 1, 1, &ml);
    int added = 0;
    wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
    for (int i = 0; i < ml.n && added < max; i++) {
        a.pts[0] = engine_point(ml.move[i]);
        if (e->colour == WZ_BLACK && c->ru.family == FAM_RENJU) {
            int v = H->check(g, a.pts[0]);
            if (v != WZ_LEGAL && v != WZ_FIVE)
                continue;
        }
        added += try_add(g, list, n, &a, max - added);
    }
    if (added == 0) {
        /* a constrained step (B3 outside the central 5x5, ...): any
         * allowed point, nearest the centre first */
        int w = H->width(g), h = H->height(g);
        for (int ring = 0; 2 * ring <= w + h && added < max; ring++)
            for (int y = 0; y < h && added < max; y++)
                for (int x = 0; x < w && added < max; x++) {
                    int dx = abs(2 * x - (w - 1)) / 2, dy = abs(2 * y - (h - 1)) / 2;
                    if ((dx > dy ? dx : dy) != ring || s->b.cell[board_pos(x, y)] != CELL_EMPTY)
                        continue;
                    a.pts[0] = (wz_point){0, (int8_t)x, (int8_t)y};
                    added += try_add(g, list, n, &a, 0);
                }
    }
    search_free(s);
    free(s);
}

/* Every action worth trying for the player to act in g. */
static int options(ctx *c, const wz_game *g, const wz_expect *e, option *list, int place_max)
{
    int n = 0;
    wz_action a;
    static const int single[] = {WZ_ACT_SWAP, WZ_ACT_STAY, WZ_ACT_REJECT, WZ_ACT_END};
    for (size_t i = 0; i < sizeof single / sizeof single[0]; i++) {
        if (!(e->actions & (1u << single[i])))
            continue;
        memset(&a, 0, sizeof a);
        a.kind = single[i];
        try_add(g, list, &n, &a, 0);
    }
    if (e->actions & (1u << WZ_ACT_DECLARE)) {
        int hi = e->max > e->min + 11 ? e->min + 11 : e->max;
        for (int v = e->min; v <= hi; v++) {
            memset(&a, 0, sizeof a);
            a.kind = WZ_ACT_DECLARE;
            a.value = v;
            try_add(g, list, &n, &a, 0);
        }
    }
    if (e->actions & (1u << WZ_ACT_CHOOSE)) {
        wz_point pts[WZ_MAX_POINTS];
        int k = last_offer(g, pts, WZ_MAX_POINTS), added = 0;
        memset(&a, 0, sizeof a);
        a.kind = WZ_ACT_CHOOSE;
        a.npoints = 1;
        for (int i = 0; i < k; i++) {
            a.pts[0] = pts[i];
            added += try_add(g, list, &n, &a, 0);
        }
        /* options that are not offered stones: any point the game takes */
        for (int b = 0; b < H->boards(g) && !added; b++)
            for (int y = 0; y < H->height(g); y++)
                for (int x = 0; x < H->width(g); x++) {
                    a.pts[0] = (wz_point){(int8_t)b, (int8_t)x, (int8_t)y};
                    try_add(g, list, &n, &a, 0);
                }
    }
    if (e->actions & (1u << WZ_ACT_OFFER)) {
        if (offer_build(c, g, e, &a) == 0)
            try_add(g, list, &n, &a, 0);
    }
    if ((e->actions & (1u << WZ_ACT_PLACE)) && place_max > 0)
        place_options(c, g, e, list, &n, place_max);
    if (e->actions & (1u << WZ_ACT_MOVE)) {
        /* move a stone to a nearby point: few enough to try them all */
        int w = H->width(g), h = H->height(g);
        memset(&a, 0, sizeof a);
        a.kind = WZ_ACT_MOVE;
        a.npoints = 2;
        for (int y = 0; y < h && n < MAX_OPTIONS; y++)
            for (int x = 0; x < w && n < MAX_OPTIONS; x++) {
                a.pts[0] = (wz_point){0, (int8_t)x, (int8_t)y};
                if (H->at(g, a.pts[0]) == WZ_EMPTY)
                    continue;
                for (int dy = -2; dy <= 2; dy++)
                    for (int dx = -2; dx <= 2; dx++) {
                        a.pts[1] = (wz_point){0, (int8_t)(x + dx), (int8_t)(y + dy)};
                        if ((dx || dy) && H->at(g, a.pts[1]) == WZ_EMPTY)
                            try_add(g, list, &n, &a, 0);
                    }
            }
    }
    if (n == 0 && (e->actions & (1u << WZ_ACT_PASS))) {
        memset(&a, 0, sizeof a);
        a.kind = WZ_ACT_PASS;
        try_add(g, list, &n, &a, 0);
    }
    return n;
}

/* ------------------------------------------------------------ valuing */

static int value_after(ctx *c, const wz_game *g, const wz_action *a, int levels);

/* Value for c->me of g, looking at most `levels` decisions ahead;
 * placed_mine: g was reached by c->me placing a stone. */
static int value_of(ctx *c, const wz_game *g, int levels, int placed_mine)
{
    if (H->result(g) != WZ_ONGOING)
        return leaf_value(c, g);
    wz_expect e;
    H->expect(g, &e);
    if (e.player == WZ_NOBODY)
        return leaf_value(c, g);
    int mine = e.player == c->me;
    if (expect_is_plain(&e) || (e.actions & (1u << WZ_ACT_OFFER))) {
        if (!mine || !placed_mine || levels <= 0)
            return leaf_value(c, g);
        /* more stones of my own opening step: keep it balanced */
        int v = leaf_value(c, g);
        return v < 0 ? v : -v;
    }
    if (levels <= 0)
        return leaf_value(c, g);
    option list[MAX_OPTIONS];
    int n = options(c, g, &e, list, 0);
    if (n == 0 || n > EXPAND_MAX)
        return leaf_value(c, g);
    int best = mine ? -VALUE_WIN - 1 : VALUE_WIN + 1;
    for (int i = 0; i < n; i++) {
        int v = value_after(c, g, &list[i].a, levels - 1);
        if (mine ? v > best : v < best)
            best = v;
    }
    return best;
}

static int acting(const wz_game *g)
{
    wz_expect e;
    H->expect(g, &e);
    return e.player;
}

static int value_after(ctx *c, const wz_game *g, const wz_action *a, int levels)
{
    wz_game *copy = H->clone(g);
    if (!copy)
        return 0;
    int saved = c->declared;
    if (a->kind == WZ_ACT_DECLARE)
        c->declared = a->value;
    int placed_mine = a->kind == WZ_ACT_PLACE && c->me == acting(g);
    int v = H->act(copy, a, NULL, 0) == 0 ? value_of(c, copy, levels, placed_mine) : -VALUE_WIN;
    c->declared = saved;
    H->free_game(copy);
    return v;
}

/* ------------------------------------------------------------- decide */

int decide(const wz_game *g, const wz_expect *e, const budget *bud, wz_action *out,
           char *err, size_t errlen)
{
    ctx *c = calloc(1, sizeof *c);
    if (!c || rules_detect(H, g, &c->ru) != 0) {
        free(c);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    c->bud = bud;
    c->me = e->player;
    option list[MAX_OPTIONS];
    int n = options(c, g, e, list, PLACE_CANDIDATES);
    if (n == 0) {
        free(c);
        snprintf(err, errlen, "no action it knows is legal here (%s)", e->text);
        return -1;
    }
    int best = 0;
    if (n > 1) {
        c->leaves_left = 2 * n + 2;
        int best_value = -VALUE_WIN - 2;
        c->options = n;
        engine_report_decision(bud, n, 0, NULL, 0);
        for (int i = 0; i < n; i++) {
            /* out of time: the best of those valued stands (never under
             * depth= or nodes=, which have no clock) */
            if (i > 0 && bud->hard_ms > 0 && budget_left(bud) <= 1)
                break;
            int v = value_after(c, g, &list[i].a, 2);
            if (v > best_value) {
                best_value = v;
                best = i;
            }
            c->valued = i + 1;
            c->best = list[best].a;
            engine_report_decision(bud, n, c->valued, &c->best, c->nodes);
        }
    }
    *out = list[best].a;
    free(c);
    return 0;
}
