/*
 * api1-variant.c - a variant plugin written against ABI 1 / API 1 (the
 * frozen header in api1/wuzi/plugin.h), as a first-wave author wrote one:
 * it must still load and play.  It leans on what ABI 1 had and contract 2
 * changed: a state written through host->state, host->run, the opening
 * stones service, a mandatory check, hooks, marks and forbids.
 *
 * The game: free-style five on a square board (size, 9 by default) where
 * black may not make an overline (a foul: refused), with an optional
 * opening hook "d1" that puts the D1 renju opening's W2 and B3 around a
 * black stone on the centre; marks show the last stone.
 */
#include <stdio.h>
#include <string.h>

#include <wuzi/plugin.h>

static const wz_host *H;

typedef struct config {
    int size;
} config;

typedef struct state {
    int to_move;
    int moves;
    wz_point last;
    int hooked;
} state;

static const int dirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

static state *st(const wz_game *g)
{
    return H->state((wz_game *)g); /* ABI 1's non-const state */
}

static int configure(void *cfg, const char *section, const char *key, const char *value,
                     int line, char *err, size_t errlen)
{
    config *c = cfg;
    int v;
    (void)section, (void)line;
    if (strcmp(key, "size") != 0 || sscanf(value, "%d", &v) != 1 || v < 7 || v > 19) {
        snprintf(err, errlen, "api1-variant takes size = 7..19");
        return -1;
    }
    c->size = v;
    return 0;
}

static int finish(void *cfg, char *err, size_t errlen)
{
    config *c = cfg;
    (void)err, (void)errlen;
    if (!c->size)
        c->size = 9;
    return 0;
}

static void start(wz_game *g)
{
    const config *c = H->config(g);
    H->set_boards(g, 1, c->size, c->size);
}

static void enter_main(wz_game *g)
{
    st(g)->to_move = H->main_colour(g);
}

static int longest(const wz_game *g, wz_point p, int colour)
{
    int n = 0;
    for (int d = 0; d < 4; d++) {
        int k = H->run(g, p, dirs[d][0], dirs[d][1], colour);
        n = k > n ? k : n;
    }
    return n;
}

static int check(const wz_game *g, wz_point p)
{
    int n = longest(g, p, WZ_BLACK);
    return n > 5 ? WZ_OVERLINE : n == 5 ? WZ_FIVE : WZ_LEGAL;
}

static int forbids(const wz_game *g, wz_point p)
{
    return longest(g, p, WZ_BLACK) > 5 ? WZ_OVERLINE : WZ_LEGAL;
}

static void expect(const wz_game *g, wz_expect *out)
{
    const state *s = st(g);
    out->player = H->player_of(g, s->to_move);
    out->colour = s->to_move;
    out->actions = 1u << WZ_ACT_PLACE | 1u << WZ_ACT_PASS;
    snprintf(out->text, sizeof out->text, "place a %s stone",
             s->to_move == WZ_BLACK ? "black" : "white");
}

static int legal(const wz_game *g, const wz_action *a, char *why, size_t len)
{
    const state *s = st(g);
    if (a->kind == WZ_ACT_PASS)
        return 0;
    if (a->kind != WZ_ACT_PLACE) {
        snprintf(why, len, "api1-variant takes play or pass");
        return -1;
    }
    if (H->at(g, a->pts[0]) != WZ_EMPTY) {
        snprintf(why, len, "occupied");
        return -1;
    }
    if (s->to_move == WZ_BLACK && forbids(g, a->pts[0]) != WZ_LEGAL) {
        snprintf(why, len, "an overline is forbidden for black");
        return -1;
    }
    return 0;
}

static void apply(wz_game *g, const wz_action *a)
{
    state *s = st(g);
    int colour = s->to_move;
    s->to_move = colour == WZ_BLACK ? WZ_WHITE : WZ_BLACK;
    if (a->kind == WZ_ACT_PASS)
        return;
    H->put(g, a->pts[0], colour);
    s->last = a->pts[0];
    s->moves++;
    if (longest(g, a->pts[0], colour) >= 5)
        H->set_result(g, colour == WZ_BLACK ? WZ_BLACK_WINS : WZ_WHITE_WINS, "five");
}

static int marks(const wz_game *g, wz_point *pts, int max)
{
    const state *s = st(g);
    if (!s->moves || max < 1)
        return 0;
    pts[0] = s->last;
    return 1;
}

/* "d1": automatic, B1 on the centre and D1's W2 and B3 around it. */
static void hook_expect(const wz_game *g, const char *name, wz_expect *out)
{
    (void)g, (void)name;
    out->player = WZ_NOBODY;
}

static int hook_legal(const wz_game *g, const char *name, const wz_action *a, char *why,
                      size_t len)
{
    (void)g, (void)a;
    snprintf(why, len, "%s takes no action", name);
    return -1;
}

static int hook_apply(wz_game *g, const char *name, const wz_action *a)
{
    int w2x, w2y, b3x, b3y, c = H->width(g) / 2;
    (void)a;
    if (strcmp(name, "d1") != 0 || H->opening_stones(0, &w2x, &w2y, &b3x, &b3y) != 0)
        return 1;
    H->put(g, (wz_point){0, (int8_t)c, (int8_t)c}, WZ_BLACK);
    H->put(g, (wz_point){0, (int8_t)(c + w2x), (int8_t)(c + w2y)}, WZ_WHITE);
    H->put(g, (wz_point){0, (int8_t)(c + b3x), (int8_t)(c + b3y)}, WZ_BLACK);
    st(g)->hooked = 1;
    return 1;
}

static const wz_variant_ops ops = {
    .config_size = sizeof(config),
    .configure = configure,
    .finish = finish,
    .state_size = sizeof(state),
    .start = start,
    .enter_main = enter_main,
    .expect = expect,
    .legal = legal,
    .apply = apply,
    .check = check,
    .marks = marks,
    .forbids = forbids,
    .hook_expect = hook_expect,
    .hook_legal = hook_legal,
    .hook_apply = hook_apply,
};

static const wz_plugin plugin = {
    WZ_PLUGIN_HEADER,
    .kind = WZ_PLUGIN_VARIANT,
    .id = "api1-variant",
    .name = "A variant built against API 1",
    .version = "1",
    .variant = &ops,
};

WZ_PLUGIN_ENTRY
{
    H = wz_entry_host;
    return &plugin;
}
