/*
 * choices.h - the choices a game's opening made, named from what the game
 * itself said, with no knowledge of any one variant.
 *
 * A choice is a key and a value.  While the opening runs, every moment at
 * which the game allowed more than one kind of action (swap or stay; swap,
 * stay or play on; swap, stay or offer fifth moves; play or reject ...)
 * is a decision point: its key names the moment and the kinds allowed
 * ("after 3 stones: swap|stay|play"), its value the kind taken ("swap").
 * A declaration from a range is one too ("after 3 stones: declare 1-12" =
 * "declare 6").  When the opening has run and its first three stones (black,
 * white, black) are one of the 26 renju openings, or of the 52, the key
 * "opening" holds its code ("D4").
 *
 * The same moment of two games of a variant gets the same key, so games
 * can be counted by the value taken there.
 */
#ifndef MATCH_CHOICES_H
#define MATCH_CHOICES_H

#include <wuzi/wuzi.h>

#define CHOICES_MAX 1024

typedef struct choices {
    int opening_seen; /* the game had an opening protocol */
    int opening_done; /* and it has run */
    char opening[8];  /* the code of its first three stones, or "" */
    /* "key=value" pairs separated by ';' in the order made, the opening
     * first; keys and values hold none of "=;\t\n" */
    char text[CHOICES_MAX];
} choices;

/* Before a is carried out in g (e being what g expects now): note it if
 * it answers a decision point of the opening. */
void choices_note(choices *c, const wz_game *g, const wz_expect *e, const wz_action *a);

/* After each action carried out: the moment the opening has run, note
 * which of the 26 (or 52) openings its first three stones make. */
void choices_after(choices *c, const wz_game *g);

/* After the game: the opening's code goes first. */
void choices_finish(choices *c);

/* The stones on g's boards. */
int stones_on_boards(const wz_game *g);

/* The number at the start of a key ("after 3 stones: ..." gives 3; the
 * opening comes before all, -1), to order keys by when they were made. */
int choices_key_order(const char *key);

#endif
