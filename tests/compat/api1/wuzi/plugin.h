/*
 * FROZEN: <wuzi/plugin.h> as it was at ABI 1, API 1 (commit 7a8828d), the
 * contract the first wave's plugins were built against.  Never edit it:
 * tests/compat builds plugins against this copy to prove that the kernel
 * still loads and plays them (kernel/compat1.c reads their tables).
 */
/*
 * wuzi/plugin.h - the contract between the wuzi kernel and its plugins.
 *
 * A plugin is a shared object with exactly one exported symbol,
 * wuzi_plugin_entry (declare it with WZ_PLUGIN_ENTRY).  The kernel calls it
 * once, right after dlopen, with its table of services; the plugin returns a
 * const descriptor.  The descriptor starts with three numbers the kernel
 * checks before it touches anything else:
 *
 *   abi   must equal WZ_ABI exactly.  Bumped when a field of any struct in
 *         this header changes meaning, type or place.
 *   api   must be <= the host's WZ_API.  Bumped when something is appended
 *         (a service at the end of struct wz_host, an op at the end of an ops
 *         table).  A plugin built against an older header still loads.
 *   size  sizeof(struct wz_plugin) as the plugin saw it.
 *
 * WZ_PLUGIN_HEADER stamps all three, so an author never types a number.
 *
 * The kernel owns every fact of a game: boards, stones, history, which
 * player holds which colour, the random generator, the outcome.  A variant
 * plugin is a state machine over actions: it says what is expected now,
 * whether an action is legal (and why not), and what the action does,
 * changing the game only through the host services.  Its private per-game
 * state is a zeroed block of state_size bytes owned by the kernel; undo
 * replays the history from the start, so a plugin never needs unmake logic.
 */
#ifndef WUZI_PLUGIN_H
#define WUZI_PLUGIN_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define WZ_ABI 1
#define WZ_API 1

/* Board limits: every board is square or rectangular within these. */
#define WZ_MIN_SIZE 5
#define WZ_MAX_SIZE 26
#define WZ_MAX_BOARDS 2
/* The most points one action carries (offers of fifth moves, setups). */
#define WZ_MAX_POINTS 32

/* Colours of stones; WZ_EMPTY for a free point. */
enum wz_colour { WZ_EMPTY = 0, WZ_BLACK = 1, WZ_WHITE = 2 };

/* Players are kept apart from colours: P1 starts the opening as tentative
 * black; a swap exchanges colours between players, never stones. */
enum wz_player { WZ_P1 = 0, WZ_P2 = 1, WZ_NOBODY = -1 };

/* A point: board 0 or 1; x the column from the left (a = 0); y the row from
 * the bottom (row 1 = 0). */
typedef struct wz_point {
    int8_t board;
    int8_t x;
    int8_t y;
} wz_point;

/* Everything an opening or a variant can ask of a player. */
enum wz_action_kind {
    WZ_ACT_NONE = 0,
    WZ_ACT_PLACE,   /* pts[0]: put a stone of the expected colour there */
    WZ_ACT_SWAP,    /* exchange colours between the players */
    WZ_ACT_STAY,    /* decline an offered swap */
    WZ_ACT_DECLARE, /* value: a number (fifth moves to offer, ...) */
    WZ_ACT_OFFER,   /* pts[0..npoints-1]: candidate stones */
    WZ_ACT_CHOOSE,  /* pts[0]: one of the candidates (or an option) */
    WZ_ACT_PASS,    /* give up the turn */
    WZ_ACT_END,     /* finish a multi-stone turn early */
    WZ_ACT_REJECT,  /* refuse what was proposed (Taimla) */
    WZ_ACT_MOVE,    /* pts[0] -> pts[1]: move a stone */
    WZ_ACT_CLAIM,   /* claim the opponent's foul */
    WZ_ACT_RESIGN,  /* the acting player gives up */
    WZ_ACT_COUNT
};

/* One action, as the history keeps it. */
typedef struct wz_action {
    int kind;      /* enum wz_action_kind */
    int player;    /* who acted; filled in by the kernel */
    int value;     /* DECLARE's number */
    int npoints;
    wz_point pts[WZ_MAX_POINTS];
} wz_action;

/* What the game waits for: filled in by a variant's expect op. */
typedef struct wz_expect {
    int player;        /* enum wz_player; WZ_NOBODY once the game is over */
    unsigned actions;  /* bit (1u << kind) for every action kind allowed now */
    int colour;        /* colour of the stone(s) a PLACE or OFFER puts down */
    int min, max;      /* DECLARE range; OFFER count (min == max) */
    char text[120];    /* one line for people: "place B3 in the central 5x5" */
} wz_expect;

/* Outcome of a game. */
enum wz_result { WZ_ONGOING = 0, WZ_BLACK_WINS, WZ_WHITE_WINS, WZ_DRAW };

/* Verdict for a black stone at a point (the shell's `check`). */
enum wz_verdict {
    WZ_LEGAL = 0,
    WZ_FIVE,
    WZ_OVERLINE,
    WZ_DOUBLE_FOUR,
    WZ_DOUBLE_THREE
};

