/*
 * elo.h - what a match score says: the Elo difference with its 95% error
 * bar, and the sequential probability ratio test that decides between two
 * hypotheses (elo0 against elo1) as games come in.
 *
 * The Elo model is the logistic one: a score share s means a difference
 * of -400 log10(1/s - 1).  The SPRT uses the usual normal approximation of
 * the log-likelihood ratio over win/draw/loss results.
 */
#ifndef MATCH_ELO_H
#define MATCH_ELO_H

typedef struct score {
    int wins, losses, draws; /* from the first player's side */
} score;

/* Games played. */
int score_games(const score *s);

/* The first player's share of the points, 0..1 (0.5 with no games). */
double score_share(const score *s);

/* Elo difference for a share (+-inf at 1 and 0). */
double elo_from_share(double share);

/* The Elo difference and half the width of its 95% confidence interval
 * (inf when the games cannot bound it). */
void elo_estimate(const score *s, double *elo, double *error95);

/* The log-likelihood ratio of elo1 against elo0 after the games so far
 * (0 while the results have no spread). */
double sprt_llr(const score *s, double elo0, double elo1);

/* Decision bounds for error rates alpha (accepting H1 wrongly) and beta
 * (accepting H0 wrongly): H0 at or below *lower, H1 at or above *upper. */
void sprt_bounds(double alpha, double beta, double *lower, double *upper);

#endif
