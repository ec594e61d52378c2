/* order.c - move generation and ordering: the moves worth searching at a
 * node, most promising first.
 *
 * What the opponent threatens decides what may be played: its five must
 * be blocked; an open four (or double four) it could make must be stopped
 * now, by a point that leaves it none (each candidate is tried on the
 * board) or by a four of our own; a four-three likewise.  Otherwise every
 * empty point near the stones, and every point where either side makes a
 * three or more, is a candidate.  A point's promise is what the mover
 * makes there and what the opponent would make there (taking it away), by
 * tables learnt from games (order_weights.c), then the history of cut-offs
 * and the counter move. */
#include <string.h>

#include "order_weights.h"
#include "search.h"

#define COUNTER_BONUS 60
#define KILLER_BONUS 50

/* The order tables of one node: by the point's shapes, and by its
 * distances to the last two stones (learnt tables only: NULL). */
struct order_tables {
    const int32_t *mine, *theirs;
    const int16_t *near_theirs, *near_mine;
    int last_theirs, last_mine;
};

static int near_bucket(int a, int b)
{
    if (b < 0)
        return ORDER_DISTS - 1;
    int dx = board_x(a) - board_x(b), dy = board_y(a) - board_y(b);
    dx = dx < 0 ? -dx : dx;
    dy = dy < 0 ? -dy : dy;
    int d = dx > dy ? dx : dy;
    return d < ORDER_DISTS - 1 ? d : ORDER_DISTS - 1;
}

static int ordering_score(const search *s, int colour, int ply, int pos, const struct order_tables *t)
{
    const board *b = &s->b;
    const combo *mine = board_combo(b, pos, colour);
    int sc = t->mine[b->pt[pos].pcode[colour]] + t->theirs[b->pt[pos].pcode[other(colour)]];
    if (t->near_theirs)
        sc += t->near_theirs[near_bucket(pos, t->last_theirs)] +
              t->near_mine[near_bucket(pos, t->last_mine)];
    if (mine->level >= LV_F3)
        sc += s->hist[colour][pos][HIST_ATTACK] / 128;
    else
        sc += s->hist[colour][pos][HIST_QUIET] / 256;
    if (ply >= 0 && ply < MAX_PLY) {
        const frame *f = &s->stack[ply + 4];
        if (f->killer[0] == pos || f->killer[1] == pos)
            sc += KILLER_BONUS;
        int last = s->stack[ply + 3].move;
        if (ply > 0 && last >= 0 && s->counter[other(colour)][last] == pos)
            sc += COUNTER_BONUS;
    }
    return sc;
}

static void add(movelist *ml, int pos)
{
    if (ml->n < MAX_MOVES)
        ml->move[ml->n++] = (int16_t)pos;
}

static int renju_black_of(const board *b, int colour)
{
    return b->family == FAM_RENJU && colour == CELL_BLACK;
}

static int mark_new(search *s, int pos)
{
    if (s->mark[pos] == s->mark_gen)
        return 0;
    s->mark[pos] = s->mark_gen;
    return 1;
}

/* The point nearest the centre, for the first stone of a game. */
static void add_centre(const search *s, movelist *ml, int root)
{
    const board *b = &s->b;
    int best = -1, best_d = 1 << 30;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            int pos = board_pos(x, y);
            if (b->cell[pos] != CELL_EMPTY || (root && !s->root_ok[pos]))
                continue;
            int dx = 2 * x - (b->width - 1), dy = 2 * y - (b->height - 1);
            int d = dx * dx + dy * dy;
            if (d < best_d) {
                best_d = d;
                best = pos;
            }
        }
    if (best >= 0)
        add(ml, best);
}

int search_winning_point(search *s, int colour, int *at)
{
    board *b = &s->b;
    if (b->level_count[colour][LV_F4] == 0 &&
        (b->family != FAM_RENJU || colour != CELL_BLACK || b->level_count[colour][LV_FORBID] == 0))
        return 0;
    int16_t cells[MAX_MOVES];
    int n = board_cells_of(b->four[colour], cells, MAX_MOVES);
    for (int i = 0; i < n; i++) {
        if (board_combo(b, cells[i], colour)->level == LV_F4 && !board_foul(b, cells[i], colour)) {
            if (at)
                *at = cells[i];
            return 1;
        }
    }
    return 0;
}

