/* reply.c - a growable text buffer for command replies. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session.h"

void reply_vadd(reply *r, const char *fmt, va_list ap)
{
    for (;;) {
        size_t room = r->cap - r->len;
        va_list copy;
        va_copy(copy, ap);
        int n = vsnprintf(r->text ? r->text + r->len : NULL, r->text ? room : 0, fmt, copy);
        va_end(copy);
        if (n < 0)
            return;
        if (r->text && (size_t)n < room) {
            r->len += (size_t)n;
            return;
        }
        size_t cap = r->cap ? r->cap : 256;
        while (cap < r->len + (size_t)n + 1)
            cap *= 2;
        char *t = realloc(r->text, cap);
        if (!t)
            return;
        r->text = t;
        r->cap = cap;
    }
}

void reply_add(reply *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    reply_vadd(r, fmt, ap);
    va_end(ap);
}

void text_print(const char *text, FILE *f)
{
    wz_fputs_printable(text ? text : "", f, 0);
}

void reply_print(const reply *r, FILE *f)
{
    /* a board's colours are wuzi's own; nothing else may steer the terminal */
    wz_fputs_printable(r->text ? r->text : "", f, r->painted ? WZ_PRINT_COLOUR : 0);
}

void reply_line(reply *r, const char *fmt, ...)
{
    /* formatted apart first: the arguments may point into r */
    reply line = {0};
    va_list ap;
    va_start(ap, fmt);
    reply_vadd(&line, fmt, ap);
    va_end(ap);
    reply_add(r, "%s%s", r->len ? "\n" : "", line.text ? line.text : "");
    reply_free(&line);
}

void reply_clear(reply *r)
{
    r->len = 0;
    r->painted = 0;
    if (r->text)
        r->text[0] = '\0';
}

void reply_free(reply *r)
{
    free(r->text);
    r->text = NULL;
    r->len = r->cap = 0;
    r->painted = 0;
}
