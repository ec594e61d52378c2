/*
 * params.h - the search's tunable numbers, in one place so that a tuner
 * (bench/spsa.sh, docs/engine.md) can set any of them per seat:
 *   ai black engine tune.futility=70 tune.lmr_scale=90
 * Depths are in sixteenths of a ply (PLY), margins in evaluation units.
 */
#ifndef ENGINE_PARAMS_H
#define ENGINE_PARAMS_H

/*  X(name, default, least, most) */
#define SEARCH_PARAMS(X)                                                        \
    X(futility, 60, 10, 200)        /* futility margin a ply */               \
    X(futility_renju, 110, 10, 250) /* renju's: its evaluation swings more */ \
    X(razor_base, 20, 0, 150)       /* razoring margin ... */                 \
    X(razor_ply, 15, 0, 80)         /* ... and a ply more */                  \
    X(razor_depth, 40, 0, 80)       /* razor below this depth */              \
    X(razor_renju, 100, 50, 300)    /* renju's, percent of those */           \
    X(moves_base, 3, 1, 12)         /* moves searched at a node: base, */     \
    X(moves_square, 12, 2, 50)      /* + depth + depth^2 * this / 100 */      \
    X(moves_threat, 0, 0, 2)        /* past it: 0 none, 1 or 2 threats */     \
    X(lmr_scale, 100, 40, 160)      /* late-move reductions, percent */       \
    X(lmr_cut, 28, 0, 64)           /* more at cut nodes */                   \
    X(lmr_ttpv, 16, 0, 40)          /* less on former PVs */                  \
    X(lmr_history, 12000, 3000, 40000) /* history that cancels a ply */       \
    X(lmr_useless, 30, 0, 64)       /* more for far replies to a threat */    \
    X(lmr_attack, 8, 0, 32)         /* less for attacks that go on */         \
    X(five_ext, 20, 0, 32)          /* extension of the reply to a four */    \
    X(se_depth, 112, 48, 256)       /* singular extension from this depth */  \
    X(se_margin, 100, 20, 300)      /* its margin, percent a ply */           \
    X(se_double, 24, 0, 80)         /* margin for a double extension */       \
    X(asp_delta, 20, 4, 100)        /* aspiration window */                   \
    X(qvcf_margin, 2000, 300, 5000) /* delta pruning in the VCF */            \
    X(fail_high, 16, 0, 64)         /* likely fail-high margin a ply */       \
    X(trivial_depth, 64, 0, 160)    /* moves doing nothing pruned below */    \
    X(tt_ext, 4, 0, 16)             /* the table's move on a PV */            \
    X(four_ext, 4, 0, 16)           /* a four near our last stone */      \
    X(null_move, 1, 0, 1)           /* null-move pruning: 0 off */        \
    X(null_margin, 100, 25, 400)    /* its margins, percent */

enum {
#define PARAM_ENUM(n, d, lo, hi) PARAM_##n,
    SEARCH_PARAMS(PARAM_ENUM)
#undef PARAM_ENUM
    PARAM_COUNT
};

typedef struct param_info {
    const char *name;
    int def, lo, hi;
} param_info;

extern const param_info search_param_info[PARAM_COUNT];

/* Fill p with the defaults. */
void params_default(int p[PARAM_COUNT]);
/* The index of a parameter's name, or -1. */
int params_find(const char *name);

#endif
