/*
 * wuzi/wuzi.h - the kernel library: variants, games, history, records.
 *
 * This is the API the shell (and any other front end) is written against.
 * Plugin authors need only wuzi/plugin.h.
 *
 * Conventions: functions that can fail return 0 on success and -1 on
 * failure, with a one-line reason for people written to (why, whylen) when
 * the caller passes a buffer.  Reasons never end with a newline.
 */
#ifndef WUZI_WUZI_H
#define WUZI_WUZI_H

#include <stdio.h>
#include <wuzi/plugin.h>

#ifdef __cplusplus
extern "C" {
#endif

#define WZ_REASON_MAX 256

/* ---------------------------------------------------------------- points */

/* Parse a point: "h8" on a one-board game, "1:h8" or "2:h8" on a game with
 * two boards (a bare "h8" is refused there).  Columns a..z left to right,
 * rows 1.. bottom to top, case-insensitive.  Checks the point lies on a
 * board of boards x (width, height). */
int wz_point_parse(const char *text, int boards, int width, int height,
                   wz_point *out, char *why, size_t whylen);

/* Write p as text ("h8", or "2:h8" when boards > 1); buf holds >= 8
 * (WZ_POINT_TEXT).  A point no board could hold (a column past z, a
 * negative row) is written "?". */
char *wz_point_format(wz_point p, int boards, char *buf);

/* Order points by board, then column, then row (qsort comparator). */
int wz_point_compare(const void *a, const void *b);

/* ------------------------------------------------------------- variants */

typedef struct wz_registry wz_registry;
typedef struct wz_variant wz_variant;

/* Where error lines go: one call per problem, the line without newline. */
typedef void (*wz_error_fn)(void *user, const char *line);

/* A new, empty registry.  Errors go to stderr until a handler is set. */
wz_registry *wz_registry_new(void);
void wz_registry_free(wz_registry *r);
void wz_registry_on_error(wz_registry *r, wz_error_fn fn, void *user);

/* Add a folder to search for plugins (NAME.so) or manifests (*.ini).
 * Folders are searched in the order added; the first hit wins (a manifest
 * id or plugin name found in an earlier folder overrides a later one).
 * origin says where the folder came from, for people ("installed"); NULL
 * is "added".  A folder added twice keeps its first place. */
enum wz_dir_kind { WZ_DIR_PLUGINS = 0, WZ_DIR_VARIANTS = 1 };
void wz_registry_add_dir(wz_registry *r, int kind, const char *dir,
                         const char *origin);
void wz_registry_add_plugin_dir(wz_registry *r, const char *dir);
void wz_registry_add_variant_dir(wz_registry *r, const char *dir);

/* Add the default search paths, the user's folders first so that they
 * override the installed ones: $WUZI_PLUGIN_PATH and $WUZI_VARIANT_PATH
 * (colon-separated), then the user's data folder ($XDG_DATA_HOME/wuzi,
 * or ~/.local/share/wuzi: its plugins/ and variants/), then the
 * installed folders (or the build tree's, when this libwuzi is the build
 * tree's own). */
void wz_registry_add_default_dirs(wz_registry *r);

/* The folders searched, in order, with where each came from. */
int wz_registry_dir_count(const wz_registry *r, int kind);
const char *wz_registry_dir(const wz_registry *r, int kind, int i,
                            const char **origin);

/* Read every manifest in the variant folders, open its plugin, and keep
 * the variants that load.  Each broken manifest or plugin is reported to
 * the error handler as one line ("FILE:LINE: reason") and skipped; a
 * manifest whose id an earlier folder already gave is overridden, not
 * read (see wz_registry_shadowed).  Returns the number of variants
 * loaded. */
int wz_registry_scan(wz_registry *r);
/* The manifests the scan left for an earlier folder's: "FILE (by FILE)". */
int wz_registry_shadowed_count(const wz_registry *r);
const char *wz_registry_shadowed(const wz_registry *r, int i);

/* Load one manifest file.  0, or -1 after reporting the error. */
int wz_registry_load_manifest(wz_registry *r, const char *path);

/* The variant whose manifest claims foreign records of a format ("sgf",
 * "psq", "lib": wz_format_name) stating a rule (SGF's RU; NULL or "" for
 * none): its [variant] claims key.  A rule claim ("sgf:renju") takes the
 * rules that start with it, case aside; a bare one ("sgf") the records
 * that state none.  Of several claimants the first loaded wins (the
 * user's folders load first).  NULL when none claims it. */
const wz_variant *wz_registry_claimant(const wz_registry *r, const char *format,
                                       const char *rule);

/* Variants in id order. */
int wz_registry_count(const wz_registry *r);
const wz_variant *wz_registry_at(const wz_registry *r, int i);
const wz_variant *wz_registry_find(const wz_registry *r, const char *id);

/* Open an AI plugin by name ("simple"); NULL with a reason if it is
 * missing, broken, or not an AI plugin. */
const wz_plugin *wz_registry_ai(wz_registry *r, const char *name,
                                char *why, size_t whylen);

/* Every plugin file (NAME.so) in the plugin folders, folder by folder in
 * search order and by name within one: each is opened, so that fn learns
 * whether it loads.  fn gets the file's path and either the plugin (why
 * "") or NULL and the one-line reason it is refused; a file whose name an
 * earlier folder already has is never opened (the earlier one is what
 * `ai NAME` and manifests get): NULL and "hidden by PATH".  Opening runs
 * the plugin's entry, as loading it for a game would.  Returns the number
 * of files seen. */
typedef void (*wz_plugin_fn)(void *user, const char *path, const wz_plugin *p,
                             const char *why);
int wz_registry_plugins(wz_registry *r, wz_plugin_fn fn, void *user);

/* The folders searched for plugins, joined with ':' (for messages). */
const char *wz_registry_plugin_path(const wz_registry *r);

const char *wz_variant_id(const wz_variant *v);
const char *wz_variant_name(const wz_variant *v);
const char *wz_variant_description(const wz_variant *v); /* may be "" */
const char *wz_variant_file(const wz_variant *v);
const wz_plugin *wz_variant_plugin(const wz_variant *v);

/* The keys of the [rules] section, as "key=value", in manifest order. */
int wz_variant_key_count(const wz_variant *v);
const char *wz_variant_key(const wz_variant *v, int i);

/* ---------------------------------------------------------------- games */

/* A new game of v.  overrides are "key=value" strings for keys of the
 * manifest's [rules] section.  seed feeds the game's random generator.
 * NULL with a reason on an unknown key or a bad value. */
wz_game *wz_game_new(const wz_variant *v, int noverrides,
                     const char *const *overrides, uint64_t seed,
                     char *why, size_t whylen);
void wz_game_free(wz_game *g);
/* An independent copy, history included. */
wz_game *wz_game_clone(const wz_game *g);

const wz_variant *wz_game_variant(const wz_game *g);
uint64_t wz_game_seed(const wz_game *g);
/* The overrides the game was created with. */
int wz_game_override_count(const wz_game *g);
const char *wz_game_override(const wz_game *g, int i);

/* Carry out an action for the player who is to act.  Refused (-1, with the
 * reason) when the game is over, a point is off the boards, or the variant
 * says no; nothing changes then.  The game is a tree (see "the variation
 * tree" below): an action the current position already has a continuation
 * for follows it, keeping what lies beyond; any other action starts a new
 * variation beside the ones there.  Nothing is erased. */
int wz_game_act(wz_game *g, const wz_action *a, char *why, size_t whylen);

/* Step back one action / forward one action along the current line (see
 * below); -1 when there is none.  Undo followed by a different action
 * keeps the undone line as a variation, and redo then follows the new
 * line.  wz_game_redo_count: the actions of the current line after the
 * current position. */
int wz_game_undo(wz_game *g);
int wz_game_redo(wz_game *g);
int wz_game_redo_count(const wz_game *g);

/* Replace the game with a position set up by hand on an empty board: black
 * to move, opening skipped.  The history starts from there. */
int wz_game_setup(wz_game *g, const wz_point *black, int nblack,
                  const wz_point *white, int nwhite, char *why,
                  size_t whylen);
/* The set-up stones (empty unless wz_game_setup was used). */
int wz_game_setup_count(const wz_game *g, int colour);
wz_point wz_game_setup_at(const wz_game *g, int colour, int i);

/* What the game waits for. */
void wz_game_expect(const wz_game *g, wz_expect *out);
/* The outcome (enum wz_result) and, when over, its reason. */
int wz_game_result(const wz_game *g, const char **reason);
/* Verdict for a black stone at the empty point p (enum wz_verdict, and
 * the variant's own from WZ_VERDICT_OWN); -1 when p is off the boards or
 * occupied. */
int wz_game_check(const wz_game *g, wz_point p);
/* The foul black would commit at the empty point p (a verdict), or
 * WZ_LEGAL; always WZ_LEGAL in variants without forbidden moves and for
 * an occupied point. */
int wz_game_forbids(const wz_game *g, wz_point p);
/* A verdict as the variant names it: "legal", "five", "double-three";
 * "foul" for one of the variant's own it leaves unnamed. */
const char *wz_game_verdict_name(const wz_game *g, int verdict);
/* The draws of the game's random generator (dice), in order: i-th draw
 * was value (0..n-1) of n, made while the after-th action was applied (0:
 * at the start).  wz_game_draw_at returns -1 when i is out of range. */
int wz_game_draw_count(const wz_game *g);
int wz_game_draw_at(const wz_game *g, int i, int *after, uint32_t *n, uint32_t *value);
/* "dice 2/2 7/13": the draws made with the after-th action, faces counted
 * from 1; an empty string when there were none. */
char *wz_game_dice_text(const wz_game *g, int after, char *buf, size_t len);

/* Whether the opening protocol is still running. */
int wz_game_in_opening(const wz_game *g);
/* Candidate marks from the variant (offers), up to max. */
int wz_game_marks(const wz_game *g, wz_point *pts, int max);

int wz_game_boards(const wz_game *g);
int wz_game_width(const wz_game *g);
int wz_game_height(const wz_game *g);
int wz_game_at(const wz_game *g, wz_point p);
int wz_game_colour_of(const wz_game *g, int player);
int wz_game_history_length(const wz_game *g);
const wz_action *wz_game_history_at(const wz_game *g, int i);
/* The last stone placed, if any: 1 and *p, else 0. */
int wz_game_last_stone(const wz_game *g, wz_point *p);
/* The move number of the stone at p (1-based in placement order), 0 if
 * none or set up by hand. */
int wz_game_stone_number(const wz_game *g, wz_point p);

/* ------------------------------------------------------------- actions */

/* The command name of an action kind ("play" for WZ_ACT_PLACE, "swap",
 * ...), and back (0 if unknown). */
const char *wz_action_name(int kind);
int wz_action_kind(const char *name);
/* Write a as a command line ("play h8", "offer e5 k11", "declare 3"). */
void wz_action_format(const wz_action *a, int boards, char *buf,
                      size_t len);
/* Parse such a line (one action; "play" takes one point here). */
int wz_action_parse(const char *line, int boards, int width, int height,
                    wz_action *out, char *why, size_t whylen);

/* Text forms of results, players, colours (verdicts: wz_game_verdict_name). */
const char *wz_colour_name(int colour); /* "black", "white", "empty" */
const char *wz_player_name(int player); /* "P1", "P2", "-" */
/* "ongoing", "black wins (five)", ...; buf holds >= WZ_REASON_MAX. */
char *wz_result_format(const wz_game *g, char *buf, size_t len);

/* ------------------------------------------------------ the variation tree
 *
 * A game is a tree of positions, as in RenLib and SGF.  The start is its
 * root; each other position is reached from its parent by one action.
 * The first continuation of a position is its main one: the main line is
 * the line of first continuations from the start.
 *
 * The current position is one node; the history (wz_game_history_length
 * and wz_game_history_at, and what every plugin sees through the host
 * services) is the path from the start to it.  The current line is that
 * path continued, past the current position, through the continuation
 * each position was last left by (in a record just loaded, its first):
 * undo and redo, back, forward and goto move along it.
 *
 * Every move about the tree replays actions through the variant, from the
 * start or from a checkpoint the kernel keeps on the path.  All these
 * return 0, or -1 when the move does not exist (nothing changes then). */

/* The actions of the current line: history plus wz_game_redo_count. */
int wz_game_line_length(const wz_game *g);
/* The i-th action (0-based) of the current line, in the history or after
 * it: 0, or -1 when i is not below wz_game_line_length.  (Past the
 * history it walks the line from the current position: a loop over the
 * line costs its length squared there.) */
int wz_game_line_at(const wz_game *g, int i, wz_action *out);
/* Go back n actions, or forward n along the current line. */
int wz_game_back(wz_game *g, int n);
int wz_game_forward(wz_game *g, int n);
/* Go to the position after the n-th action of the current line (0: the
 * start), 0 <= n <= wz_game_line_length. */
int wz_game_goto(wz_game *g, int n);

/* The continuations of the current position, main one first: how many,
 * the i-th (0-based) action, and which one the current line takes (-1
 * when there is none). */
int wz_game_variation_count(const wz_game *g);
int wz_game_variation_at(const wz_game *g, int i, wz_action *out);
int wz_game_variation_next(const wz_game *g);
/* Step into the i-th continuation: the current line now goes through it. */
int wz_game_enter(wz_game *g, int i);

/* 1 when every action of the history is a main continuation. */
int wz_game_on_main_line(const wz_game *g);
/* Back to the main line: to the last position of the history on it (the
 * current one when it is on the main line), with the current line going
 * on along the main line from there.  Returns that position's number of
 * actions, or -1. */
int wz_game_main(wz_game *g);
/* Delete the variation the current position is in: the subtree from the
 * last action of the history that is not a main continuation; the current
 * position becomes the one it branched from.  Returns the number of
 * positions deleted, or -1 on the main line (nothing to delete). */
int wz_game_cut(wz_game *g);
/* Make the history the main line: each of its actions becomes the main
 * continuation of the position before it.  Always 0. */
int wz_game_promote(wz_game *g);
/* The positions in the tree, the start included. */
int wz_game_node_count(const wz_game *g);

/* Trying actions out, at the cost of the actions and not of the game
 * (the shell plays a command's stones this way: all of them, or none).
 * wz_game_begin remembers the game as it is; wz_game_act then works as
 * ever; wz_game_rollback puts everything back as it was at
 * wz_game_begin: the position, the current line, the tree (the positions
 * the actions added are deleted) and the change counters below;
 * wz_game_commit keeps what was done.  Any other change (a move about the
 * tree, a comment, a tag, cut, promote, setup) ends the trial, kept.
 * wz_game_begin: 0, or -1 when a trial runs already or memory is short;
 * wz_game_commit and wz_game_rollback: 0, or -1 when no trial runs
 * (nothing is undone then). */
int wz_game_begin(wz_game *g);
int wz_game_commit(wz_game *g);
int wz_game_rollback(wz_game *g);

/* What changed, for a front end that saves only that (the shell's
 * autosave).  game: no other game of the process (a copy included) has
 * the same; revision: grows with every change a native record holds (an
 * action, a move about the tree, a comment, a tag, cut, promote, setup);
 * reshaped: the revision of the last change that removed or reordered
 * positions or replaced the start (cut, promote, setup), which acting
 * along lines of the tree cannot redo.  A rollback restores both. */
typedef struct wz_game_changes {
    uint64_t game, revision, reshaped;
} wz_game_changes;
void wz_game_changes_of(const wz_game *g, wz_game_changes *out);

/* -------------------------------------------------------------- records */

/* Write g in wuzi's native text record.  0 or -1 with a reason. */
int wz_record_write(const wz_game *g, FILE *out);
/* Save to path atomically (temporary file, then rename). */
int wz_record_save(const wz_game *g, const char *path, char *why,
                   size_t whylen);
/* Read a record: a new game replayed to its end.  NULL with "LINE: reason"
 * on a corrupt or truncated record; nothing else changes. */
wz_game *wz_record_load(const wz_registry *r, const char *path, char *why,
                        size_t whylen);

/* --------------------------------------------------------------- AI seat */

/* Ask an AI plugin for an action, with its settings block. */
int wz_ai_choose(const wz_plugin *ai, const wz_game *g, const void *config,
                 wz_action *out, char *why, size_t whylen);

/* The services table the kernel hands to plugins. */
const wz_host *wz_host_services(void);

/* The library's version string. */
const char *wz_version(void);

/* ===================================================================
 * Records in players' formats, tags and comments  (added by the shell
 * work, issue 6; kernel/notes.c, record.c, sgf.c, psq.c, renlib.c)
 * =================================================================== */

/* Tags: one-line facts about the game, by lower-case name.  wuzi's own:
 * "p1" and "p2" (the players' names), "event", "date", "place", "round",
 * "name", "nigiri"; any other name is kept as well.  An empty or NULL
 * value removes the tag.  -1 with a reason on a bad name or value. */
int wz_game_set_tag(wz_game *g, const char *key, const char *value,
                    char *why, size_t whylen);
/* A tag's value, or NULL. */
const char *wz_game_tag(const wz_game *g, const char *key);
/* Tags in the order they were first set. */
int wz_game_tag_count(const wz_game *g);
const char *wz_game_tag_key(const wz_game *g, int i);
const char *wz_game_tag_value(const wz_game *g, int i);

/* Comments belong to positions (nodes of the tree): after counts the
 * actions of the current line before the position (0: the start;
 * wz_game_history_length: now; up to wz_game_line_length).  A comment
 * stays with its position whatever line is followed later.  Text may hold
 * newlines; empty or NULL removes.  -1 when after is beyond the current
 * line. */
int wz_game_set_comment(wz_game *g, int after, const char *text);
const char *wz_game_comment(const wz_game *g, int after);

/* Record formats. */
enum wz_format {
    WZ_FORMAT_NATIVE = 0, /* wuzi's own text record: keeps everything */
    WZ_FORMAT_SGF,        /* SGF FF[4] GM[4], wuzi properties for the opening */
    WZ_FORMAT_PSQ,        /* Gomocup / Piskvork .psq: the main line's stones */
    WZ_FORMAT_RENLIB,     /* RenLib .lib: stones, comments, variations */
    WZ_FORMAT_COUNT
};
/* "wuzi", "sgf", "psq", "lib" and back (-1 if unknown; "native" and
 * "renlib" are accepted too). */
const char *wz_format_name(int format);
int wz_format_parse(const char *name);
/* The format a file name's extension says (.sgf .psq .lib; anything else
 * is native). */
int wz_format_of_path(const char *path);

/* Write g to path in a format, atomically (temporary file and rename).
 * Native, SGF and RenLib records keep every variation; a .psq holds the
 * stones of the main line's last position.  -1 with a reason when the
 * format cannot hold the game (a .psq of two boards, of a pass, a RenLib
 * library of anything but stones on 15x15, ...) or the file cannot be
 * written; the file is then left as it was. */
int wz_record_export(const wz_game *g, const char *path, int format,
                     char *why, size_t whylen);
/* Write g to a stream in a format (no atomicity). */
int wz_record_write_format(const wz_game *g, FILE *out, int format,
                           char *why, size_t whylen);
/* Read a record in a format, or guessed from its first bytes and then its
 * extension when format is -1.  variant names the variant to replay a
 * foreign record in (SGF without wuzi properties, .psq, .lib); NULL lets
 * the kernel assume one (renju for .lib and for SGF whose RU says renju,
 * when there is one, else gomoku-freestyle; wz_record_import_info says
 * so).  A new game, every variation replayed; NULL with "FILE:LINE: reason" (text
 * formats) or "FILE: byte N: reason" (RenLib) on a corrupt or truncated
 * record. */
wz_game *wz_record_import(const wz_registry *r, const char *path, int format,
                          const char *variant, char *why, size_t whylen);

/* What a load found out beside the game. */
typedef struct wz_import_info {
    int format;      /* the format read (enum wz_format) */
    int assumed;     /* 1: the record names no wuzi variant and none was
                      * given, so one was assumed (wz_game_variant) */
    char basis[128]; /* then why that one: "from RU[Renju]", "a .psq
                      * record names no rule" */
} wz_import_info;
/* wz_record_import, saying in *info (when not NULL) which format was read
 * and whether the variant was assumed.  Every variation of the record is
 * read; the current position is the end of its main line (a native record
 * keeps its own). */
wz_game *wz_record_import_info(const wz_registry *r, const char *path, int format,
                               const char *variant, wz_import_info *info, char *why,
                               size_t whylen);

/* ===================================================================
 * The game clock  (added by the play work, issue 10; phase.c, action.c)
 * =================================================================== */

/* The value of a RESIGN action that is a loss on time, written
 * "resign time" (SGF XG[time]); every record that keeps the actions keeps
 * it, and undo takes it back like any action. */
#define WZ_RESIGN_TIME 1
/* The player to act loses on time (a front end keeps the clock): a RESIGN
 * action of value WZ_RESIGN_TIME is appended to the history, and the
 * result's reason is "time".  -1 with a reason when the game is over. */
int wz_game_time_out(wz_game *g, char *why, size_t whylen);

/* Optional [variant] keys of a manifest, "" when absent (listings and the
 * clock, issue 10): summary, one line for players; family, the heading
 * the variant is listed under ("Renju"); clock, the time control a game
 * of the variant is played under, as the shell's time command takes it
 * ("game=15m increment=5s"), its flag ending the game. */
const char *wz_variant_summary(const wz_variant *v);
const char *wz_variant_family(const wz_variant *v);
const char *wz_variant_clock(const wz_variant *v);

/* ===================================================================
 * Hardening (issue 11; kernel/util.c, registry.c)
 * =================================================================== */

/* Parse a seed: decimal digits only (no sign, no blanks), 0 to
 * UINT64_MAX.  0, or -1 for anything else ("-1", "", "1e3", a number past
 * UINT64_MAX), so that no text becomes a seed it does not say. */
int wz_seed_parse(const char *text, uint64_t *out);

/* Write text to f with what a terminal would obey shown instead: control
 * characters but newline and tab (ESC, BEL, CR, ...), DEL, the C1
 * controls, bytes that are not UTF-8 and the bidirectional overrides
 * become \xHH or \u{HHHH}.  Records, manifests and engines are not
 * trusted: their names and comments must not retitle a window, clear the
 * screen or reorder a line.  With WZ_PRINT_COLOUR, colour sequences (SGR:
 * ESC [ digits and ';' m), which change nothing but colours, pass.
 * Returns what fputs returns. */
#define WZ_PRINT_COLOUR 1u
int wz_fputs_printable(const char *text, FILE *f, unsigned flags);

/* Open a file to read only when it is a regular file (not a FIFO, a
 * device or a folder, which could block for ever or never end): NULL
 * with "path: reason" otherwise. */
FILE *wz_open_regular(const char *path, char *why, size_t whylen);

/* Why the manifest of that id (its file's stem, "renju" for renju.ini)
 * failed to load during a scan: "FILE:LINE: reason", or NULL when no
 * manifest of that id failed. */
const char *wz_registry_failure(const wz_registry *r, const char *id);

#ifdef __cplusplus
}
#endif
#endif