int search_renju_four_three(search *s, int q)
{
    board *b = &s->b;
    int16_t blk[2];
    board_make(b, q, CELL_BLACK);
    int result = 0;
    if (board_cells_of(b->five[CELL_BLACK], blk, 2) == 1) {
        board_make(b, blk[0], CELL_WHITE);
        if (search_winning_point(s, CELL_BLACK, NULL))
            result = board_set_empty(b->five[CELL_WHITE]) ? 2 : 1;
        board_unmake(b);
    }
    board_unmake(b);
    return result;
}

int search_four_three_point(search *s, int colour, int *at)
{
    board *b = &s->b;
    if (b->level_count[colour][LV_43] == 0)
        return 0; /* renju black's suspects are not looked at: see order_gen */
    /* renju black's three may be no three: its open four a foul */
    int exact = renju_black_of(b, colour);
    int16_t cells[MAX_MOVES];
    int n = board_cells_of(b->four[colour], cells, MAX_MOVES);
    for (int i = 0; i < n; i++)
        if (b->pt[cells[i]].level[colour] == LV_43 &&
            (!exact || search_renju_four_three(s, cells[i]))) {
            if (at)
                *at = cells[i];
            return 1;
        }
    return 0;
}

/* Does attacker still threaten after the defender's stone? */
typedef int (*threat_fn)(search *s, int colour, int *at);

static int stops_by_playing(search *s, int q, int attacker, threat_fn threat)
{
    int defender = other(attacker);
    board_make(&s->b, q, defender);
    int still = threat(s, attacker, NULL);
    board_unmake(&s->b);
    return !still;
}

/* Where q lies seen from t: on which line `d` (board_step's order) and
 * how many points along it `k`; 0 when on no line within five points. */
static int line_offset(int t, int q, int *d, int *k)
{
    int dx = board_x(q) - board_x(t), dy = board_y(q) - board_y(t);
    if (dy == 0)
        *d = 0, *k = dx;
    else if (dx == 0)
        *d = 1, *k = dy;
    else if (dx == dy)
        *d = 2, *k = dx;
    else if (dx == -dy)
        *d = 3, *k = dy;
    else
        return 0;
    return *k != 0 && *k >= -5 && *k <= 5;
}

/* The pattern colour would make at t on line d with one more stone of
 * `stone`'s colour k points along it: only that line changes. */
static int pattern_with(const board *b, int t, int d, int k, int colour, int stone)
{
    uint32_t ix = b->pt[t].line[d] + (uint32_t)(stone * pattern_index_step(k));
    return pattern_at(b->table, colour, ix);
}

/* The level of attacker's point t once the defender holds q: only the
 * line through both changes. */
static int level_with(const board *b, int t, int attacker, int q)
{
    int d, k;
    if (!line_offset(t, q, &d, &k))
        return t == q ? LV_NONE : board_combo(b, t, attacker)->level;
    uint8_t pats[4];
    int shift = attacker == CELL_BLACK ? 0 : 8;
    for (int i = 0; i < 4; i++)
        pats[i] = (uint8_t)(b->pt[t].pat[i] >> shift);
    pats[d] = (uint8_t)pattern_with(b, t, d, k, attacker, other(attacker));
    return board_combos[board_pcode_of(pats)].level;
}

/* The defender's stones that make its forced block of a four-three's four
 * a four of its own: the attacker must answer it, and the tempo gained
 * can stop the three, though such a stone is on neither of the threat's
 * lines.  pts[0..np) are the attacker's real four-three points (as
 * defences_of keeps them).  The block is found by playing the four-three,
 * the stones by the block's line patterns; they are added to out[0..n),
 * marked in s->mark, which holds out's points already. */
static int add_counter_fours(search *s, int attacker, const int16_t *pts, int np, int16_t *out,
                             int n, int max)
{
    board *b = &s->b;
    int defender = other(attacker);
    int16_t blocks[2];
    for (int i = 0; i < np && n < max; i++) {
        int t = pts[i], first = n;
        board_make(b, t, attacker);
        if (board_cells_of(b->five[attacker], blocks, 2) == 1) {
            int f = blocks[0];
            for (int d = 0; d < 4 && n < max; d++)
                for (int o = -4; o <= 4 && n < max; o++) {
                    int q = f + o * board_step[d];
                    if (o == 0 || b->cell[q] != CELL_EMPTY || s->mark[q] == s->mark_gen)
                        continue;
                    int dd, k;
                    if (line_offset(f, q, &dd, &k) &&
                        PAT_CLASS(pattern_with(b, f, dd, k, defender, defender)) >= PAT_B4) {
                        s->mark[q] = s->mark_gen;
                        out[n++] = (int16_t)q;
                    }
                }
        }
        board_unmake(b);
        /* the defender plays before the four-three: fouls judged so */
        int kept = first;
        for (int j = first; j < n; j++)
            if (!board_foul(b, out[j], defender))
                out[kept++] = out[j];
        n = kept;
    }
    return n;
}

