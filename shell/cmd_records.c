/* cmd_records.c - records: save and load in every format, and what a
 * record keeps beside the moves (comments, players' names, tags). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "session.h"

/* Options after the file name: --format F (or --format=F), --variant ID. */
struct record_opts {
    const char *file;
    int format; /* -1: by extension (save) or by content (load) */
    const char *variant;
};

static int record_options(int argc, char **argv, int allow_variant, struct record_opts *o,
                          reply *out)
{
    o->file = NULL;
    o->format = -1;
    o->variant = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *value = NULL;
        int is_format = strncmp(a, "--format", 8) == 0 && (a[8] == '\0' || a[8] == '=');
        int is_variant = strncmp(a, "--variant", 9) == 0 && (a[9] == '\0' || a[9] == '=');
        if (is_format || is_variant) {
            const char *eq = strchr(a, '=');
            value = eq ? eq + 1 : (i + 1 < argc ? argv[++i] : NULL);
            if (!value || !*value)
                return refuse(out, "%s takes a value", is_format ? "--format" : "--variant");
        }
        if (is_format) {
            o->format = wz_format_parse(value);
            if (o->format < 0)
                return refuse(out, "unknown format '%s' (wuzi, sgf, psq or lib)", value);
        } else if (is_variant) {
            if (!allow_variant)
                return refuse(out, "--variant is for load: a saved game keeps its own variant");
            o->variant = value;
        } else if (a[0] == '-' && a[1] == '-') {
            return refuse(out, "unknown option '%s'", a);
        } else if (o->file) {
            return refuse(out, "one file at a time ('%s' and '%s')", o->file, a);
        } else {
            o->file = a;
        }
    }
    if (!o->file)
        return refuse(out, "%s takes a file name: %s", argv[0],
                      allow_variant ? "load game.wuzi" : "save game.wuzi");
    return 0;
}

int records_save(session *s, int argc, char **argv, reply *out)
{
    char why[WZ_REASON_MAX + 4096];
    struct record_opts o;
    if (need_game(s, out) || record_options(argc, argv, 0, &o, out))
        return -1;
    int format = o.format >= 0 ? o.format : wz_format_of_path(o.file);
    if (wz_record_export(s->game, o.file, format, why, sizeof why) != 0)
        return refuse(out, "%s", why);
    return 0;
}

int records_load(session *s, int argc, char **argv, reply *out)
{
    char why[WZ_REASON_MAX + 4096];
    struct record_opts o;
    if (record_options(argc, argv, 1, &o, out))
        return -1;
    if (o.variant && !find_variant(s, o.variant, out))
        return -1;
    wz_import_info info;
    wz_game *g = wz_record_import_info(s->registry, o.file, o.format, o.variant, &info, why, sizeof why);
    if (!g)
        return refuse(out, "%s", why);
    games_keep(s, out); /* never lose the game it replaces */
    wz_game_free(s->game);
    s->game = g;
    if (info.assumed) {
        /* the reply's first line, or a line of its own after a kept game's */
        if (out->len)
            reply_add(out, "\n");
        reply_add(out, "assumed variant %s (%s): load %s --variant ID to choose another",
                  wz_variant_id(wz_game_variant(g)), info.basis, o.file);
    }
    return 0;
}

/* Join argv[from..] with spaces; "\n" in the text is a newline. */
static char *joined(int argc, char **argv, int from)
{
    size_t n = 1;
    for (int i = from; i < argc; i++)
        n += strlen(argv[i]) + 1;
    char *t = malloc(n), *o = t;
    if (!t)
        return NULL;
    for (int i = from; i < argc; i++) {
        if (i > from)
            *o++ = ' ';
        for (const char *p = argv[i]; *p; p++) {
            if (p[0] == '\\' && p[1] == 'n') {
                *o++ = '\n';
                p++;
            } else {
                *o++ = *p;
            }
        }
    }
    *o = '\0';
    return t;
}

