/*
 * smp.h - Lazy SMP: helper threads search the same root alongside the
 * main one, sharing its transposition table and nothing else; what they
 * store steers the main search.  The main thread decides when to stop,
 * and plays a helper's move only when the helper completed a deeper
 * iteration that scores better.  With one thread nothing here runs, so a
 * search under a node or depth limit repeats exactly.
 */
#ifndef ENGINE_SMP_H
#define ENGINE_SMP_H

#include <stdint.h>

#include "search.h"

/* Start s->lim.threads - 1 helpers over copies of s and rt (none when
 * threads <= 1 or they cannot be made). */
void smp_start(search *s, const root *rt);
/* Tell the helpers to stop and wait for them; *deepest gets the deepest
 * iteration a helper completed (the best score among equals), or move -1
 * and depth 0 when none did. */
void smp_stop(search *s, search_report *deepest);
/* Nodes the helpers have searched so far (0 without helpers). */
uint64_t smp_helper_nodes(const struct smp *p);
/* Whether the helpers have been told to stop. */
int smp_stopping(const struct smp *p);

#define SMP_MAX_THREADS 64

#endif
