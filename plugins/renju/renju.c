/*
 * renju.c - the renju family: black wins with an exact five and may not
 * play a double-three, a double-four or an overline (RIF article 9, with
 * 9.3 judged recursively: forbid.c); white has no restrictions and wins
 * with five or more.  Keys of [rules]:
 *   size  = 5..26
 *   fouls = lose | claim | refuse   (claim: the opponent must say claim
 *                                    before its own move, seeds 003/004)
 *   bound = black | P2              (who the forbidden moves bind: black,
 *                                    or player P2 whatever its colour, as
 *                                    proposal 15 (Xia) says literally)
 * The judge is exported to other plugins as WZ_RENJU_JUDGE_ID and the 26
 * openings (kernel/openings.c, compiled in) as WZ_RENJU_OPENINGS_ID; the
 * dice of proposal 20 (yuelee00) are the hook "yuelee-dice".
 */
#include <stdio.h>
#include <string.h>

#include <wuzi/openings.h>
#include <wuzi/renju.h>

#include <wuzi/five.h>
#include "forbid.h"

#define H wz_five_host

enum bound { BOUND_BLACK, BOUND_P2 };

typedef struct config {
    wz_five_config five; /* first: five.c reads it through the same pointer */
    int bound;
} config;

typedef struct state {
    wz_five_state five; /* first, as five.c expects */
    int dice[2];     /* yuelee00's rolls, 1-based; 0 until rolled */
} state;

static int bound_colour(const wz_game *g, int colour)
{
    const config *c = H->config(g);
    if (c->bound == BOUND_P2)
        return H->colour_of(g, WZ_P2) == colour;
    return colour == WZ_BLACK;
}

/* The verdict for colour at p: a bound colour is judged as black is, on a
 * board whose colours are exchanged when the bound colour is white. */
static int judge(const wz_game *g, wz_point p, int colour)
{
    if (!bound_colour(g, colour)) {
        int exact;
        return wz_five_longest(g, p, colour, &exact) >= 5 ? WZ_FIVE : WZ_LEGAL;
    }
    int w = H->width(g), h = H->height(g);
    const uint8_t *cells = H->cells(g, p.board);
    if (colour == WZ_WHITE) {
        uint8_t swapped[WZ_MAX_SIZE * WZ_MAX_SIZE];
        for (int i = 0; i < w * h; i++)
            swapped[i] = cells[i] == WZ_EMPTY ? WZ_EMPTY : (uint8_t)(3 - cells[i]);
        int v = rj_check(swapped, w, h, p.x, p.y);
        return v < 0 ? WZ_LEGAL : v;
    }
    int v = rj_check(cells, w, h, p.x, p.y);
    return v < 0 ? WZ_LEGAL : v;
}

/* `check` and `forbidden` speak of black whatever the binding. */
static int check_black(const wz_game *g, wz_point p)
{
    int v = rj_check(H->cells(g, p.board), H->width(g), H->height(g), p.x, p.y);
    return v < 0 ? WZ_LEGAL : v;
}

static int forbids(const wz_game *g, wz_point p)
{
    if (!bound_colour(g, WZ_BLACK))
        return WZ_LEGAL;
    int v = check_black(g, p);
    return v == WZ_FIVE ? WZ_LEGAL : v;
}

static int configure(void *cfg, const char *section, const char *key,
                     const char *value, int line, char *err, size_t errlen)
{
    config *c = cfg;
    (void)line;
    if (wz_five_configure_section(&c->five, "renju", section, err, errlen) != 0)
        return -1;
    if (strcmp(key, "bound") == 0) {
        if (strcmp(value, "black") == 0)
            c->bound = BOUND_BLACK;
        else if (strcmp(value, "P2") == 0)
            c->bound = BOUND_P2;
        else {
            snprintf(err, errlen, "bound must be black or P2, not '%s'", value);
            return -1;
        }
        return 0;
    }
    int taken = wz_five_configure(&c->five, key, value, err, errlen);
    if (taken == 0)
        snprintf(err, errlen, "unknown key '%s' (renju takes size, fouls, bound)", key);
    return taken == 1 ? 0 : -1;
}

