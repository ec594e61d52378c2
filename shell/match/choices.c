/* choices.c - the choices of a game's opening (see choices.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <wuzi/openings.h>

#include "choices.h"

int stones_on_boards(const wz_game *g)
{
    int n = 0;
    for (int b = 0; b < wz_game_boards(g); b++)
        for (int y = 0; y < wz_game_height(g); y++)
            for (int x = 0; x < wz_game_width(g); x++) {
                wz_point p = {(int8_t)b, (int8_t)x, (int8_t)y};
                n += wz_game_at(g, p) != WZ_EMPTY;
            }
    return n;
}

/* Append "key=value" (a ';' before it unless first); a key met before in
 * this game gets " #2", " #3" ... so that each stays one moment. */
static void add(choices *c, const char *key, const char *value)
{
    char unique[256];
    snprintf(unique, sizeof unique, "%s", key);
    for (int n = 2; n < 100; n++) {
        size_t len = strlen(unique);
        int seen = 0;
        for (const char *s = c->text; (s = strstr(s, unique)) != NULL; s += len)
            if ((s == c->text || s[-1] == ';') && s[len] == '=')
                seen = 1;
        if (!seen)
            break;
        snprintf(unique, sizeof unique, "%s #%d", key, n);
    }
    size_t used = strlen(c->text);
    snprintf(c->text + used, sizeof c->text - used, "%s%s=%s", used ? ";" : "", unique, value);
}

void choices_note(choices *c, const wz_game *g, const wz_expect *e, const wz_action *a)
{
    if (!wz_game_in_opening(g))
        return;
    c->opening_seen = 1;
    /* Resigning and claiming a foul are always there; they choose no
     * branch of the opening. */
    unsigned kinds = e->actions & ~((1u << WZ_ACT_RESIGN) | (1u << WZ_ACT_CLAIM));
    char key[256], value[64];
    int stones = stones_on_boards(g);
    int n = snprintf(key, sizeof key, "after %d stone%s: ", stones, stones == 1 ? "" : "s");
    if (kinds & (kinds - 1)) {
        const char *sep = "";
        for (int k = 1; k < WZ_ACT_COUNT; k++)
            if (kinds & (1u << k)) {
                n += snprintf(key + n, sizeof key - (size_t)n, "%s%s", sep, wz_action_name(k));
                sep = "|";
            }
        if (a->kind == WZ_ACT_DECLARE)
            snprintf(value, sizeof value, "declare %d", a->value);
        else
            snprintf(value, sizeof value, "%s", wz_action_name(a->kind));
        add(c, key, value);
    } else if (a->kind == WZ_ACT_DECLARE && e->min < e->max) {
        snprintf(key + n, sizeof key - (size_t)n, "declare %d-%d", e->min, e->max);
        snprintf(value, sizeof value, "declare %d", a->value);
        add(c, key, value);
    }
}

/* The stone placed n-th, if it is still on the boards. */
static int stone_numbered(const wz_game *g, int n, wz_point *out)
{
    for (int b = 0; b < wz_game_boards(g); b++)
        for (int y = 0; y < wz_game_height(g); y++)
            for (int x = 0; x < wz_game_width(g); x++) {
                wz_point p = {(int8_t)b, (int8_t)x, (int8_t)y};
                if (wz_game_at(g, p) != WZ_EMPTY && wz_game_stone_number(g, p) == n) {
                    *out = p;
                    return 1;
                }
            }
    return 0;
}

/* The code of the opening the first three stones make ("D4", or "D17"
 * among the 52), or NULL. */
static const char *opening_code(const wz_game *g)
{
    wz_point s[3];
    static const int colour[3] = {WZ_BLACK, WZ_WHITE, WZ_BLACK};
    if (wz_game_boards(g) != 1)
        return NULL;
    for (int i = 0; i < 3; i++)
        if (!stone_numbered(g, i + 1, &s[i]) || wz_game_at(g, s[i]) != colour[i])
            return NULL;
    if (s[0].x * 2 + 1 != wz_game_width(g) || s[0].y * 2 + 1 != wz_game_height(g))
        return NULL;
    int cls = wz_opening52_class(s[1].x - s[0].x, s[1].y - s[0].y, s[2].x - s[0].x,
                                 s[2].y - s[0].y);
    const struct wz_opening *op = cls >= 0 ? wz_opening52_at(cls) : NULL;
    return op ? op->code : NULL;
}

void choices_after(choices *c, const wz_game *g)
{
    if (c->opening_seen && !c->opening_done && !wz_game_in_opening(g)) {
        /* the stones as the opening left them (a rule may move one) */
        c->opening_done = 1;
        const char *code = opening_code(g);
        if (code)
            snprintf(c->opening, sizeof c->opening, "%s", code);
    }
}

void choices_finish(choices *c)
{
    if (!c->opening[0])
        return;
    char rest[CHOICES_MAX];
    snprintf(rest, sizeof rest, "%s", c->text);
    snprintf(c->text, sizeof c->text, "opening=%s%s%.900s", c->opening, rest[0] ? ";" : "", rest);
}

int choices_key_order(const char *key)
{
    int n;
    if (strcmp(key, "opening") == 0)
        return -1;
    return sscanf(key, "after %d stone", &n) == 1 ? n : 1000;
}
