/* games_text.c - see games_text.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../plugins/engine/search.h"
#include "games_text.h"

int games_family(const char *name, const char *tool)
{
    static const char *const names[FAM_COUNT] = {"freestyle", "standard", "caro", "renju"};
    for (int f = 0; f < FAM_COUNT; f++)
        if (strcmp(name, names[f]) == 0)
            return f;
    fprintf(stderr, "%s: unknown family '%s' (freestyle, standard, caro or renju)\n", tool, name);
    exit(2);
}

int games_point(const char *word)
{
    int x, y;
    return board_parse_name(word, GAMES_SIZE, &x, &y, NULL) == 0 ? board_pos(x, y) : -1;
}

FILE *games_inc_open(const char *path, const char *tool, size_t positions)
{
    FILE *o = fopen(path, "w");
    if (!o) {
        perror(path);
        return NULL;
    }
    fprintf(o, "/* learnt by bench/%s from %zu positions; do not edit */\n", tool, positions);
    return o;
}

void *games_grow(void *array, size_t *cap, size_t need, size_t size, size_t first,
                 const char *tool)
{
    if (need <= *cap)
        return array;
    size_t n = *cap ? *cap : first;
    while (n < need)
        n *= 2;
    array = realloc(array, n * size);
    if (!array) {
        fprintf(stderr, "%s: out of memory\n", tool);
        exit(1);
    }
    *cap = n;
    return array;
}
