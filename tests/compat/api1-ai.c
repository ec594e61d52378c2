/*
 * api1-ai.c - an AI plugin written against ABI 1 / API 1 (the frozen
 * header): it wins when a stone wins, else blocks the opponent's five,
 * else plays the legal point nearest the centre.  Everything through the
 * host services of API 1.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <wuzi/plugin.h>

static const wz_host *H;

typedef struct settings {
    int calls;
} settings;

static int configure(void *config, const char *key, const char *value, char *err,
                     size_t errlen)
{
    (void)config, (void)value;
    snprintf(err, errlen, "api1-ai takes no setting '%s'", key);
    return -1;
}

static int makes_five(const wz_game *g, wz_point p, int colour)
{
    static const int dirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (int d = 0; d < 4; d++)
        if (H->run(g, p, dirs[d][0], dirs[d][1], colour) >= 5)
            return 1;
    return 0;
}

static int choose(const wz_game *g, const void *config, wz_action *out, char *err,
                  size_t errlen)
{
    wz_expect e;
    (void)config;
    memset(&e, 0, sizeof e);
    H->expect(g, &e);
    memset(out, 0, sizeof *out);
    if (!(e.actions & (1u << WZ_ACT_PLACE))) {
        out->kind = WZ_ACT_PASS;
        return H->legal(g, out, err, errlen);
    }
    int w = H->width(g), h = H->height(g), best = -1, opponent = 3 - e.colour;
    wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
    for (int pass = 0; pass < 3 && best < 0; pass++) {
        int nearest = 1 << 30;
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                a.pts[0] = (wz_point){0, (int8_t)x, (int8_t)y};
                if (H->at(g, a.pts[0]) != WZ_EMPTY || H->legal(g, &a, NULL, 0) != 0)
                    continue;
                if ((pass == 0 && !makes_five(g, a.pts[0], e.colour)) ||
                    (pass == 1 && !makes_five(g, a.pts[0], opponent)))
                    continue;
                int d = abs(x - w / 2) + abs(y - h / 2);
                if (d < nearest) {
                    nearest = d;
                    best = y * w + x;
                }
            }
    }
    if (best < 0) {
        snprintf(err, errlen, "no legal point");
        return -1;
    }
    *out = a;
    out->pts[0] = (wz_point){0, (int8_t)(best % w), (int8_t)(best / w)};
    return 0;
}

static const wz_ai_ops ai = {
    .config_size = sizeof(settings),
    .configure = configure,
    .choose = choose,
};

static const wz_plugin plugin = {
    WZ_PLUGIN_HEADER,
    .kind = WZ_PLUGIN_AI,
    .id = "api1-ai",
    .name = "An AI built against API 1",
    .version = "1",
    .ai = &ai,
};

WZ_PLUGIN_ENTRY
{
    H = wz_entry_host;
    return &plugin;
}
