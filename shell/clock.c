/* clock.c - the game clock, as a tournament keeps it: main time per
 * player, an increment added after each of a player's turns (Fischer), a
 * limit on one turn, or any mix.  The clock runs for the player to act,
 * person or AI; a turn ends when the other player is to act.  Its flag
 * ends the game (wz_game_time_out) when the variant's manifest has a
 * clock key or the game was started with new ID --clock; otherwise the
 * clock only counts, and an overdrawn time shows as negative.
 *
 * Regression files run on a manual clock: time passes only through
 * `time use`, so their replies never depend on the machine. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "session.h"

static int64_t now_ms(const game_clock *c)
{
    if (c->manual)
        return c->offset_ms;
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000 + c->offset_ms;
}

/* ----------------------------------------------------------- durations */

int clock_parse_duration(const char *text, int64_t *ms)
{
    char *end;
    if (!*text)
        return -1;
    /* m:ss or h:mm:ss */
    if (strchr(text, ':')) {
        int64_t total = 0;
        const char *p = text;
        for (int part = 0; part < 3; part++) {
            if (!isdigit((unsigned char)*p))
                return -1;
            long v = strtol(p, &end, 10);
            /* a part past a year of seconds is no duration (and would
             * overflow the total) */
            if (v > 31622400L || total > 31622400L)
                return -1;
            total = total * 60 + v;
            if (*end == '\0') {
                *ms = total * 1000;
                return part ? 0 : -1;
            }
            if (*end != ':')
                return -1;
            p = end + 1;
        }
        return -1;
    }
    double v = strtod(text, &end);
    if (end == text || !(v >= 0 && v <= 1e9)) /* NaN too */
        return -1;
    double unit = strcmp(end, "") == 0 || strcmp(end, "s") == 0 ? 1000
                : strcmp(end, "ms") == 0                        ? 1
                : strcmp(end, "m") == 0 || strcmp(end, "min") == 0 ? 60000
                : strcmp(end, "h") == 0                         ? 3600000
                                                                : -1;
    if (unit < 0)
        return -1;
    *ms = (int64_t)(v * unit + 0.5);
    return 0;
}

/* A time left, as a clock face shows it: 4:30, 1:02:03, -0:05; whole
 * seconds rounded up, so a fresh 5:00 reads 5:00 until a second has
 * gone, and a flag that fell a few milliseconds ago reads 0:00, not
 * -0:00. */
static void format_left(int64_t ms, char *buf, size_t len)
{
    int64_t s = ms < 0 ? -ms / 1000 : (ms + 999) / 1000;
    const char *sign = ms < 0 && s > 0 ? "-" : "";
    if (s >= 3600)
        snprintf(buf, len, "%s%lld:%02lld:%02lld", sign, (long long)(s / 3600), (long long)(s / 60 % 60),
                 (long long)(s % 60));
    else
        snprintf(buf, len, "%s%lld:%02lld", sign, (long long)(s / 60), (long long)(s % 60));
}

/* A setting, briefly: 10m, 90s, 1.5s, 2h. */
static void format_setting(int64_t ms, char *buf, size_t len)
{
    if (ms % 3600000 == 0)
        snprintf(buf, len, "%lldh", (long long)(ms / 3600000));
    else if (ms % 60000 == 0)
        snprintf(buf, len, "%lldm", (long long)(ms / 60000));
    else if (ms % 1000 == 0)
        snprintf(buf, len, "%llds", (long long)(ms / 1000));
    else
        snprintf(buf, len, "%lldms", (long long)ms);
}

/* "game=10m increment=5s move=30s" into c's settings; 0, or -1 with a
 * reason. */
