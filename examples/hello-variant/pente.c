/*
 * pente.c - Pente, a five-in-a-row game with captures: the hello variant of
 * wuzi's SDK (docs/plugin-guide.md walks through it).
 *
 * The rules this plugin plays:
 *   - Black and white place one stone a turn, black first (the manifest's
 *     opening steps may place the first stones: pente.ini puts black's
 *     first on the centre and its second outside the central 5x5, the
 *     tournament rule).
 *   - A stone that brackets exactly two opposing stones in a line, along
 *     any of the eight directions (X O O X), captures them: they leave the
 *     board.  One stone may capture several pairs at once.  Moving into a
 *     bracket (X O _ X, then O plays the gap) is safe.
 *   - Five or more in a row wins, and so does the captures-th captured
 *     pair (5 by default).  A full board is a draw.
 * Keys of [rules]:
 *   size     = 7..26  (19)
 *   captures = 1..50  (5): captured pairs that win
 *
 * What it shows: a rule that needs its own state (the captured pairs),
 * kept in the state block the kernel owns, so undo, redo, records and the
 * AIs' copies all get it right without a line of code for them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <wuzi/plugin.h>

/* The host's services: set once by the entry, before anything else. */
static const wz_host *H;

/* The configuration: one block per game, built from the manifest and the
 * overrides of `new pente key=value`.  Plain data. */
typedef struct config {
    int size;
    int captures; /* pairs that win */
} config;

/* Everything the game remembers besides the stones.  Plain data too: the
 * kernel zeroes it, copies it for clones and rebuilds it by replay. */
typedef struct state {
    int to_move;     /* the colour to place */
    int captured[3]; /* pairs captured, by the capturer's colour */
} state;

static const int eight[8][2] = {{1, 0},  {1, 1},   {0, 1},  {-1, 1},
                                {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};

static int other(int colour)
{
    return colour == WZ_BLACK ? WZ_WHITE : WZ_BLACK;
}

static const char *colour_name(int colour)
{
    return colour == WZ_BLACK ? "black" : "white";
}

/* ----------------------------------------------------- configuration */

static int number(const char *value, int low, int high, int *out)
{
    char *end;
    long n = strtol(value, &end, 10);
    if (!*value || *end || n < low || n > high)
        return -1;
    *out = (int)n;
    return 0;
}

/* The kernel hands over every key outside [variant], [opening] and
 * [step ...]; only [rules] keys may be overridden by `new`. */
static int configure(void *cfg, const char *section, const char *key, const char *value,
                     int line, char *err, size_t errlen)
{
    config *c = cfg;
    (void)line;
    if (strcmp(section, "rules") != 0) {
        snprintf(err, errlen, "unknown section [%s] (pente takes [rules])", section);
        return -1;
    }
    if (strcmp(key, "size") == 0) {
        if (number(value, 7, WZ_MAX_SIZE, &c->size) != 0) {
            snprintf(err, errlen, "size must be a number from 7 to %d, not '%s'", WZ_MAX_SIZE, value);
            return -1;
        }
        return 0;
    }
    if (strcmp(key, "captures") == 0) {
        if (number(value, 1, 50, &c->captures) != 0) {
            snprintf(err, errlen, "captures must be a number from 1 to 50, not '%s'", value);
            return -1;
        }
        return 0;
    }
    snprintf(err, errlen, "unknown key '%s' (pente takes size, captures)", key);
    return -1;
}

/* Defaults for the keys a manifest leaves out. */
static int finish(void *cfg, char *err, size_t errlen)
{
    config *c = cfg;
    (void)err, (void)errlen;
    if (!c->size)
        c->size = 19;
    if (!c->captures)
        c->captures = 5;
    return 0;
}

/* --------------------------------------------------------- the game */

static void start(wz_game *g)
{
    const config *c = H->config(g);
    H->set_boards(g, 1, c->size, c->size);
}

/* After the manifest's opening steps: whoever has fewer stones moves. */
static void enter_main(wz_game *g)
{
    state *s = H->mutable_state(g);
    s->to_move = H->main_colour(g);
}

static void expect(const wz_game *g, wz_expect *out)
{
    const state *s = H->state(g);
    const config *c = H->config(g);
    out->player = H->player_of(g, s->to_move);
    out->colour = s->to_move;
    out->actions = 1u << WZ_ACT_PLACE;
    snprintf(out->text, sizeof out->text, "place a %s stone; pairs captured: black %d, white %d, of %d",
             colour_name(s->to_move), s->captured[WZ_BLACK], s->captured[WZ_WHITE], c->captures);
}

/* The kernel has already checked that a is a PLACE (all expect allows),
 * on the board, in an ongoing game: only the rule is left. */
static int legal(const wz_game *g, const wz_action *a, char *why, size_t len)
{
    char buf[WZ_POINT_TEXT];
    if (H->at(g, a->pts[0]) != WZ_EMPTY) {
        snprintf(why, len, "%s is occupied", H->point_text(g, a->pts[0], buf));
        return -1;
    }
    return 0;
}

static wz_point step(wz_point p, int d, int k)
{
    p.x = (int8_t)(p.x + k * eight[d][0]);
    p.y = (int8_t)(p.y + k * eight[d][1]);
    return p;
}

/* Take the pairs a stone of colour at p brackets; returns how many. */
static int capture(wz_game *g, wz_point p, int colour)
{
    int pairs = 0;
    for (int d = 0; d < 8; d++) {
        if (H->at(g, step(p, d, 1)) == other(colour) && H->at(g, step(p, d, 2)) == other(colour) &&
            H->at(g, step(p, d, 3)) == colour) {
            H->put(g, step(p, d, 1), WZ_EMPTY);
            H->put(g, step(p, d, 2), WZ_EMPTY);
            pairs++;
        }
    }
    return pairs;
}

static int makes_five(const wz_game *g, wz_point p, int colour)
{
    for (int d = 0; d < 4; d++)
        if (H->line(g, p, eight[d][0], eight[d][1], colour) >= 5)
            return 1;
    return 0;
}

static void apply(wz_game *g, const wz_action *a)
{
    state *s = H->mutable_state(g);
    const config *c = H->config(g);
    wz_point p = a->pts[0];
    int colour = s->to_move, won = colour == WZ_BLACK ? WZ_BLACK_WINS : WZ_WHITE_WINS;
    H->put(g, p, colour);
    s->captured[colour] += capture(g, p, colour);
    s->to_move = other(colour);
    if (makes_five(g, p, colour))
        H->set_result(g, won, "five");
    else if (s->captured[colour] >= c->captures)
        H->set_result(g, won, "captures");
    else if (H->stones(g, 0) == H->width(g) * H->height(g))
        H->set_result(g, WZ_DRAW, "board full");
}

/* check (the shell's `check`), forbids and marks are left to the kernel:
 * five when black's stone makes five or more, nothing forbidden, no
 * marks.  A capture that wins is not a five, so `check` says legal. */
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

static const wz_plugin plugin = {
    WZ_PLUGIN_HEADER,
    .kind = WZ_PLUGIN_VARIANT,
    .id = "pente", /* the file is pente.so */
    .name = "Pente: five in a row, or five captured pairs",
    .version = "1.0",
    .variant = &ops,
};

WZ_PLUGIN_ENTRY
{
    H = wz_entry_host;
    return &plugin;
}
