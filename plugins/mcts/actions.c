/*
 * actions.c - compact actions, and the legal candidates of whatever a
 * position expects (see mcts.h).
 *
 * Nothing here knows a rule: every candidate is put to host->legal, and
 * the priors come from the board geometry alone.  A stone tends to matter
 * where other stones are (near counts), and next to the last one played;
 * an empty board is opened at its centre.
 */
#include <stdlib.h>
#include <string.h>

#include "mcts.h"

/* ------------------------------------------------------------ encoding */

#define DECLARE_BIAS (1u << 27)

act32 act_encode(const wz_action *a, int colour, offer_store *offers)
{
    act32 k = (act32)a->kind & 15;
    const wz_point *p = a->pts;
    switch (a->kind) {
    case WZ_ACT_PLACE:
        return k | PT(p[0].board, p[0].x, p[0].y) << 4 | (act32)(colour == WZ_WHITE) << 15;
    case WZ_ACT_CHOOSE:
        return k | PT(p[0].board, p[0].x, p[0].y) << 4;
    case WZ_ACT_MOVE:
        return k | PT(p[0].board, p[0].x, p[0].y) << 4 | PT(p[1].board, p[1].x, p[1].y) << 15;
    case WZ_ACT_DECLARE:
        return k | (((act32)a->value + DECLARE_BIAS) & 0x0fffffffu) << 4;
    case WZ_ACT_OFFER:
        if (offers->n == offers->cap) {
            uint32_t cap = offers->cap ? offers->cap * 2 : 64;
            wz_action *n = realloc(offers->at, sizeof *n * cap);
            if (!n)
                return WZ_ACT_NONE;
            offers->at = n;
            offers->cap = cap;
        }
        offers->at[offers->n] = *a;
        return k | offers->n++ << 4;
    default:
        return k;
    }
}

static wz_point point_of(uint32_t c)
{
    return (wz_point){(int8_t)PT_BOARD(c), (int8_t)PT_X(c), (int8_t)PT_Y(c)};
}

void act_decode(act32 c, const offer_store *offers, wz_action *out)
{
    int kind = ACT_KIND(c);
    uint32_t arg = ACT_ARG(c);
    if (kind == WZ_ACT_OFFER) {
        *out = offers->at[arg];
        return;
    }
    memset(out, 0, sizeof *out);
    out->kind = kind;
    switch (kind) {
    case WZ_ACT_PLACE:
    case WZ_ACT_CHOOSE:
        out->npoints = 1;
        out->pts[0] = point_of(arg & (PT_SPACE - 1));
        break;
    case WZ_ACT_MOVE:
        out->npoints = 2;
        out->pts[0] = point_of(arg & (PT_SPACE - 1));
        out->pts[1] = point_of(arg >> PT_BITS & (PT_SPACE - 1));
        break;
    case WZ_ACT_DECLARE:
        out->value = (int)(arg - DECLARE_BIAS);
        break;
    default:
        break;
    }
}

int act_amaf(act32 c)
{
    uint32_t arg = ACT_ARG(c);
    switch (ACT_KIND(c)) {
    case WZ_ACT_PLACE:
        /* the colour bit sits just above the point */
        return (int)(arg & (2 * PT_SPACE - 1));
    case WZ_ACT_CHOOSE:
        return (int)(2 * PT_SPACE + (arg & (PT_SPACE - 1)));
    default:
        return -1;
    }
}

int act_point(act32 c)
{
    uint32_t arg = ACT_ARG(c);
    switch (ACT_KIND(c)) {
    case WZ_ACT_PLACE:
    case WZ_ACT_CHOOSE:
        return (int)(arg & (PT_SPACE - 1));
    case WZ_ACT_MOVE:
        return (int)(arg >> PT_BITS & (PT_SPACE - 1));
    default:
        return -1;
    }
}

/* ------------------------------------------------------------ geometry */

void geometry_read(const wz_game *g, geometry *geo)
{
    geo->boards = H->boards(g);
    geo->width = H->width(g);
    geo->height = H->height(g);
}

/* How crowded the neighbourhood of (x, y) is: stones at distance 1 count
 * twice those at distance 2 (Chebyshev), up to radius. */
static float nearness(const uint8_t *cells, const geometry *geo, int x, int y, int radius)
{
    float sum = 0;
    for (int dy = -radius; dy <= radius; dy++) {
        int yy = y + dy;
        if (yy < 0 || yy >= geo->height)
            continue;
        for (int dx = -radius; dx <= radius; dx++) {
            int xx = x + dx;
            if (xx < 0 || xx >= geo->width || (dx == 0 && dy == 0))
                continue;
            if (cells[yy * geo->width + xx] != WZ_EMPTY) {
                int d = abs(dx) > abs(dy) ? abs(dx) : abs(dy);
                sum += d == 1 ? 1.0f : 1.0f / (float)d;
            }
        }
    }
    return sum;
}