/* Candidates on the lines through attacker's threat points (at least
 * `level`, and exactly LV_43 when asked for four-threes), on lines of at
 * least `min` strength (enum pat class), kept when they stop every such
 * point, judged by the line the stone is on; then the defender's fours,
 * and against four-threes the stones that make the forced block a four.
 * Against renju black a candidate the lines keep is also played, since a
 * white stone can make one of black's forbidden points legal and so a
 * new threat; one the lines drop is not (that a white stone makes a
 * black threat point forbidden, through a three it makes real, is rare
 * enough to leave to the search). */
static int defences_of(search *s, int attacker, threat_fn threat, int level, int min,
                       int16_t *out, int max)
{
    board *b = &s->b;
    int defender = other(attacker), n = 0;
    int16_t cells[MAX_MOVES], cand[MAX_MOVES], pts[MAX_MOVES];
    int nc = 0, np = 0;
    s->mark_gen++;
    int nt = board_cells_of(b->four[attacker], cells, MAX_MOVES);
    for (int i = 0; i < nt; i++) {
        int t = cells[i];
        int lv = board_combo(b, t, attacker)->level;
        if (lv < level || (level == LV_43 && lv != LV_43) || board_foul(b, t, attacker))
            continue;
        if (level == LV_43 && renju_black_of(b, attacker) && !search_renju_four_three(s, t))
            continue; /* a three that is none threatens nothing */
        pts[np++] = (int16_t)t;
        if (mark_new(s, t))
            cand[nc++] = (int16_t)t;
        for (int d = 0; d < 4; d++) {
            if (PAT_CLASS(board_pat(b, t, d, attacker)) < min)
                continue;
            for (int o = -4; o <= 4; o++) {
                int q = t + o * board_step[d];
                if (b->cell[q] == CELL_EMPTY && mark_new(s, q) && nc < MAX_MOVES)
                    cand[nc++] = (int16_t)q;
            }
        }
    }
    int exact = renju_black_of(b, attacker);
    for (int i = 0; i < nc && n < max; i++) {
        int q = cand[i];
        if (board_foul(b, q, defender))
            continue;
        int ok = 1;
        for (int k = 0; k < np && ok; k++)
            if (level_with(b, pts[k], attacker, q) >= level)
                ok = 0;
        /* the line's verdict, confirmed on the board for renju black,
         * whose other points a white stone can make legal */
        if (ok && exact)
            ok = stops_by_playing(s, q, attacker, threat);
        if (ok)
            out[n++] = (int16_t)q;
    }
    /* the defender's fours, every one not already in (a four on the
     * threat's line may have failed the test above, yet it gains a tempo) */
    s->mark_gen++;
    for (int i = 0; i < n; i++)
        s->mark[out[i]] = s->mark_gen;
    int nf = board_cells_of(b->four[defender], cells, MAX_MOVES);
    for (int i = 0; i < nf && n < max; i++)
        if (mark_new(s, cells[i]) && !board_foul(b, cells[i], defender))
            out[n++] = cells[i];
    if (level == LV_43)
        n = add_counter_fours(s, attacker, pts, np, out, n, max);
    return n;
}

int search_defences(search *s, int attacker, int16_t *out, int max)
{
    return defences_of(s, attacker, search_winning_point, LV_F4, PAT_B4, out, max);
}

static void score_all(search *s, int colour, int ply, int tt_move, movelist *ml)
{
    int f = s->b.family;
    int learnt = order_learnt(f) != NULL;
    struct order_tables t = {
        order_table_mine(f, colour), order_table_theirs(f, colour),
        learnt ? order_table_near_theirs(f, colour) : NULL,
        learnt ? order_table_near_mine(f, colour) : NULL,
        ply >= 0 ? s->stack[ply + 3].move : -1, ply >= 0 ? s->stack[ply + 2].move : -1,
    };
    for (int i = 0; i < ml->n; i++) {
        int pos = ml->move[i];
        ml->score[i] = pos == tt_move ? 1 << 30 : ordering_score(s, colour, ply, pos, &t);
        ml->level[i] = board_combo(&s->b, pos, colour)->level;
    }
}

