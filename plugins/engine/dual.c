/*
 * dual.c - the dual-board game: two boards, turns of up to two stones,
 * and a five wins only when the same turn makes one on both boards (a
 * five on one board alone loses).  The engine plays it legally and
 * safely rather than strongly:
 *   - it completes a five only as the first stone of a two-stone turn
 *     that can complete one on the other board too, or as the second
 *     stone after such a first;
 *   - when the opponent could make fives on both boards next turn, it
 *     blocks every five point of one board;
 *   - otherwise it plays the point of best shape for both sides, never
 *     a point that would complete a five.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"

#define H engine_host
#define MAX_FIVES 64

static int five_points(const board *b, int colour, int16_t *out)
{
    return board_cells_of(b->five[colour], out, MAX_FIVES);
}

static int place_legal(const wz_game *g, int board_index, int pos, wz_action *a)
{
    memset(a, 0, sizeof *a);
    a->kind = WZ_ACT_PLACE;
    a->npoints = 1;
    a->pts[0] = engine_point(pos);
    a->pts[0].board = (int8_t)board_index;
    return H->legal(g, a, NULL, 0) == 0;
}

/* Did the last action, a stone of colour, complete a five? */
static int last_made_five(const wz_game *g, int colour, int *on_board)
{
    int n = H->history_length(g);
    if (n == 0)
        return 0;
    const wz_action *a = H->history_at(g, n - 1);
    if (a->kind != WZ_ACT_PLACE || H->at(g, a->pts[0]) != colour)
        return 0;
    static const int dirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (int d = 0; d < 4; d++)
        if (H->line(g, a->pts[0], dirs[d][0], dirs[d][1], colour) >= 5) {
            *on_board = a->pts[0].board;
            return 1;
        }
    return 0;
}

/* After a, is the same player still to place (a second stone)? */
static int turn_goes_on(const wz_game *g, const wz_action *a)
{
    wz_expect before, after;
    wz_game *c = H->clone(g);
    if (!c)
        return 0;
    H->expect(g, &before);
    int on = H->act(c, a, NULL, 0) == 0 && H->result(c) == WZ_ONGOING;
    if (on) {
        H->expect(c, &after);
        on = after.player == before.player && (after.actions & (1u << WZ_ACT_PLACE));
    }
    H->free_game(c);
    return on;
}

static int dual_board(const wz_game *g, int index, board *b)
{
    if (board_init(b, H->width(g), H->height(g), FAM_FREESTYLE) != 0)
        return -1;
    const uint8_t *cells = H->cells(g, index);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            int c = cells[y * b->width + x];
            if (c == WZ_BLACK || c == WZ_WHITE)
                board_make(b, board_pos(x, y), c);
        }
    return 0;
}

int dual_choose(const wz_game *g, const wz_expect *e, wz_action *out, char *err, size_t errlen)
{
    int me = e->colour, opp = other(me);
    board *bd = malloc(2 * sizeof *bd);
    if (!bd || dual_board(g, 0, &bd[0]) != 0 || dual_board(g, 1, &bd[1]) != 0) {
        free(bd);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int16_t mine[2][MAX_FIVES], theirs[2][MAX_FIVES];
    int nm[2], nt[2];
    for (int i = 0; i < 2; i++) {
        nm[i] = five_points(&bd[i], me, mine[i]);
        nt[i] = five_points(&bd[i], opp, theirs[i]);
    }
    int second = (e->actions & (1u << WZ_ACT_END)) != 0;
    int rc = -1, done_board;
    wz_action a;
    if (second && last_made_five(g, me, &done_board)) {
        /* the first stone made a five: only a second one saves the turn */
        int other_board = 1 - done_board;
        for (int i = 0; i < nm[other_board] && rc; i++)
            if (place_legal(g, other_board, mine[other_board][i], &a))
                rc = 0;
    }
    if (rc && !second && nm[0] && nm[1]) {
        /* a five on each board this turn wins, if a second stone follows */
        for (int i = 0; i < nm[0] && rc; i++)
            if (place_legal(g, 0, mine[0][i], &a) && turn_goes_on(g, &a))
                rc = 0;
    }
    if (rc && nt[0] && nt[1]) {
        /* the opponent could win both boards next turn: close one board,
         * never with a stone that makes a five of our own */
        int target = nt[0] <= nt[1] ? 0 : 1;
        for (int i = 0; i < nt[target] && rc; i++)
            if (!board_combo(&bd[target], theirs[target][i], me)->five &&
                place_legal(g, target, theirs[target][i], &a))
                rc = 0;
    }
    if (rc) {
        /* best shape for both sides, never a five of our own; away from
         * the stones, nearest the centre */
        int best_value = 0, have = 0;
        wz_action best;
        for (int i = 0; i < 2; i++) {
            board *b = &bd[i];
            for (int y = 0; y < b->height; y++)
                for (int x = 0; x < b->width; x++) {
                    int pos = board_pos(x, y);
                    if (b->cell[pos] != CELL_EMPTY || board_combo(b, pos, me)->five)
                        continue;
                    int v = b->near[pos] ? board_combo(b, pos, me)->value +
                                               board_combo(b, pos, opp)->value
                                         : -(abs(2 * x - b->width + 1) + abs(2 * y - b->height + 1));
                    if ((!have || v > best_value) && place_legal(g, i, pos, &a)) {
                        best = a;
                        best_value = v;
                        have = 1;
                    }
                }
        }
        if (have) {
            a = best;
            rc = 0;
        }
    }
    if (rc) {
        static const int fallback[] = {WZ_ACT_END, WZ_ACT_PASS};
        for (int i = 0; i < 2 && rc; i++) {
            memset(&a, 0, sizeof a);
            a.kind = fallback[i];
            if ((e->actions & (1u << fallback[i])) && H->legal(g, &a, NULL, 0) == 0)
                rc = 0;
        }
    }
    free(bd);
    if (rc) {
        snprintf(err, errlen, "no legal move on either board (%s)", e->text);
        return -1;
    }
    *out = a;
    return 0;
}
