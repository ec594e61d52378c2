/*
 * vcf_check.h - an independent judge of forced wins by fours, written
 * without the engine's code: plain arrays, runs counted stone by stone.
 * The engine's tests and its benchmark use it to verify the solver's
 * answers: every line it gives must replay in the kernel as a forced win,
 * and "none" must agree with an exhaustive search.
 */
#ifndef TESTS_ENGINE_VCF_CHECK_H
#define TESTS_ENGINE_VCF_CHECK_H

#include <wuzi/wuzi.h>

/* One puzzle of tests/engine/vcf-puzzles.txt. */
typedef struct puzzle {
    char id[16];
    char variant[40];
    int nblack, nwhite;
    wz_point black[64], white[64];
    int to_move;     /* WZ_BLACK or WZ_WHITE */
    int has_win;     /* expected: 1 a VCF exists, 0 none */
    char note[160];
} puzzle;

/* Parse one line of the file (not a comment); 0, or -1 if malformed. */
int puzzle_parse(const char *line, puzzle *out);

/* Read every puzzle of the file; returns how many (at most max), or -1
 * with a message on stderr for a malformed line. */
int puzzles_read(const char *path, puzzle *out, int max);

/* A new game of the puzzle's variant with its position, the side to move
 * as the puzzle says.  NULL with a reason on stderr. */
wz_game *puzzle_game(const wz_registry *r, const puzzle *p);

/* Check that line (attacker first, defender moves between; a point with
 * board -1 where the defender has no legal block) is a win by continuous
 * fours for the side to move in g: every attacker move leaves a five to
 * complete, every defender move is the one block (or, renju, the block is
 * forbidden), and the last move wins the game.  Replays on a copy of g in
 * the kernel.  1 when it is, 0 with the reason in why. */
int vcf_line_ok(const wz_game *g, const wz_point *line, int n, char *why, size_t whylen);

/* Exhaustive search for a VCF of the side to move in a free-style game g
 * (five or more wins), at most depth attacker moves and max_nodes nodes.
 * 1 found, 0 none, -1 when the node budget ran out. */
int vcf_exists_freestyle(const wz_game *g, int depth, long max_nodes);

#endif
