/*
 * balance_report.h - what wuzi-balance prints: the report of one run
 * (wins, draws and scores with their intervals, length, the breakdown by
 * the opening's choices, a verdict), the table of many runs sorted by
 * imbalance, and that table as an SVG chart.
 *
 * Everything is computed from the summaries alone (summary.h), so the
 * report of a run is the same whether it was played at once or in
 * shards, here or elsewhere.
 */
#ifndef MATCH_BALANCE_REPORT_H
#define MATCH_BALANCE_REPORT_H

#include <stdio.h>

#include "stats.h"
#include "summary.h"

/* Games of a run (or of the games that made one choice). */
typedef struct tally {
    int games, errors;
    int p1, p2, draws; /* wins by player */
    int black, white;  /* wins by colour */
    long stones;
    int shortest, longest;
} tally;

void tally_add(tally *t, const summary_game *g);

/* P1's score and black's, with their intervals. */
interval tally_p1_score(const tally *t);
interval tally_black_score(const tally *t);

/* Print the report of one run. */
void balance_report(FILE *out, const summary_run *run);

/* Print the table of n runs, the most balanced first (the runs are put
 * in that order). */
void balance_table(FILE *out, summary_run *runs, int n);

/* Write the table as an SVG chart of each run's P1 score with its
 * interval; runs in the table's order.  -1 with a reason. */
int balance_svg(const char *path, summary_run *runs, int n, char *why, size_t whylen);

#endif
