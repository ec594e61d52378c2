/*
 * book.h - opening moves the engine worked out beforehand, by searches far
 * longer than a game allows (bench/make-book.sh writes book_renju.inc).
 * Only the engine's own analysis goes in: no move is taken from another
 * engine or from games against one.
 */
#ifndef ENGINE_BOOK_H
#define ENGINE_BOOK_H

#include "board.h"

/* The book's move for colour on b, or -1 when the position is not in the
 * book.  Positions are matched under the eight symmetries of the board
 * (rotations and reflections about its centre), whose side is 15: the
 * book holds renju positions only, after the 26 openings. */
int book_move(const board *b, int colour);

/* How many positions the book holds (for the tests). */
int book_size(void);

#endif
