/*
 * template.c - a variant plugin to copy and make your own.
 * `wuzi plugin new NAME` makes a folder of it with this word replaced.
 *
 * As it stands it plays five in a row: black and white place a stone in
 * turn, five or more in a row wins, two passes in a row draw, and so does
 * a full board.  Change the rules in expect, legal and apply; keep what
 * the game must remember in struct state.  The comments say what the
 * kernel guarantees each op and what it expects of it (the whole contract
 * is <wuzi/plugin.h>, docs/plugin-guide.md explains it).
 *
 * Keys of [rules] in template.ini, overridable by `new template key=value`:
 *   size = 5..26 (15)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <wuzi/plugin.h>

/* The host's services, the only way to the game: set by the entry below
 * before any op runs. */
static const wz_host *H;

/* The configuration: built anew for every game from the manifest's keys,
 * then the overrides.  The kernel allocates it zeroed, copies it byte for
 * byte and frees it, so keep it plain data: numbers, arrays, points (never
 * a pointer to memory of your own). */
typedef struct config {
    int size;
} config;

/* Everything the game remembers besides the stones, the colours and the
 * history, which the kernel keeps.  Plain data too: zeroed before start,
 * copied for AIs' trials, rebuilt by replaying the history for an undo,
 * so no op ever needs to undo anything. */
typedef struct state {
    int to_move; /* the colour to place */
    int passes;  /* passes in a row */
} state;

static const int dirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

/* ---------------------------------------------------- configuration */

/* One key of the manifest outside [variant], [opening] and [step ...]
 * (the kernel reads those), or an override (line 0).  0, or -1 with a
 * reason in err: the kernel names the file and line.  err is a real
 * buffer, already emptied. */
static int configure(void *cfg, const char *section, const char *key, const char *value,
                     int line, char *err, size_t errlen)
{
    config *c = cfg;
    char *end;
    (void)line;
    if (strcmp(section, "rules") != 0) {
        snprintf(err, errlen, "unknown section [%s] (template takes [rules])", section);
        return -1;
    }
    if (strcmp(key, "size") == 0) {
        long n = strtol(value, &end, 10);
        if (!*value || *end || n < WZ_MIN_SIZE || n > WZ_MAX_SIZE) {
            snprintf(err, errlen, "size must be a number from %d to %d, not '%s'", WZ_MIN_SIZE,
                     WZ_MAX_SIZE, value);
            return -1;
        }
        c->size = (int)n;
        return 0;
    }
    snprintf(err, errlen, "unknown key '%s' (template takes size)", key);
    return -1;
}

/* Every key is in: fill in defaults, check the whole.  0, or -1 with err. */
static int finish(void *cfg, char *err, size_t errlen)
{
    config *c = cfg;
    (void)err, (void)errlen;
    if (!c->size)
        c->size = 15;
    return 0;
}

/* --------------------------------------------------------- the game */

/* A game begins, or is replayed from its start: the state is zeroed, the
 * board one empty 15x15, P1 holds black.  Set the boards here. */
static void start(wz_game *g)
{
    const config *c = H->config(g);
    H->set_boards(g, 1, c->size, c->size);
}

/* The main phase begins: after the manifest's opening steps (none in
 * template.ini), or after a position set up by hand (its stones on the
 * board).  host->main_colour says who moves. */
static void enter_main(wz_game *g)
{
    state *s = H->mutable_state(g);
    s->to_move = H->main_colour(g);
    s->passes = 0;
}

/* What the game waits for now: out is zeroed; say who acts, the action
 * kinds allowed (the kernel adds resign), the colour, a line for people.
 * Called only while the game is ongoing.  Read only. */
static void expect(const wz_game *g, wz_expect *out)
{
    const state *s = H->state(g);
    out->player = H->player_of(g, s->to_move);
    out->colour = s->to_move;
    out->actions = 1u << WZ_ACT_PLACE | 1u << WZ_ACT_PASS;
    snprintf(out->text, sizeof out->text, "place a %s stone", s->to_move == WZ_BLACK ? "black" : "white");
}

/* Is a legal now?  The kernel has checked that the game is ongoing, that
 * a's kind is one expect allows, that its points are on the board and
 * as many as the kind takes (one for play), and filled in a->player.  So
 * only the rule is left.  0, or -1 with a reason for people. */
static int legal(const wz_game *g, const wz_action *a, char *why, size_t len)
{
    char buf[WZ_POINT_TEXT];
    if (a->kind == WZ_ACT_PLACE && H->at(g, a->pts[0]) != WZ_EMPTY) {
        snprintf(why, len, "%s is occupied", H->point_text(g, a->pts[0], buf));
        return -1;
    }
    return 0;
}

/* Carry out an action legal just accepted (or the same again, in a
 * replay): put stones, change the state, end the game with set_result.
 * Use host->random for any chance: a replay draws the same. */
static void apply(wz_game *g, const wz_action *a)
{
    state *s = H->mutable_state(g);
    int colour = s->to_move;
    s->to_move = colour == WZ_BLACK ? WZ_WHITE : WZ_BLACK;
    if (a->kind == WZ_ACT_PASS) {
        if (++s->passes >= 2)
            H->set_result(g, WZ_DRAW, "two passes");
        return;
    }
    s->passes = 0;
    H->put(g, a->pts[0], colour);
    for (int d = 0; d < 4; d++) {
        if (H->line(g, a->pts[0], dirs[d][0], dirs[d][1], colour) >= 5) {
            H->set_result(g, colour == WZ_BLACK ? WZ_BLACK_WINS : WZ_WHITE_WINS, "five");
            return;
        }
    }
    if (H->stones(g, 0) == H->width(g) * H->height(g))
        H->set_result(g, WZ_DRAW, "board full");
}

/* The ops.  .size first, always: the kernel reads no op past it, so this
 * plugin keeps loading when the table grows.  Left out, with the kernel's
 * default: check (black's verdict for the shell's `check`: five or
 * legal), forbids (nothing is forbidden), marks (none), the opening hooks
 * (none), verdict_name. */
static const wz_variant_ops ops = {
    .size = sizeof(wz_variant_ops),
    .config_size = sizeof(config),
    .configure = configure,
    .finish = finish,
    .state_size = sizeof(state),
    .start = start,
    .enter_main = enter_main,
    .expect = expect,
    .legal = legal,
    .apply = apply,
};

/* The descriptor: WZ_PLUGIN_HEADER stamps the ABI and API this file is
 * built against; id must be the file's name without .so. */
static const wz_plugin plugin = {
    WZ_PLUGIN_HEADER,
    .kind = WZ_PLUGIN_VARIANT,
    .id = "template",
    .name = "template: five in a row (a new variant)",
    .version = "0.1",
    .variant = &ops,
};

/* The one exported symbol.  It may only keep the host and return the
 * descriptor: no game exists yet. */
WZ_PLUGIN_ENTRY
{
    H = wz_entry_host;
    return &plugin;
}
