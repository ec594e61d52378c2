/* psq.c - Gomocup / Piskvork .psq records: stones only, of one line.
 *
 *     Piskvorky 15x15, 11:11, 0
 *     8,8,0          one stone a line: column, row from the top (both
 *     9,7,0          from 1), thinking time in milliseconds
 *     ...
 *     wuzi           then free lines (Piskvork writes the players' brains)
 *     -1
 *
 * Colours alternate from black, so a game exports only when its stones
 * were placed alternately on one board: swaps and choices are fine (the
 * stones they leave are listed in the order they were placed), passes and
 * multi-stone turns are not.  A .psq has no variations: it holds the
 * main line, the stones of its last position.  Reading replays the stones
 * as plays in the chosen variant. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "records.h"

static int write_line(const wz_game *g, FILE *out, char *why, size_t whylen)
{
    int n = g->width * g->height, count = 0;
    wz_point *order = calloc((size_t)n + 1, sizeof *order);
    if (!order) {
        wz_say(why, whylen, "out of memory");
        return -1;
    }
    if (g->nboards > 1) {
        free(order);
        wz_say(why, whylen, "a .psq record holds one board; this game has %d (save as .sgf)", g->nboards);
        return -1;
    }
    if (g->is_setup && (g->nsetup[0] || g->nsetup[1])) {
        free(order);
        wz_say(why, whylen, "a .psq record cannot hold a set-up position (save as .sgf)");
        return -1;
    }
    /* the stones on the board, by placement number */
    for (int y = 0; y < g->height; y++)
        for (int x = 0; x < g->width; x++) {
            wz_point p = {0, (int8_t)x, (int8_t)y};
            int k = wz_game_stone_number(g, p);
            if (wz_game_at(g, p) == WZ_EMPTY)
                continue;
            if (k <= 0 || k > n) {
                free(order);
                wz_say(why, whylen, "a stone without a move number (save as .sgf)");
                return -1;
            }
            order[k - 1] = p;
            order[k - 1].board = 1; /* mark as used */
            count++;
        }
    int written = 0;
    fprintf(out, "Piskvorky %dx%d, 11:11, 0\n", g->width, g->height);
    for (int k = 0; k < n && written < count; k++) {
        if (!order[k].board)
            continue;
        wz_point p = order[k];
        p.board = 0;
        int colour = wz_game_at(g, p);
        if (colour != (written % 2 == 0 ? WZ_BLACK : WZ_WHITE)) {
            char buf[8];
            free(order);
            wz_say(why, whylen, "stone %d (%s) is %s: a .psq record needs colours to alternate "
                   "from black (save as .sgf)", written + 1, wz_point_format(p, 1, buf),
                   wz_colour_name(colour));
            return -1;
        }
        fprintf(out, "%d,%d,0\n", p.x + 1, g->height - p.y);
        written++;
    }
    free(order);
    const char *p1 = wz_game_tag(g, "p1"), *p2 = wz_game_tag(g, "p2");
    int p1_black = g->colour_of[WZ_P1] == WZ_BLACK;
    const char *black = p1_black ? p1 : p2, *white = p1_black ? p2 : p1;
    if (black || white)
        fprintf(out, "%s\n%s\n", black ? black : "-", white ? white : "-");
    fprintf(out, "-1\n");
    return ferror(out) ? -1 : 0;
}

int wz_psq_write(const wz_game *g, FILE *out, char *why, size_t whylen)
{
    wz_game *copy;
    const wz_game *end = wz_game_main_end(g, &copy);
    if (!end) {
        wz_say(why, whylen, "out of memory");
        return -1;
    }
    int rc = write_line(end, out, why, whylen);
    wz_game_free(copy);
    return rc;
}

/* "a,b,c" with three integers: 1 and the numbers; 0 if the line is not
 * shaped like a move at all; -1 if it starts like one but is broken. */
