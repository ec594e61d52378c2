/*
 * tune_eval.c - learns the engine's evaluation weights from games (see
 * docs/engine.md, "Tuning").
 *
 *   tune_eval play FAMILY GAMES NODES SEED OPENINGS > games.txt
 *       self-play at NODES nodes a move from the openings in OPENINGS
 *       (one a line, "h8 i9 j10"), a few random moves early for variety;
 *       one game a line: the result (1 black won, 0 white, = a draw) and
 *       the moves, each searched one with its score for the mover
 *       ("h8:35").
 *   tune_eval fit FAMILY OUT.inc GAMES.txt...
 *       replays the games, takes every quiet position with the game's
 *       result, and fits the pattern-code weights and threat values by
 *       logistic regression (Adam), starting from the weights the engine
 *       has now; writes them as a C table for plugins/engine/eval_weights.c.
 *
 * Settings, from the environment (docs/engine.md, "Tuning"): TUNE_LAMBDA
 * (the result's share of a label), TUNE_REG and TUNE_CODES (how near the
 * start the fit is held), TUNE_RESIDUAL (fit a change to the weights in
 * use), TUNE_KEEP_SCALE (write the fit at the spread of the weights in
 * use), TUNE_AGREE (also foretell the open engine's moves; below),
 * TUNE_EPOCHS (default 1500) and TUNE_NO_THREATS.
 *
 * FAMILY is freestyle, standard, caro or renju.  The engine's sources are
 * compiled in; nothing here runs in make check or make bench.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../plugins/engine/eval.h"
#include "../plugins/engine/search.h"
#include "games_text.h"

#define SIZE GAMES_SIZE
#define SCALE 200.0 /* evaluation units to the logit: 200 is 73% */

static uint64_t rng_state;
static unsigned rnd(void)
{
    rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (unsigned)(rng_state >> 33);
}

/* Does colour's stone at pos end the game?  1 a five, -1 a foul. */
static int outcome_of(board *b, int pos, int colour)
{
    if (board_combo(b, pos, colour)->five)
        return 1;
    if (board_foul(b, pos, colour))
        return -1;
    return 0;
}

/* --------------------------------------------------------------- play */

static int play(int family, int games, uint64_t nodes, unsigned seed, const char *openings)
{
    FILE *f = fopen(openings, "r");
    if (!f) {
        perror(openings);
        return 1;
    }
    char lines[4096][128];
    int nopen = 0;
    while (nopen < 4096 && fgets(lines[nopen], sizeof lines[nopen], f))
        if (lines[nopen][0] != '#' && lines[nopen][0] != '\n')
            nopen++;
    fclose(f);
    rng_state = seed * 2654435761ULL + 1;
    search *s = malloc(sizeof *s);
    board *b = malloc(sizeof *b);
    for (int g = 0; g < games; g++) {
        board_init(b, SIZE, SIZE, family);
        int moves[SIZE * SIZE], scores[SIZE * SIZE], n = 0, colour = CELL_BLACK, result = -1;
        char copy[128], *save = NULL;
        snprintf(copy, sizeof copy, "%s", lines[(g / 2 + seed * 7919) % (unsigned)nopen]);
        for (char *w = strtok_r(copy, " \t\n", &save); w; w = strtok_r(NULL, " \t\n", &save)) {
            int p = games_point(w);
            if (p < 0 || b->cell[p] != CELL_EMPTY)
                break;
            board_make(b, p, colour);
            scores[n] = SCORE_INF;
            moves[n++] = p;
            colour = other(colour);
        }
        /* odd games: one extra random stone near the centre first */
        if (g & 1) {
            for (int tries = 0; tries < 50; tries++) {
                int p = board_pos(SIZE / 2 - 3 + (int)(rnd() % 7), SIZE / 2 - 3 + (int)(rnd() % 7));
                if (b->cell[p] == CELL_EMPTY && b->near[p] && !outcome_of(b, p, colour)) {
                    board_make(b, p, colour);
                    scores[n] = SCORE_INF;
                    moves[n++] = p;
                    colour = other(colour);
                    break;
                }
            }
        }
        while (result < 0 && n < SIZE * SIZE) {
            memcpy(&s->b, b, sizeof *b);
            search_limits lim = {0};
            lim.max_nodes = nodes;
            lim.vct = 1;
            if (search_init(s, colour, &lim, 4) != 0)
                return 1;
            search_report r;
            int move = -1, score = SCORE_INF;
            if (n < 16 && rnd() % 100 < 12) {
                movelist ml;
                order_moves(s, colour, -1, -1, 1, 1, &ml);
                if (ml.n > 0 && !ml.defending)
                    move = ml.move[rnd() % (unsigned)(ml.n < 4 ? ml.n : 4)];
            }
            if (move < 0) {
                search_run(s, &r);
                move = r.move;
                score = r.score;
            }
            search_free(s);
            if (move < 0) {
                result = 2;
                break;
            }
            int o = outcome_of(b, move, colour);
            board_make(b, move, colour);
            scores[n] = score;
            moves[n++] = move;
            if (o)
                result = (o > 0) == (colour == CELL_BLACK) ? 1 : 0;
            colour = other(colour);
        }
        printf("%c", result == 1 ? '1' : result == 0 ? '0' : '=');
        for (int i = 0; i < n; i++) {
            char name[8];
            printf(" %s", board_name(moves[i], name));
            if (scores[i] != SCORE_INF)
                printf(":%d", scores[i]);
        }
        printf("\n");
        fflush(stdout);
    }
    free(s);
    free(b);
    return 0;
}

