/*
 * five.h - the main phase shared by every five-in-a-row variant plugin:
 * stones alternate, a family judge says what a stone makes, fouls are
 * punished, claimed or refused, passes and a full board end in a draw.
 *
 * A plugin links this in, supplies a family (its judge) and forwards its
 * ops to the five_* functions below.
 */
#ifndef WUZI_FIVE_H
#define WUZI_FIVE_H

#include <wuzi/plugin.h>
#include <wuzi/renju.h>

/* The host, set by the plugin's entry before anything else runs. */
extern const wz_host *five_host;

/* What a family says of a stone of colour at the empty point p:
 * WZ_FIVE when it wins, WZ_LEGAL when nothing happens, or (for a colour
 * bound by forbidden moves, black under renju) the kind of foul.  Where
 * fouls is 0 the other verdicts only inform (an overline that does not
 * win in standard gomoku). */
typedef int (*five_judge_fn)(const wz_game *g, wz_point p, int colour);

enum five_foul_rule {
    FOUL_LOSE,   /* a foul loses at once (Japanese rules) */
    FOUL_CLAIM,  /* a foul loses only if the opponent claims it at once */
    FOUL_REFUSE  /* a foul is refused like an occupied point */
};

/* The configuration every five-in-a-row variant shares; plugins may wrap
 * it in a larger struct whose first member it is. */
typedef struct five_config {
    int size;         /* board side, 5..26 */
    int foul_rule;    /* enum five_foul_rule */
    int fouls;        /* whether the judge's non-five verdicts are fouls */
    five_judge_fn judge;
} five_config;

/* Main-phase state; plugins may wrap it like the configuration. */
typedef struct five_state {
    int to_move;      /* colour whose stone comes next */
    int passes;       /* passes in a row */
    int foul_kind;    /* a claimable foul just made (FOUL_CLAIM), or 0 */
    int foul_colour;  /* who made it */
    wz_point foul_at;
} five_state;

/* Defaults: 15x15, fouls lose. */
void five_config_defaults(five_config *c);

/* The start of every family's configure: defaults on the first key, and
 * only [rules] keys reach a plugin (the kernel keeps [opening] and
 * [step ...]).  0, or -1 with a reason naming the plugin. */
int five_configure_section(five_config *c, const char *plugin, const char *section,
                           char *err, size_t errlen);

/* Take a key shared by all families: size, fouls.  Returns 1 when
 * the key was taken, 0 when it is not one of them, -1 on a bad value. */
int five_configure(five_config *c, const char *key, const char *value,
                   char *err, size_t errlen);

/* The ops, ready to forward. */
void five_start(wz_game *g);
void five_enter_main(wz_game *g);
void five_expect(const wz_game *g, wz_expect *out);
int five_legal(const wz_game *g, const wz_action *a, char *why, size_t len);
void five_apply(wz_game *g, const wz_action *a);
int five_check(const wz_game *g, wz_point p);
int five_forbids(const wz_game *g, wz_point p);
/* The family's verdicts by name: "overline", "double-four",
 * "double-three". */
const char *five_verdict_name(int verdict);

/* The ops every five-in-a-row variant forwards to this file, for a
 * designated initialiser of wz_variant_ops. */
#define FIVE_MAIN_PHASE_OPS                                                  \
    .start = five_start, .enter_main = five_enter_main,                     \
    .expect = five_expect, .legal = five_legal, .apply = five_apply,       \
    .verdict_name = five_verdict_name

/* Line helpers for judges.  The four line directions. */
extern const int five_dirs[4][2];
/* Longest unbroken run of colour through the empty point p if colour
 * played there, and whether any run is exactly five. */
int five_longest(const wz_game *g, wz_point p, int colour, int *exact);

#endif
