/* search.c - principal variation search with iterative deepening (see
 * search.h).
 *
 * The shape is the one strong chess and gomoku engines share: aspiration
 * windows at the root; at every node a quick check for wins the board
 * already holds (a five, an open four, a four-three or double three the
 * opponent cannot answer with a four), the transposition table, razoring
 * into the quiescence search, futility pruning, internal iterative
 * reductions; then the moves the opponent's threats leave (order.c), with
 * move-count pruning, a singular extension for the table's move, an
 * extension for the reply to a four, and late-move reductions steered by
 * the history of cut-offs.  The quiescence search is a VCF: the side to
 * move may stand on its evaluation or play fours, the opponent's only
 * answers being the blocks.  Depths are in sixteenths of a ply. */
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "book.h"
#include "search.h"
#include "smp.h"

#define ROOT_VCF_DEPTH 20
#define ROOT_VCT_DEPTH 7
#define THREAT_CACHE_BITS 16
#define VCF_NODES 200000

/* Fixed shapes of the search; the tunable numbers are in params.h. */
#define ASPIRATION_DEPTH 5
#define IIR_PV (PLY / 4)
#define IIR_TT_MAX (PLY * 3)
#define LMR_EXTRA_MAX (PLY * 5)
#define SE_TT_DEPTH (PLY * 2)
#define SE_EXTRA_MAX (PLY * 10)
#define SE_FAIL_HIGH (PLY * 3 / 2)
#define MOVE_PASS (-2) /* a frame's move when its side passed (null move) */

#define P(name) (s->lim.param[PARAM_##name])

/* ln i in PLY units, rounded: the late-move reductions grow with the
 * logarithms of the depth and of the move's place. */
static int16_t log_table[MAX_MOVES + 1];
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static void init_tables(void)
{
    log_table[0] = 0;
    for (int i = 1; i <= MAX_MOVES; i++)
        log_table[i] = (int16_t)lround(PLY * log((double)i));
}

/* A family's share of the reductions, percent: exact-five and renju
 * games have fewer quiet moves worth leaving. */
static const int lmr_family[FAM_COUNT] = {100, 80, 80, 75};

static int reduction(const search *s, int depth, int move_count)
{
    int d = depth / PLY;
    d = d < 1 ? 1 : d > MAX_MOVES ? MAX_MOVES : d;
    int m = move_count > MAX_MOVES ? MAX_MOVES : move_count;
    int f = lmr_family[s->b.family] * P(lmr_scale) / 100;
    /* (f/100)^2 * ln d * ln m, in PLY units */
    return (int)((long)log_table[d] * log_table[m] / PLY * f / 100 * f / 100);
}

/* ---------------------------------------------------------- margins */

/* What a pruning's margin function returns where that pruning is not
 * tried.  It cannot be a huge margin: an evaluation of -EVAL_MAX plus
 * SCORE_INF still falls below a mate-score alpha, and a large evaluation
 * still reaches beta plus SCORE_INF when beta is far below zero. */
#define NO_MARGIN (-1)

/* The razoring margin at depth d, or NO_MARGIN (too deep). */
static int razor_margin(const search *s, int d)
{
    if (d >= P(razor_depth))
        return NO_MARGIN;
    int m = P(razor_base) + P(razor_ply) * d / PLY;
    return s->b.family == FAM_RENJU ? m * P(razor_renju) / 100 : m;
}

static int futility_margin(const search *s, int d, int no_tt_cut, int improving)
{
    int a_ply = s->b.family == FAM_RENJU ? P(futility_renju) : P(futility);
    int m = (a_ply - a_ply / 5 * no_tt_cut) * (d - improving * PLY) / PLY;
    return m > 0 ? m : 0;
}

static int futility_moves(const search *s, int d, int improving)
{
    int i = d / PLY;
    i = i < 0 ? 0 : i;
    int mc = P(moves_base) + i + i * i * P(moves_square) / 100;
    return mc / (2 - improving);
}

/* Null-move pruning, by family: from what depth, the margin over beta
 * the static evaluation needs there (shrinking with depth down to a
 * floor), and the reduction (a base in plies plus a share of the depth).
 * A pass is far worse in five-in-a-row than in chess, so only a position
 * far above beta at a deep node is tried.  The numbers start from
 * Rapfi's (their units are close to ours) and were not tuned here. */
static const struct {
    int depth;                /* tried from this depth (sixteenths) */
    int base, per_ply, most;  /* margin: base less per_ply a ply, at most most less */
    int r_base, r_permille;   /* reduction: r_base + depth * r_permille / 1000 */
} null_family[FAM_COUNT] = {
    [FAM_FREESTYLE] = {10 * PLY, 585, 28, 315, PLY * 367 / 100, 135},
    [FAM_EXACT] = {11 * PLY, 538, 28, 345, PLY * 407 / 100, 134},
    [FAM_CARO] = {11 * PLY, 538, 28, 345, PLY * 407 / 100, 134},
    [FAM_RENJU] = {8 * PLY, 624, 28, 230, PLY * 429 / 100, 170},
};

/* The margin a null move needs at depth d, or NO_MARGIN (turned off,
 * or too shallow). */
static int null_margin(const search *s, int d)
{
    int f = s->b.family;
    if (!P(null_move) || d < null_family[f].depth)
        return NO_MARGIN;
    int shrink = null_family[f].per_ply * d / PLY;
    if (shrink > null_family[f].most)
        shrink = null_family[f].most;
    return (null_family[f].base - shrink) * P(null_margin) / 100;
}

static int null_reduction(const search *s, int d)
{
    int f = s->b.family;
    return null_family[f].r_base + null_family[f].r_permille * d / 1000;
}

static int singular_margin(const search *s, int d, int former_pv)
{
    return (P(se_margin) + 100 * former_pv) * d / (100 * PLY);
}

static int fail_high_margin(const search *s, int d, int opp4)
{
    return P(fail_high) * d / PLY + 5 * P(fail_high) * opp4;
}

static int qvcf_margin(const search *s, int qd)
{
    int m = P(qvcf_margin) + P(qvcf_margin) * qd / 32;
    return m > P(qvcf_margin) / 3 ? m : P(qvcf_margin) / 3;
}

static int stat_bonus(int d)
{
    int b = 24 * d * d / (PLY * PLY) + 100 * d / PLY - 150;
    return b > 9000 ? 9000 : b;
}

static void hist_add(int16_t *h, int bonus)
{
    int v = *h;
    v += bonus - v * (bonus < 0 ? -bonus : bonus) / HIST_MAX;
    *h = (int16_t)v;
}

