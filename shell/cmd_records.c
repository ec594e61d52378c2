/* cmd_records.c - the shell's records commands (a room of the command table). */
#include "session.h"

const command record_commands[] = {
    {NULL, NULL, NULL, NULL, NULL},
};
