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

static five_state *state(const wz_game *g)
{
    return H->state((wz_game *)g);
}

void five_start(wz_game *g)
{
    H->set_boards(g, 1, config(g)->size, config(g)->size);
}

void five_enter_main(wz_game *g)
{
    five_state *s = state(g);
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

static char *fmt(wz_point p, char *buf)
{
    sprintf(buf, "%c%d", 'a' + p.x, p.y + 1);
    return buf;
}

int five_legal(const wz_game *g, const wz_action *a, char *why, size_t len)
{
    const five_config *c = config(g);
    const five_state *s = state(g);
    char buf[8];
    switch (a->kind) {
    case WZ_ACT_PLACE: {
        wz_point p = a->pts[0];
        if (H->at(g, p) != WZ_EMPTY) {
            snprintf(why, len, "%s is occupied", fmt(p, buf));
            return -1;
        }
        if (c->fouls && c->foul_rule == FOUL_REFUSE) {
            int v = c->judge(g, p, s->to_move);
            if (v != WZ_LEGAL && v != WZ_FIVE) {
                const char *names[] = {"legal", "five", "overline", "double-four", "double-three"};
                snprintf(why, len, "%s is forbidden for %s (%s)", fmt(p, buf),
                         s->to_move == WZ_BLACK ? "black" : "white", names[v]);
                return -1;
            }
        }
        return 0;
    }
    case WZ_ACT_PASS:
        return 0;
    case WZ_ACT_CLAIM:
        if (!s->foul_kind) {
            snprintf(why, len, "there is no foul to claim");
            return -1;
        }
        return 0;
    default: {
        static const char *const names[WZ_ACT_COUNT] = {
            [WZ_ACT_SWAP] = "swap", [WZ_ACT_STAY] = "stay", [WZ_ACT_DECLARE] = "declare",
            [WZ_ACT_OFFER] = "offer", [WZ_ACT_CHOOSE] = "choose", [WZ_ACT_END] = "end",
            [WZ_ACT_REJECT] = "reject", [WZ_ACT_MOVE] = "move",
        };
        const char *name = a->kind > 0 && a->kind < WZ_ACT_COUNT && names[a->kind] ? names[a->kind] : "that action";
        snprintf(why, len, "%s is not expected now (expected play or pass)", name);
        return -1;
    }
    }
}

static const char *foul_name(int v)
{
    switch (v) {
    case WZ_OVERLINE: return "overline";
    case WZ_DOUBLE_FOUR: return "double-four";
    default: return "double-three";
    }
}

static void place(wz_game *g, wz_point p)
{
    const five_config *c = config(g);
    five_state *s = state(g);
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
            H->set_result(g, colour == WZ_BLACK ? WZ_WHITE_WINS : WZ_BLACK_WINS, foul_name(verdict));
            return;
        }
    }
    if (H->stones(g, 0) == H->width(g) * H->height(g) && !s->foul_kind)
        H->set_result(g, WZ_DRAW, "board full");
}

void five_apply(wz_game *g, const wz_action *a)
{
    five_state *s = state(g);
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
                      foul_name(s->foul_kind));
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
        int n = H->run(g, p, five_dirs[d][0], five_dirs[d][1], colour);
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
