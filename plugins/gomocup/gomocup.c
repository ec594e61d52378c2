/*
 * gomocup.c - an AI plugin that lets any external Gomocup brain (pbrain-*)
 * play in wuzi:  ai white gomocup engine=/path/to/pbrain-x timeout_turn=1000
 *
 * Each seat (each settings block) gets its own engine process, started on
 * its first move and kept for the following ones: an engine that has seen
 * the game so far gets TURN with the opponent's stone, anything else (a new
 * game, an undo, a setup) gets START again, INFO, then BOARD in move order
 * (or BEGIN on an empty board).  Its reply is read with the time limit plus
 * a tolerance.
 *
 * An engine that cannot be started, crashes, hangs or answers nonsense or
 * an illegal move forfeits: it is killed and reaped, one line naming the
 * engine says why, and by default (forfeit=resign) the plugin resigns for
 * it, so the game ends with a result and the program goes on.  With
 * forfeit=error choose fails instead and returns that line, for callers
 * that keep their own score (wuzi-match).
 *
 * Opening decisions other than placing a stone (swap or stay, declare)
 * cannot be asked of a Gomocup brain; the plugin takes the plain choice
 * (stay, the smallest number) the way the simple AI does.
 *
 * Settings:
 *   engine=PATH        the brain to run (required); arg=A adds an argument
 *   timeout_turn=MS    time per move (default 5000; 0: no limit per move)
 *   timeout_match=MS   time per game (default 0: none)
 *   max_memory=BYTES   told to the engine (default 0: no limit)
 *   tolerance=MS       grace after the limit before it forfeits (default 1000)
 *   timeout_start=MS   time to answer START (default 15000)
 *   rule=N             the Gomocup rule sent (default: found from the variant)
 *   forfeit=resign|error
 */
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <wuzi/ai.h>
#include <wuzi/plugin.h>

#include "engine.h"
#include "position.h"

static const wz_host *H;

#define MAX_INSTANCES 16
/* The longest a single reply may take when the settings set no limit. */
#define UNLIMITED_MS (24L * 3600 * 1000)

typedef struct settings {
    unsigned id; /* which engine instance belongs to this seat */
    char engine[1024];
    char args[ENGINE_MAX_ARGS][256];
    int nargs;
    long timeout_turn, timeout_match, max_memory, tolerance, timeout_start;
    int has_turn, has_tolerance, has_start;
    int rule, has_rule;
    int forfeit_error;
} settings;

/* One running engine and what it has been told. */
typedef struct instance {
    unsigned id;
    unsigned long last_use;
    engine e;
    int running;
    int width, height, rule;
    stone known[MAX_STONES]; /* the position the engine holds */
    int nknown;
    long used_ms; /* its thinking time in this game */
} instance;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static instance *instances[MAX_INSTANCES];
static unsigned next_id;
static unsigned long use_clock;

/* ----------------------------------------------------------- settings */

static int number(const char *value, long *out, char *err, size_t errlen, const char *key)
{
    char *end;
    errno = 0;
    long v = strtol(value, &end, 10);
    if (!*value || *end || v < 0) {
        snprintf(err, errlen, "%s must be a number >= 0, not '%s'", key, value);
        return -1;
    }
    if (errno == ERANGE) {
        snprintf(err, errlen, "%s must be at most %ld, not '%s'", key, LONG_MAX, value);
        return -1;
    }
    *out = v;
    return 0;
}

