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
}

int clock_expired(clock_ctl *c, uint64_t nodes)
{
    if (c->stopped)
        return 1;
    if ((c->max_nodes && nodes >= c->max_nodes) ||
        atomic_load(&stop_generation) != c->stop_gen ||
        (c->hard && clock_now() - c->start >= c->hard))
        c->stopped = 1;
    return c->stopped;
}

int64_t clock_elapsed_ms(const clock_ctl *c)
{
    return (clock_now() - c->start) / 1000000;
}

void clock_request_stop(void)
{
    atomic_fetch_add(&stop_generation, 1);
}
