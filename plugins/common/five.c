/* five.c - the five-in-a-row toolkit: the main phase the gomoku and renju
 * families share (see <wuzi/five.h>).  Built into the in-tree plugins and
 * installed as libwuzi-five.a for outside ones. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <wuzi/five.h>

const wz_host *wz_five_host;
#define H wz_five_host

const int wz_five_dirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

void wz_five_config_defaults(wz_five_config *c)
{
    c->size = 15;
    c->foul_rule = WZ_FOUL_LOSE;
}

int wz_five_configure_section(wz_five_config *c, const char *plugin, const char *section,
                           char *err, size_t errlen)
{
    if (!c->size)
        wz_five_config_defaults(c);
    if (strcmp(section, "rules") != 0) {
        snprintf(err, errlen, "unknown section [%s] (%s takes [rules], [opening] and [step ...])",
                 section, plugin);
        return -1;
    }
    return 0;
}

int wz_five_configure(wz_five_config *c, const char *key, const char *value,
                   char *err, size_t errlen)
{
    if (strcmp(key, "size") == 0) {
        char *end;
        long n = strtol(value, &end, 10);
        if (*end || n < WZ_MIN_SIZE || n > WZ_MAX_SIZE) {
            snprintf(err, errlen, "size must be a number from %d to %d, not '%s'",
                     WZ_MIN_SIZE, WZ_MAX_SIZE, value);
            return -1;
        }
        c->size = (int)n;
        return 1;
    }
    if (strcmp(key, "fouls") == 0) {
        static const char *const names[] = {"lose", "claim", "refuse"};
        for (int i = 0; i < 3; i++) {
            if (strcmp(value, names[i]) == 0) {
                c->foul_rule = i;
                return 1;
            }
        }
        snprintf(err, errlen, "fouls must be lose, claim or refuse, not '%s'", value);
        return -1;
    }
    return 0;
}

static const wz_five_config *config(const wz_game *g)
{
    return H->config(g);
}

static const wz_five_state *state(const wz_game *g)
{
    return H->state(g);
}

static wz_five_state *mutable_state(wz_game *g)
{
    return H->mutable_state(g);
}

void wz_five_start(wz_game *g)
{
    H->set_boards(g, 1, config(g)->size, config(g)->size);
}

void wz_five_enter_main(wz_game *g)
{
    wz_five_state *s = mutable_state(g);
    s->to_move = H->main_colour(g);
    s->passes = 0;
    s->foul_kind = 0;
}

void wz_five_expect(const wz_game *g, wz_expect *out)
{
    const wz_five_state *s = state(g);
    out->player = H->player_of(g, s->to_move);
    out->colour = s->to_move;
    out->actions = 1u << WZ_ACT_PLACE | 1u << WZ_ACT_PASS;
    if (s->foul_kind)
        out->actions |= 1u << WZ_ACT_CLAIM;
    snprintf(out->text, sizeof out->text, "place a %s stone%s",
             s->to_move == WZ_BLACK ? "black" : "white",
             s->foul_kind ? " or claim the foul" : "");
}

const char *wz_five_verdict_name(int verdict)
{
    switch (verdict) {
    case WZ_OVERLINE: return "overline";
    case WZ_DOUBLE_FOUR: return "double-four";
    case WZ_DOUBLE_THREE: return "double-three";
    default: return NULL;
    }
}

/* The kernel has checked the kind (play, pass, or claim when a foul is
 * open) and that the point is on the board. */
int wz_five_legal(const wz_game *g, const wz_action *a, char *why, size_t len)
{
    const wz_five_config *c = config(g);
    const wz_five_state *s = state(g);
    char buf[WZ_POINT_TEXT];
    if (a->kind != WZ_ACT_PLACE)
        return 0;
    wz_point p = a->pts[0];
    if (H->at(g, p) != WZ_EMPTY) {
        snprintf(why, len, "%s is occupied", H->point_text(g, p, buf));
        return -1;
    }
    if (c->fouls && c->foul_rule == WZ_FOUL_REFUSE) {
        int v = c->judge(g, p, s->to_move);
        if (v != WZ_LEGAL && v != WZ_FIVE) {
            snprintf(why, len, "%s is forbidden for %s (%s)", H->point_text(g, p, buf),
                     s->to_move == WZ_BLACK ? "black" : "white", wz_five_verdict_name(v));
            return -1;
        }
    }
    return 0;
}

static void place(wz_game *g, wz_point p)
{
    const wz_five_config *c = config(g);
    wz_five_state *s = mutable_state(g);
    int colour = s->to_move;
    int verdict = c->judge(g, p, colour);
    H->put(g, p, colour);
    s->passes = 0;
    s->foul_kind = 0;
    s->to_move = colour == WZ_BLACK ? WZ_WHITE : WZ_BLACK;
    if (verdict == WZ_FIVE) {
        H->set_result(g, colour == WZ_BLACK ? WZ_BLACK_WINS : WZ_WHITE_WINS, "five");
        return;
    }
    if (c->fouls && verdict != WZ_LEGAL) {
        if (c->foul_rule == WZ_FOUL_CLAIM) {
            s->foul_kind = verdict;
            s->foul_colour = colour;
            s->foul_at = p;
        } else {
            H->set_result(g, colour == WZ_BLACK ? WZ_WHITE_WINS : WZ_BLACK_WINS, wz_five_verdict_name(verdict));
            return;
        }
    }
    if (H->stones(g, 0) == H->width(g) * H->height(g) && !s->foul_kind)
        H->set_result(g, WZ_DRAW, "board full");
}

void wz_five_apply(wz_game *g, const wz_action *a)
{
    wz_five_state *s = mutable_state(g);
    switch (a->kind) {
    case WZ_ACT_PLACE:
        place(g, a->pts[0]);
        break;
    case WZ_ACT_PASS:
        s->foul_kind = 0;
        s->to_move = s->to_move == WZ_BLACK ? WZ_WHITE : WZ_BLACK;
        if (++s->passes >= 2)
            H->set_result(g, WZ_DRAW, "two passes");
        break;
    case WZ_ACT_CLAIM:
        H->set_result(g, s->foul_colour == WZ_BLACK ? WZ_WHITE_WINS : WZ_BLACK_WINS,
                      wz_five_verdict_name(s->foul_kind));
        break;
    default:
        break;
    }
}

int wz_five_check(const wz_game *g, wz_point p)
{
    return config(g)->judge(g, p, WZ_BLACK);
}

int wz_five_judge_freestyle(const wz_game *g, wz_point p, int colour)
{
    int exact;
    return wz_five_longest(g, p, colour, &exact) >= 5 ? WZ_FIVE : WZ_LEGAL;
}

int wz_five_judge_exact(const wz_game *g, wz_point p, int colour)
{
    int exact, longest = wz_five_longest(g, p, colour, &exact);
    if (exact)
        return WZ_FIVE;
    return longest > 5 ? WZ_OVERLINE : WZ_LEGAL;
}

int wz_five_longest(const wz_game *g, wz_point p, int colour, int *exact)
{
    int longest = 0;
    *exact = 0;
    for (int d = 0; d < 4; d++) {
        int n = H->line(g, p, wz_five_dirs[d][0], wz_five_dirs[d][1], colour);
        if (n == 5)
            *exact = 1;
        if (n > longest)
            longest = n;
    }
    return longest;
}

int wz_five_forbids(const wz_game *g, wz_point p)
{
    const wz_five_config *c = config(g);
    if (!c->fouls)
        return WZ_LEGAL;
    int v = c->judge(g, p, WZ_BLACK);
    return v == WZ_FIVE ? WZ_LEGAL : v;
}