static int configure(void *config, const char *key, const char *value, char *err, size_t errlen)
{
    settings *s = config;
    long v;
    if (!s->id) {
        pthread_mutex_lock(&lock);
        s->id = ++next_id;
        pthread_mutex_unlock(&lock);
    }
    if (strcmp(key, "engine") == 0) {
        if (!*value || strlen(value) >= sizeof s->engine) {
            snprintf(err, errlen, "engine must be a path to a pbrain executable");
            return -1;
        }
        snprintf(s->engine, sizeof s->engine, "%s", value);
        return 0;
    }
    if (strcmp(key, "arg") == 0) {
        if (s->nargs == ENGINE_MAX_ARGS || strlen(value) >= sizeof s->args[0]) {
            snprintf(err, errlen, "at most %d arguments of under %zu characters",
                     ENGINE_MAX_ARGS, sizeof s->args[0]);
            return -1;
        }
        snprintf(s->args[s->nargs++], sizeof s->args[0], "%s", value);
        return 0;
    }
    if (strcmp(key, "forfeit") == 0) {
        if (strcmp(value, "resign") != 0 && strcmp(value, "error") != 0) {
            snprintf(err, errlen, "forfeit must be resign or error, not '%s'", value);
            return -1;
        }
        s->forfeit_error = strcmp(value, "error") == 0;
        return 0;
    }
    static const char *const keys[] = {"timeout_turn", "timeout_match", "max_memory",
                                       "tolerance", "timeout_start", "rule"};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        if (strcmp(key, keys[i]) != 0)
            continue;
        if (number(value, &v, err, errlen, key) != 0)
            return -1;
        switch (i) {
        case 0: s->timeout_turn = v, s->has_turn = 1; break;
        case 1: s->timeout_match = v; break;
        case 2: s->max_memory = v; break;
        case 3: s->tolerance = v, s->has_tolerance = 1; break;
        case 4: s->timeout_start = v, s->has_start = 1; break;
        default: s->rule = (int)v, s->has_rule = 1; break;
        }
        return 0;
    }
    snprintf(err, errlen, "unknown setting '%s' (gomocup takes engine, arg, timeout_turn, "
             "timeout_match, max_memory, tolerance, timeout_start, rule, forfeit)", key);
    return -1;
}

static long turn_ms(const settings *s) { return s->has_turn ? s->timeout_turn : 5000; }
static long tolerance_ms(const settings *s) { return s->has_tolerance ? s->tolerance : 1000; }
static long start_ms(const settings *s) { return s->has_start ? s->timeout_start : 15000; }

static const char *engine_name(const settings *s)
{
    const char *slash = strrchr(s->engine, '/');
    return slash ? slash + 1 : s->engine;
}

/* ---------------------------------------------------------- instances */

static instance *find_instance(unsigned id)
{
    int free_slot = -1, oldest = 0;
    for (int i = 0; i < MAX_INSTANCES; i++) {
        if (instances[i] && instances[i]->id == id) {
            instances[i]->last_use = ++use_clock;
            return instances[i];
        }
        if (!instances[i] && free_slot < 0)
            free_slot = i;
        if (instances[i] && instances[oldest] && instances[i]->last_use < instances[oldest]->last_use)
            oldest = i;
    }
    /* The AI ABI never says when a seat goes away, so the seat unused the
     * longest gives its engine up when the table is full. */
    if (free_slot < 0) {
        free_slot = oldest;
        if (instances[oldest]->running)
            engine_stop(&instances[oldest]->e, 200);
        free(instances[oldest]);
        instances[oldest] = NULL;
    }
    instance *in = calloc(1, sizeof *in);
    if (!in)
        return NULL;
    in->id = id;
    in->last_use = ++use_clock;
    in->e.to = in->e.from = -1;
    instances[free_slot] = in;
    return in;
}

__attribute__((destructor)) static void stop_all(void)
{
    for (int i = 0; i < MAX_INSTANCES; i++) {
        if (instances[i] && instances[i]->running)
            engine_stop(&instances[i]->e, 300);
        free(instances[i]);
        instances[i] = NULL;
    }
}

/* The seat is given up: its engine goes at once rather than when sixteen
 * newer seats push it out. */
static void release(void *config)
{
    const settings *s = config;
    pthread_mutex_lock(&lock);
    for (int i = 0; i < MAX_INSTANCES; i++) {
        if (instances[i] && instances[i]->id == s->id) {
            if (instances[i]->running)
                engine_stop(&instances[i]->e, 300);
            free(instances[i]);
            instances[i] = NULL;
        }
    }
    pthread_mutex_unlock(&lock);
}

/* ------------------------------------------------------------ talking */

typedef struct talk {
    const settings *s;
    instance *in;
    char *err;
    size_t errlen;
} talk;

