/* progress.c - the progress line (see progress.h). */
#include <stdio.h>
#include <time.h>
#include <unistd.h>

#include "progress.h"

static long now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

void progress_start(progress *p, int total, int quiet)
{
    p->on = !quiet && isatty(STDERR_FILENO);
    p->total = total;
    p->start_ms = now_ms();
    p->shown_ms = p->start_ms - 1000; /* the first game shows at once */
}

static void duration(char *buf, size_t len, double s)
{
    long t = (long)(s + 0.5);
    if (t >= 3600)
        snprintf(buf, len, "%ldh%02ldm", t / 3600, t / 60 % 60);
    else if (t >= 60)
        snprintf(buf, len, "%ldm%02lds", t / 60, t % 60);
    else
        snprintf(buf, len, "%lds", t);
}

void progress_show(progress *p, int done, const char *what, int force)
{
    long now = now_ms();
    if (!p->on || (!force && now - p->shown_ms < 250))
        return;
    p->shown_ms = now;
    double s = (now - p->start_ms) / 1000.0;
    char eta[32] = "?", spent[32];
    duration(spent, sizeof spent, s);
    if (done > 0 && s > 0)
        duration(eta, sizeof eta, (p->total - done) * s / done);
    fprintf(stderr, "\r%s%s%d/%d games, %.2f games/s, %s spent, %s left\033[K", what ? what : "",
            what ? ": " : "", done, p->total, s > 0 ? done / s : 0.0, spent, eta);
    fflush(stderr);
}

void progress_end(progress *p)
{
    if (!p->on)
        return;
    fprintf(stderr, "\r\033[K");
    fflush(stderr);
}