static int parse_settings(game_clock *c, int argc, char **argv, char *why, size_t len)
{
    int64_t game = 0, increment = 0, move = 0;
    for (int i = 0; i < argc; i++) {
        const char *eq = strchr(argv[i], '=');
        int64_t v;
        if (!eq) {
            snprintf(why, len, "%s: write the time control as key=value (game=10m increment=5s move=30s)",
                     argv[i]);
            return -1;
        }
        size_t k = (size_t)(eq - argv[i]);
        int64_t *to = k == 4 && strncmp(argv[i], "game", 4) == 0        ? &game
                    : k == 9 && strncmp(argv[i], "increment", 9) == 0   ? &increment
                    : k == 4 && strncmp(argv[i], "move", 4) == 0        ? &move
                                                                        : NULL;
        if (!to) {
            snprintf(why, len, "unknown time setting '%.*s' (game, increment, move)", (int)k, argv[i]);
            return -1;
        }
        if (clock_parse_duration(eq + 1, &v) != 0) {
            snprintf(why, len, "%s: a duration is 90, 90s, 1500ms, 10m, 1h or 1:30", argv[i]);
            return -1;
        }
        *to = v;
    }
    if (!game && !move) {
        snprintf(why, len, "a time control needs game=T (time per player) or move=T (time per turn)");
        return -1;
    }
    c->game_ms = game;
    c->increment_ms = increment;
    c->move_ms = move;
    return 0;
}

/* -------------------------------------------------------------- running */

/* Both players' full time, no turn timed yet.  A game the clock did not
 * see start (loaded, resumed) is timed without a flag. */
static void restart(session *s)
{
    game_clock *c = &s->clock;
    if (c->game != s->game)
        c->flag_loses = 0;
    c->left_ms[WZ_P1] = c->left_ms[WZ_P2] = c->game_ms;
    c->turn_player = WZ_NOBODY;
    c->game = s->game;
}

int clock_running(const session *s)
{
    return s->clock.on && s->game;
}

/* The running turn's time so far. */
static int64_t turn_used(const session *s)
{
    const game_clock *c = &s->clock;
    return c->turn_player == WZ_NOBODY ? 0 : now_ms(c) - c->turn_start;
}

int64_t clock_left(const session *s, int player)
{
    const game_clock *c = &s->clock;
    return c->left_ms[player] - (player == c->turn_player ? turn_used(s) : 0);
}

/* Whether player, to act now, is out of time (game or turn). */
static int out_of_time(const session *s, int player)
{
    const game_clock *c = &s->clock;
    if (player != c->turn_player)
        return 0;
    int64_t used = turn_used(s);
    return (c->game_ms && c->left_ms[player] - used <= 0) || (c->move_ms && used >= c->move_ms);
}

void clock_sync(session *s)
{
    game_clock *c = &s->clock;
    if (!clock_running(s))
        return;
    if (c->game != s->game)
        restart(s);
    wz_expect e;
    wz_game_expect(s->game, &e);
    if (e.player == c->turn_player)
        return;
    int64_t now = now_ms(c);
    int length = wz_game_history_length(s->game);
    if (c->turn_player != WZ_NOBODY) {
        /* the turn ends: its time is spent, and a move earns the
         * increment (an undo, which also changes who is to act, does
         * not) */
        c->left_ms[c->turn_player] -= now - c->turn_start;
        if (length > c->turn_length && c->game_ms)
            c->left_ms[c->turn_player] += c->increment_ms;
    }
    c->turn_player = e.player;
    c->turn_start = now;
    c->turn_length = length;
}

int clock_flag(session *s, reply *out)
{
    game_clock *c = &s->clock;
    if (!clock_running(s) || !c->flag_loses)
        return 0;
    clock_sync(s);
    int p = c->turn_player;
    if (p == WZ_NOBODY || !out_of_time(s, p))
        return 0;
    char why[WZ_REASON_MAX], res[WZ_REASON_MAX];
    if (wz_game_time_out(s->game, why, sizeof why) != 0)
        return 0;
    clock_sync(s);
    if (out)
        reply_line(out, "%s's time ran out: %s", wz_player_name(p), wz_result_format(s->game, res, sizeof res));
    return 1;
}

void clock_new_game(session *s, int flag)
{
    game_clock *c = &s->clock;
    c->game = s->game; /* not a stranger: restart keeps the flag */
    const char *spec = s->game ? wz_variant_clock(wz_game_variant(s->game)) : "";
    if (flag >= 0 && *spec) {
        /* the variant's own time control, its flag falling */
        /* every word of it (a manifest's line may hold 199 characters) */
        char *copy = strdup(spec), *save = NULL, why[WZ_REASON_MAX];
        char **words = copy ? malloc(sizeof *words * (strlen(spec) / 2 + 1)) : NULL;
        int n = 0;
        for (char *w = words ? strtok_r(copy, " \t", &save) : NULL; w; w = strtok_r(NULL, " \t", &save))
            words[n++] = w;
        if (words && parse_settings(c, n, words, why, sizeof why) == 0) {
            c->on = 1;
            flag = 1;
        }
        free(words);
        free(copy);
    }
    if (flag < 0) {
        c->on = 0;
        seats_unbrief(s);
    }
    c->flag_loses = c->on && flag > 0;
    restart(s);
    clock_sync(s);
}

