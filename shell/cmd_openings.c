/* cmd_openings.c - the shell's openings commands (a room of the command table). */
#include "session.h"

const command opening_commands[] = {
    {NULL, NULL, NULL, NULL, NULL},
};
