/*
 * gomoku.c - the gomoku families: free-style (five or more wins), standard
 * (exactly five; an overline neither wins nor loses) and caro (exactly
 * five, not blocked at both ends by the opponent).  Keys of [rules]:
 *   family = freestyle | standard | caro
 *   size   = 5..26
 * Opening rules are manifest data ([step] sections) run by the kernel.
 */
#include <stdio.h>
#include <string.h>

#include <wuzi/five.h>

enum family { FREESTYLE, STANDARD, CARO };

typedef struct config {
    wz_five_config five; /* first: five.c reads it through the same pointer */
    int family;
    int have_family;
} config;

#define H wz_five_host

/* The point just past the end of the run through p in direction (dx,dy). */
static int beyond(const wz_game *g, wz_point p, int dx, int dy, int colour)
{
    wz_point q = p;
    do {
        q.x = (int8_t)(q.x + dx);
        q.y = (int8_t)(q.y + dy);
    } while (H->at(g, q) == colour);
    return H->at(g, q);
}

static int judge_caro(const wz_game *g, wz_point p, int colour)
{
    int opponent = colour == WZ_BLACK ? WZ_WHITE : WZ_BLACK, longest = 0;
    for (int d = 0; d < 4; d++) {
        int dx = wz_five_dirs[d][0], dy = wz_five_dirs[d][1];
        int n = H->line(g, p, dx, dy, colour);
        if (n > longest)
            longest = n;
        if (n == 5 && !(beyond(g, p, dx, dy, colour) == opponent &&
                        beyond(g, p, -dx, -dy, colour) == opponent))
            return WZ_FIVE;
    }
    return longest > 5 ? WZ_OVERLINE : WZ_LEGAL;
}

static int configure(void *cfg, const char *section, const char *key,
                     const char *value, int line, char *err, size_t errlen)
{
    config *c = cfg;
    (void)line;
    if (wz_five_configure_section(&c->five, "gomoku", section, err, errlen) != 0)
        return -1;
    if (strcmp(key, "family") == 0) {
        static const char *const names[] = {"freestyle", "standard", "caro"};
        for (int i = 0; i < 3; i++) {
            if (strcmp(value, names[i]) == 0) {
                c->family = i;
                c->have_family = 1;
                return 0;
            }
        }
        snprintf(err, errlen, "family must be freestyle, standard or caro, not '%s'", value);
        return -1;
    }
    int taken = wz_five_configure(&c->five, key, value, err, errlen);
    if (taken == 0)
        snprintf(err, errlen, "unknown key '%s' (gomoku takes family, size)", key);
    return taken == 1 ? 0 : -1;
}

static int finish(void *cfg, char *err, size_t errlen)
{
    config *c = cfg;
    static const wz_five_judge_fn judges[] = {wz_five_judge_freestyle, wz_five_judge_exact, judge_caro};
    if (!c->have_family) {
        snprintf(err, errlen, "missing key 'family' in [rules]");
        return -1;
    }
    if (!c->five.size)
        wz_five_config_defaults(&c->five);
    c->five.judge = judges[c->family];
    c->five.fouls = 0;
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
    .id = "gomoku",
    .name = "Gomoku: free-style, standard and caro",
    .version = "1.0",
    .variant = &ops,
};

WZ_PLUGIN_ENTRY
{
    wz_five_host = wz_entry_host;
    return &plugin;
}
