/*
 * stats.h - shares of games with their 95% intervals, for wuzi-balance.
 *
 * A count of k games out of n (P1's wins, the draws ...) gets Wilson's
 * score interval, which stays inside 0..100% and keeps its width at the
 * extremes, where the normal approximation collapses.  A score (wins and
 * half the draws) is not such a count: draws spread the points less than
 * wins and losses do.  Its interval is Wilson's with the sample size
 * scaled by that: n * s(1-s) / var, where var is the points' variance
 * (the two agree when there are no draws).
 */
#ifndef MATCH_STATS_H
#define MATCH_STATS_H

typedef struct interval {
    double share, lo, hi; /* 0..1 */
} interval;

/* k of n (share 0 and an empty interval at 0 when n is 0). */
interval wilson(int k, int n);

/* The score of a side with wins, draws and losses. */
interval score_interval(int wins, int draws, int losses);

#endif