/* ------------------------------------------------------------- setup */

int search_init(search *s, int colour, const search_limits *lim, int tt_mb)
{
    pthread_once(&tables_once, init_tables);
    s->root_colour = colour;
    s->lim = *lim;
    if (!lim->has_params)
        params_default(s->lim.param);
    s->nodes = 0;
    memset(s->hist, 0, sizeof s->hist);
    memset(s->counter, 0xFF, sizeof s->counter);
    memset(s->mark, 0, sizeof s->mark);
    s->mark_gen = 0;
    memset(s->root_ok, 1, sizeof s->root_ok);
    /* the path is read before any search walks it (offers order the
     * root's moves straight after init): no move, no killers */
    for (size_t i = 0; i < sizeof s->stack / sizeof s->stack[0]; i++) {
        memset(&s->stack[i], 0, sizeof s->stack[i]);
        s->stack[i].move = -1;
        s->stack[i].skip = -1;
        s->stack[i].killer[0] = s->stack[i].killer[1] = -1;
    }
    s->threat_mask = (1u << THREAT_CACHE_BITS) - 1;
    s->threat_cache = calloc((size_t)1 << THREAT_CACHE_BITS, sizeof *s->threat_cache);
    if (!s->threat_cache)
        return -1;
    /* a search with a fixed depth or node budget must repeat exactly:
     * it starts from an empty table */
    int reuse = lim->max_depth == 0 && lim->max_nodes == 0;
    if (tt_acquire(&s->table, tt_mb, reuse) != 0) {
        free(s->threat_cache);
        s->threat_cache = NULL;
        return -1;
    }
    s->progress = NULL;
    s->user = NULL;
    s->tick = NULL;
    s->live = NULL;
    s->smp = NULL;
    s->thread_id = 0;
    return 0;
}

#define TICK_MS 200

void search_tick_report(search *s)
{
    int64_t now = clock_now();
    if (!s->live || now < s->next_tick)
        return;
    s->next_tick = now + TICK_MS * 1000000LL;
    s->live->nodes = s->nodes + smp_helper_nodes(s->smp);
    s->live->ms = clock_elapsed_ms(&s->clock);
    s->tick(s->user, s->live);
}

void search_free(search *s)
{
    if (s->table.slots)
        tt_release(&s->table);
    free(s->threat_cache);
    s->threat_cache = NULL;
}

static int to_tt(int score, int ply)
{
    if (score_is_win(score))
        return score + ply;
    if (score_is_loss(score))
        return score - ply;
    return score;
}

static int from_tt(int score, int ply)
{
    if (score_is_win(score))
        return score - ply;
    if (score_is_loss(score))
        return score + ply;
    return score;
}

static inline frame *at(search *s, int ply)
{
    return &s->stack[ply + 4];
}

/* pv of ply = move followed by the pv of ply + 1. */
static void pv_set(search *s, int ply, int move, int with_child)
{
    line *l = &at(s, ply)->pv;
    l->n = 1;
    l->move[0] = (int16_t)move;
    if (with_child && ply + 1 < MAX_PLY) {
        const line *c = &at(s, ply + 1)->pv;
        for (int i = 0; i < c->n && l->n < MAX_PLY; i++)
            l->move[l->n++] = c->move[i];
    }
}

static int distance(int a, int b)
{
    if (a < 0 || b < 0)
        return -1;
    int dx = board_x(a) - board_x(b), dy = board_y(a) - board_y(b);
    dx = dx < 0 ? -dx : dx;
    dy = dy < 0 ? -dy : dy;
    return dx > dy ? dx : dy;
}

static uint64_t skip_key(int move)
{
    uint64_t z = (uint64_t)(move + 1) * 0x9E3779B97F4A7C15ULL;
    return z ^ (z >> 29);
}

static int renju_black(const board *b, int colour)
{
    return b->family == FAM_RENJU && colour == CELL_BLACK;
}

/* -------------------------------------------------------- quick wins */

/* Whether the opponent's forced block of colour's four-three at q makes
 * a four of its own (and so may go on fighting). */
static int four_three_defended(search *s, int q, int colour)
{
    board *b = &s->b;
    int opp = other(colour);
    if (renju_black(b, opp)) {
        /* black's block may be forbidden: ask the judge on the board */
        board_make(b, q, colour);
        int16_t blk[1];
        int defended = 1;
        if (board_cells_of(b->five[colour], blk, 1)) {
            const combo *k = board_combo(b, blk[0], opp);
            defended = k->fours > 0 && !board_foul(b, blk[0], opp);
        }
        board_unmake(b);
        return defended;
    }
    for (int d = 0; d < 4; d++) {
        if (PAT_CLASS(board_pat(b, q, d, colour)) != PAT_B4)
            continue;
        int step = board_step[d];
        for (int k = -4; k <= 4; k++) {
            int p = q + k * step;
            if (!k || b->cell[p] != CELL_EMPTY)
                continue;
            uint32_t ix = b->pt[p].line[d] + (uint32_t)(colour * pattern_index_step(-k));
            if (PAT_CLASS(pattern_at(b->table, colour, ix)) != PAT_FIVE)
                continue;
            /* p is the block: the defender's lines there, q now ours */
            uint8_t pats[4];
            int shift = opp == CELL_BLACK ? 0 : 8;
            for (int i = 0; i < 4; i++)
                pats[i] = (uint8_t)(b->pt[p].pat[i] >> shift);
            pats[d] = pattern_at(b->table, opp, ix);
            return board_combos[board_pcode_of(pats)].fours > 0;
        }
    }
    return 1;
}

/* A win or loss the board already holds for colour to move, or 0.  A
 * four-three or double three wins when the opponent has no four to answer
 * with, or (a four-three) when the forced block makes none. */
