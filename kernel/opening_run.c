/* opening_run.c - the opening engine's second job: run a checked program
 * in a game, step after step, until the variant's main phase takes over
 * (opening.h).  What each kind of step does is its entry in op_kinds
 * (opening_steps.c); this file walks the steps, runs the automatic ones,
 * and words what is common to all. */
#include <stdio.h>
#include <string.h>

#include "internal.h"
#include "opening.h"

static const wz_program *program(const wz_game *g)
{
    return g->variant->program;
}

static const struct op_step *step(const wz_game *g)
{
    return &program(g)->steps[g->op.step];
}

int op_value(const wz_game *g, struct op_num n)
{
    switch (n.kind) {
    case 1: return g->op.n;
    case 2: return g->op.params[n.value];
    default: return n.value;
    }
}

static int other(int player)
{
    return player == WZ_P1 ? WZ_P2 : WZ_P1;
}

static int actor_player(const wz_game *g, int actor)
{
    switch (actor) {
    case OPA_P1: return WZ_P1;
    case OPA_P2: return WZ_P2;
    case OPA_BLACK: return wz_game_player_of(g, WZ_BLACK);
    case OPA_WHITE: return wz_game_player_of(g, WZ_WHITE);
    case OPA_OTHER: return other(g->op.last_placer);
    case OPA_SAME: return g->op.last_placer;
    default: return WZ_NOBODY;
    }
}

static int next_of(const wz_program *p, int i)
{
    return p->steps[i].next >= 0 ? p->steps[i].next : i + 1;
}

/* Make index the current step and run what needs no player: automatic
 * steps, and the main phase once the steps are done. */
static void enter(wz_game *g, int index)
{
    for (int guard = 0; guard < 4 * OP_MAX_STEPS; guard++) {
        if (index >= program(g)->nsteps) {
            g->op.active = 0;
            g->variant->plugin->variant->enter_main(g);
            return;
        }
        g->op.step = index;
        g->op.done = 0;
        const struct op_step *s = step(g);
        int next = op_kinds[s->kind].enter ? op_kinds[s->kind].enter(g, s) : OP_STAY;
        if (next == OP_STAY)
            return;
        if (next != OP_AGAIN)
            index = next == OP_NEXT ? next_of(program(g), index) : next;
    }
}

void op_start(wz_game *g)
{
    memset(&g->op, 0, sizeof g->op);
    const wz_program *p = program(g);
    for (int i = 0; p && i < p->nparams; i++)
        g->op.params[i] = g->params[i];
    g->op.last_placer = WZ_P2; /* so "other" starts with P1 */
    if (!p || !p->nsteps) {
        g->variant->plugin->variant->enter_main(g);
        return;
    }
    g->op.active = 1;
    enter(g, 0);
}

/* A step's own text with {NAME} replaced by a parameter's value and {n}
 * by the declared number: "offer {N} fifth moves". */
static void expand_text(const wz_game *g, const char *text, char *out, size_t len)
{
    size_t o = 0;
    for (const char *t = text; *t && o + 1 < len; t++) {
        const char *close = *t == '{' ? strchr(t, '}') : NULL;
        if (close && close - t - 1 < OP_LABEL) {
            char name[OP_LABEL];
            snprintf(name, sizeof name, "%.*s", (int)(close - t - 1), t + 1);
            int i = op_param_index(program(g), name), v = 0, known = 1;
            if (strcmp(name, "n") == 0)
                v = g->op.n;
            else if (i >= 0)
                v = g->op.params[i];
            else
                known = 0;
            if (known) {
                o += (size_t)snprintf(out + o, len - o, "%d", v);
                if (o >= len)
                    o = len - 1;
                t = close;
                continue;
            }
        }
        out[o++] = *t;
    }
    out[o] = '\0';
}

void op_expect(const wz_game *g, wz_expect *out)
{
    const struct op_step *s = step(g);
    const struct op_step_kind *k = &op_kinds[s->kind];
    out->player = actor_player(g, s->actor);
    out->colour = s->colour;
    if (k->expect)
        k->expect(g, s, out);
    if (s->text[0] && !k->own_text)
        expand_text(g, s->text, out->text, sizeof out->text);
}

int op_legal(const wz_game *g, const wz_expect *e, const wz_action *a, char *why, size_t len)
{
    const struct op_step *s = step(g);
    const struct op_step_kind *k = &op_kinds[s->kind];
    if (!(e->actions & (1u << a->kind))) {
        if (k->choice)
            snprintf(why, len, "%s is not expected now: %s must choose %s", wz_action_name(a->kind),
                     wz_player_name(e->player), e->text);
        else
            snprintf(why, len, "%s is not expected now: %s %s must %s", wz_action_name(a->kind),
                     wz_player_name(e->player), wz_colour_name(wz_game_colour_of(g, e->player)), e->text);
        return -1;
    }
    return k->legal ? k->legal(g, s, a, why, len) : 0;
}

void op_apply(wz_game *g, const wz_action *a)
{
    const struct op_step *s = step(g);
    int next = op_kinds[s->kind].apply(g, s, a);
    if (next != OP_STAY)
        enter(g, next == OP_NEXT ? next_of(program(g), g->op.step) : next);
}

int op_marks(const wz_game *g, wz_point *pts, int max)
{
    int n = 0;
    for (int i = 0; i < g->op.ngroups; i++) {
        const struct op_group *gr = &g->op.groups[i];
        for (int k = 0; !gr->kept && k < gr->n && n < max; k++)
            pts[n++] = gr->pts[k];
    }
    return n;
}
