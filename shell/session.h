/* session.h - one shell session: the registry, the current game, the AI
 * seats, and the command table that batch, interactive and regression
 * modes all go through. */
#ifndef WUZI_SESSION_H
#define WUZI_SESSION_H

#include <stddef.h>
#include <wuzi/wuzi.h>

/* A reply being built: text, and whether the command succeeded. */
typedef struct reply {
    char *text;
    size_t len, cap;
} reply;

void reply_add(reply *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void reply_clear(reply *r);
void reply_free(reply *r);

/* An AI sitting at one colour. */
typedef struct seat {
    const wz_plugin *ai; /* NULL: a person plays this colour */
    void *config;
} seat;

typedef struct session {
    wz_registry *registry;
    wz_game *game;
    seat seats[3];       /* indexed by colour: seats[WZ_BLACK], seats[WZ_WHITE] */
    int interactive;     /* readline on a terminal: redraw the board */
    int quit;
    uint64_t seed;       /* seed of the next new game */
    int speaker;         /* "P1 play h8": who says the command, or WZ_NOBODY */
} session;

/* Set up a session over a registry already scanned. */
void session_init(session *s, wz_registry *r, int interactive, uint64_t seed);
void session_done(session *s);

/* Run one command line.  Returns 0 and the reply text on success, -1 and
 * the reason on refusal.  Blank lines and comments give 0 and no text. */
int session_exec(session *s, const char *line, reply *out);

/* One row of the command table. */
typedef struct command {
    const char *name;
    const char *usage;   /* "play P [P ...]" */
    const char *summary; /* one line for help */
    const char *example;
    int (*run)(session *s, int argc, char **argv, reply *out);
} command;

/* The command tables, one per room of the shell, each ended by a row
 * whose name is NULL: core (commands.c), openings (cmd_openings.c), AI
 * analysis (cmd_ai.c), records (cmd_records.c). */
extern const command core_commands[];
extern const command opening_commands[];
extern const command ai_commands[];
extern const command record_commands[];

/* Every command, in table order, and lookup by name. */
int command_count(void);
const command *command_at(int i);
const command *command_find(const char *name);

/* Helpers shared by the command files. */
int refuse(reply *out, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int need_game(session *s, reply *out);
int parse_point(session *s, const char *text, wz_point *p, reply *out);
/* Carry out actions as one command (all or none), then let AI seats act. */
int act_all(session *s, const wz_action *acts, int n, reply *out);
/* Optimal string alignment distance, for "did you mean" hints. */
int edit_distance(const char *a, const char *b);

/* Board drawing (board.c). */
void board_draw(const wz_game *g, reply *out);

/* Regression files (regress.c): run path, print results to stdout;
 * returns the process exit status. */
int regress_run(wz_registry *r, const char *path);

#endif
