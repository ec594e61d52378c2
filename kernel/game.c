/* game.c - a game: boards, players and colours, actions; the history is
 * a path through the variation tree (tree.c). */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* ------------------------------------------------------------- the board */

int wz_game_on_board(const wz_game *g, wz_point p)
{
    return p.board >= 0 && p.board < g->nboards && p.x >= 0 &&
           p.x < g->width && p.y >= 0 && p.y < g->height;
}

int wz_game_at(const wz_game *g, wz_point p)
{
    if (!wz_game_on_board(g, p))
        return -1;
    return g->cells[p.board][p.y * g->width + p.x];
}

/* A cell of board b becomes now: the counts follow. */
static void set_cell(wz_game *g, int b, int i, uint8_t now)
{
    uint8_t was = g->cells[b][i];
    if (was != WZ_EMPTY)
        g->stones[b][was != WZ_BLACK]--;
    if (now != WZ_EMPTY)
        g->stones[b][now != WZ_BLACK]++;
    g->cells[b][i] = now;
}

/* Count the stones of every board again (the boards' shape changed). */
static void recount(wz_game *g)
{
    memset(g->stones, 0, sizeof g->stones);
    for (int b = 0; b < g->nboards; b++)
        for (int i = 0; i < g->width * g->height; i++)
            if (g->cells[b][i] != WZ_EMPTY)
                g->stones[b][g->cells[b][i] != WZ_BLACK]++;
}

void wz_game_clear_boards(wz_game *g)
{
    memset(g->cells, 0, sizeof g->cells);
    memset(g->number, 0, sizeof g->number);
    memset(g->stones, 0, sizeof g->stones);
    g->placed = 0;
    g->has_last = 0;
}

void wz_game_put(wz_game *g, wz_point p, int colour)
{
    if (!wz_game_on_board(g, p))
        return;
    int i = p.y * g->width + p.x;
    set_cell(g, p.board, i, (uint8_t)colour);
    if (colour == WZ_EMPTY) {
        g->number[p.board][i] = 0;
        return;
    }
    g->number[p.board][i] = (uint16_t)++g->placed;
    g->last = p;
    g->has_last = 1;
}

int wz_game_ray(const wz_game *g, wz_point p, int dx, int dy, int colour)
{
    int n = 0;
    if (dx == 0 && dy == 0)
        return 0;
    for (;;) {
        p.x = (int8_t)(p.x + dx);
        p.y = (int8_t)(p.y + dy);
        if (wz_game_at(g, p) != colour)
            return n;
        n++;
    }
}

int wz_game_line(const wz_game *g, wz_point p, int dx, int dy, int colour)
{
    return 1 + wz_game_ray(g, p, dx, dy, colour) + wz_game_ray(g, p, -dx, -dy, colour);
}

int wz_game_stones(const wz_game *g, int board)
{
    if (board < 0 || board >= g->nboards)
        return 0;
    return g->stones[board][0] + g->stones[board][1];
}

void wz_game_move(wz_game *g, wz_point from, wz_point to)
{
    if (!wz_game_on_board(g, from) || !wz_game_on_board(g, to))
        return;
    int i = from.y * g->width + from.x, j = to.y * g->width + to.x;
    uint8_t stone = g->cells[from.board][i];
    uint16_t number = g->number[from.board][i];
    set_cell(g, from.board, i, WZ_EMPTY);
    set_cell(g, to.board, j, stone);
    g->number[from.board][i] = 0;
    g->number[to.board][j] = number;
    g->last = to;
    g->has_last = 1;
}

uint32_t wz_game_random(wz_game *g, uint32_t n)
{
    uint32_t v = wz_rng_below(&g->rng, n);
    if (g->ndraws == g->draws_cap) {
        int cap = g->draws_cap ? g->draws_cap * 2 : 8;
        struct wz_draw *d = realloc(g->draws, sizeof *d * (size_t)cap);
        if (!d)
            return v; /* the draw stands; only its log is short */
        g->draws = d;
        g->draws_cap = cap;
    }
    g->draws[g->ndraws++] = (struct wz_draw){g->applied, n, v};
    return v;
}

int wz_game_draw_count(const wz_game *g)
{
    return g->ndraws;
}

int wz_game_draw_at(const wz_game *g, int i, int *after, uint32_t *n, uint32_t *value)
{
    if (i < 0 || i >= g->ndraws)
        return -1;
    *after = g->draws[i].after;
    *n = g->draws[i].n;
    *value = g->draws[i].value;
    return 0;
}

