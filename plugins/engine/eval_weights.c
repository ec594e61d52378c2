/* eval_weights.c - learnt evaluation weights (see eval.h), written by
 * bench/tune_eval from the engine's own games (docs/engine.md): the
 * .inc files are its output, not to be edited by hand. */
#include <stddef.h>

#include "eval.h"

static const eval_params freestyle =
#include "eval_freestyle.inc"
    ;

static const eval_params renju =
#include "eval_renju.inc"
    ;

int eval_learnt_scale(int family)
{
    /* renju at 150%: 159-133-10 against 100% in self-play at 100 ms */
    return family == FAM_RENJU ? 150 : 100;
}

const eval_params *eval_learnt(int family)
{
    switch (family) {
    case FAM_FREESTYLE:
    case FAM_EXACT:
    case FAM_CARO:
        return &freestyle;
    case FAM_RENJU:
        return &renju;
    default:
        return NULL;
    }
}
