/*
 * replace.c - the stone-replacement game, seed 003's second way to play:
 * "make five and you replace any one of the opponent's stones; the first
 * to have played out all its stones wins".  Keys of [rules]:
 *   size = 5..26 (15 by default)
 *   black_stones, white_stones = 1..9999 (113 and 112 by default: the
 *   standard set, which together would just fill a 15x15 board)
 *
 * The interpretation this plugin plays:
 * - Stones alternate, one a turn, each on an empty point and out of its
 *   player's supply.  A pass gives up the turn; two in a row draw.
 * - A stone makes a five when it completes a new line of five or more of
 *   its colour (free-style lines).  Lengthening a line that was already
 *   five or more makes no new five.
 * - The maker of a five, in the same turn, names one opponent stone:
 *   `choose P`.  That stone goes back to its owner's supply (the seed's
 *   "the replaced stone is exchanged with the opponent") and a stone from
 *   the maker's supply takes its place.  The replacement cannot be
 *   declined or put off (no play or pass before it): it is always in the
 *   maker's favour, one more of its own stones down and one more for the
 *   opponent to place.  With no opponent stone on the board nothing is
 *   replaced and the turn simply ends.
 * - A replacement stone that completes a new five earns another
 *   replacement, in the same turn.
 * - The first player whose supply runs out wins at once, even when its
 *   last stone made a five (nothing is left to replace with).
 * - The board full, with stones left in both supplies, is a draw (only
 *   possible when the supplies exceed the board).
 * - Stones set up by hand come out of no supply: the supplies are what
 *   each player still has to place when play begins.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <wuzi/five.h>

#define H wz_five_host
#define MAX_SUPPLY 9999

typedef struct config {
    int size;
    int supply[3]; /* by colour; [0] unused */
} config;

typedef struct state {
    int to_move;    /* colour to act */
    int supply[3];  /* stones each colour still has to place */
    int replacing;  /* the mover made a five and names an opponent stone */
    int passes;     /* passes in a row */
} state;

static const config *cfg(const wz_game *g)
{
    return H->config(g);
}

static const state *st(const wz_game *g)
{
    return H->state(g);
}

static state *mutable_st(wz_game *g)
{
    return H->mutable_state(g);
}

static int other(int colour)
{
    return colour == WZ_BLACK ? WZ_WHITE : WZ_BLACK;
}

static const char *colour_word(int colour)
{
    return colour == WZ_BLACK ? "black" : "white";
}

static int configure(void *c, const char *section, const char *key,
                     const char *value, int line, char *err, size_t errlen)
{
    config *conf = c;
    (void)line;
    if (strcmp(section, "rules") != 0) {
        snprintf(err, errlen, "unknown section [%s] (gomoku-replace takes [rules] only)", section);
        return -1;
    }
    if (strcmp(key, "size") == 0) {
        wz_five_config five;
        if (wz_five_configure(&five, key, value, err, errlen) != 1)
            return -1;
        conf->size = five.size;
        return 0;
    }
    int colour = strcmp(key, "black_stones") == 0   ? WZ_BLACK
                 : strcmp(key, "white_stones") == 0 ? WZ_WHITE
                                                    : WZ_EMPTY;
    if (colour == WZ_EMPTY) {
        snprintf(err, errlen, "unknown key '%s' (gomoku-replace takes size, black_stones, white_stones)", key);
        return -1;
    }
    char *end;
    long n = strtol(value, &end, 10);
    if (!*value || *end || n < 1 || n > MAX_SUPPLY) {
        snprintf(err, errlen, "%s must be a number from 1 to %d, not '%s'", key, MAX_SUPPLY, value);
        return -1;
    }
    conf->supply[colour] = (int)n;
    return 0;
}

static int finish(void *c, char *err, size_t errlen)
{
    config *conf = c;
    (void)err, (void)errlen;
    if (!conf->size)
        conf->size = 15;
    if (!conf->supply[WZ_BLACK])
        conf->supply[WZ_BLACK] = 113;
    if (!conf->supply[WZ_WHITE])
        conf->supply[WZ_WHITE] = 112;
    return 0;
}

static void begin(wz_game *g)
{
    state *s = mutable_st(g);
    s->to_move = H->main_colour(g);
    s->supply[WZ_BLACK] = cfg(g)->supply[WZ_BLACK];
    s->supply[WZ_WHITE] = cfg(g)->supply[WZ_WHITE];
    s->replacing = 0;
    s->passes = 0;
}

static void start(wz_game *g)
{
    H->set_boards(g, 1, cfg(g)->size, cfg(g)->size);
}

