/* report.c - the search behind a move, as a MESSAGE line (see report.h). */
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <wuzi/ai.h>

#include "hub.h"
#include "report.h"

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;

/* The last completed iteration of the job that made it, and how far the
 * search had got by its last report (a tick after the iteration). */
static struct {
    unsigned job;
    int have;
    wz_ai_analysis done;
    uint64_t nodes;
    int64_t ms;
} last;

static void on_report(void *user, const wz_ai_report *r)
{
    (void)user;
    if (r->size < offsetof(wz_ai_report, now) + sizeof r->now)
        return;
    unsigned job = hub_current_job();
    pthread_mutex_lock(&mu);
    if (last.job != job) {
        memset(&last, 0, sizeof last);
        last.job = job;
    }
    if (r->event == WZ_AI_ITERATION && r->now.found && r->now.depth > 0) {
        last.done = r->now;
        last.have = 1;
    }
    last.nodes = r->now.nodes;
    last.ms = r->now.ms;
    pthread_mutex_unlock(&mu);
}

void report_watch(const wz_plugin *ai)
{
    const wz_ai_progress *p = ai && ai->extension ? ai->extension(WZ_AI_PROGRESS_ID) : NULL;
    if (p && p->size >= sizeof *p && p->watch)
        p->watch(on_report, NULL);
}

int report_best(unsigned job, wz_point *move, int *depth)
{
    pthread_mutex_lock(&mu);
    int have = last.job == job && job != 0 && last.have && last.done.found;
    if (have) {
        *move = last.done.move;
        *depth = last.done.depth;
    }
    pthread_mutex_unlock(&mu);
    return have;
}

/* Append to buf (of len bytes, *n used) what fits. */
static void add(char *buf, size_t len, size_t *n, const char *fmt, ...)
{
    if (*n + 1 >= len)
        return;
    va_list ap;
    va_start(ap, fmt);
    int w = vsnprintf(buf + *n, len - *n, fmt, ap);
    va_end(ap);
    if (w > 0)
        *n = *n + (size_t)w < len ? *n + (size_t)w : len - 1;
}

int report_text(unsigned job, char *buf, size_t len)
{
    pthread_mutex_lock(&mu);
    int have = last.job == job && job != 0 && last.have;
    wz_ai_analysis a = last.done;
    uint64_t nodes = last.nodes;
    int64_t ms = last.ms;
    pthread_mutex_unlock(&mu);
    if (!have || len == 0)
        return 0;
    size_t n = 0;
    char pt[WZ_POINT_TEXT];
    buf[0] = '\0';
    add(buf, len, &n, "depth %d, ", a.depth);
    if (a.win_in > 0)
        add(buf, len, &n, "win in %d", a.win_in);
    else if (a.win_in < 0)
        add(buf, len, &n, "loss in %d", -a.win_in);
    else
        add(buf, len, &n, "score %+d", a.score);
    if (a.how && a.how[0] && strcmp(a.how, "search") != 0)
        add(buf, len, &n, " (%s)", a.how);
    if (a.nline > 0) {
        add(buf, len, &n, ", pv");
        for (int i = 0; i < a.nline && i < WZ_AI_MAX_LINE; i++)
            add(buf, len, &n, " %s", a.line[i].board < 0 ? "any" : wz_point_format(a.line[i], 1, pt));
    }
    add(buf, len, &n, " (%llu nodes, %lld ms", (unsigned long long)nodes, (long long)ms);
    if (ms > 0 && nodes > 0)
        add(buf, len, &n, ", %lluk nps", (unsigned long long)(nodes * 1000 / (uint64_t)ms / 1000));
    add(buf, len, &n, ")");
    return 1;
}
