/* record.c - wuzi's native game record: a header, then one action per line
 * in the shell's own command words, so a record is readable and a replay
 * goes through the same checks as play. */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

#define RECORD_MAGIC "wuzi-record 1"
#define RECORD_END "end-record"

int wz_record_write(const wz_game *g, FILE *out)
{
    char buf[1024];
    fprintf(out, "%s\n", RECORD_MAGIC);
    fprintf(out, "variant %s\n", wz_variant_id(g->variant));
    for (int i = 0; i < g->noverrides; i++)
        fprintf(out, "key %s\n", g->overrides[i]);
    fprintf(out, "seed %" PRIu64 "\n", g->seed);
    if (g->is_setup) {
        fprintf(out, "setup");
        for (int c = 0; c < 2; c++) {
            fprintf(out, " %s", c ? "white" : "black");
            for (int i = 0; i < g->nsetup[c]; i++)
                fprintf(out, " %s", wz_point_format(g->setup[c][i], g->nboards, buf));
        }
        fprintf(out, "\n");
    }
    for (int i = 0; i < g->nactions; i++) {
        wz_action_format(&g->actions[i], g->nboards, buf, sizeof buf);
        fprintf(out, "%s\n", buf);
    }
    fprintf(out, "result %s\n", wz_result_format(g, buf, sizeof buf));
    fprintf(out, "%s\n", RECORD_END);
    return ferror(out) ? -1 : 0;
}

int wz_record_save(const wz_game *g, const char *path, char *why, size_t whylen)
{
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s.tmp%ld", path, (long)getpid());
    FILE *f = fopen(tmp, "w");
    if (!f) {
        wz_say(why, whylen, "%s: %s", path, strerror(errno));
        return -1;
    }
    int bad = wz_record_write(g, f) != 0;
    bad |= fflush(f) != 0 || fsync(fileno(f)) != 0;
    bad |= fclose(f) != 0;
    if (bad || rename(tmp, path) != 0) {
        wz_say(why, whylen, "%s: %s", path, strerror(errno ? errno : EIO));
        unlink(tmp);
        return -1;
    }
    return 0;
}

/* Parse "setup black P.. white P.." into the two lists. */
static int parse_setup(wz_game *g, char *args, char *why, size_t whylen)
{
    static wz_point pts[2][WZ_MAX_SIZE * WZ_MAX_SIZE];
    int n[2] = {0, 0}, colour = -1;
    char *save = NULL;
    for (char *w = strtok_r(args, " \t", &save); w; w = strtok_r(NULL, " \t", &save)) {
        if (strcmp(w, "black") == 0 || strcmp(w, "white") == 0) {
            colour = w[0] == 'w';
            continue;
        }
        if (colour < 0) {
            wz_say(why, whylen, "setup: say black or white before the points");
            return -1;
        }
        if (n[colour] == WZ_MAX_SIZE * WZ_MAX_SIZE ||
            wz_point_parse(w, g->nboards, g->width, g->height, &pts[colour][n[colour]], why, whylen) != 0)
            return -1;
        n[colour]++;
    }
    return wz_game_setup(g, pts[0], n[0], pts[1], n[1], why, whylen);
}

