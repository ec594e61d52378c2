/* stats.c - Wilson intervals for counts and scores (see stats.h). */
#include <math.h>

#include "stats.h"

#define Z 1.959963984540054 /* the 97.5% point of the normal distribution */

/* Wilson's interval for a share p of a sample of n (n may be fractional). */
static interval wilson_share(double p, double n)
{
    interval r = {p, 0, 0};
    if (n <= 0)
        return r;
    double z2 = Z * Z, d = 1 + z2 / n;
    double centre = (p + z2 / (2 * n)) / d;
    double half = Z / d * sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    r.lo = centre - half < 0 ? 0 : centre - half;
    r.hi = centre + half > 1 ? 1 : centre + half;
    return r;
}

interval wilson(int k, int n)
{
    return wilson_share(n ? (double)k / n : 0, n);
}

interval score_interval(int wins, int draws, int losses)
{
    int n = wins + draws + losses;
    if (n == 0)
        return wilson_share(0.5, 0);
    double s = (wins + 0.5 * draws) / n;
    double var = (wins * (1 - s) * (1 - s) + draws * (0.5 - s) * (0.5 - s) + losses * s * s) / n;
    double binary = s * (1 - s);
    /* all draws (var 0 with s = 1/2) or no draws: plain Wilson */
    double eff = var > 0 && binary > 0 ? n * binary / var : n;
    return wilson_share(s, eff);
}