static int quick_win(search *s, int colour, int ply, int beta)
{
    board *b = &s->b;
    int opp = other(colour);
    int16_t cells[MAX_MOVES];
    if (board_cells_of(b->five[colour], cells, 1)) {
        pv_set(s, ply, cells[0], 0);
        return SCORE_WIN - (ply + 1);
    }
    int n = board_cells_of(b->five[opp], cells, 2);
    if (n >= 2 || (n == 1 && board_foul(b, cells[0], colour)))
        return -(SCORE_WIN - (ply + 2));
    if (n == 1)
        return 0;
    int win;
    if (search_winning_point(s, colour, &win)) {
        pv_set(s, ply, win, 0);
        return SCORE_WIN - (ply + 3);
    }
    if (SCORE_WIN - (ply + 5) < beta)
        return 0;
    const int16_t *lc = b->level_count[colour];
    if (lc[LV_43] + lc[LV_33] == 0)
        return 0;
    if (renju_black(b, colour)) {
        /* black's double threes are suspects, never counted at LV_33;
         * a four-three wins when its three is real and the block makes
         * white no four (both seen by playing it out) */
        n = board_cells_of(b->four[colour], cells, MAX_MOVES);
        for (int i = 0; i < n; i++)
            if (b->pt[cells[i]].level[colour] == LV_43 &&
                search_renju_four_three(s, cells[i]) == 2) {
                pv_set(s, ply, cells[i], 0);
                return SCORE_WIN - (ply + 5);
            }
        return 0;
    }
    int opp_fours = !board_set_empty(b->four[opp]);
    n = board_cells_of(b->four[colour], cells, MAX_MOVES);
    n += board_cells_of(b->three[colour], cells + n, MAX_MOVES - n);
    for (int i = 0; i < n; i++) {
        int q = cells[i], lv = b->pt[q].level[colour];
        if (lv != LV_43 && lv != LV_33)
            continue;
        if (!opp_fours) {
            pv_set(s, ply, q, 0);
            return SCORE_WIN - (ply + 5);
        }
        if (lv != LV_43)
            continue;
        int defended = four_three_defended(s, q, colour);
        if (!defended) {
            pv_set(s, ply, q, 0);
            return SCORE_WIN - (ply + 5);
        }
    }
    return 0;
}

/* -------------------------------------------------------- quiescence */

static int qsearch(search *s, int colour, int alpha, int beta, int ply, int qd, int pv_node);

/* colour faces a four of the opponent's (or nothing: then its
 * evaluation): the block is forced. */
static int qdefend(search *s, int colour, int alpha, int beta, int ply, int qd, int pv_node)
{
    board *b = &s->b;
    int opp = other(colour);
    int16_t cells[2];
    at(s, ply)->pv.n = 0;
    if (board_cells_of(b->five[colour], cells, 1)) {
        pv_set(s, ply, cells[0], 0);
        return SCORE_WIN - (ply + 1); /* our own five comes first */
    }
    int n = board_cells_of(b->five[opp], cells, 2);
    if (n == 0)
        return evaluate(b, colour);
    if (search_tick(s))
        return 0;
    if (n >= 2 || board_foul(b, cells[0], colour))
        return -(SCORE_WIN - (ply + 2));
    if (ply >= MAX_PLY - 4)
        return evaluate(b, colour);
    frame *ss = at(s, ply);
    ss->move = cells[0];
    ss->lv_self = b->pt[cells[0]].level[colour];
    ss->lv_opp = b->pt[cells[0]].level[opp];
    tt_prefetch(&s->table, board_key_after(b, cells[0], colour, opp));
    board_make(b, cells[0], colour);
    int v = -qsearch(s, opp, -beta, -alpha, ply + 1, qd, pv_node);
    board_unmake(b);
    if (pv_node)
        pv_set(s, ply, cells[0], 1);
    return v;
}

static int qsearch(search *s, int colour, int alpha, int beta, int ply, int qd, int pv_node)
{
    board *b = &s->b;
    int opp = other(colour);
    frame *ss = at(s, ply);
    ss->pv.n = 0;
    if (search_tick(s))
        return 0;
    if (ply > s->sel_depth)
        s->sel_depth = ply;
    if (b->nstones >= b->width * b->height)
        return 0;
    if (ply >= MAX_PLY - 4)
        return evaluate(b, colour);
    int v = quick_win(s, colour, ply, beta);
    if (v)
        return v;
    if (alpha < -(SCORE_WIN - ply))
        alpha = -(SCORE_WIN - ply);
    if (beta > SCORE_WIN - (ply + 1))
        beta = SCORE_WIN - (ply + 1);
    if (alpha >= beta)
        return alpha;

    uint64_t key = board_key(b, colour);
    tt_entry e;
    int hit = tt_probe(&s->table, key, &e), tt_move = -1, tt_score = 0;
    if (hit) {
        tt_move = e.move;
        tt_score = from_tt(e.score, ply);
        if (e.bound != TT_NONE && !pv_node) {
            if ((e.bound & TT_LOWER) && tt_score > alpha)
                alpha = tt_score;
            if ((e.bound & TT_UPPER) && tt_score < beta)
                beta = tt_score;
            if (alpha >= beta)
                return tt_score;
        }
    }
    int five_block = !board_set_empty(b->five[opp]);
    int best, alpha0 = alpha;
    if (hit && e.eval != -32768) {
        ss->static_eval = e.eval;
        best = e.eval;
        if (e.bound != TT_NONE && (e.bound & (tt_score > best ? TT_LOWER : TT_UPPER)))
            best = tt_score;
    } else {
        ss->static_eval = best = evaluate(b, colour);
    }
    if (five_block) {
        best = -SCORE_INF; /* no standing pat: the block is forced */
    } else {
        if (best >= beta) {
            if (!hit)
                tt_store(&s->table, key, -1, to_tt(best, ply), ss->static_eval, TT_LOWER, -1, 0);
            return best;
        }
        if (pv_node && best > alpha)
            alpha = best;
        if (!pv_node && best + qvcf_margin(s, qd) < alpha)
            return alpha;
    }

    movelist ml;
    if (five_block) {
        int16_t cells[1];
        board_cells_of(b->five[opp], cells, 1);
        ml.n = 1;
        ml.move[0] = cells[0];
        ml.score[0] = 0;
        ml.level[0] = b->pt[cells[0]].level[colour];
    } else {
        /* fours near our own last stone; plain fours only at first or
         * after two strong ones */
        int last = ply >= 2 ? at(s, ply - 2)->move : -1;
        int combos = qd < -1 && !(at(s, ply - 2)->lv_self >= LV_B4PLUS &&
                                  at(s, ply - 4)->lv_self >= LV_B4PLUS);
        order_fours(s, colour, last, combos, &ml);
        for (int i = 0; i < ml.n; i++)
            if (ml.move[i] == tt_move)
                ml.score[i] = 1 << 30;
    }
    int best_move = -1;
    for (int i = 0; i < ml.n; i++) {
        order_pick(&ml, i);
        int m = ml.move[i];
        ss->move = (int16_t)m;
        ss->lv_self = ml.level[i];
        ss->lv_opp = b->pt[m].level[opp];
        board_make(b, m, colour);
        v = -qdefend(s, opp, -beta, -alpha, ply + 1, qd - 1, pv_node);
        board_unmake(b);
        if (s->clock.stopped)
            return 0;
        if (v > best) {
            best = v;
            if (v > alpha) {
                best_move = m;
                if (pv_node)
                    pv_set(s, ply, m, 1);
                if (pv_node && v < beta)
                    alpha = v;
                else
                    break;
            }
        }
    }
    if (best == -SCORE_INF)
        best = -(SCORE_WIN - (ply + 2)); /* the block was forbidden */
    int bound = best >= beta ? TT_LOWER : pv_node && best > alpha0 ? TT_EXACT : TT_UPPER;
    tt_store(&s->table, key, -1, to_tt(best, ply), ss->static_eval, bound, best_move, pv_node);
    return best;
}

