/*
 * settings.c - the settings of `ai COLOUR mcts key=value` (see mcts.h):
 * one table says each key's values, meaning and default, parses it, and is
 * what the "wuzi.ai.settings/1" extension lists.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <wuzi/ai.h>
#include "mcts.h"

void settings_defaults(settings *s)
{
    memset(s, 0, sizeof *s);
    s->time_ms = 1000;
    s->nodes = 2000000;
    s->reuse = 1;
    s->tactics = 1;
    s->replies = 1;
    s->decisive = 0;
    s->safe = 1;
    s->widen = 1;
    s->radius = 2;
    s->playout_radius = 1;
    s->expand = 2;
    s->uct = 0.3;
    s->rave = 300;
    s->local = 0.5;
    s->hot = 0.5;
}

/* For people and the settings extension; in the order of parse[]. */
static const wz_ai_setting listed[] = {
    {"time", "0..86400000", "milliseconds a move (default 1000; 0: no limit)", WZ_AI_ROLE_MOVE_MS},
    {"left", "0..2147483647", "milliseconds left on the game clock, from a front end", WZ_AI_ROLE_LEFT_MS},
    {"playouts", "0..2000000000", "playouts a move (default 0: as time allows); alone, the only limit",
     WZ_AI_ROLE_NONE},
    {"nodes", "1000..200000000", "most nodes the tree may hold (default 2000000)", WZ_AI_ROLE_NONE},
    {"memory", "0..1048576", "the most MB the tree may take; fewer nodes to fit (default 0: no cap)",
     WZ_AI_ROLE_MEMORY_MB},
    {"seed", "0..4294967295", "seed of the random choices (default 0)", WZ_AI_ROLE_NONE},
    {"reuse", "on|off", "keep the tree from one move to the next (default on)", WZ_AI_ROLE_NONE},
    {"tactics", "on|off", "try each new child on a copy for a decided game (default on)", WZ_AI_ROLE_NONE},
    {"replies", "on|off", "with tactics, also the opponent's replies that win at once (default on)",
     WZ_AI_ROLE_NONE},
    {"decisive", "0..100000", "playout plies that look for a winning action (default 0)", WZ_AI_ROLE_NONE},
    {"safe", "on|off", "playouts refuse actions that lose at once (default on)", WZ_AI_ROLE_NONE},
    {"length", "0..100000", "playout plies at most, then a draw (default 0: to the end)", WZ_AI_ROLE_NONE},
    {"widen", "on|off", "progressive widening: children opened by prior (default on)", WZ_AI_ROLE_NONE},
    {"radius", "1..8", "tree: empty points this near a stone (default 2)", WZ_AI_ROLE_NONE},
    {"pradius", "1..8", "playouts: empty points this near a stone (default 1)", WZ_AI_ROLE_NONE},
    {"expand", "1..1000", "visits of a leaf before it grows children (default 2)", WZ_AI_ROLE_NONE},
    {"uct", "0..10", "exploration constant (default 0.3)", WZ_AI_ROLE_NONE},
    {"rave", "0..1000000000", "RAVE equivalence in visits (default 300; 0: off)", WZ_AI_ROLE_NONE},
    {"local", "0..1", "playouts: chance of a stone next to the last one (default 0.5)", WZ_AI_ROLE_NONE},
    {"hot", "0..10", "prior weight of points found to win (default 0.5)", WZ_AI_ROLE_NONE},
    {"trace", "on|off", "a line about each search on stderr (default off)", WZ_AI_ROLE_NONE},
};

enum kind { NUM, REAL, FLAG };

