/*
 * progress.h - one line on the terminal while games are played: games
 * done, the rate, the time left.  Written to stderr, and only when stderr
 * is a terminal, so a piped or scheduled run stays quiet.
 */
#ifndef MATCH_PROGRESS_H
#define MATCH_PROGRESS_H

typedef struct progress {
    int on;
    int total;
    long start_ms, shown_ms;
} progress;

/* Start counting towards total games; quiet makes it silent anyway. */
void progress_start(progress *p, int total, int quiet);

/* Show done games of the total (at most a few times a second unless
 * force); what names the game running now ("renju-rif"), may be NULL. */
void progress_show(progress *p, int done, const char *what, int force);

/* Clear the line. */
void progress_end(progress *p);

#endif
