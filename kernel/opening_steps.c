/* opening_steps.c - what each kind of opening step does, one table entry
 * per kind (op_kinds, opening.h): what it waits for, what it accepts, what
 * an action does, and what happens when the opening reaches it.  The
 * interpreter (opening_run.c) has already checked that an action is of a
 * kind the step's expect allows. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "opening.h"

/* ------------------------------------------------ shared by the kinds */

static const char *colour_letter(int colour)
{
    return colour == WZ_BLACK ? "B" : "W";
}

static int in_area(const wz_game *g, const struct op_step *s, wz_point p)
{
    int cx = g->width / 2, cy = g->height / 2;
    int dx = abs(p.x - cx), dy = abs(p.y - cy);
    int d = dx > dy ? dx : dy;
    switch (s->area) {
    case AREA_CENTRE: return d == 0;
    case AREA_INSIDE: return d <= (s->area_k - 1) / 2;
    case AREA_OUTSIDE: return d > (s->area_k - 1) / 2;
    default: return 1;
    }
}

static void area_text(const struct op_step *s, char *buf, size_t len)
{
    switch (s->area) {
    case AREA_CENTRE: snprintf(buf, len, " at the centre"); break;
    case AREA_INSIDE: snprintf(buf, len, " in the central %dx%d", s->area_k, s->area_k); break;
    case AREA_OUTSIDE: snprintf(buf, len, " outside the central %dx%d", s->area_k, s->area_k); break;
    default: snprintf(buf, len, " anywhere"); break;
    }
}

/* The number the next stone will carry: stones on the board, plus one
 * for each offer still waiting for its keep (Lijing's 4th and 5th). */
static int stones_on_board(const wz_game *g)
{
    int n = 0;
    for (int b = 0; b < g->nboards; b++)
        n += wz_game_stones(g, b);
    for (int i = 0; i < g->op.ngroups; i++)
        n += !g->op.groups[i].kept;
    return n;
}

/* Is p a candidate of an offer still waiting for its keep? */
static int pending(const wz_game *g, wz_point p)
{
    for (int i = 0; i < g->op.ngroups; i++)
        for (int k = 0; !g->op.groups[i].kept && k < g->op.groups[i].n; k++)
            if (memcmp(&g->op.groups[i].pts[k], &p, sizeof p) == 0)
                return 1;
    return 0;
}

/* A point a stone of this step may not take: "h8 is occupied". */
static int taken(const wz_game *g, wz_point p, char *why, size_t len)
{
    char buf[WZ_POINT_TEXT];
    if (wz_game_at(g, p) == WZ_EMPTY && !pending(g, p))
        return 0;
    snprintf(why, len, "%s is %s", wz_point_format(p, g->nboards, buf),
             pending(g, p) ? "offered already" : "occupied");
    return -1;
}

/* A black stone of the opening may not stand on a forbidden point. */
static int forbidden_for(const wz_game *g, int colour, wz_point p, char *why, size_t len)
{
    if (colour != WZ_BLACK)
        return 0;
    int v = wz_game_forbids(g, p);
    if (v == WZ_LEGAL || v == WZ_FIVE)
        return 0;
    char buf[WZ_POINT_TEXT];
    snprintf(why, len, "%s is forbidden for black (%s)", wz_point_format(p, g->nboards, buf),
             wz_game_verdict_name(g, v));
    return -1;
}

/* The offer a keep step keeps: its own (from), or the oldest still open. */
static int group_index(const wz_game *g, const struct op_step *s)
{
    for (int i = 0; i < g->op.ngroups; i++) {
        const struct op_group *gr = &g->op.groups[i];
        if (!gr->kept && (s->from_step < 0 || gr->step == s->from_step))
            return i;
    }
    return -1;
}

static void keep(wz_game *g, struct op_group *gr, wz_point p)
{
    gr->kept = 1;
    wz_game_put(g, p, gr->colour);
    g->op.last_placer = gr->player;
}

