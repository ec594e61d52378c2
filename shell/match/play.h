/*
 * play.h - one game of a match between two players, each a wuzi AI plugin
 * with its settings (an external engine is the gomocup plugin).
 */
#ifndef MATCH_PLAY_H
#define MATCH_PLAY_H

#include <wuzi/wuzi.h>

#include "choices.h"

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
    char added[4][128];       /* settings added by the program */
    int nadded;
} player;

/* An opening: actions played before the players take over. */
typedef struct opening {
    int line;                 /* in the openings file; 0 for none */
    int n;
    wz_action acts[WZ_MAX_SIZE * WZ_MAX_SIZE];
} opening;

/* What a game came to; sent from the process that played it to the one
 * keeping the score in a single write. */
typedef struct report {
    int index;
    int error;        /* the game could not be played (text says why) */
    int outcome;      /* from player A's side: 2 A won, 1 draw, 0 B won */
    int moves, over;  /* AI turns, and those over the time limit */
    long longest_ms;
    int a_black;      /* A held black at the end */
    int winner;       /* WZ_P1, WZ_P2, or WZ_NOBODY for a draw */
    int winner_colour; /* WZ_BLACK, WZ_WHITE, or WZ_EMPTY for a draw */
    int stones;       /* on the boards at the end */
    char text[1024];  /* "black wins (five)", with a forfeit's reason */
    char choices[CHOICES_MAX]; /* the opening's choices (choices.h) */
    /* The actions from the start, as the openings file writes them, with
     * an argument after ':' ("h8 h9 j10 declare:3 swap offer:e5,k11");
     * "..." at the end when it did not fit. */
    char actions[16384];
} report;

typedef struct match_setup {
    const wz_variant *variant;
    const char *const *overrides;
    int noverrides;
    uint64_t seed;
    long time_limit_ms;       /* 0: none */
    const char *records;      /* folder for the records; NULL: none */
    int games;
    int self_play;            /* player A, one settings block, plays both sides */
    const char *tool;         /* names the records (NULL: wuzi-match) */
    /* Vary the players' node limit move by move: each move gets nodes=
     * drawn from jitter_nodes +- jitter_pct% by the game's seed and the
     * move's number (0: never).  A deterministic engine plays one game
     * per variant otherwise; this keeps games apart, and repeatable. */
    long jitter_nodes;
    int jitter_pct;
    player players[2];        /* A, B */
} match_setup;

/* Parse a player, "PLUGIN k=v ..." or "engine:PATH k=v ..." (an external
 * Gomocup engine, with timeout_turn=time_ms when time_ms > 0), and try
 * its settings once.  -1 with a reason. */
int player_parse(wz_registry *reg, const char *spec, player *p, long time_ms, char *why,
                 size_t whylen);

/* A number from lo to hi written in text; *end at its end, or at text
 * when it is out of range (refused, never wrapped or clamped). */
long whole_number(char *text, long lo, long hi, char **end);

/* The last of p's settings for key ("nodes=1000"), or NULL. */
const char *player_key(const player *p, const char *key);

/* What limits p's thinking, into limit: "nodes", "depth" or "none" when
 * the same seed gives the same games, else why not ("a time limit
 * (time=500)", "the AI's default time limit", "an external engine keeps
 * its own clock").  A player with a node or depth limit, no time setting
 * and an AI that keeps a clock gets time=86400000, a day a move, so that
 * only the limit ends a search: the engine's default time would cut it
 * short on a slow or busy machine. */
void player_settle_limit(player *p, char *limit, size_t len);

/* Add a "key=value" setting to p (kept in p); -1 when p is full. */
int player_add_key(player *p, const char *kv);

/* A settings block for p (the game's seed given to an AI that takes one
 * and was given none).  NULL with a reason. */
void *player_config(const player *p, uint64_t seed, long time_limit_ms, char *why,
                    size_t whylen);

/* The node limit of move turn of the game of seed under m's jitter. */
long jitter_nodes(const match_setup *m, uint64_t seed, long turn);

/* Play game index from opening op (may be NULL), A as P1 when a_first;
 * save its record; fill r. */
void play_game(const match_setup *m, int index, const opening *op, int a_first, report *r);

/* The record file of game index. */
void record_path(const match_setup *m, int index, char *buf, size_t len);

#endif
