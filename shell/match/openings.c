/*
 * openings.c - wuzi-match's openings file: one opening a line, written as
 * the points placed in order ("h8 h9 j10"), with the opening decisions
 * that take no argument (swap, stay, pass, end) where a variant asks for
 * them; blank lines and lines starting with '#' are skipped.  Every
 * opening is tried on a fresh game, so a bad one is named with its line.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "openings.h"

int openings_read(const char *path, const wz_variant *v, const char *const *overrides,
                  int noverrides, opening **out, char *why, size_t whylen)
{
    FILE *f = fopen(path, "r");
    char *line = NULL, err[WZ_REASON_MAX];
    size_t cap_line = 0;
    int n = 0, cap = 0, lineno = 0;
    opening *list = NULL;
    if (!f) {
        snprintf(why, whylen, "%s: %s", path, strerror(errno));
        return -1;
    }
    wz_game *probe = wz_game_new(v, noverrides, overrides, 1, err, sizeof err);
    if (!probe) {
        snprintf(why, whylen, "%s", err);
        fclose(f);
        return -1;
    }
    /* whole lines: a long one is one opening, not two */
    while (getline(&line, &cap_line, f) >= 0) {
        lineno++;
        line[strcspn(line, "\r\n#")] = '\0';
        char *save = NULL, *word = strtok_r(line, " \t,;", &save);
        if (!word)
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 16;
            opening *l = realloc(list, sizeof *l * (size_t)cap);
            if (!l) {
                snprintf(why, whylen, "out of memory");
                goto bad;
            }
            list = l;
        }
        opening *op = &list[n];
        memset(op, 0, sizeof *op);
        op->line = lineno;
        wz_game *g = wz_game_new(v, noverrides, overrides, 1, err, sizeof err);
        for (; word && g; word = strtok_r(NULL, " \t,;", &save)) {
            wz_action *a = &op->acts[op->n];
            if (op->n == (int)(sizeof op->acts / sizeof op->acts[0])) {
                snprintf(err, sizeof err, "too many moves");
                break;
            }
            memset(a, 0, sizeof *a);
            if (wz_action_kind(word) != WZ_ACT_NONE) {
                if (wz_action_parse(word, wz_game_boards(probe), wz_game_width(probe),
                                    wz_game_height(probe), a, err, sizeof err) != 0)
                    break;
            } else {
                a->kind = WZ_ACT_PLACE;
                a->npoints = 1;
                if (wz_point_parse(word, wz_game_boards(probe), wz_game_width(probe),
                                   wz_game_height(probe), &a->pts[0], err, sizeof err) != 0)
                    break;
            }
            if (wz_game_act(g, a, err, sizeof err) != 0)
                break;
            op->n++;
        }
        if (!g || word) {
            snprintf(why, whylen, "%s:%d: %s%s%s", path, lineno, word ? word : "", word ? ": " : "",
                     err);
            wz_game_free(g);
            goto bad;
        }
        if (wz_game_result(g, NULL) != WZ_ONGOING) {
            snprintf(why, whylen, "%s:%d: the opening already ends the game", path, lineno);
            wz_game_free(g);
            goto bad;
        }
        wz_game_free(g);
        n++;
    }
    if (n == 0) {
        snprintf(why, whylen, "%s: no openings in it", path);
        goto bad;
    }
    fclose(f);
    free(line);
    wz_game_free(probe);
    *out = list;
    return n;
bad:
    fclose(f);
    free(line);
    wz_game_free(probe);
    free(list);
    return -1;
}