char *wz_game_dice_text(const wz_game *g, int after, char *buf, size_t len)
{
    size_t n = 0;
    buf[0] = '\0';
    for (int i = 0; i < g->ndraws && n < len; i++) {
        if (g->draws[i].after != after)
            continue;
        n += (size_t)snprintf(buf + n, len - n, "%s%u/%u", n ? " " : "dice ",
                              (unsigned)g->draws[i].value + 1, (unsigned)g->draws[i].n);
    }
    return buf;
}

void wz_game_swap_colours(wz_game *g)
{
    int c = g->colour_of[WZ_P1];
    g->colour_of[WZ_P1] = g->colour_of[WZ_P2];
    g->colour_of[WZ_P2] = c;
}

int wz_game_main_colour(const wz_game *g)
{
    if (g->is_setup)
        return WZ_BLACK;
    int black = 0, white = 0;
    for (int b = 0; b < g->nboards; b++) {
        black += g->stones[b][0];
        white += g->stones[b][1];
    }
    return black > white ? WZ_WHITE : WZ_BLACK;
}

int wz_game_set_boards(wz_game *g, int n, int w, int h)
{
    if (n < 1 || n > WZ_MAX_BOARDS || w < WZ_MIN_SIZE || w > WZ_MAX_SIZE ||
        h < WZ_MIN_SIZE || h > WZ_MAX_SIZE)
        return -1;
    g->nboards = n;
    g->width = w;
    g->height = h;
    recount(g);
    return 0;
}

void wz_game_set_result(wz_game *g, int result, const char *why)
{
    g->result = result;
    snprintf(g->reason, sizeof g->reason, "%s", why ? why : "");
}

int wz_game_player_of(const wz_game *g, int colour)
{
    if (g->colour_of[WZ_P1] == colour)
        return WZ_P1;
    if (g->colour_of[WZ_P2] == colour)
        return WZ_P2;
    return WZ_NOBODY;
}

/* ------------------------------------------------------- start and replay */

static const wz_variant_ops *ops(const wz_game *g)
{
    return g->variant->plugin->variant;
}

/* Back to the position before the first action: the variant's start, then
 * the hand-made setup if there is one. */
void wz_game_reset(wz_game *g)
{
    wz_game_clear_boards(g);
    g->colour_of[WZ_P1] = WZ_BLACK;
    g->colour_of[WZ_P2] = WZ_WHITE;
    g->result = WZ_ONGOING;
    g->reason[0] = '\0';
    g->rng.state = g->seed;
    g->ndraws = 0;
    g->applied = 0;
    if (ops(g)->state_size)
        memset(g->state, 0, ops(g)->state_size);
    g->nboards = 1;
    g->width = g->height = 15;
    ops(g)->start(g);
    memset(&g->op, 0, sizeof g->op);
    if (g->is_setup) {
        for (int c = 0; c < 2; c++)
            for (int i = 0; i < g->nsetup[c]; i++)
                wz_game_put(g, g->setup[c][i], c + 1);
        memset(g->number, 0, sizeof g->number);
        g->placed = 0;
        g->has_last = 0;
        ops(g)->enter_main(g);
    } else {
        op_start(g);
    }
}

/* Build a configuration: every manifest entry, then the overrides. */
static void *configure(const wz_variant *v, int noverrides,
                       const char *const *overrides, int *params, char *why,
                       size_t whylen)
{
    const wz_variant_ops *o = v->plugin->variant;
    void *config = calloc(1, o->config_size ? o->config_size : 1);
    char err[WZ_REASON_MAX];
    if (!config) {
        wz_say(why, whylen, "out of memory");
        return NULL;
    }
    for (int i = 0; i < v->nentries; i++) {
        const struct wz_entry *e = &v->entries[i];
        err[0] = '\0';
        if (o->configure(config, e->section, e->key, e->value, e->line, err,
                         sizeof err) != 0) {
            wz_say(why, whylen, "%s:%d: %s", v->file, e->line, err);
            free(config);
            return NULL;
        }
    }
    for (int i = 0; i < noverrides; i++) {
        char key[128];
        const char *eq = strchr(overrides[i], '=');
        size_t n = eq ? (size_t)(eq - overrides[i]) : 0;
        if (!eq || n == 0) {
            wz_say(why, whylen, "%s: write a key as key=value", overrides[i]);
            free(config);
            return NULL;
        }
        if (n >= sizeof key) {
            /* no manifest line can hold a key this long */
            wz_say(why, whylen, "%.40s...: %s has no key that long (the longest is %zu characters)",
                   overrides[i], v->id, sizeof key - 1);
            free(config);
            return NULL;
        }
        memcpy(key, overrides[i], n);
        key[n] = '\0';
        err[0] = '\0';
        int taken = op_override(v->program, params, key, eq + 1, err, sizeof err);
        if (taken < 0) {
            wz_say(why, whylen, "%s: %s", overrides[i], err);
            free(config);
            return NULL;
        }
        if (taken)
            continue;
        int known = 0;
        for (int k = 0; k < v->nentries; k++)
            if (strcmp(v->entries[k].section, "rules") == 0 &&
                strcmp(v->entries[k].key, key) == 0)
                known = 1;
        err[0] = '\0';
        if (!known) {
            wz_say(why, whylen, "%s has no key '%s'%s", v->id, key,
                   v->nrules ? "" : " (it takes none)");
            free(config);
            return NULL;
        }
        if (o->configure(config, "rules", key, eq + 1, 0, err, sizeof err) != 0) {
            wz_say(why, whylen, "%s: %s", overrides[i], err);
            free(config);
            return NULL;
        }
    }
    err[0] = '\0';
    if (op_check_params(v->program, params, err, sizeof err) != 0) {
        char keys[256] = "";
        for (int i = 0; i < noverrides; i++)
            snprintf(keys + strlen(keys), sizeof keys - strlen(keys), "%s%s", i ? " " : "", overrides[i]);
        wz_say(why, whylen, "%s: %s", noverrides ? keys : v->file, err);
        free(config);
        return NULL;
    }
    if (o->finish && o->finish(config, err, sizeof err) != 0) {
        wz_say(why, whylen, "%s: %s", v->file, err);
        free(config);
        return NULL;
    }
    return config;
}

