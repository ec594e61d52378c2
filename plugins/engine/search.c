/* search.c - principal variation search with iterative deepening (see
 * search.h).
 *
 * Every node first settles what needs no search: a five to complete, the
 * opponent's five to block (a forced reply costs no depth), an open four
 * to make.  Under threat of an open four only the defences are searched.
 * Late quiet moves are searched shallower first and only the most
 * promising moves are searched at all; at the horizon the side to move
 * looks for a VCF before the evaluation is trusted. */
#include <stdlib.h>
#include <string.h>

#include "search.h"

#define LEAF_VCF_DEPTH 8
#define ROOT_VCF_DEPTH 20
#define ROOT_VCT_DEPTH 7
#define ROOT_WIDTH 40
#define PV_WIDTH 22
#define WIDTH 14
#define THREAT_CACHE_BITS 16

int search_init(search *s, int colour, const search_limits *lim, int tt_mb)
{
    s->root_colour = colour;
    s->lim = *lim;
    s->nodes = 0;
    memset(s->killer, 0xFF, sizeof s->killer);
    memset(s->history, 0, sizeof s->history);
    memset(s->mark, 0, sizeof s->mark);
    s->mark_gen = 0;
    s->extended = 0;
    memset(s->root_ok, 1, sizeof s->root_ok);
    s->threat_mask = (1u << THREAT_CACHE_BITS) - 1;
    s->threat_cache = calloc((size_t)1 << THREAT_CACHE_BITS, sizeof *s->threat_cache);
    if (!s->threat_cache)
        return -1;
    /* a search with a fixed depth or node budget must repeat exactly:
     * only its own table entries count */
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
    return 0;
}

#define TICK_MS 200

void search_tick_report(search *s)
{
    int64_t now = clock_now();
    if (!s->live || now < s->next_tick)
        return;
    s->next_tick = now + TICK_MS * 1000000LL;
    s->live->nodes = s->nodes;
    s->live->ms = clock_elapsed_ms(&s->clock);
    s->tick(s->user, s->live);
}

