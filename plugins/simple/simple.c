/*
 * simple.c - a simple AI for any five-in-a-row variant: it wins when it
 * can, blocks the opponent's five, never plays a point the variant refuses,
 * and otherwise plays the point where its own and the opponent's lines are
 * longest.  A baseline and a sparring partner, not a strong player.
 *
 * Settings (ai COLOUR simple key=value): seed=N varies the tie-breaks.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <wuzi/plugin.h>

static const wz_host *H;

typedef struct settings {
    unsigned seed;
} settings;

static const int dirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

static int configure(void *config, const char *key, const char *value,
                     char *err, size_t errlen)
{
    settings *s = config;
    if (strcmp(key, "seed") == 0) {
        char *end;
        unsigned long v = strtoul(value, &end, 10);
        if (*end || !*value) {
            snprintf(err, errlen, "seed must be a number, not '%s'", value);
            return -1;
        }
        s->seed = (unsigned)v;
        return 0;
    }
    snprintf(err, errlen, "unknown setting '%s' (simple takes seed)", key);
    return -1;
}

/* Does placing at p end the game in the mover's favour? Tried on a copy,
 * so the variant's own rules decide. */
static int wins_at(const wz_game *g, const wz_action *a, int colour)
{
    wz_game *c = H->clone(g);
    int won = 0;
    if (c && H->act(c, a, NULL, 0) == 0)
        won = H->result(c) == (colour == WZ_BLACK ? WZ_BLACK_WINS : WZ_WHITE_WINS);
    if (c)
        H->free_game(c);
    return won;
}

/* Open-ended run lengths as a cheap shape score. */
static int shape(const wz_game *g, wz_point p, int colour)
{
    int score = 0;
    for (int d = 0; d < 4; d++) {
        int n = H->run(g, p, dirs[d][0], dirs[d][1], colour);
        score += n * n * n;
    }
    return score;
}

static unsigned mix(unsigned x)
{
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    return x ^ (x >> 16);
}

static int choose_place(const wz_game *g, const settings *s, int colour, wz_action *out)
{
    int opponent = colour == WZ_BLACK ? WZ_WHITE : WZ_BLACK;
    int best = -1, block = 0;
    long best_score = -1;
    wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
    unsigned salt = mix(s->seed + (unsigned)H->history_length(g) * 2654435761U);

    for (int b = 0; b < H->boards(g); b++) {
        for (int y = 0; y < H->height(g); y++) {
            for (int x = 0; x < H->width(g); x++) {
                wz_point p = {(int8_t)b, (int8_t)x, (int8_t)y};
                if (H->at(g, p) != WZ_EMPTY)
                    continue;
                a.pts[0] = p;
                if (H->legal(g, &a, NULL, 0) != 0)
                    continue;
                int foul = colour == WZ_BLACK ? H->check(g, p) : WZ_LEGAL;
                if (foul != WZ_LEGAL && foul != WZ_FIVE)
                    continue;
                if (H->run(g, p, 1, 0, colour) >= 4 || H->run(g, p, 0, 1, colour) >= 4 ||
                    H->run(g, p, 1, 1, colour) >= 4 || H->run(g, p, 1, -1, colour) >= 4) {
                    if (wins_at(g, &a, colour)) {
                        *out = a;
                        return 0;
                    }
                }
                int threat = 0;
                for (int d = 0; d < 4; d++)
                    threat |= H->run(g, p, dirs[d][0], dirs[d][1], opponent) >= 5;
                long score = (long)shape(g, p, colour) * 2 + shape(g, p, opponent);
                score = score * 1024 + (mix(salt ^ (unsigned)(b * 4096 + y * 64 + x)) & 1023);
                if (threat && !block) {
                    block = 1;
                    best_score = -1;
                }
                if (block && !threat)
                    continue;
                if (score > best_score) {
                    best_score = score;
                    best = b * 4096 + y * 64 + x;
                }
            }
        }
    }
    if (best < 0)
        return -1;
    a.pts[0].board = (int8_t)(best / 4096);
    a.pts[0].y = (int8_t)(best % 4096 / 64);
    a.pts[0].x = (int8_t)(best % 64);
    *out = a;
    return 0;
}

/* ------------------------------------------------ opening decisions
 * Plain but legal: stay, declare the least, offer the best-shaped legal
 * points that the variant accepts together, keep the first candidate,
 * move the first stone that may move. */