/* ------------------------------------------------------------ history */

struct tried {
    int nattack, nquiet;
    int16_t attack[64], quiet[64];
};

static void update_stats(search *s, int colour, int ply, int depth, int best_move, int opp4,
                         int opp5, const struct tried *t)
{
    board *b = &s->b;
    frame *ss = at(s, ply);
    int bonus = stat_bonus(depth), lv = board_combo(b, best_move, colour)->level;
    if (lv >= LV_F3) {
        hist_add(&s->hist[colour][best_move][HIST_ATTACK], bonus);
    } else if (!opp4) {
        hist_add(&s->hist[colour][best_move][HIST_QUIET], bonus);
        if (ss->killer[0] != best_move) {
            ss->killer[1] = ss->killer[0];
            ss->killer[0] = (int16_t)best_move;
        }
        for (int i = 0; i < t->nquiet; i++)
            hist_add(&s->hist[colour][t->quiet[i]][HIST_QUIET], -bonus);
    }
    for (int i = 0; i < t->nattack; i++)
        hist_add(&s->hist[colour][t->attack[i]][HIST_ATTACK], -bonus);
    int last = ply > 0 ? at(s, ply - 1)->move : -1;
    if (!opp5 && last >= 0)
        s->counter[other(colour)][last] = (int16_t)best_move;
}

/* ------------------------------------------------------------ the search */

