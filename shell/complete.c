/* complete.c - tab completion: commands, variant ids, manifest keys,
 * plugins, file names, and the points and actions the current step
 * allows, all read from the command tables' `complete` field (session.h)
 * so that a command added in any room completes without a change here. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <readline/readline.h>

#include "session.h"

/* More points than this are not listed for an empty word: a list of
 * every free point of the board helps nobody. */
#define SHORT_LIST 40

typedef struct words {
    char **v;
    int n, cap;
} words;

static void add(words *w, const char *prefix, const char *s)
{
    if (strncmp(s, prefix, strlen(prefix)) != 0)
        return;
    for (int i = 0; i < w->n; i++)
        if (strcmp(w->v[i], s) == 0)
            return;
    if (w->n + 2 > w->cap) {
        int cap = w->cap ? w->cap * 2 : 32;
        char **v = realloc(w->v, sizeof *v * (size_t)cap);
        if (!v)
            return;
        w->v = v;
        w->cap = cap;
    }
    w->v[w->n++] = strdup(s);
    w->v[w->n] = NULL;
}

static void drop(words *w)
{
    for (int i = 0; i < w->n; i++)
        free(w->v[i]);
    free(w->v);
    memset(w, 0, sizeof *w);
}

/* The AI plugins on the plugin path. */
static void add_plugins(session *s, words *w, const char *prefix)
{
    const char *const *names;
    int n = ai_plugin_names(s, &names);
    for (int i = 0; i < n; i++)
        add(w, prefix, names[i]);
}

/* The settings of the AI plugin named in argv ("key=", or "key=word"
 * once the key is typed and its values are words). */
static void add_ai_settings(session *s, words *w, const char *prefix, char **argv, int argc)
{
    char why[WZ_REASON_MAX + 4096];
    const wz_plugin *ai = NULL;
    /* the plugin is the word after the player: ai P2 engine time=... */
    if (argc >= 3)
        ai = wz_registry_ai(s->registry, argv[2], why, sizeof why);
    const wz_ai_settings *st = ai_settings_of(ai);
    for (int i = 0; st && i < st->count; i++) {
        const wz_ai_setting *e = &st->list[i];
        char kv[256];
        size_t klen = strlen(e->key);
        if (strncmp(prefix, e->key, klen) == 0 && prefix[klen] == '=') {
            /* the value: words complete, ranges and kinds do not */
            if (strchr(e->values, '.') || (e->values[0] >= 'A' && e->values[0] <= 'Z'))
                continue;
            char vals[256], *save = NULL;
            snprintf(vals, sizeof vals, "%s", e->values);
            for (char *v = strtok_r(vals, "|", &save); v; v = strtok_r(NULL, "|", &save)) {
                snprintf(kv, sizeof kv, "%s=%s", e->key, v);
                add(w, prefix, kv);
            }
            continue;
        }
        snprintf(kv, sizeof kv, "%s=", e->key);
        add(w, prefix, kv);
    }
}

/* "key=" for each [rules] key of v. */
static void add_keys(const wz_variant *v, words *w, const char *prefix)
{
    for (int i = 0; v && i < wz_variant_key_count(v); i++) {
        const char *kv = wz_variant_key(v, i), *eq = strchr(kv, '=');
        size_t n = eq ? (size_t)(eq - kv) : strlen(kv);
        char *key = malloc(n + 2);
        if (!key)
            return;
        memcpy(key, kv, n);
        memcpy(key + n, "=", 2);
        add(w, prefix, key);
        free(key);
    }
}

/* Points for the argument of cmd: where its action is legal now when the
 * command is an action of one point, else the empty points (or, for
 * STONE, the stones of the colour to act). */
