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
    fprintf(f, "# wuzi-match game %d of %d\n", index + 1, m->games);
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

void play_game(const match_setup *m, int index, const opening *op, int a_first, report *r)
{
    char why[WZ_REASON_MAX + 1024], forfeit[WZ_REASON_MAX + 512] = "", res[WZ_REASON_MAX];
    void *config[2] = {NULL, NULL};
    uint64_t seed = m->seed + (uint64_t)index;
    memset(r, 0, sizeof *r);
    r->index = index;

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
    for (int i = 0; i < 2; i++) {
        config[i] = player_config(&m->players[i], seed, m->time_limit_ms, why, sizeof why);
        if (!config[i]) {
            r->error = 1;
            snprintf(r->text, sizeof r->text, "%.900s", why);
            goto done;
        }
    }

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
        int who = (e.player == WZ_P1) == a_first ? 0 : 1;
        const player *p = &m->players[who];
        wz_action a;
        long t0 = now_ms();
        int rc = wz_ai_choose(p->ai, g, config[who], &a, why, sizeof why);
        long dt = now_ms() - t0;
        r->moves++;
        if (dt > r->longest_ms)
            r->longest_ms = dt;
        if (m->time_limit_ms > 0 && dt > m->time_limit_ms)
            r->over++;
        if (rc == 0 && wz_game_act(g, &a, why, sizeof why) == 0)
            continue;
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
    snprintf(r->text, sizeof r->text, "%.200s%s%.700s", wz_result_format(g, res, sizeof res),
             forfeit[0] ? "; " : "", forfeit);
    if (save(m, index, g, a_first, forfeit, why, sizeof why) != 0) {
        r->error = 1;
        snprintf(r->text, sizeof r->text, "cannot save the record: %.900s", why);
    }
done:
    free(config[0]);
    free(config[1]);
    wz_game_free(g);
}
