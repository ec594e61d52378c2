/*
 * brain.h - the Gomocup protocol state of pbrain-wuzi: the board the
 * manager described, the limits it set, the wuzi variant its rule maps
 * to, and the AI plugin that chooses the moves.
 */
#ifndef PBRAIN_BRAIN_H
#define PBRAIN_BRAIN_H

#include <wuzi/wuzi.h>

#include "position.h"

#define BRAIN_MAX_STONES (WZ_MAX_SIZE * WZ_MAX_SIZE)

typedef struct brain {
    wz_registry *registry;
    const wz_plugin *ai;
    void *ai_config;          /* the user's key=value settings applied */
    const char *time_key;     /* AI setting for thinking time; NULL once refused */
    const char *memory_key;   /* AI setting for INFO max_memory in MB; likewise */
    const char *left_key;     /* AI setting for the time left on the game clock
                               * (its WZ_AI_ROLE_LEFT_MS one); NULL: none */
    long user_memory_mb;      /* the user's own setting of memory_key; 0: none */
    const char *forced;       /* --variant ID: the rule bits are not used */
    const wz_variant *variant;
    int rule;
    int size;                 /* 0 until START */
    stone stones[BRAIN_MAX_STONES];
    int n;
    long timeout_turn, timeout_match, time_left;
    long max_memory;          /* bytes; 0: no limit */
    uint64_t seed;
    unsigned games;           /* STARTs so far, to vary the seed */
    int quit;                 /* END or the end of input: time to leave */
    int quiet;                /* --quiet: no MESSAGE line about each search */
    unsigned asked_job;       /* the hub job of the last brain_ask_ai */
} brain;

/* The wuzi variant id for a Gomocup rule number: 0 free-style, 1 exact
 * five, 4 (or Yixin's 2) renju, 8 or 9 caro. */
const char *brain_rule_variant(int rule);

/* Settle b->variant for b->rule (or --variant), falling back along
 * renju -> standard -> free-style when a variant is not installed; says
 * so with a MESSAGE line.  0, or -1 when no variant at all is found. */
int brain_pick_variant(brain *b);

/* Carry out one command line.  Returns 1 after END or when the input
 * ended in the middle of a command, else 0. */
int brain_command(brain *b, char *line);

/* Write one reply line and flush. */
void brain_say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Let the AI choose a move for the side to move in b->stones, within
 * span_ms of start: its answer; when it has none in time, the move of its
 * last completed search iteration, or a quick move when it completed none.
 * Returns 0 with *out, or -1 when a new command arrived meanwhile (the
 * request is dropped and the command waits in the input). */
int brain_think(brain *b, long start, long span_ms, wz_point *out);

/* When an answer must be ready for a request that came at start with
 * span_ms to think: a margin is kept for the quick move and the reply. */
long brain_deadline(long start, long span_ms);

/* The time to tell the AI it has when an answer is due in span_ms. */
long brain_hint(long span_ms);

/* Ask the AI for an action in g, telling it it has hint ms, waiting no
 * longer than deadline.  1 with a legal *out (past the deadline, the
 * placement its last completed search iteration reported, if any), 0 when
 * it has none in time (or cannot act), -1 when a new game command arrived meanwhile or it is
 * time to leave (b->quit set: END, or the end of input). */
int brain_ask_ai(brain *b, const wz_game *g, long deadline, long hint, wz_action *out);

/* The thinking time for the next move, from the INFO limits: the turn's,
 * and under a game clock a share of what is left of it.  An AI that takes
 * the time left (b->left_key) is told it and spreads it itself, so only a
 * fifth of it is the most one move may take; another gets the share a
 * move of the rest of the game comes to. */
long brain_budget(const brain *b);

/* The key of ai's setting with the given role (enum wz_ai_role), from its
 * "wuzi.ai.settings/1" extension, or NULL. */
const char *brain_role_key(const wz_plugin *ai, int role);

/* Apply "INFO key value"; unknown keys are ignored. */
void brain_info(brain *b, const char *args);

/* SWAP2BOARD with its n stones (0, 3 or 5): the reply line. */
int brain_swap2(brain *b, const stone *given, int n, char *reply, size_t len);

#endif