wz_game *wz_record_load(const wz_registry *r, const char *path, char *why, size_t whylen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        wz_say(why, whylen, "%s: %s", path, strerror(errno));
        return NULL;
    }
    char line[4096], err[WZ_REASON_MAX], variant[128] = "";
    char *keys[64];
    int nkeys = 0, lineno = 0, ended = 0, header = 0;
    uint64_t seed = 0;
    wz_game *g = NULL;

    while (fgets(line, sizeof line, f)) {
        lineno++;
        line[strcspn(line, "\r\n")] = '\0';
        if (line[0] == '#' || line[0] == '\0')
            continue;
        if (ended) {
            wz_say(why, whylen, "%s:%d: text after %s", path, lineno, RECORD_END);
            goto bad;
        }
        if (!header) {
            if (strcmp(line, RECORD_MAGIC) != 0) {
                wz_say(why, whylen, "%s:%d: not a wuzi record (want '%s')", path, lineno, RECORD_MAGIC);
                goto bad;
            }
            header = 1;
            continue;
        }
        char *sp = strchr(line, ' ');
        char *arg = sp ? sp + 1 : line + strlen(line);
        size_t wl = sp ? (size_t)(sp - line) : strlen(line);
#define IS(w) (wl == strlen(w) && strncmp(line, w, wl) == 0)
        if (!g && IS("variant")) {
            snprintf(variant, sizeof variant, "%s", arg);
        } else if (!g && IS("key")) {
            if (nkeys == 64) {
                wz_say(why, whylen, "%s:%d: too many keys", path, lineno);
                goto bad;
            }
            keys[nkeys++] = wz_strdup(arg);
        } else if (!g && IS("seed")) {
            char *end;
            seed = strtoull(arg, &end, 10);
            if (*end || !*arg) {
                wz_say(why, whylen, "%s:%d: bad seed '%s'", path, lineno, arg);
                goto bad;
            }
        } else if (IS("result")) {
            char have[WZ_REASON_MAX];
            if (!g || strcmp(wz_result_format(g, have, sizeof have), arg) != 0) {
                wz_say(why, whylen, "%s:%d: the record says '%s' but the replay gives '%s'",
                       path, lineno, arg, g ? have : "no game");
                goto bad;
            }
        } else if (IS(RECORD_END)) {
            ended = 1;
        } else {
            if (!g) {
                const wz_variant *v = wz_registry_find(r, variant);
                if (!v) {
                    wz_say(why, whylen, "%s:%d: unknown variant '%s'", path, lineno, variant);
                    goto bad;
                }
                g = wz_game_new(v, nkeys, (const char *const *)keys, seed, err, sizeof err);
                if (!g) {
                    wz_say(why, whylen, "%s:%d: %s", path, lineno, err);
                    goto bad;
                }
            }
            wz_action a;
            if (IS("setup")) {
                if (g->nactions || g->is_setup || parse_setup(g, arg, err, sizeof err) != 0) {
                    wz_say(why, whylen, "%s:%d: %s", path, lineno,
                           g->nactions || g->is_setup ? "setup must come before any action" : err);
                    goto bad;
                }
            } else if (wz_action_parse(line, g->nboards, g->width, g->height, &a, err, sizeof err) != 0 ||
                       wz_game_act(g, &a, err, sizeof err) != 0) {
                wz_say(why, whylen, "%s:%d: %s: %s", path, lineno, line, err);
                goto bad;
            }
        }
#undef IS
    }
    if (!ended) {
        wz_say(why, whylen, "%s:%d: the record is truncated (no %s line)", path, lineno, RECORD_END);
        goto bad;
    }
    if (!g) {
        const wz_variant *v = wz_registry_find(r, variant);
        g = v ? wz_game_new(v, nkeys, (const char *const *)keys, seed, err, sizeof err) : NULL;
        if (!g) {
            wz_say(why, whylen, "%s: %s", path, v ? err : "the record names no known variant");
            goto bad;
        }
    }
    fclose(f);
    for (int i = 0; i < nkeys; i++)
        free(keys[i]);
    return g;
bad:
    fclose(f);
    for (int i = 0; i < nkeys; i++)
        free(keys[i]);
    wz_game_free(g);
    return NULL;
}

int wz_ai_choose(const wz_plugin *ai, const wz_game *g, const void *config,
                 wz_action *out, char *why, size_t whylen)
{
    char err[WZ_REASON_MAX] = "";
    memset(out, 0, sizeof *out);
    if (ai->ai->choose(g, config, out, err, sizeof err) != 0) {
        wz_say(why, whylen, "%s: %s", ai->id, err[0] ? err : "no action");
        return -1;
    }
    if (wz_game_legal(g, out, err, sizeof err) != 0) {
        wz_say(why, whylen, "%s chose an illegal action: %s", ai->id, err);
        return -1;
    }
    return 0;
}
