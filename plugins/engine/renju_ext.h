/*
 * renju_ext.h - the renju plugin's forbidden-move judge as the engine
 * looks it up with host->extension(WZ_RENJU_JUDGE_ID).  This mirrors the
 * renju room's <wuzi/renju.h> field for field (size first, then check and
 * forbidden_map); include that header instead once it is installed
 * everywhere the engine is built.
 */
#ifndef ENGINE_RENJU_EXT_H
#define ENGINE_RENJU_EXT_H

#include <stdint.h>

#ifndef WZ_RENJU_JUDGE_ID
#define WZ_RENJU_JUDGE_ID "wuzi.renju.forbidden/1"

typedef struct wz_renju_judge {
    uint32_t size;
    /* enum wz_verdict for black at the empty (x, y); -1 if not empty */
    int (*check)(const uint8_t *cells, int width, int height, int x, int y);
    int (*forbidden_map)(const uint8_t *cells, int width, int height, uint8_t *out);
} wz_renju_judge;
#endif

#endif
