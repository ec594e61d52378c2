/* eval.c - the static evaluation.
 *
 * Two terms, both from tables indexed by what the board already keeps:
 *   - every empty cell is worth a weight by its pattern code (the four
 *     lines' kinds a stone there would make), for each colour; the board
 *     keeps the sums as stones come and go, so this is a subtraction;
 *   - the threats on the board (who can make a five, an open four, a
 *     four-three, a three next move) index a table of 2048 values for the
 *     side to move: the initiative is most of five-in-a-row.
 * The weights are learnt from games (bench/tune-eval, docs/engine.md) and
 * kept in eval_weights.c; a family without learnt weights gets the same
 * shape-based values the move ordering starts from. */
#include <pthread.h>

#include "eval.h"
#include "search.h"

static int16_t weights[FAM_COUNT][3][PCODES];
static int16_t threats[FAM_COUNT][3][THREAT_MASKS];
static pthread_once_t once = PTHREAD_ONCE_INIT;

/* Values before learning: the prior move-ordering worth, scaled down. */
static void hand_weights(int family)
{
    for (int c = CELL_BLACK; c <= CELL_WHITE; c++)
        for (int p = 0; p < PCODES; p++) {
            int v = board_combos[p].value / 4;
            weights[family][c][p] = (int16_t)(v > 2000 ? 2000 : v);
        }
    static const int16_t bit_value[THREAT_BITS] = {
        [TB_OPP_FIVE] = 0,     [TB_SELF_F4] = 1500,  [TB_OPP_F4] = -800,
        [TB_SELF_4PLUS] = 300, [TB_SELF_FOUR] = 60,  [TB_SELF_3PLUS] = 200,
        [TB_SELF_THREE] = 100, [TB_OPP_4PLUS] = -250, [TB_OPP_FOUR] = -40,
        [TB_OPP_3PLUS] = -150, [TB_OPP_THREE] = -70,
    };
    for (int c = CELL_BLACK; c <= CELL_WHITE; c++)
        for (int m = 0; m < THREAT_MASKS; m++) {
            int v = 20; /* the move itself */
            for (int bit = 0; bit < THREAT_BITS; bit++)
                if (m & (1 << bit))
                    v += bit_value[bit];
            threats[family][c][m] = (int16_t)v;
        }
}

static void build(void)
{
    for (int f = 0; f < FAM_COUNT; f++) {
        const eval_params *learnt = eval_learnt(f);
        if (!learnt) {
            hand_weights(f);
            continue;
        }
        for (int c = CELL_BLACK; c <= CELL_WHITE; c++) {
            for (int p = 0; p < PCODES; p++)
                weights[f][c][p] = learnt->weight[c - 1][p];
            for (int m = 0; m < THREAT_MASKS; m++)
                threats[f][c][m] = learnt->threat[c - 1][m];
        }
    }
}

const int16_t *eval_weights(int family, int colour)
{
    pthread_once(&once, build);
    return weights[family][colour];
}

int eval_threat_value(int family, int colour, int mask)
{
    pthread_once(&once, build);
    return threats[family][colour][mask];
}

int eval_threat_mask(const board *b, int self)
{
    int opp = other(self);
    const int16_t *s = b->level_count[self], *o = b->level_count[opp];
    int m = 0;
    m |= (!board_set_empty(b->five[opp])) << TB_OPP_FIVE;
    m |= (s[LV_F4] > 0) << TB_SELF_F4;
    m |= (o[LV_F4] > 0) << TB_OPP_F4;
    m |= (s[LV_43] + s[LV_B4PLUS] > 0) << TB_SELF_4PLUS;
    m |= (s[LV_B4] > 0) << TB_SELF_FOUR;
    m |= (s[LV_33] + s[LV_F3PLUS] > 0) << TB_SELF_3PLUS;
    m |= (s[LV_F3] > 0) << TB_SELF_THREE;
    m |= (o[LV_43] + o[LV_B4PLUS] > 0) << TB_OPP_4PLUS;
    m |= (o[LV_B4] > 0) << TB_OPP_FOUR;
    m |= (o[LV_33] + o[LV_F3PLUS] > 0) << TB_OPP_3PLUS;
    m |= (o[LV_F3] > 0) << TB_OPP_THREE;
    return m;
}

int evaluate(const board *b, int to_move)
{
    /* the shapes averaged over this ply and the one before: a stone just
     * played has not been answered yet */
    int s = b->value_sum[CELL_BLACK] - b->value_sum[CELL_WHITE];
    if (b->nstones > 0)
        s = (s + b->value_before[b->nstones - 1]) / 2;
    if (to_move == CELL_WHITE)
        s = -s;
    s += threats[b->family][to_move][eval_threat_mask(b, to_move)];
    if (s > EVAL_MAX)
        s = EVAL_MAX;
    if (s < -EVAL_MAX)
        s = -EVAL_MAX;
    return s;
}