/* ------------------------------------------------------------ AI limits */

/* The value of key in a seat's settings as given ("engine time=500"), or
 * -1. */
static int64_t given(const seat *st, const char *key)
{
    size_t n = strlen(key);
    for (const char *p = st->args; p && (p = strstr(p, key)); p += n)
        if ((p == st->args || p[-1] == ' ') && p[n] == '=')
            return strtoll(p + n + 1, NULL, 10);
    return -1;
}

static void set(seat *st, const char *key, int64_t value)
{
    st->briefed = 1;
    char v[32], err[WZ_REASON_MAX];
    snprintf(v, sizeof v, "%lld", (long long)(value < 1 ? 1 : value));
    if (st->ai->ai->configure)
        st->ai->ai->configure(st->config, key, v, err, sizeof err);
}

void clock_brief_ai(session *s, int player)
{
    const game_clock *c = &s->clock;
    seat *st = &s->seats[player];
    const wz_ai_settings *list = ai_settings_of(st->ai);
    if (!clock_running(s) || !list)
        return;
    clock_sync(s);
    int64_t used = turn_used(s), left = c->left_ms[player] - used;
    int has_left = 0;
    for (int i = 0; i < list->count; i++)
        has_left |= list->list[i].role == WZ_AI_ROLE_LEFT_MS;
    for (int i = 0; i < list->count; i++) {
        const wz_ai_setting *k = &list->list[i];
        if (k->role == WZ_AI_ROLE_LEFT_MS && c->game_ms) {
            set(st, k->key, left > 0 ? left : 0);
        } else if (k->role == WZ_AI_ROLE_MOVE_MS) {
            /* the tightest of: what was asked of it, what is left of the
             * turn, and (when it cannot be told the game's time) a share
             * of what is left of the game */
            int64_t limit = given(st, k->key);
            if (c->move_ms && (limit < 0 || c->move_ms - used < limit))
                limit = c->move_ms - used;
            if (c->game_ms && !has_left && (limit < 0 || left / 20 < limit))
                limit = left / 20;
            if (limit >= 0)
                set(st, k->key, limit);
        }
    }
}

/* ------------------------------------------------------------- showing */

void clock_describe(session *s, reply *out)
{
    const game_clock *c = &s->clock;
    char t[32];
    clock_sync(s);
    reply_add(out, "clock:");
    for (int p = WZ_P1; p <= WZ_P2; p++) {
        reply_add(out, "%s %s %s", p ? "," : "", wz_player_name(p), wz_colour_name(wz_game_colour_of(s->game, p)));
        if (c->game_ms) {
            format_left(clock_left(s, p), t, sizeof t);
            reply_add(out, " %s", t);
        }
        if (p == c->turn_player && c->move_ms) {
            format_left(c->move_ms - turn_used(s), t, sizeof t);
            reply_add(out, " %s%s left of the turn", c->game_ms ? "(" : "", t);
            reply_add(out, "%s", c->game_ms ? ")" : "");
        }
        if (p == c->turn_player)
            reply_add(out, " running");
    }
    reply_add(out, " (");
    if (c->game_ms) {
        format_setting(c->game_ms, t, sizeof t);
        reply_add(out, "%s each", t);
        if (c->increment_ms) {
            format_setting(c->increment_ms, t, sizeof t);
            reply_add(out, " + %s a move", t);
        }
    }
    if (c->move_ms) {
        format_setting(c->move_ms, t, sizeof t);
        reply_add(out, "%s%s a turn at most", c->game_ms ? ", " : "", t);
    }
    reply_add(out, "; %s)", c->flag_loses ? "the flag loses" : "counting only");
}

