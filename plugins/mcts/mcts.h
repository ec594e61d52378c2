/*
 * mcts.h - a general AI: Monte Carlo tree search through the host services
 * alone.  It knows no rule of any variant: what may be done comes from
 * expect and legal, what an action does from act on a clone, who won from
 * result.  What it does know is the geometry of boards (stones tend to
 * matter near other stones) and the shape of a two-player game.
 *
 * The parts, one file each:
 *   mcts.c     the plugin: settings, choose, release, extensions
 *   actions.c  compact actions, and the legal candidates of every action
 *              kind a position expects, with their geometric priors
 *   tree.c     the node pool, selection (UCT + RAVE, progressive
 *              widening), expansion, the solver, reuse between moves
 *   playout.c  the playout policy: near-stone moves, decisive moves
 *   search.c   the search loop and its limits
 */
#ifndef WUZI_MCTS_H
#define WUZI_MCTS_H

#include <stdint.h>

#include <wuzi/ai.h>

extern const wz_host *mcts_host;
#define H mcts_host

/* ------------------------------------------------------------ settings */

/* Whole-number settings are int64_t, the others double (settings.c reads
 * them by offset). */
typedef struct settings {
    int64_t time_ms;        /* per move; 0 = none */
    int64_t left_ms;        /* left on the game clock, from a front end */
    int64_t playouts;       /* new playouts per move; 0 = none */
    int64_t nodes;          /* tree size limit */
    int64_t memory_mb;      /* the most the tree may take (0: no cap) */
    int64_t seed;
    int64_t reuse;          /* keep the tree between moves */
    int64_t tactics;        /* try every child of a new node for a decided game */
    int64_t replies;        /* and the opponent's replies that win at once */
    int64_t decisive;       /* plies of each playout that take a winning action */
    int64_t safe;           /* playouts refuse actions that lose at once */
    int64_t length;         /* playout plies at most (0: to the end), then a draw */
    int64_t widen;          /* progressive widening */
    int64_t radius;         /* tree candidates: empty points this near a stone */
    int64_t playout_radius; /* playout moves: likewise */
    int64_t expand;         /* visits before a leaf grows children */
    double uct;             /* exploration constant */
    double rave;            /* RAVE equivalence (0 = no RAVE) */
    double local;           /* playouts: chance of a move next to the last stone */
    double hot;             /* prior weight of points found to win */
    int64_t trace;          /* a line about each search on stderr */
    int has_time;           /* time was given (otherwise playouts alone limit) */
    int has_left;           /* left was given */
} settings;

void settings_defaults(settings *s);
/* One key=value; 0, or -1 with a reason. */
int settings_set(settings *s, const char *key, const char *value, char *err, size_t errlen);
/* What the plugin holds besides its tree, under memory=MB. */
#define MCTS_BASE_MB 8
/* The most nodes the tree may hold: nodes=, or fewer when memory=MB caps
 * it (never below 1000). */
int64_t settings_node_cap(const settings *s);
/* The settings as "key=value ..." for people (status lines, docs). */
void settings_format(const settings *s, char *buf, size_t len);
/* The "wuzi.ai.settings/1" extension's table. */
const void *settings_extension(void);

/* ------------------------------------------------------------ random */

typedef struct rng {
    uint64_t s;
} rng;

