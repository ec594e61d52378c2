/* eval_weights.c - learnt evaluation weights (see eval.h), written by
 * bench/tune_eval from the engine's own games (docs/engine.md): the
 * .inc files are its output, not to be edited by hand. */
#include <stddef.h>

#include "eval.h"

static const eval_params freestyle =
#include "eval_freestyle.inc"
    ;

const eval_params *eval_learnt(int family)
{
    switch (family) {
    case FAM_FREESTYLE:
    case FAM_EXACT:
    case FAM_CARO:
        return &freestyle;
    default:
        return NULL;
    }
}
