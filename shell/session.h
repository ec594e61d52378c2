/* session.h - one shell session: the registry, the current game, the AI
 * seats, and the command table that batch, interactive and regression
 * modes all go through. */
#ifndef WUZI_SESSION_H
#define WUZI_SESSION_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <wuzi/ai.h>
#include <wuzi/wuzi.h>

/* A reply being built: text, and whether the command succeeded. */
typedef struct reply {
    char *text;
    size_t len, cap;
    int painted; /* holds wuzi's own colour sequences (a board in colour) */
} reply;

void reply_add(reply *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void reply_vadd(reply *r, const char *fmt, va_list ap) __attribute__((format(printf, 2, 0)));
/* Add a line: a newline first unless the reply is empty. */
void reply_line(reply *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void reply_clear(reply *r);
/* Print text to f as a terminal should show it: what a record, manifest
 * or engine put there (names, comments, reasons) is shown, never obeyed
 * (control characters become \xHH; see wz_fputs_printable). */
void text_print(const char *text, FILE *f);
/* The same for a reply, whose own colours pass when it is painted. */
void reply_print(const reply *r, FILE *f);
void reply_free(reply *r);

/* The seat of one player (P1 or P2): a person, or an AI plugin with its
 * settings.  A seat belongs to the player and follows it through every
 * swap of colours. */
typedef struct seat {
    const wz_plugin *ai; /* NULL: a person plays for this player */
    void *config;
    char *args;          /* "engine depth=3": the plugin and its settings as
                          * given, for ai, status and resume */
    int briefed;         /* the clock set some of its settings */
} seat;

typedef struct session session;

/* What an interactive front end shows while the game goes on; the session
 * calls these (when set) from the shared action and AI-turn code, so batch
 * and interactive modes differ only in what they show. */
typedef struct play_view {
    /* Actions [from, to) of the history were just made, by the AI plugin
     * ai, or by the person at the keyboard (ai NULL): announce them. */
    void (*acted)(session *s, int from, int to, const wz_plugin *ai);
    /* The AI at player is about to think (the board shows the position it
     * thinks about), and has finished. */
    void (*thinking)(session *s, int player);
    void (*thought)(session *s, int player);
    /* Ask a yes/no question (the foul question); 1 for yes. */
    int (*confirm)(session *s, const char *question);
    /* Whether the person asked the AIs to stop (Ctrl-C) during this
     * command: no further AI turn starts then. */
    int (*interrupted)(session *s);
    /* Show a line now, before the command's reply (analyze's depths as
     * they finish). */
    void (*say)(session *s, const char *line);
    /* The AI plugin ai starts (on 1) or ends (on 0) an analysis (hint,
     * analyze): a live line while it runs, Ctrl-C stops it. */
    void (*analysing)(session *s, const wz_plugin *ai, int on);
} play_view;

/* How a board is drawn.  All zero is the batch form: ASCII, no colour,
 * boards one under the other (scripts rely on it). */
typedef struct board_style {
    int unicode; /* box-drawing grid, stones as ● and ○ */
    int colour;  /* ANSI colours (never in batch unless asked) */
    int numbers; /* move numbers on the stones */
    int side;    /* two boards side by side */
    int turn;    /* mark every stone of the last turn (two-stone turns),
                  * not only the last stone */
} board_style;

/* The game clock (clock.c).  Times in ms. */
typedef struct game_clock {
    int on;               /* a time control is set: the clock runs */
    int flag_loses;       /* running out ends the game (new --clock, or
                           * the variant's clock key) */
    int64_t game_ms;      /* each player's time for the game (0: none) */
    int64_t increment_ms; /* added after each of a player's moves */
    int64_t move_ms;      /* the most one turn may take (0: no limit) */
    int64_t left_ms[2];   /* by player, as of the start of the running turn */
    int turn_player;      /* whose clock runs (WZ_NOBODY: none) */
    int64_t turn_start;   /* the clock's reading when that turn began */
    int turn_length;      /* the history's length then */
    const wz_game *game;  /* the game the times belong to */
    int manual;           /* time passes only by `time use` (regression) */
    int64_t offset_ms;    /* time added by `time use` */
} game_clock;

struct session {
    wz_registry *registry;
    wz_game *game;
    seat seats[2];       /* by player: seats[WZ_P1], seats[WZ_P2] */
    int interactive;     /* readline on a terminal: redraw the board */
    int quit;
    uint64_t seed;       /* seed of the next new game */
    int speaker;         /* "P1 play h8": who says the command, or WZ_NOBODY */
    board_style style;   /* how board and the interactive redraws look */
    const play_view *view; /* NULL in batch and regression modes */
    int autosave;        /* write the autosave before each AI turn too */
    int ask_fouls;       /* interactive: ask before a move that is a foul */
    int hold_ai;         /* no AI turn starts (while resuming) */
    int columns;         /* the terminal's width for listings (0: 80) */
    game_clock clock;
};

/* Set up a session over a registry already scanned. */
void session_init(session *s, wz_registry *r, int interactive, uint64_t seed);
void session_done(session *s);

/* Run one command line.  Returns 0 and the reply text on success, -1 and
 * the reason on refusal.  Blank lines and comments give 0 and no text. */
int session_exec(session *s, const char *line, reply *out);
/* When set, asked about every command before it runs: nonzero refuses it
 * (the reason in out).  The fuzz targets keep the shell in a sandbox with
 * it (no files outside a scratch folder, no programs started). */
extern int (*session_vet)(session *s, int argc, char **argv, reply *out);

/* One row of the command table.
 *
 * complete says what each argument is, for tab completion: words
 * separated by spaces, one per argument, the last one repeated when it
 * ends with "..."; a word is alternatives separated by '|', each a literal
 * (lower case: "black|white|off") or a kind (upper case):
 *   COMMAND  a command name          VARIANT  a variant id
 *   KEY      a [rules] key of the variant named before it, or of the game
 *   FILE     a file name             PLUGIN   an AI plugin
 *   POINT    a point where the command's action is legal now (play,
 *            choose, ...), else an empty point
 *   STONE    a stone of the colour to act (move's first point)
 *   NUMBER   a number the current step accepts (declare)
 *   FORMAT   a record format         SETTING  an on/off setting name
 *   AISETTING  a setting (key=) of the AI plugin named second (ai P2
 *            engine time=), and its value when the values are words
 * NULL: the command takes no argument worth completing.  "--format" and
 * "--variant" anywhere complete their value. */
typedef struct command {
    const char *name;
    const char *usage;   /* "play P [P ...]" */
    const char *summary; /* one line for help */
    const char *example;
    int (*run)(session *s, int argc, char **argv, reply *out);
    const char *complete; /* may be left out (NULL): see above */
} command;

/* Rows may leave out the trailing fields (complete); do not let
 * -Wextra call that a mistake. */
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"

/* The command tables, one per room of the shell, each ended by a row
 * whose name is NULL: core (commands.c), openings (cmd_openings.c), AI
 * analysis (cmd_ai.c), records (cmd_records.c). */
extern const command core_commands[];
extern const command opening_commands[];
extern const command ai_commands[];
extern const command record_commands[];
extern const command view_commands[]; /* cmd_view.c: set */
extern const command clock_commands[]; /* clock.c: time */
extern const command games_commands[]; /* games.c: the kept games */
extern const command tree_commands[]; /* cmd_tree.c: the variation tree */
extern const command plugin_commands[]; /* cmd_plugins.c: paths */

/* The search folders, one a line: "plugins DIR (origin)", "variants DIR
 * (origin)", then "overridden FILE (by FILE)" (cmd_plugins.c). */
void paths_text(const wz_registry *r, reply *out);

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
/* The variant of that id, or NULL with the refusal written: a manifest of
 * that id that failed to load and why, else the nearest known id. */
const wz_variant *find_variant(session *s, const char *id, reply *out);
/* argv[from..argc) joined with single spaces, malloc'd (NULL: no memory). */
char *join_words(int argc, char **argv, int from);
/* Optimal string alignment distance, for "did you mean" hints. */
int edit_distance(const char *a, const char *b);

/* Board drawing (board.c): the batch form, and any style.  columns is
 * the width to fit (0: no limit): two boards go side by side only when
 * they fit. */
void board_draw(const wz_game *g, reply *out);
void board_render(const wz_game *g, const board_style *style, int columns, reply *out);
/* The line under a board: "P1 (black) to act: ..." or the result. */
void board_status(const wz_game *g, reply *out);
/* Apply one word of the board command (numbers, unicode, ascii, colour,
 * plain, side, stacked) to a style: 0, or -1 for an unknown word. */
int board_style_word(board_style *style, const char *word);
/* The style a terminal can show: Unicode under a UTF-8 locale, colour on
 * a terminal unless NO_COLOR is set or TERM is dumb. */
board_style board_terminal_style(void);

/* The rules of v in prose, from its manifest: name, description, the
 * manifest's opening comment, its keys (and the game's own keys when g is
 * a game of v) (rules.c). */
void rules_text(const wz_variant *v, const wz_game *g, reply *out);
/* The variants command (rules.c): ids one a line (batch), or by family
 * with their summaries (a terminal, --long); a word filters. */
int variants_list(session *s, int argc, char **argv, reply *out);

/* Records (cmd_records.c): the save and load commands, with formats. */
int records_save(session *s, int argc, char **argv, reply *out);
int records_load(session *s, int argc, char **argv, reply *out);

/* Nigiri for the game just started with seed (nigiri.c): each player
 * grabs a handful of stones; an odd difference exchanges the players'
 * names and AI seats.  Says so in out; records it as the tag nigiri. */
void draw_nigiri(session *s, uint64_t seed, reply *out);

/* Seats (seats.c).  Give up player's seat (it becomes a person's). */
void seat_clear(session *s, int player);
/* Whether any seat is an AI's. */
int seats_any_ai(const session *s);
/* "P2 white: engine depth=3" (or "...: human") for each player, one a
 * line, as ai and status list them. */
void seats_describe(const session *s, reply *out);
/* Give every AI seat the clock has briefed its own settings back (the
 * clock stopped). */
void seats_unbrief(session *s);
/* Exchange the seats of P1 and P2 (the people change places: nigiri). */
void seats_exchange(session *s);
/* The AI plugins on the plugin path (found once). */
int ai_plugin_names(session *s, const char *const **names);
/* A plugin's list of settings ("wuzi.ai.settings/1"), or NULL. */
const wz_ai_settings *ai_settings_of(const wz_plugin *ai);
/* The settings of plugin (or of every AI plugin: NULL), for help ai. */
void ai_help(session *s, const char *plugin, reply *out);
/* The ai command and go (rows of core_commands). */
int cmd_ai(session *s, int argc, char **argv, reply *out);
int cmd_go(session *s, int argc, char **argv, reply *out);

/* Turns (turns.c).  Let the AI seats act while it is their turn; each
 * action is announced (interactive) or added to out as a line
 * "P2 (engine) played j10" (batch). */
int run_ais(session *s, reply *out);
/* Carry out actions made by ai (NULL: the person at the keyboard) as one
 * command, all or none, then let the AI seats act. */
int act_as(session *s, const wz_action *acts, int n, const wz_plugin *ai, reply *out);
/* Kept games (games.c): before new, load or games N replace the current
 * game, keep it in the state folder (when autosave is on) and say so. */
void games_keep(session *s, reply *out);
/* Free the games kept in memory: they are kept for the session, which
 * session_done ends (a regression file, a fuzzed input starts with none). */
void games_forget(void);

/* The clock (clock.c).  Whether one runs for the current game. */
int clock_running(const session *s);
/* Bring the clock up to the game: a turn that ended is charged (and
 * credited the increment when it was a move), a new one starts. */
void clock_sync(session *s);
/* When the flag loses and the player to act is out of time: end the
 * game on time, say so (a line in out, or the view), and return 1. */
int clock_flag(session *s, reply *out);
/* A new game (or a loaded one) starts its clock: flag 1 (new --clock), 0
 * (as set), -1 (--no-clock: none); a variant's clock key sets the time
 * control and the flag unless -1. */
void clock_new_game(session *s, int flag);
/* Tell the AI at player its time, through the settings it marks with a
 * clock role (wuzi.ai.settings/1). */
void clock_brief_ai(session *s, int player);
/* The time left of player now (negative when overdrawn). */
int64_t clock_left(const session *s, int player);
/* "clock: P1 black 4:30, P2 white 5:00 running (10m each + 5s a move;
 * the flag loses)". */
void clock_describe(session *s, reply *out);
/* The clock for a prompt while the game goes on: "[P1 4:29*  P2 5:00] "
 * (the running player starred; with a turn limit, what is left of the
 * turn after a slash); "" when no clock runs or the game is over. */
void clock_prompt(session *s, char *buf, size_t len);
/* The clock as time commands, one a line after mark, for the autosave. */
void clock_save(session *s, FILE *f, const char *mark);
/* "90", "90s", "1500ms", "10m", "1h", "1:30" into ms; 0 or -1. */
int clock_parse_duration(const char *text, int64_t *ms);

/* Interactive only (batch never asks): for each of black's stones in acts
 * that would be a foul the game punishes, ask the person first (unless
 * set ask-fouls off); *declined when they said no. */
int confirm_fouls(session *s, const wz_action *acts, int n, int *declined);
/* The undo and redo commands. */
int cmd_undo(session *s, int argc, char **argv, reply *out);
int cmd_redo(session *s, int argc, char **argv, reply *out);
/* "j10" for a placement, else the action's command form ("swap",
 * "offer e5 k11"): what follows "played" in a batch announcement. */
void action_words(const wz_game *g, const wz_action *a, char *buf, size_t len);

/* Autosave (autosave.c): the state folder, $XDG_STATE_HOME/wuzi or
 * ~/.local/state/wuzi, made on demand; NULL if there is none. */
const char *state_dir(void);
/* Write the game (and the AI seats) to the autosave record when they
 * changed since the last call.  0, or -1 with a reason. */
int autosave_update(session *s, char *why, size_t whylen);
/* Restore the autosaved game and seats: 0, or -1 with a reason. */
int autosave_resume(session *s, char *why, size_t whylen);

/* Interactive mode (interactive.c): readline, completion, history,
 * Ctrl-C.  Returns the exit status. */
int interactive_run(session *s, int autosave);
/* Completion (complete.c): the candidates for word, the word being typed
 * after the text before (the line up to the word), as a malloc'd
 * NULL-ended array of malloc'd strings (NULL when there is none).  Sets
 * *want_files when a file name is expected there instead. */
char **complete_words(session *s, const char *before, const char *word, int *want_files);
/* Hook completion into readline for this session. */
void complete_install(session *s);

/* Regression files (regress.c): run path, print results to stdout;
 * returns the process exit status. */
int regress_run(wz_registry *r, const char *path);
/* The same on an open stream named path (for messages). */
int regress_run_stream(wz_registry *r, FILE *f, const char *path);
/* 1 (the default): a pattern that may take long is matched in a child
 * process under time and memory limits; 0: such a pattern is refused
 * (the fuzz target, which must not fork). */
extern int regress_isolate_risky;

#endif