static inline uint64_t rng_next(rng *r)
{
    uint64_t z = (r->s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static inline uint32_t rng_below(rng *r, uint32_t n)
{
    return n ? (uint32_t)(((rng_next(r) >> 32) * (uint64_t)n) >> 32) : 0;
}

static inline double rng_unit(rng *r)
{
    return (double)(rng_next(r) >> 11) * (1.0 / 9007199254740992.0);
}

/* ------------------------------------------------------------ actions */

/* A point as one number: board * 1024 + y * 32 + x. */
#define PT_BITS 11
#define PT(b, x, y) ((uint32_t)(b) << 10 | (uint32_t)(y) << 5 | (uint32_t)(x))
#define PT_BOARD(c) ((int)((c) >> 10) & 1)
#define PT_X(c) ((int)(c) & 31)
#define PT_Y(c) ((int)((c) >> 5) & 31)
#define PT_SPACE 2048

/*
 * An action in 32 bits, as tree nodes keep it: the kind in the low four
 * bits, then its argument: a point (place, choose; a place also keeps
 * whether the stone is white, for RAVE), two points (move), a number
 * (declare), or the index of a stored offer.  Kinds without an argument
 * are the kind alone.
 */
typedef uint32_t act32;
#define ACT_KIND(a) ((int)((a) & 15))
#define ACT_ARG(a) ((a) >> 4)

/* Offers carry up to WZ_MAX_POINTS points: the tree stores them aside. */
typedef struct offer_store {
    wz_action *at;
    uint32_t n, cap;
} offer_store;

act32 act_encode(const wz_action *a, int colour, offer_store *offers);
void act_decode(act32 c, const offer_store *offers, wz_action *out);
/* Index for RAVE statistics (0..AMAF_CODES-1), or -1 for an action whose
 * value does not carry over to other moments (kinds without a point). */
#define AMAF_CODES (3 * PT_SPACE)
int act_amaf(act32 c);
/* The point an action puts a stone on or names (a move's destination),
 * or -1. */
int act_point(act32 c);

/* A candidate action with its prior (bigger is tried earlier). */
typedef struct candidate {
    act32 act;
    float prior;
} candidate;

/* Board geometry shared by the candidate generator and the playouts. */
typedef struct geometry {
    int boards, width, height;
} geometry;

void geometry_read(const wz_game *g, geometry *geo);

/*
 * The legal candidates for what g expects now, every action kind it
 * allows but resign (which is candidate only when nothing else is legal),
 * sorted by prior, at most max.  Places are restricted to empty points
 * within radius of a stone (boards without stones: the centre), falling
 * back on every legal point.  Returns how many.
 */
int candidates(const wz_game *g, const wz_expect *e, int radius, rng *r, offer_store *offers,
               candidate *out, int max);

/* --------------------------------------------------------------- tree */

enum proof { PROOF_NONE = 0, PROOF_P1, PROOF_P2, PROOF_DRAW };

typedef struct node {
    act32 act;          /* the action that led here */
    uint32_t children;  /* index of the first child (contiguous); 0 = none */
    uint32_t visits;
    float wins;         /* results for the mover: 1 win, 0.5 draw */
    uint32_t amaf_visits;
    float amaf_wins;
    float prior;
    uint16_t nchildren;
    int8_t mover;       /* the player who acted; WZ_NOBODY at a fresh root */
    uint8_t proof : 2;  /* enum proof: the outcome with best play, once known */
    /* A child is a proven draw (two passes, say): whoever chooses next
     * can have a draw at once, so the mover's value is at most a draw
     * when the opponent chooses, at least one when the mover goes on. */
    uint8_t draw_ceiling : 1, draw_floor : 1;
} node;

typedef struct tree {
    node *nodes;
    uint32_t n, cap;
    offer_store offers;
    wz_game *root_game; /* the position at nodes[1] (0 is unused) */
    int lossy;          /* an action that loses at once was seen */
    /* How often a stone on each point was found to win (a proven win for
     * the player who made it), by player: such points are tried early,
     * by that player to win and by the other to block. */
    float hot[2][PT_SPACE];
} tree;

int tree_init(tree *t, const wz_game *g);
void tree_free(tree *t);
/* Keep the part of t below the position g (reached from t's root by the
 * actions g has played since); 1 when kept, 0 when t starts afresh. */
int tree_advance(tree *t, const wz_game *g);
/* Give n the candidates as children; -1 when the pool is full. */
int tree_expand(tree *t, uint32_t n, const candidate *c, int count, int mover);

/* Score of outcome for player p: 1 win, 0.5 draw, 0 loss. */
static inline float proof_score(int proof, int player)
{
    if (proof == PROOF_DRAW)
        return 0.5f;
    return proof == PROOF_P1 + player ? 1.0f : 0.0f;
}

int outcome_proof(const wz_game *g); /* the finished game as enum proof */

/* ------------------------------------------------------------- search */

/* Statistics of one choose, for the bench, the tests and progress. */
typedef struct search_stats {
    uint64_t playouts;
    uint64_t plies;       /* playout plies */
    uint32_t tree_nodes;
    uint32_t reused;      /* visits the root had before the search */
    int64_t ms;
    int root_proof;
    float best_value;
} search_stats;

typedef struct search search;

/* The best action for g, with t reused or rebuilt; 0, or -1 with err. */
int search_choose(tree *t, const wz_game *g, const settings *s, wz_action *out,
                  search_stats *st, char *err, size_t errlen);

/* Play *g out from its current position with the playout policy, recording
 * (player, amaf code) pairs in seq; returns the outcome (enum proof).  *g
 * may be replaced by a copy (freed with free_game as before). */
typedef struct playout_seq {
    int8_t *player;
    int16_t *code;
    int n, cap;
} playout_seq;

typedef struct playout_ctx playout_ctx;
playout_ctx *playout_new(void);
void playout_free(playout_ctx *p);
/* The game has actions that lose at once: from now on, check each playout
 * action on a copy first (with the `safe` setting). */
void playout_set_safe(playout_ctx *p);
int playout_run(playout_ctx *p, wz_game **g, const settings *s, rng *r, playout_seq *seq,
                uint64_t *plies);

/* The "wuzi.ai.progress/1" watcher (NULL: none), reported to by every
 * search: a few times a second, and once with the choice. */
void search_watch(wz_ai_report_fn fn, void *user);

/* Stop requests of the stop extension, checked by every running search. */
unsigned mcts_stop_generation(void);
void mcts_request_stop(void);

#endif