wz_game *wz_game_new(const wz_variant *v, int noverrides,
                     const char *const *overrides, uint64_t seed, char *why,
                     size_t whylen)
{
    const wz_variant_ops *o = v->plugin->variant;
    wz_game *g = calloc(1, sizeof *g);
    if (!g) {
        wz_say(why, whylen, "out of memory");
        return NULL;
    }
    g->variant = v;
    g->seed = seed;
    g->stamp = wz_game_new_stamp();
    for (int i = 0; v->program && i < v->program->nparams; i++)
        g->params[i] = v->program->params[i].value;
    g->config = configure(v, noverrides, overrides, g->params, why, whylen);
    g->state = calloc(1, o->state_size ? o->state_size : 1);
    g->overrides = calloc((size_t)noverrides + 1, sizeof *g->overrides);
    if (!g->config || !g->state || !g->overrides) {
        wz_game_free(g);
        return NULL;
    }
    for (int i = 0; i < noverrides; i++)
        g->overrides[i] = wz_strdup(overrides[i]);
    g->noverrides = noverrides;
    g->free_node = -1;
    if (wz_tree_reset(g, 0) != 0) {
        wz_say(why, whylen, "out of memory");
        wz_game_free(g);
        return NULL;
    }
    wz_game_reset(g);
    return g;
}

void wz_game_free(wz_game *g)
{
    if (!g)
        return;
    for (int i = 0; i < g->noverrides; i++)
        free(g->overrides[i]);
    free(g->overrides);
    free(g->config);
    free(g->state);
    wz_tree_free(g);
    wz_trial_free(g);
    free(g->draws);
    wz_notes_free(g->notes);
    free(g);
}

wz_game *wz_game_copy(const wz_game *g, int whole)
{
    const wz_variant_ops *o = ops(g);
    wz_game *c = malloc(sizeof *c);
    if (!c)
        return NULL;
    *c = *g;
    c->trial = NULL;
    c->stamp = wz_game_new_stamp();
    c->config = malloc(o->config_size ? o->config_size : 1);
    c->state = malloc(o->state_size ? o->state_size : 1);
    c->overrides = calloc((size_t)g->noverrides + 1, sizeof *c->overrides);
    c->notes = wz_notes_clone(g->notes);
    c->draws = g->ndraws ? malloc(sizeof *c->draws * (size_t)g->ndraws) : NULL;
    c->draws_cap = g->ndraws;
    int tree = wz_tree_copy(c, g, whole);
    if (!c->config || !c->state || !c->overrides || tree != 0 || (g->notes && !c->notes) ||
        (g->ndraws && !c->draws)) {
        c->noverrides = 0;
        wz_game_free(c);
        return NULL;
    }
    memcpy(c->config, g->config, o->config_size);
    memcpy(c->state, g->state, o->state_size);
    for (int i = 0; i < g->noverrides; i++)
        c->overrides[i] = wz_strdup(g->overrides[i]);
    if (g->ndraws)
        memcpy(c->draws, g->draws, sizeof *c->draws * (size_t)g->ndraws);
    return c;
}

