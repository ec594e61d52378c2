/*
 * wuzi/renju.h - what is renju's, not every variant's: the verdicts of the
 * five-in-a-row family, and two extensions the renju plugin exports for
 * other plugins (AIs above all) to look up instead of copying:
 *
 *     const wz_renju_judge *rj = host->extension(WZ_RENJU_JUDGE_ID);
 *     if (rj && rj->size >= sizeof *rj) ... rj->check(cells, w, h, x, y) ...
 *
 * Each is NULL when the renju plugin is not loaded.  Structures only grow
 * at the end; check size before using a field.
 */
#ifndef WUZI_RENJU_H
#define WUZI_RENJU_H

#include <stdint.h>
#include <wuzi/plugin.h>

/* The five-in-a-row family's own verdicts (see enum wz_verdict): what a
 * black stone makes besides a five.  Fouls where the variant forbids
 * them (renju), mere facts where it does not (an overline in standard
 * gomoku neither wins nor loses). */
enum wz_renju_verdict {
    WZ_OVERLINE = WZ_VERDICT_OWN, /* six or more in a row */
    WZ_DOUBLE_FOUR,               /* two fours at once */
    WZ_DOUBLE_THREE               /* two open threes at once (RIF 9.3) */
};

/* ------------------------------------------------- the forbidden-move judge */

#define WZ_RENJU_JUDGE_ID "wuzi.renju.forbidden/1"

/* Boards are as the host's cells(): width*height bytes, index
 * y*width + x, 0 empty, 1 black, 2 white.  Black only (RIF 9.3 judged
 * recursively with no depth cap). */
typedef struct wz_renju_judge {
    uint32_t size; /* sizeof(wz_renju_judge) of the plugin: grows at the end */
    /* Verdict for black at the empty point (x, y): WZ_LEGAL, WZ_FIVE (an
     * exact five, a win whatever else it makes), WZ_OVERLINE,
     * WZ_DOUBLE_FOUR or WZ_DOUBLE_THREE; -1 for an occupied point, a point
     * off the board or a bad size. */
    int (*check)(const uint8_t *cells, int width, int height, int x, int y);
    /* Every point at once: out[i] as check() gives (0 for occupied
     * points).  Returns the number of forbidden points, or -1 on a bad
     * size. */
    int (*forbidden_map)(const uint8_t *cells, int width, int height,
                         uint8_t *out);
} wz_renju_judge;

/* ------------------------------------------------------ the 26 openings */

#define WZ_RENJU_OPENINGS_ID "wuzi.renju.openings/1"

/* Offsets are from the first black stone B1: dx to the right, dy upward.
 * The canonical orientation puts a direct opening's W2 at (0,1), an
 * indirect one's at (1,1) (the conventions of <wuzi/openings.h>, which a
 * front end linked with libwuzi reads directly). */
typedef struct wz_renju_openings {
    uint32_t size; /* sizeof(wz_renju_openings) of the plugin */
    /* How many: 26 (D1..D13, then I1..I13). */
    int count;
    /* Opening index (0..count-1): its code ("D1".."I13"), and W2 and B3
     * in the canonical orientation.  -1 when index is out of range; any
     * output pointer may be NULL. */
    int (*stones)(int index, const char **code, int *w2x, int *w2y,
                  int *b3x, int *b3y);
} wz_renju_openings;

#endif