/* ---------------------------------------------------------------- fit */

/* The fitted model has few numbers, so that a few thousand games pin
 * them down: a pattern code's weight is the sum of a value for each of
 * its four line kinds and one for each pair of them; a threat mask's
 * value is a constant, one for each bit and one for each pair of bits. */
#define NPAIR (KINDS * (KINDS + 1) / 2)
#define NSHAPE (KINDS + NPAIR)
#define NTHREAT (1 + THREAT_BITS + THREAT_BITS * (THREAT_BITS - 1) / 2)
/* parameters: shapes of black, of white; threats for black, for white
 * to move; tied between the colours except in renju.  With TUNE_CODES
 * set, each pattern code of each colour also gets a value of its own on
 * top of its shape's, held near zero by TUNE_CODES (an L2 weight): the
 * shapes cannot tell a four-three from a four beside a three. */
#define NSHAPEP (2 * NSHAPE + 2 * NTHREAT)
#define NP (NSHAPEP + 2 * PCODES)

static uint8_t code_kinds[PCODES][4];

static void number_codes(void)
{
    int n = 0;
    for (int a = 0; a < KINDS; a++)
        for (int b = a; b < KINDS; b++)
            for (int c = b; c < KINDS; c++)
                for (int d = c; d < KINDS; d++) {
                    code_kinds[n][0] = (uint8_t)a;
                    code_kinds[n][1] = (uint8_t)b;
                    code_kinds[n][2] = (uint8_t)c;
                    code_kinds[n][3] = (uint8_t)d;
                    n++;
                }
}

static int pair_index(int a, int b)
{
    if (a > b) {
        int t = a;
        a = b;
        b = t;
    }
    /* row a of the upper triangle starts after rows 0..a-1 */
    return KINDS + a * KINDS - a * (a - 1) / 2 + (b - a);
}

static int threat_pair(int i, int j)
{
    /* i < j */
    return 1 + THREAT_BITS + i * (2 * THREAT_BITS - i - 1) / 2 + (j - i - 1);
}

/* The shape features of a pattern code: add weight times them into f. */
static void shape_features(int code, float weight, float *f)
{
    const uint8_t *k = code_kinds[code];
    for (int i = 0; i < 4; i++) {
        f[k[i]] += weight;
        for (int j = i + 1; j < 4; j++)
            f[pair_index(k[i], k[j])] += weight;
    }
}

static int no_threats; /* TUNE_NO_THREATS: fit the shapes alone */
static double lambda = 1; /* TUNE_LAMBDA: the result's share of a label */
/* TUNE_RESIDUAL: the model is a change to the weights in use, not a
 * likeness of them; the start is then the engine's evaluation exactly */
static int residual;
/* ... and the engine's evaluation counts at this scale in the fit, which
 * only ranks positions: the search's margins keep its own scale */
static double base_scale = 1;

static double threat_of(const double *t, int mask)
{
    if (no_threats)
        return 0;
    double v = t[0];
    for (int i = 0; i < THREAT_BITS; i++) {
        if (!(mask >> i & 1))
            continue;
        v += t[1 + i];
        for (int j = i + 1; j < THREAT_BITS; j++)
            if (mask >> j & 1)
                v += t[threat_pair(i, j)];
    }
    return v;
}

typedef struct code_count {
    uint16_t code;
    uint8_t colour; /* 0 black, 1 white */
    float count;    /* two plies averaged */
} code_count;

typedef struct sample {
    float result;       /* for the side to move: 1 won, 0 lost */
    uint8_t stm;
    uint16_t mask;
    float f[2][NSHAPE]; /* black's and white's shape counts, two plies averaged */
    float base;           /* the weights in use's evaluation (TUNE_RESIDUAL) */
    size_t codes, ncodes; /* its pattern codes in code_pool (TUNE_CODES) */
    uint8_t held;         /* from every tenth game: kept out of the fit */
} sample;

static double codes_reg; /* TUNE_CODES: 0 fits shapes only */
static code_count *code_pool;
static size_t ncode_pool, capcode_pool;