void order_gen(search *s, int colour, int ply, int tt_move, int root, movelist *ml, int *mode)
{
    board *b = &s->b;
    int opp = other(colour);
    int16_t cells[MAX_MOVES];
    ml->n = 0;
    int m = GEN_ALL;
    int n5 = board_cells_of(b->five[opp], cells, MAX_MOVES);
    if (n5) {
        m = GEN_FIVE;
        for (int i = 0; i < n5; i++)
            if (!board_foul(b, cells[i], colour))
                add(ml, cells[i]);
    } else if (search_winning_point(s, opp, NULL)) {
        m = GEN_FOUR;
        ml->n = search_defences(s, opp, ml->move, MAX_MOVES);
    } else if (search_four_three_point(s, opp, NULL)) {
        m = GEN_FOUR_THREE;
        ml->n = defences_of(s, opp, search_four_three_point, LV_43, PAT_F3, ml->move, MAX_MOVES);
        if (ml->n == 0)
            m = GEN_ALL; /* nothing stops it: let the search see the loss */
    }
    if (m == GEN_ALL) {
        s->mark_gen++;
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                int pos = board_pos(x, y);
                if (b->cell[pos] == CELL_EMPTY && b->near[pos]) {
                    s->mark[pos] = s->mark_gen;
                    add(ml, pos);
                }
            }
        /* threats a little farther out on their lines */
        for (int c = CELL_BLACK; c <= CELL_WHITE; c++) {
            const uint64_t *sets[2] = {b->four[c], b->three[c]};
            for (int k = 0; k < 2; k++) {
                int n = board_cells_of(sets[k], cells, MAX_MOVES);
                for (int i = 0; i < n; i++)
                    if (mark_new(s, cells[i]))
                        add(ml, cells[i]);
            }
        }
    }
    /* keep what the game allows and what is not a foul */
    int kept = 0;
    for (int i = 0; i < ml->n; i++) {
        int pos = ml->move[i];
        if (root && !s->root_ok[pos])
            continue;
        if (m == GEN_ALL && board_foul(b, pos, colour))
            continue; /* (defences come without fouls already) */
        ml->move[kept++] = (int16_t)pos;
    }
    ml->n = kept;
    if (ml->n == 0 && m == GEN_ALL && b->nstones == 0)
        add_centre(s, ml, root);
    if (ml->n == 0 && root) {
        /* nothing near the stones (or no defence) is allowed: any
         * allowed point, so that the game can go on */
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                int pos = board_pos(x, y);
                if (b->cell[pos] == CELL_EMPTY && s->root_ok[pos] && !board_foul(b, pos, colour))
                    add(ml, pos);
            }
    }
    ml->defending = m != GEN_ALL;
    if (mode)
        *mode = m;
    score_all(s, colour, ply, tt_move, ml);
}

void order_moves(search *s, int colour, int ply, int tt_move, int root, int sorted, movelist *ml)
{
    order_gen(s, colour, ply, tt_move, root, ml, NULL);
    if (sorted)
        for (int i = 0; i < ml->n; i++)
            order_pick(ml, i);
}

static int near_point(int a, int b)
{
    int dx = board_x(a) - board_x(b), dy = board_y(a) - board_y(b);
    int ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy;
    if (ax <= 2 && ay <= 2)
        return 1;
    return (ax == 0 || ay == 0 || ax == ay) && ax <= 4 && ay <= 4;
}

void order_fours(search *s, int colour, int near, int combos, movelist *ml)
{
    board *b = &s->b;
    int16_t cells[MAX_MOVES];
    ml->n = 0;
    ml->defending = 0;
    int n = board_cells_of(b->four[colour], cells, MAX_MOVES);
    for (int i = 0; i < n; i++) {
        int pos = cells[i];
        const combo *k = board_combo(b, pos, colour);
        if (combos && k->level < LV_B4PLUS)
            continue;
        if (near >= 0 && !near_point(pos, near))
            continue;
        if (k->suspect && board_foul(b, pos, colour))
            continue;
        ml->move[ml->n] = (int16_t)pos;
        ml->score[ml->n] = k->level * 4096 + k->value + board_combo(b, pos, other(colour))->value;
        ml->level[ml->n] = k->level;
        ml->n++;
    }
}

void order_pick(movelist *ml, int i)
{
    int best = i;
    for (int j = i + 1; j < ml->n; j++)
        if (ml->score[j] > ml->score[best])
            best = j;
    if (best != i) {
        int16_t m = ml->move[i];
        int32_t sc = ml->score[i];
        uint8_t lv = ml->level[i];
        ml->move[i] = ml->move[best];
        ml->score[i] = ml->score[best];
        ml->level[i] = ml->level[best];
        ml->move[best] = m;
        ml->score[best] = sc;
        ml->level[best] = lv;
    }
}