/* Kill the engine and say why it forfeits; always -1. */
static int fail(talk *t, const char *fmt, const char *detail)
{
    char what[512], end[128];
    snprintf(what, sizeof what, fmt, detail ? detail : "");
    if (t->in->running) {
        engine_describe_end(&t->in->e, 50, end, sizeof end);
        engine_kill(&t->in->e);
        t->in->running = 0;
    } else {
        snprintf(end, sizeof end, "is not running");
    }
    t->in->nknown = 0;
    if (strstr(what, "closed its") && strncmp(end, "was killed", 10) == 0)
        snprintf(t->err, t->errlen, "engine %s crashed: it %s", engine_name(t->s), end);
    else if (strstr(what, "closed its") && strcmp(end, "is still running") != 0)
        snprintf(t->err, t->errlen, "engine %s stopped: it %s", engine_name(t->s), end);
    else
        snprintf(t->err, t->errlen, "engine %s %s", engine_name(t->s), what);
    return -1;
}

static int say(talk *t, const char *line)
{
    char why[256];
    if (engine_send(&t->in->e, engine_now_ms() + tolerance_ms(t->s) + 1000, line, why, sizeof why) != 0)
        return fail(t, "%s", why);
    return 0;
}

/* Read until a line that is not a MESSAGE or DEBUG line; answer SUGGEST
 * with PLAY.  1 with the line, -1 after fail(). */
static int receive(talk *t, long deadline, long limit_ms, long grace_ms, int skip_ok, char *line,
                   size_t len)
{
    char why[256], msg[80];
    for (;;) {
        int r = engine_read_line(&t->in->e, deadline, line, len, why, sizeof why);
        if (r == 0) {
            if (grace_ms)
                snprintf(msg, sizeof msg, "%ld ms (+%ld ms tolerance)", limit_ms, grace_ms);
            else
                snprintf(msg, sizeof msg, "%ld ms", limit_ms);
            return fail(t, "did not answer within %s", msg);
        }
        if (r < 0)
            return fail(t, "%s", why);
        if (strncasecmp(line, "MESSAGE", 7) == 0 || strncasecmp(line, "DEBUG", 5) == 0)
            continue;
        /* a stray OK (some brains acknowledge INFO) is no move */
        if (skip_ok && strcasecmp(line, "OK") == 0)
            continue;
        if (strncasecmp(line, "SUGGEST ", 8) == 0) {
            char play[64];
            snprintf(play, sizeof play, "PLAY %.40s", line + 8);
            if (say(t, play) != 0)
                return -1;
            continue;
        }
        return 1;
    }
}

/* A number of at most four digits at *s (blanks before it skipped). */
static int small_number(const char **s, int *out)
{
    const char *p = *s + strspn(*s, " \t");
    size_t n = strspn(p, "0123456789");
    if (n == 0 || n > 4)
        return 0;
    *out = atoi(p);
    *s = p + n;
    return 1;
}

/* Parse "X,Y" as a whole line: digits only, so that no number is read as
 * another that fits the board (sscanf's %d takes 4294967303 for 7). */
static int parse_move(const char *line, int *x, int *y)
{
    const char *p = line;
    if (!small_number(&p, x))
        return 0;
    p += strspn(p, " \t");
    if (*p++ != ',' || !small_number(&p, y))
        return 0;
    return p[strspn(p, " \t")] == '\0';
}

static int start_game(talk *t, int w, int h, int rule)
{
    char line[ENGINE_LINE_MAX];
    instance *in = t->in;
    const settings *s = t->s;
    if (!in->running) {
        char why[512];
        char *args[ENGINE_MAX_ARGS];
        for (int i = 0; i < s->nargs; i++)
            args[i] = (char *)s->args[i];
        if (engine_start(&in->e, s->engine, args, s->nargs, why, sizeof why) != 0) {
            snprintf(t->err, t->errlen, "engine %s could not be started: %s", engine_name(s), why);
            return -1;
        }
        in->running = 1;
    }
    in->nknown = 0;
    in->used_ms = 0;
    if (w == h)
        snprintf(line, sizeof line, "START %d", w);
    else
        snprintf(line, sizeof line, "RECTSTART %d,%d", w, h);
    if (say(t, line) != 0 || receive(t, engine_now_ms() + start_ms(s), start_ms(s), 0, 0, line, sizeof line) < 0)
        return -1;
    if (strcasecmp(line, "OK") != 0) {
        char detail[300];
        snprintf(detail, sizeof detail, "%.200s", line);
        return fail(t, "refused the board: '%s'", detail);
    }
    snprintf(line, sizeof line, "INFO timeout_turn %ld", turn_ms(s));
    if (say(t, line) != 0)
        return -1;
    snprintf(line, sizeof line, "INFO timeout_match %ld", s->timeout_match);
    if (say(t, line) != 0)
        return -1;
    snprintf(line, sizeof line, "INFO max_memory %ld", s->max_memory);
    if (say(t, line) != 0 || say(t, "INFO game_type 1") != 0)
        return -1;
    snprintf(line, sizeof line, "INFO rule %d", rule);
    if (say(t, line) != 0)
        return -1;
    in->width = w;
    in->height = h;
    in->rule = rule;
    return 0;
}

