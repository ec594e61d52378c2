/* elo.c - Elo difference, error bar and SPRT of a match score (elo.h). */
#include <math.h>

#include "elo.h"

int score_games(const score *s)
{
    return s->wins + s->losses + s->draws;
}

double score_share(const score *s)
{
    int n = score_games(s);
    return n ? (s->wins + 0.5 * s->draws) / n : 0.5;
}

double elo_from_share(double share)
{
    if (share <= 0)
        return -INFINITY;
    if (share >= 1)
        return INFINITY;
    return -400.0 * log10(1.0 / share - 1.0);
}

/* Variance of one game's points around the mean share. */
static double variance(const score *s, double share)
{
    int n = score_games(s);
    if (!n)
        return 0;
    return (s->wins * (1 - share) * (1 - share) + s->draws * (0.5 - share) * (0.5 - share) +
            s->losses * share * share) / n;
}

void elo_estimate(const score *s, double *elo, double *error95)
{
    int n = score_games(s);
    double share = score_share(s);
    *elo = elo_from_share(share);
    double var = variance(s, share);
    if (n < 2 || var <= 0) {
        *error95 = INFINITY;
        return;
    }
    double margin = 1.959963984540054 * sqrt(var / n);
    double lo = elo_from_share(share - margin), hi = elo_from_share(share + margin);
    *error95 = (hi - lo) / 2;
}

static double share_from_elo(double elo)
{
    return 1.0 / (1.0 + pow(10.0, -elo / 400.0));
}

double sprt_llr(const score *s, double elo0, double elo1)
{
    int n = score_games(s);
    double share = score_share(s), var = variance(s, share);
    if (!n || var <= 0)
        return 0;
    double s0 = share_from_elo(elo0), s1 = share_from_elo(elo1);
    return n * (s1 - s0) * (2 * share - s0 - s1) / (2 * var);
}

void sprt_bounds(double alpha, double beta, double *lower, double *upper)
{
    *lower = log(beta / (1 - alpha));
    *upper = log((1 - beta) / alpha);
}