/* ---------------------------------------------------------- place */

static void place_expect(const wz_game *g, const struct op_step *s, wz_expect *out)
{
    char area[48];
    area_text(s, area, sizeof area);
    out->actions = 1u << WZ_ACT_PLACE;
    int count = op_value(g, s->count_max);
    if (count - g->op.done > 1)
        snprintf(out->text, sizeof out->text, "place %d %s stones%s (%d placed)", count,
                 wz_colour_name(s->colour), area, g->op.done);
    else
        snprintf(out->text, sizeof out->text, "place %s%d%s", colour_letter(s->colour),
                 stones_on_board(g) + 1, area);
}

static int place_legal(const wz_game *g, const struct op_step *s, const wz_action *a, char *why,
                       size_t len)
{
    char area[48];
    wz_point p = a->pts[0];
    if (taken(g, p, why, len))
        return -1;
    if (!in_area(g, s, p)) {
        area_text(s, area, sizeof area);
        snprintf(why, len, "%s%d must be%s", colour_letter(s->colour), stones_on_board(g) + 1, area);
        return -1;
    }
    return forbidden_for(g, s->colour, p, why, len);
}

static int place_apply(wz_game *g, const struct op_step *s, const wz_action *a)
{
    if (s->takes && g->colour_of[a->player] != s->colour)
        wz_game_swap_colours(g);
    wz_game_put(g, a->pts[0], s->colour);
    g->op.last_placer = a->player;
    return ++g->op.done < op_value(g, s->count_max) ? OP_STAY : OP_NEXT;
}

/* ----------------------------------------------------------- swap */

static void swap_expect(const wz_game *g, const struct op_step *s, wz_expect *out)
{
    (void)s;
    out->actions = 1u << WZ_ACT_SWAP | 1u << WZ_ACT_STAY;
    out->colour = g->colour_of[out->player];
    snprintf(out->text, sizeof out->text, "swap colours or stay %s", wz_colour_name(out->colour));
}

static int swap_apply(wz_game *g, const struct op_step *s, const wz_action *a)
{
    (void)s;
    if (a->kind == WZ_ACT_SWAP)
        wz_game_swap_colours(g);
    return OP_NEXT;
}

/* -------------------------------------------------------- declare */

static void declare_expect(const wz_game *g, const struct op_step *s, wz_expect *out)
{
    out->actions = 1u << WZ_ACT_DECLARE;
    out->min = op_value(g, s->low);
    out->max = op_value(g, s->high);
    out->colour = g->colour_of[out->player];
    snprintf(out->text, sizeof out->text, "declare a number from %d to %d", out->min, out->max);
}

static int declare_legal(const wz_game *g, const struct op_step *s, const wz_action *a, char *why,
                         size_t len)
{
    int lo = op_value(g, s->low), hi = op_value(g, s->high);
    if (a->value < lo || a->value > hi) {
        snprintf(why, len, "declare a number from %d to %d, not %d", lo, hi, a->value);
        return -1;
    }
    return 0;
}

static int declare_apply(wz_game *g, const struct op_step *s, const wz_action *a)
{
    (void)s;
    g->op.n = a->value;
    g->op.has_n = 1;
    return OP_NEXT;
}

/* ---------------------------------------------------------- offer */

static void offer_expect(const wz_game *g, const struct op_step *s, wz_expect *out)
{
    char area[48];
    area_text(s, area, sizeof area);
    out->actions = 1u << WZ_ACT_OFFER;
    out->min = op_value(g, s->count_min);
    out->max = op_value(g, s->count_max);
    if (out->min == out->max)
        snprintf(out->text, sizeof out->text, "offer %d candidate %s stone%s (%s%d)%s", out->min,
                 wz_colour_name(s->colour), out->min == 1 ? "" : "s", colour_letter(s->colour),
                 stones_on_board(g) + 1, area);
    else
        snprintf(out->text, sizeof out->text, "offer %d to %d candidate %s stones%s", out->min,
                 out->max, wz_colour_name(s->colour), area);
}