/* The game is opaque to plugins: they reach it through the host services. */
typedef struct wz_game wz_game;

/*
 * Services the kernel offers every plugin.  The table only grows at the
 * end; check host->api before using a service added after API 1.
 */
typedef struct wz_host {
    uint32_t api;  /* the host's WZ_API */
    uint32_t size; /* sizeof(struct wz_host) in the host */

    /* Set the board geometry; only from a variant's start op.  n boards
     * (1..WZ_MAX_BOARDS) of width x height.  Returns 0, or -1 if out of
     * limits. */
    int (*set_boards)(wz_game *g, int n, int width, int height);
    /* Board count, width and height. */
    int (*boards)(const wz_game *g);
    int (*width)(const wz_game *g);
    int (*height)(const wz_game *g);
    /* Colour at p, or -1 when p is off the boards. */
    int (*at)(const wz_game *g, wz_point p);
    /* The cells of one board: width*height bytes, index y*width + x. */
    const uint8_t *(*cells)(const wz_game *g, int board);
    /* Put colour (WZ_EMPTY to clear) at p.  No rule is checked. */
    void (*put)(wz_game *g, wz_point p, int colour);
    /* Number of stones on a board. */
    int (*stones)(const wz_game *g, int board);
    /* Length of the unbroken run of colour through p along (dx,dy), p
     * itself counted as that colour whatever it holds. */
    int (*run)(const wz_game *g, wz_point p, int dx, int dy, int colour);

    /* The colour a player holds, and the player holding a colour. */
    int (*colour_of)(const wz_game *g, int player);
    int (*player_of)(const wz_game *g, int colour);
    /* Exchange colours between P1 and P2. */
    void (*swap_colours)(wz_game *g);

    /* End the game.  reason is a few words: "five", "resignation". */
    void (*set_result)(wz_game *g, int result, const char *reason);
    int (*result)(const wz_game *g);

    /* A uniform draw in 0..n-1 from the game's seeded generator; replay
     * repeats every draw exactly. */
    uint32_t (*random)(wz_game *g, uint32_t n);

    /* The history: actions applied since the start (or the setup). */
    int (*history_length)(const wz_game *g);
    const wz_action *(*history_at)(const wz_game *g, int i);
    /* True while replaying the history (undo, redo, load). */
    int (*replaying)(const wz_game *g);

    /* The plugin's per-game state and the parsed manifest configuration. */
    void *(*state)(wz_game *g);
    const void *(*config)(const wz_game *g);

    /* An extension exported by any loaded plugin, by id
     * ("wuzi.renju.forbidden/1"); NULL if none. */
    const void *(*extension)(const char *id);

    /* What the game expects now, and whether an action is legal (0) or not
     * (-1, reason in why).  For AI plugins. */
    void (*expect)(const wz_game *g, wz_expect *out);
    int (*legal)(const wz_game *g, const wz_action *a, char *why, size_t whylen);
    /* A private copy of a game to try actions on; free it with free_game. */
    wz_game *(*clone)(const wz_game *g);
    /* Apply a legal action (as a player would); -1 with why if illegal. */
    int (*act)(wz_game *g, const wz_action *a, char *why, size_t whylen);
    void (*free_game)(wz_game *g);
    /* The verdict for black at p under the variant (see enum wz_verdict). */
    int (*check)(const wz_game *g, wz_point p);
    /* The colour to move first in the main phase, for enter_main: black
     * after a hand-made setup; after an opening, the colour with fewer
     * stones on the board (black when even). */
    int (*main_colour)(const wz_game *g);
    /* Whether the opening protocol is still running. */
    int (*in_opening)(const wz_game *g);
    /* The 26 renju openings (index 0..25: D1..D13, I1..I13): W2 and B3
     * as offsets from B1 in the canonical orientation.  -1 if out of
     * range. */
    int (*opening_stones)(int index, int *w2x, int *w2y, int *b3x, int *b3y);
    /* The candidates offered and not yet kept (for a choose), and any
     * marks the variant shows; returns how many, at most max. */
    int (*marks)(const wz_game *g, wz_point *pts, int max);
} wz_host;

/*
 * A variant: the rules of one family of games.  One plugin may serve many
 * manifests; the manifest's keys configure it.
 */
