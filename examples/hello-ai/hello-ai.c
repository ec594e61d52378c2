/*
 * hello-ai.c - the hello AI of wuzi's SDK: a player for any variant that
 * knows no rule of its own.  It asks the game what is expected, tries
 * actions on private copies (clone, act, result) and keeps the first that
 * wins at once; failing that it blocks a stone that would win for the
 * opponent (asked of the variant after a pass, or seen in its lines of
 * five where there is no pass); failing that it plays next to the stones
 * already down.  For anything but a stone (swap, stay, pass, declare ...)
 * it takes the first legal choice.  docs/plugin-guide.md walks through it.
 *
 * Settings (ai COLOUR hello-ai key=value): seed=N varies its tie-breaks.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <wuzi/plugin.h>

static const wz_host *H;

/* One per seat, zeroed by the host; plain data. */
typedef struct settings {
    unsigned seed;
} settings;

static int configure(void *config, const char *key, const char *value, char *err,
                     size_t errlen)
{
    settings *s = config;
    char *end;
    if (strcmp(key, "seed") != 0) {
        snprintf(err, errlen, "unknown setting '%s' (hello-ai takes seed)", key);
        return -1;
    }
    unsigned long v = strtoul(value, &end, 10);
    if (!*value || *end) {
        snprintf(err, errlen, "seed must be a number, not '%s'", value);
        return -1;
    }
    s->seed = (unsigned)v;
    return 0;
}

/* Would a leave g won by winner?  Tried on a copy: the variant decides. */
static int wins(const wz_game *g, const wz_action *a, int winner)
{
    wz_game *copy = H->clone(g);
    int won = copy && H->act(copy, a, NULL, 0) == 0 && H->result(copy) == winner;
    if (copy)
        H->free_game(copy);
    return won;
}

/* The same position with the other colour to place: for blocking, the
 * opponent's winning points are found by letting it move.  A pass hands
 * the turn over in most variants; where there is none (NULL), the
 * opponent's lines of five tell instead. */
static wz_game *opponents_turn(const wz_game *g)
{
    wz_action pass = {.kind = WZ_ACT_PASS};
    wz_game *copy = H->clone(g);
    if (copy && H->act(copy, &pass, NULL, 0) != 0) {
        H->free_game(copy);
        copy = NULL;
    }
    return copy;
}

static int makes_five(const wz_game *g, wz_point p, int colour)
{
    static const int dirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (int d = 0; d < 4; d++)
        if (H->line(g, p, dirs[d][0], dirs[d][1], colour) >= 5)
            return 1;
    return 0;
}

/* Next to a stone already down (or anywhere on an empty board). */
static int near_stones(const wz_game *g, wz_point p)
{
    int any = 0;
    for (int b = 0; b < H->boards(g); b++)
        any |= H->stones(g, b) > 0;
    if (!any)
        return 1;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            wz_point q = {p.board, (int8_t)(p.x + dx), (int8_t)(p.y + dy)};
            if ((dx || dy) && H->at(g, q) > WZ_EMPTY)
                return 1;
        }
    return 0;
}

static unsigned mix(unsigned x)
{
    x ^= x >> 16;
    x *= 0x45d9f3bU;
    x ^= x >> 16;
    return x;
}

/* A stone for the player to act: win, block, or a point near the
 * others, ties broken by the seed. */
static int choose_stone(const wz_game *g, const settings *s, const wz_expect *e, wz_action *out)
{
    int me = H->colour_of(g, e->player);
    int mine = me == WZ_BLACK ? WZ_BLACK_WINS : WZ_WHITE_WINS;
    int theirs = me == WZ_BLACK ? WZ_WHITE_WINS : WZ_BLACK_WINS;
    wz_game *them = opponents_turn(g);
    wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1}, best = {0};
    unsigned best_score = 0;
    int found = 0;
    for (int b = 0; b < H->boards(g); b++)
        for (int y = 0; y < H->height(g); y++)
            for (int x = 0; x < H->width(g); x++) {
                a.pts[0] = (wz_point){(int8_t)b, (int8_t)x, (int8_t)y};
                if (H->at(g, a.pts[0]) != WZ_EMPTY || H->legal(g, &a, NULL, 0) != 0)
                    continue;
                unsigned score = mix(s->seed * 31u + (unsigned)(b * 1000 + y * 30 + x)) >> 4;
                if (wins(g, &a, mine))
                    score += 3u << 28;
                else if (them ? H->legal(them, &a, NULL, 0) == 0 && wins(them, &a, theirs)
                              : makes_five(g, a.pts[0], me == WZ_BLACK ? WZ_WHITE : WZ_BLACK))
                    score += 2u << 28;
                else if (near_stones(g, a.pts[0]))
                    score += 1u << 28;
                if (!found || score > best_score) {
                    best = a;
                    best_score = score;
                    found = 1;
                }
            }
    if (them)
        H->free_game(them);
    if (found)
        *out = best;
    return found ? 0 : -1;
}

static int marked(const wz_point *marks, int n, wz_point p)
{
    for (int i = 0; i < n; i++)
        if (marks[i].board == p.board && marks[i].x == p.x && marks[i].y == p.y)
            return 1;
    return 0;
}

