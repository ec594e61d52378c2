/*
 * hub.h - the threads of pbrain-wuzi and where they meet.
 *
 * A reader thread turns standard input into a queue of lines, so a
 * command the manager sends while the brain thinks (END, INFO, a new
 * START) waits in order and is never lost.  A worker thread runs the AI
 * plugin's choose on a private copy of the game; the main thread hands it
 * jobs and waits for either its answer, a new line, or the deadline, and
 * never waits longer.  A job the main thread stopped waiting for runs to
 * its end and its answer is dropped: the worker only ever runs one choose
 * at a time, so a plugin is never entered twice at once.
 */
#ifndef PBRAIN_HUB_H
#define PBRAIN_HUB_H

#include <wuzi/wuzi.h>

/* Milliseconds on a monotonic clock. */
long hub_now_ms(void);

/* Start the reader thread on descriptor fd. */
void hub_start_reader(int fd);

/* The longest input line: a longer one arrives as HUB_TOO_LONG (a text
 * no manager can send: it holds a newline). */
#define HUB_LINE_MAX 65536
#define HUB_TOO_LONG "\n(too long)"
int hub_line_too_long(const char *line);

/* Scripted input instead of the reader thread (the fuzz target): queue
 * the lines of data and end the input; hub_reset empties the queue.  With
 * hub_hold_eof set, the end of input does not cut a search short. */
void hub_feed(const char *data, size_t len);
void hub_reset(void);
extern int hub_hold_eof;

/* The next input line (the caller frees it): 1, or 0 once input ended.
 * Blocks; the manager decides when to speak. */
int hub_next_line(char **line);

/* Drop the first queued line (the one hub_wait showed). */
void hub_drop_line(void);

/* Hand the worker a job: it owns g and config from now on and frees
 * them.  A job still waiting to start is replaced (and freed).  Returns
 * the job's number. */
unsigned hub_submit(const wz_plugin *ai, wz_game *g, void *config);

/* The job whose choose the worker is inside right now, or 0 (for the
 * AI's progress reports, which come from inside choose). */
unsigned hub_current_job(void);

/* Whether the worker is inside a choose right now. */
int hub_worker_busy(void);

enum hub_event { HUB_ANSWER, HUB_LINE, HUB_TIMEOUT, HUB_EOF };

/* Wait for job's answer, or deadline_ms, or (when watch_input) a queued
 * input line or the end of input, whichever comes first.  HUB_ANSWER
 * fills rc (choose's return), out and why; HUB_LINE shows the first
 * queued line in *line without taking it: hub_drop_line takes it, or the
 * caller stops watching to keep it for later. */
int hub_wait(unsigned job, long deadline_ms, int watch_input, int *rc,
             wz_action *out, char *why, size_t whylen, const char **line);

#endif