static int try_offer(const wz_game *g, const settings *s, const wz_expect *e, wz_action *out)
{
    enum { MAX_CANDIDATES = 48 };
    wz_point cand[MAX_CANDIDATES];
    long score[MAX_CANDIDATES];
    int n = 0, want = e->min > 0 ? e->min : 1;
    int opponent = e->colour == WZ_BLACK ? WZ_WHITE : WZ_BLACK;
    /* the best-shaped empty points that are not fouls for the offered colour */
    for (int y = 0; y < H->height(g); y++)
        for (int x = 0; x < H->width(g); x++) {
            wz_point p = {0, (int8_t)x, (int8_t)y};
            if (H->at(g, p) != WZ_EMPTY)
                continue;
            int v = e->colour == WZ_BLACK ? H->check(g, p) : WZ_LEGAL;
            if (v != WZ_LEGAL)
                continue;
            long sc = (long)shape(g, p, e->colour) * 2 + shape(g, p, opponent);
            sc = sc * 1024 + (mix(s->seed ^ (unsigned)(y * 64 + x)) & 1023);
            int i;
            if (n < MAX_CANDIDATES)
                i = n++;
            else if (sc > score[MAX_CANDIDATES - 1])
                i = MAX_CANDIDATES - 1; /* replaces the worst kept */
            else
                continue;
            while (i > 0 && score[i - 1] < sc) {
                cand[i] = cand[i - 1];
                score[i] = score[i - 1];
                i--;
            }
            cand[i] = p;
            score[i] = sc;
        }
    if (n < want)
        return -1;
    /* windows over the ranked list, then strided picks: symmetric pairs
     * are rare, so one of the first tries is accepted */
    memset(out, 0, sizeof *out);
    out->kind = WZ_ACT_OFFER;
    out->npoints = want;
    for (int stride = 1; stride <= 3; stride++)
        for (int start = 0; start + (want - 1) * stride < n; start++) {
            for (int k = 0; k < want; k++)
                out->pts[k] = cand[start + k * stride];
            if (H->legal(g, out, NULL, 0) == 0)
                return 0;
        }
    return -1;
}

static int try_choose(const wz_game *g, wz_action *out)
{
    wz_point marks[WZ_MAX_POINTS];
    int n = H->marks ? H->marks(g, marks, WZ_MAX_POINTS) : 0;
    memset(out, 0, sizeof *out);
    out->kind = WZ_ACT_CHOOSE;
    out->npoints = 1;
    for (int i = 0; i < n; i++) {
        out->pts[0] = marks[i];
        if (H->legal(g, out, NULL, 0) == 0)
            return 0;
    }
    return -1;
}

static int try_move(const wz_game *g, wz_action *out)
{
    int w = H->width(g), h = H->height(g);
    memset(out, 0, sizeof *out);
    out->kind = WZ_ACT_MOVE;
    out->npoints = 2;
    for (int from = 0; from < w * h; from++) {
        out->pts[0] = (wz_point){0, (int8_t)(from % w), (int8_t)(from / w)};
        if (H->at(g, out->pts[0]) <= WZ_EMPTY)
            continue;
        for (int to = 0; to < w * h; to++) {
            out->pts[1] = (wz_point){0, (int8_t)(to % w), (int8_t)(to / w)};
            if (H->at(g, out->pts[1]) == WZ_EMPTY && H->legal(g, out, NULL, 0) == 0)
                return 0;
        }
    }
    return -1;
}

static int choose(const wz_game *g, const void *config, wz_action *out,
                  char *err, size_t errlen)
{
    const settings *s = config;
    wz_expect e;
    H->expect(g, &e);
    if (e.actions & (1u << WZ_ACT_PLACE) && choose_place(g, s, e.colour, out) == 0)
        return 0;
    if (e.actions & (1u << WZ_ACT_OFFER) && try_offer(g, s, &e, out) == 0)
        return 0;
    if (e.actions & (1u << WZ_ACT_CHOOSE) && try_choose(g, out) == 0)
        return 0;
    static const int plain[] = {WZ_ACT_STAY, WZ_ACT_DECLARE, WZ_ACT_END, WZ_ACT_PASS};
    for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++) {
        if (!(e.actions & (1u << plain[i])))
            continue;
        memset(out, 0, sizeof *out);
        out->kind = plain[i];
        out->value = e.min;
        if (H->legal(g, out, NULL, 0) == 0)
            return 0;
    }
    if (e.actions & (1u << WZ_ACT_MOVE) && try_move(g, out) == 0)
        return 0;
    snprintf(err, errlen, "no action it knows is legal here (%s)", e.text);
    return -1;
}

static const wz_ai_ops ai = {
    .config_size = sizeof(settings),
    .configure = configure,
    .choose = choose,
};

static const wz_plugin plugin = {
    WZ_PLUGIN_HEADER,
    .kind = WZ_PLUGIN_AI,
    .id = "simple",
    .name = "Simple AI: wins, blocks, extends its lines",
    .version = "1.0",
    .ai = &ai,
};

WZ_PLUGIN_ENTRY
{
    H = wz_entry_host;
    return &plugin;
}