wz_game *wz_game_clone(const wz_game *g)
{
    return wz_game_copy(g, 1);
}

/* ------------------------------------------------------------- actions */

int wz_game_act(wz_game *g, const wz_action *in, char *why, size_t whylen)
{
    wz_action a = *in;
    if (wz_phase_legal(g, &a, why, whylen) != 0)
        return -1;
    /* the same action again follows the line already there; any other
     * starts a variation beside it */
    int here = g->path[g->nactions];
    int child = wz_tree_find_child(g, here, &a), added = child < 0;
    /* the colour its player holds when acting; a stone's, once it is down
     * (P1 places W2 in many openings) */
    if (added)
        child = wz_tree_add_child(g, here, &a, wz_game_colour_of(g, a.player));
    if (child >= 0 && g->trial)
        wz_trial_step(g, child, added);
    if (child < 0 || wz_tree_step(g, child, &a) != 0) {
        wz_say(why, whylen, "out of memory");
        return -1;
    }
    int stone = added && a.kind == WZ_ACT_PLACE ? wz_game_at(g, a.pts[0]) : WZ_EMPTY;
    if (stone > WZ_EMPTY)
        g->nodes[child].colour = (uint8_t)stone;
    return 0;
}

int wz_game_setup(wz_game *g, const wz_point *black, int nblack,
                  const wz_point *white, int nwhite, char *why, size_t whylen)
{
    const wz_point *list[2] = {black, white};
    int n[2] = {nblack, nwhite};
    uint8_t seen[WZ_MAX_BOARDS][WZ_MAX_SIZE * WZ_MAX_SIZE];
    char buf[16];

    memset(seen, 0, sizeof seen);
    for (int c = 0; c < 2; c++) {
        for (int i = 0; i < n[c]; i++) {
            wz_point p = list[c][i];
            if (!wz_game_on_board(g, p)) {
                if (strcmp(wz_point_format(p, g->nboards, buf), "?") == 0)
                    wz_say(why, whylen, "a point off the board (board %d, column %d, row %d)", p.board + 1,
                           p.x + 1, p.y + 1);
                else
                    wz_say(why, whylen, "%s is off the board", buf);
                return -1;
            }
            if (seen[p.board][p.y * g->width + p.x]++) {
                wz_say(why, whylen, "%s is given twice", wz_point_format(p, g->nboards, buf));
                return -1;
            }
        }
    }
    for (int c = 0; c < 2; c++) {
        g->nsetup[c] = n[c];
        if (n[c]) /* an empty set-up may come as NULL */
            memcpy(g->setup[c], list[c], sizeof(wz_point) * (size_t)n[c]);
    }
    g->is_setup = 1;
    if (wz_tree_reset(g, 1) != 0) {
        wz_say(why, whylen, "out of memory");
        return -1;
    }
    wz_game_reset(g);
    return 0;
}

int wz_game_setup_count(const wz_game *g, int colour)
{
    return (colour == WZ_BLACK || colour == WZ_WHITE) ? g->nsetup[colour - 1] : 0;
}

wz_point wz_game_setup_at(const wz_game *g, int colour, int i)
{
    return g->setup[colour - 1][i];
}

/* ------------------------------------------------------------ accessors */

int wz_game_result(const wz_game *g, const char **reason)
{
    if (reason)
        *reason = g->reason;
    return g->result;
}

const wz_variant *wz_game_variant(const wz_game *g) { return g->variant; }
uint64_t wz_game_seed(const wz_game *g) { return g->seed; }
int wz_game_override_count(const wz_game *g) { return g->noverrides; }
const char *wz_game_override(const wz_game *g, int i) { return g->overrides[i]; }
int wz_game_boards(const wz_game *g) { return g->nboards; }
int wz_game_width(const wz_game *g) { return g->width; }
int wz_game_height(const wz_game *g) { return g->height; }
int wz_game_colour_of(const wz_game *g, int player)
{
    return (player == WZ_P1 || player == WZ_P2) ? g->colour_of[player] : WZ_EMPTY;
}
int wz_game_history_length(const wz_game *g) { return g->nactions; }

const wz_action *wz_game_history_at(const wz_game *g, int i)
{
    return (i >= 0 && i < g->nactions) ? &g->actions[i] : NULL;
}

int wz_game_last_stone(const wz_game *g, wz_point *p)
{
    if (g->has_last && wz_game_at(g, g->last) > WZ_EMPTY) {
        *p = g->last;
        return 1;
    }
    return 0;
}

int wz_game_stone_number(const wz_game *g, wz_point p)
{
    return wz_game_on_board(g, p) ? g->number[p.board][p.y * g->width + p.x] : 0;
}
