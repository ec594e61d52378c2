/*
 * opening.h - the opening-protocol engine (kernel-internal).
 *
 * A manifest describes its opening as data: an [opening] section of named
 * numeric parameters, and one [step LABEL] section per step, run in file
 * order unless a step says otherwise.  The kernel runs the steps before
 * handing the game to the variant's main phase, so every family plugin
 * gets every opening rule for free.  The manifest keys are documented in
 * docs/manifests.md.
 *
 * The engine has two jobs, in two parts:
 *   opening_parse.c     reads the sections into a program and checks it
 *                       whole (labels, paths, numbers) at load;
 *   opening_run.c       runs a program in a game, step after step, with
 *   opening_steps.c     one table entry per kind of step (op_kinds) saying
 *                       what it waits for, accepts and does, and
 *   opening_symmetry.c  when two offered stones are the same move.
 */
#ifndef WUZI_OPENING_H
#define WUZI_OPENING_H

#include <wuzi/wuzi.h>

#ifndef WZ_HIDDEN
#define WZ_HIDDEN __attribute__((visibility("hidden")))
#endif

#define OP_MAX_STEPS 64
#define OP_MAX_OPTIONS 8
#define OP_MAX_PARAMS 8
#define OP_MAX_GROUPS 4
#define OP_LABEL 32

enum op_kind {
    OPK_NONE = 0,
    OPK_PLACE,   /* put count stones of a colour inside an area */
    OPK_SWAP,    /* the actor may exchange colours: swap or stay */
    OPK_DECLARE, /* the actor declares n in min..max */
    OPK_OFFER,   /* the actor offers count candidate stones */
    OPK_KEEP,    /* the actor keeps one of an offer; the rest vanish */
    OPK_BRANCH,  /* the actor's action picks the way on */
    OPK_MOVE,    /* the actor moves one of the movable stones */
    OPK_CLEAR,   /* automatic: the board and offers are cleared */
    OPK_HOOK     /* what no data can say: the variant plugin's hook */
};

enum op_actor {
    OPA_NONE = 0, /* automatic step */
    OPA_P1,
    OPA_P2,
    OPA_BLACK,    /* whoever holds black now */
    OPA_WHITE,
    OPA_OTHER,    /* the player who did not make the last placement */
    OPA_SAME      /* the player who made the last placement */
};

enum op_area { AREA_ANY = 0, AREA_CENTRE, AREA_INSIDE, AREA_OUTSIDE };

/* A number in a step: a constant, the declared n, or a parameter. */
struct op_num {
    int kind; /* 0 constant, 1 the declared n, 2 parameter index */
    int value;
};

struct op_step {
    char label[OP_LABEL];
    int line;
    int kind, actor, colour, takes;
    struct op_num count_min, count_max; /* place, offer */
    struct op_num low, high;            /* declare */
    int area, area_k;                   /* AREA_INSIDE/OUTSIDE: central k x k */
    int noptions;                       /* branch */
    struct op_option {
        int action;
        char label[OP_LABEL];
        int target, line;
    } options[OP_MAX_OPTIONS];
    int count_line, range_line, next_line, from_line; /* where keys stand */
    char next_label[OP_LABEL];
    int next;                           /* step index; nsteps means "main" */
    int movable[8], nmovable, once;     /* move: stone numbers */
    char from[OP_LABEL];                /* keep: label of the offer step */
    int from_step;
    int any_symmetry;                   /* offer: allow symmetric images */
    int black;                          /* clear: who holds black after */
    int macro;                          /* opening26/52: B3's square, until expanded */
    char hook[OP_LABEL];
    char text[96];                      /* what status says, if given */
};

typedef struct wz_program {
    int nsteps;
    struct op_step steps[OP_MAX_STEPS];
    int nparams;
    struct op_param {
        char name[OP_LABEL];
        int value, line;
    } params[OP_MAX_PARAMS];
    int in_step; /* while parsing: the section being read, or -1 */
} wz_program;

