/* seats.c - who plays for each player: a person or an AI plugin.
 *
 * A seat belongs to a player, P1 or P2, never to a colour: when an
 * opening swaps colours the engine goes on playing for the same player,
 * now with the other stones.  `ai black` is a shorthand for the player
 * holding black when the command is given. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "session.h"

void seat_clear(session *s, int player)
{
    seat *st = &s->seats[player];
    if (st->ai && st->ai->ai->release && st->config)
        st->ai->ai->release(st->config);
    free(st->config);
    free(st->args);
    memset(st, 0, sizeof *st);
}

int seats_any_ai(const session *s)
{
    return s->seats[WZ_P1].ai || s->seats[WZ_P2].ai;
}

void seats_describe(const session *s, reply *out)
{
    for (int p = WZ_P1; p <= WZ_P2; p++) {
        const seat *st = &s->seats[p];
        reply_add(out, "%s%s", p ? "\n" : "", wz_player_name(p));
        if (s->game)
            reply_add(out, " %s", wz_colour_name(wz_game_colour_of(s->game, p)));
        reply_add(out, ": %s", st->ai ? st->args : "human");
    }
}

void seats_exchange(session *s)
{
    seat t = s->seats[WZ_P1];
    s->seats[WZ_P1] = s->seats[WZ_P2];
    s->seats[WZ_P2] = t;
}

/* ----------------------------------------------------- plugins, settings */

/* The AI plugins on the plugin path, found once (opening each plugin
 * that is not open yet), in the order met. */
int ai_plugin_names(session *s, const char *const **names)
{
    static char **found;
    static int n, scanned;
    if (!scanned) {
        scanned = 1;
        char *path = strdup(wz_registry_plugin_path(s->registry)), *save = NULL;
        for (char *dir = path ? strtok_r(path, ":", &save) : NULL; dir; dir = strtok_r(NULL, ":", &save)) {
            DIR *d = opendir(dir);
            for (struct dirent *e; d && (e = readdir(d));) {
                size_t len = strlen(e->d_name);
                char name[256], why[WZ_REASON_MAX + 4096];
                if (len < 4 || len > 200 || strcmp(e->d_name + len - 3, ".so") != 0)
                    continue;
                snprintf(name, sizeof name, "%.*s", (int)(len - 3), e->d_name);
                int dup = 0;
                for (int i = 0; i < n; i++)
                    dup |= strcmp(found[i], name) == 0;
                if (dup || !wz_registry_ai(s->registry, name, why, sizeof why))
                    continue;
                char **more = realloc(found, sizeof *found * (size_t)(n + 1));
                if (!more)
                    break;
                found = more;
                found[n++] = strdup(name);
            }
            if (d)
                closedir(d);
        }
        free(path);
    }
    *names = (const char *const *)found;
    return n;
}

const wz_ai_settings *ai_settings_of(const wz_plugin *ai)
{
    const wz_ai_settings *st = ai && ai->extension ? ai->extension(WZ_AI_SETTINGS_ID) : NULL;
    return st && st->size >= sizeof *st ? st : NULL;
}

/* One plugin's settings, for help ai. */
static void describe_settings(const wz_plugin *ai, reply *out)
{
    const wz_ai_settings *st = ai_settings_of(ai);
    reply_add(out, "\n  %s: %s", ai->id, ai->name);
    if (!st) {
        reply_add(out, "\n    (it does not list its settings)");
        return;
    }
    for (int i = 0; i < st->count; i++) {
        char kv[128];
        snprintf(kv, sizeof kv, "%s=%s", st->list[i].key, st->list[i].values);
        reply_add(out, "\n    %-28s %s", kv, st->list[i].meaning);
    }
}

void ai_help(session *s, const char *plugin, reply *out)
{
    char why[WZ_REASON_MAX + 4096];
    reply_add(out, "\n  settings (key=value after the plugin):");
    if (plugin) {
        const wz_plugin *ai = wz_registry_ai(s->registry, plugin, why, sizeof why);
        if (ai)
            describe_settings(ai, out);
        else
            reply_add(out, "\n  %s", why);
        return;
    }
    const char *const *names;
    int n = ai_plugin_names(s, &names);
    for (int i = 0; i < n; i++)
        describe_settings(wz_registry_ai(s->registry, names[i], why, sizeof why), out);
}

/* The players a word of `ai` names, as a bit set (1 << player); 0 if it
 * names none. */
static int players_named(session *s, const char *word)
{
    if (strcasecmp(word, "P1") == 0)
        return 1 << WZ_P1;
    if (strcasecmp(word, "P2") == 0)
        return 1 << WZ_P2;
    if (strcmp(word, "both") == 0)
        return 1 << WZ_P1 | 1 << WZ_P2;
    int colour = strcmp(word, "black") == 0 ? WZ_BLACK : strcmp(word, "white") == 0 ? WZ_WHITE : 0;
    if (!colour)
        return 0;
    /* before any game, P1 is the one to take black */
    int p1 = s->game ? wz_game_colour_of(s->game, WZ_P1) : WZ_BLACK;
    return 1 << (p1 == colour ? WZ_P1 : WZ_P2);
}

/* A settings block for ai from key=value words: NULL with the refusal
 * written. */
