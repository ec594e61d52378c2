/*
 * wuzi/plugin.h - the contract between the wuzi kernel and its plugins
 * (contract 2: ABI 2, API 2).
 *
 * A plugin is a shared object with exactly one exported symbol,
 * wuzi_plugin_entry (declare it with WZ_PLUGIN_ENTRY).  The kernel calls it
 * once, right after dlopen, with its table of services; the plugin returns a
 * const descriptor.  The descriptor starts with three numbers the kernel
 * checks before it touches anything else:
 *
 *   abi   the layout of every table in this header.  The kernel loads its
 *         own ABI (WZ_ABI) and the one before it (ABI 1, through a frozen
 *         copy of its layout); it refuses any other with one line.
 *   api   the WZ_API of the header the plugin was built with.  The kernel
 *         refuses a plugin whose api is newer than its own: it would call
 *         services this kernel lacks.
 *   size  sizeof(struct wz_plugin) as the plugin saw it.
 *
 * WZ_PLUGIN_HEADER stamps all three, so an author never types a number.
 * Each ops table starts with its own size (set .size = sizeof the table):
 * the kernel reads an op only when the plugin's table is long enough to
 * hold it, so a table built against an older header still loads, its
 * missing ops taken as NULL (and given the kernel's default).
 *
 * The promise, from one release to the next (docs/plugin-guide.md says it
 * in full): within one ABI, nothing in this header moves, changes type or
 * changes meaning; things are only appended (a service at the end of
 * struct wz_host, an op at the end of an ops table, a field at the end of
 * a struct that carries its size), each append bumps WZ_API, and what was
 * appended is always optional for the plugin.  A plugin built against an
 * older API keeps loading and playing without a rebuild.  Anything else is
 * an ABI bump, and the kernel then still reads the previous ABI.
 *
 * The kernel owns every fact of a game: boards, stones, history, which
 * player holds which colour, the random generator, the outcome.  A variant
 * plugin is a state machine over actions: it says what is expected now,
 * whether an action is legal (and why not), and what the action does,
 * changing the game only through the host services.  Undo replays the
 * history from the start, so a plugin never needs unmake logic.
 */
#ifndef WUZI_PLUGIN_H
#define WUZI_PLUGIN_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define WZ_ABI 2
#define WZ_API 2

/* Board limits: every board is square or rectangular within these. */
#define WZ_MIN_SIZE 5
#define WZ_MAX_SIZE 26
#define WZ_MAX_BOARDS 2
/* The most points one action carries (offers of fifth moves, setups). */
#define WZ_MAX_POINTS 32
/* Room for a point as text ("h8", "2:z26") with its NUL. */
#define WZ_POINT_TEXT 8

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

/* Everything an opening or a variant can ask of a player.  The points each
 * kind carries are fixed, and the kernel refuses an action with any other
 * count before a plugin sees it. */
