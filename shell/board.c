/* board.c - the board as text.
 *
 * The batch form (all style fields zero) is ASCII and never changes:
 * coordinates on all sides, X black, O white, the last stone in brackets,
 * black's forbidden points as '!' when black is to place, offered
 * candidates as '*', two boards one under the other.  The terminal form
 * draws a Unicode grid with ● and ○, colour on a wooden board, move
 * numbers on demand, every stone of the last turn marked (dual-board's
 * two), and two boards side by side when they fit: two 19x19 boards in
 * 80 columns with row numbers on the left only. */
#include <langinfo.h>
#include <stdio.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "session.h"

/* ANSI colours (SGR codes of the ink), used only when style->colour; each
 * change of ink resets and sets the wood again, so no bold leaks. */
#define RESET "\033[0m"
#define FG_BLACK "30"
#define FG_WHITE "97"
#define FG_GRID "30"
#define FG_RED "1;31"
#define FG_BLUE "1;34"

/* One drawn line: its bytes and its width on the screen. */
typedef struct line {
    reply text;
    int width;
    const char *ink; /* the colour escape in force, to send each once */
} line;

typedef struct canvas {
    line *lines;
    int n, cap;
} canvas;

static line *new_line(canvas *c)
{
    if (c->n == c->cap) {
        int cap = c->cap ? c->cap * 2 : 32;
        line *l = realloc(c->lines, sizeof *l * (size_t)cap);
        if (!l)
            return NULL;
        c->lines = l;
        c->cap = cap;
    }
    line *l = &c->lines[c->n++];
    memset(l, 0, sizeof *l);
    reply_add(&l->text, "%s", "");
    return l;
}

/* Append text of a known screen width. */
static void put(line *l, int width, const char *text)
{
    if (!l)
        return;
    reply_add(&l->text, "%s", text);
    l->width += width;
}

static void free_canvas(canvas *c)
{
    for (int i = 0; i < c->n; i++)
        reply_free(&c->lines[i].text);
    free(c->lines);
}

/* What the drawing needs to know of the game, gathered once. */
typedef struct view {
    const wz_game *g;
    const board_style *st;
    wz_point last, marks[WZ_MAX_POINTS];
    int has_last, nmarks, black_to_place;
    wz_point turn[WZ_MAX_POINTS]; /* the last turn's stones, when several */
    int nturn;
    const char *wood; /* SGR code of the board's background */
} view;

static int same(wz_point a, wz_point b)
{
    return a.board == b.board && a.x == b.x && a.y == b.y;
}

static int is_last(const view *v, int b, int x, int y)
{
    wz_point p = {(int8_t)b, (int8_t)x, (int8_t)y};
    for (int i = 0; i < v->nturn; i++)
        if (same(v->turn[i], p))
            return 1;
    return v->has_last && same(v->last, p);
}

/* The stones of the last turn: the placements at the end of the history
 * made by one player in a row (an `end` that closed the turn aside).
 * Only worth marking when there are several (dual-board's two). */
static int last_turn(const wz_game *g, wz_point *out, int max)
{
    int n = 0, player = WZ_NOBODY;
    for (int i = wz_game_history_length(g) - 1; i >= 0 && n < max; i--) {
        const wz_action *a = wz_game_history_at(g, i);
        if (a->kind == WZ_ACT_END && player == WZ_NOBODY)
            continue;
        if (a->kind != WZ_ACT_PLACE || (player != WZ_NOBODY && a->player != player))
            break;
        player = a->player;
        if (wz_game_at(g, a->pts[0]) > WZ_EMPTY)
            out[n++] = a->pts[0];
    }
    return n > 1 ? n : 0;
}

/* The corner points of the 4th lines and the centre, on odd boards of
 * 13 and more: the star points of renju and gomoku boards. */
static int star(const wz_game *g, int x, int y)
{
    int w = wz_game_width(g), h = wz_game_height(g);
    if (w != h || w % 2 == 0 || w < 13)
        return 0;
    if (x == w / 2 && y == h / 2)
        return 1;
    return (x == 3 || x == w - 4) && (y == 3 || y == h - 4);
}

