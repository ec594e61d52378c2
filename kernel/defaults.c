/* defaults.c - what the kernel does for an op a plugin leaves NULL (each
 * default is stated where the op is declared, in <wuzi/plugin.h>).  The
 * loader fills them in, so the rest of the kernel calls every op
 * unconditionally. */
#include <stdio.h>

#include "internal.h"

static int no_keys(void *config, const char *section, const char *key, const char *value,
                   int line, char *err, size_t errlen)
{
    (void)config, (void)section, (void)value, (void)line;
    wz_say(err, errlen, "unknown key '%s' (this variant takes no keys)", key);
    return -1;
}

static int nothing_to_finish(void *config, char *err, size_t errlen)
{
    (void)config, (void)err, (void)errlen;
    return 0;
}

/* The kernel's reset has already set one 15x15 board. */
static void one_board(wz_game *g)
{
    (void)g;
}

static void nothing_to_enter(wz_game *g)
{
    (void)g;
}

/* The foul if there is one, else whether black makes five or more. */
static int five_or_foul(const wz_game *g, wz_point p)
{
    static const int dirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    int foul = g->variant->plugin->variant->forbids(g, p);
    if (foul != WZ_LEGAL)
        return foul;
    for (int d = 0; d < 4; d++)
        if (wz_game_line(g, p, dirs[d][0], dirs[d][1], WZ_BLACK) >= 5)
            return WZ_FIVE;
    return WZ_LEGAL;
}

static int no_marks(const wz_game *g, wz_point *pts, int max)
{
    (void)g, (void)pts, (void)max;
    return 0;
}

static int nothing_forbidden(const wz_game *g, wz_point p)
{
    (void)g, (void)p;
    return WZ_LEGAL;
}

static int automatic_hook(const wz_game *g, const char *name, const wz_action *a, char *why,
                          size_t whylen)
{
    (void)g, (void)a;
    wz_say(why, whylen, "the %s step takes no action", name);
    return -1;
}

static const char *unnamed_verdict(int verdict)
{
    (void)verdict;
    return NULL;
}

void wz_variant_defaults(wz_variant_ops *o)
{
#define DEFAULT(op, fn) \
    if (!o->op)         \
    o->op = fn
    DEFAULT(configure, no_keys);
    DEFAULT(finish, nothing_to_finish);
    DEFAULT(start, one_board);
    DEFAULT(enter_main, nothing_to_enter);
    DEFAULT(check, five_or_foul);
    DEFAULT(marks, no_marks);
    DEFAULT(forbids, nothing_forbidden);
    DEFAULT(hook_legal, automatic_hook);
    DEFAULT(verdict_name, unnamed_verdict);
#undef DEFAULT
}

static int no_settings(void *config, const char *key, const char *value, char *err,
                       size_t errlen)
{
    (void)config, (void)value;
    wz_say(err, errlen, "unknown setting '%s' (this AI takes none)", key);
    return -1;
}

static void nothing_to_release(void *config)
{
    (void)config;
}

void wz_ai_defaults(wz_ai_ops *o)
{
    if (!o->configure)
        o->configure = no_settings;
    if (!o->release)
        o->release = nothing_to_release;
}