static void add_code(uint16_t code, int colour, float count)
{
    code_pool = games_grow(code_pool, &capcode_pool, ncode_pool + 1, sizeof *code_pool, 1 << 20,
                           "tune_eval");
    code_pool[ncode_pool++] = (code_count){code, (uint8_t)colour, count};
}

static sample *samples;
static size_t nsamples, capsamples;

static void counts_of(const board *b, uint16_t counts[3][PCODES])
{
    memset(counts, 0, sizeof(uint16_t) * 3 * PCODES);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            int pos = board_pos(x, y);
            if (b->cell[pos] != CELL_EMPTY)
                continue;
            counts[CELL_BLACK][b->pt[pos].pcode[CELL_BLACK]]++;
            counts[CELL_WHITE][b->pt[pos].pcode[CELL_WHITE]]++;
        }
}

/* A position worth learning from: nothing is decided by the next move. */
static int quiet(search *s, int stm)
{
    board *b = &s->b;
    if (!board_set_empty(b->five[stm]) || !board_set_empty(b->five[other(stm)]))
        return 0;
    if (search_winning_point(s, stm, NULL))
        return 0;
    return 1;
}

static size_t ngames;
/* how often each pattern code (per colour) and threat mask (per side to
 * move) occurs in the positions: the start is fitted where they are */
static double code_freq[2][PCODES], mask_freq[2][THREAT_MASKS];

/* x's features: the position b with colour to move, whose pattern-code
 * counts are now and were before in the ply before (the evaluation
 * averages the two). */
static void describe(int family, const board *b, int colour, uint16_t now[3][PCODES],
                     uint16_t before[3][PCODES], sample *x)
{
    x->stm = (uint8_t)colour;
    x->mask = (uint16_t)eval_threat_mask(b, colour);
    x->codes = ncode_pool;
    /* the weights in use on the fit's own counts, not evaluate():
     * those count the cell just played in the ply before, where
     * the board's sums have already left it out */
    double base = eval_threat_value(family, colour, x->mask);
    for (int c = CELL_BLACK; c <= CELL_WHITE; c++)
        for (int k = 0; k < PCODES; k++)
            if (now[c][k] || before[c][k]) {
                float n = 0.5f * (float)(now[c][k] + before[c][k]);
                double v = eval_weights(family, c)[k] * (double)n;
                base += c == colour ? v : -v;
                shape_features(k, n, x->f[c - 1]);
                if (codes_reg > 0)
                    add_code((uint16_t)k, c - 1, n);
            }
    x->ncodes = ncode_pool - x->codes;
    x->base = (float)base;
}

/* ------------------------------------------------------- agreement */

/* TUNE_AGREE=MU adds to the fit, at MU times its weight, how well the
 * evaluation foretells the open engine's moves in the games (its moves
 * are the ones without a search score after the engine's first scored
 * one): at each quiet position where it moved, every candidate of the
 * engine's move generator that makes no four is played and the position
 * after it evaluated for the mover, and a softmax over those values
 * should give the move it chose the most likelihood (the way shogi's
 * Bonanza learnt its evaluation from masters' games).  Fours are left
 * out: the position after one is not quiet, and the search, not the
 * evaluation, judges them. */
static double agree_mu;
static double agree_temp = 1; /* the softmax's temperature, set at the start */

typedef struct agree_pos {
    size_t first;     /* its candidates in children */
    uint16_t n, chosen;
    uint8_t held;
} agree_pos;

#define AGREE_MAX 40 /* candidates a position, by the ordering's scores */

static sample *children;
static size_t nchildren, capchildren;
static agree_pos *agrees;
static size_t nagrees, capagrees;

static void add_agreement(int family, search *s, int colour, int chosen, uint16_t counts[3][PCODES],
                          int held)
{
    board *b = &s->b;
    movelist ml;
    int mode;
    order_gen(s, colour, -1, -1, 0, &ml, &mode);
    if (mode == GEN_FIVE || ml.n < 2 || b->pt[chosen].level[colour] >= LV_B4)
        return;
    int keep[AGREE_MAX], n = 0, at = -1;
    for (int i = 0; i < ml.n && n < AGREE_MAX; i++) {
        order_pick(&ml, i);
        int m = ml.move[i];
        if (b->pt[m].level[colour] >= LV_B4 || board_foul(b, m, colour))
            continue;
        if (m == chosen)
            at = n;
        keep[n++] = m;
    }
    if (at < 0 || n < 2)
        return;
    agrees = games_grow(agrees, &capagrees, nagrees + 1, sizeof *agrees, 1 << 14, "tune_eval");
    children = games_grow(children, &capchildren, nchildren + (size_t)n, sizeof *children, 1 << 16,
                          "tune_eval");
    agree_pos *a = &agrees[nagrees++];
    a->first = nchildren;
    a->n = (uint16_t)n;
    a->chosen = (uint16_t)at;
    a->held = (uint8_t)held;
    static uint16_t after[3][PCODES];
    for (int i = 0; i < n; i++) {
        board_make(b, keep[i], colour);
        counts_of(b, after);
        sample *x = &children[nchildren++];
        memset(x, 0, sizeof *x);
        x->held = (uint8_t)held;
        describe(family, b, other(colour), after, counts, x);
        board_unmake(b);
    }
}

