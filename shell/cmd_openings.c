/* cmd_openings.c - the 26 renju openings in the shell: name the one on the
 * board (any orientation), place one by code or name, print the table. */
#include <stdlib.h>
#include <string.h>

#include <wuzi/openings.h>

#include "session.h"

/* The stones numbered 1..3 (B1, W2, B3), as offsets from the centre. */
static int first_three(const wz_game *g, int xy[3][2])
{
    int found = 0;
    for (int x = 0; x < wz_game_width(g); x++)
        for (int y = 0; y < wz_game_height(g); y++) {
            wz_point p = {0, (int8_t)x, (int8_t)y};
            int n = wz_game_stone_number(g, p);
            if (n >= 1 && n <= 3) {
                xy[n - 1][0] = x - wz_game_width(g) / 2;
                xy[n - 1][1] = y - wz_game_height(g) / 2;
                found |= 1 << (n - 1);
            }
        }
    return found == 7;
}

static int name_opening(session *s, reply *out)
{
    int xy[3][2], orient = 0;
    if (!first_three(s->game, xy) || wz_game_at(s->game, (wz_point){0, (int8_t)(xy[0][0] + wz_game_width(s->game) / 2),
                                                                      (int8_t)(xy[0][1] + wz_game_height(s->game) / 2)}) != WZ_BLACK)
        return refuse(out, "no opening on the board (it needs B1, W2 and B3)");
    const struct wz_opening *op = wz_opening_identify(xy[0][0], xy[0][1], xy[1][0], xy[1][1], xy[2][0], xy[2][1], &orient);
    if (op) {
        reply_add(out, "%s %s %s", op->code, op->japanese, op->chinese);
        return 0;
    }
    int cls = wz_opening52_class(xy[1][0] - xy[0][0], xy[1][1] - xy[0][1], xy[2][0] - xy[0][0], xy[2][1] - xy[0][1]);
    if (cls >= 0) {
        reply_add(out, "%s (one of the 52, not of the 26; a wuzi label)", wz_opening52_at(cls)->code);
        return 0;
    }
    return refuse(out, "the first three stones are not one of the 52 openings");
}

static int cmd_opening(session *s, int argc, char **argv, reply *out)
{
    if (need_game(s, out))
        return -1;
    if (argc == 1)
        return name_opening(s, out);
    const struct wz_opening *op = wz_opening_find(argv[1]);
    if (!op)
        return refuse(out, "unknown opening '%s' (openings lists them: D1..D13, I1..I13, or a name)", argv[1]);
    int orient = 0;
    if (argc > 2) {
        char *end;
        long o = strtol(argv[2], &end, 10);
        orient = (int)o;
        if (*end || !argv[2][0] || o < 0 || o > 7)
            return refuse(out, "the orientation is a number from 0 to 7");
    }
    if (wz_game_history_length(s->game) || wz_game_setup_count(s->game, WZ_BLACK) ||
        wz_game_setup_count(s->game, WZ_WHITE))
        return refuse(out, "an opening is placed on an empty board, at the start of a game");
    int w2x, w2y, b3x, b3y, cx = wz_game_width(s->game) / 2, cy = wz_game_height(s->game) / 2;
    wz_opening_stones(op, &w2x, &w2y, &b3x, &b3y);
    wz_sym_apply(orient, w2x, w2y, &w2x, &w2y);
    wz_sym_apply(orient, b3x, b3y, &b3x, &b3y);
    wz_action acts[3];
    memset(acts, 0, sizeof acts);
    int offsets[3][2] = {{0, 0}, {w2x, w2y}, {b3x, b3y}};
    for (int i = 0; i < 3; i++) {
        acts[i].kind = WZ_ACT_PLACE;
        acts[i].npoints = 1;
        acts[i].pts[0] = (wz_point){0, (int8_t)(cx + offsets[i][0]), (int8_t)(cy + offsets[i][1])};
    }
    return act_all(s, acts, 3, out);
}

static int cmd_openings(session *s, int argc, char **argv, reply *out)
{
    int legend = s->view != NULL; /* batch keeps the table alone */
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--legend") != 0)
            return refuse(out, "openings takes only --legend");
        legend = 1;
    }
    reply_add(out, "code  japanese   chinese  B3   known results by fifth moves offered");
    for (int i = 0; i < wz_opening_count(); i++) {
        const struct wz_opening *op = wz_opening_at(i);
        int b3x, b3y;
        wz_opening_stones(op, NULL, NULL, &b3x, &b3y);
        char b3[16];
        snprintf(b3, sizeof b3, "%c%d", 'h' + b3x, 8 + b3y);
        /* pad by display width: each Chinese name is two wide characters */
        reply_add(out, "\n%-5s %-10s %s     %-4s %s", op->code, op->japanese, op->chinese, b3, op->results);
    }
    if (legend)
        reply_add(out, "\nlegend: D direct (W2 at h9 beside B1 at h8), I indirect (W2 at i9, diagonal);"
                       "\nresults by the number of fifth moves black offers: B black wins, b black"
                       "\nis better, = even, w white is better, W white wins.");
    return 0;
}

const command opening_commands[] = {
    {"opening", "opening [CODE|NAME [ORIENTATION]]",
     "name the opening on the board, or place one of the 26 by code or name",
     "opening sosei", cmd_opening},
    {"openings", "openings [--legend]", "the 26 renju openings and their known results by fifth moves offered (a terminal, or --legend, explains the symbols)",
     "openings", cmd_openings},
    {NULL, NULL, NULL, NULL, NULL},
};