static const char *grid_char(const wz_game *g, int x, int y)
{
    int w = wz_game_width(g), h = wz_game_height(g);
    int top = y == h - 1, bottom = y == 0, left = x == 0, right = x == w - 1;
    if (top)
        return left ? "┌" : right ? "┐" : "┬";
    if (bottom)
        return left ? "└" : right ? "┘" : "┴";
    if (left)
        return "├";
    if (right)
        return "┤";
    return star(g, x, y) ? "╋" : "┼";
}

/* The glyph of a point (one screen column) and its colour escape. */
static void glyph(const view *v, wz_point p, const char **text, const char **colour)
{
    const board_style *st = v->st;
    int c = wz_game_at(v->g, p);
    *colour = "";
    if (c == WZ_BLACK) {
        *text = st->unicode ? "●" : "X";
        *colour = FG_BLACK;
        return;
    }
    if (c == WZ_WHITE) {
        /* on a coloured board both are filled stones, told apart by colour */
        *text = st->unicode ? (st->colour ? "●" : "○") : "O";
        *colour = FG_WHITE;
        return;
    }
    for (int m = 0; m < v->nmarks; m++)
        if (same(v->marks[m], p)) {
            *text = st->unicode ? "◇" : "*";
            *colour = FG_BLUE;
            return;
        }
    if (v->black_to_place && wz_game_forbids(v->g, p) != WZ_LEGAL) {
        *text = st->unicode ? "×" : "!";
        *colour = FG_RED;
        return;
    }
    if (st->numbers) {
        *text = st->unicode ? "·" : ".";
        *colour = FG_GRID;
    } else {
        *text = st->unicode ? grid_char(v->g, p.x, p.y) : ".";
        *colour = FG_GRID;
    }
}

/* Write text in colour on the board's wood (when colours are on). */
static void paint(const view *v, line *l, int width, const char *colour, const char *text)
{
    if (v->st->colour && l && l->ink != colour) {
        char sgr[64];
        snprintf(sgr, sizeof sgr, "\033[0;%s;%sm", colour, v->wood);
        put(l, 0, sgr);
        l->ink = colour;
    }
    put(l, width, text);
}

/* How a board's coordinates are labelled: on both sides; or, for two
 * boards side by side in 80 columns, row numbers on the left only (two
 * wide) or none (the right board). */
enum labels { LABELS_BOTH, LABELS_LEFT, LABELS_NONE };

static void columns(const view *v, enum labels labels, canvas *c)
{
    line *l = new_line(c);
    char buf[8];
    put(l, labels == LABELS_BOTH ? 3 : labels == LABELS_LEFT ? 2 : 0,
        labels == LABELS_BOTH ? "   " : labels == LABELS_LEFT ? "  " : "");
    for (int x = 0; x < wz_game_width(v->g); x++) {
        snprintf(buf, sizeof buf, v->st->numbers ? "   %c" : " %c", 'a' + x);
        put(l, v->st->numbers ? 4 : 2, buf);
    }
}

/* One row in grid form: gaps between points carry the last-move brackets. */
static void grid_row(const view *v, line *l, int b, int y)
{
    const wz_game *g = v->g;
    int w = wz_game_width(g);
    for (int x = 0; x < w; x++) {
        wz_point p = {(int8_t)b, (int8_t)x, (int8_t)y};
        const char *gap = x == 0 ? " " : (v->st->unicode ? "─" : " "), *gap_colour = FG_GRID;
        if (is_last(v, b, x, y) && x > 0 && is_last(v, b, x - 1, y)) {
            gap = "|"; /* two marked stones side by side: [X|X] */
            gap_colour = FG_RED;
        } else if (is_last(v, b, x, y)) {
            gap = "[";
            gap_colour = FG_RED;
        } else if (x > 0 && is_last(v, b, x - 1, y)) {
            gap = "]";
            gap_colour = FG_RED;
        }
        const char *text, *colour;
        glyph(v, p, &text, &colour);
        paint(v, l, 1, gap_colour, gap);
        paint(v, l, 1, colour, text);
    }
    int end = is_last(v, b, w - 1, y);
    paint(v, l, 1, end ? FG_RED : FG_GRID, end ? "]" : " ");
}