static void add_game(int family, const char *line, search *s)
{
    char copy[8192], *save = NULL;
    snprintf(copy, sizeof copy, "%s", line);
    char *w = strtok_r(copy, " \t\n", &save);
    if (!w)
        return;
    float black = w[0] == '1' ? 1.0f : w[0] == '0' ? 0.0f : 0.5f;
    board *b = &s->b;
    board_init(b, SIZE, SIZE, family);
    static uint16_t now[3][PCODES], before[3][PCODES];
    counts_of(b, before);
    /* the words after the result, and the score each searched move had
     * (the mover's view of the position before it) */
    char *words[SIZE * SIZE + 1];
    int nw = 0;
    while (nw < SIZE * SIZE && (w = strtok_r(NULL, " \t\n", &save)))
        words[nw++] = w;
    int colour = CELL_BLACK, ply = 0, first_scored = -1;
    for (int i = 0; i < nw && first_scored < 0; i++)
        if (strchr(words[i], ':'))
            first_scored = i;
    for (int i = 0; i < nw; i++) {
        w = words[i];
        int p = games_point(w);
        if (p < 0 || b->cell[p] != CELL_EMPTY)
            return;
        if (agree_mu > 0 && first_scored >= 0 && i > first_scored && (i - first_scored) % 2 &&
            ply >= 5 && quiet(s, colour))
            add_agreement(family, s, colour, p, before, ngames % 10 == 0);
        board_make(b, p, colour);
        colour = other(colour);
        ply++;
        counts_of(b, now);
        if (ply >= 5 && quiet(s, colour)) {
            samples = games_grow(samples, &capsamples, nsamples + 1, sizeof *samples, 1 << 14,
                                 "tune_eval");
            /* blend in the next move's search score: the side to move's
             * view of this very position, a ply deeper than the eval */
            const char *next = i + 1 < nw ? strchr(words[i + 1], ':') : NULL;
            if (!next && lambda == 0) {
                /* labels from the searches alone: an opening or random
                 * move was not searched, so this position has none */
                memcpy(before, now, sizeof now);
                continue;
            }
            sample *x = &samples[nsamples++];
            memset(x, 0, sizeof *x);
            x->result = colour == CELL_BLACK ? black : 1.0f - black;
            if (next && lambda < 1) {
                int sc = atoi(next + 1);
                double q = score_is_win(sc) ? 1.0 : score_is_loss(sc) ? 0.0
                                                  : 1.0 / (1.0 + exp(-(double)sc / SCALE));
                x->result = (float)(lambda * x->result + (1 - lambda) * q);
            }
            /* whole games are held out: a position's neighbours in its
             * own game share its result and most of its shapes */
            x->held = ngames % 10 == 0;
            describe(family, b, colour, now, before, x);
            mask_freq[colour - 1][x->mask] += 1;
            for (int c = CELL_BLACK; c <= CELL_WHITE; c++)
                for (int k = 0; k < PCODES; k++)
                    code_freq[c - 1][k] += now[c][k];
        }
        memcpy(before, now, sizeof now);
    }
}

/* Where parameter i of colour block c lives (tied blocks share). */
static int shape_param(int family, int c, int i)
{
    return (family == FAM_RENJU ? c : 0) * NSHAPE + i;
}

static int threat_param(int family, int c, int i)
{
    return 2 * NSHAPE + (family == FAM_RENJU ? c : 0) * NTHREAT + i;
}

static int code_param(int family, int c, int code)
{
    return NSHAPEP + (family == FAM_RENJU ? c : 0) * PCODES + code;
}

static double predict(int family, const double *w, const sample *x)
{
    int me = x->stm - 1, you = 1 - me;
    double v = 0;
    for (int i = 0; i < NSHAPE; i++)
        v += w[shape_param(family, me, i)] * x->f[me][i] -
             w[shape_param(family, you, i)] * x->f[you][i];
    for (size_t i = 0; i < x->ncodes; i++) {
        const code_count *k = &code_pool[x->codes + i];
        double d = w[code_param(family, k->colour, k->code)] * k->count;
        v += k->colour == me ? d : -d;
    }
    return v + threat_of(&w[threat_param(family, me, 0)], x->mask) + (residual ? base_scale * x->base : 0);
}