/* The point of the last action that named one, for locality. */
static int last_point(const wz_game *g, wz_point *p)
{
    for (int i = H->history_length(g) - 1; i >= 0; i--) {
        const wz_action *a = H->history_at(g, i);
        if (a && a->npoints > 0) {
            *p = a->pts[a->kind == WZ_ACT_MOVE ? 1 : 0];
            return 1;
        }
    }
    return 0;
}

static int chebyshev(int x0, int y0, int x1, int y1)
{
    int dx = abs(x0 - x1), dy = abs(y0 - y1);
    return dx > dy ? dx : dy;
}

/* Prior of a stone at (b, x, y): crowded and close to the last stone is
 * tried first; in (0, 1). */
static float point_prior(const uint8_t *cells, const geometry *geo, int b, int x, int y,
                         const wz_point *last, int radius)
{
    float near = nearness(cells, geo, x, y, radius);
    float prior = near / (near + 3.0f);
    if (last && last->board == b) {
        int d = chebyshev(x, y, last->x, last->y);
        if (d <= 2)
            prior += (d == 1 ? 0.3f : 0.15f) * (1.0f - prior);
    }
    return prior;
}

/* ---------------------------------------------------------- candidates */

typedef struct gen {
    const wz_game *g;
    const wz_expect *e;
    geometry geo;
    int radius;
    rng *r;
    offer_store *offers;
    candidate *out;
    int n, max;
    int have_last;
    wz_point last;
    int stones[WZ_MAX_BOARDS];
} gen;

static void add(gen *x, const wz_action *a, float prior)
{
    if (x->n >= x->max)
        return;
    act32 c = act_encode(a, x->e->colour, x->offers);
    if (c == WZ_ACT_NONE)
        return;
    /* a sliver of noise breaks ties without favouring a corner */
    x->out[x->n].act = c;
    x->out[x->n].prior = prior + (float)rng_unit(x->r) * 1e-4f;
    x->n++;
}

static int legal(const gen *x, const wz_action *a)
{
    return H->legal(x->g, a, NULL, 0) == 0;
}

/* Is (x, y) within radius of a stone on its board? */
static int near_stone(const uint8_t *cells, const geometry *geo, int x, int y, int radius)
{
    for (int dy = -radius; dy <= radius; dy++) {
        int yy = y + dy;
        if (yy < 0 || yy >= geo->height)
            continue;
        for (int dx = -radius; dx <= radius; dx++) {
            int xx = x + dx;
            if (xx >= 0 && xx < geo->width && cells[yy * geo->width + xx] != WZ_EMPTY)
                return 1;
        }
    }
    return 0;
}

/* Empty points worth a stone, in three widening rings: near stones (or
 * the centre of an empty board), then any empty point, then any point at
 * all.  keep decides which pass; fn gets each. */
enum ring { RING_NEAR, RING_EMPTY, RING_ANY };

static int in_ring(const gen *x, const uint8_t *cells, int b, int px, int py, int ring)
{
    int cell = cells[py * x->geo.width + px];
    if (ring == RING_ANY)
        return 1;
    if (cell != WZ_EMPTY)
        return 0;
    if (ring == RING_EMPTY)
        return 1;
    if (!x->stones[b])
        return chebyshev(px, py, (x->geo.width - 1) / 2, (x->geo.height - 1) / 2) <= 1;
    return near_stone(cells, &x->geo, px, py, x->radius);
}

static void gen_place(gen *x)
{
    wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
    int start = x->n;
    for (int ring = RING_NEAR; ring <= RING_ANY && x->n == start; ring++) {
        for (int b = 0; b < x->geo.boards; b++) {
            const uint8_t *cells = H->cells(x->g, b);
            for (int py = 0; py < x->geo.height; py++)
                for (int px = 0; px < x->geo.width; px++) {
                    if (!in_ring(x, cells, b, px, py, ring))
                        continue;
                    a.pts[0] = (wz_point){(int8_t)b, (int8_t)px, (int8_t)py};
                    if (!legal(x, &a))
                        continue;
                    float prior;
                    if (!x->stones[b])
                        prior = 0.5f / (1.0f + (float)chebyshev(px, py, (x->geo.width - 1) / 2,
                                                                (x->geo.height - 1) / 2));
                    else
                        prior = point_prior(cells, &x->geo, b, px, py,
                                            x->have_last ? &x->last : NULL, x->radius);
                    add(x, &a, prior);
                }
        }
    }
}

/* A point of any board the variant accepts: offered candidates (marks)
 * first, then the others by how crowded they are.  Choices name marks or
 * stones (an opponent stone to replace); empty points are tried only when
 * none of those is accepted. */
