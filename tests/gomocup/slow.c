/*
 * slow.c - a test AI plugin that takes its time: it sleeps delay=MS
 * milliseconds (or, with obey=1, no longer than the time=MS it is given),
 * then places the legal point nearest the centre, scanning rows from the
 * top; a predictable player for pbrain-wuzi's timing tests.  With
 * log=PATH it appends, for each move, the time, memory=MB and left (the
 * game clock) it was given ("time=980 memory=19 left=-1", -1 for one not
 * given), so that a test sees what the brain passed on.  With report=1 it reports that point through
 * "wuzi.ai.progress/1" as a completed search of depth 1 before it sleeps,
 * as an engine reports its iterations, so that a test sees what the brain
 * makes of a search that ran out of time.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <wuzi/ai.h>
#include <wuzi/plugin.h>

static const wz_host *H;

typedef struct settings {
    long delay, time, memory, left;
    int obey, report, has_time, has_memory, has_left;
    char log[256];
} settings;

static int configure(void *config, const char *key, const char *value, char *err, size_t errlen)
{
    settings *s = config;
    if (strcmp(key, "log") == 0) {
        snprintf(s->log, sizeof s->log, "%s", value);
        return 0;
    }
    char *end;
    long v = strtol(value, &end, 10);
    if (!*value || *end || v < 0) {
        snprintf(err, errlen, "%s takes a number", key);
        return -1;
    }
    if (strcmp(key, "delay") == 0)
        s->delay = v;
    else if (strcmp(key, "obey") == 0)
        s->obey = v != 0;
    else if (strcmp(key, "report") == 0)
        s->report = v != 0;
    else if (strcmp(key, "time") == 0)
        s->time = v, s->has_time = 1;
    else if (strcmp(key, "memory") == 0)
        s->memory = v, s->has_memory = 1;
    else if (strcmp(key, "left") == 0)
        s->left = v, s->has_left = 1;
    else {
        snprintf(err, errlen, "unknown setting '%s' (slow takes delay, obey, report, time, memory, left, log)", key);
        return -1;
    }
    return 0;
}

static wz_ai_report_fn watcher;
static void *watcher_user;

static void watch(wz_ai_report_fn fn, void *user)
{
    watcher = fn;
    watcher_user = user;
}

static const wz_ai_progress progress = {
    .size = sizeof(wz_ai_progress),
    .watch = watch,
};

/* The roles, so that a front end knows where the clock's figures go. */
static const wz_ai_setting setting_list[] = {
    {"time", "0..86400000", "milliseconds a move", WZ_AI_ROLE_MOVE_MS},
    {"left", "0..2147483647", "milliseconds left on the game clock", WZ_AI_ROLE_LEFT_MS},
    {"memory", "1..1048576", "MB it may hold", WZ_AI_ROLE_MEMORY_MB},
};

static const wz_ai_settings settings_info = {
    .size = sizeof(wz_ai_settings),
    .count = (int)(sizeof setting_list / sizeof setting_list[0]),
    .list = setting_list,
};

static const void *extension(const char *id)
{
    if (strcmp(id, WZ_AI_SETTINGS_ID) == 0)
        return &settings_info;
    return strcmp(id, WZ_AI_PROGRESS_ID) == 0 ? &progress : NULL;
}

static int choose(const wz_game *g, const void *config, wz_action *out, char *err, size_t errlen)
{
    const settings *s = config;
    long ms = s->delay;
    if (s->obey && s->has_time && s->time < ms)
        ms = s->time;
    if (s->log[0]) {
        FILE *f = fopen(s->log, "a");
        if (f) {
            fprintf(f, "time=%ld memory=%ld left=%ld\n", s->has_time ? s->time : -1L,
                    s->has_memory ? s->memory : -1L, s->has_left ? s->left : -1L);
            fclose(f);
        }
    }
    int w = H->width(g), h = H->height(g), best = -1;
    wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1};
    for (int y = h - 1; y >= 0; y--) {
        for (int x = 0; x < w; x++) {
            wz_action t = a;
            t.pts[0] = (wz_point){0, (int8_t)x, (int8_t)y};
            if (H->legal(g, &t, NULL, 0) != 0)
                continue;
            int d = abs(2 * x - (w - 1)) + abs(2 * y - (h - 1));
            if (best < 0 || d < best) {
                best = d;
                *out = t;
            }
        }
    }
    if (best < 0) {
        snprintf(err, errlen, "no legal point");
        return -1;
    }
    if (s->report && watcher) {
        wz_ai_report r = {.size = sizeof r, .event = WZ_AI_ITERATION};
        r.now.found = 1;
        r.now.move = out->pts[0];
        r.now.depth = 1;
        r.now.how = "search";
        r.now.nline = 1;
        r.now.line[0] = out->pts[0];
        watcher(watcher_user, &r);
    }
    struct timespec nap = {ms / 1000, (ms % 1000) * 1000000L};
    while (nanosleep(&nap, &nap) != 0)
        ;
    return 0;
}

static const wz_ai_ops ai = {
    .size = sizeof(wz_ai_ops),
    .config_size = sizeof(settings),
    .configure = configure,
    .choose = choose,
};

static const wz_plugin plugin = {
    WZ_PLUGIN_HEADER,
    .kind = WZ_PLUGIN_AI,
    .id = "slow",
    .name = "Slow test AI",
    .version = "1.0",
    .ai = &ai,
    .extension = extension,
};

WZ_PLUGIN_ENTRY
{
    H = wz_entry_host;
    return &plugin;
}