void search_free(search *s)
{
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

/* pv[ply] = move followed by pv[ply + 1]. */
static void pv_set(search *s, int ply, int move, int with_child)
{
    line *l = &s->pv[ply];
    l->n = 1;
    l->move[0] = (int16_t)move;
    if (with_child && ply + 1 <= MAX_PLY) {
        const line *c = &s->pv[ply + 1];
        for (int i = 0; i < c->n && l->n < MAX_PLY; i++)
            l->move[l->n++] = c->move[i];
    }
}

/* A four with an open three, or two open threes, for colour to move
 * while the opponent has no four to answer with: the opponent can stop
 * only one threat, the other becomes an open four.  (Renju black's threats
 * are left to the VCF at the horizon, which judges every foul on the way.) */
static int double_threat(search *s, int colour, int *at)
{
    board *b = &s->b;
    if (!board_set_empty(b->four[other(colour)]) ||
        b->level_count[colour][LV_33] + b->level_count[colour][LV_43] == 0 ||
        (b->family == FAM_RENJU && colour == CELL_BLACK))
        return 0;
    int16_t cells[MAX_MOVES];
    int n = board_cells_of(b->four[colour], cells, MAX_MOVES);
    n += board_cells_of(b->three[colour], cells + n, MAX_MOVES - n);
    for (int i = 0; i < n; i++) {
        int lv = board_combo(b, cells[i], colour)->level;
        if (lv == LV_33 || lv == LV_43) {
            *at = cells[i];
            return 1;
        }
    }
    return 0;
}

static int leaf(search *s, int colour, int ply)
{
    board *b = &s->b;
    if (b->level_count[colour][LV_B4] + b->level_count[colour][LV_43] > 0) {
        if (search_vcf(s, colour, LEAF_VCF_DEPTH, NULL))
            return SCORE_WIN - (ply + s->threat.n);
    }
    return evaluate(b, colour);
}

static int pvs(search *s, int colour, int depth, int alpha, int beta, int ply, int pv_node)
{
    board *b = &s->b;
    int opp = other(colour);
    int16_t cells[2];
    s->pv[ply].n = 0;
    if (search_tick(s))
        return 0;
    if (board_cells_of(b->five[colour], cells, 1)) {
        pv_set(s, ply, cells[0], 0);
        return SCORE_WIN - (ply + 1);
    }
    int n = board_cells_of(b->five[opp], cells, 2);
    if (n >= 2 || (n == 1 && board_foul(b, cells[0], colour)))
        return -(SCORE_WIN - (ply + 2));
    if (n == 1) {
        if (ply >= MAX_PLY - 2)
            return evaluate(b, colour);
        board_make(b, cells[0], colour);
        int sc = -pvs(s, opp, depth, -beta, -alpha, ply + 1, pv_node);
        board_unmake(b);
        pv_set(s, ply, cells[0], 1);
        return sc;
    }
    int win;
    if (search_winning_point(s, colour, &win)) {
        pv_set(s, ply, win, 0);
        return SCORE_WIN - (ply + 3);
    }
    if (double_threat(s, colour, &win)) {
        pv_set(s, ply, win, 0);
        return SCORE_WIN - (ply + 5);
    }
    if (b->nstones >= b->width * b->height)
        return 0;
    /* at the horizon, a threat of an open four is answered before the
     * position is judged (once on a line: answers are few) */
    if (depth <= 0 && !s->extended && ply < MAX_PLY - 4 && search_winning_point(s, opp, NULL)) {
        s->extended = 1;
        int sc = pvs(s, colour, 1, alpha, beta, ply, pv_node);
        s->extended = 0;
        return sc;
    }
    if (depth <= 0 || ply >= MAX_PLY - 2)
        return leaf(s, colour, ply);

    /* no line can end sooner than the shortest win from here */
    if (alpha < -(SCORE_WIN - ply))
        alpha = -(SCORE_WIN - ply);
    if (beta > SCORE_WIN - ply - 1)
        beta = SCORE_WIN - ply - 1;
    if (alpha >= beta)
        return alpha;

    uint64_t key = board_key(b, colour);
    const tt_entry *e = tt_probe(&s->table, key);
    int tt_move = -1;
    if (e) {
        tt_move = e->move;
        if (!pv_node && e->depth >= depth) {
            int sc = from_tt(e->score, ply);
            if (e->bound == TT_EXACT || (e->bound == TT_LOWER && sc >= beta) ||
                (e->bound == TT_UPPER && sc <= alpha))
                return sc;
        }
    }

    movelist ml;
    order_moves(s, colour, ply, tt_move, 0, 0, &ml);
    if (ml.n == 0)
        return ml.defending ? -(SCORE_WIN - (ply + 4)) : 0;
    int width = ml.defending ? MAX_MOVES : pv_node ? PV_WIDTH : WIDTH;
    int best = -SCORE_INF, best_move = -1, alpha0 = alpha;
    for (int i = 0; i < ml.n && i < width; i++) {
        order_pick(&ml, i);
        int m = ml.move[i], sc;
        board_make(b, m, colour);
        if (i == 0) {
            sc = -pvs(s, opp, depth - 1, -beta, -alpha, ply + 1, pv_node);
        } else {
            int r = 0;
            if (depth >= 3 && i >= 3 && !ml.defending && ml.level[i] < LV_F3)
                r = i >= 8 ? 2 : 1;
            sc = -pvs(s, opp, depth - 1 - r, -alpha - 1, -alpha, ply + 1, 0);
            if (sc > alpha && r && !s->clock.stopped)
                sc = -pvs(s, opp, depth - 1, -alpha - 1, -alpha, ply + 1, 0);
            if (sc > alpha && sc < beta && pv_node && !s->clock.stopped)
                sc = -pvs(s, opp, depth - 1, -beta, -alpha, ply + 1, 1);
        }
        board_unmake(b);
        if (s->clock.stopped)
            return 0;
        if (sc > best) {
            best = sc;
            best_move = m;
            if (sc > alpha) {
                alpha = sc;
                pv_set(s, ply, m, 1);
                if (sc >= beta) {
                    order_credit(s, colour, ply, m, depth);
                    break;
                }
            }
        }
    }
    int bound = best >= beta ? TT_LOWER : best > alpha0 ? TT_EXACT : TT_UPPER;
    tt_store(&s->table, key, depth, to_tt(best, ply), bound, best_move);
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
    r->nodes = s->nodes;
    r->ms = clock_elapsed_ms(&s->clock);
}

/* Run the VCT solver on a share of the budget: an eighth of the time (a
 * threat sequence is found quickly or, mostly, not at all), and a node
 * cap so that its answer does not depend on the machine when it ends
 * early. */
#define VCT_NODES 300000
static int bounded_vct(search *s, int colour, line *out)
{
    clock_ctl saved = s->clock;
    if (saved.hard)
        s->clock.hard = saved.hard / 8;
    uint64_t cap = s->nodes + VCT_NODES;
    if (!saved.max_nodes || cap < saved.max_nodes)
        s->clock.max_nodes = cap;
    int r = search_vct(s, colour, s->lim.vct_depth ? s->lim.vct_depth : ROOT_VCT_DEPTH, out);
    s->clock = saved;
    clock_expired(&s->clock, s->nodes); /* the real limits, and stop requests */
    return r;
}

void search_run(search *s, search_report *r)
{
    board *b = &s->b;
    int colour = s->root_colour, opp = other(colour);
    int16_t cells[MAX_MOVES];
    clock_start(&s->clock, s->lim.soft_ms, s->lim.hard_ms, s->lim.max_nodes);
    s->nodes = 0;
    memset(r, 0, sizeof *r);
    r->move = -1;
    s->live = r;
    s->next_tick = s->clock.start + TICK_MS * 1000000LL;

    movelist root;
    order_moves(s, colour, 0, -1, 1, 1, &root);
    if (root.n == 0) {
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
            root.n = 1;
            root.move[0] = cells[i];
            break;
        }
    if (root.n == 1 && !s->lim.explain) {
        report_line(r, root.move[0], NULL);
        finish(s, r, root.move[0], evaluate(b, colour), HOW_ONLY);
        return;
    }
    /* forced wins */
    line win;
    int vcf_depth = s->lim.vcf_depth ? s->lim.vcf_depth : ROOT_VCF_DEPTH;
    if (search_vcf(s, colour, vcf_depth, &win) && win.n > 0 && win.move[0] >= 0 &&
        s->root_ok[win.move[0]]) {
        r->pv = win;
        finish(s, r, win.move[0], SCORE_WIN - win.n, HOW_VCF);
        return;
    }
    if (s->lim.vct && !s->clock.stopped && bounded_vct(s, colour, &win) &&
        win.n > 0 && win.move[0] >= 0 && s->root_ok[win.move[0]]) {
        r->pv = win;
        finish(s, r, win.move[0], SCORE_WIN - win.n, HOW_VCT);
        return;
    }

    /* iterative deepening */
    if (s->lim.seed) {
        for (int i = 0; i < root.n; i++) {
            unsigned h = (unsigned)root.move[i] * 2654435761u ^ s->lim.seed * 40503u;
            h ^= h >> 13;
            root.score[i] += (int32_t)(h % 97);
        }
    }
    int count = root.n < ROOT_WIDTH ? root.n : ROOT_WIDTH;
    int max_depth = s->lim.max_depth > 0 ? s->lim.max_depth : MAX_PLY / 2;
    int best_move = root.move[0], best_score = -SCORE_INF;
    report_line(r, best_move, NULL);
    for (int depth = 1; depth <= max_depth; depth++) {
        int alpha = -SCORE_INF, beta = SCORE_INF, it_best = -SCORE_INF, it_move = -1;
        line it_pv = {0};
        for (int i = 0; i < count; i++) {
            int m = root.move[i], sc;
            board_make(b, m, colour);
            if (i == 0) {
                sc = -pvs(s, opp, depth - 1, -beta, -alpha, 1, 1);
            } else {
                sc = -pvs(s, opp, depth - 1, -alpha - 1, -alpha, 1, 0);
                if (sc > alpha && !s->clock.stopped)
                    sc = -pvs(s, opp, depth - 1, -beta, -alpha, 1, 1);
            }
            board_unmake(b);
            if (s->clock.stopped)
                break;
            root.score[i] = sc;
            if (sc > it_best) {
                it_best = sc;
                it_move = m;
                it_pv.n = 0;
                it_pv.move[it_pv.n++] = (int16_t)m;
                for (int k = 0; k < s->pv[1].n && it_pv.n < MAX_PLY; k++)
                    it_pv.move[it_pv.n++] = s->pv[1].move[k];
                if (sc > alpha)
                    alpha = sc;
            }
        }
        /* An unfinished iteration still counts when some move was
         * searched: the first is the previous best, and any other only
         * replaced it by scoring higher. */
        if (it_move >= 0) {
            best_move = it_move;
            best_score = it_best;
            r->pv = it_pv;
            if (!s->clock.stopped)
                r->depth = depth;
        }
        if (s->clock.stopped)
            break;
        /* best first, the rest by their (bounded) scores */
        for (int i = 1; i < count; i++) {
            int16_t m = root.move[i];
            int32_t sc = root.score[i];
            int j = i;
            while (j > 0 && root.score[j - 1] < sc) {
                root.move[j] = root.move[j - 1];
                root.score[j] = root.score[j - 1];
                j--;
            }
            root.move[j] = m;
            root.score[j] = sc;
        }
        for (int i = 0; i < count; i++)
            if (root.move[i] == best_move && i) {
                int16_t m = root.move[i];
                memmove(&root.move[1], &root.move[0], sizeof root.move[0] * (size_t)i);
                root.move[0] = m;
            }
        finish(s, r, best_move, best_score, HOW_SEARCH);
        if (s->progress)
            s->progress(s->user, r);
        if (score_is_win(best_score) || score_is_loss(best_score))
            break;
        if (s->clock.soft && clock_now() - s->clock.start >= s->clock.soft)
            break;
    }
    finish(s, r, best_move, best_score == -SCORE_INF ? evaluate(b, colour) : best_score, HOW_SEARCH);
}