static void gen_choose(gen *x)
{
    wz_point marks[WZ_MAX_POINTS];
    int nmarks = H->marks ? H->marks(x->g, marks, WZ_MAX_POINTS) : 0;
    wz_action a = {.kind = WZ_ACT_CHOOSE, .npoints = 1};
    int start = x->n;
    for (int empty = 0; empty < 2 && x->n == start; empty++)
        for (int b = 0; b < x->geo.boards; b++) {
            const uint8_t *cells = H->cells(x->g, b);
            for (int py = 0; py < x->geo.height; py++)
                for (int px = 0; px < x->geo.width; px++) {
                    int marked = 0;
                    for (int i = 0; i < nmarks; i++)
                        marked |= marks[i].board == b && marks[i].x == px && marks[i].y == py;
                    if ((cells[py * x->geo.width + px] == WZ_EMPTY && !marked) != empty)
                        continue;
                    a.pts[0] = (wz_point){(int8_t)b, (int8_t)px, (int8_t)py};
                    if (!legal(x, &a))
                        continue;
                    float near = nearness(cells, &x->geo, px, py, 2);
                    add(x, &a, marked ? 0.9f : near / (near + 3.0f));
                }
        }
}

/* Two points to a stone move: any stone to an empty point near stones
 * (any empty point when none of those is accepted). */
static void gen_move(gen *x)
{
    wz_action a = {.kind = WZ_ACT_MOVE, .npoints = 2};
    int start = x->n;
    for (int ring = RING_NEAR; ring <= RING_EMPTY && x->n == start; ring++)
        for (int fb = 0; fb < x->geo.boards; fb++) {
            const uint8_t *from = H->cells(x->g, fb);
            for (int fi = 0; fi < x->geo.width * x->geo.height; fi++) {
                if (from[fi] == WZ_EMPTY)
                    continue;
                a.pts[0] = (wz_point){(int8_t)fb, (int8_t)(fi % x->geo.width),
                                      (int8_t)(fi / x->geo.width)};
                for (int tb = 0; tb < x->geo.boards; tb++) {
                    const uint8_t *to = H->cells(x->g, tb);
                    for (int ty = 0; ty < x->geo.height; ty++)
                        for (int tx = 0; tx < x->geo.width; tx++) {
                            if (!in_ring(x, to, tb, tx, ty, ring))
                                continue;
                            a.pts[1] = (wz_point){(int8_t)tb, (int8_t)tx, (int8_t)ty};
                            if (legal(x, &a))
                                add(x, &a, point_prior(to, &x->geo, tb, tx, ty, NULL, 2));
                        }
                }
            }
        }
}

static void gen_declare(gen *x)
{
    wz_action a = {.kind = WZ_ACT_DECLARE};
    long lo = x->e->min, hi = x->e->max;
    if (hi < lo)
        hi = lo;
    /* a long range is sampled at 32 evenly spread numbers, ends included */
    long span = hi - lo, steps = span < 31 ? span : 31;
    for (long i = 0; i <= steps; i++) {
        a.value = (int)(lo + (steps ? span * i / steps : 0));
        if (legal(x, &a))
            add(x, &a, 0.5f);
    }
}

/* ---------------------------------------------------------- offers */

#define OFFER_SETS 12
#define OFFER_TRIES 400

typedef struct ranked {
    wz_point p;
    float prior;
} ranked;

static int by_prior(const void *a, const void *b)
{
    float pa = ((const ranked *)a)->prior, pb = ((const ranked *)b)->prior;
    return (pa < pb) - (pa > pb);
}

static int same_set(const wz_action *a, const wz_action *b)
{
    if (a->npoints != b->npoints)
        return 0;
    for (int i = 0; i < a->npoints; i++) {
        int found = 0;
        for (int j = 0; j < b->npoints && !found; j++)
            found = a->pts[i].board == b->pts[j].board && a->pts[i].x == b->pts[j].x &&
                    a->pts[i].y == b->pts[j].y;
        if (!found)
            return 0;
    }
    return 1;
}

/*
 * Sets of k candidate stones the variant accepts together: the best-ranked
 * empty points first, then windows down the ranking and random sets from
 * its head (the variant refuses sets that are images of one another, so
 * some tries fail), then random sets of any empty points.
 */
