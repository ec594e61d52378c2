/*
 * tune_order.c - learns the engine's move-ordering weights from games (see
 * docs/engine.md, "Tuning").
 *
 *   tune_order check FAMILY GAMES.txt...
 *       how well the ordering in use foretells the moves of the games:
 *       the share of positions whose move it puts first, in its first
 *       three and first eight, and the moves' mean place.
 *   tune_order fit FAMILY OUT.inc GAMES.txt...
 *       fits the ordering's tables (by pattern code: what the mover makes
 *       at a point, and what the opponent would make there; and by the
 *       point's distance to the last two stones) so that
 *       a softmax over each position's candidate moves gives the move
 *       played the most likelihood; writes them as a C table for
 *       plugins/engine/order_weights.c.
 *
 * GAMES.txt holds one game a line as bench/tune_eval and bench/gauntlet.sh
 * write them: the result, then the moves ("h8", or "h8:35" with a search
 * score, which is ignored here).  Every position from the sixth stone on
 * where the mover had a choice is used, both sides' moves alike: the games
 * against an open engine teach what its moves and the engine's own have in
 * common with the points' shapes.  Every tenth game is held out and its
 * figures printed beside the fitted ones.  FAMILY is freestyle, standard,
 * caro or renju; in renju black's and white's tables are fitted apart.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../plugins/engine/order_weights.h"
#include "../plugins/engine/search.h"
#include "games_text.h"

#define SIZE GAMES_SIZE
#define FIRST_PLY 5 /* the openings' stones are not the games' choices */
#define EPOCHS 300

/* One candidate move: the pattern codes a stone there makes for the mover
 * and would make for the opponent, and the score the ordering in use
 * gives it (for `check`). */
typedef struct cand {
    uint16_t mine, theirs;
    uint8_t near_theirs, near_mine; /* distances to the last stones (see order_weights.h) */
    int32_t now;
} cand;

#define DISTS ORDER_DISTS

/* One position: its candidates in the pool, which of them was played, the
 * mover's table block (renju: 0 black, 1 white; else 0). */
typedef struct position {
    size_t first;
    uint16_t n, played;
    uint8_t block, held;
} position;

static cand *pool;
static size_t npool, cappool;
static position *positions;
static size_t npositions, cappositions;
static size_t skipped_absent;

static int dist_bucket(int a, int b)
{
    if (b < 0)
        return DISTS - 1;
    int dx = abs(board_x(a) - board_x(b)), dy = abs(board_y(a) - board_y(b));
    int d = dx > dy ? dx : dy;
    return d < DISTS - 1 ? d : DISTS - 1;
}

static void add_position(search *s, int colour, int played, int block, int held, int last_theirs,
                         int last_mine)
{
    movelist ml;
    int mode;
    order_gen(s, colour, -1, -1, 0, &ml, &mode);
    if (mode == GEN_FIVE || ml.n < 2)
        return; /* no choice */
    int at = -1;
    for (int i = 0; i < ml.n; i++)
        if (ml.move[i] == played)
            at = i;
    if (at < 0) {
        skipped_absent++;
        return;
    }
    positions = games_grow(positions, &cappositions, npositions + 1, sizeof *positions, 1 << 16,
                           "tune_order");
    pool = games_grow(pool, &cappool, npool + (size_t)ml.n, sizeof *pool, 1 << 20, "tune_order");
    position *p = &positions[npositions++];
    p->first = npool;
    p->n = (uint16_t)ml.n;
    p->played = (uint16_t)at;
    p->block = (uint8_t)block;
    p->held = (uint8_t)held;
    for (int i = 0; i < ml.n; i++) {
        cand *c = &pool[npool++];
        c->mine = s->b.pt[ml.move[i]].pcode[colour];
        c->theirs = s->b.pt[ml.move[i]].pcode[other(colour)];
        c->now = ml.score[i];
        c->near_theirs = (uint8_t)dist_bucket(ml.move[i], last_theirs);
        c->near_mine = (uint8_t)dist_bucket(ml.move[i], last_mine);
    }
}

static void read_games(int family, int nfiles, char **files, search *s)
{
    static char line[16384];
    size_t games = 0;
    for (int f = 0; f < nfiles; f++) {
        FILE *in = fopen(files[f], "r");
        if (!in) {
            perror(files[f]);
            exit(1);
        }
        while (fgets(line, sizeof line, in)) {
            board *b = &s->b;
            board_init(b, SIZE, SIZE, family);
            char *save = NULL, *w = strtok_r(line, " \t\n", &save);
            if (!w)
                continue;
            int colour = CELL_BLACK, ply = 0, held = games++ % 10 == 0;
            int last[2] = {-1, -1}; /* the last stones: the mover's, the other's */
            while ((w = strtok_r(NULL, " \t\n", &save))) {
                int pos = games_point(w);
                if (pos < 0 || b->cell[pos] != CELL_EMPTY)
                    break;
                if (ply >= FIRST_PLY)
                    add_position(s, colour, pos, family == FAM_RENJU && colour == CELL_WHITE,
                                 held, last[1], last[0]);
                board_make(b, pos, colour);
                last[0] = last[1];
                last[1] = pos;
                colour = other(colour);
                ply++;
            }
        }
        fclose(in);
    }
    fprintf(stderr, "%zu games, %zu positions, %zu candidates (%zu moves not among them)\n",
            games, npositions, npool, skipped_absent);
}