static int offer_legal(const wz_game *g, const struct op_step *s, const wz_action *a, char *why,
                       size_t len)
{
    char buf[WZ_POINT_TEXT], buf2[WZ_POINT_TEXT], area[48];
    int lo = op_value(g, s->count_min), hi = op_value(g, s->count_max);
    if (a->npoints < lo || a->npoints > hi) {
        if (lo == hi)
            snprintf(why, len, "offer exactly %d stone%s, not %d", lo, lo == 1 ? "" : "s", a->npoints);
        else
            snprintf(why, len, "offer %d to %d stones, not %d", lo, hi, a->npoints);
        return -1;
    }
    struct op_symmetry views[WZ_MAX_POINTS];
    int nviews = s->any_symmetry ? 0 : op_offer_positions(g, views);
    for (int i = 0; i < a->npoints; i++) {
        wz_point p = a->pts[i];
        if (taken(g, p, why, len))
            return -1;
        if (!in_area(g, s, p)) {
            area_text(s, area, sizeof area);
            snprintf(why, len, "%s is not%s", wz_point_format(p, g->nboards, buf), area);
            return -1;
        }
        if (forbidden_for(g, s->colour, p, why, len))
            return -1;
        for (int j = 0; j < i; j++) {
            if (memcmp(&a->pts[j], &p, sizeof p) == 0) {
                snprintf(why, len, "%s is offered twice", wz_point_format(p, g->nboards, buf));
                return -1;
            }
            int twin = 0;
            for (int v = 0; v < nviews; v++)
                twin |= op_symmetric(&views[v], a->pts[j], p);
            if (twin) {
                snprintf(why, len, "%s and %s are symmetric", wz_point_format(a->pts[j], g->nboards, buf2),
                         wz_point_format(p, g->nboards, buf));
                return -1;
            }
        }
    }
    return 0;
}

static int offer_apply(wz_game *g, const struct op_step *s, const wz_action *a)
{
    if (g->op.ngroups == OP_MAX_GROUPS)
        g->op.ngroups = 0; /* cannot happen in a checked manifest */
    struct op_group *gr = &g->op.groups[g->op.ngroups++];
    gr->step = g->op.step;
    gr->colour = s->colour;
    gr->player = a->player;
    gr->n = a->npoints;
    gr->kept = 0;
    memcpy(gr->pts, a->pts, sizeof(wz_point) * (size_t)a->npoints);
    g->op.last_placer = a->player;
    return OP_NEXT;
}

/* ----------------------------------------------------------- keep */

static void keep_expect(const wz_game *g, const struct op_step *s, wz_expect *out)
{
    out->actions = 1u << WZ_ACT_CHOOSE;
    int gi = group_index(g, s);
    size_t n = (size_t)snprintf(out->text, sizeof out->text, "choose one of the offered stones:");
    for (int i = 0; gi >= 0 && i < g->op.groups[gi].n && n < sizeof out->text; i++) {
        char buf[WZ_POINT_TEXT];
        n += (size_t)snprintf(out->text + n, sizeof out->text - n, " %s",
                              wz_point_format(g->op.groups[gi].pts[i], g->nboards, buf));
    }
    if (gi >= 0)
        out->colour = g->op.groups[gi].colour;
}

static int keep_legal(const wz_game *g, const struct op_step *s, const wz_action *a, char *why,
                      size_t len)
{
    char buf[WZ_POINT_TEXT];
    int gi = group_index(g, s);
    for (int i = 0; gi >= 0 && i < g->op.groups[gi].n; i++)
        if (memcmp(&g->op.groups[gi].pts[i], &a->pts[0], sizeof(wz_point)) == 0)
            return 0;
    snprintf(why, len, "%s was not offered", wz_point_format(a->pts[0], g->nboards, buf));
    return -1;
}