void clock_prompt(session *s, char *buf, size_t len)
{
    const game_clock *c = &s->clock;
    buf[0] = '\0';
    if (!clock_running(s) || wz_game_result(s->game, NULL) != WZ_ONGOING)
        return;
    clock_sync(s);
    size_t n = (size_t)snprintf(buf, len, "[");
    for (int p = WZ_P1; p <= WZ_P2 && n < len; p++) {
        char t[32] = "", turn[40] = "";
        if (c->game_ms)
            format_left(clock_left(s, p), t, sizeof t);
        if (p == c->turn_player && c->move_ms) {
            format_left(c->move_ms - turn_used(s), turn + 1, sizeof turn - 1);
            turn[0] = c->game_ms ? '/' : ' ';
        }
        n += (size_t)snprintf(buf + n, len - n, "%s%s%s%s%s%s", p ? "  " : "", wz_player_name(p), *t ? " " : "", t,
                              turn, p == c->turn_player ? "*" : "");
    }
    if (n < len)
        snprintf(buf + n, len - n, "] ");
}

/* ---------------------------------------------------------------- time */

static int cmd_time(session *s, int argc, char **argv, reply *out)
{
    game_clock *c = &s->clock;
    char why[WZ_REASON_MAX];
    if (argc == 1) {
        if (!clock_running(s)) {
            reply_add(out, "off");
            return 0;
        }
        clock_describe(s, out);
        return 0;
    }
    if (strcmp(argv[1], "off") == 0 && argc == 2) {
        c->on = c->flag_loses = 0;
        seats_unbrief(s);
        return 0;
    }
    if (strcmp(argv[1], "flag") == 0) {
        if (argc != 3 || (strcmp(argv[2], "on") != 0 && strcmp(argv[2], "off") != 0))
            return refuse(out, "time flag takes on or off");
        if (!c->on)
            return refuse(out, "no clock runs (time game=10m starts one)");
        c->flag_loses = argv[2][1] == 'n';
        clock_flag(s, out);
        return 0;
    }
    if (strcmp(argv[1], "use") == 0) {
        int64_t ms;
        if (argc != 3 || clock_parse_duration(argv[2], &ms) != 0)
            return refuse(out, "time use takes a duration: time use 30s");
        if (need_game(s, out))
            return -1;
        clock_sync(s);
        c->offset_ms += ms;
        clock_flag(s, out);
        return 0;
    }
    if ((argv[1][0] == 'P' || argv[1][0] == 'p') && (argv[1][1] == '1' || argv[1][1] == '2') && !argv[1][2]) {
        int64_t ms;
        if (argc != 3 || clock_parse_duration(argv[2], &ms) != 0)
            return refuse(out, "time %s takes the time left: time %s 4:30", argv[1], argv[1]);
        if (!clock_running(s))
            return refuse(out, "no clock runs (time game=10m starts one)");
        int p = argv[1][1] == '1' ? WZ_P1 : WZ_P2;
        clock_sync(s);
        /* set what shows now, the running turn included */
        c->left_ms[p] = ms + (p == c->turn_player ? turn_used(s) : 0);
        return 0;
    }
    if (parse_settings(c, argc - 1, argv + 1, why, sizeof why) != 0)
        return refuse(out, "%s", why);
    c->on = 1;
    restart(s);
    clock_sync(s);
    return 0;
}

void clock_save(session *s, FILE *f, const char *mark)
{
    const game_clock *c = &s->clock;
    if (!clock_running(s))
        return;
    clock_sync(s);
    fprintf(f, "%stime game=%lldms increment=%lldms move=%lldms\n", mark, (long long)c->game_ms,
            (long long)c->increment_ms, (long long)c->move_ms);
    for (int p = WZ_P1; p <= WZ_P2; p++)
        fprintf(f, "%stime %s %lldms\n", mark, wz_player_name(p), (long long)clock_left(s, p));
    if (c->flag_loses)
        fprintf(f, "%stime flag on\n", mark);
}

const command clock_commands[] = {
    {"time", "time [game=T] [increment=T] [move=T] | off | P1|P2 T | flag on|off | use T",
     "the game clock: time per player (game), added after each move (increment), at most per turn "
     "(move); alone: the times left; P1 T sets a player's time; flag: whether running out loses "
     "(new ID --clock, or a variant's clock key, turns it on); use T spends T of the running "
     "clock (scripts, tests)",
     "time game=10m increment=5s", cmd_time, "game=|increment=|move=|off|use|flag|P1|P2..."},
    {NULL, NULL, NULL, NULL, NULL},
};