/* ------------------------------------------------------------ figures */

/* Place (0: first) of the played move by scores; ties count against it. */
static int place_of(const position *p, const double *score)
{
    int place = 0;
    for (int i = 0; i < p->n; i++)
        if (i != p->played && score[i] >= score[p->played])
            place++;
    return place;
}

static void print_figures(const char *what, int held, const double *(*scores)(const position *))
{
    size_t n = 0, top1 = 0, top3 = 0, top8 = 0;
    double places = 0;
    for (size_t k = 0; k < npositions; k++) {
        const position *p = &positions[k];
        if (p->held != held)
            continue;
        int place = place_of(p, scores(p));
        n++;
        top1 += place == 0;
        top3 += place < 3;
        top8 += place < 8;
        places += place;
    }
    if (!n)
        return;
    fprintf(stderr, "%-28s first %5.1f%%  top 3 %5.1f%%  top 8 %5.1f%%  mean place %.2f (%zu)\n", what,
            100.0 * top1 / n, 100.0 * top3 / n, 100.0 * top8 / n, places / n, n);
}

static double scratch[MAX_MOVES];

static const double *scores_in_use(const position *p)
{
    for (int i = 0; i < p->n; i++)
        scratch[i] = pool[p->first + i].now;
    return scratch;
}

/* ---------------------------------------------------------------- fit */

/* Parameters: for each block, a value for the mover's code and one for
 * the opponent's, in logits. */
#define NP (2 * 2 * PCODES + 2 * 2 * DISTS)
static double w[NP];

static inline int mine_param(int block, int code) { return (block * 2) * PCODES + code; }
static inline int theirs_param(int block, int code) { return (block * 2 + 1) * PCODES + code; }
static inline int dist_param(int block, int which, int d)
{
    return 4 * PCODES + (block * 2 + which) * DISTS + d;
}

static const double *scores_fitted(const position *p)
{
    for (int i = 0; i < p->n; i++) {
        const cand *c = &pool[p->first + i];
        scratch[i] = w[mine_param(p->block, c->mine)] + w[theirs_param(p->block, c->theirs)];
        scratch[i] += w[dist_param(p->block, 0, c->near_theirs)] +
                      w[dist_param(p->block, 1, c->near_mine)];
    }
    return scratch;
}

/* Mean log loss of the softmax over the candidates; with grad, adds its
 * gradient.  The scores are w scaled by scale. */
static double loss_of(int held, double scale, double *grad)
{
    double loss = 0;
    size_t n = 0;
    for (size_t k = 0; k < npositions; k++) {
        const position *p = &positions[k];
        if (p->held != held)
            continue;
        const double *sc = scores_fitted(p);
        double top = -1e300, sum = 0;
        for (int i = 0; i < p->n; i++)
            top = sc[i] * scale > top ? sc[i] * scale : top;
        for (int i = 0; i < p->n; i++)
            sum += exp(sc[i] * scale - top);
        loss += log(sum) + top - sc[p->played] * scale;
        n++;
        if (!grad)
            continue;
        for (int i = 0; i < p->n; i++) {
            const cand *c = &pool[p->first + i];
            double g = exp(sc[i] * scale - top) / sum - (i == p->played);
            grad[mine_param(p->block, c->mine)] += g;
            grad[theirs_param(p->block, c->theirs)] += g;
            grad[dist_param(p->block, 0, c->near_theirs)] += g;
            grad[dist_param(p->block, 1, c->near_mine)] += g;
        }
    }
    return loss / (double)(n ? n : 1);
}