static int pvs(search *s, int colour, int alpha, int beta, int depth, int ply, int pv_node,
               int cut_node)
{
    board *b = &s->b;
    int opp = other(colour);
    frame *ss = at(s, ply);
    int opp5 = !board_set_empty(b->five[opp]);
    if (depth <= 0)
        return opp5 ? qdefend(s, colour, alpha, beta, ply, 0, pv_node)
                    : qsearch(s, colour, alpha, beta, ply, 0, pv_node);
    ss->pv.n = 0;
    if (search_tick(s))
        return 0;
    if (pv_node && ply > s->sel_depth)
        s->sel_depth = ply;
    if (b->nstones >= b->width * b->height)
        return 0;
    if (ply >= MAX_PLY - 6)
        return evaluate(b, colour);
    int v = quick_win(s, colour, ply, beta);
    if (v)
        return v;
    if (alpha < -(SCORE_WIN - ply))
        alpha = -(SCORE_WIN - ply);
    if (beta > SCORE_WIN - (ply + 1))
        beta = SCORE_WIN - (ply + 1);
    if (alpha >= beta)
        return alpha;
    at(s, ply + 2)->stat_score = 0;
    at(s, ply + 2)->killer[0] = at(s, ply + 2)->killer[1] = -1;
    at(s, ply + 1)->skip = -1;

    int skip = ss->skip;
    uint64_t key = board_key(b, colour) ^ (skip >= 0 ? skip_key(skip) : 0);
    tt_entry e;
    int hit = tt_probe(&s->table, key, &e);
    int tt_move = -1, tt_score = 0, tt_depth = -1, tt_bound = TT_NONE;
    if (hit) {
        tt_move = e.move;
        tt_score = from_tt(e.score, ply);
        tt_depth = e.depth * (PLY / 2);
        tt_bound = e.bound;
    }
    if (skip < 0)
        ss->tt_pv = (uint8_t)(pv_node || (hit && e.pv));
    at(s, ply + 1)->tt_pv = 0;
    if (!pv_node && hit && tt_bound != TT_NONE && tt_depth >= depth &&
        (tt_bound & (tt_score >= beta ? TT_LOWER : TT_UPPER)))
        return tt_score;

    int opp4 = opp5 || search_winning_point(s, opp, NULL);
    int eval = -SCORE_INF, improvement = 0;
    if (opp4) {
        ss->static_eval = -at(s, ply - 1)->static_eval;
        eval = ss->static_eval;
    } else {
        if (hit && e.eval != -32768) {
            ss->static_eval = eval = e.eval;
            if (tt_bound != TT_NONE && (tt_bound & (tt_score > eval ? TT_LOWER : TT_UPPER)))
                eval = tt_score;
        } else {
            ss->static_eval = eval = evaluate(b, colour);
            if (skip < 0 && !hit)
                tt_store(&s->table, key, -1, 0, eval, TT_NONE, -1, ss->tt_pv);
        }
        improvement = ss->static_eval - at(s, ply - 2)->static_eval;
    }
    int improving = improvement > 0;

    if (!opp4 && skip < 0) {
        /* razoring: hopeless here unless a VCF finds more */
        int razor = razor_margin(s, depth);
        if (razor != NO_MARGIN && !pv_node && (alpha < SCORE_WON || !hit) && eval + razor < alpha)
            return qsearch(s, colour, alpha, alpha + 1, ply, 0, 0);
        /* futility: far above beta, and not under a run of attacks */
        if (!pv_node && eval < SCORE_WON && beta > -SCORE_WON &&
            eval - futility_margin(s, depth - PLY, cut_node && !hit, improving) >= beta &&
            !(at(s, ply - 2)->lv_self >= LV_B4 && at(s, ply - 4)->lv_self >= LV_B4))
            return eval;
        /* null move: even passing, the opponent (with no four or winning
         * threat to make) cannot bring a shallower search below beta.
         * Never two passes in a row, and never where beta is a mate
         * score, whose proof a pass cannot give. */
        int margin = null_margin(s, depth);
        if (margin != NO_MARGIN && !pv_node && eval >= beta && beta < SCORE_WON && beta > -SCORE_WON &&
            at(s, ply - 1)->move != MOVE_PASS && ss->static_eval >= beta + margin) {
            ss->move = MOVE_PASS;
            ss->lv_self = ss->lv_opp = LV_NONE;
            ss->extra_ext = at(s, ply - 1)->extra_ext;
            v = -pvs(s, opp, -beta, -beta + 1, depth - null_reduction(s, depth), ply + 1, 0,
                     !cut_node);
            if (s->clock.stopped)
                return 0;
            if (v >= beta)
                return v >= SCORE_WON ? beta : v;
        }
    }
    if (!opp5) {
        if (pv_node && tt_move < 0)
            depth -= IIR_PV;
        if (pv_node && depth > PLY && tt_move >= 0) {
            int r = (depth - tt_depth) / 4;
            depth -= r < 0 ? 0 : r > IIR_TT_MAX ? IIR_TT_MAX : r;
        }
        if (depth <= 0)
            return qsearch(s, colour, alpha, beta, ply, 0, pv_node);
    }

    movelist ml;
    int mode;
    order_gen(s, colour, ply, tt_move, 0, &ml, &mode);
    if (ml.n == 0) {
        if (mode == GEN_FIVE)
            return -(SCORE_WIN - (ply + 2));
        if (mode == GEN_FOUR)
            return -(SCORE_WIN - (ply + 4));
        return 0;
    }
    int likely_fail_high = !pv_node && cut_node && eval >= beta + fail_high_margin(s, depth, opp4);
    int best = -SCORE_INF, best_move = -1, move_count = 0, alpha0 = alpha;
    struct tried tried = {0, 0, {0}, {0}};
    int last_opp = at(s, ply - 1)->move, last_self = at(s, ply - 2)->move;
    int threats_only = 0;
    for (int i = 0; i < ml.n; i++) {
        if (!threats_only)
            order_pick(&ml, i);
        int m = ml.move[i];
        if (m == skip)
            continue;
        move_count++;
        ss->move_count = move_count;
        int lv_self = b->pt[m].level[colour], lv_opp = b->pt[m].level[opp];
        int false_foul = b->family == FAM_RENJU && b->pt[m].level[CELL_BLACK] == LV_FORBID;
        int important = lv_self >= LV_F2X2 || lv_opp >= LV_F3 || false_foul;
        int trivial = lv_self == LV_NONE && lv_opp == LV_NONE;
        int dist_opp = distance(m, last_opp), dist_self = distance(m, last_self);
        int distract = dist_self > (b->family == FAM_RENJU ? 5 : 4) && dist_opp > 4;

        if (best > -SCORE_WON) {
            if (threats_only || move_count >= futility_moves(s, depth, improving)) {
                if (!P(moves_threat))
                    break; /* (the count only grows) */
                threats_only = 1; /* the rest need no order: few are searched */
                /* 1 keeps our fours and open threes, blocks of the
                 * opponent's open threes and black's suspect points in
                 * renju; 2 also our double twos and closed threes with more */
                int threat = P(moves_threat) >= 2
                                 ? important
                                 : lv_self >= LV_F3 || lv_opp >= LV_F3 || false_foul;
                if (!threat)
                    continue;
            }
            if (trivial && depth < P(trivial_depth))
                continue;
            if (opp4 && depth < P(trivial_depth) && lv_opp < LV_B4 && distract)
                continue;
        }

        int ext = 0;
        if (opp5) {
            ext = P(five_ext);
        } else if (depth >= P(se_depth) && m == tt_move && skip < 0 && !score_is_mate(tt_score) &&
                   (tt_bound & TT_LOWER) && tt_depth >= depth - SE_TT_DEPTH) {
            int former_pv = !pv_node && ss->tt_pv;
            int sbeta = tt_score - singular_margin(s, depth, former_pv);
            if (sbeta < -SCORE_WIN)
                sbeta = -SCORE_WIN;
            ss->skip = (int16_t)m;
            v = pvs(s, colour, sbeta - 1, sbeta, depth - depth * 54 / 100 + former_pv * PLY, ply,
                    0, cut_node);
            ss->skip = -1;
            if (s->clock.stopped)
                return 0;
            if (v < sbeta) {
                int dmargin = P(se_double);
                ext = (!pv_node && v < sbeta - dmargin && ss->extra_ext < SE_EXTRA_MAX) ? 2 * PLY
                                                                                        : PLY;
            } else if (sbeta >= beta) {
                return beta;
            } else if (tt_score >= beta) {
                ext = -SE_FAIL_HIGH;
            }
        } else if (m == tt_move) {
            ext = pv_node ? P(tt_ext) : P(tt_ext) / 4;
            if (lv_self >= LV_B4 && dist_self >= 0 && dist_self <= 4)
                ext += P(four_ext);
        }
        if (likely_fail_high) {
            if (lv_self >= LV_B4) {
                if (at(s, ply - 2)->lv_self >= LV_B4)
                    ext += PLY;
            } else {
                ext -= PLY;
            }
        }
        int new_depth = depth - PLY + ext;
        ss->move = (int16_t)m;
        ss->lv_self = (uint8_t)lv_self;
        ss->lv_opp = (uint8_t)lv_opp;
        ss->extra_ext = at(s, ply - 1)->extra_ext + (ext > PLY ? ext - PLY : 0);

        tt_prefetch(&s->table, board_key_after(b, m, colour, opp));
        board_make(b, m, colour);
        if (depth >= 2 * PLY && move_count > 1) {
            int r = reduction(s, depth, move_count);
            if (pv_node) {
                r -= (beta - alpha) * PLY / (s->root_delta > 0 ? s->root_delta : 1);
                if (r < 0)
                    r = 0;
            } else if (improvement <= 0 && r > PLY) {
                r += PLY;
            }
            if (ss->tt_pv)
                r -= P(lmr_ttpv);
            if ((ply & 1) && best >= -s->root_alpha)
                r += PLY;
            int killer = ss->killer[0] == m || ss->killer[1] == m;
            if (cut_node && !(!opp4 && killer && lv_self < LV_F3))
                r += P(lmr_cut);
            if (opp4 && lv_opp < LV_B4) {
                r += dist_opp > 4 ? P(lmr_useless) : 0;
                r += dist_self > 4 ? P(lmr_useless) / 2 : 0;
            }
            if (!opp4 && at(s, ply - 2)->lv_self >= LV_F3 &&
                (lv_self >= LV_F3 || (dist_self >= 0 && dist_self <= 4 && lv_self >= LV_F2X2)))
                r -= P(lmr_attack);
            if (false_foul)
                r -= PLY;
            ss->stat_score = s->hist[colour][m][HIST_ATTACK] +
                             s->hist[colour][m][HIST_QUIET] * 3 / 4 - 3000;
            r -= ss->stat_score * PLY / (P(lmr_history) + P(lmr_history) / 3 * (depth > PLY * 5));
            int d = new_depth - r;
            if (d > new_depth + PLY)
                d = new_depth + PLY;
            if (d < PLY)
                d = PLY;
            v = -pvs(s, opp, -(alpha + 1), -alpha, d, ply + 1, 0, 1);
            if (v > alpha && d < new_depth && !s->clock.stopped) {
                int deeper = v > alpha + 30 + 10 * (new_depth - d) / PLY;
                int deepest = v > alpha + 300 + 25 * (new_depth - d) / PLY;
                int shallower = v < best + new_depth / PLY;
                int x = deeper + deepest - shallower;
                if (ss->extra_ext >= LMR_EXTRA_MAX && x > 1)
                    x = 1;
                else if (x > 1)
                    ss->extra_ext += (x - 1) * PLY;
                new_depth += x * PLY;
                if (d < new_depth)
                    v = -pvs(s, opp, -(alpha + 1), -alpha, new_depth, ply + 1, 0, !cut_node);
            }
        } else if (!pv_node || move_count > 1) {
            v = -pvs(s, opp, -(alpha + 1), -alpha, new_depth, ply + 1, 0, !cut_node);
        }
        if (pv_node && (move_count == 1 || (v > alpha && v < beta)) && !s->clock.stopped)
            v = -pvs(s, opp, -beta, -alpha, new_depth, ply + 1, 1, 0);
        board_unmake(b);
        if (s->clock.stopped)
            return 0;

        if (v > best) {
            best = v;
            if (v > alpha) {
                best_move = m;
                if (pv_node)
                    pv_set(s, ply, m, 1);
                if (v >= beta)
                    break;
                alpha = v;
                if (depth > 2 * PLY && depth < 12 * PLY && v < 2000 && v > -2000)
                    depth -= PLY;
            }
        }
        if (m != best_move) {
            if (lv_self >= LV_F3) {
                if (tried.nattack < 64)
                    tried.attack[tried.nattack++] = (int16_t)m;
            } else if (!opp4 && tried.nquiet < 64) {
                tried.quiet[tried.nquiet++] = (int16_t)m;
            }
        }
    }
    if (move_count == 0)
        best = skip >= 0 ? alpha : opp5 ? -(SCORE_WIN - (ply + 2)) : -(SCORE_WIN - (ply + 4));
    else if (best_move >= 0)
        update_stats(s, colour, ply, depth, best_move, opp4, opp5, &tried);

    if (best <= alpha0)
        ss->tt_pv = (uint8_t)(ss->tt_pv || (at(s, ply - 1)->tt_pv && depth > 3 * PLY));
    else if (depth > 3 * PLY)
        ss->tt_pv = (uint8_t)(ss->tt_pv && at(s, ply + 1)->tt_pv);
    if (skip < 0) {
        int bound = best >= beta ? TT_LOWER : pv_node && best_move >= 0 ? TT_EXACT : TT_UPPER;
        tt_store(&s->table, key, depth / (PLY / 2), to_tt(best, ply), ss->static_eval, bound,
                 best_move, ss->tt_pv);
    }
    return best;
}

