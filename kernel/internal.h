/* internal.h - kernel structures shared by the kernel's own files only. */
#ifndef WUZI_INTERNAL_H
#define WUZI_INTERNAL_H

#include <wuzi/wuzi.h>

#define WZ_HIDDEN __attribute__((visibility("hidden")))

#include "opening.h"

/* A variant: one loaded manifest and the plugin serving it. */
struct wz_variant {
    char *id, *name, *description, *file;
    char *summary, *family, *clock; /* optional [variant] keys, "" if absent */
    const wz_plugin *plugin;
    /* Every key outside [variant], in file order, so that a new game can
     * rebuild its configuration with overrides applied on top. */
    int nentries;
    struct wz_entry {
        char *section, *key, *value;
        int line;
    } *entries;
    /* The [rules] keys as "key=value", for people and for completion. */
    int nrules;
    char **rules;
    /* The foreign records it claims ([variant] claims): "psq", "sgf:renju";
     * order: its place in loading, so the earlier folder's claim wins. */
    int nclaims;
    char **claims;
    int order;
    /* The opening protocol ([opening] and [step ...] sections), or NULL. */
    wz_program *program;
};

/* splitmix64: tiny, fast, and its whole state is one number to record. */
typedef struct wz_rng {
    uint64_t state;
} wz_rng;

WZ_HIDDEN uint64_t wz_rng_next(wz_rng *r);
WZ_HIDDEN uint32_t wz_rng_below(wz_rng *r, uint32_t n);

struct wz_game {
    const wz_variant *variant;
    void *config;
    void *state;
    int noverrides;
    char **overrides;

    /* The position: everything that applying an action changes, from
     * nboards to op.  Checkpoints (tree.c) copy these fields as one block,
     * with the plugin's state block, so a field that an action changes
     * belongs between them. */
    int nboards, width, height;
    uint8_t cells[WZ_MAX_BOARDS][WZ_MAX_SIZE * WZ_MAX_SIZE];
    /* Placement order of each stone (0 = none or set up by hand). */
    uint16_t number[WZ_MAX_BOARDS][WZ_MAX_SIZE * WZ_MAX_SIZE];
    /* The black [0] and white [1] stones of each board, kept by every
     * writer of cells (wz_game_put, wz_game_move, wz_game_clear_boards,
     * wz_game_set_boards): the variants count stones after every move. */
    int stones[WZ_MAX_BOARDS][2];
    int placed; /* stones put since the start, for numbering */
    int has_last;
    wz_point last;
    int colour_of[2]; /* player -> colour */
    int result;
    char reason[96];
    wz_rng rng;
    int ndraws;  /* entries of draws[] made on the way to this position */
    int applied; /* actions applied so far, while applying */
    /* The opening protocol's progress. */
    op_state op;
    /* (end of the position) */

    uint64_t seed;
    int replaying;

    /* Change counters (wz_game_changes_of): stamp is this game's alone
     * (each new game and copy draws one); revision grows with every
     * change a native record holds; reshaped is the revision of the last
     * change that removed or reordered positions. */
    uint64_t stamp, revision, reshaped;
    /* A trial (wz_game_begin .. commit or rollback), or NULL; kept
     * allocated from one trial to the next. */
    struct wz_trial *trial;

    /* The variation tree (tree.c): nodes[0] is the start; the history is
     * the path from it to the current node: path[0..nactions] are its
     * nodes, actions[0..nactions) the actions between them (what plugins
     * see).  Freed nodes are chained through sibling from free_node. */
    struct wz_node *nodes;
    int nnodes, nodes_cap, free_node, live_nodes;
    wz_action *actions;
    int *path;
    int nactions, capacity;
    /* Positions on the current path, every WZ_CHECKPOINT_EVERY actions,
     * saved by replays so that going back replays a few actions only. */
    struct wz_checkpoint *checkpoints;
    int ncheckpoints;

    /* A hand-made starting position (setup), replayed before history. */
    int nsetup[2];
    wz_point setup[2][WZ_MAX_SIZE * WZ_MAX_SIZE];
    int is_setup;