static int cmd_comment(session *s, int argc, char **argv, reply *out)
{
    if (need_game(s, out))
        return -1;
    int here = wz_game_history_length(s->game);
    if (argc == 1) {
        const char *c = wz_game_comment(s->game, here);
        if (c)
            reply_add(out, "%s", c);
        return 0;
    }
    if (argc == 2 && strcmp(argv[1], "--clear") == 0)
        return wz_game_set_comment(s->game, here, NULL) == 0 ? 0 : refuse(out, "out of memory");
    char *text = joined(argc, argv, 1);
    int rc = text ? wz_game_set_comment(s->game, here, text) : -1;
    free(text);
    return rc == 0 ? 0 : refuse(out, "out of memory");
}

static int player_index(const char *word)
{
    if (strcasecmp(word, "p1") == 0 || strcmp(word, "1") == 0)
        return WZ_P1;
    if (strcasecmp(word, "p2") == 0 || strcmp(word, "2") == 0)
        return WZ_P2;
    return -1;
}

static int cmd_player(session *s, int argc, char **argv, reply *out)
{
    char why[WZ_REASON_MAX];
    if (need_game(s, out))
        return -1;
    if (argc == 1) {
        for (int p = WZ_P1; p <= WZ_P2; p++) {
            const char *name = wz_game_tag(s->game, p ? "p2" : "p1");
            reply_add(out, "%s%s %s %s", p ? "\n" : "", wz_player_name(p),
                      wz_colour_name(wz_game_colour_of(s->game, p)), name ? name : "-");
        }
        return 0;
    }
    int p = player_index(argv[1]);
    if (p < 0)
        return refuse(out, "player takes P1 or P2, not '%s': player P1 Alice", argv[1]);
    if (argc == 2) {
        const char *name = wz_game_tag(s->game, p ? "p2" : "p1");
        reply_add(out, "%s", name ? name : "-");
        return 0;
    }
    char *name = joined(argc, argv, 2);
    if (!name)
        return refuse(out, "out of memory");
    int rc = wz_game_set_tag(s->game, p ? "p2" : "p1", strcmp(name, "-") == 0 ? NULL : name, why,
                             sizeof why);
    free(name);
    return rc == 0 ? 0 : refuse(out, "%s", why);
}

static int cmd_tag(session *s, int argc, char **argv, reply *out)
{
    char why[WZ_REASON_MAX];
    if (need_game(s, out))
        return -1;
    if (argc == 1) {
        for (int i = 0; i < wz_game_tag_count(s->game); i++)
            reply_add(out, "%s%s %s", i ? "\n" : "", wz_game_tag_key(s->game, i),
                      wz_game_tag_value(s->game, i));
        return 0;
    }
    if (argc == 2) {
        const char *v = wz_game_tag(s->game, argv[1]);
        if (!v)
            return refuse(out, "no tag '%s'", argv[1]);
        reply_add(out, "%s", v);
        return 0;
    }
    char *value = joined(argc, argv, 2);
    if (!value)
        return refuse(out, "out of memory");
    if (strchr(value, '\n')) {
        free(value);
        return refuse(out, "a tag is one line");
    }
    int rc = wz_game_set_tag(s->game, argv[1], strcmp(value, "-") == 0 ? NULL : value, why, sizeof why);
    free(value);
    return rc == 0 ? 0 : refuse(out, "%s", why);
}

const command record_commands[] = {
    {"comment", "comment [TEXT ...|--clear]", "show, set or clear the comment on the current position (\\n: new line)",
     "comment black threatens a four-three", cmd_comment},
    {"player", "player [P1|P2 [NAME ...|-]]", "list the players, or name one (- forgets the name)", "player P1 Alice",
     cmd_player, "p1|p2"},
    {"tag", "tag [NAME [VALUE ...|-]]", "list the record's tags (event, date, place, round, ...), show or set one",
     "tag event Renju World Championship", cmd_tag, "event|date|place|round|name|annotator|source"},
    {NULL, NULL, NULL, NULL, NULL},
};
