/*
 * runner.h - games played in processes of their own, several at once.
 *
 * Each game runs in a child process in its own process group, so a
 * player that crashes or hangs takes no other game with it: a game that
 * outlives its time is killed whole, engines included.  The child sends
 * its report back through a pipe; the parent keeps the score.
 */
#ifndef MATCH_RUNNER_H
#define MATCH_RUNNER_H

#include "play.h"

typedef struct runner {
    int count;          /* games 0..count-1, started in that order */
    int jobs;           /* games played at once */
    long max_game_s;    /* a game still running after this is killed */
    /* In the game's process: play game i and fill r. */
    void (*play)(void *user, int i, report *r);
    /* Here, as each game ends, in the order they end: its report (an error
     * when the process died or was killed).  Return nonzero to start no
     * more games; those still running are then killed and not reported. */
    int (*done)(void *user, int i, const report *r);
    /* May be NULL: called after each game and about once a second. */
    void (*tick)(void *user);
    void *user;
} runner;

/* Play the games.  0 when all were played (or done asked to stop); 130
 * after SIGINT or SIGTERM, when the games running were killed; -1 with
 * errno when a game could not be started. */
int runner_run(const runner *rn);

#endif