/* One row with move numbers: four columns a point, numbers right-aligned
 * after the stone's glyph. */
static void number_row(const view *v, line *l, int b, int y)
{
    const wz_game *g = v->g;
    char buf[32];
    for (int x = 0; x < wz_game_width(g); x++) {
        wz_point p = {(int8_t)b, (int8_t)x, (int8_t)y};
        const char *text, *colour;
        glyph(v, p, &text, &colour);
        int n = wz_game_at(g, p) > WZ_EMPTY ? wz_game_stone_number(g, p) : 0;
        int digits = n ? snprintf(buf, sizeof buf, "%d", n) : 0;
        int pad = 3 - digits > 0 ? 3 - digits : 0;
        snprintf(buf, sizeof buf, "%*s", pad, "");
        paint(v, l, pad, FG_GRID, buf);
        paint(v, l, 1, colour, text);
        if (n) {
            snprintf(buf, sizeof buf, "%d", n);
            paint(v, l, digits, is_last(v, b, x, y) ? FG_RED : colour, buf);
        }
    }
    paint(v, l, 1, FG_GRID, " ");
}

static void draw_board(const view *v, int b, enum labels labels, canvas *c)
{
    char buf[16];
    columns(v, labels, c);
    for (int y = wz_game_height(v->g) - 1; y >= 0; y--) {
        line *l = new_line(c);
        if (labels != LABELS_NONE) {
            snprintf(buf, sizeof buf, labels == LABELS_BOTH ? "%2d " : "%2d", y + 1);
            put(l, labels == LABELS_BOTH ? 3 : 2, buf);
        }
        if (v->st->numbers)
            number_row(v, l, b, y);
        else
            grid_row(v, l, b, y);
        if (v->st->colour) {
            put(l, 0, RESET);
            l->ink = NULL;
        }
        if (labels == LABELS_BOTH) {
            snprintf(buf, sizeof buf, "%2d", y + 1);
            put(l, 2, buf);
        }
    }
    columns(v, labels, c);
}

static void emit(reply *out, const canvas *c)
{
    for (int i = 0; i < c->n; i++)
        reply_add(out, "%s\n", c->lines[i].text.text);
}

