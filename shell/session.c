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
    memset(s, 0, sizeof *s);
}

/* The command nearest to a mistyped name, for "did you mean". */
static const char *nearest_command(const char *name)
{
    const char *best = NULL;
    int best_d = 3;
    for (int i = 0; i < command_count(); i++) {
        int d = edit_distance(name, command_at(i)->name);
        if (d < best_d) {
            best_d = d;
            best = command_at(i)->name;
        }
    }
    return best;
}

int session_exec(session *s, const char *line, reply *out)
{
    char copy[4096], *argv[512], *save = NULL;
    int argc = 0;
    reply_clear(out);
    snprintf(copy, sizeof copy, "%s", line);
    char *hash = strchr(copy, '#');
    if (hash)
        *hash = '\0';
    for (char *w = strtok_r(copy, " \t\r\n", &save); w && argc < 511; w = strtok_r(NULL, " \t\r\n", &save))
        argv[argc++] = w;
    argv[argc] = NULL;
    if (argc == 0)
        return 0;
    /* "P2 swap": the command is said by that player; refused if it is not
     * that player's turn (scripts test wrong-player actions this way). */
    s->speaker = WZ_NOBODY;
    if ((argv[0][0] == 'P' || argv[0][0] == 'p') && (argv[0][1] == '1' || argv[0][1] == '2') && !argv[0][2]) {
        s->speaker = argv[0][1] == '1' ? WZ_P1 : WZ_P2;
        if (argc == 1) {
            reply_add(out, "%s says nothing: write P1 play h8", argv[0]);
            return -1;
        }
        memmove(argv, argv + 1, sizeof argv[0] * (size_t)argc);
        argc--;
    }
    clock_sync(s); /* the clock knows whose turn it is */
    const command *c = command_find(argv[0]);
    if (!c) {
        const char *near = nearest_command(argv[0]);
        if (near)
            reply_add(out, "unknown command '%s' (did you mean %s?)", argv[0], near);
        else
            reply_add(out, "unknown command '%s' (help lists them)", argv[0]);
        return -1;
    }
    int rc = c->run(s, argc, argv, out);
    s->speaker = WZ_NOBODY;
    return rc;
}
