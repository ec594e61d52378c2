/*
 * wuzi/five.h - the five-in-a-row toolkit for variant plugins: the main
 * phase the gomoku and renju families share, so that a variant of the
 * family is a judge and a few keys.  Stones alternate; the family's judge
 * says what a stone makes; a five wins; fouls are punished, claimed or
 * refused as the `fouls` key says; two passes in a row, or a full board,
 * draw.  Opening rules come from the manifest's [step] sections, run by
 * the kernel before this main phase starts.
 *
 * Link it in: `pkg-config --cflags --libs wuzi-five` (a static archive,
 * built to go into a plugin).  Then, in the plugin:
 *
 *     typedef struct config { wz_five_config five; ... } config;   (first)
 *     configure: wz_five_configure_section(), then your keys, then
 *                wz_five_configure() for size and fouls
 *     finish:    set five.judge (and five.fouls if fouls apply)
 *     ops:       .state_size = sizeof(wz_five_state), WZ_FIVE_MAIN_PHASE_OPS
 *     entry:     wz_five_host = wz_entry_host;
 *
 * plugins/gomoku/gomoku.c is such a variant; docs/plugin-guide.md walks
 * through one.  Everything here reaches the game through the host
 * services alone.
 */
#ifndef WUZI_FIVE_H
#define WUZI_FIVE_H

#include <stddef.h>
#include <wuzi/plugin.h>
#include <wuzi/renju.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The host: set it in the plugin's entry, before anything else runs. */
extern const wz_host *wz_five_host;

/* What a family says of a stone of colour at the empty point p: WZ_FIVE
 * when it wins, WZ_LEGAL when nothing happens, or one of the family's
 * verdicts (<wuzi/renju.h>: WZ_OVERLINE, WZ_DOUBLE_FOUR, WZ_DOUBLE_THREE).
 * Those are fouls where the configuration's fouls is set, mere facts
 * where it is not (an overline that does not win in standard gomoku). */
typedef int (*wz_five_judge_fn)(const wz_game *g, wz_point p, int colour);

/* What a foul does: the `fouls` key (lose | claim | refuse). */
enum wz_five_foul_rule {
    WZ_FOUL_LOSE,   /* a foul loses at once (Japanese rules) */
    WZ_FOUL_CLAIM,  /* a foul loses only if the opponent claims it at once */
    WZ_FOUL_REFUSE  /* a foul is refused like an occupied point */
};

/* The configuration every five-in-a-row variant shares; a plugin wraps it
 * in a larger struct whose first member it is.  The judge is a pointer to
 * the plugin's own code: plain data as far as copies go. */
typedef struct wz_five_config {
    int size;         /* board side, 5..26 */
    int foul_rule;    /* enum wz_five_foul_rule */
    int fouls;        /* whether the judge's other verdicts are fouls */
    wz_five_judge_fn judge;
} wz_five_config;

/* Main-phase state; a plugin may wrap it like the configuration (first
 * member) and keep more of its own after it. */
typedef struct wz_five_state {
    int to_move;      /* colour whose stone comes next */
    int passes;       /* passes in a row */
    int foul_kind;    /* a claimable foul just made (WZ_FOUL_CLAIM), or 0 */
    int foul_colour;  /* who made it */
    wz_point foul_at;
} wz_five_state;

/* Defaults: 15x15, fouls lose. */
void wz_five_config_defaults(wz_five_config *c);

/* The start of every family's configure: defaults on the first key, and
 * only [rules] keys are taken (the kernel keeps [opening] and [step ...]).
 * 0, or -1 with a reason naming the plugin. */
int wz_five_configure_section(wz_five_config *c, const char *plugin, const char *section,
                              char *err, size_t errlen);

/* Take a key shared by all families: size (5..26), fouls (lose | claim |
 * refuse).  1 when the key was taken, 0 when it is not one of them, -1 on
 * a bad value (err says why). */
int wz_five_configure(wz_five_config *c, const char *key, const char *value,
                      char *err, size_t errlen);

/* Stock judges.  freestyle: five or more in a row wins.  exact: exactly
 * five wins, a longer line is WZ_OVERLINE (standard gomoku). */
int wz_five_judge_freestyle(const wz_game *g, wz_point p, int colour);
int wz_five_judge_exact(const wz_game *g, wz_point p, int colour);

/* The ops, ready to forward (wz_variant_ops documents each). */
void wz_five_start(wz_game *g);
void wz_five_enter_main(wz_game *g);
void wz_five_expect(const wz_game *g, wz_expect *out);
int wz_five_legal(const wz_game *g, const wz_action *a, char *why, size_t len);
void wz_five_apply(wz_game *g, const wz_action *a);
/* check: the judge's verdict for black. */
int wz_five_check(const wz_game *g, wz_point p);
/* forbids: the judge's verdict for black when fouls apply, else WZ_LEGAL. */
int wz_five_forbids(const wz_game *g, wz_point p);
/* The family's verdicts by name: "overline", "double-four",
 * "double-three"; NULL for any other. */
const char *wz_five_verdict_name(int verdict);

/* The ops every five-in-a-row variant forwards to the toolkit, for a
 * designated initialiser of wz_variant_ops (check and forbids are left to
 * the plugin: wz_five_check and wz_five_forbids, or its own). */
#define WZ_FIVE_MAIN_PHASE_OPS                                               \
    .start = wz_five_start, .enter_main = wz_five_enter_main,               \
    .expect = wz_five_expect, .legal = wz_five_legal, .apply = wz_five_apply, \
    .verdict_name = wz_five_verdict_name

/* Line helpers for judges.  The four line directions. */
extern const int wz_five_dirs[4][2];
/* The longest line of colour through the empty point p if colour played
 * there, and in *exact whether any line is exactly five. */
int wz_five_longest(const wz_game *g, wz_point p, int colour, int *exact);

#ifdef __cplusplus
}
#endif
#endif