/* ------------------------------------------------------------- root */

static void root_sort(root *rt)
{
    /* stable: a move keeps its place among equals */
    for (int i = 1; i < rt->n; i++) {
        root_move x = rt->m[i];
        int j = i;
        while (j > 0 && rt->m[j - 1].score < x.score) {
            rt->m[j] = rt->m[j - 1];
            j--;
        }
        rt->m[j] = x;
    }
}

static int root_search(search *s, root *rt, int alpha, int beta, int depth)
{
    board *b = &s->b;
    int colour = s->root_colour, opp = other(colour);
    frame *ss = at(s, 0);
    int best = -SCORE_INF;
    ss->pv.n = 0;
    at(s, 1)->skip = -1;
    at(s, 2)->killer[0] = at(s, 2)->killer[1] = -1;
    s->root_delta = beta - alpha;
    s->root_alpha = alpha;
    for (int i = 0; i < rt->n; i++) {
        int m = rt->m[i].move, v, mc = i + 1;
        ss->move = (int16_t)m;
        ss->lv_self = b->pt[m].level[colour];
        ss->lv_opp = b->pt[m].level[opp];
        ss->move_count = mc;
        int new_depth = depth - PLY;
        board_make(b, m, colour);
        if (depth >= 2 * PLY && mc > 2) {
            int r = reduction(s, depth, mc) - PLY; /* the root is a PV node */
            int hs = s->hist[colour][m][HIST_ATTACK] + s->hist[colour][m][HIST_QUIET] * 3 / 4 - 3000;
            r -= hs * PLY / (P(lmr_history) + P(lmr_history) / 3 * (depth > PLY * 5));
            int d = new_depth - (r > 0 ? r : 0);
            if (d < PLY)
                d = PLY;
            v = -pvs(s, opp, -(alpha + 1), -alpha, d, 1, 0, 1);
            if (v > alpha && d < new_depth && !s->clock.stopped)
                v = -pvs(s, opp, -(alpha + 1), -alpha, new_depth, 1, 0, 0);
        } else if (mc > 1) {
            v = -pvs(s, opp, -(alpha + 1), -alpha, new_depth, 1, 0, 1);
        } else {
            v = alpha + 1; /* the first move is searched with the full window */
        }
        if ((mc == 1 || v > alpha) && !s->clock.stopped)
            v = -pvs(s, opp, -beta, -alpha, new_depth, 1, 1, 0);
        board_unmake(b);
        if (s->clock.stopped)
            return best;
        root_move *r = &rt->m[i];
        if (mc == 1 || v > alpha) {
            r->score = v;
            r->pv.n = 0;
            r->pv.move[r->pv.n++] = (int16_t)m;
            const line *c = &at(s, 1)->pv;
            for (int k = 0; k < c->n && r->pv.n < MAX_PLY; k++)
                r->pv.move[r->pv.n++] = c->move[k];
            if (mc > 1)
                s->best_changes++;
        } else {
            r->score = -SCORE_INF;
        }
        if (v > best) {
            best = v;
            if (v > alpha) {
                if (v >= beta)
                    break;
                alpha = v;
                s->root_alpha = alpha;
            }
        }
    }
    return best;
}

static void report_line(search_report *r, int move, const line *rest)
{
    r->pv.n = 0;
    if (move >= 0)
        r->pv.move[r->pv.n++] = (int16_t)move;
    if (rest)
        for (int i = 0; i < rest->n && r->pv.n < MAX_PLY; i++)
            r->pv.move[r->pv.n++] = rest->move[i];
}