static void gen_offer_count(gen *x, int k)
{
    int cap = x->geo.boards * x->geo.width * x->geo.height;
    ranked *rk = malloc(sizeof *rk * (size_t)cap);
    wz_action sets[OFFER_SETS];
    int nsets = 0, n = 0;
    if (!rk)
        return;
    for (int b = 0; b < x->geo.boards; b++) {
        const uint8_t *cells = H->cells(x->g, b);
        for (int py = 0; py < x->geo.height; py++)
            for (int px = 0; px < x->geo.width; px++) {
                if (cells[py * x->geo.width + px] != WZ_EMPTY)
                    continue;
                float prior;
                if (!x->stones[b])
                    prior = 0.5f / (1.0f + (float)chebyshev(px, py, (x->geo.width - 1) / 2,
                                                            (x->geo.height - 1) / 2));
                else
                    prior = point_prior(cells, &x->geo, b, px, py, NULL, x->radius);
                rk[n].p = (wz_point){(int8_t)b, (int8_t)px, (int8_t)py};
                rk[n++].prior = prior + (float)rng_unit(x->r) * 1e-4f;
            }
    }
    if (n < k) {
        free(rk);
        return;
    }
    qsort(rk, (size_t)n, sizeof *rk, by_prior);
    int head = k * 3 > 16 ? k * 3 : 16;
    if (head > n)
        head = n;
    wz_action a = {.kind = WZ_ACT_OFFER, .npoints = k};
    for (int t = 0; t < OFFER_TRIES && nsets < OFFER_SETS; t++) {
        if (t <= n - k && t < 4) {
            for (int i = 0; i < k; i++) /* a window down the ranking */
                a.pts[i] = rk[t + i].p;
        } else {
            int pool = t < OFFER_TRIES / 2 ? head : n;
            /* a random k-subset of the pool (partial Fisher-Yates) */
            for (int i = 0; i < k; i++) {
                int j = i + (int)rng_below(x->r, (uint32_t)(pool - i));
                ranked tmp = rk[i];
                rk[i] = rk[j];
                rk[j] = tmp;
                a.pts[i] = rk[i].p;
            }
            if (pool == head) /* keep the head sorted for the next window */
                qsort(rk, (size_t)head, sizeof *rk, by_prior);
        }
        int dup = 0;
        for (int i = 0; i < nsets && !dup; i++)
            dup = same_set(&sets[i], &a);
        if (dup || !legal(x, &a))
            continue;
        sets[nsets++] = a;
    }
    for (int i = 0; i < nsets; i++)
        add(x, &sets[i], 0.6f - 0.02f * (float)i);
    free(rk);
}

static void gen_offer(gen *x)
{
    int lo = x->e->min > 0 ? x->e->min : 1, hi = x->e->max > lo ? x->e->max : lo;
    if (hi > WZ_MAX_POINTS)
        hi = WZ_MAX_POINTS;
    for (int k = lo; k <= hi; k++)
        gen_offer_count(x, k);
}

/* ------------------------------------------------------------- all */

static int by_candidate_prior(const void *a, const void *b)
{
    float pa = ((const candidate *)a)->prior, pb = ((const candidate *)b)->prior;
    return (pa < pb) - (pa > pb);
}

int candidates(const wz_game *g, const wz_expect *e, int radius, rng *r, offer_store *offers,
               candidate *out, int max)
{
    gen x = {.g = g, .e = e, .radius = radius, .r = r, .offers = offers, .out = out, .max = max};
    geometry_read(g, &x.geo);
    for (int b = 0; b < x.geo.boards; b++)
        x.stones[b] = H->stones(g, b);
    x.have_last = last_point(g, &x.last);
    unsigned allowed = e->actions;
    /* decisions without an argument: the ones that end a turn or give
     * it up come last, the ones that decide something are weighed fully */
    static const struct {
        int kind;
        float prior;
    } plain[] = {
        {WZ_ACT_CLAIM, 1.0f}, {WZ_ACT_SWAP, 0.7f}, {WZ_ACT_STAY, 0.7f},
        {WZ_ACT_REJECT, 0.5f}, {WZ_ACT_END, 0.08f}, {WZ_ACT_PASS, 0.02f},
    };
    for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++) {
        wz_action a = {.kind = plain[i].kind};
        if (allowed & (1u << plain[i].kind) && legal(&x, &a))
            add(&x, &a, plain[i].prior);
    }
    if (allowed & (1u << WZ_ACT_PLACE))
        gen_place(&x);
    if (allowed & (1u << WZ_ACT_CHOOSE))
        gen_choose(&x);
    if (allowed & (1u << WZ_ACT_MOVE))
        gen_move(&x);
    if (allowed & (1u << WZ_ACT_DECLARE))
        gen_declare(&x);
    if (allowed & (1u << WZ_ACT_OFFER))
        gen_offer(&x);
    if (x.n == 0 && allowed & (1u << WZ_ACT_RESIGN)) {
        wz_action a = {.kind = WZ_ACT_RESIGN};
        add(&x, &a, 0.0f);
    }
    qsort(out, (size_t)x.n, sizeof *out, by_candidate_prior);
    return x.n;
}