static void add_points(session *s, words *w, const char *prefix, const char *cmd, int stones,
                       int first)
{
    wz_game *g = s->game;
    if (!g)
        return;
    const wz_host *h = wz_host_services();
    wz_expect e;
    wz_game_expect(g, &e);
    int kind = wz_action_kind(cmd);
    int test = first && (kind == WZ_ACT_PLACE || kind == WZ_ACT_CHOOSE);
    words all = {0};
    for (int b = 0; b < wz_game_boards(g); b++)
        for (int x = 0; x < wz_game_width(g); x++)
            for (int y = 0; y < wz_game_height(g); y++) {
                wz_point p = {(int8_t)b, (int8_t)x, (int8_t)y};
                char buf[16], why[WZ_REASON_MAX];
                int at = wz_game_at(g, p);
                if (stones) {
                    if (e.player == WZ_NOBODY || at != wz_game_colour_of(g, e.player))
                        continue;
                } else if (test) {
                    wz_action a = {.kind = kind, .npoints = 1};
                    a.pts[0] = p;
                    if (h->legal(g, &a, why, sizeof why) != 0)
                        continue;
                } else if (at != WZ_EMPTY) {
                    continue;
                }
                add(&all, prefix, wz_point_format(p, wz_game_boards(g), buf));
            }
    if (*prefix || all.n <= SHORT_LIST)
        for (int i = 0; i < all.n; i++)
            add(w, "", all.v[i]);
    drop(&all);
}

/* The action commands the current step allows (resign always is). */
static void add_actions(session *s, words *w, const char *prefix)
{
    wz_expect e;
    wz_game_expect(s->game, &e);
    for (int k = 1; k < WZ_ACT_COUNT; k++)
        if (k != WZ_ACT_RESIGN && (e.actions & (1u << k)))
            add(w, prefix, wz_action_name(k));
}

/* The candidates of one kind or literal. */
static void add_alternative(session *s, words *w, const char *alt, const char *word,
                            char **argv, int argc, int *want_files)
{
    const char *cmd = argv[0];
    if (strcmp(alt, "COMMAND") == 0) {
        for (int i = 0; i < command_count(); i++)
            add(w, word, command_at(i)->name);
    } else if (strcmp(alt, "VARIANT") == 0) {
        for (int i = 0; i < wz_registry_count(s->registry); i++)
            add(w, word, wz_variant_id(wz_registry_at(s->registry, i)));
    } else if (strcmp(alt, "KEY") == 0) {
        const wz_variant *v = NULL;
        for (int i = 1; i < argc && !v; i++)
            v = wz_registry_find(s->registry, argv[i]);
        if (!v && s->game)
            v = wz_game_variant(s->game);
        if (!strchr(word, '='))
            add_keys(v, w, word);
    } else if (strcmp(alt, "FILE") == 0) {
        *want_files = 1;
    } else if (strcmp(alt, "PLUGIN") == 0) {
        add_plugins(s, w, word);
    } else if (strcmp(alt, "AISETTING") == 0) {
        add_ai_settings(s, w, word, argv, argc);
    } else if (strcmp(alt, "POINT") == 0 || strcmp(alt, "STONE") == 0) {
        add_points(s, w, word, cmd, alt[0] == 'S', argc == 1);
    } else if (strcmp(alt, "NUMBER") == 0) {
        wz_expect e;
        if (s->game) {
            wz_game_expect(s->game, &e);
            for (int n = e.min; (e.actions & (1u << WZ_ACT_DECLARE)) && n <= e.max && n - e.min < 100; n++) {
                char buf[16];
                snprintf(buf, sizeof buf, "%d", n);
                add(w, word, buf);
            }
        }
    } else if (strcmp(alt, "FORMAT") == 0) {
        for (int f = 0; f < WZ_FORMAT_COUNT; f++)
            add(w, word, wz_format_name(f));
    } else if (strcmp(alt, "SETTING") == 0) {
        static const char *const names[] = {"numbers", "unicode", "colour", "side", "ask-fouls"};
        for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
            add(w, word, names[i]);
    } else if (strcmp(alt, "...") != 0 && *alt) {
        add(w, word, alt);
    }
}

static char **complete_argv(session *s, char *copy, char **argv, const char *word, int *want_files);

char **complete_words(session *s, const char *before, const char *word, int *want_files)
{
    *want_files = 0;
    /* the whole line, however long: a cut one would count its words wrong */
    char *copy = strdup(before), **argv = malloc(sizeof *argv * (strlen(before) / 2 + 2));
    char **result = NULL;
    if (copy && argv)
        result = complete_argv(s, copy, argv, word, want_files);
    free(copy);
    free(argv);
    return result;
}