static void *configure(const wz_plugin *ai, int argc, char **argv, reply *out)
{
    char why[WZ_REASON_MAX + 4096];
    void *config = calloc(1, ai->ai->config_size ? ai->ai->config_size : 1);
    if (!config) {
        refuse(out, "out of memory");
        return NULL;
    }
    for (int k = 0; k < argc; k++) {
        const char *eq = strchr(argv[k], '=');
        if (!eq || eq == argv[k] || !ai->ai->configure) {
            free(config);
            refuse(out, "%s: write settings as key=value (help ai lists %s's)", argv[k], ai->id);
            return NULL;
        }
        char *key = strndup(argv[k], (size_t)(eq - argv[k]));
        why[0] = '\0';
        int bad = !key || ai->ai->configure(config, key, eq + 1, why, sizeof why) != 0;
        free(key);
        if (bad) {
            if (ai->ai->release)
                ai->ai->release(config);
            free(config);
            refuse(out, "%s: %s", ai->id, why[0] ? why : "out of memory");
            return NULL;
        }
    }
    return config;
}

void seats_unbrief(session *s)
{
    for (int p = WZ_P1; p <= WZ_P2; p++) {
        seat *st = &s->seats[p];
        if (!st->ai || !st->briefed)
            continue;
        /* the seat's whole line: its settings, however many */
        char *copy = strdup(st->args), *save = NULL;
        char **words = copy ? malloc(sizeof *words * (strlen(copy) / 2 + 1)) : NULL;
        int n = 0;
        if (!words) {
            free(copy);
            continue;
        }
        strtok_r(copy, " ", &save); /* the plugin */
        for (char *w = strtok_r(NULL, " ", &save); w; w = strtok_r(NULL, " ", &save))
            words[n++] = w;
        reply ignored = {0};
        void *config = configure(st->ai, n, words, &ignored);
        reply_free(&ignored);
        free(words);
        free(copy);
        if (!config)
            continue; /* it took these settings once: keep the old block */
        if (st->ai->ai->release)
            st->ai->ai->release(st->config);
        free(st->config);
        st->config = config;
        st->briefed = 0;
    }
}

int cmd_ai(session *s, int argc, char **argv, reply *out)
{
    char why[WZ_REASON_MAX + 4096];
    if (argc == 1) {
        seats_describe(s, out);
        return 0;
    }
    if (strcmp(argv[1], "off") == 0 && argc == 2) {
        seat_clear(s, WZ_P1);
        seat_clear(s, WZ_P2);
        return 0;
    }
    int who = players_named(s, argv[1]);
    if (!who)
        return refuse(out, "ai takes P1, P2, black, white, both or off, not '%s': ai P2 engine", argv[1]);
    const char *name = argc > 2 ? argv[2] : "simple";
    if (strcmp(name, "off") == 0) {
        if (argc > 3)
            return refuse(out, "ai %s off takes nothing more", argv[1]);
        for (int p = WZ_P1; p <= WZ_P2; p++)
            if (who & (1 << p))
                seat_clear(s, p);
        return 0;
    }
    const wz_plugin *ai = wz_registry_ai(s->registry, name, why, sizeof why);
    if (!ai)
        return refuse(out, "%s", why);
    /* every block is made before any seat changes: all or nothing */
    void *configs[2] = {NULL, NULL};
    for (int p = WZ_P1; p <= WZ_P2; p++) {
        if (!(who & (1 << p)))
            continue;
        configs[p] = configure(ai, argc - 3, argv + 3, out);
        if (!configs[p]) {
            if (configs[WZ_P1] && p == WZ_P2) {
                if (ai->ai->release)
                    ai->ai->release(configs[WZ_P1]);
                free(configs[WZ_P1]);
            }
            return -1;
        }
    }
    /* the seat's plugin and settings, whole (for ai, status and --resume) */
    reply line = {0};
    reply_add(&line, "%s", ai->id);
    for (int k = 3; k < argc; k++)
        reply_add(&line, " %s", argv[k]);
    const char *args = line.text ? line.text : ai->id;
    for (int p = WZ_P1; p <= WZ_P2; p++) {
        if (!configs[p])
            continue;
        seat_clear(s, p);
        s->seats[p].ai = ai;
        s->seats[p].config = configs[p];
        s->seats[p].args = strdup(args);
        /* a person at the keyboard likes to hear it took, before the AI
         * moves */
        if (s->view && s->view->say) {
            reply said = {0};
            reply_add(&said, "%s%s%s: %s", wz_player_name(p), s->game ? " " : "",
                      s->game ? wz_colour_name(wz_game_colour_of(s->game, p)) : "", args);
            s->view->say(s, said.text ? said.text : "");
            reply_free(&said);
        }
    }
    reply_free(&line);
    return run_ais(s, out);
}

int cmd_go(session *s, int argc, char **argv, reply *out)
{
    (void)argc, (void)argv;
    char why[WZ_REASON_MAX + 4096], buf[1024];
    wz_expect e;
    wz_action a;
    if (need_game(s, out))
        return -1;
    wz_game_expect(s->game, &e);
    if (e.player == WZ_NOBODY)
        return refuse(out, "the game is over");
    const seat *st = &s->seats[e.player];
    const wz_plugin *ai = st->ai;
    void *config = st->config, *own = NULL;
    if (!ai) {
        ai = wz_registry_ai(s->registry, "simple", why, sizeof why);
        if (!ai)
            return refuse(out, "%s", why);
        config = own = calloc(1, ai->ai->config_size ? ai->ai->config_size : 1);
        if (!own)
            return refuse(out, "out of memory");
    }
    if (s->view && s->view->thinking)
        s->view->thinking(s, e.player);
    int rc = wz_ai_choose(ai, s->game, config, &a, why, sizeof why);
    if (s->view && s->view->thought)
        s->view->thought(s, e.player);
    if (own && ai->ai->release)
        ai->ai->release(own);
    free(own);
    if (rc != 0)
        return refuse(out, "%s", why);
    /* the reply names the action (batch); on a terminal it is announced */
    wz_action_format(&a, wz_game_boards(s->game), buf, sizeof buf);
    if (!s->view)
        reply_add(out, "%s", buf);
    return act_as(s, &a, 1, ai, out);
}
