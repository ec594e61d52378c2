/* session.c - split a command line and dispatch it through the table. */
#include <stdlib.h>
#include <string.h>

#include "session.h"

void session_init(session *s, wz_registry *r, int interactive, uint64_t seed)
{
    memset(s, 0, sizeof *s);
    s->registry = r;
    s->interactive = interactive;
    s->seed = seed;
    s->speaker = WZ_NOBODY;
    s->clock.turn_player = WZ_NOBODY;
}

void session_done(session *s)
{
    wz_game_free(s->game);
    seat_clear(s, WZ_P1);
    seat_clear(s, WZ_P2);
    games_forget();
    memset(s, 0, sizeof *s);
}

/* The command nearest to a mistyped name, for "did you mean". */
static const char *nearest_command(const char *name)
{
    const char *best = NULL;
    int best_d = 3;
    size_t n = strlen(name);
    for (int i = 0, count = command_count(); i < count; i++) {
        const char *c = command_at(i)->name;
        /* lengths that differ by best_d or more cannot be nearer */
        size_t m = strlen(c);
        if ((n > m ? n - m : m - n) >= (size_t)best_d)
            continue;
        int d = edit_distance(name, c);
        if (d < best_d) {
            best_d = d;
            best = c;
        }
    }
    return best;
}

int (*session_vet)(session *s, int argc, char **argv, reply *out);

char *join_words(int argc, char **argv, int from)
{
    size_t n = 1;
    for (int i = from; i < argc; i++)
        n += strlen(argv[i]) + 1;
    char *t = malloc(n), *o = t;
    if (!t)
        return NULL;
    for (int i = from; i < argc; i++) {
        size_t k = strlen(argv[i]);
        if (i > from)
            *o++ = ' ';
        memcpy(o, argv[i], k);
        o += k;
    }
    *o = '\0';
    return t;
}

/* Split line into words (a '#' starts a comment): a malloc'd NULL-ended
 * array whose words live in *copy, however long the line and however many
 * its words.  NULL when out of memory. */
static char **split_words(const char *line, char **copy, int *argc)
{
    size_t len = strcspn(line, "#");
    size_t max = len / 2 + 2; /* words are separated: at most half the bytes */
    char **argv = malloc(sizeof *argv * max), *save = NULL;
    *copy = malloc(len + 1);
    if (!argv || !*copy) {
        free(argv);
        free(*copy);
        *copy = NULL;
        return NULL;
    }
    memcpy(*copy, line, len);
    (*copy)[len] = '\0';
    *argc = 0;
    for (char *w = strtok_r(*copy, " \t\r\n", &save); w; w = strtok_r(NULL, " \t\r\n", &save))
        argv[(*argc)++] = w;
    argv[*argc] = NULL;
    return argv;
}

int session_exec(session *s, const char *line, reply *out)
{
    char *copy;
    int argc;
    reply_clear(out);
    char **words = split_words(line, &copy, &argc), **argv = words;
    if (!words) {
        reply_add(out, "out of memory");
        return -1;
    }
    int rc = 0;
    /* "P2 swap": the command is said by that player; refused if it is not
     * that player's turn (scripts test wrong-player actions this way). */
    s->speaker = WZ_NOBODY;
    if (argc > 0 && (argv[0][0] == 'P' || argv[0][0] == 'p') && (argv[0][1] == '1' || argv[0][1] == '2') &&
        !argv[0][2]) {
        s->speaker = argv[0][1] == '1' ? WZ_P1 : WZ_P2;
        if (argc == 1) {
            reply_add(out, "%s says nothing: write P1 play h8", argv[0]);
            rc = -1;
            goto done;
        }
        argv++;
        argc--;
    }
    if (argc == 0)
        goto done;
    clock_sync(s); /* the clock knows whose turn it is */
    if (session_vet && session_vet(s, argc, argv, out) != 0) {
        rc = -1;
        goto done;
    }
    const command *c = command_find(argv[0]);
    if (!c) {
        const char *near = nearest_command(argv[0]);
        if (near)
            reply_add(out, "unknown command '%s' (did you mean %s?)", argv[0], near);
        else
            reply_add(out, "unknown command '%s' (help lists them)", argv[0]);
        rc = -1;
        goto done;
    }
    rc = c->run(s, argc, argv, out);
done:
    s->speaker = WZ_NOBODY;
    free(words);
    free(copy);
    return rc;
}