static int finish(void *cfg, char *err, size_t errlen)
{
    config *c = cfg;
    (void)err, (void)errlen;
    if (!c->five.size)
        wz_five_config_defaults(&c->five);
    c->five.judge = judge;
    c->five.fouls = 1;
    return 0;
}

/* ------------------------------------------------- proposal 20's dice */

static void hook_expect(const wz_game *g, const char *name, wz_expect *out)
{
    (void)g;
    if (strcmp(name, "yuelee-dice") == 0) {
        out->player = WZ_NOBODY; /* automatic */
        snprintf(out->text, sizeof out->text, "the dice place W2 and B3");
    }
}

/* A die decides W2 direct or diagonal; a second picks B3 among the 13
 * openings of that kind.  The game's generator rolls them, so a replay
 * from the recorded seed rolls the same. */
static int hook_apply(wz_game *g, const char *name, const wz_action *a)
{
    state *s = H->mutable_state(g);
    (void)a;
    if (strcmp(name, "yuelee-dice") != 0)
        return 1;
    s->dice[0] = (int)H->random(g, 2) + 1;
    s->dice[1] = (int)H->random(g, 13) + 1;
    int w2x, w2y, b3x, b3y;
    wz_opening_stones(wz_opening_at((s->dice[0] - 1) * 13 + (s->dice[1] - 1)), &w2x, &w2y, &b3x, &b3y);
    int cx = H->width(g) / 2, cy = H->height(g) / 2;
    H->put(g, (wz_point){0, (int8_t)(cx + w2x), (int8_t)(cy + w2y)}, WZ_WHITE);
    H->put(g, (wz_point){0, (int8_t)(cx + b3x), (int8_t)(cy + b3y)}, WZ_BLACK);
    return 1;
}

/* ------------------------------------------------------------- export */

static int export_check(const uint8_t *cells, int w, int h, int x, int y)
{
    return rj_check(cells, w, h, x, y);
}

static int export_map(const uint8_t *cells, int w, int h, uint8_t *out)
{
    return rj_forbidden_map(cells, w, h, out);
}

static const wz_renju_judge judge_extension = {
    sizeof(wz_renju_judge),
    export_check,
    export_map,
};

static int opening_stones(int index, const char **code, int *w2x, int *w2y, int *b3x, int *b3y)
{
    const struct wz_opening *op = wz_opening_at(index);
    if (!op)
        return -1;
    if (code)
        *code = op->code;
    wz_opening_stones(op, w2x, w2y, b3x, b3y);
    return 0;
}

static const wz_renju_openings openings_extension = {
    sizeof(wz_renju_openings),
    26,
    opening_stones,
};

static const void *extension(const char *id)
{
    if (strcmp(id, WZ_RENJU_JUDGE_ID) == 0)
        return &judge_extension;
    if (strcmp(id, WZ_RENJU_OPENINGS_ID) == 0)
        return &openings_extension;
    return NULL;
}

static const wz_variant_ops ops = {
    .size = sizeof(wz_variant_ops),
    .config_size = sizeof(config),
    .configure = configure,
    .finish = finish,
    .state_size = sizeof(state),
    WZ_FIVE_MAIN_PHASE_OPS,
    .check = check_black,
    .forbids = forbids,
    .hook_expect = hook_expect,
    .hook_apply = hook_apply,
};

static const wz_plugin plugin = {
    WZ_PLUGIN_HEADER,
    .kind = WZ_PLUGIN_VARIANT,
    .id = "renju",
    .name = "Renju (RIF rules, forbidden moves for black)",
    .version = "1.0",
    .variant = &ops,
    .extension = extension,
};

WZ_PLUGIN_ENTRY
{
    wz_five_host = wz_entry_host;
    return &plugin;
}
