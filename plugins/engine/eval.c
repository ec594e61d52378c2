/* eval.c - the static evaluation: what each side could make on the empty
 * points near the stones.  Every empty point's combined line value for a
 * colour is kept summed on the board as stones come and go, so the
 * evaluation itself is a subtraction.  The side to move gets a bonus: in
 * five-in-a-row the initiative is most of the game. */
#include "search.h"

/* Side to move's weight over the opponent's, in tenths. */
#define TEMPO_TENTHS 12
#define SCALE 4

int evaluate(const board *b, int to_move)
{
    int mine = b->value_sum[to_move], theirs = b->value_sum[other(to_move)];
    int s = (mine * TEMPO_TENTHS / 10 - theirs) / SCALE;
    if (s > SCORE_WON - 1)
        s = SCORE_WON - 1;
    if (s < -(SCORE_WON - 1))
        s = -(SCORE_WON - 1);
    return s;
}
