/* clock.h - the one clock every benchmark reads: monotonic wall time in
 * seconds.  Figures are wall time on a shared machine; compare them as
 * ratios taken in one run, not across machines. */
#ifndef WUZI_BENCH_CLOCK_H
#define WUZI_BENCH_CLOCK_H

#include <time.h>

static inline double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

#endif