    /* Every draw of the random generator (dice) on the way to the current
     * position, with the number of actions applied when it was made:
     * shown by history, kept by records and checked when a record is
     * replayed.  draws[0..ndraws) are in use. */
    struct wz_draw {
        int after;
        uint32_t n, value;
    } *draws;
    int draws_cap;

    /* The opening protocol's parameters (after overrides). */
    int params[OP_MAX_PARAMS];

    /* Tags (notes.c); NULL until the first one is set. */
    struct wz_notes *notes;
};

/* A position of the tree: the action that leads to it from its parent
 * (kept compact: libraries hold many thousands), its comment, and links. */
struct wz_node {
    int parent;  /* -1 for the start; -2 for a node on the free list */
    int child;   /* first child: the main continuation, or -1 */
    int sibling; /* next child of the same parent, or -1 */
    int next;    /* the child the current line goes on with, or -1 */
    char *comment;
    wz_point *more; /* the action's points after the first, or NULL */
    int value;
    uint8_t kind, npoints;
    int8_t player;
    /* the colour of the stone placed, or of the player who acted */
    uint8_t colour;
    wz_point pt; /* the action's first point */
};

#define WZ_CHECKPOINT_EVERY 8

/* game.c */
WZ_HIDDEN void wz_game_put(wz_game *g, wz_point p, int colour);
WZ_HIDDEN int wz_game_on_board(const wz_game *g, wz_point p);
WZ_HIDDEN int wz_game_line(const wz_game *g, wz_point p, int dx, int dy,
                           int colour);
WZ_HIDDEN int wz_game_ray(const wz_game *g, wz_point p, int dx, int dy,
                          int colour);
WZ_HIDDEN int wz_game_stones(const wz_game *g, int board);
WZ_HIDDEN void wz_game_set_result(wz_game *g, int result, const char *why);
WZ_HIDDEN int wz_game_set_boards(wz_game *g, int n, int w, int h);
WZ_HIDDEN int wz_game_legal(const wz_game *g, const wz_action *a, char *why,
                            size_t whylen);
WZ_HIDDEN int wz_game_player_of(const wz_game *g, int colour);
/* Empty every board: no stone, no number, nothing placed (the start of
 * a replay, an opening step that clears the board). */
WZ_HIDDEN void wz_game_clear_boards(wz_game *g);
/* Move a stone, keeping its number (opening rules that move stones). */
WZ_HIDDEN void wz_game_move(wz_game *g, wz_point from, wz_point to);
WZ_HIDDEN int wz_game_main_colour(const wz_game *g);
WZ_HIDDEN void wz_game_swap_colours(wz_game *g);
/* A draw in 0..n-1 from the game's generator, logged. */
WZ_HIDDEN uint32_t wz_game_random(wz_game *g, uint32_t n);

/* phase.c: the kernel's checks, then the opening or the variant.
 * wz_phase_legal fills in a->player. */
WZ_HIDDEN int wz_phase_legal(const wz_game *g, wz_action *a, char *why,
                             size_t whylen);
WZ_HIDDEN void wz_phase_apply(wz_game *g, const wz_action *a);

/* loader.c: the kernel's copy of a plugin, every op it calls filled in.
 * The file stem of path must be the descriptor's id. */
WZ_HIDDEN const wz_plugin *wz_plugin_open(const char *path, char *why,
                                          size_t whylen);
WZ_HIDDEN const void *wz_plugin_extension(const char *id);
/* compat1.c: an ABI-1 descriptor read into this ABI's tables. */
WZ_HIDDEN int wz_compat1_read(const void *descriptor, wz_plugin *plugin,
                              wz_variant_ops *variant, wz_ai_ops *ai,
                              char *why, size_t whylen);
/* defaults.c: the kernel's op for every optional op left NULL. */
WZ_HIDDEN void wz_variant_defaults(wz_variant_ops *o);
WZ_HIDDEN void wz_ai_defaults(wz_ai_ops *o);