/* The opening's progress in one game. */
typedef struct op_state {
    int active;
    int step;         /* index into the program's steps */
    int done;         /* stones placed so far within the step */
    int n, has_n;     /* the declared number */
    int last_placer;  /* player who made the last placement */
    int ngroups;
    struct op_group {
        int step;     /* the offer step that made it */
        int colour, player, n, kept;
        wz_point pts[WZ_MAX_POINTS];
    } groups[OP_MAX_GROUPS];
    uint64_t moved;   /* stone numbers moved already (bit per number) */
    int params[OP_MAX_PARAMS];
} op_state;

/* Manifest reading: take one key of [opening] or [step LABEL].  Returns 0,
 * or -1 with a reason in err. */
WZ_HIDDEN int op_parse(wz_program *p, const char *section, const char *key,
                       const char *value, int line, char *err, size_t len);
/* After the whole file: resolve labels and check every path through the
 * steps.  Returns 0, or -1 with the reason in err and its manifest line in
 * *line. */
WZ_HIDDEN int op_finish(wz_program *p, int *line, char *err, size_t len);
/* An [opening] parameter override from `new ID key=value`: 1 taken, 0 not
 * a parameter, -1 bad value. */
WZ_HIDDEN int op_override(const wz_program *p, int *params, const char *key,
                          const char *value, char *err, size_t len);

/* The first step carried out by the variant's hooks, or NULL. */
WZ_HIDDEN const struct op_step *op_first_hook(const wz_program *p);

/* Check the parameters (after overrides) give every step sensible numbers:
 * a declaration range min <= max within 1..WZ_MAX_POINTS, counts in
 * 1..WZ_MAX_POINTS.  0, or -1 with a reason. */
WZ_HIDDEN int op_check_params(const wz_program *p, const int *params, char *err, size_t len);

/* The parser's lookup of an [opening] parameter by name, or -1. */
WZ_HIDDEN int op_param_index(const wz_program *p, const char *name);

/* ---------------------------------------------------------- running */

/* Where the opening goes on after a step's apply or enter: a step index
 * (nsteps: the main phase), or one of these. */
enum {
    OP_STAY = -1, /* the step waits for (more) actions */
    OP_NEXT = -2, /* on to the step after the current one */
    OP_AGAIN = -3 /* enter the same step again (an automatic hook goes on) */
};

/* One kind of step.  The interpreter fills out->player (the actor) and
 * out->colour (the step's) before expect, and lets through to legal only
 * the kinds expect allowed; NULL legal accepts them all, NULL enter
 * waits for a player. */
struct op_step_kind {
    void (*expect)(const wz_game *g, const struct op_step *s, wz_expect *out);
    int (*legal)(const wz_game *g, const struct op_step *s, const wz_action *a,
                 char *why, size_t len);
    int (*apply)(wz_game *g, const struct op_step *s, const wz_action *a);
    int (*enter)(wz_game *g, const struct op_step *s);
    int choice;   /* refusals say "must choose" (a branch) */
    int own_text; /* the step's text key does not replace expect's */
};
WZ_HIDDEN extern const struct op_step_kind op_kinds[];

/* A number of a step in this game: constant, declared n or parameter. */
WZ_HIDDEN int op_value(const wz_game *g, struct op_num n);

/* The maps of a position onto itself (opening_symmetry.c). */
struct op_symmetry {
    int n, sx, sy, count;
    int maps[8];
};
/* The positions an offer is judged against, written to out (room for
 * WZ_MAX_POINTS): the board as it is, or, while an earlier offer waits
 * for its keep (Lijing's 4th), the board with each of its candidates in
 * turn, so that two offers are symmetric when they are so whichever
 * candidate is kept.  Returns how many. */
WZ_HIDDEN int op_offer_positions(const wz_game *g, struct op_symmetry *out);
/* Does one of the position's maps take a to b? */
WZ_HIDDEN int op_symmetric(const struct op_symmetry *y, wz_point a, wz_point b);

/* The game side (g->variant->program may be NULL: no opening). */
WZ_HIDDEN void op_start(wz_game *g);
WZ_HIDDEN void op_expect(const wz_game *g, wz_expect *out);
/* e: what op_expect said of this position (the kernel's checks have run). */
WZ_HIDDEN int op_legal(const wz_game *g, const wz_expect *e, const wz_action *a, char *why,
                       size_t len);
WZ_HIDDEN void op_apply(wz_game *g, const wz_action *a);
WZ_HIDDEN int op_marks(const wz_game *g, wz_point *pts, int max);

#endif