/* The engine holds the position before the opponent's last stone. */
static int one_move_behind(const instance *in, const stone *st, int n, int own)
{
    if (n != in->nknown + 1 || st[n - 1].colour == own)
        return 0;
    return memcmp(in->known, st, sizeof *st * (size_t)in->nknown) == 0;
}

static int ask_move(talk *t, const wz_game *g, int own, wz_point *out)
{
    static __thread stone st[MAX_STONES];
    char line[ENGINE_LINE_MAX];
    const settings *s = t->s;
    instance *in = t->in;
    int w = H->width(g), h = H->height(g);
    int rule = s->has_rule ? s->rule : gomocup_probe_rule(H, g);
    int n = gomocup_stones_in_order(H, g, st);

    int fresh = !in->running || in->width != w || in->height != h || in->rule != rule ||
                !one_move_behind(in, st, n, own);
    if (fresh && start_game(t, w, h, rule) != 0)
        return -1;

    long limit = turn_ms(s) > 0 ? turn_ms(s) : UNLIMITED_MS;
    if (s->timeout_match > 0) {
        long left = s->timeout_match - in->used_ms;
        if (left < 0)
            left = 0;
        snprintf(line, sizeof line, "INFO time_left %ld", left);
        if (say(t, line) != 0)
            return -1;
        if (left < limit)
            limit = left;
    }
    long begin = engine_now_ms();
    if (!fresh) {
        snprintf(line, sizeof line, "TURN %d,%d", st[n - 1].x, h - 1 - st[n - 1].y);
        if (say(t, line) != 0)
            return -1;
    } else if (n == 0) {
        if (say(t, "BEGIN") != 0)
            return -1;
    } else {
        if (say(t, "BOARD") != 0)
            return -1;
        for (int i = 0; i < n; i++) {
            snprintf(line, sizeof line, "%d,%d,%d", st[i].x, h - 1 - st[i].y,
                     st[i].colour == own ? 1 : 2);
            if (say(t, line) != 0)
                return -1;
        }
        if (say(t, "DONE") != 0)
            return -1;
    }
    if (receive(t, begin + limit + tolerance_ms(s), limit, tolerance_ms(s), 1, line, sizeof line) < 0)
        return -1;
    in->used_ms += engine_now_ms() - begin;

    int x, y;
    char detail[300];
    snprintf(detail, sizeof detail, "%.200s", line);
    if (!parse_move(line, &x, &y))
        return fail(t, "answered nonsense: '%s'", detail);
    if (x < 0 || x >= w || y < 0 || y >= h)
        return fail(t, "played off the board: '%s'", detail);
    *out = (wz_point){0, (int8_t)x, (int8_t)(h - 1 - y)};
    wz_action a = {.kind = WZ_ACT_PLACE, .npoints = 1, .pts = {*out}};
    char why[200];
    if (H->legal(g, &a, why, sizeof why) != 0) {
        char both[520];
        snprintf(both, sizeof both, "%s: %s", detail, why);
        return fail(t, "played an illegal move '%s'", both);
    }
    memcpy(in->known, st, sizeof *st * (size_t)n);
    in->known[n] = (stone){out->x, out->y, (uint8_t)own};
    in->nknown = n + 1;
    return 0;
}

/* ------------------------------------------------------------- choose */