static int fit(int family, const char *out)
{
    /* the start: the ordering in use, as a scale times its shape values
     * (the table it scores by: twice the mover's worth, once the
     * opponent's), the scale the one that fits the games best */
    static double w0[NP], m[NP], v[NP], grad[NP];
    for (int blk = 0; blk < 2; blk++) {
        int c = blk ? CELL_WHITE : CELL_BLACK;
        for (int k = 0; k < PCODES; k++) {
            w[mine_param(blk, k)] = order_weight_mine(family, c, k);
            w[theirs_param(blk, k)] = order_weight_theirs(family, c, k);
        }
        for (int d = 0; d < DISTS; d++) {
            w[dist_param(blk, 0, d)] = order_table_near_theirs(family, c)[d];
            w[dist_param(blk, 1, d)] = order_table_near_mine(family, c)[d];
        }
    }
    double units = 1, best = 1e300;
    for (double a = 0.001; a <= 1.0; a *= 1.15) {
        double l = loss_of(0, a, NULL);
        if (l < best)
            best = l, units = 1 / a;
    }
    for (int k = 0; k < NP; k++)
        w0[k] = w[k] /= units;
    fprintf(stderr, "start (%.1f units a logit): loss %.4f, held out %.4f\n", units,
            loss_of(0, 1, NULL), loss_of(1, 1, NULL));
    print_figures("start, fitted games", 0, scores_fitted);
    print_figures("start, held out", 1, scores_fitted);
    const double reg = getenv("TUNE_REG") ? atof(getenv("TUNE_REG")) : 1e-4;
    const double lr0 = 0.05, b1 = 0.9, b2 = 0.999;
    size_t n = 0;
    for (size_t k = 0; k < npositions; k++)
        n += !positions[k].held;
    for (int e = 1; e <= EPOCHS; e++) {
        const double lr = lr0 * pow(0.1, (double)(e - 1) / (EPOCHS - 1));
        memset(grad, 0, sizeof grad);
        double l = loss_of(0, 1, grad);
        for (int k = 0; k < NP; k++) {
            double g = grad[k] / (double)n + reg * (w[k] - w0[k]);
            m[k] = b1 * m[k] + (1 - b1) * g;
            v[k] = b2 * v[k] + (1 - b2) * g * g;
            double mh = m[k] / (1 - pow(b1, e)), vh = v[k] / (1 - pow(b2, e));
            w[k] -= lr * mh / (sqrt(vh) + 1e-9);
        }
        if (e % 50 == 0)
            fprintf(stderr, "step %3d  loss %.4f  held out %.4f\n", e, l, loss_of(1, 1, NULL));
    }
    print_figures("fitted, fitted games", 0, scores_fitted);
    print_figures("fitted, held out", 1, scores_fitted);
    for (int blk = 0; blk < (family == FAM_RENJU ? 2 : 1); blk++)
            for (int which = 0; which < 2; which++) {
                fprintf(stderr, "block %d, distance to %s last stone:", blk, which ? "own" : "their");
                for (int d = 0; d < DISTS; d++)
                    fprintf(stderr, " %.0f", w[dist_param(blk, which, d)] * units);
                fprintf(stderr, "\n");
            }
    /* the tables out in the units the ordering had, so that the history,
     * killer and counter-move bonuses weigh as much as before */
    FILE *o = games_inc_open(out, "tune_order", npositions);
    if (!o)
        return 1;
    fprintf(o, "{\n    .mine = {\n");
    for (int pass = 0; pass < 2; pass++) {
        if (pass)
            fprintf(o, "    },\n    .theirs = {\n");
        for (int blk = 0; blk < 2; blk++) {
            int from = family == FAM_RENJU ? blk : 0;
            fprintf(o, "        {");
            for (int k = 0; k < PCODES; k++) {
                double x = w[pass ? theirs_param(from, k) : mine_param(from, k)] * units;
                long r = lround(x);
                r = r > 30000 ? 30000 : r < -30000 ? -30000 : r;
                fprintf(o, "%s%ld", k == 0 ? "\n         " : k % 16 ? ", " : ",\n         ", r);
            }
            fprintf(o, "},\n");
        }
    }
    for (int which = 0; which < 2; which++) {
        fprintf(o, "    },\n    .%s = {\n", which ? "near_mine" : "near_theirs");
        for (int blk = 0; blk < 2; blk++) {
            int from = family == FAM_RENJU ? blk : 0;
            fprintf(o, "        {");
            for (int d = 0; d < DISTS; d++)
                fprintf(o, "%s%ld", d ? ", " : "", lround(w[dist_param(from, which, d)] * units));
            fprintf(o, "},\n");
        }
    }
    fprintf(o, "    },\n}\n");
    fclose(o);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 4 || (strcmp(argv[1], "check") != 0 && strcmp(argv[1], "fit") != 0) ||
        (strcmp(argv[1], "fit") == 0 && argc < 5)) {
        fprintf(stderr, "usage: tune_order check FAMILY GAMES.txt...\n"
                        "       tune_order fit FAMILY OUT.inc GAMES.txt...\n");
        return 2;
    }
    int family = games_family(argv[2], "tune_order"), fitting = strcmp(argv[1], "fit") == 0;
    search *s = calloc(1, sizeof *s);
    if (!s) {
        perror("tune_order");
        return 1;
    }
    search_limits lim = {0};
    board_init(&s->b, SIZE, SIZE, family);
    if (search_init(s, CELL_BLACK, &lim, 1) != 0)
        return 1;
    read_games(family, argc - 3 - fitting, argv + 3 + fitting, s);
    print_figures("in use, fitted games", 0, scores_in_use);
    print_figures("in use, held out", 1, scores_in_use);
    int rc = fitting ? fit(family, argv[3]) : 0;
    search_free(s);
    free(s);
    return rc;
}
