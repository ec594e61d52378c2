/* foul.c - renju: is black's stone at a point forbidden?  (board_foul)
 *
 * The renju plugin's judge is exact; when it is loaded the board asks it.
 * Otherwise the engine judges from its own line patterns: an overline or
 * two fours are forbidden outright; two open threes only when at least
 * two of them can really become a straight four, i.e. one of the points
 * that would make it is not itself forbidden (RIF 9.3), judged with the
 * stone on the board.  Either way only points where black makes two
 * threats or an overline are judged at all. */
#include "board.h"

#include <wuzi/plugin.h>
#include <wuzi/renju.h>

/* Deep enough for every published position (eight nested levels). */
#define MAX_NESTING 10

/* A straight four made by q along dir d, containing pos (which holds
 * black): q is at offset o from pos and every cell between is black. */
static int four_through(const board *b, int pos, int d, int o)
{
    int step = board_step[d];
    int dir = o > 0 ? 1 : -1;
    for (int k = dir; k != o; k += dir)
        if (b->cell[pos + k * step] != CELL_BLACK)
            return 0;
    return 1;
}

static int judge_own(board *b, int pos, int depth)
{
    const combo *k = board_combo(b, pos, CELL_BLACK);
    if (k->five)
        return WZ_LEGAL;
    if (k->over)
        return WZ_OVERLINE;
    if (k->fours >= 2)
        return WZ_DOUBLE_FOUR;
    if (k->threes < 2)
        return WZ_LEGAL;
    if (depth >= MAX_NESTING)
        return WZ_DOUBLE_THREE; /* never reached in practice; errs safe */
    int dirs[4], n = 0;
    for (int d = 0; d < 4; d++)
        if (pat_is_three(board_pat(b, pos, d, CELL_BLACK)))
            dirs[n++] = d;
    int real = 0;
    board_make(b, pos, CELL_BLACK);
    for (int i = 0; i < n && real < 2; i++) {
        int d = dirs[i];
        for (int o = -3; o <= 3; o++) {
            int q = pos + o * board_step[d];
            if (!o || b->cell[q] != CELL_EMPTY)
                continue;
            if (board_pat(b, q, d, CELL_BLACK) != PAT_F4 || !four_through(b, pos, d, o))
                continue;
            if (judge_own(b, q, depth + 1) == WZ_LEGAL) {
                real++;
                break;
            }
        }
    }
    board_unmake(b);
    return real >= 2 ? WZ_DOUBLE_THREE : WZ_LEGAL;
}

int board_foul(board *b, int pos, int colour)
{
    if (b->family != FAM_RENJU || colour != CELL_BLACK)
        return WZ_LEGAL;
    const combo *k = board_combo(b, pos, CELL_BLACK);
    if (k->five || (!k->over && k->fours + k->threes < 2))
        return WZ_LEGAL;
    if (b->judge) {
        int v = b->judge(b->plain, b->width, b->height, board_x(pos), board_y(pos));
        return (v == WZ_OVERLINE || v == WZ_DOUBLE_FOUR || v == WZ_DOUBLE_THREE) ? v : WZ_LEGAL;
    }
    return judge_own(b, pos, 0);
}