static void finish(search *s, search_report *r, int move, int score, int how)
{
    r->move = move;
    r->score = score;
    r->how = how;
    r->nodes = s->nodes + smp_helper_nodes(s->smp);
    r->ms = clock_elapsed_ms(&s->clock);
}

/* Run a threat solver on a share of the budget and a node cap, so that
 * its answer does not depend on the machine when it ends early. */
static int bounded(search *s, int colour, int vct, int permille, uint64_t nodes, line *out)
{
    clock_ctl saved = s->clock;
    if (saved.hard && !s->lim.fixed)
        s->clock.hard = saved.hard * permille / 1000;
    /* the same share of a node budget as of the time */
    if (saved.max_nodes && saved.max_nodes * permille / 1000 < nodes)
        nodes = saved.max_nodes * permille / 1000;
    uint64_t cap = s->nodes + nodes;
    if (!saved.max_nodes || cap < saved.max_nodes)
        s->clock.max_nodes = cap;
    int r = vct ? search_vct(s, colour, s->lim.vct_depth ? s->lim.vct_depth : ROOT_VCT_DEPTH, out)
                : search_vcf(s, colour, s->lim.vcf_depth ? s->lim.vcf_depth : ROOT_VCF_DEPTH, out);
    saved.last = s->clock.last;
    saved.worst_gap = s->clock.worst_gap;
    s->clock = saved;
    clock_expired(&s->clock, s->nodes); /* the real limits, and stop requests */
    return r;
}

void search_iterate(search *s, root *rt, search_report *r, int main_thread)
{
    board *b = &s->b;
    int colour = s->root_colour;
    int max_depth = s->lim.max_depth > 0 ? s->lim.max_depth : MAX_PLY / 2;
    int prev = -SCORE_INF, stable = 0, last_best = -1;
    for (int i = 0; i < 8; i++) {
        frame *f = &s->stack[i];
        memset(f, 0, sizeof *f);
        f->move = -1;
        f->skip = -1;
        f->killer[0] = f->killer[1] = -1;
    }
    int e0 = evaluate(b, colour);
    s->stack[4].static_eval = e0;
    s->stack[2].static_eval = e0;
    s->stack[3].static_eval = -e0;
    for (int i = 0; i < rt->n; i++)
        rt->m[i].score = rt->m[i].prev = -SCORE_INF;
    for (int depth = 1 + (main_thread ? 0 : s->thread_id % 2); depth <= max_depth; depth++) {
        s->root_depth = depth;
        s->best_changes = 0;
        s->sel_depth = 0;
        for (int i = 0; i < rt->n; i++)
            rt->m[i].prev = rt->m[i].score;
        int alpha = -SCORE_INF, beta = SCORE_INF, delta = P(asp_delta);
        if (depth >= ASPIRATION_DEPTH && prev > -SCORE_INF && !score_is_mate(prev)) {
            alpha = prev - delta > -SCORE_INF ? prev - delta : -SCORE_INF;
            beta = prev + delta < SCORE_INF ? prev + delta : SCORE_INF;
        }
        int fail_high = 0, v;
        for (;;) {
            int d = depth - fail_high / 3;
            if (d < 1)
                d = 1;
            v = root_search(s, rt, alpha, beta, d * PLY);
            root_sort(rt);
            if (s->clock.stopped)
                break;
            if (v <= alpha) {
                beta = (alpha + beta) / 2;
                alpha = v - delta > -SCORE_INF ? v - delta : -SCORE_INF;
                fail_high = 0;
            } else if (v >= beta) {
                beta = v + delta < SCORE_INF ? v + delta : SCORE_INF;
                fail_high++;
            } else {
                break;
            }
            int av = v < 0 ? -v : v;
            delta = delta * (3 + av / 1024) / 4 + 6;
        }
        if (!main_thread) {
            if (s->clock.stopped || smp_stopping(s->smp))
                break;
            /* a completed iteration: the main thread may take it (smp.c) */
            r->move = rt->m[0].move;
            r->score = rt->m[0].score;
            r->depth = depth;
            r->pv = rt->m[0].pv;
            continue;
        }
        /* An unfinished iteration still counts: its first move is the
         * previous best, and any other got ahead only by scoring more. */
        int best_move = rt->m[0].move, best_score = rt->m[0].score;
        if (best_score == -SCORE_INF)
            best_score = prev;
        r->pv = rt->m[0].pv;
        if (!s->clock.stopped)
            r->depth = depth;
        finish(s, r, best_move, best_score, HOW_SEARCH);
        if (s->clock.stopped)
            break;
        if (s->progress)
            s->progress(s->user, r);
        /* a win seen twice stands; a loss is searched on, for a defence
         * the shallower search missed */
        if (score_is_win(best_score) && depth >= 4 && score_is_win(prev))
            break;
        /* time: a little less when the best move has stood long, more
         * when it keeps changing or the score falls */
        stable = best_move == last_best ? stable + 1 : 0;
        last_best = best_move;
        if (s->clock.soft) {
            iteration_news news = {stable, s->best_changes,
                                   prev > -SCORE_INF ? prev - best_score : 0, rt->n};
            if (clock_now() - s->clock.start >= clock_iteration_budget(&s->clock, &news))
                break;
        }
        prev = best_score;
        clock_arm(&s->clock);
    }
}

/* Does the opponent win by threats after our move?  A VCT within the
 * given time and nodes (a fresh clock: the search is over). */
static int opponent_wins_after(search *s, int move, int64_t ms, uint64_t nodes)
{
    board *b = &s->b;
    int colour = s->root_colour;
    clock_ctl saved = s->clock;
    uint64_t counted = s->nodes;
    clock_start(&s->clock, 0, ms, nodes);
    s->clock.stop_gen = saved.stop_gen;
    s->nodes = 0;
    board_make(b, move, colour);
    line l;
    int won = search_vct(s, other(colour), s->lim.vct_depth ? s->lim.vct_depth : ROOT_VCT_DEPTH, &l);
    board_unmake(b);
    int complete = !s->clock.stopped;
    s->nodes = counted + s->nodes;
    s->clock = saved;
    return won && complete;
}

/* The search's move, checked by the threat solver from the opponent's
 * side: a long sequence of threes and fours is what a reduced search
 * misses.  When the opponent wins by threats after the chosen move, the
 * next moves in the root's order are tried; the first that survives is
 * played (none: the search's choice stands). */