void board_render(const wz_game *g, const board_style *style, int width_limit, reply *out)
{
    view v;
    memset(&v, 0, sizeof v);
    v.g = g;
    v.st = style;
    out->painted |= style->colour; /* its colour sequences may reach the terminal */
    v.has_last = wz_game_last_stone(g, &v.last);
    if (style->turn)
        v.nturn = last_turn(g, v.turn, WZ_MAX_POINTS);
    v.nmarks = wz_game_marks(g, v.marks, WZ_MAX_POINTS);
    const char *term = getenv("TERM"), *colorterm = getenv("COLORTERM");
    v.wood = (colorterm && *colorterm) || (term && strstr(term, "256")) ? "48;5;180" : "43";
    wz_expect e;
    wz_game_expect(g, &e);
    v.black_to_place = e.player != WZ_NOBODY && e.colour == WZ_BLACK && (e.actions & (1u << WZ_ACT_PLACE));

    int nb = wz_game_boards(g);
    canvas boards[WZ_MAX_BOARDS];
    memset(boards, 0, sizeof boards);
    for (int b = 0; b < nb; b++)
        draw_board(&v, b, LABELS_BOTH, &boards[b]);
    int total = 0;
    for (int b = 0; b < nb; b++)
        total += (boards[b].n ? boards[b].lines[0].width : 0) + (b ? 4 : 0);
    int done = 0;
    if (nb == 2 && style->side && width_limit > 0 && total > width_limit && !style->numbers) {
        /* too wide: the compact pair, row numbers on the left only and
         * the boards a gap apart (80 columns for two 19x19 boards) */
        canvas narrow[2];
        memset(narrow, 0, sizeof narrow);
        draw_board(&v, 0, LABELS_LEFT, &narrow[0]);
        draw_board(&v, 1, LABELS_NONE, &narrow[1]);
        int w0 = 0, w1 = 0;
        for (int i = 0; i < narrow[0].n; i++)
            w0 = narrow[0].lines[i].width > w0 ? narrow[0].lines[i].width : w0;
        for (int i = 0; i < narrow[1].n; i++)
            w1 = narrow[1].lines[i].width > w1 ? narrow[1].lines[i].width : w1;
        if (w0 + w1 <= width_limit) {
            reply_add(out, "%-*s%s\n", w0, "  board 1", " board 2");
            for (int i = 0; i < narrow[0].n; i++)
                reply_add(out, "%s%*s%s\n", narrow[0].lines[i].text.text, w0 - narrow[0].lines[i].width, "",
                          i < narrow[1].n ? narrow[1].lines[i].text.text : "");
            done = 1;
        }
        for (int b = 0; b < 2; b++)
            free_canvas(&narrow[b]);
    }
    if (done) {
        /* drawn */
    } else if (nb > 1 && style->side && (width_limit <= 0 || total <= width_limit)) {
        /* side by side: each line of board 1, padded, then board 2's */
        int w0 = 0;
        for (int i = 0; i < boards[0].n; i++)
            if (boards[0].lines[i].width > w0)
                w0 = boards[0].lines[i].width;
        char head[64];
        snprintf(head, sizeof head, "   board 1");
        reply_add(out, "%-*s    board 2\n", w0, head);
        for (int i = 0; i < boards[0].n; i++) {
            const line *a = &boards[0].lines[i];
            reply_add(out, "%s%*s    ", a->text.text, w0 - a->width, "");
            for (int b = 1; b < nb; b++)
                reply_add(out, "%s", i < boards[b].n ? boards[b].lines[i].text.text : "");
            reply_add(out, "\n");
        }
    } else {
        for (int b = 0; b < nb; b++) {
            if (nb > 1)
                reply_add(out, "%sboard %d\n", b ? "\n" : "", b + 1);
            emit(out, &boards[b]);
        }
    }
    for (int b = 0; b < nb; b++)
        free_canvas(&boards[b]);

    board_status(g, out);
}

void board_status(const wz_game *g, reply *out)
{
    char res[WZ_REASON_MAX];
    wz_expect e;
    wz_game_expect(g, &e);
    if (e.player == WZ_NOBODY)
        reply_add(out, "%s", wz_result_format(g, res, sizeof res));
    else
        reply_add(out, "%s (%s) to act: %s", wz_player_name(e.player),
                  wz_colour_name(wz_game_colour_of(g, e.player)), e.text);
}

void board_draw(const wz_game *g, reply *out)
{
    board_style plain;
    memset(&plain, 0, sizeof plain);
    board_render(g, &plain, 0, out);
}

int board_style_word(board_style *st, const char *word)
{
    if (strcmp(word, "numbers") == 0)
        st->numbers = 1;
    else if (strcmp(word, "unicode") == 0)
        st->unicode = 1;
    else if (strcmp(word, "ascii") == 0)
        st->unicode = 0;
    else if (strcmp(word, "colour") == 0 || strcmp(word, "color") == 0)
        st->colour = 1;
    else if (strcmp(word, "plain") == 0)
        st->colour = 0;
    else if (strcmp(word, "side") == 0)
        st->side = 1;
    else if (strcmp(word, "stacked") == 0)
        st->side = 0;
    else
        return -1;
    return 0;
}

board_style board_terminal_style(void)
{
    board_style st;
    memset(&st, 0, sizeof st);
    const char *codeset = nl_langinfo(CODESET);
    const char *term = getenv("TERM"), *no_color = getenv("NO_COLOR");
    st.unicode = codeset && strcmp(codeset, "UTF-8") == 0;
    st.colour = isatty(STDOUT_FILENO) && !(no_color && *no_color) && term && *term &&
                strcmp(term, "dumb") != 0;
    st.side = 1;
    st.turn = 1;
    return st;
}
