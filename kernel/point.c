/* point.c - the one place where points are read and written as text. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

int wz_point_parse(const char *text, int boards, int width, int height,
                   wz_point *out, char *why, size_t whylen)
{
    const char *s = text;
    int board = -1;

    if (isdigit((unsigned char)s[0]) && s[1] == ':') {
        board = s[0] - '1';
        s += 2;
        if (board < 0 || board >= boards) {
            if (boards == 1)
                wz_say(why, whylen, "%s: this game has one board (write h8 or 1:h8)", text);
            else
                wz_say(why, whylen, "%s: there is no board %c (boards are 1..%d)", text, text[0], boards);
            return -1;
        }
    } else if (boards > 1) {
        wz_say(why, whylen, "%s: this game has %d boards; write 1:%s or 2:%s", text, boards, text, text);
        return -1;
    } else {
        board = 0;
    }
    if (!isalpha((unsigned char)s[0]) || !isdigit((unsigned char)s[1])) {
        wz_say(why, whylen, "%s is not a point (write a column letter and a row number, like h8)", text);
        return -1;
    }
    int x = tolower((unsigned char)s[0]) - 'a';
    char *end;
    long y = strtol(s + 1, &end, 10);
    if (*end != '\0') {
        wz_say(why, whylen, "%s is not a point (write a column letter and a row number, like h8)", text);
        return -1;
    }
    if (x >= width || y < 1 || y > height) {
        wz_say(why, whylen, "%s is off the board (columns a..%c, rows 1..%d)", text, 'a' + width - 1, height);
        return -1;
    }
    out->board = (int8_t)board;
    out->x = (int8_t)x;
    out->y = (int8_t)(y - 1);
    return 0;
}

char *wz_point_format(wz_point p, int boards, char *buf)
{
    /* a point has a name only on some board (a wz_point is any three
     * bytes: an action built by a caller or read from a record): the
     * column a letter, the row and the board numbers that fit, else "?" */
    if (p.x < 0 || p.x >= WZ_MAX_SIZE || p.y < 0 || p.y >= 99 || (boards > 1 && (p.board < 0 || p.board > 8)))
        snprintf(buf, WZ_POINT_TEXT, "?");
    else if (boards > 1)
        snprintf(buf, WZ_POINT_TEXT, "%d:%c%d", p.board + 1, 'a' + p.x, p.y + 1);
    else
        snprintf(buf, WZ_POINT_TEXT, "%c%d", 'a' + p.x, p.y + 1);
    return buf;
}

int wz_point_compare(const void *a, const void *b)
{
    const wz_point *p = a, *q = b;
    if (p->board != q->board)
        return p->board - q->board;
    if (p->x != q->x)
        return p->x - q->x;
    return p->y - q->y;
}
