/*
 * games_text.h - the words of the games files the tuning tools read and
 * write (bench/tune_eval, bench/tune_order, bench/gauntlet.sh's games.txt):
 * a game a line, its result, then its moves on a 15x15 board ("h8", or
 * "h8:35" with the mover's search score); and the C tables they write.
 */
#ifndef WUZI_BENCH_GAMES_TEXT_H
#define WUZI_BENCH_GAMES_TEXT_H

#include <stddef.h>
#include <stdio.h>

#define GAMES_SIZE 15 /* the board the files are played on */

/* The engine's family (FAM_*) named by `name` (freestyle, standard, caro,
 * renju); an unknown name ends the program with a line naming `tool`. */
int games_family(const char *name, const char *tool);

/* The board position of a move word ("h8", a score after it ignored), or
 * -1 when the word is no point of the board. */
int games_point(const char *word);

/* Opens path for a learnt C table and writes its header line (which tool,
 * from how many positions, not to be edited); NULL, with the reason on
 * stderr, when it cannot be written. */
FILE *games_inc_open(const char *path, const char *tool, size_t positions);

/* An array of `size`-byte items, *cap of them, grown (doubling from
 * `first`) until it holds `need`; out of memory ends the program with a
 * line naming `tool`. */
void *games_grow(void *array, size_t *cap, size_t need, size_t size, size_t first,
                 const char *tool);

#endif
