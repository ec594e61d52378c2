/* phase.c - who answers for a game now: the manifest's opening steps
 * while they run (opening.h), then the variant's main phase; and what the
 * kernel checks before either is asked, so that no plugin checks it (the
 * guarantees written above wz_variant_ops in <wuzi/plugin.h>). */
#include <stdio.h>
#include <string.h>

#include "internal.h"

static const wz_variant_ops *ops(const wz_game *g)
{
    return g->variant->plugin->variant;
}

/* The main phase, with the kernel's guarantee in front of the variant's
 * legal: only a kind expect allowed reaches it. */
static void main_expect(const wz_game *g, wz_expect *out)
{
    ops(g)->expect(g, out);
}

/* "play or pass", "play, end or pass": what expect allows, resign aside. */
static void allowed_text(unsigned actions, char *buf, size_t len)
{
    int count = 0, left;
    for (int k = 1; k < WZ_ACT_COUNT; k++)
        count += k != WZ_ACT_RESIGN && (actions & (1u << k));
    left = count;
    buf[0] = '\0';
    for (int k = 1; k < WZ_ACT_COUNT; k++) {
        if (k == WZ_ACT_RESIGN || !(actions & (1u << k)))
            continue;
        size_t n = strlen(buf);
        snprintf(buf + n, len - n, "%s%s", left == count ? "" : left == 1 ? " or " : ", ",
                 wz_action_name(k));
        left--;
    }
}

static int main_legal(const wz_game *g, const wz_expect *e, const wz_action *a, char *why,
                      size_t len)
{
    if (!(e->actions & (1u << a->kind))) {
        char allowed[128];
        allowed_text(e->actions, allowed, sizeof allowed);
        wz_say(why, len, "%s is not expected now: %s %s may %s (%s)", wz_action_name(a->kind),
               wz_player_name(e->player), wz_colour_name(wz_game_colour_of(g, e->player)),
               allowed[0] ? allowed : "resign", e->text);
        return -1;
    }
    return ops(g)->legal(g, a, why, len);
}

static void main_apply(wz_game *g, const wz_action *a)
{
    ops(g)->apply(g, a);
}

struct phase {
    void (*expect)(const wz_game *g, wz_expect *out);
    int (*legal)(const wz_game *g, const wz_expect *e, const wz_action *a, char *why,
                 size_t len);
    void (*apply)(wz_game *g, const wz_action *a);
};

static const struct phase opening_phase = {op_expect, op_legal, op_apply};
static const struct phase main_phase = {main_expect, main_legal, main_apply};

/* The one place that tells the two apart. */
static const struct phase *phase(const wz_game *g)
{
    return g->op.active ? &opening_phase : &main_phase;
}

void wz_game_expect(const wz_game *g, wz_expect *out)
{
    memset(out, 0, sizeof *out);
    if (g->result != WZ_ONGOING) {
        out->player = WZ_NOBODY;
        snprintf(out->text, sizeof out->text, "the game is over");
        return;
    }
    phase(g)->expect(g, out);
    out->actions |= 1u << WZ_ACT_RESIGN;
}

/* Everything about a that the kernel can judge without the rules. */
static int well_formed(const wz_game *g, const wz_action *a, char *why, size_t len)
{
    char res[WZ_REASON_MAX], buf[WZ_POINT_TEXT];
    if (g->result != WZ_ONGOING) {
        wz_say(why, len, "the game is over: %s", wz_result_format(g, res, sizeof res));
        return -1;
    }
    if (a->kind <= WZ_ACT_NONE || a->kind >= WZ_ACT_COUNT) {
        wz_say(why, len, "unknown action");
        return -1;
    }
    int min, max;
    wz_action_arity(a->kind, &min, &max);
    if (a->npoints < min || a->npoints > max) {
        if (max == 0)
            wz_say(why, len, "%s takes no point", wz_action_name(a->kind));
        else if (min == max)
            wz_say(why, len, "%s takes %d point%s", wz_action_name(a->kind), min, min == 1 ? "" : "s");
        else
            wz_say(why, len, "%s takes %d to %d points", wz_action_name(a->kind), min, max);
        return -1;
    }
    for (int i = 0; i < a->npoints; i++) {
        if (!wz_game_on_board(g, a->pts[i])) {
            wz_point p = a->pts[i];
            if (strcmp(wz_point_format(p, g->nboards, buf), "?") == 0)
                wz_say(why, len, "a point off the board (board %d, column %d, row %d)", p.board + 1, p.x + 1,
                       p.y + 1);
            else
                wz_say(why, len, "%s is off the board", buf);
            return -1;
        }
    }
    return 0;
}

int wz_phase_legal(const wz_game *g, wz_action *a, char *why, size_t whylen)
{
    char scratch[WZ_REASON_MAX];
    if (!why || !whylen) {
        why = scratch;
        whylen = sizeof scratch;
    }
    why[0] = '\0';
    if (well_formed(g, a, why, whylen) != 0)
        return -1;
    wz_expect e;
    wz_game_expect(g, &e);
    a->player = e.player;
    if (a->kind == WZ_ACT_RESIGN)
        return 0;
    if (phase(g)->legal(g, &e, a, why, whylen) != 0) {
        if (!why[0])
            wz_say(why, whylen, "%s is not allowed now", wz_action_name(a->kind));
        return -1;
    }
    return 0;
}

int wz_game_legal(const wz_game *g, const wz_action *a, char *why, size_t whylen)
{
    wz_action copy = *a;
    return wz_phase_legal(g, &copy, why, whylen);
}

void wz_phase_apply(wz_game *g, const wz_action *a)
{
    if (a->kind == WZ_ACT_RESIGN) {
        int loser = g->colour_of[a->player];
        wz_game_set_result(g, loser == WZ_BLACK ? WZ_WHITE_WINS : WZ_BLACK_WINS,
                           a->value == WZ_RESIGN_TIME ? "time" : "resignation");
        return;
    }
    phase(g)->apply(g, a);
}

int wz_game_time_out(wz_game *g, char *why, size_t whylen)
{
    wz_action a = {.kind = WZ_ACT_RESIGN, .value = WZ_RESIGN_TIME};
    return wz_game_act(g, &a, why, whylen);
}

/* ------------------------------------------- what the board shows */

int wz_game_check(const wz_game *g, wz_point p)
{
    if (wz_game_at(g, p) != WZ_EMPTY)
        return -1;
    return ops(g)->check(g, p);
}

int wz_game_forbids(const wz_game *g, wz_point p)
{
    if (wz_game_at(g, p) != WZ_EMPTY)
        return WZ_LEGAL;
    return ops(g)->forbids(g, p);
}

const char *wz_game_verdict_name(const wz_game *g, int verdict)
{
    switch (verdict) {
    case WZ_LEGAL: return "legal";
    case WZ_FIVE: return "five";
    default: break;
    }
    const char *name = verdict >= WZ_VERDICT_OWN ? ops(g)->verdict_name(verdict) : NULL;
    return name ? name : verdict >= WZ_VERDICT_OWN ? "foul" : "?";
}

int wz_game_marks(const wz_game *g, wz_point *pts, int max)
{
    int n = op_marks(g, pts, max);
    return n + ops(g)->marks(g, pts + n, max - n);
}

int wz_game_in_opening(const wz_game *g)
{
    return g->op.active;
}