#define BLUNDER_CANDIDATES 3
#define BLUNDER_NODES 60000
static void blunder_check(search *s, root *rt, search_report *r)
{
    if (!s->lim.vct || r->move < 0 || score_is_win(r->score) || rt->n < 2 ||
        clock_stop_requested(&s->clock))
        return;
    for (int i = 0; i < rt->n && i < BLUNDER_CANDIDATES; i++) {
        int64_t ms = 0;
        if (s->clock.hard) {
            int64_t left = (s->clock.hard - (clock_now() - s->clock.start)) / 1000000;
            ms = s->lim.fixed ? left : left / (BLUNDER_CANDIDATES - i + 1);
            if (ms < 2)
                return;
        }
        uint64_t nodes = BLUNDER_NODES;
        if (s->lim.max_nodes && s->lim.max_nodes / 8 < nodes)
            nodes = s->lim.max_nodes / 8 + 64;
        int m = rt->m[i].move;
        if (!opponent_wins_after(s, m, ms, nodes)) {
            if (i > 0) {
                r->move = m;
                r->pv = rt->m[i].pv;
                if (r->pv.n == 0 || r->pv.move[0] != m) {
                    r->pv.n = 1;
                    r->pv.move[0] = (int16_t)m;
                }
            }
            return;
        }
    }
}

void search_take_deeper(const search *s, root *rt, search_report *r, const search_report *deeper)
{
    if (s->lim.max_depth > 0 || deeper->depth <= r->depth || deeper->score <= r->score ||
        deeper->move < 0 || !s->root_ok[deeper->move])
        return;
    int i = 0;
    while (i < rt->n && rt->m[i].move != deeper->move)
        i++;
    if (i == rt->n)
        return;
    root_move m = rt->m[i];
    memmove(&rt->m[1], &rt->m[0], (size_t)i * sizeof rt->m[0]);
    m.score = deeper->score;
    m.pv = deeper->pv;
    rt->m[0] = m;
    r->move = deeper->move;
    r->score = deeper->score;
    r->depth = deeper->depth;
    r->pv = deeper->pv;
}

void search_run(search *s, search_report *r)
{
    board *b = &s->b;
    int colour = s->root_colour, opp = other(colour);
    int16_t cells[MAX_MOVES];
    clock_start(&s->clock, s->lim.soft_ms, s->lim.hard_ms, s->lim.max_nodes);
    s->clock.banks_time = s->lim.banks_time;
    if (!s->lim.has_params) {
        params_default(s->lim.param);
        s->lim.has_params = 1;
    }
    s->nodes = 0;
    memset(r, 0, sizeof *r);
    r->move = -1;
    s->live = r;
    s->next_tick = s->clock.start + TICK_MS * 1000000LL;

    movelist ml;
    for (int i = 0; i < 8; i++)
        s->stack[i].move = -1, s->stack[i].lv_self = 0;
    order_moves(s, colour, -1, -1, 1, 1, &ml);
    if (ml.n == 0) {
        finish(s, r, -1, 0, HOW_NONE);
        return;
    }
    /* win now, or block the opponent's five */
    int n = board_cells_of(b->five[colour], cells, MAX_MOVES);
    for (int i = 0; i < n; i++)
        if (s->root_ok[cells[i]]) {
            report_line(r, cells[i], NULL);
            finish(s, r, cells[i], SCORE_WIN - 1, HOW_FIVE);
            return;
        }
    n = board_cells_of(b->five[opp], cells, MAX_MOVES);
    for (int i = 0; i < n; i++)
        if (s->root_ok[cells[i]] && !board_foul(b, cells[i], colour)) {
            report_line(r, cells[i], NULL);
            finish(s, r, cells[i], n >= 2 ? -(SCORE_WIN - 2) : evaluate(b, colour), HOW_BLOCK);
            if (n >= 2 || !s->lim.explain)
                return;
            /* explaining: search the block alone */
            ml.n = 1;
            ml.move[0] = cells[i];
            break;
        }
    if (ml.n == 1 && !s->lim.explain) {
        report_line(r, ml.move[0], NULL);
        finish(s, r, ml.move[0], evaluate(b, colour), HOW_ONLY);
        return;
    }
    if (s->lim.book && !s->lim.explain) {
        int m = book_move(b, colour);
        if (m >= 0 && s->root_ok[m] && !board_foul(b, m, colour)) {
            report_line(r, m, NULL);
            finish(s, r, m, evaluate(b, colour), HOW_BOOK);
            return;
        }
    }
    /* forced wins */
    line win;
    if (bounded(s, colour, 0, 1000, VCF_NODES, &win) && win.n > 0 && win.move[0] >= 0 &&
        s->root_ok[win.move[0]]) {
        r->pv = win;
        finish(s, r, win.move[0], SCORE_WIN - win.n, HOW_VCF);
        return;
    }
    if (s->lim.vct && !s->clock.stopped && bounded(s, colour, 1, 125, 300000, &win) &&
        win.n > 0 && win.move[0] >= 0 && s->root_ok[win.move[0]]) {
        r->pv = win;
        finish(s, r, win.move[0], SCORE_WIN - win.n, HOW_VCT);
        return;
    }

    root *rt = malloc(sizeof *rt);
    if (!rt) {
        report_line(r, ml.move[0], NULL);
        finish(s, r, ml.move[0], evaluate(b, colour), HOW_SEARCH);
        return;
    }
    rt->n = ml.n;
    for (int i = 0; i < ml.n; i++) {
        int32_t sc = ml.score[i];
        if (s->lim.seed) {
            unsigned h = (unsigned)ml.move[i] * 2654435761u ^ s->lim.seed * 40503u;
            h ^= h >> 13;
            sc += (int32_t)(h % 97);
        }
        ml.score[i] = sc;
    }
    for (int i = 0; i < ml.n; i++)
        order_pick(&ml, i);
    for (int i = 0; i < ml.n; i++) {
        rt->m[i].move = ml.move[i];
        rt->m[i].pv.n = 1;
        rt->m[i].pv.move[0] = ml.move[i];
    }
    report_line(r, rt->m[0].move, NULL);
    finish(s, r, rt->m[0].move, evaluate(b, colour), HOW_SEARCH);
    s->clock.armed = 0;
    smp_start(s, rt);
    search_iterate(s, rt, r, 1);
    search_report deeper;
    smp_stop(s, &deeper);
    search_take_deeper(s, rt, r, &deeper);
    blunder_check(s, rt, r);
    finish(s, r, r->move, r->score, HOW_SEARCH);
    free(rt);
}
