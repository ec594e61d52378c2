/*
 * position.h - what the gomocup plugin reads off a wuzi game for an
 * engine: the stones in the order they were played, and which Gomocup
 * rule the variant follows.
 */
#ifndef WUZI_GOMOCUP_POSITION_H
#define WUZI_GOMOCUP_POSITION_H

#include <wuzi/plugin.h>

#define MAX_STONES (WZ_MAX_SIZE * WZ_MAX_SIZE)

typedef struct stone {
    int8_t x, y;      /* wuzi's: y counts from the bottom */
    uint8_t colour;
} stone;

/* The stones of board 0 in the order they were placed, into out (room
 * for MAX_STONES): stones set up by hand first (black and white taking
 * turns), then in the order the history first names each point still
 * holding a stone.  Returns how many. */
int gomocup_stones_in_order(const wz_host *H, const wz_game *g, stone *out);

/* The Gomocup rule g's variant follows: 0 free-style, 1 exact five, 4
 * renju, 8 caro (0 on a board too small to tell). */
int gomocup_probe_rule(const wz_host *H, const wz_game *g);

#endif
