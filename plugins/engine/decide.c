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
 *   - anything else is worth a short search for the side to place.
 * Declared numbers of fifth moves are valued by the known results of the
 * 26 renju openings (shared/rules/openings26.md) when the board holds one,
 * else by the search score less a fixed amount per extra offer.  Offers
 * are the best fifth moves of distinct shape (no two symmetric); a choice
 * among offers keeps the one best for the chooser.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"

#define H engine_host
#define MAX_OPTIONS 48
#define PLACE_CANDIDATES 10
#define VALUE_WIN 20000
/* What one more offered fifth move costs black, in evaluation units. */
#define OFFER_COST 60
/* One step of the openings table (B, b, =, w, W) in evaluation units. */
#define TABLE_STEP 250

typedef struct ctx {
    const budget *bud;
    rules ru;
    int me;           /* the deciding player */
    int leaves_left;  /* leaf searches still to come, for time sharing */
    int declared;     /* a number declared on the way here (0: none) */
    struct memo { uint64_t key; int score; } memo[64];
    int nmemo;
} ctx;

/* ------------------------------------------------------------ leaf value */

/* Score for colour to place on g's board, from a short search. */
static int search_score(ctx *c, const wz_game *g, int colour)
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
        int64_t left = budget_left(c->bud);
        int share = c->leaves_left > 1 ? c->leaves_left : 1;
        search_limits lim = {0};
        lim.hard_ms = left / share > 1 ? left / share : 1;
        lim.soft_ms = lim.hard_ms * 2 / 5;
        lim.max_depth = c->bud->depth ? c->bud->depth : 8;
        lim.max_nodes = c->bud->nodes;
        if (search_init(s, colour, &lim, 2) == 0) {
            search_report r;
            search_run(s, &r);
            score = r.score;
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

/* The 26 openings: canonical B3 offsets (W2 at (0,1) direct, (1,1)
 * indirect) and the known result by offers 1..12 (after 9 or 10 the table
 * repeats its last word). */
static const struct known {
    int direct, dx, dy;
    const char *by_offers;
} openings[26] = {
    {1, 0, 2, "BBbb=WWWWWWW"},  {1, 1, 2, "BBbbbbb=wwww"},  {1, 2, 2, "b==wwwwWWWWW"},
    {1, 1, 1, "BBBBb==wwwww"},  {1, 2, 1, "Bbb=wWWWWWWW"},  {1, 1, 0, "BBb=wwWWWWWW"},
    {1, 2, 0, "BB==wWWWWWWW"},  {1, 0, -1, "Bbb=wWWWWWWW"}, {1, 1, -1, "bb=wWWWWWWWW"},
    {1, 2, -1, "BbWWWWWWWWWW"}, {1, 0, -2, "B=WWWWWWWWWW"}, {1, 1, -2, "BbWWWWWWWWWW"},
    {1, 2, -2, "WWWWWWWWWWWW"},
    {0, 2, 2, "=wWWWWWWWWWW"},  {0, 2, 1, "BBbbbb==wwww"},  {0, 2, 0, "BBbwWWWWWWWW"},
    {0, 2, -1, "BBbb==wWWWWW"}, {0, 2, -2, "=wWWWWWWWWWW"}, {0, 1, 0, "BBb=wwWWWWWW"},
    {0, 1, -1, "BBBBb=wwWWWW"}, {0, 1, -2, "BB=wwWWWWWWW"}, {0, 0, -1, "Bbb=WWWWWWWW"},
    {0, 0, -2, "BBb=WWWWWWWW"}, {0, -1, -1, "bb=wWWWWWWWW"}, {0, -1, -2, "BbwWWWWWWWWW"},
    {0, -2, -2, "WWWWWWWWWWWW"},
};

static void transform(int t, int x, int y, int *ox, int *oy)
{
    if (t & 4)
        x = -x;
    for (int r = 0; r < (t & 3); r++) {
        int nx = -y;
        y = x;
        x = nx;
    }
    *ox = x;
    *oy = y;
}

/* Black's standing with n offers in a 26-opening on g, in table steps
 * (+3 B .. -3 W); 0 and *known = 0 when g holds no such opening. */
static int table_standing(const wz_game *g, int n, int *known)
{
    *known = 0;
    int w = H->width(g), h = H->height(g);
    if (w != 15 || h != 15 || H->stones(g, 0) != 3)
        return 0;
    const uint8_t *cells = H->cells(g, 0);
    int cx = 7, cy = 7, wx = 99, wy = 99, bx = 99, by = 99;
    if (cells[cy * w + cx] != WZ_BLACK)
        return 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            if (x == cx && y == cy)
                continue;
            if (cells[y * w + x] == WZ_WHITE)
                wx = x - cx, wy = y - cy;
            else if (cells[y * w + x] == WZ_BLACK)
                bx = x - cx, by = y - cy;
        }
    if (wx == 99 || bx == 99)
        return 0;
    for (int t = 0; t < 8; t++) {
        int tx, ty, ux, uy;
        transform(t, wx, wy, &tx, &ty);
        int direct = tx == 0 && ty == 1;
        if (!direct && !(tx == 1 && ty == 1))
            continue;
        transform(t, bx, by, &ux, &uy);
        for (int i = 0; i < 26; i++)
            if (openings[i].direct == direct && openings[i].dx == ux && openings[i].dy == uy) {
                int k = n < 1 ? 0 : n > 12 ? 11 : n - 1;
                *known = 1;
                switch (openings[i].by_offers[k]) {
                case 'B': return 3;
                case 'b': return 1;
                case 'w': return -1;
                case 'W': return -3;
                default: return 0;
                }
            }
    }
    return 0;
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
        int known, standing = table_standing(g, c->declared, &known);
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
    order_moves(s, e->colour, 0, -1, 1, &ml);
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

static int offer_build(ctx *c, const wz_game *g, const wz_expect *e, wz_action *out);

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
    if (n == 0)
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

/* -------------------------------------------------------------- offers */

/* Symmetries of the stones (with colours) about their centre, ignoring
 * the board's edges: bit t set when transform t maps them onto
 * themselves.  Centre doubled so that half points stay integers. */
static unsigned stone_symmetries(const wz_game *g, int *cx2, int *cy2)
{
    int w = H->width(g), h = H->height(g), n = 0, sx = 0, sy = 0;
    const uint8_t *cells = H->cells(g, 0);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            if (cells[y * w + x]) {
                n++;
                sx += x;
                sy += y;
            }
    *cx2 = n ? 2 * sx / n : w - 1;
    *cy2 = n ? 2 * sy / n : h - 1;
    if (n && (2 * sx % n || 2 * sy % n))
        return 1; /* centre off the half-grid: only the identity */
    unsigned sym = 0;
    for (int t = 0; t < 8; t++) {
        int ok = 1;
        for (int y = 0; y < h && ok; y++)
            for (int x = 0; x < w && ok; x++) {
                if (!cells[y * w + x])
                    continue;
                int tx, ty;
                transform(t, 2 * x - *cx2, 2 * y - *cy2, &tx, &ty);
                tx += *cx2;
                ty += *cy2;
                if (tx % 2 || ty % 2 || tx < 0 || ty < 0 || tx / 2 >= w || ty / 2 >= h ||
                    cells[ty / 2 * w + tx / 2] != cells[y * w + x])
                    ok = 0;
            }
        if (ok)
            sym |= 1u << t;
    }
    return sym;
}

static int symmetric_pair(unsigned sym, int cx2, int cy2, wz_point p, wz_point q)
{
    for (int t = 1; t < 8; t++) {
        if (!(sym & (1u << t)))
            continue;
        int tx, ty;
        transform(t, 2 * p.x - cx2, 2 * p.y - cy2, &tx, &ty);
        if (tx + cx2 == 2 * q.x && ty + cy2 == 2 * q.y)
            return 1;
    }
    return 0;
}

/* Candidates on offer now (the host's marks), if the host has them. */
static int marks_of(const wz_game *g, wz_point *pts, int max)
{
    if (H->size >= offsetof(wz_host, marks) + sizeof H->marks && H->marks)
        return H->marks(g, pts, max);
    return 0;
}

/* Complete out (npoints so far) to want points from order[from..], no two
 * alike under the stones' symmetries, best first; the game has the last
 * word on each full set.  1 when out is a legal offer. */
static int offer_fill(const wz_game *g, const wz_point *order, int n, int from, int want,
                      unsigned sym, int cx2, int cy2, wz_action *out, int *budget)
{
    if (out->npoints == want) {
        if (--*budget < 0)
            return 0;
        return H->legal(g, out, NULL, 0) == 0;
    }
    for (int i = from; i < n && *budget > 0; i++) {
        int alike = 0;
        for (int k = 0; k < out->npoints && !alike; k++)
            alike = symmetric_pair(sym, cx2, cy2, order[i], out->pts[k]) ||
                    (order[i].x == out->pts[k].x && order[i].y == out->pts[k].y);
        if (alike)
            continue;
        out->pts[out->npoints++] = order[i];
        if (offer_fill(g, order, n, i + 1, want, sym, cx2, cy2, out, budget))
            return 1;
        out->npoints--;
    }
    return 0;
}

/* The e->min best fifth moves (for the colour that offers), no two alike. */
static int offer_build(ctx *c, const wz_game *g, const wz_expect *e, wz_action *out)
{
    int want = e->min > 0 ? e->min : 1;
    if (want > WZ_MAX_POINTS)
        want = WZ_MAX_POINTS;
    search *s = malloc(sizeof *s);
    search_limits lim = {0};
    if (!s)
        return -1;
    if (engine_board(g, &c->ru, &s->b) != 0 || search_init(s, e->colour, &lim, 1) != 0) {
        free(s);
        return -1;
    }
    for (int pos = 0; pos < BOARD_CELLS; pos++)
        s->root_ok[pos] = 1;
    movelist ml;
    order_moves(s, e->colour, 0, -1, 1, &ml);
    /* candidates scored by a short search of the reply */
    int ncand = ml.n < want + 8 ? ml.n : want + 8;
    int16_t cand[MAX_MOVES];
    int score[MAX_MOVES];
    c->leaves_left += ncand;
    for (int i = 0; i < ncand; i++) {
        cand[i] = ml.move[i];
        board_make(&s->b, cand[i], e->colour);
        search *t = malloc(sizeof *t);
        score[i] = -VALUE_WIN;
        if (t) {
            t->b = s->b;
            int64_t left = budget_left(c->bud);
            search_limits tl = {0};
            tl.hard_ms = left / (c->leaves_left > 1 ? c->leaves_left : 1);
            if (tl.hard_ms < 1)
                tl.hard_ms = 1;
            tl.soft_ms = tl.hard_ms * 2 / 5;
            tl.max_depth = c->bud->depth ? c->bud->depth : 6;
            if (search_init(t, other(e->colour), &tl, 1) == 0) {
                search_report r;
                search_run(t, &r);
                score[i] = -r.score;
                search_free(t);
            }
            free(t);
        }
        if (c->leaves_left > 1)
            c->leaves_left--;
        board_unmake(&s->b);
    }
    search_free(s);
    free(s);
    /* best first */
    for (int i = 1; i < ncand; i++)
        for (int j = i; j > 0 && score[j - 1] < score[j]; j--) {
            int ts = score[j];
            score[j] = score[j - 1];
            score[j - 1] = ts;
            int16_t tc = cand[j];
            cand[j] = cand[j - 1];
            cand[j - 1] = tc;
        }
    /* then every other empty point, nearest the centre first, for when
     * the game's area or shape rules refuse the best ones */
    int w = H->width(g), h = H->height(g);
    wz_point marked[WZ_MAX_POINTS];
    int nmarked = marks_of(g, marked, WZ_MAX_POINTS);
    wz_point order[BOARD_MAX * BOARD_MAX];
    int norder = 0;
    for (int i = 0; i < ncand; i++)
        order[norder++] = engine_point(cand[i]);
    for (int ring = 0; 2 * ring <= w + h; ring++)
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                int dx = abs(2 * x - (w - 1)) / 2, dy = abs(2 * y - (h - 1)) / 2;
                wz_point p = {0, (int8_t)x, (int8_t)y};
                if ((dx > dy ? dx : dy) != ring || H->at(g, p) != WZ_EMPTY)
                    continue;
                int known = 0;
                for (int i = 0; i < ncand && !known; i++)
                    known = cand[i] == board_pos(x, y);
                if (!known)
                    order[norder++] = p;
            }
    /* points offered earlier and still on offer are not free */
    int kept = 0;
    for (int i = 0; i < norder; i++) {
        int taken = 0;
        for (int k = 0; k < nmarked && !taken; k++)
            taken = marked[k].x == order[i].x && marked[k].y == order[i].y;
        if (!taken)
            order[kept++] = order[i];
    }
    norder = kept;
    int cx2, cy2;
    unsigned sym = stone_symmetries(g, &cx2, &cy2);
    memset(out, 0, sizeof *out);
    out->kind = WZ_ACT_OFFER;
    int budget = 4000; /* legality checks: the first good set is enough */
    return offer_fill(g, order, norder, 0, want, sym, cx2, cy2, out, &budget) ? 0 : -1;
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
        for (int i = 0; i < n; i++) {
            int v = value_after(c, g, &list[i].a, 2);
            if (v > best_value) {
                best_value = v;
                best = i;
            }
        }
    }
    *out = list[best].a;
    free(c);
    return 0;
}