static int keep_apply(wz_game *g, const struct op_step *s, const wz_action *a)
{
    keep(g, &g->op.groups[group_index(g, s)], a->pts[0]);
    return OP_NEXT;
}

/* A keep with a single candidate keeps it without asking. */
static int keep_enter(wz_game *g, const struct op_step *s)
{
    int gi = group_index(g, s);
    if (gi < 0 || g->op.groups[gi].n != 1)
        return OP_STAY;
    keep(g, &g->op.groups[gi], g->op.groups[gi].pts[0]);
    return OP_NEXT;
}

/* --------------------------------------------------------- branch */

static const struct op_option *option_for(const struct op_step *s, int action)
{
    for (int i = 0; i < s->noptions; i++)
        if (s->options[i].action == action)
            return &s->options[i];
    return NULL;
}

/* Decisions that a branch carries out itself; others are the first
 * action of the step the option leads to. */
static int decided_in_branch(int action)
{
    return action == WZ_ACT_SWAP || action == WZ_ACT_STAY || action == WZ_ACT_REJECT ||
           action == WZ_ACT_PASS || action == WZ_ACT_END;
}

/* The step an option's action begins, or NULL when the branch decides it
 * itself (or it leads to the main phase). */
static const struct op_step *begun(const wz_game *g, const struct op_option *o)
{
    const wz_program *p = g->variant->program;
    return decided_in_branch(o->action) || o->target >= p->nsteps ? NULL : &p->steps[o->target];
}

static void branch_expect(const wz_game *g, const struct op_step *s, wz_expect *out)
{
    const wz_program *p = g->variant->program;
    size_t n = (size_t)snprintf(out->text, sizeof out->text, "one of:");
    for (int i = 0; i < s->noptions; i++) {
        const struct op_step *t = s->options[i].target < p->nsteps ? &p->steps[s->options[i].target] : NULL;
        int a = s->options[i].action;
        out->actions |= 1u << a;
        if (a == WZ_ACT_PLACE && t && t->kind == OPK_PLACE)
            out->colour = t->colour;
        if (n < sizeof out->text)
            n += (size_t)snprintf(out->text + n, sizeof out->text - n, "%s %s", i ? "," : "",
                                  wz_action_name(a));
    }
    if (!out->colour)
        out->colour = g->colour_of[out->player];
}

static int branch_legal(const wz_game *g, const struct op_step *s, const wz_action *a, char *why,
                        size_t len)
{
    const struct op_step *t = begun(g, option_for(s, a->kind));
    return t ? op_kinds[t->kind].legal(g, t, a, why, len) : 0;
}

static int branch_apply(wz_game *g, const struct op_step *s, const wz_action *a)
{
    const struct op_option *o = option_for(s, a->kind);
    const struct op_step *t = begun(g, o);
    if (a->kind == WZ_ACT_SWAP)
        wz_game_swap_colours(g);
    if (!t)
        return o->target;
    g->op.step = o->target;
    g->op.done = 0;
    return op_kinds[t->kind].apply(g, t, a);
}

/* ----------------------------------------------------------- move */

static void move_expect(const wz_game *g, const struct op_step *s, wz_expect *out)
{
    out->actions = 1u << WZ_ACT_MOVE;
    out->colour = g->colour_of[out->player];
    size_t n = (size_t)snprintf(out->text, sizeof out->text, "move one of the stones numbered");
    for (int i = 0; i < s->nmovable && n < sizeof out->text; i++)
        n += (size_t)snprintf(out->text + n, sizeof out->text - n, " %d", s->movable[i]);
}

