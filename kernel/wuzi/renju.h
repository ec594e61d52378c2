/*
 * wuzi/renju.h - the renju plugin's forbidden-move judge, as an extension
 * other plugins (AIs above all) look up instead of copying it:
 *
 *     const wz_renju_judge *rj = host->extension(WZ_RENJU_JUDGE_ID);
 *     if (rj && rj->size >= sizeof *rj) ... rj->check(cells, w, h, x, y) ...
 *
 * NULL when the renju plugin is not loaded.  Boards are as the host's
 * cells(): width*height bytes, index y*width + x, 0 empty, 1 black,
 * 2 white.  Verdicts are enum wz_verdict values; black only (RIF 9.3
 * judged recursively with no depth cap).
 */
#ifndef WUZI_RENJU_H
#define WUZI_RENJU_H

#include <stdint.h>

#define WZ_RENJU_JUDGE_ID "wuzi.renju.forbidden/1"

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

#endif