static void gradient(int family, const sample *x, double g, double *grad)
{
    int me = x->stm - 1, you = 1 - me;
    for (int i = 0; i < NSHAPE; i++) {
        grad[shape_param(family, me, i)] += g * x->f[me][i];
        grad[shape_param(family, you, i)] -= g * x->f[you][i];
    }
    for (size_t i = 0; i < x->ncodes; i++) {
        const code_count *k = &code_pool[x->codes + i];
        grad[code_param(family, k->colour, k->code)] += k->colour == me ? g * k->count : -g * k->count;
    }
    if (no_threats)
        return;
    double *t = &grad[threat_param(family, me, 0)];
    t[0] += g;
    for (int i = 0; i < THREAT_BITS; i++) {
        if (!(x->mask >> i & 1))
            continue;
        t[1 + i] += g;
        for (int j = i + 1; j < THREAT_BITS; j++)
            if (x->mask >> j & 1)
                t[threat_pair(i, j)] += g;
    }
}

static double loss_of(int family, const double *w, double scale, int held)
{
    double loss = 0;
    size_t n = 0;
    for (size_t i = 0; i < nsamples; i++) {
        if (samples[i].held != held)
            continue;
        double z = scale * predict(family, w, &samples[i]) / SCALE;
        double p = 1.0 / (1.0 + exp(-z)), y = samples[i].result;
        loss -= y * log(p + 1e-12) + (1 - y) * log(1 - p + 1e-12);
        n++;
    }
    return loss / (double)(n ? n : 1);
}

/* The standard deviation of the evaluation over the positions fitted. */
static double spread_of(int family, const double *w)
{
    double sum = 0, sq = 0;
    size_t n = 0;
    for (size_t i = 0; i < nsamples; i++) {
        if (samples[i].held)
            continue;
        double p = predict(family, w, &samples[i]);
        sum += p;
        sq += p * p;
        n++;
    }
    if (n < 2)
        return 1;
    double mean = sum / (double)n, var = sq / (double)n - mean * mean;
    return var > 0 ? sqrt(var) : 1;
}

/* The same of the weights in use (TUNE_RESIDUAL), in the engine's units. */
static double spread_of_base(void)
{
    double sum = 0, sq = 0;
    size_t n = 0;
    for (size_t i = 0; i < nsamples; i++) {
        if (samples[i].held)
            continue;
        sum += samples[i].base;
        sq += (double)samples[i].base * samples[i].base;
        n++;
    }
    if (n < 2)
        return 1;
    double mean = sum / (double)n, var = sq / (double)n - mean * mean;
    return var > 0 ? sqrt(var) : 1;
}

/* Solve (A + ridge) x = b for n unknowns in place (A symmetric, n x n,
 * row-major); the ridge keeps kinds that never meet solvable. */
static void solve(double *A, double *b, double *x, int n)
{
    double trace = 0;
    for (int i = 0; i < n; i++)
        trace += A[i * n + i];
    for (int i = 0; i < n; i++)
        A[i * n + i] += 1e-9 * trace / n + 1e-12;
    for (int col = 0; col < n; col++) {
        int piv = col;
        for (int r = col + 1; r < n; r++)
            if (fabs(A[r * n + col]) > fabs(A[piv * n + col]))
                piv = r;
        if (piv != col) {
            for (int k = 0; k < n; k++) {
                double t = A[col * n + k];
                A[col * n + k] = A[piv * n + k];
                A[piv * n + k] = t;
            }
            double t = b[col];
            b[col] = b[piv];
            b[piv] = t;
        }
        for (int r = col + 1; r < n; r++) {
            double f = A[r * n + col] / A[col * n + col];
            for (int k = col; k < n; k++)
                A[r * n + k] -= f * A[col * n + k];
            b[r] -= f * b[col];
        }
    }
    for (int i = n - 1; i >= 0; i--) {
        double v = b[i];
        for (int k = i + 1; k < n; k++)
            v -= A[i * n + k] * x[k];
        x[i] = v / A[i * n + i];
    }
}

/* One observation of the least squares: y seen q times at features f. */
static void add_observation(double *A, double *b, const double *f, int n, double q, double y)
{
    for (int i = 0; i < n; i++) {
        if (f[i] == 0)
            continue;
        b[i] += q * f[i] * y;
        for (int j = 0; j < n; j++)
            A[i * n + j] += q * f[i] * f[j];
    }
}

/* The threat features of a mask: constant, bits, pairs of bits. */
static void threat_features(int mask, double *f)
{
    memset(f, 0, NTHREAT * sizeof *f);
    f[0] = 1;
    for (int i = 0; i < THREAT_BITS; i++) {
        if (!(mask >> i & 1))
            continue;
        f[1 + i] = 1;
        for (int j = i + 1; j < THREAT_BITS; j++)
            if (mask >> j & 1)
                f[threat_pair(i, j)] = 1;
    }
}

