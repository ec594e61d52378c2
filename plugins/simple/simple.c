/*
 * simple.c - a simple AI for any five-in-a-row variant: it wins when it
 * can, blocks the opponent's five, never plays a point the variant refuses,
 * and otherwise plays the point where its own and the opponent's lines are
 * longest.  A baseline and a sparring partner, not a strong player.
 *
 * Stones whose outcome matters are tried on a copy of the game, so the
 * variant's rules decide: a stone that loses (a foul, a five on one board
 * of dual-board) is played only when nothing else is legal, not even
 * ending the turn or passing; a five that lets it act again is made when
 * a further stone then wins (dual-board's fives on both boards) or the
 * five is rewarded (gomoku-replace's replacement).  Asked to choose, it
 * keeps the first offered candidate the variant accepts; with no
 * candidates marked (an opponent stone to replace) it picks a winning
 * point, else where its own and the opponent's lines meet most.
 *
 * Settings (ai COLOUR simple key=value): seed=N varies the tie-breaks.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <wuzi/ai.h>
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
        errno = 0;
        unsigned long v = strtoul(value, &end, 10);
        /* strtoul takes "-1" for ULONG_MAX: digits only, and what fits */
        if (*end || !*value || strspn(value, "0123456789") != strlen(value) || errno == ERANGE ||
            v > 4294967295UL) {
            snprintf(err, errlen, "seed must be a whole number from 0 to 4294967295, not '%s'", value);
            return -1;
        }
        s->seed = (unsigned)v;
        return 0;
    }
    snprintf(err, errlen, "unknown setting '%s' (simple takes seed)", key);
    return -1;
}

/* What an action leads to for the mover, tried on a copy so that the
 * variant's own rules decide. */
enum outcome {
    NEUTRAL,   /* nothing decisive */
    WINS,      /* the game ends in the mover's favour */
    WINS_NEXT, /* the mover acts again and can then win (a turn of two) */
    FIVE_GAIN, /* a five that lets the mover act again without losing */
    LOSES      /* the game ends against the mover, or will whatever follows */
};

static int winner(int colour)
{
    return colour == WZ_BLACK ? WZ_BLACK_WINS : WZ_WHITE_WINS;
}

static int loser(int colour)
{
    return colour == WZ_BLACK ? WZ_WHITE_WINS : WZ_BLACK_WINS;
}

/* Worth trying on a copy: p lies on a line of four or more of colour. */
static int promising(const wz_game *g, wz_point p, int colour)
{
    for (int d = 0; d < 4; d++)
        if (H->line(g, p, dirs[d][0], dirs[d][1], colour) >= 4)
            return 1;
    return 0;
}

static int completes_line(const wz_game *g, wz_point p, int colour)
{
    for (int d = 0; d < 4; d++)
        if (H->line(g, p, dirs[d][0], dirs[d][1], colour) >= 5)
            return 1;
    return 0;
}

/* In c, where colour acts again: can one more stone win? */
static int wins_with_another_stone(const wz_game *c, int colour)
{
    wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
    for (int b = 0; b < H->boards(c); b++)
        for (int y = 0; y < H->height(c); y++)
            for (int x = 0; x < H->width(c); x++) {
                wz_point p = {(int8_t)b, (int8_t)x, (int8_t)y};
                if (H->at(c, p) != WZ_EMPTY || !promising(c, p, colour))
                    continue;
                a.pts[0] = p;
                if (H->legal(c, &a, NULL, 0) != 0)
                    continue;
                wz_game *d = H->clone(c);
                int won = d && H->act(d, &a, NULL, 0) == 0 && H->result(d) == winner(colour);
                if (d)
                    H->free_game(d);
                if (won)
                    return 1;
            }
    return 0;
}

static int outcome(const wz_game *g, const wz_action *a, int colour)
{
    wz_game *c = H->clone(g);
    int o = NEUTRAL;
    if (!c)
        return NEUTRAL;
    if (H->act(c, a, NULL, 0) == 0) {
        wz_expect e;
        H->expect(c, &e);
        if (H->result(c) == winner(colour)) {
            o = WINS;
        } else if (H->result(c) == loser(colour)) {
            o = LOSES;
        } else if (e.player != WZ_NOBODY && H->colour_of(c, e.player) == colour &&
                   completes_line(c, a->pts[0], colour)) {
            /* A five that does not end the game, and the mover acts again:
             * a turn of several stones (dual-board, where a five on one
             * board only loses unless the turn also wins) or a reward. */
            if (wins_with_another_stone(c, colour)) {
                o = WINS_NEXT;
            } else if (e.actions & (1u << WZ_ACT_END)) {
                wz_action end = {.kind = WZ_ACT_END};
                o = H->act(c, &end, NULL, 0) == 0 && H->result(c) == loser(colour) ? LOSES
                                                                                    : FIVE_GAIN;
            } else {
                o = FIVE_GAIN;
            }
        }
    }
    H->free_game(c);
    return o;
}

