/*
 * rules.h - what game the engine is playing: the rule family, found by
 * asking the variant's own judge (host->check) about a few positions on a
 * private copy of the game, and the board geometry.
 */
#ifndef ENGINE_RULES_H
#define ENGINE_RULES_H

#include <wuzi/plugin.h>

typedef struct rules {
    int family;    /* enum family */
    int boards;    /* 1, or 2 for the dual-board game */
    int width, height;
    /* the renju plugin's exact judge, when the family is renju and the
     * plugin is loaded; NULL otherwise */
    int (*judge)(const uint8_t *cells, int width, int height, int x, int y);
} rules;

/* Find the rules of g.  Returns 0, or -1 when no copy of the game could be
 * made (out of memory). */
int rules_detect(const wz_host *host, const wz_game *g, rules *out);

#endif
