/*
 * omok.c - Omok, the Korean five-in-a-row, on the five-in-a-row toolkit
 * (<wuzi/five.h>): the hello example of a variant of the family, which is
 * a judge and a few keys.  The toolkit plays the main phase (turns, fives,
 * fouls, passes, a full board); this file only says what a stone makes:
 *   - exactly five in a row wins, for either colour; six or more is no
 *     win (and no loss);
 *   - black may not make a double-three (two open threes with one stone),
 *     as judged by the renju plugin's judge, looked up as an extension.
 * Keys of [rules]: size = 5..26 (15), fouls = refuse | lose | claim
 * (refuse: a double-three is refused like an occupied point).
 */
#include <stdio.h>
#include <string.h>

#include <wuzi/five.h>

typedef struct config {
    wz_five_config five; /* first: the toolkit reads it */
} config;

#define H wz_five_host

/* What a stone of colour makes at the empty point p. */
static int judge(const wz_game *g, wz_point p, int colour)
{
    int exact;
    wz_five_longest(g, p, colour, &exact);
    if (exact)
        return WZ_FIVE;
    if (colour != WZ_BLACK)
        return WZ_LEGAL;
    /* the renju plugin, installed with wuzi, judges threes for us */
    const wz_renju_judge *rj = H->extension(WZ_RENJU_JUDGE_ID);
    if (!rj || rj->size < sizeof *rj)
        return WZ_LEGAL;
    int v = rj->check(H->cells(g, p.board), H->width(g), H->height(g), p.x, p.y);
    return v == WZ_DOUBLE_THREE ? WZ_DOUBLE_THREE : WZ_LEGAL;
}

static int configure(void *cfg, const char *section, const char *key, const char *value,
                     int line, char *err, size_t errlen)
{
    config *c = cfg;
    (void)line;
    if (wz_five_configure_section(&c->five, "omok", section, err, errlen) != 0)
        return -1;
    int taken = wz_five_configure(&c->five, key, value, err, errlen);
    if (taken == 0)
        snprintf(err, errlen, "unknown key '%s' (omok takes size, fouls)", key);
    return taken == 1 ? 0 : -1;
}

static int finish(void *cfg, char *err, size_t errlen)
{
    config *c = cfg;
    (void)err, (void)errlen;
    if (!c->five.size) {
        wz_five_config_defaults(&c->five);
        c->five.foul_rule = WZ_FOUL_REFUSE;
    }
    c->five.judge = judge;
    c->five.fouls = 1;
    return 0;
}

static const wz_variant_ops ops = {
    .size = sizeof(wz_variant_ops),
    .config_size = sizeof(config),
    .configure = configure,
    .finish = finish,
    .state_size = sizeof(wz_five_state),
    WZ_FIVE_MAIN_PHASE_OPS,
    .check = wz_five_check,
    .forbids = wz_five_forbids,
};

static const wz_plugin plugin = {
    WZ_PLUGIN_HEADER,
    .kind = WZ_PLUGIN_VARIANT,
    .id = "omok",
    .name = "Omok: exactly five, no double-three for black",
    .version = "1.0",
    .variant = &ops,
};

WZ_PLUGIN_ENTRY
{
    wz_five_host = wz_entry_host;
    return &plugin;
}
