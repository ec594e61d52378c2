/* play.c - one game of a match, and its record (see play.h). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "play.h"

static long now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static int set(const player *p, void *config, const char *key, const char *value, char *err,
               size_t errlen)
{
    err[0] = '\0';
    return p->ai->ai->configure ? p->ai->ai->configure(config, key, value, err, errlen) : -1;
}

void *player_config(const player *p, uint64_t seed, long time_limit_ms, char *why, size_t whylen)
{
    char err[WZ_REASON_MAX] = "", value[32];
    void *config = calloc(1, p->ai->ai->config_size ? p->ai->ai->config_size : 1);
    if (!config) {
        snprintf(why, whylen, "out of memory");
        return NULL;
    }
    for (int i = 0; i < p->nkeys; i++) {
        const char *eq = strchr(p->keys[i], '=');
        char *key = strndup(p->keys[i], (size_t)(eq - p->keys[i]));
        if (!key || set(p, config, key, eq + 1, err, sizeof err) != 0) {
            snprintf(why, whylen, "%s: %s: %s", p->name, p->keys[i], err[0] ? err : "refused");
            free(key);
            free(config);
            return NULL;
        }
        free(key);
    }
    /* Vary the games of an AI that takes a seed and a time, unless its
     * settings fix them; one that refuses either plays without. */
    if (!p->user_seed) {
        snprintf(value, sizeof value, "%u", (unsigned)(seed % 4000000000u));
        set(p, config, "seed", value, err, sizeof err);
    }
    if (time_limit_ms > 0 && strcmp(p->ai->id, "gomocup") != 0) {
        snprintf(value, sizeof value, "%ld", time_limit_ms);
        set(p, config, "time", value, err, sizeof err);
    }
    return config;
}

int player_parse(wz_registry *reg, const char *spec, player *p, long time_ms, char *why,
                 size_t whylen)
{
    char *copy = p->words, *save = NULL;
    memset(p, 0, sizeof *p);
    if (strlen(spec) >= sizeof p->words) {
        snprintf(why, whylen, "a player is written in at most %zu characters (this one has %zu)",
                 sizeof p->words - 1, strlen(spec));
        return -1;
    }
    snprintf(p->spec, sizeof p->spec, "%s", spec);
    snprintf(copy, sizeof p->words, "%s", spec);
    char *name = strtok_r(copy, " \t", &save);
    if (!name) {
        snprintf(why, whylen, "an empty player");
        return -1;
    }
    int engine = strncmp(name, "engine:", 7) == 0;
    if (engine) {
        snprintf(p->engine_kv, sizeof p->engine_kv, "engine=%s", name + 7);
        p->keys[p->nkeys++] = p->engine_kv;
        const char *slash = strrchr(name + 7, '/');
        snprintf(p->name, sizeof p->name, "%s", slash ? slash + 1 : name + 7);
        p->ai = wz_registry_ai(reg, "gomocup", why, whylen);
        /* The match keeps the score: an engine's failure comes back to
         * it as an error to forfeit on, not as a resignation. */
        p->keys[p->nkeys++] = "forfeit=error";
        if (time_ms > 0 && !strstr(spec, "timeout_turn=")) {
            snprintf(p->turn_kv, sizeof p->turn_kv, "timeout_turn=%ld", time_ms);
            p->keys[p->nkeys++] = p->turn_kv;
        }
    } else {
        snprintf(p->name, sizeof p->name, "%s", name);
        p->ai = wz_registry_ai(reg, name, why, whylen);
    }
    if (!p->ai)
        return -1;
    for (char *kv; (kv = strtok_r(NULL, " \t", &save));) {
        if (!strchr(kv, '=') || kv[0] == '=' || p->nkeys == PLAYER_MAX_KEYS) {
            snprintf(why, whylen, "%s: write settings as key=value (at most %d)", kv,
                     PLAYER_MAX_KEYS);
            return -1;
        }
        if (strncmp(kv, "seed=", 5) == 0)
            p->user_seed = 1;
        p->keys[p->nkeys++] = kv;
    }
    /* Try the settings once now, so a typo stops the match at once. */
    void *config = player_config(p, 1, 0, why, whylen);
    if (!config)
        return -1;
    free(config);
    return 0;
}

long whole_number(char *text, long lo, long hi, char **end)
{
    errno = 0;
    long n = strtol(text, end, 10);
    if (errno || n < lo || n > hi)
        *end = text;
    return n;
}

static int accepts(const player *p, const char *key, const char *value)
{
    char err[WZ_REASON_MAX];
    if (!p->ai->ai->configure)
        return 0;
    void *config = calloc(1, p->ai->ai->config_size ? p->ai->ai->config_size : 1);
    int ok = config && p->ai->ai->configure(config, key, value, err, sizeof err) == 0;
    if (ok && p->ai->ai->release)
        p->ai->ai->release(config);
    free(config);
    return ok;
}

