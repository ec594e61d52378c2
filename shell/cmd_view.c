/* cmd_view.c - how the shell shows things: the set command. */
#include <stdio.h>
#include <string.h>

#include "session.h"

/* The settings, by name, and where each lives. */
static int *setting(session *s, const char *name)
{
    if (strcmp(name, "numbers") == 0)
        return &s->style.numbers;
    if (strcmp(name, "unicode") == 0)
        return &s->style.unicode;
    if (strcmp(name, "colour") == 0 || strcmp(name, "color") == 0)
        return &s->style.colour;
    if (strcmp(name, "side") == 0)
        return &s->style.side;
    if (strcmp(name, "ask-fouls") == 0)
        return &s->ask_fouls;
    return NULL;
}

static int cmd_set(session *s, int argc, char **argv, reply *out)
{
    static const char *const names[] = {"numbers", "unicode", "colour", "side", "ask-fouls"};
    if (argc == 1) {
        /* ask-fouls only matters where someone can be asked: batch
         * lists the board's settings, as scripts know them */
        size_t shown = sizeof names / sizeof names[0] - (s->view ? 0 : 1);
        for (size_t i = 0; i < shown; i++)
            reply_add(out, "%s%s %s", i ? "\n" : "", names[i], *setting(s, names[i]) ? "on" : "off");
        return 0;
    }
    int *v = setting(s, argv[1]);
    if (!v)
        return refuse(out, "no setting '%s' (numbers, unicode, colour, side, ask-fouls)", argv[1]);
    if (argc != 3 || (strcmp(argv[2], "on") != 0 && strcmp(argv[2], "off") != 0))
        return refuse(out, "set %s takes on or off", argv[1]);
    *v = strcmp(argv[2], "on") == 0;
    return 0;
}

const command view_commands[] = {
    {"set", "set [numbers|unicode|colour|side|ask-fouls on|off]",
     "list the settings, or turn one on or off: the board's (for every board drawn after), and ask-fouls (a terminal asks before black's foul; batch never does)",
     "set numbers on", cmd_set, "SETTING on|off"},
    {NULL, NULL, NULL, NULL, NULL},
};
