/* tt.c - the transposition table (see tt.h): two slots per key, the
 * deeper result kept in the first. */
#include <stdlib.h>

#include "tt.h"

int tt_init(tt *t, int mb)
{
    uint64_t n = 1024;
    while (n * 2 * sizeof(tt_entry) <= (uint64_t)mb << 20)
        n *= 2;
    t->slots = calloc(n, sizeof *t->slots);
    t->mask = n - 2; /* even index: a pair of slots */
    return t->slots ? 0 : -1;
}

void tt_free(tt *t)
{
    free(t->slots);
    t->slots = NULL;
}

const tt_entry *tt_probe(const tt *t, uint64_t key)
{
    const tt_entry *e = &t->slots[key & t->mask];
    if (e[0].key == key && e[0].bound)
        return &e[0];
    if (e[1].key == key && e[1].bound)
        return &e[1];
    return NULL;
}

void tt_store(tt *t, uint64_t key, int depth, int score, int bound, int move)
{
    tt_entry *e = &t->slots[key & t->mask], *slot;
    if (e[0].key == key || !e[0].bound || depth >= e[0].depth) {
        if (e[0].key != key && e[0].bound)
            e[1] = e[0]; /* keep the deeper one as the second choice */
        slot = &e[0];
    } else {
        slot = &e[1];
    }
    if (slot->key == key && move < 0)
        move = slot->move; /* keep a known best move */
    slot->key = key;
    slot->score = (int16_t)score;
    slot->move = (int16_t)move;
    slot->depth = (int8_t)(depth > 127 ? 127 : depth);
    slot->bound = (uint8_t)bound;
}