const char *player_key(const player *p, const char *key)
{
    size_t len = strlen(key);
    for (int i = p->nkeys - 1; i >= 0; i--)
        if (strncmp(p->keys[i], key, len) == 0 && p->keys[i][len] == '=')
            return p->keys[i];
    return NULL;
}

void player_settle_limit(player *p, char *limit, size_t len)
{
    static const char *const clocks[] = {"time", "game", "left"};
    if (strcmp(p->ai->id, "gomocup") == 0) {
        snprintf(limit, len, "an external engine keeps its own clock");
        return;
    }
    for (size_t i = 0; i < sizeof clocks / sizeof clocks[0]; i++)
        if (player_key(p, clocks[i])) {
            snprintf(limit, len, "a time limit (%s)", player_key(p, clocks[i]));
            return;
        }
    int nodes = player_key(p, "nodes") != NULL, depth = player_key(p, "depth") != NULL;
    if (nodes || depth) {
        if (accepts(p, "time", "86400000"))
            player_add_key(p, "time=86400000");
        snprintf(limit, len, "%s", nodes ? "nodes" : "depth");
    } else if (accepts(p, "time", "1000")) {
        snprintf(limit, len, "the AI's default time limit");
    } else {
        snprintf(limit, len, "none");
    }
}

int player_add_key(player *p, const char *kv)
{
    if (p->nkeys == PLAYER_MAX_KEYS || p->nadded == 4 || strlen(kv) >= sizeof p->added[0])
        return -1;
    snprintf(p->added[p->nadded], sizeof p->added[0], "%s", kv);
    p->keys[p->nkeys++] = p->added[p->nadded++];
    return 0;
}

void record_path(const match_setup *m, int index, char *buf, size_t len)
{
    snprintf(buf, len, "%s/game-%04d.wuzi", m->records, index + 1);
}

/* Write the record atomically, with comment lines saying who played. */
static int save(const match_setup *m, int index, const wz_game *g, int a_first,
                const char *forfeit, char *why, size_t whylen)
{
    char path[4096], tmp[4200];
    record_path(m, index, path, sizeof path);
    snprintf(tmp, sizeof tmp, "%s.tmp%ld", path, (long)getpid());
    FILE *f = fopen(tmp, "w");
    if (!f) {
        snprintf(why, whylen, "%.900s: %s", tmp, strerror(errno));
        return -1;
    }
    const player *p1 = &m->players[a_first ? 0 : 1], *p2 = &m->players[a_first ? 1 : 0];
    if (m->self_play)
        p2 = p1;
    fprintf(f, "# %s game %d of %d\n", m->tool ? m->tool : "wuzi-match", index + 1, m->games);
    fprintf(f, "# P1: %s\n# P2: %s\n", p1->spec, p2->spec);
    if (forfeit[0])
        fprintf(f, "# %s\n", forfeit);
    int bad = wz_record_write(g, f) != 0;
    bad |= fflush(f) != 0 || fsync(fileno(f)) != 0;
    bad |= fclose(f) != 0;
    if (bad || rename(tmp, path) != 0) {
        snprintf(why, whylen, "%.900s: %s", path, strerror(errno ? errno : EIO));
        unlink(tmp);
        return -1;
    }
    return 0;
}

/* splitmix64: the same numbers on every machine */
static uint64_t mix(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

long jitter_nodes(const match_setup *m, uint64_t seed, long turn)
{
    long range = m->jitter_nodes * m->jitter_pct / 100;
    if (range <= 0)
        return m->jitter_nodes;
    uint64_t r = mix(mix(seed) ^ (uint64_t)turn);
    long n = m->jitter_nodes - range + (long)(r % (uint64_t)(2 * range + 1));
    return n < 1 ? 1 : n;
}

/* The history as one line of words (see report.actions). */
static void actions_text(const wz_game *g, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < wz_game_history_length(g); i++) {
        const wz_action *a = wz_game_history_at(g, i);
        char word[WZ_MAX_POINTS * 8 + 64], pt[16];
        int n = 0;
        if (a->kind == WZ_ACT_PLACE && a->npoints == 1) {
            wz_point_format(a->pts[0], wz_game_boards(g), word);
        } else {
            n = snprintf(word, sizeof word, "%s", wz_action_name(a->kind));
            if (a->kind == WZ_ACT_DECLARE)
                n += snprintf(word + n, sizeof word - (size_t)n, ":%d", a->value);
            for (int k = 0; k < a->npoints; k++)
                n += snprintf(word + n, sizeof word - (size_t)n, "%c%s", k ? ',' : ':',
                              wz_point_format(a->pts[k], wz_game_boards(g), pt));
        }
        size_t wl = strlen(word) + (used ? 1 : 0);
        if (used + wl + 4 >= len) {
            snprintf(buf + used, len - used, "%s...", used ? " " : "");
            return;
        }
        used += (size_t)snprintf(buf + used, len - used, "%s%s", used ? " " : "", word);
    }
}

