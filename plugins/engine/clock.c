/* clock.c - time control (see clock.h). */
#include <stdatomic.h>
#include <time.h>

#include "clock.h"

/* Stop requests bump a generation: a search stops when the generation
 * differs from the one it began with, so a request never needs clearing
 * and one made between two searches stops neither. */
static atomic_uint stop_generation;

int64_t clock_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

void clock_start(clock_ctl *c, int64_t soft_ms, int64_t hard_ms, uint64_t max_nodes)
{
    c->start = clock_now();
    c->soft = soft_ms * 1000000;
    c->hard = hard_ms * 1000000;
    c->max_nodes = max_nodes;
    c->stop_gen = atomic_load(&stop_generation);
    c->stopped = 0;
    c->armed = 1;
    c->halt = NULL;
    c->last = 0;
    c->worst_gap = 0;
    c->banks_time = 0;
}

int64_t clock_iteration_budget(const clock_ctl *c, const iteration_news *n)
{
    if (!c->soft)
        return 0;
    int pct = 100;
    pct += n->best_changes * 25 > 75 ? 75 : n->best_changes * 25;
    if (n->fall > 30)
        pct += n->fall > 150 ? 40 : 20;
    if (n->stable >= 6 && c->banks_time)
        pct -= 15;
    if (n->root_moves == 1)
        pct = 10;
    return c->soft * pct / 100;
}

int clock_expired(clock_ctl *c, uint64_t nodes)
{
    if (c->stopped)
        return 1;
    if ((c->max_nodes && c->armed && nodes >= c->max_nodes) ||
        (c->halt && __atomic_load_n(c->halt, __ATOMIC_RELAXED)) ||
        atomic_load(&stop_generation) != c->stop_gen)
        c->stopped = 1;
    if (c->hard) {
        int64_t t = clock_now() - c->start;
        if (t - c->last > c->worst_gap)
            c->worst_gap = t - c->last;
        c->last = t;
        /* a busy machine may keep us waiting as long again before the
         * answer is out: stop that much earlier */
        if (t + 2 * c->worst_gap >= c->hard)
            c->stopped = 1;
    }
    return c->stopped;
}

int64_t clock_elapsed_ms(const clock_ctl *c)
{
    return (clock_now() - c->start) / 1000000;
}

/* in microseconds, so that the decay keeps some precision */
static atomic_llong jitter_us;

void clock_note(const clock_ctl *c)
{
    long long gap = c->worst_gap / 1000, was = atomic_load(&jitter_us);
    long long now = was - was / 8;
    if (gap > now)
        now = gap;
    atomic_store(&jitter_us, now);
}

int64_t clock_jitter_ms(void)
{
    return (atomic_load(&jitter_us) + 999) / 1000;
}

int clock_stop_requested(const clock_ctl *c)
{
    return atomic_load(&stop_generation) != c->stop_gen;
}

void clock_request_stop(void)
{
    atomic_fetch_add(&stop_generation, 1);
}