/* action.c: how many points an action kind carries, min..max. */
WZ_HIDDEN void wz_action_arity(int kind, int *min, int *max);

/* paths.c: the user's data folder, $XDG_DATA_HOME/wuzi or
 * ~/.local/share/wuzi; 0 when neither variable says. */
WZ_HIDDEN int wz_user_data_dir(char *out, size_t len);

/* util.c */
WZ_HIDDEN char *wz_strdup(const char *s);
WZ_HIDDEN void wz_say(char *why, size_t whylen, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Back to the position before the first action (the variant's start,
 * then the setup); actions are then carried out by wz_phase_apply. */
WZ_HIDDEN void wz_game_reset(wz_game *g);
/* A copy of g with the whole tree (wz_game_clone), or with the path to
 * the current position only (the copies plugins make). */
WZ_HIDDEN wz_game *wz_game_copy(const wz_game *g, int whole);

/* notes.c: tags kept beside the history */
WZ_HIDDEN void wz_notes_free(struct wz_notes *n);
WZ_HIDDEN struct wz_notes *wz_notes_clone(const struct wz_notes *n);

/* tree.c: change counting.  A change a native record holds: the revision
 * grows (and the reshape mark with it when reshape says the change
 * removed or reordered positions), and a trial running ends, kept (only
 * actions may be tried). */
WZ_HIDDEN void wz_game_changed(wz_game *g, int reshape);
/* A new stamp, for a new game or a copy. */
WZ_HIDDEN uint64_t wz_game_new_stamp(void);
/* Before the action that goes from the current node to child (added: a
 * node just made for it) is applied, when g->trial is set: what a
 * rollback needs is kept while the trial runs. */
WZ_HIDDEN void wz_trial_step(wz_game *g, int child, int added);
WZ_HIDDEN void wz_trial_free(wz_game *g);

/* tree.c: the variation tree.  Node ids are indexes into g->nodes. */
/* A tree of the start alone (the comment of the start is kept when keep
 * says so); 0, or -1 out of memory. */
WZ_HIDDEN int wz_tree_reset(wz_game *g, int keep_start_comment);
WZ_HIDDEN void wz_tree_free(wz_game *g);
/* Copy g's tree into c (a byte copy of g): the whole tree, or only the
 * path to the current node (what a plugin's copy needs).  -1 out of
 * memory (c's tree is then empty and freeable). */
WZ_HIDDEN int wz_tree_copy(wz_game *c, const wz_game *g, int whole);
/* The child of node whose action equals a, or -1. */
WZ_HIDDEN int wz_tree_find_child(const wz_game *g, int node, const wz_action *a);
/* A new last child of node for action a; -1 out of memory. */
WZ_HIDDEN int wz_tree_add_child(wz_game *g, int node, const wz_action *a, int colour);
/* Make child (of the current node) the current node: the path grows by
 * it and its action (a, when the caller has it at hand) is applied.  -1
 * out of memory (nothing changed). */
WZ_HIDDEN int wz_tree_step(wz_game *g, int child, const wz_action *a);
/* Make node the current position, replaying from the nearest checkpoint;
 * the current line then goes through it. */
WZ_HIDDEN int wz_tree_goto(wz_game *g, int node);
/* The node at index i of the current line (0: the start), or -1. */
WZ_HIDDEN int wz_tree_line_node(const wz_game *g, int i);
/* The last node of the main line below node (first children). */
WZ_HIDDEN int wz_tree_main_end(const wz_game *g, int node);
/* The action that leads to node. */
WZ_HIDDEN void wz_tree_action(const wz_game *g, int node, wz_action *out);
/* Set node's comment (NULL or "" removes); -1 out of memory. */
WZ_HIDDEN int wz_tree_set_comment(wz_game *g, int node, const char *text);
/* Put the children of parent in the order given (n ids, each a child). */
WZ_HIDDEN void wz_tree_order(wz_game *g, int parent, const int *children, int n);
/* Whether some node of the tree has more than one child. */
WZ_HIDDEN int wz_tree_branches(const wz_game *g);

#endif
