/*
 * summary.h - the summary file of a run of games (wuzi-match --out,
 * wuzi-balance --out), from which --merge prints the report.
 *
 * A run is a variant, its settings, the players, the seed and the number
 * of games; game i always plays the same way whoever plays it, so a run
 * can be cut into shards (--shard K/N) played anywhere and merged back.
 * The file is text, one section per run:
 *
 *   wuzi-summary 1                      the section starts
 *   tool<TAB>wuzi-balance               header: key<TAB>value, in order;
 *   variant<TAB>renju                   every shard of a run has the same
 *   ...                                 header (shard aside)
 *   shard<TAB>2/4                       only in a shard's file
 *   game<TAB>index=17<TAB>winner=P1<TAB>...   one line per game played
 *
 * Game lines are written as games end, in any order; a section may be
 * repeated (a header again, more game lines).  Game fields are key=value
 * (values hold no tab): index (from 1), error (the reason) or winner
 * (P1, P2, draw), colour (of the winner, or "-"), stones, turns, outcome
 * and a_black (wuzi-match: from A's side), over and longest (timed runs),
 * choices (choices.h), text (the result in words), actions (the game).
 */
#ifndef MATCH_SUMMARY_H
#define MATCH_SUMMARY_H

#include <stdio.h>

#include "play.h"

/* What --merge keeps of a game (its actions are not kept). */
typedef struct summary_game {
    int index;      /* from 0 */
    int error;
    int winner;     /* WZ_P1, WZ_P2, WZ_NOBODY */
    int colour;     /* of the winner: WZ_BLACK, WZ_WHITE, WZ_EMPTY */
    int stones, turns, over;
    long longest_ms;
    int outcome, a_black;
    char *choices;  /* "" when none */
    int file;       /* which file it came from, for messages */
} summary_game;

typedef struct summary_run {
    char *header;   /* "key\tvalue\n" lines, shard left out */
    int games;      /* of the whole run */
    int file;       /* the first file it was found in */
    summary_game *list;
    int n, cap;
} summary_run;

typedef struct summary_set {
    summary_run *runs;
    int nruns;
    const char **files; /* as given to summary_read */
    int nfiles;
    const char *prog;   /* names the warnings written to stderr */
} summary_set;

/* ------------------------------------------------------------- writing */

/* A header under construction. */
typedef struct summary_header {
    char text[16384];
    size_t len;
} summary_header;

/* Open path to write a summary to.  "-" is standard output, and then
 * everything else the program prints there is dropped (the summary is
 * the output, as a shard over ssh wants).  NULL with a reason. */
FILE *summary_create(const char *path, char *why, size_t whylen);

/* Open path to add to a summary written before: a last line cut short
 * is cut off first, so that what follows starts a line.  NULL with a
 * reason. */
FILE *summary_append(const char *path, char *why, size_t whylen);

/* Add "key<TAB>value" (tabs and newlines in value become spaces). */
void summary_header_add(summary_header *h, const char *key, const char *value);

/* Write a section's start: the header, and the shard when n > 1. */
void summary_begin(FILE *f, const summary_header *h, int shard_k, int shard_n);

/* Write r's game line (over and longest only when timed), flushed. */
void summary_game_line(FILE *f, const report *r, int timed);

/* ------------------------------------------------------------- reading */

/* Read path (kept, not copied) into s: its sections join the runs of the
 * same header.  -1 with "FILE:LINE: reason".  A last line cut short (a
 * run killed while writing it) is left out with a warning. */
int summary_read(summary_set *s, const char *path, char *why, size_t whylen);

/* Once every file is read: sort each run's games by index.  -1 with a
 * reason when a game is there twice ("game 17 is in a.sum and b.sum"). */
int summary_finish(summary_set *s, char *why, size_t whylen);

/* A header value of run ("" when absent). */
const char *summary_value(const summary_run *run, const char *key, char *buf, size_t len);

void summary_free(summary_set *s);

/* ------------------------------------------------------------- shards */

/* Parse "K/N" (1 <= K <= N).  -1 when it is not that. */
int shard_parse(const char *text, int *k, int *n);

/* The games of shard k of n in a run of games: [*first, *end). */
void shard_range(int games, int k, int n, int *first, int *end);

#endif