/* An offer of e->min candidates on free points (not already offered: the
 * marks), near the stones first.  Built greedily: the last candidate is
 * swapped for the next point while the variant refuses the offer (two
 * symmetric candidates, a point outside an area); when no last one will
 * do, the first candidate was the trouble, and the next start is tried. */
static int choose_offer(const wz_game *g, const wz_expect *e, wz_action *out)
{
    wz_point marks[WZ_MAX_POINTS], free[WZ_MAX_SIZE * WZ_MAX_SIZE];
    int n = H->marks(g, marks, WZ_MAX_POINTS), nfree = 0, want = e->min > 0 ? e->min : 1;
    for (int near = 1; near >= 0; near--)
        for (int y = 0; y < H->height(g); y++)
            for (int x = 0; x < H->width(g); x++) {
                wz_point p = {0, (int8_t)x, (int8_t)y};
                if (H->at(g, p) == WZ_EMPTY && !marked(marks, n, p) && near_stones(g, p) == near)
                    free[nfree++] = p;
            }
    if (want > WZ_MAX_POINTS || want > nfree)
        return -1;
    for (int start = 0; start < 8 && start + want <= nfree; start++) {
        *out = (wz_action){.kind = WZ_ACT_OFFER};
        for (int i = start; i < nfree && out->npoints < want; i++) {
            out->pts[out->npoints++] = free[i];
            if (out->npoints == want && H->legal(g, out, NULL, 0) != 0)
                out->npoints--; /* not this one: try the next point */
        }
        if (out->npoints == want)
            return 0;
    }
    return -1;
}

/* A move of one of the stones of the expected colour to an empty point. */
static int choose_move(const wz_game *g, const wz_expect *e, wz_action *out)
{
    int w = H->width(g), h = H->height(g);
    *out = (wz_action){.kind = WZ_ACT_MOVE, .npoints = 2};
    for (int i = 0; i < w * h; i++) {
        out->pts[0] = (wz_point){0, (int8_t)(i % w), (int8_t)(i / w)};
        if (H->at(g, out->pts[0]) != e->colour)
            continue;
        for (int j = 0; j < w * h; j++) {
            out->pts[1] = (wz_point){0, (int8_t)(j % w), (int8_t)(j / w)};
            if (H->at(g, out->pts[1]) == WZ_EMPTY && H->legal(g, out, NULL, 0) == 0)
                return 0;
        }
    }
    return -1;
}

static int choose(const wz_game *g, const void *config, wz_action *out, char *err,
                  size_t errlen)
{
    const settings *s = config;
    wz_expect e;
    H->expect(g, &e);
    /* a foul of the opponent's to claim wins at once */
    *out = (wz_action){.kind = WZ_ACT_CLAIM};
    if ((e.actions & (1u << WZ_ACT_CLAIM)) && H->legal(g, out, NULL, 0) == 0)
        return 0;
    if ((e.actions & (1u << WZ_ACT_PLACE)) && choose_stone(g, s, &e, out) == 0)
        return 0;
    if ((e.actions & (1u << WZ_ACT_OFFER)) && choose_offer(g, &e, out) == 0)
        return 0;
    if ((e.actions & (1u << WZ_ACT_MOVE)) && choose_move(g, &e, out) == 0)
        return 0;
    /* anything but a stone: the first kind that is legal as it stands */
    static const int plain[] = {WZ_ACT_STAY, WZ_ACT_END, WZ_ACT_PASS, WZ_ACT_SWAP,
                                WZ_ACT_DECLARE, WZ_ACT_REJECT};
    for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++) {
        *out = (wz_action){.kind = plain[i], .value = e.min};
        if ((e.actions & (1u << plain[i])) && H->legal(g, out, NULL, 0) == 0)
            return 0;
    }
    /* a candidate to keep, or a stone to take: the marks, or any point */
    wz_point marks[WZ_MAX_POINTS];
    int n = H->marks(g, marks, WZ_MAX_POINTS);
    *out = (wz_action){.kind = WZ_ACT_CHOOSE, .npoints = 1};
    for (int i = 0; i < n; i++) {
        out->pts[0] = marks[i];
        if (H->legal(g, out, NULL, 0) == 0)
            return 0;
    }
    for (int b = 0; b < H->boards(g); b++)
        for (int y = 0; y < H->height(g); y++)
            for (int x = 0; x < H->width(g); x++) {
                out->pts[0] = (wz_point){(int8_t)b, (int8_t)x, (int8_t)y};
                if (H->legal(g, out, NULL, 0) == 0)
                    return 0;
            }
    snprintf(err, errlen, "hello-ai knows no legal action here (%s)", e.text);
    return -1;
}

static const wz_ai_ops ai = {
    .size = sizeof(wz_ai_ops),
    .config_size = sizeof(settings),
    .configure = configure,
    .choose = choose,
};

static const wz_plugin plugin = {
    WZ_PLUGIN_HEADER,
    .kind = WZ_PLUGIN_AI,
    .id = "hello-ai", /* the file is hello-ai.so */
    .name = "Hello AI: wins, blocks, or plays next to the stones",
    .version = "1.0",
    .ai = &ai,
};

WZ_PLUGIN_ENTRY
{
    H = wz_entry_host;
    return &plugin;
}
