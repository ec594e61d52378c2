/* board.c - the board as text: coordinates on all sides, X black, O white,
 * the last stone in brackets, black's forbidden points as '!' when black
 * is to move, offered candidates as '*'. */
#include <string.h>

#include "session.h"

static void columns(const wz_game *g, reply *out)
{
    reply_add(out, "   ");
    for (int x = 0; x < wz_game_width(g); x++)
        reply_add(out, " %c", 'a' + x);
    reply_add(out, "\n");
}

void board_draw(const wz_game *g, reply *out)
{
    wz_point last, marks[WZ_MAX_POINTS];
    int has_last = wz_game_last_stone(g, &last);
    int nmarks = wz_game_marks(g, marks, WZ_MAX_POINTS);
    wz_expect e;
    wz_game_expect(g, &e);
    int black_to_move = e.player != WZ_NOBODY && e.colour == WZ_BLACK &&
                        (e.actions & (1u << WZ_ACT_PLACE));

    for (int b = 0; b < wz_game_boards(g); b++) {
        if (wz_game_boards(g) > 1)
            reply_add(out, "%sboard %d\n", b ? "\n" : "", b + 1);
        columns(g, out);
        for (int y = wz_game_height(g) - 1; y >= 0; y--) {
            reply_add(out, "%2d ", y + 1);
            for (int x = 0; x < wz_game_width(g); x++) {
                wz_point p = {(int8_t)b, (int8_t)x, (int8_t)y};
                int c = wz_game_at(g, p);
                char ch = c == WZ_BLACK ? 'X' : c == WZ_WHITE ? 'O' : '.';
                for (int m = 0; m < nmarks && c == WZ_EMPTY; m++)
                    if (memcmp(&marks[m], &p, sizeof p) == 0)
                        ch = '*';
                if (ch == '.' && black_to_move && wz_game_forbids(g, p) != WZ_LEGAL)
                    ch = '!';
                int is_last = has_last && memcmp(&last, &p, sizeof p) == 0;
                int after_last = has_last && x > 0 && last.board == b && last.y == y && last.x == x - 1;
                reply_add(out, "%c%c", is_last ? '[' : after_last ? ']' : ' ', ch);
            }
            int end_last = has_last && last.board == b && last.y == y && last.x == wz_game_width(g) - 1;
            reply_add(out, "%c%2d\n", end_last ? ']' : ' ', y + 1);
        }
        columns(g, out);
    }
    char res[WZ_REASON_MAX];
    if (e.player == WZ_NOBODY)
        reply_add(out, "%s", wz_result_format(g, res, sizeof res));
    else
        reply_add(out, "%s (%s) to act: %s", wz_player_name(e.player),
                  wz_colour_name(wz_game_colour_of(g, e.player)), e.text);
}