void play_game(const match_setup *m, int index, const opening *op, int a_first, report *r)
{
    char why[WZ_REASON_MAX + 1024], forfeit[WZ_REASON_MAX + 512] = "", res[WZ_REASON_MAX];
    void *config[2] = {NULL, NULL};
    uint64_t seed = m->seed + (uint64_t)index;
    choices ch;
    memset(&ch, 0, sizeof ch);
    memset(r, 0, sizeof *r);
    r->index = index;
    r->winner = WZ_NOBODY;

    wz_game *g = wz_game_new(m->variant, m->noverrides, m->overrides, seed, why, sizeof why);
    if (!g) {
        r->error = 1;
        snprintf(r->text, sizeof r->text, "%.900s", why);
        return;
    }
    for (int i = 0; op && i < op->n; i++) {
        if (wz_game_act(g, &op->acts[i], why, sizeof why) != 0) {
            r->error = 1;
            snprintf(r->text, sizeof r->text, "opening of line %d: %.900s", op->line, why);
            goto done;
        }
    }
    for (int i = 0; i < (m->self_play ? 1 : 2); i++) {
        config[i] = player_config(&m->players[i], seed, m->time_limit_ms, why, sizeof why);
        if (!config[i]) {
            r->error = 1;
            snprintf(r->text, sizeof r->text, "%.900s", why);
            goto done;
        }
    }
    if (m->self_play)
        config[1] = config[0];

    long cap = 4L * wz_game_boards(g) * wz_game_width(g) * wz_game_height(g) + 64;
    for (long turn = 0;; turn++) {
        wz_expect e;
        wz_game_expect(g, &e);
        if (e.player == WZ_NOBODY)
            break;
        if (turn == cap) {
            r->error = 1;
            snprintf(r->text, sizeof r->text, "no result after %ld actions", cap);
            goto done;
        }
        int who = m->self_play ? 0 : (e.player == WZ_P1) == a_first ? 0 : 1;
        const player *p = &m->players[who];
        wz_action a;
        if (m->jitter_pct > 0 && m->jitter_nodes > 0) {
            char nodes[32], err[WZ_REASON_MAX];
            snprintf(nodes, sizeof nodes, "%ld", jitter_nodes(m, seed, turn));
            set(p, config[who], "nodes", nodes, err, sizeof err);
        }
        long t0 = now_ms();
        int rc = wz_ai_choose(p->ai, g, config[who], &a, why, sizeof why);
        long dt = now_ms() - t0;
        r->moves++;
        if (dt > r->longest_ms)
            r->longest_ms = dt;
        if (m->time_limit_ms > 0 && dt > m->time_limit_ms)
            r->over++;
        if (rc == 0) {
            /* noted on a copy: a refused action chose nothing */
            choices next = ch;
            choices_note(&next, g, &e, &a);
            if (wz_game_act(g, &a, why, sizeof why) == 0) {
                ch = next;
                choices_after(&ch, g);
                continue;
            }
        }
        /* A player that cannot act forfeits: it resigns, and the record
         * and the report say why. */
        snprintf(forfeit, sizeof forfeit, "%s (%s) forfeits: %.500s", p->name,
                 wz_colour_name(wz_game_colour_of(g, e.player)), why);
        wz_action resign = {.kind = WZ_ACT_RESIGN};
        if (wz_game_act(g, &resign, why, sizeof why) != 0) {
            r->error = 1;
            snprintf(r->text, sizeof r->text, "%.700s; and it cannot resign: %.200s", forfeit, why);
            goto done;
        }
    }

    int a_colour = wz_game_colour_of(g, a_first ? WZ_P1 : WZ_P2);
    r->a_black = a_colour == WZ_BLACK;
    switch (wz_game_result(g, NULL)) {
    case WZ_BLACK_WINS: r->outcome = a_colour == WZ_BLACK ? 2 : 0; break;
    case WZ_WHITE_WINS: r->outcome = a_colour == WZ_WHITE ? 2 : 0; break;
    default: r->outcome = 1; break;
    }
    switch (wz_game_result(g, NULL)) {
    case WZ_BLACK_WINS: r->winner_colour = WZ_BLACK; break;
    case WZ_WHITE_WINS: r->winner_colour = WZ_WHITE; break;
    default: r->winner_colour = WZ_EMPTY; break;
    }
    if (r->winner_colour != WZ_EMPTY)
        r->winner = wz_game_colour_of(g, WZ_P1) == r->winner_colour ? WZ_P1 : WZ_P2;
    r->stones = stones_on_boards(g);
    choices_finish(&ch);
    snprintf(r->choices, sizeof r->choices, "%s", ch.text);
    actions_text(g, r->actions, sizeof r->actions);
    snprintf(r->text, sizeof r->text, "%.200s%s%.700s", wz_result_format(g, res, sizeof res),
             forfeit[0] ? "; " : "", forfeit);
    if (m->records && save(m, index, g, a_first, forfeit, why, sizeof why) != 0) {
        r->error = 1;
        snprintf(r->text, sizeof r->text, "cannot save the record: %.900s", why);
    }
done:
    free(config[0]);
    if (!m->self_play)
        free(config[1]);
    wz_game_free(g);
}