/* The start: the model's numbers nearest to the weights in use, by
 * least squares over the codes and masks weighted by how often the
 * positions hold them (the shapes cannot say everything a table of 3060
 * codes can, so the start is the table's best likeness, not a copy). */
static void start_from_engine(int family, double *w)
{
    static double A[NSHAPE * NSHAPE], b[NSHAPE], x[NSHAPE];
    static double TA[NTHREAT * NTHREAT], tb[NTHREAT], tx[NTHREAT];
    int blocks = family == FAM_RENJU ? 2 : 1;
    for (int blk = 0; blk < blocks; blk++) {
        memset(A, 0, sizeof A);
        memset(b, 0, sizeof b);
        memset(TA, 0, sizeof TA);
        memset(tb, 0, sizeof tb);
        for (int c = 0; c < 2; c++) {
            if (blocks == 2 && c != blk)
                continue;
            const int16_t *cw = eval_weights(family, c + 1);
            for (int k = 0; k < PCODES; k++) {
                if (code_freq[c][k] == 0)
                    continue;
                float f[NSHAPE] = {0};
                double fd[NSHAPE];
                shape_features(k, 1.0f, f);
                for (int i = 0; i < NSHAPE; i++)
                    fd[i] = f[i];
                add_observation(A, b, fd, NSHAPE, code_freq[c][k], cw[k] - cw[0]);
            }
            for (int m = 0; m < THREAT_MASKS; m++) {
                if (mask_freq[c][m] == 0)
                    continue;
                double f[NTHREAT];
                threat_features(m, f);
                add_observation(TA, tb, f, NTHREAT, mask_freq[c][m],
                                eval_threat_value(family, c + 1, m));
            }
        }
        solve(A, b, x, NSHAPE);
        solve(TA, tb, tx, NTHREAT);
        for (int i = 0; i < NSHAPE; i++)
            w[shape_param(family, blk, i)] = x[i];
        for (int i = 0; i < NTHREAT; i++)
            w[threat_param(family, blk, i)] = tx[i];
    }
}

/* Position a's candidates' values for the mover over temp, into v;
 * returns the best one's index. */
static int agree_values(int family, const double *w, double temp, const agree_pos *a, double *v)
{
    int best = 0;
    for (int i = 0; i < a->n; i++) {
        v[i] = -predict(family, w, &children[a->first + i]) / temp;
        if (v[i] > v[best])
            best = i;
    }
    return best;
}

/* The agreement's loss over the held-out (or fitted) positions at
 * temperature temp, and how often the move chosen scores highest. */
static double agree_loss(int family, const double *w, double temp, int held, double *top1)
{
    double loss = 0;
    size_t n = 0, first = 0;
    for (size_t k = 0; k < nagrees; k++) {
        const agree_pos *a = &agrees[k];
        if (a->held != held)
            continue;
        double v[AGREE_MAX] = {0}, sum = 0;
        int best = agree_values(family, w, temp, a, v);
        for (int i = 0; i < a->n; i++)
            sum += exp(v[i] - v[best]);
        loss += v[best] + log(sum) - v[a->chosen];
        first += best == a->chosen;
        n++;
    }
    if (top1)
        *top1 = n ? (double)first / (double)n : 0;
    return loss / (double)(n ? n : 1);
}

/* Add the agreement's gradient, averaged over the fitted positions. */
static void agree_gradient(int family, const double *w, double *grad)
{
    size_t n = 0;
    for (size_t k = 0; k < nagrees; k++)
        n += !agrees[k].held;
    for (size_t k = 0; k < nagrees; k++) {
        const agree_pos *a = &agrees[k];
        if (a->held)
            continue;
        double v[AGREE_MAX] = {0}, sum = 0;
        double top = v[agree_values(family, w, agree_temp, a, v)];
        for (int i = 0; i < a->n; i++)
            sum += v[i] = exp(v[i] - top);
        /* d loss / d v_i = p_i - [i chosen]; v_i = -predict / temp */
        for (int i = 0; i < a->n; i++) {
            double g = (v[i] / sum - (i == a->chosen)) / agree_temp / (double)n;
            gradient(family, &children[a->first + i], -g, grad);
        }
    }
}

/* Ends fit(): the search (set up for TUNE_AGREE's move generator, or
 * still zeroed) and its tables given back. */
static int fit_done(search *s, int rc)
{
    search_free(s);
    free(s);
    return rc;
}

