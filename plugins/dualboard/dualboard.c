/*
 * dualboard.c - the professional dual-board game of seed 004: two boards in
 * one game, free-style lines (five or more).  Key of [rules]:
 *   size = 5..26 (both boards; 19 by default)
 *
 * Turns.  Black's first turn is one stone; every later turn of either
 * player is up to two stones, each on either board.  The second stone is
 * optional: `end` finishes a turn after its first stone.  A pass gives up
 * a whole turn and is only offered before the turn's first stone.
 *
 * Judging happens at the end of each turn (after its last stone, or
 * `end`), never in the middle of one: a player who completed a five on
 * both boards during the turn wins; one who completed a five on one board
 * only loses.  Since such a turn ends the game, fives on the two boards in
 * different turns (a loss in the seed) can never arise.  Both boards full,
 * or two passes in a row, is a draw.
 *
 * After a hand-made setup with stones on it, black's turn is two stones:
 * the one-stone first turn belongs to the opening from empty boards.
 */
#include <stdio.h>
#include <string.h>

#include <wuzi/five.h>

#define H wz_five_host

typedef struct config {
    int size;
} config;

typedef struct state {
    int to_move;        /* colour of the player whose turn it is */
    int stones_left;    /* stones the mover may still place this turn */
    int placed;         /* stones placed so far this turn */
    unsigned fives;     /* bit b: the mover completed a five on board b */
    int passes;         /* passes in a row */
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

static const char *colour_word(int colour)
{
    return colour == WZ_BLACK ? "black" : "white";
}

static int configure(void *c, const char *section, const char *key,
                     const char *value, int line, char *err, size_t errlen)
{
    config *conf = c;
    wz_five_config five;
    (void)line;
    if (strcmp(section, "rules") != 0) {
        snprintf(err, errlen, "unknown section [%s] (dual-board takes [rules] only)", section);
        return -1;
    }
    if (strcmp(key, "size") != 0) {
        snprintf(err, errlen, "unknown key '%s' (dual-board takes size)", key);
        return -1;
    }
    if (wz_five_configure(&five, key, value, err, errlen) != 1)
        return -1;
    conf->size = five.size;
    return 0;
}

static int finish(void *c, char *err, size_t errlen)
{
    config *conf = c;
    (void)err, (void)errlen;
    if (!conf->size)
        conf->size = 19;
    return 0;
}

static void begin_turn(state *s, int colour, int stones)
{
    s->to_move = colour;
    s->stones_left = stones;
    s->placed = 0;
    s->fives = 0;
}

static void start(wz_game *g)
{
    H->set_boards(g, 2, cfg(g)->size, cfg(g)->size);
}

/* From empty boards the first turn is one stone; from a set-up position
 * every turn is two. */
static void enter_main(wz_game *g)
{
    int any = H->stones(g, 0) + H->stones(g, 1) > 0;
    state *s = mutable_st(g);
    begin_turn(s, H->main_colour(g), any ? 2 : 1);
    s->passes = 0;
}

static int boards_full(const wz_game *g)
{
    int points = H->width(g) * H->height(g);
    return H->stones(g, 0) == points && H->stones(g, 1) == points;
}

static void expect(const wz_game *g, wz_expect *out)
{
    const state *s = st(g);
    out->player = H->player_of(g, s->to_move);
    out->colour = s->to_move;
    out->actions = 1u << WZ_ACT_PLACE;
    if (s->placed == 0) {
        out->actions |= 1u << WZ_ACT_PASS;
        snprintf(out->text, sizeof out->text,
                 "place %s: %d stone%s left in the turn, each on either board, as 1:h8 or 2:h8",
                 colour_word(s->to_move), s->stones_left, s->stones_left == 1 ? "" : "s");
    } else {
        out->actions |= 1u << WZ_ACT_END;
        snprintf(out->text, sizeof out->text,
                 "place %s: %d stone left in the turn, or end the turn",
                 colour_word(s->to_move), s->stones_left);
    }
}

/* The kernel lets through only what expect allows: play, and pass before
 * the turn's first stone or end after it. */
static int legal(const wz_game *g, const wz_action *a, char *why, size_t len)
{
    char buf[WZ_POINT_TEXT];
    if (a->kind == WZ_ACT_PLACE && H->at(g, a->pts[0]) != WZ_EMPTY) {
        snprintf(why, len, "%s is occupied", H->point_text(g, a->pts[0], buf));
        return -1;
    }
    return 0;
}

/* The turn is over: judge it, then hand over to the opponent. */
static void end_turn(wz_game *g)
{
    state *s = mutable_st(g);
    int mover = s->to_move, opponent = mover == WZ_BLACK ? WZ_WHITE : WZ_BLACK;
    int mover_wins = mover == WZ_BLACK ? WZ_BLACK_WINS : WZ_WHITE_WINS;
    int opponent_wins = mover == WZ_BLACK ? WZ_WHITE_WINS : WZ_BLACK_WINS;
    if (s->fives == 3u) {
        H->set_result(g, mover_wins, "five on both boards");
        return;
    }
    if (s->fives) {
        H->set_result(g, opponent_wins, "five on one board only");
        return;
    }
    if (boards_full(g)) {
        H->set_result(g, WZ_DRAW, "boards full");
        return;
    }
    begin_turn(s, opponent, 2);
}

static int completes_five(const wz_game *g, wz_point p, int colour)
{
    for (int d = 0; d < 4; d++)
        if (H->line(g, p, wz_five_dirs[d][0], wz_five_dirs[d][1], colour) >= 5)
            return 1;
    return 0;
}

static void apply(wz_game *g, const wz_action *a)
{
    state *s = mutable_st(g);
    switch (a->kind) {
    case WZ_ACT_PLACE: {
        wz_point p = a->pts[0];
        if (completes_five(g, p, s->to_move))
            s->fives |= 1u << p.board;
        H->put(g, p, s->to_move);
        s->passes = 0;
        s->placed++;
        s->stones_left--;
        /* a turn also ends when no point is left for its second stone */
        if (s->stones_left == 0 || boards_full(g))
            end_turn(g);
        break;
    }
    case WZ_ACT_END:
        end_turn(g);
        break;
    case WZ_ACT_PASS:
        if (++s->passes >= 2) {
            H->set_result(g, WZ_DRAW, "two passes");
            return;
        }
        begin_turn(s, s->to_move == WZ_BLACK ? WZ_WHITE : WZ_BLACK, 2);
        break;
    default:
        break;
    }
}

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
    .id = "dualboard",
    .name = "Dual-board gomoku: fives on both boards in one turn",
    .version = "1.0",
    .variant = &ops,
};

WZ_PLUGIN_ENTRY
{
    wz_five_host = wz_entry_host;
    return &plugin;
}
