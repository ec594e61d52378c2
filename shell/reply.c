/* reply.c - a growable text buffer for command replies. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session.h"

void reply_add(reply *r, const char *fmt, ...)
{
    va_list ap;
    for (;;) {
        size_t room = r->cap - r->len;
        va_start(ap, fmt);
        int n = vsnprintf(r->text ? r->text + r->len : NULL, r->text ? room : 0, fmt, ap);
        va_end(ap);
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

void reply_line(reply *r, const char *fmt, ...)
{
    char buf[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    reply_add(r, "%s%s", r->len ? "\n" : "", buf);
}

void reply_clear(reply *r)
{
    r->len = 0;
    if (r->text)
        r->text[0] = '\0';
}

void reply_free(reply *r)
{
    free(r->text);
    r->text = NULL;
    r->len = r->cap = 0;
}