static const struct parse {
    int kind;
    double lo, hi;
    size_t offset;
} parse[] = {
    {NUM, 0, 86400000, offsetof(settings, time_ms)},
    {NUM, 0, 2147483647, offsetof(settings, left_ms)},
    {NUM, 0, 2000000000, offsetof(settings, playouts)},
    {NUM, 1000, 200000000, offsetof(settings, nodes)},
    {NUM, 0, 1048576, offsetof(settings, memory_mb)},
    {NUM, 0, 4294967295.0, offsetof(settings, seed)},
    {FLAG, 0, 1, offsetof(settings, reuse)},
    {FLAG, 0, 1, offsetof(settings, tactics)},
    {FLAG, 0, 1, offsetof(settings, replies)},
    {NUM, 0, 100000, offsetof(settings, decisive)},
    {FLAG, 0, 1, offsetof(settings, safe)},
    {NUM, 0, 100000, offsetof(settings, length)},
    {FLAG, 0, 1, offsetof(settings, widen)},
    {NUM, 1, 8, offsetof(settings, radius)},
    {NUM, 1, 8, offsetof(settings, playout_radius)},
    {NUM, 1, 1000, offsetof(settings, expand)},
    {REAL, 0, 10, offsetof(settings, uct)},
    {REAL, 0, 1e9, offsetof(settings, rave)},
    {REAL, 0, 1, offsetof(settings, local)},
    {REAL, 0, 10, offsetof(settings, hot)},
    {FLAG, 0, 1, offsetof(settings, trace)},
};

#define NKEYS (sizeof listed / sizeof listed[0])
_Static_assert(sizeof listed / sizeof listed[0] == sizeof parse / sizeof parse[0],
               "one parse entry for each listed setting");

static const wz_ai_settings info = {
    .size = sizeof(wz_ai_settings),
    .count = (int)NKEYS,
    .list = listed,
};

const void *settings_extension(void)
{
    return &info;
}

int64_t settings_node_cap(const settings *s)
{
    if (s->memory_mb <= 0)
        return s->nodes;
    /* The tree's array doubles as it grows, so it may hold twice its
     * nodes, and the old and the new array are both held while it moves:
     * three node sizes a node at the peak. */
    int64_t room = (s->memory_mb - MCTS_BASE_MB) << 20;
    int64_t fit = room / (3 * (int64_t)sizeof(node));
    if (fit < 1000)
        fit = 1000;
    return fit < s->nodes ? fit : s->nodes;
}

int settings_set(settings *s, const char *key, const char *value, char *err, size_t errlen)
{
    for (size_t i = 0; i < NKEYS; i++) {
        const struct parse *k = &parse[i];
        if (strcmp(key, listed[i].key) != 0)
            continue;
        double v;
        char *end = NULL;
        if (k->kind == FLAG) {
            if (strcmp(value, "on") == 0 || strcmp(value, "1") == 0)
                v = 1;
            else if (strcmp(value, "off") == 0 || strcmp(value, "0") == 0)
                v = 0;
            else {
                snprintf(err, errlen, "%s must be on or off, not '%s'", key, value);
                return -1;
            }
        } else {
            v = k->kind == REAL ? strtod(value, &end) : (double)strtoll(value, &end, 10);
            if (!*value || *end || !(v >= k->lo && v <= k->hi)) {
                snprintf(err, errlen, "%s must be a%s number from %s, not '%s'", key,
                         k->kind == REAL ? "" : " whole", listed[i].values, value);
                return -1;
            }
        }
        char *at = (char *)s + k->offset;
        if (k->kind == REAL)
            *(double *)at = v;
        else
            *(int64_t *)at = (int64_t)v;
        s->has_time |= k->offset == offsetof(settings, time_ms);
        s->has_left |= k->offset == offsetof(settings, left_ms);
        return 0;
    }
    char keys[512];
    size_t used = 0;
    for (size_t i = 0; i < NKEYS && used < sizeof keys; i++) {
        int w = snprintf(keys + used, sizeof keys - used, "%s%s", i ? ", " : "", listed[i].key);
        used += w > 0 ? (size_t)w : 0;
    }
    snprintf(err, errlen, "unknown setting '%s' (mcts takes %s)", key, keys);
    return -1;
}

void settings_format(const settings *s, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < NKEYS && used < len; i++) {
        const char *at = (const char *)s + parse[i].offset;
        int w;
        if (parse[i].kind == REAL)
            w = snprintf(buf + used, len - used, "%s%s=%g", i ? " " : "", listed[i].key,
                         *(const double *)at);
        else if (parse[i].kind == FLAG)
            w = snprintf(buf + used, len - used, "%s%s=%s", i ? " " : "", listed[i].key,
                         *(const int64_t *)at ? "on" : "off");
        else
            w = snprintf(buf + used, len - used, "%s%s=%lld", i ? " " : "", listed[i].key,
                         (long long)*(const int64_t *)at);
        if (w < 0)
            break;
        used += (size_t)w;
    }
}