enum wz_action_kind {
    WZ_ACT_NONE = 0,
    WZ_ACT_PLACE,   /* 1 point: put a stone of the expected colour there */
    WZ_ACT_SWAP,    /* exchange colours between the players */
    WZ_ACT_STAY,    /* decline an offered swap */
    WZ_ACT_DECLARE, /* value: a number (fifth moves to offer, ...) */
    WZ_ACT_OFFER,   /* 1..WZ_MAX_POINTS points: candidate stones */
    WZ_ACT_CHOOSE,  /* 1 point: one of the candidates, or a stone to take */
    WZ_ACT_PASS,    /* give up the turn */
    WZ_ACT_END,     /* finish a multi-stone turn early */
    WZ_ACT_REJECT,  /* refuse what was proposed (Taimla) */
    WZ_ACT_MOVE,    /* 2 points: move the stone at pts[0] to pts[1] */
    WZ_ACT_CLAIM,   /* claim the opponent's foul */
    WZ_ACT_RESIGN,  /* the acting player gives up (the kernel's alone) */
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

/* What a stone would do at a point: the answer of the check and forbids
 * ops (the shell's `check` and `forbidden`).  Every variant has these
 * two; a variant numbers its own verdicts from WZ_VERDICT_OWN up and names
 * them with its verdict_name op.  The five-in-a-row family's (overline,
 * double-four, double-three) are in <wuzi/renju.h>, next to the judge. */
enum wz_verdict {
    WZ_LEGAL = 0,      /* nothing to say: the stone may go there */
    WZ_FIVE = 1,       /* the stone wins */
    WZ_VERDICT_OWN = 2 /* the first of a variant's own verdicts */
};

/* The game is opaque to plugins: they reach it through the host services. */
typedef struct wz_game wz_game;

/*
 * Services the kernel offers every plugin.  The table only grows at the
 * end: a service appended after API 1 says "(API n)", and a plugin that
 * wants to run on older kernels checks host->api >= n before using it.
 *
 * Services that take a const game only read it; those that take a
 * non-const game change it and may be called only from the ops that get
 * a non-const game (start, enter_main, apply, hook_apply), or on a game
 * of one's own from clone.  Host services may run on different games in
 * different threads at once, never on one game from two threads.
 */
typedef struct wz_host {
    uint32_t api;  /* the host's WZ_API */
    uint32_t size; /* sizeof(struct wz_host) in the host */

    /* ---------------------------------------------------- API 1 */

    /* Set the board geometry; only from a variant's start op.  n boards
     * (1..WZ_MAX_BOARDS) of width x height.  Returns 0, or -1 if out of
     * limits (the game keeps one 15x15 board). */
    int (*set_boards)(wz_game *g, int n, int width, int height);
    /* Board count, width and height. */
    int (*boards)(const wz_game *g);
    int (*width)(const wz_game *g);
    int (*height)(const wz_game *g);
    /* Colour at p, or -1 when p is off the boards. */
    int (*at)(const wz_game *g, wz_point p);
    /* The cells of one board: width*height bytes, index y*width + x;
     * NULL for a board that does not exist. */
    const uint8_t *(*cells)(const wz_game *g, int board);
    /* Put colour (WZ_EMPTY to clear) at p; nothing for a point off the
     * boards.  No rule is checked: that is the variant's job. */
    void (*put)(wz_game *g, wz_point p, int colour);
    /* Number of stones on a board. */
    int (*stones)(const wz_game *g, int board);
    /* The length of the line of colour through p along the direction
     * (dx,dy): p itself (counted as colour whatever it holds) plus the
     * unbroken stones of colour next to it both ways, towards (dx,dy) and
     * towards (-dx,-dy).  So a stone at p makes five in a row along
     * (1,0) exactly when line(g, p, 1, 0, colour) >= 5.  One way only is
     * ray().  (API 1 called this service `run`.) */
    int (*line)(const wz_game *g, wz_point p, int dx, int dy, int colour);

    /* The colour a player holds, and the player holding a colour
     * (WZ_NOBODY for WZ_EMPTY). */
    int (*colour_of)(const wz_game *g, int player);
    int (*player_of)(const wz_game *g, int colour);
    /* Exchange colours between P1 and P2. */
    void (*swap_colours)(wz_game *g);

    /* End the game: result is WZ_BLACK_WINS, WZ_WHITE_WINS or WZ_DRAW,
     * reason a few words ("five", "two passes").  From then on the kernel
     * calls none of the variant's expect, legal and apply for this game,
     * until an undo. */
    void (*set_result)(wz_game *g, int result, const char *reason);
    int (*result)(const wz_game *g);

    /* A uniform draw in 0..n-1 from the game's seeded generator (n >= 1);
     * replay repeats every draw exactly.  The only randomness a variant
     * may use. */
    uint32_t (*random)(wz_game *g, uint32_t n);

    /* The history: actions applied since the start (or the setup), each
     * with its player filled in; NULL out of range. */
    int (*history_length)(const wz_game *g);
    const wz_action *(*history_at)(const wz_game *g, int i);
    /* True while replaying the history (undo, redo, load). */
    int (*replaying)(const wz_game *g);

    /* The variant's per-game state block, to read; mutable_state (API 2)
     * to change it.  Private to the variant: its layout is nobody else's
     * business, an AI's least of all. */
    const void *(*state)(const wz_game *g);
    /* The variant's finished configuration block (read only). */
    const void *(*config)(const wz_game *g);

    /* An extension exported by any loaded plugin, by id
     * ("wuzi.renju.forbidden/1"); NULL if none. */
    const void *(*extension)(const char *id);

    /* What the game expects now, and whether an action is legal (0) or not
     * (-1, a reason in why when why is not NULL): the same answers a
     * player gets, opening steps included.  For AI plugins. */
    void (*expect)(const wz_game *g, wz_expect *out);
    int (*legal)(const wz_game *g, const wz_action *a, char *why, size_t whylen);
    /* A private copy of a game to try actions on (NULL when out of
     * memory); free it with free_game. */
    wz_game *(*clone)(const wz_game *g);
    /* Carry out an action as a player would (a->player is ignored): 0, or
     * -1 with why if it is illegal, and nothing changes then. */
    int (*act)(wz_game *g, const wz_action *a, char *why, size_t whylen);
    void (*free_game)(wz_game *g);
    /* The verdict for a black stone at the empty point p (enum
     * wz_verdict), as the variant's check op gives it or the kernel's
     * default (see the op); -1 when p is off the boards or occupied. */
    int (*check)(const wz_game *g, wz_point p);
    /* The colour to move first in the main phase, for enter_main: black
     * after a hand-made setup; after an opening, the colour with fewer
     * stones on the board (black when even). */
    int (*main_colour)(const wz_game *g);
    /* Whether the manifest's opening steps are still running. */
    int (*in_opening)(const wz_game *g);
    /* Kept in its place for plugins built against API 1; new code looks up
     * WZ_RENJU_OPENINGS_ID (<wuzi/renju.h>) instead.  The 26 renju
     * openings (index 0..25: D1..D13, I1..I13): W2 and B3 as offsets from
     * B1 in the canonical orientation; -1 if out of range. */
    int (*api1_opening_stones)(int index, int *w2x, int *w2y, int *b3x, int *b3y);
    /* The candidates offered and not yet kept (for a choose), then any
     * marks the variant shows; returns how many, at most max. */
    int (*marks)(const wz_game *g, wz_point *pts, int max);

    /* ---------------------------------------------------- API 2 */

    /* The variant's state block, to change: only from the ops that get a
     * non-const game (start, enter_main, apply, hook_apply). */
    void *(*mutable_state)(wz_game *g);
    /* Stones of colour next to p going one way, towards (dx,dy): p itself
     * not counted, nor anything past the first point that is not colour
     * (or off the boards).  line() is ray() both ways plus one. */
    int (*ray)(const wz_game *g, wz_point p, int dx, int dy, int colour);
    /* p as people write it: "h8" on a game of one board, "2:h8" on two.
     * buf holds at least WZ_POINT_TEXT bytes; returns buf. */
    char *(*point_text)(const wz_game *g, wz_point p, char *buf);
} wz_host;

/*
 * A variant: the rules of one family of games.  One plugin may serve many
 * manifests; the manifest's keys configure it.
 *
 * What the kernel guarantees every variant op (so a plugin never checks
 * it):
 *   - ops run one at a time for a game; a game is never shared between
 *     threads while an op runs;
 *   - expect, legal and apply are called only while the game is ongoing
 *     (never after set_result) and never while the manifest's opening
 *     steps run (those are the kernel's, save the hook_* ops);
 *   - an action reaching legal is of a kind expect allowed just now, its
 *     player is the one expect named, every point of it is on the boards,
 *     and its point count is the kind's (enum wz_action_kind); RESIGN
 *     never reaches a plugin: the kernel ends the game itself;
 *   - apply gets only an action legal accepted in that very position (a
 *     replay applies the same actions again, in the same order);
 *   - why and err are real buffers of at least one byte, emptied before
 *     the call; a refusal left empty is worded by the kernel;
 *   - the configuration and state blocks are allocated and zeroed by the
 *     kernel, copied byte for byte when a game is cloned, and freed with
 *     it: keep them plain data (numbers, arrays, points; never a pointer
 *     to memory of your own, never a pointer into the game);
 *   - the state block is zeroed again and start called before every
 *     replay, on one empty 15x15 board, P1 black, the random generator
 *     back at the game's seed.
 * Only expect, legal and apply are required; the loader refuses a plugin
 * that lacks one, naming it, and gives every other op left NULL the
 * default its comment states.
 */
typedef struct wz_variant_ops {
    uint32_t size; /* sizeof(wz_variant_ops) in the plugin's header */

    /* Size of the configuration block the kernel allocates (zeroed) for
     * each manifest and each new game. */
    size_t config_size;
    /* Take one manifest key outside the [variant] section.  section is the
     * INI section ("rules" for keys that `new ID key=value` overrides; the
     * kernel keeps [variant], [opening] and [step ...] to itself), line
     * the manifest line (0 for an override).  Called again for every new
     * game, manifest keys first, then overrides.  Return 0, or -1 with a
     * reason in err ("unknown key", "size must be 5..26").
     * NULL: the variant takes no keys, and refuses any. */
    int (*configure)(void *config, const char *section, const char *key,
                     const char *value, int line, char *err, size_t errlen);
    /* Called once every key is in: fill in defaults and check the
     * configuration as a whole.  Return 0, or -1 with a reason in err
     * (naming the line where there is one).  NULL: nothing to finish. */
    int (*finish)(void *config, char *err, size_t errlen);

    /* Size of the per-game state block (zeroed before start). */
    size_t state_size;
    /* A game begins (or is replayed from its start): set the boards with
     * host->set_boards, and any state the opening must see.
     * NULL: one 15x15 board. */
    void (*start)(wz_game *g);
    /* The main phase begins: after the manifest's opening steps (or at
     * once when it has none), or after a hand-made setup (the set-up
     * stones are on the boards).  The colour to move is
     * host->main_colour(g).  NULL: nothing to do. */
    void (*enter_main)(wz_game *g);
    /* Required.  Fill out (zeroed) with what the game waits for now:
     * player, the allowed action kinds, colour, counts, a line for
     * people.  Read only; the kernel adds RESIGN itself. */
    void (*expect)(const wz_game *g, wz_expect *out);
    /* Required.  Is a legal now?  0, or -1 with a reason for people in why
     * ("h8 is occupied", "B3 must be in the central 5x5"). */
    int (*legal)(const wz_game *g, const wz_action *a, char *why,
                 size_t whylen);
    /* Required.  Carry out a legal action: put stones, change the state,
     * end the game with host->set_result. */
    void (*apply)(wz_game *g, const wz_action *a);
    /* The verdict for a black stone at the empty point p (the shell's
     * `check`), whoever is to move.  NULL: the kernel's default, forbids'
     * foul if there is one, else WZ_FIVE when the stone makes a line of
     * five or more (host->line), else WZ_LEGAL. */
    int (*check)(const wz_game *g, wz_point p);
    /* Marks to show on the board (candidates offered, ...), written to
     * pts; returns how many, at most max.  NULL: none. */
    int (*marks)(const wz_game *g, wz_point *pts, int max);
    /* The foul (a verdict >= WZ_VERDICT_OWN) if black may not play the
     * empty point p, else WZ_LEGAL.  Unlike check, a stone that merely
     * fails to win is not a foul.  NULL: nothing is ever forbidden. */
    int (*forbids)(const wz_game *g, wz_point p);

    /* Opening steps that no manifest data can say ("do = hook:NAME" in a
     * [step] section) are carried out by the variant through these three.
     * hook_expect fills out what the step waits for; out->player ==
     * WZ_NOBODY makes the step automatic (the kernel then calls hook_apply
     * with a == NULL at once).  hook_legal answers like legal, with the
     * same guarantees.  hook_apply carries the action out and returns 1
     * when the step is finished, 0 when it waits for more.  Keep any
     * progress in the state block: replay rebuilds it.  hook_expect and
     * hook_apply come together; a manifest with a hook step is refused
     * when its plugin lacks them.  hook_legal NULL: the step takes no
     * action (it is automatic). */
    void (*hook_expect)(const wz_game *g, const char *name, wz_expect *out);
    int (*hook_legal)(const wz_game *g, const char *name, const wz_action *a,
                      char *why, size_t whylen);
    int (*hook_apply)(wz_game *g, const char *name, const wz_action *a);

    /* The name of one of the variant's own verdicts (>= WZ_VERDICT_OWN),
     * one or two words ("double-three"); NULL for one it does not know.
     * NULL: the kernel says "foul" for every verdict of its own. */
    const char *(*verdict_name)(int verdict);
} wz_variant_ops;

/*
 * An AI: chooses an action for whoever is to act.  The kernel calls choose
 * only while the game is ongoing; the game it passes may be read from
 * another thread than the one that loaded the plugin, and choose may be
 * asked to stop early through the "wuzi.ai.stop/1" extension
 * (<wuzi/ai.h>).  Only choose is required.
 */
typedef struct wz_ai_ops {
    uint32_t size; /* sizeof(wz_ai_ops) in the plugin's header */

    /* Size of a zeroed settings block, one per seat; plain data, as a
     * variant's blocks. */
    size_t config_size;
    /* One `key=value` of `ai COLOUR PLUGIN key=value`; 0 or -1 with err.
     * NULL: the AI takes no settings, and refuses any. */
    int (*configure)(void *config, const char *key, const char *value,
                     char *err, size_t errlen);
    /* Required.  Choose an action that is legal in g now.  Return 0, or -1
     * with a reason in err if it cannot act. */
    int (*choose)(const wz_game *g, const void *config, wz_action *out,
                  char *err, size_t errlen);
    /* The seat is given up (`ai off`, another plugin, the end of the
     * program): free what choose started for this settings block, such
     * as an external engine's process.  The host frees the block itself
     * afterwards.  NULL: nothing to free. */
    void (*release)(void *config);
} wz_ai_ops;

enum wz_plugin_kind { WZ_PLUGIN_VARIANT = 1, WZ_PLUGIN_AI = 2 };

/* The descriptor a plugin's entry returns. */
typedef struct wz_plugin {
    uint32_t abi;  /* WZ_ABI of the header the plugin was built with */
    uint32_t api;  /* WZ_API of that header */
    uint32_t size; /* sizeof(struct wz_plugin) */
    int kind;      /* enum wz_plugin_kind */
    const char *id;      /* the file stem: "gomoku" for gomoku.so (checked) */
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
 *     WZ_PLUGIN_ENTRY { host = wz_entry_host; return &descriptor; }
 * The entry may only keep the host pointer and return the descriptor: no
 * game exists yet, and it runs once per process. */
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
