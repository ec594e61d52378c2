/* order.c - move generation and ordering: the moves worth searching at a
 * node, most promising first.  A point's promise is what the mover makes
 * there plus most of what the opponent would make there (taking it away),
 * then the killer moves and the history of cut-offs. */
#include <string.h>

#include "search.h"

static int ordering_score(const search *s, int colour, int ply, int pos)
{
    const board *b = &s->b;
    const combo *mine = board_combo(b, pos, colour);
    const combo *theirs = board_combo(b, pos, other(colour));
    int sc = (mine->value + theirs->value * 3 / 4) * 16;
    if (ply < MAX_PLY && (s->killer[ply][0] == pos || s->killer[ply][1] == pos))
        sc += 2000;
    int h = s->history[colour][pos] / 64;
    return sc + (h > 4000 ? 4000 : h);
}

static void add(movelist *ml, int pos)
{
    if (ml->n < MAX_MOVES)
        ml->move[ml->n++] = (int16_t)pos;
}

/* The whole board, for the first stone of a game. */
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

void order_moves(search *s, int colour, int ply, int tt_move, int root, int sorted, movelist *ml)
{
    board *b = &s->b;
    int opp = other(colour);
    ml->n = 0;
    ml->defending = search_winning_point(s, opp, NULL);
    if (ml->defending) {
        ml->n = search_defences(s, opp, ml->move, MAX_MOVES);
    } else {
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                int pos = board_pos(x, y);
                if (b->cell[pos] == CELL_EMPTY && b->near[pos])
                    add(ml, pos);
            }
    }
    /* keep what the game allows and what is not a foul */
    int kept = 0;
    for (int i = 0; i < ml->n; i++) {
        int pos = ml->move[i];
        if (root && !s->root_ok[pos])
            continue;
        if (!ml->defending && board_foul(b, pos, colour))
            continue; /* (defences come without fouls already) */
        ml->move[kept++] = (int16_t)pos;
    }
    ml->n = kept;
    if (ml->n == 0 && !ml->defending && b->nstones == 0)
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
    for (int i = 0; i < ml->n; i++) {
        int pos = ml->move[i];
        ml->score[i] = pos == tt_move ? 1 << 30 : ordering_score(s, colour, ply, pos);
        ml->level[i] = board_combo(b, pos, colour)->level;
    }
    if (!sorted)
        return;
    for (int i = 0; i < ml->n; i++)
        order_pick(ml, i);
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

void order_credit(search *s, int colour, int ply, int move, int depth)
{
    if (ply < MAX_PLY && s->killer[ply][0] != move) {
        s->killer[ply][1] = s->killer[ply][0];
        s->killer[ply][0] = (int16_t)move;
    }
    int32_t *h = &s->history[colour][move];
    *h += depth * depth;
    if (*h > (1 << 24)) {
        for (int c = 1; c <= 2; c++)
            for (int i = 0; i < BOARD_CELLS; i++)
                s->history[c][i] /= 2;
    }
}
