/* internal.h - kernel structures shared by the kernel's own files only. */
#ifndef WUZI_INTERNAL_H
#define WUZI_INTERNAL_H

#include <wuzi/wuzi.h>

#define WZ_HIDDEN __attribute__((visibility("hidden")))

#include "opening.h"

/* A variant: one loaded manifest and the plugin serving it. */
struct wz_variant {
    char *id, *name, *description, *file;
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

    int nboards, width, height;
    uint8_t cells[WZ_MAX_BOARDS][WZ_MAX_SIZE * WZ_MAX_SIZE];
    /* Placement order of each stone (0 = none or set up by hand). */
    uint16_t number[WZ_MAX_BOARDS][WZ_MAX_SIZE * WZ_MAX_SIZE];
    int placed; /* stones put since the start, for numbering */
    int has_last;
    wz_point last;

    int colour_of[2]; /* player -> colour */
    int result;
    char reason[96];

    uint64_t seed;
    wz_rng rng;

    /* History: actions[0..nactions) are applied; [nactions..nredo) may be
     * redone. */
    wz_action *actions;
    int nactions, nredo, capacity;
    int replaying;

    /* A hand-made starting position (setup), replayed before history. */
    int nsetup[2];
    wz_point setup[2][WZ_MAX_SIZE * WZ_MAX_SIZE];
    int is_setup;

    /* Every draw of the random generator (dice), with the number of
     * actions applied when it was made: shown by history, kept by records
     * and checked when a record is replayed.  Rebuilt by every replay. */
    struct wz_draw {
        int after;
        uint32_t n, value;
    } *draws;
    int ndraws, draws_cap;
    int applied; /* actions applied so far, while applying */

    /* The opening protocol's parameters (after overrides) and progress. */
    int params[OP_MAX_PARAMS];
    op_state op;

    /* Tags and comments (notes.c); NULL until the first one is set. */
    struct wz_notes *notes;
};

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

/* notes.c: tags and comments kept beside the history */
WZ_HIDDEN void wz_notes_free(struct wz_notes *n);
WZ_HIDDEN struct wz_notes *wz_notes_clone(const struct wz_notes *n);
/* Drop the comments of positions >= after (a new action cut the redo
 * list, or a setup restarted the history). */
WZ_HIDDEN void wz_notes_cut(wz_game *g, int after);

#endif
