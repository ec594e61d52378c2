/*
 * play.h - one game of a match between two players, each a wuzi AI plugin
 * with its settings (an external engine is the gomocup plugin).
 */
#ifndef MATCH_PLAY_H
#define MATCH_PLAY_H

#include <wuzi/wuzi.h>

#define PLAYER_MAX_KEYS 32

typedef struct player {
    char name[128];           /* for the score line */
    char spec[1024];          /* as given on the command line */
    const wz_plugin *ai;
    const char *keys[PLAYER_MAX_KEYS]; /* key=value settings */
    int nkeys;
    int user_seed;            /* the settings fix a seed already */
    char words[1024];         /* the spec cut into words, which keys point into */
    char engine_kv[1100], turn_kv[64];
} player;

/* An opening: actions played before the players take over. */
typedef struct opening {
    int line;                 /* in the openings file; 0 for none */
    int n;
    wz_action acts[WZ_MAX_SIZE * WZ_MAX_SIZE];
} opening;

/* What a game came to, from player A's side; sent from the process that
 * played it to the one keeping the score in a single write. */
typedef struct report {
    int index;
    int error;        /* the game could not be played (text says why) */
    int outcome;      /* 2 A won, 1 draw, 0 B won */
    int moves, over;  /* AI turns, and those over the time limit */
    long longest_ms;
    int a_black;      /* A held black at the end */
    char text[1024];  /* "black wins (five)", with a forfeit's reason */
} report;

typedef struct match_setup {
    const wz_variant *variant;
    const char *const *overrides;
    int noverrides;
    uint64_t seed;
    long time_limit_ms;       /* 0: none */
    const char *records;      /* folder for the records */
    int games;
    player players[2];        /* A, B */
} match_setup;

/* A settings block for p (the game's seed given to an AI that takes one
 * and was given none).  NULL with a reason. */
void *player_config(const player *p, uint64_t seed, long time_limit_ms, char *why,
                    size_t whylen);

/* Play game index from opening op (may be NULL), A as P1 when a_first;
 * save its record; fill r. */
void play_game(const match_setup *m, int index, const opening *op, int a_first, report *r);

/* The record file of game index. */
void record_path(const match_setup *m, int index, char *buf, size_t len);

#endif
