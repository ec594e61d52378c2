/* cmd_ai.c - the shell's ai commands (a room of the command table). */
#include "session.h"

const command ai_commands[] = {
    {NULL, NULL, NULL, NULL, NULL},
};
