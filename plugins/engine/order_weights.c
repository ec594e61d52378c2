/* order_weights.c - the move ordering's shape tables (see order_weights.h):
 * built once from the learnt tables, or from the shape values where a
 * family has none.  The .inc files are bench/tune_order's output, not to
 * be edited by hand. */
#include <pthread.h>
#include <stddef.h>

#include "order_weights.h"

static const order_params renju =
#include "order_renju.inc"
    ;

const order_params *order_learnt(int family)
{
    return family == FAM_RENJU ? &renju : NULL;
}

static int32_t mine[FAM_COUNT][3][PCODES], theirs[FAM_COUNT][3][PCODES];
static int16_t near_theirs[FAM_COUNT][3][ORDER_DISTS], near_mine[FAM_COUNT][3][ORDER_DISTS];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void build(void)
{
    for (int f = 0; f < FAM_COUNT; f++) {
        const order_params *learnt = order_learnt(f);
        for (int c = CELL_BLACK; c <= CELL_WHITE; c++)
            for (int p = 0; p < PCODES; p++) {
                mine[f][c][p] = learnt ? learnt->mine[c - 1][p] : 2 * board_combos[p].value;
                theirs[f][c][p] = learnt ? learnt->theirs[c - 1][p] : board_combos[p].value;
            }
        for (int c = CELL_BLACK; c <= CELL_WHITE && learnt; c++)
            for (int d = 0; d < ORDER_DISTS; d++) {
                near_theirs[f][c][d] = learnt->near_theirs[c - 1][d];
                near_mine[f][c][d] = learnt->near_mine[c - 1][d];
            }
    }
}

const int32_t *order_table_mine(int family, int colour)
{
    pthread_once(&once, build);
    return mine[family][colour];
}

const int32_t *order_table_theirs(int family, int colour)
{
    pthread_once(&once, build);
    return theirs[family][colour];
}

const int16_t *order_table_near_theirs(int family, int colour)
{
    pthread_once(&once, build);
    return near_theirs[family][colour];
}

const int16_t *order_table_near_mine(int family, int colour)
{
    pthread_once(&once, build);
    return near_mine[family][colour];
}
