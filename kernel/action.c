/* action.c - actions and results as text. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static const char *const action_names[WZ_ACT_COUNT] = {
    [WZ_ACT_NONE] = "none",       [WZ_ACT_PLACE] = "play",
    [WZ_ACT_SWAP] = "swap",       [WZ_ACT_STAY] = "stay",
    [WZ_ACT_DECLARE] = "declare", [WZ_ACT_OFFER] = "offer",
    [WZ_ACT_CHOOSE] = "choose",   [WZ_ACT_PASS] = "pass",
    [WZ_ACT_END] = "end",         [WZ_ACT_REJECT] = "reject",
    [WZ_ACT_MOVE] = "move",       [WZ_ACT_CLAIM] = "claim",
    [WZ_ACT_RESIGN] = "resign",
};

const char *wz_action_name(int kind)
{
    return (kind >= 0 && kind < WZ_ACT_COUNT) ? action_names[kind] : "?";
}

int wz_action_kind(const char *name)
{
    for (int k = 1; k < WZ_ACT_COUNT; k++)
        if (strcmp(name, action_names[k]) == 0)
            return k;
    return WZ_ACT_NONE;
}

void wz_action_format(const wz_action *a, int boards, char *buf, size_t len)
{
    size_t n = (size_t)snprintf(buf, len, "%s", wz_action_name(a->kind));
    if (a->kind == WZ_ACT_DECLARE && n < len)
        n += (size_t)snprintf(buf + n, len - n, " %d", a->value);
    if (a->kind == WZ_ACT_RESIGN && a->value == WZ_RESIGN_TIME && n < len)
        n += (size_t)snprintf(buf + n, len - n, " time");
    for (int i = 0; i < a->npoints && n < len; i++) {
        char p[16];
        n += (size_t)snprintf(buf + n, len - n, " %s",
                              wz_point_format(a->pts[i], boards, p));
    }
}

/* How many points each action takes: exactly (min == max) or a range. */
void wz_action_arity(int kind, int *min, int *max)
{
    *min = *max = 0;
    switch (kind) {
    case WZ_ACT_PLACE:
    case WZ_ACT_CHOOSE:
        *min = *max = 1;
        break;
    case WZ_ACT_MOVE:
        *min = *max = 2;
        break;
    case WZ_ACT_OFFER:
        *min = 1;
        *max = WZ_MAX_POINTS;
        break;
    default:
        break;
    }
}

/* The words of an action line, in a copy of it that strtok_r may cut. */
static int parse_words(char *copy, int boards, int width, int height,
                       wz_action *out, char *why, size_t whylen)
{
    char *save = NULL, *word = strtok_r(copy, " \t\r\n", &save);
    if (!word) {
        wz_say(why, whylen, "empty action");
        return -1;
    }
    out->kind = wz_action_kind(word);
    if (out->kind == WZ_ACT_NONE) {
        wz_say(why, whylen, "unknown action '%s'", word);
        return -1;
    }
    if (out->kind == WZ_ACT_DECLARE) {
        char *arg = strtok_r(NULL, " \t\r\n", &save), *end;
        long v = arg ? strtol(arg, &end, 10) : 0;
        if (!arg || *end || v < 0 || v > 1000) {
            wz_say(why, whylen, "declare takes a number");
            return -1;
        }
        out->value = (int)v;
    }
    if (out->kind == WZ_ACT_RESIGN) {
        /* "resign time": the player's time ran out */
        char *arg = strtok_r(NULL, " \t\r\n", &save);
        if (arg && (strcmp(arg, "time") != 0 || strtok_r(NULL, " \t\r\n", &save))) {
            wz_say(why, whylen, "resign takes nothing (resign time: lost on time)");
            return -1;
        }
        out->value = arg ? WZ_RESIGN_TIME : 0;
        return 0;
    }
    int min, max;
    wz_action_arity(out->kind, &min, &max);
    for (char *arg; (arg = strtok_r(NULL, " \t\r\n", &save));) {
        if (out->npoints == max) {
            wz_say(why, whylen, "%s takes %s%d point%s", word,
                   min == max ? "" : "at most ", max, max == 1 ? "" : "s");
            return -1;
        }
        if (wz_point_parse(arg, boards, width, height,
                           &out->pts[out->npoints], why, whylen) != 0)
            return -1;
        out->npoints++;
    }
    if (out->npoints < min) {
        wz_say(why, whylen, "%s takes %s%d point%s", word,
               min == max ? "" : "at least ", min, min == 1 ? "" : "s");
        return -1;
    }
    return 0;
}

int wz_action_parse(const char *line, int boards, int width, int height,
                    wz_action *out, char *why, size_t whylen)
{
    char *copy = wz_strdup(line);
    memset(out, 0, sizeof *out);
    if (!copy) {
        wz_say(why, whylen, "out of memory");
        return -1;
    }
    int rc = parse_words(copy, boards, width, height, out, why, whylen);
    free(copy);
    return rc;
}

const char *wz_colour_name(int colour)
{
    switch (colour) {
    case WZ_BLACK: return "black";
    case WZ_WHITE: return "white";
    default: return "empty";
    }
}

const char *wz_player_name(int player)
{
    switch (player) {
    case WZ_P1: return "P1";
    case WZ_P2: return "P2";
    default: return "-";
    }
}

char *wz_result_format(const wz_game *g, char *buf, size_t len)
{
    const char *reason;
    switch (wz_game_result(g, &reason)) {
    case WZ_BLACK_WINS: snprintf(buf, len, "black wins (%s)", reason); break;
    case WZ_WHITE_WINS: snprintf(buf, len, "white wins (%s)", reason); break;
    case WZ_DRAW: snprintf(buf, len, "draw (%s)", reason); break;
    default: snprintf(buf, len, "ongoing"); break;
    }
    return buf;
}
