/* params.c - the search's tunable numbers (see params.h). */
#include <string.h>

#include "params.h"

const param_info search_param_info[PARAM_COUNT] = {
#define PARAM_INFO(n, d, lo, hi) {#n, d, lo, hi},
    SEARCH_PARAMS(PARAM_INFO)
#undef PARAM_INFO
};

void params_default(int p[PARAM_COUNT])
{
    for (int i = 0; i < PARAM_COUNT; i++)
        p[i] = search_param_info[i].def;
}

int params_find(const char *name)
{
    for (int i = 0; i < PARAM_COUNT; i++)
        if (strcmp(search_param_info[i].name, name) == 0)
            return i;
    return -1;
}