static int fit(int family, const char *out, int nfiles, char **files)
{
    search *s = calloc(1, sizeof *s); /* zeroed: search_free() is safe unset */
    char line[8192];
    if (!s) {
        perror("tune_eval");
        return 1;
    }
    number_codes();
    no_threats = getenv("TUNE_NO_THREATS") != NULL;
    if (getenv("TUNE_LAMBDA"))
        lambda = atof(getenv("TUNE_LAMBDA"));
    if (getenv("TUNE_CODES"))
        codes_reg = atof(getenv("TUNE_CODES"));
    residual = getenv("TUNE_RESIDUAL") != NULL;
    if (getenv("TUNE_AGREE")) {
        agree_mu = atof(getenv("TUNE_AGREE"));
        search_limits lim;
        memset(&lim, 0, sizeof lim);
        if (search_init(s, CELL_BLACK, &lim, 1) != 0)
            return fit_done(s, 1);
    }
    for (int i = 0; i < nfiles; i++) {
        FILE *f = fopen(files[i], "r");
        if (!f) {
            perror(files[i]);
            return fit_done(s, 1);
        }
        while (fgets(line, sizeof line, f))
            add_game(family, line, s), ngames++;
        fclose(f);
    }
    fprintf(stderr, "%zu positions\n", nsamples);
    if (!nsamples)
        return fit_done(s, 1);
    static double w[NP], w0[NP], m[NP], v[NP], grad[NP], agrad[NP];
    /* the start: the model's likeness of the weights in use, or with
     * TUNE_RESIDUAL a change of nothing (the engine's own evaluation) */
    if (!residual)
        start_from_engine(family, w);
    double start_spread = spread_of(family, w);
    double best_scale = 1, best_loss = 1e30;
    for (double a = 0.02; a <= 3.0; a *= 1.1) {
        double l = loss_of(family, w, a, 0);
        if (l < best_loss)
            best_loss = l, best_scale = a;
    }
    fprintf(stderr, "start, %sscaled by %.3f: loss %.5f, held out %.5f\n",
            residual ? "the weights in use " : "", best_scale, best_loss,
            loss_of(family, w, best_scale, 1));
    if (agree_mu > 0) {
        /* the temperature at which the start foretells the moves best */
        static double ws[NP];
        for (int k = 0; k < NP; k++)
            ws[k] = residual ? w[k] : w[k] * best_scale;
        if (residual)
            base_scale = best_scale;
        double best_l = 1e30, top1, top1_held;
        for (double t = 5; t <= 5000; t *= 1.1) {
            double l = agree_loss(family, ws, t, 0, NULL);
            if (l < best_l)
                best_l = l, agree_temp = t;
        }
        double l = agree_loss(family, ws, agree_temp, 0, &top1);
        double lh = agree_loss(family, ws, agree_temp, 1, &top1_held);
        fprintf(stderr,
                "agreement: %zu positions, %zu candidates; at temperature %.0f the start's loss "
                "%.4f (first %.1f%%), held out %.4f (first %.1f%%)\n",
                nagrees, nchildren, agree_temp, l, 100 * top1, lh, 100 * top1_held);
    }
    /* a residual change is written out at the engine's scale, so only
     * the evaluation it adds to is scaled; the sum written still spreads
     * wider than the weights in use (about twice, in session 24's renju
     * fits), hence TUNE_KEEP_SCALE below */
    if (residual)
        base_scale = best_scale;
    else
        for (int k = 0; k < NP; k++)
            w[k] *= best_scale;
    memcpy(w0, w, sizeof w);
    /* the step shrinks from lr to a hundredth of it: at a constant
     * step Adam's last epochs jumped about (a loss 2% above its best
     * was what got written) */
    const double lr0 = 0.5, b1 = 0.9, b2 = 0.999;
    const double reg = getenv("TUNE_REG") ? atof(getenv("TUNE_REG")) : 1e-5;
    const int epochs = getenv("TUNE_EPOCHS") ? atoi(getenv("TUNE_EPOCHS")) : 1500;
    for (int e = 1; e <= epochs; e++) {
        const double lr = lr0 * pow(0.01, (double)(e - 1) / (epochs > 1 ? epochs - 1 : 1));
        memset(grad, 0, sizeof grad);
        size_t n = 0;
        for (size_t i = 0; i < nsamples; i++) {
            if (samples[i].held)
                continue;
            const sample *x = &samples[i];
            double z = predict(family, w, x) / SCALE;
            double p = 1.0 / (1.0 + exp(-z));
            gradient(family, x, (p - x->result) / SCALE, grad);
            n++;
        }
        if (agree_mu > 0) {
            memset(agrad, 0, sizeof agrad);
            agree_gradient(family, w, agrad);
        }
        for (int k = 0; k < NP; k++) {
            double gk = grad[k] / (double)n + agree_mu * agrad[k] +
                        (k < NSHAPEP ? reg : codes_reg) * (w[k] - w0[k]);
            m[k] = b1 * m[k] + (1 - b1) * gk;
            v[k] = b2 * v[k] + (1 - b2) * gk * gk;
            double mh = m[k] / (1 - pow(b1, e)), vh = v[k] / (1 - pow(b2, e));
            w[k] -= lr * mh / (sqrt(vh) + 1e-9);
        }
        if (e % 100 == 0) {
            fprintf(stderr, "step %4d  loss %.5f  held out %.5f", e, loss_of(family, w, 1, 0),
                    loss_of(family, w, 1, 1));
            if (agree_mu > 0) {
                double top1, top1_held;
                double l = agree_loss(family, w, agree_temp, 0, &top1);
                double lh = agree_loss(family, w, agree_temp, 1, &top1_held);
                fprintf(stderr, "  agreement %.4f (first %.1f%%), held out %.4f (first %.1f%%)", l,
                        100 * top1, lh, 100 * top1_held);
            }
            fprintf(stderr, "\n");
        }
    }
    /* what a residual change is written at: the weights in use plus
     * the change, in the engine's units; keep_k rescales the sum */
    double keep_k = 1;
    if (residual) {
        double in_use = spread_of_base(), written = spread_of(family, w) / base_scale;
        fprintf(stderr, "the written weights' spread is %.2f times the weights in use's\n",
                written / in_use);
        if (getenv("TUNE_KEEP_SCALE")) {
            keep_k = in_use / written;
            fprintf(stderr, "kept the weights in use's spread: scaled by %.3f\n", keep_k);
        }
    } else if (getenv("TUNE_KEEP_SCALE")) {
        /* the search's margins are in evaluation units: written at the
         * spread the weights in use have, the fit changes what is
         * worth more than what, not how far apart the values lie */
        double k = start_spread / spread_of(family, w);
        for (int i = 0; i < NP; i++)
            w[i] *= k;
        fprintf(stderr, "kept the start's spread: scaled by %.3f\n", k);
    }
    FILE *o = games_inc_open(out, "tune_eval", nsamples);
    if (!o)
        return fit_done(s, 1);
    fprintf(o, "{\n    .weight = {\n");
    for (int c = 0; c < 2; c++) {
        fprintf(o, "        {");
        for (int k = 0; k < PCODES; k++) {
            float f[NSHAPE] = {0};
            shape_features(k, 1.0f, f);
            double x = 0;
            for (int i = 0; i < NSHAPE; i++)
                x += f[i] * w[shape_param(family, c, i)];
            x += w[code_param(family, c, k)];
            if (residual)
                x = keep_k * (eval_weights(family, c + 1)[k] + x / base_scale);
            long r = lround(x);
            r = r > 20000 ? 20000 : r < -20000 ? -20000 : r;
            fprintf(o, "%s%ld", k == 0 ? "\n         " : k % 16 ? ", " : ",\n         ", r);
        }
        fprintf(o, "},\n");
    }
    fprintf(o, "    },\n    .threat = {\n");
    for (int c = 0; c < 2; c++) {
        fprintf(o, "        {");
        for (int k = 0; k < THREAT_MASKS; k++) {
            double x = threat_of(&w[threat_param(family, c, 0)], k);
            if (residual)
                x = keep_k * (eval_threat_value(family, c + 1, k) + x / base_scale);
            long r = lround(x);
            r = r > 20000 ? 20000 : r < -20000 ? -20000 : r;
            fprintf(o, "%s%ld", k == 0 ? "\n         " : k % 16 ? ", " : ",\n         ", r);
        }
        fprintf(o, "},\n");
    }
    fprintf(o, "    },\n}\n");
    fclose(o);
    /* the numbers themselves, for people */
    for (int c = 0; c < (family == FAM_RENJU ? 2 : 1); c++) {
        fprintf(stderr, "%s line kinds%s:", c ? "white" : family == FAM_RENJU ? "black" : "all",
                residual ? " (the change)" : "");
        for (int k = 0; k < KINDS; k++)
            fprintf(stderr, " %.0f", w[shape_param(family, c, k)]);
        fprintf(stderr, "\n");
    }
    return fit_done(s, 0);
}

int main(int argc, char **argv)
{
    if (argc >= 7 && strcmp(argv[1], "play") == 0)
        return play(games_family(argv[2], "tune_eval"), atoi(argv[3]), strtoull(argv[4], NULL, 10),
                    (unsigned)atoi(argv[5]), argv[6]);
    if (argc >= 5 && strcmp(argv[1], "fit") == 0)
        return fit(games_family(argv[2], "tune_eval"), argv[3], argc - 4, argv + 4);
    fprintf(stderr, "usage: tune_eval play FAMILY GAMES NODES SEED OPENINGS\n"
                    "       tune_eval fit FAMILY OUT.inc GAMES.txt...\n");
    return 2;
}