static int move_line(const char *line, long v[3])
{
    const char *p = line;
    if (!isdigit((unsigned char)*p) && *p != '-')
        return 0;
    for (int i = 0; i < 3; i++) {
        char *end;
        if (!isdigit((unsigned char)*p) && !(*p == '-' && isdigit((unsigned char)p[1])))
            return i == 0 ? 0 : -1;
        v[i] = strtol(p, &end, 10);
        p = end;
        if (i < 2) {
            if (*p != ',')
                return i == 0 && *p == '\0' ? 0 : -1;
            p++;
        }
    }
    while (*p == ' ' || *p == '\t')
        p++;
    return *p == '\0' ? 1 : -1;
}

wz_game *wz_psq_read(const wz_registry *r, const char *path, const char *text, size_t len,
                     const char *variant, wz_import_info *info, char *why, size_t whylen)
{
    char err[WZ_REASON_MAX];
    char *copy = malloc(len + 1);
    if (!copy) {
        wz_say(why, whylen, "%s: out of memory", path);
        return NULL;
    }
    memcpy(copy, text, len);
    copy[len] = '\0';
    if (strlen(copy) != len) {
        wz_say(why, whylen, "%s: byte %zu: a NUL byte in a text record", path, strlen(copy));
        free(copy);
        return NULL;
    }
    wz_game *g = NULL;
    int lineno = 0, moves_over = 0, names = 0;
    char *save = NULL;
    for (char *line = copy; line; line = save) {
        char *nl = strchr(line, '\n');
        save = nl ? nl + 1 : NULL;
        if (nl)
            *nl = '\0';
        else if (!*line)
            break;
        lineno++;
        line[strcspn(line, "\r")] = '\0';
        if (!g) {
            int w, h;
            const char *body = line;
            if (lineno == 1 && strncmp(body, "\xef\xbb\xbf", 3) == 0)
                body += 3;
            if (sscanf(body, "Piskvorky %dx%d", &w, &h) != 2) {
                wz_say(why, whylen, "%s:%d: not a .psq record (want 'Piskvorky WxH, ...')", path, lineno);
                goto bad;
            }
            g = wz_foreign_game(r, variant, WZ_FORMAT_PSQ, NULL, w, h, info, err, sizeof err);
            if (!g) {
                wz_say(why, whylen, "%s:%d: %s", path, lineno, err);
                goto bad;
            }
            continue;
        }
        if (!*line)
            continue;
        long v[3];
        int kind = moves_over ? 0 : move_line(line, v);
        if (moves_over || (kind == 0 && strcmp(line, "-1") != 0)) {
            /* after the moves: black's and white's names (Piskvork writes
             * the brains' files; "-" for none) until -1, then anything */
            moves_over = 1;
            if (names < 0 || strcmp(line, "-1") == 0) {
                names = -1;
                continue;
            }
            if (names < 2 && *line && strcmp(line, "-") != 0 &&
                wz_game_set_tag(g, names ? "p2" : "p1", line, err, sizeof err) != 0) {
                wz_say(why, whylen, "%s:%d: %s", path, lineno, err);
                goto bad;
            }
            names++;
            continue;
        }
        if (kind < 0) {
            wz_say(why, whylen, "%s:%d: '%.40s' is not a move (want column,row,time)", path, lineno, line);
            goto bad;
        }
        if (kind == 0) { /* the -1 that ends the moves */
            moves_over = 1;
            names = -1;
            continue;
        }
        if (v[0] < 1 || v[0] > g->width || v[1] < 1 || v[1] > g->height) {
            wz_say(why, whylen, "%s:%d: %ld,%ld is off the %dx%d board", path, lineno, v[0], v[1],
                   g->width, g->height);
            goto bad;
        }
        wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
        a.pts[0] = (wz_point){0, (int8_t)(v[0] - 1), (int8_t)(g->height - v[1])};
        if (wz_game_act(g, &a, err, sizeof err) != 0) {
            char buf[8];
            wz_say(why, whylen, "%s:%d: play %s: %s", path, lineno, wz_point_format(a.pts[0], 1, buf), err);
            goto bad;
        }
    }
    if (!g) {
        wz_say(why, whylen, "%s:1: an empty file is not a .psq record", path);
        goto bad;
    }
    free(copy);
    return g;
bad:
    free(copy);
    wz_game_free(g);
    return NULL;
}
