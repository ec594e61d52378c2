/* five.c - the main phase of five-in-a-row games (see five.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "five.h"

const wz_host *five_host;
#define H five_host

const int five_dirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

void five_config_defaults(five_config *c)
{
    c->size = 15;
    c->foul_rule = FOUL_LOSE;
}

int five_configure_section(five_config *c, const char *plugin, const char *section,
                           char *err, size_t errlen)
{
    if (!c->size)
        five_config_defaults(c);
    if (strcmp(section, "rules") != 0) {
        snprintf(err, errlen, "unknown section [%s] (%s takes [rules], [opening] and [step ...])",
                 section, plugin);
        return -1;
    }
    return 0;
}

int five_configure(five_config *c, const char *key, const char *value,
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

static const five_config *config(const wz_game *g)
{
    return H->config(g);
}

static const five_state *state(const wz_game *g)
{
    return H->state(g);
}

static five_state *mutable_state(wz_game *g)
{
    return H->mutable_state(g);
}

void five_start(wz_game *g)
{
    H->set_boards(g, 1, config(g)->size, config(g)->size);
}

void five_enter_main(wz_game *g)
{
    five_state *s = mutable_state(g);
    s->to_move = H->main_colour(g);
    s->passes = 0;
    s->foul_kind = 0;
}

void five_expect(const wz_game *g, wz_expect *out)
{
    const five_state *s = state(g);
    out->player = H->player_of(g, s->to_move);
    out->colour = s->to_move;
    out->actions = 1u << WZ_ACT_PLACE | 1u << WZ_ACT_PASS;
    if (s->foul_kind)
        out->actions |= 1u << WZ_ACT_CLAIM;
    snprintf(out->text, sizeof out->text, "place a %s stone%s",
             s->to_move == WZ_BLACK ? "black" : "white",
             s->foul_kind ? " or claim the foul" : "");
}

const char *five_verdict_name(int verdict)
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
int five_legal(const wz_game *g, const wz_action *a, char *why, size_t len)
{
    const five_config *c = config(g);
    const five_state *s = state(g);
    char buf[WZ_POINT_TEXT];
    if (a->kind != WZ_ACT_PLACE)
        return 0;
    wz_point p = a->pts[0];
    if (H->at(g, p) != WZ_EMPTY) {
        snprintf(why, len, "%s is occupied", H->point_text(g, p, buf));
        return -1;
    }
    if (c->fouls && c->foul_rule == FOUL_REFUSE) {
        int v = c->judge(g, p, s->to_move);
        if (v != WZ_LEGAL && v != WZ_FIVE) {
            snprintf(why, len, "%s is forbidden for %s (%s)", H->point_text(g, p, buf),
                     s->to_move == WZ_BLACK ? "black" : "white", five_verdict_name(v));
            return -1;
        }
    }
    return 0;
}

static void place(wz_game *g, wz_point p)
{
    const five_config *c = config(g);
    five_state *s = mutable_state(g);
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
        if (c->foul_rule == FOUL_CLAIM) {
            s->foul_kind = verdict;
            s->foul_colour = colour;
            s->foul_at = p;
        } else {
            H->set_result(g, colour == WZ_BLACK ? WZ_WHITE_WINS : WZ_BLACK_WINS, five_verdict_name(verdict));
            return;
        }
    }
    if (H->stones(g, 0) == H->width(g) * H->height(g) && !s->foul_kind)
        H->set_result(g, WZ_DRAW, "board full");
}

void five_apply(wz_game *g, const wz_action *a)
{
    five_state *s = mutable_state(g);
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
                      five_verdict_name(s->foul_kind));
        break;
    default:
        break;
    }
}

int five_check(const wz_game *g, wz_point p)
{
    return config(g)->judge(g, p, WZ_BLACK);
}

int five_longest(const wz_game *g, wz_point p, int colour, int *exact)
{
    int longest = 0;
    *exact = 0;
    for (int d = 0; d < 4; d++) {
        int n = H->line(g, p, five_dirs[d][0], five_dirs[d][1], colour);
        if (n == 5)
            *exact = 1;
        if (n > longest)
            longest = n;
    }
    return longest;
}

int five_forbids(const wz_game *g, wz_point p)
{
    const five_config *c = config(g);
    if (!c->fouls)
        return WZ_LEGAL;
    int v = c->judge(g, p, WZ_BLACK);
    return v == WZ_FIVE ? WZ_LEGAL : v;
}