static int move_legal(const wz_game *g, const struct op_step *s, const wz_action *a, char *why,
                      size_t len)
{
    char buf[WZ_POINT_TEXT], area[48];
    int number = wz_game_stone_number(g, a->pts[0]), ok = 0;
    for (int i = 0; i < s->nmovable; i++)
        ok |= number == s->movable[i];
    if (!ok) {
        snprintf(why, len, "%s is not one of the stones that may move", wz_point_format(a->pts[0], g->nboards, buf));
        return -1;
    }
    if (s->once && (g->op.moved & (1ull << number))) {
        snprintf(why, len, "stone %d has moved already", number);
        return -1;
    }
    if (wz_game_at(g, a->pts[1]) != WZ_EMPTY) {
        snprintf(why, len, "%s is occupied", wz_point_format(a->pts[1], g->nboards, buf));
        return -1;
    }
    if (!in_area(g, s, a->pts[1])) {
        area_text(s, area, sizeof area);
        snprintf(why, len, "the stone must stay%s", area);
        return -1;
    }
    return 0;
}

static int move_apply(wz_game *g, const struct op_step *s, const wz_action *a)
{
    (void)s;
    int number = wz_game_stone_number(g, a->pts[0]);
    wz_game_move(g, a->pts[0], a->pts[1]);
    g->op.moved |= 1ull << number;
    return OP_NEXT;
}

/* ---------------------------------------------------------- clear */

/* Automatic: the board and the offers go; the opener may be named anew. */
static int clear_enter(wz_game *g, const struct op_step *s)
{
    wz_game_clear_boards(g);
    g->op.ngroups = 0;
    g->op.moved = 0;
    if (s->black) {
        int opener = s->black == 1 ? WZ_P1 : WZ_P2, second = opener == WZ_P1 ? WZ_P2 : WZ_P1;
        g->colour_of[opener] = WZ_BLACK;
        g->colour_of[second] = WZ_WHITE;
        g->op.last_placer = second; /* "other" is the opener again */
    }
    return OP_NEXT;
}

/* ----------------------------------------------------------- hook */

static const wz_variant_ops *variant_ops(const wz_game *g)
{
    return g->variant->plugin->variant;
}

static void hook_expect(const wz_game *g, const struct op_step *s, wz_expect *out)
{
    variant_ops(g)->hook_expect(g, s->hook, out);
}

static int hook_legal(const wz_game *g, const struct op_step *s, const wz_action *a, char *why,
                      size_t len)
{
    return variant_ops(g)->hook_legal(g, s->hook, a, why, len);
}

static int hook_apply(wz_game *g, const struct op_step *s, const wz_action *a)
{
    return variant_ops(g)->hook_apply(g, s->hook, a) ? OP_NEXT : OP_STAY;
}

/* A hook that names nobody to act is automatic: carried out at once, and
 * again until it says it is finished. */
static int hook_enter(wz_game *g, const struct op_step *s)
{
    wz_expect e;
    memset(&e, 0, sizeof e);
    variant_ops(g)->hook_expect(g, s->hook, &e);
    if (e.player != WZ_NOBODY)
        return OP_STAY;
    return variant_ops(g)->hook_apply(g, s->hook, NULL) ? OP_NEXT : OP_AGAIN;
}

/* ---------------------------------------------------------- the table */

const struct op_step_kind op_kinds[] = {
    [OPK_PLACE] = {.expect = place_expect, .legal = place_legal, .apply = place_apply},
    [OPK_SWAP] = {.expect = swap_expect, .apply = swap_apply},
    [OPK_DECLARE] = {.expect = declare_expect, .legal = declare_legal, .apply = declare_apply},
    [OPK_OFFER] = {.expect = offer_expect, .legal = offer_legal, .apply = offer_apply},
    [OPK_KEEP] = {.expect = keep_expect, .legal = keep_legal, .apply = keep_apply, .enter = keep_enter},
    [OPK_BRANCH] = {.expect = branch_expect, .legal = branch_legal, .apply = branch_apply, .choice = 1},
    [OPK_MOVE] = {.expect = move_expect, .legal = move_legal, .apply = move_apply},
    [OPK_CLEAR] = {.enter = clear_enter},
    [OPK_HOOK] = {.expect = hook_expect, .legal = hook_legal, .apply = hook_apply, .enter = hook_enter,
                  .own_text = 1},
};