typedef struct wz_variant_ops {
    /* Size of the configuration block the kernel allocates (zeroed) for
     * each manifest and each new game. */
    size_t config_size;
    /* Take one manifest key outside the [variant] section.  section is the
     * INI section ("rules" for keys that `new ID key=value` overrides),
     * line the manifest line (0 for an override).  Return 0, or -1 with a
     * reason in err ("unknown key", "size must be 5..26"). */
    int (*configure)(void *config, const char *section, const char *key,
                     const char *value, int line, char *err, size_t errlen);
    /* Called once every key is in: check the configuration as a whole.
     * Return 0, or -1 with a reason in err (naming the line where there is
     * one, "line 12: choose with no offer before it"). */
    int (*finish)(void *config, char *err, size_t errlen);

    /* Size of the per-game state block (zeroed before start). */
    size_t state_size;
    /* A game begins (or is replayed from its start): set the boards. */
    void (*start)(wz_game *g);
    /* The main phase begins: after the manifest's opening steps (or at
     * once when it has none), or after a hand-made setup.  The colour to
     * move is host->main_colour(g). */
    void (*enter_main)(wz_game *g);
    /* Fill out with what the game waits for now. */
    void (*expect)(const wz_game *g, wz_expect *out);
    /* Is a legal now?  0, or -1 with a reason for people in why
     * ("h8 is occupied", "B3 must be in the central 5x5"). */
    int (*legal)(const wz_game *g, const wz_action *a, char *why,
                 size_t whylen);
    /* Carry out a legal action. */
    void (*apply)(wz_game *g, const wz_action *a);
    /* The verdict for a black stone at the empty point p (`check`). */
    int (*check)(const wz_game *g, wz_point p);
    /* May be NULL: marks to show on the board (candidates offered, ...),
     * written to pts; returns how many. */
    int (*marks)(const wz_game *g, wz_point *pts, int max);
    /* May be NULL (nothing is ever forbidden): the kind of foul (enum
     * wz_verdict) if black may not play the empty point p, else WZ_LEGAL.
     * Unlike check, an overline that merely fails to win is not a foul. */
    int (*forbids)(const wz_game *g, wz_point p);

    /* Opening steps that no manifest data can say ("do = hook:NAME" in a
     * [step] section) are carried out by the variant through these three
     * (all NULL when the plugin has no hooks).  hook_expect fills out what
     * the step waits for; out->player == WZ_NOBODY makes the step automatic
     * (the kernel then calls hook_apply with a == NULL at once).
     * hook_legal answers like legal.  hook_apply carries the action out and
     * returns 1 when the step is finished, 0 when it waits for more.  Keep
     * any progress in the state block: replay rebuilds it. */
    void (*hook_expect)(const wz_game *g, const char *name, wz_expect *out);
    int (*hook_legal)(const wz_game *g, const char *name, const wz_action *a,
                      char *why, size_t whylen);
    int (*hook_apply)(wz_game *g, const char *name, const wz_action *a);
} wz_variant_ops;

/*
 * An AI: chooses an action for whoever is to act.
 */
typedef struct wz_ai_ops {
    /* Size of a zeroed settings block, one per seat (black or white). */
    size_t config_size;
    /* One `key=value` of `ai COLOUR PLUGIN key=value`; 0 or -1 with err. */
    int (*configure)(void *config, const char *key, const char *value,
                     char *err, size_t errlen);
    /* Choose an action that is legal in g now.  Return 0, or -1 with a
     * reason in err if it cannot act. */
    int (*choose)(const wz_game *g, const void *config, wz_action *out,
                  char *err, size_t errlen);
    /* May be NULL.  The seat is given up (`ai off`, another plugin, the
     * end of the program): free what choose started for this settings
     * block, such as an external engine's process.  The host frees the
     * block itself afterwards. */
    void (*release)(void *config);
} wz_ai_ops;

enum wz_plugin_kind { WZ_PLUGIN_VARIANT = 1, WZ_PLUGIN_AI = 2 };

/* The descriptor a plugin's entry returns. */
typedef struct wz_plugin {
    uint32_t abi;  /* WZ_ABI of the header the plugin was built with */
    uint32_t api;  /* WZ_API of that header */
    uint32_t size; /* sizeof(struct wz_plugin) */
    int kind;      /* enum wz_plugin_kind */
    const char *id;      /* file stem: "gomoku" for gomoku.so */
    const char *name;    /* for people */
    const char *version;
    const wz_variant_ops *variant; /* for WZ_PLUGIN_VARIANT */
    const wz_ai_ops *ai;           /* for WZ_PLUGIN_AI */
    /* May be NULL: optional capabilities by string id, so the descriptor
     * never has to grow for them. */
    const void *(*extension)(const char *id);
} wz_plugin;

/* Stamp abi, api and size in a descriptor initialiser. */
#define WZ_PLUGIN_HEADER WZ_ABI, WZ_API, (uint32_t)sizeof(wz_plugin)

/* The entry symbol, the only one a plugin exports.  Use as:
 *     WZ_PLUGIN_ENTRY { host = h; return &descriptor; }            */
#define WZ_PLUGIN_ENTRY_NAME "wuzi_plugin_entry"
#define WZ_PLUGIN_ENTRY                                                     \
    __attribute__((visibility("default"))) const wz_plugin *               \
    wuzi_plugin_entry(const wz_host *wz_entry_host);                      \
    __attribute__((visibility("default"))) const wz_plugin *               \
    wuzi_plugin_entry(const wz_host *wz_entry_host)

typedef const wz_plugin *(*wz_plugin_entry_fn)(const wz_host *host);

#ifdef __cplusplus
}
#endif
#endif
