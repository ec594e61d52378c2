/*
 * report.h - what the AI said about the search behind a move, for the
 * MESSAGE line pbrain-wuzi sends before the move: depth, score (or the
 * forced win it found), principal variation, nodes and time, as other
 * brains report theirs to the manager's log and the user's screen.
 *
 * The reports come from the AI's "wuzi.ai.progress/1" extension, on the
 * worker thread, while choose runs; each is filed under the hub job that
 * made it, so a search the brain stopped waiting for can never speak for
 * the next move.
 */
#ifndef PBRAIN_REPORT_H
#define PBRAIN_REPORT_H

#include <stddef.h>
#include <wuzi/wuzi.h>

/* Start collecting ai's reports, when it offers the progress extension
 * (an AI without it only gets no MESSAGE lines).  Call once, before any
 * job is submitted. */
void report_watch(const wz_plugin *ai);

/* The text of a MESSAGE line (without "MESSAGE ") for hub job: "depth 9, score +42, pv h8 i9 j7 (81234 nodes, 947 ms,
 * 85k nps)".  1 with the text in buf, 0 when the job reported no completed
 * search (an immediate five, an opening choice, an AI that says nothing). */
int report_text(unsigned job, char *buf, size_t len);

/* The move of hub job's last completed search iteration, for when the job
 * missed its deadline: a move searched to *depth plies beats an unsearched
 * stand-in.  1 with *move and *depth, 0 when the job completed none. */
int report_best(unsigned job, wz_point *move, int *depth);

#endif
