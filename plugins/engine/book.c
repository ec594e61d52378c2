/* book.c - the opening book (see book.h). */
#include "book.h"

#define BOOK_SIDE 15
#define BOOK_MAX_STONES 8

/* A position by its moves from the first (black first), and the move to
 * play there; written in the engine's own names ("h8"). */
static const struct entry {
    const char *moves;
    const char *reply;
} book_renju[] = {
#include "book_renju.inc"
};

int book_size(void)
{
    return (int)(sizeof book_renju / sizeof book_renju[0]);
}

/* The point named at *text (after any spaces) into x, y; advances past
 * it.  0, or -1 when there is none. */
static int parse_name(const char **text, int *x, int *y)
{
    while (**text == ' ')
        (*text)++;
    return board_parse_name(*text, BOOK_SIDE, x, y, text);
}

/* Symmetry o (0..7) of (x, y) about the centre: o & 3 quarter turns,
 * after a mirror when o >= 4. */
static void transform(int o, int x, int y, int *ox, int *oy)
{
    int c = BOOK_SIDE / 2, dx = x - c, dy = y - c;
    if (o >= 4)
        dx = -dx;
    for (int r = 0; r < (o & 3); r++) {
        int t = dx;
        dx = -dy;
        dy = t;
    }
    *ox = dx + c;
    *oy = dy + c;
}

/* Whether b holds exactly the entry's stones under symmetry o (the stone
 * count having been checked), and the reply so transformed. */
static int matches(const board *b, const struct entry *e, int o, int *reply)
{
    const char *p = e->moves;
    int x, y, tx, ty;
    for (int i = 0; *p; i++) {
        if (parse_name(&p, &x, &y) != 0)
            return 0;
        transform(o, x, y, &tx, &ty);
        if (b->cell[board_pos(tx, ty)] != (i % 2 == 0 ? CELL_BLACK : CELL_WHITE))
            return 0;
        while (*p == ' ')
            p++;
    }
    p = e->reply;
    if (parse_name(&p, &x, &y) != 0)
        return 0;
    transform(o, x, y, &tx, &ty);
    *reply = board_pos(tx, ty);
    return 1;
}

static int stones_of(const char *moves)
{
    int n = 0;
    for (const char *p = moves; *p; p++)
        if (*p >= 'a' && *p <= 'z')
            n++;
    return n;
}

int book_move(const board *b, int colour)
{
    if (b->family != FAM_RENJU || b->width != BOOK_SIDE || b->height != BOOK_SIDE ||
        b->nstones > BOOK_MAX_STONES)
        return -1;
    if (colour != (b->nstones % 2 == 0 ? CELL_BLACK : CELL_WHITE))
        return -1;
    for (int i = 0; i < book_size(); i++) {
        const struct entry *e = &book_renju[i];
        if (stones_of(e->moves) != b->nstones)
            continue;
        for (int o = 0; o < 8; o++) {
            int reply;
            if (matches(b, e, o, &reply) && b->cell[reply] == CELL_EMPTY)
                return reply;
        }
    }
    return -1;
}