/* Decisions a Gomocup brain cannot be asked: the plain choice. */
static int plain_choice(const wz_game *g, const wz_expect *e, wz_action *out)
{
    static const int plain[] = {WZ_ACT_STAY, WZ_ACT_DECLARE, WZ_ACT_END};
    for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++) {
        if (!(e->actions & (1u << plain[i])))
            continue;
        memset(out, 0, sizeof *out);
        out->kind = plain[i];
        out->value = e->min;
        if (H->legal(g, out, NULL, 0) == 0)
            return 0;
    }
    return -1;
}

static int choose(const wz_game *g, const void *config, wz_action *out, char *err, size_t errlen)
{
    const settings *s = config;
    wz_expect e;
    H->expect(g, &e);
    if (!s->engine[0]) {
        snprintf(err, errlen, "no engine: write engine=/path/to/pbrain-NAME");
        return -1;
    }
    if (!(e.actions & (1u << WZ_ACT_PLACE))) {
        if (plain_choice(g, &e, out) == 0)
            return 0;
        snprintf(err, errlen, "a Gomocup engine cannot decide this (%s)", e.text);
        return -1;
    }
    if (H->boards(g) != 1) {
        snprintf(err, errlen, "Gomocup engines play on one board, this game has %d", H->boards(g));
        return -1;
    }
    pthread_mutex_lock(&lock);
    instance *in = find_instance(s->id);
    int rc = -1;
    wz_point p;
    if (!in)
        snprintf(err, errlen, "out of memory");
    else {
        talk t = {s, in, err, errlen};
        rc = ask_move(&t, g, e.colour, &p);
    }
    pthread_mutex_unlock(&lock);
    if (rc == 0) {
        memset(out, 0, sizeof *out);
        out->kind = WZ_ACT_PLACE;
        out->npoints = 1;
        out->pts[0] = p;
        return 0;
    }
    if (!in || s->forfeit_error)
        return -1;
    /* The engine forfeits: say why where people see it, and resign for it
     * so the game ends instead of waiting on a dead seat. */
    fprintf(stderr, "gomocup: %s; it forfeits\n", err);
    fflush(stderr);
    memset(out, 0, sizeof *out);
    out->kind = WZ_ACT_RESIGN;
    return 0;
}

static const wz_ai_ops ai = {
    .size = sizeof(wz_ai_ops),
    .config_size = sizeof(settings),
    .configure = configure,
    .choose = choose,
    .release = release,
};

static const wz_ai_setting setting_list[] = {
    {"engine", "PATH", "the Gomocup brain to run (required)", WZ_AI_ROLE_NONE},
    {"arg", "WORD", "one more argument for the brain (repeatable)", WZ_AI_ROLE_NONE},
    {"timeout_turn", "0..2147483647", "milliseconds per move (default 5000; 0: no limit)", WZ_AI_ROLE_MOVE_MS},
    {"timeout_match", "0..2147483647", "milliseconds for the whole game (default 0: none)", WZ_AI_ROLE_NONE},
    {"max_memory", "0..2147483647", "bytes of memory told to the brain (default 0: no limit)", WZ_AI_ROLE_NONE},
    {"tolerance", "0..2147483647", "grace in milliseconds after a limit before it forfeits (default 1000)", WZ_AI_ROLE_NONE},
    {"timeout_start", "0..2147483647", "milliseconds to answer START (default 15000)", WZ_AI_ROLE_NONE},
    {"rule", "0..2147483647", "the Gomocup rule number sent (default: from the variant)", WZ_AI_ROLE_NONE},
    {"forfeit", "resign|error", "what a failing brain does: resign for it, or fail the move (default resign)", WZ_AI_ROLE_NONE},
};

static const wz_ai_settings settings_info = {
    .size = sizeof(wz_ai_settings),
    .count = (int)(sizeof setting_list / sizeof setting_list[0]),
    .list = setting_list,
};

static const void *extension(const char *id)
{
    return strcmp(id, WZ_AI_SETTINGS_ID) == 0 ? &settings_info : NULL;
}

static const wz_plugin plugin = {
    WZ_PLUGIN_HEADER,
    .kind = WZ_PLUGIN_AI,
    .id = "gomocup",
    .name = "External Gomocup engines (pbrain-*) as players",
    .version = "1.0",
    .ai = &ai,
    .extension = extension,
};

WZ_PLUGIN_ENTRY
{
    H = wz_entry_host;
    return &plugin;
}
