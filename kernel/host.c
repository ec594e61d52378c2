/* host.c - the services table handed to every plugin.  Append only: the
 * services of API 1 keep their places for plugins built against it. */
#include "internal.h"
#include "wuzi/openings.h"

static int opening_stones(int index, int *w2x, int *w2y, int *b3x, int *b3y)
{
    const struct wz_opening *op = wz_opening_at(index);
    if (!op)
        return -1;
    wz_opening_stones(op, w2x, w2y, b3x, b3y);
    return 0;
}

static const uint8_t *cells(const wz_game *g, int board)
{
    return (board >= 0 && board < g->nboards) ? g->cells[board] : NULL;
}

static int result(const wz_game *g) { return g->result; }
static int replaying(const wz_game *g) { return g->replaying; }
static const void *state(const wz_game *g) { return g->state; }
static void *mutable_state(wz_game *g) { return g->state; }
static const void *config(const wz_game *g) { return g->config; }

/* A plugin sees the history only: its copies leave the variations out. */
static wz_game *clone(const wz_game *g)
{
    return wz_game_copy(g, 0);
}

static char *point_text(const wz_game *g, wz_point p, char *buf)
{
    return wz_point_format(p, g->nboards, buf);
}

static int act(wz_game *g, const wz_action *a, char *why, size_t whylen)
{
    return wz_game_act(g, a, why, whylen);
}

static const wz_host host = {
    .api = WZ_API,
    .size = sizeof(wz_host),
    .set_boards = wz_game_set_boards,
    .boards = wz_game_boards,
    .width = wz_game_width,
    .height = wz_game_height,
    .at = wz_game_at,
    .cells = cells,
    .put = wz_game_put,
    .stones = wz_game_stones,
    .line = wz_game_line,
    .colour_of = wz_game_colour_of,
    .player_of = wz_game_player_of,
    .swap_colours = wz_game_swap_colours,
    .set_result = wz_game_set_result,
    .result = result,
    .random = wz_game_random,
    .history_length = wz_game_history_length,
    .history_at = wz_game_history_at,
    .replaying = replaying,
    .state = state,
    .config = config,
    .extension = wz_plugin_extension,
    .expect = wz_game_expect,
    .legal = wz_game_legal,
    .clone = clone,
    .act = act,
    .free_game = wz_game_free,
    .check = wz_game_check,
    .main_colour = wz_game_main_colour,
    .in_opening = wz_game_in_opening,
    .api1_opening_stones = opening_stones,
    .marks = wz_game_marks,
    /* API 2 */
    .mutable_state = mutable_state,
    .ray = wz_game_ray,
    .point_text = point_text,
};

const wz_host *wz_host_services(void)
{
    return &host;
}