static void expect(const wz_game *g, wz_expect *out)
{
    const state *s = st(g);
    const char *me = colour_word(s->to_move), *you = colour_word(other(s->to_move));
    out->player = H->player_of(g, s->to_move);
    out->colour = s->to_move;
    if (s->replacing) {
        out->actions = 1u << WZ_ACT_CHOOSE;
        snprintf(out->text, sizeof out->text,
                 "%s made five: choose a %s stone to replace; %s has %d to place, %s %d",
                 me, you, me, s->supply[s->to_move], you, s->supply[other(s->to_move)]);
    } else {
        out->actions = 1u << WZ_ACT_PLACE | 1u << WZ_ACT_PASS;
        snprintf(out->text, sizeof out->text, "place a %s stone; %s has %d to place, %s %d",
                 me, me, s->supply[s->to_move], you, s->supply[other(s->to_move)]);
    }
}

/* The kernel lets through only what expect allows: choose while
 * replacing, play or pass otherwise. */
static int legal(const wz_game *g, const wz_action *a, char *why, size_t len)
{
    const state *s = st(g);
    char buf[WZ_POINT_TEXT];
    if (a->kind == WZ_ACT_PLACE && H->at(g, a->pts[0]) != WZ_EMPTY) {
        snprintf(why, len, "%s is occupied", H->point_text(g, a->pts[0], buf));
        return -1;
    }
    if (a->kind == WZ_ACT_CHOOSE && H->at(g, a->pts[0]) != other(s->to_move)) {
        snprintf(why, len, "%s holds no %s stone to replace", H->point_text(g, a->pts[0], buf),
                 colour_word(other(s->to_move)));
        return -1;
    }
    return 0;
}

/* Does a stone of colour at p complete a line of five or more that was not
 * already there? */
static int makes_new_five(const wz_game *g, wz_point p, int colour)
{
    for (int d = 0; d < 4; d++) {
        int dx = wz_five_dirs[d][0], dy = wz_five_dirs[d][1];
        int ahead = H->ray(g, p, dx, dy, colour), behind = H->ray(g, p, -dx, -dy, colour);
        if (ahead + behind + 1 >= 5 && ahead < 5 && behind < 5)
            return 1;
    }
    return 0;
}

/* A stone of the mover's has just gone down at p: settle what follows. */
static void after_stone(wz_game *g, wz_point p)
{
    state *s = mutable_st(g);
    int mover = s->to_move;
    s->replacing = 0;
    if (s->supply[mover] == 0) {
        H->set_result(g, mover == WZ_BLACK ? WZ_BLACK_WINS : WZ_WHITE_WINS, "all stones placed");
        return;
    }
    if (makes_new_five(g, p, mover)) {
        /* replace only if an opponent stone is left to replace */
        const uint8_t *cells = H->cells(g, 0);
        for (int i = 0; i < H->width(g) * H->height(g); i++) {
            if (cells[i] == other(mover)) {
                s->replacing = 1;
                return;
            }
        }
    }
    if (H->stones(g, 0) == H->width(g) * H->height(g)) {
        H->set_result(g, WZ_DRAW, "board full");
        return;
    }
    s->to_move = other(mover);
}

static void apply(wz_game *g, const wz_action *a)
{
    state *s = mutable_st(g);
    int mover = s->to_move;
    switch (a->kind) {
    case WZ_ACT_PLACE:
        H->put(g, a->pts[0], mover);
        s->supply[mover]--;
        s->passes = 0;
        after_stone(g, a->pts[0]);
        break;
    case WZ_ACT_CHOOSE:
        H->put(g, a->pts[0], mover);
        s->supply[other(mover)]++;
        s->supply[mover]--;
        after_stone(g, a->pts[0]);
        break;
    case WZ_ACT_PASS:
        s->to_move = other(mover);
        if (++s->passes >= 2)
            H->set_result(g, WZ_DRAW, "two passes");
        break;
    default:
        break;
    }
}

/* `check`: five when black at p would make a new five here. */
static int check(const wz_game *g, wz_point p)
{
    return makes_new_five(g, p, WZ_BLACK) ? WZ_FIVE : WZ_LEGAL;
}

static const wz_variant_ops ops = {
    .size = sizeof(wz_variant_ops),
    .config_size = sizeof(config),
    .configure = configure,
    .finish = finish,
    .state_size = sizeof(state),
    .start = start,
    .enter_main = begin,
    .expect = expect,
    .legal = legal,
    .apply = apply,
    .check = check,
};

static const wz_plugin plugin = {
    WZ_PLUGIN_HEADER,
    .kind = WZ_PLUGIN_VARIANT,
    .id = "replace",
    .name = "Stone-replacement gomoku: a five replaces an opponent stone",
    .version = "1.0",
    .variant = &ops,
};

WZ_PLUGIN_ENTRY
{
    wz_five_host = wz_entry_host;
    return &plugin;
}
