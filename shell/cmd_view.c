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
    return NULL;
}

static int cmd_set(session *s, int argc, char **argv, reply *out)
{
    static const char *const names[] = {"numbers", "unicode", "colour", "side"};
    if (argc == 1) {
        for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
            reply_add(out, "%s%s %s", i ? "\n" : "", names[i], *setting(s, names[i]) ? "on" : "off");
        return 0;
    }
    int *v = setting(s, argv[1]);
    if (!v)
        return refuse(out, "no setting '%s' (numbers, unicode, colour, side)", argv[1]);
    if (argc != 3 || (strcmp(argv[2], "on") != 0 && strcmp(argv[2], "off") != 0))
        return refuse(out, "set %s takes on or off", argv[1]);
    *v = strcmp(argv[2], "on") == 0;
    return 0;
}

const command view_commands[] = {
    {"set", "set [numbers|unicode|colour|side on|off]",
     "list the board settings, or turn one on or off (they hold for every board drawn after)",
     "set numbers on", cmd_set, "SETTING on|off"},
    {NULL, NULL, NULL, NULL, NULL},
};
