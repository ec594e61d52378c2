/*
 * naive_forbid.h - a deliberately naive renju forbidden-move judge, written
 * straight from the definitions in shared/rules/renju.md.  It exists only to
 * cross-check plugins/renju/forbid.c and shares no code with it.
 *
 * Same board layout and verdict values as forbid.h: cells[y*width + x],
 * 0 empty, 1 black, 2 white; 5 <= width, height <= 26.
 */
#ifndef WUZI_TESTS_NAIVE_FORBID_H
#define WUZI_TESTS_NAIVE_FORBID_H

#include <stdint.h>

#include "forbid.h"

/* Verdict for black on empty (x, y); RJ_INVALID for an occupied or
 * off-board point or a bad size, like rj_check(). */
enum rj_verdict naive_check(const uint8_t *cells, int width, int height,
                            int x, int y);

/* out[i] = verdict of every empty point, 0 for occupied ones; returns the
 * number of forbidden points, like rj_forbidden_map(). */
int naive_forbidden_map(const uint8_t *cells, int width, int height,
                        uint8_t *out);

#endif