static char **complete_argv(session *s, char *copy, char **argv, const char *word, int *want_files)
{
    words w = {0};
    char *save = NULL;
    int argc = 0;
    for (char *t = strtok_r(copy, " \t", &save); t; t = strtok_r(NULL, " \t", &save))
        argv[argc++] = t;
    /* "P2 swap": a command said by a player; complete what follows */
    if (argc > 0 && (argv[0][0] == 'P' || argv[0][0] == 'p') && (argv[0][1] == '1' || argv[0][1] == '2') &&
        !argv[0][2]) {
        memmove(argv, argv + 1, sizeof argv[0] * (size_t)(argc - 1));
        argc--;
    }
    if (argc == 0) {
        /* an empty line and a game waiting: what the step allows */
        wz_expect e;
        if (!*word && s->game && (wz_game_expect(s->game, &e), e.player != WZ_NOBODY))
            add_actions(s, &w, word);
        else
            for (int i = 0; i < command_count(); i++)
                add(&w, word, command_at(i)->name);
        return w.v;
    }
    const command *c = command_find(argv[0]);
    if (!c)
        return NULL;
    const char *prev = argv[argc - 1];
    if (strcmp(prev, "--format") == 0) {
        add_alternative(s, &w, "FORMAT", word, argv, argc, want_files);
        return w.v;
    }
    if (strcmp(prev, "--variant") == 0) {
        add_alternative(s, &w, "VARIANT", word, argv, argc, want_files);
        return w.v;
    }
    if (!c->complete)
        return NULL;
    /* the spec word for argument argc (1-based), the last repeating */
    char spec[512], *specs[32], *ssave = NULL;
    int nspecs = 0;
    snprintf(spec, sizeof spec, "%s", c->complete);
    for (char *t = strtok_r(spec, " ", &ssave); t && nspecs < 32; t = strtok_r(NULL, " ", &ssave))
        specs[nspecs++] = t;
    if (nspecs == 0)
        return NULL;
    const char *mine = NULL;
    if (argc - 1 < nspecs)
        mine = specs[argc - 1];
    else if (strstr(specs[nspecs - 1], "..."))
        mine = specs[nspecs - 1];
    if (!mine)
        return NULL;
    char alts[256], *asave = NULL;
    snprintf(alts, sizeof alts, "%s", mine);
    char *dots = strstr(alts, "...");
    if (dots)
        *dots = '\0';
    for (char *a = strtok_r(alts, "|", &asave); a; a = strtok_r(NULL, "|", &asave))
        add_alternative(s, &w, a, word, argv, argc, want_files);
    return w.v;
}

/* ------------------------------------------------------------ readline */

static session *current;
static char **pending;
static int pending_at;

static char *next_match(const char *text, int state)
{
    (void)text;
    if (!state)
        pending_at = 0;
    if (!pending || !pending[pending_at])
        return NULL;
    return strdup(pending[pending_at++]);
}

static char **attempt(const char *text, int start, int end)
{
    (void)end;
    int files = 0;
    char *before = strndup(rl_line_buffer, (size_t)start);
    if (!before)
        return NULL;
    if (pending) {
        for (int i = 0; pending[i]; i++)
            free(pending[i]);
        free(pending);
    }
    pending = complete_words(current, before, text, &files);
    free(before);
    if (files && !pending) {
        rl_attempted_completion_over = 0; /* readline's own file names */
        return NULL;
    }
    rl_attempted_completion_over = 1;
    if (!pending)
        return NULL;
    /* "size=" wants its value next, not a space */
    int all_open = 1;
    for (int i = 0; pending[i]; i++) {
        size_t n = strlen(pending[i]);
        all_open &= n > 0 && pending[i][n - 1] == '=';
    }
    rl_completion_suppress_append = all_open;
    return rl_completion_matches(text, next_match);
}

void complete_install(session *s)
{
    current = s;
    rl_readline_name = "wuzi";
    rl_attempted_completion_function = attempt;
    /* points ("1:h8") and keys ("size=") are single words */
    rl_completer_word_break_characters = " \t\n";
    /* one Tab shows the choices (an ~/.inputrc read later may say no) */
    rl_variable_bind("show-all-if-ambiguous", "on");
}