/* Open-ended run lengths as a cheap shape score. */
static int shape(const wz_game *g, wz_point p, int colour)
{
    int score = 0;
    for (int d = 0; d < 4; d++) {
        int n = H->line(g, p, dirs[d][0], dirs[d][1], colour);
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

static long score_at(const wz_game *g, wz_point p, int colour, unsigned salt)
{
    int opponent = colour == WZ_BLACK ? WZ_WHITE : WZ_BLACK;
    long score = (long)shape(g, p, colour) * 2 + shape(g, p, opponent);
    return score * 1024 + (mix(salt ^ (unsigned)(p.board * 4096 + p.y * 64 + p.x)) & 1023);
}

/* Does the opponent's five at a point threaten anything?  On one board it
 * wins (or earns a reward); with several boards a five counts only
 * together with fives on the others, so only when the opponent could
 * complete one on every board. */
static int threats_matter(const wz_game *g, int opponent)
{
    if (H->boards(g) == 1)
        return 1;
    for (int b = 0; b < H->boards(g); b++) {
        int found = 0;
        for (int y = 0; y < H->height(g) && !found; y++)
            for (int x = 0; x < H->width(g) && !found; x++) {
                wz_point p = {(int8_t)b, (int8_t)x, (int8_t)y};
                found = H->at(g, p) == WZ_EMPTY && completes_line(g, p, opponent);
            }
        if (!found)
            return 0;
    }
    return 1;
}

/* The best stone to place.  0 with out set; 1 with out set to the best of
 * the stones that lose (when nothing else is legal); -1 when no stone is
 * legal at all. */
static int choose_place(const wz_game *g, const settings *s, int colour, wz_action *out)
{
    int opponent = colour == WZ_BLACK ? WZ_WHITE : WZ_BLACK;
    int found = 0, rank = -1;
    long best_score = -1, bad_score = -1;
    wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1}, best = a, bad = a;
    unsigned salt = mix(s->seed + (unsigned)H->history_length(g) * 2654435761U);
    int threats = threats_matter(g, opponent);

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
                long score = score_at(g, p, colour, salt);
                int o = promising(g, p, colour) ? outcome(g, &a, colour) : NEUTRAL;
                if (o == WINS) {
                    *out = a;
                    return 0;
                }
                if (o == LOSES) {
                    if (score > bad_score) {
                        bad_score = score;
                        bad = a;
                    }
                    continue;
                }
                /* rank: a win next, then a rewarding five, then a block */
                int threat = threats && completes_line(g, p, opponent);
                int r = o == WINS_NEXT ? 3 : o == FIVE_GAIN ? 2 : threat ? 1 : 0;
                if (r < rank || (r == rank && score <= best_score))
                    continue;
                rank = r;
                best_score = score;
                best = a;
                found = 1;
            }
        }
    }
    if (found) {
        *out = best;
        return 0;
    }
    if (bad_score >= 0) {
        *out = bad;
        return 1;
    }
    return -1;
}

/* The best point to name where the variant asks to choose one (an
 * opponent stone to replace, an offered candidate): a winning one, else
 * where the mover's lines and the opponent's meet most. */
static int choose_point(const wz_game *g, const settings *s, int colour, wz_action *out)
{
    wz_action a = {.kind = WZ_ACT_CHOOSE, .npoints = 1};
    unsigned salt = mix(s->seed + (unsigned)H->history_length(g) * 2654435761U);
    long best_score = -1;
    for (int b = 0; b < H->boards(g); b++)
        for (int y = 0; y < H->height(g); y++)
            for (int x = 0; x < H->width(g); x++) {
                a.pts[0] = (wz_point){(int8_t)b, (int8_t)x, (int8_t)y};
                if (H->legal(g, &a, NULL, 0) != 0)
                    continue;
                int o = outcome(g, &a, colour);
                if (o == WINS) {
                    *out = a;
                    return 0;
                }
                long score = score_at(g, a.pts[0], colour, salt);
                if (o == LOSES)
                    score = 0;
                if (score > best_score) {
                    best_score = score;
                    *out = a;
                }
            }
    return best_score >= 0 ? 0 : -1;
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
    wz_action losing;
    int placed = -1;
    H->expect(g, &e);
    if (e.actions & (1u << WZ_ACT_PLACE)) {
        placed = choose_place(g, s, e.colour, out);
        if (placed == 0)
            return 0;
        losing = *out;
    }
    if (e.actions & (1u << WZ_ACT_OFFER) && try_offer(g, s, &e, out) == 0)
        return 0;
    /* an offered candidate to keep, else any point the variant accepts
     * (an opponent stone to replace) */
    if (e.actions & (1u << WZ_ACT_CHOOSE) &&
        (try_choose(g, out) == 0 || choose_point(g, s, e.colour, out) == 0))
        return 0;
    /* Opening decisions, and ending a turn or passing rather than losing:
     * the plain choice where one exists. */
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
    if (placed == 1) {
        *out = losing;
        return 0;
    }
    snprintf(err, errlen, "no action it knows is legal here (%s)", e.text);
    return -1;
}

static const wz_ai_ops ai = {
    .size = sizeof(wz_ai_ops),
    .config_size = sizeof(settings),
    .configure = configure,
    .choose = choose,
};

static const wz_ai_setting setting_list[] = {
    {"seed", "0..4294967295", "vary the tie-breaks among equal points (default 0)", WZ_AI_ROLE_NONE},
};

static const wz_ai_settings settings_info = {
    .size = sizeof(wz_ai_settings),
    .count = 1,
    .list = setting_list,
};

static const void *extension(const char *id)
{
    return strcmp(id, WZ_AI_SETTINGS_ID) == 0 ? &settings_info : NULL;
}

static const wz_plugin plugin = {
    WZ_PLUGIN_HEADER,
    .kind = WZ_PLUGIN_AI,
    .id = "simple",
    .name = "Simple AI: wins, blocks, extends its lines",
    .version = "1.0",
    .ai = &ai,
    .extension = extension,
};

WZ_PLUGIN_ENTRY
{
    H = wz_entry_host;
    return &plugin;
}
